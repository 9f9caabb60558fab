//! The committed Triton outputs (`corpus/triton/*/kernel.<target>.amdgcn`, `meta.<target>.json`)
//! are exactly what `scripts/gen-triton.py` produces with the Triton version recorded in
//! `corpus/triton/TRITON_VERSION`. Runs when that Triton is importable by `python3` (or by
//! `$GFXOPT_PYTHON`, e.g. a virtual environment's); otherwise it says why and passes.
//! `GFXOPT_SLOW_TESTS=1` makes a missing or different Triton a failure.

use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn python() -> String {
    std::env::var("GFXOPT_PYTHON").unwrap_or_else(|_| "python3".into())
}

fn skip_reason() -> Option<String> {
    if std::env::var("GFXOPT_SLOW_TESTS").as_deref() == Ok("0") {
        return Some("GFXOPT_SLOW_TESTS=0".into());
    }
    let forced = std::env::var("GFXOPT_SLOW_TESTS").as_deref() == Ok("1");
    let want = std::fs::read_to_string(root().join("corpus/triton/TRITON_VERSION"))
        .map(|s| s.trim().to_string())
        .unwrap_or_default();
    let got = Command::new(python())
        .args(["-c", "import triton; print(triton.__version__)"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
    let reason = match got {
        None => Some(format!("{} cannot import triton", python())),
        Some(v) if v != want => Some(format!(
            "triton {v} is installed, the corpus was made with {want}"
        )),
        Some(_) => None,
    };
    if let Some(r) = &reason {
        assert!(!forced, "GFXOPT_SLOW_TESTS=1 but {r}");
    }
    reason
}

#[test]
fn committed_triton_corpus_matches_a_fresh_compile() {
    if let Some(why) = skip_reason() {
        eprintln!("triton_regen: skipped: {why}");
        return;
    }
    let out = tempfile::tempdir().expect("temp dir");
    let status = Command::new(python())
        .arg(root().join("scripts/gen-triton.py"))
        .arg(out.path())
        .status()
        .expect("run scripts/gen-triton.py");
    assert!(status.success(), "scripts/gen-triton.py failed: {status}");
    let committed = root().join("corpus/triton");
    let mut differ = Vec::new();
    let mut compared = 0;
    for entry in std::fs::read_dir(out.path()).expect("read output") {
        let dir = entry.expect("entry").path();
        if !dir.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&dir).expect("read kernel dir") {
            let fresh = file.expect("entry").path();
            let rel = fresh
                .strip_prefix(out.path())
                .expect("relative")
                .to_path_buf();
            let old = std::fs::read(committed.join(&rel)).unwrap_or_default();
            compared += 1;
            if old != std::fs::read(&fresh).expect("read fresh") {
                differ.push(rel.display().to_string());
            }
        }
    }
    assert!(compared > 0, "scripts/gen-triton.py wrote nothing");
    assert!(
        differ.is_empty(),
        "committed Triton outputs differ from a fresh compile (rerun scripts/gen-triton.py): {differ:?}"
    );
}
