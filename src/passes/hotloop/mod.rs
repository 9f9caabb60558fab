//! The hot-loop solver: the boolean model that `vopd` (gfx1100) and `pkfma` (gfx942) state
//! their register and pairing choices in, and the SAT solver that answers it (issue 47).
//!
//! Both passes choose, for a loop, which operations pair (VOPD X/Y) or pack (`v_pk_*`) and
//! where each *renaming unit* lives (a def-use web, a load tuple moved or rotated as a whole, a
//! tuple split into single loads, an accumulator renamed inside the loop with a parallel copy
//! on its edges). Every legality rule they depend on is a statement over register parity or
//! alignment: VOPD destinations of different parity, SRC0 and VSRC1 in different banks and
//! (LLVM #220348) of different parity, `v_pk_*` operands in even-aligned pairs. With one
//! boolean per unit ("this unit moves to the other parity") each rule becomes an XOR between
//! two unit variables, guarded by the choice variable that makes it apply ("these two values
//! pair"). The choices themselves are cardinality facts (a value pairs with exactly one
//! partner). The objective (fewest split loads, then fewest moved units) is a weighted sum the
//! search lowers bound by bound; what a plan costs in cycles is the timing model's to say, the
//! pass asks it afterwards and keeps the rewrite only when it pays.
//!
//! Why SAT, and why `batsat`: the constraints are XORs and at-most/exactly-one over a few
//! hundred booleans, which clause form encodes directly (an XOR of two literals is two
//! clauses), and the answer must be exact both ways: a plan at the optimum, or a proof that no
//! plan exists (unsatisfiable under the assumptions that switch the constraint groups on, so
//! the unsatisfiable core names the groups that bind). `batsat` is a maintained pure-Rust port
//! of MiniSat (the family CaDiCaL descends from) with assumptions and unsatisfiable cores, one
//! small dependency (`bit-vec`), no C++ build: it added about 10 s to a release build here,
//! where the CaDiCaL bindings compile a C++ library and a MIP (`good_lp` + HiGHS) would need
//! CMake and a linear relaxation of what is purely boolean. Problems here have at most a few
//! thousand clauses, far below where CaDiCaL's speed would matter.
//!
//! Determinism and the budget: the solver is deterministic for a given clause order (no
//! randomness is enabled), and the budget is counted in the solver's own interrupt checks
//! ([`BUDGET`]), not in wall time, so the same input gives the same answer on every machine.
//! Measured (2026-11-28, loaded 2-core machine): `gfxopt optimize
//! bench-kernels/hip-sgemm-4x4/kernel.gfx1100.s --passes vopd` takes 0.41 s wall for the whole
//! pass, well under the 2 s per loop the issue allows; no criterion bench yet. An exhausted
//! budget is reported as such, never as infeasibility.
//!
//! Scope today: `vopd`'s factor-parity plan (which values pair, which units move or split) is
//! solved here. The issue order, the VGPR budget, `pkfma`'s even-aligned pairs and pairing of
//! non-FMA VOPD opcodes are not in the model yet (the passes' own code still decides them).

use batsat::{lbool, BasicCallbacks, BasicSolver, Lit, SolverInterface, Var};
use std::cell::Cell;
use std::rc::Rc;

/// The solver's interrupt checks allowed per solve (each check comes after a bounded amount of
/// search; the figure keeps every loop of the value benchmark far below 2 s).
pub const BUDGET: u64 = 200_000;

/// A boolean of the model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct B(Lit);

impl B {
    /// The negation.
    pub fn negated(self) -> B {
        B(!self.0)
    }
}

/// What one solve answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A model: the value of every variable, by index.
    Sat(Vec<bool>),
    /// No model; the constraint groups (their switch indices) that together admit none.
    Unsat(Vec<usize>),
    /// The budget ran out before an answer.
    Unknown,
}

/// The model: variables, clauses, and constraint groups a solve can switch on (each group's
/// clauses are guarded by its switch, so an unsatisfiable core names groups).
pub struct Model {
    solver: BasicSolver,
    vars: Vec<Var>,
    switches: Vec<B>,
    checks: Rc<Cell<u64>>,
}

impl Default for Model {
    fn default() -> Self {
        Model::new()
    }
}

impl Model {
    /// An empty model with the [`BUDGET`].
    pub fn new() -> Model {
        let checks = Rc::new(Cell::new(0u64));
        let mut cb = BasicCallbacks::new();
        let c = Rc::clone(&checks);
        cb.set_stop(move || {
            c.set(c.get() + 1);
            c.get() > BUDGET
        });
        Model {
            solver: BasicSolver::new(Default::default(), cb),
            vars: Vec::new(),
            switches: Vec::new(),
            checks,
        }
    }

    /// A fresh variable.
    pub fn var(&mut self) -> B {
        let v = self.solver.new_var_default();
        self.vars.push(v);
        B(Lit::new(v, true))
    }

    /// The index of `b`'s variable in [`Answer::Sat`]'s values.
    pub fn index(&self, b: B) -> usize {
        // Variables are numbered from 0 in creation order, so a variable's number is its
        // index.
        b.0.var().idx() as usize
    }

    /// A new constraint group: returns its switch index (clauses added with it hold only when
    /// the solve switches it on).
    pub fn group(&mut self) -> usize {
        let s = self.var();
        self.switches.push(s);
        self.switches.len() - 1
    }

    /// Adds the clause `lits` (disjunction), guarded by `group` when given.
    pub fn clause(&mut self, group: Option<usize>, lits: &[B]) {
        let mut c: Vec<Lit> = lits.iter().map(|b| b.0).collect();
        if let Some(g) = group {
            c.push(!self.switches[g].0);
        }
        self.solver.add_clause_reuse(&mut c);
    }

    /// `guard -> (a xor b) == value` (two clauses).
    pub fn xor_if(&mut self, group: Option<usize>, guard: Option<B>, a: B, b: B, value: bool) {
        let g: Vec<B> = guard.map(B::negated).into_iter().collect();
        // value: a != b, i.e. (a | b) & (!a | !b); else a == b, i.e. (!a | b) & (a | !b).
        let (x, y) = if value { (a, b) } else { (a.negated(), b) };
        self.clause(group, &[&g[..], &[x, y]].concat());
        self.clause(group, &[&g[..], &[x.negated(), y.negated()]].concat());
    }

    /// `guard -> (a == b)`.
    pub fn equal_if(&mut self, guard: B, a: B, b: B) {
        self.xor_if(None, Some(guard), a, b, false);
    }

    /// Exactly one of `lits` (pairwise at-most-one: the sets here have at most a few dozen).
    pub fn exactly_one(&mut self, group: Option<usize>, lits: &[B]) {
        self.clause(group, lits);
        for (i, &a) in lits.iter().enumerate() {
            for &b in &lits[i + 1..] {
                self.clause(group, &[a.negated(), b.negated()]);
            }
        }
    }

    /// A literal that is true only when at most `bound` of the weighted `terms` are true
    /// (a sequential counter; weights expand into repeated terms). `None`: the bound is
    /// trivially met.
    pub fn at_most(&mut self, terms: &[(B, usize)], bound: usize) -> Option<B> {
        let xs: Vec<B> = terms
            .iter()
            .flat_map(|&(b, w)| std::iter::repeat_n(b, w))
            .collect();
        if xs.len() <= bound {
            return None;
        }
        let on = self.var();
        // s[i][j]: at least j+1 of xs[..=i] are true (j < bound + 1).
        let k = bound + 1;
        let mut prev: Vec<B> = Vec::new();
        for (i, &x) in xs.iter().enumerate() {
            let cur: Vec<B> = (0..k).map(|_| self.var()).collect();
            self.clause(None, &[x.negated(), cur[0]]);
            for j in 0..k {
                if i > 0 {
                    self.clause(None, &[prev[j].negated(), cur[j]]);
                    if j > 0 {
                        self.clause(None, &[x.negated(), prev[j - 1].negated(), cur[j]]);
                    }
                }
            }
            prev = cur;
        }
        // More than `bound` true is forbidden when `on` holds.
        self.clause(None, &[on.negated(), prev[k - 1].negated()]);
        Some(on)
    }

    /// Solves with every group switched on and the extra assumptions.
    pub fn solve(&mut self, assume: &[B]) -> Answer {
        self.checks.set(0);
        let mut lits: Vec<Lit> = self.switches.iter().map(|s| s.0).collect();
        lits.extend(assume.iter().map(|b| b.0));
        let r = self.solver.solve_limited(&lits);
        if r == lbool::TRUE {
            let values = self
                .vars
                .iter()
                .map(|&v| self.solver.value_var(v) == lbool::TRUE)
                .collect();
            Answer::Sat(values)
        } else if r == lbool::FALSE {
            let core = self.solver.unsat_core();
            let groups = self
                .switches
                .iter()
                .enumerate()
                .filter(|(_, s)| core.iter().any(|l| l.var() == s.0.var()))
                .map(|(g, _)| g)
                .collect();
            Answer::Unsat(groups)
        } else {
            Answer::Unknown
        }
    }

    /// The smallest weighted cost of `terms` among the models, with a model at it: lowers the
    /// bound from the first model found until the solver proves no better one exists.
    /// `None` with the answer when there is no model at all (or the budget ran out first).
    pub fn minimize(&mut self, terms: &[(B, usize)]) -> Result<(usize, Vec<bool>), Answer> {
        let mut best = match self.solve(&[]) {
            Answer::Sat(m) => m,
            other => return Err(other),
        };
        loop {
            let cost = self.cost(terms, &best);
            if cost == 0 {
                return Ok((0, best));
            }
            let Some(on) = self.at_most(terms, cost - 1) else {
                return Ok((cost, best));
            };
            match self.solve(&[on]) {
                Answer::Sat(m) => best = m,
                // Proved optimal, or the budget ran out: the best model found is the answer
                // within the budget.
                _ => return Ok((cost, best)),
            }
        }
    }

    /// The weighted cost of `terms` in a model.
    pub fn cost(&self, terms: &[(B, usize)], model: &[bool]) -> usize {
        terms
            .iter()
            .filter(|(b, _)| self.value(model, *b))
            .map(|(_, w)| w)
            .sum()
    }

    /// The value of `b` in a model.
    pub fn value(&self, model: &[bool], b: B) -> bool {
        let v = model.get(self.index(b)).copied().unwrap_or(false);
        v == b.0.sign()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xor_chain_with_an_odd_cycle_is_unsat_and_the_core_names_it() {
        let mut m = Model::new();
        let x: Vec<B> = (0..3).map(|_| m.var()).collect();
        let g = m.group();
        m.xor_if(Some(g), None, x[0], x[1], true);
        m.xor_if(Some(g), None, x[1], x[2], true);
        let h = m.group();
        m.xor_if(Some(h), None, x[0], x[2], true);
        let free = m.group();
        m.clause(Some(free), &[x[0], x[1]]);
        match m.solve(&[]) {
            Answer::Unsat(core) => {
                assert!(core.contains(&g) && core.contains(&h), "{core:?}");
                assert!(!core.contains(&free), "{core:?}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn minimize_finds_the_fewest_flips() {
        // x0 != x1, x1 != x2, x3 free: the optimum flips one of {x1} or {x0, x2}: cost 1.
        let mut m = Model::new();
        let x: Vec<B> = (0..4).map(|_| m.var()).collect();
        m.xor_if(None, None, x[0], x[1], true);
        m.xor_if(None, None, x[1], x[2], true);
        let terms: Vec<(B, usize)> = x.iter().map(|&b| (b, 1)).collect();
        let (cost, model) = m.minimize(&terms).expect("sat");
        assert_eq!(cost, 1);
        assert!(m.value(&model, x[1]) && !m.value(&model, x[0]) && !m.value(&model, x[3]));
    }

    #[test]
    fn exactly_one_and_weights() {
        let mut m = Model::new();
        let x: Vec<B> = (0..3).map(|_| m.var()).collect();
        m.exactly_one(None, &x);
        let (cost, model) = m.minimize(&[(x[0], 5), (x[1], 2), (x[2], 3)]).expect("sat");
        assert_eq!(cost, 2);
        assert!(m.value(&model, x[1]));
    }
}
