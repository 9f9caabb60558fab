//! The dataflow analyses on every sample, checked against what the compiler states about its
//! own output (descriptor, metadata, `; Occupancy:` and `; codeLenInByte` comments) and against
//! hand counts of the SGEMM loops.

use crate::common;

use gfxopt::asm::{parse_module, Module};
use gfxopt::flow::stats::{kernel_stats, KernelStats};
use gfxopt::flow::KernelFlow;
use gfxopt::isa::isa;
use gfxopt::kernel::kernels;

fn analyze(path: &std::path::Path) -> (Module, Vec<KernelStats>) {
    let text = std::fs::read_to_string(path).expect("read");
    let m =
        parse_module(&path.display().to_string(), &text, None).unwrap_or_else(|e| panic!("{e}"));
    let isa = isa(m.target.expect("target"));
    let stats = kernels(&m)
        .expect("kernels")
        .iter()
        .map(|k| {
            let flow = KernelFlow::build(&m, k, isa).unwrap_or_else(|e| panic!("{e}"));
            kernel_stats(&m, k, isa, &flow)
        })
        .collect();
    (m, stats)
}

/// The number after `; NAME` in the compiler's kernel-info comment block.
fn comment_value(m: &Module, name: &str) -> Option<u32> {
    m.source().lines().find_map(|l| {
        let rest = l.trim().strip_prefix(';')?.trim().strip_prefix(name)?;
        rest.trim_start_matches([' ', ':', '='])
            .split_whitespace()
            .next()?
            .parse()
            .ok()
    })
}

fn sample(name: &str, target: &str) -> std::path::PathBuf {
    common::repo().join(format!("samples/{name}/kernel.{target}.s"))
}

#[test]
fn resources_agree_with_the_compiler_on_every_sample() {
    for path in common::sample_files() {
        let (m, stats) = analyze(&path);
        let [s] = &stats[..] else {
            panic!("one kernel per sample")
        };
        let p = path.display();
        assert_eq!(Some(s.vgprs), s.declared.vgprs, "{p}: VGPRs");
        assert_eq!(Some(s.sgprs), s.declared.sgprs, "{p}: SGPRs");
        assert_eq!(
            Some(s.resources.next_free_sgpr),
            s.declared.next_free_sgpr,
            "{p}: next free SGPR"
        );
        assert_eq!(Some(s.lds_bytes), s.declared.lds_bytes, "{p}: LDS");
        assert_eq!(
            Some(s.occupancy),
            comment_value(&m, "Occupancy"),
            "{p}: occupancy"
        );
        assert_eq!(
            Some(s.code_bytes),
            comment_value(&m, "codeLenInByte"),
            "{p}: code bytes"
        );
    }
}

#[test]
fn sgemm_loops_and_trip_counts() {
    // LDS-optimized SGEMM on gfx1100: the K-tile loop (trip count unknown: controlled by VCC)
    // holds the 8-step inner loop over the tile's k.
    let (_, s) = analyze(&sample("sgemm_ldsopt", "gfx1100"));
    let s = &s[0];
    let inner = s.loops.iter().find(|l| l.depth == 2).expect("inner loop");
    assert_eq!(inner.trip_count, serde_json::json!(8));
    assert_eq!(inner.header, ".LBB0_8");
    // Hand count of the listing: 62 v_dual_fmac pairs and 4 single v_fmac per k step.
    assert_eq!(
        (inner.fma_total, inner.fma_dual, inner.vopd),
        (128, 124, 62)
    );
    let hot = s.hot_loop.as_ref().expect("hot loop");
    assert_eq!(hot.header, ".LBB0_5");
    assert_eq!(hot.inner_loops, 1);
    // Register tiling: a K loop stepping by 8 up to the K argument (the fifth argument).
    let (_, s) = analyze(&sample("sgemm_regtile", "gfx1100"));
    let l = &s[0].loops[0];
    assert_eq!(l.trip_count, serde_json::json!("cdiv(arg4, 8)"));
    // Naive: counts K down to zero.
    let (_, s) = analyze(&sample("sgemm_naive", "gfx1100"));
    assert_eq!(s[0].loops[0].trip_count, serde_json::json!("arg4"));
}

#[test]
fn json_output_has_the_documented_shape() {
    let v = common::json_of(
        common::gfxopt()
            .args(["analyze", "--format", "json"])
            .arg(sample("sgemm_ldsopt", "gfx1100")),
    );
    assert_eq!(v["target"], "gfx1100");
    let k = &v["kernels"][0];
    for key in [
        "name",
        "instructions",
        "code_bytes",
        "vgprs",
        "agprs",
        "sgprs",
        "lds_bytes",
        "scratch_bytes",
        "occupancy",
        "declared",
        "vgpr_moves",
        "loops",
        "hot_loop",
    ] {
        assert!(!k[key].is_null(), "missing {key}");
    }
    for key in [
        "header",
        "depth",
        "trip_count",
        "instructions",
        "valu",
        "vopd",
        "fma_total",
        "fma_dual",
        "bank_conflicts",
        "global_loads",
        "address_valu",
    ] {
        assert!(k["loops"][0].get(key).is_some(), "missing loops[].{key}");
    }
    for key in [
        "header",
        "fma_total",
        "fma_dual",
        "fma_dual_pct",
        "bank_conflicts",
        "inner_loops",
        "address_valu_per_iter",
    ] {
        assert!(k["hot_loop"].get(key).is_some(), "missing hot_loop.{key}");
    }
}

#[test]
fn uniformity_separates_lane_values_from_wave_values() {
    let path = sample("vector_add", "gfx1100");
    let (m, _) = analyze(&path);
    let k = &kernels(&m).expect("kernels")[0];
    let isa = isa(m.target.expect("target"));
    let flow = KernelFlow::build(&m, k, isa).expect("flow");
    let text = |i: usize| gfxopt::flow::insts::instruction(&m, &flow.code.insts[i]).to_string();
    let mut saw_lane = false;
    let mut saw_wave = false;
    for i in 0..flow.code.len() {
        let t = text(i);
        // The global index mixes the work-item id (v0) in: different per lane.
        if t.starts_with("v_mad_u64_u32") {
            assert!(!flow.uniform[i], "{t}");
            saw_lane = true;
        }
        // Loads through per-lane addresses give per-lane values.
        if t.starts_with("global_load") {
            assert!(!flow.uniform[i], "{t}");
        }
        if t.starts_with("s_load") {
            assert!(flow.uniform[i], "{t}");
            saw_wave = true;
        }
    }
    assert!(saw_lane && saw_wave);
}
