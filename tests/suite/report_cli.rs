//! `gfxopt diff` on the command line: formats (flag and -o extension), colour only on a
//! terminal, atomic output, exit codes.

use std::path::PathBuf;
use std::process::{Command, Output};

fn sample(name: &str, target: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("samples/{name}/kernel.{target}.s"))
}

fn gfxopt(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gfxopt"))
        .args(args)
        .env_remove("NO_COLOR")
        .output()
        .expect("run gfxopt")
}

/// The sample with one VOPD FMA pair split into two single FMAs.
fn edited(dir: &std::path::Path) -> PathBuf {
    let text = std::fs::read_to_string(sample("sgemm_ldsopt", "gfx1100")).expect("read");
    let line = text
        .lines()
        .find(|l| l.starts_with("\tv_dual_fmac_f32 "))
        .expect("a VOPD FMA")
        .to_string();
    let (x, y) = line
        .trim_start_matches("\tv_dual_fmac_f32 ")
        .split_once(" :: v_dual_fmac_f32 ")
        .expect("pair");
    let text = text.replacen(
        &line,
        &format!("\tv_fmac_f32_e32 {x}\n\tv_fmac_f32_e32 {y}"),
        1,
    );
    let p = dir.join("after.s");
    std::fs::write(&p, text).expect("write");
    p
}

#[test]
fn text_to_a_pipe_is_plain() {
    let dir = tempfile::tempdir().expect("tempdir");
    let after = edited(dir.path());
    let before = sample("sgemm_ldsopt", "gfx1100");
    let out = gfxopt(&["diff".as_ref(), before.as_os_str(), after.as_os_str()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(!text.contains('\x1b'), "no colour on a pipe");
    assert!(text.contains("kernel sgemm_ldsopt"));
    assert!(text.contains("instructions"));
    assert!(text.contains("+\tv_fmac_f32_e32 v129, v162, v171"));
    assert!(
        text.contains("-\tv_dual_fmac_f32 v129, v162, v171 :: v_dual_fmac_f32 v110, v163, v173")
    );
    assert!(text.contains("unchanged lines"));
}

#[test]
fn the_output_extension_picks_the_format_and_the_flag_overrides_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let after = edited(dir.path());
    let before = sample("sgemm_ldsopt", "gfx1100");
    for (file, marker) in [
        ("r.html", "<!DOCTYPE html>"),
        ("r.htm", "<!DOCTYPE html>"),
        ("r.md", "```diff"),
        ("r.json", "\"kernels\""),
        ("r.txt", "kernel sgemm_ldsopt"),
    ] {
        let path = dir.path().join(file);
        let out = gfxopt(&[
            "diff".as_ref(),
            before.as_os_str(),
            after.as_os_str(),
            "-o".as_ref(),
            path.as_os_str(),
        ]);
        assert!(
            out.status.success(),
            "{file}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.stdout.is_empty());
        let text = std::fs::read_to_string(&path).expect("written");
        assert!(text.contains(marker), "{file} has {marker}");
        assert!(!text.contains('\x1b'), "{file}: no colour in files");
    }
    // --format wins over the extension.
    let path = dir.path().join("r.html");
    let out = gfxopt(&[
        "diff".as_ref(),
        before.as_os_str(),
        after.as_os_str(),
        "--format".as_ref(),
        "json".as_ref(),
        "-o".as_ref(),
        path.as_os_str(),
    ]);
    assert!(out.status.success());
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("read")).expect("json");
    assert_eq!(v["kernels"][0]["name"], "sgemm_ldsopt");
    assert_eq!(
        v["kernels"][0]["after"]["vopd"].as_u64().expect("n") + 1,
        v["kernels"][0]["before"]["vopd"].as_u64().expect("n")
    );
    // Markdown to stdout.
    let out = gfxopt(&[
        "diff".as_ref(),
        before.as_os_str(),
        after.as_os_str(),
        "--format".as_ref(),
        "md".as_ref(),
    ]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("| instructions |"));
}

#[test]
fn kernel_filter_and_errors() {
    let before = sample("sgemm_ldsopt", "gfx1100");
    let out = gfxopt(&[
        "diff".as_ref(),
        before.as_os_str(),
        before.as_os_str(),
        "--kernel".as_ref(),
        "sgemm_ldsopt".as_ref(),
        "--format".as_ref(),
        "json".as_ref(),
    ]);
    assert!(out.status.success());
    let out = gfxopt(&[
        "diff".as_ref(),
        before.as_os_str(),
        before.as_os_str(),
        "--kernel".as_ref(),
        "nope".as_ref(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no kernel named `nope`"));
    let other = sample("sgemm_ldsopt", "gfx942");
    let out = gfxopt(&["diff".as_ref(), before.as_os_str(), other.as_os_str()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("gfx942"));
    let out = gfxopt(&["diff".as_ref(), before.as_os_str(), "missing.s".as_ref()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing.s"));
    let out = gfxopt(&["diff".as_ref(), "-".as_ref(), "-".as_ref()]);
    assert_eq!(out.status.code(), Some(2));
    let out = gfxopt(&[
        "diff".as_ref(),
        before.as_os_str(),
        before.as_os_str(),
        "--format".as_ref(),
        "pdf".as_ref(),
    ]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_failed_report_leaves_no_output_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let before = sample("sgemm_ldsopt", "gfx1100");
    let path = dir.path().join("r.html");
    let out = gfxopt(&[
        "diff".as_ref(),
        before.as_os_str(),
        before.as_os_str(),
        "--kernel".as_ref(),
        "nope".as_ref(),
        "-o".as_ref(),
        path.as_os_str(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!path.exists());
}
