//! Factor allocation: FMAs whose factors share no aligned pair are made to pack by choosing the
//! registers of the factor values rather than by copying them (issue 22, goal 4).
//!
//! Two FMAs pack when, source by source, their two values lie in one even-aligned pair
//! (`op_sel`/`op_sel_hi` pick the half per lane, so a shared value is broadcast). Where they do
//! not, the value's whole def-use web ([`crate::flow::webs::web`]: every write and read of it,
//! proved to be its whole life on every lane, never part of a tuple) is renamed to a VGPR no
//! instruction of the kernel names, next to its partner's register (or both webs to a free
//! aligned pair). A web rename is an identity of the program wherever the web lies, so no
//! copy is needed on any edge and no instruction is added: the timing model has nothing to
//! price, and only the VGPR count can grow, within the registers the occupancy allows
//! ([`super::Budget::free_registers`]).
//!
//! Candidates are the FMAs the pairing would take if their factors aligned: two accumulators
//! with as many updates, each update able to meet its partner's, and two FMAs whose
//! destinations already form an aligned pair. A candidate is taken whole or not at all, and a
//! web that one alignment used stays where it is for the rest (moving it again would break
//! that alignment). The moves are kept only when the pairing then packs more FMAs than it
//! does without them; otherwise the module is put back as it was and the log says so.

use super::{
    accumulators, block_fmas, find_kernel, meeting, mismatched, planned, Budget, Fma, HotLoop,
    Options,
};
use crate::flow::stats::kernel_stats;
use crate::flow::KernelFlow;
use crate::passes::remap::rename_single_vgprs;
use crate::passes::{PassContext, PassLogEntry};
use std::collections::{BTreeMap, BTreeSet};

/// One value's web renamed from `from` to `to`.
#[derive(Clone, Debug)]
struct Move {
    web: BTreeSet<usize>,
    from: u16,
    to: u16,
}

/// What the choice found: the moves, the scope for the log, why candidates failed, the
/// block's plain scalar FMAs, and the kernel's registers and occupancy.
struct Choice {
    moves: Vec<Move>,
    fmas: usize,
    scope: String,
    why_not: Vec<String>,
    /// VGPRs before and after the moves.
    vgprs: (u32, u32),
    /// Waves per SIMD before and after the moves (lower only under `allow-occupancy-drop`).
    occupancy: (u32, u32),
}

/// Moves factor webs into aligned pairs when that lets the pairing pack more FMAs (the module
/// doc); leaves the module unchanged otherwise. Says what it did or why not in `log`.
pub(super) fn align_factors(
    cx: &mut PassContext,
    name: &str,
    opts: Options,
    log: &mut PassLogEntry,
) {
    let before = pair_count(cx, name, opts);
    let Some(choice) = choose(cx, name, opts) else {
        return;
    };
    // Nothing to gain where every FMA of the block packs already.
    if 2 * before >= choice.fmas {
        return;
    }
    if choice.moves.is_empty() {
        if let Some(why) = choice.why_not.first() {
            log.refused.push((
                choice.scope,
                format!("no factor moved into an aligned pair: {why}"),
            ));
        }
        return;
    }
    let mark = cx.module.edit_mark();
    let saved = apply(cx, name, &choice.moves);
    let after = pair_count(cx, name, opts);
    let scope = choice.scope;
    if after <= before {
        cx.module.put_back(mark, saved);
        log.refused.push((
            scope,
            format!(
                "moving {} factor values into aligned pairs would pack no more FMAs ({before} -> {after} pairs): left where they are",
                choice.moves.len()
            ),
        ));
        return;
    }
    let list: Vec<String> = choice
        .moves
        .iter()
        .map(|m| format!("v{} -> v{}", m.from, m.to))
        .collect();
    log.changed.push(format!(
        "{scope}: {} factor values moved into aligned pairs ({}): their def-use webs renamed to VGPRs the kernel did not use, no instruction added; pairs {before} -> {after}; VGPRs {} -> {}, occupancy {} -> {} waves/SIMD",
        choice.moves.len(),
        list.join(", "),
        choice.vgprs.0,
        choice.vgprs.1,
        choice.occupancy.0,
        choice.occupancy.1
    ));
}

/// How many packed FMAs the pairing plans on the module as it is (0 when it refuses).
fn pair_count(cx: &PassContext, name: &str, opts: Options) -> usize {
    let mut scratch = crate::passes::entry("pkfma", name);
    planned(cx, name, opts, &mut scratch).map_or(0, |p| p.plan.pairs.len())
}

/// Renames every move's web; returns the lines as they were, for [`crate::asm::Module::put_back`].
fn apply(cx: &mut PassContext, name: &str, moves: &[Move]) -> Vec<(usize, crate::asm::Line)> {
    // The flow `choose` planned on, rebuilt (the module is unchanged in between).
    let Some(flow) = find_kernel(cx, name).ok().and_then(|k| cx.flow(&k).ok()) else {
        return Vec::new();
    };
    let mut saved = Vec::new();
    for m in moves {
        let sigma: BTreeMap<u16, u16> = [(m.from, m.to)].into_iter().collect();
        for &i in &m.web {
            let line = flow.code.insts[i].line;
            saved.push((line, cx.module.lines[line].clone()));
            if let Some(inst) = cx.module.instruction_mut(line) {
                rename_single_vgprs(inst, &sigma);
            }
        }
    }
    // Put back in reverse so a line two moves touched gets its first saved state.
    saved.reverse();
    saved
}

/// The moves that align the factors of the candidates (the module doc), planned on the module
/// as it is; `None` when the block has nothing the pairing could take.
fn choose(cx: &PassContext, name: &str, opts: Options) -> Option<Choice> {
    let k = find_kernel(cx, name).ok()?;
    let flow = cx.flow(&k).ok()?;
    let stats = kernel_stats(cx.module, &k, cx.isa, &flow);
    let hl = HotLoop::find(cx.module, &flow, stats.hot_loop_id?).ok()?;
    let mut scratch = crate::passes::entry("pkfma", name);
    let (fmas, plain) = block_fmas(cx.module, &flow, hl.block, &hl.scope, &mut scratch);
    let (pinned, updates) = accumulators(&flow, &hl.insts, &plain, &fmas);
    let budget = Budget::new(cx.target, &k, &stats.resources);
    let mut alloc = Alloc {
        cx,
        flow: &flow,
        fmas: &fmas,
        moves: Vec::new(),
        fixed: BTreeSet::new(),
        free: budget.free_registers(&flow, opts),
        why_not: Vec::new(),
    };
    for group in candidates(&flow, &fmas, &pinned, &updates) {
        alloc.try_group(&group);
    }
    let res = &stats.resources;
    let top = alloc.moves.iter().map(|m| m.to as u32 + 1).max();
    let vgprs = res.vgprs.max(top.unwrap_or(0));
    Some(Choice {
        moves: alloc.moves,
        fmas: fmas.len(),
        scope: hl.scope,
        why_not: alloc.why_not,
        vgprs: (res.vgprs, vgprs),
        occupancy: (res.occupancy, budget.occupancy(vgprs)),
    })
}

/// Groups of FMA pairs (indices into `fmas`) that pack once their factors align: accumulators
/// with as many updates, each able to meet its partner's, whose factors do not all align
/// already (those without any partner that aligns as they are; aligned destinations first),
/// then FMAs whose fixed destinations form an aligned pair and whose addends already align.
fn candidates(
    flow: &KernelFlow,
    fmas: &[Fma],
    pinned: &BTreeSet<u16>,
    updates: &BTreeMap<u16, Vec<usize>>,
) -> Vec<Vec<(usize, usize)>> {
    let zipped = |x: u16, y: u16| -> Option<Vec<(usize, usize)>> {
        let (ux, uy) = (&updates[&x], &updates[&y]);
        if ux.len() != uy.len() {
            return None;
        }
        let pairs: Vec<(usize, usize)> = ux.iter().copied().zip(uy.iter().copied()).collect();
        pairs
            .iter()
            .all(|&(p, q)| meeting(flow, &fmas[p], &fmas[q], false).is_some())
            .then_some(pairs)
    };
    let aligned = |pairs: &[(usize, usize)]| {
        pairs
            .iter()
            .all(|&(p, q)| mismatched(&fmas[p], &fmas[q], 2).next().is_none())
    };
    let accs: Vec<u16> = updates.keys().copied().collect();
    // Accumulators the pairing matches without any move stay out of the candidates.
    let matched_as_is: BTreeSet<u16> = accs
        .iter()
        .copied()
        .filter(|&x| {
            accs.iter()
                .any(|&y| y != x && zipped(x, y).is_some_and(|p| aligned(&p)))
        })
        .collect();
    let mut taken: BTreeSet<u16> = matched_as_is;
    let mut groups = Vec::new();
    for same_pair in [true, false] {
        for &x in &accs {
            if taken.contains(&x) {
                continue;
            }
            let found = accs.iter().copied().find_map(|y| {
                let fits = y != x && !taken.contains(&y) && (!same_pair || x / 2 == y / 2);
                fits.then(|| zipped(x, y)).flatten().map(|p| (y, p))
            });
            if let Some((y, pairs)) = found {
                taken.extend([x, y]);
                groups.push(pairs);
            }
        }
    }
    let mut used: BTreeSet<usize> = BTreeSet::new();
    for p in 0..fmas.len() {
        let f = &fmas[p];
        if used.contains(&p) || !pinned.contains(&f.dst) {
            continue;
        }
        let partner = (p + 1..fmas.len()).find(|&q| {
            let g = &fmas[q];
            !used.contains(&q)
                && pinned.contains(&g.dst)
                && f.dst != g.dst
                && f.dst / 2 == g.dst / 2
                && f.src[2] / 2 == g.src[2] / 2
                && mismatched(f, g, 2).next().is_some()
                && meeting(flow, f, g, false).is_some()
        });
        if let Some(q) = partner {
            used.extend([p, q]);
            groups.push(vec![(p, q)]);
        }
    }
    groups
}

/// The allocation in progress.
struct Alloc<'a, 'c> {
    cx: &'a PassContext<'c>,
    flow: &'a KernelFlow,
    fmas: &'a [Fma],
    moves: Vec<Move>,
    /// Webs an alignment relies on, by (register, first instruction).
    fixed: BTreeSet<(u16, usize)>,
    /// VGPRs no instruction names, below the occupancy's limit, not yet taken by a move.
    free: BTreeSet<u16>,
    why_not: Vec<String>,
}

/// A value read by an FMA: its web, the register it has now, and whether it may move.
struct Value {
    web: BTreeSet<usize>,
    key: (u16, usize),
    orig: u16,
    now: u16,
    movable: bool,
}

impl Alloc<'_, '_> {
    /// Aligns every mismatched factor of every pair of `group`, or leaves the state as it was.
    fn try_group(&mut self, group: &[(usize, usize)]) {
        let (moves, fixed, free) = (self.moves.len(), self.fixed.clone(), self.free.clone());
        for &(p, q) in group {
            let (f, g) = (self.fmas[p], self.fmas[q]);
            for i in 0..2 {
                if let Err(why) = self.align(f.at, f.src[i], g.at, g.src[i]) {
                    self.why_not.push(why);
                    self.moves.truncate(moves);
                    self.fixed = fixed;
                    self.free = free;
                    return;
                }
            }
        }
    }

    /// The value instruction `at` reads in `r`, as the moves so far left it.
    fn value(&self, at: usize, r: u16) -> Result<Value, String> {
        let (cx, flow) = (self.cx, self.flow);
        let web = crate::flow::webs::web(cx.module, cx.isa, flow, at, r, true, &mut |_| {
            crate::flow::webs::TupleAccept::No
        })?;
        let key = (r, web.first().copied().unwrap_or(at));
        let now = self
            .moves
            .iter()
            .find(|m| m.from == r && m.web.contains(&at))
            .map_or(r, |m| m.to);
        // An accumulator's web belongs to the pairing's own renaming.
        let accumulates = self
            .fmas
            .iter()
            .any(|f| f.dst == r && f.src[2] == r && web.contains(&f.at));
        let movable = !accumulates && !self.fixed.contains(&key);
        Ok(Value {
            web,
            key,
            orig: r,
            now,
            movable,
        })
    }

    /// Puts the value FMA `fa` reads in `a` and the one `ga` reads in `b` into one aligned pair:
    /// one moves next to the other, or both move to a free pair.
    fn align(&mut self, fa: usize, a: u16, ga: usize, b: u16) -> Result<(), String> {
        let (va, vb) = (self.value(fa, a)?, self.value(ga, b)?);
        let keys = [va.key, vb.key];
        if va.now / 2 == vb.now / 2 {
            self.fixed.extend(keys);
            return Ok(());
        }
        let next_to = |v: &Value, w: &Value| w.movable && self.free.contains(&(v.now ^ 1));
        let plan: Vec<(Value, u16)> = if next_to(&va, &vb) {
            let to = va.now ^ 1;
            vec![(vb, to)]
        } else if next_to(&vb, &va) {
            let to = vb.now ^ 1;
            vec![(va, to)]
        } else if va.movable && vb.movable {
            let Some(t) = self
                .free
                .iter()
                .copied()
                .find(|&t| t % 2 == 0 && self.free.contains(&(t + 1)))
            else {
                return Err(format!(
                    "no free aligned VGPR pair for v{} and v{} within the occupancy",
                    va.now, vb.now
                ));
            };
            vec![(va, t), (vb, t + 1)]
        } else {
            return Err(format!(
                "v{} and v{} cannot share an aligned pair: the one that would move is already placed for another pair or has no free neighbour",
                va.now, vb.now
            ));
        };
        // A value that moves was never moved before (a moved value is fixed, not movable).
        for (v, to) in plan {
            self.free.remove(&to);
            self.moves.push(Move {
                web: v.web,
                from: v.orig,
                to,
            });
        }
        self.fixed.extend(keys);
        Ok(())
    }
}
