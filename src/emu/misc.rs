//! VALU odds and ends: M0-relative moves, fp8/bf8 conversions (gfx942), normalized and packed
//! conversions, masked and quad SADs, the accumulating and mixed-sign dot products, the gfx9
//! 16-bit MAD family and its `_legacy` forms, and `v_mullit_f32`.
//!
//! Semantics follow the RDNA3 and CDNA3 ISA pseudocode. Where a detail is the emulator's
//! reading rather than the documents' letter it is said at the op:
//! - **fp8/bf8 on gfx942** are the FNUZ formats (LLVM `Float8E4M3FNUZ` / `Float8E5M2FNUZ`):
//!   E4M3 bias 8, E5M2 bias 16, no infinities, no negative zero, `0x80` the only NaN.
//!   Conversions to fp8 round to nearest even (`v_cvt_pk_*`) or stochastically (`v_cvt_sr_*`:
//!   the low bits of S1 are added below the kept mantissa before truncation); out of range is
//!   NaN, or the largest finite value with `clamp`.
//! - **The gfx9 `v_mad_f16` family** is unfused (the product is rounded to f16 first) and
//!   flushes f16 denormals, which is why LLVM selects it only for `fmad_ftz`; the `_legacy`
//!   forms are the GFX8 encodings, whose result zeroes the high half.

use super::decode::{Lane, Op, Opnd, K};
use super::fp;
use super::fp::bf16_to_f64 as bf;
use super::half::{fh, fma_to_f16, hf};
use super::wave::{for_lanes, Env, Lanes, Wave};
use super::EmuError;

const Z: Lanes = [0; 64];

/// An fp8 format: exponent and mantissa bits and the exponent bias (FNUZ: no inf, no -0,
/// NaN is `0x80`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fp8 {
    pub ebits: u32,
    pub mbits: u32,
    pub bias: i32,
}

/// E4M3FNUZ (`fp8` on gfx942).
pub const E4M3: Fp8 = Fp8 {
    ebits: 4,
    mbits: 3,
    bias: 8,
};
/// E5M2FNUZ (`bf8` on gfx942).
pub const E5M2: Fp8 = Fp8 {
    ebits: 5,
    mbits: 2,
    bias: 16,
};

impl Fp8 {
    /// The value of byte `b` (exact in f32).
    pub fn decode(self, b: u32) -> f32 {
        let b = b & 0xff;
        if b == 0x80 {
            return f32::NAN;
        }
        let sign = if b & 0x80 != 0 { -1.0 } else { 1.0 };
        let e = (b >> self.mbits) & ((1 << self.ebits) - 1);
        let m = b & ((1 << self.mbits) - 1);
        let v = if e == 0 {
            m as f64 * 2f64.powi(1 - self.bias - self.mbits as i32)
        } else {
            (1.0 + m as f64 / (1 << self.mbits) as f64) * 2f64.powi(e as i32 - self.bias)
        };
        (sign * v) as f32
    }

    /// The largest finite magnitude's encoding (all ones but the sign).
    fn max_bits(self) -> u32 {
        0x7f
    }

    /// `x` to fp8: `rand` is `None` for round to nearest even, or the stochastic rounding
    /// bits; `clamp` saturates instead of giving NaN out of range.
    pub fn encode(self, x: f32, rand: Option<u32>, clamp: bool) -> u32 {
        if x.is_nan() {
            return 0x80;
        }
        let sign = if x.is_sign_negative() { 0x80 } else { 0 };
        let a = x.abs() as f64;
        let max = self.decode(self.max_bits()) as f64;
        if a.is_infinite() {
            return if clamp { sign | self.max_bits() } else { 0x80 };
        }
        // The target's ulp at |x|: denormal spacing below the smallest normal.
        let min_exp = 1 - self.bias;
        let e = if a == 0.0 {
            min_exp
        } else {
            (a.log2().floor() as i32).max(min_exp)
        };
        let ulp = 2f64.powi(e - self.mbits as i32);
        let scaled = a / ulp; // exact: a has 24 bits, ulp a power of two
        let floor = scaled.floor();
        let frac = scaled - floor;
        let q = match rand {
            None => {
                if frac > 0.5 || (frac == 0.5 && floor % 2.0 == 1.0) {
                    floor + 1.0
                } else {
                    floor
                }
            }
            Some(r) => {
                // The dropped fraction, as 20 bits, plus the random bits decides the carry.
                let dropped = (frac * (1 << 20) as f64) as u32;
                if dropped + (r & 0xf_ffff) >= 1 << 20 {
                    floor + 1.0
                } else {
                    floor
                }
            }
        };
        let v = q * ulp;
        if v > max {
            return if clamp { sign | self.max_bits() } else { 0x80 };
        }
        if v == 0.0 {
            return 0; // no negative zero
        }
        // Encode v (exactly representable now).
        let (eb, m) = if v < 2f64.powi(min_exp) {
            (0u32, (v / 2f64.powi(min_exp - self.mbits as i32)) as u32)
        } else {
            let ev = v.log2().floor() as i32;
            let m = (v / 2f64.powi(ev) - 1.0) * (1 << self.mbits) as f64;
            ((ev + self.bias) as u32, m as u32)
        };
        sign | eb << self.mbits | m
    }
}

/// f32 to a normalized 16-bit integer: `[-1, 1]` to ±32767 (signed) or `[0, 1]` to 65535,
/// rounded to nearest even; NaN gives 0.
fn norm16(x: f64, signed: bool) -> u32 {
    if x.is_nan() {
        return 0;
    }
    if signed {
        (x.clamp(-1.0, 1.0) * 32767.0).round_ties_even() as i32 as u32 & 0xffff
    } else {
        (x.clamp(0.0, 1.0) * 65535.0).round_ties_even() as u32
    }
}

/// f32 to a saturated 16-bit integer (truncating, as `v_cvt_i32_f32`; NaN gives 0).
fn sat16(x: f64, signed: bool) -> u32 {
    if x.is_nan() {
        return 0;
    }
    if signed {
        x.trunc().clamp(-32768.0, 32767.0) as i32 as u32 & 0xffff
    } else {
        x.trunc().clamp(0.0, 65535.0) as u32
    }
}

/// f32 to an unsigned byte: truncation as `v_cvt_u32_f32`, saturated to 255.
fn u8_of(x: f32) -> u32 {
    fp::cvt_u32(x as f64).min(255)
}

/// Byte `i` of `x`.
fn byte(x: u64, i: u32) -> u32 {
    (x >> (8 * i)) as u32 & 0xff
}

/// Sum of |a_i - b_i| over the four bytes of `b`, skipping bytes where `b` is 0 when `masked`.
fn sad4(a: u32, b: u32, masked: bool) -> u32 {
    (0..4)
        .map(|i| {
            let (x, y) = (byte(a as u64, i), byte(b as u64, i));
            if masked && y == 0 {
                0
            } else {
                x.abs_diff(y)
            }
        })
        .sum()
}

/// f16 with denormals flushed to a signed zero.
fn ftz16(x: u32) -> u32 {
    if x & 0x7c00 == 0 {
        x & 0x8000
    } else {
        x
    }
}

/// Unfused f16 multiply-add with f16 denormals flushed (gfx9 `v_mad_f16`).
fn mad16(a: u32, b: u32, c: u32) -> u32 {
    let p = ftz16(fh(hf(ftz16(a)) * hf(ftz16(b))));
    ftz16(fma_to_f16(hf(p), 1.0, hf(ftz16(c))))
}

/// Sign-extended `bits`-wide field `i` of `x`, or zero-extended.
fn field(x: u32, i: u32, bits: u32, signed: bool) -> i64 {
    let v = (x >> (i * bits)) & ((1 << bits) - 1);
    if signed {
        ((v << (32 - bits)) as i32 >> (32 - bits)) as i64
    } else {
        v as i64
    }
}

impl Wave {
    /// The ops of this module, family by family; `None` for any other opcode.
    pub(super) fn valu_misc(
        &mut self,
        env: &mut Env,
        op: &Op,
        d: u16,
    ) -> Option<Result<(), EmuError>> {
        let env = &*env;
        self.misc_lane_moves(env, op, d)
            .or_else(|| self.misc_packs(env, op, d))
            .or_else(|| self.misc_sads(op, d))
            .or_else(|| self.misc_dots(env, op, d))
            .or_else(|| self.misc_legacy_mads(env, op, d))
            .or_else(|| self.misc_fp8(op, d))
    }

    /// M0-relative moves of the gfx9 forms and the wave64 half swap.
    fn misc_lane_moves(&mut self, env: &Env, op: &Op, d: u16) -> Option<Result<(), EmuError>> {
        use K::*;
        let n = self.n;
        match op.k {
            v_movrelsd_2_b32 | v_swaprel_b32 => return Some(self.movrel2(env, op, d)),
            v_permlane64_b32 => {
                // Swaps the halves of a wave64; no operation in wave32.
                if n == 64 {
                    let mut a = Z;
                    self.v32(op.src[0], &mut a);
                    let mut r = Z;
                    for l in 0..64 {
                        r[l] = a[l ^ 32];
                    }
                    self.put_lanes(d, &r);
                }
            }
            _ => return None,
        }
        Some(Ok(()))
    }

    /// Saturating and normalizing packs into 8- and 16-bit fields.
    fn misc_packs(&mut self, env: &Env, op: &Op, d: u16) -> Option<Result<(), EmuError>> {
        use K::*;
        let n = self.n;
        let f = f32::from_bits;
        match op.k {
            v_sat_pk_u8_i16 => {
                let mut a = Z;
                self.v32(op.src[0], &mut a);
                let sat = |h: u32| (h as u16 as i16).clamp(0, 255) as u32;
                let mut r = Z;
                for l in 0..n {
                    r[l] = sat(a[l]) | sat(a[l] >> 16) << 8;
                }
                self.h_put(env, op, d, 1, false, &r);
            }
            v_cvt_norm_i16_f16 | v_cvt_norm_u16_f16 => {
                let mut a = Z;
                self.h_src(op, 0, true, &mut a);
                let signed = op.k == v_cvt_norm_i16_f16;
                let mut r = Z;
                for l in 0..n {
                    r[l] = norm16(hf(a[l]), signed);
                }
                self.h_put(env, op, d, 1, false, &r);
            }
            v_cvt_pk_norm_i16_f32 | v_cvt_pk_norm_u16_f32 | v_cvt_pk_i16_f32 | v_cvt_pk_u16_f32 => {
                let k = op.k;
                self.two32(op, d, move |a, b| {
                    let g = |x: u32| {
                        let x = f32::from_bits(x) as f64;
                        match k {
                            v_cvt_pk_norm_i16_f32 => norm16(x, true),
                            v_cvt_pk_norm_u16_f32 => norm16(x, false),
                            v_cvt_pk_i16_f32 => sat16(x, true),
                            _ => sat16(x, false),
                        }
                    };
                    g(a) | g(b) << 16
                })
            }
            v_cvt_pk_norm_i16_f16 | v_cvt_pk_norm_u16_f16 => {
                let (mut a, mut b) = (Z, Z);
                self.h_src(op, 0, true, &mut a);
                self.h_src(op, 1, true, &mut b);
                let signed = op.k == v_cvt_pk_norm_i16_f16;
                let mut r = Z;
                for l in 0..n {
                    r[l] = norm16(hf(a[l]), signed) | norm16(hf(b[l]), signed) << 16;
                }
                self.put_lanes(d, &r);
            }
            v_cvt_pk_u8_f32 => {
                // Byte S1[1:0] of S2 replaced by u8(S0).
                let (mut a, mut s, mut c) = (Z, Z, Z);
                self.src_mod(op, 0, &mut a);
                self.v32(op.src[1], &mut s);
                self.v32(op.src[2], &mut c);
                let mut r = Z;
                for l in 0..n {
                    let sh = 8 * (s[l] & 3);
                    r[l] = (c[l] & !(0xff << sh)) | u8_of(f(a[l])) << sh;
                }
                self.put_lanes(d, &r);
            }
            v_cvt_pkaccum_u8_f32 => {
                // As v_cvt_pk_u8_f32 with the destination as the accumulated dword.
                let (mut a, mut s) = (Z, Z);
                self.src_mod(op, 0, &mut a);
                self.v32(op.src[1], &mut s);
                let old = self.v[d as usize];
                let mut r = Z;
                for l in 0..n {
                    let sh = 8 * (s[l] & 3);
                    r[l] = (old[l] & !(0xff << sh)) | u8_of(f(a[l])) << sh;
                }
                self.put_lanes(d, &r);
            }
            _ => return None,
        }
        Some(Ok(()))
    }

    /// Sums of absolute byte differences over sliding windows (msad, qsad, mqsad).
    fn misc_sads(&mut self, op: &Op, d: u16) -> Option<Result<(), EmuError>> {
        use K::*;
        let n = self.n;
        match op.k {
            v_msad_u8 => self.three(op, d, |a, b, c| sad4(a, b, true).wrapping_add(c)),
            v_qsad_pk_u16_u8 | v_mqsad_pk_u16_u8 => {
                let masked = op.k == v_mqsad_pk_u16_u8;
                let (mut a, mut b, mut c) = ([0u64; 64], Z, [0u64; 64]);
                self.v64(op.src[0], &mut a);
                self.v32(op.src[1], &mut b);
                self.v64(op.src[2], &mut c);
                let mut r = [0u64; 64];
                for l in 0..n {
                    for j in 0..4 {
                        let win = (a[l] >> (8 * j)) as u32;
                        let acc = (c[l] >> (16 * j)) as u32 & 0xffff;
                        let s = (sad4(win, b[l], masked) + acc) & 0xffff;
                        r[l] |= (s as u64) << (16 * j);
                    }
                }
                self.wv64(d, &r, self.exec());
            }
            v_mqsad_u32_u8 => {
                let (mut a, mut b) = ([0u64; 64], Z);
                self.v64(op.src[0], &mut a);
                self.v32(op.src[1], &mut b);
                let mut acc = [Z; 4];
                for (j, c) in acc.iter_mut().enumerate() {
                    match op.src[2] {
                        Opnd::V(v) => *c = self.v[v as usize + j],
                        other => self.v32(other, c),
                    }
                }
                let (e, dd) = (self.exec(), d as usize);
                for j in 0..4 {
                    let mut r = Z;
                    for l in 0..n {
                        let win = (a[l] >> (8 * j)) as u32;
                        r[l] = sad4(win, b[l], true).wrapping_add(acc[j][l]);
                    }
                    let dv = &mut self.v[dd + j];
                    for_lanes(e, n, |l| dv[l] = r[l]);
                }
            }
            _ => return None,
        }
        Some(Ok(()))
    }

    /// Dot products: accumulating (VOP2), mixed-sign (gfx11) and 16-bit float ones.
    fn misc_dots(&mut self, env: &Env, op: &Op, d: u16) -> Option<Result<(), EmuError>> {
        use K::*;
        let n = self.n;
        let f = f32::from_bits;
        match op.k {
            // Accumulating dot products (VOP2, src2 is the destination).
            v_dot2c_i32_i16 => self.three(op, d, |a, b, c| {
                let s: i64 = (0..2)
                    .map(|i| field(a, i, 16, true) * field(b, i, 16, true))
                    .sum();
                (s + c as i32 as i64) as u32
            }),
            v_dot4c_i32_i8 => self.three(op, d, |a, b, c| {
                let s: i64 = (0..4)
                    .map(|i| field(a, i, 8, true) * field(b, i, 8, true))
                    .sum();
                (s + c as i32 as i64) as u32
            }),
            v_dot8c_i32_i4 => self.three(op, d, |a, b, c| {
                let s: i64 = (0..8)
                    .map(|i| field(a, i, 4, true) * field(b, i, 4, true))
                    .sum();
                (s + c as i32 as i64) as u32
            }),
            // Mixed-sign dot products (gfx11): neg_lo[0] and neg_lo[1] mark src0 and src1 signed.
            v_dot4_i32_iu8 | v_dot8_i32_iu4 => {
                let bits = if op.k == v_dot4_i32_iu8 { 8 } else { 4 };
                let (sa, sb) = (op.neg & 1 != 0, op.neg & 2 != 0);
                let clamp = op.clamp;
                let mut r = Z;
                let (mut a, mut b, mut c) = (Z, Z, Z);
                self.v32(op.src[0], &mut a);
                self.v32(op.src[1], &mut b);
                self.v32(op.src[2], &mut c);
                for l in 0..n {
                    let s: i64 = (0..32 / bits)
                        .map(|i| field(a[l], i, bits, sa) * field(b[l], i, bits, sb))
                        .sum::<i64>()
                        + c[l] as i32 as i64;
                    r[l] = if clamp {
                        s.clamp(i32::MIN as i64, i32::MAX as i64) as u32
                    } else {
                        s as u32
                    };
                }
                self.put_lanes(d, &r);
            }
            v_dot2_f32_bf16 => {
                let (mut al, mut ah, mut bl, mut bh, mut c) = (Z, Z, Z, Z, Z);
                self.pk_half(op, 0, false, true, &mut al);
                self.pk_half(op, 0, true, true, &mut ah);
                self.pk_half(op, 1, false, true, &mut bl);
                self.pk_half(op, 1, true, true, &mut bh);
                self.v32(op.src[2], &mut c);
                let mut r = Z;
                for l in 0..n {
                    let s = bf(al[l]) * bf(bl[l]) + bf(ah[l]) * bf(bh[l]) + f(c[l]) as f64;
                    r[l] = (s as f32).to_bits();
                }
                self.put_lanes(d, &r);
            }
            v_dot2_f16_f16 | v_dot2_bf16_bf16 => {
                // S0 and S1 are packed pairs; S2 the 16-bit half op_sel[2] picks.
                let bf16 = op.k == v_dot2_bf16_bf16;
                let (mut a, mut b, mut c) = (Z, Z, Z);
                self.v32(op.src[0], &mut a);
                self.v32(op.src[1], &mut b);
                self.h_src(op, 2, !bf16, &mut c);
                let mut r = Z;
                for l in 0..n {
                    r[l] = if bf16 {
                        let s = bf(a[l]) * bf(b[l]) + bf(a[l] >> 16) * bf(b[l] >> 16) + bf(c[l]);
                        fp::f64_to_bf16(s) as u32
                    } else {
                        let p = hf(a[l]) * hf(b[l]) + hf(a[l] >> 16) * hf(b[l] >> 16);
                        fma_to_f16(p, 1.0, hf(c[l]))
                    };
                }
                self.h_put(env, op, d, 3, false, &r);
            }
            _ => return None,
        }
        Some(Ok(()))
    }

    /// gfx9 16-bit MADs and the lighting multiply.
    fn misc_legacy_mads(&mut self, env: &Env, op: &Op, d: u16) -> Option<Result<(), EmuError>> {
        use K::*;
        let f = f32::from_bits;
        match op.k {
            // gfx9 16-bit MADs (see the module doc).
            v_mac_f16 | v_mad_f16 | v_madak_f16 | v_madmk_f16 => {
                self.h3(env, op, d, true, false, mad16)
            }
            v_mad_legacy_f16 => self.h3(env, op, d, true, true, mad16),
            v_fma_legacy_f16 => self.h3(env, op, d, true, true, |a, b, c| {
                fma_to_f16(hf(a), hf(b), hf(c))
            }),
            v_div_fixup_legacy_f16 => self.h3(env, op, d, true, true, |q, den, num| {
                fh(super::valu::div_fixup(hf(q), hf(den), hf(num)))
            }),
            v_mad_legacy_u16 | v_mad_legacy_i16 => self.h3(env, op, d, false, true, |a, b, c| {
                a.wrapping_mul(b).wrapping_add(c) & 0xffff
            }),
            v_mullit_f32 => self.three(op, d, |a, b, c| {
                // Lighting multiply: -MAX_FLOAT when S1 is -MAX_FLOAT, -inf or NaN, or S2 is not
                // positive; otherwise S0 * S1.
                let (x, y, z) = (f(a), f(b), f(c));
                if y == -f32::MAX || y == f32::NEG_INFINITY || y.is_nan() || z.is_nan() || z <= 0.0
                {
                    (-f32::MAX).to_bits()
                } else {
                    (x * y).to_bits()
                }
            }),
            _ => return None,
        }
        Some(Ok(()))
    }

    /// fp8 (E4M3) and bf8 (E5M2) conversions.
    fn misc_fp8(&mut self, op: &Op, d: u16) -> Option<Result<(), EmuError>> {
        use K::*;
        let n = self.n;
        let f = f32::from_bits;
        match op.k {
            v_cvt_f32_fp8 | v_cvt_f32_bf8 => {
                // The byte: op_sel[1:0] in VOP3 (SDWA selects it before the op runs).
                let fmt = if op.k == v_cvt_f32_fp8 { E4M3 } else { E5M2 };
                let sel = 8 * (op.op_sel as u32 & 3);
                self.three(op, d, |a, _, _| fmt.decode(a >> sel).to_bits())
            }
            v_cvt_pk_f32_fp8 | v_cvt_pk_f32_bf8 => {
                // Two bytes of the word op_sel[0] picks to a register pair.
                let fmt = if op.k == v_cvt_pk_f32_fp8 { E4M3 } else { E5M2 };
                let sel = 16 * (op.op_sel as u32 & 1);
                let mut a = Z;
                self.v32(op.src[0], &mut a);
                let (mut lo, mut hi) = (Z, Z);
                for l in 0..n {
                    lo[l] = fmt.decode(a[l] >> sel).to_bits();
                    hi[l] = fmt.decode(a[l] >> (sel + 8)).to_bits();
                }
                self.put_lanes(d, &lo);
                // SDWA stages the first register; the second goes next to the real one.
                let second = match &op.lane {
                    Some(b) => match b.as_ref() {
                        Lane::Sdwa(s) => s.dst.map(|x| x + 1),
                        Lane::Dpp(_) => Some(d + 1),
                    },
                    None => Some(d + 1),
                };
                if let Some(h) = second {
                    self.put_lanes(h, &hi);
                }
            }
            v_cvt_pk_fp8_f32 | v_cvt_pk_bf8_f32 => {
                // Two f32 to the word op_sel[3] (the destination bit) picks; the other kept.
                let fmt = if op.k == v_cvt_pk_fp8_f32 { E4M3 } else { E5M2 };
                let sh = if op.op_sel & 4 != 0 { 16 } else { 0 };
                let clamp = op.clamp;
                let (mut a, mut b) = (Z, Z);
                self.src_mod(op, 0, &mut a);
                self.src_mod(op, 1, &mut b);
                let old = self.v[d as usize];
                let mut r = Z;
                for l in 0..n {
                    let w =
                        fmt.encode(f(a[l]), None, clamp) | fmt.encode(f(b[l]), None, clamp) << 8;
                    r[l] = (old[l] & !(0xffff << sh)) | w << sh;
                }
                self.put_lanes(d, &r);
            }
            v_cvt_sr_fp8_f32 | v_cvt_sr_bf8_f32 => {
                // f32 with stochastic rounding (S1 the random bits) to byte op_sel[3:2].
                let fmt = if op.k == v_cvt_sr_fp8_f32 { E4M3 } else { E5M2 };
                let sh = 8 * ((op.op_sel as u32 >> 2) & 3);
                let clamp = op.clamp;
                let (mut a, mut rnd) = (Z, Z);
                self.src_mod(op, 0, &mut a);
                self.v32(op.src[1], &mut rnd);
                let old = self.v[d as usize];
                let mut r = Z;
                for l in 0..n {
                    let byte = fmt.encode(f(a[l]), Some(rnd[l]), clamp);
                    r[l] = (old[l] & !(0xff << sh)) | byte << sh;
                }
                self.put_lanes(d, &r);
            }
            _ => return None,
        }
        Some(Ok(()))
    }

    /// Source `i` with float `abs`/`neg` applied (bit 31).
    fn src_mod(&self, op: &Op, i: usize, out: &mut Lanes) {
        self.v32(op.src[i], out);
        let (abs, neg) = (op.abs >> i & 1 != 0, op.neg >> i & 1 != 0);
        for x in out[..self.n].iter_mut() {
            if abs {
                *x &= 0x7fff_ffff;
            }
            if neg {
                *x ^= 0x8000_0000;
            }
        }
    }

    /// A 32-bit op of up to three whole sources (float modifiers applied).
    fn three(&mut self, op: &Op, d: u16, g: impl Fn(u32, u32, u32) -> u32) {
        let (mut a, mut b, mut c) = (Z, Z, Z);
        self.src_mod(op, 0, &mut a);
        self.src_mod(op, 1, &mut b);
        self.src_mod(op, 2, &mut c);
        let mut r = Z;
        for l in 0..self.n {
            r[l] = g(a[l], b[l], c[l]);
        }
        self.put_lanes(d, &r);
    }

    /// A two-source 32-bit op (float modifiers applied).
    fn two32(&mut self, op: &Op, d: u16, g: impl Fn(u32, u32) -> u32) {
        self.three(op, d, |a, b, _| g(a, b));
    }

    /// A three-source 16-bit op; `legacy` writes the result with the high half zeroed.
    fn h3(
        &mut self,
        env: &Env,
        op: &Op,
        d: u16,
        float: bool,
        legacy: bool,
        g: impl Fn(u32, u32, u32) -> u32,
    ) {
        let mut s = [Z; 3];
        for (i, si) in s.iter_mut().enumerate() {
            self.h_src(op, i, float, si);
        }
        let mut r = Z;
        for l in 0..self.n {
            r[l] = g(s[0][l], s[1][l], s[2][l]) & 0xffff;
        }
        if legacy {
            self.put_lanes(d, &r);
        } else {
            self.h_put(env, op, d, 3, float, &r);
        }
    }

    /// `v_movrelsd_2_b32` (`v[D + M0[25:16]] = v[S0 + M0[9:0]]`) and `v_swaprel_b32` (the
    /// two exchanged).
    fn movrel2(&mut self, env: &Env, op: &Op, d: u16) -> Result<(), EmuError> {
        let m0 = self.s[super::decode::sreg::M0 as usize];
        let Opnd::V(src) = op.src[0] else {
            return Err(self.unsupported(env, op.line, "M0-relative move of a non-VGPR source"));
        };
        let s = src as usize + (m0 & 0x3ff) as usize;
        let t = d as usize + ((m0 >> 16) & 0x3ff) as usize;
        if s >= self.v.len() || t >= self.v.len() {
            return Err(self.unsupported(
                env,
                op.line,
                "M0-relative VGPR index is past the VGPR file",
            ));
        }
        let (e, n) = (self.exec(), self.n);
        let (vs, vt) = (self.v[s], self.v[t]);
        for_lanes(e, n, |l| {
            self.v[t][l] = vs[l];
            if op.k == K::v_swaprel_b32 {
                self.v[s][l] = vt[l];
            }
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fp8_fnuz_round_trip_and_limits() {
        assert_eq!(E4M3.decode(0x7f), 240.0);
        assert_eq!(E5M2.decode(0x7f), 57344.0);
        assert_eq!(E4M3.decode(0x08), 2f32.powi(-7), "smallest normal: 2^(1-8)");
        assert_eq!(E4M3.decode(0x01), 2f32.powi(-10), "smallest denormal");
        assert!(E4M3.decode(0x80).is_nan());
        for b in (0..256u32).filter(|&b| b != 0x80) {
            assert_eq!(E4M3.encode(E4M3.decode(b), None, false), b, "{b:#x}");
            assert_eq!(E5M2.encode(E5M2.decode(b), None, false), b, "{b:#x}");
        }
        assert_eq!(E4M3.encode(1000.0, None, false), 0x80);
        assert_eq!(E4M3.encode(-1000.0, None, true), 0xff);
        assert_eq!(E4M3.encode(-0.0, None, false), 0);
    }
}
