//! The properties the fuzz targets (`fuzz/fuzz_targets/*.rs`) check, kept in the library so
//! that `tests/suite/fuzz_corpus.rs` replays the committed corpora through exactly the same code.
//!
//! Each function takes arbitrary bytes and returns `Err` with a description when a property
//! fails; a panic inside the library is a failure too (the fuzzer catches it, the replay test
//! propagates it). Inputs the parser rejects are fine: rejecting is correct handling.

use crate::asm::{parse_module, parse_module_bytes, Module, Target};
use crate::flow::banks::{bank_rows, render_table};
use crate::flow::stats::kernel_stats;
use crate::flow::KernelFlow;
use crate::isa::isa;
use crate::kernel::kernels;
use crate::passes::check::{check, Severity};
use crate::passes::{run_pipeline_limited, Assumptions, PassRequest, PASSES};
use std::path::Path;
use std::sync::OnceLock;

/// A property of arbitrary bytes: `Err` describes how it failed.
pub type Property = fn(&[u8]) -> Result<(), String>;

/// The fuzz targets, by the name of their `fuzz/fuzz_targets/` file and corpus directory.
pub const TARGETS: [(&str, Property); 6] = [
    ("parse", parse),
    ("roundtrip", roundtrip),
    ("analyze", analyze),
    ("optimize", optimize),
    ("emulate", emulate),
    ("passes_emulate", passes_emulate),
];

/// Instructions executed per `emulate` input at most: enough for every straight-line program
/// the input can describe, small enough that a loop costs milliseconds.
pub const EMULATE_BUDGET: u64 = 20_000;

/// The target a bare instruction list is parsed for: chosen by the input, so both are fuzzed.
fn target_of(data: &[u8]) -> Target {
    if data.len() % 2 == 0 {
        Target::Gfx1100
    } else {
        Target::Gfx942
    }
}

/// Any bytes: the parser returns a module or an error, and an accepted input prints back byte
/// for byte.
pub fn parse(data: &[u8]) -> Result<(), String> {
    let Ok(m) = parse_module_bytes("<fuzz>", data, Some(target_of(data))) else {
        return Ok(());
    };
    if m.print().as_bytes() != data {
        return Err("an accepted input does not print back byte for byte".into());
    }
    // The error path must also be safe with no target given.
    let _ = parse_module_bytes("<fuzz>", data, None);
    Ok(())
}

/// parse∘print is the identity, and canonical printing is idempotent: the canonical text
/// parses to the same instructions and prints canonically to itself.
pub fn roundtrip(data: &[u8]) -> Result<(), String> {
    let Ok(m) = parse_module_bytes("<fuzz>", data, Some(target_of(data))) else {
        return Ok(());
    };
    if m.print().as_bytes() != data {
        return Err("an accepted input does not print back byte for byte".into());
    }
    let canon = m.print_canonical();
    let c = parse_module("<canonical>", &canon, m.target)
        .map_err(|e| format!("the canonical text does not parse: {e}\n--- canonical:\n{canon}"))?;
    let a: Vec<_> = m.instructions().map(|(_, i)| i).collect();
    let b: Vec<_> = c.instructions().map(|(_, i)| i).collect();
    if a.len() != b.len() {
        return Err(format!(
            "the canonical text has {} instructions, the input {}",
            b.len(),
            a.len()
        ));
    }
    if let Some((x, y)) = a.iter().zip(&b).find(|(x, y)| x != y) {
        return Err(format!(
            "canonical printing changes an instruction: `{x}` reads back as `{y}` ({x:?} vs {y:?})"
        ));
    }
    let again = c.print_canonical();
    if again != canon {
        return Err(format!(
            "canonical printing is not idempotent:\n--- first:\n{canon}\n--- second:\n{again}"
        ));
    }
    Ok(())
}

/// Every analysis `gfxopt analyze` and `gfxopt check` run, on any module that parses.
pub fn analyze(data: &[u8]) -> Result<(), String> {
    let Ok(m) = parse_module_bytes("<fuzz>", data, Some(target_of(data))) else {
        return Ok(());
    };
    analyze_module(&m);
    Ok(())
}

fn analyze_module(m: &Module) {
    let Some(target) = m.target else { return };
    let isa = isa(target);
    let Ok(all) = kernels(m) else { return };
    for k in &all {
        let Ok(flow) = KernelFlow::build(m, k, isa) else {
            continue;
        };
        let s = kernel_stats(m, k, isa, &flow);
        let _ = crate::report::analysis::kernel_text(&s);
        let _ = crate::report::analysis::cfg_dot(m, &k.name, &flow);
        if let Some(id) = s.hot_loop_id {
            let insts: Vec<usize> = flow
                .loops
                .get(id)
                .blocks
                .iter()
                .flat_map(|b| flow.cfg.blocks[b.index()].insts.clone())
                .collect();
            let _ = render_table(m, &flow.code, &bank_rows(m, &flow.code, isa, &insts));
        }
    }
    let _ = check(m);
}

/// The pass lists `optimize` tries, chosen by the input's first byte.
const PIPELINES: [&[&str]; 9] = [
    &[],
    &["vopd"],
    &["unroll"],
    &["unroll=2"],
    &["cache-policy"],
    &["sgpr-addr=derive"],
    &["sgpr-addr"],
    &["unroll", "sgpr-addr=spread"],
    &["pkfma"],
];

/// Whatever the pipeline produces parses, prints back losslessly, and `check` finds no error
/// in it that it did not find in the input (fix-ups do not repair every kind of bad input,
/// e.g. LDS sizes that disagree, but they must never introduce an error).
pub fn optimize(data: &[u8]) -> Result<(), String> {
    let Some((&sel, rest)) = data.split_first() else {
        return Ok(());
    };
    let Ok(mut m) = parse_module_bytes("<fuzz>", rest, Some(target_of(rest))) else {
        return Ok(());
    };
    let requests: Vec<PassRequest> = PIPELINES[sel as usize % PIPELINES.len()]
        .iter()
        .filter_map(|p| {
            let (name, option) = match p.split_once('=') {
                Some((n, o)) => (n, Some(o.to_string())),
                None => (*p, None),
            };
            PASSES
                .iter()
                .find(|x| x.name == name)
                .map(|pass| PassRequest { pass, option })
        })
        .collect();
    let errors_before = check_errors(&m);
    let Ok(_) = run_pipeline_limited(&mut m, &requests, None, &Assumptions::new(), None, None)
    else {
        return Ok(());
    };
    let text = m.print();
    let out = parse_module("<optimized>", &text, m.target)
        .map_err(|e| format!("the optimized output does not parse: {e}"))?;
    if out.print() != text {
        return Err("the optimized output does not print back byte for byte".into());
    }
    if errors_before == Some(0) {
        if let Some(n) = check_errors(&out).filter(|&n| n > 0) {
            let found: Vec<String> = check(&out)
                .unwrap_or_default()
                .iter()
                .map(|f| f.to_string())
                .collect();
            return Err(format!(
                "check finds {n} error(s) in the optimized output of a clean input:\n{}",
                found.join("\n")
            ));
        }
    }
    Ok(())
}

fn check_errors(m: &Module) -> Option<usize> {
    check(m)
        .ok()
        .map(|f| f.iter().filter(|f| f.severity == Severity::Error).count())
}

/// Instructions of the conformance corpora the emulator decodes, per target.
fn pool(target: Target) -> &'static [String] {
    static POOLS: OnceLock<[Vec<String>; 2]> = OnceLock::new();
    let pools = POOLS.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
        [Target::Gfx1100, Target::Gfx942].map(|t| decodable(t, &root))
    });
    &pools[(target == Target::Gfx942) as usize]
}

fn decodable(target: Target, root: &Path) -> Vec<String> {
    let text =
        std::fs::read_to_string(root.join(format!("{}.txt", target.name()))).unwrap_or_default();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.rsplit_once(" ; [").map(|(asm, _)| asm.trim()))
        .filter(|asm| !asm.is_empty())
        .filter(|asm| decodes(target, asm))
        .map(str::to_string)
        .collect()
}

fn decodes(target: Target, asm: &str) -> bool {
    let Ok(m) = parse_module("<pool>", &format!("\t{asm}\n"), Some(target)) else {
        return false;
    };
    crate::emu::decode(&m, &crate::kernel::Kernel::snippet(target, m.lines.len())).is_ok()
}

/// A random sequence of instructions the emulator implements (from the conformance corpora),
/// on registers filled from the input, runs to an error or to its end within
/// [`EMULATE_BUDGET`] instructions and 64 KiB of LDS: no panic, bounded time and memory.
pub fn emulate(data: &[u8]) -> Result<(), String> {
    let Some((&head, rest)) = data.split_first() else {
        return Ok(());
    };
    let target = if head & 1 == 0 {
        Target::Gfx1100
    } else {
        Target::Gfx942
    };
    let pool = pool(target);
    if pool.is_empty() {
        return Err(format!(
            "no decodable instruction in the {} conformance corpus",
            target.name()
        ));
    }
    // Up to 64 instructions, two bytes each; the rest seeds the registers.
    let n = rest.len().min(128) / 2;
    let (picks, seed) = rest.split_at(n * 2);
    let mut text = String::new();
    for p in picks.chunks_exact(2) {
        let i = u16::from_le_bytes([p[0], p[1]]) as usize % pool.len();
        text.push('\t');
        text.push_str(&pool[i]);
        text.push('\n');
    }
    let fill = |k: usize| -> u32 {
        if seed.is_empty() {
            k as u32
        } else {
            let b = |j: usize| seed[(4 * k + j) % seed.len()] as u32;
            b(0) | b(1) << 8 | b(2) << 16 | b(3) << 24
        }
    };
    let _ = crate::emu::run_snippet_with_budget(target, &text, EMULATE_BUDGET, |w| {
        for (r, lanes) in w.v.iter_mut().enumerate() {
            for (l, x) in lanes.iter_mut().enumerate() {
                *x = fill(r * 64 + l);
            }
        }
        // s0..s105: below VCC, EXEC and M0, which the snippet runs with as set up.
        for (r, x) in w.s.iter_mut().take(106).enumerate() {
            *x = fill(100_000 + r);
        }
    });
    Ok(())
}

/// Replays every file of `dir` through `check`; returns the failures, named by file.
pub fn replay_dir(dir: &Path, check: Property) -> Vec<String> {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return vec![format!(
            "{}: cannot read the corpus directory",
            dir.display()
        )];
    };
    let mut files: Vec<_> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    files.sort();
    files
        .iter()
        .filter(|p| p.is_file())
        .filter_map(|p| match std::fs::read(p) {
            Ok(d) => check(&d).err().map(|e| format!("{}: {e}", p.display())),
            Err(e) => Some(format!("{}: {e}", p.display())),
        })
        .collect()
}

/// The samples `passes_emulate` rewrites, each with its smallest launch spec.
const EMULATED_SAMPLES: [(&str, &str); 9] = [
    ("daxpy", "n3000"),
    ("reduce", "n4096"),
    ("reduce_lds", "n512"),
    ("sgemm_lds", "n128"),
    ("sgemm_naive", "n128"),
    ("sgemm_regtile", "n128"),
    ("transpose_tiled", "64x96"),
    ("vector_add", "n4096"),
    ("sgemm_dbuf", "n128"),
];

/// The passes (with options) a random pipeline is drawn from.
const PASS_CHOICES: [&str; 11] = [
    "vopd",
    "pkfma",
    "unroll",
    "unroll=2",
    "cache-policy",
    "sgpr-addr",
    "sgpr-addr=derive",
    "sgpr-addr=spread",
    "waitcnt",
    "clause",
    "metadata",
];

/// A sample (both targets) and a random list of up to four passes from the input: the pipeline
/// either refuses (an input error) or its output emulates to the same buffers as the original,
/// bit for bit, on the sample's launch spec. A verifier failure is a bug.
pub fn passes_emulate(data: &[u8]) -> Result<(), String> {
    use crate::harness::runner::RunOptions;
    use crate::harness::spec::LaunchSpec;
    use crate::harness::verify::{verify, Verdict};
    use crate::passes::PassError;
    let Some((&head, rest)) = data.split_first() else {
        return Ok(());
    };
    let (name, spec_name) = EMULATED_SAMPLES[(head >> 1) as usize % EMULATED_SAMPLES.len()];
    let target = if head & 1 == 0 { "gfx1100" } else { "gfx942" };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name);
    let text = std::fs::read_to_string(root.join(format!("kernel.{target}.s")))
        .map_err(|e| format!("{name}: {e}"))?;
    let spec = LaunchSpec::from_file(root.join(format!("{spec_name}.toml")))
        .map_err(|e| format!("{name}: {e}"))?;
    let before = parse_module(name, &text, None).map_err(|e| e.to_string())?;
    let requests: Vec<PassRequest> = rest
        .iter()
        .take(4)
        .filter_map(|&b| {
            let p = PASS_CHOICES[b as usize % PASS_CHOICES.len()];
            let (n, option) = match p.split_once('=') {
                Some((n, o)) => (n, Some(o.to_string())),
                None => (p, None),
            };
            PASSES
                .iter()
                .find(|x| x.name == n)
                .map(|pass| PassRequest { pass, option })
        })
        .collect();
    let names: Vec<&str> = requests.iter().map(|r| r.pass.name).collect();
    let mut after = before.clone();
    match run_pipeline_limited(&mut after, &requests, None, &Assumptions::new(), None, None) {
        Ok(_) => {}
        Err(e @ PassError::Verifier { .. }) => {
            return Err(format!("{name} {target} {names:?}: {e}"));
        }
        Err(_) => return Ok(()),
    }
    let after = parse_module(name, &after.print(), None)
        .map_err(|e| format!("{name} {target} {names:?}: the output does not parse: {e}"))?;
    match verify(&before, &after, &spec, None, false, &RunOptions::default()) {
        Ok(Verdict::Equal { .. }) => Ok(()),
        Ok(Verdict::Different { difference, .. }) => Err(format!(
            "{name} {target} {names:?}: the rewrite computes different results: {difference:?}"
        )),
        Err(e) => Err(format!("{name} {target} {names:?}: {e}")),
    }
}
