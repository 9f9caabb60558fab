//! Keeps the kernel descriptor and the metadata entry true to the code: register counts are
//! recomputed from the instructions (flow::resources), never copied. Only values that differ
//! are rewritten, so a kernel whose counts are right prints back unchanged.

use crate::asm::{Directive, Line, LineKind, Module, RawKind, Target};
use crate::flow::resources::Resources;
use crate::kernel::Kernel;

/// A field that changed: (where, old, new).
pub type Change = (String, i64, i64);

/// Raises the descriptor fields and the kernel's metadata entry to cover `res`. A count is never
/// lowered: the compiler may reserve registers the code does not name (a waves-per-eu cap,
/// calls, dynamic VGPRs), and a floor it set is a promise to the runtime.
pub fn fix(module: &mut Module, kernel: &Kernel, target: Target, res: &Resources) -> Vec<Change> {
    let mut changes = Vec::new();
    let declared = |name: &str| kernel.descriptor.get(name).unwrap_or(0);
    let mut want: Vec<(&str, i64)> = vec![("next_free_sgpr", res.next_free_sgpr as i64)];
    let mut next_free_vgpr = res.total_vgprs as i64;
    if target == Target::Gfx942 {
        // The unified file: AGPRs start at accum_offset, so raising it moves them up.
        let accum = (res.accum_offset.max(4) as i64).max(declared("accum_offset"));
        want.push(("accum_offset", accum));
        if res.agprs > 0 {
            next_free_vgpr = next_free_vgpr.max(accum + res.agprs as i64);
        }
    }
    want.push(("next_free_vgpr", next_free_vgpr));
    if res.uses_vcc {
        want.push(("reserve_vcc", 1));
    }
    for (name, value) in want {
        if let Some(f) = kernel.descriptor.field(name) {
            let old = f.value.unwrap_or(-1);
            if old < value {
                changes.push((format!(".amdhsa_{name}"), old, value));
                let line = &module.lines[f.line];
                let text = line_text(&module.source, line);
                let new = rewrite_number(line, text.as_deref(), value, |v| {
                    LineKind::Directive(Box::new(Directive::new(&format!(".amdhsa_{name}"), v)))
                });
                module.replace_line(f.line, new);
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
    if let Some(range) = kernel.metadata_lines.clone() {
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
                if old < *value {
                    changes.push((format!("metadata {key}"), old, *value));
                    let num_start = text.len() - rest.trim_start().len();
                    let new_text = format!("{}{}", &text[..num_start], value);
                    module.replace_line(
                        idx,
                        Line::new(LineKind::Raw(RawKind::Metadata, new_text.into())),
                    );
                }
            }
        }
    }
    changes
}

/// The original text of a line, if it still has it.
fn line_text(source: &str, line: &Line) -> Option<String> {
    let o = line.origin.as_ref()?;
    source
        .get(o.span().start as usize..o.span().end as usize)
        .map(str::to_string)
}

/// The line with its last number replaced by `value`, keeping its indentation, spacing and
/// comment (so a diff shows only the number); `fresh` builds it from scratch when the original
/// text is gone.
fn rewrite_number(
    line: &Line,
    text: Option<&str>,
    value: i64,
    fresh: impl Fn(&str) -> LineKind,
) -> Line {
    let keep = |kind: LineKind| Line {
        comment: line.comment.clone(),
        ..Line::new(kind)
    };
    let Some(text) = text else {
        return keep(fresh(&value.to_string()));
    };
    let code = match &line.comment {
        Some(c) => text.strip_suffix(c.as_str()).unwrap_or(text),
        None => text,
    };
    let digits_end = code.trim_end().len();
    let digits_start = code[..digits_end]
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .map_or(0, |p| p + 1);
    if digits_start >= digits_end {
        return keep(fresh(&value.to_string()));
    }
    let mut kind = fresh(&value.to_string());
    if let LineKind::Directive(d) = &mut kind {
        d.layout = Some(code[..digits_start].into());
    }
    keep(kind)
}
