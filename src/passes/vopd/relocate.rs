//! Moving a value's web to a register the kernel already names, when no unused VGPR of a free
//! bank is left below the occupancy limit (Triton's fp32 matmuls name all 256).
//!
//! A register the kernel names may still be free over the web's live range, or hold a value
//! whose own web can take the web's register in exchange. Either way the rewrite is a renaming
//! of some instructions, `σ` (`r -> f`, and `f -> r` for an exchange), and it is an identity
//! exactly when every instruction reads the values it read before: for every read of `r` or
//! `f`, the definitions reaching it after the renaming (under the register `σ` gives it, for a
//! renamed instruction) are the definitions that reached it before. [`same_values`] checks that
//! on the def-use chains of the kernel rebuilt after the trial renaming (translation
//! validation, not a model of the live ranges): a renamed web clobbering another value of `f`
//! changes that value's reaching definitions, a value of `f` reaching into the web changes the
//! web's. The webs themselves meet [`crate::flow::webs`]'s conditions (whole writes under one
//! EXEC identity), so the lanes a reader reads are the lanes its definitions write; a read that
//! the kernel's entry reaches is refused (entry values belong to their register). Definitions
//! kill in the def-use chains, so a web written under a narrower EXEC between a value's
//! definition and its reader shows as a change and is refused; and the chains compared are
//! the lane-exact ones, where a write under a narrowed EXEC ends an older value only for reads
//! under that same EXEC (the other lanes still read it), so a web placed in a register whose
//! value is overwritten only on some lanes before its reader shows as a change too. A kernel that calls a function
//! is never seen here: the pipeline keeps every register-moving pass off such kernels (the
//! callee's reads and writes of registers are not in the chains; `PassInfo::allocates_registers`).

use super::webs::{rename_web, web};
use super::PassContext;
use crate::asm::RegFile;
use crate::flow::dataflow::ENTRY;
use crate::flow::lane_live::reaching_on_lanes;
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
use crate::passes::{find_kernel, Snapshot};
use std::collections::{BTreeMap, BTreeSet};

/// How many registers [`relocate`] tries for one value (each trial rebuilds the kernel's flow).
const TRIALS: usize = 24;

/// One instruction's reads of renamed registers: (register, reaching definitions), sorted.
type Reads = Vec<(u16, Vec<u32>)>;

/// Per instruction, its reads of the registers `sigma` renames, as (register after the
/// renaming, reaching definitions); `None` when a renamed instruction reads an entry value of
/// one. The definitions are the lane-exact ones (`flow::lane_live::reaching_on_lanes`): a write
/// under a narrowed EXEC hides an older definition only from reads under its own EXEC, so a web
/// moved into a register whose value is overwritten on some lanes only before its reader shows
/// as a change. (`module` is the renamed kernel's; the EXEC identities the definitions are
/// compared under come from scalar instructions no renaming touches.)
fn renamed_reads(
    cx: &PassContext,
    flow: &KernelFlow,
    renamed: &BTreeSet<usize>,
    sigma: &BTreeMap<u16, u16>,
    after: bool,
) -> Option<Vec<Reads>> {
    let tables: Vec<(u16, Vec<Option<Vec<u32>>>)> = sigma
        .keys()
        .map(|&reg| {
            (
                reg,
                reaching_on_lanes(flow, cx.module, cx.isa, RegUnit::vgpr(reg)),
            )
        })
        .collect();
    let mut out = Vec::with_capacity(flow.code.len());
    for i in 0..flow.code.len() {
        let mut reads = Vec::new();
        for (reg, table) in &tables {
            let Some(defs) = &table[i] else {
                continue;
            };
            let moved = !after && renamed.contains(&i);
            if moved && defs.contains(&ENTRY) {
                return None;
            }
            reads.push((if moved { sigma[reg] } else { *reg }, defs.clone()));
        }
        reads.sort();
        out.push(reads);
    }
    Some(out)
}

/// Whether the renaming `sigma` of the instructions `renamed` (already applied: `after` is the
/// kernel's flow now, `before` the flow it had) keeps every read of a renamed register reading
/// the definitions it read. Else the first instruction that reads otherwise.
fn same_values(
    cx: &PassContext,
    before: &KernelFlow,
    after: &KernelFlow,
    renamed: &BTreeSet<usize>,
    sigma: &BTreeMap<u16, u16>,
) -> Result<(), Option<usize>> {
    if before.code.insts.len() != after.code.insts.len() {
        return Err(None);
    }
    let old = renamed_reads(cx, before, renamed, sigma, false).ok_or(None)?;
    let new = renamed_reads(cx, after, renamed, sigma, true).ok_or(None)?;
    match old.iter().zip(&new).position(|(o, n)| o != n) {
        Some(i) => Err(Some(i)),
        None => Ok(()),
    }
}

/// Moves the web `w` of `r` (read by the conflicting instruction `at`) to a register of a bank
/// outside `busy`, below `limit`, that the kernel already names: alone when the register is
/// free over the web, else in exchange with the web of the value there that the check found.
/// Kept when [`same_values`] holds and the hot loop's conflicts fall below `total` (the caller
/// prices it); returns what was done.
#[allow(clippy::too_many_arguments)]
pub(super) fn relocate(
    cx: &mut PassContext,
    flow: &KernelFlow,
    name: &str,
    (r, at): (u16, usize),
    w: &BTreeSet<usize>,
    busy: &BTreeSet<u16>,
    limit: u16,
    conflicts_below: u32,
) -> Result<String, String> {
    let k = find_kernel(cx, name).map_err(|e| e.to_string())?;
    // The EXEC identities of the kernel as it is, before a trial renames it (`same_values`).
    flow.exec_ids(cx.module, cx.isa);
    let named_in_web: BTreeSet<u16> = w
        .iter()
        .flat_map(|&i| {
            let inst = &flow.code.insts[i];
            inst.defs
                .iter()
                .chain(&inst.uses)
                .copied()
                .collect::<Vec<_>>()
        })
        .filter_map(|u| match u.numbered() {
            Some((RegFile::V, x)) => Some(x),
            _ => None,
        })
        .collect();
    let mut last =
        format!("no register of a free bank below v{limit} takes v{r} (read by instruction {at})");
    // Registers dead where the conflict is first (likely free over the whole web), then the
    // rest; each in register order.
    let live_there = flow
        .cfg
        .blocks
        .iter()
        .position(|b| b.insts.contains(&at))
        .map(|b| &flow.liveness.live_in[b]);
    let mut candidates: Vec<u16> = (0..limit)
        .filter(|f| !busy.contains(&(f % 4)) && !named_in_web.contains(f))
        .collect();
    candidates.sort_by_key(|&f| (live_there.is_some_and(|l| l.contains(RegUnit::vgpr(f))), f));
    candidates.truncate(TRIALS);
    for f in candidates {
        let sigma: BTreeMap<u16, u16> = [(r, f), (f, r)].into_iter().collect();
        match trial(cx, (name, &k), flow, w, &sigma, (r, f), conflicts_below) {
            Ok(done) => return Ok(done),
            Err(why) => last = why,
        }
    }
    Err(last)
}

/// One register `f` for the web `w` of `r`: alone, then (when a value of `f` stood in the way)
/// in exchange with that value's web.
fn trial(
    cx: &mut PassContext,
    kernel: (&str, &crate::kernel::Kernel),
    flow: &KernelFlow,
    w: &BTreeSet<usize>,
    sigma: &BTreeMap<u16, u16>,
    (r, f): (u16, u16),
    conflicts_below: u32,
) -> Result<String, String> {
    let alone = attempt(cx, kernel, flow, w, sigma, conflicts_below);
    let blocker = match alone {
        Ok(()) => {
            return Ok(format!(
                "v{r} renamed to v{f} over its {} instructions (v{f} holds no value of its own while v{r}'s lives)",
                w.len()
            ))
        }
        Err(Some(i)) => i,
        Err(None) => return Err(format!("v{r} -> v{f}: a value would change")),
    };
    // The first read that changed: a value of `f` there, outside the web, may take `r`.
    if w.contains(&blocker) || !flow.code.insts[blocker].uses.contains(&RegUnit::vgpr(f)) {
        return Err(format!("v{r} -> v{f}: a value would change"));
    }
    let other = web(cx, flow, blocker, f).map_err(|why| format!("v{r} <-> v{f}: {why}"))?;
    let both: BTreeSet<usize> = w.union(&other).copied().collect();
    attempt(cx, kernel, flow, &both, sigma, conflicts_below)
        .map_err(|_| format!("v{r} <-> v{f}: a value would change"))?;
    Ok(format!(
        "v{r} and v{f} exchanged over their webs ({} and {} instructions; no VGPR added)",
        w.len(),
        other.len()
    ))
}

/// Renames `renamed` by `sigma`; keeps it when every value stays and the hot loop's conflicts
/// fall below `conflicts_below`, else puts the kernel back and gives the first changed read.
fn attempt(
    cx: &mut PassContext,
    (name, k): (&str, &crate::kernel::Kernel),
    flow: &KernelFlow,
    renamed: &BTreeSet<usize>,
    sigma: &BTreeMap<u16, u16>,
    conflicts_below: u32,
) -> Result<(), Option<usize>> {
    let saved = Snapshot::take(cx.module, k);
    if rename_web(cx, flow, renamed, renamed, sigma).is_err() {
        saved.restore(cx.module);
        return Err(None);
    }
    let checked = cx
        .flow(k)
        .map_err(|_| None)
        .and_then(|after| same_values(cx, flow, &after, renamed, sigma));
    let fewer = checked.is_ok()
        && super::webs::hot_loop_conflicts(cx, name)
            .ok()
            .flatten()
            .is_some_and(|(after, _, _)| after < conflicts_below);
    match checked {
        Ok(()) if fewer => Ok(()),
        Ok(()) => {
            saved.restore(cx.module);
            Err(None)
        }
        Err(e) => {
            saved.restore(cx.module);
            Err(e)
        }
    }
}
