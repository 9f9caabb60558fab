//! The verifier that runs after every pipeline. It checks, per kernel:
//! 1. the printed module parses again to the same instructions (nothing unprintable);
//! 2. the CFG builds: every instruction is known, every branch target is a label of the kernel;
//! 3. every register read has a definition on some path, or is an ABI input (no read that was
//!    defined in the input becomes undefined on every path);
//! 4. waits are sufficient: `check` finds no missing wait the original did not have, and every
//!    memory-model wait of the original (before a barrier, a cache invalidate or a global
//!    store/atomic, after a cache write-back) is still there, as strict, in kernels a pass changed;
//! 5. metadata is true: the descriptor's and metadata's register counts cover the code's.
//!
//! Any failure is a bug in a pass: the pipeline reports it and writes nothing.

use super::{waitcnt, PassError};
use crate::asm::{parse_module, Module};
use crate::flow::dataflow::ENTRY;
use crate::flow::insts::Code;
use crate::flow::regs::RegUnit;
use crate::flow::resources::compute;
use crate::flow::KernelFlow;
use crate::isa::isa;
use crate::kernel::{kernels, Kernel};
use std::collections::BTreeSet;

/// Units read somewhere with no definition on any path (ABI inputs and reads the input
/// already had excluded by the caller's comparison).
fn undefined_reads(module: &Module, kernel: &Kernel) -> Result<BTreeSet<String>, String> {
    let target = module.target.ok_or("no target")?;
    let isa = isa(target);
    let flow = KernelFlow::build(module, kernel, isa).map_err(|e| e.to_string())?;
    let abi = crate::flow::resources::abi_sgprs(kernel);
    let mut out = BTreeSet::new();
    for (i, uses) in flow.def_use.use_defs.iter().enumerate() {
        for (u, defs) in uses {
            if defs.iter().all(|&d| d == ENTRY) && !is_abi_input(*u, abi) {
                let text = crate::flow::insts::instruction(module, &flow.code.insts[i]);
                out.insert(format!("{u} read by `{text}`"));
            }
        }
    }
    Ok(out)
}

fn is_abi_input(u: RegUnit, abi_sgprs: u32) -> bool {
    use crate::asm::RegFile;
    match u.numbered() {
        Some((RegFile::S, i)) => (i as u32) < abi_sgprs,
        Some((RegFile::V, i)) => i < 3,
        Some((RegFile::Ttmp, _)) => true,
        Some(_) => false,
        None => {
            u == crate::flow::regs::EXEC_LO
                || u == crate::flow::regs::EXEC_HI
                || u == crate::flow::regs::FLAT_SCRATCH_LO
                || u == crate::flow::regs::FLAT_SCRATCH_HI
                || u == crate::flow::regs::M0
        }
    }
}

/// Whether two kernels' code is line for line the same (original text, same source lines).
fn same_code(a: &Module, ka: &Kernel, b: &Module, kb: &Kernel) -> bool {
    a.lines[ka.code.clone()] == b.lines[kb.code.clone()]
}

/// The original line number of a decoded instruction, if the line is as parsed.
fn origin_line(module: &Module, code: &Code, i: usize) -> Option<u32> {
    module.lines[code.insts[i].line]
        .origin
        .as_ref()
        .map(|o| o.line)
}

/// Missing waits `check` finds in the rewritten kernel that it did not find at the same
/// instruction of the original (a finding on a line the compiler wrote and no pass touched is the
/// compiler's, not a pass's).
fn new_wait_errors(
    original: &Module,
    kb: &Kernel,
    fb: &KernelFlow,
    rewritten: &Module,
    kr: &Kernel,
    fr: &KernelFlow,
    isa: &crate::isa::Isa,
) -> Vec<String> {
    let before: BTreeSet<u32> = waitcnt::check(original, kb, isa, fb)
        .into_iter()
        .filter(|f| f.error)
        .filter_map(|f| origin_line(original, &fb.code, f.inst))
        .collect();
    waitcnt::check(rewritten, kr, isa, fr)
        .into_iter()
        .filter(|f| f.error)
        .filter(|f| origin_line(rewritten, &fr.code, f.inst).is_none_or(|l| !before.contains(&l)))
        .map(|f| {
            let at = origin_line(rewritten, &fr.code, f.inst)
                .map_or("a new line".to_string(), |l| format!("line {l}"));
            format!("kernel `{}` {at}: {}", kr.name, f.message)
        })
        .collect()
}

/// Memory-model waits (barrier, acquire, release: see `waitcnt`) of the original that the
/// rewritten kernel lost or weakened before the same instruction. No emulation of one launch can
/// see these, so this is the only check that does.
fn lost_memory_model_waits(
    original: &Module,
    fb: &KernelFlow,
    rewritten: &Module,
    fr: &KernelFlow,
    isa: &crate::isa::Isa,
    name: &str,
) -> Vec<String> {
    let before = waitcnt::memory_model_waits(original, isa, &fb.code);
    let after = waitcnt::memory_model_waits(rewritten, isa, &fr.code);
    let present: BTreeSet<u32> = (0..fr.code.len())
        .filter_map(|i| origin_line(rewritten, &fr.code, i))
        .collect();
    let mut out = Vec::new();
    for (line, want) in &before {
        if !present.contains(line) {
            continue;
        }
        let have = after.get(line).copied().unwrap_or([None; 4]);
        if !waitcnt::at_least_as_strict(&have, want) {
            out.push(format!(
                "kernel `{name}` line {line}: a memory-model wait was lost or weakened: the \
                 original waits for {} there, the output for {}",
                waitcnt::describe(want),
                waitcnt::describe(&have)
            ));
        }
    }
    out
}

/// Checks the rewritten module against the original; returns the problems found.
pub fn verify(
    original: &Module,
    rewritten: &Module,
    names: &[String],
) -> Result<Vec<String>, PassError> {
    let mut problems = Vec::new();
    let text = rewritten.print();
    let reparsed = match parse_module(&rewritten.name, &text, rewritten.target) {
        Ok(m) => m,
        Err(e) => return Ok(vec![format!("the output does not parse: {e}")]),
    };
    // Compared in step, not collected: copies of every instruction of both modules were a
    // third of the pipeline's peak memory on large files.
    let mut a = rewritten.instructions().map(|(_, i)| i);
    let mut b = reparsed.instructions().map(|(_, i)| i);
    let first_difference = loop {
        match (a.next(), b.next()) {
            (Some(x), Some(y)) if x == y => {}
            other => break other,
        }
    };
    match first_difference {
        (Some(x), Some(y)) => problems.push(format!(
            "the printed output parses to different instructions: `{x}` reads back as `{y}` ({x:?} vs {y:?})"
        )),
        (None, None) => {}
        _ => problems
            .push("the printed output parses to a different number of instructions".to_string()),
    }
    let Some(target) = reparsed.target else {
        return Ok(problems);
    };
    let isa = isa(target);
    let before = kernels(original).map_err(|e| PassError::Analysis(e.to_string()))?;
    let after = kernels(&reparsed).map_err(|e| PassError::Analysis(e.to_string()))?;
    let rewritten_kernels = kernels(rewritten).map_err(|e| PassError::Analysis(e.to_string()))?;
    for name in names {
        let (Some(kb), Some(ka)) = (
            before.iter().find(|k| &k.name == name),
            after.iter().find(|k| &k.name == name),
        ) else {
            problems.push(format!("kernel `{name}` is missing from the output"));
            continue;
        };
        let Some(kr) = rewritten_kernels.iter().find(|k| &k.name == name) else {
            problems.push(format!("kernel `{name}` is missing from the output"));
            continue;
        };
        if same_code(original, kb, rewritten, kr) && kb.descriptor == kr.descriptor {
            // Byte for byte the input: whatever `check` says of it, the compiler said first;
            // and the analyses below would only compare a kernel with itself.
            continue;
        }
        let flow = match KernelFlow::build(&reparsed, ka, isa) {
            Ok(f) => f,
            Err(e) => {
                problems.push(format!("kernel `{name}`: {e}"));
                continue;
            }
        };
        match (
            undefined_reads(original, kb),
            undefined_reads(&reparsed, ka),
        ) {
            (Ok(old), Ok(new)) => {
                let old_units: BTreeSet<&str> =
                    old.iter().filter_map(|s| s.split(' ').next()).collect();
                for n in new
                    .iter()
                    .filter(|s| !old_units.contains(s.split(' ').next().unwrap_or("")))
                {
                    problems.push(format!(
                        "kernel `{name}`: {n} has no definition on any path"
                    ));
                }
            }
            (_, Err(e)) | (Err(e), _) => problems.push(format!("kernel `{name}`: {e}")),
        }
        match (
            KernelFlow::build(original, kb, isa),
            KernelFlow::build(rewritten, kr, isa),
        ) {
            (Ok(fb), Ok(fr)) => {
                problems.extend(new_wait_errors(original, kb, &fb, rewritten, kr, &fr, isa));
                problems.extend(lost_memory_model_waits(
                    original, &fb, rewritten, &fr, isa, name,
                ));
            }
            (Err(e), _) | (_, Err(e)) => problems.push(format!("kernel `{name}`: {e}")),
        }
        let res = compute(target, ka, &flow.code);
        let declared = ka.descriptor.get("next_free_vgpr").unwrap_or(0) as u32;
        if declared < res.total_vgprs {
            problems.push(format!(
                "kernel `{name}`: .amdhsa_next_free_vgpr {declared} below the {} VGPRs the code uses",
                res.total_vgprs
            ));
        }
        let declared = ka.descriptor.get("next_free_sgpr").unwrap_or(0) as u32;
        if declared < res.next_free_sgpr {
            problems.push(format!(
                "kernel `{name}`: .amdhsa_next_free_sgpr {declared} below the {} SGPRs the code uses",
                res.next_free_sgpr
            ));
        }
    }
    Ok(problems)
}
