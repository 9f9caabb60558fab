//! `gfxopt parse`.

use super::Failure;
use crate::asm::{parse_module_bytes, Target};
use crate::io::{input_name, read_input, write_output};
use std::path::PathBuf;

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
    let bytes = read_input(&a.file).map_err(Failure::input)?;
    let module =
        parse_module_bytes(&input_name(&a.file), &bytes, a.target).map_err(Failure::input)?;
    let text = if a.canonical {
        module.print_canonical()
    } else {
        module.print()
    };
    write_output(&a.output, text.as_bytes()).map_err(Failure::input)
}
