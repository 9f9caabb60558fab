//! Finding and running the LLVM tools (llvm-mc, ld.lld, llvm-objdump).
//!
//! Search order: an explicit directory (`--llvm-dir`), `$GFXOPT_LLVM_DIR`, Debian's
//! `/usr/lib/llvm-N/bin` for N from 22 down to 19, newest first (replaced by
//! `$GFXOPT_LLVM_SYSTEM_DIR` when that is set, e.g. for another distribution's layout; set it
//! empty to skip it), then `PATH` as `NAME-22` … `NAME-19` and `NAME`. The newest LLVM wins:
//! ROCm 6/7 and Triton output uses directives LLVM 19 rejects (`.amdhsa_inst_pref_size`, LLVM 20+);
//! 19 is the oldest supported.
//!
//! - [`assemble()`](assemble::assemble) turns `.s` text into a code object (`.hsaco`) with
//!   llvm-mc and ld.lld and checks it ([`check`]) against the IR;
//! - [`codeobj`] reads a code object back (ELF header, kernel symbols, kernel descriptors, the
//!   AMDGPU metadata note);
//! - [`objdump`] disassembles a code object with llvm-objdump (the encoding round-trip test).

pub mod assemble;
pub mod check;
pub mod codeobj;
pub mod objdump;

pub use assemble::{assemble, assemble_module, ToolchainError};
pub use codeobj::{read_code_object, CodeObjectInfo, KernelDescriptor, KernelObject};

use std::path::{Path, PathBuf};

/// Debian's LLVM binaries, newest first.
pub const SYSTEM_LLVM_DIRS: [&str; 4] = [
    "/usr/lib/llvm-22/bin",
    "/usr/lib/llvm-21/bin",
    "/usr/lib/llvm-20/bin",
    "/usr/lib/llvm-19/bin",
];

/// The LLVM versions looked for on `PATH` as `NAME-N`, newest first.
const PATH_VERSIONS: [u32; 4] = [22, 21, 20, 19];

/// A required LLVM tool is not installed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("error: `{tool}` not found (looked in: {searched}); install LLVM 19 or newer: `apt-get install llvm-19 lld-19 clang-19` (or llvm-22 lld-22), or point --llvm-dir / GFXOPT_LLVM_DIR at its bin directory")]
pub struct ToolNotFound {
    pub tool: String,
    pub searched: String,
}

/// Locates an LLVM tool (`llvm-mc`, `ld.lld`, `llvm-objdump`, `clang`).
pub fn find_tool(name: &str, llvm_dir: Option<&Path>) -> Result<PathBuf, ToolNotFound> {
    let mut dirs: Vec<PathBuf> = Vec::new();
    if let Some(d) = llvm_dir {
        dirs.push(d.to_path_buf());
    }
    if let Some(d) = std::env::var_os("GFXOPT_LLVM_DIR") {
        dirs.push(PathBuf::from(d));
    }
    match std::env::var_os("GFXOPT_LLVM_SYSTEM_DIR") {
        Some(d) if d.is_empty() => {}
        Some(d) => dirs.push(PathBuf::from(d)),
        None => dirs.extend(SYSTEM_LLVM_DIRS.iter().map(PathBuf::from)),
    }
    for d in &dirs {
        let p = d.join(name);
        if p.is_file() {
            return Ok(p);
        }
    }
    let path_dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    let candidates = PATH_VERSIONS
        .iter()
        .map(|v| format!("{name}-{v}"))
        .chain([name.to_string()]);
    for candidate in candidates {
        for d in &path_dirs {
            let p = d.join(&candidate);
            if p.is_file() {
                return Ok(p);
            }
        }
    }
    let mut searched: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
    searched.push(format!("PATH ({name}-22 … {name}-19, {name})"));
    Err(ToolNotFound {
        tool: name.to_string(),
        searched: searched.join(", "),
    })
}
