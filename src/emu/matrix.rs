//! Matrix cores: MFMA and SMFMAC (CDNA3, wave64) and WMMA (RDNA3).
//!
//! # Register layouts
//! Where each element of A, B, C and D lives (register, lane, bit field) follows AMD's matrix
//! instruction calculator for CDNA and RDNA3, written as formulas over the shape:
//! - **MFMA inputs**: a lane holds `kpl = k*m*blocks/64` consecutive k-elements of one row of A
//!   (one column of B), packed at the element width from the first source register; the lane is
//!   `i + m*(block + blocks*(k / kpl))`. `cbsz`/`abid` make groups of `2^cbsz` blocks read A
//!   from block `abid` of their group; `blgp` permutes the lanes B is read from.
//! - **MFMA outputs**: 32-bit results go in 4-row strips (one register per row) `n` lanes wide,
//!   strips side by side across the 64 lanes, then the next registers; 64-bit results in 1-row
//!   strips of register pairs. Blocks follow each other in registers, or side by side in lanes
//!   when a block is smaller than a register (4x4).
//! - **WMMA**: a lane `i` (and `i + 16`, ...) holds the whole row `i` of A (column of B); the
//!   result row `i` goes to register `i / (wave/16)`, lanes `(16*i + j) % wave`, 16-bit results
//!   in the half `op_sel[2]` picks.
//! - **SMFMAC**: A holds, per lane, half of the k-elements of the dense layout (2 of every 4);
//!   the index register holds for each kept element its 2-bit position in its group of 4, the
//!   set chosen by `abid` (a byte, or a half-word for 8-bit inputs).
//!
//! # Arithmetic model
//! The hardware's internal rounding inside a dot product is not documented. The model, applied
//! identically to every run (so before/after comparisons are exact): each product is exact (in
//! f64 for every input type up to f32; fused for f64 inputs), the products are added to C in
//! k order in f64, and the sum is rounded once to the output type (nearest even). `xf32`
//! inputs are rounded to 10 mantissa bits (nearest even) first; fp8/bf8 are the gfx942 FNUZ
//! formats (no infinities, 0x80 is NaN; decoded by `misc`'s `E4M3`/`E5M2`). Integer products and sums wrap at 32 bits, or
//! saturate under WMMA's `clamp`. A matrix op needs every lane enabled (the result is undefined
//! otherwise); a partial EXEC stops the run.

use super::decode::{Op, Opnd};
use super::wave::Wave;
use crate::isa::matrix::{Elem, MatrixKind, MatrixShape};

/// A decoded matrix instruction: its shape and the CDNA broadcast modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatrixOp {
    pub shape: MatrixShape,
    pub cbsz: u8,
    pub abid: u8,
    /// `blgp` (B lane pattern), or for f64 MFMA on gfx940 the `neg:[a,b,c]` bits it encodes.
    pub blgp: u8,
}

/// Why a matrix op cannot run.
pub type Result<T> = std::result::Result<T, String>;

/// Runs one matrix instruction on `w`.
pub fn exec(w: &mut Wave, op: &Op, mx: &MatrixOp) -> Result<()> {
    if w.exec() != w.full {
        return Err(format!(
            "a matrix instruction with EXEC {:#x} (not every lane enabled: the result is undefined)",
            w.exec()
        ));
    }
    let [Opnd::V(a), Opnd::V(b)] = [op.src[0], op.src[1]] else {
        return Err("matrix sources A and B must be registers".into());
    };
    let Opnd::V(d) = op.dst[0] else {
        return Err("a matrix destination must be registers".into());
    };
    let s = &mx.shape;
    let out = match s.kind {
        MatrixKind::Mfma => mfma(w, op, mx, a, b)?,
        MatrixKind::Smfmac => smfmac(w, op, mx, a, b, d)?,
        MatrixKind::Wmma => wmma(w, op, mx, a, b)?,
    };
    write_out(w, s, d, &out);
    Ok(())
}

/// One result element, before it is written: a float or an integer.
#[derive(Clone, Copy)]
enum Acc {
    F(f64),
    I(i64),
}

/// Where one C/D element lives: first register (relative), lane, and for 16-bit results
/// whether it is the high half.
#[derive(Clone, Copy)]
struct Slot {
    reg: usize,
    lane: usize,
    hi: bool,
}

/// The slot of D[block][i][j].
fn out_slot(s: &MatrixShape, n_lanes: usize, op_sel: u8, block: usize, i: usize, j: usize) -> Slot {
    let (m, n) = (s.m as usize, s.n as usize);
    if s.kind == MatrixKind::Wmma {
        let rows_per_reg = n_lanes / 16;
        return Slot {
            reg: i / rows_per_reg,
            lane: (16 * i + j) % n_lanes,
            hi: s.out.bits() == 16 && op_sel & 4 != 0,
        };
    }
    let wide = s.out.bits() == 64;
    let strip = if wide { 1 } else { 4 };
    let strips_per_reg = 64 / n;
    let blocks_per_reg = 64usize.div_ceil(n * m / strip);
    let unit = (block * (m * n / 64)) + (i / (strip * strips_per_reg)) * strip + i % strip;
    let lane =
        (block % blocks_per_reg) * n + ((i / strip) % strips_per_reg) * blocks_per_reg * n + j;
    Slot {
        reg: if wide { 2 * unit } else { unit },
        lane,
        hi: false,
    }
}

/// The raw bits of element `e` of a lane's packed run of `bits`-wide elements from `base`.
fn raw(w: &Wave, base: u16, bits: u32, e: usize, lane: usize) -> u64 {
    let bit = e * bits as usize;
    let r = base as usize + bit / 32;
    if bits == 64 {
        return w.v[r][lane] as u64 | (w.v[r + 1][lane] as u64) << 32;
    }
    let mask = if bits == 32 {
        u32::MAX
    } else {
        (1u32 << bits) - 1
    };
    ((w.v[r][lane] >> (bit % 32)) & mask) as u64
}

/// An element as a number. `signed` only matters for WMMA's iu8/iu4.
fn value(ty: Elem, bits: u64, signed: bool) -> Acc {
    match ty {
        Elem::F64 => Acc::F(f64::from_bits(bits)),
        Elem::F32 => Acc::F(f32::from_bits(bits as u32) as f64),
        Elem::Xf32 => Acc::F(xf32(bits as u32) as f64),
        Elem::F16 => Acc::F(super::fp::f16_to_f32(bits as u16) as f64),
        Elem::Bf16 => Acc::F(super::fp::bf16_to_f64(bits as u32)),
        Elem::Fp8 => Acc::F(super::misc::E4M3.decode(bits as u32) as f64),
        Elem::Bf8 => Acc::F(super::misc::E5M2.decode(bits as u32) as f64),
        Elem::I8 => Acc::I(bits as u8 as i8 as i64),
        Elem::Iu8 if signed => Acc::I(bits as u8 as i8 as i64),
        Elem::Iu4 if signed => Acc::I(((bits as u8) << 4) as i8 as i64 >> 4),
        Elem::Iu8 | Elem::Iu4 => Acc::I(bits as i64),
        Elem::I32 => Acc::I(bits as u32 as i32 as i64),
    }
}

/// An f32 with its mantissa rounded to the 10 bits the `xf32` path reads (nearest even).
pub fn xf32(x: u32) -> f32 {
    let f = f32::from_bits(x);
    if !f.is_finite() {
        return f;
    }
    let round = 0x0fff + ((x >> 13) & 1);
    f32::from_bits(x.wrapping_add(round) & !0x1fff)
}

/// Lane B is read from under `blgp` (CDNA: broadcasts and rotations of 16/32-lane groups).
fn blgp_lane(lane: usize, blgp: u8) -> usize {
    match blgp {
        1 => lane % 32,
        2 => lane % 32 + 32,
        3 => (lane + 16) % 64,
        4..=7 => lane % 16 + 16 * (blgp as usize - 4),
        _ => lane,
    }
}

/// The block A is read from under `cbsz`/`abid`.
fn a_block(block: usize, blocks: usize, cbsz: u8, abid: u8) -> usize {
    if blocks <= 1 || cbsz == 0 {
        return block;
    }
    let group = (1usize << cbsz.min(6)).min(blocks);
    block / group * group + (abid as usize % group)
}

/// C[block][i][j] (the third source, or an inline constant for every element).
fn c_value(w: &Wave, op: &Op, s: &MatrixShape, slot: Slot) -> Acc {
    let bits = match op.src[2] {
        Opnd::V(c) => {
            let r = c as usize + slot.reg;
            match s.out.bits() {
                64 => w.v[r][slot.lane] as u64 | (w.v[r + 1][slot.lane] as u64) << 32,
                16 if slot.hi => (w.v[r][slot.lane] >> 16) as u64,
                16 => (w.v[r][slot.lane] & 0xffff) as u64,
                _ => w.v[r][slot.lane] as u64,
            }
        }
        Opnd::Imm(v) => match s.out.bits() {
            16 => v & 0xffff,
            32 => v & 0xffff_ffff,
            _ => v,
        },
        _ => 0,
    };
    value(s.out, bits, true)
}

/// Multiplies two inputs into an accumulator.
fn mac(acc: Acc, x: Acc, y: Acc) -> Acc {
    match (acc, x, y) {
        (Acc::F(c), Acc::F(a), Acc::F(b)) => Acc::F(c + a * b),
        (Acc::I(c), Acc::I(a), Acc::I(b)) => Acc::I(c.wrapping_add(a * b)),
        // Mixed int/float never happens (the shapes pair like with like).
        (c, _, _) => c,
    }
}

fn neg_if(x: Acc, neg: bool) -> Acc {
    match x {
        Acc::F(v) if neg => Acc::F(-v),
        other => other,
    }
}

type Outs = Vec<(Slot, Acc)>;

fn mfma(w: &Wave, op: &Op, mx: &MatrixOp, a: u16, b: u16) -> Result<Outs> {
    let s = &mx.shape;
    let (m, n, k, nb) = (s.m as usize, s.n as usize, s.k as usize, s.blocks as usize);
    let kpl_a = (k * m * nb / 64).max(1);
    let kpl_b = (k * n * nb / 64).max(1);
    // gfx940 f64 MFMA: the blgp field is `neg:[a,b,c]`.
    let (blgp, neg) = if s.out == Elem::F64 {
        (0, mx.blgp)
    } else {
        (mx.blgp, 0)
    };
    let mut out = Vec::with_capacity(m * n * nb);
    for blk in 0..nb {
        let ab = a_block(blk, nb, mx.cbsz, mx.abid);
        for i in 0..m {
            for j in 0..n {
                let slot = out_slot(s, 64, 0, blk, i, j);
                let mut acc = neg_if(c_value(w, op, s, slot), neg & 4 != 0);
                for kk in 0..k {
                    let la = i + m * (ab + nb * (kk / kpl_a));
                    let lb = blgp_lane(j + n * (blk + nb * (kk / kpl_b)), blgp);
                    let x = value(s.a, raw(w, a, s.a.bits(), kk % kpl_a, la), true);
                    let y = value(s.b, raw(w, b, s.b.bits(), kk % kpl_b, lb), true);
                    acc = if s.out == Elem::F64 {
                        fma64(acc, neg_if(x, neg & 1 != 0), neg_if(y, neg & 2 != 0))
                    } else {
                        mac(acc, x, y)
                    };
                }
                out.push((slot, acc));
            }
        }
    }
    Ok(out)
}

fn fma64(acc: Acc, x: Acc, y: Acc) -> Acc {
    match (acc, x, y) {
        (Acc::F(c), Acc::F(a), Acc::F(b)) => Acc::F(a.mul_add(b, c)),
        (c, _, _) => c,
    }
}

/// Sparse MFMA: the dense k-elements of a lane are 4-element groups of which A holds two,
/// placed by 2-bit indices from the index register (`src2`); D is also the accumulator.
fn smfmac(w: &Wave, op: &Op, mx: &MatrixOp, a: u16, b: u16, d: u16) -> Result<Outs> {
    let s = &mx.shape;
    let Opnd::V(idx) = op.src[2] else {
        return Err("the SMFMAC index operand must be a VGPR".into());
    };
    let (m, n, k) = (s.m as usize, s.n as usize, s.k as usize);
    let kpl = k * m / 64; // dense elements per lane
    let kept = kpl / 2;
    // 16-bit inputs: 4 indices (a byte) per lane-set, abid picks the byte; 8-bit inputs: 8
    // indices (a half-word), abid picks the half-word.
    let idx_bits = kept * 2;
    let mut out = Vec::with_capacity(m * n);
    for i in 0..m {
        for j in 0..n {
            let slot = out_slot(s, 64, 0, 0, i, j);
            let r = d as usize + slot.reg;
            let mut acc = value(s.out, w.v[r][slot.lane] as u64, true);
            for g in 0..k / kpl {
                let la = i + m * g;
                let lb = j + n * g;
                let sel = (w.v[idx as usize][la]
                    >> (idx_bits * (mx.abid as usize % (32 / idx_bits))))
                    as u64;
                for e in 0..kept {
                    let pos = (sel >> (2 * e)) & 3;
                    let dense = (e / 2) * 4 + pos as usize;
                    let x = value(s.a, raw(w, a, s.a.bits(), e, la), true);
                    let y = value(s.b, raw(w, b, s.b.bits(), dense, lb), true);
                    acc = mac(acc, x, y);
                }
            }
            out.push((slot, acc));
        }
    }
    Ok(out)
}

fn wmma(w: &Wave, op: &Op, mx: &MatrixOp, a: u16, b: u16) -> Result<Outs> {
    let s = &mx.shape;
    let int = s.a.is_int();
    // Integer inputs: neg_lo[0]/[1] make A/B signed. Float inputs: neg_lo/neg_hi negate the
    // low/high 16-bit halves of A and B; for C, neg_lo negates and neg_hi takes |C|.
    let (sa, sb) = (op.neg & 1 != 0, op.neg & 2 != 0);
    let mut out = Vec::with_capacity(256);
    for i in 0..16 {
        for j in 0..16 {
            let slot = out_slot(s, w.n, op.op_sel, 0, i, j);
            let mut acc = c_value(w, op, s, slot);
            if !int {
                if op.neg_hi & 4 != 0 {
                    acc = match acc {
                        Acc::F(v) => Acc::F(v.abs()),
                        x => x,
                    };
                }
                acc = neg_if(acc, op.neg & 4 != 0);
            }
            for kk in 0..16 {
                let x = value(s.a, raw(w, a, s.a.bits(), kk, i), sa);
                let y = value(s.b, raw(w, b, s.b.bits(), kk, j), sb);
                let (x, y) = if int {
                    (x, y)
                } else {
                    let hi = kk % 2 == 1;
                    let bit = |lo: u8, hi_bits: u8, n: u8| {
                        if hi {
                            hi_bits & n != 0
                        } else {
                            lo & n != 0
                        }
                    };
                    (
                        neg_if(x, bit(op.neg, op.neg_hi, 1)),
                        neg_if(y, bit(op.neg, op.neg_hi, 2)),
                    )
                };
                acc = mac(acc, x, y);
            }
            if int && op.clamp {
                if let Acc::I(v) = acc {
                    acc = Acc::I(v.clamp(i32::MIN as i64, i32::MAX as i64));
                }
            }
            out.push((slot, acc));
        }
    }
    Ok(out)
}

/// Rounds and writes the results (after every input was read: D may be C).
fn write_out(w: &mut Wave, s: &MatrixShape, d: u16, out: &Outs) {
    for &(slot, acc) in out {
        let r = d as usize + slot.reg;
        let l = slot.lane;
        match (s.out, acc) {
            (Elem::F64, Acc::F(v)) => {
                let bits = v.to_bits();
                w.v[r][l] = bits as u32;
                w.v[r + 1][l] = (bits >> 32) as u32;
            }
            (Elem::F16 | Elem::Bf16, Acc::F(v)) => {
                let h = if s.out == Elem::F16 {
                    super::fp::f64_to_f16(v)
                } else {
                    super::fp::f64_to_bf16(v)
                } as u32;
                let cur = w.v[r][l];
                w.v[r][l] = if slot.hi {
                    (cur & 0xffff) | h << 16
                } else {
                    (cur & 0xffff_0000) | h
                };
            }
            (_, Acc::F(v)) => w.v[r][l] = (v as f32).to_bits(),
            (_, Acc::I(v)) => w.v[r][l] = v as u32,
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn fnuz_fp8_values() {
        use super::super::misc::{E4M3, E5M2};
        assert_eq!(E4M3.decode(0x00), 0.0);
        assert_eq!(E4M3.decode(0x40), 1.0); // e=8 (bias 8), m=0
        assert_eq!(E4M3.decode(0x7f), 240.0);
        assert_eq!(E4M3.decode(0x01), 2f32.powi(-10));
        assert_eq!(E4M3.decode(0xc0), -1.0);
        assert!(E4M3.decode(0x80).is_nan());
        assert_eq!(E5M2.decode(0x40), 1.0); // e=16 (bias 16), m=0
        assert_eq!(E5M2.decode(0x7f), 57344.0);
    }

    #[test]
    fn xf32_rounds_to_ten_bits() {
        let one_plus = 1.0f32 + 2f32.powi(-11); // a tie between 1 and 1 + 2^-10: even is 1
        assert_eq!(xf32(one_plus.to_bits()), 1.0);
        let above = 1.0f32 + 2f32.powi(-11) + 2f32.powi(-20);
        assert_eq!(xf32(above.to_bits()), 1.0 + 2f32.powi(-10));
    }

    #[test]
    fn bf16_rounds_once() {
        // 1 + 2^-8 + 2^-40: just above the tie between 1 and 1 + 2^-7; f32 would drop the
        // 2^-40 and make it a tie (rounding to 1.0).
        let x = 1.0 + 2f64.powi(-8) + 2f64.powi(-40);
        assert_eq!(super::super::fp::f64_to_bf16(x), 0x3f81);
        assert_eq!(super::super::fp::f64_to_bf16(1.0 + 2f64.powi(-8)), 0x3f80);
    }
}
