//! Every launch spec of samples/ (but the hardware-sized `*.hw.toml`), corpus/hip (built by
//! clang-19, and by clang-22 under corpus/hip-clang22) and corpus/triton, on both targets, emulated with
//! `gfxopt run --dump` and checked against a NumPy reference computed independently of the kernel
//! (`scripts/numpy_ref.py`: matrix products in float64 with an error bound from K and the fp32
//! unit roundoff, integers exact, half with a half tolerance). Then every reference is shown able
//! to fail: the same launches with each buffer left as it was before the kernel (a kernel that
//! does nothing) must all be mismatches.
//!
//! Needs Python 3.11 (tomllib) with NumPy: `$GFXOPT_PYTHON` (e.g. a virtual environment's
//! interpreter), else `python3` or `/usr/bin/python3`. Without NumPy the test says so and passes, except under CI (`CI` set), where it
//! fails: scripts/install-deps.sh installs python3-numpy.

use crate::common;
use rayon::prelude::*;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// `$GFXOPT_PYTHON`, else the first of `python3` and Debian's `/usr/bin/python3` (where
/// python3-numpy installs, when `python3` is another interpreter, e.g. pyenv's) that imports
/// numpy; `None` when none does (a failure under CI).
fn python() -> Option<String> {
    let imports = |py: &str| {
        Command::new(py)
            .args(["-c", "import numpy"])
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let tried: Vec<String> = match std::env::var("GFXOPT_PYTHON") {
        Ok(p) => vec![p],
        Err(_) => vec!["python3".into(), "/usr/bin/python3".into()],
    };
    if let Some(p) = tried.iter().find(|p| imports(p)) {
        return Some(p.clone());
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "CI must have NumPy: none of {tried:?} imports numpy (scripts/install-deps.sh installs \
         python3-numpy; GFXOPT_PYTHON picks another interpreter)"
    );
    eprintln!(
        "numpy_reference: skipped: none of {tried:?} imports numpy (set GFXOPT_PYTHON to an \
         interpreter that can)"
    );
    None
}

struct Case {
    spec: PathBuf,
    asm: PathBuf,
    /// The folder of `kernel.hip` (corpus/hip-clang22's specs are corpus/hip's).
    src: PathBuf,
}

fn sorted_dir(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable").path())
        .collect();
    v.sort();
    v
}

/// Every (spec, target) of `root`, the sources under `src_root`.
fn cases(root: &str, src_root: &str) -> Vec<Case> {
    let mut out = Vec::new();
    for dir in sorted_dir(&common::repo().join(root)) {
        if !dir.is_dir() {
            continue;
        }
        for spec in sorted_dir(&dir) {
            let name = spec.file_name().unwrap_or_default().to_string_lossy();
            if !name.ends_with(".toml") || name.ends_with(".hw.toml") {
                continue;
            }
            for target in ["gfx1100", "gfx942"] {
                out.push(Case {
                    spec: spec.clone(),
                    asm: dir.join(format!("kernel.{target}.s")),
                    src: common::repo()
                        .join(src_root)
                        .join(dir.file_name().expect("a folder name")),
                });
            }
        }
    }
    out
}

/// corpus/triton: `<kernel>/<target>.toml` launches `<kernel>/kernel.<target>.amdgcn` (Triton
/// compiles one block shape per target: wave64 and wave32 warps).
fn triton_cases() -> Vec<Case> {
    let mut out = Vec::new();
    for dir in sorted_dir(&common::repo().join("corpus/triton")) {
        for target in ["gfx1100", "gfx942"] {
            let spec = dir.join(format!("{target}.toml"));
            if spec.is_file() {
                out.push(Case {
                    spec,
                    asm: dir.join(format!("kernel.{target}.amdgcn")),
                    src: dir.clone(),
                });
            }
        }
    }
    out
}

fn emulate(case: &Case, dump: &Path) -> Result<(), String> {
    let out = Command::new(env!("CARGO_BIN_EXE_gfxopt"))
        .arg("run")
        .arg(&case.asm)
        .arg("--spec")
        .arg(&case.spec)
        .arg("--dump")
        .arg(dump)
        .args(["--threads", "1"])
        .output()
        .map_err(|e| format!("run gfxopt: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "gfxopt run {} --spec {}: {}",
            case.asm.display(),
            case.spec.display(),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Runs `numpy_ref.py --batch` over (case, dump dir) pairs; the verdict per dump dir and the
/// whole output.
fn numpy_ref(py: &str, jobs: &[(&Case, PathBuf)]) -> (Vec<String>, String) {
    let mut child = Command::new(py)
        .arg(common::repo().join("scripts/numpy_ref.py"))
        .arg("--batch")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run scripts/numpy_ref.py");
    let mut lines = String::new();
    for (c, dump) in jobs {
        lines += &format!(
            "{}\t{}\t{}\n",
            c.spec.display(),
            c.src.display(),
            dump.display()
        );
    }
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || stdin.write_all(lines.as_bytes()));
    let out = child.wait_with_output().expect("numpy_ref.py output");
    writer
        .join()
        .expect("writer")
        .expect("write to numpy_ref.py");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let text = format!("{stdout}{}", String::from_utf8_lossy(&out.stderr));
    let verdicts = jobs
        .iter()
        .map(|(_, dump)| {
            let key = format!("numpy_ref: {}: ", dump.display());
            stdout
                .lines()
                .find_map(|l| l.strip_prefix(&key))
                .unwrap_or("no verdict")
                .to_string()
        })
        .collect();
    (verdicts, text)
}

#[test]
fn every_spec_matches_its_numpy_reference_and_a_no_op_kernel_does_not() {
    let Some(py) = python() else {
        return;
    };
    let mut all = cases("samples", "samples");
    let n_samples = all.len();
    all.extend(cases("corpus/hip", "corpus/hip"));
    let n_hip = all.len() - n_samples;
    all.extend(cases("corpus/hip-clang22", "corpus/hip"));
    let n_hip22 = all.len() - n_samples - n_hip;
    all.extend(triton_cases());
    let n_triton = all.len() - n_samples - n_hip - n_hip22;
    // 2 targets x (26 small sample specs, 37 corpus specs); more is fine, fewer is a lost spec.
    assert!(n_samples >= 52, "{n_samples} sample launches");
    assert!(n_hip >= 74, "{n_hip} corpus/hip launches");
    assert_eq!(
        n_hip22, n_hip,
        "corpus/hip-clang22 links every corpus/hip spec"
    );
    assert!(
        n_triton >= 66,
        "{n_triton} Triton launches (33 kernels x 2 targets)"
    );

    let tmp = tempfile::tempdir().expect("tempdir");
    let dumps: Vec<PathBuf> = (0..all.len())
        .map(|i| tmp.path().join(format!("run{i}")))
        .collect();
    let failed: Vec<String> = all
        .par_iter()
        .zip(&dumps)
        .filter_map(|(c, d)| emulate(c, d).err())
        .collect();
    assert!(
        failed.is_empty(),
        "emulation failed:\n{}",
        failed.join("\n")
    );

    let jobs: Vec<(&Case, PathBuf)> = all.iter().zip(dumps.iter().cloned()).collect();
    let (verdicts, text) = numpy_ref(&py, &jobs);
    let bad: Vec<String> = jobs
        .iter()
        .zip(&verdicts)
        .filter(|(_, v)| v.as_str() != "ok")
        .map(|((c, _), v)| format!("{} on {}: {v}", c.spec.display(), c.asm.display()))
        .collect();
    assert!(
        bad.is_empty(),
        "launches that do not match NumPy:\n{}\n\nnumpy_ref.py said:\n{text}",
        bad.join("\n")
    );
    eprintln!(
        "numpy_reference: {} launches match NumPy ({n_samples} samples, {n_hip} corpus/hip, \
         {n_hip22} corpus/hip-clang22, {n_triton} corpus/triton)",
        all.len()
    );

    // The same launches with every buffer as it was before the kernel ran.
    let noop: Vec<(&Case, PathBuf)> = jobs
        .iter()
        .enumerate()
        .map(|(i, (c, d))| {
            let n = tmp.path().join(format!("noop{i}"));
            std::fs::create_dir_all(&n).expect("mkdir");
            for f in sorted_dir(d) {
                let name = f.file_name().expect("name").to_string_lossy().to_string();
                if let Some(buf) = name.strip_suffix(".in.npy") {
                    std::fs::copy(&f, n.join(&name)).expect("copy");
                    std::fs::copy(&f, n.join(format!("{buf}.out.npy"))).expect("copy");
                }
            }
            (*c, n)
        })
        .collect();
    let (verdicts, text) = numpy_ref(&py, &noop);
    let vacuous: Vec<String> = noop
        .iter()
        .zip(&verdicts)
        .filter(|(_, v)| v.as_str() != "mismatch")
        .map(|((c, _), v)| format!("{}: {v}", c.spec.display()))
        .collect();
    assert!(
        vacuous.is_empty(),
        "references that a kernel doing nothing passes:\n{}\n\nnumpy_ref.py said:\n{text}",
        vacuous.join("\n")
    );
}
