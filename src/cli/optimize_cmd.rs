//! `gfxopt optimize`, `gfxopt check`, `gfxopt passes`.

use super::parse_cmd::parse_target;
use super::Failure;
use crate::asm::{parse_module, parse_module_bytes, parse_module_lazy, Target};
use crate::io::{input_name, read_input, write_output, write_output_with};
use crate::passes::{
    check::Severity, parse_pass_list, run_pipeline_scoped, Assumptions, KernelAssumptions, PASSES,
};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct OptimizeArgs {
    /// The .s file to optimize (`-` for standard input).
    pub input: PathBuf,
    /// Where to write the result (`-` for standard output). Written atomically.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Comma-separated passes in order, e.g. `vopd,unroll=8`; the fix-ups always run after them.
    #[arg(long, default_value = "")]
    pub passes: String,
    /// Only this kernel.
    #[arg(long)]
    pub kernel: Option<String>,
    /// A fact a pass may rely on: [KERNEL:]NAME=VALUE, NAME<=VALUE or NAME>=VALUE, NAME a
    /// kernel argument (`argN`, a metadata name, or the parameter a launch spec's `args` sets it
    /// from) or grid_x/grid_y/grid_z (repeatable). A fact belongs to one kernel: KERNEL, else
    /// --kernel, else the launch spec's, else the file's only kernel. Recorded in the output file.
    #[arg(long = "assume", value_parser = parse_assumption)]
    pub assume: Vec<(Option<String>, String, i64)>,
    /// Launch spec whose `args` name the kernel arguments for `--assume` (default: the
    /// `--verify` spec).
    #[arg(long, value_name = "LAUNCH.toml")]
    pub spec: Option<PathBuf>,
    /// Print each pass's wall time (over all kernels) to standard error.
    #[arg(long)]
    pub time_passes: bool,
    /// Print the module after this pass to standard error.
    #[arg(long)]
    pub print_after: Option<String>,
    /// Run everything and print the pass log, but write nothing.
    #[arg(long)]
    pub dry_run: bool,
    /// Allow `-o` to equal the input: the input is kept as `IN.s.orig`.
    #[arg(long)]
    pub in_place: bool,
    /// Target for a file without `.amdgcn_target`.
    #[arg(long, value_parser = parse_target)]
    pub target: Option<Target>,
    /// What `-o` receives: the assembly (`s`) or a code object assembled and linked with LLVM
    /// (`hsaco`).
    #[arg(long, value_enum, default_value = "s")]
    pub emit: Emit,
    /// Write a before/after report (format from the extension: .html, .md, .json, else text).
    #[arg(long)]
    pub report: Option<PathBuf>,
    /// Emulate before and after on this launch spec and refuse to write a result that differs
    /// (repeatable: specs of several kernels, several specs of one kernel). Every kernel a pass
    /// changed must be verified by one of them, else nothing is written (exit 6).
    #[arg(long, value_name = "LAUNCH.toml")]
    pub verify: Vec<PathBuf>,
    /// With `--verify`: write this changed kernel though no spec verifies it (repeatable).
    #[arg(long, value_name = "KERNEL")]
    pub allow_unverified: Vec<String>,
    /// LLVM tools directory for `--emit hsaco`.
    #[arg(long)]
    pub llvm_dir: Option<PathBuf>,
    /// Code bytes a kernel may grow to (`unroll` refuses beyond); default: the instruction
    /// cache (32 KiB on gfx1100, 64 KiB on gfx942).
    #[arg(long, value_name = "N")]
    pub max_code_bytes: Option<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Emit {
    S,
    Hsaco,
}

/// `--assume [KERNEL:]FACT`: the kernel (if named) and the fact in its [`Assumptions`] form.
fn parse_assumption(s: &str) -> Result<(Option<String>, String, i64), String> {
    let (kernel, fact) = match s.rsplit_once(':') {
        Some((k, f)) if !k.trim().is_empty() => (Some(k.trim().to_string()), f),
        _ => (None, s),
    };
    let f = crate::passes::assume::Fact::parse(fact)?;
    Ok((kernel, f.key(), f.value))
}

/// The kernel a fact belongs to: the one it names (`KERNEL:N=5`), else `--kernel`, else the
/// launch spec's, else the file's only kernel. A fact that could belong to several kernels is a
/// usage error: argument numbers and names mean different things in different kernels.
fn fact_kernel(
    named: Option<&str>,
    fact: &crate::passes::assume::Fact,
    a: &OptimizeArgs,
    spec_kernel: Option<&str>,
    kernels: &[crate::kernel::Kernel],
) -> Result<String, Failure> {
    let choice = named.or(a.kernel.as_deref()).or(spec_kernel);
    if let Some(k) = choice {
        return crate::kernel::names::select(kernels, k)
            .map(|x| x.name.clone())
            .map_err(|e| Failure::usage(format!("--assume {fact}: {e}")));
    }
    match kernels {
        [only] => Ok(only.name.clone()),
        _ => Err(Failure::usage(format!(
            "--assume {fact}: the file has {} kernels and a fact belongs to one; name it with \
             --kernel NAME, a --spec/--verify launch spec of that kernel, or as KERNEL:{fact}",
            kernels.len()
        ))),
    }
}

/// Per (kernel, `argP`): the name the user gave the fact (a launch-spec parameter).
type FactAliases = BTreeMap<(String, String), String>;

/// The user's facts, per kernel, keyed by names the passes know (`argN`, metadata names,
/// `grid_*`): a name the kernel's metadata lacks is looked up among the launch spec's scalar
/// arguments, set from a parameter of that name, and becomes `argP`. Returns the facts and, per
/// kernel, `argP` -> the user's name.
fn resolve_fact_names(
    a: &OptimizeArgs,
    module: &crate::asm::Module,
) -> Result<(KernelAssumptions, FactAliases), Failure> {
    use crate::harness::spec::{ArgSpec, LaunchSpec, Value};
    use crate::passes::assume::Fact;
    let mut out = KernelAssumptions::new();
    let mut aliases = BTreeMap::new();
    if a.assume.is_empty() {
        return Ok((out, aliases));
    }
    let kernels = crate::kernel::kernels(module).map_err(|e| Failure::input(e.to_string()))?;
    let spec_path = a.spec.as_ref().or(a.verify.first());
    let spec: Option<LaunchSpec> = match spec_path {
        Some(p) => Some(LaunchSpec::from_file(p).map_err(Failure::input)?),
        None => None,
    };
    for (named, key, value) in &a.assume {
        let single: Assumptions = [(key.clone(), *value)].into_iter().collect();
        let Some(f) = crate::passes::assume::facts(&single).into_iter().next() else {
            continue;
        };
        let kernel = fact_kernel(
            named.as_deref(),
            &f,
            a,
            spec.as_ref().map(|s| s.kernel.as_str()),
            &kernels,
        )?;
        let known = |n: &str| {
            n.starts_with("grid_")
                || n.strip_prefix("arg")
                    .is_some_and(|d| d.parse::<usize>().is_ok())
                || kernels.iter().any(|k| {
                    k.name == kernel
                        && k.metadata.as_ref().is_some_and(|m| {
                            m.explicit_args().any(|x| x.name.as_deref() == Some(n))
                        })
                })
        };
        let name = if known(&f.name) {
            f.name.clone()
        } else {
            let (Some(path), Some(s)) = (spec_path, spec.as_ref()) else {
                return Err(Failure::usage(format!(
                    "--assume {f}: kernel `{kernel}` has no argument named `{}` in the \
                     metadata; write it as `argN` (N its position) or name a launch spec with \
                     --spec whose `args` set it from the parameter `{}`",
                    f.name, f.name
                )));
            };
            let pos = s.args.iter().position(|x| {
                matches!(x, ArgSpec::Scalar(sa) if matches!(&sa.value, Value::Param(p) if *p == f.name))
            });
            // The spec names its kernel as people write it (`gemm_lds_8x8`), the fact's kernel
            // is the symbol (`_Z12gemm_lds_8x8PKfS0_Pfmmm`).
            let spec_is_for_kernel =
                crate::kernel::names::select(&kernels, &s.kernel).is_ok_and(|k| k.name == kernel);
            let Some(pos) = pos.filter(|_| spec_is_for_kernel) else {
                return Err(Failure::usage(format!(
                    "--assume {f}: neither the metadata of `{kernel}` nor the `args` of {} name \
                     a kernel argument `{}`",
                    path.display(),
                    f.name
                )));
            };
            let arg = format!("arg{pos}");
            aliases.insert((kernel.clone(), arg.clone()), f.name.clone());
            arg
        };
        let g = Fact { name, ..f };
        out.entry(kernel).or_default().insert(g.key(), g.value);
    }
    Ok((out, aliases))
}

/// A pipeline failure as the binary reports it: unknown passes are usage errors, a verifier
/// failure or an invalid built instruction is an internal error (exit 7), anything else is
/// the input's.
fn pass_failure(e: crate::passes::PassError) -> Failure {
    use crate::passes::PassError;
    match e {
        PassError::Unknown(_) | PassError::BadOption { .. } => Failure::usage(e),
        PassError::Verifier { .. } | PassError::Build(_) => Failure {
            message: e.to_string(),
            code: super::exit::INTERNAL,
        },
        PassError::Analysis(_) => Failure::input(e),
    }
}

pub fn run_optimize(a: OptimizeArgs) -> Result<(), Failure> {
    let name = input_name(&a.input);
    let requests = parse_pass_list(&a.passes).map_err(Failure::usage)?;
    let output = output_path(&a)?;
    // The bytes go once parsed: the module keeps the text (`Module::source`). Its
    // instructions are built one kernel at a time as the passes reach it.
    let mut module = parse_module_lazy(
        &name,
        read_input(&a.input).map_err(Failure::input)?,
        a.target,
    )
    .map_err(Failure::input)?;
    let (assumptions, aliases) = resolve_fact_names(&a, &module)?;
    let outcome = run_pipeline_scoped(
        &mut module,
        &requests,
        a.kernel.as_deref(),
        &assumptions,
        a.print_after.as_deref(),
        a.max_code_bytes,
    )
    .map_err(pass_failure)?;
    print_outcome(&a, &name, &requests, &outcome);
    crate::passes::assume::record(
        &mut module,
        &recorded_facts(&assumptions, &aliases, &outcome.log),
    );
    check_and_report(&a, &name, &mut module, &outcome.log)?;
    let Some(out) = output.filter(|_| !a.dry_run) else {
        return Ok(());
    };
    write_result(&a, &name, &module, &out)
}

/// Where `optimize` writes (`None` for a dry run), refusing to overwrite the input unless
/// asked to, and an unknown `--print-after` pass.
fn output_path(a: &OptimizeArgs) -> Result<Option<PathBuf>, Failure> {
    if let Some(p) = &a.print_after {
        if crate::passes::find_pass(p).is_none() {
            return Err(Failure::usage(format!("--print-after: unknown pass `{p}`")));
        }
    }
    let output = match (&a.output, a.dry_run) {
        (Some(o), _) => Some(o.clone()),
        (None, true) => None,
        (None, false) => return Err(Failure::usage("missing -o OUT (or --dry-run)")),
    };
    if let Some(o) = &output {
        if o != Path::new("-") && same_file(o, &a.input) && !a.in_place {
            return Err(Failure::usage(format!(
                "-o {} is the input; pass --in-place to overwrite it (the input is kept as .orig)",
                o.display()
            )));
        }
    }
    Ok(output)
}

/// The pipeline's printed modules, `--time-passes` and the log, on stderr.
fn print_outcome(
    a: &OptimizeArgs,
    name: &str,
    requests: &[crate::passes::PassRequest],
    outcome: &crate::passes::Outcome,
) {
    for (pass, text) in &outcome.printed {
        eprintln!("; ---- after {pass} ----\n{text}");
    }
    if a.time_passes {
        for t in &outcome.timings {
            eprintln!(
                "{name}: time: {:<14} {:>10.3} ms   lines: {} inserted, {} replaced, {} deleted",
                t.pass,
                t.time.as_secs_f64() * 1e3,
                t.edits.inserted,
                t.edits.replaced,
                t.edits.deleted
            );
        }
    }
    for e in &outcome.log {
        print_log_entry(a, name, requests, e);
    }
}

fn print_log_entry(
    a: &OptimizeArgs,
    name: &str,
    requests: &[crate::passes::PassRequest],
    e: &crate::passes::PassLogEntry,
) {
    for c in &e.changed {
        eprintln!("{}: [{}] {}: {c}", name, e.kernel, e.pass);
    }
    if e.kernel.is_empty() {
        // An entry about no kernel is about the whole file: said in full.
        for (_, why) in &e.refused {
            eprintln!("{name}: warning: {}: left the file alone: {why}", e.pass);
        }
    } else if a.dry_run {
        for (scope, why) in &e.refused {
            eprintln!(
                "{}: [{}] {}: left {scope} alone: {why}",
                name, e.kernel, e.pass
            );
        }
    } else if !e.refused.is_empty() && requests.iter().any(|r| r.pass.name == e.pass) {
        // The reasons can run to a line per instruction: count them, say where they are
        // (for the passes asked for; a fix-up that does not apply is no news).
        eprintln!(
            "{}: [{}] {}: left {} place{} alone (--dry-run says why)",
            name,
            e.kernel,
            e.pass,
            e.refused.len(),
            if e.refused.len() == 1 { "" } else { "s" }
        );
    }
}

/// Every fact a pass relied on (the user's and derived ones), per kernel, as the file records
/// them for `run`, `verify` and `bench` to check launches against.
fn recorded_facts(
    assumptions: &KernelAssumptions,
    aliases: &FactAliases,
    log: &[crate::passes::PassLogEntry],
) -> Vec<(String, String)> {
    let mut facts: Vec<(String, String)> = Vec::new();
    // The user's facts as a pass echoes them (`arg3>=1`), recorded once: with their alias.
    let mut given = BTreeSet::new();
    for (kernel, kfacts) in assumptions {
        for f in crate::passes::assume::facts(kfacts) {
            let text = match aliases.get(&(kernel.clone(), f.name.clone())) {
                Some(n) => format!("{f} ({n})"),
                None => f.to_string(),
            };
            given.insert((kernel.clone(), f.to_string()));
            facts.push((kernel.clone(), text));
        }
    }
    for e in log {
        facts.extend(
            e.assumptions
                .iter()
                .map(|t| (e.kernel.clone(), t.clone()))
                .filter(|kt| !given.contains(kt)),
        );
    }
    facts
}

/// `--verify` and `--report`: both compare with the input, parsed again from its bytes here
/// rather than copied before the passes, where a copy of the module was a third of the peak
/// memory. A failed or vacuous verification is an error: nothing is written.
fn check_and_report(
    a: &OptimizeArgs,
    name: &str,
    module: &mut crate::asm::Module,
    log: &[crate::passes::PassLogEntry],
) -> Result<(), Failure> {
    let original = match (a.verify.is_empty(), &a.report) {
        (true, None) => return Ok(()),
        _ => parse_module(name, module.source(), a.target).map_err(Failure::input)?,
    };
    // One spec keeps `--kernel` naming its kernel; several name their own.
    let kernel = if a.verify.len() == 1 {
        a.kernel.as_deref()
    } else {
        None
    };
    let shown = a
        .output
        .as_ref()
        .map_or(format!("{name} (rewritten)"), |o| o.display().to_string());
    let mut verdicts = Vec::new();
    for spec in &a.verify {
        verdicts.push(verify_rewrite(&original, module, spec, kernel, &shown)?);
    }
    // The first failing verdict is the one to report; else the first.
    let failing = verdicts
        .iter()
        .position(|v| !v.equal || v.vacuous.is_some());
    let verdict = failing
        .or((!verdicts.is_empty()).then_some(0))
        .map(|i| verdicts[i].clone());
    if let Some(path) = &a.report {
        // The report analyses every kernel of the output.
        module.materialize(0..module.lines.len());
        let r = crate::report::diff::build(
            &original,
            module,
            a.kernel.as_deref(),
            log,
            verdict.clone(),
        )
        .map_err(Failure::input)?;
        let text =
            crate::report::diff::render(&r, crate::report::diff::Format::from_path(path), false)
                .map_err(Failure::input)?;
        write_output(path, text.as_bytes()).map_err(Failure::input)?;
    }
    if let Some(f) = verdict.as_ref().and_then(|v| verdict_failure(name, v)) {
        return Err(f);
    }
    if a.verify.is_empty() {
        return Ok(());
    }
    if let Some(f) = blocks_not_run_failure(name, &verdicts) {
        return Err(f);
    }
    unverified_failure(a, name, &original, &verdicts, log).map_or(Ok(()), Err)
}

/// `--verify`: the changed blocks (fallback copies apart) that ran on none of the specs of
/// their kernel, as the error that stops the write (exit 6): the union of the specs must run
/// every one.
fn blocks_not_run_failure(
    name: &str,
    verdicts: &[crate::report::diff::VerifyVerdict],
) -> Option<Failure> {
    let mut named = Vec::new();
    for (i, v) in verdicts.iter().enumerate() {
        let Some(c) = &v.coverage else { continue };
        // Judged once per kernel: at its first spec, against all of them.
        if verdicts[..i]
            .iter()
            .any(|w| w.kernel_symbol == v.kernel_symbol)
        {
            continue;
        }
        let same: Vec<&crate::harness::verify::Coverage> = verdicts
            .iter()
            .filter(|w| w.kernel_symbol == v.kernel_symbol)
            .filter_map(|w| w.coverage.as_ref())
            .collect();
        for b in c.blocks_not_run() {
            let ran_elsewhere = same
                .iter()
                .any(|o| o.blocks.iter().any(|x| x.label == b.label && x.ran));
            if !ran_elsewhere {
                named.push(format!(
                    "`{}` {}",
                    v.kernel_symbol.as_deref().unwrap_or("?"),
                    b.describe()
                ));
            }
        }
    }
    if named.is_empty() {
        return None;
    }
    Some(Failure {
        message: format!(
            "{name}: error: --verify proves nothing about changed block{} that ran on no spec: \
             {}; nothing was written (add a --verify spec whose launch runs {})",
            if named.len() == 1 { "" } else { "s" },
            named.join(", "),
            if named.len() == 1 { "it" } else { "them" }
        ),
        code: super::exit::VACUOUS,
    })
}

/// `--verify`: the kernels a pass changed that no spec verified and `--allow-unverified` does
/// not let through, as the error that stops the write (exit 6, as a verification that proves
/// nothing: it proves nothing about them).
fn unverified_failure(
    a: &OptimizeArgs,
    name: &str,
    original: &crate::asm::Module,
    verdicts: &[crate::report::diff::VerifyVerdict],
    log: &[crate::passes::PassLogEntry],
) -> Option<Failure> {
    let all = crate::kernel::kernels(original).ok()?;
    // A name as the user or a spec wrote it (demangled or not) to the kernel's symbol.
    let symbol = |n: &str| {
        crate::kernel::names::select(&all, n)
            .ok()
            .map(|k| k.name.clone())
    };
    let verified: BTreeSet<String> = verdicts
        .iter()
        .filter_map(|v| v.kernel_symbol.clone())
        .collect();
    let allowed: BTreeSet<String> = a
        .allow_unverified
        .iter()
        .filter_map(|n| symbol(n))
        .collect();
    let unverified: BTreeSet<&str> = log
        .iter()
        .filter(|e| !e.kernel.is_empty() && !e.changed.is_empty())
        .map(|e| e.kernel.as_str())
        .filter(|k| !verified.contains(*k) && !allowed.contains(*k))
        .collect();
    if unverified.is_empty() {
        return None;
    }
    let list: Vec<String> = unverified.iter().map(|k| format!("`{k}`")).collect();
    Some(Failure {
        message: format!(
            "{name}: error: no --verify spec covers the changed kernel{} {}; nothing was written \
             (add a --verify spec for {}, or --allow-unverified KERNEL to write it unverified)",
            if list.len() == 1 { "" } else { "s" },
            list.join(", "),
            if list.len() == 1 { "it" } else { "each" }
        ),
        code: super::exit::VACUOUS,
    })
}

/// The error a verification that failed or proved nothing ends `optimize` with.
fn verdict_failure(name: &str, v: &crate::report::diff::VerifyVerdict) -> Option<Failure> {
    if let Some(why) = &v.vacuous {
        return Some(Failure {
            message: format!(
                "{name}: error: --verify {} proves nothing about the rewrite: {why}; nothing \
                 was written (use a launch that runs the rewritten code)",
                v.spec
            ),
            code: super::exit::VACUOUS,
        });
    }
    (!v.equal).then(|| Failure {
        message: format!(
            "{name}: error: the rewritten kernel computes different results on {} ({}); nothing was written. This is a bug in a pass: please report it.",
            v.spec,
            v.first_difference.clone().unwrap_or_default()
        ),
        code: super::exit::MISMATCH,
    })
}

/// Writes the rewritten module to `out` as assembly or a code object (`--in-place` keeps the
/// input as `.orig`).
fn write_result(
    a: &OptimizeArgs,
    name: &str,
    module: &crate::asm::Module,
    out: &Path,
) -> Result<(), Failure> {
    if a.in_place && same_file(out, &a.input) {
        let orig = PathBuf::from(format!("{}.orig", a.input.display()));
        write_output(&orig, module.source().as_bytes()).map_err(Failure::input)?;
    }
    match a.emit {
        Emit::S => write_output_with(out, |w| module.write_to(w)).map_err(Failure::input),
        Emit::Hsaco => {
            let text = module.print();
            let printed =
                parse_module_bytes(name, text.as_bytes(), a.target).map_err(Failure::input)?;
            crate::toolchain::assemble_module(&printed, out, a.llvm_dir.as_deref())
                .map(|_| ())
                .map_err(Failure::from)
        }
    }
}

/// Runs the original and the rewritten module on the spec's inputs (and the special-value
/// inputs) on the emulator.
fn verify_rewrite(
    before: &crate::asm::Module,
    after: &crate::asm::Module,
    spec_path: &Path,
    kernel: Option<&str>,
    shown: &str,
) -> Result<crate::report::diff::VerifyVerdict, Failure> {
    use crate::harness::runner::RunError;
    use crate::harness::verify::verify;
    let spec = crate::harness::spec::LaunchSpec::from_file(spec_path).map_err(Failure::input)?;
    let printed = after.print();
    // Named as the output: a location in it is a line of the rewritten text, not the input's.
    let after =
        parse_module_bytes(shown, printed.as_bytes(), after.target).map_err(Failure::input)?;
    let symbol = crate::harness::runner::find_kernel(before, &spec, kernel)
        .ok()
        .map(|k| k.name);
    let v = match verify(before, &after, &spec, kernel, true, &Default::default()) {
        Ok(v) => v,
        // The input ran and the rewrite did not: a difference (exit 3), found by emulation.
        Err(RunError::Rewritten(e)) => {
            return Err(Failure {
                message: format!(
                    "{e}\n{}: error: the rewritten kernel fails on {} where the input runs; \
                     nothing was written. This is a bug in a pass: please report it.",
                    before.name,
                    spec_path.display()
                ),
                code: super::exit::MISMATCH,
            })
        }
        Err(e) => return Err(Failure::input(e)),
    };
    let mut verdict = verdict_of(v, spec_path, kernel);
    verdict.kernel_symbol = symbol;
    Ok(verdict)
}

fn verdict_of(
    v: crate::harness::verify::Verdict,
    spec_path: &Path,
    kernel: Option<&str>,
) -> crate::report::diff::VerifyVerdict {
    use crate::harness::verify::Verdict;
    match v {
        Verdict::Equal { coverage, .. } => crate::report::diff::VerifyVerdict {
            spec: spec_path.display().to_string(),
            kernel: kernel.map(str::to_string),
            equal: true,
            first_difference: None,
            vacuous: coverage.vacuous(),
            coverage: Some(coverage),
            kernel_symbol: None,
        },
        Verdict::Different {
            inputs,
            difference: d,
        } => crate::report::diff::VerifyVerdict {
            spec: spec_path.display().to_string(),
            kernel: kernel.map(str::to_string),
            equal: false,
            first_difference: Some(format!(
                "{}[{}]: before {}, after {} ({} elements differ, {inputs})",
                d.buffer, d.index, d.before, d.after, d.count
            )),
            ..Default::default()
        },
    }
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// The .s file to lint (`-` for standard input).
    pub file: PathBuf,
    /// Target for a file without `.amdgcn_target`.
    #[arg(long, value_parser = parse_target)]
    pub target: Option<Target>,
}

pub fn run_check(a: CheckArgs) -> Result<(), Failure> {
    let name = input_name(&a.file);
    let bytes = read_input(&a.file).map_err(Failure::input)?;
    // (Read lazily: the checks build one kernel's instructions at a time.)
    let mut module = parse_module_lazy(&name, bytes, a.target).map_err(Failure::input)?;
    let findings = crate::passes::check::check_lazy(&mut module).map_err(Failure::input)?;
    let errors = findings
        .iter()
        .filter(|f| f.severity == Severity::Error)
        .count();
    let mut text = String::new();
    for f in &findings {
        text.push_str(&format!("{f}\n"));
    }
    if errors > 0 {
        text.push_str(&format!(
            "{errors} error(s), {} warning(s)",
            findings.len() - errors
        ));
        return Err(Failure::input(text));
    }
    eprint!("{text}");
    Ok(())
}

pub fn run_passes() -> Result<(), Failure> {
    let mut text = String::new();
    for p in PASSES {
        let kind = if p.fixup { "fix-up" } else { "pass" };
        text.push_str(&format!("{:<12} {:<7} {}\n", p.name, kind, p.description));
    }
    write_output(Path::new("-"), text.as_bytes()).map_err(Failure::input)
}
