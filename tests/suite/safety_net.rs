//! The safety net on every sample: `check` is clean, the fix-ups leave correct compiler output
//! as it is, and deleting any wait is caught by `check` and repaired by the `waitcnt` fix-up
//! when it is asked for (`--passes waitcnt,clause`): with no pass named, `optimize` leaves every
//! kernel byte for byte, broken or not (issue 18: fix-ups touch only what a pass changed).

/// The fix-ups named explicitly, as `gfxopt optimize --passes waitcnt,clause` asks for them.
fn repair() -> Vec<gfxopt::passes::PassRequest> {
    parse_pass_list("waitcnt,clause").expect("fix-up names")
}

use crate::common;
use common::errors;

use gfxopt::asm::{parse_module, LineKind, Module};
use gfxopt::isa::semantics::wait_kind;
use gfxopt::passes::check::check;
use gfxopt::passes::{parse_pass_list, run_pipeline, Assumptions};

fn load(path: &std::path::Path) -> Module {
    let text = std::fs::read_to_string(path).expect("read");
    parse_module(&path.display().to_string(), &text, None).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn check_is_clean_on_every_sample() {
    for path in common::sample_files() {
        let findings = check(&load(&path)).unwrap_or_else(|e| panic!("{e}"));
        assert!(findings.is_empty(), "{}:\n{findings:#?}", path.display());
    }
}

#[test]
fn fixups_keep_correct_compiler_output_unchanged() {
    for path in common::sample_files() {
        let mut m = load(&path);
        let before = m.print();
        let out = run_pipeline(&mut m, &[], None, &Assumptions::new(), None)
            .unwrap_or_else(|e| panic!("{e}"));
        let changes: Vec<_> = out.log.iter().flat_map(|e| e.changed.iter()).collect();
        assert!(changes.is_empty(), "{}: {changes:?}", path.display());
        assert_eq!(m.print(), before, "{}", path.display());
    }
}

/// Line indices of every wait instruction.
fn wait_lines(m: &Module) -> Vec<usize> {
    m.lines
        .iter()
        .enumerate()
        .filter(|(_, l)| matches!(&l.kind, LineKind::Instruction(i) if wait_kind(&i.mnemonic).is_some()))
        .map(|(i, _)| i)
        .collect()
}

#[test]
fn deleting_any_wait_is_caught_and_repaired() {
    let mut mutants = 0;
    for path in common::sample_files() {
        let original = load(&path);
        for line in wait_lines(&original) {
            let mut m = original.clone();
            let removed = m.lines.remove(line);
            let what = format!(
                "{} without line {}",
                path.display(),
                removed.line_number().unwrap_or(0)
            );
            assert!(!errors(&m).is_empty(), "{what}: check found nothing");
            run_pipeline(&mut m, &repair(), None, &Assumptions::new(), None)
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            let left = errors(&m);
            assert!(
                left.is_empty(),
                "{what}: still wrong after the waitcnt fix-up: {left:?}"
            );
            mutants += 1;
        }
    }
    assert!(mutants > 100, "only {mutants} waits in the samples");
}

#[test]
fn pass_list_parsing() {
    assert_eq!(parse_pass_list("waitcnt,clause").expect("known").len(), 2);
    assert!(parse_pass_list("nosuch").is_err());
    assert!(parse_pass_list("waitcnt=3").is_err());
    assert!(parse_pass_list("").expect("empty").is_empty());
}

#[test]
fn check_reports_understated_metadata_and_bad_clauses() {
    let path = common::repo().join("samples/vector_add/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    // The hand-editing mistake of the SGEMM worklog: registers beyond the declared count.
    let bad = text.replace(".amdhsa_next_free_vgpr 6", ".amdhsa_next_free_vgpr 5");
    assert_ne!(bad, text);
    let m = parse_module("bad.s", &bad, None).expect("parses");
    let e = errors(&m);
    assert!(
        e.iter()
            .any(|f| f.contains("next_free_vgpr 5 but the code uses 6")),
        "{e:?}"
    );
    // A clause claiming more loads than follow.
    let bad = text.replacen("s_clause 0x1", "s_clause 0x3", 1);
    assert_ne!(bad, text);
    let mut m = parse_module("bad.s", &bad, None).expect("parses");
    assert!(
        errors(&m).iter().any(|f| f.contains("s_clause covers 4")),
        "{:?}",
        errors(&m)
    );
    run_pipeline(&mut m, &repair(), None, &Assumptions::new(), None).expect("fix-ups");
    assert!(errors(&m).is_empty());
    assert_eq!(
        m.print(),
        text,
        "the clause fix-up restores the compiler's clause"
    );
}

/// The first small launch spec of a sample (`*.toml`, not `*.hw.toml`).
fn small_spec(path: &std::path::Path) -> gfxopt::harness::spec::LaunchSpec {
    let dir = path.parent().expect("sample dir");
    let mut specs: Vec<_> = std::fs::read_dir(dir)
        .expect("dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "toml") && !p.to_string_lossy().ends_with(".hw.toml")
        })
        .collect();
    specs.sort();
    gfxopt::harness::spec::LaunchSpec::from_file(&specs[0]).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn repaired_mutants_compute_the_same_results_on_the_emulator() {
    use gfxopt::harness::runner::RunOptions;
    use gfxopt::harness::verify::{verify, Verdict};
    let mut verified = 0;
    for path in common::sample_files() {
        let original = load(&path);
        let spec = small_spec(&path);
        let lines = wait_lines(&original);
        let picks = [0, lines.len() / 2, lines.len().saturating_sub(1)];
        for &k in picks.iter().filter(|&&k| k < lines.len()) {
            let mut m = original.clone();
            m.lines.remove(lines[k]);
            run_pipeline(&mut m, &repair(), None, &Assumptions::new(), None)
                .unwrap_or_else(|e| panic!("{e}"));
            let text = m.print();
            let repaired = parse_module("repaired.s", &text, None).expect("parses");
            match verify(
                &original,
                &repaired,
                &spec,
                None,
                true,
                &RunOptions::default(),
            ) {
                Ok(Verdict::Equal { .. }) => verified += 1,
                Ok(Verdict::Different { inputs, difference }) => {
                    panic!(
                        "{}: wait {k} repaired differs on {inputs}: {difference:?}",
                        path.display()
                    )
                }
                Err(e) => panic!("{}: wait {k}: {e}", path.display()),
            }
        }
    }
    assert!(verified >= 48, "{verified}");
}
