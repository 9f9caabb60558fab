//! The instruction classes the hardware hazard model (`flow::hazards`) speaks of, derived once
//! per opcode form from the generated table: the unit, the scheduling facts (an MFMA's pass
//! count is its `latency` in LLVM's model, XDL vs DGEMM its pipe) and, for the few classes the
//! table has no column for, the mnemonic families LLVM's `SIInstrInfo` flags (`isDPP`'s `_dpp`
//! forms, `isPermlane`, `isDOT`...), kept here as data so the model never tests a name.

use super::{OpInfo, Pipe, Unit};
use crate::asm::{Instruction, ModValue, OperandKind, SpecialReg};

/// What an opcode form is, for the hazard rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HazardClass {
    /// LLVM's `isVALU`: every vector ALU op, transcendentals, matrix ops and lane moves.
    pub valu: bool,
    /// `isTRANS`: `v_exp_f32`, `v_rsq_f32`, ... (their own pipe on gfx11).
    pub trans: bool,
    /// `isMFMA` (gfx942) / `isWMMA` (gfx11): a matrix op that writes a result tile.
    pub matrix: bool,
    /// gfx942: a double-precision MFMA (`v_mfma_f64_*`), which runs on the VALU.
    pub dgemm: bool,
    /// gfx942: runs on the XDL matrix core.
    pub xdl: bool,
    /// The pass count LLVM's scheduling model gives a matrix op (its latency).
    pub passes: u16,
    /// `isDOT`: `v_dot*`.
    pub dot: bool,
    /// `isVMEM || isFLAT`: buffer, global, scratch, flat and image memory.
    pub vmem: bool,
    /// `isDS`.
    pub ds: bool,
    /// `isSMRD`.
    pub smem: bool,
    pub salu: bool,
    pub store: bool,
    /// `v_readlane_b32` / `v_readfirstlane_b32`.
    pub readlane: bool,
    /// `v_writelane_b32`.
    pub writelane: bool,
    /// `isPermlane`: `v_permlane16_b32`, `v_permlanex16_b32`.
    pub permlane: bool,
    /// A compare (`isCompare` of a VOPC/VOP3 compare).
    pub compare: bool,
    /// `v_nop`.
    pub vnop: bool,
    /// `isVOP3P` with source modifiers: op_sel_hi bit 0 is LLVM's `DST_OP_SEL` flag.
    pub vop3p: bool,
    /// `s_nop`.
    pub snop: bool,
    /// `s_waitcnt_depctr`.
    pub depctr: bool,
    /// `exp`.
    pub export: bool,
}

/// Mnemonic families with no column in the table (prefixes of the printed name).
const READLANE: &[&str] = &["v_readlane_b32", "v_readfirstlane_b32"];
const WRITELANE: &[&str] = &["v_writelane_b32"];
const PERMLANE: &[&str] = &["v_permlane"];
const DOT: &[&str] = &["v_dot"];
const VOP3P: &[&str] = &["v_pk_", "v_fma_mix", "v_mad_mix", "v_dot"];
const COMPARE: &[&str] = &["v_cmp_", "v_cmpx_", "v_cmps_", "v_cmpsx_"];
const ACCVGPR: &[&str] = &["v_accvgpr_"];
const VNOP: &[&str] = &["v_nop"];
const SNOP: &[&str] = &["s_nop"];
const DEPCTR: &[&str] = &["s_waitcnt_depctr"];

fn family(name: &str, prefixes: &[&str]) -> bool {
    prefixes.iter().any(|p| name.starts_with(p))
}

/// The hazard classes of an opcode form.
pub fn hazard_class(info: &OpInfo) -> HazardClass {
    let name = info.name.as_str();
    let accvgpr = family(name, ACCVGPR);
    let matrix = info.unit == Unit::Matrix && !accvgpr;
    let vmem = matches!(
        info.unit,
        Unit::VmemLoad | Unit::VmemStore | Unit::VmemAtomic
    );
    HazardClass {
        valu: matches!(info.unit, Unit::Valu | Unit::ValuTrans | Unit::Matrix),
        trans: info.unit == Unit::ValuTrans,
        matrix,
        dgemm: matrix && info.sched.pipe == Pipe::Valu,
        xdl: matrix && info.sched.pipe == Pipe::Xdl,
        passes: info.sched.latency,
        dot: family(name, DOT),
        vmem,
        ds: info.unit == Unit::Lds,
        smem: info.unit == Unit::Smem,
        salu: info.unit == Unit::Salu,
        store: info.may_store,
        readlane: family(name, READLANE),
        writelane: family(name, WRITELANE),
        permlane: family(name, PERMLANE),
        compare: family(name, COMPARE),
        vnop: family(name, VNOP),
        vop3p: family(name, VOP3P),
        snop: family(name, SNOP),
        depctr: family(name, DEPCTR),
        export: info.unit == Unit::Export,
    }
}

/// Whether an instruction is a DPP form (`_dpp` mnemonic, or a DPP control written).
pub fn is_dpp(inst: &Instruction) -> bool {
    const CONTROLS: &[&str] = &[
        "quad_perm",
        "row_shl",
        "row_shr",
        "row_ror",
        "row_mirror",
        "row_half_mirror",
        "row_bcast",
        "row_share",
        "row_xmask",
        "wave_shl",
        "wave_shr",
        "wave_rol",
        "wave_ror",
        "dpp8",
        "row_newbcast",
    ];
    inst.mnemonic.ends_with("_dpp")
        || inst
            .modifiers
            .iter()
            .any(|m| CONTROLS.contains(&m.name.as_str()))
}

/// An SDWA form writing less than the whole destination (`dst_sel` other than `DWORD`).
pub fn sdwa_partial_dst(inst: &Instruction) -> bool {
    match inst.modifier("dst_sel").map(|m| &m.value) {
        Some(ModValue::Sym(s)) => !s.as_str().eq_ignore_ascii_case("DWORD"),
        _ => false,
    }
}

/// The value of list modifier `name` at `index` (`op_sel:[0,0,1]`), if written.
fn list_bit(inst: &Instruction, name: &str, index: usize) -> Option<bool> {
    match &inst.modifier(name)?.value {
        ModValue::List(items) => match items.get(index) {
            Some(crate::asm::Atom::Int { value, .. }) => Some(*value != 0),
            _ => Some(false),
        },
        ModValue::Int { value, .. } => Some(*value != 0),
        _ => None,
    }
}

/// LLVM's `DST_OP_SEL` flag of `src0_modifiers` (gfx940 dst-sel forwarding): for a VOP3P op it
/// is the op_sel_hi bit of src0, set unless `op_sel_hi` says 0 there; for a VOP3 op with
/// `op_sel`, the destination's bit (the last one).
pub fn dst_op_sel(class: &HazardClass, inst: &Instruction) -> bool {
    if class.vop3p {
        return list_bit(inst, "op_sel_hi", 0).unwrap_or(true);
    }
    match inst.modifier("op_sel").map(|m| &m.value) {
        Some(ModValue::List(items)) if items.len() == 4 => {
            matches!(items.last(), Some(crate::asm::Atom::Int { value, .. }) if *value != 0)
        }
        _ => false,
    }
}

/// The fields of an `s_waitcnt_depctr` operand that matter to the hazard rules, as "waits for
/// everything of this kind" (field value 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DepCtr {
    /// `va_vdst(0)`: every outstanding VALU write of a VGPR.
    pub va_vdst: bool,
    /// `sa_sdst(0)`: every outstanding SALU write of an SGPR.
    pub sa_sdst: bool,
}

/// Reads the operand of an `s_waitcnt_depctr` (an immediate, or named fields; a field left out
/// keeps its "no wait" default). Field layout (gfx11 `DepCtr`): va_vdst bits 15:12, sa_sdst
/// bit 0.
pub fn depctr(inst: &Instruction) -> DepCtr {
    match inst.operands.first().map(|o| &o.kind) {
        Some(OperandKind::Int { value, .. }) => DepCtr {
            va_vdst: (value >> 12) & 0xf == 0,
            sa_sdst: value & 1 == 0,
        },
        Some(OperandKind::Fields(f)) => {
            let zero = |name: &str| {
                f.fields
                    .iter()
                    .any(|x| x.name.as_str() == name && x.value.as_str().trim() == "0")
            };
            DepCtr {
                va_vdst: zero("depctr_va_vdst"),
                sa_sdst: zero("depctr_sa_sdst"),
            }
        }
        _ => DepCtr::default(),
    }
}

/// Whether a special register is EXEC (either spelling).
pub fn is_exec(r: SpecialReg) -> bool {
    matches!(
        r,
        SpecialReg::Exec | SpecialReg::ExecLo | SpecialReg::ExecHi
    )
}
