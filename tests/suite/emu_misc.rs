//! Calls, hardware registers and MODE, VGPR/SGPR indexing, fp8 and the misc scalar and vector
//! ops: values worked out by hand from the RDNA3 / CDNA3 ISA documents and LLVM's relocation
//! rules (`R_AMDGPU_REL32_LO/HI`: S + A - P), and a HIP kernel calling non-inlined device
//! functions (corpus/hip/calls) checked against a CPU reference on both targets.

#![allow(clippy::unwrap_used)]

use crate::common;
use gfxopt::asm::Target;
use gfxopt::emu::wave::Wave;
use gfxopt::emu::{run_snippet, EmuError};
use gfxopt::harness::inputs::make_inputs;
use gfxopt::harness::runner::{find_kernel, load_module, run_kernel, RunOptions};
use gfxopt::harness::spec::LaunchSpec;

const G11: Target = Target::Gfx1100;
const G942: Target = Target::Gfx942;

fn run(target: Target, text: &str, setup: impl FnOnce(&mut Wave)) -> Wave {
    run_snippet(target, text, setup).unwrap_or_else(|e| panic!("{e}"))
}

fn fail(target: Target, text: &str) -> EmuError {
    match run_snippet(target, text, |_| {}) {
        Ok(_) => panic!("`{text}` ran"),
        Err(e) => e,
    }
}

fn s64(w: &Wave, i: usize) -> u64 {
    w.s[i] as u64 | (w.s[i + 1] as u64) << 32
}

/// clang's call sequence, with `pad` instructions between the call and the callee so the
/// high half of the callee's address differs from the caller's (the code sits just below a
/// 4 GiB boundary): `s_addc_u32` must carry, as on hardware.
fn call_snippet(pad: usize) -> String {
    let mut t = String::from(
        "s_getpc_b64 s[0:1]\n\
         s_add_u32 s0, s0, .Lf@rel32@lo+4\n\
         s_addc_u32 s1, s1, .Lf@rel32@hi+12\n\
         s_swappc_b64 s[30:31], s[0:1]\n\
         s_mov_b32 s5, 7\n\
         s_endpgm\n",
    );
    for _ in 0..pad {
        t.push_str("s_nop 0\n");
    }
    t.push_str(".Lf:\ns_getpc_b64 s[8:9]\ns_mov_b32 s4, 42\ns_setpc_b64 s[30:31]\n");
    t
}

#[test]
fn getpc_rel32_swappc_and_setpc_call_and_return() {
    for target in [G11, G942] {
        for pad in [0, 100] {
            let w = run(target, &call_snippet(pad), |_| {});
            assert_eq!(w.s[4], 42, "{target:?} pad {pad}: the callee ran");
            assert_eq!(
                w.s[5], 7,
                "{target:?} pad {pad}: the caller resumed after the call"
            );
            // The callee's s_getpc_b64 is its first instruction: the callee's address is the
            // relocated pointer, 4 bytes before what its s_getpc_b64 returns.
            assert_eq!(s64(&w, 0) + 4, s64(&w, 8), "{target:?} pad {pad}");
            // The return address: s_getpc (4) + two SOP2 with literals (8 + 8) + s_swappc (4).
            let base = s64(&w, 30) - 24;
            assert_eq!(base % 256, 0, "the code starts on a 256-byte boundary");
            // The callee: 6 caller ops (24 + 4 + 4 bytes) and the pad of 4-byte s_nops.
            assert_eq!(
                s64(&w, 0),
                base + 32 + 4 * pad as u64,
                "{target:?} pad {pad}"
            );
            if pad == 100 {
                assert_ne!(s64(&w, 0) >> 32, base >> 32, "the call crosses 4 GiB");
            }
        }
    }
}

#[test]
fn s_call_b64_to_a_label_and_a_jump_to_a_non_instruction() {
    let text = "s_call_b64 s[30:31], .Lf\ns_mov_b32 s5, 7\ns_endpgm\n.Lf:\ns_mov_b32 s4, 42\ns_setpc_b64 s[30:31]";
    let w = run(G11, text, |_| {});
    assert_eq!((w.s[4], w.s[5]), (42, 7));
    // Two bytes into s_getpc's 4-byte encoding is not an instruction.
    let err = fail(
        G942,
        "s_getpc_b64 s[0:1]\ns_add_u32 s0, s0, 2\ns_setpc_b64 s[0:1]",
    );
    match err {
        EmuError::BadJump {
            line, addr, start, ..
        } => {
            assert_eq!(line, 3);
            assert_eq!(addr, start + 6, "getpc gives start + 4; + 2");
        }
        other => panic!("{other}"),
    }
}

#[test]
fn hip_kernel_with_noinline_device_functions_runs_on_both_targets_and_compilers() {
    let dir = common::repo().join("corpus/hip/calls");
    let spec = LaunchSpec::from_file(dir.join("calls.toml")).unwrap();
    let inputs = make_inputs(&spec).unwrap();
    let f32s = |b: &[u8]| -> Vec<f32> {
        b.chunks(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    };
    let (x, c) = (f32s(&inputs["x"]), f32s(&inputs["c"]));
    let n = x.len();
    // twice(x) = poly(x) + poly(-x), poly by Horner with fused multiply-adds (v_fmac_f32).
    let poly = |v: f32| c.iter().rev().fold(0.0f32, |acc, &ci| acc.mul_add(v, ci));
    let want_y: Vec<f32> = x.iter().map(|&v| poly(v) + poly(-v)).collect();
    // pick(i, 7i): bins[j] = j*i + (j ^ k), summed at k & 15 and (k >> 4) & 15.
    let want_z: Vec<i32> = (0..n as i32)
        .map(|i| {
            let k = 7 * i;
            let bin = |j: i32| j.wrapping_mul(i).wrapping_add(j ^ k);
            bin(k & 15).wrapping_add(bin((k >> 4) & 15))
        })
        .collect();
    for (built, target) in [
        ("corpus/hip", "gfx1100"),
        ("corpus/hip", "gfx942"),
        ("corpus/hip-clang22", "gfx1100"),
        ("corpus/hip-clang22", "gfx942"),
    ] {
        let path = common::repo().join(built).join("calls");
        let module = load_module(&path.join(format!("kernel.{target}.s"))).unwrap();
        let kernel = find_kernel(&module, &spec, None).unwrap();
        let out = run_kernel(&module, &kernel, &spec, &inputs, &RunOptions::default())
            .unwrap_or_else(|e| panic!("{built} {target}: {e}"));
        let y = f32s(&out.buffers["y"]);
        let z: Vec<i32> = out.buffers["z"]
            .chunks(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        for i in 0..n {
            assert_eq!(
                y[i].to_bits(),
                want_y[i].to_bits(),
                "{built} {target}: y[{i}]"
            );
        }
        assert_eq!(z, want_z, "{built} {target}: z");
    }
}

#[test]
fn getreg_reads_mode_fields_and_identity() {
    for target in [G11, G942] {
        let w = run(
            target,
            "s_getreg_b32 s0, hwreg(HW_REG_MODE)\n\
             s_getreg_b32 s1, hwreg(HW_REG_MODE, 4, 4)\n\
             s_getreg_b32 s2, hwreg(HW_REG_MODE, 8, 2)\n\
             s_getreg_b32 s3, hwreg(HW_REG_SH_MEM_BASES, 16, 16)",
            |_| {},
        );
        // Round to nearest even (0), denormals kept (3, 3), DX10 clamp, IEEE.
        assert_eq!(w.s[0], 0x3f0, "{target:?}");
        assert_eq!(w.s[1], 0xf);
        assert_eq!(w.s[2], 3);
        assert_eq!(
            w.s[3] as u64,
            gfxopt::emu::memory::SHARED_BASE >> 48,
            "the shared aperture's bits 63:48"
        );
    }
    // gfx9 HW_ID: wave 0 on SIMD 0 of a compute micro-engine (ME_ID 1 in bits 31:30).
    let w = run(G942, "s_getreg_b32 s0, hwreg(HW_REG_HW_ID)", |_| {});
    assert_eq!(w.s[0] & 0x3f, 0);
    assert_eq!(w.s[0] >> 30, 1);
    // gfx11 HW_ID2: ME_ID 1 in bits 9:8.
    let w = run(G11, "s_getreg_b32 s0, hwreg(HW_REG_HW_ID2)", |_| {});
    assert_eq!(w.s[0] >> 8 & 3, 1);
}

#[test]
fn mode_writes_default_values_pass_others_stop_at_the_fp_op() {
    // Writing the value MODE already has, then computing: fine.
    let w = run(
        G942,
        "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0\n\
         s_round_mode 0\n\
         v_add_f32 v0, v1, v2",
        |w| {
            w.v[1] = [1.0f32.to_bits(); 64];
            w.v[2] = [2.0f32.to_bits(); 64];
        },
    );
    assert_eq!(f32::from_bits(w.v[0][0]), 3.0);
    // Round toward zero set, then an FP op: a clear error naming the field and the line.
    let err = fail(
        G942,
        "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 3\nv_add_f32 v0, v1, v2",
    )
    .to_string();
    assert!(
        err.contains("MODE.fp_round=0x3") && err.contains("line 1"),
        "{err}"
    );
    assert!(err.contains("<snippet>:2:"), "{err}");
    // Set, integer work, restore, FP work: fine (only FP ops under the mode stop).
    run(
        G11,
        "s_round_mode 0x3\nv_add_nc_u32 v0, v1, v2\ns_round_mode 0\nv_add_f32 v0, v1, v2",
        |_| {},
    );
}

#[test]
fn mode_f32_denormal_flush_is_honoured() {
    // 2^-149 + 2^-149 = 2^-148 with denormals kept; 0 once MODE.fp_denorm_32 is 0 (flush).
    let setup = |w: &mut Wave| {
        w.v[1] = [1; 64];
        w.v[2] = [1; 64];
    };
    let w = run(G942, "v_add_f32 v0, v1, v2", setup);
    assert_eq!(w.v[0][0], 2);
    let w = run(
        G942,
        "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0\nv_add_f32 v0, v1, v2",
        setup,
    );
    assert_eq!(w.v[0][0], 0);
    // s_denorm_mode (gfx11): f32 flush (bits 1:0 = 0), f16/f64 kept (bits 3:2 = 3).
    let w = run(G11, "s_denorm_mode 0xc\nv_add_f32 v0, v1, v2", setup);
    assert_eq!(w.v[0][0], 0);
}

#[test]
fn gfx9_vgpr_indexing_and_sgpr_relative_moves() {
    // s_set_gpr_idx_on s2 (= 3), gpr_idx(SRC0): v_mov_b32 v0, v1 reads v4.
    let w = run(
        G942,
        "s_set_gpr_idx_on s2, gpr_idx(SRC0)\nv_mov_b32 v0, v1\ns_set_gpr_idx_off\nv_mov_b32 v5, v1",
        |w| {
            w.s[2] = 3;
            w.v[1] = [11; 64];
            w.v[4] = [44; 64];
        },
    );
    assert_eq!(w.v[0][0], 44);
    assert_eq!(w.v[5][0], 11, "indexing off again");
    // DST indexing: v_mov_b32 v0, v1 writes v2 (the kernel's registers reach v2; an index
    // past them is an error, not a write into the emulator's temporaries).
    let w = run(
        G942,
        "v_mov_b32 v2, 0\ns_set_gpr_idx_on 2, gpr_idx(DST)\nv_mov_b32 v0, v1\ns_set_gpr_idx_off",
        |w| w.v[1] = [9; 64],
    );
    assert_eq!(w.v[2][0], 9);
    let err = fail(G942, "s_set_gpr_idx_on 2, gpr_idx(DST)\nv_mov_b32 v0, v1").to_string();
    assert!(err.contains("<snippet>:2:") && err.contains("v2"), "{err}");
    // s_movrels_b32 s0, s10 with M0 = 2 reads s12; s_movreld_b32 s10, s1 writes s12.
    let w = run(
        G942,
        "s_mov_b32 m0, 2\ns_movrels_b32 s0, s10\ns_movreld_b32 s10, 77",
        |w| w.s[12] = 1234,
    );
    assert_eq!(w.s[0], 1234);
    assert_eq!(w.s[12], 77);
    // gfx11 v_movreld_b32 with a scalar source, M0 = 1: v[3 + 1] = s0.
    let w = run(G11, "s_mov_b32 m0, 1\nv_movreld_b32 v3, s0", |w| w.s[0] = 5);
    assert_eq!(w.v[4][0], 5);
}

#[test]
fn setvskip_skips_vector_instructions_on_gfx942() {
    // s_setvskip s0, 3 with s0 = 8: VSKIP on; the v_mov is not issued; off again, it is.
    let w = run(
        G942,
        "s_setvskip s0, 3\nv_mov_b32 v0, 1\ns_setvskip 0, 0\nv_mov_b32 v1, 2",
        |w| {
            w.s[0] = 8;
            w.v[0] = [0; 64];
        },
    );
    assert_eq!((w.v[0][0], w.v[1][0]), (0, 2));
}

#[test]
fn scalar_bit_ops() {
    let w = run(
        G942,
        "s_bitreplicate_b64_b32 s[0:1], s4\ns_ff0_i32_b32 s2, s5\ns_ff0_i32_b64 s3, -1",
        |w| {
            w.s[4] = 0b101;
            w.s[5] = 0b0111;
        },
    );
    assert_eq!(s64(&w, 0), 0b11_0011);
    assert_eq!(w.s[2], 3);
    assert_eq!(w.s[3], u32::MAX, "no zero bit");
}

#[test]
fn fp8_fnuz_conversions_on_gfx942() {
    // E4M3FNUZ: bias 8, so 0x40 is 1.0, 0x08 the smallest normal 2^-7, 0x80 NaN.
    let w = run(
        G942,
        "v_cvt_f32_fp8_e64 v1, v0\nv_cvt_f32_fp8_e64 v2, v0 op_sel:[1,0]\nv_cvt_pk_f32_bf8 v[4:5], v0 op_sel:[1,0]",
        |w| w.v[0] = [0x4080_0840; 64],
    );
    assert_eq!(f32::from_bits(w.v[1][0]), 1.0);
    assert_eq!(f32::from_bits(w.v[2][0]), 2f32.powi(-7), "byte 1");
    // E5M2FNUZ (bias 16): byte 2 is NaN (0x80), byte 3 0x40 = 1.0.
    assert!(f32::from_bits(w.v[4][0]).is_nan());
    assert_eq!(f32::from_bits(w.v[5][0]), 1.0);
    // f32 to fp8, packed into the high word; the low word kept. -2.0 is 0xc8 (E4M3FNUZ);
    // 1000.0 is out of range: NaN, or 240.0 (0x7f) with clamp.
    let w = run(
        G942,
        "v_cvt_pk_fp8_f32 v2, v0, v1 op_sel:[0,0,1]\nv_cvt_pk_fp8_f32 v3, v1, v1 clamp",
        |w| {
            w.v[0] = [(-2.0f32).to_bits(); 64];
            w.v[1] = [1000.0f32.to_bits(); 64];
            w.v[2] = [0x1234_5678; 64];
            w.v[3] = [0; 64];
        },
    );
    assert_eq!(w.v[2][0], 0x80c8_5678);
    assert_eq!(w.v[3][0], 0x7f7f);
    // Stochastic rounding: 1.0 + 2^-4 is half-way between 1.0 and 1.125; random 0 keeps it
    // down, all-ones random carries it up; byte 2 (op_sel[3:2] = 2) written.
    let w = run(
        G942,
        "v_cvt_sr_fp8_f32 v2, v0, v1 op_sel:[0,0,0,1]\nv_cvt_sr_fp8_f32 v3, v0, -1 op_sel:[0,0,0,1]",
        |w| {
            w.v[0] = [1.0625f32.to_bits(); 64];
            w.v[1] = [0; 64];
            w.v[2] = [0; 64];
            w.v[3] = [0; 64];
        },
    );
    assert_eq!(w.v[2][0], 0x40 << 16);
    assert_eq!(w.v[3][0], 0x41 << 16);
}

#[test]
fn sad_dot_and_mad_odds() {
    // Masked SAD: bytes (4,3,2,1) against (1,2,3,0): 3 + 1 + 1 + (masked) = 5, plus 10.
    let w = run(G11, "v_msad_u8 v3, v0, v1, v2", |w| {
        w.v[0] = [0x0102_0304; 64];
        w.v[1] = [0x0003_0201; 64];
        w.v[2] = [10; 64];
    });
    assert_eq!(w.v[3][0], 15);
    // v_dot4c_i32_i8 (accumulates into the destination): 3*2 + 2*2 + (-1)*2 + 1*2 + 100.
    let w = run(G942, "v_dot4c_i32_i8 v2, v0, v1", |w| {
        w.v[0] = [0x01ff_0203; 64];
        w.v[1] = [0x0202_0202; 64];
        w.v[2] = [100; 64];
    });
    assert_eq!(w.v[2][0], 110);
    // gfx11 v_dot4_i32_iu8 with src0 signed (neg_lo[0]), src1 unsigned: 0xff is -1 and 255.
    let w = run(G11, "v_dot4_i32_iu8 v2, v0, v1, 0 neg_lo:[1,0,0]", |w| {
        w.v[0] = [0x0000_00ff; 64];
        w.v[1] = [0x0000_00ff; 64];
    });
    assert_eq!(w.v[2][0] as i32, -255);
    // gfx9 v_mad_f16 is unfused: (1 + 2^-10)(1 + 3*2^-10) - 1 rounds the product to
    // 1 + 2^-8 first, giving 2^-8 (0x1c00); v_fma_f16 keeps 3*2^-20 and gives 0x1c01.
    let setup = |w: &mut Wave| {
        w.v[0] = [0x3c01; 64];
        w.v[1] = [0x3c03; 64];
        w.v[2] = [0xbc00; 64];
    };
    let w = run(G942, "v_mad_f16 v3, v0, v1, v2", setup);
    assert_eq!(w.v[3][0] & 0xffff, 0x1c00);
    let w = run(G942, "v_fma_f16 v3, v0, v1, v2", setup);
    assert_eq!(w.v[3][0] & 0xffff, 0x1c01);
    // v_sat_pk_u8_i16: (-5, 300) saturate to (0, 255).
    let w = run(G11, "v_sat_pk_u8_i16 v1, v0", |w| {
        w.v[0] = [0x012c_fffb; 64]
    });
    assert_eq!(w.v[1][0] & 0xffff, 0xff00);
    // v_cvt_pk_norm_i16_f32: 1.0 and -0.5 to 32767 and -16384 (ties to even: -16383.5).
    let w = run(G11, "v_cvt_pk_norm_i16_f32 v2, 1.0, -0.5", |_| {});
    assert_eq!(w.v[2][0], 0xc000_7fff);
}

#[test]
fn coverage_runs_a_lone_rel32_line_and_calls_a_got_operand_a_gap() {
    use gfxopt::emu::coverage::run_line;
    for target in [G11, G942] {
        run_line(target, "s_add_u32 s0, s0, callee@rel32@lo+4").unwrap();
        run_line(target, "s_addc_u32 s1, s1, callee@rel32@hi+12").unwrap();
        let e = run_line(target, "s_add_u32 s0, s0, ext@gotpcrel32@lo+4").unwrap_err();
        assert!(
            e.contains(": operand `") && e.ends_with("is not emulated"),
            "{e}"
        );
    }
}
