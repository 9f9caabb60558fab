//! `vopd` moves a value's def-use web to another register only when that is an identity of
//! the program on every lane: emulated before and after on vector_add's spec.

use crate::common;
use common::{optimize, vector_add_equal as equal};
use gfxopt::asm::{parse_module, Module};

/// vector_add (gfx1100) with a hot loop after the loads: 4 times `acc += x * B`, where `x` is
/// 2.0, or A/2 in the lanes whose A is positive. `x` (v7) and B (v3) share bank 3: a bank
/// conflict the pass wants to remove by moving one of them. With `narrowed`, `x = B` is
/// written under a narrowed EXEC without a branch around it, so the flow sees that write
/// alone reach the FMA although the other lanes read the 2.0.
fn kernel(narrowed: bool) -> Module {
    let (enter, leave) = if narrowed {
        (
            "\tv_cmp_lt_f32_e32 vcc_lo, 0, v2\n\ts_and_saveexec_b32 s9, vcc_lo\n",
            "\ts_or_b32 exec_lo, exec_lo, s9\n",
        )
    } else {
        ("", "")
    };
    let body = format!(
        "\ts_mov_b32 s8, 4\n\tv_mov_b32_e32 v6, 0\n.Lhot:\n\tv_mov_b32_e32 v7, 2.0\n{enter}\tv_mul_f32_e32 v7, 0.5, v2\n{leave}\tv_fmac_f32_e32 v6, v7, v3\n\ts_add_i32 s8, s8, -1\n\ts_cmp_lg_u32 s8, 0\n\ts_cbranch_scc1 .Lhot\n\tv_add_f32_e32 v2, v2, v6\n"
    );
    let path = common::repo().join("samples/vector_add/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let text = text
        .replacen("\tv_add_f32_e32 v2, v2, v3\n", &body, 1)
        .replace(".amdhsa_next_free_vgpr 6", ".amdhsa_next_free_vgpr 16")
        .replace(".vgpr_count:     6", ".vgpr_count:     16");
    parse_module("webs.s", &text, None).expect("parses")
}

fn vopd_log(log: &[gfxopt::passes::PassLogEntry]) -> (Vec<String>, Vec<String>) {
    let e = log.iter().find(|e| e.pass == "vopd").expect("vopd ran");
    (
        e.changed.clone(),
        e.refused.iter().map(|(_, w)| w.clone()).collect(),
    )
}

/// Under one EXEC the move happens, removes the conflict, and the results are the same.
#[test]
fn a_web_under_one_exec_moves_and_stays_exact() {
    let before = kernel(false);
    let (after, log) = optimize(&before, "vopd");
    let (changed, _) = vopd_log(&log);
    assert!(
        changed.iter().any(|c| c.contains("bank conflicts 1 -> 0")),
        "{log:#?}"
    );
    assert!(equal(&before, &after));
}

/// A write under a narrowed EXEC is not the value's whole life: moving x's web (v7, the
/// first source the conflict mover tries) would hand the other lanes the new register's
/// contents instead of 2.0. The pass leaves x and moves B (v3) instead: B's web (its load
/// before the loop, the FMA in it) runs under the launch's EXEC, which the loop narrows and
/// restores (`flow::exec` follows the `s_and_saveexec` / `s_or` pair). A proof too weak for
/// x moves v7 first and the outputs differ.
#[test]
fn a_web_written_under_a_narrowed_exec_stays() {
    let before = kernel(true);
    let (after, log) = optimize(&before, "vopd");
    let (changed, _) = vopd_log(&log);
    assert!(
        !changed.iter().any(|c| c.contains("v7 renamed")),
        "{log:#?}"
    );
    assert!(
        changed
            .iter()
            .any(|c| c.contains("v3 renamed") && c.contains("bank conflicts 1 -> 0")),
        "{log:#?}"
    );
    assert!(
        after.print().contains("v_fmac_f32_e32 v6, v7, v"),
        "x stays in v7"
    );
    assert!(equal(&before, &after));
}

/// vector_add (gfx1100) with a 2 x 2 outer product in a loop whose factors come in two 64-bit
/// loads that each hold a column and a row value: columns v10 and v12 (both even), rows v11
/// and v13 (both odd). No single value can move (each is part of its load's tuple); the pass
/// moves the second load's whole tuple to an odd base, which gives both sides a pair.
fn mixed_tuple_kernel() -> Module {
    let body = "\ts_mov_b32 s8, 4\n\tv_mov_b32_e32 v14, 0\n\tv_mov_b32_e32 v6, 0\n\tv_mov_b32_e32 v7, 0\n\tv_mov_b32_e32 v8, 0\n\tv_mov_b32_e32 v9, 0\n.Lhot:\n\tglobal_load_b64 v[10:11], v14, s[4:5]\n\tglobal_load_b64 v[12:13], v14, s[4:5] offset:8\n\ts_waitcnt vmcnt(0)\n\tv_fmac_f32_e32 v6, v10, v11\n\tv_fmac_f32_e32 v7, v10, v13\n\tv_fmac_f32_e32 v8, v12, v11\n\tv_fmac_f32_e32 v9, v12, v13\n\ts_add_i32 s8, s8, -1\n\ts_cmp_lg_u32 s8, 0\n\ts_cbranch_scc1 .Lhot\n\tv_add_f32_e32 v6, v6, v7\n\tv_add_f32_e32 v8, v8, v9\n\tv_add_f32_e32 v6, v6, v8\n\tv_add_f32_e32 v2, v2, v6\n";
    let path = common::repo().join("samples/vector_add/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let text = text
        .replacen("\tv_add_f32_e32 v2, v2, v3\n", body, 1)
        .replace(".amdhsa_next_free_vgpr 6", ".amdhsa_next_free_vgpr 16")
        .replace(".vgpr_count:     6", ".vgpr_count:     16");
    parse_module("tuple.s", &text, None).expect("parses")
}

#[test]
fn a_load_tuple_moves_as_a_whole_when_no_single_value_can() {
    let before = mixed_tuple_kernel();
    let (after, log) = optimize(&before, "vopd");
    let (changed, refused) = vopd_log(&log);
    assert!(
        changed.iter().any(|c| c.contains("v[12:13] moved to")),
        "{changed:#?} {refused:#?}"
    );
    assert!(
        changed
            .iter()
            .any(|c| c.contains("as 2 v_dual_fmac_f32 pairs")),
        "{changed:#?}"
    );
    let text = after.print();
    assert_eq!(text.matches("v_dual_fmac_f32").count(), 4, "{text}");
    assert!(equal(&before, &after));
}
