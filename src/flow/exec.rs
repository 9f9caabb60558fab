//! EXEC equality: for every instruction, a symbolic identity of the EXEC value it runs under,
//! such that two instructions with the same identity see the same EXEC on every path (with the
//! loop caveat of [`ExecIds::same_exec`]).
//!
//! An identity names the *latest* value some event gave EXEC: the launch ([`ExecId::Entry`]),
//! the latest execution of an instruction that wrote it ([`ExecId::Inst`]), or the latest entry
//! into a block whose predecessors disagree ([`ExecId::Join`]). Each half of EXEC (`exec_lo`,
//! `exec_hi`) has its own identity, so wave32 and wave64 code are the same analysis.
//!
//! Saving and restoring is what makes identities survive divergent code. The state before each
//! instruction holds, besides EXEC's identity:
//! - which SGPRs hold an exact copy of an EXEC identity (`s_and_saveexec_b32 sS, sC` and
//!   `s_mov_b32 sS, exec_lo` make `sS` a copy of the EXEC before them);
//! - `within`: the SGPRs whose *current* value contains EXEC as a lane set. An
//!   `s_and_saveexec` puts its saved register there, and EXEC narrowed by `s_and exec, exec, x`
//!   or `s_and_not1 exec, exec, x` stays within everything it was within.
//!
//! `s_or_b32 exec_lo, exec_lo, sS` with `sS` in `within` gives EXEC = sS's value exactly, so
//! when `sS` is a known copy the identity comes back. Writing an SGPR drops every fact about
//! it; a new identity drops the copies of its stale value (a saved copy of `Inst(i)` no longer
//! equals the value `i` writes next time). Any other EXEC write (the other saveexec
//! forms, `s_xor`, ...) gives a fresh identity with no facts. Branches (`s_cbranch_execz`)
//! do not change EXEC.
//!
//! A join keeps an identity (and a fact) when every visited predecessor agrees on it, else it
//! gets `Join(block)`. The iteration starts optimistic (unvisited predecessors are ignored), so
//! a loop header keeps its preheader's identity exactly when every back edge brings it back.
//!
//! A loop that narrows EXEC with the structurizer's break mask and gives it back after its exit
//! (`s_or exec, exec, sB`) restores the identity its entry edges agree on, when
//! [`super::break_mask`] proves sB equals that EXEC at the restore.
//! Per-opcode meaning comes from [`crate::isa::semantics::exec_op`] on the table name.

use super::break_mask::{self, Restore};
use super::cfg::{BlockId, Cfg};
use super::dataflow::DefUse;
use super::insts::{instruction, Code};
use super::loops::Loops;
use super::regs::{operand_units, RegUnit, EXEC_HI, EXEC_LO};
use crate::asm::Module;
use crate::isa::semantics::{exec_compare, exec_op, ExecOp};
use crate::isa::Isa;
use std::collections::{BTreeMap, BTreeSet};

/// A symbolic EXEC-half value. The `u8` is the half (0: `exec_lo`, 1: `exec_hi`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ExecId {
    /// The launch's EXEC.
    Entry(u8),
    /// The value the latest execution of instruction `i` wrote.
    Inst(u32, u8),
    /// The value on the latest entry into the block (its predecessors disagree).
    Join(u32, u8),
}

impl ExecId {
    /// The block whose re-execution gives this identity a new value (`None`: the launch).
    pub fn home(self, cfg: &Cfg) -> Option<BlockId> {
        match self {
            ExecId::Entry(_) => None,
            ExecId::Inst(i, _) => Some(cfg.block_of[i as usize]),
            ExecId::Join(b, _) => Some(BlockId(b)),
        }
    }
}

/// One EXEC half: its identity and the SGPRs whose current value contains it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Half {
    id: ExecId,
    within: BTreeSet<RegUnit>,
}

/// What is known before an instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    exec: [Half; 2],
    /// SGPR -> the EXEC half it holds an exact copy of (with that value's `within`).
    saved: BTreeMap<RegUnit, Half>,
}

const HALVES: [RegUnit; 2] = [EXEC_LO, EXEC_HI];

/// The identities of a kernel, per instruction.
#[derive(Clone, Debug, Default)]
pub struct ExecIds {
    /// EXEC (low, high) before each instruction; `None` where nothing is proved (unreached
    /// code, indirect jumps, no fixed point).
    at: Vec<Option<[ExecId; 2]>>,
    /// EXEC (low, high) after each block's last instruction.
    out: Vec<Option<[ExecId; 2]>>,
}

/// Rounds of the fixed point per block before giving up (the lattice is shallow: identities
/// only fall to `Join`, fact sets only shrink).
const ROUNDS_PER_BLOCK: usize = 16;

impl ExecIds {
    /// Runs the analysis.
    pub fn compute(
        module: &Module,
        code: &Code,
        cfg: &Cfg,
        loops: &Loops,
        du: &DefUse,
        isa: &Isa,
    ) -> ExecIds {
        let none = ExecIds {
            at: vec![None; code.len()],
            out: vec![None; cfg.blocks.len()],
        };
        if cfg.has_indirect || cfg.blocks.is_empty() {
            return none;
        }
        let restores = break_mask::restores(module, code, cfg, loops, du, isa);
        // A restore's block depends on its loop's entry blocks, not only on its predecessor.
        let mut dependents: BTreeMap<BlockId, Vec<BlockId>> = BTreeMap::new();
        for (&i, r) in &restores {
            for &p in &r.entries {
                dependents.entry(p).or_default().push(cfg.block_of[i]);
            }
        }
        let n = cfg.blocks.len();
        let mut out: Vec<Option<State>> = vec![None; n];
        let mut work: BTreeSet<BlockId> = [cfg.entry()].into_iter().collect();
        let mut budget = n * ROUNDS_PER_BLOCK;
        while let Some(b) = work.pop_first() {
            if budget == 0 {
                return none;
            }
            budget -= 1;
            let Some(mut s) = entry_state(cfg, &out, b) else {
                continue;
            };
            for i in cfg.blocks[b.index()].insts.clone() {
                transfer(module, code, isa, &restores, &out, i, &mut s);
            }
            if out[b.index()].as_ref() != Some(&s) {
                out[b.index()] = Some(s);
                work.extend(cfg.successors(b));
                work.extend(dependents.get(&b).into_iter().flatten().copied());
            }
        }
        let mut at = vec![None; code.len()];
        for b in cfg.block_ids() {
            let Some(mut s) = entry_state(cfg, &out, b) else {
                continue;
            };
            for i in cfg.blocks[b.index()].insts.clone() {
                at[i] = Some([s.exec[0].id, s.exec[1].id]);
                transfer(module, code, isa, &restores, &out, i, &mut s);
            }
        }
        let out = out
            .iter()
            .map(|s| s.as_ref().map(|s| [s.exec[0].id, s.exec[1].id]))
            .collect();
        ExecIds { at, out }
    }

    /// EXEC's identity (low, high) after block `b`'s last instruction: what copies placed on
    /// an edge out of `b` (before its branch, or at the start of a successor `b` alone
    /// reaches) run under.
    pub fn after_block(&self, b: BlockId) -> Option<[ExecId; 2]> {
        self.out.get(b.index()).copied().flatten()
    }

    /// EXEC's identity (low, high) before instruction `i`, if known.
    pub fn at(&self, i: usize) -> Option<[ExecId; 2]> {
        self.at.get(i).copied().flatten()
    }

    /// Whether the instructions `insts` provably run under one EXEC value: each half an
    /// instruction reads has the same identity at all of them, and that identity cannot take a
    /// new value while they run: its home block shares no loop with any of them (between two
    /// executions of them, the home block runs again only on a cycle through both).
    pub fn same_exec(
        &self,
        code: &Code,
        cfg: &Cfg,
        loops: &Loops,
        insts: &BTreeSet<usize>,
    ) -> Result<(), &'static str> {
        let mut seen: [Option<ExecId>; 2] = [None, None];
        for &i in insts {
            let ids = self.at(i).ok_or("where EXEC is not known")?;
            let reads: Vec<usize> = (0..2)
                .filter(|&h| code.insts[i].uses.contains(&HALVES[h]))
                .collect();
            if reads.is_empty() {
                return Err("by an instruction that ignores EXEC");
            }
            for h in reads {
                match seen[h] {
                    None => seen[h] = Some(ids[h]),
                    Some(id) if id == ids[h] => {}
                    Some(_) => return Err("under different EXEC values"),
                }
            }
        }
        let blocks: BTreeSet<BlockId> = insts.iter().map(|&i| cfg.block_of[i]).collect();
        for id in seen.into_iter().flatten() {
            let Some(home) = id.home(cfg) else { continue };
            let shared = loops
                .loops
                .iter()
                .any(|l| l.contains(home) && blocks.iter().any(|&b| l.contains(b)));
            if shared {
                return Err("under an EXEC value set anew in a loop around them");
            }
        }
        Ok(())
    }
}

/// The state on entry to `b`: the launch state for the entry block, met with every visited
/// predecessor's exit state; `None` when nothing reaches it yet.
fn entry_state(cfg: &Cfg, out: &[Option<State>], b: BlockId) -> Option<State> {
    let launch = (b == cfg.entry()).then(|| State {
        exec: [0u8, 1].map(|h| Half {
            id: ExecId::Entry(h),
            within: BTreeSet::new(),
        }),
        saved: BTreeMap::new(),
    });
    let preds = cfg.predecessors(b).filter_map(|p| out[p.index()].clone());
    let mut merged = launch
        .into_iter()
        .chain(preds)
        .reduce(|a, c| meet(a, &c, b))?;
    // A copy of this block's `Join` value taken on an earlier entry is stale now.
    let stale = [0u8, 1].map(|h| ExecId::Join(b.0, h));
    merged.saved.retain(|_, v| !stale.contains(&v.id));
    Some(merged)
}

/// The facts two predecessors agree on; EXEC halves they disagree on become `Join(b)`.
fn meet(mut a: State, c: &State, b: BlockId) -> State {
    for (h, half) in a.exec.iter_mut().enumerate() {
        if half.id != c.exec[h].id {
            half.id = ExecId::Join(b.0, h as u8);
        }
        half.within.retain(|u| c.exec[h].within.contains(u));
    }
    a.saved
        .retain(|u, v| c.saved.get(u).is_some_and(|w| w.id == v.id));
    for (u, v) in a.saved.iter_mut() {
        if let Some(w) = c.saved.get(u) {
            v.within.retain(|x| w.within.contains(x));
        }
    }
    a
}

/// The effect of instruction `i` on the state: a proved break-mask restore gives EXEC back
/// the loop's entry value, any other instruction goes through [`step`].
fn transfer(
    module: &Module,
    code: &Code,
    isa: &Isa,
    restores: &BTreeMap<usize, Restore>,
    out: &[Option<State>],
    i: usize,
    s: &mut State,
) {
    match restores
        .get(&i)
        .and_then(|r| entry_halves(r, out).map(|e| (r, e)))
    {
        Some((r, entry)) => give_back(code, i, r, entry, s),
        None => step(module, code, isa, i, s),
    }
}

/// EXEC's halves on the edges into a break-mask loop, when every entry block is reached and
/// they agree on the identity of each half the restore writes (facts: those all agree on).
fn entry_halves(r: &Restore, out: &[Option<State>]) -> Option<Vec<Half>> {
    let states: Vec<&State> = r
        .entries
        .iter()
        .map(|p| out[p.index()].as_ref())
        .collect::<Option<_>>()?;
    r.halves
        .iter()
        .map(|&h| {
            let first = &states.first()?.exec[h];
            let mut half = first.clone();
            for st in &states[1..] {
                if st.exec[h].id != first.id {
                    return None;
                }
                half.within.retain(|u| st.exec[h].within.contains(u));
            }
            Some(half)
        })
        .collect()
}

/// `s_or exec, exec, sB` after a proved break-mask loop: EXEC = sB = the entry EXEC, whose
/// identity has no new value (its home is outside the loop, which writes EXEC only at the
/// break). Registers the loop writes no longer hold what they held at the entry.
fn give_back(code: &Code, i: usize, r: &Restore, entry: Vec<Half>, s: &mut State) {
    let others: Vec<RegUnit> = code.insts[i]
        .defs
        .iter()
        .copied()
        .filter(|u| !HALVES.contains(u))
        .collect();
    forget(s, &others);
    for (k, (&h, mut half)) in r.halves.iter().zip(entry).enumerate() {
        half.within
            .retain(|u| !r.written.contains(u) && !others.contains(u));
        half.within.insert(r.mask[k]);
        s.exec[h] = half;
    }
}

/// The effect of instruction `i` on the state.
fn step(module: &Module, code: &Code, isa: &Isa, i: usize, s: &mut State) {
    let inst = &code.insts[i];
    let written: Vec<usize> = (0..2).filter(|&h| inst.defs.contains(&HALVES[h])).collect();
    let t = instruction(module, inst);
    let units = |k: usize| -> Vec<RegUnit> {
        t.operands
            .get(k)
            .map(|o| operand_units(o).into_vec())
            .unwrap_or_default()
    };
    let exec_units: Vec<RegUnit> = written.iter().map(|&h| HALVES[h]).collect();
    let op = if t.dual.is_some() {
        None
    } else {
        exec_op(isa.info(inst.op).name.as_str())
    };
    let old = s.exec.clone();
    // Facts about registers this instruction overwrites die first (EXEC's own are rebuilt).
    let others: Vec<RegUnit> = inst
        .defs
        .iter()
        .copied()
        .filter(|u| !HALVES.contains(u))
        .collect();
    forget(s, &others);
    let scrub = |h: &Half| Half {
        id: h.id,
        within: h
            .within
            .iter()
            .copied()
            .filter(|u| !others.contains(u))
            .collect(),
    };
    let mut new: Vec<(usize, Half)> = Vec::new();
    if written.is_empty() {
        // A copy of EXEC into SGPRs: `s_mov_b32 sX, exec_lo`.
        if op == Some(ExecOp::Move) && is_exec(&units(1)) {
            let dst = units(0);
            for (k, &h) in halves_of(&units(1)).iter().enumerate() {
                if let Some(&d) = dst.get(k) {
                    s.saved.insert(d, scrub(&old[h]));
                    s.exec[h].within.insert(d);
                }
            }
        }
        return;
    }
    let dst = units(0);
    match op {
        Some(ExecOp::AndSaveexec | ExecOp::OtherSaveexec) if dst.len() == written.len() => {
            for (k, &h) in written.iter().enumerate() {
                s.saved.insert(dst[k], scrub(&old[h]));
                let within = if op == Some(ExecOp::AndSaveexec) {
                    // EXEC & sC is within the old EXEC, which sS now holds.
                    let mut w = scrub(&old[h]).within;
                    w.insert(dst[k]);
                    w
                } else {
                    BTreeSet::new()
                };
                new.push((h, fresh(i, h, within)));
            }
        }
        Some(ExecOp::And | ExecOp::AndNot1) if dst == exec_units => {
            // EXEC & x and EXEC & !x are within whatever EXEC was within.
            let narrows = is_same(&units(1), &exec_units)
                || (op == Some(ExecOp::And) && is_same(&units(2), &exec_units));
            for &h in &written {
                let within = if narrows {
                    scrub(&old[h]).within
                } else {
                    BTreeSet::new()
                };
                new.push((h, fresh(i, h, within)));
            }
        }
        Some(ExecOp::Or) if dst == exec_units => {
            let other = if is_same(&units(1), &exec_units) {
                Some(units(2))
            } else if is_same(&units(2), &exec_units) {
                Some(units(1))
            } else {
                None
            };
            for (k, &h) in written.iter().enumerate() {
                // EXEC | sS == sS when EXEC is within sS.
                let holder = other
                    .as_ref()
                    .and_then(|o| o.get(k).copied())
                    .filter(|u| o_len(&other) == written.len() && old[h].within.contains(u));
                new.push((h, copy_of(s, i, h, holder)));
            }
        }
        Some(ExecOp::Move) if dst == exec_units => {
            let src = units(1);
            for (k, &h) in written.iter().enumerate() {
                let holder = src
                    .get(k)
                    .copied()
                    .filter(|u| src.len() == written.len() && !HALVES.contains(u) && u.is_scalar());
                new.push((h, copy_of(s, i, h, holder)));
            }
        }
        None if t.dual.is_none() && exec_compare(isa.info(inst.op).name.as_str()) => {
            // `v_cmpx`: EXEC & compare, within whatever EXEC was within (a copy saved by
            // `s_mov_b32 sS, exec_lo` before it then gives the identity back on `s_or`).
            for &h in &written {
                new.push((h, fresh(i, h, scrub(&old[h]).within)));
            }
        }
        _ => {
            for &h in &written {
                new.push((h, fresh(i, h, BTreeSet::new())));
            }
        }
    }
    for (h, half) in new {
        if let ExecId::Inst(..) = half.id {
            // Copies of the previous value of this instruction's identity are stale now.
            s.saved.retain(|_, v| v.id != half.id);
        }
        s.exec[h] = half;
    }
}

/// EXEC = the value of SGPR `holder` (`None`: not a register known to hold a whole value).
fn copy_of(s: &State, i: usize, h: usize, holder: Option<RegUnit>) -> Half {
    match holder {
        Some(u) => {
            let mut half = s
                .saved
                .get(&u)
                .filter(|v| v.id_half() == h)
                .cloned()
                .unwrap_or_else(|| fresh(i, h, BTreeSet::new()));
            half.within.insert(u);
            half
        }
        None => fresh(i, h, BTreeSet::new()),
    }
}

impl Half {
    /// The EXEC half this identity belongs to.
    fn id_half(&self) -> usize {
        match self.id {
            ExecId::Entry(h) | ExecId::Inst(_, h) | ExecId::Join(_, h) => h as usize,
        }
    }
}

fn fresh(i: usize, h: usize, within: BTreeSet<RegUnit>) -> Half {
    Half {
        id: ExecId::Inst(i as u32, h as u8),
        within,
    }
}

fn o_len(o: &Option<Vec<RegUnit>>) -> usize {
    o.as_ref().map_or(0, Vec::len)
}

/// Drops every fact about the registers `units`.
fn forget(s: &mut State, units: &[RegUnit]) {
    if units.is_empty() {
        return;
    }
    for u in units {
        s.saved.remove(u);
    }
    for h in s.exec.iter_mut().chain(s.saved.values_mut()) {
        h.within.retain(|u| !units.contains(u));
    }
}

fn is_exec(units: &[RegUnit]) -> bool {
    !units.is_empty() && units.iter().all(|u| HALVES.contains(u))
}

fn is_same(a: &[RegUnit], b: &[RegUnit]) -> bool {
    !a.is_empty() && a == b
}

/// The EXEC halves (0/1) a list of EXEC units names, in order.
fn halves_of(units: &[RegUnit]) -> Vec<usize> {
    units
        .iter()
        .filter_map(|u| HALVES.iter().position(|x| x == u))
        .collect()
}
