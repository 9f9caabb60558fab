//! The IR types of an assembly file.
//!
//! A [`Module`] is the list of source lines of one `.s` file. Every parsed line remembers where it
//! came from (`Line::origin`), so an unmodified line prints as its original bytes; a line a pass
//! created or rewrote has no origin and prints canonically. That is what makes `print(parse(x)) == x`
//! hold while rewritten instructions come out in one regular form.

use compact_str::CompactString;
use smallvec::SmallVec;
use std::fmt;
use std::num::NonZeroU32;
use std::ops::Range;

/// The GPU a file is compiled for. Only the two targets the project supports are named; the
/// `.amdgcn_target` directive of a file selects one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// RDNA3, wave32 by default, VOPD dual issue.
    Gfx1100,
    /// CDNA3 (MI300), wave64, packed FP32 and MFMA.
    Gfx942,
}

impl Target {
    pub fn name(self) -> &'static str {
        match self {
            Target::Gfx1100 => "gfx1100",
            Target::Gfx942 => "gfx942",
        }
    }

    /// Parses `gfx1100` / `gfx942`, or a full target id like `amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-`.
    pub fn from_target_id(id: &str) -> Option<Target> {
        // `arch-vendor-os-environment-processor[:feature±...]`: the environment is empty in
        // LLVM's spelling (`amdgcn-amd-amdhsa--gfx942`), `unknown` in Triton's
        // (`amdgpu9.42-amd-amdhsa-unknown-gfx942`); features may hold `-` (`xnack-`).
        let id = id.trim().trim_matches('"');
        let triple = id.split(':').next().unwrap_or(id);
        let cpu = triple.rsplit('-').next().unwrap_or(triple);
        match cpu {
            "gfx1100" => Some(Target::Gfx1100),
            "gfx942" => Some(Target::Gfx942),
            _ => None,
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a source line ended; kept so CRLF files print back as CRLF.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineEnd {
    /// The last line of a file without a trailing newline.
    None,
    Lf,
    CrLf,
}

impl LineEnd {
    pub fn as_str(self) -> &'static str {
        match self {
            LineEnd::None => "",
            LineEnd::Lf => "\n",
            LineEnd::CrLf => "\r\n",
        }
    }
}

/// One parsed `.s` file.
#[derive(Clone, Debug)]
pub struct Module {
    /// The name used in diagnostics (a path, or `<stdin>`).
    pub name: String,
    /// The original text; parsed lines point into it.
    /// Shared: copies of a module (the verifier's, the pipeline's original) do not copy the text.
    pub(crate) source: std::sync::Arc<str>,
    pub lines: Vec<Line>,
    /// From `.amdgcn_target`, or given by the caller for a bare instruction list.
    pub target: Option<Target>,
    /// What the passes changed, through the edit API (`asm/edit.rs`).
    pub(crate) edits: super::edit::EditLog,
    /// The id the next inserted line gets.
    pub(crate) next_id: u32,
    /// Parsed with [`crate::asm::parse_module_lazy`]: instruction lines as the source has them
    /// may be [`LineKind::Unparsed`] until [`Module::materialize`] builds them.
    pub(crate) lazy: bool,
}

impl Module {
    /// Why the module has no [`Target`], as a located error: the processor its
    /// `.amdgcn_target` names when that is neither gfx1100 nor gfx942 (a gfx1101 or
    /// `gfx11-generic` build is refused by name rather than as a file without a target), else
    /// that it has none. `hint` ends the message (`; pass --target`, where a flag can help).
    pub fn no_target_error(&self, hint: &str) -> String {
        let named = self.lines.iter().find_map(|l| match &l.kind {
            LineKind::Directive(d) if d.name == ".amdgcn_target" => Some((
                l.line_number().unwrap_or(0),
                d.args.trim_matches('"').to_string(),
            )),
            _ => None,
        });
        match named {
            Some((line, id)) => {
                // The processor is the triple's last part, from its first `gfx` field on:
                // generic targets hold dashes (`gfx9-4-generic`).
                let triple = id.split(':').next().unwrap_or(&id);
                let fields: Vec<&str> = triple.split('-').collect();
                let first = fields.iter().position(|f| f.starts_with("gfx"));
                let cpu = first.map_or(triple.to_string(), |i| fields[i..].join("-"));
                format!(
                    "{}:{line}:1: error: the file is for `{cpu}` (`.amdgcn_target \"{id}\"`); \
                     gfxopt reads gfx1100 and gfx942 code only",
                    self.name
                )
            }
            None => format!(
                "{}: error: no `.amdgcn_target` for gfx1100 or gfx942 in the file{hint}",
                self.name
            ),
        }
    }

    /// The original text of the file.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The original text of a line (without its line ending), or `None` for a line a pass created.
    pub fn original_text(&self, line: &Line) -> Option<&str> {
        line.origin
            .as_ref()
            .map(|o| &self.source[o.span().start as usize..o.span().end as usize])
    }

    /// Whether instruction lines may be [`LineKind::Unparsed`] (see [`Module::materialize`]).
    pub fn is_lazy(&self) -> bool {
        self.lazy
    }

    /// Builds the instructions of the [`LineKind::Unparsed`] lines in `range` from their source
    /// text (which parsed when the module was read, so it parses again).
    pub fn materialize(&mut self, range: std::ops::Range<usize>) {
        if !self.lazy {
            return;
        }
        let source = std::sync::Arc::clone(&self.source);
        for line in &mut self.lines[range] {
            let text = match &line.kind {
                LineKind::Unparsed => {
                    let span = line.origin.as_ref().map(Origin::span).unwrap_or(0..0);
                    &source[span.start as usize..span.end as usize]
                }
                LineKind::Printed(text) => text,
                _ => continue,
            };
            line.kind = super::parse::instruction_line_kind(text)
                .expect("an unbuilt line's text parsed when it was read or written");
        }
    }

    /// Drops the built instructions of the lines in `range`: a line as parsed keeps its source
    /// text, a rewritten one the text it prints ([`LineKind::Printed`]), and
    /// [`Module::materialize`] parses either again. A many-kernel module then holds the
    /// instructions of the kernel at hand only. A rewritten instruction whose printed text
    /// would not parse back to it stays built, for the verifier to report.
    pub fn dematerialize(&mut self, range: std::ops::Range<usize>) {
        if !self.lazy {
            return;
        }
        for line in &mut self.lines[range] {
            let LineKind::Instruction(inst) = &line.kind else {
                continue;
            };
            if line.origin.is_some() {
                line.kind = LineKind::Unparsed;
                continue;
            }
            let text = inst.to_string();
            if super::parse::instruction_line_kind(&text).as_ref() == Some(&line.kind) {
                line.kind = LineKind::Printed(text.into());
            }
        }
    }

    /// Iterates over the instructions with their line index.
    pub fn instructions(&self) -> impl Iterator<Item = (usize, &Instruction)> {
        self.lines
            .iter()
            .enumerate()
            .filter_map(|(i, l)| match &l.kind {
                LineKind::Instruction(inst) => Some((i, &**inst)),
                _ => None,
            })
    }

    /// The line ending new lines get: the file's own style (CRLF if its first line used it).
    pub fn preferred_line_end(&self) -> LineEnd {
        match self.lines.first().and_then(|l| l.origin.as_ref()) {
            Some(o) if o.end() == LineEnd::CrLf => LineEnd::CrLf,
            _ => LineEnd::Lf,
        }
    }
}

/// Where a line came from in the source: 12 bytes, and `Option<Origin>` too (the line number
/// is never 0), because every line of a module holds one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// 1-based line number.
    line: NonZeroU32,
    /// Byte offset of the line's text in the source.
    start: u32,
    /// The text's length in the low 30 bits, the [`LineEnd`] in the top two.
    len_end: u32,
}

impl Origin {
    const LEN_BITS: u32 = 30;

    /// The line numbered `line` (1-based, so at least 1), its text at `span` of the source
    /// (shorter than 1 GiB: the parser limits files to 4 GiB and lines to 1 GiB), ending
    /// with `end`.
    pub fn new(line: u32, span: Range<u32>, end: LineEnd) -> Option<Origin> {
        let len = span.end.checked_sub(span.start)?;
        if len >> Self::LEN_BITS != 0 {
            return None;
        }
        let end_bits = match end {
            LineEnd::None => 0,
            LineEnd::Lf => 1,
            LineEnd::CrLf => 2,
        };
        Some(Origin {
            line: NonZeroU32::new(line)?,
            start: span.start,
            len_end: len | end_bits << Self::LEN_BITS,
        })
    }

    /// The 1-based line number.
    pub fn line(&self) -> u32 {
        self.line.get()
    }

    /// Byte range of the line's text in the source, without the line ending.
    pub fn span(&self) -> Range<u32> {
        let len = self.len_end & ((1 << Self::LEN_BITS) - 1);
        self.start..self.start + len
    }

    /// How the line ended.
    pub fn end(&self) -> LineEnd {
        match self.len_end >> Self::LEN_BITS {
            0 => LineEnd::None,
            1 => LineEnd::Lf,
            _ => LineEnd::CrLf,
        }
    }
}

/// Text behind one thin pointer, for what most holders do not have (a line's comment, an
/// operand's symbol expression) or few lines are (labels, metadata lines, lines a pass
/// rewrote): 8 bytes in every line or operand instead of a `CompactString`'s 24; reads go
/// through `Deref<Target = str>`. One allocation holding the length and the bytes (a
/// `Box<Box<str>>` took two, 80 bytes of heap for a 36-byte line where this takes 48).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct ThinText(thin_str::ThinStr);

impl std::ops::Deref for ThinText {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl ThinText {
    pub fn as_str(&self) -> &str {
        self
    }
}

impl AsRef<str> for ThinText {
    fn as_ref(&self) -> &str {
        self
    }
}

impl PartialEq<str> for ThinText {
    fn eq(&self, other: &str) -> bool {
        **self == *other
    }
}

impl PartialEq<&str> for ThinText {
    fn eq(&self, other: &&str) -> bool {
        **self == **other
    }
}

impl PartialEq<String> for ThinText {
    fn eq(&self, other: &String) -> bool {
        **self == **other
    }
}

impl From<&str> for ThinText {
    fn from(s: &str) -> ThinText {
        ThinText(thin_str::ThinStr::new(s))
    }
}

impl From<String> for ThinText {
    fn from(s: String) -> ThinText {
        ThinText(thin_str::ThinStr::new(&s))
    }
}

impl fmt::Debug for ThinText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&**self, f)
    }
}

impl fmt::Display for ThinText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self)
    }
}

/// One line of a module.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub kind: LineKind,
    /// A trailing comment, with its marker (`; foo`, `// foo`, `/* foo */`).
    pub comment: Option<ThinText>,
    /// `Some` while the line is as parsed; a pass that rewrites a line clears it.
    pub origin: Option<Origin>,
    /// Stable under edits elsewhere; [`LineId::NEW`] until the line is in a module.
    pub id: super::edit::LineId,
}

impl Line {
    /// A new line made by a pass: printed canonically.
    pub fn new(kind: LineKind) -> Line {
        Line {
            kind,
            comment: None,
            origin: None,
            id: super::edit::LineId::NEW,
        }
    }

    pub fn instruction(&self) -> Option<&Instruction> {
        match &self.kind {
            LineKind::Instruction(i) => Some(i),
            _ => None,
        }
    }

    /// The mutable instruction of this line; taking it marks the line as rewritten. Passes go
    /// through [`Module::instruction_mut`], which records the edit.
    pub(super) fn instruction_mut(&mut self) -> Option<&mut Instruction> {
        match &mut self.kind {
            LineKind::Instruction(i) => {
                self.origin = None;
                Some(i)
            }
            _ => None,
        }
    }

    /// The 1-based source line number, if the line came from the source.
    pub fn line_number(&self) -> Option<u32> {
        self.origin.as_ref().map(Origin::line)
    }
}

/// What a line holds.
#[derive(Clone, Debug, PartialEq)]
pub enum LineKind {
    /// Empty or whitespace only.
    Blank,
    /// Only a comment (the comment is in `Line::comment`).
    Comment,
    /// `name:`
    Label(ThinText),
    Directive(Box<Directive>),
    Instruction(Box<Instruction>),
    /// An instruction line of a module parsed lazily, as its source text has it (the line's
    /// origin): checked when the module was read, built by [`Module::materialize`].
    Unparsed,
    /// An instruction line a pass wrote, in a lazily parsed module: held as the text it prints
    /// (its canonical form, without indentation or comment), which parses back to the
    /// instruction; built again by [`Module::materialize`].
    Printed(ThinText),
    /// A line inside a block whose contents are not assembly: the `.amdgpu_metadata` YAML, or
    /// the inside of a multi-line `/* */` comment. Holds the line's text.
    Raw(RawKind, ThinText),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RawKind {
    Metadata,
    BlockComment,
}

/// `.name args`. The arguments are kept as text; [`Directive::int_arg`] reads the numeric ones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Directive {
    /// Including the leading dot.
    pub name: CompactString,
    /// Everything after the name, trimmed, without a trailing comment.
    pub args: CompactString,
    /// For a directive a pass rewrote: its original text up to the arguments (indentation, name,
    /// spacing), printed instead of the canonical `\t.name ` so a diff shows only the value.
    pub layout: Option<ThinText>,
}

impl Directive {
    pub fn new(name: &str, args: &str) -> Directive {
        Directive {
            name: name.into(),
            args: args.into(),
            layout: None,
        }
    }

    /// The argument as an integer (`123`, `0x7b`, `-1`), if it is one.
    pub fn int_arg(&self) -> Option<i64> {
        parse_int_text(self.args.trim())
    }
}

/// Reads a decimal or `0x` hexadecimal integer with an optional minus sign.
pub fn parse_int_text(s: &str) -> Option<i64> {
    let (neg, digits) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let v = if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        u64::from_str_radix(hex, 16).ok()? as i64
    } else {
        digits.parse::<u64>().ok()? as i64
    };
    Some(if neg { v.wrapping_neg() } else { v })
}

/// One machine instruction, or a VOPD pair (`x :: y`).
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    pub mnemonic: CompactString,
    pub operands: SmallVec<[Operand; 3]>,
    /// Most instructions have none; a `Vec` keeps the common case small.
    pub modifiers: Vec<Modifier>,
    /// The Y component of a VOPD pair; `self` is then the X component.
    pub dual: Option<Box<Instruction>>,
}

impl Instruction {
    /// `exp`'s syntax: its first operand (the export target, `mrt0`, `pos0`) is separated from
    /// the sources by a space, not a comma (`exp mrt0 v1, v2, v3, v4 done`).
    pub fn space_after_first_operand(&self) -> bool {
        self.mnemonic.eq_ignore_ascii_case("exp")
    }

    pub fn new(mnemonic: &str, operands: impl IntoIterator<Item = Operand>) -> Instruction {
        Instruction {
            mnemonic: mnemonic.into(),
            operands: operands.into_iter().collect(),
            modifiers: Vec::new(),
            dual: None,
        }
    }

    /// The modifier of this name, if present.
    pub fn modifier(&self, name: &str) -> Option<&Modifier> {
        self.modifiers.iter().find(|m| m.name == name)
    }

    pub fn has_modifier(&self, name: &str) -> bool {
        self.modifier(name).is_some()
    }
}

/// Register files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegFile {
    V,
    S,
    A,
    Ttmp,
}

impl RegFile {
    pub fn prefix(self) -> &'static str {
        match self {
            RegFile::V => "v",
            RegFile::S => "s",
            RegFile::A => "a",
            RegFile::Ttmp => "ttmp",
        }
    }
}

/// Which 16-bit half of a VGPR a true16 operand names (`v1.l`, `v1.h`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Half {
    Lo,
    Hi,
}

/// A register or a range of consecutive registers: `v4` is `{V, 4, 1}`, `s[8:11]` is `{S, 8, 4}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegRange {
    pub file: RegFile,
    pub first: u16,
    pub count: u16,
    pub half: Option<Half>,
}

impl RegRange {
    pub fn new(file: RegFile, first: u16, count: u16) -> RegRange {
        RegRange {
            file,
            first,
            count,
            half: None,
        }
    }

    pub fn single(file: RegFile, index: u16) -> RegRange {
        RegRange::new(file, index, 1)
    }

    /// One past the last register.
    pub fn end(&self) -> u32 {
        self.first as u32 + self.count as u32
    }

    /// The individual 32-bit registers.
    pub fn units(&self) -> impl Iterator<Item = u16> {
        self.first..self.first + self.count
    }
}

/// The one range a list of ranges covers when each starts where the previous ends.
pub fn consecutive(list: &[RegRange]) -> Option<RegRange> {
    let (first, rest) = list.split_first()?;
    rest.iter().try_fold(*first, |acc, r| {
        (r.file == acc.file
            && r.half.is_none()
            && acc.half.is_none()
            && r.first as u32 == acc.end())
        .then(|| RegRange::new(acc.file, acc.first, acc.count + r.count))
    })
}

/// Registers with a name instead of an index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpecialReg {
    Vcc,
    VccLo,
    VccHi,
    Exec,
    ExecLo,
    ExecHi,
    M0,
    Scc,
    Vccz,
    Execz,
    Null,
    /// `off`: no address/offset register.
    Off,
    FlatScratch,
    FlatScratchLo,
    FlatScratchHi,
    XnackMask,
    XnackMaskLo,
    XnackMaskHi,
    SrcSharedBase,
    SrcSharedLimit,
    SrcPrivateBase,
    SrcPrivateLimit,
    SrcPopsExitingWaveId,
    SrcExecz,
    SrcVccz,
    SrcScc,
    SrcLdsDirect,
    LdsDirect,
    Tba,
    TbaLo,
    TbaHi,
    Tma,
    TmaLo,
    TmaHi,
}

/// Name table for [`SpecialReg`]; the first spelling of a register is its canonical one.
pub(crate) const SPECIAL_REG_NAMES: &[(&str, SpecialReg)] = &[
    ("vcc", SpecialReg::Vcc),
    ("vcc_lo", SpecialReg::VccLo),
    ("vcc_hi", SpecialReg::VccHi),
    ("exec", SpecialReg::Exec),
    ("exec_lo", SpecialReg::ExecLo),
    ("exec_hi", SpecialReg::ExecHi),
    ("m0", SpecialReg::M0),
    ("scc", SpecialReg::Scc),
    ("vccz", SpecialReg::Vccz),
    ("execz", SpecialReg::Execz),
    ("null", SpecialReg::Null),
    ("off", SpecialReg::Off),
    ("flat_scratch", SpecialReg::FlatScratch),
    ("flat_scratch_lo", SpecialReg::FlatScratchLo),
    ("flat_scratch_hi", SpecialReg::FlatScratchHi),
    ("xnack_mask", SpecialReg::XnackMask),
    ("xnack_mask_lo", SpecialReg::XnackMaskLo),
    ("xnack_mask_hi", SpecialReg::XnackMaskHi),
    ("src_shared_base", SpecialReg::SrcSharedBase),
    ("src_shared_limit", SpecialReg::SrcSharedLimit),
    ("src_private_base", SpecialReg::SrcPrivateBase),
    ("src_private_limit", SpecialReg::SrcPrivateLimit),
    ("src_pops_exiting_wave_id", SpecialReg::SrcPopsExitingWaveId),
    ("src_execz", SpecialReg::SrcExecz),
    ("src_vccz", SpecialReg::SrcVccz),
    ("src_scc", SpecialReg::SrcScc),
    ("src_lds_direct", SpecialReg::SrcLdsDirect),
    ("lds_direct", SpecialReg::LdsDirect),
    ("tba", SpecialReg::Tba),
    ("tba_lo", SpecialReg::TbaLo),
    ("tba_hi", SpecialReg::TbaHi),
    ("tma", SpecialReg::Tma),
    ("tma_lo", SpecialReg::TmaLo),
    ("tma_hi", SpecialReg::TmaHi),
    // Aliases LLVM accepts on input.
    ("shared_base", SpecialReg::SrcSharedBase),
    ("shared_limit", SpecialReg::SrcSharedLimit),
    ("private_base", SpecialReg::SrcPrivateBase),
    ("private_limit", SpecialReg::SrcPrivateLimit),
    ("pops_exiting_wave_id", SpecialReg::SrcPopsExitingWaveId),
];

impl SpecialReg {
    pub fn from_name(name: &str) -> Option<SpecialReg> {
        // Every name starts with one of these letters; most operand tokens do not.
        if !matches!(
            name.as_bytes().first(),
            Some(b'v' | b'e' | b'm' | b's' | b'n' | b'o' | b'f' | b'x' | b'l' | b't' | b'p')
        ) {
            return None;
        }
        SPECIAL_REG_NAMES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, r)| r)
    }

    pub fn name(self) -> &'static str {
        SPECIAL_REG_NAMES
            .iter()
            .find(|(_, r)| *r == self)
            .map(|(n, _)| *n)
            .unwrap_or("?")
    }
}

/// Source modifiers of an operand, as bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OperandMods {
    /// `-x` or `neg(x)`.
    pub neg: bool,
    /// `|x|` or `abs(x)`.
    pub abs: bool,
    /// `sext(x)` (SDWA integer sources).
    pub sext: bool,
    /// `lit(x)`: force a literal encoding of an inline-representable constant.
    pub lit: bool,
}

impl OperandMods {
    pub fn is_empty(&self) -> bool {
        *self == OperandMods::default()
    }
}

/// One `name(value)` of a field list like `vmcnt(0) lgkmcnt(0)` or `hwreg(HW_REG_MODE, 0, 4)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: CompactString,
    /// The text between the parentheses, trimmed.
    pub value: CompactString,
}

/// An operand.
#[derive(Clone, Debug, PartialEq)]
pub struct Operand {
    pub kind: OperandKind,
    pub mods: OperandMods,
}

#[derive(Clone, Debug, PartialEq)]
pub enum OperandKind {
    Reg(RegRange),
    /// A list of vector registers in brackets, `[v32, v1, v[2:3]]`: a MIMG address written
    /// non-sequentially (NSA). Each element is its own register or range; the list is one
    /// operand, and its registers are all read.
    /// (Boxed twice: a thin pointer keeps `Operand` at 24 bytes.)
    RegList(Box<Box<[RegRange]>>),
    Special(SpecialReg),
    /// An integer; `hex` remembers `0x` spelling for printing.
    Int {
        value: i64,
        hex: bool,
    },
    /// A floating-point literal (`1.0`, `-0.5`, `0.15915494`).
    Float(f64),
    /// A symbol expression or label: `.LBB0_3`, `sym@rel32@lo+4`, `(a-b)>>2`.
    Expr(ThinText),
    /// Fields joined by a separator: `vmcnt(0) lgkmcnt(0)`, `instid0(X) | instskip(Y)`, `hwreg(...)`.
    Fields(Box<FieldList>),
}

/// Fields joined by one kind of separator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldList {
    pub fields: Vec<Field>,
    pub sep: FieldSep,
}

/// What joins the fields of a field list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldSep {
    Space,
    Pipe,
    Amp,
    /// `vmcnt(0), expcnt(0)`: llvm-mc takes a comma between the fields of one operand too.
    Comma,
}

impl Operand {
    pub fn reg(file: RegFile, first: u16, count: u16) -> Operand {
        Operand::from(OperandKind::Reg(RegRange::new(file, first, count)))
    }

    pub fn vgpr(index: u16) -> Operand {
        Operand::reg(RegFile::V, index, 1)
    }

    pub fn sgpr(index: u16) -> Operand {
        Operand::reg(RegFile::S, index, 1)
    }

    pub fn int(value: i64) -> Operand {
        Operand::from(OperandKind::Int { value, hex: false })
    }

    pub fn hex(value: i64) -> Operand {
        Operand::from(OperandKind::Int { value, hex: true })
    }

    pub fn special(r: SpecialReg) -> Operand {
        Operand::from(OperandKind::Special(r))
    }

    pub fn expr(text: &str) -> Operand {
        Operand::from(OperandKind::Expr(text.into()))
    }

    /// The register range, if this operand is a numbered register or a list of consecutive
    /// registers (`[v2, v3]`, which llvm-mc takes as `v[2:3]` outside image addresses).
    pub fn as_reg(&self) -> Option<RegRange> {
        match &self.kind {
            OperandKind::Reg(r) => Some(*r),
            OperandKind::RegList(list) => consecutive(list),
            _ => None,
        }
    }

    /// Every register range the operand names: one for a register, each element of a list.
    pub fn reg_ranges(&self) -> &[RegRange] {
        match &self.kind {
            OperandKind::Reg(r) => std::slice::from_ref(r),
            OperandKind::RegList(list) => list,
            _ => &[],
        }
    }

    /// [`Operand::reg_ranges`], to rename registers in place.
    pub fn reg_ranges_mut(&mut self) -> &mut [RegRange] {
        match &mut self.kind {
            OperandKind::Reg(r) => std::slice::from_mut(r),
            OperandKind::RegList(list) => list,
            _ => &mut [],
        }
    }

    /// The index of a whole single VGPR operand (`v7`, not `v[6:7]`, `v7.l` or `-v7`).
    pub fn plain_vgpr(&self) -> Option<u16> {
        match self.as_reg() {
            Some(r)
                if r.file == RegFile::V
                    && r.count == 1
                    && r.half.is_none()
                    && self.mods.is_empty() =>
            {
                Some(r.first)
            }
            _ => None,
        }
    }
}

impl From<OperandKind> for Operand {
    fn from(kind: OperandKind) -> Operand {
        Operand {
            kind,
            mods: OperandMods::default(),
        }
    }
}

/// An instruction modifier after the operands: `glc`, `offset:16`, `op_sel:[0,1]`, `dst_sel:WORD_1`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Modifier {
    pub name: CompactString,
    pub value: ModValue,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModValue {
    /// A bare flag: `glc`, `offen`, `clamp`.
    None,
    Int {
        value: i64,
        hex: bool,
    },
    /// `[0,1,1]`, `[BUF_FMT_32_FLOAT]`. (Thin pointers here and in `Sym` keep a modifier at
    /// 40 bytes, where the usual one is a flag or a number.)
    List(Box<Vec<Atom>>),
    /// `WORD_1`, `SQ_RSRC_IMG_2D`.
    Sym(ThinText),
}

/// One element of a modifier list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Atom {
    Int { value: i64, hex: bool },
    Sym(CompactString),
}

impl Modifier {
    pub fn flag(name: &str) -> Modifier {
        Modifier {
            name: name.into(),
            value: ModValue::None,
        }
    }

    pub fn int(name: &str, value: i64) -> Modifier {
        Modifier {
            name: name.into(),
            value: ModValue::Int { value, hex: false },
        }
    }

    /// The integer value of `name:N`, if that is this modifier's form.
    pub fn int_value(&self) -> Option<i64> {
        match self.value {
            ModValue::Int { value, .. } => Some(value),
            _ => None,
        }
    }

    /// Bit `k` of a 0/1 list (`op_sel:[0,1,1]`): `None` when the list has no such element or
    /// this is not a list.
    pub fn list_bit(&self, k: usize) -> Option<bool> {
        match &self.value {
            ModValue::List(items) => match items.get(k)? {
                Atom::Int { value, .. } => Some(*value != 0),
                Atom::Sym(_) => None,
            },
            _ => None,
        }
    }
}
