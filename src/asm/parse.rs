//! The parser: `.s` text to a [`Module`].
//!
//! Each line is found, with its comment and VOPD markers, by one scan sixteen bytes at a time,
//! classified by its first significant character, and only instructions get a full grammar
//! (hand-written token readers; nom for the rarer register and number spellings). A line that
//! is only checked is parsed into [`Discard`], which keeps nothing. Nothing recurses on input
//! nesting: parentheses in expressions are matched with a counter, so hostile depth costs time
//! linear in the line, never stack.

use super::error::{ParseError, SyntaxError};
use super::ir::*;
use nom::branch::alt;
use nom::bytes::complete::{tag, take_while};
use nom::character::complete::{char, digit1, hex_digit1, space0};
use nom::combinator::{map, map_res, opt, recognize};
use nom::sequence::{delimited, preceded};
use nom::{IResult, Parser};
use smallvec::SmallVec;

/// Parses a whole file. `target` is used when the file has no `.amdgcn_target` directive.
pub fn parse_module(name: &str, text: &str, target: Option<Target>) -> Result<Module, ParseError> {
    parse_shared(name, text.into(), target, false)
}

/// Parses a file given as bytes the module takes over: the text is kept once (as
/// `Module::source`), where [`parse_module_bytes`] leaves the caller's bytes beside the copy
/// while the lines are built.
pub fn parse_module_owned(
    name: &str,
    bytes: Vec<u8>,
    target: Option<Target>,
) -> Result<Module, ParseError> {
    parse_shared(name, owned_text(name, bytes)?, target, false)
}

/// The text of a file given as bytes, taken over without a copy; an error at the first byte
/// that is not UTF-8.
fn owned_text(name: &str, bytes: Vec<u8>) -> Result<std::sync::Arc<str>, ParseError> {
    utf8_text(name, &bytes)?;
    let text = String::from_utf8(bytes)
        .map_err(|_| ParseError::new(name, 1, 1, "file is not valid UTF-8", ""))?;
    Ok(text.into())
}

/// [`parse_module_owned`] that keeps no instruction it parsed: every instruction line is
/// checked as [`parse_module`] checks it (the same errors) and held as
/// [`LineKind::Unparsed`] until [`Module::materialize`] builds it again. `optimize` reads a
/// many-kernel file this way and builds one kernel's instructions at a time, so its memory
/// is the file's lines, not every instruction of it.
pub fn parse_module_lazy(
    name: &str,
    bytes: Vec<u8>,
    target: Option<Target>,
) -> Result<Module, ParseError> {
    parse_shared(name, owned_text(name, bytes)?, target, true)
}

/// The kind of an instruction line of `text` (a whole line as the source has it), `None` when
/// it is not an instruction or does not parse.
pub(super) fn instruction_line_kind(text: &str) -> Option<LineKind> {
    match classify_line(text, &mut BlockState::Code, true) {
        Ok((kind @ LineKind::Instruction(_), _)) => Some(kind),
        _ => None,
    }
}

/// [`parse_module`] of text already shared.
fn parse_shared(
    name: &str,
    source: std::sync::Arc<str>,
    target: Option<Target>,
    lazy: bool,
) -> Result<Module, ParseError> {
    let text = &*source;
    // Counting the lines first (memchr, a few ms for 64 MB) sizes the vector exactly: a guess
    // from the byte count left a third of it unused on compiler output.
    let mut lines = Vec::with_capacity(memchr::memchr_iter(b'\n', text.as_bytes()).count() + 1);
    let mut found_target = None;
    let mut parser = LineParser::new(name, text)?;
    parser.keep = !lazy;
    for line in parser {
        let line = line?;
        if let LineKind::Directive(d) = &line.kind {
            if d.name == ".amdgcn_target" {
                found_target = Target::from_target_id(&d.args);
            }
        }
        lines.push(line);
    }
    let next_id = lines.len() as u32;
    Ok(Module {
        name: name.to_string(),
        lines,
        source,
        target: found_target.or(target),
        edits: super::edit::EditLog::new(next_id),
        next_id,
        lazy,
    })
}

/// Parses every line of a file as [`parse_module`] does, keeping none: the same errors, at the
/// memory cost of one line. An untouched module prints as its source (its lines' spans tile
/// the text), so `gfxopt parse` checks a file with this and writes the text it read.
pub fn check_module(name: &str, text: &str) -> Result<(), ParseError> {
    let mut lines = LineParser::new(name, text)?;
    lines.keep = false;
    lines.try_for_each(|line| line.map(drop))
}

/// [`check_module`] of a file read in pieces: each piece is whole lines (only the file's last
/// line may lack its line ending), given in order; [`LineChecker::finish`] after the last.
/// `gfxopt parse` reads a file through one reused buffer with this, so the text is never whole
/// in memory and no fresh pages are faulted in for it.
pub struct LineChecker {
    state: BlockState,
    /// Lines checked so far.
    number: u32,
    /// Bytes checked so far (the parser's spans are 32-bit: a file is at most 4 GiB).
    bytes: u64,
}

impl Default for LineChecker {
    fn default() -> LineChecker {
        LineChecker {
            state: BlockState::Code,
            number: 0,
            bytes: 0,
        }
    }
}

impl LineChecker {
    /// Checks the next piece: valid UTF-8, and every line parses as [`parse_module`] parses it.
    pub fn check(&mut self, name: &str, piece: &[u8]) -> Result<(), ParseError> {
        self.bytes += piece.len() as u64;
        if self.bytes > u32::MAX as u64 {
            return Err(ParseError::new(name, 1, 1, "file larger than 4 GiB", ""));
        }
        let text = utf8_text(name, piece).map_err(|mut e| {
            e.line += self.number;
            e
        })?;
        let mut lines = LineParser::new(name, text)?;
        (lines.state, lines.number, lines.keep) = (self.state, self.number, false);
        while lines.pos < text.len() {
            lines.check_line()?;
        }
        (self.state, self.number) = (lines.state, lines.number);
        Ok(())
    }

    /// The error of a file that ended inside a block, after its last piece.
    pub fn finish(self, name: &str) -> Result<(), ParseError> {
        let lines = LineParser {
            name,
            text: "",
            pos: 0,
            number: self.number,
            state: self.state,
            done: false,
            keep: false,
        };
        lines.unterminated().map_or(Ok(()), Err)
    }
}

/// The lines of a file, parsed one at a time; after the last one, an error if the file ends
/// inside a block.
struct LineParser<'a> {
    name: &'a str,
    text: &'a str,
    pos: usize,
    number: u32,
    state: BlockState,
    done: bool,
    /// Whether instruction lines keep their instruction ([`classify_line`]'s `keep`); without
    /// it they are only checked, into [`Discard`].
    keep: bool,
}

impl<'a> LineParser<'a> {
    fn new(name: &'a str, text: &'a str) -> Result<LineParser<'a>, ParseError> {
        if text.len() > u32::MAX as usize {
            return Err(ParseError::new(name, 1, 1, "file larger than 4 GiB", ""));
        }
        Ok(LineParser {
            name,
            text,
            pos: 0,
            number: 0,
            state: BlockState::Code,
            done: false,
            keep: true,
        })
    }

    fn next_line(&mut self) -> Result<Line, ParseError> {
        let ((view, comment, origin), inst) = if self.keep {
            let mut inst = empty_instruction();
            (self.view_next(&mut inst)?, Some(inst))
        } else {
            (self.view_next(&mut Discard)?, None)
        };
        Ok(Line {
            kind: view.into_kind(inst),
            comment: comment.map(ThinText::from),
            origin: Some(origin),
            id: super::edit::LineId::parsed(self.number - 1),
        })
    }

    /// [`LineParser::next_line`] that builds no line: the same checks and errors.
    fn check_line(&mut self) -> Result<(), ParseError> {
        self.view_next(&mut Discard).map(drop)
    }

    /// Reads the next line as a [`LineView`] (an instruction into `inst`), its comment and
    /// origin, and moves past it.
    fn view_next<S: InstSink>(
        &mut self,
        inst: &mut S,
    ) -> Result<(LineView<'a>, Option<&'a str>, Origin), ParseError> {
        let (text, pos) = (self.text, self.pos);
        let bytes = text.as_bytes();
        self.number += 1;
        let scan = scan_line(&bytes[pos..]);
        let nl = pos + scan.end;
        let (content_end, next, end) = if nl == bytes.len() {
            (nl, nl, LineEnd::None)
        } else if nl > pos && bytes[nl - 1] == b'\r' {
            (nl - 1, nl + 1, LineEnd::CrLf)
        } else {
            (nl, nl + 1, LineEnd::Lf)
        };
        let content = &text[pos..content_end];
        let origin =
            Origin::new(self.number, pos as u32..content_end as u32, end).ok_or_else(|| {
                ParseError::new(self.name, self.number, 1, "line longer than 1 GiB", "")
            })?;
        let (view, comment) = view_line(content, scan, &mut self.state, inst).map_err(|e| {
            let col = e.col + 1;
            ParseError::new(self.name, self.number, col as u32, &e.message, content)
        })?;
        self.pos = next;
        Ok((view, comment, origin))
    }

    /// The error of a file that ends inside a block.
    fn unterminated(&self) -> Option<ParseError> {
        let message = match self.state {
            BlockState::Code => return None,
            BlockState::Metadata => {
                "end of file inside `.amdgpu_metadata` (missing `.end_amdgpu_metadata`)"
            }
            BlockState::Comment => "end of file inside a `/*` comment",
        };
        Some(ParseError::new(
            self.name,
            self.number.max(1),
            1,
            message,
            "",
        ))
    }
}

impl Iterator for LineParser<'_> {
    type Item = Result<Line, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        if self.pos >= self.text.len() {
            self.done = true;
            return self.unterminated().map(Err);
        }
        let line = self.next_line();
        // The first error ends the file, as it did when the parser stopped at it.
        self.done = line.is_err();
        Some(line)
    }
}

/// Where printing `module` and parsing the text back would not give its lines again: the
/// first line whose printed text parses to a different instruction (or label, directive, raw
/// line), or does not parse, or is not one line. `None` when the round trip holds.
///
/// The same check as parsing `module.print()` and comparing, one line at a time: neither the
/// text nor a second module is built (on a large file those were twice the module's memory).
pub fn reprint_difference(module: &Module) -> Option<String> {
    reprint_difference_in(module, 0..module.lines.len())
}

/// [`reprint_difference`] for the lines `range` of `module`, which start outside any block
/// (a kernel's code).
pub fn reprint_difference_in(module: &Module, range: std::ops::Range<usize>) -> Option<String> {
    let mut state = BlockState::Code;
    let mut text = String::new();
    let last = module.lines.len().saturating_sub(1);
    let lines = module.lines.get(range.clone())?;
    for (i, line) in (range.start..).zip(lines) {
        text.clear();
        module.write_line_text(&mut text, line, false);
        let joined = i < last
            && line
                .origin
                .as_ref()
                .is_some_and(|o| o.end() == LineEnd::None);
        if joined || text.contains('\n') {
            return Some(format!(
                "line {} of the output does not print as one line: `{text}`",
                i + 1
            ));
        }
        let kind = match classify_line(&text, &mut state, true) {
            Ok((kind, _)) => kind,
            Err(e) => {
                let e = ParseError::new(
                    &module.name,
                    i as u32 + 1,
                    e.col as u32 + 1,
                    &e.message,
                    &text,
                );
                return Some(format!("the output does not parse: {e}"));
            }
        };
        if let Some(problem) = kind_difference(&line.kind, &kind) {
            return Some(problem);
        }
    }
    // (A kernel's code never ends inside a block; the whole module must not.)
    (state != BlockState::Code && range.end == module.lines.len())
        .then(|| "the output ends inside a block".to_string())
}

/// How a line's meaning differs from what its printed text parses to: instructions exactly, a
/// directive by name and arguments (its layout only affects printing), lines without code by
/// kind of line only.
fn kind_difference(have: &LineKind, back: &LineKind) -> Option<String> {
    let same = match (have, back) {
        (LineKind::Instruction(x), LineKind::Instruction(y)) => {
            return (x != y).then(|| {
                format!(
                    "the printed output parses to different instructions: `{x}` reads back as `{y}` ({x:?} vs {y:?})"
                )
            });
        }
        // An unparsed line prints its source text, and stands for what that text parses to.
        (LineKind::Unparsed, LineKind::Instruction(_)) => true,
        (LineKind::Printed(a), LineKind::Instruction(b)) => {
            return (**a != *b.to_string())
                .then(|| format!("a rewritten line `{a}` reads back as `{b}`"));
        }
        (LineKind::Blank | LineKind::Comment, LineKind::Blank | LineKind::Comment) => true,
        (LineKind::Label(a), LineKind::Label(b)) => a == b,
        (LineKind::Directive(a), LineKind::Directive(b)) => a.name == b.name && a.args == b.args,
        (LineKind::Raw(ka, a), LineKind::Raw(kb, b)) => ka == kb && a == b,
        _ => false,
    };
    (!same)
        .then(|| format!("a line of the output reads back as another line: {have:?} vs {back:?}"))
}

/// Parses a file given as bytes: non-UTF-8 input is an error at the first bad byte.
pub fn parse_module_bytes(
    name: &str,
    bytes: &[u8],
    target: Option<Target>,
) -> Result<Module, ParseError> {
    parse_module(name, utf8_text(name, bytes)?, target)
}

/// The bytes of a file as text, or an error at the first byte that is not UTF-8.
pub fn utf8_text<'a>(name: &str, bytes: &'a [u8]) -> Result<&'a str, ParseError> {
    std::str::from_utf8(bytes).map_err(|e| {
        let good = &bytes[..e.valid_up_to()];
        let line = memchr::memchr_iter(b'\n', good).count() as u32 + 1;
        let line_start = memchr::memrchr(b'\n', good).map_or(0, |i| i + 1);
        let col = (e.valid_up_to() - line_start) as u32 + 1;
        ParseError::new(
            name,
            line,
            col,
            &format!(
                "file is not valid UTF-8 (byte 0x{:02x})",
                bytes[e.valid_up_to()]
            ),
            "",
        )
    })
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum BlockState {
    Code,
    Metadata,
    Comment,
}

/// What one line is, borrowing its text: [`view_line`]'s answer, before anything is
/// allocated. [`LineView::into_kind`] turns it into the line's [`LineKind`]; a line only
/// checked (`gfxopt parse`, a lazy parse) is dropped as it is.
enum LineView<'a> {
    Blank,
    Comment,
    Label(&'a str),
    /// The name (with its dot) and the arguments, trimmed.
    Directive(&'a str, &'a str),
    /// `symbol = value`.
    Assignment(&'a str, &'a str),
    /// An instruction, parsed into the instruction [`view_line`] was given.
    Instruction,
    Raw(RawKind, &'a str),
}

impl LineView<'_> {
    /// The line's kind; `inst` is the instruction parsed for it, `None` to hold an instruction
    /// line as [`LineKind::Unparsed`].
    fn into_kind(self, inst: Option<Instruction>) -> LineKind {
        match self {
            LineView::Blank => LineKind::Blank,
            LineView::Comment => LineKind::Comment,
            LineView::Label(label) => LineKind::Label(label.into()),
            LineView::Directive(name, args) => {
                LineKind::Directive(Box::new(Directive::new(name, args)))
            }
            // `sym = expr` is the assembler's spelling of `.set sym, expr`: one meaning, so the
            // layers after the parser see one directive (the line still prints as written).
            LineView::Assignment(symbol, value) => LineKind::Directive(Box::new(Directive::new(
                ".set",
                &format!("{symbol}, {value}"),
            ))),
            LineView::Instruction => match inst {
                Some(inst) => LineKind::Instruction(Box::new(inst)),
                None => LineKind::Unparsed,
            },
            LineView::Raw(kind, text) => LineKind::Raw(kind, text.into()),
        }
    }
}

/// An instruction with nothing in it, to parse into.
fn empty_instruction() -> Instruction {
    Instruction::new("", std::iter::empty())
}

/// The kind of one line (and its comment), `state` carried from the line before. With `keep`
/// false an instruction is checked and held as [`LineKind::Unparsed`], never boxed.
fn classify_line(
    line: &str,
    state: &mut BlockState,
    keep: bool,
) -> Result<(LineKind, Option<ThinText>), SyntaxError> {
    let (view, comment, inst) = if keep {
        let mut inst = empty_instruction();
        let (view, comment) = view_line(line, scan_text(line), state, &mut inst)?;
        (view, comment, Some(inst))
    } else {
        let (view, comment) = view_line(line, scan_text(line), state, &mut Discard)?;
        (view, comment, None)
    };
    Ok((view.into_kind(inst), comment.map(ThinText::from)))
}

/// Where a line ends and where in it the bytes are that the line's grammar looks for first,
/// found in one pass ([`scan_line`]): on lines of some 35 bytes, three `memchr` calls (line
/// end, comment, `::`) cost more in calls than in search. Positions are from the line's start.
#[derive(Clone, Copy)]
struct LineScan {
    /// The `\n` ending the line, or the length of the text.
    end: usize,
    /// The first `;`, `/` or `"`: where [`split_comment`] starts to look.
    comment: Option<usize>,
    /// The first `::` (a VOPD pair's separator when it is in the code).
    dual: Option<usize>,
}

/// [`LineScan`] of the line at the start of `b`.
fn scan_line(b: &[u8]) -> LineScan {
    let (mut comment, mut dual) = (None, None);
    let mut i = 0;
    loop {
        // Sixteen bytes at a time, as a mask of the stop bytes among them (most bytes are
        // none): each one found is looked at, the others are not. A line's bytes are read
        // past its end, up to the piece's, where the last bytes are tested one by one.
        let (mut stops, whole) = match b.get(i..).and_then(|r| r.first_chunk::<16>()) {
            Some(chunk) => (stop_mask(chunk), true),
            None => (tail_stop_mask(&b[i..]), false),
        };
        while stops != 0 {
            let k = i + stops.trailing_zeros() as usize;
            match b[k] {
                b'\n' => {
                    return LineScan {
                        end: k,
                        comment,
                        dual,
                    }
                }
                b':' => {
                    if dual.is_none() && b.get(k + 1) == Some(&b':') {
                        dual = Some(k);
                    }
                }
                _ => {
                    if comment.is_none() {
                        comment = Some(k);
                    }
                }
            }
            stops &= stops - 1;
        }
        if !whole {
            return LineScan {
                end: b.len(),
                comment,
                dual,
            };
        }
        i += 16;
    }
}

/// Bit `k` set where `chunk[k]` is one of [`LINE_STOPS`]: SSE2 compares on x86-64 (part of
/// its baseline), the byte table elsewhere.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn stop_mask(chunk: &[u8; 16]) -> u32 {
    use std::arch::x86_64::{
        __m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_or_si128, _mm_set1_epi8,
    };
    // SAFETY: SSE2 is part of every x86-64 processor; the unaligned load reads exactly the
    // 16 bytes of `chunk`.
    unsafe {
        let v = _mm_loadu_si128(chunk.as_ptr().cast::<__m128i>());
        let mask = LINE_STOPS.iter().fold(_mm_set1_epi8(0), |m, &c| {
            _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8(c as i8)))
        });
        _mm_movemask_epi8(mask) as u32
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn stop_mask(chunk: &[u8; 16]) -> u32 {
    tail_stop_mask(chunk)
}

/// [`stop_mask`] of fewer than 16 bytes (or any 16), a table test per byte.
fn tail_stop_mask(b: &[u8]) -> u32 {
    b.iter()
        .enumerate()
        .filter(|&(_, &c)| LINE_STOP[c as usize])
        .fold(0, |m, (k, _)| m | 1 << k)
}

/// [`LineScan`] of all of `text`, which may hold a line break (a printed line is checked to
/// be one line after it is parsed): the markers are searched past one.
fn scan_text(text: &str) -> LineScan {
    let b = text.as_bytes();
    LineScan {
        end: b.len(),
        comment: memchr::memchr3(b';', b'/', b'"', b),
        dual: memchr::memchr_iter(b':', b).find(|&i| b.get(i + 1) == Some(&b':')),
    }
}

/// The bytes [`scan_line`] stops at: the line end, the comment and string starts, `:`.
const LINE_STOPS: &[u8; 5] = b"\n;/\":";

/// The bytes [`scan_line`] stops at.
static LINE_STOP: [bool; 256] = byte_class(false, LINE_STOPS);

/// Splits one line into what it is and its trailing comment, updating the block state; an
/// instruction is parsed into `inst`. `scan` is [`scan_line`] of `line`. (Inlined into
/// the line loop: its answer, returned through memory, stalled the loads after the call.)
#[inline(always)]
fn view_line<'a, S: InstSink>(
    line: &'a str,
    scan: LineScan,
    state: &mut BlockState,
    inst: &mut S,
) -> Result<(LineView<'a>, Option<&'a str>), SyntaxError> {
    match *state {
        BlockState::Metadata => {
            if line.btrim() == ".end_amdgpu_metadata" {
                *state = BlockState::Code;
                return Ok((LineView::Directive(".end_amdgpu_metadata", ""), None));
            }
            return Ok((LineView::Raw(RawKind::Metadata, line), None));
        }
        BlockState::Comment => {
            if let Some(close) = line.find("*/") {
                *state = BlockState::Code;
                if !line[close + 2..].btrim().is_empty() {
                    return Err(SyntaxError::new(
                        close + 2,
                        "code after the end of a multi-line `/* */` comment is not supported; put it on its own line",
                    ));
                }
            }
            return Ok((LineView::Raw(RawKind::BlockComment, line), None));
        }
        BlockState::Code => {}
    }
    let indent = line.len() - line.ltrim().len();
    let (code, comment) = split_comment(line, scan.comment);
    let comment = match comment {
        Some(c) => {
            if c.starts_with("/*") && !c[2..].contains("*/") {
                *state = BlockState::Comment;
            } else if c.starts_with("/*") {
                let close = c.find("*/").unwrap_or(c.len() - 2) + 2;
                if !c[close..].btrim().is_empty() {
                    return Err(SyntaxError::new(
                        line.len() - c.len() + close,
                        "code after a `/* */` comment is not supported; put it before the comment",
                    ));
                }
            }
            Some(c)
        }
        None => None,
    };
    // (`code` starts as `line` does: its leading space is the line's, `indent` bytes, unless
    // it is all space.)
    let code_trim = code.get(indent..).map_or("", FastTrim::rtrim);
    if code_trim.is_empty() {
        let kind = if comment.is_some() {
            LineView::Comment
        } else {
            LineView::Blank
        };
        return Ok((kind, comment));
    }
    let first = code_trim.as_bytes()[0];
    // A label: identifier immediately followed by ':'.
    // The leading name is read once for the label and assignment tests and the mnemonic.
    let (ident, symbol) = leading_name(code_trim);
    if let Some(label) = label_name(code_trim, symbol).or_else(|| quoted_label(code_trim)) {
        let rest = code_trim[label.len() + 1..].btrim();
        if !rest.is_empty() {
            return Err(SyntaxError::new(
                indent + label.len() + 1 + (code_trim.len() - label.len() - 1 - rest.len()),
                "expected end of line after label; put the statement on its own line",
            ));
        }
        return Ok((LineView::Label(label), comment));
    }
    if first == b'.' {
        let name_len = code_trim
            .bytes()
            .position(|b| b.is_ascii_whitespace())
            .unwrap_or(code_trim.len());
        let name = &code_trim[..name_len];
        let args = code_trim[name_len..].btrim();
        if name == ".amdgpu_metadata" {
            *state = BlockState::Metadata;
        }
        return Ok((LineView::Directive(name, args), comment));
    }
    if let Some((symbol, value)) = assignment(code_trim, symbol) {
        return Ok((LineView::Assignment(symbol, value), comment));
    }
    // The first `::` of the line is the code's first when it is in the code: the code is the
    // line from `indent` on, cut before the comment.
    let dual = scan
        .dual
        .filter(|&d| d + 2 <= indent + code_trim.len())
        .map(|d| d - indent);
    parse_instruction_into(code_trim, inst, Some((ident, dual))).map_err(|e| e.shifted(indent))?;
    Ok((LineView::Instruction, comment))
}

/// A symbol assignment `name = expr` (`hwreg=6`, `zero = 0`): the symbol and the expression.
/// `==` is a comparison, not an assignment; no instruction has `=` after its mnemonic.
/// `symbol` is [`leading_name`]'s symbol end of `s`.
fn assignment(s: &str, symbol: Option<usize>) -> Option<(&str, &str)> {
    let n = symbol?;
    let rest = s[n..].ltrim();
    let value = rest.strip_prefix('=')?;
    if value.starts_with('=') || value.btrim().is_empty() {
        return None;
    }
    Some((&s[..n], value.btrim()))
}

/// If `s` starts with `ident:` returns the identifier. `symbol` is [`leading_name`]'s symbol
/// end of `s`.
fn label_name(s: &str, symbol: Option<usize>) -> Option<&str> {
    let n = symbol?;
    let b = s.as_bytes();
    (b[n] == b':' && b.get(n + 1) != Some(&b':')).then(|| &s[..n])
}

/// If `s` starts with a quoted symbol and `:` (`"non-uniform_load":`, how LLVM prints a
/// function whose name is not an identifier), that symbol with its quotes. Inside the quotes a
/// backslash escapes the next character, as llvm-mc's lexer reads a quoted name.
fn quoted_label(s: &str) -> Option<&str> {
    let n = quoted_symbol_len(s)?;
    let b = s.as_bytes();
    (b.get(n) == Some(&b':') && b.get(n + 1) != Some(&b':')).then(|| &s[..n])
}

/// The length of the quoted symbol `s` starts with, quotes included.
fn quoted_symbol_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if b.first() != Some(&b'"') {
        return None;
    }
    let mut i = 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return (i > 1).then_some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// Where the identifier characters `s` starts with end (letters, digits, `_`, `.`: the
/// mnemonic's characters, whatever the first one is), and where the symbol `s` starts with
/// ends (those and `$`; not a digit first), if it starts with one and something follows it.
/// One scan for both: a symbol is the identifier run and the symbol run after it (every
/// identifier character is a symbol character), which is empty but for a `$`.
fn leading_name(s: &str) -> (usize, Option<usize>) {
    let b = s.as_bytes();
    let ident = ident_len(b);
    let is_symbol = b
        .first()
        .is_some_and(|&c| SYMBOL_CHAR[c as usize] && !c.is_ascii_digit());
    if !is_symbol {
        return (ident, None);
    }
    let end = ident + run_len(&b[ident..], &SYMBOL_CHAR);
    (ident, (end < b.len()).then_some(end))
}

/// How many bytes at the start of `b` are in `class`.
fn run_len(b: &[u8], class: &[bool; 256]) -> usize {
    b.iter()
        .position(|&c| !class[c as usize])
        .unwrap_or(b.len())
}

/// [`run_len`] of `b` in [`IDENT_CHAR`], eight bytes at a time. A byte loop left the run at
/// a different count on nearly every line (each mnemonic's length), a mispredicted exit that
/// was a sixth of the line loop's time on the 2-16 MB gfx942 files (`perf annotate` of
/// `view_next`); a word's first other byte is found without a branch per byte.
fn ident_len(b: &[u8]) -> usize {
    let mut i = 0;
    #[cfg(target_arch = "x86_64")]
    while let Some(chunk) = b.get(i..).and_then(|r| r.first_chunk::<16>()) {
        let other = non_ident_mask(chunk);
        if other != 0 {
            return i + other.trailing_zeros() as usize;
        }
        i += 16;
    }
    while let Some(&word) = b.get(i..).and_then(|r| r.first_chunk::<8>()) {
        let other = non_ident_bytes(u64::from_le_bytes(word));
        if other != 0 {
            // (Little-endian: the first byte is the lowest.)
            return i + (other.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    i + run_len(&b[i..], &IDENT_CHAR)
}

/// The high bit of each byte of `word` that is not in [`IDENT_CHAR`], exactly. The tests add
/// to the bytes with their high bits cleared (at most 0x7f + 0x80), so no sum carries into the
/// next byte; a byte with its high bit set is no identifier character.
fn non_ident_bytes(word: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = ONES << 7;
    let x = word & !HIGH;
    // The high bit of each byte of `x` that is at least `lo`.
    let at_least = |x: u64, lo: u8| x + ONES * (0x80 - u64::from(lo));
    let within = |x: u64, lo: u8, hi: u8| at_least(x, lo) & !at_least(x, hi + 1);
    // The high bit of each byte of `x` equal to `c`: only zero stays below 0x80 after 0x7f.
    let equal = |c: u8| !((x ^ (ONES * u64::from(c))) + ONES * 0x7f);
    // (`| 0x20` folds the upper case letters onto the lower and nothing else onto them.)
    let ident =
        within(x, b'0', b'9') | within(x | (ONES * 0x20), b'a', b'z') | equal(b'_') | equal(b'.');
    HIGH & !(ident & !word)
}

/// Bit `k` set where `chunk[k]` is not in [`IDENT_CHAR`]: [`non_ident_bytes`] of sixteen
/// bytes with SSE2 (signed compares: a byte from 0x80 up is below every ASCII bound, so it is
/// no identifier character, as it should be).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn non_ident_mask(chunk: &[u8; 16]) -> u32 {
    use std::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_cmpeq_epi8, _mm_cmpgt_epi8, _mm_loadu_si128, _mm_movemask_epi8,
        _mm_or_si128, _mm_set1_epi8,
    };
    // SAFETY: SSE2 is part of every x86-64 processor; the unaligned load reads exactly the
    // 16 bytes of `chunk`.
    unsafe {
        let v = _mm_loadu_si128(chunk.as_ptr().cast::<__m128i>());
        let within = |x: __m128i, lo: u8, hi: u8| {
            _mm_and_si128(
                _mm_cmpgt_epi8(x, _mm_set1_epi8(lo as i8 - 1)),
                _mm_cmpgt_epi8(_mm_set1_epi8(hi as i8 + 1), x),
            )
        };
        let lower = _mm_or_si128(v, _mm_set1_epi8(0x20));
        let ident = _mm_or_si128(
            _mm_or_si128(within(v, b'0', b'9'), within(lower, b'a', b'z')),
            _mm_or_si128(
                _mm_cmpeq_epi8(v, _mm_set1_epi8(b'_' as i8)),
                _mm_cmpeq_epi8(v, _mm_set1_epi8(b'.' as i8)),
            ),
        );
        !(_mm_movemask_epi8(ident) as u32) & 0xffff
    }
}

/// The bytes of a mnemonic after its first (letters, digits, `_`, `.`).
static IDENT_CHAR: [bool; 256] = byte_class(true, b"_.");

/// The bytes of a modifier's name (letters, digits, `_`).
static WORD_CHAR: [bool; 256] = byte_class(true, b"_");

/// The bytes of a symbol name.
static SYMBOL_CHAR: [bool; 256] = byte_class(true, b"_.$");

/// A byte table for the scanners: the ASCII letters and digits if `alnum`, and `extra`.
const fn byte_class(alnum: bool, extra: &[u8]) -> [bool; 256] {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        t[c] = alnum && (c as u8).is_ascii_alphanumeric();
        c += 1;
    }
    let mut k = 0;
    while k < extra.len() {
        t[extra[k] as usize] = true;
        k += 1;
    }
    t
}

/// Splits a line at its comment (`;`, `//` or `/*`), ignoring markers inside string literals.
/// `first` is the first byte that can start a comment or a string ([`LineScan::comment`]).
fn split_comment(line: &str, first: Option<usize>) -> (&str, Option<&str>) {
    let b = line.as_bytes();
    // Fast path: jump straight to the first byte that can start a comment or a string.
    let Some(first) = first else {
        return (line, None);
    };
    let mut in_str = false;
    let mut i = first;
    while i < b.len() {
        let c = b[i];
        if in_str {
            if c == b'\\' {
                i += 1;
            } else if c == b'"' {
                in_str = false;
            }
        } else if c == b'"' {
            in_str = true;
        } else if c == b';'
            || (c == b'/' && i + 1 < b.len() && (b[i + 1] == b'/' || b[i + 1] == b'*'))
        {
            let code = line[..i].rtrim();
            return (code, Some(&line[i..]));
        }
        i += 1;
    }
    (line, None)
}

/// Parses one instruction, or a VOPD pair `x :: y`, from text without comment or indentation.
pub fn parse_instruction(text: &str) -> Result<Instruction, SyntaxError> {
    let mut inst = empty_instruction();
    parse_instruction_into(text, &mut inst, None)?;
    Ok(inst)
}

/// [`parse_instruction`] into `inst`, whatever it held: its lists keep their capacity, so a
/// checker parsing every line into one instruction allocates for none of them. `known` is,
/// when the caller read them already, where the identifier characters `text` starts with end
/// and where its first `::` is.
fn parse_instruction_into<S: InstSink>(
    text: &str,
    inst: &mut S,
    known: Option<(usize, Option<usize>)>,
) -> Result<(), SyntaxError> {
    let (ident, sep) = match known {
        Some((ident, sep)) => (Some(ident), sep),
        None => (
            None,
            memchr::memchr_iter(b':', text.as_bytes())
                .find(|&i| text.as_bytes().get(i + 1) == Some(&b':')),
        ),
    };
    if let Some(sep) = sep {
        let (x, y) = (&text[..sep], &text[sep + 2..]);
        // (The identifier run ends before the `::`, and `x` is only trimmed after it.)
        parse_single(x.rtrim(), inst, ident)?;
        let ylead = y.len() - y.ltrim().len();
        let mut yi = inst.half();
        parse_single(y.btrim(), &mut yi, None).map_err(|e| e.shifted(sep + 2 + ylead))?;
        inst.set_dual(yi);
        return Ok(());
    }
    parse_single(text, inst, ident)
}

/// The mnemonic at the start of `i` and the text after it, or `None` if `i` does not start
/// with one: an identifier start (a letter or `_`), then identifier characters (all ASCII, so
/// bytes suffice). `ident` is [`run_len`] of `i` in [`IDENT_CHAR`], if known.
fn mnemonic(i: &str, ident: Option<usize>) -> Option<(&str, &str)> {
    let b = i.as_bytes();
    if !b
        .first()
        .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_')
    {
        return None;
    }
    let n = ident.unwrap_or_else(|| ident_len(b));
    Some((&i[n..], &i[..n]))
}

fn parse_single<S: InstSink>(
    text: &str,
    inst: &mut S,
    ident: Option<usize>,
) -> Result<(), SyntaxError> {
    let full = text.len();
    let col = |rest: &str| full - rest.len();
    let (rest, mn) = mnemonic(text, ident).ok_or_else(|| {
        SyntaxError::new(
            0,
            &format!("expected an instruction mnemonic, found {}", found(text)),
        )
    })?;
    if !rest.is_empty() && !rest.starts_with([' ', '\t']) {
        return Err(SyntaxError::new(
            col(rest),
            &format!("unexpected {} after mnemonic `{mn}`", found(rest)),
        ));
    }
    inst.start(mn);
    let mut rest = rest.ltrim();
    // Operands: comma separated, until a token that is a modifier.
    // A plain register token at `rest` (most operands), read whole by `register_token`: it is
    // no modifier and its own whole expression, so it needs neither test.
    let mut reg = register_token(rest);
    // Else the token at `rest`, read once for the modifier test and the operand itself.
    let mut next = match reg {
        Some(_) => (rest, ""),
        None => operand_token(rest),
    };
    if reg.is_some() || (!rest.is_empty() && !pair_starts_modifier(next)) {
        loop {
            let (mut op, after) = match reg.take() {
                Some((r, after)) => (Operand::from(OperandKind::Reg(r)), after),
                None => {
                    // An operand token followed by a comma or the end of the line is the whole
                    // expression (what `expression_token` joins needs an operator after it).
                    let (tok, after) = match next {
                        (tok, after) if after.is_empty() || after.starts_with(',') => (tok, after),
                        _ => expression_token(rest),
                    };
                    if tok.is_empty() {
                        return Err(SyntaxError::new(
                            col(rest),
                            &format!("expected an operand, found {}", found(rest)),
                        ));
                    }
                    // (A plain register is read here: through `classify_operand` the operand
                    // came back through memory, a twentieth of `gfxopt parse`'s time.)
                    let op = match simple_register(tok) {
                        Some(r) => Operand::from(OperandKind::Reg(r)),
                        None => classify_non_simple(tok).map_err(|e| e.shifted(col(rest)))?,
                    };
                    (op, after)
                }
            };
            let mut after_ws = after.ltrim();
            // `vmcnt(0) lgkmcnt(0)` and `instid0(X) | instskip(Y)` continue a field list.
            if let OperandKind::Fields(list) = &mut op.kind {
                let FieldList { fields, sep } = &mut **list;
                loop {
                    let (s, next) = match after_ws.as_bytes().first() {
                        Some(b'|') => (FieldSep::Pipe, after_ws[1..].ltrim()),
                        Some(b'&') => (FieldSep::Amp, after_ws[1..].ltrim()),
                        // (No instruction takes two field-list operands: a field after a
                        // comma continues the list.)
                        Some(b',') => (FieldSep::Comma, after_ws[1..].ltrim()),
                        _ => (FieldSep::Space, after_ws),
                    };
                    let (tok2, after2) = operand_token(next);
                    match field_list(tok2) {
                        Some(more) if !tok2.is_empty() => {
                            *sep = s;
                            fields.extend(more);
                            after_ws = after2.ltrim();
                        }
                        _ => break,
                    }
                }
            }
            inst.operand(op);
            if let Some(r) = after_ws.strip_prefix(',') {
                rest = r.ltrim();
                reg = register_token(rest);
                if reg.is_some() {
                    continue;
                }
                // llvm-mc takes a comma at the end of the line (`v_cndmask_b32_e32 v1, v2, v3,`)
                // and before a modifier (`global_load_b32 v1, v[2:3], off, offset:8`).
                next = operand_token(rest);
                if rest.is_empty() || (pair_starts_modifier(next) && !inline_format(rest)) {
                    break;
                }
                continue;
            }
            // llvm-mc's operand loop eats a comma when there is one: `v_max_f32 v1, v2 v3` and
            // `exp mrt0 v1, v2, v3, v4 done` (the export target is followed by a space) have
            // three and five operands. What follows without a comma is an operand unless it
            // is a modifier (`a16` is both: after the operands it is the flag).
            if !after_ws.is_empty()
                && (!pair_is_modifier(operand_token(after_ws)) || inline_format(after_ws))
            {
                rest = after_ws;
                next = operand_token(rest);
                continue;
            }
            rest = after_ws;
            break;
        }
    }
    if !rest.is_empty() {
        read_modifiers(rest, full, inst)?;
    }
    Ok(())
}

/// The modifiers at `rest`, the end of an instruction of `full` bytes, into `inst`: space
/// separated. They are gathered first so that the vector is allocated at its size: a `Vec`
/// grown by `push` reserves four (224 bytes) for the usual one, a sixteenth of a module's
/// memory. (Most instructions have none, and do not come here.)
fn read_modifiers<S: InstSink>(
    mut rest: &str,
    full: usize,
    inst: &mut S,
) -> Result<(), SyntaxError> {
    let col = |rest: &str| full - rest.len();
    let mut modifiers: SmallVec<[Modifier; 4]> = SmallVec::new();
    while !rest.is_empty() {
        let (tok, after) = operand_token(rest);
        if tok.is_empty() {
            return Err(SyntaxError::new(
                col(rest),
                &format!("expected a modifier, found {}", found(rest)),
            ));
        }
        // llvm-mc's lexer skips blanks between a modifier's name, its colon and its value
        // (`offset: 8`, `offset :8`, `row_mask : 0xf`): such a modifier is read as written
        // without them.
        let (m, after) = match spaced_modifier(tok, after) {
            Some((joined, after)) => (
                parse_modifier(&joined).map_err(|e| e.shifted(col(rest)))?,
                after,
            ),
            None => (
                parse_modifier(tok).map_err(|e| e.shifted(col(rest)))?,
                after,
            ),
        };
        modifiers.push(m);
        // llvm-mc takes a comma between modifiers too (`format:[...], idxen`).
        let after = after.ltrim();
        rest = after.strip_prefix(',').unwrap_or(after).ltrim();
    }
    inst.modifiers(modifiers);
    Ok(())
}

/// A modifier written with blanks around its colon: `tok` is `name:` or `name` and `after`
/// continues with the colon or value. Returns the modifier without the blanks and what
/// follows it; `None` when `tok` is a whole modifier (or not one at all).
fn spaced_modifier<'a>(tok: &str, after: &'a str) -> Option<(String, &'a str)> {
    let name_len = run_len(tok.as_bytes(), &WORD_CHAR);
    if name_len == 0 || !tok.as_bytes()[0].is_ascii_alphabetic() {
        return None;
    }
    let value_rest = if tok.len() == name_len + 1 && tok.ends_with(':') {
        after.ltrim()
    } else if tok.len() == name_len && after.ltrim().starts_with(':') {
        after.ltrim()[1..].ltrim()
    } else {
        return None;
    };
    let (value, after) = operand_token(value_rest);
    if value.is_empty() {
        return None;
    }
    Some((format!("{}:{value}", &tok[..name_len]), after))
}

/// Where [`parse_single`] puts what it reads: an [`Instruction`] being built, or
/// [`Discard`] for a line that is only checked (`gfxopt parse`, a lazy parse), which then
/// pushes, clears and drops no operand list.
trait InstSink {
    /// The sink of a VOPD pair's Y half.
    type Half: InstSink;
    /// A new instruction begins: `mnemonic`, and nothing else yet.
    fn start(&mut self, mnemonic: &str);
    fn operand(&mut self, op: Operand);
    fn modifiers(&mut self, mods: SmallVec<[Modifier; 4]>);
    fn half(&mut self) -> Self::Half;
    /// `y`, read into [`InstSink::half`]'s sink, is this instruction's Y half.
    fn set_dual(&mut self, y: Self::Half);
}

impl InstSink for Instruction {
    type Half = Instruction;

    fn start(&mut self, mnemonic: &str) {
        // (Written into the string in place: building a new one went through a stack copy
        // that stalled the loads after it.)
        self.mnemonic.clear();
        self.mnemonic.push_str(mnemonic);
        self.operands.clear();
        self.modifiers.clear();
        self.dual = None;
    }

    fn operand(&mut self, op: Operand) {
        self.operands.push(op);
    }

    fn modifiers(&mut self, mods: SmallVec<[Modifier; 4]>) {
        // (`collect` would reserve four: only a trusted length gets the exact size. A reused
        // instruction keeps what it had.)
        self.modifiers.reserve_exact(mods.len());
        self.modifiers.extend(mods);
    }

    fn half(&mut self) -> Instruction {
        empty_instruction()
    }

    fn set_dual(&mut self, y: Instruction) {
        self.dual = Some(Box::new(y));
    }
}

/// The [`InstSink`] that keeps nothing: the line's syntax is checked, with the same errors.
struct Discard;

impl InstSink for Discard {
    type Half = Discard;
    fn start(&mut self, _: &str) {}
    fn operand(&mut self, op: Operand) {
        // Only these kinds own memory; the others are plain values, forgotten without the
        // call into the drop glue (that call was a fortieth of `gfxopt parse`).
        match op.kind {
            OperandKind::RegList(_) | OperandKind::Expr(_) | OperandKind::Fields(_) => drop(op),
            OperandKind::Reg(_)
            | OperandKind::Special(_)
            | OperandKind::Int { .. }
            | OperandKind::Float(_) => std::mem::forget(op),
        }
    }
    fn modifiers(&mut self, _: SmallVec<[Modifier; 4]>) {}
    fn half(&mut self) -> Discard {
        Discard
    }
    fn set_dual(&mut self, _: Discard) {}
}

fn found(rest: &str) -> String {
    match rest.chars().next() {
        None => "end of line".to_string(),
        Some(_) => {
            let tok: String = rest.chars().take(24).collect();
            format!("`{tok}`")
        }
    }
}

/// Whether `s` starts with a typed-buffer format that llvm-mc reads among the operands, before
/// the offset (`..., s[4:7], dfmt:15, nfmt:2, s1`, `..., s[0:3] format:127 0 idxen`): a
/// `format:`, `dfmt:` or `nfmt:` token that more operands follow. It is kept as an operand, in
/// its place (the operand order is the form's).
fn inline_format(s: &str) -> bool {
    // (Most tokens asked about are other modifiers: the first byte rules them out.)
    if !matches!(s.as_bytes().first(), Some(b'f' | b'd' | b'n')) {
        return false;
    }
    let (tok, after) = operand_token(s);
    let name = tok.split(':').next().unwrap_or("");
    if !matches!(name, "format" | "dfmt" | "nfmt") || !tok.contains(':') {
        return false;
    }
    let after = after.ltrim();
    let next = after.strip_prefix(',').unwrap_or(after).ltrim();
    !next.is_empty() && (!is_modifier_token(operand_token(next).0) || inline_format(next))
}

/// Whether the token `tok` is a modifier rather than an operand. `a16` is both a flag (MIMG)
/// and a register; in operand position it is the register.
fn token_starts_modifier(tok: &str) -> bool {
    is_modifier_token(tok) && !matches!(register(tok), Ok(Some(_)))
}

/// [`token_starts_modifier`] of a token and what follows it, a modifier spelled with blanks
/// around its colon included.
fn pair_starts_modifier((tok, after): (&str, &str)) -> bool {
    token_starts_modifier(tok)
        || (spaced_colon(tok, after) && !matches!(register(tok), Ok(Some(_))))
}

/// [`is_modifier_token`] of a token and what follows it, a modifier spelled with blanks
/// around its colon included.
fn pair_is_modifier((tok, after): (&str, &str)) -> bool {
    is_modifier_token(tok) || spaced_colon(tok, after)
}

/// Whether `tok` is a bare word that `after` continues with blanks and a colon (`offset :8`).
/// (`offset: 8` is a modifier token already.)
fn spaced_colon(tok: &str, after: &str) -> bool {
    tok.as_bytes().first().is_some_and(u8::is_ascii_alphabetic)
        && run_len(tok.as_bytes(), &WORD_CHAR) == tok.len()
        && after.ltrim().starts_with(':')
}

fn is_modifier_token(tok: &str) -> bool {
    if !tok.as_bytes().first().is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    let name_len = run_len(tok.as_bytes(), &WORD_CHAR);
    if tok.as_bytes().get(name_len) == Some(&b':') {
        return true;
    }
    // LLVM spells a cleared flag with `no` (`noa16`, `nosc0`, `nont`, `noglc`).
    name_len == tok.len() && (is_flag(tok) || tok.strip_prefix("no").is_some_and(is_flag))
}

/// Whether `name` is a modifier that stands alone (no `:value`; any `name:value` token is a
/// modifier too). Most tokens asked about are registers (`v4`, `s10`), which no flag looks
/// like: ruling them out first saves comparing them with the flags. (A `match`, which
/// compares lengths first, not a list searched in order: `vcc` and `off` are asked about
/// often.)
fn is_flag(name: &str) -> bool {
    let b = name.as_bytes();
    if b.len() < 2 || (matches!(b[0], b'v' | b's') && b[1].is_ascii_digit()) {
        return false;
    }
    matches!(
        name,
        "glc"
            | "slc"
            | "dlc"
            | "sc0"
            | "sc1"
            | "nt"
            | "nv"
            | "lds"
            | "idxen"
            | "offen"
            | "addr64"
            | "gds"
            | "tfe"
            | "lwe"
            | "d16"
            | "a16"
            | "r128"
            | "unorm"
            | "da"
            | "clamp"
            | "compr"
            | "vm"
            | "done"
            | "row_mirror"
            | "row_half_mirror"
            | "high"
            // gfx11 exports: the row index comes from M0.
            | "row_en"
    )
}

/// The next operand-sized token: up to a top-level comma or whitespace. Brackets, parentheses
/// and strings nest (counted, not recursed).
fn operand_token(s: &str) -> (&str, &str) {
    let b = s.as_bytes();
    let mut depth: u32 = 0;
    let mut i = 0;
    loop {
        // Most bytes of a token (`v12`, `s[4:5]`, `0x3f`) are none of the ones that matter:
        // a table test per byte skips them.
        while i < b.len() && !TOKEN_STOP[b[i] as usize] {
            i += 1;
        }
        let Some(&c) = b.get(i) else { break };
        match c {
            // A string runs to its closing quote, or to the end of an unterminated one.
            b'"' => match memchr::memchr(b'"', &b[i + 1..]) {
                Some(j) => i += j + 1,
                None => i = b.len() - 1,
            },
            // `{id: 51, offset: 1, size: 31}`: s_getreg/s_setreg's structured hwreg.
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => break,
            _ => {}
        }
        i += 1;
    }
    (&s[..i], &s[i..])
}

/// The bytes [`operand_token`] looks at: quotes, brackets, and what ends a token.
static TOKEN_STOP: [bool; 256] = byte_class(false, b"\"([{)]},\x20\t");

/// An operand token, spaces around binary operators included: `4 + offset` and `end - start`
/// are one expression to llvm-mc, as `4+offset` is (operands need no comma between them, so
/// without this `s_call_b64 s[0:1], 4 + offset` would read as four operands). A register is
/// never the left side (`v1 -v2` is two operands), nor a field list (`vmcnt(0) & lgkmcnt(0)`
/// is one list of two fields), and an operator must stand free (`4 -1` stays two tokens, as
/// a negated operand).
fn expression_token(s: &str) -> (&str, &str) {
    const BINARY: &[u8] = b"+-*/%|&^<>=!";
    let (mut tok, mut after) = operand_token(s);
    if tok.is_empty() || matches!(register(tok), Ok(Some(_))) || field_list(tok).is_some() {
        return (tok, after);
    }
    loop {
        let rest = after.ltrim();
        // (`|` ends an absolute value: `|v1| clamp` is an operand and a modifier.)
        let ends_with_op = tok
            .as_bytes()
            .last()
            .is_some_and(|&b| b != b'|' && BINARY.contains(&b));
        let op_len = rest.bytes().take_while(|b| BINARY.contains(b)).count();
        let free_op = op_len > 0 && rest[op_len..].starts_with([' ', '\t']);
        let next = if ends_with_op {
            rest
        } else if free_op {
            rest[op_len..].ltrim()
        } else {
            return (tok, after);
        };
        let (t, a) = operand_token(next);
        if t.is_empty() {
            return (tok, after);
        }
        // The token now reaches to the end of `t` (a suffix of `s`).
        let end = s.len() - a.len();
        tok = &s[..end];
        after = a;
    }
}

/// Turns one operand token into an operand.
fn classify_operand(tok: &str) -> Result<Operand, SyntaxError> {
    // Most operands are plain registers (`v4`, `s[8:11]`), which nothing below reads
    // differently: they are tried first.
    if let Some(r) = simple_register(tok) {
        return Ok(Operand::from(OperandKind::Reg(r)));
    }
    classify_non_simple(tok)
}

/// [`classify_operand`] of a token that is not a [`simple_register`].
fn classify_non_simple(tok: &str) -> Result<Operand, SyntaxError> {
    let b = tok.as_bytes();
    // Only a modifier's parentheses hold nothing (`neg()`): every other token is non-empty.
    if b.is_empty() {
        return Err(SyntaxError::new(
            0,
            "expected an operand inside the parentheses",
        ));
    }
    // A token that starts with a digit is a number or an expression: none of the forms below
    // but those two starts with one.
    if b[0].is_ascii_digit() {
        return Ok(Operand::from(match number(tok) {
            Some(kind) => kind,
            None => return digit_expression(tok),
        }));
    }
    if b[0] == b'-' && b.len() > 1 {
        let second = b[1];
        if second.is_ascii_digit() || second == b'.' {
            if let Some(kind) = number(tok) {
                return Ok(Operand::from(kind));
            }
        } else {
            let mut inner = classify_operand(&tok[1..]).map_err(|e| e.shifted(1))?;
            if inner.mods.neg {
                return Err(SyntaxError::new(0, "operand negated twice"));
            }
            inner.mods.neg = true;
            return Ok(inner);
        }
    }
    if b[0] == b'|' {
        if b.len() >= 3 && b[b.len() - 1] == b'|' {
            let mut inner = classify_operand(&tok[1..tok.len() - 1]).map_err(|e| e.shifted(1))?;
            inner.mods.abs = true;
            return Ok(inner);
        }
        return Err(SyntaxError::new(0, "unterminated `|` absolute value"));
    }
    for (name, set) in [
        ("neg(", set_neg as fn(&mut OperandMods)),
        ("abs(", set_abs),
        ("sext(", set_sext),
        ("lit(", set_lit),
    ] {
        if let Some(inner) = tok.strip_prefix(name) {
            if let Some(inner) = inner.strip_suffix(')') {
                if balanced(inner) {
                    let mut op =
                        classify_operand(inner.btrim()).map_err(|e| e.shifted(name.len()))?;
                    set(&mut op.mods);
                    return Ok(op);
                }
            }
        }
    }
    if let Some(list) = vector_register_list(tok) {
        return Ok(Operand::from(OperandKind::RegList(Box::new(list))));
    }
    if let Some(r) = register_not_simple(tok)? {
        return Ok(Operand::from(OperandKind::Reg(r)));
    }
    if b[0].is_ascii_digit() || b[0] == b'.' && b.len() > 1 && b[1].is_ascii_digit() {
        if let Some(kind) = number(tok) {
            return Ok(Operand::from(kind));
        }
    }
    if let Some(r) = SpecialReg::from_name(tok) {
        return Ok(Operand::from(OperandKind::Special(r)));
    }
    if let Some(fields) = field_list(tok) {
        return Ok(Operand::from(OperandKind::Fields(Box::new(FieldList {
            fields,
            sep: FieldSep::Space,
        }))));
    }
    if !balanced(tok) {
        return Err(SyntaxError::new(0, "unbalanced parentheses in expression"));
    }
    Ok(Operand::from(OperandKind::Expr(tok.into())))
}

/// The rest of [`classify_non_simple`] for a token that starts with a digit and is not a
/// [`number`]: no special register or field list (names start with a letter), so an
/// expression (`4+offset`, `1 << 2`) or an error.
fn digit_expression(tok: &str) -> Result<Operand, SyntaxError> {
    if !balanced(tok) {
        return Err(SyntaxError::new(0, "unbalanced parentheses in expression"));
    }
    Ok(Operand::from(OperandKind::Expr(tok.into())))
}

fn set_neg(m: &mut OperandMods) {
    m.neg = true;
}
fn set_abs(m: &mut OperandMods) {
    m.abs = true;
}
fn set_sext(m: &mut OperandMods) {
    m.sext = true;
}
fn set_lit(m: &mut OperandMods) {
    m.lit = true;
}

fn balanced(s: &str) -> bool {
    let mut depth: i64 = 0;
    for b in s.bytes() {
        match b {
            b'(' | b'[' => depth += 1,
            b')' | b']' => {
                depth -= 1;
                if depth < 0 {
                    return false;
                }
            }
            _ => {}
        }
    }
    depth == 0
}

/// `name(value)` as one whole token, with no further nesting of fields.
fn field_list(tok: &str) -> Option<Vec<Field>> {
    // (A byte loop: `str::find` goes through a searcher, slow for a token of a few bytes.)
    let open = tok.bytes().position(|b| b == b'(')?;
    let name = &tok[..open];
    if name.is_empty()
        || !name.starts_with(|c: char| c.is_ascii_alphabetic())
        || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        || !tok.ends_with(')')
        || matches!(name, "neg" | "abs" | "sext" | "lit")
    {
        return None;
    }
    let value = &tok[open + 1..tok.len() - 1];
    if !balanced(value) {
        return None;
    }
    Some(vec![Field {
        name: name.into(),
        value: value.btrim().into(),
    }])
}

/// `v4`, `s[8:11]`, `ttmp[4:5]`, `a[0:15]`, `v1.l`, `v[4]`. Returns `Ok(None)` when the token is
/// not shaped like a register, an error when it is but is malformed.
fn register(tok: &str) -> Result<Option<RegRange>, SyntaxError> {
    if let Some(r) = simple_register(tok) {
        return Ok(Some(r));
    }
    register_not_simple(tok)
}

/// [`register`] of a token that is not a [`simple_register`].
fn register_not_simple(tok: &str) -> Result<Option<RegRange>, SyntaxError> {
    if let Some(r) = register_list(tok) {
        return Ok(Some(r));
    }
    let (file, rest) = if let Some(r) = tok.strip_prefix("ttmp") {
        (RegFile::Ttmp, r)
    } else if let Some(r) = tok.strip_prefix("acc") {
        // LLVM's other name of the accumulation registers: `acc0` is `a0`.
        (RegFile::A, r)
    } else {
        match tok.as_bytes()[0] {
            b'v' => (RegFile::V, &tok[1..]),
            b's' => (RegFile::S, &tok[1..]),
            b'a' => (RegFile::A, &tok[1..]),
            _ => return Ok(None),
        }
    };
    let parsed: IResult<&str, (u32, u32, Option<Half>)> = alt((
        map(
            delimited(
                char('['),
                (
                    preceded(space0, dec_u32),
                    opt(preceded((space0, char(':'), space0), dec_u32)),
                ),
                preceded(space0, char(']')),
            ),
            |(a, b)| (a, b.unwrap_or(a), None),
        ),
        map(
            (
                dec_u32,
                opt(alt((
                    map(tag(".l"), |_| Half::Lo),
                    map(tag(".h"), |_| Half::Hi),
                ))),
            ),
            |(a, h)| (a, a, h),
        ),
    ))
    .parse(rest);
    match parsed {
        Ok(("", (first, last, half))) => {
            if last < first {
                return Err(SyntaxError::new(
                    0,
                    &format!("register range `{tok}` ends before it starts"),
                ));
            }
            let limit = match file {
                RegFile::V | RegFile::A => 512,
                RegFile::S => 128,
                RegFile::Ttmp => 16,
            };
            if last >= limit {
                return Err(SyntaxError::new(
                    0,
                    &format!(
                        "register `{tok}` out of range ({}{} is the highest)",
                        file.prefix(),
                        limit - 1
                    ),
                ));
            }
            Ok(Some(RegRange {
                file,
                first: first as u16,
                count: (last - first + 1) as u16,
                half,
            }))
        }
        _ => {
            // `s_foo` style symbols and `vcc` are not registers; `v[1:` is a broken one.
            if rest.starts_with('[') {
                Err(SyntaxError::new(
                    0,
                    &format!("malformed register range `{tok}`"),
                ))
            } else {
                Ok(None)
            }
        }
    }
}

/// A [`simple_register`] that is the whole operand token at the start of `s` (what
/// [`operand_token`] reads: up to a comma, a space, a tab or the end), and the text after it.
/// One short scan instead of the token scan, the modifier test and the register read.
// (Inlined: called, its answer came back through memory and stalled the test on it.)
#[inline(always)]
fn register_token(s: &str) -> Option<(RegRange, &str)> {
    let (r, n) = register_prefix(s.as_bytes())?;
    // (A plain register holds only digits, brackets and one `:`: no byte before `n` ends the
    // token early or opens a nesting that runs past it.)
    if !matches!(s.as_bytes().get(n), None | Some(b',' | b' ' | b'\t')) {
        return None;
    }
    Some((r, &s[n..]))
}

/// `[s6,s7]`, `[ttmp4,ttmp5,ttmp6,ttmp7]`: llvm-mc's list of consecutive scalar registers, the
/// range `s[6:7]`. Vector lists are [`vector_register_list`]s.
fn register_list(tok: &str) -> Option<RegRange> {
    let inner = tok.strip_prefix('[')?.strip_suffix(']')?;
    if inner.contains(',') && inner.ltrim().starts_with(['v', 'a']) {
        return None;
    }
    let mut range: Option<RegRange> = None;
    for item in inner.split(',') {
        let r = simple_register(item.btrim()).or_else(|| {
            let n = item.btrim().strip_prefix("ttmp")?.parse::<u16>().ok()?;
            (n < 16).then(|| RegRange::single(RegFile::Ttmp, n))
        })?;
        if r.count != 1 {
            return None;
        }
        range = Some(match range {
            None => r,
            Some(p) if p.file == r.file && p.first + p.count == r.first => {
                RegRange::new(p.file, p.first, p.count + 1)
            }
            Some(_) => return None,
        });
    }
    range
}

/// `[v32, v1, v[2:3]]`: a list of two or more vector registers or ranges, the address of an
/// image instruction in non-sequential form (NSA). Even a consecutive list (`[v4, v5]`) stays a
/// list: as an image address llvm-mc encodes it NSA (12 bytes), not as the range `v[4:5]` (8
/// bytes); elsewhere it is that range (`Operand::as_reg`).
fn vector_register_list(tok: &str) -> Option<Box<[RegRange]>> {
    let inner = tok.strip_prefix('[')?.strip_suffix(']')?;
    let list: Vec<RegRange> = inner
        .split(',')
        .map(|item| simple_register(item.btrim()))
        .collect::<Option<_>>()?;
    let file = list.first()?.file;
    (list.len() >= 2
        && matches!(file, RegFile::V | RegFile::A)
        && list.iter().all(|r| r.file == file))
    .then(|| list.into_boxed_slice())
}

fn simple_register(tok: &str) -> Option<RegRange> {
    match register_prefix(tok.as_bytes())? {
        (r, n) if n == tok.len() => Some(r),
        _ => None,
    }
}

/// The plain register `b` starts with (`v4`, `s[8:11]`: one to four digits, or two in
/// brackets with a colon and no space) and its length, read in one pass (every register
/// operand is read through here).
#[inline(always)]
fn register_prefix(b: &[u8]) -> Option<(RegRange, usize)> {
    let (&f, rest) = b.split_first()?;
    let file = match f {
        b'v' => RegFile::V,
        b's' => RegFile::S,
        b'a' => RegFile::A,
        _ => return None,
    };
    let limit = if file == RegFile::S { 128 } else { 512 };
    let (first, last, n) = match rest.split_first() {
        Some((b'[', inner)) => {
            let (first, a) = register_index(inner)?;
            let after = inner.get(a + 1..).filter(|_| inner[a] == b':')?;
            let (last, c) = register_index(after)?;
            if after.get(c) != Some(&b']') {
                return None;
            }
            (first, last, a + c + 4)
        }
        _ => {
            let (n, a) = register_index(rest)?;
            (n, n, a + 1)
        }
    };
    if last < first || last >= limit {
        return None; // the slow path reports the error
    }
    Some((
        RegRange::new(file, first as u16, (last - first + 1) as u16),
        n,
    ))
}

/// The one to four decimal digits `s` starts with (no more follow), and how many there are.
fn register_index(s: &[u8]) -> Option<(u32, usize)> {
    let n = s.iter().take(5).take_while(|d| d.is_ascii_digit()).count();
    if n == 0 || n > 4 {
        return None;
    }
    let value = s[..n].iter().fold(0u32, |a, &d| a * 10 + (d - b'0') as u32);
    Some((value, n))
}

fn dec_u32(i: &str) -> IResult<&str, u32> {
    map_res(digit1, str::parse::<u32>).parse(i)
}

/// An integer (decimal or hex, optional minus) or float, taking the whole token.
fn number(tok: &str) -> Option<OperandKind> {
    let b = tok.as_bytes();
    let (neg, body) = match b.first() {
        Some(b'-') => (true, &tok[1..]),
        _ => (false, tok),
    };
    if !body.is_empty() && body.len() <= 18 && body.bytes().all(|c| c.is_ascii_digit()) {
        let v = body.bytes().fold(0i64, |a, d| a * 10 + (d - b'0') as i64);
        return Some(OperandKind::Int {
            value: apply_sign(v, neg),
            hex: false,
        });
    }
    if let Some(h) = body.strip_prefix("0x") {
        if !h.is_empty() && h.len() <= 16 && h.bytes().all(|c| c.is_ascii_hexdigit()) {
            let v = u64::from_str_radix(h, 16).ok()? as i64;
            return Some(OperandKind::Int {
                value: apply_sign(v, neg),
                hex: true,
            });
        }
    }
    let parsed: IResult<&str, OperandKind> = alt((
        map_res(
            (opt(char('-')), alt((tag("0x"), tag("0X"))), hex_digit1),
            |(neg, _, h): (Option<char>, &str, &str)| {
                u64::from_str_radix(h, 16).map(|v| OperandKind::Int {
                    value: apply_sign(v as i64, neg.is_some()),
                    hex: true,
                })
            },
        ),
        map_res(
            recognize((
                opt(char('-')),
                take_while(|c: char| c.is_ascii_digit()),
                char('.'),
                take_while(|c: char| c.is_ascii_digit()),
                opt((
                    alt((char('e'), char('E'))),
                    opt(alt((char('+'), char('-')))),
                    digit1,
                )),
            )),
            |s: &str| s.parse::<f64>().map(OperandKind::Float),
        ),
        map_res(
            recognize((
                opt(char('-')),
                digit1,
                alt((char('e'), char('E'))),
                opt(alt((char('+'), char('-')))),
                digit1,
            )),
            |s: &str| s.parse::<f64>().map(OperandKind::Float),
        ),
        map_res(
            (opt(char('-')), digit1),
            |(neg, d): (Option<char>, &str)| {
                d.parse::<u64>().map(|v| OperandKind::Int {
                    value: apply_sign(v as i64, neg.is_some()),
                    hex: false,
                })
            },
        ),
    ))
    .parse(tok);
    match parsed {
        Ok(("", k)) => Some(k),
        _ => None,
    }
}

fn apply_sign(v: i64, neg: bool) -> i64 {
    if neg {
        v.wrapping_neg()
    } else {
        v
    }
}

/// `glc`, `offset:16`, `offset:-8`, `op_sel:[0,1]`, `dst_sel:WORD_1`, `offset:swizzle(...)`.
fn parse_modifier(tok: &str) -> Result<Modifier, SyntaxError> {
    if !is_modifier_token(tok) {
        return Err(SyntaxError::new(
            0,
            &format!("expected a modifier (like `offset:16` or `glc`), found `{tok}`; operands come before modifiers"),
        ));
    }
    let (name, value) = match tok.bytes().position(|b| b == b':') {
        None => return Ok(Modifier::flag(tok)),
        Some(i) => (&tok[..i], &tok[i + 1..]),
    };
    if value.is_empty() {
        return Err(SyntaxError::new(
            name.len() + 1,
            &format!("expected a value after `{name}:`"),
        ));
    }
    let value = if value.starts_with('[') {
        match atom_list(value) {
            Some(l) => ModValue::List(Box::new(l)),
            None => {
                return Err(SyntaxError::new(
                    name.len() + 1,
                    &format!("malformed list in modifier `{tok}`"),
                ))
            }
        }
    } else {
        match number(value) {
            Some(OperandKind::Int { value, hex }) => ModValue::Int { value, hex },
            _ => ModValue::Sym(value.into()),
        }
    };
    Ok(Modifier {
        name: name.into(),
        value,
    })
}

/// A modifier's list `[a, b, ...]`, the whole of `value`: one or more elements between commas,
/// none holding a bracket; each is read from its first byte that is no space or tab to its
/// last that is no white space, and is never empty.
fn atom_list(value: &str) -> Option<Vec<Atom>> {
    let inner = value.strip_prefix('[')?.strip_suffix(']')?;
    let mut commas = 0;
    for b in inner.bytes() {
        match b {
            b'[' | b']' => return None,
            b',' => commas += 1,
            _ => {}
        }
    }
    // (A byte loop and a list allocated at its size: `split` and `collect` went through a
    // char searcher and a growing vector, a twelfth of `gfxopt parse` on gfx942 code, where
    // every packed FMA has an `op_sel_hi` list.)
    let mut list = Vec::with_capacity(commas + 1);
    let mut start = 0;
    for (i, b) in inner.bytes().enumerate() {
        if b == b',' {
            list.push(atom(&inner[start..i])?);
            start = i + 1;
        }
    }
    list.push(atom(&inner[start..])?);
    Some(list)
}

/// One element of a modifier's list: a number, a name, or an expression llvm-mc evaluates
/// (`quad_perm:[0+zero,zero-2+two*two,1/one,1]`), kept as written.
fn atom(item: &str) -> Option<Atom> {
    let lead = item
        .bytes()
        .take_while(|&b| b == b' ' || b == b'\t')
        .count();
    let tok = item[lead..].rtrim();
    if tok.is_empty() {
        return None;
    }
    Some(match number(tok) {
        Some(OperandKind::Int { value, hex }) => Atom::Int { value, hex },
        _ => Atom::Sym(tok.into()),
    })
}

/// `str::trim*` with ASCII whitespace skipped a byte at a time: the standard ones decode
/// characters, a tenth of the parser's time. Whitespace is the same set (a non-ASCII byte
/// where the trimming stops hands the rest to the standard method).
trait FastTrim {
    fn ltrim(&self) -> &str;
    fn rtrim(&self) -> &str;
    fn btrim(&self) -> &str {
        self.ltrim().rtrim()
    }
}

/// The ASCII characters `char::is_whitespace` accepts.
fn is_ascii_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

impl FastTrim for str {
    #[inline]
    fn ltrim(&self) -> &str {
        // (Most text trimmed starts with no space or one: a token after a comma's space, the
        // operands after a mnemonic, an indented line.)
        let b = self.as_bytes();
        let mut i = 0;
        while i < b.len() && is_ascii_space(b[i]) {
            i += 1;
        }
        match b.get(i) {
            Some(&c) if c >= 0x80 => self[i..].trim_start(),
            _ => &self[i..],
        }
    }

    #[inline]
    fn rtrim(&self) -> &str {
        if self
            .as_bytes()
            .last()
            .is_some_and(|&b| b < 0x80 && !is_ascii_space(b))
        {
            return self;
        }
        let n = self
            .bytes()
            .rposition(|b| !is_ascii_space(b))
            .map_or(0, |i| i + 1);
        let rest = &self[..n];
        match rest.as_bytes().last() {
            Some(&b) if b >= 0x80 => rest.trim_end(),
            _ => rest,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nom::bytes::complete::take_while1;
    use nom::multi::separated_list1;

    /// llvm-mc skips blanks around a modifier's colon (the seed's hand-edited kernels write
    /// `offset: 8`, issue 45): each spelling reads as the compact one.
    #[test]
    fn blanks_around_a_modifier_colon_read_as_the_compact_modifier() {
        let one = |line: &str| {
            let m = parse_module("t.s", &format!("{line}\n"), Some(Target::Gfx1100))
                .unwrap_or_else(|e| panic!("{line}: {e}"));
            match &m.lines[0].kind {
                LineKind::Instruction(i) => (i.operands.len(), i.modifiers.clone()),
                _ => panic!("{line}: not an instruction"),
            }
        };
        let want = one("ds_load_b64 v[190:191], v183 offset:8");
        for spelled in ["offset: 8", "offset :8", "offset\t:\t8", "offset : 8"] {
            assert_eq!(
                one(&format!("ds_load_b64 v[190:191], v183 {spelled}")),
                want,
                "{spelled}"
            );
        }
        let want = one("global_load_dwordx4 v[1:4], v[2:3], off offset:16 glc");
        assert_eq!(
            one("global_load_dwordx4 v[1:4], v[2:3], off offset: 16 glc"),
            want
        );
    }

    /// The modifier-list grammar as it was written with nom before [`atom_list`] replaced it:
    /// `[`, elements (a run of bytes other than `,[]`, trimmed at its end) separated by commas
    /// with spaces or tabs around them, `]`, and nothing after.
    fn atom_list_nom(value: &str) -> Option<Vec<Atom>> {
        fn atom_nom(i: &str) -> IResult<&str, Atom> {
            let (rest, tok) = take_while1(|c: char| c != ',' && c != ']' && c != '[')(i)?;
            let tok = tok.rtrim();
            if tok.is_empty() {
                return Err(nom::Err::Error(nom::error::Error::new(
                    i,
                    nom::error::ErrorKind::TakeWhile1,
                )));
            }
            Ok((
                rest,
                match number(tok) {
                    Some(OperandKind::Int { value, hex }) => Atom::Int { value, hex },
                    _ => Atom::Sym(tok.into()),
                },
            ))
        }
        let list: IResult<&str, Vec<Atom>> = delimited(
            (char('['), space0),
            separated_list1((space0, char(','), space0), atom_nom),
            (space0, char(']')),
        )
        .parse(value);
        match list {
            Ok(("", l)) => Some(l),
            _ => None,
        }
    }

    /// [`scan_line`] as one byte at a time would find it: the line end, the first comment or
    /// string byte before it, the first `::` starting before it.
    fn scan_line_bytewise(b: &[u8]) -> (usize, Option<usize>, Option<usize>) {
        let end = b.iter().position(|&c| c == b'\n').unwrap_or(b.len());
        let comment = b[..end].iter().position(|c| b";/\"".contains(c));
        let dual = (0..end).find(|&i| b[i] == b':' && b.get(i + 1) == Some(&b':'));
        (end, comment, dual)
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(4000))]

        /// The sixteen-byte scan finds every stop byte at every place in a chunk and across
        /// chunks, with lines shorter and longer than one.
        #[test]
        fn the_line_scan_finds_what_a_byte_loop_finds(
            b in proptest::collection::vec(
                proptest::sample::select(b"a \t\n;/\":v0".to_vec()), 0..80)
        ) {
            let scan = scan_line(&b);
            proptest::prop_assert_eq!(
                (scan.end, scan.comment, scan.dual),
                scan_line_bytewise(&b),
                "{:?}", String::from_utf8_lossy(&b)
            );
        }
    }

    /// Every value of up to seven bytes over the bytes that matter to the grammar reads the
    /// same through [`atom_list`] as through the nom grammar it replaced.
    #[test]
    fn modifier_lists_read_as_the_nom_grammar_did() {
        const BYTES: &[u8] = b"[],0x \t\x0b";
        let mut value = Vec::new();
        let mut checked = 0;
        for len in 0..=7u32 {
            for mut n in 0..BYTES.len().pow(len) {
                value.clear();
                for _ in 0..len {
                    value.push(BYTES[n % BYTES.len()]);
                    n /= BYTES.len();
                }
                let value = std::str::from_utf8(&value).expect("the bytes are ASCII");
                assert_eq!(atom_list(value), atom_list_nom(value), "{value:?}");
                checked += 1;
            }
        }
        assert!(checked > 2_000_000);
    }
}
