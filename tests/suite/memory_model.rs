//! Issue 18: the fix-ups touch only what a pass changed, and memory-model waits are sacred.
//!
//! The memory-model kernels (`corpus/hip/mm_sync`: `__threadfence` + `atomicInc` last-block
//! reduction, a release/acquire flag hand-off between work-groups, acq_rel / seq_cst atomics,
//! explicit fences) are clang-19 output for both targets. The waits LLVM places in them order
//! memory for other agents, which no emulation of one launch sees, so these tests look at the
//! waits themselves, with an oracle written here (the wait window before each ordering
//! instruction), not with the code under test.

use crate::common;
use gfxopt::asm::{parse_module, LineKind, Module};
use gfxopt::flow::KernelFlow;
use gfxopt::isa::isa;
use gfxopt::kernel::kernels;
use gfxopt::passes::{parse_pass_list, run_pipeline, Assumptions};

const TARGETS: [&str; 2] = ["gfx1100", "gfx942"];

fn mm_sync(target: &str) -> (String, Module) {
    let path = common::repo().join(format!("corpus/hip/mm_sync/kernel.{target}.s"));
    let text = std::fs::read_to_string(&path).expect("read mm_sync");
    let m = parse_module(&path.to_string_lossy(), &text, None).expect("parse mm_sync");
    (text, m)
}

/// Every `.s` file of samples/ and corpus/hip*/.
fn all_files() -> Vec<std::path::PathBuf> {
    let mut out = common::sample_files();
    for dir in ["corpus/hip", "corpus/hip-clang22"] {
        let Ok(entries) = std::fs::read_dir(common::repo().join(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            for f in std::fs::read_dir(e.path()).into_iter().flatten().flatten() {
                if f.path().extension().is_some_and(|x| x == "s") {
                    out.push(f.path());
                }
            }
        }
    }
    out.sort();
    out
}

fn is_wait(m: &str) -> bool {
    m.starts_with("s_waitcnt")
}

/// Instructions a memory-model wait orders: barriers, cache invalidates and write-backs, global
/// stores and atomics (spelled as LLVM prints them; this oracle is independent of `src/isa`).
fn orders_memory(m: &str) -> bool {
    m == "s_barrier"
        || m.starts_with("buffer_gl")
        || m.starts_with("buffer_inv")
        || m.starts_with("buffer_wb")
        || ((m.starts_with("global_") || m.starts_with("flat_") || m.starts_with("buffer_"))
            && (m.contains("store") || m.contains("atomic")))
}

/// Instructions that may stand between such a wait and what it orders.
fn in_window(m: &str) -> bool {
    is_wait(m)
        || (m.starts_with("s_")
            && !m.starts_with("s_barrier")
            && !m.starts_with("s_cbranch")
            && !m.starts_with("s_branch")
            && !m.starts_with("s_endpgm")
            && !m.starts_with("s_load")
            && !m.starts_with("s_dcache"))
}

/// Per ordering instruction (as text): the waits directly before it.
type Windows = Vec<(String, Vec<String>)>;

/// Per kernel: for each instruction that orders memory (in order), the wait lines directly
/// before it (within its window), as text.
fn windows(m: &Module) -> Vec<(String, Windows)> {
    let mut out = Vec::new();
    for k in kernels(m).expect("kernels") {
        let insts: Vec<String> = m.lines[k.code.clone()]
            .iter()
            .filter_map(|l| l.instruction())
            .map(|i| i.to_string())
            .collect();
        let mnem = |s: &str| s.split_whitespace().next().unwrap_or("").to_string();
        let mut per = Vec::new();
        for (j, text) in insts.iter().enumerate() {
            if !orders_memory(&mnem(text)) {
                continue;
            }
            let mut waits = Vec::new();
            let mut x = j;
            while x > 0 && in_window(&mnem(&insts[x - 1])) {
                x -= 1;
                if is_wait(&mnem(&insts[x])) {
                    waits.push(insts[x].clone());
                }
            }
            waits.sort();
            per.push((text.clone(), waits));
        }
        out.push((k.name.clone(), per));
    }
    out
}

#[test]
fn no_pass_optimize_is_byte_identical_on_every_committed_file() {
    let mut failures = Vec::new();
    let files = all_files();
    assert!(
        files.len() >= 26,
        "expected the samples and corpus/hip, got {}",
        files.len()
    );
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read");
        let mut m = match parse_module(&f.to_string_lossy(), &text, None) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{}: does not parse: {e}", f.display()));
                continue;
            }
        };
        match run_pipeline(&mut m, &[], None, &Assumptions::new(), None) {
            Ok(_) if m.print() == text => {}
            Ok(_) => failures.push(format!("{}: changed with no pass", f.display())),
            Err(e) => failures.push(format!("{}: {e}", f.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The fix-up run over kernels whose every line a pass rewrote (the worst case: every block
/// "changed") keeps each memory-model wait, as strict, before what it orders.
#[test]
fn waitcnt_over_fully_rewritten_kernels_keeps_memory_model_waits() {
    for target in TARGETS {
        let (_, original) = mm_sync(target);
        let before = windows(&original);
        let with_fences = before
            .iter()
            .flat_map(|(_, p)| p)
            .filter(|(t, w)| t.starts_with("buffer_") && !w.is_empty())
            .count();
        assert!(
            with_fences >= 4,
            "{target}: mm_sync has too few fence sequences ({with_fences})"
        );
        let mut m = original.clone();
        for line in &mut m.lines {
            if matches!(line.kind, LineKind::Instruction(_)) {
                line.origin = None;
            }
        }
        let isa = isa(m.target.expect("target"));
        for k in kernels(&m).expect("kernels").iter().map(|k| k.name.clone()) {
            let kernel = kernels(&m)
                .expect("kernels")
                .into_iter()
                .find(|x| x.name == k)
                .expect("kernel");
            let flow = KernelFlow::build(&m, &kernel, isa).expect("flow");
            gfxopt::passes::waitcnt::fix(
                &mut m,
                &kernel,
                isa,
                &flow,
                gfxopt::passes::FixScope::Whole,
            );
        }
        let after = windows(&m);
        for ((name, b), (_, a)) in before.iter().zip(&after) {
            assert_eq!(
                b.len(),
                a.len(),
                "{target} {name}: ordering instructions changed"
            );
            for ((inst, wb), (_, wa)) in b.iter().zip(a) {
                for w in wb {
                    assert!(
                        wa.contains(w),
                        "{target} {name}: the wait `{w}` before `{inst}` was lost (now {wa:?})"
                    );
                }
            }
        }
    }
}

/// Naming a fix-up makes it run on every kernel; on the compiler's own output the wait, clause
/// and metadata fix-ups then change nothing (`delay-alu` regenerates hints with its own,
/// simpler model: hints cost speed, never correctness).
#[test]
fn named_fixups_keep_every_wait_of_compiler_output() {
    for target in TARGETS {
        let (text, mut m) = mm_sync(target);
        let passes = parse_pass_list("waitcnt,clause,metadata").expect("passes");
        run_pipeline(&mut m, &passes, None, &Assumptions::new(), None)
            .unwrap_or_else(|e| panic!("{target}: {e}"));
        assert_eq!(
            m.print(),
            text,
            "{target}: the fix-ups changed untouched compiler output"
        );
    }
}

/// `check` reports an acquire whose wait before the cache invalidate is gone.
#[test]
fn check_reports_a_missing_acquire_wait() {
    for target in TARGETS {
        let (text, _) = mm_sync(target);
        let lines: Vec<&str> = text.lines().collect();
        let inv = if target == "gfx942" {
            "buffer_inv"
        } else {
            "buffer_gl1_inv"
        };
        // The wait directly before the first invalidate that follows a load or atomic wait.
        let at = (1..lines.len())
            .find(|&i| lines[i].trim_start().starts_with(inv) && lines[i - 1].contains("vmcnt(0)"))
            .expect("an acquire sequence");
        let mut edited: Vec<&str> = lines.clone();
        edited.remove(at - 1);
        let edited = edited.join("\n") + "\n";
        let m = parse_module("edited.s", &edited, None).expect("parse");
        let errs = common::errors(&m);
        assert!(
            errs.iter().any(|e| e.contains("memory model")),
            "{target}: check missed the acquire wait removed before line {}: {errs:?}",
            at + 1
        );
        let m = parse_module("orig.s", &text, None).expect("parse");
        let errs = common::errors(&m);
        assert!(
            errs.is_empty(),
            "{target}: check is not clean on compiler output: {errs:?}"
        );
    }
}

/// The verifier names a memory-model wait a pass dropped, even though no emulation can see it.
#[test]
fn verifier_reports_a_lost_release_wait() {
    let (_, original) = mm_sync("gfx942");
    let mut m = original.clone();
    // Drop the wait after the first cache write-back, through the edit API (which records it).
    let wb = m
        .lines
        .iter()
        .position(|l| l.instruction().is_some_and(|i| i.mnemonic == "buffer_wbl2"))
        .expect("a write-back");
    let wait = (wb + 1..m.lines.len())
        .find(|&i| {
            m.lines[i]
                .instruction()
                .is_some_and(|i| i.mnemonic == "s_waitcnt")
        })
        .expect("its wait");
    m.splice_lines(wait..wait + 1, []);
    let names: Vec<String> = kernels(&m)
        .expect("kernels")
        .into_iter()
        .map(|k| k.name)
        .collect();
    let problems = gfxopt::passes::verify::verify(&original, &m, &names).expect("verify runs");
    assert!(
        problems.iter().any(|p| p.contains("memory-model wait")),
        "the verifier missed the lost wait: {problems:?}"
    );
}

/// Metadata is raised to cover the code, never lowered below what the compiler declared (a
/// waves-per-eu cap or calls reserve registers the code does not name), and a raised line keeps
/// its layout.
#[test]
fn metadata_is_never_lowered_and_keeps_its_layout() {
    let path = common::repo().join("samples/vector_add/kernel.gfx1100.s");
    let text = std::fs::read_to_string(path).expect("read");
    let declared = text
        .lines()
        .find_map(|l| l.trim().strip_prefix(".amdhsa_next_free_vgpr "))
        .expect("next_free_vgpr")
        .trim()
        .to_string();
    let high = text.replace(
        &format!(".amdhsa_next_free_vgpr {declared}"),
        ".amdhsa_next_free_vgpr 241",
    );
    let low = text.replace(
        &format!(".amdhsa_next_free_vgpr {declared}"),
        ".amdhsa_next_free_vgpr 1",
    );
    let passes = parse_pass_list("metadata").expect("passes");
    let mut m = parse_module("high.s", &high, None).expect("parse");
    run_pipeline(&mut m, &passes, None, &Assumptions::new(), None).expect("pipeline");
    assert_eq!(m.print(), high, "a reserved VGPR count was lowered");
    let mut m = parse_module("low.s", &low, None).expect("parse");
    run_pipeline(&mut m, &passes, None, &Assumptions::new(), None).expect("pipeline");
    let out = m.print();
    let line = out
        .lines()
        .find(|l| l.contains(".amdhsa_next_free_vgpr"))
        .expect("line");
    let orig_line = text
        .lines()
        .find(|l| l.contains(".amdhsa_next_free_vgpr"))
        .expect("line");
    assert_eq!(
        line, orig_line,
        "raised, the line must read as the compiler wrote it"
    );
}

/// A pass that drops the first release wait (`s_waitcnt_vscnt`, gfx1100): no emulation sees it,
/// no data dependency needs it, so no fix-up puts it back.
fn drop_release_wait(
    cx: &mut gfxopt::passes::PassContext,
    kernel: &str,
    _: Option<&str>,
) -> Result<gfxopt::passes::PassLogEntry, gfxopt::passes::PassError> {
    let mut e = gfxopt::passes::entry("breaker", kernel);
    let k = gfxopt::passes::find_kernel(cx, kernel)?;
    let lines = &cx.module.lines;
    let Some(wait) = k.code.clone().find(|&i| {
        lines[i]
            .instruction()
            .is_some_and(|x| x.mnemonic == "s_waitcnt_vscnt")
    }) else {
        return Ok(e);
    };
    // Recorded in the journal: the fix-ups recompute the block's waits.
    cx.module.splice_lines(wait..wait + 1, []);
    e.changed.push("dropped a wait".into());
    Ok(e)
}

static BREAKER: gfxopt::passes::PassInfo = gfxopt::passes::PassInfo {
    name: "breaker",
    description: "test: drops a memory-model wait",
    fixup: false,
    takes_option: false,
    allocates_registers: false,
    run: drop_release_wait,
};

/// The verifier runs after every pass and names the one that broke an invariant.
#[test]
fn the_verifier_names_the_pass_that_broke_an_invariant() {
    let (_, mut m) = mm_sync("gfx1100");
    let req = gfxopt::passes::PassRequest {
        pass: &BREAKER,
        option: None,
    };
    let vopd = parse_pass_list("vopd").expect("passes");
    let requests = [vopd[0].clone(), req];
    match run_pipeline(&mut m, &requests, None, &Assumptions::new(), None) {
        Err(gfxopt::passes::PassError::Verifier { stage, problems }) => {
            assert_eq!(stage, "pass `breaker`");
            assert!(problems.contains("memory-model wait"), "{problems}");
        }
        Err(e) => panic!("another error: {e}"),
        Ok(_) => panic!("the broken pass went unnoticed"),
    }
}

/// A pass that another one follows is checked on the module itself, kernel by kernel, with the
/// fix-ups run and then undone (issue 21: no copy of the module per pass): it is still named.
#[test]
fn the_verifier_names_a_pass_that_another_follows() {
    let (_, mut m) = mm_sync("gfx1100");
    let req = gfxopt::passes::PassRequest {
        pass: &BREAKER,
        option: None,
    };
    let vopd = parse_pass_list("vopd").expect("passes");
    let requests = [req, vopd[0].clone()];
    match run_pipeline(&mut m, &requests, None, &Assumptions::new(), None) {
        Err(gfxopt::passes::PassError::Verifier { stage, problems }) => {
            assert_eq!(stage, "pass `breaker`");
            assert!(problems.contains("memory-model wait"), "{problems}");
        }
        Err(e) => panic!("another error: {e}"),
        Ok(_) => panic!("the broken pass went unnoticed"),
    }
}

/// A d16 load merges into the half of its destination it keeps when its data returns, in
/// order after an earlier load of the same counter: clang-22's back-to-back
/// `global_load_d16_b16 v0` / `global_load_d16_hi_b16 v0` is clean. The same register read as
/// an address is a real use and still needs the wait.
#[test]
fn d16_loads_merging_into_one_register_need_no_wait_but_an_address_does() {
    let path = common::repo().join("corpus/hip-clang22/mixed_types/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let m = gfxopt::asm::parse_module("k.s", &text, None).expect("parse");
    assert_eq!(common::errors(&m), Vec::<String>::new());
    let pair = "global_load_d16_b16 v0, v[2:3], off\n\tglobal_load_d16_hi_b16 v0, v[4:5], off";
    assert!(text.contains(pair));
    let bad = text.replacen(
        pair,
        "global_load_d16_b16 v4, v[2:3], off\n\tglobal_load_d16_hi_b16 v0, v[4:5], off",
        1,
    );
    let m = gfxopt::asm::parse_module("k.s", &bad, None).expect("parse");
    let errs = common::errors(&m);
    assert!(
        errs.iter().any(|e| e.contains("`v4` is used before")),
        "{errs:?}"
    );
}
