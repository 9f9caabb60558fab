//! Issue 19: `check` is clean on what compilers write and still catches hand edits. Each case
//! edits a real clang-19 kernel (the waitcnt filetest's transpose, gfx1100, WGP mode) into the
//! shape LLVM emits in its own codegen tests, and into the broken shape a hand edit leaves.

use crate::common;
use gfxopt::asm::parse_module;

/// The filetest kernel with its hand edit undone (the LDS stores waited for before the barrier).
fn transpose() -> String {
    let path = common::repo().join("tests/filetests/waitcnt/lost_barrier_wait.gfx1100.s");
    let text = std::fs::read_to_string(path).expect("read the filetest kernel");
    let store = "\tds_store_b64 v6, v[0:1]\n\ts_barrier\n";
    assert!(text.contains(store));
    text.replacen(
        store,
        "\tds_store_b64 v6, v[0:1]\n\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n",
        1,
    )
}

fn edit(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "the kernel lacks {from:?}");
    text.replacen(from, to, 1)
}

/// Every finding (errors and warnings) of `check`.
fn findings(text: &str) -> Vec<String> {
    let m = parse_module("k.s", text, None).expect("parse");
    gfxopt::passes::check::check(&m)
        .expect("check")
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn the_base_kernel_is_clean() {
    assert_eq!(findings(&transpose()), Vec::<String>::new());
}

#[test]
fn global_stores_wait_before_a_fenced_barrier_only() {
    // A global store outstanding at the barrier. With the acquire half after it (`buffer_gl0_inv`:
    // `__syncthreads`), the release needs vscnt(0) in WGP mode; a bare `s_barrier` (LLVM 22 on
    // `llvm.amdgcn.s.barrier` with no fence) orders no global memory.
    let store = edit(
        &transpose(),
        "\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n",
        "\ts_waitcnt lgkmcnt(0)\n\tglobal_store_b64 v[0:1], v[2:3], off\n\ts_barrier\n",
    );
    let fenced = findings(&store);
    assert!(
        fenced
            .iter()
            .any(|f| f.contains("s_barrier") && f.contains("vscnt(0)")),
        "{fenced:?}"
    );
    let bare = edit(&store, "\ts_barrier\n\tbuffer_gl0_inv\n", "\ts_barrier\n");
    assert_eq!(findings(&bare), Vec::<String>::new());
    // LDS stays a requirement of every barrier: the hand edit of the filetest.
    let lds = edit(
        &transpose(),
        "\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n\tbuffer_gl0_inv\n",
        "\ts_barrier\n",
    );
    let errs = findings(&lds);
    assert!(errs.iter().any(|f| f.contains("lgkmcnt(0)")), "{errs:?}");
}

#[test]
fn waits_around_volatile_accesses_are_not_redundant() {
    // LLVM waits after each volatile load (`glc dlc` on gfx11) and may wait again before the
    // next memory instruction with ALU code between: the memory legalizer's ordering.
    let volatile = edit(
        &transpose(),
        "\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n",
        "\ts_waitcnt lgkmcnt(0)\n\tglobal_load_b32 v6, v[0:1], off glc dlc\n\ts_waitcnt vmcnt(0)\n\
         \tv_mov_b32_e32 v6, 0\n\ts_waitcnt vmcnt(0)\n\tv_mov_b32_e32 v6, 1\n\ts_barrier\n",
    );
    assert_eq!(findings(&volatile), Vec::<String>::new());
    // The same waits after an ordinary load: the second retires nothing.
    let plain = edit(&volatile, " off glc dlc\n", " off\n");
    let warnings = findings(&plain);
    assert!(
        warnings.iter().any(|f| f.contains("redundant wait")),
        "{warnings:?}"
    );
}

#[test]
fn gds_operations_hold_their_vgprs_until_expcnt() {
    let gds = |wait: &str| {
        edit(
            &transpose(),
            "\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n",
            &format!(
                "\ts_waitcnt lgkmcnt(0)\n\tds_add_rtn_u32 v5, v6, v4 gds\n\ts_waitcnt lgkmcnt(0)\n\
                 {wait}\tv_mov_b32_e32 v6, 0\n\ts_barrier\n"
            ),
        )
    };
    assert_eq!(
        findings(&gds("\ts_waitcnt expcnt(0)\n")),
        Vec::<String>::new()
    );
    let errs = findings(&gds(""));
    assert!(
        errs.iter()
            .any(|f| f.contains("`v6`") && f.contains("expcnt(0)")),
        "{errs:?}"
    );
}

#[test]
fn a_register_reservation_the_compiler_explains_is_not_reported() {
    let raised = edit(
        &transpose(),
        ".amdhsa_next_free_vgpr 7\n",
        ".amdhsa_next_free_vgpr 241\n",
    );
    // The code names 7 VGPRs; 241 costs occupancy, and nothing says why: a stale count.
    let stale = findings(&raised);
    assert!(
        stale
            .iter()
            .any(|f| f.contains(".amdhsa_next_free_vgpr 241")),
        "{stale:?}"
    );
    // LLVM's own account: the count was raised for a waves-per-EU cap.
    let capped = edit(
        &raised,
        "; NumVGPRsForWavesPerEU: 7\n",
        "; NumVGPRsForWavesPerEU: 241\n",
    );
    assert_eq!(findings(&capped), Vec::<String>::new());
    // Inline assembly: its registers are printed inside comments.
    let asm = edit(
        &raised,
        "\ts_barrier\n",
        "\t;;#ASMSTART\n\t; def v[200:240]\n\t;;#ASMEND\n\ts_barrier\n",
    );
    assert_eq!(findings(&asm), Vec::<String>::new());
}

#[test]
fn a_known_mnemonic_with_operands_no_form_takes_is_a_located_error() {
    let bad = edit(
        &transpose(),
        "\tv_add_nc_u32_e32 v5, s6, v4\n",
        "\tv_add_nc_u32_e32 v5, s6\n",
    );
    let m = parse_module("k.s", &bad, None).expect("parse");
    let err = gfxopt::passes::check::check(&m).expect_err("check refuses the kernel");
    assert!(
        err.contains("k.s:") && err.contains("invalid operands for `v_add_nc_u32_e32`"),
        "{err}"
    );
}

#[test]
fn a_d16_load_holds_up_only_its_half() {
    // Triton's gfx1100 flash attention: `global_load_d16_hi_b16 v16` pending while
    // `ds_store_b16 ..., v16` stores the low half, which the load keeps.
    let store = |op: &str| {
        edit(
            &transpose(),
            "\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n",
            &format!(
                "\tglobal_load_d16_hi_b16 v6, v[0:1], off\n\t{op} v5, v6\n\
                 \ts_waitcnt vmcnt(0) lgkmcnt(0)\n\ts_barrier\n"
            ),
        )
    };
    assert_eq!(findings(&store("ds_store_b16")), Vec::<String>::new());
    let errs = findings(&store("ds_store_b16_d16_hi"));
    assert!(
        errs.iter()
            .any(|f| f.contains("`v6`") && f.contains("vmcnt(0)")),
        "{errs:?}"
    );
}

/// A work-group of one wave (gfx942, `__launch_bounds__(64)`): LLVM lowers `__syncthreads` to a
/// release wait, WAVE_BARRIER (no encoding, printed `; wave barrier`) and an acquire wait.
/// The acquire wait retires nothing this wave tracks, as the one after `s_barrier` often does:
/// it is the fence's, not redundant (corpus/hip/wild `lds_rowdot`, `lds_colwalk`, clang-19;
/// clang-22 leaves the release wait alone). Without the barrier mark the same second wait is a
/// redundant one.
#[test]
fn waits_around_a_wave_barrier_are_the_fences() {
    let read = |dir: &str| {
        let path = common::repo().join(dir).join("wild/kernel.gfx942.s");
        std::fs::read_to_string(path).expect("read")
    };
    let text = read("corpus/hip");
    let fence = "\ts_waitcnt lgkmcnt(0)\n\t; wave barrier\n\ts_waitcnt lgkmcnt(0)\n";
    assert_eq!(text.matches(fence).count(), 2, "the corpus changed");
    assert_eq!(findings(&text), Vec::<String>::new());
    let unmarked = text.replace(fence, "\ts_waitcnt lgkmcnt(0)\n\ts_waitcnt lgkmcnt(0)\n");
    let found = findings(&unmarked);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found.iter().all(|f| f.contains("redundant wait")),
        "{found:#?}"
    );
    let text = read("corpus/hip-clang22");
    assert_eq!(
        text.matches("\t; wave barrier\n").count(),
        2,
        "the corpus changed"
    );
    assert_eq!(findings(&text), Vec::<String>::new());
}
