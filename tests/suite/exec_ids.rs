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

/// A strided loop in the structurizer's break-mask form (issue 22, clang-19's gemm_lds_8x8):
/// `sB = 0`, each iteration ORs a compare's lanes into sB and takes them out of EXEC, the exit
/// (EXEC = 0) restores with `s_or exec, exec, sB`. `seed` runs before the loop, `inside` before
/// its compare, `grow` is the instruction adding to sB.
fn break_mask_loop(seed: &str, inside: &str, grow: &str) -> String {
    format!(
        "\tv_mov_b32_e32 v6, 1.0\n{seed}.Lbrk:\n\tv_add_f32_e32 v6, v6, v3\n{inside}\tv_cmp_lt_f32_e32 vcc_lo, 4.0, v6\n{grow}\ts_and_not1_b32 exec_lo, exec_lo, s9\n\ts_cbranch_execnz .Lbrk\n\ts_or_b32 exec_lo, exec_lo, s9\n\tv_add_f32_e32 v2, v2, v6\n"
    )
}

/// The break mask collects exactly the lanes that entered (compares are 0 on inactive lanes,
/// the mask starts empty, EXEC only narrows in the loop), so the code after the restore runs
/// under the entry identity; inside the loop EXEC is another value.
#[test]
fn issue22_a_break_mask_exit_restores_the_entry_identity() {
    let plain = ("\ts_mov_b32 s9, 0\n", "", "\ts_or_b32 s9, vcc_lo, s9\n");
    let e64 = (
        "\ts_mov_b32 s9, 0\n",
        "",
        "\tv_cmp_gt_f32_e64 s10, v6, 4.0\n\ts_or_b32 s9, s9, s10\n",
    );
    for (seed, inside, grow) in [plain, e64] {
        let list = ids(&break_mask_loop(seed, inside, grow));
        let outside = id_of(&list, "v_mov_b32_e32 v6, 1.0");
        assert!(outside.is_some());
        assert_eq!(
            id_of(&list, "v_add_f32_e32 v2, v2, v6"),
            outside,
            "after the loop ({grow})"
        );
        let inner = id_of(&list, "v_add_f32_e32 v6, v6, v3");
        assert!(inner.is_some() && inner != outside, "{inner:?}");
    }
}

/// Each condition of the proof, broken alone, leaves the restore a fresh identity: a mask
/// seeded with lanes EXEC may not hold (all ones, an unknown register), a mask grown by a
/// value that is not a compare of the loop, a second EXEC write in the loop, an exit that does
/// not wait for EXEC to empty, and a mask written between the exit and the restore.
#[test]
fn issue22_break_mask_restores_it_cannot_prove_give_a_new_identity() {
    let zero = "\ts_mov_b32 s9, 0\n";
    let grow = "\ts_or_b32 s9, vcc_lo, s9\n";
    let cases = [
        (
            "seeded all ones",
            break_mask_loop("\ts_mov_b32 s9, -1\n", "", grow),
        ),
        (
            "seeded unknown",
            break_mask_loop("\ts_mov_b32 s9, s11\n", "", grow),
        ),
        (
            "grown by a non-compare",
            break_mask_loop(zero, "", "\ts_or_b32 s9, s11, s9\n"),
        ),
        (
            "second EXEC write",
            break_mask_loop(zero, "\ts_and_b32 exec_lo, exec_lo, s11\n", grow),
        ),
        (
            "exit before EXEC is empty",
            break_mask_loop(
                zero,
                "\ts_cmp_eq_u32 s11, 0\n\ts_cbranch_scc1 .Lout\n",
                grow,
            )
            .replace(
                "\ts_or_b32 exec_lo, exec_lo, s9\n",
                ".Lout:\n\ts_or_b32 exec_lo, exec_lo, s9\n",
            ),
        ),
        (
            "mask written after the exit",
            break_mask_loop(zero, "", grow).replace(
                "\ts_or_b32 exec_lo, exec_lo, s9\n",
                "\ts_or_b32 s9, s9, s11\n\ts_or_b32 exec_lo, exec_lo, s9\n",
            ),
        ),
    ];
    for (what, body) in cases {
        let list = ids(&body);
        let outside = id_of(&list, "v_mov_b32_e32 v6, 1.0");
        assert!(outside.is_some(), "{what}");
        assert_ne!(
            id_of(&list, "v_add_f32_e32 v2, v2, v6"),
            outside,
            "{what}: {list:#?}"
        );
    }
}

/// A break mask reset only once, before an outer loop whose iterations narrow EXEC anew: on
/// the second entry of the inner loop the mask still holds the lanes of the first, so the
/// restore gives back those, not the EXEC this entry came with. The reset must sit on every
/// edge into the loop.
#[test]
fn issue22_a_break_mask_not_reset_on_reentry_proves_nothing() {
    let inner = break_mask_loop("", "", "\ts_or_b32 s9, vcc_lo, s9\n")
        .replace("\tv_mov_b32_e32 v6, 1.0\n", "");
    let body = format!(
        "\tv_mov_b32_e32 v6, 1.0\n\ts_mov_b32 s9, 0\n\ts_mov_b32 s12, 3\n.Louter:\n\tv_cmp_gt_f32_e32 vcc_lo, v2, 0\n\ts_and_b32 exec_lo, exec_lo, vcc_lo\n\tv_mov_b32_e32 v7, 2.0\n{inner}\ts_add_i32 s12, s12, -1\n\ts_cmp_lg_u32 s12, 0\n\ts_cbranch_scc1 .Louter\n"
    );
    let list = ids(&body);
    let entered = id_of(&list, "v_mov_b32_e32 v7, 2.0");
    assert!(entered.is_some(), "{list:#?}");
    assert_ne!(
        id_of(&list, "v_add_f32_e32 v2, v2, v6"),
        entered,
        "{list:#?}"
    );
    // Reset on the edge in, the same shape is proved.
    let reset = body.replace(
        "\tv_mov_b32_e32 v7, 2.0\n",
        "\tv_mov_b32_e32 v7, 2.0\n\ts_mov_b32 s9, 0\n",
    );
    let list = ids(&reset);
    assert_eq!(
        id_of(&list, "v_add_f32_e32 v2, v2, v6"),
        id_of(&list, "v_mov_b32_e32 v7, 2.0"),
        "{list:#?}"
    );
}

/// `s_mov_b32 sS, exec_lo` / `v_cmpx` / `s_or exec, exec, sS`, as clang writes an `if` whose
/// condition is one compare: the `v_cmpx` narrows EXEC, which stays within the copy in sS, so
/// the restore gives the identity before the `if` back (Triton's epilogue guards; a fresh
/// identity there made every later vector write look partial to the lane-exact liveness).
#[test]
fn a_v_cmpx_narrows_and_the_saved_copy_restores() {
    let list = ids("\tv_mov_b32_e32 v6, 1.0\n\ts_mov_b32 s9, exec_lo\n\tv_cmpx_lt_f32_e32 0, v2\n\ts_cbranch_execz .Lskip\n\tv_mul_f32_e32 v6, 0.5, v2\n.Lskip:\n\ts_or_b32 exec_lo, exec_lo, s9\n\tv_add_f32_e32 v2, v2, v6\n");
    let outside = id_of(&list, "v_mov_b32_e32 v6, 1.0");
    assert!(outside.is_some());
    let masked = id_of(&list, "v_mul_f32_e32 v6, 0.5, v2");
    assert!(masked.is_some() && masked != outside);
    assert_eq!(id_of(&list, "v_add_f32_e32 v2, v2, v6"), outside);
    // A `v_cmpx` without a saved copy before it has nothing to restore from.
    let list = ids("\tv_mov_b32_e32 v6, 1.0\n\tv_cmpx_lt_f32_e32 0, v2\n\ts_mov_b32 s9, exec_lo\n\ts_or_b32 exec_lo, exec_lo, s9\n\tv_add_f32_e32 v2, v2, v6\n");
    assert_ne!(
        id_of(&list, "v_add_f32_e32 v2, v2, v6"),
        id_of(&list, "v_mov_b32_e32 v6, 1.0")
    );
}
