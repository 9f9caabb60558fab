//! The `cache-policy` pass (issue 13): nontemporal bits on streaming global accesses of gfx942
//! kernels, proved by the address analysis; accesses with reuse left alone with the reason;
//! gfx1100 refused with the reason. Every rewrite assembles and is bit-exact on the emulator.

use crate::common;

use gfxopt::asm::{parse_module, Module};
use gfxopt::harness::runner::RunOptions;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::harness::verify::{verify, Verdict};
use gfxopt::passes::{parse_pass_list, run_pipeline, Assumptions, PassLogEntry};
use std::path::PathBuf;

fn sample(name: &str, target: &str) -> PathBuf {
    common::repo()
        .join("samples")
        .join(name)
        .join(format!("kernel.{target}.s"))
}

fn load(name: &str, target: &str) -> Module {
    let path = sample(name, target);
    let text = std::fs::read_to_string(&path).expect("read sample");
    parse_module(&path.display().to_string(), &text, None).unwrap_or_else(|e| panic!("{e}"))
}

/// Runs `passes` on a sample: (before, after, the pass's own log entries).
fn optimize(name: &str, target: &str, passes: &str) -> (Module, Module, Vec<PassLogEntry>) {
    let before = load(name, target);
    let mut after = before.clone();
    let reqs = parse_pass_list(passes).unwrap_or_else(|e| panic!("{e}"));
    let out = run_pipeline(&mut after, &reqs, None, &Assumptions::new(), None)
        .unwrap_or_else(|e| panic!("{name} {target}: {e}"));
    let log = out
        .log
        .into_iter()
        .filter(|e| e.pass == "cache-policy")
        .collect();
    (before, after, log)
}

/// The global memory instructions of a module, as printed.
fn global_accesses(m: &Module) -> Vec<String> {
    m.instructions()
        .filter(|(_, i)| i.mnemonic.starts_with("global_"))
        .map(|(_, i)| i.to_string())
        .collect()
}

/// The small launch specs of a sample (`*.toml`, not `*.hw.toml`).
fn small_specs(name: &str) -> Vec<PathBuf> {
    let dir = common::repo().join("samples").join(name);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("sample dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            let n = p.to_string_lossy();
            n.ends_with(".toml") && !n.ends_with(".hw.toml")
        })
        .collect();
    v.sort();
    assert!(v.len() >= 2, "{name}: expected two small specs");
    v
}

/// Bit-exact on the emulator at every small spec, and (when llvm-mc is there) assembles.
fn check_rewrite(name: &str, before: &Module, after: &Module) {
    for spec_path in small_specs(name) {
        let spec = LaunchSpec::from_file(&spec_path).unwrap_or_else(|e| panic!("{e}"));
        let v = verify(before, after, &spec, None, true, &RunOptions::default())
            .unwrap_or_else(|e| panic!("{name} {}: {e}", spec_path.display()));
        assert!(
            matches!(v, Verdict::Equal { .. }),
            "{name} {}: {v:?}",
            spec_path.display()
        );
    }
    if common::llvm_mc().is_some() {
        let out = std::env::temp_dir().join(format!(
            "gfxopt-cache-policy-{name}-{}.hsaco",
            std::process::id()
        ));
        gfxopt::toolchain::assemble_module(after, &out, None)
            .unwrap_or_else(|e| panic!("{name}: the rewrite does not assemble: {e}"));
        let _ = std::fs::remove_file(out);
    }
}

fn all_text(log: &[PassLogEntry]) -> String {
    log.iter()
        .flat_map(|e| {
            e.changed
                .iter()
                .cloned()
                .chain(e.refused.iter().map(|(s, r)| format!("{s}: {r}")))
                .chain(e.assumptions.iter().cloned())
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn vector_add_and_daxpy_stream_with_nt() {
    for (name, n) in [("vector_add", 3), ("daxpy", 3)] {
        let (before, after, log) = optimize(name, "gfx942", "cache-policy");
        let accesses = global_accesses(&after);
        assert_eq!(accesses.len(), n, "{accesses:?}");
        for a in &accesses {
            assert!(a.ends_with(" nt"), "{name}: {a} lacks nt");
            assert!(!a.contains("sc0") && !a.contains("sc1"), "{a}");
        }
        assert_eq!(log.len(), 1);
        assert_eq!(log[0].changed.len(), n, "{}", all_text(&log));
        assert!(log[0].refused.is_empty(), "{}", all_text(&log));
        check_rewrite(name, &before, &after);
    }
}

#[test]
fn daxpy_read_modify_write_streams() {
    // y = a*x + y: arg3 (y) is loaded and stored at the same offset by the same work-item.
    let (_, _, log) = optimize("daxpy", "gfx942", "cache-policy");
    let text = all_text(&log);
    assert!(text.contains("arg2"), "{text}");
    assert!(text.contains("arg3"), "{text}");
    assert!(text.contains("arg4"), "{text}");
    assert!(text.contains("8*tid.x + 8*size.x*wg.x"), "{text}");
}

#[test]
fn seed_variant_sc0_sc1_on_request() {
    let (before, after, _) = optimize("vector_add", "gfx942", "cache-policy=sc0+sc1");
    for a in global_accesses(&after) {
        assert!(a.ends_with(" sc0 sc1"), "{a}");
    }
    check_rewrite("vector_add", &before, &after);
}

#[test]
fn named_arguments_restrict_the_pass() {
    let (_, after, log) = optimize("vector_add", "gfx942", "cache-policy=arg0+arg2");
    let a = global_accesses(&after);
    let marked = a.iter().filter(|x| x.ends_with(" nt")).count();
    assert_eq!(marked, 2, "{a:?}\n{}", all_text(&log));
    // Unknown names and the comma form are errors.
    let mut m = load("vector_add", "gfx942");
    let reqs = parse_pass_list("cache-policy=nosuch").expect("parses");
    let err = run_pipeline(&mut m, &reqs, None, &Assumptions::new(), None)
        .err()
        .expect("unknown argument is an error");
    assert!(err.to_string().contains("nosuch"), "{err}");
    assert!(parse_pass_list("cache-policy=arg0,arg2").is_err());
}

#[test]
fn existing_bits_are_kept() {
    let (before, after, log) = optimize("vector_add_nt", "gfx942", "cache-policy");
    assert_eq!(global_accesses(&before), global_accesses(&after));
    assert!(
        all_text(&log).contains("already carries"),
        "{}",
        all_text(&log)
    );
}

#[test]
fn reuse_is_left_alone_with_the_reason() {
    // SGEMM: A and B are re-read in the k loop (and across work-groups); C (beta) streams.
    for name in ["sgemm_naive", "sgemm_lds"] {
        let (before, after, log) = optimize(name, "gfx942", "cache-policy");
        let text = all_text(&log);
        for arg in ["arg0", "arg1"] {
            assert!(
                log[0]
                    .refused
                    .iter()
                    .any(|(s, r)| s == arg && r.contains("inside the loop")),
                "{name} {arg}:\n{text}"
            );
        }
        let a = global_accesses(&after);
        assert_eq!(a.iter().filter(|x| x.ends_with(" nt")).count(), 2, "{a:?}");
        check_rewrite(name, &before, &after);
    }
    // The tiled transpose: LDS accesses are not touched (and said so); its global load and
    // store each touch an element once.
    let (before, after, log) = optimize("transpose_tiled", "gfx942", "cache-policy");
    let text = all_text(&log);
    assert!(text.contains("LDS access(es) left alone"), "{text}");
    for l in after
        .instructions()
        .filter(|(_, i)| i.mnemonic.starts_with("ds_"))
    {
        assert!(l.1.modifiers.iter().all(|m| m.name != "nt"));
    }
    check_rewrite("transpose_tiled", &before, &after);
}

#[test]
fn loops_and_missing_dimensions_block_streaming() {
    // reduce's grid-stride loop (`i += gridDim.x * BLOCK` in a `__launch_bounds__(BLOCK)`
    // kernel) streams its input; the per-block result `out[blockIdx.x]` has no work-item term.
    let (before, after, log) = optimize("reduce", "gfx942", "cache-policy");
    let text = all_text(&log);
    let marked: Vec<String> = global_accesses(&after)
        .into_iter()
        .filter(|a| a.ends_with(" nt"))
        .collect();
    assert_eq!(marked.len(), 1, "{marked:?}\n{text}");
    assert!(marked[0].starts_with("global_load"), "{marked:?}");
    assert!(
        text.contains("4*(tid.x + 256*wg.x + 256*blocks.x*iter)"),
        "{text}"
    );
    assert!(
        text.contains("arg1: left alone") && text.contains("no term in work-item id x"),
        "{text}"
    );
    check_rewrite("reduce", &before, &after);
    // A loop that is not a grid-stride one keeps the loop reason (SGEMM's k loop).
    let (_, _, log) = optimize("sgemm_naive", "gfx942", "cache-policy");
    assert!(
        all_text(&log).contains("inside the loop"),
        "{}",
        all_text(&log)
    );
}

#[test]
fn gfx1100_is_refused_with_the_reason() {
    for name in ["vector_add", "daxpy"] {
        let (before, after, log) = optimize(name, "gfx1100", "cache-policy");
        assert_eq!(before.print(), after.print());
        let text = all_text(&log);
        assert!(text.contains("gfx1100"), "{text}");
        assert!(text.contains("streams"), "{text}");
    }
}

#[test]
fn every_gfx942_sample_stays_bit_exact() {
    for path in common::sample_files() {
        if !path.to_string_lossy().ends_with("gfx942.s") {
            continue;
        }
        let name = path
            .parent()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().to_string())
            .expect("sample name");
        let (before, after, _) = optimize(&name, "gfx942", "cache-policy");
        if before.print() != after.print() {
            check_rewrite(&name, &before, &after);
        }
    }
}

/// Issue 22, item 3: the canonical grid-stride loop (`for (i = tid; i < n; i += blockDim.x *
/// gridDim.x)`) streams, proved through `flow::address`, as clang-19 and clang-22 compile it
/// (`size_t` and `long long` indices); the rewrite is bit-exact on the emulator with the launch
/// spec's grid and with two other grids (other strides, other iteration counts), and its
/// rewritten accesses ran.
#[test]
fn grid_stride_loops_stream_as_both_compilers_build_them() {
    let cases = [
        (
            "saxpy_gs",
            "saxpy.toml",
            ["arg2 +nt", "arg3 +nt"],
            "4*(tid.x + size.x*wg.x",
        ),
        (
            "copy64",
            "copy64.toml",
            ["arg0 +nt", "arg1 +nt"],
            "8*(tid.x + size.x*wg.x",
        ),
    ];
    for corpus in ["hip", "hip-clang22"] {
        let dir = common::repo()
            .join("corpus")
            .join(corpus)
            .join("gridstride");
        let path = dir.join("kernel.gfx942.s");
        let text = std::fs::read_to_string(&path).expect("read corpus file");
        let before = parse_module(&path.display().to_string(), &text, None)
            .unwrap_or_else(|e| panic!("{e}"));
        let mut after = before.clone();
        let reqs = parse_pass_list("cache-policy").unwrap_or_else(|e| panic!("{e}"));
        let out = run_pipeline(&mut after, &reqs, None, &Assumptions::new(), None)
            .unwrap_or_else(|e| panic!("{corpus}: {e}"));
        for (kernel, spec_file, marked, offset) in cases {
            let log: Vec<PassLogEntry> = out
                .log
                .iter()
                .filter(|e| e.pass == "cache-policy" && e.kernel.contains(kernel))
                .cloned()
                .collect();
            let text = all_text(&log);
            for m in marked {
                assert!(
                    log.iter().flat_map(|e| &e.changed).any(|c| c.contains(m)
                        && c.contains(offset)
                        && c.contains("blocks.x*iter")),
                    "{corpus} {kernel}: no `{m}` grid-stride change:\n{text}"
                );
            }
            let spec = LaunchSpec::from_file(dir.join(spec_file)).unwrap_or_else(|e| panic!("{e}"));
            for blocks in [spec.grid[0], 1, 7] {
                let mut s = spec.clone();
                s.grid[0] = blocks;
                let v = verify(&before, &after, &s, None, true, &RunOptions::default())
                    .unwrap_or_else(|e| panic!("{corpus} {kernel}: {e}"));
                match v {
                    Verdict::Equal { coverage, .. } => assert!(
                        coverage.rewritten > 0 && coverage.rewritten_ran == coverage.rewritten,
                        "{corpus} {kernel} grid {blocks}: {coverage:?}"
                    ),
                    v => panic!("{corpus} {kernel} grid {blocks}: {v:?}"),
                }
            }
        }
    }
}
