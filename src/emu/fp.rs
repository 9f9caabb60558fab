//! Floating-point helpers with the GPU's semantics.
//!
//! - Arithmetic is IEEE 754 binary32/binary64, round to nearest even, as the host computes it;
//!   fused multiply-add is exact-then-round ([`fma32`], [`f64::mul_add`]).
//! - NaN results are quiet; an operation with a NaN input returns that NaN quieted (the host's
//!   rule, first NaN operand wins), the rule AMD documents for IEEE mode.
//! - `min`/`max` follow IEEE mode (`.amdhsa_ieee_mode 1`): a signalling NaN input gives a quiet
//!   NaN, a quiet NaN against a number gives the number, and -0 < +0.
//! - Denormals: kernels built by hipcc keep f32 and f64 denormals (`float_denorm_mode_* 3`); when a
//!   kernel asks to flush, inputs and outputs of f32 arithmetic are flushed to signed zero.
//! - Transcendentals (`v_exp`, `v_log`, `v_rcp`, `v_rsq`, `v_sqrt`, `v_sin`, `v_cos`) are a
//!   documented deterministic approximation: the operation is computed in f64 on the host and
//!   rounded once to the result type. Hardware is within 1 ulp of that; both sides of a `verify`
//!   use the same function, so they agree bit for bit.

/// Correctly rounded `a * b + c` in binary32.
///
/// The product of two f32 is exact in f64; the f64 sum is then rounded to f32. That double
/// rounding is only wrong when the f64 sum is inexact and lies exactly halfway between two f32
/// values, or lands in the f32 subnormal range; those rare cases go to the host's `fmaf`.
#[inline(always)]
pub fn fma32(a: f32, b: f32, c: f32) -> f32 {
    let xy = a as f64 * b as f64;
    let r = xy + c as f64;
    let bits = r.to_bits();
    let e = (bits >> 52) & 0x7ff;
    // Not a halfway case and a normal f32 result (exponent >= -126), or inf/NaN.
    if ((bits & 0x1fff_ffff) != 0x1000_0000 && e >= 1023 - 126) || e == 0x7ff {
        return r as f32;
    }
    a.mul_add(b, c)
}

/// `out[i] = fma(a[i], b[i], c[i])` on f32 bit patterns, with the host's FMA unit when it has
/// one (the same correctly rounded result as [`fma32`], vectorized).
#[inline]
pub fn fma_slice(out: &mut [u32], a: &[u32], b: &[u32], c: &[u32]) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("fma") {
            // SAFETY: the CPU supports FMA (checked just above), which is all the function's
            // target feature requires.
            unsafe { fma_slice_hw(out, a, b, c) };
            return;
        }
    }
    for i in 0..out.len() {
        out[i] = fma32(
            f32::from_bits(a[i]),
            f32::from_bits(b[i]),
            f32::from_bits(c[i]),
        )
        .to_bits();
    }
}

/// `acc[i] = fma(a[i], b[i], acc[i])`: [`fma_slice`] for an accumulator that is also the
/// destination (`v_fmac_f32`), without first copying it aside.
#[inline]
pub fn fma_acc_slice(acc: &mut [u32], a: &[u32], b: &[u32]) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("fma") {
            // SAFETY: the CPU supports FMA (checked just above), which is all the function's
            // target feature requires.
            unsafe { fma_acc_slice_hw(acc, a, b) };
            return;
        }
    }
    for ((o, &x), &y) in acc.iter_mut().zip(a).zip(b) {
        *o = fma32(f32::from_bits(x), f32::from_bits(y), f32::from_bits(*o)).to_bits();
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma")]
unsafe fn fma_acc_slice_hw(acc: &mut [u32], a: &[u32], b: &[u32]) {
    for ((o, &x), &y) in acc.iter_mut().zip(a).zip(b) {
        *o = f32::from_bits(x)
            .mul_add(f32::from_bits(y), f32::from_bits(*o))
            .to_bits();
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma")]
unsafe fn fma_slice_hw(out: &mut [u32], a: &[u32], b: &[u32], c: &[u32]) {
    let n = out.len().min(a.len()).min(b.len()).min(c.len());
    for i in 0..n {
        out[i] = f32::from_bits(a[i])
            .mul_add(f32::from_bits(b[i]), f32::from_bits(c[i]))
            .to_bits();
    }
}

/// IEEE-mode maximum (`v_max_f32` with `ieee_mode` set).
#[inline(always)]
pub fn max32(a: f32, b: f32) -> f32 {
    if a.is_nan() || b.is_nan() {
        return nan_minmax32(a, b);
    }
    if a == b {
        // -0 < +0
        return if a.is_sign_negative() { b } else { a };
    }
    if a > b {
        a
    } else {
        b
    }
}

/// IEEE-mode minimum.
#[inline(always)]
pub fn min32(a: f32, b: f32) -> f32 {
    if a.is_nan() || b.is_nan() {
        return nan_minmax32(a, b);
    }
    if a == b {
        return if a.is_sign_negative() { a } else { b };
    }
    if a < b {
        a
    } else {
        b
    }
}

#[cold]
fn nan_minmax32(a: f32, b: f32) -> f32 {
    let snan = |x: f32| x.is_nan() && x.to_bits() & 0x0040_0000 == 0;
    if snan(a) {
        return quiet32(a);
    }
    if snan(b) {
        return quiet32(b);
    }
    if a.is_nan() {
        b
    } else {
        a
    }
}

pub fn quiet32(x: f32) -> f32 {
    f32::from_bits(x.to_bits() | 0x0040_0000)
}

pub fn quiet64(x: f64) -> f64 {
    f64::from_bits(x.to_bits() | 0x0008_0000_0000_0000)
}

pub fn max64(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        let snan = |x: f64| x.is_nan() && x.to_bits() & 0x0008_0000_0000_0000 == 0;
        if snan(a) {
            return quiet64(a);
        }
        if snan(b) {
            return quiet64(b);
        }
        return if a.is_nan() { b } else { a };
    }
    if a == b {
        return if a.is_sign_negative() { b } else { a };
    }
    if a > b {
        a
    } else {
        b
    }
}

pub fn min64(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return max64(a, b);
    }
    if a == b {
        return if a.is_sign_negative() { a } else { b };
    }
    if a < b {
        a
    } else {
        b
    }
}

/// Median of three with IEEE-mode NaN handling (`v_med3_f32`).
pub fn med3_32(a: f32, b: f32, c: f32) -> f32 {
    if a.is_nan() || b.is_nan() || c.is_nan() {
        return min32(min32(a, b), c);
    }
    max32(min32(a, b), min32(max32(a, b), c))
}

/// Flushes an f32 denormal to a zero of the same sign.
#[inline(always)]
pub fn ftz32(x: f32) -> f32 {
    if x.is_subnormal() {
        f32::from_bits(x.to_bits() & 0x8000_0000)
    } else {
        x
    }
}

/// f32 to f16 bits, round to nearest even, NaN kept quiet.
pub fn f32_to_f16(x: f32) -> u16 {
    f64_to_f16(x as f64)
}

/// f64 to f16 bits, one rounding (nearest even), NaN kept quiet.
pub fn f64_to_f16(x: f64) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 48) & 0x8000) as u16;
    let exp = ((b >> 52) & 0x7ff) as i64;
    let man = b & 0x000f_ffff_ffff_ffff;
    if exp == 0x7ff {
        return sign
            | 0x7c00
            | if man != 0 {
                0x200 | (man >> 42) as u16
            } else {
                0
            };
    }
    let e = exp - 1023 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    // Significand with the implicit bit, and how many low bits to drop.
    let (m, shift) = if e <= 0 {
        if e < -11 || exp == 0 {
            return sign;
        }
        (man | 1 << 52, (42 + 1 - e) as u32)
    } else {
        (man, 42u32)
    };
    let half = 1u64 << (shift - 1);
    let rest = m & ((1u64 << shift) - 1);
    let mut r = m >> shift;
    if e > 0 {
        r |= (e as u64) << 10;
    }
    if rest > half || (rest == half && r & 1 == 1) {
        r += 1; // may carry into the exponent, which is the correct result
    }
    sign | r as u16
}

/// f16 bits to f32 (exact).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = ((h & 0x8000) as u32) << 16;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    let bits = if exp == 0 {
        if man == 0 {
            sign
        } else {
            // subnormal: value = man * 2^-24
            let v = man as f32 * f32::from_bits(0x3380_0000);
            return if sign != 0 { -v } else { v };
        }
    } else if exp == 0x1f {
        sign | 0x7f80_0000 | (man << 13)
    } else {
        sign | ((exp + 127 - 15) << 23) | (man << 13)
    };
    f32::from_bits(bits)
}

/// bf16 bits of an f32, round to nearest even.
pub fn f32_to_bf16(x: f32) -> u16 {
    let b = x.to_bits();
    if x.is_nan() {
        return ((b >> 16) | 0x40) as u16;
    }
    let round = 0x7fff + ((b >> 16) & 1);
    ((b.wrapping_add(round)) >> 16) as u16
}

/// bf16 bits (the low 16 of `h`) to f64 (exact).
pub fn bf16_to_f64(h: u32) -> f64 {
    f32::from_bits((h & 0xffff) << 16) as f64
}

/// f64 to bf16 bits with one rounding (nearest even): round to odd into f32 first, which
/// keeps enough bits for the second rounding to be exact.
pub fn f64_to_bf16(x: f64) -> u16 {
    if x.is_nan() {
        return 0x7fc0 | if x.is_sign_negative() { 0x8000 } else { 0 };
    }
    let mut f = x as f32;
    if f.is_finite() && f as f64 != x {
        // Truncate toward zero, then mark inexact in the last bit.
        if (f as f64).abs() > x.abs() {
            f = f32::from_bits(f.to_bits() - 1);
        }
        f = f32::from_bits(f.to_bits() | 1);
    }
    f32_to_bf16(f)
}

/// Transcendental approximation in f64, rounded once (see the module docs).
pub fn trans32(x: f32, f: fn(f64) -> f64) -> f32 {
    f(x as f64) as f32
}

/// The fraction of 2/pi, most significant bit first: 37 words (1184 bits) of
/// 0.a2f9836e4e441529... (computed from Machin's formula; the same bits LLVM folds
/// `llvm.amdgcn.trig.preop` with).
const TWO_OVER_PI: [u32; 37] = [
    0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561,
    0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484,
    0xe99c7026, 0xb45f7e41, 0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f,
    0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d, 0x7527bac7, 0xebe5f17b,
    0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08, 0x56033046,
];

/// `v_trig_preop_f64 D, S0, S1`: the 53-bit segment `S1[4:0]` of 2/pi that a range reduction
/// of `S0` needs (the segment moves further into the fraction for `S0` above 2^54), scaled to
/// its place: bits `[shift, shift + 53)` of the fraction times 2^-(53 + shift), with 2^128
/// added to the scale for `S0` of exponent 1968 and above (so the product with `S0` does not
/// go denormal). A segment past the table gives +0; a NaN `S0` gives that NaN quieted.
pub fn trig_preop(src: f64, segment: u32) -> f64 {
    if src.is_nan() {
        return quiet64(src);
    }
    let exponent = ((src.to_bits() >> 52) & 0x7ff) as u32;
    let mut shift = (segment & 31) * 53;
    if exponent > 1077 {
        shift += exponent - 1077;
    }
    let word = (shift / 32) as usize;
    if word + 2 >= TWO_OVER_PI.len() {
        return 0.0;
    }
    // 96 bits from the word holding bit `shift`, moved so that bit is the top one, keep 53.
    let wide = (u128::from(TWO_OVER_PI[word]) << 64)
        | (u128::from(TWO_OVER_PI[word + 1]) << 32)
        | u128::from(TWO_OVER_PI[word + 2]);
    let segment_bits = ((wide << (32 + shift % 32)) >> 75) as u64;
    let mut scale = -53 - shift as i32;
    if exponent >= 1968 {
        scale += 128;
    }
    ldexp64(segment_bits as f64, scale)
}

/// `x * 2^e` rounded once, as `scalbn` does (`v_ldexp_f64`; the late segments of
/// [`trig_preop`] land below the normal range, where `2^e` alone would already be zero).
pub fn ldexp64(x: f64, e: i32) -> f64 {
    let e = e.clamp(-2200, 2200);
    // Split so no intermediate over/underflows before the final, single rounding step.
    let mut r = x;
    let mut k = e;
    while k > 1000 {
        r *= 2f64.powi(1000);
        k -= 1000;
    }
    while k < -1000 {
        r *= 2f64.powi(-1000);
        k += 1000;
    }
    r * 2f64.powi(k)
}

/// `v_cvt_i32_f32`: truncation, NaN gives 0, saturating.
pub fn cvt_i32(x: f64) -> u32 {
    if x.is_nan() {
        0
    } else {
        (x as i32) as u32
    }
}

/// `v_cvt_u32_f32`: truncation, NaN and negatives give 0, saturating.
pub fn cvt_u32(x: f64) -> u32 {
    if x.is_nan() {
        0
    } else {
        x as u32
    }
}

/// `v_cmp_class_f32` bit of a value: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denorm, 5 -0,
/// 6 +0, 7 +denorm, 8 +normal, 9 +inf.
pub fn class64(x: f64, is_snan: bool) -> u32 {
    use std::num::FpCategory::*;
    let neg = x.is_sign_negative();
    match x.classify() {
        Nan => {
            if is_snan {
                0
            } else {
                1
            }
        }
        Infinite => {
            if neg {
                2
            } else {
                9
            }
        }
        Normal => {
            if neg {
                3
            } else {
                8
            }
        }
        Subnormal => {
            if neg {
                4
            } else {
                7
            }
        }
        Zero => {
            if neg {
                5
            } else {
                6
            }
        }
    }
}

/// Float compare codes of VOPC (f, lt, eq, le, gt, lg, ge, o, u, nge, nlg, ngt, nle, neq, nlt, t).
pub fn fcmp(code: usize, lt: bool, eq: bool, gt: bool, un: bool) -> bool {
    match code {
        0 => false,
        1 => lt,
        2 => eq,
        3 => lt || eq,
        4 => gt,
        5 => lt || gt,
        6 => gt || eq,
        7 => !un,
        8 => un,
        9 => lt || un,
        10 => eq || un,
        11 => lt || eq || un,
        12 => gt || un,
        13 => lt || gt || un,
        14 => gt || eq || un,
        _ => true,
    }
}

/// Integer compare codes of VOPC (f, lt, eq, le, gt, ne, ge, t).
pub fn icmp(code: usize, ord: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match code {
        0 => false,
        1 => ord == Less,
        2 => ord == Equal,
        3 => ord != Greater,
        4 => ord == Greater,
        5 => ord != Equal,
        6 => ord != Less,
        _ => true,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn trig_preop_segments_add_up_to_two_over_pi() {
        use std::f64::consts::FRAC_2_PI;
        // Segment 0 is 2/pi truncated to 53 bits; segment 1 holds the next 53, so the two
        // round to the host's correctly rounded 2/pi.
        let (s0, s1) = (trig_preop(1.0, 0), trig_preop(1.0, 1));
        assert!(s0 < FRAC_2_PI && FRAC_2_PI - s0 <= 2f64.powi(-53), "{s0:e}");
        assert!(s1 > 0.0 && s1 < 2f64.powi(-53), "{s1:e}");
        assert_eq!(s0 + s1, FRAC_2_PI);
        // An input above 2^54 moves the window by its exponent's excess over 1077: the segment
        // of 2^60 starts 6 bits in, so it holds segment 0's bits from the seventh on, and the
        // six bits after them (worth less than segment 0's last).
        let big = trig_preop(2f64.powi(60), 0);
        let rest = (s0 * 2f64.powi(6)).fract() * 2f64.powi(-6);
        assert!(
            big >= rest && big - rest < 2f64.powi(-53),
            "{big:e} {rest:e}"
        );
        // Exponents from 1968 up scale by 2^128 so the product with the input stays normal:
        // segment 0 of 2^(1968-1023) starts 891 bits in, as segment 16 of 2^(1120-1023) does.
        let huge = f64::from_bits(1968u64 << 52);
        let same_window = f64::from_bits(1120u64 << 52);
        assert_eq!(
            trig_preop(huge, 0),
            trig_preop(same_window, 16) * 2f64.powi(128)
        );
        // Late segments reach below the normal range (rounded once); past the table: +0.
        assert!(trig_preop(1.0, 20) > 0.0 && trig_preop(1.0, 20) < f64::MIN_POSITIVE);
        assert_eq!(trig_preop(1.0, 31).to_bits(), 0);
        assert!(trig_preop(f64::NAN, 0).is_nan());
    }

    #[test]
    fn fma_is_fused() {
        // (1 + 2^-23) * (1 - 2^-23) = 1 - 2^-46: fused keeps the -2^-46, mul+add loses it.
        let a = 1.0f32 + f32::EPSILON;
        let b = 1.0f32 - f32::EPSILON;
        assert_eq!(fma32(a, b, -1.0), -(2.0f32.powi(-46)));
        assert_eq!(a * b - 1.0, 0.0);
    }

    #[test]
    fn f16_round_trip() {
        for h in [0u16, 1, 0x3c00, 0x7bff, 0x8001, 0x7c00, 0xfc00, 0x3555] {
            assert_eq!(f32_to_f16(f16_to_f32(h)), h);
        }
        assert_eq!(f32_to_f16(65520.0), 0x7c00);
    }
}
