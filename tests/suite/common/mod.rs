//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `samples/*/*.s` file, sorted.
pub fn sample_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let dir = repo().join("samples");
    for entry in std::fs::read_dir(&dir).expect("samples/ exists") {
        let p = entry.expect("readable").path();
        if p.is_dir() {
            for f in std::fs::read_dir(&p).expect("readable") {
                let f = f.expect("readable").path();
                if f.extension().is_some_and(|e| e == "s")
                    && !f.to_string_lossy().ends_with(".opt.s")
                {
                    out.push(f);
                }
            }
        }
    }
    out.sort();
    assert!(!out.is_empty(), "no sample .s files found");
    out
}

/// llvm-mc, or `None` with a message (a failure in CI, where LLVM 19 is installed).
pub fn llvm_mc() -> Option<PathBuf> {
    match gfxopt::toolchain::find_tool("llvm-mc", None) {
        Ok(p) => Some(p),
        Err(e) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI must have llvm-mc: {e}"
            );
            eprintln!("skipping: {e}");
            None
        }
    }
}

/// The encodings llvm-mc gives for an assembly text, one entry per instruction.
pub fn encodings(mc: &Path, target: &str, text: &str) -> Vec<String> {
    let dir = tempfile::tempdir().expect("tempdir");
    let input = dir.path().join("in.s");
    std::fs::write(&input, text).expect("write");
    let out = Command::new(mc)
        .args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={target}"),
            "-show-encoding",
        ])
        .arg(&input)
        .output()
        .expect("run llvm-mc");
    assert!(
        out.status.success(),
        "llvm-mc failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.find("encoding: [").map(|i| l[i..].to_string()))
        .collect()
}

// ---- Pass tests on the samples: load, run passes, count, verify on the emulator ----

use gfxopt::asm::{parse_module, Module};
use gfxopt::flow::stats::{kernel_stats, KernelStats};
use gfxopt::flow::KernelFlow;
use gfxopt::harness::runner::RunOptions;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::harness::verify::{verify, Verdict};
use gfxopt::isa::isa;
use gfxopt::kernel::kernels;
use gfxopt::passes::{parse_pass_list, run_pipeline, Assumptions, PassLogEntry};

/// A sample's `.s` for one target, parsed.
pub fn load(name: &str, target: &str) -> Module {
    let path = repo().join(format!("samples/{name}/kernel.{target}.s"));
    let text = std::fs::read_to_string(&path).expect("read");
    parse_module(&path.display().to_string(), &text, None).unwrap_or_else(|e| panic!("{e}"))
}

/// The first kernel's statistics, as `gfxopt analyze` computes them.
pub fn stats(m: &Module) -> KernelStats {
    let k = &kernels(m).expect("kernels")[0];
    let isa = isa(m.target.expect("target"));
    let flow = KernelFlow::build(m, k, isa).unwrap_or_else(|e| panic!("{e}"));
    kernel_stats(m, k, isa, &flow)
}

/// Kernel `symbol`'s statistics, as `gfxopt analyze` computes them.
pub fn stats_of(m: &Module, symbol: &str) -> KernelStats {
    let ks = kernels(m).expect("kernels");
    let k = ks.iter().find(|k| k.name == symbol).expect("kernel");
    let isa = isa(m.target.expect("target"));
    let flow = KernelFlow::build(m, k, isa).unwrap_or_else(|e| panic!("{e}"));
    kernel_stats(m, k, isa, &flow)
}

/// The module after the passes (and the fix-ups), printed and parsed again, with the pass log.
pub fn optimize(m: &Module, passes: &str) -> (Module, Vec<PassLogEntry>) {
    let mut out = m.clone();
    let log = run_pipeline(
        &mut out,
        &parse_pass_list(passes).expect("passes"),
        None,
        &Assumptions::new(),
        None,
    )
    .unwrap_or_else(|e| panic!("{e}"))
    .log;
    let text = out.print();
    (
        parse_module("optimized.s", &text, None).expect("output parses"),
        log,
    )
}

/// Emulates both versions on the sample's n128 and n256 specs and requires bit-equal outputs.
pub fn verify_at_two_sizes(name: &str, before: &Module, after: &Module) {
    for size in ["n128", "n256"] {
        let path = repo().join(format!("samples/{name}/{size}.toml"));
        let spec = LaunchSpec::from_file(&path).unwrap_or_else(|e| panic!("{e}"));
        match verify(before, after, &spec, None, true, &RunOptions::default()) {
            Ok(Verdict::Equal { .. }) => {}
            Ok(Verdict::Different { inputs, difference }) => {
                panic!("{name} {size}: differs on {inputs}: {difference:?}")
            }
            Err(e) => panic!("{name} {size}: {e}"),
        }
    }
}

/// Emulates both versions on each spec and requires bit-equal outputs with every rewritten
/// instruction run (a rewrite that never ran proves nothing).
pub fn verify_rewrite_ran(before: &Module, after: &Module, specs: &[PathBuf]) {
    for path in specs {
        let spec = LaunchSpec::from_file(path).unwrap_or_else(|e| panic!("{e}"));
        match verify(before, after, &spec, None, true, &RunOptions::default()) {
            Ok(Verdict::Equal { coverage, .. }) => {
                assert!(coverage.rewritten > 0, "{}", path.display());
                assert_eq!(coverage.rewritten_ran, coverage.rewritten, "{coverage:?}");
            }
            other => panic!("{}: {other:?}", path.display()),
        }
    }
}

/// [`verify_rewrite_ran`] for a pipeline that may version a loop: bit-equal outputs and every
/// rewritten instruction run, except when a fallback copy (`*_orig_addr`, counted as rewritten
/// although it is the original loop, entered only when the run-time check fails) exists: then
/// the rewritten code ran and no launch needed the copy.
pub fn verify_equal_versioned(before: &Module, after: &Module, specs: &[PathBuf]) {
    for path in specs {
        let spec = LaunchSpec::from_file(path).unwrap_or_else(|e| panic!("{e}"));
        match verify(before, after, &spec, None, true, &RunOptions::default()) {
            Ok(Verdict::Equal { coverage, .. }) if coverage.fallback.is_empty() => {
                assert!(coverage.rewritten > 0, "{}", path.display());
                assert_eq!(coverage.rewritten_ran, coverage.rewritten, "{coverage:?}");
            }
            Ok(Verdict::Equal { coverage, .. }) => {
                assert!(coverage.rewritten_ran > 0, "{coverage:?}");
                assert!(
                    coverage.fallback.iter().all(|(_, entered)| *entered == 0),
                    "{coverage:?}"
                );
            }
            other => panic!("{}: {other:?}", path.display()),
        }
    }
}

/// A Triton corpus kernel's gfx1100 file, parsed, and its folder (where its specs are).
pub fn triton_gfx1100(name: &str) -> (PathBuf, Module) {
    let dir = repo().join("corpus/triton").join(name);
    let text = std::fs::read_to_string(dir.join("kernel.gfx1100.amdgcn")).expect("read");
    let module = gfxopt::asm::parse_module("kernel.gfx1100.amdgcn", &text, None).expect("parses");
    (dir, module)
}

/// The errors `gfxopt check` finds in a module, as printed.
pub fn errors(m: &Module) -> Vec<String> {
    use gfxopt::passes::check::{check, Severity};
    check(m)
        .unwrap_or_else(|e| panic!("{e}"))
        .into_iter()
        .filter(|f| f.severity == Severity::Error)
        .map(|f| f.to_string())
        .collect()
}

/// The `gfxopt` binary under test.
pub fn gfxopt() -> Command {
    Command::new(env!("CARGO_BIN_EXE_gfxopt"))
}

/// Runs `cmd`, requires success and parses its standard output as JSON.
pub fn json_of(cmd: &mut Command) -> serde_json::Value {
    let out = cmd.output().expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("json")
}

/// `gfxopt run --profile` of `path` on `spec`: how many times the waves entered each label.
pub fn run_profile(path: &Path, spec: &Path) -> serde_json::Map<String, serde_json::Value> {
    let v = json_of(
        gfxopt()
            .args(["run", "--profile", "--format", "json"])
            .arg(path)
            .arg("--spec")
            .arg(spec),
    );
    v["profile"].as_object().expect("profile").clone()
}

/// Snippet lines setting EXEC to `mask` (the low half only on wave32; `u64::MAX` restores all
/// lanes).
pub fn set_exec(t: gfxopt::asm::Target, mask: u64) -> String {
    if t == gfxopt::asm::Target::Gfx1100 {
        format!("s_mov_b32 exec_lo, {:#x}", mask as u32)
    } else {
        format!(
            "s_mov_b32 exec_lo, {:#x}\n\ts_mov_b32 exec_hi, {:#x}",
            mask as u32,
            (mask >> 32) as u32
        )
    }
}

/// Whether `before` and `after`, variants of samples/vector_add's kernel, compute the same
/// buffers on its n10000 spec (emulated, special-value inputs included).
pub fn vector_add_equal(before: &Module, after: &Module) -> bool {
    let spec = LaunchSpec::from_file(repo().join("samples/vector_add/n10000.toml")).expect("spec");
    match verify(before, after, &spec, None, true, &RunOptions::default()) {
        Ok(Verdict::Equal { .. }) => true,
        Ok(Verdict::Different { .. }) => false,
        Err(e) => panic!("{e}"),
    }
}

/// `gfxopt optimize --kernel KERNEL --passes PASSES IN -o DIR/opt.s` (with `--dry-run` and no
/// output when `dry`), which must succeed: its log and the output path.
pub fn optimize_file(
    dir: &Path,
    input: &Path,
    kernel: &str,
    passes: &str,
    dry: bool,
) -> (String, PathBuf) {
    let opt = dir.join("opt.s");
    let mut cmd = gfxopt();
    cmd.args(["optimize", "--kernel", kernel, "--passes", passes])
        .arg(input)
        .arg("-o")
        .arg(if dry { Path::new("/dev/null") } else { &opt });
    if dry {
        cmd.arg("--dry-run");
    }
    let out = cmd.output().expect("run");
    let log = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{log}");
    (log, opt)
}

/// The module in the file at `path`, which must parse.
pub fn parse_file(path: &Path) -> Module {
    let text = std::fs::read_to_string(path).expect("read");
    parse_module("k.s", &text, None).expect("parses")
}

/// Before and after emulated on `spec`: bit-equal, with rewritten instructions run.
pub fn bit_exact_and_ran(before: &Module, after: &Module, spec: &Path) {
    let s = LaunchSpec::from_file(spec).unwrap_or_else(|e| panic!("{e}"));
    match verify(before, after, &s, None, true, &RunOptions::default()) {
        Ok(Verdict::Equal { coverage, .. }) => {
            assert!(
                coverage.rewritten_ran > 0,
                "{}: {coverage:?}",
                spec.display()
            );
        }
        other => panic!("{}: {other:?}", spec.display()),
    }
}

/// How often the waves entered the versioned loop `header` and its unchanged copy
/// (`header_orig_addr`) when `opt` runs on `spec`.
pub fn versioned_entries(opt: &Path, spec: &Path, header: &str) -> (u64, u64) {
    let counts = run_profile(opt, spec);
    let n = |l: &str| counts.get(l).and_then(|v| v.as_u64()).unwrap_or(0);
    (n(header), n(&format!("{header}_orig_addr")))
}

/// The statistics of kernel `symbol` before and after a pass, which must leave its hot loop
/// with as many FMAs as before and more of them dual-issued (`log` is shown when not).
pub fn more_dual(
    before: &Module,
    after: &Module,
    symbol: &str,
    log: &[PassLogEntry],
) -> (KernelStats, KernelStats) {
    let (b, a) = (stats_of(before, symbol), stats_of(after, symbol));
    let (hb, ha) = (
        b.hot_loop.as_ref().expect("hot loop"),
        a.hot_loop.as_ref().expect("hot loop"),
    );
    assert_eq!(ha.fma_total, hb.fma_total, "{log:#?}");
    assert!(
        ha.fma_dual > hb.fma_dual,
        "{} -> {}: {log:#?}",
        hb.fma_dual,
        ha.fma_dual
    );
    (b, a)
}
