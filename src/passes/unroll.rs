//! `unroll`: unroll single-block loops whose trip count is a compile-time constant, at the ISA
//! level (seed 001, "Kernel 7", done automatically).
//!
//! `unroll` unrolls fully, `unroll=K` by K. The model:
//!
//! - **Candidates.** Innermost loops of one basic block (header = latch) ending in
//!   `s_cbranch_scc0/1 header`, with a [`TripCount::Constant`] from `flow::trip`, whose compare's
//!   SCC feeds only that branch. Anything else is refused with the reason.
//! - **Copies.** The body is replicated; copy `k` executes exactly what iteration `k` executed,
//!   so every instruction we leave alone computes what it computed before. Full unrolling drops
//!   the compare and branch of every copy (SCC is checked dead at the exit, else the last compare
//!   stays). Unrolling by K keeps the compare and branch of the last copy only: the loop is then
//!   tested at original steps p+K, p+2K, …, n, where it continued exactly when the step was below
//!   n (the trip count is exact), so it still exits after step n. A remainder p = n mod K is
//!   peeled in front of the loop as straight-line copies, and the loop gets a new header label.
//! - **Merged increments.** A register `r` with a single definition `r = r + c` in the body (a
//!   constant c; `s_add*`/`s_addk_i32`/`s_sub*` with its SCC unread, `v_add_nc_u32`/`v_add_u32`) is
//!   incremented once per unrolled body instead of once per copy, when every other read of `r`
//!   can absorb the difference `needed - seen`: as a DS `offset:` (identity: LDS addresses are
//!   `(vaddr + offset) mod 2^32`, so `(r + a) + off == r + (off + a)`), through a derived address
//!   `d = r + x` / `d = r` (x loop-invariant) whose reads are such DS addresses, or a kept
//!   compare that reads `r` after the increment (difference 0). The one increment left adds
//!   `copies * c`, so `r` holds the value the loop would have left at the exit; when `r` is dead
//!   at the exit of a fully unrolled loop it is dropped.
//! - **Derived addresses computed once.** Copies whose `r` is not yet incremented compute the same
//!   `d = r + x`; when a VGPR is free across the whole loop (not live at entry or exit, not
//!   touched inside, below the kernel's VGPR count, so occupancy is unchanged) the first copy
//!   writes it and later copies read it. This is the only renaming done: data temporaries (the
//!   values loaded each copy) keep their registers, since without rescheduling renaming them
//!   would not let copies overlap and would cost registers.
//! - **Hints and waits.** `s_waitcnt*` and `s_delay_alu` of the body are dropped; the fix-ups
//!   recompute waits, `s_clause` counts and delay hints of the rewritten kernel.
//! - **Code size.** The result is refused when the kernel's code bytes would exceed
//!   `--max-code-bytes` (default: the instruction cache, 32 KiB on gfx1100, 64 KiB on gfx942).
//!
//! Global `offset:` folding is not done: a 64-bit VGPR pointer is incremented by a carry pair
//! and a 32-bit VGPR offset with an SGPR base may wrap, so neither is folded (the increments of
//! such pointers stay, one per copy).

use super::{entry, find_kernel, PassContext, PassError, PassLogEntry, Snapshot};
use crate::asm::{
    Line, LineKind, ModValue, Modifier, Module, Operand, OperandKind, RegFile, Target,
};
use crate::flow::cfg::BlockId;
use crate::flow::insts::instruction;
use crate::flow::regs::{operand_units, RegUnit, SCC};
use crate::flow::stats::kernel_stats;
use crate::flow::trip::TripCount;
use crate::flow::KernelFlow;
use crate::isa::semantics::{
    addr_op, address_operands, ds_offset_shape, scalar_op, AddrOp, ScalarOp,
};
use crate::isa::{AddrSpace, Unit};
use crate::kernel::Kernel;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The instruction cache a kernel should fit in, per target (bytes).
pub fn icache_bytes(target: Target) -> u32 {
    match target {
        Target::Gfx1100 => 32 * 1024,
        Target::Gfx942 => 64 * 1024,
    }
}

/// How far to unroll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Factor {
    Full,
    By(u64),
}

fn parse_option(option: Option<&str>) -> Result<Factor, PassError> {
    let bad = |o: &str| PassError::BadOption {
        pass: "unroll".into(),
        option: o.to_string(),
        why: " (expected a factor of at least 2, or `full`)".into(),
    };
    match option.map(str::trim) {
        None | Some("full") => Ok(Factor::Full),
        Some(o) => match o.parse::<u64>() {
            Ok(k) if k >= 2 => Ok(Factor::By(k)),
            _ => Err(bad(o)),
        },
    }
}

/// The pass entry point (registered as `unroll`).
pub fn run(
    cx: &mut PassContext,
    name: &str,
    option: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let factor = parse_option(option)?;
    let mut log = entry("unroll", name);
    let mut done: BTreeSet<String> = BTreeSet::new();
    let limit = cx.max_code_bytes.unwrap_or_else(|| icache_bytes(cx.target));
    loop {
        let k = find_kernel(cx, name)?;
        let flow = cx.flow(&k)?;
        let next = (0..flow.loops.loops.len()).find(|&j| {
            let lp = &flow.loops.loops[j];
            let id = crate::flow::loops::LoopId(j as u32);
            flow.loops.nested_in(id).next().is_none()
                && !done.contains(&header_name(&flow, lp.header))
        });
        let Some(j) = next else { break };
        let header = header_name(&flow, flow.loops.loops[j].header);
        done.insert(header.clone());
        let plan = match analyze(cx, &k, &flow, j, factor) {
            Ok(p) => p,
            Err(why) => {
                log.refused.push((header, why));
                continue;
            }
        };
        let before = kernel_stats(cx.module, &k, cx.isa, &flow).code_bytes;
        // The loop is replaced in place; a refusal afterwards puts the old lines back (copying
        // the module per loop made unrolling a many-kernel file quadratic).
        let undo = Snapshot::take(cx.module, &k);
        let edit = apply(cx, &flow, &plan);
        // The restore lies after the loop's lines: deleting it first leaves their indices.
        if let Some(l) = plan.restore_line {
            cx.module.apply_edits(vec![l], Vec::new());
        }
        cx.module.splice_lines(edit.lines, edit.new);
        let kernel = find_kernel(cx, name)?;
        let new_flow = match cx.flow(&kernel) {
            Ok(f) => f,
            Err(e) => {
                undo.restore(cx.module);
                return Err(PassError::Analysis(format!(
                    "unroll produced unanalyzable code: {e}"
                )));
            }
        };
        let after = kernel_stats(cx.module, &kernel, cx.isa, &new_flow).code_bytes;
        if after > limit {
            undo.restore(cx.module);
            log.refused.push((
                header,
                format!(
                    "the unrolled kernel would have {after} code bytes, over the limit of {limit} \
                     ({})",
                    if cx.max_code_bytes.is_some() {
                        "--max-code-bytes".to_string()
                    } else {
                        format!(
                            "the {} instruction cache; --max-code-bytes sets another",
                            cx.target.name()
                        )
                    }
                ),
            ));
            continue;
        }
        if let Some(l) = &plan.new_label {
            done.insert(l.clone());
        }
        log.changed.push(format!(
            "{header}: {}; code {before} -> {after} bytes",
            edit.summary
        ));
    }
    Ok(log)
}

fn header_name(flow: &KernelFlow, b: BlockId) -> String {
    flow.cfg.blocks[b.index()]
        .label
        .clone()
        .unwrap_or_else(|| format!("bb{}", b.0))
}

/// What one instruction of the body is to the unroller.
#[derive(Clone, Debug, PartialEq)]
enum Role {
    /// Copied unchanged (apart from folded offsets).
    Plain,
    /// `s_waitcnt*`, `s_delay_alu`: dropped, the fix-ups regenerate them.
    Hint,
    Compare,
    /// The break mask's `s_or` and the EXEC cut of a lane-by-lane loop every lane runs the same
    /// number of times: kept with the compare in the last copy only.
    LaneExit,
    Branch,
    /// The increment of a merged register: `reg += step` (index into `Plan::merged`).
    Increment(usize),
    /// `d = r + x` / `d = r` of a merged register, computed once into `into` when possible.
    Derived {
        merged: usize,
        into: Option<u16>,
    },
}

/// A register incremented once per unrolled body.
#[derive(Clone, Debug)]
struct Merged {
    unit: RegUnit,
    step: i64,
    /// Position of the increment in the body.
    at: usize,
    /// Keep the final increment (the value is needed at the exit or around the back edge).
    keep: bool,
}

/// How to unroll one loop.
struct Plan {
    /// Instruction indices of the body (the whole block, branch last).
    body: std::ops::Range<usize>,
    roles: Vec<Role>,
    merged: Vec<Merged>,
    /// Per body position: for a DS read of a merged register (directly or through a derived
    /// address), (merged index, derived position if through one).
    ds_uses: HashMap<usize, (usize, Option<usize>)>,
    /// Straight-line copies in front of the loop (all of them for a full unroll).
    peel: u64,
    /// Copies in the loop body; 0 when fully unrolled.
    copies: u64,
    /// Keep the last compare when the loop disappears (SCC read after the exit).
    keep_last_compare: bool,
    /// The loop's new header label when copies are peeled in front of it.
    new_label: Option<String>,
    /// A lane loop's EXEC restore after it, deleted with the loop's exit (its line).
    restore_line: Option<usize>,
    trip: u64,
}

/// The constant of an integer operand, as the 32-bit value the hardware adds.
fn int_of(op: &Operand) -> Option<i64> {
    match op.kind {
        OperandKind::Int { value, .. } if op.mods.is_empty() => Some(value as i32 as i64),
        _ => None,
    }
}

fn single(op: &Operand) -> Option<RegUnit> {
    match op.as_reg() {
        Some(r) if r.count == 1 && op.mods.is_empty() && r.half.is_none() => {
            Some(RegUnit::reg(r.file, r.first))
        }
        _ => None,
    }
}

/// d = op1 + op2 without carry (`v_add_nc_u32`, `v_add_u32`; callers require a VGPR `d`).
fn is_vadd(m: &str) -> bool {
    addr_op(m) == Some(AddrOp::Add { a: 1, b: 2 })
}

/// `r = r + c`: (r, c).
fn increment_of(inst: &crate::asm::Instruction) -> Option<(RegUnit, i64)> {
    if inst.dual.is_some() || !inst.modifiers.is_empty() {
        return None;
    }
    let ops = &inst.operands;
    if let Some(op) = scalar_op(&inst.mnemonic) {
        let dst = single(ops.first()?)?;
        let (a, b) = match ops.len() {
            2 => (ops.first()?, ops.get(1)?),
            3 => (ops.get(1)?, ops.get(2)?),
            _ => return None,
        };
        return match op {
            ScalarOp::Add if single(a) == Some(dst) => Some((dst, int_of(b)?)),
            ScalarOp::Add if single(b) == Some(dst) => Some((dst, int_of(a)?)),
            ScalarOp::Sub if single(a) == Some(dst) => Some((dst, -int_of(b)?)),
            _ => None,
        };
    }
    if is_vadd(&inst.mnemonic) && ops.len() == 3 {
        let dst = single(&ops[0])?;
        if !dst.is_vgpr() {
            return None;
        }
        if single(&ops[1]) == Some(dst) {
            return Some((dst, int_of(&ops[2])?));
        }
        if single(&ops[2]) == Some(dst) {
            return Some((dst, int_of(&ops[1])?));
        }
    }
    None
}

/// `d = r + x` or `d = r` (VALU, no modifiers): (d, the other source if any).
fn derived_of(inst: &crate::asm::Instruction, r: RegUnit) -> Option<(RegUnit, Option<&Operand>)> {
    if inst.dual.is_some() || !inst.modifiers.is_empty() {
        return None;
    }
    let ops = &inst.operands;
    let d = single(ops.first()?)?;
    if !d.is_vgpr() {
        return None;
    }
    if addr_op(&inst.mnemonic) == Some(AddrOp::Move) && ops.len() == 2 {
        return (single(&ops[1]) == Some(r)).then_some((d, None));
    }
    if is_vadd(&inst.mnemonic) && ops.len() == 3 {
        if single(&ops[1]) == Some(r) && single(&ops[2]) != Some(r) {
            return Some((d, Some(&ops[2])));
        }
        if single(&ops[2]) == Some(r) && single(&ops[1]) != Some(r) {
            return Some((d, Some(&ops[1])));
        }
    }
    None
}

/// True if `unit` appears in instruction `inst` only as the DS address with a foldable offset.
fn ds_address_only(cx: &PassContext, flow: &KernelFlow, i: usize, unit: RegUnit) -> bool {
    let m = &cx.module;
    let di = &flow.code.insts[i];
    let info = cx.isa.info(di.op);
    let inst = instruction(m, di);
    if info.addr_space != Some(AddrSpace::Lds) || inst.dual.is_some() {
        return false;
    }
    if ds_offset_shape(&inst.mnemonic).is_none() {
        return false;
    }
    let Some(&addr) = address_operands(info).first() else {
        return false;
    };
    inst.operands.iter().enumerate().all(|(p, o)| {
        let role = info
            .operands
            .get(p)
            .map_or(crate::isa::Role::Use, |s| s.role);
        // A destination overlapping the address (`ds_load_b128 v[4:7], v4`) is not a read.
        role == crate::isa::Role::Def
            || !operand_units(o).contains(&unit)
            || (p == addr && single(o) == Some(unit) && role == crate::isa::Role::Use)
    })
}

/// The loop's single block as unroll sees it: the body, its branch and compare, its exit.
struct Body<'a> {
    cx: &'a PassContext<'a>,
    flow: &'a KernelFlow,
    /// Instruction indices of the block, branch last.
    range: std::ops::Range<usize>,
    br: usize,
    cmp: usize,
    header: BlockId,
    /// The fall-through successor.
    exit: Option<BlockId>,
    /// A lane-by-lane loop's break-mask `s_or`, EXEC cut and the EXEC restore after it.
    lane: Option<LaneExit>,
}

/// The instructions of a lane-by-lane exit besides its compare.
#[derive(Clone, Copy)]
struct LaneExit {
    or: usize,
    cut: usize,
    /// `s_or exec, exec, mask` after the loop, the only reader of the mask outside it.
    restore: usize,
}

impl<'a> Body<'a> {
    /// Loop `j` when it is one block ending in a branch on an SCC only its compare defines.
    fn of(cx: &'a PassContext<'a>, flow: &'a KernelFlow, j: usize) -> Result<Body<'a>, String> {
        let lp = &flow.loops.loops[j];
        if lp.blocks.len() != 1 {
            return Err(format!(
                "the loop has {} basic blocks; only single-block loops are unrolled",
                lp.blocks.len()
            ));
        }
        let range = flow.cfg.blocks[lp.header.index()].insts.clone();
        let br = range.end - 1;
        let du = &flow.def_use;
        let [cmp] = du.reaching(br, SCC)[..] else {
            return Err("the branch's SCC has several definitions".into());
        };
        let cmp = cmp as usize;
        if !range.contains(&cmp) {
            return Err("the compare is not in the loop body".into());
        }
        if du.def_uses[cmp].iter().any(|&(u, _)| u as usize != br) {
            return Err("the compare's SCC is read by more than the loop branch".into());
        }
        let exit = flow.cfg.successors(lp.header).find(|&s| s != lp.header);
        Ok(Body {
            cx,
            flow,
            range,
            br,
            cmp,
            header: lp.header,
            exit,
            lane: None,
        })
    }

    /// Loop `j`, one block whose lanes leave by the break `lb` (compare, mask `s_or`, EXEC cut,
    /// `s_cbranch_execnz`), when every lane runs the same number of iterations `T`
    /// ([`crate::flow::address::Eval::lane_trip_count`]). The copies drop the compare, the
    /// `s_or` and the cut, and the `s_or exec, exec, mask` after the loop goes too. Identity:
    /// with the mask 0 at the entry, in iterations `0..T-1` the compare is false in every active
    /// lane (a VOPC writes 0 for inactive ones), so the mask stays 0 and EXEC is the entry's;
    /// in iteration `T-1` it is true in every active lane, so the mask becomes the entry EXEC,
    /// the cut clears EXEC and the restore sets it back to the entry EXEC: the EXEC every copy
    /// and the code after the restore run under is the entry's either way. Needed: the mask is
    /// 0 when the loop is entered, only the `s_or` reads the compare, the mask is read only by
    /// the `s_or`, the cut and one restore after the loop, and nothing reads the SCC the `s_or`,
    /// the cut or the restore write (the values of VCC, the mask and SCC after the loop are
    /// then unread).
    fn of_lane(
        cx: &'a PassContext<'a>,
        kernel: &Kernel,
        flow: &'a KernelFlow,
        j: usize,
        lb: crate::flow::break_mask::LaneBreak,
    ) -> Result<Body<'a>, String> {
        let lp = &flow.loops.loops[j];
        if lp.blocks.len() != 1 {
            return Err(format!(
                "the loop has {} basic blocks; only single-block loops are unrolled",
                lp.blocks.len()
            ));
        }
        let range = flow.cfg.blocks[lp.header.index()].insts.clone();
        let br = range.end - 1;
        let du = &flow.def_use;
        let (cmp, or, cut) = (lb.compare, lb.or, lb.cut);
        if [cmp, or, cut].iter().any(|i| !range.contains(i)) {
            return Err("the lane exit is not in the loop body".into());
        }
        if du.def_uses[cmp].iter().any(|&(u, _)| u as usize != or) {
            return Err("the lane compare is read by more than the break mask".into());
        }
        // The mask's readers: the `s_or` itself, the cut, and one restore after the loop.
        let outside: Vec<usize> = du.def_uses[or]
            .iter()
            .map(|&(u, _)| u as usize)
            .filter(|&u| u != or && u != cut)
            .collect();
        let restore = match outside[..] {
            [r] if !range.contains(&r) => r,
            _ => {
                return Err(
                    "the break mask is read by more than one EXEC restore after the loop".into(),
                )
            }
        };
        let is_restore = {
            let t = instruction(cx.module, &flow.code.insts[restore]);
            let ins = &flow.code.insts[restore];
            crate::isa::semantics::exec_op(&t.mnemonic) == Some(crate::isa::semantics::ExecOp::Or)
                && t.dual.is_none()
                && ins.defs.contains(&crate::flow::regs::EXEC_LO)
                && ins.uses.contains(&crate::flow::regs::EXEC_LO)
        };
        if !is_restore || flow.code.insts[restore].line <= flow.code.insts[br].line {
            return Err(
                "the break mask is not read by an `s_or` restoring EXEC after the loop".into(),
            );
        }
        if [or, cut, restore]
            .iter()
            .any(|&i| du.def_uses[i].iter().any(|&(_, u)| u == SCC))
        {
            return Err(
                "the SCC of the break mask, the EXEC cut or the EXEC restore is read".into(),
            );
        }
        // The mask the `s_or` reads on entry: every definition from outside the loop is 0.
        let mask: Vec<RegUnit> = flow.code.insts[cut]
            .uses
            .iter()
            .copied()
            .filter(|u| flow.code.insts[or].defs.contains(u))
            .collect();
        let mut ev = crate::flow::address::Eval::new(cx.module, kernel, cx.isa, flow, lp);
        for &u in &mask {
            for &d in du.reaching(or, u) {
                if d as usize == or {
                    continue;
                }
                // `Poly` keeps no zero coefficient: 0 is the empty polynomial.
                let zero = d != crate::flow::dataflow::ENTRY
                    && ev.def_value(d as usize, u).is_some_and(|p| p.0.is_empty());
                if !zero {
                    return Err("the break mask is not 0 when the loop is entered".into());
                }
            }
        }
        if mask.is_empty() {
            return Err("the break mask is not found".into());
        }
        let exit = flow.cfg.successors(lp.header).find(|&s| s != lp.header);
        Ok(Body {
            cx,
            flow,
            range,
            br,
            cmp,
            header: lp.header,
            exit,
            lane: Some(LaneExit { or, cut, restore }),
        })
    }

    /// Whether `u`'s value after the loop may be read on some lane: a vector register
    /// overwritten under a narrowed EXEC after the exit keeps the loop's value on the other
    /// lanes (`KernelFlow::live_on_some_lane`), so the last increment of such a register stays.
    fn live_exit(&self, u: RegUnit) -> bool {
        self.exit.is_some_and(|e| {
            self.flow
                .live_on_some_lane(self.cx.module, self.cx.isa, e, u)
        })
    }

    /// Body position of instruction `i`.
    fn rel(&self, i: usize) -> usize {
        i - self.range.start
    }

    fn text(&self, i: usize) -> &'a crate::asm::Instruction {
        instruction(self.cx.module, &self.flow.code.insts[i])
    }

    fn defines_elsewhere(&self, unit: RegUnit, except: usize) -> bool {
        self.range
            .clone()
            .any(|x| x != except && self.flow.code.insts[x].defs.contains(&unit))
    }

    /// Each instruction's role before any increment is merged: waits and `s_delay_alu` that
    /// define nothing read are hints (the fix-ups make them again), the rest is copied.
    fn roles(&self) -> Vec<Role> {
        let du = &self.flow.def_use;
        self.range
            .clone()
            .map(|i| {
                let inst = &self.flow.code.insts[i];
                let hint = self.cx.isa.info(inst.op).unit == Unit::Waitcnt
                    || self.text(i).mnemonic == crate::isa::semantics::DELAY_ALU;
                if i == self.br {
                    Role::Branch
                } else if i == self.cmp {
                    Role::Compare
                } else if self.lane.is_some_and(|l| i == l.or || i == l.cut) {
                    Role::LaneExit
                } else if hint && du.def_uses[i].is_empty() {
                    Role::Hint
                } else {
                    Role::Plain
                }
            })
            .collect()
    }
}

/// An increment `r += step` at body position `at` that can be done once per unrolled body:
/// the reads of `r` it must adjust, and the addresses derived from `r`.
struct Candidate {
    unit: RegUnit,
    step: i64,
    at: usize,
    /// Instructions reading `r` (or a derived address) as a DS address, with the derived
    /// address's instruction when through one.
    uses: Vec<(usize, Option<usize>)>,
    /// `d = r + x` instructions and their `d`.
    derived: Vec<(usize, RegUnit)>,
}

/// Everything merged in one body: the increments, the DS reads they adjust, and the derived
/// addresses that need a register of their own.
#[derive(Default)]
struct Merges {
    merged: Vec<Merged>,
    ds_uses: HashMap<usize, (usize, Option<usize>)>,
    derived_regs: Vec<(usize, RegUnit)>,
}

fn analyze(
    cx: &PassContext,
    kernel: &Kernel,
    flow: &KernelFlow,
    j: usize,
    factor: Factor,
) -> Result<Plan, String> {
    let (trip, body) = match &flow.trip_counts[j] {
        TripCount::Constant(n) => (*n, Body::of(cx, flow, j)?),
        other => {
            let constant = format!("trip count is {other}, not a compile-time constant");
            let lp = &flow.loops.loops[j];
            let mut ev = crate::flow::address::Eval::new(cx.module, kernel, cx.isa, flow, lp);
            match ev.lane_trip_count() {
                Ok((n, lb)) => (n, Body::of_lane(cx, kernel, flow, j, lb)?),
                // Not a lane-by-lane loop at all: the plain reason.
                Err(why) if why.contains("its break mask is not") => return Err(constant),
                Err(why) => return Err(format!("{constant}; {why}")),
            }
        }
    };
    let (peel, copies) = match factor {
        Factor::Full => (trip, 0),
        Factor::By(k) if k >= trip || trip / k == 1 => (trip, 0),
        Factor::By(k) => (trip % k, k),
    };
    let full = copies == 0;
    if trip > 4096 {
        return Err(format!("trip count {trip} is too large to unroll fully"));
    }
    if body.lane.is_some() && !full {
        return Err(format!(
            "every lane runs {trip} iterations, but a lane-by-lane loop is only unrolled fully"
        ));
    }
    // A lane loop keeps no exit: its restore after the loop goes too (`Body::of_lane`).
    let keep_last_compare = full && body.lane.is_none() && body.live_exit(SCC);
    let mut roles = body.roles();
    let segment_counts: Vec<u64> = [peel, copies].into_iter().filter(|&c| c > 0).collect();
    let merges = merge_increments(&body, &mut roles, &segment_counts, full, keep_last_compare);
    assign_derived_registers(&body, kernel, &mut roles, &merges.derived_regs);
    let new_label = (!full && peel > 0).then(|| fresh_label(cx.module, flow, j));
    Ok(Plan {
        body: body.range,
        roles,
        merged: merges.merged,
        ds_uses: merges.ds_uses,
        peel,
        copies,
        keep_last_compare,
        new_label,
        restore_line: body.lane.map(|l| flow.code.insts[l.restore].line),
        trip,
    })
}

/// Merges every increment whose reads can all be adjusted, in body order.
fn merge_increments(
    body: &Body,
    roles: &mut [Role],
    segment_counts: &[u64],
    full: bool,
    keep_last_compare: bool,
) -> Merges {
    let mut out = Merges::default();
    for i in body.range.clone() {
        if roles[body.rel(i)] != Role::Plain {
            continue;
        }
        let Some(c) = increment_candidate(body, roles, i, full, keep_last_compare) else {
            continue;
        };
        // Every folded offset must stay in range, in every copy of every segment.
        let keep = !full || body.live_exit(c.unit);
        let fits = segment_counts.iter().all(|&count| {
            c.uses.iter().all(|&(y, via)| {
                let pos = body.rel(via.unwrap_or(y));
                (0..count).all(|k| {
                    let a = adjustment(pos, c.at, c.step, k, count, keep);
                    offsets_fit(body.text(y), a)
                })
            })
        });
        if !fits {
            continue;
        }
        let m_idx = out.merged.len();
        out.merged.push(Merged {
            unit: c.unit,
            step: c.step,
            at: c.at,
            keep,
        });
        roles[c.at] = Role::Increment(m_idx);
        for &(y, via) in &c.uses {
            out.ds_uses
                .insert(body.rel(y), (m_idx, via.map(|v| body.rel(v))));
        }
        for (x, d) in c.derived {
            roles[body.rel(x)] = Role::Derived {
                merged: m_idx,
                into: None,
            };
            out.derived_regs.push((body.rel(x), d));
        }
    }
    out
}

/// Instruction `i` as a mergeable increment: the body's only definition of its register, its
/// SCC unread, and every other read of the register a DS address (directly or through a
/// derived address read only by later DS addresses) or a compare that sees no changed value.
fn increment_candidate(
    body: &Body,
    roles: &[Role],
    i: usize,
    full: bool,
    keep_last_compare: bool,
) -> Option<Candidate> {
    let (r, step) = increment_of(body.text(i))?;
    if body.defines_elsewhere(r, i) {
        return None;
    }
    // Its SCC (scalar adds) must be unread.
    if body.flow.def_use.def_uses[i].iter().any(|&(_, u)| u != r) {
        return None;
    }
    let at = body.rel(i);
    let mut c = Candidate {
        unit: r,
        step,
        at,
        uses: Vec::new(),
        derived: Vec::new(),
    };
    for x in body.range.clone() {
        if x == i || !body.flow.code.insts[x].uses.contains(&r) {
            continue;
        }
        match roles[body.rel(x)] {
            Role::Compare => {
                // Deleted in every copy unless it is kept; kept ones must see the exact value.
                let kept = !full || keep_last_compare;
                if kept && body.rel(x) < at {
                    return None;
                }
            }
            Role::Plain if ds_address_only(body.cx, body.flow, x, r) => c.uses.push((x, None)),
            Role::Plain => {
                let (d, readers) = derived_address(body, x, r)?;
                c.derived.push((x, d));
                c.uses.extend(readers.into_iter().map(|y| (y, Some(x))));
            }
            _ => return None,
        }
    }
    Some(c)
}

/// Instruction `x` as `d = r + invariant` (or `d = r`) whose value only later DS addresses of
/// the same copy read: `d` and those readers.
fn derived_address(body: &Body, x: usize, r: RegUnit) -> Option<(RegUnit, Vec<usize>)> {
    let (d, other) = derived_of(body.text(x), r)?;
    let invariant = match other {
        None => true,
        Some(o) if int_of(o).is_some() => true,
        Some(o) => operand_units(o)
            .iter()
            .all(|&u| !body.defines_elsewhere(u, usize::MAX)),
    };
    if !invariant {
        return None;
    }
    let mut readers = Vec::new();
    for &(y, u) in &body.flow.def_use.def_uses[x] {
        if u != d {
            continue;
        }
        let y = y as usize;
        if !body.range.contains(&y) || y <= x || !ds_address_only(body.cx, body.flow, y, d) {
            return None;
        }
        readers.push(y);
    }
    Some((d, readers))
}

/// Gives each derived address a free VGPR, when one is: not live at entry or exit, untouched
/// in the body, below the kernel's VGPR count. One without stays computed in every copy.
fn assign_derived_registers(
    body: &Body,
    kernel: &Kernel,
    roles: &mut [Role],
    derived_regs: &[(usize, RegUnit)],
) {
    let (cx, flow, code) = (body.cx, body.flow, &body.flow.code);
    let res = crate::flow::resources::compute(cx.target, kernel, code);
    let vgpr_limit = crate::flow::resources::free_vgpr_limit(cx.target, kernel, &res);
    let mut touched: BTreeSet<RegUnit> = BTreeSet::new();
    for i in body.range.clone() {
        touched.extend(code.insts[i].defs.iter().copied());
        touched.extend(code.insts[i].uses.iter().copied());
    }
    let mut free = (0..vgpr_limit).map(RegUnit::vgpr).filter(|&u| {
        !touched.contains(&u)
            && !flow.liveness.live_in[body.header.index()].contains(u)
            && !body.live_exit(u)
    });
    for (pos, _) in derived_regs {
        if let Role::Derived { merged, .. } = roles[*pos] {
            if let Some(f) = free.next() {
                let (_, idx) = f.numbered().unwrap_or((RegFile::V, 0));
                roles[*pos] = Role::Derived {
                    merged,
                    into: Some(idx),
                };
            }
        }
    }
}

/// A label for loop `j`'s header that the module does not define yet: `<header>_unrolled`,
/// then `_unrolled2`, ...
fn fresh_label(module: &Module, flow: &KernelFlow, j: usize) -> String {
    let base = header_name(flow, flow.loops.loops[j].header);
    let taken = |name: &str| {
        flow.code.labels.contains_key(name)
            || module
                .lines
                .iter()
                .any(|l| matches!(&l.kind, LineKind::Label(x) if x.as_str() == name))
    };
    let mut name = format!("{base}_unrolled");
    let mut n = 1;
    while taken(&name) {
        n += 1;
        name = format!("{base}_unrolled{n}");
    }
    name
}

/// What must be added to the offset of a read at body position `pos` in copy `k` of a segment of
/// `count` copies, when the register's only increment (at `at`) is in the last copy, adding
/// `count * step` (or dropped when `keep` is false).
fn adjustment(pos: usize, at: usize, step: i64, k: u64, count: u64, keep: bool) -> i64 {
    let after = pos > at;
    let needed = (k as i64 + after as i64) * step;
    let seen = if keep && after && k + 1 == count {
        count as i64 * step
    } else {
        0
    };
    needed - seen
}

fn offsets_fit(inst: &crate::asm::Instruction, a: i64) -> bool {
    let Some((names, unit, max)) = ds_offset_shape(&inst.mnemonic) else {
        return false;
    };
    if a % unit != 0 {
        return false;
    }
    names.iter().all(|n| {
        let old = inst.modifier(n).and_then(Modifier::int_value).unwrap_or(0);
        (0..=max).contains(&(old + a / unit))
    })
}

fn with_offsets(inst: &mut crate::asm::Instruction, a: i64) {
    let Some((names, unit, _)) = ds_offset_shape(&inst.mnemonic) else {
        return;
    };
    if a == 0 {
        return;
    }
    let mut values: Vec<(String, i64)> = names
        .iter()
        .map(|n| {
            let old = inst.modifier(n).and_then(Modifier::int_value).unwrap_or(0);
            (n.to_string(), old + a / unit)
        })
        .collect();
    let first = inst
        .modifiers
        .iter()
        .position(|m| names.contains(&m.name.as_str()))
        .unwrap_or(0);
    inst.modifiers.retain(|m| !names.contains(&m.name.as_str()));
    let at = first.min(inst.modifiers.len());
    for (k, (n, v)) in values.drain(..).enumerate() {
        inst.modifiers.insert(
            at + k,
            Modifier {
                name: n.as_str().into(),
                value: ModValue::Int {
                    value: v,
                    hex: false,
                },
            },
        );
    }
}

/// Replaces register `from` by VGPR `to` in single-register operands.
fn rename_operand(inst: &mut crate::asm::Instruction, pos: usize, to: u16) {
    if let Some(o) = inst.operands.get_mut(pos) {
        o.kind = OperandKind::Reg(crate::asm::RegRange::single(RegFile::V, to));
    }
}

/// The increment `r += total` in a form the target encodes.
fn increment(target: Target, m: &Merged, total: i64) -> crate::asm::Instruction {
    let total = total as i32 as i64;
    match m.unit.numbered() {
        Some((RegFile::V, idx)) => {
            let mnemonic = match target {
                Target::Gfx1100 => "v_add_nc_u32_e32",
                Target::Gfx942 => "v_add_u32_e32",
            };
            crate::asm::Instruction::new(
                mnemonic,
                [Operand::vgpr(idx), Operand::hex(total), Operand::vgpr(idx)],
            )
        }
        Some((_, idx)) => {
            if (0..=i16::MAX as i64).contains(&total) {
                crate::asm::Instruction::new(
                    "s_addk_i32",
                    [Operand::sgpr(idx), Operand::hex(total)],
                )
            } else {
                crate::asm::Instruction::new(
                    "s_add_i32",
                    [Operand::sgpr(idx), Operand::sgpr(idx), Operand::int(total)],
                )
            }
        }
        None => crate::asm::Instruction::new("s_nop", [Operand::int(0)]),
    }
}

/// One run of straight-line copies of the body.
struct Segment<'a> {
    count: u64,
    /// The loop's label: the last copy keeps its compare and branch (back to this label).
    branch_to: Option<&'a str>,
    /// Keep the last copy's compare even without a branch (SCC read after the loop).
    keep_compare: bool,
    /// Unchanged instructions of the first copy keep their original lines.
    keep_originals: bool,
}

/// Emits the copies of one segment.
fn emit_segment(
    cx: &PassContext,
    flow: &KernelFlow,
    plan: &Plan,
    seg: Segment,
    out: &mut Vec<Line>,
    stats: &mut BTreeMap<&'static str, u64>,
) {
    let Segment {
        count,
        branch_to,
        keep_compare,
        keep_originals,
    } = seg;
    let module: &Module = cx.module;
    let code = &flow.code;
    // Derived positions already computed into their free register in this segment.
    let mut computed: BTreeSet<usize> = BTreeSet::new();
    for k in 0..count {
        let last = k + 1 == count;
        for (pos, i) in plan.body.clone().enumerate() {
            let line = &module.lines[code.insts[i].line];
            let text = instruction(module, &code.insts[i]);
            let mut inst = text.clone();
            let mut changed = false;
            match &plan.roles[pos] {
                Role::Hint => continue,
                Role::Branch => {
                    let Some(label) = branch_to.filter(|_| last) else {
                        *stats.entry("branches removed").or_default() += 1;
                        continue;
                    };
                    if code.insts[i].target.as_deref() != Some(label) {
                        for o in inst.operands.iter_mut() {
                            if matches!(o.kind, OperandKind::Expr(_)) {
                                *o = Operand::expr(label);
                            }
                        }
                        changed = true;
                    }
                }
                Role::Compare => {
                    if !(keep_compare && last) {
                        *stats.entry("compares removed").or_default() += 1;
                        continue;
                    }
                }
                Role::LaneExit => {
                    if !(keep_compare && last) {
                        *stats.entry("lane exits removed").or_default() += 1;
                        continue;
                    }
                }
                Role::Increment(m) => {
                    let mg = &plan.merged[*m];
                    if !(last && mg.keep) {
                        *stats.entry("increments merged").or_default() += 1;
                        continue;
                    }
                    if count != 1 {
                        inst = increment(cx.target, mg, mg.step * count as i64);
                        changed = true;
                    }
                }
                Role::Derived { merged, into } => {
                    let mg = &plan.merged[*merged];
                    let sees_start = !(last && mg.keep && pos > mg.at);
                    if let (Some(f), true) = (into, sees_start) {
                        if !computed.insert(pos) {
                            *stats.entry("derived addresses reused").or_default() += 1;
                            continue;
                        }
                        rename_operand(&mut inst, 0, *f);
                        changed = true;
                    }
                }
                Role::Plain => {}
            }
            if let Some(&(m, via)) = plan.ds_uses.get(&pos) {
                let mg = &plan.merged[m];
                let src = via.unwrap_or(pos);
                let a = adjustment(src, mg.at, mg.step, k, count, mg.keep);
                if a != 0 {
                    with_offsets(&mut inst, a);
                    changed = true;
                    *stats.entry("offsets folded").or_default() += 1;
                }
                if let Some(v) = via {
                    let sees_start = !(last && mg.keep && v > mg.at);
                    if let (Role::Derived { into: Some(f), .. }, true) =
                        (&plan.roles[v], sees_start)
                    {
                        let info = cx.isa.info(code.insts[i].op);
                        if let Some(&addr) = address_operands(info).first() {
                            rename_operand(&mut inst, addr, *f);
                            changed = true;
                        }
                    }
                }
            }
            if keep_originals && k == 0 && !changed {
                out.push(line.clone());
            } else {
                out.push(Line::new(LineKind::Instruction(Box::new(inst))));
            }
        }
    }
}

/// The lines that replace a loop body, and the log line.
struct Replacement {
    lines: std::ops::Range<usize>,
    new: Vec<Line>,
    summary: String,
}

/// The unrolled loop, built from the module as it stands (the caller splices it in).
fn apply(cx: &PassContext, flow: &KernelFlow, plan: &Plan) -> Replacement {
    let edited = &*cx.module;
    let code = &flow.code;
    let first_line = code.insts[plan.body.start].line;
    let last_line = code.insts[plan.body.end - 1].line;
    let mut out: Vec<Line> = Vec::new();
    let mut stats: BTreeMap<&'static str, u64> = BTreeMap::new();
    let full = plan.copies == 0;
    if plan.peel > 0 {
        emit_segment(
            cx,
            flow,
            plan,
            Segment {
                count: plan.peel,
                branch_to: None,
                keep_compare: full && plan.keep_last_compare,
                keep_originals: full,
            },
            &mut out,
            &mut stats,
        );
    }
    if !full {
        let label = match &plan.new_label {
            Some(l) => {
                out.push(Line::new(LineKind::Label(l.as_str().into())));
                l.clone()
            }
            None => code.insts[plan.body.end - 1]
                .target
                .clone()
                .unwrap_or_default(),
        };
        // The loop body's first copy keeps the original lines; peeled copies are new lines.
        emit_segment(
            cx,
            flow,
            plan,
            Segment {
                count: plan.copies,
                branch_to: Some(&label),
                keep_compare: true,
                keep_originals: true,
            },
            &mut out,
            &mut stats,
        );
    }
    // Non-instruction lines inside the body (comments) go in front of the copies.
    let comments: Vec<Line> = (first_line..=last_line)
        .filter(|&l| !matches!(edited.lines[l].kind, LineKind::Instruction(_)))
        .map(|l| edited.lines[l].clone())
        .collect();
    let mut lines = comments;
    lines.extend(out);
    let what = if full {
        format!("fully unrolled (trip {}): {} copies", plan.trip, plan.peel)
    } else if plan.peel > 0 {
        format!(
            "unrolled by {} (trip {}): {} remainder copies peeled in front, loop of {} iterations under {}",
            plan.copies,
            plan.trip,
            plan.peel,
            plan.trip / plan.copies,
            plan.new_label.as_deref().unwrap_or("?")
        )
    } else {
        format!(
            "unrolled by {} (trip {}): loop of {} iterations",
            plan.copies,
            plan.trip,
            plan.trip / plan.copies
        )
    };
    let mut parts = vec![what];
    for (k, v) in stats {
        parts.push(format!("{v} {k}"));
    }
    for m in &plan.merged {
        parts.push(format!(
            "{} += {} once per {}{}",
            m.unit,
            m.step,
            if full { "loop" } else { "body" },
            if m.keep {
                ""
            } else {
                " (dropped: dead at the exit)"
            }
        ));
    }
    for r in &plan.roles {
        if let Role::Derived {
            into: Some(f),
            merged,
        } = r
        {
            parts.push(format!(
                "address derived from {} computed once into v{f}",
                plan.merged[*merged].unit
            ));
        }
    }
    Replacement {
        lines: first_line..last_line + 1,
        new: lines,
        summary: parts.join(", "),
    }
}
