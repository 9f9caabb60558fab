//! Lowering fresh VGPRs into holes: a rewrite that needs a new VGPR takes one no instruction
//! references, above the kernel's high-water mark, and that can cost a wave of occupancy
//! (sgemm_dbuf on gfx1100: 216 → 218 VGPRs, 7 → 6 waves per SIMD). Once the rewrite has
//! deleted what it made dead, a register below the mark is often free wherever the new one
//! lives (the loads' old address registers); renaming the new one there gives the count back.
//!
//! Renaming `v` to `w` everywhere is sound when their values never overlap: no definition of
//! one happens while the other is live (an instruction may read `w` where it dies and write
//! `v`: it becomes a read-then-write of `w`; VOPD pairs, with register rules of their own, are
//! left alone). Two things make the block liveness of [`crate::flow::dataflow::liveness`] an under-estimate, and both are
//! excluded rather than modelled:
//!
//! - a VGPR written under a narrower EXEC keeps its other lanes, which a later read under the
//!   wider EXEC sees, yet the liveness counts every write as killing the register: every
//!   definition of `v` and of `w` must run under one EXEC value, the one set by a single
//!   EXEC write that runs at most once (outside every loop), or the launch's. Then each of
//!   them writes the same lanes, the lanes outside are never written by either (equal in both
//!   programs), and for the lanes inside, a lane's liveness of the two is the wave's;
//! - a 16-bit write keeps the other half of the register: every definition of `v` and `w` must
//!   be a full 32-bit integer operation (the address-arithmetic table,
//!   [`crate::isa::semantics::addr_op`]) or a VOPD pair (all of whose components write 32
//!   bits).

use super::{find_kernel, PassContext, PassError};
use crate::asm::RegFile;
use crate::flow::insts::instruction;
use crate::flow::regs::RegUnit;
use crate::flow::ExecSource;
use crate::flow::KernelFlow;
use crate::isa::semantics::addr_op;
use std::collections::{BTreeMap, BTreeSet};

/// What [`lower_fresh_vgprs`] did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Lowered {
    /// `(from, to)` renames, done.
    pub renamed: Vec<(u16, u16)>,
    /// Registers at or above the mark that stayed, with the reason.
    pub kept: Vec<(u16, String)>,
}

/// Renames every VGPR at or above `mark` that the kernel references into the lowest register
/// below `mark` that is free wherever it is live (see the module comment for the conditions).
pub fn lower_fresh_vgprs(
    cx: &mut PassContext,
    name: &str,
    mark: u16,
) -> Result<Lowered, PassError> {
    let mut out = Lowered::default();
    let k = find_kernel(cx, name)?;
    let flow = cx.flow(&k)?;
    let mut fresh: Vec<u16> = referenced_vgprs(&flow)
        .into_iter()
        .filter(|&v| v >= mark)
        .collect();
    fresh.sort_unstable_by(|a, b| b.cmp(a));
    if fresh.is_empty() {
        return Ok(out);
    }
    drop(flow);
    for v in fresh {
        let k = find_kernel(cx, name)?;
        let flow = cx.flow(&k)?;
        match hole_for(cx, &flow, v, mark) {
            Ok(w) => {
                let sigma = BTreeMap::from([(v, w)]);
                let lines: Vec<usize> = flow
                    .code
                    .insts
                    .iter()
                    .filter(|i| {
                        i.defs.contains(&RegUnit::vgpr(v)) || i.uses.contains(&RegUnit::vgpr(v))
                    })
                    .map(|i| i.line)
                    .collect();
                let mut self_moves = Vec::new();
                for l in lines {
                    if let Some(inst) = cx.module.instruction_mut(l) {
                        super::vopd::rename_inst(inst, &sigma);
                        if is_self_move(inst) {
                            self_moves.push(l);
                        }
                    }
                }
                // `v_mov_b32 v, R` that set the offset from its lane register became `w = w`.
                cx.module.apply_edits(self_moves, Vec::new());
                out.renamed.push((v, w));
            }
            Err(why) => out.kept.push((v, why)),
        }
    }
    Ok(out)
}

/// A plain VGPR-to-itself move (no modifiers): nothing.
fn is_self_move(inst: &crate::asm::Instruction) -> bool {
    crate::isa::semantics::is_move(&inst.mnemonic)
        && inst.dual.is_none()
        && inst.modifiers.is_empty()
        && matches!(inst.operands.as_slice(), [d, s]
            if d.as_reg().is_some_and(|r| r.file == RegFile::V && r.count == 1)
                && d.as_reg() == s.as_reg()
                && d.mods.is_empty()
                && s.mods.is_empty())
}

fn referenced_vgprs(flow: &KernelFlow) -> BTreeSet<u16> {
    flow.code
        .insts
        .iter()
        .flat_map(|i| i.defs.iter().chain(&i.uses))
        .filter_map(|u| match u.numbered() {
            Some((RegFile::V, n)) => Some(n),
            _ => None,
        })
        .collect()
}

/// For every VGPR the kernel writes: the EXEC value all its writes run under, or why they do
/// not qualify (a write keeping the other half, or writes under different EXEC values). One
/// pass over the code.
fn writes(cx: &PassContext, flow: &KernelFlow) -> BTreeMap<u16, Result<ExecSource, String>> {
    let mut out: BTreeMap<u16, Result<ExecSource, String>> = BTreeMap::new();
    for (i, ins) in flow.code.insts.iter().enumerate() {
        let regs: Vec<u16> = ins
            .defs
            .iter()
            .filter_map(|u| match u.numbered() {
                Some((RegFile::V, n)) => Some(n),
                _ => None,
            })
            .collect();
        if regs.is_empty() {
            continue;
        }
        let key = flow.exec_source(i);
        let whole = ins.dual.is_some() || addr_op(&instruction(cx.module, ins).mnemonic).is_some();
        for r in regs {
            let this = match (&key, whole) {
                (_, false) => Err(format!(
                    "v{r} has a write that is not a full 32-bit integer operation"
                )),
                (Err(why), _) => Err(format!("v{r} is written {why}")),
                (Ok(k), _) => Ok(*k),
            };
            let merged = match (out.remove(&r), this) {
                (None, t) => t,
                (Some(Err(e)), _) => Err(e),
                (Some(Ok(_)), Err(e)) => Err(e),
                (Some(Ok(a)), Ok(b)) if a == b => Ok(a),
                (Some(Ok(_)), Ok(_)) => Err(format!("v{r} is written under different EXEC values")),
            };
            out.insert(r, merged);
        }
    }
    out
}

/// The lowest VGPR below `mark` that `v` can be renamed to, or why there is none.
fn hole_for(cx: &PassContext, flow: &KernelFlow, v: u16, mark: u16) -> Result<u16, String> {
    let uv = RegUnit::vgpr(v);
    if flow.liveness.live_in[flow.cfg.entry().index()].contains(uv) {
        return Err(format!("v{v} is live at the kernel's entry"));
    }
    let written = writes(cx, flow);
    let exec = match written.get(&v) {
        Some(Ok(k)) => *k,
        Some(Err(why)) => return Err(why.clone()),
        None => return Err(format!("v{v} is never written")),
    };
    // Only single-register operands can be renamed one register at a time.
    let in_tuple = flow.code.insts.iter().any(|i| {
        (i.defs.contains(&uv) || i.uses.contains(&uv)) && {
            let t = instruction(cx.module, i);
            std::iter::once(t)
                .chain(t.dual.as_deref())
                .flat_map(|p| p.operands.iter())
                .flat_map(|o| o.reg_ranges())
                .any(|r| r.file == RegFile::V && r.count > 1 && r.units().any(|n| n == v))
        }
    });
    if in_tuple {
        return Err(format!("v{v} is part of a register tuple"));
    }
    // Units that cannot share with v: live across one of v's definitions or defined while v is
    // live. (That is all: every read has a reaching definition, v's by the entry check, so two
    // values live at one point are live at the later one's definition. An instruction that
    // reads w where w dies and writes v becomes a read-then-write of w.)
    let mut clash: BTreeSet<RegUnit> = BTreeSet::new();
    for b in flow.cfg.block_ids() {
        let mut live = flow.liveness.live_out[b.index()].clone();
        for i in flow.cfg.blocks[b.index()].insts.clone().rev() {
            let ins = &flow.code.insts[i];
            if ins.defs.contains(&uv) {
                clash.extend(live.iter());
            }
            if live.contains(uv) {
                clash.extend(ins.defs.iter().copied());
            }
            // A VOPD pair's halves have register rules of their own: leave its registers be.
            if ins.dual.is_some() && (ins.defs.contains(&uv) || ins.uses.contains(&uv)) {
                clash.extend(ins.defs.iter().chain(&ins.uses).copied());
            }
            for &d in &ins.defs {
                live.remove(d);
            }
            for &u in &ins.uses {
                live.insert(u);
            }
        }
    }
    (0..mark.min(v))
        .find(|&w| {
            !clash.contains(&RegUnit::vgpr(w))
                && match written.get(&w) {
                    None => true,
                    Some(Ok(k)) => *k == exec,
                    Some(Err(_)) => false,
                }
        })
        .ok_or_else(|| format!("no VGPR below v{mark} is free wherever v{v} is live"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::Module;

    fn kernel_with(body: &str) -> Module {
        crate::test_kernel::gfx942_with(body)
    }

    /// Lowers v10 (the mark is 10) in a kernel whose body starts with `first`.
    fn lower(first: &str) -> (Lowered, String) {
        let body = format!(
            "{first}\tv_add_u32_e32 v2, v1, v0
\tv_mov_b32_e32 v10, 3
\tv_add_u32_e32 v3, v10, v2
\tglobal_store_dword v0, v3, s[0:1]
"
        );
        let mut m = kernel_with(&body);
        let assumptions = Default::default();
        let target = m.target.expect("target");
        let mut cx = PassContext::new(&mut m, target, &assumptions, None);
        let name = cx.kernels().expect("kernels")[0].name.to_string();
        let out = lower_fresh_vgprs(&mut cx, &name, 10).expect("lower");
        (out, m.print())
    }

    #[test]
    fn takes_the_lowest_register_dead_where_the_new_one_lives() {
        // v0 (the work-item id) is live across v10's definition; v1 dies just before it.
        let (out, text) = lower("\tv_mov_b32_e32 v1, 7\n");
        assert_eq!(out.renamed, [(10, 1)]);
        assert!(
            text.contains("v_mov_b32_e32 v1, 3\n\tv_add_u32_e32 v3, v1, v2"),
            "{text}"
        );
    }

    #[test]
    fn a_half_write_keeps_a_register_out() {
        // A 16-bit write of v1 keeps its high half: v1 is not a candidate. v3 is written by
        // the instruction that reads v10 last, so the two never overlap.
        let (out, text) = lower("\tv_add_f16_e32 v1, v0, v0\n");
        assert_eq!(out.renamed, [(10, 3)]);
        assert!(text.contains("v_add_u32_e32 v3, v3, v2"), "{text}");
    }

    #[test]
    fn registers_written_under_different_exec_values_do_not_share() {
        // v1 is written under the launch's EXEC, v10 under the narrowed one: v1's lanes
        // outside the narrowed EXEC would keep v10's value. v3 is written under the same.
        let (out, _) = lower("\tv_mov_b32_e32 v1, 7\n\ts_and_saveexec_b64 s[6:7], vcc\n");
        assert_eq!(out.renamed, [(10, 3)]);
        // Both written under one narrowed EXEC: the lanes outside are nobody's.
        let (out, _) = lower("\ts_and_saveexec_b64 s[6:7], vcc\n\tv_mov_b32_e32 v1, 7\n");
        assert_eq!(out.renamed, [(10, 1)]);
    }
}
