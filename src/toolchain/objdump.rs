//! Disassembling a code object with `llvm-objdump -d --mcpu=TARGET`.
//!
//! objdump prints one instruction per line, `\tTEXT  // ADDRESS: HEX WORDS [<sym+off>]`, under a
//! `ADDRESS <symbol>:` heading per function symbol. Branch targets print as an offset in words
//! (`s_branch 485`) with the resolved address in the comment, not as the label of the source.

use super::{find_tool, ToolchainError};
use crate::asm::Target;
use std::path::Path;
use std::process::Command;

/// One disassembled instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisasmInst {
    pub address: u64,
    /// The instruction text, without the comment columns.
    pub text: String,
    /// The encoding, in 32-bit words as objdump prints them.
    pub words: Vec<u32>,
}

/// The instructions under one function symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisasmFunction {
    pub name: String,
    pub address: u64,
    pub insts: Vec<DisasmInst>,
}

/// Runs llvm-objdump on `hsaco` and parses its listing.
pub fn disassemble(
    hsaco: &Path,
    target: Target,
    llvm_dir: Option<&Path>,
) -> Result<Vec<DisasmFunction>, ToolchainError> {
    let tool = find_tool("llvm-objdump", llvm_dir)?;
    let out = Command::new(&tool)
        .arg("-d")
        .arg(format!("--mcpu={}", target.name()))
        .arg(hsaco)
        .output()
        .map_err(|e| ToolchainError::Io {
            file: hsaco.display().to_string(),
            message: format!("cannot run {}: {e}", tool.display()),
        })?;
    if !out.status.success() {
        return Err(ToolchainError::Io {
            file: hsaco.display().to_string(),
            message: format!(
                "llvm-objdump failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ),
        });
    }
    Ok(parse_listing(&String::from_utf8_lossy(&out.stdout)))
}

/// Parses an objdump listing.
pub fn parse_listing(listing: &str) -> Vec<DisasmFunction> {
    let mut out: Vec<DisasmFunction> = Vec::new();
    for line in listing.lines() {
        if let Some(head) = line.strip_suffix(">:") {
            if let Some((addr, name)) = head.split_once(" <") {
                if let Ok(address) = u64::from_str_radix(addr.trim(), 16) {
                    out.push(DisasmFunction {
                        name: name.to_string(),
                        address,
                        insts: Vec::new(),
                    });
                }
            }
            continue;
        }
        if !line.starts_with('\t') {
            continue;
        }
        let Some(func) = out.last_mut() else {
            continue;
        };
        let (text, comment) = match line.find("//") {
            Some(i) => (&line[..i], &line[i + 2..]),
            None => (line, ""),
        };
        // Comment: ` 000000001700: F4080100 F800001C <sym+0x10>`.
        let Some((addr, rest)) = comment.trim().split_once(':') else {
            continue;
        };
        let Ok(address) = u64::from_str_radix(addr.trim(), 16) else {
            continue;
        };
        let words = rest
            .split_whitespace()
            .take_while(|w| !w.starts_with('<'))
            .filter_map(|w| u32::from_str_radix(w, 16).ok())
            .collect();
        func.insts.push(DisasmInst {
            address,
            text: text.trim().to_string(),
            words,
        });
    }
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn listing() {
        let l = "\nk.hsaco:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n\n\
0000000000001700 <k>:\n\
\ts_load_b128 s[4:7], s[0:1], 0x1c                           // 000000001700: F4080100 F800001C\n\
\ts_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3)// 00000000173C: BF8700C2\n\
\ts_branch 485                                               // 000000001C74: BFA001E5 <k+0xd0c>\n";
        let f = parse_listing(l);
        assert_eq!(f.len(), 1);
        assert_eq!(f[0].name, "k");
        assert_eq!(f[0].insts.len(), 3);
        assert_eq!(f[0].insts[0].text, "s_load_b128 s[4:7], s[0:1], 0x1c");
        assert_eq!(f[0].insts[0].words, vec![0xF4080100, 0xF800001C]);
        assert_eq!(
            f[0].insts[1].text,
            "s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3)"
        );
        assert_eq!(f[0].insts[2].address, 0x1c74);
        assert_eq!(f[0].insts[2].words, vec![0xBFA001E5]);
    }
}
