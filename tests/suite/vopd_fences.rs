//! `vopd` lets FMAs cross a barrier or cache invalidation when the k steps cannot run one after
//! the other otherwise (issue 22): Triton's 32 x 32 fp32 matmul leaves one accumulator's
//! updates of 16 k steps after the loop's `s_waitcnt vmcnt(0)`, `s_barrier`, `buffer_gl0_inv`.
//! Emulated before and after at two sizes; the rewritten instructions run (among them the two
//! `ds_load_b64` of a `ds_load_b128` rotated by two to move a value to another bank).

use crate::common;
use common::optimize;
use gfxopt::asm::Module;
use gfxopt::flow::stats::{kernel_stats, KernelStats};
use gfxopt::flow::KernelFlow;
use gfxopt::isa::isa;
use gfxopt::kernel::kernels;

fn stats_of(m: &Module) -> KernelStats {
    let ks = kernels(m).expect("kernels");
    let isa = isa(m.target.expect("target"));
    let flow = KernelFlow::build(m, &ks[0], isa).expect("flow");
    kernel_stats(m, &ks[0], isa, &flow)
}

#[test]
fn triton_32x32_matmul_pairs_every_fma_across_its_barrier_and_stays_bit_exact() {
    let (dir, before) = common::triton_gfx1100("matmul_fp32_32x32");
    let (after, log) = optimize(&before, "vopd");
    let e = log.iter().find(|e| e.pass == "vopd").expect("vopd ran");
    let crossed = e
        .changed
        .iter()
        .find(|c| c.contains("cross a barrier"))
        .unwrap_or_else(|| panic!("{log:#?}"));
    // Only the lagging accumulator's FMAs move up across the barrier, not whole steps down.
    let n: usize = crossed
        .split(": ")
        .last()
        .and_then(|s| s.split_whitespace().next())
        .and_then(|s| s.parse().ok())
        .expect("a count");
    assert!(n > 0 && n <= 16, "{crossed}");
    assert!(
        e.changed
            .iter()
            .any(|c| c.contains("256 FMAs") && c.contains("as 128 v_dual_fmac_f32 pairs")),
        "{log:#?}"
    );
    // A bank conflict of a value inside a `ds_load_b128` tuple can go by rotating the tuple by
    // two in its registers (same parity, other bank): two `ds_load_b64`. The rotation is tried
    // and kept only when the timing model prices the loop cheaper; either way the log says.
    assert!(
        e.changed
            .iter()
            .chain(e.refused.iter().map(|r| &r.1))
            .any(|c| c.contains("rotated by two") && c.contains("cycles per wave-iteration")),
        "{log:#?}"
    );
    let (b, a) = (stats_of(&before), stats_of(&after));
    let (hb, ha) = (b.hot_loop.expect("hot loop"), a.hot_loop.expect("hot loop"));
    assert!(hb.fma_dual < hb.fma_total, "already optimal");
    assert_eq!(ha.fma_total, hb.fma_total);
    assert_eq!(ha.fma_dual, ha.fma_total, "{log:#?}");
    assert_eq!(a.occupancy, b.occupancy, "occupancy");
    let (cb, ca) = (
        hb.bank_conflicts.expect("gfx1100"),
        ha.bank_conflicts.expect("gfx1100"),
    );
    assert!(ca < cb, "bank conflicts {cb} -> {ca}");
    let second = common::repo().join("tests/data/triton_matmul_fp32_32x32/gfx1100-k100.toml");
    common::verify_rewrite_ran(&before, &after, &[dir.join("gfx1100.toml"), second]);
}

/// The 64 x 64 matmul's steps run one after the other without crossing any fence: the
/// stricter placement is kept when it exists.
#[test]
fn a_placement_that_keeps_every_fence_is_preferred() {
    let (_, before) = common::triton_gfx1100("matmul_fp32");
    let (_, log) = optimize(&before, "vopd");
    let e = log.iter().find(|e| e.pass == "vopd").expect("vopd ran");
    assert!(e.changed.iter().any(|c| c.contains("512 FMAs")), "{log:#?}");
    assert!(
        !e.changed.iter().any(|c| c.contains("cross a barrier")),
        "{log:#?}"
    );
}
