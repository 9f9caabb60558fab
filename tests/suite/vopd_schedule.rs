//! Issue 22: `vopd` on the Triton fp32 matmuls whose k-step model it refuses (they spill:
//! factors are reloaded from scratch inside the FMA block). Reordering the block alone pairs
//! FMAs whose registers already meet the VOPD rules; emulated before and after with every
//! rewritten instruction run.

use crate::common;
use common::optimize;

/// `vopd` on Triton's `name` (kernel `kernel`): more hot-loop FMAs dual than the compiler's
/// order, none added or lost, occupancy kept, the scheduling path the one that ran (its log
/// keeps the k-step refusal naming the spill), bit-exact with every rewritten instruction run
/// on the spec beside the kernel and on `more_specs`. Returns the hot loop before and after.
fn reschedules(
    name: &str,
    kernel: &str,
    more_specs: &[&str],
) -> (
    gfxopt::flow::stats::KernelStats,
    gfxopt::flow::stats::KernelStats,
) {
    let (dir, before) = common::triton_gfx1100(name);
    let (after, log) = optimize(&before, "vopd");
    let (b, a) = common::more_dual(&before, &after, kernel, &log);
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
    let mut specs = vec![dir.join("gfx1100.toml")];
    specs.extend(more_specs.iter().map(|s| common::repo().join(s)));
    common::verify_rewrite_ran(&before, &after, &specs);
    (b, a)
}

#[test]
fn issue22_triton_128x128_pairs_by_scheduling() {
    reschedules("matmul_fp32_128x128", "matmul", &[]);
}

#[test]
fn issue22_triton_grouped_pairs_by_scheduling() {
    reschedules("matmul_fp32_grouped", "matmul_grouped", &[]);
}

/// Issue 22, BK = 64 (`matmul_fp32_bk64`, spilling, 5 waves): the compiler's order already
/// dual-issues 656 of the loop's 1024 FMAs. The list schedule that hides the loads' latency
/// best runs each reloaded factor row's FMAs as they come and pairs none of them (a row's FMAs
/// share SRC0's register), and it was taken for the fastest and reported ("pairs 0 of 1024").
/// Now orders that pair nothing more than the compiler's are passed over, and single FMAs are
/// paired with later ones that can move next to them: more FMAs dual than the compiler's
/// order, fewer hot-loop bank conflicts, no VGPR and no occupancy lost, bit-exact with every
/// rewritten instruction run.
#[test]
fn issue22_triton_bk64_pairs_more_than_the_compiler() {
    let (b, a) = reschedules(
        "matmul_fp32_bk64",
        "matmul",
        &["tests/data/triton_matmul_fp32_bk64/gfx1100-k200.toml"],
    );
    let (hb, ha) = (b.hot_loop.expect("hot loop"), a.hot_loop.expect("hot loop"));
    assert_eq!((hb.fma_total, hb.fma_dual), (1024, 656));
    let conflicts = |h: &gfxopt::flow::stats::HotLoop| h.bank_conflicts.expect("gfx1100 banks");
    assert!(conflicts(&ha) < conflicts(&hb));
    assert!(a.vgprs <= b.vgprs, "VGPRs {} -> {}", b.vgprs, a.vgprs);
}
