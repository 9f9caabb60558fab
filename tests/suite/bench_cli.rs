//! `gfxopt bench` up to where a GPU is needed: inputs are checked first, then the runtime is
//! loaded; without a runtime or without a device the command exits 4 and says what it tried and
//! what HIP answered. (Timing and output comparison need an AMD GPU: not testable here.)

use crate::common;

use std::path::PathBuf;
use std::process::{Command, Output};

fn sample(name: &str, file: &str) -> PathBuf {
    common::repo().join("samples").join(name).join(file)
}

fn bench(args: &[&std::ffi::OsStr], hip_lib: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_gfxopt"));
    c.arg("bench").args(args);
    match hip_lib {
        Some(l) => c.env("GFXOPT_HIP_LIB", l),
        None => c.env_remove("GFXOPT_HIP_LIB"),
    };
    c.output().expect("run gfxopt")
}

fn have_llvm() -> bool {
    gfxopt::toolchain::find_tool("llvm-mc", None).is_ok()
        && gfxopt::toolchain::find_tool("ld.lld", None).is_ok()
}

fn vector_add_args() -> Vec<std::ffi::OsString> {
    let s = sample("vector_add", "kernel.gfx1100.s");
    vec![
        s.clone().into(),
        s.into(),
        "--spec".into(),
        sample("vector_add", "n4096.toml").into(),
    ]
}

fn os(v: &[std::ffi::OsString]) -> Vec<&std::ffi::OsStr> {
    v.iter().map(|s| s.as_os_str()).collect()
}

#[test]
fn missing_runtime_exits_4_and_names_the_library() {
    if !have_llvm() {
        return;
    }
    let o = bench(&os(&vector_add_args()), Some("/nonexistent/libamdhip64.so"));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(4), "{err}");
    assert!(err.contains("cannot load the HIP runtime"), "{err}");
    assert!(err.contains("/nonexistent/libamdhip64.so"), "{err}");
    assert!(o.stdout.is_empty());
}

#[test]
fn a_library_without_hip_exits_4_and_names_the_missing_function() {
    if !have_llvm() {
        return;
    }
    let o = bench(&os(&vector_add_args()), Some("libc.so.6"));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(4), "{err}");
    assert!(err.contains("libc.so.6: no `hipInit`"), "{err}");
}

/// With Debian's real HIP runtime (`libamdhip64-5`) and no device, HIP's own answers are shown.
#[test]
fn real_runtime_without_a_device_exits_4() {
    if !have_llvm() {
        return;
    }
    // SAFETY: loading the HIP runtime only to see whether it is installed.
    let installed = ["libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.5"]
        .iter()
        .any(|n| unsafe { libloading::Library::new(n) }.is_ok());
    if !installed {
        eprintln!("skipped: libamdhip64 is not installed (apt-get install libamdhip64-5)");
        return;
    }
    if std::path::Path::new("/dev/kfd").exists() {
        eprintln!("skipped: this machine may have an AMD GPU");
        return;
    }
    let o = bench(&os(&vector_add_args()), None);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(4), "{err}");
    assert!(err.contains("no AMD GPU"), "{err}");
    assert!(err.contains("hipInit returned"), "{err}");
    assert!(err.contains("hipGetDeviceCount"), "{err}");
    assert!(err.contains("libamdhip64"), "{err}");
}

/// .hsaco inputs are read (kernel found through the metadata note) before the runtime.
#[test]
fn hsaco_inputs_and_input_errors_come_before_the_runtime() {
    if !have_llvm() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let hsaco = dir.path().join("va.hsaco");
    let o = Command::new(env!("CARGO_BIN_EXE_gfxopt"))
        .arg("assemble")
        .arg(sample("vector_add", "kernel.gfx1100.s"))
        .arg("-o")
        .arg(&hsaco)
        .output()
        .expect("run");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let spec = sample("vector_add", "n4096.toml");
    let s = sample("vector_add", "kernel.gfx1100.s");
    let args: Vec<std::ffi::OsString> = vec![
        s.clone().into(),
        hsaco.clone().into(),
        "--spec".into(),
        spec.clone().into(),
    ];
    let o = bench(&os(&args), Some("/nonexistent"));
    assert_eq!(
        o.status.code(),
        Some(4),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // A kernel the code object lacks: an input error (1), whatever the runtime.
    let mut bad = args.clone();
    bad.extend(["--kernel".into(), "nope".into()]);
    let o = bench(&os(&bad), Some("/nonexistent"));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("no kernel `nope`"), "{err}");
    // --reps 0 is a usage error.
    let mut bad = args;
    bad.extend(["--reps".into(), "0".into()]);
    assert_eq!(
        bench(&os(&bad), Some("/nonexistent")).status.code(),
        Some(2)
    );
}
