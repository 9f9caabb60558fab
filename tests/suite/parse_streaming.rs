//! Issue 21's memory goals: `gfxopt parse` checks a file line by line without keeping the IR,
//! and the verifier re-reads the printed output one line at a time instead of printing and
//! parsing the whole module. Both must say exactly what the whole-module paths said.

use crate::common;
use gfxopt::asm::{check_module, parse_module, reprint_difference, LineChecker, LineKind, Target};
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

/// [`LineChecker`] given a file in pieces of whole lines (cut at every kind of line: inside
/// the metadata block, inside a `/* */` comment, before the last line) says what the whole
/// check says, line numbers of errors and UTF-8 errors in a later piece included.
#[test]
fn line_checker_in_pieces_reports_what_check_module_reports() {
    let good = sample();
    let mut bad_utf8 = format!("{good}/* a\n b */\n\ts_nop 0\n").into_bytes();
    bad_utf8.extend_from_slice(b"\ts_nop 0 ; \xff\n");
    let texts: Vec<Vec<u8>> = vec![
        good.clone().into_bytes(),
        format!("{good}\tv_add_f32 v1, v2 v3 :: ::\n").into_bytes(),
        format!("{good}\t.amdgpu_metadata\n---\n").into_bytes(),
        format!("{good}/* open\n").into_bytes(),
        format!("{good}/* a\n b */ s_nop 0\n").into_bytes(),
        good.trim_end()
            .replacen("s_endpgm", "s_endpgm )", 1)
            .into_bytes(),
        bad_utf8,
    ];
    for bytes in texts {
        let whole_msg = match std::str::from_utf8(&bytes) {
            Ok(t) => check_module("in.s", t).err().map(|e| e.to_string()),
            Err(_) => gfxopt::asm::utf8_text("in.s", &bytes)
                .err()
                .map(|e| e.to_string()),
        };
        let line_ends: Vec<usize> = memchr_all(&bytes);
        for every in [1, 2, 7, 100] {
            let mut checker = LineChecker::default();
            let mut start = 0;
            let mut got = None;
            for &end in line_ends.iter().skip(every - 1).step_by(every) {
                if let Err(e) = checker.check("in.s", &bytes[start..end]) {
                    got = Some(e.to_string());
                    break;
                }
                start = end;
            }
            if got.is_none() {
                got = checker
                    .check("in.s", &bytes[start..])
                    .and_then(|()| checker.finish("in.s"))
                    .err()
                    .map(|e| e.to_string());
            }
            assert_eq!(got, whole_msg, "pieces of {every} lines");
        }
    }
}

/// The offsets just past each `\n` of `bytes`.
fn memchr_all(bytes: &[u8]) -> Vec<usize> {
    (0..bytes.len())
        .filter(|&i| bytes[i] == b'\n')
        .map(|i| i + 1)
        .collect()
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

    // Larger than the 1 MiB buffer `parse` reads through, with a line longer than it.
    let long_line = format!("; {}\n", "x".repeat(1_500_000));
    let big = format!("{}{long_line}{}", crlf.repeat(40), crlf.repeat(40));
    std::fs::write(dir.path().join("big.s"), &big).expect("write");
    let out = run(&["parse", "big.s"]);
    assert!(out.status.success());
    assert!(
        out.stdout == big.as_bytes(),
        "big.s printed back byte for byte"
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
