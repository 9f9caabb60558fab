//! The run-time range check in the preheader and the unchanged copy of the loop it falls back
//! to when the check fails.

use super::emit::{emit_uniform, uniform_operand};
use super::err;
use crate::asm::{Instruction, Line, LineKind, Operand, OperandKind, SpecialReg};
use crate::flow::address::{Atom, ExitTest, LaneInt, Poly};
use crate::flow::KernelFlow;
use crate::isa::build::{self as op, Builder};
use crate::passes::{PassContext, PassError};
use std::collections::{BTreeMap, BTreeSet};

/// SGPRs of the preheader's run-time range check.
pub(super) struct Guard {
    /// -1 while every condition holds, 0 once one fails.
    pub(super) ok: u16,
    /// Last iteration at which a load can run.
    pub(super) imax: u16,
    pub(super) t1: u16,
    pub(super) t2: u16,
    /// The limit on a lane's offset index.
    pub(super) lim: u16,
    /// A lane mask (a pair on wave64).
    pub(super) mask: u16,
    pub(super) wave64: bool,
    /// The check of a lane-by-lane exit ([`ExitTest::lanes`]): `imax` holds the limit instead.
    pub(super) lanes: bool,
    /// A lane-by-lane exit of a 32-bit counter ([`ExitTest::lane_int`]).
    pub(super) lane_int: Option<LaneInt>,
}

/// `s_cselect_b32 ok, ok, 0`: the condition just compared (SCC) must hold.
fn require(bld: Builder, code: &mut Vec<Instruction>, g: &Guard) -> Result<(), PassError> {
    code.push(bld.build("s_cselect_b32", [op::s(g.ok), op::s(g.ok), op::imm(0)])?);
    Ok(())
}

/// `imax = ceil((max(limit, c0) - c0) / step)`: the exit test `c0 + step*i >= limit` stops
/// the loop by iteration imax. Needs `limit <= i32::MAX - step` so the counter cannot wrap
/// (compared unsigned for an unsigned test: a negative limit fails it too), and `limit >= c0`
/// for an equality test. The limit is `bound`, or `bound & mask`.
pub(super) fn guard_prologue(
    bld: Builder,
    code: &mut Vec<Instruction>,
    g: &Guard,
    exit: &ExitTest,
    regs: &BTreeMap<Atom, u16>,
) -> Result<(), PassError> {
    if let Some(int) = &exit.lane_int {
        return guard_prologue_int(bld, code, g, &exit.bound, int, regs);
    }
    if let Some(hi) = &exit.lanes {
        return guard_prologue_lanes(bld, code, g, &exit.bound, hi, regs);
    }
    let m = g.imax;
    // The bound is read where it is (an argument's entry copy) unless it must be computed;
    // a constant one goes to `m` first, since a compare takes one literal.
    let mut bound = uniform_operand(bld, code, &exit.bound, m, g.t1, regs)?;
    if let Some(mask) = exit.mask {
        code.push(bld.build("s_and_b32", [op::s(m), bound, op::hex(mask)])?);
        bound = op::s(m);
    }
    if matches!(bound.kind, OperandKind::Int { .. }) {
        code.push(bld.build("s_mov_b32", [op::s(m), bound])?);
        bound = op::s(m);
    }
    let c0 = op::hex(exit.c0 as u32);
    let top = op::hex((i32::MAX as i64 - exit.step) as u32);
    let le = if exit.unsigned {
        "s_cmp_le_u32"
    } else {
        "s_cmp_le_i32"
    };
    code.push(bld.build(le, [bound.clone(), top])?);
    code.push(bld.build("s_cselect_b32", [op::s(g.ok), op::imm(-1), op::imm(0)])?);
    if exit.entered_below_bound {
        // A count-down loop entered at or past its bound would wrap its counter.
        code.push(bld.build("s_cmp_lt_i32", [bound.clone(), c0.clone()])?);
        code.push(bld.build("s_cselect_b32", [op::s(g.ok), op::imm(0), op::s(g.ok)])?);
    }
    code.push(bld.build("s_max_i32", [op::s(m), bound, c0.clone()])?);
    if exit.c0 != 0 {
        code.push(bld.build("s_sub_u32", [op::s(m), op::s(m), c0])?);
    }
    if exit.step > 1 {
        let round = op::hex((exit.step - 1) as u32);
        code.push(bld.build("s_add_u32", [op::s(m), op::s(m), round])?);
        let log2 = op::imm(exit.step.trailing_zeros().into());
        code.push(bld.build("s_lshr_b32", [op::s(m), op::s(m), log2])?);
    }
    Ok(())
}

/// The bounds the check tests besides the exit test (facts of the derive ladder it checks
/// instead of assuming, [`super::fact_bounds`]), into `ok`: a workgroup id (`Atom::Sgpr`, read
/// unsigned) at most `hi`, an argument (read signed, as the range proof reads it) within
/// `[lo, hi]` where the bound is tighter than its type's. Each compare reads the atom's entry
/// copy, so the wave's own values decide: the proof holds for every wave whose atoms lie in
/// those ranges.
pub(super) fn guard_bounds(
    bld: Builder,
    code: &mut Vec<Instruction>,
    g: &Guard,
    bounds: &[(Atom, crate::flow::address::Interval)],
    regs: &BTreeMap<Atom, u16>,
) -> Result<(), PassError> {
    for (a, iv) in bounds {
        let r = *regs
            .get(a)
            .ok_or_else(|| err("a checked bound's atom has no entry copy"))?;
        let id = matches!(a, Atom::Sgpr(_));
        let (lo, hi, le, ge) = match id {
            true => (0, u32::MAX as i128, "s_cmp_le_u32", "s_cmp_ge_u32"),
            false => (
                i32::MIN as i128,
                i32::MAX as i128,
                "s_cmp_le_i32",
                "s_cmp_ge_i32",
            ),
        };
        if iv.lo > lo {
            code.push(bld.build(ge, [op::s(r), op::hex(iv.lo as u32)])?);
            require(bld, code, g)?;
        }
        if iv.hi < hi {
            code.push(bld.build(le, [op::s(r), op::hex(iv.hi as u32)])?);
            require(bld, code, g)?;
        }
    }
    Ok(())
}

/// The prologue of a lane-by-lane exit's check: `ok` while the limit's high half `hi` is 0 (a
/// limit below 2^32, so every counter below it is its own low half), `imax` = the low half
/// `lo`, the limit each stream's scalar part tests ([`guard_scalar`]).
fn guard_prologue_lanes(
    bld: Builder,
    code: &mut Vec<Instruction>,
    g: &Guard,
    lo: &Poly,
    hi: &Poly,
    regs: &BTreeMap<Atom, u16>,
) -> Result<(), PassError> {
    let mut h = uniform_operand(bld, code, hi, g.t1, g.t2, regs)?;
    if matches!(h.kind, OperandKind::Int { .. }) {
        code.push(bld.build("s_mov_b32", [op::s(g.t1), h])?);
        h = op::s(g.t1);
    }
    code.push(bld.build("s_cmp_eq_u32", [h, op::imm(0)])?);
    code.push(bld.build("s_cselect_b32", [op::s(g.ok), op::imm(-1), op::imm(0)])?);
    let l = uniform_operand(bld, code, lo, g.imax, g.t1, regs)?;
    if l != op::s(g.imax) {
        code.push(bld.build("s_mov_b32", [op::s(g.imax), l])?);
    }
    Ok(())
}

/// The prologue of a 32-bit lane-by-lane exit's check ([`crate::flow::address::Int32`]):
/// `ok` set, `imax` = the limit `n` (read in place from its SGPR, or computed from `lo`).
fn guard_prologue_int(
    bld: Builder,
    code: &mut Vec<Instruction>,
    g: &Guard,
    lo: &Poly,
    int: &LaneInt,
    regs: &BTreeMap<Atom, u16>,
) -> Result<(), PassError> {
    code.push(bld.build("s_mov_b32", [op::s(g.ok), op::imm(-1)])?);
    let l = match int.limit_sgpr {
        Some(r) => op::s(r),
        None => uniform_operand(bld, code, lo, g.imax, g.t1, regs)?,
    };
    if l != op::s(g.imax) {
        code.push(bld.build("s_mov_b32", [op::s(g.imax), l])?);
    }
    Ok(())
}

/// The scalar part of one stream's conditions, `U_j` read as signed 32-bit values (what the
/// bases sign-extend): `L = min(2^31 - max(0, max U_j), 2^(32-sh))` and `stride * imax < L`
/// (64-bit product) into `ok`, and `lw = L - stride*imax`, the limit every active lane's `v0`
/// must stay below ([`guard_lanes`]). Then for every iteration `i <= imax`, `v_i = v0 +
/// stride*i` has `-2^31 <= U_j + v_i < 2^31` (the 32-bit index is that integer, and so is its
/// sign extension) and `v_i << sh < 2^32` (the VGPR offset does not wrap): the SGPR-base
/// address equals the original one. It reads only the entry copies and the prologue's
/// registers: the same for every entry into the loop.
#[allow(clippy::too_many_arguments)]
pub(super) fn guard_scalar(
    bld: Builder,
    code: &mut Vec<Instruction>,
    g: &Guard,
    us: &[&Poly],
    stride: &Poly,
    shift: u32,
    lw: u16,
    regs: &BTreeMap<Atom, u16>,
) -> Result<(), PassError> {
    if let Some(int) = &g.lane_int {
        // `0 <= n <= cap` (one unsigned compare), so that every active lane's `0 <= i < n`
        // gives an offset `i << sh` below 2^32 and an `i` below 2^31 (its sign and zero
        // extensions agree); a signed counter must not wrap past i32::MAX while below n:
        // `step <= 2^31 - n` (unsigned; the stream's stride is the counter's step). The lanes'
        // own check then tests `i_0 <u n`: `0 <= i_0 < n`.
        let cap = if shift >= 2 {
            1u32 << (32 - shift)
        } else {
            i32::MAX as u32
        };
        code.push(bld.build("s_cmp_le_u32", [op::s(g.imax), op::hex(cap)])?);
        code.push(bld.build("s_cselect_b32", [op::s(lw), op::s(g.imax), op::imm(0)])?);
        if int.signed {
            code.push(bld.build(
                "s_sub_u32",
                [op::s(g.t2), op::hex(0x8000_0000), op::s(g.imax)],
            )?);
            let step = uniform_operand(bld, code, stride, g.t1, g.lim, regs)?;
            let step = match step.kind {
                OperandKind::Int { .. } => {
                    code.push(bld.build("s_mov_b32", [op::s(g.t1), step])?);
                    op::s(g.t1)
                }
                _ => step,
            };
            code.push(bld.build("s_cmp_le_u32", [step, op::s(g.t2)])?);
            code.push(bld.build("s_cselect_b32", [op::s(lw), op::s(lw), op::imm(0)])?);
        }
        return Ok(());
    }
    if g.lanes {
        // Every active lane's counter is below the limit n (in `imax`): its offset
        // `counter << sh` is below 2^32 when n <= 2^32 >> sh. The lanes' own check then
        // compares their start with n (which the loop's entry compare already made true).
        let cap = if shift == 0 {
            u32::MAX
        } else {
            1u32 << (32 - shift.min(31))
        };
        code.push(bld.build("s_cmp_le_u32", [op::s(g.imax), op::hex(cap)])?);
        code.push(bld.build("s_cselect_b32", [op::s(lw), op::s(g.imax), op::imm(0)])?);
        return Ok(());
    }
    let (l, t1, t2) = (g.lim, g.t1, g.t2);
    // lim = min(2^31 - max(0, U_j...), 2^(32-sh)) (the second only where it is smaller),
    // folded when every U_j is a constant.
    let consts: Option<Vec<i64>> = us
        .iter()
        .map(|u| u.as_const().map(|c| c as i32 as i64))
        .collect();
    let lim_const = consts.map(|cs| {
        let top = cs.into_iter().fold(0, i64::max);
        let mut lim = (1i64 << 31) - top;
        if shift >= 2 {
            lim = lim.min(1i64 << (32 - shift));
        }
        lim
    });
    // A constant stride `c` under a constant limit: `c * imax < L` (no 32-bit wrap, since
    // `L <= 2^31`) is `imax < ceil(L / c)`, one compare instead of two products.
    match (lim_const, stride.as_const()) {
        (Some(lc), Some(0)) => {
            code.push(bld.build("s_mov_b32", [op::s(lw), op::hex(lc as u32)])?);
            return Ok(());
        }
        (Some(lc), Some(c)) if c > 0 && c < 1 << 31 => {
            let q = (lc + c - 1) / c;
            code.push(bld.build("s_cmp_lt_u32", [op::s(g.imax), op::hex(q as u32)])?);
            require(bld, code, g)?;
            code.push(bld.build("s_mul_i32", [op::s(t1), op::s(g.imax), op::hex(c as u32)])?);
            code.push(bld.build("s_sub_u32", [op::s(lw), op::hex(lc as u32), op::s(t1)])?);
            return Ok(());
        }
        _ => {}
    }
    let lim = if let Some(lc) = lim_const {
        // A constant limit is an operand of the compare and the subtraction, not a register.
        op::hex(lc as u32)
    } else {
        code.push(bld.build("s_mov_b32", [op::s(l), op::imm(0)])?);
        let mut seen: Vec<&Poly> = Vec::new();
        for u in us {
            if seen.contains(u) {
                continue;
            }
            seen.push(u);
            emit_uniform(bld, code, u, t1, t2, regs)?;
            code.push(bld.build("s_max_i32", [op::s(l), op::s(l), op::s(t1)])?);
        }
        code.push(bld.build("s_sub_u32", [op::s(l), op::hex(0x8000_0000), op::s(l)])?);
        if shift >= 2 {
            // 2^(32-sh) <= 2^30 fits the 32-bit immediate.
            let cap = op::hex(1u32 << (32 - shift));
            code.push(bld.build("s_min_u32", [op::s(l), op::s(l), cap])?);
        }
        op::s(l)
    };
    // The stride is read in place (an argument's copy, or a literal SOP2 takes).
    let stride = uniform_operand(bld, code, stride, t1, t2, regs)?;
    code.push(bld.build("s_mul_hi_u32", [op::s(t2), stride.clone(), op::s(g.imax)])?);
    code.push(bld.build("s_cmp_eq_u32", [op::s(t2), op::imm(0)])?);
    require(bld, code, g)?;
    code.push(bld.build("s_mul_i32", [op::s(t1), stride, op::s(g.imax)])?);
    code.push(bld.build("s_cmp_lt_u32", [op::s(t1), lim.clone()])?);
    require(bld, code, g)?;
    code.push(bld.build("s_sub_u32", [op::s(lw), lim, op::s(t1)])?);
    Ok(())
}

/// `lw &= ok`: once every scalar condition is in, a failed one zeroes each lane limit, so no
/// active lane passes [`guard_lanes`] and the one branch after them takes the copy.
pub(super) fn guard_fold(
    bld: Builder,
    code: &mut Vec<Instruction>,
    g: &Guard,
    lw: u16,
) -> Result<(), PassError> {
    code.push(bld.build("s_and_b32", [op::s(lw), op::s(lw), op::s(g.ok)])?);
    Ok(())
}

/// The lanes of one stream whose `v{voff}` (the lane part `v0`, before the shift) is below
/// the limit `lw`, into the check's mask: the first stream's directly, a later one's through
/// `tmp` and ANDed in. A compare leaves inactive lanes 0; [`guard_branch`] tests the active
/// ones.
pub(super) fn guard_lanes(
    bld: Builder,
    code: &mut Vec<Instruction>,
    g: &Guard,
    lw: u16,
    voff: u16,
    tmp: Option<u16>,
) -> Result<(), PassError> {
    let pair = |r: u16| if g.wave64 { op::s2(r) } else { op::s(r) };
    let d = tmp.unwrap_or(g.mask);
    code.push(bld.build("v_cmp_gt_u32_e64", [pair(d), op::s(lw), op::v(voff)])?);
    if let Some(t) = tmp {
        let and = if g.wave64 { "s_and_b64" } else { "s_and_b32" };
        code.push(bld.build(and, [pair(g.mask), pair(g.mask), pair(t)])?);
    }
    Ok(())
}

/// The version switch: the active lanes some stream's check failed in (`exec & !mask`, whose
/// being non-zero SCC reports) send the wave to the unchanged copy at `copy`.
pub(super) fn guard_branch(
    bld: Builder,
    code: &mut Vec<Instruction>,
    g: &Guard,
    copy: &str,
) -> Result<(), PassError> {
    let mk = g.mask;
    if g.wave64 {
        let exec = op::special(SpecialReg::Exec);
        code.push(bld.build("s_andn2_b64", [op::s2(mk), exec, op::s2(mk)])?);
    } else {
        let exec = op::special(SpecialReg::ExecLo);
        code.push(bld.build("s_and_not1_b32", [op::s(mk), exec, op::s(mk)])?);
    }
    code.push(bld.build("s_cbranch_scc1", [op::label(copy)])?);
    Ok(())
}

/// A copy of a loop's lines with its labels renamed.
pub(super) struct LoopCopy {
    /// First and last line of the loop.
    pub(super) lo: usize,
    pub(super) hi: usize,
    pub(super) lines: Vec<Line>,
    /// The copy's header label.
    pub(super) header: String,
    /// The line the copy is inserted at.
    pub(super) at: usize,
    /// A label to insert before this line (the loop's fall-through exit had none).
    pub(super) exit_label: Option<(usize, String)>,
}

/// Copies a loop laid out as one run of lines; the copy goes after the kernel's last
/// instruction (which must not fall through), with a branch to the loop's fall-through exit.
pub(super) fn copy_loop(
    cx: &PassContext,
    flow: &KernelFlow,
    lp: &crate::flow::loops::Loop,
    header: &str,
) -> Result<LoopCopy, String> {
    let code = &flow.code;
    let (first, end) = loop_span(flow, lp)?;
    let last = &code.insts[end - 1];
    let fall_label = fall_through_exit(cx, flow, end, header)?;
    if header.is_empty() {
        return Err("the loop header has no label".into());
    }
    let lo = if first == 0 {
        return Err("the loop starts the kernel".into());
    } else {
        code.insts[first - 1].line + 1
    };
    let hi = last.line;
    let lines = &cx.module.lines;
    let names: BTreeSet<String> = labels(&lines[lo..=hi]).map(str::to_string).collect();
    let taken: BTreeSet<&str> = labels(lines).collect();
    let rename = |n: &str| format!("{n}{}", crate::flow::loops::FALLBACK_SUFFIX);
    if names.iter().any(|n| taken.contains(rename(n).as_str())) {
        return Err("the copy's labels are taken".into());
    }
    if !names.contains(header) {
        return Err("the loop header's label is not in the loop's lines".into());
    }
    let mut out: Vec<Line> = lines[lo..=hi]
        .iter()
        .map(|l| renamed_line(l, &names, &rename))
        .collect();
    let mut new_label = None;
    if let Some((l, at)) = fall_label {
        // A label the exit already has is the branch's target; only a new one must be free.
        if at.is_some() && taken.contains(l.as_str()) {
            return Err("the exit label is taken".into());
        }
        new_label = at.map(|at| (at, l.clone()));
        out.push(Line::new(LineKind::Instruction(Box::new(
            Builder::new(cx.isa)
                .build("s_branch", [op::label(&l)])
                .map_err(|e| e.to_string())?,
        ))));
    }
    // The copy goes after the kernel's last instruction, which must not fall through into
    // it: an `s_endpgm` (no successor) or an unconditional branch (clang ends gemm_4x2 with
    // `s_branch .LBB8_9`, a block laid out last).
    let tail = code.insts.len() - 1;
    let tail_block = flow.cfg.block_of[tail];
    let ends = flow.cfg.successors(tail_block).next().is_none() || unconditional(cx, flow, tail);
    if !ends {
        return Err("the kernel's last instruction falls through".into());
    }
    Ok(LoopCopy {
        at: code.insts[tail].line + 1,
        exit_label: new_label,
        lo,
        hi,
        lines: out,
        header: rename(header),
    })
}

/// The loop's instructions as one range `first..end` of the decoded code, if its blocks are
/// contiguous.
fn loop_span(flow: &KernelFlow, lp: &crate::flow::loops::Loop) -> Result<(usize, usize), String> {
    let span = |b: &crate::flow::cfg::BlockId| flow.cfg.blocks[b.index()].insts.clone();
    let first = lp.blocks.iter().map(|b| span(b).start).min();
    let end = lp.blocks.iter().map(|b| span(b).end).max();
    let (Some(first), Some(end)) = (first, end) else {
        return Err("the loop is empty".into());
    };
    if (first..end).any(|i| !lp.contains(flow.cfg.block_of[i])) {
        return Err("the loop's blocks are not contiguous".into());
    }
    Ok((first, end))
}

/// Instruction `i` is an unconditional branch (`s_branch`: reads no condition).
fn unconditional(cx: &PassContext, flow: &KernelFlow, i: usize) -> bool {
    let ins = &flow.code.insts[i];
    cx.isa.info(ins.op).is_branch && ins.uses.is_empty() && ins.target.is_some()
}

/// Where a loop ending at instruction `end` (exclusive) can fall out to: `None` when its last
/// line is an unconditional branch, else the label after it and, when the exit has none, the
/// line to put a new one at (which changes no code).
fn fall_through_exit(
    cx: &PassContext,
    flow: &KernelFlow,
    end: usize,
    header: &str,
) -> Result<Option<(String, Option<usize>)>, String> {
    let code = &flow.code;
    let last = &code.insts[end - 1];
    if unconditional(cx, flow, end - 1) {
        return Ok(None);
    }
    let next = code
        .insts
        .get(end)
        .ok_or("the loop falls out of the kernel's last line")?;
    let label = labels(&cx.module.lines[last.line + 1..next.line]).next();
    Ok(Some(match label {
        Some(l) => (l.to_string(), None),
        None => (format!("{header}_exit_addr"), Some(next.line)),
    }))
}

/// The labels defined in `lines`.
fn labels(lines: &[Line]) -> impl Iterator<Item = &str> {
    lines.iter().filter_map(|l| match &l.kind {
        LineKind::Label(n) => Some(n.as_str()),
        _ => None,
    })
}

/// Line `l` of the loop as the copy has it: its labels, and branches to them, renamed.
fn renamed_line(l: &Line, names: &BTreeSet<String>, rename: &dyn Fn(&str) -> String) -> Line {
    match &l.kind {
        LineKind::Label(n) => Line::new(LineKind::Label(rename(n).as_str().into())),
        LineKind::Instruction(i)
            if i.operands
                .iter()
                .any(|o| matches!(&o.kind, OperandKind::Expr(e) if names.contains(&**e))) =>
        {
            let mut i = (**i).clone();
            for o in &mut i.operands {
                if let OperandKind::Expr(e) = &o.kind {
                    if names.contains(&**e) {
                        *o = Operand::expr(&rename(e));
                    }
                }
            }
            Line::new(LineKind::Instruction(Box::new(i)))
        }
        _ => l.clone(),
    }
}

/// Inserts the unchanged copy of a loop after the kernel's end (the loop itself is rewritten
/// in place) and the label of its exit if it had none; moves the lines in `at` (where the
/// preheader code goes, first, and other insertion points) past the inserted lines.
pub(super) fn insert_copy(
    cx: &mut PassContext,
    copy: LoopCopy,
    at: &mut [usize],
) -> Result<(), PassError> {
    let mut copy_at = copy.at;
    if let Some((l, name)) = &copy.exit_label {
        cx.module
            .insert_line(*l, Line::new(LineKind::Label(name.as_str().into())));
        for p in at.iter_mut().filter(|p| **p >= *l) {
            *p += 1;
        }
        copy_at += 1;
    }
    let n = copy.lines.len();
    cx.module.splice_lines(copy_at..copy_at, copy.lines);
    if at.first().is_some_and(|&p| p > copy.lo && p <= copy.hi) {
        return Err(err("the preheader lies inside the loop"));
    }
    for p in at.iter_mut().filter(|p| **p >= copy_at) {
        *p += n;
    }
    Ok(())
}
