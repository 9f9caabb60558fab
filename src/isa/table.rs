//! The dense table of one target's instruction facts.
//!
//! The tables are static data compiled into the binary (`generated/`, written from
//! `isa-specs/<target>.toml` by `specs.rs`): a run parses no TOML and builds no map. A form is
//! found by mnemonic (a binary search in the sorted mnemonic table), then by operand count,
//! then, when several forms share a count (`global_load_b32 v1, v[2:3], off` /
//! `v1, v0, s[2:3]`), by the operand shapes and, for buffer atomics, by the return modifier
//! (`glc` / `sc0`).

use smallvec::SmallVec;

use super::{List, Name, OpInfo, Opcode, OperandClass, OperandInfo, Sched, Unit};
use crate::asm::{Instruction, Operand, OperandKind, RegFile, SpecialReg, Target};

/// The instruction facts of one target.
#[derive(Debug)]
pub struct Isa {
    pub(super) target: Target,
    pub(super) ops: &'static [OpInfo],
    /// Printed mnemonic -> its forms, sorted by mnemonic.
    pub(super) by_name: &'static [(Name, List<Opcode>)],
    /// Written mnemonic (an assembler alias, a legacy name, no `_e32`/`_e64`) -> the forms
    /// of the printed mnemonics it may assemble to; sorted by the written mnemonic.
    pub(super) aliases: &'static [(Name, List<Opcode>)],
    /// `[sched_default]`: LLVM's most common scheduling facts of each unit.
    pub(super) sched_default: &'static [(Unit, Sched)],
}

/// The table of `target`.
pub fn isa(target: Target) -> &'static Isa {
    match target {
        Target::Gfx1100 => &super::generated::gfx1100::ISA,
        Target::Gfx942 => &super::generated::gfx942::ISA,
    }
}

/// The forms of `name` in a sorted name table.
fn find(table: &'static [(Name, List<Opcode>)], name: &str) -> Option<&'static [Opcode]> {
    table
        .binary_search_by(|(n, _)| n.as_str().cmp(name))
        .ok()
        .map(|i| table[i].1.as_slice())
}

fn other(target: Target) -> Target {
    match target {
        Target::Gfx1100 => Target::Gfx942,
        Target::Gfx942 => Target::Gfx1100,
    }
}

impl Isa {
    pub fn target(&self) -> Target {
        self.target
    }

    /// Number of forms.
    pub fn len(&self) -> usize {
        self.ops.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ops.is_empty()
    }

    /// LLVM's most common scheduling facts of a unit's forms (`[sched_default]`), for an
    /// instruction that has no form.
    pub fn default_sched(&self, unit: Unit) -> Option<Sched> {
        self.sched_default
            .iter()
            .find(|(u, _)| *u == unit)
            .map(|&(_, s)| s)
    }

    /// The facts of an opcode of this table.
    ///
    /// # Panics
    /// When `op` comes from another table and is out of range.
    pub fn info(&self, op: Opcode) -> &OpInfo {
        &self.ops[usize::from(op.0)]
    }

    /// Every form, in table order.
    pub fn iter(&self) -> impl Iterator<Item = (Opcode, &OpInfo)> + '_ {
        self.ops
            .iter()
            .enumerate()
            .map(|(i, info)| (Opcode(i as u16), info))
    }

    /// The forms of a printed mnemonic (empty when unknown).
    pub fn forms(&self, mnemonic: &str) -> &[Opcode] {
        find(self.by_name, mnemonic).unwrap_or_default()
    }

    /// The forms an assembler alias stands for (`s_andn2_b64` on gfx1100; empty when
    /// `mnemonic` is not an alias of this target).
    pub fn alias_forms(&self, mnemonic: &str) -> &[Opcode] {
        find(self.aliases, mnemonic).unwrap_or_default()
    }

    /// The form of `inst`: its mnemonic, operand count and operand shapes. For a VOPD pair this
    /// is the X half (`v_dual_*` component); [`Isa::lookup_dual`] gives the Y half.
    pub fn lookup(&self, inst: &Instruction) -> Option<Opcode> {
        let written = inst.mnemonic.as_str();
        // LLVM's mnemonics are case-insensitive; its printed ones are lower case.
        let lower;
        let name = if written.bytes().any(|b| b.is_ascii_uppercase()) {
            lower = written.to_ascii_lowercase();
            lower.as_str()
        } else {
            written
        };
        match (find(self.by_name, name), find(self.aliases, name)) {
            (Some(forms), None) => self.pick(forms, inst),
            (None, Some(candidates)) => self.pick_encoding(candidates, inst),
            // Both a printed mnemonic and an alias: gfx11 prints VOPC DPP without a suffix
            // (`v_cmp_f_f32 vcc_lo, v1, v2 quad_perm:[..]`), and `v_cmp_f_f32 s10, -v1, v2` is
            // the `_e64` form.
            (Some(forms), Some(candidates)) => {
                let all: SmallVec<[Opcode; 8]> = forms.iter().chain(candidates).copied().collect();
                self.pick_encoding(&all, inst)
            }
            (None, None) => None,
        }
    }

    /// An alias may stand for several printed mnemonics (`v_add_f32` is `_e32`, `_e64`, `_dpp`
    /// or `_sdwa` by its operands and modifiers): the encoding llvm-mc would choose.
    fn pick_encoding(&self, candidates: &[Opcode], inst: &Instruction) -> Option<Opcode> {
        let wanted = Encoding::of(inst);
        let fitting: SmallVec<[Opcode; 4]> = candidates
            .iter()
            .copied()
            .filter(|&op| wanted.admits(self.info(op)))
            .collect();
        // The shortest encoding that fits: e32 before e64, as the assembler prefers.
        let mut by_size = fitting;
        by_size.sort_by_key(|&op| Encoding::rank(&self.info(op).name));
        by_size
            .iter()
            .copied()
            .find(|&op| self.fits(op, inst))
            .or_else(|| self.pick(&by_size, inst))
    }

    /// The printed mnemonic `written` stands for when it is an alias (`ds_read_b32` ->
    /// `ds_load_b32`); `None` for a printed mnemonic or an unknown one.
    pub fn canonical_mnemonic(&self, inst: &Instruction) -> Option<&str> {
        let op = self.lookup(inst)?;
        let name = self.info(op).name.as_str();
        (name != inst.mnemonic.as_str()).then_some(name)
    }

    fn pick(&self, forms: &[Opcode], inst: &Instruction) -> Option<Opcode> {
        let n = inst.operands.len();
        let mut same_count = forms
            .iter()
            .copied()
            .filter(|&op| self.info(op).operands.len() == n);
        let first = same_count.next()?;
        // A single candidate is taken without checking shapes: `fits` is stricter than
        // llvm-mc on some valid forms (checking it rejects 5.5% of gfx1100's MC test lines).
        let Some(second) = same_count.next() else {
            return self.fits(first, inst).then_some(first);
        };
        [first, second]
            .into_iter()
            .chain(same_count)
            .find(|&op| self.fits(op, inst))
    }

    /// Encoded bytes of `inst` as form `op`: the form's size plus 4 for a literal constant in a
    /// source slot (SOPK and offset immediates live inside the encoding and cost nothing; a
    /// VOPD pair carries at most one literal, counted once).
    pub fn encoded_size(&self, op: Opcode, inst: &Instruction) -> u32 {
        let literal_in = |op: Opcode, inst: &Instruction| {
            let info = self.info(op);
            inst.operands.iter().enumerate().any(|(k, o)| {
                let src_slot = info
                    .operands
                    .get(k)
                    .is_some_and(|s| matches!(s.class, OperandClass::Src | OperandClass::Ssrc));
                src_slot && is_literal(&o.kind)
            })
        };
        let mut lit = literal_in(op, inst);
        if let (Some(y), Some(yt)) = (self.lookup_dual(inst), inst.dual.as_deref()) {
            lit |= literal_in(y, yt);
        }
        self.info(op).size as u32 + if lit { 4 } else { 0 }
    }

    /// The form of the Y half of a VOPD pair (`inst.dual`); `None` for other instructions.
    pub fn lookup_dual(&self, inst: &Instruction) -> Option<Opcode> {
        inst.dual.as_deref().and_then(|y| self.lookup(y))
    }

    /// The operand shapes of the forms a known mnemonic (or alias) stands for, for an error
    /// that says what would fit (`v, src, v`); empty when the mnemonic is unknown.
    pub fn form_shapes(&self, mnemonic: &str) -> Vec<String> {
        let name = mnemonic.to_ascii_lowercase();
        let forms = find(self.by_name, &name)
            .or_else(|| find(self.aliases, &name))
            .unwrap_or_default();
        let mut shapes: Vec<String> = forms
            .iter()
            .map(|&op| {
                let slots: Vec<String> = self.info(op).operands.iter().map(describe_slot).collect();
                slots.join(", ")
            })
            .collect();
        shapes.sort();
        shapes.dedup();
        shapes
    }

    /// Whether the other target knows this instruction: lets a caller that finds no form say
    /// "a gfx942 instruction in a gfx1100 file" instead of "unknown instruction".
    pub fn other_target_has(&self, inst: &Instruction) -> bool {
        isa(other(self.target)).lookup(inst).is_some()
    }

    /// Whether `inst` has the operand shapes of form `op`.
    fn fits(&self, op: Opcode, inst: &Instruction) -> bool {
        let info = self.info(op);
        if info.operands.len() != inst.operands.len() {
            return false;
        }
        if is_atomic(info) && info.atomic_return != has_return_modifier(self.target, inst) {
            return false;
        }
        info.operands
            .iter()
            .zip(&inst.operands)
            .all(|(slot, operand)| operand_fits(slot, operand))
    }
}

/// Buffer and scalar atomics with and without return have the same operands (the data
/// register is also the destination): only the modifier tells them apart.
/// (LDS atomics are not among them: a returning one has a mnemonic of its own, `ds_add_rtn_u32`.)
fn is_atomic(info: &OpInfo) -> bool {
    info.unit != Unit::Lds
        && (info.atomic_return
            || info.unit == Unit::VmemAtomic
            || (info.unit == Unit::Smem && info.may_load && info.may_store))
}

fn has_return_modifier(target: Target, inst: &Instruction) -> bool {
    match target {
        Target::Gfx1100 => inst.has_modifier("glc"),
        Target::Gfx942 => inst.has_modifier("sc0") || inst.has_modifier("glc"),
    }
}

/// An operand slot as a user reads it: `v[2]` (a 2-register VGPR range), `src`, `off`.
fn describe_slot(slot: &OperandInfo) -> String {
    if let Some(r) = slot.fixed {
        return r.name().to_string();
    }
    let class = CLASS_NAMES
        .iter()
        .find(|(_, c)| *c == slot.class)
        .map_or("?", |(name, _)| name);
    if slot.dwords > 1 {
        format!("{class}[{}]", slot.dwords)
    } else {
        class.to_string()
    }
}

pub(super) fn operand_fits(slot: &OperandInfo, operand: &Operand) -> bool {
    let width = |count: u16| slot.dwords == 0 || u16::from(slot.dwords) == count;
    match (&operand.kind, slot.class) {
        (OperandKind::Special(r), _) if slot.fixed.is_some() => slot.fixed == Some(*r),
        (_, _) if slot.fixed.is_some() => false,
        (OperandKind::Special(SpecialReg::Off), class) => class == OperandClass::Off,
        (_, OperandClass::Off) => false,
        (OperandKind::RegList(list), OperandClass::Vlist) => {
            list.iter()
                .all(|r| r.file == RegFile::V && r.half.is_none())
                && width(list.iter().map(|r| r.count).sum())
        }
        (_, OperandClass::Vlist) => false,
        // Elsewhere llvm-mc reads a list of consecutive registers as their range.
        (OperandKind::RegList(_), _) => operand
            .as_reg()
            .is_some_and(|r| operand_fits(slot, &Operand::from(OperandKind::Reg(r)))),
        (OperandKind::Reg(r), class) => {
            let file_ok = match class {
                OperandClass::V => r.file == RegFile::V,
                OperandClass::A => r.file == RegFile::A,
                OperandClass::Av => matches!(r.file, RegFile::V | RegFile::A),
                OperandClass::S | OperandClass::Ssrc => {
                    matches!(r.file, RegFile::S | RegFile::Ttmp)
                }
                OperandClass::Src => true,
                OperandClass::Imm | OperandClass::Off | OperandClass::Vlist => false,
            };
            file_ok && width(r.count)
        }
        (OperandKind::Special(_), class) => matches!(
            class,
            OperandClass::S | OperandClass::Ssrc | OperandClass::Src
        ),
        // Register-class slots of LLVM's "inline constant" operand types (MFMA srcC, some
        // VOP3P sources) take a constant too; the data does not tell those apart, so any
        // vector slot accepts one. Scalar slots do not (`s_load_b64 ..., 0x10` vs `..., s4`).
        (OperandKind::Int { .. } | OperandKind::Float(_), class) => {
            !matches!(class, OperandClass::S | OperandClass::Off)
        }
        (OperandKind::Expr(_), class) => matches!(
            class,
            OperandClass::Imm | OperandClass::Src | OperandClass::Ssrc
        ),
        (OperandKind::Fields(_), class) => class == OperandClass::Imm,
    }
}

/// What an instruction written without its encoding suffix asks for: DPP or SDWA by its
/// modifiers, VOP3 by source modifiers or VOP3-only modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Encoding {
    Dpp,
    Sdwa,
    Vop3,
    Any,
}

impl Encoding {
    fn of(inst: &Instruction) -> Encoding {
        let has = |f: &dyn Fn(&str) -> bool| inst.modifiers.iter().any(|m| f(m.name.as_str()));
        if has(&|n| {
            n.starts_with("row_")
                || n.starts_with("wave_")
                || matches!(n, "quad_perm" | "dpp8" | "bound_ctrl" | "fi")
        }) {
            return Encoding::Dpp;
        }
        if has(&|n| matches!(n, "dst_sel" | "src0_sel" | "src1_sel" | "dst_unused")) {
            return Encoding::Sdwa;
        }
        // llvm-mc folds `-` and `|...|` on a constant into its value (`|-5|` is 0x7ffffffb,
        // `-|1.5|` is 0xbfc00000): they ask for VOP3 only on a register.
        let source_mods = inst.operands.iter().any(|o| {
            (o.mods.neg || o.mods.abs)
                && !matches!(o.kind, OperandKind::Int { .. } | OperandKind::Float(_))
        });
        if source_mods || has(&|n| matches!(n, "clamp" | "mul" | "div" | "op_sel")) {
            return Encoding::Vop3;
        }
        Encoding::Any
    }

    /// Whether form `info` has the encoding asked for: by the printed mnemonic's suffix, as
    /// LLVM names its encodings, or by LLVM's opcode when the printed mnemonic has none (gfx11
    /// VOPC DPP prints as `v_cmp_lt_f32 vcc_lo, v1, v2 quad_perm:[..]`; its opcode is
    /// `V_CMP_LT_F32_e32_dpp_w32_gfx11`).
    fn admits(self, info: &OpInfo) -> bool {
        let name = info.name.as_str();
        let opcode_has = |enc: &str| info.llvm.iter().any(|l| l.contains(enc));
        let dpp = name.ends_with("_dpp") || opcode_has("_dpp");
        let sdwa = name.ends_with("_sdwa") || opcode_has("_sdwa");
        match self {
            Encoding::Dpp => dpp,
            Encoding::Sdwa => sdwa,
            Encoding::Vop3 => !dpp && !sdwa && !name.ends_with("_e32"),
            Encoding::Any => !dpp && !sdwa,
        }
    }

    /// Shorter encodings first (the assembler's preference when several fit).
    fn rank(name: &str) -> u8 {
        if name.ends_with("_e32") {
            0
        } else if name.ends_with("_e64") {
            2
        } else {
            1
        }
    }
}

/// isa-specs' spelling of each operand class (`use:ssrc:1`), also used to describe forms in
/// errors.
pub(super) const CLASS_NAMES: [(&str, OperandClass); 9] = [
    ("v", OperandClass::V),
    ("s", OperandClass::S),
    ("a", OperandClass::A),
    ("av", OperandClass::Av),
    ("src", OperandClass::Src),
    ("ssrc", OperandClass::Ssrc),
    ("imm", OperandClass::Imm),
    ("off", OperandClass::Off),
    ("vlist", OperandClass::Vlist),
];

/// True if a constant cannot be an inline constant (integers -16..=64; ±0.5, ±1, ±2, ±4, 0.0,
/// and 1/(2π) as LLVM prints it); a symbol expression is always a literal.
pub fn is_literal(k: &OperandKind) -> bool {
    const INLINE_FLOATS: [f64; 6] = [0.0, 0.5, 1.0, 2.0, 4.0, 0.15915494];
    match k {
        OperandKind::Int { value, .. } => !(-16..=64).contains(value),
        OperandKind::Float(f) => !INLINE_FLOATS.contains(&f.abs()),
        OperandKind::Expr(_) => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_tables_load() {
        for t in [Target::Gfx1100, Target::Gfx942] {
            let isa = isa(t);
            assert!(isa.len() > 1000, "{t}: {} forms", isa.len());
            assert_eq!(isa.target(), t);
        }
    }
}
