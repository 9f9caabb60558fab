//! Issue 22: `vopd` on clang-19's `gemm_lds_dbuf` (corpus/hip/gemm_tiles, gfx1100), whose
//! factor values sit in LDS load tuples (`ds_load_b96`, `ds_load_b64`, `ds_load_2addr_b32`)
//! holding values of both parities. Moving one clash at a time moved such tuples back and
//! forth; planned as one parity system the moves pair every FMA, and the bank conflicts left
//! at k-step starts go by splitting a tuple's load into single `ds_load_b32` and moving the
//! value alone. Emulated before and after at two sizes, with every rewritten instruction run.

use crate::common;
use common::optimize;
use gfxopt::asm::{parse_module, Module};

const DBUF: &str = "_Z13gemm_lds_dbufPKfS0_Pfiii";

fn load() -> Module {
    let path = common::repo().join("corpus/hip/gemm_tiles/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    parse_module(&path.display().to_string(), &text, None).expect("parses")
}

fn changed(log: &[gfxopt::passes::PassLogEntry], kernel: &str) -> Vec<String> {
    log.iter()
        .filter(|e| e.pass == "vopd" && e.kernel == kernel)
        .flat_map(|e| e.changed.iter().cloned())
        .collect()
}

#[test]
fn issue22_lds_dbuf_pairs_every_fma_and_splits_tuples_for_banks() {
    let before = load();
    let (after, log) = optimize(&before, "vopd");
    let (b, a) = (
        common::stats_of(&before, DBUF),
        common::stats_of(&after, DBUF),
    );
    let (hb, ha) = (b.hot_loop.expect("hot loop"), a.hot_loop.expect("hot loop"));
    assert!(hb.fma_dual < hb.fma_total, "already paired");
    assert_eq!(ha.fma_total, hb.fma_total);
    assert_eq!(ha.fma_dual, ha.fma_total, "{log:#?}");
    let (cb, ca) = (
        hb.bank_conflicts.expect("gfx1100"),
        ha.bank_conflicts.expect("gfx1100"),
    );
    // The one left: both its values come from loads that read their own destination as the
    // address, which the pass does not split.
    assert!(ca <= 1 && ca < cb, "conflicts {cb} -> {ca}: {log:#?}");
    assert_eq!(a.occupancy, b.occupancy, "occupancy");
    let lines = changed(&log, DBUF);
    assert!(
        lines.iter().any(|c| c.contains("pairs need v")),
        "no factor moved: {lines:#?}"
    );
    assert!(
        lines
            .iter()
            .any(|c| c.contains("split into single ds_load_b32")),
        "no tuple split: {lines:#?}"
    );
    let repo = common::repo();
    common::verify_rewrite_ran(
        &before,
        &after,
        &[
            repo.join("corpus/hip/gemm_tiles/lds_dbuf.toml"),
            repo.join("tests/data/gemm_lds_dbuf/lds_dbuf-k80.toml"),
        ],
    );
}
