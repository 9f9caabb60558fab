//! Which factor values pair, and the moves that make them pairable.
//!
//! A VOPD pair of the block reads two values of one side (two columns, or two rows of the
//! tile) through the same port in X and Y, so the two must lie in registers of different
//! parity, in every k step, since one pairing of values serves all steps. A value is named
//! by the accumulators it multiplies into, so a name has one register per step; its
//! *parity vector* lists their parities. Two names can pair exactly when their vectors are
//! complements.
//!
//! The compiler chooses registers for its own reasons: a register tile loaded one value at a
//! time often puts every column value in an even register. [`balance`] then moves values (their
//! def-use webs, see [`super::webs`]) to unused registers of the other parity until every name
//! has a complementary partner, and [`pairs`] finds that pairing.

use super::rotate;
use super::webs::{load_tuple, move_tuple, move_web, unused_vgprs, vgpr_limit, web};
use super::{outer_product, value_name, Fma, NamedPair, PassContext, Refusal};
use crate::asm::Line;
use crate::flow::KernelFlow;
use std::collections::{BTreeMap, BTreeSet};

/// Name -> register, for the factors of one k step.
pub(super) fn step_names(seg: &[(Fma, usize)]) -> BTreeMap<Vec<u16>, u16> {
    seg.iter()
        .flat_map(|(f, _)| [f.a, f.b])
        .map(|r| (value_name(seg, r), r))
        .collect()
}

/// The parity vector of every name of `set0` (step 0's registers of one side), or `None` when
/// a later step lacks the name (the plan refuses such blocks with its own reason).
fn parity_vectors(
    segments: &[Vec<(Fma, usize)>],
    set0: &[u16],
) -> Option<Vec<(Vec<u16>, Vec<u16>)>> {
    let first = segments.first()?;
    let steps: Vec<BTreeMap<Vec<u16>, u16>> = segments.iter().map(|s| step_names(s)).collect();
    set0.iter()
        .map(|&r| {
            let name = value_name(first, r);
            let regs: Option<Vec<u16>> = steps.iter().map(|s| s.get(&name).copied()).collect();
            regs.map(|regs| (name, regs))
        })
        .collect()
}

/// Step 0's pairing of one side that keeps different parities in every step: the compiler's
/// order (step 0's evens and odds, each sorted, zipped) when it holds, else a matching of
/// complementary parity vectors.
pub(super) fn pairs(
    segments: &[Vec<(Fma, usize)>],
    set0: &[u16],
    what: &str,
    scope: &str,
) -> Result<Vec<NamedPair>, Refusal> {
    let refusal = |why: String| Refusal(scope.to_string(), why);
    let vectors = parity_vectors(segments, set0)
        .ok_or_else(|| refusal("k steps multiply other rows and columns than k step 0".into()))?;
    let evens = vectors.iter().filter(|(_, r)| r[0] % 2 == 0).count();
    if evens * 2 != vectors.len() || vectors.is_empty() {
        return Err(refusal(format!(
            "k step 0: {what} values are not half even, half odd registers"
        )));
    }
    let differ = |p: &[u16], q: &[u16]| p.iter().zip(q).all(|(a, b)| a % 2 != b % 2);
    let mut sorted = vectors.clone();
    sorted.sort_by_key(|(_, regs)| regs[0]);
    let (even, odd): (Vec<_>, Vec<_>) = sorted.iter().partition(|(_, r)| r[0] % 2 == 0);
    if even.iter().zip(&odd).all(|(p, q)| differ(&p.1, &q.1)) {
        return Ok(even
            .iter()
            .zip(&odd)
            .map(|(p, q)| (p.0.clone(), q.0.clone()))
            .collect());
    }
    let mut out = Vec::new();
    let mut left: Vec<(Vec<u16>, Vec<u16>)> = odd.into_iter().cloned().collect();
    for (name, regs) in even {
        let Some(k) = left.iter().position(|(_, q)| differ(regs, q)) else {
            return Err(refusal(format!(
                "the {what} values cannot all be paired with different parities in every k step (v{} has no partner)",
                regs[0]
            )));
        };
        out.push((name.clone(), left.remove(k).0));
    }
    Ok(out)
}

/// One planned move: the value in `reg` (read by instruction `at`) goes to a register of
/// parity `parity`; `alt` is the partner value that may move instead.
struct Move {
    reg: u16,
    at: usize,
    alt: (u16, usize),
    parity: u16,
}

/// What [`balance`] did: the lines it changed with their text before, to undo the moves if
/// the block is refused after all, and what it says in the log.
#[derive(Default)]
pub(super) struct Balanced {
    /// The journal before the first move (`None`: nothing moved).
    pub mark: Option<crate::asm::EditMark>,
    pub saved: Vec<(usize, Line)>,
    pub changed: Vec<String>,
    /// A tuple moved: the remaining moves must be planned again.
    pub again: bool,
    /// The kernel before a rotated tuple's load was split (lines were inserted, so the saved
    /// lines alone cannot undo it).
    pub snapshot: Option<crate::passes::Snapshot>,
}

/// The lowest `n` consecutive registers of `free` starting at the given parity.
fn free_run(free: &BTreeSet<u16>, n: u16, parity: u16) -> Option<u16> {
    free.iter()
        .copied()
        .find(|&f| f % 2 == parity && (f..f + n).all(|x| free.contains(&x)))
}

/// How [`balance`] plans its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Strategy {
    /// One clash at a time, the cheapest pairing of each side by parity vectors (what every
    /// block that converges uses: its moves are the ones the README's figures measure).
    OneClash,
    /// All clashes as one parity system ([`super::solve`]), splitting load tuples that hold
    /// values needing opposite flips: tried when one clash at a time does not pair the block.
    System,
}

/// Moves factor values to unused registers (below the count that keeps occupancy) so that
/// both sides of every k step can be paired. Nothing moves when the compiler's registers
/// already pair; when some move is impossible, nothing stays moved and the error says what
/// blocked it (the plan's refusal quotes it).
pub(super) fn balance(
    cx: &mut PassContext,
    k: &crate::kernel::Kernel,
    flow: &KernelFlow,
    segments: &[Vec<(Fma, usize)>],
    exempt: &BTreeSet<usize>,
    strategy: Strategy,
) -> Result<Balanced, String> {
    let Some(first) = segments.first() else {
        return Ok(Balanced::default());
    };
    let list: Vec<Fma> = first.iter().map(|(f, _)| *f).collect();
    let Ok((set_a, set_b)) = outer_product(&list) else {
        return Ok(Balanced::default());
    };
    if strategy == Strategy::System {
        return balance_system(cx, k, flow, segments, exempt, (&set_a, &set_b));
    }
    let mut moves = Vec::new();
    for set in [&set_a, &set_b] {
        let Some(vectors) = parity_vectors(segments, set) else {
            return Ok(Balanced::default());
        };
        if vectors.len() % 2 != 0 {
            return Ok(Balanced::default());
        }
        moves.extend(plan_moves(segments, &vectors));
    }
    if moves.is_empty() {
        return Ok(Balanced::default());
    }
    let limit = vgpr_limit(cx, k, flow);
    let mut free = unused_vgprs(flow, limit);
    let mut done = Balanced {
        mark: Some(cx.module.edit_mark()),
        ..Balanced::default()
    };
    for m in &moves {
        let candidates = [(m.reg, m.at, m.parity), (m.alt.0, m.alt.1, 1 - m.parity)];
        let mut why_not = Vec::new();
        let mut moved = false;
        for (r, at, parity) in candidates {
            let Err(single) = move_single(cx, flow, exempt, &mut free, &mut done, (r, at, parity))
            else {
                moved = true;
                break;
            };
            let tuple = match move_whole_tuple(cx, flow, exempt, &free, &mut done, (r, at, parity))
            {
                Ok(()) => return Ok(done),
                Err(tuple) => tuple,
            };
            match rotate_tuple(cx, k, flow, exempt, &mut done, (r, at)) {
                Ok(()) => return Ok(done),
                Err(rot) => why_not.push(format!(
                    "{single}; as a tuple: {tuple}; rotated in its registers: {rot}"
                )),
            }
        }
        if !moved {
            undo(cx, done);
            return Err(format!(
                "factor values cannot move to pairable registers (below v{limit}): {}",
                why_not.join("; or ")
            ));
        }
    }
    Ok(done)
}

/// [`balance`] by one parity system ([`super::solve`]): splits the tuples it names (then the
/// caller plans again on the split loads), else flips every unit it names: single values at
/// once, the first tuple (moved whole or rotated in its registers) last, the caller planning
/// again after it.
fn balance_system(
    cx: &mut PassContext,
    k: &crate::kernel::Kernel,
    flow: &KernelFlow,
    segments: &[Vec<(Fma, usize)>],
    exempt: &BTreeSet<usize>,
    (set_a, set_b): (&[u16], &[u16]),
) -> Result<Balanced, String> {
    let plan = super::solve::plan(cx, flow, segments, set_a, set_b)?;
    if plan.split.is_empty() && plan.flips.is_empty() {
        return Ok(Balanced::default());
    }
    let mut done = Balanced {
        mark: Some(cx.module.edit_mark()),
        ..Balanced::default()
    };
    if !plan.split.is_empty() {
        let snapshot = crate::passes::Snapshot::take(cx.module, k);
        let added = rotate::split_in_place(cx, flow, &plan.split)?;
        let names: Vec<String> = plan
            .split
            .iter()
            .map(|tm| format!("v[{}:{}]", tm.first, tm.first + tm.count - 1))
            .collect();
        done.changed.push(format!(
            "{} split into single ds_load_b32 (each holds values the pairs need at opposite parity flips; registers and bytes unchanged): {added} more LDS instruction{} per iteration",
            names.join(", "),
            if added == 1 { "" } else { "s" }
        ));
        done.snapshot = Some(snapshot);
        done.again = true;
        return Ok(done);
    }
    let limit = vgpr_limit(cx, k, flow);
    let mut free = unused_vgprs(flow, limit);
    let (tuples, singles): (Vec<_>, Vec<_>) = plan.flips.iter().partition(|f| f.tuple);
    for f in singles {
        let parity = 1 - f.reg % 2;
        if let Err(why) = move_single(
            cx,
            flow,
            exempt,
            &mut free,
            &mut done,
            (f.reg, f.at, parity),
        ) {
            undo(cx, done);
            return Err(format!(
                "factor values cannot move to pairable registers (below v{limit}): {why}"
            ));
        }
    }
    if let Some(f) = tuples.first() {
        let parity = 1 - f.reg % 2;
        let whole = move_whole_tuple(cx, flow, exempt, &free, &mut done, (f.reg, f.at, parity));
        if let Err(tuple) = whole {
            if let Err(rot) = rotate_tuple(cx, k, flow, exempt, &mut done, (f.reg, f.at)) {
                undo(cx, done);
                return Err(format!(
                    "factor values cannot move to pairable registers (below v{limit}): v{} as a tuple: {tuple}; rotated in its registers: {rot}",
                    f.reg
                ));
            }
        }
    }
    Ok(done)
}

/// Moves the single-register value `r` (read at `at`) to an unused register of `parity`.
fn move_single(
    cx: &mut PassContext,
    flow: &KernelFlow,
    exempt: &BTreeSet<usize>,
    free: &mut BTreeSet<u16>,
    done: &mut Balanced,
    (r, at, parity): (u16, usize, u16),
) -> Result<(), String> {
    let w = web(cx, flow, at, r)?;
    let Some(&f) = free.iter().find(|f| *f % 2 == parity) else {
        return Err(format!(
            "no unused {} VGPR for v{r}",
            if parity == 0 { "even" } else { "odd" }
        ));
    };
    let lines: Vec<usize> = w.iter().map(|&i| flow.code.insts[i].line).collect();
    let before: Vec<Line> = lines.iter().map(|&l| cx.module.lines[l].clone()).collect();
    let checked: BTreeSet<usize> = w.difference(exempt).copied().collect();
    move_web(cx, flow, &w, &checked, r, f)?;
    done.saved.extend(lines.into_iter().zip(before));
    done.changed.push(format!(
        "v{r} moved to v{f} over its {} instructions (pairs need the other parity)",
        w.len()
    ));
    free.remove(&f);
    Ok(())
}

/// Moves the tuple the loads of `r` write to unused registers where `r` gets `parity`. The
/// tuple's other elements flip parity too, so the caller plans again on the moved code.
fn move_whole_tuple(
    cx: &mut PassContext,
    flow: &KernelFlow,
    exempt: &BTreeSet<usize>,
    free: &BTreeSet<u16>,
    done: &mut Balanced,
    (r, at, parity): (u16, usize, u16),
) -> Result<(), String> {
    let tm = load_tuple(cx, flow, at, r)?;
    let offset = r - tm.first;
    let Some(f) = free_run(free, tm.count, (parity + offset) % 2) else {
        return Err(format!("no {} unused consecutive VGPRs", tm.count));
    };
    let checked: BTreeSet<usize> = tm
        .webs
        .iter()
        .flatten()
        .filter(|i| !exempt.contains(i))
        .copied()
        .collect();
    let saved = move_tuple(cx, flow, &tm, &checked, f)?;
    done.saved.extend(saved);
    done.changed.push(format!(
        "v[{}:{}] moved to v[{f}:{}] ({} writing it and the webs of its values; pairs need v{r} at the other parity)",
        tm.first,
        tm.first + tm.count - 1,
        f + tm.count - 1,
        match tm.loads.len() {
            1 => "the load".to_string(),
            n => format!("the {n} loads"),
        }
    ));
    done.again = true;
    Ok(())
}

/// Rotates the tuple the loads of `r` write inside its own registers, so that every value of
/// it (`r` among them) changes parity ([`super::rotate`]); each load becomes two, counted in
/// the log. The caller plans again on the rotated code.
fn rotate_tuple(
    cx: &mut PassContext,
    k: &crate::kernel::Kernel,
    flow: &KernelFlow,
    exempt: &BTreeSet<usize>,
    done: &mut Balanced,
    (r, at): (u16, usize),
) -> Result<(), String> {
    let tm = load_tuple(cx, flow, at, r)?;
    let rot = rotate::plan(cx, flow, &tm, 1)?;
    let first_to = rot.sigma[&tm.first];
    let snapshot = crate::passes::Snapshot::take(cx.module, k);
    // The block's FMAs (`exempt`) are planned again on the rotated code.
    let split = match rotate::apply(cx, flow, rot, exempt) {
        Ok(n) => n,
        Err(why) => {
            snapshot.restore(cx.module);
            return Err(format!(
                "rotating v[{}:{}]: {why}",
                tm.first,
                tm.first + tm.count - 1
            ));
        }
    };
    done.changed.push(format!(
        "v[{}:{}] rotated in its own registers (v{} -> v{}, ...; pairs need v{r} at the other parity): {} split into two LDS loads, {} more LDS instruction{}, no VGPR added",
        tm.first,
        tm.first + tm.count - 1,
        tm.first,
        first_to,
        match split {
            1 => "its load".to_string(),
            n => format!("its {n} loads"),
        },
        split,
        if split == 1 { "" } else { "s" },
    ));
    // The first snapshot of this round is the state to return to.
    if done.snapshot.is_none() {
        done.snapshot = Some(snapshot);
    }
    done.again = true;
    Ok(())
}

/// Restores the lines [`balance`] changed.
pub(super) fn undo(cx: &mut PassContext, done: Balanced) {
    // A rotation inserted lines: the snapshot taken before it comes back first, which makes
    // the saved lines' indices (of moves before it) valid again.
    if let Some(snapshot) = done.snapshot {
        snapshot.restore(cx.module);
    }
    // Later saves of a line hold its text after earlier moves: restore the first save last.
    if let Some(mark) = done.mark {
        cx.module.put_back(mark, done.saved.into_iter().rev());
    }
}

/// Pairs the names of one side greedily (each with the partner that needs the fewest moves,
/// in step-0 register order) and lists a move for every step where a pair shares a parity.
fn plan_moves(segments: &[Vec<(Fma, usize)>], vectors: &[(Vec<u16>, Vec<u16>)]) -> Vec<Move> {
    let reader = |step: usize, r: u16| {
        segments[step]
            .iter()
            .find(|(f, _)| f.a == r || f.b == r)
            .map(|&(_, i)| i)
    };
    let clashes = |p: &[u16], q: &[u16]| p.iter().zip(q).filter(|(a, b)| *a % 2 == *b % 2).count();
    let mut left: Vec<&(Vec<u16>, Vec<u16>)> = vectors.iter().collect();
    left.sort_by_key(|(_, regs)| regs[0]);
    let mut out = Vec::new();
    while !left.is_empty() {
        let (_, p) = left.remove(0);
        let Some(best) = (0..left.len()).min_by_key(|&j| clashes(p, &left[j].1)) else {
            break;
        };
        let (_, q) = left.remove(best);
        for (step, (&a, &b)) in p.iter().zip(q.iter()).enumerate() {
            if a % 2 != b % 2 {
                continue;
            }
            let (Some(at_a), Some(at_b)) = (reader(step, a), reader(step, b)) else {
                continue;
            };
            out.push(Move {
                reg: b,
                at: at_b,
                alt: (a, at_a),
                parity: 1 - b % 2,
            });
        }
    }
    out
}
