//! Property: reordering independent memory loads and letting the `waitcnt` fix-up recompute the
//! waits never leaves a hazard. The loads of a run (consecutive loads and waits in one block,
//! none reading or writing what another writes) are permuted at random in a sample, and every
//! wait of the file is deleted (the compiler's waits mostly wait for zero, so reordering alone
//! rarely makes them wrong). After the fix-up, `check` must find no error and the emulator,
//! which stops on any read of a register whose load is outstanding, must run the kernel to the
//! same outputs as the original.

use crate::common;
use common::errors;

use gfxopt::asm::{parse_module, LineKind, Module};
use gfxopt::flow::KernelFlow;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::harness::verify::{verify, Verdict};
use gfxopt::isa::isa;
use gfxopt::isa::semantics::wait_kind;
use gfxopt::kernel::kernels;
use gfxopt::passes::{parse_pass_list, run_pipeline, Assumptions};
use proptest::prelude::*;
use std::sync::OnceLock;

/// The smallest launch spec of each sample (the emulator runs every case).
const SPECS: [&str; 13] = [
    "daxpy/n3000",
    "reduce/n4096",
    "reduce_lds/n512",
    "sgemm_dbuf/n128",
    "sgemm_lds/n128",
    "sgemm_ldsopt/n128",
    "sgemm_naive/n128",
    "sgemm_regtile/n128",
    "transpose_read_contiguous/64x96",
    "transpose_tiled/64x96",
    "transpose_write_contiguous/64x96",
    "vector_add/n4096",
    "vector_add_nt/n4096",
];

/// A run of independent loads: the module lines of the loads, in order.
struct Run {
    file: usize,
    loads: Vec<usize>,
}

struct Case {
    module: Module,
    spec: LaunchSpec,
}

fn cases() -> &'static (Vec<Case>, Vec<Run>) {
    static CASES: OnceLock<(Vec<Case>, Vec<Run>)> = OnceLock::new();
    CASES.get_or_init(|| {
        let mut cases = Vec::new();
        let mut runs = Vec::new();
        for spec_name in SPECS {
            let (dir, _) = spec_name.split_once('/').expect("dir/spec");
            let spec_path = common::repo().join(format!("samples/{spec_name}.toml"));
            for target in ["gfx1100", "gfx942"] {
                let path = common::repo().join(format!("samples/{dir}/kernel.{target}.s"));
                let text = std::fs::read_to_string(&path).expect("sample");
                let module = parse_module(&path.display().to_string(), &text, None)
                    .unwrap_or_else(|e| panic!("{e}"));
                for loads in load_runs(&module) {
                    runs.push(Run {
                        file: cases.len(),
                        loads,
                    });
                }
                let spec = LaunchSpec::from_file(&spec_path).unwrap_or_else(|e| panic!("{e}"));
                cases.push(Case { module, spec });
            }
        }
        (cases, runs)
    })
}

/// Runs of at least two loads, in one block, with only loads and waits between them, no load
/// touching a register another load of the run writes.
fn load_runs(m: &Module) -> Vec<Vec<usize>> {
    let isa = isa(m.target.expect("target"));
    let mut out = Vec::new();
    for k in kernels(m).expect("kernels") {
        let flow = KernelFlow::build(m, &k, isa).expect("flow");
        for b in &flow.cfg.blocks {
            let mut run: Vec<usize> = Vec::new();
            let mut close = |run: &mut Vec<usize>| {
                if run.len() >= 2 {
                    out.push(run.iter().map(|&i| flow.code.insts[i].line).collect());
                }
                run.clear();
            };
            for i in b.insts.clone() {
                let inst = &flow.code.insts[i];
                let info = isa.info(inst.op);
                if inst.dual.is_none() && wait_kind(&info.name).is_some() {
                    continue;
                }
                let is_load = inst.dual.is_none()
                    && info.may_load
                    && !info.may_store
                    && !info.counters.is_empty();
                let independent = run.iter().all(|&j| {
                    let o = &flow.code.insts[j];
                    !o.defs
                        .iter()
                        .any(|d| inst.defs.contains(d) || inst.uses.contains(d))
                        && !inst.defs.iter().any(|d| o.uses.contains(d))
                });
                if !is_load {
                    close(&mut run);
                } else if !independent {
                    close(&mut run);
                    run.push(i);
                } else {
                    run.push(i);
                }
            }
            close(&mut run);
        }
    }
    out
}

/// Reorders the loads of `run` by `perm` and recomputes the waits.
fn reorder_and_fix(case: &Case, run: &Run, perm: &[usize]) -> Result<Module, String> {
    let mut m = case.module.clone();
    let moved: Vec<_> = perm
        .iter()
        .map(|&p| m.lines[run.loads[p]].clone())
        .collect();
    for (&line, l) in run.loads.iter().zip(moved) {
        m.lines[line] = l;
    }
    // Every wait goes: the fix-up recomputes them all from the data dependencies.
    m.lines.retain(
        |l| !matches!(&l.kind, LineKind::Instruction(i) if wait_kind(&i.mnemonic).is_some()),
    );
    // Reparse the printed text: line numbers and the source text follow the new order.
    let text = m.print();
    let mut m = parse_module(&m.name, &text, m.target).map_err(|e| e.to_string())?;
    // Not vacuous: with the waits gone, `check` finds errors before the fix-up.
    if errors(&m).is_empty() {
        return Err("no missing wait before the fix-up: nothing was tested".into());
    }
    let waitcnt = parse_pass_list("waitcnt").map_err(|e| e.to_string())?;
    run_pipeline(&mut m, &waitcnt, None, &Assumptions::new(), None).map_err(|e| e.to_string())?;
    Ok(m)
}

#[test]
fn the_samples_have_runs_to_reorder() {
    let (cases, runs) = cases();
    assert_eq!(cases.len(), 2 * SPECS.len());
    assert!(runs.len() >= 20, "only {} runs of loads", runs.len());
    assert!(runs.iter().any(|r| r.loads.len() >= 4));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn waitcnt_after_reordering_independent_loads_leaves_no_hazard(
        (r, perm) in (0..cases().1.len()).prop_flat_map(|r| {
            let n = cases().1[r].loads.len();
            (Just(r), Just((0..n).collect::<Vec<usize>>()).prop_shuffle())
        })
    ) {
        let (all, runs) = cases();
        let run = &runs[r];
        let case = &all[run.file];
        let fixed = reorder_and_fix(case, run, &perm).map_err(TestCaseError::fail)?;
        let left = errors(&fixed);
        prop_assert!(left.is_empty(), "{}: check after the fix-up: {left:?}", case.module.name);
        let text = fixed.print();
        let fixed = parse_module(&fixed.name, &text, fixed.target).map_err(|e| TestCaseError::fail(e.to_string()))?;
        match verify(&case.module, &fixed, &case.spec, None, false, &Default::default()) {
            Ok(Verdict::Equal { .. }) => {}
            Ok(Verdict::Different { difference: d, .. }) => {
                return Err(TestCaseError::fail(format!(
                    "{}: loads at lines {:?} reordered {perm:?}: {}[{}] differs",
                    case.module.name, run.loads, d.buffer, d.index
                )));
            }
            Err(e) => {
                return Err(TestCaseError::fail(format!(
                    "{}: loads at lines {:?} reordered {perm:?}: {e}",
                    case.module.name, run.loads
                )));
            }
        }
    }
}
