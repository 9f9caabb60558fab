//! Remap restore: a parallel copy of VGPRs (`dst ← src` for every pair at once) turned into a
//! sequence of `v_swap_b32` and `v_mov_b32` that needs no temporary register.
//!
//! A pass that renames registers inside a loop puts the values where the loop expects them on
//! the edges in, and back on the edges out. The copy is a partial map: destinations are
//! distinct; a source may be a destination of another copy (a chain or a cycle); a destination
//! that is not a source was free (its old value is dead). Chains are resolved from their free
//! end with moves (each register is read before it is overwritten); what remains are disjoint
//! cycles, each closed by `length − 1` swaps, so a permutation of N elements in C cycles costs
//! exactly N − C swaps — the minimum, since every swap can join or split only one cycle.
//! `v_swap_b32` exists on gfx9 and later (gfx942 and gfx1100 both; see `isa-specs/`).

use super::PassContext;
use crate::asm::{Instruction, Operand, RegFile};
use crate::flow::cfg::BlockId;
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
use crate::isa::semantics::{VGPR_MOV, VGPR_SWAP};
use std::collections::{BTreeMap, BTreeSet};

/// One step of a sequentialised parallel copy (VGPR indices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// `v_swap_b32 a, b`.
    Swap(u16, u16),
    /// `v_mov_b32 dst, src`.
    Mov { dst: u16, src: u16 },
}

/// A parallel copy that cannot be sequentialised: two copies write one register.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("v{0} is the destination of two copies")]
pub struct DuplicateDestination(pub u16);

/// Steps that perform every `(dst, src)` copy as if at once. Copies with `dst == src` vanish.
pub fn sequentialise(copies: &[(u16, u16)]) -> Result<Vec<Step>, DuplicateDestination> {
    let mut pending: BTreeMap<u16, u16> = BTreeMap::new();
    for &(dst, src) in copies {
        if pending.insert(dst, src).is_some() {
            return Err(DuplicateDestination(dst));
        }
    }
    pending.retain(|d, s| d != s);
    let mut steps = Vec::new();
    // Readers left per register: a destination can be written once nothing pending reads it.
    let mut readers: BTreeMap<u16, usize> = BTreeMap::new();
    for &s in pending.values() {
        *readers.entry(s).or_default() += 1;
    }
    let mut ready: Vec<u16> = pending
        .keys()
        .copied()
        .filter(|d| !readers.contains_key(d))
        .collect();
    while let Some(dst) = ready.pop() {
        let Some(src) = pending.remove(&dst) else {
            continue;
        };
        steps.push(Step::Mov { dst, src });
        if let Some(n) = readers.get_mut(&src) {
            *n -= 1;
            if *n == 0 {
                readers.remove(&src);
                if pending.contains_key(&src) {
                    ready.push(src);
                }
            }
        }
    }
    // Every remaining destination is read by exactly one remaining copy: disjoint cycles
    // d0 ← d1 ← … ← dk ← d0. Swapping (d0, d1), (d1, d2), … settles one register per swap.
    let mut done: BTreeSet<u16> = BTreeSet::new();
    let starts: Vec<u16> = pending.keys().copied().collect();
    for start in starts {
        if done.contains(&start) {
            continue;
        }
        let mut cur = start;
        done.insert(cur);
        while let Some(&next) = pending.get(&cur) {
            if next == start || done.contains(&next) {
                break;
            }
            steps.push(Step::Swap(cur, next));
            done.insert(next);
            cur = next;
        }
    }
    Ok(steps)
}

/// The copies that put the value of every renamed register `r` into `sigma[r]` (edges into the
/// renamed region).
pub fn forward(sigma: &BTreeMap<u16, u16>) -> Vec<(u16, u16)> {
    sigma.iter().map(|(&r, &n)| (n, r)).collect()
}

/// The copies that move the values back from `sigma[r]` to `r` (edges out of the region).
pub fn backward(sigma: &BTreeMap<u16, u16>) -> Vec<(u16, u16)> {
    sigma.iter().map(|(&r, &n)| (r, n)).collect()
}

/// The copies of `copies` an edge needs, given which renamed registers hold a value there:
/// `held(r)` for a register `r` of the original kernel (a key of σ) on that edge. A register that
/// holds nothing on any path (no definition reaches the edge and it is no ABI input) has no value
/// to carry: on an edge in, the copy that reads it is dropped (its destination's old content is
/// as good), and on an edge out, the copy that would put "its" value back (read from where σ
/// moved it, which holds nothing either) is dropped. A swap with such a register becomes a move,
/// and no copy reads a register with no definition (what the pipeline's verifier checks).
pub fn held_copies(
    sigma: &BTreeMap<u16, u16>,
    into: bool,
    held: impl Fn(u16) -> bool,
) -> Vec<(u16, u16)> {
    sigma
        .iter()
        .filter(|&(&r, _)| held(r))
        .map(|(&r, &n)| if into { (n, r) } else { (r, n) })
        .collect()
}

/// Per block, which VGPRs may hold a value at its end ([`held_copies`]' `held`): some
/// definition reaches there, or the register is an ABI input (the work-item ids, v0..v2).
pub fn held_at_exit(flow: &KernelFlow) -> impl Fn(BlockId, u16) -> bool {
    let defined = crate::flow::dataflow::defined_at_exit(&flow.code, &flow.cfg);
    move |b: BlockId, r: u16| r < 3 || defined[b.index()].contains(RegUnit::vgpr(r))
}

/// The instructions of a step sequence.
pub fn instructions(steps: &[Step]) -> Vec<Instruction> {
    steps
        .iter()
        .map(|s| match *s {
            Step::Swap(a, b) => Instruction::new(VGPR_SWAP, [Operand::vgpr(a), Operand::vgpr(b)]),
            Step::Mov { dst, src } => {
                Instruction::new(VGPR_MOV, [Operand::vgpr(dst), Operand::vgpr(src)])
            }
        })
        .collect()
}

/// Renames single VGPR operands by `sigma` (both halves of a VOPD pair; each element of an
/// image address list is a register of its own). Tuples keep their registers: a caller renames
/// only values its web analysis proved are never part of one.
pub fn rename_single_vgprs(inst: &mut Instruction, sigma: &BTreeMap<u16, u16>) {
    for r in inst.operands.iter_mut().flat_map(|o| o.reg_ranges_mut()) {
        if r.file == RegFile::V && r.count == 1 {
            if let Some(&n) = sigma.get(&r.first) {
                r.first = n;
            }
        }
    }
    if let Some(y) = inst.dual.as_deref_mut() {
        rename_single_vgprs(y, sigma);
    }
}

/// Number of swaps in a step sequence.
pub fn swap_count(steps: &[Step]) -> usize {
    steps.iter().filter(|s| matches!(s, Step::Swap(..))).count()
}

/// The line before which copies for the edge `from → to` go without splitting it: the end of
/// `from` (before its branch) when `to` is its only successor, else the start of `to` when
/// `from` is its only predecessor.
pub fn edge_point(
    cx: &PassContext,
    flow: &KernelFlow,
    from: BlockId,
    to: BlockId,
) -> Result<usize, String> {
    let succs: Vec<BlockId> = flow.cfg.successors(from).collect();
    let preds: Vec<BlockId> = flow.cfg.predecessors(to).collect();
    let code = &flow.code;
    let block = &flow.cfg.blocks[from.index()].insts;
    if succs == [to] && !block.is_empty() {
        let last = block.end - 1;
        return Ok(if cx.isa.info(code.insts[last].op).is_branch {
            code.insts[last].line
        } else {
            code.insts[last].line + 1
        });
    }
    if preds == [from] {
        return Ok(code.insts[flow.cfg.blocks[to.index()].insts.start].line);
    }
    // A critical edge that is `from`'s fall-through (its conditional branch goes elsewhere and
    // `to` starts right after it): the copies go between the branch and `to`'s first line.
    // Only the fall-through runs them; the branch and `to`'s other predecessors jump to (or
    // fall into) `to`'s label, which stays after them.
    let to_start = flow.cfg.blocks[to.index()].insts.start;
    if !block.is_empty() && block.end == to_start {
        let last = &code.insts[block.end - 1];
        let info = cx.isa.info(last.op);
        let label = flow.cfg.blocks[to.index()].label.as_deref();
        if info.is_branch && info.is_conditional && last.target.as_deref() != label {
            return Ok(last.line + 1);
        }
    }
    Err(format!(
        "the edge from block {} to block {} would need splitting to hold the register restore",
        from.0, to.0
    ))
}

/// Whether loop `l` writes EXEC. The restores on a loop's edges are VALU swaps: in a loop
/// whose lanes leave at different iterations (EXEC narrowed inside, restored after the exit),
/// a swap on the exit edge would skip the lanes that left, and they would keep the renamed
/// registers' values.
pub fn writes_exec(flow: &KernelFlow, l: crate::flow::loops::LoopId) -> bool {
    flow.loops.get(l).blocks.iter().any(|b| {
        flow.cfg.blocks[b.index()].insts.clone().any(|i| {
            let d = &flow.code.insts[i].defs;
            d.contains(&crate::flow::regs::EXEC_LO) || d.contains(&crate::flow::regs::EXEC_HI)
        })
    })
}

/// Whether a loop that writes EXEC still leaves no lane behind for the renaming of `sigma`:
/// every edge into and out of it (where the swaps go) and every instruction of it that names a
/// renamed register run under one EXEC identity set outside the loop (`flow::exec`), so the
/// lanes the swaps move in are the lanes that use the renamed registers and the lanes they
/// move back out; no lane leaves at another iteration.
pub fn steady_exec(
    cx: &PassContext,
    flow: &KernelFlow,
    l: crate::flow::loops::LoopId,
    sigma: &BTreeMap<u16, u16>,
) -> bool {
    let ids = flow.exec_ids(cx.module, cx.isa);
    let lp = flow.loops.get(l);
    let entries = flow
        .cfg
        .predecessors(lp.header)
        .filter(|p| !lp.contains(*p));
    let exits = lp
        .blocks
        .iter()
        .copied()
        .filter(|&b| flow.cfg.successors(b).any(|s| !lp.contains(s)));
    let mut edge_ids = entries.chain(exits).map(|b| ids.after_block(b));
    let Some(Some(e)) = edge_ids.next() else {
        return false;
    };
    if !edge_ids.all(|x| x == Some(e)) {
        return false;
    }
    let set_outside = e
        .iter()
        .all(|id| id.home(&flow.cfg).is_none_or(|h| !lp.contains(h)));
    let units: Vec<RegUnit> = sigma.keys().map(|&r| RegUnit::vgpr(r)).collect();
    set_outside
        && lp.blocks.iter().all(|b| {
            flow.cfg.blocks[b.index()].insts.clone().all(|i| {
                let inst = &flow.code.insts[i];
                let names = units
                    .iter()
                    .any(|u| inst.defs.contains(u) || inst.uses.contains(u));
                !names || ids.at(i) == Some(e)
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply(regs: &mut BTreeMap<u16, u32>, steps: &[Step]) {
        for s in steps {
            match *s {
                Step::Swap(a, b) => {
                    let (x, y) = (regs[&a], regs[&b]);
                    regs.insert(a, y);
                    regs.insert(b, x);
                }
                Step::Mov { dst, src } => {
                    let x = regs[&src];
                    regs.insert(dst, x);
                }
            }
        }
    }

    #[test]
    fn chain_into_a_free_register_then_cycle() {
        // v1 ← v2 ← v3 (v1 free), v4 ↔ v5 ↔ v6 three-cycle.
        let copies = [(1, 2), (2, 3), (4, 5), (5, 6), (6, 4)];
        let steps = sequentialise(&copies).expect("distinct destinations");
        assert_eq!(swap_count(&steps), 2);
        let mut regs: BTreeMap<u16, u32> = (0..8).map(|r| (r, 100 + r as u32)).collect();
        apply(&mut regs, &steps);
        for (d, s) in copies {
            assert_eq!(regs[&d], 100 + s as u32, "v{d}");
        }
    }

    #[test]
    fn fan_out_and_duplicates() {
        let steps = sequentialise(&[(1, 0), (2, 0), (0, 2)]).expect("distinct");
        let mut regs: BTreeMap<u16, u32> = (0..3).map(|r| (r, r as u32)).collect();
        apply(&mut regs, &steps);
        assert_eq!((regs[&0], regs[&1], regs[&2]), (2, 0, 0));
        assert_eq!(
            sequentialise(&[(1, 0), (1, 2)]),
            Err(DuplicateDestination(1))
        );
    }
}
