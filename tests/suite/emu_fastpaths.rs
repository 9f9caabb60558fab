//! The emulator's fast paths against the exact per-lane semantics: LDS and global dword loads
//! gathered in one checked pass, constant 64-bit shifts, carry masks packed eight lanes at a
//! time. Each load runs with every lane active (the fast path), with a partial EXEC, and with
//! one lane that sends the instruction back to the per-lane path (an unaligned address, a lane
//! in another buffer, an access out of bounds under `--oob zero`, or an error that must name
//! the same lane as before), on wave32 (gfx1100) and wave64 (gfx942). The expected values are
//! computed here from the memory image, not by the emulator.

#![allow(clippy::unwrap_used)]

use crate::common::set_exec;
use gfxopt::asm::Target;
use gfxopt::emu::wave::Wave;
use gfxopt::emu::{run_snippet_with_oob, Memory, OobPolicy};

const TARGETS: [Target; 2] = [Target::Gfx1100, Target::Gfx942];

/// The word at word index `i` of every memory image here.
fn pat(i: u32) -> u32 {
    i.wrapping_mul(0x9e37_79b1) ^ 0x5bd1_e995
}

fn lanes(t: Target) -> usize {
    if t == Target::Gfx1100 {
        32
    } else {
        64
    }
}

/// The gfx9 spelling of the gfx11 mnemonics used here.
fn m(t: Target, name: &str) -> String {
    if t == Target::Gfx1100 {
        return name.into();
    }
    match name {
        "ds_store_b128" => "ds_write_b128",
        "ds_store_b32" => "ds_write_b32",
        "ds_load_b128" => "ds_read_b128",
        "ds_load_b64" => "ds_read_b64",
        "ds_load_2addr_b32" => "ds_read2_b32",
        "ds_load_2addr_stride64_b64" => "ds_read2st64_b64",
        "global_load_b128" => "global_load_dwordx4",
        "global_load_b64" => "global_load_dwordx2",
        "global_load_b32" => "global_load_dword",
        "buffer_load_b32" => "buffer_load_dword",
        other => other,
    }
    .into()
}

const PARTIAL: u64 = 0xa5a5_a5a5_5a5a_5a5a;
const KEEP: u32 = 0xdead_0000;

/// Little-endian bytes of the words `img`, read as a word at byte `a` (unaligned allowed).
fn word_at(img: &[u32], a: usize) -> u32 {
    let byte = |b: usize| (img[b / 4] >> (8 * (b % 4))) & 0xff;
    (0..4).fold(0, |v, j| v | byte(a + j) << (8 * j))
}

/// Fills LDS words 0..1024 with `pat` (ds_store_b128 from v[100:131]) and the last two words
/// of the 64 KiB segment with two markers, then runs `body`.
fn lds_run(
    t: Target,
    body: &str,
    oob: OobPolicy,
    setup: impl FnOnce(&mut Wave),
) -> Result<Wave, String> {
    let n = lanes(t);
    let stores = 1024 / (4 * n);
    let mut text = String::new();
    for j in 0..stores {
        let a = 100 + 4 * j;
        text += &format!(
            "{} v1, v[{a}:{}] offset:{}\n\t",
            m(t, "ds_store_b128"),
            a + 3,
            16 * n * j
        );
    }
    text += &format!(
        "{st} v13, v14\n\t{st} v15, v16\n\ts_waitcnt lgkmcnt(0)\n\t{body}\n\ts_waitcnt lgkmcnt(0)",
        st = m(t, "ds_store_b32")
    );
    run_snippet_with_oob(t, &text, &Memory::new(), oob, |w| {
        for l in 0..64 {
            w.v[1][l] = 16 * l as u32;
            for j in 0..stores {
                for i in 0..4 {
                    w.v[100 + 4 * j + i][l] = pat((4 * (j * n + l) + i) as u32);
                }
            }
            (w.v[13][l], w.v[14][l]) = (65536 - 8, 0x1234_5678);
            (w.v[15][l], w.v[16][l]) = (65536 - 4, 0x9abc_def0);
            for r in 20..48 {
                w.v[r][l] = KEEP + r as u32;
            }
        }
        setup(w);
    })
    .map_err(|e| e.to_string())
}

/// The LDS image `lds_run` leaves (64 KiB).
fn lds_image() -> Vec<u32> {
    let mut img = vec![0u32; 16384];
    for (i, x) in img.iter_mut().enumerate().take(1024) {
        *x = pat(i as u32);
    }
    img[16382] = 0x1234_5678;
    img[16383] = 0x9abc_def0;
    img
}

/// What lane `l` of `w` words at byte `a` reads: words inside the segment, 0 past it.
fn lds_expect(img: &[u32], a: u32, w: usize) -> Vec<u32> {
    (0..w)
        .map(|i| {
            let b = a as usize + 4 * i;
            if b + 4 <= 65536 {
                word_at(img, b)
            } else {
                0
            }
        })
        .collect()
}

fn check(w: &Wave, n: usize, first: usize, active: u64, want: impl Fn(usize) -> Vec<u32>) {
    for l in 0..n {
        let expect = if active >> l & 1 != 0 {
            want(l)
        } else {
            let k = want(0).len();
            (0..k).map(|i| KEEP + (first + i) as u32).collect()
        };
        let got: Vec<u32> = (0..expect.len()).map(|i| w.v[first + i][l]).collect();
        assert_eq!(got, expect, "v{first}.. lane {l}");
    }
}

#[test]
fn lds_loads_match_the_per_lane_semantics_with_every_exec_and_address() {
    let img = lds_image();
    for t in TARGETS {
        let n = lanes(t);
        let full = if n == 64 { u64::MAX } else { (1 << n) - 1 };
        let body = format!(
            "{b128} v[20:23], v10 offset:32
	{two} v[24:25], v11 offset0:3 offset1:77
	{st64} v[26:29], v11 offset0:1 offset1:3
	{b64} v[30:31], v12
	{exec}
	{b128} v[32:35], v10
	{two} v[36:37], v11 offset1:9
	{b64} v[38:39], v12
	{all}
	{b128} v[40:43], v18 offset:8
	{two} v[44:45], v19 offset0:1 offset1:64
	{b64} v[46:47], v18 offset:2",
            b128 = m(t, "ds_load_b128"),
            two = m(t, "ds_load_2addr_b32"),
            st64 = m(t, "ds_load_2addr_stride64_b64"),
            b64 = m(t, "ds_load_b64"),
            exec = set_exec(t, PARTIAL),
            all = set_exec(t, u64::MAX),
        );
        let a10 = |l: usize| 16 * ((l * 7) % n) as u32;
        let a11 = |l: usize| 4 * ((l * 3) % 64) as u32;
        // Lane 5 is unaligned: the whole instruction takes the per-lane path; under PARTIAL
        // lane 5 is inactive, so the same load takes the fast path.
        let a12 = |l: usize| 8 * l as u32 + if l == 5 { 2 } else { 0 };
        let w = lds_run(t, &body, OobPolicy::Error, |w| {
            for l in 0..64 {
                w.v[10][l] = a10(l);
                w.v[11][l] = a11(l);
                w.v[12][l] = a12(l);
                // A broadcast address, and consecutive words.
                w.v[18][l] = 256;
                w.v[19][l] = 128 + 4 * l as u32;
            }
        })
        .unwrap();
        assert_eq!(PARTIAL >> 5 & 1, 0);
        check(&w, n, 20, full, |l| lds_expect(&img, a10(l) + 32, 4));
        check(&w, n, 24, full, |l| {
            [a11(l) + 12, a11(l) + 308]
                .iter()
                .flat_map(|&a| lds_expect(&img, a, 1))
                .collect()
        });
        check(&w, n, 26, full, |l| {
            [a11(l) + 512, a11(l) + 1536]
                .iter()
                .flat_map(|&a| lds_expect(&img, a, 2))
                .collect()
        });
        check(&w, n, 30, full, |l| lds_expect(&img, a12(l), 2));
        check(&w, n, 32, PARTIAL & full, |l| lds_expect(&img, a10(l), 4));
        check(&w, n, 36, PARTIAL & full, |l| {
            [a11(l), a11(l) + 36]
                .iter()
                .flat_map(|&a| lds_expect(&img, a, 1))
                .collect()
        });
        check(&w, n, 38, PARTIAL & full, |l| lds_expect(&img, a12(l), 2));
        check(&w, n, 40, full, |_| lds_expect(&img, 264, 4));
        check(&w, n, 44, full, |l| {
            [132 + 4 * l as u32, 384 + 4 * l as u32]
                .iter()
                .flat_map(|&a| lds_expect(&img, a, 1))
                .collect()
        });
        // Uniform but unaligned: the per-lane path assembles the bytes.
        check(&w, n, 46, full, |_| lds_expect(&img, 258, 2));
    }
}

#[test]
fn lds_loads_out_of_bounds_zero_or_name_the_first_lane_as_before() {
    let img = lds_image();
    for t in TARGETS {
        let n = lanes(t);
        let full = if n == 64 { u64::MAX } else { (1 << n) - 1 };
        let body = format!(
            "{} v[20:23], v10\n\t{} v[24:25], v11 offset1:255\n\t{} v[26:27], v12 offset1:1",
            m(t, "ds_load_b128"),
            m(t, "ds_load_2addr_b32"),
            m(t, "ds_load_2addr_b32")
        );
        // Lanes 3 and 9 straddle the end of the segment (two words in, two out).
        let a10 = |l: usize| {
            if l == 3 || l == 9 {
                65536 - 8
            } else {
                16 * l as u32
            }
        };
        let a11 = |l: usize| if l == 6 { 65536 - 4 } else { 4 * l as u32 };
        // Consecutive words running past the end: the second access from lane 3 on, the
        // first from lane 4 on.
        let a12 = |l: usize| 65536 - 16 + 4 * l as u32;
        let setup = |w: &mut Wave| {
            for l in 0..64 {
                w.v[10][l] = a10(l);
                w.v[11][l] = a11(l);
                w.v[12][l] = a12(l);
            }
        };
        let w = lds_run(t, &body, OobPolicy::Zero, setup).unwrap();
        check(&w, n, 20, full, |l| lds_expect(&img, a10(l), 4));
        assert_eq!(w.v[20][3], 0x1234_5678);
        assert_eq!(w.v[22][3], 0);
        check(&w, n, 24, full, |l| {
            [a11(l), a11(l) + 1020]
                .iter()
                .flat_map(|&a| lds_expect(&img, a, 1))
                .collect()
        });
        check(&w, n, 26, full, |l| {
            [a12(l), a12(l) + 4]
                .iter()
                .flat_map(|&a| lds_expect(&img, a, 1))
                .collect()
        });
        let e = lds_run(t, &body, OobPolicy::Error, setup)
            .err()
            .expect("an out-of-bounds error");
        assert!(e.contains("lane 3:") && e.contains("LDS"), "{e}");
    }
}

/// Maps buffer `A` (4 KiB of `pat`) and `B` (4 KiB of `pat` from word 5000) and runs `body`
/// with `A`'s address in `s[8:9]` and a raw resource over `A` in `s[12:15]`.
fn global_run(
    t: Target,
    body: &str,
    oob: OobPolicy,
    setup: impl FnOnce(&mut Wave, u64, u64),
) -> Result<Wave, String> {
    let bytes = |first: u32| -> Vec<u8> {
        (first..first + 1024)
            .flat_map(|i| pat(i).to_le_bytes())
            .collect()
    };
    let mut mem = Memory::new();
    let a = mem.map("A", &bytes(0));
    let b = mem.map("B", &bytes(5000));
    let text = format!("{body}\n\ts_waitcnt vmcnt(0)");
    run_snippet_with_oob(t, &text, &mem, oob, |w| {
        (w.s[8], w.s[9]) = (a as u32, (a >> 32) as u32);
        (w.s[12], w.s[13], w.s[14], w.s[15]) = (a as u32, (a >> 32) as u32 & 0xffff, 4096, 0);
        for l in 0..64 {
            for r in 20..42 {
                w.v[r][l] = KEEP + r as u32;
            }
        }
        setup(w, a, b);
    })
    .map_err(|e| e.to_string())
}

/// What `w` words at byte offset `off` of `A` read: the words, or all zero when the access
/// does not fit in `A` (`--oob zero`). `B` starts past `A`'s 1 MiB guard.
fn global_expect(off: u64, w: usize, b_off: Option<u64>) -> Vec<u32> {
    if let Some(bo) = b_off {
        let img: Vec<u32> = (5000..6024).map(pat).collect();
        return (0..w).map(|i| word_at(&img, bo as usize + 4 * i)).collect();
    }
    if off + 4 * w as u64 > 4096 {
        return vec![0; w];
    }
    let img: Vec<u32> = (0..1024).map(pat).collect();
    (0..w)
        .map(|i| word_at(&img, off as usize + 4 * i))
        .collect()
}

fn set_addr(w: &mut Wave, r: usize, l: usize, addr: u64) {
    w.v[r][l] = addr as u32;
    w.v[r + 1][l] = (addr >> 32) as u32;
}

#[test]
fn global_loads_match_the_per_lane_semantics_across_buffers_and_bounds() {
    for t in TARGETS {
        let n = lanes(t);
        let full = if n == 64 { u64::MAX } else { (1 << n) - 1 };
        let body = format!(
            "{b128} v[20:23], v[2:3], off offset:16
	{b64} v[24:25], v[4:5], off
	{b128} v[26:29], v[6:7], off
	{buf} v30, v8, s[12:15], 0 offen
	{exec}
	{b128} v[32:35], v[2:3], off
	{b64} v[36:37], v[4:5], off
	{all}
	{b64} v[38:39], v[10:11], off
	{b32} v40, v[12:13], off
	{b32} v41, v[14:15], off",
            b128 = m(t, "global_load_b128"),
            b64 = m(t, "global_load_b64"),
            b32 = m(t, "global_load_b32"),
            buf = m(t, "buffer_load_b32"),
            exec = set_exec(t, PARTIAL),
            all = set_exec(t, u64::MAX),
        );
        // v[2:3]: aligned, in A. v[4:5]: lane 5 unaligned. v[6:7]: lane 11 in B, lane 13
        // straddling A's end. v8: a raw-buffer offset, lane 2 past num_records (not an error).
        let o2 = |l: usize| 16 * ((l * 5) % n) as u64;
        let o4 = |l: usize| 8 * l as u64 + if l == 5 { 2 } else { 0 };
        let o6 = |l: usize| match l {
            13 => 4096 - 8,
            _ => 16 * l as u64,
        };
        let o8 = |l: usize| if l == 2 { 4096 } else { 4 * l as u32 };
        let setup = |w: &mut Wave, a: u64, b: u64| {
            for l in 0..64 {
                set_addr(w, 2, l, a + o2(l));
                set_addr(w, 4, l, a + o4(l));
                set_addr(w, 6, l, if l == 11 { b + 40 } else { a + o6(l) });
                w.v[8][l] = o8(l);
                // A broadcast address, consecutive words, and consecutive words running
                // past the end of A from lane 10 on.
                set_addr(w, 10, l, a + 64);
                set_addr(w, 12, l, a + 400 + 4 * l as u64);
                set_addr(w, 14, l, a + 4096 - 40 + 4 * l as u64);
            }
        };
        let w = global_run(t, &body, OobPolicy::Zero, setup).unwrap();
        check(&w, n, 20, full, |l| global_expect(o2(l) + 16, 4, None));
        check(&w, n, 24, full, |l| global_expect(o4(l), 2, None));
        check(&w, n, 26, full, |l| {
            global_expect(o6(l), 4, (l == 11).then_some(40))
        });
        check(&w, n, 30, full, |l| global_expect(o8(l) as u64, 1, None));
        check(&w, n, 32, PARTIAL & full, |l| global_expect(o2(l), 4, None));
        check(&w, n, 36, PARTIAL & full, |l| global_expect(o4(l), 2, None));
        check(&w, n, 38, full, |_| global_expect(64, 2, None));
        check(&w, n, 40, full, |l| {
            global_expect(400 + 4 * l as u64, 1, None)
        });
        check(&w, n, 41, full, |l| {
            global_expect(4096 - 40 + 4 * l as u64, 1, None)
        });
        let e = global_run(t, &body, OobPolicy::Error, setup)
            .err()
            .expect("an out-of-bounds error");
        assert!(e.contains("lane 13:") && e.contains("global"), "{e}");
    }
}

#[test]
fn carries_and_64_bit_shifts_match_the_per_lane_semantics() {
    for t in TARGETS {
        let n = lanes(t);
        let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        let (add, addc, subb, s) = if t == Target::Gfx1100 {
            (
                "v_add_co_u32",
                "v_add_co_ci_u32_e64",
                "v_sub_co_ci_u32_e64",
                ["s20", "s22", "s24"],
            )
        } else {
            (
                "v_add_co_u32_e64",
                "v_addc_co_u32_e64",
                "v_subb_co_u32_e64",
                ["s[20:21]", "s[22:23]", "s[24:25]"],
            )
        };
        let body = |exec: u64| {
            format!(
                "{}
	{add} v40, {c0}, v50, v51
	{addc} v41, {c1}, v52, v53, {c0}
	{subb} v42, {c2}, v52, v53, {c1}
	v_lshlrev_b64 v[43:44], 3, v[43:44]
	v_lshrrev_b64 v[45:46], 5, v[44:45]
	{}",
                set_exec(t, exec),
                set_exec(t, u64::MAX),
                c0 = s[0],
                c1 = s[1],
                c2 = s[2],
            )
        };
        let x = |l: usize| pat(l as u32);
        let y = |l: usize| pat(l as u32 + 100);
        for exec in [u64::MAX, PARTIAL] {
            let w = gfxopt::emu::run_snippet(t, &body(exec), |w| {
                for l in 0..64 {
                    // Carries in a lane pattern that differs in every byte of the mask.
                    w.v[50][l] = if l % 3 == 0 { 0xffff_fff0 } else { x(l) >> 4 };
                    w.v[51][l] = 0x10 + (l as u32 % 5);
                    w.v[52][l] = x(l);
                    w.v[53][l] = y(l);
                    for r in 40..47 {
                        w.v[r][l] = KEEP + r as u32;
                    }
                    (w.v[43][l], w.v[44][l]) = (x(l), y(l));
                }
            })
            .unwrap();
            let active = exec & full;
            let mask_of = |i: usize| {
                let lo = w.s[i] as u64;
                if n == 64 {
                    lo | (w.s[i + 1] as u64) << 32
                } else {
                    lo
                }
            };
            let (mut c0, mut c1, mut c2) = (0u64, 0u64, 0u64);
            for l in (0..n).filter(|l| active >> l & 1 != 0) {
                let (a, b) = (
                    (if l % 3 == 0 { 0xffff_fff0 } else { x(l) >> 4 }),
                    0x10 + (l as u32 % 5),
                );
                let (r0, k0) = a.overflowing_add(b);
                c0 |= (k0 as u64) << l;
                let s1 = x(l) as u64 + y(l) as u64 + k0 as u64;
                c1 |= (s1 >> 32) << l;
                let k1 = s1 >> 32 != 0;
                let sub = y(l) as u64 + k1 as u64;
                c2 |= ((sub > x(l) as u64) as u64) << l;
                let pair = x(l) as u64 | (y(l) as u64) << 32;
                let shl = pair << 3;
                // v[45:46] reads v[44:45]: the new v44 (high half of the shift) and old v45.
                let src = (shl >> 32) | ((KEEP + 45) as u64) << 32;
                let shr = src >> 5;
                let got = [40, 41, 42, 43, 44, 45, 46].map(|r| w.v[r][l]);
                let want = [
                    r0,
                    s1 as u32,
                    (x(l) as u64).wrapping_sub(sub) as u32,
                    shl as u32,
                    (shl >> 32) as u32,
                    shr as u32,
                    (shr >> 32) as u32,
                ];
                assert_eq!(got, want, "{t:?} exec {exec:#x} lane {l}");
            }
            for l in (0..n).filter(|l| active >> l & 1 == 0) {
                assert_eq!(w.v[40][l], KEEP + 40, "{t:?} inactive lane {l}");
                assert_eq!(w.v[45][l], KEEP + 45, "{t:?} inactive lane {l}");
            }
            assert!(
                c0 != 0 && c0 != active,
                "the pattern has carries and non-carries"
            );
            assert_eq!(
                [mask_of(20), mask_of(22), mask_of(24)],
                [c0, c1, c2],
                "{t:?} exec {exec:#x}"
            );
        }
    }
}

/// LDS stores: two lanes writing one word (the later lane wins), an unaligned lane (the whole
/// store goes per lane), a 2addr store, a partial EXEC and a lane out of bounds (dropped under
/// `--oob zero`, named by the error otherwise), read back whole words and checked against a
/// byte-level model of the segment.
#[test]
fn lds_stores_match_the_per_lane_semantics() {
    for t in TARGETS {
        let n = lanes(t);
        let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        let st = |name: &str| m(t, name);
        let two = if t == Target::Gfx1100 {
            "ds_store_2addr_b32"
        } else {
            "ds_write2_b32"
        };
        let b64 = if t == Target::Gfx1100 {
            "ds_store_b64"
        } else {
            "ds_write_b64"
        };
        let mut body = format!(
            "{b32} v10, v20
	{b64} v11, v[21:22] offset:1024
	{two} v12, v23, v24 offset0:2 offset1:40
	{exec}
	{b128} v13, v[25:28] offset:4096
	{all}
	{b32} v14, v29
	s_waitcnt lgkmcnt(0)",
            b32 = st("ds_store_b32"),
            b128 = st("ds_store_b128"),
            exec = set_exec(t, PARTIAL),
            all = set_exec(t, u64::MAX),
        );
        let reads = [0u32, 1024, 2048, 4096, 4096 + 256, 4096 + 512, 4096 + 768];
        for (i, off) in reads.iter().enumerate() {
            body += &format!("\n\t{} v{}, v17 offset:{off}", m(t, "ds_load_b32"), 40 + i);
        }
        // Lane 7 writes lane 3's word (after it, so its value stays).
        let a10 = |l: usize| 4 * (((if l == 7 { 3 } else { l }) * 5) % n) as u32;
        let a11 = |l: usize| 8 * l as u32 + if l == 4 { 2 } else { 0 };
        let a12 = |l: usize| 4 * l as u32 + 2048;
        let a13 = |l: usize| 16 * l as u32;
        let a14 = |l: usize| if l == 9 { 65536 } else { 8192 + 4 * l as u32 };
        let d = |r: usize, l: usize| pat((r * 64 + l) as u32);
        let setup = |w: &mut Wave| {
            for l in 0..64 {
                (w.v[10][l], w.v[11][l], w.v[12][l]) = (a10(l), a11(l), a12(l));
                (w.v[13][l], w.v[14][l], w.v[17][l]) = (a13(l), a14(l), 4 * l as u32);
                for r in 20..30 {
                    w.v[r][l] = d(r, l);
                }
            }
        };
        // The model: bytes of the segment, stores applied lane by lane.
        let mut img = vec![0u8; 65536];
        let mut put = |a: u32, v: u32| {
            if a as usize + 4 <= img.len() {
                img[a as usize..a as usize + 4].copy_from_slice(&v.to_le_bytes());
            }
        };
        for l in 0..n {
            put(a10(l), d(20, l));
        }
        for l in 0..n {
            put(a11(l) + 1024, d(21, l));
            put(a11(l) + 1028, d(22, l));
        }
        for l in 0..n {
            put(a12(l) + 8, d(23, l));
            put(a12(l) + 160, d(24, l));
        }
        for l in (0..n).filter(|l| PARTIAL >> l & 1 != 0) {
            for i in 0..4 {
                put(a13(l) + 4096 + 4 * i as u32, d(25 + i, l));
            }
        }
        for l in 0..n {
            put(a14(l), d(29, l));
        }
        let words: Vec<u32> = img
            .chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let w = run_snippet_with_oob(t, &body, &Memory::new(), OobPolicy::Zero, setup).unwrap();
        for (i, off) in reads.iter().enumerate() {
            check(&w, n, 40 + i, full, |l| vec![words[(off / 4) as usize + l]]);
        }
        assert_eq!(
            w.v[40][15],
            pat((20 * 64 + 7) as u32),
            "lane 7 wins word 15"
        );
        let e = run_snippet_with_oob(t, &body, &Memory::new(), OobPolicy::Error, setup)
            .err()
            .expect("an out-of-bounds error");
        assert!(e.to_string().contains("lane 9:"), "{e}");
    }
}
