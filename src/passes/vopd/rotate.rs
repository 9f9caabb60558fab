//! Re-targeting a load tuple inside its own registers, when no free register of the wanted
//! parity exists (all 256 VGPRs in use).
//!
//! `ds_load_b128 v[r:r+3], a offset:X` loads k0..k3 into r..r+3. Rotated, k0..k2 go to r+1..r+3
//! and k3 to r: `ds_load_b96 v[r+1:r+3], a offset:X` + `ds_load_b32 v[r], a offset:X+12`. Every
//! value lands in a register of the other parity, the same bytes are read (two adjacent LDS
//! reads with nothing in between), the b96 keeps the b128's address and the b32 is 4-aligned
//! when the b128 was. A `ds_load_b64` swaps its two values the same way (two `ds_load_b32`).
//! Rotated by two, a b128's values keep their parity and change bank (`r+j -> r+(j+2)%4`:
//! `ds_load_b64 v[r+2:r+3], a offset:X` + `ds_load_b64 v[r:r+1], a offset:X+8`, both 8-aligned
//! when the b128 was): what the bank-conflict mover uses when a value sits in a tuple.
//!
//! The rename `r+j -> r+(j+s)%n` (shift `s`) is applied to every element's def-use web (each already
//! proved movable by [`super::webs`]: one EXEC, whole writes, loads of exactly the tuple), and
//! is an identity of the program when the tuple's registers hold nothing else while a value
//! lives there after the rename ([`check`]):
//! - an instruction of the webs that names a tuple register belongs to the web of the value
//!   the register holds there (else it would be renamed for a value it does not read);
//! - no other instruction touches register `u` while the value that moves into `u` is live
//!   (it would clobber or read it);
//! - no value outside the webs is live in `u` after a write of the value that moves into `u`.
//!
//! Liveness is per value: a value is live after an instruction when a read of it in its web is
//! reachable without passing a write of its register. For the values outside the webs, a write
//! ends them only on the lanes its EXEC has on (`flow::lane_live`): one under a narrowed EXEC
//! leaves the other lanes to the older value.

use super::webs::TupleMove;
use super::PassContext;
use crate::asm::{Instruction, ModValue, Modifier, Operand, RegFile};
use crate::flow::insts::instruction;
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
use crate::isa::build::Builder;
use crate::isa::{AddrSpace, Role};
use std::collections::{BTreeMap, BTreeSet};

/// The LDS offset field's range (16 bits, unsigned).
const MAX_DS_OFFSET: i64 = 0xffff;

/// A rotation ready to apply: the rename and, per load, its replacement.
pub(super) struct Rotation {
    pub sigma: BTreeMap<u16, u16>,
    /// Every instruction of the webs that is not a load of the tuple (renamed by `sigma`).
    pub renamed: BTreeSet<usize>,
    /// Load instruction -> the two loads that replace it.
    pub loads: Vec<(usize, [Instruction; 2])>,
}

/// Plans rotating the tuple of `tm` inside its registers by `shift` (every value `shift`
/// registers up, the last ones wrapping to the tuple's start), or says why it may not.
pub(super) fn plan(
    cx: &PassContext,
    flow: &KernelFlow,
    tm: &TupleMove,
    shift: u16,
) -> Result<Rotation, String> {
    let n = tm.count;
    if tm.own_address {
        return Err(format!(
            "a load of v[{}:{}] reads its address from it: the first of two loads would overwrite it",
            tm.first,
            tm.first + n - 1
        ));
    }
    if (n != 2 && n != 4) || shift == 0 || shift >= n {
        return Err(format!(
            "a tuple of {n} registers does not rotate by {shift}"
        ));
    }
    let loads = tm
        .loads
        .iter()
        .map(|&i| split_load(cx, flow, i, tm, shift).map(|pair| (i, pair)))
        .collect::<Result<Vec<_>, _>>()?;
    let sigma: BTreeMap<u16, u16> = (0..n)
        .map(|j| (tm.first + j, tm.first + (j + shift) % n))
        .collect();
    check(cx, flow, tm, &sigma)?;
    let renamed = tm
        .webs
        .iter()
        .flatten()
        .filter(|i| !tm.loads.contains(i))
        .copied()
        .collect();
    Ok(Rotation {
        sigma,
        renamed,
        loads,
    })
}

/// Load `i` as an LDS load of one address and an `offset` (no other modifier), with no
/// half and one destination: its address operand and offset; else why not. A two-address
/// load (`ds_load_2addr_b32`) has the same operand shapes as a `ds_load_b64` but reads two
/// separate dwords, so it is excluded by its offset fields.
fn plain_lds_load(cx: &PassContext, flow: &KernelFlow, i: usize) -> Result<(Operand, i64), String> {
    let inst = &flow.code.insts[i];
    let t = instruction(cx.module, inst);
    let info = cx.isa.info(inst.op);
    let plain = info.addr_space == Some(AddrSpace::Lds)
        && info.may_load
        && !info.may_store
        && info.half.is_none()
        && info.operands.len() == 2
        && info.operands[0].role == Role::Def
        && crate::isa::semantics::ds_offset_shape(&t.mnemonic)
            .is_some_and(|(fields, _, _)| fields.len() == 1)
        && t.modifiers.iter().all(|m| m.name == "offset");
    let addr = t.operands.get(1).and_then(|o| o.as_reg());
    let (true, Some(addr)) = (plain, addr) else {
        return Err(format!("`{t}` is not an LDS load of one address"));
    };
    let offset = t
        .modifier("offset")
        .map_or(Some(0), |m| m.int_value())
        .ok_or_else(|| format!("`{t}`: offset is not a number"))?;
    Ok((Operand::reg(addr.file, addr.first, addr.count), offset))
}

/// The two loads that replace load `i` (an LDS load of one address and an `offset`, no other
/// modifier, writing exactly the tuple): the first `n-shift` values `shift` registers up, the
/// last `shift` ones into the tuple's first registers.
fn split_load(
    cx: &PassContext,
    flow: &KernelFlow,
    i: usize,
    tm: &TupleMove,
    shift: u16,
) -> Result<[Instruction; 2], String> {
    let t = instruction(cx.module, &flow.code.insts[i]);
    let (address, offset) = plain_lds_load(cx, flow, i)?;
    let head_n = tm.count - shift;
    let tail = offset + 4 * i64::from(head_n);
    if tail > MAX_DS_OFFSET {
        return Err(format!(
            "`{t}`: offset {tail} of the split load does not fit"
        ));
    }
    let b = Builder::new(cx.isa);
    let spell = |n: u16| {
        let names: &[&'static str] = match n {
            1 => &["ds_load_b32", "ds_read_b32"],
            2 => &["ds_load_b64", "ds_read_b64"],
            _ => &["ds_load_b96", "ds_read_b96"],
        };
        b.spelling(names).map_err(|e| e.to_string())
    };
    let head_dst = Operand::reg(RegFile::V, tm.first + shift, head_n);
    let tail_dst = Operand::reg(RegFile::V, tm.first, shift);
    let mut first = b
        .build(spell(head_n)?, [head_dst, address.clone()])
        .map_err(|e| e.to_string())?;
    let mut last = b
        .build(spell(shift)?, [tail_dst, address])
        .map_err(|e| e.to_string())?;
    if offset != 0 {
        first.modifiers.push(offset_modifier(offset));
    }
    last.modifiers.push(offset_modifier(tail));
    Ok([first, last])
}

/// Applies a planned rotation: renames the webs and splits the loads. Renaming changes register
/// numbers only, so the VOPD pairs among the renamed instructions (but those in `exempt`, which
/// the caller plans anew) must keep their bank rules; when one would not, says so and the caller
/// restores its snapshot (some lines may be renamed already). Returns how many loads were split.
pub(super) fn apply(
    cx: &mut PassContext,
    flow: &KernelFlow,
    rot: Rotation,
    exempt: &BTreeSet<usize>,
) -> Result<usize, String> {
    for &i in &rot.renamed {
        if let Some(inst) = cx.module.instruction_mut(flow.code.insts[i].line) {
            super::rename_inst(inst, &rot.sigma);
        }
    }
    let duals: Vec<usize> = rot
        .renamed
        .iter()
        .copied()
        .filter(|i| !exempt.contains(i) && flow.code.insts[*i].dual.is_some())
        .collect();
    let rows = crate::flow::banks::bank_rows(cx.module, &flow.code, cx.isa, &duals);
    if let Some(row) = rows.iter().find(|row| !row.illegal.is_empty()) {
        return Err(format!(
            "it would break `{}`: {}",
            instruction(cx.module, &flow.code.insts[row.inst]),
            row.illegal.join(", ")
        ));
    }
    let lines: Vec<usize> = rot
        .loads
        .iter()
        .map(|(i, _)| flow.code.insts[*i].line)
        .collect();
    let insertions = rot
        .loads
        .into_iter()
        .zip(&lines)
        .map(|((_, pair), &l)| (l, pair.to_vec()))
        .collect();
    let n = lines.len();
    cx.module.apply_edits(lines, insertions);
    Ok(n)
}

/// Whether every load of `tm` is an LDS load of one address that [`plan`] can rotate.
pub(super) fn can_rotate(cx: &PassContext, flow: &KernelFlow, tm: &TupleMove) -> bool {
    !tm.own_address
        && tm
            .loads
            .iter()
            .all(|&i| plain_lds_load(cx, flow, i).is_ok())
}

/// Whether every load of `tm` splits into single-register loads ([`split_in_place`]).
pub(super) fn can_split(cx: &PassContext, flow: &KernelFlow, tm: &TupleMove) -> bool {
    !tm.own_address
        && tm
            .loads
            .iter()
            .all(|&i| single_loads(cx, flow, i, tm).is_ok())
}

/// The byte offset of every dword load `i` of the tuple reads, in register order, and its
/// address: `ds_load_bN v[r:r+n-1], a offset:X` reads X, X+4, ...; a two-address
/// `ds_load_2addr_b32 v[r:r+1], a offset0:P offset1:Q` (LLVM's `DS_READ2_B32`) reads 4P and 4Q,
/// `ds_load_2addr_b64 v[r:r+3], ...` (`DS_READ2_B64`) 8P, 8P+4, 8Q, 8Q+4.
fn dword_offsets(
    cx: &PassContext,
    flow: &KernelFlow,
    i: usize,
    tm: &TupleMove,
) -> Result<(Operand, Vec<i64>), String> {
    if let Ok((address, offset)) = plain_lds_load(cx, flow, i) {
        return Ok((
            address,
            (0..tm.count).map(|j| offset + 4 * i64::from(j)).collect(),
        ));
    }
    let inst = &flow.code.insts[i];
    let t = instruction(cx.module, inst);
    let info = cx.isa.info(inst.op);
    // Two-address loads: each offset counts elements of 4 (`_b32`) or 8 (`_b64`) bytes
    // (the stride-64 forms, whose elements are 256 or 512 bytes apart, are not split).
    let unit = match crate::isa::semantics::ds_offset_shape(&t.mnemonic) {
        Some(([_, _], unit, _)) if unit <= 8 => Some(unit),
        _ => None,
    };
    let two_addr = info.addr_space == Some(AddrSpace::Lds)
        && info.may_load
        && !info.may_store
        && info.operands.len() == 2
        && unit.is_some_and(|u| i64::from(tm.count) * 4 == 2 * u)
        && t.modifiers
            .iter()
            .all(|m| m.name == "offset0" || m.name == "offset1");
    let addr = t.operands.get(1).and_then(|o| o.as_reg());
    let (true, Some(addr), Some(unit)) = (two_addr, addr, unit) else {
        return Err(format!("`{t}` is not an LDS load of one address"));
    };
    let field = |name: &str| {
        t.modifier(name)
            .map_or(Some(0), |m| m.int_value())
            .ok_or_else(|| format!("`{t}`: {name} is not a number"))
    };
    let (p, q) = (unit * field("offset0")?, unit * field("offset1")?);
    // Each element's dwords in order, the first element's registers first.
    let dwords = (0..unit / 4)
        .map(|j| p + 4 * j)
        .chain((0..unit / 4).map(|j| q + 4 * j));
    Ok((
        Operand::reg(addr.file, addr.first, addr.count),
        dwords.collect(),
    ))
}

/// Load `i` of the tuple as one `ds_load_b32` per register, each reading the dword
/// [`dword_offsets`] gives into the register the tuple's load put it in: every value is where
/// it was (each load 4-aligned when the tuple's was) and only the number of LDS instructions
/// changes.
fn single_loads(
    cx: &PassContext,
    flow: &KernelFlow,
    i: usize,
    tm: &TupleMove,
) -> Result<Vec<Instruction>, String> {
    let (address, offsets) = dword_offsets(cx, flow, i, tm)?;
    if let Some(far) = offsets.iter().find(|&&o| !(0..=MAX_DS_OFFSET).contains(&o)) {
        return Err(format!("offset {far} of a split load does not fit"));
    }
    let b = Builder::new(cx.isa);
    let spell = b
        .spelling(&["ds_load_b32", "ds_read_b32"])
        .map_err(|e| e.to_string())?;
    offsets
        .iter()
        .zip(tm.first..)
        .map(|(&at, reg)| {
            let dst = Operand::reg(RegFile::V, reg, 1);
            let mut one = b
                .build(spell, [dst, address.clone()])
                .map_err(|e| e.to_string())?;
            if at != 0 {
                one.modifiers.push(offset_modifier(at));
            }
            Ok(one)
        })
        .collect()
}

/// Splits every load of the tuples into single-register loads in place (registers and bytes
/// unchanged), so that each value's web can move on its own. Returns the LDS instructions
/// added; nothing changes when one load cannot split.
pub(super) fn split_in_place(
    cx: &mut PassContext,
    flow: &KernelFlow,
    tuples: &[TupleMove],
) -> Result<usize, String> {
    let mut lines = Vec::new();
    let mut insertions = Vec::new();
    let mut added = 0;
    for tm in tuples {
        if tm.own_address {
            return Err(format!(
                "a load of v[{}:{}] reads its address from it: a split load would overwrite it",
                tm.first,
                tm.first + tm.count - 1
            ));
        }
        for &i in &tm.loads {
            let singles = single_loads(cx, flow, i, tm)?;
            added += singles.len() - 1;
            let line = flow.code.insts[i].line;
            lines.push(line);
            insertions.push((line, singles));
        }
    }
    // `apply_edits` puts several groups at one line in reverse; one group per line here.
    cx.module.apply_edits(lines, insertions);
    Ok(added)
}

fn offset_modifier(value: i64) -> Modifier {
    Modifier {
        name: "offset".into(),
        value: ModValue::Int { value, hex: false },
    }
}

/// The module doc's three conditions.
fn check(
    cx: &PassContext,
    flow: &KernelFlow,
    tm: &TupleMove,
    sigma: &BTreeMap<u16, u16>,
) -> Result<(), String> {
    let unit = |r: u16| RegUnit::vgpr(r);
    let all: BTreeSet<usize> = tm.webs.iter().flatten().copied().collect();
    let elem = |r: u16| (r - tm.first) as usize;
    let regs: Vec<u16> = (tm.first..tm.first + tm.count).collect();
    let touches = |i: usize, r: u16| {
        let inst = &flow.code.insts[i];
        inst.defs.contains(&unit(r)) || inst.uses.contains(&unit(r))
    };
    for &i in &all {
        if let Some(&r) = regs
            .iter()
            .find(|&&r| touches(i, r) && !tm.webs[elem(r)].contains(&i))
        {
            return Err(format!(
                "an instruction of the tuple's webs reads or writes v{r} for another value"
            ));
        }
    }
    for &r in &regs {
        let u = sigma[&r];
        let web = &tm.webs[elem(r)];
        // Reads of the value `r` holds, in its web: where it is live.
        let live = live_after(flow, unit(r), |i| web.contains(&i));
        // Reads of `u` outside the web of the value `u` holds now: other values of `u`.
        let holder = &tm.webs[elem(u)];
        let other = crate::flow::lane_live::live_after(flow, cx.module, cx.isa, unit(u), |i| {
            !holder.contains(&i)
        });
        for i in 0..flow.code.len() {
            if !all.contains(&i) && touches(i, u) && live[i] {
                return Err(format!(
                    "v{u} is used for another value while the value moving there (now in v{r}) is live"
                ));
            }
            if web.contains(&i) && flow.code.insts[i].defs.contains(&unit(r)) && other[i] {
                return Err(format!(
                    "v{u} holds another live value where the value moving there (now in v{r}) is written"
                ));
            }
        }
    }
    Ok(())
}

/// Per instruction: whether a read of `u` by an instruction `reads` accepts is reachable from
/// just after it without passing a write of `u` (backward liveness of those reads; the webs'
/// writes are whole writes under one EXEC, `super::webs`).
fn live_after(flow: &KernelFlow, u: RegUnit, reads: impl Fn(usize) -> bool) -> Vec<bool> {
    let cfg = &flow.cfg;
    let code = &flow.code;
    let n = cfg.blocks.len();
    let mut live_in = vec![false; n];
    let through = |b: usize, mut live: bool, out: &mut Option<&mut Vec<bool>>| {
        for i in cfg.blocks[b].insts.clone().rev() {
            if let Some(v) = out.as_deref_mut() {
                v[i] = live;
            }
            let inst = &code.insts[i];
            if inst.defs.contains(&u) {
                live = false;
            }
            if inst.uses.contains(&u) && reads(i) {
                live = true;
            }
        }
        live
    };
    let live_out = |b: usize, live_in: &[bool]| {
        cfg.successors(crate::flow::cfg::BlockId(b as u32))
            .any(|s| live_in[s.index()])
    };
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..n).rev() {
            let v = through(b, live_out(b, &live_in), &mut None);
            if v && !live_in[b] {
                live_in[b] = true;
                changed = true;
            }
        }
    }
    let mut after = vec![false; code.len()];
    for b in 0..n {
        let out = live_out(b, &live_in);
        through(b, out, &mut Some(&mut after));
    }
    after
}
