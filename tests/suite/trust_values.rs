//! Issue 18, item 1: sgpr-addr trusted a register number, not a value. After the arguments are
//! loaded, clang reuses the kernarg pointer's SGPR pair for a pointer loaded from memory
//! (`s_load_b64 s[0:1], s[0:1], 0x8` loads `table[1]` over the kernarg pointer); the address
//! analysis took the load through the reused pair for "the argument at kernarg offset 8" (the
//! `out` pointer), and the rewritten loop read `out` instead of `table[1]`. A load is a kernel
//! argument only when its base pair's only reaching definition is the kernel's entry.

use crate::common;
use gfxopt::asm::parse_module;
use gfxopt::passes::{parse_pass_list, run_pipeline, Assumptions};

#[test]
fn a_pointer_loaded_over_the_kernarg_pair_is_not_an_argument() {
    for target in ["gfx1100", "gfx942"] {
        let path = common::repo().join(format!("corpus/hip/trust_kernarg/kernel.{target}.s"));
        let text = std::fs::read_to_string(&path).expect("read");
        assert!(
            text.contains("s[0:1], s[0:1], 0x8"),
            "{target}: the compiler no longer reuses the kernarg pair; the test lost its subject"
        );
        let mut m = parse_module("trust_kernarg.s", &text, None).expect("parse");
        let log = run_pipeline(
            &mut m,
            &parse_pass_list("sgpr-addr").expect("passes"),
            None,
            &Assumptions::new(),
            None,
        )
        .expect("pipeline")
        .log;
        let table = log
            .iter()
            .find(|e| e.pass == "sgpr-addr" && e.kernel.contains("table_colsum"))
            .expect("a log entry for table_colsum");
        assert!(
            table.changed.iter().all(|c| !c.contains("kernarg")),
            "{target}: a stream was based on a kernel argument the register no longer holds: {:?}",
            table.changed
        );
        assert!(
            !table.refused.is_empty(),
            "{target}: table_colsum's loop must be refused with a reason"
        );
    }
}
