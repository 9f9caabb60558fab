//! `vopd` renames accumulators inside the outermost loop around the FMA block and restores
//! them on the loop's edges. corpus/hip/wild `tile_outer` (clang-19, gfx1100) runs its k loop
//! inside an outer loop of passes, so the renaming holds around the outer loop, and two of the
//! registers swapped with accumulators (an inner-loop accumulator copy and a loaded factor) are
//! first written inside it: on the edge in they hold nothing. The swaps read them there, and the
//! pipeline's verifier rejected the output ("v20 read by `v_swap_b32 v15, v20` has no
//! definition on any path"; `gfxopt optimize` exit 7, an internal error). A register that holds
//! nothing on an edge has no value to carry: its swap is a `v_mov_b32` of the other one, and
//! a swap of two such registers (clang-22's `tile_skip`, whose passes skip the k loop now and
//! then) is no instruction at all. Emulated before and after with every rewritten instruction
//! run.

use crate::common;
use common::optimize;
use gfxopt::asm::{parse_module, Module};
use gfxopt::passes::remap::{held_copies, sequentialise, Step};
use std::collections::BTreeMap;

const OUTER: &str = "_Z10tile_outerPKfS0_Pfiiii";
const SKIP: &str = "_Z9tile_skipPKfS0_Pfiiii";

fn load(folder: &str) -> Module {
    let path = common::repo().join(folder).join("wild/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    parse_module(&path.display().to_string(), &text, None).expect("parses")
}

#[test]
fn vopd_restores_registers_that_hold_nothing_on_the_edge_by_moves() {
    let before = load("corpus/hip");
    // Panics with the verifier's complaint when a restore reads a register with no value.
    let (after, log) = optimize(&before, "vopd");
    common::more_dual(&before, &after, OUTER, &log);
    let renamed: Vec<&String> = log
        .iter()
        .filter(|e| e.pass == "vopd" && e.kernel == OUTER)
        .flat_map(|e| e.changed.iter())
        .filter(|c| c.contains("registers renamed in the loop"))
        .collect();
    assert_eq!(renamed.len(), 1, "{log:#?}");
    let text = after.print();
    let body = text
        .split(&format!("{OUTER}:"))
        .nth(1)
        .and_then(|t| t.split("s_endpgm").next())
        .expect("kernel body");
    assert!(body.contains("v_mov_b32_e32 v20, v15"), "{body}");
    assert!(body.contains("v_mov_b32_e32 v28, v17"), "{body}");
    let repo = common::repo();
    common::verify_rewrite_ran(
        &before,
        &after,
        &[
            repo.join("corpus/hip/wild/tile_outer.toml"),
            repo.join("tests/data/wild/tile_outer_k13.toml"),
        ],
    );
}

/// clang-22's `tile_skip`: both registers of a swap hold nothing on the edge into the outer
/// loop, so that edge gets no instruction for them.
#[test]
fn vopd_restores_nothing_for_a_pair_that_holds_nothing_on_the_edge() {
    let before = load("corpus/hip-clang22");
    let (after, log) = optimize(&before, "vopd");
    common::more_dual(&before, &after, SKIP, &log);
    common::verify_rewrite_ran(
        &before,
        &after,
        &[common::repo().join("corpus/hip/wild/tile_skip.toml")],
    );
}

/// The copies an edge needs: a swap of two registers that both hold values, a move where one
/// holds nothing (into the region: the copy reading it goes; out of it: the copy putting its
/// value back goes), nothing where neither does.
#[test]
fn held_copies_turn_swaps_with_empty_registers_into_moves() {
    let sigma: BTreeMap<u16, u16> = [(15, 20), (20, 15), (17, 28), (28, 17), (5, 9), (9, 5)]
        .into_iter()
        .collect();
    let held = |r: u16| [15, 17, 5, 9].contains(&r);
    let into = sequentialise(&held_copies(&sigma, true, held)).expect("distinct");
    assert!(into.contains(&Step::Mov { dst: 20, src: 15 }), "{into:?}");
    assert!(into.contains(&Step::Mov { dst: 28, src: 17 }), "{into:?}");
    assert!(into.contains(&Step::Swap(5, 9)), "{into:?}");
    assert_eq!(into.len(), 3, "{into:?}");
    let out = sequentialise(&held_copies(&sigma, false, held)).expect("distinct");
    assert!(out.contains(&Step::Mov { dst: 15, src: 20 }), "{out:?}");
    assert!(out.contains(&Step::Mov { dst: 17, src: 28 }), "{out:?}");
    assert!(out.contains(&Step::Swap(5, 9)), "{out:?}");
    assert_eq!(out.len(), 3, "{out:?}");
    assert!(held_copies(&sigma, true, |_| false).is_empty());
}
