//! The loop's exit test, read as `exit iff c0 + step*Iter >= limit` over integers.
//!
//! Compilers emit the test of `for (k = 0; k < K; k += s)` in many shapes: `s_cmp_lt` or
//! `s_cmp_ge` of the counter against the limit or of the limit against the counter, the
//! branch taken on either polarity, `<=` (exit once the counter passes the limit), unsigned
//! compares, `==` / `!=` of a counter that meets its limit exactly (an unrolled loop stepping
//! by 2 up to `K & ~1`), or a trip counter counting down to zero beside the index. Each is
//! brought to one form, [`ExitTest`], whose side conditions (the counter does not wrap, an
//! equality limit is met exactly) a static proof or the run-time check must establish.
//!
//! Phases: [`Eval::iteration_bound`] walks the loop's exits; `exit_compare` follows each
//! exit branch to its `s_cmp` and polarity; `read_test` brings the compare to the one form;
//! `bound_of` turns the form and the facts into an iteration bound.

use super::{single_atom, Atom, Eval, Interval, Poly, Ranges, I32, U32};
use crate::asm::OperandKind;
use crate::flow::cfg::BlockId;
use crate::flow::dataflow::ENTRY;
use crate::flow::regs::{RegUnit, EXEC_LO, SCC, VCC_LO};
use crate::isa::semantics::{addr_op, cond_op, scalar_op, AddrOp, Cmp, CondOp, ScalarOp};

/// A loop exit test `exit iff c0 + step*Iter >= limit` over integers, checked once in every
/// iteration, with `limit = bound` or, with `mask`, `limit = bound & mask` (of the 32-bit
/// register; `mask` below 2^31, so the limit is non-negative either way).
///
/// Side conditions under which the compare the loop runs equals this one (a proof must show
/// them, the run-time check tests them):
/// - `limit <= i32::MAX - step`: the counter rises to its limit without wrapping (every form);
/// - `unsigned`: the compare is unsigned, so the limit must also be non-negative (a negative
///   one is a huge unsigned value); the counter starts at `c0 >= -1` (0 or more before a `>`
///   test was turned into `>=`);
/// - `entered_below_bound`: an equality test (`counter == limit`, a count-down `s5 -= 1; exit
///   iff s5 == 0`) is `>=` only when the loop is entered with `limit >= c0` (else the counter
///   runs through 2^32 values first); the reader also requires `limit - c0` a multiple of
///   `step` by construction (coefficients, or a mask clearing the low bits).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExitTest {
    pub c0: i64,
    pub step: i64,
    pub bound: Poly,
    pub mask: Option<u32>,
    pub unsigned: bool,
    pub entered_below_bound: bool,
    /// A loop whose lanes leave one by one ([`super::LaneLimit`]): every active lane's counter
    /// is below `bound + 2^32 * lanes` (the limit's low and high halves); `c0` and `step` mean
    /// nothing then.
    pub lanes: Option<Poly>,
    /// A lane-by-lane exit of a 32-bit counter ([`super::Int32`]): `lanes` is then 0.
    pub lane_int: Option<LaneInt>,
}

/// The run-time check of a 32-bit lane-by-lane counter ([`super::Int32`]): `0 <= n <=
/// min(2^(32-sh), 2^31 - 1)` and, for a signed compare, `step <= 2^31 - n` unsigned (the
/// stream's stride is the counter's step).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaneInt {
    pub signed: bool,
    /// The limit read in place from this SGPR (it holds it at the preheader) instead of
    /// computed from `bound` (then 0).
    pub limit_sgpr: Option<u16>,
}

impl ExitTest {
    /// A signed `counter >= bound` test (no mask).
    pub fn signed(c0: i64, step: i64, bound: Poly, entered_below_bound: bool) -> ExitTest {
        ExitTest {
            c0,
            step,
            bound,
            mask: None,
            unsigned: false,
            entered_below_bound,
            lanes: None,
            lane_int: None,
        }
    }

    /// The check of a lane-by-lane exit: the limit's halves `lo` and `hi`.
    pub fn lanes(lo: Poly, hi: Poly) -> ExitTest {
        ExitTest {
            unsigned: true,
            lanes: Some(hi),
            ..ExitTest::signed(0, 1, lo, false)
        }
    }

    /// The check of a 32-bit lane-by-lane counter whose limit is `lo` (or, with `limit_sgpr`,
    /// the SGPR holding it; `lo` is then not computed).
    pub fn lanes_int(lo: Poly, signed: bool, limit_sgpr: Option<u16>) -> ExitTest {
        let lo = if limit_sgpr.is_some() {
            Poly::default()
        } else {
            lo
        };
        ExitTest {
            lane_int: Some(LaneInt { signed, limit_sgpr }),
            ..ExitTest::lanes(lo, Poly::default())
        }
    }

    /// The range of the limit the compare reads, from `b`, the integer range of `bound`
    /// (evaluated over the atoms' ranges): the 32-bit register holds `bound` modulo 2^32, so a
    /// range beyond what the compare reads as that integer gives every value it can read.
    pub fn limit_range(&self, b: Interval) -> Interval {
        match self.mask {
            // `x & m <= min(x, m)` for a non-negative x; a mask rounding down to a multiple
            // of 2^j (`0x7ffffffe`) is monotone below 2^31: `[lo & m, hi & m]`.
            Some(m) => match b.within(0, 1 << 32) {
                true => {
                    let low = (1u32 << m.trailing_zeros().min(31)) - 1;
                    let rounds = (m | low) == i32::MAX as u32 && b.hi <= i128::from(i32::MAX);
                    match rounds {
                        true => Interval::new(b.lo & i128::from(m), b.hi & i128::from(m)),
                        false => Interval::new(0, b.hi.min(i128::from(m))),
                    }
                }
                false => Interval::new(0, i128::from(m)),
            },
            None if self.unsigned => match b.within(0, 1 << 32) {
                true => b,
                false => U32,
            },
            None => match b.within(I32.lo, I32.hi + 1) {
                true => b,
                false => I32,
            },
        }
    }
}

/// `a REL b` negated.
fn negated(rel: Cmp) -> Cmp {
    match rel {
        Cmp::Eq => Cmp::Ne,
        Cmp::Ne => Cmp::Eq,
        Cmp::Lt => Cmp::Ge,
        Cmp::Le => Cmp::Gt,
        Cmp::Gt => Cmp::Le,
        Cmp::Ge => Cmp::Lt,
    }
}

/// Why a loop whose lanes leave one by one (`s_cbranch_execnz` after a break mask narrowed
/// EXEC: spmv_ell's `j < len` per row, hist_lds's grid-stride `i < n`) is not bounded: each
/// lane's last iteration follows from its own compare, and the wave runs until the last lane
/// leaves, so no uniform `counter >= limit` bounds the iterations of the lanes still active.
fn lane_exit() -> String {
    "the loop exits lane by lane (its branch tests EXEC, narrowed by a break mask of per-lane \
     compares); the bound of every lane's last iteration is not read, so no exit test \
     `counter >= limit` limits the iterations"
        .to_string()
}

fn no() -> String {
    "the loop's exit test is not `counter >= argument`".to_string()
}

impl Eval<'_> {
    /// An upper bound of the iteration number at which a loop access can execute, from the
    /// loop's exit tests (each checked once per iteration); the first test read is kept in
    /// [`Eval::exit_test`] and the atoms of every limit in [`Eval::bound_atoms`].
    pub fn iteration_bound(&mut self, given: &Ranges) -> Result<i128, String> {
        self.bound_iterations(given, false)
    }

    /// [`Eval::iteration_bound`] for a loop entered only when a run-time check found every
    /// equality test's limit at or past the counter's first value (`entered_below_bound`):
    /// that side condition is the check's, not the facts'.
    pub fn iteration_bound_when_checked(&mut self, given: &Ranges) -> Result<i128, String> {
        self.bound_iterations(given, true)
    }

    fn bound_iterations(&mut self, given: &Ranges, entry_checked: bool) -> Result<i128, String> {
        let lp = self.lp.ok_or_else(no)?;
        let mut best: Option<i128> = None;
        for b in lp.blocks.clone() {
            let Some((cmp, exit_if_true)) = self.exit_compare(b)? else {
                continue;
            };
            let test = self.read_test(cmp, exit_if_true)?;
            for m in test.bound.0.keys() {
                self.bound_atoms.extend(m.iter().cloned());
            }
            if self.exit_test.is_none() {
                self.exit_test = Some(test.clone());
            }
            let i = self.bound_of(&test, given, entry_checked)?;
            best = Some(best.map_or(i, |x: i128| x.min(i)));
        }
        best.ok_or_else(no)
    }

    /// The compare deciding block `b`'s exit from the loop and whether its result `true`
    /// leaves the loop; None when `b` does not exit.
    fn exit_compare(&self, b: BlockId) -> Result<Option<(usize, bool)>, String> {
        let lp = self.lp.ok_or_else(no)?;
        let blk = &self.flow.cfg.blocks[b.index()];
        if blk.insts.is_empty() || self.flow.cfg.successors(b).all(|s| lp.contains(s)) {
            return Ok(None);
        }
        let br = blk.insts.end - 1;
        let t = self.text(br);
        let target_in = t
            .operands
            .iter()
            .find_map(|o| match &o.kind {
                OperandKind::Expr(e) => self.flow.code.labels.get(&e.to_string()).copied(),
                _ => None,
            })
            .and_then(|i| self.flow.cfg.block_of.get(i).copied())
            .map(|tb| lp.contains(tb));
        // The branch condition value that leaves the loop.
        let exit_when = match target_in {
            Some(false) => true,
            Some(true) => false,
            None => return Err(no()),
        };
        if !lp.latches.iter().all(|&l| self.flow.loops.dominates(b, l)) {
            return Err("an exit of the loop does not run every iteration".into());
        }
        let (unit, neg) = match cond_op(&t.mnemonic) {
            Some(CondOp::Branch { vcc, taken_if }) => (if vcc { VCC_LO } else { SCC }, !taken_if),
            _ if self.flow.code.insts[br].uses.contains(&EXEC_LO) => return Err(lane_exit()),
            _ => return Err(no()),
        };
        let (cmp, neg2) = self.trace_bool(br, unit).ok_or_else(no)?;
        Ok(Some((cmp, exit_when ^ neg ^ neg2)))
    }

    /// The compare `cmp` (whose `true` leaves the loop iff `exit_if_true`) as an [`ExitTest`].
    fn read_test(&mut self, cmp: usize, exit_if_true: bool) -> Result<ExitTest, String> {
        let tc = self.text(cmp);
        let Some(ScalarOp::Compare { rel, signed }) = scalar_op(&tc.mnemonic) else {
            return Err(no());
        };
        let ops = tc.operands.clone();
        let mut value = |k: usize| -> Result<Poly, String> {
            let o = ops.get(k).ok_or_else(no)?;
            self.operand(cmp, o).ok_or_else(no)
        };
        let (x, y) = (value(0)?, value(1)?);
        // exit iff x REL y, with the counter (the side holding `Iter`) first.
        let rel = if exit_if_true { rel } else { negated(rel) };
        let (counter, limit, rel) = match (x.has(is_iter), y.has(is_iter)) {
            (true, false) => (x, y, rel),
            (false, true) => (y, x, rel.swapped()),
            _ => return Err(no()),
        };
        let (start, step) = counter.split_iter().ok_or_else(no)?;
        let step = step.as_const().ok_or_else(no)?;
        let (limit, mask) = self.masked(limit);
        match rel {
            Cmp::Eq => met_exactly(start, step, limit, mask),
            Cmp::Ge | Cmp::Gt => rises_past(start, step, limit, mask, rel, signed),
            Cmp::Le | Cmp::Lt => Err(
                "the loop's exit test waits for its counter to fall below a limit (`counter <= \
                 limit`), a form the analysis does not read"
                    .into(),
            ),
            Cmp::Ne => Err(
                "the loop exits while its counter differs from a limit (`counter != limit`), \
                 which bounds nothing"
                    .into(),
            ),
        }
    }

    /// A limit `x & m` computed before the loop (`s_and_b32 s8, s5, 0x7ffffffe`: the even
    /// part of K for a loop unrolled by 2) as `(x, Some(m))` when `m < 2^31`; else the limit.
    fn masked(&mut self, limit: Poly) -> (Poly, Option<u32>) {
        let Some(Atom::Opaque(d, unit)) = single_atom(&limit) else {
            return (limit, None);
        };
        let d = d as usize;
        let Some(t) = self.writer(d, unit) else {
            return (limit, None);
        };
        if addr_op(&t.mnemonic) != Some(AddrOp::And) {
            return (limit, None);
        }
        let ops = t.operands.clone();
        let imm = |k: usize| match ops.get(k).map(|o| &o.kind) {
            Some(OperandKind::Int { value, .. }) => u32::try_from(*value)
                .ok()
                .or_else(|| i32::try_from(*value).ok().map(|v| v as u32)),
            _ => None,
        };
        let (m, other) = match (imm(1), imm(2)) {
            (Some(m), None) => (m, 2),
            (None, Some(m)) => (m, 1),
            _ => return (limit, None),
        };
        if m > i32::MAX as u32 {
            return (limit, None);
        }
        match ops.get(other).and_then(|o| self.operand(d, o)) {
            Some(x) if x.uniform() && !x.has(is_iter) => (x, Some(m)),
            _ => (limit, None),
        }
    }

    /// The iteration bound of `test` over the ranges `given`.
    fn bound_of(
        &mut self,
        test: &ExitTest,
        given: &Ranges,
        entry_checked: bool,
    ) -> Result<i128, String> {
        let (c0, step) = (i128::from(test.c0), i128::from(test.step));
        let raw = self.range(&test.bound, given);
        if test.unsigned && test.mask.is_none() && raw.lo < 0 {
            return Err(
                "the exit test compares unsigned, and nothing proves its limit non-negative (a \
                 negative one is a huge unsigned value)"
                    .into(),
            );
        }
        let r = test.limit_range(raw);
        if test.entered_below_bound && !entry_checked && r.lo < c0 {
            return Err(
                "the loop exits when its counter meets a limit, and nothing proves it starts short of it (runs at least once)"
                    .into(),
            );
        }
        if r.hi > i128::from(i32::MAX) - step {
            return Err(
                "the trip count is unbounded: nothing bounds the exit test's limit from above"
                    .into(),
            );
        }
        // First iteration with c0 + step*i >= limit: i = ceil((limit - c0) / step).
        Ok(((r.hi - c0).max(0) + step - 1) / step)
    }

    /// Follows a branch condition back to an `s_cmp`: (compare instruction, negated).
    fn trace_bool(&self, at: usize, unit: RegUnit) -> Option<(usize, bool)> {
        let mut at = at;
        let mut unit = unit;
        let mut neg = false;
        for _ in 0..8 {
            let [d] = self.flow.def_use.reaching(at, unit)[..] else {
                return None;
            };
            if d == ENTRY {
                return None;
            }
            let d = d as usize;
            let t = self.text(d);
            let ops = &t.operands;
            let is_exec = |o: Option<&crate::asm::Operand>| {
                o.is_some_and(|o| matches!(o.kind, OperandKind::Special(s) if s.name() == "exec_lo" || s.name() == "exec"))
            };
            let reg_of = super::first_unit;
            if unit == SCC && matches!(scalar_op(&t.mnemonic), Some(ScalarOp::Compare { .. })) {
                return Some((d, neg));
            }
            match cond_op(&t.mnemonic)? {
                CondOp::Move => unit = reg_of(ops.get(1))?,
                CondOp::And if is_exec(ops.get(1)) => unit = reg_of(ops.get(2))?,
                CondOp::And if is_exec(ops.get(2)) => unit = reg_of(ops.get(1))?,
                CondOp::AndNot if is_exec(ops.get(1)) => {
                    unit = reg_of(ops.get(2))?;
                    neg = !neg;
                }
                CondOp::Select => {
                    let c = |k: usize| match ops.get(k).map(|o| &o.kind) {
                        Some(OperandKind::Int { value, .. }) => Some(*value),
                        _ => None,
                    };
                    match (c(1)?, c(2)?) {
                        (-1, 0) => {}
                        (0, -1) => neg = !neg,
                        _ => return None,
                    }
                    unit = SCC;
                }
                _ => return None,
            }
            at = d;
        }
        None
    }
}

fn is_iter(a: &Atom) -> bool {
    *a == Atom::Iter
}

/// `exit iff start + step*Iter == limit (mod 2^32)`, `step = ±2^j`: the counter meets the
/// limit at `Iter = ±(limit - start) / 2^j` when that difference is a multiple of 2^j and the
/// loop is entered short of it; the same as `>=` then. The multiple must hold for every
/// launch, so it is read off the form: every coefficient of the difference a multiple of the
/// step, or (a rising counter from a constant start) a mask clearing the limit's low bits.
fn met_exactly(start: Poly, step: i64, limit: Poly, mask: Option<u32>) -> Result<ExitTest, String> {
    let mag = step.unsigned_abs();
    if step == 0 || !mag.is_power_of_two() || mag > 1 << 30 {
        return Err(format!(
            "the loop exits when its counter meets a limit, stepping by {step}: not a power of two"
        ));
    }
    let mag = mag as i64;
    let jumps = || {
        format!(
            "the loop exits when its counter meets a limit, and stepping by {step} it may jump over \
             it (nothing makes the distance a multiple of {mag})"
        )
    };
    if let (Some(m), Some(c0), true) = (mask, start.as_const(), step > 0) {
        if i64::from(m) % mag != 0 || c0 % mag != 0 {
            return Err(jumps());
        }
        return Ok(ExitTest {
            mask: Some(m),
            ..ExitTest::signed(c0, mag, limit, true)
        });
    }
    if let Some(m) = mask {
        return Err(format!(
            "the loop exits when its counter meets a limit `x & {m:#x}`, counting from a start \
             that is no constant or downwards, which the exit test's reading does not model"
        ));
    }
    let distance = if step > 0 {
        limit.sub(&start)
    } else {
        start.sub(&limit)
    };
    if distance.0.values().any(|c| c % mag != 0) {
        return Err(jumps());
    }
    Ok(ExitTest::signed(0, mag, distance, true))
}

/// `exit iff start + step*Iter >= limit` (or `>`, the same with the start one lower), signed
/// or unsigned: a counter rising from a constant start.
fn rises_past(
    start: Poly,
    step: i64,
    limit: Poly,
    mask: Option<u32>,
    rel: Cmp,
    signed: bool,
) -> Result<ExitTest, String> {
    let c0 = start.as_const().ok_or(
        "the loop's counter starts at a value that is no constant, which the exit test's \
         reading does not model",
    )?;
    if step <= 0 {
        return Err(format!(
            "the loop's counter steps by {step} and waits to reach a limit above it"
        ));
    }
    if !signed && c0 < 0 {
        return Err(
            "the exit test compares unsigned and the counter starts negative (a huge unsigned \
             value)"
                .into(),
        );
    }
    // `counter > limit` is `counter - 1 >= limit`; the counter itself is unchanged.
    let c0 = if rel == Cmp::Gt { c0 - 1 } else { c0 };
    Ok(ExitTest {
        mask,
        unsigned: !signed,
        ..ExitTest::signed(c0, step, limit, false)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flow::KernelFlow;
    use crate::kernel::kernels;

    /// A loop counting `s5` from 0, with the exit test `test` (compare and branch back to
    /// the header) after `step` (the counter's step and anything else of the loop body);
    /// K is the argument at 0x18 in s4, `pre` runs before the loop.
    fn looped(pre: &str, step: &str, test: &str) -> String {
        format!(
            "\ts_load_dword s4, s[0:1], 0x18
\ts_waitcnt lgkmcnt(0)
{pre}\ts_mov_b32 s5, 0
.LBB0_1:
\tv_add_u32_e32 v1, 1, v1
{step}{test}"
        )
    }

    /// The iteration bound and the test read, K in `k`.
    fn bound(body: &str, k: Option<Interval>) -> (Result<i128, String>, Option<ExitTest>) {
        let m = crate::test_kernel::gfx942_with(body);
        let kl = &kernels(&m).expect("kernels")[0];
        let isa = crate::isa::isa(m.target.expect("target"));
        let flow = KernelFlow::build(&m, kl, isa).expect("flow");
        let mut ev = Eval::new(&m, kl, isa, &flow, &flow.loops.loops[0]);
        let mut given = Ranges::default();
        if let Some(r) = k {
            given.atoms.insert(Atom::Arg(0x18), r);
        }
        let n = ev.iteration_bound(&given);
        (n, ev.exit_test.clone())
    }

    const INC: &str = "\ts_add_i32 s5, s5, 1\n";
    const K100: Option<Interval> = Some(Interval { lo: 1, hi: 100 });

    /// `for (k = 0; k < K; k++)`: every compare and polarity compilers use for it gives the
    /// same test `1 + Iter >= K` (the counter is read after its step) and bound K - 1.
    #[test]
    fn the_forms_of_k_below_a_limit_agree() {
        let k = Poly::atom(Atom::Arg(0x18));
        let forms = [
            "\ts_cmp_lt_i32 s5, s4\n\ts_cbranch_scc1 .LBB0_1\n",
            "\ts_cmp_gt_i32 s4, s5\n\ts_cbranch_scc1 .LBB0_1\n",
            "\ts_cmp_ge_i32 s5, s4\n\ts_cbranch_scc0 .LBB0_1\n",
            "\ts_cmp_le_i32 s4, s5\n\ts_cbranch_scc0 .LBB0_1\n",
        ];
        for f in forms {
            let (n, exit) = bound(&looped("", INC, f), K100);
            assert_eq!(n, Ok(99), "{f}");
            assert_eq!(exit, Some(ExitTest::signed(1, 1, k.clone(), false)), "{f}");
        }
    }

    /// `k <= K` (exit once the counter passes the limit) is `k - 1 >= K`: one more iteration;
    /// with K up to i32::MAX the counter would wrap first, and nothing is proved.
    #[test]
    fn a_limit_the_counter_passes_runs_one_more_iteration() {
        for f in [
            "\ts_cmp_le_i32 s5, s4\n\ts_cbranch_scc1 .LBB0_1\n",
            "\ts_cmp_gt_i32 s5, s4\n\ts_cbranch_scc0 .LBB0_1\n",
        ] {
            let (n, exit) = bound(&looped("", INC, f), K100);
            assert_eq!(n, Ok(100), "{f}");
            assert_eq!(exit.expect("test").c0, 0);
            let wraps = Some(Interval::new(1, i128::from(i32::MAX)));
            let (n, _) = bound(&looped("", INC, f), wraps);
            assert!(n.expect_err("wraps").contains("unbounded"), "{f}");
        }
    }

    /// An unsigned `k < K` bounds the loop only for a non-negative K (a negative one is a
    /// huge unsigned limit).
    #[test]
    fn an_unsigned_test_needs_a_non_negative_limit() {
        let f = "\ts_cmp_lt_u32 s5, s4\n\ts_cbranch_scc1 .LBB0_1\n";
        let (n, exit) = bound(&looped("", INC, f), K100);
        assert_eq!(n, Ok(99));
        assert!(exit.expect("test").unsigned);
        let (n, _) = bound(&looped("", INC, f), Some(Interval::new(-5, 100)));
        assert!(n.expect_err("negative").contains("compares unsigned"));
        // The same K range is fine for the signed compare (a negative K exits at once).
        let signed = f.replace("_u32", "_i32");
        let (n, _) = bound(&looped("", INC, &signed), Some(Interval::new(-5, 100)));
        assert_eq!(n, Ok(99));
    }

    /// gemm_4x2 unrolled by 2: `k += 2; exit iff k == (K & 0x7ffffffe)`. The mask keeps the
    /// limit even, so the counter meets it; K in [2, 100] gives the limit [2, 100] and the
    /// last iteration 49. A K that may be 1 (limit 0, below the counter's first value 2)
    /// would wrap the counter: not proved.
    #[test]
    fn an_unrolled_counter_meets_an_even_limit() {
        let pre = "\ts_and_b32 s6, s4, 0x7ffffffe\n";
        let step = "\ts_add_i32 s5, s5, 2\n";
        let f = "\ts_cmp_eq_u32 s6, s5\n\ts_cbranch_scc0 .LBB0_1\n";
        let (n, exit) = bound(&looped(pre, step, f), Some(Interval::new(2, 100)));
        assert_eq!(n, Ok(49));
        let exit = exit.expect("test");
        assert_eq!((exit.c0, exit.step, exit.mask), (2, 2, Some(0x7fff_fffe)));
        assert!(exit.entered_below_bound);
        let (n, _) = bound(&looped(pre, step, f), K100);
        assert!(n.expect_err("K = 1").contains("runs at least once"));
        // `!=` on the other polarity is the same test.
        let ne = "\ts_cmp_lg_u32 s5, s6\n\ts_cbranch_scc1 .LBB0_1\n";
        let (n, _) = bound(&looped(pre, step, ne), Some(Interval::new(2, 100)));
        assert_eq!(n, Ok(49));
        // A mask keeping bit 0 lets the counter jump over an odd limit.
        let odd = pre.replace("0x7ffffffe", "0x7fffffff");
        let (n, _) = bound(&looped(&odd, step, f), Some(Interval::new(2, 100)));
        assert!(n.expect_err("odd").contains("jump over"));
        // So does an unmasked K; 2*K is even by its coefficients.
        let (n, _) = bound(&looped("\ts_mov_b32 s6, s4\n", step, f), K100);
        assert!(n.expect_err("odd").contains("jump over"));
        let (n, exit) = bound(&looped("\ts_lshl_b32 s6, s4, 1\n", step, f), K100);
        assert_eq!(n, Ok(99));
        assert_eq!(exit.expect("test").step, 2);
    }

    /// A limit the loop itself changes bounds nothing.
    #[test]
    fn a_limit_changed_in_the_loop_is_refused() {
        let step = "\ts_add_i32 s5, s5, 1\n\ts_add_i32 s4, s4, 1\n";
        let f = "\ts_cmp_lt_i32 s5, s4\n\ts_cbranch_scc1 .LBB0_1\n";
        assert!(bound(&looped("", step, f), K100).0.is_err());
    }

    /// A loop whose lanes leave one by one (hist_lds's shape) names that as the reason.
    #[test]
    fn a_lane_by_lane_exit_is_refused_with_the_reason() {
        let body = "\ts_load_dword s4, s[0:1], 0x18
\ts_waitcnt lgkmcnt(0)
\ts_mov_b64 s[8:9], 0
.LBB0_1:
\tv_add_u32_e32 v0, s4, v0
\tv_cmp_le_i32_e64 s[6:7], s4, v0
\ts_or_b64 s[8:9], s[6:7], s[8:9]
\ts_andn2_b64 exec, exec, s[8:9]
\ts_cbranch_execnz .LBB0_1
\ts_or_b64 exec, exec, s[8:9]
";
        let (n, exit) = bound(body, K100);
        assert!(n.expect_err("per lane").contains("lane by lane"));
        assert_eq!(exit, None);
    }

    /// A counter counting down to a limit (`exit iff k <= 0`) is not read (a wrapped limit
    /// difference would pass a run-time check); the equality form of the same counter is.
    #[test]
    fn a_counter_falling_to_a_limit_is_refused_with_the_reason() {
        let down = "\ts_add_i32 s5, s5, -1\n";
        let f = "\ts_cmp_gt_i32 s5, 0\n\ts_cbranch_scc1 .LBB0_1\n";
        let (n, _) = bound(&looped("", down, f), K100);
        assert!(n.expect_err("down").contains("fall below"));
    }
}
