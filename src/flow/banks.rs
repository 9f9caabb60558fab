//! The gfx1100 VGPR bank model: VOPD legality and bank conflicts.
//!
//! The model (RDNA3 ISA guide, LLVM `VOPD_VGPR_BANK_MASKS`, and the measurements of the SGEMM
//! worklog, seed 001 "Kernel 6"):
//! - VGPR `vN` lives in bank `N % 4`. Each bank has an operand cache.
//! - A VALU instruction reads its VGPR sources through ports SRC0, SRC1, SRC2; a VOPD pair reads
//!   SRC0/SRC1(/SRC2) for X and for Y in the same cycle. The accumulator of `fmac` (tied to the
//!   destination) is shown as the write it is and not counted as a read, as the worklog's
//!   measurements tabulate it.
//! - A read of a VGPR that the previous VALU instruction also read (any port, either half) is
//!   served by the bank's operand cache ("Cache b"); any other read goes to the register file
//!   ("R b").
//! - **Conflict:** two register-file reads of different VGPRs from the same bank in one
//!   instruction; each read beyond the first costs a cycle. Cached reads never conflict.
//! - **VOPD legality:** SRC0 of X and Y in different banks, VSRC1 of X and Y in different banks,
//!   destinations of different parity (`reg & mask` differs with masks DST 1, SRC0 3, VSRC1 3,
//!   SRC2 1). An illegal pair does not assemble.
//! - **VOPD hazard (LLVM pull request 220348):** X and Y sources of one gather class (both SRC0,
//!   or both VSRC1) with the same VGPR parity can lose the destination interlock; such a pair is
//!   flagged even though it assembles.
//! - Destinations are written the next cycle ("W b"); writes are shown, not counted as conflicts.
//!
//! gfx942 has no VOPD and a different register file; the model applies to gfx1100 only.

use super::insts::{instruction, Code, Inst};
use crate::asm::{Instruction, Module, RegFile};
use crate::isa::{Isa, Role, Unit};
use smallvec::SmallVec;
use std::fmt::Write;

/// How one operand slot touched the register file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    Read(u8),
    Cache(u8),
    Write(u8),
}

impl Access {
    fn label(self) -> String {
        match self {
            Access::Read(b) => format!("R{b}"),
            Access::Cache(b) => format!("Cache{b}"),
            Access::Write(b) => format!("W{b}"),
        }
    }
}

/// The bank picture of one VALU instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BankRow {
    pub inst: usize,
    /// X (or the single instruction): destination then sources in port order.
    pub x: SmallVec<[Option<Access>; 4]>,
    /// Y of a VOPD pair.
    pub y: SmallVec<[Option<Access>; 4]>,
    /// Extra register-file read cycles.
    pub conflicts: u32,
    /// VOPD rules broken and known hazards (empty when legal and safe, or not a pair).
    pub illegal: Vec<&'static str>,
}

/// VGPR destination and sources (in port order) of one component.
fn slots(
    isa: &Isa,
    op: crate::isa::Opcode,
    inst: &Instruction,
) -> (Option<u16>, SmallVec<[Option<u16>; 3]>) {
    let info = isa.info(op);
    let mut dst = None;
    let mut srcs: SmallVec<[Option<u16>; 3]> = SmallVec::new();
    for (i, opnd) in inst.operands.iter().enumerate() {
        let role = info.operands.get(i).map_or(Role::Use, |o| o.role);
        let vgpr = opnd
            .as_reg()
            .filter(|r| r.file == RegFile::V)
            .map(|r| r.first);
        match role {
            Role::Def => {
                if dst.is_none() {
                    dst = vgpr;
                }
            }
            // The tied accumulator: written, not counted as a bank read (see the module docs).
            Role::DefUse => dst = vgpr,
            Role::Use => srcs.push(vgpr),
        }
    }
    (dst, srcs)
}

/// Bank rows for a sequence of instructions (VALU ones produce rows; others reset nothing:
/// the operand cache belongs to the VALU pipeline).
pub fn bank_rows(module: &Module, code: &Code, isa: &Isa, insts: &[usize]) -> Vec<BankRow> {
    let mut prev_reads: SmallVec<[u16; 6]> = SmallVec::new();
    let mut rows = Vec::new();
    for &i in insts {
        let inst: &Inst = &code.insts[i];
        let info = isa.info(inst.op);
        if !matches!(info.unit, Unit::Valu | Unit::ValuTrans) {
            continue;
        }
        let text = instruction(module, inst);
        let (dx, sx) = slots(isa, inst.op, text);
        let (dy, sy) = match (inst.dual, &text.dual) {
            (Some(op), Some(y)) => {
                let (d, s) = slots(isa, op, y);
                (d, Some(s))
            }
            _ => (None, None),
        };
        let mut reads: SmallVec<[u16; 6]> = SmallVec::new();
        let mut rf_reads: SmallVec<[u16; 6]> = SmallVec::new();
        let mut access = |r: Option<u16>| -> Option<Access> {
            let r = r?;
            let bank = (r % 4) as u8;
            if !reads.contains(&r) {
                reads.push(r);
            }
            if prev_reads.contains(&r) {
                Some(Access::Cache(bank))
            } else {
                if !rf_reads.contains(&r) {
                    rf_reads.push(r);
                }
                Some(Access::Read(bank))
            }
        };
        let mut x: SmallVec<[Option<Access>; 4]> = SmallVec::new();
        x.push(dx.map(|d| Access::Write((d % 4) as u8)));
        for &s in &sx {
            x.push(access(s));
        }
        let mut y: SmallVec<[Option<Access>; 4]> = SmallVec::new();
        if let Some(sy) = &sy {
            y.push(dy.map(|d| Access::Write((d % 4) as u8)));
            for &s in sy {
                y.push(access(s));
            }
        }
        let mut per_bank = [0u32; 4];
        for r in &rf_reads {
            per_bank[(r % 4) as usize] += 1;
        }
        let conflicts = per_bank.iter().map(|&n| n.saturating_sub(1)).sum();
        let mut illegal = Vec::new();
        if let Some(sy) = &sy {
            let bank = |v: Option<&Option<u16>>| v.copied().flatten().map(|r| r % 4);
            if let (Some(a), Some(b)) = (bank(sx.first()), bank(sy.first())) {
                if a == b {
                    illegal.push("SRC0 of X and Y in the same bank");
                }
            }
            if let (Some(a), Some(b)) = (bank(sx.get(1)), bank(sy.get(1))) {
                if a == b {
                    illegal.push("VSRC1 of X and Y in the same bank");
                }
            }
            if let (Some(a), Some(b)) = (dx, dy) {
                if a % 2 == b % 2 {
                    illegal.push("destinations of X and Y with the same parity");
                }
            }
            let parity = |v: Option<&Option<u16>>| v.copied().flatten().map(|r| r % 2);
            for (k, what) in [(0, "SRC0"), (1, "VSRC1")] {
                if let (Some(a), Some(b)) = (parity(sx.get(k)), parity(sy.get(k))) {
                    if a == b {
                        illegal.push(if what == "SRC0" {
                            "hazard: SRC0 of X and Y with the same VGPR parity (LLVM #220348)"
                        } else {
                            "hazard: VSRC1 of X and Y with the same VGPR parity (LLVM #220348)"
                        });
                    }
                }
            }
        }
        prev_reads = reads;
        rows.push(BankRow {
            inst: i,
            x,
            y,
            conflicts,
            illegal,
        });
    }
    rows
}

/// The seed's table: one line per VALU instruction, `DSTX SRC0X SRC1X [SRC2X] :: DSTY ...`.
pub fn render_table(module: &Module, code: &Code, rows: &[BankRow]) -> String {
    let mut out = String::from("DSTX    SRC0X   SRC1X   SRC2X   | DSTY    SRC0Y   SRC1Y   SRC2Y   | conflicts  instruction\n");
    let cell = |a: Option<&Option<Access>>| {
        a.copied()
            .flatten()
            .map_or(String::from("-"), |a| a.label())
    };
    for r in rows {
        for side in [&r.x, &r.y] {
            for k in 0..4 {
                let _ = write!(out, "{:<8}", cell(side.get(k)));
            }
            out.push_str("| ");
        }
        let text = instruction(module, &code.insts[r.inst]);
        let _ = writeln!(out, "{:<10} {}", r.conflicts, text);
        for why in &r.illegal {
            let _ = writeln!(out, "  illegal VOPD pair: {why}");
        }
    }
    out
}
