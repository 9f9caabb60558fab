//! `gfxopt verify`: run two versions of a kernel on identical inputs and compare every output
//! bit for bit. Two input sets: the spec's, and the same with special values (±0, denormals,
//! ±inf, NaN, huge) scattered through the floating-point buffers.

use super::run_cmd::{parse_bytes, OobArg};
use super::{exit, Failure};
use crate::harness::compare::compare;
use crate::harness::inputs::{inject_specials, make_inputs};
use crate::harness::runner::{check_memory, find_kernel, load_module, run_kernel, RunOptions};
use crate::harness::spec::LaunchSpec;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct VerifyArgs {
    /// The original .s file.
    pub before: PathBuf,
    /// The rewritten .s file.
    pub after: PathBuf,
    /// The launch spec (TOML; see docs/launch-spec.md).
    #[arg(long)]
    pub spec: PathBuf,
    /// Kernel to run, instead of the spec's `kernel`.
    #[arg(long)]
    pub kernel: Option<String>,
    /// What an out-of-bounds access does.
    #[arg(long, value_enum, default_value = "error")]
    pub oob: OobArg,
    /// Only the spec's inputs (skip the run with special values).
    #[arg(long)]
    pub no_specials: bool,
    /// Host threads for work-groups (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Instructions one wave may execute before the run stops as a runaway loop.
    #[arg(long, value_name = "N", default_value_t = 50_000_000)]
    pub max_instructions: u64,
    /// Bytes the spec's buffers may need (suffixes K, M, G: binary); a larger spec is refused
    /// before anything is allocated.
    #[arg(long, value_name = "BYTES", value_parser = parse_bytes, default_value = "4G")]
    pub max_memory: u64,
}

pub fn run(a: VerifyArgs) -> Result<(), Failure> {
    let spec = LaunchSpec::from_file(&a.spec).map_err(Failure::input)?;
    let mb = load_module(&a.before).map_err(Failure::input)?;
    let ma = load_module(&a.after).map_err(Failure::input)?;
    let kb = find_kernel(&mb, &spec, a.kernel.as_deref()).map_err(Failure::input)?;
    let ka = find_kernel(&ma, &spec, a.kernel.as_deref()).map_err(Failure::input)?;
    // Refuse a launch that breaks a fact the optimized file was made under.
    crate::passes::assume::check_launch(&ma, &ka.name, &spec).map_err(Failure::input)?;
    let opts = RunOptions {
        oob: a.oob.into(),
        threads: a.threads,
        budget: Some(a.max_instructions),
        max_memory: Some(a.max_memory),
        ..RunOptions::default()
    };
    check_memory(&spec, opts.max_memory).map_err(Failure::input)?;
    let base = make_inputs(&spec).map_err(|e| Failure::input(format!("error: {e}")))?;
    let mut sets = vec![("spec inputs", base.clone())];
    if !a.no_specials {
        let mut special = base;
        inject_specials(&spec, &mut special);
        sets.push(("inputs with special values", special));
    }
    for (what, inputs) in &sets {
        let rb = run_kernel(&mb, &kb, &spec, inputs, &opts).map_err(Failure::input)?;
        let ra = run_kernel(&ma, &ka, &spec, inputs, &opts).map_err(Failure::input)?;
        for b in spec.outputs() {
            if let Some(d) = compare(&b.name, b.elem, &rb.buffers[&b.name], &ra.buffers[&b.name]) {
                println!(
                    "different ({what}): {}[{}]: before {}, after {} ({} of {} elements differ)",
                    d.buffer, d.index, d.before, d.after, d.count, b.len
                );
                return Err(Failure {
                    message: format!(
                        "{}: error: kernel `{}` computes different results than {}",
                        ma.name, ka.name, mb.name
                    ),
                    code: exit::MISMATCH,
                });
            }
        }
    }
    let outs: Vec<&str> = spec.outputs().map(|b| b.name.as_str()).collect();
    println!(
        "equal: {} output buffer{} ({}) bit for bit on {} input set{}",
        outs.len(),
        if outs.len() == 1 { "" } else { "s" },
        outs.join(", "),
        sets.len(),
        if sets.len() == 1 { "" } else { "s" }
    );
    Ok(())
}
