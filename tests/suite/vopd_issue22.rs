//! Issue 22 for `vopd`: factor values that arrive in load tuples whose address is the tuple
//! itself (`global_load_b64 v[24:25], v[24:25], off`) move as a whole; FMAs with a scalar
//! factor pair once their VGPR factors sit in registers VOPD's rules allow.

use crate::common;
use common::{optimize, vector_add_equal as equal};
use gfxopt::asm::{parse_module, Module};
use std::path::PathBuf;

const GEMM_4X2: &str = "_Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii";

fn corpus_file(compiler: &str, folder: &str) -> Module {
    let path = common::repo().join(format!("corpus/{compiler}/{folder}/kernel.gfx1100.s"));
    let text = std::fs::read_to_string(&path).expect("read");
    parse_module(&path.display().to_string(), &text, None).expect("parses")
}

fn vopd_said(log: &[gfxopt::passes::PassLogEntry], kernel: &str) -> (Vec<String>, Vec<String>) {
    let e = log
        .iter()
        .find(|e| e.pass == "vopd" && e.kernel == kernel)
        .expect("vopd ran on the kernel");
    (
        e.changed.clone(),
        e.refused.iter().map(|(_, w)| w.clone()).collect(),
    )
}

/// 64-bit global loads of the file whose destination is their address.
fn self_addressed(m: &Module) -> usize {
    m.print()
        .lines()
        .filter(|l| {
            let t: Vec<&str> = l.split_whitespace().collect();
            t.len() > 2 && t[0] == "global_load_b64" && t[1] == t[2]
        })
        .count()
}

fn dual(m: &Module, kernel: &str) -> (u32, u32) {
    let hot = common::stats_of(m, kernel).hot_loop.expect("a hot loop");
    (hot.fma_dual, hot.fma_total)
}

/// gemm_4x2 (corpus/hip/irregular, both compilers): the B values come in 64-bit loads that
/// overwrite their own address (`global_load_b64 v[24:25], v[24:25], off`). The tuples move
/// whole to free registers of the other parity (the address keeps its registers), and every
/// FMA of the hot loop pairs: clang-19 10 -> 16 of 16 dual, clang-22 14 -> 16. Bit-exact on
/// the corpus spec (K = 13, the remainder runs) and a second size (K = 22), with every
/// rewritten instruction run, with `vopd` alone and with the whole gfx1100 pipeline.
#[test]
fn issue22_gemm_4x2_moves_self_addressed_load_tuples_and_pairs_every_fma() {
    for compiler in ["hip", "hip-clang22"] {
        let before = corpus_file(compiler, "irregular");
        let was = dual(&before, GEMM_4X2);
        assert!(was.0 < was.1, "{compiler}: {was:?}");
        let specs: Vec<PathBuf> = vec![
            common::repo().join(format!("corpus/{compiler}/irregular/gemm_4x2.toml")),
            common::repo().join("tests/data/irregular/gemm_4x2_k22.toml"),
        ];
        for passes in ["vopd", "vopd,unroll,sgpr-addr"] {
            let (after, log) = optimize(&before, passes);
            let (changed, refused) = vopd_said(&log, GEMM_4X2);
            assert!(
                changed
                    .iter()
                    .any(|c| c.contains("moved to") && c.contains("the load writing it")),
                "{compiler} {passes}: {changed:#?} {refused:#?}"
            );
            let now = dual(&after, GEMM_4X2);
            assert_eq!(now, (16, 16), "{compiler} {passes}: {changed:#?}");
            // The moved destinations no longer overlap their addresses: each load reads the
            // address registers it read before and writes elsewhere.
            assert!(
                self_addressed(&after) < self_addressed(&before),
                "{compiler} {passes}"
            );
            common::verify_rewrite_ran(&before, &after, &specs);
        }
    }
}

/// vector_add (gfx1100) with a 2 x 2 outer product whose factors come in two 64-bit loads
/// that chase pointers: each load's address is the value the same load returned in the
/// previous iteration (`global_load_b64 v[10:11], v[10:11], off`). Moving the destination
/// alone would leave the next iteration's address in the old registers, so the tuples stay
/// and the log says why.
fn pointer_chase_kernel() -> Module {
    let body = "\ts_mov_b32 s8, 4\n\tv_mov_b32_e32 v10, s4\n\tv_mov_b32_e32 v11, s5\n\tv_mov_b32_e32 v12, s4\n\tv_mov_b32_e32 v13, s5\n\tv_mov_b32_e32 v6, 0\n\tv_mov_b32_e32 v7, 0\n\tv_mov_b32_e32 v8, 0\n\tv_mov_b32_e32 v9, 0\n.Lhot:\n\tglobal_load_b64 v[10:11], v[10:11], off\n\tglobal_load_b64 v[12:13], v[12:13], off offset:8\n\ts_waitcnt vmcnt(0)\n\tv_fmac_f32_e32 v6, v10, v11\n\tv_fmac_f32_e32 v7, v10, v13\n\tv_fmac_f32_e32 v8, v12, v11\n\tv_fmac_f32_e32 v9, v12, v13\n\ts_add_i32 s8, s8, -1\n\ts_cmp_lg_u32 s8, 0\n\ts_cbranch_scc1 .Lhot\n\tv_add_f32_e32 v6, v6, v7\n\tv_add_f32_e32 v8, v8, v9\n\tv_add_f32_e32 v6, v6, v8\n\tv_add_f32_e32 v2, v2, v6\n";
    let path = common::repo().join("samples/vector_add/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let text = text
        .replacen("\tv_add_f32_e32 v2, v2, v3\n", body, 1)
        .replace(".amdhsa_next_free_vgpr 6", ".amdhsa_next_free_vgpr 16")
        .replace(".vgpr_count:     6", ".vgpr_count:     16");
    parse_module("chase.s", &text, None).expect("parses")
}

#[test]
fn issue22_a_tuple_that_is_its_own_loads_next_address_does_not_move() {
    let before = pointer_chase_kernel();
    let (after, log) = optimize(&before, "vopd");
    let e = log.iter().find(|e| e.pass == "vopd").expect("vopd ran");
    let refused: Vec<&String> = e.refused.iter().map(|(_, w)| w).collect();
    assert!(
        refused
            .iter()
            .any(|w| w.contains("is the address of a load of it")),
        "{refused:#?} {:#?}",
        e.changed
    );
    assert!(
        !e.changed.iter().any(|c| c.contains("moved to")),
        "{:#?}",
        e.changed
    );
    assert_eq!(after.print(), before.print());
}

/// The same outer product with loads that overwrite their own address but whose address is
/// computed afresh each iteration (from `s[4:5]`, not from the loaded values): the tuple
/// moves, the block pairs, and vector_add's spec runs it bit for bit.
#[test]
fn issue22_a_self_addressed_tuple_with_a_fresh_address_moves() {
    let body = "\ts_mov_b32 s8, 4\n\tv_mov_b32_e32 v6, 0\n\tv_mov_b32_e32 v7, 0\n\tv_mov_b32_e32 v8, 0\n\tv_mov_b32_e32 v9, 0\n.Lhot:\n\tv_mov_b32_e32 v10, s4\n\tv_mov_b32_e32 v11, s5\n\tv_mov_b32_e32 v12, s4\n\tv_mov_b32_e32 v13, s5\n\tglobal_load_b64 v[10:11], v[10:11], off\n\tglobal_load_b64 v[12:13], v[12:13], off offset:8\n\ts_waitcnt vmcnt(0)\n\tv_fmac_f32_e32 v6, v10, v11\n\tv_fmac_f32_e32 v7, v10, v13\n\tv_fmac_f32_e32 v8, v12, v11\n\tv_fmac_f32_e32 v9, v12, v13\n\ts_add_i32 s8, s8, -1\n\ts_cmp_lg_u32 s8, 0\n\ts_cbranch_scc1 .Lhot\n\tv_add_f32_e32 v6, v6, v7\n\tv_add_f32_e32 v8, v8, v9\n\tv_add_f32_e32 v6, v6, v8\n\tv_add_f32_e32 v2, v2, v6\n";
    let path = common::repo().join("samples/vector_add/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let text = text
        .replacen("\tv_add_f32_e32 v2, v2, v3\n", body, 1)
        .replace(".amdhsa_next_free_vgpr 6", ".amdhsa_next_free_vgpr 16")
        .replace(".vgpr_count:     6", ".vgpr_count:     16");
    let before = parse_module("fresh.s", &text, None).expect("parses");
    let (after, log) = optimize(&before, "vopd");
    let e = log.iter().find(|e| e.pass == "vopd").expect("vopd ran");
    assert!(
        e.changed.iter().any(|c| c.contains("moved to")),
        "{:#?} {:#?}",
        e.changed,
        e.refused
    );
    let out = after.print();
    assert_eq!(out.matches("v_dual_fmac_f32").count(), 4, "{out}");
    assert!(equal(&before, &after));
}
