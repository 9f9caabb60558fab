//! Memory instructions beyond plain loads and stores, with values worked out from the ISA
//! documents (CDNA3 / RDNA3 ISA reference guides, LLVM AMDGPUUsage and SIDefines.h for the
//! buffer resource and format encodings): gfx9 scalar stores, scalar scratch and scalar
//! atomics, format buffer accesses (resource format, MTBUF format, d16, DST_SEL, idxen),
//! `ds_swizzle_b32`, the M0-addressed DS ops, the DS exchanges, packed 16-bit float atomics
//! and loads into LDS.

#![allow(clippy::unwrap_used)]

use gfxopt::asm::Target;
use gfxopt::emu::wave::Wave;
use gfxopt::emu::{run_snippet, run_snippet_with_memory, Memory};

const G11: Target = Target::Gfx1100;
const G942: Target = Target::Gfx942;
const M0: usize = 124;

fn splat(w: &mut Wave, r: usize, x: u32) {
    w.v[r] = [x; 64];
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn bytes_of(ws: &[u32]) -> Vec<u8> {
    ws.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Runs `text` with `init` mapped as one buffer: its address in `s[8:9]` and `v[2:3]`, and a
/// raw buffer resource over it in `s[12:15]` (stride 0, `num_records` = its size, word 3 =
/// `word3`). Returns the wave and the buffer's dwords afterwards.
fn run_buf(
    t: Target,
    text: &str,
    init: &[u32],
    word3: u32,
    setup: impl FnOnce(&mut Wave),
) -> Result<(Wave, Vec<u32>), String> {
    let mut mem = Memory::new();
    let base = mem.map("buf", &bytes_of(init));
    let size = 4 * init.len() as u32;
    let w = run_snippet_with_memory(t, text, &mem, |w| {
        w.s[8] = base as u32;
        w.s[9] = (base >> 32) as u32;
        splat(w, 2, base as u32);
        splat(w, 3, (base >> 32) as u32);
        w.s[12] = base as u32;
        w.s[13] = (base >> 32) as u32 & 0xffff;
        w.s[14] = size;
        w.s[15] = word3;
        setup(w);
    })
    .map_err(|e| e.to_string())?;
    let out = words(&mem.region("buf").unwrap().bytes());
    Ok((w, out))
}

#[test]
fn scalar_stores_atomics_and_buffer_stores_reach_memory() {
    let text = "s_store_dwordx2 s[20:21], s[8:9], 0x8
	s_atomic_add s22, s[8:9], 0x0 glc
	s_atomic_cmpswap_x2 s[24:27], s[8:9], 0x10 glc
	s_atomic_umax s23, s[8:9], 0x18
	s_buffer_store_dword s28, s[12:15], 0x1c
	s_waitcnt lgkmcnt(0)";
    let init = [5, 0, 0, 0, 1, 2, 40, 0];
    let (w, mem) = run_buf(G942, text, &init, 0, |w| {
        w.s[20] = 0x1111_1111;
        w.s[21] = 0x2222_2222;
        w.s[22] = 7;
        // cmpswap_x2: new value s[24:25], compare value s[26:27] (= memory: swaps)
        w.s[24] = 0xaaaa_bbbb;
        w.s[25] = 0xcccc_dddd;
        w.s[26] = 1;
        w.s[27] = 2;
        w.s[23] = 30; // umax(40, 30) = 40, no glc: s23 kept
        w.s[28] = 0xfeed;
    })
    .unwrap();
    assert_eq!(mem[0], 12, "5 + 7");
    assert_eq!(w.s[22], 5, "glc returns the old value");
    assert_eq!(mem[2..4], [0x1111_1111, 0x2222_2222]);
    assert_eq!(mem[4..6], [0xaaaa_bbbb, 0xcccc_dddd], "compare matched");
    assert_eq!(w.s[24..26], [1, 2], "old 64-bit value into the first half");
    assert_eq!(w.s[26..28], [1, 2], "compare half untouched");
    assert_eq!(mem[6], 40);
    assert_eq!(w.s[23], 30);
    assert_eq!(mem[7], 0xfeed, "resource base + 0x1c");
}

#[test]
fn scalar_cmpswap_that_misses_keeps_memory() {
    let text = "s_atomic_cmpswap s[20:21], s[8:9], 0x0 glc\n\ts_waitcnt lgkmcnt(0)";
    let (w, mem) = run_buf(G942, text, &[9], 0, |w| {
        w.s[20] = 100;
        w.s[21] = 8; // compare 8 != 9
    })
    .unwrap();
    assert_eq!(mem[0], 9);
    assert_eq!(w.s[20], 9);
}

#[test]
fn scalar_scratch_is_the_swizzled_private_segment_of_the_lanes() {
    // Wave byte offset 8 + 4 = 12 is dword 3: lane 3's first private dword (wave64).
    let text = "s_scratch_store_dword s20, s[30:31], 0x8
	s_waitcnt lgkmcnt(0)
	scratch_load_dword v1, off, off
	s_scratch_load_dwordx2 s[22:23], s[30:31], 0x8
	s_waitcnt vmcnt(0) lgkmcnt(0)";
    let w = run_snippet(G942, text, |w| {
        w.s[20] = 0x1234_5678;
        w.s[30] = 4;
        w.s[31] = 0;
        splat(w, 1, 0xdead);
    })
    .unwrap();
    assert_eq!(w.v[1][3], 0x1234_5678);
    assert_eq!(w.v[1][2], 0);
    assert_eq!(w.v[1][4], 0);
    assert_eq!(w.s[22..24], [0x1234_5678, 0]);
}

/// gfx9 word 3: DST_SEL x..w = 4, 5, 6, 7; NUM_FORMAT 14:12; DATA_FORMAT 18:15.
fn g9_word3(dfmt: u32, nfmt: u32) -> u32 {
    0xfac | nfmt << 12 | dfmt << 15
}

/// gfx11 word 3: DST_SEL as above; the unified FORMAT in 18:12.
fn g11_word3(ufmt: u32) -> u32 {
    0xfac | ufmt << 12
}

#[test]
fn format_loads_convert_with_the_resource_format() {
    // 8_8_8_8 UNORM: bytes 0, 0x80, 0xff, 0x7f -> 0.0, 128/255, 1.0, 127/255.
    for (t, word3, xyzw, d16) in [
        (
            G942,
            g9_word3(10, 0),
            "buffer_load_format_xyzw",
            "buffer_load_format_d16_xy",
        ),
        (
            G11,
            g11_word3(42),
            "buffer_load_format_xyzw",
            "buffer_load_d16_format_xy",
        ),
    ] {
        let text = format!(
            "{xyzw} v[10:13], off, s[12:15], 0\n\t{d16} v14, off, s[12:15], 0\n\ts_waitcnt vmcnt(0)"
        );
        let (w, _) = run_buf(t, &text, &[0x7fff_8000], word3, |_| {}).unwrap();
        let got: Vec<u32> = (10..=14).map(|r| w.v[r][0]).collect();
        // 128/255 = 0x3f008081 and 127/255 = 0x3efefeff as f32; f16(128/255) = 0x3804.
        assert_eq!(
            got,
            [0, 0x3f00_8081, 0x3f80_0000, 0x3efe_feff, 0x3804_0000],
            "{t:?}"
        );
    }
}

#[test]
fn format_loads_apply_dst_sel_and_fill_missing_components() {
    // 32_32 FLOAT (2.0, 3.0) with DST_SEL x = W, y = 1, z = 0, w = Y: w of a two-component
    // format reads 1.0, so x = 1.0.
    let sel = 7 | 1 << 3 | 5 << 9;
    for (t, word3) in [(G942, sel | 7 << 12 | 11 << 15), (G11, sel | 50 << 12)] {
        let text = "buffer_load_format_xyzw v[10:13], off, s[12:15], 0\n\ts_waitcnt vmcnt(0)";
        let (w, _) = run_buf(t, text, &[0x4000_0000, 0x4040_0000], word3, |_| {}).unwrap();
        let got: Vec<u32> = (10..=13).map(|r| w.v[r][0]).collect();
        assert_eq!(got, [0x3f80_0000, 0x3f80_0000, 0, 0x4040_0000], "{t:?}");
    }
}

#[test]
fn tbuffer_stores_and_loads_use_the_instruction_format() {
    // 16_16 SNORM store of (-1.0, 0.5): -32767 = 0x8001, 16383.5 rounds to even 16384 = 0x4000.
    // 2_10_10_10 UNORM store of (1.0, 0.0, 0.5, 1.0): 1023, 0, 511.5 -> 512, 3.
    // The 16_16 SINT load reads the shorts back sign-extended.
    for (t, snorm, packed, sint) in [
        (
            G942,
            "format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SNORM]",
            "format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_UNORM]",
            "format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SINT]",
        ),
        (
            G11,
            "format:[BUF_FMT_16_16_SNORM]",
            "format:[BUF_FMT_2_10_10_10_UNORM]",
            "format:22", // 32_FLOAT: checked below through the raw bits
        ),
    ] {
        let text = format!(
            "tbuffer_store_format_xy v[20:21], off, s[12:15], 0 {snorm}
	tbuffer_store_format_xyzw v[22:25], off, s[12:15], 0 {packed} offset:4
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	tbuffer_load_format_xy v[26:27], off, s[12:15], 0 {sint}
	s_waitcnt vmcnt(0)"
        );
        let text = if t == G942 {
            text.replace("\ts_waitcnt_vscnt null, 0x0\n", "")
        } else {
            text
        };
        // Identity DST_SEL (the loads apply it); the resource's format is not used.
        let (w, mem) = run_buf(t, &text, &[0; 2], 0xfac, |w| {
            splat(w, 20, (-1.0f32).to_bits());
            splat(w, 21, 0.5f32.to_bits());
            splat(w, 22, 1.0f32.to_bits());
            splat(w, 23, 0);
            splat(w, 24, 0.5f32.to_bits());
            splat(w, 25, 1.0f32.to_bits());
        })
        .unwrap();
        assert_eq!(mem, [0x4000_8001, 0xe000_03ff], "{t:?}");
        if t == G942 {
            assert_eq!([w.v[26][0], w.v[27][0]], [0xffff_8001, 0x4000], "{t:?}");
        } else {
            // 32_FLOAT has one component: x is the dword, y reads 0.
            assert_eq!([w.v[26][0], w.v[27][0]], [0x4000_8001, 0], "{t:?}");
        }
    }
}

#[test]
fn d16_format_stores_take_halves() {
    // 16_16_16_16 FLOAT from packed halves; d16_hi x of 8 UINT takes the high half's low byte.
    let text = "tbuffer_store_format_d16_xyzw v[20:21], off, s[12:15], 0 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_FLOAT]
	buffer_store_format_d16_hi_x v22, off, s[12:15], 0 offset:8
	tbuffer_store_format_xy v[23:24], off, s[12:15], 0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_USCALED] offset:12
	s_waitcnt vmcnt(0)";
    let (_, mem) = run_buf(G942, text, &[0; 4], g9_word3(1, 4), |w| {
        splat(w, 20, 0x4000_3c00);
        splat(w, 21, 0xc000_3800);
        splat(w, 22, 0x0142_9999);
        // USCALED rounds to nearest even: 2.5 -> 2, 3.5 -> 4.
        splat(w, 23, 2.5f32.to_bits());
        splat(w, 24, 3.5f32.to_bits());
    })
    .unwrap();
    assert_eq!(mem, [0x4000_3c00, 0xc000_3800, 0x42, 0x0402]);
}

#[test]
fn idxen_strides_by_the_resource_stride_and_checks_the_index() {
    // stride 8, num_records 2 elements: lanes 0, 1 read dword 2*l + 1 (offset 4); others 0.
    let text = "buffer_load_format_x v1, v0, s[12:15], 0 idxen offset:4\n\ts_waitcnt vmcnt(0)";
    for (t, word3) in [(G942, g9_word3(4, 4)), (G11, g11_word3(20))] {
        let (w, _) = run_buf(t, text, &[10, 11, 12, 13, 14, 15], word3, |w| {
            w.s[13] |= 8 << 16;
            w.s[14] = 2;
            for l in 0..w.n {
                w.v[0][l] = l as u32;
            }
            splat(w, 1, 0xdead);
        })
        .unwrap();
        assert_eq!(&w.v[1][..3], &[11, 13, 0], "{t:?}");
    }
}

#[test]
fn unemulated_formats_are_refused_by_name() {
    let text = "buffer_load_format_x v1, off, s[12:15], 0\n\ts_waitcnt vmcnt(0)";
    let e = run_buf(G942, text, &[0], g9_word3(6, 7), |_| {})
        .map(|_| ())
        .unwrap_err();
    assert!(e.contains("BUF_FMT_10_11_11_FLOAT"), "{e}");
    assert!(e.contains("<snippet>:1"), "{e}");
    let e = run_buf(G11, text, &[0], g11_word3(0), |_| {})
        .map(|_| ())
        .unwrap_err();
    assert!(e.contains("BUF_FMT_INVALID"), "{e}");
    // The same load with every lane out of range converts nothing: no error.
    let ok = run_buf(G942, text, &[0], g9_word3(6, 7), |w| w.s[14] = 0);
    assert!(ok.is_ok());
}

fn lanes(w: &Wave, r: usize, k: usize) -> Vec<u32> {
    w.v[r][..k].to_vec()
}

#[test]
fn ds_swizzle_modes() {
    let text = "ds_swizzle_b32 v10, v1 offset:swizzle(QUAD_PERM,3,2,1,0)
	ds_swizzle_b32 v11, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32 v12, v1 offset:swizzle(BROADCAST,8,3)
	ds_swizzle_b32 v13, v1 offset:swizzle(BITMASK_PERM,\"0000i\")
	s_waitcnt lgkmcnt(0)";
    for t in [G942, G11] {
        let w = run_snippet(t, text, |w| {
            for l in 0..64 {
                w.v[1][l] = 100 + l as u32;
            }
        })
        .unwrap();
        assert_eq!(lanes(&w, 10, 5), [103, 102, 101, 100, 107], "{t:?}");
        assert_eq!(lanes(&w, 11, 4), [101, 100, 103, 102], "{t:?}");
        assert_eq!(
            lanes(&w, 12, 10),
            [103, 103, 103, 103, 103, 103, 103, 103, 111, 111]
        );
        // "0000i": bit 0 inverted, bits 4..1 forced to 0.
        assert_eq!(lanes(&w, 13, 4), [101, 100, 101, 100], "{t:?}");
        if t == G942 {
            // The upper 32 lanes swizzle among themselves.
            assert_eq!(w.v[12][40], 100 + 43);
        }
    }
}

#[test]
fn ds_swizzle_rotate_and_inactive_sources() {
    // gfx11 rotate mode: offset 0xc000 | 1 << 5 reads lane (i + 1) % 32; offset[10] reverses.
    let w = run_snippet(
        G11,
        "ds_swizzle_b32 v10, v1 offset:0xc020\n\tds_swizzle_b32 v11, v1 offset:0xc420\n\ts_waitcnt lgkmcnt(0)",
        |w| {
            for l in 0..32 {
                w.v[1][l] = l as u32;
            }
        },
    )
    .unwrap();
    assert_eq!([w.v[10][0], w.v[10][31]], [1, 0]);
    assert_eq!([w.v[11][0], w.v[11][5]], [31, 4]);
    // A lane whose source lane is inactive reads 0.
    let w = run_snippet(
        G942,
        "s_mov_b64 exec, 5\n\tds_swizzle_b32 v10, v1 offset:swizzle(SWAP,1)\n\ts_waitcnt lgkmcnt(0)",
        |w| splat(w, 1, 7),
    )
    .unwrap();
    assert_eq!(w.v[10][0], 0);
}

#[test]
fn append_consume_and_addtid_use_m0() {
    let text = "ds_append v2 offset:4
	ds_consume v3 offset:4
	ds_consume v4 offset:4
	ds_write_addtid_b32 v5 offset:8
	ds_read_addtid_b32 v6 offset:8
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v7, v0 offset:0x108
	s_waitcnt lgkmcnt(0)";
    let w = run_snippet(G942, text, |w| {
        w.s[M0] = 0x100;
        splat(w, 0, 0);
        for l in 0..64 {
            w.v[5][l] = 1000 + l as u32;
        }
    })
    .unwrap();
    // LDS[0x104] starts at 0: append returns 0 and adds 64 (active lanes); consume returns 64.
    assert_eq!([w.v[2][5], w.v[3][5], w.v[4][5]], [0, 64, 0]);
    assert_eq!([w.v[6][0], w.v[6][63]], [1000, 1063]);
    assert_eq!(w.v[7][9], 1000, "lane 0's dword at M0 + 8");
}

#[test]
fn ds_exchanges_condxchg_and_wrap() {
    let text = "ds_write2_b32 v0, v20, v21 offset1:1
	ds_write2_b32 v0, v22, v23 offset0:2 offset1:3
	s_waitcnt lgkmcnt(0)
	ds_wrxchg2_rtn_b32 v[10:11], v0, v30, v31 offset1:1
	ds_condxchg32_rtn_b64 v[12:13], v0, v[32:33] offset:8
	ds_wrap_rtn_b32 v14, v0, v34, v35
	ds_wrap_rtn_b32 v15, v0, v34, v35 offset:12
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[16:17], v0 offset1:1
	ds_read2_b32 v[18:19], v0 offset0:2 offset1:3
	s_waitcnt lgkmcnt(0)";
    let w = run_snippet(G942, text, |w| {
        for l in 0..64 {
            w.v[0][l] = 16 * l as u32;
        }
        splat(w, 20, 1);
        splat(w, 21, 2);
        splat(w, 22, 3);
        splat(w, 23, 2);
        splat(w, 30, 50);
        splat(w, 31, 60);
        splat(w, 32, 0x8000_0009); // bit 31: written as 9
        splat(w, 33, 5); // no bit 31: not written
        splat(w, 34, 4);
        splat(w, 35, 100);
    })
    .unwrap();
    assert_eq!([w.v[10][3], w.v[11][3]], [1, 2], "old values");
    assert_eq!([w.v[12][3], w.v[13][3]], [3, 2]);
    // wrap at +0: 50 >= 4 -> 46; at +12: 2 < 4 -> 102.
    assert_eq!([w.v[14][3], w.v[15][3]], [50, 2]);
    assert_eq!(lanes(&w, 16, 2), [46, 46]);
    assert_eq!(
        [w.v[16][7], w.v[17][7], w.v[18][7], w.v[19][7]],
        [46, 60, 9, 102]
    );
}

#[test]
fn packed_half_atomics_add_each_half() {
    // f16: (1.0, 2.0) + (0.5, -2.0) = (1.5, 0.0): 0x3c00 + 0x3800 = 0x3e00, 0x4000 + 0xc000 = 0.
    let w = run_snippet(
        G942,
        "ds_write_b32 v0, v1\n\ts_waitcnt lgkmcnt(0)\n\tds_pk_add_rtn_f16 v3, v0, v2\n\ts_waitcnt lgkmcnt(0)\n\tds_read_b32 v4, v0\n\ts_waitcnt lgkmcnt(0)",
        |w| {
            for l in 0..64 {
                w.v[0][l] = 4 * l as u32;
            }
            splat(w, 1, 0x4000_3c00);
            splat(w, 2, 0xc000_3800);
        },
    )
    .unwrap();
    assert_eq!([w.v[3][0], w.v[4][0]], [0x4000_3c00, 0x0000_3e00]);
    // bf16: (1.0, 3.0) + (1.0, 0.5) = (2.0, 3.5) = 0x4000, 0x4060; sc0 returns the old value.
    let text = "s_mov_b64 exec, 1
	global_atomic_pk_add_bf16 v1, v[2:3], v4, off sc0
	buffer_atomic_pk_add_f16 v5, off, s[12:15], 0 offset:4
	s_waitcnt vmcnt(0)";
    let (w, mem) = run_buf(G942, text, &[0x4040_3f80, 0x3c00_3c00], 0, |w| {
        splat(w, 4, 0x3f00_3f80);
        splat(w, 5, 0x3c00_bc00); // (-1.0, 1.0)
    })
    .unwrap();
    assert_eq!(mem, [0x4060_4000, 0x4000_0000]);
    assert_eq!(w.v[1][0], 0x4040_3f80);
}

#[test]
fn loads_into_lds_write_at_m0_plus_offset() {
    // Lane l reads dword l + 1 of the buffer (saddr + 4 * l + offset 4) into LDS at
    // M0 + 4 + 4 * l; the signed byte form sign-extends.
    let g942 = "global_load_lds_dword v1, s[8:9] offset:4
	global_load_lds_sbyte v1, s[8:9] offset:0x43
	s_waitcnt vmcnt(0)
	ds_read_b32 v5, v1 offset:0x44
	ds_read_b32 v6, v1 offset:0x83
	s_waitcnt lgkmcnt(0)";
    let init: Vec<u32> = (0..80).map(|i| 0x8000_0000 | i).collect();
    let (w, _) = run_buf(G942, g942, &init, 0, |w| {
        w.s[M0] = 0x40;
        for l in 0..64 {
            w.v[1][l] = 4 * l as u32;
        }
    })
    .unwrap();
    assert_eq!([w.v[5][0], w.v[5][2]], [0x8000_0001, 0x8000_0003]);
    // Byte 0x43 + 4 l is the top byte 0x80 of dword 16 + l: sign-extended, at LDS
    // 0x40 + 0x43 + 4 l (unaligned; past the dwords lanes 0 and 2 wrote above).
    assert_eq!(w.v[6][0], 0xffff_ff80);
    // gfx11 `buffer_load_lds_b32` (raw buffer, offen).
    let g11 = "buffer_load_lds_b32 v1, s[12:15], 0 offen offset:8
	s_waitcnt vmcnt(0)
	ds_load_b32 v5, v1 offset:0x48
	s_waitcnt lgkmcnt(0)";
    let (w, _) = run_buf(G11, g11, &init, g11_word3(22), |w| {
        w.s[M0] = 0x40;
        for l in 0..32 {
            w.v[1][l] = 4 * l as u32;
        }
    })
    .unwrap();
    assert_eq!([w.v[5][0], w.v[5][3]], [0x8000_0002, 0x8000_0005]);
}

#[test]
fn mubuf_opcodes_are_exactly_the_buffer_names() {
    // `is_mubuf` is a hand-kept list (it runs per instruction): it must match the names.
    for (name, k) in gfxopt::emu::decode::NAMES {
        assert_eq!(
            gfxopt::emu::decode::is_mubuf(*k),
            name.starts_with("buffer_")
                && !matches!(
                    *name,
                    "buffer_gl0_inv" | "buffer_gl1_inv" | "buffer_wbl2" | "buffer_inv"
                )
                && !name.starts_with("buffer_wbinvl1"),
            "{name}"
        );
    }
}
