//! Acceptance of the `unroll` pass (issue 8): the SGEMM hot loop loses its inner loop and its
//! per-copy LDS pointer increments and still computes the same bits; a non-multiple trip count
//! with `unroll=3` is peeled and verified; the code-size guard refuses with its reason; the
//! output assembles.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use gfxopt::asm::{parse_module, Module};
use gfxopt::flow::stats::kernel_stats;
use gfxopt::flow::trip::TripCount;
use gfxopt::flow::KernelFlow;
use gfxopt::harness::runner::RunOptions;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::harness::verify::{verify, Verdict};
use gfxopt::isa::semantics::address_operands;
use gfxopt::isa::{isa, AddrSpace, Unit};
use gfxopt::kernel::kernels;
use gfxopt::passes::{
    parse_pass_list, run_pipeline, run_pipeline_limited, Assumptions, PassError, PassLogEntry,
};

fn load(rel: &str) -> Module {
    let path = common::repo().join(rel);
    let text = std::fs::read_to_string(&path).expect("read sample");
    parse_module(&path.display().to_string(), &text, None).unwrap()
}

fn optimize(m: &Module, passes: &str, limit: Option<u32>) -> (Module, Vec<PassLogEntry>) {
    let mut after = m.clone();
    let reqs = parse_pass_list(passes).unwrap();
    let out = run_pipeline_limited(&mut after, &reqs, None, &Assumptions::new(), None, limit)
        .unwrap_or_else(|e| panic!("{passes}: {e}"));
    let log = out.log.into_iter().filter(|e| e.pass == "unroll").collect();
    (after, log)
}

fn assert_equal(before: &Module, after: &Module, spec: &str) {
    let spec = LaunchSpec::from_file(common::repo().join(spec)).unwrap();
    match verify(before, after, &spec, None, true, &RunOptions::default()).unwrap() {
        Verdict::Equal { .. } => {}
        Verdict::Different { inputs, difference } => {
            panic!(
                "{}: differs on {inputs}: {difference:?}",
                spec.path.display()
            )
        }
    }
}

/// Figures of the first kernel: (instructions, code bytes, hot loop's inner loops, LDS pointer
/// updates per hot-loop iteration).
struct Figures {
    instructions: u32,
    code_bytes: u32,
    inner_loops: u32,
    lds_updates: u64,
}

/// LDS pointer updates per iteration of the hot loop: SALU/VALU instructions whose result a DS
/// instruction reads as its address, each weighted by the known trip counts of the loops nested
/// in the hot loop that contain it.
fn figures(m: &Module) -> Figures {
    let k = kernels(m).unwrap().remove(0);
    let isa = isa(m.target.unwrap());
    let flow = KernelFlow::build(m, &k, isa).unwrap();
    let stats = kernel_stats(m, &k, isa, &flow);
    let mut updates = 0u64;
    let hot_id = stats.hot_loop_id;
    let blocks = hot_id.map_or(Vec::new(), |h| flow.loops.get(h).blocks.clone());
    for &b in &blocks {
        let Some(hot_id) = hot_id else { break };
        let weight: u64 = flow
            .loops
            .nested_in(hot_id)
            .filter(|&l| flow.loops.get(l).contains(b))
            .map(|l| match flow.trip_counts[l.0 as usize] {
                TripCount::Constant(n) => n,
                _ => 1,
            })
            .product();
        for i in flow.cfg.blocks[b.index()].insts.clone() {
            let unit = isa.info(flow.code.insts[i].op).unit;
            if !matches!(unit, Unit::Salu | Unit::Valu) {
                continue;
            }
            let feeds_lds_address = flow.def_use.def_uses[i].iter().any(|&(y, u)| {
                let yi = &flow.code.insts[y as usize];
                let info = isa.info(yi.op);
                let text = m.lines[yi.line].instruction().unwrap();
                info.addr_space == Some(AddrSpace::Lds)
                    && address_operands(info)
                        .into_iter()
                        .filter_map(|p| text.operands.get(p))
                        .any(|o| gfxopt::flow::regs::operand_units(o).contains(&u))
            });
            if feeds_lds_address {
                updates += weight;
            }
        }
    }
    Figures {
        instructions: stats.instructions,
        code_bytes: stats.code_bytes,
        inner_loops: stats.hot_loop.map_or(0, |h| h.inner_loops),
        lds_updates: updates,
    }
}

fn assembles(m: &Module) {
    if common::llvm_mc().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    gfxopt::toolchain::assemble_module(m, &dir.path().join("out.hsaco"), None)
        .unwrap_or_else(|e| panic!("{}: the unrolled output does not assemble: {e}", m.name));
}

#[test]
fn sgemm_ldsopt_gfx1100_inner_loop_fully_unrolled_and_bit_exact() {
    let before = load("samples/sgemm_ldsopt/kernel.gfx1100.s");
    let (after, log) = optimize(&before, "unroll", None);
    let changed: Vec<&String> = log.iter().flat_map(|e| &e.changed).collect();
    assert!(
        changed
            .iter()
            .any(|c| c.starts_with(".LBB0_8: fully unrolled (trip 8)")),
        "{log:#?}"
    );
    let (b, a) = (figures(&before), figures(&after));
    eprintln!(
        "sgemm_ldsopt gfx1100 unroll: instructions {} -> {}, code bytes {} -> {}, inner loops {} -> {}, LDS pointer updates per K-tile {} -> {}",
        b.instructions, a.instructions, b.code_bytes, a.code_bytes, b.inner_loops, a.inner_loops,
        b.lds_updates, a.lds_updates
    );
    assert_eq!(b.inner_loops, 1);
    assert_eq!(a.inner_loops, 0, "the hot loop still has an inner loop");
    // Before: `v161 = v144` once, then `v182 = s1 + v143` and `v161 += 0x210` in each of 8 steps.
    assert_eq!(b.lds_updates, 17);
    assert!(
        a.lds_updates <= 2,
        "{} LDS pointer updates per K-tile",
        a.lds_updates
    );
    assert!(a.instructions > b.instructions);
    assert_equal(&before, &after, "samples/sgemm_ldsopt/n128.toml");
    assert_equal(&before, &after, "samples/sgemm_ldsopt/n256.toml");
    assembles(&after);
}

#[test]
fn loops_without_a_constant_trip_count_are_refused_with_the_reason() {
    // gfx942's ldsopt: the compiler unrolled the k-loop itself; the tile loop's count is unknown.
    let before = load("samples/sgemm_ldsopt/kernel.gfx942.s");
    let (after, log) = optimize(&before, "unroll", None);
    let refused: Vec<&(String, String)> = log.iter().flat_map(|e| &e.refused).collect();
    assert!(
        refused
            .iter()
            .any(|(_, why)| why.contains("not a compile-time constant")),
        "{log:#?}"
    );
    assert!(log.iter().all(|e| e.changed.is_empty()));
    assert_eq!(after.print(), before.print());
    // The outer loop of the gfx1100 kernel has several blocks.
    let (_, log) = optimize(
        &load("samples/sgemm_ldsopt/kernel.gfx1100.s"),
        "unroll",
        None,
    );
    assert!(
        log.iter()
            .flat_map(|e| &e.refused)
            .any(|(scope, _)| scope == ".LBB0_5"),
        "{log:#?}"
    );
}

#[test]
fn reduce_lds_every_factor_verifies_on_both_targets() {
    for target in ["gfx1100", "gfx942"] {
        let before = load(&format!("samples/reduce_lds/kernel.{target}.s"));
        for passes in ["unroll", "unroll=2", "unroll=3", "unroll=5", "unroll=64"] {
            let (after, log) = optimize(&before, passes, None);
            let changed: Vec<&String> = log.iter().flat_map(|e| &e.changed).collect();
            assert_eq!(changed.len(), 2, "{target} {passes}: both loops: {log:#?}");
            if passes == "unroll=3" {
                // 8 = 3*2 + 2 and 32 = 3*10 + 2: the remainder is peeled in front.
                assert!(
                    changed
                        .iter()
                        .all(|c| c.contains("2 remainder copies peeled")),
                    "{changed:#?}"
                );
            }
            let (b, a) = (figures(&before), figures(&after));
            eprintln!(
                "reduce_lds {target} {passes}: instructions {} -> {}, code bytes {} -> {}",
                b.instructions, a.instructions, b.code_bytes, a.code_bytes
            );
            for spec in ["n1000", "n512"] {
                assert_equal(&before, &after, &format!("samples/reduce_lds/{spec}.toml"));
            }
            if passes == "unroll=3" || passes == "unroll" {
                assembles(&after);
            }
        }
    }
}

#[test]
fn fully_unrolled_reduce_has_no_loops_and_no_per_copy_increments() {
    let before = load("samples/reduce_lds/kernel.gfx1100.s");
    let (after, _) = optimize(&before, "unroll", None);
    let k = kernels(&after).unwrap().remove(0);
    let flow = KernelFlow::build(&after, &k, isa(after.target.unwrap())).unwrap();
    assert!(flow.loops.loops.is_empty());
    let text = after.print();
    // One address computation per former loop, offsets carry the rest.
    assert!(!text.contains("s_cmpk_lg_i32"), "compare left");
    assert!(
        text.contains("offset:896"),
        "7 * 128 folded into the last load"
    );
    assert!(
        text.contains("offset:124"),
        "31 * 4 folded into the last load"
    );
}

#[test]
fn code_size_guard_refuses_with_the_reason() {
    let before = load("samples/sgemm_ldsopt/kernel.gfx1100.s");
    let (after, log) = optimize(&before, "unroll", Some(8000));
    let refused: Vec<&(String, String)> = log.iter().flat_map(|e| &e.refused).collect();
    assert!(
        refused.iter().any(|(scope, why)| scope == ".LBB0_8"
            && why.contains("over the limit of 8000")
            && why.contains("--max-code-bytes")),
        "{log:#?}"
    );
    assert_eq!(after.print(), before.print(), "refused means unchanged");
}

#[test]
fn bad_factors_are_usage_errors() {
    for bad in ["unroll=1", "unroll=0", "unroll=x"] {
        let mut m = load("samples/reduce_lds/kernel.gfx1100.s");
        let reqs = parse_pass_list(bad).unwrap();
        let err = run_pipeline(&mut m, &reqs, None, &Assumptions::new(), None).err();
        assert!(
            matches!(err, Some(PassError::BadOption { .. })),
            "{bad}: {err:?}"
        );
    }
}

#[test]
fn cli_max_code_bytes_flag() {
    let exe = env!("CARGO_BIN_EXE_gfxopt");
    let input = common::repo().join("samples/sgemm_ldsopt/kernel.gfx1100.s");
    let out = std::process::Command::new(exe)
        .args([
            "optimize",
            "--passes",
            "unroll",
            "--dry-run",
            "--max-code-bytes",
            "8000",
        ])
        .arg(&input)
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("over the limit of 8000"), "{err}");
    let out = std::process::Command::new(exe)
        .args([
            "optimize",
            "--passes",
            "unroll",
            "--dry-run",
            "--max-code-bytes",
            "lots",
        ])
        .arg(&input)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "a bad value is a usage error");
}

#[test]
fn sgemm_ldsopt_gfx1100_vopd_then_unroll() {
    let before = load("samples/sgemm_ldsopt/kernel.gfx1100.s");
    let (after, log) = optimize(&before, "vopd,unroll", None);
    assert!(log.iter().any(|e| !e.changed.is_empty()), "{log:#?}");
    let a = figures(&after);
    eprintln!(
        "sgemm_ldsopt gfx1100 vopd,unroll: instructions {}, code bytes {}, inner loops {}, LDS pointer updates per K-tile {}",
        a.instructions, a.code_bytes, a.inner_loops, a.lds_updates
    );
    assert_eq!(a.inner_loops, 0);
    assert!(
        a.lds_updates <= 2,
        "{} LDS pointer updates per K-tile",
        a.lds_updates
    );
    assert_equal(&before, &after, "samples/sgemm_ldsopt/n128.toml");
    assert_equal(&before, &after, "samples/sgemm_ldsopt/n256.toml");
}
