//! Replays every committed fuzz corpus file (`fuzz/corpus/<target>/`) through the same
//! property the fuzz target checks (`gfxopt::fuzzing`), so the corpora cannot rot: a change
//! that breaks an input the fuzzer once found interesting fails here, without nightly or
//! libFuzzer.

use crate::common;

use gfxopt::fuzzing::TARGETS;

fn replay(target: &str) {
    let (_, check) = TARGETS
        .iter()
        .find(|(name, _)| *name == target)
        .expect("a fuzz target of that name");
    let dir = common::repo().join("fuzz/corpus").join(target);
    let files = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .count();
    assert!(files >= 10, "{}: only {files} corpus files", dir.display());
    let failures = gfxopt::fuzzing::replay_dir(&dir, *check);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn parse_corpus() {
    replay("parse");
}

#[test]
fn roundtrip_corpus() {
    replay("roundtrip");
}

#[test]
fn analyze_corpus() {
    replay("analyze");
}

#[test]
fn optimize_corpus() {
    replay("optimize");
}

#[test]
fn emulate_corpus() {
    replay("emulate");
}

#[test]
fn passes_emulate_corpus() {
    replay("passes_emulate");
}

/// Every fuzz target has a corpus replayed above, and every corpus directory a target.
#[test]
fn every_target_has_a_corpus() {
    let mut dirs: Vec<String> = std::fs::read_dir(common::repo().join("fuzz/corpus"))
        .expect("fuzz/corpus")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    dirs.sort();
    let mut names: Vec<String> = TARGETS.iter().map(|(n, _)| n.to_string()).collect();
    names.sort();
    assert_eq!(dirs, names);
    for n in &names {
        assert!(
            common::repo()
                .join(format!("fuzz/fuzz_targets/{n}.rs"))
                .is_file(),
            "no fuzz target file for {n}"
        );
    }
}

/// The emulate target's instruction pool is not empty: the corpora are found and decoded.
#[test]
fn emulate_pool_is_found() {
    // An input that picks instruction 0 of the gfx1100 pool and fills registers.
    assert_eq!(gfxopt::fuzzing::emulate(&[0, 0, 0, 1, 2, 3, 4]), Ok(()));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(12))]
    /// The `passes_emulate` oracle on random samples and pass lists (the fuzz target's property,
    /// a few cases per `cargo test`): every rewrite emulates bit for bit or is refused.
    #[test]
    fn random_pass_lists_emulate_bit_exact(data in proptest::collection::vec(proptest::prelude::any::<u8>(), 1..6)) {
        if let Err(e) = gfxopt::fuzzing::passes_emulate(&data) {
            panic!("{e}");
        }
    }
}
