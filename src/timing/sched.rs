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

/// When each shared unit is next free: per SIMD (VALU, matrix core, SALU) and per CU half
/// (LDS pipe, vector memory path).
struct UnitsFree {
    valu: Vec<u64>,
    xdl: Vec<u64>,
    salu: Vec<u64>,
    lds: Vec<u64>,
    vmem: Vec<u64>,
}

/// The state of one simulation: the units, the resident waves and their group slots, and
/// what has been counted so far.
struct Sim<'i, 'a> {
    input: &'i SimInput<'a>,
    simds: usize,
    cus: usize,
    n_loops: usize,
    free: UnitsFree,
    res: SimResult,
    waves: Vec<WaveState<'a>>,
    slots: Vec<Slot>,
    next_group: u64,
    age: u64,
}

/// Runs `input.groups` groups on one unit: fill the slots, then issue one instruction at a
/// time (the earliest wave first) until every wave has ended.
pub fn simulate<'a>(input: &SimInput<'a>) -> SimResult {
    let mut sim = Sim::new(input);
    let slots_n = input.occ.groups_per_unit.max(1) as usize;
    for s in 0..slots_n.min(input.groups as usize) {
        sim.dispatch(s, 0);
    }
    sim.res.groups = input.groups;
    while let Some((t, i, cause)) = sim.pick() {
        if sim.issue(i, t, cause) {
            sim.release_barrier(i);
        }
    }
    for l in &sim.res.loops {
        sim.res.stalls.add(&l.stalls);
    }
    sim.res
}

impl<'i, 'a> Sim<'i, 'a> {
    fn new(input: &'i SimInput<'a>) -> Self {
        let simds = input.occ.simds_per_unit.max(1) as usize;
        let cus = input.occ.cus_per_unit.max(1) as usize;
        let n_loops = input.loop_heads.len();
        Sim {
            input,
            simds,
            cus,
            n_loops,
            free: UnitsFree {
                valu: vec![0; simds],
                xdl: vec![0; simds],
                salu: vec![0; simds],
                lds: vec![0; cus],
                vmem: vec![0; cus],
            },
            res: SimResult {
                loops: vec![LoopAcc::default(); n_loops + 1],
                ..SimResult::default()
            },
            waves: Vec::new(),
            slots: Vec::new(),
            next_group: 0,
            age: 0,
        }
    }

    /// Puts the next group's waves (a replay of one sample) in `slot`, ready at `at`.
    fn dispatch(&mut self, slot: usize, at: u64) {
        let input = self.input;
        let (simds, cus) = (self.simds, self.cus);
        let g = self.next_group;
        self.next_group += 1;
        let reg_n = SGPR_BASE as usize + 128;
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
                age: self.age,
                ready: at,
                cause: Cause::Own,
                last_issue: at,
                regs: vec![(0, Cause::Own); reg_n],
                outstanding: Default::default(),
                prev_reads: SmallVec::new(),
                at_barrier: false,
                done: t.is_empty(),
            };
            self.age += 1;
            ids.push(self.waves.len());
            self.waves.push(w);
        }
        let s = Slot {
            live: ids.iter().filter(|&&i| !self.waves[i].done).count() as u32,
            arrived: 0,
            last_arrival: 0,
            waves: ids,
        };
        if slot < self.slots.len() {
            self.slots[slot] = s;
        } else {
            self.slots.push(s);
        }
    }

    /// The wave that can issue earliest (oldest on a tie): when, which, and what held it.
    fn pick(&self) -> Option<(u64, usize, Cause)> {
        let f = &self.free;
        let mut best: Option<(u64, u64, usize, Cause)> = None;
        for (i, w) in self.waves.iter().enumerate() {
            if w.done || w.at_barrier {
                continue;
            }
            let (unit_free, ucause) = match w.next_unit {
                Unit::Valu => (f.valu[w.simd], Cause::ValuBusy),
                Unit::Xdl => (f.valu[w.simd].max(f.xdl[w.simd]), Cause::ValuBusy),
                Unit::Salu => (f.salu[w.simd], Cause::Own),
                Unit::Lds => (f.lds[w.cu], Cause::LdsPipe),
                Unit::Vmem => (f.vmem[w.cu], Cause::VmemPipe),
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
        best.map(|(t, _, i, cause)| (t, i, cause))
    }

    /// Issues wave `i`'s next instruction at `t`, held until then by `cause`. False when it
    /// ended its group (the slot took the next group; the wave indices changed).
    fn issue(&mut self, i: usize, t: u64, cause: Cause) -> bool {
        let input = self.input;
        let ev = self.waves[i].trace[self.waves[i].pos];
        let c = &input.costs[ev.pc as usize];
        let loop_ix = input
            .loop_of
            .get(ev.pc as usize)
            .copied()
            .filter(|&l| l < self.n_loops)
            .unwrap_or(self.n_loops);
        self.account(i, t, cause, ev.pc, loop_ix);
        let (next_ready, next_cause, write_at) = self.occupy_unit(i, t, ev, loop_ix);
        if let Some((at, cause)) = write_at {
            for &(first, n) in &c.writes {
                for r in first..first + n {
                    if let Some(x) = self.waves[i].regs.get_mut(r as usize) {
                        *x = (at, cause);
                    }
                }
            }
        }
        if !self.advance(i, t, c.unit) {
            return false;
        }
        let w = &mut self.waves[i];
        if !w.done && !w.at_barrier {
            let nc = &input.costs[w.trace[w.pos].pc as usize];
            w.next_unit = nc.unit;
            (w.ready, w.cause) = own_constraints(w, nc, t, next_ready, next_cause);
        }
        true
    }

    /// Bookkeeping of one issue: the gap since the wave's last issue goes to the loop of the
    /// instruction, the wait in it to `cause`.
    fn account(&mut self, i: usize, t: u64, cause: Cause, pc: u32, loop_ix: usize) {
        let w = &self.waves[i];
        let gap = t.saturating_sub(w.last_issue);
        let wait = gap.saturating_sub(1);
        let acc = &mut self.res.loops[loop_ix];
        acc.cycles += gap;
        acc.instructions += 1;
        if self.input.loop_heads.get(loop_ix) == Some(&pc) {
            acc.iterations += 1;
        }
        charge(&mut acc.stalls, cause, wait);
        acc.stalls.issue += gap.min(1);
        self.res.instructions += 1;
    }

    /// The resource step of an issue: the unit the instruction occupies and for how long.
    /// Returns the wave's own earliest next issue and why, and when (and why) the registers
    /// the instruction writes are ready, if it writes any.
    fn occupy_unit(
        &mut self,
        i: usize,
        t: u64,
        ev: crate::timing::trace::Event,
        loop_ix: usize,
    ) -> (u64, Cause, Option<(u64, Cause)>) {
        let input = self.input;
        let (dev, c) = (input.dev, &input.costs[ev.pc as usize]);
        let (simd, cu) = (self.waves[i].simd, self.waves[i].cu);
        let (res, f, w) = (&mut self.res, &mut self.free, &mut self.waves[i]);
        let mut next_ready = t + 1;
        let mut next_cause = Cause::Own;
        let mut write_at: Option<(u64, Cause)> = None;
        match c.unit {
            Unit::Valu => {
                let extra = if dev.bank_conflict_cycles > 0 {
                    bank_conflicts(&c.bank_reads, &w.prev_reads) * dev.bank_conflict_cycles
                } else {
                    0
                };
                let busy = c.busy as u64 + extra as u64;
                f.valu[simd] = t + busy;
                res.valu_busy += busy;
                res.loops[loop_ix].valu_busy += busy;
                res.loops[loop_ix].stalls.bank_conflicts += extra as u64;
                w.prev_reads = c.bank_reads.clone();
                write_at = Some((t + c.latency as u64 + extra as u64, Cause::Dependency));
            }
            Unit::Xdl => {
                let issue = u64::from(dev.valu_cycles);
                f.valu[simd] = t + issue;
                f.xdl[simd] = t + c.busy as u64;
                res.valu_busy += issue;
                res.loops[loop_ix].valu_busy += issue;
                w.prev_reads = c.bank_reads.clone();
                write_at = Some((t + c.latency as u64, Cause::Dependency));
            }
            Unit::Salu => {
                f.salu[simd] = t + 1;
                write_at = Some((t + c.latency as u64, Cause::Dependency));
            }
            Unit::Smem => {
                let done = t + c.latency as u64;
                w.outstanding[LGKM].push((done, Cause::Smem));
                write_at = Some((done, Cause::Smem));
            }
            Unit::Lds => {
                let busy = ev.cost.max(1) as u64;
                f.lds[cu] = t + busy;
                res.lds_busy += busy;
                let done = t + busy + c.latency as u64;
                w.outstanding[LGKM].push((done, Cause::Lds));
                if c.is_load {
                    write_at = Some((done, Cause::Lds));
                }
            }
            Unit::Vmem => {
                let lines = (ev.cost.max(1) as f64 / dev.vmem_lines_per_cycle).ceil() as u64;
                let busy = lines.max(c.busy as u64);
                f.vmem[cu] = t + busy;
                res.vmem_busy += busy;
                let done = t + busy + c.latency as u64;
                let ctr = c.counter.unwrap_or(VM);
                w.outstanding[ctr].push((done, Cause::Vmem));
                if c.is_load {
                    write_at = Some((done, Cause::Vmem));
                }
            }
            Unit::Branch => {
                let taken = w.trace.get(w.pos + 1).is_some_and(|n| n.pc != ev.pc + 1);
                if taken {
                    next_ready = t + dev.branch_cycles.max(1) as u64;
                    next_cause = Cause::Branch;
                }
            }
            Unit::Nop => next_ready = t + c.busy.max(1) as u64,
            Unit::Free | Unit::Wait => next_ready = t,
            Unit::Barrier | Unit::End => {}
        }
        (next_ready, next_cause, write_at)
    }

    /// Moves wave `i` past the instruction it issued at `t` on `unit`: a barrier arrival, or
    /// the wave's end (and, when it was its group's last, the group's: the slot takes the next
    /// group). False when the group ended.
    fn advance(&mut self, i: usize, t: u64, unit: Unit) -> bool {
        let w = &mut self.waves[i];
        w.last_issue = t;
        w.pos += 1;
        let finished = unit == Unit::End || w.pos >= w.trace.len();
        if unit == Unit::Barrier && !finished {
            w.at_barrier = true;
            let slot = &mut self.slots[w.slot];
            slot.arrived += 1;
            slot.last_arrival = slot.last_arrival.max(t);
        }
        if finished {
            w.done = true;
            self.res.waves += 1;
            self.res.cycles = self.res.cycles.max(t + 1);
            let slot_ix = w.slot;
            let slot = &mut self.slots[slot_ix];
            slot.live -= 1;
            if slot.live == 0 {
                // The group is done: its waves leave the scan, its slot takes the next group.
                compact(&mut self.waves, &mut self.slots);
                if self.next_group < self.input.groups {
                    self.dispatch(slot_ix, t + 1);
                }
                return false;
            }
        }
        true
    }

    /// A barrier releases when every live wave of wave `i`'s group is there.
    fn release_barrier(&mut self, i: usize) {
        let slot_ix = self.waves[i].slot;
        let slot = &self.slots[slot_ix];
        if slot.arrived > 0 && slot.arrived >= slot.live {
            let release = slot.last_arrival + self.input.dev.barrier_cycles as u64;
            let ids = slot.waves.clone();
            for id in ids {
                let w = &mut self.waves[id];
                if w.at_barrier {
                    w.at_barrier = false;
                    w.ready = release;
                    w.cause = Cause::Barrier;
                }
            }
            let slot = &mut self.slots[slot_ix];
            slot.arrived = 0;
            slot.last_arrival = 0;
        }
    }
}

/// The dependence and latency step: the constraints on wave `w`'s next instruction `nc` that
/// only its own state sets (the registers it reads, the counters an `s_waitcnt` waits for), on
/// top of `ready` from the instruction it issued at `t`. Drops the returns a wait saw in.
fn own_constraints(
    w: &mut WaveState,
    nc: &OpCost,
    t: u64,
    ready: u64,
    cause: Cause,
) -> (u64, Cause) {
    let (mut r, mut rc) = (ready, cause);
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
    (r, rc)
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
