//! Scalar ALU semantics (SOP1, SOP2, SOPK, SOPC).

use super::decode::{Op, Opnd, K};
use super::wave::{Env, Wave};
use super::EmuError;

/// The operands every scalar op reads, once: the destination SGPR (NULL for none) and the two
/// sources as 32-bit and as 64-bit values.
#[derive(Clone, Copy)]
struct SOps {
    d: u16,
    a: u32,
    b: u32,
    a64: u64,
    b64: u64,
}

impl Wave {
    /// One scalar op: the families below in turn (each answers whether the opcode was its own;
    /// they are disjoint, so the order only decides how soon a common op is found).
    pub(super) fn salu(&mut self, env: &mut Env, op: &Op) -> Result<(), EmuError> {
        let d = match op.dst[0] {
            Opnd::S(i) => i,
            _ => super::decode::sreg::NULL,
        };
        let o = SOps {
            d,
            a: self.s32(op.src[0]),
            b: self.s32(op.src[1]),
            a64: self.s64(op.src[0]),
            b64: self.s64(op.src[1]),
        };
        if self.salu_arith(op, &o)
            || self.salu_logic(op, &o)
            || self.salu_compares(op, &o)
            || self.salu_moves(op, &o)
            || self.salu_bit_scans(op, &o)
            || self.salu_exec_masks(op)
            || self.salu_control(env, op, &o)?
        {
            return Ok(());
        }
        let k = op.k;
        Err(self.unsupported(
            env,
            op.line,
            &format!("scalar opcode {k:?} has no semantics yet"),
        ))
    }

    /// A 32-bit result with SCC = (result != 0).
    fn r32(&mut self, d: u16, v: u32) {
        self.ws32(d, v);
        self.scc = v != 0;
    }

    /// A 64-bit result with SCC = (result != 0).
    fn r64(&mut self, d: u16, v: u64) {
        self.ws64(d, v);
        self.scc = v != 0;
    }

    /// saveexec (sdst = the old EXEC) or, with `wrexec`, wrexec (sdst = the new EXEC):
    /// EXEC = f(src, EXEC); SCC = EXEC != 0.
    fn exec_update(&mut self, op: &Op, f: fn(u64, u64) -> u64, wrexec: bool) {
        let old = self.exec();
        let src = self.mask_of(op.src[0]);
        let new = f(src, old) & self.full;
        if wrexec {
            self.set_exec(new);
            self.set_mask(op.dst[0], new);
        } else {
            self.set_mask(op.dst[0], old);
            self.set_exec(new);
        }
        self.scc = new != 0;
    }

    /// Integer arithmetic: add/sub with carries and overflow into SCC, min/max, multiplies, shift-adds, absolute values.
    #[inline(always)]
    fn salu_arith(&mut self, op: &Op, o: &SOps) -> bool {
        use K::*;
        let SOps { d, a, b, .. } = *o;
        match op.k {
            s_abs_i32 => self.r32(d, (a as i32).wrapping_abs() as u32),
            s_add_u32 => {
                let (r, c) = a.overflowing_add(b);
                self.ws32(d, r);
                self.scc = c;
            }
            s_sub_u32 => {
                let (r, c) = a.overflowing_sub(b);
                self.ws32(d, r);
                self.scc = c;
            }
            s_add_i32 => {
                let (r, o) = (a as i32).overflowing_add(b as i32);
                self.ws32(d, r as u32);
                self.scc = o;
            }
            s_sub_i32 => {
                let (r, o) = (a as i32).overflowing_sub(b as i32);
                self.ws32(d, r as u32);
                self.scc = o;
            }
            s_addk_i32 => {
                let x = self.s32(op.dst[0]);
                let k = a as u16 as i16 as i32;
                let (r, o) = (x as i32).overflowing_add(k);
                self.ws32(d, r as u32);
                self.scc = o;
            }
            s_mulk_i32 => {
                let x = self.s32(op.dst[0]);
                let k = a as u16 as i16 as i32;
                self.ws32(d, (x as i32).wrapping_mul(k) as u32);
            }
            s_addc_u32 => {
                let r = a as u64 + b as u64 + self.scc as u64;
                self.ws32(d, r as u32);
                self.scc = r >> 32 != 0;
            }
            s_subb_u32 => {
                let r = (a as u64).wrapping_sub(b as u64 + self.scc as u64);
                self.ws32(d, r as u32);
                self.scc = (b as u64 + self.scc as u64) > a as u64;
            }
            s_min_i32 => {
                self.scc = (a as i32) < (b as i32);
                self.ws32(d, if self.scc { a } else { b });
            }
            s_min_u32 => {
                self.scc = a < b;
                self.ws32(d, if self.scc { a } else { b });
            }
            s_max_i32 => {
                self.scc = (a as i32) > (b as i32);
                self.ws32(d, if self.scc { a } else { b });
            }
            s_max_u32 => {
                self.scc = a > b;
                self.ws32(d, if self.scc { a } else { b });
            }
            s_lshl1_add_u32 | s_lshl2_add_u32 | s_lshl3_add_u32 | s_lshl4_add_u32 => {
                let sh = match op.k {
                    s_lshl1_add_u32 => 1,
                    s_lshl2_add_u32 => 2,
                    s_lshl3_add_u32 => 3,
                    _ => 4,
                };
                let r = ((a as u64) << sh) + b as u64;
                self.ws32(d, r as u32);
                self.scc = r >> 32 != 0;
            }
            s_mul_i32 => self.ws32(d, (a as i32).wrapping_mul(b as i32) as u32),
            s_mul_hi_u32 => self.ws32(d, ((a as u64 * b as u64) >> 32) as u32),
            s_mul_hi_i32 => self.ws32(d, ((a as i32 as i64 * b as i32 as i64) >> 32) as u32),
            s_absdiff_i32 => self.r32(d, (a as i32).wrapping_sub(b as i32).wrapping_abs() as u32),
            _ => return false,
        }
        true
    }

    /// Bitwise logic and shifts (SCC = result != 0), bit-field masks and extracts, 16-bit packs.
    #[inline(always)]
    fn salu_logic(&mut self, op: &Op, o: &SOps) -> bool {
        use K::*;
        let SOps { d, a, b, a64, b64 } = *o;
        match op.k {
            s_and_b32 => self.r32(d, a & b),
            s_and_b64 => self.r64(d, a64 & b64),
            s_or_b32 => self.r32(d, a | b),
            s_or_b64 => self.r64(d, a64 | b64),
            s_xor_b32 => self.r32(d, a ^ b),
            s_xor_b64 => self.r64(d, a64 ^ b64),
            s_and_not1_b32 => self.r32(d, a & !b),
            s_and_not1_b64 => self.r64(d, a64 & !b64),
            s_or_not1_b32 => self.r32(d, a | !b),
            s_or_not1_b64 => self.r64(d, a64 | !b64),
            s_nand_b32 => self.r32(d, !(a & b)),
            s_nand_b64 => self.r64(d, !(a64 & b64)),
            s_nor_b32 => self.r32(d, !(a | b)),
            s_nor_b64 => self.r64(d, !(a64 | b64)),
            s_xnor_b32 => self.r32(d, !(a ^ b)),
            s_xnor_b64 => self.r64(d, !(a64 ^ b64)),
            s_lshl_b32 => self.r32(d, a << (b & 31)),
            s_lshl_b64 => self.r64(d, a64 << (b & 63)),
            s_lshr_b32 => self.r32(d, a >> (b & 31)),
            s_lshr_b64 => self.r64(d, a64 >> (b & 63)),
            s_ashr_i32 => self.r32(d, ((a as i32) >> (b & 31)) as u32),
            s_ashr_i64 => self.r64(d, ((a64 as i64) >> (b & 63)) as u64),
            s_bfm_b32 => self.ws32(d, bfm32(a, b)),
            s_bfm_b64 => self.ws64(
                d,
                (if a & 63 == 0 {
                    0
                } else {
                    u64::MAX >> (64 - (a & 63))
                }) << (b & 63),
            ),
            s_bfe_u32 => self.r32(d, bfe_u32(a, b & 31, (b >> 16) & 0x7f)),
            s_bfe_i32 => self.r32(d, bfe_i32(a, b & 31, (b >> 16) & 0x7f)),
            s_bfe_u64 => {
                let off = b & 63;
                let w = ((b >> 16) & 0x7f).min(64);
                let r = if w == 0 {
                    0
                } else {
                    (a64 >> off) & (u64::MAX >> (64 - w))
                };
                self.r64(d, r)
            }
            s_bfe_i64 => {
                let off = b & 63;
                let w = ((b >> 16) & 0x7f).min(64);
                let r = if w == 0 {
                    0
                } else {
                    (((a64 >> off) << (64 - w)) as i64 >> (64 - w)) as u64
                };
                self.r64(d, r)
            }
            s_pack_ll_b32_b16 => self.ws32(d, (a & 0xffff) | (b << 16)),
            s_pack_lh_b32_b16 => self.ws32(d, (a & 0xffff) | (b & 0xffff_0000)),
            s_pack_hh_b32_b16 => self.ws32(d, (a >> 16) | (b & 0xffff_0000)),
            s_pack_hl_b32_b16 => self.ws32(d, (a >> 16) | (b << 16)),
            _ => return false,
        }
        true
    }

    /// SOPC and SOPK compares and bit tests: they write SCC only.
    #[inline(always)]
    fn salu_compares(&mut self, op: &Op, o: &SOps) -> bool {
        use K::*;
        let SOps { a, b, a64, b64, .. } = *o;
        match op.k {
            s_cmp_eq_i32 | s_cmp_eq_u32 => self.scc = a == b,
            s_cmp_lg_i32 | s_cmp_lg_u32 => self.scc = a != b,
            s_cmp_gt_i32 => self.scc = (a as i32) > (b as i32),
            s_cmp_ge_i32 => self.scc = (a as i32) >= (b as i32),
            s_cmp_lt_i32 => self.scc = (a as i32) < (b as i32),
            s_cmp_le_i32 => self.scc = (a as i32) <= (b as i32),
            s_cmp_gt_u32 => self.scc = a > b,
            s_cmp_ge_u32 => self.scc = a >= b,
            s_cmp_lt_u32 => self.scc = a < b,
            s_cmp_le_u32 => self.scc = a <= b,
            s_cmp_eq_u64 => self.scc = a64 == b64,
            s_cmp_lg_u64 => self.scc = a64 != b64,
            s_bitcmp0_b32 => self.scc = a >> (b & 31) & 1 == 0,
            s_bitcmp1_b32 => self.scc = a >> (b & 31) & 1 == 1,
            s_bitcmp0_b64 => self.scc = a64 >> (b & 63) & 1 == 0,
            s_bitcmp1_b64 => self.scc = a64 >> (b & 63) & 1 == 1,
            // SOPK compares: `s_cmpk_* ssrc, simm16` (signed or unsigned 16-bit immediate)
            s_cmpk_eq_i32 => self.scc = a as i32 == b as u16 as i16 as i32,
            s_cmpk_lg_i32 => self.scc = a as i32 != b as u16 as i16 as i32,
            s_cmpk_gt_i32 => self.scc = a as i32 > b as u16 as i16 as i32,
            s_cmpk_ge_i32 => self.scc = a as i32 >= b as u16 as i16 as i32,
            s_cmpk_lt_i32 => self.scc = (a as i32) < b as u16 as i16 as i32,
            s_cmpk_le_i32 => self.scc = a as i32 <= b as u16 as i16 as i32,
            s_cmpk_eq_u32 => self.scc = a == b & 0xffff,
            s_cmpk_lg_u32 => self.scc = a != b & 0xffff,
            s_cmpk_gt_u32 => self.scc = a > b & 0xffff,
            s_cmpk_ge_u32 => self.scc = a >= b & 0xffff,
            s_cmpk_lt_u32 => self.scc = a < b & 0xffff,
            s_cmpk_le_u32 => self.scc = a <= b & 0xffff,
            _ => return false,
        }
        true
    }

    /// Moves, conditional moves and selects, sign extensions, single-bit sets.
    #[inline(always)]
    fn salu_moves(&mut self, op: &Op, o: &SOps) -> bool {
        use K::*;
        let SOps { d, a, b, a64, b64 } = *o;
        match op.k {
            s_mov_b32 => self.ws32(d, a),
            s_mov_b64 => self.ws64(d, a64),
            s_movk_i32 => self.ws32(d, a as u16 as i16 as i32 as u32),
            s_cmovk_i32 => {
                if self.scc {
                    self.ws32(d, a as u16 as i16 as i32 as u32)
                }
            }
            s_cmov_b32 => {
                if self.scc {
                    self.ws32(d, a)
                }
            }
            s_cmov_b64 => {
                if self.scc {
                    self.ws64(d, a64)
                }
            }
            s_sext_i32_i8 => self.ws32(d, a as i8 as i32 as u32),
            s_sext_i32_i16 => self.ws32(d, a as i16 as i32 as u32),
            s_bitset0_b32 => {
                let v = self.s32(op.dst[0]) & !(1 << (a & 31));
                self.ws32(d, v)
            }
            s_bitset1_b32 => {
                let v = self.s32(op.dst[0]) | (1 << (a & 31));
                self.ws32(d, v)
            }
            s_bitset0_b64 => {
                let v = self.s64(op.dst[0]) & !(1u64 << (a & 63));
                self.ws64(d, v)
            }
            s_bitset1_b64 => {
                let v = self.s64(op.dst[0]) | (1u64 << (a & 63));
                self.ws64(d, v)
            }
            s_cselect_b32 => self.ws32(d, if self.scc { a } else { b }),
            s_cselect_b64 => self.ws64(d, if self.scc { a64 } else { b64 }),
            _ => return false,
        }
        true
    }

    /// One-source bit ops: not, bit reverse, bit counts, first-one/zero scans, whole-quad masks.
    #[inline(always)]
    fn salu_bit_scans(&mut self, op: &Op, o: &SOps) -> bool {
        use K::*;
        let SOps { d, a, a64, .. } = *o;
        match op.k {
            s_not_b32 => self.r32(d, !a),
            s_not_b64 => self.r64(d, !a64),
            s_brev_b32 => self.ws32(d, a.reverse_bits()),
            s_brev_b64 => self.ws64(d, a64.reverse_bits()),
            s_bcnt0_i32_b32 => self.r32(d, a.count_zeros()),
            s_bcnt0_i32_b64 => self.r32(d, a64.count_zeros()),
            s_bcnt1_i32_b32 => self.r32(d, a.count_ones()),
            s_bcnt1_i32_b64 => self.r32(d, a64.count_ones()),
            s_ctz_i32_b32 => self.ws32(d, if a == 0 { u32::MAX } else { a.trailing_zeros() }),
            s_ctz_i32_b64 => self.ws32(
                d,
                if a64 == 0 {
                    u32::MAX
                } else {
                    a64.trailing_zeros()
                },
            ),
            s_clz_i32_u32 => self.ws32(d, if a == 0 { u32::MAX } else { a.leading_zeros() }),
            s_clz_i32_u64 => self.ws32(
                d,
                if a64 == 0 {
                    u32::MAX
                } else {
                    a64.leading_zeros()
                },
            ),
            s_cls_i32 => {
                let x = a as i32;
                let r = if x == 0 || x == -1 {
                    u32::MAX
                } else {
                    (if x < 0 { !a } else { a }).leading_zeros()
                };
                self.ws32(d, r)
            }
            s_cls_i32_i64 => {
                let x = a64 as i64;
                let r = if x == 0 || x == -1 {
                    u32::MAX
                } else {
                    (if x < 0 { !a64 } else { a64 }).leading_zeros()
                };
                self.ws32(d, r)
            }
            s_bitreplicate_b64_b32 => {
                let mut r = 0u64;
                for i in 0..32 {
                    if a >> i & 1 != 0 {
                        r |= 3 << (2 * i);
                    }
                }
                self.ws64(d, r)
            }
            s_ff0_i32_b32 => self.ws32(
                d,
                if a == u32::MAX {
                    u32::MAX
                } else {
                    (!a).trailing_zeros()
                },
            ),
            s_ff0_i32_b64 => self.ws32(
                d,
                if a64 == u64::MAX {
                    u32::MAX
                } else {
                    (!a64).trailing_zeros()
                },
            ),
            s_wqm_b32 | s_wqm_b64 => {
                let mut r = 0u64;
                for q in 0..16 {
                    if a64 >> (4 * q) & 0xf != 0 {
                        r |= 0xf << (4 * q);
                    }
                }
                if op.k == s_wqm_b32 {
                    self.r32(d, r as u32)
                } else {
                    self.r64(d, r)
                }
            }
            s_quadmask_b32 | s_quadmask_b64 => {
                let mut r = 0u64;
                for q in 0..16 {
                    if a64 >> (4 * q) & 0xf != 0 {
                        r |= 1 << q;
                    }
                }
                if op.k == s_quadmask_b32 {
                    self.r32(d, r as u32)
                } else {
                    self.r64(d, r)
                }
            }
            _ => return false,
        }
        true
    }

    /// saveexec (old EXEC into sdst, then EXEC = f(src, EXEC)) and wrexec (the new EXEC into sdst too); SCC = EXEC != 0.
    #[inline(always)]
    fn salu_exec_masks(&mut self, op: &Op) -> bool {
        use K::*;
        match op.k {
            s_and_saveexec_b32 | s_and_saveexec_b64 => self.exec_update(op, |s, e| s & e, false),
            s_or_saveexec_b32 | s_or_saveexec_b64 => self.exec_update(op, |s, e| s | e, false),
            s_xor_saveexec_b32 | s_xor_saveexec_b64 => self.exec_update(op, |s, e| s ^ e, false),
            s_and_not1_saveexec_b32 | s_and_not1_saveexec_b64 => {
                self.exec_update(op, |s, e| s & !e, false)
            }
            s_or_not1_saveexec_b32 | s_or_not1_saveexec_b64 => {
                self.exec_update(op, |s, e| s | !e, false)
            }
            s_and_not0_saveexec_b32 | s_and_not0_saveexec_b64 => {
                self.exec_update(op, |s, e| !s & e, false)
            }
            s_or_not0_saveexec_b32 | s_or_not0_saveexec_b64 => {
                self.exec_update(op, |s, e| !s | e, false)
            }
            s_nand_saveexec_b32 | s_nand_saveexec_b64 => {
                self.exec_update(op, |s, e| !(s & e), false)
            }
            s_nor_saveexec_b32 | s_nor_saveexec_b64 => self.exec_update(op, |s, e| !(s | e), false),
            s_xnor_saveexec_b32 | s_xnor_saveexec_b64 => {
                self.exec_update(op, |s, e| !(s ^ e), false)
            }
            s_and_not0_wrexec_b32 | s_and_not0_wrexec_b64 => {
                self.exec_update(op, |s, e| !s & e, true)
            }
            s_and_not1_wrexec_b32 | s_and_not1_wrexec_b64 => {
                self.exec_update(op, |s, e| s & !e, true)
            }
            _ => return false,
        }
        true
    }

    /// Program counter, calls, hardware registers, GPR indexing, M0-relative moves and messages with a return value.
    #[inline(always)]
    fn salu_control(&mut self, env: &mut Env, op: &Op, o: &SOps) -> Result<bool, EmuError> {
        use K::*;
        let SOps { d, a, b, a64, .. } = *o;
        match op.k {
            // Calls and returns (see `calls`): `self.pc` already names the next op.
            s_getpc_b64 => self.ws64(d, env.prog.addr(self.pc)),
            s_setpc_b64 => self.jump(env, op, a64)?,
            s_swappc_b64 => {
                self.ws64(d, env.prog.addr(self.pc));
                self.jump(env, op, a64)?;
            }
            s_call_b64 => {
                self.ws64(d, env.prog.addr(self.pc));
                self.jump(env, op, op.off0 as u64)?;
            }
            s_getreg_b32 => self.ws32(d, self.getreg(env, op.target)),
            s_setreg_b32 | s_setreg_imm32_b32 => self.write_hwreg(env, op.target, a, op.line)?,
            s_set_gpr_idx_on => self.set_gpr_idx(Some(a), Some(op.off0 as u32), true),
            s_setvskip => {
                // MODE.VSKIP = bit S1 of S0: vector instructions are skipped while it is set.
                let on = a >> (b & 31) & 1 != 0;
                let mode = (self.mode & !super::hwreg::VSKIP) | (on as u32) << 28;
                self.write_mode(env, mode, op.line)?;
            }
            s_movrels_b32 | s_movrels_b64 | s_movreld_b32 | s_movreld_b64 | s_movrelsd_2_b32 => {
                self.movrel_s(env, op)?
            }
            s_sendmsg_rtn_b32 | s_sendmsg_rtn_b64 => self.sendmsg_rtn(op, d),
            _ => return Ok(false),
        }
        Ok(true)
    }
}

pub fn bfm32(width: u32, offset: u32) -> u32 {
    let w = width & 31;
    (if w == 0 { 0 } else { u32::MAX >> (32 - w) }) << (offset & 31)
}

pub fn bfe_u32(x: u32, off: u32, width: u32) -> u32 {
    let w = width.min(32);
    if w == 0 {
        0
    } else {
        (x >> (off & 31)) & (u32::MAX >> (32 - w))
    }
}

pub fn bfe_i32(x: u32, off: u32, width: u32) -> u32 {
    let w = width.min(32);
    if w == 0 {
        0
    } else {
        ((((x >> (off & 31)) << (32 - w)) as i32) >> (32 - w)) as u32
    }
}
