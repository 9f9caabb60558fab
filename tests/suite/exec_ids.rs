//! `flow::exec`: EXEC identities through saves, restores, joins and loops (gfx1100 snippets in
//! vector_add's kernel; the identities are compared, not printed).

use crate::common;
use gfxopt::asm::parse_module;
use gfxopt::flow::exec::ExecId;
use gfxopt::flow::KernelFlow;
use gfxopt::isa::isa;
use gfxopt::kernel::kernels;

/// The identity (low half) before every instruction of vector_add with its FMA-free body
/// replaced by `body`, keyed by the instruction's text.
fn ids(body: &str) -> Vec<(String, Option<ExecId>)> {
    let path = common::repo().join("samples/vector_add/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let text = text.replacen("\tv_add_f32_e32 v2, v2, v3\n", body, 1);
    let module = parse_module("exec.s", &text, None).expect("parses");
    let isa = isa(module.target.expect("target"));
    let kernel = &kernels(&module).expect("kernels")[0];
    let flow = KernelFlow::build(&module, kernel, isa).expect("flow");
    let ids = flow.exec_ids(&module, isa);
    (0..flow.code.len())
        .map(|i| {
            let line = &module.lines[flow.code.insts[i].line];
            let t = line
                .instruction()
                .map(|t| t.to_string())
                .unwrap_or_default();
            (t, ids.at(i).map(|x| x[0]))
        })
        .collect()
}

fn id_of(list: &[(String, Option<ExecId>)], text: &str) -> Option<ExecId> {
    list.iter()
        .find(|(t, _)| t == text)
        .unwrap_or_else(|| panic!("no `{text}` in {list:#?}"))
        .1
}

/// `s_and_saveexec` + `s_or exec, exec, sS` in a loop: the code after the restore, the loop's
/// header and its exit all run under the identity before the loop; inside the masked part it
/// is another one.
#[test]
fn a_save_and_restore_in_a_loop_keeps_the_identity() {
    let list = ids("\ts_mov_b32 s8, 4\n\tv_mov_b32_e32 v6, 1.0\n.Lhot:\n\tv_mov_b32_e32 v7, 2.0\n\tv_cmp_lt_f32_e32 vcc_lo, 0, v2\n\ts_and_saveexec_b32 s9, vcc_lo\n\ts_cbranch_execz .Lskip\n\tv_mul_f32_e32 v7, 0.5, v2\n.Lskip:\n\ts_or_b32 exec_lo, exec_lo, s9\n\tv_fmac_f32_e32 v6, v7, v3\n\ts_add_i32 s8, s8, -1\n\ts_cmp_lg_u32 s8, 0\n\ts_cbranch_scc1 .Lhot\n\tv_add_f32_e32 v2, v2, v6\n");
    let outside = id_of(&list, "v_mov_b32_e32 v6, 1.0");
    assert!(outside.is_some());
    assert_eq!(id_of(&list, "v_mov_b32_e32 v7, 2.0"), outside, "header");
    assert_eq!(
        id_of(&list, "v_fmac_f32_e32 v6, v7, v3"),
        outside,
        "after the restore"
    );
    assert_eq!(
        id_of(&list, "v_add_f32_e32 v2, v2, v6"),
        outside,
        "after the loop"
    );
    let masked = id_of(&list, "v_mul_f32_e32 v7, 0.5, v2");
    assert!(masked.is_some() && masked != outside, "{masked:?}");
}

/// Restoring from a register that is not a saved copy of EXEC, or after the saved register
/// was overwritten, or through `s_xor_saveexec`, gives a new identity.
#[test]
fn restores_it_cannot_prove_give_a_new_identity() {
    for (what, mid) in [
        ("overwritten", "\ts_mov_b32 s9, -1\n"),
        ("widened", "\ts_or_b32 exec_lo, exec_lo, s10\n"),
    ] {
        let list = ids(&format!("\tv_mov_b32_e32 v6, 1.0\n\tv_cmp_lt_f32_e32 vcc_lo, 0, v2\n\ts_and_saveexec_b32 s9, vcc_lo\n\tv_mul_f32_e32 v7, 0.5, v2\n{mid}\ts_or_b32 exec_lo, exec_lo, s9\n\tv_add_f32_e32 v2, v2, v6\n"));
        let outside = id_of(&list, "v_mov_b32_e32 v6, 1.0");
        assert_ne!(id_of(&list, "v_add_f32_e32 v2, v2, v6"), outside, "{what}");
    }
    let list = ids("\tv_mov_b32_e32 v6, 1.0\n\tv_cmp_lt_f32_e32 vcc_lo, 0, v2\n\ts_xor_saveexec_b32 s9, vcc_lo\n\tv_mul_f32_e32 v7, 0.5, v2\n\ts_or_b32 exec_lo, exec_lo, s9\n\tv_add_f32_e32 v2, v2, v6\n");
    assert_ne!(
        id_of(&list, "v_add_f32_e32 v2, v2, v6"),
        id_of(&list, "v_mov_b32_e32 v6, 1.0"),
        "xor"
    );
}
