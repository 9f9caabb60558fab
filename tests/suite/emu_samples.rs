//! Acceptance: every sample, both targets, emulated from its committed `.s`, matches its CPU
//! reference at the sizes of its small launch specs (`samples/<name>/*.toml`, not `*.hw.toml`).

#![allow(clippy::unwrap_used)]

use crate::common;

use gfxopt::harness::inputs::make_inputs;
use gfxopt::harness::reference::{check, expected};
use gfxopt::harness::runner::{find_kernel, load_module, run_kernel, RunOptions};
use gfxopt::harness::spec::LaunchSpec;
use std::path::{Path, PathBuf};

fn specs() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let mut dirs: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    for d in dirs {
        let mut files: Vec<_> = std::fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                let n = p.file_name().unwrap().to_string_lossy().to_string();
                n.ends_with(".toml") && !n.ends_with(".hw.toml")
            })
            .collect();
        files.sort();
        out.extend(files);
    }
    out
}

/// Runs one spec on one target; `Err` describes why it does not match.
fn run_one(spec_path: &Path, target: &str) -> Result<String, String> {
    let spec = LaunchSpec::from_file(spec_path).map_err(|e| e.to_string())?;
    let s = spec_path
        .parent()
        .unwrap()
        .join(format!("kernel.{target}.s"));
    let module = load_module(&s).map_err(|e| e.to_string())?;
    let kernel = find_kernel(&module, &spec, None).map_err(|e| e.to_string())?;
    let inputs = make_inputs(&spec)?;
    let out = run_kernel(&module, &kernel, &spec, &inputs, &RunOptions::default())
        .map_err(|e| e.to_string())?;
    let exp = expected(&spec, &inputs)?.ok_or("the spec names no reference")?;
    let c = check(&spec, &exp, &out.buffers[&exp.buffer]);
    if c.passed() {
        Ok(format!(
            "max abs err {:.3e}, {} wave-instructions",
            c.max_abs_err, out.stats.wave_instructions
        ))
    } else {
        let (i, g, e) = c.first_failure.unwrap();
        Err(format!(
            "{} of {} elements of {} out of tolerance; first at [{i}]: got {g}, expected {e}",
            c.failures,
            exp.values.len(),
            c.buffer
        ))
    }
}

#[test]
fn every_sample_matches_its_reference() {
    let mut failures = Vec::new();
    let mut n = 0;
    for spec in specs() {
        for target in ["gfx1100", "gfx942"] {
            n += 1;
            let name = format!(
                "{}/{} {target}",
                spec.parent()
                    .unwrap()
                    .file_name()
                    .unwrap()
                    .to_string_lossy(),
                spec.file_name().unwrap().to_string_lossy()
            );
            match run_one(&spec, target) {
                Ok(msg) => eprintln!("ok   {name}: {msg}"),
                Err(e) => {
                    eprintln!("FAIL {name}: {e}");
                    failures.push(format!("{name}: {e}"));
                }
            }
        }
    }
    assert!(n > 0);
    assert!(
        failures.is_empty(),
        "{} of {n} sample runs fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// `gfxopt run --profile`: the K loop of sgemm_lds (32-wide K tiles) is entered once per
/// iteration by every wave: waves x K/32 entries, in text and JSON.
#[test]
fn the_profile_counts_loop_entries_per_wave() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/sgemm_lds");
    let spec_path = root.join("n128.toml");
    let spec = LaunchSpec::from_file(&spec_path).unwrap();
    for (target, wave) in [("gfx1100", 32u64), ("gfx942", 64)] {
        let waves = spec.grid.iter().map(|&g| g as u64).product::<u64>()
            * spec.block.iter().map(|&b| b as u64).product::<u64>()
            / wave;
        let k = 128 / 32;
        let file = root.join(format!("kernel.{target}.s"));
        let profile = common::run_profile(&file, &spec_path);
        assert_eq!(
            profile.get(".LBB0_2").and_then(|n| n.as_u64()),
            Some(waves * k),
            "{target}: {profile:?}"
        );
        let text = common::gfxopt()
            .args(["run", "--profile", "--spec"])
            .arg(&spec_path)
            .arg(&file)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&text.stdout);
        assert!(
            text.lines()
                .any(|l| l.split_whitespace().collect::<Vec<_>>()
                    == [".LBB0_2", &(waves * k).to_string()]),
            "{text}"
        );
    }
}
