//! Filetests: cases where a pass's exact output matters. Each `tests/filetests/<pass>/*.s` is an
//! input whose first line names the pipeline (`; filetest: passes=waitcnt`, optionally
//! `kernel=NAME`); `<file>.expected` beside it holds the pass log and the unified diff from the
//! input to the output. A mismatch fails with the diff between expected and actual;
//! `GFXOPT_BLESS=1 cargo test --test suite filetests` rewrites the expected files (review them
//! with `git diff` before committing).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;
use gfxopt::asm::parse_module;
use gfxopt::passes::{parse_pass_list, run_pipeline, Assumptions};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The options of a filetest's first line.
struct Header {
    passes: String,
    kernel: Option<String>,
}

fn header(path: &Path, text: &str) -> Header {
    let first = text.lines().next().unwrap_or("");
    let rest = first.strip_prefix("; filetest:").unwrap_or_else(|| {
        panic!(
            "{}:1: the first line must be `; filetest: passes=...`",
            path.display()
        )
    });
    let mut passes = None;
    let mut kernel = None;
    for word in rest.split_whitespace() {
        match word.split_once('=') {
            Some(("passes", v)) => passes = Some(v.to_string()),
            Some(("kernel", v)) => kernel = Some(v.to_string()),
            _ => panic!("{}:1: unknown filetest option `{word}`", path.display()),
        }
    }
    Header {
        passes: passes.unwrap_or_else(|| panic!("{}:1: no `passes=`", path.display())),
        kernel,
    }
}

/// The pass log and the diff of one run, as the `.expected` file holds them.
fn actual(path: &Path, text: &str) -> String {
    let h = header(path, text);
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let mut module = parse_module(&name, text, None).unwrap_or_else(|e| panic!("{e}"));
    let requests = parse_pass_list(&h.passes).unwrap();
    let outcome = run_pipeline(
        &mut module,
        &requests,
        h.kernel.as_deref(),
        &Assumptions::new(),
        None,
    )
    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out = String::new();
    for entry in &outcome.log {
        for c in &entry.changed {
            writeln!(out, "; [{}] {}: {c}", entry.kernel, entry.pass).unwrap();
        }
        for (scope, why) in &entry.refused {
            writeln!(
                out,
                "; [{}] {}: left {scope}: {why}",
                entry.kernel, entry.pass
            )
            .unwrap();
        }
    }
    let printed = module.print();
    let diff = similar::TextDiff::from_lines(text, printed.as_str());
    write!(
        out,
        "{}",
        diff.unified_diff()
            .context_radius(2)
            .header(&name, &format!("{name} (optimized)"))
    )
    .unwrap();
    out
}

fn filetests() -> Vec<PathBuf> {
    let root = common::repo().join("tests/filetests");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("tests/filetests")
        .flat_map(|d| std::fs::read_dir(d.unwrap().path()).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_filetest_matches_its_expected_output() {
    let bless = std::env::var_os("GFXOPT_BLESS").is_some();
    let files = filetests();
    assert!(files.len() >= 5, "filetests missing: {files:?}");
    let mut failures = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let got = actual(&path, &text);
        let expected_path = path.with_extension("s.expected");
        if bless {
            std::fs::write(&expected_path, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if want != got {
            let d = similar::TextDiff::from_lines(want.as_str(), got.as_str());
            failures.push(format!(
                "{}: output differs from {} (GFXOPT_BLESS=1 to accept):\n{}",
                path.display(),
                expected_path.display(),
                d.unified_diff().header("expected", "actual")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each filetest that expects a change really changes its input (a pass that silently stopped
/// firing would otherwise be blessed into an empty diff).
#[test]
fn expected_changes_are_not_empty() {
    for path in filetests() {
        let want = std::fs::read_to_string(path.with_extension("s.expected")).unwrap_or_default();
        let changes = want.lines().filter(|l| l.starts_with("+\t")).count();
        let logged = want
            .lines()
            .any(|l| l.starts_with("; [") && !l.contains(": left "));
        assert_eq!(
            logged,
            changes > 0,
            "{}: a logged change needs changed lines and the reverse",
            path.display()
        );
    }
}
