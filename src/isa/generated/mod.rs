//! The instruction facts of each target as static tables, written from `isa-specs/` by the
//! generator in `../specs.rs` (whose tests fail when a table is stale). Nothing here is built
//! at run time: a command starts with the tables already in the binary's read-only data.
//!
//! Each file holds its target's pools (a string of every name, an array per list element
//! type); the tables' [`Name`]s and [`List`](super::List)s are ranges of them. The functions
//! here pick a target's pool: code addresses the pools relative to itself, so no static holds
//! a pointer the loader must relocate.

use super::{Counter, Name, Opcode, OperandClass, OperandInfo, Pipe, Pooled, Role, Sched};
use crate::asm::{SpecialReg, Target};

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

/// The string pool of `target`'s names.
pub(super) fn names(target: Target) -> &'static str {
    match target {
        Target::Gfx1100 => gfx1100::NAMES,
        Target::Gfx942 => gfx942::NAMES,
    }
}

/// `Pooled` for each element type: `$ty`'s pool is the static `$pool` of each target's file.
macro_rules! pooled {
    ($($ty:ty => $pool:ident),* $(,)?) => {$(
        impl Pooled for $ty {
            fn pool(target: Target) -> &'static [$ty] {
                match target {
                    Target::Gfx1100 => &gfx1100::$pool,
                    Target::Gfx942 => &gfx942::$pool,
                }
            }
        }
    )*};
}

pooled! {
    Name => LLVM_NAMES,
    OperandInfo => OPERANDS,
    SpecialReg => REGISTERS,
    Counter => COUNTERS,
    Opcode => OPCODES,
}
