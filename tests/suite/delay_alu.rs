//! The `s_delay_alu` fix-up (gfx1100): after a rewrite every hint names a real dependence, two
//! delays at most 5 instructions apart share one instruction (`instskip`/`instid1`, as LLVM
//! packs them), and the result assembles.

use crate::common;

use gfxopt::asm::{LineKind, Module};
use gfxopt::flow::insts::{instruction, Inst};
use gfxopt::flow::KernelFlow;
use gfxopt::isa::{isa, Unit};
use gfxopt::kernel::kernels;

/// Checks that `VALU_DEP_n` before `code[at]` is true: the VALU instruction n VALU
/// instructions back writes a register it reads (registers as the dataflow graph sees them).
/// The reader may be an SALU instruction (`s_and_saveexec_b32` of a `v_cmp_*_e64` result), as
/// in LLVM.
fn check_valu_dep(code: &[(&Inst, bool)], at: usize, n: usize) {
    let (target, _) = code[at];
    let (producer, _) = code[..at]
        .iter()
        .rev()
        .filter(|(_, v)| *v)
        .nth(n - 1)
        .unwrap_or_else(|| panic!("no VALU {n} back"));
    assert!(
        target.uses.iter().any(|u| producer.defs.contains(u)),
        "line {}: no register of line {} ({n} VALU back) is read",
        target.line,
        producer.line
    );
}

#[test]
fn rewritten_kernels_get_packed_hints_that_name_real_dependences() {
    let before = common::load("sgemm_lds", "gfx1100");
    // Not re-parsed: the lines the fix-up wrote are those without their original text.
    let mut after = before.clone();
    let log = gfxopt::passes::run_pipeline(
        &mut after,
        &gfxopt::passes::parse_pass_list("sgpr-addr").expect("passes"),
        None,
        &gfxopt::passes::Assumptions::new(),
        None,
    )
    .expect("pipeline")
    .log;
    assert!(
        log.iter().any(|e| e.pass == "delay-alu"),
        "no delay-alu fix-up ran"
    );
    let k = &kernels(&after).expect("kernels")[0];
    let isa = isa(after.target.expect("target"));
    let flow = KernelFlow::build(&after, k, isa).expect("flow");
    // The real instructions (hints removed, VALU or not) and each hint's position and fields.
    let mut code: Vec<(&Inst, bool)> = Vec::new();
    let mut hints: Vec<(usize, String)> = Vec::new();
    for inst in &flow.code.insts {
        let text = instruction(&after, inst).to_string();
        // The fix-up regenerates the hints of the blocks a pass changed; the compiler's own
        // hints elsewhere (unchanged blocks, the versioned loop's copy) stay as written.
        let ours = after.lines[inst.line].origin.is_none();
        if let Some(fields) = text.strip_prefix("s_delay_alu ") {
            if ours {
                hints.push((code.len(), fields.to_string()));
            }
        } else {
            let unit = isa.info(inst.op).unit;
            code.push((inst, matches!(unit, Unit::Valu | Unit::ValuTrans)));
        }
    }
    let mut packed = 0;
    for (at, fields) in &hints {
        let field = |name: &str| {
            fields
                .split('|')
                .map(str::trim)
                .find_map(|f| f.strip_prefix(name)?.strip_prefix('(')?.strip_suffix(')'))
        };
        let dep = |id: &str| id.strip_prefix("VALU_DEP_").and_then(|n| n.parse().ok());
        if let Some(n) = field("instid0").and_then(dep) {
            check_valu_dep(&code, *at, n);
        }
        if let Some(skip) = field("instskip") {
            let skip = match skip {
                "NEXT" => 1,
                s => {
                    1 + s
                        .trim_start_matches("SKIP_")
                        .parse::<usize>()
                        .expect("skip")
                }
            };
            assert!(skip <= 5, "{fields}");
            packed += 1;
            if let Some(n) = field("instid1").and_then(dep) {
                check_valu_dep(&code, at + skip, n);
            }
        }
    }
    assert!(packed > 0, "no two delays shared an s_delay_alu");
    // In the K loop (from its header to its back branch) packing keeps the hint count near the
    // compiler's, although every dependent FMA of the chain gets its own delay.
    let loop_hints = |m: &Module| {
        let mut inside = false;
        let mut n = 0;
        for l in &m.lines {
            match &l.kind {
                LineKind::Label(name) if name.as_str() == ".LBB0_2" => inside = true,
                LineKind::Instruction(i) if inside => {
                    let t = i.to_string();
                    if t.starts_with("s_cbranch_scc0 .LBB0_2") {
                        break;
                    }
                    n += usize::from(t.starts_with("s_delay_alu"));
                }
                _ => {}
            }
        }
        n
    };
    let (b, a) = (loop_hints(&before), loop_hints(&after));
    assert!(a <= b + b / 2, "{a} hints in the loop after, {b} before");
    if let Some(mc) = common::llvm_mc() {
        let text = after.print();
        assert!(!common::encodings(&mc, "gfx1100", &text).is_empty());
    }
}

/// The `s_delay_alu` lines of a module, in order.
fn hints(m: &Module) -> Vec<String> {
    m.lines
        .iter()
        .filter_map(|l| match &l.kind {
            LineKind::Instruction(i) if i.mnemonic == "s_delay_alu" => Some(i.to_string()),
            _ => None,
        })
        .collect()
}

/// A parsed file of the repository.
fn load_file(rel: &str) -> Module {
    let path = common::repo().join(rel);
    let text = std::fs::read_to_string(&path).expect("read");
    gfxopt::asm::parse_module(rel, &text, None).expect("parses")
}

/// The model follows LLVM's AMDGPUInsertDelayAlu (explicit operands only, results forgotten
/// after their latency, VMEM/LDS/`s_waitcnt_depctr va_vdst(0)` waiting for every VALU result,
/// state carried across blocks): run on every block of clang-19's gfx1100 kernels it places
/// the very hints the compiler placed. (`passes=delay-alu` regenerates every block.)
#[test]
fn issue22_the_model_places_clang19s_hints() {
    let mut files: Vec<String> = common::sample_files()
        .into_iter()
        .filter(|p| p.to_string_lossy().ends_with("gfx1100.s"))
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    // The corpus folders whose kernels clang-19 built without calls (a call's
    // `s_swappc_b64` is a pseudo with its own scheduling in LLVM, not modelled).
    for dir in [
        "atomics",
        "gemm_tiles",
        "gridstride",
        "matrix",
        "mixed_types",
        "reductions",
        "stencils",
        "trust_guard",
        "trust_kernarg",
    ] {
        files.push(format!("corpus/hip/{dir}/kernel.gfx1100.s"));
    }
    let mut total = 0;
    for f in &files {
        let before = load_file(f);
        let (after, _) = common::optimize(&before, "delay-alu");
        let (b, a) = (hints(&before), hints(&after));
        assert_eq!(a, b, "{f}: the model's hints differ from the compiler's");
        total += b.len();
    }
    assert!(total > 400, "only {total} hints compared");
}

/// Issue 22: `vopd` renames v16 to v21 in laplace7_3d's loop (a load's destination and its one
/// reader); the dependences are the same, so the block keeps the compiler's hints, where the
/// old model removed 3 and inserted 6 (7344 -> 7704 wave-instructions on laplace3d.toml). On
/// clang-22's build, whose hints the model does not reproduce (LLVM 22 places some
/// differently), the block keeps them too: the model sees the same delays in the block as
/// parsed and as rewritten. The rename is emulated before and after on the kernel's spec, and
/// the renamed load runs.
#[test]
fn issue22_a_rename_keeps_the_compilers_hints() {
    for build in ["hip", "hip-clang22"] {
        let before = load_file(&format!("corpus/{build}/stencils/kernel.gfx1100.s"));
        let mut after = before.clone();
        let log = gfxopt::passes::run_pipeline(
            &mut after,
            &gfxopt::passes::parse_pass_list("vopd").expect("passes"),
            Some("laplace7_3d"),
            &gfxopt::passes::Assumptions::new(),
            None,
        )
        .expect("pipeline")
        .log;
        assert!(
            log.iter()
                .any(|e| e.pass == "vopd" && e.changed.iter().any(|c| c.contains("renamed"))),
            "{build}: vopd renamed nothing: {log:?}"
        );
        assert!(
            !log.iter()
                .any(|e| e.pass == "delay-alu" && !e.changed.is_empty()),
            "{build}: the fix-up changed hints after a rename: {log:?}"
        );
        assert_eq!(hints(&after), hints(&before), "{build}");
        let after = gfxopt::asm::parse_module("after.s", &after.print(), None).expect("parses");
        common::verify_rewrite_ran(
            &before,
            &after,
            &[common::repo().join("corpus/hip/stencils/laplace3d.toml")],
        );
    }
}
