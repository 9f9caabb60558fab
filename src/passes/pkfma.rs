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
//! The two FMAs of a pair meet at the later one's position; the earlier one moves down past
//! only instructions that share no register with it (reads and writes, exec included), and
//! the later one must not read the earlier one's result. Since every moved instruction is
//! independent of everything it crosses, the block computes the same values.
//!
//! Refused, with the reason per loop: targets other than gfx942, loops that write EXEC, FMAs
//! with modifiers or non-VGPR operands (left scalar), accumulators without a compatible partner,
//! renames that would need an edge split or more registers than the occupancy allows (unless
//! `pkfma=allow-occupancy-drop`).

use super::remap;
use super::{entry, find_kernel, PassContext, PassError, PassLogEntry};
use crate::asm::{Atom, Instruction, ModValue, Modifier, Operand, RegFile, Target};
use crate::flow::cfg::BlockId;
use crate::flow::insts::instruction;
use crate::flow::regs::{RegUnit, EXEC_HI, EXEC_LO};
use crate::flow::resources::occupancy;
use crate::flow::stats::kernel_stats;
use crate::flow::KernelFlow;
use crate::isa::semantics::{fma_ops, scalar_fma_form, ScalarFmaForm, PK_FMA_F32};
use std::collections::{BTreeMap, BTreeSet};

/// One scalar FMA of the block: `dst = src[0] * src[1] + src[2]` (VGPR indices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fma {
    /// Index into `flow.code.insts`.
    at: usize,
    dst: u16,
    src: [u16; 3],
}

/// Why the pass left a loop (or part of it) alone.
struct Refusal(String, String);

/// The option `allow-occupancy-drop`: the pass may raise the VGPR count past the occupancy
/// boundary.
const ALLOW_OCCUPANCY_DROP: &str = "allow-occupancy-drop";

/// The pass entry point.
pub fn run(
    cx: &mut PassContext,
    name: &str,
    option: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let allow_drop = match option {
        None => false,
        Some(ALLOW_OCCUPANCY_DROP) => true,
        Some(o) => {
            return Err(PassError::BadOption {
                pass: "pkfma".into(),
                option: o.into(),
            })
        }
    };
    let mut log = entry("pkfma", name);
    if cx.target != Target::Gfx942 {
        log.refused.push((
            name.into(),
            "v_pk_fma_f32 exists on gfx90a/gfx942 only (use `vopd` on gfx1100)".into(),
        ));
        return Ok(log);
    }
    if let Err(Refusal(scope, why)) = rewrite(cx, name, allow_drop, &mut log) {
        log.refused.push((scope, why));
    }
    Ok(log)
}

/// A single VGPR operand without modifiers.
fn single_vgpr(op: &Operand) -> Option<u16> {
    match op.as_reg() {
        Some(r)
            if r.file == RegFile::V && r.count == 1 && r.half.is_none() && op.mods.is_empty() =>
        {
            Some(r.first)
        }
        _ => None,
    }
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
        .map(single_vgpr)
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

/// Whether FMAs `e` (earlier) and `l` (later) can become one instruction at `l`'s place.
fn joinable(flow: &KernelFlow, e: &Fma, l: &Fma) -> bool {
    e.at < l.at
        && !l.src.contains(&e.dst)
        && e.dst != l.dst
        && (e.at + 1..l.at).all(|m| independent(flow, e.at, m))
}

/// Sources compatible for packing: source i of both FMAs in one aligned pair.
fn sources_pack(f: &Fma, g: &Fma, count: usize) -> bool {
    (0..count).all(|i| f.src[i] / 2 == g.src[i] / 2)
}

fn rewrite(
    cx: &mut PassContext,
    name: &str,
    allow_drop: bool,
    log: &mut PassLogEntry,
) -> Result<(), Refusal> {
    let k = find_kernel(cx, name).map_err(|e| Refusal(name.into(), e.to_string()))?;
    let flow = cx
        .flow(&k)
        .map_err(|e| Refusal(name.into(), e.to_string()))?;
    let stats = kernel_stats(cx.module, &k, cx.isa, &flow);
    let Some(hot) = stats.hot_loop_id else {
        return Err(Refusal(name.into(), "no loop".into()));
    };
    let module = &*cx.module;
    let code = &flow.code;
    let lp = flow.loops.get(hot);
    let label = |b: BlockId| {
        flow.cfg.blocks[b.index()]
            .label
            .clone()
            .unwrap_or_else(|| format!("block {}", b.0))
    };
    let scope = label(lp.header);
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
    let loop_insts: Vec<usize> = lp
        .blocks
        .iter()
        .flat_map(|b| flow.cfg.blocks[b.index()].insts.clone())
        .collect();
    // EXEC changes inside the loop would make lanes of moved instructions differ.
    if loop_insts.iter().any(|&i| {
        let d = &code.insts[i].defs;
        d.contains(&EXEC_LO) || d.contains(&EXEC_HI)
    }) {
        return Err(Refusal(
            scope,
            "the loop writes EXEC (exec-masked regions are not followed)".into(),
        ));
    }
    let already_packed: u32 = loop_insts
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
    let mut fmas: Vec<Fma> = Vec::new();
    let mut plain: BTreeSet<usize> = BTreeSet::new();
    let mut left_scalar = 0usize;
    for i in flow.cfg.blocks[block.index()].insts.clone() {
        let t = instruction(module, &code.insts[i]);
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
            scope.clone(),
            format!("{left_scalar} FMAs have modifiers or non-VGPR operands: left scalar"),
        ));
    }
    // Accumulators: registers the loop touches only as the tied accumulator of plain FMAs.
    let mut pinned: BTreeSet<u16> = BTreeSet::new();
    for &i in &loop_insts {
        let inst = &code.insts[i];
        if !plain.contains(&i) {
            pinned.extend(vunits(&inst.defs).chain(vunits(&inst.uses)));
        }
    }
    for f in &fmas {
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
    // Match accumulators whose every update pairs with the partner's (same count, aligned
    // factors, joinable in either order). Pairs already sharing an aligned pair first.
    let acc_pairable = |x: u16, y: u16| -> bool {
        let (ux, uy) = (&updates[&x], &updates[&y]);
        ux.len() == uy.len()
            && ux.iter().zip(uy).all(|(&p, &q)| {
                let (f, g) = (&fmas[p], &fmas[q]);
                sources_pack(f, g, 2)
                    && if f.at < g.at {
                        joinable(&flow, f, g)
                    } else {
                        joinable(&flow, g, f)
                    }
            })
    };
    let accs: Vec<u16> = updates.keys().copied().collect();
    let mut partner: BTreeMap<u16, u16> = BTreeMap::new();
    for aligned_only in [true, false] {
        for &x in &accs {
            if partner.contains_key(&x) {
                continue;
            }
            let found = accs.iter().copied().find(|&y| {
                y != x
                    && !partner.contains_key(&y)
                    && (!aligned_only || x / 2 == y / 2)
                    && acc_pairable(x, y)
            });
            if let Some(y) = found {
                partner.insert(x, y);
                partner.insert(y, x);
            }
        }
    }
    // Place the matched accumulators that do not share an aligned pair.
    let kernel_vgprs: BTreeSet<u16> = code
        .insts
        .iter()
        .flat_map(|i| vunits(&i.defs).chain(vunits(&i.uses)))
        .collect();
    let res = &stats.resources;
    let wg_size = k.metadata.as_ref().map_or(1024, |m| m.max_flat_workgroup_size);
    let wgp_mode = k.descriptor.get("workgroup_processor_mode") == Some(1);
    let occ_with = |vgprs: u32| -> u32 {
        let acc = vgprs.div_ceil(4) * 4;
        let total = if res.agprs > 0 {
            acc + res.agprs
        } else {
            vgprs
        };
        occupancy(
            cx.target,
            total,
            res.sgprs,
            res.lds_bytes,
            wg_size,
            k.wave_size(),
            wgp_mode,
        )
    };
    // Free registers: never used by the kernel, below the limit the occupancy (or, with AGPRs
    // in use, the unified file's accumulator offset) allows.
    let limit: u32 = if res.agprs > 0 {
        res.accum_offset
    } else if allow_drop {
        512
    } else {
        (res.vgprs..=512)
            .take_while(|&v| occ_with(v) >= res.occupancy)
            .last()
            .unwrap_or(res.vgprs)
    };
    let free: BTreeSet<u16> = (0..limit as u16)
        .filter(|r| !kernel_vgprs.contains(r))
        .collect();
    let movers: BTreeSet<u16> = partner
        .iter()
        .filter(|(x, y)| *x / 2 != *y / 2)
        .map(|(x, _)| *x)
        .collect();
    let pool: BTreeSet<u16> = movers.union(&free).copied().collect();
    let mut slots: BTreeSet<u16> = pool
        .iter()
        .copied()
        .filter(|r| r % 2 == 0 && pool.contains(&(r + 1)))
        .collect();
    let mut sigma: BTreeMap<u16, u16> = BTreeMap::new();
    let mut unplaced = 0usize;
    for &x in &movers {
        let y = partner[&x];
        if sigma.contains_key(&x) || x > y {
            continue;
        }
        // A slot holding x or y keeps one of them in place.
        let slot = [x & !1, y & !1]
            .into_iter()
            .find(|s| slots.contains(s))
            .or_else(|| slots.iter().next().copied());
        let Some(s) = slot else {
            partner.remove(&x);
            partner.remove(&y);
            unplaced += 1;
            continue;
        };
        slots.remove(&s);
        let (lo, hi) = if y == s || x == s + 1 { (y, x) } else { (x, y) };
        sigma.insert(lo, s);
        sigma.insert(hi, s + 1);
    }
    sigma.retain(|r, n| r != n);
    if unplaced > 0 {
        log.refused.push((
            scope.clone(),
            format!("{unplaced} accumulator pairs left scalar: not enough free VGPRs{}", if allow_drop { "" } else { " without lowering occupancy (pkfma=allow-occupancy-drop)" }),
        ));
    }
    // The copies on the edges in and out of the loop.
    let mut insertions: Vec<(usize, Vec<Instruction>)> = Vec::new();
    let mut restore_insts = 0usize;
    if !sigma.is_empty() {
        match edge_copies(cx, &flow, hot, &sigma) {
            Ok((ins, n)) => {
                insertions = ins;
                restore_insts = n;
            }
            Err(why) => {
                log.refused.push((
                    scope.clone(),
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
    let rn = |r: u16| sigma.get(&r).copied().unwrap_or(r);
    // The pairs: matched accumulators update by update, then other FMAs whose destinations
    // already form an aligned pair.
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut used: BTreeSet<usize> = BTreeSet::new();
    for (&x, &y) in &partner {
        if x > y {
            continue;
        }
        for (&p, &q) in updates[&x].iter().zip(&updates[&y]) {
            pairs.push((p, q));
            used.extend([p, q]);
        }
    }
    for p in 0..fmas.len() {
        if used.contains(&p) || !pinned.contains(&fmas[p].dst) {
            continue;
        }
        let found = (p + 1..fmas.len()).find(|&q| {
            let (f, g) = (&fmas[p], &fmas[q]);
            !used.contains(&q)
                && pinned.contains(&g.dst)
                && f.dst / 2 == g.dst / 2
                && sources_pack(f, g, 3)
                && joinable(&flow, f, g)
        });
        if let Some(q) = found {
            pairs.push((p, q));
            used.extend([p, q]);
        }
    }
    if pairs.is_empty() {
        return Err(Refusal(
            scope,
            format!(
                "none of the {} scalar FMAs pairs (no partner with aligned factors that can meet it)",
                fmas.len()
            ),
        ));
    }
    let mut deletions = Vec::new();
    for &(p, q) in &pairs {
        let (f, g) = (fmas[p], fmas[q]);
        // The low lane is the FMA whose (renamed) destination is even.
        let (lo, hi) = if rn(f.dst) % 2 == 0 { (f, g) } else { (g, f) };
        let lo_src = lo.src.map(rn);
        let hi_src = hi.src.map(rn);
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
                Operand::reg(RegFile::V, rn(lo.dst), 2),
                Operand::reg(RegFile::V, lo_src[0] & !1, 2),
                Operand::reg(RegFile::V, lo_src[1] & !1, 2),
                Operand::reg(RegFile::V, lo_src[2] & !1, 2),
            ],
        );
        if lo_src.iter().any(|r| r % 2 == 1) {
            inst.modifiers.push(Modifier {
                name: "op_sel".into(),
                value: ModValue::List(bits(lo_src)),
            });
        }
        if hi_src.iter().any(|r| r % 2 == 0) {
            inst.modifiers.push(Modifier {
                name: "op_sel_hi".into(),
                value: ModValue::List(bits(hi_src)),
            });
        }
        let later = f.at.max(g.at);
        deletions.extend([code.insts[f.at].line, code.insts[g.at].line]);
        insertions.push((code.insts[later].line, vec![inst]));
    }
    let packed_now = already_packed as usize + 2 * pairs.len();
    let total = loop_fmas as usize;
    let top = sigma.iter().map(|(_, &n)| n as u32 + 1).max().unwrap_or(0);
    let new_vgprs = res.vgprs.max(top);
    let new_occ = occ_with(new_vgprs);
    super::waitcnt::apply_edits(cx.module, deletions, insertions);
    log.changed.push(format!(
        "{scope}: {} scalar FMAs paired into {} v_pk_fma_f32; hot-loop FMAs packed {} -> {} of {} ({:.1}%)",
        2 * pairs.len(),
        pairs.len(),
        already_packed,
        packed_now,
        total,
        100.0 * packed_now as f64 / total.max(1) as f64
    ));
    if !sigma.is_empty() {
        log.changed.push(format!(
            "{scope}: {} accumulators renamed to aligned pairs inside the loop; {restore_insts} restore instructions (v_swap_b32 per cycle, v_mov_b32 per chain) on the edges in and out",
            sigma.len()
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
    Ok(())
}

/// The remap copies for the loop's edges: `σ(r) ← r` on every edge in, `r ← σ(r)` on every
/// edge out into a block where a renamed register is live. Returns the insertions and the
/// number of instructions inserted.
fn edge_copies(
    cx: &PassContext,
    flow: &KernelFlow,
    hot: crate::flow::loops::LoopId,
    sigma: &BTreeMap<u16, u16>,
) -> Result<(Vec<(usize, Vec<Instruction>)>, usize), String> {
    let lp = flow.loops.get(hot);
    let into = remap::sequentialise(&remap::forward(sigma)).map_err(|e| e.to_string())?;
    let out = remap::sequentialise(&remap::backward(sigma)).map_err(|e| e.to_string())?;
    let mut ins = Vec::new();
    let mut n = 0;
    let entries: Vec<BlockId> = flow
        .cfg
        .predecessors(lp.header)
        .filter(|p| !lp.contains(*p))
        .collect();
    for p in entries {
        ins.push((
            edge_point(cx, flow, p, lp.header)?,
            remap::instructions(&into),
        ));
        n += into.len();
    }
    for &x in &lp.exits {
        let live = sigma
            .keys()
            .any(|&r| flow.liveness.live_in[x.index()].contains(RegUnit::vgpr(r)));
        if !live {
            continue;
        }
        let preds: Vec<BlockId> = flow
            .cfg
            .predecessors(x)
            .filter(|p| lp.contains(*p))
            .collect();
        for p in preds {
            ins.push((edge_point(cx, flow, p, x)?, remap::instructions(&out)));
            n += out.len();
        }
    }
    Ok((ins, n))
}

/// The line before which copies for the edge `from → to` go without splitting it: the end of
/// `from` (before its branch) when `to` is its only successor, else the start of `to` when
/// `from` is its only predecessor.
fn edge_point(
    cx: &PassContext,
    flow: &KernelFlow,
    from: BlockId,
    to: BlockId,
) -> Result<usize, String> {
    let succs: Vec<BlockId> = flow.cfg.successors(from).collect();
    let preds: Vec<BlockId> = flow.cfg.predecessors(to).collect();
    let code = &flow.code;
    let block = &flow.cfg.blocks[from.index()].insts;
    if succs == [to] && !block.is_empty() {
        let last = block.end - 1;
        return Ok(if cx.isa.info(code.insts[last].op).is_branch {
            code.insts[last].line
        } else {
            code.insts[last].line + 1
        });
    }
    if preds == [from] {
        return Ok(code.insts[flow.cfg.blocks[to.index()].insts.start].line);
    }
    Err(format!(
        "the edge from block {} to block {} would need splitting to hold the register restore",
        from.0, to.0
    ))
}
