//! 64-bit values: pointers plus sums of extended 32-bit terms.
//!
//! A 64-bit register pair is evaluated to a [`Wide`]: `P + k + Σ c·ext(t)` modulo 2^64, P a
//! pointer kernel argument (or none), `k` a constant and each term a 32-bit polynomial `t`
//! (exact modulo 2^32, see [`Poly`]) widened by sign extension, zero extension, or read as an
//! exact product of zero-extended factors (`v_mad_u64_u32`, `s_mul_i32` + `s_mul_hi_u32`, a
//! 64-bit induction `init + Iter·step`). The modelled instructions are the compilers' 64-bit
//! address forms: `v_ashrrev_i32 hi, 31, lo` pairs (sext), `hi = 0` pairs (zext), carry
//! chains (`v_add_co_u32` + `v_add_co_ci_u32`, `s_add_u32` + `s_addc_u32`), `v_lshlrev_b64`,
//! `s_lshl_b64`, `v_lshl_add_u64`, `v_mad_u64_u32`, 64-bit moves and 64-bit kernarg loads.
//!
//! The representation is exact; what makes it *useful* is reading it over the integers:
//! `ext(t mod 2^32)` equals the integer value of `t` (over the atoms' integer ranges) when
//! that value lies in the extension's range (`[-2^31, 2^31)` for sext, `[0, 2^32)` for zext).
//! Those obligations are the [`Wide::conds`]: a pass that proves every one (by
//! [`Eval::range`] under its facts, or by a run-time check) may treat the address as the
//! integer `P + k + Σ c·t`, and so as one 32-bit index when that sum fits 32 bits.

use super::{single, Atom, Eval, Interval, Poly, ENTRY, I32, U32};
use crate::asm::{OperandKind, RegFile};
use crate::flow::regs::{RegUnit, SCC, VCC_LO};
use crate::isa::semantics::{addr_op, AddrOp};
use crate::isa::Unit;

mod product;

/// How a 32-bit term is widened to 64 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Ext {
    /// `sext(t)`: exact while `t` stays in `[-2^31, 2^31)`.
    Sext,
    /// `zext(t)`: exact while `t` stays in `[0, 2^32)`.
    Zext,
    /// The exact integer product of extended factors (its obligations are on the factors,
    /// recorded when the term was made).
    Product,
    /// A term whose coefficient is a multiple of 2^32 (the high-half cross products of a
    /// 64-bit multiply): every representative of `val` modulo 2^32 gives the same value
    /// modulo 2^64, so the term carries no obligation of its own.
    Wrap,
}

/// One term `coef · ext(val)` of a [`Wide`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    pub coef: i128,
    pub ext: Ext,
    pub val: Poly,
}

/// A range obligation: the integer value of `poly` must lie in `range` (inclusive).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cond {
    pub poly: Poly,
    pub range: Interval,
}

/// A 64-bit value `ptr + konst + Σ terms` (see the module documentation).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Wide {
    /// Kernarg byte offset of a 64-bit argument (a pointer) added once.
    pub ptr: Option<u32>,
    pub konst: i128,
    pub terms: Vec<Term>,
    /// What must hold for the integer reading to be exact.
    pub conds: Vec<Cond>,
}

/// Where a register's value comes from, for [`Eval::pointer_base`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Provenance {
    /// Derived from this pointer argument (kernarg byte offset).
    Pointer(u32),
    /// Derived from no pointer (indices, constants, scalar arguments).
    Offset,
    /// Only from itself around a loop so far.
    Cycle,
    /// From something not followed (an ABI input, a load): may point anywhere.
    Unknown,
}

/// Depth limit of the recursive evaluation (compilers' address chains are a few levels deep).
const DEPTH: u32 = 24;

fn ext_range(e: Ext) -> Option<Interval> {
    match e {
        Ext::Sext => Some(I32),
        Ext::Zext => Some(U32),
        Ext::Product | Ext::Wrap => None,
    }
}

impl Wide {
    fn constant(k: i128) -> Wide {
        Wide {
            konst: k,
            ..Wide::default()
        }
    }

    pub(super) fn term(ext: Ext, val: Poly) -> Wide {
        let mut w = Wide::default();
        if let Some(r) = ext_range(ext) {
            w.conds.push(Cond {
                poly: val.clone(),
                range: r,
            });
        }
        if !val.0.is_empty() {
            w.terms.push(Term { coef: 1, ext, val });
        }
        w
    }

    /// The sum; None when both carry a pointer.
    pub(super) fn add(mut self, o: Wide) -> Option<Wide> {
        if self.ptr.is_some() && o.ptr.is_some() {
            return None;
        }
        self.ptr = self.ptr.or(o.ptr);
        self.konst += o.konst;
        for t in o.terms {
            match self
                .terms
                .iter_mut()
                .find(|x| x.ext == t.ext && x.val == t.val)
            {
                Some(x) => x.coef += t.coef,
                None => self.terms.push(t),
            }
        }
        self.terms.retain(|t| t.coef != 0);
        for c in o.conds {
            if !self.conds.contains(&c) {
                self.conds.push(c);
            }
        }
        Some(self)
    }

    /// Times 2^k; a pointer cannot be scaled (but `v_lshl_add_u64 d, P, 0, x` adds it).
    pub(super) fn shl(mut self, k: i64) -> Option<Wide> {
        if k == 0 {
            return Some(self);
        }
        if self.ptr.is_some() || !(0..=32).contains(&k) {
            return None;
        }
        self.konst <<= k;
        for t in &mut self.terms {
            t.coef <<= k;
        }
        Some(self)
    }

    /// True when no term depends on the loop iteration.
    pub fn invariant(&self) -> bool {
        !self.terms.iter().any(|t| t.val.has(|a| *a == Atom::Iter))
    }

    /// The integer reading `Σ coef·val` as one polynomial divided by `2^shift`, when every
    /// coefficient (and the constant) is a multiple of `2^shift` and the quotients fit 32 bits
    /// (so that [`Poly`]'s modulo-2^32 coefficients are the integers themselves).
    pub fn index(&self, shift: u32) -> Option<Poly> {
        let unit = 1i128 << shift;
        let mut idx: std::collections::BTreeMap<Vec<Atom>, i128> = Default::default();
        if self.konst % unit != 0 {
            return None;
        }
        if self.konst != 0 {
            *idx.entry(Vec::new()).or_insert(0) += self.konst / unit;
        }
        for t in &self.terms {
            if t.coef % unit != 0 {
                return None;
            }
            let q = t.coef / unit;
            for (m, c) in &t.val.0 {
                *idx.entry(m.clone()).or_insert(0) += q * *c as i128;
            }
        }
        narrow(idx)
    }

    /// The largest `k <= max` with every coefficient and the constant a multiple of `2^k`.
    pub fn common_shift(&self, max: u32) -> u32 {
        let tz = |c: i128| {
            if c == 0 {
                128
            } else {
                c.trailing_zeros()
            }
        };
        self.terms
            .iter()
            .map(|t| tz(t.coef))
            .chain(std::iter::once(tz(self.konst)))
            .min()
            .unwrap_or(128)
            .min(max)
    }
}

/// The exact integer product of two polynomials whose coefficients stay within 32 bits.
fn exact_mul(a: &Poly, b: &Poly) -> Option<Poly> {
    let mut r: std::collections::BTreeMap<Vec<Atom>, i128> = Default::default();
    for (m1, c1) in &a.0 {
        for (m2, c2) in &b.0 {
            let mut m = m1.clone();
            m.extend(m2.iter().cloned());
            m.sort();
            *r.entry(m).or_insert(0) += *c1 as i128 * *c2 as i128;
        }
    }
    narrow(r)
}

/// A polynomial with integer coefficients, when every coefficient fits 32 signed bits.
fn narrow(r: std::collections::BTreeMap<Vec<Atom>, i128>) -> Option<Poly> {
    let mut p = Poly::default();
    for (m, c) in r {
        if c == 0 {
            continue;
        }
        if !(i32::MIN as i128..=i32::MAX as i128).contains(&c) {
            return None;
        }
        p.0.insert(m, c as i64);
    }
    Some(p)
}

impl Eval<'_> {
    /// The 64-bit value of the pair (`lo` read by `lo_at`, `hi` read by `hi_at`).
    pub fn wide_use(
        &mut self,
        lo_at: usize,
        lo: RegUnit,
        hi_at: usize,
        hi: RegUnit,
    ) -> Option<Wide> {
        self.wide_at(lo_at, lo, hi_at, hi, DEPTH)
    }

    /// The full 64-bit address of global memory instruction `i`: its VGPR address pair, or
    /// its SGPR base pair plus the zero-extended 32-bit VGPR offset, plus the immediate
    /// `offset:` (sign-extended by the hardware).
    pub fn memory_address(&mut self, i: usize) -> Result<Wide, String> {
        let t = self.text(i);
        let info = self.isa.info(self.flow.code.insts[i].op);
        let pos = crate::isa::semantics::address_operands(info);
        let reg = |k: usize| {
            pos.get(k)
                .and_then(|&p| t.operands.get(p))
                .and_then(|o| o.as_reg())
        };
        let v = reg(0).ok_or("no address operand")?;
        let pair = |s: &mut Self, r: crate::asm::RegRange| -> Result<Wide, String> {
            if r.count != 2 || !matches!(r.file, RegFile::S | RegFile::V) {
                return Err(format!("the address `{}` is not a 64-bit register pair", r));
            }
            let (lo, hi) = (
                RegUnit::reg(r.file, r.first),
                RegUnit::reg(r.file, r.first + 1),
            );
            s.wide_use(i, lo, i, hi).ok_or_else(|| {
                "the address is not a pointer plus terms the address algebra models".into()
            })
        };
        let mut w = match reg(1) {
            Some(base) => {
                let off = self
                    .use_value(i, RegUnit::reg(v.file, v.first))
                    .ok_or("the 32-bit offset is not a value the address algebra models")?;
                pair(self, base)?
                    .add(Wide::term(Ext::Zext, off))
                    .ok_or("two pointers added")?
            }
            None => pair(self, v)?,
        };
        if let Some(m) = t.modifier("offset") {
            if let crate::asm::ModValue::Int { value, .. } = m.value {
                w.konst += value as i128;
            }
        }
        Ok(w)
    }

    /// The pointer argument (kernarg byte offset) a 64-bit address whose low half is `lo`
    /// (read by `at`) points into, following moves and adds through merges and loop-carried
    /// increments: every path must lead to the same `global_buffer` argument, and nothing on
    /// the way may be a value loaded from memory (a pointer read from a table points anywhere).
    pub fn pointer_base(&mut self, at: usize, lo: RegUnit) -> Option<u32> {
        let mut seen = Vec::new();
        match self.provenance(at, lo, &mut seen) {
            Provenance::Pointer(p) => Some(p),
            _ => None,
        }
    }

    fn provenance(&mut self, at: usize, u: RegUnit, seen: &mut Vec<(u32, RegUnit)>) -> Provenance {
        let mut found = Provenance::Cycle;
        for &d in self.flow.def_use.reaching(at, u) {
            if d == ENTRY {
                // Work-item ids and work-group ids are indices; the user SGPRs (kernarg,
                // dispatch, queue pointers) are not followed.
                let user = self.kernel.descriptor.get("user_sgpr_count").unwrap_or(0);
                match u.numbered() {
                    Some((RegFile::V, _)) => {}
                    Some((RegFile::S, n)) if n as i64 >= user => {}
                    _ => return Provenance::Unknown,
                }
            } else if seen.contains(&(d, u)) {
                continue;
            }
            seen.push((d, u));
            let p = match d {
                ENTRY => Provenance::Offset,
                _ => self.def_provenance(d as usize, u, seen),
            };
            found = match (found, p) {
                (f, Provenance::Cycle) => f,
                (Provenance::Cycle, p) => p,
                (Provenance::Pointer(a), Provenance::Pointer(b)) if a == b => {
                    Provenance::Pointer(a)
                }
                _ => return Provenance::Unknown,
            };
        }
        found
    }

    fn def_provenance(
        &mut self,
        d: usize,
        u: RegUnit,
        seen: &mut Vec<(u32, RegUnit)>,
    ) -> Provenance {
        if self.isa.info(self.flow.code.insts[d].op).unit == Unit::Smem {
            let md = self.kernel.metadata.as_ref();
            return match self.kernarg(d, u) {
                Some(off)
                    if md.is_some_and(|m| {
                        m.explicit_args().any(|a| {
                            a.offset == off && a.size == 8 && a.value_kind == "global_buffer"
                        })
                    }) =>
                {
                    Provenance::Pointer(off)
                }
                Some(_) => Provenance::Offset,
                None => Provenance::Unknown,
            };
        }
        let Some(t) = self.writer(d, u) else {
            return Provenance::Unknown;
        };
        // Only address arithmetic passes a pointer on; anything else (a load) makes a new one.
        if addr_op(&t.mnemonic).is_none() {
            return Provenance::Unknown;
        }
        // Source operands only (`v_add_co_u32` writes its carry at operand 1); a VOPD half
        // has no such operand.
        let info = self.isa.info(self.flow.code.insts[d].op);
        let whole = std::ptr::eq(t, self.text(d));
        let srcs: Vec<RegUnit> = t
            .operands
            .iter()
            .enumerate()
            .skip(1)
            .filter(|(k, _)| {
                !whole
                    || info
                        .operands
                        .get(*k)
                        .is_none_or(|o| o.role == crate::isa::Role::Use)
            })
            .filter_map(|(_, o)| o.as_reg())
            .filter(|r| matches!(r.file, RegFile::S | RegFile::V | RegFile::A))
            .map(|r| RegUnit::reg(r.file, r.first))
            .collect();
        let mut out = Provenance::Offset;
        let mut cycle = false;
        for s in srcs {
            match (self.provenance(d, s, seen), out) {
                (Provenance::Pointer(a), Provenance::Pointer(b)) if a != b => {
                    return Provenance::Unknown
                }
                (Provenance::Pointer(a), _) => out = Provenance::Pointer(a),
                (Provenance::Cycle, _) => cycle = true,
                (Provenance::Unknown, _) => return Provenance::Unknown,
                (Provenance::Offset, _) => {}
            }
        }
        match (out, cycle) {
            (Provenance::Offset, true) => Provenance::Cycle,
            (o, _) => o,
        }
    }

    fn one_def(&self, at: usize, u: RegUnit) -> Option<usize> {
        match self.flow.def_use.reaching(at, u) {
            [d] if *d != ENTRY => Some(*d as usize),
            _ => None,
        }
    }

    fn wide_at(
        &mut self,
        lo_at: usize,
        lo: RegUnit,
        hi_at: usize,
        hi: RegUnit,
        depth: u32,
    ) -> Option<Wide> {
        if depth == 0 {
            return None;
        }
        let dh = self.one_def(hi_at, hi);
        // A high half that only extends the low one: the low half may be anything the 32-bit
        // algebra knows (an ABI input, an induction variable).
        if let Some(dh) = dh {
            if let Some(ext) = self.extension(dh, lo_at, lo) {
                return ext;
            }
        }
        match (self.one_def(lo_at, lo), dh) {
            (Some(dl), Some(dh)) => self.wide_defs(dl, lo, dh, hi, depth),
            _ => self.wide_induction(lo_at, lo, hi_at, hi, depth),
        }
    }

    /// If `dh` writes the high half of `sext(lo)` or `zext(lo)` (`lo` as `lo_at` reads it):
    /// that value, or None inside when it is such a form but `lo` is not understood.
    fn extension(&mut self, dh: usize, lo_at: usize, lo: RegUnit) -> Option<Option<Wide>> {
        let th = self.text(dh);
        let mh = addr_op(&th.mnemonic);
        let is_const = |o: Option<&crate::asm::Operand>, k: i64| matches!(o.map(|o| &o.kind), Some(OperandKind::Int { value, .. }) if *value == k);
        // hi = lo >> 31 (arithmetic) of the same 32-bit value: sext(lo). Values are compared,
        // not registers: the shift may read a copy.
        let sign_of = match mh {
            Some(AddrOp::AshrRev) => Some((2, 1)),
            Some(AddrOp::Ashr { val, amount }) => Some((val as usize, amount as usize)),
            _ => None,
        };
        if let Some((val, amount)) = sign_of {
            if !is_const(th.operands.get(amount), 31) {
                return Some(None);
            }
            let x = th.operands.get(val)?;
            let mut sext = || -> Option<Wide> {
                let v = self.use_value(lo_at, lo)?;
                (self.operand(dh, x)? == v).then(|| Wide::term(Ext::Sext, v))
            };
            return Some(sext());
        }
        // hi = 0: zext(lo).
        if mh == Some(AddrOp::Move) && is_const(th.operands.get(1), 0) {
            return Some(self.use_value(lo_at, lo).map(|v| Wide::term(Ext::Zext, v)));
        }
        None
    }

    /// The pair whose low half instruction `dl` and high half `dh` wrote.
    fn wide_defs(
        &mut self,
        dl: usize,
        lo: RegUnit,
        dh: usize,
        hi: RegUnit,
        depth: u32,
    ) -> Option<Wide> {
        if dl == dh {
            return self.wide_def(dl, lo, hi, depth);
        }
        if let Some(w) = self.split_product(dl, lo, dh, hi, depth) {
            return Some(w);
        }
        let (tl, th) = (self.text(dl), self.text(dh));
        let (ml, mh) = (addr_op(&tl.mnemonic), addr_op(&th.mnemonic));
        // A carry chain: lo = a + b setting the carry, hi = a' + b' + that carry.
        let carry_ops = match (ml, mh) {
            (Some(AddrOp::Add { a: 2, b: 3 }), Some(AddrOp::AddCarryIn)) => {
                let carry = super::first_unit(th.operands.get(4))
                    .or_else(|| (th.operands.len() == 4).then_some(VCC_LO))?;
                let out = super::first_unit(tl.operands.get(1))?;
                (carry == out && self.one_def(dh, carry) == Some(dl)).then_some((2, 3, 2, 3))
            }
            (Some(AddrOp::Add { a: 1, b: 2 }), Some(AddrOp::ScalarAddCarryIn))
                if self.isa.info(self.flow.code.insts[dl].op).unit == Unit::Salu =>
            {
                (self.one_def(dh, SCC) == Some(dl)).then_some((1, 2, 1, 2))
            }
            (Some(AddrOp::MulLo), Some(AddrOp::MulHiU)) => {
                // (lo, hi) = zext(a) * zext(b) when both read the same a and b.
                let (a, b) = (
                    self.operand(dl, tl.operands.get(1)?)?,
                    self.operand(dl, tl.operands.get(2)?)?,
                );
                let (a2, b2) = (
                    self.operand(dh, th.operands.get(1)?)?,
                    self.operand(dh, th.operands.get(2)?)?,
                );
                if !((a == a2 && b == b2) || (a == b2 && b == a2)) {
                    return None;
                }
                return product(&a, &b);
            }
            (Some(AddrOp::Move), Some(AddrOp::Move)) => {
                // Two moves of the halves of one pair (`v_mov_b32 lo, s4; v_mov_b32 hi, s5`).
                let (a, b) = (single(tl.operands.get(1)?)?, single(th.operands.get(1)?)?);
                return self.wide_at(dl, a, dh, b, depth - 1);
            }
            _ => None,
        };
        // The high half may list its sources in the other order (`v_add_co_u32 lo, v150, s14`
        // with `v_add_co_ci_u32 hi, s15, v151`): the pairing whose halves both evaluate wins.
        let (la, lb, ha, hb) = carry_ops?;
        for (x_hi, y_hi) in [(ha, hb), (hb, ha)] {
            let x = self.half_pair(dl, la, dh, x_hi, depth);
            let y = self.half_pair(dl, lb, dh, y_hi, depth);
            if let (Some(x), Some(y)) = (x, y) {
                return x.add(y);
            }
        }
        None
    }

    /// The 64-bit operand made of operand `lk` of `dl` (low half) and `hk` of `dh` (high).
    fn half_pair(
        &mut self,
        dl: usize,
        lk: usize,
        dh: usize,
        hk: usize,
        depth: u32,
    ) -> Option<Wide> {
        let (tl, th) = (self.text(dl), self.text(dh));
        let (ol, oh) = (tl.operands.get(lk)?, th.operands.get(hk)?);
        match (&ol.kind, &oh.kind) {
            (OperandKind::Int { value: l, .. }, OperandKind::Int { value: h, .. }) => {
                Some(Wide::constant(((*h as i128) << 32) + (*l as u32) as i128))
            }
            (_, OperandKind::Int { value: 0, .. }) => {
                let v = self.operand(dl, ol)?;
                Some(Wide::term(Ext::Zext, v))
            }
            _ => {
                let (a, b) = (single(ol)?, single(oh)?);
                self.wide_at(dl, a, dh, b, depth - 1)
            }
        }
    }

    /// A 64-bit operand of instruction `d` (a pair or an inline constant).
    fn wide_operand(&mut self, d: usize, k: usize, depth: u32) -> Option<Wide> {
        let op = self.text(d).operands.get(k)?;
        match op.kind {
            OperandKind::Int { value, .. } => Some(Wide::constant(value as i128)),
            _ => {
                let r = op.as_reg()?;
                if r.count != 2 || !matches!(r.file, RegFile::S | RegFile::V) {
                    return None;
                }
                let (lo, hi) = (
                    RegUnit::reg(r.file, r.first),
                    RegUnit::reg(r.file, r.first + 1),
                );
                self.wide_at(d, lo, d, hi, depth - 1)
            }
        }
    }

    /// The 64-bit result of instruction `d` writing both `lo` and `hi`.
    fn wide_def(&mut self, d: usize, lo: RegUnit, hi: RegUnit, depth: u32) -> Option<Wide> {
        if self.isa.info(self.flow.code.insts[d].op).unit == Unit::Smem {
            let off = self.kernarg(d, lo)?;
            return (self.kernarg(d, hi) == Some(off + 4)).then_some(Wide {
                ptr: Some(off),
                ..Wide::default()
            });
        }
        let t = self.writer(d, lo)?;
        let dst = t.operands.first()?.as_reg()?;
        if RegUnit::reg(dst.file, dst.first) != lo || dst.count != 2 {
            return None;
        }
        let konst = |k: usize| match t.operands.get(k).map(|o| &o.kind) {
            Some(OperandKind::Int { value, .. }) => Some(*value),
            _ => None,
        };
        match addr_op(&t.mnemonic)? {
            AddrOp::Move64 => self.wide_operand(d, 1, depth),
            AddrOp::Shl64Rev => {
                let k = konst(1)?;
                self.wide_operand(d, 2, depth)?.shl(k)
            }
            AddrOp::Shl64 { val, amount } => {
                let k = konst(amount as usize)?;
                self.wide_operand(d, val as usize, depth)?.shl(k)
            }
            AddrOp::ShlAdd64 => {
                let k = konst(2)?;
                let a = self.wide_operand(d, 1, depth)?.shl(k)?;
                a.add(self.wide_operand(d, 3, depth)?)
            }
            AddrOp::MadU64 => {
                // zext(a) * zext(b) + c, all exact in 64 bits.
                let a = self.operand(d, t.operands.get(2)?)?;
                let b = self.operand(d, t.operands.get(3)?)?;
                product(&a, &b)?.add(self.wide_operand(d, 4, depth)?)
            }
            AddrOp::MadI64 => {
                // sext(a) * sext(b) + c.
                let a = self.operand(d, t.operands.get(2)?)?;
                let b = self.operand(d, t.operands.get(3)?)?;
                signed_product(&a, true, &b, true)?.add(self.wide_operand(d, 4, depth)?)
            }
            _ => None,
        }
    }

    /// A pair read in the loop with two definitions each, one before the loop and one in it
    /// of the form `pair = pair + step` (64-bit: `v_lshl_add_u64 p, p, 0, s` or a carry
    /// chain; the step loop-invariant and uniform) that runs once per iteration:
    /// `init + Iter·step`.
    fn wide_induction(
        &mut self,
        lo_at: usize,
        lo: RegUnit,
        hi_at: usize,
        hi: RegUnit,
        depth: u32,
    ) -> Option<Wide> {
        let lp = self.lp?;
        let defs = |s: &Self, r: usize, u: RegUnit| -> Option<(usize, usize)> {
            let d = s.flow.def_use.reaching(r, u);
            let [a, b] = d[..] else { return None };
            if a == ENTRY || b == ENTRY {
                return None;
            }
            match (s.in_loop(a as usize), s.in_loop(b as usize)) {
                (false, true) => Some((a as usize, b as usize)),
                (true, false) => Some((b as usize, a as usize)),
                _ => None,
            }
        };
        // The halves may be read by different instructions (gfx1100 adds a base to the low
        // half and the high half of a 64-bit induction separately): each read must see the
        // header's value, so both see the same iteration's pair.
        let (out_lo, inn_lo) = defs(self, lo_at, lo)?;
        let (out_hi, inn_hi) = defs(self, hi_at, hi)?;
        // Each half is read before its own step (the other half's step may come between, as
        // in the carry chain `v_add_co_u32 lo` + `v_add_co_ci_u32 hi` that steps the pair and
        // reads the high half after the low one is written).
        for (inn, at) in [(inn_lo, lo_at), (inn_hi, hi_at)] {
            let bi = self.flow.cfg.block_of[inn];
            if !lp.latches.iter().all(|&l| self.flow.loops.dominates(bi, l))
                || super::reaches_within_iteration(self.flow, lp, inn, at)
            {
                return None;
            }
        }
        // The stepping instructions read the header's value of the pair: the same two
        // definitions reach them, or a copy of it made earlier in the iteration (gfx942 keeps
        // the pointer in AGPRs across the loop body and reads it back before the step).
        if !self.carries_phi(inn_lo, lo, lo, [out_lo, inn_lo], DEPTH)
            || !self.carries_phi(inn_hi, hi, hi, [out_hi, inn_hi], DEPTH)
        {
            return None;
        }
        let reads = |s: &Self, d: usize, k: usize, u: RegUnit| {
            s.text(d)
                .operands
                .get(k)
                .and_then(|o| o.as_reg())
                .is_some_and(|r| RegUnit::reg(r.file, r.first) == u)
        };
        let step = if inn_lo == inn_hi {
            // `v_lshl_add_u64 pair, pair, 0, step` (either order).
            let t = self.text(inn_lo);
            if addr_op(&t.mnemonic) != Some(AddrOp::ShlAdd64)
                || !matches!(
                    t.operands.get(2).map(|o| &o.kind),
                    Some(OperandKind::Int { value: 0, .. })
                )
                || self.writer(inn_lo, lo)?.operands.first()?.as_reg()?.count != 2
            {
                return None;
            }
            let k = if reads(self, inn_lo, 1, lo) {
                3
            } else if reads(self, inn_lo, 3, lo) {
                1
            } else {
                return None;
            };
            self.wide_operand(inn_lo, k, depth)?
        } else {
            // A carry chain `lo = lo + a` / `hi = hi + b + carry`, sources in either order.
            let (tl, th) = (self.text(inn_lo), self.text(inn_hi));
            let (kl, kh) = match (addr_op(&tl.mnemonic), addr_op(&th.mnemonic)) {
                (Some(AddrOp::Add { a: 2, b: 3 }), Some(AddrOp::AddCarryIn)) => {
                    let carry = super::first_unit(th.operands.get(4))
                        .or_else(|| (th.operands.len() == 4).then_some(VCC_LO))?;
                    let out = super::first_unit(tl.operands.get(1))?;
                    if carry != out || self.one_def(inn_hi, carry) != Some(inn_lo) {
                        return None;
                    }
                    (2, 2)
                }
                (Some(AddrOp::Add { a: 1, b: 2 }), Some(AddrOp::ScalarAddCarryIn)) => {
                    if self.one_def(inn_hi, SCC) != Some(inn_lo) {
                        return None;
                    }
                    (1, 1)
                }
                _ => return None,
            };
            let other = |s: &Self, d: usize, first: usize, u: RegUnit| -> Option<usize> {
                if reads(s, d, first, u) {
                    Some(first + 1)
                } else if reads(s, d, first + 1, u) {
                    Some(first)
                } else {
                    None
                }
            };
            let sl = other(self, inn_lo, kl, lo)?;
            let sh = other(self, inn_hi, kh, hi)?;
            self.half_pair(inn_lo, sl, inn_hi, sh, depth)?
        };
        if step.ptr.is_some() || !step.invariant() || step.terms.iter().any(|t| !t.val.uniform()) {
            return None;
        }
        let init = self.wide_defs(out_lo, lo, out_hi, hi, depth - 1)?;
        // Iter · step: each term's integer value times the (non-negative) iteration number.
        let mut stepped = Wide {
            conds: step.conds.clone(),
            ..Wide::default()
        };
        if step.konst != 0 {
            stepped.terms.push(Term {
                coef: step.konst,
                ext: Ext::Product,
                val: Poly::atom(Atom::Iter),
            });
        }
        for term in &step.terms {
            let val = exact_mul(&term.val, &Poly::atom(Atom::Iter))?;
            stepped.terms.push(Term {
                coef: term.coef,
                ext: Ext::Product,
                val,
            });
        }
        init.add(stepped)
    }
}

impl Eval<'_> {
    /// True when `u` as instruction `at` reads it holds the value `var` had at the loop header
    /// (reached by exactly the definitions `phi`): `u` is `var` reached by `phi` there, or is
    /// written earlier in the same iteration by moves (one, or one per path) whose sources
    /// carry it (through AGPR copies).
    fn carries_phi(
        &mut self,
        at: usize,
        u: RegUnit,
        var: RegUnit,
        phi: [usize; 2],
        depth: u32,
    ) -> bool {
        if self.reached_by(at, u, phi) {
            return u == var && self.unstepped(at, phi);
        }
        if depth == 0 {
            return false;
        }
        let Some(defs) = self.this_iteration_defs(at, u) else {
            return false;
        };
        defs.into_iter().all(|x| {
            let Some(t) = self.writer(x, u) else {
                return false;
            };
            if addr_op(&t.mnemonic) != Some(AddrOp::Move)
                || t.operands.first().and_then(single) != Some(u)
            {
                return false;
            }
            match t.operands.get(1).and_then(single) {
                Some(src) => self.carries_phi(x, src, var, phi, depth - 1),
                None => false,
            }
        })
    }
}

/// `zext(a) · zext(b)` as an exact product term, with both factors' obligations.
fn product(a: &Poly, b: &Poly) -> Option<Wide> {
    signed_product(a, false, b, false)
}

/// `ext(a) · ext(b)` (sign extension where the flag is set, else zero extension) as an exact
/// product term, with both factors' obligations.
fn signed_product(a: &Poly, sa: bool, b: &Poly, sb: bool) -> Option<Wide> {
    let val = exact_mul(a, b)?;
    let mut w = Wide::default();
    for (f, signed) in [(a, sa), (b, sb)] {
        w.conds.push(Cond {
            poly: f.clone(),
            range: if signed { I32 } else { U32 },
        });
    }
    if let Some(k) = val.as_const() {
        w.konst = k as i128;
    } else {
        w.terms.push(Term {
            coef: 1,
            ext: Ext::Product,
            val,
        });
    }
    Some(w)
}
