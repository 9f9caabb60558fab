//! The printer.
//!
//! Lines with an [`Origin`] print as their original bytes. Other lines print canonically in the
//! style LLVM's AMDGPU printer uses (`\tmnemonic op, op mod mod`), which assembles to the same
//! encoding as the text it came from: the conformance corpus checks that against llvm-mc.

use super::ir::*;
use std::fmt::{self, Write};

impl Module {
    /// The module as text: byte for byte the input when no line was rewritten.
    pub fn print(&self) -> String {
        let mut out = String::with_capacity(self.source.len() + 64);
        self.write_lines(&mut out, false);
        out
    }

    /// Every instruction printed canonically; every other line as it was (and an instruction
    /// a lazily parsed module has not built, [`LineKind::Unparsed`], as its source text).
    pub fn print_canonical(&self) -> String {
        let mut out = String::with_capacity(self.source.len() + 64);
        self.write_lines(&mut out, true);
        out
    }

    /// [`Module::print`] written to `w` a line at a time: the text is never whole in memory.
    pub fn write_to(&self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        let new_end = self.preferred_line_end();
        let mut text = String::new();
        for line in &self.lines {
            text.clear();
            self.write_line_text(&mut text, line, false);
            w.write_all(text.as_bytes())?;
            w.write_all(
                line.origin
                    .as_ref()
                    .map_or(new_end, |o| o.end())
                    .as_str()
                    .as_bytes(),
            )?;
        }
        Ok(())
    }

    fn write_lines(&self, out: &mut String, canonical: bool) {
        let new_end = self.preferred_line_end();
        for line in &self.lines {
            self.write_line_text(out, line, canonical);
            out.push_str(line.origin.as_ref().map_or(new_end, |o| o.end()).as_str());
        }
    }

    /// Appends `line` as printed, without its line ending: its original text, or (rewritten,
    /// or an instruction when `canonical`) its canonical form.
    pub(crate) fn write_line_text(&self, out: &mut String, line: &Line, canonical: bool) {
        match &line.origin {
            Some(o) if !(canonical && matches!(line.kind, LineKind::Instruction(_))) => {
                out.push_str(&self.source[o.span().start as usize..o.span().end as usize]);
            }
            // Writing to a String cannot fail.
            _ => drop(write!(out, "{}", CanonicalLine(line))),
        }
    }
}

/// A line in canonical form, without its line ending.
pub struct CanonicalLine<'a>(pub &'a Line);

impl fmt::Display for CanonicalLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line = self.0;
        let mut wrote_code = true;
        match &line.kind {
            LineKind::Blank | LineKind::Comment => wrote_code = false,
            LineKind::Label(name) => write!(f, "{name}:")?,
            LineKind::Directive(d) if d.layout.is_some() => {
                write!(f, "{}{}", d.layout.as_deref().unwrap_or_default(), d.args)?
            }
            LineKind::Directive(d) if d.args.is_empty() => write!(f, "\t{}", d.name)?,
            LineKind::Directive(d) => write!(f, "\t{} {}", d.name, d.args)?,
            LineKind::Instruction(i) => write!(f, "\t{i}")?,
            LineKind::Raw(_, text) => write!(f, "{text}")?,
            // Its text is the module's source, which a line alone does not have: a module
            // prints such a line from its origin ([`Module::write_line_text`]), never this way.
            LineKind::Unparsed => return Err(fmt::Error),
            LineKind::Printed(text) => write!(f, "\t{text}")?,
        }
        if let Some(c) = &line.comment {
            if wrote_code {
                f.write_str(" ")?;
            }
            f.write_str(c)?;
        }
        Ok(())
    }
}

impl fmt::Display for Instruction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.mnemonic)?;
        let space_after_first = self.space_after_first_operand();
        for (i, op) in self.operands.iter().enumerate() {
            f.write_str(if i == 0 || (i == 1 && space_after_first) {
                " "
            } else {
                ", "
            })?;
            write!(f, "{op}")?;
        }
        for m in &self.modifiers {
            write!(f, " {m}")?;
        }
        if let Some(y) = &self.dual {
            write!(f, " :: {y}")?;
        }
        Ok(())
    }
}

impl fmt::Display for RegRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = self.file.prefix();
        if self.count == 1 {
            write!(f, "{p}{}", self.first)?;
        } else {
            write!(f, "{p}[{}:{}]", self.first, self.end() - 1)?;
        }
        match self.half {
            Some(Half::Lo) => f.write_str(".l"),
            Some(Half::Hi) => f.write_str(".h"),
            None => Ok(()),
        }
    }
}

impl fmt::Display for Operand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = self.mods;
        let literal = matches!(self.kind, OperandKind::Int { .. } | OperandKind::Float(_));
        // A negated literal must keep the modifier form: `-1.0` is a different constant than
        // `neg(1.0)` (inline -1.0 versus inline 1.0 with the NEG bit).
        let (neg_open, neg_close) = match (m.neg, literal) {
            (true, true) => ("neg(", ")"),
            (true, false) => ("-", ""),
            _ => ("", ""),
        };
        f.write_str(neg_open)?;
        if m.abs {
            f.write_str("|")?;
        }
        if m.sext {
            f.write_str("sext(")?;
        }
        if m.lit {
            f.write_str("lit(")?;
        }
        match &self.kind {
            OperandKind::Reg(r) => write!(f, "{r}")?,
            OperandKind::RegList(list) => {
                f.write_str("[")?;
                for (i, r) in list.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{r}")?;
                }
                f.write_str("]")?;
            }
            OperandKind::Special(s) => f.write_str(s.name())?,
            OperandKind::Int { value, hex } => write_int(f, *value, *hex)?,
            OperandKind::Float(v) => write_float(f, *v)?,
            OperandKind::Expr(e) => f.write_str(e)?,
            OperandKind::Fields(list) => {
                let FieldList { fields, sep } = &**list;
                let sep = match sep {
                    FieldSep::Space => " ",
                    FieldSep::Pipe => " | ",
                    FieldSep::Amp => " & ",
                    FieldSep::Comma => ", ",
                };
                for (i, field) in fields.iter().enumerate() {
                    if i > 0 {
                        f.write_str(sep)?;
                    }
                    write!(f, "{}({})", field.name, field.value)?;
                }
            }
        }
        if m.lit {
            f.write_str(")")?;
        }
        if m.sext {
            f.write_str(")")?;
        }
        if m.abs {
            f.write_str("|")?;
        }
        f.write_str(neg_close)
    }
}

fn write_int(f: &mut fmt::Formatter<'_>, value: i64, hex: bool) -> fmt::Result {
    match (hex, value < 0) {
        (true, false) => write!(f, "0x{value:x}"),
        (true, true) => write!(f, "-0x{:x}", value.unsigned_abs()),
        (false, _) => write!(f, "{value}"),
    }
}

/// Shortest text that reads back as the same `f64`, always with a decimal point so the
/// assembler lexes it as a float.
fn write_float(f: &mut fmt::Formatter<'_>, v: f64) -> fmt::Result {
    let s = format!("{v:?}");
    match s.find(['e', 'E']) {
        Some(e) if !s[..e].contains('.') => write!(f, "{}.0{}", &s[..e], &s[e..]),
        _ => f.write_str(&s),
    }
}

impl fmt::Display for Modifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)?;
        match &self.value {
            ModValue::None => Ok(()),
            ModValue::Int { value, hex } => {
                f.write_str(":")?;
                write_int(f, *value, *hex)
            }
            ModValue::Sym(s) => write!(f, ":{s}"),
            ModValue::List(items) => {
                f.write_str(":[")?;
                for (i, a) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    match a {
                        Atom::Int { value, hex } => write_int(f, *value, *hex)?,
                        Atom::Sym(s) => f.write_str(s)?,
                    }
                }
                f.write_str("]")
            }
        }
    }
}
