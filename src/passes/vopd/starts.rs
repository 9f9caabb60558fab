//! Where each k step starts, and the pairing that lets every step start without a bank
//! conflict.
//!
//! Inside a k step the snake keeps all but two sources in the operand cache, and the two new
//! ones are an even and an odd register: they never share a bank. The first instruction of a
//! step is different: the previous instruction belongs to another step and reads other values,
//! so all four sources come from the register file, `a_even·b_even :: a_odd·b_odd` (or its
//! swap). They are four different banks exactly when the two even registers lie in different
//! banks (0 and 2) and so do the two odd ones (1 and 3); else the instruction pays an extra
//! read cycle per repeated bank (Triton's fp32 matmuls: one or two cycles at every k step, the
//! only conflicts left in their FMA blocks).
//!
//! Two freedoms remove them without moving any value:
//! - the step may start at any A pair and any B pair ([`start`]): the runs of the snake are
//!   rotated to begin there, the cache argument above holds for every other instruction;
//! - the pairing of values is one choice among the parity-complementary matchings of each side
//!   ([`improve`]): exchanging the odd partners of two pairs keeps every pair complementary in
//!   every step when the exchanged vectors are, and may give a step a pair of the banks it
//!   lacks. The exchange that most raises the number of steps with a clean start is taken,
//!   until none does; a pairing every step already starts clean under is left as it was.
//!
//! The accumulators an FMA pairs follow from the value pairing, so a new pairing may rename
//! other accumulators; when those cannot be renamed, `rewrite` plans again with the compiler's
//! pairing.

use super::parity::step_names;
use super::{Fma, NamedPair, Segment};
use std::collections::BTreeMap;

/// One step's A pairs and B pairs, each (even register, odd register).
pub(super) type StepPairs = (Vec<(u16, u16)>, Vec<(u16, u16)>);

/// The registers of a pair in one step, as (even, odd); `None` when the step lacks a name or
/// the two share a parity (the plan refuses such steps with its own reason).
fn regs(step: &BTreeMap<Vec<u16>, u16>, (p, q): &NamedPair) -> Option<(u16, u16)> {
    let (&r, &s) = (step.get(p)?, step.get(q)?);
    match (r % 2, s % 2) {
        (0, 1) => Some((r, s)),
        (1, 0) => Some((s, r)),
        _ => None,
    }
}

/// Whether an instruction reading the A pair `a` and the B pair `b` (each (even, odd)) from
/// the register file reads four different banks.
pub(super) fn clean(a: (u16, u16), b: (u16, u16)) -> bool {
    a.0 % 4 != b.0 % 4 && a.1 % 4 != b.1 % 4
}

/// Where a step's snake starts: the first A pair and B pair (indices) that read four
/// different banks, the first A pair before any other (the order the compiler's registers
/// give); `(0, 0)` when no combination does.
pub(super) fn start(pairs_a: &[(u16, u16)], pairs_b: &[(u16, u16)]) -> (usize, usize) {
    (0..pairs_a.len())
        .flat_map(|i| (0..pairs_b.len()).map(move |j| (i, j)))
        .find(|&(i, j)| clean(pairs_a[i], pairs_b[j]))
        .unwrap_or((0, 0))
}

/// Steps (of `steps`, name -> register each) that can start clean under the pairing
/// (`names_a`, `names_b`); `None` when a pair loses its parity difference in some step.
fn clean_steps(
    steps: &[BTreeMap<Vec<u16>, u16>],
    names_a: &[NamedPair],
    names_b: &[NamedPair],
) -> Option<usize> {
    let mut n = 0;
    for step in steps {
        let a: Vec<(u16, u16)> = names_a
            .iter()
            .map(|p| regs(step, p))
            .collect::<Option<_>>()?;
        let b: Vec<(u16, u16)> = names_b
            .iter()
            .map(|p| regs(step, p))
            .collect::<Option<_>>()?;
        if a.iter().any(|&x| b.iter().any(|&y| clean(x, y))) {
            n += 1;
        }
    }
    Some(n)
}

/// The pairing of both sides with the most steps that start clean, reached from (`names_a`,
/// `names_b`) by exchanging odd partners of two pairs of one side, the best exchange first,
/// each raising the count (so it ends). Returns the pairing and how many exchanges it made.
pub(super) fn improve(
    segments: &[Vec<(Fma, usize)>],
    names_a: Vec<NamedPair>,
    names_b: Vec<NamedPair>,
) -> (Vec<NamedPair>, Vec<NamedPair>, usize) {
    let steps: Vec<BTreeMap<Vec<u16>, u16>> = segments.iter().map(|s| step_names(s)).collect();
    let mut sides = [names_a, names_b];
    let Some(mut score) = clean_steps(&steps, &sides[0], &sides[1]) else {
        return (sides[0].clone(), sides[1].clone(), 0);
    };
    let mut exchanges = 0;
    while score < steps.len() {
        let mut best: Option<(usize, [Vec<NamedPair>; 2])> = None;
        for side in 0..2 {
            let n = sides[side].len();
            for i in 0..n {
                for j in i + 1..n {
                    let mut trial = sides.clone();
                    let (qi, qj) = (trial[side][i].1.clone(), trial[side][j].1.clone());
                    trial[side][i].1 = qj;
                    trial[side][j].1 = qi;
                    let Some(s) = clean_steps(&steps, &trial[0], &trial[1]) else {
                        continue;
                    };
                    if s > best.as_ref().map_or(score, |b| b.0) {
                        best = Some((s, trial));
                    }
                }
            }
        }
        let Some((s, trial)) = best else { break };
        score = s;
        sides = trial;
        exchanges += 1;
    }
    let [a, b] = sides;
    (a, b, exchanges)
}

/// Gives every step that cannot start clean one (when it can): one side's pairs (the same side
/// in every step, the side that gives more clean steps, B on a tie) are re-paired in that step
/// alone, exchanging the odd partners of two pairs (`sides`: per step the A and B pairs, each
/// (even, odd)). Returns how many steps were re-paired.
///
/// Why one side may pair differently per step: a pair `(a_e, a_o) × (b_e, b_o)` puts every
/// product of `a_e` in X and every product of `a_o` in Y (or the other way round), however B
/// pairs. With A's pairing the same in every step, the accumulators of one A value of a pair
/// and those of its partner are the two classes of a valid parity colouring of all the steps'
/// pairs together: the accumulator colouring stays possible. Both sides varying could pair an
/// accumulator with another of its own class.
pub(super) fn repair_steps(sides: &mut [StepPairs]) -> usize {
    let has_clean =
        |a: &[(u16, u16)], b: &[(u16, u16)]| a.iter().any(|&x| b.iter().any(|&y| clean(x, y)));
    // Steps each choice of the varying side repairs: (fixed side A -> vary B, fixed B -> vary A).
    let mut vary_b = Vec::new();
    let mut vary_a = Vec::new();
    for (a, b) in sides.iter() {
        if has_clean(a, b) {
            vary_b.push(None);
            vary_a.push(None);
        } else {
            vary_b.push(repair(a, b));
            vary_a.push(repair(b, a));
        }
    }
    let count = |v: &[Option<Vec<(u16, u16)>>]| v.iter().filter(|r| r.is_some()).count();
    let use_b = count(&vary_b) >= count(&vary_a);
    let chosen = if use_b { vary_b } else { vary_a };
    let mut n = 0;
    for (step, new) in sides.iter_mut().zip(chosen) {
        if let Some(new) = new {
            if use_b {
                step.1 = new;
            } else {
                step.0 = new;
            }
            n += 1;
        }
    }
    n
}

/// `varied` with the odd partners of two pairs exchanged so that one of its pairs reads four
/// different banks with a pair of `fixed`; `None` when no exchange does.
fn repair(fixed: &[(u16, u16)], varied: &[(u16, u16)]) -> Option<Vec<(u16, u16)>> {
    for &f in fixed {
        for i in 0..varied.len() {
            for j in 0..varied.len() {
                if i != j && clean(f, (varied[i].0, varied[j].1)) {
                    let mut out = varied.to_vec();
                    out[i].1 = varied[j].1;
                    out[j].1 = varied[i].1;
                    return Some(out);
                }
            }
        }
    }
    None
}

/// For the log: how many of the planned steps start reading four different banks.
pub(super) fn clean_count_text(planned: &[Segment]) -> String {
    let clean = planned
        .iter()
        .filter(|seg| {
            seg.schedule.first().is_some_and(|&((a0, b0), (a1, b1))| {
                let mut banks = [a0 % 4, b0 % 4, a1 % 4, b1 % 4];
                banks.sort_unstable();
                banks.windows(2).all(|w| w[0] != w[1])
            })
        })
        .count();
    format!(
        "{clean} of {} k steps start reading four different banks",
        planned.len()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_start_reads_four_banks_only_when_evens_and_odds_differ_in_bank() {
        assert!(clean((130, 131), (148, 145)));
        assert!(!clean((130, 135), (146, 145)));
        assert!(!clean((130, 135), (148, 147)));
    }

    #[test]
    fn the_start_prefers_the_first_a_pair_and_searches_the_others() {
        let b = [(146, 145), (148, 147)];
        assert_eq!(start(&[(130, 133), (132, 135)], &b), (0, 1));
        assert_eq!(start(&[(130, 135), (136, 139)], &b), (1, 0));
        assert_eq!(start(&[(130, 135)], &b), (0, 0));
    }

    /// One step of a 2 x 4 outer product: A pairs whose evens and odds sit in banks 2 and 3,
    /// B values in all four banks, paired so that no A pair starts clean with any B pair.
    fn step(a: [u16; 2], b: [u16; 4], first_acc: u16) -> Vec<(Fma, usize)> {
        let mut out = Vec::new();
        let mut acc = first_acc;
        for &x in &a {
            for &y in &b {
                out.push((
                    Fma {
                        acc,
                        a: x,
                        b: y,
                        scalar: None,
                    },
                    out.len(),
                ));
                acc += 1;
            }
        }
        out
    }

    #[test]
    fn exchanging_odd_partners_gives_every_step_a_clean_start() {
        let seg = step([130, 135], [146, 145, 148, 147], 0);
        let name = |r: u16| super::super::value_name(&seg, r);
        let names_a = vec![(name(130), name(135))];
        let bad = vec![(name(146), name(145)), (name(148), name(147))];
        let segments = vec![seg.clone()];
        let steps = vec![step_names(&seg)];
        assert_eq!(clean_steps(&steps, &names_a, &bad), Some(0));
        let (a, b, n) = improve(&segments, names_a.clone(), bad);
        assert_eq!(n, 1);
        assert_eq!(a, names_a);
        assert_eq!(clean_steps(&steps, &a, &b), Some(1));
        // (148, 145) is the pair of banks 0 and 1 that A's banks 2 and 3 need.
        assert!(b.contains(&(name(148), name(145))));
    }

    #[test]
    fn a_step_re_pairs_one_side_when_no_pairing_serves_every_step() {
        // Step 0 starts clean with B as paired; step 1's A banks need B's other pairing.
        let mut sides = vec![
            (vec![(134, 129)], vec![(142, 141), (144, 143)]),
            (vec![(130, 135)], vec![(146, 145), (148, 147)]),
        ];
        assert_eq!(repair_steps(&mut sides), 1);
        assert_eq!(sides[0].1, vec![(142, 141), (144, 143)]);
        assert_eq!(sides[1].0, vec![(130, 135)]);
        assert_eq!(sides[1].1, vec![(146, 147), (148, 145)]);
        assert_eq!(start(&sides[1].0, &sides[1].1), (0, 1));
    }

    #[test]
    fn a_step_no_exchange_can_clean_is_left_as_it_is() {
        // Every even in bank 2: no B even differs in bank from A's.
        let mut sides = vec![(vec![(130, 135)], vec![(146, 145), (150, 147)])];
        let before = sides.clone();
        assert_eq!(repair_steps(&mut sides), 0);
        assert_eq!(sides, before);
    }

    #[test]
    fn a_pairing_every_step_starts_clean_under_is_kept() {
        let seg = step([130, 133], [146, 145, 148, 147], 0);
        let name = |r: u16| super::super::value_name(&seg, r);
        let names_a = vec![(name(130), name(133))];
        let names_b = vec![(name(146), name(145)), (name(148), name(147))];
        let (a, b, n) = improve(std::slice::from_ref(&seg), names_a.clone(), names_b.clone());
        assert_eq!((a, b, n), (names_a, names_b, 0));
    }
}
