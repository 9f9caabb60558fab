//! Pairing by scheduling: the FMA block of a loop the k-step model refuses (a kernel that
//! spills reloads factors into registers other values of the step use; a full register file
//! leaves no register to rename into) still has FMAs whose registers already meet the VOPD
//! rules. Moving such FMAs next to each other makes them one `v_dual_fmac_f32` without
//! renaming anything.
//!
//! The model:
//! - For two plain `v_fmac_f32 acc, a, b` the VOPD rules of `flow::banks` (SRC0 banks differ,
//!   VSRC1 banks differ, destinations of different parity) together with the LLVM #220348
//!   hazard (SRC0 parities differ, VSRC1 parities differ) come down to parities: two FMAs may
//!   pair exactly when `acc`, `a` and `b` all differ in parity. An FMA's class is its three
//!   parity bits; FMAs pair with the complementary class only (operands are never swapped, so
//!   of two NaN factors the same payload reaches the accumulator).
//! - The block becomes a dependence graph: every instruction depends on the earlier ones that
//!   write what it reads, read or write what it writes (register units, so tuples, EXEC and
//!   SCC count), the instructions that are not FMAs keep their order among themselves (memory
//!   order, waits, messages), and FMAs stay on their side of every fence (barrier, branch,
//!   cache invalidation and the wait synchronizing one). Data waits are dropped as in the
//!   k-step path; the wait fix-up after the pass inserts the ones the new order needs.
//! - A list scheduler emits the graph: the next other instruction as soon as it is ready (the
//!   loads of later k steps issue as early as their registers are free), else a pair of ready
//!   FMAs of complementary classes, else the earliest ready FMA alone. Two FMAs ready at the
//!   same time have no edge between them, so they share no register: reading all sources
//!   before writing (VOPD) gives what running them one after the other gives. Among the ready
//!   FMAs, pairing each class with its complement is a maximum matching of the "may pair"
//!   graph (it is a union of complete bipartite graphs between complementary classes); the
//!   greedy only chooses which ready FMAs wait for a later partner, and an FMA waits only while
//!   no other instruction and no pair is ready.
//!
//! The rewrite is kept only when it issues more FMAs as halves of pairs than the compiler's
//! order did; otherwise the block is left alone and the log says how many pairs it found.

use super::{hot_block, merge_insertions, no_dpp_source, HotBlock};
use super::{single_issue_form, Fma, Parts};
use crate::asm::{Instruction, Operand};
use crate::flow::banks::{fmac_pair_legal, PairSrc};
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
use crate::isa::semantics::DUAL_FMAC;
use crate::passes::{refuse, PassContext, PassLogEntry, Refusal};
use crate::timing::cost::bank_conflicts;
use std::collections::{BTreeSet, HashMap};

/// One instruction of the block in its original order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    /// `parts.others[j]`.
    Other(usize),
    /// `parts.fmas[f]`.
    Fma(usize),
}

/// What the scheduler emits, in order.
#[derive(Clone, Copy, Debug)]
enum Slot {
    Other(usize),
    /// Two FMAs as one VOPD pair (X first: the even accumulator).
    Pair(usize, usize),
    Single(usize),
}

/// The block as a dependence graph over its items (indices follow the original order).
struct Graph {
    items: Vec<Item>,
    succs: Vec<Vec<usize>>,
    preds: Vec<usize>,
    /// Slots an item's successors are held back after it: a load's data arrives later.
    latency: Vec<usize>,
}

/// Slots the FMAs (and other instructions) reading an LDS load's result are held back, and
/// those reading a global or scratch load's result: a placement heuristic that keeps the
/// loads' latency hidden behind independent FMAs as the compiler's order did (the values do
/// not depend on it; a dependent item still goes when nothing else is ready).
const LDS_DISTANCE: usize = 32;
const VMEM_DISTANCE: usize = 128;

/// Rewrites the hot loop's FMA block of `name` by scheduling alone (the module doc). `refused`
/// is why the k-step path left the block; it is kept in the log line. `baseline` is the loop's
/// price before an earlier step of the same rewrite (a factor copy, [`super::scalar`]); by
/// default the loop as it stands.
pub(super) fn reschedule(
    cx: &mut PassContext,
    name: &str,
    log: &mut PassLogEntry,
    refused: &str,
    baseline: Option<crate::timing::steady::LoopPrice>,
) -> Result<(), Refusal> {
    let HotBlock {
        k,
        flow,
        hot,
        scope,
        parts,
        stale_waits,
        ..
    } = hot_block(cx, name)?;
    let accs: BTreeSet<u16> = parts.fmas.iter().map(|(f, _)| f.acc).collect();
    let factors: BTreeSet<u16> = parts.fmas.iter().flat_map(|(f, _)| [f.a, f.b]).collect();
    no_dpp_source(cx.module, cx.isa, &flow, hot, &accs, &factors, &scope)?;
    let graph = dependences(cx.isa, &flow, &parts);
    let original = original_order(&graph, &parts);
    let before = dual_fmas(&parts);
    let was = estimate(&graph, &parts.fmas, &original);
    let best = best_schedule(&graph, &parts.fmas, &original, before, was)
        .map_err(|why| Refusal(scope.clone(), why))?;
    let pairs = best.pairs;
    if 2 * pairs <= before || best.cycles > was {
        return refuse(
            &scope,
            format!(
                "scheduling the block's FMAs pairs {} of {} (the compiler's order: {before}) in an order estimated at {} cycles (the compiler's: {was}): not more pairs at no more cycles",
                2 * pairs,
                parts.fmas.len(),
                best.cycles,
            ),
        );
    }
    // The block's own estimate sees issue, banks and latency inside the block only; the rewrite
    // is also held to the timing model (`price::pays_reordered`): the loop's price falls, or the
    // loop loses no occupancy, gains no instruction, spends fewer bank-conflict cycles and is
    // priced within the models' disagreement of the compiler's order.
    let price_before = match baseline {
        Some(p) => p,
        None => super::price::hot_loop_price(cx, name).map_err(|why| {
            Refusal(
                scope.clone(),
                format!("the timing model cannot price the hot loop ({why})"),
            )
        })?,
    };
    let saved = crate::passes::Snapshot::take(cx.module, &k);
    let order = best.order;
    let insertions = emit(cx, &flow, &parts, &order, &scope)?;
    let mut deletions: Vec<usize> = parts
        .fma_insts
        .iter()
        .map(|&i| flow.code.insts[i].line)
        .collect();
    deletions.extend(stale_waits);
    cx.module
        .apply_edits(deletions, merge_insertions(insertions));
    let figures = match super::price::hot_loop_price(cx, name) {
        Ok(after) if super::price::pays_reordered(&price_before, &after) => {
            super::price::figures(&price_before, &after)
        }
        Ok(after) => {
            saved.restore(cx.module);
            return refuse(
                &scope,
                format!(
                    "scheduling the block's FMAs pairs {} of {} (the compiler's order: {before}), but the loop does not get cheaper: {}",
                    2 * pairs,
                    parts.fmas.len(),
                    super::price::figures(&price_before, &after)
                ),
            );
        }
        Err(why) => {
            saved.restore(cx.module);
            return refuse(
                &scope,
                format!("the timing model cannot price the rescheduled loop ({why})"),
            );
        }
    };
    log.changed.push(format!(
        "{scope}: {} FMAs rescheduled within the block (no register renamed): {} as halves of {pairs} v_dual_fmac_f32 pairs, was {before}; {} single; estimated {} cycles per pass through the block, was {was}; {figures} (the k-step model refused the block: {refused})",
        parts.fmas.len(),
        2 * pairs,
        parts.fmas.len() - 2 * pairs,
        best.cycles,
    ));
    Ok(())
}

/// FMAs the compiler's order issues as halves of a pair of two FMAs.
fn dual_fmas(parts: &Parts) -> usize {
    let mut per_inst: HashMap<usize, usize> = HashMap::new();
    for (_, i) in &parts.fmas {
        *per_inst.entry(*i).or_default() += 1;
    }
    per_inst.values().filter(|&&n| n == 2).sum()
}

/// The block's items in their original order: each instruction's FMAs (X, then Y), then the
/// other half of a split pair; the instructions that are not FMAs as they come.
fn items(parts: &Parts) -> Vec<Item> {
    let mut fmas_at: HashMap<usize, Vec<usize>> = HashMap::new();
    for (f, (_, i)) in parts.fmas.iter().enumerate() {
        fmas_at.entry(*i).or_default().push(f);
    }
    let mut others_at: HashMap<usize, Vec<usize>> = HashMap::new();
    for (j, o) in parts.others.iter().enumerate() {
        others_at.entry(o.orig).or_default().push(j);
    }
    let mut out = Vec::new();
    for i in &parts.insts {
        out.extend(fmas_at.get(i).into_iter().flatten().map(|&f| Item::Fma(f)));
        out.extend(
            others_at
                .get(i)
                .into_iter()
                .flatten()
                .map(|&j| Item::Other(j)),
        );
    }
    out
}

/// The dependence graph (the module doc): register units written and read, the order of the
/// instructions that are not FMAs, and fences.
fn dependences(isa: &crate::isa::Isa, flow: &KernelFlow, parts: &Parts) -> Graph {
    let items = items(parts);
    let latency = items
        .iter()
        .map(|item| match *item {
            Item::Other(j) if parts.others[j].split.is_none() => {
                let info = isa.info(flow.code.insts[parts.others[j].orig].op);
                match info.unit {
                    crate::isa::Unit::Lds if info.may_load => LDS_DISTANCE,
                    crate::isa::Unit::VmemLoad => VMEM_DISTANCE,
                    _ => 0,
                }
            }
            _ => 0,
        })
        .collect();
    let n = items.len();
    let mut edges: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); n];
    let mut last_def: HashMap<RegUnit, usize> = HashMap::new();
    let mut readers: HashMap<RegUnit, Vec<usize>> = HashMap::new();
    let mut prev_other: Option<usize> = None;
    let mut last_fence: Option<usize> = None;
    let mut fmas_since_fence: Vec<usize> = Vec::new();
    for (node, item) in items.iter().enumerate() {
        let (defs, uses) = units(flow, parts, *item);
        match *item {
            Item::Other(j) => {
                if let Some(p) = prev_other {
                    edges[p].insert(node);
                }
                prev_other = Some(node);
                if parts.others[j].fence {
                    for f in fmas_since_fence.drain(..) {
                        edges[f].insert(node);
                    }
                    last_fence = Some(node);
                }
            }
            Item::Fma(_) => {
                if let Some(p) = last_fence {
                    edges[p].insert(node);
                }
                fmas_since_fence.push(node);
            }
        }
        for u in &uses {
            if let Some(&d) = last_def.get(u) {
                edges[d].insert(node);
            }
        }
        for d in &defs {
            if let Some(&p) = last_def.get(d) {
                edges[p].insert(node);
            }
            for &r in readers.get(d).into_iter().flatten() {
                if r != node {
                    edges[r].insert(node);
                }
            }
        }
        for u in &uses {
            readers.entry(*u).or_default().push(node);
        }
        for d in &defs {
            last_def.insert(*d, node);
            readers.remove(d);
        }
    }
    let mut preds = vec![0usize; n];
    let succs: Vec<Vec<usize>> = edges.into_iter().map(|s| s.into_iter().collect()).collect();
    for s in succs.iter().flatten() {
        preds[*s] += 1;
    }
    Graph {
        items,
        succs,
        preds,
        latency,
    }
}

/// Register units an item writes and reads. An FMA reads its accumulator and factors and the
/// scalar units of its instruction (EXEC); it writes its accumulator.
fn units(flow: &KernelFlow, parts: &Parts, item: Item) -> (Vec<RegUnit>, Vec<RegUnit>) {
    match item {
        Item::Other(j) => {
            let o = &parts.others[j];
            (
                o.defs.iter().copied().collect(),
                o.uses.iter().copied().collect(),
            )
        }
        Item::Fma(f) => {
            let (fma, i) = parts.fmas[f];
            let mut uses: Vec<RegUnit> = [fma.acc, fma.a, fma.b].map(RegUnit::vgpr).into();
            uses.extend(flow.code.insts[i].uses.iter().filter(|u| !u.is_vgpr()));
            (vec![RegUnit::vgpr(fma.acc)], uses)
        }
    }
}

/// An FMA's parity class: (acc, a, b) parities as three bits. Two FMAs may pair exactly when
/// their classes are complements (`c ^ 7`). A scalar SRC0 has no bank and no gather-class
/// hazard, so it takes the accumulator's bit: complementary accumulators make it complementary
/// too, and the pair's rules come down to the accumulators and VSRC1 differing in parity.
fn class(f: &Fma) -> usize {
    let a = if f.scalar.is_some() { f.acc } else { f.a };
    (((f.acc & 1) << 2) | ((a & 1) << 1) | (f.b & 1)) as usize
}

/// The VGPRs an FMA reads as factors (its accumulator is shown as a write, `flow::banks`).
fn factor_reads(f: &Fma) -> Vec<u16> {
    match f.scalar {
        Some(_) => vec![f.b],
        None => vec![f.a, f.b],
    }
}

/// Which ready FMA goes first, and what happens to one without a ready partner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Policy {
    /// FMAs by original position; any complementary pair of ready FMAs goes before a single.
    Earliest,
    /// FMAs by deadline (the first other instruction waiting on them, see [`deadlines`]); any
    /// complementary pair goes before a single.
    Deadline,
    /// FMAs by deadline; the most urgent ready FMA goes now, paired if it can be, alone if
    /// not, so that FMAs with time to spare stay ready for the urgent ones that follow (a
    /// spilling kernel reloads factors into the same registers again and again: the FMAs of
    /// one reload must pair with FMAs that can wait).
    Urgent,
}

const POLICIES: [Policy; 3] = [Policy::Earliest, Policy::Deadline, Policy::Urgent];

/// A schedule with its estimated cycles ([`estimate`]).
struct Planned {
    order: Vec<Slot>,
    cycles: u64,
    pairs: usize,
}

/// Of every policy, with loads' latency held back and without, the schedule [`estimate`]
/// finds fastest (of equals, the one with more pairs), when it pairs more FMAs than `before`
/// (the compiler's order) at no more estimated cycles than `was`. When it does not (the order
/// that hides the loads' latency best may pair nothing: a spilling kernel's windows of FMAs
/// reading one reloaded factor register come one at a time and never pair among themselves),
/// those orders and the compiler's with their single FMAs paired where they can move together
/// ([`pair_singles`]) are weighed too, the fastest that pairs more at no more cycles taken;
/// when none does, the one pairing the most FMAs (of equals, the fastest), for the refusal to
/// name.
fn best_schedule(
    g: &Graph,
    fmas: &[(Fma, usize)],
    original: &[Slot],
    before: usize,
    was: u64,
) -> Result<Planned, String> {
    let deadline = deadlines(g);
    let plan = |order: Vec<Slot>| Planned {
        cycles: estimate(g, fmas, &order),
        pairs: order.iter().filter(|s| matches!(s, Slot::Pair(..))).count(),
        order,
    };
    let fastest = |p: &Planned| (p.cycles, std::cmp::Reverse(p.pairs));
    let takes = |p: &Planned| 2 * p.pairs > before && p.cycles <= was;
    let mut listed: Vec<Planned> = Vec::new();
    for policy in POLICIES {
        for hold in [true, false] {
            listed.push(plan(list_schedule(g, fmas, &deadline, policy, hold)?));
        }
    }
    if let Some(best) = listed.iter().min_by_key(|p| fastest(p)) {
        if takes(best) {
            return Ok(listed
                .into_iter()
                .min_by_key(fastest)
                .expect("a fastest schedule"));
        }
    }
    let mut paired: Vec<Planned> = listed
        .iter()
        .map(|p| plan(pair_singles(g, fmas, &p.order)))
        .collect();
    paired.push(plan(pair_singles(g, fmas, original)));
    listed.extend(paired);
    let (good, bad): (Vec<Planned>, Vec<Planned>) = listed.into_iter().partition(takes);
    match good.into_iter().min_by_key(fastest) {
        Some(best) => Ok(best),
        None => bad
            .into_iter()
            .min_by_key(|p| (std::cmp::Reverse(p.pairs), p.cycles))
            .ok_or_else(|| "no schedule".to_string()),
    }
}

/// `order` with single FMAs paired with later ones: each single FMA, in order, takes the
/// nearest later single FMA of the complementary class that can move up next to it (nothing
/// from its position on is an input of the partner) or next to which it can move down
/// (nothing up to the partner's position depends on it), and the two become one pair where
/// the moved one joins the other. Pairs of `order` that [`class`] does not allow (the
/// compiler's pairs with two sources of one parity on a port, the LLVM #220348 hazard) are
/// split first; the others stay. Applied to the compiler's order, it keeps the compiler's
/// schedule and every pair of it the rules allow, and adds pairs: a list schedule that runs
/// FMAs as soon as they are ready pairs FMAs of one spill window only, when the windows of a
/// spilling kernel come one at a time (each reloaded row's FMAs share a factor register, so
/// they never pair with each other).
fn pair_singles(g: &Graph, fmas: &[(Fma, usize)], order: &[Slot]) -> Vec<Slot> {
    let n = g.items.len();
    let mut node_of_fma = vec![0usize; fmas.len()];
    let mut node_of_other: HashMap<usize, usize> = HashMap::new();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (v, item) in g.items.iter().enumerate() {
        match *item {
            Item::Fma(f) => node_of_fma[f] = v,
            Item::Other(j) => {
                node_of_other.insert(j, v);
            }
        }
        for &s in &g.succs[v] {
            preds[s].push(v);
        }
    }
    let compl = |x: usize, y: usize| class(&fmas[x].0) ^ class(&fmas[y].0) == 7;
    let mut slots: Vec<Option<Slot>> = Vec::with_capacity(order.len() + 1);
    for slot in order {
        match *slot {
            Slot::Pair(x, y) if !compl(x, y) => {
                slots.push(Some(Slot::Single(x)));
                slots.push(Some(Slot::Single(y)));
            }
            other => slots.push(Some(other)),
        }
    }
    // Each node's slot (the order stays topological through every move).
    let mut pos = vec![0usize; n];
    for (i, slot) in slots.iter().enumerate() {
        match slot.expect("every slot is filled before the moves") {
            Slot::Other(j) => pos[node_of_other[&j]] = i,
            Slot::Single(f) => pos[node_of_fma[f]] = i,
            Slot::Pair(x, y) => {
                pos[node_of_fma[x]] = i;
                pos[node_of_fma[y]] = i;
            }
        }
    }
    for i in 0..slots.len() {
        let Some(Slot::Single(x)) = slots[i] else {
            continue;
        };
        let vx = node_of_fma[x];
        let partner = (i + 1..slots.len()).find_map(|j| {
            let Some(Slot::Single(y)) = slots[j] else {
                return None;
            };
            if !compl(x, y) {
                return None;
            }
            let vy = node_of_fma[y];
            if preds[vy].iter().all(|&p| pos[p] < i) {
                Some((j, y, i))
            } else if g.succs[vx].iter().all(|&s| pos[s] > j) {
                Some((j, y, j))
            } else {
                None
            }
        });
        let Some((j, y, at)) = partner else {
            continue;
        };
        // X holds the even accumulator.
        let pair = if fmas[x].0.acc % 2 == 0 {
            Slot::Pair(x, y)
        } else {
            Slot::Pair(y, x)
        };
        slots[i] = None;
        slots[j] = None;
        slots[at] = Some(pair);
        pos[vx] = at;
        pos[node_of_fma[y]] = at;
    }
    slots.into_iter().flatten().collect()
}

/// The compiler's order as slots (a pair of two FMAs stays a pair).
fn original_order(g: &Graph, parts: &Parts) -> Vec<Slot> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < g.items.len() {
        match g.items[k] {
            Item::Other(j) => out.push(Slot::Other(j)),
            Item::Fma(f) => match g.items.get(k + 1) {
                Some(&Item::Fma(h)) if parts.fmas[h].1 == parts.fmas[f].1 => {
                    out.push(Slot::Pair(f, h));
                    k += 1;
                }
                _ => out.push(Slot::Single(f)),
            },
        }
        k += 1;
    }
    out
}

/// Cycles one wave takes through `order` on a small model of the SIMD, to compare orders of
/// one block: every slot issues in a cycle plus its bank conflicts (`flow::banks`' operand
/// cache), and waits until its inputs are there ([`DEP_DISTANCE`] after an FMA,
/// [`LDS_DISTANCE`] or [`VMEM_DISTANCE`] after a load).
fn estimate(g: &Graph, fmas: &[(Fma, usize)], order: &[Slot]) -> u64 {
    let mut node_of_fma = vec![0usize; fmas.len()];
    let mut node_of_other: HashMap<usize, usize> = HashMap::new();
    for (v, item) in g.items.iter().enumerate() {
        match *item {
            Item::Fma(f) => node_of_fma[f] = v,
            Item::Other(j) => {
                node_of_other.insert(j, v);
            }
        }
    }
    let mut arrives = vec![0u64; g.items.len()];
    let mut prev: Vec<u16> = Vec::new();
    let mut t = 0u64;
    for slot in order {
        let (nodes, reads): (Vec<usize>, Vec<u16>) = match *slot {
            Slot::Other(j) => (vec![node_of_other[&j]], Vec::new()),
            Slot::Single(f) => (vec![node_of_fma[f]], factor_reads(&fmas[f].0)),
            Slot::Pair(x, y) => (
                vec![node_of_fma[x], node_of_fma[y]],
                [factor_reads(&fmas[x].0), factor_reads(&fmas[y].0)].concat(),
            ),
        };
        let start = nodes.iter().map(|&v| arrives[v]).fold(t, u64::max);
        let conflicts = u64::from(bank_conflicts(&reads, &prev));
        if matches!(slot, Slot::Other(_)) {
            prev.clear();
        } else {
            prev = reads;
        }
        for &v in &nodes {
            let latency = match g.items[v] {
                Item::Fma(_) => DEP_DISTANCE,
                Item::Other(_) => g.latency[v],
            } as u64;
            for &s in &g.succs[v] {
                arrives[s] = arrives[s].max(start + latency);
            }
        }
        t = start + 1 + conflicts;
    }
    t
}

/// Per item, the position among the other instructions of the first one that depends on it
/// (directly or through FMAs): it cannot issue before the item has; `others` count: none.
/// Edges go forward in the original order, so one backward sweep settles every item.
fn deadlines(g: &Graph) -> Vec<usize> {
    let n = g.items.len();
    let others = g
        .items
        .iter()
        .filter(|i| matches!(i, Item::Other(_)))
        .count();
    let mut rank = vec![others; n];
    let mut pos = others;
    let mut deadline = vec![others; n];
    for v in (0..n).rev() {
        if let Item::Other(_) = g.items[v] {
            pos -= 1;
            rank[v] = pos;
        }
        deadline[v] = g.succs[v]
            .iter()
            .map(|&s| match g.items[s] {
                Item::Other(_) => rank[s],
                Item::Fma(_) => deadline[s],
            })
            .min()
            .unwrap_or(others);
    }
    deadline
}

/// The list schedule of the module doc under `policy`.
fn list_schedule(
    g: &Graph,
    fmas: &[(Fma, usize)],
    deadline: &[usize],
    policy: Policy,
    hold: bool,
) -> Result<Vec<Slot>, String> {
    let n = g.items.len();
    let mut preds = g.preds.clone();
    let key = |node: usize| match policy {
        Policy::Earliest => (node, node),
        Policy::Deadline | Policy::Urgent => (deadline[node], node),
    };
    // The instructions that are not FMAs form a chain: at most one is ready at a time.
    let mut ready_other: Option<usize> = None;
    // Ready FMAs per class, most urgent first.
    let mut ready: [BTreeSet<((usize, usize), usize)>; 8] = Default::default();
    let push = |node: usize,
                ready_other: &mut Option<usize>,
                ready: &mut [BTreeSet<((usize, usize), usize)>]| match g.items[node]
    {
        Item::Fma(f) => {
            ready[class(&fmas[f].0)].insert((key(node), node));
        }
        Item::Other(_) => *ready_other = Some(node),
    };
    for node in (0..n).filter(|&v| preds[v] == 0) {
        push(node, &mut ready_other, &mut ready);
    }
    let mut out = Vec::with_capacity(n);
    let mut done = 0usize;
    // Where each item became ready (slots emitted by then), and the VGPRs the last FMA slot
    // read (the operand cache of `flow::banks`).
    let mut ready_at = vec![0usize; n];
    let mut prev: Vec<u16> = Vec::new();
    // Items whose inputs are issued but whose load data is still on its way: (slot, item).
    let mut held: BTreeSet<(usize, usize)> = BTreeSet::new();
    let mut arrives = vec![0usize; n];
    while done < n {
        // Release what has arrived; when nothing is ready, wait for the first to arrive.
        while let Some(&(at, v)) = held.first() {
            if at > out.len() {
                break;
            }
            held.pop_first();
            push(v, &mut ready_other, &mut ready);
        }
        if ready_other.is_none() && ready.iter().all(|r| r.is_empty()) {
            if let Some((_, v)) = held.pop_first() {
                push(v, &mut ready_other, &mut ready);
            }
        }
        let emitted: Vec<usize> = if let Some(o) = ready_other.take() {
            let Item::Other(j) = g.items[o] else {
                unreachable!("only other instructions are kept apart")
            };
            out.push(Slot::Other(j));
            prev.clear();
            vec![o]
        } else {
            let now = out.len();
            let cost = |x: usize, y: usize| {
                let (fx, fy) = (&fmas[fma_index(g, x)].0, &fmas[fma_index(g, y)].0);
                let conflicts =
                    bank_conflicts(&[factor_reads(fx), factor_reads(fy)].concat(), &prev);
                let stall = |v: usize| DEP_DISTANCE.saturating_sub(now - ready_at[v]) as u32;
                conflicts + stall(x).max(stall(y))
            };
            let picked = next_fmas(&mut ready, policy, &cost);
            let reads = |v: usize| factor_reads(&fmas[fma_index(g, v)].0);
            match picked {
                Some((x, Some(y))) => {
                    out.push(Slot::Pair(fma_index(g, x), fma_index(g, y)));
                    prev = reads(x).into_iter().chain(reads(y)).collect();
                    vec![x, y]
                }
                Some((x, None)) => {
                    out.push(Slot::Single(fma_index(g, x)));
                    prev = reads(x);
                    vec![x]
                }
                None => return Err("the block's dependences form a cycle".into()),
            }
        };
        done += emitted.len();
        for v in emitted {
            for &s in &g.succs[v] {
                preds[s] -= 1;
                arrives[s] = arrives[s].max(out.len() + if hold { g.latency[v] } else { 0 });
                if preds[s] == 0 {
                    ready_at[s] = out.len();
                    held.insert((arrives[s], s));
                }
            }
        }
    }
    Ok(out)
}

fn fma_index(g: &Graph, node: usize) -> usize {
    match g.items[node] {
        Item::Fma(f) => f,
        Item::Other(_) => unreachable!("ready sets of FMAs hold FMAs only"),
    }
}

type Ready = BTreeSet<((usize, usize), usize)>;

/// VALU slots after which a dependent FMA issues without waiting for its input (the window
/// `s_delay_alu`'s `VALU_DEP_1..4` describes).
const DEP_DISTANCE: usize = 4;

/// Takes the next FMAs to emit out of the ready sets: a pair (X first, the even accumulator)
/// or a single; `None` when no FMA is ready. The class pair and X follow `policy`; Y is the
/// ready FMA of the complementary class that costs the pair the fewest cycles (`cost`: bank
/// conflicts and waiting on an input, [`DEP_DISTANCE`]), the most urgent of equals.
fn next_fmas(
    ready: &mut [Ready; 8],
    policy: Policy,
    cost: &dyn Fn(usize, usize) -> u32,
) -> Option<(usize, Option<usize>)> {
    let first = |c: usize, ready: &[Ready; 8]| ready[c].first().copied();
    // Of the complementary class pairs with ready FMAs on both sides, the one holding the
    // most urgent of them.
    let pair = (0..4)
        .filter_map(|c| Some((first(c, ready)?.min(first(c ^ 7, ready)?), c)))
        .min();
    let urgent = (0..8).filter_map(|c| Some((first(c, ready)?, c))).min()?;
    let c = match (policy, pair) {
        (Policy::Urgent, _) | (_, None) => {
            let c = urgent.1;
            if first(c ^ 7, ready).is_none() {
                let (_, x) = ready[c].pop_first()?;
                return Some((x, None));
            }
            // X holds the even accumulator.
            if c & 4 == 0 {
                c
            } else {
                c ^ 7
            }
        }
        (_, Some((_, c))) => c,
    };
    let (_, first_x) = *ready[c].first()?;
    let (_, first_y) = *ready[c ^ 7].first()?;
    // The more urgent side stays; the other side is chosen by cost.
    let (keep, choose) = if ready[c].first() < ready[c ^ 7].first() {
        (c, c ^ 7)
    } else {
        (c ^ 7, c)
    };
    let fixed = if keep == c { first_x } else { first_y };
    let cheapest = *ready[choose]
        .iter()
        .min_by_key(|(k, v)| (cost(fixed, *v), *k))?;
    ready[keep].pop_first();
    ready[choose].remove(&cheapest);
    let (x, y) = if keep == c {
        (fixed, cheapest.1)
    } else {
        (cheapest.1, fixed)
    };
    Some((x, Some(y)))
}

/// Whether FMAs `x` and `y` make a legal VOPD pair ([`fmac_pair_legal`]) clear of the
/// #220348 hazard (VGPR sources of one port of the same parity): what [`class`] promises,
/// checked on the operands before anything is emitted.
fn legal_pair(parts: &Parts, x: usize, y: usize) -> Result<(), &'static str> {
    let src0 = |f: &Fma| match f.scalar {
        Some(s) => {
            let o = &parts.scalars[usize::from(s)];
            if o.as_reg().is_some() || matches!(o.kind, crate::asm::OperandKind::Special(_)) {
                PairSrc::Scalar(o.to_string())
            } else {
                PairSrc::Inline
            }
        }
        None => PairSrc::Vgpr(f.a),
    };
    let (fx, fy) = (parts.fmas[x].0, parts.fmas[y].0);
    let (sx, sy) = (src0(&fx), src0(&fy));
    fmac_pair_legal(
        (fx.acc, &sx, &PairSrc::Vgpr(fx.b)),
        (fy.acc, &sy, &PairSrc::Vgpr(fy.b)),
    )?;
    if fx.b % 2 == fy.b % 2 {
        return Err("hazard: VSRC1 of X and Y with the same VGPR parity (LLVM #220348)");
    }
    if let (PairSrc::Vgpr(a), PairSrc::Vgpr(b)) = (sx, sy) {
        if a % 2 == b % 2 {
            return Err("hazard: SRC0 of X and Y with the same VGPR parity (LLVM #220348)");
        }
    }
    Ok(())
}

/// The block in its new order as insertions: before each kept instruction the FMAs scheduled
/// before it; a split pair's other half goes in as its single-issue form with them.
fn emit(
    cx: &PassContext,
    flow: &KernelFlow,
    parts: &Parts,
    order: &[Slot],
    scope: &str,
) -> Result<Vec<(usize, Vec<Instruction>)>, Refusal> {
    let code = &flow.code;
    let half = |f: usize| {
        let (fma, _) = parts.fmas[f];
        let src0 = match fma.scalar {
            Some(s) => parts.scalars[usize::from(s)].clone(),
            None => Operand::vgpr(fma.a),
        };
        Instruction::new(
            DUAL_FMAC,
            [Operand::vgpr(fma.acc), src0, Operand::vgpr(fma.b)],
        )
    };
    let mut insertions: Vec<(usize, Vec<Instruction>)> = Vec::new();
    let mut pending: Vec<Instruction> = Vec::new();
    for slot in order {
        match *slot {
            Slot::Pair(x, y) => {
                legal_pair(parts, x, y).map_err(|rule| {
                    Refusal(
                        scope.to_string(),
                        format!(
                            "`{} :: {}` would break VOPD's rules: {rule}",
                            half(x),
                            half(y)
                        ),
                    )
                })?;
                let mut inst = half(x);
                inst.dual = Some(Box::new(half(y)));
                pending.push(inst);
            }
            Slot::Single(f) => {
                let Some(single) = single_issue_form(cx.isa, &half(f)) else {
                    return refuse(scope, format!("`{}` has no single-issue form", half(f)));
                };
                pending.push(single);
            }
            Slot::Other(j) => match &parts.others[j].split {
                Some(s) => pending.push(s.clone()),
                None if pending.is_empty() => {}
                None => insertions.push((
                    code.insts[parts.others[j].orig].line,
                    std::mem::take(&mut pending),
                )),
            },
        }
    }
    if !pending.is_empty() {
        let last = parts.insts.last().map_or(0, |&i| code.insts[i].line);
        insertions.push((last + 1, pending));
    }
    Ok(insertions)
}
