//! Issue 22: `vopd` on the Triton fp32 matmuls whose k-step model it refuses (they spill:
//! factors are reloaded from scratch inside the FMA block). Reordering the block alone pairs
//! FMAs whose registers already meet the VOPD rules; emulated before and after with every
//! rewritten instruction run.

use crate::common;
use common::optimize;

fn reschedules(name: &str, kernel: &str) {
    let (dir, before) = common::triton_gfx1100(name);
    let (after, log) = optimize(&before, "vopd");
    let (b, a) = (
        common::stats_of(&before, kernel),
        common::stats_of(&after, kernel),
    );
    let (hb, ha) = (b.hot_loop.expect("hot loop"), a.hot_loop.expect("hot loop"));
    assert_eq!(ha.fma_total, hb.fma_total);
    assert!(
        ha.fma_dual > hb.fma_dual,
        "{} -> {}: {log:#?}",
        hb.fma_dual,
        ha.fma_dual
    );
    assert_eq!(a.occupancy, b.occupancy, "occupancy");
    let lines: Vec<&String> = log
        .iter()
        .filter(|e| e.pass == "vopd")
        .flat_map(|e| e.changed.iter())
        .collect();
    assert!(
        lines
            .iter()
            .any(|c| c.contains("rescheduled within the block") && c.contains("spills")),
        "the scheduling path did not run, or lost the k-step refusal: {lines:#?}"
    );
    common::verify_rewrite_ran(&before, &after, &[dir.join("gfx1100.toml")]);
}

#[test]
fn issue22_triton_128x128_pairs_by_scheduling() {
    reschedules("matmul_fp32_128x128", "matmul");
}

#[test]
fn issue22_triton_grouped_pairs_by_scheduling() {
    reschedules("matmul_fp32_grouped", "matmul_grouped");
}
