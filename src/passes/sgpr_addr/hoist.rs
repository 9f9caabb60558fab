//! Where a rewrite's loop-invariant code goes (issue 22). The run-time check's scalar part, the
//! steps and the bases read only the kernel-entry copies the rewrite made, constants and their
//! own results: they compute the same values on every entry into the loop. For a loop nested in
//! another (nested_colsum's inner loop over K rows, entered once per outer iteration) they go
//! to the preheader of the outermost enclosing loop none of whose instructions (nor any code
//! the rewrite adds inside it) writes a register they read or write: then their results, held
//! in registers nothing else touches, are unchanged at every entry into the inner loop. What
//! depends on the lanes or on values the outer loop changes (the lanes' compare against the
//! limit, the offsets' start, a local offset's SGPR) stays in the inner preheader, so the check
//! stays exact for each entry: an outer iteration whose lanes fail it runs the unchanged copy.

use super::emit::preheader_insert_point;
use super::{loop_label, used};
use crate::asm::Instruction;
use crate::flow::loops::Loop;
use crate::flow::regs::{RegUnit, SCC};
use crate::flow::KernelFlow;
use crate::passes::PassContext;
use std::collections::BTreeSet;

/// A preheader the invariant code can go to.
pub(super) struct Hoist {
    /// The line it is inserted before.
    pub(super) at: usize,
    /// The header of the loop it moved out of.
    pub(super) outer: String,
    /// Why that is sound, for the log.
    pub(super) why: String,
}

/// The registers `code` reads before writing them and those it writes (SCC apart: a compare's
/// flag, dead at the insertion point); `None` when an instruction is not in the target's table.
fn footprint(
    cx: &PassContext,
    code: &[Instruction],
) -> Option<(BTreeSet<RegUnit>, BTreeSet<RegUnit>)> {
    let (mut reads, mut writes) = (BTreeSet::new(), BTreeSet::new());
    let mut scc_set = false;
    for ins in code {
        let (defs, uses) = crate::flow::insts::units(cx.isa, ins)?;
        for u in uses {
            let set = if u == SCC {
                scc_set
            } else {
                writes.contains(&u)
            };
            if !set {
                reads.insert(u);
            }
        }
        for u in defs {
            if u == SCC {
                scc_set = true;
            } else {
                writes.insert(u);
            }
        }
    }
    Some((reads, writes))
}

/// True if an instruction of loop `o` writes one of `units`.
fn writes_any(flow: &KernelFlow, o: &Loop, units: &BTreeSet<RegUnit>) -> bool {
    flow.code
        .insts
        .iter()
        .enumerate()
        .filter(|(i, _)| o.contains(flow.cfg.block_of[*i]))
        .any(|(_, ins)| ins.defs.iter().any(|u| units.contains(u)))
}

/// The outermost preheader of a loop enclosing `lp` where `code` (the rewrite's invariant part)
/// computes what it would compute in `lp`'s preheader; `inner` is the code the rewrite adds
/// inside `lp` and its preheader. `None`: `lp` is not nested, or the enclosing loop writes
/// what the code reads or writes (then it stays in `lp`'s preheader).
pub(super) fn point(
    cx: &PassContext,
    flow: &KernelFlow,
    lp: &Loop,
    code: &[Instruction],
    inner: &[&Instruction],
) -> Option<Hoist> {
    lp.parent?;
    if code.is_empty() {
        return None;
    }
    let (reads, writes) = footprint(cx, code)?;
    // It must not read a flag it did not set, nor overwrite a register the kernel uses.
    let kernel = used(flow);
    if reads.contains(&SCC) || writes.iter().any(|u| kernel.contains(u)) {
        return None;
    }
    let touched: BTreeSet<RegUnit> = reads.union(&writes).copied().collect();
    for ins in inner {
        let (defs, _) = crate::flow::insts::units(cx.isa, ins)?;
        if defs.iter().any(|u| touched.contains(u)) {
            return None;
        }
    }
    let mut best = None;
    let mut cur = lp.parent;
    while let Some(id) = cur {
        let o = flow.loops.get(id);
        if writes_any(flow, o, &touched) {
            break;
        }
        // The code clobbers SCC where it goes: the flag must be dead there.
        let scc_dead = o
            .preheader
            .is_some_and(|p| !flow.liveness.live_out[p.index()].contains(SCC));
        if let (Ok(at), true) = (preheader_insert_point(cx, flow, o), scc_dead) {
            let regs: Vec<String> = reads.iter().map(|u| u.to_string()).collect();
            best = Some(Hoist {
                at,
                outer: loop_label(flow, o),
                why: format!(
                    "they read only {}, which no instruction of that loop writes",
                    if regs.is_empty() {
                        "constants".to_string()
                    } else {
                        regs.join(", ")
                    }
                ),
            });
        }
        cur = o.parent;
    }
    best
}
