//! Instructions a pass creates, built as typed values and checked against the target's forms.
//!
//! A pass used to write `format!("s_add_u32 s{r}, s{p}, {:#x}", off)` and parse the text back:
//! a misspelt mnemonic or an operand of the wrong kind then showed up only when the parser or
//! the assembler read the result. Here the instruction is made from a mnemonic and typed
//! [`Operand`]s, and [`Builder::build`] accepts it only when the mnemonic is one of the
//! target's (printed, or an assembler alias LLVM accepts) and one of its forms in
//! `isa-specs/` takes these operands, in number, register file and width. The values are the
//! ones the parser makes of the same text (the helpers below spell immediates the way the
//! passes printed them: `hex` for `0x..`, `imm` for decimal), so a rewritten line prints as
//! before.
//!
//! Spellings that differ between targets (`v_add_nc_u32_e32` on gfx1100, `v_add_u32_e32` on
//! gfx942) are not chosen by matching on the target: [`Builder::spelling`] takes the first of
//! a list of spellings the target's table prints.

use super::table::{operand_fits, Isa};
use super::{OperandClass, OperandInfo};
use crate::asm::{Instruction, Operand, RegFile, SpecialReg, Target};

/// Why an instruction could not be built. A bug of the pass that builds it, never of the input.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// The target's table has no instruction (or alias) of this name.
    #[error("{target} has no instruction `{mnemonic}`")]
    Unknown { target: Target, mnemonic: String },
    /// No form of the mnemonic takes these operands.
    #[error("`{text}`: no {target} form takes these operands (its forms: {forms})")]
    Operands {
        target: Target,
        text: String,
        forms: String,
    },
    /// None of the spellings offered is an instruction the target's table prints.
    #[error("{target} prints none of {spellings}")]
    NoSpelling { target: Target, spellings: String },
}

/// Builds checked instructions for one target (and wave size, for lane masks).
#[derive(Clone, Copy, Debug)]
pub struct Builder<'a> {
    isa: &'a Isa,
    wave64: bool,
}

impl<'a> Builder<'a> {
    /// A builder for `isa`'s target; lane masks are checked at the width the table gives.
    pub fn new(isa: &'a Isa) -> Builder<'a> {
        Builder { isa, wave64: false }
    }

    /// A builder for a kernel of `wave_size` lanes. gfx1100's table holds the wave32 forms LLVM
    /// prints (`v_cmp_gt_u32_e64 s0, ...`): in a wave64 kernel the lane mask there is a pair.
    pub fn for_wave(isa: &'a Isa, wave_size: u32) -> Builder<'a> {
        Builder {
            isa,
            wave64: wave_size == 64,
        }
    }

    pub fn target(&self) -> Target {
        self.isa.target()
    }

    /// `mnemonic operands...`, if the target has a form that takes them.
    pub fn build<const N: usize>(
        &self,
        mnemonic: &str,
        operands: [Operand; N],
    ) -> Result<Instruction, BuildError> {
        let inst = Instruction::new(mnemonic, operands);
        let forms = match self.isa.forms(mnemonic) {
            [] => self.isa.alias_forms(mnemonic),
            printed => printed,
        };
        if forms.is_empty() {
            return Err(BuildError::Unknown {
                target: self.target(),
                mnemonic: mnemonic.to_string(),
            });
        }
        let fits = |slots: &[OperandInfo]| {
            slots.len() == inst.operands.len()
                && slots
                    .iter()
                    .zip(&inst.operands)
                    .all(|(slot, o)| self.slot_takes(slot, o))
        };
        if forms.iter().any(|&op| fits(&self.isa.info(op).operands)) {
            Ok(inst)
        } else {
            Err(BuildError::Operands {
                target: self.target(),
                text: inst.to_string(),
                forms: self.isa.form_shapes(mnemonic).join(" | "),
            })
        }
    }

    /// The first of `spellings` the target's table prints (an alias does not count: it would
    /// print differently from what the compiler writes for this target).
    pub fn spelling(&self, spellings: &[&'static str]) -> Result<&'static str, BuildError> {
        spellings
            .iter()
            .copied()
            .find(|s| !self.isa.forms(s).is_empty())
            .ok_or_else(|| BuildError::NoSpelling {
                target: self.target(),
                spellings: spellings.join(", "),
            })
    }

    fn slot_takes(&self, slot: &OperandInfo, o: &Operand) -> bool {
        let wave64_mask = self.wave64
            && slot.class == OperandClass::S
            && slot.dwords == 1
            && slot.fixed.is_none()
            && o.as_reg()
                .is_some_and(|r| r.file == RegFile::S && r.count == 2 && r.half.is_none());
        operand_fits(slot, o) || wave64_mask
    }
}

/// `s{n}`.
pub fn s(n: u16) -> Operand {
    Operand::sgpr(n)
}

/// `s[n:n+1]`.
pub fn s2(n: u16) -> Operand {
    Operand::reg(RegFile::S, n, 2)
}

/// `v{n}`.
pub fn v(n: u16) -> Operand {
    Operand::vgpr(n)
}

/// `a{n}`.
pub fn a(n: u16) -> Operand {
    Operand::reg(RegFile::A, n, 1)
}

/// A decimal immediate (`31`, `-1`): shift amounts, counts, small constants.
pub fn imm(value: i64) -> Operand {
    Operand::int(value)
}

/// A hexadecimal immediate of 32 bits (`0xfffffff0`), as `{:#x}` of the `u32` printed it.
pub fn hex(value: u32) -> Operand {
    Operand::hex(i64::from(value))
}

/// A named register (`exec_lo`).
pub fn special(r: SpecialReg) -> Operand {
    Operand::special(r)
}

/// A branch target.
pub fn label(name: &str) -> Operand {
    Operand::expr(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::parse_instruction;
    use crate::isa::isa;

    fn parsed(text: &str) -> Instruction {
        parse_instruction(text).expect("test text parses")
    }

    /// The built value is the parser's value of the text the passes used to format: a line a
    /// pass creates prints as it did.
    #[test]
    fn built_equals_parsed_text() {
        let g11 = Builder::new(isa(Target::Gfx1100));
        let g9 = Builder::for_wave(isa(Target::Gfx942), 64);
        let cases = [
            (
                g11.build("s_add_u32", [s(4), s(6), hex(0xfffffff0)]),
                "s_add_u32 s4, s6, 0xfffffff0",
            ),
            (
                g11.build("s_cselect_b32", [s(3), imm(-1), imm(0)]),
                "s_cselect_b32 s3, -1, 0",
            ),
            (
                g11.build("s_lshl_b64", [s2(8), s2(8), imm(2)]),
                "s_lshl_b64 s[8:9], s[8:9], 2",
            ),
            (
                g11.build("s_load_b64", [s2(8), s2(0), hex(0x10)]),
                "s_load_b64 s[8:9], s[0:1], 0x10",
            ),
            (
                g11.build("s_and_not1_b32", [s(5), special(SpecialReg::ExecLo), s(5)]),
                "s_and_not1_b32 s5, exec_lo, s5",
            ),
            (
                g11.build("s_cbranch_scc1", [label(".LBB0_3_fallback")]),
                "s_cbranch_scc1 .LBB0_3_fallback",
            ),
            (g11.build("s_clause", [hex(1)]), "s_clause 0x1"),
            (
                g11.build("v_lshl_add_u32", [v(7), v(1), imm(2), s(9)]),
                "v_lshl_add_u32 v7, v1, 2, s9",
            ),
            (
                g9.build("v_accvgpr_read_b32", [v(3), a(12)]),
                "v_accvgpr_read_b32 v3, a12",
            ),
            (
                g9.build("v_cmp_gt_u32_e64", [s2(10), s(4), v(2)]),
                "v_cmp_gt_u32_e64 s[10:11], s4, v2",
            ),
            (
                g9.build("s_andn2_b64", [s2(10), special(SpecialReg::Exec), s2(10)]),
                "s_andn2_b64 s[10:11], exec, s[10:11]",
            ),
            (
                g9.build("s_sub_u32", [s(4), hex(0x8000_0000), s(4)]),
                "s_sub_u32 s4, 0x80000000, s4",
            ),
        ];
        for (built, text) in cases {
            assert_eq!(built, Ok(parsed(text)), "{text}");
        }
    }

    #[test]
    fn wrong_mnemonic_or_operands_are_errors() {
        let g11 = Builder::new(isa(Target::Gfx1100));
        assert!(matches!(
            g11.build("s_add_u23", [s(1), s(2), s(3)]),
            Err(BuildError::Unknown { .. })
        ));
        // A VGPR where the SALU takes only scalars, a missing operand, a pair for one SGPR.
        for bad in [
            g11.build("s_add_u32", [s(1), v(2), s(3)]),
            g11.build("s_add_u32", [s(1), s(2)]),
            g11.build("s_mov_b32", [s2(2), s(3)]),
        ] {
            assert!(matches!(bad, Err(BuildError::Operands { .. })), "{bad:?}");
        }
        // gfx1100 has no AGPRs; gfx942 has no `s_clause`.
        assert!(g11.build("v_accvgpr_read_b32", [v(1), a(1)]).is_err());
        let g9 = Builder::new(isa(Target::Gfx942));
        assert!(g9.build("s_clause", [hex(1)]).is_err());
    }

    #[test]
    fn spelling_is_the_targets_printed_one() {
        let names = ["v_add_nc_u32_e32", "v_add_u32_e32"];
        let g11 = Builder::new(isa(Target::Gfx1100));
        let g9 = Builder::new(isa(Target::Gfx942));
        assert_eq!(g11.spelling(&names), Ok("v_add_nc_u32_e32"));
        assert_eq!(g9.spelling(&names), Ok("v_add_u32_e32"));
        assert_eq!(
            g9.spelling(&["s_load_b32", "s_load_dword"]),
            Ok("s_load_dword")
        );
        assert!(g9.spelling(&["s_clause"]).is_err());
    }
}
