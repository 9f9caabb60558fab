//! Pass `vopd` on the SGEMM samples (gfx1100): every hot-loop FMA dual-issued without bank
//! conflicts where the pass applies, bit-exact results on the emulator at two sizes, and a
//! stated reason where it does not apply.

use crate::common;
use common::{load, optimize, stats, verify_at_two_sizes};

use gfxopt::asm::parse_module;
use gfxopt::flow::KernelFlow;
use gfxopt::isa::isa;
use gfxopt::kernel::kernels;

/// After `vopd`: every hot-loop FMA dual-issued, no bank conflict, no illegal or hazardous
/// pair, occupancy kept, restores by swaps, and the same bits as before at two sizes.
fn assert_fully_dual(name: &str) {
    let before = load(name, "gfx1100");
    let (after, log) = optimize(&before, "vopd");
    let (b, a) = (stats(&before), stats(&after));
    let (hb, ha) = (b.hot_loop.expect("hot loop"), a.hot_loop.expect("hot loop"));
    assert!(
        hb.fma_dual < hb.fma_total && hb.bank_conflicts > Some(0),
        "{name}: the compiler's loop is not already optimal"
    );
    assert_eq!(ha.fma_total, hb.fma_total, "{name}");
    assert_eq!(ha.fma_dual, ha.fma_total, "{name}: {log:#?}");
    assert_eq!(ha.bank_conflicts, Some(0), "{name}: {log:#?}");
    assert_eq!(
        a.occupancy, b.occupancy,
        "{name}: the pass must not lower occupancy"
    );
    // The renaming is restored with swaps (elements - cycles), the same on the way in and
    // out, and nothing else adds a register move.
    let swaps = after
        .print()
        .lines()
        .filter(|l| l.trim_start().starts_with("v_swap_b32 "))
        .count() as u32;
    assert_eq!(swaps % 2, 0, "{name}: {swaps} swaps");
    assert_eq!(
        a.vgpr_moves,
        b.vgpr_moves + swaps,
        "{name}: moves {} -> {} with {swaps} swaps",
        b.vgpr_moves,
        a.vgpr_moves
    );
    // No VOPD hazard or illegal pair anywhere in the hot loop (the compiler's epilogue outside
    // the loop is not the pass's).
    let k = &kernels(&after).expect("kernels")[0];
    let isa = isa(after.target.expect("target"));
    let flow = KernelFlow::build(&after, k, isa).expect("flow");
    let hot = a.hot_loop_id.expect("hot loop");
    let insts: Vec<usize> = flow
        .loops
        .get(hot)
        .blocks
        .iter()
        .flat_map(|b| flow.cfg.blocks[b.index()].insts.clone())
        .collect();
    let rows = gfxopt::flow::banks::bank_rows(&after, &flow.code, isa, &insts);
    assert!(rows.iter().filter(|r| !r.y.is_empty()).count() as u32 * 2 >= ha.fma_total);
    if let Some(r) = rows.iter().find(|r| !r.illegal.is_empty()) {
        let t = gfxopt::flow::insts::instruction(&after, &flow.code.insts[r.inst]);
        panic!("{name}: {t}: {:?}", r.illegal);
    }
    verify_at_two_sizes(name, &before, &after);
}

#[test]
fn ldsopt_hot_loop_fully_dual_and_conflict_free() {
    assert_fully_dual("sgemm_ldsopt");
}

/// The compiler software-pipelines these loops: loads of later k steps sit between the FMAs
/// and overwrite registers earlier steps read. The pass reorders the steps one after the
/// other and keeps every load on its side of the FMAs that share its registers.
#[test]
fn regtile_pipelined_hot_loop_fully_dual_and_conflict_free() {
    assert_fully_dual("sgemm_regtile");
}

#[test]
fn dbuf_hot_loop_fully_dual_and_conflict_free() {
    assert_fully_dual("sgemm_dbuf");
}

#[test]
fn gfx942_is_refused() {
    let before = load("sgemm_ldsopt", "gfx942");
    let (after, log) = optimize(&before, "vopd");
    assert!(log
        .iter()
        .any(|e| e.pass == "vopd" && e.refused.iter().any(|(_, w)| w.contains("gfx11"))));
    assert_eq!(after.print(), before.print());
}

/// An instruction that needs a k-step-1 result before a k-step-0 FMA can run (it reads an
/// accumulator after its second update and overwrites a factor that later step-0 FMAs read)
/// makes "one k step after the other" impossible: the pass says so and leaves the block alone.
#[test]
fn steps_that_cannot_be_separated_are_refused() {
    let pipelined = "\tv_dual_fmac_f32 v26, v19, v9 :: v_dual_fmac_f32 v83, v104, v98\n";
    let path = common::repo().join("samples/sgemm_regtile/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    assert_eq!(text.matches(pipelined).count(), 2, "the sample changed");
    let mutated = text.replacen(
        pipelined,
        &format!("{pipelined}\tv_add_f32_e32 v19, v83, v83\n"),
        1,
    );
    let before = parse_module("mutated.s", &mutated, None).expect("parses");
    let (after, log) = optimize(&before, "vopd");
    let reasons: Vec<&str> = log
        .iter()
        .filter(|e| e.pass == "vopd")
        .flat_map(|e| e.refused.iter().map(|(_, why)| why.as_str()))
        .collect();
    assert!(
        reasons.iter().any(|w| w.contains("cannot be kept")),
        "{log:#?}"
    );
    let (b, a) = (stats(&before), stats(&after));
    assert_eq!(
        a.hot_loop.expect("hot loop").fma_dual,
        b.hot_loop.expect("hot loop").fma_dual
    );
    verify_at_two_sizes("sgemm_regtile", &before, &after);
}

/// The accumulators' renaming is restored by swaps on the loop's edges, which run under the
/// EXEC of their edge. In a loop that writes EXEC, lanes can leave before the exit edge and
/// would miss the swap back: the pass does not rename around such a loop.
#[test]
fn a_loop_that_writes_exec_is_not_renamed() {
    let header = ".LBB0_5:                                ; %.preheader133\n";
    let path = common::repo().join("samples/sgemm_regtile/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    assert_eq!(text.matches(header).count(), 1, "the sample changed");
    let mutated = text.replacen(
        header,
        &format!("{header}\ts_mov_b32 exec_lo, exec_lo\n"),
        1,
    );
    let before = parse_module("mutated.s", &mutated, None).expect("parses");
    let (after, log) = optimize(&before, "vopd");
    let refused: Vec<&str> = log
        .iter()
        .filter(|e| e.pass == "vopd")
        .flat_map(|e| e.refused.iter().map(|(_, why)| why.as_str()))
        .collect();
    assert!(
        refused.iter().any(|w| w.contains("writes EXEC")),
        "{log:#?}"
    );
    assert!(!after.print().contains("v_swap_b32"));
    verify_at_two_sizes("sgemm_regtile", &before, &after);
}

/// Issue 47 (value benchmark, bench-kernels/hip-sgemm-4x4): the textbook SGEMM whose K loop
/// holds two lane-by-lane LDS staging loops. Its exit edge falls through into a block the
/// `K <= 0` branch also reaches (a critical fall-through edge): the restore swaps go between
/// the loop's branch and that block's label. Before that, `vopd` refused ("would need
/// splitting") and the loop stayed at 220/256 dual with 21 conflicts.
#[test]
fn issue47_textbook_sgemm_fully_dual_across_a_fall_through_exit() {
    let dir = common::repo().join("bench-kernels/hip-sgemm-4x4");
    let before = common::parse_file(&dir.join("kernel.gfx1100.s"));
    let (after, log) = optimize(&before, "vopd");
    let (hb, ha) = (
        stats(&before).hot_loop.expect("hot loop"),
        stats(&after).hot_loop.expect("hot loop"),
    );
    assert!(hb.fma_dual < hb.fma_total, "already optimal");
    assert_eq!(ha.fma_dual, ha.fma_total, "{log:#?}");
    assert_eq!(ha.bank_conflicts, Some(0), "{log:#?}");
    assert_eq!(stats(&after).occupancy, stats(&before).occupancy);
    common::verify_rewrite_ran(
        &before,
        &after,
        &[dir.join("n64.toml"), dir.join("n128.toml")],
    );
}
