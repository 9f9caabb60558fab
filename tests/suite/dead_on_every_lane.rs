//! Values a pass takes for dead, found on Triton kernels and on hand-made variants of the
//! samples: the restores of a renaming on a loop's edges (`vopd`'s accumulator recolouring on
//! gfx1100, `pkfma`'s aligned pairs on gfx942) and `unroll`'s last increment.
//!
//! - On an exit edge the restore was skipped, and `unroll` dropped a register's last increment,
//!   when the register was not live after the loop by `KernelFlow::liveness`, which counts
//!   every write as a kill. A vector write runs under EXEC: a register overwritten under a
//!   narrowed EXEC after the loop keeps the loop's value on the other lanes, which a later
//!   full-EXEC read sees. Each was a silent miscompile (`gfxopt optimize` without `--verify`
//!   wrote kernels computing 1488 (vopd), 1260 (pkfma) and 124 (unroll) wrong elements); they
//!   now ask `KernelFlow::live_on_some_lane`.
//! - On an entry edge every pair was swapped, also registers no path defines before the loop:
//!   Triton's persistent matmul zeroes its accumulators per tile inside the tile loop, so the
//!   swaps read undefined registers and the verifier rejected the pass (exit 7, nothing
//!   written).
//! - `vopd` took the hot loop's block with the most FMAs, and in Triton's pipelined persistent
//!   matmul that is the peeled k steps beside the k loop, not the k loop.

use crate::common;
use common::{load, optimize, stats_of, triton_gfx1100, verify_rewrite_ran};

use gfxopt::asm::parse_module;
use gfxopt::harness::runner::RunOptions;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::harness::verify::{verify, Verdict};

/// The sample's n128 and n256 launch specs: every rewrite here is emulated at both sizes with
/// every rewritten instruction run.
fn two_sizes(name: &str) -> Vec<std::path::PathBuf> {
    ["n128", "n256"]
        .iter()
        .map(|n| common::repo().join(format!("samples/{name}/{n}.toml")))
        .collect()
}

/// The sample with `lines` inserted after the hot loop's exit branch (its first exit block).
fn after_the_loop(name: &str, target: &str, lines: &str) -> gfxopt::asm::Module {
    let text = load(name, target).print();
    let anchor = "\ts_cbranch_scc1 .LBB0_5\n; %bb.6:                                ; %Flow\n";
    assert_eq!(text.matches(anchor).count(), 1, "the sample changed");
    let mutated = with_sgprs_to_20(&text.replacen(anchor, &format!("{anchor}{lines}"), 1));
    parse_module("mutated.s", &mutated, None).expect("parses")
}

/// The samples name s0-s15; [`zero_where_tid0`] takes s16-s19.
fn with_sgprs_to_20(text: &str) -> String {
    assert_eq!(text.matches(".amdhsa_next_free_sgpr 16\n").count(), 1);
    text.replace(".amdhsa_next_free_sgpr 16\n", ".amdhsa_next_free_sgpr 20\n")
}

/// `lines` writing 0 into `regs` where work-item x is 0, as compilers write an `if`: a compare,
/// `s_and_saveexec`, the writes, EXEC restored from the saved copy. Unlike [`zero_on_lane0`]
/// (EXEC set from constants: whole-wave code, after which no vector write is taken to cover
/// every lane), every EXEC value here is within the launch's, so `KernelFlow::covers_every_lane`
/// holds for writes under the launch's EXEC and must not hold for these.
fn zero_where_tid0(wave64: bool, regs: &[u16]) -> String {
    let (cmp, save, restore) = if wave64 {
        (
            "v_cmp_eq_u32_e64 s[16:17], 0, v0",
            "s_and_saveexec_b64 s[18:19], s[16:17]",
            "s_or_b64 exec, exec, s[18:19]",
        )
    } else {
        (
            "v_cmp_eq_u32_e64 s16, 0, v0",
            "s_and_saveexec_b32 s17, s16",
            "s_or_b32 exec_lo, exec_lo, s17",
        )
    };
    let mut s = format!("\t{cmp}\n\t{save}\n");
    for r in regs {
        s += &format!("\tv_mov_b32_e32 v{r}, 0\n");
    }
    s + &format!("\t{restore}\n")
}

/// `lines` writing 0 into `regs` under EXEC = lane 0 only, then EXEC back to all lanes.
fn zero_on_lane0(exec: &str, all: &str, regs: &[u16]) -> String {
    let mut s = format!("\ts_mov_b{exec}, 1\n");
    for r in regs {
        s += &format!("\tv_mov_b32_e32 v{r}, 0\n");
    }
    s + &format!("\ts_mov_b{exec}, {all}\n")
}

fn restores(m: &gfxopt::asm::Module) -> usize {
    m.print()
        .lines()
        .filter(|l| {
            let t = l.trim_start();
            t.starts_with("v_swap_b32 ") || t.starts_with("v_mov_b32_e32 ")
        })
        .count()
}

/// sgemm_regtile gfx1100: `vopd` renames v69/v78, v71/v80, v73/v82 in its hot loop. With all
/// six written on lane 0 only right after the loop, they are dead there by the old liveness,
/// yet lanes 1-31 store the loop's values: the swaps back must stay on the exit edge.
#[test]
fn vopd_restores_accumulators_overwritten_under_a_narrowed_exec_after_the_loop() {
    vopd_keeps_the_exit_swaps(&zero_on_lane0("32 exec_lo", "-1", &VOPD_RENAMED));
}

/// The accumulators `vopd` renames in sgemm_regtile gfx1100's hot loop.
const VOPD_RENAMED: [u16; 6] = [69, 78, 71, 80, 73, 82];
/// The accumulators `pkfma` renames in sgemm_regtile gfx942's hot loop.
const PKFMA_RENAMED: [u16; 5] = [68, 67, 17, 15, 51];

/// `vopd` on sgemm_regtile gfx1100 with `lines` after the hot loop: all 3 swaps in and 3 out
/// stay, and the result is bit-exact at two sizes.
fn vopd_keeps_the_exit_swaps(lines: &str) {
    let before = after_the_loop("sgemm_regtile", "gfx1100", lines);
    let (after, log) = optimize(&before, "vopd");
    let swaps = after
        .print()
        .lines()
        .filter(|l| l.trim_start().starts_with("v_swap_b32 "))
        .count();
    assert_eq!(swaps, 6, "3 swaps in and 3 out: {log:#?}");
    verify_rewrite_ran(&before, &after, &two_sizes("sgemm_regtile"));
}

/// `pkfma` on sgemm_regtile gfx942 with `lines` (which write the five renamed accumulators)
/// after the hot loop: the restores the unmutated kernel gets stay, and it is bit-exact.
fn pkfma_keeps_the_exit_restores(lines: &str) {
    let (reference, _) = optimize(&after_the_loop("sgemm_regtile", "gfx942", ""), "pkfma");
    let before = after_the_loop("sgemm_regtile", "gfx942", lines);
    let (after, log) = optimize(&before, "pkfma");
    // The five zeroing moves come on top of the restores the unmutated kernel gets.
    assert_eq!(
        restores(&after),
        restores(&reference) + 5,
        "the exit restores must stay: {log:#?}"
    );
    verify_rewrite_ran(&before, &after, &two_sizes("sgemm_regtile"));
}

/// The same on gfx942 for `pkfma`, which renames v68, v67, v17, v15, v51 of sgemm_regtile's
/// hot loop into aligned pairs and restores them with moves on the edges in and out.
#[test]
fn pkfma_restores_accumulators_overwritten_under_a_narrowed_exec_after_the_loop() {
    pkfma_keeps_the_exit_restores(&zero_on_lane0("64 exec", "-1", &PKFMA_RENAMED));
}

/// Triton's persistent matmul without pipelining (`matmul_persistent_s1`: 64 x 32 tiles,
/// BK = 16, num_stages = 1): the k loop's accumulators are zeroed per tile inside the tile loop,
/// the region `vopd` renames in, so nothing is defined before it to swap in. The pass pairs the
/// k loop and the result verifies (it was rejected by the verifier: the swaps on the way in read
/// registers no path defines).
#[test]
fn vopd_swaps_nothing_into_a_loop_whose_accumulators_are_first_written_inside() {
    let (dir, before) = triton_gfx1100("matmul_persistent_s1");
    let (after, log) = optimize(&before, "vopd");
    let (b, a) = (
        stats_of(&before, "matmul_persistent"),
        stats_of(&after, "matmul_persistent"),
    );
    let (hb, ha) = (b.hot_loop.expect("hot loop"), a.hot_loop.expect("hot loop"));
    assert!(ha.fma_dual > hb.fma_dual, "{log:#?}");
    assert_eq!(ha.fma_dual, ha.fma_total, "{log:#?}");
    // The tile loop's path that skips the k loop (K = 0) zeroes the renamed accumulators too:
    // it runs only at K = 0, every other rewritten instruction at the spec's K.
    let k0 = common::repo().join("tests/data/triton_matmul_persistent_s1/gfx1100-k0.toml");
    for path in [dir.join("gfx1100.toml"), k0] {
        let spec = LaunchSpec::from_file(&path).unwrap_or_else(|e| panic!("{e}"));
        match verify(&before, &after, &spec, None, true, &RunOptions::default()) {
            Ok(Verdict::Equal { coverage, .. }) => {
                assert!(coverage.rewritten_ran > 0, "{}", path.display());
            }
            other => panic!("{}: {other:?}", path.display()),
        }
    }
}

/// Triton's pipelined persistent matmul (`matmul_persistent`: num_stages = 2): the tile loop
/// holds the k loop (128 FMAs an iteration) and the peeled first and last k steps (256 FMAs,
/// once per tile). `vopd` works on the k loop's block, which runs K / BK - 1 times a tile.
#[test]
fn vopd_pairs_the_k_loop_of_a_pipelined_persistent_matmul() {
    let (dir, before) = triton_gfx1100("matmul_persistent");
    let (after, log) = optimize(&before, "vopd");
    let inner = |m: &gfxopt::asm::Module| {
        stats_of(m, "matmul_persistent")
            .loops
            .into_iter()
            .find(|l| l.depth == 2)
            .expect("the k loop")
    };
    let (b, a) = (inner(&before), inner(&after));
    assert!(
        b.fma_dual < b.fma_total,
        "the compiler's k loop is not paired"
    );
    assert_eq!(a.fma_dual, a.fma_total, "{log:#?}");
    verify_rewrite_ran(&before, &after, &[dir.join("gfx1100.toml")]);
}

/// sgemm_ldsopt gfx1100: `unroll` unrolls the inner loop `.LBB0_8` fully and drops the last
/// `v161 += 528` as dead at the exit. With v161 written on lane 0 only after the loop and then
/// read by every lane, lanes 1-31 read the loop's last value: the increment must stay.
#[test]
fn unroll_keeps_the_last_increment_of_a_register_overwritten_under_a_narrowed_exec() {
    let text = load("sgemm_ldsopt", "gfx1100").print();
    let anchor = "\ts_cbranch_scc1 .LBB0_8\n; %bb.9:                                ;   in Loop: Header=BB0_5 Depth=1\n";
    assert_eq!(text.matches(anchor).count(), 1, "the sample changed");
    let lines = format!(
        "{}\tv_cvt_f32_u32_e32 v161, v161\n\tv_add_f32_e32 v2, v2, v161\n",
        zero_on_lane0("32 exec_lo", "-1", &[161])
    );
    let mutated = text.replacen(anchor, &format!("{anchor}{lines}"), 1);
    let before = parse_module("mutated.s", &mutated, None).expect("parses");
    let (after, log) = optimize(&before, "unroll");
    let unrolled = log
        .iter()
        .flat_map(|e| e.changed.iter())
        .find(|c| c.contains(".LBB0_8: fully unrolled"))
        .unwrap_or_else(|| panic!("the loop is still unrolled: {log:#?}"));
    assert!(
        !unrolled.contains("v161 += 528 once per loop (dropped"),
        "{unrolled}"
    );
    verify_rewrite_ran(&before, &after, &two_sizes("sgemm_ldsopt"));
}

/// `matmul_bt_s1` (64 x 32 x 8, num_stages = 1): `vopd` recolours accumulator v22 with v53, a
/// register the k loop writes before it reads it. Only v22 holds a value on the way in: it is
/// copied into v53 (a swap would read v53, which no path defines there: the verifier rejected
/// the pass); on the way out v22 gets its value back (a swap, or a move when v53 holds nothing
/// the original kernel defined on that edge, `remap::held_copies`).
#[test]
fn vopd_copies_instead_of_swapping_when_one_register_of_a_pair_is_undefined_on_entry() {
    let (dir, before) = triton_gfx1100("matmul_bt_s1");
    let (after, log) = optimize(&before, "vopd");
    let text = after.print();
    assert!(text.contains("\tv_mov_b32_e32 v53, v22\n"), "{log:#?}");
    assert!(
        text.contains("\tv_swap_b32 v22, v53\n") || text.contains("\tv_mov_b32_e32 v22, v53\n"),
        "{log:#?}"
    );
    assert!(!text.contains("\tv_swap_b32 v53, v22\n"), "{log:#?}");
    let a = stats_of(&after, "matmul_bt").hot_loop.expect("hot loop");
    assert_eq!(a.fma_dual, a.fma_total, "{log:#?}");
    verify_rewrite_ran(&before, &after, &[dir.join("gfx1100.toml")]);
}

/// [`vopd_restores_accumulators_overwritten_under_a_narrowed_exec_after_the_loop`] with the
/// accumulators zeroed the way a compiler writes an `if` (saveexec, restore from the copy).
#[test]
fn vopd_restores_accumulators_overwritten_inside_an_if_after_the_loop() {
    vopd_keeps_the_exit_swaps(&zero_where_tid0(false, &VOPD_RENAMED));
}

/// The same for `pkfma` on gfx942, with a wave64 `if`.
#[test]
fn pkfma_restores_accumulators_overwritten_inside_an_if_after_the_loop() {
    pkfma_keeps_the_exit_restores(&zero_where_tid0(true, &PKFMA_RENAMED));
}

/// sgemm_ldsopt's `v161 += 528` after the unrolled loop: with v161 overwritten inside an `if`
/// after the loop the increment stays; as compiled, v161 is overwritten under the launch's
/// EXEC before any read, so it is dead on every lane and the increment goes (it stayed while
/// every vector write was taken to leave some lane's value).
#[test]
fn unroll_drops_the_last_increment_only_when_it_is_dead_on_every_lane() {
    let text = load("sgemm_ldsopt", "gfx1100").print();
    let anchor = "\ts_cbranch_scc1 .LBB0_8\n; %bb.9:                                ;   in Loop: Header=BB0_5 Depth=1\n";
    assert_eq!(text.matches(anchor).count(), 1, "the sample changed");
    let unrolled = |m: &gfxopt::asm::Module| {
        let (after, log) = optimize(m, "unroll");
        let line = log
            .iter()
            .flat_map(|e| e.changed.iter())
            .find(|c| c.contains(".LBB0_8: fully unrolled"))
            .unwrap_or_else(|| panic!("the loop is still unrolled: {log:#?}"))
            .clone();
        (after, line)
    };
    let lines = format!(
        "{}\tv_cvt_f32_u32_e32 v161, v161\n\tv_add_f32_e32 v2, v2, v161\n",
        zero_where_tid0(false, &[161])
    );
    let mutated = with_sgprs_to_20(&text.replacen(anchor, &format!("{anchor}{lines}"), 1));
    let before = parse_module("mutated.s", &mutated, None).expect("parses");
    let (after, line) = unrolled(&before);
    assert!(
        !line.contains("v161 += 528 once per loop (dropped"),
        "{line}"
    );
    verify_rewrite_ran(&before, &after, &two_sizes("sgemm_ldsopt"));

    let plain = load("sgemm_ldsopt", "gfx1100");
    let (after, line) = unrolled(&plain);
    assert!(
        line.contains("v161 += 528 once per loop (dropped: dead at the exit)"),
        "{line}"
    );
    verify_rewrite_ran(&plain, &after, &two_sizes("sgemm_ldsopt"));
}
