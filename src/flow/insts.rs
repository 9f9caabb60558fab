//! Decoding a kernel's instructions once: opcode, register units defined and used, branch
//! targets. Everything in `flow` works on this list, never on text.

use super::regs::{operand_units, range_units, special_units, RegUnit};
use super::FlowError;
use crate::asm::{Instruction, LineKind, Module, OperandKind, RegFile};
use crate::isa::{Isa, OpInfo, Opcode, Role};
use crate::kernel::Kernel;
use smallvec::SmallVec;
use std::collections::HashMap;

/// One decoded instruction of a kernel.
#[derive(Clone, Debug)]
pub struct Inst {
    /// Index in `Module::lines`.
    pub line: usize,
    pub op: Opcode,
    /// The Y half of a VOPD pair.
    pub dual: Option<Opcode>,
    pub defs: SmallVec<[RegUnit; 4]>,
    pub uses: SmallVec<[RegUnit; 8]>,
    /// Units read only as the tied input of a `defuse` operand and by no other operand: the
    /// kept half of a d16 load's destination, fmac's accumulator.
    pub tied: SmallVec<[RegUnit; 2]>,
    /// For a branch: the label it jumps to.
    pub target: Option<String>,
    /// For a call: how many of `defs` and `uses` the instruction names; the rest are the
    /// calling convention's clobbers and arguments ([`super::calls`]).
    pub call: Option<(u8, u8)>,
}

impl Inst {
    /// The units the instruction's operands and implicit operands define, without a call's
    /// convention clobbers.
    pub fn named_defs(&self) -> &[RegUnit] {
        match self.call {
            Some((d, _)) => &self.defs[..d as usize],
            None => &self.defs,
        }
    }

    /// The units the instruction's operands and implicit operands read, without a call's
    /// convention arguments.
    pub fn named_uses(&self) -> &[RegUnit] {
        match self.call {
            Some((_, u)) => &self.uses[..u as usize],
            None => &self.uses,
        }
    }
}

/// The decoded code of one kernel.
#[derive(Clone, Debug)]
pub struct Code {
    pub insts: Vec<Inst>,
    /// Label name → index of the first instruction after it (may equal `insts.len()`).
    pub labels: HashMap<String, usize>,
}

impl Code {
    pub fn len(&self) -> usize {
        self.insts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.insts.is_empty()
    }
}

/// The instruction of a decoded entry.
pub fn instruction<'m>(module: &'m Module, inst: &Inst) -> &'m Instruction {
    match &module.lines[inst.line].kind {
        LineKind::Instruction(i) => i,
        // `decode` only records instruction lines.
        _ => unreachable!("decoded entry points at a non-instruction line"),
    }
}

/// The units an instruction built outside a module (a pass's new code, before it is placed)
/// defines and uses, explicit and implicit, as `decode` records them; `None` for an opcode the
/// target's table does not know.
#[allow(clippy::type_complexity)]
pub fn units(
    isa: &Isa,
    inst: &Instruction,
) -> Option<(SmallVec<[RegUnit; 4]>, SmallVec<[RegUnit; 8]>)> {
    let op = isa.lookup(inst)?;
    let mut defs = SmallVec::new();
    let mut uses = SmallVec::new();
    add_units(isa.info(op), inst, &mut defs, &mut uses);
    if let Some(y) = &inst.dual {
        add_units(isa.info(isa.lookup_dual(inst)?), y, &mut defs, &mut uses);
    }
    add_call_units(isa.info(op), &mut defs, &mut uses);
    Some((defs, uses))
}

/// Decodes the instructions in a kernel's code range.
pub fn decode(module: &Module, kernel: &Kernel, isa: &Isa) -> Result<Code, FlowError> {
    if kernel.is_wave64_on_gfx1100(isa.target()) {
        let at = kernel.wave_size_line();
        return Err(FlowError::Wave64OnGfx1100 {
            file: module.name.clone(),
            line: module.lines[at].line_number().unwrap_or(at as u32 + 1),
            kernel: kernel.name.clone(),
        });
    }
    let mut insts = Vec::new();
    let mut labels = HashMap::new();
    for idx in kernel.code.clone() {
        let line = &module.lines[idx];
        match &line.kind {
            LineKind::Label(name) => {
                labels.insert(name.to_string(), insts.len());
            }
            LineKind::Instruction(i) => insts.push(decode_one(module, idx, i, isa)?),
            LineKind::Unparsed | LineKind::Printed(_) => {
                return Err(FlowError::Unbuilt {
                    file: module.name.clone(),
                    line: line.line_number().unwrap_or(idx as u32 + 1),
                })
            }
            _ => {}
        }
    }
    Ok(Code { insts, labels })
}

fn decode_one(
    module: &Module,
    line: usize,
    inst: &Instruction,
    isa: &Isa,
) -> Result<Inst, FlowError> {
    let unknown = |i: &Instruction| {
        let forms = isa.form_shapes(i.mnemonic.as_str());
        let (file, line) = (
            module.name.clone(),
            module.lines[line].line_number().unwrap_or(0),
        );
        let (mnemonic, target) = (i.mnemonic.to_string(), isa.target().name());
        if forms.is_empty() {
            FlowError::UnknownOpcode {
                file,
                line,
                mnemonic,
                target,
                other_target: isa.other_target_has(i),
            }
        } else {
            FlowError::InvalidOperands {
                file,
                line,
                mnemonic,
                target,
                forms,
            }
        }
    };
    let op = isa.lookup(inst).ok_or_else(|| unknown(inst))?;
    let mut defs = SmallVec::new();
    let mut uses = SmallVec::new();
    add_units(isa.info(op), inst, &mut defs, &mut uses);
    let dual = match &inst.dual {
        Some(y) => {
            let yop = isa.lookup_dual(inst).ok_or_else(|| unknown(y))?;
            add_units(isa.info(yop), y, &mut defs, &mut uses);
            Some(yop)
        }
        None => None,
    };
    let info = isa.info(op);
    let tied = tied_units(info, inst);
    let call = add_call_units(info, &mut defs, &mut uses);
    let target = if info.is_branch {
        inst.operands.iter().find_map(|o| match &o.kind {
            OperandKind::Expr(e) => Some(e.to_string()),
            _ => None,
        })
    } else {
        None
    };
    Ok(Inst {
        line,
        op,
        dual,
        defs,
        uses,
        tied,
        target,
        call,
    })
}

/// For a call, adds what its callee reads and may write ([`super::calls`]) and says so: in
/// every analysis a call is a use of the argument registers and a def of the clobbered ones.
fn add_call_units(
    info: &OpInfo,
    defs: &mut SmallVec<[RegUnit; 4]>,
    uses: &mut SmallVec<[RegUnit; 8]>,
) -> Option<(u8, u8)> {
    if !crate::isa::semantics::is_call(info.name.as_str()) {
        return None;
    }
    let named = (defs.len() as u8, uses.len() as u8);
    for u in super::calls::call_uses() {
        if !uses.contains(&u) {
            uses.push(u);
        }
    }
    for u in super::calls::call_clobbers() {
        if !defs.contains(&u) {
            defs.push(u);
        }
    }
    Some(named)
}

/// The role of operand `i` as the dataflow sees it. Operands beyond the table's slots
/// (optional trailing forms) are read. A def of one 16-bit half (`v_cvt_f16_f32_e64 v245.h,
/// v165`) writes that half and keeps the other: the register's old value flows through it, so it
/// is a def and a use. (Triton packs two halves that way; taking the second write as a whole
/// def let a renaming move it away from the first half.) So is the VGPR destination of an SDWA
/// op that keeps its unselected bits (`v_mov_b32_sdwa v2, v4 dst_sel:WORD_1
/// dst_unused:UNUSED_PRESERVE`: taken as a whole def, `sgpr-addr` dropped the last increment of
/// the low half's register before it and reused that register).
fn role_of(info: &OpInfo, inst: &Instruction, i: usize) -> Role {
    let role = info.operands.get(i).map_or(Role::Use, |o| o.role);
    // (Only a def is asked about: this runs for every operand the dataflow decodes.)
    let half_def = role == Role::Def
        && matches!(&inst.operands[i].kind, OperandKind::Reg(r)
            if r.half.is_some()
                || (r.file == RegFile::V
                    && crate::isa::semantics::sdwa_keeps_unselected_dst_bits(inst)));
    if half_def {
        Role::DefUse
    } else {
        role
    }
}

/// Units of `defuse` operands that no `use` operand also reads.
fn tied_units(info: &OpInfo, inst: &Instruction) -> SmallVec<[RegUnit; 2]> {
    let role = |i: usize| role_of(info, inst, i);
    let read: Vec<RegUnit> = inst
        .operands
        .iter()
        .enumerate()
        .filter(|&(i, _)| role(i) == Role::Use)
        .flat_map(|(_, o)| operand_units(o))
        .chain(info.implicit_uses.iter().flat_map(|r| special_units(*r)))
        .collect();
    inst.operands
        .iter()
        .enumerate()
        .filter(|&(i, _)| role(i) == Role::DefUse)
        .flat_map(|(_, o)| operand_units(o))
        .filter(|u| !read.contains(u))
        .collect()
}

/// Adds the units an instruction defines and uses, explicit and implicit.
fn add_units(
    info: &OpInfo,
    inst: &Instruction,
    defs: &mut SmallVec<[RegUnit; 4]>,
    uses: &mut SmallVec<[RegUnit; 8]>,
) {
    for (i, op) in inst.operands.iter().enumerate() {
        let role = role_of(info, inst, i);
        for u in operand_units(op) {
            match role {
                Role::Def => defs.push(u),
                Role::Use => uses.push(u),
                Role::DefUse => {
                    defs.push(u);
                    uses.push(u);
                }
            }
        }
    }
    for r in &info.implicit_defs {
        defs.extend(special_units(*r));
    }
    for r in &info.implicit_uses {
        uses.extend(special_units(*r));
    }
}

/// The registers of 64-bit sources that a packed-FP32 VOP3P op names but does not read.
///
/// `op_sel` bit `k` picks the register of source `k`'s pair the low lane reads (default 0, the
/// first) and `op_sel_hi` bit `k` the one the high lane reads (default 1, the second); only the
/// packed-FP32 ops (`v_pk_fma_f32`, `v_pk_mul_f32`, `v_pk_add_f32`, `v_pk_mov_b32`) take those
/// modifiers with 64-bit sources. A broadcast (`v_pk_fma_f32 v[8:9], v[40:41], v[36:37], v[8:9]
/// op_sel_hi:[0,1,1]`) reads v40 in both lanes and never v41. The dataflow still counts v41
/// read, as LLVM does (waits, register counts and liveness stay conservative); the verifier
/// asks this so that a broadcast of a factor whose partner no instruction writes is not taken
/// for a read of an undefined register.
pub fn unselected_pair_halves(isa: &Isa, inst: &Instruction) -> SmallVec<[RegUnit; 2]> {
    let mut out = SmallVec::new();
    let (lo_sel, hi_sel) = (inst.modifier("op_sel"), inst.modifier("op_sel_hi"));
    let Some(op) = isa
        .lookup(inst)
        .filter(|_| lo_sel.is_some() || hi_sel.is_some())
    else {
        return out;
    };
    let info = isa.info(op);
    let bit = |m: Option<&crate::asm::Modifier>, k: usize, default: bool| {
        m.and_then(|m| m.list_bit(k)).unwrap_or(default)
    };
    let sources = (0..inst.operands.len()).filter(|&i| role_of(info, inst, i) == Role::Use);
    for (k, i) in sources.enumerate() {
        let OperandKind::Reg(r) = &inst.operands[i].kind else {
            continue;
        };
        let units: SmallVec<[RegUnit; 2]> = range_units(*r).collect();
        if units.len() != 2 {
            continue;
        }
        match (bit(lo_sel, k, false), bit(hi_sel, k, true)) {
            (false, false) => out.push(units[1]),
            (true, true) => out.push(units[0]),
            _ => {}
        }
    }
    out
}

/// The units an instruction's explicit operands define and read, as LLVM's `MI.defs()` and
/// `MI.explicit_uses()` see them: a slot that always holds one register (`vcc_lo` of
/// `v_add_co_ci_u32_e32`) and the implicit registers are not explicit there. Both halves of a
/// VOPD pair count. (The `s_delay_alu` model follows LLVM, which scans explicit operands only.)
pub fn explicit_units(
    isa: &Isa,
    decoded: &Inst,
    inst: &Instruction,
) -> (SmallVec<[RegUnit; 4]>, SmallVec<[RegUnit; 8]>) {
    let mut defs = SmallVec::new();
    let mut uses = SmallVec::new();
    let halves = std::iter::once((decoded.op, inst)).chain(decoded.dual.zip(inst.dual.as_deref()));
    for (op, half) in halves {
        let info = isa.info(op);
        for (i, o) in half.operands.iter().enumerate() {
            if info.operands.get(i).is_some_and(|s| s.fixed.is_some()) {
                continue;
            }
            let role = role_of(info, half, i);
            for u in operand_units(o) {
                if role != Role::Use {
                    defs.push(u);
                }
                if role != Role::Def {
                    uses.push(u);
                }
            }
        }
    }
    (defs, uses)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::asm::{parse_module, Target};

    /// The decoded instructions of a gfx1100 snippet.
    fn decoded(text: &str) -> Code {
        let m = parse_module("t.s", text, Some(Target::Gfx1100)).unwrap();
        let isa = crate::isa::isa(Target::Gfx1100);
        let k = crate::kernel::Kernel::snippet(Target::Gfx1100, m.lines.len());
        decode(&m, &k, isa).unwrap()
    }

    fn v(i: u16) -> RegUnit {
        RegUnit::reg(crate::asm::RegFile::V, i)
    }

    #[test]
    fn a_half_write_keeps_the_other_half() {
        let code = decoded("\tv_cvt_f16_f32_e64 v5.h, v1\n\tv_cvt_f16_f32_e64 v6, v1\n");
        assert!(code.insts[0].defs.contains(&v(5)) && code.insts[0].uses.contains(&v(5)));
        assert!(code.insts[0].tied.contains(&v(5)));
        assert!(!code.insts[1].uses.contains(&v(6)));
    }

    #[test]
    fn every_register_of_an_image_address_list_is_read() {
        let code = decoded(
            "\timage_sample_d v[64:65], [v32, v16, v8, v0, v[36:40]], s[4:11], s[4:7] dmask:0x3 \
             dim:SQ_RSRC_IMG_3D\n",
        );
        for r in [32, 16, 8, 0, 36, 37, 38, 39, 40] {
            assert!(code.insts[0].uses.contains(&v(r)), "v{r}");
        }
        assert!(code.insts[0].defs.contains(&v(64)) && code.insts[0].defs.contains(&v(65)));
    }
}
