//! The real-world corpus runner (`gfxopt corpus`): every `.s` file under the given paths goes
//! through what a new user would do with it, and each step's outcome is recorded, so that the
//! tool is judged on kernels nobody here wrote (LLVM's codegen tests, Triton output, other
//! compilers' HIP), not on the samples it was built around.
//!
//! Per file: the lossless round trip; whether the meaning layer knows every instruction; what
//! `check` reports; whether `optimize` with no pass gives the input back byte for byte; whether
//! the result assembles (optional: it runs llvm-mc and ld.lld); and, per pass, whether it
//! changed the file, refused (with a reason) or failed. A panic anywhere is caught and recorded
//! as a crash of that step, never an abort of the run. [`render_markdown`] aggregates per
//! source (the first directory level under the root) and target.

pub mod report;

pub use report::{render_markdown, Summary};

use crate::asm::{parse_module_bytes, LineKind, Module, Target};
use crate::isa::isa;
use crate::passes::{parse_pass_list, run_pipeline, Assumptions};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

/// The passes tried on every file.
pub const PASSES: [&str; 5] = ["vopd", "pkfma", "unroll", "sgpr-addr", "cache-policy"];

/// The outcome of one step.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case", tag = "outcome", content = "detail")]
pub enum Step {
    Ok,
    /// The step found a problem (the first lines of it).
    Failed(String),
    /// The library panicked: a bug.
    Crashed(String),
    /// Not run (the step it needs failed, or it was not asked for).
    Skipped,
    /// LLVM's own llvm-mc or ld.lld rejects the file as written (an llc test compiled for
    /// another subtarget, an undefined external symbol): not valid input, so the file leaves
    /// the denominators of the steps after parsing.
    Rejected(String),
}

impl Step {
    pub fn ok(&self) -> bool {
        matches!(self, Step::Ok)
    }
}

/// What one pass did to one file.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PassOutcome {
    /// Some kernel changed; `verified` launch specs of the file's folder (not `.hw.toml`)
    /// emulated before and after, every buffer equal bit for bit, the rewrite shown to run.
    Changed {
        verified: usize,
    },
    /// A launch spec showed the rewrite wrong, or proved nothing (no rewritten instruction ran).
    Mismatch(String),
    /// Nothing changed: every kernel refused or had nothing to do.
    Unchanged,
    /// The pipeline returned an error (input it cannot handle, or a verifier failure).
    Error(String),
    Crashed(String),
}

/// One file's row.
#[derive(Clone, Debug, serde::Serialize)]
pub struct FileRow {
    pub path: PathBuf,
    /// `gfx1100`, `gfx942`, or `unknown`.
    pub target: String,
    pub kernels: usize,
    pub instructions: usize,
    pub parse: Step,
    pub round_trip: Step,
    /// Instructions the meaning layer does not know (mnemonics, first few).
    pub unknown: Vec<String>,
    pub unknown_count: usize,
    /// Every instruction the meaning layer does not know: its line number and text (the JSON
    /// output lists them, to group the unknown spellings by cause).
    pub unknown_lines: Vec<(usize, String)>,
    /// Instruction lines of a file that does not parse (a count of the lines that look like
    /// one), so that a per-line figure counts them as not understood instead of dropping them.
    pub unparsed_instructions: usize,
    pub check: Step,
    pub check_errors: usize,
    pub check_warnings: usize,
    pub no_pass_identity: Step,
    pub assemble: Step,
    pub passes: Vec<(String, PassOutcome)>,
    /// With `--emulate`: distinct non-graphics mnemonics whose every line runs alone on the
    /// emulator, and those that do not (with the first reason).
    pub emulated: Vec<String>,
    pub not_emulated: Vec<(String, String)>,
}

/// Options of a corpus run.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Assemble each file with llvm-mc + ld.lld (slow: one process pair per file).
    pub assemble: bool,
    pub llvm_dir: Option<PathBuf>,
    /// Run the passes too.
    pub passes: bool,
    /// Emulate each changed file on the launch specs beside it (needs `passes`).
    pub verify: bool,
    /// Run every distinct instruction line alone on the emulator (`emu::coverage::run_line`).
    pub emulate: bool,
}

/// Every `.s` (and Triton `.amdgcn`) file under `paths` (files are taken as given), sorted.
pub fn collect(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            walk(p, &mut out);
        } else {
            out.push(p.clone());
        }
    }
    out.sort();
    out
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "s" || x == "amdgcn") {
            // (`.amdgcn`: Triton's name for its assembly.)
            out.push(p);
        }
    }
}

/// Runs `f`, turning a panic into a [`Step::Crashed`].
fn guarded(f: impl FnOnce() -> Step) -> Step {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(s) => s,
        Err(e) => Step::Crashed(panic_text(&*e)),
    }
}

fn panic_text(e: &(dyn std::any::Any + Send)) -> String {
    e.downcast_ref::<String>()
        .cloned()
        .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "panic".into())
}

/// The first line of a message, for a table cell.
fn first_line(s: &str) -> String {
    s.lines().next().unwrap_or("").chars().take(200).collect()
}

/// Evaluates one file.
pub fn evaluate(path: &Path, opts: &Options) -> FileRow {
    let mut row = FileRow {
        path: path.to_path_buf(),
        target: "unknown".into(),
        kernels: 0,
        instructions: 0,
        parse: Step::Skipped,
        round_trip: Step::Skipped,
        unknown: Vec::new(),
        unknown_count: 0,
        unknown_lines: Vec::new(),
        unparsed_instructions: 0,
        check: Step::Skipped,
        check_errors: 0,
        check_warnings: 0,
        no_pass_identity: Step::Skipped,
        assemble: Step::Skipped,
        passes: Vec::new(),
        emulated: Vec::new(),
        not_emulated: Vec::new(),
    };
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            row.parse = Step::Failed(format!("cannot read: {e}"));
            return row;
        }
    };
    let name = path.display().to_string();
    let mut module: Option<Module> = None;
    row.parse = guarded(|| match parse_module_bytes(&name, &bytes, None) {
        Ok(m) => {
            module = Some(m);
            Step::Ok
        }
        Err(e) => Step::Failed(first_line(&e.to_string())),
    });
    let Some(m) = module else {
        // The row still belongs to its target (the table's per-target figures include the
        // files the parser rejects) and its lines count as not understood.
        let text = String::from_utf8_lossy(&bytes);
        if let Some(t) = sniff_target(&text) {
            row.target = t.name().to_string();
        }
        row.unparsed_instructions = instruction_like_lines(&text);
        return row;
    };
    row.target = m.target.map_or("unknown".into(), |t| t.name().to_string());
    row.kernels = crate::kernel::kernels(&m).map_or(0, |k| k.len());
    row.instructions = m.instructions().count();
    row.round_trip = guarded(|| {
        if m.print().as_bytes() == bytes.as_slice() {
            Step::Ok
        } else {
            Step::Failed("the printed module differs from the input".into())
        }
    });
    if let Some(t) = m.target {
        row.unknown_lines = unknown_instructions(&m, t);
        row.unknown_count = row.unknown_lines.len();
        let mut names: Vec<String> = row
            .unknown_lines
            .iter()
            .map(|(_, text)| text.split_whitespace().next().unwrap_or("").to_string())
            .collect();
        names.sort();
        names.dedup();
        names.truncate(8);
        row.unknown = names;
    }
    let (mut errors, mut warnings) = (0, 0);
    row.check = guarded(|| match crate::passes::check::check(&m) {
        Ok(findings) => {
            use crate::passes::check::Severity;
            errors = findings
                .iter()
                .filter(|f| f.severity == Severity::Error)
                .count();
            warnings = findings.len() - errors;
            match findings.first() {
                None => Step::Ok,
                Some(f) => Step::Failed(first_line(&f.to_string())),
            }
        }
        Err(e) => Step::Failed(first_line(&e.to_string())),
    });
    row.check_errors = errors;
    row.check_warnings = warnings;
    row.no_pass_identity = guarded(|| {
        let mut copy = m.clone();
        match run_pipeline(&mut copy, &[], None, &Assumptions::new(), None) {
            Ok(_) if copy.print().as_bytes() == bytes.as_slice() => Step::Ok,
            Ok(_) => Step::Failed("optimize with no pass changed the file".into()),
            Err(e) => Step::Failed(first_line(&e.to_string())),
        }
    });
    if opts.assemble {
        row.assemble = guarded(|| assemble(&m, opts.llvm_dir.as_deref()));
    }
    if opts.passes {
        let specs = if opts.verify {
            specs_beside(path, m.target)
        } else {
            Vec::new()
        };
        row.passes = PASSES
            .iter()
            .map(|p| (p.to_string(), run_pass(&m, p, &specs)))
            .collect();
    }
    if opts.emulate {
        if let Some(t) = m.target {
            (row.emulated, row.not_emulated) = emulation(&m, t);
        }
    }
    row
}

/// Graphics-only instruction families (images, exports, interpolation, LDS parameter loads):
/// compute kernels do not use them and the emulator does not model them.
const GRAPHICS_PREFIXES: [&str; 5] = [
    "image_",
    "exp",
    "v_interp_",
    "lds_param_load",
    "lds_direct_load",
];

/// Which distinct non-graphics mnemonics of the file run on the emulator, each of its
/// distinct lines alone on one wave (as `emu-coverage` counts), and which do not.
fn emulation(m: &Module, t: Target) -> (Vec<String>, Vec<(String, String)>) {
    use crate::emu::coverage::{base_mnemonic, operand_gap, run_line};
    use std::collections::BTreeMap;
    let mut lines: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (_, i) in m.instructions() {
        let mnemonic = base_mnemonic(i.mnemonic.as_str()).to_string();
        if GRAPHICS_PREFIXES.iter().any(|p| mnemonic.starts_with(p)) {
            continue;
        }
        let text = i.to_string();
        let seen = lines.entry(mnemonic).or_default();
        // A few spellings per mnemonic are enough to find an operand form that does not run.
        if seen.len() < 4 && !seen.contains(&text) {
            seen.push(text);
        }
    }
    let (mut ok, mut bad) = (Vec::new(), Vec::new());
    for (mnemonic, texts) in lines {
        // Lines that fail only on an operand the emulator does not model (a call through the
        // global offset table) count neither way, as in `emu-coverage`.
        let results: Vec<Result<(), String>> = texts.iter().map(|text| run_line(t, text)).collect();
        let counted: Vec<&Result<(), String>> = results
            .iter()
            .filter(|r| !matches!(r, Err(e) if operand_gap(e)))
            .collect();
        if counted.is_empty() {
            continue;
        }
        match counted.iter().find_map(|r| r.as_ref().err()) {
            None => ok.push(mnemonic),
            Some(e) => bad.push((mnemonic, first_line(e))),
        }
    }
    (ok, bad)
}

/// The launch specs in the folder of `path` (not the hardware-size `.hw.toml` ones).
/// The launch specs beside a file (not `.hw.toml`). A spec named after a target
/// (`corpus/triton/<kernel>/gfx942.toml`: Triton's block is `num_warps` times that target's wave)
/// belongs to that target's file only.
fn specs_beside(path: &Path, target: Option<Target>) -> Vec<crate::harness::spec::LaunchSpec> {
    let Some(dir) = path.parent() else {
        return Vec::new();
    };
    let Ok(rd) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let stem = n.strip_suffix(".toml").unwrap_or(n);
            let other_target = [Target::Gfx1100, Target::Gfx942]
                .iter()
                .any(|t| stem == t.name() && Some(*t) != target);
            n.ends_with(".toml") && !n.ends_with(".hw.toml") && !other_target
        })
        .collect();
    paths.sort();
    paths
        .iter()
        .filter_map(|p| crate::harness::spec::LaunchSpec::from_file(p).ok())
        .collect()
}

/// Instructions the target's tables do not know: line number (1-based) and text.
fn unknown_instructions(m: &Module, t: Target) -> Vec<(usize, String)> {
    let table = isa(t);
    m.lines
        .iter()
        .enumerate()
        .filter_map(|(n, l)| match &l.kind {
            LineKind::Instruction(i) => {
                let known = table.lookup(i).is_some()
                    && (i.dual.is_none() || table.lookup_dual(i).is_some());
                (!known).then(|| (n + 1, i.to_string()))
            }
            _ => None,
        })
        .collect()
}

/// The target a file names in its `.amdgcn_target` directive, read from the text alone (for a
/// file the parser rejects).
fn sniff_target(text: &str) -> Option<Target> {
    text.lines().find_map(|l| {
        let rest = l.trim_start().strip_prefix(".amdgcn_target")?;
        Target::from_target_id(rest)
    })
}

/// Lines that look like an instruction (start with a letter, are not a label): what a file the
/// parser rejects would have contributed to the instruction count.
fn instruction_like_lines(text: &str) -> usize {
    text.lines()
        .map(str::trim)
        .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()) && !l.ends_with(':'))
        .count()
}

fn assemble(m: &Module, llvm_dir: Option<&Path>) -> Step {
    let Ok(dir) = tempfile::tempdir() else {
        return Step::Failed("no temporary directory".into());
    };
    let out = dir.path().join("out.hsaco");
    use crate::toolchain::ToolchainError;
    match crate::toolchain::assemble_module(m, &out, llvm_dir) {
        Ok(_) => Step::Ok,
        // The text handed to llvm-mc is the file itself (no pass ran), so these are LLVM's
        // verdicts on the input; a mismatch afterwards is gfxopt's own check disagreeing.
        Err(e @ (ToolchainError::Assembler { .. } | ToolchainError::Linker { .. })) => {
            Step::Rejected(first_line(&e.to_string()))
        }
        Err(e) => Step::Failed(first_line(&e.to_string())),
    }
}

fn run_pass(m: &Module, pass: &str, specs: &[crate::harness::spec::LaunchSpec]) -> PassOutcome {
    let Ok(requests) = parse_pass_list(pass) else {
        return PassOutcome::Error(format!("unknown pass {pass}"));
    };
    let mut copy = m.clone();
    let r = catch_unwind(AssertUnwindSafe(|| {
        run_pipeline(&mut copy, &requests, None, &Assumptions::new(), None)
    }));
    match r {
        Ok(Ok(outcome)) => {
            let changed = outcome
                .log
                .iter()
                .any(|e| e.pass == pass && !e.changed.is_empty());
            if !changed {
                return PassOutcome::Unchanged;
            }
            match catch_unwind(AssertUnwindSafe(|| verify_specs(m, &copy, specs))) {
                Ok(Ok(verified)) => PassOutcome::Changed { verified },
                Ok(Err(why)) => PassOutcome::Mismatch(why),
                Err(e) => PassOutcome::Crashed(panic_text(&*e)),
            }
        }
        Ok(Err(e)) => PassOutcome::Error(first_line(&e.to_string())),
        Err(e) => PassOutcome::Crashed(panic_text(&*e)),
    }
}

/// Emulates `before` and `after` on every spec whose kernel the file has and whose rewrite
/// changed that kernel: how many compared equal with the rewrite run, or the first problem.
fn verify_specs(
    before: &Module,
    after: &Module,
    specs: &[crate::harness::spec::LaunchSpec],
) -> Result<usize, String> {
    use crate::harness::runner::{find_kernel, RunOptions};
    use crate::harness::verify::{verify, Verdict};
    let mut verified = 0;
    for spec in specs {
        let (Ok(kb), Ok(ka)) = (
            find_kernel(before, spec, None),
            find_kernel(after, spec, None),
        ) else {
            continue; // a spec for another kernel of the folder's files
        };
        if before.lines[kb.code.clone()] == after.lines[ka.code.clone()] {
            continue; // this kernel was not rewritten
        }
        let what = spec.path.display();
        match verify(before, after, spec, None, true, &RunOptions::default()) {
            Ok(Verdict::Equal { coverage, .. }) => match coverage.vacuous() {
                None => verified += 1,
                Some(why) => return Err(format!("{what}: proves nothing: {why}")),
            },
            Ok(Verdict::Different { inputs, difference }) => {
                return Err(format!("{what}: differs on {inputs}: {difference:?}"))
            }
            Err(e) => return Err(format!("{what}: {}", first_line(&e.to_string()))),
        }
    }
    Ok(verified)
}
