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

/// Runs `text` with `bytes` mapped as one global buffer whose address is in `s[8:9]` and
/// `v[2:3]`; returns the wave and the buffer's bytes afterwards.
fn run_mem(
    target: Target,
    text: &str,
    bytes: &[u8],
    setup: impl FnOnce(&mut Wave),
) -> (Wave, Vec<u8>) {
    let mut mem = gfxopt::emu::Memory::new();
    let base = mem.map("buf", bytes);
    let w = gfxopt::emu::run_snippet_with_memory(target, text, &mem, |w| {
        w.s[8] = base as u32;
        w.s[9] = (base >> 32) as u32;
        splat(w, 2, base as u32);
        splat(w, 3, (base >> 32) as u32);
        setup(w);
    })
    .unwrap_or_else(|e| panic!("{e}"));
    let out = mem.region("buf").unwrap().bytes();
    (w, out[..bytes.len()].to_vec())
}

/// Memory for the d16 tests: a short 0x1234, the bytes 0x85 (negative as i8) and 0x7f, then
/// the short 0xbeef.
const D16_BYTES: [u8; 8] = [0x34, 0x12, 0x85, 0x7f, 0xef, 0xbe, 0xad, 0xde];

/// What the d16 load tests expect in v10..=v17 (every register started as 0xaaaa_5555).
const D16_LOADED: [u32; 8] = [
    0xaaaa_1234, // d16 short: low half, high half kept
    0x1234_5555, // d16_hi short: high half, low half kept
    0xaaaa_0085, // d16 u8: zero-extended to 16 bits
    0xaaaa_ff85, // d16 i8: sign-extended to 16 bits, not 32
    0x0085_5555, // d16_hi u8
    0xff85_5555, // d16_hi i8
    0xaaaa_007f, // d16 i8 of a positive byte
    0xbeef_1234, // d16 then d16_hi into one register, back to back (no wait between)
];

fn d16_setup(w: &mut Wave) {
    splat(w, 0, 0);
    for r in 10..=17 {
        splat(w, r, 0xaaaa_5555);
    }
}

fn check_d16_loads(t: Target, w: &Wave) {
    for l in 0..w.n {
        let got: Vec<u32> = (10..=17).map(|r| w.v[r][l]).collect();
        assert_eq!(got, D16_LOADED, "{t:?} lane {l}");
    }
}

#[test]
fn global_d16_loads_fill_one_half() {
    let g11 = "global_load_d16_b16 v10, v0, s[8:9]
	global_load_d16_hi_b16 v11, v0, s[8:9]
	global_load_d16_u8 v12, v0, s[8:9] offset:2
	global_load_d16_i8 v13, v0, s[8:9] offset:2
	global_load_d16_hi_u8 v14, v[2:3], off offset:2
	global_load_d16_hi_i8 v15, v[2:3], off offset:2
	global_load_d16_i8 v16, v0, s[8:9] offset:3
	global_load_d16_b16 v17, v[2:3], off
	global_load_d16_hi_b16 v17, v[2:3], off offset:4
	s_waitcnt vmcnt(0)";
    let g942 = "global_load_short_d16 v10, v0, s[8:9]
	global_load_short_d16_hi v11, v0, s[8:9]
	global_load_ubyte_d16 v12, v0, s[8:9] offset:2
	global_load_sbyte_d16 v13, v0, s[8:9] offset:2
	global_load_ubyte_d16_hi v14, v[2:3], off offset:2
	global_load_sbyte_d16_hi v15, v[2:3], off offset:2
	global_load_sbyte_d16 v16, v0, s[8:9] offset:3
	global_load_short_d16 v17, v[2:3], off
	global_load_short_d16_hi v17, v[2:3], off offset:4
	s_waitcnt vmcnt(0)";
    for (t, text) in [(G11, g11), (G942, g942)] {
        let (w, after) = run_mem(t, text, &D16_BYTES, d16_setup);
        check_d16_loads(t, &w);
        assert_eq!(after, D16_BYTES, "{t:?}: loads leave memory alone");
    }
}

#[test]
fn flat_d16_loads_from_memory_and_the_lds_aperture() {
    // Global memory through flat addresses, then the same bytes stored to LDS and read back
    // through the shared aperture (v[4:5] = SHARED_BASE): one or two bytes, not a dword.
    let g11 = "flat_load_d16_b16 v10, v[2:3]
	flat_load_d16_hi_b16 v11, v[2:3]
	flat_load_d16_u8 v12, v[2:3] offset:2
	flat_load_d16_i8 v13, v[2:3] offset:2
	flat_load_d16_hi_u8 v14, v[2:3] offset:2
	flat_load_d16_hi_i8 v15, v[2:3] offset:2
	flat_load_d16_i8 v16, v[2:3] offset:3
	flat_load_d16_b16 v17, v[2:3]
	flat_load_d16_hi_b16 v17, v[2:3] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_store_b32 v0, v20
	s_waitcnt lgkmcnt(0)
	flat_load_d16_hi_i8 v21, v[4:5] offset:2
	flat_load_d16_b16 v22, v[4:5] offset:1
	s_waitcnt vmcnt(0) lgkmcnt(0)";
    let g942 = "flat_load_short_d16 v10, v[2:3]
	flat_load_short_d16_hi v11, v[2:3]
	flat_load_ubyte_d16 v12, v[2:3] offset:2
	flat_load_sbyte_d16 v13, v[2:3] offset:2
	flat_load_ubyte_d16_hi v14, v[2:3] offset:2
	flat_load_sbyte_d16_hi v15, v[2:3] offset:2
	flat_load_sbyte_d16 v16, v[2:3] offset:3
	flat_load_short_d16 v17, v[2:3]
	flat_load_short_d16_hi v17, v[2:3] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v0, v20
	s_waitcnt lgkmcnt(0)
	flat_load_sbyte_d16_hi v21, v[4:5] offset:2
	flat_load_short_d16 v22, v[4:5] offset:1
	s_waitcnt vmcnt(0) lgkmcnt(0)";
    for (t, text) in [(G11, g11), (G942, g942)] {
        let (w, _) = run_mem(t, text, &D16_BYTES, |w| {
            d16_setup(w);
            splat(w, 4, 0);
            splat(w, 5, 0x1000); // SHARED_BASE = 0x1000_0000_0000
            splat(w, 20, 0x7f85_1234);
            splat(w, 21, 0xaaaa_5555);
            splat(w, 22, 0xaaaa_5555);
        });
        check_d16_loads(t, &w);
        assert_eq!(
            w.v[21][0], 0xff85_5555,
            "{t:?}: LDS byte 2, sign-extended, high half"
        );
        assert_eq!(w.v[22][0], 0xaaaa_8512, "{t:?}: LDS bytes 1..3, low half");
    }
}

#[test]
fn scratch_d16_round_trip() {
    // The high half of v10 (0xcafe) is stored at private offset 8 (and its low byte at 12),
    // then read back into halves of registers holding 0xaaaa_5555.
    let g11 = "scratch_store_d16_hi_b16 v1, v10, off offset:8
	scratch_store_d16_hi_b8 v1, v10, off offset:12
	s_waitcnt_vscnt null, 0x0
	scratch_load_d16_b16 v11, v1, off offset:8
	scratch_load_d16_hi_i8 v12, v1, off offset:8
	scratch_load_d16_hi_u8 v13, v1, off offset:9
	scratch_load_d16_i8 v14, v1, off offset:12
	scratch_load_d16_hi_b16 v15, v1, off offset:12
	scratch_load_d16_u8 v16, v1, off offset:13
	s_waitcnt vmcnt(0)";
    let g942 = "scratch_store_short_d16_hi v1, v10, off offset:8
	scratch_store_byte_d16_hi v1, v10, off offset:12
	s_waitcnt vmcnt(0)
	scratch_load_short_d16 v11, v1, off offset:8
	scratch_load_sbyte_d16_hi v12, v1, off offset:8
	scratch_load_ubyte_d16_hi v13, v1, off offset:9
	scratch_load_sbyte_d16 v14, v1, off offset:12
	scratch_load_short_d16_hi v15, v1, off offset:12
	scratch_load_ubyte_d16 v16, v1, off offset:13
	s_waitcnt vmcnt(0)";
    for (t, text) in [(G11, g11), (G942, g942)] {
        let w = run(t, text, |w| {
            splat(w, 1, 0);
            splat(w, 10, 0xcafe_beef);
            for r in 11..=16 {
                splat(w, r, 0xaaaa_5555);
            }
        });
        let got: Vec<u32> = (11..=16).map(|r| v(&w, r)).collect();
        assert_eq!(
            got,
            [
                0xaaaa_cafe, // the stored short
                0xfffe_5555, // its low byte 0xfe, sign-extended, high half
                0x00ca_5555, // its high byte 0xca, zero-extended, high half
                0xaaaa_fffe, // the stored byte 0xfe, sign-extended, low half
                0x00fe_5555, // the byte store wrote one byte: byte 13 is still 0
                0xaaaa_0000, // (zeroed private memory)
            ],
            "{t:?}"
        );
    }
}

#[test]
fn global_d16_hi_stores_write_only_the_selected_bytes() {
    let g11 = "global_store_d16_hi_b16 v0, v10, s[8:9]
	global_store_d16_hi_b8 v0, v10, s[8:9] offset:5
	flat_store_d16_hi_b8 v[2:3], v11 offset:7
	s_waitcnt_vscnt null, 0x0";
    let g942 = "global_store_short_d16_hi v0, v10, s[8:9]
	global_store_byte_d16_hi v0, v10, s[8:9] offset:5
	flat_store_byte_d16_hi v[2:3], v11 offset:7
	s_waitcnt vmcnt(0)";
    for (t, text) in [(G11, g11), (G942, g942)] {
        let (_, after) = run_mem(t, text, &[0x11; 8], |w| {
            splat(w, 0, 0);
            splat(w, 10, 0xcafe_beef);
            splat(w, 11, 0x0042_ffff);
        });
        assert_eq!(
            after,
            [0xfe, 0xca, 0x11, 0x11, 0x11, 0xfe, 0x11, 0x42],
            "{t:?}"
        );
    }
}

#[test]
fn lds_d16_loads_and_stores() {
    // Bytes 0..4 = 34 12 85 7f; the word at 4 starts as 0x1111_1111 and gets the high half of
    // 0xcafe_beef at bytes 4..6 and its low byte (0xfe) at byte 7.
    let g11 = "ds_store_b32 v0, v1
	ds_store_b32 v0, v3 offset:4
	ds_store_b16_d16_hi v0, v2 offset:4
	ds_store_b8_d16_hi v0, v2 offset:7
	s_waitcnt lgkmcnt(0)
	ds_load_u16_d16 v10, v0
	ds_load_u16_d16_hi v11, v0
	ds_load_u8_d16 v12, v0 offset:2
	ds_load_i8_d16 v13, v0 offset:2
	ds_load_u8_d16_hi v14, v0 offset:2
	ds_load_i8_d16_hi v15, v0 offset:2
	ds_load_i8_d16 v16, v0 offset:3
	ds_load_u16_d16 v17, v0
	ds_load_u16_d16_hi v17, v0 offset:4
	ds_load_b32 v18, v0 offset:4
	s_waitcnt lgkmcnt(0)";
    let g942 = "ds_write_b32 v0, v1
	ds_write_b32 v0, v3 offset:4
	ds_write_b16_d16_hi v0, v2 offset:4
	ds_write_b8_d16_hi v0, v2 offset:7
	s_waitcnt lgkmcnt(0)
	ds_read_u16_d16 v10, v0
	ds_read_u16_d16_hi v11, v0
	ds_read_u8_d16 v12, v0 offset:2
	ds_read_i8_d16 v13, v0 offset:2
	ds_read_u8_d16_hi v14, v0 offset:2
	ds_read_i8_d16_hi v15, v0 offset:2
	ds_read_i8_d16 v16, v0 offset:3
	ds_read_u16_d16 v17, v0
	ds_read_u16_d16_hi v17, v0 offset:4
	ds_read_b32 v18, v0 offset:4
	s_waitcnt lgkmcnt(0)";
    for (t, text) in [(G11, g11), (G942, g942)] {
        let w = run(t, text, |w| {
            d16_setup(w);
            splat(w, 1, 0x7f85_1234);
            splat(w, 2, 0xcafe_beef);
            splat(w, 3, 0x1111_1111);
        });
        let mut want = D16_LOADED;
        want[7] = 0xcafe_1234; // the high half now holds the stored 0xcafe
        for l in 0..w.n {
            let got: Vec<u32> = (10..=17).map(|r| w.v[r][l]).collect();
            assert_eq!(got, want, "{t:?} lane {l}");
            assert_eq!(
                w.v[18][l], 0xfe11_cafe,
                "{t:?}: only bytes 4, 5 and 7 written"
            );
        }
    }
}

#[test]
fn d16_loads_respect_exec() {
    let w = run(
        G942,
        "s_mov_b64 exec, 5\n\tds_read_u16_d16_hi v10, v0\n\ts_waitcnt lgkmcnt(0)",
        |w| {
            splat(w, 0, 0);
            splat(w, 10, 0xaaaa_5555);
        },
    );
    assert_eq!(
        &w.v[10][..4],
        &[0x0000_5555, 0xaaaa_5555, 0x0000_5555, 0xaaaa_5555],
        "zeroed LDS into the high half of lanes 0 and 2 only"
    );
}

#[test]
fn half_precision_axpy_from_d16_loads() {
    // clang-22's haxpy (corpus/hip-clang22/mixed_types): x into the low half, y into the high
    // half, y.h = a * x.l + y.h (true16 operands), the high half stored back over y.
    let text = "global_load_d16_b16 v0, v[2:3], off
	global_load_d16_hi_b16 v0, v[4:5], off
	s_waitcnt vmcnt(0)
	v_fmac_f16_e32 v0.h, s3, v0.l
	global_store_d16_hi_b16 v[4:5], v0, off
	s_waitcnt_vscnt null, 0x0";
    // x = 2.0 (0x4000) at byte 0, y = 1.0 (0x3c00) at byte 4; a = 3.0 (0x4200).
    let bytes = [0x00, 0x40, 0, 0, 0x00, 0x3c, 0, 0];
    let (w, after) = run_mem(G11, text, &bytes, |w| {
        w.s[3] = 0x4200;
        let y = w.v[2][0] as u64 | (w.v[3][0] as u64) << 32;
        splat(w, 4, (y + 4) as u32);
        splat(w, 5, ((y + 4) >> 32) as u32);
    });
    assert_eq!(
        v(&w, 0),
        0x4700_4000,
        "7.0 in the high half, x kept in the low half"
    );
    assert_eq!(after, [0x00, 0x40, 0, 0, 0x00, 0x47, 0, 0], "y = 7.0");
}

#[test]
fn buffer_d16_loads_and_hi_stores() {
    // The resource's base is the buffer (s[8:9]); x = 0x1234 at byte 0 goes to the high half,
    // the byte 0x85 at byte 2 (sign-extended) to the low half; the high half is stored at 4
    // and its low byte at 7.
    let g11 = "buffer_load_d16_hi_b16 v10, off, s[8:11], 0
	buffer_load_d16_i8 v10, off, s[8:11], 0 offset:2
	s_waitcnt vmcnt(0)
	buffer_store_d16_hi_b16 v10, off, s[8:11], 0 offset:4
	buffer_store_d16_hi_b8 v10, off, s[8:11], 0 offset:7
	s_waitcnt_vscnt null, 0x0";
    let g942 = "buffer_load_short_d16_hi v10, off, s[8:11], 0
	buffer_load_sbyte_d16 v10, off, s[8:11], 0 offset:2
	s_waitcnt vmcnt(0)
	buffer_store_short_d16_hi v10, off, s[8:11], 0 offset:4
	buffer_store_byte_d16_hi v10, off, s[8:11], 0 offset:7
	s_waitcnt vmcnt(0)";
    for (t, text) in [(G11, g11), (G942, g942)] {
        let (w, after) = run_mem(
            t,
            text,
            &[0x34, 0x12, 0x85, 0, 0x11, 0x11, 0x11, 0x11],
            |w| {
                w.s[10] = 8;
                splat(w, 10, 0xaaaa_5555);
            },
        );
        assert_eq!(v(&w, 10), 0x1234_ff85, "{t:?}");
        assert_eq!(
            after,
            [0x34, 0x12, 0x85, 0, 0x34, 0x12, 0x11, 0x34],
            "{t:?}"
        );
    }
}

/// A raw buffer (stride 0) with `num_records` = 8 bytes over a 16-byte allocation: lanes whose
/// offset + size passes the 8 bytes load 0 and store nothing, as hardware does (Triton points
/// masked-off lanes past the end on purpose); in-range lanes work and nothing is an error.
#[test]
fn raw_buffer_accesses_beyond_num_records_read_zero_and_drop_stores() {
    let bytes: Vec<u8> = (1..=16).collect();
    for (t, glc) in [(G11, "glc"), (G942, "sc0")] {
        let text = format!(
            "buffer_load_dword v10, v1, s[12:15], 0 offen
	buffer_store_dword v11, v1, s[12:15], 0 offen offset:8
	buffer_store_dword v11, v1, s[12:15], 0 offen
	buffer_atomic_add v12, v1, s[12:15], 0 offen {glc}
	s_waitcnt vmcnt(0)"
        )
        .replace(
            "buffer_load_dword",
            if t == G11 {
                "buffer_load_b32"
            } else {
                "buffer_load_dword"
            },
        )
        .replace(
            "buffer_store_dword",
            if t == G11 {
                "buffer_store_b32"
            } else {
                "buffer_store_dword"
            },
        )
        .replace(
            "buffer_atomic_add v12",
            if t == G11 {
                "buffer_atomic_add_u32 v12"
            } else {
                "buffer_atomic_add v12"
            },
        );
        let (w, after) = run_mem(t, &text, &bytes, |w| {
            // V#: base = the buffer (s[8:9]), stride 0, num_records 8.
            w.s[12] = w.s[8];
            w.s[13] = w.s[9] & 0xffff;
            w.s[14] = 8;
            w.s[15] = 0;
            // Lane l: offset 4*l (lanes 0, 1 in range; the rest beyond 8 bytes).
            for l in 0..w.n {
                w.v[1][l] = 4 * l as u32;
                w.v[11][l] = 0xdead_0000 + l as u32;
                w.v[12][l] = 1;
            }
        });
        // Loads: lanes 0 and 1 read the buffer, the others 0.
        assert_eq!(w.v[10][0], u32::from_le_bytes([1, 2, 3, 4]), "{t:?}");
        assert_eq!(w.v[10][1], u32::from_le_bytes([5, 6, 7, 8]), "{t:?}");
        assert_eq!(w.v[10][2], 0, "{t:?}");
        // offset:8 puts every lane out of range: bytes 8..16 untouched.
        assert_eq!(&after[8..], &bytes[8..], "{t:?}");
        // The in-range stores and atomics landed on bytes 0..8; the atomic returned the old
        // value in range and 0 beyond.
        assert_eq!(after[..4], (0xdead_0000u32 + 1).to_le_bytes(), "{t:?}");
        assert_eq!(w.v[12][0], 0xdead_0000, "{t:?}");
        assert_eq!(w.v[12][2], 0, "{t:?}");
    }
}

#[test]
fn a_wave32_lane_mask_is_one_sgpr_for_the_pending_load_check() {
    // Triton's gfx1100 matmul: `v_add_co_u32 v3, s11, ...` and `v_cndmask_b32 ..., vcc_lo`
    // while an `s_load_b64 s[12:13]` / into vcc_hi's neighbour is outstanding. In wave32 a carry
    // or condition mask is one SGPR: s11 alone, which the load does not touch.
    let text = "s_load_b64 s[12:13], s[8:9], 0x0\n\t\
                v_add_co_u32 v4, s11, v2, v2\n\t\
                v_add_co_ci_u32_e64 v5, null, v2, v2, s11\n\t\
                v_cndmask_b32_e64 v6, v2, v4, s11\n\t\
                s_waitcnt lgkmcnt(0)";
    let (w, _) = run_mem(G11, text, &[7u8; 16], |_| {});
    assert_eq!(w.s[12], 0x0707_0707);
    // In wave64 the same mask is a pair, s[11:12]: writing it while the load is outstanding is
    // the hazard.
    let mut mem = gfxopt::emu::Memory::new();
    let base = mem.map("buf", &[7u8; 16]);
    let e = gfxopt::emu::run_snippet_with_memory(
        G942,
        "s_load_dwordx2 s[12:13], s[8:9], 0x0\n\tv_add_co_u32_e64 v4, s[11:12], v2, v2",
        &mem,
        |w| {
            w.s[8] = base as u32;
            w.s[9] = (base >> 32) as u32;
        },
    )
    .err()
    .expect("hazard");
    assert!(e.to_string().contains("s12"), "{e}");
}

#[test]
fn a_d16_load_leaves_the_other_half_free() {
    // Triton's gfx1100 flash attention: `global_load_d16_hi_b16 v16` outstanding while
    // `ds_store_b16 ..., v16` stores the low half (LLVM tracks the two halves apart).
    let load = "global_load_d16_hi_b16 v16, v[2:3], off\n\t";
    let ok = [
        "ds_store_b16 v0, v16",
        "v_mov_b16_e32 v16.l, 7",
        "v_add_f16_e32 v17.l, v16.l, v16.l",
    ];
    for tail in ok {
        let text = format!("{load}{tail}\n\ts_waitcnt vmcnt(0)");
        let (w, _) = run_mem(G11, &text, &[0x34, 0x12, 0, 0], |w| {
            splat(w, 0, 0);
            splat(w, 16, 0x0000_0001);
        });
        assert_eq!(w.v[16][0] >> 16, 0x1234, "{tail}");
    }
    let hazards = [
        "ds_store_b16_d16_hi v0, v16",
        "v_mov_b16_e32 v16.h, 7",
        "v_add_nc_u32_e32 v17, v16, v16",
        "v_add_f16_e32 v17.l, v16.h, v16.l",
    ];
    for tail in hazards {
        let mut mem = gfxopt::emu::Memory::new();
        let base = mem.map("buf", &[0x34, 0x12, 0, 0]);
        let text = format!("{load}{tail}\n\ts_waitcnt vmcnt(0)");
        let r = gfxopt::emu::run_snippet_with_memory(G11, &text, &mem, |w| {
            splat(w, 0, 0);
            splat(w, 2, base as u32);
            splat(w, 3, (base >> 32) as u32);
        });
        let e = r.err().unwrap_or_else(|| panic!("{tail}: no hazard"));
        assert!(e.to_string().contains("v16"), "{tail}: {e}");
    }
}
