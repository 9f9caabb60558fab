//! Profitability of a versioned loop: the run-time check, the bases and the offsets' start run
//! once per entry into the loop, the saving comes once per iteration. A launch of a few
//! iterations pays the first and never earns it back (sgemm_lds at n128: four iterations per
//! wave, 5.6% more wave-instructions with the rewrite).
//!
//! Both are weighed in issue cycles from the timing model's cost tables
//! ([`crate::timing::cost::issue_cycles`] on the target's built-in device), not by counting
//! lines: on gfx942 a VALU op holds its SIMD four clocks and a SALU op one. The fixed cost is
//! the change in cycles of the code outside the loop on the rewritten path (the kernel's entry
//! copies, and the scalar part `hoist.rs` moved out of an enclosing loop, counted as if they
//! ran once per entry too: an upper bound for a loop nested in another, whose entries pay only
//! the lanes' compare and the offsets' start); the saving is the change in cycles of one pass
//! through the loop's blocks. The
//! rewrite is kept when the break-even trip count `ceil(fixed / saving)` is within what is
//! known of the trip count: at most the largest trip count the exit test allows under the
//! facts, and, with no upper bound known, at most [`UNKNOWN_TRIP_BREAK_EVEN`].

use crate::flow::address::{ExitTest, Ranges};
use crate::flow::KernelFlow;
use crate::passes::PassContext;
use crate::timing::cost::issue_cycles;
use crate::timing::device::Device;

/// The largest break-even trip count a versioned rewrite may have when nothing bounds the
/// trip count: a loop that must run more iterations than this to pay back its check is
/// unlikely to be paid back on the launches a compiler keeps a loop for.
pub(super) const UNKNOWN_TRIP_BREAK_EVEN: i64 = 8;

/// Issue cycles of one version of a kernel, split at a loop.
#[derive(Clone, Copy, Debug)]
pub(super) struct Cycles {
    /// One pass through the loop's blocks.
    pub(super) in_loop: i64,
    /// Everything else on the path that takes the loop (a fallback copy excluded).
    pub(super) outside: i64,
    /// The part of `outside` inside the loop's parent loop: what runs again on each entry
    /// into a nested loop (the rest runs before the enclosing loop).
    pub(super) enclosing: i64,
}

/// The cycles of the kernel in `flow` around the loop headed by `header`, leaving out the
/// instructions from the label `copy` on (the unchanged copy a versioned rewrite appends
/// after the kernel's end). `None` when the loop is gone.
pub(super) fn measure(
    cx: &PassContext,
    flow: &KernelFlow,
    header: &str,
    copy: Option<&str>,
) -> Option<Cycles> {
    let dev = Device::for_target(cx.target);
    let find = |h: &str| {
        flow.loops
            .loops
            .iter()
            .find(|l| flow.cfg.blocks[l.header.index()].label.as_deref() == Some(h))
    };
    let lp = find(header)?;
    // The copy is appended after the kernel's end: it starts at its first block, which
    // need not be its header (a loop laid out with its latch block first).
    let start = |c: &crate::flow::loops::Loop| {
        c.blocks
            .iter()
            .map(|b| flow.cfg.blocks[b.index()].insts.start)
            .min()
    };
    let end = copy
        .and_then(find)
        .and_then(start)
        .unwrap_or(flow.code.insts.len());
    let parent = lp.parent.map(|p| flow.loops.get(p));
    let mut c = Cycles {
        in_loop: 0,
        outside: 0,
        enclosing: 0,
    };
    for (i, ins) in flow.code.insts[..end].iter().enumerate() {
        let n = i64::from(issue_cycles(&dev, cx.isa, ins.op, ins.dual));
        let b = flow.cfg.block_of[i];
        if lp.contains(b) {
            c.in_loop += n;
        } else {
            c.outside += n;
            if parent.is_some_and(|p| p.contains(b)) {
                c.enclosing += n;
            }
        }
    }
    Some(c)
}

/// What is known of a loop's trip count from its exit test and the facts: `[lo, hi]`, `hi`
/// `None` when nothing bounds it from above.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Trips {
    pub(super) lo: i64,
    pub(super) hi: Option<i64>,
}

/// The trip count of `exit` over the bound's range under `ranges`: the test
/// `c0 + step*Iter >= bound` ends iteration `Iter`, so the loop runs
/// `ceil(max(0, bound - c0) / step) + 1` iterations (the last index is the check's `imax`).
pub(super) fn trips(exit: &ExitTest, ranges: &Ranges) -> Trips {
    // An estimate, not a proof (the check reads the limit's 32-bit value at run time): the
    // integer range stands for the launches, a limit wrapping modulo 2^32 being an odd one the
    // estimate need not price; a mask bounds the limit by itself.
    // A 32-bit lane-by-lane limit read in place from its register (`n / 4`) is a value the
    // algebra does not model: nothing is known of the trip count.
    if exit
        .lane_int
        .as_ref()
        .is_some_and(|l| l.limit_sgpr.is_some())
    {
        return Trips { lo: 1, hi: None };
    }
    let raw = ranges.of(&exit.bound);
    let b = match exit.mask {
        Some(_) => exit.limit_range(raw),
        None => raw,
    };
    let count = |bound: i128| -> i64 {
        let span = bound - i128::from(exit.c0);
        let step = i128::from(exit.step.max(1));
        ((span.max(0) + step - 1).div_euclid(step) + 1).min(i64::MAX as i128) as i64
    };
    let unbounded = b.hi >= i128::from(i32::MAX) - i128::from(exit.step.max(1));
    Trips {
        lo: count(b.lo),
        hi: (!unbounded).then(|| count(b.hi)),
    }
}

/// The gate's verdict on one versioned loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Verdict {
    pub(super) keep: bool,
    /// The figures, for the log.
    pub(super) why: String,
}

/// Keeps a versioned rewrite whose fixed cost the loop's trip count pays back.
pub(super) fn judge(before: Cycles, after: Cycles, trips: Trips) -> Verdict {
    let fixed = (after.outside - before.outside).max(0);
    let saving = before.in_loop - after.in_loop;
    // A nested loop's entries pay only the part inside the enclosing loop; the gate still
    // weighs all of it against one entry (the enclosing loop may run once), and says so.
    let per_entry = (after.enclosing - before.enclosing).max(0);
    let split = match after.enclosing > 0 || before.enclosing > 0 {
        true => {
            format!(" (~{per_entry} of them on each entry, the rest before the enclosing loop)")
        }
        false => String::new(),
    };
    let known = match trips.hi {
        Some(hi) if hi == trips.lo => format!("trip count {hi}"),
        Some(hi) => format!("trip count at most {hi}"),
        None => "trip count unknown".to_string(),
    };
    if saving <= 0 {
        return Verdict {
            keep: false,
            why: format!(
                "versioned check costs ~{fixed} cycles{split} and the loop saves none per \
                 iteration ({} -> {} cycles)",
                before.in_loop, after.in_loop
            ),
        };
    }
    let even = (fixed + saving - 1) / saving;
    let figures = format!(
        "versioned check costs ~{fixed} cycles{split}, saves {saving} per iteration, \
         break-even at {even} iterations; {known}"
    );
    let keep = match trips.hi {
        Some(hi) => even <= hi,
        None => even <= UNKNOWN_TRIP_BREAK_EVEN.max(trips.lo),
    };
    let why = if keep {
        figures
    } else if trips.hi.is_none() {
        format!("{figures} (more than {UNKNOWN_TRIP_BREAK_EVEN} with none known)")
    } else {
        figures
    };
    Verdict { keep, why }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flow::address::{Interval, Poly};

    fn c(in_loop: i64, outside: i64) -> Cycles {
        Cycles {
            in_loop,
            outside,
            enclosing: 0,
        }
    }

    #[test]
    fn a_lane_limit_read_in_place_says_nothing_of_the_trip_count() {
        // `add_vec4`'s `n / 4`, read from its SGPR: the bound polynomial is not the limit.
        let exit = ExitTest::lanes_int(Poly::default(), true, Some(9));
        assert_eq!(trips(&exit, &Ranges::default()), Trips { lo: 1, hi: None });
    }

    #[test]
    fn trip_counts_from_the_exit_test_and_the_facts() {
        use crate::flow::address::Atom;
        // sgemm_lds: `k += 32; exit iff k >= K`, K in [1, 128]: 1 to 4 iterations.
        let k = Atom::Arg(0x1c);
        let exit = ExitTest::signed(32, 32, Poly::atom(k.clone()), false);
        let mut r = Ranges::default();
        r.atoms.insert(k.clone(), Interval::new(1, 128));
        assert_eq!(trips(&exit, &r), Trips { lo: 1, hi: Some(4) });
        r.atoms
            .insert(k.clone(), Interval::new(33, i128::from(i32::MAX)));
        assert_eq!(trips(&exit, &r), Trips { lo: 2, hi: None });
        // A count-down loop of K iterations tests `Iter >= K - 1`: K = 5 runs 5.
        let down = ExitTest::signed(0, 1, Poly::constant(4), true);
        assert_eq!(
            trips(&down, &Ranges::default()),
            Trips { lo: 5, hi: Some(5) }
        );
        // gemm_4x2 unrolled by 2: `k += 2; exit iff k == (K & 0x7ffffffe)`, K in [1, 13]:
        // the limit is in [0, 12], the loop runs 1 to 6 iterations (at least one: the
        // check's `limit >= c0` sends a smaller limit to the original loop).
        let even = ExitTest {
            mask: Some(0x7fff_fffe),
            ..ExitTest::signed(2, 2, Poly::atom(k.clone()), true)
        };
        let mut r = Ranges::default();
        r.atoms.insert(k.clone(), Interval::new(1, 13));
        assert_eq!(trips(&even, &r), Trips { lo: 1, hi: Some(6) });
        // Without facts the mask still bounds the limit, but not below i32::MAX - step.
        assert_eq!(trips(&even, &Ranges::default()).hi, None);
    }

    #[test]
    fn break_even_against_the_trip_count() {
        // 40 cycles of check, 8 saved per iteration: even at 5.
        let (b, a) = (c(100, 50), c(92, 90));
        let short = judge(b, a, Trips { lo: 1, hi: Some(4) });
        assert!(!short.keep, "{}", short.why);
        assert!(short
            .why
            .contains("break-even at 5 iterations; trip count at most 4"));
        assert!(judge(b, a, Trips { lo: 1, hi: Some(5) }).keep);
        assert!(judge(b, a, Trips { lo: 1, hi: None }).keep);
        // 200 cycles: even at 25, more than an unknown trip count is trusted with.
        let far = judge(b, c(92, 250), Trips { lo: 1, hi: None });
        assert!(
            !far.keep && far.why.contains("trip count unknown"),
            "{}",
            far.why
        );
        assert!(judge(b, c(92, 250), Trips { lo: 30, hi: None }).keep);
        assert!(!judge(b, c(100, 50), Trips { lo: 1, hi: None }).keep);
    }

    #[test]
    fn a_nested_loops_per_entry_share_is_reported_and_the_whole_weighed() {
        // 40 cycles added, 10 of them inside the enclosing loop (the lanes' compare), 8 saved
        // per iteration: weighed as one entry (the enclosing loop may run once), even at 5.
        let before = Cycles {
            in_loop: 100,
            outside: 50,
            enclosing: 20,
        };
        let after = Cycles {
            in_loop: 92,
            outside: 90,
            enclosing: 30,
        };
        let v = judge(before, after, Trips { lo: 1, hi: Some(4) });
        assert!(!v.keep, "{}", v.why);
        assert!(
            v.why.contains("~40 cycles (~10 of them on each entry")
                && v.why.contains("break-even at 5 iterations"),
            "{}",
            v.why
        );
    }
}
