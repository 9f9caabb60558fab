//! `vopd`'s conflict mover when every VGPR is named (no unused register of a free bank): a
//! value's web moves to a register the kernel names but that holds nothing live over the web,
//! or exchanges registers with the value there; each checked by the def-use chains of the
//! renamed kernel. Emulated before and after on vector_add's spec, the rewritten instructions run.

use crate::common;
use common::optimize;
use gfxopt::asm::{parse_module, Module};

/// vector_add (gfx1100) with a loop whose FMA reads v10 = b + 1 and v14 = 2a, both in bank 2,
/// and every VGPR up to v255 named (set to 0 first; the kernel declares 256). With `live_after`
/// every register of banks 0, 1 and 3 from v3 up is also read after the loop (added to the
/// result; the same bits before and after), so none is free over v10's web.
fn full_kernel(live_after: bool) -> Module {
    let mut body = String::new();
    for n in 6..256 {
        body.push_str(&format!("\tv_mov_b32_e32 v{n}, 0\n"));
    }
    body.push_str("\tv_mul_f32_e32 v14, 2.0, v2\n\tv_add_f32_e32 v10, 1.0, v3\n\ts_mov_b32 s8, 4\n.Lhot:\n\tv_fmac_f32_e32 v6, v10, v14\n\tv_add_f32_e32 v7, v9, v7\n\ts_add_i32 s8, s8, -1\n\ts_cmp_lg_u32 s8, 0\n\ts_cbranch_scc1 .Lhot\n\tv_add_f32_e32 v6, v6, v7\n\tv_add_f32_e32 v2, v2, v6\n");
    if live_after {
        for n in (3..256).filter(|n| n % 4 != 2) {
            body.push_str(&format!("\tv_add_f32_e32 v2, v2, v{n}\n"));
        }
    }
    let path = common::repo().join("samples/vector_add/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let text = text
        .replacen("\tv_add_f32_e32 v2, v2, v3\n", &body, 1)
        .replace(".amdhsa_next_free_vgpr 6", ".amdhsa_next_free_vgpr 256")
        .replace(".vgpr_count:     6", ".vgpr_count:     256");
    parse_module("relocate.s", &text, None).expect("parses")
}

fn vopd_changed(log: &[gfxopt::passes::PassLogEntry]) -> Vec<String> {
    log.iter()
        .filter(|e| e.pass == "vopd")
        .flat_map(|e| e.changed.iter().cloned())
        .collect()
}

fn conflicts(m: &Module) -> u32 {
    let hot = common::stats(m).hot_loop.expect("a hot loop");
    hot.bank_conflicts.expect("gfx1100 counts conflicts")
}

/// The registers v16 and up are written once and never read: one of another bank takes the
/// web of a conflicting value alone.
#[test]
fn a_named_register_free_over_the_web_takes_it() {
    let before = full_kernel(false);
    assert_eq!(conflicts(&before), 1);
    let (after, log) = optimize(&before, "vopd");
    let changed = vopd_changed(&log);
    assert!(
        changed
            .iter()
            .any(|c| c.contains("holds no value of its own") && c.contains("1 -> 0")),
        "{log:#?}"
    );
    assert_eq!(conflicts(&after), 0);
    let spec = common::repo().join("samples/vector_add/n10000.toml");
    common::verify_rewrite_ran(&before, &after, &[spec]);
}

/// Every register of another bank holds a value read after the loop: moving the web alone
/// would overwrite one (the def-use check sees the read after the loop reach the moved
/// definition), so the web exchanges registers with that value's web.
#[test]
fn a_value_in_the_way_exchanges_registers_with_the_web() {
    let before = full_kernel(true);
    assert_eq!(conflicts(&before), 1);
    let (after, log) = optimize(&before, "vopd");
    let changed = vopd_changed(&log);
    assert!(
        !changed
            .iter()
            .any(|c| c.contains("holds no value of its own")),
        "{log:#?}"
    );
    assert!(
        changed
            .iter()
            .any(|c| c.contains("exchanged over their webs") && c.contains("1 -> 0")),
        "{log:#?}"
    );
    assert_eq!(conflicts(&after), 0);
    let spec = common::repo().join("samples/vector_add/n10000.toml");
    common::verify_rewrite_ran(&before, &after, &[spec]);
}
