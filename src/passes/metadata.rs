//! Keeps the kernel descriptor and the metadata entry true to the code: register counts are
//! recomputed from the instructions (flow::resources), never copied. Only values that differ
//! are rewritten, so a kernel whose counts are right prints back unchanged.

use crate::asm::{Directive, Line, LineKind, Module, RawKind, Target};
use crate::flow::resources::Resources;
use crate::kernel::Kernel;

/// A field that changed: (where, old, new).
pub type Change = (String, i64, i64);

/// Rewrites the descriptor fields and the kernel's metadata entry to match `res`.
pub fn fix(module: &mut Module, kernel: &Kernel, target: Target, res: &Resources) -> Vec<Change> {
    let mut changes = Vec::new();
    let next_free_vgpr = res.total_vgprs as i64;
    let mut want: Vec<(&str, i64)> = vec![
        ("next_free_vgpr", next_free_vgpr),
        ("next_free_sgpr", res.next_free_sgpr as i64),
    ];
    if target == Target::Gfx942 {
        want.push(("accum_offset", res.accum_offset.max(4) as i64));
    }
    if res.uses_vcc {
        want.push(("reserve_vcc", 1));
    }
    for (name, value) in want {
        if let Some(f) = kernel.descriptor.field(name) {
            if f.value != Some(value) {
                changes.push((format!(".amdhsa_{name}"), f.value.unwrap_or(-1), value));
                let d = Directive::new(&format!(".amdhsa_{name}"), &value.to_string());
                let old_comment = module.lines[f.line].comment.clone();
                module.lines[f.line] = Line {
                    kind: LineKind::Directive(Box::new(d)),
                    comment: old_comment,
                    origin: None,
                };
            }
        }
    }
    let mut meta: Vec<(&str, i64)> = vec![
        (".vgpr_count", next_free_vgpr),
        (".sgpr_count", res.sgprs as i64),
    ];
    if target == Target::Gfx942 {
        meta.push((".agpr_count", res.agprs as i64));
    }
    if let Some(range) = metadata_entry(module, &kernel.name) {
        for idx in range {
            let LineKind::Raw(RawKind::Metadata, text) = &module.lines[idx].kind else {
                continue;
            };
            let text = text.to_string();
            let trimmed = text.trim_start();
            for (key, value) in &meta {
                let Some(rest) = trimmed.strip_prefix(key).and_then(|r| r.strip_prefix(':')) else {
                    continue;
                };
                let old: i64 = match rest.trim().parse() {
                    Ok(v) => v,
                    Err(_) => continue,
                };
                if old != *value {
                    changes.push((format!("metadata {key}"), old, *value));
                    let num_start = text.len() - rest.trim_start().len();
                    let new_text = format!("{}{}", &text[..num_start], value);
                    module.lines[idx] = Line {
                        kind: LineKind::Raw(RawKind::Metadata, new_text.into()),
                        comment: None,
                        origin: None,
                    };
                }
            }
        }
    }
    changes
}

/// Line indices of the kernel's entry in the `amdhsa.kernels` list of the metadata block.
pub fn metadata_entry(module: &Module, name: &str) -> Option<std::ops::Range<usize>> {
    let lines: Vec<(usize, &str)> = module
        .lines
        .iter()
        .enumerate()
        .filter_map(|(i, l)| match &l.kind {
            LineKind::Raw(RawKind::Metadata, t) => Some((i, &**t)),
            _ => None,
        })
        .collect();
    // Entries start with `  - ` at the list's indentation.
    let starts: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, (_, t))| t.starts_with("  - "))
        .map(|(k, _)| k)
        .collect();
    for (n, &s) in starts.iter().enumerate() {
        let end = starts.get(n + 1).copied().unwrap_or_else(|| {
            lines
                .iter()
                .skip(s + 1)
                .position(|(_, t)| !t.starts_with("  ") && !t.is_empty())
                .map_or(lines.len(), |p| s + 1 + p)
        });
        let named = lines[s..end].iter().any(|(_, t)| {
            t.trim_start()
                .strip_prefix(".name:")
                .is_some_and(|v| v.trim() == name)
        });
        if named {
            return Some(lines[s].0..lines[end - 1].0 + 1);
        }
    }
    None
}
