//! Checks that a code object agrees with the IR it was assembled from.
//!
//! For every kernel of the module (`.amdhsa_kernel` block):
//! 1. the code object has its code symbol `NAME` and its descriptor `NAME.kd`, and the
//!    descriptor's `kernel_code_entry_byte_offset` points at the code;
//! 2. the descriptor agrees with the resources computed from the code
//!    ([`crate::flow::resources::compute`]): the VGPR granule (unified VGPR+AGPR count on gfx942),
//!    the SGPR granule (0 on gfx1100; VCC, flat scratch and XNACK mask included on gfx942), LDS
//!    and scratch bytes, `accum_offset` (gfx942);
//! 3. the descriptor agrees with the `.amdhsa_*` fields and the `.s` metadata: kernarg size,
//!    wave32 bit, WGP mode (gfx1100), user SGPR count;
//! 4. the metadata note has an entry for the kernel whose `.vgpr_count`, `.sgpr_count`,
//!    `.group_segment_fixed_size`, `.kernarg_segment_size` and `.wavefront_size` equal the `.s`
//!    metadata's; and the note names no kernel the module lacks.
//!
//! The code object's machine (`e_flags`) must be the module's target.

use super::assemble::ToolchainError;
use super::codeobj::{sgpr_granules, vgpr_granules, CodeObjectInfo, KernelObject};
use crate::asm::{Module, Target};
use crate::flow::resources::Resources;
use crate::flow::{insts, resources};
use crate::isa::isa;
use crate::kernel::{kernels, Kernel, KernelMetadata};
use serde::Serialize;
use std::fmt;

/// One disagreement between the code object and the IR.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Mismatch {
    /// Empty for a file-level disagreement.
    pub kernel: String,
    /// The descriptor field or metadata key.
    pub field: String,
    /// What the code object holds.
    pub found: String,
    /// What the IR says (and where that comes from).
    pub expected: String,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.kernel.is_empty() {
            write!(f, "kernel `{}`: ", self.kernel)?;
        }
        write!(
            f,
            "{}: the code object has {}, expected {}",
            self.field, self.found, self.expected
        )
    }
}

/// Every disagreement between `info` and `module` (empty when they agree).
pub fn check_code_object(
    module: &Module,
    info: &CodeObjectInfo,
) -> Result<Vec<Mismatch>, ToolchainError> {
    let mut found = Found(Vec::new());
    let target = module.target.ok_or_else(|| ToolchainError::NoTarget {
        message: module.no_target_error(""),
    })?;
    if info.target != Some(target) {
        found.miss(
            "",
            "e_flags (EF_AMDGPU_MACH)",
            format!("{:#x}", info.e_flags & super::codeobj::EF_AMDGPU_MACH),
            format!("{target} ({:#x})", mach(target)),
        );
    }
    let all = kernels(module)?;
    for k in &all {
        let Some(obj) = info.kernel(&k.name) else {
            let name = k.name.as_str();
            found.miss(
                name,
                "symbol",
                format!("no `{name}.kd` descriptor"),
                "one".into(),
            );
            continue;
        };
        check_entry(&mut found, &k.name, obj);
        let code = insts::decode(module, k, isa(target))?;
        let res = resources::compute(target, k, &code);
        check_granules(&mut found, target, k, obj, &res);
        check_descriptor(&mut found, target, k, obj, &res);
        if let Some(meta) = &k.metadata {
            check_metadata(&mut found, info, &k.name, obj, meta);
        }
    }
    check_notes_name_kernels(&mut found, info, &all);
    Ok(found.0)
}

/// The mismatches found so far.
struct Found(Vec<Mismatch>);

impl Found {
    fn miss(&mut self, kernel: &str, field: &str, found: String, expected: String) {
        self.0.push(Mismatch {
            kernel: kernel.to_string(),
            field: field.to_string(),
            found,
            expected,
        })
    }

    fn equal(&mut self, kernel: &str, field: &str, found: u64, expected: u64, why: &str) {
        if found != expected {
            self.miss(
                kernel,
                field,
                found.to_string(),
                format!("{expected} ({why})"),
            );
        }
    }

    /// The code object may allocate more than the code needs, never less.
    fn covers(&mut self, kernel: &str, field: &str, found: u32, needed: u32, why: String) {
        if found < needed {
            self.miss(
                kernel,
                field,
                found.to_string(),
                format!("at least {needed} ({why})"),
            );
        }
    }
}

/// The kernel's code symbol exists and its descriptor's entry offset points at it.
fn check_entry(found: &mut Found, name: &str, obj: &KernelObject) {
    if !obj.has_code_symbol {
        found.miss(
            name,
            "symbol",
            format!("no code symbol `{name}`"),
            "one".into(),
        );
        return;
    }
    let d = &obj.descriptor;
    let entry = obj.descriptor_address as i64 + d.kernel_code_entry_byte_offset;
    if entry != obj.code_address as i64 {
        found.miss(
            name,
            "kernel_code_entry_byte_offset",
            format!("{} (entry {entry:#x})", d.kernel_code_entry_byte_offset),
            format!("the code symbol at {:#x}", obj.code_address),
        );
    }
}

/// The granules must cover what the code names; LLVM may allocate more (reservations for VCC,
/// XNACK and flat scratch as the target id implies, waves-per-eu floors, calls), so more is
/// never an error.
fn check_granules(
    found: &mut Found,
    target: Target,
    k: &Kernel,
    obj: &KernelObject,
    res: &Resources,
) {
    let d = &obj.descriptor;
    found.covers(
        &k.name,
        "compute_pgm_rsrc1.granulated_workitem_vgpr_count",
        d.vgpr_granules(),
        vgpr_granules(target, k.wave_size() == 32, res.total_vgprs),
        format!("{} VGPRs used by the code", res.total_vgprs),
    );
    let named_sgprs = res.next_free_sgpr + if res.uses_vcc { 2 } else { 0 };
    found.covers(
        &k.name,
        "compute_pgm_rsrc1.granulated_wavefront_sgpr_count",
        d.sgpr_granules(),
        sgpr_granules(target, named_sgprs),
        format!("{named_sgprs} SGPRs named by the code, VCC included"),
    );
}

/// The descriptor's segment sizes, wave size, user SGPRs and target-specific bits against the
/// code and the `.amdhsa_` fields.
fn check_descriptor(
    found: &mut Found,
    target: Target,
    k: &Kernel,
    obj: &KernelObject,
    res: &Resources,
) {
    let (name, d) = (k.name.as_str(), &obj.descriptor);
    let field = |f: &str| k.descriptor.get(f);
    // LLVM 22 writes these as expressions over `.set` symbols (`kernel.private_seg_size`, the
    // maximum over the call graph); the assembler's value is then the reference, and there is
    // nothing of ours to compare it with.
    let literal = |f: &str| k.descriptor.field(f).is_none_or(|x| x.value.is_some());
    if literal("group_segment_fixed_size") {
        found.equal(
            name,
            "group_segment_fixed_size",
            d.group_segment_fixed_size as u64,
            res.lds_bytes as u64,
            "LDS bytes of the kernel",
        );
    }
    if literal("private_segment_fixed_size") {
        found.equal(
            name,
            "private_segment_fixed_size",
            d.private_segment_fixed_size as u64,
            res.scratch_bytes as u64,
            "scratch bytes of the kernel",
        );
    }
    found.equal(
        name,
        "kernel_code_properties.enable_wavefront_size32",
        d.wave32() as u64,
        (target == Target::Gfx1100 && k.wave_size() == 32) as u64,
        &format!("the kernel runs in wave{}", k.wave_size()),
    );
    if let Some(n) = field("user_sgpr_count") {
        found.equal(
            name,
            "compute_pgm_rsrc2.user_sgpr_count",
            d.user_sgpr_count() as u64,
            n as u64,
            ".amdhsa_user_sgpr_count",
        );
    }
    match target {
        Target::Gfx1100 => {
            // LLVM's default for gfx10+ without `-mcumode` is WGP mode.
            let wgp = field("workgroup_processor_mode").unwrap_or(1);
            found.equal(
                name,
                "compute_pgm_rsrc1.wgp_mode",
                d.wgp_mode() as u64,
                wgp as u64,
                ".amdhsa_workgroup_processor_mode",
            );
        }
        Target::Gfx942 => {
            if res.agprs > 0 {
                found.equal(
                    name,
                    "compute_pgm_rsrc3.accum_offset",
                    d.accum_offset() as u64,
                    res.accum_offset as u64,
                    "VGPRs used by the code, rounded up to 4",
                );
            } else if let Some(a) = field("accum_offset") {
                found.equal(
                    name,
                    "compute_pgm_rsrc3.accum_offset",
                    d.accum_offset() as u64,
                    a as u64,
                    ".amdhsa_accum_offset",
                );
            }
        }
    }
}

/// The descriptor's kernarg size and the metadata note's entry against the `.s` metadata.
fn check_metadata(
    found: &mut Found,
    info: &CodeObjectInfo,
    name: &str,
    obj: &KernelObject,
    meta: &KernelMetadata,
) {
    // A descriptor that leaves `.amdhsa_kernarg_size` at 0 is legal: llvm-mc takes it and the
    // loader reads the size from the metadata (hipBLASLt ships gfx942 kernels so, issue 45).
    // Only a non-zero size that disagrees is a mismatch.
    if obj.descriptor.kernarg_size != 0 {
        found.equal(
            name,
            "kernarg_size",
            obj.descriptor.kernarg_size as u64,
            meta.kernarg_segment_size as u64,
            ".kernarg_segment_size of the .s metadata",
        );
    }
    let Some(note) = info.note_kernel(name) else {
        found.miss(
            name,
            "metadata note",
            "no entry for the kernel".into(),
            "an entry in amdhsa.kernels".into(),
        );
        return;
    };
    let mut opt = |f: &str, value: Option<u64>, expected: u64| {
        if value != Some(expected) {
            found.miss(
                name,
                &format!("metadata {f}"),
                value.map_or("nothing".into(), |v| v.to_string()),
                format!("{expected} (the .s metadata)"),
            );
        }
    };
    opt(".vgpr_count", note.vgpr_count, meta.vgpr_count as u64);
    opt(".sgpr_count", note.sgpr_count, meta.sgpr_count as u64);
    opt(
        ".group_segment_fixed_size",
        note.group_segment_fixed_size,
        meta.group_segment_fixed_size as u64,
    );
    opt(
        ".kernarg_segment_size",
        note.kernarg_segment_size,
        meta.kernarg_segment_size as u64,
    );
    opt(
        ".wavefront_size",
        note.wavefront_size,
        meta.wavefront_size as u64,
    );
}

/// The metadata note exists when the module has metadata, and names no kernel the module lacks.
fn check_notes_name_kernels(found: &mut Found, info: &CodeObjectInfo, all: &[Kernel]) {
    let Some(notes) = &info.metadata else {
        if all.iter().any(|k| k.metadata.is_some()) {
            found.miss(
                "",
                "metadata note",
                "no NT_AMDGPU_METADATA note".into(),
                "the .s metadata".into(),
            );
        }
        return;
    };
    for n in notes {
        if !all
            .iter()
            .any(|k| k.name == n.name || n.symbol == format!("{}.kd", k.name))
        {
            found.miss(
                &n.name,
                "metadata note",
                "an entry".into(),
                "no such kernel in the module".into(),
            );
        }
    }
}

fn mach(t: Target) -> u32 {
    match t {
        Target::Gfx1100 => super::codeobj::EF_AMDGPU_MACH_AMDGCN_GFX1100,
        Target::Gfx942 => super::codeobj::EF_AMDGPU_MACH_AMDGCN_GFX942,
    }
}
