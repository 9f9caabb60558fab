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
    /// Without the `.amdhsa_` prefix: `next_free_vgpr`.
    pub name: String,
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
}

impl Kernel {
    /// Wave size from the descriptor (gfx10+ `wavefront_size32`) or the metadata; gfx9 is wave64.
    pub fn wave_size(&self) -> u32 {
        match self.descriptor.get("wavefront_size32") {
            Some(1) => 32,
            Some(_) => 64,
            None => self.metadata.as_ref().map_or(64, |m| m.wavefront_size),
        }
    }
}

/// Every kernel of the module, in descriptor order.
pub fn kernels(module: &Module) -> Result<Vec<Kernel>, KernelError> {
    let metadata = module_metadata(module)?;
    let mut out = Vec::new();
    let mut i = 0;
    let lines = &module.lines;
    let line_no = |idx: usize| lines[idx].line_number().unwrap_or(0);
    let mut seen: HashMap<(&'static str, &str), usize> = HashMap::new();
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
    }
    while i < lines.len() {
        let LineKind::Directive(d) = &lines[i].kind else {
            i += 1;
            continue;
        };
        if d.name != ".amdhsa_kernel" {
            i += 1;
            continue;
        }
        let name = d.args.trim().to_string();
        let start = i;
        let mut fields = Vec::new();
        let mut end = None;
        for (j, line) in lines.iter().enumerate().skip(i + 1) {
            if let LineKind::Directive(f) = &line.kind {
                if f.name == ".end_amdhsa_kernel" {
                    end = Some(j);
                    break;
                }
                if let Some(field) = f.name.strip_prefix(".amdhsa_") {
                    fields.push(DescriptorField {
                        name: field.to_string(),
                        value: f.int_arg(),
                        line: j,
                    });
                }
            }
        }
        let end = end.ok_or_else(|| KernelError::Unclosed {
            file: module.name.clone(),
            line: line_no(start),
            name: name.clone(),
        })?;
        let label_line = lines
            .iter()
            .position(|l| matches!(&l.kind, LineKind::Label(n) if *n == name))
            .ok_or_else(|| KernelError::NoLabel {
                file: module.name.clone(),
                line: line_no(start),
                name: name.clone(),
            })?;
        let code = label_line + 1..code_end(module, label_line);
        out.push(Kernel {
            metadata: metadata.iter().find(|m| m.name == name).cloned(),
            name,
            label_line,
            code,
            descriptor: Descriptor {
                fields,
                lines: start..end + 1,
            },
        });
        i = end + 1;
    }
    Ok(out)
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

fn code_end(module: &Module, label_line: usize) -> usize {
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
