//! Passes and the pass manager.
//!
//! A pass is a plain function over the module and one kernel, registered in [`PASSES`] with its
//! name and a one-line description (what `gfxopt passes` prints and `--passes` accepts). The
//! manager runs the user's passes in order, then the fix-ups (`waitcnt`, `clause`,
//! `delay-alu`, `metadata`) on the kernels a pass changed (a kernel no pass changed is left byte
//! for byte), then the verifier; a verifier failure is a bug and nothing is written. Every pass logs what it changed and, when it leaves code alone, why.

pub mod assume;
pub mod cache_policy;
pub mod check;
pub mod clause;
pub mod compact;
pub mod delay_alu;
pub mod hazards;
pub mod hotloop;
pub mod metadata;
pub mod pkfma;
pub mod remap;
pub mod sgpr_addr;
pub mod unroll;
pub mod verify;
pub mod vopd;
pub mod waitcnt;

use crate::asm::{Module, Target};
use crate::flow::KernelFlow;
use crate::isa::{isa, Isa};
use crate::kernel::{kernels, Kernel, KernelIndex};
use std::collections::BTreeMap;

/// What one pass did to one kernel: the entry `gfxopt optimize` records per pass and kernel
/// and the report prints in its "passes" section.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassLogEntry {
    /// The pass's name as `--passes` spells it (`vopd`, `unroll`, …).
    pub pass: String,
    /// The kernel the entry is about.
    pub kernel: String,
    /// One line per change made (`".LBB0_5: 64 FMAs paired into 32 VOPD"`).
    pub changed: Vec<String>,
    /// What the pass did not rewrite: (scope, reason), the scope naming the kernel, loop or
    /// instruction (`".LBB0_5"`, `"line 812"`) and the reason the precondition it could not prove.
    pub refused: Vec<(String, String)>,
    /// Facts the pass relied on because the user asserted them (`--assume`), not proved.
    pub assumptions: Vec<String>,
}

impl serde::Serialize for PassLogEntry {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(serde::Serialize)]
        struct Refusal<'a> {
            scope: &'a str,
            reason: &'a str,
        }
        let refused: Vec<Refusal> = self
            .refused
            .iter()
            .map(|(scope, reason)| Refusal { scope, reason })
            .collect();
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("PassLogEntry", 5)?;
        st.serialize_field("pass", &self.pass)?;
        st.serialize_field("kernel", &self.kernel)?;
        st.serialize_field("changed", &self.changed)?;
        st.serialize_field("refused", &refused)?;
        st.serialize_field("assumptions", &self.assumptions)?;
        st.end()
    }
}

/// Why a pass left a loop (or part of it) alone: (scope, reason), logged in
/// [`PassLogEntry::refused`].
pub(crate) struct Refusal(pub String, pub String);

pub(crate) fn refuse<T>(scope: &str, why: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal(scope.to_string(), why.into()))
}

/// Facts the user asserts about one kernel's arguments (`--assume N=4096`).
pub type Assumptions = BTreeMap<String, i64>;

/// Facts per kernel (by name): a fact belongs to one kernel, since `arg5` is a size in one
/// kernel and a row stride in another.
pub type KernelAssumptions = BTreeMap<String, Assumptions>;

/// A pass failed in a way that is not "refused": a bug or an input it cannot represent.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PassError {
    #[error("unknown pass `{0}` (see `gfxopt passes`)")]
    Unknown(String),
    /// `why`, when not empty, follows the quoted option (`: kernel `k` has no argument ...`).
    #[error("pass `{pass}` does not take the option `{option}`{why}")]
    BadOption {
        pass: String,
        option: String,
        why: String,
    },
    #[error("{0}")]
    Analysis(String),
    /// A pass (or the fix-ups after the passes) broke an invariant the verifier checks: a bug.
    #[error("internal error: the verifier rejected the output of {stage} (nothing was written; please report this bug):\n{problems}")]
    Verifier { stage: String, problems: String },
    /// A pass built an instruction its target has no form for: a bug of the pass.
    #[error("internal error: a pass built an invalid instruction (please report this bug): {0}")]
    Build(#[from] crate::isa::build::BuildError),
}

/// Everything a pass may read or change.
pub struct PassContext<'a> {
    pub module: &'a mut Module,
    pub isa: &'static Isa,
    pub target: Target,
    pub assumptions: &'a Assumptions,
    pub log: Vec<PassLogEntry>,
    /// Kernels changed by some pass (names): the fix-ups run on these only.
    pub touched: std::collections::BTreeSet<String>,
    /// The kernel a fix-up the user named is running on: it then works on the whole kernel.
    pub whole: std::collections::BTreeSet<String>,
    /// `--max-code-bytes`: the code size a pass that grows code (`unroll`) must stay within;
    /// `None`: the target's instruction cache.
    pub max_code_bytes: Option<u32>,
    /// The module's kernels, indexed on first use and kept as passes edit (a lookup costs the
    /// kernel's size, not the module's).
    index: std::cell::RefCell<Option<KernelIndex>>,
}

impl<'a> PassContext<'a> {
    /// A context over `module` compiled for `target`, nothing logged or touched yet.
    pub fn new(
        module: &'a mut Module,
        target: Target,
        assumptions: &'a Assumptions,
        max_code_bytes: Option<u32>,
    ) -> PassContext<'a> {
        PassContext {
            module,
            isa: isa(target),
            target,
            assumptions,
            log: Vec::new(),
            touched: Default::default(),
            whole: Default::default(),
            max_code_bytes,
            index: Default::default(),
        }
    }

    /// The kernel named `name` as the module stands now, if there is one.
    pub fn kernel(&self, name: &str) -> Result<Option<Kernel>, PassError> {
        let mut index = self.index.borrow_mut();
        let index = match &mut *index {
            Some(index) => index,
            slot => slot.insert(KernelIndex::build(self.module).map_err(analysis)?),
        };
        index.get(self.module, name).map_err(analysis)
    }

    /// Tells the index that kernel `name`'s metadata entry was rewritten.
    fn metadata_changed(&self, name: &str) {
        if let Some(index) = &mut *self.index.borrow_mut() {
            index.metadata_changed(name);
        }
    }

    /// The kernels of the module now (line ranges move as passes edit).
    pub fn kernels(&self) -> Result<Vec<Kernel>, PassError> {
        kernels(self.module).map_err(|e| PassError::Analysis(e.to_string()))
    }

    /// The analyses of a kernel as the module stands.
    pub fn flow(&self, kernel: &Kernel) -> Result<KernelFlow, PassError> {
        KernelFlow::build(self.module, kernel, self.isa)
            .map_err(|e| PassError::Analysis(e.to_string()))
    }
}

/// A pass: runs over one kernel (looked up by name, since line ranges move), with an option.
pub type PassFn = fn(&mut PassContext, &str, Option<&str>) -> Result<PassLogEntry, PassError>;

/// One registered pass.
pub struct PassInfo {
    pub name: &'static str,
    pub description: &'static str,
    /// Fix-ups run after the user's passes; they can also be named in `--passes`.
    pub fixup: bool,
    /// Whether the pass accepts `name=VALUE`.
    pub takes_option: bool,
    /// Whether the pass moves values into registers it proves free from the kernel's dataflow
    /// (renames, new offsets, temporaries): such a pass leaves a kernel that calls a function
    /// alone, since the callee's reads and clobbers are not in that dataflow.
    pub allocates_registers: bool,
    pub run: PassFn,
}

/// The registry: drives `--passes`, `gfxopt passes` and the order of the fix-ups.
pub static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "vopd",
        description: "gfx1100: hot-loop FMAs as v_dual_fmac_f32 pairs (VOPD bank rules kept), accumulators renamed and restored",
        fixup: false,
        takes_option: false,
        allocates_registers: true,
        run: vopd::run,
    },
    PassInfo {
        name: "pkfma",
        description: "gfx942: hot-loop FMAs paired into v_pk_fma_f32, accumulators renamed to aligned pairs and restored (pkfma=allow-occupancy-drop)",
        fixup: false,
        takes_option: true,
        allocates_registers: true,
        run: pkfma::run,
    },
    PassInfo {
        name: "sgpr-addr",
        description: "global loads in loops: SGPR bases + one VGPR offset per stream (proves the 32-bit offset range)",
        fixup: false,
        takes_option: true,
        allocates_registers: true,
        run: sgpr_addr::run,
    },
    PassInfo {
        name: "waitcnt",
        description: "recompute s_waitcnt: exactly the waits data dependencies and barriers need",
        fixup: true,
        takes_option: false,
        allocates_registers: false,
        run: run_waitcnt,
    },
    PassInfo {
        name: "hazards",
        description: "put back the wait states (s_nop / s_waitcnt_depctr / v_nop) hardware hazards need where a pass changed code",
        fixup: true,
        takes_option: false,
        allocates_registers: false,
        run: run_hazards,
    },
    PassInfo {
        name: "clause",
        description: "shrink or drop s_clause groups that no longer hold",
        fixup: true,
        takes_option: false,
        allocates_registers: false,
        run: run_clause,
    },
    PassInfo {
        name: "delay-alu",
        description: "regenerate s_delay_alu hints of rewritten gfx1100 kernels",
        fixup: true,
        takes_option: false,
        allocates_registers: false,
        run: run_delay_alu,
    },
    PassInfo {
        name: "metadata",
        description: "recompute VGPR/SGPR/AGPR counts of the descriptor and metadata from the code",
        fixup: true,
        takes_option: false,
        allocates_registers: false,
        run: run_metadata,
    },
    PassInfo {
        name: "unroll",
        description: "unroll constant-trip single-block loops (`unroll` fully, `unroll=K` by K), folding LDS pointer increments into offsets",
        fixup: false,
        takes_option: true,
        allocates_registers: false,
        run: unroll::run,
    },
    PassInfo {
        name: "cache-policy",
        description: "gfx942: nontemporal `nt` (or `=sc0+sc1`) on global loads/stores of buffers proved streaming; `=A+C` names arguments",
        fixup: false,
        takes_option: true,
        allocates_registers: false,
        run: cache_policy::run,
    },
];

pub fn find_pass(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.name == name)
}

/// A parsed `--passes` item: `name` or `name=option`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassRequest {
    pub pass: &'static PassInfo,
    pub option: Option<String>,
}

impl std::fmt::Debug for PassInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

impl PartialEq for PassInfo {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for PassInfo {}

/// Parses `vopd,unroll=8,sgpr-addr`.
pub fn parse_pass_list(list: &str) -> Result<Vec<PassRequest>, PassError> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|item| {
            let (name, option) = match item.split_once('=') {
                Some((n, o)) => (n, Some(o.to_string())),
                None => (item, None),
            };
            let pass = find_pass(name).ok_or_else(|| PassError::Unknown(name.to_string()))?;
            if option.is_some() && !pass.takes_option {
                return Err(PassError::BadOption {
                    pass: name.to_string(),
                    option: option.unwrap_or_default(),
                    why: String::new(),
                });
            }
            Ok(PassRequest { pass, option })
        })
        .collect()
}

/// What `optimize` produced.
pub struct Outcome {
    pub log: Vec<PassLogEntry>,
    /// `--print-after PASS`: the module text after that pass (one entry per time it ran).
    pub printed: Vec<(String, String)>,
    /// Wall time and edits of each pass over all kernels, in order (`--time-passes`).
    pub timings: Vec<PassTiming>,
}

/// What one pass cost and did over all kernels (`--time-passes`).
#[derive(Clone, Debug)]
pub struct PassTiming {
    pub pass: String,
    pub time: std::time::Duration,
    /// Lines it inserted, replaced and deleted, from the module's edit journal.
    pub edits: crate::asm::EditCounts,
}

/// Runs the user's passes on the selected kernels, then the fix-ups, then the verifier.
pub fn run_pipeline(
    module: &mut Module,
    requests: &[PassRequest],
    kernel_filter: Option<&str>,
    assumptions: &Assumptions,
    print_after: Option<&str>,
) -> Result<Outcome, PassError> {
    run_pipeline_limited(
        module,
        requests,
        kernel_filter,
        assumptions,
        print_after,
        None,
    )
}

/// [`run_pipeline`] with a code-size limit (`--max-code-bytes`) for passes that grow code. The
/// facts apply to every kernel the run selects: with several kernels, use
/// [`run_pipeline_scoped`].
pub fn run_pipeline_limited(
    module: &mut Module,
    requests: &[PassRequest],
    kernel_filter: Option<&str>,
    assumptions: &Assumptions,
    print_after: Option<&str>,
    max_code_bytes: Option<u32>,
) -> Result<Outcome, PassError> {
    let all: KernelAssumptions = if assumptions.is_empty() {
        KernelAssumptions::new()
    } else {
        kernels(module)
            .map_err(|e| PassError::Analysis(e.to_string()))?
            .into_iter()
            .map(|k| (k.name, assumptions.clone()))
            .collect()
    };
    run_pipeline_scoped(
        module,
        requests,
        kernel_filter,
        &all,
        print_after,
        max_code_bytes,
    )
}

/// Runs the pipeline with facts per kernel: each kernel's passes see only its own facts.
pub fn run_pipeline_scoped(
    module: &mut Module,
    requests: &[PassRequest],
    kernel_filter: Option<&str>,
    facts: &KernelAssumptions,
    print_after: Option<&str>,
    max_code_bytes: Option<u32>,
) -> Result<Outcome, PassError> {
    let none = Assumptions::new();
    let target = module
        .target
        .ok_or_else(|| PassError::Analysis(module.no_target_error("")))?;
    let mut cx = PassContext::new(module, target, &none, max_code_bytes);
    let all = cx.kernels()?;
    let names: Vec<String> = match kernel_filter {
        // `--kernel sgemm64` names `_Z7sgemm64PKfS0_Pfiff` (demangled names work).
        Some(q) => vec![crate::kernel::names::select(&all, q)
            .map_err(|e| PassError::Analysis(format!("{}: error: {e}", cx.module.name)))?
            .name
            .clone()],
        None => all.iter().map(|k| k.name.clone()).collect(),
    };
    if names.is_empty() {
        // Device functions only (LLVM's codegen tests are full of such files): nothing to
        // rewrite, and the file comes out as it came in; each pass says why it did nothing.
        let log = requests
            .iter()
            .map(|r| PassLogEntry {
                pass: r.pass.name.to_string(),
                refused: vec![(
                    cx.module.name.clone(),
                    "the file defines no kernel (no `.amdhsa_kernel` block): passes rewrite kernels"
                        .into(),
                )],
                ..PassLogEntry::default()
            })
            .collect();
        return Ok(Outcome {
            log,
            printed: Vec::new(),
            timings: Vec::new(),
        });
    }
    // Every selected kernel must decode (known instructions, branch targets in the kernel)
    // before any pass runs: an input error is the user's, located, not a verifier failure.
    // What the verifier compares each kernel with is taken now, from its flow: a few facts
    // per kernel instead of a copy of the module.
    let mut originals = std::collections::BTreeMap::new();
    // Kernels that index registers at run time, with the first such instruction.
    let mut indexed = std::collections::BTreeMap::new();
    // Kernels that call a function, with the first call.
    let mut calls = std::collections::BTreeMap::new();
    // (`all` is the module as parsed: building instructions moves no line.)
    for k in all.iter().filter(|k| names.contains(&k.name)) {
        cx.module.materialize(k.code.clone());
        let flow = cx.flow(k)?;
        if let Some(text) = register_indexing(cx.module, cx.isa, &flow) {
            indexed.insert(k.name.clone(), text);
        }
        if let Some(i) = (0..flow.code.len()).find(|&i| waitcnt::is_call(cx.isa, &flow.code, i)) {
            let text = crate::flow::insts::instruction(cx.module, &flow.code.insts[i]);
            calls.insert(k.name.clone(), text.to_string());
        }
        originals.insert(
            k.name.clone(),
            verify::Original::of(cx.module, k, cx.isa, &flow),
        );
        cx.module.dematerialize(k.code.clone());
    }
    // The pipeline finds kernels through the index from here on.
    drop(all);
    let mut printed = Vec::new();
    let fixups: Vec<PassRequest> = PASSES
        .iter()
        .filter(|p| p.fixup)
        .map(|pass| PassRequest { pass, option: None })
        .collect();
    let mut timings = Vec::new();
    // The last pass asked for that changed something, when no other pass follows it: the
    // fix-ups then run for real, and the final check is its check.
    let mut unverified = None;
    for (k, req) in requests.iter().chain(&fixups).enumerate() {
        let asked = k < requests.len();
        let started = std::time::Instant::now();
        let mark = cx.module.edit_mark();
        let mut changed_any = false;
        for name in &names {
            if req.pass.fixup && !asked && !cx.touched.contains(name) {
                // A kernel no pass changed comes out byte for byte: its waits, clauses, hints
                // and counts are the compiler's, and only a rewrite can make them wrong.
                continue;
            }
            if asked && req.pass.fixup {
                // Named by the user: the fix-up works on the whole kernel, touched or not.
                cx.whole.insert(name.clone());
            }
            let unseen = calls
                .get(name)
                .filter(|_| req.pass.allocates_registers && !req.pass.fixup)
                .map(|text| {
                    format!(
                        "left the kernel alone: it calls a function (`{text}`), whose reads and \
                         clobbers of registers the kernel's dataflow does not show, so no \
                         register is provably free for a rename"
                    )
                })
                .or_else(|| {
                    indexed.get(name).filter(|_| !req.pass.fixup).map(|text| {
                        format!(
                            "left the kernel alone: `{text}` reads or writes a register chosen \
                             at run time (M0 / GPR index mode), so no analysis knows which \
                             registers are live or free"
                        )
                    })
                });
            if let Some(why) = unseen {
                cx.log.push(PassLogEntry {
                    pass: req.pass.name.to_string(),
                    kernel: name.clone(),
                    refused: vec![(name.clone(), why)],
                    ..PassLogEntry::default()
                });
                continue;
            }
            cx.assumptions = facts.get(name).unwrap_or(&none);
            let entry = with_instructions(&mut cx, name, |cx| {
                (req.pass.run)(cx, name, req.option.as_deref())
            });
            cx.whole.remove(name);
            let entry = entry?;
            if !entry.changed.is_empty() {
                cx.touched.insert(name.clone());
                changed_any = true;
            }
            cx.log.push(entry);
        }
        timings.push(PassTiming {
            pass: req.pass.name.to_string(),
            time: started.elapsed(),
            edits: cx.module.edit_log().counts_since(mark),
        });
        if print_after == Some(req.pass.name) {
            printed.push((req.pass.name.to_string(), cx.module.print()));
        }
        let last_asked = k + 1 == requests.len();
        if asked && !req.pass.fixup && changed_any && last_asked {
            // The fix-ups and the verifier below are this check: they name the pass.
            unverified = Some(req.pass.name);
        } else if asked && !req.pass.fixup && changed_any {
            // As Cranelift does: check after every pass, so a failure names the pass. The
            // invariants (waits, counts) hold once the fix-ups ran: they run on each touched
            // kernel, which is then put back.
            verify_after(&mut cx, &originals, &names, &fixups).map_err(|problems| {
                PassError::Verifier {
                    stage: format!("pass `{}`", req.pass.name),
                    problems,
                }
            })?;
        }
    }
    let problems = verify_final(&mut cx, &originals, &names)?;
    if !problems.is_empty() {
        return Err(PassError::Verifier {
            stage: unverified.map_or("the fix-ups".into(), |p| format!("pass `{p}`")),
            problems: problems.join("\n"),
        });
    }
    Ok(Outcome {
        log: cx.log,
        printed,
        timings,
    })
}

/// The first instruction of a kernel that addresses registers relative to a run-time index
/// (`v_movrels_b32`/`v_movreld_b32` through M0, `s_movrel*`, gfx9's `s_set_gpr_idx_on`
/// mode), printed. Register liveness, renaming and every "free register" the passes take are
/// blind to those accesses: `sgpr-addr` once put an offset in v4, which clang-22 `-Os`'s
/// `v_movreld_b32 v0, v24` (register array `acc[6][2]`) then overwrote.
fn register_indexing(module: &Module, isa: &crate::isa::Isa, flow: &KernelFlow) -> Option<String> {
    flow.code.insts.iter().find_map(|i| {
        let name = isa.info(i.op).name.as_str();
        crate::isa::semantics::indexes_registers(name)
            .then(|| crate::flow::insts::instruction(module, i).to_string())
    })
}

/// The verifier's problems with each kernel the passes touched so far, once the fix-ups ran on
/// it. The pipeline goes on with the module as it was: the fix-ups run on the module itself,
/// one kernel at a time, and the kernel's lines are put back after the check (a copy of the
/// whole module per pass was the pipeline's peak memory).
fn verify_after(
    cx: &mut PassContext,
    originals: &std::collections::BTreeMap<String, verify::Original>,
    names: &[String],
    fixups: &[PassRequest],
) -> Result<(), String> {
    let mut problems = Vec::new();
    let touched: Vec<&String> = names.iter().filter(|n| cx.touched.contains(*n)).collect();
    for name in touched {
        let k = find_kernel(cx, name).map_err(|e| e.to_string())?;
        cx.module.materialize(k.code.clone());
        let saved = KernelLines::take(cx.module, &k);
        let found = fixed_kernel_problems(cx, originals, name, fixups);
        saved.restore(cx.module)?;
        cx.module.dematerialize(k.code);
        // The index re-reads the entry the metadata fix-up rewrote and this put back.
        cx.metadata_changed(name);
        problems.extend(found?);
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// Runs `f` on kernel `name` with its instructions built (a lazily parsed module holds them
/// for one kernel at a time), then drops those still as parsed.
fn with_instructions<T>(
    cx: &mut PassContext,
    name: &str,
    f: impl FnOnce(&mut PassContext) -> Result<T, PassError>,
) -> Result<T, PassError> {
    if !cx.module.is_lazy() {
        return f(cx);
    }
    let k = find_kernel(cx, name)?;
    cx.module.materialize(k.code);
    let out = f(cx);
    // The kernel's lines moved with its edits: found again.
    let k = find_kernel(cx, name)?;
    cx.module.dematerialize(k.code);
    out
}

/// The verifier's problems with the output, after every pass and fix-up: the whole module's
/// lines print and read back, and each selected kernel holds the invariants against its
/// original (its instructions built for the check when the module is lazy).
fn verify_final(
    cx: &mut PassContext,
    originals: &std::collections::BTreeMap<String, verify::Original>,
    names: &[String],
) -> Result<Vec<String>, PassError> {
    if !cx.module.is_lazy() {
        return verify::verify_against(originals, cx.module, names);
    }
    if let Some(problem) = crate::asm::reprint_difference(cx.module) {
        return Ok(vec![problem]);
    }
    let mut problems = Vec::new();
    for name in names {
        let Some(original) = originals.get(name) else {
            continue;
        };
        let found = with_instructions(cx, name, |cx| {
            let k = find_kernel(cx, name)?;
            Ok(verify::verify_kernel(original, cx.module, &k, cx.isa))
        });
        match found {
            Ok(p) => problems.extend(p),
            Err(PassError::Analysis(_)) => {
                problems.push(format!("kernel `{name}` is missing from the output"))
            }
            Err(e) => return Err(e),
        }
    }
    Ok(problems)
}

/// Runs the fix-ups on kernel `name` and verifies it.
fn fixed_kernel_problems(
    cx: &mut PassContext,
    originals: &std::collections::BTreeMap<String, verify::Original>,
    name: &str,
    fixups: &[PassRequest],
) -> Result<Vec<String>, String> {
    for req in fixups {
        (req.pass.run)(cx, name, None).map_err(|e| e.to_string())?;
    }
    let k = find_kernel(cx, name).map_err(|e| e.to_string())?;
    let Some(original) = originals.get(name) else {
        return Ok(vec![format!("kernel `{name}` is missing from the output")]);
    };
    Ok(verify::verify_kernel(original, cx.module, &k, cx.isa))
}

/// A kernel's lines the fix-ups may change: its code (lines inserted or removed there) and its
/// descriptor and metadata entry (rewritten in place), to put back after a trial run.
struct KernelLines {
    code: Snapshot,
    /// Start, and the lines, of the descriptor block and the metadata entry.
    blocks: Vec<(usize, Vec<crate::asm::Line>)>,
    code_end: usize,
    total: usize,
}

impl KernelLines {
    fn take(module: &Module, k: &Kernel) -> KernelLines {
        let blocks = [Some(k.descriptor.lines.clone()), k.metadata_lines.clone()]
            .into_iter()
            .flatten()
            .filter(|r| r.start < r.end)
            .map(|r| (r.start, module.lines[r].to_vec()))
            .collect();
        KernelLines {
            code: Snapshot::take(module, k),
            blocks,
            code_end: k.code.end,
            total: module.lines.len(),
        }
    }

    /// Puts the lines back; an error when the module's length says something else changed.
    fn restore(self, module: &mut Module) -> Result<(), String> {
        let growth = module.lines.len() as isize - self.total as isize;
        for (start, lines) in self.blocks {
            // Lines after the code moved with what the fix-ups inserted or removed there.
            let at = if start >= self.code_end {
                start.checked_add_signed(growth)
            } else {
                Some(start)
            };
            let range = at
                .map(|a| a..a + lines.len())
                .filter(|r| r.end <= module.lines.len())
                .ok_or("internal error: a fix-up moved lines outside its kernel")?;
            module.put_back_range(self.code.mark, range, lines);
        }
        self.code.restore(module);
        if module.lines.len() != self.total {
            return Err("internal error: a fix-up changed lines outside its kernel".into());
        }
        Ok(())
    }
}

/// Per block of `cfg`: whether an edit in the module's journal names it: a line of it was
/// inserted or replaced, or a line of it was deleted (the deletion is recorded before the line
/// that followed it, which lies in the block, or is the label ending it or a comment or
/// directive between). With [`FixScope::Whole`], every block.
pub(crate) fn changed_blocks(
    module: &Module,
    code: &crate::flow::insts::Code,
    cfg: &crate::flow::cfg::Cfg,
    scope: FixScope,
) -> Vec<bool> {
    cfg.blocks
        .iter()
        .map(|b| {
            scope == FixScope::Whole
                || block_lines(module, code, b.insts.clone()).is_some_and(|(around, own)| {
                    let log = module.edit_log();
                    let lines = &module.lines;
                    lines[own].iter().any(|l| log.changed(l.id))
                        || lines[around].iter().any(|l| log.deleted_before(l.id))
                })
        })
        .collect()
}

/// The lines of the block of instructions `insts`, first to last instruction, and around
/// them the lines a deletion recorded before them places in the block: those, the lines
/// between the label above it and its first instruction, and the lines after its last
/// instruction up to the next label, that label included.
fn block_lines(
    module: &Module,
    code: &crate::flow::insts::Code,
    insts: std::ops::Range<usize>,
) -> Option<(std::ops::Range<usize>, std::ops::Range<usize>)> {
    let first = code.insts.get(insts.start)?.line;
    let last = code.insts.get(insts.end.checked_sub(1)?)?.line;
    let is_code = |l: &crate::asm::Line| {
        matches!(
            l.kind,
            crate::asm::LineKind::Instruction(_) | crate::asm::LineKind::Label(_)
        )
    };
    let start = module.lines[..first]
        .iter()
        .rposition(is_code)
        .map_or(0, |p| p + 1);
    let after = &module.lines[last + 1..];
    let end = match after.iter().position(is_code) {
        Some(p) if matches!(after[p].kind, crate::asm::LineKind::Label(_)) => last + 2 + p,
        Some(p) => last + 1 + p,
        None => module.lines.len(),
    };
    Some((start..end, first..last + 1))
}

/// Where a fix-up may change what the compiler wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixScope {
    /// Only in the blocks a pass changed (after a pass: everything else stays byte for byte).
    Changed,
    /// The whole kernel: the user named the fix-up (`--passes waitcnt`) to repair a hand edit.
    Whole,
}

/// How far the fix-ups may reach in kernel `name`.
pub(crate) fn scope(cx: &PassContext, name: &str) -> FixScope {
    if cx.whole.contains(name) {
        FixScope::Whole
    } else {
        FixScope::Changed
    }
}

/// The kernel named `name` as the module stands now.
pub fn find_kernel(cx: &PassContext, name: &str) -> Result<Kernel, PassError> {
    cx.kernel(name)?.ok_or_else(|| {
        PassError::Analysis(format!("kernel `{name}` disappeared during the passes"))
    })
}

/// The code lines of one kernel as they were, to put back when a pass that edits the module in
/// place refuses after all (a copy of the module per attempt made passes quadratic in the file).
pub(crate) struct Snapshot {
    start: usize,
    total: usize,
    lines: Vec<crate::asm::Line>,
    /// The edit journal when taken: restoring forgets the edits made since.
    mark: crate::asm::EditMark,
}

impl Snapshot {
    pub(crate) fn take(module: &Module, kernel: &Kernel) -> Snapshot {
        Snapshot {
            start: kernel.code.start,
            total: module.lines.len(),
            lines: module.lines[kernel.code.clone()].to_vec(),
            mark: module.edit_mark(),
        }
    }

    /// Puts the kernel's code back, and the journal as it was. Every edit since
    /// [`Snapshot::take`] must have stayed inside that code: its length is the old one plus
    /// the module's growth.
    pub(crate) fn restore(self, module: &mut Module) {
        let len = (self.lines.len() + module.lines.len()).saturating_sub(self.total);
        module.put_back_range(self.mark, self.start..self.start + len, self.lines);
    }
}

fn analysis(e: impl std::fmt::Display) -> PassError {
    PassError::Analysis(e.to_string())
}

/// An empty log entry for `pass` on `kernel`.
pub fn entry(pass: &str, kernel: &str) -> PassLogEntry {
    PassLogEntry {
        pass: pass.to_string(),
        kernel: kernel.to_string(),
        ..Default::default()
    }
}

fn run_waitcnt(
    cx: &mut PassContext,
    name: &str,
    _: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let k = find_kernel(cx, name)?;
    let flow = cx.flow(&k)?;
    let c = waitcnt::fix(cx.module, &k, cx.isa, &flow, scope(cx, name));
    let mut e = entry("waitcnt", name);
    if c.removed + c.inserted > 0 {
        e.changed.push(format!(
            "waits: {} kept, {} removed, {} inserted",
            c.kept, c.removed, c.inserted
        ));
    }
    Ok(e)
}

fn run_hazards(
    cx: &mut PassContext,
    name: &str,
    _: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let mut e = entry("hazards", name);
    if !cx.touched.contains(name) && !cx.whole.contains(name) {
        e.refused.push((
            name.to_string(),
            "no pass rewrote the kernel: the compiler's wait states stay".into(),
        ));
        return Ok(e);
    }
    // Each round can only add instructions; a self-move (v_permlane after v_cmpx) is a VALU
    // the model looks at again.
    let mut total = 0;
    for _ in 0..3 {
        let k = find_kernel(cx, name)?;
        let flow = cx.flow(&k)?;
        let n = hazards::fix(cx.module, cx.isa, &flow.code, &flow.cfg, scope(cx, name));
        if n == 0 {
            break;
        }
        total += n;
    }
    if total > 0 {
        e.changed.push(format!(
            "{total} wait-state fixes inserted (s_nop / s_waitcnt_depctr / v_nop)"
        ));
    }
    Ok(e)
}

fn run_clause(
    cx: &mut PassContext,
    name: &str,
    _: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let k = find_kernel(cx, name)?;
    let flow = cx.flow(&k)?;
    let n = clause::fix(cx.module, cx.isa, &flow.code, &flow.cfg, scope(cx, name));
    let mut e = entry("clause", name);
    if n > 0 {
        e.changed
            .push(format!("{n} s_clause groups shrunk or removed"));
    }
    Ok(e)
}

fn run_delay_alu(
    cx: &mut PassContext,
    name: &str,
    _: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let mut e = entry("delay-alu", name);
    if cx.target != Target::Gfx1100 {
        // Said only when asked for: as a fix-up after a gfx942 pass there is nothing to do.
        if cx.whole.contains(name) {
            e.refused
                .push((name.to_string(), "s_delay_alu exists on gfx11 only".into()));
        }
        return Ok(e);
    }
    if !cx.touched.contains(name) && !cx.whole.contains(name) {
        e.refused.push((
            name.to_string(),
            "no pass rewrote the kernel: the compiler's hints stay".into(),
        ));
        return Ok(e);
    }
    let k = find_kernel(cx, name)?;
    let flow = cx.flow(&k)?;
    let (removed, inserted) =
        delay_alu::regenerate(cx.module, cx.isa, &flow.code, &flow.cfg, scope(cx, name));
    if removed + inserted > 0 {
        e.changed.push(format!(
            "s_delay_alu: {removed} removed, {inserted} inserted"
        ));
    }
    Ok(e)
}

fn run_metadata(
    cx: &mut PassContext,
    name: &str,
    _: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let k = find_kernel(cx, name)?;
    let flow = cx.flow(&k)?;
    let res = crate::flow::resources::compute(cx.target, &k, &flow.code);
    let mut e = entry("metadata", name);
    for (what, old, new) in metadata::fix(cx.module, &k, cx.target, &res) {
        e.changed.push(format!("{what}: {old} -> {new}"));
    }
    if !e.changed.is_empty() {
        cx.metadata_changed(name);
    }
    Ok(e)
}
