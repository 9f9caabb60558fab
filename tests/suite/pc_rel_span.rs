//! Issue 51 item 1: nothing may come between `s_getpc_b64 s[a:b]` and the instructions carrying
//! its `sym@rel32@lo+4` / `@hi+12` literals (the addend is the byte distance from the end of the
//! `s_getpc_b64`). `sgpr-addr` on corpus/hip `pcrel` `ctab_loop` (a `__constant__` table read
//! in the loop's preheader) put an `s_delay_alu` there on gfx1100 with both compilers, exit 0,
//! and the table was read 4 bytes early (the emulator stops on it). Now the edit layer puts any
//! insertion inside such a span before its `s_getpc_b64`, and the verifier after every pass
//! rejects an output whose distances differ from the addends.

use crate::common::{gfxopt, parse_file, repo};
use gfxopt::asm::pc_rel::{pc_uses, GETPC};
use gfxopt::asm::{parse_instruction, LineKind, Module};

/// Every `s_getpc_b64` of `text` directly followed by the instructions of its literals.
fn spans_intact(m: &Module) -> Result<(), String> {
    for u in pc_uses(&m.lines, 0..m.lines.len()) {
        let between = m.lines[u.getpc + 1..u.user]
            .iter()
            .filter(|l| l.instruction().is_some_and(|i| i.mnemonic != GETPC))
            .filter(|l| {
                l.instruction()
                    .is_some_and(|i| gfxopt::asm::pc_rel::pc_relative_addend(i).is_none())
            })
            .count();
        if between > 0 {
            return Err(format!(
                "{between} instruction(s) between the s_getpc_b64 of line index {} and its user",
                u.getpc
            ));
        }
    }
    Ok(())
}

#[test]
fn issue51_sgpr_addr_keeps_getpc_spans_whole() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let mut changed = 0;
    for compiler in ["hip", "hip-clang22"] {
        for target in ["gfx1100", "gfx942"] {
            let dir = repo().join("corpus").join(compiler).join("pcrel");
            let input = dir.join(format!("kernel.{target}.s"));
            for passes in ["sgpr-addr", "sgpr-addr=derive"] {
                let out = tmp.path().join(format!("{compiler}.{target}.s"));
                let run = gfxopt()
                    .args(["optimize", "--passes", passes])
                    .arg(&input)
                    .arg("-o")
                    .arg(&out)
                    .output()
                    .expect("run");
                let log = String::from_utf8_lossy(&run.stderr);
                assert!(run.status.success(), "{compiler} {target} {passes}: {log}");
                let after = parse_file(&out);
                if let Err(e) = spans_intact(&after) {
                    panic!("{compiler} {target} {passes}: {e}");
                }
                if after.print() != std::fs::read_to_string(&input).expect("read") {
                    changed += 1;
                }
                // Emulated: the table's address and the call target are right.
                for spec in ["ctab_loop.toml", "call_loop.toml"] {
                    let v = gfxopt()
                        .arg("verify")
                        .arg(&input)
                        .arg(&out)
                        .arg("--spec")
                        .arg(dir.join(spec))
                        .output()
                        .expect("run");
                    let all = String::from_utf8_lossy(&v.stderr).into_owned()
                        + &String::from_utf8_lossy(&v.stdout);
                    assert_eq!(
                        v.status.code(),
                        Some(0),
                        "{compiler} {target} {passes} {spec}: {all}"
                    );
                }
            }
        }
    }
    // The pass rewrote the loops (the spans sat in blocks it changed).
    assert!(
        changed >= 4,
        "only {changed} outputs differ from their inputs"
    );
}

/// The edit layer: an instruction inserted right after `s_getpc_b64` (by `insert_line` or
/// `apply_edits`) lands before it.
#[test]
fn issue51_edit_layer_moves_insertions_out_of_a_span() {
    let input = repo().join("corpus/hip/pcrel/kernel.gfx1100.s");
    let m = parse_file(&input);
    let getpc = m
        .lines
        .iter()
        .position(|l| l.instruction().is_some_and(|i| i.mnemonic == GETPC))
        .expect("an s_getpc_b64");
    let nop = parse_instruction("s_nop 0").expect("parses");
    for at in [getpc + 1, getpc + 2] {
        let mut a = m.clone();
        a.insert_line(
            at,
            gfxopt::asm::Line::new(LineKind::Instruction(Box::new(nop.clone()))),
        );
        spans_intact(&a).unwrap_or_else(|e| panic!("insert_line at {at}: {e}"));
        assert!(a.lines[getpc]
            .instruction()
            .is_some_and(|i| i.mnemonic == "s_nop"));
        let mut b = m.clone();
        b.apply_edits(vec![], vec![(at, vec![nop.clone()])]);
        spans_intact(&b).unwrap_or_else(|e| panic!("apply_edits at {at}: {e}"));
    }
}

/// The verifier: deleting the `s_add_u32` of a span leaves the `s_addc_u32` 8 bytes nearer
/// than its `+12` says; the verifier names it.
#[test]
fn issue51_verifier_rejects_a_wrong_pc_distance() {
    let input = repo().join("corpus/hip/pcrel/kernel.gfx1100.s");
    let m = parse_file(&input);
    let add = m
        .lines
        .iter()
        .position(|l| {
            l.instruction()
                .is_some_and(|i| gfxopt::asm::pc_rel::pc_relative_addend(i) == Some(4))
        })
        .expect("an @lo+4 user");
    let mut broken = m.clone();
    broken.apply_edits(vec![add], vec![]);
    let names: Vec<String> = gfxopt::kernel::kernels(&m)
        .expect("kernels")
        .into_iter()
        .map(|k| k.name)
        .collect();
    let problems = gfxopt::passes::verify::verify(&m, &broken, &names).expect("verifies");
    assert!(
        problems
            .iter()
            .any(|p| p.contains("PC-relative literal") && p.contains("addend says 12")),
        "{problems:?}"
    );
    // And the untouched module has no such problem.
    let clean = gfxopt::passes::verify::verify(&m, &m.clone(), &names).expect("verifies");
    assert!(clean.is_empty(), "{clean:?}");
}
