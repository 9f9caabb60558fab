//! `gfxopt parse`.

use super::Failure;
use crate::asm::{check_module, parse_module_bytes, utf8_text, LineChecker, Target};
use crate::io::{copy_file_prefix, input_name, read_input, read_line_pieces, write_output};
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct ParseArgs {
    /// The .s file (`-` for standard input).
    pub file: PathBuf,
    /// Re-print every instruction in canonical form instead of byte for byte.
    #[arg(long)]
    pub canonical: bool,
    /// Target for a file without `.amdgcn_target` (a bare list of instructions).
    #[arg(long, value_parser = parse_target)]
    pub target: Option<Target>,
    /// Write here instead of standard output (atomically).
    #[arg(short, long, default_value = "-")]
    pub output: PathBuf,
}

pub fn parse_target(s: &str) -> Result<Target, String> {
    Target::from_target_id(s)
        .ok_or_else(|| format!("unknown target `{s}` (expected gfx1100 or gfx942)"))
}

pub fn run(a: ParseArgs) -> Result<(), Failure> {
    let name = input_name(&a.file);
    if !a.canonical && a.file != Path::new("-") {
        // As below, but the file is checked a piece at a time as `read_line_pieces` maps (or
        // reads) it, then copied to the output by the kernel, instead of read whole: a third
        // less time and memory on a large file.
        let mut checker = LineChecker::default();
        let len = read_line_pieces(&a.file, |piece| {
            checker.check(&name, piece).map_err(Failure::input)
        })?;
        checker.finish(&name).map_err(Failure::input)?;
        return copy_file_prefix(&a.output, &a.file, len).map_err(Failure::input);
    }
    let bytes = read_input(&a.file).map_err(Failure::input)?;
    if !a.canonical {
        // Printing an untouched module gives its source back (the lines' spans tile it), so
        // the file is checked line by line with the whole parser and written as read: no IR is
        // kept, memory stays about the input's size.
        check_module(&name, utf8_text(&name, &bytes).map_err(Failure::input)?)
            .map_err(Failure::input)?;
        return write_output(&a.output, &bytes).map_err(Failure::input);
    }
    let module = parse_module_bytes(&name, &bytes, a.target).map_err(Failure::input)?;
    write_output(&a.output, module.print_canonical().as_bytes()).map_err(Failure::input)
}
