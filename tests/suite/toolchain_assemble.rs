//! `gfxopt assemble` and the toolchain library: every sample assembles, links and passes the
//! code object checks; the encodings round-trip through llvm-objdump and our parser; assembler
//! errors name the user's file and line; a missing LLVM exits 5.

use crate::common;

use gfxopt::asm::{parse_instruction, parse_module, Instruction, LineKind, Module};
use gfxopt::kernel::kernels;
use gfxopt::toolchain::assemble::target_features;
use gfxopt::toolchain::objdump::disassemble;
use gfxopt::toolchain::{assemble_module, find_tool, ToolchainError};
use std::path::{Path, PathBuf};
use std::process::Command;

fn have_llvm() -> bool {
    ["llvm-mc", "ld.lld", "llvm-objdump"]
        .iter()
        .all(|t| find_tool(t, None).is_ok())
}

fn load(path: &Path) -> Module {
    let text = std::fs::read_to_string(path).expect("readable sample");
    parse_module(&path.display().to_string(), &text, None).expect("sample parses")
}

/// The instructions of `kernel`'s code range, in order.
fn kernel_insts<'m>(
    module: &'m Module,
    code: &std::ops::Range<usize>,
) -> Vec<(u32, &'m Instruction)> {
    module.lines[code.clone()]
        .iter()
        .filter_map(|l| match &l.kind {
            LineKind::Instruction(i) => Some((l.line_number().unwrap_or(0), &**i)),
            _ => None,
        })
        .collect()
}

fn is_branch(mnemonic: &str) -> bool {
    mnemonic.starts_with("s_cbranch") || mnemonic == "s_branch" || mnemonic == "s_call_b64"
}

/// The encoding llvm-mc gives each line of `lines` (instructions without labels), as bytes.
fn encodings(lines: &[String], module: &Module) -> Vec<Vec<u8>> {
    let target = module.target.expect("target");
    let mc = find_tool("llvm-mc", None).expect("llvm-mc");
    let dir = tempfile::tempdir().expect("temp dir");
    let src = dir.path().join("insts.s");
    std::fs::write(&src, lines.join("\n") + "\n").expect("write");
    let mut cmd = Command::new(mc);
    cmd.arg("-triple=amdgcn-amd-amdhsa")
        .arg(format!("-mcpu={}", target.name()))
        .arg("-show-encoding");
    if let Some(attrs) = target_features(module) {
        cmd.arg(format!("-mattr={attrs}"));
    }
    let out = cmd.arg(&src).output().expect("run llvm-mc");
    assert!(
        out.status.success(),
        "llvm-mc: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let encs: Vec<Vec<u8>> = text
        .lines()
        .filter_map(|l| l.split_once("encoding: [").map(|(_, e)| e))
        .map(|e| {
            e.trim_end_matches(']')
                .split(',')
                .map(|b| {
                    u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).expect("hex byte")
                })
                .collect()
        })
        .collect();
    assert_eq!(
        encs.len(),
        lines.len(),
        "llvm-mc encoded a different number of lines"
    );
    encs
}

fn word_bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// For every sample: assemble + link + check; then llvm-objdump the code object and, kernel by
/// kernel, instruction by instruction:
/// - objdump's text parses with our parser;
/// - our canonical printing equals the canonical printing of objdump's text, or (an alias such
///   as gfx11 SMEM `null` for a zero offset) objdump's text assembles to the same encoding;
/// - our canonical printing assembles (llvm-mc) to exactly the words in the code object.
///
/// Branches are compared by mnemonic only: objdump prints their target as a word offset, the
/// source as a label, and a lone branch cannot be assembled without its label.
#[test]
fn samples_assemble_check_and_round_trip() {
    if !have_llvm() {
        eprintln!("skipped: LLVM 19 tools not installed");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let mut report = Vec::new();
    let (mut compared, mut aliases) = (0usize, 0usize);
    // Every sample, and every sample after the default passes of its target (what
    // samples/Makefile builds): rewritten code must round-trip as well as compiler output.
    let mut modules: Vec<(String, Module)> = Vec::new();
    for path in common::sample_files() {
        let module = load(&path);
        let passes = match module.target {
            Some(gfxopt::asm::Target::Gfx1100) => "vopd,unroll",
            _ => "cache-policy",
        };
        let mut optimized = module.clone();
        gfxopt::passes::run_pipeline(
            &mut optimized,
            &gfxopt::passes::parse_pass_list(passes).expect("passes"),
            None,
            &gfxopt::passes::Assumptions::new(),
            None,
        )
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let label = format!("{} after {passes}", path.display());
        let optimized =
            gfxopt::asm::parse_module(&label, &optimized.print(), None).expect("parses");
        modules.push((path.display().to_string(), module));
        modules.push((label, optimized));
    }
    for (path, module) in modules {
        let target = module.target.expect("sample has a target");
        let out = dir.path().join("k.hsaco");
        let info = assemble_module(&module, &out, None).unwrap_or_else(|e| panic!("{path}: {e}"));
        let funcs = disassemble(&out, target, None).expect("objdump");
        // (line, ours canonical, objdump canonical, objdump text, words) of non-branches.
        let mut rows = Vec::new();
        for k in kernels(&module).expect("kernels") {
            let obj = info.kernel(&k.name).expect("kernel in code object");
            let ours = kernel_insts(&module, &k.code);
            let end = obj.code_address + obj.code_size;
            let theirs: Vec<_> = funcs
                .iter()
                .flat_map(|f| &f.insts)
                .filter(|i| i.address >= obj.code_address && i.address < end)
                .collect();
            if ours.len() != theirs.len() {
                report.push(format!(
                    "{} {}: {} instructions, objdump has {}",
                    path,
                    k.name,
                    ours.len(),
                    theirs.len()
                ));
                continue;
            }
            for ((line, a), b) in ours.iter().zip(&theirs) {
                let parsed = match parse_instruction(&b.text) {
                    Ok(p) => p,
                    Err(e) => {
                        report.push(format!(
                            "{}:{line}: objdump text `{}` does not parse: {e:?}",
                            path, b.text
                        ));
                        continue;
                    }
                };
                compared += 1;
                if is_branch(&a.mnemonic) {
                    if a.mnemonic != parsed.mnemonic {
                        report.push(format!("{}:{line}: branch `{a}`, objdump `{parsed}`", path));
                    }
                    continue;
                }
                rows.push((
                    *line,
                    format!("{a}"),
                    format!("{parsed}"),
                    word_bytes(&b.words),
                ));
            }
        }
        let ours_text: Vec<String> = rows.iter().map(|r| r.1.clone()).collect();
        for (r, enc) in rows.iter().zip(encodings(&ours_text, &module)) {
            if enc != r.3 {
                report.push(format!(
                    "{}:{}: `{}` encodes to {enc:02x?}, the code object has {:02x?}",
                    path, r.0, r.1, r.3
                ));
            }
        }
        let alias_rows: Vec<_> = rows.iter().filter(|r| r.1 != r.2).collect();
        let alias_text: Vec<String> = alias_rows.iter().map(|r| r.2.clone()).collect();
        if !alias_text.is_empty() {
            for (r, enc) in alias_rows.iter().zip(encodings(&alias_text, &module)) {
                aliases += 1;
                if enc != r.3 {
                    report.push(format!(
                        "{}:{}: ours `{}`, objdump `{}` (different encodings)",
                        path, r.0, r.1, r.2
                    ));
                }
            }
        }
    }
    eprintln!(
        "{compared} instructions compared, {aliases} printed differently with the same encoding"
    );
    assert!(compared > 1000);
    assert!(
        report.is_empty(),
        "{} differences:\n{}",
        report.len(),
        report[..report.len().min(60)].join("\n")
    );
}

fn gfxopt() -> Command {
    Command::new(env!("CARGO_BIN_EXE_gfxopt"))
}

fn sample(name: &str, target: &str) -> PathBuf {
    common::repo()
        .join("samples")
        .join(name)
        .join(format!("kernel.{target}.s"))
}

#[test]
fn cli_writes_a_code_object() {
    if !have_llvm() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("k.hsaco");
    let o = gfxopt()
        .arg("assemble")
        .arg(sample("vector_add", "gfx942"))
        .arg("-o")
        .arg(&out)
        .output()
        .expect("run");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let bytes = std::fs::read(&out).expect("output written");
    let info = gfxopt::toolchain::read_code_object(&bytes).expect("reads back");
    assert_eq!(info.target, Some(gfxopt::asm::Target::Gfx942));
    assert!(String::from_utf8_lossy(&o.stdout).contains("vector_add"));
    // --check-only writes nothing.
    let o = gfxopt()
        .args(["assemble", "--check-only"])
        .arg(sample("vector_add", "gfx1100"))
        .output()
        .expect("run");
    assert!(o.status.success());
}

/// An invalid instruction is reported at the user's file and line, not the temporary copy's.
#[test]
fn assembler_errors_name_the_users_file_and_line() {
    if !have_llvm() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let src = std::fs::read_to_string(sample("vector_add", "gfx1100")).expect("sample");
    // Replace the first `s_endpgm` with an instruction gfx1100 does not have (our parser
    // accepts any mnemonic; llvm-mc does not).
    let line = src
        .lines()
        .position(|l| l.trim() == "s_endpgm")
        .expect("s_endpgm")
        + 1;
    let bad = src.replacen(
        "\ts_endpgm",
        "\tv_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]",
        1,
    );
    let user = dir.path().join("user kernel.s");
    std::fs::write(&user, bad).expect("write");
    let out = dir.path().join("k.hsaco");
    let o = gfxopt()
        .arg("assemble")
        .arg(&user)
        .arg("-o")
        .arg(&out)
        .output()
        .expect("run");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    let want = format!("{}:{line}:", user.display());
    assert!(err.starts_with(&want), "wanted `{want}` in:\n{err}");
    assert!(err.contains("error:"), "{err}");
    assert!(!err.contains("input.s"), "{err}");
    assert!(!out.exists(), "no output on failure");
}

/// A descriptor that understates the VGPRs the code uses is reported with kernel and field.
#[test]
fn descriptor_disagreement_is_an_error() {
    if !have_llvm() {
        return;
    }
    let src = std::fs::read_to_string(sample("sgemm_regtile", "gfx1100")).expect("sample");
    let at = src.find(".amdhsa_next_free_vgpr").expect("field");
    let end = at + src[at..].find('\n').expect("eol");
    let bad = format!("{}.amdhsa_next_free_vgpr 8{}", &src[..at], &src[end..]);
    let module = parse_module("regtile.s", &bad, None).expect("parses");
    let dir = tempfile::tempdir().expect("temp dir");
    let err =
        assemble_module(&module, &dir.path().join("k.hsaco"), None).expect_err("the check fails");
    let ToolchainError::Mismatch { mismatches, .. } = &err else {
        panic!("unexpected error {err}");
    };
    assert!(mismatches.iter().any(|m| m.kernel == "sgemm_regtile"
        && m.field == "compute_pgm_rsrc1.granulated_workitem_vgpr_count"));
    let text = err.to_string();
    assert!(
        text.starts_with("regtile.s: error: kernel `sgemm_regtile`: compute_pgm_rsrc1.granulated_workitem_vgpr_count: the code object has 0, expected"),
        "{text}"
    );
}

/// hipBLASLt's shipped gfx942 kernels leave `.amdhsa_kernarg_size` at 0 (llvm-mc and the
/// loader take it, issue 45): such a descriptor assembles; a non-zero size that disagrees with
/// the metadata is still refused.
#[test]
fn a_zero_descriptor_kernarg_size_is_taken() {
    assert!(have_llvm(), "llvm-mc is needed");
    let src = std::fs::read_to_string(sample("transpose_tiled", "gfx942")).expect("sample");
    let with = |size: u32| {
        let at = src.find(".amdhsa_kernarg_size").expect("field");
        let end = at + src[at..].find('\n').expect("eol");
        format!("{}.amdhsa_kernarg_size {size}{}", &src[..at], &src[end..])
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let zero = parse_module("zero.s", &with(0), None).expect("parses");
    assemble_module(&zero, &dir.path().join("z.hsaco"), None).expect("kernarg_size 0 is taken");
    let wrong = parse_module("wrong.s", &with(8), None).expect("parses");
    let err = assemble_module(&wrong, &dir.path().join("w.hsaco"), None).expect_err("refused");
    assert!(err.to_string().contains("kernarg_size"), "{err}");
}

/// Without llvm-mc anywhere: exit 5 and a message naming the tool, where it was looked for and
/// how to install it.
#[test]
fn missing_llvm_exits_5() {
    let dir = tempfile::tempdir().expect("temp dir");
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).expect("mkdir");
    let o = gfxopt()
        .arg("assemble")
        .arg(sample("vector_add", "gfx1100"))
        .arg("-o")
        .arg(dir.path().join("k.hsaco"))
        .env("GFXOPT_LLVM_DIR", &empty)
        .env("GFXOPT_LLVM_SYSTEM_DIR", "")
        .env("PATH", "")
        .output()
        .expect("run");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(5), "{err}");
    assert!(err.contains("`llvm-mc` not found"), "{err}");
    assert!(err.contains(&empty.display().to_string()), "{err}");
    assert!(err.contains("apt-get install llvm-19 lld-19"), "{err}");
    assert!(!dir.path().join("k.hsaco").exists());
}

/// Triton's gfx1100 output sizes the instruction prefetch with `instprefsize(...)`, which LLVM's
/// llvm-mc does not know: assembling expands it into the same arithmetic, and the descriptor's
/// `COMPUTE_PGM_RSRC3.INST_PREF_SIZE` (bits 9:4) is the code size in 128-byte lines, rounded
/// up and clamped to 63, as Triton's own assembler computes it.
#[test]
fn triton_inst_pref_size_is_computed_from_the_code_size() {
    if !have_llvm() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have the LLVM tools"
        );
        eprintln!("skipped: LLVM 19 tools not installed");
        return;
    }
    let root = common::repo().join("corpus/triton");
    let mut checked = 0;
    for dir in std::fs::read_dir(&root).expect("corpus/triton") {
        let path = dir.expect("entry").path().join("kernel.gfx1100.amdgcn");
        if !path.is_file() {
            continue;
        }
        let module = load(&path);
        let text = std::fs::read_to_string(&path).expect("read");
        assert!(text.contains("instprefsize("), "{}", path.display());
        let out = tempfile::tempdir().expect("temp dir");
        let info = match assemble_module(&module, &out.path().join("k.hsaco"), None) {
            Ok(info) => info,
            // LLVM 19's tables lack the true16 `v_mov_b16_e64 v1.h, ...` forms of some kernels.
            Err(e) if e.to_string().contains("`v_mov_b16_e64`") => continue,
            Err(e) => panic!("{}: {e}", path.display()),
        };
        for k in &info.kernels {
            let lines = k.code_size.div_ceil(128).min(63) as u32;
            assert_eq!(
                (k.descriptor.compute_pgm_rsrc3 >> 4) & 0x3f,
                lines,
                "{}: {} code bytes",
                path.display(),
                k.code_size
            );
            checked += 1;
        }
    }
    assert!(checked >= 8, "{checked} Triton kernels assembled");
}
