//! Issue 23, the timing model: the estimate orders seed 001's SGEMM kernels as they were
//! measured (kernels 1-5 from the samples, 6-8 made from kernel 5 with our own passes), the
//! JSON schema of `gfxopt estimate`, and `diff --spec` showing the model's speedup.

use super::common;
use gfxopt::asm::{parse_instruction, parse_module, Module, Target};
use gfxopt::emu::decode;
use gfxopt::harness::runner::find_kernel;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::isa::{isa, Pipe, Sched};
use gfxopt::kernel::Kernel;
use gfxopt::timing::cost::{costs, OpCost};
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

// Per-opcode costs come from LLVM's scheduling model through `isa-specs/` (issue 23): the
// numbers below are LLVM 19's (SISchedule.td, gfx940 XDL passes; GFX11SpeedModel), so a wrong
// table or a cost keyed on something else fails here.

fn sched(t: Target, text: &str) -> Sched {
    let inst = parse_instruction(text).expect("parses");
    let table = isa(t);
    let op = table
        .lookup(&inst)
        .unwrap_or_else(|| panic!("{t}: no form for `{text}`"));
    table.info(op).sched
}

/// The cost of each line of a straight-line snippet on the target's default device.
fn snippet_costs(t: Target, lines: &[&str]) -> Vec<OpCost> {
    let src = format!("{}\n\ts_endpgm\n", lines.join("\n"));
    let module = parse_module("<test>", &src, Some(t)).expect("parse");
    let kernel = Kernel::snippet(t, module.lines.len());
    let prog = decode(&module, &kernel).expect("decode");
    let mut c = costs(&prog, &Device::for_target(t));
    c.pop(); // s_endpgm
    c
}

#[test]
fn issue_23_mfma_passes_are_llvms() {
    let t = Target::Gfx942;
    for (text, passes) in [
        ("v_mfma_f32_4x4x1_16b_f32 v[0:3], v4, v5, v[0:3]", 2),
        ("v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], v[0:3]", 4),
        (
            "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]",
            8,
        ),
        ("v_mfma_f32_16x16x4_f32 v[0:3], v4, v5, v[0:3]", 8),
        ("v_mfma_f32_32x32x2_f32 v[0:15], v16, v17, v[0:15]", 16),
    ] {
        let s = sched(t, text);
        assert_eq!(
            (s.pipe, s.issue, s.latency),
            (Pipe::Xdl, passes, passes),
            "{text}"
        );
    }
    // DGEMM runs on the VALU in LLVM's gfx940 model.
    let s = sched(t, "v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]");
    assert_eq!((s.pipe, s.issue), (Pipe::Valu, 8));
}

#[test]
fn issue_23_a_16_pass_mfma_costs_4x_a_4_pass_one() {
    let c = snippet_costs(
        Target::Gfx942,
        &[
            "v_mfma_f32_32x32x2_f32 v[0:15], v16, v17, v[0:15]",
            "v_mfma_f32_16x16x16_f16 v[20:23], v[24:25], v[26:27], v[20:23]",
            "v_mfma_f32_32x32x8_f16 v[32:47], v[24:25], v[26:27], v[32:47]",
            "v_add_f32_e32 v50, v51, v52",
        ],
    );
    let dev = Device::for_target(Target::Gfx942);
    // 4 clocks per pass (wave64 on SIMD16: the device's clocks per LLVM cycle).
    assert_eq!(dev.valu_cycles, 4);
    assert_eq!(
        [c[0].busy, c[1].busy, c[2].busy, c[3].busy],
        [64, 16, 32, 4]
    );
    assert_eq!(c[0].busy, 4 * c[1].busy);
    assert_eq!([c[0].latency, c[1].latency], [64, 16]);
}

#[test]
fn issue_23_transcendentals_are_on_the_trans_pipe_on_gfx1100() {
    let t = Target::Gfx1100;
    assert_eq!(sched(t, "v_exp_f32_e32 v0, v1").pipe, Pipe::TransValu);
    assert_eq!(sched(t, "v_rcp_f32_e32 v0, v1").pipe, Pipe::TransValu);
    assert_eq!(sched(t, "v_fmac_f32_e32 v0, v1, v2").pipe, Pipe::Valu);
    // gfx942 has no separate transcendental unit in LLVM's model: a longer VALU op.
    let s = sched(Target::Gfx942, "v_exp_f32_e32 v0, v1");
    assert_eq!((s.pipe, s.latency), (Pipe::Valu, 4));
    let c = snippet_costs(
        t,
        &[
            "v_exp_f32_e32 v0, v1",
            "v_fmac_f32_e32 v2, v3, v4",
            "v_add_f64 v[6:7], v[8:9], v[10:11]",
        ],
    );
    // LLVM: TRANS 10 cycles to the result, VALU 5, f64 38; each issues in one cycle.
    assert_eq!(
        c.iter().map(|c| (c.busy, c.latency)).collect::<Vec<_>>(),
        [(1, 10), (1, 5), (1, 38)]
    );
}

#[test]
fn issue_23_a_vopd_pair_costs_its_slower_half_and_fmac_reads_two_banks() {
    let c = snippet_costs(
        Target::Gfx1100,
        &[
            "v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, v5, v6",
            "v_fmac_f32_e32 v8, v9, v10",
            "v_fma_f32 v8, v9, v10, v11",
        ],
    );
    // LLVM models the pair as two HWVALU cycles; the hardware issues it at once.
    assert_eq!((c[0].busy, c[0].latency), (1, 5));
    // The tied accumulator (`defuse` in isa-specs) is written, not read through a bank port.
    assert_eq!(c[0].bank_reads.as_slice(), [1, 2, 5, 6]);
    assert_eq!(c[1].bank_reads.as_slice(), [9, 10]);
    assert_eq!(c[2].bank_reads.as_slice(), [9, 10, 11]);
}

#[test]
fn issue_23_lds_loads_are_the_forms_that_may_load() {
    let c = snippet_costs(
        Target::Gfx1100,
        &[
            "ds_load_b32 v0, v1",
            "ds_read_b32 v0, v1",
            "ds_store_b32 v1, v0",
            "ds_add_rtn_u32 v0, v1, v2",
        ],
    );
    assert_eq!(
        c.iter().map(|c| c.is_load).collect::<Vec<_>>(),
        [true, true, false, true]
    );
}

/// seed 002's vector add (gfx942) with a chain of `n` dependent `mfma` after the add.
fn mfma_kernel(mfma: &str, n: usize) -> Module {
    let path = common::repo().join("samples/vector_add/kernel.gfx942.s");
    let text = std::fs::read_to_string(&path).expect("sample");
    let anchor = "\tv_add_f32_e32 v2, v6, v7\n";
    assert!(text.contains(anchor));
    let chain: String = (0..n).map(|_| format!("\t{mfma}\n")).collect();
    let text = text
        .replace(anchor, &format!("{anchor}{chain}"))
        .replace(".amdhsa_next_free_vgpr 8", ".amdhsa_next_free_vgpr 40")
        .replace(".amdhsa_accum_offset 8", ".amdhsa_accum_offset 40")
        .replace(".vgpr_count:     8", ".vgpr_count:     40");
    parse_module("mfma.s", &text, None).expect("parses")
}

#[test]
fn issue_23_an_mfma_kernels_estimate_follows_the_mfma_shape() {
    let path = common::repo().join("samples/vector_add/n10000.toml");
    let spec = LaunchSpec::from_file(&path).expect("spec");
    let dev = Device::for_target(Target::Gfx942);
    let cycles = |mfma: &str, n: usize| {
        let m = mfma_kernel(mfma, n);
        let k = find_kernel(&m, &spec, None).expect("kernel");
        estimate(&m, &k, &spec, &dev, &Options::default())
            .unwrap_or_else(|e| panic!("{e}"))
            .cycles
    };
    let base = cycles("", 0);
    let small = cycles("v_mfma_f32_16x16x4_f32 v[8:11], v6, v7, v[8:11]", 32) - base;
    let large = cycles("v_mfma_f32_32x32x2_f32 v[8:23], v6, v7, v[8:23]", 32) - base;
    // One group per CU, one wave per SIMD: the chain adds 32 x passes x 4 clocks (8 and 16
    // passes), twice as much for the 32x32 shape.
    let ratio = large / small;
    assert!(
        (1.8..2.2).contains(&ratio),
        "32x32x2 adds {large} cycles, 16x16x4 {small}: ratio {ratio}"
    );
    assert!(
        (900.0..1400.0).contains(&small),
        "16x16x4 chain: {small} cycles"
    );
}

/// Issue 46: the binaries seed 001 timed (corpus/seed001, N = 4096 on the RX 7900 XTX) are
/// predicted within 10% each, every ratio between two of them within 10%, and the 6 -> 8 gain
/// within 10 points of the measured 29.7%. Kernel 5 is the calibration's fit kernel for
/// `lds_latency`; 6-8 are held out (scripts/calibrate-timing.py).
#[test]
fn issue_46_the_timed_binaries_are_predicted_within_ten_percent() {
    let dir = common::repo().join("corpus/seed001");
    let spec = LaunchSpec::from_file(dir.join("n4096.hw.toml")).expect("spec");
    let dev = Device::for_target(Target::Gfx1100);
    let timed = [
        ("kernel6_valu_optim_reference.s", 4.0994e-3),
        ("kernel6_valu_optim.s", 3.6368e-3),
        ("kernel7_unroll.s", 3.3314e-3),
        ("kernel8_batched_gmem.s", 2.8032e-3),
    ];
    let mut rows = Vec::new();
    for (file, measured) in timed {
        let path = dir.join(file);
        // The hand edits write `offset: 8`; the parser does not take the space yet (issue 45).
        let text = std::fs::read_to_string(&path)
            .expect("seed file")
            .replace("offset: ", "offset:");
        let m = parse_module(&path.display().to_string(), &text, None).expect("parses");
        let k = find_kernel(&m, &spec, None).expect("kernel");
        let t = estimate(&m, &k, &spec, &dev, &Options::default())
            .unwrap_or_else(|e| panic!("{file}: {e}"))
            .time_s;
        rows.push((file, measured, t));
    }
    for &(file, measured, t) in &rows {
        let err = t / measured - 1.0;
        assert!(
            err.abs() <= 0.10,
            "{file}: {:+.1}%; all: {rows:?}",
            100.0 * err
        );
    }
    for (i, a) in rows.iter().enumerate() {
        for b in &rows[i + 1..] {
            let err = (a.2 / b.2) / (a.1 / b.1) - 1.0;
            assert!(err.abs() <= 0.10, "{}/{}: {:+.1}%", a.0, b.0, 100.0 * err);
        }
    }
    // The gain of kernel 8 over kernel 6, measured and predicted.
    let measured = rows[1].1 / rows[3].1 - 1.0;
    let predicted = rows[1].2 / rows[3].2 - 1.0;
    assert!(
        (predicted - measured).abs() <= 0.10,
        "6 -> 8 gain {:.1}% predicted, {:.1}% measured",
        100.0 * predicted,
        100.0 * measured
    );
}
