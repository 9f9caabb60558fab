//! Issue 22, item 2: `sgpr-addr` reads the 32-bit signed grid-stride loop
//! `for (int i = blockIdx.x*blockDim.x + threadIdx.x; i < n; i += blockDim.x*gridDim.x)`, whose
//! lanes leave one by one after a signed 32-bit compare (`flow/address/lanes.rs`, `Int32`). The
//! loop is versioned on a run-time check (`0 <= n <= min(2^(32-sh), 2^31-1)`, `step <= 2^31 - n`
//! so no active lane's counter wraps past i32::MAX, and `0 <= i0 < n` in every entering lane):
//! corpus `add_vec4` (its limit `n / 4` is computed by shifts the algebra does not model: the
//! check reads it in place) and `sum_shfl`, clang-19 and clang-22, gfx1100 and gfx942, are
//! rewritten, bit-exact on the spec beside them and at other sizes with the rewritten loop the
//! one that runs; `scale_s` (tests/data/gridstride32, an argument stride) runs the unchanged
//! copy when the stride would let a counter wrap. Refused with the reason: a compare of
//! something other than the accessed index (`twice_bound`: `2*i < n`), a signed counter stepping
//! by a constant that is not positive, or by nothing.

use crate::common;
use common::{bit_exact_and_ran, optimize_file, parse_file, versioned_entries};
use gfxopt::harness::runner::RunOptions;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::harness::verify::{verify, Verdict};
use std::path::PathBuf;

fn repo(p: &str) -> PathBuf {
    common::repo().join(p)
}

fn data(name: &str) -> PathBuf {
    repo("tests/data/gridstride32").join(name)
}

#[test]
fn issue22_int_grid_stride_loops_are_versioned_and_bit_exact() {
    let cases = [
        (
            "gridstride",
            "add_vec4",
            ".LBB5_2",
            [
                "add_vec4_n4099.toml",
                "add_vec4_n50.toml",
                "add_vec4_n20000.toml",
            ]
            .as_slice(),
        ),
        (
            "reductions",
            "sum_shfl",
            ".LBB0_2",
            ["sum_shfl_n777.toml", "sum_shfl_n30000.toml"].as_slice(),
        ),
    ];
    for compiler in ["hip", "hip-clang22"] {
        for target in ["gfx1100", "gfx942"] {
            for (folder, kernel, header, extra) in cases {
                let input = repo(&format!("corpus/{compiler}/{folder}/kernel.{target}.s"));
                let before = parse_file(&input);
                let dir = tempfile::tempdir().expect("tmp");
                let (log, opt) = optimize_file(dir.path(), &input, kernel, "sgpr-addr", false);
                let what = format!("{compiler} {target} {kernel}");
                assert!(
                    log.contains(&format!("{header}: entered when a preheader check proves")),
                    "{what}: {log}"
                );
                let after = parse_file(&opt);
                let mut specs = vec![repo(&format!("corpus/{compiler}/{folder}/{kernel}.toml"))];
                specs.extend(extra.iter().map(|s| data(s)));
                for s in &specs {
                    bit_exact_and_ran(&before, &after, s);
                    let (rewritten, copy) = versioned_entries(&opt, s, header);
                    assert!(
                        rewritten > 0 && copy == 0,
                        "{what} {}: {rewritten} / {copy}",
                        s.display()
                    );
                }
            }
        }
    }
}

/// `copy64`'s `long long` counter is compared signed: its start and step, sums of small
/// positive multiples of bounded terms, are non-negative and cannot wrap the sign below a limit
/// under 2^32, so the unsigned lane bound applies (gfx1100; gfx942's check does not pay).
#[test]
fn issue22_a_long_long_grid_stride_loop_is_versioned_and_bit_exact() {
    for compiler in ["hip", "hip-clang22"] {
        let input = repo(&format!("corpus/{compiler}/gridstride/kernel.gfx1100.s"));
        let before = parse_file(&input);
        let dir = tempfile::tempdir().expect("tmp");
        let (log, opt) = optimize_file(dir.path(), &input, "copy64", "sgpr-addr", false);
        assert!(
            log.contains(".LBB1_2: entered when a preheader check proves"),
            "{compiler}: {log}"
        );
        let after = parse_file(&opt);
        for s in [
            repo("corpus/hip/gridstride/copy64.toml"),
            data("copy64_n5000.toml"),
        ] {
            bit_exact_and_ran(&before, &after, &s);
            let (rewritten, copy) = versioned_entries(&opt, &s, ".LBB1_2");
            assert!(
                rewritten > 0 && copy == 0,
                "{compiler}: {rewritten} / {copy}"
            );
        }
    }
}

#[test]
fn issue22_a_stride_that_could_wrap_a_signed_counter_runs_the_unchanged_copy() {
    for target in ["gfx1100", "gfx942"] {
        let input = data(&format!("kernel.{target}.s"));
        let before = parse_file(&input);
        let dir = tempfile::tempdir().expect("tmp");
        let (log, opt) = optimize_file(dir.path(), &input, "scale_s", "sgpr-addr", false);
        assert!(
            log.contains(".LBB0_2: entered when a preheader check proves"),
            "{target}: {log}"
        );
        let after = parse_file(&opt);
        // The check's step condition is in the preheader: `s <= 2^31 - n`.
        let text = std::fs::read_to_string(&opt).expect("read");
        assert!(text.contains("0x80000000"), "{target}: no step check");
        let grid = data("scale_s_grid.toml");
        bit_exact_and_ran(&before, &after, &grid);
        let (rewritten, copy) = versioned_entries(&opt, &grid, ".LBB0_2");
        assert!(rewritten > 0 && copy == 0, "{target}: {rewritten} / {copy}");
        // s = 2^31 - 999 with n = 1000: every wave fails the check and runs the copy.
        let wrap = data("scale_s_wrap.toml");
        let s = LaunchSpec::from_file(&wrap).expect("spec");
        match verify(&before, &after, &s, None, true, &RunOptions::default()) {
            Ok(Verdict::Equal { .. }) => {}
            other => panic!("{target}: {other:?}"),
        }
        let (rewritten, copy) = versioned_entries(&opt, &wrap, ".LBB0_2");
        assert!(rewritten == 0 && copy > 0, "{target}: {rewritten} / {copy}");
    }
}

#[test]
fn issue22_a_compare_of_another_value_than_the_index_is_refused() {
    for target in ["gfx1100", "gfx942"] {
        let input = data(&format!("kernel.{target}.s"));
        let dir = tempfile::tempdir().expect("tmp");
        let (log, _) = optimize_file(dir.path(), &input, "twice_bound", "sgpr-addr", true);
        assert!(
            log.contains(
                "the loop exits lane by lane, and this access's stride is not the counter's step"
            ),
            "{target}: {log}"
        );
        assert!(
            !log.contains("entered when a preheader check"),
            "{target}: {log}"
        );
    }
}

/// The dry-run log of clang-19's `sum_shfl` (gfx1100) with `from` replaced by `to` once.
fn sum_shfl_edited(from: &str, to: &str) -> String {
    let text =
        std::fs::read_to_string(repo("corpus/hip/reductions/kernel.gfx1100.s")).expect("read");
    assert!(text.contains(from), "{from}");
    let dir = tempfile::tempdir().expect("tmp");
    let input = dir.path().join("edited.s");
    std::fs::write(&input, text.replacen(from, to, 1)).expect("write");
    optimize_file(dir.path(), &input, "sum_shfl", "sgpr-addr", true).0
}

#[test]
fn issue22_a_signed_counter_stepping_by_a_non_positive_constant_is_refused() {
    let step = "v_add_nc_u32_e32 v1, s8, v1";
    let log = sum_shfl_edited(step, "v_add_nc_u32_e32 v1, -32, v1");
    assert!(
        log.contains("its signed counter steps by -32, not a positive amount"),
        "{log}"
    );
    assert!(!log.contains("entered when a preheader check"), "{log}");
    let log = sum_shfl_edited(step, "v_add_nc_u32_e32 v1, 0, v1");
    assert!(
        log.contains("its compare does not read a counter stepped by a uniform amount"),
        "{log}"
    );
    assert!(!log.contains("entered when a preheader check"), "{log}");
    // A limit the loop changes is no bound.
    let log = sum_shfl_edited(
        "v_cmp_le_i32_e32 vcc_lo, s5, v1",
        "v_cmp_le_i32_e32 vcc_lo, v3, v1",
    );
    assert!(!log.contains("entered when a preheader check"), "{log}");
}
