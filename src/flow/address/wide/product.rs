//! 64-bit products as compilers spell them: a low half and a high half made by separate
//! instructions.
//!
//! A 64-bit product (or multiply-add) `W` of two 32-bit factors is split across instructions:
//! the low half is `s_mul_i32`/`v_mul_lo_u32 a, b` or the low register of `v_mad_u64_u32`
//! / `v_mad_i64_i32`, the high half is `hi32(W)` (`s_mul_hi_u32`/`v_mul_hi_u32 a, b`, or the
//! mad's high register) plus 32-bit cross terms added to it:
//!
//! - `a * hi(B)` for a 64-bit factor `B` (size_t `(row0 + r) * K`: `v_mad_u64_u32 v, a, lo(K),
//!   0` then `v_mad_u64_u32 .., a, hi(K), v_hi` whose low half is the pair's high half);
//! - `ashr(a, 31) * b`, the sign correction of a signed factor: `sext(a) · zext(b) =
//!   zext(a) · zext(b) - 2^32 · [a < 0] · zext(b)`, and `ashr(a, 31) = -[a < 0]`.
//!
//! So the pair is `W + 2^32 · X` modulo 2^64, X the sum of the cross terms: an exact product
//! term (a factor sign-extended when its correction is among the addends) plus an
//! [`Ext::Wrap`] term `2^32 · X`, which needs no range obligation (any representative of X
//! modulo 2^32 gives the same value modulo 2^64).

use super::{signed_product, Ext, Term, Wide};
use crate::asm::{OperandKind, RegFile};
use crate::flow::address::{single, Eval, Poly};
use crate::flow::regs::RegUnit;
use crate::isa::semantics::{addr_op, AddrOp};

/// The product whose low half a pair's low register holds.
struct Anchor {
    /// The instruction writing the low half.
    inst: usize,
    a: Poly,
    b: Poly,
    /// A multiply-add's high register (`hi32(W)` itself), else None (`MulHiU`/`MulHiI` of the
    /// same factors is `hi32(W)`).
    mad_hi: Option<RegUnit>,
    /// Factors known signed from the instruction (`v_mad_i64_i32`).
    signed: bool,
}

/// What a high half is made of: `hi32(W) + rest`, and which factors the addends sign-extend.
#[derive(Default)]
struct High {
    rest: Poly,
    sa: bool,
    sb: bool,
}

/// How deep the high half's adds are followed.
const HIGH_DEPTH: u32 = 6;

impl Eval<'_> {
    /// The pair whose low half `dl` wrote (a product's low half) and whose high half `dh`
    /// wrote as `hi32` of that product plus cross terms: `W + 2^32 · X` (module doc).
    pub(super) fn split_product(
        &mut self,
        dl: usize,
        lo: RegUnit,
        dh: usize,
        hi: RegUnit,
        depth: u32,
    ) -> Option<Wide> {
        let anchor = self.anchor(dl, lo)?;
        let high = self.high(dh, hi, &anchor, HIGH_DEPTH)?;
        let mut w = signed_product(
            &anchor.a,
            anchor.signed || high.sa,
            &anchor.b,
            anchor.signed || high.sb,
        )?;
        if anchor.mad_hi.is_some() {
            w = w.add(self.wide_operand(dl, 4, depth)?)?;
        }
        if !high.rest.0.is_empty() {
            w = w.add(Wide {
                terms: vec![Term {
                    coef: 1i128 << 32,
                    ext: Ext::Wrap,
                    val: high.rest,
                }],
                ..Wide::default()
            })?;
        }
        Some(w)
    }

    /// The product `dl` writes the low half of as `lo`: `s_mul_i32`/`v_mul_lo_u32`, or the
    /// low register of a 64-bit multiply-add's destination.
    fn anchor(&mut self, dl: usize, lo: RegUnit) -> Option<Anchor> {
        let t = self.writer(dl, lo)?;
        let dst = t.operands.first()?.as_reg()?;
        if RegUnit::reg(dst.file, dst.first) != lo {
            return None;
        }
        let op = addr_op(&t.mnemonic)?;
        let (fa, fb) = match op {
            AddrOp::MulLo if dst.count == 1 => (1, 2),
            AddrOp::MadU64 | AddrOp::MadI64 if dst.count == 2 => (2, 3),
            _ => return None,
        };
        let a = self.operand(dl, t.operands.get(fa)?)?;
        let b = self.operand(dl, t.operands.get(fb)?)?;
        Some(Anchor {
            inst: dl,
            a,
            b,
            mad_hi: (dst.count == 2).then(|| RegUnit::reg(dst.file, dst.first + 1)),
            signed: op == AddrOp::MadI64,
        })
    }

    /// `unit` as instruction `d` writes it, read as `hi32(W) + rest` of the anchor's product.
    fn high(&mut self, d: usize, unit: RegUnit, an: &Anchor, depth: u32) -> Option<High> {
        if depth == 0 {
            return None;
        }
        if an.mad_hi == Some(unit) && d == an.inst {
            return Some(High::default());
        }
        let t = self.writer(d, unit)?;
        let dst = t.operands.first()?.as_reg()?;
        if RegUnit::reg(dst.file, dst.first) != unit {
            return None;
        }
        let op = addr_op(&t.mnemonic)?;
        // Register operands at these positions are added; exactly one holds `hi32(W)`.
        let addends: Vec<usize> = match op {
            AddrOp::MulHiU | AddrOp::MulHiI if an.mad_hi.is_none() && dst.count == 1 => {
                let x = self.operand(d, t.operands.get(1)?)?;
                let y = self.operand(d, t.operands.get(2)?)?;
                let same = (x == an.a && y == an.b) || (x == an.b && y == an.a);
                let signed = op == AddrOp::MulHiI;
                return same.then(|| High {
                    rest: Poly::default(),
                    sa: signed,
                    sb: signed,
                });
            }
            AddrOp::Move if dst.count == 1 => vec![1],
            AddrOp::Add { a, b } if dst.count == 1 => vec![a as usize, b as usize],
            AddrOp::Add3 => vec![1, 2, 3],
            // The low half of a multiply-add: `x * y + lo(c)`, `lo(c)` carrying `hi32(W)`.
            AddrOp::MadU64 | AddrOp::MadI64 if dst.count == 2 => {
                let c = t.operands.get(4)?.as_reg()?;
                if c.count != 2 || !matches!(c.file, RegFile::S | RegFile::V) {
                    return None;
                }
                let cu = RegUnit::reg(c.file, c.first);
                let dc = self.one_def(d, cu)?;
                let mut h = self.high(dc, cu, an, depth - 1)?;
                let x = self.operand(d, t.operands.get(2)?)?;
                let y = self.operand(d, t.operands.get(3)?)?;
                self.cross_term(d, &x, &y, an, &mut h)?;
                return Some(h);
            }
            _ => return None,
        };
        // The addend that carries `hi32(W)`: the first whose definition reads as one.
        let mut found: Option<(usize, High)> = None;
        for &k in &addends {
            let Some(u) = t.operands.get(k).and_then(single) else {
                continue;
            };
            let Some(du) = self.one_def(d, u) else {
                continue;
            };
            if let Some(h) = self.high(du, u, an, depth - 1) {
                found = Some((k, h));
                break;
            }
        }
        let (k, mut h) = found?;
        for &j in addends.iter().filter(|&&j| j != k) {
            let o = t.operands.get(j)?;
            self.addend(d, o, an, &mut h)?;
        }
        Some(h)
    }

    /// Adds operand `o` of `d` (a cross term) to `h`: a sign correction of a factor sets its
    /// flag, anything else joins `rest`.
    fn addend(
        &mut self,
        d: usize,
        o: &crate::asm::Operand,
        an: &Anchor,
        h: &mut High,
    ) -> Option<()> {
        if let Some(u) = single(o) {
            if let Some(du) = self.one_def(d, u) {
                let t = self.writer(du, u)?;
                if addr_op(&t.mnemonic) == Some(AddrOp::MulLo) {
                    let x = self.sign_source(du, t.operands.get(1)?);
                    let y = self.sign_source(du, t.operands.get(2)?);
                    let xv = self.operand(du, t.operands.get(1)?);
                    let yv = self.operand(du, t.operands.get(2)?);
                    // `ashr(f, 31) * g` with {f, g} the factors.
                    for (sign, other) in [(x, yv), (y, xv)] {
                        if let (Some(f), Some(g)) = (sign, other) {
                            if self.correction(&f, &g, an, h) {
                                return Some(());
                            }
                        }
                    }
                }
            }
        }
        let v = self.operand(d, o)?;
        h.rest = h.rest.add(&v);
        Some(())
    }

    /// `x * y` added in the multiply-add at `d`: a sign correction, or a cross term.
    fn cross_term(
        &mut self,
        d: usize,
        x: &Poly,
        y: &Poly,
        an: &Anchor,
        h: &mut High,
    ) -> Option<()> {
        let t = self.text(d);
        let (ox, oy) = (t.operands.get(2)?, t.operands.get(3)?);
        for (sign, other) in [
            (self.sign_source(d, ox), y.clone()),
            (self.sign_source(d, oy), x.clone()),
        ] {
            if let Some(f) = sign {
                if self.correction(&f, &other, an, h) {
                    return Some(());
                }
            }
        }
        h.rest = h.rest.add(&x.mul(y));
        Some(())
    }

    /// Records `ashr(f, 31) * g` as the sign correction of factor `f` when `{f, g}` are the
    /// anchor's factors and `f`'s correction is not already counted.
    fn correction(&self, f: &Poly, g: &Poly, an: &Anchor, h: &mut High) -> bool {
        if *f == an.a && *g == an.b && !h.sa {
            h.sa = true;
            return true;
        }
        if *f == an.b && *g == an.a && !h.sb {
            h.sb = true;
            return true;
        }
        false
    }

    /// When operand `o` of `d` is `ashr(f, 31)` (the high half of `sext(f)`): `f`.
    fn sign_source(&mut self, d: usize, o: &crate::asm::Operand) -> Option<Poly> {
        let u = single(o)?;
        let du = self.one_def(d, u)?;
        let t = self.writer(du, u)?;
        let (val, amount) = match addr_op(&t.mnemonic)? {
            AddrOp::AshrRev => (2, 1),
            AddrOp::Ashr { val, amount } => (val as usize, amount as usize),
            _ => return None,
        };
        if !matches!(
            t.operands.get(amount).map(|o| &o.kind),
            Some(OperandKind::Int { value: 31, .. })
        ) {
            return None;
        }
        self.operand(du, t.operands.get(val)?)
    }
}
