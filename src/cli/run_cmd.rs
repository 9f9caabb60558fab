//! `gfxopt run`: emulate one launch spec, check the reference, print throughput.

use super::Failure;
use crate::emu::OobPolicy;
use crate::harness::inputs::make_inputs;
use crate::harness::npy;
use crate::harness::reference::{check, expected};
use crate::harness::runner::{check_memory, find_kernel, load_module, run_kernel, RunOptions};
use crate::harness::spec::LaunchSpec;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Instant;

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OobArg {
    /// Stop with an error naming the address, the nearest buffer and the line.
    Error,
    /// Out-of-bounds loads read zero, stores are dropped.
    Zero,
}

impl From<OobArg> for OobPolicy {
    fn from(o: OobArg) -> OobPolicy {
        match o {
            OobArg::Error => OobPolicy::Error,
            OobArg::Zero => OobPolicy::Zero,
        }
    }
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// The .s file (hipcc --save-temps output) holding the kernel.
    pub file: PathBuf,
    /// The launch spec (TOML; see docs/launch-spec.md).
    #[arg(long)]
    pub spec: PathBuf,
    /// Kernel to run, instead of the spec's `kernel`.
    #[arg(long)]
    pub kernel: Option<String>,
    /// Write every buffer before and after the run as NAME.in.npy / NAME.out.npy here.
    #[arg(long)]
    pub dump: Option<PathBuf>,
    /// What an out-of-bounds access does.
    #[arg(long, value_enum, default_value = "error")]
    pub oob: OobArg,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// Host threads for work-groups (default: all cores). Results do not depend on it.
    #[arg(long)]
    pub threads: Option<usize>,
    /// Instructions one wave may execute before the run stops as a runaway loop.
    #[arg(long, value_name = "N", default_value_t = 50_000_000)]
    pub max_instructions: u64,
    /// Bytes the spec's buffers may need (suffixes K, M, G: binary); a larger spec is refused
    /// before anything is allocated.
    #[arg(long, value_name = "BYTES", value_parser = parse_bytes, default_value = "4G")]
    pub max_memory: u64,
    /// Also print how many times the waves entered each labelled block (which copy of a
    /// versioned loop ran, where the instructions go).
    #[arg(long)]
    pub profile: bool,
}

/// `4096`, `64K`, `512M`, `4G` (binary multiples) as bytes.
pub fn parse_bytes(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let (digits, shift) = match t.char_indices().last() {
        Some((i, 'k' | 'K')) => (&t[..i], 10),
        Some((i, 'm' | 'M')) => (&t[..i], 20),
        Some((i, 'g' | 'G')) => (&t[..i], 30),
        _ => (t, 0),
    };
    digits
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(1u64 << shift))
        .ok_or_else(|| format!("`{s}` is not a byte count (e.g. 4096, 64K, 512M, 4G)"))
}

static START: OnceLock<Instant> = OnceLock::new();

/// A progress bar on stderr, shown once a run has taken more than a second.
fn progress(done: u64, total: u64) {
    let Some(start) = START.get() else {
        return;
    };
    if start.elapsed().as_secs_f64() < 1.0 || !std::io::stderr().is_terminal() {
        return;
    }
    let step = (total / 100).max(1);
    if done % step != 0 && done != total {
        return;
    }
    let width = 40;
    let filled = (done * width / total.max(1)) as usize;
    eprint!(
        "\r[{}{}] {done}/{total} work-groups{}",
        "#".repeat(filled),
        " ".repeat(width as usize - filled),
        if done == total { "\n" } else { "" }
    );
}

pub fn run(a: RunArgs) -> Result<(), Failure> {
    let spec = LaunchSpec::from_file(&a.spec).map_err(Failure::input)?;
    let module = load_module(&a.file).map_err(Failure::input)?;
    let kernel = find_kernel(&module, &spec, a.kernel.as_deref()).map_err(Failure::input)?;
    // A file optimized under `--assume` facts only runs launches that respect them.
    crate::harness::facts::check_launch(&module, &kernel.name, &spec).map_err(Failure::input)?;
    check_memory(&spec, Some(a.max_memory)).map_err(Failure::input)?;
    let inputs = make_inputs(&spec).map_err(|e| Failure::input(format!("error: {e}")))?;
    let exp = expected(&spec, &inputs).map_err(|e| Failure::input(format!("error: {e}")))?;
    let _ = START.set(Instant::now());
    let opts = RunOptions {
        oob: a.oob.into(),
        threads: a.threads,
        budget: Some(a.max_instructions),
        max_memory: Some(a.max_memory),
        progress: Some(progress),
        profile: a.profile,
    };
    let out = run_kernel(&module, &kernel, &spec, &inputs, &opts).map_err(Failure::input)?;
    if let Some(dir) = &a.dump {
        std::fs::create_dir_all(dir)
            .map_err(|e| Failure::input(format!("error: {}: {e}", dir.display())))?;
        for (name, before) in &inputs {
            let t = spec.buffers[name].elem;
            let after = &out.buffers[name];
            for (suffix, data) in [("in", before), ("out", after)] {
                let path = dir.join(format!("{name}.{suffix}.npy"));
                crate::io::write_output(&path, &npy::encode(t, data)).map_err(Failure::input)?;
            }
        }
    }
    let chk = exp
        .as_ref()
        .map(|e| check(&spec, e, &out.buffers[&e.buffer]));
    let secs = out.wall.as_secs_f64().max(1e-9);
    let wips = out.stats.wave_instructions as f64 / secs;
    let lops = out.stats.lane_ops as f64 / secs;
    let target = module.target.map_or("?", |t| t.name());
    match a.format {
        Format::Json => {
            let reference = match (&chk, &spec.reference) {
                (Some(c), Some(r)) => serde_json::json!({
                    "name": r.reference.name(),
                    "buffer": c.buffer,
                    "max_abs_err": c.max_abs_err,
                    "max_rel_err": c.max_rel_err,
                    "rtol": c.rtol,
                    "atol": c.atol,
                    "failures": c.failures,
                    "passed": c.passed(),
                }),
                _ => serde_json::Value::Null,
            };
            let v = serde_json::json!({
                "file": module.name,
                "kernel": kernel.name,
                "target": target,
                "wave_size": kernel.wave_size(),
                "grid": spec.grid,
                "block": spec.block,
                "workgroups": out.stats.workgroups,
                "waves": out.stats.waves,
                "wall_s": secs,
                "wave_instructions": out.stats.wave_instructions,
                "lane_ops": out.stats.lane_ops,
                "wave_instructions_per_s": wips,
                "lane_ops_per_s": lops,
                "reference": reference,
            });
            let mut v = v;
            if a.profile {
                let p: serde_json::Map<String, serde_json::Value> = out
                    .profile
                    .iter()
                    .map(|(l, n)| (l.clone(), serde_json::json!(n)))
                    .collect();
                v["profile"] = serde_json::Value::Object(p);
            }
            super::outln(&v.to_string())?;
        }
        Format::Text => {
            super::outln(&format!(
                "{}: kernel {} ({target}, wave{}), grid {:?} x block {:?}",
                module.name,
                kernel.name,
                kernel.wave_size(),
                spec.grid,
                spec.block
            ))?;
            if let (Some(c), Some(r)) = (&chk, &spec.reference) {
                super::outln(&format!(
                    "reference {}: {} max abs err {:.3e}, max rel err {:.3e} (rtol {:e}, atol {:e}): {}",
                    r.reference.name(),
                    c.buffer,
                    c.max_abs_err,
                    c.max_rel_err,
                    c.rtol,
                    c.atol,
                    if c.passed() {
                        "ok".to_string()
                    } else {
                        format!("{} elements out of tolerance", c.failures)
                    }
                ))?;
            }
            super::outln(&format!(
                "wall {:.3} s, {} wave-instructions ({:.1} M/s), {} lane-ops ({:.1} M/s)",
                secs,
                out.stats.wave_instructions,
                wips / 1e6,
                out.stats.lane_ops,
                lops / 1e6
            ))?;
            if a.profile {
                let w = out.profile.iter().map(|(l, _)| l.len()).max().unwrap_or(0);
                super::outln("profile: wave entries of each labelled block")?;
                for (l, n) in &out.profile {
                    super::outln(&format!("  {l:<w$}  {n}"))?;
                }
            }
        }
    }
    if let Some(c) = chk {
        if !c.passed() {
            let (i, g, e) = c.first_failure.unwrap_or((0, 0.0, 0.0));
            return Err(Failure::input(format!(
                "{}: error: {} of {} elements of {} differ from the reference; first {}[{i}] = {g}, expected {e}",
                module.name,
                c.failures,
                spec.buffers[&c.buffer].len,
                c.buffer,
                c.buffer
            )));
        }
    }
    Ok(())
}
