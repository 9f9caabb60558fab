//! The formula language of launch specs: exact integers or floats, `+ - * / %`, `min`, `max`,
//! `ceil_div` and friends, over the spec's parameters.

use super::*;

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
pub(super) enum Tok {
    Num(Number),
    Ident(String),
    Op(char),
}

pub(super) fn tokenize(src: &str) -> Result<Vec<(usize, Tok)>, FormulaError> {
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
pub(super) struct Parser<'a> {
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

pub(super) fn arith(op: char, a: Number, b: Number) -> Result<Number, FormulaError> {
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

pub(super) fn call(name: &str, args: &[Number]) -> Result<Number, FormulaError> {
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
pub(super) fn formula_names(formula: &str) -> Vec<String> {
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

pub(super) fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}
