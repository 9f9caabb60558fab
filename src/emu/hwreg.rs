//! Hardware registers (`s_getreg_b32`, `s_setreg_b32`, `s_setreg_imm32_b32`, `s_round_mode`,
//! `s_denorm_mode`) and the MODE register's effect on the floating-point ops.
//!
//! # Model
//! - The `hwreg(ID, offset, size)` operand is decoded once into its SOPK `simm16` (id in bits
//!   5:0, offset 10:6, size-1 15:11; LLVM AMDGPUAsmGFX11/GFX940 "hwreg"); symbolic ids follow
//!   LLVM's table for each target.
//! - **MODE** (id 1; LLVM SIDefines.h `ModeRegisterMasks`): FP_ROUND 3:0, FP_DENORM 7:4
//!   (f32 in 5:4, f16/f64 in 7:6), DX10_CLAMP 8, IEEE 9, EXCP_EN 18:12, FP16_OVFL 23,
//!   GPR_IDX_EN 27 and VSKIP 28 (gfx9). It starts from the kernel descriptor. The emulator
//!   computes with round-to-nearest-even, f16/f64 denormals kept, IEEE mode, DX10 clamp and no
//!   exception traps; f32 denormals are kept or flushed (`float_denorm_mode_32` 3 or 0). A
//!   write that leaves MODE in another state is accepted (compilers save, set and restore MODE,
//!   and set it to the value it has), but the next floating-point op that runs while it lasts
//!   stops with an error naming the field, the value and the line that set it: never a silent
//!   result in a mode the emulator does not compute in. While VSKIP is set (gfx9
//!   `s_setvskip`), vector instructions are skipped, as the ISA says.
//! - **Identity** registers describe a plausible placement consistent with the launch: the
//!   waves of one work-group share a compute unit (chosen from the work-group id), wave `w`
//!   runs on SIMD `w % simds` in slot `w / simds`. HW_ID (gfx9), HW_ID1/HW_ID2 (gfx11) and
//!   XCC_ID (gfx940) are built from that; STATUS from SCC/EXECZ/VCCZ; GPR_ALLOC and LDS_ALLOC
//!   from the kernel's register count and group segment; IB_STS from the outstanding memory
//!   operations (gfx9 field layout); SH_MEM_BASES from the emulator's apertures; TRAPSTS is a
//!   plain read/write register starting at 0; SHADER_CYCLES counts instructions. Everything
//!   else reads 0 and ignores writes (read-only or privileged on hardware).

use super::decode::sreg;
use super::wave::{Env, Wave};
use super::EmuError;
use crate::asm::Target;

/// Hardware register ids (LLVM SIDefines.h `Hwreg::Id`).
pub mod id {
    pub const MODE: u32 = 1;
    pub const STATUS: u32 = 2;
    pub const TRAPSTS: u32 = 3;
    pub const HW_ID: u32 = 4;
    pub const GPR_ALLOC: u32 = 5;
    pub const LDS_ALLOC: u32 = 6;
    pub const IB_STS: u32 = 7;
    pub const SH_MEM_BASES: u32 = 15;
    /// gfx940: the accelerator complex die of the wave. gfx11: FLAT_SCR_LO.
    pub const XCC_ID: u32 = 20;
    pub const HW_ID1: u32 = 23;
    pub const HW_ID2: u32 = 24;
    pub const SHADER_CYCLES: u32 = 29;
}

/// Symbolic hwreg names llvm-mc accepts for each target, with their ids.
const NAMES_GFX9: &[(&str, u32)] = &[
    ("HW_REG_MODE", 1),
    ("HW_REG_STATUS", 2),
    ("HW_REG_TRAPSTS", 3),
    ("HW_REG_HW_ID", 4),
    ("HW_REG_GPR_ALLOC", 5),
    ("HW_REG_LDS_ALLOC", 6),
    ("HW_REG_IB_STS", 7),
    ("HW_REG_SH_MEM_BASES", 15),
    ("HW_REG_TBA_LO", 16),
    ("HW_REG_TBA_HI", 17),
    ("HW_REG_TMA_LO", 18),
    ("HW_REG_TMA_HI", 19),
    ("HW_REG_XCC_ID", 20),
    ("HW_REG_SQ_PERF_SNAPSHOT_DATA", 21),
    ("HW_REG_SQ_PERF_SNAPSHOT_DATA1", 22),
    ("HW_REG_SQ_PERF_SNAPSHOT_PC_LO", 23),
    ("HW_REG_SQ_PERF_SNAPSHOT_PC_HI", 24),
];
const NAMES_GFX11: &[(&str, u32)] = &[
    ("HW_REG_MODE", 1),
    ("HW_REG_STATUS", 2),
    ("HW_REG_TRAPSTS", 3),
    ("HW_REG_GPR_ALLOC", 5),
    ("HW_REG_LDS_ALLOC", 6),
    ("HW_REG_IB_STS", 7),
    ("HW_REG_SH_MEM_BASES", 15),
    ("HW_REG_PERF_SNAPSHOT_PC_LO", 18),
    ("HW_REG_PERF_SNAPSHOT_PC_HI", 19),
    ("HW_REG_FLAT_SCR_LO", 20),
    ("HW_REG_FLAT_SCR_HI", 21),
    ("HW_REG_XNACK_MASK", 22),
    ("HW_REG_HW_ID1", 23),
    ("HW_REG_HW_ID2", 24),
    ("HW_REG_POPS_PACKER", 25),
    ("HW_REG_PERF_SNAPSHOT_DATA", 27),
    ("HW_REG_SHADER_CYCLES", 29),
];

/// The `simm16` of a `hwreg(...)` operand's text (`HW_REG_MODE, 0, 17`, `HW_REG_MODE`,
/// `1, 4, 2`): id, first bit, size (32 when omitted).
pub fn parse_hwreg(target: Target, text: &str) -> Result<u32, String> {
    let mut parts = text.split(',').map(str::trim);
    let name = parts.next().unwrap_or("");
    let names = match target {
        Target::Gfx942 => NAMES_GFX9,
        Target::Gfx1100 => NAMES_GFX11,
    };
    let hw_id = match names.iter().find(|(n, _)| *n == name) {
        Some(&(_, i)) => i,
        None => crate::asm::parse_int_text(name)
            .filter(|v| (0..64).contains(v))
            .ok_or_else(|| format!("unknown hardware register `{name}`"))? as u32,
    };
    let mut num = |what: &str, def: i64, range: std::ops::RangeInclusive<i64>| match parts.next() {
        None => Ok(def),
        Some(t) => crate::asm::parse_int_text(t)
            .filter(|v| range.contains(v))
            .ok_or_else(|| format!("bad hwreg {what} `{t}`")),
    };
    let offset = num("offset", 0, 0..=31)? as u32;
    let size = num("size", 32, 1..=32)? as u32;
    Ok(hw_id | offset << 6 | (size - 1) << 11)
}

/// The field mask of a hwreg `simm16` (bits `offset .. offset + size`, clipped to 32 bits).
fn field(simm16: u32) -> (u32, u32, u32) {
    let hw_id = simm16 & 63;
    let offset = (simm16 >> 6) & 31;
    let size = ((simm16 >> 11) & 31) + 1;
    let ones = if size >= 32 {
        u32::MAX
    } else {
        (1u32 << size) - 1
    };
    (hw_id, offset, ones << offset)
}

/// The MODE register a kernel starts with (`.amdhsa_float_*`, `dx10_clamp`, `ieee_mode`).
pub fn initial_mode(
    round_32: u32,
    round_16_64: u32,
    denorm_32: u32,
    denorm_16_64: u32,
    dx10: bool,
    ieee: bool,
) -> u32 {
    (round_32 & 3)
        | (round_16_64 & 3) << 2
        | (denorm_32 & 3) << 4
        | (denorm_16_64 & 3) << 6
        | (dx10 as u32) << 8
        | (ieee as u32) << 9
}

/// MODE in the emulator's default: round to nearest even, denormals kept, DX10 clamp, IEEE.
pub const DEFAULT_MODE: u32 = 0x3f0;

/// gfx9 MODE.VSKIP: vector instructions (VALU, LDS, vector memory) are not issued.
pub const VSKIP: u32 = 1 << 28;
/// gfx9 MODE.GPR_IDX_EN: VALU VGPR operands are offset by M0[7:0] (see `s_set_gpr_idx_on`).
pub const GPR_IDX_EN: u32 = 1 << 27;

/// The first MODE field the emulator does not compute in, as `name=value`; `None` when every
/// field is modelled (see the module doc).
pub fn unmodelled_field(mode: u32) -> Option<String> {
    let f = |lo: u32, bits: u32| (mode >> lo) & ((1 << bits) - 1);
    if f(0, 4) != 0 {
        return Some(format!("MODE.fp_round={:#x}", f(0, 4)));
    }
    if !matches!(f(4, 2), 0 | 3) {
        return Some(format!("MODE.fp_denorm_32={}", f(4, 2)));
    }
    if f(6, 2) != 3 {
        return Some(format!("MODE.fp_denorm_16_64={}", f(6, 2)));
    }
    if f(8, 1) != 1 {
        return Some("MODE.dx10_clamp=0".into());
    }
    if f(9, 1) != 1 {
        return Some("MODE.ieee=0".into());
    }
    if f(12, 7) != 0 {
        return Some(format!("MODE.excp_en={:#x}", f(12, 7)));
    }
    if f(23, 1) != 0 {
        return Some("MODE.fp16_ovfl=1".into());
    }
    None
}

/// Whether an opcode computes in floating point (MODE's rounding, denormal, IEEE and
/// exception fields apply): names with an f16/f32/f64/bf16/fp8/bf8 type, computed once.
pub fn fp_sensitive(k: super::decode::K) -> bool {
    use std::sync::OnceLock;
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    let t = TABLE.get_or_init(|| {
        super::decode::NAMES
            .iter()
            .map(|(n, _)| {
                n.starts_with("v_")
                    && ["_f16", "_f32", "_f64", "bf16", "fp8", "bf8", "_legacy"]
                        .iter()
                        .any(|s| n.contains(s))
            })
            .collect()
    });
    t.get(k as usize).copied().unwrap_or(false)
}

impl Wave {
    /// Hardware register `hw_id` as `s_getreg_b32` reads it.
    pub(super) fn read_hwreg(&self, env: &Env, hw_id: u32) -> u32 {
        let gfx9 = env.prog.target == Target::Gfx942;
        let g = env.group;
        // The work-group's compute unit and shader engine: a fixed spread of the group id.
        let linear = g[0]
            .wrapping_add(g[1].wrapping_mul(7))
            .wrapping_add(g[2].wrapping_mul(13));
        let simds = if gfx9 { 4 } else { 2 };
        let (simd, slot) = (self.id % simds, self.id / simds);
        let (cu, se) = (linear % 16, (linear / 16) % 4);
        match hw_id {
            id::MODE => self.mode,
            id::STATUS => {
                let vccz = self.vcc() == 0;
                let execz = self.exec() == 0;
                // SCC, EXECZ, VCCZ, IN_TG (the wave is part of a work-group), VALID.
                self.scc as u32 | (execz as u32) << 9 | (vccz as u32) << 10 | 1 << 11 | 1 << 16
            }
            id::TRAPSTS => self.trapsts,
            id::HW_ID if gfx9 => {
                // WAVE_ID 3:0, SIMD_ID 5:4, PIPE_ID 7:6, CU_ID 11:8, SH_ID 12, SE_ID 14:13,
                // ME_ID 31:30 (1: a compute micro-engine).
                (slot & 15) | simd << 4 | cu << 8 | (se & 3) << 13 | 1 << 30
            }
            id::GPR_ALLOC => {
                // VGPR_SIZE and SGPR_SIZE in allocation granules minus one (8 VGPRs, 16 SGPRs).
                let v = (env.prog.vtemp as u32).max(1).div_ceil(8) - 1;
                let s = 106u32.div_ceil(16) - 1;
                if gfx9 {
                    (v & 63) << 8 | (s & 15) << 24
                } else {
                    (v & 255) << 12
                }
            }
            id::LDS_ALLOC => {
                // LDS_SIZE 20:12, in 512-byte (gfx9) or 256-byte (gfx11) granules.
                let granule = if gfx9 { 512 } else { 256 };
                (env.lds_bytes.div_ceil(granule) & 0x1ff) << 12
            }
            id::IB_STS => {
                let (vm, lgkm) = (self.outstanding(0), self.outstanding(1));
                (vm & 15) | (lgkm & 15) << 8 | ((vm >> 4) & 3) << 22
            }
            id::SH_MEM_BASES => {
                let private = (super::memory::PRIVATE_BASE >> 48) as u32;
                let shared = (super::memory::SHARED_BASE >> 48) as u32;
                (private & 0xffff) | shared << 16
            }
            id::XCC_ID if gfx9 => linear % 8,
            id::HW_ID1 if !gfx9 => {
                // WAVE_ID 4:0, SIMD_ID 9:8, WGP_ID 13:10, SA_ID 16, SE_ID 20:18.
                (slot & 31) | simd << 8 | (cu % 8) << 10 | (cu / 8) << 16 | (se & 7) << 18
            }
            id::HW_ID2 if !gfx9 => {
                // ME_ID 9:8 (compute), WG_ID 20:16 (the group's slot on its WGP: the first).
                1 << 8
            }
            id::SHADER_CYCLES if !gfx9 => (self.instructions & 0xf_ffff) as u32,
            _ => 0,
        }
    }

    /// `s_getreg_b32`: the field `simm16` names, shifted down to bit 0.
    pub(super) fn getreg(&self, env: &Env, simm16: u32) -> u32 {
        let (hw_id, offset, mask) = field(simm16);
        (self.read_hwreg(env, hw_id) & mask) >> offset
    }

    /// `s_sendmsg_rtn_*`: the value a message returns (REALTIME: the wave's instruction count
    /// as a clock; the doorbell, debug ids and trap addresses: 0). It arrives like a scalar
    /// load: pending until `s_waitcnt lgkmcnt(0)`.
    pub(super) fn sendmsg_rtn(&mut self, op: &super::decode::Op, d: u16) {
        const GET_REALTIME: u32 = 131;
        let v = if op.target == GET_REALTIME {
            self.instructions
        } else {
            0
        };
        let wide = op.k == super::decode::K::s_sendmsg_rtn_b64;
        if wide {
            self.ws64(d, v);
        } else {
            self.ws32(d, v as u32);
        }
        if d != sreg::NULL {
            let r = super::decode::RegRef {
                vector: false,
                first: d,
                count: 1 + wide as u16,
                part: super::decode::Part::Whole,
            };
            self.issue(super::wave::Counter::Lgkm, Some(r), true);
        }
    }

    /// `s_movrels_*` (read `S0 + M0`), `s_movreld_*` (write `D + M0`), `s_movrelsd_2_b32`
    /// (read `S0 + M0[9:0]`, write `D + M0[25:16]`): SGPR numbers offset at run time. A source
    /// that is not an SGPR (a constant) is read as it is.
    pub(super) fn movrel_s(&mut self, env: &Env, op: &super::decode::Op) -> Result<(), EmuError> {
        use super::decode::{Opnd, K};
        let m0 = self.s[sreg::M0 as usize];
        let wide = matches!(op.k, K::s_movrels_b64 | K::s_movreld_b64);
        let (src_off, dst_off) = match op.k {
            K::s_movrels_b32 | K::s_movrels_b64 => (m0, 0),
            K::s_movreld_b32 | K::s_movreld_b64 => (0, m0),
            _ => (m0 & 0x3ff, (m0 >> 16) & 0x3ff),
        };
        let count = 1 + wide as u32;
        let check = |base: u16, off: u32| -> Result<u16, EmuError> {
            let i = base as u32 + off;
            if i + count > sreg::COUNT as u32 {
                return Err(self.unsupported(
                    env,
                    op.line,
                    &format!("M0-relative SGPR index {i} is past the SGPR file"),
                ));
            }
            Ok(i as u16)
        };
        let value = match op.src[0] {
            Opnd::S(i) => {
                let i = check(i, src_off)?;
                self.s64(Opnd::S(i))
            }
            other => self.s64(other),
        };
        let Opnd::S(d) = op.dst[0] else {
            return Ok(());
        };
        if d == sreg::NULL {
            return Ok(());
        }
        let d = check(d, dst_off)?;
        if wide {
            self.ws64(d, value);
        } else {
            self.ws32(d, value as u32);
        }
        Ok(())
    }

    /// A VALU op under gfx9 VGPR indexing (MODE.GPR_IDX_EN): the VGPR operands `M0[15:12]`
    /// enables (src0, src1, src2, dst) offset by `M0[7:0]`.
    #[cold]
    pub(super) fn gpr_indexed(
        &self,
        env: &Env,
        op: &super::decode::Op,
    ) -> Result<super::decode::Op, EmuError> {
        use super::decode::Opnd;
        let m0 = self.s[sreg::M0 as usize];
        let (idx, en) = ((m0 & 0xff) as u16, (m0 >> 12) & 15);
        let mut x = op.clone();
        let shift = |o: &mut Opnd, on: bool| -> Result<(), EmuError> {
            if let (Opnd::V(r), true) = (*o, on) {
                let i = r + idx;
                if i >= env.prog.vtemp {
                    return Err(self.unsupported(
                        env,
                        op.line,
                        &format!("M0-indexed VGPR v{i} is past the kernel's registers"),
                    ));
                }
                *o = Opnd::V(i);
            }
            Ok(())
        };
        for k in 0..3 {
            shift(&mut x.src[k], en >> k & 1 != 0)?;
        }
        shift(&mut x.dst[0], en & 8 != 0)?;
        Ok(x)
    }

    /// `s_setreg_*`: writes `value` into the field `simm16` names.
    pub(super) fn write_hwreg(
        &mut self,
        env: &mut Env,
        simm16: u32,
        value: u32,
        line: u32,
    ) -> Result<(), EmuError> {
        let (hw_id, offset, mask) = field(simm16);
        let merge = |old: u32| (old & !mask) | (value << offset & mask);
        match hw_id {
            id::MODE => self.write_mode(env, merge(self.mode), line),
            id::TRAPSTS => {
                self.trapsts = merge(self.trapsts);
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Sets MODE, applying the fields the emulator honours (f32 denormal flushing) and noting
    /// where an unmodelled state begins (see the module doc).
    pub(super) fn write_mode(
        &mut self,
        env: &mut Env,
        mode: u32,
        line: u32,
    ) -> Result<(), EmuError> {
        self.mode = mode;
        self.mode_line = unmodelled_field(mode).map(|_| line);
        env.flush_f32 = (mode >> 4) & 3 == 0;
        Ok(())
    }

    /// The error for a floating-point op run while MODE is in a state the emulator does not
    /// compute in.
    #[cold]
    pub(super) fn mode_error(&self, env: &Env, line: u32) -> EmuError {
        let what = unmodelled_field(self.mode).unwrap_or_else(|| "MODE".into());
        let by = match self.mode_line {
            Some(0) | None => "by the kernel descriptor".to_string(),
            Some(l) => format!("at line {l}"),
        };
        self.unsupported(
            env,
            line,
            &format!("{what} (set {by}) is not modelled: floating-point results would be wrong"),
        )
    }

    /// `s_set_gpr_idx_on` / `_mode` / `_off` (gfx9): M0[7:0] is the index, M0[15:12] the
    /// enables (src0, src1, src2, dst), MODE.GPR_IDX_EN turns indexing on.
    pub(super) fn set_gpr_idx(&mut self, index: Option<u32>, enables: Option<u32>, on: bool) {
        let m0 = &mut self.s[sreg::M0 as usize];
        if let Some(i) = index {
            *m0 = (*m0 & !0xff) | (i & 0xff);
        }
        if let Some(e) = enables {
            *m0 = (*m0 & !0xf000) | (e & 15) << 12;
        }
        if on {
            self.mode |= GPR_IDX_EN;
        } else {
            self.mode &= !GPR_IDX_EN;
        }
    }
}

/// The enables of a `gpr_idx(SRC0,SRC1,SRC2,DST)` operand's text (bits 0..3).
pub fn parse_gpr_idx(text: &str) -> Result<u32, String> {
    let mut bits = 0;
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        bits |= match part {
            "SRC0" => 1,
            "SRC1" => 2,
            "SRC2" => 4,
            "DST" => 8,
            other => return Err(format!("unknown gpr_idx mode `{other}`")),
        };
    }
    Ok(bits)
}
