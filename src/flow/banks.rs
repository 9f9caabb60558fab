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

/// A VOPD component's source as the pair rules see it.
#[derive(Clone, Debug, PartialEq)]
pub enum PairSrc {
    Vgpr(u16),
    /// An SGPR (or another scalar register), by its operand text: it takes the constant bus.
    Scalar(String),
    /// An inline constant: free, no bank, no bus.
    Inline,
    /// A 32-bit literal, by its text: one per pair, and it takes the constant bus.
    Literal(String),
}

/// Whether two `v_dual_fmac_f32` components (`dst`, SRC0, VSRC1) can be one VOPD pair, by the
/// rules for scalar operands as well as VGPR banks:
/// - only SRC0 may be an SGPR or a constant; VSRC1 (and fmac's tied SRC2) is a VGPR field
///   (AMDGPUAsmGFX11 VOPD operand syntax: `vsrc1` is a vector register);
/// - at most one unique literal, and unique scalar registers plus unique literals at most two
///   (LLVM `GCNVOPDUtils.cpp` `checkVOPDRegConstraints`: "Literals also count against scalar
///   bus limit", `UniqueLiterals.size() > 1` and `UniqueLiterals.size() +
///   UniqueScalarRegs.size() > 2` refuse the pair; the assembler's "only one unique literal
///   operand is allowed");
/// - the bank masks (DST 1, SRC0 3, VSRC1 3) apply only where both components name a VGPR
///   (`getVRegIdx` gives no register for a scalar or constant operand, and
///   `hasInvalidOperand` skips it): a scalar SRC0 is bank-free.
///
/// `Err` names the rule broken.
pub fn fmac_pair_legal(
    x: (u16, &PairSrc, &PairSrc),
    y: (u16, &PairSrc, &PairSrc),
) -> Result<(), &'static str> {
    let (PairSrc::Vgpr(x1), PairSrc::Vgpr(y1)) = (x.2, y.2) else {
        return Err("VSRC1 must be a VGPR");
    };
    if x.0 % 2 == y.0 % 2 {
        return Err("destinations of one parity");
    }
    if x1 % 4 == y1 % 4 {
        return Err("VSRC1 in one bank");
    }
    if let (PairSrc::Vgpr(a), PairSrc::Vgpr(b)) = (x.1, y.1) {
        if a % 4 == b % 4 {
            return Err("SRC0 in one bank");
        }
    }
    let mut scalars: Vec<&str> = Vec::new();
    let mut literals: Vec<&str> = Vec::new();
    for src in [x.1, y.1] {
        match src {
            PairSrc::Scalar(s) if !scalars.contains(&s.as_str()) => scalars.push(s),
            PairSrc::Literal(l) if !literals.contains(&l.as_str()) => literals.push(l),
            _ => {}
        }
    }
    if literals.len() > 1 {
        return Err("two different literals");
    }
    if scalars.len() + literals.len() > 2 {
        return Err("more than two scalar values on the constant bus");
    }
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::{fmac_pair_legal, PairSrc};

    fn s(n: &str) -> PairSrc {
        PairSrc::Scalar(n.into())
    }

    #[test]
    fn a_scalar_src0_is_bank_free_within_the_bus_limits() {
        let (v, lit) = (PairSrc::Vgpr, |t: &str| PairSrc::Literal(t.into()));
        // One SGPR shared by both halves, VSRC1 in banks 2 and 1: the compiler's own pair.
        assert_eq!(
            fmac_pair_legal((1, &s("s0"), &v(10)), (0, &s("s0"), &v(9))),
            Ok(())
        );
        // Two SGPRs: two values on the bus, still legal; SRC0 banks are not compared.
        assert_eq!(
            fmac_pair_legal((1, &s("s8"), &v(3)), (0, &s("s12"), &v(6))),
            Ok(())
        );
        assert_eq!(
            fmac_pair_legal((1, &s("s8"), &v(3)), (0, &PairSrc::Inline, &v(6))),
            Ok(())
        );
        // The same VGPR factor in both VSRC1 slots: one bank.
        assert!(fmac_pair_legal((1, &s("s8"), &v(3)), (0, &s("s9"), &v(3))).is_err());
        // A scalar cannot be VSRC1.
        assert!(fmac_pair_legal((1, &v(3), &s("s8")), (0, &v(2), &v(6))).is_err());
        // Two different literals; one literal twice is one.
        assert!(fmac_pair_legal((1, &lit("0x1234"), &v(3)), (0, &lit("0x4321"), &v(6))).is_err());
        assert_eq!(
            fmac_pair_legal((1, &lit("0x1234"), &v(3)), (0, &lit("0x1234"), &v(6))),
            Ok(())
        );
        assert!(
            fmac_pair_legal((1, &v(4), &v(3)), (3, &v(5), &v(6))).is_err(),
            "parity"
        );
    }
}
