//! A timing model: predicted cycles, time and bottleneck of a launch, without hardware.
//!
//! It is a **model**, calibrated on seed 001's measured SGEMM times (see
//! `docs/timing-model.md` for the parameters, their sources and the error on held-out
//! kernels). The phases, one file each:
//! 1. [`cost`]: what each op costs on the device (unit, busy cycles, latency, counter, banks);
//! 2. [`trace`]: the emulator runs a few sampled work-groups of the real launch and records,
//!    per wave, the ops executed and what their memory addresses cost (LDS bank cycles, cache
//!    lines); branches, trip counts and waits are the real ones;
//! 3. [`occupancy`]: how many groups a CU (or WGP) holds, from VGPRs, LDS and group size;
//! 4. [`sched`]: the traced waves replayed on one CU/WGP, group after group, cycle by cycle;
//! 5. here: scaled to the grid (`ceil(groups / units)` groups on the busiest unit), bounded
//!    below by DRAM bandwidth, a bottleneck named, per-loop figures.

pub mod compare;
pub mod cost;
pub mod device;
pub mod occupancy;
pub mod sched;
pub mod steady;
pub mod trace;

#[cfg(test)]
mod tests;

use crate::asm::{Module, Target};
use crate::emu::{self, Abi, LaunchConfig, Memory};
use crate::harness::spec::{ArgSpec, LaunchSpec};
use crate::kernel::Kernel;
use device::Device;
use occupancy::{Demand, Occupancy};
use serde::Serialize;
use std::collections::BTreeMap;

/// Why an estimate could not be made.
#[derive(Debug, thiserror::Error)]
pub enum TimingError {
    #[error(transparent)]
    Emu(Box<emu::EmuError>),
    #[error(transparent)]
    Run(Box<crate::harness::runner::RunError>),
    #[error("{file}: error: kernel `{kernel}`: {message}")]
    Launch {
        file: String,
        kernel: String,
        message: String,
    },
    #[error("device `{device}` is {device_target}, the kernel is {kernel_target}")]
    Target {
        device: String,
        device_target: String,
        kernel_target: String,
    },
}

// Boxed: the emulator's and the runner's errors are large, and a `Result` carries its error.
impl From<emu::EmuError> for TimingError {
    fn from(e: emu::EmuError) -> Self {
        TimingError::Emu(Box::new(e))
    }
}

impl From<crate::harness::runner::RunError> for TimingError {
    fn from(e: crate::harness::runner::RunError) -> Self {
        TimingError::Run(Box::new(e))
    }
}

/// How much to emulate and simulate.
#[derive(Clone, Debug)]
pub struct Options {
    /// Work-groups emulated for the trace, spread over the grid.
    pub samples: u32,
    /// Rounds of resident groups simulated on one unit before scaling linearly.
    pub max_rounds: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            samples: 2,
            max_rounds: 4,
        }
    }
}

/// Fractions of the unit's capacity in use over the makespan.
#[derive(Clone, Debug, Serialize)]
pub struct Utilization {
    pub valu: f64,
    /// Share of the VALU's busy cycles that are VGPR bank-conflict cycles.
    pub valu_bank_share: f64,
    pub lds: f64,
    pub vmem: f64,
}

/// One loop of the kernel (a backward branch and its target).
#[derive(Clone, Debug, Serialize)]
pub struct LoopEstimate {
    pub header: String,
    pub line: u32,
    pub depth: u32,
    /// Per wave.
    pub iterations: f64,
    pub cycles_per_iteration: f64,
    pub instructions_per_iteration: f64,
    pub valu_cycles_per_iteration: f64,
    /// Share of all wave-cycles spent in this loop (inner loops not included).
    pub share: f64,
    pub bottleneck: String,
}

/// The estimate of one kernel launch.
#[derive(Clone, Debug, Serialize)]
pub struct Estimate {
    pub name: String,
    pub device: String,
    pub time_s: f64,
    /// Shader clocks of the launch (the busiest unit).
    pub cycles: f64,
    pub bottleneck: String,
    /// Throughput from the spec's `[work]` formula (`flops` or `bytes` per second).
    pub work_per_s: Option<f64>,
    pub work_unit: Option<String>,
    pub occupancy: Occupancy,
    pub vgprs: u32,
    pub lds_bytes: u32,
    pub waves_per_group: u32,
    pub groups: u64,
    /// Groups the busiest unit runs, and how many of them were simulated.
    pub groups_per_unit: u64,
    pub groups_simulated: u64,
    pub groups_traced: u32,
    pub utilization: Utilization,
    /// Wave-cycles per cause, as fractions of all wave-cycles.
    pub stalls: BTreeMap<String, f64>,
    /// The DRAM bound: every buffer read once, outputs written once.
    pub dram_time_s: f64,
    pub loops: Vec<LoopEstimate>,
    /// Always true: these figures come from a model, not a measurement.
    pub model: bool,
    /// The device's error band (relative): the worst held-out error of its validation table.
    pub error_band: f64,
}

/// Loops as back-edges in op order: (first op, last op) of each, the innermost op-to-loop map.
fn find_loops(prog: &emu::Program) -> (Vec<(u32, u32)>, Vec<usize>) {
    let mut loops: Vec<(u32, u32)> = prog
        .ops
        .iter()
        .enumerate()
        .filter(|(i, op)| op.class == emu::decode::Class::Branch && (op.target as usize) <= *i)
        .map(|(i, op)| (op.target, i as u32))
        .collect();
    loops.sort();
    loops.dedup_by_key(|l| l.0);
    let mut loop_of = vec![usize::MAX; prog.ops.len()];
    for (pc, slot) in loop_of.iter_mut().enumerate() {
        let pc = pc as u32;
        let mut best: Option<(u32, usize)> = None;
        for (k, &(a, b)) in loops.iter().enumerate() {
            if a <= pc && pc <= b && best.is_none_or(|(len, _)| b - a < len) {
                best = Some((b - a, k));
            }
        }
        if let Some((_, k)) = best {
            *slot = k;
        }
    }
    (loops, loop_of)
}

/// Registers the hardware allocates: the descriptor's count (what the dispatcher reads), or the
/// metadata's when larger.
fn allocated_vgprs(kernel: &Kernel) -> u32 {
    let d = kernel.descriptor.get("next_free_vgpr").unwrap_or(0).max(0) as u32;
    let m = kernel.metadata.as_ref().map_or(0, |m| m.vgpr_count);
    let acc = kernel
        .descriptor
        .get("accum_offset")
        .map(|a| {
            a as u32
                + kernel
                    .metadata
                    .as_ref()
                    .and_then(|m| m.agpr_count)
                    .unwrap_or(0)
        })
        .unwrap_or(0);
    d.max(m).max(acc)
}

/// A buffer of the launch: where it is mapped, its size, and whether the kernel writes it.
struct Buffer {
    addr: u64,
    bytes: u64,
    output: bool,
}

/// Bytes the launch moves to and from DRAM at least: each buffer the kernel reads once (an
/// output only when a traced load reads it: `C = alpha*A*B + beta*C` does, `C = A + B` does
/// not), each output written once.
fn dram_bytes(buffers: &[Buffer], load_addrs: &[u64]) -> u64 {
    buffers
        .iter()
        .map(|b| {
            let read = !b.output
                || load_addrs
                    .iter()
                    .any(|&a| a >= b.addr && a < b.addr + b.bytes);
            b.bytes * (read as u64 + b.output as u64)
        })
        .sum()
}

/// The launch's memory, kernarg segment and configuration, as the runtime sets them up.
fn setup(
    module: &Module,
    kernel: &Kernel,
    spec: &LaunchSpec,
) -> Result<(Memory, LaunchConfig, Vec<Buffer>), TimingError> {
    let err = |message: String| TimingError::Launch {
        file: module.name.clone(),
        kernel: kernel.name.clone(),
        message,
    };
    let meta = kernel
        .metadata
        .as_ref()
        .ok_or_else(|| err("no `.amdgpu_metadata` entry".into()))?;
    let inputs = crate::harness::inputs::make_inputs(spec).map_err(&err)?;
    let mut mem = Memory::new();
    let mut addrs = BTreeMap::new();
    let mut buffers = Vec::new();
    for (name, data) in &inputs {
        let addr = mem.map(name, data);
        addrs.insert(name.clone(), addr);
        buffers.push(Buffer {
            addr,
            bytes: data.len() as u64,
            output: spec.buffers.get(name).is_some_and(|b| b.output),
        });
    }
    let mut explicit = Vec::new();
    for a in &spec.args {
        match a {
            ArgSpec::Buffer(b) => {
                let addr = addrs
                    .get(b)
                    .ok_or_else(|| err(format!("no input for buffer `{b}`")))?;
                explicit.push(addr.to_le_bytes().to_vec());
            }
            ArgSpec::Scalar(s) => explicit.push(s.to_le_bytes()),
        }
    }
    let kernarg = emu::build_kernarg(meta, &explicit, spec.grid, spec.block, spec.dynamic_lds)
        .map_err(&err)?;
    let kernarg_addr = mem.map("<kernarg segment>", &kernarg);
    let abi = Abi::from_kernel(kernel);
    let packet = emu::launch::dispatch_packet(
        spec.grid,
        spec.block,
        abi.group_segment_fixed_size + spec.dynamic_lds,
        kernarg_addr,
    );
    let dispatch_addr = mem.map("<dispatch packet>", &packet);
    let cfg = LaunchConfig {
        grid: spec.grid,
        block: spec.block,
        dynamic_lds: spec.dynamic_lds,
        kernarg_addr,
        dispatch_addr,
        ..LaunchConfig::default()
    };
    Ok((mem, cfg, buffers))
}

/// Estimates one launch of `kernel` on `dev`: trace sampled groups on the emulator, find the
/// occupancy, replay the traces on one unit, and scale to the grid (or to DRAM bandwidth).
pub fn estimate(
    module: &Module,
    kernel: &Kernel,
    spec: &LaunchSpec,
    dev: &Device,
    opts: &Options,
) -> Result<Estimate, TimingError> {
    let target = module.target.unwrap_or(Target::Gfx1100);
    if dev.target() != Some(target) {
        return Err(TimingError::Target {
            device: dev.name.clone(),
            device_target: dev.target.clone(),
            kernel_target: target.to_string(),
        });
    }
    let prog = emu::decode(module, kernel)?;
    let abi = Abi::from_kernel(kernel);
    let (mut mem, cfg, buffers) = setup(module, kernel, spec)?;
    for d in &prog.data {
        if let Ok(bytes) = &d.bytes {
            mem.map_at(&d.region_name(), d.addr, bytes);
        }
    }
    let costs = cost::costs(&prog, dev);
    let [gx, gy, gz] = spec.grid;
    let total = gx as u64 * gy as u64 * gz as u64;
    let n_samples = (opts.samples.max(1) as u64).min(total.max(1));
    let traced = Traced {
        prog: &prog,
        abi: &abi,
        mem: &mem,
        cfg: &cfg,
        costs: &costs,
    };
    let (samples, load_addrs) = trace_samples(&traced, dev, spec.grid, n_samples)?;
    let dram_bytes = dram_bytes(&buffers, &load_addrs);

    // Occupancy and the share of the grid the busiest unit runs.
    let waves_per_group = spec.block_work_items().div_ceil(prog.wave_size as u64) as u32;
    let vgprs = allocated_vgprs(kernel);
    let lds_bytes = abi.group_segment_fixed_size + spec.dynamic_lds;
    let wgp_mode =
        target == Target::Gfx1100 && kernel.descriptor.get("workgroup_processor_mode") == Some(1);
    let occ = occupancy::occupancy(
        dev,
        Demand {
            vgprs,
            lds_bytes,
            waves_per_group,
            wgp_mode,
        },
    );
    let units = occ.units.max(1) as u64;
    let per_unit = total.div_ceil(units);
    let cap = (occ.groups_per_unit.max(1) as u64 * opts.max_rounds.max(1) as u64).max(1);
    let simulated = per_unit.min(cap);
    let (loops, loop_of) = find_loops(&prog);
    let heads: Vec<u32> = loops.iter().map(|l| l.0).collect();
    let sim = sched::simulate(&sched::SimInput {
        dev,
        costs: &costs,
        samples: &samples,
        occ: &occ,
        groups: simulated,
        loop_of: &loop_of,
        loop_heads: &heads,
    });
    let cycles = sim.cycles as f64 * per_unit as f64 / simulated.max(1) as f64;
    let hz = dev.clock_ghz * 1e9;
    let sim_time = cycles / hz;
    let dram_time = dram_bytes as f64 / (dev.dram_gbps * dev.dram_efficiency * 1e9);
    let time_s = sim_time.max(dram_time) + dev.launch_overhead_us * 1e-6;

    let utilization = utilization(&sim, &occ);
    let wave_cycles: u64 = sim.loops.iter().map(|l| l.cycles).sum::<u64>().max(1);
    let bottleneck = if dram_time > sim_time {
        format!(
            "DRAM bandwidth ({:.0} MB at {:.0} GB/s)",
            dram_bytes as f64 / 1e6,
            dev.dram_gbps * dev.dram_efficiency
        )
    } else {
        name_bottleneck(&utilization, &sim.stalls, &occ)
    };
    let loop_estimates = loop_estimates(&prog, &loops, &sim, wave_cycles, &occ);
    let (work_per_s, work_unit) = work(spec, time_s);
    Ok(Estimate {
        name: kernel.name.clone(),
        device: dev.name.clone(),
        time_s,
        cycles: time_s * hz,
        bottleneck,
        work_per_s,
        work_unit,
        occupancy: occ,
        vgprs,
        lds_bytes,
        waves_per_group,
        groups: total,
        groups_per_unit: per_unit,
        groups_simulated: simulated,
        groups_traced: n_samples as u32,
        utilization,
        stalls: stall_shares(&sim.stalls, wave_cycles),
        dram_time_s: dram_time,
        loops: loop_estimates,
        model: true,
        error_band: dev.error_band,
    })
}

/// What a traced run of one group needs: the decoded kernel, its ABI, the memory with the
/// spec's buffers, the launch, and the per-op costs the recorder prices accesses with.
struct Traced<'a> {
    prog: &'a emu::Program,
    abi: &'a Abi,
    mem: &'a Memory,
    cfg: &'a LaunchConfig,
    costs: &'a [cost::OpCost],
}

/// Traces `n_samples` groups spread over `grid`: their traces, and every address they loaded
/// (for the DRAM traffic).
fn trace_samples(
    t: &Traced,
    dev: &Device,
    grid: [u32; 3],
    n_samples: u64,
) -> Result<(Vec<trace::GroupTrace>, Vec<u64>), TimingError> {
    let [gx, gy, gz] = grid;
    let total = gx as u64 * gy as u64 * gz as u64;
    let mut samples = Vec::new();
    let mut load_addrs = Vec::new();
    for s in 0..n_samples {
        let g = s * total / n_samples;
        let group = [
            (g % gx as u64) as u32,
            ((g / gx as u64) % gy as u64) as u32,
            (g / (gx as u64 * gy as u64)) as u32,
        ];
        let mut rec = trace::Recorder::new(t.costs, dev.lds_banks, dev.line_bytes);
        emu::launch::run_traced(t.prog, t.abi, t.mem, t.cfg, group, &mut rec)?;
        samples.push(rec.trace);
        load_addrs.extend(rec.load_addrs);
    }
    Ok((samples, load_addrs))
}

/// The busy share of each unit over the simulated makespan.
fn utilization(sim: &sched::SimResult, occ: &Occupancy) -> Utilization {
    let makespan = sim.cycles.max(1) as f64;
    Utilization {
        valu: sim.valu_busy as f64 / (makespan * occ.simds_per_unit as f64),
        valu_bank_share: sim.stalls.bank_conflicts as f64 / sim.valu_busy.max(1) as f64,
        lds: sim.lds_busy as f64 / (makespan * occ.cus_per_unit as f64),
        vmem: sim.vmem_busy as f64 / (makespan * occ.cus_per_unit as f64),
    }
}

/// Issue and each stall cause as a share of all wave-cycles.
fn stall_shares(stalls: &sched::Stalls, wave_cycles: u64) -> BTreeMap<String, f64> {
    let mut shares = BTreeMap::new();
    shares.insert(
        "issue".to_string(),
        stalls.issue as f64 / wave_cycles as f64,
    );
    for (name, n) in stalls.causes() {
        shares.insert(name.to_string(), n as f64 / wave_cycles as f64);
    }
    shares
}

/// Per loop that ran: per-iteration cycles, instructions and VALU time, its share of the
/// wave-cycles, and what bounds it.
fn loop_estimates(
    prog: &emu::Program,
    loops: &[(u32, u32)],
    sim: &sched::SimResult,
    wave_cycles: u64,
    occ: &Occupancy,
) -> Vec<LoopEstimate> {
    loops
        .iter()
        .enumerate()
        .filter(|(k, _)| sim.loops[*k].iterations > 0)
        .map(|(k, &(head, _))| {
            let acc = &sim.loops[k];
            let it = acc.iterations as f64;
            let lu = Utilization {
                valu: 0.0,
                valu_bank_share: acc.stalls.bank_conflicts as f64 / acc.valu_busy.max(1) as f64,
                lds: 0.0,
                vmem: 0.0,
            };
            let header = prog
                .labels
                .iter()
                .find(|(_, i)| *i == head)
                .map_or_else(|| format!("op{head}"), |(l, _)| l.clone());
            let depth = loops
                .iter()
                .filter(|(a, b)| *a <= head && head <= *b)
                .count() as u32;
            LoopEstimate {
                header,
                line: prog.ops[head as usize].line,
                depth,
                iterations: it / sim.waves.max(1) as f64,
                cycles_per_iteration: acc.cycles as f64 / it,
                instructions_per_iteration: acc.instructions as f64 / it,
                valu_cycles_per_iteration: acc.valu_busy as f64 / it,
                share: acc.cycles as f64 / wave_cycles as f64,
                bottleneck: loop_bottleneck(acc, &lu, occ.waves_per_simd),
            }
        })
        .collect()
}

fn work(spec: &LaunchSpec, time_s: f64) -> (Option<f64>, Option<String>) {
    let Some(w) = &spec.work else {
        return (None, None);
    };
    let (n, unit) = if let Some((_, f)) = &w.flops {
        (*f, "FLOP/s")
    } else if let Some((_, b)) = &w.bytes {
        (*b, "B/s")
    } else {
        return (None, None);
    };
    (Some(n / time_s), Some(unit.to_string()))
}

/// The kernel's bottleneck: a unit kept busy most of the time, else the largest stall.
fn name_bottleneck(u: &Utilization, s: &sched::Stalls, occ: &Occupancy) -> String {
    let occupancy_note = format!(
        "; occupancy {} waves/SIMD (limited by {})",
        occ.waves_per_simd, occ.limiter
    );
    if u.valu >= 0.7 {
        if u.valu_bank_share >= 0.1 {
            return format!(
                "VALU issue ({:.0}% busy, {:.0}% of it VGPR bank conflicts)",
                100.0 * u.valu,
                100.0 * u.valu_bank_share
            );
        }
        return format!("VALU issue ({:.0}% busy)", 100.0 * u.valu);
    }
    if u.lds >= 0.7 {
        return format!(
            "LDS bandwidth and bank conflicts ({:.0}% busy)",
            100.0 * u.lds
        );
    }
    if u.vmem >= 0.7 {
        return format!("VMEM throughput ({:.0}% busy)", 100.0 * u.vmem);
    }
    let causes = s.causes();
    let (name, _) = causes
        .iter()
        .max_by_key(|(_, n)| *n)
        .copied()
        .unwrap_or(("other", 0));
    format!("{name} (VALU {:.0}% busy){occupancy_note}", 100.0 * u.valu)
}

fn loop_bottleneck(acc: &sched::LoopAcc, u: &Utilization, waves: u32) -> String {
    let valu_share = acc.valu_busy as f64 * waves as f64 / acc.cycles.max(1) as f64;
    if valu_share >= 0.7 {
        if u.valu_bank_share >= 0.1 {
            return "VALU issue, VGPR bank conflicts".into();
        }
        return "VALU issue".into();
    }
    acc.stalls
        .causes()
        .iter()
        .max_by_key(|(_, n)| *n)
        .map_or("other".into(), |(n, _)| n.to_string())
}
