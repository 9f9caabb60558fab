//! Property test of `passes::compact` (the renaming that gives sgpr-addr's fresh offsets a
//! register below the kernel's high-water mark): on random straight-line code inside
//! vector_add (gfx1100) with one fresh register `v40` defined once and read later, with 16-bit
//! writes (which keep the other half) and an EXEC-narrowed stretch (which keeps the other
//! lanes), lowering `v40` never changes what the kernel stores, emulated bit for bit.

use crate::common;

use gfxopt::asm::{parse_module, Module};
use gfxopt::harness::runner::RunOptions;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::harness::verify::{verify, Verdict};
use gfxopt::passes::compact::lower_fresh_vgprs;
use gfxopt::passes::PassContext;
use proptest::prelude::*;

const FRESH: u16 = 40;

/// One instruction writing `d` (v6..v13) from `a`, `b` (v2, v3 or v6..v13).
#[derive(Clone, Debug)]
struct Op {
    kind: u8,
    d: u16,
    a: u16,
    b: u16,
    k: u8,
}

fn reg() -> impl Strategy<Value = u16> {
    prop_oneof![Just(2u16), Just(3u16), 6u16..14]
}

fn op() -> impl Strategy<Value = Op> {
    (0u8..7, 6u16..14, reg(), reg(), 0u8..32).prop_map(|(kind, d, a, b, k)| Op { kind, d, a, b, k })
}

fn text(o: &Op, a: u16) -> String {
    let (d, b, k) = (o.d, o.b, o.k);
    match o.kind {
        0 => format!("v_add_nc_u32_e32 v{d}, v{a}, v{b}"),
        1 => format!("v_or_b32_e32 v{d}, v{a}, v{b}"),
        2 => format!("v_mov_b32_e32 v{d}, v{a}"),
        3 => format!("v_lshlrev_b32_e32 v{d}, {k}, v{a}"),
        4 => format!("v_mul_lo_u32 v{d}, v{a}, v{b}"),
        // A 16-bit result: gfx1100 keeps the high half of v{d}.
        5 => format!("v_add_f16_e32 v{d}, v{a}, v{b}"),
        _ => format!("v_xor_b32_e32 v{d}, v{a}, v{b}"),
    }
}

/// vector_add with `v2 = A[i]`, `v3 = B[i]` fed through `ops` instead of the addition; `def`
/// is where `v40 = v{def_a} + v{def_b}` goes, `uses` where an op reads v40 as its first
/// source, `exec` the stretch of ops that runs with only the lanes whose v6 is below 2^31.
fn kernel(
    ops: &[Op],
    def: (usize, u16, u16),
    uses: &[usize],
    exec: Option<(usize, usize)>,
) -> Module {
    let path = common::repo().join("samples/vector_add/kernel.gfx1100.s");
    let src = std::fs::read_to_string(path).expect("sample");
    let mut body = String::new();
    for r in 6..14 {
        body += &format!(
            "\tv_mov_b32_e32 v{r}, v{}\n",
            if r % 2 == 0 { 2 } else { 3 }
        );
    }
    for (i, o) in ops.iter().enumerate() {
        if exec.is_some_and(|(s, _)| s == i) {
            body += "\tv_cmp_gt_u32_e32 vcc_lo, 0x80000000, v6\n\ts_and_saveexec_b32 s8, vcc_lo\n";
        }
        if def.0 == i {
            body += &format!("\tv_add_nc_u32_e32 v{FRESH}, v{}, v{}\n", def.1, def.2);
        }
        let a = if i > def.0 && uses.contains(&i) {
            FRESH
        } else {
            o.a
        };
        body += &format!("\t{}\n", text(o, a));
        if exec.is_some_and(|(_, e)| e == i) {
            body += "\ts_mov_b32 exec_lo, s8\n";
        }
    }
    // Every register's final value reaches the stored word; v4 and v5 (address registers
    // free after the loads) are kept live so that the candidates are the random ones.
    for r in (4..6).chain(6..14) {
        body += &format!("\tv_add_nc_u32_e32 v2, v{r}, v2\n");
    }
    // n4096 fills every lane: the bounds check (an EXEC write, which would keep every
    // register where it is) goes.
    let src = src
        .replace(
            "\ts_mov_b32 s2, exec_lo\n\tv_cmpx_gt_i32_e64 s3, v1\n\ts_cbranch_execz .LBB0_2\n",
            "",
        )
        .replace("\tv_add_f32_e32 v2, v2, v3\n", &body);
    parse_module("compact-prop.s", &src, None).expect("parse")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn lowering_a_fresh_register_keeps_the_results(
        ops in prop::collection::vec(op(), 4..24),
        def in (0usize..24, reg(), reg()),
        uses in prop::collection::vec(0usize..24, 1..4),
        exec in prop::option::of((0usize..24, 0usize..24)),
    ) {
        let n = ops.len();
        let def = (def.0 % n, def.1, def.2);
        let exec = exec.map(|(a, b)| (a.min(b) % n, a.max(b) % n));
        let before = kernel(&ops, def, &uses, exec);
        let mut after = before.clone();
        let assumptions = Default::default();
        let target = after.target.expect("target");
        let mut cx = PassContext::new(&mut after, target, &assumptions, None);
        let lowered = lower_fresh_vgprs(&mut cx, "vector_add", FRESH).expect("lower");
        prop_assert_eq!(lowered.renamed.len() + lowered.kept.len(), 1);
        if exec.is_none() {
            // Without an EXEC write, v40 is only ever kept when no register is free.
            prop_assert!(
                lowered.renamed.len() == 1
                    || lowered.kept[0].1.contains("no VGPR below"),
                "{:?}",
                lowered
            );
        }
        let after = parse_module("after.s", &after.print(), None).expect("reparse");
        let spec_path = common::repo().join("samples/vector_add/n4096.toml");
        let spec = LaunchSpec::from_file(&spec_path).expect("spec");
        match verify(&before, &after, &spec, None, true, &RunOptions::default()) {
            Ok(Verdict::Equal { .. }) => {}
            other => prop_assert!(false, "{:?} after {:?}:\n{}", other, lowered, after.print()),
        }
    }
}
