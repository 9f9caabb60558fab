//! Planning one loop's rewrite: its global loads grouped into streams (pointer, shift, stride
//! and lane registers), and the proof that every offset stays in range, from the user's facts,
//! from derived ones (`sgpr-addr=derive`), or by a run-time check of the exit test.

use super::{loop_label, name_map, ranges, scope, LaneReg, Member, Plan, Stream};
use crate::flow::address::{Atom, Cond, Eval, ExitTest, Interval, LaneCounter, Poly, Ranges};
use crate::flow::dataflow::ENTRY;
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
use crate::isa::{AddrSpace, Unit};
use crate::kernel::Kernel;
use crate::passes::assume::{self, Fact, Rel};
use crate::passes::{PassContext, PassError, PassLogEntry};
use std::collections::{BTreeMap, BTreeSet};

/// Plans the rewrite of loop `j`: its global loads grouped into streams, and how their
/// offsets are proved in range (the user's facts, derived facts, or a run-time check).
/// `None`: nothing to do or refused (logged).
pub(super) fn plan_loop(
    cx: &PassContext,
    k: &Kernel,
    flow: &KernelFlow,
    j: usize,
    user: &[Fact],
    derive: bool,
    log: &mut PassLogEntry,
) -> Result<Option<Plan>, PassError> {
    let lp = &flow.loops.loops[j];
    let label = loop_label(flow, lp);
    let loads = loop_loads(cx, flow, j, log);
    if loads.is_empty() {
        return Ok(None);
    }
    if let Err(why) = loop_shape(flow, lp) {
        log.refused.push((label, why.into()));
        return Ok(None);
    }
    let mut ev = Eval::new(cx.module, k, cx.isa, flow, lp);
    let avail = available(flow, lp, &mut ev);
    let mut streams = group_streams(cx, flow, &mut ev, &loads, &avail, log);
    let written = super::loop_defs(flow, lp);
    // Without an unreferenced VGPR every offset is formed just before its loads, where the
    // registers' values there are what counts.
    let local_only = !super::has_unreferenced_vgpr(flow);
    for s in &mut streams {
        prefer_unwritten(&mut ev, s, &avail, &written);
        if local_only {
            choose_at_loads(&mut ev, flow, s, &avail, &written);
        }
    }
    // Uniform parts must be made of arguments, workgroup ids and constants.
    streams.retain(|s| {
        let ok = s.members.iter().all(|m| made_of_args(&m.u)) && made_of_args(&s.stride);
        if !ok {
            log.refused.push((
                scope(cx, flow, s.members[0].inst),
                "the uniform part of the index is not made of arguments, workgroup ids and constants".into(),
            ));
        }
        ok
    });
    if streams.is_empty() {
        return Ok(None);
    }
    let names = name_map(k);
    // `NAME=V` facts turn the argument into a constant (strides and bases fold).
    let eq = equalities(&names, user);
    for s in &mut streams {
        s.stride = specialise(&s.stride, &eq);
        for m in &mut s.members {
            m.u = specialise(&m.u, &eq);
        }
    }
    // Before any proof: the names come from the exit test as the default ranges read it.
    let needed = needed_names(&streams, &names, &mut ev);
    let pf = Proof {
        k,
        flow,
        lp,
        names,
        eq,
        needed,
        streams: &streams,
        user,
    };
    let Some(proved) = prove(&pf, &mut ev, derive, &label, log) else {
        return Ok(None);
    };
    for &(j, k) in &proved.needs_bounds {
        streams[j].members[k].needs_bounds = true;
    }
    // In reverse, so that earlier indices stay valid.
    for d in proved.dropped.iter().rev() {
        let m = streams[d.stream].members.remove(d.member);
        log.refused.push((scope(cx, flow, m.inst), d.why.clone()));
    }
    streams.retain(|s| !s.members.is_empty());
    let eq = equalities(&name_map(k), user);
    for s in &mut streams {
        s.drift = lane_drift(&mut ev, s, &avail, &written).map(|d| specialise(&d, &eq));
    }
    if proved.guard.is_some() {
        // The run-time check tests `R` itself, which a register holding `x << j` does not
        // give back exactly (its top bits are gone), and reads it in the preheader, where
        // registers chosen by their values at the loads do not hold it yet; the static proofs
        // need no register.
        streams.retain(|s| {
            let why = if s.at_loads {
                let regs: Vec<String> = s.regs.iter().map(|l| l.unit.to_string()).collect();
                format!(
                    "the lane part is held only as the stream's first load reads {} (changed \
                     inside the loop), which the preheader's run-time check cannot read: pass \
                     --assume facts that prove the range (or sgpr-addr=derive)",
                    regs.join(" + ")
                )
            } else if s.regs.iter().any(LaneReg::in_bytes) {
                "the lane part is held only shifted left, which the run-time check cannot \
                 test: pass --assume facts that prove the range (or sgpr-addr=derive)"
                    .into()
            } else {
                return true;
            };
            log.refused.push((scope(cx, flow, s.members[0].inst), why));
            false
        });
        if streams.is_empty() {
            return Ok(None);
        }
    }
    // The bounds are tested only for the loads that need them.
    let mut checks = proved.checks;
    if streams
        .iter()
        .flat_map(|s| &s.members)
        .any(|m| m.needs_bounds)
    {
        log.changed.push(format!(
            "{label}: the widened terms of the 64-bit addresses are in range under bounds the \
             run-time check tests as well: {}",
            checks_text(&checks)
        ));
    } else {
        checks.clear();
    }
    Ok(Some(Plan {
        streams,
        facts: proved.facts,
        derived: proved.derived,
        guard: proved.guard,
        checks,
    }))
}

/// When stream `s`'s lane registers include one the loop writes in a way the offset cannot
/// follow (no [`lane_drift`]), the lane registers the loop does not write instead, if some
/// hold the same lane part: the members' uniform parts take up the difference of the two `R`.
fn prefer_unwritten(
    ev: &mut Eval,
    s: &mut Stream,
    avail: &BTreeMap<RegUnit, Poly>,
    written: &BTreeSet<RegUnit>,
) {
    if lane_drift(ev, s, avail, written).is_some() {
        return;
    }
    let fixed: BTreeMap<RegUnit, Poly> = avail
        .iter()
        .filter(|(u, _)| !written.contains(u))
        .map(|(u, p)| (*u, p.clone()))
        .collect();
    rebase_lanes(s, &fixed);
}

/// Stream `s` on lane registers chosen from `values` (register -> its value where the offset
/// is formed), the members' uniform parts taking up the difference of the two `R`; false, and
/// `s` unchanged, when no choice covers its lane part.
fn rebase_lanes(s: &mut Stream, values: &BTreeMap<RegUnit, Poly>) -> bool {
    let lanes = lane_part(&s.r);
    let Some((regs, r)) = lane_registers(&s.r, &lanes, s.ptr, s.shift, values) else {
        return false;
    };
    for m in &mut s.members {
        m.u = m.u.add(&s.r).sub(&r);
    }
    s.regs = regs;
    s.r = r;
    true
}

/// When stream `s`'s lane registers, chosen by their values before the loop, include one the
/// offset formed before the loads cannot follow (no [`lane_drift`]): lane registers chosen by
/// their values just before the stream's first load instead, each there `share + Iter * d`
/// ([`values_at`]). The low half of a 64-bit address the loop forms in place (gfx942
/// clang-22: `v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]` adds a pointer induction and a lane
/// offset into the first load's own pair) holds all of `R` there. The members' uniform parts
/// take up the difference of the two `R`; the stream is then [`Stream::at_loads`].
fn choose_at_loads(
    ev: &mut Eval,
    flow: &KernelFlow,
    s: &mut Stream,
    avail: &BTreeMap<RegUnit, Poly>,
    written: &BTreeSet<RegUnit>,
) {
    if s.regs.is_empty() || lane_drift(ev, s, avail, written).is_some() {
        return;
    }
    let Some(first) = s.members.iter().map(|m| m.inst).min() else {
        return;
    };
    let here: BTreeMap<RegUnit, Poly> = values_at(ev, flow, first)
        .into_iter()
        .map(|(u, (share, _))| (u, share))
        .collect();
    if rebase_lanes(s, &here) {
        s.at_loads = true;
    }
}

/// The VGPRs and AGPRs instruction `at`'s block touches whose value just before `at` is
/// `share + Iter * d`, `share` free of `Iter` and `d` made of arguments and workgroup ids
/// (uniform): unit -> (share, d). A register the loop steps by anything else (an amount that
/// differs between lanes, or one the analysis does not know) is not among them.
fn values_at(ev: &mut Eval, flow: &KernelFlow, at: usize) -> BTreeMap<RegUnit, (Poly, Poly)> {
    let block = flow.cfg.blocks[flow.cfg.block_of[at].index()].insts.clone();
    let units: BTreeSet<RegUnit> = flow.code.insts[block]
        .iter()
        .flat_map(|ins| ins.defs.iter().chain(&ins.uses).copied())
        .filter(|u| u.is_vgpr() || u.is_agpr())
        .collect();
    let mut out = BTreeMap::new();
    for u in units {
        let Some((share, d)) = ev.value_before(at, u).and_then(|v| v.split_iter()) else {
            continue;
        };
        if made_of_args(&d) {
            out.insert(u, (share, d));
        }
    }
    out
}

/// True for a polynomial of arguments, workgroup ids and constants. Arguments include the
/// hidden ones and 16-bit fields of the kernarg segment (`Atom::Half`: `blockDim.x` as
/// `hidden_group_size_x`): the segment is read-only for the dispatch, so every value loaded
/// from it at a constant offset is the same in every lane, iteration and wave.
pub(super) fn made_of_args(p: &Poly) -> bool {
    !p.has(|a| !matches!(a, Atom::Arg(_) | Atom::Half(_) | Atom::Sgpr(_)))
}

/// The byte drift per iteration of stream `s`'s lane registers as its first load reads them
/// (see [`Stream::drift`]): each register the loop writes must read there as its value before
/// the loop plus `Iter * d` (an induction the address analysis proves, `d` uniform and made of
/// arguments); its share of the byte offset `R << shift` moves by `d << (shift - pre_shift)`.
/// A stream chosen [`Stream::at_loads`] compares with its registers' shares there instead.
fn lane_drift(
    ev: &mut Eval,
    s: &Stream,
    avail: &BTreeMap<RegUnit, Poly>,
    written: &BTreeSet<RegUnit>,
) -> Option<Poly> {
    let first = s.members.iter().map(|m| m.inst).min()?;
    let mut drift = Poly::default();
    for l in s
        .regs
        .iter()
        .filter(|l| s.at_loads || written.contains(&l.unit))
    {
        let (rest, step) = ev.value_before(first, l.unit)?.split_iter()?;
        if !s.at_loads && rest != *avail.get(&l.unit)? {
            return None;
        }
        if !made_of_args(&step) {
            return None;
        }
        let up = s.shift.checked_sub(l.pre_shift)?;
        drift = drift.add(&step.scale(1i64 << up));
    }
    Some(drift)
}

/// The global loads and stores of loop `j`'s own blocks (atomics are logged as refused).
fn loop_loads(cx: &PassContext, flow: &KernelFlow, j: usize, log: &mut PassLogEntry) -> Vec<usize> {
    let mut loads = Vec::new();
    for (i, ins) in flow.code.insts.iter().enumerate() {
        let b = flow.cfg.block_of[i];
        if flow.loops.innermost(b).map(|l| l.0 as usize) != Some(j) {
            continue;
        }
        // Global memory by the table (the `global_load*` / `global_store*` forms, aliases
        // included), not by the mnemonic's spelling.
        let info = cx.isa.info(ins.op);
        if ins.dual.is_some() || info.addr_space != Some(AddrSpace::Global) {
            continue;
        }
        // Stores have the same SGPR-base form and the same address: they join the streams
        // under the same proof. Atomics are left alone (logged): their returning forms put
        // the address second, and none of them is emulated against a rewrite here.
        match info.unit {
            Unit::VmemLoad | Unit::VmemStore => loads.push(i),
            Unit::VmemAtomic => log.refused.push((
                scope(cx, flow, i),
                "atomics are not rewritten (only loads and stores)".into(),
            )),
            _ => {}
        }
    }
    loads
}

/// Why the loop's shape does not take the rewrite's code: a preheader for the bases, one latch
/// for the step, and no SCC read in the loop that was set before it (the preheader code, bases
/// and run-time check, sets SCC).
fn loop_shape(flow: &KernelFlow, lp: &crate::flow::loops::Loop) -> Result<(), &'static str> {
    if lp.preheader.is_none() {
        return Err("the loop has no unique preheader");
    }
    if lp.latches.len() != 1 {
        return Err("the loop has more than one latch");
    }
    let scc = crate::flow::regs::SCC;
    let scc_in = flow.code.insts.iter().enumerate().any(|(i, ins)| {
        lp.contains(flow.cfg.block_of[i])
            && ins.uses.contains(&scc)
            && flow
                .def_use
                .reaching(i, scc)
                .iter()
                .any(|&d| d == ENTRY || !lp.contains(flow.cfg.block_of[d as usize]))
    });
    if scc_in {
        return Err("the loop reads SCC set before it");
    }
    Ok(())
}

/// Registers the loop reads whose value is fixed before it: (unit, value at the preheader).
fn available(
    flow: &KernelFlow,
    lp: &crate::flow::loops::Loop,
    ev: &mut Eval,
) -> BTreeMap<RegUnit, Poly> {
    let mut avail: BTreeMap<RegUnit, Poly> = BTreeMap::new();
    for (i, ins) in flow.code.insts.iter().enumerate() {
        if !lp.contains(flow.cfg.block_of[i]) {
            continue;
        }
        for &u in &ins.uses {
            if !(u.is_vgpr() || u.is_agpr()) || avail.contains_key(&u) {
                continue;
            }
            let defs = flow.def_use.reaching(i, u);
            let outside: Vec<u32> = defs
                .iter()
                .copied()
                .filter(|&d| d != ENTRY && !lp.contains(flow.cfg.block_of[d as usize]))
                .collect();
            let [d] = outside[..] else { continue };
            if defs.len() > 2 || defs.contains(&ENTRY) {
                continue;
            }
            // With a second definition inside the loop (an induction, 32 or 64 bits) the value
            // is the one before the loop: the offset's start reads it in the preheader, and a
            // per-iteration offset only takes registers the loop does not write.
            if let Some(p) = ev.def_value(d as usize, u) {
                if !p.has(|a| *a == Atom::Iter) {
                    avail.insert(u, p);
                }
            }
        }
    }
    avail
}

/// The part of `p` that differs between lanes.
fn lane_part(p: &Poly) -> Poly {
    Poly(
        p.0.iter()
            .filter(|(m, _)| m.iter().any(|a| !a.uniform()))
            .map(|(m, c)| (m.clone(), *c))
            .collect(),
    )
}

/// The loads as streams: loads with the same pointer, shift, stride and lane part share one
/// VGPR offset. Loads whose address does not fit are logged as refused.
fn group_streams(
    cx: &PassContext,
    flow: &KernelFlow,
    ev: &mut Eval,
    loads: &[usize],
    avail: &BTreeMap<RegUnit, Poly>,
    log: &mut PassLogEntry,
) -> Vec<Stream> {
    let mut streams: Vec<Stream> = Vec::new();
    for &i in loads {
        let acc = match ev.access(i) {
            Ok(a) => a,
            Err(why) => {
                log.refused.push((scope(cx, flow, i), why));
                continue;
            }
        };
        let Some((rest, stride)) = acc.idx.split_iter() else {
            log.refused.push((
                scope(cx, flow, i),
                "the index is not linear in the iteration".into(),
            ));
            continue;
        };
        if !stride.uniform() {
            log.refused.push((
                scope(cx, flow, i),
                "the per-iteration step differs between lanes".into(),
            ));
            continue;
        }
        // An address the hardware forms as `P + (sext(idx) << sh)` has the one condition
        // `idx in [-2^31, 2^31)`, which the offset proof or the run-time check (on the values
        // the lanes hold) covers. A 64-bit sum of widened terms equals that only when each
        // term and the integer sum stay in range: static obligations, since the run-time
        // check sees the 32-bit values, not the integers the terms stand for.
        // The whole index's own condition is that one, which the offset proof covers (the
        // run-time check adds it back as a static obligation when there are widened terms:
        // it sees 32-bit values only); the widened terms' remain. A 64-bit induction stepped
        // by a constant then has none that depends on the iteration.
        let i32_range = Interval::new(i32::MIN as i128, i32::MAX as i128);
        let conds: Vec<Cond> = acc
            .conds
            .iter()
            .filter(|c| !(c.poly == acc.idx && c.range == i32_range))
            .cloned()
            .collect();
        let lanes = lane_part(&rest);
        if let Some(s) = streams.iter_mut().find(|s| {
            s.ptr == acc.ptr
                && s.shift == acc.shift
                && s.stride == stride
                && lane_part(&s.r) == lanes
        }) {
            let u = rest.sub(&s.r);
            s.members.push(Member {
                inst: i,
                u,
                conds,
                needs_bounds: false,
            });
            continue;
        }
        let Some((regs, r)) = lane_registers(&rest, &lanes, acc.ptr, acc.shift, avail) else {
            log.refused.push((
                scope(cx, flow, i),
                "the lane part of the index is not held by a register before the loop".into(),
            ));
            continue;
        };
        let u = rest.sub(&r);
        streams.push(Stream {
            ptr: acc.ptr,
            shift: acc.shift,
            stride,
            regs,
            r,
            members: vec![Member {
                inst: i,
                u,
                conds,
                needs_bounds: false,
            }],
            drift: None,
            at_loads: false,
        });
    }
    streams
}

/// One or two registers available before the loop whose shares sum to a value `R` that leaves
/// a uniform rest of the index `rest` (whose lane part is `lanes`): the registers and `R`.
///
/// A register may hold its share already shifted left by up to `shift` bits (the low half of
/// a 64-bit `sext(x) << 2` the compiler formed before the loop, or an LDS address `4*x + c`):
/// the byte offset `R << shift` is then that register shifted by the rest. Unshifted
/// registers are tried first, then fewer shifted ones.
fn lane_registers(
    rest: &Poly,
    lanes: &Poly,
    ptr: u32,
    shift: u32,
    avail: &BTreeMap<RegUnit, Poly>,
) -> Option<(Vec<LaneReg>, Poly)> {
    if lanes.0.is_empty() {
        return Some((Vec::new(), Poly::default()));
    }
    let plo = Poly::atom(Atom::Arg(ptr));
    // A pointer's halves are no index: a register holding one is only taken `less_ptr`.
    let pointer_half = |a: &Atom| *a == Atom::Arg(ptr) || *a == Atom::Arg(ptr + 4);
    let mut cands: Vec<(LaneReg, Poly)> = Vec::new();
    for pre_shift in 0..=shift {
        for (&unit, p) in avail.iter().filter(|(_, p)| !p.has(pointer_half)) {
            if let Some(x) = p.div_exact(1i64 << pre_shift) {
                let less_ptr = false;
                cands.push((
                    LaneReg {
                        unit,
                        pre_shift,
                        less_ptr,
                    },
                    x,
                ));
            }
        }
    }
    // The low half of a pointer `P + (x << shift)`, as compilers keep 64-bit addresses.
    for (&unit, p) in avail {
        if p.0.get(&vec![Atom::Arg(ptr)]) == Some(&1) {
            if let Some(x) = p
                .sub(&plo)
                .div_exact(1i64 << shift)
                .filter(|x| !x.has(pointer_half))
            {
                let (pre_shift, less_ptr) = (shift, true);
                cands.push((
                    LaneReg {
                        unit,
                        pre_shift,
                        less_ptr,
                    },
                    x,
                ));
            }
        }
    }
    for (l, x) in &cands {
        if rest.sub(x).uniform() {
            return Some((vec![*l], x.clone()));
        }
    }
    let mut best: Option<(Vec<LaneReg>, Poly)> = None;
    for (a, (l1, x1)) in cands.iter().enumerate() {
        for (l2, x2) in cands.iter().skip(a + 1) {
            // One AGPR at most: it is read into the offset, the other added to it.
            if l1.unit == l2.unit
                || (l1.unit.is_agpr() && l2.unit.is_agpr())
                || (l1.less_ptr && l2.less_ptr)
            {
                continue;
            }
            let s = x1.add(x2);
            let cost = |l: &LaneReg| u32::from(l.pre_shift > 0) + u32::from(l.less_ptr);
            let better = best
                .as_ref()
                .is_none_or(|(b, _)| cost(l1) + cost(l2) < b.iter().map(cost).sum());
            if better && rest.sub(&s).uniform() {
                best = Some((vec![*l1, *l2], s));
            }
        }
    }
    best
}

/// What the range proof of one loop's streams reads.
struct Proof<'a> {
    k: &'a Kernel,
    flow: &'a KernelFlow,
    lp: &'a crate::flow::loops::Loop,
    names: BTreeMap<Atom, String>,
    /// Arguments fixed by `NAME=V` facts.
    eq: BTreeMap<Atom, i64>,
    /// The fact names the proof depends on.
    needed: BTreeSet<String>,
    streams: &'a [Stream],
    user: &'a [Fact],
}

/// How a loop's offsets are in range: under `facts` (of which `derived` were derived by the
/// pass), or by a run-time check of the exit test.
struct Proved {
    facts: Vec<Fact>,
    derived: Vec<Fact>,
    guard: Option<ExitTest>,
    /// Loads the run-time check leaves unproved, with the reason.
    dropped: Vec<Dropped>,
    /// Bounds on the arguments and workgroup ids the run-time check tests besides the exit
    /// test ([`Checked::checks`]).
    checks: Vec<Fact>,
    /// Loads (stream, member) whose obligations only those bounds prove.
    needs_bounds: Vec<(usize, usize)>,
}

/// The proof, with the user's facts, else with derived ones (`derive`), else by a run-time
/// check. `None`: refused (logged).
fn prove(
    pf: &Proof,
    ev: &mut Eval,
    derive: bool,
    label: &str,
    log: &mut PassLogEntry,
) -> Option<Proved> {
    let by_user = |checked: Option<Checked>| {
        let (guard, dropped, checks, needs_bounds) = match checked {
            Some(c) => (Some(c.exit), c.dropped, c.checks, c.needs_bounds),
            None => (None, Vec::new(), Vec::new(), Vec::new()),
        };
        Proved {
            facts: pf.user.to_vec(),
            derived: Vec::new(),
            guard,
            dropped,
            checks,
            needs_bounds,
        }
    };
    let first = match prove_ranges(pf, ev, pf.user) {
        Ok(()) => return Some(by_user(None)),
        Err(first) => first,
    };
    if !derive {
        return match checked_at_run_time(pf, ev) {
            Ok(checked) => {
                log.changed.push(format!(
                    "{label}: no static proof of the offset range ({first}): it is checked at run time"
                ));
                Some(by_user(Some(checked)))
            }
            Err(why) => {
                log.refused.push((
                    label.to_string(),
                    format!("{first}; no run-time check either: {why} (pass --assume facts that prove the range)"),
                ));
                None
            }
        };
    }
    if let Some(extra) = derive_facts(pf, ev) {
        let mut facts = pf.user.to_vec();
        facts.extend(extra.iter().cloned());
        return Some(Proved {
            facts,
            derived: extra,
            guard: None,
            dropped: Vec::new(),
            checks: Vec::new(),
            needs_bounds: Vec::new(),
        });
    }
    // No bound of the ladder proves it: check at run time instead.
    match checked_at_run_time(pf, ev) {
        Ok(checked) => Some(by_user(Some(checked))),
        Err(why) => {
            log.refused.push((label.to_string(), format!("{first}; no bound on the arguments and grid up to 2^16 proves it and no run-time check either: {why} (pass --assume facts)")));
            None
        }
    }
}

/// Every stream's offset stays in `[0, 2^32)` and every index in `[-2^31, 2^31)` under
/// `facts`, for every iteration the exit test allows.
fn prove_ranges(pf: &Proof, ev: &mut Eval, facts: &[Fact]) -> Result<(), String> {
    let ranges = ranges(pf.k, &pf.names, facts);
    let iters = ev.iteration_bound(&ranges)?;
    let mut rg = ranges.clone();
    rg.atoms.insert(Atom::Iter, Interval::new(0, iters));
    for s in pf.streams {
        let v = s.r.add(&s.stride.mul(&Poly::atom(Atom::Iter)));
        let vr = ev.range(&v, &rg);
        if !vr.within(0, 1i128 << (32 - s.shift)) {
            return Err(format!(
                "the VGPR offset may leave [0, 2^32): index part in [{}, {}]",
                vr.lo, vr.hi
            ));
        }
        for m in &s.members {
            prove_conds(ev, &m.conds, &rg)?;
            let ur = ev.range(&m.u, &rg);
            let all = ev.range(&m.u.add(&v), &rg);
            if !ur.within(-(1i128 << 31), 1i128 << 31) || !all.within(-(1i128 << 31), 1i128 << 31) {
                return Err(format!(
                    "the 32-bit index may be negative or overflow: in [{}, {}]",
                    all.lo.min(ur.lo),
                    all.hi.max(ur.hi)
                ));
            }
        }
    }
    Ok(())
}

/// What the preheader's run-time check tests: the exit test (every offset in range up to its
/// last iteration), the loads it leaves out, and bounds on arguments and workgroup ids it
/// tests as well.
struct Checked {
    exit: ExitTest,
    /// Loads (stream, member) whose other obligations (the widened terms of a 64-bit sum) hold
    /// neither under the user's facts nor under bounds the check can test.
    dropped: Vec<Dropped>,
    /// Facts of the derive ladder (`K>=1`, `K<=2^e`, `grid_y<=2^g`) under which every load's
    /// widened-term obligations hold; the check compares each argument's and workgroup id's
    /// entry copy with them, so the rewritten loop runs only for the waves they hold in. Empty
    /// when the user's facts suffice.
    checks: Vec<Fact>,
    /// The loads (stream, member) whose obligations only `checks` prove.
    needs_bounds: Vec<(usize, usize)>,
}

/// The run-time check of a loop with a uniform exit test (or of a lane-by-lane exit,
/// [`lanes_checked`]). The check tests the 32-bit values the lanes hold; a load whose address
/// is a 64-bit sum of widened terms also needs each term's integer value in its extension's
/// range and the integer index in `[-2^31, 2^31)`, which the lanes' values do not show. Those
/// obligations are proved over intervals: from the user's facts, else from bounds of the
/// derive ladder that the check tests too (one scalar compare each, on the entry copies):
/// a term stepped each iteration (the seed's kernel 5 adds `sext(k)` of its loop counter) is
/// then bounded at the last iteration the exit test allows under the tested bound of its
/// limit. Loads neither proves are left out. Err when no load is left.
fn checked_at_run_time(pf: &Proof, ev: &mut Eval) -> Result<Checked, String> {
    let exit = match runtime_check(ev, pf.flow, pf.lp, &pf.eq) {
        Ok(exit) => exit,
        // A loop without a uniform exit test may still bound its counter lane by lane.
        Err(why) => {
            return lanes_checked(pf, ev)
                .map(|(exit, dropped)| Checked {
                    exit,
                    dropped,
                    checks: Vec::new(),
                    needs_bounds: Vec::new(),
                })
                .map_err(|lane| match lane {
                    LaneWhy::NoBreakMask => why,
                    LaneWhy::Refused(lane) => format!("{why}; {lane}"),
                })
        }
    };
    // The check sees the lanes' 32-bit values; a sum of widened terms is the 32-bit index
    // only when its integer value is in range too, which the check does not see: with widened
    // terms, that is a static obligation as well.
    let mut obligations: Vec<(usize, usize, Vec<Cond>)> = Vec::new();
    for (j, s) in pf.streams.iter().enumerate() {
        for (k, m) in s.members.iter().enumerate() {
            let mut conds = m.conds.clone();
            if !conds.is_empty() {
                let idx = m.u.add(&s.r).add(&s.stride.mul(&Poly::atom(Atom::Iter)));
                conds.push(Cond {
                    poly: idx,
                    range: Interval::new(i32::MIN as i128, i32::MAX as i128),
                });
            }
            obligations.push((j, k, conds));
        }
    }
    let unproved = |ev: &mut Eval, facts: &[Fact]| -> Vec<Dropped> {
        let rg = ranges(pf.k, &pf.names, facts);
        obligations
            .iter()
            .filter_map(|(j, k, conds)| {
                static_conds(ev, conds, &rg).err().map(|why| Dropped {
                    stream: *j,
                    member: *k,
                    why,
                })
            })
            .collect()
    };
    let mut dropped = unproved(ev, pf.user);
    let mut checks = Vec::new();
    let mut needs_bounds = Vec::new();
    if !dropped.is_empty() {
        let holds = |ev: &mut Eval, extra: &[Fact]| {
            let mut all = pf.user.to_vec();
            all.extend(extra.iter().cloned());
            unproved(ev, &all).is_empty()
        };
        if let Some(extra) = ladder(pf, ev, holds, true) {
            needs_bounds = dropped.drain(..).map(|d| (d.stream, d.member)).collect();
            checks = extra;
        }
    }
    if dropped.len() == obligations.len() {
        return Err(dropped.swap_remove(0).why);
    }
    Ok(Checked {
        exit,
        dropped,
        checks,
        needs_bounds,
    })
}

/// `arg3 in [1, 32768], grid_y <= 256`: checked facts for the log.
fn checks_text(checks: &[Fact]) -> String {
    let parts: Vec<String> = checks.iter().map(|f| f.to_string()).collect();
    parts.join(", ")
}

/// Why a loop's lanes do not bound its counter: no lane-by-lane exit at all, or one whose
/// reading failed (the reason).
enum LaneWhy {
    NoBreakMask,
    Refused(String),
}

/// The run-time check of a loop whose lanes leave one by one ([`crate::flow::address::LaneLimit`]):
/// every access of an active lane has the index `counter < n`, so the check tests only `n`
/// (`hi(n) == 0` and `lo(n) <= 2^32 >> shift`, [`ExitTest::lanes`]). Each access must address
/// `P + (counter << shift)` exactly (its uniform part 0) under obligations proved from the
/// user's facts; the others are left out with the reason.
fn lanes_checked(pf: &Proof, ev: &mut Eval) -> Result<(ExitTest, Vec<Dropped>), LaneWhy> {
    let lim = ev.lane_limit().map_err(|why| {
        if why.contains("its break mask is not") {
            LaneWhy::NoBreakMask
        } else {
            LaneWhy::Refused(why)
        }
    })?;
    let (lo, hi) = (specialise(&lim.lo, &pf.eq), specialise(&lim.hi, &pf.eq));
    let args = made_of_args(&lo) && made_of_args(&hi);
    let exit = match &lim.counter {
        LaneCounter::Int(n) => {
            // A limit the algebra does not model (`n / 4`, computed by shifts before the
            // loop) is read in place from the SGPR the compare reads: it holds it at the
            // preheader. Not in a nested loop, whose check may move to an outer preheader.
            let in_place =
                match (args, n.limit_sgpr) {
                    (true, _) => None,
                    (false, Some(r)) if pf.lp.parent.is_none() => Some(r),
                    (false, _) => return Err(LaneWhy::Refused(
                        "the loop exits lane by lane, and its limit is neither made of arguments \
                         and workgroup ids nor one SGPR set before the loop"
                            .into(),
                    )),
                };
            ExitTest::lanes_int(lo, n.signed, in_place)
        }
        LaneCounter::Wide(_) if !args => {
            return Err(LaneWhy::Refused(
                "the loop exits lane by lane, and its limit is not made of arguments and \
                 workgroup ids"
                    .into(),
            ))
        }
        LaneCounter::Wide(_) => ExitTest::lanes(lo, hi),
    };
    let facts = ranges(pf.k, &pf.names, pf.user);
    let mut dropped = Vec::new();
    let mut members = 0;
    for (j, s) in pf.streams.iter().enumerate() {
        for (k, m) in s.members.iter().enumerate() {
            members += 1;
            let why = if !m.u.0.is_empty() {
                Some(
                    "the loop exits lane by lane, and this access's index is the counter plus a \
                     uniform part, which the lanes' bound does not cover"
                        .to_string(),
                )
            } else if matches!(&lim.counter, LaneCounter::Int(n) if specialise(&n.step, &pf.eq) != s.stride)
            {
                // The check bounds the counter's step; the stream must step with it.
                Some(
                    "the loop exits lane by lane, and this access's stride is not the counter's \
                     step"
                        .to_string(),
                )
            } else {
                match ev.lane_access(m.inst, &lim, s.ptr, s.shift) {
                    Ok(conds) => prove_conds(ev, &conds, &facts).err(),
                    Err(why) => Some(format!("the loop exits lane by lane, and {why}")),
                }
            };
            if let Some(why) = why {
                dropped.push(Dropped {
                    stream: j,
                    member: k,
                    why,
                });
            }
        }
    }
    if dropped.len() == members {
        return Err(LaneWhy::Refused(dropped.swap_remove(0).why));
    }
    Ok((exit, dropped))
}

/// A load of a stream the proof leaves out, and why.
struct Dropped {
    stream: usize,
    member: usize,
    why: String,
}

/// The weakest facts of a fixed ladder (`K>=1`, `K<=2^e` for the arguments, `grid_y<=2^g`)
/// that, added to the user's, prove the ranges: the facts added.
fn derive_facts(pf: &Proof, ev: &mut Eval) -> Option<Vec<Fact>> {
    let holds = |ev: &mut Eval, extra: &[Fact]| {
        let mut all = pf.user.to_vec();
        all.extend(extra.iter().cloned());
        prove_ranges(pf, ev, &all).is_ok()
    };
    ladder(pf, ev, holds, false)
}

/// The weakest facts of the ladder (`K>=1`, `K<=2^e` for the arguments the proof needs,
/// `grid_y<=2^g`) for which `holds` (given the facts added to the user's) is true, with
/// `fewest` then without each one `holds` does not need: the facts added.
fn ladder(
    pf: &Proof,
    ev: &mut Eval,
    mut holds: impl FnMut(&mut Eval, &[Fact]) -> bool,
    fewest: bool,
) -> Option<Vec<Fact>> {
    let mut ladder: Vec<(u32, u32)> = (10..=16)
        .flat_map(|ea| (4..=16).map(move |eg| (ea, eg)))
        .collect();
    ladder.sort_by_key(|&(ea, eg)| {
        (
            std::cmp::Reverse(ea + eg),
            (ea as i32 - eg as i32 - 7).abs(),
        )
    });
    for (ea, eg) in ladder {
        let mut extra = Vec::new();
        for n in &pf.needed {
            let (lo, hi) = assume::bounds(pf.user, n);
            let grid = n.starts_with("grid_");
            if lo.is_none() && !grid {
                extra.push(Fact {
                    name: n.clone(),
                    rel: Rel::Ge,
                    value: 1,
                });
            }
            if hi.is_none() {
                extra.push(Fact {
                    name: n.clone(),
                    rel: Rel::Le,
                    value: 1i64 << if grid { eg } else { ea },
                });
            }
        }
        if holds(ev, &extra) {
            if !fewest {
                // `derive`: what is recorded is what `verify` holds launches to (issue 51).
                return Some(only_used(ev, extra, &mut holds));
            }
            // Fewer facts constrain fewer launches (and cost fewer compares when checked).
            let mut i = 0;
            while i < extra.len() {
                let mut fewer = extra.clone();
                fewer.remove(i);
                if holds(ev, &fewer) {
                    extra = fewer;
                } else {
                    i += 1;
                }
            }
            return Some(extra);
        }
    }
    None
}

/// `extra` (which proves the ranges) without the facts the proof does not use, and each lower
/// bound `>=1` weakened to `>=0` where that still proves them: the ladder adds a bound to every
/// name the proof reads, and each recorded fact is a launch `verify` refuses (issue 51: a
/// derived `K>=1`, `stride>=1`, `grid_x<=512` the rewrite never needed).
fn only_used(
    ev: &mut Eval,
    mut extra: Vec<Fact>,
    holds: &mut impl FnMut(&mut Eval, &[Fact]) -> bool,
) -> Vec<Fact> {
    let mut i = 0;
    while i < extra.len() {
        let f = extra.remove(i);
        if holds(ev, &extra) {
            continue;
        }
        if f.rel == Rel::Ge && f.value == 1 {
            let weaker = Fact {
                value: 0,
                ..f.clone()
            };
            extra.insert(i, weaker);
            if holds(ev, &extra) {
                i += 1;
                continue;
            }
            extra.remove(i);
        }
        extra.insert(i, f);
        i += 1;
    }
    extra
}

/// The fact names the proof depends on: the atoms of the streams' parts and of the exit test.
fn needed_names(
    streams: &[Stream],
    names: &BTreeMap<Atom, String>,
    ev: &mut Eval,
) -> BTreeSet<String> {
    let mut needed: BTreeSet<String> = BTreeSet::new();
    let mut polys: Vec<&Poly> = Vec::new();
    for s in streams {
        polys.push(&s.r);
        polys.push(&s.stride);
        polys.extend(s.members.iter().map(|m| &m.u));
    }
    for p in &polys {
        for m in p.0.keys() {
            for a in m {
                if let Some(n) = names.get(a) {
                    needed.insert(n.clone());
                }
            }
        }
    }
    // Arguments the exit test depends on.
    let _ = ev.iteration_bound(&Ranges::default());
    for a in ev.bound_atoms.clone() {
        if let Some(n) = names.get(&a) {
            needed.insert(n.clone());
        }
    }
    needed
}

/// Every obligation holds over the ranges `rg`.
fn prove_conds(ev: &mut Eval, conds: &[Cond], rg: &Ranges) -> Result<(), String> {
    for c in conds {
        let r = ev.range(&c.poly, rg);
        if !r.within(c.range.lo, c.range.hi + 1) {
            return Err(format!(
                "a widened 32-bit term of the 64-bit address may leave [{}, {}]: in [{}, {}], so \
                 the 64-bit sum is not the 32-bit index",
                c.range.lo, c.range.hi, r.lo, r.hi
            ));
        }
    }
    Ok(())
}

/// The run-time check covers the index's range, not the widened terms of a 64-bit sum: those
/// must be proved from the facts (the iteration number bounded by the exit test when a term
/// depends on it).
fn static_conds(ev: &mut Eval, conds: &[Cond], facts: &Ranges) -> Result<(), String> {
    if conds.is_empty() {
        return Ok(());
    }
    let mut rg = facts.clone();
    if conds.iter().any(|c| c.poly.has(|a| *a == Atom::Iter)) {
        // Only the run-time check's loads come here, and it tests that an equality exit is
        // entered short of its limit.
        let iters = ev.iteration_bound_when_checked(facts).map_err(|e| {
            format!(
                "the 64-bit address has terms stepped each iteration, and without facts {e}; \
                 the run-time check does not cover them (pass --assume bounds or sgpr-addr=derive)"
            )
        })?;
        rg.atoms.insert(Atom::Iter, Interval::new(0, iters));
    }
    prove_conds(ev, conds, &rg).map_err(|e| {
        format!(
            "{e}; the run-time check does not cover it (pass --assume bounds or sgpr-addr=derive)"
        )
    })
}

/// Arguments fixed by `NAME=V` facts.
fn equalities(names: &BTreeMap<Atom, String>, facts: &[Fact]) -> BTreeMap<Atom, i64> {
    names
        .iter()
        .filter_map(|(a, n)| {
            facts
                .iter()
                .find(|f| f.rel == Rel::Eq && &f.name == n)
                .map(|f| (a.clone(), f.value))
        })
        .collect()
}

/// `p` with the atoms of `eq` replaced by their values.
fn specialise(p: &Poly, eq: &BTreeMap<Atom, i64>) -> Poly {
    let mut r = Poly::default();
    for (m, c) in &p.0 {
        let mut k = *c;
        let mut rest = Vec::new();
        for a in m {
            match eq.get(a) {
                Some(v) => k = k.wrapping_mul(*v),
                None => rest.push(a.clone()),
            }
        }
        let mut t = Poly::default();
        if (k as i32) != 0 {
            t.0.insert(rest, k as i32 as i64);
        }
        r = r.add(&t);
    }
    r
}

/// Whether the offset range can be checked at run time, from the loop's exit test: the
/// iteration count must be a shift of `bound - c0` (power-of-two step, c0 >= 0) with a bound
/// made of arguments and workgroup ids, and no instruction of the loop may write EXEC (the
/// check covers the lanes active before the loop).
fn runtime_check(
    ev: &Eval,
    flow: &KernelFlow,
    lp: &crate::flow::loops::Loop,
    eq: &BTreeMap<Atom, i64>,
) -> Result<ExitTest, String> {
    let mut exit = ev.exit_test.clone().ok_or(
        "no exit test `counter >= bound` limits the iterations, so the index is unbounded",
    )?;
    exit.bound = specialise(&exit.bound, eq);
    // c0 = -1 is a `counter > limit` test of a counter from 0 (the prologue's `max(limit,
    // c0) - c0` stays below 2^31 for any c0 >= -step).
    if exit.step <= 0 || (exit.step & (exit.step - 1)) != 0 || exit.c0 < -exit.step {
        return Err(format!(
            "the counter starts at {} and steps by {}, not a power of two from -step or more",
            exit.c0, exit.step
        ));
    }
    if !made_of_args(&exit.bound) {
        return Err("the exit bound is not made of arguments and workgroup ids".into());
    }
    let writes_exec = flow.code.insts.iter().enumerate().any(|(i, ins)| {
        lp.contains(flow.cfg.block_of[i])
            && ins
                .defs
                .iter()
                .any(|u| *u == crate::flow::regs::EXEC_LO || *u == crate::flow::regs::EXEC_HI)
    });
    if writes_exec {
        return Err("the loop writes EXEC".into());
    }
    Ok(exit)
}
