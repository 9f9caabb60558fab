//! `gfxopt bench`: time two versions of a kernel on the GPU with the same launch spec.
//!
//! 1. Each version is a code object (a `.s` is assembled first, see [`crate::toolchain`]) whose
//!    metadata gives the kernarg layout.
//! 2. Buffers are filled by the emulator's generator ([`super::inputs::make_inputs`]), so
//!    `bench` and `verify` see the same inputs; the kernarg segment is laid out by the
//!    emulator's [`crate::emu::build_kernarg`] (explicit arguments at their metadata offsets; the
//!    hidden ones are filled again by the HIP runtime).
//! 3. One launch of each version on fresh inputs: every output buffer must be identical bit for
//!    bit ([`super::compare::compare`]).
//! 4. Warm-up launches, then `reps` rounds that time A and B alternately (so drift in clocks or
//!    temperature hits both), each launch between two HIP events.
//! 5. Statistics: min / median / mean per version, work per second from the spec's `[work]`,
//!    the ratio of medians B/A and its bootstrap 95% confidence interval ([`bootstrap_ratio`]).

use super::spec::{ArgSpec, LaunchSpec};
use crate::kernel::KernelMetadata;
use serde::Serialize;
use std::collections::BTreeMap;

/// Summary of one version's timings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    pub n: usize,
    pub min_ms: f64,
    pub median_ms: f64,
    pub mean_ms: f64,
}

/// The median of `v` (mean of the middle two for an even count); NaN when empty.
pub fn median(v: &[f64]) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    let m = s.len() / 2;
    if s.len() % 2 == 1 {
        s[m]
    } else {
        (s[m - 1] + s[m]) / 2.0
    }
}

/// Min, median and mean of `v`.
pub fn summarize(v: &[f64]) -> Summary {
    Summary {
        n: v.len(),
        min_ms: v.iter().copied().fold(f64::INFINITY, f64::min),
        median_ms: median(v),
        mean_ms: v.iter().sum::<f64>() / v.len().max(1) as f64,
    }
}

/// A bootstrap confidence interval of median(b) / median(a).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RatioCi {
    pub ratio: f64,
    pub lo: f64,
    pub hi: f64,
    /// The interval excludes 1.
    pub significant: bool,
}

/// Percentile bootstrap: `resamples` times, draw `a` and `b` with replacement (independently,
/// from SplitMix64 seeded with `seed`), and take median(b*) / median(a*); the interval is the
/// 2.5th and 97.5th percentile of those ratios.
pub fn bootstrap_ratio(a: &[f64], b: &[f64], resamples: usize, seed: u64) -> RatioCi {
    let ratio = median(b) / median(a);
    if a.is_empty() || b.is_empty() || resamples == 0 {
        return RatioCi {
            ratio,
            lo: f64::NAN,
            hi: f64::NAN,
            significant: false,
        };
    }
    let mut rng = super::inputs::Rng::new(seed, 7);
    let mut draw = |v: &[f64]| -> Vec<f64> {
        (0..v.len())
            .map(|_| v[(rng.next_u64() % v.len() as u64) as usize])
            .collect()
    };
    let mut ratios: Vec<f64> = (0..resamples)
        .map(|_| {
            let ra = draw(a);
            let rb = draw(b);
            median(&rb) / median(&ra)
        })
        .collect();
    ratios.sort_by(f64::total_cmp);
    let at =
        |q: f64| ratios[((q * (ratios.len() - 1) as f64).round() as usize).min(ratios.len() - 1)];
    let (lo, hi) = (at(0.025), at(0.975));
    RatioCi {
        ratio,
        lo,
        hi,
        significant: !(lo <= 1.0 && 1.0 <= hi),
    }
}

/// The kernarg segment of one launch and how many of its leading bytes are explicit arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernarg {
    pub bytes: Vec<u8>,
    pub explicit_bytes: usize,
}

/// Lays out the kernarg segment for `spec` with buffers at the device addresses `addrs`.
pub fn pack_kernarg(
    meta: &KernelMetadata,
    spec: &LaunchSpec,
    addrs: &BTreeMap<String, u64>,
) -> Result<Kernarg, String> {
    let mut explicit = Vec::new();
    for a in &spec.args {
        match a {
            ArgSpec::Buffer(b) => {
                let addr = addrs
                    .get(b)
                    .ok_or_else(|| format!("no device buffer for `{b}`"))?;
                explicit.push(addr.to_le_bytes().to_vec());
            }
            ArgSpec::Scalar(s) => explicit.push(s.to_le_bytes()),
        }
    }
    let bytes =
        crate::emu::build_kernarg(meta, &explicit, spec.grid, spec.block, spec.dynamic_lds)?;
    let explicit_bytes = meta
        .explicit_args()
        .map(|a| (a.offset + a.size) as usize)
        .max()
        .unwrap_or(0);
    Ok(Kernarg {
        bytes,
        explicit_bytes,
    })
}

/// Work per second from the spec's `[work]` at `ms` per launch: (value, unit).
pub fn throughput(spec: &LaunchSpec, ms: f64) -> Option<(f64, &'static str)> {
    let w = spec.work.as_ref()?;
    let s = ms / 1e3;
    if let Some((_, flops)) = &w.flops {
        return Some((flops / s / 1e12, "TFLOP/s"));
    }
    w.bytes.as_ref().map(|(_, bytes)| (bytes / s / 1e9, "GB/s"))
}

/// One version of the kernel, ready to load.
#[derive(Clone, Debug)]
pub struct Version {
    /// The file it came from.
    pub file: String,
    pub code_object: Vec<u8>,
    pub kernel: String,
    pub metadata: KernelMetadata,
}

/// Why a benchmark stopped.
#[derive(Debug, thiserror::Error)]
pub enum BenchError {
    /// No HIP runtime, or no AMD GPU (exit code 4).
    #[error("error: {0}")]
    NoGpu(String),
    #[error(transparent)]
    Toolchain(#[from] crate::toolchain::ToolchainError),
    /// A bad input: spec, file, kernel name, arguments.
    #[error("{0}")]
    Input(String),
    /// A and B computed different outputs (exit code 3).
    #[error("{0}")]
    Mismatch(String),
    /// A HIP call failed after the device was found.
    #[error("error: {0}")]
    Hip(#[from] super::hip::HipError),
}

/// Reads a version: a `.hsaco` as is, anything else as a `.s` file to assemble.
pub fn load_version(
    path: &std::path::Path,
    spec: &LaunchSpec,
    kernel: Option<&str>,
    llvm_dir: Option<&std::path::Path>,
) -> Result<Version, BenchError> {
    let file = crate::io::input_name(path);
    let bytes = crate::io::read_input(path).map_err(|e| BenchError::Input(e.to_string()))?;
    let want = kernel.unwrap_or(&spec.kernel);
    let input = |m: String| BenchError::Input(format!("{file}: error: {m}"));
    if path.extension().is_some_and(|e| e == "hsaco") {
        let info = crate::toolchain::read_code_object(&bytes).map_err(|e| input(e.to_string()))?;
        let notes = info
            .metadata
            .as_ref()
            .ok_or_else(|| input("the code object has no AMDGPU metadata note".into()))?;
        let note = notes
            .iter()
            .find(|k| k.name == want || k.symbol == format!("{want}.kd"))
            .ok_or_else(|| {
                let names: Vec<&str> = notes.iter().map(|k| k.name.as_str()).collect();
                input(format!(
                    "no kernel `{want}` (the code object has: {})",
                    names.join(", ")
                ))
            })?;
        let metadata = note.to_metadata();
        return Ok(Version {
            file,
            kernel: symbol_name(&metadata),
            code_object: info.bytes,
            metadata,
        });
    }
    let module = crate::asm::parse_module_bytes(&file, &bytes, None)
        .map_err(|e| BenchError::Input(e.to_string()))?;
    let k = super::runner::find_kernel(&module, spec, kernel)
        .map_err(|e| BenchError::Input(e.to_string()))?;
    let metadata = k.metadata.clone().ok_or_else(|| {
        input(format!(
            "kernel `{}` has no `.amdgpu_metadata` entry",
            k.name
        ))
    })?;
    let info = crate::toolchain::assemble::build(&module, llvm_dir)?;
    Ok(Version {
        file,
        kernel: k.name,
        code_object: info.bytes,
        metadata,
    })
}

/// The code symbol of a metadata entry (`.symbol` without `.kd`).
fn symbol_name(m: &KernelMetadata) -> String {
    m.symbol
        .strip_suffix(".kd")
        .map_or_else(|| m.name.clone(), str::to_string)
}

/// How to run.
#[derive(Clone, Debug)]
pub struct BenchOptions {
    pub warmup: usize,
    pub reps: usize,
    pub resamples: usize,
    pub seed: u64,
}

impl Default for BenchOptions {
    fn default() -> Self {
        BenchOptions {
            warmup: 5,
            reps: 50,
            resamples: 10_000,
            seed: 0x5eed,
        }
    }
}

/// One version's result.
#[derive(Clone, Debug, Serialize)]
pub struct VersionResult {
    pub file: String,
    pub kernel: String,
    #[serde(flatten)]
    pub summary: Summary,
    /// Work per second at the median time, and its unit.
    pub throughput: Option<f64>,
    pub throughput_unit: Option<&'static str>,
    pub times_ms: Vec<f64>,
}

/// The result of `gfxopt bench`.
#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    pub spec: String,
    pub runtime: String,
    pub devices: i32,
    pub a: VersionResult,
    pub b: VersionResult,
    /// median(B) / median(A) with its bootstrap 95% interval.
    pub ratio: RatioCi,
    /// Bit-identical outputs of A and B (always true in a report: a difference is an error).
    pub outputs_equal: bool,
}

/// Loads the runtime and checks there is a device: the exit-4 path.
pub fn open_runtime() -> Result<(super::hip::Hip, i32), BenchError> {
    let hip = super::hip::Hip::load().map_err(|e| {
        BenchError::NoGpu(format!(
            "{e}\n  gfxopt bench needs the HIP runtime of ROCm (libamdhip64.so) and an AMD GPU; \
             install ROCm, or point GFXOPT_HIP_LIB at libamdhip64.so"
        ))
    })?;
    let lib = hip.library.clone();
    // Ask both questions even when the first fails: the answers say what is missing (no
    // /dev/kfd, no device, a driver mismatch).
    let init = hip.init();
    let count = hip.device_count();
    let n = match (&init, &count) {
        (Ok(()), Ok(n)) if *n >= 1 => *n,
        _ => {
            let init = match &init {
                Ok(()) => "hipInit succeeded".to_string(),
                Err(e) => e.to_string(),
            };
            let count = match &count {
                Ok(n) => format!("hipGetDeviceCount found {n} devices"),
                Err(e) => e.to_string(),
            };
            return Err(BenchError::NoGpu(format!(
                "no AMD GPU: {init}; {count} (runtime {lib})"
            )));
        }
    };
    Ok((hip, n))
}

/// Runs the benchmark of `a` against `b`.
pub fn run_bench(
    spec: &LaunchSpec,
    a: &Version,
    b: &Version,
    opts: &BenchOptions,
) -> Result<BenchReport, BenchError> {
    let (hip, devices) = open_runtime()?;
    let inputs =
        super::inputs::make_inputs(spec).map_err(|e| BenchError::Input(format!("error: {e}")))?;
    let ma = hip.load_module(&a.code_object)?;
    let mb = hip.load_module(&b.code_object)?;
    let fa = ma.function(&a.kernel)?;
    let fb = mb.function(&b.kernel)?;
    // Device buffers, one set per version so that neither sees the other's writes.
    let alloc = |v: &Version| -> Result<_, BenchError> {
        let mut bufs = BTreeMap::new();
        let mut addrs = BTreeMap::new();
        for (name, data) in &inputs {
            let d = hip.alloc(data.len())?;
            d.upload(data)?;
            addrs.insert(name.clone(), d.address());
            bufs.insert(name.clone(), d);
        }
        let kernarg = pack_kernarg(&v.metadata, spec, &addrs).map_err(|e| {
            BenchError::Input(format!("{}: error: kernel `{}`: {e}", v.file, v.kernel))
        })?;
        Ok((bufs, kernarg))
    };
    let (bufs_a, mut ka) = alloc(a)?;
    let (bufs_b, mut kb) = alloc(b)?;
    let (g, blk, lds) = (spec.grid, spec.block, spec.dynamic_lds);
    fa.launch(g, blk, lds, &mut ka.bytes, ka.explicit_bytes)?;
    fb.launch(g, blk, lds, &mut kb.bytes, kb.explicit_bytes)?;
    hip.synchronize()?;
    for out in spec.outputs() {
        let x = bufs_a[&out.name].download()?;
        let y = bufs_b[&out.name].download()?;
        if let Some(d) = super::compare::compare(&out.name, out.elem, &x, &y) {
            return Err(BenchError::Mismatch(format!(
                "{}: error: kernel `{}` computes different results than {} on the GPU: {}[{}]: \
                 A {}, B {} ({} of {} elements differ)",
                b.file, b.kernel, a.file, d.buffer, d.index, d.before, d.after, d.count, out.len
            )));
        }
    }
    for _ in 0..opts.warmup {
        fa.launch(g, blk, lds, &mut ka.bytes, ka.explicit_bytes)?;
        fb.launch(g, blk, lds, &mut kb.bytes, kb.explicit_bytes)?;
    }
    hip.synchronize()?;
    let (start, stop) = (hip.event()?, hip.event()?);
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    for _ in 0..opts.reps {
        for (f, k, t) in [(&fa, &mut ka, &mut ta), (&fb, &mut kb, &mut tb)] {
            start.record()?;
            f.launch(g, blk, lds, &mut k.bytes, k.explicit_bytes)?;
            stop.record()?;
            t.push(hip.elapsed_ms(&start, &stop)? as f64);
        }
    }
    let result = |v: &Version, t: Vec<f64>| {
        let summary = summarize(&t);
        let tp = throughput(spec, summary.median_ms);
        VersionResult {
            file: v.file.clone(),
            kernel: v.kernel.clone(),
            summary,
            throughput: tp.map(|x| x.0),
            throughput_unit: tp.map(|x| x.1),
            times_ms: t,
        }
    };
    let ratio = bootstrap_ratio(&ta, &tb, opts.resamples, opts.seed);
    Ok(BenchReport {
        spec: spec.path.display().to_string(),
        runtime: hip.library.clone(),
        devices,
        a: result(a, ta),
        b: result(b, tb),
        ratio,
        outputs_equal: true,
    })
}

/// The text report.
pub fn render_text(r: &BenchReport) -> String {
    let mut s = format!("spec {} (runtime {})\n", r.spec, r.runtime);
    for (tag, v) in [("A", &r.a), ("B", &r.b)] {
        s.push_str(&format!(
            "{tag} {} `{}`: min {:.4} ms, median {:.4} ms, mean {:.4} ms over {} runs",
            v.file, v.kernel, v.summary.min_ms, v.summary.median_ms, v.summary.mean_ms, v.summary.n
        ));
        if let (Some(x), Some(u)) = (v.throughput, v.throughput_unit) {
            s.push_str(&format!(", {x:.3} {u}"));
        }
        s.push('\n');
    }
    let c = &r.ratio;
    s.push_str(&format!(
        "outputs identical; B/A = {:.4} (95% CI {:.4} .. {:.4}): {}\n",
        c.ratio,
        c.lo,
        c.hi,
        if !c.significant {
            "not significant".to_string()
        } else if c.ratio < 1.0 {
            format!("significant, B is {:.2}x faster", 1.0 / c.ratio)
        } else {
            format!("significant, B is {:.2}x slower", c.ratio)
        }
    ));
    s
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn text_report() {
        let v = |f: &str, t: Vec<f64>| VersionResult {
            file: f.into(),
            kernel: "k".into(),
            summary: summarize(&t),
            throughput: Some(1.5),
            throughput_unit: Some("TFLOP/s"),
            times_ms: t,
        };
        let r = BenchReport {
            spec: "s.toml".into(),
            runtime: "libamdhip64.so".into(),
            devices: 1,
            a: v("a.s", vec![2.0, 2.0]),
            b: v("b.s", vec![1.0, 1.0]),
            ratio: RatioCi {
                ratio: 0.5,
                lo: 0.45,
                hi: 0.55,
                significant: true,
            },
            outputs_equal: true,
        };
        let t = render_text(&r);
        assert!(
            t.contains("A a.s `k`: min 2.0000 ms, median 2.0000 ms"),
            "{t}"
        );
        assert!(t.contains("1.500 TFLOP/s"), "{t}");
        assert!(
            t.contains("B/A = 0.5000 (95% CI 0.4500 .. 0.5500): significant, B is 2.00x faster"),
            "{t}"
        );
    }

    #[test]
    fn medians_and_summary() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
        let s = summarize(&[2.0, 1.0, 3.0, 6.0]);
        assert_eq!((s.n, s.min_ms, s.median_ms, s.mean_ms), (4, 1.0, 2.5, 3.0));
    }

    #[test]
    fn bootstrap_is_reproducible_and_sensible() {
        // A: about 1.0 ms, B: about 0.8 ms, with a little deterministic jitter.
        let a: Vec<f64> = (0..50)
            .map(|i| 1.0 + 0.01 * ((i * 7 % 11) as f64 - 5.0))
            .collect();
        let b: Vec<f64> = (0..50)
            .map(|i| 0.8 + 0.01 * ((i * 5 % 13) as f64 - 6.0))
            .collect();
        let r1 = bootstrap_ratio(&a, &b, 2000, 42);
        let r2 = bootstrap_ratio(&a, &b, 2000, 42);
        assert_eq!(r1, r2);
        assert!((r1.ratio - 0.8).abs() < 0.02, "{r1:?}");
        assert!(r1.lo <= r1.ratio && r1.ratio <= r1.hi);
        assert!(r1.hi < 1.0 && r1.significant);
        // The same distribution on both sides: the interval holds 1.
        let r = bootstrap_ratio(&a, &a, 2000, 42);
        assert_eq!(r.ratio, 1.0);
        assert!(r.lo <= 1.0 && 1.0 <= r.hi && !r.significant);
    }

    #[test]
    fn kernarg_from_metadata_and_spec() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/vector_add");
        let text = std::fs::read_to_string(format!("{path}/kernel.gfx1100.s")).unwrap();
        let module = crate::asm::parse_module("k.s", &text, None).unwrap();
        let k = crate::kernel::kernels(&module).unwrap().remove(0);
        let meta = k.metadata.unwrap();
        let spec_file = std::fs::read_dir(path)
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.extension().is_some_and(|e| e == "toml"))
            .unwrap();
        let spec = LaunchSpec::from_file(&spec_file).unwrap();
        let mut addrs = BTreeMap::new();
        for (i, name) in spec.buffers.keys().enumerate() {
            addrs.insert(name.clone(), 0x7f00_0000_0000 + (i as u64) * 0x1000);
        }
        let ka = pack_kernarg(&meta, &spec, &addrs).unwrap();
        // The segment as the runtime allocates it: the metadata's size, padded to 64 bytes.
        assert_eq!(
            ka.bytes.len() as u32,
            meta.kernarg_segment_size.next_multiple_of(64)
        );
        // Explicit arguments at their offsets, in spec order.
        for (a, arg) in meta.explicit_args().zip(&spec.args) {
            let at = &ka.bytes[a.offset as usize..(a.offset + a.size) as usize];
            match arg {
                ArgSpec::Buffer(b) => assert_eq!(at, addrs[b].to_le_bytes()),
                ArgSpec::Scalar(s) => assert_eq!(at, s.to_le_bytes().as_slice()),
            }
        }
        let last = meta.explicit_args().last().unwrap();
        assert_eq!(ka.explicit_bytes, (last.offset + last.size) as usize);
        // Hidden block count x and group size x.
        for a in meta.args.iter().filter(|a| a.is_hidden()) {
            let at = &ka.bytes[a.offset as usize..];
            match a.value_kind.as_str() {
                "hidden_block_count_x" => {
                    assert_eq!(at[..4], spec.grid[0].to_le_bytes())
                }
                "hidden_group_size_x" => {
                    assert_eq!(at[..2], (spec.block[0] as u16).to_le_bytes())
                }
                _ => {}
            }
        }
        // A spec with a missing buffer address is an error, not a zero pointer.
        addrs.clear();
        assert!(pack_kernarg(&meta, &spec, &addrs).is_err());
    }
}
