//! `s_clause N`: the next N+1 instructions form a clause and must be memory instructions of one
//! kind (all SMEM loads, all vector memory loads of one address space, ...). A rewrite that
//! inserts a wait inside a clause or moves its members breaks that; this fix-up shrinks the
//! clause to the run of instructions that still qualify, and drops it below two.

use super::FixScope;
use crate::asm::{Module, Operand, OperandKind};
use crate::flow::cfg::Cfg;
use crate::flow::insts::{instruction, Code};
use crate::isa::{AddrSpace, Isa, Unit};

/// What may share a clause: the unit and address space of a memory instruction.
fn clause_class(isa: &Isa, code: &Code, i: usize) -> Option<(Unit, Option<AddrSpace>)> {
    let info = isa.info(code.insts[i].op);
    match info.unit {
        Unit::Smem | Unit::VmemLoad | Unit::VmemStore | Unit::VmemAtomic | Unit::Lds => {
            Some((info.unit, info.addr_space))
        }
        _ => None,
    }
}

/// One clause that does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClauseFinding {
    /// Index of the `s_clause` instruction.
    pub inst: usize,
    pub declared: u32,
    /// Instructions that actually qualify (0 or 1: the clause should go).
    pub valid: u32,
}

fn is_clause(module: &Module, isa: &Isa, code: &Code, i: usize) -> bool {
    isa.info(code.insts[i].op).unit == Unit::Hint
        && instruction(module, &code.insts[i]).mnemonic == crate::isa::semantics::CLAUSE
}

/// Clauses whose count is wrong.
pub fn check(module: &Module, isa: &Isa, code: &Code) -> Vec<ClauseFinding> {
    let mut out = Vec::new();
    for i in 0..code.len() {
        if !is_clause(module, isa, code, i) {
            continue;
        }
        let inst = instruction(module, &code.insts[i]);
        let Some(OperandKind::Int { value, .. }) = inst.operands.first().map(|o| &o.kind) else {
            continue;
        };
        let declared = *value as u32 + 1;
        let first = clause_class(isa, code, i + 1);
        let mut valid = 0;
        if first.is_some() {
            while valid < declared
                && i + 1 + (valid as usize) < code.len()
                && clause_class(isa, code, i + 1 + valid as usize) == first
            {
                valid += 1;
            }
        }
        if valid != declared {
            out.push(ClauseFinding {
                inst: i,
                declared,
                valid,
            });
        }
    }
    out
}

/// Shrinks or removes clauses that no longer hold, among those a pass changed (the clause or an
/// instruction it covers lies in a block the edit journal names); the compiler's other clauses
/// stay as written.
/// Returns how many it changed.
pub fn fix(module: &mut Module, isa: &Isa, code: &Code, cfg: &Cfg, scope: FixScope) -> usize {
    let changed = super::waitcnt::changed_insts(module, code, cfg, scope);
    let findings: Vec<ClauseFinding> = check(module, isa, code)
        .into_iter()
        .filter(|f| {
            let end = (f.inst + 1 + f.declared as usize).min(code.len());
            changed[f.inst..end].iter().any(|&c| c)
        })
        .collect();
    let mut deletions = Vec::new();
    for f in &findings {
        let line = code.insts[f.inst].line;
        if f.valid < 2 {
            deletions.push(line);
        } else if let Some(inst) = module.instruction_mut(line) {
            inst.operands[0] = Operand::hex(f.valid as i64 - 1);
        }
    }
    let changed = findings.len();
    module.apply_edits(deletions, Vec::new());
    changed
}
