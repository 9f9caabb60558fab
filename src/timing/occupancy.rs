//! How many work-groups, and so waves, one dispatch unit holds at once.
//!
//! A work-group's waves are placed on the SIMDs of one unit (a CU; on gfx1100 in WGP mode a
//! WGP: two CUs, four SIMDs, the LDS of both) round robin, so the busiest SIMD of the unit
//! holds `ceil(waves per group / SIMDs)` of them. Groups are whole: a SIMD that has room for 7
//! waves by registers holds only 3 groups of 2 waves each, 6 waves (seed 001's kernel 6 at 216
//! VGPRs with 4-wave groups in CU mode; LLVM's `; Occupancy:` comment counts 7). The limits:
//! - registers: `vgprs_per_simd / round_up(vgprs, granule)` waves per SIMD, at most
//!   `max_waves_per_simd`;
//! - LDS: `lds per unit / LDS per group` groups;
//! - work-group slots: `max_groups_per_cu` per CU.

use super::device::Device;
use serde::Serialize;

/// What one unit holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Occupancy {
    /// Waves per SIMD the registers allow, alone.
    pub waves_by_vgprs: u32,
    /// Groups per unit allowed by registers, LDS and slots, and the smallest.
    pub groups_by_vgprs: u32,
    pub groups_by_lds: u32,
    pub groups_by_slots: u32,
    pub groups_per_unit: u32,
    /// Waves per SIMD actually resident (the busiest SIMD).
    pub waves_per_simd: u32,
    /// `vgprs`, `lds` or `slots`: what limits `groups_per_unit`.
    pub limiter: &'static str,
    /// SIMDs and CUs in one unit, and units in the device.
    pub simds_per_unit: u32,
    pub cus_per_unit: u32,
    pub units: u32,
}

/// The kernel's resource use that occupancy depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Demand {
    pub vgprs: u32,
    pub lds_bytes: u32,
    pub waves_per_group: u32,
    /// gfx1100 WGP mode (`.amdhsa_workgroup_processor_mode 1`).
    pub wgp_mode: bool,
}

/// Occupancy of a kernel on a device.
pub fn occupancy(dev: &Device, d: Demand) -> Occupancy {
    let cus_per_unit = if d.wgp_mode { 2 } else { 1 };
    let simds = dev.simds_per_cu * cus_per_unit;
    let granule = dev.vgpr_granule.max(1);
    let alloc = d.vgprs.max(1).div_ceil(granule) * granule;
    let waves_by_vgprs = (dev.vgprs_per_simd / alloc).min(dev.max_waves_per_simd);
    let per_simd = d.waves_per_group.max(1).div_ceil(simds);
    let groups_by_vgprs = waves_by_vgprs / per_simd;
    let groups_by_lds = match d.lds_bytes {
        0 => u32::MAX,
        n => dev.lds_bytes_per_cu * cus_per_unit / n,
    };
    let groups_by_slots = dev.max_groups_per_cu * cus_per_unit;
    let mut limits = [
        (groups_by_vgprs, "vgprs"),
        (groups_by_lds, "lds"),
        (groups_by_slots, "slots"),
    ];
    limits.sort_by_key(|(n, _)| *n);
    let (groups, limiter) = limits[0];
    Occupancy {
        waves_by_vgprs,
        groups_by_vgprs,
        groups_by_lds,
        groups_by_slots,
        groups_per_unit: groups,
        waves_per_simd: groups * per_simd,
        limiter,
        simds_per_unit: simds,
        cus_per_unit,
        units: dev.compute_units / cus_per_unit,
    }
}
