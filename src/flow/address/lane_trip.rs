//! Lane-by-lane loops that every lane runs the same number of times (issue 47 item 3).
//!
//! A staging loop `for (i = tid; i < 1024; i += 256)` is compiled as a per-lane compare of the
//! stepped counter, a break mask and `s_cbranch_execnz` ([`crate::flow::break_mask::lane_break`]):
//! no uniform exit test bounds it, but with at most 256 work-items every lane leaves after
//! exactly 4 iterations. When the counter the compare reads is `x + s·Iter` (exact modulo 2^32)
//! with `s` a constant and `x` made of constants and one work-item id, and the limit is a
//! constant too, the iteration each lane leaves at is a function of its work-item id alone; the
//! id ranges over `[0, max_flat_workgroup_size)` (the dispatch is refused beyond it), so trying
//! every value decides it exactly. When all give the same count `T`, every lane active at the
//! loop's entry runs iterations `0..T` and none leaves earlier: EXEC is the entry's in every
//! iteration, and the loop is `T` straight copies of its body.

use super::{Atom, Eval, Poly};
use crate::flow::break_mask::{lane_break, LaneBreak};
use crate::isa::semantics::{vector_int_compare, Cmp};

/// Iterations a loop may run for its lanes' counts to be tried one by one.
const MAX_TRIP: u64 = 256;

/// The 32-bit value of `p` with the atoms of `vals` and `Iter = iter` (None when another atom
/// is left).
fn value(p: &Poly, id: Option<(&Atom, i64)>, iter: i64) -> Option<u32> {
    let mut v: i64 = 0;
    for (m, c) in &p.0 {
        let mut t = *c;
        for a in m {
            let x = match (a, id) {
                (Atom::Iter, _) => iter,
                (a, Some((b, x))) if a == b => x,
                _ => return None,
            };
            t = t.wrapping_mul(x);
        }
        v = v.wrapping_add(t);
    }
    Some(v as u32)
}

/// `a REL b` on 32-bit values read signed or unsigned.
fn holds(rel: Cmp, signed: bool, a: u32, b: u32) -> bool {
    let (x, y) = match signed {
        true => (a as i32 as i64, b as i32 as i64),
        false => (a as i64, b as i64),
    };
    match rel {
        Cmp::Eq => x == y,
        Cmp::Ne => x != y,
        Cmp::Lt => x < y,
        Cmp::Le => x <= y,
        Cmp::Gt => x > y,
        Cmp::Ge => x >= y,
    }
}

impl Eval<'_> {
    /// The number of iterations every lane of the loop under analysis runs, when it is the same
    /// for every work-item id (see the module documentation), with the loop's break compare,
    /// mask `s_or` and EXEC cut; else why not.
    pub fn lane_trip_count(&mut self) -> Result<(u64, LaneBreak), String> {
        let why = |w: &str| format!("the loop exits lane by lane, and {w}");
        let lp = self.lp.ok_or_else(|| why("no loop is analysed"))?;
        let lb = lane_break(
            self.module,
            &self.flow.code,
            &self.flow.cfg,
            &self.flow.loops,
            &self.flow.def_use,
            self.isa,
            lp,
        )
        .ok_or_else(|| {
            why("its break mask is not one compare per iteration in the block of its one EXEC write")
        })?;
        let c = lb.compare;
        let t = self.text(c).clone();
        let (rel, signed, width) = vector_int_compare(&t.mnemonic)
            .filter(|x| x.2 == 32)
            .ok_or_else(|| why("its compare is not a 32-bit integer compare"))?;
        let _ = width;
        let n = t.operands.len();
        let (Some(a), Some(b)) = (t.operands.get(n.wrapping_sub(2)), t.operands.get(n - 1)) else {
            return Err(why("its compare has no two sources"));
        };
        let unknown = || why("its compare reads a value the address analysis does not model");
        let (pa, pb) = (
            self.operand(c, a).ok_or_else(unknown)?,
            self.operand(c, b).ok_or_else(unknown)?,
        );
        // One lane atom at most (a work-item id), with a small range.
        let mut ids: Vec<Atom> = Vec::new();
        for p in [&pa, &pb] {
            for m in p.0.keys() {
                for x in m {
                    if *x == Atom::Iter {
                        continue;
                    }
                    if !matches!(x, Atom::Vgpr(0) | Atom::WorkItem(_)) {
                        return Err(why("its compare reads more than constants, the iteration and a work-item id"));
                    }
                    if !ids.contains(x) {
                        ids.push(x.clone());
                    }
                }
            }
        }
        let id = match ids.as_slice() {
            [] => None,
            [x] => Some(x.clone()),
            _ => return Err(why("its compare reads two work-item ids")),
        };
        // Linear in the iteration with constant steps: every lane's sequence is its own.
        for p in [&pa, &pb] {
            let (_, step) = p.split_iter().ok_or_else(unknown)?;
            if step.as_const().is_none() && !step.0.is_empty() {
                return Err(why("its counter's step is not a constant"));
            }
        }
        let range = match &id {
            Some(x) => self.atom_range(x, &Default::default()),
            None => super::Interval::new(0, 0),
        };
        if range.lo < 0 || range.hi > 1023 {
            return Err(why(
                "the work-item id its counter starts from is not bounded by the work-group size",
            ));
        }
        let mut trip: Option<u64> = None;
        for x in range.lo as i64..=range.hi as i64 {
            let idv = id.as_ref().map(|a| (a, x));
            let mut leaves = None;
            for it in 0..MAX_TRIP as i64 {
                let (va, vb) = (value(&pa, idv, it), value(&pb, idv, it));
                let (Some(va), Some(vb)) = (va, vb) else {
                    return Err(unknown());
                };
                if holds(rel, signed, va, vb) {
                    leaves = Some(it as u64 + 1);
                    break;
                }
            }
            let Some(l) = leaves else {
                return Err(why(&format!(
                    "work-item {x} runs more than {MAX_TRIP} iterations"
                )));
            };
            match trip {
                Some(t) if t != l => {
                    return Err(why(&format!(
                        "its lanes run different numbers of iterations ({t} and {l})"
                    )))
                }
                _ => trip = Some(l),
            }
        }
        Ok((trip.unwrap_or(0), lb))
    }
}
