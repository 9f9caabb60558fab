//! Issue 18: verification that cannot pass vacuously, and the command line as a careful tool.
//! Each test makes a rewrite by hand that the old `verify` accepted as "equal" (exit 0).

use crate::common;
use std::path::{Path, PathBuf};
use std::process::Output;

fn sample(name: &str) -> PathBuf {
    common::repo().join(format!("samples/{name}/kernel.gfx1100.s"))
}

/// `path` with `from` replaced by `to` (once), written to `dir/name`.
fn edited(dir: &Path, path: &Path, name: &str, from: &str, to: &str) -> PathBuf {
    let text = std::fs::read_to_string(path).expect("read");
    assert!(text.contains(from), "{from}");
    let out = dir.join(name);
    std::fs::write(&out, text.replacen(from, to, 1)).expect("write");
    out
}

fn verify(before: &Path, after: &Path, spec: &Path, extra: &[&str]) -> Output {
    common::gfxopt()
        .arg("verify")
        .arg(before)
        .arg(after)
        .arg("--spec")
        .arg(spec)
        .args(extra)
        .output()
        .expect("run")
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// A rewrite none of whose instructions run proves nothing: exit 6, and the counts say why.
#[test]
fn equal_without_running_the_rewrite_is_not_a_plain_equal() {
    let dir = tempfile::tempdir().expect("tmp");
    let before = sample("vector_add");
    let after = edited(
        dir.path(),
        &before,
        "after.s",
        "\tv_add_f32_e32 v2, v2, v3\n",
        "\tv_add_f32_e32 v2, v2, v3\n\tv_mul_f32_e32 v2, 1.0, v2\n",
    );
    // n = 0: every lane fails the bounds test, the body (and the rewrite) never runs.
    let spec_text = std::fs::read_to_string(common::repo().join("samples/vector_add/n4096.toml"))
        .expect("spec")
        .replace("n = 4096", "n = 0")
        .replace("len = \"n\"", "len = \"4096\"")
        .replace("grid = [\"cdiv(n, 256)\", 1, 1]", "grid = [16, 1, 1]")
        .replace("[reference]\nname = \"vector_add\"", "")
        .replace("bytes = \"12*n\"", "bytes = \"1\"");
    let spec = dir.path().join("n0.toml");
    std::fs::write(&spec, spec_text).expect("spec");
    let o = verify(&before, &after, &spec, &["--no-specials"]);
    assert_eq!(o.status.code(), Some(6), "{}", text(&o));
    assert!(
        text(&o).contains("0 of 1 rewritten instructions ran"),
        "{}",
        text(&o)
    );
    // On a launch that runs it, the same rewrite is proved (and the count says so).
    let o = verify(
        &before,
        &after,
        &common::repo().join("samples/vector_add/n4096.toml"),
        &["--no-specials", "--format", "json"],
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    assert_eq!(v["coverage"]["rewritten"], 1);
    assert_eq!(v["coverage"]["rewritten_ran"], 1);
    assert_eq!(v["coverage"]["rewritten_executions"], 4096 / 32);
}

/// A store into an input the spec does not mark `output` is a difference.
#[test]
fn every_buffer_is_compared_inputs_included() {
    let dir = tempfile::tempdir().expect("tmp");
    let before = sample("vector_add");
    // Keep A's address (v[2:3] before the load overwrites it) and also store the sum into A.
    let kept = edited(
        dir.path(),
        &before,
        "kept.s",
        "\tv_add_co_ci_u32_e32 v3, vcc_lo, s5, v1, vcc_lo\n",
        "\tv_add_co_ci_u32_e32 v3, vcc_lo, s5, v1, vcc_lo\n\tv_mov_b32_e32 v6, v2\n\tv_mov_b32_e32 v7, v3\n",
    );
    let after = edited(
        dir.path(),
        &kept,
        "after.s",
        "\tglobal_store_b32 v[0:1], v2, off\n",
        "\tglobal_store_b32 v[0:1], v2, off\n\tglobal_store_b32 v[6:7], v2, off\n",
    );
    let o = verify(
        &before,
        &after,
        &common::repo().join("samples/vector_add/n4096.toml"),
        &["--no-specials"],
    );
    assert_eq!(o.status.code(), Some(3), "{}", text(&o));
    assert!(
        text(&o).contains("different") && text(&o).contains("A["),
        "{}",
        text(&o)
    );
}

/// `v_mul_f64 v, 1.0, v` on a copy path quiets a signalling NaN (the f32 form in the issue is
/// the same trap): the special inputs hold them.
#[test]
fn signalling_nans_catch_an_inserted_multiply_by_one() {
    let dir = tempfile::tempdir().expect("tmp");
    let before = common::repo().join("samples/transpose_read_contiguous/kernel.gfx1100.s");
    let after = edited(
        dir.path(),
        &before,
        "after.s",
        "\ts_waitcnt vmcnt(0)\n\tglobal_store_b64 v[0:1], v[2:3], off\n",
        "\ts_waitcnt vmcnt(0)\n\tv_mul_f64 v[2:3], 1.0, v[2:3]\n\tglobal_store_b64 v[0:1], v[2:3], off\n",
    );
    let spec = common::repo().join("samples/transpose_read_contiguous/64x96.toml");
    let o = verify(&before, &after, &spec, &[]);
    assert_eq!(o.status.code(), Some(3), "{}", text(&o));
    assert!(text(&o).contains("special values"), "{}", text(&o));
}

/// With `--oob zero`, a result that depended on out-of-bounds reads is not "equal".
#[test]
fn zero_filled_out_of_bounds_reads_are_counted_and_not_equal() {
    let dir = tempfile::tempdir().expect("tmp");
    let before = sample("vector_add");
    // The buffers hold 4000 elements, the kernel reads 4096.
    let spec_text = std::fs::read_to_string(common::repo().join("samples/vector_add/n4096.toml"))
        .expect("spec")
        .replace("len = \"n\"", "len = \"4000\"")
        .replace("[reference]\nname = \"vector_add\"", "");
    let spec = dir.path().join("short.toml");
    std::fs::write(&spec, spec_text).expect("spec");
    let o = verify(&before, &before, &spec, &["--oob", "zero", "--no-specials"]);
    assert_eq!(o.status.code(), Some(6), "{}", text(&o));
    assert!(text(&o).contains("out-of-bounds"), "{}", text(&o));
}

/// `-o` naming a device or a FIFO is written, never renamed over.
#[test]
fn output_to_a_device_or_fifo_is_written_in_place() {
    let input = sample("vector_add");
    let o = common::gfxopt()
        .args(["parse", "-o", "/dev/null"])
        .arg(&input)
        .output()
        .expect("run");
    assert!(o.status.success(), "{}", text(&o));
    use std::os::unix::fs::FileTypeExt;
    let meta = std::fs::metadata("/dev/null").expect("stat");
    assert!(meta.file_type().is_char_device(), "/dev/null was replaced");
    let dir = tempfile::tempdir().expect("tmp");
    let fifo = dir.path().join("fifo");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo");
    assert!(made.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(&fifo).expect("read fifo"))
    };
    let o = common::gfxopt()
        .args(["parse", "-o"])
        .arg(&fifo)
        .arg(&input)
        .output()
        .expect("run");
    assert!(o.status.success(), "{}", text(&o));
    let got = reader.join().expect("reader");
    assert_eq!(got, std::fs::read(&input).expect("input"));
    assert!(std::fs::metadata(&fifo)
        .expect("stat")
        .file_type()
        .is_fifo());
}

/// A closed pipe ends every printing command quietly with exit 0 (no panic, exit 101).
#[test]
fn a_closed_pipe_is_a_quiet_success() {
    use std::process::{Command, Stdio};
    let input = sample("vector_add");
    let spec = common::repo().join("samples/vector_add/n4096.toml");
    let cases: Vec<Vec<String>> = vec![
        vec![
            "run".into(),
            input.display().to_string(),
            "--spec".into(),
            spec.display().to_string(),
            "--profile".into(),
        ],
        vec![
            "verify".into(),
            input.display().to_string(),
            input.display().to_string(),
            "--spec".into(),
            spec.display().to_string(),
        ],
        vec!["parse".into(), input.display().to_string()],
        vec!["analyze".into(), input.display().to_string()],
        vec![
            "diff".into(),
            input.display().to_string(),
            input.display().to_string(),
        ],
        vec!["passes".into()],
    ];
    for args in cases {
        // Standard output is a pipe whose reader is gone before anything is written.
        let mut child = Command::new(env!("CARGO_BIN_EXE_gfxopt"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn");
        drop(child.stdout.take());
        let o = child.wait_with_output().expect("wait");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", text(&o));
        assert!(!text(&o).contains("panicked"), "{args:?}: {}", text(&o));
    }
}
