//! Issue 47 item 4: `sgpr-addr` without facts on the seed's own kernel 5 (corpus/seed001,
//! ROCm 6.2 output). A's addresses add `sext(k)` of the loop counter, `zext(tid & 7)` and
//! `sext(row * N)` in 64 bits: the lanes' 32-bit values the run-time check tests do not show
//! those terms' integer values, so the check used to leave A's stream alone (43 global address
//! VALU per hot-loop iteration left after `vopd,unroll,sgpr-addr`, 2 only with `derive`). The
//! check now also tests bounds on N and the workgroup id under which the terms are in range
//! (`arg3` in [1, 32768], `grid_y <= 256`), falling back to the unchanged loop outside them.

use crate::common;

use gfxopt::asm::Module;
use gfxopt::harness::runner::RunOptions;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::harness::verify::{verify, Verdict};

const KERNEL5: &str = "corpus/seed001/kernel6_valu_optim_reference.s";

fn kernel5() -> Module {
    common::parse_file(&common::repo().join(KERNEL5))
}

fn global_address_valu(m: &Module) -> u32 {
    common::stats(m)
        .hot_loop
        .expect("a hot loop")
        .global_address_valu_per_iter
}

/// How often the waves entered a fallback copy of a versioned loop on `spec`, with every
/// output bit-exact and rewritten code run.
fn fallback_entries(before: &Module, after: &Module, spec: &str) -> u64 {
    let path = common::repo().join(spec);
    let s = LaunchSpec::from_file(&path).unwrap_or_else(|e| panic!("{e}"));
    match verify(before, after, &s, None, true, &RunOptions::default()) {
        Ok(Verdict::Equal { coverage, .. }) => {
            assert!(coverage.rewritten_ran > 0, "{spec}: {coverage:?}");
            assert!(!coverage.fallback.is_empty(), "{spec}: not versioned");
            coverage.fallback.iter().map(|(_, n)| *n).sum()
        }
        other => panic!("{spec}: {other:?}"),
    }
}

#[test]
fn issue47_kernel5_default_pipeline_reaches_two_global_address_valu_without_facts() {
    let before = kernel5();
    let (after, log) = common::optimize(&before, "vopd,unroll,sgpr-addr");
    let sgpr: Vec<_> = log.iter().filter(|e| e.pass == "sgpr-addr").collect();
    // No fact is assumed (derived or given): the bounds are tested at run time.
    assert!(sgpr.iter().all(|e| e.assumptions.is_empty()), "{sgpr:#?}");
    assert!(!after.print().contains("gfxopt-assume"));
    let (b, a) = (global_address_valu(&before), global_address_valu(&after));
    assert!(
        a <= 2,
        "{b} -> {a} global address VALU per iteration: {sgpr:#?}"
    );
    // In the bounds: the rewritten loop runs, its copy never does (N = 128 and 256).
    for spec in [
        "corpus/seed001/kernel5_n128.toml",
        "corpus/seed001/kernel5_n256.toml",
    ] {
        assert_eq!(fallback_entries(&before, &after, spec), 0, "{spec}");
    }
    // A work-group with id y = 256 breaks `grid_y <= 256`: its waves take the copy, the
    // other 256 the rewritten loop, and the outputs are the original's.
    assert!(fallback_entries(&before, &after, "tests/data/seed001/k5_grid_y257.toml") > 0);
}
