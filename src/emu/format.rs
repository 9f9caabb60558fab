//! Buffer data formats: what `buffer_load/store_format_*` (format from the buffer resource)
//! and `tbuffer_load/store_format_*` (format from the instruction) convert.
//!
//! # Model
//! - A format is a data format (the component sizes) and a number format (how the bits read),
//!   kept in the gfx9 numbering (`BUF_DATA_FORMAT_*` 1..14, `BUF_NUM_FORMAT_*` 0..7). gfx11's
//!   unified 7-bit format (resource word 3 bits 18:12, MTBUF `format:`) is mapped onto that
//!   pair through [`GFX11_UFMT`] (LLVM SIDefines.h `UfmtGFX11`). gfx9's resource keeps the
//!   pair in word 3: NUM_FORMAT 14:12, DATA_FORMAT 18:15. Both keep DST_SEL_X..W in 11:0.
//! - Components sit from the low bits up: `2_10_10_10` has x in bits 9:0 and w in 31:30,
//!   `8_8_8_8` x in byte 0 (the names list components from the high end).
//! - Loads: UNORM `u / (2^b - 1)`, SNORM `max(s / (2^(b-1) - 1), -1)`, USCALED/SSCALED the
//!   integer as f32, UINT/SINT zero/sign-extended, FLOAT f16 widened or f32 as is; a component
//!   the format lacks reads 0 (x, y, z) or 1 / 1.0 (w); then DST_SEL picks each result
//!   component (0, 1, or x..w). d16 loads give f16 for the float-valued number formats and the
//!   low 16 bits for UINT/SINT.
//! - Stores: the inverse, rounding to nearest even and clamping to the format's range for the
//!   normalized and scaled formats (NaN stores 0); UINT/SINT keep the low bits; only the
//!   components the instruction has are written.
//! - Emulated: 8, 16, 32-bit components x1..x4 with every number format the ISA allows for
//!   them, and 2_10_10_10 (compilers' packed normals). 10_10_10_2, 10_11_11, 11_11_10 and the
//!   INVALID format stop with an error naming the format.

use super::decode::K;
use crate::asm::{Atom, Instruction, ModValue, Target};

/// How a format op's data registers hold its components.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum D16 {
    /// 32 bits per component.
    #[default]
    No,
    /// 16 bits per component, two per register.
    Packed,
    /// One 16-bit component in the high half (`d16_hi`).
    Hi,
}

/// A data format and number format, gfx9 numbering.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Format {
    pub dfmt: u8,
    pub nfmt: u8,
}

/// What one format op moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FmtOp {
    /// Components the instruction has (x = 1 .. xyzw = 4).
    pub comps: u8,
    pub d16: D16,
    /// MTBUF: the format is `format` (from the instruction), not the resource's.
    pub typed: bool,
    pub format: Format,
    /// `buffer_load_lds_format_x`: the result goes to LDS at M0.
    pub lds: bool,
}

impl FmtOp {
    /// Data registers the op reads or writes.
    pub fn dwords(self) -> u16 {
        match self.d16 {
            D16::No => self.comps as u16,
            D16::Packed => (self.comps as u16).div_ceil(2),
            D16::Hi => 1,
        }
    }
}

/// The format op a mnemonic names: `[t]buffer_{load,store}[_lds]` with `format`, `d16`, `hi`
/// and `x`..`xyzw` in either order (`buffer_load_d16_format_xy` on gfx11,
/// `buffer_load_format_d16_xy` on gfx9).
pub fn lookup(name: &str) -> Option<(K, FmtOp)> {
    let (typed, rest) = match name.strip_prefix('t') {
        Some(r) => (true, r),
        None => (false, name),
    };
    let (store, rest) = if let Some(r) = rest.strip_prefix("buffer_load_") {
        (false, r)
    } else {
        (true, rest.strip_prefix("buffer_store_")?)
    };
    let (lds, rest) = match rest.strip_prefix("lds_") {
        Some(r) if !store && !typed => (true, r),
        _ => (false, rest),
    };
    let mut f = FmtOp {
        typed,
        lds,
        ..FmtOp::default()
    };
    let mut has_format = false;
    let mut d16 = false;
    let mut hi = false;
    for part in rest.split('_') {
        match part {
            "format" => has_format = true,
            "d16" => d16 = true,
            "hi" => hi = true,
            "x" => f.comps = 1,
            "xy" => f.comps = 2,
            "xyz" => f.comps = 3,
            "xyzw" => f.comps = 4,
            _ => return None,
        }
    }
    if !has_format || f.comps == 0 || (hi && (!d16 || f.comps != 1)) {
        return None;
    }
    f.d16 = match (d16, hi) {
        (false, _) => D16::No,
        (true, false) => D16::Packed,
        (true, true) => D16::Hi,
    };
    let k = if store {
        K::buffer_store_format
    } else {
        K::buffer_load_format
    };
    Some((k, f))
}

/// gfx11 unified formats 0..=63 as (data format, number format) in gfx9 numbering.
pub const GFX11_UFMT: [(u8, u8); 64] = {
    // (data format, the number formats it comes in, in unified-format order)
    const GROUPS: [(u8, &[u8]); 15] = [
        (0, &[0]),
        (1, &[0, 1, 2, 3, 4, 5]),
        (2, &[0, 1, 2, 3, 4, 5, 7]),
        (3, &[0, 1, 2, 3, 4, 5]),
        (4, &[4, 5, 7]),
        (5, &[0, 1, 2, 3, 4, 5, 7]),
        (6, &[7]),
        (7, &[7]),
        (8, &[0, 1, 4, 5]),
        (9, &[0, 1, 2, 3, 4, 5]),
        (10, &[0, 1, 2, 3, 4, 5]),
        (11, &[4, 5, 7]),
        (12, &[0, 1, 2, 3, 4, 5, 7]),
        (13, &[4, 5, 7]),
        (14, &[4, 5, 7]),
    ];
    let mut t = [(0u8, 0u8); 64];
    let (mut g, mut i) = (0, 0);
    while g < GROUPS.len() {
        let (d, ns) = GROUPS[g];
        let mut j = 0;
        while j < ns.len() {
            t[i] = (d, ns[j]);
            i += 1;
            j += 1;
        }
        g += 1;
    }
    t
};

const DFMT_NAMES: [&str; 15] = [
    "INVALID",
    "8",
    "16",
    "8_8",
    "32",
    "16_16",
    "10_11_11",
    "11_11_10",
    "10_10_10_2",
    "2_10_10_10",
    "8_8_8_8",
    "32_32",
    "16_16_16_16",
    "32_32_32",
    "32_32_32_32",
];

const NFMT_NAMES: [&str; 8] = [
    "UNORM",
    "SNORM",
    "USCALED",
    "SSCALED",
    "UINT",
    "SINT",
    "SNORM_OGL",
    "FLOAT",
];

const UNORM: u8 = 0;
const SNORM: u8 = 1;
const USCALED: u8 = 2;
const SSCALED: u8 = 3;
const UINT: u8 = 4;
const SINT: u8 = 5;
const FLOAT: u8 = 7;

impl Format {
    /// The format from a gfx11 unified format number.
    pub fn from_gfx11(ufmt: u32) -> Format {
        let (dfmt, nfmt) = GFX11_UFMT.get(ufmt as usize).copied().unwrap_or((0, 0));
        Format { dfmt, nfmt }
    }

    /// `BUF_FMT_32_FLOAT`-style name (for errors).
    pub fn name(self) -> String {
        let d = DFMT_NAMES.get(self.dfmt as usize).unwrap_or(&"?");
        let n = NFMT_NAMES.get(self.nfmt as usize).unwrap_or(&"?");
        if self.dfmt == 0 {
            return "BUF_FMT_INVALID".into();
        }
        format!("BUF_FMT_{d}_{n}")
    }
}

/// The format of a resource's word 3, and its DST_SEL (x, y, z, w).
pub fn of_resource(word3: u32, target: Target) -> (Format, [u8; 4]) {
    let sel = [0, 3, 6, 9].map(|s| ((word3 >> s) & 7) as u8);
    let f = if target == Target::Gfx1100 {
        Format::from_gfx11((word3 >> 12) & 0x7f)
    } else {
        Format {
            dfmt: ((word3 >> 15) & 0xf) as u8,
            nfmt: ((word3 >> 12) & 7) as u8,
        }
    };
    (f, sel)
}

/// The format an MTBUF instruction names: `format:[BUF_FMT_32_FLOAT]`,
/// `format:[BUF_DATA_FORMAT_32, BUF_NUM_FORMAT_FLOAT]`, `format:22` (gfx11 unified;
/// gfx9 `dfmt | nfmt << 4`), `dfmt:4, nfmt:7`; the default is 8 UNORM.
pub fn decode_operand(inst: &Instruction, target: Target) -> Result<Format, String> {
    let mut f = Format { dfmt: 1, nfmt: 0 };
    for md in &inst.modifiers {
        match (md.name.as_str(), &md.value) {
            ("format", ModValue::Int { value, .. }) => {
                f = if target == Target::Gfx1100 {
                    Format::from_gfx11(*value as u32)
                } else {
                    Format {
                        dfmt: (*value & 0xf) as u8,
                        nfmt: ((*value >> 4) & 7) as u8,
                    }
                };
            }
            ("format", ModValue::List(items)) => {
                for a in items.iter() {
                    let Atom::Sym(s) = a else {
                        return Err("numeric item in a symbolic format".into());
                    };
                    symbol(s, &mut f)?;
                }
            }
            ("format", ModValue::Sym(s)) => symbol(s, &mut f)?,
            ("dfmt", v) | ("nfmt", v) => {
                let ModValue::Int { value, .. } = v else {
                    return Err(format!("`{}:` needs a number", md.name));
                };
                if md.name == "dfmt" {
                    f.dfmt = (*value & 0xf) as u8;
                } else {
                    f.nfmt = (*value & 7) as u8;
                }
            }
            _ => {}
        }
    }
    Ok(f)
}

/// Applies one symbolic format name to `f`.
fn symbol(s: &str, f: &mut Format) -> Result<(), String> {
    let find = |names: &[&str], n: &str| names.iter().position(|x| *x == n).map(|i| i as u8);
    if let Some(d) = s.strip_prefix("BUF_DATA_FORMAT_") {
        f.dfmt = find(&DFMT_NAMES, d).ok_or_else(|| format!("unknown data format `{s}`"))?;
    } else if let Some(n) = s.strip_prefix("BUF_NUM_FORMAT_") {
        f.nfmt = find(&NFMT_NAMES, n).ok_or_else(|| format!("unknown number format `{s}`"))?;
    } else if let Some(u) = s.strip_prefix("BUF_FMT_") {
        if u == "INVALID" {
            *f = Format::default();
            return Ok(());
        }
        // The number format is the last word, except the two-word SNORM_OGL.
        let (d, n) = u
            .rsplit_once('_')
            .ok_or_else(|| format!("unknown format `{s}`"))?;
        f.dfmt = find(&DFMT_NAMES, d).ok_or_else(|| format!("unknown format `{s}`"))?;
        f.nfmt = find(&NFMT_NAMES, n).ok_or_else(|| format!("unknown format `{s}`"))?;
    } else {
        return Err(format!("unknown format `{s}`"));
    }
    Ok(())
}

/// The component sizes of an emulated format, or why it is not emulated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub bits: [u8; 4],
    pub n: usize,
    /// Bytes of one element.
    pub bytes: u32,
    pub nfmt: u8,
}

/// The layout of `f`; an error names a format the emulator does not convert.
pub fn layout(f: Format) -> Result<Layout, String> {
    let bits: &[u8] = match f.dfmt {
        1 => &[8],
        2 => &[16],
        3 => &[8, 8],
        4 => &[32],
        5 => &[16, 16],
        9 => &[10, 10, 10, 2],
        10 => &[8, 8, 8, 8],
        11 => &[32, 32],
        12 => &[16, 16, 16, 16],
        13 => &[32, 32, 32],
        14 => &[32, 32, 32, 32],
        _ => &[],
    };
    let ok = !bits.is_empty()
        && match f.nfmt {
            UNORM | SNORM | USCALED | SSCALED => bits[0] < 32,
            UINT | SINT => true,
            FLOAT => bits[0] == 16 || bits[0] == 32,
            _ => false,
        };
    if !ok {
        return Err(format!("buffer format {} is not emulated", f.name()));
    }
    let mut b = [0u8; 4];
    b[..bits.len()].copy_from_slice(bits);
    Ok(Layout {
        bits: b,
        n: bits.len(),
        bytes: bits.iter().map(|&x| x as u32).sum::<u32>() / 8,
        nfmt: f.nfmt,
    })
}

fn mask(bits: u8) -> u32 {
    if bits >= 32 {
        u32::MAX
    } else {
        (1u32 << bits) - 1
    }
}

fn sext(raw: u32, bits: u8) -> i32 {
    let sh = 32 - bits as u32;
    ((raw << sh) as i32) >> sh
}

impl Layout {
    /// Whether results are floating point (everything but UINT/SINT).
    fn float_valued(&self) -> bool {
        !matches!(self.nfmt, UINT | SINT)
    }

    /// The register value (f32 bits, or the integer) of component `i` of `elem` (the element's
    /// bytes, little-endian, from bit 0 up).
    pub fn unpack(&self, elem: u128, i: usize) -> u32 {
        if i >= self.n {
            // Missing components read 0, and w reads 1.
            return match (i, self.float_valued()) {
                (3, true) => 1f32.to_bits(),
                (3, false) => 1,
                _ => 0,
            };
        }
        let b = self.bits[i];
        let off: u32 = self.bits[..i].iter().map(|&x| x as u32).sum();
        let raw = (elem >> off) as u32 & mask(b);
        match self.nfmt {
            UNORM => (raw as f32 / mask(b) as f32).to_bits(),
            SNORM => (sext(raw, b) as f32 / mask(b - 1) as f32)
                .max(-1.0)
                .to_bits(),
            USCALED => (raw as f32).to_bits(),
            SSCALED => (sext(raw, b) as f32).to_bits(),
            SINT => sext(raw, b) as u32,
            FLOAT if b == 16 => super::fp::f16_to_f32(raw as u16).to_bits(),
            _ => raw,
        }
    }

    /// [`Layout::unpack`] as a d16 result: f16 bits, or the low 16 bits of an integer.
    pub fn unpack16(&self, elem: u128, i: usize) -> u16 {
        if self.nfmt == FLOAT && i < self.n && self.bits[i] == 16 {
            let off: u32 = self.bits[..i].iter().map(|&x| x as u32).sum();
            return (elem >> off) as u16;
        }
        let v = self.unpack(elem, i);
        if self.float_valued() {
            super::fp::f32_to_f16(f32::from_bits(v))
        } else {
            v as u16
        }
    }

    /// The bits of component `i` for the register value `v` (f32 bits or an integer).
    pub fn pack(&self, v: u32, i: usize) -> u32 {
        let b = self.bits[i];
        let f = f32::from_bits(v);
        // Scale (exactly, in f64), clamp to [lo, hi], round to nearest even; NaN stores 0.
        let conv = |scale: f64, lo: f64, hi: f64| -> i64 {
            if f.is_nan() {
                0
            } else {
                (f as f64 * scale).clamp(lo, hi).round_ties_even() as i64
            }
        };
        let m = mask(b) as f64;
        let half = mask(b - 1) as f64;
        let r = match self.nfmt {
            UNORM => conv(m, 0.0, m),
            SNORM => conv(half, -half, half),
            USCALED => conv(1.0, 0.0, m),
            SSCALED => conv(1.0, -half - 1.0, half),
            FLOAT if b == 16 => super::fp::f32_to_f16(f) as i64,
            _ => v as i64,
        };
        r as u32 & mask(b)
    }

    /// [`Layout::pack`] from a d16 register half.
    pub fn pack16(&self, h: u16, i: usize) -> u32 {
        match self.nfmt {
            FLOAT if self.bits[i] == 16 => h as u32,
            UINT => self.pack(h as u32, i),
            SINT => self.pack(h as i16 as i32 as u32, i),
            _ => self.pack(super::fp::f16_to_f32(h).to_bits(), i),
        }
    }

    /// Where component `i` sits in the element: bit offset and width.
    pub fn field(&self, i: usize) -> (u32, u8) {
        let off: u32 = self.bits[..i].iter().map(|&x| x as u32).sum();
        (off, self.bits[i])
    }
}

/// The value DST_SEL `sel` picks from the unpacked components `c` (0, 1, or x..w); `one`
/// is 1 in the result's type.
pub fn select(sel: u8, c: &[u32; 4], one: u32) -> u32 {
    match sel {
        1 => one,
        4..=7 => c[(sel - 4) as usize],
        _ => 0,
    }
}
