//! `vopd` re-targets a load tuple inside its own registers when no VGPR is free: emulated
//! before and after on vector_add's spec.

use crate::common;
use common::{optimize, vector_add_equal as equal};
use gfxopt::asm::{parse_module, Module};

/// vector_add (gfx1100) with a 2 x 2 outer product in a loop whose factors come in two LDS
/// `ds_load_b64` that each hold a column and a row value (A, B, 2A, B+1 per lane, stored to
/// LDS first): columns v10 and v12 (both even), rows v11 and v13 (both odd). Every VGPR up to
/// v255 is named (the kernel declares 256), so no value or tuple can move to a free register:
/// only swapping a load's two values inside its own registers gives both sides a pair.
fn full_kernel() -> Module {
    let mut body = String::from(
        "\tv_mbcnt_lo_u32_b32 v15, -1, 0\n\tv_lshlrev_b32_e32 v15, 4, v15\n\tv_mul_f32_e32 v4, 2.0, v2\n\tv_add_f32_e32 v5, 1.0, v3\n\tds_store_b64 v15, v[2:3]\n\tds_store_b64 v15, v[4:5] offset:8\n",
    );
    for n in 16..256 {
        body.push_str(&format!("\tv_mov_b32_e32 v{n}, 0\n"));
    }
    body.push_str("\ts_mov_b32 s8, 4\n\tv_mov_b32_e32 v6, 0\n\tv_mov_b32_e32 v7, 0\n\tv_mov_b32_e32 v8, 0\n\tv_mov_b32_e32 v9, 0\n\ts_waitcnt lgkmcnt(0)\n.Lhot:\n\tds_load_b64 v[10:11], v15\n\tds_load_b64 v[12:13], v15 offset:8\n\ts_waitcnt lgkmcnt(0)\n\tv_fmac_f32_e32 v6, v10, v11\n\tv_fmac_f32_e32 v7, v10, v13\n\tv_fmac_f32_e32 v8, v12, v11\n\tv_fmac_f32_e32 v9, v12, v13\n\ts_add_i32 s8, s8, -1\n\ts_cmp_lg_u32 s8, 0\n\ts_cbranch_scc1 .Lhot\n\tv_add_f32_e32 v6, v6, v7\n\tv_add_f32_e32 v8, v8, v9\n\tv_add_f32_e32 v6, v6, v8\n\tv_add_f32_e32 v2, v2, v6\n");
    let path = common::repo().join("samples/vector_add/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let text = text
        .replacen("\tv_add_f32_e32 v2, v2, v3\n", &body, 1)
        .replace(".amdhsa_next_free_vgpr 6", ".amdhsa_next_free_vgpr 256")
        .replace(".vgpr_count:     6", ".vgpr_count:     256")
        .replace(
            ".amdhsa_group_segment_fixed_size 0",
            ".amdhsa_group_segment_fixed_size 1024",
        )
        .replace(
            ".group_segment_fixed_size: 0",
            ".group_segment_fixed_size: 1024",
        );
    parse_module("rotate.s", &text, None).expect("parses")
}

#[test]
fn a_load_tuple_rotates_in_its_registers_when_no_vgpr_is_free() {
    let before = full_kernel();
    let (after, log) = optimize(&before, "vopd");
    let e = log.iter().find(|e| e.pass == "vopd").expect("vopd ran");
    assert!(
        e.changed
            .iter()
            .any(|c| c.contains("rotated in its own registers") && c.contains("1 more LDS")),
        "{log:#?}"
    );
    let text = after.print();
    assert_eq!(text.matches("v_dual_fmac_f32").count(), 4, "{text}");
    assert_eq!(text.matches("ds_load_b32").count(), 2, "{text}");
    assert_eq!(text.matches("ds_load_b64").count(), 1, "{text}");
    assert!(equal(&before, &after));
}

/// Issue 22: Triton's fp32 matmul for gfx1100 (all 256 VGPRs in use, every A value of a k step
/// at the same offset of its row's `ds_load_b128`, masked global loads narrowing and restoring
/// EXEC inside the hot loop). Half the A rows' tuples rotate inside their registers, the
/// accumulators are renamed in the loop (its EXEC proved steady by `flow::exec`) with the
/// loop's critical exit edge split for the swaps back, and every FMA of the block is dual.
/// Emulated before and after at two sizes; the rewritten instructions run.
#[test]
fn triton_fp32_matmul_is_fully_dual_and_bit_exact() {
    let (dir, before) = common::triton_gfx1100("matmul_fp32");
    let (after, log) = optimize(&before, "vopd");
    let e = log.iter().find(|e| e.pass == "vopd").expect("vopd ran");
    let rotated = e
        .changed
        .iter()
        .filter(|c| c.contains("rotated in its own registers"))
        .count();
    assert_eq!(rotated, 16, "{log:#?}");
    assert!(
        e.changed
            .iter()
            .any(|c| c.contains("512 FMAs") && c.contains("as 256 v_dual_fmac_f32 pairs")),
        "{log:#?}"
    );
    let printed = after.print();
    assert!(printed.contains("_vopd_exit0:"), "the exit edge is split");
    let second = common::repo().join("tests/data/triton_matmul_fp32/gfx1100-k100.toml");
    common::verify_rewrite_ran(&before, &after, &[dir.join("gfx1100.toml"), second]);
}
