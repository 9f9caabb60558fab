//! One wave: registers, the pending-load model, and the interpreter loop.

use super::decode::{sreg, Class, Op, Opnd, Part, Program, RegRef, Touch, K, NO_WAIT};
use super::memory::{Memory, OobPolicy};
use super::EmuError;
use crate::asm::Target;
use std::collections::VecDeque;

/// Lanes of one VGPR (wave32 uses the first 32).
pub type Lanes = [u32; 64];

/// Fill pattern of registers a kernel did not get from the ABI: reads of garbage show up.
pub const POISON: u32 = 0x7fba_dbad;

/// Why a wave stopped running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    Barrier,
    End,
}

/// Which wait counter an outstanding memory operation belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counter {
    /// vmcnt: vector memory loads (gfx11), loads and stores (gfx9).
    Vm = 0,
    /// lgkmcnt: LDS, SMEM, messages.
    Lgkm = 1,
    /// vscnt: vector memory stores (gfx11).
    Vs = 2,
}

#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    /// The registers the operation writes (stores and most atomics write none).
    reg: Option<RegRef>,
    smem: bool,
}

/// The words of a bit set holding bits `first..end`, each with the mask of those bits in it:
/// a register range costs one OR or AND per 64 registers, not one per register.
#[inline(always)]
fn word_masks(first: usize, end: usize) -> impl Iterator<Item = (usize, u64)> {
    let words = if first < end {
        first / 64..(end - 1) / 64 + 1
    } else {
        0..0
    };
    words.map(move |w| {
        let lo = first.max(w * 64) - w * 64;
        let hi = end.min(w * 64 + 64) - w * 64;
        let mask = if hi - lo == 64 {
            u64::MAX
        } else {
            ((1u64 << (hi - lo)) - 1) << lo
        };
        (w, mask)
    })
}

/// Outstanding memory operations per counter and the registers they will write.
#[derive(Clone, Debug)]
pub struct Pending {
    queues: [VecDeque<Entry>; 3],
    /// VGPRs with a pending write to either half (the fast check), and per half.
    vbits: Vec<u64>,
    vlo: Vec<u64>,
    vhi: Vec<u64>,
    sbits: [u64; 2],
    /// Number of registers marked; 0 means no check is needed.
    marked: u32,
}

impl Pending {
    fn new(vgprs: usize) -> Pending {
        Pending {
            queues: Default::default(),
            vbits: vec![0; vgprs.div_ceil(64)],
            vlo: vec![0; vgprs.div_ceil(64)],
            vhi: vec![0; vgprs.div_ceil(64)],
            sbits: [0; 2],
            marked: 0,
        }
    }

    fn reset(&mut self) {
        for q in &mut self.queues {
            q.clear();
        }
        self.clear_bits();
    }

    fn clear_bits(&mut self) {
        if self.marked == 0 {
            return;
        }
        for v in [&mut self.vbits, &mut self.vlo, &mut self.vhi] {
            v.iter_mut().for_each(|b| *b = 0);
        }
        self.sbits = [0; 2];
        self.marked = 0;
    }

    #[inline]
    fn set(&mut self, r: RegRef) {
        let (first, end) = (r.first as usize, r.first as usize + r.count as usize);
        if r.vector && r.count > 0 && first / 64 == (end - 1) / 64 {
            // One word (every load of up to four VGPRs that does not cross a multiple of 64):
            // no mask iterator. `count` is at most 64 here.
            let w = first / 64;
            let mask = (u64::MAX >> (64 - r.count as u32)) << (first % 64);
            if let (Some(b), Some(lo), Some(hi)) = (
                self.vbits.get_mut(w),
                self.vlo.get_mut(w),
                self.vhi.get_mut(w),
            ) {
                *b |= mask;
                if r.part != Part::Hi {
                    *lo |= mask;
                }
                if r.part != Part::Lo {
                    *hi |= mask;
                }
            }
            self.marked += 1;
            return;
        }
        for (w, mask) in word_masks(first, end) {
            if r.vector {
                if let Some(b) = self.vbits.get_mut(w) {
                    *b |= mask;
                    if r.part != Part::Hi {
                        self.vlo[w] |= mask;
                    }
                    if r.part != Part::Lo {
                        self.vhi[w] |= mask;
                    }
                }
            } else if let Some(b) = self.sbits.get_mut(w) {
                // SGPRs past 127 (none the hazard check names) are not tracked.
                *b |= mask;
            }
        }
        self.marked += 1;
    }

    /// Whether `part` of register `i` is pending.
    fn is_set(&self, vector: bool, i: usize, part: Part) -> bool {
        if vector {
            let bits = match part {
                Part::Whole => &self.vbits,
                Part::Lo => &self.vlo,
                Part::Hi => &self.vhi,
            };
            bits.get(i / 64).is_some_and(|b| b >> (i % 64) & 1 != 0)
        } else {
            i < 128 && self.sbits[i / 64] >> (i % 64) & 1 != 0
        }
    }

    /// Whether any register of `r` is pending (word-at-a-time).
    #[inline(always)]
    fn any_set(&self, r: RegRef) -> bool {
        let bits: &[u64] = if r.vector { &self.vbits } else { &self.sbits };
        word_masks(r.first as usize, r.first as usize + r.count as usize)
            .any(|(w, mask)| bits.get(w).is_some_and(|b| b & mask != 0))
    }

    /// Whether any register of `t` may be pending (a superset test, one AND per word).
    #[inline(always)]
    fn touches(&self, t: &Touch) -> bool {
        t.wide
            || (t.s[0] & self.sbits[0]) | (t.s[1] & self.sbits[1]) != 0
            || t.v.iter().zip(&self.vbits).any(|(a, b)| a & b != 0)
    }

    /// Which counter holds register `i`, for messages.
    fn counter_of(&self, vector: bool, i: u16) -> &'static str {
        for (c, q) in self.queues.iter().enumerate() {
            for e in q {
                if e.reg
                    .is_some_and(|r| r.vector == vector && r.first <= i && i < r.first + r.count)
                {
                    return ["vmcnt", "lgkmcnt", "vscnt"][c];
                }
            }
        }
        "vmcnt"
    }

    fn recompute(&mut self) {
        self.clear_bits();
        let qs = std::mem::take(&mut self.queues);
        for e in qs.iter().flatten() {
            if let Some(r) = e.reg {
                self.set(r);
            }
        }
        self.queues = qs;
    }

    /// `s_waitcnt`: wait until at most `n` operations of counter `c` are outstanding.
    fn wait(&mut self, c: usize, n: u8) {
        let q = &mut self.queues[c];
        if q.len() <= n as usize {
            return;
        }
        if n != 0 && q.iter().any(|e| e.smem) {
            // SMEM returns out of order: only a wait for zero is a guarantee.
            return;
        }
        // Retiring only stores leaves the pending registers as they are.
        let mut retired_regs = false;
        while q.len() > n as usize {
            retired_regs |= q.pop_front().is_some_and(|e| e.reg.is_some());
        }
        if retired_regs {
            if self.queues.iter().all(VecDeque::is_empty) {
                // Nothing left outstanding (`s_waitcnt vmcnt(0)` in a loop): no rebuild.
                self.clear_bits();
            } else {
                self.recompute();
            }
        }
    }
}

/// Per-work-group state the waves share.
pub struct Env<'a> {
    pub prog: &'a Program,
    pub mem: &'a Memory,
    pub lds: &'a mut [u32],
    /// Group-segment size in bytes (accesses at or past it are out of bounds).
    pub lds_bytes: u32,
    pub group: [u32; 3],
    pub oob: OobPolicy,
    pub budget: u64,
    pub flush_f32: bool,
    pub dx10_clamp: bool,
    /// Private (scratch) bytes per work-item: `.amdhsa_private_segment_fixed_size`.
    pub private_bytes: u32,
    /// Out-of-bounds accesses `OobPolicy::Zero` let through (per lane).
    pub oob_hits: std::cell::Cell<u64>,
    /// Sees every instruction the waves execute (the timing model's trace); `None` costs one
    /// predictable branch per instruction.
    pub trace: Option<&'a mut dyn Observer>,
}

/// An observer of executed instructions: called before each op runs, with the wave's state as
/// the op will read it (its address registers, EXEC), so an observer can work out LDS banks or
/// memory lines without the interpreter computing anything for it.
pub trait Observer {
    /// `pc` is the index of `op` in the program; `wave.id` says which wave of the group runs it.
    fn op(&mut self, wave: &Wave, pc: u32, op: &Op);
}

/// One wave's architectural state.
pub struct Wave {
    pub v: Vec<Lanes>,
    pub s: [u32; sreg::COUNT],
    pub scc: bool,
    pub pc: u32,
    pub n: usize,
    pub full: u64,
    pub id: u32,
    pub instructions: u64,
    pub lane_ops: u64,
    /// Executions of each op (empty unless the launch profiles).
    pub counts: Vec<u64>,
    pub pend: Pending,
    pub ended: bool,
    /// Private memory, lane-major (`private_bytes` per lane), allocated on first use and
    /// zeroed per work-group (the hardware leaves it undefined; zero is deterministic).
    pub private: Vec<u8>,
    /// The MODE hardware register (see [`super::hwreg`]).
    pub mode: u32,
    /// Where MODE entered a state the emulator does not compute in (`Some(0)`: the kernel
    /// descriptor); floating-point ops stop while it lasts.
    pub mode_line: Option<u32>,
    /// The TRAPSTS hardware register (read/write, starts at 0).
    pub trapsts: u32,
    /// Scratch lanes the VALU splats scalar sources into (see `valu::pick`); only the first
    /// `n` lanes of each are meaningful, and only during one op.
    pub(super) splat: [Lanes; 3],
}

impl Wave {
    pub fn new(prog: &Program) -> Wave {
        let n = prog.wave_size as usize;
        Wave {
            v: vec![[POISON; 64]; prog.vgprs],
            s: [POISON; sreg::COUNT],
            scc: false,
            pc: 0,
            n,
            full: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
            id: 0,
            instructions: 0,
            lane_ops: 0,
            counts: Vec::new(),
            pend: Pending::new(prog.vgprs),
            ended: false,
            private: Vec::new(),
            mode: super::hwreg::DEFAULT_MODE,
            mode_line: None,
            trapsts: 0,
            splat: [[0; 64]; 3],
        }
    }

    /// Starts the wave in MODE `mode` (from the kernel descriptor).
    pub fn start_mode(&mut self, mode: u32) {
        self.mode = mode;
        self.mode_line = super::hwreg::unmodelled_field(mode).map(|_| 0);
    }

    /// Resets the wave for reuse in another work-group.
    pub fn reset(&mut self) {
        for r in &mut self.v {
            *r = [POISON; 64];
        }
        self.s = [POISON; sreg::COUNT];
        self.s[sreg::NULL as usize] = 0;
        self.scc = false;
        self.pc = 0;
        self.pend.reset();
        self.ended = false;
        self.private.fill(0);
        self.mode = super::hwreg::DEFAULT_MODE;
        self.mode_line = None;
        self.trapsts = 0;
    }

    #[inline(always)]
    pub fn exec(&self) -> u64 {
        (self.s[sreg::EXEC as usize] as u64 | (self.s[sreg::EXEC as usize + 1] as u64) << 32)
            & self.full
    }

    #[inline(always)]
    pub fn set_exec(&mut self, m: u64) {
        self.s[sreg::EXEC as usize] = m as u32;
        if self.n == 64 {
            self.s[sreg::EXEC as usize + 1] = (m >> 32) as u32;
        }
    }

    pub fn vcc(&self) -> u64 {
        self.mask_of(Opnd::S(sreg::VCC))
    }

    /// A lane mask held in SGPRs (one register in wave32, a pair in wave64), or a constant.
    #[inline(always)]
    pub fn mask_of(&self, o: Opnd) -> u64 {
        let v = if self.n == 64 {
            self.s64(o)
        } else {
            self.s32(o) as u64
        };
        v & self.full
    }

    /// Writes a lane mask to an SGPR (pair in wave64).
    #[inline(always)]
    pub fn set_mask(&mut self, o: Opnd, m: u64) {
        if let Opnd::S(i) = o {
            if self.n == 64 {
                self.ws64(i, m);
            } else {
                self.ws32(i, m as u32);
            }
        }
    }

    /// A 32-bit scalar operand.
    #[inline(always)]
    pub fn s32(&self, o: Opnd) -> u32 {
        match o {
            Opnd::S(i) => self.s[i as usize & 127],
            Opnd::Imm(v) => v as u32,
            Opnd::Scc => self.scc as u32,
            Opnd::VccZ => (self.vcc() == 0) as u32,
            Opnd::ExecZ => (self.exec() == 0) as u32,
            Opnd::V(_) | Opnd::None => 0,
        }
    }

    /// A 64-bit scalar operand.
    #[inline(always)]
    pub fn s64(&self, o: Opnd) -> u64 {
        match o {
            Opnd::S(i) => {
                let i = i as usize & 127;
                self.s[i] as u64 | (self.s[(i + 1) & 127] as u64) << 32
            }
            Opnd::Imm(v) => v,
            other => self.s32(other) as u64,
        }
    }

    #[inline(always)]
    pub fn ws32(&mut self, i: u16, v: u32) {
        if i != sreg::NULL {
            self.s[i as usize & 127] = v;
        }
    }

    #[inline(always)]
    pub fn ws64(&mut self, i: u16, v: u64) {
        self.ws32(i, v as u32);
        self.ws32(i.wrapping_add(1), (v >> 32) as u32);
    }

    /// A 32-bit vector operand, lane by lane.
    #[inline(always)]
    pub fn v32(&self, o: Opnd, out: &mut Lanes) {
        match o {
            Opnd::V(i) => {
                let src = &self.v[i as usize];
                out[..self.n].copy_from_slice(&src[..self.n]);
            }
            other => {
                let x = self.s32(other);
                out[..self.n].fill(x);
            }
        }
    }

    /// A 64-bit vector operand (register pair), lane by lane.
    #[inline(always)]
    pub fn v64(&self, o: Opnd, out: &mut [u64; 64]) {
        match o {
            Opnd::V(i) => {
                let lo = &self.v[i as usize];
                let hi = &self.v[i as usize + 1];
                for l in 0..self.n {
                    out[l] = lo[l] as u64 | (hi[l] as u64) << 32;
                }
            }
            other => {
                let x = self.s64(other);
                out[..self.n].fill(x);
            }
        }
    }

    /// Writes 64-bit lanes to a VGPR pair under `exec`.
    #[inline(always)]
    pub fn wv64(&mut self, d: u16, vals: &[u64; 64], exec: u64) {
        let (n, full) = (self.n, self.full);
        let (lo, hi) = self.v[d as usize..].split_at_mut(1);
        let (lo, hi) = (&mut lo[0], &mut hi[0]);
        if exec == full {
            // Two straight loops (vectorised), no per-lane test.
            for (o, &x) in lo[..n].iter_mut().zip(vals) {
                *o = x as u32;
            }
            for (o, &x) in hi[..n].iter_mut().zip(vals) {
                *o = (x >> 32) as u32;
            }
        } else {
            for_lanes(exec, n, |l| {
                lo[l] = vals[l] as u32;
                hi[l] = (vals[l] >> 32) as u32;
            });
        }
    }

    /// The error for the first pending register of `r` (a part of it may be pending while the
    /// half `r` names is not: then none).
    #[cold]
    fn hazard(&self, env: &Env, op: &Op, r: RegRef, what: &'static str) -> Option<EmuError> {
        for i in r.first..r.first + r.count {
            if self.pend.is_set(r.vector, i as usize, r.part) {
                let prog = env.prog;
                let reg = if r.vector {
                    if prog.agpr_base > 0 && i >= prog.agpr_base {
                        format!("a{}", i - prog.agpr_base)
                    } else {
                        format!("v{i}")
                    }
                } else {
                    sgpr_name(i)
                };
                return Some(EmuError::Hazard {
                    file: prog.file.clone(),
                    line: op.line,
                    kernel: prog.kernel.clone(),
                    group: env.group,
                    wave: self.id,
                    reg,
                    what,
                    counter: self.pend.counter_of(r.vector, i),
                });
            }
        }
        None
    }

    /// Runs whenever a load is outstanding (a quarter of the instructions of a typical loop):
    /// the word-at-a-time test is inlined, the error is only built on a hit.
    #[inline]
    fn check_hazards(&self, env: &Env, op: &Op) -> Result<(), EmuError> {
        let refs = &env.prog.refs;
        let (r0, rn) = op.reads;
        for r in &refs[r0 as usize..r0 as usize + rn as usize] {
            if self.pend.any_set(*r) {
                if let Some(e) = self.hazard(env, op, *r, "read") {
                    return Err(e);
                }
            }
        }
        // A load may target registers still pending from an earlier load of the same kind;
        // everything else that writes a pending register races with the load's return.
        if !matches!(op.class, Class::VmemLoad | Class::Lds | Class::Smem) {
            let (w0, wn) = op.writes;
            for r in &refs[w0 as usize..w0 as usize + wn as usize] {
                if self.pend.any_set(*r) {
                    if let Some(e) = self.hazard(env, op, *r, "overwritten") {
                        return Err(e);
                    }
                }
            }
        }
        Ok(())
    }

    /// Records an issued memory operation on counter `c` writing `regs`.
    pub fn issue(&mut self, c: Counter, dst: Option<RegRef>, smem: bool) {
        if let Some(r) = dst {
            self.pend.set(r);
        }
        self.pend.queues[c as usize].push_back(Entry { reg: dst, smem });
    }

    /// Outstanding operations of counter `c` (0 vm, 1 lgkm, 2 vs).
    pub fn outstanding(&self, c: usize) -> u32 {
        self.pend.queues.get(c).map_or(0, |q| q.len() as u32)
    }

    /// Runs until a barrier or the end of the program.
    pub fn run(&mut self, env: &mut Env) -> Result<Stop, EmuError> {
        #[cfg(target_arch = "x86_64")]
        if super::valu::host_avx2() {
            // SAFETY: `host_avx2` checked that the CPU has every feature `run_avx2` enables.
            return unsafe { self.run_avx2(env) };
        }
        self.run_body(env)
    }

    /// The interpreter loop compiled for AVX2 hosts (see `Wave::valu_one`): what it inlines
    /// (EXEC population counts, operand reads, the pending-load checks) uses POPCNT and wider
    /// registers; the same code, the same results.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,fma,bmi1,bmi2,lzcnt,popcnt")]
    fn run_avx2(&mut self, env: &mut Env) -> Result<Stop, EmuError> {
        self.run_body(env)
    }

    #[inline(always)]
    fn run_body(&mut self, env: &mut Env) -> Result<Stop, EmuError> {
        let prog = env.prog;
        let gfx11 = prog.target == Target::Gfx1100;
        // The waves of a group take turns: the f32 denormal mode is this wave's MODE.
        env.flush_f32 = (self.mode >> 4) & 3 != 3;
        loop {
            let Some(op) = prog.ops.get(self.pc as usize) else {
                return Err(self.unsupported(env, 0, "execution ran past the end of the kernel"));
            };
            if let Some(c) = self.counts.get_mut(self.pc as usize) {
                *c += 1;
            }
            self.pc += 1;
            self.instructions += 1;
            if self.instructions > env.budget {
                return Err(EmuError::Budget {
                    file: prog.file.clone(),
                    line: op.line,
                    kernel: prog.kernel.clone(),
                    group: env.group,
                    wave: self.id,
                    budget: env.budget,
                });
            }
            if self.pend.marked > 0 && self.pend.touches(&op.touch) {
                self.check_hazards(env, op)?;
            }
            if let Some(t) = env.trace.as_deref_mut() {
                t.op(self, self.pc - 1, op);
            }
            if !gfx11
                && self.mode & super::hwreg::VSKIP != 0
                && matches!(
                    op.class,
                    Class::Valu | Class::Lds | Class::VmemLoad | Class::VmemStore
                )
            {
                continue;
            }
            match op.class {
                Class::Valu => self.run_valu(env, op, gfx11)?,
                Class::Salu => {
                    self.lane_ops += 1;
                    self.salu(env, op)?;
                }
                Class::Branch => {
                    self.lane_ops += 1;
                    if self.branch_taken(op) {
                        self.pc = op.target;
                    }
                }
                Class::Smem | Class::Lds | Class::VmemLoad | Class::VmemStore => {
                    self.lane_ops += if op.class == Class::Smem {
                        1
                    } else {
                        self.exec().count_ones() as u64
                    };
                    self.vmem(env, op, gfx11)?;
                }
                Class::Other => {
                    if let Some(stop) = self.run_other(env, op)? {
                        return Ok(stop);
                    }
                }
            }
        }
    }

    /// A VALU op: the lane-op count, the MODE and GPR-index checks, then its semantics.
    #[inline(always)]
    fn run_valu(&mut self, env: &mut Env, op: &Op, gfx11: bool) -> Result<(), EmuError> {
        let active = self.exec().count_ones() as u64;
        let per = if op.dual.is_some()
            || matches!(op.k, K::v_pk_fma_f32 | K::v_pk_mul_f32 | K::v_pk_add_f32)
        {
            2
        } else {
            1
        };
        self.lane_ops += active * per;
        if self.mode_line.is_some()
            && (super::hwreg::fp_sensitive(op.k)
                || op
                    .dual
                    .as_ref()
                    .is_some_and(|y| super::hwreg::fp_sensitive(y.k)))
        {
            return Err(self.mode_error(env, op.line));
        }
        if !gfx11 && self.mode & super::hwreg::GPR_IDX_EN != 0 {
            let indexed = self.gpr_indexed(env, op)?;
            self.valu(env, &indexed)?;
        } else {
            self.valu(env, op)?;
        }
        Ok(())
    }

    /// Whether a branch op jumps.
    #[inline(always)]
    fn branch_taken(&self, op: &Op) -> bool {
        match op.k {
            K::s_branch => true,
            K::s_cbranch_scc0 => !self.scc,
            K::s_cbranch_scc1 => self.scc,
            K::s_cbranch_vccz => self.vcc() == 0,
            K::s_cbranch_vccnz => self.vcc() != 0,
            K::s_cbranch_execz => self.exec() == 0,
            K::s_cbranch_execnz => self.exec() != 0,
            _ => false,
        }
    }

    /// Program end, barriers, waits, traps and the mode and indexing switches: the stop it
    /// makes the wave, if any.
    #[inline(always)]
    fn run_other(&mut self, env: &mut Env, op: &Op) -> Result<Option<Stop>, EmuError> {
        match op.k {
            K::s_endpgm | K::s_code_end | K::s_endpgm_saved | K::s_endpgm_ordered_ps_done => {
                self.ended = true;
                return Ok(Some(Stop::End));
            }
            K::s_barrier => return Ok(Some(Stop::Barrier)),
            K::s_waitcnt
            | K::s_waitcnt_vmcnt
            | K::s_waitcnt_lgkmcnt
            | K::s_waitcnt_vscnt
            | K::s_waitcnt_expcnt => {
                for (c, &n) in op.wait.iter().enumerate() {
                    if n != NO_WAIT {
                        self.pend.wait(c, n);
                    }
                }
            }
            K::s_trap | K::s_sethalt | K::s_sendmsghalt => {
                return Err(self.unsupported(env, op.line, "the kernel trapped"));
            }
            K::s_round_mode => {
                let mode = (self.mode & !0xf) | (op.off0 as u32 & 0xf);
                self.write_mode(env, mode, op.line)?;
            }
            K::s_denorm_mode => {
                let mode = (self.mode & !0xf0) | (op.off0 as u32 & 0xf) << 4;
                self.write_mode(env, mode, op.line)?;
            }
            K::s_set_gpr_idx_off => self.set_gpr_idx(None, None, false),
            K::s_set_gpr_idx_mode => {
                let on = self.mode & super::hwreg::GPR_IDX_EN != 0;
                self.set_gpr_idx(None, Some(op.off0 as u32), on);
            }
            _ => {}
        }
        Ok(None)
    }

    pub fn unsupported(&self, env: &Env, line: u32, message: &str) -> EmuError {
        EmuError::Unsupported {
            file: env.prog.file.clone(),
            line,
            kernel: env.prog.kernel.clone(),
            message: format!("wave {}: {message}", self.id),
        }
    }
}

/// The asm name of SGPR index `i`.
pub fn sgpr_name(i: u16) -> String {
    match i {
        106 => "vcc_lo".into(),
        107 => "vcc_hi".into(),
        124 => "m0".into(),
        125 => "null".into(),
        126 => "exec_lo".into(),
        127 => "exec_hi".into(),
        108..=123 => format!("ttmp{}", i - 108),
        _ => format!("s{i}"),
    }
}

/// Runs `f` for each active lane: one straight loop when every lane is active.
#[inline(always)]
pub fn for_lanes(exec: u64, n: usize, mut f: impl FnMut(usize)) {
    let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    if exec == full {
        for l in 0..n {
            f(l);
        }
    } else {
        let mut m = exec;
        while m != 0 {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            f(l);
        }
    }
}
