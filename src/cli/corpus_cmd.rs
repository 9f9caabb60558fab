//! `gfxopt corpus PATH...`: run every `.s` file under the paths through what a new user would do
//! (round trip, analyze, check, optimize with no pass, assemble, every pass) and print the table
//! per source and target (`crate::corpus`).

use super::Failure;
use crate::corpus::{collect, evaluate, render_markdown, Options};
use rayon::prelude::*;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct CorpusArgs {
    /// Files or directories (searched for `.s` files); each is one source of the table.
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// Output: a markdown table with the most frequent failures, or one JSON object per file.
    #[arg(long, value_enum, default_value = "md")]
    pub format: CorpusFormat,
    /// Also assemble every file with llvm-mc + ld.lld.
    #[arg(long)]
    pub assemble: bool,
    /// Also run every pass on every file.
    #[arg(long)]
    pub passes: bool,
    /// With --passes: emulate every changed kernel before and after on the launch specs
    /// (`*.toml`, not `*.hw.toml`) in the file's folder; a difference is a failure.
    #[arg(long)]
    pub verify: bool,
    /// Run every distinct instruction line alone on the emulator and count the mnemonics that run.
    #[arg(long)]
    pub emulate: bool,
    /// Directory of the LLVM tools (default: the newest installed).
    #[arg(long)]
    pub llvm_dir: Option<PathBuf>,
    /// Fail (exit 1) unless every file round-trips, is known to `analyze`, is `check`-clean,
    /// comes out of `optimize` unchanged, assembles (with --assemble), every verification
    /// (with --verify) passed and nothing crashed.
    #[arg(long)]
    pub strict: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CorpusFormat {
    Md,
    Json,
}

pub fn run(a: CorpusArgs) -> Result<(), Failure> {
    let opts = Options {
        assemble: a.assemble,
        llvm_dir: a.llvm_dir.clone(),
        passes: a.passes || a.verify,
        verify: a.verify,
        emulate: a.emulate,
    };
    let mut files: Vec<(String, PathBuf)> = Vec::new();
    for p in &a.paths {
        if !p.exists() {
            return Err(Failure::input(format!(
                "{}: error: no such file or directory",
                p.display()
            )));
        }
        let source = p.display().to_string();
        files.extend(
            collect(std::slice::from_ref(p))
                .into_iter()
                .map(|f| (source.clone(), f)),
        );
    }
    let rows: Vec<(String, crate::corpus::FileRow)> = files
        .par_iter()
        .map(|(s, f)| (s.clone(), evaluate(f, &opts)))
        .collect();
    match a.format {
        CorpusFormat::Md => super::outln(&render_markdown(&rows))?,
        CorpusFormat::Json => {
            let v: Vec<serde_json::Value> = rows
                .iter()
                .map(|(s, r)| serde_json::json!({"source": s, "file": r}))
                .collect();
            super::print_json(&serde_json::Value::Array(v))?
        }
    }
    // A crash or a rewrite shown wrong is a bug whatever was asked: always a failure.
    let broken: Vec<String> = rows
        .iter()
        .filter(|(_, r)| {
            [
                &r.parse,
                &r.round_trip,
                &r.check,
                &r.no_pass_identity,
                &r.assemble,
            ]
            .iter()
            .any(|s| matches!(s, crate::corpus::Step::Crashed(_)))
                || r.passes.iter().any(|(_, o)| {
                    matches!(
                        o,
                        crate::corpus::PassOutcome::Crashed(_)
                            | crate::corpus::PassOutcome::Mismatch(_)
                    )
                })
        })
        .map(|(_, r)| r.path.display().to_string())
        .collect();
    if !broken.is_empty() {
        return Err(Failure::input(format!(
            "error: {} files crashed a step or showed a pass wrong: {}",
            broken.len(),
            broken
                .iter()
                .take(20)
                .cloned()
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    if a.strict {
        let bad: Vec<String> = rows
            .iter()
            // A file LLVM itself rejects is not valid input: nothing is required of it.
            .filter(|(_, r)| !matches!(r.assemble, crate::corpus::Step::Rejected(_)))
            .filter(|(_, r)| {
                !(r.round_trip.ok()
                    && r.unknown_count == 0
                    && r.check.ok()
                    && r.no_pass_identity.ok()
                    && (!a.assemble || r.assemble.ok())
                    && r.passes.iter().all(|(_, o)| {
                        !matches!(
                            o,
                            crate::corpus::PassOutcome::Crashed(_)
                                | crate::corpus::PassOutcome::Mismatch(_)
                        )
                    }))
            })
            .map(|(_, r)| r.path.display().to_string())
            .collect();
        if !bad.is_empty() {
            return Err(Failure::input(format!(
                "error: {} of {} files fail a step: {}",
                bad.len(),
                rows.len(),
                bad.iter().take(20).cloned().collect::<Vec<_>>().join(", ")
            )));
        }
    }
    Ok(())
}
