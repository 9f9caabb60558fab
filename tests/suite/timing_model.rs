//! Issue 23, the timing model: the estimate orders seed 001's SGEMM kernels as they were
//! measured (kernels 1-5 from the samples, 6-8 made from kernel 5 with our own passes), the
//! JSON schema of `gfxopt estimate`, and `diff --spec` showing the model's speedup.

use super::common;
use gfxopt::asm::{parse_module, Module};
use gfxopt::harness::runner::find_kernel;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::timing::{device::Device, estimate, Options};
use std::process::Command;

fn sample(name: &str) -> Module {
    let path = common::repo().join(format!("samples/{name}/kernel.gfx1100.s"));
    let text = std::fs::read_to_string(&path).expect("sample");
    parse_module(&path.display().to_string(), &text, None).expect("parses")
}

fn predicted_seconds(m: &Module, spec_of: &str) -> f64 {
    let path = common::repo().join(format!("samples/{spec_of}/n4096.hw.toml"));
    let spec = LaunchSpec::from_file(&path).expect("spec");
    let k = find_kernel(m, &spec, None).expect("kernel");
    let dev = Device::for_target(gfxopt::asm::Target::Gfx1100);
    estimate(m, &k, &spec, &dev, &Options::default())
        .unwrap_or_else(|e| panic!("{e}"))
        .time_s
}

#[test]
fn issue_23_estimate_orders_the_seed_kernels_as_measured() {
    // Seed 001's order, slowest first: each kernel was measured faster than the one before.
    let ldsopt = sample("sgemm_ldsopt");
    let mut times = Vec::new();
    for name in ["sgemm_naive", "sgemm_lds", "sgemm_regtile", "sgemm_dbuf"] {
        times.push((name.to_string(), predicted_seconds(&sample(name), name)));
    }
    times.push((
        "sgemm_ldsopt".into(),
        predicted_seconds(&ldsopt, "sgemm_ldsopt"),
    ));
    for passes in ["vopd", "vopd,unroll", "vopd,unroll,sgpr-addr=spread"] {
        let (m, _) = common::optimize(&ldsopt, passes);
        times.push((
            format!("ldsopt + {passes}"),
            predicted_seconds(&m, "sgemm_ldsopt"),
        ));
    }
    for w in times.windows(2) {
        assert!(
            w[0].1 > w[1].1,
            "{} ({:.4} ms) should be predicted slower than {} ({:.4} ms); all: {times:?}",
            w[0].0,
            w[0].1 * 1e3,
            w[1].0,
            w[1].1 * 1e3
        );
    }
}

fn gfxopt(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_gfxopt"))
        .current_dir(common::repo())
        .args(args)
        .output()
        .expect("run gfxopt")
}

#[test]
fn estimate_json_has_the_issue_schema() {
    let out = gfxopt(&[
        "estimate",
        "samples/sgemm_ldsopt/kernel.gfx1100.s",
        "--spec",
        "samples/sgemm_ldsopt/n256.toml",
        "--format",
        "json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let k = &v["kernels"][0];
    assert_eq!(k["name"], "sgemm_ldsopt");
    assert!(k["time_s"].as_f64().is_some_and(|t| t > 0.0));
    assert!(k["cycles"].as_f64().is_some_and(|c| c > 0.0));
    assert!(k["bottleneck"].as_str().is_some_and(|b| !b.is_empty()));
    assert_eq!(k["model"], true);
    let loops = k["loops"].as_array().expect("loops");
    assert!(!loops.is_empty(), "the SGEMM has loops");
    // Seconds and clocks agree through the device's clock.
    let dev = Device::for_target(gfxopt::asm::Target::Gfx1100);
    let t = k["time_s"].as_f64().unwrap_or(0.0);
    let c = k["cycles"].as_f64().unwrap_or(0.0);
    assert!((c / (t * dev.clock_ghz * 1e9) - 1.0).abs() < 1e-9);
}

#[test]
fn diff_with_a_spec_shows_the_predicted_speedup_as_a_model() {
    let dir = tempfile::tempdir().expect("tempdir");
    let after = dir.path().join("after.s");
    let (m, _) = common::optimize(&sample("sgemm_ldsopt"), "vopd");
    std::fs::write(&after, m.print()).expect("write");
    let after = after.display().to_string();
    let before = "samples/sgemm_ldsopt/kernel.gfx1100.s";
    let spec = "samples/sgemm_ldsopt/n256.toml";
    let out = gfxopt(&["diff", before, &after, "--spec", spec, "--format", "json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let m = &v["kernels"][0]["model"];
    assert_eq!(m["model"], true);
    let (b, a) = (
        m["before"]["time_s"].as_f64().unwrap_or(0.0),
        m["after"]["time_s"].as_f64().unwrap_or(0.0),
    );
    assert!(b > 0.0 && a > 0.0);
    assert!((m["speedup"].as_f64().unwrap_or(0.0) - b / a).abs() < 1e-9);
    for (format, label) in [
        ("text", "a prediction, not a measurement"),
        ("md", "a prediction, not a measurement"),
        ("html", "Timing model"),
    ] {
        let out = gfxopt(&["diff", before, &after, "--spec", spec, "--format", format]);
        assert!(out.status.success());
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains(label), "{format}: no `{label}`");
        assert!(text.contains("predicted speedup"), "{format}");
    }
    // Without --spec no model is run.
    let out = gfxopt(&["diff", before, &after, "--format", "json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert!(v["kernels"][0]["model"].is_null());
}
