//! Property tests: the parser never panics, and what it accepts round-trips.

use crate::common;

use gfxopt::asm::{parse_instruction, parse_module, LineKind};
use proptest::prelude::*;

/// Instruction lines taken from the samples: the material mutations start from.
fn real_lines() -> Vec<String> {
    let mut out = Vec::new();
    for path in common::sample_files() {
        let text = std::fs::read_to_string(&path).expect("read");
        out.extend(
            text.lines()
                .filter(|l| l.starts_with('\t'))
                .map(str::to_string),
        );
    }
    out.sort();
    out.dedup();
    out
}

fn check_lossless(text: &str) {
    if let Ok(m) = parse_module("p.s", text, None) {
        assert_eq!(m.print(), text);
        // What parsed once parses again from its canonical form, to the same instructions.
        let canon = m.print_canonical();
        let again = parse_module("c.s", &canon, None).expect("canonical text parses");
        let a: Vec<_> = m.instructions().map(|(_, i)| i.clone()).collect();
        let b: Vec<_> = again.instructions().map(|(_, i)| i.clone()).collect();
        assert_eq!(a, b, "canonical text of {text:?} is {canon:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_text_never_panics(s in "\\PC{0,200}") {
        check_lossless(&s);
    }

    #[test]
    fn assembly_alphabet_never_panics(s in "[a-z0-9_ \t,:\\[\\]().|&@+\\-;/*\"\n\r]{0,120}") {
        check_lossless(&s);
    }

    #[test]
    fn arbitrary_bytes_never_panic(b in proptest::collection::vec(any::<u8>(), 0..200)) {
        let _ = gfxopt::asm::parse_module_bytes("b.s", &b, None);
    }

    #[test]
    fn mutated_real_lines_never_panic(
        idx in any::<prop::sample::Index>(),
        pos in any::<prop::sample::Index>(),
        ch in prop::sample::select(vec![' ', ',', ':', '[', ']', '(', ')', '|', '-', '0', 'v', 's', ';', '.', '\t', ':']),
        delete in any::<bool>(),
    ) {
        let lines = real_lines();
        let mut line: Vec<char> = lines[idx.index(lines.len())].chars().collect();
        let p = pos.index(line.len() + 1);
        if delete && p < line.len() { line.remove(p); } else { line.insert(p, ch); }
        let text: String = line.into_iter().collect();
        check_lossless(&(text.clone() + "\n"));
        let _ = parse_instruction(text.trim());
    }
}

#[test]
fn every_real_line_is_an_instruction_or_directive() {
    for line in real_lines() {
        if line.trim() == ".amdgpu_metadata" {
            continue; // opens a block: alone it is rightly an error
        }
        let m = parse_module("l.s", &line, None).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            matches!(
                m.lines[0].kind,
                LineKind::Instruction(_) | LineKind::Directive(_) | LineKind::Raw(..)
            ),
            "{line:?}"
        );
    }
}
