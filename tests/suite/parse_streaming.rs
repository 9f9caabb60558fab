//! Issue 21's memory goals: `gfxopt parse` checks a file line by line without keeping the IR,
//! and the verifier re-reads the printed output one line at a time instead of printing and
//! parsing the whole module. Both must say exactly what the whole-module paths said.

use crate::common;
use gfxopt::asm::{check_module, parse_module, reprint_difference, LineKind, Target};
use gfxopt::passes::verify::verify;
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_gfxopt");

fn sample() -> String {
    std::fs::read_to_string(common::repo().join("samples/sgemm_lds/kernel.gfx1100.s"))
        .expect("sample")
}

/// The streaming check finds the same error, at the same place, as parsing the whole file.
#[test]
fn check_module_reports_what_parse_module_reports() {
    let good = sample();
    assert!(check_module("in.s", &good).is_ok());
    let cases = [
        format!("{good}\tv_add_f32 v1, v2 v3 :: ::\n"),
        format!("{good}\t.amdgpu_metadata\n---\n"),
        format!("{good}/* open\n"),
        format!("\ts_mov_b32 v999, 0\n{good}"),
        good.replacen("s_endpgm", "s_endpgm )", 1),
    ];
    for text in cases {
        let whole = parse_module("in.s", &text, None).expect_err("the whole parse fails");
        let streamed = check_module("in.s", &text).expect_err("the streaming check fails");
        assert_eq!(streamed.to_string(), whole.to_string());
    }
}

/// `gfxopt parse` writes the input back byte for byte (CRLF, no final newline), writes nothing
/// on an error, and `--canonical` still goes through the IR.
#[test]
fn parse_command_streams_the_input_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let crlf = sample().replace('\n', "\r\n");
    let text = crlf.trim_end().to_string();
    std::fs::write(dir.path().join("in.s"), &text).expect("write");
    let run = |args: &[&str]| {
        Command::new(BIN)
            .args(args)
            .current_dir(dir.path())
            .stdin(Stdio::null())
            .output()
            .expect("gfxopt runs")
    };
    let out = run(&["parse", "in.s"]);
    assert!(out.status.success());
    assert_eq!(out.stdout, text.as_bytes());
    let out = run(&["parse", "in.s", "-o", "out.s"]);
    assert!(out.status.success());
    assert_eq!(
        std::fs::read(dir.path().join("out.s")).expect("out.s"),
        text.as_bytes()
    );

    let bad = format!("{text}\r\n\tv_add_f32 v1, (\r\n");
    std::fs::write(dir.path().join("bad.s"), bad).expect("write");
    let out = run(&["parse", "bad.s", "-o", "bad.out.s"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        out.stdout.is_empty(),
        "no partial output on standard output"
    );
    assert!(!dir.path().join("bad.out.s").exists());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.s:"), "{err}");

    let out = run(&["parse", "in.s", "--canonical"]);
    assert!(out.status.success());
    let canonical = String::from_utf8(out.stdout).expect("utf-8");
    let m = parse_module("in.s", &text, None).expect("parses");
    assert_eq!(canonical, m.print_canonical());
}

/// A pass that changes a line's meaning without clearing its origin would print the old text:
/// the line-by-line re-read sees it, as the whole-module re-parse did.
#[test]
fn the_verifier_sees_a_line_that_prints_as_something_else() {
    let original = parse_module("in.s", &sample(), None).expect("parses");
    assert_eq!(original.target, Some(Target::Gfx1100));
    assert_eq!(reprint_difference(&original), None);

    let mut m = original.clone();
    let i = m
        .lines
        .iter()
        .position(|l| {
            l.instruction()
                .is_some_and(|i| i.mnemonic.starts_with("v_add"))
        })
        .expect("an add");
    if let LineKind::Instruction(inst) = &mut m.lines[i].kind {
        inst.mnemonic = "v_sub_f32".into();
    }
    let found = reprint_difference(&m).expect("the difference is found");
    assert!(
        found.contains("parses to different instructions"),
        "{found}"
    );
    let names: Vec<String> = gfxopt::kernel::kernels(&m)
        .expect("kernels")
        .into_iter()
        .map(|k| k.name)
        .collect();
    let problems = verify(&original, &m, &names).expect("verify runs");
    assert!(
        problems
            .iter()
            .any(|p| p.contains("parses to different instructions")),
        "{problems:?}"
    );

    // A directive whose argument holds a line break prints as two lines.
    let mut m = original.clone();
    let d = m
        .lines
        .iter()
        .position(|l| matches!(l.kind, LineKind::Directive(_)))
        .expect("a directive");
    m.lines[d] = gfxopt::asm::Line::new(LineKind::Directive(Box::new(
        gfxopt::asm::Directive::new(".p2align", "8\n\ts_nop 0"),
    )));
    let found = reprint_difference(&m).expect("the difference is found");
    assert!(found.contains("one line"), "{found}");
}

/// A kernel no pass changed is recognised as unchanged without the original module: the
/// verifier finds nothing to say about a copy, even where `check` finds the compiler's waits
/// short (those are the compiler's, not a pass's).
#[test]
fn an_unchanged_module_verifies_clean() {
    for path in common::sample_files() {
        let text = std::fs::read_to_string(&path).expect("read");
        let m = parse_module("in.s", &text, None).expect("parses");
        let names: Vec<String> = gfxopt::kernel::kernels(&m)
            .expect("kernels")
            .into_iter()
            .map(|k| k.name)
            .collect();
        let problems = verify(&m, &m.clone(), &names).expect("verify runs");
        assert!(problems.is_empty(), "{}: {problems:?}", path.display());
    }
}
