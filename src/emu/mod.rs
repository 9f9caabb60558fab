//! The functional emulator: runs a kernel of a parsed `.s` file on the CPU, bit-exact where the
//! hardware is specified.
//!
//! # Model
//! - **Decode once** ([`decode`]): every instruction of the kernel becomes an [`decode::Op`] with
//!   a dense opcode, resolved operands and branch targets; the interpreter never looks at text.
//! - **Waves** ([`wave::Wave`]): 32 or 64 lanes (from the descriptor); each VGPR is a `[u32; 64]`
//!   with lanes contiguous, so one instruction is one loop over lanes. SGPRs use the hardware
//!   numbering (VCC = s106, M0 = s124, EXEC = s126), SCC is a flag.
//! - **Dispatch** ([`launch`]): initial SGPRs, VGPRs, the kernarg segment (hidden arguments
//!   included) and the dispatch packet follow LLVM AMDGPUUsage, read from `.amdhsa_*` fields and
//!   the `.amdgpu_metadata` entry.
//! - **Work-groups**: the waves of a group run one at a time, each until it reaches `s_barrier`
//!   or `s_endpgm`, in wave order; a barrier releases when every live wave reached it. That
//!   interleaving is deterministic. Groups run in parallel on rayon threads; see [`memory`] for
//!   why results do not depend on the thread count.
//! - **Asynchronous memory** ([`wave::Pending`]): loads write their data at issue, but their
//!   destination registers stay *pending* until an `s_waitcnt` covers them (vmcnt/vscnt/lgkmcnt,
//!   in order per counter, SMEM out of order). Reading or overwriting a pending register is an
//!   error naming the kernel, source line, wave and register.
//! - **Floating point**: see [`fp`]; 16-bit and packed math: see `half`.
//! - **DPP and SDWA** ([`xlane`]): the permuted or selected sources are staged in VGPRs past
//!   the kernel's own, the plain op runs on them.
//! - **Private memory**: `scratch_*` address a per-lane segment of
//!   `.amdhsa_private_segment_fixed_size` bytes (plus [`launch::DYNAMIC_STACK_BYTES`] when the
//!   kernel has a dynamic stack), zeroed per work-group; it holds the stack of called functions
//!   (stack pointer `s32`, frame pointer `s33`).
//! - **Calls** ([`calls`]): each op has a code address; `s_getpc_b64`, `rel32` operands,
//!   `s_swappc_b64`, `s_setpc_b64` and `s_call_b64` work on them, into the functions of the file.
//! - **Hardware registers and MODE** ([`hwreg`]).
//! - **Module variables** ([`globals`]): `__device__` globals referenced through `rel32`
//!   operands live at fixed addresses, mapped once per launch with their initializers.
//! - **Matrix cores** ([`matrix`]): MFMA/SMFMAC (gfx942) and WMMA (gfx1100) with AMD's register
//!   layouts; the sum inside a dot product is rounded once (a documented model: the hardware's
//!   internal rounding is not), identically before and after a rewrite.
//! - **Pending loads per half**: a d16 load marks only the 16-bit half it writes; a 16-bit store
//!   or true16 operand reads only its half (LLVM's waitcnt insertion tracks halves the same way).
//! - **Coverage** ([`coverage`]): measured by running every line of the conformance corpora.

#![allow(clippy::needless_range_loop)]

pub mod calls;
pub mod coverage;
pub mod decode;
mod ds_misc;
pub mod format;
pub mod fp;
pub mod globals;
mod half;
pub mod hwreg;
pub mod launch;
pub mod matrix;
pub mod memory;
mod misc;
mod mubuf;
mod salu;
mod smem;
mod valu;
mod vmem;
pub mod wave;
pub mod xlane;

pub use decode::{decode, Program};
pub use launch::{build_kernarg, run, run_profiled, Abi, ArgBytes, LaunchConfig, Stats};
pub use memory::{Memory, OobPolicy};
pub use valu::use_host_simd;

/// An emulation failure. Every variant names the file and source line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EmuError {
    /// An instruction the emulator cannot decode or does not implement.
    #[error("{file}:{line}: error: kernel `{kernel}`: {message}")]
    Decode {
        file: String,
        line: u32,
        kernel: String,
        message: String,
    },
    /// A register written by a load was read or overwritten before an `s_waitcnt` covered it.
    #[error(
        "{file}:{line}: error: kernel `{kernel}`, work-group {group:?}, wave {wave}: {reg} is \
         {what} while a load into it is still outstanding (missing s_waitcnt {counter})"
    )]
    Hazard {
        file: String,
        line: u32,
        kernel: String,
        group: [u32; 3],
        wave: u32,
        reg: String,
        what: &'static str,
        counter: &'static str,
    },
    /// A memory access outside every buffer (global) or outside the group segment (LDS).
    #[error(
        "{file}:{line}: error: kernel `{kernel}`, work-group {group:?}, wave {wave}, lane {lane}: \
         out-of-bounds {space} access of {size} bytes at {addr:#x}: {nearest}"
    )]
    OutOfBounds {
        file: String,
        line: u32,
        kernel: String,
        group: [u32; 3],
        wave: u32,
        lane: u32,
        space: &'static str,
        addr: u64,
        size: u32,
        nearest: String,
    },
    /// A jump (`s_setpc_b64`, `s_swappc_b64`, `s_call_b64`) to an address where no instruction
    /// of the kernel or of a function it calls starts.
    #[error(
        "{file}:{line}: error: kernel `{kernel}`, work-group {group:?}, wave {wave}: jump to \
         {addr:#x}, which is not the address of an instruction (the code is at \
         {start:#x}..{end:#x})"
    )]
    BadJump {
        file: String,
        line: u32,
        kernel: String,
        group: [u32; 3],
        wave: u32,
        addr: u64,
        start: u64,
        end: u64,
    },
    /// A wave executed more instructions than the budget (a runaway loop).
    #[error(
        "{file}:{line}: error: kernel `{kernel}`, work-group {group:?}, wave {wave}: instruction \
         budget of {budget} exhausted (runaway loop?)"
    )]
    Budget {
        file: String,
        line: u32,
        kernel: String,
        group: [u32; 3],
        wave: u32,
        budget: u64,
    },
    /// The file names no target the emulator models (no `.amdgcn_target`, or another
    /// processor's): running it as gfx1100 would emulate code of another ISA.
    #[error("{message}")]
    NoTarget { message: String },
    /// The launch cannot be set up (arguments vs metadata, LDS size, ...).
    #[error("{file}: error: kernel `{kernel}`: {message}")]
    Setup {
        file: String,
        kernel: String,
        message: String,
    },
    /// Something the kernel did that the emulator does not model (a trap, a branch out of the
    /// kernel, an unsupported operand at run time).
    #[error("{file}:{line}: error: kernel `{kernel}`: {message}")]
    Unsupported {
        file: String,
        line: u32,
        kernel: String,
        message: String,
    },
}

/// Runs a bare list of instructions on one wave with every lane active (unit tests and
/// experiments): `setup` sets the initial registers, the final wave is returned. The snippet
/// gets 64 KiB of LDS, 4 KiB of private memory per lane and no global memory (see
/// [`run_snippet_with_memory`]).
pub fn run_snippet(
    target: crate::asm::Target,
    text: &str,
    setup: impl FnOnce(&mut wave::Wave),
) -> Result<wave::Wave, EmuError> {
    run_snippet_with_budget(target, text, 1_000_000, setup)
}

/// [`run_snippet`] with an instruction budget: a snippet that loops stops with
/// [`EmuError::Budget`] after `budget` instructions.
pub fn run_snippet_with_budget(
    target: crate::asm::Target,
    text: &str,
    budget: u64,
    setup: impl FnOnce(&mut wave::Wave),
) -> Result<wave::Wave, EmuError> {
    snippet(
        target,
        text,
        budget,
        &Memory::new(),
        OobPolicy::Error,
        setup,
    )
}

/// [`run_snippet`] with global memory: `mem`'s buffers (see [`Memory::map`]) are what global
/// and flat accesses reach; the caller reads the stores back from `mem`.
pub fn run_snippet_with_memory(
    target: crate::asm::Target,
    text: &str,
    mem: &Memory,
    setup: impl FnOnce(&mut wave::Wave),
) -> Result<wave::Wave, EmuError> {
    snippet(target, text, 1_000_000, mem, OobPolicy::Error, setup)
}

/// [`run_snippet_with_memory`] under an out-of-bounds policy: with [`OobPolicy::Zero`], LDS
/// and global accesses out of bounds read 0 and drop their stores, as `--oob zero` does.
pub fn run_snippet_with_oob(
    target: crate::asm::Target,
    text: &str,
    mem: &Memory,
    oob: OobPolicy,
    setup: impl FnOnce(&mut wave::Wave),
) -> Result<wave::Wave, EmuError> {
    snippet(target, text, 1_000_000, mem, oob, setup)
}

fn snippet(
    target: crate::asm::Target,
    text: &str,
    budget: u64,
    mem: &Memory,
    oob: OobPolicy,
    setup: impl FnOnce(&mut wave::Wave),
) -> Result<wave::Wave, EmuError> {
    use crate::kernel::Kernel;
    let src = format!("{text}\n\ts_endpgm\n");
    let module =
        crate::asm::parse_module("<snippet>", &src, Some(target)).map_err(|e| EmuError::Setup {
            file: "<snippet>".into(),
            kernel: "snippet".into(),
            message: e.to_string(),
        })?;
    let kernel = Kernel::snippet(target, module.lines.len());
    let prog = decode(&module, &kernel)?;
    let mut lds = vec![0u32; 16384];
    let mut w = wave::Wave::new(&prog);
    w.reset();
    w.set_exec(w.full);
    setup(&mut w);
    let mut env = wave::Env {
        prog: &prog,
        mem,
        lds: &mut lds,
        lds_bytes: 65536,
        group: [0; 3],
        oob,
        budget,
        flush_f32: false,
        dx10_clamp: true,
        private_bytes: 4096,
        oob_hits: std::cell::Cell::new(0),
        trace: None,
    };
    while w.run(&mut env)? == wave::Stop::Barrier {}
    Ok(w)
}
