//! Moving one value to another VGPR: the def-use web of the value (every instruction that
//! writes or reads it) is renamed to a register the kernel does not use otherwise. The web and
//! the conditions under which moving it is an identity are [`crate::flow::webs`]'s.
//!
//! `vopd` moves webs to give the FMA factors of its block the parities its pairs need
//! ([`balance_factor_parities`]) and to remove the bank conflicts left after pairing
//! ([`resolve_conflicts`]).

use super::{rename_inst, PassContext, PassError, PassLogEntry};
use crate::asm::{Operand, RegFile};
use crate::flow::insts::instruction;
use crate::flow::regs::RegUnit;
use crate::flow::stats::kernel_stats;
use crate::flow::webs::TupleAccept;
use crate::flow::KernelFlow;
use crate::passes::find_kernel;
use std::collections::{BTreeMap, BTreeSet};

/// Bank conflicts of the hot loop's VALU instructions, as `flow::banks` counts them.
pub(super) fn hot_loop_conflicts(
    cx: &PassContext,
    name: &str,
) -> Result<Option<(u32, Vec<crate::flow::banks::BankRow>, KernelFlow)>, PassError> {
    let k = find_kernel(cx, name)?;
    let flow = cx.flow(&k)?;
    let stats = kernel_stats(cx.module, &k, cx.isa, &flow);
    let Some(hot) = stats.hot_loop_id else {
        return Ok(None);
    };
    let insts: Vec<usize> = flow
        .loops
        .get(hot)
        .blocks
        .iter()
        .flat_map(|b| flow.cfg.blocks[b.index()].insts.clone())
        .collect();
    let rows = crate::flow::banks::bank_rows(cx.module, &flow.code, cx.isa, &insts);
    let total = rows.iter().map(|r| r.conflicts).sum();
    Ok(Some((total, rows, flow)))
}

/// The def-use web of VGPR `r` around instruction `start` (which reads or writes it): every
/// instruction that defines or reads the value, closed under "reaches" in both directions, if
/// the web may move (the module doc's conditions); else why not.
pub(super) fn web(
    cx: &PassContext,
    flow: &KernelFlow,
    start: usize,
    r: u16,
) -> Result<BTreeSet<usize>, String> {
    web_in(cx, flow, start, r, None, &mut BTreeSet::new())
}

/// [`web`], where loads writing exactly the tuple `tuple` (first register, count) may hold `r`
/// as part of their destination; they are collected in `loads`.
fn web_in(
    cx: &PassContext,
    flow: &KernelFlow,
    start: usize,
    r: u16,
    tuple: Option<(u16, u16)>,
    loads: &mut BTreeSet<usize>,
) -> Result<BTreeSet<usize>, String> {
    // A load whose address is its own destination reads the address, another value than the
    // one it writes: the address keeps its register ([`own_address_apart`] checks that no
    // value of the tuple feeds it).
    let mut accept = |i: usize| match tuple.map(|range| tuple_load(cx, flow, i, range)) {
        Some(Ok(reads_dst)) => {
            loads.insert(i);
            if reads_dst {
                TupleAccept::AddressApart
            } else {
                TupleAccept::Yes
            }
        }
        _ => TupleAccept::No,
    };
    crate::flow::webs::web(cx.module, cx.isa, flow, start, r, false, &mut accept)
}

/// VGPRs no instruction of the kernel names.
pub(super) fn unused_vgprs(flow: &KernelFlow, limit: u16) -> BTreeSet<u16> {
    crate::flow::webs::unused_vgprs(flow, limit)
}

/// One past the highest VGPR the kernel may use without losing occupancy.
pub(super) fn vgpr_limit(cx: &PassContext, k: &crate::kernel::Kernel, flow: &KernelFlow) -> u16 {
    let res = crate::flow::resources::compute(cx.target, k, &flow.code);
    crate::flow::resources::free_vgpr_limit(cx.target, k, &res)
}

/// Renames `r` to `f` in the instructions `web`, unless a VOPD pair among `checked` becomes
/// illegal or hazardous (its halves have bank rules of their own); says which when it does.
pub(super) fn move_web(
    cx: &mut PassContext,
    flow: &KernelFlow,
    web: &BTreeSet<usize>,
    checked: &BTreeSet<usize>,
    r: u16,
    f: u16,
) -> Result<(), String> {
    let sigma: BTreeMap<u16, u16> = [(r, f)].into_iter().collect();
    rename_web(cx, flow, web, checked, &sigma)
}

/// Renames the single VGPR operands of the instructions `web` by `sigma`, unless a VOPD pair
/// among `checked` becomes illegal or hazardous (its halves have bank rules of their own); says
/// which when it does, and changes nothing then.
pub(super) fn rename_web(
    cx: &mut PassContext,
    flow: &KernelFlow,
    web: &BTreeSet<usize>,
    checked: &BTreeSet<usize>,
    sigma: &BTreeMap<u16, u16>,
) -> Result<(), String> {
    let lines: Vec<usize> = web.iter().map(|&i| flow.code.insts[i].line).collect();
    let mark = cx.module.edit_mark();
    let saved: Vec<crate::asm::Line> = lines.iter().map(|&l| cx.module.lines[l].clone()).collect();
    for &l in &lines {
        if let Some(inst) = cx.module.instruction_mut(l) {
            rename_inst(inst, sigma);
        }
    }
    let duals: Vec<usize> = checked
        .iter()
        .copied()
        .filter(|&i| flow.code.insts[i].dual.is_some())
        .collect();
    // Renaming keeps the decoded instructions valid: only register numbers change.
    for &i in &duals {
        let rows = crate::flow::banks::bank_rows(cx.module, &flow.code, cx.isa, &[i]);
        if let Some(bad) = rows.iter().find(|row| !row.illegal.is_empty()) {
            let renames: Vec<String> = sigma.iter().map(|(a, b)| format!("v{a} -> v{b}")).collect();
            let why = format!(
                "{} breaks `{}`: {}",
                renames.join(", "),
                instruction(cx.module, &flow.code.insts[i]),
                bad.illegal.join(", ")
            );
            cx.module.put_back(mark, lines.iter().copied().zip(saved));
            return Err(why);
        }
    }
    Ok(())
}

/// Removes the remaining bank conflicts of the hot loop by moving the web of a VGPR that a
/// conflicting instruction reads to a VGPR the kernel never uses, in a bank the instruction does
/// not read otherwise, below the register count that keeps occupancy. A move that does not lower
/// the total is undone, and so is one the timing model does not price cheaper
/// ([`super::price`]: the conflict cycles it saves against the LDS instructions it adds); the
/// log gives the model's figures either way.
pub(super) fn resolve_conflicts(
    cx: &mut PassContext,
    name: &str,
    log: &mut PassLogEntry,
) -> Result<(), PassError> {
    let mut tried: BTreeSet<(usize, u16)> = BTreeSet::new();
    let mut why_not: Vec<String> = Vec::new();
    // The model's price of the loop as it stands (after the last kept move).
    let mut price: Option<crate::timing::steady::LoopPrice> = None;
    for _ in 0..64 {
        let Some((total, rows, flow)) = hot_loop_conflicts(cx, name)? else {
            return Ok(());
        };
        if total == 0 {
            return Ok(());
        }
        if price.is_none() {
            match super::price::hot_loop_price(cx, name) {
                Ok(p) => price = Some(p),
                Err(why) => {
                    log.refused.push((
                        name.to_string(),
                        format!("{total} bank conflicts left in the hot loop: the timing model cannot price the loop ({why})"),
                    ));
                    return Ok(());
                }
            }
        }
        let k = find_kernel(cx, name)?;
        let limit = vgpr_limit(cx, &k, &flow);
        let free = unused_vgprs(&flow, limit);
        let mut choice = None;
        'rows: for row in rows.iter().filter(|r| r.conflicts > 0) {
            let t = instruction(cx.module, &flow.code.insts[row.inst]);
            let reads: Vec<u16> = std::iter::once(t)
                .chain(t.dual.as_deref())
                .flat_map(|p| p.operands.iter().skip(1))
                .filter_map(single_vgpr_any)
                .collect();
            for &r in &reads {
                let same_bank = reads.iter().filter(|&&o| o != r && o % 4 == r % 4).count();
                if same_bank == 0 || !tried.insert((row.inst, r)) {
                    continue;
                }
                let busy: BTreeSet<u16> =
                    reads.iter().filter(|&&o| o != r).map(|o| o % 4).collect();
                let w = match web(cx, &flow, row.inst, r) {
                    Ok(w) => w,
                    Err(why) => {
                        // A value of a four-register load tuple changes bank, keeping its
                        // parity, when the tuple rotates by two inside its registers.
                        if !busy.contains(&((r + 2) % 4)) {
                            if let Ok(tm) = load_tuple(cx, &flow, row.inst, r) {
                                if tm.count == 4 && super::rotate::can_rotate(cx, &flow, &tm) {
                                    choice = Some(Choice::Rotate(r, tm));
                                    break 'rows;
                                }
                            }
                        }
                        // Any other tuple whose loads split into single loads: split, then
                        // the value's own web moves to a free register of a free bank.
                        if let Ok(tm) = load_tuple(cx, &flow, row.inst, r) {
                            if free.iter().any(|f| !busy.contains(&(f % 4)))
                                && super::rotate::can_split(cx, &flow, &tm)
                            {
                                choice = Some(Choice::Split {
                                    r,
                                    at: row.inst,
                                    tm,
                                    busy,
                                });
                                break 'rows;
                            }
                        }
                        why_not.push(why);
                        continue;
                    }
                };
                if let Some(&f) = free.iter().find(|f| !busy.contains(&(*f % 4))) {
                    choice = Some(Choice::Web(r, f, w));
                    break 'rows;
                }
                // No unused register of a free bank: one the kernel names may be free over
                // the web, or hold a value that takes `r` in exchange.
                choice = Some(Choice::Relocate {
                    r,
                    at: row.inst,
                    w,
                    busy,
                });
                break 'rows;
            }
        }
        let Some(choice) = choice else {
            let detail = why_not
                .first()
                .map_or(String::new(), |w| format!(" (first web refused: {w})"));
            log.refused.push((
                name.to_string(),
                format!("{total} bank conflicts left in the hot loop: no value web to move, or no free VGPR of another bank below v{limit}{detail}"),
            ));
            return Ok(());
        };
        // The move stays in this kernel's code: a snapshot of it undoes the trial (a copy of
        // the module per trial was the pipeline's peak memory and quadratic in the file).
        let saved = crate::passes::Snapshot::take(cx.module, &k);
        let done = match choice {
            Choice::Web(r, f, w) => move_web(cx, &flow, &w, &w, r, f)
                .map(|()| format!("v{r} renamed to v{f} over its {} instructions", w.len())),
            Choice::Rotate(r, tm) => rotate_by_two(cx, &flow, r, &tm),
            Choice::Split { r, at, tm, busy } => {
                split_and_move(cx, &flow, (name, limit), (r, at), &tm, &busy)
            }
            Choice::Relocate { r, at, w, busy } => {
                super::relocate::relocate(cx, &flow, name, (r, at), &w, &busy, limit, total)
            }
        };
        let moved = match done {
            Ok(moved) => moved,
            Err(why) => {
                saved.restore(cx.module);
                why_not.push(why);
                continue;
            }
        };
        let Some((after, _, _)) = hot_loop_conflicts(cx, name)? else {
            saved.restore(cx.module);
            continue;
        };
        if after >= total {
            saved.restore(cx.module);
            continue;
        }
        // Fewer conflicts is not yet cheaper: the model weighs the cycles they cost against
        // what the move added (LDS instructions, VGPRs past an occupancy step).
        let Some(price_before) = price else {
            saved.restore(cx.module);
            return Ok(());
        };
        match super::price::hot_loop_price(cx, name) {
            Ok(p) if super::price::pays(&price_before, &p) => {
                log.changed.push(format!(
                    "{moved}: hot-loop bank conflicts {total} -> {after}, {}",
                    super::price::figures(&price_before, &p)
                ));
                price = Some(p);
            }
            Ok(p) => {
                saved.restore(cx.module);
                log.refused.push((
                    name.to_string(),
                    format!(
                        "not kept, does not pay: {moved}: hot-loop bank conflicts {total} -> {after}, {}",
                        super::price::figures(&price_before, &p)
                    ),
                ));
            }
            Err(why) => {
                saved.restore(cx.module);
                why_not.push(format!("{moved}: the timing model cannot price it ({why})"));
            }
        }
    }
    Ok(())
}

/// A move [`resolve_conflicts`] tries: a value's web to a free VGPR, the four-register load
/// tuple holding the value rotated by two in its registers, or the tuple's loads split into
/// single loads and then the value's web moved to a free VGPR outside the banks `busy`.
enum Choice {
    Web(u16, u16, BTreeSet<usize>),
    Rotate(u16, TupleMove),
    Split {
        r: u16,
        at: usize,
        tm: TupleMove,
        busy: BTreeSet<u16>,
    },
    /// No unused VGPR of a free bank: the web goes to a register the kernel names
    /// ([`super::relocate`]), alone or in exchange with a value there.
    Relocate {
        r: u16,
        at: usize,
        w: BTreeSet<usize>,
        busy: BTreeSet<u16>,
    },
}

/// Splits the loads of `tm` into single loads ([`super::rotate::split_in_place`]: values stay
/// in their registers), then moves the web of `r` (read by instruction `at` before the split)
/// to an unused VGPR below `limit` outside the banks `busy`. The caller undoes both when the
/// conflicts do not fall.
fn split_and_move(
    cx: &mut PassContext,
    flow: &KernelFlow,
    (name, limit): (&str, u16),
    (r, at): (u16, usize),
    tm: &TupleMove,
    busy: &BTreeSet<u16>,
) -> Result<String, String> {
    let tuple = format!("v[{}:{}]", tm.first, tm.first + tm.count - 1);
    let added = super::rotate::split_in_place(cx, flow, std::slice::from_ref(tm))
        .map_err(|why| format!("splitting {tuple}: {why}"))?;
    // Every split load before `at` put `count - 1` instructions in front of it.
    let shift = tm.loads.iter().filter(|&&l| l < at).count() * usize::from(tm.count - 1);
    let k = find_kernel(cx, name).map_err(|e| e.to_string())?;
    let split = cx.flow(&k).map_err(|e| e.to_string())?;
    let w = web(cx, &split, at + shift, r)?;
    let Some(&f) = unused_vgprs(&split, limit)
        .iter()
        .find(|f| !busy.contains(&(*f % 4)))
    else {
        return Err(format!("no unused VGPR of a free bank for v{r}"));
    };
    move_web(cx, &split, &w, &w, r, f)?;
    Ok(format!(
        "{tuple}'s load{} split into single ds_load_b32 ({added} more LDS instruction{}), then v{r} renamed to v{f} over its {} instructions",
        if tm.loads.len() == 1 { "" } else { "s" },
        if added == 1 { "" } else { "s" },
        w.len()
    ))
}

/// Rotates `tm` by two inside its registers ([`super::rotate`]): `r` keeps its parity and
/// changes bank. Every VOPD pair among the renamed instructions must stay legal.
fn rotate_by_two(
    cx: &mut PassContext,
    flow: &KernelFlow,
    r: u16,
    tm: &TupleMove,
) -> Result<String, String> {
    let tuple = format!("v[{}:{}]", tm.first, tm.first + tm.count - 1);
    let rot = super::rotate::plan(cx, flow, tm, 2).map_err(|why| format!("{tuple}: {why}"))?;
    let to = rot.sigma[&r];
    let split = super::rotate::apply(cx, flow, rot, &BTreeSet::new())
        .map_err(|why| format!("rotating {tuple}: {why}"))?;
    Ok(format!(
        "{tuple} rotated by two in its own registers (v{r} -> v{to}, same parity, other bank): {split} LDS load{} split in two, no VGPR added",
        if split == 1 { "" } else { "s" }
    ))
}

/// A tuple of loaded values that moves as a whole: the loads writing it (every definition of
/// its values), its registers, and the web of every element.
pub(super) struct TupleMove {
    pub loads: BTreeSet<usize>,
    pub first: u16,
    pub count: u16,
    pub webs: Vec<BTreeSet<usize>>,
    /// A load reads its address from the tuple's own registers: only its destination moves,
    /// and it cannot be split or rotated (the first part would overwrite the address the
    /// second reads).
    pub own_address: bool,
}

/// Instruction `i` is a load whose destination is exactly `range` (first, count) and whose
/// other operands do not name its registers, except as the address of a load that stores
/// nothing (`global_load_b64 v[24:25], v[24:25], off`: the address is read before the data
/// is written, so the destination may move away from it). `Ok(true)` says the address is the
/// destination's registers.
fn tuple_load(
    cx: &PassContext,
    flow: &KernelFlow,
    i: usize,
    range: (u16, u16),
) -> Result<bool, String> {
    let t = instruction(cx.module, &flow.code.insts[i]);
    let dst = t.operands.first().and_then(|o| o.as_reg());
    let exact = dst
        .is_some_and(|x| x.file == RegFile::V && (x.first, x.count) == range && x.half.is_none());
    if t.dual.is_some() || !cx.isa.info(flow.code.insts[i].op).may_load || !exact {
        return Err(format!(
            "`{t}` is not a load of v[{}:{}]",
            range.0,
            range.0 + range.1 - 1
        ));
    }
    let elsewhere = t
        .operands
        .iter()
        .skip(1)
        .flat_map(|o| o.reg_ranges())
        .any(|x| x.file == RegFile::V && x.units().any(|u| u >= range.0 && u < range.0 + range.1));
    if elsewhere && cx.isa.info(flow.code.insts[i].op).may_store {
        return Err(format!("`{t}` reads a register of its destination"));
    }
    Ok(elsewhere)
}

/// For every load of the tuple that reads its destination as its address: no value of the
/// tuple (no instruction of `webs`) defines that address. Else the loaded value would feed a
/// later load's address (a pointer chase), and moving only the destination would leave that
/// address reading the old register.
fn own_address_apart(
    flow: &KernelFlow,
    loads: &BTreeSet<usize>,
    (first, count): (u16, u16),
    webs: &[BTreeSet<usize>],
) -> Result<(), String> {
    for &l in loads {
        for r in first..first + count {
            let unit = RegUnit::vgpr(r);
            if !flow.code.insts[l].uses.contains(&unit) {
                continue;
            }
            let fed = flow.def_use.reaching(l, unit).iter().any(|&d| {
                d != crate::flow::dataflow::ENTRY && webs.iter().any(|w| w.contains(&(d as usize)))
            });
            if fed {
                return Err(format!(
                    "a value of v[{first}:{}] is the address of a load of it",
                    first + count - 1
                ));
            }
        }
    }
    Ok(())
}

/// The tuple that loads write `r` into, when `r`'s value at `at` comes from such loads and
/// every element of the tuple could move: each element's web meets the conditions of [`web`],
/// the tuple appearing only as the destination of loads of exactly that tuple.
pub(super) fn load_tuple(
    cx: &PassContext,
    flow: &KernelFlow,
    at: usize,
    r: u16,
) -> Result<TupleMove, String> {
    let Some(&d) = flow.def_use.reaching(at, RegUnit::vgpr(r)).first() else {
        return Err(format!("v{r} has no definition"));
    };
    if d == crate::flow::dataflow::ENTRY {
        return Err(format!("v{r} is live at the kernel's entry"));
    }
    let t = instruction(cx.module, &flow.code.insts[d as usize]);
    let Some(dst) = t
        .operands
        .first()
        .and_then(|o| o.as_reg())
        .filter(|x| x.file == RegFile::V && x.count > 1 && x.units().any(|u| u == r))
    else {
        return Err(format!("`{t}` does not write v{r} as part of a tuple"));
    };
    let range = (dst.first, dst.count);
    let mut loads = BTreeSet::new();
    let webs = dst
        .units()
        .map(|e| web_in(cx, flow, d as usize, e, Some(range), &mut loads))
        .collect::<Result<Vec<_>, _>>()?;
    // Every load of the tuple must be in every element's web: else some element would move
    // at one load and not at another.
    if webs.iter().any(|w| !loads.is_subset(w)) {
        return Err(format!(
            "the loads of v[{}:{}] do not define every element together",
            range.0,
            range.0 + range.1 - 1
        ));
    }
    own_address_apart(flow, &loads, range, &webs)?;
    let own_address = loads.iter().any(|&l| {
        (range.0..range.0 + range.1).any(|r| flow.code.insts[l].uses.contains(&RegUnit::vgpr(r)))
    });
    Ok(TupleMove {
        loads,
        first: dst.first,
        count: dst.count,
        webs,
        own_address,
    })
}

/// Moves a load's tuple to `f..f+count`: the destination of the load, and every element's
/// web. Returns the lines changed with their text before, or why not (a VOPD pair among the
/// `checked` instructions would break; nothing is changed then).
pub(super) fn move_tuple(
    cx: &mut PassContext,
    flow: &KernelFlow,
    tm: &TupleMove,
    checked: &BTreeSet<usize>,
    f: u16,
) -> Result<Vec<(usize, crate::asm::Line)>, String> {
    let all: BTreeSet<usize> = tm.webs.iter().flatten().copied().collect();
    let lines: Vec<usize> = all.iter().map(|&i| flow.code.insts[i].line).collect();
    let mark = cx.module.edit_mark();
    let saved: Vec<crate::asm::Line> = lines.iter().map(|&l| cx.module.lines[l].clone()).collect();
    for &i in &all {
        // Only the elements whose web holds the instruction move in it: one half of a VOPD
        // pair may read an element while the other writes a tuple register for another value
        // (`v_dual_fmac_f32 v11, v40, v33 :: v_dual_add_nc_u32 v38, 0xb2c, v18`, where
        // v[38:40] moves), and that write must keep its register.
        let sigma: BTreeMap<u16, u16> = (0..tm.count)
            .filter(|&e| tm.webs[usize::from(e)].contains(&i))
            .map(|e| (tm.first + e, f + e))
            .collect();
        let line = flow.code.insts[i].line;
        if let Some(inst) = cx.module.instruction_mut(line) {
            if tm.loads.contains(&i) {
                // Only the destination moves: the other operands name no element of the
                // tuple, or name it as the address, which is another value
                // ([`tuple_load`]) and keeps its register.
                if let Some(dst) = inst
                    .operands
                    .first_mut()
                    .and_then(|o| o.reg_ranges_mut().first_mut())
                {
                    dst.first = f;
                }
                continue;
            }
            rename_inst(inst, &sigma);
        }
    }
    for &i in checked
        .iter()
        .filter(|&&i| all.contains(&i) && flow.code.insts[i].dual.is_some())
    {
        let rows = crate::flow::banks::bank_rows(cx.module, &flow.code, cx.isa, &[i]);
        if rows.iter().any(|row| !row.illegal.is_empty()) {
            cx.module.put_back(mark, lines.iter().copied().zip(saved));
            return Err(format!(
                "moving v[{}:{}] would break a VOPD pair",
                tm.first,
                tm.first + tm.count - 1
            ));
        }
    }
    Ok(lines.into_iter().zip(saved).collect())
}

fn single_vgpr_any(op: &Operand) -> Option<u16> {
    match op.as_reg() {
        Some(r) if r.file == RegFile::V && r.count == 1 && r.half.is_none() => Some(r.first),
        _ => None,
    }
}
