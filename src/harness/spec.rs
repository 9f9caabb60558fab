//! Launch specs: the small TOML file that describes one kernel launch (kernel, grid, block,
//! arguments, buffers and how to fill them, problem-size parameters, the work formula and the
//! CPU reference). `gfxopt run`, `verify` and `bench` all read it. The format is documented in
//! `docs/launch-spec.md`; this module is its reference implementation.
//!
//! Reading is two-step: serde (with `deny_unknown_fields`) turns the text into raw, spanned
//! values, then [`LaunchSpec::from_str`] resolves parameters and formulas and checks that the
//! whole is consistent. Every error names the file, the line and column when the TOML gives one,
//! and the key path (`args[2]`, `buffers.A.len`), like a compiler.

use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use serde::Deserialize;
use toml::Spanned;

/// Largest work-group the hardware launches (gfx1100 and gfx942 alike).
pub const MAX_BLOCK_WORK_ITEMS: u64 = 1024;
/// LDS bytes a work-group may use in total (static plus dynamic), gfx1100 and gfx942.
pub const MAX_LDS_BYTES: u64 = 65536;

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/// A launch spec could not be read or is not valid. `Display` is compiler style:
/// `file:line:col: error: key: message` (line and column when known).
#[derive(Debug, thiserror::Error)]
pub enum SpecError {
    /// The file could not be read.
    #[error("{}: error: cannot read launch spec: {source}", .path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// The text is not TOML, or a key has the wrong type or is unknown.
    #[error("{}: error: {message}", location(.path, *.pos))]
    Syntax {
        path: PathBuf,
        /// 1-based line and column
        pos: Option<(usize, usize)>,
        message: String,
    },
    /// The TOML is well-formed but the spec is inconsistent.
    #[error("{}: error: {key}: {message}", location(.path, *.pos))]
    Invalid {
        path: PathBuf,
        pos: Option<(usize, usize)>,
        /// key path: `grid[0]`, `buffers.A.init`, `args[2]`
        key: String,
        message: String,
    },
}

fn location(path: &Path, pos: Option<(usize, usize)>) -> String {
    match pos {
        Some((line, col)) => format!("{}:{line}:{col}", path.display()),
        None => path.display().to_string(),
    }
}

impl SpecError {
    /// The key path of an [`SpecError::Invalid`] error.
    pub fn key(&self) -> Option<&str> {
        match self {
            SpecError::Invalid { key, .. } => Some(key),
            _ => None,
        }
    }

    /// The bare message, without file, position or key.
    pub fn message(&self) -> String {
        match self {
            SpecError::Io { source, .. } => source.to_string(),
            SpecError::Syntax { message, .. } | SpecError::Invalid { message, .. } => {
                message.clone()
            }
        }
    }

    /// 1-based line and column, when known.
    pub fn position(&self) -> Option<(usize, usize)> {
        match self {
            SpecError::Io { .. } => None,
            SpecError::Syntax { pos, .. } | SpecError::Invalid { pos, .. } => *pos,
        }
    }
}

/// 1-based (line, column) of a byte offset; the column counts characters.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = before.get(line_start..).map_or(0, |s| s.chars().count()) + 1;
    (line, col)
}

/// An error while evaluating a formula; the spec reader prefixes the key path.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct FormulaError {
    pub message: String,
}

impl FormulaError {
    fn new(message: impl Into<String>) -> FormulaError {
        FormulaError {
            message: message.into(),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Numbers and formulas
// ---------------------------------------------------------------------------------------------

/// A parameter or formula value: integers stay exact (`i64`), anything with a float in it is `f64`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    Int(i64),
    Float(f64),
}

impl Number {
    pub fn as_f64(self) -> f64 {
        match self {
            Number::Int(i) => i as f64,
            Number::Float(f) => f,
        }
    }

    /// The value as an integer when it is one exactly (an `Int`, or a `Float` with no fraction
    /// that fits in `i64`).
    pub fn as_exact_int(self) -> Option<i64> {
        match self {
            Number::Int(i) => Some(i),
            Number::Float(f) => {
                if f.is_finite() && f.fract() == 0.0 && f.abs() < 9.0e18 {
                    Some(f as i64)
                } else {
                    None
                }
            }
        }
    }
}

impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Number::Int(i) => write!(f, "{i}"),
            Number::Float(x) => {
                if x.is_finite() && x.fract() == 0.0 && x.abs() < 1e16 {
                    write!(f, "{x:.1}")
                } else {
                    write!(f, "{x}")
                }
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(Number),
    Ident(String),
    Op(char),
}

fn tokenize(src: &str) -> Result<Vec<(usize, Tok)>, FormulaError> {
    let bytes = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i] as char;
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit()
            || (c == '.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            let start = i;
            let mut is_float = false;
            while i < bytes.len() {
                let d = bytes[i] as char;
                if d.is_ascii_digit() || d == '_' {
                    i += 1;
                } else if d == '.' && !is_float {
                    is_float = true;
                    i += 1;
                } else if (d == 'e' || d == 'E')
                    && bytes.get(i + 1).is_some_and(|b| {
                        b.is_ascii_digit()
                            || ((*b == b'+' || *b == b'-')
                                && bytes.get(i + 2).is_some_and(u8::is_ascii_digit))
                    })
                {
                    is_float = true;
                    i += 2;
                } else {
                    break;
                }
            }
            let text: String = src[start..i].chars().filter(|&ch| ch != '_').collect();
            let num = if is_float {
                text.parse::<f64>().map(Number::Float).ok()
            } else {
                text.parse::<i64>().map(Number::Int).ok()
            };
            match num {
                Some(n) => out.push((start, Tok::Num(n))),
                None => {
                    return Err(FormulaError::new(format!(
                        "bad number \"{}\" at column {}",
                        &src[start..i],
                        start + 1
                    )))
                }
            }
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < bytes.len()
                && ((bytes[i] as char).is_ascii_alphanumeric() || bytes[i] == b'_')
            {
                i += 1;
            }
            out.push((start, Tok::Ident(src[start..i].to_string())));
        } else if "+-*/%(),".contains(c) {
            out.push((i, Tok::Op(c)));
            i += 1;
        } else {
            let ch = src[i..].chars().next().unwrap_or(c);
            return Err(FormulaError::new(format!(
                "unexpected character '{ch}' at column {}",
                i + 1
            )));
        }
    }
    Ok(out)
}

/// Evaluates arithmetic formulas over named parameters: `+ - * / %`, unary minus, parentheses,
/// integer and float literals, parameter names and the functions `min`, `max`, `cdiv`
/// (ceiling division of integers), `floor`, `ceil`.
///
/// Integer arithmetic is exact and checked for overflow. `a / b` on integers is an integer when
/// `b` divides `a` and a float otherwise (so a non-integral grid or length is reported instead of
/// silently truncated); `%` is for integers only.
struct Parser<'a> {
    src: &'a str,
    toks: Vec<(usize, Tok)>,
    pos: usize,
    lookup: &'a dyn Fn(&str) -> Option<Number>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|(_, t)| t)
    }

    fn col(&self) -> usize {
        self.toks.get(self.pos).map_or(self.src.len(), |(c, _)| *c) + 1
    }

    fn expect(&mut self, op: char) -> Result<(), FormulaError> {
        if self.peek() == Some(&Tok::Op(op)) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.unexpected(&format!("'{op}'")))
        }
    }

    fn unexpected(&self, wanted: &str) -> FormulaError {
        match self.toks.get(self.pos) {
            Some((c, t)) => {
                let what = match t {
                    Tok::Num(n) => format!("number {n}"),
                    Tok::Ident(s) => format!("name \"{s}\""),
                    Tok::Op(o) => format!("'{o}'"),
                };
                FormulaError::new(format!(
                    "expected {wanted}, found {what} at column {} in \"{}\"",
                    c + 1,
                    self.src
                ))
            }
            None => FormulaError::new(format!("expected {wanted} at the end of \"{}\"", self.src)),
        }
    }

    fn expr(&mut self) -> Result<Number, FormulaError> {
        let mut acc = self.term()?;
        while let Some(Tok::Op(op @ ('+' | '-'))) = self.peek() {
            let op = *op;
            self.pos += 1;
            let rhs = self.term()?;
            acc = arith(op, acc, rhs)?;
        }
        Ok(acc)
    }

    fn term(&mut self) -> Result<Number, FormulaError> {
        let mut acc = self.unary()?;
        while let Some(Tok::Op(op @ ('*' | '/' | '%'))) = self.peek() {
            let op = *op;
            self.pos += 1;
            let rhs = self.unary()?;
            acc = arith(op, acc, rhs)?;
        }
        Ok(acc)
    }

    fn unary(&mut self) -> Result<Number, FormulaError> {
        match self.peek() {
            Some(Tok::Op('-')) => {
                self.pos += 1;
                let v = self.unary()?;
                match v {
                    Number::Int(i) => i
                        .checked_neg()
                        .map(Number::Int)
                        .ok_or_else(|| FormulaError::new("integer overflow")),
                    Number::Float(f) => Ok(Number::Float(-f)),
                }
            }
            Some(Tok::Op('+')) => {
                self.pos += 1;
                self.unary()
            }
            _ => self.atom(),
        }
    }

    fn atom(&mut self) -> Result<Number, FormulaError> {
        let col = self.col();
        match self.toks.get(self.pos).map(|(_, t)| t.clone()) {
            Some(Tok::Num(n)) => {
                self.pos += 1;
                Ok(n)
            }
            Some(Tok::Op('(')) => {
                self.pos += 1;
                let v = self.expr()?;
                self.expect(')')?;
                Ok(v)
            }
            Some(Tok::Ident(name)) => {
                self.pos += 1;
                if self.peek() == Some(&Tok::Op('(')) {
                    self.pos += 1;
                    let mut args = vec![self.expr()?];
                    while self.peek() == Some(&Tok::Op(',')) {
                        self.pos += 1;
                        args.push(self.expr()?);
                    }
                    self.expect(')')?;
                    call(&name, &args)
                } else {
                    (self.lookup)(&name).ok_or_else(|| {
                        FormulaError::new(format!(
                            "unknown parameter \"{name}\" at column {col} in \"{}\" (define it in [params])",
                            self.src
                        ))
                    })
                }
            }
            _ => Err(self.unexpected("a number, a parameter name or '('")),
        }
    }
}

fn arith(op: char, a: Number, b: Number) -> Result<Number, FormulaError> {
    let overflow = || FormulaError::new(format!("integer overflow in {a} {op} {b}"));
    match (a, b) {
        (Number::Int(x), Number::Int(y)) => match op {
            '+' => x.checked_add(y).map(Number::Int).ok_or_else(overflow),
            '-' => x.checked_sub(y).map(Number::Int).ok_or_else(overflow),
            '*' => x.checked_mul(y).map(Number::Int).ok_or_else(overflow),
            '/' => {
                if y == 0 {
                    Err(FormulaError::new(format!("division by zero in {x} / {y}")))
                } else if x.checked_rem(y) == Some(0) {
                    x.checked_div(y).map(Number::Int).ok_or_else(overflow)
                } else {
                    Ok(Number::Float(x as f64 / y as f64))
                }
            }
            '%' => {
                if y == 0 {
                    Err(FormulaError::new(format!("division by zero in {x} % {y}")))
                } else {
                    x.checked_rem(y).map(Number::Int).ok_or_else(overflow)
                }
            }
            _ => Err(FormulaError::new(format!("unknown operator '{op}'"))),
        },
        _ => {
            let (x, y) = (a.as_f64(), b.as_f64());
            match op {
                '+' => Ok(Number::Float(x + y)),
                '-' => Ok(Number::Float(x - y)),
                '*' => Ok(Number::Float(x * y)),
                '/' => {
                    if y == 0.0 {
                        Err(FormulaError::new(format!("division by zero in {a} / {b}")))
                    } else {
                        Ok(Number::Float(x / y))
                    }
                }
                '%' => Err(FormulaError::new(format!(
                    "'%' needs integers, got {a} % {b}"
                ))),
                _ => Err(FormulaError::new(format!("unknown operator '{op}'"))),
            }
        }
    }
}

fn call(name: &str, args: &[Number]) -> Result<Number, FormulaError> {
    let arity = |n: usize| {
        if args.len() == n {
            Ok(())
        } else {
            Err(FormulaError::new(format!(
                "{name}() takes {n} argument{}, got {}",
                if n == 1 { "" } else { "s" },
                args.len()
            )))
        }
    };
    match name {
        "min" | "max" => {
            arity(2)?;
            let (a, b) = (args[0], args[1]);
            let pick_a = if name == "min" {
                a.as_f64() <= b.as_f64()
            } else {
                a.as_f64() >= b.as_f64()
            };
            match (a, b) {
                (Number::Int(x), Number::Int(y)) => {
                    Ok(Number::Int(if name == "min" { x.min(y) } else { x.max(y) }))
                }
                _ => Ok(Number::Float(if pick_a { a.as_f64() } else { b.as_f64() })),
            }
        }
        "cdiv" => {
            arity(2)?;
            match (args[0].as_exact_int(), args[1].as_exact_int()) {
                (Some(a), Some(b)) => {
                    if b == 0 {
                        return Err(FormulaError::new("division by zero in cdiv()"));
                    }
                    let q = a.div_euclid(b);
                    let r = a.rem_euclid(b);
                    Ok(Number::Int(if r != 0 && b > 0 { q + 1 } else { q }))
                }
                _ => Err(FormulaError::new(format!(
                    "cdiv() needs integers, got {} and {}",
                    args[0], args[1]
                ))),
            }
        }
        "floor" | "ceil" => {
            arity(1)?;
            match args[0] {
                Number::Int(i) => Ok(Number::Int(i)),
                Number::Float(f) => {
                    let r = if name == "floor" { f.floor() } else { f.ceil() };
                    Ok(Number::Int(Number::Float(r).as_exact_int().ok_or_else(
                        || FormulaError::new(format!("{name}({f}) is out of the integer range")),
                    )?))
                }
            }
        }
        _ => Err(FormulaError::new(format!(
            "unknown function \"{name}\" (known: min, max, cdiv, floor, ceil)"
        ))),
    }
}

/// Evaluates `formula` with `lookup` giving the value of each parameter name.
pub fn eval_formula(
    formula: &str,
    lookup: &dyn Fn(&str) -> Option<Number>,
) -> Result<Number, FormulaError> {
    let toks = tokenize(formula)?;
    if toks.is_empty() {
        return Err(FormulaError::new("empty formula"));
    }
    let mut p = Parser {
        src: formula,
        toks,
        pos: 0,
        lookup,
    };
    let v = p.expr()?;
    if p.pos != p.toks.len() {
        return Err(p.unexpected("an operator or the end of the formula"));
    }
    if let Number::Float(f) = v {
        if !f.is_finite() {
            return Err(FormulaError::new(format!("\"{formula}\" is not finite")));
        }
    }
    Ok(v)
}

/// The parameter names a formula mentions (function names excluded).
fn formula_names(formula: &str) -> Vec<String> {
    let Ok(toks) = tokenize(formula) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (i, (_, t)) in toks.iter().enumerate() {
        if let Tok::Ident(name) = t {
            let is_call = matches!(toks.get(i + 1), Some((_, Tok::Op('('))));
            if !is_call {
                out.push(name.clone());
            }
        }
    }
    out
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

// ---------------------------------------------------------------------------------------------
// Typed values
// ---------------------------------------------------------------------------------------------

/// Type of a by-value kernel argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
}

impl ScalarType {
    pub const ALL: [ScalarType; 6] = [
        ScalarType::I32,
        ScalarType::U32,
        ScalarType::I64,
        ScalarType::U64,
        ScalarType::F32,
        ScalarType::F64,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ScalarType::I32 => "i32",
            ScalarType::U32 => "u32",
            ScalarType::I64 => "i64",
            ScalarType::U64 => "u64",
            ScalarType::F32 => "f32",
            ScalarType::F64 => "f64",
        }
    }

    /// Size in the kernel-argument segment, bytes.
    pub fn size_bytes(self) -> usize {
        match self {
            ScalarType::I32 | ScalarType::U32 | ScalarType::F32 => 4,
            ScalarType::I64 | ScalarType::U64 | ScalarType::F64 => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, ScalarType::F32 | ScalarType::F64)
    }

    /// Checks that `v` is representable; integer types need an integral value in range.
    fn check(self, v: Number) -> Result<(), String> {
        let (lo, hi): (i128, i128) = match self {
            ScalarType::F32 | ScalarType::F64 => {
                if self == ScalarType::F32
                    && v.as_f64().is_finite()
                    && v.as_f64().abs() > f32::MAX as f64
                {
                    return Err(format!("{v} does not fit in f32"));
                }
                return Ok(());
            }
            ScalarType::I32 => (i32::MIN.into(), i32::MAX.into()),
            ScalarType::U32 => (0, u32::MAX.into()),
            ScalarType::I64 => (i64::MIN.into(), i64::MAX.into()),
            ScalarType::U64 => (0, u64::MAX.into()),
        };
        let Some(i) = (match v {
            Number::Int(i) => Some(i),
            Number::Float(_) => None,
        }) else {
            return Err(format!("{v} is not an integer, {} needs one", self.name()));
        };
        let i = i128::from(i);
        if i < lo || i > hi {
            return Err(format!("{v} is out of range for {}", self.name()));
        }
        Ok(())
    }

    /// Little-endian bytes of `v` as this type, as they go in the kernel-argument segment.
    /// Values are checked when the spec is read; out-of-range values wrap here.
    pub fn encode(self, v: Number) -> Vec<u8> {
        match self {
            ScalarType::I32 => (num_as_i64(v) as i32).to_le_bytes().to_vec(),
            ScalarType::U32 => (num_as_i64(v) as u32).to_le_bytes().to_vec(),
            ScalarType::I64 => num_as_i64(v).to_le_bytes().to_vec(),
            ScalarType::U64 => (num_as_i64(v) as u64).to_le_bytes().to_vec(),
            ScalarType::F32 => (v.as_f64() as f32).to_le_bytes().to_vec(),
            ScalarType::F64 => v.as_f64().to_le_bytes().to_vec(),
        }
    }
}

fn num_as_i64(v: Number) -> i64 {
    match v {
        Number::Int(i) => i,
        Number::Float(f) => f as i64,
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ScalarType {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        ScalarType::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| {
                format!("unknown scalar type \"{s}\" (known: i32, u32, i64, u64, f32, f64)")
            })
    }
}

/// Element type of a buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElemType {
    F32,
    F16,
    BF16,
    F64,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
}

impl ElemType {
    pub const ALL: [ElemType; 12] = [
        ElemType::F32,
        ElemType::F16,
        ElemType::BF16,
        ElemType::F64,
        ElemType::I8,
        ElemType::U8,
        ElemType::I16,
        ElemType::U16,
        ElemType::I32,
        ElemType::U32,
        ElemType::I64,
        ElemType::U64,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ElemType::F32 => "f32",
            ElemType::F16 => "f16",
            ElemType::BF16 => "bf16",
            ElemType::F64 => "f64",
            ElemType::I8 => "i8",
            ElemType::U8 => "u8",
            ElemType::I16 => "i16",
            ElemType::U16 => "u16",
            ElemType::I32 => "i32",
            ElemType::U32 => "u32",
            ElemType::I64 => "i64",
            ElemType::U64 => "u64",
        }
    }

    pub fn size_bytes(self) -> u64 {
        match self {
            ElemType::I8 | ElemType::U8 => 1,
            ElemType::F16 | ElemType::BF16 | ElemType::I16 | ElemType::U16 => 2,
            ElemType::F32 | ElemType::I32 | ElemType::U32 => 4,
            ElemType::F64 | ElemType::I64 | ElemType::U64 => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            ElemType::F32 | ElemType::F16 | ElemType::BF16 | ElemType::F64
        )
    }

    /// Inclusive value range of an integer type; `None` for floating-point types.
    pub fn int_range(self) -> Option<(i128, i128)> {
        Some(match self {
            ElemType::I8 => (i8::MIN.into(), i8::MAX.into()),
            ElemType::U8 => (0, u8::MAX.into()),
            ElemType::I16 => (i16::MIN.into(), i16::MAX.into()),
            ElemType::U16 => (0, u16::MAX.into()),
            ElemType::I32 => (i32::MIN.into(), i32::MAX.into()),
            ElemType::U32 => (0, u32::MAX.into()),
            ElemType::I64 => (i64::MIN.into(), i64::MAX.into()),
            ElemType::U64 => (0, u64::MAX.into()),
            _ => return None,
        })
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ElemType {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        ElemType::ALL.into_iter().find(|t| t.name() == s).ok_or_else(|| {
            format!(
                "unknown element type \"{s}\" (known: f32 f16 bf16 f64 i8 u8 i16 u16 i32 u32 i64 u64)"
            )
        })
    }
}

/// How a buffer is filled before the launch. Arguments are numbers (formulas over the spec's
/// parameters are allowed and are resolved when the spec is read).
#[derive(Clone, Debug, PartialEq)]
pub enum InitRule {
    /// all zero bits
    Zeros,
    /// element i holds i (converted to the element type)
    Iota,
    /// every element holds v
    Const(f64),
    /// uniform in [lo, hi) for floats, integers in [lo, hi] for integer types
    Uniform { lo: f64, hi: f64 },
    /// normal distribution (floating-point types only)
    Normal { mu: f64, sigma: f64 },
    /// n x n identity matrix, row-major; the buffer holds exactly n*n elements
    Identity(u64),
    /// contents of a `.npy` file, path relative to the spec's directory
    File(PathBuf),
}

impl InitRule {
    pub const NAMES: [&'static str; 7] = [
        "zeros", "iota", "const", "uniform", "normal", "identity", "file",
    ];

    /// Parses `zeros`, `iota`, `const(v)`, `uniform(lo, hi)`, `normal(mu, sigma)`,
    /// `identity(n)` or `file(path)`. Numeric arguments may be formulas over `params`.
    pub fn parse(text: &str, params: &dyn Fn(&str) -> Option<Number>) -> Result<InitRule, String> {
        let t = text.trim();
        let (name, args) = match t.find('(') {
            Some(open) => {
                let Some(inner) = t[open + 1..].strip_suffix(')') else {
                    return Err(format!("init rule \"{text}\": missing ')' at the end"));
                };
                (t[..open].trim(), Some(inner))
            }
            None => (t, None),
        };
        let numbers = |want: usize| -> Result<Vec<f64>, String> {
            let inner = args.unwrap_or("");
            let parts: Vec<&str> = if inner.trim().is_empty() {
                Vec::new()
            } else {
                split_top_level(inner)
            };
            if parts.len() != want {
                return Err(format!(
                    "init rule \"{text}\": {name}() takes {want} argument{}, got {}",
                    if want == 1 { "" } else { "s" },
                    parts.len()
                ));
            }
            parts
                .iter()
                .map(|p| {
                    eval_formula(p.trim(), params)
                        .map(Number::as_f64)
                        .map_err(|e| format!("init rule \"{text}\": {e}"))
                })
                .collect()
        };
        let no_args = |rule: InitRule| -> Result<InitRule, String> {
            match args {
                None => Ok(rule),
                Some(a) if a.trim().is_empty() => Ok(rule),
                Some(_) => Err(format!("init rule \"{text}\": {name} takes no arguments")),
            }
        };
        match name {
            "zeros" => no_args(InitRule::Zeros),
            "iota" => no_args(InitRule::Iota),
            "const" => Ok(InitRule::Const(numbers(1)?[0])),
            "uniform" => {
                let v = numbers(2)?;
                if v[0] >= v[1] {
                    return Err(format!(
                        "init rule \"{text}\": uniform(lo, hi) needs lo < hi"
                    ));
                }
                Ok(InitRule::Uniform { lo: v[0], hi: v[1] })
            }
            "normal" => {
                let v = numbers(2)?;
                if v[1] < 0.0 {
                    return Err(format!(
                        "init rule \"{text}\": normal(mu, sigma) needs sigma >= 0"
                    ));
                }
                Ok(InitRule::Normal { mu: v[0], sigma: v[1] })
            }
            "identity" => {
                let v = numbers(1)?;
                match Number::Float(v[0]).as_exact_int() {
                    Some(n) if n > 0 => Ok(InitRule::Identity(n as u64)),
                    _ => Err(format!(
                        "init rule \"{text}\": identity(n) needs a positive integer n"
                    )),
                }
            }
            "file" => {
                let path = args.map(str::trim).unwrap_or("");
                let path = path
                    .strip_prefix('"')
                    .and_then(|p| p.strip_suffix('"'))
                    .or_else(|| path.strip_prefix('\'').and_then(|p| p.strip_suffix('\'')))
                    .unwrap_or(path);
                if path.is_empty() {
                    return Err(format!("init rule \"{text}\": file(path) needs a path"));
                }
                Ok(InitRule::File(PathBuf::from(path)))
            }
            _ => Err(format!(
                "unknown init rule \"{text}\" (known: zeros, iota, const(v), uniform(lo, hi), normal(mu, sigma), identity(n), file(path.npy))"
            )),
        }
    }
}

impl FromStr for InitRule {
    type Err = String;
    /// Parses a rule whose arguments are plain numbers (no parameter names).
    fn from_str(s: &str) -> Result<Self, String> {
        InitRule::parse(s, &|_| None)
    }
}

impl fmt::Display for InitRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InitRule::Zeros => write!(f, "zeros"),
            InitRule::Iota => write!(f, "iota"),
            InitRule::Const(v) => write!(f, "const({v})"),
            InitRule::Uniform { lo, hi } => write!(f, "uniform({lo}, {hi})"),
            InitRule::Normal { mu, sigma } => write!(f, "normal({mu}, {sigma})"),
            InitRule::Identity(n) => write!(f, "identity({n})"),
            InitRule::File(p) => write!(f, "file({})", p.display()),
        }
    }
}

/// Splits at commas that are not inside parentheses.
fn split_top_level(s: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&s[start..]);
    parts
}

/// The value of a scalar argument as written in the spec.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// a TOML number
    Literal(Number),
    /// the name of a `[params]` entry
    Param(String),
    /// any other formula over `[params]`
    Formula(String),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Literal(n) => write!(f, "{n}"),
            Value::Param(s) | Value::Formula(s) => write!(f, "\"{s}\""),
        }
    }
}

/// A by-value kernel argument.
#[derive(Clone, Debug, PartialEq)]
pub struct ScalarArg {
    pub ty: ScalarType,
    pub value: Value,
    /// `value` evaluated against the spec's parameters (checked to fit `ty`)
    pub resolved: Number,
}

impl ScalarArg {
    /// Little-endian bytes for the kernel-argument segment.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        self.ty.encode(self.resolved)
    }
}

/// One kernel argument, in kernel-argument order.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgSpec {
    /// a pointer to the named buffer
    Buffer(String),
    Scalar(ScalarArg),
}

/// A device buffer: element type, length, how to fill it, whether it is compared.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferSpec {
    pub name: String,
    pub elem: ElemType,
    /// elements
    pub len: u64,
    /// the formula `len` came from, when it was one
    pub len_formula: Option<String>,
    pub init: InitRule,
    pub seed: u64,
    pub output: bool,
}

impl BufferSpec {
    pub fn byte_len(&self) -> u64 {
        self.len.saturating_mul(self.elem.size_bytes())
    }
}

/// The amount of work of one launch, for TFLOP/s and GB/s.
#[derive(Clone, Debug, PartialEq)]
pub struct Work {
    pub flops: Option<(String, f64)>,
    pub bytes: Option<(String, f64)>,
}

/// The built-in CPU references (implemented by the emulator harness). Each expects the kernel
/// arguments in a fixed order, which the reader checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reference {
    /// (A, B, C, M, K, N, alpha, beta): C = alpha*A*B + beta*C, row-major
    Sgemm,
    /// (A, B, C, n): C = A + B
    VectorAdd,
    /// (n, a, x, y, z): z = a*x + y
    Daxpy,
    /// (src, dst, height, width): dst (width x height) = transpose of src (height x width)
    Transpose,
    /// (in, out, n): out[b] = sum of in[i] for i with (i / block.x) % grid.x == b
    ReduceSum,
}

/// What a reference expects at one argument position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    Buffer,
    Int,
    Float,
}

impl Reference {
    pub const ALL: [Reference; 5] = [
        Reference::Sgemm,
        Reference::VectorAdd,
        Reference::Daxpy,
        Reference::Transpose,
        Reference::ReduceSum,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Reference::Sgemm => "sgemm",
            Reference::VectorAdd => "vector_add",
            Reference::Daxpy => "daxpy",
            Reference::Transpose => "transpose",
            Reference::ReduceSum => "reduce_sum",
        }
    }

    /// Argument shapes the reference expects, and their names for messages.
    pub fn signature(self) -> &'static [(&'static str, ArgKind)] {
        use ArgKind::{Buffer as B, Float as F, Int as I};
        match self {
            Reference::Sgemm => &[
                ("A", B),
                ("B", B),
                ("C", B),
                ("M", I),
                ("K", I),
                ("N", I),
                ("alpha", F),
                ("beta", F),
            ],
            Reference::VectorAdd => &[("A", B), ("B", B), ("C", B), ("n", I)],
            Reference::Daxpy => &[("n", I), ("a", F), ("x", B), ("y", B), ("z", B)],
            Reference::Transpose => &[("src", B), ("dst", B), ("height", I), ("width", I)],
            Reference::ReduceSum => &[("in", B), ("out", B), ("n", I)],
        }
    }
}

impl FromStr for Reference {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Reference::ALL
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| {
                format!(
                    "unknown reference \"{s}\" (known: sgemm, vector_add, daxpy, transpose, reduce_sum)"
                )
            })
    }
}

/// `[reference]`: which built-in reference checks the outputs, with optional tolerances.
#[derive(Clone, Debug, PartialEq)]
pub struct ReferenceSpec {
    pub reference: Reference,
    /// relative tolerance; `None`: the reference's default
    pub rtol: Option<f64>,
    /// absolute tolerance; `None`: the reference's default
    pub atol: Option<f64>,
}

// ---------------------------------------------------------------------------------------------
// The spec
// ---------------------------------------------------------------------------------------------

/// One kernel launch, read and checked.
#[derive(Clone, Debug, PartialEq)]
pub struct LaunchSpec {
    /// the file the spec came from (for messages and for relative `file()` paths)
    pub path: PathBuf,
    /// symbol name, demangled name, or the full demangled signature (`kernel::names`)
    pub kernel: String,
    /// work-groups in x, y, z
    pub grid: [u32; 3],
    /// work-items per work-group in x, y, z
    pub block: [u32; 3],
    /// dynamic LDS bytes per work-group
    pub dynamic_lds: u32,
    pub args: Vec<ArgSpec>,
    pub params: BTreeMap<String, Number>,
    /// by name
    pub buffers: BTreeMap<String, BufferSpec>,
    pub work: Option<Work>,
    pub reference: Option<ReferenceSpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpec {
    kernel: Spanned<String>,
    grid: Spanned<Vec<Spanned<toml::Value>>>,
    block: Spanned<Vec<Spanned<toml::Value>>>,
    #[serde(default)]
    dynamic_lds: Option<Spanned<toml::Value>>,
    args: Spanned<Vec<Spanned<toml::Value>>>,
    #[serde(default)]
    params: BTreeMap<String, Spanned<toml::Value>>,
    #[serde(default)]
    buffers: BTreeMap<String, Spanned<RawBuffer>>,
    #[serde(default)]
    work: Option<Spanned<RawWork>>,
    #[serde(default)]
    reference: Option<Spanned<RawReference>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBuffer {
    #[serde(rename = "type")]
    ty: Spanned<String>,
    len: Spanned<toml::Value>,
    #[serde(default)]
    init: Option<Spanned<String>>,
    #[serde(default)]
    seed: Option<Spanned<i64>>,
    #[serde(default)]
    output: Option<Spanned<bool>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWork {
    #[serde(default)]
    flops: Option<Spanned<toml::Value>>,
    #[serde(default)]
    bytes: Option<Spanned<toml::Value>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawReference {
    name: Spanned<String>,
    #[serde(default)]
    rtol: Option<Spanned<f64>>,
    #[serde(default)]
    atol: Option<Spanned<f64>>,
}

/// Context for building errors while resolving one file.
struct Ctx<'a> {
    path: &'a Path,
    text: &'a str,
}

impl Ctx<'_> {
    fn err(
        &self,
        key: impl Into<String>,
        span: Option<Range<usize>>,
        message: impl Into<String>,
    ) -> SpecError {
        SpecError::Invalid {
            path: self.path.to_path_buf(),
            pos: span.map(|s| line_col(self.text, s.start)),
            key: key.into(),
            message: message.into(),
        }
    }
}

fn toml_type_name(v: &toml::Value) -> &'static str {
    match v {
        toml::Value::String(_) => "a string",
        toml::Value::Integer(_) => "an integer",
        toml::Value::Float(_) => "a float",
        toml::Value::Boolean(_) => "a boolean",
        toml::Value::Datetime(_) => "a date",
        toml::Value::Array(_) => "an array",
        toml::Value::Table(_) => "a table",
    }
}

impl LaunchSpec {
    /// Reads and checks the launch spec in `path`.
    pub fn from_file(path: impl AsRef<Path>) -> Result<LaunchSpec, SpecError> {
        let path = path.as_ref();
        let text = std::fs::read_to_string(path).map_err(|source| SpecError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        LaunchSpec::from_str(&text, path)
    }

    /// Reads and checks a launch spec given as text; `path` is used in messages and to resolve
    /// relative `file(...)` paths.
    #[allow(clippy::should_implement_trait)]
    pub fn from_str(text: &str, path: impl AsRef<Path>) -> Result<LaunchSpec, SpecError> {
        LaunchSpec::from_str_with(text, path, &[])
    }

    /// Like [`LaunchSpec::from_str`], with some `[params]` replaced (or added) before anything is
    /// resolved: the same spec at another problem size.
    pub fn from_str_with(
        text: &str,
        path: impl AsRef<Path>,
        overrides: &[(&str, Number)],
    ) -> Result<LaunchSpec, SpecError> {
        let path = path.as_ref();
        let raw: RawSpec = toml::from_str(text).map_err(|e| SpecError::Syntax {
            path: path.to_path_buf(),
            pos: e.span().map(|s| line_col(text, s.start)),
            message: e.message().trim_end().to_string(),
        })?;
        let ctx = Ctx { path, text };
        resolve(&ctx, raw, overrides)
    }

    /// Evaluates a formula over this spec's parameters.
    pub fn eval(&self, formula: &str) -> Result<Number, FormulaError> {
        eval_formula(formula, &|name| self.params.get(name).copied())
    }

    /// The value of a parameter.
    pub fn param(&self, name: &str) -> Option<Number> {
        self.params.get(name).copied()
    }

    /// Work-items in one work-group.
    pub fn block_work_items(&self) -> u64 {
        self.block.iter().map(|&d| u64::from(d)).product()
    }

    /// Work-groups in the grid.
    pub fn workgroups(&self) -> u64 {
        self.grid.iter().map(|&d| u64::from(d)).product()
    }

    /// The buffers marked `output = true`, by name.
    pub fn outputs(&self) -> impl Iterator<Item = &BufferSpec> {
        self.buffers.values().filter(|b| b.output)
    }

    /// Where a `file(...)` init rule's path points: relative to the spec's directory.
    pub fn resolve_file(&self, file: &Path) -> PathBuf {
        if file.is_absolute() {
            file.to_path_buf()
        } else {
            self.path
                .parent()
                .unwrap_or_else(|| Path::new(""))
                .join(file)
        }
    }
}

/// Resolves `[params]`: numbers as they are, strings as formulas over the other parameters
/// (in dependency order), overrides first.
fn resolve_params(
    ctx: &Ctx,
    raw: &BTreeMap<String, Spanned<toml::Value>>,
    overrides: &[(&str, Number)],
) -> Result<BTreeMap<String, Number>, SpecError> {
    let mut done: BTreeMap<String, Number> = BTreeMap::new();
    let mut pending: Vec<(String, String, Range<usize>)> = Vec::new();
    for (name, v) in raw {
        let key = format!("params.{name}");
        if !is_identifier(name) {
            return Err(ctx.err(
                key,
                Some(v.span()),
                format!("\"{name}\" is not a valid parameter name (letters, digits, '_'; not starting with a digit)"),
            ));
        }
        if overrides.iter().any(|(o, _)| o == name) {
            continue;
        }
        match v.get_ref() {
            toml::Value::Integer(i) => {
                done.insert(name.clone(), Number::Int(*i));
            }
            toml::Value::Float(f) => {
                done.insert(name.clone(), Number::Float(*f));
            }
            toml::Value::String(s) => pending.push((name.clone(), s.clone(), v.span())),
            other => {
                return Err(ctx.err(
                    key,
                    Some(v.span()),
                    format!(
                        "a parameter is a number or a formula string, not {}",
                        toml_type_name(other)
                    ),
                ))
            }
        }
    }
    for (name, value) in overrides {
        if !is_identifier(name) {
            return Err(ctx.err(
                format!("params.{name}"),
                None,
                format!("\"{name}\" is not a valid parameter name"),
            ));
        }
        done.insert((*name).to_string(), *value);
    }
    // Formula parameters, in dependency order.
    while !pending.is_empty() {
        let before = pending.len();
        let mut still = Vec::new();
        for (name, formula, span) in pending {
            let deps = formula_names(&formula);
            if deps.iter().all(|d| done.contains_key(d)) {
                let v = eval_formula(&formula, &|n| done.get(n).copied()).map_err(|e| {
                    ctx.err(format!("params.{name}"), Some(span.clone()), e.message)
                })?;
                done.insert(name, v);
            } else {
                still.push((name, formula, span));
            }
        }
        if still.len() == before {
            // No progress: an unknown name or a cycle.
            let (name, formula, span) = &still[0];
            let missing: Vec<String> = still
                .iter()
                .flat_map(|(_, f, _)| formula_names(f))
                .filter(|d| !raw.contains_key(d) && !done.contains_key(d))
                .collect();
            let message = match missing.first() {
                Some(m) => {
                    // report at the parameter that mentions the unknown name
                    let (n, f, sp) = still
                        .iter()
                        .find(|(_, f, _)| formula_names(f).contains(m))
                        .unwrap_or(&still[0]);
                    return Err(ctx.err(
                        format!("params.{n}"),
                        Some(sp.clone()),
                        format!("unknown parameter \"{m}\" in \"{f}\""),
                    ));
                }
                None => {
                    let cycle: Vec<&str> = still.iter().map(|(n, _, _)| n.as_str()).collect();
                    format!(
                        "parameters refer to each other in a cycle: {} (\"{formula}\")",
                        cycle.join(", ")
                    )
                }
            };
            return Err(ctx.err(format!("params.{name}"), Some(span.clone()), message));
        }
        pending = still;
    }
    Ok(done)
}

/// A count (grid or block dimension, length): an integer or a formula string that must give a
/// non-negative integer.
fn resolve_count(
    ctx: &Ctx,
    key: &str,
    v: &Spanned<toml::Value>,
    params: &BTreeMap<String, Number>,
) -> Result<(u64, Option<String>), SpecError> {
    let lookup = |n: &str| params.get(n).copied();
    let (value, formula) = match v.get_ref() {
        toml::Value::Integer(i) => (Number::Int(*i), None),
        toml::Value::String(s) => (
            eval_formula(s, &lookup).map_err(|e| ctx.err(key, Some(v.span()), e.message))?,
            Some(s.clone()),
        ),
        other => {
            return Err(ctx.err(
                key,
                Some(v.span()),
                format!(
                    "expected an integer or a formula string, found {}",
                    toml_type_name(other)
                ),
            ))
        }
    };
    let shown = match &formula {
        Some(f) => format!("\"{f}\" = {value}"),
        None => value.to_string(),
    };
    match value {
        Number::Int(i) if i >= 0 => Ok((i as u64, formula)),
        Number::Int(_) => Err(ctx.err(key, Some(v.span()), format!("{shown} is negative"))),
        Number::Float(_) => Err(ctx.err(
            key,
            Some(v.span()),
            format!("{shown} is not an integer (use cdiv(a, b) to round a division up)"),
        )),
    }
}

fn resolve_dims(
    ctx: &Ctx,
    name: &str,
    raw: &Spanned<Vec<Spanned<toml::Value>>>,
    params: &BTreeMap<String, Number>,
) -> Result<[u32; 3], SpecError> {
    let items = raw.get_ref();
    if items.is_empty() || items.len() > 3 {
        return Err(ctx.err(
            name,
            Some(raw.span()),
            format!("expected 1 to 3 entries [x, y, z], found {}", items.len()),
        ));
    }
    let mut out = [1u32; 3];
    for (i, item) in items.iter().enumerate() {
        let key = format!("{name}[{i}]");
        let (v, _) = resolve_count(ctx, &key, item, params)?;
        if v == 0 {
            return Err(ctx.err(
                key,
                Some(item.span()),
                format!("{name} dimensions must be at least 1, found 0"),
            ));
        }
        out[i] = u32::try_from(v).map_err(|_| {
            ctx.err(
                &key,
                Some(item.span()),
                format!("{v} does not fit in 32 bits"),
            )
        })?;
    }
    Ok(out)
}

fn resolve(ctx: &Ctx, raw: RawSpec, overrides: &[(&str, Number)]) -> Result<LaunchSpec, SpecError> {
    let params = resolve_params(ctx, &raw.params, overrides)?;
    let lookup = |n: &str| params.get(n).copied();

    // kernel
    let kernel = raw.kernel.get_ref().trim().to_string();
    if kernel.is_empty() {
        return Err(ctx.err(
            "kernel",
            Some(raw.kernel.span()),
            "the kernel name is empty",
        ));
    }
    // grid, block, LDS
    let grid = resolve_dims(ctx, "grid", &raw.grid, &params)?;
    let block = resolve_dims(ctx, "block", &raw.block, &params)?;
    let items: u64 = block.iter().map(|&d| u64::from(d)).product();
    if items > MAX_BLOCK_WORK_ITEMS {
        return Err(ctx.err(
            "block",
            Some(raw.block.span()),
            format!(
                "{} x {} x {} = {items} work-items per work-group, the limit is {MAX_BLOCK_WORK_ITEMS}",
                block[0], block[1], block[2]
            ),
        ));
    }
    let dynamic_lds = match &raw.dynamic_lds {
        None => 0,
        Some(v) => {
            let (n, _) = resolve_count(ctx, "dynamic_lds", v, &params)?;
            if n > MAX_LDS_BYTES {
                return Err(ctx.err(
                    "dynamic_lds",
                    Some(v.span()),
                    format!("{n} bytes of LDS, a work-group can have at most {MAX_LDS_BYTES}"),
                ));
            }
            n as u32
        }
    };

    // buffers
    let mut buffers = BTreeMap::new();
    for (name, rb) in &raw.buffers {
        let key = format!("buffers.{name}");
        if !is_identifier(name) {
            return Err(ctx.err(
                key,
                Some(rb.span()),
                format!("\"{name}\" is not a valid buffer name (letters, digits, '_'; not starting with a digit)"),
            ));
        }
        if params.contains_key(name) {
            return Err(ctx.err(
                key,
                Some(rb.span()),
                format!("\"{name}\" is both a parameter and a buffer; give them different names"),
            ));
        }
        let rb = rb.get_ref();
        let elem: ElemType = rb
            .ty
            .get_ref()
            .parse()
            .map_err(|m: String| ctx.err(format!("{key}.type"), Some(rb.ty.span()), m))?;
        let (len, len_formula) = resolve_count(ctx, &format!("{key}.len"), &rb.len, &params)?;
        if len == 0 {
            return Err(ctx.err(
                format!("{key}.len"),
                Some(rb.len.span()),
                "a buffer needs at least one element",
            ));
        }
        let init = match &rb.init {
            None => InitRule::Zeros,
            Some(s) => InitRule::parse(s.get_ref(), &lookup)
                .map_err(|m| ctx.err(format!("{key}.init"), Some(s.span()), m))?,
        };
        let init_span = rb.init.as_ref().map(Spanned::span);
        check_init(&init, elem, len).map_err(|m| ctx.err(format!("{key}.init"), init_span, m))?;
        let seed = match &rb.seed {
            None => 0,
            Some(s) => u64::try_from(*s.get_ref()).map_err(|_| {
                ctx.err(
                    format!("{key}.seed"),
                    Some(s.span()),
                    "the seed must be a non-negative integer",
                )
            })?,
        };
        buffers.insert(
            name.clone(),
            BufferSpec {
                name: name.clone(),
                elem,
                len,
                len_formula,
                init,
                seed,
                output: rb.output.as_ref().is_some_and(|o| *o.get_ref()),
            },
        );
    }

    // args
    let mut args = Vec::new();
    if raw.args.get_ref().is_empty() {
        return Err(ctx.err(
            "args",
            Some(raw.args.span()),
            "a kernel launch needs at least one argument",
        ));
    }
    for (i, a) in raw.args.get_ref().iter().enumerate() {
        let key = format!("args[{i}]");
        args.push(resolve_arg(ctx, &key, a, &buffers, &params)?);
    }

    // every buffer passed, at least one output
    for (name, rb) in &raw.buffers {
        let used = args
            .iter()
            .any(|a| matches!(a, ArgSpec::Buffer(b) if b == name));
        if !used {
            return Err(ctx.err(
                format!("buffers.{name}"),
                Some(rb.span()),
                format!("buffer \"{name}\" is defined but not passed in args"),
            ));
        }
    }
    if !buffers.values().any(|b| b.output) {
        return Err(ctx.err(
            "buffers",
            None,
            "no buffer is marked `output = true`, so there is nothing to compare",
        ));
    }

    // work
    let work = match &raw.work {
        None => None,
        Some(w) => {
            let span = w.span();
            let w = w.get_ref();
            if w.flops.is_none() && w.bytes.is_none() {
                return Err(ctx.err("work", Some(span), "give `flops` or `bytes` (or both)"));
            }
            let one = |name: &str,
                       v: &Option<Spanned<toml::Value>>|
             -> Result<Option<(String, f64)>, SpecError> {
                let Some(v) = v else { return Ok(None) };
                let key = format!("work.{name}");
                let (text, n) = match v.get_ref() {
                    toml::Value::String(s) => (
                        s.clone(),
                        eval_formula(s, &lookup)
                            .map_err(|e| ctx.err(&key, Some(v.span()), e.message))?,
                    ),
                    toml::Value::Integer(i) => (i.to_string(), Number::Int(*i)),
                    toml::Value::Float(f) => (f.to_string(), Number::Float(*f)),
                    other => {
                        return Err(ctx.err(
                            key,
                            Some(v.span()),
                            format!(
                                "expected a number or a formula string, found {}",
                                toml_type_name(other)
                            ),
                        ))
                    }
                };
                if n.as_f64() <= 0.0 {
                    return Err(ctx.err(
                        key,
                        Some(v.span()),
                        format!("\"{text}\" = {n} must be positive"),
                    ));
                }
                Ok(Some((text, n.as_f64())))
            };
            Some(Work {
                flops: one("flops", &w.flops)?,
                bytes: one("bytes", &w.bytes)?,
            })
        }
    };

    // reference
    let reference = match &raw.reference {
        None => None,
        Some(r) => {
            let r = r.get_ref();
            let reference: Reference = r
                .name
                .get_ref()
                .parse()
                .map_err(|m: String| ctx.err("reference.name", Some(r.name.span()), m))?;
            check_reference_args(ctx, reference, &args, &buffers, r.name.span())?;
            let tol = |name: &str, v: &Option<Spanned<f64>>| -> Result<Option<f64>, SpecError> {
                match v {
                    None => Ok(None),
                    Some(t) if *t.get_ref() >= 0.0 => Ok(Some(*t.get_ref())),
                    Some(t) => Err(ctx.err(
                        format!("reference.{name}"),
                        Some(t.span()),
                        "a tolerance must be >= 0",
                    )),
                }
            };
            Some(ReferenceSpec {
                reference,
                rtol: tol("rtol", &r.rtol)?,
                atol: tol("atol", &r.atol)?,
            })
        }
    };

    Ok(LaunchSpec {
        path: ctx.path.to_path_buf(),
        kernel,
        grid,
        block,
        dynamic_lds,
        args,
        params,
        buffers,
        work,
        reference,
    })
}

fn check_init(init: &InitRule, elem: ElemType, len: u64) -> Result<(), String> {
    let in_range = |v: f64, what: &str| -> Result<(), String> {
        if let Some((lo, hi)) = elem.int_range() {
            if v.fract() != 0.0 || v < lo as f64 || v > hi as f64 {
                return Err(format!("{what} {v} is not a {} value", elem.name()));
            }
        }
        Ok(())
    };
    match init {
        InitRule::Const(v) => in_range(*v, "const"),
        InitRule::Uniform { lo, hi } => {
            in_range(*lo, "uniform lower bound")?;
            in_range(*hi, "uniform upper bound")
        }
        InitRule::Normal { .. } if !elem.is_float() => Err(format!(
            "normal() needs a floating-point buffer, this one is {}",
            elem.name()
        )),
        InitRule::Identity(n) => {
            if n.checked_mul(*n) == Some(len) {
                Ok(())
            } else {
                Err(format!(
                    "identity({n}) fills {n} x {n} elements, the buffer has len = {len}"
                ))
            }
        }
        InitRule::Iota => {
            if let Some((_, hi)) = elem.int_range() {
                if i128::from(len) - 1 > hi {
                    return Err(format!(
                        "iota up to {} does not fit in {}",
                        len - 1,
                        elem.name()
                    ));
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

fn resolve_arg(
    ctx: &Ctx,
    key: &str,
    a: &Spanned<toml::Value>,
    buffers: &BTreeMap<String, BufferSpec>,
    params: &BTreeMap<String, Number>,
) -> Result<ArgSpec, SpecError> {
    match a.get_ref() {
        toml::Value::String(name) => {
            if buffers.contains_key(name) {
                Ok(ArgSpec::Buffer(name.clone()))
            } else if params.contains_key(name) {
                Err(ctx.err(
                    key,
                    Some(a.span()),
                    format!("\"{name}\" is a parameter, not a buffer; pass a scalar as {{ i32 = \"{name}\" }} (or another type)"),
                ))
            } else {
                Err(ctx.err(
                    key,
                    Some(a.span()),
                    format!("buffer \"{name}\" is not defined in [buffers]"),
                ))
            }
        }
        toml::Value::Table(t) => {
            if t.len() != 1 {
                return Err(ctx.err(
                    key,
                    Some(a.span()),
                    format!("a scalar argument is a table with exactly one key, its type (e.g. {{ i32 = \"N\" }}), found {} keys", t.len()),
                ));
            }
            let Some((tyname, v)) = t.iter().next() else {
                return Err(ctx.err(key, Some(a.span()), "empty scalar argument"));
            };
            let ty: ScalarType = tyname
                .parse()
                .map_err(|m: String| ctx.err(key, Some(a.span()), m))?;
            let lookup = |n: &str| params.get(n).copied();
            let (value, resolved) = match v {
                toml::Value::Integer(i) => (Value::Literal(Number::Int(*i)), Number::Int(*i)),
                toml::Value::Float(f) => (Value::Literal(Number::Float(*f)), Number::Float(*f)),
                toml::Value::String(s) => {
                    let n = eval_formula(s, &lookup)
                        .map_err(|e| ctx.err(key, Some(a.span()), e.message))?;
                    let value = if is_identifier(s.trim()) {
                        Value::Param(s.trim().to_string())
                    } else {
                        Value::Formula(s.clone())
                    };
                    (value, n)
                }
                other => {
                    return Err(ctx.err(
                        key,
                        Some(a.span()),
                        format!(
                            "a scalar value is a number, a parameter name or a formula, not {}",
                            toml_type_name(other)
                        ),
                    ))
                }
            };
            // A float-typed argument takes integer values; an integer-typed one needs an exact integer.
            let resolved = if ty.is_float() {
                Number::Float(resolved.as_f64())
            } else {
                match resolved.as_exact_int() {
                    Some(i) if matches!(resolved, Number::Int(_)) => Number::Int(i),
                    _ => {
                        return Err(ctx.err(
                            key,
                            Some(a.span()),
                            format!("{value} = {resolved} is not an integer, {ty} needs one"),
                        ))
                    }
                }
            };
            ty.check(resolved)
                .map_err(|m| ctx.err(key, Some(a.span()), format!("{value}: {m}")))?;
            Ok(ArgSpec::Scalar(ScalarArg {
                ty,
                value,
                resolved,
            }))
        }
        other => Err(ctx.err(
            key,
            Some(a.span()),
            format!(
                "an argument is a buffer name or a scalar table like {{ i32 = \"N\" }}, not {}",
                toml_type_name(other)
            ),
        )),
    }
}

fn check_reference_args(
    ctx: &Ctx,
    reference: Reference,
    args: &[ArgSpec],
    buffers: &BTreeMap<String, BufferSpec>,
    span: Range<usize>,
) -> Result<(), SpecError> {
    let sig = reference.signature();
    let names: Vec<&str> = sig.iter().map(|(n, _)| *n).collect();
    if args.len() != sig.len() {
        return Err(ctx.err(
            "reference.name",
            Some(span),
            format!(
                "reference \"{}\" expects {} arguments ({}), args has {}",
                reference.name(),
                sig.len(),
                names.join(", "),
                args.len()
            ),
        ));
    }
    for (i, (arg, (what, kind))) in args.iter().zip(sig).enumerate() {
        let ok = match (arg, kind) {
            (ArgSpec::Buffer(_), ArgKind::Buffer) => true,
            (ArgSpec::Scalar(s), ArgKind::Int) => !s.ty.is_float(),
            (ArgSpec::Scalar(s), ArgKind::Float) => s.ty.is_float(),
            _ => false,
        };
        if !ok {
            let expected = match kind {
                ArgKind::Buffer => "a buffer",
                ArgKind::Int => "an integer scalar",
                ArgKind::Float => "a float scalar",
            };
            return Err(ctx.err(
                format!("args[{i}]"),
                None,
                format!(
                    "reference \"{}\" expects {expected} ({what}) here ({})",
                    reference.name(),
                    names.join(", ")
                ),
            ));
        }
    }
    // element types the references compute in
    let want = match reference {
        Reference::Sgemm | Reference::VectorAdd | Reference::ReduceSum => Some(ElemType::F32),
        Reference::Daxpy => Some(ElemType::F64),
        Reference::Transpose => None,
    };
    let mut elems = Vec::new();
    for (i, a) in args.iter().enumerate() {
        if let ArgSpec::Buffer(b) = a {
            if let Some(buf) = buffers.get(b) {
                if let Some(w) = want {
                    if buf.elem != w {
                        return Err(ctx.err(
                            format!("buffers.{b}.type"),
                            None,
                            format!(
                                "reference \"{}\" computes in {w}, buffer \"{b}\" (args[{i}]) is {}",
                                reference.name(),
                                buf.elem
                            ),
                        ));
                    }
                }
                elems.push((b, buf.elem));
            }
        }
    }
    if reference == Reference::Transpose {
        if let [(a, ea), (b, eb)] = elems.as_slice() {
            if ea != eb {
                return Err(ctx.err(
                    format!("buffers.{b}.type"),
                    None,
                    format!("transpose: \"{a}\" is {ea} but \"{b}\" is {eb}"),
                ));
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const SGEMM: &str = r#"
kernel = "sgemm64"
grid = [4, 4, 1]
block = [256, 1, 1]
dynamic_lds = 0
args = ["A", "B", "C", { i32 = "N" }, { i32 = "N" }, { i32 = "N" }, { f32 = 1.0 }, { f32 = 0.5 }]

[params]
N = 256

[buffers.A]
type = "f32"
len = 65536
init = "uniform(-1, 1)"
seed = 1

[buffers.B]
type = "f32"
len = "N*N"
init = "normal(0, 1)"
seed = 2

[buffers.C]
type = "f32"
len = 65536
init = "uniform(-1, 1)"
seed = 3
output = true

[work]
flops = "2*N*N*N"

[reference]
name = "sgemm"
"#;

    fn parse(text: &str) -> Result<LaunchSpec, SpecError> {
        LaunchSpec::from_str(text, "t.toml")
    }

    fn err(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    fn eval(s: &str) -> Result<Number, FormulaError> {
        eval_formula(s, &|n| match n {
            "N" => Some(Number::Int(256)),
            "M" => Some(Number::Int(100)),
            "x" => Some(Number::Float(0.5)),
            _ => None,
        })
    }

    #[test]
    fn parses_the_issue_example() {
        let s = parse(SGEMM).unwrap();
        assert_eq!(s.kernel, "sgemm64");
        assert_eq!(s.grid, [4, 4, 1]);
        assert_eq!(s.block, [256, 1, 1]);
        assert_eq!(s.dynamic_lds, 0);
        assert_eq!(s.args.len(), 8);
        assert_eq!(s.args[0], ArgSpec::Buffer("A".into()));
        let ArgSpec::Scalar(n) = &s.args[3] else {
            panic!("scalar expected")
        };
        assert_eq!(n.ty, ScalarType::I32);
        assert_eq!(n.value, Value::Param("N".into()));
        assert_eq!(n.resolved, Number::Int(256));
        assert_eq!(n.to_le_bytes(), 256i32.to_le_bytes().to_vec());
        let ArgSpec::Scalar(beta) = &s.args[7] else {
            panic!("scalar expected")
        };
        assert_eq!(beta.to_le_bytes(), 0.5f32.to_le_bytes().to_vec());
        assert_eq!(s.buffers["B"].len, 65536);
        assert_eq!(s.buffers["B"].len_formula.as_deref(), Some("N*N"));
        assert_eq!(s.buffers["A"].init, InitRule::Uniform { lo: -1.0, hi: 1.0 });
        assert_eq!(
            s.buffers["B"].init,
            InitRule::Normal {
                mu: 0.0,
                sigma: 1.0
            }
        );
        assert_eq!(s.buffers["C"].seed, 3);
        assert!(s.buffers["C"].output);
        assert!(!s.buffers["A"].output);
        assert_eq!(s.outputs().count(), 1);
        assert_eq!(s.buffers["A"].byte_len(), 262144);
        let w = s.work.as_ref().unwrap();
        assert_eq!(w.flops.as_ref().unwrap().1, 2.0 * 256.0 * 256.0 * 256.0);
        assert!(w.bytes.is_none());
        assert_eq!(s.reference.as_ref().unwrap().reference, Reference::Sgemm);
        assert_eq!(s.block_work_items(), 256);
        assert_eq!(s.workgroups(), 16);
        assert_eq!(s.eval("N/2").unwrap(), Number::Int(128));
        assert_eq!(s.param("N"), Some(Number::Int(256)));
    }

    #[test]
    fn overrides_change_the_size() {
        let text = SGEMM.replace("len = 65536", "len = \"N*N\"");
        let s = LaunchSpec::from_str_with(&text, "t.toml", &[("N", Number::Int(128))]).unwrap();
        assert_eq!(s.buffers["A"].len, 128 * 128);
        assert_eq!(s.param("N"), Some(Number::Int(128)));
    }

    #[test]
    fn formulas() {
        assert_eq!(eval("1 + 2 * 3").unwrap(), Number::Int(7));
        assert_eq!(eval("(1 + 2) * 3").unwrap(), Number::Int(9));
        assert_eq!(eval("2*N*N*N").unwrap(), Number::Int(2 * 256 * 256 * 256));
        assert_eq!(eval("N/128").unwrap(), Number::Int(2));
        assert_eq!(eval("M/8").unwrap(), Number::Float(12.5));
        assert_eq!(eval("M % 8").unwrap(), Number::Int(4));
        assert_eq!(eval("cdiv(M, 8)").unwrap(), Number::Int(13));
        assert_eq!(eval("cdiv(N, 128)").unwrap(), Number::Int(2));
        assert_eq!(eval("min(N, M) + max(N, M)").unwrap(), Number::Int(356));
        assert_eq!(eval("floor(M/8)").unwrap(), Number::Int(12));
        assert_eq!(eval("ceil(M/8)").unwrap(), Number::Int(13));
        assert_eq!(eval("-N + 1").unwrap(), Number::Int(-255));
        assert_eq!(eval("--3").unwrap(), Number::Int(3));
        assert_eq!(eval("x * 4").unwrap(), Number::Float(2.0));
        assert_eq!(eval("1.5e3").unwrap(), Number::Float(1500.0));
        assert_eq!(eval("2e-1").unwrap(), Number::Float(0.2));
        assert_eq!(eval("1_000_000").unwrap(), Number::Int(1_000_000));
        assert_eq!(eval(" N ").unwrap(), Number::Int(256));
        assert_eq!(eval("N*1.0").unwrap(), Number::Float(256.0));
    }

    #[test]
    fn formula_errors() {
        let e = eval("2*Q").unwrap_err().to_string();
        assert!(e.contains("unknown parameter \"Q\""), "{e}");
        assert!(eval("1/0")
            .unwrap_err()
            .to_string()
            .contains("division by zero"));
        assert!(eval("1.0/0")
            .unwrap_err()
            .to_string()
            .contains("division by zero"));
        assert!(eval("x % 2")
            .unwrap_err()
            .to_string()
            .contains("'%' needs integers"));
        assert!(eval("(1 + 2")
            .unwrap_err()
            .to_string()
            .contains("expected ')'"));
        assert!(eval("1 +").unwrap_err().to_string().contains("at the end"));
        assert!(eval("1 2")
            .unwrap_err()
            .to_string()
            .contains("expected an operator"));
        assert!(eval("").unwrap_err().to_string().contains("empty"));
        assert!(eval("N ^ 2")
            .unwrap_err()
            .to_string()
            .contains("unexpected character '^'"));
        assert!(eval("foo(1)")
            .unwrap_err()
            .to_string()
            .contains("unknown function \"foo\""));
        assert!(eval("min(1)")
            .unwrap_err()
            .to_string()
            .contains("takes 2 arguments"));
        assert!(eval("cdiv(x, 2)")
            .unwrap_err()
            .to_string()
            .contains("needs integers"));
        assert!(eval("9223372036854775807 + 1")
            .unwrap_err()
            .to_string()
            .contains("overflow"));
        assert!(eval("99999999999999999999")
            .unwrap_err()
            .to_string()
            .contains("bad number"));
    }

    #[test]
    fn init_rules() {
        let p = |s: &str| s.parse::<InitRule>();
        assert_eq!(p("zeros").unwrap(), InitRule::Zeros);
        assert_eq!(p(" iota ").unwrap(), InitRule::Iota);
        assert_eq!(p("zeros()").unwrap(), InitRule::Zeros);
        assert_eq!(p("const(2.5)").unwrap(), InitRule::Const(2.5));
        assert_eq!(p("const(-1)").unwrap(), InitRule::Const(-1.0));
        assert_eq!(
            p("uniform(-1, 1)").unwrap(),
            InitRule::Uniform { lo: -1.0, hi: 1.0 }
        );
        assert_eq!(
            p("normal(0, 0.5)").unwrap(),
            InitRule::Normal {
                mu: 0.0,
                sigma: 0.5
            }
        );
        assert_eq!(p("identity(4)").unwrap(), InitRule::Identity(4));
        assert_eq!(p("file(a.npy)").unwrap(), InitRule::File("a.npy".into()));
        assert_eq!(
            p("file(\"d/a.npy\")").unwrap(),
            InitRule::File("d/a.npy".into())
        );
        assert!(p("uniform(1)").unwrap_err().contains("takes 2 arguments"));
        assert!(p("uniform(1, 1)").unwrap_err().contains("lo < hi"));
        assert!(p("normal(0, -1)").unwrap_err().contains("sigma >= 0"));
        assert!(p("identity(0)").unwrap_err().contains("positive integer"));
        assert!(p("identity(2.5)").unwrap_err().contains("positive integer"));
        assert!(p("zeros(1)").unwrap_err().contains("takes no arguments"));
        assert!(p("const(1").unwrap_err().contains("missing ')'"));
        assert!(p("file()").unwrap_err().contains("needs a path"));
        let e = p("gauss(0, 1)").unwrap_err();
        assert!(e.contains("unknown init rule \"gauss(0, 1)\""), "{e}");
        assert!(p("const(K)")
            .unwrap_err()
            .contains("unknown parameter \"K\""));
        let with =
            InitRule::parse("identity(N)", &|n| (n == "N").then_some(Number::Int(8))).unwrap();
        assert_eq!(with, InitRule::Identity(8));
        for r in [
            "zeros",
            "iota",
            "const(2)",
            "uniform(-1, 1)",
            "normal(0, 1)",
            "identity(3)",
            "file(x.npy)",
        ] {
            let parsed = p(r).unwrap();
            assert_eq!(p(&parsed.to_string()).unwrap(), parsed);
        }
    }

    #[test]
    fn types_parse() {
        for t in ElemType::ALL {
            assert_eq!(t.name().parse::<ElemType>().unwrap(), t);
        }
        for t in ScalarType::ALL {
            assert_eq!(t.name().parse::<ScalarType>().unwrap(), t);
        }
        assert!("f128"
            .parse::<ElemType>()
            .unwrap_err()
            .contains("unknown element type"));
        assert!("i8"
            .parse::<ScalarType>()
            .unwrap_err()
            .contains("unknown scalar type"));
        assert_eq!(ElemType::BF16.size_bytes(), 2);
        assert_eq!(ElemType::U64.size_bytes(), 8);
        assert_eq!(ScalarType::F64.size_bytes(), 8);
        assert_eq!(ScalarType::U32.encode(Number::Int(7)), vec![7, 0, 0, 0]);
        assert_eq!(ScalarType::I64.encode(Number::Int(-1)), vec![0xff; 8]);
        for r in Reference::ALL {
            assert_eq!(r.name().parse::<Reference>().unwrap(), r);
        }
    }

    #[test]
    fn syntax_errors_have_positions() {
        let e = err("kernel = \"k\"\ngrid = [1, 1, 1\n");
        assert!(e.starts_with("t.toml:"), "{e}");
        assert!(e.contains(": error: "), "{e}");
        let e = parse(&SGEMM.replace("dynamic_lds = 0", "dynamic_lds = 0\nwarps = 2")).unwrap_err();
        assert!(matches!(e, SpecError::Syntax { .. }));
        assert!(e.to_string().contains("unknown field `warps`"), "{e}");
        assert_eq!(e.position().map(|p| p.0), Some(6));
        let e = err(&SGEMM.replace("seed = 3", "seed = 3\ncolour = 1"));
        assert!(e.contains("unknown field `colour`"), "{e}");
        let e = err(&SGEMM.replace("kernel = \"sgemm64\"\n", ""));
        assert!(e.contains("missing field `kernel`"), "{e}");
    }

    #[test]
    fn duplicate_names_are_toml_errors() {
        let text = format!("{SGEMM}\n[buffers.A]\ntype = \"f32\"\nlen = 4\n");
        let e = parse(&text).unwrap_err();
        assert!(matches!(e, SpecError::Syntax { .. }), "{e}");
        assert!(e.position().is_some());
        let e = parse(&SGEMM.replace("N = 256", "N = 256\nN = 128")).unwrap_err();
        assert!(e.to_string().contains("duplicate key"), "{e}");
    }

    #[test]
    fn undefined_buffer_in_args() {
        let e = parse(&SGEMM.replace("[\"A\", \"B\", \"C\"", "[\"A\", \"B\", \"D\"")).unwrap_err();
        assert_eq!(e.key(), Some("args[2]"));
        let s = e.to_string();
        assert!(s.starts_with("t.toml:6:"), "{s}");
        assert!(
            s.contains("error: args[2]: buffer \"D\" is not defined in [buffers]"),
            "{s}"
        );
    }

    #[test]
    fn param_used_as_buffer() {
        let e = err(&SGEMM.replace("[\"A\", \"B\", \"C\"", "[\"A\", \"B\", \"N\""));
        assert!(e.contains("\"N\" is a parameter, not a buffer"), "{e}");
    }

    #[test]
    fn unused_buffer() {
        let text = format!("{SGEMM}\n[buffers.D]\ntype = \"f32\"\nlen = 4\n");
        let e = parse(&text).unwrap_err();
        assert_eq!(e.key(), Some("buffers.D"));
        assert!(e.to_string().contains("defined but not passed in args"));
    }

    #[test]
    fn zero_and_oversized_dims() {
        let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [4, 0, 1]")).unwrap_err();
        assert_eq!(e.key(), Some("grid[1]"));
        assert!(e.to_string().contains("at least 1"));
        let e = parse(&SGEMM.replace("block = [256, 1, 1]", "block = [0, 1, 1]")).unwrap_err();
        assert_eq!(e.key(), Some("block[0]"));
        let e = parse(&SGEMM.replace("block = [256, 1, 1]", "block = [256, 8, 1]")).unwrap_err();
        assert_eq!(e.key(), Some("block"));
        assert!(e.to_string().contains("2048 work-items"), "{e}");
        let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = []")).unwrap_err();
        assert!(e.to_string().contains("1 to 3 entries"), "{e}");
        let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [1, 1, 1, 1]")).unwrap_err();
        assert!(e.to_string().contains("found 4"), "{e}");
        let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [-1, 1, 1]")).unwrap_err();
        assert!(e.to_string().contains("negative"), "{e}");
        let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [4294967296, 1, 1]")).unwrap_err();
        assert!(e.to_string().contains("32 bits"), "{e}");
        let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [1.5, 1, 1]")).unwrap_err();
        assert!(e.to_string().contains("found a float"), "{e}");
        let s = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [4]")).unwrap();
        assert_eq!(s.grid, [4, 1, 1]);
        let e = parse(&SGEMM.replace("dynamic_lds = 0", "dynamic_lds = 65537")).unwrap_err();
        assert_eq!(e.key(), Some("dynamic_lds"));
    }

    #[test]
    fn grid_formulas() {
        let s = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [\"N/64\", \"cdiv(N, 100)\", 1]"))
            .unwrap();
        assert_eq!(s.grid, [4, 3, 1]);
        let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [\"N/100\", 1, 1]")).unwrap_err();
        assert_eq!(e.key(), Some("grid[0]"));
        assert!(
            e.to_string().contains("\"N/100\" = 2.56 is not an integer"),
            "{e}"
        );
        assert!(e.to_string().contains("cdiv"), "{e}");
        let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [\"P/2\", 1, 1]")).unwrap_err();
        assert!(
            e.to_string().contains("grid[0]: unknown parameter \"P\""),
            "{e}"
        );
    }

    #[test]
    fn no_output() {
        let e = err(&SGEMM.replace("output = true", "output = false"));
        assert!(e.contains("no buffer is marked `output = true`"), "{e}");
        assert!(e.starts_with("t.toml: error: buffers: "), "{e}");
    }

    #[test]
    fn empty_args() {
        let text = "kernel = \"k\"\ngrid = [1]\nblock = [1]\nargs = []\n";
        let e = parse(text).unwrap_err();
        assert_eq!(e.key(), Some("args"));
        assert_eq!(e.position(), Some((4, 8)));
    }

    #[test]
    fn name_clash_and_bad_names() {
        let e = err(&SGEMM.replace("N = 256", "N = 256\nA = 3"));
        assert!(e.contains("\"A\" is both a parameter and a buffer"), "{e}");
        let e = err(&SGEMM.replace("N = 256", "N = 256\n\"2x\" = 3"));
        assert!(e.contains("params.2x"), "{e}");
        assert!(e.contains("not a valid parameter name"), "{e}");
    }

    #[test]
    fn buffer_errors() {
        let e = parse(&SGEMM.replace(
            "type = \"f32\"\nlen = 65536\ninit = \"uniform(-1, 1)\"\nseed = 1",
            "type = \"f33\"\nlen = 65536",
        ))
        .unwrap_err();
        assert_eq!(e.key(), Some("buffers.A.type"));
        let e =
            parse(&SGEMM.replace("init = \"normal(0, 1)\"", "init = \"gauss(0, 1)\"")).unwrap_err();
        assert_eq!(e.key(), Some("buffers.B.init"));
        assert!(
            e.to_string().contains("unknown init rule \"gauss(0, 1)\""),
            "{e}"
        );
        let e = parse(&SGEMM.replace("len = \"N*N\"", "len = \"N*N - 65536\"")).unwrap_err();
        assert_eq!(e.key(), Some("buffers.B.len"));
        assert!(e.to_string().contains("at least one element"));
        let e = parse(&SGEMM.replace("len = \"N*N\"", "len = \"N*Q\"")).unwrap_err();
        assert!(
            e.to_string()
                .contains("buffers.B.len: unknown parameter \"Q\""),
            "{e}"
        );
        let e = parse(&SGEMM.replace("seed = 2", "seed = -2")).unwrap_err();
        assert_eq!(e.key(), Some("buffers.B.seed"));
        let e = parse(&SGEMM.replace("len = \"N*N\"", "len = true")).unwrap_err();
        assert!(e.to_string().contains("found a boolean"), "{e}");
        let e = parse(&SGEMM.replace("init = \"normal(0, 1)\"", "init = \"identity(100)\""))
            .unwrap_err();
        assert!(
            e.to_string()
                .contains("identity(100) fills 100 x 100 elements, the buffer has len = 65536"),
            "{e}"
        );
        let s = parse(&SGEMM.replace("init = \"normal(0, 1)\"", "init = \"identity(N)\"")).unwrap();
        assert_eq!(s.buffers["B"].init, InitRule::Identity(256));
        // seed and init default
        let s = parse(&SGEMM.replace("init = \"uniform(-1, 1)\"\nseed = 1\n", "")).unwrap();
        assert_eq!(s.buffers["A"].seed, 0);
        assert_eq!(s.buffers["A"].init, InitRule::Zeros);
    }

    #[test]
    fn integer_buffer_inits() {
        let base = "kernel = \"k\"\ngrid = [1]\nblock = [64]\nargs = [\"X\"]\n[buffers.X]\ntype = \"u8\"\nlen = 300\noutput = true\n";
        assert!(parse(&format!("{base}init = \"uniform(0, 255)\"\n")).is_ok());
        let e = err(&format!("{base}init = \"uniform(0, 256)\"\n"));
        assert!(e.contains("256 is not a u8 value"), "{e}");
        let e = err(&format!("{base}init = \"const(1.5)\"\n"));
        assert!(e.contains("1.5 is not a u8 value"), "{e}");
        let e = err(&format!("{base}init = \"normal(0, 1)\"\n"));
        assert!(e.contains("needs a floating-point buffer"), "{e}");
        let e = err(&format!("{base}init = \"iota\"\n"));
        assert!(e.contains("iota up to 299 does not fit in u8"), "{e}");
    }

    #[test]
    fn scalar_args() {
        let with = |args: &str| {
            SGEMM.replace(
            "args = [\"A\", \"B\", \"C\", { i32 = \"N\" }, { i32 = \"N\" }, { i32 = \"N\" }, { f32 = 1.0 }, { f32 = 0.5 }]",
            &format!("args = [\"A\", \"B\", \"C\", {args}]"),
        ).replace("[reference]\nname = \"sgemm\"\n", "")
        };
        let s = parse(&with("{ u64 = \"N*N\" }, { f64 = 2 }, { i32 = -5 }")).unwrap();
        let ArgSpec::Scalar(a) = &s.args[3] else {
            panic!()
        };
        assert_eq!(a.value, Value::Formula("N*N".into()));
        assert_eq!(a.resolved, Number::Int(65536));
        let ArgSpec::Scalar(b) = &s.args[4] else {
            panic!()
        };
        assert_eq!(b.resolved, Number::Float(2.0));
        assert_eq!(b.to_le_bytes(), 2.0f64.to_le_bytes().to_vec());
        let ArgSpec::Scalar(c) = &s.args[5] else {
            panic!()
        };
        assert_eq!(c.to_le_bytes(), (-5i32).to_le_bytes().to_vec());

        let e = parse(&with("{ u32 = -1 }")).unwrap_err();
        assert_eq!(e.key(), Some("args[3]"));
        assert!(e.to_string().contains("out of range for u32"), "{e}");
        let e = err(&with("{ i32 = 3000000000 }"));
        assert!(e.contains("out of range for i32"), "{e}");
        let e = err(&with("{ i32 = 1.5 }"));
        assert!(e.contains("not an integer"), "{e}");
        let e = err(&with("{ i32 = \"N/3\" }"));
        assert!(e.contains("not an integer"), "{e}");
        let e = err(&with("{ i8 = 1 }"));
        assert!(e.contains("unknown scalar type \"i8\""), "{e}");
        let e = err(&with("{ i32 = 1, f32 = 2.0 }"));
        assert!(e.contains("exactly one key"), "{e}");
        let e = err(&with("{ i32 = \"Q\" }"));
        assert!(e.contains("args[3]: unknown parameter \"Q\""), "{e}");
        let e = err(&with("{ i32 = true }"));
        assert!(e.contains("not a boolean"), "{e}");
        let e = err(&with("7"));
        assert!(
            e.contains("args[3]: an argument is a buffer name or a scalar table"),
            "{e}"
        );
        let e = err(&with("{ f32 = 1e39 }"));
        assert!(e.contains("does not fit in f32"), "{e}");
    }

    #[test]
    fn reference_checks() {
        let e = parse(&SGEMM.replace("name = \"sgemm\"", "name = \"dgemm\"")).unwrap_err();
        assert_eq!(e.key(), Some("reference.name"));
        assert!(e.to_string().contains("unknown reference \"dgemm\""));
        let e = err(&SGEMM.replace("name = \"sgemm\"", "name = \"vector_add\""));
        assert!(
            e.contains("expects 4 arguments (A, B, C, n), args has 8"),
            "{e}"
        );
        let e = parse(&SGEMM.replace("{ f32 = 1.0 }, { f32 = 0.5 }", "{ i32 = 1 }, { f32 = 0.5 }"))
            .unwrap_err();
        assert_eq!(e.key(), Some("args[6]"));
        assert!(
            e.to_string().contains("expects a float scalar (alpha)"),
            "{e}"
        );
        let e = parse(&SGEMM.replace(
            "type = \"f32\"\nlen = \"N*N\"",
            "type = \"f64\"\nlen = \"N*N\"",
        ))
        .unwrap_err();
        assert_eq!(e.key(), Some("buffers.B.type"));
        let s = parse(&SGEMM.replace(
            "name = \"sgemm\"",
            "name = \"sgemm\"\nrtol = 1e-5\natol = 0.0",
        ))
        .unwrap();
        let r = s.reference.unwrap();
        assert_eq!((r.rtol, r.atol), (Some(1e-5), Some(0.0)));
        let e =
            parse(&SGEMM.replace("name = \"sgemm\"", "name = \"sgemm\"\nrtol = -1.0")).unwrap_err();
        assert_eq!(e.key(), Some("reference.rtol"));
        let e = err(&SGEMM.replace("name = \"sgemm\"", "name = \"sgemm\"\ntol = 1.0"));
        assert!(e.contains("unknown field `tol`"), "{e}");
    }

    #[test]
    fn work_checks() {
        let s = parse(&SGEMM.replace("flops = \"2*N*N*N\"", "flops = 10\nbytes = \"4*N*N*3\""))
            .unwrap();
        let w = s.work.unwrap();
        assert_eq!(w.flops.unwrap().1, 10.0);
        assert_eq!(w.bytes.unwrap(), ("4*N*N*3".to_string(), 786432.0));
        let e = parse(&SGEMM.replace("flops = \"2*N*N*N\"", "")).unwrap_err();
        assert_eq!(e.key(), Some("work"));
        let e = parse(&SGEMM.replace("flops = \"2*N*N*N\"", "flops = \"N-N\"")).unwrap_err();
        assert!(e.to_string().contains("must be positive"), "{e}");
        let e = err(&SGEMM.replace("flops = \"2*N*N*N\"", "flop = 1"));
        assert!(e.contains("unknown field `flop`"), "{e}");
    }

    #[test]
    fn param_formulas_and_cycles() {
        let s = parse(&SGEMM.replace("N = 256", "N = \"2*H\"\nH = 128\nalpha = 1.5")).unwrap();
        assert_eq!(s.param("N"), Some(Number::Int(256)));
        assert_eq!(s.param("alpha"), Some(Number::Float(1.5)));
        let e = err(&SGEMM.replace("N = 256", "N = \"P\"\nP = \"N\""));
        assert!(e.contains("cycle"), "{e}");
        let e = err(&SGEMM.replace("N = 256", "N = \"2*Z\""));
        assert!(e.contains("params.N: unknown parameter \"Z\""), "{e}");
        let e = err(&SGEMM.replace("N = 256", "N = [1]"));
        assert!(e.contains("not an array"), "{e}");
    }

    #[test]
    fn kernel_name_checks() {
        let e = parse(&SGEMM.replace("kernel = \"sgemm64\"", "kernel = \"\"")).unwrap_err();
        assert_eq!(e.key(), Some("kernel"));
        // A full signature is a name too: the kernel file resolves it (`kernel::names`).
        let s = parse(&SGEMM.replace("kernel = \"sgemm64\"", "kernel = \"sgemm64(float const*)\""))
            .unwrap();
        assert_eq!(s.kernel, "sgemm64(float const*)");
        let s =
            parse(&SGEMM.replace("kernel = \"sgemm64\"", "kernel = \"ns::sgemm<128>\"")).unwrap();
        assert_eq!(s.kernel, "ns::sgemm<128>");
    }

    #[test]
    fn file_paths_resolve_next_to_the_spec() {
        let text = SGEMM.replace("init = \"normal(0, 1)\"", "init = \"file(b.npy)\"");
        let s = LaunchSpec::from_str(&text, "samples/x/n.toml").unwrap();
        let InitRule::File(f) = &s.buffers["B"].init else {
            panic!()
        };
        assert_eq!(s.resolve_file(f), PathBuf::from("samples/x/b.npy"));
    }

    #[test]
    fn io_error_names_the_file() {
        let e = LaunchSpec::from_file("/nonexistent/spec.toml").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("/nonexistent/spec.toml: error: cannot read"),
            "{e}"
        );
    }

    #[test]
    fn line_col_counts_from_one() {
        assert_eq!(line_col("ab\ncd", 0), (1, 1));
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
        assert_eq!(line_col("ab", 99), (1, 3));
    }
}
