//! Finding kernels in a module.
//!
//! hipcc lays a kernel out as: `NAME:` label, its code, `.section .rodata`, the
//! `.amdhsa_kernel NAME` … `.end_amdhsa_kernel` descriptor, `.text`, `.Lfunc_endN:` and
//! `.size NAME, .Lfunc_endN-NAME`; the metadata of all kernels sits in one `.amdgpu_metadata`
//! block at the end of the file. The code range is the lines between the label and the first
//! line that leaves the code (a section change, the descriptor, the end label).

use super::metadata::{parse_metadata, KernelMetadata, MetadataError};
use crate::asm::{LineKind, Module, RawKind};
use std::collections::HashMap;
use std::ops::Range;

/// A kernel the module declares but does not lay out as the ABI requires.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KernelError {
    #[error(
        "{file}:{line}:1: error: `.amdhsa_kernel {name}` has no matching code label `{name}:`"
    )]
    NoLabel {
        file: String,
        line: u32,
        name: String,
    },
    #[error(
        "{file}:{line}:1: error: `.amdhsa_kernel {name}` is not closed by `.end_amdhsa_kernel`"
    )]
    Unclosed {
        file: String,
        line: u32,
        name: String,
    },
    /// A label or kernel defined twice: the assembler rejects the file, and every analysis
    /// would silently pick one of the two.
    #[error("{file}:{line}:1: error: {what} `{name}` is already defined at line {first}")]
    Duplicate {
        file: String,
        line: u32,
        what: &'static str,
        name: String,
        first: u32,
    },
    #[error("{file}:{line}:1: error: {source}")]
    Metadata {
        file: String,
        line: u32,
        source: MetadataError,
    },
}

/// One `.amdhsa_*` field of a kernel descriptor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescriptorField {
    /// Without the `.amdhsa_` prefix: `next_free_vgpr`. Inline (no allocation) up to 24
    /// bytes, which nearly every field name is: a module holds ~60 of these per kernel, and the
    /// kernel index and the verifier each keep every kernel's.
    pub name: compact_str::CompactString,
    /// The value when it is an integer (LLVM 19 prints integers; later versions may print
    /// expressions, which stay `None`).
    pub value: Option<i64>,
    /// Index of the line in `Module::lines`.
    pub line: usize,
}

/// The `.amdhsa_kernel` block.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Descriptor {
    pub fields: Vec<DescriptorField>,
    /// Line indices of `.amdhsa_kernel` … `.end_amdhsa_kernel`, inclusive of both.
    pub lines: Range<usize>,
}

impl Descriptor {
    /// The integer value of `.amdhsa_NAME` (give NAME without the prefix).
    pub fn get(&self, name: &str) -> Option<i64> {
        self.fields
            .iter()
            .find(|f| f.name == name)
            .and_then(|f| f.value)
    }

    pub fn field(&self, name: &str) -> Option<&DescriptorField> {
        self.fields.iter().find(|f| f.name == name)
    }
}

/// One kernel of a module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    pub name: String,
    /// Index of the `NAME:` label line.
    pub label_line: usize,
    /// Line indices of the code, after the label.
    pub code: Range<usize>,
    pub descriptor: Descriptor,
    /// `None` when the file has no metadata entry for the kernel.
    pub metadata: Option<KernelMetadata>,
    /// Line indices of the kernel's entry in the `amdhsa.kernels` list of the metadata block.
    pub metadata_lines: Option<Range<usize>>,
}

impl Kernel {
    /// A kernel made of lines `0..lines` of a module that is a bare instruction list (an
    /// emulator snippet, a fuzz input): no label, descriptor or metadata, the target's wave size.
    pub fn snippet(target: crate::asm::Target, lines: usize) -> Kernel {
        Kernel {
            name: "snippet".into(),
            label_line: 0,
            code: 0..lines,
            descriptor: Descriptor {
                fields: vec![DescriptorField {
                    name: "wavefront_size32".into(),
                    value: Some((target == crate::asm::Target::Gfx1100) as i64),
                    line: 0,
                }],
                lines: 0..0,
            },
            metadata: None,
            metadata_lines: None,
        }
    }

    /// A gfx1100 kernel that says it runs in wave64 (`.amdhsa_wavefront_size32 0`, or a
    /// `.wavefront_size: 64` entry without that field; with neither, llvm-mc assembles gfx1100 as
    /// wave32). gfxopt's gfx1100 tables, dataflow, passes and emulator are wave32 (hipcc's
    /// default): VCC and EXEC are `vcc_lo`/`exec_lo` there, and VOPD exists in wave32 only. The
    /// emulator running such a kernel computed the low 32 lanes of each wave and left the
    /// others' results unwritten.
    pub fn is_wave64_on_gfx1100(&self, target: crate::asm::Target) -> bool {
        let says_wave64 = match self.descriptor.get("wavefront_size32") {
            Some(v) => v == 0,
            None => self
                .metadata
                .as_ref()
                .is_some_and(|m| m.wavefront_size == 64),
        };
        target == crate::asm::Target::Gfx1100 && says_wave64
    }

    /// Index in `Module::lines` of the line that declares the wave size (the descriptor field,
    /// else the kernel's label).
    pub fn wave_size_line(&self) -> usize {
        self.descriptor
            .field("wavefront_size32")
            .map_or(self.label_line, |f| f.line)
    }

    /// Wave size from the descriptor (gfx10+ `wavefront_size32`) or the metadata; gfx9 is wave64.
    pub fn wave_size(&self) -> u32 {
        match self.descriptor.get("wavefront_size32") {
            Some(1) => 32,
            Some(_) => 64,
            None => self.metadata.as_ref().map_or(64, |m| m.wavefront_size),
        }
    }
}

/// Every kernel of the module, in descriptor order. One pass over the lines finds the labels and
/// descriptors, one parse of the metadata block the entries: linear in the module's size, which
/// is what files of hundreds of kernels need.
pub fn kernels(module: &Module) -> Result<Vec<Kernel>, KernelError> {
    let labels = symbol_lines(module)?;
    let mut metadata: HashMap<String, KernelMetadata> = HashMap::new();
    for m in module_metadata(module)? {
        metadata.entry(m.name.clone()).or_insert(m);
    }
    let mut entries = metadata_entries(module);
    let lines = &module.lines;
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let Some(name) = descriptor_name(&lines[i]) else {
            i += 1;
            continue;
        };
        let name = name.to_string();
        let descriptor = read_descriptor(module, i, &name)?;
        let label_line = *labels
            .get(name.as_str())
            .ok_or_else(|| KernelError::NoLabel {
                file: module.name.clone(),
                line: lines[i].line_number().unwrap_or(0),
                name: name.clone(),
            })?;
        i = descriptor.lines.end;
        out.push(Kernel {
            metadata: metadata.remove(&name),
            metadata_lines: entries.remove(&name),
            code: label_line + 1..code_end(module, label_line),
            label_line,
            descriptor,
            name,
        });
    }
    Ok(out)
}

/// The kernel name of a `.amdhsa_kernel NAME` line.
pub(super) fn descriptor_name(line: &crate::asm::Line) -> Option<&str> {
    match &line.kind {
        LineKind::Directive(d) if d.name == ".amdhsa_kernel" => Some(d.args.trim()),
        _ => None,
    }
}

/// The line of every label, after checking that no label or kernel is defined twice (the
/// assembler rejects such a file, and every analysis would silently pick one of the two).
fn symbol_lines(module: &Module) -> Result<HashMap<&str, usize>, KernelError> {
    let lines = &module.lines;
    let line_no = |idx: usize| lines[idx].line_number().unwrap_or(0);
    let mut seen: HashMap<(&'static str, &str), usize> = HashMap::new();
    let mut labels = HashMap::new();
    for (idx, line) in lines.iter().enumerate() {
        let key = match &line.kind {
            LineKind::Label(n) => ("label", n.as_str()),
            LineKind::Directive(d) if d.name == ".amdhsa_kernel" => ("kernel", d.args.trim()),
            _ => continue,
        };
        if let Some(&first) = seen.get(&key) {
            return Err(KernelError::Duplicate {
                file: module.name.clone(),
                line: line_no(idx),
                what: key.0,
                name: key.1.to_string(),
                first: line_no(first),
            });
        }
        seen.insert(key, idx);
        if key.0 == "label" {
            labels.insert(key.1, idx);
        }
    }
    Ok(labels)
}

/// The `.amdhsa_kernel` block starting at line `start`: its `.amdhsa_*` fields up to
/// `.end_amdhsa_kernel`.
pub(super) fn read_descriptor(
    module: &Module,
    start: usize,
    name: &str,
) -> Result<Descriptor, KernelError> {
    let mut fields = Vec::new();
    for (j, line) in module.lines.iter().enumerate().skip(start + 1) {
        let LineKind::Directive(f) = &line.kind else {
            continue;
        };
        if f.name == ".end_amdhsa_kernel" {
            return Ok(Descriptor {
                fields,
                lines: start..j + 1,
            });
        }
        if let Some(field) = f.name.strip_prefix(".amdhsa_") {
            fields.push(DescriptorField {
                name: field.into(),
                value: f.int_arg(),
                line: j,
            });
        }
    }
    Err(KernelError::Unclosed {
        file: module.name.clone(),
        line: module.lines[start].line_number().unwrap_or(0),
        name: name.to_string(),
    })
}

/// The code lines of the non-kernel function `name` of the module (a `.type name,@function`
/// symbol defined by a label: a device function a kernel calls), as [`Kernel::code`] gives
/// them for a kernel; `None` when the module does not define such a function.
pub fn function_code(module: &Module, name: &str) -> Option<Range<usize>> {
    let lines = &module.lines;
    let typed = lines.iter().any(|l| {
        matches!(&l.kind, LineKind::Directive(d) if d.name == ".type"
            && d.args.split(',').next().map(str::trim) == Some(name)
            && d.args.contains("@function"))
    });
    if !typed {
        return None;
    }
    let label_line = lines
        .iter()
        .position(|l| matches!(&l.kind, LineKind::Label(n) if *n == name))?;
    Some(label_line + 1..code_end(module, label_line))
}

pub(super) fn code_end(module: &Module, label_line: usize) -> usize {
    let lines = &module.lines;
    for (j, line) in lines.iter().enumerate().skip(label_line + 1) {
        match &line.kind {
            LineKind::Directive(d)
                if matches!(
                    d.name.as_str(),
                    ".section" | ".amdhsa_kernel" | ".end_amdhsa_kernel" | ".data" | ".bss"
                ) =>
            {
                return j
            }
            LineKind::Label(l) if l.starts_with(".Lfunc_end") => return j,
            _ => {}
        }
    }
    lines.len()
}

/// The kernel entries of the module's `.amdgpu_metadata` block (empty when there is none).
pub fn module_metadata(module: &Module) -> Result<Vec<KernelMetadata>, KernelError> {
    let mut text = String::new();
    let mut first_line = None;
    for line in &module.lines {
        if let LineKind::Raw(RawKind::Metadata, t) = &line.kind {
            first_line.get_or_insert(line.line_number().unwrap_or(0));
            text.push_str(t);
            text.push('\n');
        }
    }
    let Some(first_line) = first_line else {
        return Ok(Vec::new());
    };
    parse_metadata(&text, first_line).map_err(|source| KernelError::Metadata {
        file: module.name.clone(),
        line: source.line,
        source,
    })
}

/// Line indices of each kernel's entry (by `.name`) in the `amdhsa.kernels` list of the metadata
/// block, found in one pass over the block.
fn metadata_entries(module: &Module) -> HashMap<String, Range<usize>> {
    let lines: Vec<(usize, &str)> = module
        .lines
        .iter()
        .enumerate()
        .filter_map(|(i, l)| match &l.kind {
            LineKind::Raw(RawKind::Metadata, t) => Some((i, &**t)),
            _ => None,
        })
        .collect();
    // Entries start with `  - ` at the list's indentation and run to the next entry or the next
    // top-level key.
    let starts: Vec<usize> = (0..lines.len())
        .filter(|&k| lines[k].1.starts_with("  - "))
        .collect();
    let mut out = HashMap::new();
    for (n, &s) in starts.iter().enumerate() {
        let end = starts.get(n + 1).copied().unwrap_or_else(|| {
            lines
                .iter()
                .skip(s + 1)
                .position(|(_, t)| !t.starts_with("  ") && !t.is_empty())
                .map_or(lines.len(), |p| s + 1 + p)
        });
        // The entry's own keys sit at column 4 (`  - .name:` or `    .name:`); deeper ones
        // belong to its arguments, which have names too.
        let name = lines[s..end].iter().find_map(|(_, t)| {
            t.strip_prefix("  - ")
                .or_else(|| t.strip_prefix("    "))
                .and_then(|k| k.strip_prefix(".name:"))
                .map(str::trim)
        });
        if let Some(name) = name {
            out.entry(name.to_string())
                .or_insert(lines[s].0..lines[end - 1].0 + 1);
        }
    }
    out
}
