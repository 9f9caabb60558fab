//! The instruction facts of each target as static tables, written from `isa-specs/` by the
//! generator in `../specs.rs` (whose tests fail when a table is stale). Nothing here is built
//! at run time: a command starts with the tables already in the binary's read-only data.

use super::{OperandClass, OperandInfo, Pipe, Role, Sched};
use crate::asm::SpecialReg;

#[rustfmt::skip]
#[allow(unused_imports)]
pub(super) mod gfx1100;
#[rustfmt::skip]
#[allow(unused_imports)]
pub(super) mod gfx942;

/// An operand slot (keeps the generated lines short).
const fn o(role: Role, class: OperandClass, dwords: u8) -> OperandInfo {
    OperandInfo {
        role,
        class,
        dwords,
        fixed: None,
    }
}

/// An operand slot that always holds `fixed`.
const fn of(role: Role, class: OperandClass, dwords: u8, fixed: SpecialReg) -> OperandInfo {
    OperandInfo {
        role,
        class,
        dwords,
        fixed: Some(fixed),
    }
}

const fn s(pipe: Pipe, latency: u16, issue: u16) -> Sched {
    Sched {
        pipe,
        latency,
        issue,
    }
}
