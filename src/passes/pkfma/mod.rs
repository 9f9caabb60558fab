//! `pkfma` (gfx942): scalar FP32 FMAs of the hot loop paired into `v_pk_fma_f32`.
//!
//! `v_pk_fma_f32 d[0:1], a[0:1], b[0:1], c[0:1]` performs two fused FMAs, one per 32-bit
//! half, with the same rounding as `v_fma_f32` (CDNA3 ISA: "fused", no intermediate rounding;
//! denormals follow the same MODE bits). Each source is an even-aligned register pair;
//! `op_sel` bit i picks the half source i gives the low lane, `op_sel_hi` the half it gives the
//! high lane. So two scalar FMAs `f` (low lane) and `g` (high lane) make one packed FMA when
//! - their destinations are the two halves of one aligned pair, low lane on the even register,
//! - each of their sources lies in one aligned pair (equal sources broadcast one half).
//!
//! Source pairs come from the compiler's own layout (LDS reads of 4 consecutive values).
//! Destinations are made to fit: an *accumulator* (a register the loop touches only as the
//! tied accumulator of its FMAs) may live anywhere inside the loop. Accumulators are matched
//! when all their updates pair with compatible sources; matched accumulators that do not already
//! share an aligned pair are moved to one (registers of other moved accumulators, or VGPRs the
//! kernel never uses). The renaming holds only inside the loop: the edges in carry the
//! parallel copy `σ(r) ← r`, the edges out where the values are live carry `r ← σ(r)`, both
//! sequentialised by `remap` (swaps per cycle, moves per chain, no temporary).
//!
//! The two FMAs of a pair meet at the later one's position (the earlier one moves down) or,
//! failing that, at the earlier one's (the later one moves up); the moved one crosses only
//! instructions that share no register with it (reads and writes, exec included), and the
//! later one must not read the earlier one's result. The whole plan is then checked: every
//! two instructions whose order changes are independent, so the block computes the same
//! values (else the plan is redone with downward moves only).
//!
//! Factors are placed too ([`factors`]): where partners' factor values lie in different pairs,
//! a value's whole def-use web is renamed next to its partner's (or both into a free aligned
//! pair), among the VGPRs the kernel never names below the occupancy's limit. No instruction
//! is added; the renames are kept only when the pairing then packs more.
//!
//! `copy-operands` also packs FMAs whose factors share no aligned pair: the two values of such
//! a factor are copied into a temporary aligned pair of never-used VGPRs right before the packed
//! instruction.
//!
//! Refused, with the reason per loop: targets other than gfx942, FMA blocks that write EXEC
//! (EXEC written elsewhere in the loop, e.g. a staging sub-loop, is allowed when the renaming's
//! edges and instructions run under one EXEC value: `remap::steady_exec`), FMAs
//! with modifiers or non-VGPR operands (left scalar), accumulators without a compatible partner,
//! renames that would need an edge split or more registers than the occupancy allows (unless
//! `pkfma=allow-occupancy-drop`).

mod copies;
mod factors;

use copies::Copies;

use super::remap;
use super::{entry, find_kernel, PassContext, PassError, PassLogEntry, Refusal};
use crate::asm::{Atom, Instruction, ModValue, Modifier, Operand, RegFile, Target};
use crate::flow::cfg::BlockId;
use crate::flow::insts::instruction;
use crate::flow::regs::{RegUnit, EXEC_HI, EXEC_LO};
use crate::flow::resources::occupancy;
use crate::flow::stats::kernel_stats;
use crate::flow::KernelFlow;
use crate::isa::semantics::{fma_ops, scalar_fma_form, ScalarFmaForm, PK_FMA_F32, VGPR_MOV};
use std::collections::{BTreeMap, BTreeSet};

/// One scalar FMA of the block: `dst = src[0] * src[1] + src[2]` (VGPR indices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fma {
    /// Index into `flow.code.insts`.
    at: usize,
    dst: u16,
    src: [u16; 3],
}

/// New instructions, each list to go before a line.
type Insertions = Vec<(usize, Vec<Instruction>)>;

/// The option `allow-occupancy-drop`: the pass may raise the VGPR count past the occupancy
/// boundary.
const ALLOW_OCCUPANCY_DROP: &str = "allow-occupancy-drop";
/// The option `copy-operands`: factors that do not share an aligned pair are copied into a
/// temporary pair (two `v_mov_b32` per such source) so that their FMAs pack too. Off by
/// default: a pair then costs three issues instead of two.
const COPY_OPERANDS: &str = "copy-operands";

/// The pass's options (`pkfma=allow-occupancy-drop+copy-operands`).
#[derive(Clone, Copy, Debug, Default)]
struct Options {
    allow_drop: bool,
    copy_operands: bool,
}

/// The pass entry point.
pub fn run(
    cx: &mut PassContext,
    name: &str,
    option: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let mut opts = Options::default();
    for o in option.iter().flat_map(|o| o.split('+')) {
        match o {
            ALLOW_OCCUPANCY_DROP => opts.allow_drop = true,
            COPY_OPERANDS => opts.copy_operands = true,
            _ => {
                return Err(PassError::BadOption {
                    pass: "pkfma".into(),
                    option: o.into(),
                    why: String::new(),
                })
            }
        }
    }
    let mut log = entry("pkfma", name);
    if cx.target != Target::Gfx942 {
        log.refused.push((
            name.into(),
            "v_pk_fma_f32 exists on gfx90a/gfx942 only (use `vopd` on gfx1100)".into(),
        ));
        return Ok(log);
    }
    rewrite(cx, name, opts, &mut log);
    Ok(log)
}

/// The FMA an instruction performs, when every operand is a plain VGPR.
fn scalar_fma(inst: &Instruction, at: usize) -> Option<Fma> {
    let form = scalar_fma_form(&inst.mnemonic)?;
    if !inst.modifiers.is_empty() || inst.dual.is_some() {
        return None;
    }
    let regs: Vec<u16> = inst
        .operands
        .iter()
        .map(Operand::plain_vgpr)
        .collect::<Option<_>>()?;
    match (form, regs.as_slice()) {
        (ScalarFmaForm::Tied, &[d, a, b]) => Some(Fma {
            at,
            dst: d,
            src: [a, b, d],
        }),
        (ScalarFmaForm::ThreeSource, &[d, a, b, c]) => Some(Fma {
            at,
            dst: d,
            src: [a, b, c],
        }),
        _ => None,
    }
}

fn vunits(units: &[RegUnit]) -> impl Iterator<Item = u16> + '_ {
    units.iter().filter_map(|u| match u.numbered() {
        Some((RegFile::V, r)) => Some(r),
        _ => None,
    })
}

/// Whether two instructions can trade places: no register one writes is touched by the other.
fn independent(flow: &KernelFlow, x: usize, y: usize) -> bool {
    let (a, b) = (&flow.code.insts[x], &flow.code.insts[y]);
    let hits = |defs: &[RegUnit], other: &crate::flow::insts::Inst| {
        defs.iter()
            .any(|d| other.defs.contains(d) || other.uses.contains(d))
    };
    !hits(&a.defs, b) && !hits(&b.defs, a)
}

/// Where FMAs `f` and `g` can become one instruction: at the later one's place when the
/// earlier one can move down to it, else (unless `down_only`) at the earlier one's place when
/// the later one can move up. The later one must not read the earlier one's result (a packed
/// FMA reads all its sources before writing).
fn meeting(flow: &KernelFlow, f: &Fma, g: &Fma, down_only: bool) -> Option<usize> {
    let (e, l) = if f.at < g.at { (f, g) } else { (g, f) };
    if e.at == l.at || l.src.contains(&e.dst) || e.dst == l.dst {
        return None;
    }
    if (e.at + 1..l.at).all(|m| independent(flow, e.at, m)) {
        return Some(l.at);
    }
    if !down_only && (e.at + 1..l.at).all(|m| independent(flow, l.at, m)) {
        return Some(e.at);
    }
    None
}

/// Whether the block keeps its meaning when every pair `(p, q, at)` executes at `at`:
/// every two instructions whose order changes must be independent. (Moves in one direction
/// only are always safe when each is checked against what it crosses; mixed directions can
/// cross an instruction at its new place, so they are checked here as a whole.)
fn order_safe(flow: &KernelFlow, fmas: &[Fma], pairs: &[(usize, usize, usize)]) -> bool {
    let mut moved: BTreeMap<usize, usize> = BTreeMap::new();
    for &(p, q, at) in pairs {
        moved.insert(fmas[p].at, at);
        moved.insert(fmas[q].at, at);
    }
    let lo = moved.keys().next().copied().unwrap_or(0);
    let hi = moved.keys().next_back().copied().unwrap_or(0);
    let key = |i: usize| moved.get(&i).copied().unwrap_or(i);
    for a in lo..=hi {
        for b in a + 1..=hi {
            // Equal keys are the two halves of one packed FMA, checked by `meeting`.
            if key(a) > key(b) && !independent(flow, a, b) {
                return false;
            }
        }
    }
    true
}

/// The sources (of the first `count`) whose two values do not lie in one aligned pair.
fn mismatched<'a>(f: &'a Fma, g: &'a Fma, count: usize) -> impl Iterator<Item = usize> + 'a {
    (0..count).filter(|&i| f.src[i] / 2 != g.src[i] / 2)
}

/// Moves factor values into aligned pairs where that packs more ([`factors`]), then packs the
/// block ([`pack`]). Why factors stayed where they are is logged after what the pairing says of
/// the block (the pairing's own reason comes first).
fn rewrite(cx: &mut PassContext, name: &str, opts: Options, log: &mut PassLogEntry) {
    let mut factor_log = entry("pkfma", name);
    factors::align_factors(cx, name, opts, &mut factor_log);
    log.changed.extend(factor_log.changed);
    if let Err(Refusal(scope, why)) = pack(cx, name, opts, log) {
        log.refused.push((scope, why));
    }
    log.refused.extend(factor_log.refused);
}

/// Packs the scalar FMAs of the hot loop's FMA block into `v_pk_fma_f32`, one phase after the
/// other (the module doc); a refusal leaves the module unchanged.
fn pack(
    cx: &mut PassContext,
    name: &str,
    opts: Options,
    log: &mut PassLogEntry,
) -> Result<(), Refusal> {
    let Planned {
        flow,
        hl,
        fmas,
        held,
        mut plan,
        k,
        res,
    } = planned(cx, name, opts, log)?;
    let scope = hl.scope.clone();
    let edge_copies = std::mem::take(&mut plan.insertions);
    let emitted = emit_pairs(&flow, &fmas, &plan, &held, edge_copies);
    cx.module.apply_edits(emitted.deletions, emitted.insertions);
    let budget = Budget::new(cx.target, &k, &res);
    log_result(
        log,
        &scope,
        opts,
        &hl,
        &fmas,
        &plan,
        &emitted.counts,
        &budget,
    );
    Ok(())
}

/// A pairing of the hot block, planned and not yet emitted, with what emitting it reads.
struct Planned {
    flow: KernelFlow,
    hl: HotLoop,
    fmas: Vec<Fma>,
    /// The compiler's copies of factors the packed FMAs may read instead.
    held: Copies,
    plan: PairPlan,
    k: crate::kernel::Kernel,
    res: crate::flow::resources::Resources,
}

/// Plans the pairs of the hot loop's FMA block (nothing is edited); refused when no pair
/// forms, with the reason.
fn planned(
    cx: &PassContext,
    name: &str,
    opts: Options,
    log: &mut PassLogEntry,
) -> Result<Planned, Refusal> {
    let k = find_kernel(cx, name).map_err(|e| Refusal(name.into(), e.to_string()))?;
    let flow = cx
        .flow(&k)
        .map_err(|e| Refusal(name.into(), e.to_string()))?;
    let stats = kernel_stats(cx.module, &k, cx.isa, &flow);
    let Some(hot) = stats.hot_loop_id else {
        return Err(Refusal(name.into(), "no loop".into()));
    };
    let hl = HotLoop::find(cx.module, &flow, hot)?;
    let scope = hl.scope.clone();
    let (fmas, plain) = block_fmas(cx.module, &flow, hl.block, &scope, log);
    if fmas.is_empty() {
        // Compilers pack FP32 outer products themselves on gfx942 (LLVM forms `v_pk_fma_f32`
        // from vectorised IR): say so rather than "none of 0 pairs".
        let (total, packed) = stats
            .hot_loop
            .as_ref()
            .map_or((0, 0), |h| (h.fma_total, h.fma_dual));
        return Err(Refusal(
            scope,
            format!(
                "the hot block has no scalar FP32 FMA to pack ({packed} of the loop's {total} FMA operations are packed already)"
            ),
        ));
    }
    let (pinned, updates) = accumulators(&flow, &hl.insts, &plain, &fmas);
    let held = Copies::find(cx.module, &flow, hl.block, &fmas);
    let budget = Budget::new(cx.target, &k, &stats.resources);
    let free = budget.free_registers(&flow, opts);
    let planner = Planner {
        cx,
        flow: &flow,
        hot,
        scope: &scope,
        opts,
        fmas: &fmas,
        held: &held,
        pinned: &pinned,
        updates: &updates,
    };
    // Plan with moves in both directions; if the whole does not keep the block's order of
    // dependent instructions, plan again moving only down (safe by construction).
    let Some(plan) = [false, true]
        .into_iter()
        .map(|down_only| planner.plan(&free, down_only))
        .find(|p| order_safe(&flow, &fmas, &p.pairs))
    else {
        return Err(Refusal(
            scope,
            "no pairing keeps the order of dependent instructions".into(),
        ));
    };
    log.refused.extend(plan.notes.iter().cloned());
    let dsts: BTreeSet<u16> = fmas.iter().map(|f| f.dst).collect();
    if plan.pairs.is_empty() && dsts.len() == 1 && fmas.len() > 1 {
        return Err(Refusal(
            scope,
            format!(
                "all {} scalar FMAs update one accumulator in sequence: no two are independent",
                fmas.len()
            ),
        ));
    }
    if plan.pairs.is_empty() {
        return Err(Refusal(
            scope,
            format!(
                "none of the {} scalar FMAs pairs (no partner with aligned factors that can meet it)",
                fmas.len()
            ),
        ));
    }
    let res = stats.resources.clone();
    Ok(Planned {
        flow,
        hl,
        fmas,
        held,
        plan,
        k,
        res,
    })
}

/// The hot loop and its FMA block.
struct HotLoop {
    /// The block with the most FMA operations.
    block: BlockId,
    /// The loop header's name, for the log.
    scope: String,
    /// FMA operations in the whole loop.
    fmas: u32,
    /// FMA operations already packed (two per `v_pk_fma_f32`).
    already_packed: u32,
    /// The loop's instructions (decoded indices).
    insts: Vec<usize>,
}

impl HotLoop {
    /// The FMA block of loop `hot`; refused when the loop has no FMA or writes EXEC.
    fn find(
        module: &crate::asm::Module,
        flow: &KernelFlow,
        hot: crate::flow::loops::LoopId,
    ) -> Result<HotLoop, Refusal> {
        let code = &flow.code;
        let lp = flow.loops.get(hot);
        let scope = flow.cfg.blocks[lp.header.index()]
            .label
            .clone()
            .unwrap_or_else(|| format!("block {}", lp.header.0));
        let fma_count = |b: BlockId| -> u32 {
            flow.cfg.blocks[b.index()]
                .insts
                .clone()
                .map(|i| fma_ops(&instruction(module, &code.insts[i]).mnemonic))
                .sum()
        };
        let Some(&block) = lp
            .blocks
            .iter()
            .max_by_key(|&&b| (fma_count(b), std::cmp::Reverse(b)))
        else {
            return Err(Refusal(scope, "empty loop".into()));
        };
        let loop_fmas: u32 = lp.blocks.iter().map(|&b| fma_count(b)).sum();
        if loop_fmas == 0 {
            return Err(Refusal(scope, "no FMA in the hot loop".into()));
        }
        let insts: Vec<usize> = lp
            .blocks
            .iter()
            .flat_map(|b| flow.cfg.blocks[b.index()].insts.clone())
            .collect();
        let already_packed: u32 = insts
            .iter()
            .map(|&i| {
                let t = instruction(module, &code.insts[i]);
                if t.mnemonic == PK_FMA_F32 {
                    2
                } else {
                    0
                }
            })
            .sum();
        if already_packed == loop_fmas {
            // Compilers pack FP32 outer products themselves on gfx942 (LLVM forms
            // `v_pk_fma_f32` from vectorised IR): the true reason, before any other.
            return Err(Refusal(
                scope,
                format!("the hot loop has no scalar FP32 FMA to pack (its {loop_fmas} FMA operations are packed already)"),
            ));
        }
        // FMAs move only inside the FMA block, among its FMAs: an EXEC change from the
        // block's first FMA on would make the lanes of moved instructions differ. EXEC written
        // before it (the restore after a lane-by-lane sub-loop, issue 47) or elsewhere in the
        // loop leaves the block's lanes alone; renaming across the loop's edges then needs
        // `remap::steady_exec` (`edge_copies`).
        let range = flow.cfg.blocks[block.index()].insts.clone();
        let first_fma = range
            .clone()
            .find(|&i| fma_ops(&instruction(module, &code.insts[i]).mnemonic) > 0)
            .unwrap_or(range.start);
        if (first_fma..range.end).any(|i| {
            let d = &code.insts[i].defs;
            d.contains(&EXEC_LO) || d.contains(&EXEC_HI)
        }) {
            return Err(Refusal(
                scope,
                "the FMA block writes EXEC between its FMAs (exec-masked regions are not followed)"
                    .into(),
            ));
        }
        Ok(HotLoop {
            block,
            scope,
            fmas: loop_fmas,
            already_packed,
            insts,
        })
    }
}

/// The block's plain scalar FMAs and their instructions; FMAs with modifiers or non-VGPR
/// operands stay scalar (logged).
fn block_fmas(
    module: &crate::asm::Module,
    flow: &KernelFlow,
    block: BlockId,
    scope: &str,
    log: &mut PassLogEntry,
) -> (Vec<Fma>, BTreeSet<usize>) {
    let mut fmas: Vec<Fma> = Vec::new();
    let mut plain: BTreeSet<usize> = BTreeSet::new();
    let mut left_scalar = 0usize;
    for i in flow.cfg.blocks[block.index()].insts.clone() {
        let t = instruction(module, &flow.code.insts[i]);
        match scalar_fma(t, i) {
            Some(f) => {
                plain.insert(i);
                fmas.push(f);
            }
            None if fma_ops(&t.mnemonic) == 1 => left_scalar += 1,
            None => {}
        }
    }
    if left_scalar > 0 {
        log.refused.push((
            scope.to_string(),
            format!("{left_scalar} FMAs have modifiers or non-VGPR operands: left scalar"),
        ));
    }
    (fmas, plain)
}

/// Registers that must keep their number (`pinned`: anything the loop touches other than as
/// the tied accumulator of a plain FMA) and, for every other accumulator, its updates in order
/// (indices into `fmas`).
fn accumulators(
    flow: &KernelFlow,
    loop_insts: &[usize],
    plain: &BTreeSet<usize>,
    fmas: &[Fma],
) -> (BTreeSet<u16>, BTreeMap<u16, Vec<usize>>) {
    let mut pinned: BTreeSet<u16> = BTreeSet::new();
    for &i in loop_insts {
        let inst = &flow.code.insts[i];
        if !plain.contains(&i) {
            pinned.extend(vunits(&inst.defs).chain(vunits(&inst.uses)));
        }
    }
    for f in fmas {
        pinned.extend([f.src[0], f.src[1]]);
        if f.src[2] != f.dst {
            pinned.extend([f.src[2], f.dst]);
        }
    }
    let mut updates: BTreeMap<u16, Vec<usize>> = BTreeMap::new();
    for (n, f) in fmas.iter().enumerate() {
        if !pinned.contains(&f.dst) {
            updates.entry(f.dst).or_default().push(n);
        }
    }
    (pinned, updates)
}

/// The kernel's register budget: what the occupancy allows.
struct Budget<'a> {
    target: Target,
    res: &'a crate::flow::resources::Resources,
    wg_size: u32,
    wave_size: u32,
    wgp_mode: bool,
}

impl<'a> Budget<'a> {
    fn new(
        target: Target,
        k: &crate::kernel::Kernel,
        res: &'a crate::flow::resources::Resources,
    ) -> Budget<'a> {
        Budget {
            target,
            res,
            wg_size: k
                .metadata
                .as_ref()
                .map_or(1024, |m| m.max_flat_workgroup_size),
            wave_size: k.wave_size(),
            wgp_mode: k.descriptor.get("workgroup_processor_mode") == Some(1),
        }
    }

    /// Waves per SIMD with `vgprs` architectural VGPRs (and the kernel's AGPRs).
    fn occupancy(&self, vgprs: u32) -> u32 {
        let res = self.res;
        let acc = vgprs.div_ceil(4) * 4;
        let total = if res.agprs > 0 {
            acc + res.agprs
        } else {
            vgprs
        };
        occupancy(
            self.target,
            total,
            res.sgprs,
            res.lds_bytes,
            self.wg_size,
            self.wave_size,
            self.wgp_mode,
        )
    }

    /// Free registers: never used by the kernel, below the limit the occupancy (or, with AGPRs
    /// in use, the unified file's accumulator offset) allows.
    fn free_registers(&self, flow: &KernelFlow, opts: Options) -> BTreeSet<u16> {
        let res = self.res;
        let kernel_vgprs: BTreeSet<u16> = flow
            .code
            .insts
            .iter()
            .flat_map(|i| vunits(&i.defs).chain(vunits(&i.uses)))
            .collect();
        let limit: u32 = if res.agprs > 0 {
            res.accum_offset
        } else if opts.allow_drop {
            512
        } else {
            (res.vgprs..=512)
                .take_while(|&v| self.occupancy(v) >= res.occupancy)
                .last()
                .unwrap_or(res.vgprs)
        };
        (0..limit as u16)
            .filter(|r| !kernel_vgprs.contains(r))
            .collect()
    }
}

/// What planning the pairs reads.
struct Planner<'a, 'c> {
    cx: &'a PassContext<'c>,
    flow: &'a KernelFlow,
    hot: crate::flow::loops::LoopId,
    scope: &'a str,
    opts: Options,
    fmas: &'a [Fma],
    held: &'a Copies,
    pinned: &'a BTreeSet<u16>,
    updates: &'a BTreeMap<u16, Vec<usize>>,
}

/// A pairing of the block's FMAs.
struct PairPlan {
    /// σ: accumulator renaming into aligned pairs (identity entries dropped).
    sigma: BTreeMap<u16, u16>,
    /// Temporary pairs for copied factors, one per source position.
    temps: Vec<u16>,
    /// (FMA, FMA, the instruction before which the packed one goes).
    pairs: Vec<(usize, usize, usize)>,
    /// The renaming's copies on the edges in and out of the loop (taken by the emission).
    insertions: Insertions,
    restore_insts: usize,
    /// Why some FMAs stay scalar.
    notes: Vec<(String, String)>,
}

impl Planner<'_, '_> {
    /// A plan matches accumulators whose every update pairs with the partner's (same count,
    /// factors in aligned pairs, able to meet), places the matched pairs, and pairs the other
    /// FMAs whose destinations already form an aligned pair. `down_only`: FMAs only move down
    /// to meet. Planned with the greedy matching and, when one pairs more accumulators, with a
    /// maximum matching; the plan packing more FMAs wins (the greedy one on a tie: it renames
    /// fewer accumulators, preferring partners that already share a pair).
    fn plan(&self, free: &BTreeSet<u16>, down_only: bool) -> PairPlan {
        let greedy = self.match_partners(down_only);
        let greedy_plan = self.plan_with(greedy.clone(), free, down_only);
        let Some(best) = self.maximum_partners(down_only, &greedy) else {
            return greedy_plan;
        };
        let best_plan = self.plan_with(best, free, down_only);
        if best_plan.pairs.len() > greedy_plan.pairs.len() {
            best_plan
        } else {
            greedy_plan
        }
    }

    /// The plan for the accumulator partners `partner`.
    fn plan_with(
        &self,
        mut partner: BTreeMap<u16, u16>,
        free: &BTreeSet<u16>,
        down_only: bool,
    ) -> PairPlan {
        let mut notes: Vec<(String, String)> = Vec::new();
        let mut free = free.clone();
        let temps = self.reserve_temps(&mut partner, &mut free, down_only, &mut notes);
        let mut sigma = self.place_partners(&mut partner, &free, &mut notes);
        // The copies on the edges in and out of the loop.
        let mut insertions: Insertions = Vec::new();
        let mut restore_insts = 0usize;
        if !sigma.is_empty() {
            match edge_copies(self.cx, self.flow, self.hot, &sigma) {
                Ok((ins, n)) => {
                    insertions = ins;
                    restore_insts = n;
                }
                Err(why) => {
                    notes.push((
                        self.scope.to_string(),
                        format!("{why}: accumulators that need renaming are left scalar"),
                    ));
                    for x in sigma.keys() {
                        partner.remove(x);
                    }
                    partner.retain(|x, y| !sigma.contains_key(x) && !sigma.contains_key(y));
                    sigma.clear();
                }
            }
        }
        PairPlan {
            pairs: self.pairs(&partner, down_only),
            sigma,
            temps,
            insertions,
            restore_insts,
            notes,
        }
    }

    /// The cost of matching accumulators `x` and `y`: how many sources, over all updates, must
    /// be copied into a temporary pair (0 when every factor pair is already aligned); `None`
    /// when the updates cannot meet.
    fn acc_cost(&self, x: u16, y: u16, down_only: bool) -> Option<usize> {
        let (ux, uy) = (&self.updates[&x], &self.updates[&y]);
        if ux.len() != uy.len() {
            return None;
        }
        let mut cost = 0;
        for (&p, &q) in ux.iter().zip(uy) {
            let (f, g) = (&self.fmas[p], &self.fmas[q]);
            let at = meeting(self.flow, f, g, down_only)?;
            cost += self.held.sources(self.flow, f, g, at, 2).2;
        }
        Some(cost)
    }

    /// Partners in rounds: accumulators already sharing an aligned pair, then any with aligned
    /// factors, then (with `copy-operands`) the partner needing the fewest copies.
    fn match_partners(&self, down_only: bool) -> BTreeMap<u16, u16> {
        let accs: Vec<u16> = self.updates.keys().copied().collect();
        let mut partner: BTreeMap<u16, u16> = BTreeMap::new();
        for round in 0..3 {
            if round == 2 && !self.opts.copy_operands {
                break;
            }
            for &x in &accs {
                if partner.contains_key(&x) {
                    continue;
                }
                let found = accs
                    .iter()
                    .copied()
                    .filter(|&y| {
                        y != x && !partner.contains_key(&y) && (round > 0 || x / 2 == y / 2)
                    })
                    .filter_map(|y| self.acc_cost(x, y, down_only).map(|c| (c, y)))
                    .filter(|&(c, _)| round == 2 || c == 0)
                    .min();
                if let Some((_, y)) = found {
                    partner.insert(x, y);
                    partner.insert(y, x);
                }
            }
        }
        partner
    }

    /// A maximum matching of the accumulators over partners with aligned factors (no copy
    /// needed), when it matches more accumulators than `greedy` does with such partners. With
    /// the compiler's copies as alternative factor registers "aligned with" is no longer an
    /// equivalence (a copy can join two pairs), and a greedy choice can take the only partner
    /// of another accumulator. (`copy-operands` partners, which need copies, then go to
    /// the greedy plan's third round only.)
    fn maximum_partners(
        &self,
        down_only: bool,
        greedy: &BTreeMap<u16, u16>,
    ) -> Option<BTreeMap<u16, u16>> {
        let accs: Vec<u16> = self.updates.keys().copied().collect();
        let aligned = greedy
            .iter()
            .filter(|(&x, &y)| self.acc_cost(x, y, down_only) == Some(0))
            .count();
        if aligned + 2 > accs.len() {
            return None;
        }
        let mut graph: petgraph::graph::UnGraph<u16, ()> = petgraph::graph::UnGraph::default();
        let nodes: Vec<_> = accs.iter().map(|&a| graph.add_node(a)).collect();
        for (i, &x) in accs.iter().enumerate() {
            for (j, &y) in accs.iter().enumerate().skip(i + 1) {
                if self.acc_cost(x, y, down_only) == Some(0) {
                    graph.add_edge(nodes[i], nodes[j], ());
                }
            }
        }
        let matching = petgraph::algo::maximum_matching(&graph);
        if 2 * matching.len() <= aligned {
            return None;
        }
        let mut best = BTreeMap::new();
        for (a, b) in matching.edges() {
            let (x, y) = (graph[a], graph[b]);
            best.insert(x, y);
            best.insert(y, x);
        }
        Some(best)
    }

    /// Temporary pairs for copied factors: two aligned free pairs, reserved before placement;
    /// without them the partners that need copies are dropped.
    fn reserve_temps(
        &self,
        partner: &mut BTreeMap<u16, u16>,
        free: &mut BTreeSet<u16>,
        down_only: bool,
        notes: &mut Vec<(String, String)>,
    ) -> Vec<u16> {
        let pair_cost = |x: u16, y: u16| self.acc_cost(x, y, down_only).unwrap_or(0);
        if !partner.iter().any(|(&x, &y)| pair_cost(x, y) > 0) {
            return Vec::new();
        }
        let slots: Vec<u16> = free
            .iter()
            .copied()
            .filter(|r| r % 2 == 0 && free.contains(&(r + 1)))
            .take(2)
            .collect();
        if slots.len() == 2 {
            for &t in &slots {
                free.remove(&t);
                free.remove(&(t + 1));
            }
            return slots;
        }
        let before = partner.len();
        partner.retain(|&x, &mut y| pair_cost(x, y) == 0);
        notes.push((
            self.scope.to_string(),
            format!(
                "{} accumulator pairs left scalar: no two free aligned VGPR pairs to copy their factors into",
                (before - partner.len()) / 2
            ),
        ));
        Vec::new()
    }

    /// Placement of the matched pairs in aligned registers; pairs that find no slot go back
    /// to scalar and the rest is placed again (their registers must then stay theirs).
    fn place_partners(
        &self,
        partner: &mut BTreeMap<u16, u16>,
        free: &BTreeSet<u16>,
        notes: &mut Vec<(String, String)>,
    ) -> BTreeMap<u16, u16> {
        let mut unplaced = 0usize;
        let sigma = loop {
            let (sigma, failed) = place(partner, free);
            if failed.is_empty() {
                break sigma;
            }
            for x in failed {
                if let Some(y) = partner.remove(&x) {
                    partner.remove(&y);
                    unplaced += 1;
                }
            }
        };
        if unplaced > 0 {
            notes.push((
                self.scope.to_string(),
                format!(
                    "{unplaced} accumulator pairs left scalar: not enough free VGPRs{}",
                    if self.opts.allow_drop {
                        ""
                    } else {
                        " without lowering occupancy (pkfma=allow-occupancy-drop)"
                    }
                ),
            ));
        }
        sigma
    }

    /// The pairs: matched accumulators update by update, then other FMAs whose destinations
    /// already form an aligned pair.
    fn pairs(&self, partner: &BTreeMap<u16, u16>, down_only: bool) -> Vec<(usize, usize, usize)> {
        let (fmas, flow) = (self.fmas, self.flow);
        let mut pairs: Vec<(usize, usize, usize)> = Vec::new();
        let mut used: BTreeSet<usize> = BTreeSet::new();
        for (&x, &y) in partner {
            if x > y {
                continue;
            }
            for (&p, &q) in self.updates[&x].iter().zip(&self.updates[&y]) {
                let Some(at) = meeting(flow, &fmas[p], &fmas[q], down_only) else {
                    continue;
                };
                pairs.push((p, q, at));
                used.extend([p, q]);
            }
        }
        for p in 0..fmas.len() {
            if used.contains(&p) || !self.pinned.contains(&fmas[p].dst) {
                continue;
            }
            let found = (p + 1..fmas.len()).find_map(|q| {
                let (f, g) = (&fmas[p], &fmas[q]);
                if used.contains(&q) || !self.pinned.contains(&g.dst) || f.dst / 2 != g.dst / 2 {
                    return None;
                }
                meeting(flow, f, g, down_only)
                    .filter(|&at| self.held.sources(flow, f, g, at, 3).2 == 0)
                    .map(|at| (q, at))
            });
            if let Some((q, at)) = found {
                pairs.push((p, q, at));
                used.extend([p, q]);
            }
        }
        pairs
    }
}

/// What emitting a plan counted.
#[derive(Default)]
struct EmitCounts {
    /// `v_mov_b32` into temporary pairs (`copy-operands`).
    copies: usize,
    /// Factors read from a copy the compiler made rather than from their own register.
    held: usize,
}

/// The edits of a plan.
struct Emitted {
    deletions: Vec<usize>,
    insertions: Insertions,
    counts: EmitCounts,
}

/// The packed instructions (with the copies of factors into temporaries before them) in place
/// of the scalar pairs, after the plan's edge copies `insertions`. Each packed FMA reads a
/// factor from the compiler's copy of it where that puts both halves in one aligned pair
/// ([`copies`]).
fn emit_pairs(
    flow: &KernelFlow,
    fmas: &[Fma],
    plan: &PairPlan,
    held: &Copies,
    mut insertions: Insertions,
) -> Emitted {
    let (code, sigma, temps) = (&flow.code, &plan.sigma, &plan.temps);
    let rn = |r: u16| sigma.get(&r).copied().unwrap_or(r);
    let mut deletions = Vec::new();
    let mut counts = EmitCounts::default();
    for &(p, q, at) in &plan.pairs {
        let (fs, gs, _) = held.sources(flow, &fmas[p], &fmas[q], at, 2);
        counts.held += (0..2)
            .filter(|&i| fs[i] != fmas[p].src[i])
            .chain((0..2).filter(|&i| gs[i] != fmas[q].src[i]))
            .count();
        let f = Fma { src: fs, ..fmas[p] };
        let g = Fma { src: gs, ..fmas[q] };
        // The low lane is the FMA whose (renamed) destination is even.
        let (lo, hi) = if rn(f.dst) % 2 == 0 { (f, g) } else { (g, f) };
        let mut lo_src = lo.src.map(rn);
        let mut hi_src = hi.src.map(rn);
        let mut emitted = Vec::new();
        for (i, &t) in mismatched(&lo, &hi, 2)
            .collect::<Vec<_>>()
            .iter()
            .zip(temps)
        {
            emitted.push(Instruction::new(
                VGPR_MOV,
                [Operand::vgpr(t), Operand::vgpr(lo_src[*i])],
            ));
            emitted.push(Instruction::new(
                VGPR_MOV,
                [Operand::vgpr(t + 1), Operand::vgpr(hi_src[*i])],
            ));
            lo_src[*i] = t;
            hi_src[*i] = t + 1;
            counts.copies += 2;
        }
        emitted.push(packed(rn(lo.dst), lo_src, hi_src));
        deletions.extend([code.insts[f.at].line, code.insts[g.at].line]);
        insertions.push((code.insts[at].line, emitted));
    }
    Emitted {
        deletions,
        insertions,
        counts,
    }
}

/// `v_pk_fma_f32 v[d:d+1], ...` of the low lane's sources `lo` and the high lane's `hi`: each
/// source the aligned pair holding it, `op_sel` / `op_sel_hi` picking the half.
fn packed(dst: u16, lo: [u16; 3], hi: [u16; 3]) -> Instruction {
    let bits = |s: [u16; 3]| -> Vec<Atom> {
        s.iter()
            .map(|r| Atom::Int {
                value: (r % 2) as i64,
                hex: false,
            })
            .collect()
    };
    let mut inst = Instruction::new(
        PK_FMA_F32,
        [
            Operand::reg(RegFile::V, dst, 2),
            Operand::reg(RegFile::V, lo[0] & !1, 2),
            Operand::reg(RegFile::V, lo[1] & !1, 2),
            Operand::reg(RegFile::V, lo[2] & !1, 2),
        ],
    );
    if lo.iter().any(|r| r % 2 == 1) {
        inst.modifiers.push(Modifier {
            name: "op_sel".into(),
            value: ModValue::List(Box::new(bits(lo))),
        });
    }
    if hi.iter().any(|r| r % 2 == 0) {
        inst.modifiers.push(Modifier {
            name: "op_sel_hi".into(),
            value: ModValue::List(Box::new(bits(hi))),
        });
    }
    inst
}

/// The log of a packed block: counts, copies, what stayed scalar, renames, registers and
/// occupancy.
#[allow(clippy::too_many_arguments)]
fn log_result(
    log: &mut PassLogEntry,
    scope: &str,
    opts: Options,
    hl: &HotLoop,
    fmas: &[Fma],
    plan: &PairPlan,
    counts: &EmitCounts,
    budget: &Budget,
) {
    let copies = counts.copies;
    let (pairs, sigma, res) = (&plan.pairs, &plan.sigma, budget.res);
    let packed_now = hl.already_packed as usize + 2 * pairs.len();
    let total = hl.fmas as usize;
    let temps_used: &[u16] = if copies > 0 { &plan.temps } else { &[] };
    let top = sigma
        .values()
        .chain(temps_used)
        .map(|&n| n as u32 + 2 - (n as u32 % 2).min(1))
        .max()
        .unwrap_or(0);
    let new_vgprs = res.vgprs.max(top);
    let new_occ = budget.occupancy(new_vgprs);
    log.changed.push(format!(
        "{scope}: {} scalar FMAs paired into {} v_pk_fma_f32; hot-loop FMAs packed {} -> {} of {} ({:.1}%)",
        2 * pairs.len(),
        pairs.len(),
        hl.already_packed,
        packed_now,
        total,
        100.0 * packed_now as f64 / total.max(1) as f64
    ));
    if copies > 0 {
        log.changed.push(format!(
            "{scope}: {copies} v_mov_b32 copy factors that share no aligned pair into temporary pairs (copy-operands)"
        ));
    }
    if counts.held > 0 {
        log.changed.push(format!(
            "{scope}: {} factors read from the compiler's own v_mov_b32 copies of them, which lie in the partner's aligned pair (no instruction added)",
            counts.held
        ));
    }
    let left = fmas.len() - 2 * pairs.len();
    if left > 0 {
        log.refused.push((
            scope.to_string(),
            format!(
                "{left} scalar FMAs left alone: no partner whose factors share aligned pairs with theirs and that can meet them{}",
                if opts.copy_operands {
                    ""
                } else {
                    " (pkfma=copy-operands packs such FMAs at two v_mov_b32 per factor pair)"
                }
            ),
        ));
    }
    if !sigma.is_empty() {
        log.changed.push(format!(
            "{scope}: {} accumulators renamed to aligned pairs inside the loop; {} restore instructions (v_swap_b32 per cycle, v_mov_b32 per chain) on the edges in and out",
            sigma.len(),
            plan.restore_insts
        ));
    }
    log.changed.push(format!(
        "{scope}: VGPRs {} -> {}, occupancy {} -> {} waves/SIMD ({})",
        res.vgprs,
        new_vgprs,
        res.occupancy,
        new_occ,
        if new_occ < res.occupancy {
            "dropped: allowed by pkfma=allow-occupancy-drop"
        } else {
            "not dropped"
        }
    ));
}

/// Puts every matched accumulator pair into an aligned register pair. Pairs already aligned
/// stay; the others take a slot (an aligned pair whose registers are both movers or free),
/// preferring one that holds one of them. Returns σ (identity entries dropped) and one
/// accumulator of each pair that found no slot.
fn place(partner: &BTreeMap<u16, u16>, free: &BTreeSet<u16>) -> (BTreeMap<u16, u16>, Vec<u16>) {
    let movers: BTreeSet<u16> = partner
        .iter()
        .filter(|(x, y)| *x / 2 != *y / 2)
        .map(|(x, _)| *x)
        .collect();
    let pool: BTreeSet<u16> = movers.union(free).copied().collect();
    let mut slots: BTreeSet<u16> = pool
        .iter()
        .copied()
        .filter(|r| r % 2 == 0 && pool.contains(&(r + 1)))
        .collect();
    let mut sigma: BTreeMap<u16, u16> = BTreeMap::new();
    let mut failed = Vec::new();
    for &x in &movers {
        let y = partner[&x];
        if x > y {
            continue;
        }
        let slot = [x & !1, y & !1]
            .into_iter()
            .find(|s| slots.contains(s))
            .or_else(|| slots.iter().next().copied());
        let Some(s) = slot else {
            failed.push(x);
            continue;
        };
        slots.remove(&s);
        let (lo, hi) = if y == s || x == s + 1 { (y, x) } else { (x, y) };
        sigma.insert(lo, s);
        sigma.insert(hi, s + 1);
    }
    sigma.retain(|r, n| r != n);
    (sigma, failed)
}

/// The remap copies for the loop's edges: `σ(r) ← r` on every edge in, `r ← σ(r)` on every
/// edge out into a block where a renamed register is live. Returns the insertions and the
/// number of instructions inserted.
fn edge_copies(
    cx: &PassContext,
    flow: &KernelFlow,
    hot: crate::flow::loops::LoopId,
    sigma: &BTreeMap<u16, u16>,
) -> Result<(Insertions, usize), String> {
    let lp = flow.loops.get(hot);
    if remap::writes_exec(flow, hot) && !remap::steady_exec(cx, flow, hot, sigma) {
        return Err(
            "the loop writes EXEC and its edges or the renamed registers' instructions do not run under one EXEC value set outside it"
                .into(),
        );
    }
    // A renamed register that holds nothing on an edge has no copy there (`remap::held_copies`).
    let held = remap::held_at_exit(flow);
    let copies = |from: BlockId, into: bool| -> Result<Vec<remap::Step>, String> {
        remap::sequentialise(&remap::held_copies(sigma, into, |r| held(from, r)))
            .map_err(|e| e.to_string())
    };
    let mut ins = Vec::new();
    let mut n = 0;
    let entries: Vec<BlockId> = flow
        .cfg
        .predecessors(lp.header)
        .filter(|p| !lp.contains(*p))
        .collect();
    for p in entries {
        let into = copies(p, true)?;
        if into.is_empty() {
            continue;
        }
        ins.push((
            remap::edge_point(cx, flow, p, lp.header)?,
            remap::instructions(&into),
        ));
        n += into.len();
    }
    // An exit needs the restore when a renamed register's value may be read after it on any
    // lane (a write under a narrowed EXEC does not end it: `live_in_on_some_lane`).
    for &x in &lp.exits {
        let live = sigma
            .keys()
            .any(|&r| flow.live_on_some_lane(cx.module, cx.isa, x, RegUnit::vgpr(r)));
        if !live {
            continue;
        }
        let preds: Vec<BlockId> = flow
            .cfg
            .predecessors(x)
            .filter(|p| lp.contains(*p))
            .collect();
        for p in preds {
            let out = copies(p, false)?;
            if out.is_empty() {
                continue;
            }
            ins.push((
                remap::edge_point(cx, flow, p, x)?,
                remap::instructions(&out),
            ));
            n += out.len();
        }
    }
    Ok((ins, n))
}
