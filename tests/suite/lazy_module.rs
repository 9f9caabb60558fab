//! Issue 21's memory goal: `optimize` parses a file lazily (`parse_module_lazy`: instruction
//! lines checked and held as their source text) and builds one kernel's instructions at a time.
//! The laziness must be invisible: the same errors, the same analyses, the same output as the
//! module parsed whole, and an analysis of a kernel whose instructions are not built is an
//! error, never an analysis of a kernel without instructions.

use crate::common;
use gfxopt::asm::{
    parse_instruction, parse_module, parse_module_lazy, Line, LineKind, Module, Target,
};
use gfxopt::flow::{FlowError, KernelFlow};
use gfxopt::isa::isa;
use gfxopt::kernel::kernels;
use gfxopt::passes::{parse_pass_list, run_pipeline, Assumptions};
use std::path::PathBuf;

/// Sample and corpus files with several kernels each, both targets.
fn files() -> Vec<PathBuf> {
    let mut files = common::sample_files();
    for dir in [
        "corpus/hip/gemm_tiles",
        "corpus/hip/reductions",
        "corpus/hip/matrix",
    ] {
        for entry in std::fs::read_dir(common::repo().join(dir)).expect("corpus dir") {
            let path = entry.expect("entry").path();
            if path.extension().is_some_and(|e| e == "s") {
                files.push(path);
            }
        }
    }
    assert!(files.len() > 26, "the samples and three corpus directories");
    files
}

fn lazy(path: &std::path::Path) -> Module {
    let bytes = std::fs::read(path).expect("read");
    parse_module_lazy(&path.display().to_string(), bytes, None).unwrap_or_else(|e| panic!("{e}"))
}

fn eager(path: &std::path::Path) -> Module {
    let text = std::fs::read_to_string(path).expect("read");
    parse_module(&path.display().to_string(), &text, None).unwrap_or_else(|e| panic!("{e}"))
}

fn built(m: &Module) -> usize {
    m.lines
        .iter()
        .filter(|l| matches!(l.kind, LineKind::Instruction(_)))
        .count()
}

/// A lazy module holds no instruction; built, its lines are the eager parse's, and it prints
/// the same text either way.
#[test]
fn a_lazy_parse_holds_no_instruction_and_builds_the_eager_parse() {
    for path in files() {
        let want = eager(&path);
        let mut m = lazy(&path);
        assert!(m.is_lazy());
        assert_eq!(built(&m), 0, "{}", path.display());
        assert_eq!(m.print(), want.print(), "{}", path.display());
        m.materialize(0..m.lines.len());
        assert!(built(&m) > 0);
        assert_eq!(m.lines, want.lines, "{}", path.display());
        assert_eq!(m.target, want.target);
    }
}

/// A lazy parse reports a bad instruction where the eager one does.
#[test]
fn a_lazy_parse_reports_the_eager_parses_errors() {
    let text = std::fs::read_to_string(common::repo().join("samples/sgemm_lds/kernel.gfx942.s"))
        .expect("read");
    let bad = text.replacen("s_endpgm", "s_endpgm (v1", 1);
    let want = parse_module("in.s", &bad, None).expect_err("unbalanced");
    let got = parse_module_lazy("in.s", bad.into_bytes(), None).expect_err("unbalanced");
    assert_eq!(got.to_string(), want.to_string());
}

/// The pipeline on a lazy module gives the eager module's output and log, kernel after kernel,
/// and leaves no instruction built: those it wrote are held as the text they print.
#[test]
fn the_pipeline_on_a_lazy_module_writes_what_it_writes_on_the_eager_one() {
    let mut rewritten = 0;
    for path in files() {
        let mut a = eager(&path);
        let mut b = lazy(&path);
        let passes = match a.target {
            Some(Target::Gfx1100) => "vopd,unroll,sgpr-addr",
            _ => "pkfma,unroll,sgpr-addr,cache-policy",
        };
        let requests = parse_pass_list(passes).expect("passes");
        let run = |m: &mut Module| {
            run_pipeline(m, &requests, None, &Assumptions::new(), None)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
                .log
        };
        let (la, lb) = (run(&mut a), run(&mut b));
        assert_eq!(la, lb, "{}", path.display());
        assert_eq!(b.print(), a.print(), "{}", path.display());
        assert_eq!(built(&b), 0, "{}", path.display());
        let printed = b
            .lines
            .iter()
            .filter(|l| matches!(l.kind, LineKind::Printed(_)))
            .count();
        rewritten += usize::from(printed > 0);
    }
    assert!(rewritten >= 10, "the passes rewrote {rewritten} files");
}

/// A kernel whose instructions are not built cannot be analysed as if it had none.
#[test]
fn an_unbuilt_kernel_is_an_analysis_error() {
    let path = common::repo().join("samples/sgemm_naive/kernel.gfx1100.s");
    let mut m = lazy(&path);
    let k = kernels(&m).expect("kernels").remove(0);
    let isa = isa(Target::Gfx1100);
    let err = KernelFlow::build(&m, &k, isa).err();
    assert!(
        matches!(err, Some(FlowError::Unbuilt { .. })),
        "{:?}",
        err.map(|e| e.to_string())
    );
    m.materialize(k.code.clone());
    assert!(KernelFlow::build(&m, &k, isa).is_ok());
}

/// A line a pass wrote is held as its printed text once its kernel is done, prints that
/// text, and builds back to the instruction it was; a line as parsed goes back to its source.
#[test]
fn written_lines_are_held_as_text_and_build_back() {
    let path = common::repo().join("samples/sgemm_naive/kernel.gfx942.s");
    let mut m = lazy(&path);
    let k = kernels(&m).expect("kernels").remove(0);
    m.materialize(k.code.clone());
    let at = k.code.start
        + m.lines[k.code.clone()]
            .iter()
            .position(|l| matches!(l.kind, LineKind::Instruction(_)))
            .expect("an instruction");
    let inst = parse_instruction("v_add_u32_e32 v1, 0x41, v2").expect("parses");
    m.insert_line(at, Line::new(LineKind::Instruction(Box::new(inst.clone()))));
    let printed = m.print();
    let code = k.code.start..k.code.end + 1;
    m.dematerialize(code.clone());
    assert!(matches!(&m.lines[at].kind, LineKind::Printed(t) if **t == *inst.to_string()));
    assert!(matches!(m.lines[at + 1].kind, LineKind::Unparsed));
    assert_eq!(m.print(), printed);
    m.materialize(code);
    assert_eq!(m.lines[at].instruction(), Some(&inst));
    assert_eq!(m.print(), printed);
}

/// `check` of a lazily read module (what `gfxopt check` runs since 2026-11-28: one kernel's
/// instructions built at a time) finds what `check` of the module parsed whole finds, in the
/// same order, and leaves no instruction built; on the samples, the corpus directories above,
/// three with many kernels a file, corpus/triton, and two hand edits with findings.
#[test]
fn check_of_a_lazy_module_finds_what_check_of_the_eager_one_finds() {
    let mut all = files();
    for dir in [
        "corpus/hip/wild",
        "corpus/hip/shapes2",
        "corpus/hip-clang22/shapes2",
    ] {
        for entry in std::fs::read_dir(common::repo().join(dir)).expect("corpus dir") {
            let path = entry.expect("entry").path();
            if path.extension().is_some_and(|e| e == "s") {
                all.push(path);
            }
        }
    }
    for entry in std::fs::read_dir(common::repo().join("corpus/triton")).expect("triton") {
        let dir = entry.expect("entry").path();
        for target in ["gfx1100", "gfx942"] {
            let path = dir.join(format!("kernel.{target}.amdgcn"));
            if path.exists() {
                all.push(path);
            }
        }
    }
    // Hand edits `check` reports (compiler output above has no finding: `check` raises no
    // false alarm on it).
    for edit in [
        "tests/filetests/metadata/more_vgprs.gfx942.s",
        "tests/filetests/waitcnt/lost_barrier_wait.gfx1100.s",
    ] {
        all.push(common::repo().join(edit));
    }
    let mut findings = 0;
    for path in &all {
        let want = gfxopt::passes::check::check(&eager(path));
        let mut m = lazy(path);
        let got = gfxopt::passes::check::check_lazy(&mut m);
        let text = |r: Result<Vec<gfxopt::passes::check::Finding>, String>| {
            r.map(|f| f.iter().map(ToString::to_string).collect::<Vec<_>>())
        };
        let want = text(want);
        findings += want.as_ref().map_or(0, Vec::len);
        assert_eq!(text(got), want, "{}", path.display());
        assert_eq!(built(&m), 0, "{}: instructions left built", path.display());
    }
    assert!(
        findings > 0,
        "no file has a finding: the comparison shows nothing"
    );
}
