//! `s_delay_alu` (gfx1100): hints that tell the wave to stall an ALU instruction until a recent
//! ALU result it reads is ready, so the hardware need not check dependencies itself.
//!
//! Regenerated after rewrites with LLVM's AMDGPUInsertDelayAlu model, so that a block a pass
//! touched without changing its dependences (a register renamed) gets the hints the compiler
//! placed, no more:
//! - only explicit operands count (LLVM scans `MI.defs()` and `MI.explicit_uses()`): the carry
//!   `vcc_lo` of `v_add_co_ci_u32_e32` is implicit there and gives no delay;
//! - a result is awaited only while it may still be in flight: each instruction advances one
//!   cycle (`s_nop N`: N + 1), and a VALU result is forgotten after its latency (the isa
//!   tables' `sched.latency`, LLVM's scheduling model), after 4 later VALU instructions
//!   (`VALU_DEP_1..4`), a transcendental after 3 (`TRANS32_DEP_1..3`), an SALU result after
//!   its latency (`SALU_CYCLE_n`);
//! - VMEM, LDS and export instructions wait for every VALU result before issuing, so they
//!   clear what is in flight;
//! - SMEM and other instructions neither wait nor count as ALU producers;
//! - the state flows across blocks: a block starts from the merge of its predecessors' ends,
//!   iterated to a fixed point as LLVM does.
//!
//! Two delays share one `s_delay_alu` (`instskip`/`instid1`) when the first hint holds one
//! delay and the second instruction lies at most 5 instructions after the first.
//!
//! Hints never change results; a missing hint costs speed, not correctness. Kernels that no
//! pass rewrote, and blocks no pass changed, keep the compiler's hints.

use std::collections::BTreeMap;

use crate::asm::SpecialReg;
use crate::asm::{Field, FieldList, FieldSep, Instruction, LineKind, Module, Operand, OperandKind};
use crate::flow::cfg::{BlockId, Cfg};
use crate::flow::insts::{explicit_units, instruction, Code, Inst};
use crate::flow::regs::RegUnit;
use crate::isa::{Isa, OpInfo, Unit};

/// How an instruction takes part in the model (LLVM's `getDelayType` and
/// `instructionWaitsForVALU`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Valu,
    Trans,
    Salu,
    /// Waits for every outstanding VALU result before it issues (VMEM, LDS, export).
    WaitsForValu,
    Other,
}

fn kind(info: &OpInfo, inst: &Instruction) -> Kind {
    if waits_for_valu(info, inst) {
        return Kind::WaitsForValu;
    }
    match info.unit {
        Unit::Valu | Unit::Matrix => Kind::Valu,
        Unit::ValuTrans => Kind::Trans,
        // Every SOP* encoding is SALU for LLVM, branches and waits included.
        Unit::Salu | Unit::Branch | Unit::Barrier | Unit::Waitcnt | Unit::Message | Unit::Hint => {
            Kind::Salu
        }
        Unit::VmemLoad | Unit::VmemStore | Unit::VmemAtomic | Unit::Lds | Unit::Export => {
            Kind::WaitsForValu
        }
        Unit::Smem | Unit::Other => Kind::Other,
    }
}

/// Instructions that wait for every VALU result before they issue, besides VMEM/LDS/export:
/// an unclassified op that reads EXEC is a vector one (the MUBUF cache invalidates
/// `buffer_gl0_inv`/`buffer_gl1_inv`, MIMG queries), and `s_waitcnt_depctr` with `va_vdst`
/// 0 (what the compiler puts after a transcendental whose result is read soon).
fn waits_for_valu(info: &OpInfo, inst: &Instruction) -> bool {
    if info.unit == Unit::Other {
        let exec = [SpecialReg::ExecLo, SpecialReg::Exec];
        return info.implicit_uses.iter().any(|r| exec.contains(r));
    }
    if inst.mnemonic != crate::isa::semantics::WAITCNT_DEPCTR {
        return false;
    }
    match inst.operands.first().map(|o| &o.kind) {
        Some(OperandKind::Int { value, .. }) => (value >> 12) & 0xf == 0,
        // A field left out keeps its "no wait" default.
        Some(OperandKind::Fields(f)) => f
            .fields
            .iter()
            .any(|f| f.name.as_str() == "depctr_va_vdst" && f.value.as_str().trim() == "0"),
        _ => false,
    }
}

const VALU_MAX: u32 = 5;
const TRANS_MAX: u32 = 4;
const SALU_CYCLES_MAX: u32 = 4;
/// LLVM's `WriteSALU` latency on gfx11 (SISchedule.td), which VALU carry-outs are scheduled as.
const CARRY_LATENCY: u32 = 2;

/// What is known of the last write of one register unit (LLVM's `DelayInfo`): how many
/// cycles until each kind of producer's result is ready and how many instructions of that
/// kind issued since.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pending {
    valu_cycles: u32,
    valu_num: u32,
    trans_cycles: u32,
    trans_num: u32,
    /// VALU instructions issued since the transcendental producer.
    trans_num_valu: u32,
    salu_cycles: u32,
}

impl Pending {
    const NONE: Pending = Pending {
        valu_cycles: 0,
        valu_num: VALU_MAX,
        trans_cycles: 0,
        trans_num: TRANS_MAX,
        trans_num_valu: VALU_MAX,
        salu_cycles: 0,
    };

    fn written(kind: Kind, latency: u32) -> Pending {
        let mut p = Pending::NONE;
        match kind {
            Kind::Valu => (p.valu_cycles, p.valu_num) = (latency, 0),
            Kind::Trans => (p.trans_cycles, p.trans_num, p.trans_num_valu) = (latency, 0, 0),
            // Capped as LLVM does against pseudo SALU ops of huge latency.
            _ => p.salu_cycles = latency.min(SALU_CYCLES_MAX),
        }
        p
    }

    /// Waiting for both is waiting for the later-ready and the more recent of each kind.
    fn merge(&mut self, o: &Pending) {
        self.valu_cycles = self.valu_cycles.max(o.valu_cycles);
        self.valu_num = self.valu_num.min(o.valu_num);
        self.trans_cycles = self.trans_cycles.max(o.trans_cycles);
        self.trans_num = self.trans_num.min(o.trans_num);
        self.trans_num_valu = self.trans_num_valu.min(o.trans_num_valu);
        self.salu_cycles = self.salu_cycles.max(o.salu_cycles);
    }

    /// One instruction of `kind` issued over `cycles`; true when nothing is pending any more.
    fn advance(&mut self, kind: Kind, cycles: u32) -> bool {
        let mut done = true;
        self.valu_num += u32::from(kind == Kind::Valu);
        if self.valu_num >= VALU_MAX || self.valu_cycles <= cycles {
            (self.valu_num, self.valu_cycles) = (VALU_MAX, 0);
        } else {
            self.valu_cycles -= cycles;
            done = false;
        }
        self.trans_num += u32::from(kind == Kind::Trans);
        self.trans_num_valu += u32::from(kind == Kind::Valu);
        if self.trans_num >= TRANS_MAX || self.trans_cycles <= cycles {
            (self.trans_num, self.trans_num_valu, self.trans_cycles) = (TRANS_MAX, VALU_MAX, 0);
        } else {
            self.trans_cycles -= cycles;
            done = false;
        }
        if self.salu_cycles <= cycles {
            self.salu_cycles = 0;
        } else {
            self.salu_cycles -= cycles;
            done = false;
        }
        done
    }

    /// The `instid` values to wait for this (LLVM's `emitDelayAlu`): at most two.
    fn ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        if self.trans_num < TRANS_MAX {
            ids.push(format!("TRANS32_DEP_{}", self.trans_num));
        }
        // A VALU wait only when it is more recent than the transcendental one.
        if self.valu_num < VALU_MAX && self.valu_num <= self.trans_num_valu {
            ids.push(format!("VALU_DEP_{}", self.valu_num));
        }
        // No room for an SALU wait beside two others: LLVM drops it.
        if self.salu_cycles > 0 && ids.len() < 2 {
            ids.push(format!("SALU_CYCLE_{}", self.salu_cycles));
        }
        ids
    }
}

/// Pending writes by register unit at one point of the code.
type State = BTreeMap<RegUnit, Pending>;

fn merge_into(into: &mut State, from: &State) {
    for (u, p) in from {
        into.entry(*u).and_modify(|q| q.merge(p)).or_insert(*p);
    }
}

/// One `s_delay_alu`: the delay of the instruction after it and, optionally, of a second one
/// `skip` instructions after that first one (`instskip`: 0 = SAME, 1 = NEXT, 2..=5 = SKIP_1..SKIP_4).
fn delay(id0: &str, second: Option<(usize, &str)>) -> Instruction {
    const SKIP: [&str; 6] = ["SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4"];
    let field = |name: &str, value: &str| Field {
        name: name.into(),
        value: value.into(),
    };
    let mut fields = vec![field("instid0", id0)];
    // With one field the separator is never printed, and parsing gives Space.
    let mut sep = FieldSep::Space;
    if let Some((skip, id1)) = second {
        // SAME (both delays for one instruction) is the default, which LLVM does not print.
        if skip > 0 {
            fields.push(field("instskip", SKIP[skip]));
        }
        fields.push(field("instid1", id1));
        sep = FieldSep::Pipe;
    }
    Instruction::new(
        crate::isa::semantics::DELAY_ALU,
        [Operand::from(OperandKind::Fields(Box::new(FieldList {
            fields,
            sep,
        })))],
    )
}

/// One delay to place: (position among the block's instructions, line of the instruction it
/// precedes, the `instid`s it waits for).
type Delay = (usize, usize, Vec<String>);

/// Walks one block from `state` (LLVM's `runOnMachineBasicBlock`), pushing the delays each
/// ALU instruction needs to `delays`, and returns the state at its end. The block's own
/// `s_delay_alu` lines are not instructions of the model (they are what it recomputes).
fn walk<'c>(
    isa: &Isa,
    items: impl Iterator<Item = (&'c Inst, &'c Instruction)>,
    mut state: State,
    mut delays: Option<&mut Vec<Delay>>,
) -> State {
    let mut pos = 0usize;
    for (inst, text) in items {
        let info = isa.info(inst.op);
        if text.mnemonic == crate::isa::semantics::DELAY_ALU {
            continue;
        }
        pos += 1;
        let kind = kind(info, text);
        let (defs, uses) = explicit_units(isa, inst, text);
        match kind {
            Kind::WaitsForValu => state.clear(),
            Kind::Valu | Kind::Trans | Kind::Salu => {
                let mut wait = Pending::NONE;
                for u in &uses {
                    if let Some(p) = state.remove(u) {
                        wait.merge(&p);
                    }
                }
                let ids = wait.ids();
                if let (Some(out), false) = (delays.as_deref_mut(), ids.is_empty()) {
                    out.push((pos, inst.line, ids));
                }
                let latency = inst
                    .dual
                    .map_or(0, |y| isa.info(y).sched.latency)
                    .max(info.sched.latency);
                // A VALU op's second, scalar destination (the carry of `v_add_co_u32 v7, s0`,
                // `v_mad_u64_u32`'s) is scheduled as an SALU write in LLVM's model
                // (`[Write32Bit, WriteSALU]`), ready sooner than the vector result.
                let carry = kind != Kind::Salu && defs.iter().any(|u| u.is_vgpr());
                for u in defs {
                    let latency = if carry && u.is_scalar() {
                        CARRY_LATENCY
                    } else {
                        u32::from(latency)
                    };
                    state.insert(u, Pending::written(kind, latency));
                }
            }
            Kind::Other => {}
        }
        let cycles = match (
            text.mnemonic == crate::isa::semantics::NOP,
            text.operands.first(),
        ) {
            (
                true,
                Some(Operand {
                    kind: OperandKind::Int { value, .. },
                    ..
                }),
            ) => u32::try_from(*value).unwrap_or(0).saturating_add(1),
            _ => 1,
        };
        state.retain(|_, p| !p.advance(kind, cycles));
    }
    state
}

/// The instructions of a block of the current code, with their text.
fn items<'c>(
    module: &'c Module,
    code: &'c Code,
    insts: std::ops::Range<usize>,
) -> impl Iterator<Item = (&'c Inst, &'c Instruction)> {
    code.insts[insts]
        .iter()
        .map(move |i| (i, instruction(module, i)))
}

/// The block of instructions `insts` as the input had it, when the passes only rewrote lines
/// of it in place (none inserted into it or deleted from it): each instruction with its
/// original text, parsed again from the source. `None` when its shape changed or a line does
/// not come back.
fn original_block(
    module: &Module,
    isa: &Isa,
    code: &Code,
    insts: std::ops::Range<usize>,
) -> Option<Vec<(Inst, Instruction)>> {
    let log = module.edit_log();
    let last = code.insts.get(insts.end.checked_sub(1)?)?.line;
    // A deletion right after the block's last instruction is recorded on the next line.
    if module
        .lines
        .get(last + 1)
        .is_some_and(|l| log.deleted_before(l.id))
    {
        return None;
    }
    let mut out = Vec::with_capacity(insts.len());
    for inst in &code.insts[insts] {
        let line = &module.lines[inst.line];
        if log.inserted(line.id) || log.deleted_before(line.id) {
            return None;
        }
        if line.origin.is_some() {
            out.push((inst.clone(), instruction(module, inst).clone()));
            continue;
        }
        let text = source_text(module, inst.line)?;
        let parsed = crate::asm::parse_module("original", text, module.target).ok()?;
        let LineKind::Instruction(i) = parsed.lines.into_iter().next()?.kind else {
            return None;
        };
        let op = isa.lookup(&i)?;
        let dual = match &i.dual {
            Some(_) => Some(isa.lookup_dual(&i)?),
            None => None,
        };
        let old = Inst {
            op,
            dual,
            ..inst.clone()
        };
        out.push((old, *i));
    }
    Some(out)
}

/// The source text of line `l`, which a pass rewrote in place (it keeps the id the parser
/// gave it, its 0-based line number): found from the nearest line above that still has its
/// source span, so the cost is the distance to it, not the file's size.
fn source_text(module: &Module, l: usize) -> Option<&str> {
    let id = module.lines[l].id.get();
    let (mut at, mut from) = (0usize, 0u32);
    if let Some(p) = module.lines[..l].iter().rev().find(|x| x.origin.is_some()) {
        let o = p.origin.as_ref()?;
        (at, from) = (o.span().end as usize, p.id.get());
        // The span ends before the line ending: step over it to the next line.
        at += module.source()[at..].find('\n')? + 1;
        from += 1;
    }
    let src = module.source();
    for _ in from..id {
        at += src[at..].find('\n')? + 1;
    }
    let line = src[at..].split('\n').next()?;
    Some(line.strip_suffix('\r').unwrap_or(line))
}

/// The state at the start of every block: the merge of its predecessors' ends, iterated to a
/// fixed point (LLVM's worklist over `BlockState`). Merging takes the later-ready and more
/// recent of each producer, so the states only grow and the iteration ends; the cap is a
/// guard, and a state cut short only costs hints, never correctness.
fn entry_states(module: &Module, isa: &Isa, code: &Code, cfg: &Cfg) -> Vec<State> {
    let n = cfg.blocks.len();
    let mut ends: Vec<State> = vec![State::new(); n];
    let mut queued = vec![true; n];
    let mut work: Vec<usize> = (0..n).rev().collect();
    let mut budget = 64 * n + 64;
    let entry_of = |b: usize, ends: &[State]| {
        let mut s = State::new();
        for p in cfg.predecessors(BlockId(b as u32)) {
            merge_into(&mut s, &ends[p.index()]);
        }
        s
    };
    while let Some(b) = work.pop() {
        queued[b] = false;
        budget = budget.saturating_sub(1);
        if budget == 0 {
            break;
        }
        let block = items(module, code, cfg.blocks[b].insts.clone());
        let end = walk(isa, block, entry_of(b, &ends), None);
        if end != ends[b] {
            ends[b] = end;
            for s in cfg.successors(BlockId(b as u32)) {
                if !std::mem::replace(&mut queued[s.index()], true) {
                    work.push(s.index());
                }
            }
        }
    }
    (0..n).map(|b| entry_of(b, &ends)).collect()
}

/// One `s_delay_alu` per delay, a second delay folded into the previous hint when that hint
/// holds one delay and the second instruction is at most 5 instructions after its first
/// (`instskip`), as LLVM's `emitDelayAlu` does: half the hint instructions in dependent chains.
fn pack(delays: &[Delay]) -> Vec<(usize, Instruction)> {
    let mut out: Vec<(usize, Instruction)> = Vec::new();
    // The last hint with room for a second delay: (index in `out`, position, its id).
    let mut open: Option<(usize, usize, &str)> = None;
    for (pos, line, ids) in delays {
        match (open, ids.as_slice()) {
            (Some((k, p0, id0)), [id1]) if pos - p0 <= 5 => {
                out[k].1 = delay(id0, Some((pos - p0, id1)));
                open = None;
            }
            (_, [id0]) => {
                out.push((*line, delay(id0, None)));
                open = Some((out.len() - 1, *pos, id0));
            }
            (_, [id0, id1, ..]) => {
                out.push((*line, delay(id0, Some((0, id1)))));
                open = None;
            }
            (_, []) => {}
        }
    }
    out
}

/// Removes every `s_delay_alu` of the blocks a pass changed and inserts freshly computed ones;
/// other blocks keep the compiler's hints. Returns (removed, inserted).
pub fn regenerate(
    module: &mut Module,
    isa: &Isa,
    code: &Code,
    cfg: &Cfg,
    scope: super::FixScope,
) -> (usize, usize) {
    let changed = super::changed_blocks(module, code, cfg, scope);
    if !changed.contains(&true) {
        return (0, 0);
    }
    let entries = entry_states(module, isa, code, cfg);
    let mut deletions = Vec::new();
    let mut insertions = Vec::new();
    for (b, block) in cfg.blocks.iter().enumerate().filter(|(b, _)| changed[*b]) {
        let mut delays = Vec::new();
        let now = items(module, code, block.insts.clone());
        walk(isa, now, entries[b].clone(), Some(&mut delays));
        // A block whose lines a pass only rewrote in place without changing what the model
        // sees (a register renamed in a load and its reader) needs no other hints than it had:
        // the compiler's stay, also where its LLVM differs from the model (clang-22). (A
        // fix-up the user names works on the whole kernel: it places hints where none are.)
        let kept = (scope == super::FixScope::Changed)
            .then(|| original_block(module, isa, code, block.insts.clone()))
            .flatten();
        if let Some(old) = kept {
            let mut before = Vec::new();
            let old_items = old.iter().map(|(i, t)| (i, t));
            walk(isa, old_items, entries[b].clone(), Some(&mut before));
            if before == delays {
                continue;
            }
        }
        let fresh = pack(&delays);
        // The block's hints as they are: (line of the instruction each precedes, text).
        let mut old_hints: Vec<(usize, String)> = Vec::new();
        let mut pending: Vec<String> = Vec::new();
        let mut old_lines: Vec<usize> = Vec::new();
        for inst in &code.insts[block.insts.clone()] {
            let text = instruction(module, inst);
            if text.mnemonic == crate::isa::semantics::DELAY_ALU {
                old_lines.push(inst.line);
                pending.push(text.to_string());
            } else {
                old_hints.extend(pending.drain(..).map(|t| (inst.line, t)));
            }
        }
        let new_hints: Vec<(usize, String)> = fresh
            .iter()
            .map(|(line, i)| (*line, i.to_string()))
            .collect();
        // A block whose hints come out as they were keeps its lines (and their spelling): a
        // fix-up reports and makes only real changes.
        if new_hints != old_hints || !pending.is_empty() {
            deletions.extend(old_lines);
            insertions.extend(fresh.into_iter().map(|(line, i)| (line, vec![i])));
        }
    }
    let counts = (deletions.len(), insertions.len());
    module.apply_edits(deletions, insertions);
    counts
}
