//! Loops whose exit gives EXEC back: the structurizer's loop-break mask.
//!
//! A divergent loop compiles to
//! ```text
//! loop:   ...
//!         v_cmp_* vcc_lo, ...             ; lanes that leave this iteration
//!         s_or_b32 sB, vcc_lo, sB         ; sB: every lane that has left
//!         s_and_not1_b32 exec_lo, exec_lo, sB
//!         s_cbranch_execnz loop
//! exit:   s_or_b32 exec_lo, exec_lo, sB
//! ```
//! with `sB = 0` before the loop. Call E the EXEC on entry and S the value of sB. If S starts
//! within E and every bit later added to S is a bit of the EXEC of that moment, then S ⊆ E
//! throughout, since EXEC in the loop only narrows from E. EXEC only changes at the
//! `s_and_not1` (the loop's one EXEC write), to EXEC & !S, so EXEC ⊇ E & !S holds everywhere
//! in the loop (S only grows). The exit edge is taken only when that write left EXEC = 0, so
//! there E & !S = 0, that is E ⊆ S: S = E. The `s_or exec, exec, sB` after the exit (EXEC
//! still 0, sB unchanged) therefore gives EXEC = E, the EXEC the loop was entered with: its
//! identity ([`super::exec`]) is the entry edge's.
//!
//! What is proved, from values, for a natural loop L:
//! - L writes EXEC once: `s_and_not1 exec, exec, sB` (`s_andn2`), sB scalar, not EXEC;
//! - every edge out of L leaves the block of that write, ended by a branch on EXEC, along the
//!   edge the branch follows when EXEC is zero (`s_cbranch_execnz`'s fall-through,
//!   `s_cbranch_execz`'s target), and reaches one block no other edge enters;
//! - in that block, the first instruction writing EXEC or sB is `s_or exec, exec, sB`;
//! - every write of sB in L is `s_or sB, sB, x` (either order) with each unit of x written,
//!   on every path reaching it, by a lane-mask compare in L (`isa::semantics::lane_mask_compare`:
//!   0 for inactive lanes) or x being EXEC itself;
//! - on every edge into L, the last write of sB is `s_mov sB, 0` in the predecessor itself.
//!
//! Anything else (sB seeded with another value, a second EXEC write, another exit) gives the
//! exit no identity here, and [`super::exec`] gives the restore a fresh one.

use super::cfg::{BlockId, Cfg, Edge};
use super::dataflow::{DefUse, ENTRY};
use super::insts::{instruction, Code};
use super::loops::{Loop, Loops};
use super::regs::{operand_units, RegUnit, EXEC_HI, EXEC_LO};
use crate::asm::{Module, OperandKind};
use crate::isa::semantics::{exec_branch, exec_op, lane_mask_compare, ExecOp};
use crate::isa::Isa;
use petgraph::visit::EdgeRef;
use std::collections::BTreeMap;

const HALVES: [RegUnit; 2] = [EXEC_LO, EXEC_HI];

/// An `s_or exec, exec, sB` proved to give back the EXEC a loop was entered with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Restore {
    /// The loop header's predecessors outside the loop: EXEC after them is what comes back.
    pub entries: Vec<BlockId>,
    /// The EXEC halves (0: low, 1: high) the restore writes.
    pub halves: Vec<usize>,
    /// The break mask's units (one per half).
    pub mask: Vec<RegUnit>,
    /// Every register unit the loop writes (facts about them do not survive it).
    pub written: Vec<RegUnit>,
}

/// The proved restores of a kernel, keyed by the restoring instruction.
pub fn restores(
    module: &Module,
    code: &Code,
    cfg: &Cfg,
    loops: &Loops,
    du: &DefUse,
    isa: &Isa,
) -> BTreeMap<usize, Restore> {
    loops
        .loops
        .iter()
        .filter_map(|l| prove(module, code, cfg, du, isa, l))
        .collect()
}

/// A loop whose lanes leave one by one, each after its own compare (issue 22's grid-stride
/// loops): `compare` writes the lanes that leave, `s_or sB, x, sB` adds them to the break
/// mask before `cut` (`s_and_not1 exec, exec, sB`), all in one block that runs in every
/// iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaneBreak {
    pub compare: usize,
    /// The `s_or` that adds the compare's lanes to the break mask.
    pub or: usize,
    pub cut: usize,
}

/// The [`LaneBreak`] of loop `l`, proved from values: `l` writes EXEC once, at the cut (so
/// EXEC is the same from the header to the cut and only narrows from one iteration to the
/// next); the cut's block dominates every latch (runs in every iteration) and ends in the
/// loop's only exit, a branch on EXEC; the break mask reaching the cut is one `s_or` earlier
/// in that block, every write of the mask in `l` being such an `s_or` of lane-mask compares
/// of its own block (or of EXEC), and here of exactly one compare, the unit `x` reaching it
/// being that compare's alone. Then a lane active in iteration `t + 1` was active at the
/// compare of iteration `t`, under the same EXEC as the whole iteration, and the compare was
/// false for it.
pub fn lane_break(
    module: &Module,
    code: &Code,
    cfg: &Cfg,
    loops: &Loops,
    du: &DefUse,
    isa: &Isa,
    l: &Loop,
) -> Option<LaneBreak> {
    let mut exec_writes = loop_insts(cfg, l).filter(|&i| writes_exec(code, i));
    let cut = exec_writes.next()?;
    if exec_writes.next().is_some() {
        return None;
    }
    let (exec, mask) = cut_form(module, code, isa, cut)?;
    if !exits_when_empty(module, code, cfg, isa, l, cut) {
        return None;
    }
    let home = cfg.block_of[cut];
    if !l.latches.iter().all(|&b| loops.dominates(home, b)) {
        return None;
    }
    if !mask_grows_within_exec(module, code, cfg, du, isa, l, &exec, &mask) {
        return None;
    }
    // The mask the cut reads: one `s_or` of this iteration, earlier in the cut's block.
    let or = single_def(du, cut, &mask)?;
    if cfg.block_of[or] != home || or >= cut {
        return None;
    }
    let (_, units) = exec_form(module, code, isa, or)?;
    let x = match units.as_slice() {
        [_, a, b] if *a == mask => b.clone(),
        [_, a, b] if *b == mask => a.clone(),
        _ => return None,
    };
    let compare = single_def(du, or, &x)?;
    lane_mask_compare(isa.info(code.insts[compare].op).name.as_str()).then_some(LaneBreak {
        compare,
        or,
        cut,
    })
}

/// Every edge out of `l` leaves the cut's block along its branch's EXEC-is-zero edge (where
/// the exit block is entered from does not matter to the lanes' bound).
fn exits_when_empty(
    module: &Module,
    code: &Code,
    cfg: &Cfg,
    isa: &Isa,
    l: &Loop,
    cut: usize,
) -> bool {
    let home = cfg.block_of[cut];
    let Some(last) = cfg.blocks[home.index()].insts.clone().last() else {
        return false;
    };
    let Some(taken_if_nonzero) = exec_branch(isa.info(code.insts[last].op).name.as_str()) else {
        return false;
    };
    if instruction(module, &code.insts[last]).dual.is_some() {
        return false;
    }
    let zero_edge = if taken_if_nonzero {
        Edge::FallThrough
    } else {
        Edge::Taken
    };
    l.blocks.iter().all(|&b| {
        cfg.graph.edges(b.node()).all(|e| {
            let to = BlockId(e.target().index() as u32);
            l.contains(to) || (b == home && *e.weight() == zero_edge)
        })
    })
}

/// The one instruction defining every unit of `units` that reaches `at` (not the entry).
fn single_def(du: &DefUse, at: usize, units: &[RegUnit]) -> Option<usize> {
    let mut def = None;
    for &u in units {
        let [d] = du.reaching(at, u) else {
            return None;
        };
        if *d == ENTRY || def.is_some_and(|x| x != *d as usize) {
            return None;
        }
        def = Some(*d as usize);
    }
    def
}

/// The EXEC operation of instruction `i` (none for a VOPD pair) and its operands' units.
fn exec_form(
    module: &Module,
    code: &Code,
    isa: &Isa,
    i: usize,
) -> Option<(ExecOp, Vec<Vec<RegUnit>>)> {
    let inst = &code.insts[i];
    let t = instruction(module, inst);
    if t.dual.is_some() {
        return None;
    }
    let op = exec_op(isa.info(inst.op).name.as_str())?;
    let units = t
        .operands
        .iter()
        .map(|o| operand_units(o).into_vec())
        .collect();
    Some((op, units))
}

fn writes_exec(code: &Code, i: usize) -> bool {
    HALVES.iter().any(|h| code.insts[i].defs.contains(h))
}

fn loop_insts<'a>(cfg: &'a Cfg, l: &'a Loop) -> impl Iterator<Item = usize> + 'a {
    l.blocks
        .iter()
        .flat_map(move |b| cfg.blocks[b.index()].insts.clone())
}

/// The proof for one loop (see the module doc), or `None`.
fn prove(
    module: &Module,
    code: &Code,
    cfg: &Cfg,
    du: &DefUse,
    isa: &Isa,
    l: &Loop,
) -> Option<(usize, Restore)> {
    let mut exec_writes = loop_insts(cfg, l).filter(|&i| writes_exec(code, i));
    let cut = exec_writes.next()?;
    if exec_writes.next().is_some() {
        return None;
    }
    let (exec, mask) = cut_form(module, code, isa, cut)?;
    let exit = exit_block(module, code, cfg, isa, l, cut)?;
    let restore = restore_in(module, code, cfg, isa, exit, &exec, &mask)?;
    if !mask_grows_within_exec(module, code, cfg, du, isa, l, &exec, &mask) {
        return None;
    }
    if !mask_starts_empty(module, code, cfg, isa, l, &mask) {
        return None;
    }
    let entries = cfg
        .predecessors(l.header)
        .filter(|p| !l.contains(*p))
        .collect();
    let mut written: Vec<RegUnit> = loop_insts(cfg, l)
        .flat_map(|i| code.insts[i].defs.iter().copied())
        .collect();
    written.sort();
    written.dedup();
    let halves = exec
        .iter()
        .filter_map(|u| HALVES.iter().position(|h| h == u))
        .collect();
    Some((
        restore,
        Restore {
            entries,
            halves,
            mask,
            written,
        },
    ))
}

/// `s_and_not1 exec, exec, sB`: EXEC's units and sB's (scalar, one per half, not EXEC).
fn cut_form(
    module: &Module,
    code: &Code,
    isa: &Isa,
    cut: usize,
) -> Option<(Vec<RegUnit>, Vec<RegUnit>)> {
    let (op, units) = exec_form(module, code, isa, cut)?;
    let [dst, src0, mask] = units.as_slice() else {
        return None;
    };
    let exec_units = dst.clone();
    let ok = op == ExecOp::AndNot1
        && !exec_units.is_empty()
        && exec_units.iter().all(|u| HALVES.contains(u))
        && src0 == &exec_units
        && mask.len() == exec_units.len()
        && mask.iter().all(|u| u.is_scalar() && !HALVES.contains(u));
    ok.then(|| (exec_units, mask.clone()))
}

/// The one block outside `l` that its edges reach, when every such edge leaves the cut's block
/// along the branch's EXEC-is-zero edge and nothing else enters that block.
fn exit_block(
    module: &Module,
    code: &Code,
    cfg: &Cfg,
    isa: &Isa,
    l: &Loop,
    cut: usize,
) -> Option<BlockId> {
    let home = cfg.block_of[cut];
    let last = cfg.blocks[home.index()].insts.clone().last()?;
    let branch = instruction(module, &code.insts[last]);
    let taken_if_nonzero = exec_branch(isa.info(code.insts[last].op).name.as_str())?;
    if branch.dual.is_some() {
        return None;
    }
    // The edge taken when EXEC is zero: execnz falls through, execz jumps.
    let zero_edge = if taken_if_nonzero {
        Edge::FallThrough
    } else {
        Edge::Taken
    };
    let mut exit = None;
    for &b in &l.blocks {
        for e in cfg.graph.edges(b.node()) {
            let to = BlockId(e.target().index() as u32);
            if l.contains(to) {
                continue;
            }
            if b != home || *e.weight() != zero_edge || exit.is_some_and(|x| x != to) {
                return None;
            }
            exit = Some(to);
        }
    }
    let exit = exit?;
    cfg.predecessors(exit).all(|p| p == home).then_some(exit)
}

/// The first instruction of `exit` writing EXEC or the mask, when it is `s_or exec, exec, sB`.
fn restore_in(
    module: &Module,
    code: &Code,
    cfg: &Cfg,
    isa: &Isa,
    exit: BlockId,
    exec: &[RegUnit],
    mask: &[RegUnit],
) -> Option<usize> {
    let i = cfg.blocks[exit.index()]
        .insts
        .clone()
        .find(|&i| writes_exec(code, i) || mask.iter().any(|u| code.insts[i].defs.contains(u)))?;
    let (op, units) = exec_form(module, code, isa, i)?;
    let [dst, a, b] = units.as_slice() else {
        return None;
    };
    let ok =
        op == ExecOp::Or && dst == exec && ((a == exec && b == mask) || (a == mask && b == exec));
    ok.then_some(i)
}

/// Every write of the mask in `l` is `s_or sB, sB, x` with x within the EXEC of that moment.
#[allow(clippy::too_many_arguments)]
fn mask_grows_within_exec(
    module: &Module,
    code: &Code,
    cfg: &Cfg,
    du: &DefUse,
    isa: &Isa,
    l: &Loop,
    exec: &[RegUnit],
    mask: &[RegUnit],
) -> bool {
    loop_insts(cfg, l)
        .filter(|&i| mask.iter().any(|u| code.insts[i].defs.contains(u)))
        .all(|i| {
            let Some((op, units)) = exec_form(module, code, isa, i) else {
                return false;
            };
            let [dst, a, b] = units.as_slice() else {
                return false;
            };
            let x = if a == mask {
                b
            } else if b == mask {
                a
            } else {
                return false;
            };
            op == ExecOp::Or
                && dst == mask
                && code.insts[i].defs.len() <= mask.len() + 1
                && (x == exec
                    || x.len() == mask.len() && compares_in_loop(code, cfg, du, isa, l, i, x))
        })
}

/// Every definition of `x` reaching instruction `at` is a lane-mask compare earlier in `at`'s
/// own block inside `l`: it ran under an EXEC within this entry's EXEC and left inactive lanes
/// 0. (A compare elsewhere in `l` could reach `at` around an outer loop, from a previous entry
/// with another EXEC.)
fn compares_in_loop(
    code: &Code,
    cfg: &Cfg,
    du: &DefUse,
    isa: &Isa,
    l: &Loop,
    at: usize,
    x: &[RegUnit],
) -> bool {
    x.iter().all(|&u| {
        u.is_scalar()
            && du.reaching(at, u).iter().all(|&d| {
                d != ENTRY
                    && (d as usize) < at
                    && cfg.block_of[d as usize] == cfg.block_of[at]
                    && l.contains(cfg.block_of[d as usize])
                    && code.insts[d as usize].dual.is_none()
                    && lane_mask_compare(isa.info(code.insts[d as usize].op).name.as_str())
            })
    })
}

/// On every edge into `l`, the mask is 0: each predecessor of the header outside `l` sets it
/// with `s_mov sB, 0` as its last write of it. (Reaching definitions do not do: a definition
/// inside `l` also reaches the loop again around an outer loop, carrying the lanes of the
/// previous entry, which the EXEC of this entry need not hold.)
fn mask_starts_empty(
    module: &Module,
    code: &Code,
    cfg: &Cfg,
    isa: &Isa,
    l: &Loop,
    mask: &[RegUnit],
) -> bool {
    cfg.predecessors(l.header)
        .filter(|p| !l.contains(*p))
        .all(|p| {
            mask.iter().all(|u| {
                cfg.blocks[p.index()]
                    .insts
                    .clone()
                    .rev()
                    .find(|&i| code.insts[i].defs.contains(u))
                    .is_some_and(|i| is_zero_move(module, code, isa, i))
            })
        })
}

/// `s_mov_b32/b64 d, 0`.
fn is_zero_move(module: &Module, code: &Code, isa: &Isa, i: usize) -> bool {
    let Some((ExecOp::Move, _)) = exec_form(module, code, isa, i) else {
        return false;
    };
    let t = instruction(module, &code.insts[i]);
    matches!(
        t.operands.get(1).map(|o| &o.kind),
        Some(OperandKind::Int { value: 0, .. })
    )
}
