//! `sgpr-addr=spread` / `spread-N`: the rewritten global loads of the K loop are split into
//! chunks spread evenly through the compute code after them (tail-duplicated for the load path),
//! bit-exact at two sizes with clean waits; what a load may not pass ends the region, and a
//! region too short for the chunks is refused with the reason.

use crate::common;

use common::{errors, load, optimize, verify_at_two_sizes};
use gfxopt::asm::{parse_module, Module};
use gfxopt::flow::KernelFlow;
use gfxopt::isa::{isa, AddrSpace, Unit};
use gfxopt::kernel::kernels;
use gfxopt::passes::{parse_pass_list, run_pipeline, Assumptions, PassError, PassLogEntry};

/// Where the global loads of a loop sit in the one block holding them.
#[derive(Debug)]
struct Layout {
    /// Lengths of the runs of consecutive global loads.
    runs: Vec<usize>,
    /// Per run: the other instructions of the block between the first load and the run.
    offsets: Vec<usize>,
    /// The other instructions of the block after the first load, up to its first barrier or
    /// branch.
    span: usize,
    /// The block's line numbers (0-based, in the printed module) of its first and last lines.
    lines: (usize, usize),
}

/// Waits and hints are not counted: the fix-ups regenerate them.
fn layout(m: &Module, header: &str) -> Layout {
    let k = &kernels(m).expect("kernels")[0];
    let isa = isa(m.target.expect("target"));
    let flow = KernelFlow::build(m, k, isa).unwrap_or_else(|e| panic!("{e}"));
    let lp = flow
        .loops
        .loops
        .iter()
        .find(|l| flow.cfg.blocks[l.header.index()].label.as_deref() == Some(header))
        .unwrap_or_else(|| panic!("no loop {header}"));
    let is_load = |i: usize| {
        let info = isa.info(flow.code.insts[i].op);
        info.unit == Unit::VmemLoad && info.addr_space == Some(AddrSpace::Global)
    };
    let loads: Vec<usize> = (0..flow.code.len())
        .filter(|&i| lp.contains(flow.cfg.block_of[i]) && is_load(i))
        .collect();
    let b = flow.cfg.block_of[loads[0]];
    assert!(
        loads.iter().all(|&i| flow.cfg.block_of[i] == b),
        "the loads are in more than one block"
    );
    let r = flow.cfg.blocks[b.index()].insts.clone();
    let lines = (
        flow.code.insts[r.start].line,
        flow.code.insts[r.end - 1].line,
    );
    let (mut runs, mut offsets, mut other, mut prev) = (Vec::new(), Vec::new(), 0, false);
    for i in r.skip_while(|&i| !is_load(i)) {
        let info = isa.info(flow.code.insts[i].op);
        if info.unit == Unit::Barrier || info.is_branch {
            break;
        }
        if matches!(info.unit, Unit::Hint | Unit::Waitcnt) {
            continue;
        }
        if is_load(i) {
            if prev {
                *runs.last_mut().expect("a run") += 1;
            } else {
                runs.push(1);
                offsets.push(other);
            }
            prev = true;
        } else {
            other += 1;
            prev = false;
        }
    }
    Layout {
        runs,
        offsets,
        span: other,
        lines,
    }
}

/// The emulator's wave entries into `label` of `m` run on the sample's n128 spec: the load
/// path through the copy must run, or verifying it proves nothing.
fn entries(m: &Module, sample: &str, label: &str) -> u64 {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("opt.s");
    std::fs::write(&path, m.print()).expect("write");
    let spec = common::repo().join(format!("samples/{sample}/n128.toml"));
    common::run_profile(&path, &spec)
        .get(label)
        .and_then(|v| v.as_u64())
        .unwrap_or(0)
}

fn changed<'a>(log: &'a [PassLogEntry], pass: &str) -> Vec<&'a str> {
    log.iter()
        .filter(|e| e.pass == pass)
        .flat_map(|e| e.changed.iter().map(String::as_str))
        .collect()
}

fn refused(log: &[PassLogEntry], pass: &str) -> Vec<String> {
    log.iter()
        .filter(|e| e.pass == pass)
        .flat_map(|e| e.refused.iter().map(|(s, r)| format!("{s}: {r}")))
        .collect()
}

/// `chunk`-sized runs, the first where the loads were, evenly spaced over the block.
fn assert_spread(l: &Layout, loads: usize, chunk: usize) {
    let k = loads.div_ceil(chunk);
    assert_eq!(l.runs.iter().sum::<usize>(), loads, "{l:?}");
    assert_eq!(l.runs.len(), k, "{l:?}");
    assert!(l.runs.iter().all(|&r| r <= chunk), "{l:?}");
    assert_eq!(l.offsets[0], 0, "{l:?}");
    let step = l.span as f64 / k as f64;
    for (c, &o) in l.offsets.iter().enumerate() {
        let ideal = c as f64 * step;
        assert!(
            (o as f64 - ideal).abs() <= 0.1 * step + 2.0,
            "chunk {c} at {o}, ideal {ideal:.0}: {l:?}"
        );
    }
}

#[test]
fn ldsopt_gfx1100_loads_in_chunks_of_two_through_the_compute_block() {
    let m = load("sgemm_ldsopt", "gfx1100");
    let (plain, _) = optimize(&m, "unroll,sgpr-addr");
    let p = layout(&plain, ".LBB0_5");
    assert_eq!(p.runs, vec![16], "without spread: one run of 16 loads");
    let (out, log) = optimize(&m, "unroll,sgpr-addr=spread");
    let l = layout(&out, ".LBB0_5");
    assert_spread(&l, 16, 2);
    // The whole unrolled inner loop (8 × 72 instructions) lies between the first and the
    // last chunk's region ends.
    assert!(l.span > 8 * 64, "{l:?}");
    let c = changed(&log, "sgpr-addr");
    assert!(
        c.iter()
            .any(|s| s.contains("16 global loads spread in 8 chunks of 2")
                && s.contains("tail-duplicated")),
        "{c:?}"
    );
    assert!(errors(&out).is_empty(), "{:?}", errors(&out));
    // 16 K steps: 15 take the load path (4 waves each), the last one the original blocks.
    assert_eq!(entries(&out, "sgemm_ldsopt", ".LBB0_5_spread_exit"), 15 * 4);
    assert_eq!(entries(&out, "sgemm_ldsopt", ".LBB0_7"), 4);
    verify_at_two_sizes("sgemm_ldsopt", &m, &out);
}

#[test]
fn spread_n_sets_the_chunk_size() {
    let m = load("sgemm_ldsopt", "gfx1100");
    let (out, _) = optimize(&m, "unroll,sgpr-addr=spread-4");
    assert_spread(&layout(&out, ".LBB0_5"), 16, 4);
    verify_at_two_sizes("sgemm_ldsopt", &m, &out);
}

#[test]
fn dbuf_both_targets_spread_and_bit_exact() {
    for target in ["gfx1100", "gfx942"] {
        let m = load("sgemm_dbuf", target);
        let (out, log) = optimize(&m, "sgpr-addr=spread-1");
        let l = layout(&out, ".LBB0_6");
        // The LDS reads before the barrier are the region: 8 chunks of 1 over them.
        assert_spread(&l, 8, 1);
        assert!(l.span >= 30, "{target}: {l:?}");
        assert!(
            changed(&log, "sgpr-addr")
                .iter()
                .any(|s| s.contains("(a memory-model wait")),
            "{target}: {log:?}"
        );
        assert!(errors(&out).is_empty(), "{target}: {:?}", errors(&out));
        // 16 K steps: per wave, 15 take the load path and the last one the original block.
        let waves = entries(&out, "sgemm_dbuf", ".LBB0_8");
        assert!(waves > 0, "{target}");
        assert_eq!(
            entries(&out, "sgemm_dbuf", ".LBB0_6_spread_exit"),
            15 * waves,
            "{target}"
        );
        verify_at_two_sizes("sgemm_dbuf", &m, &out);
    }
}

#[test]
fn options_combine_and_bad_ones_are_errors() {
    let m = load("sgemm_dbuf", "gfx1100");
    let (out, log) = optimize(&m, "sgpr-addr=derive+spread");
    assert_spread(&layout(&out, ".LBB0_6"), 8, 2);
    assert!(!changed(&log, "sgpr-addr").is_empty());
    for bad in ["spread-0", "spread-x", "spreads", "spread+fast"] {
        let mut x = m.clone();
        let r = run_pipeline(
            &mut x,
            &parse_pass_list(&format!("sgpr-addr={bad}")).expect("list"),
            None,
            &Assumptions::new(),
            None,
        );
        assert!(
            matches!(r, Err(PassError::BadOption { .. })),
            "{bad}: {:?}",
            r.err()
        );
    }
}

/// The loads' results are stored to LDS right after them: nothing to spread over.
#[test]
fn regtile_is_refused_because_the_results_are_read_at_once() {
    for target in ["gfx1100", "gfx942"] {
        let m = load("sgemm_regtile", target);
        let (out, log) = optimize(&m, "sgpr-addr=spread");
        let r = refused(&log, "sgpr-addr");
        assert!(
            r.iter()
                .any(|s| s.contains("spread:") && s.contains("(it reads a load's result)")),
            "{target}: {r:?}"
        );
        let (plain, _) = optimize(&m, "sgpr-addr");
        assert_eq!(out.print(), plain.print(), "{target}: refused yet changed");
    }
}

/// sgemm_ldsopt gfx1100 after `unroll`, with `store` inserted before the `nth` instruction
/// line after `label`.
fn with_store(label: &str, nth: usize, store: &str) -> Module {
    let m = load("sgemm_ldsopt", "gfx1100");
    let (unrolled, _) = optimize(&m, "unroll");
    let text = unrolled.print();
    let mut lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with(&format!("{label}:")))
        .expect("label");
    let pos = (at + 1..lines.len())
        .filter(|&i| lines[i].starts_with('\t') && !lines[i].trim_start().starts_with(';'))
        .nth(nth)
        .expect("instruction");
    lines.insert(pos, store);
    let joined = lines.join("\n") + "\n";
    parse_module("with_store.s", &joined, None).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_store_right_after_the_loads_refuses_the_spread() {
    let m = with_store(".LBB0_7", 0, "\tglobal_store_b32 v0, v1, s[0:1]");
    let (out, log) = optimize(&m, "sgpr-addr=spread");
    let r = refused(&log, "sgpr-addr");
    assert!(
        r.iter().any(|s| s.contains("spread: 0 instruction(s)")
            && s.contains("`global_store_b32 v0, v1, s[0:1]` (a vector memory store)")
            && s.contains("too few for 8 chunks")),
        "{r:?}"
    );
    assert_eq!(layout(&out, ".LBB0_5").runs, vec![16]);
    // The CLI prints the reason with --dry-run.
    let dir = tempfile::tempdir().expect("tmp");
    let input = dir.path().join("in.s");
    std::fs::write(&input, m.print()).expect("write");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_gfxopt"))
        .args(["optimize", "--passes", "sgpr-addr=spread", "--dry-run"])
        .arg(&input)
        .output()
        .expect("run");
    assert!(o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("(a vector memory store)"), "{err}");
}

#[test]
fn a_store_in_the_compute_block_ends_the_region() {
    let m = with_store(".LBB0_8", 200, "\tglobal_store_b32 v0, v1, s[0:1]");
    let (out, log) = optimize(&m, "sgpr-addr=spread");
    let c = changed(&log, "sgpr-addr");
    assert!(
        c.iter()
            .any(|s| s.contains("16 global loads spread in 8 chunks of 2")
                && s.contains("`global_store_b32 v0, v1, s[0:1]` (a vector memory store)")),
        "{c:?}"
    );
    let l = layout(&out, ".LBB0_5");
    assert_eq!(l.runs, vec![2; 8], "{l:?}");
    // Every load of the block comes before the store, and they spread over the code before it.
    let text = out.print();
    let block: Vec<&str> = text.lines().collect::<Vec<_>>()[l.lines.0..=l.lines.1].to_vec();
    let store = block
        .iter()
        .position(|s| s.contains("global_store_b32"))
        .expect("the store is in the load block's copy");
    let last_load = block
        .iter()
        .rposition(|s| s.contains("global_load_b32"))
        .expect("loads");
    assert!(last_load < store, "a load moved past the store");
    assert!(l.offsets[7] > 150, "{l:?}");
    assert!(errors(&out).is_empty(), "{:?}", errors(&out));
}

/// Without `unroll` the inner LDS loop follows the loads: its header ends the straight-line
/// code after two instructions.
#[test]
fn an_inner_loop_after_the_loads_is_not_crossed() {
    let m = load("sgemm_ldsopt", "gfx1100");
    let (out, log) = optimize(&m, "sgpr-addr=spread");
    let r = refused(&log, "sgpr-addr");
    assert!(
        r.iter().any(|s| s.contains("2 instruction(s)")
            && s.contains(".LBB0_8 heads a loop")
            && s.contains("too few for 8 chunks")),
        "{r:?}"
    );
    assert_eq!(layout(&out, ".LBB0_5").runs, vec![16]);
}

/// The copy must fit the code-size limit `unroll` also obeys.
#[test]
fn the_copy_respects_the_code_size_limit() {
    let m = load("sgemm_ldsopt", "gfx1100");
    let mut out = m.clone();
    let log = gfxopt::passes::run_pipeline_limited(
        &mut out,
        &parse_pass_list("unroll,sgpr-addr=spread").expect("list"),
        None,
        &Assumptions::new(),
        None,
        Some(18 * 1024),
    )
    .unwrap_or_else(|e| panic!("{e}"))
    .log;
    let r = refused(&log, "sgpr-addr");
    assert!(
        r.iter()
            .any(|s| s.contains("spread: the kernel would have") && s.contains("18432")),
        "{r:?}"
    );
    assert_eq!(layout(&out, ".LBB0_5").runs, vec![16]);
}
