//! Typed meaning of the instructions the analyses reason about beyond operand roles: scalar
//! compares that set SCC, integer adds and moves that step an induction variable,
//! SCC-conditioned branches, FMA counts and lane-varying VALU ops. Tables keyed by mnemonic,
//! looked up once per instruction.

use std::collections::HashMap;
use std::sync::OnceLock;

/// The relation a scalar compare tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Cmp {
    /// Evaluates the relation on 32-bit operands.
    pub fn eval(self, a: u32, b: u32, signed: bool) -> bool {
        let (a, b) = if signed {
            (a as i32 as i64, b as i32 as i64)
        } else {
            (a as i64, b as i64)
        };
        match self {
            Cmp::Eq => a == b,
            Cmp::Ne => a != b,
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Gt => a > b,
            Cmp::Ge => a >= b,
        }
    }

    /// The relation with its operands swapped (`a < b` is `b > a`).
    pub fn swapped(self) -> Cmp {
        match self {
            Cmp::Lt => Cmp::Gt,
            Cmp::Le => Cmp::Ge,
            Cmp::Gt => Cmp::Lt,
            Cmp::Ge => Cmp::Le,
            c => c,
        }
    }
}

/// What a scalar instruction does, for the instructions the analyses reason about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarOp {
    /// `s_cmp_*` / `s_cmpk_*`: SCC = op0 REL op1.
    Compare { rel: Cmp, signed: bool },
    /// `s_add_*` / `s_addk_*`: dst = src0 + src1 (sets SCC to the carry or overflow).
    Add,
    /// `s_sub_*`: dst = src0 - src1.
    Sub,
    /// `s_mov_b32` / `s_movk_i32`: dst = src.
    Move,
    /// `s_cbranch_scc0` (taken when SCC is 0) / `s_cbranch_scc1` (taken when SCC is 1).
    BranchScc { taken_if: bool },
    /// `s_lshl_b32`: dst = src0 << src1.
    ShiftLeft,
    /// `s_lshr_b32`: dst = src0 >> src1 (logical).
    ShiftRight,
    /// `s_ashr_i32`: dst = src0 >> src1 (arithmetic).
    ShiftRightArith,
}

fn table() -> &'static HashMap<&'static str, ScalarOp> {
    static TABLE: OnceLock<HashMap<&'static str, ScalarOp>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = HashMap::new();
        let rels = [
            ("eq", Cmp::Eq),
            ("lg", Cmp::Ne),
            ("lt", Cmp::Lt),
            ("le", Cmp::Le),
            ("gt", Cmp::Gt),
            ("ge", Cmp::Ge),
        ];
        let names: &[(&str, &str, bool)] = &[
            ("s_cmp_", "_i32", true),
            ("s_cmp_", "_u32", false),
            ("s_cmpk_", "_i32", true),
            ("s_cmpk_", "_u32", false),
        ];
        for (prefix, suffix, signed) in names {
            for (rel_name, rel) in rels {
                let name: &'static str =
                    Box::leak(format!("{prefix}{rel_name}{suffix}").into_boxed_str());
                t.insert(
                    name,
                    ScalarOp::Compare {
                        rel,
                        signed: *signed,
                    },
                );
            }
        }
        for n in ["s_add_i32", "s_add_u32", "s_addk_i32"] {
            t.insert(n, ScalarOp::Add);
        }
        for n in ["s_sub_i32", "s_sub_u32"] {
            t.insert(n, ScalarOp::Sub);
        }
        for n in ["s_mov_b32", "s_movk_i32"] {
            t.insert(n, ScalarOp::Move);
        }
        t.insert("s_cbranch_scc0", ScalarOp::BranchScc { taken_if: false });
        t.insert("s_cbranch_scc1", ScalarOp::BranchScc { taken_if: true });
        t.insert("s_lshl_b32", ScalarOp::ShiftLeft);
        t.insert("s_lshr_b32", ScalarOp::ShiftRight);
        t.insert("s_ashr_i32", ScalarOp::ShiftRightArith);
        t
    })
}

/// The scalar meaning of a mnemonic, if it is one the analyses model.
pub fn scalar_op(mnemonic: &str) -> Option<ScalarOp> {
    table().get(mnemonic).copied()
}

/// How many FP32 FMA operations per lane an opcode performs: 1 for `v_fma_f32`, `v_fmac_f32`
/// (every encoding), `v_fmaak_f32`, `v_fmamk_f32` and their VOPD components; 2 for
/// `v_pk_fma_f32`; 0 otherwise. VOP suffixes (`_e32`, `_e64`, `_dpp`) do not change the count.
pub fn fma_ops(mnemonic: &str) -> u32 {
    let base = mnemonic
        .trim_end_matches("_dpp")
        .trim_end_matches("_e64")
        .trim_end_matches("_e32");
    match base {
        "v_fma_f32" | "v_fmac_f32" | "v_fmaak_f32" | "v_fmamk_f32" | "v_dual_fmac_f32"
        | "v_dual_fmaak_f32" | "v_dual_fmamk_f32" => 1,
        "v_pk_fma_f32" => 2,
        _ => 0,
    }
}

/// True for VALU opcodes whose result differs between lanes even when every input is uniform
/// (lane index, cross-lane permutes).
pub fn lane_varying(mnemonic: &str) -> bool {
    mnemonic.starts_with("v_mbcnt")
        || mnemonic.starts_with("ds_bpermute")
        || mnemonic.starts_with("ds_permute")
        || mnemonic.starts_with("ds_swizzle")
        || mnemonic.starts_with("v_permlane")
        || mnemonic.ends_with("_dpp")
}

/// True for the instructions whose register operands are offset by a run-time index: the
/// M0-relative moves (`v_movrels_b32`, `v_movreld_b32`, `v_movrelsd_b32`, `v_movrelsd_2_b32`,
/// `s_movrels_b32/b64`, `s_movreld_b32/b64`) and gfx9's `s_set_gpr_idx_on`, which turns on
/// the index mode for the VALU instructions up to `s_set_gpr_idx_off`.
pub fn indexes_registers(mnemonic: &str) -> bool {
    mnemonic.starts_with("v_movrel")
        || mnemonic.starts_with("s_movrel")
        || mnemonic == "s_set_gpr_idx_on"
}

/// Register moves between VGPRs count toward the "VGPR moves" statistic: `v_mov_b32` in every
/// encoding, its VOPD component, `v_swap_b32`. (The caller checks that the source is a VGPR.)
pub fn is_move(mnemonic: &str) -> bool {
    matches!(
        mnemonic,
        "v_mov_b32"
            | "v_mov_b32_e32"
            | "v_mov_b32_e64"
            | "v_dual_mov_b32"
            | "v_swap_b32"
            | "v_swap_b32_e32"
    )
}

/// The explicit operand positions of a memory instruction that form its address (as opposed to
/// the data it loads or stores). MUBUF/MTBUF put the data first (`vdata, vaddr, srsrc, soffset`);
/// FLAT/GLOBAL/SCRATCH/DS put the address first among the sources (`vaddr[, data...][, saddr]`).
pub fn address_operands(info: &super::OpInfo) -> Vec<usize> {
    use super::{AddrSpace, Role};
    let Some(space) = info.addr_space else {
        return Vec::new();
    };
    let uses: Vec<usize> = info
        .operands
        .iter()
        .enumerate()
        .filter(|(_, o)| o.role == Role::Use)
        .map(|(i, _)| i)
        .collect();
    match space {
        AddrSpace::Buffer => uses.into_iter().filter(|&i| i > 0).collect(),
        AddrSpace::Constant => uses,
        _ => {
            let mut out: Vec<usize> = uses.first().copied().into_iter().collect();
            out.extend(uses.iter().copied().skip(1).filter(|&i| {
                matches!(
                    info.operands[i].class,
                    super::OperandClass::S | super::OperandClass::Ssrc
                )
            }));
            out
        }
    }
}

/// Which counters an `s_waitcnt*` instruction waits on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaitKind {
    /// `s_waitcnt` with vmcnt / expcnt / lgkmcnt fields.
    Combined,
    /// `s_waitcnt_vscnt null, N` (gfx10+).
    Vs,
    /// `s_waitcnt_vmcnt null, N` (gfx10+).
    Vm,
    /// `s_waitcnt_lgkmcnt null, N` (gfx10+).
    Lgkm,
    /// `s_waitcnt_expcnt null, N` (gfx10+).
    Exp,
}

pub fn wait_kind(mnemonic: &str) -> Option<WaitKind> {
    match mnemonic {
        WAITCNT => Some(WaitKind::Combined),
        WAITCNT_VSCNT => Some(WaitKind::Vs),
        "s_waitcnt_vmcnt" => Some(WaitKind::Vm),
        "s_waitcnt_lgkmcnt" => Some(WaitKind::Lgkm),
        "s_waitcnt_expcnt" => Some(WaitKind::Exp),
        _ => None,
    }
}

/// What a cache-control instruction does in the memory model (LLVM AMDGPUUsage, "Memory Model
/// GFX11" and "GFX942" code sequences): an acquire invalidates caches after the waits that make
/// the acquiring load complete; a release writes dirty lines back, then waits, then stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheOp {
    /// `buffer_gl0_inv`, `buffer_gl1_inv` (gfx11), `buffer_inv` (gfx940+), `buffer_wbinvl1*`
    /// (gfx9), `s_dcache_inv`: lines are dropped, so later loads see other agents' writes.
    Invalidate,
    /// `buffer_wbl2` (gfx90a+), `s_dcache_wb`: dirty lines are written back, so other agents see
    /// this wave's earlier stores once the write-back completes.
    Writeback,
}

/// The memory-model role of a cache-control instruction, by its printed mnemonic.
pub fn cache_op(mnemonic: &str) -> Option<CacheOp> {
    match mnemonic {
        "buffer_gl0_inv" | "buffer_gl1_inv" | "buffer_inv" | "buffer_wbinvl1"
        | "buffer_wbinvl1_vol" | "buffer_wbinvl1_sc" | "s_dcache_inv" | "s_dcache_inv_vol" => {
            Some(CacheOp::Invalidate)
        }
        "buffer_wbl2" | "s_dcache_wb" | "s_dcache_wb_vol" => Some(CacheOp::Writeback),
        _ => None,
    }
}

/// Largest value of each wait counter (vm, vs, lgkm, exp): waiting for that value is no wait.
pub fn counter_max(target: crate::asm::Target) -> [u32; 4] {
    match target {
        crate::asm::Target::Gfx1100 => [63, 63, 63, 7],
        crate::asm::Target::Gfx942 => [63, 0, 15, 7],
    }
}

/// Decodes the 16-bit immediate of `s_waitcnt N` into (vm, lgkm, exp).
pub fn decode_waitcnt_imm(target: crate::asm::Target, imm: u32) -> (u32, u32, u32) {
    match target {
        // gfx11: vmcnt [15:10], lgkmcnt [9:4], expcnt [2:0].
        crate::asm::Target::Gfx1100 => ((imm >> 10) & 0x3f, (imm >> 4) & 0x3f, imm & 7),
        // gfx9: vmcnt [3:0] + [15:14], expcnt [6:4], lgkmcnt [11:8].
        crate::asm::Target::Gfx942 => (
            (imm & 0xf) | ((imm >> 14) & 3) << 4,
            (imm >> 8) & 0xf,
            (imm >> 4) & 7,
        ),
    }
}

/// The FP32 FMAC forms the dual-issue pass rewrites: `v_fmac_f32_e32 acc, a, b` (single) and
/// the VOPD component `v_dual_fmac_f32 acc, a, b`.
pub fn is_fmac_f32(mnemonic: &str) -> bool {
    matches!(
        mnemonic,
        "v_fmac_f32_e32" | "v_fmac_f32" | "v_dual_fmac_f32"
    )
}

/// The operand layout of a scalar FP32 FMA (one lane's `d = a * b + c`), as `pkfma` packs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarFmaForm {
    /// `v_fmac_f32 d, a, b`: `c` is `d` (tied accumulator).
    Tied,
    /// `v_fma_f32 d, a, b, c`.
    ThreeSource,
}

/// The scalar FP32 FMA forms whose every operand can be a VGPR (not `v_fmaak`/`v_fmamk`,
/// which carry a literal, nor VOPD components).
pub fn scalar_fma_form(mnemonic: &str) -> Option<ScalarFmaForm> {
    match mnemonic {
        "v_fmac_f32_e32" | "v_fmac_f32_e64" | "v_fmac_f32" => Some(ScalarFmaForm::Tied),
        "v_fma_f32" | "v_fma_f32_e64" => Some(ScalarFmaForm::ThreeSource),
        _ => None,
    }
}

/// The register swap used for parallel copies (`v_swap_b32 a, b` exchanges two VGPRs).
pub const VGPR_SWAP: &str = "v_swap_b32";
/// The VGPR-to-VGPR move the remap restore emits for chains into free registers.
pub const VGPR_MOV: &str = "v_mov_b32_e32";
/// The packed FP32 FMA (gfx90a and later): one fused FMA per 32-bit half, halves picked per
/// source by `op_sel` (low lane) and `op_sel_hi` (high lane).
pub const PK_FMA_F32: &str = "v_pk_fma_f32";
/// The VOPD FMAC component.
pub const DUAL_FMAC: &str = "v_dual_fmac_f32";

/// Mnemonics the fix-ups emit or recognise.
pub const CLAUSE: &str = "s_clause";
pub const DELAY_ALU: &str = "s_delay_alu";
/// `s_nop N` issues for N + 1 cycles (what the `s_delay_alu` model advances by).
pub const NOP: &str = "s_nop";
/// `s_waitcnt_depctr`: with `va_vdst` 0 (bits 15:12 of its immediate) it waits for every
/// outstanding VALU result.
pub const WAITCNT_DEPCTR: &str = "s_waitcnt_depctr";
pub const WAITCNT: &str = "s_waitcnt";
pub const WAITCNT_VSCNT: &str = "s_waitcnt_vscnt";

// ---- Integer address arithmetic (`flow::address`, `passes::sgpr_addr`) ----

/// What an instruction computes, for the symbolic address analysis. Positions are explicit
/// operand indices (the destination is 0). VOP encodings (`_e32`, `_e64`) and VOPD components
/// (`v_dual_x`, same operand order as `v_x`) share one entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddrOp {
    /// d = op1.
    Move,
    /// d = op[a] + op[b] (mod 2^32; `v_add_co_u32` has its carry-out at 1).
    Add { a: u8, b: u8 },
    /// d = op1 + op2 + op3 (`v_add3_u32`).
    Add3,
    /// d = op1 - op2.
    Sub,
    /// d = op2 - op1.
    SubRev,
    /// d = op[val] << op[amount].
    Shl { val: u8, amount: u8 },
    /// d = op[val] >> op[amount] (logical).
    Lshr { val: u8, amount: u8 },
    /// d = op1 * op2 (low 32 bits).
    MulLo,
    /// d = d + sext(simm16 op1).
    AddK,
    /// d[2] = op2 * op3 + op4[2] (`v_mad_u64_u32 vdst[2], sdst, a, b, c[2]`).
    MadU64,
    /// d = (op1 << op2) + op3.
    ShlAdd,
    /// d = (op1 + op2) << op3.
    AddShl,
    /// d = op1 | op2.
    Or,
    /// d = (op1 << op2) | op3.
    ShlOr,
    /// d = op1 & op2.
    And,
    /// d = op1[op2 +: op3] (unsigned bitfield extract).
    BfeU,
    /// d = op2 >> op1 (arithmetic; `v_ashrrev_i32 d, 31, x` is the high half of sext(x)).
    AshrRev,
    /// d = op1 >> op2 (arithmetic; `s_ashr_i32 d, x, 31` is the high half of sext(x)).
    Ashr { val: u8, amount: u8 },
    /// d[2] = op2[2] << op1 (`v_lshlrev_b64`).
    Shl64Rev,
    /// d[2] = (op1[2] << op2) + op3[2] (`v_lshl_add_u64`, gfx942).
    ShlAdd64,
    /// d = op2 + op3 + carry-in (op4, else VCC): the high half of a 64-bit add.
    AddCarryIn,
    /// d = op1 + op2 + SCC (`s_addc_u32`): the high half of a scalar 64-bit add.
    ScalarAddCarryIn,
    /// d = op1[23:0] * op2[23:0] (`v_mul_u32_u24`): the low 32 bits of a 24 x 24-bit product.
    MulU24,
    /// d = op1[23:0] * op2[23:0] + op3 (`v_mad_u32_u24`).
    MadU24,
    /// d = (zext(op1) * zext(op2)) >> 32 (`s_mul_hi_u32`, `v_mul_hi_u32`): the high half of
    /// a 64-bit product whose low half is `MulLo` of the same operands.
    MulHiU,
    /// d = (sext(op1) * sext(op2)) >> 32 (`s_mul_hi_i32`, `v_mul_hi_i32`): the high half of
    /// a signed 64-bit product whose low half is `MulLo` of the same operands.
    MulHiI,
    /// d[2] = sext(op2) * sext(op3) + op4[2] (`v_mad_i64_i32 vdst[2], sdst, a, b, c[2]`).
    MadI64,
    /// d[2] = op1[2] << op2 (`s_lshl_b64`).
    Shl64 { val: u8, amount: u8 },
    /// d[2] = op1[2] (`s_mov_b64`, `v_mov_b64`).
    Move64,
    /// Scalar memory load (`s_load_*`): d = memory at op1 + op2.
    ScalarLoad,
}

fn addr_table() -> &'static HashMap<&'static str, AddrOp> {
    static TABLE: OnceLock<HashMap<&'static str, AddrOp>> = OnceLock::new();
    TABLE.get_or_init(|| {
        use AddrOp::*;
        let rows: &[(&[&str], AddrOp)] = &[
            (
                &[
                    "s_mov_b32",
                    "v_mov_b32",
                    "v_accvgpr_read_b32",
                    "v_accvgpr_write_b32",
                    "v_accvgpr_mov_b32",
                ],
                Move,
            ),
            (
                &["s_add_i32", "s_add_u32", "v_add_nc_u32", "v_add_u32"],
                Add { a: 1, b: 2 },
            ),
            (&["v_add_co_u32"], Add { a: 2, b: 3 }),
            (&["v_add3_u32"], Add3),
            (
                &["s_sub_i32", "s_sub_u32", "v_sub_nc_u32", "v_sub_u32"],
                Sub,
            ),
            (&["v_subrev_nc_u32", "v_subrev_u32"], SubRev),
            (&["s_lshl_b32"], Shl { val: 1, amount: 2 }),
            (&["v_lshlrev_b32"], Shl { val: 2, amount: 1 }),
            (&["s_lshr_b32"], Lshr { val: 1, amount: 2 }),
            (&["v_lshrrev_b32"], Lshr { val: 2, amount: 1 }),
            (&["s_mul_i32", "v_mul_lo_u32"], MulLo),
            (&["s_addk_i32"], AddK),
            (&["v_mad_u64_u32"], MadU64),
            (&["v_lshl_add_u32"], ShlAdd),
            (&["v_add_lshl_u32"], AddShl),
            (&["v_or_b32", "s_or_b32"], Or),
            (&["v_lshl_or_b32"], ShlOr),
            (&["v_and_b32", "s_and_b32"], And),
            (&["v_bfe_u32"], BfeU),
            (&["v_ashrrev_i32"], AshrRev),
            (&["s_ashr_i32"], Ashr { val: 1, amount: 2 }),
            (&["v_lshlrev_b64"], Shl64Rev),
            (&["v_lshl_add_u64"], ShlAdd64),
            (&["v_add_co_ci_u32", "v_addc_co_u32"], AddCarryIn),
            (&["s_addc_u32"], ScalarAddCarryIn),
            (&["v_mul_u32_u24"], MulU24),
            (&["v_mad_u32_u24"], MadU24),
            (&["s_mul_hi_u32", "v_mul_hi_u32"], MulHiU),
            (&["s_mul_hi_i32", "v_mul_hi_i32"], MulHiI),
            (&["v_mad_i64_i32"], MadI64),
            (&["s_lshl_b64"], Shl64 { val: 1, amount: 2 }),
            (&["s_mov_b64", "v_mov_b64"], Move64),
            (
                &[
                    "s_load_b32",
                    "s_load_b64",
                    "s_load_b128",
                    "s_load_b256",
                    "s_load_b512",
                    "s_load_dword",
                    "s_load_dwordx2",
                    "s_load_dwordx4",
                    "s_load_dwordx8",
                    "s_load_dwordx16",
                ],
                ScalarLoad,
            ),
        ];
        let mut t = HashMap::new();
        for (names, op) in rows {
            for n in *names {
                t.insert(*n, *op);
            }
        }
        t
    })
}

/// The address-arithmetic meaning of a mnemonic (any VOP encoding suffix, or a VOPD component).
pub fn addr_op(mnemonic: &str) -> Option<AddrOp> {
    let m = mnemonic
        .strip_suffix("_e32")
        .or_else(|| mnemonic.strip_suffix("_e64"))
        .unwrap_or(mnemonic);
    if let Some(rest) = m.strip_prefix("v_dual_") {
        return addr_table().get(format!("v_{rest}").as_str()).copied();
    }
    addr_table().get(m).copied()
}

/// How a branch condition is produced, for following a loop's exit test back to its compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CondOp {
    /// `s_cbranch_scc*` / `s_cbranch_vcc*`: taken when the condition (SCC, or VCC non-zero)
    /// equals `taken_if`.
    Branch { vcc: bool, taken_if: bool },
    /// `s_cselect_b32/b64 d, a, b`: d = SCC ? a : b.
    Select,
    /// `s_and_b32/b64`: with EXEC as one operand, the lane mask of the other.
    And,
    /// `s_and_not1_b32` / `s_andn2_b32/b64 d, exec, x`: EXEC without x's lanes (negation).
    AndNot,
    /// `s_mov_b32/b64`.
    Move,
}

/// The condition-flow meaning of a scalar mnemonic.
pub fn cond_op(mnemonic: &str) -> Option<CondOp> {
    Some(match mnemonic {
        "s_cbranch_scc1" => CondOp::Branch {
            vcc: false,
            taken_if: true,
        },
        "s_cbranch_scc0" => CondOp::Branch {
            vcc: false,
            taken_if: false,
        },
        "s_cbranch_vccnz" => CondOp::Branch {
            vcc: true,
            taken_if: true,
        },
        "s_cbranch_vccz" => CondOp::Branch {
            vcc: true,
            taken_if: false,
        },
        "s_cselect_b32" | "s_cselect_b64" => CondOp::Select,
        "s_and_b32" | "s_and_b64" => CondOp::And,
        "s_and_not1_b32" | "s_andn2_b32" | "s_andn2_b64" | "s_and_not1_b64" => CondOp::AndNot,
        "s_mov_b32" | "s_mov_b64" => CondOp::Move,
        _ => return None,
    })
}

/// What a scalar instruction does to EXEC, for the EXEC-equality analysis (`flow::exec`).
/// Operands in assembly order: `d, s0, s1` (`d, s` for the saveexec forms and moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExecOp {
    /// `s_and_saveexec_b32/b64 d, s`: d = EXEC; EXEC = EXEC & s (EXEC only narrows).
    AndSaveexec,
    /// The other `*_saveexec` forms: d = EXEC; EXEC = some other function of EXEC and s.
    OtherSaveexec,
    /// `s_and_b32/b64 d, s0, s1`: d = s0 & s1.
    And,
    /// `s_and_not1_b32/b64` (`s_andn2`) `d, s0, s1`: d = s0 & !s1.
    AndNot1,
    /// `s_or_b32/b64 d, s0, s1`: d = s0 | s1.
    Or,
    /// `s_mov_b32/b64 d, s`: d = s.
    Move,
}

/// The EXEC meaning of a scalar mnemonic (LLVM's name or an alias the tables list).
pub fn exec_op(mnemonic: &str) -> Option<ExecOp> {
    let base = mnemonic
        .strip_suffix("_b32")
        .or_else(|| mnemonic.strip_suffix("_b64"))?;
    Some(match base {
        "s_and_saveexec" => ExecOp::AndSaveexec,
        "s_or_saveexec"
        | "s_xor_saveexec"
        | "s_and_not1_saveexec"
        | "s_andn2_saveexec"
        | "s_or_not1_saveexec"
        | "s_orn2_saveexec"
        | "s_nand_saveexec"
        | "s_nor_saveexec"
        | "s_xnor_saveexec"
        | "s_and_not0_saveexec"
        | "s_andn1_saveexec"
        | "s_or_not0_saveexec"
        | "s_orn1_saveexec" => ExecOp::OtherSaveexec,
        "s_and" => ExecOp::And,
        "s_and_not1" | "s_andn2" => ExecOp::AndNot1,
        "s_or" => ExecOp::Or,
        "s_mov" => ExecOp::Move,
        _ => return None,
    })
}

/// Which inputs the lane mask an instruction writes is a subset of, for the proof that no EXEC
/// value switches on a lane the launch left off (`flow::exec_bound`). The inputs are the
/// source operands in assembly order; for the `*_saveexec` forms they are `(s, EXEC)`, the
/// new EXEC being computed from the operand and the old EXEC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaskWithin {
    /// Within either input (`and`): one bounded input bounds it.
    Either,
    /// Within the first input (`a & !b`).
    First,
    /// Within the second input (`!a & b`).
    Second,
    /// Within the union of the inputs (`or`, `xor`, `mov`): every input must be bounded.
    All,
}

/// The [`MaskWithin`] of a scalar mask operation (LLVM's names and the aliases the tables
/// list), or of the EXEC result of a `*_saveexec` form; `None` for forms that complement an
/// input (`orn2`, `nand`, `nor`, `xnor`, ...) and for anything else.
pub fn mask_within(mnemonic: &str) -> Option<MaskWithin> {
    let base = mnemonic
        .strip_suffix("_b32")
        .or_else(|| mnemonic.strip_suffix("_b64"))?;
    let op = base.strip_suffix("_saveexec").unwrap_or(base);
    Some(match op {
        "s_and" => MaskWithin::Either,
        "s_and_not1" | "s_andn2" => MaskWithin::First,
        "s_and_not0" | "s_andn1" => MaskWithin::Second,
        "s_or" | "s_xor" => MaskWithin::All,
        "s_mov" if op == base => MaskWithin::All,
        _ => return None,
    })
}

/// Whether an instruction calls a function (`s_swappc_b64`, `s_call_b64`): the callee's reads
/// and writes of registers, EXEC included, are not in the caller's code.
pub fn is_call(mnemonic: &str) -> bool {
    matches!(mnemonic, "s_swappc_b64" | "s_call_b64")
}

/// Whether a VALU mnemonic is a compare writing EXEC (`v_cmpx_*`, any encoding): EXEC becomes
/// the compare's result on the lanes it ran, 0 elsewhere, so it only narrows.
pub fn exec_compare(mnemonic: &str) -> bool {
    mnemonic.starts_with("v_cmpx_")
}

/// Whether a VALU mnemonic is a compare writing a lane mask (VOPC `v_cmp_*`, `v_cmp_class_*`,
/// any encoding, not `v_cmpx_*`): its bit for a lane EXEC leaves out is 0, so the mask it
/// writes is within the EXEC it ran under (the RDNA3 and CDNA3 ISA guides' VOPC sections; LLVM
/// relies on it, D105709: "v_cmp will AND inactive lanes with 0, that is not the case for
/// logical operations"; our emulator's `cmp` sets only active lanes' bits).
pub fn lane_mask_compare(mnemonic: &str) -> bool {
    mnemonic.starts_with("v_cmp_")
}

/// An integer lane compare `v_cmp_REL_TY` / `v_cmpx_REL_TY` (any encoding suffix): the
/// relation `src0 REL src1`, whether it is signed, and the operand width in bits (32 or 64).
/// Float, class and 16-bit compares are `None`.
pub fn vector_int_compare(mnemonic: &str) -> Option<(Cmp, bool, u32)> {
    let base = mnemonic
        .trim_end_matches("_e64")
        .trim_end_matches("_e32")
        .trim_end_matches("_sdwa")
        .trim_end_matches("_dpp");
    let rest = base
        .strip_prefix("v_cmpx_")
        .or_else(|| base.strip_prefix("v_cmp_"))?;
    let (rel, ty) = rest.split_once('_')?;
    let rel = match rel {
        "eq" => Cmp::Eq,
        "ne" | "lg" => Cmp::Ne,
        "lt" => Cmp::Lt,
        "le" => Cmp::Le,
        "gt" => Cmp::Gt,
        "ge" => Cmp::Ge,
        _ => return None,
    };
    let (signed, bits) = match ty {
        "i32" => (true, 32),
        "u32" => (false, 32),
        "i64" => (true, 64),
        "u64" => (false, 64),
        _ => return None,
    };
    Some((rel, signed, bits))
}

/// A branch on EXEC: `Some(true)` for `s_cbranch_execnz` (taken when EXEC is not zero),
/// `Some(false)` for `s_cbranch_execz`.
pub fn exec_branch(mnemonic: &str) -> Option<bool> {
    match mnemonic {
        "s_cbranch_execnz" => Some(true),
        "s_cbranch_execz" => Some(false),
        _ => None,
    }
}

/// Whether a 16-bit VALU result written to the low half of a VGPR zeroes the high half: GFX9
/// (gfx942) does for VOP1/VOP2/VOP3 16-bit ops; GFX10 and later (gfx1100) keep the high half
/// (LLVM `GCNSubtarget::zeroesHigh16BitsOfDest`: "On gfx10, all 16-bit instructions preserve
/// the high bits").
pub fn half_write_zeroes_high(target: crate::asm::Target) -> bool {
    target == crate::asm::Target::Gfx942
}

/// Whether an SDWA instruction writes only the part of its destination `dst_sel` selects and
/// keeps the other bits (`dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE`): the register's old value
/// flows through it, so the destination is read as well as written. LLVM models that with an
/// implicit tied use it adds to the MachineInstr (`SIPeepholeSDWA`'s preserve pattern, a
/// `v_or_b32` of two halves folded into the second half's SDWA op); the MC operand lists the
/// ISA tables are generated from do not show it. `dst_sel:DWORD` (the default) writes every
/// bit, and `UNUSED_PAD` / `UNUSED_SEXT` write the unselected bits too.
pub fn sdwa_keeps_unselected_dst_bits(inst: &crate::asm::Instruction) -> bool {
    // (Compared without allocating: the dataflow asks this of every VGPR def it decodes.)
    let sym = |name: &str| match inst.modifier(name).map(|m| &m.value) {
        Some(crate::asm::ModValue::Sym(x)) => Some(x.as_str()),
        _ => None,
    };
    sym("dst_unused").is_some_and(|u| u.eq_ignore_ascii_case("UNUSED_PRESERVE"))
        && sym("dst_sel").is_some_and(|sel| !sel.eq_ignore_ascii_case("DWORD"))
}

/// What a memory atomic does to the old value `m` with data `d` (and `d2`: the compare value
/// of a compare-swap, the OR mask of `mskor`). The result is the value stored; the old value
/// is what the `_rtn`/`glc` forms return.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicOp {
    Add,
    Sub,
    Rsub,
    /// `m >= d ? 0 : m + 1`
    Inc,
    /// `m == 0 || m > d ? d : m - 1`
    Dec,
    MinI,
    MaxI,
    MinU,
    MaxU,
    MinF,
    MaxF,
    AddF,
    And,
    Or,
    Xor,
    /// `(m & !d) | d2`
    Mskor,
    Swap,
    /// `m == d2 ? d : m` (DATA is the new value, DATA2 / the pair's second half the compare)
    CmpSwap,
    /// gfx9 `ds_cmpst`: `m == d ? d2 : m` (DATA is the compare value)
    CmpSwapCmpFirst,
    /// `m >= d ? m - d : 0` (gfx11 `csub`)
    SubClamp,
    /// Two f16 adds, one per half (`pk_add_f16`).
    PkAddF16,
    /// Two bf16 adds, one per half (`pk_add_bf16`).
    PkAddBf16,
}

/// A memory atomic: operation and width in bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Atomic {
    pub op: AtomicOp,
    pub bits: u8,
}

/// Decodes the atomic part of an LDS, global/flat/scratch or buffer mnemonic:
/// `ds_max_rtn_u64` -> (MaxU, 64, returns), `global_atomic_smin_x2` -> (MinI, 64),
/// `buffer_atomic_cmpswap_b32` -> (CmpSwap, 32), `s_atomic_umax_x2` -> (MaxU, 64),
/// `ds_pk_add_rtn_bf16` -> (PkAddBf16, 32, returns). `None` for anything else.
pub fn atomic_of(mnemonic: &str) -> Option<(Atomic, bool)> {
    use AtomicOp::*;
    let (rest, ds) = if let Some(r) = mnemonic.strip_prefix("ds_") {
        (r, true)
    } else if let Some(r) = [
        "global_atomic_",
        "flat_atomic_",
        "buffer_atomic_",
        "s_atomic_",
        "s_buffer_atomic_",
    ]
    .iter()
    .find_map(|p| mnemonic.strip_prefix(p))
    {
        (r, false)
    } else {
        return None;
    };
    let (rest, x2) = match rest.strip_suffix("_x2") {
        Some(r) => (r, true),
        None => (rest, false),
    };
    // Type suffix (gfx11 and most gfx9 DS names) or none (gfx9 global/buffer names).
    let (stem, ty) = match rest.rsplit_once('_') {
        Some((s, t))
            if matches!(
                t,
                "u32" | "i32" | "b32" | "f32" | "u64" | "i64" | "b64" | "f64" | "f16" | "bf16"
            ) =>
        {
            (s, Some(t))
        }
        _ => (rest, None),
    };
    let (stem, rtn) = match stem.strip_suffix("_rtn") {
        Some(s) if ds => (s, true),
        _ => (stem, !ds),
    };
    let bits = match ty {
        Some(t) if t.ends_with("64") => 64,
        _ if x2 => 64,
        _ => 32,
    };
    // 16-bit types only come packed (`pk_add_f16`); an unpacked f16 atomic is not one of ours.
    let half = ty.is_some_and(|t| t.ends_with("16"));
    if half != (stem == "pk_add") {
        return None;
    }
    let float = ty.is_some_and(|t| t.starts_with('f'));
    let signed = ty.is_some_and(|t| t.starts_with('i'));
    let op = match stem {
        "add" if float => AddF,
        "add" => Add,
        "sub" => Sub,
        "rsub" => Rsub,
        "inc" => Inc,
        "dec" => Dec,
        "min" if float => MinF,
        "max" if float => MaxF,
        "min" if signed => MinI,
        "max" if signed => MaxI,
        "min" => MinU,
        "max" => MaxU,
        "smin" => MinI,
        "smax" => MaxI,
        "umin" => MinU,
        "umax" => MaxU,
        "and" => And,
        "or" => Or,
        "xor" => Xor,
        "mskor" => Mskor,
        "swap" | "storexchg" | "wrxchg" => Swap,
        "cmpswap" | "cmpstore" => CmpSwap,
        "cmpst" => CmpSwapCmpFirst,
        "csub" => SubClamp,
        "pk_add" if ty == Some("f16") => PkAddF16,
        "pk_add" => PkAddBf16,
        _ => return None,
    };
    Some((Atomic { op, bits }, rtn))
}

/// The offset fields of a DS instruction: `offset` (bytes, up to 65535), or for the
/// two-address forms (`ds_load_2addr_b32` on gfx11, `ds_read2_b32` on gfx9) `offset0` and
/// `offset1`, each counting elements of the returned unit (4 or 8 bytes, 64 times that for
/// `stride64` / `st64`) up to 255. `None` for other instructions.
pub fn ds_offset_shape(mnemonic: &str) -> Option<(&'static [&'static str], i64, i64)> {
    let plain = ["ds_load_", "ds_store_", "ds_read", "ds_write"];
    if !plain.iter().any(|p| mnemonic.starts_with(p)) {
        return None;
    }
    let two_addr = mnemonic.contains("2addr")
        || mnemonic.starts_with("ds_read2")
        || mnemonic.starts_with("ds_write2");
    if two_addr {
        let mut unit = if mnemonic.contains("b64") { 8 } else { 4 };
        if mnemonic.contains("stride64") || mnemonic.contains("st64") {
            unit *= 64;
        }
        Some((&["offset0", "offset1"], unit, 255))
    } else {
        Some((&["offset"], 1, 65535))
    }
}
