//! Per-target instruction facts from the data files under `isa-specs/`, compiled into the
//! binary as static tables (`generated/`, written from the TOML by `specs.rs`'s generator). Every other module asks here what an opcode reads, writes, which unit runs
//! it and which wait counter it increments; none of them matches on mnemonic strings.
//!
//! Lookups go through [`Isa::lookup`] once per instruction (the analyses and the emulator decode
//! once); everything after that uses the dense [`Opcode`] index.

pub mod build;
mod generated;
pub mod hazard;
pub mod matrix;
pub mod semantics;
#[cfg(test)]
mod specs;
mod table;
mod tables;

pub use table::{is_literal, isa, Isa};
pub use tables::{List, Name, Pooled};

use crate::asm::SpecialReg;

/// Dense index of an opcode in its target's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Opcode(pub u16);

/// The execution unit / instruction class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    Salu,
    Valu,
    /// Transcendental VALU (v_exp, v_log, v_rcp, v_rsq, v_sqrt, v_sin, v_cos): its own pipe on gfx11.
    ValuTrans,
    /// Matrix core (MFMA / WMMA).
    Matrix,
    VmemLoad,
    VmemStore,
    VmemAtomic,
    Smem,
    Lds,
    Branch,
    Barrier,
    Waitcnt,
    Message,
    Export,
    /// s_nop, s_delay_alu, s_clause, s_setprio, ... : hints and no-ops.
    Hint,
    Other,
}

/// The processor resource an op holds in LLVM's scheduling model (SISchedule.td; the names are
/// LLVM 19's). Which of them a form holds is data (`sched` in `isa-specs/`), so a timing model
/// asks this instead of matching mnemonics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
pub enum Pipe {
    /// The vector ALU (gfx942 also runs DGEMM, `v_mfma_f64_*`, here).
    #[serde(rename = "HWVALU")]
    Valu,
    /// gfx11's transcendental unit (`v_exp_f32`, `v_rcp_f32`, ...), beside the VALU.
    #[serde(rename = "HWTransVALU")]
    TransValu,
    /// The matrix core (XDL: MFMA / SMFMAC on gfx942).
    #[serde(rename = "HWXDL")]
    Xdl,
    #[serde(rename = "HWSALU")]
    Salu,
    #[serde(rename = "HWVMEM")]
    Vmem,
    /// LDS, GDS and scalar memory.
    #[serde(rename = "HWLGKM")]
    Lgkm,
    #[serde(rename = "HWBranch")]
    Branch,
    #[serde(rename = "HWExport")]
    Export,
}

/// LLVM's scheduling facts of one form for its target CPU (`MCSchedModel`, read by
/// `tools/isa-gen`). Cycles are the model's: on gfx942 one cycle is one wave64 VALU issue (4
/// clocks; an MFMA pass), on gfx1100 one clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct Sched {
    pub pipe: Pipe,
    /// Cycles from issue until a dependent op may use the result (`computeInstrLatency`).
    pub latency: u16,
    /// Cycles the op holds its pipe (`ReleaseAtCycles`): an MFMA's pass count (2, 4, 8, 16).
    pub issue: u16,
}

/// Memory a memory instruction accesses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AddrSpace {
    Global,
    Flat,
    Scratch,
    /// MUBUF/MTBUF through a buffer resource.
    Buffer,
    /// DS instructions.
    Lds,
    Gds,
    /// Scalar memory (SMEM) loads.
    Constant,
}

/// Wait counters (`s_waitcnt` fields) an instruction increments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Counter {
    /// Vector memory loads (gfx11), loads and stores (gfx9).
    Vm,
    /// Vector memory stores (gfx10+ `s_waitcnt_vscnt`).
    Vs,
    /// LDS, GDS, SMEM, messages.
    Lgkm,
    /// Exports and GDS (gfx9).
    Exp,
}

/// How an instruction treats an explicit operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Def,
    Use,
    /// Read and written (e.g. the accumulator of `v_fmac_f32`, the data of an atomic with return).
    DefUse,
}

/// What may be written in an operand slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OperandClass {
    /// VGPR only.
    V,
    /// SGPR (or a special scalar register such as vcc, exec, m0, null).
    S,
    /// AGPR only.
    A,
    /// VGPR or AGPR (gfx90a+ data operands).
    Av,
    /// A VALU source: VGPR, SGPR, inline constant or literal.
    Src,
    /// A scalar source: SGPR, inline constant or literal.
    Ssrc,
    /// An immediate or a label, never a register.
    Imm,
    /// The placeholder `off` (no address / offset register: `global_load_b32 v1, v[2:3], off`).
    Off,
    /// A bracketed list of VGPRs (`[v32, v1, v2]`): an image address in non-sequential (NSA)
    /// form. `dwords` counts the registers of all elements.
    Vlist,
}

/// One explicit operand slot, in assembly order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OperandInfo {
    pub role: Role,
    pub class: OperandClass,
    /// Width in 32-bit registers when the operand is a register (a 16-bit `v1.l` counts 1; the
    /// parsed operand says which half). 0 for `Imm` and `Off`.
    pub dwords: u8,
    /// The slot always holds this register: `vcc_lo` of `v_cndmask_b32_e32` or of a VOPC `_e32`
    /// compare is written in assembly but is an implicit operand for LLVM. Such registers are
    /// also listed in [`OpInfo::implicit_defs`] / [`OpInfo::implicit_uses`].
    pub fixed: Option<SpecialReg>,
}

/// VOPD eligibility of a VALU opcode (gfx11).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VopdInfo {
    /// May be the X component.
    pub x: bool,
    /// May be the Y component.
    pub y: bool,
    /// The component mnemonic (`v_dual_fmac_f32`).
    pub dual: Name,
}

/// Everything known about one opcode form (a printed mnemonic with one operand shape: the
/// `v[2:3], off` and `v0, s[2:3]` forms of `global_load_b32` are two entries).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpInfo {
    /// As LLVM prints it (`v_fmac_f32_e32`, `global_load_b32`, `v_dual_fmac_f32`).
    pub name: Name,
    /// LLVM's internal opcodes of this form (`GLOBAL_LOAD_DWORD_SADDR_gfx11`), for reference.
    pub llvm: List<Name>,
    /// Explicit operands in assembly order.
    pub operands: List<OperandInfo>,
    /// Registers written without appearing as a (non-fixed) operand: `exec_lo` of `v_cmpx_*`,
    /// `scc` of `s_add_u32`. gfx1100 uses the wave32 names (`vcc_lo`, `exec_lo`), gfx942 the
    /// 64-bit ones. LLVM's MODE register is not listed.
    pub implicit_defs: List<SpecialReg>,
    /// Registers read implicitly (`exec_lo`/`exec` by every VALU and vector memory instruction,
    /// `m0` by LDS instructions, `scc` by `s_cbranch_scc0`, `vcc_lo` by `v_cndmask_b32_e32`).
    pub implicit_uses: List<SpecialReg>,
    pub unit: Unit,
    pub addr_space: Option<AddrSpace>,
    pub counters: List<Counter>,
    pub vopd: Option<VopdInfo>,
    pub may_load: bool,
    pub may_store: bool,
    /// An atomic that returns the old value (the form selected by `glc` on gfx1100, `sc0` on
    /// gfx942 when the operand shapes are the same).
    pub atomic_return: bool,
    pub is_branch: bool,
    pub is_conditional: bool,
    /// Ends a basic block: branches, `s_endpgm`, `s_setpc_b64`, traps.
    pub ends_block: bool,
    /// The operand that holds 16 bits or fewer in one half of its VGPR, and which half: a d16
    /// load writes that half of its destination and keeps the other, a byte or short store
    /// reads that half of its data (`_d16_hi`: the high one).
    pub half: Option<(u8, crate::asm::Half)>,
    /// Encoded size in bytes without an optional literal constant (4, 8 or 12 for VOP3 DPP;
    /// `v_fmaak_f32` includes its mandatory constant). For `v_dual_*` components: the pair, 8.
    pub size: u8,
    /// LLVM's scheduling facts (the file's `[sched_default]` of the unit when the form has none).
    pub sched: Sched,
}
