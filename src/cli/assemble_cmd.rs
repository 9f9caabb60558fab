//! `gfxopt assemble`: `.s` to a checked `.hsaco` with llvm-mc and ld.lld.

use super::parse_cmd::parse_target;
use super::Failure;
use crate::asm::{parse_module_bytes, Target};
use crate::io::{input_name, read_input, write_output};
use crate::toolchain::{assemble::build, ToolchainError};
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct AssembleArgs {
    /// The .s file (`-` for standard input).
    pub file: PathBuf,
    /// The code object to write (atomically; nothing is written when a check fails).
    #[arg(short, long, required_unless_present = "check_only")]
    pub output: Option<PathBuf>,
    /// Directory holding llvm-mc and ld.lld (else $GFXOPT_LLVM_DIR, /usr/lib/llvm-19/bin, PATH).
    #[arg(long)]
    pub llvm_dir: Option<PathBuf>,
    /// Assemble, link and check the code object against the IR, but write nothing.
    #[arg(long)]
    pub check_only: bool,
    /// Target for a file without `.amdgcn_target`.
    #[arg(long, value_parser = parse_target)]
    pub target: Option<Target>,
    /// Print a JSON summary of the code object (kernels, descriptors) instead of text.
    #[arg(long)]
    pub json: bool,
}

fn fail(e: ToolchainError) -> Failure {
    Failure::from(e)
}

pub fn run(a: AssembleArgs) -> Result<(), Failure> {
    let name = input_name(&a.file);
    let bytes = read_input(&a.file).map_err(Failure::input)?;
    let module = parse_module_bytes(&name, &bytes, a.target).map_err(Failure::input)?;
    let info = build(&module, a.llvm_dir.as_deref()).map_err(fail)?;
    if let Some(out) = a.output.as_deref().filter(|_| !a.check_only) {
        write_output(out, &info.bytes).map_err(Failure::input)?;
    }
    let summary = if a.json {
        serde_json::to_string_pretty(&info).map_err(Failure::input)? + "\n"
    } else {
        let mut s = String::new();
        let dest = match (&a.output, a.check_only) {
            (Some(o), false) => format!("wrote {}", o.display()),
            _ => "checked".to_string(),
        };
        s.push_str(&format!(
            "{dest}: {} bytes, {}, {} kernel{}\n",
            info.bytes.len(),
            info.target.map_or("unknown target", |t| t.name()),
            info.kernels.len(),
            if info.kernels.len() == 1 { "" } else { "s" }
        ));
        for k in &info.kernels {
            let d = &k.descriptor;
            s.push_str(&format!(
                "  {}: {} code bytes, VGPR granules {}, SGPR granules {}, LDS {} B, scratch {} B, kernarg {} B{}\n",
                k.name,
                k.code_size,
                d.vgpr_granules(),
                d.sgpr_granules(),
                d.group_segment_fixed_size,
                d.private_segment_fixed_size,
                d.kernarg_size,
                if d.wave32() { ", wave32" } else { "" }
            ));
        }
        s
    };
    // With `-o -` the code object went to standard output: keep the summary off it.
    if a.output.as_deref() == Some(Path::new("-")) && !a.check_only {
        eprint!("{summary}");
        Ok(())
    } else {
        write_output(Path::new("-"), summary.as_bytes()).map_err(Failure::input)
    }
}
