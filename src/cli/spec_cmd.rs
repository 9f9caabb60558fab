//! `gfxopt spec init FILE.s [--kernel NAME] [-o OUT]`: a launch-spec template for a kernel
//! (`crate::harness::spec_init`).

use super::Failure;
use crate::harness::spec_init::template;
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct SpecArgs {
    #[command(subcommand)]
    pub action: SpecAction,
}

#[derive(clap::Subcommand, Debug)]
pub enum SpecAction {
    /// Write a launch-spec template for a kernel from its metadata and demangled signature.
    Init {
        /// The kernel's .s (or Triton .amdgcn) file.
        file: PathBuf,
        /// The kernel (symbol or demangled name); needed when the file has several.
        #[arg(long)]
        kernel: Option<String>,
        /// Where to write the template (default: standard output).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

pub fn run(a: SpecArgs) -> Result<(), Failure> {
    let SpecAction::Init {
        file,
        kernel,
        output,
    } = a.action;
    let bytes = crate::io::read_input(&file).map_err(Failure::input)?;
    let module = crate::asm::parse_module_bytes(&crate::io::input_name(&file), &bytes, None)
        .map_err(Failure::input)?;
    let kernels = crate::kernel::kernels(&module).map_err(Failure::input)?;
    let k = match kernel.as_deref() {
        Some(q) => crate::kernel::names::select(&kernels, q)
            .map_err(|e| Failure::input(format!("{}: error: {e}", file.display())))?,
        None => match kernels.as_slice() {
            [one] => one,
            [] => {
                return Err(Failure::input(format!(
                    "{}: error: the file defines no kernel",
                    file.display()
                )))
            }
            many => {
                return Err(Failure::usage(format!(
                    "{} has {} kernels: name one with --kernel ({})",
                    file.display(),
                    many.len(),
                    many.iter()
                        .map(|k| crate::kernel::names::demangle(&k.name))
                        .collect::<Vec<_>>()
                        .join("; ")
                )))
            }
        },
    };
    let text = template(&module, k, triton_shared(&file, &module))
        .map_err(|e| Failure::input(format!("{}: error: {e}", file.display())))?;
    match output {
        Some(path) => crate::io::write_output(&path, text.as_bytes()).map_err(Failure::input),
        None => super::outln(text.trim_end()),
    }
}

/// Triton's dynamic LDS bytes (`shared`) from the `meta.<target>.json` beside a Triton file.
fn triton_shared(file: &Path, module: &crate::asm::Module) -> Option<u32> {
    let target = module.target?;
    let meta = file.parent()?.join(format!("meta.{}.json", target.name()));
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(meta).ok()?).ok()?;
    v.get("shared")?.as_u64().map(|b| b as u32)
}
