//! Register, LDS and scratch use computed from the code, and the occupancy it allows.
//!
//! Counting rules (LLVM AMDGPUBaseInfo / SIProgramInfo, checked against LLVM 19's own
//! `; NumSgprs / NumVgprs / Occupancy` comments on every sample):
//! - VGPRs: highest VGPR index used + 1; on gfx942 AGPRs follow the VGPRs at `accum_offset`
//!   (the VGPR count rounded up to 4) and the unified count is `accum_offset + AGPRs`.
//! - SGPRs: highest SGPR the code names + 1. The ABI's input SGPRs (user SGPRs, workgroup ids,
//!   ...) count only when read: the hardware fills them whatever the count says, and LLVM's
//!   `.amdhsa_next_free_sgpr` leaves out the ones no instruction names. The total adds 2 for VCC when reserved
//!   (gfx1100), and 6 on gfx942 (VCC, XNACK mask, flat scratch: always, as LLVM 19 counts them).
//! - Occupancy (waves per SIMD): gfx1100 has 1536 VGPRs per lane in wave32, allocated in granules
//!   of 24, at most 16 waves; gfx942 has 512 unified VGPRs, granules of 8, at most 8 waves, and
//!   800 SGPRs per SIMD in granules of 16. LDS: workgroups per CU limited by 64 KiB (gfx942 and
//!   gfx1100 in CU mode) or 128 KiB per WGP (gfx1100 WGP mode).

use super::insts::Code;
use crate::asm::{RegFile, Target};
use crate::kernel::Kernel;
use serde::Serialize;

/// Resource use of one kernel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Resources {
    /// Architectural VGPRs (next free VGPR).
    pub vgprs: u32,
    pub agprs: u32,
    /// gfx942: first AGPR in the unified file; 0 elsewhere.
    pub accum_offset: u32,
    /// VGPRs the occupancy rule counts (unified on gfx942).
    pub total_vgprs: u32,
    /// Next free SGPR (ABI inputs only when named), without VCC and other reservations.
    pub next_free_sgpr: u32,
    /// SGPRs with the reservations (what metadata `.sgpr_count` states).
    pub sgprs: u32,
    pub uses_vcc: bool,
    pub lds_bytes: u32,
    pub scratch_bytes: u32,
    pub occupancy: u32,
}

/// SGPRs the ABI fills before the kernel runs.
pub fn abi_sgprs(kernel: &Kernel) -> u32 {
    let d = &kernel.descriptor;
    let on = |f: &str| d.get(f) == Some(1);
    let mut n = d.get("user_sgpr_count").unwrap_or(0) as u32;
    for f in [
        "system_sgpr_workgroup_id_x",
        "system_sgpr_workgroup_id_y",
        "system_sgpr_workgroup_id_z",
        "system_sgpr_workgroup_info",
    ] {
        n += on(f) as u32;
    }
    if on("enable_private_segment") || on("system_sgpr_private_segment_wavefront_offset") {
        n += 1;
    }
    n
}

/// Computes resource use from the decoded code and the kernel's descriptor.
pub fn compute(target: Target, kernel: &Kernel, code: &Code) -> Resources {
    let (mut max_v, mut max_a, mut max_s) = (0u32, 0u32, 0u32);
    let mut uses_vcc = false;
    // A call's convention units are the callee's, not registers the kernel's code names.
    for inst in &code.insts {
        for u in inst.named_defs().iter().chain(inst.named_uses()) {
            match u.numbered() {
                Some((RegFile::V, i)) => max_v = max_v.max(i as u32 + 1),
                Some((RegFile::A, i)) => max_a = max_a.max(i as u32 + 1),
                Some((RegFile::S, i)) => max_s = max_s.max(i as u32 + 1),
                Some((RegFile::Ttmp, _)) => {}
                None => uses_vcc |= *u == super::regs::VCC_LO || *u == super::regs::VCC_HI,
            }
        }
    }
    let d = &kernel.descriptor;
    // The work-item ids arrive in v0 whether or not the code reads them, but LLVM counts only
    // the VGPRs the code names (`.vgpr_count: 0` for a kernel without VALU): so do we.
    let vgprs = max_v;
    let next_free_sgpr = max_s;
    let reserve_vcc = uses_vcc || d.get("reserve_vcc").unwrap_or(1) == 1;
    let mut extra = if reserve_vcc { 2 } else { 0 };
    let (accum_offset, total_vgprs) = match target {
        Target::Gfx942 => {
            // LLVM 19 counts VCC, the XNACK mask and flat scratch for gfx942 whatever
            // `.amdhsa_reserve_vcc` says (sgemm_regtile declares reserve_vcc 0 and +6).
            extra = 6;
            let acc = vgprs.div_ceil(4) * 4;
            let total = if max_a > 0 { acc + max_a } else { vgprs };
            (acc, total)
        }
        Target::Gfx1100 => (0, vgprs),
    };
    let lds_bytes = d.get("group_segment_fixed_size").unwrap_or(0) as u32;
    let scratch_bytes = d.get("private_segment_fixed_size").unwrap_or(0) as u32;
    let sgprs = next_free_sgpr + extra;
    let wg_size = kernel
        .metadata
        .as_ref()
        .map_or(1024, |m| m.max_flat_workgroup_size);
    let wgp_mode = d.get("workgroup_processor_mode") == Some(1);
    Resources {
        vgprs,
        agprs: max_a,
        accum_offset,
        total_vgprs,
        next_free_sgpr,
        sgprs,
        uses_vcc,
        lds_bytes,
        scratch_bytes,
        occupancy: occupancy(
            target,
            total_vgprs,
            sgprs,
            lds_bytes,
            wg_size,
            kernel.wave_size(),
            wgp_mode,
        ),
    }
}

/// Waves per SIMD allowed by registers and LDS.
pub fn occupancy(
    target: Target,
    vgprs: u32,
    sgprs: u32,
    lds_bytes: u32,
    wg_size: u32,
    wave_size: u32,
    wgp_mode: bool,
) -> u32 {
    let align = |n: u32, g: u32| n.max(1).div_ceil(g) * g;
    let (max_waves, by_vgpr, by_sgpr, lds_per_cu, simds_per_cu) = match target {
        Target::Gfx1100 => {
            let (total, granule) = if wave_size == 32 {
                (1536, 24)
            } else {
                (768, 12)
            };
            let lds: u32 = if wgp_mode { 131_072 } else { 65_536 };
            let simds = if wgp_mode { 4 } else { 2 };
            (16, total / align(vgprs, granule), u32::MAX, lds, simds)
        }
        Target::Gfx942 => (8, 512 / align(vgprs, 8), 800 / align(sgprs, 16), 65_536, 4),
    };
    let mut waves = max_waves.min(by_vgpr).min(by_sgpr);
    if let Some(wgs) = lds_per_cu.checked_div(lds_bytes) {
        let waves_per_wg = wg_size.div_ceil(wave_size).max(1);
        let by_lds = (wgs * waves_per_wg).div_ceil(simds_per_cu);
        waves = waves.min(by_lds.max(1));
    }
    waves
}

/// One past the highest VGPR the kernel may use without losing occupancy (the allocation
/// granule rounds the count up, so a few registers above the highest used one are often free).
pub fn free_vgpr_limit(
    target: Target,
    kernel: &Kernel,
    res: &crate::flow::resources::Resources,
) -> u16 {
    if res.agprs > 0 {
        // gfx942 with AGPRs: the architectural VGPRs end at the accumulation offset.
        return res.accum_offset.min(256) as u16;
    }
    let wg = kernel
        .metadata
        .as_ref()
        .map_or(1024, |m| m.max_flat_workgroup_size);
    let wgp = kernel.descriptor.get("workgroup_processor_mode") == Some(1);
    let mut n = res.vgprs;
    while n < 256 {
        let waves = occupancy(
            target,
            n + 1,
            res.sgprs,
            res.lds_bytes,
            wg,
            kernel.wave_size(),
            wgp,
        );
        if waves < res.occupancy {
            break;
        }
        n += 1;
    }
    n as u16
}
