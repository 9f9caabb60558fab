//! Per-kernel and per-loop statistics: what `gfxopt analyze` prints and what reports compare.
//!
//! Counting conventions:
//! - `fma_total` counts FP32 FMA operations (a VOPD pair of two FMAs counts 2, `v_pk_fma_f32`
//!   counts 2); `fma_dual` counts those issued in a VOPD pair or a packed instruction.
//! - Loop counts are static (each instruction of the loop's blocks once, nested loops included).
//! - The hot loop is the loop whose body, with nested loops weighted by their known trip
//!   counts, holds the most FMA operations (ties and FMA-free code: the most instructions).
//! - `address_valu` counts VALU instructions whose results feed only memory addresses, directly
//!   or through other such instructions; `global_address_valu` those that feed only the
//!   addresses of vector memory (global, flat, scratch, buffer), not LDS or SMEM ones.

use super::banks::bank_rows;
use super::cfg::BlockId;
use super::insts::instruction;
use super::loops::LoopId;
use super::resources::{self, Resources};
use super::trip::TripCount;
use super::KernelFlow;
use crate::asm::{Module, RegFile, Target};
use crate::isa::semantics::{address_operands, fma_ops, is_move};
use crate::isa::{AddrSpace, Isa, Unit};
use crate::kernel::Kernel;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Declared {
    pub vgprs: Option<u32>,
    pub agprs: Option<u32>,
    pub sgprs: Option<u32>,
    pub next_free_vgpr: Option<u32>,
    pub next_free_sgpr: Option<u32>,
    pub lds_bytes: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LoopStats {
    /// The header's label.
    pub header: String,
    pub depth: u32,
    /// A number, an expression of kernel arguments, or null when unknown.
    pub trip_count: serde_json::Value,
    pub instructions: u32,
    pub valu: u32,
    pub vopd: u32,
    pub fma_total: u32,
    pub fma_dual: u32,
    /// `null` on targets without the bank model.
    pub bank_conflicts: Option<u32>,
    pub global_loads: u32,
    pub address_valu: u32,
    pub global_address_valu: u32,
    /// Loops nested inside this one.
    pub inner_loops: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HotLoop {
    pub header: String,
    pub fma_total: u32,
    pub fma_dual: u32,
    pub fma_dual_pct: f64,
    pub bank_conflicts: Option<u32>,
    pub inner_loops: u32,
    /// Address VALU per iteration, nested loops weighted by their known trip counts.
    pub address_valu_per_iter: u32,
    /// The part of it that computes vector-memory (not LDS) addresses.
    pub global_address_valu_per_iter: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct KernelStats {
    pub name: String,
    pub instructions: u32,
    pub code_bytes: u32,
    pub valu: u32,
    pub vopd: u32,
    pub packed_fma: u32,
    pub waits: u32,
    pub vgprs: u32,
    pub agprs: u32,
    pub sgprs: u32,
    pub lds_bytes: u32,
    pub scratch_bytes: u32,
    pub occupancy: u32,
    pub declared: Declared,
    pub vgpr_moves: u32,
    /// Instructions of fallback copies (labels ending in [`super::loops::FALLBACK_SUFFIX`]),
    /// included in `instructions`: they run only when a run-time check fails.
    pub fallback_instructions: u32,
    /// Peak (VGPR, SGPR) pressure from liveness.
    pub max_live_vgprs: u32,
    pub max_live_sgprs: u32,
    pub loops: Vec<LoopStats>,
    pub hot_loop: Option<HotLoop>,
    #[serde(skip)]
    pub resources: Resources,
    #[serde(skip)]
    pub hot_loop_id: Option<LoopId>,
}

/// Static counts over a set of instruction indices.
#[derive(Default, Clone, Copy)]
struct Counts {
    insts: u32,
    valu: u32,
    vopd: u32,
    fma_total: u32,
    fma_dual: u32,
    global_loads: u32,
    address_valu: u32,
    global_address_valu: u32,
}

struct Analysis<'a> {
    module: &'a Module,
    isa: &'a Isa,
    flow: &'a KernelFlow,
    address_only: Vec<bool>,
    global_address_only: Vec<bool>,
}

impl Analysis<'_> {
    fn counts(&self, insts: impl Iterator<Item = usize>) -> Counts {
        let mut c = Counts::default();
        for i in insts {
            let inst = &self.flow.code.insts[i];
            let info = self.isa.info(inst.op);
            let text = instruction(self.module, inst);
            c.insts += 1;
            if matches!(info.unit, Unit::Valu | Unit::ValuTrans | Unit::Matrix) {
                c.valu += 1;
            }
            let fx = fma_ops(&text.mnemonic);
            c.fma_total += fx;
            if let (Some(_), Some(y)) = (inst.dual, &text.dual) {
                c.vopd += 1;
                let fy = fma_ops(&y.mnemonic);
                c.fma_total += fy;
                // Only the FMAs of a pair whose other half is also work count as dual issued.
                c.fma_dual += fx + fy;
            } else if fx == 2 {
                c.fma_dual += 2;
            }
            if info.unit == Unit::VmemLoad {
                c.global_loads += 1;
            }
            if self.address_only[i] {
                c.address_valu += 1;
            }
            if self.global_address_only[i] {
                c.global_address_valu += 1;
            }
        }
        c
    }

    fn loop_insts(&self, id: LoopId) -> Vec<usize> {
        let lp = self.flow.loops.get(id);
        lp.blocks
            .iter()
            .flat_map(|b| self.flow.cfg.blocks[b.index()].insts.clone())
            .collect()
    }

    /// Instructions of the loop not inside a nested loop.
    fn own_insts(&self, id: LoopId) -> Vec<usize> {
        let loops = &self.flow.loops;
        self.flow
            .loops
            .get(id)
            .blocks
            .iter()
            .filter(|b| loops.innermost(**b) == Some(id))
            .flat_map(|b| self.flow.cfg.blocks[b.index()].insts.clone())
            .collect()
    }

    /// A count over one iteration of `id`, nested loops weighted by their trip counts.
    fn weighted(&self, id: LoopId, f: &impl Fn(Counts) -> u32) -> u64 {
        let own = f(self.counts(self.own_insts(id).into_iter())) as u64;
        let children = self
            .flow
            .loops
            .loops
            .iter()
            .enumerate()
            .filter(|(_, l)| l.parent == Some(id))
            .map(|(j, _)| {
                let child = LoopId(j as u32);
                let trips = match self.flow.trip_counts[j] {
                    TripCount::Constant(n) => n,
                    _ => 1,
                };
                self.weighted(child, f) * trips
            });
        own + children.sum::<u64>()
    }

    fn conflicts(&self, insts: &[usize]) -> u32 {
        bank_rows(self.module, &self.flow.code, self.isa, insts)
            .iter()
            .map(|r| r.conflicts)
            .sum()
    }
}

/// VALU instructions whose every result feeds only addresses of the memory instructions
/// `counted` accepts (a greatest fixed point).
fn address_only(
    module: &Module,
    isa: &Isa,
    flow: &KernelFlow,
    counted: impl Fn(AddrSpace) -> bool,
) -> Vec<bool> {
    let code = &flow.code;
    let n = code.insts.len();
    let is_valu = |i: usize| matches!(isa.info(code.insts[i].op).unit, Unit::Valu);
    let mut addr = vec![false; n];
    for (i, a) in addr.iter_mut().enumerate() {
        // Carry-outs (v_add_co_u32's SGPR) are results too: they must also feed only addresses.
        *a = is_valu(i) && code.insts[i].dual.is_none() && !flow.def_use.def_uses[i].is_empty();
    }
    // Units each instruction reads as an address.
    let addr_units: Vec<Vec<super::regs::RegUnit>> = code
        .insts
        .iter()
        .map(|inst| {
            let info = isa.info(inst.op);
            if !info.addr_space.is_some_and(&counted) {
                return Vec::new();
            }
            let text = instruction(module, inst);
            address_operands(info)
                .into_iter()
                .filter_map(|p| text.operands.get(p))
                .flat_map(super::regs::operand_units)
                .collect()
        })
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..n {
            if !addr[i] {
                continue;
            }
            let ok = flow.def_use.def_uses[i].iter().all(|&(user, unit)| {
                addr[user as usize] || addr_units[user as usize].contains(&unit)
            });
            if !ok {
                addr[i] = false;
                changed = true;
            }
        }
    }
    addr
}

/// Bytes of the code: each instruction's encoding size plus 4 for a literal constant in a
/// source slot ([`Isa::encoded_size`]).
fn code_bytes(module: &Module, isa: &Isa, flow: &KernelFlow) -> u32 {
    flow.code
        .insts
        .iter()
        .map(|inst| isa.encoded_size(inst.op, instruction(module, inst)))
        .sum()
}

/// Instructions placed under a fallback copy's label (up to the next other label).
fn fallback_instructions(flow: &KernelFlow) -> u32 {
    let mut starts: Vec<(usize, bool)> = flow
        .code
        .labels
        .iter()
        .map(|(name, &at)| (at, name.ends_with(super::loops::FALLBACK_SUFFIX)))
        .collect();
    // Two labels at one place: the one printed last governs; a copy's labels are all renamed,
    // so "any of them is a copy's" is the same thing.
    starts.sort_unstable_by_key(|&(at, copy)| (at, copy));
    let mut n = 0;
    for (k, &(at, copy)) in starts.iter().enumerate() {
        let end = starts.get(k + 1).map_or(flow.code.len(), |s| s.0);
        if copy {
            n += end.saturating_sub(at);
        }
    }
    n as u32
}

/// Statistics of one kernel.
pub fn kernel_stats(module: &Module, kernel: &Kernel, isa: &Isa, flow: &KernelFlow) -> KernelStats {
    let target = isa.target();
    let res = resources::compute(target, kernel, &flow.code);
    let a = Analysis {
        module,
        isa,
        flow,
        address_only: address_only(module, isa, flow, |_| true),
        global_address_only: address_only(module, isa, flow, |s| {
            matches!(
                s,
                AddrSpace::Global | AddrSpace::Flat | AddrSpace::Scratch | AddrSpace::Buffer
            )
        }),
    };
    let all = a.counts(0..flow.code.len());
    let mut waits = 0;
    let mut packed = 0;
    let mut moves = 0;
    for inst in &flow.code.insts {
        let info = isa.info(inst.op);
        let text = instruction(module, inst);
        if info.unit == Unit::Waitcnt {
            waits += 1;
        }
        if fma_ops(&text.mnemonic) == 2 {
            packed += 1;
        }
        for part in std::iter::once(text).chain(text.dual.as_deref()) {
            let vsrc = part
                .operands
                .get(1)
                .and_then(|o| o.as_reg())
                .is_some_and(|r| r.file == RegFile::V);
            if is_move(&part.mnemonic) && vsrc {
                moves += 1;
            }
        }
    }
    let banks = target == Target::Gfx1100;
    let label = |b: BlockId| {
        flow.cfg.blocks[b.index()]
            .label
            .clone()
            .unwrap_or_else(|| format!("bb{}", b.0))
    };
    let loops: Vec<LoopStats> = flow
        .loops
        .loops
        .iter()
        .enumerate()
        .map(|(j, lp)| {
            let id = LoopId(j as u32);
            let insts = a.loop_insts(id);
            let c = a.counts(insts.iter().copied());
            LoopStats {
                header: label(lp.header),
                depth: lp.depth,
                trip_count: match &flow.trip_counts[j] {
                    TripCount::Constant(n) => serde_json::json!(n),
                    TripCount::Expr(e) => serde_json::json!(e),
                    TripCount::Unknown => serde_json::Value::Null,
                },
                instructions: c.insts,
                valu: c.valu,
                vopd: c.vopd,
                fma_total: c.fma_total,
                fma_dual: c.fma_dual,
                bank_conflicts: banks.then(|| a.conflicts(&insts)),
                global_loads: c.global_loads,
                address_valu: c.address_valu,
                global_address_valu: c.global_address_valu,
                inner_loops: flow.loops.nested_in(id).count() as u32,
            }
        })
        .collect();
    let hot = (0..flow.loops.loops.len())
        .map(|j| LoopId(j as u32))
        .max_by_key(|&id| {
            // A versioned loop's fallback copy (run only when the run-time check fails) is
            // never the hot loop while another loop exists: the copy keeps the address
            // arithmetic the rewrite removed, so it has more instructions than the loop that
            // runs. Instructions decide only between loops without FMAs: of two copies of one
            // loop the first in program order is the hot one.
            let fallback = flow.cfg.blocks[flow.loops.get(id).header.index()]
                .label
                .as_deref()
                .is_some_and(|l| l.ends_with(super::loops::FALLBACK_SUFFIX));
            let fma = a.weighted(id, &|c: Counts| c.fma_total);
            let insts = if fma == 0 {
                a.weighted(id, &|c: Counts| c.insts)
            } else {
                0
            };
            (!fallback, fma, insts, std::cmp::Reverse(id))
        });
    let hot_loop = hot.map(|id| {
        let s = &loops[id.0 as usize];
        HotLoop {
            header: s.header.clone(),
            fma_total: s.fma_total,
            fma_dual: s.fma_dual,
            fma_dual_pct: if s.fma_total == 0 {
                0.0
            } else {
                (1000.0 * s.fma_dual as f64 / s.fma_total as f64).round() / 10.0
            },
            bank_conflicts: s.bank_conflicts,
            inner_loops: s.inner_loops,
            address_valu_per_iter: a.weighted(id, &|c: Counts| c.address_valu) as u32,
            global_address_valu_per_iter: a.weighted(id, &|c: Counts| c.global_address_valu) as u32,
        }
    });
    let md = kernel.metadata.as_ref();
    let (mut max_lv, mut max_ls) = (0u32, 0u32);
    for &(v, _, s) in &flow.liveness.pressure {
        max_lv = max_lv.max(v as u32);
        max_ls = max_ls.max(s as u32);
    }
    KernelStats {
        name: kernel.name.clone(),
        instructions: all.insts,
        code_bytes: code_bytes(module, isa, flow),
        valu: all.valu,
        vopd: all.vopd,
        packed_fma: packed,
        waits,
        vgprs: res.total_vgprs,
        agprs: res.agprs,
        sgprs: res.sgprs,
        lds_bytes: res.lds_bytes,
        scratch_bytes: res.scratch_bytes,
        occupancy: res.occupancy,
        declared: Declared {
            vgprs: md.map(|m| m.vgpr_count),
            agprs: md.and_then(|m| m.agpr_count),
            sgprs: md.map(|m| m.sgpr_count),
            next_free_vgpr: kernel.descriptor.get("next_free_vgpr").map(|v| v as u32),
            next_free_sgpr: kernel.descriptor.get("next_free_sgpr").map(|v| v as u32),
            lds_bytes: md.map(|m| m.group_segment_fixed_size),
        },
        vgpr_moves: moves,
        fallback_instructions: fallback_instructions(flow),
        max_live_vgprs: max_lv,
        max_live_sgprs: max_ls,
        loops,
        hot_loop,
        resources: res,
        hot_loop_id: hot,
    }
}
