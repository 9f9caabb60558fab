//! Reassembly: `.s` text to a checked code object.
//!
//! Exactly the seed's recipe, in a temporary directory:
//! `llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=TARGET [-mattr=±xnack,±sramecc] -filetype=obj
//! input.s -o input.o`, then `ld.lld -shared input.o -o out.hsaco`. The result is read back
//! ([`super::codeobj`]) and checked against the IR ([`super::check`]) before it is written, so a
//! failure never leaves an output file.
//!
//! Assembler diagnostics name the temporary file; they are rewritten to name the module's file
//! and its source lines. The text handed to llvm-mc is `Module::print`, one output line per
//! `Module::lines` entry, so printed line N is `lines[N - 1]`: an unmodified line reports its
//! original line number, a line a pass rewrote reports the source line it follows.

use super::check::{check_code_object, Mismatch};
use super::codeobj::{read_code_object, CodeObjectError, CodeObjectInfo};
use super::{find_tool, ToolNotFound};
use crate::asm::{parse_module, LineKind, Module, ParseError, Target};
use crate::flow::FlowError;
use crate::kernel::KernelError;
use std::path::Path;
use std::process::Command;

/// Why assembling failed.
#[derive(Debug, thiserror::Error)]
pub enum ToolchainError {
    /// An LLVM tool is not installed (exit code 5).
    #[error(transparent)]
    ToolNotFound(#[from] ToolNotFound),
    /// llvm-mc rejected the text; the diagnostics are mapped to the module's file and lines.
    #[error("{diagnostics}")]
    Assembler { diagnostics: String },
    /// ld.lld failed.
    #[error("{file}: error: ld.lld failed: {message}")]
    Linker { file: String, message: String },
    /// A tool could not be started or a temporary file could not be written.
    #[error("{file}: error: {message}")]
    Io { file: String, message: String },
    /// The module names no supported target.
    #[error("{message}")]
    NoTarget { message: String },
    #[error(transparent)]
    Parse(#[from] ParseError),
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error(transparent)]
    Flow(#[from] FlowError),
    /// The produced code object cannot be read.
    #[error("{file}: error: the code object is malformed: {source}")]
    CodeObject {
        file: String,
        source: CodeObjectError,
    },
    /// The code object disagrees with the IR (one line per disagreement).
    #[error("{}", mismatches.iter().map(|m| format!("{file}: error: {m}")).collect::<Vec<_>>().join("\n"))]
    Mismatch {
        file: String,
        mismatches: Vec<Mismatch>,
    },
    /// The output could not be written.
    #[error(transparent)]
    Write(#[from] crate::io::IoError),
}

/// Assembles `.s` text for `target` into `out_path` (written atomically) and returns what the
/// code object holds. For callers that hold a [`Module`], [`assemble_module`] reports errors
/// with the module's file name and source lines.
pub fn assemble(
    module_text: &str,
    target: Target,
    out_path: &Path,
    llvm_dir: Option<&Path>,
) -> Result<CodeObjectInfo, ToolchainError> {
    let module = parse_module("<module>", module_text, Some(target))?;
    assemble_module(&module, out_path, llvm_dir)
}

/// Assembles and links a module, checks the result against the IR, and writes it to
/// `out_path` (atomically; `-` is standard output).
pub fn assemble_module(
    module: &Module,
    out_path: &Path,
    llvm_dir: Option<&Path>,
) -> Result<CodeObjectInfo, ToolchainError> {
    let info = build(module, llvm_dir)?;
    crate::io::write_output(out_path, &info.bytes)?;
    Ok(info)
}

/// The text handed to llvm-mc: the module as printed, with a `.amdgcn_target` id in Triton's
/// spelling (`"amdgpu9.42-amd-amdhsa-unknown-gfx942"`, which upstream llvm-mc rejects as not
/// matching its triple) respelled as LLVM's (`"amdgcn-amd-amdhsa--gfx942"`), features kept, and
/// Triton's `instprefsize(...)` expanded (see [`expand_instprefsize`]). Only those lines change,
/// each in place, so llvm-mc's line numbers stay the file's.
fn llvm_spelling(text: &str, target: Target) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if line.contains("instprefsize(") {
            out.push_str(&expand_instprefsize(line));
            continue;
        }
        let Some(rest) = trimmed.strip_prefix(".amdgcn_target") else {
            out.push_str(line);
            continue;
        };
        let id = rest.trim().trim_matches('"');
        if id.starts_with("amdgcn-amd-amdhsa-") || Target::from_target_id(id) != Some(target) {
            out.push_str(line);
            continue;
        }
        let features = id.find(':').map_or("", |i| &id[i..]);
        let indent = &line[..line.len() - trimmed.len()];
        let end = if line.ends_with("\r\n") {
            "\r\n"
        } else if line.ends_with('\n') {
            "\n"
        } else {
            ""
        };
        out.push_str(&format!(
            "{indent}.amdgcn_target \"amdgcn-amd-amdhsa--{}{features}\"{end}",
            target.name()
        ));
    }
    out
}

/// Largest `COMPUTE_PGM_RSRC3.INST_PREF_SIZE` on gfx11 (a 6-bit field).
const INST_PREF_MAX: u32 = 63;

/// Triton's bundled LLVM writes `.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-k)<<4)&1008)>>4`:
/// the code size in 128-byte cache lines, rounded up and clamped to the field. LLVM 22's llvm-mc
/// has no `instprefsize`; the same value as plain arithmetic on the label difference is
/// `min((E + 127) / 128, 63)`, written without `min` as `c + (c - 63) * (c > 63)` (a true
/// comparison is -1 in MC expressions). The rest of the line is kept.
fn expand_instprefsize(line: &str) -> String {
    let mut out = String::with_capacity(line.len() * 3);
    let mut rest = line;
    while let Some(at) = rest.find("instprefsize(") {
        out.push_str(&rest[..at]);
        let arg_start = at + "instprefsize(".len();
        // The argument runs to the matching parenthesis.
        let mut depth = 1;
        let mut end = None;
        for (i, ch) in rest[arg_start..].char_indices() {
            match ch {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        end = Some(arg_start + i);
                        break;
                    }
                }
                _ => {}
            }
        }
        let Some(end) = end else {
            // Unbalanced: leave it for llvm-mc to report.
            out.push_str(&rest[at..]);
            return out;
        };
        let e = &rest[arg_start..end];
        let c = format!("((({e})+127)/128)");
        out.push_str(&format!(
            "({c}+({c}-{INST_PREF_MAX})*({c}>{INST_PREF_MAX}))"
        ));
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
}

/// Assembles, links, reads back and checks, without writing anything.
pub fn build(module: &Module, llvm_dir: Option<&Path>) -> Result<CodeObjectInfo, ToolchainError> {
    let target = module.target.ok_or_else(|| ToolchainError::NoTarget {
        message: module.no_target_error(""),
    })?;
    let mc = find_tool("llvm-mc", llvm_dir)?;
    let lld = find_tool("ld.lld", llvm_dir)?;
    let io = |message: String| ToolchainError::Io {
        file: module.name.clone(),
        message,
    };
    let dir = tempfile::Builder::new()
        .prefix("gfxopt-asm-")
        .tempdir()
        .map_err(|e| io(format!("cannot create a temporary directory: {e}")))?;
    let src = dir.path().join("input.s");
    let obj = dir.path().join("input.o");
    let hsaco = dir.path().join("output.hsaco");
    std::fs::write(&src, llvm_spelling(&module.print(), target))
        .map_err(|e| io(format!("cannot write {}: {e}", src.display())))?;
    let mut cmd = Command::new(&mc);
    cmd.arg("-triple=amdgcn-amd-amdhsa")
        .arg(format!("-mcpu={}", target.name()));
    if let Some(attrs) = target_features(module) {
        cmd.arg(format!("-mattr={attrs}"));
    }
    cmd.arg("-filetype=obj").arg(&src).arg("-o").arg(&obj);
    let out = cmd
        .output()
        .map_err(|e| io(format!("cannot run {}: {e}", mc.display())))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        return Err(ToolchainError::Assembler {
            diagnostics: map_diagnostics(&stderr, &src.to_string_lossy(), module),
        });
    }
    let out = Command::new(&lld)
        .arg("-shared")
        .arg(&obj)
        .arg("-o")
        .arg(&hsaco)
        .output()
        .map_err(|e| io(format!("cannot run {}: {e}", lld.display())))?;
    if !out.status.success() {
        return Err(ToolchainError::Linker {
            file: module.name.clone(),
            message: String::from_utf8_lossy(&out.stderr).trim().to_string(),
        });
    }
    let bytes =
        std::fs::read(&hsaco).map_err(|e| io(format!("cannot read {}: {e}", hsaco.display())))?;
    let info = read_code_object(&bytes).map_err(|source| ToolchainError::CodeObject {
        file: module.name.clone(),
        source,
    })?;
    let mismatches = check_code_object(module, &info)?;
    if !mismatches.is_empty() {
        return Err(ToolchainError::Mismatch {
            file: module.name.clone(),
            mismatches,
        });
    }
    Ok(info)
}

/// `-mattr` for the feature settings of `.amdgcn_target "amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-"`
/// (llvm-mc rejects a target id whose features differ from its own).
pub fn target_features(module: &Module) -> Option<String> {
    let id = module.lines.iter().find_map(|l| match &l.kind {
        LineKind::Directive(d) if d.name == ".amdgcn_target" => Some(d.args.to_string()),
        _ => None,
    })?;
    let id = id.trim().trim_matches('"');
    let cpu = id.rsplit("--").next().unwrap_or(id);
    let attrs: Vec<String> = cpu
        .split(':')
        .skip(1)
        .filter_map(|f| {
            let (name, sign) = f.split_at(f.len().checked_sub(1)?);
            matches!(sign, "+" | "-").then(|| format!("{sign}{name}"))
        })
        .collect();
    (!attrs.is_empty()).then(|| attrs.join(","))
}

/// Rewrites `TMP:LINE:COL: ...` diagnostics to name the module's file and source lines.
pub fn map_diagnostics(stderr: &str, tmp_path: &str, module: &Module) -> String {
    let mut out = String::new();
    for line in stderr.lines() {
        let mapped = line
            .strip_prefix(tmp_path)
            .and_then(|rest| rest.strip_prefix(':'))
            .and_then(|rest| {
                let (num, rest) = rest.split_once(':')?;
                let printed: usize = num.parse().ok()?;
                Some(format!(
                    "{}:{}",
                    module.name,
                    source_position(module, printed, rest)
                ))
            });
        out.push_str(mapped.as_deref().unwrap_or(line));
        out.push('\n');
    }
    let out = out.replace(tmp_path, &module.name);
    out.trim_end().to_string()
}

/// `LINE:rest` in the module's source for printed line `printed` (1-based).
fn source_position(module: &Module, printed: usize, rest: &str) -> String {
    let Some(idx) = printed.checked_sub(1) else {
        return format!("{printed}:{rest}");
    };
    match module.lines.get(idx).and_then(|l| l.line_number()) {
        Some(n) => format!("{n}:{rest}"),
        None => {
            // A line a pass made: name the source line before it.
            let before = module.lines[..idx.min(module.lines.len())]
                .iter()
                .rev()
                .find_map(|l| l.line_number())
                .unwrap_or(0);
            let (col, msg) = rest.split_once(':').unwrap_or(("", rest));
            format!("{before}:{col}:{msg} (in a line gfxopt rewrote after line {before})")
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn features_from_target_id() {
        let m = parse_module(
            "k.s",
            "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-\"\n",
            None,
        )
        .unwrap();
        assert_eq!(target_features(&m).as_deref(), Some("+sramecc,-xnack"));
        let m = parse_module(
            "k.s",
            "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n",
            None,
        )
        .unwrap();
        assert_eq!(target_features(&m), None);
    }

    #[test]
    fn diagnostics_name_the_source_line() {
        let mut m = parse_module(
            "user.s",
            "a:\n\ts_nop 0\n\ts_endpgm\n",
            Some(Target::Gfx1100),
        )
        .unwrap();
        let d = map_diagnostics(
            "/tmp/x/input.s:3:2: error: bad\n\ts_endpgm\n\t^\n",
            "/tmp/x/input.s",
            &m,
        );
        assert_eq!(d, "user.s:3:2: error: bad\n\ts_endpgm\n\t^");
        // A rewritten line names the source line before it.
        m.instruction_mut(2);
        let d = map_diagnostics("/tmp/x/input.s:3:2: error: bad", "/tmp/x/input.s", &m);
        assert_eq!(
            d,
            "user.s:2:2: error: bad (in a line gfxopt rewrote after line 2)"
        );
    }
}

#[cfg(test)]
mod spelling_tests {
    use super::*;

    #[test]
    fn triton_target_ids_are_respelled_for_llvm_mc() {
        let t = "\t.amdgcn_target \"amdgpu9.42-amd-amdhsa-unknown-gfx942:xnack-\"\r\n\ts_endpgm\n";
        assert_eq!(
            llvm_spelling(t, Target::Gfx942),
            "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942:xnack-\"\r\n\ts_endpgm\n"
        );
        let llvm = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n";
        assert_eq!(llvm_spelling(llvm, Target::Gfx1100), llvm);
    }

    #[test]
    fn instprefsize_becomes_arithmetic_llvm_mc_knows() {
        let line = "\t\t.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-k)<<4)&1008)>>4\n";
        let c = "(((.Lfunc_end0-k)+127)/128)";
        assert_eq!(
            expand_instprefsize(line),
            format!("\t\t.amdhsa_inst_pref_size ((({c}+({c}-63)*({c}>63))<<4)&1008)>>4\n")
        );
        assert_eq!(expand_instprefsize("x instprefsize(a"), "x instprefsize(a");
    }
}
