//! The lossless invariant and canonical printing on every sample.

use crate::common;

use gfxopt::asm::{parse_module, LineKind, Module};

fn parse_file(path: &std::path::Path) -> (String, Module) {
    let text = std::fs::read_to_string(path).expect("read sample");
    let m =
        parse_module(&path.display().to_string(), &text, None).unwrap_or_else(|e| panic!("{e}"));
    (text, m)
}

#[test]
fn every_sample_round_trips_byte_for_byte() {
    for path in common::sample_files() {
        let (text, m) = parse_file(&path);
        assert!(m.target.is_some(), "{}: no target found", path.display());
        assert_eq!(m.print(), text, "{} does not round-trip", path.display());
    }
}

#[test]
fn crlf_files_round_trip() {
    for path in common::sample_files().iter().take(3) {
        let text = std::fs::read_to_string(path)
            .expect("read")
            .replace('\n', "\r\n");
        let m = parse_module("crlf.s", &text, None).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(m.print(), text);
        assert_eq!(m.print_canonical().replace("\r\n", "\n"), {
            let lf = parse_module("lf.s", &text.replace("\r\n", "\n"), None).expect("parses");
            lf.print_canonical()
        });
    }
}

#[test]
fn canonical_printing_is_idempotent_and_keeps_the_ir() {
    for path in common::sample_files() {
        let (_, m) = parse_file(&path);
        let canon = m.print_canonical();
        let again = parse_module("canon.s", &canon, None).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again.print_canonical(), canon, "{}", path.display());
        let a: Vec<_> = m.instructions().map(|(_, i)| i.clone()).collect();
        let b: Vec<_> = again.instructions().map(|(_, i)| i.clone()).collect();
        assert_eq!(
            a,
            b,
            "{}: canonical text parses to a different IR",
            path.display()
        );
    }
}

#[test]
fn canonical_samples_assemble_to_the_same_encodings() {
    let Some(mc) = common::llvm_mc() else { return };
    for path in common::sample_files() {
        let (text, m) = parse_file(&path);
        let target = m.target.expect("target").name();
        let want = common::encodings(&mc, target, &text);
        let got = common::encodings(&mc, target, &m.print_canonical());
        assert!(!want.is_empty());
        assert_eq!(
            want,
            got,
            "{}: canonical form encodes differently",
            path.display()
        );
    }
}

#[test]
fn rewritten_lines_print_canonically_and_others_stay() {
    let path = &common::sample_files()[0];
    let (text, mut m) = parse_file(path);
    let idx = m
        .lines
        .iter()
        .position(|l| matches!(l.kind, LineKind::Instruction(_)))
        .expect("an instruction");
    let orig = m
        .original_text(&m.lines[idx])
        .expect("original")
        .to_string();
    m.instruction_mut(idx)
        .expect("instruction")
        .modifiers
        .clear();
    let printed = m.print();
    let canon_line = format!("{}", gfxopt::asm::CanonicalLine(&m.lines[idx]));
    assert_eq!(printed.lines().count(), text.lines().count());
    assert!(printed.contains(&canon_line));
    // Only the rewritten line may differ.
    let diffs: Vec<_> = printed
        .lines()
        .zip(text.lines())
        .filter(|(a, b)| a != b)
        .collect();
    assert!(diffs.len() <= 1, "{diffs:?}");
    if let Some((_, b)) = diffs.first() {
        assert_eq!(*b, orig.as_str());
    }
}
