//! The integer side of the VALU, one function per family: moves, cross-lane ops, bit
//! operations and integer arithmetic. Each family's match answers `false` for an opcode not its
//! own, and `valu_one_body` tries the families in turn; they are all `#[inline(always)]` so that
//! the AVX2 copy of `valu_one` compiles their lane loops for AVX2 too.

use super::super::decode::{Op, Opnd, K};
use super::super::wave::{for_lanes, Env, Wave};
use super::super::EmuError;
use super::{bfe_i32, bfe_u32, bfm32, perm, sad, sx24, Z};

impl Wave {
    /// Register moves and swaps, the M0-relative moves and matrix ops: the ops that copy whole registers rather than compute.
    #[inline(always)]
    pub(super) fn valu_moves(&mut self, env: &mut Env, op: &Op, d: u16) -> Result<bool, EmuError> {
        use K::*;
        let n = self.n;
        match op.k {
            v_nop => {}
            v_matrix => {
                let Some(mx) = op.matrix.as_deref() else {
                    return Err(self.unsupported(env, op.line, "matrix op without a shape"));
                };
                super::super::matrix::exec(self, op, mx)
                    .map_err(|m| self.unsupported(env, op.line, &m))?;
            }
            v_mov_b32 | v_accvgpr_read_b32 | v_accvgpr_write_b32 | v_accvgpr_mov_b32 => {
                self.u1(op, d, |a| a)
            }
            v_mov_b64 | v_pk_mov_b32 if op.k == v_mov_b64 => self.q(op, d, |a, _, _| a),
            v_pk_mov_b32 => {
                let (mut a0, mut a1, mut b0, mut b1) = (Z, Z, Z, Z);
                self.pair(op, 0, &mut a0, &mut a1);
                self.pair(op, 1, &mut b0, &mut b1);
                let lo = if op.op_sel & 1 != 0 { a1 } else { a0 };
                let hi = if op.op_sel & 2 != 0 { b1 } else { b0 };
                let e = self.exec();
                let d = d as usize;
                for_lanes(e, n, |l| {
                    self.v[d][l] = lo[l];
                    self.v[d + 1][l] = hi[l];
                });
            }
            v_swap_b32 => {
                if let Opnd::V(s) = op.src[0] {
                    let e = self.exec();
                    let (mut a, mut c) = (self.v[d as usize], self.v[s as usize]);
                    for_lanes(e, n, |l| std::mem::swap(&mut a[l], &mut c[l]));
                    self.v[d as usize] = a;
                    self.v[s as usize] = c;
                }
            }
            v_movrels_b32 | v_movreld_b32 | v_movrelsd_b32 => {
                // The source is offset by M0 (movrels, movrelsd), the destination too
                // (movreld, movrelsd); movreld's source may be a scalar or a constant. The
                // staged DPP/SDWA source sits past the kernel's registers, so the bound is
                // the register file.
                let m0 = self.s[super::super::decode::sreg::M0 as usize] as usize;
                let rel_src = op.k != v_movreld_b32;
                let rel_dst = op.k != v_movrels_b32;
                let mut t = Z;
                match op.src[0] {
                    Opnd::V(src) => {
                        let s = src as usize + if rel_src { m0 } else { 0 };
                        let Some(r) = self.v.get(s) else {
                            return Err(self.unsupported(
                                env,
                                op.line,
                                &format!("M0-relative VGPR v{s} is past the VGPR file"),
                            ));
                        };
                        t = *r;
                    }
                    _ if rel_src => {
                        return Err(self.unsupported(
                            env,
                            op.line,
                            "v_movrels source is not a VGPR",
                        ))
                    }
                    other => self.v32(other, &mut t),
                }
                let dst = d as usize + if rel_dst { m0 } else { 0 };
                if dst >= self.v.len() {
                    return Err(self.unsupported(
                        env,
                        op.line,
                        &format!("M0-relative VGPR v{dst} is past the VGPR file"),
                    ));
                }
                let e = self.exec();
                let dv = &mut self.v[dst];
                for_lanes(e, n, |l| dv[l] = t[l]);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Ops whose result depends on the lane index or on other lanes: lane reads and writes, lane-count masks, per-lane selects, permlanes.
    #[inline(always)]
    pub(super) fn valu_lane_ops(
        &mut self,
        env: &mut Env,
        op: &Op,
        d: u16,
    ) -> Result<bool, EmuError> {
        use K::*;
        let n = self.n;
        match op.k {
            v_readfirstlane_b32 => {
                let e = self.exec();
                let lane = if e == 0 {
                    0
                } else {
                    e.trailing_zeros() as usize
                };
                let v = match op.src[0] {
                    Opnd::V(r) => self.v[r as usize][lane],
                    o => self.s32(o),
                };
                if let Opnd::S(s) = op.dst[0] {
                    self.ws32(s, v);
                }
            }
            v_readlane_b32 => {
                let lane = self.s32(op.src[1]) as usize % n;
                let v = match op.src[0] {
                    Opnd::V(r) => self.v[r as usize][lane],
                    o => self.s32(o),
                };
                if let Opnd::S(s) = op.dst[0] {
                    self.ws32(s, v);
                }
            }
            v_writelane_b32 => {
                let lane = self.s32(op.src[1]) as usize % n;
                let v = self.s32(op.src[0]);
                self.v[d as usize][lane] = v;
            }
            v_mbcnt_lo_u32_b32 | v_mbcnt_hi_u32_b32 => {
                let (mut a, mut c) = (Z, Z);
                self.v32(op.src[0], &mut a);
                self.v32(op.src[1], &mut c);
                let e = self.exec();
                let hi = op.k == v_mbcnt_hi_u32_b32;
                let dv = &mut self.v[d as usize];
                for_lanes(e, n, |l| {
                    let bits = if hi {
                        l.saturating_sub(32).min(32)
                    } else {
                        l.min(32)
                    };
                    let m = if bits == 32 {
                        u32::MAX
                    } else {
                        (1u32 << bits) - 1
                    };
                    dv[l] = (a[l] & m).count_ones().wrapping_add(c[l]);
                });
            }
            v_cndmask_b32 => {
                let mask = self.mask_of(op.src[2]);
                let (mut a, mut c) = (Z, Z);
                self.src(op, 0, &mut a);
                self.src(op, 1, &mut c);
                let e = self.exec();
                let dv = &mut self.v[d as usize];
                for_lanes(e, n, |l| {
                    dv[l] = if mask >> l & 1 != 0 { c[l] } else { a[l] }
                });
            }
            v_permlane16_b32 | v_permlanex16_b32 => {
                // Lane l reads lane sel(l) of its own row (permlane16) or of the other row of
                // its half (permlanex16); sel is the nibble l % 16 of {src2, src1}. op_sel[0] is
                // FI (read inactive lanes), op_sel[1] BOUND_CTRL (0 instead of no write).
                let Opnd::V(src) = op.src[0] else {
                    return Err(self.unsupported(env, op.line, "v_permlane source is not a VGPR"));
                };
                let sel = self.s32(op.src[1]) as u64 | (self.s32(op.src[2]) as u64) << 32;
                let (fi, bc) = (op.op_sel & 1 != 0, op.op_sel & 2 != 0);
                let e = self.exec();
                let t = self.v[src as usize];
                let x = op.k == v_permlanex16_b32;
                let dv = &mut self.v[d as usize];
                for_lanes(e, n, |l| {
                    let row = if x { (l / 16) ^ 1 } else { l / 16 };
                    let from = row * 16 + (sel >> (4 * (l % 16)) & 0xf) as usize;
                    if fi || e >> from & 1 != 0 {
                        dv[l] = t[from];
                    } else if bc {
                        dv[l] = 0;
                    }
                });
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Bit operations: logic, shifts, bit fields, bit counts, byte permutes.
    #[inline(always)]
    pub(super) fn valu_bits(&mut self, op: &Op, d: u16) -> bool {
        use K::*;
        match op.k {
            v_not_b32 => self.u1(op, d, |a| !a),
            v_bfrev_b32 => self.u1(op, d, |a| a.reverse_bits()),
            v_clz_i32_u32 => self.u1(op, d, |a| if a == 0 { u32::MAX } else { a.leading_zeros() }),
            v_ctz_i32_b32 => self.u1(
                op,
                d,
                |a| if a == 0 { u32::MAX } else { a.trailing_zeros() },
            ),
            v_cls_i32 => self.u1(op, d, |a| {
                let x = a as i32;
                if x == 0 || x == -1 {
                    u32::MAX
                } else {
                    (if x < 0 { !a } else { a }).leading_zeros()
                }
            }),
            v_and_b32 => self.u2(op, d, |a, c| a & c),
            v_or_b32 => self.u2(op, d, |a, c| a | c),
            v_xor_b32 => self.u2(op, d, |a, c| a ^ c),
            v_xnor_b32 => self.u2(op, d, |a, c| !(a ^ c)),
            v_lshlrev_b32 => self.u2(op, d, |a, c| c << (a & 31)),
            v_lshrrev_b32 => self.u2(op, d, |a, c| c >> (a & 31)),
            v_ashrrev_i32 => self.u2(op, d, |a, c| ((c as i32) >> (a & 31)) as u32),
            v_bfm_b32 => self.u2(op, d, bfm32),
            v_bcnt_u32_b32 => self.u2(op, d, |a, c| a.count_ones().wrapping_add(c)),
            v_bfe_u32 => self.u3(op, d, |a, o, w| bfe_u32(a, o & 31, w & 31)),
            v_bfe_i32 => self.u3(op, d, |a, o, w| bfe_i32(a, o & 31, w & 31)),
            v_bfi_b32 => self.u3(op, d, |m, a, c| (m & a) | (!m & c)),
            v_alignbit_b32 => self.u3(op, d, |a, c, s| {
                ((((a as u64) << 32) | c as u64) >> (s & 31)) as u32
            }),
            v_alignbyte_b32 => self.u3(op, d, |a, c, s| {
                ((((a as u64) << 32) | c as u64) >> (8 * (s & 3))) as u32
            }),
            v_lshl_or_b32 => self.u3(op, d, |a, c, s| (a << (c & 31)) | s),
            v_and_or_b32 => self.u3(op, d, |a, c, s| (a & c) | s),
            v_or3_b32 => self.u3(op, d, |a, c, s| a | c | s),
            v_xor3_b32 => self.u3(op, d, |a, c, s| a ^ c ^ s),
            v_perm_b32 => self.u3(op, d, perm),
            v_lshlrev_b64 => self.q(op, d, |s, x, _| x << (s & 63)),
            v_lshrrev_b64 => self.q(op, d, |s, x, _| x >> (s & 63)),
            v_ashrrev_i64 => self.q(op, d, |s, x, _| ((x as i64) >> (s & 63)) as u64),
            _ => return false,
        }
        true
    }

    /// Integer arithmetic: add/sub (with and without carries), multiplies, multiply-adds, min/max/median, sums of absolute differences.
    #[inline(always)]
    pub(super) fn valu_int_arith(&mut self, op: &Op, d: u16) -> bool {
        use K::*;
        let n = self.n;
        match op.k {
            v_min_i32 => self.u2(op, d, |a, c| (a as i32).min(c as i32) as u32),
            v_max_i32 => self.u2(op, d, |a, c| (a as i32).max(c as i32) as u32),
            v_min_u32 => self.u2(op, d, |a, c| a.min(c)),
            v_max_u32 => self.u2(op, d, |a, c| a.max(c)),
            v_add_nc_u32 => {
                if op.clamp {
                    self.u2(op, d, |a, c| a.saturating_add(c))
                } else {
                    self.u2(op, d, |a, c| a.wrapping_add(c))
                }
            }
            v_sub_nc_u32 => self.u2(op, d, |a, c| a.wrapping_sub(c)),
            v_subrev_nc_u32 => self.u2(op, d, |a, c| c.wrapping_sub(a)),
            v_add_nc_i32 => self.u2(op, d, |a, c| (a as i32).wrapping_add(c as i32) as u32),
            v_sub_nc_i32 => self.u2(op, d, |a, c| (a as i32).wrapping_sub(c as i32) as u32),
            v_mul_i32_i24 => self.u2(op, d, |a, c| (sx24(a) * sx24(c)) as u32),
            v_mul_hi_i32_i24 => self.u2(op, d, |a, c| ((sx24(a) * sx24(c)) >> 32) as u32),
            v_mul_u32_u24 => self.u2(op, d, |a, c| {
                ((a & 0xff_ffff) as u64 * (c & 0xff_ffff) as u64) as u32
            }),
            v_mul_hi_u32_u24 => self.u2(op, d, |a, c| {
                (((a & 0xff_ffff) as u64 * (c & 0xff_ffff) as u64) >> 32) as u32
            }),
            v_mul_lo_u32 => self.u2(op, d, |a, c| a.wrapping_mul(c)),
            v_mul_hi_u32 => self.u2(op, d, |a, c| ((a as u64 * c as u64) >> 32) as u32),
            v_mul_hi_i32 => self.u2(op, d, |a, c| {
                ((a as i32 as i64 * c as i32 as i64) >> 32) as u32
            }),
            v_add_co_u32 => self.carry(op, d, |a, c, _| a + c),
            v_sub_co_u32 => self.carry(op, d, |a, c, _| a.wrapping_sub(c)),
            v_subrev_co_u32 => self.carry(op, d, |a, c, _| c.wrapping_sub(a)),
            v_add_co_ci_u32 => self.carry(op, d, |a, c, ci| a + c + ci),
            v_sub_co_ci_u32 => self.carry(op, d, |a, c, ci| a.wrapping_sub(c + ci)),
            v_subrev_co_ci_u32 => self.carry(op, d, |a, c, ci| c.wrapping_sub(a + ci)),
            v_mad_u64_u32 | v_mad_i64_i32 => {
                let (mut a, mut c) = (Z, Z);
                self.v32(op.src[0], &mut a);
                self.v32(op.src[1], &mut c);
                let mut s = [0u64; 64];
                self.v64(op.src[2], &mut s);
                let mut r = [0u64; 64];
                let mut carry = 0u64;
                let e = self.exec();
                let signed = op.k == v_mad_i64_i32;
                for_lanes(e, n, |l| {
                    if signed {
                        let p = a[l] as i32 as i128 * c[l] as i32 as i128 + s[l] as i64 as i128;
                        r[l] = p as u64;
                        carry |= ((p > i64::MAX as i128 || p < i64::MIN as i128) as u64) << l;
                    } else {
                        let p = a[l] as u128 * c[l] as u128 + s[l] as u128;
                        r[l] = p as u64;
                        carry |= ((p >> 64 != 0) as u64) << l;
                    }
                });
                self.wv64(d, &r, e);
                self.set_mask(op.dst[1], carry);
            }
            v_mad_u32_u24 => self.u3(op, d, |a, c, s| {
                (((a & 0xff_ffff) as u64 * (c & 0xff_ffff) as u64) as u32).wrapping_add(s)
            }),
            v_mad_i32_i24 => self.u3(op, d, |a, c, s| {
                ((sx24(a) * sx24(c)) as u32).wrapping_add(s)
            }),
            v_lshl_add_u32 => self.u3(op, d, |a, c, s| (a << (c & 31)).wrapping_add(s)),
            v_add_lshl_u32 => self.u3(op, d, |a, c, s| a.wrapping_add(c) << (s & 31)),
            v_add3_u32 => self.u3(op, d, |a, c, s| a.wrapping_add(c).wrapping_add(s)),
            v_xad_u32 => self.u3(op, d, |a, c, s| (a ^ c).wrapping_add(s)),
            v_min3_i32 => self.u3(op, d, |a, c, s| {
                (a as i32).min(c as i32).min(s as i32) as u32
            }),
            v_max3_i32 => self.u3(op, d, |a, c, s| {
                (a as i32).max(c as i32).max(s as i32) as u32
            }),
            v_med3_i32 => self.u3(op, d, |a, c, s| {
                let (a, c, s) = (a as i32, c as i32, s as i32);
                a.min(c).max(a.max(c).min(s)) as u32
            }),
            v_min3_u32 => self.u3(op, d, |a, c, s| a.min(c).min(s)),
            v_max3_u32 => self.u3(op, d, |a, c, s| a.max(c).max(s)),
            v_med3_u32 => self.u3(op, d, |a, c, s| a.min(c).max(a.max(c).min(s))),
            v_lshl_add_u64 => self.q(op, d, |x, s, a| (x << (s & 7)).wrapping_add(a)),
            v_maxmin_i32 => self.u3(op, d, |a, c, s| {
                (a as i32).max(c as i32).min(s as i32) as u32
            }),
            v_minmax_i32 => self.u3(op, d, |a, c, s| {
                (a as i32).min(c as i32).max(s as i32) as u32
            }),
            v_maxmin_u32 => self.u3(op, d, |a, c, s| a.max(c).min(s)),
            v_minmax_u32 => self.u3(op, d, |a, c, s| a.min(c).max(s)),
            v_sad_u8 => self.u3(op, d, |a, c, s| sad(a, c, 8).wrapping_add(s)),
            v_sad_hi_u8 => self.u3(op, d, |a, c, s| (sad(a, c, 8) << 16).wrapping_add(s)),
            v_sad_u16 => self.u3(op, d, |a, c, s| sad(a, c, 16).wrapping_add(s)),
            v_sad_u32 => self.u3(op, d, |a, c, s| a.abs_diff(c).wrapping_add(s)),
            v_lerp_u8 => self.u3(op, d, |a, c, s| {
                (0..4).fold(0, |acc, i| {
                    let byte = |x: u32| (x >> (8 * i)) & 0xff;
                    acc | ((byte(a) + byte(c) + (byte(s) & 1)) >> 1) << (8 * i)
                })
            }),
            _ => return false,
        }
        true
    }
}
