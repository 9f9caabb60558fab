//! Matrix cores: MFMA (gfx942) and WMMA (gfx1100) against a plain matrix product.
//!
//! Each test places A, B and C by the per-instruction formulas AMD's matrix instruction
//! calculator prints for that instruction (written out here per instruction, not derived from
//! the emulator's general formula), runs the one instruction, and compares D with a product
//! computed here. Inputs are small integers in the instruction's type, so every product and sum
//! is exact and the expected value does not depend on the order of accumulation; one test shows
//! the documented single rounding.

#![allow(clippy::unwrap_used)]

use gfxopt::asm::Target;
use gfxopt::emu::run_snippet;
use gfxopt::emu::wave::Wave;

/// A deterministic small integer in `-r..=r` for (seed, a, b).
fn val(seed: u32, a: usize, b: usize, r: i32) -> i32 {
    let mut x = seed
        .wrapping_mul(0x9e37_79b9)
        .wrapping_add(a as u32 * 7919 + b as u32 * 104_729);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2c1b_3c6d);
    x ^= x >> 12;
    (x % (2 * r as u32 + 1)) as i32 - r
}

/// Writes `bits`-wide `raw` as element `e` of the packed run starting at `reg`, lane `lane`.
fn put(w: &mut Wave, reg: usize, bits: usize, e: usize, lane: usize, raw: u64) {
    let bit = e * bits;
    let r = reg + bit / 32;
    if bits == 64 {
        w.v[r][lane] = raw as u32;
        w.v[r + 1][lane] = (raw >> 32) as u32;
        return;
    }
    let sh = bit % 32;
    let mask = if bits == 32 {
        u32::MAX
    } else {
        (1u32 << bits) - 1
    };
    w.v[r][lane] = (w.v[r][lane] & !(mask << sh)) | ((raw as u32 & mask) << sh);
}

fn f16(x: i32) -> u64 {
    gfxopt::emu::fp::f32_to_f16(x as f32) as u64
}
fn bf16(x: i32) -> u64 {
    gfxopt::emu::fp::f32_to_bf16(x as f32) as u64
}
fn f32b(x: i32) -> u64 {
    (x as f32).to_bits() as u64
}
/// gfx942 FNUZ fp8 (E4M3, bias 8) encodings of -3..=3.
fn fp8(x: i32) -> u64 {
    [0xcc, 0xc8, 0xc0, 0x00, 0x40, 0x48, 0x4c][(x + 3) as usize]
}

/// An MFMA test case: D[b][i][j] = sum_k A[b][i][k] B[b][k][j] + C[b][i][j].
struct Case {
    text: &'static str,
    m: usize,
    n: usize,
    k: usize,
    blocks: usize,
    in_bits: usize,
    enc: fn(i32) -> u64,
    /// (lane, element) of A[b][i][k] (B[b][k][j] is the same with j for i).
    a_at: fn(usize, usize, usize) -> (usize, usize),
    /// (register, lane) of C/D[b][i][j].
    d_at: fn(usize, usize, usize) -> (usize, usize),
    int_out: bool,
}

const A0: usize = 8; // v[8..]
const B0: usize = 16; // v[16..]
const C0: usize = 24; // v[24..]
const D0: usize = 64; // v[64..]

fn check_mfma(c: &Case) {
    let (m, n, k, nb) = (c.m, c.n, c.k, c.blocks);
    let a = |b: usize, i: usize, kk: usize| val(1, b * 1000 + i, kk, 3);
    let bm = |b: usize, kk: usize, j: usize| val(2, b * 1000 + kk, j, 3);
    let cm = |b: usize, i: usize, j: usize| val(3, b * 1000 + i, j, 20);
    let w = run_snippet(Target::Gfx942, c.text, |w| {
        for r in w.v.iter_mut() {
            *r = [0; 64];
        }
        for b in 0..nb {
            for i in 0..m {
                for kk in 0..k {
                    let (l, e) = (c.a_at)(b, i, kk);
                    put(w, A0, c.in_bits, e, l, (c.enc)(a(b, i, kk)));
                }
            }
            for j in 0..n {
                for kk in 0..k {
                    let (l, e) = (c.a_at)(b, j, kk);
                    put(w, B0, c.in_bits, e, l, (c.enc)(bm(b, kk, j)));
                }
            }
            for i in 0..m {
                for j in 0..n {
                    let (r, l) = (c.d_at)(b, i, j);
                    let v = cm(b, i, j);
                    w.v[C0 + r][l] = if c.int_out {
                        v as u32
                    } else {
                        (v as f32).to_bits()
                    };
                }
            }
        }
    })
    .unwrap_or_else(|e| panic!("{}: {e}", c.text));
    for b in 0..nb {
        for i in 0..m {
            for j in 0..n {
                let want: i32 =
                    (0..k).map(|kk| a(b, i, kk) * bm(b, kk, j)).sum::<i32>() + cm(b, i, j);
                let (r, l) = (c.d_at)(b, i, j);
                let got = w.v[D0 + r][l];
                let got = if c.int_out {
                    got as i32
                } else {
                    f32::from_bits(got) as i32
                };
                assert_eq!(
                    got,
                    want,
                    "{}: D[{b}][{i}][{j}] (v{} lane {l})",
                    c.text,
                    D0 + r
                );
            }
        }
    }
}

#[test]
fn mfma_f32_32x32x8_f16() {
    check_mfma(&Case {
        text: "v_mfma_f32_32x32x8_f16 v[64:79], v[8:9], v[16:17], v[24:39]",
        m: 32,
        n: 32,
        k: 8,
        blocks: 1,
        in_bits: 16,
        enc: f16,
        a_at: |_, i, k| (i + 32 * (k / 4), k % 4),
        d_at: |_, i, j| (4 * (i / 8) + i % 4, j + 32 * ((i / 4) % 2)),
        int_out: false,
    });
}

#[test]
fn mfma_f32_16x16x16_bf16() {
    check_mfma(&Case {
        text: "v_mfma_f32_16x16x16_bf16 v[64:67], v[8:9], v[16:17], v[24:27]",
        m: 16,
        n: 16,
        k: 16,
        blocks: 1,
        in_bits: 16,
        enc: bf16,
        a_at: |_, i, k| (i + 16 * (k / 4), k % 4),
        d_at: |_, i, j| (i % 4, j + 16 * (i / 4)),
        int_out: false,
    });
}

#[test]
fn mfma_f32_4x4x4_16b_f16_blocks_side_by_side_in_lanes() {
    check_mfma(&Case {
        text: "v_mfma_f32_4x4x4_16b_f16 v[64:67], v[8:9], v[16:17], v[24:27]",
        m: 4,
        n: 4,
        k: 4,
        blocks: 16,
        in_bits: 16,
        enc: f16,
        a_at: |b, i, k| (i + 4 * b, k),
        d_at: |b, i, j| (i, j + 4 * b),
        int_out: false,
    });
}

#[test]
fn mfma_f32_32x32x1_2b_f32_blocks_in_registers() {
    check_mfma(&Case {
        text: "v_mfma_f32_32x32x1_2b_f32 v[64:95], v8, v16, v[24:55]",
        m: 32,
        n: 32,
        k: 1,
        blocks: 2,
        in_bits: 32,
        enc: f32b,
        a_at: |b, i, _| (i + 32 * b, 0),
        d_at: |b, i, j| (16 * b + 4 * (i / 8) + i % 4, j + 32 * ((i / 4) % 2)),
        int_out: false,
    });
}

#[test]
fn mfma_f32_16x16x4_f32_k_across_lane_groups() {
    check_mfma(&Case {
        text: "v_mfma_f32_16x16x4_f32 v[64:67], v8, v16, v[24:27]",
        m: 16,
        n: 16,
        k: 4,
        blocks: 1,
        in_bits: 32,
        enc: f32b,
        a_at: |_, i, k| (i + 16 * k, 0),
        d_at: |_, i, j| (i % 4, j + 16 * (i / 4)),
        int_out: false,
    });
}

#[test]
fn mfma_i32_16x16x32_i8() {
    check_mfma(&Case {
        text: "v_mfma_i32_16x16x32_i8 v[64:67], v[8:9], v[16:17], v[24:27]",
        m: 16,
        n: 16,
        k: 32,
        blocks: 1,
        in_bits: 8,
        enc: |x| x as u8 as u64,
        a_at: |_, i, k| (i + 16 * (k / 8), k % 8),
        d_at: |_, i, j| (i % 4, j + 16 * (i / 4)),
        int_out: true,
    });
}

#[test]
fn mfma_f32_32x32x16_fp8_fp8() {
    check_mfma(&Case {
        text: "v_mfma_f32_32x32x16_fp8_fp8 v[64:79], v[8:9], v[16:17], v[24:39]",
        m: 32,
        n: 32,
        k: 16,
        blocks: 1,
        in_bits: 8,
        enc: fp8,
        a_at: |_, i, k| (i + 32 * (k / 8), k % 8),
        d_at: |_, i, j| (4 * (i / 8) + i % 4, j + 32 * ((i / 4) % 2)),
        int_out: false,
    });
}

#[test]
fn mfma_f64_16x16x4_f64_register_pairs() {
    // D[i][j]: register pair 2*(i/4), lane j + 16*(i%4).
    let a = |i: usize, k: usize| val(1, i, k, 3) as f64;
    let b = |k: usize, j: usize| val(2, k, j, 3) as f64;
    let w = run_snippet(
        Target::Gfx942,
        "v_mfma_f64_16x16x4_f64 v[64:71], v[8:9], v[16:17], 0",
        |w| {
            for i in 0..16 {
                for k in 0..4 {
                    put(w, A0, 64, 0, i + 16 * k, a(i, k).to_bits());
                    put(w, B0, 64, 0, i + 16 * k, b(k, i).to_bits());
                }
            }
        },
    )
    .unwrap();
    for i in 0..16 {
        for j in 0..16 {
            let (r, l) = (D0 + 2 * (i / 4), j + 16 * (i % 4));
            let got = f64::from_bits(w.v[r][l] as u64 | (w.v[r + 1][l] as u64) << 32);
            let want: f64 = (0..4).map(|k| a(i, k) * b(k, j)).sum();
            assert_eq!(got, want, "D[{i}][{j}]");
        }
    }
}

#[test]
fn mfma_cbsz_abid_broadcast_one_blocks_a() {
    // 4x4x4_16b with cbsz:4 abid:3: every block multiplies block 3's A by its own B.
    let a = |b: usize, i: usize, k: usize| val(4, b * 100 + i, k, 3);
    let bm = |b: usize, k: usize, j: usize| val(5, b * 100 + k, j, 3);
    let w = run_snippet(
        Target::Gfx942,
        "v_mfma_f32_4x4x4_16b_f16 v[64:67], v[8:9], v[16:17], 0 cbsz:4 abid:3",
        |w| {
            for b in 0..16 {
                for i in 0..4 {
                    for k in 0..4 {
                        put(w, A0, 16, k, i + 4 * b, f16(a(b, i, k)));
                        put(w, B0, 16, k, i + 4 * b, f16(bm(b, k, i)));
                    }
                }
            }
        },
    )
    .unwrap();
    for b in 0..16 {
        for i in 0..4 {
            for j in 0..4 {
                let want: i32 = (0..4).map(|k| a(3, i, k) * bm(b, k, j)).sum();
                assert_eq!(f32::from_bits(w.v[D0 + i][j + 4 * b]) as i32, want);
            }
        }
    }
}

#[test]
fn mfma_blgp_broadcasts_b_lanes() {
    // 16x16x4_f32 with blgp:4: every lane reads B from lanes 0..15, i.e. k = 0 only.
    let w = run_snippet(
        Target::Gfx942,
        "v_mfma_f32_16x16x4_f32 v[64:67], v8, v16, 0 blgp:4",
        |w| {
            for l in 0..64 {
                w.v[A0][l] = 1.0f32.to_bits();
                w.v[B0][l] = ((l / 16 + 1) as f32).to_bits(); // B[k][j] = k + 1
            }
        },
    )
    .unwrap();
    // Without blgp the dot would be 1+2+3+4 = 10; with lanes 0-15 broadcast it is 4 * 1.
    assert_eq!(f32::from_bits(w.v[D0][0]), 4.0);
}

#[test]
fn mfma_rounds_the_sum_once() {
    // C = 1, products 2^-24 and 2^-24 (k = 2..3 zero): adding in f32 one product at a time
    // gives 1 + 2^-24 = 1 twice (ties to even); the model's single rounding gives 1 + 2^-23.
    let tiny = 2f32.powi(-12);
    let w = run_snippet(
        Target::Gfx942,
        "v_mfma_f32_16x16x4_f32 v[64:67], v8, v16, 1.0",
        |w| {
            for l in 0..64 {
                let x = if l < 32 { tiny } else { 0.0 };
                w.v[A0][l] = x.to_bits();
                w.v[B0][l] = x.to_bits();
            }
        },
    )
    .unwrap();
    assert_eq!(f32::from_bits(w.v[D0][0]), 1.0 + 2f32.powi(-23));
}

#[test]
fn mfma_with_a_partial_exec_stops() {
    let Err(e) = run_snippet(
        Target::Gfx942,
        "s_mov_b64 exec, 1\n\tv_mfma_f32_16x16x4_f32 v[64:67], v8, v16, 0",
        |_| {},
    ) else {
        panic!("a partial EXEC ran");
    };
    assert!(e.to_string().contains("EXEC"), "{e}");
}

/// WMMA wave32: A[i][k] in lanes i and i+16, element k; D[i][j] in register i/2, lane
/// 16*(i%2) + j; 16-bit results in the half op_sel[2] picks.
fn check_wmma(text: &str, in_bits: usize, enc: fn(i32) -> u64, out: &str, signed: bool) {
    let r = if signed { 3 } else { 6 };
    let lo = if signed { -r } else { 0 };
    let a = |i: usize, k: usize| val(6, i, k, r).clamp(lo, r);
    let b = |k: usize, j: usize| val(7, k, j, r).clamp(lo, r);
    let c = |i: usize, j: usize| val(8, i, j, 20);
    let hi = text.contains("op_sel:[0,0,1]");
    let w = run_snippet(Target::Gfx1100, text, |w| {
        for reg in w.v.iter_mut() {
            *reg = [0xdead_beef; 64];
        }
        for i in 0..16 {
            for k in 0..16 {
                for half in [0, 16] {
                    put(w, A0, in_bits, k, i + half, enc(a(i, k)));
                    put(w, B0, in_bits, k, i + half, enc(b(k, i)));
                }
            }
        }
        for i in 0..16 {
            for j in 0..16 {
                let (reg, l) = (C0 + i / 2, 16 * (i % 2) + j);
                w.v[reg][l] = match out {
                    "f32" => (c(i, j) as f32).to_bits(),
                    "i32" => c(i, j) as u32,
                    "f16" if hi => (f16(c(i, j)) as u32) << 16 | 0x1234,
                    _ => f16(c(i, j)) as u32 | 0x5678_0000,
                };
            }
        }
    })
    .unwrap_or_else(|e| panic!("{text}: {e}"));
    for i in 0..16 {
        for j in 0..16 {
            let want: i32 = (0..16).map(|k| a(i, k) * b(k, j)).sum::<i32>() + c(i, j);
            let (reg, l) = (D0 + i / 2, 16 * (i % 2) + j);
            let raw = w.v[reg][l];
            let got = match out {
                "f32" => f32::from_bits(raw) as i32,
                "i32" => raw as i32,
                _ => {
                    let (h, other) = if hi {
                        (raw >> 16, raw & 0xffff)
                    } else {
                        (raw & 0xffff, raw >> 16)
                    };
                    // D's other half keeps what D held (0xdeadbeef), not C's.
                    assert_eq!(
                        other,
                        if hi { 0xbeef } else { 0xdead },
                        "{text}: D's other half is kept"
                    );
                    gfxopt::emu::fp::f16_to_f32(h as u16) as i32
                }
            };
            assert_eq!(got, want, "{text}: D[{i}][{j}]");
        }
    }
}

#[test]
fn wmma_f32_16x16x16_f16() {
    check_wmma(
        "v_wmma_f32_16x16x16_f16 v[64:71], v[8:15], v[16:23], v[24:31]",
        16,
        f16,
        "f32",
        true,
    );
}

#[test]
fn wmma_f32_16x16x16_bf16() {
    check_wmma(
        "v_wmma_f32_16x16x16_bf16 v[64:71], v[8:15], v[16:23], v[24:31]",
        16,
        bf16,
        "f32",
        true,
    );
}

#[test]
fn wmma_f16_16x16x16_f16_both_halves() {
    check_wmma(
        "v_wmma_f16_16x16x16_f16 v[64:71], v[8:15], v[16:23], v[24:31]",
        16,
        f16,
        "f16",
        true,
    );
    check_wmma(
        "v_wmma_f16_16x16x16_f16 v[64:71], v[8:15], v[16:23], v[24:31] op_sel:[0,0,1]",
        16,
        f16,
        "f16",
        true,
    );
}

#[test]
fn wmma_i32_16x16x16_iu8_signed_and_unsigned() {
    check_wmma(
        "v_wmma_i32_16x16x16_iu8 v[64:71], v[8:11], v[16:19], v[24:31] neg_lo:[1,1,0]",
        8,
        |x| x as u8 as u64,
        "i32",
        true,
    );
    check_wmma(
        "v_wmma_i32_16x16x16_iu8 v[64:71], v[8:11], v[16:19], v[24:31]",
        8,
        |x| x as u64,
        "i32",
        false,
    );
}

#[test]
fn wmma_i32_16x16x16_iu4() {
    check_wmma(
        "v_wmma_i32_16x16x16_iu4 v[64:71], v[8:9], v[16:17], v[24:31] neg_lo:[1,1,0]",
        4,
        |x| (x as u8 & 0xf) as u64,
        "i32",
        true,
    );
}

#[test]
fn wmma_unsigned_iu8_reads_high_bytes_as_large() {
    // 0xff is 255 unsigned and -1 signed: 16 products of 255 * 1 vs -1 * 1.
    let run = |mods: &str| {
        let w = run_snippet(
            Target::Gfx1100,
            &format!("v_wmma_i32_16x16x16_iu8 v[64:71], v[8:11], v[16:19], 0 {mods}"),
            |w| {
                for l in 0..32 {
                    for r in 0..4 {
                        w.v[A0 + r][l] = 0xffff_ffff;
                        w.v[B0 + r][l] = 0x0101_0101;
                    }
                }
            },
        )
        .unwrap();
        w.v[D0][0] as i32
    };
    assert_eq!(run(""), 16 * 255);
    assert_eq!(run("neg_lo:[1,0,0]"), -16);
}
