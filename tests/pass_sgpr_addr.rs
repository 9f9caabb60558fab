//! Pass `sgpr-addr`: proves the 32-bit offset range or refuses naming the facts it needs;
//! with the facts, fewer address VALU per iteration, bit-exact results, facts recorded in the
//! output, and launches that break them refused.

mod common;

use std::process::Command;

fn gfxopt() -> Command {
    Command::new(env!("CARGO_BIN_EXE_gfxopt"))
}

fn sample(name: &str) -> std::path::PathBuf {
    common::repo().join(format!("samples/{name}/kernel.gfx1100.s"))
}

/// Optimizes sgemm_dbuf with `sgpr-addr` and the given K bound; the output path.
fn optimize_with_k_at_most(dir: &std::path::Path, k_max: u32) -> std::path::PathBuf {
    let opt = dir.join("opt.s");
    let out = gfxopt()
        .args(["optimize", "--passes", "sgpr-addr"])
        .args([
            "--assume",
            "arg4>=1",
            "--assume",
            &format!("arg4<={k_max}"),
            "--assume",
            "grid_y<=256",
        ])
        .arg(sample("sgemm_dbuf"))
        .arg("-o")
        .arg(&opt)
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    opt
}

/// `gfxopt CMD ... FILE ... --spec samples/sgemm_dbuf/SPEC.toml`.
fn with_spec(cmd: &str, files: &[&std::path::Path], spec: &str) -> std::process::Output {
    gfxopt()
        .arg(cmd)
        .args(files)
        .arg("--spec")
        .arg(common::repo().join(format!("samples/sgemm_dbuf/{spec}.toml")))
        .output()
        .expect("run")
}

fn hot_address_valu(path: &std::path::Path) -> u64 {
    let out = gfxopt()
        .args(["analyze", "--format", "json"])
        .arg(path)
        .output()
        .expect("run");
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    v["kernels"][0]["hot_loop"]["address_valu_per_iter"]
        .as_u64()
        .expect("count")
}

#[test]
fn without_facts_it_refuses_and_names_them() {
    let out = gfxopt()
        .args(["optimize", "--passes", "sgpr-addr", "--dry-run"])
        .arg(sample("sgemm_dbuf"))
        .output()
        .expect("run");
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--assume 'arg4<=32768'"), "{err}");
}

#[test]
fn with_facts_it_rewrites_verifies_and_records() {
    let dir = tempfile::tempdir().expect("tmp");
    let opt = optimize_with_k_at_most(dir.path(), 32768);
    let text = std::fs::read_to_string(&opt).expect("read");
    assert!(text.contains("; gfxopt-assume: arg4<=32768"));
    assert!(hot_address_valu(&opt) < hot_address_valu(&sample("sgemm_dbuf")));
    for spec in ["n128", "n256"] {
        let v = with_spec("verify", &[&sample("sgemm_dbuf"), &opt], spec);
        assert!(
            v.status.success(),
            "{spec}: {}",
            String::from_utf8_lossy(&v.stderr)
        );
    }
}

#[test]
fn a_launch_breaking_a_recorded_fact_is_refused() {
    let dir = tempfile::tempdir().expect("tmp");
    let opt = optimize_with_k_at_most(dir.path(), 200);
    let v = with_spec("verify", &[&sample("sgemm_dbuf"), &opt], "n256");
    assert!(!v.status.success());
    assert!(
        String::from_utf8_lossy(&v.stderr).contains("arg4<=200"),
        "{}",
        String::from_utf8_lossy(&v.stderr)
    );
    let r = with_spec("run", &[&opt], "n256");
    assert_eq!(r.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&r.stderr).contains("arg4<=200"));
    let ok = with_spec("run", &[&opt], "n128");
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
}
