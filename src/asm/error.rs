//! Parse errors, located and printed like a compiler's.

use std::fmt;

/// An error inside one line or instruction; `col` is a 0-based byte offset into the text given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message} (column {})", .col + 1)]
pub struct SyntaxError {
    pub col: usize,
    pub message: String,
}

impl SyntaxError {
    pub fn new(col: usize, message: &str) -> SyntaxError {
        SyntaxError {
            col,
            message: message.to_string(),
        }
    }

    /// The same error seen from a text that starts `by` bytes earlier.
    pub fn shifted(mut self, by: usize) -> SyntaxError {
        self.col += by;
        self
    }
}

/// The input does not follow the assembly grammar: the file, 1-based line and column, what was
/// expected, and the offending line so the message can show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub file: String,
    pub line: u32,
    pub col: u32,
    pub message: String,
    pub line_text: String,
}

impl ParseError {
    pub fn new(file: &str, line: u32, col: u32, message: &str, line_text: &str) -> ParseError {
        // Bound what a diagnostic echoes: a 1 MB line is not printed whole.
        const ECHO: usize = 200;
        let line_text = if line_text.len() > ECHO {
            let mut end = ECHO;
            while !line_text.is_char_boundary(end) {
                end -= 1;
            }
            format!("{}...", &line_text[..end])
        } else {
            line_text.to_string()
        };
        ParseError {
            file: file.to_string(),
            line,
            col,
            message: message.to_string(),
            line_text,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: error: {}",
            self.file, self.line, self.col, self.message
        )?;
        if !self.line_text.is_empty() {
            let shown: String = self
                .line_text
                .chars()
                .map(|c| if c == '\t' { ' ' } else { c })
                .collect();
            write!(f, "\n{shown}")?;
            let caret = (self.col as usize).saturating_sub(1);
            if caret <= shown.len() {
                write!(f, "\n{}^", " ".repeat(caret))?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for ParseError {}
