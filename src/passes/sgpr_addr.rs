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
use crate::asm::{parse_instruction, Instruction, LineKind, Operand, OperandKind, RegFile, Target};
use crate::flow::address::{Atom, Cond, Eval, ExitTest, Interval, Poly, Ranges};
use crate::flow::cfg::Edge;
use crate::flow::dataflow::ENTRY;
use crate::flow::insts::instruction;
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
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

fn inst(text: &str) -> Result<Instruction, PassError> {
    parse_instruction(text).map_err(|e| err(format!("cannot build `{text}`: {e}")))
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
    if loads.is_empty() {
        return Ok(None);
    }
    let Some(pre) = lp.preheader else {
        log.refused
            .push((label, "the loop has no unique preheader".into()));
        return Ok(None);
    };
    if lp.latches.len() != 1 {
        log.refused
            .push((label, "the loop has more than one latch".into()));
        return Ok(None);
    }
    // The preheader code (bases, the run-time check) sets SCC: the loop must not read an SCC
    // set before it.
    let scc_in = flow.code.insts.iter().enumerate().any(|(i, ins)| {
        lp.contains(flow.cfg.block_of[i])
            && ins.uses.contains(&crate::flow::regs::SCC)
            && flow
                .def_use
                .reaching(i, crate::flow::regs::SCC)
                .iter()
                .any(|&d| d == ENTRY || !lp.contains(flow.cfg.block_of[d as usize]))
    });
    if scc_in {
        log.refused
            .push((label, "the loop reads SCC set before it".into()));
        return Ok(None);
    }
    let mut ev = Eval::new(cx.module, k, cx.isa, flow, lp);
    // Registers the loop reads whose value is fixed before it: (unit, value at the preheader).
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
    let mut streams: Vec<Stream> = Vec::new();
    for &i in &loads {
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
        let lane = |p: &Poly| {
            Poly(
                p.0.iter()
                    .filter(|(m, _)| m.iter().any(|a| !a.uniform()))
                    .map(|(m, c)| (m.clone(), *c))
                    .collect(),
            )
        };
        let lanes = lane(&rest);
        if let Some(s) = streams.iter_mut().find(|s| {
            s.ptr == acc.ptr && s.shift == acc.shift && s.stride == stride && lane(&s.r) == lanes
        }) {
            let u = rest.sub(&s.r);
            s.members.push(Member { inst: i, u, conds });
            continue;
        }
        // The lane part from one or two registers available before the loop.
        let cands: Vec<(&RegUnit, &Poly)> = avail.iter().collect();
        let mut pick: Option<(Vec<RegUnit>, Poly)> = None;
        if lanes.0.is_empty() {
            pick = Some((Vec::new(), Poly::default()));
        }
        for (u, p) in &cands {
            if pick.is_some() {
                break;
            }
            if rest.sub(p).uniform() {
                pick = Some((vec![**u], (*p).clone()));
            }
        }
        'pairs: for (a, (u1, p1)) in cands.iter().enumerate() {
            for (u2, p2) in cands.iter().skip(a + 1) {
                if pick.is_some() {
                    break 'pairs;
                }
                let s = p1.add(p2);
                // One AGPR at most: it is read into the offset, the other added to it.
                if u1.is_agpr() && u2.is_agpr() {
                    continue;
                }
                if rest.sub(&s).uniform() {
                    pick = Some((vec![**u1, **u2], s));
                }
            }
        }
        let Some((regs, r)) = pick else {
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
    if streams.is_empty() {
        return Ok(None);
    }
    // Uniform parts must be made of arguments, workgroup ids and constants.
    streams.retain(|s| {
        let bad = s
            .members
            .iter()
            .any(|m| m.u.has(|a| !matches!(a, Atom::Arg(_) | Atom::Sgpr(_))))
            || s.stride.has(|a| !matches!(a, Atom::Arg(_) | Atom::Sgpr(_)));
        if bad {
            log.refused.push((
                scope(cx, flow, s.members[0].inst),
                "the uniform part of the index is not made of arguments, workgroup ids and constants".into(),
            ));
        }
        !bad
    });
    if streams.is_empty() {
        return Ok(None);
    }
    // The proof, with the user's facts, else with derived ones.
    let names = name_map(k);
    // `NAME=V` facts turn the argument into a constant (strides and bases fold).
    let eq = equalities(&names, user);
    for s in &mut streams {
        s.stride = specialise(&s.stride, &eq);
        for m in &mut s.members {
            m.u = specialise(&m.u, &eq);
        }
    }
    let mut needed: BTreeSet<String> = BTreeSet::new();
    let mut polys: Vec<&Poly> = Vec::new();
    for s in &streams {
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
    let try_prove = |ev: &mut Eval, facts: &[Fact]| -> Result<(), String> {
        let ranges = ranges(k, &names, facts);
        let iters = ev.iteration_bound(&ranges)?;
        let mut rg = ranges.clone();
        rg.atoms.insert(Atom::Iter, Interval::new(0, iters));
        for s in &streams {
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
                if !ur.within(-(1i128 << 31), 1i128 << 31)
                    || !all.within(-(1i128 << 31), 1i128 << 31)
                {
                    return Err(format!(
                        "the 32-bit index may be negative or overflow: in [{}, {}]",
                        all.lo.min(ur.lo),
                        all.hi.max(ur.hi)
                    ));
                }
            }
        }
        Ok(())
    };
    let proved_by_user = try_prove(&mut ev, user);
    let (facts, derived, guard) = match proved_by_user {
        Ok(()) => (user.to_vec(), Vec::new(), None),
        Err(first) if !derive => match runtime_check(&ev, flow, lp, &eq).and_then(|exit| {
            static_conds(&mut ev, &streams, &ranges(k, &names, user)).map(|()| exit)
        }) {
            Ok(exit) => {
                log.changed.push(format!(
                    "{label}: no static proof of the offset range ({first}): it is checked at run time"
                ));
                (user.to_vec(), Vec::new(), Some(exit))
            }
            Err(why) => {
                log.refused.push((
                    label,
                    format!("{first}; no run-time check either: {why} (pass --assume facts that prove the range)"),
                ));
                return Ok(None);
            }
        },
        Err(first) => {
            let mut found = None;
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
                for n in &needed {
                    let (lo, hi) = assume::bounds(user, n);
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
                let mut all = user.to_vec();
                all.extend(extra.iter().cloned());
                if try_prove(&mut ev, &all).is_ok() {
                    found = Some((all, extra, None));
                    break;
                }
            }
            match found {
                Some(f) => f,
                // No bound of the ladder proves it: check at run time instead.
                None => match runtime_check(&ev, flow, lp, &eq).and_then(|exit| {
                    static_conds(&mut ev, &streams, &ranges(k, &names, user)).map(|()| exit)
                }) {
                    Ok(exit) => (user.to_vec(), Vec::new(), Some(exit)),
                    Err(why) => {
                        log.refused.push((label, format!("{first}; no bound on the arguments and grid up to 2^16 proves it and no run-time check either: {why} (pass --assume facts)")));
                        return Ok(None);
                    }
                },
            }
        }
    };
    let _ = pre;
    Ok(Some(Plan {
        streams,
        facts,
        derived,
        guard,
    }))
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
    let g942 = cx.target == Target::Gfx942;
    let (vadd, sload1, sload2) = if g942 {
        ("v_add_u32_e32", "s_load_dword", "s_load_dwordx2")
    } else {
        ("v_add_nc_u32_e32", "s_load_b32", "s_load_b64")
    };
    let kp = crate::flow::trip::kernarg_sgpr(k).ok_or_else(|| err("no kernarg pointer"))?;
    let mut taken = used(flow);
    let abi = crate::flow::resources::abi_sgprs(k) as u16;
    let extra = if g942 { 6 } else { 2 };
    let limit = SGPR_LIMIT - extra;
    let sgpr = |n: u16, taken: &mut BTreeSet<RegUnit>| -> Option<u16> {
        let mut s = abi.max(n);
        while (s as u32) + n as u32 <= limit {
            if s % n == 0 && (0..n).all(|d| !taken.contains(&RegUnit::reg(RegFile::S, s + d))) {
                for d in 0..n {
                    taken.insert(RegUnit::reg(RegFile::S, s + d));
                }
                return Some(s);
            }
            s += 1;
        }
        None
    };
    let names = name_map(k);
    let mut entry_code: Vec<Instruction> = Vec::new();
    let mut pre_code: Vec<Instruction> = Vec::new();
    let mut latch_code: Vec<Instruction> = Vec::new();
    // After the run-time check's branch: only the rewritten loop's way.
    let mut rewritten_entry: Vec<Instruction> = Vec::new();
    let mut atom_reg: BTreeMap<Atom, u16> = BTreeMap::new();
    let mut ptr_reg: BTreeMap<u32, u16> = BTreeMap::new();
    let mut rewrites: Vec<(usize, u16, u16)> = Vec::new();
    // Code before a stream's first load (offsets computed there).
    let mut local_code: Vec<(usize, Vec<Instruction>)> = Vec::new();
    // VGPRs given to offsets so far (a carried one is unreferenced in `flow`).
    let mut claimed: BTreeSet<u16> = BTreeSet::new();
    let written = loop_defs(flow, lp);
    let wave64 = k.wave_size() == 64;
    // Run-time check registers: ok flag, iteration bound, two temporaries, limit, lane mask.
    let guard_regs = match &plan.guard {
        None => None,
        Some(exit) => {
            let mut regs = Vec::new();
            for n in [1, 1, 1, 1, 1, if wave64 { 2 } else { 1 }] {
                match sgpr(n, &mut taken) {
                    Some(r) => regs.push(r),
                    None => {
                        log.refused.push((
                            label.clone(),
                            "not enough free SGPRs for the run-time range check".into(),
                        ));
                        return Ok(None);
                    }
                }
            }
            let mut atoms: BTreeSet<Atom> = BTreeSet::new();
            for m in exit.bound.0.keys() {
                atoms.extend(m.iter().cloned());
            }
            for a in &atoms {
                if atom_reg.contains_key(a) {
                    continue;
                }
                let Some(r) = sgpr(1, &mut taken) else {
                    log.refused.push((
                        label.clone(),
                        "not enough free SGPRs for the run-time range check".into(),
                    ));
                    return Ok(None);
                };
                atom_reg.insert(a.clone(), r);
                entry_code.push(entry_copy(a, r, kp, sload1)?);
            }
            let g = Guard {
                ok: regs[0],
                imax: regs[1],
                t1: regs[2],
                t2: regs[3],
                lim: regs[4],
                mask: regs[5],
                wave64,
            };
            guard_prologue(&mut pre_code, &g, exit, &atom_reg)?;
            Some(g)
        }
    };
    for s in &plan.streams {
        // Registers this stream needs; if they do not fit, it is left alone.
        let snapshot = (
            taken.clone(),
            atom_reg.clone(),
            ptr_reg.clone(),
            entry_code.len(),
        );
        let fail = |why: &str, log: &mut PassLogEntry| {
            log.refused.push((
                format!("{label} stream of {} loads", s.members.len()),
                why.to_string(),
            ));
        };
        let mut ok = true;
        let mut atoms: BTreeSet<Atom> = BTreeSet::new();
        for p in s.members.iter().map(|m| &m.u).chain([&s.stride]) {
            for m in p.0.keys() {
                atoms.extend(m.iter().cloned());
            }
        }
        for a in &atoms {
            if atom_reg.contains_key(a) {
                continue;
            }
            let Some(r) = sgpr(1, &mut taken) else {
                ok = false;
                break;
            };
            atom_reg.insert(a.clone(), r);
            entry_code.push(entry_copy(a, r, kp, sload1)?);
        }
        if ok && !ptr_reg.contains_key(&s.ptr) {
            match sgpr(2, &mut taken) {
                Some(r) => {
                    ptr_reg.insert(s.ptr, r);
                    entry_code.push(inst(&format!(
                        "{sload2} s[{r}:{}], s[{kp}:{}], {:#x}",
                        r + 1,
                        kp + 1,
                        s.ptr
                    ))?);
                }
                None => ok = false,
            }
        }
        // One base pair per distinct uniform part; the stride in an SGPR unless constant.
        let mut bases: Vec<(Poly, u16)> = Vec::new();
        for m in &s.members {
            if !ok {
                break;
            }
            if bases.iter().any(|(u, _)| *u == m.u) {
                continue;
            }
            match sgpr(2, &mut taken) {
                Some(r) => bases.push((m.u.clone(), r)),
                None => ok = false,
            }
        }
        let incr = s.stride.scale(1i64 << s.shift);
        let stride_reg = if ok && incr.as_const().is_none() {
            let r = sgpr(1, &mut taken);
            ok &= r.is_some();
            r
        } else {
            None
        };
        // The VGPR offset: a register no instruction references, else one free around the
        // stream's loads, computed there.
        let vlimit: u16 = 256;
        let carried = (0..vlimit).find(|&v| !taken.contains(&RegUnit::vgpr(v)));
        let offset = match (ok, carried) {
            (false, _) => Err(
                "not enough free SGPRs within the budget (106 with VCC and reserved registers)"
                    .to_string(),
            ),
            (true, Some(v)) => Ok(Offset::Carried(v)),
            (true, None) => local_offset(cx, flow, lp, s, &claimed, &written, guard_regs.is_some())
                .and_then(|(v, at, scratch)| match sgpr(1, &mut taken) {
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
                }),
        };
        let offset = match offset {
            Ok(o) => o,
            Err(why) => {
                (taken, atom_reg, ptr_reg) = (snapshot.0, snapshot.1, snapshot.2);
                entry_code.truncate(snapshot.3);
                fail(&why, log);
                continue;
            }
        };
        let voff = offset.vgpr();
        taken.insert(RegUnit::vgpr(voff));
        claimed.insert(voff);
        let reg = |u: &RegUnit| -> Result<u16, PassError> {
            u.numbered()
                .map(|(_, n)| n)
                .ok_or_else(|| err("lane register is not numbered"))
        };
        // `v{d} = R`: the AGPR (if any) read first, the other register added.
        let mut regs = s.regs.clone();
        regs.sort_by_key(|u| !u.is_agpr());
        let lane_sum = |d: u16| -> Result<Vec<Instruction>, PassError> {
            let read = |u: &RegUnit| -> Result<Instruction, PassError> {
                let n = reg(u)?;
                if u.is_agpr() {
                    inst(&format!("v_accvgpr_read_b32 v{d}, a{n}"))
                } else {
                    inst(&format!("v_mov_b32_e32 v{d}, v{n}"))
                }
            };
            Ok(match regs.as_slice() {
                [] => vec![inst(&format!("v_mov_b32_e32 v{d}, 0"))?],
                [a] => vec![read(a)?],
                [a, b] => vec![read(a)?, inst(&format!("{vadd} v{d}, v{}, v{d}", reg(b)?))?],
                _ => return Err(err("more than two lane registers")),
            })
        };
        // Preheader: the carried offset is R << sh; the run-time check reads R. With a check,
        // the offset is set after the check's branch, on the rewritten path only: then the
        // registers only the unchanged copy reads are not live where it is written, and
        // `compact` can often give it one of them (else it costs a VGPR above the kernel's).
        let late = match (offset, &guard_regs) {
            (Offset::Carried(_), Some(_)) => check_scratch(flow, lp, &claimed).ok(),
            _ => None,
        };
        // Each stream's R stays in its scratch until it is copied after the branch.
        claimed.extend(late);
        let check_reg = match offset {
            Offset::Carried(v) => Some(late.unwrap_or(v)),
            Offset::Local { scratch, .. } => scratch,
        };
        if let Some(rv) = check_reg {
            pre_code.extend(lane_sum(rv)?);
        }
        if let Some(g) = &guard_regs {
            let rv = check_reg.ok_or_else(|| err("no register for the run-time check"))?;
            let us: Vec<&Poly> = s.members.iter().map(|m| &m.u).collect();
            guard_stream(&mut pre_code, g, &us, &s.stride, s.shift, rv, &atom_reg)?;
        }
        if matches!(offset, Offset::Carried(_)) {
            let (code, from) = match late {
                Some(r) => (&mut rewritten_entry, r),
                None => (&mut pre_code, voff),
            };
            if s.shift > 0 {
                code.push(inst(&format!(
                    "v_lshlrev_b32_e32 v{voff}, {}, v{from}",
                    s.shift
                ))?);
            } else if from != voff {
                code.push(inst(&format!("v_mov_b32_e32 v{voff}, v{from}"))?);
            }
        }
        // The stride first (the first base's high half is its scratch), then the bases:
        // lo = U_j, hi = 0, shifted, plus P.
        let step = match (incr.as_const(), stride_reg) {
            (Some(c), _) => format!("{:#x}", c as u32),
            (None, Some(sr)) => {
                let tmp = bases.first().map_or(sr, |b| b.1 + 1);
                emit_uniform(&mut pre_code, &incr, sr, tmp, &atom_reg)?;
                format!("s{sr}")
            }
            _ => return Err(err("stride register missing")),
        };
        let p = ptr_reg.get(&s.ptr).copied().unwrap_or(0);
        for (u, r) in &bases {
            // A constant part folds: B_j = P + (sext(c) << sh) in one 64-bit add (a copy of P
            // for c = 0).
            if let Some(c) = u.as_const() {
                let off = (c as i32 as i64) << s.shift;
                if off == 0 {
                    pre_code.push(inst(&format!(
                        "s_mov_b64 s[{r}:{}], s[{p}:{}]",
                        r + 1,
                        p + 1
                    ))?);
                } else {
                    pre_code.push(inst(&format!("s_add_u32 s{r}, s{p}, {:#x}", off as u32))?);
                    pre_code.push(inst(&format!(
                        "s_addc_u32 s{}, s{}, {:#x}",
                        r + 1,
                        p + 1,
                        (off >> 32) as u32
                    ))?);
                }
                continue;
            }
            emit_uniform(&mut pre_code, u, *r, r + 1, &atom_reg)?;
            // The high half sign-extends U_j: a negative U_j (a load before the lane part's
            // own row) puts the base below P.
            pre_code.push(inst(&format!("s_ashr_i32 s{}, s{r}, 31", r + 1))?);
            if s.shift > 0 {
                pre_code.push(inst(&format!(
                    "s_lshl_b64 s[{r}:{}], s[{r}:{}], {}",
                    r + 1,
                    r + 1,
                    s.shift
                ))?);
            }
            pre_code.push(inst(&format!("s_add_u32 s{r}, s{r}, s{p}"))?);
            pre_code.push(inst(&format!(
                "s_addc_u32 s{}, s{}, s{}",
                r + 1,
                r + 1,
                p + 1
            ))?);
        }
        match offset {
            Offset::Carried(_) => {
                latch_code.push(inst(&format!("{vadd} v{voff}, {step}, v{voff}"))?);
            }
            Offset::Local { sio, at, .. } => {
                // sio = (stride << sh) * Iter; at the loads v = (R << sh) + sio.
                pre_code.push(inst(&format!("s_mov_b32 s{sio}, 0"))?);
                latch_code.push(inst(&format!("s_add_u32 s{sio}, s{sio}, {step}"))?);
                let mut code = Vec::new();
                let src = match regs.as_slice() {
                    [] => None,
                    [u] if !u.is_agpr() => Some(reg(u)?),
                    [a, b] if !a.is_agpr() => {
                        code.push(inst(&format!(
                            "{vadd} v{voff}, v{}, v{}",
                            reg(a)?,
                            reg(b)?
                        ))?);
                        Some(voff)
                    }
                    _ => {
                        code.extend(lane_sum(voff)?);
                        Some(voff)
                    }
                };
                code.push(match (src, s.shift) {
                    (None, _) => inst(&format!("v_mov_b32_e32 v{voff}, s{sio}"))?,
                    (Some(r), 0) => inst(&format!("{vadd} v{voff}, s{sio}, v{r}"))?,
                    (Some(r), sh) => inst(&format!("v_lshl_add_u32 v{voff}, v{r}, {sh}, s{sio}"))?,
                });
                local_code.push((at, code));
            }
        }
        for m in &s.members {
            let b = bases
                .iter()
                .find(|(u, _)| *u == m.u)
                .map(|x| x.1)
                .ok_or_else(|| err("base missing"))?;
            rewrites.push((flow.code.insts[m.inst].line, voff, b));
        }
        log.changed.push(format!(
            "{label}: stream of {} loads through {}: SGPR bases ({} pair{}), {} {} per iteration",
            s.members.len(),
            names
                .get(&Atom::Arg(s.ptr))
                .cloned()
                .or_else(|| k.metadata.as_ref().and_then(|md| md.explicit_args().find(|a| a.offset == s.ptr).and_then(|a| a.name.clone())))
                .unwrap_or_else(|| format!("kernarg+{:#x}", s.ptr)),
            bases.len(),
            if bases.len() == 1 { "" } else { "s" },
            match offset {
                Offset::Carried(v) => format!("VGPR offset v{v}"),
                Offset::Local { v, sio, .. } => format!("VGPR offset v{v} computed before the loads from the lane registers and s{sio}, s{sio}"),
            },
            if incr.as_const().is_some() { format!("+= {step}") } else { format!("+= {step} (stride from the arguments)") }
        ));
    }
    if rewrites.is_empty() {
        return Ok(None);
    }
    // Where to insert.
    let first_line = flow
        .code
        .insts
        .first()
        .map(|i| i.line)
        .ok_or_else(|| err("empty kernel"))?;
    let mut pre_at = match preheader_insert_point(cx, flow, lp) {
        Ok(at) => at,
        Err(Refusal(scope, why)) => {
            log.changed.truncate(changed_before);
            log.refused.push((scope, why));
            return Ok(None);
        }
    };
    let latch_at = insert_point(cx, flow, lp.latches[0], false)?;
    if guard_regs.is_some() {
        let copy = match copy_loop(cx, flow, lp, &label) {
            Ok(c) => c,
            Err(why) => {
                log.changed.truncate(changed_before);
                log.refused
                    .push((label, format!("the range needs a run-time check and {why}")));
                return Ok(None);
            }
        };
        let g = guard_regs
            .as_ref()
            .ok_or_else(|| err("guard registers missing"))?;
        pre_code.push(inst(&format!("s_cmp_eq_u32 s{}, 0", g.ok))?);
        pre_code.push(inst(&format!("s_cbranch_scc1 {}", copy.header))?);
        pre_code.append(&mut rewritten_entry);
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
        // The unchanged copy goes after the kernel's end; the loop is rewritten in place.
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
        log.changed.push(format!(
            "{label}: entered when a preheader check proves every offset in range for this launch; otherwise an unchanged copy ({}) runs",
            copy.header
        ));
    }
    for (line, voff, b) in &rewrites {
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
        (first_line, entry_code),
        (pre_at, pre_code),
        (latch_at, latch_code),
    ];
    edits.extend(local_code);
    super::waitcnt::apply_edits(cx.module, Vec::new(), edits);
    for f in &plan.facts {
        if plan.derived.contains(f) {
            log.assumptions.push(format!("{f} (derived by sgpr-addr)"));
        } else {
            log.assumptions.push(f.to_string());
        }
    }
    Ok(Some(label))
}

/// The entry code that puts atom `a` (a kernel argument or an ABI SGPR) into `s{r}`.
fn entry_copy(a: &Atom, r: u16, kp: u16, sload1: &str) -> Result<Instruction, PassError> {
    match a {
        Atom::Arg(off) => inst(&format!("{sload1} s{r}, s[{kp}:{}], {off:#x}", kp + 1)),
        Atom::Sgpr(n) => inst(&format!("s_mov_b32 s{r}, s{n}")),
        _ => Err(err("unexpected atom in a uniform part")),
    }
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
fn require(code: &mut Vec<Instruction>, g: &Guard) -> Result<(), PassError> {
    code.push(inst(&format!("s_cselect_b32 s{0}, s{0}, 0", g.ok))?);
    Ok(())
}

/// `imax = ceil((max(bound, c0) - c0) / step)`: the exit test `c0 + step*i >= bound` stops
/// the loop by iteration imax. Needs `bound <= i32::MAX - step` so the counter cannot wrap.
fn guard_prologue(
    code: &mut Vec<Instruction>,
    g: &Guard,
    exit: &ExitTest,
    regs: &BTreeMap<Atom, u16>,
) -> Result<(), PassError> {
    let m = g.imax;
    emit_uniform(code, &exit.bound, m, g.t1, regs)?;
    code.push(inst(&format!(
        "s_cmp_le_i32 s{m}, {:#x}",
        (i32::MAX as i64 - exit.step) as u32
    ))?);
    code.push(inst(&format!("s_cselect_b32 s{}, -1, 0", g.ok))?);
    if exit.entered_below_bound {
        // A count-down loop entered at or past its bound would wrap its counter.
        code.push(inst(&format!("s_cmp_lt_i32 s{m}, {:#x}", exit.c0 as u32))?);
        code.push(inst(&format!("s_cselect_b32 s{0}, 0, s{0}", g.ok))?);
    }
    code.push(inst(&format!(
        "s_max_i32 s{m}, s{m}, {:#x}",
        exit.c0 as u32
    ))?);
    code.push(inst(&format!(
        "s_sub_u32 s{m}, s{m}, {:#x}",
        exit.c0 as u32
    ))?);
    if exit.step > 1 {
        code.push(inst(&format!(
            "s_add_u32 s{m}, s{m}, {:#x}",
            (exit.step - 1) as u32
        ))?);
        code.push(inst(&format!(
            "s_lshr_b32 s{m}, s{m}, {}",
            exit.step.trailing_zeros()
        ))?);
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
fn guard_stream(
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
        code.push(inst(&format!("s_mov_b32 s{l}, {:#x}", lim as u32))?);
    } else {
        code.push(inst(&format!("s_mov_b32 s{l}, 0"))?);
        let mut seen: Vec<&Poly> = Vec::new();
        for u in us {
            if seen.contains(u) {
                continue;
            }
            seen.push(u);
            emit_uniform(code, u, t1, t2, regs)?;
            code.push(inst(&format!("s_max_i32 s{l}, s{l}, s{t1}"))?);
        }
        code.push(inst(&format!("s_sub_u32 s{l}, 0x80000000, s{l}"))?);
        if shift >= 2 {
            code.push(inst(&format!(
                "s_min_u32 s{l}, s{l}, {:#x}",
                1u64 << (32 - shift)
            ))?);
        }
    }
    emit_uniform(code, stride, t1, t2, regs)?;
    code.push(inst(&format!("s_mul_hi_u32 s{t2}, s{t1}, s{}", g.imax))?);
    code.push(inst(&format!("s_cmp_eq_u32 s{t2}, 0"))?);
    require(code, g)?;
    code.push(inst(&format!("s_mul_i32 s{t1}, s{t1}, s{}", g.imax))?);
    code.push(inst(&format!("s_cmp_lt_u32 s{t1}, s{l}"))?);
    require(code, g)?;
    code.push(inst(&format!("s_sub_u32 s{t1}, s{l}, s{t1}"))?);
    let mk = g.mask;
    if g.wave64 {
        code.push(inst(&format!(
            "v_cmp_gt_u32_e64 s[{mk}:{}], s{t1}, v{voff}",
            mk + 1
        ))?);
        code.push(inst(&format!(
            "s_andn2_b64 s[{mk}:{0}], exec, s[{mk}:{0}]",
            mk + 1
        ))?);
        code.push(inst(&format!("s_cmp_eq_u64 s[{mk}:{}], 0", mk + 1))?);
    } else {
        code.push(inst(&format!("v_cmp_gt_u32_e64 s{mk}, s{t1}, v{voff}"))?);
        code.push(inst(&format!("s_and_not1_b32 s{mk}, exec_lo, s{mk}"))?);
        code.push(inst(&format!("s_cmp_eq_u32 s{mk}, 0"))?);
    }
    require(code, g)
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
            inst(&format!("s_branch {l}")).map_err(|e| e.to_string())?,
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
            code.push(inst(&if first {
                format!("s_mov_b32 s{d}, {:#x}", *c as u32)
            } else {
                format!("s_add_u32 s{d}, s{d}, {:#x}", *c as u32)
            })?);
            first = false;
            continue;
        }
        let t = if first { d } else { tmp };
        let r0 = regs
            .get(&m[0])
            .ok_or_else(|| err("atom register missing"))?;
        code.push(inst(&format!("s_mov_b32 s{t}, s{r0}"))?);
        for a in &m[1..] {
            let r = regs.get(a).ok_or_else(|| err("atom register missing"))?;
            code.push(inst(&format!("s_mul_i32 s{t}, s{t}, s{r}"))?);
        }
        if *c != 1 {
            code.push(inst(&format!("s_mul_i32 s{t}, s{t}, {:#x}", *c as u32))?);
        }
        if !first {
            code.push(inst(&format!("s_add_u32 s{d}, s{d}, s{tmp}"))?);
        }
        first = false;
    }
    if first {
        code.push(inst(&format!("s_mov_b32 s{d}, 0"))?);
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
