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
//! Hints never change results; a missing hint costs speed, not correctness. Dependencies reset
//! at block boundaries (LLVM does the same conservatively). Kernels that no pass rewrote keep
//! the compiler's hints.

use crate::asm::{Field, FieldList, FieldSep, Instruction, Module, Operand, OperandKind};
use crate::flow::cfg::Cfg;
use crate::flow::insts::{instruction, Code};
use crate::flow::regs::RegUnit;
use crate::isa::{Isa, Unit};

fn delay(id: String) -> Instruction {
    Instruction::new(
        crate::isa::semantics::DELAY_ALU,
        [Operand::from(OperandKind::Fields(Box::new(FieldList {
            fields: vec![Field {
                name: "instid0".into(),
                value: id.into(),
            }],
            // One field: the separator is never printed, and parsing gives Space.
            sep: FieldSep::Space,
        })))],
    )
}

/// Removes every `s_delay_alu` of the kernel and inserts freshly computed ones. Returns
/// (removed, inserted).
pub fn regenerate(module: &mut Module, isa: &Isa, code: &Code, cfg: &Cfg) -> (usize, usize) {
    let mut deletions = Vec::new();
    let mut insertions = Vec::new();
    for block in &cfg.blocks {
        // Recent producers: (units written, kind, index among its kind).
        let mut valu: Vec<&[RegUnit]> = Vec::new();
        let mut trans: Vec<&[RegUnit]> = Vec::new();
        let mut prev_salu: Option<&[RegUnit]> = None;
        for i in block.insts.clone() {
            let inst = &code.insts[i];
            let unit = isa.info(inst.op).unit;
            if unit == Unit::Hint
                && instruction(module, inst).mnemonic == crate::isa::semantics::DELAY_ALU
            {
                deletions.push(inst.line);
                continue;
            }
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
                    insertions.push((inst.line, vec![delay(d)]));
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
    }
    let counts = (deletions.len(), insertions.len());
    super::waitcnt::apply_edits(module, deletions, insertions);
    counts
}
