//! Issue 22: `vopd` on clang-19's `gemm_lds_8x8` (corpus/hip/blas_shapes, gfx1100), whose hot
//! loop stages K slices into LDS by strided inner loops that narrow EXEC with the
//! structurizer's break mask and restore it after their exit. `flow::break_mask` proves each
//! exit gives back the EXEC the inner loop was entered with, so the accumulators are renamed
//! around the outer loop under one EXEC identity. Emulated before and after at two sizes, with
//! every rewritten instruction run.

use crate::common;
use common::optimize;
use gfxopt::asm::{parse_module, Module};

const LDS8: &str = "_Z12gemm_lds_8x8PKfS0_Pfmmm";

fn load() -> Module {
    let path = common::repo().join("corpus/hip/blas_shapes/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    parse_module(&path.display().to_string(), &text, None).expect("parses")
}

#[test]
fn issue22_gemm_lds_8x8_pairs_every_fma_across_break_mask_loops() {
    let before = load();
    let (after, log) = optimize(&before, "vopd");
    let (b, a) = (
        common::stats_of(&before, LDS8),
        common::stats_of(&after, LDS8),
    );
    let (hb, ha) = (b.hot_loop.expect("hot loop"), a.hot_loop.expect("hot loop"));
    assert!(hb.fma_dual < hb.fma_total, "already paired");
    assert_eq!(ha.fma_total, hb.fma_total);
    assert_eq!(ha.fma_dual, ha.fma_total, "{log:#?}");
    let (cb, ca) = (
        hb.bank_conflicts.expect("gfx1100"),
        ha.bank_conflicts.expect("gfx1100"),
    );
    assert!(ca < cb, "conflicts {cb} -> {ca}");
    assert_eq!(a.occupancy, b.occupancy, "occupancy");
    let refusals: Vec<&String> = log
        .iter()
        .filter(|e| e.pass == "vopd" && e.kernel == LDS8)
        .flat_map(|e| e.refused.iter().map(|r| &r.1))
        .collect();
    assert!(
        !refusals.iter().any(|r| r.contains("writes EXEC")),
        "{refusals:#?}"
    );
    let repo = common::repo();
    common::verify_rewrite_ran(
        &before,
        &after,
        &[
            repo.join("corpus/hip/blas_shapes/gemm_lds_8x8.toml"),
            repo.join("tests/data/gemm_lds_8x8/gfx1100-k80.toml"),
        ],
    );
}

/// Issue 22's refusals on the same file say why nothing pairs: one FMA per iteration has no
/// partner (gemv_batched); FMAs whose second factor is an SGPR read the shared VGPR factor in
/// VSRC1 of both halves, one bank (dot_uniform8); pairs legal by VOPD's scalar rules exist but
/// the k-step model takes VGPR factors only (conv1d_taps).
#[test]
fn issue22_refusals_say_why_a_block_does_not_pair() {
    let before = load();
    let (_, log) = optimize(&before, "vopd");
    let reason = |kernel: &str| -> String {
        log.iter()
            .filter(|e| e.pass == "vopd" && e.kernel.contains(kernel))
            .flat_map(|e| e.refused.iter().map(|r| r.1.clone()))
            .collect::<Vec<_>>()
            .join("; ")
    };
    let gemv = reason("gemv_batched");
    assert!(gemv.contains("no partner"), "{gemv}");
    let dot = reason("dot_uniform8");
    assert!(
        dot.contains("no two of them make a legal pair") && dot.contains("VSRC1 in one bank"),
        "{dot}"
    );
    let conv = reason("conv1d_taps");
    assert!(conv.contains("VGPR factors only"), "{conv}");
}
