//! Symbolic address analysis of global memory accesses inside a loop.
//!
//! Every 32-bit value is a polynomial over *atoms* with integer coefficients, equal to the
//! register's contents modulo 2^32: kernel arguments (`Arg`, loaded by SMEM from the kernarg
//! segment), ABI inputs at kernel entry (`Sgpr`: workgroup ids, `Vgpr`: work-item ids), values of
//! operations the algebra does not model (`Opaque`, only outside the loop: loop-invariant) and
//! the loop's iteration number (`Iter`, 0 for the first iteration). Modelled operations are
//! moves (AGPR ones included: `v_accvgpr_read/write/mov`), adds, subtracts, shifts left by
//! constants, multiplies (low 32 bits), `v_mad_u64_u32` (its low half), `v_lshl_add_u32`,
//! `v_add_lshl_u32`, and `or` when the operands provably have no common bit (`a | b = a + b`). A register with two reaching definitions, one before the loop
//! and one inside it of the form `r = r + step` that runs once per iteration, is an induction
//! variable: `init + Iter * step`; the step may pass through copies in the iteration (gfx942
//! saves an index to an AGPR and reads it back before stepping it).
//!
//! A global access `global_load_* vD, v[a:a+1], off` whose address pair comes from
//! `P + (sext(i32 idx) << sh)` (gfx1100: `v_ashrrev_i32` + `v_lshlrev_b64` + `v_add_co_u32` /
//! `v_add_co_ci_u32`; gfx942: `v_ashrrev_i32` + `v_lshl_add_u64`), P a pointer argument, is an
//! [`Access`]. The polynomial is exact modulo 2^32; turning it into a claim about the 64-bit
//! address needs value ranges ([`Ranges`]): when the polynomial, evaluated over integers within
//! the atoms' ranges, stays in [0, 2^31), `sext(idx)` equals it.

use super::cfg::BlockId;
use super::dataflow::ENTRY;
use super::insts::instruction;
use super::loops::Loop;
use super::regs::{RegUnit, SCC};
use super::KernelFlow;
use crate::asm::{Module, OperandKind, RegFile};
use crate::isa::semantics::{addr_op, AddrOp};
use crate::isa::{Isa, Unit};
use crate::kernel::Kernel;
use std::collections::{BTreeMap, HashMap};

mod exit;
mod lane_trip;
mod lanes;
mod wide;
pub use exit::{ExitTest, LaneInt};
pub use lanes::{Int32, LaneCounter, LaneLimit};
pub use wide::{Cond, Ext, Term, Wide};

/// A symbol of the algebra.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Atom {
    /// A 32-bit kernel argument at this kernarg byte offset.
    Arg(u32),
    /// A 16-bit kernarg field at this byte offset, zero-extended (hidden group sizes, packed
    /// two to a dword: `s_and_b32 x, 0xffff` / `s_lshr_b32 x, 16` of the dword).
    Half(u32),
    /// An SGPR as the ABI set it at kernel entry (workgroup ids).
    Sgpr(u16),
    /// A VGPR as the ABI set it at kernel entry (work-item ids).
    Vgpr(u16),
    /// Work-item id in dimension 0..3 unpacked from `v0` when the ABI packs several there
    /// (`v_and_b32 x, 0x3ff, v0`, `v_bfe_u32 y, v0, 10, 10`, `v_lshrrev_b32 z, 20, v0`).
    WorkItem(u8),
    /// The value instruction `.0` gave unit `.1`, defined outside the loop.
    Opaque(u32, RegUnit),
    /// The iteration number of the loop under analysis.
    Iter,
}

impl Atom {
    /// True for values equal in all lanes.
    pub fn uniform(&self) -> bool {
        match self {
            Atom::Arg(_) | Atom::Half(_) | Atom::Sgpr(_) | Atom::Iter => true,
            Atom::Vgpr(_) | Atom::WorkItem(_) => false,
            Atom::Opaque(_, u) => u.is_scalar(),
        }
    }
}

/// A product of atoms (sorted).
pub type Monomial = Vec<Atom>;

/// A polynomial with integer coefficients, equal to a register's value modulo 2^32.
/// Coefficients are kept as signed 32-bit representatives.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Poly(pub BTreeMap<Monomial, i64>);

fn norm(c: i64) -> i64 {
    c as i32 as i64
}

impl Poly {
    pub fn constant(c: i64) -> Poly {
        let mut p = Poly::default();
        if norm(c) != 0 {
            p.0.insert(Vec::new(), norm(c));
        }
        p
    }

    pub fn atom(a: Atom) -> Poly {
        let mut p = Poly::default();
        p.0.insert(vec![a], 1);
        p
    }

    pub fn add(&self, o: &Poly) -> Poly {
        let mut r = self.clone();
        for (m, c) in &o.0 {
            let e = r.0.entry(m.clone()).or_insert(0);
            *e = norm(*e + c);
            if *e == 0 {
                r.0.remove(m);
            }
        }
        r
    }

    pub fn scale(&self, k: i64) -> Poly {
        let mut r = Poly::default();
        for (m, c) in &self.0 {
            let v = norm(c.wrapping_mul(k));
            if v != 0 {
                r.0.insert(m.clone(), v);
            }
        }
        r
    }

    pub fn sub(&self, o: &Poly) -> Poly {
        self.add(&o.scale(-1))
    }

    /// The polynomial `q` with `q * d == self` term by term, when every coefficient (as its
    /// signed 32-bit representative) is a multiple of `d`. Then `d * q` equals `self` modulo
    /// 2^32; `q` itself is one of several values with that property.
    pub fn div_exact(&self, d: i64) -> Option<Poly> {
        if d == 0 {
            return None;
        }
        let mut q = Poly::default();
        for (m, c) in &self.0 {
            if c % d != 0 {
                return None;
            }
            q.0.insert(m.clone(), norm(c / d));
        }
        Some(q)
    }

    pub fn mul(&self, o: &Poly) -> Poly {
        let mut r = Poly::default();
        for (m1, c1) in &self.0 {
            for (m2, c2) in &o.0 {
                let mut m = m1.clone();
                m.extend(m2.iter().cloned());
                m.sort();
                r = r.add(&Poly(BTreeMap::from([(m, norm(c1.wrapping_mul(*c2)))])));
            }
        }
        r
    }

    pub fn as_const(&self) -> Option<i64> {
        match self.0.len() {
            0 => Some(0),
            1 => self.0.get(&Vec::new()).copied(),
            _ => None,
        }
    }

    pub fn has(&self, f: impl Fn(&Atom) -> bool) -> bool {
        self.0.keys().any(|m| m.iter().any(&f))
    }

    pub fn uniform(&self) -> bool {
        !self.has(|a| !a.uniform())
    }

    /// Splits into (terms without `Iter`, coefficient of `Iter`); None when `Iter` appears
    /// non-linearly.
    pub fn split_iter(&self) -> Option<(Poly, Poly)> {
        let (mut rest, mut coef) = (Poly::default(), Poly::default());
        for (m, c) in &self.0 {
            let n = m.iter().filter(|a| **a == Atom::Iter).count();
            match n {
                0 => {
                    rest.0.insert(m.clone(), *c);
                }
                1 => {
                    let mm: Monomial = m.iter().filter(|a| **a != Atom::Iter).cloned().collect();
                    coef = coef.add(&Poly(BTreeMap::from([(mm, *c)])));
                }
                _ => return None,
            }
        }
        Some((rest, coef))
    }

    /// Number of trailing zero bits every coefficient has (32 for zero).
    fn trailing_zeros(&self) -> u32 {
        self.0
            .values()
            .map(|c| (*c as u32).trailing_zeros())
            .min()
            .unwrap_or(32)
    }
}

/// A closed integer interval.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interval {
    pub lo: i128,
    pub hi: i128,
}

impl Interval {
    pub fn new(lo: i128, hi: i128) -> Interval {
        Interval { lo, hi }
    }

    fn mul(self, o: Interval) -> Interval {
        let c = [
            self.lo * o.lo,
            self.lo * o.hi,
            self.hi * o.lo,
            self.hi * o.hi,
        ];
        Interval::new(
            c.iter().copied().min().unwrap_or(0),
            c.iter().copied().max().unwrap_or(0),
        )
    }

    pub fn within(self, lo: i128, hi_exclusive: i128) -> bool {
        self.lo >= lo && self.hi < hi_exclusive
    }
}

const U32: Interval = Interval {
    lo: 0,
    hi: u32::MAX as i128,
};
const I32: Interval = Interval {
    lo: i32::MIN as i128,
    hi: i32::MAX as i128,
};

/// Value ranges of atoms: what the interval proofs start from.
#[derive(Clone, Debug, Default)]
pub struct Ranges {
    pub atoms: HashMap<Atom, Interval>,
}

impl Ranges {
    /// The range of a polynomial over the given atoms' ranges alone, an atom without one
    /// taken as any signed 32-bit value (uniform values: arguments, workgroup ids).
    pub fn of(&self, p: &Poly) -> Interval {
        let any = Interval::new(i128::from(i32::MIN), i128::from(i32::MAX));
        let mut total = Interval::new(0, 0);
        for (m, c) in &p.0 {
            let mut t = Interval::new(i128::from(*c), i128::from(*c));
            for a in m {
                t = t.mul(self.atoms.get(a).copied().unwrap_or(any));
            }
            total = Interval::new(total.lo + t.lo, total.hi + t.hi);
        }
        total
    }
}

/// One global memory access inside a loop, as `P + (sext(idx) << shift) + imm`.
#[derive(Clone, Debug)]
pub struct Access {
    /// Index of the memory instruction in `KernelFlow::code`.
    pub inst: usize,
    /// Kernarg offset of the 64-bit pointer argument P.
    pub ptr: u32,
    pub shift: u32,
    /// The 32-bit signed index (modulo 2^32).
    pub idx: Poly,
    /// Ranges under which `P + (sext(idx) << shift)` is the address: each widened term within
    /// its extension's range, and `idx` itself in `[-2^31, 2^31)`. The address
    /// `P + (sext(idx) << shift)` as the hardware computes it has only that last condition.
    pub conds: Vec<Cond>,
}

pub struct Eval<'a> {
    pub module: &'a Module,
    pub kernel: &'a Kernel,
    pub isa: &'a Isa,
    pub flow: &'a KernelFlow,
    /// The loop under analysis; None evaluates straight-line code (no `Iter`, no inductions).
    pub lp: Option<&'a Loop>,
    kernarg: Option<u16>,
    /// Atoms the exit tests' bounds depend on (filled by [`Eval::iteration_bound`]).
    pub bound_atoms: Vec<Atom>,
    /// The first exit test understood by [`Eval::iteration_bound`].
    pub exit_test: Option<ExitTest>,
    memo: HashMap<(u32, RegUnit), Option<Poly>>,
}

fn single(op: &crate::asm::Operand) -> Option<RegUnit> {
    let r = op.as_reg()?;
    (r.count == 1 && matches!(r.file, RegFile::S | RegFile::V | RegFile::A))
        .then(|| RegUnit::reg(r.file, r.first))
}

impl<'a> Eval<'a> {
    pub fn new(
        module: &'a Module,
        kernel: &'a Kernel,
        isa: &'a Isa,
        flow: &'a KernelFlow,
        lp: &'a Loop,
    ) -> Eval<'a> {
        Eval {
            lp: Some(lp),
            ..Eval::straight(module, kernel, isa, flow)
        }
    }

    /// An evaluator of values outside any loop: a register defined in a loop it does not
    /// model is unknown, and nothing depends on `Iter`.
    pub fn straight(
        module: &'a Module,
        kernel: &'a Kernel,
        isa: &'a Isa,
        flow: &'a KernelFlow,
    ) -> Eval<'a> {
        Eval {
            module,
            kernel,
            isa,
            flow,
            lp: None,
            kernarg: super::trip::kernarg_sgpr(kernel),
            bound_atoms: Vec::new(),
            exit_test: None,
            memo: HashMap::new(),
        }
    }

    fn in_loop(&self, i: usize) -> bool {
        self.lp
            .is_some_and(|lp| lp.contains(self.flow.cfg.block_of[i]))
    }

    fn text(&self, i: usize) -> &'a crate::asm::Instruction {
        instruction(self.module, &self.flow.code.insts[i])
    }

    /// The value of `unit` as read by instruction `at`.
    pub fn use_value(&mut self, at: usize, unit: RegUnit) -> Option<Poly> {
        let defs = self.flow.def_use.reaching(at, unit).to_vec();
        match defs[..] {
            [ENTRY] => match unit.numbered()? {
                (RegFile::S, n) => Some(Poly::atom(Atom::Sgpr(n))),
                (RegFile::V, n) => Some(Poly::atom(Atom::Vgpr(n))),
                _ => None,
            },
            [d] => self.def_value(d as usize, unit),
            // Definitions before the loop on different paths that compute the same value
            // (the compiler repeats `s_lshl_b32 s2, s15, 7` in both arms of a branch).
            _ if !defs.is_empty()
                && defs
                    .iter()
                    .all(|&d| d != ENTRY && !self.in_loop(d as usize)) =>
            {
                let first = self.def_value(defs[0] as usize, unit)?;
                for &d in &defs[1..] {
                    if self.def_value(d as usize, unit)? != first {
                        return None;
                    }
                }
                Some(first)
            }
            [a, b] if a != ENTRY && b != ENTRY => {
                let (out, inn) = match (self.in_loop(a as usize), self.in_loop(b as usize)) {
                    (false, true) => (a as usize, b as usize),
                    (true, false) => (b as usize, a as usize),
                    _ => return None,
                };
                self.induction(at, unit, out, inn)
            }
            _ => None,
        }
    }

    /// The value `unit` holds just before instruction `at`, which need not read it: the
    /// value the nearest earlier instruction of `at`'s block that writes or reads it gives or
    /// sees, else the value the first instruction from `at` on that touches it reads (none
    /// writes it in between). None when neither exists in the block.
    pub fn value_before(&mut self, at: usize, unit: RegUnit) -> Option<Poly> {
        let range = self.flow.cfg.blocks[self.flow.cfg.block_of[at].index()]
            .insts
            .clone();
        for i in (range.start..at).rev() {
            let ins = &self.flow.code.insts[i];
            if ins.defs.contains(&unit) {
                return self.def_value(i, unit);
            }
            if ins.uses.contains(&unit) {
                return self.use_value(i, unit);
            }
        }
        for i in at..range.end {
            let ins = &self.flow.code.insts[i];
            if ins.uses.contains(&unit) {
                return self.use_value(i, unit);
            }
            if ins.defs.contains(&unit) {
                return None;
            }
        }
        None
    }

    /// `unit` at `at` reached by `out` (before the loop) and `inn` (`unit = unit + step`).
    fn induction(&mut self, at: usize, unit: RegUnit, out: usize, inn: usize) -> Option<Poly> {
        let cfg = &self.flow.cfg;
        let bi = cfg.block_of[inn];
        let lp = self.lp?;
        // The step runs once in every iteration: its block dominates every latch.
        if !lp.latches.iter().all(|&l| self.flow.loops.dominates(bi, l)) {
            return None;
        }
        // `at` must read the value from the header (not the stepped one of this iteration).
        if reaches_within_iteration(self.flow, lp, inn, at) {
            return None;
        }
        let step = self.step_of(inn, unit, unit, [out, inn], 4)?;
        if step.has(|a| *a == Atom::Iter) || !step.uniform() {
            return None;
        }
        let init = self.def_value(out, unit)?;
        Some(init.add(&step.mul(&Poly::atom(Atom::Iter))))
    }

    /// If instruction `d` (inside the loop) gives `unit` the value `phi + step`, `phi` being
    /// `var` as the header receives it (reached by exactly `phi_defs`), through adds and moves:
    /// the step.
    fn step_of(
        &mut self,
        d: usize,
        unit: RegUnit,
        var: RegUnit,
        phi_defs: [usize; 2],
        depth: u32,
    ) -> Option<Poly> {
        if depth == 0 || !self.in_loop(d) {
            return None;
        }
        // The half of a VOPD pair, or the instruction, that writes `unit`.
        let t = self.writer(d, unit)?;
        // `unit` is the destination (the low half of a 64-bit one).
        if first_unit(t.operands.first()) != Some(unit) {
            return None;
        }
        let is_phi = |s: &Self, at: usize, u: RegUnit| {
            u == var && s.reached_by(at, u, phi_defs) && s.unstepped(at, phi_defs)
        };
        // A register operand's step: the phi itself, or another in-loop value stepped from it
        // (by one definition, or by one on each path: gfx942 saves an index to an AGPR in both
        // arms of a branch), the same step whichever definition reached `d`.
        let reg_step = |s: &mut Self, op: &crate::asm::Operand| -> Option<Poly> {
            let u = single(op)?;
            if is_phi(s, d, u) {
                return Some(Poly::default());
            }
            let defs = s.this_iteration_defs(d, u)?;
            let first = s.step_of(defs[0], u, var, phi_defs, depth - 1)?;
            for &x in &defs[1..] {
                if s.step_of(x, u, var, phi_defs, depth - 1)? != first {
                    return None;
                }
            }
            Some(first)
        };
        // The low half of a 64-bit `p + q` (`v_lshl_add_u64 d, p, 0, q`) is `lo(p) + lo(q)`
        // modulo 2^32: a 32-bit add of the pairs' first registers (or a constant).
        let low = |op: &crate::asm::Operand| -> Option<crate::asm::Operand> {
            match op.as_reg() {
                Some(r) if r.count == 2 && matches!(r.file, RegFile::S | RegFile::V) => {
                    Some(crate::asm::Operand::reg(r.file, r.first, 1))
                }
                Some(_) => None,
                None => Some(op.clone()),
            }
        };
        let (addends, shifted) = match addr_op(&t.mnemonic)? {
            AddrOp::Move => return reg_step(self, t.operands.get(1)?),
            AddrOp::Add { a, b } => (
                (
                    t.operands.get(a as usize)?.clone(),
                    t.operands.get(b as usize)?.clone(),
                ),
                false,
            ),
            AddrOp::ShlAdd64 => (
                (low(t.operands.get(1)?)?, low(t.operands.get(3)?)?),
                !matches!(
                    t.operands.get(2).map(|o| &o.kind),
                    Some(OperandKind::Int { value: 0, .. })
                ),
            ),
            _ => return None,
        };
        if shifted {
            return None;
        }
        let (x, y) = (&addends.0, &addends.1);
        for (p, q) in [(x, y), (y, x)] {
            if let Some(st) = reg_step(self, p) {
                let other = self.operand(d, q)?;
                if other.has(|a| *a == Atom::Iter) {
                    return None;
                }
                return Some(st.add(&other));
            }
        }
        None
    }

    /// True when no definition of `phi` inside the loop (the step) can run before `at` in the
    /// same iteration: a read reached by the two definitions then sees the header's value on
    /// every path, not the stepped one on some.
    fn unstepped(&self, at: usize, phi: [usize; 2]) -> bool {
        let Some(lp) = self.lp else { return false };
        phi.iter().all(|&d| {
            !self.in_loop(d) || d == at || !reaches_within_iteration(self.flow, lp, d, at)
        })
    }

    /// True if exactly the definitions `defs` (in any order) reach `u` as `at` reads it.
    fn reached_by(&self, at: usize, u: RegUnit, defs: [usize; 2]) -> bool {
        let mut r: Vec<usize> = self
            .flow
            .def_use
            .reaching(at, u)
            .iter()
            .map(|&x| x as usize)
            .collect();
        r.sort();
        let mut want = defs.to_vec();
        want.sort();
        r == want
    }

    /// The definitions of `u` that reach instruction `at`, when every one of them ran earlier
    /// in the same iteration of the loop: one that runs before `at` on every path, or several
    /// inside the loop (one per path). Several in-loop definitions and none from before the
    /// loop means each reaches `at` within the iteration: a path reaching `at` around the back
    /// edge with no definition after the header would, entered from the preheader, bring a
    /// value from before the loop, which would then be among the reaching definitions.
    fn this_iteration_defs(&self, at: usize, u: RegUnit) -> Option<Vec<usize>> {
        let lp = self.lp?;
        match self.flow.def_use.reaching(at, u) {
            [x] if *x != ENTRY
                && self.in_loop(*x as usize)
                && self.runs_before(*x as usize, at) =>
            {
                Some(vec![*x as usize])
            }
            defs if defs.len() > 1
                && defs.iter().all(|&x| {
                    x != ENTRY
                        && self.in_loop(x as usize)
                        && reaches_within_iteration(self.flow, lp, x as usize, at)
                }) =>
            {
                Some(defs.iter().map(|&x| x as usize).collect())
            }
            _ => None,
        }
    }

    /// True if `a` runs before `b` in every iteration that reaches `b`.
    fn runs_before(&self, a: usize, b: usize) -> bool {
        let (ba, bb) = (self.flow.cfg.block_of[a], self.flow.cfg.block_of[b]);
        if ba == bb {
            a < b
        } else {
            self.lp
                .is_some_and(|lp| self.flow.loops.dominates(ba, bb) && bb != lp.header)
        }
    }

    fn operand(&mut self, at: usize, op: &crate::asm::Operand) -> Option<Poly> {
        match op.kind {
            OperandKind::Int { value, .. } => Some(Poly::constant(value)),
            _ => {
                let u = single(op)?;
                self.use_value(at, u)
            }
        }
    }

    /// The value instruction `d` gives `unit`.
    pub fn def_value(&mut self, d: usize, unit: RegUnit) -> Option<Poly> {
        if let Some(v) = self.memo.get(&(d as u32, unit)) {
            return v.clone();
        }
        // Cycles (a register feeding itself around the loop) end as "unknown".
        self.memo.insert((d as u32, unit), None);
        let v = self.compute_def(d, unit);
        self.memo.insert((d as u32, unit), v.clone());
        v
    }

    fn compute_def(&mut self, d: usize, unit: RegUnit) -> Option<Poly> {
        let inst = &self.flow.code.insts[d];
        let info = self.isa.info(inst.op);
        if info.unit == Unit::Smem {
            return self.kernarg(d, unit).map(|o| Poly::atom(Atom::Arg(o)));
        }
        let v = match self.writer(d, unit) {
            Some(t) => self.eval_op(d, t, unit),
            None => None,
        };
        match v {
            Some(v) => Some(v),
            None if !self.in_loop(d) && unit.numbered().is_some() => {
                Some(Poly::atom(Atom::Opaque(d as u32, unit)))
            }
            None => None,
        }
    }

    /// The instruction (or VOPD half) `d` whose destination starts at `unit`'s register or
    /// is a pair holding it.
    fn writer(&self, d: usize, unit: RegUnit) -> Option<&'a crate::asm::Instruction> {
        let t = self.text(d);
        std::iter::once(t).chain(t.dual.as_deref()).find(|h| {
            h.operands
                .first()
                .and_then(|o| o.as_reg())
                .is_some_and(|r| {
                    matches!(r.file, RegFile::S | RegFile::V | RegFile::A)
                        && (0..r.count.max(1)).any(|k| RegUnit::reg(r.file, r.first + k) == unit)
                })
        })
    }

    /// The value the (half) instruction `t` at index `d` gives `unit`; only results in the
    /// destination's first register are modelled.
    fn eval_op(&mut self, d: usize, t: &crate::asm::Instruction, unit: RegUnit) -> Option<Poly> {
        let dst = t.operands.first()?.as_reg()?;
        if RegUnit::reg(dst.file, dst.first) != unit {
            return None;
        }
        let ops = &t.operands;
        let get = |s: &mut Self, k: u8| -> Option<Poly> { s.operand(d, ops.get(k as usize)?) };
        // The low half of a 64-bit operand (a pair's first register, or a constant).
        let low = |s: &mut Self, k: u8| -> Option<Poly> {
            let op = ops.get(k as usize)?;
            match op.as_reg() {
                Some(r) if r.count == 2 && matches!(r.file, RegFile::S | RegFile::V) => {
                    s.use_value(d, RegUnit::reg(r.file, r.first))
                }
                _ => s.operand(d, op),
            }
        };
        let shl = |p: Poly, k: i64| p.scale(1i64 << (k & 31));
        let konst = |k: u8| match ops.get(k as usize).map(|o| &o.kind) {
            Some(OperandKind::Int { value, .. }) => Some(*value),
            _ => None,
        };
        match addr_op(&t.mnemonic)? {
            AddrOp::Move => get(self, 1),
            // Low halves of 64-bit operations: the low 32 bits of a left shift or a sum depend
            // only on the low halves of the operands.
            AddrOp::Move64 => low(self, 1),
            AddrOp::Shl64Rev => Some(shl(low(self, 2)?, konst(1)?)),
            AddrOp::Shl64 { val, amount } => Some(shl(low(self, val)?, konst(amount)?)),
            AddrOp::ShlAdd64 => Some(shl(low(self, 1)?, konst(2)?).add(&low(self, 3)?)),
            // A 24-bit multiply is the full product when both operands are below 2^24.
            AddrOp::MulU24 | AddrOp::MadU24 => {
                let (a, b) = (get(self, 1)?, get(self, 2)?);
                for x in [&a, &b] {
                    if !self.range(x, &Ranges::default()).within(0, 1 << 24) {
                        return None;
                    }
                }
                let p = a.mul(&b);
                if addr_op(&t.mnemonic) == Some(AddrOp::MadU24) {
                    Some(p.add(&get(self, 3)?))
                } else {
                    Some(p)
                }
            }
            AddrOp::Add { a, b } => Some(get(self, a)?.add(&get(self, b)?)),
            AddrOp::Add3 => Some(get(self, 1)?.add(&get(self, 2)?).add(&get(self, 3)?)),
            AddrOp::Sub => Some(get(self, 1)?.sub(&get(self, 2)?)),
            AddrOp::SubRev => Some(get(self, 2)?.sub(&get(self, 1)?)),
            AddrOp::Shl { val, amount } => {
                let k = get(self, amount)?.as_const()?;
                Some(shl(get(self, val)?, k))
            }
            AddrOp::MulLo => Some(get(self, 1)?.mul(&get(self, 2)?)),
            AddrOp::AddK => {
                Some(get(self, 0)?.add(&Poly::constant(get(self, 1)?.as_const()? as i16 as i64)))
            }
            AddrOp::MadU64 | AddrOp::MadI64 => {
                // The low half is a*b + c.lo (signed or not).
                let c = ops.get(4)?.as_reg()?;
                let clo = self.use_value(d, RegUnit::reg(c.file, c.first))?;
                Some(get(self, 2)?.mul(&get(self, 3)?).add(&clo))
            }
            AddrOp::ShlAdd => {
                let k = get(self, 2)?.as_const()?;
                Some(shl(get(self, 1)?, k).add(&get(self, 3)?))
            }
            AddrOp::AddShl => {
                let k = get(self, 3)?.as_const()?;
                Some(shl(get(self, 1)?.add(&get(self, 2)?), k))
            }
            AddrOp::Or => {
                let (a, b) = (get(self, 1)?, get(self, 2)?);
                self.disjoint_or(&a, &b)
            }
            // The halves of a kernarg dword holding two 16-bit fields.
            AddrOp::And => {
                let (a, b) = (get(self, 1)?, get(self, 2)?);
                let (mask, v) = match (a.as_const(), b.as_const()) {
                    (Some(m), _) => (m, b),
                    (_, Some(m)) => (m, a),
                    _ => return None,
                };
                match (mask as u32, single_atom(&v)) {
                    (0xffff, Some(Atom::Arg(off))) => Some(Poly::atom(Atom::Half(off))),
                    (0x3ff, Some(Atom::Vgpr(0))) => Some(self.work_item_x()),
                    // Work-item ids are below 1024: the mask keeps them.
                    (0x3ff, Some(Atom::WorkItem(d))) => Some(Poly::atom(Atom::WorkItem(d))),
                    _ => None,
                }
            }
            AddrOp::Lshr { val, amount } => {
                let k = get(self, amount)?.as_const()?;
                match (k, single_atom(&get(self, val)?)) {
                    (16, Some(Atom::Arg(off))) => Some(Poly::atom(Atom::Half(off + 2))),
                    // Bits 30-31 of the packed ids are zero.
                    (20, Some(Atom::Vgpr(0))) if self.packed_ids() => {
                        Some(Poly::atom(Atom::WorkItem(2)))
                    }
                    _ => None,
                }
            }
            AddrOp::BfeU => {
                let (v, at, w) = (get(self, 1)?, get(self, 2)?, get(self, 3)?);
                match (single_atom(&v), at.as_const()?, w.as_const()?) {
                    (Some(Atom::Vgpr(0)), 10, 10) if self.packed_ids() => {
                        Some(Poly::atom(Atom::WorkItem(1)))
                    }
                    (Some(Atom::Vgpr(0)), 20, 10) if self.packed_ids() => {
                        Some(Poly::atom(Atom::WorkItem(2)))
                    }
                    _ => None,
                }
            }
            AddrOp::ShlOr => {
                let k = get(self, 2)?.as_const()?;
                let a = shl(get(self, 1)?, k);
                let b = get(self, 3)?;
                self.disjoint_or(&a, &b)
            }
            _ => None,
        }
    }

    /// True when `v0` holds the work-item ids of several dimensions (10 bits each).
    pub fn packed_ids(&self) -> bool {
        self.kernel
            .descriptor
            .get("system_vgpr_workitem_id")
            .unwrap_or(0)
            != 0
    }

    /// `v0 & 0x3ff`: the work-item id x, which is `v0` itself when nothing else is packed.
    fn work_item_x(&self) -> Poly {
        match self.packed_ids() {
            true => Poly::atom(Atom::WorkItem(0)),
            false => Poly::atom(Atom::Vgpr(0)),
        }
    }

    /// `a | b` is `a + b` when one side is below 2^k and the other a multiple of 2^k.
    fn disjoint_or(&mut self, a: &Poly, b: &Poly) -> Option<Poly> {
        for (x, y) in [(a, b), (b, a)] {
            let k = x.trailing_zeros();
            let r = self.range(y, &Ranges::default());
            if k > 0 && (k >= 32 || r.within(0, 1i128 << k)) {
                return Some(a.add(b));
            }
        }
        None
    }

    /// If SMEM instruction `d` loads `unit` from the kernarg segment: its byte offset.
    fn kernarg(&self, d: usize, unit: RegUnit) -> Option<u32> {
        let t = self.text(d);
        if addr_op(&t.mnemonic) != Some(AddrOp::ScalarLoad) {
            return None;
        }
        let dst = t.operands.first()?.as_reg()?;
        let b = t.operands.get(1)?.as_reg()?;
        let off = match t.operands.get(2)?.kind {
            OperandKind::Int { value, .. } => value,
            _ => return None,
        };
        self.kernarg?;
        let base = if super::trip::loads_kernarg(self.kernel, &self.flow.def_use, d, b) {
            0
        } else {
            self.kernarg_plus(d, b)?
        };
        let (_, n) = unit.numbered()?;
        u32::try_from(base + off + 4 * (n as i64 - dst.first as i64)).ok()
    }

    /// `k` when the SGPR pair `b` read by `d` is the kernarg segment pointer plus `k`
    /// (`s_add_u32 lo, kp, k` + `s_addc_u32 hi, kp+1, 0`: how compilers reach the hidden
    /// arguments past an SMEM offset they do not fold).
    fn kernarg_plus(&self, d: usize, b: crate::asm::RegRange) -> Option<i64> {
        let kp = self.kernarg?;
        if b.file != RegFile::S || b.count != 2 {
            return None;
        }
        let def =
            |at: usize, u: u16| match self.flow.def_use.reaching(at, RegUnit::reg(RegFile::S, u)) {
                [x] if *x != ENTRY => Some(*x as usize),
                _ => None,
            };
        let entry = |at: usize, u: u16| {
            self.flow.def_use.reaching(at, RegUnit::reg(RegFile::S, u)) == [ENTRY]
        };
        let (dl, dh) = (def(d, b.first)?, def(d, b.first + 1)?);
        let (tl, th) = (self.text(dl), self.text(dh));
        let reg =
            |t: &crate::asm::Instruction, k: usize| t.operands.get(k).and_then(|o| o.as_reg());
        let int = |t: &crate::asm::Instruction, k: usize| match t.operands.get(k).map(|o| &o.kind) {
            Some(OperandKind::Int { value, .. }) => Some(*value),
            _ => None,
        };
        let ok = addr_op(&tl.mnemonic) == Some(AddrOp::Add { a: 1, b: 2 })
            && self.isa.info(self.flow.code.insts[dl].op).unit == Unit::Salu
            && addr_op(&th.mnemonic) == Some(AddrOp::ScalarAddCarryIn)
            && reg(tl, 1).is_some_and(|r| r.first == kp && r.file == RegFile::S)
            && reg(th, 1).is_some_and(|r| r.first == kp + 1 && r.file == RegFile::S)
            && int(th, 2) == Some(0)
            && entry(dl, kp)
            && entry(dh, kp + 1)
            && self.flow.def_use.reaching(dh, SCC) == [dl as u32];
        let k = int(tl, 2)?;
        (ok && (0..1 << 16).contains(&k)).then_some(k)
    }

    /// The range of an atom: given ones, else what the operation that made it bounds.
    pub fn atom_range(&mut self, a: &Atom, given: &Ranges) -> Interval {
        if let Some(r) = given.atoms.get(a) {
            return *r;
        }
        match a {
            // A hidden 32-bit argument (block counts) is unsigned: read as its u32 value.
            Atom::Arg(off) if hidden(self.kernel, *off, 4) => U32,
            Atom::Arg(_) => I32,
            Atom::Half(off) => half_range(self.kernel, *off),
            Atom::Vgpr(0) => {
                // Work-item id x alone in v0 (y and z not enabled): below the block size.
                let d = &self.kernel.descriptor;
                let max = self
                    .kernel
                    .metadata
                    .as_ref()
                    .map(|m| m.max_flat_workgroup_size);
                match (d.get("system_vgpr_workitem_id"), max) {
                    (Some(0), Some(m)) if m > 0 => Interval::new(0, m as i128 - 1),
                    _ => U32,
                }
            }
            Atom::WorkItem(_) => {
                let max = self
                    .kernel
                    .metadata
                    .as_ref()
                    .map(|m| m.max_flat_workgroup_size);
                match max {
                    Some(m) if m > 0 => Interval::new(0, (m as i128).min(1024) - 1),
                    _ => Interval::new(0, 1023),
                }
            }
            Atom::Opaque(d, u) => self.opaque_range(*d as usize, *u, given),
            _ => U32,
        }
    }

    fn opaque_range(&mut self, d: usize, unit: RegUnit, given: &Ranges) -> Interval {
        let Some(t) = self.writer(d, unit) else {
            return U32;
        };
        if t.operands.first().and_then(single) != Some(unit) {
            return U32;
        }
        let ops = t.operands.clone();
        let val = |s: &mut Self, k: u8| -> Option<Interval> {
            let p = s.operand(d, ops.get(k as usize)?)?;
            let r = s.range(&p, given);
            r.within(0, 1i128 << 32).then_some(r)
        };
        let c = |k: u8| match ops.get(k as usize).map(|o| &o.kind) {
            Some(OperandKind::Int { value, .. }) => Some(*value as u32 as i128),
            _ => None,
        };
        let r = match addr_op(&t.mnemonic) {
            Some(AddrOp::And) => match (c(1), c(2)) {
                (Some(k), _) | (_, Some(k)) => Some(Interval::new(0, k)),
                _ => None,
            },
            Some(AddrOp::Lshr { val: v, amount }) => match (c(amount), val(self, v)) {
                (Some(k), Some(x)) => Some(Interval::new(x.lo >> (k & 31), x.hi >> (k & 31))),
                (Some(k), None) => Some(Interval::new(0, (u32::MAX >> (k & 31)) as i128)),
                _ => None,
            },
            Some(AddrOp::BfeU) => c(3).map(|w| Interval::new(0, (1i128 << (w & 31)) - 1)),
            // Sums and products of bounded values that do not wrap.
            Some(AddrOp::Add { a, b }) => match (val(self, a), val(self, b)) {
                (Some(x), Some(y)) => Some(Interval::new(x.lo + y.lo, x.hi + y.hi)),
                _ => None,
            },
            Some(AddrOp::Add3) => match (val(self, 1), val(self, 2), val(self, 3)) {
                (Some(x), Some(y), Some(z)) => {
                    Some(Interval::new(x.lo + y.lo + z.lo, x.hi + y.hi + z.hi))
                }
                _ => None,
            },
            Some(AddrOp::MulLo) => match (val(self, 1), val(self, 2)) {
                (Some(x), Some(y)) => Some(x.mul(y)),
                _ => None,
            },
            Some(AddrOp::Shl { val: v, amount }) => match (c(amount), val(self, v)) {
                (Some(k), Some(x)) => Some(Interval::new(x.lo << (k & 31), x.hi << (k & 31))),
                _ => None,
            },
            Some(AddrOp::Or) => match (val(self, 1), val(self, 2)) {
                (Some(a), Some(b)) => Some(Interval::new(a.lo.max(b.lo), a.hi + b.hi)),
                _ => None,
            },
            _ => None,
        };
        r.filter(|r| r.within(0, 1i128 << 32)).unwrap_or(U32)
    }

    /// The range of a polynomial evaluated over integers.
    pub fn range(&mut self, p: &Poly, given: &Ranges) -> Interval {
        let mut total = Interval::new(0, 0);
        for (m, c) in &p.0 {
            let mut t = Interval::new(*c as i128, *c as i128);
            for a in m {
                let r = self.atom_range(a, given);
                t = t.mul(r);
            }
            total = Interval::new(total.lo + t.lo, total.hi + t.hi);
        }
        total
    }

    /// The access of global memory instruction `i`, or why it is not understood.
    ///
    /// The address pair is evaluated as a [`Wide`] `P + Σ c·ext(t)`; the access is
    /// `P + (idx << shift)` with `idx = Σ (c >> shift)·t` when every coefficient is a multiple
    /// of `2^shift` (`shift <= 4`). That reading is exact under [`Access::conds`] (each
    /// extended term within its extension's range), which the caller must prove or check.
    pub fn access(&mut self, i: usize) -> Result<Access, String> {
        let t = self.text(i);
        let info = self.isa.info(self.flow.code.insts[i].op);
        let addr_pos = crate::isa::semantics::address_operands(info);
        let vaddr = addr_pos
            .first()
            .and_then(|&p| t.operands.get(p))
            .and_then(|o| o.as_reg())
            .filter(|r| r.file == RegFile::V && r.count == 2)
            .ok_or("the address is not a 64-bit VGPR pair")?;
        if addr_pos.len() > 1 {
            return Err("the access already has an SGPR base".into());
        }
        let unknown =
            || "the address is not P + (sext(index) << k) of a pointer argument".to_string();
        let lo = RegUnit::vgpr(vaddr.first);
        let hi = RegUnit::vgpr(vaddr.first + 1);
        let Some(w) = self.wide_use(i, lo, i, hi) else {
            return Err(match self.unproved_step(i, lo, 8) {
                Some(u) => format!(
                    "{}: {u}, which it is computed from, is carried around the loop and stepped by \
                     an amount the address analysis does not prove uniform",
                    unknown()
                ),
                None => unknown(),
            });
        };
        let ptr = w.ptr.ok_or_else(unknown)?;
        if w.terms.is_empty() {
            return Err(unknown());
        }
        // A wrapped term `2^32 · X` (the cross terms of a 64-bit product: `a * hi(K)` of a
        // size_t K) is no part of a 32-bit index: the address is the index's only when X is 0.
        let mut w = w;
        let (wraps, terms): (Vec<Term>, Vec<Term>) =
            w.terms.drain(..).partition(|t| t.ext == Ext::Wrap);
        w.terms = terms;
        for t in wraps {
            let zero = Cond {
                poly: t.val,
                range: Interval::new(0, 0),
            };
            if !w.conds.contains(&zero) {
                w.conds.push(zero);
            }
        }
        let shift = w.common_shift(4);
        let idx = w.index(shift).ok_or(
            "the 64-bit index does not fit one 32-bit index (coefficients beyond 32 bits)",
        )?;
        // Under the terms' obligations the address is `P + (int(idx) << shift)`; that is
        // `P + (sext(idx) << shift)` when the integer sum itself fits 32 signed bits.
        let mut conds = w.conds;
        let whole = Cond {
            poly: idx.clone(),
            range: I32,
        };
        if !conds.contains(&whole) {
            conds.push(whole);
        }
        Ok(Access {
            inst: i,
            ptr,
            shift,
            idx,
            conds,
        })
    }

    /// Why `unit` as `at` reads it has no value, when that is a register it is computed from
    /// inside the loop (through operands `depth` definitions deep) being loop-carried (one
    /// definition before the loop, one inside it) with a step per iteration that is not a
    /// uniform amount [`Eval::step_of`] proves (one differing between lanes, or unknown): that
    /// register.
    fn unproved_step(&mut self, at: usize, unit: RegUnit, depth: u32) -> Option<RegUnit> {
        if depth == 0 || self.use_value(at, unit).is_some() {
            return None;
        }
        let defs = self.flow.def_use.reaching(at, unit).to_vec();
        match defs[..] {
            [a, b] if a != ENTRY && b != ENTRY => {
                let (out, inn) = match (self.in_loop(a as usize), self.in_loop(b as usize)) {
                    (false, true) => (a as usize, b as usize),
                    (true, false) => (b as usize, a as usize),
                    _ => return None,
                };
                let step = self.step_of(inn, unit, unit, [out, inn], 4);
                let uniform = step
                    .as_ref()
                    .is_some_and(|p| p.uniform() && !p.has(|a| *a == Atom::Iter));
                (!uniform).then_some(unit)
            }
            [d] if d != ENTRY && self.in_loop(d as usize) => {
                let t = self.writer(d as usize, unit)?;
                let regs: Vec<RegUnit> = t
                    .operands
                    .iter()
                    .skip(1)
                    .filter_map(|o| o.as_reg())
                    .filter(|r| matches!(r.file, RegFile::S | RegFile::V | RegFile::A))
                    .map(|r| RegUnit::reg(r.file, r.first))
                    .collect();
                regs.into_iter()
                    .find_map(|u| self.unproved_step(d as usize, u, depth - 1))
            }
            _ => None,
        }
    }
}

/// True when the kernarg field of `size` bytes at `off` is a hidden argument the runtime
/// writes (by the metadata's `.value_kind: hidden_*`).
fn hidden(kernel: &Kernel, off: u32, size: u32) -> bool {
    kernel.metadata.as_ref().is_some_and(|m| {
        m.args
            .iter()
            .any(|a| a.offset == off && a.size == size && a.is_hidden())
    })
}

/// The range of the 16-bit kernarg field at byte offset `off`: a work-group size the runtime
/// writes (`hidden_group_size_x/y/z` of the metadata) is at most the kernel's
/// `max_flat_workgroup_size` (the dispatch is refused otherwise); any other field is a u16.
pub fn half_range(kernel: &Kernel, off: u32) -> Interval {
    let md = kernel.metadata.as_ref();
    let group = md.is_some_and(|m| {
        m.args.iter().any(|a| {
            a.offset == off && a.size == 2 && a.value_kind.starts_with("hidden_group_size_")
        })
    });
    match md.map(|m| m.max_flat_workgroup_size) {
        Some(max) if group && max > 0 => Interval::new(0, i128::from(max.min(0xffff))),
        _ => Interval::new(0, 0xffff),
    }
}

/// The atom a polynomial is, when it is exactly one atom.
fn single_atom(p: &Poly) -> Option<Atom> {
    match p.0.iter().next() {
        Some((m, 1)) if p.0.len() == 1 && m.len() == 1 => m.first().cloned(),
        _ => None,
    }
}

/// The first register unit of an operand (registers, pairs and special registers).
fn first_unit(op: Option<&crate::asm::Operand>) -> Option<RegUnit> {
    super::regs::operand_units(op?).first().copied()
}

/// True if instruction `from` can reach `to` inside one iteration (without the back edge).
pub fn reaches_within_iteration(flow: &KernelFlow, lp: &Loop, from: usize, to: usize) -> bool {
    let cfg = &flow.cfg;
    let (bf, bt) = (cfg.block_of[from], cfg.block_of[to]);
    if bf == bt && from < to {
        return true;
    }
    let mut seen = vec![false; cfg.blocks.len()];
    let mut stack: Vec<BlockId> = cfg
        .successors(bf)
        .filter(|s| *s != lp.header && lp.contains(*s))
        .collect();
    while let Some(b) = stack.pop() {
        if seen[b.index()] {
            continue;
        }
        seen[b.index()] = true;
        if b == bt {
            return true;
        }
        stack.extend(
            cfg.successors(b)
                .filter(|s| *s != lp.header && lp.contains(*s)),
        );
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::kernels;

    fn kernel_with(body: &str) -> Module {
        crate::test_kernel::gfx942_with(body)
    }

    /// The index of the (only) global load of the loop.
    fn loop_index(m: &Module) -> Option<Poly> {
        let k = &kernels(m).expect("kernels")[0];
        let isa = crate::isa::isa(m.target.expect("target"));
        let flow = KernelFlow::build(m, k, isa).expect("flow");
        let i = (0..flow.code.insts.len())
            .find(|&i| isa.info(flow.code.insts[i].op).unit == Unit::VmemLoad)
            .expect("load");
        let id = flow.loops.innermost(flow.cfg.block_of[i]).expect("loop");
        let mut ev = Eval::new(m, k, isa, &flow, flow.loops.get(id));
        ev.access(i).ok().map(|a| a.idx)
    }

    const HEAD: &str = "\ts_load_dwordx2 s[2:3], s[0:1], 0x0
\ts_load_dword s4, s[0:1], 0x18
\tv_accvgpr_write_b32 a0, v0
\ts_mov_b32 s5, 0
\ts_waitcnt lgkmcnt(0)
.LBB0_1:
\tv_accvgpr_read_b32 v2, a0
\tv_ashrrev_i32_e32 v3, 31, v2
\tv_lshl_add_u64 v[4:5], v[2:3], 2, s[2:3]
\tglobal_load_dword v6, v[4:5], off
";
    const TAIL: &str = "\ts_add_i32 s5, s5, 1
\ts_cmp_lt_i32 s5, s4
\ts_cbranch_scc1 .LBB0_1
";

    /// An index kept in an AGPR: read into a VGPR for the address, stepped in the VGPR and
    /// written back (VGPR -> AGPR -> VGPR around the back edge) is `tid + n * Iter`.
    #[test]
    fn induction_through_an_agpr() {
        let m = kernel_with(&format!(
            "{HEAD}\tv_add_u32_e32 v2, s4, v2\n\tv_accvgpr_write_b32 a0, v2\n{TAIL}"
        ));
        let n = Poly::atom(Atom::Arg(0x18));
        let want = Poly::atom(Atom::Vgpr(0)).add(&n.mul(&Poly::atom(Atom::Iter)));
        assert_eq!(loop_index(&m), Some(want));
    }

    /// The same through an AGPR-to-AGPR copy (`v_accvgpr_mov_b32`).
    #[test]
    fn induction_through_an_agpr_copy() {
        let m = kernel_with(&format!(
            "{HEAD}\tv_add_u32_e32 v2, s4, v2\n\tv_accvgpr_write_b32 a1, v2\n\tv_accvgpr_mov_b32 a0, a1\n{TAIL}"
        ));
        let n = Poly::atom(Atom::Arg(0x18));
        let want = Poly::atom(Atom::Vgpr(0)).add(&n.mul(&Poly::atom(Atom::Iter)));
        assert_eq!(loop_index(&m), Some(want));
    }

    /// Written back only on some iterations: the AGPR is no induction variable.
    #[test]
    fn an_agpr_written_on_one_path_is_not_an_induction() {
        let m = kernel_with(&format!(
            "{HEAD}\tv_add_u32_e32 v2, s4, v2\n\ts_cmp_eq_u32 s5, 3\n\ts_cbranch_scc1 .LBB0_2\n\tv_accvgpr_write_b32 a0, v2\n.LBB0_2:\n{TAIL}"
        ));
        assert_eq!(loop_index(&m), None);
    }

    /// Something other than a move into the AGPR (a product) is no step.
    #[test]
    fn an_agpr_scaled_around_the_loop_is_not_an_induction() {
        let m = kernel_with(&format!(
            "{HEAD}\tv_mul_lo_u32 v2, s4, v2\n\tv_accvgpr_write_b32 a0, v2\n{TAIL}"
        ));
        assert_eq!(loop_index(&m), None);
    }

    /// An index saved to an AGPR on each arm of a branch and read back before its step (the
    /// clang-22 gfx942 shape): the two in-loop copies both carry the header's value, so the
    /// read at the load is still `tid + n * Iter`.
    #[test]
    fn induction_saved_on_both_arms_of_a_branch() {
        let m = kernel_with(
            "\ts_load_dwordx2 s[2:3], s[0:1], 0x0
\ts_load_dword s4, s[0:1], 0x18
\tv_mov_b32_e32 v2, v0
\ts_mov_b32 s5, 0
\ts_waitcnt lgkmcnt(0)
.LBB0_1:
\tv_ashrrev_i32_e32 v3, 31, v2
\tv_lshl_add_u64 v[4:5], v[2:3], 2, s[2:3]
\tglobal_load_dword v6, v[4:5], off
\ts_cmp_eq_u32 s5, 3
\ts_cbranch_scc1 .LBB0_2
\tv_accvgpr_write_b32 a0, v2
\ts_branch .LBB0_3
.LBB0_2:
\tv_accvgpr_write_b32 a0, v2
.LBB0_3:
\tv_accvgpr_read_b32 v2, a0
\tv_add_u32_e32 v2, s4, v2
\ts_add_i32 s5, s5, 1
\ts_cmp_lt_i32 s5, s4
\ts_cbranch_scc1 .LBB0_1
",
        );
        let n = Poly::atom(Atom::Arg(0x18));
        let want = Poly::atom(Atom::Vgpr(0)).add(&n.mul(&Poly::atom(Atom::Iter)));
        assert_eq!(loop_index(&m), Some(want.clone()));
        // Saved on one arm only: the other arm's path reads an AGPR the iteration never
        // wrote there (the value from before the loop reaches it), so no induction.
        let one_arm = m
            .print()
            .replace(".LBB0_2:\n\tv_accvgpr_write_b32 a0, v2\n", ".LBB0_2:\n");
        let m = crate::asm::parse_module("test.s", &one_arm, None).expect("parse");
        assert_eq!(loop_index(&m), None);
    }

    /// The low half of a 64-bit pointer induction (`v[2:3] += 32` by `v_lshl_add_u64`) is a
    /// 32-bit induction, and [`Eval::value_before`] reads it before an instruction that does
    /// not read it (the load).
    #[test]
    fn the_low_half_of_a_pointer_induction_steps_by_its_constant() {
        let m = kernel_with(
            "\ts_load_dwordx2 s[2:3], s[0:1], 0x0
\ts_load_dword s4, s[0:1], 0x18
\tv_lshlrev_b32_e32 v2, 2, v0
\tv_mov_b32_e32 v3, 0
\ts_mov_b32 s5, 0
\ts_waitcnt lgkmcnt(0)
.LBB0_1:
\tv_lshl_add_u64 v[4:5], v[2:3], 0, s[2:3]
\tglobal_load_dword v6, v[4:5], off
\tv_lshl_add_u64 v[2:3], v[2:3], 0, 32
\ts_add_i32 s5, s5, 1
\ts_cmp_lt_i32 s5, s4
\ts_cbranch_scc1 .LBB0_1
",
        );
        let k = &kernels(&m).expect("kernels")[0];
        let isa = crate::isa::isa(m.target.expect("target"));
        let flow = KernelFlow::build(&m, k, isa).expect("flow");
        let load = (0..flow.code.insts.len())
            .find(|&i| isa.info(flow.code.insts[i].op).unit == Unit::VmemLoad)
            .expect("load");
        let mut ev = Eval::new(&m, k, isa, &flow, &flow.loops.loops[0]);
        let want = Poly::atom(Atom::Vgpr(0))
            .scale(4)
            .add(&Poly::atom(Atom::Iter).scale(32));
        assert_eq!(ev.value_before(load, RegUnit::vgpr(2)), Some(want));
        // The high half is no 32-bit induction (it takes the carry).
        assert_eq!(ev.value_before(load, RegUnit::vgpr(3)), None);
    }

    /// The loop's exit test and iteration bound, with the argument at 0x18 in `arg`.
    fn exit_of(m: &Module, arg: Option<Interval>) -> (Result<i128, String>, Option<ExitTest>) {
        let k = &kernels(m).expect("kernels")[0];
        let isa = crate::isa::isa(m.target.expect("target"));
        let flow = KernelFlow::build(m, k, isa).expect("flow");
        let mut ev = Eval::new(m, k, isa, &flow, &flow.loops.loops[0]);
        let mut given = Ranges::default();
        if let Some(r) = arg {
            given.atoms.insert(Atom::Arg(0x18), r);
        }
        let n = ev.iteration_bound(&given);
        (n, ev.exit_test.clone())
    }

    /// `for (k = 0; k < K; k++)` compiled to count down: `s5 = K; ...; s5 -= 1; exit iff
    /// s5 == 0`. The last iteration is `K - 1`, valid only if the loop is entered with K >= 1.
    #[test]
    fn a_count_down_loop_runs_k_iterations_when_k_is_positive() {
        let body = "\ts_load_dword s4, s[0:1], 0x18
\ts_waitcnt lgkmcnt(0)
\ts_mov_b32 s5, s4
.LBB0_1:
\tv_add_u32_e32 v1, 1, v1
\ts_add_i32 s5, s5, -1
\ts_cmp_eq_u32 s5, 0
\ts_cbranch_scc0 .LBB0_1
";
        let m = kernel_with(body);
        let k = Poly::atom(Atom::Arg(0x18));
        let (n, exit) = exit_of(&m, Some(Interval::new(1, 100)));
        assert_eq!(n, Ok(99));
        let exit = exit.expect("exit test");
        assert!(exit.entered_below_bound);
        assert_eq!((exit.c0, exit.step), (0, 1));
        assert_eq!(exit.bound, k.add(&Poly::constant(-1)));
        // K = 0 would enter with the counter past its exit and wrap: not proved.
        let (n, _) = exit_of(&m, Some(Interval::new(0, 100)));
        assert!(n.expect_err("unproved").contains("runs at least once"));
        // The same loop counting up to K (`s_cmp_lg`, loop while different).
        let up = body
            .replace("s_mov_b32 s5, s4", "s_mov_b32 s5, 0")
            .replace("s_add_i32 s5, s5, -1", "s_add_i32 s5, s5, 1")
            .replace(
                "s_cmp_eq_u32 s5, 0\n\ts_cbranch_scc0",
                "s_cmp_lg_u32 s4, s5\n\ts_cbranch_scc1",
            );
        let (n, exit) = exit_of(&kernel_with(&up), Some(Interval::new(1, 100)));
        assert_eq!(n, Ok(99));
        assert_eq!(exit.expect("exit test").bound, k.add(&Poly::constant(-1)));
    }

    /// A counter stepping by 2 can jump over an equality limit: no bound.
    #[test]
    fn an_equality_exit_stepping_by_two_is_not_understood() {
        let m = kernel_with(
            "\ts_load_dword s4, s[0:1], 0x18
\ts_waitcnt lgkmcnt(0)
\ts_mov_b32 s5, s4
.LBB0_1:
\ts_add_i32 s5, s5, -2
\ts_cmp_eq_u32 s5, 0
\ts_cbranch_scc0 .LBB0_1
",
        );
        assert!(exit_of(&m, Some(Interval::new(1, 100))).0.is_err());
    }
}
