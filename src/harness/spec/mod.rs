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

mod formula;
mod model;
mod resolve;
mod types;

pub use formula::*;
pub use model::*;
pub use types::*;

#[cfg(test)]
mod tests;
