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
fn check_valu_dep(code: &[(&Inst, bool)], at: usize, n: usize) {
    let (target, valu) = code[at];
    assert!(valu, "a VALU delay on a non-VALU instruction");
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
