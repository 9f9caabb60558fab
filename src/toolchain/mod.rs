//! Finding and running the LLVM tools (llvm-mc, ld.lld, llvm-objdump).
//!
//! Search order: an explicit directory (`--llvm-dir`), `$GFXOPT_LLVM_DIR`, Debian's
//! `/usr/lib/llvm-19/bin`, then `PATH` as `NAME-19` and `NAME`. LLVM 19 is the pinned version.

use std::path::{Path, PathBuf};

/// A required LLVM tool is not installed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("error: `{tool}` not found (looked in: {searched}); install LLVM 19: `apt-get install llvm-19 lld-19 clang-19`, or point --llvm-dir / GFXOPT_LLVM_DIR at its bin directory")]
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
    dirs.push(PathBuf::from("/usr/lib/llvm-19/bin"));
    for d in &dirs {
        let p = d.join(name);
        if p.is_file() {
            return Ok(p);
        }
    }
    let path_dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    for candidate in [format!("{name}-19"), name.to_string()] {
        for d in &path_dirs {
            let p = d.join(&candidate);
            if p.is_file() {
                return Ok(p);
            }
        }
    }
    let mut searched: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
    searched.push(format!("PATH ({name}-19, {name})"));
    Err(ToolNotFound {
        tool: name.to_string(),
        searched: searched.join(", "),
    })
}
