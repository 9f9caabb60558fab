//! Calls: code addresses, the device functions a kernel calls, and PC-relative operands.
//!
//! # Model
//! - **Regions.** The kernel's code comes first, then every function of the same file that it
//!   reaches, transitively, through a `sym@rel32@lo/hi` operand (clang's call sequence) or an
//!   `s_call_b64 sdst, sym`. Ops of all regions form one program; branch targets stay op indices.
//! - **Addresses.** Each op gets a byte address: regions are laid out from [`CODE_BASE`], each
//!   on a 256-byte boundary (the kernel's `.p2align 8`), each instruction taking its encoded
//!   size ([`crate::isa::Isa::encoded_size`]: the form's size plus a literal). The base sits just
//!   below a 4 GiB boundary so the high half of a code address changes inside most programs:
//!   the `s_addc_u32` of a call sequence must carry, as on hardware.
//! - **Relocations.** `s_add_u32 sX, sX, f@rel32@lo+4` and `s_addc_u32 sY, sY, f@rel32@hi+12`
//!   are resolved as the linker resolves `R_AMDGPU_REL32_LO/HI`: `S + A - P` with `P` the address
//!   of the literal (the op's address plus the form's size), low or high 32 bits. After
//!   `s_getpc_b64` (the address of the next instruction) the pair lands exactly on `f`.
//! - **Jumps.** `s_setpc_b64`, `s_swappc_b64` and `s_call_b64` go to an address; one that is not
//!   the first byte of an op is [`super::EmuError::BadJump`], naming the line.

use crate::asm::{Instruction, LineKind, Module, OperandKind, Target};
use crate::kernel::Kernel;
use std::ops::Range;

/// Address of the first byte of the kernel's code (see the module doc for the choice).
pub const CODE_BASE: u64 = 0x0000_7ff0_ffff_ff00;

/// Alignment of each region's first instruction.
const REGION_ALIGN: u64 = 256;

/// One stretch of code: the kernel, or a function it calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    pub name: String,
    /// Line indices of its code in the module (after its label).
    pub lines: Range<usize>,
}

pub use crate::asm::pc_rel::{parse_reloc, Reloc};

/// The symbol an instruction transfers control to or takes the address of: a `rel32` operand
/// or the target of `s_call_b64`.
fn referenced_symbol(inst: &Instruction) -> Option<&str> {
    inst.operands.iter().find_map(|o| match &o.kind {
        OperandKind::Expr(e) => match parse_reloc(e) {
            Some((sym, Reloc::Rel32Lo | Reloc::Rel32Hi, _)) => Some(sym),
            Some(_) => None,
            None if inst.mnemonic.starts_with("s_call_b64") => Some(e.as_ref()),
            None => None,
        },
        _ => None,
    })
}

/// The kernel and the functions of `module` it reaches, kernel first, callees in the order
/// they are first referenced. A symbol that is not a function of the file (a local label, a
/// data object, an external function) adds no region: decoding the operand says what it is.
pub fn regions(module: &Module, kernel: &Kernel) -> Vec<Region> {
    let mut out = vec![Region {
        name: kernel.name.clone(),
        lines: kernel.code.clone(),
    }];
    let mut next = 0;
    while next < out.len() {
        let lines = out[next].lines.clone();
        next += 1;
        for line in &module.lines[lines] {
            let LineKind::Instruction(inst) = &line.kind else {
                continue;
            };
            let Some(sym) = referenced_symbol(inst) else {
                continue;
            };
            if out.iter().any(|r| r.name == sym) {
                continue;
            }
            if let Some(code) = crate::kernel::function_code(module, sym) {
                out.push(Region {
                    name: sym.to_string(),
                    lines: code,
                });
            }
        }
    }
    out
}

/// Byte addresses of the ops of `regions` (one more entry: the end of the last op) and each
/// op's form size without a literal (where a literal operand sits, for relocations).
pub struct Layout {
    pub addrs: Vec<u64>,
    pub form_size: Vec<u8>,
}

/// Lays the regions out from [`CODE_BASE`].
pub fn layout(module: &Module, regions: &[Region], target: Target) -> Layout {
    let isa = crate::isa::isa(target);
    let mut addrs = Vec::new();
    let mut form_size = Vec::new();
    let mut at = CODE_BASE;
    for r in regions {
        at = at.next_multiple_of(REGION_ALIGN);
        for line in &module.lines[r.lines.clone()] {
            if let LineKind::Instruction(inst) = &line.kind {
                // An instruction the table does not know still takes room: one dword.
                let (size, form) = match isa.lookup(inst) {
                    Some(op) => (isa.encoded_size(op, inst), isa.info(op).size),
                    None => (4, 4),
                };
                addrs.push(at);
                form_size.push(form);
                at += size as u64;
            }
        }
    }
    addrs.push(at);
    Layout { addrs, form_size }
}

/// The value of a `rel32` operand of the op at `op_addr` whose form is `form_size` bytes (the
/// literal follows them), referring to `sym_addr`.
pub fn rel32(reloc: Reloc, sym_addr: u64, addend: i64, op_addr: u64, form_size: u8) -> u32 {
    let p = op_addr + form_size as u64;
    let v = sym_addr.wrapping_add(addend as u64).wrapping_sub(p);
    match reloc {
        Reloc::Rel32Hi => (v >> 32) as u32,
        _ => v as u32,
    }
}

impl super::wave::Wave {
    /// Continues at code address `addr`, or fails naming `op`'s line when no op starts there.
    pub(super) fn jump(
        &mut self,
        env: &super::wave::Env,
        op: &super::decode::Op,
        addr: u64,
    ) -> Result<(), super::EmuError> {
        let prog = env.prog;
        match prog.op_at(addr) {
            Some(i) => {
                self.pc = i;
                Ok(())
            }
            None => Err(super::EmuError::BadJump {
                file: prog.file.clone(),
                line: op.line,
                kernel: prog.kernel.clone(),
                group: env.group,
                wave: self.id,
                addr,
                start: prog.addr(0),
                end: prog.addr(prog.ops.len() as u32),
            }),
        }
    }
}
