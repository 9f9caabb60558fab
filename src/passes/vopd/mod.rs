//! `vopd` (gfx1100): every FMA of the hot loop's FMA block becomes half of a legal (bank-disjoint)
//! `v_dual_fmac_f32 X :: Y` — the worklog's "Kernel 6", done automatically.
//!
//! The block is the outer product the register-tiled kernels compute, once per k step:
//! accumulators `acc[a][b] += a * b` for every `a` of a column set A and every `b` of a row set
//! B. The k-th update of every accumulator forms k step k. Compilers software-pipeline these
//! blocks: the loads of later k steps sit between the FMAs and overwrite registers earlier
//! steps still read, and steps interleave. The pass:
//! - takes the block apart into its FMAs and the other instructions (a VOPD pair of an FMA and
//!   something else is split; the other half becomes its single-issue form from the ISA table);
//! - names each value by the accumulators it multiplies into (its row or column of the tile),
//!   so a value is the same in every k step whatever register the compiler loaded it into;
//! - pairs values (even, odd) once, on k step 0, and applies that pairing by name to every
//!   step. A pair `(a0, a1) × (b0, b1)` is two instructions, `a0·b0 :: a1·b1` and
//!   `a0·b1 :: a1·b0`; X and Y then read SRC0 (and VSRC1) of different parity: legal
//!   (different banks) and clear of the LLVM #220348 hazard. Since every step pairs the same
//!   accumulators, one parity colouring of the accumulators serves all steps;
//! - orders each step as a snake: the A pair stays for a run over all B pairs, then the run
//!   repeats swapped; runs start where the previous ended, so per instruction at most two
//!   sources are new and the rest come from the operand cache; the first instruction of a step
//!   reads four different banks. Under the bank model of `flow::banks` nothing conflicts;
//! - emits the steps one after the other (each accumulator keeps its update order; FMAs of one
//!   step are independent, so any order within a step gives the same bits) and places each
//!   pair between the other instructions, which keep their order: every pair stays on its
//!   original side of every instruction sharing a register with one of its FMAs and of every
//!   fence (barrier, branch, cache invalidation and the wait that synchronizes it). Pairs go
//!   as late as that allows, so the loads of later steps issue as soon as their registers are
//!   free. When no such placement exists, FMAs may move up across a barrier or cache
//!   invalidation (and its wait), then across them both ways ([`Crossing`]): an FMA touches no
//!   memory, so only where the wave waits changes. When that fails too the block is refused. Data waits inside the block go;
//!   the wait fix-up after the pass inserts the ones the new order needs.
//! - VOPD needs X and Y destinations of different parity: X's accumulators must be even, Y's
//!   odd. Accumulators that already fit keep their register; each X accumulator on an odd
//!   register swaps registers with a Y accumulator on an even one; when the accumulators are
//!   not half even, half odd, the movers left over swap with registers of the wanted parity
//!   that the loop uses only as plain single registers (addresses, values live through it):
//!   no VGPR is added. The renaming holds inside the outermost loop around the block; on the
//!   edges into that loop a `v_swap_b32` per pair moves the values in, on the edges out (where
//!   they are live) the same swaps move them back (one swap per 2-cycle, the minimum, no
//!   temporary register; a `v_mov_b32` instead where one register of the pair holds nothing on
//!   that edge, e.g. a register the loop first writes inside it). A loop that writes EXEC qualifies only when its edges and every
//!   instruction naming a renamed register run under one EXEC identity (`flow::exec`); a
//!   critical edge taken by a conditional branch gets a block of its own for the swaps, after
//!   the kernel's last instruction.
//!
//! Refused, with the reason: targets other than gfx1100, kernels without a loop or FMAs, FMAs
//! with modifiers or non-VGPR operands (those with an SGPR or inline constant in SRC0 go to
//! the scheduling path, with a factor copy where that adds pairs: [`scalar`]), blocks that are not a complete outer product per step,
//! steps that multiply other rows than step 0 or whose paired values lose their parity
//! difference, steps that cannot run one after the other without crossing an instruction
//! sharing their registers, unbalanced parities without a register to swap with, renamed
//! registers used as parts of register tuples in the loop, and edges where copies cannot be
//! placed without splitting other than by redirecting a conditional branch.

mod parity;
mod price;
mod relocate;
mod rotate;
mod scalar;
mod schedule;
mod solve;
mod starts;
mod webs;

use super::{entry, find_kernel, refuse, PassContext, PassError, PassLogEntry, Refusal};
use crate::asm::{Instruction, Operand, OperandKind, RegFile, Target};
use crate::flow::banks::{fmac_pair_legal, PairSrc};
use crate::flow::cfg::BlockId;
use crate::flow::insts::instruction;
use crate::flow::loops::LoopId;
use crate::flow::regs::RegUnit;
use crate::flow::regs::{operand_units, special_units};
use crate::flow::stats::kernel_stats;
use crate::flow::KernelFlow;
use crate::isa::semantics::{fma_ops, is_fmac_f32, DUAL_FMAC};
use crate::isa::{is_literal, OpInfo, Role, Unit};
use parity::Strategy;
use std::collections::{BTreeMap, BTreeSet};

/// One FMA: `acc += a * b` (registers are VGPR indices). With `scalar`, SRC0 is not a VGPR
/// but `Parts::scalars[s]` (an SGPR or an inline constant) and `a` repeats `b`, the VGPR
/// factor: only the scheduling path ([`schedule`]) pairs such FMAs; the k-step model refuses
/// them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Fma {
    acc: u16,
    a: u16,
    b: u16,
    scalar: Option<u16>,
}

/// How many times factor values may be moved and the block planned again (each moved tuple
/// takes a round).
const BALANCE_ROUNDS: u8 = 24;
/// `rewrite`'s rounds after the last of [`BALANCE_ROUNDS`] still moved a tuple: no more
/// moves, and the refusal says the moves did not converge.
const EXHAUSTED: u8 = u8::MAX;

/// The pass entry point.
pub fn run(cx: &mut PassContext, name: &str, _: Option<&str>) -> Result<PassLogEntry, PassError> {
    let mut log = entry("vopd", name);
    if cx.target != Target::Gfx1100 {
        log.refused.push((
            name.into(),
            "VOPD exists on gfx11 only (use `pkfma` on gfx942)".into(),
        ));
        return Ok(log);
    }
    let one_clash = rewrite(cx, name, &mut log, BALANCE_ROUNDS, Strategy::OneClash);
    if let Err(Refusal(scope, why)) = one_clash {
        // A refusal leaves the module as it was: plan the factor moves as one system instead.
        let why = match rewrite(cx, name, &mut log, BALANCE_ROUNDS, Strategy::System) {
            Ok(()) => None,
            Err(Refusal(_, again)) if again == why => Some(why),
            Err(Refusal(_, again)) => Some(format!(
                "{why}; with the moves planned as one parity system: {again}"
            )),
        };
        // Still refused: FMAs with a scalar factor sharing one VGPR factor pair once some
        // read a copy of it; else pair what the registers allow by reordering the block alone.
        if let Some(why) = why {
            let with_copy = match scalar::copy_and_reschedule(cx, name, &mut log, &why) {
                Ok(true) => None,
                Ok(false) => Some(None),
                Err(Refusal(_, not)) => Some(Some(not)),
            };
            if let Some(with_copy) = with_copy {
                if let Err(Refusal(_, again)) = schedule::reschedule(cx, name, &mut log, &why, None)
                {
                    let again = match with_copy {
                        Some(not) if not != again => format!("{again}; with a factor copy: {not}"),
                        _ => again,
                    };
                    log.refused
                        .push((scope, format!("{why}; rescheduling alone: {again}")));
                }
            }
        }
    }
    webs::resolve_conflicts(cx, name, &mut log)?;
    note_other_blocks(cx, name, &mut log);
    Ok(log)
}

/// FMAs of the hot loop outside the block this pass works on stay as compiled: said in the
/// log, so that a hot loop left with single FMAs always has a reason there (corpus/hip/wild
/// `tile_outer`: the k loop's block is paired, the outer loop's epilogue `acc * 0.5f + p`
/// keeps its single FMAs).
fn note_other_blocks(cx: &mut PassContext, name: &str, log: &mut PassLogEntry) {
    let Ok(k) = find_kernel(cx, name) else {
        return;
    };
    let Ok(flow) = cx.flow(&k) else {
        return;
    };
    let stats = kernel_stats(cx.module, &k, cx.isa, &flow);
    let Some(hot) = stats.hot_loop_id else {
        return;
    };
    let Ok((block, scope)) = fma_block(cx.module, &flow, hot, name) else {
        return;
    };
    let mut single = 0;
    let mut first = None;
    for &b in &flow.loops.get(hot).blocks {
        for i in flow.cfg.blocks[b.index()].insts.clone() {
            let t = instruction(cx.module, &flow.code.insts[i]);
            if b != block && t.dual.is_none() && fma_ops(&t.mnemonic) > 0 {
                single += fma_ops(&t.mnemonic);
                first.get_or_insert(b);
            }
        }
    }
    if let Some(b) = first {
        let at = flow.cfg.blocks[b.index()]
            .label
            .clone()
            .unwrap_or_else(|| format!("block {}", b.0));
        log.refused.push((
            at,
            format!(
                "{single} single FMA operations in other blocks of the hot loop than {scope} \
                 stay as compiled: this pass pairs one block per hot loop, the one with the \
                 most FMA operations per iteration ({scope})"
            ),
        ));
    }
}

/// Rewrites the FMA block of the hot loop of `name` as VOPD pairs, one phase after the other
/// (the module doc's list); a refusal leaves the module unchanged.
///
/// With `rounds` left, factor values that the pairs need in registers of the other parity
/// move first ([`parity::balance`]); the block is then planned again on the moved code (a
/// moved tuple asks for another round), and the moves are undone if it is refused after all.
fn rewrite(
    cx: &mut PassContext,
    name: &str,
    log: &mut PassLogEntry,
    rounds: u8,
    strategy: Strategy,
) -> Result<(), Refusal> {
    let HotBlock {
        k,
        flow,
        hot,
        block,
        scope,
        parts,
        stale_waits,
    } = hot_block(cx, name)?;
    if let Some(why) = &parts.scalar_reason {
        return refuse(&scope, why.clone());
    }
    let segments = segments(&parts.fmas);
    let mut blocked = (rounds == EXHAUSTED).then(|| {
        format!("factor moves did not make every pair possible within {BALANCE_ROUNDS} rounds (a moved tuple flips the parity of all its values: one holding two values that need opposite parities is moved back and forth)")
    });
    if rounds > 0 && rounds != EXHAUSTED {
        let exempt: BTreeSet<usize> = parts.fma_insts.iter().copied().collect();
        match parity::balance(cx, &k, &flow, &segments, &exempt, strategy) {
            Ok(done) if !done.changed.is_empty() => {
                let before = log.changed.len();
                log.changed.extend(done.changed.iter().cloned());
                let next = match (done.again, rounds) {
                    (true, 1) => EXHAUSTED,
                    (true, _) => rounds - 1,
                    (false, _) => 0,
                };
                return rewrite(cx, name, log, next, strategy).inspect_err(|_| {
                    log.changed.truncate(before);
                    parity::undo(cx, done);
                });
            }
            Ok(_) => {}
            Err(why) => blocked = Some(why),
        }
    }
    let accs: BTreeSet<u16> = parts.fmas.iter().map(|(f, _)| f.acc).collect();
    let factors: BTreeSet<u16> = parts.fmas.iter().flat_map(|(f, _)| [f.a, f.b]).collect();
    if accs.iter().any(|a| factors.contains(a)) {
        return refuse(&scope, "an accumulator is also a factor");
    }
    no_dpp_source(cx.module, cx.isa, &flow, hot, &accs, &factors, &scope)?;
    let spill = spill_reload(cx, &flow, &parts, &factors);
    let plan = |pairing: Pairing| {
        plan_segments(&segments, &scope, pairing).map_err(|Refusal(at, why)| {
            let why = match &spill {
                Some(s) => format!("{why} ({s})"),
                None => why,
            };
            match &blocked {
                Some(b) => Refusal(at, format!("{why}; {b}")),
                None => Refusal(at, why),
            }
        })
    };
    let used: BTreeSet<u16> = accs.union(&factors).copied().collect();
    let logged = log.changed.len();
    let (planned, exchanges) = plan(Pairing::CleanStarts)?;
    let placed = place_block(cx, (&k, &flow, block), &parts, &planned, &used, &scope, log);
    let (planned, exchanges, (renaming, pairs, pos, restores)) = match placed {
        Ok(placed) => (planned, exchanges, placed),
        // The pairing chosen for clean step starts pairs other accumulators; when those do not
        // rename or place, the compiler's pairing may.
        Err(_) if exchanges > 0 => {
            log.changed.truncate(logged);
            let (planned, _) = plan(Pairing::Compiler)?;
            let placed = place_block(cx, (&k, &flow, block), &parts, &planned, &used, &scope, log)?;
            (planned, 0, placed)
        }
        Err(e) => return Err(e),
    };
    let (mut insertions, moved) = schedule(&flow, &parts, &pairs, &pos, &renaming.sigma);
    insertions.extend(restores.edges);
    let before_pairs = parts.fma_insts.len();
    let n_pairs = pairs.len();
    // Apply: rename in place, then replace the FMA lines by the schedule.
    let module = &mut *cx.module;
    for line in restores.renames {
        if let Some(inst) = module.instruction_mut(line) {
            rename_inst(inst, &renaming.sigma);
        }
    }
    let code = &flow.code;
    let mut deletions: Vec<usize> = parts
        .fma_insts
        .iter()
        .map(|&i| code.insts[i].line)
        .collect();
    deletions.extend(stale_waits);
    module.apply_edits(deletions, merge_insertions(insertions));
    apply_splits(cx, name, &flow.code.labels, restores.splits)?;
    log.changed.push(format!(
        "{scope}: {} FMAs in {} instructions rescheduled as {} v_dual_fmac_f32 pairs, each pair's sources on the banks VOPD requires ({} k steps of {} x {} values, one after the other); {} other instructions now sit at another point of the FMA sequence (none crosses an instruction sharing a register with it)",
        parts.fmas.len(),
        before_pairs,
        n_pairs,
        planned.len(),
        planned[0].sides.0,
        planned[0].sides.1,
        moved
    ));
    if exchanges > 0 {
        log.changed.push(format!(
            "{scope}: values paired otherwise than the compiler's order ({exchanges} exchange{} of partners, for all k steps or in one) so that {}",
            if exchanges == 1 { "" } else { "s" },
            starts::clean_count_text(&planned)
        ));
    }
    Ok(())
}

/// The accumulator renaming, the pairs in order, their positions among the other instructions
/// and the restores on the loop's edges: everything of a plan that may still refuse.
type Placed = (Renaming, Vec<NewPair>, Vec<usize>, Restores);

/// Renames the accumulators of `planned`, orders and places its pairs and plans the restores
/// (nothing is changed yet).
fn place_block(
    cx: &PassContext,
    (k, flow, block): (&crate::kernel::Kernel, &KernelFlow, BlockId),
    parts: &Parts,
    planned: &[Segment],
    used: &BTreeSet<u16>,
    scope: &str,
    log: &mut PassLogEntry,
) -> Result<Placed, Refusal> {
    let renaming = rename_accumulators(cx, k, flow, block, planned, used, parts, scope)?;
    let pairs = order_pairs(planned, &renaming.sigma);
    let pos = place_with_fewest_crossings(cx.module, flow, parts, &pairs, scope, log)?;
    let restores = match renaming.region {
        Some(region) => restore_edges(cx, flow, region, &renaming, parts, scope, log)?,
        None => Restores::default(),
    };
    Ok((renaming, pairs, pos, restores))
}

/// The hot loop's FMA block of kernel `name` taken apart, its data waits set aside (the wait
/// fix-up places them again): what both the k-step path and the scheduling path start from.
struct HotBlock {
    k: crate::kernel::Kernel,
    flow: KernelFlow,
    hot: LoopId,
    block: BlockId,
    scope: String,
    parts: Parts,
    stale_waits: Vec<usize>,
}

fn hot_block(cx: &mut PassContext, name: &str) -> Result<HotBlock, Refusal> {
    let k = find_kernel(cx, name).map_err(|e| Refusal(name.into(), e.to_string()))?;
    let flow = cx
        .flow(&k)
        .map_err(|e| Refusal(name.into(), e.to_string()))?;
    let stats = kernel_stats(cx.module, &k, cx.isa, &flow);
    let Some(hot) = stats.hot_loop_id else {
        return refuse(name, "no loop");
    };
    let (block, scope) = fma_block(cx.module, &flow, hot, name)?;
    let mut parts = take_apart(cx, &flow, block, &scope)?;
    let stale_waits = drop_data_waits(&flow, &mut parts.others);
    Ok(HotBlock {
        k,
        flow,
        hot,
        block,
        scope,
        parts,
        stale_waits,
    })
}

/// Times a loop nested inside the hot loop is taken to run per iteration of its parent when its
/// trip count is not a constant (an argument expression or unknown): more than once, as LLVM's
/// block frequencies assume of a loop. A Triton persistent matmul's tile loop holds the k loop
/// and, beside it, the software pipeline's peeled k steps, twice its FMAs; the k loop runs
/// K / BK - 1 times per tile.
const NESTED_UNKNOWN_TRIPS: u64 = 8;

/// How many times block `b` of the hot loop `hot` runs per iteration of `hot`, as far as the
/// code tells: the product over the loops strictly inside `hot` that contain `b` of their
/// constant trip counts, [`NESTED_UNKNOWN_TRIPS`] for any other.
fn runs_per_iteration(flow: &KernelFlow, hot: LoopId, b: BlockId) -> u64 {
    let mut runs = 1u64;
    let mut l = flow.loops.innermost(b);
    while let Some(id) = l.filter(|&id| id != hot) {
        let trips = match flow.trip_counts[id.0 as usize] {
            crate::flow::trip::TripCount::Constant(n) => n.max(1),
            _ => NESTED_UNKNOWN_TRIPS,
        };
        runs = runs.saturating_mul(trips);
        l = flow.loops.get(id).parent;
    }
    runs
}

/// The FMA block: the hot loop's block with the most FMA operations per iteration of the hot
/// loop (a block of a nested loop counts once per run of it, [`runs_per_iteration`]), and its
/// name for the log.
fn fma_block(
    module: &crate::asm::Module,
    flow: &KernelFlow,
    hot: LoopId,
    name: &str,
) -> Result<(BlockId, String), Refusal> {
    let code = &flow.code;
    let fma_count = |b: BlockId| -> u32 {
        flow.cfg.blocks[b.index()]
            .insts
            .clone()
            .map(|i| {
                let t = instruction(module, &code.insts[i]);
                fma_ops(&t.mnemonic) + t.dual.as_ref().map_or(0, |y| fma_ops(&y.mnemonic))
            })
            .sum()
    };
    let Some(&block) = flow.loops.get(hot).blocks.iter().max_by_key(|&&b| {
        let weight = u64::from(fma_count(b)).saturating_mul(runs_per_iteration(flow, hot, b));
        (weight, std::cmp::Reverse(b))
    }) else {
        return refuse(name, "empty hot loop");
    };
    let scope = flow.cfg.blocks[block.index()]
        .label
        .clone()
        .unwrap_or_else(|| format!("block {}", block.0));
    if fma_count(block) == 0 {
        return refuse(&scope, "no FMA in the hot loop");
    }
    Ok((block, scope))
}

/// The FMA block taken apart.
struct Parts {
    /// The block's instructions (decoded indices).
    insts: Vec<usize>,
    /// Every FMA with the instruction it is (or is half of).
    fmas: Vec<(Fma, usize)>,
    /// The instructions holding FMAs (deleted: the schedule replaces them).
    fma_insts: Vec<usize>,
    /// The other instructions, in their order.
    others: Vec<Other>,
    /// SRC0 operands of the FMAs with a scalar factor ([`Fma::scalar`] indexes it).
    scalars: Vec<Operand>,
    /// Why the k-step model leaves the block (it takes VGPR factors only), when some FMA has
    /// a scalar factor.
    scalar_reason: Option<String>,
}

/// The block as FMAs and the other instructions (kept in their order). A VOPD pair of an FMA
/// and something else is split: the other half becomes its single-issue form.
fn take_apart(
    cx: &PassContext,
    flow: &KernelFlow,
    block: BlockId,
    scope: &str,
) -> Result<Parts, Refusal> {
    let (module, isa, code) = (&*cx.module, cx.isa, &flow.code);
    let mut parts = Parts {
        insts: flow.cfg.blocks[block.index()].insts.clone().collect(),
        fmas: Vec::new(),
        fma_insts: Vec::new(),
        others: Vec::new(),
        scalars: Vec::new(),
        scalar_reason: None,
    };
    let mut scalar: Vec<ScalarFma> = Vec::new();
    let mut unschedulable = false;
    for &i in &parts.insts {
        let inst = &code.insts[i];
        let t = instruction(module, inst);
        let halves: Vec<(&Instruction, crate::isa::Opcode)> = std::iter::once((t, inst.op))
            .chain(t.dual.as_deref().zip(inst.dual))
            .collect();
        if halves.iter().all(|(h, _)| fma_ops(&h.mnemonic) == 0) {
            let unit = isa.info(inst.op).unit;
            parts.others.push(Other {
                orig: i,
                split: None,
                defs: inst.defs.iter().copied().collect(),
                uses: inst.uses.iter().copied().collect(),
                fence: fence_unit(unit),
                sync: sync_unit(unit),
                // Only the counter waits the wait fix-up recomputes (not `s_waitcnt_depctr`).
                wait: super::waitcnt::wait_values(cx.target, t).is_some(),
            });
            continue;
        }
        parts.fma_insts.push(i);
        let mut fma_regs: BTreeSet<RegUnit> = BTreeSet::new();
        let mut rest = None;
        for &(part, op) in &halves {
            if fma_ops(&part.mnemonic) == 0 {
                rest = Some((part, op));
                continue;
            }
            let f = match plain_fmac(part, scope) {
                Ok(f) => f,
                Err(refusal) => {
                    // Collected to say why the k-step model cannot pair the block (after
                    // every FMA is seen); the scheduling path takes it when it can.
                    let sf = scalar_fmac(part, t.dual.is_some()).ok_or(refusal)?;
                    let f = schedulable_scalar(&sf, part, &mut parts.scalars);
                    unschedulable |= f.is_none();
                    scalar.push(sf);
                    match f {
                        Some(f) => f,
                        None => continue,
                    }
                }
            };
            fma_regs.extend([f.acc, f.a, f.b].map(RegUnit::vgpr));
            parts.fmas.push((f, i));
        }
        if let Some((part, op)) = rest {
            let (defs, uses) = component_units(isa.info(op), part);
            if defs.iter().chain(&uses).any(|u| fma_regs.contains(u)) {
                return refuse(
                    scope,
                    format!("`{t}`: its halves share registers, it cannot be split"),
                );
            }
            let Some(single) = single_issue_form(isa, part) else {
                return refuse(
                    scope,
                    format!("`{part}` has no single-issue form to split `{t}` into"),
                );
            };
            parts.others.push(Other {
                orig: i,
                split: Some(single),
                defs,
                uses,
                fence: false,
                sync: false,
                wait: false,
            });
        }
    }
    let accs: BTreeSet<u16> = parts
        .fmas
        .iter()
        .map(|(f, _)| f.acc)
        .chain(scalar.iter().map(|f| f.acc))
        .collect();
    if let Some(why) = no_partner(parts.fmas.len() + scalar.len(), &accs) {
        return refuse(scope, why);
    }
    if unschedulable {
        return refuse(scope, scalar_factor_reason(&scalar));
    }
    if !scalar.is_empty() {
        parts.scalar_reason = Some(scalar_factor_reason(&scalar));
    }
    Ok(parts)
}

/// A scalar-factor FMA as an [`Fma`] the scheduling path can pair, when its scalar sits in
/// SRC0 already (VOPD has no other place for it, and swapping the factors could change which
/// of two NaN payloads reaches the accumulator) and is an SGPR or an inline constant: two
/// such halves always meet the constant-bus limits of [`fmac_pair_legal`] (at most two
/// scalar values, no literal). A literal factor is left to the k-step model's refusal.
fn schedulable_scalar(
    sf: &ScalarFma,
    part: &Instruction,
    scalars: &mut Vec<Operand>,
) -> Option<Fma> {
    if !matches!(sf.scalar, PairSrc::Scalar(_) | PairSrc::Inline)
        || part.operands[2].plain_vgpr() != Some(sf.vector)
    {
        return None;
    }
    let src0 = part.operands[1].clone();
    let s = match scalars.iter().position(|o| *o == src0) {
        Some(s) => s,
        None => {
            scalars.push(src0);
            scalars.len() - 1
        }
    };
    Some(Fma {
        acc: sf.acc,
        a: sf.vector,
        b: sf.vector,
        scalar: Some(u16::try_from(s).ok()?),
    })
}

/// Why no FMA of the block can have a partner, if none can: a single FMA, or every FMA adding
/// into one accumulator (one dependent chain: the halves of a pair must write two registers).
fn no_partner(fmas: usize, accs: &BTreeSet<u16>) -> Option<String> {
    match (fmas, accs.iter().next()) {
        (1, _) => Some(
            "one FMA per iteration: a v_dual_fmac_f32 needs two, and it has no partner (unrolling the loop first would give it one)"
                .into(),
        ),
        (n, Some(acc)) if accs.len() == 1 => Some(format!(
            "all {n} FMAs add into v{acc}: one dependent chain, no two of them can issue together (partial sums in other accumulators would give them partners)"
        )),
        _ => None,
    }
}

/// An FMA `acc += s * v` with one factor a scalar register or a constant, as its text.
struct ScalarFma {
    text: String,
    /// Already a half of a VOPD pair.
    paired: bool,
    acc: u16,
    vector: u16,
    scalar: PairSrc,
}

/// `part` as a [`ScalarFma`], if it is a plain `v_fmac_f32` with one VGPR factor and the other
/// an SGPR or a constant.
fn scalar_fmac(part: &Instruction, paired: bool) -> Option<ScalarFma> {
    if !is_fmac_f32(&part.mnemonic) || !part.modifiers.is_empty() || part.operands.len() != 3 {
        return None;
    }
    let acc = part.operands[0].plain_vgpr()?;
    let kind = |o: &Operand| -> Option<PairSrc> {
        if !o.mods.is_empty() {
            return None;
        }
        if let Some(r) = o.plain_vgpr() {
            return Some(PairSrc::Vgpr(r));
        }
        match &o.kind {
            OperandKind::Reg(r) if r.file != crate::asm::RegFile::V && r.count == 1 => {
                Some(PairSrc::Scalar(o.to_string()))
            }
            OperandKind::Special(_) => Some(PairSrc::Scalar(o.to_string())),
            k @ (OperandKind::Int { .. } | OperandKind::Float(_)) => Some(if is_literal(k) {
                PairSrc::Literal(o.to_string())
            } else {
                PairSrc::Inline
            }),
            _ => None,
        }
    };
    let (p, q) = (kind(&part.operands[1])?, kind(&part.operands[2])?);
    let (vector, scalar) = match (p, q) {
        (PairSrc::Vgpr(v), s) | (s, PairSrc::Vgpr(v)) if !matches!(s, PairSrc::Vgpr(_)) => (v, s),
        _ => return None,
    };
    Some(ScalarFma {
        text: part.to_string(),
        paired,
        acc,
        vector,
        scalar,
    })
}

/// Why a block whose FMAs take a scalar or constant factor is left alone: which of them could
/// pair by VOPD's rules ([`fmac_pair_legal`]: the scalar in SRC0, the VGPR factor in VSRC1),
/// and that the k-step model takes VGPR factors only.
fn scalar_factor_reason(scalar: &[ScalarFma]) -> String {
    let mut legal = 0;
    let mut first_broken: Option<(String, &'static str)> = None;
    for (n, p) in scalar.iter().enumerate() {
        for q in &scalar[n + 1..] {
            if p.acc == q.acc {
                continue;
            }
            let x = (p.acc, &p.scalar, &PairSrc::Vgpr(p.vector));
            let y = (q.acc, &q.scalar, &PairSrc::Vgpr(q.vector));
            match fmac_pair_legal(x, y) {
                Ok(()) => legal += 1,
                Err(rule) => {
                    first_broken.get_or_insert((format!("`{}` and `{}`", p.text, q.text), rule));
                }
            }
        }
    }
    let what = format!(
        "{} FMAs take a scalar or constant factor (`{}`; {} already VOPD halves), which only SRC0 of a VOPD half may hold (bank-free; the VGPR factor goes to VSRC1)",
        scalar.len(),
        scalar[0].text,
        scalar.iter().filter(|f| f.paired).count()
    );
    match (legal, first_broken) {
        (0, Some((pair, rule))) => format!(
            "{what}: no two of them make a legal pair ({pair}: {rule}); the k-step model pairs VGPR factors only (the scheduling path tries a copy of a shared factor)"
        ),
        (0, None) => format!("{what}: no two of them write different accumulators"),
        (n, _) => format!(
            "{what}: {n} pairings of them would be legal VOPD pairs; the k-step model pairs VGPR factors only (the scheduling path pairs them)"
        ),
    }
}

/// `part` as `acc += a * b`, if it is a plain `v_fmac_f32` of single VGPRs.
fn plain_fmac(part: &Instruction, scope: &str) -> Result<Fma, Refusal> {
    if !is_fmac_f32(&part.mnemonic) || !part.modifiers.is_empty() || part.operands.len() != 3 {
        return refuse(scope, format!("`{part}` is not a plain v_fmac_f32"));
    }
    let regs: Vec<Option<u16>> = part.operands.iter().map(Operand::plain_vgpr).collect();
    let (Some(acc), Some(a), Some(b)) = (regs[0], regs[1], regs[2]) else {
        return refuse(
            scope,
            format!("`{part}` has an operand that is not a single VGPR"),
        );
    };
    Ok(Fma {
        acc,
        a,
        b,
        scalar: None,
    })
}

/// A scratch load in the block that writes a factor register, as the refusal's reason: a
/// kernel that spills reloads factors inside a k step into registers other values of the
/// step use too, so a register does not name one value per step.
fn spill_reload(
    cx: &PassContext,
    flow: &KernelFlow,
    parts: &Parts,
    factors: &BTreeSet<u16>,
) -> Option<String> {
    parts.others.iter().find_map(|o| {
        let inst = &flow.code.insts[o.orig];
        let info = cx.isa.info(inst.op);
        if info.addr_space != Some(crate::isa::AddrSpace::Scratch) || !info.may_load {
            return None;
        }
        let r = o.defs.iter().find_map(|u| match u.numbered() {
            Some((RegFile::V, r)) if factors.contains(&r) => Some(r),
            _ => None,
        })?;
        Some(format!(
            "`{}` reloads v{r}, a factor register, from scratch inside the block: the kernel spills",
            instruction(cx.module, inst)
        ))
    })
}

/// Drops the block's data waits from `others` and returns their lines. A wait right before a
/// fence is the fence's synchronization: it stays with it. Other waits only serve the data
/// dependencies, which move with the FMAs: they go, and the wait fix-up that runs after the
/// pass inserts the ones the new order needs.
fn drop_data_waits(flow: &KernelFlow, others: &mut Vec<Other>) -> Vec<usize> {
    for j in (0..others.len().saturating_sub(1)).rev() {
        if others[j].wait && others[j + 1].fence && others[j + 1].orig == others[j].orig + 1 {
            others[j].fence = true;
            others[j].sync = others[j + 1].sync;
        }
    }
    let stale_waits: Vec<usize> = others
        .iter()
        .filter(|o| o.wait && !o.fence)
        .map(|o| flow.code.insts[o.orig].line)
        .collect();
    others.retain(|o| !o.wait || o.fence);
    stale_waits
}

/// Segments: the k-th update of every accumulator (a fully unrolled k loop has one segment
/// per k step). Segments keep their order, so every accumulator sees its updates in the
/// original order.
fn segments(fmas: &[(Fma, usize)]) -> Vec<Vec<(Fma, usize)>> {
    let mut updates: BTreeMap<u16, usize> = BTreeMap::new();
    let mut segments: Vec<Vec<(Fma, usize)>> = Vec::new();
    for &(f, i) in fmas {
        let k = updates.entry(f.acc).or_insert(0);
        if segments.len() <= *k {
            segments.push(Vec::new());
        }
        segments[*k].push((f, i));
        *k += 1;
    }
    segments
}

/// A VOPD pair must not read a DPP result (the hazard LLVM's VOPD pairing avoids): no DPP
/// form in the loop may write a register the FMAs read.
fn no_dpp_source(
    module: &crate::asm::Module,
    isa: &crate::isa::Isa,
    flow: &KernelFlow,
    hot: LoopId,
    accs: &BTreeSet<u16>,
    factors: &BTreeSet<u16>,
    scope: &str,
) -> Result<(), Refusal> {
    let code = &flow.code;
    for &b in &flow.loops.get(hot).blocks {
        for i in flow.cfg.blocks[b.index()].insts.clone() {
            let inst = &code.insts[i];
            let dpp = std::iter::once(inst.op)
                .chain(inst.dual)
                .any(|op| isa.info(op).name.ends_with("_dpp"));
            let hit = inst.defs.iter().find_map(|u| match u.numbered() {
                Some((RegFile::V, r)) if accs.contains(&r) || factors.contains(&r) => Some(r),
                _ => None,
            });
            if let (true, Some(r)) = (dpp, hit) {
                return refuse(
                    scope,
                    format!(
                        "`{}` writes v{r} with DPP, and a VOPD pair must not read a DPP result",
                        instruction(module, inst)
                    ),
                );
            }
        }
    }
    Ok(())
}

/// Each k step as a complete outer product, ordered as a snake. Values are named by the
/// accumulators they multiply into (a row or a column of the tile): the same name in every k
/// step whatever register the compiler loaded it into. The pairing of values (even, odd) is
/// chosen once, on k step 0, and applied to every step by name, so every step pairs the same
/// accumulators and one parity colouring serves all steps.
fn plan_segments(
    segments: &[Vec<(Fma, usize)>],
    scope: &str,
    pairing: Pairing,
) -> Result<(Vec<Segment>, usize), Refusal> {
    let mut named_pairs: Option<(Vec<NamedPair>, Vec<NamedPair>)> = None;
    let mut exchanges = 0;
    let mut steps = Vec::new();
    for (k, seg) in segments.iter().enumerate() {
        let list: Vec<Fma> = seg.iter().map(|(f, _)| *f).collect();
        let (set_a, set_b) = outer_product(&list)
            .map_err(|why| Refusal(scope.to_string(), format!("k step {k}: {why}")))?;
        let (names_a, names_b) = match &named_pairs {
            Some(n) => n.clone(),
            None => {
                let mut n = (
                    parity::pairs(segments, &set_a, "column", scope)?,
                    parity::pairs(segments, &set_b, "row", scope)?,
                );
                if pairing == Pairing::CleanStarts {
                    let (a, b, made) = starts::improve(segments, n.0, n.1);
                    n = (a, b);
                    exchanges = made;
                }
                named_pairs = Some(n.clone());
                n
            }
        };
        let by_name: BTreeMap<Vec<u16>, u16> = set_a
            .iter()
            .chain(&set_b)
            .map(|&r| (value_name(seg, r), r))
            .collect();
        if by_name.len() != 2 * (names_a.len() + names_b.len()) {
            return refuse(
                scope,
                format!("k step {k} multiplies other rows and columns than k step 0"),
            );
        }
        let pairs_a = step_registers(&by_name, &names_a, k, scope)?;
        let pairs_b = step_registers(&by_name, &names_b, k, scope)?;
        let mut product = BTreeMap::new();
        for &(f, i) in seg {
            product.insert((f.a, f.b), (f.acc, i));
            product.insert((f.b, f.a), (f.acc, i));
        }
        if product.len() != 2 * seg.len() {
            return refuse(
                scope,
                format!("k step {k} multiplies one pair of values twice"),
            );
        }
        steps.push((pairs_a, pairs_b, product, (set_a.len(), set_b.len())));
    }
    if pairing == Pairing::CleanStarts {
        let mut sides: Vec<_> = steps.iter().map(|s| (s.0.clone(), s.1.clone())).collect();
        exchanges += starts::repair_steps(&mut sides);
        for (step, (a, b)) in steps.iter_mut().zip(sides) {
            (step.0, step.1) = (a, b);
        }
    }
    let planned = steps
        .into_iter()
        .map(|(pairs_a, pairs_b, product, sides)| Segment {
            schedule: snake(&pairs_a, &pairs_b),
            product,
            sides,
        })
        .collect();
    Ok((planned, exchanges))
}

/// How [`plan_segments`] pairs each side's values.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pairing {
    /// The compiler's order where it keeps parities apart ([`parity::pairs`]).
    Compiler,
    /// That pairing with partners exchanged while more k steps can start without a bank
    /// conflict ([`starts::improve`]), then one side paired anew in each step that still
    /// cannot ([`starts::repair_steps`]).
    CleanStarts,
}

/// The name of value register `r` in step `seg`: the accumulators it multiplies into.
fn value_name(seg: &[(Fma, usize)], r: u16) -> Vec<u16> {
    let mut v: Vec<u16> = seg
        .iter()
        .filter(|(f, _)| f.a == r || f.b == r)
        .map(|(f, _)| f.acc)
        .collect();
    v.sort_unstable();
    v
}

/// The registers of step `k` that hold the named pairs, each as (even, odd).
fn step_registers(
    by_name: &BTreeMap<Vec<u16>, u16>,
    names: &[NamedPair],
    k: usize,
    scope: &str,
) -> Result<Vec<(u16, u16)>, Refusal> {
    names
        .iter()
        .map(|(p, q)| {
            let (Some(&r), Some(&s)) = (by_name.get(p), by_name.get(q)) else {
                return refuse(
                    scope,
                    format!("k step {k} multiplies other rows and columns than k step 0"),
                );
            };
            if r % 2 == s % 2 {
                return refuse(
                    scope,
                    format!(
                        "k step {k}: v{r} and v{s} hold values paired in every step but have the same parity (needs a register renaming the pass does not do)"
                    ),
                );
            }
            Ok((r.min(s), r.max(s)))
        })
        .map(|p| p.map(|(r, s)| if r % 2 == 0 { (r, s) } else { (s, r) }))
        .collect()
}

/// Accumulator parities: the two accumulators of every instruction must differ. Colours the
/// graph of co-scheduled accumulators; per component takes the colouring that moves the
/// fewest registers (preferring registers not `pinned`, used in tuples around the loop).
/// Colour 0: the accumulator goes to an even register.
fn colour_accumulators(
    planned: &[Segment],
    pinned: &BTreeSet<u16>,
    scope: &str,
) -> Result<BTreeMap<u16, u16>, Refusal> {
    let mut adj: BTreeMap<u16, Vec<u16>> = BTreeMap::new();
    for seg in planned {
        for (x, y) in &seg.schedule {
            let (p, q) = (seg.product[x].0, seg.product[y].0);
            adj.entry(p).or_default().push(q);
            adj.entry(q).or_default().push(p);
        }
    }
    let mut colour: BTreeMap<u16, u16> = BTreeMap::new();
    for &start in adj.keys() {
        if colour.contains_key(&start) {
            continue;
        }
        let mut comp = vec![start];
        colour.insert(start, 0);
        let mut k = 0;
        while k < comp.len() {
            let n = comp[k];
            k += 1;
            for &m in &adj[&n] {
                match colour.get(&m) {
                    Some(&c) if c == colour[&n] => {
                        return refuse(
                            scope,
                            "the accumulator pairs cannot all get different parities",
                        );
                    }
                    Some(_) => {}
                    None => {
                        colour.insert(m, 1 - colour[&n]);
                        comp.push(m);
                    }
                }
            }
        }
        // Cost of keeping the colouring versus flipping it: (moved pinned, moved).
        let cost = |flip: u16| {
            let movers: Vec<u16> = comp
                .iter()
                .copied()
                .filter(|r| (colour[r] ^ flip) != r % 2)
                .collect();
            (
                movers.iter().filter(|r| pinned.contains(r)).count(),
                movers.len(),
            )
        };
        if cost(1) < cost(0) {
            for r in &comp {
                let c = colour[r];
                colour.insert(*r, 1 - c);
            }
        }
    }
    Ok(colour)
}

/// The register renaming that gives every accumulator its colour's parity.
struct Renaming {
    /// σ: register -> register, an involution of swaps.
    sigma: BTreeMap<u16, u16>,
    /// The loop the renaming holds in (`None`: nothing renamed).
    region: Option<LoopId>,
    /// Accumulators swapped with registers that are neither accumulators nor factors.
    partners: Vec<(u16, u16)>,
}

/// Movers of the two parities swap registers. When the accumulators are not half even, half
/// odd, each mover left over swaps with a register of the wanted parity that is neither an
/// accumulator nor a factor (`used`) and that the loop uses only as a plain single register
/// (an address, a dead register): its value does not care about its parity.
#[allow(clippy::too_many_arguments)]
fn rename_accumulators(
    cx: &PassContext,
    k: &crate::kernel::Kernel,
    flow: &KernelFlow,
    block: BlockId,
    planned: &[Segment],
    used: &BTreeSet<u16>,
    parts: &Parts,
    scope: &str,
) -> Result<Renaming, Refusal> {
    let pinned = tuple_registers(cx, flow, block);
    let colour = colour_accumulators(planned, &pinned, scope)?;
    let movers = |c: u16| -> Vec<u16> {
        colour
            .iter()
            .filter(|(r, col)| **col == c && **r % 2 != c)
            .map(|(r, _)| *r)
            .collect()
    };
    let (even_movers, odd_movers) = (movers(0), movers(1));
    let mut sigma: BTreeMap<u16, u16> = BTreeMap::new();
    for (&p, &q) in even_movers.iter().zip(&odd_movers) {
        sigma.insert(p, q);
        sigma.insert(q, p);
    }
    let paired = even_movers.len().min(odd_movers.len());
    let excess: Vec<(u16, u16)> = even_movers[paired..]
        .iter()
        .map(|&r| (r, 0))
        .chain(odd_movers[paired..].iter().map(|&r| (r, 1)))
        .collect();
    let mut partners: Vec<(u16, u16)> = Vec::new();
    if sigma.is_empty() && excess.is_empty() {
        return Ok(Renaming {
            sigma,
            region: None,
            partners,
        });
    }
    let no_region = || {
        Refusal(
            scope.to_string(),
            "every loop around the block writes EXEC (a swap on its exit edge would miss the lanes that left early) or uses renamed accumulators as register tuples"
                .into(),
        )
    };
    let mut renamed = sigma.clone();
    renamed.extend(excess.iter().map(|&(r, _)| (r, r)));
    let mut lp = rename_region(cx, flow, block, &renamed).ok_or_else(no_region)?;
    if !excess.is_empty() {
        let candidates = swap_partners(cx, k, flow, lp, &parts.fma_insts, used);
        for &(r, parity) in &excess {
            let Some(&e) = candidates
                .iter()
                .find(|&&e| e % 2 == parity && !sigma.contains_key(&e))
            else {
                return refuse(
                    scope,
                    format!(
                        "accumulators are not half even, half odd registers and no {} VGPR below the kernel's count is free to swap with v{r} in the loop (a higher count could lower occupancy)",
                        if parity == 0 { "even" } else { "odd" }
                    ),
                );
            };
            partners.push((r, e));
            sigma.insert(r, e);
            sigma.insert(e, r);
        }
        lp = rename_region(cx, flow, block, &sigma).ok_or_else(no_region)?;
    }
    Ok(Renaming {
        sigma,
        region: Some(lp),
        partners,
    })
}

/// One new VOPD pair: its k step and each half with the original FMA it is (registers before
/// renaming).
type NewPair = (usize, [(Fma, usize); 2]);

/// The new pairs in order: k steps in order, each step's snake.
fn order_pairs(planned: &[Segment], sigma: &BTreeMap<u16, u16>) -> Vec<NewPair> {
    let rn = |r: u16| sigma.get(&r).copied().unwrap_or(r);
    let mut pairs: Vec<NewPair> = Vec::new();
    for (k, seg) in planned.iter().enumerate() {
        for &(x, y) in &seg.schedule {
            let half = |(a, b): Half| {
                let (acc, i) = seg.product[&(a, b)];
                (
                    Fma {
                        acc,
                        a,
                        b,
                        scalar: None,
                    },
                    i,
                )
            };
            // X takes the even accumulator (legality and the parity hazard are symmetric).
            let (x, y) = if rn(seg.product[&x].0) % 2 == 0 {
                (x, y)
            } else {
                (y, x)
            };
            pairs.push((k, [half(x), half(y)]));
        }
    }
    pairs
}

/// Placement: the other instructions keep their order; each pair goes between two of them
/// such that it stays on the same side as before of every instruction sharing a register
/// with one of its FMAs, and of every fence. Pairs go as late as possible, so loads (of
/// later k steps) issue as early as their registers are free. Returns each pair's position:
/// the index of the other instruction it goes before (`others.len()`: the block's end).
fn place_pairs(
    module: &crate::asm::Module,
    flow: &KernelFlow,
    others: &[Other],
    pairs: &[NewPair],
    crossing: Crossing,
    scope: &str,
) -> Result<Vec<usize>, Refusal> {
    let code = &flow.code;
    let n = others.len();
    let bounds: Vec<(usize, usize)> = pairs
        .iter()
        .map(|(_, halves)| pair_bounds(code, others, halves, crossing))
        .collect();
    let mut pos = vec![0usize; pairs.len()];
    let mut next = n;
    for p in (0..pairs.len()).rev() {
        let (lo, hi) = bounds[p];
        let at = hi.min(next);
        if at < lo {
            let what = |j: usize| {
                others
                    .get(j)
                    .map_or("the block end".to_string(), |o| match &o.split {
                        Some(s) => format!("`{s}`"),
                        None => format!("`{}`", instruction(module, &code.insts[o.orig])),
                    })
            };
            return refuse(
                scope,
                format!(
                    "k step {}: its FMAs cannot be kept after {} and before {} (where the FMAs of later steps must be): the steps cannot run one after the other",
                    pairs[p].0,
                    what(lo.saturating_sub(1)),
                    what(at)
                ),
            );
        }
        pos[p] = at;
        next = at;
    }
    Ok(pos)
}

/// [`place_pairs`] keeping every fence; when that is impossible (an accumulator whose updates
/// of several k steps the compiler left after a barrier), again letting FMAs cross barriers and
/// cache invalidations, and the log says how many pairs now sit on the other side of one.
fn place_with_fewest_crossings(
    module: &crate::asm::Module,
    flow: &KernelFlow,
    parts: &Parts,
    pairs: &[NewPair],
    scope: &str,
    log: &mut PassLogEntry,
) -> Result<Vec<usize>, Refusal> {
    let strict = match place_pairs(module, flow, &parts.others, pairs, Crossing::None, scope) {
        Ok(pos) => return Ok(pos),
        Err(e) => e,
    };
    let pos = place_pairs(module, flow, &parts.others, pairs, Crossing::Up, scope)
        .or_else(|_| place_pairs(module, flow, &parts.others, pairs, Crossing::Sync, scope))
        .map_err(|_| strict)?;
    let crossed = crossed_fmas(parts, pairs, &pos);
    log.changed.push(format!(
        "{scope}: the k steps run one after the other only if FMAs cross a barrier or cache invalidation (they touch no memory, so their values are the same): {crossed} FMAs now sit on the other side of one"
    ));
    Ok(pos)
}

/// How many FMAs sit on another side of a synchronizing fence than before.
fn crossed_fmas(parts: &Parts, pairs: &[NewPair], pos: &[usize]) -> usize {
    let syncs: Vec<(usize, usize)> = parts
        .others
        .iter()
        .enumerate()
        .filter(|(_, o)| o.fence && o.sync)
        .map(|(j, o)| (j, o.orig))
        .collect();
    pairs
        .iter()
        .zip(pos)
        .flat_map(|((_, halves), &at)| halves.iter().map(move |&(_, i)| (i, at)))
        .filter(|&(i, at)| syncs.iter().any(|&(j, orig)| (i < orig) != (at <= j)))
        .count()
}

/// The positions among `others` a pair may take: after every earlier instruction it depends
/// on or that depends on it, before every later one.
fn pair_bounds(
    code: &crate::flow::insts::Code,
    others: &[Other],
    halves: &[(Fma, usize); 2],
    crossing: Crossing,
) -> (usize, usize) {
    let (mut lo, mut hi) = (0usize, others.len());
    for &(f, i) in halves {
        let defs: BTreeSet<RegUnit> = [RegUnit::vgpr(f.acc)].into_iter().collect();
        let mut uses: BTreeSet<RegUnit> = [f.acc, f.a, f.b].map(RegUnit::vgpr).into();
        uses.extend(code.insts[i].uses.iter().filter(|u| !u.is_vgpr()));
        for (j, o) in others.iter().enumerate() {
            if o.orig == i {
                continue; // the other half of its own pair: disjoint registers (checked)
            }
            let earlier = o.orig < i;
            let crossable = o.sync
                && match crossing {
                    Crossing::None => false,
                    Crossing::Up => earlier,
                    Crossing::Sync => true,
                };
            let dep = (o.fence && !crossable)
                || o.defs.iter().any(|u| uses.contains(u) || defs.contains(u))
                || o.uses.iter().any(|u| defs.contains(u));
            if !dep {
                continue;
            }
            if o.orig < i {
                lo = lo.max(j + 1);
            } else {
                hi = hi.min(j);
            }
        }
    }
    (lo, hi)
}

/// The edits that confine a renaming to its loop.
#[derive(Default)]
struct Restores {
    /// Swaps on the edges into the loop and out of it (where the renamed values are live).
    edges: Vec<(usize, Vec<Instruction>)>,
    /// Lines of the loop (not the FMAs, which the schedule replaces) to rename in place.
    renames: Vec<usize>,
    /// Edges that need a block of their own for their swaps.
    splits: Vec<Split>,
}

/// A critical edge `from -> to` taken by `from`'s conditional branch: the branch goes to a new
/// block after the kernel's last instruction (which does not fall through) holding the swaps
/// and a branch to `to`. It runs under the EXEC the branch sees.
struct Split {
    branch: crate::asm::LineId,
    target: String,
    swaps: Vec<Instruction>,
}

/// The renaming region: the outermost loop around the block whose instructions use the
/// renamed registers only as single registers. On its edges in, a `v_swap_b32` per swapped
/// pair moves the values in; on the edges out where they are live, the same swaps move them
/// back. A register of a pair that holds nothing on an edge (no definition reaches it there,
/// no ABI input) gives a `v_mov_b32` of the other instead: a swap would read it, and the
/// pipeline's verifier rejects a read of a register with no definition on any path.
fn restore_edges(
    cx: &PassContext,
    flow: &KernelFlow,
    region: LoopId,
    renaming: &Renaming,
    parts: &Parts,
    scope: &str,
    log: &mut PassLogEntry,
) -> Result<Restores, Refusal> {
    let sigma = &renaming.sigma;
    let lp = flow.loops.get(region);
    let mut out = Restores::default();
    for &b in &lp.blocks {
        for i in flow.cfg.blocks[b.index()].insts.clone() {
            if !parts.fma_insts.contains(&i) {
                out.renames.push(flow.code.insts[i].line);
            }
        }
    }
    let swaps = sigma
        .iter()
        .filter(|(p, q)| p < q && sigma.get(q) == Some(p))
        .count();
    // Per edge, the copies of the renamed registers that hold a value there (a register no
    // definition reaches has nothing to carry: its swap becomes a move, `remap::held_copies`).
    let held = super::remap::held_at_exit(flow);
    let copies = |from: BlockId, into: bool| -> Result<Vec<Instruction>, Refusal> {
        let steps =
            super::remap::sequentialise(&super::remap::held_copies(sigma, into, |r| held(from, r)))
                .map_err(|e| Refusal(scope.to_string(), e.to_string()))?;
        Ok(super::remap::instructions(&steps))
    };
    let live = |b: BlockId| {
        sigma
            .keys()
            .any(|&r| flow.live_on_some_lane(cx.module, cx.isa, b, RegUnit::vgpr(r)))
    };
    let mut edges: Vec<(BlockId, BlockId, bool)> = flow
        .cfg
        .predecessors(lp.header)
        .filter(|p| !lp.contains(*p))
        .map(|p| (p, lp.header, true))
        .collect();
    for &x in lp.exits.iter().filter(|&&x| live(x)) {
        edges.extend(
            flow.cfg
                .predecessors(x)
                .filter(|p| lp.contains(*p))
                .map(|p| (p, x, false)),
        );
    }
    let mut restores = 0;
    for (from, to, into) in edges {
        let insts = copies(from, into)?;
        if insts.is_empty() {
            continue;
        }
        restores += insts.len();
        match super::remap::edge_point(cx, flow, from, to) {
            Ok(at) => out.edges.push((at, insts)),
            Err(why) => {
                let split = split_edge(cx, flow, from, to, &insts)
                    .ok_or_else(|| Refusal(scope.to_string(), why))?;
                out.splits.push(split);
            }
        }
    }
    let partners = if renaming.partners.is_empty() {
        String::new()
    } else {
        format!(
            ", {} with registers the loop uses as plain single registers ({})",
            renaming.partners.len(),
            renaming
                .partners
                .iter()
                .map(|(r, e)| format!("v{r} <-> v{e}"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    log.changed.push(format!(
        "{}: {} registers renamed in the loop {} by {} swaps{}; restored by {} v_swap_b32 on each edge in and out ({} in all, a v_mov_b32 for a swap with a register that holds nothing on its edge; no VGPR added)",
        scope,
        sigma.len(),
        flow.cfg.blocks[lp.header.index()].label.clone().unwrap_or_default(),
        swaps,
        partners,
        swaps,
        restores
    ));
    Ok(out)
}

/// The split of the edge `from -> to` ([`Split`]), when `from` ends with a conditional branch
/// to `to` and the kernel's last instruction does not fall through.
fn split_edge(
    cx: &PassContext,
    flow: &KernelFlow,
    from: BlockId,
    to: BlockId,
    swaps: &[Instruction],
) -> Option<Split> {
    let last = flow.cfg.blocks[from.index()].insts.clone().last()?;
    let inst = &flow.code.insts[last];
    let info = cx.isa.info(inst.op);
    let target = flow.cfg.blocks[to.index()].label.clone()?;
    let end = flow.code.insts.last()?;
    let end_info = cx.isa.info(end.op);
    let ends = end_info.ends_block && !end_info.is_conditional;
    (info.is_branch && info.is_conditional && inst.target.as_deref() == Some(&target) && ends).then(
        || Split {
            branch: cx.module.lines[inst.line].id,
            target,
            swaps: swaps.to_vec(),
        },
    )
}

/// Places the blocks of split edges after the kernel's last instruction and points their
/// branches at them.
fn apply_splits(
    cx: &mut PassContext,
    name: &str,
    labels: &std::collections::HashMap<String, usize>,
    splits: Vec<Split>,
) -> Result<(), Refusal> {
    let fail = |e: String| Refusal(name.to_string(), e);
    for (n, split) in splits.into_iter().enumerate() {
        let k = find_kernel(cx, name).map_err(|e| fail(e.to_string()))?;
        let lines = k.code.clone();
        let find = |cx: &PassContext, pred: &dyn Fn(&crate::asm::Line) -> bool| {
            lines.clone().filter(|&l| pred(&cx.module.lines[l])).last()
        };
        let branch = find(cx, &|l| l.id == split.branch)
            .ok_or_else(|| fail("a split edge's branch disappeared".into()))?;
        let end = find(cx, &|l| l.instruction().is_some())
            .ok_or_else(|| fail("the kernel has no instruction".into()))?;
        let mut label = format!("{}_vopd_exit{n}", split.target);
        while labels.contains_key(&label) {
            label.push('_');
        }
        let b = crate::isa::build::Builder::new(cx.isa);
        let jump = b
            .build("s_branch", [crate::isa::build::label(&split.target)])
            .map_err(|e| fail(e.to_string()))?;
        if let Some(inst) = cx.module.instruction_mut(branch) {
            if let Some(o) = inst.operands.first_mut() {
                *o = crate::isa::build::label(&label);
            }
        }
        let block = std::iter::once(crate::asm::Line::new(crate::asm::LineKind::Label(
            label.as_str().into(),
        )))
        .chain(
            split
                .swaps
                .into_iter()
                .chain([jump])
                .map(|i| crate::asm::Line::new(crate::asm::LineKind::Instruction(Box::new(i)))),
        );
        cx.module.splice_lines(end + 1..end + 1, block);
    }
    Ok(())
}

/// The block's new order: before each kept instruction the pairs placed there; split halves
/// and pairs go in with the next kept line (or after the block's last line). Returns the
/// insertions and how many kept instructions now sit between different k steps than before.
fn schedule(
    flow: &KernelFlow,
    parts: &Parts,
    pairs: &[NewPair],
    pos: &[usize],
    sigma: &BTreeMap<u16, u16>,
) -> (Vec<(usize, Vec<Instruction>)>, usize) {
    let code = &flow.code;
    let rn = |r: u16| sigma.get(&r).copied().unwrap_or(r);
    let new_pair = |halves: &[(Fma, usize); 2]| {
        let half = |(f, _): (Fma, usize)| {
            Instruction::new(
                DUAL_FMAC,
                [
                    Operand::vgpr(rn(f.acc)),
                    Operand::vgpr(f.a),
                    Operand::vgpr(f.b),
                ],
            )
        };
        let mut inst = half(halves[0]);
        inst.dual = Some(Box::new(half(halves[1])));
        inst
    };
    let mut insertions: Vec<(usize, Vec<Instruction>)> = Vec::new();
    let mut pending: Vec<Instruction> = Vec::new();
    let mut p = 0;
    let mut moved = 0usize;
    for (j, o) in parts.others.iter().enumerate() {
        while p < pairs.len() && pos[p] == j {
            pending.push(new_pair(&pairs[p].1));
            p += 1;
        }
        match &o.split {
            Some(s) => {
                let mut s = s.clone();
                rename_inst(&mut s, sigma);
                pending.push(s);
            }
            None => {
                if !pending.is_empty() {
                    insertions.push((code.insts[o.orig].line, std::mem::take(&mut pending)));
                }
            }
        }
        // Counted: kept instructions that now sit between different k steps than before.
        if o.split.is_none() && !o.fence {
            let before = parts.fmas.iter().filter(|(_, i)| *i < o.orig).count();
            let after: usize = pos.iter().filter(|&&q| q <= j).count() * 2;
            if before != after {
                moved += 1;
            }
        }
    }
    pending.extend(pairs[p..].iter().map(|(_, h)| new_pair(h)));
    if !pending.is_empty() {
        let last = parts.insts.last().map_or(0, |&i| code.insts[i].line);
        insertions.push((last + 1, pending));
    }
    (insertions, moved)
}

/// Two values paired (even, odd) in every k step, each named by the accumulators it feeds.
type NamedPair = (Vec<u16>, Vec<u16>);

/// One k step's plan: the snake of (A, B) register pairs and, per register product, the
/// accumulator and the original instruction.
struct Segment {
    schedule: Vec<(Half, Half)>,
    product: BTreeMap<(u16, u16), (u16, usize)>,
    sides: (usize, usize),
}

/// An instruction of the FMA block that is not an FMA.
struct Other {
    /// Its index in the decoded code (a split VOPD half: its pair's).
    orig: usize,
    /// The single-issue form of a split VOPD half (`None`: the line stays as it is).
    split: Option<Instruction>,
    defs: BTreeSet<RegUnit>,
    uses: BTreeSet<RegUnit>,
    /// FMAs stay on their side of it (see [`Crossing`]).
    fence: bool,
    /// A fence that only orders the wave against other waves and memory (a barrier, a cache
    /// invalidation, the wait that synchronizes one): FMAs, which read and write VGPRs only,
    /// compute the same values on either side of it.
    sync: bool,
    wait: bool,
}

/// Barriers, branches, messages and cache invalidations order the wave against the outside:
/// FMAs stay on their side of them (moving would be legal for registers, but shifts where the
/// wave waits).
fn fence_unit(unit: Unit) -> bool {
    matches!(
        unit,
        Unit::Branch | Unit::Barrier | Unit::Message | Unit::Export | Unit::Other
    )
}

/// The fences FMAs may cross when the steps cannot run one after the other otherwise: a
/// barrier or a cache invalidation (the isa tables' `other` unit: `buffer_gl0_inv`,
/// `buffer_gl1_inv`) synchronizes memory, which an FMA does not touch; where the wave waits
/// shifts, the values do not.
fn sync_unit(unit: Unit) -> bool {
    matches!(unit, Unit::Barrier | Unit::Other)
}

/// Which fences a placement keeps pairs on their side of.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Crossing {
    /// Every fence.
    None,
    /// Every fence, but an FMA may move up across a barrier, cache invalidation or their wait
    /// before it (FMAs the compiler left after the barrier join their k step before it).
    Up,
    /// All but barriers, cache invalidations and their waits ([`sync_unit`]).
    Sync,
}

/// Registers defined and used by one VOPD component.
fn component_units(info: &OpInfo, part: &Instruction) -> (BTreeSet<RegUnit>, BTreeSet<RegUnit>) {
    let mut defs = BTreeSet::new();
    let mut uses = BTreeSet::new();
    for (i, op) in part.operands.iter().enumerate() {
        let role = info.operands.get(i).map_or(Role::Use, |o| o.role);
        for u in operand_units(op) {
            if matches!(role, Role::Def | Role::DefUse) {
                defs.insert(u);
            }
            if matches!(role, Role::Use | Role::DefUse) {
                uses.insert(u);
            }
        }
    }
    defs.extend(info.implicit_defs.iter().flat_map(|&r| special_units(r)));
    uses.extend(info.implicit_uses.iter().flat_map(|&r| special_units(r)));
    (defs, uses)
}

/// The single-issue (VOP1/VOP2) form of a VOPD component, from the ISA table: the 4-byte
/// opcode whose VOPD component it is, with the same operands.
fn single_issue_form(isa: &crate::isa::Isa, part: &Instruction) -> Option<Instruction> {
    isa.iter()
        .filter(|(_, info)| {
            info.size == 4
                && info.operands.len() == part.operands.len()
                && info
                    .vopd
                    .as_ref()
                    .is_some_and(|v| v.dual == part.mnemonic.as_str())
        })
        .map(|(_, info)| {
            let mut single = Instruction::new(&info.name, part.operands.iter().cloned());
            single.modifiers = part.modifiers.clone();
            single
        })
        .find(|single| isa.lookup(single).is_some())
}

/// Registers below the kernel's VGPR count, outside `taken`, that loop `lp` uses only as
/// plain single registers outside VOPD pairs (the block's FMA instructions are rewritten and do
/// not count): the registers dead in the loop first, then the least used.
fn swap_partners(
    cx: &PassContext,
    k: &crate::kernel::Kernel,
    flow: &crate::flow::KernelFlow,
    lp: LoopId,
    rewritten: &[usize],
    taken: &BTreeSet<u16>,
) -> Vec<u16> {
    let res = crate::flow::resources::compute(cx.target, k, &flow.code);
    let limit = res.total_vgprs.min(256) as u16;
    let mut refs: BTreeMap<u16, usize> = BTreeMap::new();
    let mut unusable: BTreeSet<u16> = taken.clone();
    let lp = flow.loops.get(lp);
    for &b in &lp.blocks {
        for u in flow.liveness.live_in[b.index()].iter() {
            if let Some((RegFile::V, r)) = u.numbered() {
                refs.entry(r).or_insert(0);
            }
        }
        for i in flow.cfg.blocks[b.index()].insts.clone() {
            if rewritten.contains(&i) {
                continue;
            }
            let t = instruction(cx.module, &flow.code.insts[i]);
            for part in std::iter::once(t).chain(t.dual.as_deref()) {
                for o in &part.operands {
                    let Some(r) = o.as_reg().filter(|r| r.file == RegFile::V) else {
                        continue;
                    };
                    if r.count > 1 || r.half.is_some() || t.dual.is_some() {
                        unusable.extend(r.units());
                    } else {
                        *refs.entry(r.first).or_insert(0) += 1;
                    }
                }
            }
        }
    }
    let mut out: Vec<u16> = (0..limit).filter(|r| !unusable.contains(r)).collect();
    out.sort_by_key(|r| (refs.contains_key(r), refs.get(r).copied().unwrap_or(0), *r));
    out
}

/// Insertions at the same line, in the order given (`apply_edits` would reverse them).
fn merge_insertions(list: Vec<(usize, Vec<Instruction>)>) -> Vec<(usize, Vec<Instruction>)> {
    let mut merged: BTreeMap<usize, Vec<Instruction>> = BTreeMap::new();
    for (line, insts) in list {
        merged.entry(line).or_default().extend(insts);
    }
    merged.into_iter().collect()
}

/// Splits the FMAs' factors into the two sides of an outer product: every `a` of A times every
/// `b` of B exactly once, operands ordered (A first). Errors name what is missing.
fn outer_product(fmas: &[Fma]) -> Result<(Vec<u16>, Vec<u16>), String> {
    // Two-colour the factor graph: each FMA joins its two factors.
    let mut side: BTreeMap<u16, bool> = BTreeMap::new();
    let mut adj: BTreeMap<u16, Vec<u16>> = BTreeMap::new();
    for f in fmas {
        if f.a == f.b {
            return Err(format!("v{} squared: not an outer product", f.a));
        }
        adj.entry(f.a).or_default().push(f.b);
        adj.entry(f.b).or_default().push(f.a);
    }
    let nodes: Vec<u16> = adj.keys().copied().collect();
    for &start in &nodes {
        if side.contains_key(&start) {
            continue;
        }
        side.insert(start, false);
        let mut stack = vec![start];
        while let Some(n) = stack.pop() {
            let s = side[&n];
            for &m in &adj[&n] {
                match side.get(&m) {
                    Some(&t) if t == s => {
                        return Err("the factors do not split into two sides".into())
                    }
                    Some(_) => {}
                    None => {
                        side.insert(m, !s);
                        stack.push(m);
                    }
                }
            }
        }
    }
    // A is the side the FMAs read first (SRC0): the pairs keep each FMA's operand order, so
    // that of two NaN factors the same one's payload reaches the accumulator.
    let first_side = fmas.first().is_some_and(|f| side[&f.a]);
    let set_a: Vec<u16> = nodes
        .iter()
        .copied()
        .filter(|n| side[n] == first_side)
        .collect();
    let set_b: Vec<u16> = nodes
        .iter()
        .copied()
        .filter(|n| side[n] != first_side)
        .collect();
    if set_a.len() * set_b.len() != fmas.len() {
        return Err(format!(
            "{} FMAs over {} x {} values: not a complete outer product",
            fmas.len(),
            set_a.len(),
            set_b.len()
        ));
    }
    let accs: BTreeSet<u16> = fmas.iter().map(|f| f.acc).collect();
    if accs.len() != fmas.len() {
        return Err("an accumulator is updated twice in the block".into());
    }
    if accs.iter().any(|a| side.contains_key(a)) {
        return Err("an accumulator is also a factor".into());
    }
    Ok((set_a, set_b))
}

type Half = (u16, u16);

/// The snake schedule: for each A pair, a run over the B pairs straight then swapped, each run
/// starting where the previous ended; the first A and B pairs cover four banks if possible
/// ([`starts::start`]: the pairs are taken in rotated order from there).
fn snake(pairs_a: &[(u16, u16)], pairs_b: &[(u16, u16)]) -> Vec<(Half, Half)> {
    let (first_a, first_b) = starts::start(pairs_a, pairs_b);
    let rotated = |pairs: &[(u16, u16)], first: usize| -> Vec<(u16, u16)> {
        (0..pairs.len())
            .map(|k| pairs[(first + k) % pairs.len()])
            .collect()
    };
    let order = rotated(pairs_b, first_b);
    let mut out = Vec::new();
    let mut forward = true;
    for (a0, a1) in rotated(pairs_a, first_a) {
        for swapped in [false, true] {
            let run: Vec<(u16, u16)> = if forward {
                order.clone()
            } else {
                order.iter().rev().copied().collect()
            };
            for (b0, b1) in run {
                out.push(if swapped {
                    ((a0, b1), (a1, b0))
                } else {
                    ((a0, b0), (a1, b1))
                });
            }
            forward = !forward;
        }
    }
    out
}

/// VGPRs used inside register tuples anywhere in the loops around `block`.
fn tuple_registers(
    cx: &PassContext,
    flow: &crate::flow::KernelFlow,
    block: BlockId,
) -> BTreeSet<u16> {
    let mut out = BTreeSet::new();
    for lp in flow.loops.loops.iter().filter(|l| l.contains(block)) {
        for b in &lp.blocks {
            for i in flow.cfg.blocks[b.index()].insts.clone() {
                let t = instruction(cx.module, &flow.code.insts[i]);
                for o in std::iter::once(t)
                    .chain(t.dual.as_deref())
                    .flat_map(|p| p.operands.iter())
                {
                    if let Some(r) = o.as_reg().filter(|r| r.file == RegFile::V && r.count > 1) {
                        out.extend(r.units());
                    }
                }
            }
        }
    }
    out
}

/// The outermost loop containing `block` in which every occurrence of a renamed register is a
/// single-register operand.
fn rename_region(
    cx: &PassContext,
    flow: &crate::flow::KernelFlow,
    block: BlockId,
    sigma: &BTreeMap<u16, u16>,
) -> Option<LoopId> {
    let mut candidates: Vec<LoopId> = (0..flow.loops.loops.len() as u32)
        .map(LoopId)
        .filter(|&l| flow.loops.get(l).contains(block))
        .collect();
    candidates.sort_by_key(|&l| flow.loops.get(l).depth);
    candidates.into_iter().find(|&l| {
        (!super::remap::writes_exec(flow, l) || super::remap::steady_exec(cx, flow, l, sigma))
            && flow.loops.get(l).blocks.iter().all(|b| {
                flow.cfg.blocks[b.index()].insts.clone().all(|i| {
                    let t = instruction(cx.module, &flow.code.insts[i]);
                    std::iter::once(t)
                        .chain(t.dual.as_deref())
                        .flat_map(|p| p.operands.iter())
                        .all(|o| match o.as_reg() {
                            Some(r) if r.file == RegFile::V && r.count > 1 => {
                                r.units().all(|u| !sigma.contains_key(&u))
                            }
                            _ => true,
                        })
                })
            })
    })
}

/// Renames single VGPR operands by `sigma` (both halves of a VOPD pair).
pub(super) fn rename_inst(inst: &mut Instruction, sigma: &BTreeMap<u16, u16>) {
    crate::passes::remap::rename_single_vgprs(inst, sigma);
}
