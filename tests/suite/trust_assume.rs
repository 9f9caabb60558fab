//! Issue 18, item 4: `--assume` leaked across kernels. A fact belongs to one kernel: in
//! `corpus/hip/trust_guard` `arg3` is K in `nested_colsum(A, out, J, K, N)` and N in
//! `single_colsum(A, out, K, N)`. A fact that names no kernel in a two-kernel file is a usage
//! error; a named one reaches only its kernel's passes and records, and a launch of the other
//! kernel is not checked against it.

use crate::common;

const NESTED: &str = "_Z13nested_colsumPKfPfiii";
const SINGLE: &str = "_Z13single_colsumPKfPfii";

fn input() -> std::path::PathBuf {
    common::repo().join("corpus/hip/trust_guard/kernel.gfx1100.s")
}

#[test]
fn a_fact_naming_no_kernel_of_a_two_kernel_file_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = common::gfxopt()
        .args([
            "optimize",
            "--passes",
            "sgpr-addr",
            "--assume",
            "arg3<=4096",
            "-o",
        ])
        .arg(dir.path().join("o.s"))
        .arg(input())
        .output()
        .expect("run");
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("belongs to one") && err.contains("--kernel"),
        "{err}"
    );
    assert!(!dir.path().join("o.s").exists(), "nothing may be written");
}

#[test]
fn a_named_fact_reaches_only_its_kernel() {
    let dir = tempfile::tempdir().expect("tempdir");
    let o = dir.path().join("o.s");
    let out = common::gfxopt()
        .args(["optimize", "--passes", "sgpr-addr", "--assume"])
        .arg(format!("{SINGLE}:arg3=64"))
        .arg("-o")
        .arg(&o)
        .arg(input())
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&o).expect("output");
    let records: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("gfxopt-assume:"))
        .collect();
    assert!(
        records
            .iter()
            .any(|l| l.contains(&format!("[{SINGLE}] arg3=64"))),
        "{records:?}"
    );
    assert!(
        records
            .iter()
            .all(|l| !l.contains(&format!("[{NESTED}] arg3"))),
        "the fact leaked into the other kernel: {records:?}"
    );
    // A launch of the nested kernel with K (its arg3) = 5 is not refused by single's N=64.
    let spec = dir.path().join("nested.toml");
    std::fs::write(
        &spec,
        format!(
            r#"kernel = "{NESTED}"
grid = [1, 1, 1]
block = [64, 1, 1]
args = ["A", "out", {{ i32 = "J" }}, {{ i32 = "K" }}, {{ i32 = "N" }}]
[params]
J = 2
K = 5
N = 64
[buffers.A]
type = "f32"
len = "J*K*N"
init = "uniform(-1, 1)"
seed = 1
[buffers.out]
type = "f32"
len = "N"
init = "zeros"
output = true
"#
        ),
    )
    .expect("spec");
    let out = common::gfxopt()
        .arg("verify")
        .arg(input())
        .arg(&o)
        .arg("--spec")
        .arg(&spec)
        .output()
        .expect("run");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !err.contains("optimized assuming"),
        "checked against another kernel's fact: {err}"
    );
    assert_eq!(out.status.code(), Some(0), "{err}");
}
