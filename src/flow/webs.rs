//! Def-use webs of VGPR values: every instruction that writes or reads one value, closed under
//! "reaches" in both directions. Renaming a whole web to a register no other instruction of the
//! kernel names is an identity of the program, provided the web is the value's whole life on
//! every lane. The flow's def-use chains treat every write as a whole kill, so [`web`] proves
//! three things before it returns a web:
//! - every instruction of the web runs under one EXEC value (the same reaching EXEC write,
//!   set outside any loop). A write under a narrower EXEC than a later read leaves the read's
//!   other lanes to an older value of the register, which the web does not contain (LLVM emits
//!   exactly that for `x = c ? b : a` without a branch around the narrowed write);
//! - every write of the value writes all 32 bits, as far as the ISA tables tell: a load
//!   without a d16 half, or a VALU operation that is not DPP (a lane with an invalid source
//!   lane keeps its old value), has no `op_sel` nor SDWA `dst_unused:UNUSED_PRESERVE`, no
//!   true16 `.l`/`.h` operand, and is not one of LLVM's fake16/t16 forms. A 16-bit VALU
//!   write on gfx11 keeps the other half, and LLVM 19 does not mark every 16-bit form
//!   (`v_fma_f16`, `v_add_nc_u16` are unmarked): such a write is still taken as whole.
//!   Compiler output never relies on the kept half (LLVM models these writes as
//!   whole-register defs); a hand edit could;
//! - the value is never part of a register tuple (unless the caller accepts that tuple: `vopd`
//!   moves four-register loads as a whole) and does not come from the kernel's entry.
//!
//! Users: `vopd` (bank parities and conflicts) and `pkfma` (factors into aligned pairs).

use crate::asm::{Module, RegFile};
use crate::flow::insts::instruction;
use crate::flow::regs::{RegUnit, EXEC_HI, EXEC_LO};
use crate::flow::KernelFlow;
use crate::isa::{Isa, Role, Unit};
use std::collections::BTreeSet;

/// How the closure reached an instruction of the web.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Via {
    /// The instruction the web grows from, or a reader of a write of the web.
    Read,
    /// A write reaching a read of the web.
    Write,
}

/// Where an instruction names VGPR `r`: written or read, alone or inside a register tuple.
#[derive(Default)]
struct Occurrences {
    single_def: bool,
    tuple_def: bool,
    single_use: bool,
    tuple_use: bool,
}

/// The occurrences of `r` in instruction `i` (both halves of a VOPD pair), by the operand
/// roles of the ISA tables.
fn occurrences(module: &Module, isa: &Isa, flow: &KernelFlow, i: usize, r: u16) -> Occurrences {
    let inst = &flow.code.insts[i];
    let t = instruction(module, inst);
    let mut occ = Occurrences::default();
    for (part, op) in std::iter::once((t, inst.op)).chain(t.dual.as_deref().zip(inst.dual)) {
        let info = isa.info(op);
        for (k, o) in part.operands.iter().enumerate() {
            let role = info.operands.get(k).map_or(Role::Use, |s| s.role);
            for x in o.reg_ranges() {
                if x.file != RegFile::V || !x.units().any(|u| u == r) {
                    continue;
                }
                let tuple = x.count > 1;
                if matches!(role, Role::Def | Role::DefUse) {
                    occ.single_def |= !tuple;
                    occ.tuple_def |= tuple;
                }
                if matches!(role, Role::Use | Role::DefUse) {
                    occ.single_use |= !tuple;
                    occ.tuple_use |= tuple;
                }
            }
        }
    }
    occ
}

/// What [`web`]'s caller says of an instruction naming the web's register inside a tuple.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TupleAccept {
    /// Refused: the web cannot move.
    No,
    /// Accepted: the tuple moves with the web (the caller moves it).
    Yes,
    /// Accepted, and its reads of the register are its address, another value that keeps its
    /// register: they are not followed.
    AddressApart,
}

/// The def-use web of VGPR `r` around instruction `start` (which reads or writes it), if the web
/// may move (the module doc's conditions); else why not. An instruction naming `r` inside a
/// register tuple is accepted only when `accept_tuple(i)` says so (and its reads of `r` are
/// left out of the web when it says they belong to another value: a load whose address is its
/// own destination, `global_load_b64 v[24:25], v[24:25], off`), or, with
/// `tuple_reads_apart`, when it writes the web's value as a single register and reads the
/// register's older value only inside a tuple (`global_load_dword v8, v[8:9], off`): that read
/// belongs to another value, which stays where it is (a rename of single-register operands
/// leaves the tuple alone).
pub fn web(
    module: &Module,
    isa: &Isa,
    flow: &KernelFlow,
    start: usize,
    r: u16,
    tuple_reads_apart: bool,
    accept_tuple: &mut dyn FnMut(usize) -> TupleAccept,
) -> Result<BTreeSet<usize>, String> {
    let unit = RegUnit::vgpr(r);
    let mut web = BTreeSet::new();
    let mut seen: BTreeSet<(usize, Via)> = BTreeSet::new();
    let mut work = vec![(start, Via::Read)];
    while let Some((i, via)) = work.pop() {
        if !seen.insert((i, via)) {
            continue;
        }
        web.insert(i);
        let occ = occurrences(module, isa, flow, i, r);
        let reads_apart = tuple_reads_apart
            && via == Via::Write
            && occ.single_def
            && !occ.tuple_def
            && !occ.single_use;
        let mut address_apart = false;
        if (occ.tuple_def || occ.tuple_use) && !reads_apart {
            match accept_tuple(i) {
                TupleAccept::No => {
                    let t = instruction(module, &flow.code.insts[i]);
                    return Err(format!("v{r} is part of a register tuple in `{t}`"));
                }
                TupleAccept::Yes => {}
                TupleAccept::AddressApart => address_apart = true,
            }
        }
        if flow.code.insts[i].uses.contains(&unit) && !reads_apart && !address_apart {
            for &d in flow.def_use.reaching(i, unit) {
                if d == crate::flow::dataflow::ENTRY {
                    return Err(format!("v{r} is live at the kernel's entry"));
                }
                work.push((d as usize, Via::Write));
            }
        }
        if flow.code.insts[i].defs.contains(&unit) {
            whole_write(module, isa, flow, i, r)?;
            work.extend(
                flow.def_use.def_uses[i]
                    .iter()
                    .filter(|(_, u)| *u == unit)
                    .map(|(j, _)| (*j as usize, Via::Read)),
            );
        }
    }
    one_exec(module, isa, flow, &web, r)?;
    Ok(web)
}

/// Every instruction of the web runs under the same EXEC value: they all lie in one stretch of
/// one block that does not write EXEC, or they share one EXEC identity that no loop around
/// them sets anew ([`crate::flow::exec::ExecIds::same_exec`]: saves and restores of EXEC
/// around masked code in between are followed).
fn one_exec(
    module: &Module,
    isa: &Isa,
    flow: &KernelFlow,
    web: &BTreeSet<usize>,
    r: u16,
) -> Result<(), String> {
    if let (Some(&first), Some(&last)) = (web.first(), web.last()) {
        let block = flow.cfg.block_of[first];
        let exec_written = (first..=last).any(|i| {
            let d = &flow.code.insts[i].defs;
            d.contains(&EXEC_LO) || d.contains(&EXEC_HI)
        });
        if flow.cfg.block_of[last] == block && !exec_written {
            return Ok(());
        }
    }
    flow.exec_ids(module, isa)
        .same_exec(&flow.code, &flow.cfg, &flow.loops, web)
        .map_err(|why| format!("the value in v{r} is written or read {why}"))
}

/// Instruction `i` writes all 32 bits of `r` (the module doc's rule).
fn whole_write(
    module: &Module,
    isa: &Isa,
    flow: &KernelFlow,
    i: usize,
    r: u16,
) -> Result<(), String> {
    let inst = &flow.code.insts[i];
    let t = instruction(module, inst);
    let parts = std::iter::once((t, inst.op)).chain(t.dual.as_deref().zip(inst.dual));
    for (part, op) in parts {
        let info = isa.info(op);
        let writes_r = part.operands.iter().enumerate().any(|(k, o)| {
            info.operands
                .get(k)
                .is_some_and(|s| matches!(s.role, Role::Def | Role::DefUse))
                && o.reg_ranges()
                    .iter()
                    .any(|x| x.file == RegFile::V && x.units().any(|u| u == r))
        });
        if !writes_r {
            continue;
        }
        let whole_load = info.may_load && info.half.is_none();
        let half_reg = part
            .operands
            .iter()
            .flat_map(|o| o.reg_ranges())
            .any(|x| x.half.is_some());
        // Partial writers the tables name: LLVM's fake16/t16 forms, DPP (a lane whose source
        // lane is invalid keeps its old value), `op_sel` (picks a half of the destination),
        // SDWA that keeps its unselected bits (`dst_unused:UNUSED_PRESERVE`).
        let valu = matches!(info.unit, Unit::Valu | Unit::ValuTrans)
            && !info.name.ends_with("_dpp")
            && !info
                .llvm
                .iter()
                .any(|n| n.contains("fake16") || n.contains("_t16"))
            && !part.modifiers.iter().any(|m| m.name == "op_sel")
            && !crate::isa::semantics::sdwa_keeps_unselected_dst_bits(part);
        if !(whole_load || valu) || half_reg {
            return Err(format!("`{part}` may write only part of v{r}"));
        }
    }
    Ok(())
}

/// VGPRs below `limit` that no instruction of the kernel names.
pub fn unused_vgprs(flow: &KernelFlow, limit: u16) -> BTreeSet<u16> {
    let mut used: BTreeSet<u16> = BTreeSet::new();
    for inst in &flow.code.insts {
        for u in inst.defs.iter().chain(&inst.uses) {
            if let Some((RegFile::V, i)) = u.numbered() {
                used.insert(i);
            }
        }
    }
    (0..limit).filter(|v| !used.contains(v)).collect()
}
