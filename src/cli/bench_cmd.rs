//! `gfxopt bench`: time two versions of a kernel on an AMD GPU (HIP runtime loaded at run time).

use super::Failure;
use crate::harness::bench::{load_version, render_text, run_bench, BenchError, BenchOptions};
use crate::harness::spec::LaunchSpec;
use crate::io::write_output;
use std::path::{Path, PathBuf};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BenchFormat {
    Text,
    Json,
}

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// The baseline: a .s file (assembled on the fly) or a .hsaco code object.
    pub a: PathBuf,
    /// The candidate, .s or .hsaco.
    pub b: PathBuf,
    /// The launch spec (TOML; see docs/launch-spec.md).
    #[arg(long)]
    pub spec: PathBuf,
    /// Timed launches of each version.
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(u32).range(1..))]
    pub reps: u32,
    /// Untimed launches of each version before timing.
    #[arg(long, default_value_t = 5)]
    pub warmup: u32,
    /// Kernel to run, instead of the spec's `kernel`.
    #[arg(long)]
    pub kernel: Option<String>,
    /// Directory holding llvm-mc and ld.lld (for .s inputs).
    #[arg(long)]
    pub llvm_dir: Option<PathBuf>,
    #[arg(long, value_enum, default_value = "text")]
    pub format: BenchFormat,
}

fn fail(e: BenchError) -> Failure {
    Failure::from(e)
}

pub fn run(a: BenchArgs) -> Result<(), Failure> {
    let spec = LaunchSpec::from_file(&a.spec).map_err(Failure::input)?;
    let kernel = a.kernel.as_deref();
    let llvm = a.llvm_dir.as_deref();
    // Assembly optimized under `--assume` facts only runs launches that respect them.
    for path in [&a.a, &a.b] {
        if path.extension().is_some_and(|e| e == "s") {
            let m = crate::harness::runner::load_module(path).map_err(Failure::input)?;
            let k =
                crate::harness::runner::find_kernel(&m, &spec, kernel).map_err(Failure::input)?;
            crate::harness::facts::check_launch(&m, &k.name, &spec).map_err(Failure::input)?;
        }
    }
    let va = load_version(&a.a, &spec, kernel, llvm).map_err(fail)?;
    let vb = load_version(&a.b, &spec, kernel, llvm).map_err(fail)?;
    let opts = BenchOptions {
        warmup: a.warmup as usize,
        reps: a.reps as usize,
        ..BenchOptions::default()
    };
    let report = run_bench(&spec, &va, &vb, &opts).map_err(fail)?;
    let out = match a.format {
        BenchFormat::Text => render_text(&report),
        BenchFormat::Json => serde_json::to_string_pretty(&report).map_err(Failure::input)? + "\n",
    };
    write_output(Path::new("-"), out.as_bytes()).map_err(Failure::input)
}
