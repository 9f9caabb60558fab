//! 32-bit register units: the atoms of def-use and liveness.
//!
//! `v[4:7]` is the four units v4..v7; `vcc` in wave64 is vcc_lo + vcc_hi; `exec_lo` is one unit.
//! Units are dense `u16` indices so bitsets and vectors index them directly.

use crate::asm::{Operand, OperandKind, RegFile, RegRange, SpecialReg};
use smallvec::SmallVec;
use std::fmt;

/// One 32-bit register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegUnit(pub u16);

const V_BASE: u16 = 0;
const A_BASE: u16 = 512;
const S_BASE: u16 = 1024;
const T_BASE: u16 = S_BASE + 128;
const X_BASE: u16 = T_BASE + 16;

/// Named scalar units after the numbered files.
const NAMED: &[&str] = &[
    "vcc_lo",
    "vcc_hi",
    "exec_lo",
    "exec_hi",
    "m0",
    "scc",
    "flat_scratch_lo",
    "flat_scratch_hi",
    "xnack_mask_lo",
    "xnack_mask_hi",
];

/// Number of distinct units.
pub const NUM_UNITS: usize = X_BASE as usize + NAMED.len();

pub const VCC_LO: RegUnit = RegUnit(X_BASE);
pub const VCC_HI: RegUnit = RegUnit(X_BASE + 1);
pub const EXEC_LO: RegUnit = RegUnit(X_BASE + 2);
pub const EXEC_HI: RegUnit = RegUnit(X_BASE + 3);
pub const M0: RegUnit = RegUnit(X_BASE + 4);
pub const SCC: RegUnit = RegUnit(X_BASE + 5);
pub const FLAT_SCRATCH_LO: RegUnit = RegUnit(X_BASE + 6);
pub const FLAT_SCRATCH_HI: RegUnit = RegUnit(X_BASE + 7);
pub const XNACK_LO: RegUnit = RegUnit(X_BASE + 8);
pub const XNACK_HI: RegUnit = RegUnit(X_BASE + 9);

impl RegUnit {
    pub fn reg(file: RegFile, index: u16) -> RegUnit {
        RegUnit(match file {
            RegFile::V => V_BASE + index,
            RegFile::A => A_BASE + index,
            RegFile::S => S_BASE + index,
            RegFile::Ttmp => T_BASE + index,
        })
    }

    pub fn vgpr(index: u16) -> RegUnit {
        RegUnit::reg(RegFile::V, index)
    }

    /// The file and index of a numbered register, `None` for named ones.
    pub fn numbered(self) -> Option<(RegFile, u16)> {
        match self.0 {
            n if n < A_BASE => Some((RegFile::V, n - V_BASE)),
            n if n < S_BASE => Some((RegFile::A, n - A_BASE)),
            n if n < T_BASE => Some((RegFile::S, n - S_BASE)),
            n if n < X_BASE => Some((RegFile::Ttmp, n - T_BASE)),
            _ => None,
        }
    }

    pub fn is_vgpr(self) -> bool {
        self.0 < A_BASE
    }

    pub fn is_agpr(self) -> bool {
        (A_BASE..S_BASE).contains(&self.0)
    }

    /// SGPRs, ttmps and the named scalar registers: one value per wave.
    pub fn is_scalar(self) -> bool {
        self.0 >= S_BASE
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for RegUnit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.numbered() {
            Some((file, i)) => write!(f, "{}{i}", file.prefix()),
            None => f.write_str(NAMED[(self.0 - X_BASE) as usize]),
        }
    }
}

/// The units a special register covers. `vcc` and `exec` are 64-bit; in wave32 code they still
/// name both halves (the instruction then only reads the low half, but the name says both).
pub fn special_units(r: SpecialReg) -> SmallVec<[RegUnit; 2]> {
    use SpecialReg::*;
    let v: &[RegUnit] = match r {
        Vcc => &[VCC_LO, VCC_HI],
        VccLo => &[VCC_LO],
        VccHi => &[VCC_HI],
        Exec => &[EXEC_LO, EXEC_HI],
        ExecLo => &[EXEC_LO],
        ExecHi => &[EXEC_HI],
        M0 => &[self::M0],
        Scc | SrcScc => &[SCC],
        Vccz | SrcVccz => &[VCC_LO, VCC_HI],
        Execz | SrcExecz => &[EXEC_LO, EXEC_HI],
        FlatScratch => &[FLAT_SCRATCH_LO, FLAT_SCRATCH_HI],
        FlatScratchLo => &[FLAT_SCRATCH_LO],
        FlatScratchHi => &[FLAT_SCRATCH_HI],
        XnackMask => &[XNACK_LO, XNACK_HI],
        XnackMaskLo => &[XNACK_LO],
        XnackMaskHi => &[XNACK_HI],
        _ => &[],
    };
    v.iter().copied().collect()
}

/// The units an operand names (nothing for constants, labels, `off`, `null`).
pub fn operand_units(op: &Operand) -> SmallVec<[RegUnit; 4]> {
    match &op.kind {
        OperandKind::Reg(r) => range_units(*r).collect(),
        OperandKind::RegList(list) => list.iter().flat_map(|r| range_units(*r)).collect(),
        OperandKind::Special(s) => special_units(*s).into_iter().collect(),
        _ => SmallVec::new(),
    }
}

pub fn range_units(r: RegRange) -> impl Iterator<Item = RegUnit> {
    r.units().map(move |i| RegUnit::reg(r.file, i))
}

/// A fixed-size set of units.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct UnitSet {
    words: Vec<u64>,
}

impl UnitSet {
    pub fn new() -> UnitSet {
        UnitSet {
            words: vec![0; NUM_UNITS.div_ceil(64)],
        }
    }

    pub fn insert(&mut self, u: RegUnit) -> bool {
        let (w, b) = (u.index() / 64, u.index() % 64);
        let was = self.words[w] >> b & 1 == 1;
        self.words[w] |= 1 << b;
        !was
    }

    pub fn remove(&mut self, u: RegUnit) {
        let (w, b) = (u.index() / 64, u.index() % 64);
        self.words[w] &= !(1 << b);
    }

    pub fn contains(&self, u: RegUnit) -> bool {
        let (w, b) = (u.index() / 64, u.index() % 64);
        self.words[w] >> b & 1 == 1
    }

    /// Adds every unit of `other`; true if something was new.
    pub fn union_with(&mut self, other: &UnitSet) -> bool {
        let mut changed = false;
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            let n = *a | *b;
            changed |= n != *a;
            *a = n;
        }
        changed
    }

    pub fn iter(&self) -> impl Iterator<Item = RegUnit> + '_ {
        self.words.iter().enumerate().flat_map(|(w, &bits)| {
            (0..64)
                .filter(move |b| bits >> b & 1 == 1)
                .map(move |b| RegUnit((w * 64 + b) as u16))
        })
    }

    /// Counts (VGPR, AGPR, SGPR) members.
    pub fn count_by_file(&self) -> (usize, usize, usize) {
        let mut c = (0, 0, 0);
        for u in self.iter() {
            if u.is_vgpr() {
                c.0 += 1;
            } else if u.is_agpr() {
                c.1 += 1;
            } else {
                c.2 += 1;
            }
        }
        c
    }
}

impl fmt::Debug for UnitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|u| u.to_string()))
            .finish()
    }
}
