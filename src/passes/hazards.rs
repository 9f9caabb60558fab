//! The hazard fix-up: puts back the wait states a rewrite took from a producer -> consumer
//! pair the hardware does not interlock (`flow::hazards` is the model).
//!
//! It runs after the `waitcnt` fix-up (which may delete waits, and with them wait states) and
//! before `clause` and `delay-alu` (which count the instructions it inserts). For each hazard
//! whose consumer or producer is in a block a pass changed (the whole kernel when the user
//! names the fix-up) it inserts, right before the consumer, the cheapest fix the rule names:
//! `s_nop` for the missing wait states (at most 8 per `s_nop`), `s_waitcnt_depctr 0xfff`
//! (va_vdst(0)), `v_nop`, or `v_mov_b32 vN, vN` of the consumer's src0 (a permlane after
//! `v_cmpx`, where the SQ drops a `v_nop`). Inserting an instruction only lengthens distances,
//! and breaks a soft clause, so it cannot create another hazard of the model, except that a
//! self-move is itself a VALU: the model is run again until nothing is left (three rounds).
//! It never deletes anything. A rule with no fix (a VOPD pair's source parity) is left to the
//! verifier, which names the pass that wrote it.

use super::FixScope;
use crate::asm::{parse_instruction, Instruction, Module, OperandKind};
use crate::flow::cfg::Cfg;
use crate::flow::hazards::{rule_info, Fix, Hazard, Model};
use crate::flow::insts::{instruction, Code};
use crate::isa::Isa;
use std::collections::BTreeMap;

/// What to insert before one consumer.
#[derive(Default)]
struct Fixes {
    nops: u8,
    depctr: bool,
    vnop: bool,
    self_move: Option<String>,
}

/// Inserts the fixes of the hazards in scope; returns how many instructions it inserted.
pub fn fix(module: &mut Module, isa: &Isa, code: &Code, cfg: &Cfg, scope: FixScope) -> usize {
    let changed = super::changed_blocks(module, code, cfg, scope);
    let in_scope = |h: &Hazard| {
        changed[cfg.block_of[h.inst].index()] || changed[cfg.block_of[h.producer].index()]
    };
    let found: Vec<Hazard> = Model::new(module, isa, code, cfg)
        .hazards()
        .into_iter()
        .filter(in_scope)
        .collect();
    let mut by_consumer: BTreeMap<usize, Fixes> = BTreeMap::new();
    for h in &found {
        let f = by_consumer.entry(h.inst).or_default();
        match rule_info(h.rule).fix {
            Fix::SNop => f.nops = f.nops.max(h.need.saturating_sub(h.have)),
            Fix::DepctrVaVdst => f.depctr = true,
            Fix::VNop => f.vnop = true,
            Fix::SelfMove => {
                let inst = instruction(module, &code.insts[h.inst]);
                f.self_move = src0_vgpr(inst);
            }
            Fix::None => {}
        }
    }
    let mut insertions = Vec::new();
    for (i, f) in by_consumer {
        let mut texts = Vec::new();
        let mut nops = f.nops;
        while nops > 0 {
            let n = nops.min(8);
            texts.push(format!("s_nop {}", n - 1));
            nops -= n;
        }
        if f.depctr {
            texts.push("s_waitcnt_depctr 0xfff".to_string());
        }
        if f.vnop {
            texts.push("v_nop".to_string());
        }
        if let Some(v) = f.self_move {
            texts.push(format!("v_mov_b32 {v}, {v}"));
        }
        let built: Vec<Instruction> = texts
            .iter()
            .filter_map(|t| parse_instruction(t).ok())
            .collect();
        if !built.is_empty() {
            insertions.push((code.insts[i].line, built));
        }
    }
    let n = insertions.iter().map(|(_, v)| v.len()).sum();
    module.apply_edits(Vec::new(), insertions);
    n
}

/// The src0 VGPR of an instruction, printed (`v5`).
fn src0_vgpr(inst: &Instruction) -> Option<String> {
    let op = inst.operands.get(1)?;
    match &op.kind {
        OperandKind::Reg(r) if r.file == crate::asm::RegFile::V && r.count == 1 => {
            Some(format!("v{}", r.first))
        }
        _ => None,
    }
}
