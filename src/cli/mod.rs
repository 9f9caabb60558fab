//! The command line: clap definitions and the mapping of errors to exit codes. No logic lives
//! here beyond choosing what to call and how to print it.

mod analyze_cmd;
mod assemble_cmd;
mod bench_cmd;
mod corpus_cmd;
mod coverage_cmd;
mod diff_cmd;
mod estimate_cmd;
mod optimize_cmd;
mod parse_cmd;
mod run_cmd;
mod spec_cmd;
mod verify_cmd;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Documented exit codes (README "Exit codes").
pub mod exit {
    pub const OK: u8 = 0;
    /// The input is wrong: syntax, semantics, a failed check.
    pub const INPUT: u8 = 1;
    /// The command line is wrong.
    pub const USAGE: u8 = 2;
    /// `verify` found a difference.
    pub const MISMATCH: u8 = 3;
    /// No AMD GPU or HIP runtime.
    pub const NO_GPU: u8 = 4;
    /// An LLVM tool is missing.
    pub const TOOLCHAIN: u8 = 5;
    /// `verify`: equal, but the comparison proves nothing about the rewrite (no rewritten
    /// instruction ran, or the results depended on out-of-bounds accesses read as zero).
    pub const VACUOUS: u8 = 6;
    /// Internal error: a pass broke an invariant the verifier checks (a bug in gfxopt).
    pub const INTERNAL: u8 = 7;
}

#[derive(Parser, Debug)]
#[command(
    name = "gfxopt",
    version,
    about = "Post-compilation optimizer for AMD GPU kernels (gfx1100, gfx942)",
    long_about = "Parses the .s files hipcc --save-temps leaves, analyzes and rewrites them, \
                  and proves the rewrite on an ISA emulator."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// `defer`: each subcommand's arguments are built only when it runs or its help is printed.
/// Without it clap builds every subcommand's arguments at every start (~100 KB of heap, a
/// tenth of a millisecond: half of the start of `gfxopt parse` that is not the loader's);
/// names and the descriptions below stay eager, so `gfxopt --help` is unchanged.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum Command {
    /// Parse a .s file and print it back (byte for byte, or canonically).
    Parse(parse_cmd::ParseArgs),
    /// Emulate a kernel from its .s on a launch spec; check the spec's reference.
    Run(run_cmd::RunArgs),
    /// Emulate two versions of a kernel on identical inputs; compare outputs bit for bit.
    Verify(verify_cmd::VerifyArgs),
    /// Which opcodes of a conformance corpus the emulator runs, per encoding family.
    EmuCoverage(coverage_cmd::CoverageArgs),
    /// Analyze kernels: resources, occupancy, loops, trip counts, FMA dual issue, VGPR banks.
    Analyze(analyze_cmd::AnalyzeArgs),
    /// Compare two .s files: statistics, ISA diff, bank picture (text, md, html or json).
    Diff(diff_cmd::DiffArgs),
    /// Predict the time, cycles and bottleneck of a launch from a timing model (no hardware).
    Estimate(estimate_cmd::EstimateArgs),
    /// Assemble and link a .s file into a code object (.hsaco) with llvm-mc and ld.lld; check it.
    Assemble(assemble_cmd::AssembleArgs),
    /// Time two versions of a kernel (.s or .hsaco) on an AMD GPU; check identical outputs.
    Bench(bench_cmd::BenchArgs),
    /// Run passes and the fix-ups (waits, clauses, delay hints, metadata) and write the result.
    Optimize(optimize_cmd::OptimizeArgs),
    /// Lint a .s file: missing or redundant waits, wrong clauses, understated metadata.
    Check(optimize_cmd::CheckArgs),
    /// List the passes.
    Passes,
    /// Run every .s file under the paths through round trip, analyze, check, optimize with no
    /// pass, assemble and every pass; print the table per source and target.
    Corpus(corpus_cmd::CorpusArgs),
    /// Launch specs: `spec init FILE.s` writes a template for a kernel from its metadata.
    Spec(spec_cmd::SpecArgs),
}

/// A failure the binary reports: the message is printed as is, the code is the exit status.
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub code: u8,
}

/// A file that cannot be read is an input failure.
impl From<crate::io::IoError> for Failure {
    fn from(e: crate::io::IoError) -> Failure {
        Failure::input(e)
    }
}

impl Failure {
    pub fn input(e: impl std::fmt::Display) -> Failure {
        Failure {
            message: e.to_string(),
            code: exit::INPUT,
        }
    }

    pub fn usage(e: impl std::fmt::Display) -> Failure {
        Failure {
            message: format!("error: {e}"),
            code: exit::USAGE,
        }
    }

    /// The reader of standard output went away: stop quietly, successfully.
    pub fn closed_pipe() -> Failure {
        Failure {
            message: String::new(),
            code: exit::OK,
        }
    }
}

/// The documented exit code of a toolchain failure (README "Exit codes"): 5 for a missing
/// tool, 1 otherwise. Exit codes belong to the command line; the library only says what failed.
fn toolchain_code(e: &crate::toolchain::ToolchainError) -> u8 {
    match e {
        crate::toolchain::ToolchainError::ToolNotFound(_) => exit::TOOLCHAIN,
        _ => exit::INPUT,
    }
}

impl From<crate::toolchain::ToolchainError> for Failure {
    fn from(e: crate::toolchain::ToolchainError) -> Failure {
        Failure {
            code: toolchain_code(&e),
            message: e.to_string(),
        }
    }
}

/// `bench`: no GPU 4, outputs differ 3, a toolchain failure as above, else the input's.
impl From<crate::harness::bench::BenchError> for Failure {
    fn from(e: crate::harness::bench::BenchError) -> Failure {
        use crate::harness::bench::BenchError;
        let code = match &e {
            BenchError::NoGpu(_) => exit::NO_GPU,
            BenchError::Toolchain(t) => toolchain_code(t),
            BenchError::Mismatch(_) => exit::MISMATCH,
            BenchError::Input(_) | BenchError::Hip(_) => exit::INPUT,
        };
        Failure {
            message: e.to_string(),
            code,
        }
    }
}

/// Writes a line to standard output. A closed pipe (`gfxopt run ... | head -1`) ends the
/// command quietly with exit 0, as ripgrep does (`println!` would panic on it).
pub(crate) fn outln(text: &str) -> Result<(), Failure> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{text}").map_err(write_failure)
}

/// Writes a JSON value, pretty-printed, to standard output (see [`outln`]).
pub(crate) fn print_json(v: &serde_json::Value) -> Result<(), Failure> {
    let text = serde_json::to_string_pretty(v)
        .map_err(|e| Failure::input(format!("error: cannot format JSON: {e}")))?;
    outln(&text)
}

/// A failed write to standard output: a closed pipe is a quiet success.
fn write_failure(e: std::io::Error) -> Failure {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        Failure::closed_pipe()
    } else {
        Failure::input(format!("error: cannot write to standard output: {e}"))
    }
}

/// Runs the command line and returns the process exit code.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() {
                exit::USAGE
            } else {
                exit::OK
            };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    let result = match cli.command {
        Command::Parse(a) => parse_cmd::run(a),
        Command::Run(a) => run_cmd::run(a),
        Command::Verify(a) => verify_cmd::run(a),
        Command::EmuCoverage(a) => coverage_cmd::run(a),
        Command::Analyze(a) => analyze_cmd::run(a),
        Command::Diff(a) => diff_cmd::run(a),
        Command::Estimate(a) => estimate_cmd::run(a),
        Command::Assemble(a) => assemble_cmd::run(a),
        Command::Bench(a) => bench_cmd::run(a),
        Command::Optimize(a) => optimize_cmd::run_optimize(a),
        Command::Check(a) => optimize_cmd::run_check(a),
        Command::Passes => optimize_cmd::run_passes(),
        Command::Corpus(a) => corpus_cmd::run(a),
        Command::Spec(a) => spec_cmd::run(a),
    };
    match result {
        Ok(()) => ExitCode::from(exit::OK),
        Err(f) => {
            // A closed pipe (`gfxopt parse x.s | head`) is not an error.
            if f.code == exit::OK || f.message.contains("Broken pipe") {
                return ExitCode::from(exit::OK);
            }
            eprintln!("{}", f.message);
            ExitCode::from(f.code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Deferred subcommands are still complete: clap's own consistency checks pass on every
    /// built subcommand, and a deferred one parses its flags.
    #[test]
    fn deferred_subcommands_build_and_parse() {
        Cli::command().debug_assert();
        let cli = Cli::try_parse_from(["gfxopt", "parse", "--canonical", "-o", "out.s", "in.s"])
            .unwrap_or_else(|e| panic!("{e}"));
        match cli.command {
            Command::Parse(a) => {
                assert!(a.canonical);
                assert_eq!(a.output, std::path::Path::new("out.s"));
            }
            other => panic!("parsed as {other:?}"),
        }
        let err = Cli::try_parse_from(["gfxopt", "parse", "--bogus", "in.s"])
            .expect_err("an unknown flag of a deferred subcommand is an error");
        assert!(err.to_string().contains("--bogus"), "{err}");
    }
}
