//! Running one launch spec on the emulator: find the kernel, lay the buffers and the kernarg
//! segment out in memory, run, and read the buffers back.

use super::spec::{ArgSpec, LaunchSpec, SpecError};
use crate::asm::{parse_module_bytes, Module, ParseError};
use crate::emu::{self, Abi, EmuError, LaunchConfig, Memory, OobPolicy, Stats};
use crate::kernel::{kernels, Kernel, KernelError};
use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

/// Everything that can stop a run.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("{0}")]
    Io(String),
    #[error("{0}")]
    Parse(#[from] ParseError),
    #[error("{0}")]
    Kernel(#[from] KernelError),
    #[error("{0}")]
    Spec(#[from] SpecError),
    #[error("{0}")]
    Emu(Box<EmuError>),
    /// The spec does not fit the kernel (argument count or sizes, missing kernel).
    #[error("{file}: error: {message}")]
    Mismatch { file: String, message: String },
    /// The launch needs more memory than the cap allows (`--max-memory`).
    #[error("error: the launch needs {needed} bytes of buffers, above the memory cap of {cap} bytes (raise it with --max-memory)")]
    MemoryCap { needed: u64, cap: u64 },
    /// The rewritten version failed where the original ran ([`super::verify::verify`]): the
    /// comparison's verdict, not a fault of the input.
    #[error("{0}")]
    Rewritten(Box<RunError>),
}

impl From<EmuError> for RunError {
    fn from(e: EmuError) -> RunError {
        RunError::Emu(Box::new(e))
    }
}

/// Reads and parses a `.s` file.
pub fn load_module(path: &Path) -> Result<Module, RunError> {
    let bytes = crate::io::read_input(path).map_err(|e| RunError::Io(e.to_string()))?;
    Ok(parse_module_bytes(
        &crate::io::input_name(path),
        &bytes,
        None,
    )?)
}

/// Finds the kernel a spec names (`--kernel` overrides the spec's name).
pub fn find_kernel(
    module: &Module,
    spec: &LaunchSpec,
    name: Option<&str>,
) -> Result<Kernel, RunError> {
    let want = name.unwrap_or(&spec.kernel);
    let all = kernels(module)?;
    crate::kernel::names::select(&all, want)
        .cloned()
        .map_err(|e| RunError::Mismatch {
            file: module.name.clone(),
            message: e.to_string(),
        })
}

/// How to run.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    pub oob: OobPolicy,
    pub threads: Option<usize>,
    /// Instructions one wave may execute (default [`LaunchConfig`]'s 50 000 000).
    pub budget: Option<u64>,
    /// Bytes of buffers the emulated global memory may hold (default [`DEFAULT_MAX_MEMORY`]).
    pub max_memory: Option<u64>,
    pub progress: Option<fn(u64, u64)>,
    /// Count the executions of each labelled block ([`RunOutput::profile`]).
    pub profile: bool,
}

/// The default memory cap: a spec whose buffers add up to more is refused before anything is
/// allocated, instead of exhausting the host.
pub const DEFAULT_MAX_MEMORY: u64 = 4 << 30;

/// Refuses a spec whose buffers need more than `cap` bytes (`None`: the default cap). Called
/// before the inputs are generated, so an oversized spec allocates nothing.
pub fn check_memory(spec: &LaunchSpec, cap: Option<u64>) -> Result<(), RunError> {
    let cap = cap.unwrap_or(DEFAULT_MAX_MEMORY);
    let needed = spec
        .buffers
        .values()
        .fold(0u64, |n, b| n.saturating_add(b.byte_len()));
    if needed > cap {
        return Err(RunError::MemoryCap { needed, cap });
    }
    Ok(())
}

/// The result of one run.
#[derive(Clone, Debug)]
pub struct RunOutput {
    /// Every buffer after the launch, by name.
    pub buffers: BTreeMap<String, Vec<u8>>,
    /// Every module variable the kernel references (`__device__` globals), after the launch.
    pub globals: BTreeMap<String, Vec<u8>>,
    pub stats: Stats,
    pub wall: Duration,
    /// With [`RunOptions::profile`]: each label of the kernel and how many times a wave ran
    /// the instruction it names, in code order.
    pub profile: Vec<(String, u64)>,
    /// With [`RunOptions::profile`]: how many times the waves ran each instruction of the
    /// kernel (the i-th instruction line of its code range), summed over the waves.
    pub op_counts: Vec<u64>,
}

/// Decodes `kernel` and runs it with `inputs` (every buffer of the spec, by name).
pub fn run_kernel(
    module: &Module,
    kernel: &Kernel,
    spec: &LaunchSpec,
    inputs: &BTreeMap<String, Vec<u8>>,
    opts: &RunOptions,
) -> Result<RunOutput, RunError> {
    let mismatch = |message: String| RunError::Mismatch {
        file: module.name.clone(),
        message: format!("kernel `{}`: {message}", kernel.name),
    };
    let meta = kernel
        .metadata
        .as_ref()
        .ok_or_else(|| mismatch("no `.amdgpu_metadata` entry".into()))?;
    let prog = emu::decode(module, kernel)?;
    let abi = Abi::from_kernel(kernel);
    let items: u32 = spec.block.iter().product();
    if items > meta.max_flat_workgroup_size {
        return Err(mismatch(format!(
            "block of {items} work-items exceeds .max_flat_workgroup_size {}",
            meta.max_flat_workgroup_size
        )));
    }
    let cap = opts.max_memory.unwrap_or(DEFAULT_MAX_MEMORY);
    let needed = inputs
        .values()
        .fold(0u64, |n, d| n.saturating_add(d.len() as u64));
    if needed > cap {
        return Err(RunError::MemoryCap { needed, cap });
    }
    let mut mem = Memory::new();
    let mut addrs = BTreeMap::new();
    for (name, data) in inputs {
        addrs.insert(name.clone(), mem.map(name, data));
    }
    let mut explicit = Vec::new();
    for a in &spec.args {
        match a {
            ArgSpec::Buffer(b) => {
                let addr = addrs
                    .get(b)
                    .ok_or_else(|| mismatch(format!("no input for buffer `{b}`")))?;
                explicit.push(addr.to_le_bytes().to_vec());
            }
            ArgSpec::Scalar(s) => explicit.push(s.to_le_bytes()),
        }
    }
    let kernarg = emu::build_kernarg(meta, &explicit, spec.grid, spec.block, spec.dynamic_lds)
        .map_err(mismatch)?;
    let kernarg_addr = mem.map("<kernarg segment>", &kernarg);
    let packet = emu::launch::dispatch_packet(
        spec.grid,
        spec.block,
        abi.group_segment_fixed_size + spec.dynamic_lds,
        kernarg_addr,
    );
    let dispatch_addr = mem.map("<dispatch packet>", &packet);
    for d in &prog.data {
        if let Ok(bytes) = &d.bytes {
            mem.map_at(&d.region_name(), d.addr, bytes);
        }
    }
    let mut cfg = LaunchConfig {
        grid: spec.grid,
        block: spec.block,
        dynamic_lds: spec.dynamic_lds,
        kernarg_addr,
        dispatch_addr,
        oob: opts.oob,
        threads: opts.threads,
        progress: opts.progress,
        profile: opts.profile,
        ..LaunchConfig::default()
    };
    if let Some(b) = opts.budget {
        cfg.budget = b;
    }
    let start = Instant::now();
    let (stats, counts) = emu::run_profiled(&prog, &abi, &mem, &cfg)
        .map_err(|e| dynamic_lds_hint(e, meta, spec.dynamic_lds))?;
    let profile = if opts.profile {
        prog.labels
            .iter()
            .map(|(l, i)| (l.clone(), counts.get(*i as usize).copied().unwrap_or(0)))
            .collect()
    } else {
        Vec::new()
    };
    let op_counts = if opts.profile { counts } else { Vec::new() };
    let wall = start.elapsed();
    let buffers = inputs
        .keys()
        .filter_map(|name| mem.region(name).map(|r| (name.clone(), r.bytes())))
        .collect();
    let globals = prog
        .data
        .iter()
        .filter_map(|d| {
            mem.region(&d.region_name())
                .map(|r| (d.name.clone(), r.bytes()))
        })
        .collect();
    Ok(RunOutput {
        buffers,
        globals,
        stats,
        wall,
        profile,
        op_counts,
    })
}

/// An LDS access past a group segment that holds no dynamic LDS, in a kernel that takes some
/// (`extern __shared__`): the launch spec most likely lacks `dynamic_lds`, so the error says so.
fn dynamic_lds_hint(
    mut e: emu::EmuError,
    meta: &crate::kernel::KernelMetadata,
    dynamic_lds: u32,
) -> emu::EmuError {
    if let emu::EmuError::OutOfBounds { space, nearest, .. } = &mut e {
        if *space == "LDS" && dynamic_lds == 0 && meta.takes_dynamic_lds() {
            nearest.push_str(
                "; the kernel takes dynamic LDS (`extern __shared__`, its metadata lists \
                 `hidden_dynamic_lds_size`) and the launch spec gives none: set `dynamic_lds` \
                 to the bytes the host launches it with",
            );
        }
    }
    e
}
