//! Per-instruction semantics, with values worked out from the ISA documents (RDNA3 ISA and
//! CDNA3 ISA reference guides: IEEE-754 f32 with denormals kept, fused FMA, quiet-NaN rules,
//! IEEE-mode min/max, carries through VCC, VOPD read-before-write).

#![allow(clippy::unwrap_used)]

use gfxopt::asm::Target;
use gfxopt::emu::run_snippet;
use gfxopt::emu::wave::Wave;

fn run(target: Target, text: &str, setup: impl FnOnce(&mut Wave)) -> Wave {
    run_snippet(target, text, setup).unwrap_or_else(|e| panic!("{e}"))
}

fn v(w: &Wave, r: usize) -> u32 {
    w.v[r][0]
}

fn splat(w: &mut Wave, r: usize, x: u32) {
    w.v[r] = [x; 64];
}

const G11: Target = Target::Gfx1100;
const G942: Target = Target::Gfx942;

#[test]
fn fma_is_fused_and_mul_add_is_not() {
    // (1 + 2^-23) * (1 - 2^-23) - 1 = -2^-46 exactly when fused; 0 after rounding the product.
    let w = run(
        G11,
        "v_fma_f32 v3, v0, v1, v2\n\tv_mul_f32_e32 v4, v0, v1\n\tv_add_f32_e32 v4, v4, v2",
        |w| {
            splat(w, 0, 0x3f80_0001);
            splat(w, 1, 0x3f7f_fffe);
            splat(w, 2, (-1.0f32).to_bits());
        },
    );
    assert_eq!(v(&w, 3), 0xa880_0000, "fma: -2^-46");
    assert_eq!(v(&w, 4), 0, "mul then add loses it");
}

#[test]
fn fmac_accumulates_into_dst() {
    let w = run(G942, "v_fmac_f32_e32 v2, v0, v1", |w| {
        splat(w, 0, 2.0f32.to_bits());
        splat(w, 1, 3.0f32.to_bits());
        splat(w, 2, 1.0f32.to_bits());
    });
    assert_eq!(f32::from_bits(v(&w, 2)), 7.0);
}

#[test]
fn denormals_are_kept() {
    // min denormal + min denormal = 2 * 2^-149; min normal * 0.5 = 2^-127 (a denormal)
    let w = run(
        G11,
        "v_add_f32_e32 v2, v0, v0\n\tv_mul_f32_e32 v3, 0.5, v1",
        |w| {
            splat(w, 0, 1);
            splat(w, 1, 0x0080_0000);
        },
    );
    assert_eq!(v(&w, 2), 2);
    assert_eq!(v(&w, 3), 0x0040_0000);
}

#[test]
fn nan_is_quieted() {
    let w = run(G11, "v_add_f32_e32 v1, 1.0, v0", |w| {
        splat(w, 0, 0x7f80_0001)
    });
    assert_eq!(v(&w, 1), 0x7fc0_0001);
}

#[test]
fn ieee_mode_max_and_min() {
    let w = run(
        G11,
        "v_max_f32_e32 v2, v0, v1\n\tv_max_f32_e32 v3, v4, v1\n\tv_max_f32_e32 v5, v6, v7\n\tv_min_f32_e32 v8, v6, v7",
        |w| {
            splat(w, 0, 0x7f80_0001); // sNaN
            splat(w, 1, 1.0f32.to_bits());
            splat(w, 4, 0x7fc0_0000); // qNaN
            splat(w, 6, 0x8000_0000); // -0
            splat(w, 7, 0); // +0
        },
    );
    assert_eq!(v(&w, 2), 0x7fc0_0001, "sNaN input gives a quiet NaN");
    assert_eq!(
        f32::from_bits(v(&w, 3)),
        1.0,
        "qNaN vs number gives the number"
    );
    assert_eq!(v(&w, 5), 0, "max(-0, +0) = +0");
    assert_eq!(v(&w, 8), 0x8000_0000, "min(-0, +0) = -0");
}

#[test]
fn vop3_modifiers() {
    // |v0| * -v1, then clamp, then mul:2
    let w = run(
        G11,
        "v_mul_f32_e64 v2, |v0|, -v1\n\tv_add_f32_e64 v3, v0, v1 clamp\n\tv_add_f32_e64 v4, v1, v1 mul:2",
        |w| {
            splat(w, 0, (-3.0f32).to_bits());
            splat(w, 1, 0.25f32.to_bits());
        },
    );
    assert_eq!(f32::from_bits(v(&w, 2)), -0.75);
    assert_eq!(f32::from_bits(v(&w, 3)), 0.0, "clamp(-2.75) = 0");
    assert_eq!(f32::from_bits(v(&w, 4)), 1.0);
}

#[test]
fn carry_chain_through_vcc() {
    // 64-bit add of 0x00000001_ffffffff + 1 with v_add_co_u32 / v_add_co_ci_u32
    let w = run(
        G11,
        "v_add_co_u32 v4, vcc_lo, v0, 1\n\tv_add_co_ci_u32_e32 v5, vcc_lo, 0, v1, vcc_lo",
        |w| {
            splat(w, 0, 0xffff_ffff);
            splat(w, 1, 1);
        },
    );
    assert_eq!((v(&w, 4), v(&w, 5)), (0, 2));
    assert_eq!(w.vcc(), 0, "no carry out of the high word");
}

#[test]
fn exec_masking() {
    // Only lanes 0..3 active: v_mov writes them and keeps the others.
    let w = run(G942, "s_mov_b64 exec, 15\n\tv_mov_b32_e32 v1, 7", |w| {
        splat(w, 1, 9)
    });
    assert_eq!(&w.v[1][..6], &[7, 7, 7, 7, 9, 9]);
}

#[test]
fn compare_writes_mask_and_cmpx_writes_exec() {
    let w = run(
        G11,
        "v_cmp_gt_u32_e32 vcc_lo, 4, v0\n\tv_cmpx_gt_u32_e32 2, v0",
        |w| {
            for l in 0..64 {
                w.v[0][l] = l as u32;
            }
        },
    );
    assert_eq!(w.vcc(), 0b1111);
    assert_eq!(w.exec(), 0b11);
}

#[test]
fn scalar_ops_and_scc() {
    let w = run(
        G11,
        "s_add_u32 s0, s2, s3\n\ts_addc_u32 s1, 0, 0\n\ts_cmp_lt_i32 s4, 0\n\ts_cselect_b32 s5, 1, 2\n\ts_bfe_u32 s6, s7, 0x40004",
        |w| {
            w.s[2] = 0xffff_fff0;
            w.s[3] = 0x20;
            w.s[4] = (-5i32) as u32;
            w.s[7] = 0xabcd;
        },
    );
    assert_eq!((w.s[0], w.s[1]), (0x10, 1));
    assert_eq!(w.s[5], 1);
    assert_eq!(w.s[6], 0xc, "4 bits at offset 4");
}

#[test]
fn vopd_reads_before_writes() {
    let w = run(G11, "v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v1, v0", |w| {
        splat(w, 0, 10);
        splat(w, 1, 20);
    });
    assert_eq!((v(&w, 0), v(&w, 1)), (20, 10));
}

#[test]
fn vopd_fmac_pair() {
    let w = run(
        G11,
        "v_dual_fmac_f32 v4, v0, v1 :: v_dual_fmac_f32 v5, v2, v3",
        |w| {
            splat(w, 0, 2.0f32.to_bits());
            splat(w, 1, 3.0f32.to_bits());
            splat(w, 2, 4.0f32.to_bits());
            splat(w, 3, 5.0f32.to_bits());
            splat(w, 4, 1.0f32.to_bits());
            splat(w, 5, 1.0f32.to_bits());
        },
    );
    assert_eq!(f32::from_bits(v(&w, 4)), 7.0);
    assert_eq!(f32::from_bits(v(&w, 5)), 21.0);
}

#[test]
fn packed_fma_with_op_sel_hi_broadcast() {
    // op_sel_hi:[0,1,1]: the high result uses the low half of src0 (a broadcast).
    let w = run(
        G942,
        "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel_hi:[0,1,1]",
        |w| {
            splat(w, 2, 2.0f32.to_bits());
            splat(w, 3, 100.0f32.to_bits());
            splat(w, 4, 3.0f32.to_bits());
            splat(w, 5, 5.0f32.to_bits());
            splat(w, 6, 1.0f32.to_bits());
            splat(w, 7, 1.0f32.to_bits());
        },
    );
    assert_eq!(f32::from_bits(v(&w, 0)), 7.0);
    assert_eq!(f32::from_bits(v(&w, 1)), 11.0);
}

#[test]
fn accvgpr_moves() {
    let w = run(
        G942,
        "v_accvgpr_write_b32 a3, v0\n\tv_accvgpr_read_b32 v1, a3",
        |w| splat(w, 0, 42),
    );
    assert_eq!(v(&w, 1), 42);
}

#[test]
fn mad_u64_u32_and_shifts() {
    let w = run(
        G11,
        "v_mad_u64_u32 v[2:3], null, v0, v1, v[4:5]\n\tv_lshlrev_b64 v[6:7], 4, v[4:5]\n\tv_bfe_u32 v8, v0, 8, 8",
        |w| {
            splat(w, 0, 0xffff_ffff);
            splat(w, 1, 0xffff_ffff);
            splat(w, 4, 1);
            splat(w, 5, 0x1000_0000);
        },
    );
    // (2^32-1)^2 + 0x10000000_00000001 = 0xfffffffe_00000001 + 0x10000000_00000001
    let r = 0xffff_fffe_0000_0001u64.wrapping_add(0x1000_0000_0000_0001);
    assert_eq!((v(&w, 2), v(&w, 3)), (r as u32, (r >> 32) as u32));
    assert_eq!((v(&w, 6), v(&w, 7)), (0x10, 0));
    assert_eq!(v(&w, 8), 0xff);
}

#[test]
fn lds_round_trip_and_bpermute() {
    let w = run(
        G11,
        "ds_store_b32 v0, v1\n\ts_waitcnt lgkmcnt(0)\n\tds_load_b32 v2, v0\n\tds_bpermute_b32 v3, v4, v1\n\ts_waitcnt lgkmcnt(0)",
        |w| {
            for l in 0..64 {
                w.v[0][l] = 4 * l as u32;
                w.v[1][l] = 100 + l as u32;
                w.v[4][l] = 4 * ((l as u32 + 1) % 32);
            }
        },
    );
    assert_eq!(w.v[2][5], 105);
    assert_eq!(w.v[3][5], 106, "lane 5 reads lane 6");
    assert_eq!(w.v[3][31], 100, "lane 31 reads lane 0");
}

#[test]
fn reading_a_pending_lds_result_is_a_hazard() {
    let e = run_snippet(
        G11,
        "ds_load_b32 v2, v0\n\tv_add_nc_u32_e32 v3, v2, v2",
        |w| splat(w, 0, 0),
    )
    .err()
    .expect("hazard");
    let msg = e.to_string();
    assert!(msg.contains("v2") && msg.contains("lgkmcnt"), "{msg}");
}

#[test]
fn mbcnt_counts_lower_lanes() {
    let w = run(
        G942,
        "v_mbcnt_lo_u32_b32 v0, -1, 0\n\tv_mbcnt_hi_u32_b32 v1, -1, v0",
        |_| {},
    );
    for l in 0..64 {
        assert_eq!(w.v[1][l], l as u32);
    }
}
