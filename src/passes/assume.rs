//! User facts (`--assume`) and the facts a pass derived: parsing, recording in the output file,
//! reading back, and checking a launch against them.
//!
//! A fact is `NAME=VALUE`, `NAME<=VALUE` or `NAME>=VALUE`. NAME is a kernel argument's name
//! (from the kernel's `.amdgpu_metadata`), or `grid_x`/`grid_y`/`grid_z` (work-groups per
//! dimension). In [`Assumptions`] an equality is stored under `NAME`, a bound under `NAME<=`
//! or `NAME>=`. The optimized file records each fact on its own comment line after
//! `.amdgcn_target`: `; gfxopt-assume: N=4096` (user) or `; gfxopt-assume: K<=32768 (derived
//! by sgpr-addr)`. `run`, `verify` and `bench` read them back and refuse a launch that breaks
//! one: a kernel argument is looked up at its position in the spec's `args`, a grid size in the
//! spec's `grid`, anything else among the spec's `[params]`.
//!
//! A fact belongs to one kernel: `arg5` is a size in one kernel and a row stride in the next.
//! The record names it (`; gfxopt-assume: [_Z5imatmulPiS_i] arg5=50 (N)`) and a launch is
//! checked only against its own kernel's facts (a record without `[kernel]`, written by older
//! versions, applies to every kernel).

use super::Assumptions;
use crate::asm::{LineKind, Module};

/// The comment that records a fact.
pub const MARK: &str = "; gfxopt-assume: ";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rel {
    Eq,
    Le,
    Ge,
}

/// One fact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fact {
    pub name: String,
    pub rel: Rel,
    pub value: i64,
}

impl std::fmt::Display for Fact {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let r = match self.rel {
            Rel::Eq => "=",
            Rel::Le => "<=",
            Rel::Ge => ">=",
        };
        write!(f, "{}{r}{}", self.name, self.value)
    }
}

impl Fact {
    /// Parses `N=4096`, `N<=65536`, `N>=1`.
    pub fn parse(s: &str) -> Result<Fact, String> {
        let s = s.trim();
        let (name, rel, value) = if let Some((n, v)) = s.split_once("<=") {
            (n, Rel::Le, v)
        } else if let Some((n, v)) = s.split_once(">=") {
            (n, Rel::Ge, v)
        } else if let Some((n, v)) = s.split_once('=') {
            (n, Rel::Eq, v)
        } else {
            return Err(format!(
                "`{s}`: expected NAME=VALUE, NAME<=VALUE or NAME>=VALUE"
            ));
        };
        let name = name.trim();
        let ident = name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !ident {
            return Err(format!("`{s}`: `{name}` is not a name"));
        }
        let value = crate::asm::parse_int_text(value.trim())
            .ok_or_else(|| format!("`{s}`: `{}` is not an integer", value.trim()))?;
        Ok(Fact {
            name: name.to_string(),
            rel,
            value,
        })
    }

    /// The key of this fact in [`Assumptions`].
    pub fn key(&self) -> String {
        match self.rel {
            Rel::Eq => self.name.clone(),
            Rel::Le => format!("{}<=", self.name),
            Rel::Ge => format!("{}>=", self.name),
        }
    }

    pub fn holds(&self, v: i64) -> bool {
        match self.rel {
            Rel::Eq => v == self.value,
            Rel::Le => v <= self.value,
            Rel::Ge => v >= self.value,
        }
    }
}

/// The facts held in an [`Assumptions`] map.
pub fn facts(a: &Assumptions) -> Vec<Fact> {
    a.iter()
        .map(|(k, &value)| {
            let (name, rel) = if let Some(n) = k.strip_suffix("<=") {
                (n, Rel::Le)
            } else if let Some(n) = k.strip_suffix(">=") {
                (n, Rel::Ge)
            } else {
                (k.as_str(), Rel::Eq)
            };
            Fact {
                name: name.to_string(),
                rel,
                value,
            }
        })
        .collect()
}

/// The range [lo, hi] the facts give NAME (None where a side is not bounded).
pub fn bounds(facts: &[Fact], name: &str) -> (Option<i64>, Option<i64>) {
    let (mut lo, mut hi) = (None::<i64>, None::<i64>);
    for f in facts.iter().filter(|f| f.name == name) {
        if matches!(f.rel, Rel::Eq | Rel::Ge) {
            lo = Some(lo.map_or(f.value, |l| l.max(f.value)));
        }
        if matches!(f.rel, Rel::Eq | Rel::Le) {
            hi = Some(hi.map_or(f.value, |h| h.min(f.value)));
        }
    }
    (lo, hi)
}

/// Records facts, each `(kernel, text)` with the text after the mark (`N=4096` or
/// `K<=32768 (derived by sgpr-addr)`), after the `.amdgcn_target` line as
/// `; gfxopt-assume: [kernel] text`, once each; lines already there stay.
pub fn record(module: &mut Module, lines: &[(String, String)]) {
    let existing: Vec<String> = read_lines(module);
    let at = module
        .lines
        .iter()
        .position(
            |l| matches!(&l.kind, LineKind::Directive(d) if d.name.as_str() == ".amdgcn_target"),
        )
        .map_or(0, |p| p + 1);
    let mut new = Vec::new();
    for (kernel, text) in lines {
        let l = format!("[{kernel}] {text}");
        if !existing.contains(&l) && !new.contains(&l) {
            new.push(l);
        }
    }
    for (k, l) in new.into_iter().enumerate() {
        let mut line = crate::asm::Line::new(LineKind::Comment);
        line.comment = Some(format!("{MARK}{l}").into());
        module.insert_line(at + k, line);
    }
}

fn read_lines(module: &Module) -> Vec<String> {
    module
        .lines
        .iter()
        .filter(|l| matches!(l.kind, LineKind::Comment))
        .filter_map(|l| {
            let c = l.comment.as_deref()?;
            c.trim_start()
                .strip_prefix(MARK.trim_end())
                .map(|s| s.trim().to_string())
        })
        .collect()
}

/// One recorded fact: the kernel it belongs to (None: every kernel, an old record), the fact,
/// and the text of its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recorded {
    pub kernel: Option<String>,
    pub fact: Fact,
    pub line: String,
}

/// The facts recorded in a file.
pub fn read(module: &Module) -> Result<Vec<Recorded>, String> {
    read_lines(module)
        .into_iter()
        .map(|l| {
            let (kernel, rest) = match l.strip_prefix('[').and_then(|r| r.split_once(']')) {
                Some((k, rest)) => (Some(k.to_string()), rest.trim_start()),
                None => (None, l.as_str()),
            };
            let head = rest.split_whitespace().next().unwrap_or("");
            Fact::parse(head).map(|fact| Recorded {
                kernel,
                fact,
                line: rest.to_string(),
            })
        })
        .collect()
}
