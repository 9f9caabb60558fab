//! The model's price of one loop iteration without a launch: what a pass weighs two versions
//! of a loop by (`vopd`'s conflict mover: bank-conflict cycles saved against the LDS
//! instructions a tuple split adds and the occupancy extra VGPRs cost).
//!
//! The loop's ops are taken in layout order (one pass through its blocks, forward branches not
//! taken, the back edge taken). The price per iteration of one wave, in unit cycles, is the
//! largest of the bounds the model's resources set, with all the waves its occupancy allows:
//! - latency: one wave alone replayed by [`super::sched::simulate`] for `n` and then `2n`
//!   iterations (the difference over `n`: the warm-up cancels), shared by every resident wave;
//! - each shared unit: the cycles one iteration holds its SIMD's VALU (VGPR bank-conflict
//!   cycles included, [`super::cost::bank_conflicts`]), its CU's LDS pipe and VMEM path, over
//!   the unit's SIMDs or CUs.
//!
//! Bounds rather than a replay of all the waves together: that replay's total moves by up to
//! a fifth with how the waves happen to interleave (a rename taking bank-conflict cycles away
//! came out dearer), while each bound only grows with what an iteration asks. Without
//! addresses, a memory op costs what a full wave's unit-stride access does: an LDS op one pipe
//! cycle per dword per group of `lds_banks` lanes (no LDS bank conflict,
//! [`super::trace::lds_cycles_free`]), a global op the lines its wave's dwords span.

use super::cost::{self, Unit};
use super::device::Device;
use super::occupancy::{occupancy, Demand};
use super::sched::{simulate, SimInput};
use super::trace::{lds_cycles_free, Event, GroupTrace};
use super::TimingError;
use crate::asm::{Module, Target};
use crate::isa::Opcode;
use crate::kernel::Kernel;

/// Iterations of the shorter replay of one wave; the longer one runs twice as many.
const ITERATIONS: u64 = 8;

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
    /// The device's error band ([`Device::error_band`]), for the log of a decision.
    pub error_band: f64,
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
    // One wave alone: its iteration's length with every latency it waits for.
    let alone = occupancy(
        dev,
        Demand {
            vgprs,
            lds_bytes: 0,
            waves_per_group: 1,
            wgp_mode: false,
        },
    );
    let head = body.first().copied().unwrap_or(0);
    let loop_of: Vec<usize> = (0..prog.ops.len())
        .map(|pc| usize::from(!body.contains(&(pc as u32))) * usize::MAX)
        .collect();
    let run = |iterations: u64| {
        let wave: Vec<Event> = (0..iterations)
            .flat_map(|_| events.iter().copied())
            .collect();
        let sample = GroupTrace { waves: vec![wave] };
        simulate(&SimInput {
            dev,
            costs: &costs,
            samples: std::slice::from_ref(&sample),
            occ: &alone,
            groups: 1,
            loop_of: &loop_of,
            loop_heads: &[head],
        })
        .cycles
    };
    let latency = run(2 * ITERATIONS).saturating_sub(run(ITERATIONS)) as f64 / ITERATIONS as f64;
    let demand = unit_demand(&costs, &events, dev);
    let waves = f64::from(occ.waves_per_simd.max(1) * occ.simds_per_unit.max(1));
    let simds = f64::from(occ.simds_per_unit.max(1));
    let cus = f64::from(occ.cus_per_unit.max(1));
    let cycles = (latency / waves)
        .max(demand.valu / simds)
        .max(demand.lds / cus)
        .max(demand.vmem / cus);
    Ok(LoopPrice {
        cycles,
        bank_cycles: demand.bank,
        instructions: body.len() as u32,
        waves_per_simd: occ.waves_per_simd,
        error_band: dev.error_band,
    })
}

/// Cycles one iteration of one wave holds each shared unit.
struct UnitDemand {
    /// Its SIMD's VALU, bank-conflict cycles included (`bank`).
    valu: f64,
    bank: f64,
    lds: f64,
    vmem: f64,
}

/// What one iteration asks of the shared units, as [`super::sched`] charges them: VALU busy
/// cycles plus bank-conflict cycles (the operand cache carried from the previous VALU op,
/// around the back edge too), LDS pipe cycles, VMEM path cycles.
fn unit_demand(costs: &[cost::OpCost], events: &[Event], dev: &Device) -> UnitDemand {
    let mut d = UnitDemand {
        valu: 0.0,
        bank: 0.0,
        lds: 0.0,
        vmem: 0.0,
    };
    let mut prev: smallvec::SmallVec<[u16; 6]> = events
        .iter()
        .rev()
        .map(|e| &costs[e.pc as usize])
        .find(|c| matches!(c.unit, Unit::Valu | Unit::Xdl))
        .map(|c| c.bank_reads.clone())
        .unwrap_or_default();
    for e in events {
        let c = &costs[e.pc as usize];
        match c.unit {
            Unit::Valu => {
                let extra = cost::bank_conflicts(&c.bank_reads, &prev) * dev.bank_conflict_cycles;
                d.valu += f64::from(c.busy + extra);
                d.bank += f64::from(extra);
                prev = c.bank_reads.clone();
            }
            Unit::Xdl => {
                d.valu += f64::from(dev.valu_cycles);
                prev = c.bank_reads.clone();
            }
            Unit::Lds => d.lds += f64::from(e.cost.max(1)),
            Unit::Vmem => {
                let lines = (f64::from(e.cost.max(1)) / dev.vmem_lines_per_cycle).ceil();
                d.vmem += lines.max(f64::from(c.busy));
            }
            _ => {}
        }
    }
    d
}
