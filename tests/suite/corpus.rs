//! The committed real-world corpus (corpus/: HIP kernels of our own built by clang-19 and
//! clang-22, C++ names, several kernels per file) and the samples, through `gfxopt corpus`'s
//! steps: lossless round trip, every instruction known, `check` clean, `optimize` with no pass
//! byte for byte, and every pass either leaving a file alone or changing it so that the launch
//! specs beside it (corpus/) emulate equal before and after with the rewrite shown to run.

use crate::common;
use gfxopt::corpus::{collect, evaluate, Options, PassOutcome, Step};
use rayon::prelude::*;

fn assert_clean(dir: &str, verify: bool) -> usize {
    let files = collect(&[common::repo().join(dir)]);
    assert!(!files.is_empty(), "no .s files under {dir}");
    let opts = Options {
        passes: true,
        verify,
        ..Options::default()
    };
    let rows: Vec<_> = files.par_iter().map(|f| evaluate(f, &opts)).collect();
    let mut verified = 0;
    for r in &rows {
        let what = r.path.display();
        for (step, s) in [
            ("parse", &r.parse),
            ("round trip", &r.round_trip),
            ("check", &r.check),
            ("no-pass identity", &r.no_pass_identity),
        ] {
            assert_eq!(s, &Step::Ok, "{what}: {step}");
        }
        assert_eq!(
            r.unknown,
            Vec::<String>::new(),
            "{what}: unknown instructions"
        );
        for (pass, o) in &r.passes {
            match o {
                PassOutcome::Changed { verified: n } => verified += n,
                PassOutcome::Unchanged => {}
                other => panic!("{what}: {pass}: {other:?}"),
            }
        }
    }
    verified
}

#[test]
fn committed_hip_corpus_is_clean_and_every_rewrite_verifies() {
    // clang-19 and clang-22 builds share the specs (symlinks in corpus/hip-clang22).
    let n = assert_clean("corpus/hip", true) + assert_clean("corpus/hip-clang22", true);
    assert!(
        n > 0,
        "no rewrite of the corpus was verified on a launch spec"
    );
}

#[test]
fn samples_are_clean() {
    // Their rewrites are emulated in every_pass.rs; here: the steps a new user takes.
    assert_clean("samples", false);
}
