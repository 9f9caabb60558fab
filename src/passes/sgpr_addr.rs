//! `sgpr-addr`: global loads in a loop addressed by an SGPR base plus one VGPR byte offset per
//! stream (seed 001, "Kernel 8", done automatically).
//!
//! For each loop, [`crate::flow::address`] writes every global load's address as
//! `P + (sext(idx) << sh)` with `idx = R + stride*Iter + U_j` (mod 2^32): R the sum of one or two
//! loop-invariant VGPRs the loop already reads (their value at the preheader), `stride` and
//! `U_j` uniform (arguments, workgroup ids, constants). Loads with the same P, sh, stride and
//! lane part form a stream. The rewrite:
//!
//! - kernel entry: the arguments and workgroup ids the bases need are loaded/copied into fresh
//!   SGPRs;
//! - preheader: `voff = R << sh` (one fresh VGPR per stream); per distinct `U_j` a base pair
//!   `B_j = P + (U_j << sh)` (64-bit SALU);
//! - latch: `voff += stride << sh` (one VALU per stream and iteration);
//! - each load becomes `global_load_* vD, voff, B_j` (same data, same immediate offset);
//! - VALU/SALU instructions of the loop whose results nobody reads any more are deleted, also
//!   values that only feed each other around the back edge (an index saved to AGPRs and
//!   stepped every iteration).
//!
//! A kernel using every VGPR (sgemm_ldsopt on gfx942: 256 VGPRs and AGPRs) has none to carry
//! the offset. Then the latch steps an SGPR `sio = (stride << sh) * Iter` instead and, just
//! before the stream's first load, `voff = (R << sh) + sio` goes into a VGPR that liveness
//! proves free from there to the last load (typically the loads' old address registers, which
//! the rewrite frees); R must be registers the loop never writes, and SCC dead in the latch.
//!
//! Identity relied on: with integers `U_j ∈ [-2^31, 2^31)`, `V = R + stride*i ∈ [0, 2^(32-sh))`
//! and `U_j + V ∈ [-2^31, 2^31)`, `sext(idx mod 2^32) = U_j + V`, so `P + (sext(idx) << sh) =
//! B_j + zext(voff)` with `B_j = P + (sext(U_j) << sh)` and `voff = V << sh`. The three ranges
//! are proved by
//! interval arithmetic over the atoms' ranges: work-item ids below the block size, workgroup ids
//! below `grid_*` facts, arguments within facts, the iteration number below what the loop's exit
//! test `counter >= ARG` allows. Facts come from `--assume`; when they do not suffice, the pass
//! finds the weakest facts of a fixed ladder (`K>=1`, `K<=2^e`, `grid_y<=2^g`) that do and
//! refuses, naming them as the `--assume` flags to pass; with `sgpr-addr=derive` it takes them
//! and records them like user facts (`verify` refuses launches that break them).
//!
//! One file per phase: `plan.rs` groups the loads into streams and proves the offsets in range,
//! `emit.rs` claims the registers and emits and places the code, `guard.rs` builds the run-time
//! check and the unchanged copy it falls back to, `hoist.rs` moves the loop-invariant part of
//! the check, steps and bases out of enclosing loops, `gate.rs` keeps a versioned loop only when
//! its trip count pays back the check (issue 22), `spread.rs` (optional) spreads the loads.

use super::assume::{self, Fact};
use super::{entry, find_kernel, PassContext, PassError, PassLogEntry, Snapshot};
use crate::asm::RegFile;
use crate::flow::address::{Atom, Cond, ExitTest, Interval, Poly, Ranges};
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
use crate::isa::Unit;
use crate::kernel::Kernel;
use std::collections::{BTreeMap, BTreeSet};

mod emit;
mod gate;
mod guard;
mod hoist;
mod plan;
mod spread;

use emit::apply;
use plan::plan_loop;

const NAME: &str = "sgpr-addr";

/// SGPRs a kernel may use, VCC and (gfx942) flat scratch / XNACK mask included.
const SGPR_LIMIT: u32 = 106;

/// One load of a stream.
struct Member {
    inst: usize,
    u: Poly,
    /// Range obligations of the 64-bit address beyond `idx` in `[-2^31, 2^31)` (which the
    /// offset proof or the run-time check covers): the widened terms of a 64-bit sum.
    conds: Vec<Cond>,
    /// The run-time check covers `conds` only with the bounds it tests besides
    /// ([`Plan::checks`]): the user's facts do not prove them.
    needs_bounds: bool,
}

/// A register holding a lane part of a stream's index, possibly already shifted left and
/// added to the stream's pointer: `unit = x << pre_shift` (mod 2^32), or with `less_ptr`
/// `unit = lo(P) + (x << shift)` (the low half of a 64-bit pointer the compiler formed
/// before the loop), `x` its share of the index `R`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct LaneReg {
    unit: RegUnit,
    pre_shift: u32,
    less_ptr: bool,
}

impl LaneReg {
    /// The register does not hold its share of `R` itself: only the byte offset
    /// `R << shift` can be formed from it.
    fn in_bytes(&self) -> bool {
        self.pre_shift > 0 || self.less_ptr
    }
}

/// Loads sharing pointer, shift, stride and lane registers.
struct Stream {
    ptr: u32,
    shift: u32,
    stride: Poly,
    /// Registers whose shares sum to `r`'s lane part (at most two, one of them an AGPR).
    regs: Vec<LaneReg>,
    r: Poly,
    members: Vec<Member>,
    /// How far the lane registers the loop itself steps (an index kept in a VGPR and stepped
    /// every iteration) have moved, as the stream's first load reads them, from their values
    /// before the loop: `Iter * drift` bytes of `R << shift`. Zero when no lane register is
    /// written in the loop; `None` when a written one is not stepped by a uniform amount
    /// made of arguments (an offset computed before the loads cannot read it).
    drift: Option<Poly>,
    /// The lane registers were chosen by their values just before the stream's first load
    /// (`R` and `drift` from those), not by their values before the loop: the offset can only
    /// be formed there (not carried from the preheader), and only under a static proof (the
    /// preheader's run-time check cannot read them).
    at_loads: bool,
}

fn err(e: impl std::fmt::Display) -> PassError {
    PassError::Analysis(format!("{NAME}: {e}"))
}

pub fn run(
    cx: &mut PassContext,
    name: &str,
    option: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let mut log = entry(NAME, name);
    // Facts the pass would derive itself are only taken when asked (`sgpr-addr=derive`): a
    // launch outside them would compute wrong addresses, so by default the user states them.
    // Options combine with `+` (`derive+spread`); `spread`/`spread-N`: see [`spread`].
    let mut derive = false;
    let mut spread_chunk = None;
    for o in option.iter().flat_map(|o| o.split('+')) {
        match (o, spread::chunk_option(o)) {
            ("derive", _) => derive = true,
            (_, Some(n)) => spread_chunk = Some(n),
            _ => {
                return Err(PassError::BadOption {
                    pass: NAME.to_string(),
                    option: o.to_string(),
                    why: String::new(),
                })
            }
        }
    }
    let k = find_kernel(cx, name)?;
    let flow = cx.flow(&k)?;
    let user: Vec<Fact> = assume::facts(cx.assumptions);
    let occupancy_before = crate::flow::resources::compute(cx.target, &k, &flow.code).occupancy;
    // The kernel's VGPR high-water mark: offsets placed above it are lowered at the end.
    let mark = used(&flow)
        .iter()
        .filter_map(|u| match u.numbered() {
            Some((RegFile::V, n)) => Some(n + 1),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    // Loops with global loads, innermost loops first (their headers, to find them again).
    let mut order: Vec<usize> = (0..flow.loops.loops.len()).collect();
    order.sort_by_key(|&j| std::cmp::Reverse(flow.loops.loops[j].depth));
    let headers: Vec<String> = order
        .iter()
        .filter_map(|&j| {
            flow.cfg.blocks[flow.loops.loops[j].header.index()]
                .label
                .clone()
        })
        .collect();
    drop(flow);
    let mut any = false;
    for h in headers {
        let k = find_kernel(cx, name)?;
        let flow = cx.flow(&k)?;
        let Some(j) =
            flow.loops.loops.iter().position(|l| {
                flow.cfg.blocks[l.header.index()].label.as_deref() == Some(h.as_str())
            })
        else {
            continue;
        };
        if let Some(plan) = plan_loop(cx, &k, &flow, j, &user, derive, &mut log)? {
            let before = loop_valu(cx, &k, &flow, &h);
            // A versioned loop is weighed by the gate: its exit test and the facts give
            // what is known of its trip count.
            let versioned = plan.guard.as_ref().map(|exit| {
                let ranges = ranges(&k, &name_map(&k), &plan.facts);
                (
                    gate::trips(exit, &ranges),
                    gate::measure(cx, &flow, &h, None),
                )
            });
            let snapshot = Snapshot::take(cx.module, &k);
            let marks = (log.changed.len(), log.assumptions.len());
            if let Some(clean) = apply(cx, &k, &flow, j, plan, &mut log)? {
                delete_dead(cx, name, &clean)?;
                let k2 = find_kernel(cx, name)?;
                let after = loop_valu(cx, &k2, &cx.flow(&k2)?, &h);
                if after >= before {
                    // Not one VALU fewer per iteration (a 64-bit step is one instruction on
                    // gfx942, and offsets cost their own steps): left as it was.
                    snapshot.restore(cx.module);
                    log.changed.truncate(marks.0);
                    log.assumptions.truncate(marks.1);
                    log.refused.push((
                        h.clone(),
                        format!(
                            "the rewrite would not run fewer VALU per iteration \
                             ({before} -> {after}); left as it was"
                        ),
                    ));
                    continue;
                }
                if let Some((trips, Some(cycles))) = versioned {
                    let copy = format!("{h}{}", crate::flow::loops::FALLBACK_SUFFIX);
                    let now = gate::measure(cx, &cx.flow(&k2)?, &h, Some(&copy));
                    match now.map(|now| gate::judge(cycles, now, trips)) {
                        Some(v) if !v.keep => {
                            snapshot.restore(cx.module);
                            log.changed.truncate(marks.0);
                            log.assumptions.truncate(marks.1);
                            log.refused.push((h.clone(), v.why));
                            continue;
                        }
                        Some(v) => log.changed.push(format!("{h}: {}", v.why)),
                        None => {}
                    }
                }
                any = true;
                if let Some(n) = spread_chunk {
                    spread::run(cx, name, &clean, n, &mut log)?;
                }
            }
        }
    }
    if !any && log.refused.is_empty() {
        log.refused
            .push((name.to_string(), "no global load inside a loop".into()));
    }
    if any {
        let lowered = super::compact::lower_fresh_vgprs(cx, name, mark)?;
        for (v, w) in lowered.renamed {
            log.changed.push(format!(
                "offset v{v} renamed to v{w}, free wherever v{v} is live (the kernel stays within {mark} VGPRs)"
            ));
        }
        for (v, why) in lowered.kept {
            log.changed.push(format!(
                "offset v{v} stays above the kernel's {mark} VGPRs: {why}"
            ));
        }
        let k = find_kernel(cx, name)?;
        let flow = cx.flow(&k)?;
        let after = crate::flow::resources::compute(cx.target, &k, &flow.code);
        if after.occupancy < occupancy_before {
            log.changed.push(format!(
                "warning: occupancy {occupancy_before} -> {} waves per SIMD ({} VGPRs, {} SGPRs): the hoisted loads may not pay for it",
                after.occupancy, after.total_vgprs, after.sgprs
            ));
        }
    }
    Ok(log)
}

struct Plan {
    streams: Vec<Stream>,
    facts: Vec<Fact>,
    derived: Vec<Fact>,
    /// Unproved range: the rewritten loop is a copy entered only when this exit test, checked
    /// at run time in the preheader, keeps every offset in range (else the original runs).
    guard: Option<ExitTest>,
    /// Bounds the run-time check tests besides (only with `guard`): facts on arguments and
    /// workgroup ids under which the widened terms of 64-bit addresses stay in range.
    checks: Vec<Fact>,
}

/// The label of loop `lp`'s header (empty without one): the loop's name in the log.
fn loop_label(flow: &KernelFlow, lp: &crate::flow::loops::Loop) -> String {
    flow.cfg.blocks[lp.header.index()]
        .label
        .clone()
        .unwrap_or_default()
}

/// The log scope of instruction `i`: its source line.
fn scope(cx: &PassContext, flow: &KernelFlow, i: usize) -> String {
    source_line(cx.module, flow.code.insts[i].line)
}

/// Where line `l` of the module is in the input file, for a message: `line N` for a line as
/// parsed or one a pass rewrote in place (`vopd`'s renames: it keeps its source line), else
/// the source line it was inserted after. (A rewritten line has no parsed origin; naming it
/// by that origin alone printed `line 0`.)
pub(crate) fn source_line(module: &crate::asm::Module, l: usize) -> String {
    let line = &module.lines[l];
    if let Some(n) = line.line_number() {
        return format!("line {n}");
    }
    if !module.edit_log().inserted(line.id) {
        return format!("line {} (as rewritten)", line.id.get() + 1);
    }
    match module.lines[..l].iter().rev().find_map(|x| x.line_number()) {
        Some(n) => format!("a line inserted after line {n}"),
        None => "a line inserted before the first".to_string(),
    }
}

/// Atom → fact name: 32-bit arguments by metadata name, workgroup-id SGPRs as `grid_*`.
fn name_map(k: &Kernel) -> BTreeMap<Atom, String> {
    let mut m = BTreeMap::new();
    if let Some(md) = &k.metadata {
        for (p, a) in md.explicit_args().enumerate() {
            if a.size == 4 && !a.value_kind.contains("pointer") {
                let n = a.name.clone().unwrap_or_else(|| format!("arg{p}"));
                m.insert(Atom::Arg(a.offset), n);
            }
        }
    }
    let d = &k.descriptor;
    let mut s = d.get("user_sgpr_count").unwrap_or(0) as u16;
    for (f, n) in [
        ("system_sgpr_workgroup_id_x", "grid_x"),
        ("system_sgpr_workgroup_id_y", "grid_y"),
        ("system_sgpr_workgroup_id_z", "grid_z"),
    ] {
        if d.get(f) == Some(1) {
            m.insert(Atom::Sgpr(s), n.to_string());
            s += 1;
        }
    }
    m
}

/// The atoms `facts` name with their ranges under them, as the range proof reads them: an
/// argument's signed value in `[lo, hi]`, a workgroup id below its `grid_*` fact (what the
/// run-time check tests of bounds it checks instead of assuming).
fn fact_bounds(k: &Kernel, facts: &[Fact]) -> Vec<(Atom, Interval)> {
    let names = name_map(k);
    let rg = ranges(k, &names, facts);
    names
        .iter()
        .filter(|(_, n)| facts.iter().any(|f| &f.name == *n))
        .filter_map(|(a, _)| rg.atoms.get(a).map(|iv| (a.clone(), *iv)))
        .collect()
}

fn ranges(k: &Kernel, names: &BTreeMap<Atom, String>, facts: &[Fact]) -> Ranges {
    let _ = k;
    let mut r = Ranges::default();
    for (a, n) in names {
        let (lo, hi) = assume::bounds(facts, n);
        let iv = if n.starts_with("grid_") {
            match hi {
                Some(h) if h >= 1 => Interval::new(0, h as i128 - 1),
                _ => Interval::new(0, u32::MAX as i128),
            }
        } else {
            Interval::new(
                lo.map_or(i32::MIN as i128, |v| v as i128),
                hi.map_or(i32::MAX as i128, |v| v as i128),
            )
        };
        r.atoms.insert(a.clone(), iv);
    }
    r
}

/// Registers referenced anywhere in the kernel.
fn used(flow: &KernelFlow) -> BTreeSet<RegUnit> {
    flow.code
        .insts
        .iter()
        .flat_map(|i| i.defs.iter().chain(&i.uses).copied())
        .collect()
}

/// True if some VGPR (of the 256 a wave may address) no instruction of the kernel references:
/// a stream's offset can then be carried from the preheader.
fn has_unreferenced_vgpr(flow: &KernelFlow) -> bool {
    let used = used(flow);
    (0..256).any(|v| !used.contains(&RegUnit::vgpr(v)))
}

/// Units some instruction of the loop writes.
fn loop_defs(flow: &KernelFlow, lp: &crate::flow::loops::Loop) -> BTreeSet<RegUnit> {
    flow.code
        .insts
        .iter()
        .enumerate()
        .filter(|(i, _)| lp.contains(flow.cfg.block_of[*i]))
        .flat_map(|(_, ins)| ins.defs.iter().copied())
        .collect()
}

/// The VALU instructions of the loop whose header is `header` (0 when it is gone).
fn loop_valu(cx: &PassContext, k: &Kernel, flow: &KernelFlow, header: &str) -> u32 {
    crate::flow::stats::kernel_stats(cx.module, k, cx.isa, flow)
        .loops
        .iter()
        .find(|l| l.header == header)
        .map_or(0, |l| l.valu)
}

/// Deletes instructions of the loop whose results no live instruction reads: values that
/// only feed each other around the back edge (an index kept in AGPRs and stepped every
/// iteration) die with the addresses they fed.
fn delete_dead(cx: &mut PassContext, name: &str, header: &str) -> Result<(), PassError> {
    let k = find_kernel(cx, name)?;
    let flow = cx.flow(&k)?;
    let Some(lp) = flow
        .loops
        .loops
        .iter()
        .find(|l| flow.cfg.blocks[l.header.index()].label.as_deref() == Some(header))
    else {
        return Ok(());
    };
    let exec = [crate::flow::regs::EXEC_LO, crate::flow::regs::EXEC_HI];
    // Instructions with no effect but their register results.
    let pure: Vec<bool> = flow
        .code
        .insts
        .iter()
        .enumerate()
        .map(|(i, ins)| {
            let info = cx.isa.info(ins.op);
            lp.contains(flow.cfg.block_of[i])
                && ins.dual.is_none()
                && matches!(
                    info.unit,
                    Unit::Valu | Unit::ValuTrans | Unit::Matrix | Unit::Salu
                )
                && !info.is_branch
                && !ins.defs.is_empty()
                && !ins.defs.iter().any(|u| exec.contains(u))
        })
        .collect();
    // A read whose value cannot reach a result anyone reads needs nothing.
    let matters = |user: u32, unit: RegUnit| !high_half_unread(cx, &flow, user as usize, unit);
    // Needed: read by anything else, or by a needed instruction (least fixed point).
    let mut needed: Vec<bool> = (0..pure.len())
        .map(|i| {
            !pure[i]
                || flow.def_use.def_uses[i]
                    .iter()
                    .any(|&(user, u)| !pure[user as usize] && matters(user, u))
        })
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..pure.len() {
            if !needed[i]
                && flow.def_use.def_uses[i]
                    .iter()
                    .any(|&(user, u)| needed[user as usize] && matters(user, u))
            {
                needed[i] = true;
                changed = true;
            }
        }
    }
    let dead: Vec<usize> = (0..pure.len())
        .filter(|&i| !needed[i])
        .map(|i| flow.code.insts[i].line)
        .collect();
    if !dead.is_empty() {
        cx.module.apply_edits(dead, Vec::new());
    }
    Ok(())
}

/// True if instruction `user` reads `unit` only as the high half of a 64-bit source of an
/// operation whose low result depends on the sources' low halves alone (`isa::semantics`:
/// 64-bit moves, left shifts, `v_lshl_add_u64`, `v_mad_u64_u32`'s addend), and nothing reads
/// any of its results but the low half of its destination: then `unit`'s value reaches no
/// result that is read. (clang's `v_mad_u64_u32 v[2:3], null, v0, s6, v[1:2]` after
/// sgemm_naive's loop reads `v2`, a dead pointer's low half, only as its addend's high half
/// and overwrites `v3` before reading it.)
fn high_half_unread(cx: &PassContext, flow: &KernelFlow, user: usize, unit: RegUnit) -> bool {
    use crate::isa::semantics::{addr_op, AddrOp};
    let ins = &flow.code.insts[user];
    let t = crate::flow::insts::instruction(cx.module, ins);
    if ins.dual.is_some() || t.dual.is_some() {
        return false;
    }
    let low_from_lows = matches!(
        addr_op(&t.mnemonic),
        Some(
            AddrOp::MadU64
                | AddrOp::MadI64
                | AddrOp::ShlAdd64
                | AddrOp::Shl64Rev
                | AddrOp::Shl64 { .. }
                | AddrOp::Move64
        )
    );
    let Some(dst) = t.operands.first().and_then(|o| o.as_reg()) else {
        return false;
    };
    if !low_from_lows || dst.count != 2 {
        return false;
    }
    let lo = RegUnit::reg(dst.file, dst.first);
    if flow.def_use.def_uses[user].iter().any(|&(_, u)| u != lo) {
        return false;
    }
    // Every source operand that holds `unit` holds it as a pair's high half.
    let mut seen = false;
    for o in t.operands.iter().skip(1) {
        let units = crate::flow::regs::operand_units(o);
        if !units.contains(&unit) {
            continue;
        }
        match o.as_reg() {
            Some(r) if r.count == 2 && RegUnit::reg(r.file, r.first + 1) == unit => seen = true,
            _ => return false,
        }
    }
    seen
}
