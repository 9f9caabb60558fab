//! Emitting one loop's rewrite: the SGPRs and the offset VGPR each stream claims, the code at
//! the kernel entry, in the preheader, the latch and before the loads, and putting it in place.

use super::guard::{
    copy_loop, guard_bounds, guard_branch, guard_fold, guard_lanes, guard_prologue, guard_scalar,
    insert_copy, Guard,
};
use super::{
    err, fact_bounds, loop_defs, loop_label, name_map, used, LaneReg, Plan, Stream, SGPR_LIMIT,
};
use crate::asm::{Instruction, Operand, RegFile};
use crate::flow::address::{Atom, ExitTest, Interval, Poly};
use crate::flow::cfg::Edge;
use crate::flow::insts::instruction;
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
use crate::isa::build::{self as op, Builder};
use crate::kernel::Kernel;
use crate::passes::{PassContext, PassError, PassLogEntry, Refusal};
use petgraph::visit::EdgeRef;
use std::collections::{BTreeMap, BTreeSet};

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
    // A lane register the loop steps is read where the offset is formed: `sio` then steps by
    // what the register did not (`Stream::drift`).
    if let Some(l) = s.regs.iter().find(|l| written.contains(&l.unit)) {
        if s.drift.is_none() {
            return Err(format!(
                "the lane register {} changes inside the loop, not by a uniform step the \
                 address analysis proves where the stream's first load reads it",
                l.unit
            ));
        }
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
        Some(check_scratch(cx, flow, lp, claimed)?)
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

/// A VGPR dead on every lane at the end of the preheader (and not an offset): the run-time
/// check computes a stream's R there. (A register whose value is overwritten later under a
/// narrowed EXEC is still live on the other lanes: `KernelFlow::live_out_on_some_lane`.)
fn check_scratch(
    cx: &PassContext,
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
            && !flow.live_out_on_some_lane(cx.module, cx.isa, pre, u)
            && !flow.code.insts[end].uses.contains(&u)
    };
    (0..256)
        .find(|&v| dead(v))
        .ok_or_else(|| "no VGPR is free at the end of the preheader for the run-time check".into())
}

/// True if VGPR `v` may be overwritten just before the first of `loads` (sorted, one block)
/// and read by all of them as their address: nothing between writes it or reads it except
/// the loads' addresses, and after the last load its old value is dead on every lane (written
/// on every lane a later read sees before any read in the block, else not live at the block's
/// end on any lane: `KernelFlow::covers_every_lane`, `KernelFlow::live_out_on_some_lane`).
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
            if i <= last {
                return false;
            }
            if flow.covers_every_lane(cx.module, cx.isa, i) {
                return true;
            }
        }
    }
    !flow.live_out_on_some_lane(cx.module, cx.isa, b, u)
}

/// The builder and the spellings of the instructions the rewrite emits whose names differ
/// between targets (the first spelling the target's table prints).
#[derive(Clone, Copy)]
struct Ops<'a> {
    bld: Builder<'a>,
    /// 32-bit VGPR add without carry out.
    vadd: &'static str,
    /// 32-bit VGPR `d = src1 - src0` without carry out.
    vsubrev: &'static str,
    /// Scalar loads of 1 and 2 dwords (kernel arguments).
    sload1: &'static str,
    sload2: &'static str,
}

impl<'a> Ops<'a> {
    fn new(bld: Builder<'a>) -> Result<Ops<'a>, PassError> {
        Ok(Ops {
            bld,
            vadd: bld.spelling(&["v_add_nc_u32_e32", "v_add_u32_e32"])?,
            vsubrev: bld.spelling(&["v_subrev_nc_u32_e32", "v_subrev_u32_e32"])?,
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
    /// Base pairs by pointer, uniform part and shift: streams through one pointer with one
    /// part share a pair, and a part that adds nothing is the pointer's own entry copy.
    bases: BTreeMap<(u32, Poly, u32), u16>,
    /// Step registers by the step they hold (streams of one stride share one).
    steps: BTreeMap<Poly, u16>,
    /// Lane limits of the run-time check by what they are computed from (a stream's uniform
    /// parts, stride and shift): streams that differ only in their lane registers share one.
    limits: BTreeMap<(Vec<Poly>, Poly, u32), u16>,
    /// Scratch for a step that is a sum of terms.
    scratch: Option<u16>,
    /// A second lane mask (a pair on wave64), to AND several streams' lane checks.
    lane_tmp: Option<u16>,
    /// Streams whose lanes the run-time check tests so far.
    lane_checks: usize,
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
            bases: BTreeMap::new(),
            steps: BTreeMap::new(),
            limits: BTreeMap::new(),
            scratch: None,
            lane_tmp: None,
            lane_checks: 0,
        }
    }

    /// The pair holding `P + (sext(u) << shift)` for the pointer at kernarg offset `ptr`
    /// (copied already) and whether the caller computes it (the first stream to need it).
    fn base(&mut self, ptr: u32, u: &Poly, shift: u32) -> Option<(u16, bool)> {
        let key = (ptr, u.clone(), shift);
        if let Some(&r) = self.bases.get(&key) {
            return Some((r, false));
        }
        // `B = P + 0` is the pointer's copy itself, which nothing writes after the entry.
        let adds_nothing = u.as_const().map(|c| (c as i32 as i64) << shift) == Some(0);
        let r = match adds_nothing {
            true => *self.ptrs.get(&ptr)?,
            false => self.take(2)?,
        };
        self.bases.insert(key, r);
        Some((r, !adds_nothing))
    }

    /// The register holding the step `incr` and whether the caller computes it.
    fn step(&mut self, incr: &Poly) -> Option<(u16, bool)> {
        if let Some(&r) = self.steps.get(incr) {
            return Some((r, false));
        }
        let r = self.take(1)?;
        self.steps.insert(incr.clone(), r);
        Some((r, true))
    }

    /// The lane limit of a stream with uniform parts `us`, `stride` and `shift`, and whether
    /// the caller computes it.
    fn limit(&mut self, us: &[Poly], stride: &Poly, shift: u32) -> Option<(u16, bool)> {
        let mut us = us.to_vec();
        us.sort();
        us.dedup();
        let key = (us, stride.clone(), shift);
        if let Some(&r) = self.limits.get(&key) {
            return Some((r, false));
        }
        let r = self.take(1)?;
        self.limits.insert(key, r);
        Some((r, true))
    }

    /// One scratch SGPR, taken once.
    fn scratch(&mut self) -> Option<u16> {
        if self.scratch.is_none() {
            self.scratch = Some(self.take(1)?);
        }
        self.scratch
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

    /// The SGPRs of the preheader's run-time range check and the atoms its bound and the
    /// bounds it tests besides read.
    fn claim_guard(
        &mut self,
        exit: &ExitTest,
        bounds: &[(Atom, Interval)],
        wave64: bool,
    ) -> Option<Guard> {
        let mut regs = Vec::new();
        for n in [1, 1, 1, 1, 1, if wave64 { 2 } else { 1 }] {
            regs.push(self.take(n)?);
        }
        let atoms: Vec<Poly> = bounds.iter().map(|(a, _)| Poly::atom(a.clone())).collect();
        self.copy_atoms(
            std::iter::once(&exit.bound)
                .chain(&exit.lanes)
                .chain(&atoms),
        )?;
        Some(Guard {
            ok: regs[0],
            imax: regs[1],
            t1: regs[2],
            t2: regs[3],
            lim: regs[4],
            mask: regs[5],
            wave64,
            lanes: exit.lanes.is_some(),
            lane_int: exit.lane_int.clone(),
        })
    }

    /// The kernel-entry code of the copies, in claim order.
    fn entry_code(&self, ops: Ops, kp: u16) -> Result<Vec<Instruction>, PassError> {
        self.entry
            .iter()
            .map(|c| match c {
                EntryCopy::Atom(a, r) => entry_copy(ops.bld, a, *r, kp, ops.sload1),
                EntryCopy::Ptr(ptr, r) => Ok(vec![ops
                    .bld
                    .build(ops.sload2, [op::s2(*r), op::s2(kp), op::hex(*ptr)])?]),
            })
            .collect::<Result<Vec<Vec<Instruction>>, PassError>>()
            .map(|v| v.concat())
    }
}

/// The code one loop's rewrite adds, by where it goes.
#[derive(Default)]
struct Emitted {
    /// At the kernel entry.
    entry: Vec<Instruction>,
    /// Scalar code that reads only the entry copies, constants and its own results (the run-time
    /// check's scalar part, the steps, the bases): the same on every entry into the loop, so it
    /// goes to the preheader of the outermost enclosing loop that writes none of its registers
    /// ([`super::hoist`]), else before `pre`.
    hoist: Vec<Instruction>,
    /// At the end of the preheader: what each entry into the loop computes anew (the lanes'
    /// check, the offsets' start).
    pre: Vec<Instruction>,
    /// After the run-time check's branch: only the rewritten loop's way.
    rewritten_entry: Vec<Instruction>,
    /// At the end of the latch.
    latch: Vec<Instruction>,
    /// Before a stream's first load (offsets computed there): (line, code).
    local: Vec<(usize, Vec<Instruction>)>,
    /// The loads and stores to rewrite: (line, (address slot, `off` slot), offset VGPR,
    /// base pair).
    loads: Vec<(usize, (usize, usize), u16, u16)>,
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
    /// One base pair per distinct uniform part U_j, and whether this stream computes it.
    bases: Vec<(Poly, u16, bool)>,
    /// The per-iteration step `stride << sh` as a constant, else in `stride_reg` (computed by
    /// this stream when its flag is set, with `scratch` for a sum of terms).
    incr: Poly,
    stride_reg: Option<(u16, bool)>,
    scratch: Option<u16>,
    /// Under a run-time check: the lane limit register and whether this stream computes it,
    /// and (for a stream after the first) the mask its lanes' compare goes through.
    check: Option<(u16, bool)>,
    lane_tmp: Option<u16>,
    offset: Offset,
}

/// Rewrites loop `j` as `plan` says: each stream that finds its registers gets its offset,
/// bases and step, its loads the SGPR-base form. `Some(label)`: the loop's header, rewritten;
/// `None`: nothing rewritten (refusals logged).
pub(super) fn apply(
    cx: &mut PassContext,
    k: &Kernel,
    flow: &KernelFlow,
    j: usize,
    plan: Plan,
    log: &mut PassLogEntry,
) -> Result<Option<String>, PassError> {
    let lp = &flow.loops.loops[j];
    let label = loop_label(flow, lp);
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
    let bounds = fact_bounds(k, &plan.checks);
    let guard = match &plan.guard {
        None => None,
        Some(exit) => match sgprs.claim_guard(exit, &bounds, k.wave_size() == 64) {
            Some(g) => {
                guard_prologue(ops.bld, &mut out.hoist, &g, exit, &sgprs.atoms)?;
                guard_bounds(ops.bld, &mut out.hoist, &g, &bounds, &sgprs.atoms)?;
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
        let wave64 = guard.as_ref().map(|g| g.wave64);
        let regs = match claim_stream(&site, s, &mut sgprs, &claimed, wave64) {
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
    if let Some(g) = &guard {
        for &lw in sgprs.limits.values() {
            guard_fold(ops.bld, &mut out.hoist, g, lw)?;
        }
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
    wave64: Option<bool>,
) -> Result<StreamRegs, String> {
    let guarded = wave64.is_some();
    let out_of_sgprs =
        || "not enough free SGPRs within the budget (106 with VCC and reserved registers)";
    sgprs
        .copy_atoms(s.members.iter().map(|m| &m.u).chain([&s.stride]))
        .ok_or_else(out_of_sgprs)?;
    sgprs.copy_ptr(s.ptr).ok_or_else(out_of_sgprs)?;
    // One base pair per distinct uniform part; the stride in an SGPR unless constant.
    let mut bases: Vec<(Poly, u16, bool)> = Vec::new();
    for m in &s.members {
        if bases.iter().all(|(u, _, _)| *u != m.u) {
            let (r, new) = sgprs.base(s.ptr, &m.u, s.shift).ok_or_else(out_of_sgprs)?;
            bases.push((m.u.clone(), r, new));
        }
    }
    let vlimit: u16 = 256;
    // Lane registers chosen by their values at the loads do not hold `R` in the preheader.
    let carried = (0..vlimit)
        .find(|&v| !sgprs.taken.contains(&RegUnit::vgpr(v)))
        .filter(|_| !s.at_loads);
    // A carried offset steps by `stride << sh`; a local one's `sio` by that less the lane
    // registers' own drift (zero when the loop does not write them).
    let mut incr = s.stride.scale(1i64 << s.shift);
    if carried.is_none() {
        incr = incr.sub(s.drift.as_ref().unwrap_or(&Poly::default()));
    }
    let stride_reg = match incr.as_const() {
        Some(_) => None,
        None => Some(sgprs.step(&incr).ok_or_else(out_of_sgprs)?),
    };
    let scratch = match stride_reg {
        Some((_, true)) if incr.0.len() > 1 => Some(sgprs.scratch().ok_or_else(out_of_sgprs)?),
        _ => None,
    };
    let (check, lane_tmp) = match wave64 {
        None => (None, None),
        Some(w) => {
            let us: Vec<Poly> = s.members.iter().map(|m| m.u.clone()).collect();
            let lw = sgprs
                .limit(&us, &s.stride, s.shift)
                .ok_or_else(out_of_sgprs)?;
            let tmp = match sgprs.lane_checks {
                0 => None,
                _ => match sgprs.lane_tmp {
                    Some(t) => Some(t),
                    None => Some(sgprs.take(if w { 2 } else { 1 }).ok_or_else(out_of_sgprs)?),
                },
            };
            sgprs.lane_tmp = sgprs.lane_tmp.or(tmp);
            sgprs.lane_checks += 1;
            (Some(lw), tmp)
        }
    };
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
        scratch,
        check,
        lane_tmp,
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
    lanes.sort_by_key(|l| !l.unit.is_agpr());
    emit_offset_start(site, s, regs, &lanes, guard, sgprs, claimed, out)?;
    // The step and the bases (lo = U_j, hi its sign, shifted, plus P) read only the entry
    // copies: loop-invariant code, computed by the first stream that needs them.
    let step = match (regs.incr.as_const(), regs.stride_reg) {
        (Some(c), _) => op::hex(c as u32),
        (None, Some((sr, new))) => {
            if new {
                let tmp = regs.scratch.unwrap_or(sr);
                emit_uniform(bld, &mut out.hoist, &regs.incr, sr, tmp, &sgprs.atoms)?;
            }
            op::s(sr)
        }
        _ => return Err(err("stride register missing")),
    };
    let p = ptr_sgpr(sgprs, s)?;
    for (u, r, new) in &regs.bases {
        if *new {
            emit_base(bld, &mut out.hoist, u, *r, p, s.shift, &sgprs.atoms)?;
        }
    }
    emit_advance(site.ops, s, regs.offset, &lanes, &step, p, out)?;
    for m in &s.members {
        let b = regs
            .bases
            .iter()
            .find(|(u, _, _)| *u == m.u)
            .map(|x| x.1)
            .ok_or_else(|| err("base missing"))?;
        let ins = &site.flow.code.insts[m.inst];
        let slots = saddr_slots(site.cx.isa.info(ins.op))?;
        out.loads.push((ins.line, slots, regs.offset.vgpr(), b));
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
    regs: &StreamRegs,
    lanes: &[LaneReg],
    guard: Option<&Guard>,
    sgprs: &Sgprs,
    claimed: &mut BTreeSet<u16>,
    out: &mut Emitted,
) -> Result<(), PassError> {
    let ops = site.ops;
    let offset = regs.offset;
    if lanes.iter().any(LaneReg::in_bytes) {
        // Planned only without a run-time check: the offset is the byte sum at once.
        return match (offset, guard) {
            (Offset::Carried(voff), None) => {
                out.pre.extend(byte_sum(ops, lanes, s.shift, voff)?);
                less_ptrs(ops, lanes, ptr_sgpr(sgprs, s)?, voff, &mut out.pre)
            }
            (Offset::Local { scratch: None, .. }, None) => Ok(()),
            _ => Err(err("a shifted lane register under a run-time check")),
        };
    }
    // R in one VGPR is read where it is, by the check and by the offset's start: no copy.
    let direct = match lanes {
        [l] if !l.unit.is_agpr() => Some(lane_reg(&l.unit)?),
        _ => None,
    };
    let late = match (offset, guard, direct) {
        (Offset::Carried(_), Some(_), None) => {
            check_scratch(site.cx, site.flow, site.lp, claimed).ok()
        }
        _ => None,
    };
    // Each stream's R stays in its scratch until it is copied after the branch.
    claimed.extend(late);
    let check_reg = match (direct, offset) {
        (Some(r), _) => Some(r),
        (None, Offset::Carried(v)) => Some(late.unwrap_or(v)),
        (None, Offset::Local { scratch, .. }) => scratch,
    };
    if let (Some(rv), None) = (check_reg, direct) {
        out.pre.extend(lane_sum(ops, lanes, rv)?);
    }
    if let Some(g) = guard {
        let rv = check_reg.ok_or_else(|| err("no register for the run-time check"))?;
        let (lw, new) = regs.check.ok_or_else(|| err("no lane limit register"))?;
        if new {
            let us: Vec<&Poly> = s.members.iter().map(|m| &m.u).collect();
            let (hoist, atoms) = (&mut out.hoist, &sgprs.atoms);
            guard_scalar(ops.bld, hoist, g, &us, &s.stride, s.shift, lw, atoms)?;
        }
        guard_lanes(ops.bld, &mut out.pre, g, lw, rv, regs.lane_tmp)?;
    }
    if let Offset::Carried(voff) = offset {
        let (code, from) = match (late, direct) {
            (_, Some(r)) if guard.is_some() => (&mut out.rewritten_entry, r),
            (_, Some(r)) => (&mut out.pre, r),
            (Some(r), None) => (&mut out.rewritten_entry, r),
            (None, None) => (&mut out.pre, voff),
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

/// `v{d} = R`, the sum of the unshifted lane registers (an AGPR first).
fn lane_sum(ops: Ops, lanes: &[LaneReg], d: u16) -> Result<Vec<Instruction>, PassError> {
    let bld = ops.bld;
    if lanes.iter().any(LaneReg::in_bytes) {
        return Err(err("the index sum of a shifted lane register"));
    }
    let read = |l: &LaneReg| -> Result<Instruction, PassError> {
        let u = &l.unit;
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
        [a, b] if !a.unit.is_agpr() => {
            let (a, b) = (op::v(lane_reg(&a.unit)?), op::v(lane_reg(&b.unit)?));
            vec![bld.build(ops.vadd, [op::v(d), a, b])?]
        }
        [a, b] => vec![
            read(a)?,
            bld.build(ops.vadd, [op::v(d), op::v(lane_reg(&b.unit)?), op::v(d)])?,
        ],
        _ => return Err(err("more than two lane registers")),
    })
}

/// `v{d} = R << shift`, each lane register shifted by what its value lacks (an AGPR is read
/// first and shifted in place).
fn byte_sum(
    ops: Ops,
    lanes: &[LaneReg],
    shift: u32,
    d: u16,
) -> Result<Vec<Instruction>, PassError> {
    let bld = ops.bld;
    let mut code = Vec::new();
    for (i, l) in lanes.iter().enumerate() {
        let n = lane_reg(&l.unit)?;
        let sh = shift
            .checked_sub(l.pre_shift)
            .ok_or_else(|| err("a lane register shifted past the stream's shift"))?;
        let shl = op::imm(sh.into());
        if i == 0 && l.unit.is_agpr() {
            code.push(bld.build("v_accvgpr_read_b32", [op::v(d), op::a(n)])?);
            if sh > 0 {
                code.push(bld.build("v_lshlrev_b32_e32", [op::v(d), shl, op::v(d)])?);
            }
            continue;
        }
        code.push(match (i, l.unit.is_agpr(), sh) {
            (0, false, 0) => bld.build("v_mov_b32_e32", [op::v(d), op::v(n)])?,
            (0, false, _) => bld.build("v_lshlrev_b32_e32", [op::v(d), shl, op::v(n)])?,
            (_, true, _) => return Err(err("an AGPR lane register after the first")),
            (_, false, 0) => bld.build(ops.vadd, [op::v(d), op::v(n), op::v(d)])?,
            (_, false, _) => bld.build("v_lshl_add_u32", [op::v(d), op::v(n), shl, op::v(d)])?,
        });
    }
    if code.is_empty() {
        code.push(bld.build("v_mov_b32_e32", [op::v(d), op::imm(0)])?);
    }
    Ok(code)
}

/// The SGPR pair holding stream `s`'s pointer (copied at the kernel entry).
fn ptr_sgpr(sgprs: &Sgprs, s: &Stream) -> Result<u16, PassError> {
    sgprs
        .ptrs
        .get(&s.ptr)
        .copied()
        .ok_or_else(|| err("pointer SGPRs missing"))
}

/// `v{d} -= lo(P)` once for each lane register that holds the pointer's low half too.
fn less_ptrs(
    ops: Ops,
    lanes: &[LaneReg],
    plo: u16,
    d: u16,
    code: &mut Vec<Instruction>,
) -> Result<(), PassError> {
    for _ in lanes.iter().filter(|l| l.less_ptr) {
        code.push(
            ops.bld
                .build(ops.vsubrev, [op::v(d), op::s(plo), op::v(d)])?,
        );
    }
    Ok(())
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
    lanes: &[LaneReg],
    step: &Operand,
    plo: u16,
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
    // A lane register holding lo(P) too: `sio` starts at -lo(P), which the sum adds back.
    out.pre.push(match lanes.iter().any(|l| l.less_ptr) {
        true => bld.build("s_sub_u32", [op::s(sio), op::imm(0), op::s(plo)])?,
        false => bld.build("s_mov_b32", [op::s(sio), op::imm(0)])?,
    });
    // A zero step (the lane registers move as the offset does) needs no latch code.
    if !matches!(step.kind, crate::asm::OperandKind::Int { value: 0, .. }) {
        out.latch
            .push(bld.build("s_add_u32", [op::s(sio), op::s(sio), step.clone()])?);
    }
    let mut code = Vec::new();
    if lanes.iter().any(LaneReg::in_bytes) {
        match lanes {
            // One VGPR: `voff = (v << (shift - pre_shift)) + sio` in one instruction.
            [l] if !l.unit.is_agpr() => {
                let v = op::v(lane_reg(&l.unit)?);
                let sh = s.shift.saturating_sub(l.pre_shift);
                code.push(match sh {
                    0 => bld.build(vadd, [op::v(voff), op::s(sio), v])?,
                    _ => bld.build(
                        "v_lshl_add_u32",
                        [op::v(voff), v, op::imm(sh.into()), op::s(sio)],
                    )?,
                });
            }
            _ => {
                code.extend(byte_sum(ops, lanes, s.shift, voff)?);
                code.push(bld.build(vadd, [op::v(voff), op::s(sio), op::v(voff)])?);
            }
        }
        out.local.push((at, code));
        return Ok(());
    }
    let src = match lanes {
        [] => None,
        [l] if !l.unit.is_agpr() => Some(lane_reg(&l.unit)?),
        [a, b] if !a.unit.is_agpr() => {
            let (a, b) = (op::v(lane_reg(&a.unit)?), op::v(lane_reg(&b.unit)?));
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
    let step = if regs.incr.0.is_empty() {
        "fixed: the lane registers it reads step with the offset".to_string()
    } else if regs.incr.as_const().is_some() {
        format!("+= {step} per iteration")
    } else {
        format!("+= {step} (stride from the arguments) per iteration")
    };
    format!(
        "{}: stream of {} loads through {pointer}: SGPR bases ({n} pair{}), {offset} {step}",
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
    let pre_at = match preheader_insert_point(cx, flow, lp) {
        Ok(at) => at,
        Err(Refusal(scope, why)) => {
            log.refused.push((scope, why));
            return Ok(false);
        }
    };
    let latch_at = insert_point(cx, flow, lp.latches[0], false)?;
    let copy = match guard {
        None => None,
        Some(g) => {
            let copy = match copy_loop(cx, flow, lp, label) {
                Ok(c) => c,
                Err(why) => {
                    let why = format!("the range needs a run-time check and {why}");
                    log.refused.push((label.to_string(), why));
                    return Ok(false);
                }
            };
            guard_branch(ops.bld, &mut out.pre, g, &copy.header)?;
            out.pre.append(&mut out.rewritten_entry);
            log.changed.push(format!(
                "{label}: entered when a preheader check proves every offset in range for this launch; otherwise an unchanged copy ({}) runs",
                copy.header
            ));
            Some(copy)
        }
    };
    // The invariant code goes out of the enclosing loops that leave its registers alone.
    let inner: Vec<&Instruction> = out
        .pre
        .iter()
        .chain(&out.latch)
        .chain(out.local.iter().flat_map(|(_, c)| c))
        .collect();
    let hoisted = super::hoist::point(cx, flow, lp, &out.hoist, &inner);
    let mut at = vec![pre_at];
    match &hoisted {
        Some(h) => {
            at.push(h.at);
            log.changed.push(format!(
                "{label}: {} instructions of the check's scalar part, steps and bases moved out of \
                 loop {} to its preheader ({})",
                out.hoist.len(),
                h.outer,
                h.why
            ));
        }
        None => {
            let mut pre = std::mem::take(&mut out.hoist);
            pre.append(&mut out.pre);
            out.pre = pre;
        }
    }
    if let Some(copy) = copy {
        insert_copy(cx, copy, &mut at)?;
    }
    let pre_at = at[0];
    for &(line, (vaddr, saddr), voff, b) in &out.loads {
        let i = cx
            .module
            .instruction_mut(line)
            .ok_or_else(|| err("load line is not an instruction"))?;
        if i.operands.len() <= vaddr.max(saddr) {
            return Err(err("unexpected memory operands"));
        }
        i.operands[vaddr] = Operand::vgpr(voff);
        i.operands[saddr] = Operand::reg(RegFile::S, b, 2);
    }
    let mut edits = vec![
        (first_line, out.entry),
        (pre_at, out.pre),
        (latch_at, out.latch),
    ];
    if let Some(&h) = at.get(1) {
        edits.push((h, out.hoist));
    }
    edits.extend(out.local);
    cx.module.apply_edits(Vec::new(), edits);
    Ok(true)
}

/// The operand positions of a global access's 64-bit VGPR address and of its `off` placeholder,
/// from the isa table of its form: loads (`vD, v[a:a+1], off`) and stores (`v[a:a+1], vD, off`)
/// alike, so the SGPR-base form (`vOff` in the address's slot, `s[B:B+1]` in the `off` one)
/// is built the same way for both.
fn saddr_slots(info: &crate::isa::OpInfo) -> Result<(usize, usize), PassError> {
    let vaddr = *crate::isa::semantics::address_operands(info)
        .first()
        .ok_or_else(|| err("a memory instruction without an address operand"))?;
    let saddr = info
        .operands
        .iter()
        .position(|o| o.class == crate::isa::OperandClass::Off)
        .ok_or_else(|| err("a memory instruction without an `off` slot for the SGPR base"))?;
    Ok((vaddr, saddr))
}

/// `d = U` over the entry copies of atoms (mod 2^32), with `tmp` as scratch.
pub(super) fn emit_uniform(
    bld: Builder,
    code: &mut Vec<Instruction>,
    u: &Poly,
    d: u16,
    tmp: u16,
    regs: &BTreeMap<Atom, u16>,
) -> Result<(), PassError> {
    let o = uniform_operand(bld, code, u, d, tmp, regs)?;
    if o != op::s(d) {
        code.push(bld.build("s_mov_b32", [op::s(d), o])?);
    }
    Ok(())
}

/// An operand holding `U` (mod 2^32): a constant or an atom's entry copy as it is (no copy
/// into `d`: the check and the step read them in place), else a sum or product computed
/// into `d` with `tmp` as scratch.
pub(super) fn uniform_operand(
    bld: Builder,
    code: &mut Vec<Instruction>,
    u: &Poly,
    d: u16,
    tmp: u16,
    regs: &BTreeMap<Atom, u16>,
) -> Result<Operand, PassError> {
    if u.0.len() > 1 && tmp == d {
        return Err(err("a sum of terms needs a scratch register"));
    }
    // The first term lands in `d` (if it needs computing), the others in `tmp`; each sum
    // reads its terms where they are.
    let mut acc: Option<Operand> = None;
    for (m, c) in &u.0 {
        let t = if acc.is_none() { d } else { tmp };
        let o = uniform_term(bld, code, m, *c, t, regs)?;
        acc = Some(match acc {
            None => o,
            Some(a) => {
                code.push(bld.build("s_add_u32", [op::s(d), a, o])?);
                op::s(d)
            }
        });
    }
    Ok(acc.unwrap_or_else(|| op::imm(0)))
}

/// One term `c * m` of a uniform polynomial as an operand: the constant, the atom's register
/// when `c = 1`, else the product computed into `t` (one `s_mul_i32` per factor, the first
/// reading the atom's register in place).
fn uniform_term(
    bld: Builder,
    code: &mut Vec<Instruction>,
    m: &[Atom],
    c: i64,
    t: u16,
    regs: &BTreeMap<Atom, u16>,
) -> Result<Operand, PassError> {
    let reg = |a: &Atom| -> Result<u16, PassError> {
        regs.get(a)
            .copied()
            .ok_or_else(|| err("atom register missing"))
    };
    let Some((a0, rest)) = m.split_first() else {
        return Ok(op::hex(c as u32));
    };
    let mut o = op::s(reg(a0)?);
    for a in rest {
        code.push(bld.build("s_mul_i32", [op::s(t), o, op::s(reg(a)?)])?);
        o = op::s(t);
    }
    if c != 1 {
        code.push(bld.build("s_mul_i32", [op::s(t), o, op::hex(c as u32)])?);
        o = op::s(t);
    }
    Ok(o)
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
pub(super) fn preheader_insert_point(
    cx: &PassContext,
    flow: &KernelFlow,
    lp: &crate::flow::loops::Loop,
) -> Result<usize, Refusal> {
    let scope = loop_label(flow, lp);
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

/// The entry code that puts atom `a` (a kernel argument, a 16-bit kernarg field or an ABI
/// SGPR) into `s{r}`. A 16-bit field is its dword loaded, then masked or shifted down (the
/// SALU op writes SCC, which nothing reads at the kernel's first instruction; the wait for
/// the load is the waitcnt fix-up's).
fn entry_copy(
    bld: Builder,
    a: &Atom,
    r: u16,
    kp: u16,
    sload1: &str,
) -> Result<Vec<Instruction>, PassError> {
    Ok(match a {
        Atom::Arg(off) => vec![bld.build(sload1, [op::s(r), op::s2(kp), op::hex(*off)])?],
        Atom::Half(off) => {
            let load = bld.build(sload1, [op::s(r), op::s2(kp), op::hex(*off & !3)])?;
            let take = match off % 4 {
                0 => bld.build("s_and_b32", [op::s(r), op::s(r), op::hex(0xffff)])?,
                2 => bld.build("s_lshr_b32", [op::s(r), op::s(r), op::imm(16)])?,
                _ => return Err(err("a 16-bit kernarg field at an odd offset")),
            };
            vec![load, take]
        }
        Atom::Sgpr(n) => vec![bld.build("s_mov_b32", [op::s(r), op::s(*n)])?],
        _ => return Err(err("unexpected atom in a uniform part")),
    })
}
