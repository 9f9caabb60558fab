//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `samples/*/*.s` file, sorted.
pub fn sample_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let dir = repo().join("samples");
    for entry in std::fs::read_dir(&dir).expect("samples/ exists") {
        let p = entry.expect("readable").path();
        if p.is_dir() {
            for f in std::fs::read_dir(&p).expect("readable") {
                let f = f.expect("readable").path();
                if f.extension().is_some_and(|e| e == "s")
                    && !f.to_string_lossy().ends_with(".opt.s")
                {
                    out.push(f);
                }
            }
        }
    }
    out.sort();
    assert!(!out.is_empty(), "no sample .s files found");
    out
}

/// llvm-mc, or `None` with a message (a failure in CI, where LLVM 19 is installed).
pub fn llvm_mc() -> Option<PathBuf> {
    match gfxopt::toolchain::find_tool("llvm-mc", None) {
        Ok(p) => Some(p),
        Err(e) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI must have llvm-mc: {e}"
            );
            eprintln!("skipping: {e}");
            None
        }
    }
}

/// The encodings llvm-mc gives for an assembly text, one entry per instruction.
pub fn encodings(mc: &Path, target: &str, text: &str) -> Vec<String> {
    let dir = tempfile::tempdir().expect("tempdir");
    let input = dir.path().join("in.s");
    std::fs::write(&input, text).expect("write");
    let out = Command::new(mc)
        .args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={target}"),
            "-show-encoding",
        ])
        .arg(&input)
        .output()
        .expect("run llvm-mc");
    assert!(
        out.status.success(),
        "llvm-mc failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.find("encoding: [").map(|i| l[i..].to_string()))
        .collect()
}
