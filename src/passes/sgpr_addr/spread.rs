//! `sgpr-addr=spread` (chunks of 2, the seed's choice) and `sgpr-addr=spread-N` (chunks of N):
//! after the rewrite, the global loads of the loop's load block are split into chunks and the
//! chunks spread evenly through the code that follows them (seed 001, "Kernel 8": the 16 loads
//! of the K loop in chunks of 2 across the unrolled inner loop, fewer loads issued at one point
//! and less overlap between waves).
//!
//! The region is the straight-line code after the loads: the rest of their block, then the
//! blocks it falls into. A block other paths reach too (the compiler's "prefetch the next tile
//! unless this is the last iteration": the header branches around the loads' block, which falls
//! into the compute block) is tail-duplicated for the loads' path: the loads' block gets a copy
//! of it, and of the blocks only it falls into, with the chunks interleaved, ending with the
//! copied terminator (same targets) and a branch to the fall-through block; the original stays
//! for the path without loads. Loop headers are never duplicated (the loop would get a second
//! entry).
//!
//! A load moves past an instruction only when, for that load, the instruction neither reads nor
//! writes its destination, nor writes its address registers or EXEC, and cannot touch or order
//! global memory: VALU, SALU (not branches), LDS, vector and scalar loads, hints, and the
//! waits the wait fix-up recomputes. Stores, atomics, barriers, waits that synchronize a
//! barrier, cache operations, messages and branches stop it. The region ends at the first
//! instruction some load may not pass; chunk c of k goes after about c/k of the region's
//! instructions (waits and hints not counted), never inside an `s_clause` group, in the loads'
//! order. The fix-ups then recompute waits, clauses and delay hints; waits of the original
//! (no-load) path that the wait model proves retire nothing there any more are deleted.
//!
//! Each chunk of two or more loads gets its own `s_clause` where the target has one (gfx1100),
//! so it still issues as one group like the compiler's clause did. One block per loop is
//! spread: the one with the most global loads.

use crate::asm::{Instruction, Line, LineKind, Module, OperandKind};
use crate::flow::cfg::BlockId;
use crate::flow::insts::{instruction, Code};
use crate::flow::KernelFlow;
use crate::isa::build::{self as op, Builder};
use crate::isa::semantics::CLAUSE;
use crate::isa::{AddrSpace, Isa, Unit};
use crate::passes::{
    find_kernel, refuse, waitcnt, PassContext, PassError, PassLogEntry, Refusal, Snapshot,
};
use std::collections::BTreeMap;

/// `spread` → chunks of 2; `spread-N` → chunks of N (N ≥ 1); `None` for any other option.
pub(super) fn chunk_option(o: &str) -> Option<usize> {
    match o {
        "spread" => Some(2),
        _ => o
            .strip_prefix("spread-")?
            .parse::<usize>()
            .ok()
            .filter(|&n| n >= 1),
    }
}

/// Spreads the global loads of the loop headed by `header` in chunks of `chunk`; logs what it
/// did or why it left the loads where they are.
pub(super) fn run(
    cx: &mut PassContext,
    name: &str,
    header: &str,
    chunk: usize,
    log: &mut PassLogEntry,
) -> Result<(), PassError> {
    let k = find_kernel(cx, name)?;
    let flow = cx.flow(&k)?;
    let plan = match plan(cx.module, cx.isa, &flow, header, chunk) {
        Ok(p) => p,
        Err(Refusal(scope, why)) => {
            log.refused
                .push((format!("the loads of {scope}"), format!("spread: {why}")));
            return Ok(());
        }
    };
    // Edited in place (the spread stays inside the kernel's code); a refusal puts it back.
    let before = crate::flow::stats::kernel_stats(cx.module, &k, cx.isa, &flow).code_bytes;
    let snapshot = Snapshot::take(cx.module, &k);
    let edited = &mut *cx.module;
    if let Some((line, label)) = &plan.new_label {
        edited.insert_line(*line, Line::new(LineKind::Label(label.as_str().into())));
    }
    edited.apply_edits(plan.deletions, plan.insertions);
    // The path without loads keeps the original blocks, and their waits for the loads (the
    // `s_waitcnt vmcnt(0)` before a barrier) now retire nothing there: the wait model proves
    // them no-ops, and only those go.
    let (k2, flow2) = rebuilt(cx, name)?;
    let noops: Vec<usize> = waitcnt::check(cx.module, &k2, cx.isa, &flow2)
        .into_iter()
        .filter(|f| !f.error)
        .map(|f| flow2.code.insts[f.inst].line)
        .filter(|l| plan.original_path.contains(l))
        .collect();
    let dropped = noops.len();
    cx.module.apply_edits(noops, Vec::new());
    // Tail duplication grows the code: it must still fit the limit `unroll` uses.
    let limit = cx
        .max_code_bytes
        .unwrap_or_else(|| super::super::unroll::icache_bytes(cx.target));
    let (k2, flow2) = rebuilt(cx, name)?;
    let after = crate::flow::stats::kernel_stats(cx.module, &k2, cx.isa, &flow2).code_bytes;
    if after > limit {
        snapshot.restore(cx.module);
        log.refused.push((
            format!("the loads of {header}"),
            format!(
                "spread: the kernel would have {after} code bytes, over the limit of {limit} \
                 (--max-code-bytes or the instruction cache)"
            ),
        ));
        return Ok(());
    }
    let dropped = if dropped > 0 {
        format!("; {dropped} wait(s) of the path without loads retire nothing there and go")
    } else {
        String::new()
    };
    log.changed.push(format!(
        "{}{dropped}; code {before} -> {after} bytes",
        plan.summary
    ));
    Ok(())
}

/// The kernel and its analyses after an edit (an error aborts the whole optimize, so the
/// module's state then does not matter).
fn rebuilt(cx: &PassContext, name: &str) -> Result<(crate::kernel::Kernel, KernelFlow), PassError> {
    let k = find_kernel(cx, name)?;
    let flow = KernelFlow::build(cx.module, &k, cx.isa)
        .map_err(|e| PassError::Analysis(format!("spread produced unanalyzable code: {e}")))?;
    Ok((k, flow))
}

/// A label to insert before a line: (line, name).
type NewLabel = (usize, String);

/// The edits of one spread, and what to log.
struct Plan {
    deletions: Vec<usize>,
    insertions: Vec<(usize, Vec<Instruction>)>,
    /// A label for the fall-through block the copy branches to (it had none).
    new_label: Option<NewLabel>,
    /// Lines (after the edits) of the duplicated blocks' originals: the path without loads.
    original_path: Vec<usize>,
    summary: String,
}

fn line_no(module: &Module, code: &Code, i: usize) -> String {
    super::source_line(module, code.insts[i].line)
}

fn is_clause(module: &Module, isa: &Isa, code: &Code, i: usize) -> Option<usize> {
    if isa.info(code.insts[i].op).unit != Unit::Hint {
        return None;
    }
    let ins = instruction(module, &code.insts[i]);
    if ins.mnemonic != CLAUSE {
        return None;
    }
    match ins.operands.first().map(|o| &o.kind) {
        Some(OperandKind::Int { value, .. }) => Some(*value as usize + 1),
        _ => None,
    }
}

/// Why no load may move past instruction `x`, whatever its registers: the instruction may touch
/// global memory, order it, or leave straight-line code.
fn order_blocker(module: &Module, isa: &Isa, code: &Code, x: usize) -> Option<&'static str> {
    let ins = &code.insts[x];
    let info = isa.info(ins.op);
    if info.ends_block || info.is_branch {
        return Some("a branch or the end of the program");
    }
    match info.unit {
        Unit::Valu | Unit::ValuTrans | Unit::Matrix | Unit::Salu | Unit::Hint => None,
        Unit::Lds if info.addr_space == Some(AddrSpace::Lds) => None,
        Unit::VmemLoad if !info.may_store => None,
        Unit::Smem if info.may_load && !info.may_store && !ins.defs.is_empty() => None,
        Unit::Waitcnt => {
            let inst = instruction(module, ins);
            if waitcnt::wait_values(isa.target(), inst).is_none() {
                Some("a wait the wait fix-up does not recompute")
            } else if waitcnt::is_sync_wait(module, isa, code, x) {
                Some("a memory-model wait (barrier, fence, acquire or release)")
            } else {
                None
            }
        }
        Unit::VmemStore => Some("a vector memory store"),
        Unit::VmemAtomic => Some("an atomic"),
        Unit::Barrier => Some("a barrier"),
        Unit::Message => Some("a message"),
        Unit::Export => Some("an export"),
        Unit::Lds => Some("a GDS operation"),
        Unit::Smem => Some("a scalar cache operation"),
        _ => Some(
            "an instruction whose memory effects the pass does not model (cache invalidate, ...)",
        ),
    }
}

/// Why global load `load` may not move past instruction `x`, if it may not.
fn blocker(module: &Module, isa: &Isa, code: &Code, x: usize, load: usize) -> Option<&'static str> {
    if let Some(why) = order_blocker(module, isa, code, x) {
        return Some(why);
    }
    let (xi, l) = (&code.insts[x], &code.insts[load]);
    if xi.uses.iter().any(|u| l.defs.contains(u)) {
        return Some("it reads a load's result");
    }
    if xi.defs.iter().any(|u| l.defs.contains(u)) {
        return Some("it overwrites a load's result");
    }
    if xi
        .defs
        .iter()
        .any(|u| *u == crate::flow::regs::EXEC_LO || *u == crate::flow::regs::EXEC_HI)
    {
        return Some("it writes EXEC");
    }
    if xi.defs.iter().any(|u| l.uses.contains(u)) {
        return Some("it writes a load's address register");
    }
    None
}

/// The straight-line code after the loads.
struct Region {
    /// Code indices in program order: the rest of the loads' block (without the loads and
    /// their clauses), then the blocks it falls into; no terminator of the last block.
    items: Vec<usize>,
    /// `items[..inplace]` stay where they are; the rest are copied for the loads' path.
    inplace: usize,
    /// Blocks of the region, in order; `copied[b]` when block `b` is duplicated.
    blocks: Vec<(BlockId, bool)>,
}

/// The blocks the loads' block falls into, as far as the code stays straight-line and is
/// reached only through them (duplicating the first one other paths reach).
fn chain(flow: &KernelFlow, isa: &Isa, load_block: BlockId) -> (Vec<(BlockId, bool)>, String) {
    let cfg = &flow.cfg;
    let code = &flow.code;
    let mut out = vec![(load_block, false)];
    let mut cur = load_block;
    let mut copying = false;
    let name = |b: BlockId| cfg.blocks[b.index()].label.clone().unwrap_or_default();
    let why = loop {
        let b = &cfg.blocks[cur.index()];
        let last = b.insts.end - 1;
        if isa.info(code.insts[last].op).ends_block || b.insts.end >= code.len() {
            break "a branch ends it".to_string();
        }
        let next = cfg.block_of[b.insts.end];
        if flow.loops.loops.iter().any(|l| l.header == next) {
            break format!(
                "{} heads a loop (`unroll` straightens inner loops)",
                name(next)
            );
        }
        let inside = flow
            .loops
            .innermost(load_block)
            .is_some_and(|j| flow.loops.get(j).contains(next));
        if !inside {
            break "the loop exits".to_string();
        }
        if cfg.predecessors(next).count() > 1 {
            if copying {
                break format!("{} joins other paths after the duplicated code", name(next));
            }
            copying = true;
        }
        out.push((next, copying));
        cur = next;
    };
    (out, why)
}

fn region(
    isa: &Isa,
    flow: &KernelFlow,
    blocks: Vec<(BlockId, bool)>,
    first_load: usize,
    skip: &[usize],
) -> Region {
    let code = &flow.code;
    let mut items = Vec::new();
    let mut inplace = 0;
    let n = blocks.len();
    for (k, &(b, copied)) in blocks.iter().enumerate() {
        let r = flow.cfg.blocks[b.index()].insts.clone();
        let last = r.end - 1;
        for i in r {
            if i <= first_load || skip.contains(&i) {
                continue;
            }
            if k + 1 == n && i == last && isa.info(code.insts[i].op).ends_block {
                continue;
            }
            items.push(i);
            if !copied {
                inplace = items.len();
            }
        }
    }
    Region {
        items,
        inplace,
        blocks,
    }
}

fn plan(
    module: &Module,
    isa: &Isa,
    flow: &KernelFlow,
    header: &str,
    chunk: usize,
) -> Result<Plan, Refusal> {
    let code = &flow.code;
    let (lb, loads) = load_block(isa, flow, header)?;
    let k = loads.len().div_ceil(chunk);
    if k < 2 {
        return refuse(
            header,
            format!(
                "the block's {} global load(s) form one chunk of {chunk}: nothing to spread",
                loads.len()
            ),
        );
    }
    // The loads' own clauses go (the clause fix-up would shrink them; new chunks get new ones).
    let mut skip = loads.clone();
    skip.extend(load_clauses(module, isa, flow, lb, &loads));
    let (blocks, chain_end) = chain(flow, isa, lb);
    let full = region(isa, flow, blocks, loads[0], &skip);
    let items = &full.items;
    let limits = load_limits(module, isa, code, items, &loads);
    let cum = real_counts(isa, code, items);
    let total = cum[limits.end];
    let stop_text = |s: Option<(usize, &str)>| match s {
        Some((j, why)) if j < items.len() => format!(
            "{} `{}` ({why})",
            line_no(module, code, items[j]),
            instruction(module, &code.insts[items[j]])
        ),
        _ => format!("the end of the straight-line code: {chain_end}"),
    };
    let stop = limits.stop.filter(|(j, _)| *j == limits.end);
    if total < k {
        return refuse(
            header,
            format!(
                "{total} instruction(s) between the loads and the first one a load may not pass, \
                 {}: too few for {k} chunks",
                stop_text(stop)
            ),
        );
    }
    let pos = place(
        module,
        isa,
        code,
        items,
        &cum,
        &limits.orig,
        &limits.limit,
        limits.end,
        chunk,
    )
    .map_err(|(l, why)| {
        Refusal(
            header.to_string(),
            match l {
                Some(l) => format!("the load at {} {why}", line_no(module, code, loads[l])),
                None => why.to_string(),
            },
        )
    })?;
    let blocks = reached_blocks(flow, &full, &pos);
    let kept = region(isa, flow, blocks.clone(), loads[0], &skip);
    let at = chunk_code(module, isa, code, &loads, chunk, &pos)
        .map_err(|e| Refusal(header.to_string(), e))?;
    let edits = edits(module, isa, flow, header, lb, &skip, &blocks, &kept, &at)?;
    let copied: Vec<BlockId> = blocks.iter().filter(|b| b.1).map(|b| b.0).collect();
    let where_ = if copied.is_empty() {
        String::new()
    } else {
        format!(
            "; {} tail-duplicated for the load path ({} instructions copied)",
            block_names(module, flow, &copied).join(", "),
            kept.items.len() - kept.inplace
        )
    };
    let offsets: Vec<String> = pos.iter().map(|&j| cum[j].to_string()).collect();
    let summary = format!(
        "{header}: {} global loads spread in {k} chunks of {chunk} over {total} instructions{where_}; \
         chunks after {} of them; the region ends at {}",
        loads.len(),
        offsets.join(", "),
        stop_text(stop)
    );
    Ok(Plan { summary, ..edits })
}

/// The block of the loop headed by `header` with the most global loads (blocks of inner loops
/// included: the innermost loop containing it bounds the region), and those loads in order.
fn load_block(
    isa: &Isa,
    flow: &KernelFlow,
    header: &str,
) -> Result<(BlockId, Vec<usize>), Refusal> {
    let cfg = &flow.cfg;
    let Some(lp) = flow
        .loops
        .loops
        .iter()
        .find(|l| cfg.blocks[l.header.index()].label.as_deref() == Some(header))
    else {
        return refuse(header, "the rewritten loop is not found again");
    };
    let mut by_block: BTreeMap<BlockId, Vec<usize>> = BTreeMap::new();
    for (i, ins) in flow.code.insts.iter().enumerate() {
        let info = isa.info(ins.op);
        if lp.contains(cfg.block_of[i])
            && ins.dual.is_none()
            && info.unit == Unit::VmemLoad
            && info.addr_space == Some(AddrSpace::Global)
        {
            by_block.entry(cfg.block_of[i]).or_default().push(i);
        }
    }
    match by_block
        .into_iter()
        .max_by_key(|(b, l)| (l.len(), std::cmp::Reverse(*b)))
    {
        Some(found) => Ok(found),
        None => refuse(header, "no global load in the loop"),
    }
}

/// The `s_clause` hints of block `lb` that group any of `loads`.
fn load_clauses(
    module: &Module,
    isa: &Isa,
    flow: &KernelFlow,
    lb: BlockId,
    loads: &[usize],
) -> Vec<usize> {
    flow.cfg.blocks[lb.index()]
        .insts
        .clone()
        .filter(|&i| {
            is_clause(module, isa, &flow.code, i)
                .is_some_and(|n| loads.iter().any(|&l| l > i && l <= i + n))
        })
        .collect()
}

/// Where each load stands in the region and how far it may move.
struct Limits {
    /// Per load: its slot in the region (slot j = before `items[j]`).
    orig: Vec<usize>,
    /// Per load: the first slot it may not pass.
    limit: Vec<usize>,
    /// The first slot some load may not pass: the region's usable end.
    end: usize,
    /// The earliest blocking slot and why it blocks.
    stop: Option<(usize, &'static str)>,
}

fn load_limits(
    module: &Module,
    isa: &Isa,
    code: &Code,
    items: &[usize],
    loads: &[usize],
) -> Limits {
    let mut orig = Vec::new();
    let mut limit = Vec::new();
    let mut stop: Option<(usize, &'static str)> = None;
    for &l in loads {
        let o = items.partition_point(|&i| i < l);
        let mut lim = items.len();
        for (j, &x) in items.iter().enumerate().skip(o) {
            if let Some(why) = blocker(module, isa, code, x, l) {
                lim = j;
                if stop.is_none_or(|(s, _)| j < s) {
                    stop = Some((j, why));
                }
                break;
            }
        }
        orig.push(o);
        limit.push(lim);
    }
    let end = limit.iter().copied().min().unwrap_or(0);
    Limits {
        orig,
        limit,
        end,
        stop,
    }
}

/// `cum[j]`: how many of `items[..j]` issue (waits and hints do not count).
fn real_counts(isa: &Isa, code: &Code, items: &[usize]) -> Vec<usize> {
    let mut cum = vec![0usize; items.len() + 1];
    for (j, &i) in items.iter().enumerate() {
        let real = !matches!(isa.info(code.insts[i].op).unit, Unit::Hint | Unit::Waitcnt);
        cum[j + 1] = cum[j] + usize::from(real);
    }
    cum
}

/// The region's blocks the chunks reach: it stops after the block holding the last slot's
/// predecessor; later blocks are neither moved into nor copied.
fn reached_blocks(flow: &KernelFlow, full: &Region, pos: &[usize]) -> Vec<(BlockId, bool)> {
    let last_slot = pos.last().copied().unwrap_or(0);
    let mut keep = 1;
    if last_slot > 0 {
        let b = flow.cfg.block_of[full.items[last_slot - 1]];
        keep = full
            .blocks
            .iter()
            .position(|&(x, _)| x == b)
            .map_or(1, |p| p + 1);
    }
    full.blocks[..keep].to_vec()
}

/// The code of each slot: its chunks' loads, in order, behind one `s_clause` where the target
/// has it (gfx942 does not) and the group has 2 to 64 loads.
fn chunk_code(
    module: &Module,
    isa: &Isa,
    code: &Code,
    loads: &[usize],
    chunk: usize,
    pos: &[usize],
) -> Result<BTreeMap<usize, Vec<Instruction>>, String> {
    let bld = Builder::new(isa);
    let clause_ok = bld.build("s_clause", [op::hex(1)]).is_ok();
    let mut groups: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (c, &j) in pos.iter().enumerate() {
        let members = c * chunk..((c + 1) * chunk).min(loads.len());
        groups
            .entry(j)
            .or_default()
            .extend(members.map(|m| loads[m]));
    }
    let mut at = BTreeMap::new();
    for (j, ls) in groups {
        let mut out = Vec::new();
        if clause_ok && (2..=64).contains(&ls.len()) {
            let more = op::hex(ls.len() as u32 - 1);
            out.push(bld.build("s_clause", [more]).map_err(|e| e.to_string())?);
        }
        out.extend(
            ls.iter()
                .map(|&l| instruction(module, &code.insts[l]).clone()),
        );
        at.insert(j, out);
    }
    Ok(at)
}

/// The module edits of a spread: the loads and their clauses deleted, each slot's chunks
/// inserted in place or into the copy of the duplicated blocks, and where the original
/// (no-load) path's lines end up. The summary is left empty.
#[allow(clippy::too_many_arguments)]
fn edits(
    module: &Module,
    isa: &Isa,
    flow: &KernelFlow,
    header: &str,
    lb: BlockId,
    skip: &[usize],
    blocks: &[(BlockId, bool)],
    kept: &Region,
    at: &BTreeMap<usize, Vec<Instruction>>,
) -> Result<Plan, Refusal> {
    let (cfg, code) = (&flow.cfg, &flow.code);
    let copied: Vec<BlockId> = blocks.iter().filter(|b| b.1).map(|b| b.0).collect();
    let mut deletions: Vec<usize> = skip.iter().map(|&i| code.insts[i].line).collect();
    deletions.sort();
    let mut insertions: Vec<(usize, Vec<Instruction>)> = Vec::new();
    let last_inplace = blocks.iter().rev().find(|b| !b.1).map_or(lb, |b| b.0);
    let last_inplace_inst = cfg.blocks[last_inplace.index()].insts.end - 1;
    for (&j, chunk_code) in at {
        if j < kept.inplace {
            insertions.push((code.insts[kept.items[j]].line, chunk_code.clone()));
        } else if copied.is_empty() {
            // The end of the in-place region: before the terminator, else after the last line.
            let li = &code.insts[last_inplace_inst];
            let line = if isa.info(li.op).ends_block {
                li.line
            } else {
                li.line + 1
            };
            insertions.push((line, chunk_code.clone()));
        }
    }
    let mut new_label = None;
    if let Some(&bm) = copied.last() {
        let (copy, label) = copy_path(
            module,
            isa,
            flow,
            header,
            &kept.items[kept.inplace..],
            kept.inplace,
            at,
            bm,
        )?;
        new_label = label;
        insertions.push((code.insts[last_inplace_inst].line + 1, copy));
    }
    // Every edit lies above the first duplicated block but the new label, which lies below
    // the last: the originals move down by the net number of lines inserted.
    let shift: usize = insertions.iter().map(|(_, v)| v.len()).sum();
    let original_path: Vec<usize> = copied
        .iter()
        .flat_map(|b| cfg.blocks[b.index()].insts.clone())
        .map(|i| code.insts[i].line + shift - deletions.len())
        .collect();
    Ok(Plan {
        deletions,
        insertions,
        new_label,
        original_path,
        summary: String::new(),
    })
}

/// The blocks' labels, or where an unlabelled one starts.
fn block_names(module: &Module, flow: &KernelFlow, blocks: &[BlockId]) -> Vec<String> {
    blocks
        .iter()
        .map(|c| {
            let b = &flow.cfg.blocks[c.index()];
            b.label.clone().unwrap_or_else(|| {
                format!(
                    "the block at {}",
                    line_no(module, &flow.code, b.insts.start)
                )
            })
        })
        .collect()
}

/// The slot of each chunk (slot j: before `items[j]`): after about c/k of the region's `cum`
/// count, within what its loads may pass, in order, outside `s_clause` groups. Fails with the
/// load that cannot keep its order, or why no slot is left.
#[allow(clippy::too_many_arguments)]
fn place(
    module: &Module,
    isa: &Isa,
    code: &Code,
    items: &[usize],
    cum: &[usize],
    orig: &[usize],
    limit: &[usize],
    end: usize,
    chunk: usize,
) -> Result<Vec<usize>, (Option<usize>, &'static str)> {
    let n = orig.len();
    let k = n.div_ceil(chunk);
    let total = cum[end];
    // Slots inside an `s_clause` group map to the clause instruction's slot.
    let mut clause_start: Vec<Option<usize>> = vec![None; items.len() + 1];
    for (s, &i) in items.iter().enumerate() {
        if let Some(len) = is_clause(module, isa, code, i) {
            for (j, &m) in items.iter().enumerate().skip(s + 1) {
                if m > i + len {
                    break;
                }
                clause_start[j] = Some(s);
            }
        }
    }
    let mut pos = Vec::with_capacity(k);
    let mut prev = 0;
    for c in 0..k {
        let members = c * chunk..((c + 1) * chunk).min(n);
        let lo = members
            .clone()
            .map(|m| orig[m])
            .max()
            .unwrap_or(0)
            .max(prev);
        let hi = members
            .clone()
            .map(|m| limit[m])
            .min()
            .unwrap_or(0)
            .min(end);
        if hi < lo {
            return Err((Some(members.start), "cannot move past the loads after it"));
        }
        let want = (c * total + k / 2) / k;
        let mut j = cum.partition_point(|&x| x < want).clamp(lo, hi);
        if let Some(s) = clause_start[j] {
            j = if s >= lo {
                s
            } else {
                (j..=hi)
                    .find(|&x| clause_start[x].is_none())
                    .ok_or((None, "every slot left for a chunk is inside an s_clause"))?
            };
        }
        pos.push(j);
        prev = j;
    }
    Ok(pos)
}

/// What the loads' path runs instead of the duplicated blocks: their instructions
/// (`items`, slot numbers from `first_slot`) with the chunks of `at`, the last block's
/// terminator, and a branch to its fall-through block, with the label to give that block if it
/// has none.
#[allow(clippy::too_many_arguments)]
fn copy_path(
    module: &Module,
    isa: &Isa,
    flow: &KernelFlow,
    header: &str,
    items: &[usize],
    first_slot: usize,
    at: &BTreeMap<usize, Vec<Instruction>>,
    last_block: BlockId,
) -> Result<(Vec<Instruction>, Option<NewLabel>), Refusal> {
    let (code, cfg) = (&flow.code, &flow.cfg);
    let mut copy = Vec::new();
    for (j, &i) in items.iter().enumerate() {
        if let Some(c) = at.get(&(first_slot + j)) {
            copy.extend(c.iter().cloned());
        }
        copy.push(instruction(module, &code.insts[i]).clone());
    }
    if let Some(c) = at.get(&(first_slot + items.len())) {
        copy.extend(c.iter().cloned());
    }
    let b = &cfg.blocks[last_block.index()];
    let last = &code.insts[b.insts.end - 1];
    let info = isa.info(last.op);
    if info.ends_block {
        copy.push(instruction(module, last).clone());
    }
    if info.ends_block && !info.is_conditional {
        return Ok((copy, None));
    }
    if b.insts.end >= code.len() {
        return refuse(header, "the copied code falls out of the kernel");
    }
    let ft = cfg.block_of[b.insts.end];
    let mut new_label = None;
    let target = match &cfg.blocks[ft.index()].label {
        Some(l) => l.clone(),
        None => {
            let mut name = format!("{header}_spread_exit");
            let mut n = 1;
            while code.labels.contains_key(&name) {
                n += 1;
                name = format!("{header}_spread_exit{n}");
            }
            new_label = Some((code.insts[b.insts.end].line, name.clone()));
            name
        }
    };
    copy.push(
        Builder::new(isa)
            .build("s_branch", [op::label(&target)])
            .map_err(|e| Refusal(header.to_string(), e.to_string()))?,
    );
    Ok((copy, new_label))
}
