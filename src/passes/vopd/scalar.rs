//! FMAs with a scalar factor (`v_fmac_f32 vAcc, sK, vX`, issue 22): the scalar goes to SRC0 of
//! a VOPD half, where it has no bank, and the VGPR factor to VSRC1. Two such FMAs pair when
//! their accumulators differ in parity and their VGPR factors differ in parity (banks, and the
//! LLVM #220348 hazard); the scheduling path ([`super::schedule`]) pairs them as they are.
//!
//! When many of them read one VGPR value (a dot product against eight uniform weights reads
//! one loaded element eight times), no two of them can pair: their VSRC1 is one register. A
//! copy of the value into a free VGPR of the other parity, made right before the first FMA
//! that reads the copy, gives half of them another VSRC1. The copy is an identity of the
//! program when:
//! - the FMAs reading it see the value the copy read: they read the same reaching definitions
//!   of the register, and no instruction between the copy and the last of them writes the
//!   register (the copy sits after every definition those FMAs see, in the same block);
//! - they run under the EXEC the copy ran under: nothing between the copy and the last of them
//!   writes EXEC (the copy writes the lanes the FMAs read, no more, no fewer);
//! - the copy's register holds nothing else: no instruction of the kernel names it
//!   ([`super::webs::unused_vgprs`], below the count that keeps occupancy).
//!
//! The copy costs one VALU instruction per iteration; the scheduling path then keeps the
//! rewrite only when it pairs more FMAs and the timing model prices the loop cheaper than the
//! compiler's (the price taken before the copy went in), else the copy goes too.

use super::webs::{unused_vgprs, vgpr_limit};
use super::{hot_block, HotBlock, Parts};
use crate::asm::RegFile;
use crate::flow::insts::instruction;
use crate::flow::regs::{RegUnit, EXEC_HI, EXEC_LO};
use crate::flow::KernelFlow;
use crate::isa::build::{v, Builder};
use crate::isa::semantics::is_fmac_f32;
use crate::passes::{refuse, PassContext, PassLogEntry, Refusal};
use std::collections::BTreeMap;

/// A planned copy: the VGPR factor `reg`, the FMAs (indices into `Parts::fmas`) that read the
/// copy instead, and the scalar-FMA pairs possible before and after.
struct CopyPlan {
    reg: u16,
    readers: Vec<usize>,
    pairs: (usize, usize),
}

/// Pairs the scalar-factor FMAs of `parts` can form at most, by class (accumulator parity,
/// VGPR factor parity): a pair takes two complementary classes.
fn max_pairs(classes: &[(u16, u16)]) -> usize {
    let mut n = [[0usize; 2]; 2];
    for &(acc, b) in classes {
        n[usize::from(acc % 2)][usize::from(b % 2)] += 1;
    }
    n[0][0].min(n[1][1]) + n[0][1].min(n[1][0])
}

/// The copy that lets the most scalar-factor FMAs pair: of every VGPR value read by two or
/// more of them, the readers with even (or odd) accumulators read a copy of the other parity.
/// `None` when the block holds FMAs of VGPR factors only in places, or no copy adds a pair.
fn plan_copy(flow: &KernelFlow, parts: &Parts) -> Option<CopyPlan> {
    if parts.fmas.iter().any(|(f, _)| f.scalar.is_none()) {
        return None;
    }
    let classes: Vec<(u16, u16)> = parts.fmas.iter().map(|(f, _)| (f.acc, f.b)).collect();
    let before = max_pairs(&classes);
    let mut values: BTreeMap<(u16, Vec<u32>), Vec<usize>> = BTreeMap::new();
    for (n, (f, i)) in parts.fmas.iter().enumerate() {
        let defs = flow.def_use.reaching(*i, RegUnit::vgpr(f.b)).to_vec();
        values.entry((f.b, defs)).or_default().push(n);
    }
    let mut best: Option<CopyPlan> = None;
    for ((reg, _), readers) in values.iter().filter(|(_, r)| r.len() > 1) {
        for side in [0, 1] {
            let moved: Vec<usize> = readers
                .iter()
                .copied()
                .filter(|&n| parts.fmas[n].0.acc % 2 == side)
                .collect();
            let mut after = classes.clone();
            for &n in &moved {
                after[n].1 = reg + 1;
            }
            let pairs = max_pairs(&after);
            let better = best.as_ref().is_none_or(|b| {
                (pairs, std::cmp::Reverse(moved.len()))
                    > (b.pairs.1, std::cmp::Reverse(b.readers.len()))
            });
            if pairs > before && !moved.is_empty() && better {
                best = Some(CopyPlan {
                    reg: *reg,
                    readers: moved,
                    pairs: (before, pairs),
                });
            }
        }
    }
    best
}

/// Copies a VGPR factor that scalar-factor FMAs share (the module doc), then pairs the block
/// by scheduling; undoes the copy when the scheduling path does not keep its rewrite.
/// `refused` is why the k-step model left the block. `Ok(false)`: the block has no
/// scalar-factor FMA (or is refused before its FMAs are seen), nothing to try.
pub(super) fn copy_and_reschedule(
    cx: &mut PassContext,
    name: &str,
    log: &mut PassLogEntry,
    refused: &str,
) -> Result<bool, Refusal> {
    let Ok(HotBlock {
        k,
        flow,
        scope,
        parts,
        ..
    }) = hot_block(cx, name)
    else {
        return Ok(false);
    };
    if parts.scalar_reason.is_none() {
        return Ok(false);
    }
    let Some(plan) = plan_copy(&flow, &parts) else {
        return refuse(
            &scope,
            "no copy of a shared VGPR factor lets more scalar-factor FMAs pair",
        );
    };
    let reader_insts: Vec<usize> = plan.readers.iter().map(|&n| parts.fmas[n].1).collect();
    let (Some(&first), Some(&last)) = (reader_insts.iter().min(), reader_insts.iter().max()) else {
        return refuse(&scope, "no reader to copy for");
    };
    let code = &flow.code;
    if let Some(w) = (first..=last).find(|&i| {
        code.insts[i]
            .defs
            .iter()
            .any(|u| *u == EXEC_LO || *u == EXEC_HI || (i > first && *u == RegUnit::vgpr(plan.reg)))
    }) {
        return refuse(
            &scope,
            format!(
                "a copy of v{} would not reach its readers unchanged: `{}` writes EXEC or v{}",
                plan.reg,
                instruction(cx.module, &code.insts[w]),
                plan.reg
            ),
        );
    }
    let limit = vgpr_limit(cx, &k, &flow);
    let Some(to) = unused_vgprs(&flow, limit)
        .into_iter()
        .find(|f| f % 2 != plan.reg % 2)
    else {
        return refuse(
            &scope,
            format!(
                "no unused VGPR of the other parity than v{} below v{limit} to copy it into",
                plan.reg
            ),
        );
    };
    let copy = Builder::new(cx.isa)
        .build("v_mov_b32_e32", [v(to), v(plan.reg)])
        .map_err(|e| Refusal(scope.clone(), e.to_string()))?;
    let baseline = super::price::hot_loop_price(cx, name).map_err(|why| {
        Refusal(
            scope.clone(),
            format!("the timing model cannot price the hot loop ({why})"),
        )
    })?;
    let saved = crate::passes::Snapshot::take(cx.module, &k);
    for &n in &plan.readers {
        let (f, i) = parts.fmas[n];
        let line = code.insts[i].line;
        if let Some(inst) = cx.module.instruction_mut(line) {
            retarget_vsrc1(inst, f.acc, plan.reg, to);
        }
    }
    cx.module
        .apply_edits(Vec::new(), vec![(code.insts[first].line, vec![copy])]);
    let note = format!(
        "{refused}; v{} copied to v{to} before `{}` for {} of the FMAs reading it (VSRC1 at the other parity: {} -> {} scalar-factor pairs possible; 1 VALU instruction more per iteration)",
        plan.reg,
        instruction(cx.module, &code.insts[first]),
        plan.readers.len(),
        plan.pairs.0,
        plan.pairs.1
    );
    super::schedule::reschedule(cx, name, log, &note, Some(baseline))
        .inspect_err(|_| saved.restore(cx.module))
        .map(|()| true)
}

/// Points VSRC1 of the `v_fmac_f32` component of `inst` that adds into `acc` and reads `from`
/// at `to` (the other component, if any, keeps its operands).
fn retarget_vsrc1(inst: &mut crate::asm::Instruction, acc: u16, from: u16, to: u16) {
    let is_it = |p: &crate::asm::Instruction| {
        is_fmac_f32(&p.mnemonic)
            && p.operands.first().and_then(|o| o.plain_vgpr()) == Some(acc)
            && p.operands.get(2).and_then(|o| o.plain_vgpr()) == Some(from)
    };
    let part = if is_it(inst) {
        Some(inst)
    } else {
        inst.dual.as_deref_mut().filter(|y| is_it(y))
    };
    if let Some(r) = part
        .and_then(|p| p.operands.get_mut(2))
        .and_then(|o| o.reg_ranges_mut().first_mut())
        .filter(|r| r.file == RegFile::V)
    {
        r.first = to;
    }
}
