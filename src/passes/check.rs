//! `gfxopt check`: a lint for any .s, compiler-made or hand-edited.
//!
//! Errors: a use that can run before its memory result arrives (missing wait), a barrier with LDS
//! operations outstanding, an `s_clause` whose count does not match the instructions after it,
//! a descriptor or metadata that understates the registers the code uses (the seed's hand-edited
//! kernels use v214 while declaring 214 VGPRs), LDS sizes that disagree between descriptor and
//! metadata, hardware wait-state hazards (`flow::hazards`: a consumer too close to its
//! producer for the hardware, which does not interlock it). Warnings: waits that wait for nothing, counts that overstate what the code uses.

use crate::asm::{Module, Target};
use crate::flow::resources::{compute, Resources};
use crate::flow::KernelFlow;
use crate::isa::{isa, Isa};
use crate::kernel::{kernels, Kernel};
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
    /// The 1-based source line; `None` for a line a pass wrote (a module not read from text).
    pub line: Option<u32>,
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
        match self.line {
            Some(line) => write!(f, "{}:{line}:1: ", self.file)?,
            None => write!(f, "{}: ", self.file)?,
        }
        write!(f, "{sev}: [{}] {}", self.kernel, self.message)
    }
}

/// Lints every kernel of the module.
pub fn check(module: &Module) -> Result<Vec<Finding>, String> {
    let target = module.target.ok_or_else(|| module.no_target_error(""))?;
    let isa = isa(target);
    let mut out = Vec::new();
    for k in kernels(module).map_err(|e| e.to_string())? {
        lint_kernel(module, &k, target, isa, &mut out)?;
    }
    Ok(sorted(out))
}

/// [`check`] of a module read lazily (`parse_module_lazy`): each kernel's instructions are
/// built while it is checked, then dropped, so a many-kernel file never holds all of them.
pub fn check_lazy(module: &mut Module) -> Result<Vec<Finding>, String> {
    let target = module.target.ok_or_else(|| module.no_target_error(""))?;
    let isa = isa(target);
    let mut out = Vec::new();
    for k in kernels(module).map_err(|e| e.to_string())? {
        module.materialize(k.code.clone());
        lint_kernel(module, &k, target, isa, &mut out)?;
        module.dematerialize(k.code.clone());
    }
    Ok(sorted(out))
}

/// Findings in line order, an error before a warning on the same line.
fn sorted(mut out: Vec<Finding>) -> Vec<Finding> {
    out.sort_by_key(|f| (f.line, std::cmp::Reverse(f.severity)));
    out
}

/// [`check`]'s findings on kernel `k`, its instructions built, into `out`.
fn lint_kernel(
    module: &Module,
    k: &Kernel,
    target: Target,
    isa: &'static Isa,
    out: &mut Vec<Finding>,
) -> Result<(), String> {
    let flow = KernelFlow::build(module, k, isa).map_err(|e| e.to_string())?;
    let res = compute(target, k, &flow.code);
    let mut lint = Lint {
        module,
        kernel: k,
        target,
        isa,
        flow: &flow,
        res: &res,
        out,
    };
    lint.waits_and_clauses();
    lint.hardware_hazards();
    lint.descriptor_counts();
    lint.metadata();
    Ok(())
}

/// One kernel being linted: what the checks read, and where their findings go.
struct Lint<'a> {
    module: &'a Module,
    kernel: &'a Kernel,
    target: Target,
    isa: &'static Isa,
    flow: &'a KernelFlow,
    res: &'a Resources,
    out: &'a mut Vec<Finding>,
}

impl Lint<'_> {
    fn add(&mut self, line: Option<u32>, severity: Severity, message: String) {
        self.out.push(Finding {
            file: self.module.name.clone(),
            line,
            severity,
            kernel: self.kernel.name.clone(),
            message,
        })
    }

    /// The source line of instruction `i` of the kernel's code.
    fn line_of(&self, i: usize) -> Option<u32> {
        self.module.lines[self.flow.code.insts[i].line].line_number()
    }

    /// The source line of the descriptor's `.amdhsa_<field>`.
    fn desc_line(&self, field: &str) -> Option<u32> {
        self.kernel
            .descriptor
            .field(field)
            .and_then(|f| self.module.lines[f.line].line_number())
    }

    /// Missing and redundant waits, and clauses whose count does not match what follows.
    fn waits_and_clauses(&mut self) {
        let (module, k, isa, flow) = (self.module, self.kernel, self.isa, self.flow);
        for f in super::waitcnt::check(module, k, isa, flow) {
            let sev = if f.error {
                Severity::Error
            } else {
                Severity::Warning
            };
            self.add(self.line_of(f.inst), sev, f.message);
        }
        for c in super::clause::check(module, isa, &flow.code) {
            self.add(
                self.line_of(c.inst),
                Severity::Error,
                format!(
                    "s_clause covers {} instructions but only {} memory instructions of one kind follow",
                    c.declared, c.valid
                ),
            );
        }
    }

    /// Wait-state hazards the hardware does not interlock (`flow::hazards`).
    fn hardware_hazards(&mut self) {
        let (module, isa, flow) = (self.module, self.isa, self.flow);
        for h in crate::flow::hazards::hazards(module, isa, &flow.code, &flow.cfg) {
            // A rule the released compilers still break everywhere (the VOPD parity rule of
            // LLVM #220348: 620 places in the corpus) is not reported: compiler output is the
            // reference, and the rule's exact form is not settled (docs/hazards.md).
            if crate::flow::hazards::rule_info(h.rule).compilers_emit {
                continue;
            }
            let message = crate::flow::hazards::describe(module, &flow.code, &h);
            self.add(self.line_of(h.inst), Severity::Error, message);
        }
    }

    /// The descriptor's register counts against what the code uses: an understated count is an
    /// error, an overstated one a warning when it costs occupancy and nothing explains it.
    fn descriptor_counts(&mut self) {
        let (k, res) = (self.kernel, self.res);
        let mut counts = vec![
            ("next_free_vgpr", res.total_vgprs, "VGPRs"),
            ("next_free_sgpr", res.next_free_sgpr, "SGPRs"),
        ];
        if self.target == Target::Gfx942 && res.agprs > 0 {
            counts.push(("accum_offset", res.accum_offset, "VGPRs before the AGPRs"));
        }
        for (field, used, what) in counts {
            let Some(declared) = k.descriptor.get(field) else {
                continue;
            };
            let declared = declared as u32;
            if declared < used {
                self.add(
                    self.desc_line(field),
                    Severity::Error,
                    format!(".amdhsa_{field} {declared} but the code uses {used} {what}"),
                );
            } else if declared > used
                && field != "accum_offset"
                && !reservation_explained(self.module, k, self.isa, &self.flow.code, field)
            {
                // Compilers reserve registers on purpose (waves-per-eu floors, calls): only a
                // reservation that costs occupancy is worth a word.
                let (with_declared, with_used) = (
                    self.occupancy_with(field, declared),
                    self.occupancy_with(field, used),
                );
                if with_declared < with_used {
                    self.add(
                        self.desc_line(field),
                        Severity::Warning,
                        format!(".amdhsa_{field} {declared} but the code uses only {used} {what}: occupancy {with_declared} waves per SIMD where {with_used} would fit"),
                    );
                }
            }
        }
    }

    /// Waves per SIMD with `n` as the descriptor's `field` (VGPRs or SGPRs) and the code's
    /// other resources.
    fn occupancy_with(&self, field: &str, n: u32) -> u32 {
        let (k, res) = (self.kernel, self.res);
        let (v, s) = match field {
            "next_free_vgpr" => (n, res.sgprs),
            _ => (res.total_vgprs, res.sgprs - res.next_free_sgpr + n),
        };
        crate::flow::resources::occupancy(
            self.target,
            v,
            s,
            res.lds_bytes,
            k.metadata
                .as_ref()
                .map_or(1024, |m| m.max_flat_workgroup_size),
            k.wave_size(),
            k.descriptor.get("workgroup_processor_mode") == Some(1),
        )
    }

    /// The metadata's register counts and LDS size against the code and the descriptor; a
    /// kernel without metadata cannot be launched.
    fn metadata(&mut self) {
        let (module, k, res) = (self.module, self.kernel, self.res);
        let Some(md) = &k.metadata else {
            self.add(
                module.lines[k.label_line].line_number(),
                Severity::Warning,
                "kernel has no `.amdgpu_metadata` entry: the runtime cannot launch it".into(),
            );
            return;
        };
        let meta_line = k
            .metadata_lines
            .as_ref()
            .and_then(|r| module.lines[r.start].line_number());
        if md.vgpr_count < res.total_vgprs {
            self.add(
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
            self.add(
                meta_line,
                Severity::Error,
                format!(
                    "metadata .sgpr_count {} but the code needs {named_sgprs} SGPRs",
                    md.sgpr_count
                ),
            );
        }
        if md.group_segment_fixed_size != res.lds_bytes {
            self.add(
                self.desc_line("group_segment_fixed_size"),
                Severity::Error,
                format!(
                    "LDS size mismatch: descriptor {} bytes, metadata .group_segment_fixed_size {}",
                    res.lds_bytes, md.group_segment_fixed_size
                ),
            );
        }
    }
}

/// Whether the text shows why the compiler declared more registers than the kernel's code names,
/// so that the reservation is deliberate and not a stale count after a hand edit:
/// - a call: the callee's registers count too, and the code here does not show them;
/// - inline assembly (`;;#ASMSTART`): its operands are printed inside a comment
///   (`; def s[4:19]`), so the registers it clobbers are invisible to the analysis;
/// - the compiler's own `; Kernel info:` after the kernel says it raised the count to cap the
///   waves per EU (`NumVGPRsForWavesPerEU: 241` above `NumVgprs: 3`, from
///   `amdgpu-waves-per-eu`).
fn reservation_explained(
    module: &Module,
    k: &crate::kernel::Kernel,
    isa: &crate::isa::Isa,
    code: &crate::flow::insts::Code,
    field: &str,
) -> bool {
    let calls = (0..code.len()).any(|i| super::waitcnt::is_call(isa, code, i));
    let inline_asm = module.lines[k.code.clone()].iter().any(|l| {
        l.comment
            .as_deref()
            .is_some_and(|c| c.contains("#ASMSTART"))
    });
    let (raised, base) = match field {
        "next_free_vgpr" => ("NumVGPRsForWavesPerEU", ["TotalNumVgprs", "NumVgprs"]),
        // LLVM 22 prints `TotalNumSgprs` where LLVM 19 prints `NumSgprs`.
        _ => ("NumSGPRsForWavesPerEU", ["TotalNumSgprs", "NumSgprs"]),
    };
    let info = kernel_info(module, k);
    let value = |key: &str| {
        info.iter()
            .find(|(name, _)| name == key)
            .map(|(_, value)| *value)
    };
    let cap = value(raised)
        .zip(value(base[0]).or_else(|| value(base[1])))
        .is_some_and(|(raised, base)| raised > base);
    calls || inline_asm || cap
}

/// The `; Kernel info:` comment LLVM prints after a kernel (`; NumVgprs: 3` ...): its integer
/// entries, empty when there is none before the next kernel.
fn kernel_info(module: &Module, k: &crate::kernel::Kernel) -> Vec<(String, u64)> {
    use crate::asm::LineKind;
    let from = k.descriptor.lines.end.max(k.code.end);
    let mut lines = module.lines[from.min(module.lines.len())..].iter();
    // Up to the next function's label: its info is not this kernel's.
    let found = lines
        .by_ref()
        .take_while(|l| !matches!(&l.kind, LineKind::Label(name) if !name.starts_with('.')))
        .any(|l| {
            matches!(l.kind, LineKind::Comment)
                && l.comment
                    .as_deref()
                    .is_some_and(|c| c.contains("Kernel info:"))
        });
    if !found {
        return Vec::new();
    }
    lines
        .map_while(|l| match l.kind {
            LineKind::Comment => l.comment.as_deref(),
            _ => None,
        })
        .filter_map(|c| {
            let (key, value) = c.trim_start_matches(';').split_once(':')?;
            Some((key.trim().to_string(), value.trim().parse().ok()?))
        })
        .collect()
}
