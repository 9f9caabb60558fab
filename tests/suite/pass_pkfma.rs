//! Pass `pkfma` on the gfx942 SGEMM samples: hot-loop FMAs packed into `v_pk_fma_f32` (counted
//! by the analyses before and after), occupancy kept, bit-exact results on the emulator at two
//! sizes, stated reasons where it does not apply; and the remap restore it uses, checked on the
//! emulator for random permutations on both targets.

use crate::common;
use common::{load, optimize, stats, verify_at_two_sizes};

use gfxopt::asm::{Module, Target};
use gfxopt::emu::run_snippet;
use gfxopt::passes::remap::{instructions, sequentialise, swap_count, Step};
use gfxopt::passes::{parse_pass_list, run_pipeline, Assumptions, PassLogEntry};
use proptest::prelude::*;
use std::collections::BTreeMap;

/// Packs, keeps the FMA count and occupancy, never lowers the packed count; returns the hot
/// loop's (packed before, packed after, total) and the pass log.
fn packed(name: &str, passes: &str) -> (u32, u32, u32, Module, Module, Vec<PassLogEntry>) {
    let before = load(name, "gfx942");
    let (after, log) = optimize(&before, passes);
    let (b, a) = (stats(&before), stats(&after));
    let (hb, ha) = (b.hot_loop.expect("hot loop"), a.hot_loop.expect("hot loop"));
    assert_eq!(ha.fma_total, hb.fma_total, "{name}: FMAs lost or added");
    assert!(
        ha.fma_dual > hb.fma_dual,
        "{name}: nothing packed: {log:#?}"
    );
    assert_eq!(a.occupancy, b.occupancy, "{name}: occupancy dropped");
    assert!(a.packed_fma > b.packed_fma);
    (hb.fma_dual, ha.fma_dual, ha.fma_total, before, after, log)
}

#[test]
fn ldsopt_every_hot_loop_fma_packed_and_exact() {
    let (_, after_packed, total, before, after, log) = packed("sgemm_ldsopt", "pkfma");
    assert!(
        after_packed * 100 >= total * 95,
        "{after_packed}/{total}: {log:#?}"
    );
    // The renamed accumulators are restored on the loop's edges.
    let pk = log.iter().find(|e| e.pass == "pkfma").expect("pkfma entry");
    assert!(
        pk.changed
            .iter()
            .any(|c| c.contains("restore instructions")),
        "{pk:#?}"
    );
    verify_at_two_sizes("sgemm_ldsopt", &before, &after);
}

#[test]
fn pipelined_sgemm_packs_what_aligns_and_says_why_not_the_rest() {
    for name in ["sgemm_regtile", "sgemm_dbuf"] {
        let (_, after_packed, total, before, after, log) = packed(name, "pkfma");
        let pk = log.iter().find(|e| e.pass == "pkfma").expect("pkfma entry");
        // clang's own copies (`v_mov_b32 v216, v125; v_mov_b32 v217, v126`) pair factors that
        // its ds_read_b128 tuples keep apart: read in place of the originals.
        assert!(
            pk.changed
                .iter()
                .any(|c| c.contains("compiler's own v_mov_b32 copies")),
            "{name}: {pk:#?}"
        );
        if after_packed < total {
            assert!(
                pk.refused
                    .iter()
                    .any(|(_, why)| why.contains("copy-operands")),
                "{name}: {pk:#?}"
            );
        }
        let specs: Vec<_> = ["n128.toml", "n256.toml"]
            .iter()
            .map(|s| common::repo().join("samples").join(name).join(s))
            .collect();
        common::verify_rewrite_ran(&before, &after, &specs);
    }
}

#[test]
fn copy_operands_packs_the_rest_of_the_pipelined_sgemm() {
    for name in ["sgemm_regtile", "sgemm_dbuf"] {
        let (_, after_packed, total, before, after, log) = packed(name, "pkfma=copy-operands");
        assert!(
            after_packed * 100 >= total * 95,
            "{name}: {after_packed}/{total}: {log:#?}"
        );
        verify_at_two_sizes(name, &before, &after);
    }
}

#[test]
fn refusals_name_the_reason() {
    let cases = [
        ("sgemm_ldsopt", "gfx1100", "gfx942 only"),
        ("sgemm_lds", "gfx942", "one accumulator in sequence"),
        ("vector_add", "gfx942", "no loop"),
    ];
    for (name, target, reason) in cases {
        let before = load(name, target);
        let (after, log) = optimize(&before, "pkfma");
        let pk = log.iter().find(|e| e.pass == "pkfma").expect("pkfma entry");
        assert!(pk.changed.is_empty(), "{name}: {pk:#?}");
        assert!(
            pk.refused.iter().any(|(_, why)| why.contains(reason)),
            "{name} {target}: {pk:#?}"
        );
        assert_eq!(stats(&after).packed_fma, stats(&before).packed_fma);
    }
    let bad = parse_pass_list("pkfma=fast").expect("parses");
    let mut m = load("sgemm_ldsopt", "gfx942");
    assert!(run_pipeline(&mut m, &bad, None, &Assumptions::new(), None).is_err());
}

/// clang packs the register tiles of corpus/hip `gemm_regtile` and `gemm_lds_dbuf` itself on
/// gfx942: the pass leaves them alone and says so (not "none of 0 FMAs pairs", nor that the
/// double-buffered loop writes EXEC).
#[test]
fn loops_the_compiler_packed_are_left_alone_with_that_reason() {
    let path = common::repo().join("corpus/hip/gemm_tiles/kernel.gfx942.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let before = gfxopt::asm::parse_module("gemm_tiles.s", &text, None).expect("parses");
    let (after, log) = optimize(&before, "pkfma");
    let regtiles: Vec<&PassLogEntry> = log
        .iter()
        .filter(|e| e.pass == "pkfma" && e.kernel.contains("gemm_"))
        .collect();
    assert_eq!(regtiles.len(), 4, "{log:#?}");
    for e in regtiles {
        assert!(e.changed.is_empty(), "{e:#?}");
        assert!(
            e.refused
                .iter()
                .any(|(_, why)| why.contains("no scalar FP32 FMA to pack")
                    && why.contains("packed already")),
            "{e:#?}"
        );
    }
    assert_eq!(after.print(), before.print());
}

/// tests/data/pkalign (clang-19 without SLP): four scalar FMAs whose factors clang left in
/// registers that share no aligned pair, as a module with `edit` applied to its text.
fn pkalign(edit: impl Fn(&str) -> String) -> Module {
    let path = common::repo().join("tests/data/pkalign/kernel.gfx942.s");
    let text = edit(&std::fs::read_to_string(&path).expect("read"));
    gfxopt::asm::parse_module("pkalign.gfx942.s", &text, None).expect("parses")
}

fn pkalign_specs() -> Vec<std::path::PathBuf> {
    ["n16.toml", "n33.toml"]
        .iter()
        .map(|s| common::repo().join("tests/data/pkalign").join(s))
        .collect()
}

/// The pass's log for the kernel, as one string.
fn said(log: &[PassLogEntry]) -> String {
    format!(
        "{:?}",
        log.iter().find(|e| e.pass == "pkfma").expect("pkfma entry")
    )
}

/// Replaces the one line of `text` that is exactly `line` (tabs trimmed) by `by`.
fn replace_line(text: &str, line: &str, by: &str) -> String {
    let hits = text.lines().filter(|l| l.trim() == line).count();
    assert_eq!(hits, 1, "`{line}` is not one line of the kernel");
    text.lines()
        .map(|l| {
            if l.trim() == line {
                by.to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// Issue 22 goal 4: none of the four FMAs pairs as the compiler allocated them (`v5` and `v7`
/// hold partners' factors in two different pairs); moving factor webs into a free aligned pair
/// packs all four, adds no instruction, keeps occupancy, and the result is bit-exact on two
/// sizes with every renamed and packed instruction run.
#[test]
fn factors_move_into_aligned_pairs_and_all_four_fmas_pack() {
    let before = pkalign(str::to_string);
    let (after, log) = optimize(&before, "pkfma");
    let (b, a) = (stats(&before), stats(&after));
    let (hb, ha) = (b.hot_loop.expect("hot loop"), a.hot_loop.expect("hot loop"));
    assert_eq!(
        (hb.fma_dual, ha.fma_dual, ha.fma_total),
        (0, 4, 4),
        "{}",
        said(&log)
    );
    assert!(
        said(&log).contains("factor values moved into aligned pairs"),
        "{}",
        said(&log)
    );
    assert_eq!(a.occupancy, b.occupancy);
    // Two packed FMAs in place of four scalar ones, nothing added.
    assert_eq!(a.instructions + 2, b.instructions);
    common::verify_rewrite_ran(&before, &after, &pkalign_specs());
}

/// A factor redefined between two partners: `v5` written again after the first FMA reads it
/// means neither FMA can move to the other (the earlier one would cross the new write, the
/// later one its own factor's definition), so that pair stays scalar whatever the registers;
/// the other pair still packs by moving factors, bit-exact.
#[test]
fn factors_redefined_inside_the_pair_window_keep_that_pair_scalar() {
    let before = pkalign(|t| {
        replace_line(
            t,
            "v_fmac_f32_e32 v0, v5, v9",
            "\tv_fmac_f32_e32 v0, v5, v9\n\tv_add_f32_e32 v5, 1.0, v5",
        )
    });
    let (after, log) = optimize(&before, "pkfma");
    let ha = stats(&after).hot_loop.expect("hot loop");
    assert_eq!((ha.fma_dual, ha.fma_total), (2, 4), "{}", said(&log));
    assert!(
        after.print().contains("v_fmac_f32_e32 v0,"),
        "{}",
        after.print()
    );
    common::verify_rewrite_ran(&before, &after, &pkalign_specs());
}

/// A factor also read inside a register tuple (here `v[6:7]`, a dead result) cannot move: its
/// web is refused with that reason, its partner has no free neighbour (`v6` is now named), and
/// the kernel comes out byte for byte.
#[test]
fn a_factor_inside_a_tuple_is_not_moved_and_the_kernel_is_unchanged() {
    let before = pkalign(|t| {
        replace_line(
            t,
            "v_mul_f32_e32 v7, s7, v7",
            "\tv_mul_f32_e32 v7, s7, v7\n\tv_pk_add_f32 v[14:15], v[6:7], v[6:7]",
        )
    });
    let (after, log) = optimize(&before, "pkfma");
    assert!(
        said(&log).contains("part of a register tuple"),
        "{}",
        said(&log)
    );
    assert!(
        said(&log).contains("none of the 4 scalar FMAs pairs"),
        "{}",
        said(&log)
    );
    assert_eq!(after.print(), before.print());
}

/// An FMA with a modifier (`-v7`) stays scalar and pins its accumulator; the pair of the other
/// two accumulators still packs by moving factors, bit-exact.
#[test]
fn an_fma_with_modifiers_stays_scalar_while_the_others_pack() {
    let before = pkalign(|t| {
        replace_line(
            t,
            "v_fmac_f32_e32 v1, v7, v8",
            "\tv_fma_f32 v1, -v7, v8, v1",
        )
    });
    let (after, log) = optimize(&before, "pkfma");
    let ha = stats(&after).hot_loop.expect("hot loop");
    assert_eq!((ha.fma_dual, ha.fma_total), (2, 4), "{}", said(&log));
    assert!(said(&log).contains("modifiers"), "{}", said(&log));
    // Still scalar, with its modifier (its factor may have moved with its web).
    let text = after.print();
    assert!(
        text.lines()
            .any(|l| l.trim().starts_with("v_fma_f32 v1, -v") && l.trim().ends_with(", v8, v1")),
        "{text}"
    );
    common::verify_rewrite_ran(&before, &after, &pkalign_specs());
}

/// pkalign with the compiler-style copies `v16 = v5`, `v17 = v7` (placed by `copies`) and `v5`,
/// `v7` pinned inside a register tuple (`v_pk_add_f32 v[14:15], v[4:5], v[6:7]`, a dead
/// result), so no factor web can move and only the copies can put partners' factors side by
/// side.
fn pkalign_with_copies(copies: &str) -> Module {
    pkalign(|t| {
        let t = replace_line(
            t,
            "v_sub_f32_e32 v8, v8, v5",
            "\tv_sub_f32_e32 v8, v8, v5\n\tv_pk_add_f32 v[14:15], v[4:5], v[6:7]",
        );
        copies.split(';').fold(t, |t, edit| {
            let (line, by) = edit.split_once("=>").expect("LINE=>LINES");
            replace_line(&t, line.trim(), by)
        })
    })
}

/// Issue 22 goal 4: factors read from the copies the compiler made of them. The tuple read
/// keeps every factor where it is, and as allocated no two FMAs pair; reading `v5` and `v7`
/// from their copies `v16` and `v17` (an aligned pair) packs all four with no instruction
/// added, bit-exact on two sizes with every rewritten instruction run.
#[test]
fn factors_read_from_the_compilers_copies_pack_all_four_fmas() {
    let before = pkalign_with_copies(
        "v_pk_add_f32 v[14:15], v[4:5], v[6:7]=>\tv_pk_add_f32 v[14:15], v[4:5], v[6:7]\n\tv_mov_b32_e32 v16, v5\n\tv_mov_b32_e32 v17, v7",
    );
    let (after, log) = optimize(&before, "pkfma");
    let (b, a) = (stats(&before), stats(&after));
    let (hb, ha) = (b.hot_loop.expect("hot loop"), a.hot_loop.expect("hot loop"));
    assert_eq!(
        (hb.fma_dual, ha.fma_dual, ha.fma_total),
        (0, 4, 4),
        "{}",
        said(&log)
    );
    assert!(
        said(&log).contains("compiler's own v_mov_b32 copies"),
        "{}",
        said(&log)
    );
    let text = after.print();
    assert_eq!(
        text.lines()
            .filter(|l| l.trim().starts_with("v_pk_fma_f32") && l.contains("v[16:17]"))
            .count(),
        2,
        "{text}"
    );
    assert_eq!(a.instructions + 2, b.instructions);
    common::verify_rewrite_ran(&before, &after, &pkalign_specs());
}

/// A copy taken before its source changes (`v16 = v5` before `v5 -= s7`) no longer holds the
/// factor: it is not read, nothing pairs, and the kernel comes out byte for byte.
#[test]
fn a_copy_of_a_factor_redefined_since_is_not_read() {
    let before = pkalign_with_copies(
        "v_subrev_f32_e32 v5, s7, v5=>\tv_mov_b32_e32 v16, v5\n\tv_subrev_f32_e32 v5, s7, v5;\
         v_pk_add_f32 v[14:15], v[4:5], v[6:7]=>\tv_pk_add_f32 v[14:15], v[4:5], v[6:7]\n\tv_mov_b32_e32 v17, v7",
    );
    let (after, log) = optimize(&before, "pkfma");
    assert!(
        said(&log).contains("none of the 4 scalar FMAs pairs"),
        "{}",
        said(&log)
    );
    assert_eq!(after.print(), before.print());
}

/// A copy overwritten before the FMAs meet (`v16 = 0` after `v16 = v5`) is not read either:
/// nothing pairs, byte for byte.
#[test]
fn a_copy_overwritten_before_the_fmas_meet_is_not_read() {
    let before = pkalign_with_copies(
        "v_pk_add_f32 v[14:15], v[4:5], v[6:7]=>\tv_pk_add_f32 v[14:15], v[4:5], v[6:7]\n\tv_mov_b32_e32 v16, v5\n\tv_mov_b32_e32 v17, v7\n\tv_mov_b32_e32 v16, 0",
    );
    let (after, log) = optimize(&before, "pkfma");
    assert!(
        said(&log).contains("none of the 4 scalar FMAs pairs"),
        "{}",
        said(&log)
    );
    assert_eq!(after.print(), before.print());
}

/// Greedy partner choice against a maximum matching: with the copies `v16 = v5`, `v17 = v7`,
/// `v0` (`v5·v9`) pairs with `v1` (`v7·v8`, through the copies) and with `v2` (`v4·v9`, `v4:v5`
/// a pair), `v1` with `v3` (`v6·v8`), but `v2` not with `v3`. Taking the aligned accumulator
/// pair `v0, v1` first leaves two FMAs scalar; the maximum matching `v0-v2`, `v1-v3` packs all
/// four (renaming the accumulators), bit-exact with every rewritten instruction run.
#[test]
fn a_maximum_matching_packs_what_the_greedy_choice_leaves() {
    let before = pkalign_with_copies(
        "v_pk_add_f32 v[14:15], v[4:5], v[6:7]=>\tv_pk_add_f32 v[14:15], v[4:5], v[6:7]\n\tv_mov_b32_e32 v16, v5\n\tv_mov_b32_e32 v17, v7;\
         v_fmac_f32_e32 v2, v8, v5=>\tv_fmac_f32_e32 v2, v4, v9;\
         v_fmac_f32_e32 v3, v9, v7=>\tv_fmac_f32_e32 v3, v6, v8",
    );
    let (after, log) = optimize(&before, "pkfma");
    let ha = stats(&after).hot_loop.expect("hot loop");
    assert_eq!((ha.fma_dual, ha.fma_total), (4, 4), "{}", said(&log));
    assert!(
        said(&log).contains("renamed to aligned pairs"),
        "{}",
        said(&log)
    );
    common::verify_rewrite_ran(&before, &after, &pkalign_specs());
}

/// Runs the restore sequence of a parallel copy on the emulator: every destination must end
/// with its source's original value, every other register untouched.
fn check_on_emulator(target: Target, copies: &[(u16, u16)], steps: &[Step]) {
    // The wave holds the registers the snippet names: a self-copy of v63 makes it hold 64.
    let text: Vec<String> = std::iter::once("\tv_mov_b32_e32 v63, v63".to_string())
        .chain(instructions(steps).iter().map(|i| format!("\t{i}")))
        .collect();
    let value = |r: u16| 0x1000_0000 + r as u32 * 0x101;
    let w = run_snippet(target, &text.join("\n"), |w| {
        for r in 0..64u16 {
            w.v[r as usize] = [value(r); 64];
        }
    })
    .unwrap_or_else(|e| panic!("{e}"));
    let dsts: BTreeMap<u16, u16> = copies.iter().copied().collect();
    for r in 0..64u16 {
        let want = value(dsts.get(&r).copied().unwrap_or(r));
        assert_eq!(w.v[r as usize][0], want, "{target:?} v{r} after {text:?}");
    }
}

fn cycles(perm: &[u16]) -> usize {
    let mut seen = vec![false; perm.len()];
    let mut n = 0;
    for s in 0..perm.len() {
        if !seen[s] {
            n += 1;
            let mut c = s;
            while !seen[c] {
                seen[c] = true;
                c = perm[c] as usize;
            }
        }
    }
    n
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// A random permutation of N VGPRs (at a random base): swaps only, elements − cycles of
    /// them, and the identity mapping (every value where the copy says) on both targets.
    #[test]
    fn permutation_restore_is_exact(
        perm in (1usize..24).prop_flat_map(|n| Just((0..n as u16).collect::<Vec<_>>()).prop_shuffle()),
        base in 0u16..32,
    ) {
        let copies: Vec<(u16, u16)> = perm
            .iter()
            .enumerate()
            .map(|(i, &p)| (base + i as u16, base + p))
            .collect();
        let steps = sequentialise(&copies).expect("a permutation has distinct destinations");
        prop_assert!(steps.iter().all(|s| matches!(s, Step::Swap(..))));
        prop_assert_eq!(swap_count(&steps), perm.len() - cycles(&perm));
        for target in [Target::Gfx1100, Target::Gfx942] {
            check_on_emulator(target, &copies, &steps);
        }
        // The inverse copy brings every value back: the composition is the identity.
        let back: Vec<(u16, u16)> = copies.iter().map(|&(d, s)| (s, d)).collect();
        let mut all = steps.clone();
        all.extend(sequentialise(&back).expect("inverse"));
        let identity: Vec<(u16, u16)> = Vec::new();
        check_on_emulator(Target::Gfx942, &identity, &all);
    }

    /// A partial map into free registers (chains end in a register whose value is dead).
    #[test]
    fn partial_map_with_free_registers_is_exact(
        srcs in proptest::collection::vec(0u16..40, 1..16),
        dsts in Just((0u16..48).collect::<Vec<_>>()).prop_shuffle(),
    ) {
        let copies: Vec<(u16, u16)> = srcs.iter().zip(&dsts).map(|(&s, &d)| (d, s)).collect();
        let steps = sequentialise(&copies).expect("distinct destinations");
        for target in [Target::Gfx1100, Target::Gfx942] {
            check_on_emulator(target, &copies, &steps);
        }
    }
}

/// A broadcast factor (`op_sel_hi:[0,..]`) whose pair partner no instruction writes: the pair
/// names it, the op never reads it. clang-19 `-O1`'s `gemm_4x2` has one (v[40:41]); the verifier
/// after `pkfma` rejected the output as reading an undefined v41 (exit 7). Packed, verified, and
/// the partner is still counted in the kernel's registers.
#[test]
fn a_broadcast_factor_whose_partner_is_never_written_packs_and_verifies() {
    let path = common::repo().join("tests/data/pkfma/irregular_O1.gfx942.s");
    let text = std::fs::read_to_string(&path).expect("test input");
    let before = gfxopt::asm::parse_module("irregular_O1.gfx942.s", &text, None).expect("parses");
    let mut after = before.clone();
    let outcome = run_pipeline(
        &mut after,
        &parse_pass_list("pkfma").expect("passes"),
        Some("gemm_4x2"),
        &Assumptions::new(),
        None,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let printed = after.print();
    assert!(
        printed.contains("v_pk_fma_f32 v[8:9], v[40:41], v[36:37], v[8:9] op_sel_hi:[0,1,1]"),
        "{:#?}",
        outcome.log
    );
    assert!(
        printed.contains(".amdhsa_next_free_vgpr 42"),
        "the named partner v41 is counted"
    );
    let after = gfxopt::asm::parse_module("optimized.s", &printed, None).expect("output parses");
    let specs = [
        common::repo().join("corpus/hip/irregular/gemm_4x2.toml"),
        common::repo().join("tests/data/gemm_4x2/k40.toml"),
    ];
    common::verify_rewrite_ran(&before, &after, &specs);
}

/// One instruction a random edit of pkalign's loop inserts: a copy of a factor into `v16` or
/// `v17` (most often the two copies that put `v5` and `v7` side by side), a copy register
/// overwritten, or a factor redefined.
fn copy_edit() -> impl Strategy<Value = String> {
    let factor = prop::sample::select(vec![5u16, 7, 8, 9]);
    let temp = prop::sample::select(vec![16u16, 17]);
    prop_oneof![
        2 => Just("\tv_mov_b32_e32 v16, v5".to_string()),
        2 => Just("\tv_mov_b32_e32 v17, v7".to_string()),
        1 => (temp.clone(), factor.clone())
            .prop_map(|(t, f)| format!("\tv_mov_b32_e32 v{t}, v{f}")),
        1 => temp.prop_map(|t| format!("\tv_mov_b32_e32 v{t}, 1.0")),
        2 => factor.prop_map(|f| format!("\tv_add_f32_e32 v{f}, 1.0, v{f}")),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Random copies, overwritten copies and redefined factors between pkalign's FMAs (after
    /// its last load is waited for), with the factors pinned in a tuple or not: whatever pkfma
    /// makes of it (reading copies or not) is bit-exact on two sizes, and what it rewrote ran.
    #[test]
    fn factors_read_from_copies_keep_every_value(
        pin in any::<bool>(),
        edits in prop::collection::vec(prop::collection::vec(copy_edit(), 0..4), 3),
    ) {
        let anchors = [
            "v_sub_f32_e32 v8, v8, v5",
            "v_fmac_f32_e32 v1, v7, v8",
            "v_fmac_f32_e32 v2, v8, v5",
        ];
        let before = pkalign(|t| {
            anchors.iter().zip(&edits).enumerate().fold(t.to_string(), |t, (k, (a, e))| {
                let mut by = vec![format!("\t{a}")];
                if k == 0 && pin {
                    by.push("\tv_pk_add_f32 v[14:15], v[4:5], v[6:7]".into());
                }
                by.extend(e.iter().cloned());
                replace_line(&t, a, &by.join("\n"))
            })
        });
        let (after, _) = optimize(&before, "pkfma");
        if after.print() != before.print() {
            common::verify_rewrite_ran(&before, &after, &pkalign_specs());
        }
    }
}

/// Issue 47 (value benchmark, bench-kernels/hip-sgemm-4x4): the textbook SGEMM's K loop holds
/// two lane-by-lane LDS staging loops, so the loop writes EXEC; the FMA block beside them
/// writes it only before its first FMA (the restore after the second staging loop). The
/// pass packs the block and leaves the sub-loops alone; before, it refused the whole loop
/// ("the loop writes EXEC") at 160/256 packed.
#[test]
fn issue47_textbook_sgemm_packed_beside_staging_sub_loops() {
    let dir = common::repo().join("bench-kernels/hip-sgemm-4x4");
    let before = common::parse_file(&dir.join("kernel.gfx942.s"));
    let (after, log) = optimize(&before, "pkfma");
    let (hb, ha) = (
        stats(&before).hot_loop.expect("hot loop"),
        stats(&after).hot_loop.expect("hot loop"),
    );
    assert!(hb.fma_dual < hb.fma_total, "already packed");
    assert_eq!(ha.fma_dual, ha.fma_total, "{log:#?}");
    assert_eq!(stats(&after).occupancy, stats(&before).occupancy);
    common::verify_rewrite_ran(
        &before,
        &after,
        &[dir.join("n64.toml"), dir.join("n128.toml")],
    );
}
