//! Hostile inputs (README "Hostile inputs"): each gets a compiler-style error or correct
//! handling, a documented exit code, no panic, no output file and no temporary litter. Also the
//! write discipline: outputs are atomic, and the input is never overwritten without
//! `--in-place`.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_gfxopt");

fn sample(name: &str, target: &str) -> String {
    std::fs::read_to_string(common::repo().join(format!("samples/{name}/kernel.{target}.s")))
        .expect("sample")
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn gfxopt(dir: &Path, args: &[&str]) -> Run {
    let out: Output = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .expect("gfxopt runs");
    let r = Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    assert!(
        !r.stderr.contains("panicked") && !r.stderr.contains("RUST_BACKTRACE"),
        "gfxopt {args:?} panicked:\n{}",
        r.stderr
    );
    r
}

/// Files in `dir` other than `keep`.
fn litter(dir: &Path, keep: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .expect("dir")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| !keep.contains(&n.as_str()))
        .collect();
    v.sort();
    v
}

/// A temporary directory holding `in.s` with `bytes`.
fn with_input(bytes: &[u8]) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("in.s");
    std::fs::write(&p, bytes).expect("write input");
    (dir, p)
}

/// Runs `optimize`, `analyze` and `check` on `bytes` and expects each to fail with `code`, a
/// `file:line:col: error:` (or `file: error:`) message containing `needle`, and no file written.
fn refused(bytes: &[u8], code: i32, needle: &str) -> Vec<Run> {
    let (dir, _) = with_input(bytes);
    let mut runs = Vec::new();
    for args in [
        &["optimize", "in.s", "-o", "out.s"][..],
        &["analyze", "in.s"][..],
        &["check", "in.s"][..],
    ] {
        let r = gfxopt(dir.path(), args);
        assert_eq!(r.code, code, "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains(needle),
            "{args:?}: expected `{needle}` in:\n{}",
            r.stderr
        );
        assert!(
            r.stderr.starts_with("in.s:"),
            "{args:?}: not a located error:\n{}",
            r.stderr
        );
        assert_eq!(
            litter(dir.path(), &["in.s"]),
            Vec::<String>::new(),
            "{args:?}"
        );
        runs.push(r);
    }
    assert_eq!(
        std::fs::read(dir.path().join("in.s")).expect("input"),
        bytes
    );
    runs
}

#[test]
fn empty_file() {
    // Empty assembly is valid: `parse` prints it back (nothing).
    let (dir, _) = with_input(b"");
    let r = gfxopt(dir.path(), &["parse", "in.s", "-o", "out.s"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(std::fs::read(dir.path().join("out.s")).expect("out"), b"");
    // Nothing to optimize: no target, no kernel.
    refused(b"", 1, "no `.amdgcn_target`");
}

#[test]
fn binary_garbage() {
    let mut x = 0x2545_f491_u32;
    let bytes: Vec<u8> = (0..4096)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x as u8
        })
        .collect();
    let runs = refused(&bytes, 1, "error:");
    assert!(runs[0].stderr.lines().count() <= 3, "{}", runs[0].stderr);
    let (dir, _) = with_input(&bytes);
    let r = gfxopt(dir.path(), &["parse", "in.s", "-o", "out.s"]);
    assert_eq!(r.code, 1);
    assert_eq!(litter(dir.path(), &["in.s"]), Vec::<String>::new());
}

#[test]
fn non_utf8_is_reported_at_its_first_bad_byte() {
    let text = sample("vector_add", "gfx1100");
    let at = text.find("s_load_b128").expect("an s_load");
    let line = text[..at].matches('\n').count() + 1;
    let mut bytes = text.into_bytes();
    bytes.insert(at + 4, 0xff);
    let runs = refused(&bytes, 1, "not valid UTF-8 (byte 0xff)");
    assert!(
        runs[0].stderr.starts_with(&format!("in.s:{line}:")),
        "{}",
        runs[0].stderr
    );
}

#[test]
fn truncated_mid_line() {
    let text = sample("vector_add", "gfx1100");
    let at = text.find("s_load_b128 s[").expect("an s_load") + "s_load_b128 s[".len();
    let line = text[..at].matches('\n').count() + 1;
    let runs = refused(&text.as_bytes()[..at], 1, "error:");
    assert!(
        runs[0].stderr.starts_with(&format!("in.s:{line}:")),
        "{}",
        runs[0].stderr
    );
}

#[test]
fn unknown_mnemonic() {
    let text = sample("vector_add", "gfx1100");
    let bad = text.replacen("v_add_f32_e32", "v_frobnicate_f32", 1);
    assert_ne!(bad, text);
    refused(
        bad.as_bytes(),
        1,
        "unknown instruction `v_frobnicate_f32` for gfx1100",
    );
}

#[test]
fn instruction_of_the_other_target() {
    let text = sample("vector_add", "gfx1100");
    let at = text.find("\ts_endpgm").expect("s_endpgm");
    let bad = format!(
        "{}\tv_mfma_f32_16x16x16_bf16 a[4:7], v[8:9], v[12:13], a[16:19]\n{}",
        &text[..at],
        &text[at..]
    );
    refused(
        bad.as_bytes(),
        1,
        "it is an instruction of the other target",
    );
}

#[test]
fn no_kernels() {
    let text = "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n\ts_endpgm\n";
    let (dir, _) = with_input(text.as_bytes());
    let r = gfxopt(dir.path(), &["analyze", "in.s"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stderr.contains("defines no kernel"), "{}", r.stderr);
    assert_eq!(litter(dir.path(), &["in.s"]), Vec::<String>::new());
    // Device functions only: optimize gives the file back unchanged and says why.
    let r = gfxopt(
        dir.path(),
        &["optimize", "in.s", "--passes", "vopd", "-o", "out.s"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("defines no kernel"), "{}", r.stderr);
    assert_eq!(
        std::fs::read(dir.path().join("out.s")).expect("out.s"),
        text.as_bytes()
    );
    std::fs::remove_file(dir.path().join("out.s")).expect("rm out.s");
    // Nothing to lint is not an error.
    let r = gfxopt(dir.path(), &["check", "in.s"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// The sample without its `.amdgpu_metadata` block.
fn without_metadata() -> String {
    let text = sample("vector_add", "gfx1100");
    let a = text.find("\t.amdgpu_metadata").expect("metadata");
    let b = text.find("\t.end_amdgpu_metadata").expect("end") + "\t.end_amdgpu_metadata\n".len();
    format!("{}{}", &text[..a], &text[b..])
}

#[test]
fn kernel_without_metadata() {
    let text = without_metadata();
    let (dir, _) = with_input(text.as_bytes());
    let spec = common::repo().join("samples/vector_add/n4096.toml");
    let spec = spec.to_str().expect("utf-8 path");
    let r = gfxopt(dir.path(), &["run", "in.s", "--spec", spec]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("no `.amdgpu_metadata` entry"),
        "{}",
        r.stderr
    );
    // The code itself can still be analyzed and optimized: metadata is only needed to launch.
    let r = gfxopt(dir.path(), &["analyze", "in.s"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = gfxopt(dir.path(), &["optimize", "in.s", "-o", "out.s"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out.s")).expect("out"),
        text
    );
}

#[test]
fn register_out_of_range() {
    let text = sample("vector_add", "gfx1100");
    let at = text.find("\ts_endpgm").expect("s_endpgm");
    let line = text[..at].matches('\n').count() + 1;
    let bad = format!("{}\tv_mov_b32 v999, v1\n{}", &text[..at], &text[at..]);
    let runs = refused(
        bad.as_bytes(),
        1,
        "register `v999` out of range (v511 is the highest)",
    );
    let want = format!("in.s:{line}:12: error:");
    assert!(runs[0].stderr.starts_with(&want), "{}", runs[0].stderr);
    // The caret under the register.
    assert!(
        runs[0].stderr.contains("\n           ^"),
        "{}",
        runs[0].stderr
    );
}

#[test]
fn deep_parentheses() {
    let depth = 100_000;
    let expr = format!("{}1{}", "(".repeat(depth), ")".repeat(depth));
    let text = format!("\ts_mov_b32 s0, {expr}\n\ts_endpgm\n");
    let (dir, _) = with_input(text.as_bytes());
    let r = gfxopt(
        dir.path(),
        &["parse", "in.s", "--target", "gfx1100", "-o", "out.s"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out.s")).expect("out"),
        text
    );
    let r = gfxopt(
        dir.path(),
        &["parse", "in.s", "--target", "gfx1100", "--canonical"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    // Unbalanced: an error, not a stack overflow.
    let text = format!("\ts_mov_b32 s0, {}1\n", "(".repeat(depth));
    let (dir, _) = with_input(text.as_bytes());
    let r = gfxopt(dir.path(), &["parse", "in.s", "--target", "gfx1100"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stderr.starts_with("in.s:1:"), "{}", r.stderr);
}

#[test]
fn one_megabyte_line() {
    // (Operands may follow one another without a comma, as llvm-mc takes them; after a
    // modifier only modifiers may: the second `1` is the error.)
    let text = format!("\tv_mov_b32 v0, 1{}\n", " clamp 1".repeat(1 << 17));
    let runs = {
        let (dir, _) = with_input(text.as_bytes());
        let r = gfxopt(
            dir.path(),
            &["parse", "in.s", "--target", "gfx1100", "-o", "out.s"],
        );
        assert_eq!(litter(dir.path(), &["in.s"]), Vec::<String>::new());
        r
    };
    assert_eq!(runs.code, 1, "{}", runs.stderr);
    assert!(runs.stderr.starts_with("in.s:1:"), "{}", runs.stderr);
    // The diagnostic echoes at most 200 characters of the line.
    assert!(runs.stderr.len() < 1000, "{} bytes", runs.stderr.len());
    // A 1 MB comment line is valid and round-trips.
    let text = format!("; {}\n\ts_endpgm\n", "y".repeat(1 << 20));
    let (dir, _) = with_input(text.as_bytes());
    let r = gfxopt(
        dir.path(),
        &["parse", "in.s", "--target", "gfx1100", "-o", "out.s"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out.s")).expect("out"),
        text
    );
}

#[test]
fn hundred_megabyte_file_is_refused_without_reading_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("in.s");
    // Sparse: 100 MB of zeros without writing them.
    std::fs::File::create(&p)
        .and_then(|f| f.set_len(100 << 20))
        .expect("create");
    for args in [
        &["parse", "in.s", "-o", "out.s"][..],
        &["optimize", "in.s", "-o", "out.s"][..],
        &["analyze", "in.s"][..],
        &["check", "in.s"][..],
    ] {
        let r = gfxopt(dir.path(), args);
        assert_eq!(r.code, 1, "{args:?}: {}", r.stderr);
        assert!(
            r.stderr
                .starts_with("in.s: error: input too large: more than 67108864 bytes"),
            "{args:?}: {}",
            r.stderr
        );
        assert_eq!(litter(dir.path(), &["in.s"]), Vec::<String>::new());
    }
    // Standard input is cut at the limit too, without reading the rest.
    let mut child = Command::new(BIN)
        .args(["parse", "-", "--target", "gfx1100"])
        .env("GFXOPT_MAX_INPUT_BYTES", "1000")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        // The write may fail once gfxopt stops reading: that is the point.
        let _ = stdin.write_all(&vec![b'\n'; 1 << 20]);
    }
    let out = child.wait_with_output().expect("wait");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.starts_with("<stdin>: error: input too large: more than 1000 bytes"),
        "{err}"
    );
}

#[test]
fn crlf_round_trips_and_optimizes() {
    let lf = sample("sgemm_ldsopt", "gfx1100");
    let crlf = lf.replace('\n', "\r\n");
    let (dir, _) = with_input(crlf.as_bytes());
    let r = gfxopt(dir.path(), &["parse", "in.s", "-o", "out.s"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        std::fs::read(dir.path().join("out.s")).expect("out"),
        crlf.as_bytes()
    );
    let r = gfxopt(dir.path(), &["check", "in.s"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // Same analysis as the LF file.
    let a = gfxopt(dir.path(), &["analyze", "in.s", "--format", "json"]);
    std::fs::write(dir.path().join("lf.s"), &lf).expect("write");
    let b = gfxopt(dir.path(), &["analyze", "lf.s", "--format", "json"]);
    assert_eq!(a.code, 0, "{}", a.stderr);
    assert_eq!(a.stdout, b.stdout);
    // A rewrite keeps CRLF line endings throughout.
    let r = gfxopt(
        dir.path(),
        &["optimize", "in.s", "-o", "opt.s", "--passes", "unroll"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let out = std::fs::read_to_string(dir.path().join("opt.s")).expect("opt");
    assert_ne!(out, crlf, "unroll changed nothing");
    assert_eq!(out.matches('\n').count(), out.matches("\r\n").count());
}

#[test]
fn usage_errors_exit_2() {
    let dir = tempfile::tempdir().expect("tempdir");
    for args in [
        &["frobnicate"][..],
        &["parse", "x.s", "--no-such-flag"][..],
        &["run", "x.s", "--spec", "s.toml", "--max-memory", "lots"][..],
        &["optimize", "x.s"][..],
    ] {
        let r = gfxopt(dir.path(), args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains("error"), "{args:?}: {}", r.stderr);
    }
}

#[test]
fn a_missing_input_is_an_input_error() {
    let dir = tempfile::tempdir().expect("tempdir");
    let r = gfxopt(dir.path(), &["optimize", "nope.s", "-o", "out.s"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.starts_with("nope.s: error: cannot read:"),
        "{}",
        r.stderr
    );
    assert_eq!(litter(dir.path(), &[]), Vec::<String>::new());
}

// ---- writes -------------------------------------------------------------------------------

#[test]
fn the_input_is_never_overwritten_without_in_place() {
    let text = sample("sgemm_ldsopt", "gfx1100");
    let (dir, p) = with_input(text.as_bytes());
    let r = gfxopt(
        dir.path(),
        &["optimize", "in.s", "-o", "in.s", "--passes", "unroll"],
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("--in-place"), "{}", r.stderr);
    // Also when named differently (`./in.s`) or through a symbolic link.
    let r = gfxopt(
        dir.path(),
        &["optimize", "in.s", "-o", "./in.s", "--passes", "unroll"],
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(&p, dir.path().join("link.s")).expect("symlink");
        let r = gfxopt(
            dir.path(),
            &["optimize", "in.s", "-o", "link.s", "--passes", "unroll"],
        );
        assert_eq!(r.code, 2, "{}", r.stderr);
        std::fs::remove_file(dir.path().join("link.s")).expect("rm");
    }
    assert_eq!(std::fs::read_to_string(&p).expect("input"), text);
    assert_eq!(litter(dir.path(), &["in.s"]), Vec::<String>::new());
    // With --in-place: rewritten, the original kept as .orig.
    let r = gfxopt(
        dir.path(),
        &[
            "optimize",
            "in.s",
            "-o",
            "in.s",
            "--in-place",
            "--passes",
            "unroll",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("in.s.orig")).expect(".orig"),
        text
    );
    assert_ne!(std::fs::read_to_string(&p).expect("input"), text);
    assert_eq!(
        litter(dir.path(), &["in.s", "in.s.orig"]),
        Vec::<String>::new()
    );
}

#[test]
fn a_failed_optimize_leaves_an_existing_output_untouched() {
    let text = sample("vector_add", "gfx1100").replacen("v_add_f32_e32", "v_frobnicate_f32", 1);
    let (dir, _) = with_input(text.as_bytes());
    std::fs::write(dir.path().join("out.s"), "previous result\n").expect("write");
    let r = gfxopt(dir.path(), &["optimize", "in.s", "-o", "out.s"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out.s")).expect("out"),
        "previous result\n"
    );
    assert_eq!(litter(dir.path(), &["in.s", "out.s"]), Vec::<String>::new());
}

#[test]
fn a_failed_rename_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    // The destination is a non-empty directory: the temporary file is written in full, then
    // the rename fails; the temporary must be gone and the directory untouched.
    let dest = dir.path().join("out.s");
    std::fs::create_dir(&dest).expect("mkdir");
    std::fs::write(dest.join("keep"), "x").expect("write");
    let e = gfxopt::io::write_output(&dest, b"data").expect_err("cannot replace a directory");
    assert!(e.to_string().contains("cannot replace"), "{e}");
    assert_eq!(litter(dir.path(), &["out.s"]), Vec::<String>::new());
    assert_eq!(litter(&dest, &[]), vec!["keep".to_string()]);
    // A directory that does not exist: nothing is created.
    let e = gfxopt::io::write_output(&dir.path().join("no/such/dir/out.s"), b"data")
        .expect_err("no directory");
    assert!(
        e.to_string().contains("cannot create a temporary file"),
        "{e}"
    );
    assert_eq!(litter(dir.path(), &["out.s"]), Vec::<String>::new());
}

#[test]
fn a_write_replaces_the_output_whole_and_keeps_its_mode() {
    let dir = tempfile::tempdir().expect("tempdir");
    let dest = dir.path().join("out.s");
    std::fs::write(&dest, vec![b'z'; 100_000]).expect("write");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&dest, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    }
    gfxopt::io::write_output(&dest, b"short\n").expect("write");
    assert_eq!(std::fs::read(&dest).expect("read"), b"short\n");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&dest).expect("meta").permissions().mode();
        assert_eq!(mode & 0o777, 0o640);
    }
    assert_eq!(litter(dir.path(), &["out.s"]), Vec::<String>::new());
}

// ---- emulator limits ----------------------------------------------------------------------

fn spec_with_n(dir: &Path, n: &str) -> String {
    let spec = std::fs::read_to_string(common::repo().join("samples/vector_add/n4096.toml"))
        .expect("spec")
        .replace("n = 4096", &format!("n = {n}"));
    let p = dir.join("spec.toml");
    std::fs::write(&p, spec).expect("write spec");
    p.to_str().expect("utf-8").to_string()
}

#[test]
fn instruction_budget_is_configurable() {
    let (dir, _) = with_input(sample("vector_add", "gfx1100").as_bytes());
    let spec = spec_with_n(dir.path(), "4096");
    let r = gfxopt(
        dir.path(),
        &["run", "in.s", "--spec", &spec, "--max-instructions", "5"],
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("instruction budget of 5 exhausted"),
        "{}",
        r.stderr
    );
    let r = gfxopt(
        dir.path(),
        &[
            "verify",
            "in.s",
            "in.s",
            "--spec",
            &spec,
            "--max-instructions",
            "5",
        ],
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stderr.contains("budget of 5 exhausted"), "{}", r.stderr);
    // Enough for the kernel: runs.
    let r = gfxopt(
        dir.path(),
        &["run", "in.s", "--spec", &spec, "--max-instructions", "1000"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn memory_cap_refuses_before_allocating() {
    let (dir, _) = with_input(sample("vector_add", "gfx1100").as_bytes());
    let spec = spec_with_n(dir.path(), "4096");
    // 3 buffers of 4096 f32: 49152 bytes = 48K.
    for (cmd, extra) in [("run", None), ("verify", Some("in.s"))] {
        let mut args = vec![cmd, "in.s"];
        args.extend(extra);
        args.extend(["--spec", spec.as_str(), "--max-memory"]);
        let r = gfxopt(dir.path(), &[&args[..], &["47K"]].concat());
        assert_eq!(r.code, 1, "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains(
                "error: the launch needs 49152 bytes of buffers, above the memory cap of 48128 bytes"
            ),
            "{}",
            r.stderr
        );
        let r = gfxopt(dir.path(), &[&args[..], &["48K"]].concat());
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    }
    // A spec asking for 3 x 8 GB is refused by the default cap at once, allocating nothing.
    let spec = spec_with_n(dir.path(), "2000000000");
    let t = std::time::Instant::now();
    let r = gfxopt(dir.path(), &["run", "in.s", "--spec", &spec]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("the launch needs 24000000000 bytes of buffers, above the memory cap of 4294967296 bytes (raise it with --max-memory)"),
        "{}",
        r.stderr
    );
    assert!(t.elapsed().as_secs() < 10);
}

#[test]
fn byte_counts_parse_with_binary_suffixes() {
    let (dir, _) = with_input(sample("vector_add", "gfx1100").as_bytes());
    let spec = spec_with_n(dir.path(), "4096");
    for ok in ["1G", "64m", "49152", "48k"] {
        let r = gfxopt(
            dir.path(),
            &["run", "in.s", "--spec", &spec, "--max-memory", ok],
        );
        assert_eq!(r.code, 0, "{ok}: {}", r.stderr);
    }
    for bad in ["", "1T", "-1", "99999999999G"] {
        let r = gfxopt(
            dir.path(),
            &["run", "in.s", "--spec", &spec, "--max-memory", bad],
        );
        assert_eq!(r.code, 2, "{bad}: {}", r.stderr);
    }
}

/// Found by the `optimize` fuzz target: a file holding a kernel twice (a pasted copy) passed
/// `check`, then the fix-ups updated one copy's descriptor and `check` failed on the other.
/// The assembler rejects a symbol defined twice; so do the analyses now.
#[test]
fn a_kernel_or_label_defined_twice() {
    let text = sample("reduce_lds", "gfx942");
    let a = text.find("\t.amdhsa_kernel").expect("descriptor");
    let b = text.find(".Lfunc_end0:").expect("end") + ".Lfunc_end0:\n".len();
    let doubled = format!("{}{}", &text[..b], &text[a..]);
    let line = doubled[..b].matches('\n').count() + 1;
    let runs = refused(
        doubled.as_bytes(),
        1,
        "error: kernel `reduce_lds` is already defined at line",
    );
    assert!(
        runs[0].stderr.starts_with(&format!("in.s:{line}:1:")),
        "{}",
        runs[0].stderr
    );
    let at = text.find(".LBB0_2:").expect("a label");
    let twice = format!("{}.LBB0_2:\n{}", &text[..at], &text[at..]);
    refused(
        twice.as_bytes(),
        1,
        "error: label `.LBB0_2` is already defined at line",
    );
}

/// `neg()` with nothing inside was read as an empty operand and indexed (a panic): it is an
/// error at the closing parenthesis, for every command and for `parse`.
#[test]
fn an_empty_operand_modifier_is_an_error() {
    let text = sample("vector_add", "gfx1100");
    let at = text.find("\ts_endpgm").expect("s_endpgm");
    let line = text[..at].matches('\n').count() + 1;
    for empty in ["neg()", "abs( )", "sext()", "-neg()"] {
        let bad = format!(
            "{}\tv_add_f32 v1, {empty}, v2\n{}",
            &text[..at],
            &text[at..]
        );
        let runs = refused(
            bad.as_bytes(),
            1,
            "expected an operand inside the parentheses",
        );
        let col = "\tv_add_f32 v1, ".len() + empty.find('(').expect("paren") + 2;
        let want = format!("in.s:{line}:{col}: error:");
        assert!(
            runs[0].stderr.starts_with(&want),
            "{empty}: {}",
            runs[0].stderr
        );
        let (dir, _) = with_input(bad.as_bytes());
        let r = gfxopt(dir.path(), &["parse", "in.s", "-o", "out.s"]);
        assert_eq!(r.code, 1, "{empty}: {}", r.stderr);
        assert!(r.stderr.starts_with(&want), "{empty}: {}", r.stderr);
        assert_eq!(litter(dir.path(), &["in.s"]), Vec::<String>::new());
    }
}

/// A gfx1100 kernel built for wave64 (`-mwavefrontsize64`): every command that reads its code
/// refuses it at the line that says so, the emulator included (it computed the low 32 lanes of
/// each wave and left the rest unwritten: 36 of 45 corpus launches built that way disagreed
/// with NumPy). Without the descriptor field, the metadata's wave size decides.
#[test]
fn a_wave64_gfx1100_kernel_is_refused_not_misread() {
    let wave64 = sample("vector_add", "gfx1100")
        .replace(".amdhsa_wavefront_size32 1", ".amdhsa_wavefront_size32 0")
        .replace(".wavefront_size: 32", ".wavefront_size: 64");
    let line = wave64
        .lines()
        .position(|l| l.contains(".amdhsa_wavefront_size32 0"))
        .expect("descriptor field")
        + 1;
    let runs = refused(wave64.as_bytes(), 1, "runs in wave64");
    assert!(
        runs[0]
            .stderr
            .starts_with(&format!("in.s:{line}:1: error:")),
        "{}",
        runs[0].stderr
    );
    let (dir, _) = with_input(wave64.as_bytes());
    let spec = common::repo().join("samples/vector_add/n4096.toml");
    let r = gfxopt(
        dir.path(),
        &["run", "in.s", "--spec", spec.to_str().expect("utf-8")],
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("the emulator models gfx1100 as wave32"),
        "{}",
        r.stderr
    );
    // The metadata alone says wave64 when the descriptor does not.
    let by_metadata = wave64.replace("\t\t.amdhsa_wavefront_size32 0\n", "");
    refused(by_metadata.as_bytes(), 1, "runs in wave64");
    // And a wave32 kernel that states neither is wave32, as llvm-mc assembles it.
    let unstated = sample("vector_add", "gfx1100")
        .replace("\t\t.amdhsa_wavefront_size32 1\n", "")
        .replace("    .wavefront_size: 32\n", "");
    let (dir, _) = with_input(unstated.as_bytes());
    let r = gfxopt(dir.path(), &["analyze", "in.s"]);
    assert!(!r.stderr.contains("wave64"), "{}", r.stderr);
}

/// A file built for another processor (a gfx1101 card, the `gfx11-generic` and
/// `gfx9-4-generic` targets of code object v6) is refused naming that processor, at its
/// `.amdgcn_target` line, by every command; `run` used to emulate such a file as gfx1100,
/// gfx942 code included.
#[test]
fn a_file_for_another_processor_is_refused_by_name() {
    for (target, from, to, cpu) in [
        ("gfx1100", "--gfx1100\"", "--gfx1101\"", "`gfx1101`"),
        (
            "gfx1100",
            "--gfx1100\"",
            "--gfx11-generic\"",
            "`gfx11-generic`",
        ),
        (
            "gfx942",
            "--gfx942\"",
            "--gfx9-4-generic:sramecc+:xnack-\"",
            "`gfx9-4-generic`",
        ),
    ] {
        let text = sample("vector_add", target).replace(from, to);
        let line = text
            .lines()
            .position(|l| l.contains(".amdgcn_target"))
            .expect("target line")
            + 1;
        let runs = refused(text.as_bytes(), 1, cpu);
        for r in &runs {
            assert!(
                r.stderr
                    .starts_with(&format!("in.s:{line}:1: error: the file is for {cpu}")),
                "{}",
                r.stderr
            );
        }
        let (dir, _) = with_input(text.as_bytes());
        let spec = common::repo().join("samples/vector_add/n4096.toml");
        let r = gfxopt(
            dir.path(),
            &["run", "in.s", "--spec", spec.to_str().expect("utf-8")],
        );
        assert_eq!(r.code, 1, "{}", r.stderr);
        assert!(r.stderr.contains(cpu), "{}", r.stderr);
    }
}
