//! PC-relative spans: `s_getpc_b64 s[a:b]` and the instructions after it that add a
//! `sym@rel32@lo+4` / `sym@rel32@hi+12` (or `@gotpcrel32@`) literal to its halves.
//!
//! # Model
//! The linker resolves such a literal to `S + A - P`, `P` the literal's own address; `s_getpc_b64`
//! gives the address of the instruction after it. The sum lands on `S` only when the addend `A`
//! is exactly the byte distance from the end of the `s_getpc_b64` to the literal (4 for the
//! `s_add_u32` right after it, 12 for the `s_addc_u32` after that). So a span, from the
//! `s_getpc_b64` to its last PC-relative user, is atomic: an instruction inserted or deleted
//! inside it, or one whose size changes, moves `P` and every such address comes out wrong by
//! that many bytes, with no error anywhere (issue 51).
//!
//! The edit layer keeps it so ([`Module::splice_lines`] and [`Module::apply_edits`] put an
//! insertion that would land inside a span before its `s_getpc_b64`: whatever a pass inserts
//! there is meant to come before the instruction it named, and it still does); the verifier
//! checks the distances after every pass (`passes::verify`), which catches deletions and size
//! changes too.
//!
//! The instruction that reads the PC is named here, in the one place both consult: the asm
//! layer does not see the ISA tables, and the relocation syntax it recognises is its own.
//!
//! [`Module::splice_lines`]: super::Module::splice_lines
//! [`Module::apply_edits`]: super::Module::apply_edits

use super::ir::{Instruction, Line, LineKind, OperandKind};

/// The instruction whose result the PC-relative literals are relative to.
pub const GETPC: &str = "s_getpc_b64";

/// A relocation kind of a symbolic operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reloc {
    /// `sym@rel32@lo`: low half of `S + A - P`.
    Rel32Lo,
    /// `sym@rel32@hi`: high half of `S + A - P`.
    Rel32Hi,
    /// `sym@gotpcrel32@lo/hi`: through the global offset table (PC-relative all the same).
    Got,
}

/// A symbolic operand `sym@rel32@lo+4`: the symbol, the relocation and the addend.
pub fn parse_reloc(expr: &str) -> Option<(&str, Reloc, i64)> {
    let expr = expr.trim();
    let (sym, rest) = expr.split_once('@')?;
    let (kind, rest) = rest.split_once('@')?;
    let split = rest.find(['+', '-']).unwrap_or(rest.len());
    let (part, addend) = rest.split_at(split);
    let addend = match addend.trim() {
        "" => 0,
        a => {
            let (neg, digits) = match a.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, a.trim_start_matches('+')),
            };
            let v = super::parse_int_text(digits.trim())?;
            if neg {
                -v
            } else {
                v
            }
        }
    };
    let reloc = match (kind, part.trim()) {
        ("rel32", "lo") => Reloc::Rel32Lo,
        ("rel32", "hi") => Reloc::Rel32Hi,
        ("gotpcrel32" | "gotpcrel", _) => Reloc::Got,
        _ => return None,
    };
    Some((sym.trim(), reloc, addend))
}

/// The addend of the PC-relative literal `inst` carries, if it carries one.
pub fn pc_relative_addend(inst: &Instruction) -> Option<i64> {
    inst.operands.iter().find_map(|o| match &o.kind {
        OperandKind::Expr(e) => parse_reloc(e).map(|(_, _, a)| a),
        _ => None,
    })
}

fn is_getpc(line: &Line) -> bool {
    line.instruction().is_some_and(|i| i.mnemonic == GETPC)
}

fn is_pc_user(line: &Line) -> bool {
    line.instruction()
        .is_some_and(|i| pc_relative_addend(i).is_some())
}

/// A line that takes no room in the code (text only).
fn is_filler(line: &Line) -> bool {
    matches!(line.kind, LineKind::Blank | LineKind::Comment)
}

/// When an insertion before line `at` would land inside a PC-relative span, the index of the
/// span's `s_getpc_b64` (where the insertion goes instead); else `None`.
pub fn span_start_before(lines: &[Line], at: usize) -> Option<usize> {
    // Inside means: a PC-relative user follows (past text-only lines) ...
    let next = lines.get(at..)?.iter().find(|l| !is_filler(l))?;
    if !is_pc_user(next) {
        return None;
    }
    // ... and an `s_getpc_b64` precedes, with only its other users between.
    let mut i = at;
    while i > 0 {
        i -= 1;
        let l = &lines[i];
        if is_getpc(l) {
            return Some(i);
        }
        if !(is_filler(l) || is_pc_user(l)) {
            return None;
        }
    }
    None
}

/// One PC-relative literal and the `s_getpc_b64` it is relative to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PcUse {
    /// Line index of the `s_getpc_b64`.
    pub getpc: usize,
    /// Line index of the instruction carrying the literal.
    pub user: usize,
    /// The literal's addend: what the distance must be.
    pub addend: i64,
}

/// Every PC-relative literal in `range` with the nearest `s_getpc_b64` before it in the same
/// straight run of code (no label between); a literal with none is left out (not ours to
/// judge: its base comes from elsewhere).
pub fn pc_uses(lines: &[Line], range: std::ops::Range<usize>) -> Vec<PcUse> {
    let mut out = Vec::new();
    let mut getpc = None;
    for i in range {
        let l = &lines[i];
        match &l.kind {
            LineKind::Label(_) => getpc = None,
            LineKind::Instruction(inst) => {
                if inst.mnemonic == GETPC {
                    getpc = Some(i);
                } else if let (Some(g), Some(addend)) = (getpc, pc_relative_addend(inst)) {
                    out.push(PcUse {
                        getpc: g,
                        user: i,
                        addend,
                    });
                }
            }
            _ => {}
        }
    }
    out
}
