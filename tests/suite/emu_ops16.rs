//! 16-bit VALU, packed math, dot products, DPP and SDWA: values worked out by hand from the
//! RDNA3 / CDNA3 ISA documents (IEEE binary16 with denormals kept, single rounding of FMA,
//! quiet-NaN rules, IEEE-mode min/max; DPP row/bank masks and bound control; SDWA selects).

#![allow(clippy::unwrap_used)]

use gfxopt::asm::Target;
use gfxopt::emu::run_snippet;
use gfxopt::emu::wave::Wave;

const G11: Target = Target::Gfx1100;
const G942: Target = Target::Gfx942;

fn run(target: Target, text: &str, setup: impl FnOnce(&mut Wave)) -> Wave {
    run_snippet(target, text, setup).unwrap_or_else(|e| panic!("{e}"))
}

fn splat(w: &mut Wave, r: usize, x: u32) {
    w.v[r] = [x; 64];
}

fn lane_ids(w: &mut Wave, r: usize) {
    for l in 0..64 {
        w.v[r][l] = l as u32;
    }
}

#[test]
fn f16_add_keeps_denormals_and_the_high_half_per_target() {
    // 2^-24 + 2^-24 = 2^-23: the f16 denormal 0x0002.
    let setup = |w: &mut Wave| {
        splat(w, 0, 0x0001);
        splat(w, 1, 0x0001);
        splat(w, 2, 0xabcd_0000);
    };
    let w = run(G11, "v_add_f16_e32 v2, v0, v1", setup);
    assert_eq!(w.v[2][0], 0xabcd_0002, "gfx11 keeps the high half");
    let w = run(G942, "v_add_f16_e32 v2, v0, v1", setup);
    assert_eq!(w.v[2][0], 0x0000_0002, "gfx9 zeroes the high half");
}

#[test]
fn f16_nan_and_ieee_min_max() {
    let w = run(
        G11,
        "v_add_f16_e32 v2, v0, v1\n\tv_max_f16_e32 v3, v4, v1\n\tv_max_f16_e32 v5, v0, v1\n\tv_min_f16_e32 v6, 0x8000, 0",
        |w| {
            splat(w, 0, 0x7c01); // sNaN
            splat(w, 1, 0x3c00); // 1.0
            splat(w, 4, 0x7e00); // qNaN
            for r in [2, 3, 5, 6] {
                splat(w, r, 0);
            }
        },
    );
    assert_eq!(w.v[2][0] & 0xffff, 0x7e01, "NaN operand comes back quiet");
    assert_eq!(w.v[3][0] & 0xffff, 0x3c00, "max(qNaN, 1) = 1");
    assert_eq!(w.v[5][0] & 0xffff, 0x7e01, "max(sNaN, 1) = quiet NaN");
    assert_eq!(w.v[6][0] & 0xffff, 0x8000, "min(-0, +0) = -0");
}

#[test]
fn f16_fma_rounds_once() {
    // (1 + 2^-10)^2 - 1.5 * 2^-10 = 1 + 2^-11 + 2^-20: just above the tie, rounds up to
    // 1 + 2^-10 (0x3c01). Rounding the product first gives the tie 1 + 2^-11 -> 1.0.
    let w = run(G11, "v_fma_f16 v3, v0, v1, v2", |w| {
        splat(w, 0, 0x3c01);
        splat(w, 1, 0x3c01);
        splat(w, 2, 0x9600);
        splat(w, 3, 0);
    });
    assert_eq!(w.v[3][0], 0x3c01);
}

#[test]
fn f16_ldexp_to_denormal_and_class() {
    let w = run(
        G11,
        "v_ldexp_f16_e32 v2, v0, v1\n\tv_cmp_class_f16_e64 s0, v2, 0x80\n\tv_cmp_class_f32_e64 s1, v3, 0x80",
        |w| {
            splat(w, 0, 0x3c00);
            splat(w, 1, (-24i32) as u32 & 0xffff);
            splat(w, 2, 0);
            splat(w, 3, 1); // f32 +denormal
        },
    );
    assert_eq!(
        w.v[2][0], 0x0001,
        "1.0 * 2^-24 is the smallest f16 denormal"
    );
    assert_eq!(w.s[0], u32::MAX, "class +denormal (bit 7) on f16");
    assert_eq!(w.s[1], u32::MAX, "class +denormal (bit 7) on f32");
}

#[test]
fn f16_compares_with_nan() {
    let w = run(
        G11,
        "v_cmp_lt_f16_e64 s0, v0, v1\n\tv_cmp_nge_f16_e64 s1, v0, v1\n\tv_cmp_lt_i16_e64 s2, v2, v3",
        |w| {
            splat(w, 0, 0x7e00);
            splat(w, 1, 0x3c00);
            splat(w, 2, 0xffff); // -1 as i16
            splat(w, 3, 0x0001);
        },
    );
    assert_eq!(w.s[0], 0, "NaN < 1 is false");
    assert_eq!(w.s[1], u32::MAX, "!(NaN >= 1) is true");
    assert_eq!(w.s[2], u32::MAX, "-1 < 1 as i16");
}

#[test]
fn i16_wraps_and_clamps() {
    let w = run(
        G11,
        "v_add_nc_u16 v2, v0, v1\n\tv_add_nc_u16 v3, v0, v1 clamp\n\tv_ashrrev_i16 v4, 4, v5",
        |w| {
            splat(w, 0, 0xffff);
            splat(w, 1, 2);
            splat(w, 5, 0x8000);
            for r in 2..5 {
                splat(w, r, 0);
            }
        },
    );
    assert_eq!(w.v[2][0], 0x0001);
    assert_eq!(w.v[3][0], 0xffff);
    assert_eq!(w.v[4][0], 0xf800);
}

#[test]
fn packed_f16_halves_and_op_sel() {
    let w = run(
        G11,
        "v_pk_add_f16 v2, v0, v1\n\tv_pk_add_f16 v3, v0, v1 op_sel:[1,0] op_sel_hi:[0,1]",
        |w| {
            splat(w, 0, 0x4000_3c00); // (hi 2.0, lo 1.0)
            splat(w, 1, 0x3c00_3c00);
        },
    );
    assert_eq!(w.v[2][0], 0x4200_4000, "(3.0, 2.0)");
    assert_eq!(w.v[3][0], 0x4000_4200, "lo = 2 + 1, hi = 1 + 1");
}

#[test]
fn dot_products() {
    let w = run(
        G11,
        "v_dot2_f32_f16 v3, v0, v1, v2\n\tv_dot4_u32_u8 v4, v5, v6, 10",
        |w| {
            splat(w, 0, 0x4000_3c00); // (2, 1)
            splat(w, 1, 0x4400_4200); // (4, 3)
            splat(w, 2, 0.5f32.to_bits());
            splat(w, 5, 0x0102_0304);
            splat(w, 6, 0x0101_0101);
        },
    );
    assert_eq!(f32::from_bits(w.v[3][0]), 11.5, "1*3 + 2*4 + 0.5");
    assert_eq!(w.v[4][0], 20, "1+2+3+4 + 10");
    let w = run(G942, "v_dot4_i32_i8 v4, v5, v6, v7", |w| {
        splat(w, 5, 0xff02_fe04); // (-1, 2, -2, 4)
        splat(w, 6, 0x0101_0101);
        splat(w, 7, 0);
    });
    assert_eq!(w.v[4][0] as i32, 3);
}

#[test]
fn fma_mix_reads_f16_halves() {
    let w = run(
        G11,
        "v_fma_mix_f32 v3, v0, v1, v2 op_sel:[0,1,0] op_sel_hi:[1,1,0]",
        |w| {
            splat(w, 0, 0x3c00); // 1.0 (lo)
            splat(w, 1, 0x4000_0000); // 2.0 (hi)
            splat(w, 2, 0.5f32.to_bits());
        },
    );
    assert_eq!(f32::from_bits(w.v[3][0]), 2.5);
}

#[test]
fn cube_sad_maxmin() {
    let w = run(
        G11,
        "v_cubeid_f32 v3, v0, v1, v2\n\tv_cubesc_f32 v4, v0, v1, v2\n\tv_cubetc_f32 v5, v0, v1, v2\n\tv_cubema_f32 v6, v0, v1, v2\n\tv_sad_u8 v7, v8, v9, 1\n\tv_maxmin_f32 v10, 1.0, v11, 2.0",
        |w| {
            splat(w, 0, 1.0f32.to_bits());
            splat(w, 1, 0.5f32.to_bits());
            splat(w, 2, (-2.0f32).to_bits());
            splat(w, 8, 0x0102_0304);
            splat(w, 9, 0x0403_0201);
            splat(w, 11, 3.0f32.to_bits());
        },
    );
    let f = |r: usize| f32::from_bits(w.v[r][0]);
    assert_eq!((f(3), f(4), f(5), f(6)), (5.0, -1.0, -0.5, -4.0), "-z face");
    assert_eq!(w.v[7][0], 9, "3+1+1+3 + 1");
    assert_eq!(f(10), 2.0, "min(max(1, 3), 2)");
}

#[test]
fn dpp16_row_shift_bound_ctrl_and_masks() {
    let w = run(
        G11,
        "v_mov_b32_dpp v1, v0 row_shr:1 row_mask:0xf bank_mask:0xf\n\tv_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1\n\tv_mov_b32_dpp v3, v0 quad_perm:[3,2,1,0] row_mask:0x1 bank_mask:0xf\n\tv_mov_b32_dpp v4, v0 row_mirror row_mask:0xf bank_mask:0x2",
        |w| {
            lane_ids(w, 0);
            for r in 1..5 {
                splat(w, r, 0xdead);
            }
        },
    );
    for l in 0..32 {
        let want = if l % 16 == 0 { 0xdead } else { l as u32 - 1 };
        assert_eq!(w.v[1][l], want, "row_shr:1 lane {l}");
        let want = if l % 16 == 0 { 0 } else { l as u32 - 1 };
        assert_eq!(w.v[2][l], want, "bound_ctrl lane {l}");
        let want = if l < 16 {
            ((l & !3) + 3 - (l & 3)) as u32
        } else {
            0xdead
        };
        assert_eq!(w.v[3][l], want, "quad_perm with row 1 masked, lane {l}");
        let want = if (l % 16) / 4 == 1 {
            ((l & !15) + 15 - (l & 15)) as u32
        } else {
            0xdead
        };
        assert_eq!(w.v[4][l], want, "row_mirror bank 1 only, lane {l}");
    }
}

#[test]
fn dpp8_and_dpp_on_an_alu_op() {
    let w = run(
        G11,
        "v_mov_b32_dpp v1, v0 dpp8:[7,6,5,4,3,2,1,0]\n\tv_add_nc_u32_dpp v2, v0, v5 row_xmask:1 row_mask:0xf bank_mask:0xf",
        |w| {
            lane_ids(w, 0);
            splat(w, 5, 100);
        },
    );
    for l in 0..32 {
        assert_eq!(w.v[1][l], ((l & !7) + 7 - (l & 7)) as u32, "dpp8 lane {l}");
        assert_eq!(w.v[2][l], (l ^ 1) as u32 + 100, "row_xmask:1 lane {l}");
    }
}

#[test]
fn dpp_inactive_source_lanes() {
    // Lane 1 is inactive: lane 0 reads it under row_shl:1; without fi it is out of bounds.
    let w = run(
        G11,
        "s_mov_b32 exec_lo, 0xfffffffd\n\tv_mov_b32_dpp v1, v0 row_shl:1 row_mask:0xf bank_mask:0xf\n\tv_mov_b32_dpp v2, v0 row_shl:1 row_mask:0xf bank_mask:0xf fi:1",
        |w| {
            lane_ids(w, 0);
            splat(w, 1, 0xdead);
            splat(w, 2, 0xdead);
        },
    );
    assert_eq!(w.v[1][0], 0xdead);
    assert_eq!(w.v[2][0], 1);
    assert_eq!(w.v[1][2], 3);
}

#[test]
fn dpp_gfx9_wave64_broadcast_and_wave_shift() {
    let w = run(
        G942,
        "v_mov_b32_dpp v1, v0 row_bcast:15 row_mask:0xa bank_mask:0xf\n\tv_mov_b32_dpp v2, v0 wave_ror:1 row_mask:0xf bank_mask:0xf",
        |w| {
            lane_ids(w, 0);
            splat(w, 1, 0xdead);
        },
    );
    for l in 0..64 {
        let want = match l / 16 {
            1 => 15,
            3 => 47,
            _ => 0xdead,
        };
        assert_eq!(w.v[1][l], want, "row_bcast:15 lane {l}");
        assert_eq!(w.v[2][l], ((l + 63) % 64) as u32, "wave_ror:1 lane {l}");
    }
}

#[test]
fn sdwa_selects_and_merges() {
    let w = run(
        G942,
        "v_add_u32_sdwa v2, v0, v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:WORD_0\n\tv_mov_b32_sdwa v3, sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0\n\tv_mov_b32_sdwa v5, v4 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:DWORD",
        |w| {
            splat(w, 0, 0x0000_1200);
            splat(w, 1, 0x0001_0034);
            splat(w, 2, 0x5555_7777);
            splat(w, 4, 0x80);
            splat(w, 5, 0x1234_5678);
        },
    );
    assert_eq!(w.v[2][0], 0x0046_7777, "0x12 + 0x34 into the high word");
    assert_eq!(w.v[3][0], 0xffff_ff80, "sext of byte 0");
    assert_eq!(
        w.v[5][0],
        0x0000_8000 | 0xffff_0000,
        "byte 1 = 0x80, sign-extended above"
    );
}

#[test]
fn lds_atomics_generic() {
    // Each lane owns 32 bytes of LDS (word 0 = 5, stored first): inc wraps at the data value,
    // mskor, 64-bit signed max, cmpstore.
    let w = run(
        G11,
        "ds_store_b32 v0, v1\n\tds_inc_rtn_u32 v2, v0, v3\n\tds_load_b32 v4, v0\n\tds_mskor_rtn_b32 v5, v0, v6, v7\n\tds_load_b32 v8, v0\n\tds_store_b64 v0, v[10:11] offset:8\n\tds_max_rtn_i64 v[12:13], v0, v[14:15] offset:8\n\tds_load_b64 v[16:17], v0 offset:8\n\tds_cmpstore_rtn_b32 v18, v0, v19, v20\n\tds_load_b32 v21, v0\n\ts_waitcnt lgkmcnt(0)",
        |w| {
            for l in 0..64 {
                w.v[0][l] = 32 * l as u32;
            }
            splat(w, 1, 5);
            splat(w, 3, 5); // inc: 5 >= 5 -> 0
            splat(w, 6, 0xf); // mask
            splat(w, 7, 0x30); // or
            splat(w, 10, 0xffff_fffe); // -2 as i64
            splat(w, 11, 0xffff_ffff);
            splat(w, 14, 3);
            splat(w, 15, 0);
            splat(w, 19, 77); // new value
            splat(w, 20, 0x30); // compare value
        },
    );
    assert_eq!((w.v[2][0], w.v[4][0]), (5, 0), "inc returns 5, stores 0");
    assert_eq!((w.v[5][0], w.v[8][0]), (0, 0x30), "(0 & !0xf) | 0x30");
    assert_eq!(
        (w.v[12][0], w.v[13][0]),
        (0xffff_fffe, 0xffff_ffff),
        "old -2"
    );
    assert_eq!((w.v[16][0], w.v[17][0]), (3, 0), "max(-2, 3) as i64");
    assert_eq!(
        (w.v[18][0], w.v[21][0]),
        (0x30, 77),
        "cmpstore: equal, stored"
    );
}

#[test]
fn atomic_names_decode_to_operations() {
    use gfxopt::isa::semantics::{atomic_of, AtomicOp};
    let a = |m: &str| atomic_of(m).map(|(a, r)| (a.op, a.bits, r));
    assert_eq!(a("ds_max_rtn_u64"), Some((AtomicOp::MaxU, 64, true)));
    assert_eq!(a("ds_min_i32"), Some((AtomicOp::MinI, 32, false)));
    assert_eq!(a("global_atomic_smin_x2"), Some((AtomicOp::MinI, 64, true)));
    assert_eq!(
        a("buffer_atomic_cmpswap_b32"),
        Some((AtomicOp::CmpSwap, 32, true))
    );
    assert_eq!(
        a("ds_cmpst_b32"),
        Some((AtomicOp::CmpSwapCmpFirst, 32, false))
    );
    assert_eq!(a("ds_wrxchg_rtn_b64"), Some((AtomicOp::Swap, 64, true)));
    assert_eq!(a("ds_load_b32"), None);
}

#[test]
fn scratch_is_private_per_lane() {
    // Every lane stores its id at the same private offset: each reads back its own value.
    for (t, text) in [
        (
            G11,
            "scratch_store_b32 off, v0, s0 offset:16\n\tscratch_store_b8 v1, v2, off\n\ts_waitcnt_vscnt null, 0x0\n\tscratch_load_b32 v3, off, s0 offset:16\n\tscratch_load_i8 v4, v1, off\n\ts_waitcnt vmcnt(0)",
        ),
        (
            G942,
            "scratch_store_dword off, v0, s0 offset:16\n\tscratch_store_byte v1, v2, off\n\ts_waitcnt vmcnt(0)\n\tscratch_load_dword v3, off, s0 offset:16\n\tscratch_load_sbyte v4, v1, off\n\ts_waitcnt vmcnt(0)",
        ),
    ] {
        let w = run(t, text, |w| {
            lane_ids(w, 0);
            w.s[0] = 8;
            splat(w, 1, 100);
            splat(w, 2, 0x1ff);
        });
        for l in 0..w.n {
            assert_eq!(w.v[3][l], l as u32, "{t:?} lane {l}");
            assert_eq!(w.v[4][l], 0xffff_ffff, "{t:?} sign-extended 0xff");
        }
    }
    let Err(e) = run_snippet(G11, "scratch_load_b32 v3, off, off offset:4096", |_| {}) else {
        panic!("a load past the private segment must fail");
    };
    assert!(
        e.to_string().contains("private segment is 4096 bytes"),
        "{e}"
    );
}

#[test]
fn cndmask_b16_selects_halves_by_lane_mask() {
    // s0 = lanes 0 and 2 take src1. v0 = {hi -2.0, lo 1.0}, v1 = {hi 4.0, lo -1.0}; every
    // destination starts as 0xdead_beef and keeps its other half (gfx11).
    let w = run(
        G11,
        "v_cndmask_b16 v4, v0, v1, s0
	v_cndmask_b16 v5, v0, v1, s0 op_sel:[1,1,0,1]
	v_cndmask_b16 v6, -v0, |v1|, s0
	v_cndmask_b16 v7.h, 0x7fff, v1.h, s0
	v_cndmask_b16 v8.l, v0.h, v1.l, vcc_lo
	v_cndmask_b16 v9, 0.5, -1, s0",
        |w| {
            w.s[0] = 0b0101;
            w.s[106] = 0b0011;
            splat(w, 0, 0xc000_3c00);
            splat(w, 1, 0x4400_bc00);
            for r in 4..=9 {
                splat(w, r, 0xdead_beef);
            }
        },
    );
    let lanes = |r: usize| (w.v[r][0], w.v[r][1], w.v[r][2], w.v[r][3]);
    assert_eq!(
        lanes(4),
        (0xdead_bc00, 0xdead_3c00, 0xdead_bc00, 0xdead_3c00),
        "low halves into the low half"
    );
    assert_eq!(
        lanes(5),
        (0x4400_beef, 0xc000_beef, 0x4400_beef, 0xc000_beef),
        "op_sel: high halves into the high half"
    );
    assert_eq!(
        (w.v[6][0], w.v[6][1]),
        (0xdead_3c00, 0xdead_bc00),
        "abs and neg act on bit 15"
    );
    assert_eq!(
        (w.v[7][0], w.v[7][1]),
        (0x4400_beef, 0x7fff_beef),
        "true16 .h operands pick the high halves"
    );
    assert_eq!(
        lanes(8),
        (0xdead_bc00, 0xdead_bc00, 0xdead_c000, 0xdead_c000),
        "vcc_lo mask, a .h source into a .l destination"
    );
    assert_eq!(
        (w.v[9][0], w.v[9][1]),
        (0xdead_ffff, 0xdead_3800),
        "f16 inline constants: 0.5 is 0x3800, -1 is 0xffff"
    );
}

#[test]
fn true16_operands_read_and_write_their_half() {
    // `v1.h` means the high half, as op_sel would: moves between halves, a 16-bit add reading
    // a high half, and the haxpy fmac (accumulator and result in the high half).
    let w = run(
        G11,
        "v_mov_b16_e32 v2.h, v1.l
	v_mov_b16_e32 v3.l, v1.h
	v_add_nc_u16 v4.h, v1.h, v1.l
	v_fmac_f16_e32 v5.h, s3, v5.l",
        |w| {
            splat(w, 1, 0x1234_0042);
            splat(w, 2, 0xaaaa_5555);
            splat(w, 3, 0xaaaa_5555);
            splat(w, 4, 0xaaaa_5555);
            splat(w, 5, 0x3c00_4000); // y = 1.0 (high), x = 2.0 (low)
            w.s[3] = 0x4200; // a = 3.0
        },
    );
    assert_eq!(w.v[2][0], 0x0042_5555);
    assert_eq!(w.v[3][0], 0xaaaa_1234);
    assert_eq!(w.v[4][0], 0x1276_5555);
    assert_eq!(w.v[5][0], 0x4700_4000, "3 * 2 + 1 = 7.0 in the high half");
}

#[test]
fn f16_conversions_use_the_true16_half() {
    // Triton's gfx1100 flash attention packs two results with `v_cvt_f16_f32 v3.l` / `v3.h`.
    let w = run(
        G11,
        "v_cvt_f16_f32_e32 v3.l, v0\n\tv_cvt_f16_f32_e64 v3.h, v1\n\tv_cvt_f32_f16_e32 v4, v3.h\n\tv_cvt_f16_f32_e32 v5, v0",
        |w| {
            splat(w, 0, 1.5f32.to_bits());
            splat(w, 1, (-2.0f32).to_bits());
            splat(w, 3, 0xdead_beef);
            splat(w, 5, 0xdead_beef);
        },
    );
    assert_eq!(
        w.v[3][0], 0xc000_3e00,
        "-2.0 in the high half, 1.5 in the low half"
    );
    assert_eq!(
        f32::from_bits(w.v[4][0]),
        -2.0,
        "the high half converted back"
    );
    assert_eq!(w.v[5][0], 0xdead_3e00, "gfx11 keeps the other half");
    let w = run(G942, "v_cvt_f16_f32_e32 v5, v0", |w| {
        splat(w, 0, 1.5f32.to_bits());
        splat(w, 5, 0xdead_beef);
    });
    assert_eq!(w.v[5][0], 0x0000_3e00, "gfx9 zeroes the high half");
}

/// gfx942's DPP on the double-precision ALU: `row_newbcast:N` gives every lane of a row the
/// whole 64-bit value of the row's lane N (both halves of the register pair move).
#[test]
fn dpp64_row_newbcast_moves_both_halves() {
    let w = run(
        Target::Gfx942,
        "v_mov_b64_dpp v[2:3], v[0:1] row_newbcast:5 row_mask:0xf bank_mask:0xf\n\tv_add_f64_dpp v[4:5], v[6:7], v[6:7] row_newbcast:15 row_mask:0xf bank_mask:0xf",
        |w| {
            for l in 0..64 {
                let x = (l as f64 + 0.5).to_bits();
                w.v[0][l] = l as u32;
                w.v[1][l] = 1000 + l as u32;
                w.v[6][l] = x as u32;
                w.v[7][l] = (x >> 32) as u32;
            }
        },
    );
    for l in 0..64 {
        let src = (l & !15) + 5;
        assert_eq!(
            (w.v[2][l], w.v[3][l]),
            (src as u32, 1000 + src as u32),
            "lane {l}"
        );
        // src0 (lane 15 of the row) is permuted, src1 is the lane's own.
        let want = ((l & !15) + 15) as f64 + 0.5 + (l as f64 + 0.5);
        let got = f64::from_bits(u64::from(w.v[4][l]) | u64::from(w.v[5][l]) << 32);
        assert_eq!(got, want, "lane {l}");
    }
}

/// `v_trig_preop_f64`: segment 0 for 1.0 is 2/pi truncated to 53 bits, one unit of the last
/// place below the host's correctly rounded 2/pi; a segment past the table gives +0.
#[test]
fn trig_preop_segments_of_two_over_pi() {
    for target in [Target::Gfx1100, Target::Gfx942] {
        let w = run(
            target,
            "v_trig_preop_f64 v[2:3], v[0:1], 0\n\tv_trig_preop_f64 v[4:5], v[0:1], 31",
            |w| {
                let one = 1.0f64.to_bits();
                for l in 0..w.n {
                    w.v[0][l] = one as u32;
                    w.v[1][l] = (one >> 32) as u32;
                }
            },
        );
        let seg0 = f64::from_bits(u64::from(w.v[2][0]) | u64::from(w.v[3][0]) << 32);
        assert_eq!(
            seg0.to_bits() + 1,
            std::f64::consts::FRAC_2_PI.to_bits(),
            "{target:?}"
        );
        assert_eq!((w.v[4][0], w.v[5][0]), (0, 0), "{target:?}");
    }
}
