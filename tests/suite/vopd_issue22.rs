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
            if passes == "vopd" {
                common::verify_rewrite_ran(&before, &after, &specs);
            } else {
                // sgpr-addr versions clang-19's loop: its unchanged copy counts as rewritten
                // code and runs only when the run-time check fails, which it does not here.
                common::verify_equal_versioned(&before, &after, &specs);
            }
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
    common::verify_rewrite_ran(
        &before,
        &after,
        &[common::repo().join("samples/vector_add/n10000.toml")],
    );
}

const DOT_UNIFORM8: &str = "_Z12dot_uniform8PKfS0_Pfii";
const CONV1D_TAPS: &str = "_Z11conv1d_tapsPKfS0_Pfii";

/// dot_uniform8 (corpus/hip/blas_shapes, both compilers): eight `v_fmac_f32 vAcc, sK, v3`
/// read one loaded element; no two can pair (their VSRC1 is one register). A copy of the
/// element in a free VGPR of the other parity for the FMAs of one accumulator parity lets the
/// scheduling path pair 6 of 8 (five accumulators are even, three odd: three pairs), but the
/// timing model does not price the loop cheaper (its 16 waves per SIMD wait on the loads, and
/// the copy and the split-off address add take back the issue slots the pairs save): the copy
/// is undone, the kernel comes out as it was, and the log gives the model's figures.
#[test]
fn issue22_dot_uniform8_factor_copy_is_tried_and_undone_when_the_loop_gets_no_cheaper() {
    for compiler in ["hip", "hip-clang22"] {
        let before = corpus_file(compiler, "blas_shapes");
        assert_eq!(dual(&before, DOT_UNIFORM8), (1, 8), "{compiler}");
        let (after, log) = optimize(&before, "vopd");
        let (changed, refused) = vopd_said(&log, DOT_UNIFORM8);
        assert!(changed.is_empty(), "{compiler}: {changed:#?}");
        assert!(
            refused.iter().any(|w| w
                .contains("with a factor copy: scheduling the block's FMAs pairs 6 of 8")
                && w.contains("does not get cheaper: model")),
            "{compiler}: {refused:#?}"
        );
        assert_eq!(dual(&after, DOT_UNIFORM8), (1, 8), "{compiler}");
        let loop_text = |m: &Module| {
            let text = m.print();
            let start = text.find("_Z12dot_uniform8PKfS0_Pfii:").expect("kernel");
            let end = start + text[start..].find("s_endpgm").expect("end");
            text[start..end].to_string()
        };
        assert_eq!(loop_text(&after), loop_text(&before), "{compiler}");
    }
}

/// conv1d_taps (both compilers): its four scalar-factor FMAs read three loaded values, one of
/// them twice but as values of two iterations (different reaching definitions), so no copy
/// helps, and the accumulator and factor parities allow one pair, which the compiler already
/// made: the kernel stays as it was, and the log says why.
#[test]
fn issue22_conv1d_taps_keeps_the_compilers_one_pair_with_the_reason() {
    for compiler in ["hip", "hip-clang22"] {
        let before = corpus_file(compiler, "blas_shapes");
        let (after, log) = optimize(&before, "vopd");
        let (changed, refused) = vopd_said(&log, CONV1D_TAPS);
        assert!(changed.is_empty(), "{compiler}: {changed:#?}");
        assert!(
            refused
                .iter()
                .any(|w| w.contains("(the compiler's order: 2)")
                    && w.contains("no copy of a shared VGPR factor")),
            "{compiler}: {refused:#?}"
        );
        assert_eq!(dual(&after, CONV1D_TAPS), dual(&before, CONV1D_TAPS));
    }
}

/// vector_add (gfx1100) with a loop of four `v_fmac_f32 vAcc, sK, vF` whose factors `body`
/// sets; the scalars are set before the loop from inline constants.
fn scalar_kernel(loop_body: &str) -> Module {
    let body = format!(
        "\ts_mov_b32 s8, 4\n\ts_mov_b32 s9, 1.0\n\ts_mov_b32 s10, -2.0\n\ts_mov_b32 s11, 0.5\n\ts_mov_b32 s12, 4.0\n\tv_mov_b32_e32 v6, 0\n\tv_mov_b32_e32 v7, 0\n\tv_mov_b32_e32 v8, 0\n\tv_mov_b32_e32 v9, 0\n.Lhot:\n{loop_body}\ts_add_i32 s8, s8, -1\n\ts_cmp_lg_u32 s8, 0\n\ts_cbranch_scc1 .Lhot\n\tv_add_f32_e32 v6, v6, v7\n\tv_add_f32_e32 v8, v8, v9\n\tv_add_f32_e32 v6, v6, v8\n\tv_add_f32_e32 v2, v2, v6\n"
    );
    let path = common::repo().join("samples/vector_add/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let text = text
        .replacen("\tv_add_f32_e32 v2, v2, v3\n", &body, 1)
        .replace(".amdhsa_next_free_vgpr 6", ".amdhsa_next_free_vgpr 16")
        .replace(".vgpr_count:     6", ".vgpr_count:     16");
    parse_module("scalar.s", &text, None).expect("parses")
}

/// Four scalar-factor FMAs reading one VGPR (v3, B's element, updated each iteration): a copy
/// of it in an even register lets two pairs form; bit-exact on vector_add's spec.
#[test]
fn issue22_a_shared_factor_is_copied_and_its_fmas_pair() {
    let before = scalar_kernel("\tv_add_f32_e32 v3, 1.0, v3\n\tv_fmac_f32_e32 v6, s9, v3\n\tv_fmac_f32_e32 v7, s10, v3\n\tv_fmac_f32_e32 v8, s11, v3\n\tv_fmac_f32_e32 v9, s12, v3\n");
    let (after, log) = optimize(&before, "vopd");
    let e = log.iter().find(|e| e.pass == "vopd").expect("vopd ran");
    assert!(
        e.changed.iter().any(|c| c.contains("v3 copied to v")),
        "{:#?} {:#?}",
        e.changed,
        e.refused
    );
    let out = after.print();
    assert_eq!(out.matches("v_dual_fmac_f32").count(), 4, "{out}");
    assert!(out.contains("v_mov_b32_e32 v"), "{out}");
    assert!(equal(&before, &after));
    common::verify_rewrite_ran(
        &before,
        &after,
        &[common::repo().join("samples/vector_add/n10000.toml")],
    );
}

/// Negative: scalar-factor FMAs whose VGPR factors sit in different banks but of one parity
/// (v3 and v5: VOPD's bank rule holds, the LLVM #220348 hazard does not) and whose values are
/// each read once (a copy helps nothing): nothing pairs, the kernel stays byte for byte.
#[test]
fn issue22_same_parity_factors_in_other_banks_do_not_pair() {
    let before = scalar_kernel("\tv_add_f32_e32 v3, 1.0, v3\n\tv_add_f32_e32 v5, 2.0, v3\n\tv_fmac_f32_e32 v6, s9, v3\n\tv_fmac_f32_e32 v7, s10, v5\n");
    let (after, log) = optimize(&before, "vopd");
    let e = log.iter().find(|e| e.pass == "vopd").expect("vopd ran");
    assert!(e.changed.is_empty(), "{:#?}", e.changed);
    assert!(
        e.refused.iter().any(|(_, w)| w.contains("pairs 0 of 2")),
        "{:#?}",
        e.refused
    );
    assert_eq!(after.print(), before.print());
}

/// Negative: two different literal factors cannot share a VOPD pair (one literal per pair):
/// the block is left alone with VOPD's rule named.
#[test]
fn issue22_literal_factors_are_left_alone_with_the_rule() {
    let before = scalar_kernel("\tv_add_f32_e32 v3, 1.0, v3\n\tv_mov_b32_e32 v4, v3\n\tv_fmac_f32_e32 v6, 0x3fc00000, v3\n\tv_fmac_f32_e32 v7, 0x40400000, v4\n");
    let (after, log) = optimize(&before, "vopd");
    let e = log.iter().find(|e| e.pass == "vopd").expect("vopd ran");
    assert!(e.changed.is_empty(), "{:#?}", e.changed);
    assert!(
        e.refused
            .iter()
            .any(|(_, w)| w.contains("scalar or constant factor")),
        "{:#?}",
        e.refused
    );
    assert_eq!(after.print(), before.print());
}
