//! The pending-load model: deleting an `s_waitcnt` from a sample is reported as a hazard that
//! names the kernel, the source line, the wave and the register; and `gfxopt verify` / `run`
//! behave as documented (exit codes, JSON keys).

#![allow(clippy::unwrap_used)]

use gfxopt::asm::parse_module;
use gfxopt::emu::EmuError;
use gfxopt::harness::inputs::make_inputs;
use gfxopt::harness::runner::{find_kernel, run_kernel, RunError, RunOptions};
use gfxopt::harness::spec::LaunchSpec;
use std::path::Path;
use std::process::Command;

fn sample(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name)
}

/// Removes the `nth` `s_waitcnt` line (0-based) and runs the result on the sample's spec.
fn run_without_wait(name: &str, spec: &str, target: &str, nth: usize) -> Result<(), RunError> {
    let dir = sample(name);
    let text = std::fs::read_to_string(dir.join(format!("kernel.{target}.s"))).unwrap();
    let mut seen = 0;
    let edited: Vec<&str> = text
        .lines()
        .filter(|l| {
            if l.trim_start().starts_with("s_waitcnt ") {
                seen += 1;
                seen - 1 != nth
            } else {
                true
            }
        })
        .collect();
    let module = parse_module("edited.s", &(edited.join("\n") + "\n"), None).unwrap();
    let spec = LaunchSpec::from_file(dir.join(spec)).unwrap();
    let kernel = find_kernel(&module, &spec, None).unwrap();
    let inputs = make_inputs(&spec).unwrap();
    run_kernel(&module, &kernel, &spec, &inputs, &RunOptions::default()).map(|_| ())
}

#[test]
fn deleting_a_waitcnt_is_a_hazard_on_every_sample_and_target() {
    for name in [
        "vector_add",
        "daxpy",
        "reduce",
        "transpose_tiled",
        "sgemm_naive",
        "sgemm_ldsopt",
    ] {
        let spec = std::fs::read_dir(sample(name))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
            .filter(|n| n.ends_with(".toml") && !n.ends_with(".hw.toml"))
            .min()
            .unwrap();
        for target in ["gfx1100", "gfx942"] {
            match run_without_wait(name, &spec, target, 0) {
                Err(RunError::Emu(e)) if matches!(*e, EmuError::Hazard { .. }) => {
                    let EmuError::Hazard {
                        kernel, line, reg, ..
                    } = *e
                    else {
                        unreachable!()
                    };
                    assert_eq!(kernel, name);
                    assert!(line > 0);
                    assert!(!reg.is_empty());
                }
                other => panic!("{name} {target}: expected a hazard, got {other:?}"),
            }
        }
    }
}

#[test]
fn deleting_a_vmcnt_wait_in_a_loop_is_a_hazard() {
    // reduce: the grid-stride loop's `s_waitcnt vmcnt(0)` guards the global load.
    let text = std::fs::read_to_string(sample("reduce").join("kernel.gfx1100.s")).unwrap();
    let nth = text
        .lines()
        .filter(|l| l.trim_start().starts_with("s_waitcnt "))
        .position(|l| l.contains("vmcnt"))
        .unwrap();
    let e = run_without_wait("reduce", "n4096.toml", "gfx1100", nth).unwrap_err();
    let msg = e.to_string();
    assert!(msg.contains("vmcnt") && msg.contains("wave"), "{msg}");
}

fn gfxopt(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_gfxopt"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap()
}

#[test]
fn verify_equal_against_itself_and_different_after_a_mutation() {
    let s = "samples/vector_add/kernel.gfx1100.s";
    let spec = "samples/vector_add/n4096.toml";
    let out = gfxopt(&["verify", s, s, "--spec", spec]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("equal"));

    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(s)).unwrap();
    assert!(text.contains("v_add_f32"));
    let mutated = text.replacen("v_add_f32", "v_sub_f32", 1);
    let dir = tempfile::tempdir().unwrap();
    let m = dir.path().join("mutated.s");
    std::fs::write(&m, mutated).unwrap();
    let out = gfxopt(&["verify", s, m.to_str().unwrap(), "--spec", spec]);
    assert_eq!(out.status.code(), Some(3), "{out:?}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("C["), "{stdout}");
}

#[test]
fn run_prints_json_throughput_and_dumps_npy() {
    let dir = tempfile::tempdir().unwrap();
    let out = gfxopt(&[
        "run",
        "samples/daxpy/kernel.gfx942.s",
        "--spec",
        "samples/daxpy/n3000.toml",
        "--format",
        "json",
        "--dump",
        dir.path().to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["wave_instructions_per_s"].as_f64().unwrap() > 0.0);
    assert!(v["lane_ops_per_s"].as_f64().unwrap() > 0.0);
    assert_eq!(v["reference"]["passed"], true);
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    assert!(names.iter().any(|n| n.ends_with(".out.npy")), "{names:?}");
    assert!(names.iter().any(|n| n.ends_with(".in.npy")), "{names:?}");
}

#[test]
fn out_of_bounds_is_reported_or_zeroed() {
    // vector_add with a buffer too short for n: the kernel reads past the end of A.
    let spec = std::fs::read_to_string(sample("vector_add").join("n4096.toml")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let short = spec.replace("len = \"n\"", "len = \"n - 64\"");
    assert_ne!(short, spec, "spec layout changed");
    let p = dir.path().join("short.toml");
    std::fs::write(&p, short).unwrap();
    let s = sample("vector_add").join("kernel.gfx1100.s");
    let out = gfxopt(&["run", s.to_str().unwrap(), "--spec", p.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("out-of-bounds") && err.contains("past the end"),
        "{err}"
    );
    assert!(
        err.contains("kernel.gfx1100.s:"),
        "names the source line: {err}"
    );
    let out = gfxopt(&[
        "run",
        s.to_str().unwrap(),
        "--spec",
        p.to_str().unwrap(),
        "--oob",
        "zero",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("out-of-bounds"), "{err}");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
}
