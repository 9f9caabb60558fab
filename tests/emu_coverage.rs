//! Opcode coverage of the emulator: every opcode the samples use is implemented (on both
//! targets), and the share of the conformance corpus's opcodes (tests/conformance/*.txt,
//! distinct mnemonics without `_e32`/`_e64`; DPP/SDWA forms counted as their own mnemonics and
//! not implemented) is printed and kept from regressing.

#![allow(clippy::unwrap_used)]

use gfxopt::emu::decode::lookup;
use std::collections::BTreeSet;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn base(m: &str) -> String {
    let mut m = m.to_string();
    for s in ["_e32", "_e64"] {
        if let Some(x) = m.strip_suffix(s) {
            m = x.to_string();
        }
    }
    m
}

fn implemented(m: &str) -> bool {
    // scratch_* decodes but needs private memory, which is not emulated yet.
    !(m.ends_with("_dpp") || m.ends_with("_sdwa") || m.starts_with("scratch_"))
        && lookup(m).is_some()
}

fn sample_mnemonics(target: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for d in std::fs::read_dir(root().join("samples")).unwrap() {
        let p = d.unwrap().path().join(format!("kernel.{target}.s"));
        let Ok(text) = std::fs::read_to_string(&p) else {
            continue;
        };
        for l in text.lines() {
            if !l.starts_with('\t') {
                continue;
            }
            let t = l.trim();
            let Some(first) = t.split_whitespace().next() else {
                continue;
            };
            if first.starts_with('.') || first.ends_with(':') || !first.contains('_') {
                continue;
            }
            out.insert(first.to_string());
            if let Some((_, y)) = t.split_once("::") {
                if let Some(m) = y.split_whitespace().next() {
                    out.insert(m.to_string());
                }
            }
        }
    }
    out
}

#[test]
fn every_sample_opcode_is_implemented() {
    for target in ["gfx1100", "gfx942"] {
        let ms = sample_mnemonics(target);
        assert!(ms.len() > 50, "{target}: {} mnemonics", ms.len());
        let missing: Vec<_> = ms.iter().filter(|m| !implemented(m)).collect();
        assert!(missing.is_empty(), "{target}: not emulated: {missing:?}");
        eprintln!(
            "{target}: {} of {} sample opcodes implemented",
            ms.len(),
            ms.len()
        );
    }
}

#[test]
fn conformance_corpus_coverage() {
    for (target, floor) in [("gfx1100", 0.25), ("gfx942", 0.25)] {
        let text = std::fs::read_to_string(root().join(format!("tests/conformance/{target}.txt")))
            .unwrap();
        let all: BTreeSet<String> = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| l.split_whitespace().next())
            .map(base)
            .collect();
        let done = all.iter().filter(|m| implemented(m)).count();
        let share = done as f64 / all.len() as f64;
        eprintln!(
            "{target}: {done} of {} corpus opcodes implemented ({:.1}%)",
            all.len(),
            100.0 * share
        );
        assert!(
            share >= floor,
            "{target}: coverage {share:.3} below {floor}"
        );
    }
}
