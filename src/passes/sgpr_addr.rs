//! `sgpr-addr`: global loads in a loop addressed by an SGPR base plus one VGPR byte offset per
//! stream (seed 001, "Kernel 8", done automatically).
//!
//! For each loop, [`crate::flow::address`] writes every global load's address as
//! `P + (sext(idx) << sh)` with `idx = R + stride*Iter + U_j` (mod 2^32): R the sum of one or two
//! loop-invariant VGPRs the loop already reads (their value at the preheader), `stride` and
//! `U_j` uniform (arguments, workgroup ids, constants). Loads with the same P, sh, stride and
//! lane part form a stream. The rewrite:
//!
//! - kernel entry: the arguments and workgroup ids the bases need are loaded/copied into fresh
//!   SGPRs;
//! - preheader: `voff = R << sh` (one fresh VGPR per stream); per distinct `U_j` a base pair
//!   `B_j = P + (U_j << sh)` (64-bit SALU);
//! - latch: `voff += stride << sh` (one VALU per stream and iteration);
//! - each load becomes `global_load_* vD, voff, B_j` (same data, same immediate offset);
//! - VALU/SALU instructions of the loop whose results nobody reads any more are deleted, also
//!   values that only feed each other around the back edge (an index saved to AGPRs and
//!   stepped every iteration).
//!
//! A kernel using every VGPR (sgemm_ldsopt on gfx942: 256 VGPRs and AGPRs) has none to carry
//! the offset. Then the latch steps an SGPR `sio = (stride << sh) * Iter` instead and, just
//! before the stream's first load, `voff = (R << sh) + sio` goes into a VGPR that liveness
//! proves free from there to the last load (typically the loads' old address registers, which
//! the rewrite frees); R must be registers the loop never writes, and SCC dead in the latch.
//!
//! Identity relied on: with integers `U_j ∈ [-2^31, 2^31)`, `V = R + stride*i ∈ [0, 2^(32-sh))`
//! and `U_j + V ∈ [-2^31, 2^31)`, `sext(idx mod 2^32) = U_j + V`, so `P + (sext(idx) << sh) =
//! B_j + zext(voff)` with `B_j = P + (sext(U_j) << sh)` and `voff = V << sh`. The three ranges
//! are proved by
//! interval arithmetic over the atoms' ranges: work-item ids below the block size, workgroup ids
//! below `grid_*` facts, arguments within facts, the iteration number below what the loop's exit
//! test `counter >= ARG` allows. Facts come from `--assume`; when they do not suffice, the pass
//! finds the weakest facts of a fixed ladder (`K>=1`, `K<=2^e`, `grid_y<=2^g`) that do and
//! refuses, naming them as the `--assume` flags to pass; with `sgpr-addr=derive` it takes them
//! and records them like user facts (`verify` refuses launches that break them).

use super::assume::{self, Fact, Rel};
use super::{entry, find_kernel, PassContext, PassError, PassLogEntry, Refusal};
use crate::asm::{Instruction, LineKind, Operand, OperandKind, RegFile, SpecialReg};
use crate::flow::address::{Atom, Cond, Eval, ExitTest, Interval, Poly, Ranges};
use crate::flow::cfg::Edge;
use crate::flow::dataflow::ENTRY;
use crate::flow::insts::instruction;
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
use crate::isa::build::{self as op, Builder};
use crate::isa::Unit;
use crate::kernel::Kernel;
use petgraph::visit::EdgeRef;
use std::collections::{BTreeMap, BTreeSet};

mod spread;

const NAME: &str = "sgpr-addr";
/// SGPRs a kernel may use, VCC and (gfx942) flat scratch / XNACK mask included.
const SGPR_LIMIT: u32 = 106;

/// One load of a stream.
struct Member {
    inst: usize,
    u: Poly,
    /// Range obligations of the 64-bit address beyond `idx` in `[-2^31, 2^31)` (which the
    /// offset proof or the run-time check covers): the widened terms of a 64-bit sum.
    conds: Vec<Cond>,
}

/// Loads sharing pointer, shift, stride and lane registers.
struct Stream {
    ptr: u32,
    shift: u32,
    stride: Poly,
    regs: Vec<RegUnit>,
    r: Poly,
    members: Vec<Member>,
}

fn err(e: impl std::fmt::Display) -> PassError {
    PassError::Analysis(format!("{NAME}: {e}"))
}

pub fn run(
    cx: &mut PassContext,
    name: &str,
    option: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let mut log = entry(NAME, name);
    // Facts the pass would derive itself are only taken when asked (`sgpr-addr=derive`): a
    // launch outside them would compute wrong addresses, so by default the user states them.
    // Options combine with `+` (`derive+spread`); `spread`/`spread-N`: see [`spread`].
    let mut derive = false;
    let mut spread_chunk = None;
    for o in option.iter().flat_map(|o| o.split('+')) {
        match (o, spread::chunk_option(o)) {
            ("derive", _) => derive = true,
            (_, Some(n)) => spread_chunk = Some(n),
            _ => {
                return Err(PassError::BadOption {
                    pass: NAME.to_string(),
                    option: o.to_string(),
                })
            }
        }
    }
    let k = find_kernel(cx, name)?;
    let flow = cx.flow(&k)?;
    let user: Vec<Fact> = assume::facts(cx.assumptions);
    let occupancy_before = crate::flow::resources::compute(cx.target, &k, &flow.code).occupancy;
    // The kernel's VGPR high-water mark: offsets placed above it are lowered at the end.
    let mark = used(&flow)
        .iter()
        .filter_map(|u| match u.numbered() {
            Some((RegFile::V, n)) => Some(n + 1),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    // Loops with global loads, innermost loops first (their headers, to find them again).
    let mut order: Vec<usize> = (0..flow.loops.loops.len()).collect();
    order.sort_by_key(|&j| std::cmp::Reverse(flow.loops.loops[j].depth));
    let headers: Vec<String> = order
        .iter()
        .filter_map(|&j| {
            flow.cfg.blocks[flow.loops.loops[j].header.index()]
                .label
                .clone()
        })
        .collect();
    drop(flow);
    let mut any = false;
    for h in headers {
        let k = find_kernel(cx, name)?;
        let flow = cx.flow(&k)?;
        let Some(j) =
            flow.loops.loops.iter().position(|l| {
                flow.cfg.blocks[l.header.index()].label.as_deref() == Some(h.as_str())
            })
        else {
            continue;
        };
        if let Some(plan) = plan_loop(cx, &k, &flow, j, &user, derive, &mut log)? {
            if let Some(clean) = apply(cx, &k, &flow, j, plan, &mut log)? {
                any = true;
                delete_dead(cx, name, &clean)?;
                if let Some(n) = spread_chunk {
                    spread::run(cx, name, &clean, n, &mut log)?;
                }
            }
        }
    }
    if !any && log.refused.is_empty() {
        log.refused
            .push((name.to_string(), "no global load inside a loop".into()));
    }
    if any {
        let lowered = super::compact::lower_fresh_vgprs(cx, name, mark)?;
        for (v, w) in lowered.renamed {
            log.changed.push(format!(
                "offset v{v} renamed to v{w}, free wherever v{v} is live (the kernel stays within {mark} VGPRs)"
            ));
        }
        for (v, why) in lowered.kept {
            log.changed.push(format!(
                "offset v{v} stays above the kernel's {mark} VGPRs: {why}"
            ));
        }
        let k = find_kernel(cx, name)?;
        let flow = cx.flow(&k)?;
        let after = crate::flow::resources::compute(cx.target, &k, &flow.code);
        if after.occupancy < occupancy_before {
            log.changed.push(format!(
                "warning: occupancy {occupancy_before} -> {} waves per SIMD ({} VGPRs, {} SGPRs): the hoisted loads may not pay for it",
                after.occupancy, after.total_vgprs, after.sgprs
            ));
        }
    }
    Ok(log)
}

struct Plan {
    streams: Vec<Stream>,
    facts: Vec<Fact>,
    derived: Vec<Fact>,
    /// Unproved range: the rewritten loop is a copy entered only when this exit test, checked
    /// at run time in the preheader, keeps every offset in range (else the original runs).
    guard: Option<ExitTest>,
}

fn scope(cx: &PassContext, flow: &KernelFlow, i: usize) -> String {
    let l = flow.code.insts[i].line;
    format!("line {}", cx.module.lines[l].line_number().unwrap_or(0))
}

/// Plans the rewrite of loop `j`: its global loads grouped into streams, and how their
/// offsets are proved in range (the user's facts, derived facts, or a run-time check).
/// `None`: nothing to do or refused (logged).
fn plan_loop(
    cx: &PassContext,
    k: &Kernel,
    flow: &KernelFlow,
    j: usize,
    user: &[Fact],
    derive: bool,
    log: &mut PassLogEntry,
) -> Result<Option<Plan>, PassError> {
    let lp = &flow.loops.loops[j];
    let label = flow.cfg.blocks[lp.header.index()]
        .label
        .clone()
        .unwrap_or_default();
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
    // Uniform parts must be made of arguments, workgroup ids and constants.
    let made_of_args = |p: &Poly| !p.has(|a| !matches!(a, Atom::Arg(_) | Atom::Sgpr(_)));
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
    Ok(Some(Plan {
        streams,
        facts: proved.facts,
        derived: proved.derived,
        guard: proved.guard,
    }))
}

/// The global loads of loop `j`'s own blocks (stores are logged as refused).
fn loop_loads(cx: &PassContext, flow: &KernelFlow, j: usize, log: &mut PassLogEntry) -> Vec<usize> {
    let mut loads = Vec::new();
    for (i, ins) in flow.code.insts.iter().enumerate() {
        let b = flow.cfg.block_of[i];
        if flow.loops.innermost(b).map(|l| l.0 as usize) != Some(j) {
            continue;
        }
        let t = instruction(cx.module, ins);
        if !matches!(cx.isa.info(ins.op).unit, Unit::VmemLoad | Unit::VmemStore)
            || ins.dual.is_some()
        {
            continue;
        }
        if t.mnemonic.starts_with("global_load") {
            loads.push(i);
        } else if t.mnemonic.starts_with("global_store") {
            log.refused.push((
                scope(cx, flow, i),
                "stores are not rewritten (only loads)".into(),
            ));
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
            if defs.len() == 2 && ev.use_value(i, u).is_none() {
                continue;
            }
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
        let i32_range = Interval::new(i32::MIN as i128, i32::MAX as i128);
        let only_sext =
            acc.conds.len() == 1 && acc.conds[0].poly == acc.idx && acc.conds[0].range == i32_range;
        let conds: Vec<Cond> = if only_sext {
            Vec::new()
        } else {
            acc.conds.clone()
        };
        let lanes = lane_part(&rest);
        if let Some(s) = streams.iter_mut().find(|s| {
            s.ptr == acc.ptr
                && s.shift == acc.shift
                && s.stride == stride
                && lane_part(&s.r) == lanes
        }) {
            let u = rest.sub(&s.r);
            s.members.push(Member { inst: i, u, conds });
            continue;
        }
        let Some((regs, r)) = lane_registers(&rest, &lanes, avail) else {
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
            members: vec![Member { inst: i, u, conds }],
        });
    }
    streams
}

/// One or two registers available before the loop whose sum leaves a uniform rest of the
/// index `rest` (whose lane part is `lanes`): the registers and their value.
fn lane_registers(
    rest: &Poly,
    lanes: &Poly,
    avail: &BTreeMap<RegUnit, Poly>,
) -> Option<(Vec<RegUnit>, Poly)> {
    if lanes.0.is_empty() {
        return Some((Vec::new(), Poly::default()));
    }
    let cands: Vec<(&RegUnit, &Poly)> = avail.iter().collect();
    for (u, p) in &cands {
        if rest.sub(p).uniform() {
            return Some((vec![**u], (*p).clone()));
        }
    }
    for (a, (u1, p1)) in cands.iter().enumerate() {
        for (u2, p2) in cands.iter().skip(a + 1) {
            // One AGPR at most: it is read into the offset, the other added to it.
            if u1.is_agpr() && u2.is_agpr() {
                continue;
            }
            let s = p1.add(p2);
            if rest.sub(&s).uniform() {
                return Some((vec![**u1, **u2], s));
            }
        }
    }
    None
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
    let by_user = |guard| Proved {
        facts: pf.user.to_vec(),
        derived: Vec::new(),
        guard,
    };
    let first = match prove_ranges(pf, ev, pf.user) {
        Ok(()) => return Some(by_user(None)),
        Err(first) => first,
    };
    if !derive {
        return match checked_at_run_time(pf, ev) {
            Ok(exit) => {
                log.changed.push(format!(
                    "{label}: no static proof of the offset range ({first}): it is checked at run time"
                ));
                Some(by_user(Some(exit)))
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
        });
    }
    // No bound of the ladder proves it: check at run time instead.
    match checked_at_run_time(pf, ev) {
        Ok(exit) => Some(by_user(Some(exit))),
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

/// The exit test a run-time check reads, when the obligations it does not cover hold under
/// the user's facts.
fn checked_at_run_time(pf: &Proof, ev: &mut Eval) -> Result<ExitTest, String> {
    let exit = runtime_check(ev, pf.flow, pf.lp, &pf.eq)?;
    static_conds(ev, pf.streams, &ranges(pf.k, &pf.names, pf.user))?;
    Ok(exit)
}

/// The weakest facts of a fixed ladder (`K>=1`, `K<=2^e` for the arguments, `grid_y<=2^g`)
/// that, added to the user's, prove the ranges: the facts added.
fn derive_facts(pf: &Proof, ev: &mut Eval) -> Option<Vec<Fact>> {
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
        let mut all = pf.user.to_vec();
        all.extend(extra.iter().cloned());
        if prove_ranges(pf, ev, &all).is_ok() {
            return Some(extra);
        }
    }
    None
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
fn static_conds(ev: &mut Eval, streams: &[Stream], facts: &Ranges) -> Result<(), String> {
    let conds: Vec<&Cond> = streams
        .iter()
        .flat_map(|s| s.members.iter().flat_map(|m| m.conds.iter()))
        .collect();
    if conds.is_empty() {
        return Ok(());
    }
    let mut rg = facts.clone();
    if conds.iter().any(|c| c.poly.has(|a| *a == Atom::Iter)) {
        let iters = ev.iteration_bound(facts)?;
        rg.atoms.insert(Atom::Iter, Interval::new(0, iters));
    }
    let owned: Vec<Cond> = conds.into_iter().cloned().collect();
    prove_conds(ev, &owned, &rg).map_err(|e| {
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
    if exit.step <= 0 || (exit.step & (exit.step - 1)) != 0 || exit.c0 < 0 {
        return Err(format!(
            "the counter starts at {} and steps by {}, not a power of two from 0 or more",
            exit.c0, exit.step
        ));
    }
    if exit
        .bound
        .has(|a| !matches!(a, Atom::Arg(_) | Atom::Sgpr(_)))
    {
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

/// Atom → fact name: 32-bit arguments by metadata name, workgroup-id SGPRs as `grid_*`.
fn name_map(k: &Kernel) -> BTreeMap<Atom, String> {
    let mut m = BTreeMap::new();
    if let Some(md) = &k.metadata {
        for (p, a) in md.explicit_args().enumerate() {
            if a.size == 4 && !a.value_kind.contains("pointer") {
                let n = a.name.clone().unwrap_or_else(|| format!("arg{p}"));
                m.insert(Atom::Arg(a.offset), n);
            }
        }
    }
    let d = &k.descriptor;
    let mut s = d.get("user_sgpr_count").unwrap_or(0) as u16;
    for (f, n) in [
        ("system_sgpr_workgroup_id_x", "grid_x"),
        ("system_sgpr_workgroup_id_y", "grid_y"),
        ("system_sgpr_workgroup_id_z", "grid_z"),
    ] {
        if d.get(f) == Some(1) {
            m.insert(Atom::Sgpr(s), n.to_string());
            s += 1;
        }
    }
    m
}

fn ranges(k: &Kernel, names: &BTreeMap<Atom, String>, facts: &[Fact]) -> Ranges {
    let _ = k;
    let mut r = Ranges::default();
    for (a, n) in names {
        let (lo, hi) = assume::bounds(facts, n);
        let iv = if n.starts_with("grid_") {
            match hi {
                Some(h) if h >= 1 => Interval::new(0, h as i128 - 1),
                _ => Interval::new(0, u32::MAX as i128),
            }
        } else {
            Interval::new(
                lo.map_or(i32::MIN as i128, |v| v as i128),
                hi.map_or(i32::MAX as i128, |v| v as i128),
            )
        };
        r.atoms.insert(a.clone(), iv);
    }
    r
}

/// Registers referenced anywhere in the kernel.
fn used(flow: &KernelFlow) -> BTreeSet<RegUnit> {
    flow.code
        .insts
        .iter()
        .flat_map(|i| i.defs.iter().chain(&i.uses).copied())
        .collect()
}

/// Units some instruction of the loop writes.
fn loop_defs(flow: &KernelFlow, lp: &crate::flow::loops::Loop) -> BTreeSet<RegUnit> {
    flow.code
        .insts
        .iter()
        .enumerate()
        .filter(|(i, _)| lp.contains(flow.cfg.block_of[*i]))
        .flat_map(|(_, ins)| ins.defs.iter().copied())
        .collect()
}

/// Where a stream's VGPR offset lives.
#[derive(Clone, Copy)]
enum Offset {
    /// A VGPR nothing else references: `R << sh` from the preheader on, stepped in the latch.
    Carried(u16),
    /// A VGPR free around the loads: `v = (R << sh) + sio` is computed before the first load
    /// (line `at`), `sio` an SGPR stepped in the latch. `scratch` holds R for the preheader's
    /// run-time check.
    Local {
        v: u16,
        sio: u16,
        at: usize,
        scratch: Option<u16>,
    },
}

impl Offset {
    fn vgpr(self) -> u16 {
        match self {
            Offset::Carried(v) | Offset::Local { v, .. } => v,
        }
    }
}

/// For a kernel without an unreferenced VGPR: a VGPR that can take the stream's offset just
/// before its first load (the line returned, before an `s_clause` there) until its last,
/// and (with a run-time check) one free at the end of the preheader. Needs the lane registers
/// unchanged in the loop, all loads in one block and SCC dead where the latch steps `sio`.
fn local_offset(
    cx: &PassContext,
    flow: &KernelFlow,
    lp: &crate::flow::loops::Loop,
    s: &Stream,
    claimed: &BTreeSet<u16>,
    written: &BTreeSet<RegUnit>,
    guarded: bool,
) -> Result<(u16, usize, Option<u16>), String> {
    if let Some(u) = s.regs.iter().find(|u| written.contains(u)) {
        return Err(format!("the lane register {u} changes inside the loop"));
    }
    let mut loads: Vec<usize> = s.members.iter().map(|m| m.inst).collect();
    loads.sort();
    let (first, last) = match (loads.first(), loads.last()) {
        (Some(&f), Some(&l)) => (f, l),
        _ => return Err("the stream is empty".into()),
    };
    let b = flow.cfg.block_of[first];
    if loads.iter().any(|&i| flow.cfg.block_of[i] != b) {
        return Err("the stream's loads are in different blocks".into());
    }
    let exec = [crate::flow::regs::EXEC_LO, crate::flow::regs::EXEC_HI];
    if (first..=last).any(|i| flow.code.insts[i].defs.iter().any(|u| exec.contains(u))) {
        return Err("EXEC changes between the stream's loads".into());
    }
    let latch = *lp.latches.first().ok_or("the loop has no latch")?;
    let tail = flow.cfg.blocks[latch.index()]
        .insts
        .end
        .checked_sub(1)
        .ok_or("the latch is empty")?;
    if flow.liveness.live_out[latch.index()].contains(crate::flow::regs::SCC)
        || flow.code.insts[tail].uses.contains(&crate::flow::regs::SCC)
    {
        return Err("SCC is live at the end of the latch (where an SGPR would be stepped)".into());
    }
    let scratch = if guarded {
        Some(check_scratch(flow, lp, claimed)?)
    } else {
        None
    };
    // The loads' own address registers first: the rewrite frees them.
    let mut cands: Vec<u16> = Vec::new();
    for &i in &loads {
        let info = cx.isa.info(flow.code.insts[i].op);
        let t = instruction(cx.module, &flow.code.insts[i]);
        for p in crate::isa::semantics::address_operands(info) {
            if let Some(o) = t.operands.get(p) {
                for u in crate::flow::regs::operand_units(o) {
                    if let Some((RegFile::V, n)) = u.numbered() {
                        cands.push(n);
                    }
                }
            }
        }
    }
    cands.extend(0..256);
    let v = cands
        .into_iter()
        .find(|&v| !claimed.contains(&v) && free_for_loads(cx, flow, v, &loads))
        .ok_or("no VGPR is free from the stream's first load to its last")?;
    let at = match first.checked_sub(1) {
        Some(c)
            if flow.cfg.block_of[c] == b
                && instruction(cx.module, &flow.code.insts[c]).mnemonic
                    == crate::isa::semantics::CLAUSE =>
        {
            c
        }
        _ => first,
    };
    Ok((v, flow.code.insts[at].line, scratch))
}

/// A VGPR dead at the end of the preheader (and not an offset): the run-time check computes a
/// stream's R there.
fn check_scratch(
    flow: &KernelFlow,
    lp: &crate::flow::loops::Loop,
    claimed: &BTreeSet<u16>,
) -> Result<u16, String> {
    let pre = lp.preheader.ok_or("the loop has no preheader")?;
    let end = flow.cfg.blocks[pre.index()]
        .insts
        .end
        .checked_sub(1)
        .ok_or("the preheader is empty")?;
    let dead = |v: u16| {
        let u = RegUnit::vgpr(v);
        !claimed.contains(&v)
            && !flow.liveness.live_out[pre.index()].contains(u)
            && !flow.code.insts[end].uses.contains(&u)
    };
    (0..256)
        .find(|&v| dead(v))
        .ok_or_else(|| "no VGPR is free at the end of the preheader for the run-time check".into())
}

/// True if VGPR `v` may be overwritten just before the first of `loads` (sorted, one block)
/// and read by all of them as their address: nothing between writes it or reads it except
/// the loads' addresses, and after the last load its old value is dead (written before any
/// read in the block, else not live at the block's end).
fn free_for_loads(cx: &PassContext, flow: &KernelFlow, v: u16, loads: &[usize]) -> bool {
    let u = RegUnit::vgpr(v);
    let (Some(&first), Some(&last)) = (loads.first(), loads.last()) else {
        return false;
    };
    let b = flow.cfg.block_of[first];
    for i in first..flow.cfg.blocks[b.index()].insts.end {
        let ins = &flow.code.insts[i];
        if loads.contains(&i) {
            let info = cx.isa.info(ins.op);
            let t = instruction(cx.module, ins);
            let addr: Vec<RegUnit> = crate::isa::semantics::address_operands(info)
                .into_iter()
                .filter_map(|p| t.operands.get(p))
                .flat_map(crate::flow::regs::operand_units)
                .collect();
            let other_use = ins.uses.contains(&u) && !addr.contains(&u);
            if other_use || ins.defs.contains(&u) {
                return false;
            }
            continue;
        }
        if ins.uses.contains(&u) {
            return false;
        }
        if ins.defs.contains(&u) {
            return i > last;
        }
    }
    !flow.liveness.live_out[b.index()].contains(u)
}

/// The builder and the spellings of the instructions the rewrite emits whose names differ
/// between targets (the first spelling the target's table prints).
#[derive(Clone, Copy)]
struct Ops<'a> {
    bld: Builder<'a>,
    /// 32-bit VGPR add without carry out.
    vadd: &'static str,
    /// Scalar loads of 1 and 2 dwords (kernel arguments).
    sload1: &'static str,
    sload2: &'static str,
}

impl<'a> Ops<'a> {
    fn new(bld: Builder<'a>) -> Result<Ops<'a>, PassError> {
        Ok(Ops {
            bld,
            vadd: bld.spelling(&["v_add_nc_u32_e32", "v_add_u32_e32"])?,
            sload1: bld.spelling(&["s_load_b32", "s_load_dword"])?,
            sload2: bld.spelling(&["s_load_b64", "s_load_dwordx2"])?,
        })
    }
}

/// A value the kernel entry puts into SGPRs for the rewrite.
#[derive(Clone)]
enum EntryCopy {
    /// An argument or a workgroup id, into one SGPR.
    Atom(Atom, u16),
    /// A pointer argument at this kernarg offset, into a pair.
    Ptr(u32, u16),
}

/// The SGPRs one loop's rewrite takes and what the kernel entry copies into them. Cloned
/// before a stream claims registers, to undo the claim when the stream does not fit.
#[derive(Clone)]
struct Sgprs {
    taken: BTreeSet<RegUnit>,
    /// The first SGPR after the ABI's.
    abi: u16,
    /// One past the last SGPR the rewrite may take.
    limit: u32,
    atoms: BTreeMap<Atom, u16>,
    ptrs: BTreeMap<u32, u16>,
    /// The entry copies, in the order they were claimed (the order they are emitted in).
    entry: Vec<EntryCopy>,
}

impl Sgprs {
    fn new(cx: &PassContext, k: &Kernel, flow: &KernelFlow) -> Sgprs {
        // VCC and, on gfx942, flat scratch and the XNACK mask sit at the top of the budget.
        let reserved = if cx.target == crate::asm::Target::Gfx942 {
            6
        } else {
            2
        };
        Sgprs {
            taken: used(flow),
            abi: crate::flow::resources::abi_sgprs(k) as u16,
            limit: SGPR_LIMIT - reserved,
            atoms: BTreeMap::new(),
            ptrs: BTreeMap::new(),
            entry: Vec::new(),
        }
    }

    /// `n` consecutive free SGPRs aligned to `n` (1 or 2), now taken.
    fn take(&mut self, n: u16) -> Option<u16> {
        let mut s = self.abi.max(n);
        while (s as u32) + n as u32 <= self.limit {
            let unit = |d: u16| RegUnit::reg(RegFile::S, s + d);
            if s % n == 0 && (0..n).all(|d| !self.taken.contains(&unit(d))) {
                for d in 0..n {
                    self.taken.insert(unit(d));
                }
                return Some(s);
            }
            s += 1;
        }
        None
    }

    /// Every atom of `polys` in an SGPR copied at the kernel entry; `None` when they do not
    /// fit (some may then be taken: the caller undoes the claim).
    fn copy_atoms<'p>(&mut self, polys: impl IntoIterator<Item = &'p Poly>) -> Option<()> {
        let mut atoms: BTreeSet<Atom> = BTreeSet::new();
        for p in polys {
            for m in p.0.keys() {
                atoms.extend(m.iter().cloned());
            }
        }
        for a in atoms {
            if self.atoms.contains_key(&a) {
                continue;
            }
            let r = self.take(1)?;
            self.atoms.insert(a.clone(), r);
            self.entry.push(EntryCopy::Atom(a, r));
        }
        Some(())
    }

    /// The pointer argument at kernarg offset `ptr` in an SGPR pair copied at the kernel entry.
    fn copy_ptr(&mut self, ptr: u32) -> Option<()> {
        if !self.ptrs.contains_key(&ptr) {
            let r = self.take(2)?;
            self.ptrs.insert(ptr, r);
            self.entry.push(EntryCopy::Ptr(ptr, r));
        }
        Some(())
    }

    /// The SGPRs of the preheader's run-time range check and the atoms its bound reads.
    fn claim_guard(&mut self, exit: &ExitTest, wave64: bool) -> Option<Guard> {
        let mut regs = Vec::new();
        for n in [1, 1, 1, 1, 1, if wave64 { 2 } else { 1 }] {
            regs.push(self.take(n)?);
        }
        self.copy_atoms([&exit.bound])?;
        Some(Guard {
            ok: regs[0],
            imax: regs[1],
            t1: regs[2],
            t2: regs[3],
            lim: regs[4],
            mask: regs[5],
            wave64,
        })
    }

    /// The kernel-entry code of the copies, in claim order.
    fn entry_code(&self, ops: Ops, kp: u16) -> Result<Vec<Instruction>, PassError> {
        self.entry
            .iter()
            .map(|c| match c {
                EntryCopy::Atom(a, r) => entry_copy(ops.bld, a, *r, kp, ops.sload1),
                EntryCopy::Ptr(ptr, r) => Ok(ops
                    .bld
                    .build(ops.sload2, [op::s2(*r), op::s2(kp), op::hex(*ptr)])?),
            })
            .collect()
    }
}

/// The code one loop's rewrite adds, by where it goes.
#[derive(Default)]
struct Emitted {
    /// At the kernel entry.
    entry: Vec<Instruction>,
    /// At the end of the preheader.
    pre: Vec<Instruction>,
    /// After the run-time check's branch: only the rewritten loop's way.
    rewritten_entry: Vec<Instruction>,
    /// At the end of the latch.
    latch: Vec<Instruction>,
    /// Before a stream's first load (offsets computed there): (line, code).
    local: Vec<(usize, Vec<Instruction>)>,
    /// The loads to rewrite: (line, offset VGPR, base pair).
    loads: Vec<(usize, u16, u16)>,
}

/// What emitting one loop's streams reads.
struct Site<'a, 'c> {
    cx: &'a PassContext<'c>,
    k: &'a Kernel,
    flow: &'a KernelFlow,
    lp: &'a crate::flow::loops::Loop,
    label: String,
    ops: Ops<'a>,
    /// Registers the loop writes.
    written: BTreeSet<RegUnit>,
}

/// The registers a stream's rewrite claims.
struct StreamRegs {
    /// One base pair per distinct uniform part U_j.
    bases: Vec<(Poly, u16)>,
    /// The per-iteration step `stride << sh` as a constant, else in `stride_reg`.
    incr: Poly,
    stride_reg: Option<u16>,
    offset: Offset,
}

fn apply(
    cx: &mut PassContext,
    k: &Kernel,
    flow: &KernelFlow,
    j: usize,
    plan: Plan,
    log: &mut PassLogEntry,
) -> Result<Option<String>, PassError> {
    let lp = &flow.loops.loops[j];
    let label = flow.cfg.blocks[lp.header.index()]
        .label
        .clone()
        .unwrap_or_default();
    let changed_before = log.changed.len();
    let ops = Ops::new(Builder::for_wave(cx.isa, k.wave_size()))?;
    let kp = crate::flow::trip::kernarg_sgpr(k).ok_or_else(|| err("no kernarg pointer"))?;
    let site = Site {
        cx: &*cx,
        k,
        flow,
        lp,
        label: label.clone(),
        ops,
        written: loop_defs(flow, lp),
    };
    let mut sgprs = Sgprs::new(cx, k, flow);
    let mut out = Emitted::default();
    let guard = match &plan.guard {
        None => None,
        Some(exit) => match sgprs.claim_guard(exit, k.wave_size() == 64) {
            Some(g) => {
                guard_prologue(ops.bld, &mut out.pre, &g, exit, &sgprs.atoms)?;
                Some(g)
            }
            None => {
                log.refused.push((
                    label,
                    "not enough free SGPRs for the run-time range check".into(),
                ));
                return Ok(None);
            }
        },
    };
    // VGPRs given to offsets so far (a carried one is unreferenced in `flow`).
    let mut claimed: BTreeSet<u16> = BTreeSet::new();
    for s in &plan.streams {
        // Registers this stream needs; if they do not fit, it is left alone.
        let saved = sgprs.clone();
        let regs = match claim_stream(&site, s, &mut sgprs, &claimed, guard.is_some()) {
            Ok(r) => r,
            Err(why) => {
                sgprs = saved;
                log.refused
                    .push((format!("{label} stream of {} loads", s.members.len()), why));
                continue;
            }
        };
        let voff = regs.offset.vgpr();
        sgprs.taken.insert(RegUnit::vgpr(voff));
        claimed.insert(voff);
        let step = emit_stream(
            &site,
            s,
            &regs,
            guard.as_ref(),
            &sgprs,
            &mut claimed,
            &mut out,
        )?;
        log.changed.push(describe_stream(&site, s, &regs, &step));
    }
    if out.loads.is_empty() {
        return Ok(None);
    }
    out.entry = sgprs.entry_code(ops, kp)?;
    drop(site);
    if !place(cx, flow, lp, &label, ops, guard.as_ref(), out, log)? {
        log.changed.truncate(changed_before);
        return Ok(None);
    }
    for f in &plan.facts {
        if plan.derived.contains(f) {
            log.assumptions.push(format!("{f} (derived by sgpr-addr)"));
        } else {
            log.assumptions.push(f.to_string());
        }
    }
    Ok(Some(label))
}

/// Claims the SGPRs of stream `s` (entry copies of its atoms and pointer, its base pairs, its
/// stride) and the VGPR of its offset: one no instruction references, else one free around
/// the stream's loads, computed there. `Err`: why the stream does not fit.
fn claim_stream(
    site: &Site,
    s: &Stream,
    sgprs: &mut Sgprs,
    claimed: &BTreeSet<u16>,
    guarded: bool,
) -> Result<StreamRegs, String> {
    let out_of_sgprs =
        || "not enough free SGPRs within the budget (106 with VCC and reserved registers)";
    sgprs
        .copy_atoms(s.members.iter().map(|m| &m.u).chain([&s.stride]))
        .ok_or_else(out_of_sgprs)?;
    sgprs.copy_ptr(s.ptr).ok_or_else(out_of_sgprs)?;
    // One base pair per distinct uniform part; the stride in an SGPR unless constant.
    let mut bases: Vec<(Poly, u16)> = Vec::new();
    for m in &s.members {
        if bases.iter().all(|(u, _)| *u != m.u) {
            bases.push((m.u.clone(), sgprs.take(2).ok_or_else(out_of_sgprs)?));
        }
    }
    let incr = s.stride.scale(1i64 << s.shift);
    let stride_reg = match incr.as_const() {
        Some(_) => None,
        None => Some(sgprs.take(1).ok_or_else(out_of_sgprs)?),
    };
    let vlimit: u16 = 256;
    let carried = (0..vlimit).find(|&v| !sgprs.taken.contains(&RegUnit::vgpr(v)));
    let offset = match carried {
        Some(v) => Offset::Carried(v),
        None => {
            let (cx, flow, lp) = (site.cx, site.flow, site.lp);
            local_offset(cx, flow, lp, s, claimed, &site.written, guarded)
                .and_then(|(v, at, scratch)| match sgprs.take(1) {
                    Some(sio) => Ok(Offset::Local {
                        v,
                        sio,
                        at,
                        scratch,
                    }),
                    None => Err("no free SGPR for the iteration offset".into()),
                })
                .map_err(|why| {
                    format!("no free VGPR for the offset: none is unreferenced, and {why}")
                })?
        }
    };
    Ok(StreamRegs {
        bases,
        incr,
        stride_reg,
        offset,
    })
}

/// Emits stream `s`'s code: the offset's start in the preheader (and its run-time check), the
/// stride and the bases there, the step in the latch (or before the loads), and records its
/// loads' new operands. Returns the step operand.
fn emit_stream(
    site: &Site,
    s: &Stream,
    regs: &StreamRegs,
    guard: Option<&Guard>,
    sgprs: &Sgprs,
    claimed: &mut BTreeSet<u16>,
    out: &mut Emitted,
) -> Result<Operand, PassError> {
    let bld = site.ops.bld;
    // `v = R`: the AGPR (if any) read first, the other register added.
    let mut lanes = s.regs.clone();
    lanes.sort_by_key(|u| !u.is_agpr());
    emit_offset_start(site, s, regs.offset, &lanes, guard, sgprs, claimed, out)?;
    // The stride first (the first base's high half is its scratch), then the bases:
    // lo = U_j, hi = 0, shifted, plus P.
    let step = match (regs.incr.as_const(), regs.stride_reg) {
        (Some(c), _) => op::hex(c as u32),
        (None, Some(sr)) => {
            let tmp = regs.bases.first().map_or(sr, |b| b.1 + 1);
            emit_uniform(bld, &mut out.pre, &regs.incr, sr, tmp, &sgprs.atoms)?;
            op::s(sr)
        }
        _ => return Err(err("stride register missing")),
    };
    let p = sgprs.ptrs.get(&s.ptr).copied().unwrap_or(0);
    for (u, r) in &regs.bases {
        emit_base(bld, &mut out.pre, u, *r, p, s.shift, &sgprs.atoms)?;
    }
    emit_advance(site.ops, s, regs.offset, &lanes, &step, out)?;
    for m in &s.members {
        let b = regs
            .bases
            .iter()
            .find(|(u, _)| *u == m.u)
            .map(|x| x.1)
            .ok_or_else(|| err("base missing"))?;
        let line = site.flow.code.insts[m.inst].line;
        out.loads.push((line, regs.offset.vgpr(), b));
    }
    Ok(step)
}

/// The preheader part of a stream's offset: `R << sh` in a carried offset, and R where the
/// run-time check reads it. With a check, a carried offset is set after the check's branch,
/// on the rewritten path only: then the registers only the unchanged copy reads are not live
/// where it is written, and `compact` can often give it one of them (else it costs a VGPR
/// above the kernel's).
#[allow(clippy::too_many_arguments)]
fn emit_offset_start(
    site: &Site,
    s: &Stream,
    offset: Offset,
    lanes: &[RegUnit],
    guard: Option<&Guard>,
    sgprs: &Sgprs,
    claimed: &mut BTreeSet<u16>,
    out: &mut Emitted,
) -> Result<(), PassError> {
    let ops = site.ops;
    let late = match (offset, guard) {
        (Offset::Carried(_), Some(_)) => check_scratch(site.flow, site.lp, claimed).ok(),
        _ => None,
    };
    // Each stream's R stays in its scratch until it is copied after the branch.
    claimed.extend(late);
    let check_reg = match offset {
        Offset::Carried(v) => Some(late.unwrap_or(v)),
        Offset::Local { scratch, .. } => scratch,
    };
    if let Some(rv) = check_reg {
        out.pre.extend(lane_sum(ops, lanes, rv)?);
    }
    if let Some(g) = guard {
        let rv = check_reg.ok_or_else(|| err("no register for the run-time check"))?;
        let us: Vec<&Poly> = s.members.iter().map(|m| &m.u).collect();
        let atoms = &sgprs.atoms;
        guard_stream(ops.bld, &mut out.pre, g, &us, &s.stride, s.shift, rv, atoms)?;
    }
    if let Offset::Carried(voff) = offset {
        let (code, from) = match late {
            Some(r) => (&mut out.rewritten_entry, r),
            None => (&mut out.pre, voff),
        };
        if s.shift > 0 {
            let sh = op::imm(s.shift.into());
            code.push(
                ops.bld
                    .build("v_lshlrev_b32_e32", [op::v(voff), sh, op::v(from)])?,
            );
        } else if from != voff {
            code.push(ops.bld.build("v_mov_b32_e32", [op::v(voff), op::v(from)])?);
        }
    }
    Ok(())
}

/// `v{d} = R`, the sum of the lane registers (an AGPR first).
fn lane_sum(ops: Ops, lanes: &[RegUnit], d: u16) -> Result<Vec<Instruction>, PassError> {
    let bld = ops.bld;
    let read = |u: &RegUnit| -> Result<Instruction, PassError> {
        let n = lane_reg(u)?;
        Ok(if u.is_agpr() {
            bld.build("v_accvgpr_read_b32", [op::v(d), op::a(n)])?
        } else {
            bld.build("v_mov_b32_e32", [op::v(d), op::v(n)])?
        })
    };
    Ok(match lanes {
        [] => vec![bld.build("v_mov_b32_e32", [op::v(d), op::imm(0)])?],
        [a] => vec![read(a)?],
        [a, b] => vec![
            read(a)?,
            bld.build(ops.vadd, [op::v(d), op::v(lane_reg(b)?), op::v(d)])?,
        ],
        _ => return Err(err("more than two lane registers")),
    })
}

fn lane_reg(u: &RegUnit) -> Result<u16, PassError> {
    u.numbered()
        .map(|(_, n)| n)
        .ok_or_else(|| err("lane register is not numbered"))
}

/// `s[r:r+1] = P + (sext(U) << sh)`, P in `s[p:p+1]`.
fn emit_base(
    bld: Builder,
    code: &mut Vec<Instruction>,
    u: &Poly,
    r: u16,
    p: u16,
    shift: u32,
    atoms: &BTreeMap<Atom, u16>,
) -> Result<(), PassError> {
    // A constant part folds: B_j = P + (sext(c) << sh) in one 64-bit add (a copy of P
    // for c = 0).
    if let Some(c) = u.as_const() {
        let off = (c as i32 as i64) << shift;
        if off == 0 {
            code.push(bld.build("s_mov_b64", [op::s2(r), op::s2(p)])?);
        } else {
            let (lo, hi) = (op::hex(off as u32), op::hex((off >> 32) as u32));
            code.push(bld.build("s_add_u32", [op::s(r), op::s(p), lo])?);
            code.push(bld.build("s_addc_u32", [op::s(r + 1), op::s(p + 1), hi])?);
        }
        return Ok(());
    }
    emit_uniform(bld, code, u, r, r + 1, atoms)?;
    // The high half sign-extends U_j: a negative U_j (a load before the lane part's
    // own row) puts the base below P.
    code.push(bld.build("s_ashr_i32", [op::s(r + 1), op::s(r), op::imm(31)])?);
    if shift > 0 {
        let sh = op::imm(shift.into());
        code.push(bld.build("s_lshl_b64", [op::s2(r), op::s2(r), sh])?);
    }
    code.push(bld.build("s_add_u32", [op::s(r), op::s(r), op::s(p)])?);
    code.push(bld.build("s_addc_u32", [op::s(r + 1), op::s(r + 1), op::s(p + 1)])?);
    Ok(())
}

/// The offset's step per iteration: a carried offset adds `step` in the latch; a local one
/// steps `sio = (stride << sh) * Iter` there and is `(R << sh) + sio` before the loads.
fn emit_advance(
    ops: Ops,
    s: &Stream,
    offset: Offset,
    lanes: &[RegUnit],
    step: &Operand,
    out: &mut Emitted,
) -> Result<(), PassError> {
    let (bld, vadd) = (ops.bld, ops.vadd);
    let (voff, sio, at) = match offset {
        Offset::Carried(voff) => {
            out.latch
                .push(bld.build(vadd, [op::v(voff), step.clone(), op::v(voff)])?);
            return Ok(());
        }
        Offset::Local { v, sio, at, .. } => (v, sio, at),
    };
    out.pre
        .push(bld.build("s_mov_b32", [op::s(sio), op::imm(0)])?);
    out.latch
        .push(bld.build("s_add_u32", [op::s(sio), op::s(sio), step.clone()])?);
    let mut code = Vec::new();
    let src = match lanes {
        [] => None,
        [u] if !u.is_agpr() => Some(lane_reg(u)?),
        [a, b] if !a.is_agpr() => {
            let (a, b) = (op::v(lane_reg(a)?), op::v(lane_reg(b)?));
            code.push(bld.build(vadd, [op::v(voff), a, b])?);
            Some(voff)
        }
        _ => {
            code.extend(lane_sum(ops, lanes, voff)?);
            Some(voff)
        }
    };
    code.push(match (src, s.shift) {
        (None, _) => bld.build("v_mov_b32_e32", [op::v(voff), op::s(sio)])?,
        (Some(r), 0) => bld.build(vadd, [op::v(voff), op::s(sio), op::v(r)])?,
        (Some(r), sh) => bld.build(
            "v_lshl_add_u32",
            [op::v(voff), op::v(r), op::imm(sh.into()), op::s(sio)],
        )?,
    });
    out.local.push((at, code));
    Ok(())
}

/// The log line of a rewritten stream.
fn describe_stream(site: &Site, s: &Stream, regs: &StreamRegs, step: &Operand) -> String {
    let pointer = name_map(site.k)
        .get(&Atom::Arg(s.ptr))
        .cloned()
        .or_else(|| {
            let md = site.k.metadata.as_ref()?;
            md.explicit_args()
                .find(|a| a.offset == s.ptr)
                .and_then(|a| a.name.clone())
        })
        .unwrap_or_else(|| format!("kernarg+{:#x}", s.ptr));
    let n = regs.bases.len();
    let offset = match regs.offset {
        Offset::Carried(v) => format!("VGPR offset v{v}"),
        Offset::Local { v, sio, .. } => format!(
            "VGPR offset v{v} computed before the loads from the lane registers and s{sio}, s{sio}"
        ),
    };
    let step = if regs.incr.as_const().is_some() {
        format!("+= {step}")
    } else {
        format!("+= {step} (stride from the arguments)")
    };
    format!(
        "{}: stream of {} loads through {pointer}: SGPR bases ({n} pair{}), {offset} {step} per iteration",
        site.label,
        s.members.len(),
        if n == 1 { "" } else { "s" },
    )
}

/// Puts one loop's emitted code in place: the run-time check's branch to an unchanged copy of
/// the loop (with a guard), the loads' new operands, and the code at the kernel entry, the
/// preheader and the latch. `false`: refused (logged), the module unchanged.
#[allow(clippy::too_many_arguments)]
fn place(
    cx: &mut PassContext,
    flow: &KernelFlow,
    lp: &crate::flow::loops::Loop,
    label: &str,
    ops: Ops,
    guard: Option<&Guard>,
    mut out: Emitted,
    log: &mut PassLogEntry,
) -> Result<bool, PassError> {
    let first_line = flow
        .code
        .insts
        .first()
        .map(|i| i.line)
        .ok_or_else(|| err("empty kernel"))?;
    let mut pre_at = match preheader_insert_point(cx, flow, lp) {
        Ok(at) => at,
        Err(Refusal(scope, why)) => {
            log.refused.push((scope, why));
            return Ok(false);
        }
    };
    let latch_at = insert_point(cx, flow, lp.latches[0], false)?;
    if let Some(g) = guard {
        let copy = match copy_loop(cx, flow, lp, label) {
            Ok(c) => c,
            Err(why) => {
                let why = format!("the range needs a run-time check and {why}");
                log.refused.push((label.to_string(), why));
                return Ok(false);
            }
        };
        let bld = ops.bld;
        out.pre
            .push(bld.build("s_cmp_eq_u32", [op::s(g.ok), op::imm(0)])?);
        out.pre
            .push(bld.build("s_cbranch_scc1", [op::label(&copy.header)])?);
        out.pre.append(&mut out.rewritten_entry);
        log.changed.push(format!(
            "{label}: entered when a preheader check proves every offset in range for this launch; otherwise an unchanged copy ({}) runs",
            copy.header
        ));
        pre_at = insert_copy(cx, copy, pre_at)?;
    }
    for (line, voff, b) in &out.loads {
        let i = cx.module.lines[*line]
            .instruction_mut()
            .ok_or_else(|| err("load line is not an instruction"))?;
        if i.operands.len() < 3 {
            return Err(err("unexpected load operands"));
        }
        i.operands[1] = Operand::vgpr(*voff);
        i.operands[2] = Operand::reg(RegFile::S, *b, 2);
    }
    let mut edits = vec![
        (first_line, out.entry),
        (pre_at, out.pre),
        (latch_at, out.latch),
    ];
    edits.extend(out.local);
    super::waitcnt::apply_edits(cx.module, Vec::new(), edits);
    Ok(true)
}

/// Inserts the unchanged copy of a loop after the kernel's end (the loop itself is rewritten
/// in place) and the label of its exit if it had none; returns where the preheader code goes
/// now (`pre_at` moved past inserted lines).
fn insert_copy(
    cx: &mut PassContext,
    copy: LoopCopy,
    mut pre_at: usize,
) -> Result<usize, PassError> {
    let mut at = copy.at;
    if let Some((l, name)) = &copy.exit_label {
        cx.module.lines.insert(
            *l,
            crate::asm::Line::new(LineKind::Label(name.as_str().into())),
        );
        if pre_at >= *l {
            pre_at += 1;
        }
        at += 1;
    }
    let n = copy.lines.len();
    let tail = cx.module.lines.split_off(at);
    cx.module.lines.extend(copy.lines);
    cx.module.lines.extend(tail);
    if pre_at > copy.lo && pre_at <= copy.hi {
        return Err(err("the preheader lies inside the loop"));
    }
    if pre_at >= at {
        pre_at += n;
    }
    Ok(pre_at)
}

/// The entry code that puts atom `a` (a kernel argument or an ABI SGPR) into `s{r}`.
fn entry_copy(
    bld: Builder,
    a: &Atom,
    r: u16,
    kp: u16,
    sload1: &str,
) -> Result<Instruction, PassError> {
    Ok(match a {
        Atom::Arg(off) => bld.build(sload1, [op::s(r), op::s2(kp), op::hex(*off)])?,
        Atom::Sgpr(n) => bld.build("s_mov_b32", [op::s(r), op::s(*n)])?,
        _ => return Err(err("unexpected atom in a uniform part")),
    })
}

/// SGPRs of the preheader's run-time range check.
struct Guard {
    /// -1 while every condition holds, 0 once one fails.
    ok: u16,
    /// Last iteration at which a load can run.
    imax: u16,
    t1: u16,
    t2: u16,
    /// The limit on a lane's offset index.
    lim: u16,
    /// A lane mask (a pair on wave64).
    mask: u16,
    wave64: bool,
}

/// `s_cselect_b32 ok, ok, 0`: the condition just compared (SCC) must hold.
fn require(bld: Builder, code: &mut Vec<Instruction>, g: &Guard) -> Result<(), PassError> {
    code.push(bld.build("s_cselect_b32", [op::s(g.ok), op::s(g.ok), op::imm(0)])?);
    Ok(())
}

/// `imax = ceil((max(bound, c0) - c0) / step)`: the exit test `c0 + step*i >= bound` stops
/// the loop by iteration imax. Needs `bound <= i32::MAX - step` so the counter cannot wrap.
fn guard_prologue(
    bld: Builder,
    code: &mut Vec<Instruction>,
    g: &Guard,
    exit: &ExitTest,
    regs: &BTreeMap<Atom, u16>,
) -> Result<(), PassError> {
    let m = g.imax;
    emit_uniform(bld, code, &exit.bound, m, g.t1, regs)?;
    let c0 = op::hex(exit.c0 as u32);
    let top = op::hex((i32::MAX as i64 - exit.step) as u32);
    code.push(bld.build("s_cmp_le_i32", [op::s(m), top])?);
    code.push(bld.build("s_cselect_b32", [op::s(g.ok), op::imm(-1), op::imm(0)])?);
    if exit.entered_below_bound {
        // A count-down loop entered at or past its bound would wrap its counter.
        code.push(bld.build("s_cmp_lt_i32", [op::s(m), c0.clone()])?);
        code.push(bld.build("s_cselect_b32", [op::s(g.ok), op::imm(0), op::s(g.ok)])?);
    }
    code.push(bld.build("s_max_i32", [op::s(m), op::s(m), c0.clone()])?);
    code.push(bld.build("s_sub_u32", [op::s(m), op::s(m), c0])?);
    if exit.step > 1 {
        let round = op::hex((exit.step - 1) as u32);
        code.push(bld.build("s_add_u32", [op::s(m), op::s(m), round])?);
        let log2 = op::imm(exit.step.trailing_zeros().into());
        code.push(bld.build("s_lshr_b32", [op::s(m), op::s(m), log2])?);
    }
    Ok(())
}

/// The conditions of one stream, with `v{voff}` holding the lane part `v0` (before the shift)
/// and `U_j` read as signed 32-bit values (what the bases sign-extend):
/// `L = min(2^31 - max(0, max U_j), 2^(32-sh))`, `stride * imax < L` (64-bit product) and, in
/// every active lane, `v0 < L - stride*imax`. Then for every iteration `i <= imax`,
/// `v_i = v0 + stride*i` has `-2^31 <= U_j + v_i < 2^31` (the 32-bit index is that integer, and
/// so is its sign extension) and `v_i << sh < 2^32` (the VGPR offset does not wrap): the
/// SGPR-base address equals the original one.
#[allow(clippy::too_many_arguments)]
fn guard_stream(
    bld: Builder,
    code: &mut Vec<Instruction>,
    g: &Guard,
    us: &[&Poly],
    stride: &Poly,
    shift: u32,
    voff: u16,
    regs: &BTreeMap<Atom, u16>,
) -> Result<(), PassError> {
    let (l, t1, t2) = (g.lim, g.t1, g.t2);
    // lim = min(2^31 - max(0, U_j...), 2^(32-sh)) (the second only where it is smaller),
    // folded when every U_j is a constant.
    let consts: Option<Vec<i64>> = us
        .iter()
        .map(|u| u.as_const().map(|c| c as i32 as i64))
        .collect();
    if let Some(cs) = consts {
        let top = cs.into_iter().fold(0, i64::max);
        let mut lim = (1i64 << 31) - top;
        if shift >= 2 {
            lim = lim.min(1i64 << (32 - shift));
        }
        code.push(bld.build("s_mov_b32", [op::s(l), op::hex(lim as u32)])?);
    } else {
        code.push(bld.build("s_mov_b32", [op::s(l), op::imm(0)])?);
        let mut seen: Vec<&Poly> = Vec::new();
        for u in us {
            if seen.contains(u) {
                continue;
            }
            seen.push(u);
            emit_uniform(bld, code, u, t1, t2, regs)?;
            code.push(bld.build("s_max_i32", [op::s(l), op::s(l), op::s(t1)])?);
        }
        code.push(bld.build("s_sub_u32", [op::s(l), op::hex(0x8000_0000), op::s(l)])?);
        if shift >= 2 {
            // 2^(32-sh) <= 2^30 fits the 32-bit immediate.
            let cap = op::hex(1u32 << (32 - shift));
            code.push(bld.build("s_min_u32", [op::s(l), op::s(l), cap])?);
        }
    }
    emit_uniform(bld, code, stride, t1, t2, regs)?;
    code.push(bld.build("s_mul_hi_u32", [op::s(t2), op::s(t1), op::s(g.imax)])?);
    code.push(bld.build("s_cmp_eq_u32", [op::s(t2), op::imm(0)])?);
    require(bld, code, g)?;
    code.push(bld.build("s_mul_i32", [op::s(t1), op::s(t1), op::s(g.imax)])?);
    code.push(bld.build("s_cmp_lt_u32", [op::s(t1), op::s(l)])?);
    require(bld, code, g)?;
    code.push(bld.build("s_sub_u32", [op::s(t1), op::s(l), op::s(t1)])?);
    // The lanes whose offset index is not below the limit: none may be active.
    let mk = g.mask;
    if g.wave64 {
        let exec = op::special(SpecialReg::Exec);
        code.push(bld.build("v_cmp_gt_u32_e64", [op::s2(mk), op::s(t1), op::v(voff)])?);
        code.push(bld.build("s_andn2_b64", [op::s2(mk), exec, op::s2(mk)])?);
        code.push(bld.build("s_cmp_eq_u64", [op::s2(mk), op::imm(0)])?);
    } else {
        let exec = op::special(SpecialReg::ExecLo);
        code.push(bld.build("v_cmp_gt_u32_e64", [op::s(mk), op::s(t1), op::v(voff)])?);
        code.push(bld.build("s_and_not1_b32", [op::s(mk), exec, op::s(mk)])?);
        code.push(bld.build("s_cmp_eq_u32", [op::s(mk), op::imm(0)])?);
    }
    require(bld, code, g)
}

/// A copy of a loop's lines with its labels renamed.
struct LoopCopy {
    /// First and last line of the loop.
    lo: usize,
    hi: usize,
    lines: Vec<crate::asm::Line>,
    /// The copy's header label.
    header: String,
    /// The line the copy is inserted at.
    at: usize,
    /// A label to insert before this line (the loop's fall-through exit had none).
    exit_label: Option<(usize, String)>,
}

/// Copies a loop laid out as one run of lines; the copy goes after the kernel's last
/// instruction (which must not fall through), with a branch to the loop's fall-through exit.
fn copy_loop(
    cx: &PassContext,
    flow: &KernelFlow,
    lp: &crate::flow::loops::Loop,
    header: &str,
) -> Result<LoopCopy, String> {
    let code = &flow.code;
    let first = lp
        .blocks
        .iter()
        .map(|b| flow.cfg.blocks[b.index()].insts.start)
        .min()
        .ok_or("the loop is empty")?;
    let end = lp
        .blocks
        .iter()
        .map(|b| flow.cfg.blocks[b.index()].insts.end)
        .max()
        .ok_or("the loop is empty")?;
    if (first..end).any(|i| !lp.contains(flow.cfg.block_of[i])) {
        return Err("the loop's blocks are not contiguous".into());
    }
    let last = &code.insts[end - 1];
    // A loop that can fall out of its last line gets a branch to the label there.
    let unconditional =
        cx.isa.info(last.op).is_branch && last.uses.is_empty() && last.target.is_some();
    let fall_label = if unconditional {
        None
    } else {
        let next = code
            .insts
            .get(end)
            .ok_or("the loop falls out of the kernel's last line")?;
        let label = cx.module.lines[last.line + 1..next.line]
            .iter()
            .find_map(|l| match &l.kind {
                LineKind::Label(n) => Some(n.to_string()),
                _ => None,
            });
        Some(match label {
            Some(l) => (l, None),
            // An unlabelled exit gets a label (which changes no code).
            None => (format!("{header}_exit_addr"), Some(next.line)),
        })
    };
    if header.is_empty() {
        return Err("the loop header has no label".into());
    }
    let lo = if first == 0 {
        return Err("the loop starts the kernel".into());
    } else {
        code.insts[first - 1].line + 1
    };
    let hi = last.line;
    let lines = &cx.module.lines;
    let names: BTreeSet<String> = lines[lo..=hi]
        .iter()
        .filter_map(|l| match &l.kind {
            LineKind::Label(n) => Some(n.to_string()),
            _ => None,
        })
        .collect();
    let taken: BTreeSet<&str> = lines
        .iter()
        .filter_map(|l| match &l.kind {
            LineKind::Label(n) => Some(n.as_str()),
            _ => None,
        })
        .collect();
    let rename = |n: &str| format!("{n}{}", crate::flow::loops::FALLBACK_SUFFIX);
    if names.iter().any(|n| taken.contains(rename(n).as_str())) {
        return Err("the copy's labels are taken".into());
    }
    if !names.contains(header) {
        return Err("the loop header's label is not in the loop's lines".into());
    }
    let mut out = Vec::new();
    for l in &lines[lo..=hi] {
        match &l.kind {
            LineKind::Label(n) => out.push(crate::asm::Line::new(LineKind::Label(
                rename(n).as_str().into(),
            ))),
            LineKind::Instruction(i)
                if i.operands
                    .iter()
                    .any(|o| matches!(&o.kind, OperandKind::Expr(e) if names.contains(&**e))) =>
            {
                let mut i = (**i).clone();
                for o in &mut i.operands {
                    if let OperandKind::Expr(e) = &o.kind {
                        if names.contains(&**e) {
                            *o = Operand::expr(&rename(e));
                        }
                    }
                }
                out.push(crate::asm::Line::new(LineKind::Instruction(Box::new(i))));
            }
            _ => out.push(l.clone()),
        }
    }
    let mut new_label = None;
    if let Some((l, at)) = fall_label {
        if taken.contains(l.as_str()) {
            return Err("the exit label is taken".into());
        }
        new_label = at.map(|at| (at, l.clone()));
        out.push(crate::asm::Line::new(LineKind::Instruction(Box::new(
            Builder::new(cx.isa)
                .build("s_branch", [op::label(&l)])
                .map_err(|e| e.to_string())?,
        ))));
    }
    let tail = code.insts.len() - 1;
    let tail_block = flow.cfg.block_of[tail];
    if flow.cfg.successors(tail_block).next().is_some() {
        return Err("the kernel's last instruction is not its end".into());
    }
    Ok(LoopCopy {
        at: code.insts[tail].line + 1,
        exit_label: new_label,
        lo,
        hi,
        lines: out,
        header: rename(header),
    })
}

/// `d = U` over the entry copies of atoms (mod 2^32), with `tmp` as scratch.
fn emit_uniform(
    bld: Builder,
    code: &mut Vec<Instruction>,
    u: &Poly,
    d: u16,
    tmp: u16,
    regs: &BTreeMap<Atom, u16>,
) -> Result<(), PassError> {
    if u.0.len() > 1 && tmp == d {
        return Err(err("a sum of terms needs a scratch register"));
    }
    // The first term goes straight into `d`, the others through `tmp`.
    let mut first = true;
    for (m, c) in &u.0 {
        if m.is_empty() {
            let c = op::hex(*c as u32);
            code.push(if first {
                bld.build("s_mov_b32", [op::s(d), c])?
            } else {
                bld.build("s_add_u32", [op::s(d), op::s(d), c])?
            });
            first = false;
            continue;
        }
        let t = if first { d } else { tmp };
        let r0 = regs
            .get(&m[0])
            .ok_or_else(|| err("atom register missing"))?;
        code.push(bld.build("s_mov_b32", [op::s(t), op::s(*r0)])?);
        for a in &m[1..] {
            let r = regs.get(a).ok_or_else(|| err("atom register missing"))?;
            code.push(bld.build("s_mul_i32", [op::s(t), op::s(t), op::s(*r)])?);
        }
        if *c != 1 {
            let c = op::hex(*c as u32);
            code.push(bld.build("s_mul_i32", [op::s(t), op::s(t), c])?);
        }
        if !first {
            code.push(bld.build("s_add_u32", [op::s(d), op::s(d), op::s(tmp)])?);
        }
        first = false;
    }
    if first {
        code.push(bld.build("s_mov_b32", [op::s(d), op::imm(0)])?);
    }
    Ok(())
}

/// The line before which code runs at the end of `block` (before its branch, if it ends in
/// one that does not read SCC or VCC; `entry` code must not clobber SCC).
fn insert_point(
    cx: &PassContext,
    flow: &KernelFlow,
    block: crate::flow::cfg::BlockId,
    salu: bool,
) -> Result<usize, PassError> {
    let b = &flow.cfg.blocks[block.index()];
    let last = b
        .insts
        .end
        .checked_sub(1)
        .ok_or_else(|| err("empty block"))?;
    let ins = &flow.code.insts[last];
    if cx.isa.info(ins.op).is_branch {
        let reads_scc = ins.uses.contains(&crate::flow::regs::SCC);
        if salu && reads_scc {
            return Err(err("the preheader ends in a branch on SCC"));
        }
        Ok(ins.line)
    } else {
        Ok(ins.line + 1)
    }
}

/// Where the preheader code of loop `lp` goes: on the way into the header only. A preheader
/// that ends in a conditional branch is the compiler's zero-trip guard (`s_cbranch_vccnz` over
/// the loop when K <= 0): code before that branch would also run on the path that skips the
/// loop, and a version switch there would send a zero or negative trip count into a loop copy.
/// So the code goes after the branch, on its fall-through into the header, which must be the
/// next block; a guard that enters the loop by jumping would need an edge split (refused).
fn preheader_insert_point(
    cx: &PassContext,
    flow: &KernelFlow,
    lp: &crate::flow::loops::Loop,
) -> Result<usize, Refusal> {
    let scope = flow.cfg.blocks[lp.header.index()]
        .label
        .clone()
        .unwrap_or_default();
    let pre = lp
        .preheader
        .ok_or_else(|| Refusal(scope.clone(), "the loop has no preheader".into()))?;
    let b = &flow.cfg.blocks[pre.index()];
    let Some(last) = b.insts.end.checked_sub(1).filter(|&l| l >= b.insts.start) else {
        return Err(Refusal(scope, "the preheader is empty".into()));
    };
    let ins = &flow.code.insts[last];
    let info = cx.isa.info(ins.op);
    if !info.is_branch {
        return Ok(ins.line + 1);
    }
    if !info.is_conditional {
        return Ok(ins.line);
    }
    let falls_into_header = flow
        .cfg
        .graph
        .edges(pre.node())
        .any(|e| *e.weight() == Edge::FallThrough && e.target() == lp.header.node());
    if falls_into_header {
        Ok(ins.line + 1)
    } else {
        Err(Refusal(
            scope,
            "the preheader's conditional branch enters the loop by a jump: the run-time check \
             would need an edge split"
                .into(),
        ))
    }
}

/// Deletes instructions of the loop whose results no live instruction reads: values that
/// only feed each other around the back edge (an index kept in AGPRs and stepped every
/// iteration) die with the addresses they fed.
fn delete_dead(cx: &mut PassContext, name: &str, header: &str) -> Result<(), PassError> {
    let k = find_kernel(cx, name)?;
    let flow = cx.flow(&k)?;
    let Some(lp) = flow
        .loops
        .loops
        .iter()
        .find(|l| flow.cfg.blocks[l.header.index()].label.as_deref() == Some(header))
    else {
        return Ok(());
    };
    let exec = [crate::flow::regs::EXEC_LO, crate::flow::regs::EXEC_HI];
    // Instructions with no effect but their register results.
    let pure: Vec<bool> = flow
        .code
        .insts
        .iter()
        .enumerate()
        .map(|(i, ins)| {
            let info = cx.isa.info(ins.op);
            lp.contains(flow.cfg.block_of[i])
                && ins.dual.is_none()
                && matches!(
                    info.unit,
                    Unit::Valu | Unit::ValuTrans | Unit::Matrix | Unit::Salu
                )
                && !info.is_branch
                && !ins.defs.is_empty()
                && !ins.defs.iter().any(|u| exec.contains(u))
        })
        .collect();
    // Needed: read by anything else, or by a needed instruction (least fixed point).
    let mut needed: Vec<bool> = (0..pure.len())
        .map(|i| {
            !pure[i]
                || flow.def_use.def_uses[i]
                    .iter()
                    .any(|&(user, _)| !pure[user as usize])
        })
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..pure.len() {
            if !needed[i]
                && flow.def_use.def_uses[i]
                    .iter()
                    .any(|&(user, _)| needed[user as usize])
            {
                needed[i] = true;
                changed = true;
            }
        }
    }
    let dead: Vec<usize> = (0..pure.len())
        .filter(|&i| !needed[i])
        .map(|i| flow.code.insts[i].line)
        .collect();
    if !dead.is_empty() {
        super::waitcnt::apply_edits(cx.module, dead, Vec::new());
    }
    Ok(())
}
