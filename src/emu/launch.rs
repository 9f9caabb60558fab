//! Dispatch: the initial wave state the AMDGPU ABI defines, the kernarg segment, and running
//! the grid.
//!
//! From LLVM AMDGPUUsage ("Initial Kernel Execution State"):
//! - user SGPRs, in this order, each when its `.amdhsa_user_sgpr_*` bit is set: private segment
//!   buffer (4), dispatch ptr (2), queue ptr (2), kernarg segment ptr (2), dispatch id (2), flat
//!   scratch init (2), private segment size (1); then `kernarg_preload_length` SGPRs preloaded
//!   with kernel arguments (gfx940+);
//! - system SGPRs from `s[user_sgpr_count]`: work-group id x, y, z (per
//!   `system_sgpr_workgroup_id_*`), work-group info, private segment wave offset;
//! - work-item ids: gfx90a/gfx940+ and gfx11 pack x, y, z into v0 bits [9:0], [19:10], [29:20];
//!   both targets this crate supports pack. Waves take consecutive work-items, x fastest.

use super::decode::Program;
use super::memory::{Memory, OobPolicy};
use super::wave::{Env, Stop, Wave};
use super::EmuError;
use crate::kernel::{Kernel, KernelMetadata};
use rayon::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// The descriptor fields the dispatch needs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Abi {
    pub private_segment_buffer: bool,
    pub dispatch_ptr: bool,
    pub queue_ptr: bool,
    pub kernarg_segment_ptr: bool,
    pub dispatch_id: bool,
    pub flat_scratch_init: bool,
    pub private_segment_size: bool,
    pub kernarg_preload_length: u32,
    pub kernarg_preload_offset: u32,
    pub user_sgpr_count: u32,
    pub workgroup_id: [bool; 3],
    pub workgroup_info: bool,
    pub private_segment_wave_offset: bool,
    /// 0: x only, 1: x and y, 2: x, y and z.
    pub workitem_id: u32,
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub float_denorm_mode_32: u32,
    pub float_denorm_mode_16_64: u32,
    pub float_round_mode_32: u32,
    pub float_round_mode_16_64: u32,
    pub dx10_clamp: bool,
    pub ieee_mode: bool,
    /// `.amdhsa_uses_dynamic_stack`: the stack size is not known at compile time (recursion,
    /// indirect calls); see [`DYNAMIC_STACK_BYTES`].
    pub uses_dynamic_stack: bool,
}

/// Private bytes per work-item added to `.amdhsa_private_segment_fixed_size` when the kernel has
/// a dynamic stack. The runtime picks the real size; this is the emulator's own default (a
/// deeper stack shows as an out-of-bounds private access naming the line).
pub const DYNAMIC_STACK_BYTES: u32 = 4096;

impl Abi {
    /// Private (scratch) bytes per work-item: the fixed size, which covers the stack of the
    /// functions the kernel calls, plus [`DYNAMIC_STACK_BYTES`] for a dynamic stack.
    pub fn private_bytes(&self) -> u32 {
        self.private_segment_fixed_size
            + if self.uses_dynamic_stack {
                DYNAMIC_STACK_BYTES
            } else {
                0
            }
    }

    /// The MODE register the kernel starts with.
    pub fn mode(&self) -> u32 {
        super::hwreg::initial_mode(
            self.float_round_mode_32,
            self.float_round_mode_16_64,
            self.float_denorm_mode_32,
            self.float_denorm_mode_16_64,
            self.dx10_clamp,
            self.ieee_mode,
        )
    }
}

impl Abi {
    pub fn from_kernel(k: &Kernel) -> Abi {
        let d = &k.descriptor;
        let flag = |n: &str| d.get(n).unwrap_or(0) != 0;
        let int = |n: &str, def: i64| d.get(n).unwrap_or(def) as u32;
        Abi {
            private_segment_buffer: flag("user_sgpr_private_segment_buffer"),
            dispatch_ptr: flag("user_sgpr_dispatch_ptr"),
            queue_ptr: flag("user_sgpr_queue_ptr"),
            kernarg_segment_ptr: flag("user_sgpr_kernarg_segment_ptr"),
            dispatch_id: flag("user_sgpr_dispatch_id"),
            flat_scratch_init: flag("user_sgpr_flat_scratch_init"),
            private_segment_size: flag("user_sgpr_private_segment_size"),
            kernarg_preload_length: int("user_sgpr_kernarg_preload_length", 0),
            kernarg_preload_offset: int("user_sgpr_kernarg_preload_offset", 0),
            user_sgpr_count: int("user_sgpr_count", 0),
            workgroup_id: [
                d.get("system_sgpr_workgroup_id_x").unwrap_or(1) != 0,
                flag("system_sgpr_workgroup_id_y"),
                flag("system_sgpr_workgroup_id_z"),
            ],
            workgroup_info: flag("system_sgpr_workgroup_info"),
            private_segment_wave_offset: flag("system_sgpr_private_segment_wavefront_offset")
                || flag("enable_private_segment"),
            workitem_id: int("system_vgpr_workitem_id", 0),
            group_segment_fixed_size: int(
                "group_segment_fixed_size",
                k.metadata
                    .as_ref()
                    .map_or(0, |m| m.group_segment_fixed_size as i64),
            ),
            private_segment_fixed_size: int("private_segment_fixed_size", 0),
            float_denorm_mode_32: int("float_denorm_mode_32", 3),
            float_denorm_mode_16_64: int("float_denorm_mode_16_64", 3),
            float_round_mode_32: int("float_round_mode_32", 0),
            float_round_mode_16_64: int("float_round_mode_16_64", 0),
            uses_dynamic_stack: flag("uses_dynamic_stack"),
            dx10_clamp: d.get("dx10_clamp").unwrap_or(1) != 0,
            ieee_mode: d.get("ieee_mode").unwrap_or(1) != 0,
        }
    }
}

/// One explicit kernel argument's bytes (a buffer address or a scalar), in metadata order.
pub type ArgBytes = Vec<u8>;

/// Builds the kernarg segment: explicit arguments at their metadata offsets, then the hidden
/// arguments the runtime fills (block counts, group sizes, remainders, grid dims, dynamic LDS).
pub fn build_kernarg(
    meta: &KernelMetadata,
    explicit: &[ArgBytes],
    grid: [u32; 3],
    block: [u32; 3],
    dynamic_lds: u32,
) -> Result<Vec<u8>, String> {
    let size = meta.kernarg_segment_size.max(
        meta.args
            .iter()
            .map(|a| a.offset + a.size)
            .max()
            .unwrap_or(0),
    );
    // The runtime allocates the segment in aligned chunks, and compilers rely on it: clang widens
    // scalar loads of the last arguments (a 36-byte block is read with `s_load_b128 ..., 0x18`,
    // up to byte 40). Pad, zero-filled, to the next 64 bytes so such loads see the padding.
    let size = size.next_multiple_of(64);
    let mut seg = vec![0u8; size as usize];
    let explicit_args: Vec<_> = meta.explicit_args().collect();
    if explicit_args.len() != explicit.len() {
        return Err(format!(
            "the kernel takes {} arguments, the launch gives {}",
            explicit_args.len(),
            explicit.len()
        ));
    }
    for (i, (a, bytes)) in explicit_args.iter().zip(explicit).enumerate() {
        if bytes.len() != a.size as usize {
            return Err(format!(
                "argument {i} ({}) is {} bytes in the kernel metadata, the launch gives {}",
                a.name.as_deref().unwrap_or("?"),
                a.size,
                bytes.len()
            ));
        }
        seg[a.offset as usize..(a.offset + a.size) as usize].copy_from_slice(bytes);
    }
    let dims = if grid[2] > 1 || block[2] > 1 {
        3u64
    } else if grid[1] > 1 || block[1] > 1 {
        2
    } else {
        1
    };
    for a in meta.args.iter().filter(|a| a.is_hidden()) {
        let v: u64 = match a.value_kind.as_str() {
            "hidden_block_count_x" => grid[0] as u64,
            "hidden_block_count_y" => grid[1] as u64,
            "hidden_block_count_z" => grid[2] as u64,
            "hidden_group_size_x" => block[0] as u64,
            "hidden_group_size_y" => block[1] as u64,
            "hidden_group_size_z" => block[2] as u64,
            // The grid is a whole number of groups: no partial group.
            "hidden_remainder_x" | "hidden_remainder_y" | "hidden_remainder_z" => 0,
            "hidden_grid_dims" => dims,
            "hidden_dynamic_lds_size" => dynamic_lds as u64,
            "hidden_private_base" => super::memory::PRIVATE_BASE >> 32,
            "hidden_shared_base" => super::memory::SHARED_BASE >> 32,
            _ => 0,
        };
        let bytes = v.to_le_bytes();
        let n = (a.size as usize).min(8);
        let off = a.offset as usize;
        if off + n <= seg.len() {
            seg[off..off + n].copy_from_slice(&bytes[..n]);
        }
    }
    Ok(seg)
}

/// The HSA kernel dispatch packet (64 bytes) for a launch.
pub fn dispatch_packet(grid: [u32; 3], block: [u32; 3], lds: u32, kernarg: u64) -> Vec<u8> {
    let mut p = Vec::with_capacity(64);
    let dims: u16 = if grid[2] > 1 || block[2] > 1 {
        3
    } else if grid[1] > 1 || block[1] > 1 {
        2
    } else {
        1
    };
    p.extend_from_slice(&2u16.to_le_bytes()); // header: kernel dispatch
    p.extend_from_slice(&dims.to_le_bytes());
    for b in block {
        p.extend_from_slice(&(b as u16).to_le_bytes());
    }
    p.extend_from_slice(&0u16.to_le_bytes());
    for i in 0..3 {
        p.extend_from_slice(&(grid[i].wrapping_mul(block[i])).to_le_bytes());
    }
    p.extend_from_slice(&0u32.to_le_bytes()); // private segment size
    p.extend_from_slice(&lds.to_le_bytes());
    p.extend_from_slice(&0u64.to_le_bytes()); // kernel object
    p.extend_from_slice(&kernarg.to_le_bytes());
    p.extend_from_slice(&0u64.to_le_bytes());
    p.extend_from_slice(&0u64.to_le_bytes()); // completion signal
    p
}

/// One launch.
#[derive(Clone, Debug)]
pub struct LaunchConfig {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub dynamic_lds: u32,
    pub kernarg_addr: u64,
    pub dispatch_addr: u64,
    pub oob: OobPolicy,
    /// Instructions one wave may execute before it is stopped as a runaway.
    pub budget: u64,
    /// Host threads (`None`: rayon's default).
    pub threads: Option<usize>,
    /// Called with the number of finished work-groups (for progress bars).
    pub progress: Option<fn(u64, u64)>,
    /// Count how often each op runs ([`run_profiled`]).
    pub profile: bool,
}

impl Default for LaunchConfig {
    fn default() -> Self {
        LaunchConfig {
            grid: [1; 3],
            block: [1; 3],
            dynamic_lds: 0,
            kernarg_addr: 0,
            dispatch_addr: 0,
            oob: OobPolicy::Error,
            budget: 50_000_000,
            threads: None,
            progress: None,
            profile: false,
        }
    }
}

/// Counts of one run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub workgroups: u64,
    pub waves: u64,
    /// Instructions issued, counted once per wave.
    pub wave_instructions: u64,
    /// Work done: active lanes of each vector instruction (two per lane for VOPD and packed
    /// f32), one per scalar instruction.
    pub lane_ops: u64,
    /// With `--oob zero`: accesses outside every mapped buffer (per lane, loads read as zero,
    /// stores dropped). A result that depended on them proves nothing about a rewrite.
    pub oob_accesses: u64,
}

/// Runs the whole grid. On failure, the error of the lowest-numbered failing work-group is
/// returned, whatever the thread count.
pub fn run(prog: &Program, abi: &Abi, mem: &Memory, cfg: &LaunchConfig) -> Result<Stats, EmuError> {
    run_profiled(prog, abi, mem, cfg).map(|(st, _)| st)
}

/// [`run`], also returning how many times each op of `prog` ran, summed over the waves (empty
/// unless `cfg.profile`): which copy of a versioned loop a launch took, where the time goes.
pub fn run_profiled(
    prog: &Program,
    abi: &Abi,
    mem: &Memory,
    cfg: &LaunchConfig,
) -> Result<(Stats, Vec<u64>), EmuError> {
    let [gx, gy, gz] = cfg.grid;
    let total = gx as u64 * gy as u64 * gz as u64;
    let items: u32 = cfg.block.iter().product();
    let waves_per_group = items.div_ceil(prog.wave_size);
    let lds_bytes = abi.group_segment_fixed_size + cfg.dynamic_lds;
    if lds_bytes > 65536 {
        return Err(EmuError::Setup {
            file: prog.file.clone(),
            kernel: prog.kernel.clone(),
            message: format!("group segment of {lds_bytes} bytes exceeds 64 KiB"),
        });
    }
    let first_fail = AtomicU64::new(u64::MAX);
    let errors: Mutex<Vec<(u64, EmuError)>> = Mutex::new(Vec::new());
    let done = AtomicU64::new(0);
    let n_counts = if cfg.profile { prog.ops.len() } else { 0 };
    // A worker's waves and LDS, made once per rayon split and reused by every group it runs
    // (each group resets them): allocating a wave's register file per group cost more than
    // small groups run, and serialized two threads on the allocator.
    let state = || -> (Vec<Wave>, Vec<u32>) {
        let waves = (0..waves_per_group)
            .map(|_| {
                let mut w = Wave::new(prog);
                w.counts = vec![0; n_counts];
                w
            })
            .collect();
        (waves, vec![0u32; (lds_bytes as usize).div_ceil(4)])
    };
    let body = |(waves, lds): &mut (Vec<Wave>, Vec<u32>),
                chunk: std::ops::Range<u64>|
     -> (Stats, Vec<u64>) {
        let mut st = Stats::default();
        for g in chunk {
            if g > first_fail.load(Ordering::Relaxed) {
                break;
            }
            let group = [
                (g % gx as u64) as u32,
                ((g / gx as u64) % gy as u64) as u32,
                (g / (gx as u64 * gy as u64)) as u32,
            ];
            match run_group(prog, abi, mem, cfg, group, waves, lds, lds_bytes, None) {
                Ok(s) => {
                    st.workgroups += 1;
                    st.waves += waves_per_group as u64;
                    st.wave_instructions += s.wave_instructions;
                    st.lane_ops += s.lane_ops;
                    st.oob_accesses += s.oob_accesses;
                }
                Err(e) => {
                    first_fail.fetch_min(g, Ordering::Relaxed);
                    if let Ok(mut v) = errors.lock() {
                        v.push((g, e));
                    }
                    break;
                }
            }
            let d = done.fetch_add(1, Ordering::Relaxed) + 1;
            if let Some(p) = cfg.progress {
                p(d, total);
            }
        }
        // This chunk's profile; the waves' counters start from zero for the next chunk.
        let mut counts = vec![0u64; n_counts];
        for w in waves.iter_mut() {
            add_counts(&mut counts, &w.counts);
            w.counts.iter_mut().for_each(|c| *c = 0);
        }
        (st, counts)
    };
    // Chunks of consecutive groups, so a thread reuses its waves and LDS.
    let chunk = (total / 256).clamp(1, 64);
    let nchunks = total.div_ceil(chunk);
    let work = || {
        (0..nchunks)
            .into_par_iter()
            .map_init(state, |st, c| {
                body(st, c * chunk..((c + 1) * chunk).min(total))
            })
            .reduce(
                || (Stats::default(), vec![0; n_counts]),
                |(a, mut ca), (b, cb)| {
                    add_counts(&mut ca, &cb);
                    let st = Stats {
                        workgroups: a.workgroups + b.workgroups,
                        waves: a.waves + b.waves,
                        wave_instructions: a.wave_instructions + b.wave_instructions,
                        lane_ops: a.lane_ops + b.lane_ops,
                        oob_accesses: a.oob_accesses + b.oob_accesses,
                    };
                    (st, ca)
                },
            )
    };
    let stats = match cfg.threads {
        Some(t) => match rayon::ThreadPoolBuilder::new().num_threads(t).build() {
            Ok(pool) => pool.install(work),
            Err(_) => work(),
        },
        None => work(),
    };
    let mut errs = errors.into_inner().unwrap_or_default();
    errs.sort_by_key(|(g, _)| *g);
    if let Some((_, e)) = errs.into_iter().next() {
        return Err(e);
    }
    Ok(stats)
}

/// Runs one work-group of a launch on this thread, every instruction its waves execute shown
/// to `obs` (see [`super::wave::Observer`]): the timing model traces a few sampled groups
/// instead of the whole grid.
pub fn run_traced(
    prog: &Program,
    abi: &Abi,
    mem: &Memory,
    cfg: &LaunchConfig,
    group: [u32; 3],
    obs: &mut dyn super::wave::Observer,
) -> Result<Stats, EmuError> {
    let items: u32 = cfg.block.iter().product();
    let lds_bytes = abi.group_segment_fixed_size + cfg.dynamic_lds;
    let mut waves: Vec<Wave> = (0..items.div_ceil(prog.wave_size))
        .map(|_| Wave::new(prog))
        .collect();
    let mut lds = vec![0u32; (lds_bytes as usize).div_ceil(4)];
    run_group(
        prog,
        abi,
        mem,
        cfg,
        group,
        &mut waves,
        &mut lds,
        lds_bytes,
        Some(obs),
    )
}

fn add_counts(into: &mut [u64], from: &[u64]) {
    for (a, b) in into.iter_mut().zip(from) {
        *a += b;
    }
}

#[allow(clippy::too_many_arguments)]
fn run_group(
    prog: &Program,
    abi: &Abi,
    mem: &Memory,
    cfg: &LaunchConfig,
    group: [u32; 3],
    waves: &mut [Wave],
    lds: &mut [u32],
    lds_bytes: u32,
    trace: Option<&mut dyn super::wave::Observer>,
) -> Result<Stats, EmuError> {
    lds.fill(super::wave::POISON);
    let [bx, by, _] = cfg.block;
    let items: u32 = cfg.block.iter().product();
    let n = prog.wave_size;
    for (w, wave) in waves.iter_mut().enumerate() {
        wave.reset();
        wave.id = w as u32;
        wave.instructions = 0;
        wave.lane_ops = 0;
        init_sgprs(wave, abi, mem, cfg, group)?;
        wave.start_mode(abi.mode());
        let mut exec = 0u64;
        for lane in 0..n {
            let t = w as u32 * n + lane;
            if t < items {
                exec |= 1 << lane;
                let x = t % bx;
                let y = (t / bx) % by;
                let z = t / (bx * by);
                let mut v0 = x;
                if abi.workitem_id >= 1 {
                    v0 |= y << 10;
                }
                if abi.workitem_id >= 2 {
                    v0 |= z << 20;
                }
                wave.v[0][lane as usize] = v0;
            }
        }
        wave.set_exec(exec);
    }
    let mut env = Env {
        prog,
        mem,
        lds,
        lds_bytes,
        group,
        oob: cfg.oob,
        budget: cfg.budget,
        flush_f32: abi.float_denorm_mode_32 != 3,
        dx10_clamp: abi.dx10_clamp,
        private_bytes: abi.private_bytes(),
        oob_hits: std::cell::Cell::new(0),
        trace: trace.map(|t| t as &mut dyn super::wave::Observer),
    };
    loop {
        let mut live = 0;
        for wave in waves.iter_mut() {
            if wave.ended {
                continue;
            }
            match wave.run(&mut env)? {
                Stop::End => {}
                Stop::Barrier => live += 1,
            }
        }
        if live == 0 {
            break;
        }
    }
    let mut st = Stats {
        oob_accesses: env.oob_hits.get(),
        ..Stats::default()
    };
    for w in waves.iter() {
        st.wave_instructions += w.instructions;
        st.lane_ops += w.lane_ops;
    }
    Ok(st)
}

fn init_sgprs(
    wave: &mut Wave,
    abi: &Abi,
    mem: &Memory,
    cfg: &LaunchConfig,
    group: [u32; 3],
) -> Result<(), EmuError> {
    let mut i: u16 = 0;
    let put64 = |wave: &mut Wave, i: &mut u16, v: u64| {
        wave.ws64(*i, v);
        *i += 2;
    };
    if abi.private_segment_buffer {
        // A buffer resource for scratch; scratch is not emulated, so it is null.
        for _ in 0..4 {
            wave.ws32(i, 0);
            i += 1;
        }
    }
    if abi.dispatch_ptr {
        put64(wave, &mut i, cfg.dispatch_addr);
    }
    if abi.queue_ptr {
        put64(wave, &mut i, 0);
    }
    if abi.kernarg_segment_ptr {
        put64(wave, &mut i, cfg.kernarg_addr);
    }
    if abi.dispatch_id {
        put64(wave, &mut i, 0);
    }
    if abi.flat_scratch_init {
        put64(wave, &mut i, 0);
    }
    if abi.private_segment_size {
        wave.ws32(i, 0);
        i += 1;
    }
    for k in 0..abi.kernarg_preload_length {
        let mut v = [0u32; 1];
        let addr = cfg.kernarg_addr + abi.kernarg_preload_offset as u64 * 4 + k as u64 * 4;
        let _ = mem.read(addr, &mut v);
        wave.ws32(i, v[0]);
        i += 1;
    }
    let mut s = abi.user_sgpr_count.max(i as u32) as u16;
    for (d, on) in abi.workgroup_id.iter().enumerate() {
        if *on {
            wave.ws32(s, group[d]);
            s += 1;
        }
    }
    if abi.workgroup_info {
        wave.ws32(s, 0);
        s += 1;
    }
    if abi.private_segment_wave_offset {
        wave.ws32(s, 0);
    }
    Ok(())
}
