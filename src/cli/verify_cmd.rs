//! `gfxopt verify`: run two versions of a kernel on identical inputs and compare every buffer
//! bit for bit (the library's [`crate::harness::verify`]), and say what the comparison covered:
//! exit 0 equal, 3 different, 6 equal but proving nothing about the rewrite.

use super::run_cmd::{parse_bytes, OobArg};
use super::{exit, Failure};
use crate::harness::runner::{find_kernel, load_module, RunOptions};
use crate::harness::spec::LaunchSpec;
use crate::harness::verify::{verify, Coverage, Verdict};
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
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: super::run_cmd::Format,
}

pub fn run(a: VerifyArgs) -> Result<(), Failure> {
    let spec = LaunchSpec::from_file(&a.spec).map_err(Failure::input)?;
    let mb = load_module(&a.before).map_err(Failure::input)?;
    let ma = load_module(&a.after).map_err(Failure::input)?;
    let ka = find_kernel(&ma, &spec, a.kernel.as_deref()).map_err(Failure::input)?;
    // Refuse a launch that breaks a fact the optimized file was made under.
    crate::harness::facts::check_launch(&ma, &ka.name, &spec).map_err(Failure::input)?;
    let opts = RunOptions {
        oob: a.oob.into(),
        threads: a.threads,
        budget: Some(a.max_instructions),
        max_memory: Some(a.max_memory),
        ..RunOptions::default()
    };
    let verdict = verify(&mb, &ma, &spec, a.kernel.as_deref(), !a.no_specials, &opts)
        .map_err(Failure::input)?;
    let json = matches!(a.format, super::run_cmd::Format::Json);
    match verdict {
        Verdict::Different {
            inputs,
            difference: d,
        } => {
            if json {
                super::print_json(&serde_json::json!({
                    "verdict": "different",
                    "kernel": ka.name,
                    "inputs": inputs,
                    "first_difference": {"buffer": d.buffer, "index": d.index,
                        "before": d.before, "after": d.after, "count": d.count},
                }))?;
            } else {
                super::outln(&format!(
                    "different ({inputs}): {}[{}]: before {}, after {} ({} elements differ)",
                    d.buffer, d.index, d.before, d.after, d.count
                ))?;
            }
            Err(Failure {
                message: format!(
                    "{}: error: kernel `{}` computes different results than {}",
                    ma.name, ka.name, mb.name
                ),
                code: exit::MISMATCH,
            })
        }
        Verdict::Equal {
            outputs,
            input_sets,
            coverage,
        } => {
            let vacuous = coverage.vacuous();
            if json {
                super::print_json(&serde_json::json!({
                    "verdict": if vacuous.is_some() { "vacuous" } else { "equal" },
                    "kernel": ka.name,
                    "buffers": outputs,
                    "input_sets": input_sets,
                    "coverage": coverage,
                    "vacuous": vacuous,
                }))?;
            } else {
                super::outln(&format!(
                    "equal: {} buffer{} ({}) bit for bit on {input_sets} input set{}",
                    outputs.len(),
                    if outputs.len() == 1 { "" } else { "s" },
                    outputs.join(", "),
                    if input_sets == 1 { "" } else { "s" }
                ))?;
                super::outln(&describe(&coverage))?;
            }
            let not_run: Vec<String> = coverage
                .blocks_not_run()
                .iter()
                .map(|b| b.describe())
                .collect();
            match vacuous {
                None if not_run.is_empty() => Ok(()),
                None => Err(Failure {
                    message: format!(
                        "{}: warning: changed block{} never ran on any input set: {}; the \
                         comparison proves nothing about {} (use a launch that runs {})",
                        ma.name,
                        if not_run.len() == 1 { "" } else { "s" },
                        not_run.join(", "),
                        if not_run.len() == 1 { "it" } else { "them" },
                        if not_run.len() == 1 { "it" } else { "them" },
                    ),
                    code: exit::VACUOUS,
                }),
                Some(why) => Err(Failure {
                    message: format!(
                        "{}: warning: the comparison proves nothing about the rewrite: {why}",
                        ma.name
                    ),
                    code: exit::VACUOUS,
                }),
            }
        }
    }
}

/// The coverage line of the text output.
fn describe(c: &Coverage) -> String {
    let mut s = if c.rewritten == 0 {
        "coverage: the two kernels are identical (nothing to prove)".to_string()
    } else {
        format!(
            "coverage: {} of {} rewritten instructions ran ({} executions)",
            c.rewritten_ran, c.rewritten, c.rewritten_executions
        )
    };
    for (label, n) in &c.fallback {
        s.push_str(&format!("; fallback copy {label} entered {n} times"));
    }
    if c.oob_accesses != (0, 0) {
        s.push_str(&format!(
            "; out-of-bounds accesses read as zero: {} before, {} after",
            c.oob_accesses.0, c.oob_accesses.1
        ));
    }
    for b in &c.blocks {
        s.push_str(&format!(
            "\n  changed block {}: {}",
            b.describe(),
            match (b.ran, b.fallback) {
                (true, _) => "ran",
                (false, true) => "did not run (a versioned loop's fallback copy)",
                (false, false) => "NEVER RAN",
            }
        ));
    }
    s
}
