//! Issue 22: sgpr-addr reads the exit tests real kernels use. corpus/hip/irregular `gemm_4x2`
//! (unrolled by 2: `k += 2; exit iff k == (K & 0x7ffffffe)`) was refused ("the loop's exit
//! test is not `counter >= argument`"); it is now versioned on the run-time check on both
//! targets, alone and in the full pass lists, bit-exact at two sizes with the rewritten loop
//! the one that runs. A hand-edited kernel with the same exit and a negative lane part for
//! some waves shows the other side: those waves fail the check and run the unchanged copy,
//! bit-exact too.

use crate::common;
use common::{bit_exact_and_ran, optimize_file, parse_file, versioned_entries};
use std::path::Path;

fn address_valu(path: &Path, kernel: &str) -> u64 {
    let v = common::json_of(
        common::gfxopt()
            .args(["analyze", "--format", "json"])
            .arg(path),
    );
    let k = v["kernels"]
        .as_array()
        .expect("kernels")
        .iter()
        .find(|k| k["name"].as_str().is_some_and(|n| n.contains(kernel)))
        .expect("kernel");
    k["hot_loop"]["address_valu_per_iter"]
        .as_u64()
        .expect("count")
}

#[test]
fn issue22_gemm_4x2_unrolled_equality_exit_is_versioned_and_bit_exact() {
    let specs = [
        common::repo().join("corpus/hip/irregular/gemm_4x2.toml"),
        common::repo().join("tests/data/gemm_4x2/k40.toml"),
    ];
    for (target, full) in [
        ("gfx942", "pkfma,unroll,sgpr-addr,cache-policy"),
        ("gfx1100", "vopd,unroll,sgpr-addr"),
    ] {
        let input = common::repo().join(format!("corpus/hip/irregular/kernel.{target}.s"));
        let before = parse_file(&input);
        for passes in ["sgpr-addr", full] {
            let dir = tempfile::tempdir().expect("tmp");
            let (log, opt) = optimize_file(dir.path(), &input, "gemm_4x2", passes, false);
            assert!(
                log.contains(".LBB8_6: entered when a preheader check proves"),
                "{target} {passes}: {log}"
            );
            let after = parse_file(&opt);
            for s in &specs {
                bit_exact_and_ran(&before, &after, s);
                let (rewritten, copy) = versioned_entries(&opt, s, ".LBB8_6");
                assert!(
                    rewritten > 0 && copy == 0,
                    "{target} {passes}: {rewritten} / {copy}"
                );
            }
            if passes == "sgpr-addr" {
                let (b, a) = (
                    address_valu(&input, "gemm_4x2"),
                    address_valu(&opt, "gemm_4x2"),
                );
                assert!(a < b, "{target}: address VALU per iteration {b} -> {a}");
            }
        }
    }
}

#[test]
fn issue22_a_launch_failing_the_check_runs_the_unchanged_loop_bit_exact() {
    let data = common::repo().join("tests/data/sgpr_addr");
    let input = data.join("even_limit.gfx942.s");
    let dir = tempfile::tempdir().expect("tmp");
    let (log, opt) = optimize_file(dir.path(), &input, "nested_colsum", "sgpr-addr", false);
    assert!(
        log.contains(".LBB0_5: entered when a preheader check"),
        "{log}"
    );
    let (before, after) = (parse_file(&input), parse_file(&opt));
    // OFF = 0: every wave takes the rewritten loop.
    let pass = data.join("even_limit.toml");
    bit_exact_and_ran(&before, &after, &pass);
    let (rewritten, copy) = versioned_entries(&opt, &pass, ".LBB0_5");
    assert!(rewritten > 0 && copy == 0, "{rewritten} / {copy}");
    // OFF = 40: the first wave's lane parts are negative; it runs the copy, the others the
    // rewritten loop, five iterations each (K = 11, limit 10).
    let fail = data.join("even_limit_off40.toml");
    bit_exact_and_ran(&before, &after, &fail);
    let (rewritten, copy) = versioned_entries(&opt, &fail, ".LBB0_5");
    assert_eq!((rewritten, copy), (15, 5));
}

/// `analyze`'s hot loop of a versioned kernel is the loop that runs, not its fallback copy:
/// the copy keeps the address arithmetic the rewrite removed, so in a loop without FMAs it
/// has more instructions, and counting it showed mm_i8_tile16 gfx942 at 33 address VALU per
/// iteration before and after a rewrite that leaves 9.
#[test]
fn the_hot_loop_of_a_versioned_kernel_is_not_its_fallback_copy() {
    let dir = tempfile::tempdir().expect("tmp");
    let input = common::repo().join("corpus/hip/matrix/kernel.gfx942.s");
    let (log, opt) = optimize_file(dir.path(), &input, "mm_i8_tile16", "sgpr-addr", false);
    assert!(log.contains("_orig_addr) runs"), "{log}");
    let v = common::json_of(
        common::gfxopt()
            .args(["analyze", "--format", "json", "--kernel", "mm_i8_tile16"])
            .arg(&opt),
    );
    let hot = &v["kernels"][0]["hot_loop"];
    let header = hot["header"].as_str().expect("header");
    assert!(!header.ends_with("_orig_addr"), "{hot}");
    assert!(
        address_valu(&opt, "mm_i8_tile16") < address_valu(&input, "mm_i8_tile16"),
        "{hot}"
    );
}
