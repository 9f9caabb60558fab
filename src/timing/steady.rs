//! The model's price of one loop iteration without a launch: what a pass weighs two versions
//! of a loop by (`vopd`'s conflict mover: bank-conflict cycles saved against the LDS
//! instructions a tuple split adds and the occupancy extra VGPRs cost).
//!
//! The loop's ops, in layout order (one pass through its blocks, forward branches not taken,
//! the back edge taken), are replayed by [`super::sched::simulate`] on one unit for as many
//! work-groups as its occupancy holds, each wave running the body `n` and then `2n` times; the
//! difference of the two makespans over `n` iterations of every wave is the steady-state
//! price, the warm-up (latencies before the first result) cancelling. Without addresses, a
//! memory op costs what a full wave's unit-stride access does: an LDS op one pipe cycle per
//! dword per group of `lds_banks` lanes (no LDS bank conflict, [`super::trace::lds_cycles_free`]),
//! a global op the lines its wave's contiguous dwords span. VGPR bank conflicts, VALU and
//! LDS pipe contention between waves, waits and latencies are the scheduler's own.

use super::cost::{self, Unit};
use super::device::Device;
use super::occupancy::{occupancy, Demand};
use super::sched::{simulate, SimInput};
use super::trace::{lds_cycles_free, Event, GroupTrace};
use super::TimingError;
use crate::asm::{Module, Target};
use crate::isa::Opcode;
use crate::kernel::Kernel;

/// Iterations per wave of the shorter replay; the longer one runs twice as many.
const ITERATIONS: u64 = 4;

/// The model's price of one loop iteration.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LoopPrice {
    /// Unit cycles per iteration of one wave, in steady state (all resident waves sharing it).
    pub cycles: f64,
    /// Of the VALU's busy cycles per wave-iteration: VGPR bank conflicts.
    pub bank_cycles: f64,
    /// Instructions of one iteration.
    pub instructions: u32,
    /// Waves per SIMD the VGPR count, LDS and group size allow.
    pub waves_per_simd: u32,
}

/// Prices the loop whose ops are `body` (each an index into the kernel's instructions, in
/// layout order, with the form the caller decoded there), on `dev`, with the kernel holding
/// `vgprs` VGPRs.
pub fn loop_price(
    module: &Module,
    kernel: &Kernel,
    dev: &Device,
    body: &[(u32, Opcode)],
    vgprs: u32,
) -> Result<LoopPrice, TimingError> {
    let target = module.target.unwrap_or(Target::Gfx1100);
    let prog = crate::emu::decode(module, kernel)?;
    // The kernel's ops come first in the program, in code order: op `i` is instruction `i`.
    if let Some(&(pc, _)) = body.iter().find(|&&(pc, form)| {
        prog.ops
            .get(pc as usize)
            .is_none_or(|op| op.form.is_some_and(|f| f != form))
    }) {
        return Err(TimingError::Launch {
            file: module.name.clone(),
            kernel: kernel.name.clone(),
            message: format!("instruction {pc} of the loop is not the emulator's op {pc}"),
        });
    }
    let body: Vec<u32> = body.iter().map(|b| b.0).collect();
    let costs = cost::costs(&prog, dev);
    let lanes = prog.wave_size;
    let events: Vec<Event> = body
        .iter()
        .map(|&pc| {
            let c = &costs[pc as usize];
            let cost = match c.unit {
                Unit::Lds => {
                    lds_cycles_free(&prog.ops[pc as usize], c.dwords, lanes, dev.lds_banks)
                }
                Unit::Vmem => (c.dwords * 4 * lanes).div_ceil(dev.line_bytes.max(4)),
                _ => 0,
            };
            Event { pc, cost }
        })
        .collect();
    let meta = kernel.metadata.as_ref();
    let group_items = meta.map_or(256, |m| m.max_flat_workgroup_size.max(1));
    let lds_bytes = crate::emu::Abi::from_kernel(kernel).group_segment_fixed_size;
    let occ = occupancy(
        dev,
        Demand {
            vgprs,
            lds_bytes,
            waves_per_group: group_items.div_ceil(lanes),
            wgp_mode: target == Target::Gfx1100
                && kernel.descriptor.get("workgroup_processor_mode") == Some(1),
        },
    );
    let groups = u64::from(occ.groups_per_unit.max(1));
    let waves = u64::from(group_items.div_ceil(lanes)) * groups;
    let head = body.first().copied().unwrap_or(0);
    let loop_of: Vec<usize> = (0..prog.ops.len())
        .map(|pc| {
            if body.contains(&(pc as u32)) {
                0
            } else {
                usize::MAX
            }
        })
        .collect();
    let run = |iterations: u64| {
        let wave: Vec<Event> = (0..iterations)
            .flat_map(|_| events.iter().copied())
            .collect();
        let sample = GroupTrace {
            waves: vec![wave; group_items.div_ceil(lanes) as usize],
        };
        simulate(&SimInput {
            dev,
            costs: &costs,
            samples: std::slice::from_ref(&sample),
            occ: &occ,
            groups,
            loop_of: &loop_of,
            loop_heads: &[head],
        })
    };
    let short = run(ITERATIONS);
    let long = run(2 * ITERATIONS);
    let per = (ITERATIONS * waves) as f64;
    let bank = |r: &super::sched::SimResult| r.loops.first().map_or(0, |l| l.stalls.bank_conflicts);
    Ok(LoopPrice {
        cycles: long.cycles.saturating_sub(short.cycles) as f64 / per,
        bank_cycles: bank(&long).saturating_sub(bank(&short)) as f64 / per,
        instructions: body.len() as u32,
        waves_per_simd: occ.waves_per_simd,
    })
}
