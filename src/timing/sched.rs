//! The scheduler: replays traced waves on one dispatch unit (a CU, or a WGP in WGP mode) and
//! counts cycles.
//!
//! # Model
//! - The unit holds `groups_per_unit` work-groups at once ([`super::occupancy`]); a finished
//!   group's slot takes the next group at once, so the last round's tail is in the makespan.
//!   A group's waves sit on the unit's SIMDs round robin.
//! - Each SIMD issues at most one VALU instruction per `busy` cycles (a VOPD pair is one
//!   instruction) and one SALU instruction per cycle; LDS instructions go through the LDS pipe
//!   of their CU half, VMEM instructions through the vector memory path of their CU, each busy
//!   for the cycles the trace priced (bank conflicts, cache lines). A wave issues at most one
//!   instruction per cycle, in order.
//! - Among the waves that can issue, the earliest goes first, the oldest on a tie (the
//!   hardware's oldest-first arbitration).
//! - A wave waits for: the registers it reads (VALU/SALU latency, or the return of the load
//!   that writes them), `s_waitcnt` (a counter at most N means: all but the N newest of its
//!   operations returned; SMEM returns out of order, which this count allows), barriers (all
//!   live waves of the group arrived, plus `barrier_cycles`), taken branches (`branch_cycles`).
//! - A matrix-core op (LLVM's HWXDL pipe, gfx942 MFMA) takes one VALU issue (`valu_cycles`)
//!   and holds its SIMD's matrix core for its passes: the next one waits for the core
//!   (charged as VALU issue), independent VALU ops issue under it.
//! - VGPR bank conflicts hold the SIMD's VALU for extra cycles ([`super::cost::bank_conflicts`]).
//!
//! Every cycle a wave spends between two of its issues is charged to the constraint that held
//! it last: that is the stall breakdown per kernel and per loop.

use super::cost::{bank_conflicts, OpCost, Unit, LGKM, SGPR_BASE, VM, VS};
use super::device::Device;
use super::occupancy::Occupancy;
use super::trace::GroupTrace;
use serde::Serialize;
use smallvec::SmallVec;

/// Wave-cycles lost to each cause (plus issue cycles).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Stalls {
    /// Cycles the wave issued an instruction.
    pub issue: u64,
    /// Waiting for the SIMD's VALU, busy with other waves' (or its own multi-cycle) work.
    pub valu_busy: u64,
    /// Of the VALU's busy time: extra cycles of VGPR bank conflicts (unit cycles, not waves').
    pub bank_conflicts: u64,
    /// Waiting for a VALU/SALU result (dependency latency).
    pub dependency: u64,
    /// Waiting for LDS data (`s_waitcnt lgkmcnt` or a register an LDS load writes).
    pub lds_latency: u64,
    /// Waiting for the LDS pipe (bandwidth, bank conflicts).
    pub lds_pipe: u64,
    /// Waiting for global memory data.
    pub vmem_latency: u64,
    /// Waiting for the vector memory path.
    pub vmem_pipe: u64,
    pub smem_latency: u64,
    pub barrier: u64,
    pub branch: u64,
    pub other: u64,
}

impl Stalls {
    fn add(&mut self, o: &Stalls) {
        self.issue += o.issue;
        self.valu_busy += o.valu_busy;
        self.bank_conflicts += o.bank_conflicts;
        self.dependency += o.dependency;
        self.lds_latency += o.lds_latency;
        self.lds_pipe += o.lds_pipe;
        self.vmem_latency += o.vmem_latency;
        self.vmem_pipe += o.vmem_pipe;
        self.smem_latency += o.smem_latency;
        self.barrier += o.barrier;
        self.branch += o.branch;
        self.other += o.other;
    }

    /// The causes as (name, wave-cycles), issue excluded.
    pub fn causes(&self) -> [(&'static str, u64); 10] {
        [
            ("VALU issue", self.valu_busy),
            ("dependency latency", self.dependency),
            ("LDS latency", self.lds_latency),
            ("LDS bandwidth and bank conflicts", self.lds_pipe),
            ("VMEM latency not hidden", self.vmem_latency),
            ("VMEM throughput", self.vmem_pipe),
            ("SMEM latency", self.smem_latency),
            ("barriers", self.barrier),
            ("branches", self.branch),
            ("other", self.other),
        ]
    }
}

/// Why a wave waited: the binding constraint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cause {
    Own,
    Branch,
    Dependency,
    Lds,
    Vmem,
    Smem,
    Barrier,
    ValuBusy,
    LdsPipe,
    VmemPipe,
}

fn charge(s: &mut Stalls, c: Cause, n: u64) {
    match c {
        Cause::Own => s.other += n,
        Cause::Branch => s.branch += n,
        Cause::Dependency => s.dependency += n,
        Cause::Lds => s.lds_latency += n,
        Cause::Vmem => s.vmem_latency += n,
        Cause::Smem => s.smem_latency += n,
        Cause::Barrier => s.barrier += n,
        Cause::ValuBusy => s.valu_busy += n,
        Cause::LdsPipe => s.lds_pipe += n,
        Cause::VmemPipe => s.vmem_pipe += n,
    }
}

/// Per-loop accumulators (indexed like the loops the caller found).
#[derive(Clone, Debug, Default, Serialize)]
pub struct LoopAcc {
    /// Wave-cycles spent on the loop's instructions (gaps before them included).
    pub cycles: u64,
    pub instructions: u64,
    /// Executions of the loop's first instruction (iterations, summed over waves).
    pub iterations: u64,
    pub valu_busy: u64,
    pub stalls: Stalls,
}

/// What one unit did.
#[derive(Clone, Debug, Default)]
pub struct SimResult {
    /// Cycles from the first dispatch to the last wave's end.
    pub cycles: u64,
    pub groups: u64,
    pub waves: u64,
    pub instructions: u64,
    /// VALU busy cycles summed over the SIMDs (bank-conflict cycles included).
    pub valu_busy: u64,
    pub lds_busy: u64,
    pub vmem_busy: u64,
    pub stalls: Stalls,
    /// Per loop (same order as the caller's), then one for code outside loops.
    pub loops: Vec<LoopAcc>,
}

/// The inputs of one simulation.
pub struct SimInput<'a> {
    pub dev: &'a Device,
    pub costs: &'a [OpCost],
    /// Sampled groups; group `g` replays sample `g % len`.
    pub samples: &'a [GroupTrace],
    pub occ: &'a Occupancy,
    /// Groups this unit runs in all.
    pub groups: u64,
    /// Innermost loop of each op (`usize::MAX`: none) and the loops' first ops.
    pub loop_of: &'a [usize],
    pub loop_heads: &'a [u32],
}

struct WaveState<'t> {
    trace: &'t [crate::timing::trace::Event],
    pos: usize,
    simd: usize,
    cu: usize,
    /// The unit the next instruction issues to.
    next_unit: Unit,
    slot: usize,
    age: u64,
    /// Earliest next issue from the wave's own state, and why it is that late.
    ready: u64,
    cause: Cause,
    last_issue: u64,
    regs: Vec<(u64, Cause)>,
    outstanding: [Vec<(u64, Cause)>; 3],
    prev_reads: SmallVec<[u16; 6]>,
    at_barrier: bool,
    done: bool,
}

struct Slot {
    live: u32,
    arrived: u32,
    last_arrival: u64,
    waves: Vec<usize>,
}

/// Runs `input.groups` groups on one unit.
pub fn simulate<'a>(input: &SimInput<'a>) -> SimResult {
    let dev = input.dev;
    let occ = input.occ;
    let simds = occ.simds_per_unit.max(1) as usize;
    let cus = occ.cus_per_unit.max(1) as usize;
    let slots_n = occ.groups_per_unit.max(1) as usize;
    let mut valu_free = vec![0u64; simds];
    let mut xdl_free = vec![0u64; simds];
    let mut salu_free = vec![0u64; simds];
    let mut lds_free = vec![0u64; cus];
    let mut vmem_free = vec![0u64; cus];
    let n_loops = input.loop_heads.len();
    let mut res = SimResult {
        loops: vec![LoopAcc::default(); n_loops + 1],
        ..SimResult::default()
    };
    let mut waves: Vec<WaveState<'a>> = Vec::new();
    let mut slots: Vec<Slot> = Vec::new();
    let mut next_group = 0u64;
    let mut age = 0u64;
    let reg_n = SGPR_BASE as usize + 128;

    let dispatch = |slot: usize,
                    at: u64,
                    g: u64,
                    waves: &mut Vec<WaveState<'a>>,
                    slots: &mut Vec<Slot>,
                    age: &mut u64| {
        let sample = &input.samples[(g % input.samples.len() as u64) as usize];
        let mut ids = Vec::new();
        for (i, t) in sample.waves.iter().enumerate() {
            let w = WaveState {
                trace: t,
                pos: 0,
                simd: (i + slot) % simds,
                cu: (i + slot) % simds * cus / simds,
                next_unit: t
                    .first()
                    .map_or(Unit::End, |e| input.costs[e.pc as usize].unit),
                slot,
                age: *age,
                ready: at,
                cause: Cause::Own,
                last_issue: at,
                regs: vec![(0, Cause::Own); reg_n],
                outstanding: Default::default(),
                prev_reads: SmallVec::new(),
                at_barrier: false,
                done: t.is_empty(),
            };
            *age += 1;
            ids.push(waves.len());
            waves.push(w);
        }
        let s = Slot {
            live: ids.iter().filter(|&&i| !waves[i].done).count() as u32,
            arrived: 0,
            last_arrival: 0,
            waves: ids,
        };
        if slot < slots.len() {
            slots[slot] = s;
        } else {
            slots.push(s);
        }
    };

    for s in 0..slots_n.min(input.groups as usize) {
        dispatch(s, 0, next_group, &mut waves, &mut slots, &mut age);
        next_group += 1;
    }
    res.groups = input.groups;

    loop {
        // Pick the wave that can issue earliest (oldest on a tie).
        let mut best: Option<(u64, u64, usize, Cause)> = None;
        for (i, w) in waves.iter().enumerate() {
            if w.done || w.at_barrier {
                continue;
            }
            let (unit_free, ucause) = match w.next_unit {
                Unit::Valu => (valu_free[w.simd], Cause::ValuBusy),
                Unit::Xdl => (valu_free[w.simd].max(xdl_free[w.simd]), Cause::ValuBusy),
                Unit::Salu => (salu_free[w.simd], Cause::Own),
                Unit::Lds => (lds_free[w.cu], Cause::LdsPipe),
                Unit::Vmem => (vmem_free[w.cu], Cause::VmemPipe),
                _ => (0, Cause::Own),
            };
            let (t, cause) = if unit_free > w.ready {
                (unit_free, ucause)
            } else {
                (w.ready, w.cause)
            };
            if best.is_none_or(|(bt, ba, _, _)| (t, w.age) < (bt, ba)) {
                best = Some((t, w.age, i, cause));
            }
        }
        let Some((t, _, i, cause)) = best else {
            break;
        };
        // Issue wave i's next instruction at t.
        let ev = waves[i].trace[waves[i].pos];
        let c = &input.costs[ev.pc as usize];
        let loop_ix = input
            .loop_of
            .get(ev.pc as usize)
            .copied()
            .filter(|&l| l < n_loops)
            .unwrap_or(n_loops);
        {
            let w = &waves[i];
            let gap = t.saturating_sub(w.last_issue);
            let wait = gap.saturating_sub(1);
            let acc = &mut res.loops[loop_ix];
            acc.cycles += gap;
            acc.instructions += 1;
            if input.loop_heads.get(loop_ix) == Some(&ev.pc) {
                acc.iterations += 1;
            }
            charge(&mut acc.stalls, cause, wait);
            acc.stalls.issue += gap.min(1);
        }
        res.instructions += 1;
        let simd = waves[i].simd;
        let cu = waves[i].cu;
        let mut next_ready = t + 1;
        let mut next_cause = Cause::Own;
        let mut write_at: Option<(u64, Cause)> = None;
        match c.unit {
            Unit::Valu => {
                let extra = if dev.bank_conflict_cycles > 0 {
                    bank_conflicts(&c.bank_reads, &waves[i].prev_reads) * dev.bank_conflict_cycles
                } else {
                    0
                };
                let busy = c.busy as u64 + extra as u64;
                valu_free[simd] = t + busy;
                res.valu_busy += busy;
                res.loops[loop_ix].valu_busy += busy;
                res.loops[loop_ix].stalls.bank_conflicts += extra as u64;
                waves[i].prev_reads = c.bank_reads.clone();
                write_at = Some((t + c.latency as u64 + extra as u64, Cause::Dependency));
            }
            Unit::Xdl => {
                let issue = u64::from(dev.valu_cycles);
                valu_free[simd] = t + issue;
                xdl_free[simd] = t + c.busy as u64;
                res.valu_busy += issue;
                res.loops[loop_ix].valu_busy += issue;
                waves[i].prev_reads = c.bank_reads.clone();
                write_at = Some((t + c.latency as u64, Cause::Dependency));
            }
            Unit::Salu => {
                salu_free[simd] = t + 1;
                write_at = Some((t + c.latency as u64, Cause::Dependency));
            }
            Unit::Smem => {
                let done = t + c.latency as u64;
                waves[i].outstanding[LGKM].push((done, Cause::Smem));
                write_at = Some((done, Cause::Smem));
            }
            Unit::Lds => {
                let busy = ev.cost.max(1) as u64;
                lds_free[cu] = t + busy;
                res.lds_busy += busy;
                let done = t + busy + c.latency as u64;
                waves[i].outstanding[LGKM].push((done, Cause::Lds));
                if c.is_load {
                    write_at = Some((done, Cause::Lds));
                }
            }
            Unit::Vmem => {
                let lines = (ev.cost.max(1) as f64 / dev.vmem_lines_per_cycle).ceil() as u64;
                let busy = lines.max(c.busy as u64);
                vmem_free[cu] = t + busy;
                res.vmem_busy += busy;
                let done = t + busy + c.latency as u64;
                let ctr = c.counter.unwrap_or(VM);
                waves[i].outstanding[ctr].push((done, Cause::Vmem));
                if c.is_load {
                    write_at = Some((done, Cause::Vmem));
                }
            }
            Unit::Branch => {
                let taken = waves[i]
                    .trace
                    .get(waves[i].pos + 1)
                    .is_some_and(|n| n.pc != ev.pc + 1);
                if taken {
                    next_ready = t + dev.branch_cycles.max(1) as u64;
                    next_cause = Cause::Branch;
                }
            }
            Unit::Nop => next_ready = t + c.busy.max(1) as u64,
            Unit::Free | Unit::Wait => next_ready = t,
            Unit::Barrier | Unit::End => {}
        }
        if let Some((at, cause)) = write_at {
            for &(first, n) in &c.writes {
                for r in first..first + n {
                    if let Some(x) = waves[i].regs.get_mut(r as usize) {
                        *x = (at, cause);
                    }
                }
            }
        }
        let w = &mut waves[i];
        w.last_issue = t;
        w.pos += 1;
        let finished = c.unit == Unit::End || w.pos >= w.trace.len();
        if c.unit == Unit::Barrier && !finished {
            w.at_barrier = true;
            let slot = &mut slots[w.slot];
            slot.arrived += 1;
            slot.last_arrival = slot.last_arrival.max(t);
        }
        if finished {
            w.done = true;
            res.waves += 1;
            res.cycles = res.cycles.max(t + 1);
            let slot_ix = w.slot;
            let slot = &mut slots[slot_ix];
            slot.live -= 1;
            if slot.live == 0 {
                // The group is done: its waves leave the scan, its slot takes the next group.
                compact(&mut waves, &mut slots);
                if next_group < input.groups {
                    dispatch(slot_ix, t + 1, next_group, &mut waves, &mut slots, &mut age);
                    next_group += 1;
                }
                continue;
            }
        }
        let w = &mut waves[i];
        if !w.done && !w.at_barrier {
            // The constraints of the wave's next instruction that only its own state sets.
            let (mut r, mut rc) = (next_ready, next_cause);
            let nev = w.trace[w.pos];
            let nc = &input.costs[nev.pc as usize];
            for &(first, n) in &nc.reads {
                for reg in first..first + n {
                    if let Some(&(at, cause)) = w.regs.get(reg as usize) {
                        if at > r {
                            (r, rc) = (at, cause);
                        }
                    }
                }
            }
            if nc.unit == Unit::Wait {
                for ctr in [VM, LGKM, VS] {
                    let limit = nc.wait[ctr];
                    if limit == u8::MAX {
                        continue;
                    }
                    let q = &mut w.outstanding[ctr];
                    q.retain(|&(done, _)| done > t);
                    if q.len() > limit as usize {
                        // All but the `limit` latest returns must be in.
                        q.sort_by_key(|e| std::cmp::Reverse(e.0));
                        let (at, cause) = q[limit as usize];
                        if at > r {
                            (r, rc) = (at, cause);
                        }
                        q.truncate(limit as usize);
                    }
                }
            }
            w.ready = r;
            w.cause = rc;
            w.next_unit = nc.unit;
        }
        // A barrier releases when every live wave of the group is there.
        let slot_ix = waves[i].slot;
        let slot = &slots[slot_ix];
        if slot.arrived > 0 && slot.arrived >= slot.live {
            let release = slot.last_arrival + dev.barrier_cycles as u64;
            let ids = slot.waves.clone();
            for id in ids {
                let w = &mut waves[id];
                if w.at_barrier {
                    w.at_barrier = false;
                    w.ready = release;
                    w.cause = Cause::Barrier;
                }
            }
            let slot = &mut slots[slot_ix];
            slot.arrived = 0;
            slot.last_arrival = 0;
        }
    }
    for l in &res.loops {
        res.stalls.add(&l.stalls);
    }
    res
}

/// Removes finished waves and renumbers the slots' lists.
fn compact(waves: &mut Vec<WaveState>, slots: &mut [Slot]) {
    let mut map = vec![usize::MAX; waves.len()];
    let mut k = 0;
    for (i, w) in waves.iter().enumerate() {
        if !w.done {
            map[i] = k;
            k += 1;
        }
    }
    waves.retain(|w| !w.done);
    for s in slots.iter_mut() {
        s.waves = s
            .waves
            .iter()
            .filter_map(|&i| (map[i] != usize::MAX).then_some(map[i]))
            .collect();
    }
}
