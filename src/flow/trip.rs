//! Trip counts of loops controlled by a scalar induction variable.
//!
//! The pattern compilers emit: the latch ends in `s_cbranch_scc0/1 header`; SCC comes from
//! `s_cmp[k]_REL iv, bound` (either order); `iv` has exactly one definition inside the loop,
//! `iv = iv + step` (`s_add_*`, `s_addk_i32`, `s_sub_*`), and one definition reaching the header
//! from outside, its initial value. When initial value, step and bound are constants the count
//! is found by running the recurrence (exact for any relation and signedness); when the bound is
//! a kernel argument the count is an expression of it (`cdiv(N - init, step)`); else unknown.

use super::cfg::Cfg;
use super::dataflow::{DefUse, ENTRY};
use super::insts::{instruction, Code};
use super::loops::Loop;
use super::regs::{RegUnit, SCC};
use crate::asm::{Module, OperandKind, RegFile};
use crate::isa::semantics::{scalar_op, Cmp, ScalarOp};
use crate::isa::{Isa, Unit};
use crate::kernel::Kernel;
use std::fmt;

/// What is known of a loop's trip count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TripCount {
    Constant(u64),
    /// An expression of kernel arguments, e.g. `cdiv(N, 8)`.
    Expr(String),
    Unknown,
}

impl fmt::Display for TripCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TripCount::Constant(n) => write!(f, "{n}"),
            TripCount::Expr(e) => f.write_str(e),
            TripCount::Unknown => f.write_str("unknown"),
        }
    }
}

/// A scalar value the recognizer can name.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Value {
    Const(i64),
    Arg(String),
}

/// What the recognizer reads.
pub struct Ctx<'a> {
    pub module: &'a Module,
    pub kernel: &'a Kernel,
    pub isa: &'a Isa,
    pub code: &'a Code,
    pub cfg: &'a Cfg,
    pub du: &'a DefUse,
}

/// Finds the trip count of one loop.
pub fn trip_count(cx: &Ctx, lp: &Loop) -> TripCount {
    recognize(cx, lp).unwrap_or(TripCount::Unknown)
}

fn recognize(cx: &Ctx, lp: &Loop) -> Option<TripCount> {
    let Ctx {
        module,
        code,
        cfg,
        du,
        ..
    } = *cx;
    let [latch] = lp.latches[..] else {
        return None;
    };
    let block = &cfg.blocks[latch.index()];
    let br = block.insts.end - 1;
    let ScalarOp::BranchScc { taken_if } =
        scalar_op(&instruction(module, &code.insts[br]).mnemonic)?
    else {
        return None;
    };
    // The branch must go back to the header.
    let target = code.labels.get(code.insts[br].target.as_deref()?)?;
    if cfg.block_of.get(*target).copied() != Some(lp.header) {
        return None;
    }
    let [cmp_idx] = du.reaching(br, SCC)[..] else {
        return None;
    };
    if cmp_idx == ENTRY {
        return None;
    }
    let cmp_idx = cmp_idx as usize;
    let cmp_inst = instruction(module, &code.insts[cmp_idx]);
    let ScalarOp::Compare { rel, signed } = scalar_op(&cmp_inst.mnemonic)? else {
        return None;
    };
    let in_loop = |i: usize| lp.contains(cfg.block_of[i]);
    // Which compare operand is the induction variable: the SGPR with one in-loop add/sub def.
    for (iv_pos, rel) in [(0usize, rel), (1, rel.swapped())] {
        let iv_op = cmp_inst.operands.get(iv_pos)?;
        let bound_op = cmp_inst.operands.get(1 - iv_pos)?;
        let Some(iv) = single_sgpr(iv_op) else {
            continue;
        };
        let defs = du.reaching(cmp_idx, iv);
        let inside: Vec<usize> = defs
            .iter()
            .filter(|&&d| d != ENTRY && in_loop(d as usize))
            .map(|&d| d as usize)
            .collect();
        // The compare reads either the stepped value (one in-loop def reaches it) or the
        // value from the header (the step comes after the compare).
        let [step_idx] = inside[..] else {
            continue;
        };
        let post_step = defs.len() == 1;
        let step = step_of(module, code, step_idx, iv)?;
        let init = initial_value(cx, lp, step_idx, iv)?;
        let bound = value_of(cx, cmp_idx, bound_op)?;
        return Some(count(init, step, bound, rel, signed, taken_if, post_step));
    }
    None
}

fn single_sgpr(op: &crate::asm::Operand) -> Option<RegUnit> {
    match op.as_reg() {
        Some(r) if r.file == RegFile::S && r.count == 1 => Some(RegUnit::reg(RegFile::S, r.first)),
        _ => None,
    }
}

/// `iv = iv + k` or `iv = iv - k` with a constant k: returns the signed step.
fn step_of(module: &Module, code: &Code, idx: usize, iv: RegUnit) -> Option<i64> {
    let inst = instruction(module, &code.insts[idx]);
    let op = scalar_op(&inst.mnemonic)?;
    let dst = single_sgpr(inst.operands.first()?)?;
    if dst != iv {
        return None;
    }
    // s_addk_i32 iv, k has the form dst, imm; s_add_* dst, a, b.
    let (a, b) = match inst.operands.len() {
        2 => (inst.operands.first()?, inst.operands.get(1)?),
        3 => (inst.operands.get(1)?, inst.operands.get(2)?),
        _ => return None,
    };
    let (other, iv_first) = if single_sgpr(a) == Some(iv) {
        (b, true)
    } else if single_sgpr(b) == Some(iv) {
        (a, false)
    } else {
        return None;
    };
    let k = int_value(other)?;
    match op {
        ScalarOp::Add => Some(k),
        ScalarOp::Sub if iv_first => Some(-k),
        _ => None,
    }
}

fn int_value(op: &crate::asm::Operand) -> Option<i64> {
    match op.kind {
        // SALU immediates are 32-bit; `s_addk_i32` sign-extends its 16-bit constant.
        OperandKind::Int { value, .. } => Some(value as i32 as i64),
        _ => None,
    }
}

/// The value `iv` has when the loop is entered.
fn initial_value(cx: &Ctx, lp: &Loop, step_idx: usize, iv: RegUnit) -> Option<Value> {
    let outside: Vec<u32> = cx
        .du
        .reaching(step_idx, iv)
        .iter()
        .copied()
        .filter(|&d| d == ENTRY || !lp.contains(cx.cfg.block_of[d as usize]))
        .collect();
    let [d] = outside[..] else {
        return None;
    };
    def_value(cx, d, iv)
}

/// A constant, or a kernel argument loaded by SMEM from the kernarg segment.
fn value_of(cx: &Ctx, at: usize, op: &crate::asm::Operand) -> Option<Value> {
    if let Some(k) = int_value(op) {
        return Some(Value::Const(k));
    }
    let unit = single_sgpr(op)?;
    let [d] = cx.du.reaching(at, unit)[..] else {
        return None;
    };
    def_value(cx, d, unit)
}

/// The value instruction `d` gives `unit`: through moves, down to a constant or a kernarg load.
fn def_value(cx: &Ctx, d: u32, unit: RegUnit) -> Option<Value> {
    if d == ENTRY {
        return None;
    }
    let def_inst = &cx.code.insts[d as usize];
    let def = instruction(cx.module, def_inst);
    match scalar_op(&def.mnemonic) {
        Some(ScalarOp::Move) => value_of(cx, d as usize, def.operands.get(1)?),
        Some(_) => None,
        None if cx.isa.info(def_inst.op).unit == Unit::Smem => {
            kernarg_load(cx, d as usize, def, unit).map(Value::Arg)
        }
        None => None,
    }
}

/// If the scalar load `def` is `s_load_* sDST, s[kernarg], OFFSET` covering `unit`, the
/// argument's name.
fn kernarg_load(
    cx: &Ctx,
    d: usize,
    def: &crate::asm::Instruction,
    unit: RegUnit,
) -> Option<String> {
    let kernel = cx.kernel;
    let dst = def.operands.first()?.as_reg()?;
    let base = def.operands.get(1)?.as_reg()?;
    let offset = match def.operands.get(2)?.kind {
        OperandKind::Int { value, .. } => value,
        _ => return None,
    };
    if !loads_kernarg(kernel, cx.du, d, base) {
        return None;
    }
    let (_, idx) = unit.numbered()?;
    let byte = offset + 4 * (idx as i64 - dst.first as i64);
    let md = kernel.metadata.as_ref()?;
    let (pos, arg) = md
        .explicit_args()
        .enumerate()
        .find(|(_, a)| a.offset as i64 == byte && a.size == 4)?;
    Some(arg.name.clone().unwrap_or_else(|| format!("arg{pos}")))
}

/// Whether the scalar load at instruction `d` reads through the kernarg segment pointer the
/// hardware put in the ABI SGPRs: its base pair is those SGPRs AND their only reaching
/// definition is the kernel's entry. Compilers reuse that pair once the arguments are loaded
/// (`s_load_b64 s[0:1], s[0:1], 0x8` loads a device pointer over it): a load through the reused
/// pair reads device memory, not an argument, whatever its register number says.
pub fn loads_kernarg(kernel: &Kernel, du: &DefUse, d: usize, base: crate::asm::RegRange) -> bool {
    let Some(k) = kernarg_sgpr(kernel) else {
        return false;
    };
    base.file == RegFile::S
        && base.first == k
        && (0..2).all(|i| du.reaching(d, RegUnit::reg(RegFile::S, k + i)) == [ENTRY])
}

/// The first SGPR of the kernarg segment pointer, from the descriptor's user SGPR enables.
pub fn kernarg_sgpr(kernel: &Kernel) -> Option<u16> {
    let d = &kernel.descriptor;
    if d.get("user_sgpr_kernarg_segment_ptr") != Some(1) {
        return None;
    }
    let mut s = 0;
    for (field, n) in [
        ("user_sgpr_private_segment_buffer", 4),
        ("user_sgpr_dispatch_ptr", 2),
        ("user_sgpr_queue_ptr", 2),
    ] {
        if d.get(field) == Some(1) {
            s += n;
        }
    }
    Some(s)
}

fn count(
    init: Value,
    step: i64,
    bound: Value,
    rel: Cmp,
    signed: bool,
    taken_if: bool,
    post_step: bool,
) -> TripCount {
    match (&init, &bound) {
        (Value::Const(i), Value::Const(b)) => {
            // Run the recurrence: exact for every relation and wrap-around.
            const LIMIT: u64 = 1 << 24;
            let mut v = *i as u32;
            for n in 1..=LIMIT {
                let tested = if post_step {
                    v.wrapping_add(step as u32)
                } else {
                    v
                };
                let again = rel.eval(tested, *b as u32, signed) == taken_if;
                if !again {
                    return TripCount::Constant(n);
                }
                v = v.wrapping_add(step as u32);
            }
            TripCount::Unknown
        }
        (Value::Const(i), Value::Arg(name)) if step > 0 => {
            // Continue while iv REL N: for `<` / `!=` the count is cdiv(N - init, step).
            let continues_below = matches!(
                (rel, taken_if),
                (Cmp::Lt, true) | (Cmp::Ne, true) | (Cmp::Ge, false) | (Cmp::Eq, false)
            );
            if !continues_below {
                return TripCount::Unknown;
            }
            let first = if post_step { *i + step } else { *i };
            let start = first - step;
            let span = match start {
                0 => name.clone(),
                s if s > 0 => format!("{name} - {s}"),
                s => format!("{name} + {}", -s),
            };
            TripCount::Expr(if step == 1 {
                span
            } else {
                format!("cdiv({span}, {step})")
            })
        }
        (Value::Arg(name), Value::Const(b)) if step < 0 && post_step => {
            // Counting down from N: continue while iv != b (or iv > b).
            let continues_above = matches!(
                (rel, taken_if),
                (Cmp::Ne, true) | (Cmp::Eq, false) | (Cmp::Gt, true) | (Cmp::Le, false)
            );
            if !continues_above {
                return TripCount::Unknown;
            }
            let span = match *b {
                0 => name.clone(),
                b if b > 0 => format!("{name} - {b}"),
                b => format!("{name} + {}", -b),
            };
            TripCount::Expr(if step == -1 {
                span
            } else {
                format!("cdiv({span}, {})", -step)
            })
        }
        _ => TripCount::Unknown,
    }
}
