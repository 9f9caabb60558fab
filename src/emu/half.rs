//! 16-bit VALU semantics: f16 and i16/u16 operations in one half of a VGPR, packed (VOP3P)
//! 16-bit math, dot products and the f16/f32 mixed FMA.
//!
//! - A 16-bit source is the low half of the 32-bit operand, or the high half when its `op_sel`
//!   bit is set; float `abs`/`neg` act on bit 15.
//! - A 16-bit result goes to the low half (the high half with `op_sel`'s destination bit). What
//!   happens to the other half is a per-target fact ([`crate::isa::semantics::half_write_zeroes_high`]).
//! - f16 arithmetic is computed exactly in f64 and rounded once to f16 (products of two f16 are
//!   exact in f64; sums go through [`fma_to_f16`], which rounds to odd first so the final
//!   rounding is correct). Transcendentals are rounded once from f64, as in [`super::fp`].
//! - Denormals are kept (hipcc's `float_denorm_mode_16_64 3`); min/max follow IEEE mode.

use super::decode::{Op, K};
use super::fp;
use super::wave::{for_lanes, Env, Lanes, Wave};
use super::EmuError;
use crate::isa::semantics::half_write_zeroes_high;

const Z: Lanes = [0; 64];

/// f16 bits to f64 (exact).
#[inline]
pub fn hf(x: u32) -> f64 {
    fp::f16_to_f32(x as u16) as f64
}

/// f64 to f16 bits, one rounding.
#[inline]
pub fn fh(x: f64) -> u32 {
    fp::f64_to_f16(x) as u32
}

fn is_nan16(x: u32) -> bool {
    x & 0x7c00 == 0x7c00 && x & 0x3ff != 0
}

fn is_snan16(x: u32) -> bool {
    is_nan16(x) && x & 0x200 == 0
}

/// `a * b + c` rounded once to f16, for `a * b` exact in f64 (f16 or f32 factors).
///
/// The f64 sum is made round-to-odd (the sticky bit of two-sum's error forced into the last
/// place), which makes the second rounding, to 11 bits, correct.
pub fn fma_to_f16(a: f64, b: f64, c: f64) -> u32 {
    let p = a * b;
    let s = p + c;
    if !s.is_finite() || s == 0.0 {
        return fh(s);
    }
    let bb = s - p;
    let err = (p - (s - bb)) + (c - bb);
    let mut bits = s.to_bits();
    if err != 0.0 && bits & 1 == 0 {
        if (err > 0.0) == (s > 0.0) {
            bits += 1;
        } else {
            bits -= 1;
        }
    }
    fh(f64::from_bits(bits))
}

/// IEEE-mode f16 maximum on bit patterns (sNaN in gives qNaN, qNaN against a number gives the
/// number, -0 < +0).
pub fn max16(a: u32, b: u32) -> u32 {
    minmax16(a, b, true)
}

/// IEEE-mode f16 minimum.
pub fn min16(a: u32, b: u32) -> u32 {
    minmax16(a, b, false)
}

fn minmax16(a: u32, b: u32, max: bool) -> u32 {
    if is_snan16(a) {
        return a | 0x200;
    }
    if is_snan16(b) {
        return b | 0x200;
    }
    if is_nan16(a) {
        return b;
    }
    if is_nan16(b) {
        return a;
    }
    let (x, y) = (hf(a), hf(b));
    let pick_a = if x == y {
        // -0 < +0
        (a & 0x8000 == 0) == max
    } else {
        (x > y) == max
    };
    if pick_a {
        a
    } else {
        b
    }
}

/// IEEE-mode median of three f16.
pub fn med3_16(a: u32, b: u32, c: u32) -> u32 {
    if is_nan16(a) || is_nan16(b) || is_nan16(c) {
        return min16(min16(a, b), c);
    }
    max16(min16(a, b), min16(max16(a, b), c))
}

/// `v_cmp_class_*` class bit from a float's fields: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal,
/// 4 -denorm, 5 -0, 6 +0, 7 +denorm, 8 +normal, 9 +inf. `mbits` is the mantissa width.
pub fn class_bits(bits: u64, ebits: u32, mbits: u32) -> u32 {
    let neg = bits >> (ebits + mbits) & 1 != 0;
    let e = (bits >> mbits) & ((1 << ebits) - 1);
    let m = bits & ((1 << mbits) - 1);
    let emax = (1u64 << ebits) - 1;
    let pos = if e == emax {
        if m == 0 {
            9
        } else if m >> (mbits - 1) & 1 == 0 {
            return 0;
        } else {
            return 1;
        }
    } else if e == 0 {
        if m == 0 {
            6
        } else {
            7
        }
    } else {
        8
    };
    // -inf 2, -normal 3, -denorm 4, -0 5 mirror +inf 9, +normal 8, +denorm 7, +0 6.
    if neg {
        11 - pos
    } else {
        pos
    }
}

fn round16(x: u32, g: fn(f64) -> f64) -> u32 {
    if is_nan16(x) {
        return x | 0x200;
    }
    let r = fh(g(hf(x)));
    // Keep the sign of a zero result (ceil(-0.5) = -0).
    if r & 0x7fff == 0 {
        return r | (x & 0x8000);
    }
    r
}

fn frexp16(x: u32) -> (u32, i32) {
    if is_nan16(x) {
        return (x | 0x200, 0);
    }
    if x & 0x7fff == 0x7c00 {
        return (0x7e00, 0);
    }
    if x & 0x7fff == 0 {
        return (x, 0);
    }
    let v = hf(x);
    let e = v.abs().log2().floor() as i32 + 1;
    (fh(v / 2f64.powi(e)), e)
}

fn sat_i16(x: f64) -> u32 {
    if x.is_nan() {
        0
    } else {
        (x.trunc().clamp(-32768.0, 32767.0) as i32 as u32) & 0xffff
    }
}

fn sat_u16(x: f64) -> u32 {
    if x.is_nan() {
        0
    } else {
        x.trunc().clamp(0.0, 65535.0) as u32
    }
}

fn sx16(x: u32) -> i32 {
    x as u16 as i16 as i32
}

fn trans16(x: u32, g: fn(f64) -> f64) -> u32 {
    fh(g(hf(x)))
}

impl Wave {
    /// 16-bit source `i`: the half `op_sel` picks, with float modifiers on bit 15.
    pub(super) fn h_src(&self, op: &Op, i: usize, float: bool, out: &mut Lanes) {
        self.v32(op.src[i], out);
        let sh = if op.op_sel >> i & 1 != 0 { 16 } else { 0 };
        let abs = float && op.abs >> i & 1 != 0;
        let neg = float && op.neg >> i & 1 != 0;
        for x in out[..self.n].iter_mut() {
            let mut h = (*x >> sh) & 0xffff;
            if abs {
                h &= 0x7fff;
            }
            if neg {
                h ^= 0x8000;
            }
            *x = h;
        }
    }

    /// Writes 16-bit results to the half of `d` that `op_sel` bit `nsrc` picks.
    pub(super) fn h_put(
        &mut self,
        env: &Env,
        op: &Op,
        d: u16,
        nsrc: usize,
        float: bool,
        r: &Lanes,
    ) {
        let hi = op.op_sel >> nsrc & 1 != 0;
        let zero_hi = half_write_zeroes_high(env.prog.target);
        let (e, n) = (self.exec(), self.n);
        let dv = &mut self.v[d as usize];
        for_lanes(e, n, |l| {
            let mut x = r[l] & 0xffff;
            if float && (op.clamp || op.omod != 0) {
                x = post16(x, op.clamp, op.omod);
            }
            dv[l] = if hi {
                (dv[l] & 0xffff) | x << 16
            } else if zero_hi {
                x
            } else {
                (dv[l] & 0xffff_0000) | x
            };
        });
    }

    /// A 16-bit op of `nsrc` sources with a 16-bit result.
    fn h_op(
        &mut self,
        env: &Env,
        op: &Op,
        d: u16,
        nsrc: usize,
        float: bool,
        g: impl Fn(u32, u32, u32) -> u32,
    ) {
        let mut s = [Z; 3];
        for (i, si) in s.iter_mut().enumerate().take(nsrc) {
            self.h_src(op, i, float, si);
        }
        let mut r = Z;
        for l in 0..self.n {
            r[l] = g(s[0][l], s[1][l], s[2][l]);
        }
        self.h_put(env, op, d, nsrc, float, &r);
    }

    /// A 16-bit-source op with a full 32-bit result.
    fn h_op32(&mut self, op: &Op, d: u16, nsrc: usize, g: impl Fn(u32, u32, u32) -> u32) {
        let mut s = [Z; 3];
        for (i, si) in s.iter_mut().enumerate().take(nsrc) {
            self.h_src(op, i, false, si);
        }
        // A 32-bit third operand (v_mad_u32_u16) is read whole.
        if nsrc == 3 {
            self.v32(op.src[2], &mut s[2]);
        }
        let (e, n) = (self.exec(), self.n);
        let dv = &mut self.v[d as usize];
        for_lanes(e, n, |l| dv[l] = g(s[0][l], s[1][l], s[2][l]));
    }

    /// Half `hi` of packed source `i` (VOP3P): `op_sel` (low result) or `op_sel_hi` (high
    /// result) picks the half, `neg_lo`/`neg_hi` negate (float ops).
    pub(super) fn pk_half(&self, op: &Op, i: usize, hi: bool, float: bool, out: &mut Lanes) {
        self.v32(op.src[i], out);
        let sel = if hi { op.op_sel_hi } else { op.op_sel } >> i & 1;
        let neg = float && (if hi { op.neg_hi } else { op.neg }) >> i & 1 != 0;
        for x in out[..self.n].iter_mut() {
            *x = (*x >> (16 * sel)) & 0xffff ^ if neg { 0x8000 } else { 0 };
        }
    }

    /// Packed 16-bit op: the same function on both halves.
    fn pk16(
        &mut self,
        op: &Op,
        d: u16,
        nsrc: usize,
        float: bool,
        g: impl Fn(u32, u32, u32) -> u32,
    ) {
        let mut r = Z;
        for hi in [false, true] {
            let mut s = [Z; 3];
            for (i, si) in s.iter_mut().enumerate().take(nsrc) {
                self.pk_half(op, i, hi, float, si);
            }
            for l in 0..self.n {
                let mut x = g(s[0][l], s[1][l], s[2][l]) & 0xffff;
                if float && op.clamp {
                    x = post16(x, true, 0);
                }
                r[l] |= x << if hi { 16 } else { 0 };
            }
        }
        let (e, n) = (self.exec(), self.n);
        let dv = &mut self.v[d as usize];
        for_lanes(e, n, |l| dv[l] = r[l]);
    }

    /// Dot products: `f(lo halves, hi halves, acc)` per lane, with a 32-bit accumulator.
    fn dot2(&mut self, op: &Op, d: u16, float: bool, g: impl Fn([u32; 4], u32) -> u32) {
        let (mut alo, mut ahi, mut blo, mut bhi, mut c) = (Z, Z, Z, Z, Z);
        self.pk_half(op, 0, false, float, &mut alo);
        self.pk_half(op, 0, true, float, &mut ahi);
        self.pk_half(op, 1, false, float, &mut blo);
        self.pk_half(op, 1, true, float, &mut bhi);
        self.v32(op.src[2], &mut c);
        let (e, n) = (self.exec(), self.n);
        let dv = &mut self.v[d as usize];
        for_lanes(e, n, |l| dv[l] = g([alo[l], ahi[l], blo[l], bhi[l]], c[l]));
    }

    /// Whole-register packed integer dot products (dot4 of bytes, dot8 of nibbles).
    fn dotn(&mut self, op: &Op, d: u16, g: impl Fn(u32, u32, u32) -> u32) {
        let (mut a, mut b, mut c) = (Z, Z, Z);
        self.v32(op.src[0], &mut a);
        self.v32(op.src[1], &mut b);
        self.v32(op.src[2], &mut c);
        let (e, n) = (self.exec(), self.n);
        let dv = &mut self.v[d as usize];
        for_lanes(e, n, |l| dv[l] = g(a[l], b[l], c[l]));
    }

    /// `v_fma_mix*`: each source is f32, or (its `op_sel_hi` bit set) the f16 half `op_sel`
    /// picks; `abs`/`neg` apply to the widened value; the product is fused.
    fn fma_mix(&mut self, env: &Env, op: &Op, d: u16) {
        let mut s = [[0f64; 64]; 3];
        let n = self.n;
        for (i, si) in s.iter_mut().enumerate() {
            let mut raw = Z;
            self.v32(op.src[i], &mut raw);
            let f16 = op.op_sel_hi >> i & 1 != 0;
            let sh = if op.op_sel >> i & 1 != 0 { 16 } else { 0 };
            for l in 0..n {
                let mut x = if f16 {
                    hf((raw[l] >> sh) & 0xffff)
                } else {
                    f32::from_bits(raw[l]) as f64
                };
                if op.abs >> i & 1 != 0 {
                    x = x.abs();
                }
                if op.neg >> i & 1 != 0 {
                    x = -x;
                }
                si[l] = x;
            }
        }
        let mut r = Z;
        if op.k == K::v_fma_mix_f32 {
            for l in 0..n {
                r[l] = fp::fma32(s[0][l] as f32, s[1][l] as f32, s[2][l] as f32).to_bits();
            }
            self.put_lanes(d, &r);
            if op.clamp {
                let (e, n) = (self.exec(), self.n);
                let dv = &mut self.v[d as usize];
                for_lanes(e, n, |l| {
                    let x = f32::from_bits(dv[l]);
                    dv[l] = if x.is_nan() {
                        0
                    } else {
                        x.clamp(0.0, 1.0).to_bits()
                    };
                });
            }
            return;
        }
        for l in 0..n {
            let mut x = fma_to_f16(s[0][l], s[1][l], s[2][l]);
            if op.clamp {
                x = post16(x, true, 0);
            }
            r[l] = x;
        }
        let hi = op.k == K::v_fma_mixhi_f16;
        let _ = env;
        let (e, n) = (self.exec(), self.n);
        let dv = &mut self.v[d as usize];
        for_lanes(e, n, |l| {
            dv[l] = if hi {
                (dv[l] & 0xffff) | r[l] << 16
            } else {
                (dv[l] & 0xffff_0000) | r[l]
            }
        });
    }

    /// `v_cndmask_b16`: the 16-bit src1 where the lane's bit of the mask (src2) is set, src0
    /// elsewhere; sources and result in the halves `op_sel` picks (the result's bit follows the
    /// three sources), `abs`/`neg` on bit 15 as for `v_cndmask_b32`.
    fn cndmask16(&mut self, env: &Env, op: &Op, d: u16) {
        let mask = self.mask_of(op.src[2]);
        let (mut a, mut c) = (Z, Z);
        self.h_src(op, 0, true, &mut a);
        self.h_src(op, 1, true, &mut c);
        let mut r = Z;
        for l in 0..self.n {
            r[l] = if mask >> l & 1 != 0 { c[l] } else { a[l] };
        }
        self.h_put(env, op, d, 3, false, &r);
    }

    pub(super) fn put_lanes(&mut self, d: u16, r: &Lanes) {
        let (e, n) = (self.exec(), self.n);
        let dv = &mut self.v[d as usize];
        for_lanes(e, n, |l| dv[l] = r[l]);
    }

    /// 16-bit compares (`v_cmp_*_f16/i16/u16`, `v_cmp_class_f16`): one mask bit per lane.
    fn cmp16(&mut self, op: &Op) -> u64 {
        let (mut a, mut c) = (Z, Z);
        let class = op.k == K::v_cmp_class_f16;
        let idx = op.k as usize - K::v_cmp_f_f16 as usize;
        let float = idx < 16 || class;
        self.h_src(op, 0, float, &mut a);
        if class {
            self.v32(op.src[1], &mut c);
        } else {
            self.h_src(op, 1, float, &mut c);
        }
        let (e, n) = (self.exec(), self.n);
        let mut r = 0u64;
        for_lanes(e, n, |l| {
            let t = if class {
                c[l] >> class_bits(a[l] as u64, 5, 10) & 1 != 0
            } else if idx < 16 {
                let (x, y) = (hf(a[l]), hf(c[l]));
                let un = x.is_nan() || y.is_nan();
                fp::fcmp(idx, x < y, x == y, x > y, un)
            } else {
                let code = (idx - 16) % 8;
                let (x, y) = if idx < 24 {
                    (sx16(a[l]), sx16(c[l]))
                } else {
                    (a[l] as i32, c[l] as i32)
                };
                fp::icmp(code, x.cmp(&y))
            };
            r |= (t as u64) << l;
        });
        r
    }

    /// The 16-bit opcodes, family by family; `None` when `op.k` is not one of them.
    pub(super) fn valu16(
        &mut self,
        env: &mut Env,
        op: &Op,
        d: u16,
    ) -> Option<Result<(), EmuError>> {
        let env = &*env;
        self.h_float_unary(env, op, d)
            .or_else(|| self.h_float_arith(env, op, d))
            .or_else(|| self.h_int(env, op, d))
            .or_else(|| self.h_packed(op, d))
            .or_else(|| self.h_dots_and_compares(env, op, d))
    }

    /// One-source f16 ops: rounding, fraction, transcendentals, mantissa/exponent, conversions to and from 16-bit integers.
    fn h_float_unary(&mut self, env: &Env, op: &Op, d: u16) -> Option<Result<(), EmuError>> {
        use K::*;
        match op.k {
            v_ceil_f16 => self.h_op(env, op, d, 1, true, |a, _, _| round16(a, f64::ceil)),
            v_floor_f16 => self.h_op(env, op, d, 1, true, |a, _, _| round16(a, f64::floor)),
            v_trunc_f16 => self.h_op(env, op, d, 1, true, |a, _, _| round16(a, f64::trunc)),
            v_rndne_f16 => self.h_op(env, op, d, 1, true, |a, _, _| {
                round16(a, f64::round_ties_even)
            }),
            v_fract_f16 => self.h_op(env, op, d, 1, true, |a, _, _| {
                if is_nan16(a) {
                    a | 0x200
                } else if a & 0x7fff == 0x7c00 {
                    0x7e00
                } else {
                    let x = hf(a);
                    // The largest f16 below 1.0 bounds the result, as for f32.
                    fh(x - x.floor()).min(0x3bff) | if x == 0.0 { a & 0x8000 } else { 0 }
                }
            }),
            v_sqrt_f16 => self.h_op(env, op, d, 1, true, |a, _, _| trans16(a, f64::sqrt)),
            v_rcp_f16 => self.h_op(env, op, d, 1, true, |a, _, _| trans16(a, |x| 1.0 / x)),
            v_rsq_f16 => self.h_op(env, op, d, 1, true, |a, _, _| {
                trans16(a, |x| 1.0 / x.sqrt())
            }),
            v_log_f16 => self.h_op(env, op, d, 1, true, |a, _, _| trans16(a, f64::log2)),
            v_exp_f16 => self.h_op(env, op, d, 1, true, |a, _, _| trans16(a, f64::exp2)),
            v_sin_f16 => self.h_op(env, op, d, 1, true, |a, _, _| {
                trans16(a, |x| (x * std::f64::consts::TAU).sin())
            }),
            v_cos_f16 => self.h_op(env, op, d, 1, true, |a, _, _| {
                trans16(a, |x| (x * std::f64::consts::TAU).cos())
            }),
            v_frexp_mant_f16 => self.h_op(env, op, d, 1, true, |a, _, _| frexp16(a).0),
            v_frexp_exp_i16_f16 => {
                self.h_op(env, op, d, 1, true, |a, _, _| frexp16(a).1 as u32 & 0xffff)
            }
            v_cvt_f16_i16 => self.h_op(env, op, d, 1, false, |a, _, _| fh(sx16(a) as f64)),
            v_cvt_f16_u16 => self.h_op(env, op, d, 1, false, |a, _, _| fh(a as f64)),
            v_cvt_i16_f16 => self.h_op(env, op, d, 1, true, |a, _, _| sat_i16(hf(a))),
            v_cvt_u16_f16 => self.h_op(env, op, d, 1, true, |a, _, _| sat_u16(hf(a))),
            _ => return None,
        }
        Some(Ok(()))
    }

    /// f16 arithmetic: add/sub/mul, FMAs, min/max/median, ldexp, division fix-up.
    fn h_float_arith(&mut self, env: &Env, op: &Op, d: u16) -> Option<Result<(), EmuError>> {
        use K::*;
        match op.k {
            v_add_f16 => self.h_op(env, op, d, 2, true, |a, c, _| fma_to_f16(hf(a), 1.0, hf(c))),
            v_sub_f16 => self.h_op(env, op, d, 2, true, |a, c, _| {
                fma_to_f16(hf(a), 1.0, -hf(c))
            }),
            v_subrev_f16 => self.h_op(env, op, d, 2, true, |a, c, _| {
                fma_to_f16(hf(c), 1.0, -hf(a))
            }),
            v_mul_f16 => self.h_op(env, op, d, 2, true, |a, c, _| fh(hf(a) * hf(c))),
            v_fma_f16 | v_fmac_f16 | v_fmaak_f16 | v_fmamk_f16 => {
                self.h_op(env, op, d, 3, true, |a, c, s| {
                    fma_to_f16(hf(a), hf(c), hf(s))
                })
            }
            v_min_f16 => self.h_op(env, op, d, 2, true, |a, c, _| min16(a, c)),
            v_max_f16 => self.h_op(env, op, d, 2, true, |a, c, _| max16(a, c)),
            v_ldexp_f16 => {
                // The exponent is a 16-bit integer source (no float modifiers).
                let mut e = Z;
                self.h_src(op, 1, false, &mut e);
                let mut a = Z;
                self.h_src(op, 0, true, &mut a);
                let mut r = Z;
                for l in 0..self.n {
                    let k = sx16(e[l]).clamp(-64, 64);
                    r[l] = if is_nan16(a[l]) {
                        a[l] | 0x200
                    } else {
                        fh(hf(a[l]) * 2f64.powi(k))
                    };
                }
                self.h_put(env, op, d, 2, true, &r);
            }
            v_med3_f16 => self.h_op(env, op, d, 3, true, med3_16),
            v_min3_f16 => self.h_op(env, op, d, 3, true, |a, c, s| min16(min16(a, c), s)),
            v_max3_f16 => self.h_op(env, op, d, 3, true, |a, c, s| max16(max16(a, c), s)),
            v_maxmin_f16 => self.h_op(env, op, d, 3, true, |a, c, s| min16(max16(a, c), s)),
            v_minmax_f16 => self.h_op(env, op, d, 3, true, |a, c, s| max16(min16(a, c), s)),
            v_div_fixup_f16 => self.h_op(env, op, d, 3, true, |q, den, num| {
                fh(super::valu::div_fixup(hf(q), hf(den), hf(num)))
            }),
            _ => return None,
        }
        Some(Ok(()))
    }

    /// 16-bit integer and bit ops (clamped forms first), the 16x16->32 MADs and conversions, v_cndmask_b16.
    fn h_int(&mut self, env: &Env, op: &Op, d: u16) -> Option<Result<(), EmuError>> {
        use K::*;
        match op.k {
            v_mov_b16 => self.h_op(env, op, d, 1, false, |a, _, _| a),
            v_not_b16 => self.h_op(env, op, d, 1, false, |a, _, _| !a),
            v_and_b16 => self.h_op(env, op, d, 2, false, |a, c, _| a & c),
            v_or_b16 => self.h_op(env, op, d, 2, false, |a, c, _| a | c),
            v_xor_b16 => self.h_op(env, op, d, 2, false, |a, c, _| a ^ c),
            v_add_nc_u16 if op.clamp => {
                self.h_op(env, op, d, 2, false, |a, c, _| (a + c).min(0xffff))
            }
            v_add_nc_u16 => self.h_op(env, op, d, 2, false, |a, c, _| a.wrapping_add(c)),
            v_sub_nc_u16 if op.clamp => {
                self.h_op(env, op, d, 2, false, |a, c, _| a.saturating_sub(c))
            }
            v_sub_nc_u16 => self.h_op(env, op, d, 2, false, |a, c, _| a.wrapping_sub(c)),
            v_subrev_nc_u16 => self.h_op(env, op, d, 2, false, |a, c, _| c.wrapping_sub(a)),
            v_add_nc_i16 if op.clamp => self.h_op(env, op, d, 2, false, |a, c, _| {
                (sx16(a) + sx16(c)).clamp(-32768, 32767) as u32
            }),
            v_add_nc_i16 => self.h_op(env, op, d, 2, false, |a, c, _| a.wrapping_add(c)),
            v_sub_nc_i16 if op.clamp => self.h_op(env, op, d, 2, false, |a, c, _| {
                (sx16(a) - sx16(c)).clamp(-32768, 32767) as u32
            }),
            v_sub_nc_i16 => self.h_op(env, op, d, 2, false, |a, c, _| a.wrapping_sub(c)),
            v_mul_lo_u16 => self.h_op(env, op, d, 2, false, |a, c, _| a.wrapping_mul(c)),
            v_lshlrev_b16 => self.h_op(env, op, d, 2, false, |a, c, _| c << (a & 15)),
            v_lshrrev_b16 => self.h_op(env, op, d, 2, false, |a, c, _| c >> (a & 15)),
            v_ashrrev_i16 => {
                self.h_op(env, op, d, 2, false, |a, c, _| (sx16(c) >> (a & 15)) as u32)
            }
            v_min_i16 => self.h_op(env, op, d, 2, false, |a, c, _| sx16(a).min(sx16(c)) as u32),
            v_max_i16 => self.h_op(env, op, d, 2, false, |a, c, _| sx16(a).max(sx16(c)) as u32),
            v_min_u16 => self.h_op(env, op, d, 2, false, |a, c, _| a.min(c)),
            v_max_u16 => self.h_op(env, op, d, 2, false, |a, c, _| a.max(c)),
            v_min3_i16 => self.h_op(env, op, d, 3, false, |a, c, s| {
                sx16(a).min(sx16(c)).min(sx16(s)) as u32
            }),
            v_max3_i16 => self.h_op(env, op, d, 3, false, |a, c, s| {
                sx16(a).max(sx16(c)).max(sx16(s)) as u32
            }),
            v_med3_i16 => self.h_op(env, op, d, 3, false, |a, c, s| {
                let (a, c, s) = (sx16(a), sx16(c), sx16(s));
                a.min(c).max(a.max(c).min(s)) as u32
            }),
            v_min3_u16 => self.h_op(env, op, d, 3, false, |a, c, s| a.min(c).min(s)),
            v_max3_u16 => self.h_op(env, op, d, 3, false, |a, c, s| a.max(c).max(s)),
            v_med3_u16 => self.h_op(env, op, d, 3, false, |a, c, s| {
                a.min(c).max(a.max(c).min(s))
            }),
            v_mad_u16 | v_mad_i16 => self.h_op(env, op, d, 3, false, |a, c, s| {
                a.wrapping_mul(c).wrapping_add(s)
            }),
            v_mad_u32_u16 => self.h_op32(op, d, 3, |a, c, s| (a * c).wrapping_add(s)),
            v_mad_i32_i16 => self.h_op32(op, d, 3, |a, c, s| {
                (sx16(a) * sx16(c)).wrapping_add(s as i32) as u32
            }),
            v_cndmask_b16 => self.cndmask16(env, op, d),
            v_cvt_u32_u16 => self.h_op32(op, d, 1, |a, _, _| a),
            v_cvt_i32_i16 => self.h_op32(op, d, 1, |a, _, _| sx16(a) as u32),
            _ => return None,
        }
        Some(Ok(()))
    }

    /// Packed (VOP3P) ops on both halves.
    fn h_packed(&mut self, op: &Op, d: u16) -> Option<Result<(), EmuError>> {
        use K::*;
        match op.k {
            // packed
            v_pk_add_f16 => self.pk16(op, d, 2, true, |a, c, _| fma_to_f16(hf(a), 1.0, hf(c))),
            v_pk_mul_f16 => self.pk16(op, d, 2, true, |a, c, _| fh(hf(a) * hf(c))),
            v_pk_fma_f16 | v_pk_fmac_f16 => {
                self.pk16(op, d, 3, true, |a, c, s| fma_to_f16(hf(a), hf(c), hf(s)))
            }
            v_pk_min_f16 => self.pk16(op, d, 2, true, |a, c, _| min16(a, c)),
            v_pk_max_f16 => self.pk16(op, d, 2, true, |a, c, _| max16(a, c)),
            v_pk_add_u16 if op.clamp => self.pk16(op, d, 2, false, |a, c, _| (a + c).min(0xffff)),
            v_pk_add_i16 | v_pk_add_u16 => self.pk16(op, d, 2, false, |a, c, _| a + c),
            v_pk_sub_u16 if op.clamp => self.pk16(op, d, 2, false, |a, c, _| a.saturating_sub(c)),
            v_pk_sub_i16 | v_pk_sub_u16 => self.pk16(op, d, 2, false, |a, c, _| a.wrapping_sub(c)),
            v_pk_mul_lo_u16 => self.pk16(op, d, 2, false, |a, c, _| a.wrapping_mul(c)),
            v_pk_lshlrev_b16 => self.pk16(op, d, 2, false, |a, c, _| c << (a & 15)),
            v_pk_lshrrev_b16 => self.pk16(op, d, 2, false, |a, c, _| c >> (a & 15)),
            v_pk_ashrrev_i16 => self.pk16(op, d, 2, false, |a, c, _| (sx16(c) >> (a & 15)) as u32),
            v_pk_max_i16 => self.pk16(op, d, 2, false, |a, c, _| sx16(a).max(sx16(c)) as u32),
            v_pk_min_i16 => self.pk16(op, d, 2, false, |a, c, _| sx16(a).min(sx16(c)) as u32),
            v_pk_max_u16 => self.pk16(op, d, 2, false, |a, c, _| a.max(c)),
            v_pk_min_u16 => self.pk16(op, d, 2, false, |a, c, _| a.min(c)),
            v_pk_mad_i16 | v_pk_mad_u16 => {
                self.pk16(op, d, 3, false, |a, c, s| a.wrapping_mul(c).wrapping_add(s))
            }
            _ => return None,
        }
        Some(Ok(()))
    }

    /// Dot products (exact products; the f16 one is summed in f64 and rounded once), the mixed-precision FMAs and the 16-bit compares.
    fn h_dots_and_compares(&mut self, env: &Env, op: &Op, d: u16) -> Option<Result<(), EmuError>> {
        use K::*;
        match op.k {
            // dot products (exact products; the f16 one is summed in f64 and rounded once)
            v_dot2_f32_f16 | v_dot2c_f32_f16 | v_dot2acc_f32_f16 => {
                self.dot2(op, d, true, |[al, ah, bl, bh], c| {
                    let s = hf(al) * hf(bl) + hf(ah) * hf(bh) + f32::from_bits(c) as f64;
                    (s as f32).to_bits()
                })
            }
            v_dot2_i32_i16 => self.dot2(op, d, false, |[al, ah, bl, bh], c| {
                let s = sx16(al) as i64 * sx16(bl) as i64
                    + sx16(ah) as i64 * sx16(bh) as i64
                    + c as i32 as i64;
                s as u32
            }),
            v_dot2_u32_u16 => self.dot2(op, d, false, |[al, ah, bl, bh], c| {
                (al * bl).wrapping_add(ah * bh).wrapping_add(c)
            }),
            v_dot4_i32_i8 => self.dotn(op, d, |a, b, c| dotk(a, b, c, 8, true)),
            v_dot4_u32_u8 => self.dotn(op, d, |a, b, c| dotk(a, b, c, 8, false)),
            v_dot8_i32_i4 => self.dotn(op, d, |a, b, c| dotk(a, b, c, 4, true)),
            v_dot8_u32_u4 => self.dotn(op, d, |a, b, c| dotk(a, b, c, 4, false)),
            v_fma_mix_f32 | v_fma_mixlo_f16 | v_fma_mixhi_f16 => self.fma_mix(env, op, d),
            k if (k as usize) >= v_cmp_f_f16 as usize
                && (k as usize) <= v_cmp_class_f16 as usize =>
            {
                let r = self.cmp16(op);
                self.cmp_result(op, r);
            }
            _ => return None,
        }
        Some(Ok(()))
    }
}

/// Sum of the products of `bits`-wide fields of `a` and `b`, plus `c` (wrapping).
fn dotk(a: u32, b: u32, c: u32, bits: u32, signed: bool) -> u32 {
    let mut s = c as i32 as i64;
    if !signed {
        s = c as i64;
    }
    for i in 0..32 / bits {
        let f = |x: u32| {
            let v = (x >> (i * bits)) & ((1 << bits) - 1);
            if signed {
                ((v << (32 - bits)) as i32 >> (32 - bits)) as i64
            } else {
                v as i64
            }
        };
        s += f(a) * f(b);
    }
    s as u32
}

/// `clamp` to [0, 1] (NaN to 0) and `omod` of an f16 result.
fn post16(x: u32, clamp: bool, omod: u8) -> u32 {
    let mut v = hf(x);
    match omod {
        1 => v *= 2.0,
        2 => v *= 4.0,
        3 => v *= 0.5,
        _ => {}
    }
    if clamp {
        v = if v.is_nan() { 0.0 } else { v.clamp(0.0, 1.0) };
    }
    if v.is_nan() {
        return x | 0x200;
    }
    fh(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fma_to_f16_rounds_once() {
        // 1 + 2^-11 is the f16 halfway point between 1 and 1 + 2^-10; a tiny extra term decides.
        assert_eq!(fma_to_f16(1.0, 1.0, 2f64.powi(-11)), 0x3c00, "tie to even");
        assert_eq!(
            fma_to_f16(1.0 + 2f64.powi(-11), 1.0, 2f64.powi(-60)),
            0x3c01
        );
    }

    #[test]
    fn class_of_halves_and_singles() {
        assert_eq!(class_bits(0x0001, 5, 10), 7, "f16 +denorm");
        assert_eq!(class_bits(0x8001, 5, 10), 4, "f16 -denorm");
        assert_eq!(class_bits(0x7c01, 5, 10), 0, "f16 sNaN");
        assert_eq!(class_bits(0x7e00, 5, 10), 1, "f16 qNaN");
        assert_eq!(class_bits(0xfc00, 5, 10), 2, "f16 -inf");
        assert_eq!(class_bits(0x0000_0001, 8, 23), 7, "f32 +denorm");
        assert_eq!(class_bits(0x8000_0000, 8, 23), 5, "f32 -0");
    }
}
