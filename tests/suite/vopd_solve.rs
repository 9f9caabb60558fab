//! Issue 22: the parity system's split path (`vopd/solve.rs`). A block whose factor tuples hold
//! values that every pairing needs at opposite parities cannot be paired by moving whole
//! tuples: the plan splits a tuple's load into single `ds_load_b32` and moves the values
//! alone. vector_add (gfx1100) gets an LDS-fed 4 x 2 outer product over three k steps, laid out
//! so that each of the three pairings of the four A values meets a `ds_load_b96` holding two
//! of its paired values at one parity:
//!
//! | step | tuple (v[r:r+2]) | single | pairing broken there |
//! |---|---|---|---|
//! | 0 | a0 a1 a2 in v[10:12] | a3 in v13 | (a0,a2)(a1,a3) |
//! | 1 | a2 a0 a3 in v[20:22] | a1 in v23 | (a0,a1)(a2,a3) |
//! | 2 | a0 a1 a3 in v[30:32] | a2 in v33 | (a0,a3)(a1,a2) |
//!
//! Emulated before and after on vector_add's spec, every rewritten instruction run.

use crate::common;
use common::optimize;
use gfxopt::asm::{parse_module, Module};

/// The loads of the three k steps: (A tuple, A single, B pair) and their LDS offsets.
const LOADS: &str = "\
\tds_load_b96 v[10:12], v8
\tds_load_b32 v13, v8 offset:12
\tds_load_b64 v[14:15], v8 offset:4
\tds_load_b96 v[20:22], v8 offset:4
\tds_load_b32 v23, v8
\tds_load_b64 v[24:25], v8 offset:8
\tds_load_b96 v[30:32], v8
\tds_load_b32 v33, v8 offset:12
\tds_load_b64 v[34:35], v8
";

/// The registers of a0..a3 and b0, b1 in each step (the table in the module doc).
const STEPS: [([u16; 4], [u16; 2]); 3] = [
    ([10, 11, 12, 13], [14, 15]),
    ([21, 23, 20, 22], [24, 25]),
    ([30, 31, 33, 32], [34, 35]),
];

fn kernel() -> Module {
    let mut body = String::from(
        "\tds_store_b32 v8, v2\n\tds_store_b32 v8, v3 offset:4\n\tv_mul_f32_e32 v9, v2, v3\n\tds_store_b32 v8, v9 offset:8\n\tv_sub_f32_e32 v9, v2, v3\n\tds_store_b32 v8, v9 offset:12\n",
    );
    for acc in 40..48 {
        body.push_str(&format!("\tv_mov_b32_e32 v{acc}, 0\n"));
    }
    body.push_str("\ts_mov_b32 s8, 2\n.Lhot:\n");
    body.push_str(LOADS);
    body.push_str("\ts_waitcnt lgkmcnt(0)\n");
    for (a, b) in STEPS {
        for (i, ra) in a.iter().enumerate() {
            for (j, rb) in b.iter().enumerate() {
                body.push_str(&format!(
                    "\tv_fmac_f32_e32 v{}, v{ra}, v{rb}\n",
                    40 + 2 * i + j
                ));
            }
        }
    }
    body.push_str("\ts_add_i32 s8, s8, -1\n\ts_cmp_lg_u32 s8, 0\n\ts_cbranch_scc1 .Lhot\n");
    // Every accumulator reaches the output, each with its own weight.
    body.push_str("\tv_mov_b32_e32 v2, v40\n");
    for acc in 41..48 {
        body.push_str(&format!("\tv_fmac_f32_e32 v2, 0x3fc00000, v{acc}\n"));
    }
    let path = common::repo().join("samples/vector_add/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let text = text
        // v8: this lane's 16 bytes of LDS, from its work-item id before v0 is overwritten.
        .replacen("; %bb.0:\n", "; %bb.0:\n\tv_lshlrev_b32_e32 v8, 4, v0\n", 1)
        .replacen("\tv_add_f32_e32 v2, v2, v3\n", &body, 1)
        .replace(".amdhsa_next_free_vgpr 6", ".amdhsa_next_free_vgpr 48")
        .replace(".vgpr_count:     6", ".vgpr_count:     48")
        .replace(
            ".amdhsa_group_segment_fixed_size 0",
            ".amdhsa_group_segment_fixed_size 4096",
        )
        .replace(
            ".group_segment_fixed_size: 0",
            ".group_segment_fixed_size: 4096",
        );
    parse_module("solve.s", &text, None).expect("parses")
}

#[test]
fn issue22_the_parity_system_splits_a_tuple_whose_values_need_opposite_flips() {
    let before = kernel();
    let (after, log) = optimize(&before, "vopd");
    let changed: Vec<&String> = log
        .iter()
        .filter(|e| e.pass == "vopd")
        .flat_map(|e| &e.changed)
        .collect();
    assert!(
        changed
            .iter()
            .any(|c| c.contains("split into single ds_load_b32") && c.contains("opposite parity")),
        "{log:#?}"
    );
    let (hb, ha) = (
        common::stats(&before).hot_loop.expect("hot loop"),
        common::stats(&after).hot_loop.expect("hot loop"),
    );
    assert_eq!(hb.fma_total, 24);
    assert!(hb.fma_dual < hb.fma_total);
    assert_eq!(ha.fma_dual, ha.fma_total, "{log:#?}");
    common::verify_rewrite_ran(
        &before,
        &after,
        &[common::repo().join("samples/vector_add/n10000.toml")],
    );
}
