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

/// Triton packs two f16 results into one VGPR through its halves (`v_cvt_f16_f32_e64 v245.l`,
/// then `v245.h`). A half write keeps the other half, so renaming the second write's value
/// alone would move it away from the first: vopd once did that on the gfx1100 flash attention
/// and the launch spec showed a wrong `o`. Every pass must now verify on it.
#[test]
fn triton_flash_attention_rewrites_keep_packed_halves() {
    let file = common::repo().join("corpus/triton/flash_attn_fwd/kernel.gfx1100.amdgcn");
    let opts = Options {
        passes: true,
        verify: true,
        ..Options::default()
    };
    let r = evaluate(&file, &opts);
    let mut verified = 0;
    for (pass, o) in &r.passes {
        match o {
            PassOutcome::Changed { verified: n } => verified += n,
            PassOutcome::Unchanged => {}
            other => panic!("{pass}: {other:?}"),
        }
    }
    assert!(verified > 0, "no pass rewrite was verified: {:?}", r.passes);
}

/// The seed author's hand-edited kernels (corpus/seed001) write modifiers with a blank after
/// the colon (`ds_load_b64 v[190:191], v183 offset: 8`), which llvm-mc takes (issue 45): each
/// file parses, round-trips byte for byte, and checks clean.
#[test]
fn seed_hand_edited_kernels_parse_and_round_trip() {
    let files = collect(&[common::repo().join("corpus/seed001")]);
    assert!(files.len() >= 4, "the seed's kernels are missing");
    for f in &files {
        let r = evaluate(f, &Options::default());
        let what = r.path.display();
        for (step, s) in [
            ("parse", &r.parse),
            ("round trip", &r.round_trip),
            ("no-pass identity", &r.no_pass_identity),
        ] {
            assert_eq!(s, &Step::Ok, "{what}: {step}");
        }
    }
}
