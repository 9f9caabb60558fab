//! The corpus table: per source (a path given on the command line) and target, the share of
//! files that pass each step, and the most frequent causes of failure.

use super::{FileRow, PassOutcome, Step};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The aggregate of one source and target.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Summary {
    pub source: String,
    pub target: String,
    pub files: usize,
    pub kernels: usize,
    pub instructions: usize,
    pub parse: usize,
    pub round_trip: usize,
    /// Files whose every instruction the meaning layer knows.
    pub analyze_known: usize,
    pub unknown_instructions: usize,
    /// Instruction lines of files that do not parse (counted as not understood).
    pub unparsed_instructions: usize,
    pub check_clean: usize,
    pub no_pass_identity: usize,
    pub assemble_ok: usize,
    pub assemble_run: usize,
    /// Files llvm-mc or ld.lld reject as written (with `--assemble`): left out of the shares
    /// of the steps after parsing.
    pub llvm_rejects: usize,
    /// Per pass: files changed, unchanged, errors.
    pub passes: BTreeMap<String, [usize; 3]>,
    /// Launch specs a changed file was verified on (equal, the rewrite ran), and the
    /// verifications that failed or proved nothing.
    pub verified: usize,
    pub mismatches: usize,
    /// Distinct non-graphics mnemonics (with `--emulate`): all, and those that run.
    pub mnemonics: usize,
    pub mnemonics_run: usize,
    pub crashes: usize,
}

/// Aggregates rows by (source, target); `source_of` names a row's source.
pub fn summarize(rows: &[(String, FileRow)]) -> Vec<Summary> {
    let mut by: BTreeMap<(String, String), Summary> = BTreeMap::new();
    // A mnemonic runs for a source when it ran in every file that has it.
    let mut mnemonics: BTreeMap<(String, String), BTreeMap<String, bool>> = BTreeMap::new();
    for (source, r) in rows {
        let m = mnemonics
            .entry((source.clone(), r.target.clone()))
            .or_default();
        for x in &r.emulated {
            m.entry(x.clone()).or_insert(true);
        }
        for (x, _) in &r.not_emulated {
            m.insert(x.clone(), false);
        }
    }
    for (source, r) in rows {
        let s = by
            .entry((source.clone(), r.target.clone()))
            .or_insert_with(|| Summary {
                source: source.clone(),
                target: r.target.clone(),
                ..Summary::default()
            });
        s.files += 1;
        s.kernels += r.kernels;
        s.instructions += r.instructions;
        s.parse += r.parse.ok() as usize;
        s.round_trip += r.round_trip.ok() as usize;
        // Lines count whatever the file's fate: an MC test extract may not assemble as a
        // whole (its RUN line's -mattr, labels of lines llvm-mc rejected) while llvm-mc took
        // each of its lines.
        s.unknown_instructions += r.unknown_count;
        s.unparsed_instructions += r.unparsed_instructions;
        if matches!(r.assemble, Step::Rejected(_)) {
            s.llvm_rejects += 1;
        } else {
            s.analyze_known += (r.parse.ok() && r.unknown_count == 0) as usize;
            s.check_clean += r.check.ok() as usize;
            s.no_pass_identity += r.no_pass_identity.ok() as usize;
            if r.assemble != Step::Skipped {
                s.assemble_run += 1;
                s.assemble_ok += r.assemble.ok() as usize;
            }
        }
        let steps = [
            &r.parse,
            &r.round_trip,
            &r.check,
            &r.no_pass_identity,
            &r.assemble,
        ];
        s.crashes += steps
            .iter()
            .filter(|x| matches!(x, Step::Crashed(_)))
            .count();
        for (p, o) in &r.passes {
            let e = s.passes.entry(p.clone()).or_default();
            match o {
                PassOutcome::Changed { verified } => {
                    e[0] += 1;
                    s.verified += verified;
                }
                PassOutcome::Mismatch(_) => {
                    e[0] += 1;
                    s.mismatches += 1;
                }
                PassOutcome::Unchanged => e[1] += 1,
                PassOutcome::Error(_) => e[2] += 1,
                PassOutcome::Crashed(_) => {
                    e[2] += 1;
                    s.crashes += 1;
                }
            }
        }
    }
    for (key, m) in mnemonics {
        if let Some(s) = by.get_mut(&key) {
            s.mnemonics = m.len();
            s.mnemonics_run = m.values().filter(|&&ok| ok).count();
        }
    }
    by.into_values().collect()
}

fn pct(n: usize, of: usize) -> String {
    if of == 0 {
        "-".into()
    } else {
        format!("{:.1}%", 100.0 * n as f64 / of as f64)
    }
}

/// Instruction lines `analyze` knows, of all instruction lines (those of files that do not
/// parse included): the per-line figure, which a file-level share hides (one unknown line
/// makes a file of a thousand count as not known).
fn lines_understood(s: &Summary) -> String {
    let all = s.instructions + s.unparsed_instructions;
    let known = s.instructions - s.unknown_instructions.min(s.instructions);
    format!("{known} of {all} ({})", pct(known, all))
}

/// The markdown table and, below it, the most frequent failure causes per column.
pub fn render_markdown(rows: &[(String, FileRow)]) -> String {
    let sums = summarize(rows);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "| source | target | files | kernels | parse | round trip | analyze knows all | lines understood | check clean | no-pass identity | assemble | LLVM rejects | emulated mnemonics | passes changed (vopd/pkfma/unroll/sgpr-addr/cache-policy) | verified / wrong | crashes |"
    );
    let _ = writeln!(
        out,
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|"
    );
    for s in &sums {
        // Shares after parsing are of the files LLVM accepts (all of them without
        // `--assemble`, which is what finds out).
        let valid = s.files - s.llvm_rejects;
        let passes: Vec<String> = super::PASSES
            .iter()
            .map(|p| s.passes.get(*p).map_or("-".into(), |c| c[0].to_string()))
            .collect();
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} / {} | {} |",
            s.source,
            s.target,
            s.files,
            s.kernels,
            pct(s.parse, s.files),
            pct(s.round_trip, s.files),
            pct(s.analyze_known, valid),
            lines_understood(s),
            pct(s.check_clean, valid),
            pct(s.no_pass_identity, valid),
            if s.assemble_run == 0 {
                "-".into()
            } else {
                pct(s.assemble_ok, s.assemble_run)
            },
            if s.assemble_run == 0 {
                "-".into()
            } else {
                s.llvm_rejects.to_string()
            },
            if s.mnemonics == 0 {
                "-".into()
            } else {
                format!(
                    "{} of {} ({})",
                    s.mnemonics_run,
                    s.mnemonics,
                    pct(s.mnemonics_run, s.mnemonics)
                )
            },
            passes.join("/"),
            s.verified,
            s.mismatches,
            s.crashes
        );
    }
    out.push_str(&causes(rows));
    out
}

/// The most frequent causes of failure, per column.
fn causes(rows: &[(String, FileRow)]) -> String {
    let mut unknown: BTreeMap<String, usize> = BTreeMap::new();
    let mut failed: BTreeMap<(&str, String), usize> = BTreeMap::new();
    for (_, r) in rows {
        if let Step::Rejected(why) = &r.assemble {
            *failed.entry(("LLVM rejects", generalize(why))).or_default() += 1;
            continue;
        }
        for m in &r.unknown {
            *unknown.entry(m.clone()).or_default() += 1;
        }
        for (col, step) in [
            ("parse", &r.parse),
            ("round trip", &r.round_trip),
            ("check", &r.check),
            ("no-pass identity", &r.no_pass_identity),
            ("assemble", &r.assemble),
        ] {
            if let Step::Failed(why) | Step::Crashed(why) = step {
                *failed.entry((col, generalize(why))).or_default() += 1;
            }
        }
        for (p, o) in &r.passes {
            if let PassOutcome::Error(why)
            | PassOutcome::Crashed(why)
            | PassOutcome::Mismatch(why) = o
            {
                let col: &str = match o {
                    PassOutcome::Crashed(_) => "pass crash",
                    PassOutcome::Mismatch(_) => "pass WRONG",
                    _ => "pass error",
                };
                *failed
                    .entry((col, format!("{p}: {}", generalize(why))))
                    .or_default() += 1;
            }
        }
    }
    let mut not_run: BTreeMap<String, (usize, String)> = BTreeMap::new();
    for (_, r) in rows {
        for (m, why) in &r.not_emulated {
            let e = not_run.entry(m.clone()).or_insert((0, generalize(why)));
            e.0 += 1;
        }
    }
    let mut out = String::new();
    if !not_run.is_empty() {
        let mut v: Vec<_> = not_run.into_iter().collect();
        v.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(&b.0)));
        let _ = writeln!(out, "\nNot emulated (files):");
        for (m, (n, why)) in v.iter().take(40) {
            let _ = writeln!(out, "- `{m}`: {n}: {why}");
        }
    }
    let mut top_unknown: Vec<(usize, String)> = unknown.into_iter().map(|(m, n)| (n, m)).collect();
    top_unknown.sort_by(|a, b| b.cmp(a));
    if !top_unknown.is_empty() {
        let _ = writeln!(out, "\nUnknown mnemonics (files):");
        for (n, m) in top_unknown.iter().take(20) {
            let _ = writeln!(out, "- `{m}`: {n}");
        }
    }
    let mut top: Vec<(usize, &str, String)> =
        failed.into_iter().map(|((c, w), n)| (n, c, w)).collect();
    top.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
    if !top.is_empty() {
        let _ = writeln!(out, "\nMost frequent failures (files):");
        for (n, c, w) in top.iter().take(30) {
            let _ = writeln!(out, "- {c}: {w}: {n}");
        }
    }
    out
}

/// A message with file names, line numbers and register numbers masked, so that one cause
/// counts once.
fn generalize(why: &str) -> String {
    let mut out = String::with_capacity(why.len());
    let mut digits = false;
    for c in why.chars() {
        if c.is_ascii_digit() {
            if !digits {
                out.push('N');
            }
            digits = true;
        } else {
            digits = false;
            out.push(c);
        }
    }
    // Drop the path before the first `: ` (file:line:col).
    match out.find(".s:") {
        Some(i) => out[i + 2..].to_string(),
        None => out,
    }
}
