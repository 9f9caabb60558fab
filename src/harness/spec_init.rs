//! `gfxopt spec init`: a launch-spec template for a kernel, written from what the file says
//! about it, so that the first spec a user writes starts from the right argument list. The
//! kernarg layout comes from the metadata (explicit arguments in order, pointers as buffers,
//! the rest as scalars of their size); the C++ parameter types from the demangled signature
//! (`float const*` is an `f32` input, `double*` an `f64` output, `unsigned long` a `u64`);
//! the block size from `.max_flat_workgroup_size`; Triton's dynamic LDS from the
//! `meta.<target>.json` that `scripts/gen-triton.py` writes beside the assembly. The template
//! parses and runs as written (sizes from one parameter `n`); the user then sets the real
//! sizes, grid and inputs.

use crate::asm::Module;
use crate::kernel::names::demangle;
use crate::kernel::{Kernel, KernelArg};
use std::fmt::Write;

/// What the template knows of one explicit argument.
#[derive(Clone, Debug, PartialEq)]
enum ArgKind {
    /// A pointer: element type (spec spelling), whether it points to const data.
    Buffer {
        elem: &'static str,
        input_only: bool,
    },
    /// A scalar of this spec type.
    Scalar(&'static str),
    /// A by-value argument a spec cannot pass (a struct, a 1- or 2-byte scalar): its size.
    Opaque(u32),
    /// A pointer to pointers (a table of buffers): a spec cannot fill one.
    Table,
}

/// The template for `kernel` of `module`. `dynamic_lds`: bytes of dynamic LDS (Triton's
/// `shared`), when known.
pub fn template(
    module: &Module,
    kernel: &Kernel,
    dynamic_lds: Option<u32>,
) -> Result<String, String> {
    let all = crate::kernel::kernels(module).map_err(|e| e.to_string())?;
    let meta = kernel
        .metadata
        .as_ref()
        .ok_or_else(|| format!("kernel `{}` has no metadata entry", kernel.name))?;
    let signature = demangle(&kernel.name);
    let params = cpp_params(&signature);
    let explicit: Vec<&KernelArg> = meta.explicit_args().collect();
    let kinds: Vec<ArgKind> = explicit
        .iter()
        .enumerate()
        .map(|(i, a)| {
            arg_kind(
                a,
                params.as_ref().and_then(|p| p.get(i)).map(String::as_str),
            )
        })
        .collect();
    let opaque: Vec<String> = kinds
        .iter()
        .enumerate()
        .filter_map(|(i, k)| match k {
            ArgKind::Opaque(size) => Some(format!(
                "argument {i} ({size} bytes{})",
                params
                    .as_ref()
                    .and_then(|p| p.get(i))
                    .map_or(String::new(), |t| format!(", `{t}`"))
            )),
            ArgKind::Table => Some(format!("argument {i} (a table of pointers)")),
            _ => None,
        })
        .collect();
    if !opaque.is_empty() {
        return Err(format!(
            "kernel `{}`: a launch spec passes scalars of 4 or 8 bytes and buffers; {} cannot be written in one",
            kernel.name,
            opaque.join(", ")
        ));
    }
    // Something must be compared: with only const pointers, the last buffer is the output.
    let any_output = kinds.iter().any(|k| {
        matches!(
            k,
            ArgKind::Buffer {
                input_only: false,
                ..
            }
        )
    });
    let last_buffer = kinds
        .iter()
        .rposition(|k| matches!(k, ArgKind::Buffer { .. }));
    let block = meta.max_flat_workgroup_size.clamp(1, 256);
    let wave = if module.target == Some(crate::asm::Target::Gfx942) {
        64
    } else {
        32
    };
    let mut out = String::new();
    let name = crate::kernel::names::preferred_name(&all, kernel);
    let _ = writeln!(out, "# Launch spec for {signature}");
    if signature != kernel.name {
        let _ = writeln!(out, "# (symbol {})", kernel.name);
    }
    let _ = writeln!(
        out,
        "# Written by `gfxopt spec init` from the kernel's metadata and signature: it runs as is\n\
         # with every size `n`; set the real sizes, grid and inputs (docs/launch-spec.md)."
    );
    let _ = writeln!(out, "kernel = {}", toml_str(&name));
    let _ = writeln!(
        out,
        "grid = [\"cdiv(n, {block})\", 1, 1]   # work-groups: one item per element of n"
    );
    let _ = writeln!(
        out,
        "block = [{block}, 1, 1]   # .max_flat_workgroup_size {} ({} waves of {wave})",
        meta.max_flat_workgroup_size,
        block.div_ceil(wave)
    );
    match dynamic_lds.filter(|&b| b > 0) {
        Some(lds) => {
            let _ = writeln!(out, "dynamic_lds = {lds}   # Triton's `shared` bytes");
        }
        // A guess the user must check: one 4-byte element per work-item.
        None if meta.takes_dynamic_lds() => {
            let _ = writeln!(
                out,
                "dynamic_lds = {}   # bytes of `extern __shared__` per work-group: set what the host launches with",
                block * 4
            );
        }
        None => {}
    }
    let args: Vec<String> = kinds
        .iter()
        .enumerate()
        .map(|(i, k)| match k {
            ArgKind::Buffer { .. } => format!("\"{}\"", buffer_name(i)),
            ArgKind::Scalar(t) if t.starts_with('f') => format!("{{ {t} = 1.0 }}"),
            ArgKind::Scalar(t) => format!("{{ {t} = \"n\" }}"),
            ArgKind::Opaque(_) | ArgKind::Table => String::new(), // refused above
        })
        .collect();
    let _ = writeln!(out, "args = [{}]", args.join(", "));
    let _ = writeln!(
        out,
        "\n[params]\nn = 1024   # the problem size the grid, scalars and buffer lengths use"
    );
    for (i, k) in kinds.iter().enumerate() {
        let ArgKind::Buffer { elem, input_only } = k else {
            continue;
        };
        let what = params
            .as_ref()
            .and_then(|p| p.get(i))
            .map_or_else(|| "pointer".to_string(), |t| t.clone());
        let _ = writeln!(
            out,
            "\n[buffers.{}]   # argument {i}: {what}",
            buffer_name(i)
        );
        let _ = writeln!(out, "type = \"{elem}\"\nlen = \"n\"");
        let init = if elem.starts_with('f') || *elem == "bf16" {
            "uniform(-1, 1)"
        } else if elem.starts_with('u') {
            "uniform(0, 100)"
        } else {
            "uniform(-100, 100)"
        };
        let _ = writeln!(out, "init = \"{init}\"\nseed = {}", i + 1);
        if !input_only || (!any_output && last_buffer == Some(i)) {
            let _ = writeln!(out, "output = true");
        }
    }
    Ok(out)
}

fn buffer_name(i: usize) -> String {
    format!("arg{i}")
}

fn toml_str(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The parameter types of a demangled signature (`f(float const*, int)` -> `["float const*",
/// "int"]`), `None` for a C symbol.
fn cpp_params(signature: &str) -> Option<Vec<String>> {
    let open = signature.find('(')?;
    let close = signature.rfind(')')?;
    let inner = &signature[open + 1..close];
    if inner.trim().is_empty() || inner.trim() == "void" {
        return Some(Vec::new());
    }
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in inner.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(inner[start..i].trim().to_string());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(inner[start..].trim().to_string());
    Some(out)
}

/// The spec type of a C++ scalar or pointee type, by its size when the name says nothing.
fn spec_type(cpp: &str, size: u32) -> Option<&'static str> {
    let t = cpp.replace("const", "").replace("volatile", "");
    let t = t.split_whitespace().collect::<Vec<_>>().join(" ");
    Some(match t.as_str() {
        "float" => "f32",
        "double" => "f64",
        "_Float16" | "__half" | "half" => "f16",
        "__bf16" | "__hip_bfloat16" | "hip_bfloat16" => "bf16",
        "signed char" | "char" | "int8_t" => "i8",
        "unsigned char" | "uint8_t" | "bool" => "u8",
        "short" | "int16_t" => "i16",
        "unsigned short" | "uint16_t" => "u16",
        "int" | "int32_t" => "i32",
        "unsigned int" | "uint32_t" => "u32",
        "long" | "long long" | "int64_t" | "ptrdiff_t" => "i64",
        "unsigned long" | "unsigned long long" | "uint64_t" | "size_t" => "u64",
        _ => match size {
            1 => "u8",
            2 => "u16",
            4 => "u32",
            8 => "u64",
            _ => return None,
        },
    })
}

fn arg_kind(a: &KernelArg, cpp: Option<&str>) -> ArgKind {
    if a.value_kind == "global_buffer" || a.value_kind == "dynamic_shared_pointer" {
        let pointee = cpp
            .and_then(|t| t.strip_suffix('*'))
            .map(str::trim)
            .unwrap_or("");
        if pointee.trim_end_matches(" const").ends_with('*') {
            return ArgKind::Table;
        }
        // An unknown pointee (a C kernel's signature is not in its symbol): 32-bit words.
        let elem = spec_type(pointee, 4).unwrap_or("u32");
        let input_only = a.is_const || pointee.starts_with("const ") || pointee.ends_with(" const");
        return ArgKind::Buffer { elem, input_only };
    }
    match cpp
        .and_then(|t| spec_type(t, a.size))
        .or_else(|| spec_type("", a.size))
    {
        // The spec's scalar types (docs/launch-spec.md): 4 and 8 bytes.
        Some(t) if scalar_size(t) == a.size && matches!(a.size, 4 | 8) => ArgKind::Scalar(t),
        _ => ArgKind::Opaque(a.size),
    }
}

fn scalar_size(t: &str) -> u32 {
    match t {
        "i8" | "u8" => 1,
        "i16" | "u16" | "f16" | "bf16" => 2,
        "i32" | "u32" | "f32" => 4,
        _ => 8,
    }
}
