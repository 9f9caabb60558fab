//! The float side of the VALU, one function per family: conversions, one-source float ops
//! (rounding, transcendentals), float arithmetic and compares. As in `int`, each family answers
//! `false` for an opcode not its own, and all are `#[inline(always)]` for the AVX2 copy.

use super::super::decode::{Op, K};
use super::super::fp;
use super::super::wave::{for_lanes, Env, Wave};
use super::{b, cube, d64, div_fixup, f, frexp64, rtz_f16, Z};

impl Wave {
    /// Conversions between integer, f16, f32 and f64 and the packing ops.
    #[inline(always)]
    pub(super) fn valu_conversions(&mut self, env: &mut Env, op: &Op, d: u16) -> bool {
        use K::*;
        let n = self.n;
        match op.k {
            v_cvt_f32_i32 => self.u1(op, d, |a| b(a as i32 as f32)),
            v_cvt_f32_u32 => self.u1(op, d, |a| b(a as f32)),
            v_cvt_i32_f32 => self.u1(op, d, |a| fp::cvt_i32(f(a) as f64)),
            v_cvt_u32_f32 => self.u1(op, d, |a| fp::cvt_u32(f(a) as f64)),
            v_cvt_rpi_i32_f32 => self.u1(op, d, |a| fp::cvt_i32((f(a) as f64 + 0.5).floor())),
            v_cvt_flr_i32_f32 => self.u1(op, d, |a| fp::cvt_i32((f(a) as f64).floor())),
            v_cvt_f32_ubyte0 => self.u1(op, d, |a| b((a & 0xff) as f32)),
            v_cvt_f32_ubyte1 => self.u1(op, d, |a| b((a >> 8 & 0xff) as f32)),
            v_cvt_f32_ubyte2 => self.u1(op, d, |a| b((a >> 16 & 0xff) as f32)),
            v_cvt_f32_ubyte3 => self.u1(op, d, |a| b((a >> 24) as f32)),
            v_cvt_f16_f32 => {
                // A 16-bit result: into the half a true16 `.h` (op_sel) picks.
                let mut a = Z;
                self.src(op, 0, &mut a);
                let mut r = Z;
                for l in 0..n {
                    r[l] = fp::f32_to_f16(f(a[l])) as u32;
                }
                self.h_put(env, op, d, 1, true, &r);
            }
            v_cvt_f32_f16 => {
                // A 16-bit source: the half `.h` (op_sel) picks, with its modifiers.
                let mut a = Z;
                self.h_src(op, 0, true, &mut a);
                let (e, dv) = (self.exec(), &mut self.v[d as usize]);
                for_lanes(e, n, |l| dv[l] = b(fp::f16_to_f32(a[l] as u16)));
            }
            v_cvt_f64_f32 => {
                let mut a = Z;
                self.src(op, 0, &mut a);
                let mut r = [0u64; 64];
                for l in 0..n {
                    r[l] = (f(a[l]) as f64).to_bits();
                }
                let e = self.exec();
                self.wv64(d, &r, e);
            }
            v_cvt_f64_i32 | v_cvt_f64_u32 => {
                let mut a = Z;
                self.v32(op.src[0], &mut a);
                let mut r = [0u64; 64];
                for l in 0..n {
                    r[l] = if op.k == v_cvt_f64_i32 {
                        (a[l] as i32 as f64).to_bits()
                    } else {
                        (a[l] as f64).to_bits()
                    };
                }
                let e = self.exec();
                self.wv64(d, &r, e);
            }
            v_cvt_f32_f64 | v_cvt_i32_f64 | v_cvt_u32_f64 | v_frexp_exp_i32_f64 => {
                let mut a = [0u64; 64];
                self.src64(op, 0, &mut a);
                let k = op.k;
                let e = self.exec();
                let dv = &mut self.v[d as usize];
                for_lanes(e, n, |l| {
                    let x = d64(a[l]);
                    dv[l] = match k {
                        v_cvt_f32_f64 => b(x as f32),
                        v_cvt_i32_f64 => fp::cvt_i32(x),
                        v_cvt_u32_f64 => fp::cvt_u32(x),
                        _ => frexp64(x).1 as u32,
                    };
                });
            }
            v_cvt_pk_rtz_f16_f32 => self.u2(op, d, |a, c| {
                rtz_f16(f(a)) as u32 | (rtz_f16(f(c)) as u32) << 16
            }),
            v_pack_b32_f16 => {
                let sel = op.op_sel;
                self.u2(op, d, |a, c| {
                    let lo = if sel & 1 != 0 { a >> 16 } else { a & 0xffff };
                    let hi = if sel & 2 != 0 { c >> 16 } else { c & 0xffff };
                    lo | hi << 16
                })
            }
            v_cvt_pk_i16_i32 => self.u2(op, d, |a, c| {
                let sat = |x: u32| (x as i32).clamp(-32768, 32767) as u32 & 0xffff;
                sat(a) | sat(c) << 16
            }),
            v_cvt_pk_u16_u32 => self.u2(op, d, |a, c| a.min(0xffff) | c.min(0xffff) << 16),
            v_cvt_off_f32_i4 => self.u1(op, d, |a| b((((a << 28) as i32) >> 28) as f32 / 16.0)),
            _ => return false,
        }
        true
    }

    /// One-source float ops: rounding, fraction and mantissa/exponent, and the transcendental approximations.
    #[inline(always)]
    pub(super) fn valu_float_unary(&mut self, env: &mut Env, op: &Op, d: u16) -> bool {
        use K::*;
        match op.k {
            v_fract_f32 => self.f1(env, op, d, |a| {
                if a.is_infinite() {
                    f32::NAN
                } else {
                    (a - a.floor()).min(f32::from_bits(0x3f7f_ffff))
                }
            }),
            v_trunc_f32 => self.f1(env, op, d, f32::trunc),
            v_ceil_f32 => self.f1(env, op, d, f32::ceil),
            v_floor_f32 => self.f1(env, op, d, f32::floor),
            v_rndne_f32 => self.f1(env, op, d, f32::round_ties_even),
            v_exp_f32 => self.f1(env, op, d, |a| fp::trans32(a, f64::exp2)),
            v_log_f32 => self.f1(env, op, d, |a| fp::trans32(a, f64::log2)),
            v_rcp_f32 | v_rcp_iflag_f32 => self.f1(env, op, d, |a| fp::trans32(a, |x| 1.0 / x)),
            v_rsq_f32 => self.f1(env, op, d, |a| fp::trans32(a, |x| 1.0 / x.sqrt())),
            v_sqrt_f32 => self.f1(env, op, d, |a| fp::trans32(a, f64::sqrt)),
            v_sin_f32 => self.f1(env, op, d, |a| {
                fp::trans32(a, |x| (x * std::f64::consts::TAU).sin())
            }),
            v_cos_f32 => self.f1(env, op, d, |a| {
                fp::trans32(a, |x| (x * std::f64::consts::TAU).cos())
            }),
            v_frexp_exp_i32_f32 => self.u1(op, d, |a| frexp64(f(a) as f64).1 as u32),
            v_frexp_mant_f32 => self.f1(env, op, d, |a| frexp64(a as f64).0 as f32),
            v_fract_f64 => self.d1(op, d, |a| {
                if a.is_infinite() {
                    f64::NAN
                } else {
                    (a - a.floor()).min(f64::from_bits(0x3fef_ffff_ffff_ffff))
                }
            }),
            v_trunc_f64 => self.d1(op, d, f64::trunc),
            v_ceil_f64 => self.d1(op, d, f64::ceil),
            v_floor_f64 => self.d1(op, d, f64::floor),
            v_rndne_f64 => self.d1(op, d, f64::round_ties_even),
            v_rcp_f64 => self.d1(op, d, |a| 1.0 / a),
            v_rsq_f64 => self.d1(op, d, |a| 1.0 / a.sqrt()),
            v_sqrt_f64 => self.d1(op, d, f64::sqrt),
            v_frexp_mant_f64 => self.d1(op, d, |a| frexp64(a).0),
            _ => return false,
        }
        true
    }

    /// f32 and f64 arithmetic: add/mul, min/max, FMAs, division steps, packed f32, cube coordinates.
    #[inline(always)]
    pub(super) fn valu_float_arith(&mut self, env: &mut Env, op: &Op, d: u16) -> bool {
        use K::*;
        match op.k {
            v_add_f32 => self.f2(env, op, d, |a, c| a + c),
            v_sub_f32 => self.f2(env, op, d, |a, c| a - c),
            v_subrev_f32 => self.f2(env, op, d, |a, c| c - a),
            v_mul_f32 => self.f2(env, op, d, |a, c| a * c),
            v_mul_dx9_zero_f32 => {
                self.f2(
                    env,
                    op,
                    d,
                    |a, c| {
                        if a == 0.0 || c == 0.0 {
                            0.0
                        } else {
                            a * c
                        }
                    },
                )
            }
            v_min_f32 => self.f2(env, op, d, fp::min32),
            v_max_f32 => self.f2(env, op, d, fp::max32),
            v_ldexp_f32 => {
                let flush = env.flush_f32;
                self.u2(op, d, |a, e| {
                    let x = if flush { fp::ftz32(f(a)) } else { f(a) };
                    let e = (e as i32).clamp(-400, 400);
                    b((x as f64 * 2f64.powi(e)) as f32)
                });
                self.fpost(env, op, d);
            }
            v_fmac_f32 | v_fma_f32 | v_fmaak_f32 | v_fmamk_f32 => self.fma_f32(env, op, d),
            v_min3_f32 => self.f3(env, op, d, |a, c, s| fp::min32(fp::min32(a, c), s)),
            v_max3_f32 => self.f3(env, op, d, |a, c, s| fp::max32(fp::max32(a, c), s)),
            v_med3_f32 => self.f3(env, op, d, fp::med3_32),
            v_div_fixup_f32 => self.f3(env, op, d, |q, den, num| {
                div_fixup(q as f64, den as f64, num as f64) as f32
            }),
            v_div_fmas_f32 => self.f3(env, op, d, fp::fma32),
            v_div_scale_f32 => {
                // No scaling: exact for operands away from the denormal/overflow range, which
                // is where the hardware leaves them unscaled too.
                self.f1(env, op, d, |a| a);
                self.set_mask(op.dst[1], 0);
            }
            v_div_scale_f64 => {
                self.d1(op, d, |a| a);
                self.set_mask(op.dst[1], 0);
            }
            v_div_fmas_f64 => self.d3(op, d, f64::mul_add),
            v_div_fixup_f64 => self.d3(op, d, div_fixup),
            v_add_f64 => self.d2(op, d, |a, c| a + c),
            v_mul_f64 => self.d2(op, d, |a, c| a * c),
            v_min_f64 => self.d2(op, d, fp::min64),
            v_max_f64 => self.d2(op, d, fp::max64),
            v_fma_f64 | v_fmac_f64 => self.d3(op, d, f64::mul_add),
            v_ldexp_f64 => self.d_u32(op, d, |x, e| fp::ldexp64(x, e as i32)),
            v_trig_preop_f64 => self.d_u32(op, d, fp::trig_preop),
            v_pk_fma_f32 => self.pk_f32(env, op, d, 3, fp::fma32),
            v_pk_mul_f32 => self.pk_f32(env, op, d, 2, |a, c, _| a * c),
            v_pk_add_f32 => self.pk_f32(env, op, d, 2, |a, c, _| a + c),
            v_maxmin_f32 => self.f3(env, op, d, |a, c, s| fp::min32(fp::max32(a, c), s)),
            v_minmax_f32 => self.f3(env, op, d, |a, c, s| fp::max32(fp::min32(a, c), s)),
            v_cubeid_f32 | v_cubesc_f32 | v_cubetc_f32 | v_cubema_f32 => {
                let k = op.k;
                self.f3(env, op, d, move |x, y, z| cube(k, x, y, z))
            }
            v_fma_dx9_zero_f32 | v_fmac_dx9_zero_f32 => self.f3(env, op, d, |a, c, s| {
                // DX9 rule: 0 times anything (inf and NaN included) is +0.
                if a == 0.0 || c == 0.0 {
                    0.0 + s
                } else {
                    fp::fma32(a, c, s)
                }
            }),
            _ => return false,
        }
        true
    }

    /// Compares into a lane mask (VOPC and its VOP3 forms, v_cmpx included) and float class tests.
    #[inline(always)]
    pub(super) fn valu_compares(&mut self, op: &Op) -> bool {
        use K::*;
        let n = self.n;
        match op.k {
            v_cmp_class_f32 | v_cmp_class_f64 => {
                let mut m = Z;
                self.v32(op.src[1], &mut m);
                let e = self.exec();
                let mut r = 0u64;
                if op.k == v_cmp_class_f32 {
                    let mut a = Z;
                    self.src(op, 0, &mut a);
                    // Classified on the f32 fields: an f32 denormal is normal as an f64.
                    for_lanes(e, n, |l| {
                        let c = super::super::half::class_bits(a[l] as u64, 8, 23);
                        r |= ((m[l] >> c & 1) as u64) << l;
                    });
                } else {
                    let mut a = [0u64; 64];
                    self.src64(op, 0, &mut a);
                    for_lanes(e, n, |l| {
                        let x = d64(a[l]);
                        let c = fp::class64(x, x.is_nan() && a[l] & (1 << 51) == 0);
                        r |= ((m[l] >> c & 1) as u64) << l;
                    });
                }
                self.cmp_result(op, r);
            }
            k if (k as usize) >= v_cmp_f_f32 as usize && (k as usize) <= v_cmp_t_u64 as usize => {
                self.cmp(op)
            }
            _ => return false,
        }
        true
    }
}
