//! Before/after equivalence on the emulator: the library form of `gfxopt verify`, used by the
//! pass tests and reports. Two input sets: the spec's, and the same with special values (±0,
//! denormals, ±inf, quiet and signalling NaNs with payloads) scattered through the
//! floating-point buffers.
//!
//! A comparison proves something about a rewrite only if the rewrite ran. So the verdict also
//! says which instructions of the rewritten kernel differ from the original (by a line diff of
//! the two kernels' instructions), how many of them executed, and how often each fallback copy
//! of a versioned loop (`*_orig_addr`) ran; and it counts the out-of-bounds accesses
//! `--oob zero` let through, since a result that depended on them proves nothing either.
//! [`Verdict::Equal`] carries that [`Coverage`]; [`Coverage::vacuous`] says when "equal" proves
//! nothing. Every buffer is compared after the launch, inputs included: a store into a buffer
//! the spec does not mark `output` is a difference too.

use super::compare::{compare, Difference};
use super::inputs::{inject_specials, make_inputs};
use super::runner::{find_kernel, run_kernel, RunError, RunOptions, RunOutput};
use super::spec::{ElemType, LaunchSpec};
use crate::asm::{LineKind, Module};
use crate::kernel::Kernel;
use similar::{capture_diff_slices, Algorithm, DiffOp};

/// What of the rewrite a comparison exercised.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Coverage {
    /// Instructions of the rewritten kernel that are not in the original (inserted or changed).
    pub rewritten: usize,
    /// Of them, how many ran at least once on some input set.
    pub rewritten_ran: usize,
    /// Executions of rewritten instructions, summed over waves and input sets.
    pub rewritten_executions: u64,
    /// Each fallback copy of a versioned loop (label `*_orig_addr`) and how many times the waves
    /// entered it, summed over the input sets.
    pub fallback: Vec<(String, u64)>,
    /// Out-of-bounds accesses `--oob zero` read as zero or dropped: (original, rewritten).
    pub oob_accesses: (u64, u64),
    /// Each block of the rewritten kernel holding rewritten instructions, and whether any of
    /// them ran on some input set (issue 45: "equal" said nothing of a rewritten loop never
    /// entered).
    pub blocks: Vec<ChangedBlock>,
}

/// A block of the rewritten kernel with rewritten instructions in it.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct ChangedBlock {
    /// Its label (the kernel's name for the entry block; `LABEL+N` for the N-th block after
    /// LABEL that a branch ends without a label of its own).
    pub label: String,
    /// Line number (1-based, in the rewritten text) of its first rewritten instruction.
    pub line: usize,
    /// A rewritten instruction of it ran on some input set.
    pub ran: bool,
    /// It is part of a versioned loop's unchanged copy, which runs only when the run-time check
    /// fails: `sgpr-addr` labels every block of that copy with
    /// [`crate::flow::loops::FALLBACK_SUFFIX`] (guard.rs renames them with that constant), so
    /// its own label says so; not running it is the expected case.
    pub fallback: bool,
}

impl ChangedBlock {
    /// `LABEL (line N)`, as messages name it.
    pub fn describe(&self) -> String {
        format!("{} (line {})", self.label, self.line)
    }
}

impl Coverage {
    /// Why an "equal" with this coverage proves nothing about the rewrite, if it does not.
    pub fn vacuous(&self) -> Option<String> {
        if self.oob_accesses != (0, 0) {
            return Some(format!(
                "the results depended on out-of-bounds accesses read as zero ({} in the original, \
                 {} in the rewritten kernel)",
                self.oob_accesses.0, self.oob_accesses.1
            ));
        }
        if self.rewritten > 0 && self.rewritten_ran == 0 {
            return Some(format!(
                "none of the {} rewritten instructions ran on this launch",
                self.rewritten
            ));
        }
        None
    }

    /// Changed blocks (fallback copies apart) none of whose rewritten instructions ran.
    pub fn blocks_not_run(&self) -> Vec<&ChangedBlock> {
        self.blocks
            .iter()
            .filter(|b| !b.ran && !b.fallback)
            .collect()
    }
}

/// The blocks of `ka` (in `after`) holding the rewritten instructions `rewritten` (op indices of
/// the kernel), each with the positions in `rewritten` of its instructions.
fn changed_blocks(
    after: &Module,
    ka: &Kernel,
    rewritten: &[usize],
) -> Vec<(ChangedBlock, Vec<usize>)> {
    let isa = after.target.map(crate::isa::isa);
    let ends_block = |i: &crate::asm::Instruction| {
        isa.and_then(|isa| isa.lookup(i).map(|op| isa.info(op).ends_block))
            .unwrap_or(false)
    };
    // Per op of the kernel: its block's label and whether that is a fallback copy's.
    let mut label = ka.name.clone();
    let mut fallback = false;
    let mut after_branch = 0;
    let mut ops: Vec<(String, bool, usize)> = Vec::new();
    for (li, line) in after.lines[ka.code.clone()].iter().enumerate() {
        match &line.kind {
            LineKind::Label(l) => {
                label = l.to_string();
                fallback = label.ends_with(crate::flow::loops::FALLBACK_SUFFIX);
                after_branch = 0;
            }
            LineKind::Instruction(i) => {
                let name = if after_branch == 0 {
                    label.clone()
                } else {
                    format!("{label}+{after_branch}")
                };
                ops.push((name, fallback, ka.code.start + li + 1));
                if ends_block(i) {
                    after_branch += 1;
                }
            }
            _ => {}
        }
    }
    let mut out: Vec<(ChangedBlock, Vec<usize>)> = Vec::new();
    for (k, &op) in rewritten.iter().enumerate() {
        let Some((name, fb, line)) = ops.get(op) else {
            continue;
        };
        match out.iter_mut().find(|(b, _)| &b.label == name) {
            Some((_, members)) => members.push(k),
            None => out.push((
                ChangedBlock {
                    label: name.clone(),
                    line: *line,
                    ran: false,
                    fallback: *fb,
                },
                vec![k],
            )),
        }
    }
    out
}

/// The outcome of running both versions.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// Every buffer equal bit for bit on every input set.
    Equal {
        outputs: Vec<String>,
        input_sets: usize,
        coverage: Coverage,
    },
    /// The first difference, and which input set showed it.
    Different {
        inputs: &'static str,
        difference: Difference,
    },
}

/// Indices (among the kernel's instruction lines) of the instructions of `after` that are not
/// in `before`: inserted or changed, by a diff of the two instruction sequences.
pub fn rewritten_instructions(
    before: &Module,
    kb: &Kernel,
    after: &Module,
    ka: &Kernel,
) -> Vec<usize> {
    let texts = |m: &Module, k: &Kernel| -> Vec<String> {
        m.lines[k.code.clone()]
            .iter()
            .filter_map(|l| match &l.kind {
                LineKind::Instruction(i) => Some(i.to_string()),
                _ => None,
            })
            .collect()
    };
    let (b, a) = (texts(before, kb), texts(after, ka));
    let mut out = Vec::new();
    for op in capture_diff_slices(Algorithm::Myers, &b, &a) {
        match op {
            DiffOp::Insert {
                new_index, new_len, ..
            }
            | DiffOp::Replace {
                new_index, new_len, ..
            } => out.extend(new_index..new_index + new_len),
            DiffOp::Equal { .. } | DiffOp::Delete { .. } => {}
        }
    }
    out
}

/// Runs `before` and `after` on identical inputs and compares every buffer bit for bit.
pub fn verify(
    before: &Module,
    after: &Module,
    spec: &LaunchSpec,
    kernel: Option<&str>,
    specials: bool,
    opts: &RunOptions,
) -> Result<Verdict, RunError> {
    let kb = find_kernel(before, spec, kernel)?;
    let ka = find_kernel(after, spec, kernel)?;
    super::runner::check_memory(spec, opts.max_memory)?;
    let base = make_inputs(spec).map_err(|e| RunError::Io(format!("error: {e}")))?;
    let mut sets = vec![("spec inputs", base.clone())];
    if specials {
        let mut special = base;
        inject_specials(spec, &mut special);
        sets.push(("inputs with special values", special));
    }
    let rewritten = rewritten_instructions(before, &kb, after, &ka);
    // Work-groups on several host threads apply global atomics (a float sum into one
    // element, a ticket counter) in a scheduling-dependent order, so a kernel with atomics
    // is compared on one thread, where the order is fixed.
    let serial = RunOptions {
        threads: Some(1),
        ..opts.clone()
    };
    let run_opts = if has_global_atomics(before, &kb) {
        &serial
    } else {
        opts
    };
    let profiled = RunOptions {
        profile: true,
        ..run_opts.clone()
    };
    let mut coverage = Coverage {
        rewritten: rewritten.len(),
        ..Coverage::default()
    };
    let mut ran = vec![false; rewritten.len()];
    for (what, inputs) in &sets {
        let rb = run_kernel(before, &kb, spec, inputs, run_opts)?;
        // The original ran: a failure now is the rewrite's (a caller tells it from a bad input).
        let ra = run_kernel(after, &ka, spec, inputs, &profiled)
            .map_err(|e| RunError::Rewritten(Box::new(e)))?;
        if let Some(difference) = first_difference(spec, &rb, &ra) {
            return Ok(Verdict::Different {
                inputs: what,
                difference,
            });
        }
        record(&mut coverage, &mut ran, &rewritten, &rb, &ra);
    }
    coverage.rewritten_ran = ran.iter().filter(|&&r| r).count();
    coverage.blocks = changed_blocks(after, &ka, &rewritten)
        .into_iter()
        .map(|(mut b, members)| {
            b.ran = members.iter().any(|&k| ran[k]);
            b
        })
        .collect();
    Ok(Verdict::Equal {
        outputs: spec.buffers.keys().cloned().collect(),
        input_sets: sets.len(),
        coverage,
    })
}

/// True if the kernel's code has a global or flat atomic.
fn has_global_atomics(module: &Module, kernel: &crate::kernel::Kernel) -> bool {
    let Some(target) = module.target else {
        return false;
    };
    let isa = crate::isa::isa(target);
    module.lines[kernel.code.clone()].iter().any(|l| {
        l.instruction()
            .and_then(|i| isa.lookup(i))
            .is_some_and(|op| isa.info(op).unit == crate::isa::Unit::VmemAtomic)
    })
}

/// The first buffer that differs after the two runs (every buffer, inputs included), then the
/// first module variable (byte for byte; one only the rewritten kernel references differs too).
fn first_difference(spec: &LaunchSpec, rb: &RunOutput, ra: &RunOutput) -> Option<Difference> {
    let buffer = spec.buffers.values().find_map(|b| {
        let (x, y) = (rb.buffers.get(&b.name)?, ra.buffers.get(&b.name)?);
        compare(&b.name, b.elem, x, y)
    });
    buffer.or_else(|| {
        let names: std::collections::BTreeSet<&String> =
            rb.globals.keys().chain(ra.globals.keys()).collect();
        names.into_iter().find_map(|g| {
            let name = format!("module variable `{g}`");
            match (rb.globals.get(g), ra.globals.get(g)) {
                (Some(x), Some(y)) => compare(&name, ElemType::U8, x, y),
                // Only one kernel references it: a change the comparison cannot judge.
                (x, _) => Some(Difference {
                    buffer: name,
                    index: 0,
                    before: if x.is_some() {
                        "referenced"
                    } else {
                        "not referenced"
                    }
                    .into(),
                    after: if x.is_some() {
                        "not referenced"
                    } else {
                        "referenced"
                    }
                    .into(),
                    count: 1,
                }),
            }
        })
    })
}

/// Adds one input set's runs to the coverage.
fn record(
    coverage: &mut Coverage,
    ran: &mut [bool],
    rewritten: &[usize],
    rb: &RunOutput,
    ra: &RunOutput,
) {
    for (k, &i) in rewritten.iter().enumerate() {
        let n = ra.op_counts.get(i).copied().unwrap_or(0);
        coverage.rewritten_executions += n;
        ran[k] |= n > 0;
    }
    for (label, n) in ra.profile.iter().filter(|(l, _)| l.ends_with("_orig_addr")) {
        match coverage.fallback.iter_mut().find(|(l, _)| l == label) {
            Some((_, total)) => *total += n,
            None => coverage.fallback.push((label.clone(), *n)),
        }
    }
    coverage.oob_accesses.0 += rb.stats.oob_accesses;
    coverage.oob_accesses.1 += ra.stats.oob_accesses;
}
