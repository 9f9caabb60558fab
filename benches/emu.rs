//! Emulator throughput: lane-ops/s and wave-instructions/s on one host thread and on two (work-
//! groups in parallel; the same run, so the ratio is measured in one go), on the SGEMM samples
//! (and the others, for reference), both targets.
//!
//! Run: `cargo bench --bench emu` (env GFXOPT_BENCH_FILTER=sgemm_ldsopt limits the samples,
//! GFXOPT_BENCH_REPS=5 takes the best of five runs instead of three).
//! A lane-op is one active lane of one vector instruction (two for VOPD pairs and packed f32),
//! or one scalar instruction.

#![allow(clippy::unwrap_used)]

use gfxopt::harness::inputs::make_inputs;
use gfxopt::harness::runner::{find_kernel, load_module, run_kernel, RunOptions};
use gfxopt::harness::spec::LaunchSpec;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let filter = std::env::var("GFXOPT_BENCH_FILTER").unwrap_or_else(|_| "sgemm".into());
    let mut cases = Vec::new();
    for sample in [
        "sgemm_naive",
        "sgemm_lds",
        "sgemm_regtile",
        "sgemm_dbuf",
        "sgemm_ldsopt",
        "vector_add",
        "reduce",
        "transpose_tiled",
    ] {
        if !sample.contains(&filter) && filter != "all" {
            continue;
        }
        let dir = root.join(sample);
        let spec = ["n256.toml", "n10000.toml", "100x130.toml"]
            .iter()
            .map(|s| dir.join(s))
            .find(|p| p.exists());
        if let Some(spec) = spec {
            cases.push((sample, spec));
        }
    }
    println!(
        "{:<16} {:<8} {:>12} {:>10} {:>14} {:>14} {:>16} {:>8}",
        "sample",
        "target",
        "wave-insts",
        "wall ms",
        "M wave-inst/s",
        "M lane-ops/s",
        "2 thr M lane/s",
        "2 / 1"
    );
    for (sample, spec_path) in cases {
        let spec = LaunchSpec::from_file(&spec_path).expect("spec");
        let inputs = make_inputs(&spec).expect("inputs");
        for target in ["gfx1100", "gfx942"] {
            let module = load_module(&spec_path.with_file_name(format!("kernel.{target}.s")))
                .expect("module");
            let kernel = find_kernel(&module, &spec, None).expect("kernel");
            let run = |threads: usize| {
                let opts = RunOptions {
                    threads: Some(threads),
                    ..RunOptions::default()
                };
                run_kernel(&module, &kernel, &spec, &inputs, &opts).expect("run")
            };
            // Best of `reps` (GFXOPT_BENCH_REPS, default 3), one and two threads taking turns:
            // on a shared machine a burst of other work then costs both figures alike, where
            // three one-thread runs followed by three two-thread runs put it all on one side.
            let reps: usize = std::env::var("GFXOPT_BENCH_REPS")
                .ok()
                .and_then(|r| r.parse().ok())
                .unwrap_or(3);
            let (mut one, mut two) = (run(1), run(2));
            for _ in 1..reps {
                let a = run(1);
                if a.wall < one.wall {
                    one = a;
                }
                let b = run(2);
                if b.wall < two.wall {
                    two = b;
                }
            }
            let secs = one.wall.as_secs_f64();
            let lane1 = one.stats.lane_ops as f64 / secs / 1e6;
            let lane2 = two.stats.lane_ops as f64 / two.wall.as_secs_f64() / 1e6;
            println!(
                "{:<16} {:<8} {:>12} {:>10.1} {:>14.1} {:>14.1} {:>16.1} {:>8.2}",
                sample,
                target,
                one.stats.wave_instructions,
                secs * 1e3,
                one.stats.wave_instructions as f64 / secs / 1e6,
                lane1,
                lane2,
                lane2 / lane1
            );
        }
    }
}
