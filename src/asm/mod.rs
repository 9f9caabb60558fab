//! Assembly text: the lossless IR, its parser and its printer.
//!
//! `print(parse(text)) == text` for every input the parser accepts; rewritten lines print in
//! the canonical form of [`print`].

mod edit;
mod error;
mod ir;
mod parse;
pub mod pc_rel;
mod print;

pub use edit::{Edit, EditCounts, EditKind, EditLog, EditMark, LineId};
pub use error::{ParseError, SyntaxError};
pub use ir::*;
pub use parse::{
    check_module, parse_instruction, parse_module, parse_module_bytes, parse_module_lazy,
    parse_module_owned, reprint_difference, reprint_difference_in, utf8_text, LineChecker,
};
pub use print::CanonicalLine;
