//! What a call (`s_swappc_b64`, `s_call_b64`) reads and writes beyond its named operands: the
//! AMDGPU calling convention for device functions, the one place every analysis takes it from.
//!
//! The callee's reads and writes are not in the caller's code, so the decoder
//! ([`super::insts::decode`]) adds these units to a call's uses and defs; liveness, def-use,
//! lane liveness, the address algebra and the webs then see them without knowing about calls.
//!
//! Facts (LLVM `AMDGPUCallingConv.td`, `SIRegisterInfo`, and AMDGPUUsage "Function Calling
//! Convention"; the same for gfx11 and gfx942):
//! - **Arguments** (read by the callee): v0..v31 (`CC_AMDGPU_Func`; v31 also carries the packed
//!   work-item ids), s0..s29 (`inreg` arguments and the implicit inputs: dispatch, queue and
//!   implicit-argument pointers, dispatch id, work-group ids, LDS kernel id; s[0:3] the scratch
//!   resource on gfx942), s32 (stack pointer), s33 (frame pointer), s34 (base pointer), EXEC,
//!   FLAT_SCRATCH (the scratch base a callee's private accesses use). Arguments past these go on
//!   the stack, in memory.
//! - **Clobbered** (callee-saved registers excluded): every register the convention does not
//!   preserve. LLVM 19 preserves s30..s105, v40..v47, v56..v63, ... (eight of every sixteen from
//!   v40 on) and a32..a255; newer LLVM stripes the SGPRs too (s30..s39, s48..s55, s64..s71,
//!   s80..s87, s96..s105). A file may hold a callee from either, so the clobber set is the union
//!   of both: s0..s29, s40..s47, s56..s63, s72..s79, s88..s95, v0..v39 and the other eight of
//!   every sixteen VGPRs, a0..a31, VCC, SCC, M0. s[30:31] is the call's own named def.
//!
//! The callee's body, when the file holds it, could narrow these sets; we do not narrow them:
//! the full sets are never wrong, and kernels with calls are rare enough that the lost freedom
//! costs little. (A callee that reads a callee-saved register only saves and restores it: no
//! value flows from the caller through it.)

use super::regs::{RegUnit, EXEC_HI, EXEC_LO, FLAT_SCRATCH_HI, FLAT_SCRATCH_LO, M0, SCC};
use super::regs::{VCC_HI, VCC_LO};
use crate::asm::RegFile;

/// Whether VGPR `v` is callee-saved: v40..v47, v56..v63, ..., v248..v255.
fn vgpr_preserved(v: u16) -> bool {
    v >= 40 && (v - 40) % 16 < 8
}

/// Whether SGPR `s` is callee-saved under every LLVM version's convention (the intersection of
/// LLVM 19's s30..s105 and the striped layout of later versions).
fn sgpr_preserved(s: u16) -> bool {
    match s {
        30..=39 | 96..=105 => true,
        40..=95 => (s - 40) % 16 >= 8,
        _ => false,
    }
}

/// Units a call reads on behalf of its callee.
pub fn call_uses() -> impl Iterator<Item = RegUnit> {
    (0..32)
        .map(|v| RegUnit::reg(RegFile::V, v))
        .chain((0..30).map(|s| RegUnit::reg(RegFile::S, s)))
        .chain((32..35).map(|s| RegUnit::reg(RegFile::S, s)))
        .chain([EXEC_LO, EXEC_HI, FLAT_SCRATCH_LO, FLAT_SCRATCH_HI])
}

/// Units a call may leave changed (its callee's writes the convention does not undo).
pub fn call_clobbers() -> impl Iterator<Item = RegUnit> {
    (0..256)
        .filter(|&v| !vgpr_preserved(v))
        .map(|v| RegUnit::reg(RegFile::V, v))
        .chain((0..32).map(|a| RegUnit::reg(RegFile::A, a)))
        .chain(
            (0..106)
                .filter(|&s| !sgpr_preserved(s) && s != 30 && s != 31)
                .map(|s| RegUnit::reg(RegFile::S, s)),
        )
        .chain([VCC_LO, VCC_HI, SCC, M0])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn convention_sets() {
        let uses: Vec<_> = call_uses().collect();
        let clob: Vec<_> = call_clobbers().collect();
        // The loop counter of issue 50 lives in s0 and is an argument.
        assert!(uses.contains(&RegUnit::reg(RegFile::S, 0)));
        assert!(uses.contains(&RegUnit::reg(RegFile::V, 31)));
        assert!(!uses.contains(&RegUnit::reg(RegFile::V, 32)));
        assert!(clob.contains(&RegUnit::reg(RegFile::V, 39)));
        assert!(!clob.contains(&RegUnit::reg(RegFile::V, 40)));
        assert!(clob.contains(&RegUnit::reg(RegFile::V, 48)));
        assert!(!clob.contains(&RegUnit::reg(RegFile::V, 255)));
        assert!(clob.contains(&RegUnit::reg(RegFile::S, 40)));
        assert!(!clob.contains(&RegUnit::reg(RegFile::S, 33)));
        assert!(!clob.contains(&RegUnit::reg(RegFile::S, 48)));
        assert!(clob.contains(&RegUnit::reg(RegFile::A, 31)));
        assert!(!clob.contains(&RegUnit::reg(RegFile::A, 32)));
        assert!(clob.contains(&VCC_LO) && clob.contains(&SCC));
        assert!(!clob.contains(&EXEC_LO));
    }

    /// The loop of issue 50 (clang -O1): the counter s0 goes to the callee through v1, and the
    /// callee's result comes back in v0. Before calls carried the convention, every liveness
    /// took v1 dead at its write (nothing named it again) and v35, which the callee may
    /// clobber, live across the call.
    const LOOP: &str = "\ts_mov_b32 s0, 0
.LBB0_1:
\tv_mov_b32_e32 v1, s0
\ts_swappc_b64 s[30:31], s[4:5]
\ts_add_i32 s0, s0, 1
\ts_cmp_eq_u32 s0, 6
\ts_cbranch_scc0 .LBB0_1
\tglobal_store_dword v[2:3], v0, off
\tglobal_store_dword v[2:3], v35, off
\tglobal_store_dword v[2:3], v40, off
";

    #[test]
    fn every_analysis_sees_a_calls_arguments_and_clobbers() {
        use crate::flow::{lane_live, KernelFlow};
        let m = crate::test_kernel::gfx942_with(LOOP);
        let k = &crate::kernel::kernels(&m).expect("kernels")[0];
        let isa = crate::isa::isa(m.target.expect("target"));
        let flow = KernelFlow::build(&m, k, isa).expect("flow");
        let (v0, v1) = (RegUnit::vgpr(0), RegUnit::vgpr(1));
        let write = (0..flow.code.len())
            .find(|&i| flow.code.insts[i].defs.contains(&v1))
            .expect("the argument's copy");
        let call = write + 1;
        assert!(flow.code.insts[call].call.is_some());
        // Def-use: the call reads the copy into v1.
        assert!(flow.def_use.reaching(call, v1).contains(&(write as u32)));
        // Per-lane liveness (`flow::lane_live`): v1 is read after its write.
        assert!(lane_live::live_after(&flow, &m, isa, v1, |_| true)[write]);
        // Block liveness (`dataflow::liveness`): v35 at the loop's entry is not what the store
        // reads (the call writes it); v40 (callee-saved) and v0 (an argument) are live.
        let body = flow.cfg.block_of[call];
        let (v35, v40) = (RegUnit::vgpr(35), RegUnit::vgpr(40));
        assert!(!flow.liveness.live_in[body.index()].contains(v35));
        // On some lane it may still be: the callee can write v35 under a narrower EXEC.
        assert!(flow.live_on_some_lane(&m, isa, body, v35));
        assert!(flow.liveness.live_in[body.index()].contains(v40));
        assert!(flow.live_on_some_lane(&m, isa, body, v0));
        let s0 = RegUnit::reg(RegFile::S, 0);
        assert!(flow.liveness.live_in[body.index()].contains(s0));
        // The named operands stay apart for counting and waits.
        let named = flow.code.insts[call].named_uses();
        assert_eq!(named.len(), 2, "s[4:5]: {named:?}");
    }
}
