//! Factor values the block already holds twice: the compiler's own register copies.
//!
//! Compilers that pack part of an outer product themselves form the pairs they need by copying
//! factors (`v_mov_b32 v216, v125; v_mov_b32 v217, v126` puts `A1, A2` side by side when the
//! loads left them in different pairs). A scalar FMA that reads `v125` may read `v216` instead
//! wherever `v216` still holds the copy and `v125` still holds what was copied, so its factor
//! can meet a partner's in the copy's pair although its own register lies elsewhere. No
//! instruction is added: the packed FMA names the copy.
//!
//! The identity: `v_mov_b32 c, s` at `m` makes `c = s`. At the packed FMA's place `at` the copy
//! reads the value FMA `f` read from `s` at its own place when nothing writes `c` between `m`
//! and `at`, and nothing writes `s` between `m` and `f`. Only FMAs move when pairs meet, so the
//! check on the block's order is exact when neither `c` nor `s` is the destination of an FMA of
//! the block (then no moved instruction writes either).

use super::{vunits, Fma};
use crate::asm::{Module, Operand};
use crate::flow::cfg::BlockId;
use crate::flow::insts::instruction;
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
use crate::isa::semantics::is_move;
use std::collections::{BTreeMap, BTreeSet};

/// One whole-register copy `v_mov_b32 dst, src` of the block.
#[derive(Clone, Copy, Debug)]
struct Copy {
    /// Index into `flow.code.insts`.
    at: usize,
    dst: u16,
}

/// The block's copies by source register, and the registers its FMAs write.
pub(super) struct Copies {
    by_src: BTreeMap<u16, Vec<Copy>>,
    fma_dsts: BTreeSet<u16>,
}

impl Copies {
    /// The plain VGPR-to-VGPR moves of `block` (no modifier, no VOPD half, writing only their
    /// destination: not a swap).
    pub(super) fn find(module: &Module, flow: &KernelFlow, block: BlockId, fmas: &[Fma]) -> Copies {
        let mut by_src: BTreeMap<u16, Vec<Copy>> = BTreeMap::new();
        for i in flow.cfg.blocks[block.index()].insts.clone() {
            let t = instruction(module, &flow.code.insts[i]);
            if !is_move(&t.mnemonic) || !t.modifiers.is_empty() || t.dual.is_some() {
                continue;
            }
            let [Some(dst), Some(src)] =
                [0, 1].map(|k| t.operands.get(k).and_then(Operand::plain_vgpr))
            else {
                continue;
            };
            let writes: Vec<u16> = vunits(&flow.code.insts[i].defs).collect();
            if t.operands.len() != 2 || dst == src || writes != [dst] {
                continue;
            }
            by_src.entry(src).or_default().push(Copy { at: i, dst });
        }
        Copies {
            by_src,
            fma_dsts: fmas.iter().map(|f| f.dst).collect(),
        }
    }

    /// Registers that hold, just before instruction `at`, the value FMA `f` reads as source `i`
    /// at its own place: its own register first (valid wherever `meeting` lets it go), then
    /// copies of it.
    fn holders(&self, flow: &KernelFlow, f: &Fma, i: usize, at: usize) -> Vec<u16> {
        let s = f.src[i];
        let mut out = vec![s];
        if i == 2 || self.fma_dsts.contains(&s) {
            return out;
        }
        let writes = |r: u16, lo: usize, hi: usize| {
            (lo + 1..hi).any(|k| flow.code.insts[k].defs.contains(&RegUnit::vgpr(r)))
        };
        for c in self.by_src.get(&s).into_iter().flatten() {
            let valid = c.at < at
                && !self.fma_dsts.contains(&c.dst)
                && !writes(c.dst, c.at, at)
                && !writes(s, c.at.min(f.at), c.at.max(f.at));
            if valid && !out.contains(&c.dst) {
                out.push(c.dst);
            }
        }
        out
    }

    /// The sources `f` and `g` read when packed at `at`: for each of the first `count` sources
    /// the holders (own register or copy) that share an aligned pair, else their own registers.
    /// Returns both source lists and how many sources still lie in different pairs.
    pub(super) fn sources(
        &self,
        flow: &KernelFlow,
        f: &Fma,
        g: &Fma,
        at: usize,
        count: usize,
    ) -> ([u16; 3], [u16; 3], usize) {
        let (mut fs, mut gs) = (f.src, g.src);
        let mut apart = 0;
        for i in 0..count {
            let (hf, hg) = (self.holders(flow, f, i, at), self.holders(flow, g, i, at));
            let found = hf
                .iter()
                .flat_map(|&a| hg.iter().map(move |&b| (a, b)))
                .find(|&(a, b)| a / 2 == b / 2);
            match found {
                Some((a, b)) => {
                    fs[i] = a;
                    gs[i] = b;
                }
                None => apart += 1,
            }
        }
        (fs, gs, apart)
    }
}
