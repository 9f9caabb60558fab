//! `s_delay_alu` (gfx1100): hints that tell the wave to stall an ALU instruction until a recent
//! ALU result it reads is ready, so the hardware need not check dependencies itself.
//!
//! Regenerated after rewrites with the model of LLVM's AMDGPUInsertDelayAlu, simplified: for
//! each VALU instruction, the most recent producer of a register it reads gives one
//! `s_delay_alu instid0(...)` before it, searched among
//! - the last 3 transcendental instructions: `TRANS32_DEP_n`;
//! - the last 4 VALU instructions: `VALU_DEP_n` (n VALU instructions back);
//! - an SALU instruction directly before it: `SALU_CYCLE_1`.
//!
//! Two delays at most 5 instructions apart share one `s_delay_alu` (`instskip`/`instid1`).
//!
//! Hints never change results; a missing hint costs speed, not correctness. Dependencies reset
//! at block boundaries (LLVM does the same conservatively). Kernels that no pass rewrote keep
//! the compiler's hints.

use crate::asm::{Field, FieldList, FieldSep, Instruction, Module, Operand, OperandKind};
use crate::flow::cfg::Cfg;
use crate::flow::insts::{instruction, Code};
use crate::flow::regs::RegUnit;
use crate::isa::{Isa, Unit};

/// One `s_delay_alu`: the delay of the instruction after it and, optionally, of a second one
/// `skip` instructions after that first one (`instskip`: 1 = NEXT, 2..=5 = SKIP_1..SKIP_4).
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
        fields.push(field("instskip", SKIP[skip]));
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

/// The delays of one block, `(position among the block's kept instructions, line, id)`, packed
/// two to an `s_delay_alu` where the second lies at most 5 instructions after the first (what
/// `instskip` can express), as LLVM does: half the hint instructions in dependent chains.
fn pack(delays: &[(usize, usize, String)]) -> Vec<(usize, Vec<Instruction>)> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < delays.len() {
        let (pos, line, id0) = &delays[k];
        let second = delays
            .get(k + 1)
            .filter(|(p2, _, _)| p2 - pos <= 5)
            .map(|(p2, _, id1)| (p2 - pos, id1.as_str()));
        out.push((*line, vec![delay(id0, second)]));
        k += if second.is_some() { 2 } else { 1 };
    }
    out
}

/// Removes every `s_delay_alu` of the blocks a pass changed and inserts freshly computed ones;
/// other blocks keep the compiler's hints (dependencies reset at block boundaries, so a block's
/// hints depend on that block alone). Returns (removed, inserted).
pub fn regenerate(
    module: &mut Module,
    isa: &Isa,
    code: &Code,
    cfg: &Cfg,
    scope: super::FixScope,
) -> (usize, usize) {
    let mut deletions = Vec::new();
    let mut insertions = Vec::new();
    let changed = super::changed_blocks(module, code, cfg, scope);
    for (block, _) in cfg.blocks.iter().zip(&changed).filter(|(_, &c)| c) {
        // Recent producers: (units written, kind, index among its kind).
        let mut valu: Vec<&[RegUnit]> = Vec::new();
        let mut trans: Vec<&[RegUnit]> = Vec::new();
        let mut prev_salu: Option<&[RegUnit]> = None;
        let mut delays: Vec<(usize, usize, String)> = Vec::new();
        let mut pos = 0usize;
        // The block's hints as they are: (line of the instruction each precedes, text).
        let mut old_hints: Vec<(usize, String)> = Vec::new();
        let mut pending: Vec<String> = Vec::new();
        let mut old_lines: Vec<usize> = Vec::new();
        for i in block.insts.clone() {
            let inst = &code.insts[i];
            let unit = isa.info(inst.op).unit;
            let text = instruction(module, inst);
            if unit == Unit::Hint && text.mnemonic == crate::isa::semantics::DELAY_ALU {
                old_lines.push(inst.line);
                pending.push(text.to_string());
                continue;
            }
            old_hints.extend(pending.drain(..).map(|t| (inst.line, t)));
            pos += 1;
            if matches!(unit, Unit::Valu | Unit::ValuTrans) {
                let reads = |defs: &[RegUnit]| inst.uses.iter().any(|u| defs.contains(u));
                let dep = if let Some(n) = trans.iter().rev().take(3).position(|d| reads(d)) {
                    // Waiting for it also waits for everything issued before it.
                    trans.drain(..trans.len() - n - 1);
                    Some(format!("TRANS32_DEP_{}", n + 1))
                } else if let Some(n) = valu.iter().rev().take(4).position(|d| reads(d)) {
                    valu.drain(..valu.len() - n - 1);
                    Some(format!("VALU_DEP_{}", n + 1))
                } else if prev_salu.is_some_and(reads) {
                    Some("SALU_CYCLE_1".to_string())
                } else {
                    None
                };
                if let Some(d) = dep {
                    delays.push((pos, inst.line, d));
                    // The awaited producer is done: drop it so later reads of it add nothing.
                    if let Some(last) = valu.first() {
                        if inst.uses.iter().any(|u| last.contains(u)) {
                            valu.remove(0);
                        }
                    }
                }
                if unit == Unit::ValuTrans {
                    trans.push(&inst.defs);
                }
                valu.push(&inst.defs);
                prev_salu = None;
            } else {
                prev_salu = (unit == Unit::Salu).then_some(&inst.defs[..]);
            }
        }
        let fresh = pack(&delays);
        let new_hints: Vec<(usize, String)> = fresh
            .iter()
            .flat_map(|(line, v)| v.iter().map(|i| (*line, i.to_string())))
            .collect();
        // A block whose hints come out as they were keeps its lines (and their spelling): a
        // fix-up reports and makes only real changes.
        if new_hints != old_hints || !pending.is_empty() {
            deletions.extend(old_lines);
            insertions.extend(fresh);
        }
    }
    let counts = (deletions.len(), insertions.len());
    module.apply_edits(deletions, insertions);
    counts
}
