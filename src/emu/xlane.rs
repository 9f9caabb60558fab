//! DPP (data-parallel primitives: dpp16 row/quad/wave patterns and dpp8) and SDWA (sub-dword
//! addressing, gfx9) forms of VALU instructions.
//!
//! Both are decoded into a description next to the plain op; at run time the modified sources
//! are staged in scratch VGPRs past the kernel's registers, the plain op runs on them, and
//! (SDWA) the result is merged into the destination field.
//!
//! DPP (RDNA3 ISA "DPP16"/"DPP8", GFX9 "DPP"): only src0 is permuted. A lane whose source lane
//! is out of its row (shifts), or inactive without `fi:1`, is invalid: with `bound_ctrl` it
//! reads 0, else the lane is not written. Lanes of rows disabled by `row_mask` or of banks
//! (groups of 4 lanes of a row) disabled by `bank_mask` are not written.
//!
//! SDWA: each 32-bit source is cut to the byte or word `srcN_sel` names (zero-extended, or
//! sign-extended with `sext()`), the op runs, and the result's low bits go to the field
//! `dst_sel` names; the rest of the destination is zeroed (`UNUSED_PAD`), sign-extended from the
//! field (`UNUSED_SEXT`) or kept (`UNUSED_PRESERVE`).

use super::decode::Opnd;
use crate::asm::{Atom, Instruction, ModValue, Modifier};

/// A decoded DPP control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dpp {
    /// Source lane of each lane, or [`INVALID`].
    pub from: [u8; 64],
    /// Lanes `row_mask`/`bank_mask` allow to be written.
    pub write: u64,
    pub bound_zero: bool,
    pub fetch_inactive: bool,
    /// The instruction's real src0 (the op reads the staged copy).
    pub src: Opnd,
}

pub const INVALID: u8 = 0xff;

/// The numbers of a modifier's value; `Err` for a symbol or an expression (`quad_perm:[0+zero,
/// ...]`), whose value the assembler knows and the emulator does not.
fn ints(m: &Modifier) -> Result<Vec<i64>, String> {
    match &m.value {
        ModValue::List(items) => items
            .iter()
            .map(|a| match a {
                Atom::Int { value, .. } => Ok(*value),
                Atom::Sym(s) => Err(format!("`{}`: `{s}` is not a number", m.name)),
            })
            .collect(),
        ModValue::Int { value, .. } => Ok(vec![*value]),
        _ => Ok(Vec::new()),
    }
}

/// Decodes the DPP modifiers of `inst` for a wave of `n` lanes; `Err` names what is not
/// understood.
pub fn decode_dpp(inst: &Instruction, n: usize) -> Result<Dpp, String> {
    let mut from = [INVALID; 64];
    let mut pattern = false;
    let mut row_mask = 0xf;
    let mut bank_mask = 0xf;
    let mut bound_zero = false;
    let mut fetch_inactive = false;
    let set = |from: &mut [u8; 64], f: &dyn Fn(usize) -> Option<usize>| {
        for (l, x) in from.iter_mut().enumerate().take(n) {
            *x = match f(l) {
                Some(s) if s < n => s as u8,
                _ => INVALID,
            };
        }
    };
    for m in &inst.modifiers {
        let v = ints(m)?;
        let arg = v.first().copied().unwrap_or(0);
        let k = arg as usize;
        let row = |l: usize| l & !15;
        match m.name.as_str() {
            "row_mask" => row_mask = arg as u64,
            "bank_mask" => bank_mask = arg as u64,
            "bound_ctrl" => bound_zero = true,
            "fi" => fetch_inactive = arg != 0,
            "quad_perm" if v.len() == 4 => {
                set(&mut from, &|l| Some((l & !3) + v[l & 3] as usize));
                pattern = true;
            }
            "dpp8" if v.len() == 8 => {
                set(&mut from, &|l| Some((l & !7) + v[l & 7] as usize));
                pattern = true;
            }
            "row_shl" => {
                set(&mut from, &|l| ((l & 15) + k < 16).then(|| l + k));
                pattern = true;
            }
            "row_shr" => {
                set(&mut from, &|l| ((l & 15) >= k).then(|| l - k));
                pattern = true;
            }
            "row_ror" => {
                set(&mut from, &|l| Some(row(l) + ((l & 15) + 16 - k % 16) % 16));
                pattern = true;
            }
            "row_mirror" => {
                set(&mut from, &|l| Some(row(l) + 15 - (l & 15)));
                pattern = true;
            }
            "row_half_mirror" => {
                set(&mut from, &|l| Some((l & !7) + 7 - (l & 7)));
                pattern = true;
            }
            // gfx90a/gfx940's `row_newbcast:N` (the DPP of 64-bit ALU operations) is gfx10+'s
            // `row_share:N` under its own name (both DPP_CTRL 0x150 + N): lane N of each row
            // goes to every lane of the row.
            "row_share" | "row_newbcast" => {
                set(&mut from, &|l| Some(row(l) + (k & 15)));
                pattern = true;
            }
            "row_xmask" => {
                set(&mut from, &|l| Some(row(l) + ((l & 15) ^ (k & 15))));
                pattern = true;
            }
            "row_bcast" if k == 15 => {
                // Lane 15 of each row feeds the next row; row 0 has no source.
                set(&mut from, &|l| (l >= 16).then(|| row(l) - 1));
                pattern = true;
            }
            "row_bcast" if k == 31 => {
                // Lane 31 feeds rows 2 and 3.
                set(&mut from, &|l| (l >= 32).then_some(31));
                pattern = true;
            }
            "wave_shl" if k == 1 => {
                set(&mut from, &|l| Some(l + 1));
                pattern = true;
            }
            "wave_shr" if k == 1 => {
                set(&mut from, &|l| l.checked_sub(1));
                pattern = true;
            }
            "wave_rol" if k == 1 => {
                set(&mut from, &|l| Some((l + 1) % n));
                pattern = true;
            }
            "wave_ror" if k == 1 => {
                set(&mut from, &|l| Some((l + n - 1) % n));
                pattern = true;
            }
            name if name.starts_with("row_") || name.starts_with("wave_") => {
                return Err(format!("DPP control `{name}:{arg}` is not emulated"))
            }
            _ => {}
        }
    }
    if !pattern {
        return Err("DPP form without a lane pattern".into());
    }
    let mut write = 0u64;
    for l in 0..n {
        let row = l / 16;
        let bank = (l % 16) / 4;
        if row_mask >> row & 1 != 0 && bank_mask >> bank & 1 != 0 {
            write |= 1 << l;
        }
    }
    Ok(Dpp {
        from,
        write,
        bound_zero,
        fetch_inactive,
        src: Opnd::None,
    })
}

/// An SDWA operand or destination field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sel {
    Byte(u8),
    Word(u8),
    Dword,
}

impl Sel {
    fn parse(s: &str) -> Option<Sel> {
        Some(match s {
            "BYTE_0" => Sel::Byte(0),
            "BYTE_1" => Sel::Byte(1),
            "BYTE_2" => Sel::Byte(2),
            "BYTE_3" => Sel::Byte(3),
            "WORD_0" => Sel::Word(0),
            "WORD_1" => Sel::Word(1),
            "DWORD" => Sel::Dword,
            _ => return None,
        })
    }

    /// (shift, width) of the field.
    fn field(self) -> (u32, u32) {
        match self {
            Sel::Byte(i) => (8 * i as u32, 8),
            Sel::Word(i) => (16 * i as u32, 16),
            Sel::Dword => (0, 32),
        }
    }

    /// The field of `x`, zero- or sign-extended.
    #[inline]
    pub fn extract(self, x: u32, sext: bool) -> u32 {
        let (sh, w) = self.field();
        if w == 32 {
            return x;
        }
        let v = (x >> sh) & ((1 << w) - 1);
        if sext {
            (((v << (32 - w)) as i32) >> (32 - w)) as u32
        } else {
            v
        }
    }

    /// Puts the low bits of `r` into the field of `old` as `unused` says.
    #[inline]
    pub fn insert(self, old: u32, r: u32, unused: Unused) -> u32 {
        let (sh, w) = self.field();
        if w == 32 {
            return r;
        }
        let mask = ((1u32 << w) - 1) << sh;
        let field = (r << sh) & mask;
        match unused {
            Unused::Pad => field,
            Unused::Preserve => (old & !mask) | field,
            Unused::Sext => {
                let top = sh + w;
                let sign = field >> (top - 1) & 1 != 0;
                let above = if top == 32 { 0 } else { u32::MAX << top };
                field | if sign { above } else { 0 }
            }
        }
    }
}

/// What SDWA does with the destination bits outside `dst_sel`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unused {
    Pad,
    Sext,
    Preserve,
}

/// A decoded SDWA form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sdwa {
    pub sel: [Sel; 2],
    pub sext: [bool; 2],
    /// The real sources 0 and 1 (the op reads staged copies).
    pub src: [Opnd; 2],
    pub dst_sel: Sel,
    pub unused: Unused,
    /// The real destination VGPR (None for VOPC).
    pub dst: Option<u16>,
}

/// Decodes the SDWA modifiers of `inst`.
pub fn decode_sdwa(inst: &Instruction) -> Result<Sdwa, String> {
    let mut s = Sdwa {
        sel: [Sel::Dword; 2],
        sext: [false; 2],
        src: [Opnd::None; 2],
        dst_sel: Sel::Dword,
        unused: Unused::Pad,
        dst: None,
    };
    for m in &inst.modifiers {
        let sym = match &m.value {
            ModValue::Sym(x) => x.as_str(),
            _ => continue,
        };
        let sel = || Sel::parse(sym).ok_or_else(|| format!("unknown SDWA select `{sym}`"));
        match m.name.as_str() {
            "src0_sel" => s.sel[0] = sel()?,
            "src1_sel" => s.sel[1] = sel()?,
            "dst_sel" => s.dst_sel = sel()?,
            "dst_unused" => {
                s.unused = match sym {
                    "UNUSED_PAD" => Unused::Pad,
                    "UNUSED_SEXT" => Unused::Sext,
                    "UNUSED_PRESERVE" => Unused::Preserve,
                    other => return Err(format!("unknown SDWA dst_unused `{other}`")),
                }
            }
            _ => {}
        }
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sdwa_fields() {
        assert_eq!(Sel::Byte(1).extract(0x1234_8056, false), 0x80);
        assert_eq!(Sel::Byte(1).extract(0x1234_8056, true), 0xffff_ff80);
        assert_eq!(
            Sel::Word(1).insert(0xaaaa_bbbb, 0x1234, Unused::Preserve),
            0x1234_bbbb
        );
        assert_eq!(
            Sel::Byte(0).insert(0xaaaa_bbbb, 0x80, Unused::Sext),
            0xffff_ff80
        );
        assert_eq!(
            Sel::Byte(2).insert(0xaaaa_bbbb, 0x7f, Unused::Pad),
            0x007f_0000
        );
    }
}
