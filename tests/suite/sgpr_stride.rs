//! Issue 22: sgpr-addr takes `blockDim.x` (the hidden argument `hidden_group_size_x`, a 16-bit
//! field of the read-only kernarg segment) as a uniform term like an argument, and rewrites
//! global stores to the SGPR-base form under the same proof as loads. The kernel
//! (tests/data/sgpr_addr/strided_store.gfx942.s) loads `A[col + k*blockDim.x]` and stores
//! `out[col + k*blockDim.x]` in a loop with a uniform exit test; it is versioned on the run-time
//! check, bit-exact at two sizes (several work-groups, a partial last wave) alone and in the
//! full gfx942 list, and a launch whose first wave fails the check runs the unchanged copy for
//! that wave. A blockDim read through a pointer argument is not a kernarg value and is refused.

use crate::common;
use common::{bit_exact_and_ran, optimize_file, parse_file, versioned_entries};
use std::path::{Path, PathBuf};

fn data(name: &str) -> PathBuf {
    common::repo().join("tests/data/sgpr_addr").join(name)
}

/// `optimize --kernel nested_colsum --passes PASSES IN -o DIR/opt.s` (or `--dry-run`): the log
/// and the output path.
fn optimize(dir: &Path, input: &Path, passes: &str, dry: bool) -> (String, PathBuf) {
    optimize_file(dir, input, "nested_colsum", passes, dry)
}

/// How often the waves entered the rewritten loop and its unchanged copy on `spec`.
fn entries(opt: &Path, spec: &Path) -> (u64, u64) {
    versioned_entries(opt, spec, ".LBB0_5")
}

/// The instructions of the rewritten loop `.LBB0_5` (up to its back branch).
fn loop_text(opt: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(opt).expect("read");
    text.lines()
        .skip_while(|l| !l.starts_with(".LBB0_5:"))
        .take_while(|l| !l.contains("s_cbranch_scc0 .LBB0_5"))
        .map(str::to_string)
        .collect()
}

#[test]
fn issue22_a_blockdim_strided_stream_rewrites_its_store_and_is_bit_exact() {
    let input = data("strided_store.gfx942.s");
    let before = parse_file(&input);
    for passes in ["sgpr-addr", "pkfma,unroll,sgpr-addr,cache-policy"] {
        let dir = tempfile::tempdir().expect("tmp");
        let (log, opt) = optimize(dir.path(), &input, passes, false);
        assert!(
            log.contains(".LBB0_5: entered when a preheader check proves"),
            "{passes}: {log}"
        );
        assert!(!log.contains("not made of arguments"), "{passes}: {log}");
        // The store through `out` (kernarg+0x8) is a stream of its own, in the SGPR-base form.
        assert!(log.contains("through kernarg+0x8"), "{passes}: {log}");
        let body = loop_text(&opt);
        let store = body
            .iter()
            .find(|l| l.contains("global_store_dword"))
            .unwrap_or_else(|| panic!("{passes}: no store in {body:?}"));
        assert!(
            !store.contains("off") && store.contains("s["),
            "{passes}: {store}"
        );
        let after = parse_file(&opt);
        for s in ["strided_store.toml", "strided_store_n333.toml"] {
            let spec = data(s);
            bit_exact_and_ran(&before, &after, &spec);
            let (rewritten, copy) = entries(&opt, &spec);
            assert!(
                rewritten > 0 && copy == 0,
                "{passes} {s}: {rewritten} / {copy}"
            );
        }
        // OFF = 40: the first wave's lane parts are negative; it runs the copy, the other
        // three waves the rewritten loop (five iterations each, K = 11).
        let fail = data("strided_store_off40.toml");
        bit_exact_and_ran(&before, &after, &fail);
        let (rewritten, copy) = entries(&opt, &fail);
        assert!(rewritten > 0 && copy > 0, "{passes}: {rewritten} / {copy}");
    }
}

#[test]
fn issue22_a_blockdim_loaded_through_a_pointer_argument_is_not_uniform() {
    let text = std::fs::read_to_string(data("strided_store.gfx942.s")).expect("read");
    // The same dword read from A's memory instead of the kernarg segment: a value of the
    // buffer, which the kernel's stores may change, not a constant of the dispatch.
    let from_kernarg = "s_load_dword s13, s[0:1], 0x2c";
    assert!(text.contains(from_kernarg));
    let edited = text.replacen(from_kernarg, "s_load_dword s13, s[4:5], 0x0", 1);
    let dir = tempfile::tempdir().expect("tmp");
    let input = dir.path().join("through_ptr.s");
    std::fs::write(&input, edited).expect("write");
    let (log, _) = optimize(dir.path(), &input, "sgpr-addr", true);
    assert!(
        log.contains("the uniform part of the index is not made of arguments"),
        "{log}"
    );
    assert!(!log.contains("entered when a preheader check"), "{log}");
}

/// `optimize --kernel saxpy_gs --passes PASSES IN -o DIR/opt.s`: the log and the output.
fn optimize_saxpy(dir: &Path, input: &Path, passes: &str) -> (String, PathBuf) {
    optimize_file(dir, input, "saxpy_gs", passes, false)
}

/// How often the waves entered `.LBB0_2` and its unchanged copy on `spec`.
fn saxpy_entries(opt: &Path, spec: &Path) -> (u64, u64) {
    versioned_entries(opt, spec, ".LBB0_2")
}

#[test]
fn issue22_the_grid_stride_saxpy_is_versioned_on_its_lane_exit_and_bit_exact() {
    let specs = [
        common::repo().join("corpus/hip/gridstride/saxpy.toml"),
        common::repo().join("tests/data/gridstride/saxpy_n777.toml"),
    ];
    for compiler in ["hip", "hip-clang22"] {
        let input = common::repo().join(format!("corpus/{compiler}/gridstride/kernel.gfx1100.s"));
        let before = parse_file(&input);
        for passes in ["sgpr-addr", "vopd,unroll,sgpr-addr"] {
            let dir = tempfile::tempdir().expect("tmp");
            let (log, opt) = optimize_saxpy(dir.path(), &input, passes);
            assert!(
                log.contains(".LBB0_2: entered when a preheader check proves"),
                "{compiler} {passes}: {log}"
            );
            // x's load is one stream, y's load and store (one address) another.
            assert!(
                log.contains("stream of 2 loads through kernarg+0x18"),
                "{compiler} {passes}: {log}"
            );
            let after = parse_file(&opt);
            for s in &specs {
                bit_exact_and_ran(&before, &after, s);
                let (rewritten, copy) = saxpy_entries(&opt, s);
                assert!(
                    rewritten > 0 && copy == 0,
                    "{compiler} {passes} {}: {rewritten} / {copy}",
                    s.display()
                );
            }
        }
    }
}

/// The dry-run log of `saxpy_gs` (clang-19, gfx1100) with `from` replaced by `to` once.
fn saxpy_edited(from: &str, to: &str) -> String {
    let path = common::repo().join("corpus/hip/gridstride/kernel.gfx1100.s");
    let text = std::fs::read_to_string(path).expect("read");
    assert!(text.contains(from), "{from}");
    let dir = tempfile::tempdir().expect("tmp");
    let input = dir.path().join("edited.s");
    std::fs::write(&input, text.replacen(from, to, 1)).expect("write");
    let out = common::gfxopt()
        .args([
            "optimize",
            "--kernel",
            "saxpy_gs",
            "--passes",
            "sgpr-addr",
            "--dry-run",
        ])
        .arg(&input)
        .args(["-o", "/dev/null"])
        .output()
        .expect("run");
    let log = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{log}");
    log
}

#[test]
fn issue22_unsound_lane_exits_are_refused_with_the_reason() {
    let exit = "v_cmp_le_u64_e32 vcc_lo, s[2:3], v[2:3]";
    let cases = [
        // The limit written inside the loop.
        (
            exit,
            "s_add_u32 s2, s2, 1\n\tv_cmp_le_u64_e32 vcc_lo, s[2:3], v[2:3]",
            "its limit changes in the loop",
        ),
        // A compare of the computed address, not of the stepped index.
        (
            exit,
            "v_cmp_le_u64_e32 vcc_lo, s[2:3], v[6:7]",
            "does not read the stepped counter",
        ),
        // Wrong polarity: lanes leave while their index is still below the limit (what the
        // compare keeps below the other side is then the limit's SGPR pair).
        (
            exit,
            "v_cmp_ge_u64_e32 vcc_lo, s[2:3], v[2:3]",
            "its compare's counter is not a VGPR pair",
        ),
        // An equality exit bounds nothing.
        (
            exit,
            "v_cmp_eq_u64_e32 vcc_lo, s[2:3], v[2:3]",
            "does not keep the lanes whose counter is below the limit",
        ),
        // A signed exit compare against an unsigned entry.
        (
            exit,
            "v_cmp_le_i64_e32 vcc_lo, s[2:3], v[2:3]",
            "differ in signedness",
        ),
        // The entry compare signed.
        (
            "v_cmpx_gt_u64_e64 s[2:3], v[2:3]",
            "v_cmpx_gt_i64_e64 s[2:3], v[2:3]",
            "differ in signedness",
        ),
    ];
    for (from, to, why) in cases {
        let log = saxpy_edited(from, to);
        assert!(
            !log.contains("entered when a preheader check"),
            "{to}: {log}"
        );
        assert!(log.contains(why), "{to}: {log}");
    }
}
