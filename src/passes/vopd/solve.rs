//! The factor moves planned as one parity system, when moving one clash at a time does not
//! converge.
//!
//! Every factor value of every k step lies in a *unit* that moves as a whole: its own def-use
//! web, the load tuple it is part of (every value of which flips parity together when the
//! tuple moves to registers of the other parity or rotates by one), or nothing movable (a
//! fixed value). A unit's flip is a variable `x` in {0, 1}. Two values `p`, `q` that a pairing
//! pairs in step `s` need different parities: `par(p) ^ x(unit p) != par(q) ^ x(unit q)`, that
//! is `x(unit p) ^ x(unit q) = 1 ^ par(p) ^ par(q)`. These equations over GF(2) are solved by
//! union-find with parities; fixed values join a ground unit whose `x` is 0.
//!
//! A tuple holding two values that need opposite flips (a `ds_load_b96` of three values two
//! of which are paired with the same parity, or a longer odd cycle through tuples) makes the
//! system inconsistent: moving it whole only trades one clash for another, which is what kept
//! the one-clash-at-a-time moves from converging. Such a tuple is *split*: its loads become one
//! `ds_load_b32` per value (same registers, same bytes; [`super::rotate::split_in_place`]),
//! after which each value is a unit of its own. Every perfect matching of each side's values
//! is tried (up to eight values a side; above that the matching that needs the fewest moves
//! per pair), and the plan with the fewest split loads, then the fewest flips, wins.

use super::webs::{load_tuple, web, TupleMove};
use super::{value_name, Fma};
use crate::flow::KernelFlow;
use std::collections::{BTreeMap, BTreeSet};

/// What a value moves with.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    /// Nothing: the value stays where it is.
    Fixed,
    /// Its own def-use web.
    Web(BTreeSet<usize>),
    /// The load tuple starting at this register, written by these loads.
    Tuple(u16, BTreeSet<usize>),
}

/// One factor value of one k step.
struct Slot {
    reg: u16,
    /// An FMA of the step that reads it.
    at: usize,
    /// The unit it moves with (an index of [`Units`]; 0: fixed).
    whole: usize,
    /// It is part of a load tuple.
    in_tuple: bool,
    /// Its unit once its tuple is split (its element's web), and the tuple's index.
    split: Option<(usize, usize)>,
}

/// Units by what identifies them, numbered once (the ground, [`Key::Fixed`], is 0).
struct Units(BTreeMap<Key, usize>);

impl Units {
    fn id(&mut self, key: Key) -> usize {
        let n = self.0.len();
        *self.0.entry(key).or_insert(n)
    }
}

/// A planned flip: the value in `reg` (read at `at`) goes to the other parity, alone or with
/// its whole tuple.
pub(super) struct Flip {
    pub reg: u16,
    pub at: usize,
    pub tuple: bool,
}

/// The plan: tuples to split first (then plan again), else the flips.
pub(super) struct Plan {
    pub split: Vec<TupleMove>,
    pub flips: Vec<Flip>,
}

/// Names per side in step-0 order, each with its slot per step.
type Side = Vec<Vec<usize>>;

/// A solution: the tuples to split and the flips (slot, whole tuple).
type Solution = (Vec<usize>, Vec<(usize, bool)>);

/// Plans the factor moves for the block's two sides (step 0's registers `set_a`, `set_b`),
/// or says why no pairing can be reached.
pub(super) fn plan(
    cx: &super::PassContext,
    flow: &KernelFlow,
    segments: &[Vec<(Fma, usize)>],
    set_a: &[u16],
    set_b: &[u16],
) -> Result<Plan, String> {
    let mut slots: Vec<Slot> = Vec::new();
    let mut tuples: Vec<TupleMove> = Vec::new();
    let mut sides: Vec<Side> = Vec::new();
    let mut units = Units([(Key::Fixed, 0)].into_iter().collect());
    for set in [set_a, set_b] {
        let mut found = Found {
            slots: &mut slots,
            tuples: &mut tuples,
            units: &mut units,
        };
        let Some(side) = side_slots(cx, flow, segments, set, &mut found)? else {
            return Ok(Plan {
                split: Vec::new(),
                flips: Vec::new(),
            });
        };
        sides.push(side);
    }
    let n_units = units.0.len();
    let cands: Vec<Vec<Vec<(usize, usize)>>> = sides.iter().map(|s| matchings(&slots, s)).collect();
    if cands.iter().any(Vec::is_empty) {
        // An odd side: `pairs` refuses the block with its reason.
        return Ok(Plan {
            split: Vec::new(),
            flips: Vec::new(),
        });
    }
    let mut best: Option<((usize, usize), Solution)> = None;
    for pa in &cands[0] {
        for pb in &cands[1] {
            let pairs: Vec<(&Side, &Vec<(usize, usize)>)> = vec![(&sides[0], pa), (&sides[1], pb)];
            let Some((split, flips)) = solve_with_splits(&slots, tuples.len(), n_units, &pairs)
            else {
                continue;
            };
            let split_loads: usize = split.iter().map(|&t| tuples[t].loads.len()).sum();
            let cost = (split_loads, flips.len());
            if best.as_ref().is_none_or(|(c, _)| cost < *c) {
                best = Some((cost, (split, flips)));
            }
        }
    }
    let Some((_, (split, flips))) = best else {
        return Err(
            "no pairing of the factor values can be reached by moving or splitting their webs and load tuples (a value that cannot move clashes)".into(),
        );
    };
    if !split.is_empty() {
        let mut split = split;
        split.sort_unstable();
        let mut tuples: Vec<Option<TupleMove>> = tuples.into_iter().map(Some).collect();
        return Ok(Plan {
            split: split.iter().filter_map(|&t| tuples[t].take()).collect(),
            flips: Vec::new(),
        });
    }
    Ok(Plan {
        split: Vec::new(),
        flips: flips
            .into_iter()
            .map(|(s, tuple)| Flip {
                reg: slots[s].reg,
                at: slots[s].at,
                tuple,
            })
            .collect(),
    })
}

/// What [`side_slots`] collects.
struct Found<'a> {
    slots: &'a mut Vec<Slot>,
    tuples: &'a mut Vec<TupleMove>,
    units: &'a mut Units,
}

/// The slots of one side: per name of step 0, its value in every step.
fn side_slots(
    cx: &super::PassContext,
    flow: &KernelFlow,
    segments: &[Vec<(Fma, usize)>],
    set0: &[u16],
    found: &mut Found,
) -> Result<Option<Side>, String> {
    let Some(first) = segments.first() else {
        return Ok(None);
    };
    let mut side = Vec::new();
    for &r0 in set0 {
        let name = value_name(first, r0);
        let mut per_step = Vec::new();
        for seg in segments {
            let hit = seg
                .iter()
                .flat_map(|&(f, i)| [(f.a, i), (f.b, i)])
                .find(|&(r, _)| value_name(seg, r) == name);
            // A step without the name: `plan_segments` refuses such blocks with its reason.
            let Some((reg, at)) = hit else {
                return Ok(None);
            };
            per_step.push(found.slots.len());
            let s = slot(cx, flow, (reg, at), found.tuples, found.units);
            found.slots.push(s);
        }
        side.push(per_step);
    }
    Ok(Some(side))
}

/// The unit `reg` (read at `at`) moves with.
fn slot(
    cx: &super::PassContext,
    flow: &KernelFlow,
    (reg, at): (u16, usize),
    tuples: &mut Vec<TupleMove>,
    units: &mut Units,
) -> Slot {
    if let Ok(w) = web(cx, flow, at, reg) {
        return Slot {
            reg,
            at,
            whole: units.id(Key::Web(w)),
            in_tuple: false,
            split: None,
        };
    }
    let Ok(tm) = load_tuple(cx, flow, at, reg) else {
        return Slot {
            reg,
            at,
            whole: 0,
            in_tuple: false,
            split: None,
        };
    };
    let whole = units.id(Key::Tuple(tm.first, tm.loads.clone()));
    let own = units.id(Key::Web(tm.webs[usize::from(reg - tm.first)].clone()));
    // Only a tuple whose loads split into single loads can be split.
    let splittable = super::rotate::can_split(cx, flow, &tm);
    let index = tuples
        .iter()
        .position(|t| t.first == tm.first && t.loads == tm.loads)
        .unwrap_or_else(|| {
            tuples.push(tm);
            tuples.len() - 1
        });
    Slot {
        reg,
        at,
        whole,
        in_tuple: true,
        split: splittable.then_some((own, index)),
    }
}

/// Every perfect matching of a side's names (as indices), or for more than eight names the
/// matching that pairs each name, in order, with the one whose parities clash least.
fn matchings(slots: &[Slot], side: &Side) -> Vec<Vec<(usize, usize)>> {
    let n = side.len();
    if n % 2 != 0 {
        return Vec::new();
    }
    if n > 8 {
        let clashes = |p: usize, q: usize| {
            side[p]
                .iter()
                .zip(&side[q])
                .filter(|(&a, &b)| slots[a].reg % 2 == slots[b].reg % 2)
                .count()
        };
        let mut left: Vec<usize> = (0..n).collect();
        let mut out = Vec::new();
        while let Some(p) = (!left.is_empty()).then(|| left.remove(0)) {
            let Some(best) = (0..left.len()).min_by_key(|&j| clashes(p, left[j])) else {
                break;
            };
            out.push((p, left.remove(best)));
        }
        return vec![out];
    }
    let mut out = Vec::new();
    let mut current = Vec::new();
    let left: Vec<usize> = (0..n).collect();
    all_matchings(&left, &mut current, &mut out);
    out
}

fn all_matchings(
    left: &[usize],
    current: &mut Vec<(usize, usize)>,
    out: &mut Vec<Vec<(usize, usize)>>,
) {
    let Some((&first, rest)) = left.split_first() else {
        out.push(current.clone());
        return;
    };
    for k in 0..rest.len() {
        let partner = rest[k];
        let others: Vec<usize> = rest
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != k)
            .map(|(_, &x)| x)
            .collect();
        current.push((first, partner));
        all_matchings(&others, current, out);
        current.pop();
    }
}

/// Union-find over units with each element's parity to its parent.
struct Parities {
    parent: Vec<usize>,
    rel: Vec<u8>,
}

impl Parities {
    fn new(n: usize) -> Parities {
        Parities {
            parent: (0..n).collect(),
            rel: vec![0; n],
        }
    }

    /// The root of `u` and `x(u) ^ x(root)`.
    fn find(&mut self, u: usize) -> (usize, u8) {
        let p = self.parent[u];
        if p == u {
            return (u, 0);
        }
        let (root, to_root) = self.find(p);
        self.parent[u] = root;
        self.rel[u] ^= to_root;
        (root, self.rel[u])
    }

    /// Adds `x(u) ^ x(v) = d`; false when it contradicts what is known.
    fn join(&mut self, u: usize, v: usize, d: u8) -> bool {
        let (ru, pu) = self.find(u);
        let (rv, pv) = self.find(v);
        if ru == rv {
            return pu ^ pv == d;
        }
        // Ground (unit 0) stays a root so that its component's flips are forced.
        let (child, root) = if rv == 0 { (ru, rv) } else { (rv, ru) };
        self.parent[child] = root;
        self.rel[child] = pu ^ pv ^ d;
        true
    }
}

/// Solves the system for one pairing, splitting tuples while a clash names one: the tuples to
/// split and the flips (slot, whole tuple), or `None` when a clash names no splittable tuple.
fn solve_with_splits(
    slots: &[Slot],
    n_tuples: usize,
    n_units: usize,
    pairs: &[(&Side, &Vec<(usize, usize)>)],
) -> Option<Solution> {
    let mut split: BTreeSet<usize> = BTreeSet::new();
    for _ in 0..=n_tuples {
        match solve(slots, n_units, pairs, &split) {
            Ok(flips) => return Some((split.into_iter().collect(), flips)),
            Err(Some(t)) => {
                split.insert(t);
            }
            Err(None) => return None,
        }
    }
    None
}

/// One solve: the flips, or the tuple of the first contradicting equation to split (`None`
/// when neither of its values is in a tuple that can split).
fn solve(
    slots: &[Slot],
    n_units: usize,
    pairs: &[(&Side, &Vec<(usize, usize)>)],
    split: &BTreeSet<usize>,
) -> Result<Vec<(usize, bool)>, Option<usize>> {
    let unit: Vec<usize> = slots
        .iter()
        .map(|s| match s.split {
            Some((own, t)) if split.contains(&t) => own,
            _ => s.whole,
        })
        .collect();
    let mut uf = Parities::new(n_units);
    for (side, matching) in pairs {
        for &(p, q) in matching.iter() {
            for (&sp, &sq) in side[p].iter().zip(&side[q]) {
                let d = 1 ^ ((slots[sp].reg ^ slots[sq].reg) % 2) as u8;
                if !uf.join(unit[sp], unit[sq], d) {
                    let splittable = |s: usize| match &slots[s].split {
                        Some((_, t)) if !split.contains(t) => Some(*t),
                        _ => None,
                    };
                    return Err(splittable(sp).or_else(|| splittable(sq)));
                }
            }
        }
    }
    Ok(flips(slots, &unit, &mut uf))
}

/// Per component the orientation that flips the fewest units (the ground's is forced); one
/// representative slot per flipped unit.
fn flips(slots: &[Slot], unit: &[usize], uf: &mut Parities) -> Vec<(usize, bool)> {
    let n = uf.parent.len();
    let mut members: BTreeMap<usize, Vec<(usize, u8)>> = BTreeMap::new();
    for u in 0..n {
        let (root, p) = uf.find(u);
        members.entry(root).or_default().push((u, p));
    }
    let mut flipped: BTreeSet<usize> = BTreeSet::new();
    for (root, list) in members {
        let ones = list.iter().filter(|(_, p)| *p == 1).count();
        let flip_root = root != 0 && ones * 2 > list.len();
        flipped.extend(
            list.iter()
                .filter(|(_, p)| (*p == 1) != flip_root)
                .map(|(u, _)| *u),
        );
    }
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for (s, slot) in slots.iter().enumerate() {
        let u = unit[s];
        if flipped.contains(&u) && seen.insert(u) {
            out.push((s, slot.in_tuple));
        }
    }
    out
}
