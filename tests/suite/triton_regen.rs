//! The committed Triton outputs (`corpus/triton/*/kernel.<target>.amdgcn`, `meta.<target>.json`)
//! are exactly what `scripts/gen-triton.py` produces with the Triton version recorded in
//! `corpus/triton/TRITON_VERSION`. Runs when that Triton is importable by `python3` (or by
//! `$GFXOPT_PYTHON`, e.g. a virtual environment's); otherwise it says why and passes.
//! `GFXOPT_SLOW_TESTS=1` makes a missing or different Triton a failure.
//!
//! Triton's debug info names the directory of the script that defined the kernels
//! (`.file 1 "<dir>" "gen-triton.py"` and the `.asciz "<dir>"` of `.debug_line_str`): the checkout
//! the corpus was generated in. Lines naming that directory are compared as one placeholder, so a
//! fresh compile in another checkout still matches; every other byte must be equal.

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

/// The directory Triton recorded for the script: the first string of a `.file 1 "<dir>"
/// "gen-triton.py"` line.
fn script_dir(text: &str) -> Option<&str> {
    let line = text
        .lines()
        .find(|l| l.contains("\"gen-triton.py\"") && l.trim_start().starts_with(".file"))?;
    line.split('"').nth(1)
}

/// The file's text with each line naming the script's directory replaced by one placeholder
/// (a non-assembly file, or one without that line, comes back as it is).
fn without_script_dir(bytes: &[u8]) -> Vec<u8> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return bytes.to_vec();
    };
    let Some(dir) = script_dir(text).filter(|d| !d.is_empty()) else {
        return bytes.to_vec();
    };
    let quoted = format!("\"{dir}\"");
    text.split_inclusive('\n')
        .map(|l| {
            if l.contains(&quoted) {
                "<script dir>\n"
            } else {
                l
            }
        })
        .collect::<String>()
        .into_bytes()
}

#[test]
fn script_directory_is_the_only_difference_forgiven() {
    let a = b".file\t1 \"/a/scripts\" \"gen-triton.py\"\nv_add_f32 v0, v1, v2\n.asciz\t\"/a/scripts\"  ; x\n";
    let b = b".file\t1 \"/bb/scripts\" \"gen-triton.py\"\nv_add_f32 v0, v1, v2\n.asciz\t\"/bb/scripts\" ; x\n";
    assert_eq!(without_script_dir(a), without_script_dir(b));
    let c = b".file\t1 \"/bb/scripts\" \"gen-triton.py\"\nv_add_f32 v0, v1, v3\n.asciz\t\"/bb/scripts\" ; x\n";
    assert_ne!(without_script_dir(a), without_script_dir(c));
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
            let new = std::fs::read(&fresh).expect("read fresh");
            compared += 1;
            if without_script_dir(&old) != without_script_dir(&new) {
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
