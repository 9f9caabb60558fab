//! The factor moves planned as one parity system, when moving one clash at a time does not
//! converge.
//!
//! Every factor value of every k step lies in a *unit* that moves as a whole: its own def-use
//! web, the load tuple it is part of (every value of which flips parity together when the
//! tuple moves to registers of the other parity or rotates by one), or nothing movable (a
//! fixed value). A unit's flip is a variable `x` in {0, 1}. Two values `p`, `q` that a pairing
//! pairs in step `s` need different parities: `par(p) ^ x(unit p) != par(q) ^ x(unit q)`, that
//! is `x(unit p) ^ x(unit q) = 1 ^ par(p) ^ par(q)`; fixed values join a ground unit whose `x` is
//! 0. The pairing itself is a variable too (a perfect matching per side), and the whole system
//! goes to the hot-loop SAT solver ([`crate::passes::hotloop`], issue 47), which answers with
//! the optimum or proves that no pairing exists and names the k steps that bind.
//!
//! A tuple holding two values that need opposite flips (a `ds_load_b96` of three values two
//! of which are paired with the same parity, or a longer odd cycle through tuples) makes the
//! system inconsistent: moving it whole only trades one clash for another, which is what kept
//! the one-clash-at-a-time moves from converging. Such a tuple is *split*: its loads become one
//! `ds_load_b32` per value (same registers, same bytes; [`super::rotate::split_in_place`]),
//! after which each value is a unit of its own. The plan with the fewest split loads, then the
//! fewest flipped units, wins (any number of values a side: the matching is the solver's).

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
    if sides.iter().any(|s| s.len() % 2 != 0) {
        // An odd side: `pairs` refuses the block with its reason.
        return Ok(Plan {
            split: Vec::new(),
            flips: Vec::new(),
        });
    }
    let (split, flips) = sat_plan(&slots, &tuples, n_units, &sides)?;
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

/// The model of the module doc, solved by the hot-loop SAT solver ([`crate::passes::hotloop`]):
/// per side a perfect matching of its names (exactly one partner each), per unit a flip, per
/// splittable tuple a split; each k step's pairs of the chosen matching need different
/// parities after the flips. First the fewest split loads, then, with that bound held, the
/// fewest flipped units. Returns the tuples to split (indices of `tuples`) and the flips
/// (slot, whole tuple), or, when no matching can be reached, why, in the kernel's registers
/// (the k steps whose equations bind, from the solver's unsatisfiable core).
fn sat_plan(
    slots: &[Slot],
    tuples: &[TupleMove],
    n_units: usize,
    sides: &[Side],
) -> Result<Solution, String> {
    use crate::passes::hotloop::{Answer, Model, B};
    let mut m = Model::new();
    let x: Vec<B> = (0..n_units).map(|_| m.var()).collect();
    // The ground (fixed values) never flips.
    m.clause(None, &[x[0].negated()]);
    let split: Vec<B> = tuples.iter().map(|_| m.var()).collect();
    // Each slot's flip: its own web's when its tuple is split, else its whole unit's.
    let y: Vec<B> = slots
        .iter()
        .map(|s| match s.split {
            Some((own, t)) => {
                let v = m.var();
                m.equal_if(split[t], v, x[own]);
                m.equal_if(split[t].negated(), v, x[s.whole]);
                v
            }
            None => x[s.whole],
        })
        .collect();
    // Groups: one per (side, k step), so a proof of infeasibility names the steps.
    let mut groups: Vec<(usize, usize)> = Vec::new();
    for (si, side) in sides.iter().enumerate() {
        let n = side.len();
        let steps = side.first().map_or(0, Vec::len);
        let mut pair_var: BTreeMap<(usize, usize), B> = BTreeMap::new();
        for p in 0..n {
            for q in p + 1..n {
                pair_var.insert((p, q), m.var());
            }
        }
        for p in 0..n {
            let incident: Vec<B> = pair_var
                .iter()
                .filter(|((a, b), _)| *a == p || *b == p)
                .map(|(_, &v)| v)
                .collect();
            m.exactly_one(None, &incident);
        }
        // k indexes every name's slot list at once (one group per k step).
        #[allow(clippy::needless_range_loop)]
        for k in 0..steps {
            let g = m.group();
            groups.push((si, k));
            for (&(p, q), &v) in &pair_var {
                let (sp, sq) = (side[p][k], side[q][k]);
                let differ_now = (slots[sp].reg ^ slots[sq].reg) % 2 == 1;
                // New parities differ: y(p) ^ y(q) = 1 ^ (reg p ^ reg q) % 2.
                m.xor_if(Some(g), Some(v), y[sp], y[sq], !differ_now);
            }
        }
    }
    let split_terms: Vec<(B, usize)> = tuples
        .iter()
        .zip(&split)
        .map(|(t, &b)| (b, t.loads.len()))
        .collect();
    let (loads, _) = m.minimize(&split_terms).map_err(|a| match a {
        Answer::Unsat(core) => {
            let steps: Vec<String> = core
                .iter()
                .filter_map(|&g| groups.get(g))
                .map(|&(side, k)| format!("{} of k step {k}", ["columns", "rows"][side.min(1)]))
                .collect();
            format!(
                "no pairing of the factor values can be reached by moving or splitting their webs and load tuples: the SAT solver proved it (binding: the parities of the {} with the values that cannot move)",
                steps.join(", ")
            )
        }
        _ => "the SAT solver's budget ran out before a pairing of the factor values was found".into(),
    })?;
    // Hold the fewest split loads, then flip the fewest units.
    if let Some(on) = m.at_most(&split_terms, loads) {
        m.clause(None, &[on]);
    }
    let flip_terms: Vec<(B, usize)> = x.iter().skip(1).map(|&b| (b, 1)).collect();
    let (_, model) = m
        .minimize(&flip_terms)
        .map_err(|_| "the SAT solver lost the plan it had found".to_string())?;
    let chosen: Vec<usize> = (0..tuples.len())
        .filter(|&t| m.value(&model, split[t]))
        .collect();
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for (s, slot) in slots.iter().enumerate() {
        let unit = match slot.split {
            Some((own, t)) if chosen.contains(&t) => own,
            _ => slot.whole,
        };
        if unit != 0 && m.value(&model, x[unit]) && seen.insert(unit) {
            out.push((s, slot.in_tuple));
        }
    }
    Ok((chosen, out))
}
