//! Loops whose lanes leave one by one (issue 22): `for (i = tid + bid*bdim; i < n; i +=
//! bdim*gdim)` compiles to a per-lane compare of the stepped index against `n`, a break mask
//! and `s_cbranch_execnz` (see [`crate::flow::break_mask::lane_break`]). No uniform iteration
//! bound exists, but every access runs only in lanes whose counter is below the limit:
//!
//! - iteration 0: the lanes that enter passed the compare that narrowed EXEC before the loop
//!   (`v_cmp_gt_u64 vcc, n, i0` + `s_and_saveexec`, or `v_cmpx_gt_u64 n, i0`): `i0 < n`;
//! - iteration `t + 1`: a lane still active had its compare of the stepped counter `i_{t+1}`
//!   against `n` false in iteration `t`, so `i_{t+1} < n`.
//!
//! Both compares are unsigned 64-bit, of the register pair itself, so `i_t < n` holds of the
//! 64-bit value whatever the additions wrapped. With `n < 2^32 >> sh` (the run-time check), an
//! access whose address is `P + (i_t << sh)` as a [`Wide`] (term for term the counter's, under
//! both readings' obligations) has an offset `i_t << sh` below 2^32: the 32-bit offset the
//! rewrite steps (exact modulo 2^32) is the address's.

use super::{single, Cond, Eval, Ext, Poly, Wide, I32, U32};
use crate::asm::{Operand, RegFile};
use crate::flow::dataflow::ENTRY;
use crate::flow::regs::{RegUnit, EXEC_LO};
use crate::isa::semantics::{exec_op, vector_int_compare, Cmp, ExecOp};

/// The counter a lane-by-lane exit compares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LaneCounter {
    /// A 64-bit pair compared unsigned, as the header holds it in iteration `Iter`:
    /// `init + Iter·step`.
    Wide(Wide),
    /// A 32-bit counter (`int i` / `unsigned i`) compared against a 32-bit limit, as the header
    /// holds it in iteration `Iter`: `value = init + Iter·step` (exact modulo 2^32 in every
    /// lane still active), `step` uniform and loop-invariant. See [`Int32`].
    Int(Int32),
}

/// A 32-bit lane-by-lane counter (issue 22, item 2: `for (int i = bid*bdim + tid; i < n; i +=
/// bdim*gdim)`). The compares give, for every lane active at an access, `i_t < n` read
/// `signed` or unsigned, of the register's 32 bits. That alone does not make the address
/// `P + (sext(i_t) << sh)` an unsigned 32-bit offset: a signed counter may be negative or wrap
/// past `i32::MAX` and stay in the loop. With the run-time check (`sgpr_addr/guard.rs`) that
/// every entering lane has `0 <= i_0 < n` (one unsigned compare against `n`), that
/// `0 <= n <= min(2^(32-sh), 2^31 - 1)`, and, for a signed compare, that `step <= 2^31 - n`
/// (unsigned): by induction every active lane has `0 <= i_t < n`, since `i_t + step <= n - 1 +
/// 2^31 - n < 2^31` does not wrap; then `sext(i_t) = zext(i_t) = i_t` and `i_t << sh < 2^32`.
/// An unsigned compare needs no step condition: `i_t <u n` holds of the wrapped value itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Int32 {
    pub value: Poly,
    pub step: Poly,
    pub signed: bool,
    /// The SGPR the loop's compare reads the limit from, when one definition outside the loop
    /// gives it on every path: it holds the limit at the preheader too, so a run-time check
    /// may read it in place (a limit the algebra does not model, `n / 4`).
    pub limit_sgpr: Option<u16>,
}

/// The bound a lane-by-lane exit puts on its loop's counter: `counter < lo + 2^32·hi` in every
/// active lane at every access of an iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaneLimit {
    pub counter: LaneCounter,
    /// The limit's halves, loop-invariant 32-bit values.
    pub lo: Poly,
    pub hi: Poly,
    /// Obligations of the counter's reading (and of the entry compare's).
    pub conds: Vec<Cond>,
}

/// A 32-bit loop's refusal when a compare is of another width.
const WIDTHS_DIFFER: &str = "its compares are of different widths";

fn refuse(why: &str) -> String {
    format!("the loop exits lane by lane, and {why}")
}

/// A 64-bit register pair operand: its two units.
fn pair(op: &Operand, file: RegFile) -> Option<(RegUnit, RegUnit)> {
    let r = op.as_reg()?;
    (r.count == 2 && r.file == file).then(|| {
        (
            RegUnit::reg(r.file, r.first),
            RegUnit::reg(r.file, r.first + 1),
        )
    })
}

/// The same 64-bit value, term for term.
pub fn same_wide(a: &Wide, b: &Wide) -> bool {
    let key = |w: &Wide| {
        let mut t: Vec<_> = w
            .terms
            .iter()
            .map(|t| (t.ext, t.val.clone(), t.coef))
            .collect();
        t.sort();
        t
    };
    a.ptr == b.ptr && a.konst == b.konst && key(a) == key(b)
}

/// `w` without its terms in `Iter`.
fn without_iter(w: &Wide) -> Wide {
    let mut w = w.clone();
    w.terms.retain(|t| !t.val.has(|a| *a == super::Atom::Iter));
    w
}

impl Eval<'_> {
    /// The [`LaneLimit`] of the loop under analysis, or why it has none.
    pub fn lane_limit(&mut self) -> Result<LaneLimit, String> {
        let lp = self.lp.ok_or_else(|| refuse("no loop is analysed"))?;
        let lb = crate::flow::break_mask::lane_break(
            self.module,
            &self.flow.code,
            &self.flow.cfg,
            &self.flow.loops,
            &self.flow.def_use,
            self.isa,
            lp,
        )
        .ok_or_else(|| {
            refuse(
                "its break mask is not one compare per iteration in the block of its one EXEC \
                 write",
            )
        })?;
        let c = lb.compare;
        if let Some((_, _, 32)) = vector_int_compare(&self.text(c).mnemonic) {
            return self.lane_limit_int(c);
        }
        let (ctr, lim, signed) = self.read_lane_compare(c, true)?;
        let (lo, hi) = self.limit_halves(c, lim)?;
        // The counter the compare reads is what one step wrote this iteration: the low and
        // high halves each by one instruction of the loop that also reaches the header (the
        // only write of the half in the loop), adding a step to the header's value.
        let def = |s: &Self, u: RegUnit| -> Option<usize> {
            match s.flow.def_use.reaching(c, u) {
                [d] if *d != ENTRY && s.in_loop(*d as usize) => Some(*d as usize),
                _ => None,
            }
        };
        let not_stepped = || refuse("its compare does not read the stepped counter");
        let (dl, dh) = (
            def(self, ctr.0).ok_or_else(not_stepped)?,
            def(self, ctr.1).ok_or_else(not_stepped)?,
        );
        for (d, u) in [(dl, ctr.0), (dh, ctr.1)] {
            if !self.flow.def_use.reaching(d, u).contains(&(d as u32)) {
                return Err(not_stepped());
            }
        }
        let counter = self
            .wide_use(dl, ctr.0, dh, ctr.1)
            .filter(|w| !w.invariant() && w.ptr.is_none())
            .ok_or_else(not_stepped)?;
        let mut conds = counter.conds.clone();
        let mut entry = self.entry_bound(c, &counter, &lo, &hi, signed)?;
        if signed {
            entry.extend(signed_conds(&counter)?);
        }
        for x in entry {
            if !conds.contains(&x) {
                conds.push(x);
            }
        }
        if conds
            .iter()
            .any(|x| x.poly.has(|a| *a == super::Atom::Iter))
        {
            return Err(refuse(
                "the counter's reading has obligations in the iteration",
            ));
        }
        Ok(LaneLimit {
            counter: LaneCounter::Wide(counter),
            lo,
            hi,
            conds,
        })
    }

    /// [`Eval::lane_limit`] of a 32-bit compare (see [`Int32`]): the counter the exit compare
    /// reads, `value(Iter + 1)`, is linear in the iteration with a uniform loop-invariant step;
    /// the header's value is one step less; the limit is a uniform 32-bit value the loop does
    /// not change; the lanes entering passed the same compare of the counter's first value.
    fn lane_limit_int(&mut self, c: usize) -> Result<LaneLimit, String> {
        let (signed, x, y) = self.read_compare_operands(c, true, 32, WIDTHS_DIFFER)?;
        let ctr = single_vgpr(&x).ok_or_else(|| refuse("its compare's counter is not a VGPR"))?;
        let (lo, limit_sgpr) = self.limit_int(c, &y)?;
        let not_stepped =
            || refuse("its compare does not read a counter stepped by a uniform amount");
        let next = self.use_value(c, ctr).ok_or_else(not_stepped)?;
        let (_, step) = next.split_iter().ok_or_else(not_stepped)?;
        let fixed = |p: &Poly| p.uniform() && !p.has(|a| *a == super::Atom::Iter);
        if step.0.is_empty() || !fixed(&step) {
            return Err(not_stepped());
        }
        if let Some(k) = step.as_const().filter(|k| signed && *k as i32 <= 0) {
            // A signed counter falling (or standing) below its limit leaves only by wrapping.
            return Err(refuse(&format!(
                "its signed counter steps by {}, not a positive amount",
                k as i32
            )));
        }
        let value = next.sub(&step);
        // The lanes entering: the one EXEC write reaching the loop from outside.
        let c0 = self.entry_compare(c)?;
        let (signed0, x0, y0) = self.read_compare_operands(c0, false, 32, WIDTHS_DIFFER)?;
        if signed0 != signed {
            return Err(refuse("the compare before it has another signedness"));
        }
        let (lo0, _) = self.limit_int(c0, &y0)?;
        if lo0 != lo {
            return Err(refuse("the compare before it tests another limit"));
        }
        let init = single_vgpr(&x0)
            .and_then(|u| self.use_value(c0, u))
            .ok_or_else(|| refuse("nothing proves the lanes entering it start below the limit"))?;
        let (init_want, _) = value.split_iter().ok_or_else(not_stepped)?;
        if init != init_want {
            return Err(refuse(
                "the compare before it does not test the counter's initial value",
            ));
        }
        Ok(LaneLimit {
            counter: LaneCounter::Int(Int32 {
                value,
                step,
                signed,
                limit_sgpr,
            }),
            lo,
            hi: Poly::default(),
            conds: Vec::new(),
        })
    }

    /// A compare's signedness and its operands normalised to `x < y` for the lanes that go on
    /// (see [`Eval::read_lane_compare`]); `bits` is the width the compare must have, `other`
    /// what a refusal says when it has another.
    fn read_compare_operands(
        &self,
        c: usize,
        in_loop: bool,
        bits: u32,
        other: &str,
    ) -> Result<(bool, Operand, Operand), String> {
        let t = self.text(c);
        let (rel, signed, width) = vector_int_compare(&t.mnemonic)
            .ok_or_else(|| refuse("its compare is not an integer compare"))?;
        if width != bits {
            return Err(refuse(other));
        }
        // VOPC writes a mask first; `v_cmpx` on gfx1100 may name only its sources.
        let n = t.operands.len();
        let (a, b) = match (
            t.operands.get(n.wrapping_sub(2)),
            t.operands.get(n.wrapping_sub(1)),
        ) {
            (Some(a), Some(b)) => (a.clone(), b.clone()),
            _ => return Err(refuse("its compare has no two sources")),
        };
        let rel = if in_loop { negate(rel) } else { rel };
        match rel {
            Cmp::Lt => Ok((signed, a, b)),
            Cmp::Gt => Ok((signed, b, a)),
            _ => Err(refuse(
                "its compare does not keep the lanes whose counter is below the limit",
            )),
        }
    }

    /// A 32-bit limit operand of compare `c`: its value (uniform, loop-invariant) and the SGPR
    /// holding it when one definition outside the loop reaches `c` for it.
    fn limit_int(&mut self, c: usize, y: &Operand) -> Result<(Poly, Option<u16>), String> {
        let lo = match &y.kind {
            crate::asm::OperandKind::Int { value, .. } => Poly::constant(*value),
            _ => {
                let u = single(y).ok_or_else(|| refuse("its limit is not a 32-bit operand"))?;
                self.use_value(c, u)
                    .ok_or_else(|| refuse("its limit is not a value the address analysis models"))?
            }
        };
        if !lo.uniform() || lo.has(|a| *a == super::Atom::Iter) {
            return Err(refuse("its limit changes in the loop or between lanes"));
        }
        let sgpr = y
            .as_reg()
            .filter(|r| r.count == 1 && r.file == RegFile::S)
            .and_then(|r| {
                let u = RegUnit::reg(RegFile::S, r.first);
                match self.flow.def_use.reaching(c, u) {
                    [d] if *d != ENTRY && !self.in_loop(*d as usize) => Some(r.first),
                    _ => None,
                }
            });
        Ok((lo, sgpr))
    }

    /// The compare whose lanes enter the loop: the one EXEC write reaching the loop's compare
    /// `c` from outside is such a `v_cmpx`, or an `s_and_saveexec` of its result.
    fn entry_compare(&mut self, c: usize) -> Result<usize, String> {
        let no = || refuse("nothing proves the lanes entering it start below the limit");
        let outside: Vec<usize> = self
            .flow
            .def_use
            .reaching(c, EXEC_LO)
            .iter()
            .filter(|&&d| d != ENTRY && !self.in_loop(d as usize))
            .map(|&d| d as usize)
            .collect();
        let [e0] = outside[..] else { return Err(no()) };
        let t = self.text(e0);
        if vector_int_compare(&t.mnemonic).is_some() {
            return Ok(e0);
        }
        if exec_op(&t.mnemonic) != Some(ExecOp::AndSaveexec) {
            return Err(no());
        }
        let units = t
            .operands
            .get(1)
            .map(crate::flow::regs::operand_units)
            .ok_or_else(no)?;
        let mut def = None;
        for u in units {
            match self.flow.def_use.reaching(e0, u) {
                [d] if *d != ENTRY && def.is_none_or(|x| x == *d as usize) => {
                    def = Some(*d as usize)
                }
                _ => return Err(no()),
            }
        }
        def.ok_or_else(no)
    }

    /// Compare `c` as `counter < limit` for the lanes it leaves active (`in_loop`: the loop's
    /// exit compare, true for the lanes that leave: `counter >= limit`) or for the lanes it
    /// keeps (the entry compare, true for the lanes that enter: `counter < limit`): the
    /// counter's VGPR pair, the limit's operand and whether the 64-bit compare is signed.
    fn read_lane_compare(
        &self,
        c: usize,
        in_loop: bool,
    ) -> Result<((RegUnit, RegUnit), Operand, bool), String> {
        let (signed, x, y) = self.read_compare_operands(
            c,
            in_loop,
            64,
            "its compare is not a 64-bit one like the other's",
        )?;
        let ctr = pair(&x, RegFile::V)
            .ok_or_else(|| refuse("its compare's counter is not a VGPR pair"))?;
        Ok((ctr, y, signed))
    }

    /// The halves of a 64-bit limit operand of compare `c`: scalar, loop-invariant, uniform.
    fn limit_halves(&mut self, c: usize, lim: Operand) -> Result<(Poly, Poly), String> {
        let (l, h) =
            pair(&lim, RegFile::S).ok_or_else(|| refuse("its limit is not an SGPR pair"))?;
        let (lo, hi) = match (self.use_value(c, l), self.use_value(c, h)) {
            (Some(lo), Some(hi)) => (lo, hi),
            _ => {
                return Err(refuse(
                    "its limit is not a value the address analysis models",
                ))
            }
        };
        let fixed = |p: &Poly| p.uniform() && !p.has(|a| *a == super::Atom::Iter);
        if !fixed(&lo) || !fixed(&hi) {
            return Err(refuse("its limit changes in the loop"));
        }
        Ok((lo, hi))
    }

    /// The lanes entering the loop have `init < limit`: the one EXEC write reaching the loop
    /// from outside is an `s_and_saveexec` of such a compare, or such a `v_cmpx`, reading the
    /// counter's initial value and the same limit. Its obligations.
    fn entry_bound(
        &mut self,
        c: usize,
        counter: &Wide,
        lo: &Poly,
        hi: &Poly,
        signed: bool,
    ) -> Result<Vec<Cond>, String> {
        let no = || refuse("nothing proves the lanes entering it start below the limit");
        let c0 = self.entry_compare(c)?;
        let (ctr0, lim0, signed0) = self.read_lane_compare(c0, false)?;
        if signed0 != signed {
            return Err(refuse(
                "its compare and the compare before it differ in signedness",
            ));
        }
        let (lo0, hi0) = self.limit_halves(c0, lim0)?;
        if lo0 != *lo || hi0 != *hi {
            return Err(refuse("the compare before it tests another limit"));
        }
        let init = self.wide_use(c0, ctr0.0, c0, ctr0.1).ok_or_else(no)?;
        if !same_wide(&init, &without_iter(counter)) {
            return Err(refuse(
                "the compare before it does not test the counter's initial value",
            ));
        }
        Ok(init.conds)
    }

    /// The obligations under which access `i` addresses `P + (counter << shift)`, `P` its
    /// pointer argument, or why it does not.
    pub fn lane_access(
        &mut self,
        i: usize,
        lim: &LaneLimit,
        ptr: u32,
        shift: u32,
    ) -> Result<Vec<Cond>, String> {
        let w = self.memory_address(i)?;
        let counter = match &lim.counter {
            LaneCounter::Wide(c) => c,
            LaneCounter::Int(n) => return self.lane_access_int(w, n, ptr, shift),
        };
        let scaled = counter
            .clone()
            .shl(i64::from(shift))
            .and_then(|c| {
                c.add(Wide {
                    ptr: Some(ptr),
                    ..Wide::default()
                })
            })
            .ok_or("the counter scaled is not a 64-bit offset")?;
        if !same_wide(&w, &scaled) {
            return Err(
                "the address is not the pointer plus the lane-exit counter scaled (its index \
                 is not the compared counter)"
                    .into(),
            );
        }
        let mut conds = w.conds;
        for c in &lim.conds {
            if !conds.contains(c) {
                conds.push(c.clone());
            }
        }
        Ok(conds)
    }
}

impl Eval<'_> {
    /// [`Eval::lane_access`] of a 32-bit counter: the address `w` is `P + (ext(i) << shift)`,
    /// `ext` a sign or zero extension of the counter's header value `i`. The extension's own
    /// obligation (`i` in the 32-bit range) is what the run-time check proves (`0 <= i < n`,
    /// [`Int32`]); the others are returned.
    fn lane_access_int(
        &mut self,
        w: Wide,
        n: &Int32,
        ptr: u32,
        shift: u32,
    ) -> Result<Vec<Cond>, String> {
        for ext in [Ext::Sext, Ext::Zext] {
            let want = Wide::term(ext, n.value.clone())
                .shl(i64::from(shift))
                .and_then(|c| {
                    c.add(Wide {
                        ptr: Some(ptr),
                        ..Wide::default()
                    })
                })
                .ok_or("the counter scaled is not a 64-bit offset")?;
            if same_wide(&w, &want) {
                let range = if ext == Ext::Sext { I32 } else { U32 };
                let own = Cond {
                    poly: n.value.clone(),
                    range,
                };
                return Ok(w.conds.into_iter().filter(|c| *c != own).collect());
            }
        }
        Err(
            "the address is not the pointer plus the lane-exit counter, sign- or zero-extended \
             and scaled (its index is not the compared counter)"
                .into(),
        )
    }
}

/// The obligations under which a 64-bit counter compared signed (`long long i < n`) is
/// compared as if unsigned: its start and step are each a sum of small positive multiples of
/// terms (at most 32, multiples up to 2^12) whose integer values lie in `[0, 2^44]`, so both are
/// in `[0, 2^61]`. Then every active
/// lane's counter, below a limit `n <= 2^32` (the run-time check), is non-negative and its
/// next value `i + step < 2^63` does not wrap the sign: the signed and unsigned compares agree
/// and the unsigned proof ([`LaneLimit`]) applies.
fn signed_conds(counter: &Wide) -> Result<Vec<Cond>, String> {
    let small = |k: i128| (0..=1 << 12).contains(&k);
    let no = || {
        refuse(
            "its counter is compared signed, and its start or step is not a sum of small \
             positive multiples of terms",
        )
    };
    if !small(counter.konst) || counter.terms.len() > 32 {
        return Err(no());
    }
    let mut conds = Vec::new();
    for t in &counter.terms {
        if !small(t.coef) || t.ext == Ext::Wrap {
            return Err(no());
        }
        let part = match t.val.split_iter() {
            Some((rest, step)) if rest.0.is_empty() && !step.0.is_empty() => step,
            Some((rest, step)) if step.0.is_empty() => rest,
            _ => return Err(no()),
        };
        let c = Cond {
            poly: part,
            range: super::Interval::new(0, 1 << 44),
        };
        if !conds.contains(&c) {
            conds.push(c);
        }
    }
    Ok(conds)
}

/// A single VGPR operand's unit.
fn single_vgpr(op: &Operand) -> Option<RegUnit> {
    let r = op.as_reg()?;
    (r.count == 1 && r.file == RegFile::V).then(|| RegUnit::reg(RegFile::V, r.first))
}

/// `a REL b` negated.
fn negate(rel: Cmp) -> Cmp {
    match rel {
        Cmp::Eq => Cmp::Ne,
        Cmp::Ne => Cmp::Eq,
        Cmp::Lt => Cmp::Ge,
        Cmp::Le => Cmp::Gt,
        Cmp::Gt => Cmp::Le,
        Cmp::Ge => Cmp::Lt,
    }
}
