//! Vector ALU semantics (VOP1, VOP2, VOP3, VOPC, VOP3P, VOPD).
//!
//! Sources are read into lane arrays (a VGPR is copied, a scalar or constant is splatted), float
//! source modifiers (`abs` then `neg`) are applied to the copies, one loop computes the active
//! lanes, and output modifiers (`mul:`/`div:` then `clamp`) are applied to the result.

use super::decode::{Lane, Op, Opnd, K};
use super::fp;
use super::salu::{bfe_i32, bfe_u32, bfm32};
use super::wave::{for_lanes, Env, Lanes, Wave};
use super::xlane::INVALID;
use super::EmuError;

mod float;
mod int;

const Z: Lanes = [0; 64];

/// A source of an elementwise op before the register file is split: a VGPR, or the 32-bit
/// value of a scalar or constant.
#[derive(Clone, Copy)]
enum Src {
    V(usize),
    K(u32),
}

/// The destination VGPR `d` (mutable) and the VGPRs below and above it (shared): an op can
/// write its result in place while it reads its other sources, with no copies.
#[inline(always)]
fn split_dst(v: &mut [Lanes], d: usize) -> (&mut Lanes, &[Lanes], &[Lanes]) {
    let (lo, rest) = v.split_at_mut(d);
    let (dv, hi) = rest
        .split_first_mut()
        .expect("the destination VGPR is in the register file");
    (dv, lo, hi)
}

/// Source `s` read in place from the split register file; a scalar is splatted into `k` (the
/// wave's scratch lanes, first `n` lanes only), and the destination itself is copied into `k`
/// (borrowing rules: lane l of an elementwise op reads lane l of the source before writing it,
/// so the copy is only for the borrow). Not a fresh `[x; 64]` per source: building and moving
/// 64-lane arrays through an `Option` cost ~50 M of sgemm_naive gfx1100's 469 M host
/// instructions (callgrind, n128).
#[inline(always)]
fn pick<'a>(
    s: Src,
    d: usize,
    dv: &Lanes,
    lo: &'a [Lanes],
    hi: &'a [Lanes],
    k: &'a mut Lanes,
    n: usize,
) -> &'a Lanes {
    match s {
        Src::V(i) if i < d => &lo[i],
        Src::V(i) if i > d => &hi[i - d - 1],
        Src::V(_) => {
            k[..n].copy_from_slice(&dv[..n]);
            k
        }
        Src::K(x) => {
            k[..n].fill(x);
            k
        }
    }
}

/// `dv[l] = g(l)` on the lanes of `exec` (all `n` lanes: one straight loop). Not
/// [`super::wave::for_lanes`] with a closure: the iterator over `dv` drops the bounds checks
/// (callgrind, sgemm_naive gfx1100 n128: 836.4 M host instructions here, 852.6 M through it).
#[inline(always)]
fn write_lanes(dv: &mut Lanes, exec: u64, full: u64, n: usize, mut g: impl FnMut(usize) -> u32) {
    if exec == full {
        for (l, o) in dv[..n].iter_mut().enumerate() {
            *o = g(l);
        }
    } else {
        let mut m = exec;
        while m != 0 {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            dv[l] = g(l);
        }
    }
}

/// 0: not probed yet; 1: the host has AVX2, FMA, BMI1/2, LZCNT and POPCNT; 2: it has not, or
/// the baseline copy was asked for ([`use_host_simd`]).
static HOST_SIMD: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(0);

/// Whether the interpreter runs its AVX2 copies (see `Wave::valu_one`): one relaxed load once
/// probed.
#[inline(always)]
pub(super) fn host_avx2() -> bool {
    match HOST_SIMD.load(std::sync::atomic::Ordering::Relaxed) {
        1 => true,
        2 => false,
        _ => probe_host_simd(),
    }
}

#[cold]
fn probe_host_simd() -> bool {
    #[cfg(target_arch = "x86_64")]
    let ok = std::arch::is_x86_feature_detected!("avx2")
        && std::arch::is_x86_feature_detected!("fma")
        && std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
        && std::arch::is_x86_feature_detected!("lzcnt")
        && std::arch::is_x86_feature_detected!("popcnt");
    #[cfg(not(target_arch = "x86_64"))]
    let ok = false;
    HOST_SIMD.store(if ok { 1 } else { 2 }, std::sync::atomic::Ordering::Relaxed);
    ok
}

/// Runs the interpreter's AVX2 copies when the host has the features (`true`, the default) or
/// the baseline copies (`false`): the two give the same results bit for bit, which the tests
/// check by running both. Process-wide.
pub fn use_host_simd(on: bool) {
    if on {
        HOST_SIMD.store(0, std::sync::atomic::Ordering::Relaxed);
    } else {
        HOST_SIMD.store(2, std::sync::atomic::Ordering::Relaxed);
    }
}

#[inline(always)]
fn f(x: u32) -> f32 {
    f32::from_bits(x)
}

#[inline(always)]
fn b(x: f32) -> u32 {
    x.to_bits()
}

#[inline(always)]
fn d64(x: u64) -> f64 {
    f64::from_bits(x)
}

/// A 64-bit source read in place: a VGPR pair, or a constant (a scalar pair or literal).
#[derive(Clone, Copy)]
enum Src64<'a> {
    V(&'a Lanes, &'a Lanes),
    K(u64),
}

impl<'a> Src64<'a> {
    #[inline(always)]
    fn of(w: &'a Wave, o: Opnd) -> Src64<'a> {
        match o {
            Opnd::V(i) => Src64::V(&w.v[i as usize], &w.v[i as usize + 1]),
            other => Src64::K(w.s64(other)),
        }
    }

    #[inline(always)]
    fn at(&self, l: usize) -> u64 {
        match self {
            Src64::V(lo, hi) => lo[l] as u64 | (hi[l] as u64) << 32,
            Src64::K(x) => *x,
        }
    }
}

/// Byte `l` of the result is bit `l` of `m` (0 or 1), eight lanes at a time: the multiply
/// copies the 8 bits into every byte, the AND keeps bit `i` in byte `i`, and adding 0x7f
/// carries into bit 7 of exactly the bytes that kept a bit (no byte overflows into the next).
#[inline(always)]
pub(super) fn unpack_bytes(m: u64) -> [u8; 64] {
    let mut out = [0u8; 64];
    for (i, o) in out.chunks_exact_mut(8).enumerate() {
        let b = (m >> (8 * i)) & 0xff;
        let spread = b.wrapping_mul(0x0101_0101_0101_0101) & 0x8040_2010_0804_0201;
        let ones = (spread.wrapping_add(0x7f7f_7f7f_7f7f_7f7f) >> 7) & 0x0101_0101_0101_0101;
        o.copy_from_slice(&ones.to_le_bytes());
    }
    out
}

/// Bit `l` of the result is byte `l` of `bytes` (each 0 or 1). Eight bytes at a time: the
/// multiply moves byte `i` of a word to bit `56 + i` (the partial products land on distinct
/// bits, so nothing carries into the top byte).
#[inline(always)]
pub(super) fn pack_bytes(bytes: &[u8; 64]) -> u64 {
    let mut m = 0u64;
    for (i, c) in bytes.chunks_exact(8).enumerate() {
        let mut w = [0u8; 8];
        w.copy_from_slice(c);
        let x = u64::from_le_bytes(w);
        m |= (x.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * i);
    }
    m
}

impl Wave {
    /// The first `N` sources as [`Src`] (no modifiers).
    #[inline(always)]
    fn srcs<const N: usize>(&self, op: &Op) -> [Src; N] {
        let mut out = [Src::K(0); N];
        for (o, s) in out.iter_mut().zip(&op.src) {
            *o = match *s {
                Opnd::V(r) => Src::V(r as usize),
                k => Src::K(self.s32(k)),
            };
        }
        out
    }

    /// Source `i` as 32-bit lanes, with float modifiers applied when `float`.
    #[inline(always)]
    fn src(&self, op: &Op, i: usize, out: &mut Lanes) {
        self.v32(op.src[i], out);
        let m = (op.abs | op.neg) >> i & 1;
        if m != 0 {
            let abs = op.abs >> i & 1 != 0;
            let neg = op.neg >> i & 1 != 0;
            for x in out[..self.n].iter_mut() {
                if abs {
                    *x &= 0x7fff_ffff;
                }
                if neg {
                    *x ^= 0x8000_0000;
                }
            }
        }
    }

    #[inline(always)]
    fn src64(&self, op: &Op, i: usize, out: &mut [u64; 64]) {
        self.v64(op.src[i], out);
        let m = (op.abs | op.neg) >> i & 1;
        if m != 0 {
            let abs = op.abs >> i & 1 != 0;
            let neg = op.neg >> i & 1 != 0;
            for x in out[..self.n].iter_mut() {
                if abs {
                    *x &= !(1 << 63);
                }
                if neg {
                    *x ^= 1 << 63;
                }
            }
        }
    }

    #[inline(always)]
    fn u1(&mut self, op: &Op, d: u16, g: impl Fn(u32) -> u32) {
        if (op.abs | op.neg) & 1 == 0 {
            let [s0] = self.srcs::<1>(op);
            let (e, full, n, d) = (self.exec(), self.full, self.n, d as usize);
            let (dv, lo, hi) = split_dst(&mut self.v, d);
            let [k0, ..] = &mut self.splat;
            let a = pick(s0, d, dv, lo, hi, k0, n);
            write_lanes(dv, e, full, n, |l| g(a[l]));
            return;
        }
        let mut a = Z;
        self.src(op, 0, &mut a);
        let (e, n) = (self.exec(), self.n);
        let dv = &mut self.v[d as usize];
        for_lanes(e, n, |l| dv[l] = g(a[l]));
    }

    /// Writes `r` to VGPR `d` on the active lanes.
    #[inline(always)]
    fn put(&mut self, d: u16, r: &Lanes) {
        let (e, n) = (self.exec(), self.n);
        let dv = &mut self.v[d as usize];
        if e == self.full {
            dv[..n].copy_from_slice(&r[..n]);
        } else {
            for_lanes(e, n, |l| dv[l] = r[l]);
        }
    }

    #[inline(always)]
    fn u2(&mut self, op: &Op, d: u16, g: impl Fn(u32, u32) -> u32) {
        if (op.abs | op.neg) & 3 == 0 {
            let [s0, s1] = self.srcs::<2>(op);
            let (e, full, n, d) = (self.exec(), self.full, self.n, d as usize);
            let (dv, lo, hi) = split_dst(&mut self.v, d);
            let [k0, k1, _] = &mut self.splat;
            let a = pick(s0, d, dv, lo, hi, k0, n);
            let c = pick(s1, d, dv, lo, hi, k1, n);
            write_lanes(dv, e, full, n, |l| g(a[l], c[l]));
            return;
        }
        let mut r = Z;
        {
            let (mut a, mut c) = (Z, Z);
            self.src(op, 0, &mut a);
            self.src(op, 1, &mut c);
            for l in 0..self.n {
                r[l] = g(a[l], c[l]);
            }
        }
        self.put(d, &r);
    }

    #[inline(always)]
    fn u3(&mut self, op: &Op, d: u16, g: impl Fn(u32, u32, u32) -> u32) {
        if (op.abs | op.neg) & 7 == 0 {
            let [s0, s1, s2] = self.srcs::<3>(op);
            let (e, full, n, d) = (self.exec(), self.full, self.n, d as usize);
            let (dv, lo, hi) = split_dst(&mut self.v, d);
            let [k0, k1, k2] = &mut self.splat;
            let a = pick(s0, d, dv, lo, hi, k0, n);
            let c = pick(s1, d, dv, lo, hi, k1, n);
            let s = pick(s2, d, dv, lo, hi, k2, n);
            write_lanes(dv, e, full, n, |l| g(a[l], c[l], s[l]));
            return;
        }
        let mut r = Z;
        {
            let (mut a, mut c, mut s) = (Z, Z, Z);
            self.src(op, 0, &mut a);
            self.src(op, 1, &mut c);
            self.src(op, 2, &mut s);
            for l in 0..self.n {
                r[l] = g(a[l], c[l], s[l]);
            }
        }
        self.put(d, &r);
    }

    /// f32 fused multiply-add of sources 0, 1, 2 (fmac, fma, fmaak, fmamk). Inlined into both
    /// copies of the VALU (see `valu_one`) so that the AVX2 one inlines the FMA loop.
    #[inline(always)]
    fn fma_f32(&mut self, env: &Env, op: &Op, d: u16) {
        if env.flush_f32 || (op.abs | op.neg) & 7 != 0 {
            self.f3(env, op, d, fp::fma32);
            return;
        }
        let [s0, s1, s2] = self.srcs::<3>(op);
        let (e, full, n, du) = (self.exec(), self.full, self.n, d as usize);
        let is_dst = |s: Src| matches!(s, Src::V(i) if i == du);
        if e == full && is_dst(s2) && !is_dst(s0) && !is_dst(s1) {
            // `v_fmac_f32 acc, a, b` (every GEMM's inner loop): accumulate in place instead
            // of copying the accumulator aside for the borrow (see `pick`).
            let (dv, lo, hi) = split_dst(&mut self.v, du);
            let [k0, k1, _] = &mut self.splat;
            let a = pick(s0, du, dv, lo, hi, k0, n);
            let c = pick(s1, du, dv, lo, hi, k1, n);
            fp::fma_acc_slice(&mut dv[..n], &a[..n], &c[..n]);
            self.fpost(env, op, d);
            return;
        }
        let (dv, lo, hi) = split_dst(&mut self.v, du);
        let [k0, k1, k2] = &mut self.splat;
        let a = pick(s0, du, dv, lo, hi, k0, n);
        let c = pick(s1, du, dv, lo, hi, k1, n);
        let s = pick(s2, du, dv, lo, hi, k2, n);
        if e == full {
            fp::fma_slice(&mut dv[..n], &a[..n], &c[..n], &s[..n]);
        } else {
            let mut r = Z;
            fp::fma_slice(&mut r[..n], &a[..n], &c[..n], &s[..n]);
            write_lanes(dv, e, full, n, |l| r[l]);
        }
        self.fpost(env, op, d);
    }

    /// f32 output modifiers and denormal flushing on the active lanes of `d`.
    fn fpost(&mut self, env: &Env, op: &Op, d: u16) {
        if !(op.clamp || op.omod != 0 || env.flush_f32) {
            return;
        }
        let (e, n) = (self.exec(), self.n);
        let dv = &mut self.v[d as usize];
        for_lanes(e, n, |l| {
            let mut x = f(dv[l]);
            match op.omod {
                1 => x *= 2.0,
                2 => x *= 4.0,
                3 => x *= 0.5,
                _ => {}
            }
            if op.clamp {
                x = if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) };
            }
            if env.flush_f32 {
                x = fp::ftz32(x);
            }
            dv[l] = b(x);
        });
    }

    #[inline(always)]
    fn f1(&mut self, env: &Env, op: &Op, d: u16, g: impl Fn(f32) -> f32) {
        let flush = env.flush_f32;
        self.u1(op, d, |a| {
            let a = if flush { fp::ftz32(f(a)) } else { f(a) };
            b(g(a))
        });
        self.fpost(env, op, d);
    }

    #[inline(always)]
    fn f2(&mut self, env: &Env, op: &Op, d: u16, g: impl Fn(f32, f32) -> f32) {
        if env.flush_f32 {
            self.u2(op, d, |a, c| b(g(fp::ftz32(f(a)), fp::ftz32(f(c)))));
        } else {
            self.u2(op, d, |a, c| b(g(f(a), f(c))));
        }
        self.fpost(env, op, d);
    }

    #[inline(always)]
    fn f3(&mut self, env: &Env, op: &Op, d: u16, g: impl Fn(f32, f32, f32) -> f32) {
        if env.flush_f32 {
            self.u3(op, d, |a, c, s| {
                b(g(fp::ftz32(f(a)), fp::ftz32(f(c)), fp::ftz32(f(s))))
            });
        } else {
            self.u3(op, d, |a, c, s| b(g(f(a), f(c), f(s))));
        }
        self.fpost(env, op, d);
    }

    #[inline(always)]
    fn d1(&mut self, op: &Op, d: u16, g: impl Fn(f64) -> f64) {
        let mut a = [0u64; 64];
        self.src64(op, 0, &mut a);
        let mut r = [0u64; 64];
        let (e, n) = (self.exec(), self.n);
        for_lanes(e, n, |l| r[l] = g(d64(a[l])).to_bits());
        self.wv64(d, &r, e);
    }

    /// An f64 op of a 64-bit source and a 32-bit integer one (`v_ldexp_f64`,
    /// `v_trig_preop_f64`).
    #[inline(always)]
    fn d_u32(&mut self, op: &Op, d: u16, g: impl Fn(f64, u32) -> f64) {
        let mut a = [0u64; 64];
        self.src64(op, 0, &mut a);
        let mut c = Z;
        self.v32(op.src[1], &mut c);
        let mut r = [0u64; 64];
        let (e, n) = (self.exec(), self.n);
        for_lanes(e, n, |l| r[l] = g(d64(a[l]), c[l]).to_bits());
        self.wv64(d, &r, e);
    }

    #[inline(always)]
    fn d2(&mut self, op: &Op, d: u16, g: impl Fn(f64, f64) -> f64) {
        let (mut a, mut c) = ([0u64; 64], [0u64; 64]);
        self.src64(op, 0, &mut a);
        self.src64(op, 1, &mut c);
        let mut r = [0u64; 64];
        let (e, n) = (self.exec(), self.n);
        for_lanes(e, n, |l| r[l] = g(d64(a[l]), d64(c[l])).to_bits());
        self.wv64(d, &r, e);
    }

    #[inline(always)]
    fn d3(&mut self, op: &Op, d: u16, g: impl Fn(f64, f64, f64) -> f64) {
        let (mut a, mut c, mut s) = ([0u64; 64], [0u64; 64], [0u64; 64]);
        self.src64(op, 0, &mut a);
        self.src64(op, 1, &mut c);
        self.src64(op, 2, &mut s);
        let mut r = [0u64; 64];
        let (e, n) = (self.exec(), self.n);
        for_lanes(e, n, |l| {
            r[l] = g(d64(a[l]), d64(c[l]), d64(s[l])).to_bits()
        });
        self.wv64(d, &r, e);
    }

    /// 64-bit integer op of three 64-bit sources (a 32-bit source's upper half is ignored by
    /// `g`). The sources are read in place and only the used ones: these run once per address
    /// computation (`v_lshlrev_b64`), so no zeroed 64-lane staging arrays.
    #[inline(always)]
    fn q(&mut self, op: &Op, d: u16, g: impl Fn(u64, u64, u64) -> u64) {
        let (e, n) = (self.exec(), self.n);
        let mut r = [0u64; 64];
        {
            // Not `[0, 1, 2].map(..)`: that stayed an out-of-line `try_map` call per op (perf,
            // sgemm_naive gfx1100: 8% of the run in it and its `Drain`).
            let (a, c, s) = (
                Src64::of(self, op.src[0]),
                Src64::of(self, op.src[1]),
                Src64::of(self, op.src[2]),
            );
            // One register pair and constants (`v_lshlrev_b64 v[..], 2, v[..]`,
            // `v_lshl_add_u64 v[..], v[..], 2, s[..]`): one straight loop, no per-lane
            // operand dispatch.
            let full = e == self.full;
            if let (true, Src64::K(x), Src64::V(lo, hi), Src64::K(z)) = (full, a, c, s) {
                for ((o, &lo), &hi) in r[..n].iter_mut().zip(lo).zip(hi) {
                    *o = g(x, lo as u64 | (hi as u64) << 32, z);
                }
            } else if let (true, Src64::V(lo, hi), Src64::K(y), Src64::K(z)) = (full, a, c, s) {
                for ((o, &lo), &hi) in r[..n].iter_mut().zip(lo).zip(hi) {
                    *o = g(lo as u64 | (hi as u64) << 32, y, z);
                }
            } else if full {
                for (l, o) in r[..n].iter_mut().enumerate() {
                    *o = g(a.at(l), c.at(l), s.at(l));
                }
            } else {
                for_lanes(e, n, |l| r[l] = g(a.at(l), c.at(l), s.at(l)));
            }
        }
        self.wv64(d, &r, e);
    }

    /// Carry-out op: `g` takes the sources and the carry-in (0 or 1) zero-extended to 64 bits
    /// and returns the result in bits 0-31 and the carry or borrow in bit 32 (a wrapped
    /// subtraction sets every bit above 31). Sources are read in place (see [`split_dst`]):
    /// these run twice per 64-bit address add. With every lane active the loop is branch-free
    /// 64-bit arithmetic over arrays, which the compiler vectorizes; a bool per lane and a
    /// closure writing two outputs kept it scalar (callgrind, sgemm_naive gfx1100 n128: 42 M
    /// of 469 M host instructions). The carries go to a byte per lane first and are packed
    /// eight lanes at a time (see [`pack_bytes`]).
    #[inline(always)]
    fn carry(&mut self, op: &Op, d: u16, g: impl Fn(u64, u64, u64) -> u64) {
        let [s0, s1] = self.srcs::<2>(op);
        let cin = self.mask_of(op.src[2]);
        let (e, full, n, d) = (self.exec(), self.full, self.n, d as usize);
        let (dv, lo, hi) = split_dst(&mut self.v, d);
        let [k0, k1, _] = &mut self.splat;
        let a = pick(s0, d, dv, lo, hi, k0, n);
        let c = pick(s1, d, dv, lo, hi, k1, n);
        let ci = unpack_bytes(cin);
        let mut co = [0u8; 64];
        if e == full {
            let lanes = dv[..n].iter_mut().zip(&mut co[..n]).zip(&a[..n]);
            for (((o, co), &x), (&y, &i)) in lanes.zip(c[..n].iter().zip(&ci[..n])) {
                let r = g(x as u64, y as u64, i as u64);
                *o = r as u32;
                *co = (r >> 32) as u8 & 1;
            }
        } else {
            for_lanes(e, n, |l| {
                let r = g(a[l] as u64, c[l] as u64, ci[l] as u64);
                dv[l] = r as u32;
                co[l] = (r >> 32) as u8 & 1;
            });
        }
        // Inactive lanes' bytes stay 0: their mask bits are 0, as the hardware writes them.
        self.set_mask(op.dst[1], pack_bytes(&co) & e);
    }

    /// Reads a 64-bit packed pair source for VOP3P f32: (lo, hi) halves with neg_lo/neg_hi.
    fn pair(&self, op: &Op, i: usize, lo: &mut Lanes, hi: &mut Lanes) {
        match op.src[i] {
            Opnd::V(r) => {
                lo[..self.n].copy_from_slice(&self.v[r as usize][..self.n]);
                hi[..self.n].copy_from_slice(&self.v[r as usize + 1][..self.n]);
            }
            Opnd::S(r) => {
                lo[..self.n].fill(self.s[r as usize & 127]);
                hi[..self.n].fill(self.s[(r as usize + 1) & 127]);
            }
            o => {
                let x = self.s32(o);
                lo[..self.n].fill(x);
                hi[..self.n].fill(x);
            }
        }
    }

    /// One half of a VOP3P f32 source: the register (pair half) `op_sel`/`op_sel_hi` picks,
    /// negated per `neg_lo`/`neg_hi`.
    #[inline(always)]
    fn pk_src<'a>(&'a self, op: &Op, i: usize, hi: bool, splat: &'a mut Lanes) -> &'a Lanes {
        let bit = (if hi { op.op_sel_hi } else { op.op_sel } >> i & 1) as usize;
        let neg = (if hi { op.neg_hi } else { op.neg }) >> i & 1 != 0;
        let n = self.n;
        match op.src[i] {
            Opnd::V(r) if !neg => &self.v[r as usize + bit],
            Opnd::V(r) => {
                for l in 0..n {
                    splat[l] = self.v[r as usize + bit][l] ^ 0x8000_0000;
                }
                splat
            }
            Opnd::S(r) => {
                let x = self.s[(r as usize + bit) & 127] ^ if neg { 0x8000_0000 } else { 0 };
                splat[..n].fill(x);
                splat
            }
            o => {
                let x = self.s32(o) ^ if neg { 0x8000_0000 } else { 0 };
                splat[..n].fill(x);
                splat
            }
        }
    }

    fn pk_f32(&mut self, env: &Env, op: &Op, d: u16, nsrc: usize, g: fn(f32, f32, f32) -> f32) {
        let n = self.n;
        let flush = env.flush_f32;
        let ff = |x: u32| if flush { fp::ftz32(f(x)) } else { f(x) };
        let mut res = [Z; 2];
        for (half, r) in res.iter_mut().enumerate() {
            let hi = half == 1;
            let (mut s0, mut s1, mut s2) = (Z, Z, Z);
            let a = self.pk_src(op, 0, hi, &mut s0);
            let c = self.pk_src(op, 1, hi, &mut s1);
            if nsrc == 3 {
                let s = self.pk_src(op, 2, hi, &mut s2);
                if flush {
                    for l in 0..n {
                        r[l] = b(g(ff(a[l]), ff(c[l]), ff(s[l])));
                    }
                } else {
                    fp::fma_slice(&mut r[..n], &a[..n], &c[..n], &s[..n]);
                }
            } else {
                for l in 0..n {
                    r[l] = b(g(ff(a[l]), ff(c[l]), 0.0));
                }
            }
        }
        self.put(d, &res[0]);
        self.put(d + 1, &res[1]);
    }

    fn cmp(&mut self, op: &Op) {
        let idx = op.k as usize - K::v_cmp_f_f32 as usize;
        let (e, n) = (self.exec(), self.n);
        let mut r = 0u64;
        if idx < 32 {
            let code = idx % 16;
            let test = |lt, eq, gt, un| super::fp::fcmp(code, lt, eq, gt, un);
            if idx < 16 {
                let (mut a, mut c) = (Z, Z);
                self.src(op, 0, &mut a);
                self.src(op, 1, &mut c);
                for_lanes(e, n, |l| {
                    let (x, y) = (f(a[l]), f(c[l]));
                    let un = x.is_nan() || y.is_nan();
                    r |= (test(x < y, x == y, x > y, un) as u64) << l;
                });
            } else {
                let (mut a, mut c) = ([0u64; 64], [0u64; 64]);
                self.src64(op, 0, &mut a);
                self.src64(op, 1, &mut c);
                for_lanes(e, n, |l| {
                    let (x, y) = (d64(a[l]), d64(c[l]));
                    let un = x.is_nan() || y.is_nan();
                    r |= (test(x < y, x == y, x > y, un) as u64) << l;
                });
            }
        } else {
            let ty = (idx - 32) / 8;
            let code = (idx - 32) % 8;
            let (mut a, mut c) = ([0u64; 64], [0u64; 64]);
            if ty < 2 {
                let (mut a32, mut c32) = (Z, Z);
                self.v32(op.src[0], &mut a32);
                self.v32(op.src[1], &mut c32);
                for l in 0..n {
                    if ty == 0 {
                        a[l] = a32[l] as i32 as i64 as u64;
                        c[l] = c32[l] as i32 as i64 as u64;
                    } else {
                        a[l] = a32[l] as u64;
                        c[l] = c32[l] as u64;
                    }
                }
            } else {
                self.v64(op.src[0], &mut a);
                self.v64(op.src[1], &mut c);
            }
            let signed = ty == 0 || ty == 2;
            for_lanes(e, n, |l| {
                let ord = if signed {
                    (a[l] as i64).cmp(&(c[l] as i64))
                } else {
                    a[l].cmp(&c[l])
                };
                let t = super::fp::icmp(code, ord);
                r |= (t as u64) << l;
            });
        }
        self.cmp_result(op, r);
    }

    pub(super) fn cmp_result(&mut self, op: &Op, r: u64) {
        if op.cmpx {
            self.set_exec(r);
        }
        if op.dst[0] != Opnd::None {
            self.set_mask(op.dst[0], r);
        }
    }

    /// Inlined with [`Self::valu_plain`] into the interpreter loop: a plain VALU op costs one
    /// call (into `valu_one`), not three.
    #[inline(always)]
    pub(super) fn valu(&mut self, env: &mut Env, op: &Op) -> Result<(), EmuError> {
        match &op.lane {
            None => self.valu_plain(env, op),
            Some(lane) => self.valu_lane(env, op, lane),
        }
    }

    /// DPP: stage the permuted src0 and run with the lanes that get a value; SDWA: stage the
    /// selected sources, run, merge the result into the destination field.
    #[cold]
    fn valu_lane(&mut self, env: &mut Env, op: &Op, lane: &Lane) -> Result<(), EmuError> {
        let stage = env.prog.vtemp as usize + 2;
        let (exec, n) = (self.exec(), self.n);
        match lane {
            Lane::Dpp(dpp) => {
                // Both halves move: a 64-bit operation (gfx942's DPP on the DP ALU,
                // `row_newbcast`) reads src0 as the pair stage, stage + 1; a 32-bit one
                // ignores the second.
                let (src, src_hi) = match dpp.src {
                    Opnd::V(r) => (self.v[r as usize], self.v[r as usize + 1]),
                    _ => (Z, Z),
                };
                let mut ok = dpp.write & exec;
                let (mut t, mut t_hi) = (Z, Z);
                for_lanes(ok, n, |l| {
                    let from = dpp.from[l];
                    if from != INVALID && (dpp.fetch_inactive || exec >> from & 1 != 0) {
                        t[l] = src[from as usize];
                        t_hi[l] = src_hi[from as usize];
                    } else if dpp.bound_zero {
                        t[l] = 0;
                        t_hi[l] = 0;
                    } else {
                        ok &= !(1u64 << l);
                    }
                });
                self.v[stage] = t;
                self.v[stage + 1] = t_hi;
                self.set_exec(ok);
                let r = self.valu_plain(env, op);
                // A v_cmpx leaves its own result in EXEC (lanes not written compare false).
                if !op.cmpx {
                    self.set_exec(exec);
                }
                r
            }
            Lane::Sdwa(s) => {
                for i in 0..2 {
                    if s.src[i] == Opnd::None {
                        continue;
                    }
                    let mut x = Z;
                    self.v32(s.src[i], &mut x);
                    for v in x[..n].iter_mut() {
                        *v = s.sel[i].extract(*v, s.sext[i]);
                    }
                    self.v[stage + i] = x;
                }
                self.valu_plain(env, op)?;
                if let Some(d) = s.dst {
                    let r = self.v[stage + 2];
                    let dv = &mut self.v[d as usize];
                    for_lanes(exec, n, |l| dv[l] = s.dst_sel.insert(dv[l], r[l], s.unused));
                }
                Ok(())
            }
        }
    }

    #[inline(always)]
    fn valu_plain(&mut self, env: &mut Env, op: &Op) -> Result<(), EmuError> {
        match &op.dual {
            None => {
                let d = match op.dst[0] {
                    Opnd::V(d) => d,
                    _ => env.prog.vtemp,
                };
                self.valu_one(env, op, d)
            }
            Some(y) => {
                // VOPD: both halves read their sources before either writes.
                let tmp = env.prog.vtemp;
                self.valu_one(env, op, tmp)?;
                let yd = match y.dst[0] {
                    Opnd::V(d) => d,
                    _ => env.prog.vtemp + 1,
                };
                self.valu_one(env, y, yd)?;
                if let Opnd::V(xd) = op.dst[0] {
                    let (e, n) = (self.exec(), self.n);
                    let t = self.v[tmp as usize];
                    let dv = &mut self.v[xd as usize];
                    for_lanes(e, n, |l| dv[l] = t[l]);
                }
                Ok(())
            }
        }
    }

    /// One VALU op, compiled twice: for the baseline x86-64 (SSE2) and, picked at run time
    /// when the host has them, for AVX2/FMA/BMI2, so that the lane loops the op bodies inline
    /// run eight lanes per instruction (variable shifts, 64-bit compares and carries included).
    /// Both copies are the same Rust code with the same integer and IEEE float semantics (Rust
    /// never contracts `a * b + c` into an FMA), so the results are bit for bit the same.
    fn valu_one(&mut self, env: &mut Env, op: &Op, d: u16) -> Result<(), EmuError> {
        #[cfg(target_arch = "x86_64")]
        if host_avx2() {
            // SAFETY: `host_avx2` checked that the CPU has every feature `valu_one_avx2`
            // enables.
            return unsafe { self.valu_one_avx2(env, op, d) };
        }
        self.valu_one_body(env, op, d)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,fma,bmi1,bmi2,lzcnt,popcnt")]
    fn valu_one_avx2(&mut self, env: &mut Env, op: &Op, d: u16) -> Result<(), EmuError> {
        self.valu_one_body(env, op, d)
    }

    /// One VALU op: the families in `int` and `float` in turn (each answers whether the opcode
    /// was its own), then the 16-bit ops and the odds and ends. The families are disjoint, so
    /// their order only decides how soon an op is found: the most frequent in compiled kernels
    /// (FMAs, moves, integer adds, selects) first.
    #[inline(always)]
    fn valu_one_body(&mut self, env: &mut Env, op: &Op, d: u16) -> Result<(), EmuError> {
        if self.valu_float_arith(env, op, d)
            || self.valu_moves(env, op, d)?
            || self.valu_int_arith(op, d)
            || self.valu_lane_ops(env, op, d)?
            || self.valu_bits(op, d)
            || self.valu_compares(op)
            || self.valu_conversions(env, op, d)
            || self.valu_float_unary(env, op, d)
        {
            return Ok(());
        }
        if let Some(r) = self.valu16(env, op, d) {
            return r;
        }
        if let Some(r) = self.valu_misc(env, op, d) {
            return r;
        }
        let k = op.k;
        Err(self.unsupported(
            env,
            op.line,
            &format!("vector opcode {k:?} has no semantics yet"),
        ))
    }
}

fn sx24(x: u32) -> i64 {
    (((x << 8) as i32) >> 8) as i64
}

fn rtz_f16(x: f32) -> u16 {
    let r = fp::f32_to_f16(x);
    let back = fp::f16_to_f32(r);
    if x.is_finite() && back.abs() > x.abs() {
        r - 1
    } else {
        r
    }
}

fn frexp64(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (if x.is_infinite() { f64::NAN } else { x }, 0);
    }
    let mut e = ((x.to_bits() >> 52) & 0x7ff) as i32;
    let mut m = x;
    if e == 0 {
        m *= 2f64.powi(64);
        e = ((m.to_bits() >> 52) & 0x7ff) as i32 - 64;
    }
    let exp = e - 1022;
    let mant = f64::from_bits((m.to_bits() & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (mant, exp)
}

pub(super) fn div_fixup(q: f64, den: f64, num: f64) -> f64 {
    let sign = if (den.is_sign_negative()) ^ (num.is_sign_negative()) {
        -1.0
    } else {
        1.0
    };
    if den.is_nan() || num.is_nan() {
        return if num.is_nan() { num } else { den };
    }
    if (den == 0.0 && num == 0.0) || (den.is_infinite() && num.is_infinite()) {
        return f64::NAN;
    }
    if den == 0.0 || num.is_infinite() {
        return sign * f64::INFINITY;
    }
    if den.is_infinite() {
        return sign * 0.0;
    }
    q
}

fn perm(a: u32, c: u32, sel: u32) -> u32 {
    let bytes = ((a as u64) << 32) | c as u64;
    let mut r = 0u32;
    for i in 0..4 {
        let s = (sel >> (8 * i)) & 0xff;
        let v = match s {
            0..=7 => (bytes >> (8 * s)) & 0xff,
            8 => ((bytes >> 15) & 1) * 0xff,
            9 => ((bytes >> 31) & 1) * 0xff,
            10 => ((bytes >> 47) & 1) * 0xff,
            11 => ((bytes >> 63) & 1) * 0xff,
            12 => 0,
            _ => 0xff,
        } as u32;
        r |= v << (8 * i);
    }
    r
}

/// Sum of absolute differences of the `bits`-wide unsigned fields of `a` and `b`.
fn sad(a: u32, c: u32, bits: u32) -> u32 {
    (0..32 / bits).fold(0, |acc, i| {
        let m = (1u32 << bits) - 1;
        acc + ((a >> (i * bits)) & m).abs_diff((c >> (i * bits)) & m)
    })
}

/// Cube-map coordinates (x, y, z): the major axis is z if |z| is largest, else y if |y| >= |x|,
/// else x. id = 2 * axis + (negative); sc, tc are the face coordinates; ma is 2 * the major
/// component.
fn cube(k: K, x: f32, y: f32, z: f32) -> f32 {
    let (ax, ay, az) = (x.abs(), y.abs(), z.abs());
    let (id, sc, tc, ma) = if az >= ax && az >= ay {
        (
            if z < 0.0 { 5.0 } else { 4.0 },
            if z < 0.0 { -x } else { x },
            -y,
            2.0 * z,
        )
    } else if ay >= ax {
        (
            if y < 0.0 { 3.0 } else { 2.0 },
            x,
            if y < 0.0 { -z } else { z },
            2.0 * y,
        )
    } else {
        (
            if x < 0.0 { 1.0 } else { 0.0 },
            if x < 0.0 { z } else { -z },
            -y,
            2.0 * x,
        )
    };
    match k {
        K::v_cubeid_f32 => id,
        K::v_cubesc_f32 => sc,
        K::v_cubetc_f32 => tc,
        _ => ma,
    }
}

#[cfg(test)]
mod tests {
    use super::{pack_bytes, unpack_bytes};

    /// The word-at-a-time packing agrees with one bit per lane, for masks with a bit in every
    /// byte position and the all/none patterns.
    #[test]
    fn lane_masks_pack_and_unpack_bit_for_bit() {
        let mut masks = vec![0u64, u64::MAX, 0x8000_0000_0000_0001, 0x5555_5555_aaaa_aaaa];
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            masks.push(x);
        }
        masks.extend((0..64).map(|l| 1u64 << l));
        for m in masks {
            let bytes = unpack_bytes(m);
            for l in 0..64 {
                assert_eq!(bytes[l] as u64, m >> l & 1, "mask {m:#x} lane {l}");
            }
            assert_eq!(pack_bytes(&bytes), m, "mask {m:#x}");
        }
    }
}
