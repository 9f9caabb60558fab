//! An SDWA op that keeps the bits its `dst_sel` does not select (`dst_unused:UNUSED_PRESERVE`)
//! reads its destination: LLVM's SDWA peephole folds `v_or_b32` of two halves into such an op
//! (real gfx9 kernels have `v_mov_b32_sdwa v54, v55 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE`),
//! but the MC operand list the ISA tables come from shows the destination as written only.
//! Taken that way, `sgpr-addr` dropped the index increment of clang-19's `colsum_nog` loop
//! (tests/data/sdwa_preserve: gfx942, hand-edited to pack the sum's high half over the low half
//! of the index the loop leaves) and reused the index register for its offset: 192 of 192
//! elements differed under `--verify`, and `optimize` without it wrote the kernel.

mod common_sdwa {
    use crate::common;
    use gfxopt::flow::KernelFlow;
    use gfxopt::isa::isa;
    use gfxopt::kernel::kernels;
    use std::path::PathBuf;

    pub fn dir() -> PathBuf {
        common::repo().join("tests/data/sdwa_preserve")
    }

    /// The kernel file with its packing op's `dst_unused` replaced by `unused`.
    pub fn with_unused(unused: &str) -> gfxopt::asm::Module {
        let text = std::fs::read_to_string(dir().join("kernel.gfx942.s")).expect("read");
        assert!(text.contains("dst_unused:UNUSED_PRESERVE"));
        let text = text.replace(
            "dst_unused:UNUSED_PRESERVE",
            &format!("dst_unused:{unused}"),
        );
        gfxopt::asm::parse_module("k.s", &text, None).expect("parses")
    }

    /// Whether the decoded SDWA op reads its destination v2.
    pub fn sdwa_reads_v2(m: &gfxopt::asm::Module) -> bool {
        let ks = kernels(m).expect("kernels");
        let flow = KernelFlow::build(m, &ks[0], isa(m.target.expect("target"))).expect("flow");
        let inst = flow
            .code
            .insts
            .iter()
            .find(|i| gfxopt::flow::insts::instruction(m, i).mnemonic.as_str() == "v_mov_b32_sdwa")
            .expect("the packing op");
        let v2 = gfxopt::flow::regs::RegUnit::vgpr(2);
        assert!(inst.defs.contains(&v2));
        inst.uses.contains(&v2)
    }

    /// The rewritten loop (between its header and the exit label the rewrite adds) still
    /// steps the index register v2.
    pub fn rewritten_loop_steps_v2(after: &gfxopt::asm::Module) -> bool {
        let text = after.print();
        let start = text.find(".LBB0_2:").expect("loop header");
        let end = text
            .find(".LBB0_2_exit_addr:")
            .expect("the rewritten loop's exit");
        text[start..end].contains("v_add_u32_e32 v2, s7, v2")
    }
}

use common_sdwa::*;

#[test]
fn a_preserving_sdwa_destination_is_read() {
    assert!(sdwa_reads_v2(&with_unused("UNUSED_PRESERVE")));
    // The other `dst_unused` values write every bit: a plain def.
    assert!(!sdwa_reads_v2(&with_unused("UNUSED_PAD")));
    assert!(!sdwa_reads_v2(&with_unused("UNUSED_SEXT")));
}

#[test]
fn sgpr_addr_keeps_the_index_a_preserving_sdwa_reads_after_the_loop() {
    let spec = dir().join("colsum_nog.toml");
    let before = with_unused("UNUSED_PRESERVE");
    let (after, log) = crate::common::optimize(&before, "sgpr-addr");
    assert!(
        log.iter()
            .any(|e| e.changed.iter().any(|c| c.contains("VGPR offset"))),
        "the loop is rewritten: {log:?}"
    );
    assert!(rewritten_loop_steps_v2(&after), "{}", after.print());
    crate::common::verify_equal_versioned(&before, &after, std::slice::from_ref(&spec));

    // With UNUSED_PAD the index is dead after the loop: its increment goes, and the result is
    // still exact (the check is not merely conservative).
    let before = with_unused("UNUSED_PAD");
    let (after, _) = crate::common::optimize(&before, "sgpr-addr");
    assert!(!rewritten_loop_steps_v2(&after), "{}", after.print());
    crate::common::verify_equal_versioned(&before, &after, &[spec]);
}
