//! Wait counters: finding missing and redundant `s_waitcnt`, and recomputing them.
//!
//! The model (LLVM's SIInsertWaitcnts is the reference):
//! - Each counter (vm, vs, lgkm, exp) is a queue of outstanding operations, oldest first. An
//!   operation enters the queues of the counters its opcode increments (isa facts) with the
//!   registers it will write.
//! - Operations complete in order within a counter, except SMEM on lgkm, which may complete in
//!   any order ("out of order"); FLAT on lgkm is in order, as LLVM counts it.
//! - Before an instruction reads or writes a register with an outstanding write, the counter must
//!   drop to the number of operations issued after that write (`vmcnt(k)`), less the out-of-order
//!   ones among them; waiting on an out-of-order operation needs the counter at 0.
//! - A call (`s_swappc_b64`, `s_call_b64`) retires vm, lgkm and exp: the callee waits for them
//!   on entry, as every LLVM function prologue does.
//! - `s_barrier`: other waves may read LDS after it, so outstanding LDS operations must finish
//!   before it (lgkmcnt(0)). In gfx1100 WGP mode outstanding global stores too (vscnt(0)), when
//!   the barrier is a work-group fence (`__syncthreads`: a cache invalidate, the acquire half,
//!   follows it); a bare `s_barrier` orders no global memory and LLVM 22 does not wait there.
//! - GDS operations hold their VGPR operands until `expcnt` says they were read (LLVM's
//!   `GDS_GPR_LOCK`): overwriting one waits for expcnt.
//! - 16-bit halves: a d16 load writes one half of its VGPR; an instruction that touches only
//!   the other half (a true16 `v1.l` operand, a short store's data) need not wait for it.
//! - Memory-model waits are kept as they are, by rule: no emulation of one launch can see them,
//!   since they order this wave's memory operations for other agents. A wait is one when only
//!   waits, scalar ALU and hints lie between it and an `s_barrier`, a cache invalidate (the
//!   acquire half of LLVM's AMDGPUUsage GFX11/GFX942 sequences: `s_waitcnt vmcnt(0);
//!   buffer_gl1_inv; buffer_gl0_inv`, `buffer_inv sc1`) or a store or atomic to global memory (the
//!   release half: `s_waitcnt_vscnt null, 0x0` before it), or between a cache write-back or a
//!   barrier and it (`buffer_wbl2 sc1; s_waitcnt vmcnt(0)`). So is a wait before a volatile
//!   access (`sc0 sc1` on gfx942, `glc dlc` on gfx11) or between one and the next memory
//!   instruction: LLVM waits for each to complete, so that volatile accesses stay in order.
//!   A wait for stores (`vscnt`) is one wherever it stands: no data dependency of this wave
//!   needs it (a release fence).
//! - Both halves are also requirements, so `check` reports their absence: an invalidate waits for
//!   every outstanding load (the acquiring load completes before the caches drop); after a cache
//!   write-back, the next store, atomic or invalidate waits for every earlier memory operation
//!   (gfx942 release: `buffer_wbl2 sc1; s_waitcnt vmcnt(0)`). The write-back itself is not
//!   counted by `vmcnt` (LLVM's model): clang-19 puts `buffer_wbl2 sc1` directly before a
//!   releasing atomic when nothing else is outstanding.
//! - The fix-up recomputes waits only in blocks a pass changed (a line without its original
//!   text): elsewhere the compiler's waits act as written and are never removed, moved or
//!   weakened; a missing one is added.
//! - Across the CFG the queues merge position by position from the newest end (a union), and
//!   loops iterate to a fixed point, so loads still outstanding around a back edge are covered.
//!
//! A wait that retires nothing on any path is redundant. A counter queue longer than the
//! counter's maximum drops its oldest entries: the hardware cannot have more outstanding.

use super::FixScope;
use crate::asm::{
    Field, FieldList, FieldSep, Half, Instruction, Modifier, Module, Operand, OperandKind,
    SpecialReg, Target,
};
use crate::flow::cfg::{BlockId, Cfg};
use crate::flow::dataflow::{reverse_post_order, ENTRY};
use crate::flow::insts::{instruction, Code};
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
use crate::isa::semantics::{
    cache_op, counter_max, decode_waitcnt_imm, wait_kind, CacheOp, WaitKind,
};
use crate::isa::{AddrSpace, Counter, Isa, Role, Unit};
use crate::kernel::Kernel;
use smallvec::SmallVec;

const VM: usize = 0;
const VS: usize = 1;
const LGKM: usize = 2;
const EXP: usize = 3;
const NAMES: [&str; 4] = ["vmcnt", "vscnt", "lgkmcnt", "expcnt"];

fn index(c: Counter) -> usize {
    match c {
        Counter::Vm => VM,
        Counter::Vs => VS,
        Counter::Lgkm => LGKM,
        Counter::Exp => EXP,
    }
}

/// Counter values to wait for; `None` means no wait on that counter.
pub type Waits = [Option<u32>; 4];

/// One outstanding operation.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Op {
    units: SmallVec<[RegUnit; 4]>,
    out_of_order: bool,
    lds: bool,
    global_store: bool,
    /// `units` are registers it still reads (a GDS operation's VGPR operands), not ones it
    /// writes: only overwriting them must wait.
    late_read: bool,
    /// A d16 load writes only this half of its destination.
    half: Option<Half>,
    /// Instruction that issued it (for messages); the newest issuer after a merge.
    inst: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct State {
    queues: [Vec<Op>; 4],
    /// A cache write-back (`buffer_wbl2`) was issued and no store, atomic or invalidate has
    /// followed yet: the instruction (for messages).
    writeback: Option<u32>,
}

impl State {
    /// Issues `op` on counter `c`; a queue longer than the counter can count drops its oldest
    /// entry (the hardware cannot have more outstanding).
    fn push(&mut self, c: usize, op: Op, max: u32) {
        let q = &mut self.queues[c];
        q.push(op);
        if q.len() > max as usize + 1 {
            q.remove(0);
        }
    }

    fn merge(&mut self, other: &State) {
        if self.writeback.is_none() {
            self.writeback = other.writeback;
        }
        for (q, o) in self.queues.iter_mut().zip(&other.queues) {
            let n = q.len().max(o.len());
            let mut merged = vec![Op::default(); n];
            let mut seeded = vec![false; n];
            for (src, is_self) in [(&*q, true), (o, false)] {
                let off = n - src.len();
                for (j, op) in src.iter().enumerate() {
                    let m = &mut merged[off + j];
                    // The narrowing facts hold for the merged entry only when both paths'
                    // operations have them.
                    if seeded[off + j] {
                        m.late_read &= op.late_read;
                        if m.half != op.half {
                            m.half = None;
                        }
                    } else {
                        m.late_read = op.late_read;
                        m.half = op.half;
                        seeded[off + j] = true;
                    }
                    for u in &op.units {
                        if !m.units.contains(u) {
                            m.units.push(*u);
                        }
                    }
                    m.out_of_order |= op.out_of_order;
                    m.lds |= op.lds;
                    m.global_store |= op.global_store;
                    if is_self || m.inst == 0 {
                        m.inst = op.inst;
                    }
                }
            }
            for m in &mut merged {
                m.units.sort();
            }
            *q = merged;
        }
    }

    /// Lets counter `c` drop to `value`: the older operations are done.
    fn wait(&mut self, c: usize, value: u32) {
        let q = &mut self.queues[c];
        let value = value as usize;
        if q.len() <= value {
            return;
        }
        if value > 0 && q.iter().any(|o| o.out_of_order) {
            // Out-of-order completion: which ones finished is unknown, except at zero.
            return;
        }
        q.drain(..q.len() - value);
    }

    /// True if waiting for `value` on `c` retires something.
    fn would_retire(&self, c: usize, value: u32) -> bool {
        let q = &self.queues[c];
        q.len() > value as usize && !(value > 0 && q.iter().any(|o| o.out_of_order))
    }
}

/// What a wait requirement protects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NeedKind {
    /// A register the outstanding operation writes (or whose old value it still reads).
    Data(RegUnit),
    /// LDS (or, in WGP mode, global stores) other waves may read after an `s_barrier`.
    Barrier,
    /// A cache invalidate before the acquiring load completed.
    Acquire,
    /// A store, atomic or invalidate after a cache write-back while earlier memory operations
    /// are outstanding: the release must see them complete.
    Release,
}

/// Why an instruction must wait.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Need {
    pub counter: &'static str,
    pub value: u32,
    pub kind: NeedKind,
    /// The instruction whose result is outstanding.
    pub producer: u32,
}

/// The counter values an instruction needs before it, and why.
/// `store_barrier`: instruction `i` is a barrier that must also wait for global stores (a
/// work-group fence in WGP mode).
fn requirement(
    st: &State,
    isa: &Isa,
    code: &Code,
    i: usize,
    written: &Instruction,
    store_barrier: bool,
    lanes_private: bool,
) -> (Waits, Vec<Need>) {
    let inst = &code.insts[i];
    let mut need: Waits = [None; 4];
    let mut why = Vec::new();
    let mut add = |c: usize, v: u32, kind: NeedKind, producer: u32, need: &mut Waits| {
        if need[c].is_none_or(|old| v < old) {
            need[c] = Some(v);
        }
        why.push(Need {
            counter: NAMES[c],
            value: v,
            kind,
            producer,
        });
    };
    let info = isa.info(inst.op);
    let issues_on = |c: usize| info.counters.iter().any(|&k| index(k) == c);
    let in_order_self = info.unit != Unit::Smem && info.addr_space != Some(AddrSpace::Flat);
    // A call waits only for what it names (its target, its return address): the callee waits
    // for everything on entry (see `is_call` below), so its arguments need no wait here.
    let (defs, uses) = (inst.named_defs(), inst.named_uses());
    for (c, q) in st.queues.iter().enumerate() {
        for &u in uses.iter().chain(defs) {
            let overwrites = defs.contains(&u);
            let touched = || touched_half(info, written, u);
            if let Some(j) = q.iter().rposition(|op| {
                op.units.contains(&u)
                    && (overwrites || !op.late_read)
                    // A d16 load into one half and an access of only the other one.
                    && !op.half.is_some_and(|h| touched().is_some_and(|t| t != h))
            }) {
                // A write after an outstanding write on the same in-order counter lands after
                // it anyway (LLVM: VMEM results of one kind return in order). So does a d16
                // load's merge into the half it keeps: the tied input is read when the result
                // returns, after the earlier load's (`global_load_d16_b16 v0` then
                // `global_load_d16_hi_b16 v0` need no wait between them).
                let write_only = !uses.contains(&u) || inst.tied.contains(&u);
                if write_only && issues_on(c) && in_order_self && !q[j].out_of_order {
                    continue;
                }
                let v = if q[j].out_of_order {
                    0
                } else {
                    let newer = &q[j + 1..];
                    (newer.len() - newer.iter().filter(|o| o.out_of_order).count()) as u32
                };
                add(c, v, NeedKind::Data(u), q[j].inst, &mut need);
            }
        }
    }
    if isa.info(inst.op).unit == Unit::Barrier {
        if let Some(op) = st.queues[LGKM]
            .iter()
            .rev()
            .find(|o| o.lds && !lanes_private)
        {
            add(LGKM, 0, NeedKind::Barrier, op.inst, &mut need);
        }
        if store_barrier {
            if let Some(op) = st.queues[VS].iter().rev().find(|o| o.global_store) {
                add(VS, 0, NeedKind::Barrier, op.inst, &mut need);
            }
        }
    }
    let invalidate = cache_op(&info.name) == Some(CacheOp::Invalidate);
    if invalidate {
        // Loads and returning atomics (they write registers); stores write none.
        if let Some(op) = st.queues[VM].iter().rev().find(|o| !o.units.is_empty()) {
            add(VM, 0, NeedKind::Acquire, op.inst, &mut need);
        }
    }
    if st.writeback.is_some() && (invalidate || is_global_store_or_atomic(info)) {
        // gfx942 release: `buffer_wbl2 sc1; s_waitcnt vmcnt(0)`, then the store or fence.
        if let Some(op) = st.queues[VM].last() {
            add(VM, 0, NeedKind::Release, op.inst, &mut need);
        }
    }
    (need, why)
}

/// The counter values an existing wait instruction waits for.
pub fn wait_values(target: Target, inst: &Instruction) -> Option<Waits> {
    let kind = wait_kind(&inst.mnemonic)?;
    let mut w: Waits = [None; 4];
    let max = counter_max(target);
    let last_int = inst.operands.iter().rev().find_map(|o| match o.kind {
        OperandKind::Int { value, .. } => Some(value as u32),
        _ => None,
    });
    match kind {
        WaitKind::Combined => match inst.operands.first().map(|o| &o.kind) {
            Some(OperandKind::Fields(list)) => {
                for f in &list.fields {
                    let c = match f.name.as_str() {
                        "vmcnt" => VM,
                        "lgkmcnt" => LGKM,
                        "expcnt" => EXP,
                        _ => continue,
                    };
                    let v = crate::asm::parse_int_text(f.value.trim())? as u32;
                    w[c] = Some(v);
                }
            }
            Some(OperandKind::Int { value, .. }) => {
                let (vm, lgkm, exp) = decode_waitcnt_imm(target, *value as u32);
                w[VM] = Some(vm);
                w[LGKM] = Some(lgkm);
                w[EXP] = Some(exp);
            }
            _ => return None,
        },
        WaitKind::Vs => w[VS] = last_int,
        WaitKind::Vm => w[VM] = last_int,
        WaitKind::Lgkm => w[LGKM] = last_int,
        WaitKind::Exp => w[EXP] = last_int,
    }
    // A field at its maximum waits for nothing.
    for (c, v) in w.iter_mut().enumerate() {
        if v.is_some_and(|x| x >= max[c]) {
            *v = None;
        }
    }
    Some(w)
}

/// A store or atomic that other agents observe: the instruction a release orders.
/// A call to a function (`s_swappc_b64`, `s_call_b64`).
pub(crate) fn is_call(isa: &Isa, code: &Code, i: usize) -> bool {
    crate::isa::semantics::is_call(isa.info(code.insts[i].op).name.as_str())
}

fn is_global_store_or_atomic(info: &crate::isa::OpInfo) -> bool {
    match info.unit {
        Unit::VmemStore | Unit::VmemAtomic => true,
        Unit::Lds => info.addr_space == Some(AddrSpace::Flat) && info.may_store,
        _ => false,
    }
}

/// Whether an instruction may sit between a memory-model wait and what it orders: waits, scalar
/// ALU and hints (LLVM's sequences put nothing else there).
fn in_sync_window(info: &crate::isa::OpInfo) -> bool {
    cache_op(&info.name).is_none() && matches!(info.unit, Unit::Waitcnt | Unit::Salu | Unit::Hint)
}

/// The instruction a memory-model wait at `i` orders, if it is one (see the module doc): the
/// barrier, invalidate or global store/atomic after it, or the write-back or barrier before it.
pub(crate) fn memory_model_anchor(
    module: &Module,
    isa: &Isa,
    code: &Code,
    i: usize,
) -> Option<usize> {
    // Waiting for stores (gfx11 `vscnt`) is never a data dependency of this wave: it orders
    // them for other agents (a release fence: `s_waitcnt_vscnt null, 0x0`), wherever it stands.
    // It orders what follows: the first instruction after the waits.
    if wait_values(isa.target(), instruction(module, &code.insts[i]))
        .is_some_and(|w| w[VS].is_some())
    {
        let is_wait = |j: usize| isa.info(code.insts[j].op).unit == Unit::Waitcnt;
        return Some((i + 1..code.len()).find(|&j| !is_wait(j)).unwrap_or(i));
    }
    let after = (i + 1..code.len()).find(|&j| !in_sync_window(isa.info(code.insts[j].op)));
    if let Some(j) = after {
        let info = isa.info(code.insts[j].op);
        if info.unit == Unit::Barrier
            || cache_op(&info.name).is_some()
            || is_global_store_or_atomic(info)
            || is_volatile_access(isa.target(), info, instruction(module, &code.insts[j]))
        {
            return Some(j);
        }
    }
    // Volatile accesses complete before the next memory instruction: a wait anywhere between
    // one and the next memory instruction orders it (LLVM may leave ALU code between them).
    let is_memory = |j: usize| {
        let info = isa.info(code.insts[j].op);
        info.may_load || info.may_store
    };
    if let Some(j) = (0..i).rev().find(|&j| is_memory(j)) {
        let info = isa.info(code.insts[j].op);
        if is_volatile_access(isa.target(), info, instruction(module, &code.insts[j])) {
            return Some(j);
        }
    }
    // A work-group of one wave: LLVM lowers the barrier of `__syncthreads` to WAVE_BARRIER, an
    // instruction with no encoding that it prints as the comment `; wave barrier`, between the
    // fence's release wait and its acquire wait as it would put `s_barrier` (gfx942 with
    // `__launch_bounds__(64)`): a wait in the same window as that mark orders for it.
    let line = |j: usize| code.insts[j].line;
    let window_end = after.map_or(module.lines.len(), line);
    let window_start = (0..i)
        .rev()
        .find(|&j| !in_sync_window(isa.info(code.insts[j].op)))
        .map_or(0, line);
    if module.lines[window_start..window_end].iter().any(|l| {
        matches!(l.kind, crate::asm::LineKind::Comment)
            && l.comment
                .as_deref()
                .is_some_and(|c| c.trim_start_matches([';', '/']).trim() == "wave barrier")
    }) {
        return Some(i);
    }
    let before = (0..i)
        .rev()
        .find(|&j| !in_sync_window(isa.info(code.insts[j].op)))?;
    let info = isa.info(code.insts[before].op);
    // After a write-back (the release's wait), or after a barrier (LLVM places the acquire
    // half of `__syncthreads` there).
    (cache_op(&info.name) == Some(CacheOp::Writeback) || info.unit == Unit::Barrier)
        .then_some(before)
}

/// Whether a vector memory access carries the cache bits LLVM gives volatile (and system-scope
/// coherent) accesses: `sc0 sc1` on gfx942, `glc dlc` on gfx11 (AMDGPUUsage's memory model).
fn is_volatile_access(target: Target, info: &crate::isa::OpInfo, inst: &Instruction) -> bool {
    let memory = matches!(
        info.unit,
        Unit::VmemLoad | Unit::VmemStore | Unit::VmemAtomic
    );
    let bits: [&str; 2] = match target {
        Target::Gfx942 => ["sc0", "sc1"],
        Target::Gfx1100 => ["glc", "dlc"],
    };
    memory && bits.iter().all(|b| inst.has_modifier(b))
}

/// The memory-model waits of a kernel, by the original line number of the instruction they order
/// (lines a pass wrote have none and are left out): per counter the strictest value among them.
pub(crate) fn memory_model_waits(
    module: &Module,
    isa: &Isa,
    code: &Code,
) -> std::collections::BTreeMap<u32, Waits> {
    let target = isa.target();
    let mut out = std::collections::BTreeMap::new();
    for i in 0..code.len() {
        let Some(w) = wait_values(target, instruction(module, &code.insts[i])) else {
            continue;
        };
        let Some(anchor) = memory_model_anchor(module, isa, code, i) else {
            continue;
        };
        let Some(line) = module.lines[code.insts[anchor].line].origin.as_ref() else {
            continue;
        };
        let entry: &mut Waits = out.entry(line.line()).or_insert([None; 4]);
        for c in 0..4 {
            if let Some(v) = w[c] {
                entry[c] = Some(entry[c].map_or(v, |e: u32| e.min(v)));
            }
        }
    }
    out
}

/// Whether waiting for `have` retires at least what waiting for `want` does.
pub(crate) fn at_least_as_strict(have: &Waits, want: &Waits) -> bool {
    want.iter()
        .zip(have)
        .all(|(w, h)| w.is_none_or(|w| h.is_some_and(|h| h <= w)))
}

/// `vmcnt(0) lgkmcnt(0)`, or `nothing`.
pub(crate) fn describe(w: &Waits) -> String {
    let parts: Vec<String> = w
        .iter()
        .enumerate()
        .filter_map(|(c, v)| v.map(|v| format!("{}({v})", NAMES[c])))
        .collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(" ")
    }
}

/// Whether instruction `i` is a memory-model wait (barrier, acquire or release): kept by rule.
pub(crate) fn is_sync_wait(module: &Module, isa: &Isa, code: &Code, i: usize) -> bool {
    memory_model_anchor(module, isa, code, i).is_some()
}

/// What issuing instruction `i` adds to the queues.
/// `gds`: the instruction is a GDS operation (its `gds` modifier or a GDS-only opcode).
fn issue(st: &mut State, isa: &Isa, code: &Code, i: usize, target: Target, gds: bool) {
    let inst = &code.insts[i];
    let info = isa.info(inst.op);
    let max = counter_max(target);
    match cache_op(&info.name) {
        Some(CacheOp::Writeback) => st.writeback = Some(i as u32),
        Some(CacheOp::Invalidate) => st.writeback = None,
        None if is_global_store_or_atomic(info) => st.writeback = None,
        None => {}
    }
    for &c in &info.counters {
        let c = index(c);
        let flat = info.addr_space == Some(AddrSpace::Flat);
        let op = Op {
            units: if info.unit == Unit::VmemStore {
                SmallVec::new()
            } else {
                inst.defs.clone()
            },
            // SMEM returns out of order; FLAT's LDS half is in order with DS (LLVM's
            // SIInsertWaitcnts counts lgkm out of order only when SMEM is pending).
            out_of_order: c == LGKM && info.unit == Unit::Smem,
            lds: matches!(info.addr_space, Some(AddrSpace::Lds | AddrSpace::Gds)) || flat,
            global_store: info.unit == Unit::VmemStore || info.unit == Unit::VmemAtomic,
            late_read: false,
            half: info
                .half
                .filter(|&(k, _)| k == 0 && info.may_load && !info.may_store)
                .map(|(_, h)| h),
            inst: i as u32,
        };
        st.push(c, op, max[c]);
    }
    if gds {
        let vgprs = inst.uses.iter().filter(|u| u.is_vgpr()).copied().collect();
        let op = Op {
            units: vgprs,
            out_of_order: false,
            lds: false,
            global_store: false,
            late_read: true,
            half: None,
            inst: i as u32,
        };
        st.push(EXP, op, max[EXP]);
    }
}

/// The one 16-bit half of register `u` instruction `written` touches, if it touches only one:
/// every operand naming `u` is a true16 half (`v1.h`) or a byte or short store's data (isa facts
/// say which half), and all name the same half. `None` when any operand takes `u` whole, or none
/// names it (an implicit or VOPD-half use: whole, conservatively).
fn touched_half(info: &crate::isa::OpInfo, written: &Instruction, u: RegUnit) -> Option<Half> {
    let narrow_store = info.may_store && !info.may_load;
    let mut half = None;
    for (k, r) in written
        .operands
        .iter()
        .enumerate()
        .flat_map(|(k, op)| op.reg_ranges().iter().map(move |r| (k, r)))
    {
        if !crate::flow::regs::range_units(*r).any(|x| x == u) {
            continue;
        }
        let h = r.half.or_else(|| {
            info.half
                .filter(|&(slot, _)| narrow_store && usize::from(slot) == k)
                .map(|(_, h)| h)
        })?;
        if half.is_some_and(|seen| seen != h) {
            return None;
        }
        half = Some(h);
    }
    half
}

/// Whether `inst` accesses GDS: a DS opcode written with `gds`, or a GDS-only one (`ds_gws_*`).
fn is_gds(isa: &Isa, inst: &crate::flow::insts::Inst, written: &Instruction) -> bool {
    let info = isa.info(inst.op);
    info.addr_space == Some(AddrSpace::Gds)
        || (info.addr_space == Some(AddrSpace::Lds) && written.has_modifier("gds"))
}

/// Whether a cache invalidate (an acquire) follows instruction `i` with only waits, scalar ALU
/// and hints between: the barrier at `i` is then the middle of a work-group fence pair.
fn acquires_after(isa: &Isa, code: &Code, i: usize) -> bool {
    (i + 1..code.len())
        .find(|&j| !in_sync_window(isa.info(code.insts[j].op)))
        .is_some_and(|j| cache_op(&isa.info(code.insts[j].op).name) == Some(CacheOp::Invalidate))
}

/// Whether every lane reads in LDS only bytes it wrote itself: all LDS accesses of the kernel
/// go through one address value (one definition of one VGPR) with the same offsets, no load is
/// wider than a store, no store is narrower than its registers, and nothing else reaches LDS
/// (no atomics, FLAT accesses, loads into LDS or calls). A barrier then orders nothing in LDS
/// between lanes, and an LDS store outstanding at it is no miss: LLVM's promoted private arrays
/// (`ds_write_b128 v4`, `s_barrier`, `ds_read_b128 v4`; gfx942 has no wait there). A
/// `__syncthreads` whose wait a hand edit deleted is still caught: there lanes read slots other
/// lanes wrote, through another address.
fn lds_lanes_private(module: &Module, isa: &Isa, flow: &KernelFlow) -> bool {
    let (code, cfg, du) = (&flow.code, &flow.cfg, &flow.def_use);
    let lds = |i: usize| isa.info(code.insts[i].op).addr_space == Some(AddrSpace::Lds);
    let has_barrier = code
        .insts
        .iter()
        .any(|x| isa.info(x.op).unit == Unit::Barrier);
    if !has_barrier || cfg.has_indirect || !(0..code.len()).any(lds) {
        return false;
    }
    let mut address = None;
    let (mut widest_load, mut narrowest_store) = (0u8, u8::MAX);
    for (i, x) in code.insts.iter().enumerate() {
        let info = isa.info(x.op);
        let written = instruction(module, x);
        let reaches_lds = matches!(info.addr_space, Some(AddrSpace::Flat | AddrSpace::Gds))
            || written.has_modifier("lds")
            || is_call(isa, code, i);
        if reaches_lds {
            return false;
        }
        if !lds(i) {
            continue;
        }
        if info.may_load == info.may_store || x.dual.is_some() {
            return false; // atomics, or no memory access (`ds_nop`, `ds_swizzle`)
        }
        let Some(&at) = crate::isa::semantics::address_operands(info).first() else {
            return false;
        };
        let Some(unit) = written.operands.get(at).and_then(|o| {
            let r = o.as_reg().filter(|r| r.count == 1 && o.mods.is_empty())?;
            crate::flow::regs::range_units(r).next()
        }) else {
            return false;
        };
        let offsets: Vec<Modifier> = written
            .modifiers
            .iter()
            .filter(|m| m.name.starts_with("offset"))
            .cloned()
            .collect();
        let &[def] = du.reaching(i, unit) else {
            return false;
        };
        // A definition in a cycle gives each iteration its own address (`(tid + k) * 4`): a
        // lane may then read in one iteration the slot another lane wrote in an earlier one.
        if def != ENTRY && in_cycle(cfg, cfg.block_of[def as usize]) {
            return false;
        }
        let key = (unit, def, offsets);
        if address.get_or_insert_with(|| key.clone()) != &key {
            return false;
        }
        let data = |role: Role| -> u8 {
            info.operands
                .iter()
                .enumerate()
                .filter(|&(k, o)| o.role == role && k != at)
                .map(|(_, o)| o.dwords)
                .sum()
        };
        if info.may_load {
            widest_load = widest_load.max(data(Role::Def));
        } else if info.half.is_some() {
            return false; // a byte or short store
        } else {
            narrowest_store = narrowest_store.min(data(Role::Use));
        }
    }
    widest_load <= narrowest_store
}

/// Whether block `b` lies on a cycle of the CFG (a natural loop or not).
fn in_cycle(cfg: &Cfg, b: BlockId) -> bool {
    cfg.successors(b)
        .any(|s| petgraph::algo::has_path_connecting(&cfg.graph, s.node(), b.node(), None))
}

/// How the walk treats existing waits.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Existing waits act; requirements they do not meet are findings.
    Check,
    /// Only memory-model waits and those outside the scope act; requirements become new waits.
    Fix(FixScope),
}

/// Per instruction: the waits it needs beyond what precedes it (Fix) or what it lacks (Check).
struct Walk {
    needs: Vec<(Waits, Vec<Need>)>,
    /// Existing waits that retire nothing on any path.
    noop: Vec<bool>,
}

fn walk(module: &Module, kernel: &Kernel, isa: &Isa, flow: &KernelFlow, mode: Mode) -> Walk {
    let (code, cfg) = (&flow.code, &flow.cfg);
    let scope = match mode {
        Mode::Fix(scope) => scope,
        Mode::Check => FixScope::Whole,
    };
    let target = isa.target();
    let wgp_mode =
        target == Target::Gfx1100 && kernel.descriptor.get("workgroup_processor_mode") == Some(1);
    let n = code.len();
    let nb = cfg.blocks.len();
    let waits: Vec<Option<Waits>> = code
        .insts
        .iter()
        .map(|inst| wait_values(target, instruction(module, inst)))
        .collect();
    let rewritten = changed_insts(module, code, cfg, scope);
    let gds: Vec<bool> = code
        .insts
        .iter()
        .map(|x| is_gds(isa, x, instruction(module, x)))
        .collect();
    let store_barrier: Vec<bool> = (0..n)
        .map(|i| wgp_mode && acquires_after(isa, code, i))
        .collect();
    let lanes_private = lds_lanes_private(module, isa, flow);
    let active: Vec<bool> = (0..n)
        .map(|i| {
            waits[i].is_some()
                && (mode == Mode::Check || !rewritten[i] || is_sync_wait(module, isa, code, i))
        })
        .collect();
    let mut needs: Vec<(Waits, Vec<Need>)> = vec![([None; 4], Vec::new()); n];
    let mut retires = vec![false; n];
    // Walks a block from its entry state; `record` receives the needs and which waits retired
    // something (only on the final walk, once the entry states are fixed).
    type Record<'r> = Option<(&'r mut Vec<(Waits, Vec<Need>)>, &'r mut Vec<bool>)>;
    let run_block = |b: BlockId, mut st: State, mut record: Record| -> State {
        for i in cfg.blocks[b.index()].insts.clone() {
            let written = instruction(module, &code.insts[i]);
            let (need, why) =
                requirement(&st, isa, code, i, written, store_barrier[i], lanes_private);
            for (c, v) in need.iter().enumerate() {
                if let Some(v) = v {
                    st.wait(c, *v);
                }
            }
            if let Some((needs, _)) = record.as_mut() {
                needs[i] = (need, why);
            }
            if active[i] {
                if let Some(w) = &waits[i] {
                    for (c, v) in w.iter().enumerate() {
                        if let Some(v) = v {
                            if let Some((_, retires)) = record.as_mut() {
                                retires[i] |= st.would_retire(c, *v);
                            }
                            st.wait(c, *v);
                        }
                    }
                }
            }
            issue(&mut st, isa, code, i, target, gds[i]);
            if is_call(isa, code, i) {
                // The callee waits on entry (LLVM's function prologue `s_waitcnt vmcnt(0)
                // expcnt(0) lgkmcnt(0)`): nothing issued before the call is outstanding after.
                for c in [VM, LGKM, EXP] {
                    st.wait(c, 0);
                }
            }
        }
        st
    };
    let order = reverse_post_order(cfg);
    let mut exit: Vec<Option<State>> = vec![None; nb];
    let mut changed = true;
    let mut rounds = 0;
    while changed && rounds < 1000 {
        changed = false;
        rounds += 1;
        for &b in &order {
            let mut st = State::default();
            for p in cfg.predecessors(b) {
                if let Some(e) = &exit[p.index()] {
                    st.merge(e);
                }
            }
            let out = run_block(b, st, None);
            if exit[b.index()].as_ref() != Some(&out) {
                exit[b.index()] = Some(out);
                changed = true;
            }
        }
    }
    // Final pass with the fixed-point entry states.
    for &b in &order {
        let mut st = State::default();
        for p in cfg.predecessors(b) {
            if let Some(e) = &exit[p.index()] {
                st.merge(e);
            }
        }
        run_block(b, st, Some((&mut needs, &mut retires)));
    }
    // A memory-model wait orders memory for other agents: that it retires nothing this wave
    // tracks does not make it redundant (LLVM 22 waits for vscnt before every barrier).
    let noop = (0..n)
        .map(|i| active[i] && !retires[i] && !is_sync_wait(module, isa, code, i))
        .collect();
    Walk { needs, noop }
}

/// Per instruction: whether it lies in a block some pass changed ([`super::changed_blocks`]).
/// The fix-up recomputes waits only there.
pub(crate) fn changed_insts(module: &Module, code: &Code, cfg: &Cfg, scope: FixScope) -> Vec<bool> {
    let mut out = vec![false; code.len()];
    for (b, changed) in cfg
        .blocks
        .iter()
        .zip(super::changed_blocks(module, code, cfg, scope))
    {
        if changed {
            out[b.insts.clone()].fill(true);
        }
    }
    out
}

/// A finding of `check`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaitFinding {
    /// Instruction index.
    pub inst: usize,
    pub error: bool,
    pub message: String,
}

/// Missing waits (errors) and redundant waits (warnings) of a kernel as written.
pub fn check(module: &Module, kernel: &Kernel, isa: &Isa, flow: &KernelFlow) -> Vec<WaitFinding> {
    let code = &flow.code;
    let w = walk(module, kernel, isa, flow, Mode::Check);
    let mut out = Vec::new();
    let line_of = |i: u32| {
        code.insts
            .get(i as usize)
            .and_then(|x| module.lines[x.line].line_number())
            .unwrap_or(0)
    };
    for (i, (need, why)) in w.needs.iter().enumerate() {
        if need.iter().all(Option::is_none) {
            continue;
        }
        let first = &why[0];
        let at = line_of(first.producer);
        let what = match first.kind {
            NeedKind::Data(u) => format!(
                "`{u}` is used before the memory operation writing it (line {at}) completes"
            ),
            NeedKind::Barrier => {
                format!("s_barrier while the memory operation of line {at} is outstanding")
            }
            NeedKind::Acquire => format!(
                "memory model: cache invalidate while the load of line {at} is outstanding \
                 (an acquire must wait for its load before invalidating)"
            ),
            NeedKind::Release => format!(
                "memory model: release after a cache write-back while the memory operation of \
                 line {at} is outstanding (the write-back must be followed by vmcnt(0))"
            ),
        };
        let fix: Vec<String> = need
            .iter()
            .enumerate()
            .filter_map(|(c, v)| v.map(|v| format!("{}({v})", NAMES[c])))
            .collect();
        out.push(WaitFinding {
            inst: i,
            error: true,
            message: format!("missing wait: {what}; needs {}", fix.join(" ")),
        });
    }
    for (i, noop) in w.noop.iter().enumerate() {
        if *noop {
            out.push(WaitFinding {
                inst: i,
                error: false,
                message: "redundant wait: nothing it waits for can be outstanding here".into(),
            });
        }
    }
    out.sort_by_key(|f| f.inst);
    out
}

/// What the fix-up changed in one kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WaitChanges {
    pub removed: usize,
    pub inserted: usize,
    pub kept: usize,
}

/// Builds a wait instruction for the given counters (gfx11 vscnt is separate).
fn wait_instructions(need: &Waits) -> Vec<Instruction> {
    let mut out = Vec::new();
    let mut fields = Vec::new();
    for c in [VM, EXP, LGKM] {
        if let Some(v) = need[c] {
            fields.push(Field {
                name: NAMES[c].into(),
                value: v.to_string().into(),
            });
        }
    }
    if !fields.is_empty() {
        out.push(Instruction::new(
            crate::isa::semantics::WAITCNT,
            [Operand::from(OperandKind::Fields(Box::new(FieldList {
                fields,
                sep: FieldSep::Space,
            })))],
        ));
    }
    if let Some(v) = need[VS] {
        out.push(Instruction::new(
            crate::isa::semantics::WAITCNT_VSCNT,
            [Operand::special(SpecialReg::Null), Operand::hex(v as i64)],
        ));
    }
    out
}

/// Recomputes the waits of one kernel: keeps synchronization waits, removes the others, and
/// inserts exactly the waits the data dependencies need. Existing wait lines that already say
/// what is needed stay untouched (byte for byte).
pub fn fix(
    module: &mut Module,
    kernel: &Kernel,
    isa: &Isa,
    flow: &KernelFlow,
    scope: FixScope,
) -> WaitChanges {
    let (code, cfg) = (&flow.code, &flow.cfg);
    let target = isa.target();
    let w = walk(module, kernel, isa, flow, Mode::Fix(scope));
    let rewritten = changed_insts(module, code, cfg, scope);
    let mut changes = WaitChanges::default();
    // Line edits, applied bottom-up so indices stay valid.
    let mut deletions: Vec<usize> = Vec::new();
    let mut insertions: Vec<(usize, Vec<Instruction>)> = Vec::new();
    let n = code.len();
    let mut i = 0;
    while i < n {
        // The group of non-sync waits directly before instruction `i` (hints between them and
        // the instruction belong to the instruction).
        let is_wait = |k: usize| wait_values(target, instruction(module, &code.insts[k])).is_some();
        let is_delay = |k: usize| {
            isa.info(code.insts[k].op).unit == Unit::Hint
                && instruction(module, &code.insts[k]).mnemonic == crate::isa::semantics::DELAY_ALU
        };
        if is_wait(i) || is_delay(i) {
            i += 1;
            continue;
        }
        let need = &w.needs[i].0;
        if !rewritten[i] {
            // The compiler's waits acted as written in the walk: `need` is only what they miss.
            if need.iter().any(Option::is_some) {
                let new = wait_instructions(need);
                changes.inserted += new.len();
                insertions.push((insert_point(module, isa, code, i), new));
            }
            i += 1;
            continue;
        }
        let mut group: Vec<usize> = Vec::new();
        let mut k = i;
        while k > 0
            && rewritten[k - 1]
            && (is_delay(k - 1) || (is_wait(k - 1) && !is_sync_wait(module, isa, code, k - 1)))
        {
            k -= 1;
            if is_wait(k) {
                group.push(k);
            }
        }
        group.reverse();
        let mut have: Waits = [None; 4];
        for &g in &group {
            if let Some(v) = wait_values(target, instruction(module, &code.insts[g])) {
                for c in 0..4 {
                    if let Some(x) = v[c] {
                        have[c] = Some(have[c].map_or(x, |h: u32| h.min(x)));
                    }
                }
            }
        }
        if have == *need {
            changes.kept += group.len();
        } else {
            changes.removed += group.len();
            deletions.extend(group.iter().map(|&g| code.insts[g].line));
            let new = wait_instructions(need);
            changes.inserted += new.len();
            if !new.is_empty() {
                insertions.push((insert_point(module, isa, code, i), new));
            }
        }
        i += 1;
    }
    module.apply_edits(deletions, insertions);
    changes
}

/// The line before which a wait for instruction `i` goes: above the `s_delay_alu` hints that
/// belong to the instruction.
fn insert_point(module: &Module, isa: &Isa, code: &Code, i: usize) -> usize {
    let mut line = code.insts[i].line;
    let mut k = i;
    while k > 0 {
        let prev = &code.insts[k - 1];
        if isa.info(prev.op).unit == Unit::Hint
            && instruction(module, prev).mnemonic == crate::isa::semantics::DELAY_ALU
            && prev.line + 1 == line
        {
            line = prev.line;
            k -= 1;
        } else {
            break;
        }
    }
    line
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    /// The barrier findings `check` reports for a gfx942 body (vector_add's kernel around it).
    fn barrier_errors(body: &str) -> Vec<String> {
        let m = crate::test_kernel::gfx942_with(body);
        crate::passes::check::check(&m)
            .unwrap()
            .iter()
            .map(ToString::to_string)
            .filter(|f| f.contains("s_barrier"))
            .collect()
    }

    /// LLVM's promoted private array (llc-19 gfx942, `indirect-private-64.ll`): each lane
    /// writes and reads back its own slot through one address, and the bare barrier between
    /// them waits for nothing.
    const OWN_SLOT: &str = "\tv_lshlrev_b32_e32 v4, 4, v0\n\tv_mov_b64_e32 v[0:1], 0\n\
        \tv_mov_b64_e32 v[2:3], 0\n\tds_write_b128 v4, v[0:3]\n\ts_barrier\n\
        \tds_read_b128 v[0:3], v4\n\ts_waitcnt lgkmcnt(0)\n";

    #[test]
    fn a_lane_reading_back_its_own_lds_slot_needs_no_wait_at_the_barrier() {
        assert_eq!(barrier_errors(OWN_SLOT), Vec::<String>::new());
    }

    #[test]
    fn a_lane_reading_another_address_still_needs_the_wait() {
        // Another lane's slot: the same register redefined, another offset, a wider load.
        for (from, to) in [
            (
                "\tds_read_b128 v[0:3], v4\n",
                "\tv_xor_b32_e32 v4, 16, v4\n\tds_read_b128 v[0:3], v4\n",
            ),
            (
                "\tds_read_b128 v[0:3], v4\n",
                "\tds_read_b128 v[0:3], v4 offset:16\n",
            ),
            (
                "\tds_write_b128 v4, v[0:3]\n",
                "\tds_write_b64 v4, v[0:1]\n",
            ),
        ] {
            let body = OWN_SLOT.replacen(from, to, 1);
            assert_eq!(barrier_errors(&body).len(), 1, "{body}");
        }
    }

    #[test]
    fn an_address_stepped_in_a_loop_still_needs_the_wait() {
        // `(tid + k) * 16`: iteration k + 1 reads the slot the next lane wrote in iteration k.
        let body = "\tv_lshlrev_b32_e32 v4, 4, v0\n\ts_mov_b32 s4, 0\n.LBB0_1:\n\
            \tv_add_u32_e32 v4, 16, v4\n\tds_read_b32 v1, v4\n\ts_waitcnt lgkmcnt(0)\n\
            \tds_write_b32 v4, v1\n\ts_barrier\n\ts_add_i32 s4, s4, 1\n\
            \ts_cmp_lt_i32 s4, 8\n\ts_cbranch_scc1 .LBB0_1\n";
        assert_eq!(barrier_errors(body).len(), 1, "{body}");
    }
}
