//! The committed `samples/*/kernel.gfx*.s` are exactly what `scripts/gen-samples.sh` produces,
//! and they assemble and link; so are the HIP corpus builds (`corpus/hip` by clang-19,
//! `corpus/hip-clang22` by clang-22, each folder's CLANG_VERSION naming its compiler).
//!
//! These tests need the toolchain of `/work/shared/TOOLCHAIN.md` (clang-19, llvm-as-19,
//! ld.lld-19, libamdhip64-dev, rocm-device-libs). They run when `clang-19 --version` prints the
//! line recorded in `samples/CLANG_VERSION` (CI installs it); otherwise they print why they
//! skipped and pass. `GFXOPT_SLOW_TESTS=1` makes a missing or different toolchain a failure,
//! `GFXOPT_SLOW_TESTS=0` skips them. Regeneration takes about half a minute.

use std::path::{Path, PathBuf};
use std::process::Command;

const TARGETS: [&str; 2] = ["gfx1100", "gfx942"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `None` when the tests should run; `Some(reason)` when they should be skipped.
fn skip_reason() -> Option<String> {
    skip_reason_for("samples", "clang-19")
}

fn skip_reason_for(dir: &str, clang: &str) -> Option<String> {
    let forced = match std::env::var("GFXOPT_SLOW_TESTS").as_deref() {
        Ok("0") => return Some("GFXOPT_SLOW_TESTS=0".into()),
        Ok("1") => true,
        _ => false,
    };
    let reason = toolchain_problem(dir, clang);
    if let Some(r) = &reason {
        assert!(!forced, "GFXOPT_SLOW_TESTS=1 but {r}");
    }
    reason
}

fn toolchain_problem(dir: &str, clang: &str) -> Option<String> {
    let want = match std::fs::read_to_string(root().join(dir).join("CLANG_VERSION")) {
        Ok(s) => s.trim().to_string(),
        Err(e) => return Some(format!("{dir}/CLANG_VERSION: {e}")),
    };
    let out = match Command::new(clang).arg("--version").output() {
        Ok(o) if o.status.success() => o,
        Ok(o) => return Some(format!("{clang} --version failed: {}", o.status)),
        Err(e) => return Some(format!("{clang} is not on PATH ({e})")),
    };
    let got = String::from_utf8_lossy(&out.stdout)
        .lines()
        .next()
        .unwrap_or("")
        .trim()
        .to_string();
    if got != want {
        return Some(format!(
            "{clang} is \"{got}\", {dir} was generated with \"{want}\""
        ));
    }
    for tool in ["llvm-as-19", "ld.lld-19"] {
        if Command::new(tool).arg("--version").output().is_err() {
            return Some(format!("{tool} is not on PATH"));
        }
    }
    if !Path::new("/usr/include/hip/hip_runtime.h").is_file() {
        return Some("HIP headers missing (apt-get install libamdhip64-dev)".into());
    }
    if !Path::new("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file() {
        return Some("device libraries missing (apt-get install rocm-device-libs)".into());
    }
    None
}

fn samples() -> Vec<String> {
    kernel_dirs("samples")
}

fn kernel_dirs(dir: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join(dir))
        .expect("the kernel folder is readable")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.join("kernel.hip").is_file())
        .filter_map(|p| p.file_name().and_then(|n| n.to_str()).map(String::from))
        .collect();
    names.sort();
    names
}

#[test]
fn committed_samples_match_a_fresh_build() {
    if let Some(why) = skip_reason() {
        eprintln!("samples_regen: skipped: {why}");
        return;
    }
    let out = tempfile::tempdir().expect("temp dir");
    let status = Command::new("bash")
        .arg(root().join("scripts/gen-samples.sh"))
        .arg(out.path())
        .status()
        .expect("run scripts/gen-samples.sh");
    assert!(status.success(), "scripts/gen-samples.sh failed: {status}");

    let differ = differing("samples", out.path(), &samples());
    assert!(
        differ.is_empty(),
        "these committed files differ from a fresh scripts/gen-samples.sh build \
         (rerun the script and commit): {differ:?}"
    );
}

#[test]
fn committed_samples_assemble_and_link() {
    if let Some(why) = skip_reason() {
        eprintln!("samples_regen: skipped: {why}");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    for name in samples() {
        for t in TARGETS {
            let s = root().join(format!("samples/{name}/kernel.{t}.s"));
            let o = dir.path().join(format!("{name}.{t}.o"));
            let hsaco = dir.path().join(format!("{name}.{t}.hsaco"));
            let out = Command::new("clang-19")
                .args(["-target", "amdgcn-amd-amdhsa", &format!("-mcpu={t}"), "-c"])
                .arg(&s)
                .arg("-o")
                .arg(&o)
                .output()
                .expect("run clang-19");
            assert!(
                out.status.success(),
                "{}: does not assemble:\n{}",
                s.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            let out = Command::new("ld.lld-19")
                .arg("-shared")
                .arg(&o)
                .arg("-o")
                .arg(&hsaco)
                .output()
                .expect("run ld.lld-19");
            assert!(
                out.status.success(),
                "{}: does not link:\n{}",
                s.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            let text = std::fs::read_to_string(&s).expect("read .s");
            assert!(
                !text.contains("__ockl_"),
                "{}: calls __ockl_* (device libraries not linked)",
                s.display()
            );
        }
    }
}

/// Regenerates `out_dir`'s kernels from `corpus/hip/<name>/kernel.hip` with `clang` and
/// compares with the committed files.
fn corpus_matches_a_fresh_build(out_dir: &str, clang: &str) {
    if let Some(why) = skip_reason_for(out_dir, clang) {
        eprintln!("samples_regen: {out_dir}: skipped: {why}");
        return;
    }
    let out = tempfile::tempdir().expect("temp dir");
    let status = Command::new("bash")
        .arg(root().join("scripts/gen-samples.sh"))
        .arg(out.path())
        .env("SRC", root().join("corpus/hip"))
        .env("CLANG", clang)
        .status()
        .expect("run scripts/gen-samples.sh");
    assert!(
        status.success(),
        "scripts/gen-samples.sh ({clang}) failed: {status}"
    );
    let differ = differing(out_dir, out.path(), &kernel_dirs("corpus/hip"));
    assert!(
        differ.is_empty(),
        "{out_dir}: these committed files differ from a fresh build with {clang} \
         (corpus/hip/README.md says how to rebuild): {differ:?}"
    );
}

#[test]
fn committed_hip_corpus_matches_a_fresh_clang19_build() {
    corpus_matches_a_fresh_build("corpus/hip", "clang-19");
}

#[test]
fn committed_hip_corpus_matches_a_fresh_clang22_build() {
    corpus_matches_a_fresh_build("corpus/hip-clang22", "clang-22");
}

/// `<name>/kernel.<target>.s` files of `committed` (under the repository) that differ from
/// those in `fresh`.
fn differing(committed: &str, fresh: &Path, names: &[String]) -> Vec<String> {
    assert!(!names.is_empty());
    let mut differ = Vec::new();
    for name in names {
        for t in TARGETS {
            let rel = format!("{name}/kernel.{t}.s");
            let old = std::fs::read(root().join(committed).join(&rel))
                .unwrap_or_else(|e| panic!("{committed}/{rel}: {e}"));
            let new =
                std::fs::read(fresh.join(&rel)).unwrap_or_else(|e| panic!("fresh {rel}: {e}"));
            if old != new {
                differ.push(rel);
            }
        }
    }
    differ
}
