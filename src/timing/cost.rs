//! What each instruction of a kernel costs, decided once per op from its decoded form and the
//! device: which unit it issues to, how long it holds that unit, how long until its result can
//! be used, which wait counter it belongs to, and the VGPRs it reads through the bank ports.
//!
//! Per-opcode facts come from `isa-specs/` (generated from LLVM), never from the mnemonic: an
//! ALU op's cycles and latency are LLVM's scheduling model ([`crate::isa::Sched`]: an MFMA's
//! pass count, a transcendental's or an f64 op's latency) times the device's `valu_cycles`
//! (clocks per model cycle: 4 for wave64 on CDNA3's SIMD16, 1 on RDNA3); whether a load
//! returns data is the form's `may_load`; an accumulator tied to the destination (`fmac`) is
//! the form's `defuse` operand. The device keeps what is not per opcode: clocks, memory
//! latencies, issue widths.

use super::device::Device;
use crate::emu::decode::{Class, Op, Opnd, Program, K};
use crate::isa::{Isa, OpInfo, Pipe, Role, Sched, Unit as IsaUnit};
use smallvec::SmallVec;

/// The issue port an instruction goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// The SIMD's vector ALU (VOPD, packed math, TRANS, gfx11 WMMA and gfx942 DGEMM included).
    Valu,
    /// The SIMD's matrix core (LLVM's HWXDL pipe: gfx942 MFMA/SMFMAC). The VALU issues the op
    /// in one of its cycles; the core stays busy for the op's passes, and independent VALU
    /// ops issue meanwhile.
    Xdl,
    Salu,
    Smem,
    /// The unit's LDS pipe.
    Lds,
    /// The unit's vector memory path.
    Vmem,
    Branch,
    /// `s_waitcnt*`: no unit, it blocks until the counters allow.
    Wait,
    Barrier,
    /// `s_nop`: holds the wave for its cycles.
    Nop,
    /// Hints (`s_delay_alu`, `s_clause`, ...) and the end: no issue cycle.
    Free,
    End,
}

/// Wait counters, in the emulator's order.
pub const VM: usize = 0;
pub const LGKM: usize = 1;
pub const VS: usize = 2;

/// The static cost of one op.
#[derive(Clone, Debug)]
pub struct OpCost {
    pub unit: Unit,
    /// Cycles the unit is held (for LDS and VMEM the trace adds the per-access part).
    pub busy: u32,
    /// Cycles from issue until a register it writes is ready (memory: from completion).
    pub latency: u32,
    /// The counter a memory op counts on.
    pub counter: Option<usize>,
    /// `s_waitcnt` limits (vm, lgkm, vs), 255 meaning "not waited on".
    pub wait: [u8; 3],
    /// VGPR sources read through bank ports, X then Y of a VOPD pair.
    pub bank_reads: SmallVec<[u16; 6]>,
    /// Registers read and written, for the dependency scoreboard: (first, count), SGPRs
    /// offset by [`SGPR_BASE`].
    pub reads: SmallVec<[(u32, u32); 6]>,
    pub writes: SmallVec<[(u32, u32); 4]>,
    /// Per-lane dwords of a memory access.
    pub dwords: u32,
    pub is_load: bool,
}

/// Scoreboard index of SGPR 0: VGPRs come first.
pub const SGPR_BASE: u32 = 1024;

/// An input tied to the destination (`fmac`'s accumulator, a `defuse` VGPR operand): written
/// in place, not read through a bank port (the bank model of `flow::banks`, after seed 001's
/// tables).
fn tied_accumulator(info: Option<&OpInfo>) -> bool {
    info.is_some_and(|i| i.operands.iter().any(|o| o.role == Role::DefUse))
}

fn bank_sources(op: &Op, info: Option<&OpInfo>, out: &mut SmallVec<[u16; 6]>) {
    let n = if tied_accumulator(info) { 2 } else { 3 };
    for s in &op.src[..n] {
        if let Opnd::V(r) = *s {
            out.push(r);
        }
    }
}

/// LLVM's scheduling facts of `op`: its form's, or the target's default for a VALU op when
/// the table has no form for it (an alias only the emulator knows).
fn sched(isa: &Isa, op: &Op) -> Option<Sched> {
    match op.form {
        Some(f) => Some(isa.info(f).sched),
        None => isa.default_sched(IsaUnit::Valu),
    }
}

/// (busy, latency) of an ALU op in clocks: LLVM's cycles times the device's clocks per cycle.
/// A matrix op that LLVM's model does not cost (gfx11 WMMA: one VALU cycle in LLVM 19) takes
/// the device's `wmma_cycles` on top of its latency.
fn alu_timing(dev: &Device, s: Option<Sched>, matrix: bool) -> (u32, u32) {
    let scale = dev.valu_cycles;
    let (issue, latency) = s.map_or((1, 1), |s| (u32::from(s.issue), u32::from(s.latency)));
    let (busy, latency) = (issue * scale, latency * scale);
    if matrix && issue <= 1 && dev.wmma_cycles > 0 {
        (dev.wmma_cycles, dev.wmma_cycles + latency)
    } else {
        (busy, latency)
    }
}

/// The costs of every op of `prog` on `dev`.
pub fn costs(prog: &Program, dev: &Device) -> Vec<OpCost> {
    prog.ops.iter().map(|op| cost(prog, dev, op)).collect()
}

fn cost(prog: &Program, dev: &Device, op: &Op) -> OpCost {
    let isa = crate::isa::isa(prog.target);
    let info = op.form.map(|f| isa.info(f));
    let refs = |(first, n): (u32, u16)| -> SmallVec<[(u32, u32); 6]> {
        prog.refs[first as usize..first as usize + n as usize]
            .iter()
            .map(|r| {
                let base = if r.vector { 0 } else { SGPR_BASE };
                (base + r.first as u32, r.count as u32)
            })
            .collect()
    };
    let mut c = OpCost {
        unit: Unit::Free,
        busy: 0,
        latency: 0,
        counter: None,
        wait: [u8::MAX; 3],
        bank_reads: SmallVec::new(),
        reads: refs(op.reads),
        writes: refs(op.writes).into_iter().collect(),
        dwords: crate::emu::decode::mem_dwords(op.k) as u32,
        is_load: false,
    };
    match op.class {
        Class::Valu => {
            let s = sched(isa, op);
            c.unit = if s.is_some_and(|s| s.pipe == Pipe::Xdl) {
                Unit::Xdl
            } else {
                Unit::Valu
            };
            (c.busy, c.latency) = alu_timing(dev, s, op.matrix.is_some());
            bank_sources(op, info, &mut c.bank_reads);
            if let Some(y) = &op.dual {
                // The pair issues at once: it holds the SIMD as long as its slower half.
                let (busy, latency) = alu_timing(dev, sched(isa, y), false);
                c.busy = c.busy.max(busy);
                c.latency = c.latency.max(latency);
                bank_sources(y, y.form.map(|f| isa.info(f)), &mut c.bank_reads);
            }
        }
        Class::Salu => {
            c.unit = Unit::Salu;
            c.busy = 1;
            c.latency = alu_timing(dev, op.form.map(|f| isa.info(f).sched), false).1;
        }
        Class::Smem => {
            c.unit = Unit::Smem;
            c.busy = 1;
            c.latency = dev.smem_latency;
            c.counter = Some(LGKM);
            c.is_load = true;
        }
        Class::Lds => {
            c.unit = Unit::Lds;
            c.busy = 1;
            c.latency = dev.lds_latency;
            c.counter = Some(LGKM);
            // Data comes back: loads and returning atomics (the form's mayLoad).
            c.is_load = info.is_some_and(|i| i.may_load);
        }
        Class::VmemLoad | Class::VmemStore => {
            c.unit = Unit::Vmem;
            c.busy = dev.vmem_issue_cycles;
            c.latency = dev.vmem_latency;
            let store = op.class == Class::VmemStore;
            c.is_load = !store;
            // gfx11 counts stores on vscnt; gfx9 counts both on vmcnt.
            c.counter = Some(if store && prog.target == crate::asm::Target::Gfx1100 {
                VS
            } else {
                VM
            });
        }
        Class::Branch => {
            c.unit = Unit::Branch;
            c.busy = 1;
        }
        Class::Other => match op.k {
            K::s_endpgm | K::s_code_end | K::s_endpgm_saved | K::s_endpgm_ordered_ps_done => {
                c.unit = Unit::End
            }
            K::s_barrier => c.unit = Unit::Barrier,
            K::s_waitcnt
            | K::s_waitcnt_vmcnt
            | K::s_waitcnt_lgkmcnt
            | K::s_waitcnt_vscnt
            | K::s_waitcnt_expcnt => {
                c.unit = Unit::Wait;
                c.wait = op.wait;
            }
            K::s_nop => {
                c.unit = Unit::Nop;
                c.busy = op.off0.clamp(0, 15) as u32 + 1;
            }
            K::s_sleep => {
                c.unit = Unit::Nop;
                c.busy = 64 * op.off0.clamp(0, 127) as u32;
            }
            _ => c.unit = Unit::Free,
        },
    }
    c
}

/// Cycles an instruction of opcode `form` (with `dual`, the Y half of a VOPD pair) holds the
/// unit it issues to on `dev`, as [`costs`] gives them, from the opcode alone: what a pass
/// weighs code by before any launch is traced (`sgpr-addr`'s profitability gate). Waits,
/// hints and barriers issue to no unit (0); memory ops cost their issue, not their latency.
pub fn issue_cycles(
    dev: &Device,
    isa: &Isa,
    form: crate::isa::Opcode,
    dual: Option<crate::isa::Opcode>,
) -> u32 {
    let info = isa.info(form);
    match info.unit {
        IsaUnit::Valu | IsaUnit::ValuTrans | IsaUnit::Matrix => {
            let matrix = info.unit == IsaUnit::Matrix;
            let busy = alu_timing(dev, Some(info.sched), matrix).0;
            let y = dual.map_or(0, |y| alu_timing(dev, Some(isa.info(y).sched), false).0);
            busy.max(y)
        }
        IsaUnit::VmemLoad | IsaUnit::VmemStore | IsaUnit::VmemAtomic => dev.vmem_issue_cycles,
        IsaUnit::Salu | IsaUnit::Smem | IsaUnit::Lds | IsaUnit::Branch | IsaUnit::Message => 1,
        IsaUnit::Barrier | IsaUnit::Waitcnt | IsaUnit::Export | IsaUnit::Hint | IsaUnit::Other => 0,
    }
}

/// Register-file reads beyond the first in each VGPR bank: the extra cycles a VALU instruction
/// takes (seed 001, "Kernel 6"; the model of `flow::banks`). A read of a VGPR the previous VALU
/// instruction of the wave also read is served by the operand cache and never conflicts.
pub fn bank_conflicts(reads: &[u16], prev: &[u16]) -> u32 {
    let mut seen: SmallVec<[u16; 6]> = SmallVec::new();
    let mut per_bank = [0u32; 4];
    for &r in reads {
        if prev.contains(&r) || seen.contains(&r) {
            continue;
        }
        seen.push(r);
        per_bank[(r % 4) as usize] += 1;
    }
    per_bank.iter().map(|n| n.saturating_sub(1)).sum()
}
