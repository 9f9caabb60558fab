//! gfxopt: a post-compilation optimizer for AMD GPU kernels.
//!
//! The flow of data is one-way: `.s` text is parsed into a lossless [`asm::Module`]; analyses
//! read it; passes rewrite it; the printer writes it back. Every module below reads the same IR,
//! nothing re-parses text. See `README.md` for the command line and DESIGN notes.

pub mod asm;
pub mod cli;
pub mod corpus;
pub mod emu;
pub mod flow;
#[doc(hidden)]
pub mod fuzzing;
pub mod harness;
pub mod io;
pub mod isa;
pub mod kernel;
pub mod passes;
pub mod report;
#[cfg(test)]
mod test_kernel;
pub mod timing;
pub mod toolchain;
