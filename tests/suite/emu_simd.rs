//! The interpreter's two compiled copies (baseline x86-64 and AVX2, picked at run time; see
//! `gfxopt::emu::use_host_simd`) against each other and against models computed here: every
//! carry-out and borrow op with full and partial EXEC and edge values, and every sample's small
//! launch spec on both targets, bit for bit (buffers and counts).

#![allow(clippy::unwrap_used)]

use crate::common::set_exec;
use gfxopt::asm::Target;
use gfxopt::emu::use_host_simd;
use gfxopt::harness::inputs::make_inputs;
use gfxopt::harness::runner::{find_kernel, load_module, run_kernel, RunOptions};
use gfxopt::harness::spec::LaunchSpec;
use std::path::Path;
use std::sync::Mutex;

/// The copy in use is process-wide: the tests that switch it take turns.
static SWITCH: Mutex<()> = Mutex::new(());

const TARGETS: [Target; 2] = [Target::Gfx1100, Target::Gfx942];

fn lanes(t: Target) -> usize {
    if t == Target::Gfx1100 {
        32
    } else {
        64
    }
}

/// Source values with every carry case: zeros, all ones, sign bits, values one apart.
fn val(l: usize, which: u32) -> u32 {
    const EDGE: [u32; 8] = [
        0,
        1,
        0xffff_ffff,
        0xffff_fffe,
        0x8000_0000,
        0x7fff_ffff,
        0x8000_0001,
        2,
    ];
    if l % 4 == 3 {
        (l as u32).wrapping_mul(0x9e37_79b1) ^ which.wrapping_mul(0x85eb_ca6b)
    } else {
        EDGE[(l + which as usize * 3) % 8]
    }
}

/// Carry-in lanes: a pattern that differs in every byte of the mask.
const CIN: u64 = 0x6b2d_94f1_0ec7_3a58;
const PARTIAL: u64 = 0xa5a5_a5a5_5a5a_5a5a;
const KEEP: u32 = 0xdead_0000;

/// (gfx11 mnemonic, gfx9 mnemonic, takes a carry-in, model: (a, b, cin) -> (result, carry)).
type Model = fn(u32, u32, u32) -> (u32, bool);
const CARRY_OPS: [(&str, &str, bool, Model); 6] = [
    ("v_add_co_u32", "v_add_co_u32_e64", false, |a, b, _| {
        a.overflowing_add(b)
    }),
    ("v_sub_co_u32", "v_sub_co_u32_e64", false, |a, b, _| {
        a.overflowing_sub(b)
    }),
    (
        "v_subrev_co_u32",
        "v_subrev_co_u32_e64",
        false,
        |a, b, _| b.overflowing_sub(a),
    ),
    (
        "v_add_co_ci_u32_e64",
        "v_addc_co_u32_e64",
        true,
        |a, b, c| {
            let s = a as u64 + b as u64 + c as u64;
            (s as u32, s >> 32 != 0)
        },
    ),
    (
        "v_sub_co_ci_u32_e64",
        "v_subb_co_u32_e64",
        true,
        |a, b, c| {
            let s = b as u64 + c as u64;
            ((a as u64).wrapping_sub(s) as u32, s > a as u64)
        },
    ),
    (
        "v_subrev_co_ci_u32_e64",
        "v_subbrev_co_u32_e64",
        true,
        |a, b, c| {
            let s = a as u64 + c as u64;
            ((b as u64).wrapping_sub(s) as u32, s > b as u64)
        },
    ),
];

#[test]
fn carry_and_borrow_ops_match_a_model_in_both_copies() {
    let _turn = SWITCH.lock().unwrap_or_else(|e| e.into_inner());
    for simd in [false, true] {
        use_host_simd(simd);
        for t in TARGETS {
            let n = lanes(t);
            let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
            let (cin, cout) = if t == Target::Gfx1100 {
                ("s20", "s22")
            } else {
                ("s[20:21]", "s[22:23]")
            };
            for (gfx11, gfx9, has_cin, model) in CARRY_OPS {
                let name = if t == Target::Gfx1100 { gfx11 } else { gfx9 };
                let ci = if has_cin {
                    format!(", {cin}")
                } else {
                    String::new()
                };
                for exec in [u64::MAX, PARTIAL] {
                    // v40 = op(v50, v51); v41 = op(v41, v51) reads its own destination.
                    let body = format!(
                        "{}\n\t{name} v40, {cout}, v50, v51{ci}\n\t{name} v41, s24, v41, v51{ci}\n\t{}",
                        set_exec(t, exec),
                        set_exec(t, u64::MAX),
                    );
                    let body = if t == Target::Gfx1100 {
                        body
                    } else {
                        body.replace("s24,", "s[24:25],")
                    };
                    let w = gfxopt::emu::run_snippet(t, &body, |w| {
                        w.s[20] = CIN as u32;
                        w.s[21] = (CIN >> 32) as u32;
                        for l in 0..64 {
                            w.v[50][l] = val(l, 0);
                            w.v[51][l] = val(l, 1);
                            w.v[40][l] = KEEP;
                            w.v[41][l] = val(l, 0);
                        }
                    })
                    .unwrap_or_else(|e| panic!("{t:?} {name}: {e}"));
                    let active = exec & full;
                    let mask = |i: usize| {
                        let lo = w.s[i] as u64;
                        if n == 64 {
                            lo | (w.s[i + 1] as u64) << 32
                        } else {
                            lo
                        }
                    };
                    let mut want_mask = 0u64;
                    for l in 0..n {
                        let c = if has_cin { (CIN >> l & 1) as u32 } else { 0 };
                        let (r, k) = model(val(l, 0), val(l, 1), c);
                        let on = active >> l & 1 != 0;
                        let ctx = format!("simd {simd} {t:?} {name} exec {exec:#x} lane {l}");
                        assert_eq!(w.v[40][l], if on { r } else { KEEP }, "{ctx}");
                        assert_eq!(w.v[41][l], if on { r } else { val(l, 0) }, "{ctx}");
                        want_mask |= ((on && k) as u64) << l;
                    }
                    let ctx = format!("simd {simd} {t:?} {name} exec {exec:#x}");
                    assert_eq!(mask(22), want_mask, "{ctx}");
                    assert_eq!(mask(24), want_mask, "{ctx}");
                }
            }
        }
    }
    use_host_simd(true);
}

#[test]
fn baseline_and_avx2_copies_agree_on_every_sample() {
    let _turn = SWITCH.lock().unwrap_or_else(|e| e.into_inner());
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let mut specs: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .flat_map(|d| std::fs::read_dir(d.unwrap().path()).into_iter().flatten())
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy().to_string();
            n.ends_with(".toml") && !n.ends_with(".hw.toml")
        })
        .collect();
    specs.sort();
    // The smallest spec of each sample keeps the test short.
    specs.dedup_by(|b, a| a.parent() == b.parent());
    assert!(specs.len() >= 10, "{specs:?}");
    for spec_path in &specs {
        let spec = LaunchSpec::from_file(spec_path).unwrap();
        let inputs = make_inputs(&spec).unwrap();
        for target in ["gfx1100", "gfx942"] {
            let s = spec_path.with_file_name(format!("kernel.{target}.s"));
            let module = load_module(&s).unwrap();
            let kernel = find_kernel(&module, &spec, None).unwrap();
            let run = |simd: bool| {
                use_host_simd(simd);
                let opts = RunOptions {
                    threads: Some(1),
                    ..RunOptions::default()
                };
                let out = run_kernel(&module, &kernel, &spec, &inputs, &opts);
                out.map(|o| (o.buffers, o.stats)).map_err(|e| e.to_string())
            };
            let (base, simd) = (run(false), run(true));
            assert!(
                base == simd,
                "{} {target}: the baseline and AVX2 copies differ",
                spec_path.display()
            );
        }
    }
    use_host_simd(true);
}
