//! `gfxopt check`: a lint for any .s, compiler-made or hand-edited.
//!
//! Errors: a use that can run before its memory result arrives (missing wait), a barrier with LDS
//! operations outstanding, an `s_clause` whose count does not match the instructions after it,
//! a descriptor or metadata that understates the registers the code uses (the seed's hand-edited
//! kernels use v214 while declaring 214 VGPRs), LDS sizes that disagree between descriptor and
//! metadata. Warnings: waits that wait for nothing, counts that overstate what the code uses.

use crate::asm::Module;
use crate::flow::resources::compute;
use crate::flow::KernelFlow;
use crate::isa::isa;
use crate::kernel::kernels;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Warning,
    Error,
}

/// One finding, located like a compiler diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub file: String,
    pub line: u32,
    pub severity: Severity,
    pub kernel: String,
    pub message: String,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        write!(
            f,
            "{}:{}:1: {sev}: [{}] {}",
            self.file, self.line, self.kernel, self.message
        )
    }
}

/// Lints every kernel of the module.
pub fn check(module: &Module) -> Result<Vec<Finding>, String> {
    let target = module.target.ok_or_else(|| {
        format!(
            "{}: error: no `.amdgcn_target` for gfx1100 or gfx942",
            module.name
        )
    })?;
    let isa = isa(target);
    let mut out = Vec::new();
    for k in kernels(module).map_err(|e| e.to_string())? {
        let flow = KernelFlow::build(module, &k, isa).map_err(|e| e.to_string())?;
        let line_of = |i: usize| {
            module.lines[flow.code.insts[i].line]
                .line_number()
                .unwrap_or(0)
        };
        let mut add = |line: u32, severity: Severity, message: String| {
            out.push(Finding {
                file: module.name.clone(),
                line,
                severity,
                kernel: k.name.clone(),
                message,
            })
        };
        for f in super::waitcnt::check(module, &k, isa, &flow.code, &flow.cfg) {
            let sev = if f.error {
                Severity::Error
            } else {
                Severity::Warning
            };
            add(line_of(f.inst), sev, f.message);
        }
        for c in super::clause::check(module, isa, &flow.code) {
            add(
                line_of(c.inst),
                Severity::Error,
                format!(
                    "s_clause covers {} instructions but only {} memory instructions of one kind follow",
                    c.declared, c.valid
                ),
            );
        }
        let res = compute(target, &k, &flow.code);
        let desc_line = |field: &str| {
            k.descriptor
                .field(field)
                .and_then(|f| module.lines[f.line].line_number())
                .unwrap_or(0)
        };
        let mut counts = vec![
            ("next_free_vgpr", res.total_vgprs, "VGPRs"),
            ("next_free_sgpr", res.next_free_sgpr, "SGPRs"),
        ];
        if target == crate::asm::Target::Gfx942 && res.agprs > 0 {
            counts.push(("accum_offset", res.accum_offset, "VGPRs before the AGPRs"));
        }
        for (field, used, what) in counts {
            let Some(declared) = k.descriptor.get(field) else {
                continue;
            };
            let declared = declared as u32;
            if declared < used {
                add(
                    desc_line(field),
                    Severity::Error,
                    format!(".amdhsa_{field} {declared} but the code uses {used} {what}"),
                );
            } else if declared > used && field != "accum_offset" {
                // Compilers reserve registers on purpose (waves-per-eu floors, calls): only a
                // reservation that costs occupancy is worth a word.
                let occupancy_with = |n: u32| {
                    let (v, s) = match field {
                        "next_free_vgpr" => (n, res.sgprs),
                        _ => (res.total_vgprs, res.sgprs - res.next_free_sgpr + n),
                    };
                    crate::flow::resources::occupancy(
                        target,
                        v,
                        s,
                        res.lds_bytes,
                        k.metadata
                            .as_ref()
                            .map_or(1024, |m| m.max_flat_workgroup_size),
                        k.wave_size(),
                        k.descriptor.get("workgroup_processor_mode") == Some(1),
                    )
                };
                let (with_declared, with_used) = (occupancy_with(declared), occupancy_with(used));
                if with_declared < with_used {
                    add(
                        desc_line(field),
                        Severity::Warning,
                        format!(".amdhsa_{field} {declared} but the code uses only {used} {what}: occupancy {with_declared} waves per SIMD where {with_used} would fit"),
                    );
                }
            }
        }
        if let Some(md) = &k.metadata {
            let meta_line = k
                .metadata_lines
                .as_ref()
                .and_then(|r| module.lines[r.start].line_number())
                .unwrap_or(0);
            if md.vgpr_count < res.total_vgprs {
                add(
                    meta_line,
                    Severity::Error,
                    format!(
                        "metadata .vgpr_count {} but the code uses {} VGPRs",
                        md.vgpr_count, res.total_vgprs
                    ),
                );
            }
            // What the code names, VCC included; the other reservations (XNACK mask, flat
            // scratch) follow the target id and LLVM's choices, which the text does not show.
            let named_sgprs = res.next_free_sgpr + if res.uses_vcc { 2 } else { 0 };
            if md.sgpr_count < named_sgprs {
                add(
                    meta_line,
                    Severity::Error,
                    format!(
                        "metadata .sgpr_count {} but the code needs {named_sgprs} SGPRs",
                        md.sgpr_count
                    ),
                );
            }
            if md.group_segment_fixed_size != res.lds_bytes {
                add(
                    desc_line("group_segment_fixed_size"),
                    Severity::Error,
                    format!(
                        "LDS size mismatch: descriptor {} bytes, metadata .group_segment_fixed_size {}",
                        res.lds_bytes, md.group_segment_fixed_size
                    ),
                );
            }
        } else {
            add(
                module.lines[k.label_line].line_number().unwrap_or(0),
                Severity::Warning,
                "kernel has no `.amdgpu_metadata` entry: the runtime cannot launch it".into(),
            );
        }
    }
    out.sort_by_key(|f| (f.line, std::cmp::Reverse(f.severity)));
    Ok(out)
}
