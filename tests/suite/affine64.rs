//! Issue 22: the one address analysis (`flow::address`, 64-bit layer `Wide`) on 64-bit index
//! arithmetic as clang spells it in corpus/hip: a signed 32-bit term times a size_t
//! (`s_mul_i32` + `s_mul_hi_u32` + the sign correction `s_mul_i32 (y >> 31), pitch`), size_t
//! products through two `v_mad_u64_u32`, and a size_t induction kept in a VGPR pair whose
//! halves gfx1100 adds to the base with separate instructions. Each is read exactly (an exact
//! product term with its factors' obligations, plus `2^32 · X` cross terms), and a sequence
//! that is not a product (mismatched factors) is not read as one.

use crate::common;

use gfxopt::asm::{parse_module, Module};
use gfxopt::flow::address::{Atom, Eval, Ext, Interval, Wide};
use gfxopt::flow::KernelFlow;
use gfxopt::isa::{isa, Unit};
use gfxopt::kernel::kernels;

fn corpus(dir: &str, target: &str) -> String {
    let p = common::repo().join(format!("corpus/hip/{dir}/kernel.{target}.s"));
    std::fs::read_to_string(p).expect("read")
}

/// The full 64-bit address (or why not) of every global access of kernel `sym`, evaluated
/// in the innermost loop holding it (straight-line outside loops), with `Eval::access`'s
/// reading for accesses in loops.
fn addresses(text: &str, sym: &str) -> Vec<(bool, Result<Wide, String>)> {
    let m: Module = parse_module("t.s", text, None).expect("parse");
    let isa = isa(m.target.expect("target"));
    let ks = kernels(&m).expect("kernels");
    let k = ks.iter().find(|k| k.name.contains(sym)).expect("kernel");
    let flow = KernelFlow::build(&m, k, isa).expect("flow");
    let mut out = Vec::new();
    for (i, ins) in flow.code.insts.iter().enumerate() {
        if !matches!(isa.info(ins.op).unit, Unit::VmemLoad | Unit::VmemStore) {
            continue;
        }
        let lp = flow
            .loops
            .innermost(flow.cfg.block_of[i])
            .map(|id| flow.loops.get(id));
        let mut ev = match lp {
            Some(lp) => Eval::new(&m, k, isa, &flow, lp),
            None => Eval::straight(&m, k, isa, &flow),
        };
        out.push((lp.is_some(), ev.memory_address(i)));
    }
    out
}

const I32: Interval = Interval {
    lo: i32::MIN as i128,
    hi: i32::MAX as i128,
};
const U32: Interval = Interval {
    lo: 0,
    hi: u32::MAX as i128,
};

/// `base + y * pitch_bytes + 4 * x` (scale_pitched, y signed, pitch size_t): one exact product
/// `sext(y) · zext(lo(pitch))` (the sign correction found among the high half's addends) and
/// one `2^32 · y · hi(pitch)` cross term, on both targets.
#[test]
fn a_signed_term_times_a_size_t_is_an_exact_product() {
    for target in ["gfx942", "gfx1100"] {
        let acc = addresses(&corpus("gridstride", target), "scale_pitched");
        assert_eq!(acc.len(), 2, "{target}: a load and a store");
        for (_, w) in acc {
            let w = w.unwrap_or_else(|e| panic!("{target}: {e}"));
            assert_eq!(w.ptr, Some(0), "{target}: based on `base`");
            let prod = w
                .terms
                .iter()
                .find(|t| t.ext == Ext::Product)
                .unwrap_or_else(|| panic!("{target}: no product term in {w:?}"));
            assert_eq!(prod.coef, 1, "{target}");
            assert!(prod.val.has(|a| *a == Atom::Arg(8)), "{target}: {prod:?}");
            let y = prod
                .val
                .0
                .keys()
                .next()
                .and_then(|m| m.iter().find(|a| matches!(a, Atom::Sgpr(_))))
                .cloned()
                .expect("a workgroup id factor");
            // y is sign-extended (its correction was found), lo(pitch) zero-extended.
            let range_of = |atom: &Atom| {
                w.conds
                    .iter()
                    .find(|c| c.poly.0.keys().any(|m| m == &vec![atom.clone()]))
                    .map(|c| c.range)
            };
            assert_eq!(range_of(&y), Some(I32), "{target}: {:?}", w.conds);
            assert_eq!(range_of(&Atom::Arg(8)), Some(U32), "{target}");
            let wrap = w
                .terms
                .iter()
                .find(|t| t.ext == Ext::Wrap)
                .unwrap_or_else(|| panic!("{target}: no cross term in {w:?}"));
            assert_eq!(wrap.coef, 1i128 << 32, "{target}");
            assert!(wrap.val.has(|a| *a == Atom::Arg(12)), "{target}: {wrap:?}");
        }
    }
}

/// Without the sign correction the same sequence is the unsigned product: y's obligation is
/// then `[0, 2^32)`, not `[-2^31, 2^31)`.
#[test]
fn without_the_sign_correction_the_factor_is_zero_extended() {
    let text = corpus("gridstride", "gfx942").replace("s_mul_i32 s0, s0, s10", "s_mov_b32 s0, 0");
    let acc = addresses(&text, "scale_pitched");
    let (_, w) = &acc[0];
    let w = w.as_ref().expect("traced");
    let y = Atom::Sgpr(3);
    let ranges: Vec<Interval> = w
        .conds
        .iter()
        .filter(|c| c.poly.0.keys().any(|m| m == &vec![y.clone()]))
        .map(|c| c.range)
        .collect();
    assert_eq!(ranges, vec![U32], "{:?}", w.conds);
}

/// A high half whose `mul_hi` reads other factors than the low half's multiply is no product:
/// the address is not traced (never a wrong value).
#[test]
fn a_high_half_of_other_factors_is_not_a_product() {
    let text = corpus("gridstride", "gfx942")
        .replace("s_mul_hi_u32 s2, s3, s10", "s_mul_hi_u32 s2, s3, s11");
    let acc = addresses(&text, "scale_pitched");
    for (_, w) in acc {
        assert!(w.is_err(), "read a mismatched product as one: {w:?}");
    }
}

/// The loads of gemv_batched (`A + ((size_t)b * rows + row) * cols`, signed products built
/// with `s_mul_hi_i32` and the 64 x 32-bit sequence) are traced in their loop on both targets.
#[test]
fn batched_row_bases_are_traced() {
    for target in ["gfx942", "gfx1100"] {
        let acc = addresses(&corpus("blas_shapes", target), "gemv_batched");
        let in_loop: Vec<_> = acc.iter().filter(|(l, _)| *l).collect();
        assert_eq!(in_loop.len(), 2, "{target}");
        for (_, w) in in_loop {
            let w = w.as_ref().unwrap_or_else(|e| panic!("{target}: {e}"));
            assert!(w.ptr.is_some(), "{target}");
            assert!(
                w.terms.iter().any(|t| t.ext == Ext::Product),
                "{target}: {w:?}"
            );
        }
    }
}

/// axpby_f2 on gfx1100: the size_t grid-stride index lives in a VGPR pair stepped by a carry
/// chain, and each load adds the base to its halves with two instructions. The address is
/// `P + 8 · (start + Iter · blockDim · gridDim)`, exact (a product term in `Iter`).
#[test]
fn a_size_t_induction_read_half_by_half_is_traced() {
    let acc = addresses(&corpus("blas_shapes", "gfx1100"), "axpby_f2");
    assert_eq!(acc.len(), 3, "two loads and a store");
    for (in_loop, w) in acc {
        assert!(in_loop);
        let w = w.unwrap_or_else(|e| panic!("{e}"));
        assert!(w.ptr.is_some());
        let stepped: Vec<_> = w
            .terms
            .iter()
            .filter(|t| t.val.has(|a| *a == Atom::Iter))
            .collect();
        assert_eq!(stepped.len(), 1, "{w:?}");
        assert_eq!(stepped[0].coef, 8);
        assert_eq!(stepped[0].ext, Ext::Product);
    }
}

const CONV1D: &str = "_Z11conv1d_tapsPKfS0_Pfii";

fn conv1d_specs() -> Vec<std::path::PathBuf> {
    vec![
        common::repo().join("corpus/hip/blas_shapes/conv1d_taps.toml"),
        common::repo().join("tests/data/blas_shapes/conv1d_taps_n4100.toml"),
    ]
}

/// conv1d_taps on gfx1100 (a 64-bit pointer induction stepped by a constant, its start a
/// sign-extended lane index): the whole index's range is the check's or the proof's, the one
/// widened term (the lane index) has no iteration in it, so bounds on the grid and the tap count
/// prove it. Under `sgpr-addr=derive` the stream is rewritten, 2 -> 1 address VALU per
/// iteration, bit-exact on two sizes with every rewritten instruction run.
#[test]
fn conv1d_taps_is_rewritten_under_derived_bounds() {
    let path = common::repo().join("corpus/hip/blas_shapes/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let before = parse_module("kernel.gfx1100.s", &text, None).expect("parse");
    let (after, log) = common::optimize(&before, "sgpr-addr=derive");
    let said = format!("{log:?}");
    assert!(said.contains("stream of 2 loads"), "{said}");
    let addr = |m: &Module| {
        common::stats_of(m, CONV1D)
            .hot_loop
            .expect("a hot loop")
            .address_valu_per_iter
    };
    assert_eq!((addr(&before), addr(&after)), (2, 1));
    common::verify_rewrite_ran(&before, &after, &conv1d_specs());
}

/// Without facts or `derive` nothing bounds the iterations (a count-down exit) nor the grid: the
/// sum of widened terms may leave the 32-bit index's range. The run-time check could test bounds
/// under which it does not (issue 47: `taps` in [1, 65536], `grid_x <= 65536`), but the lane
/// part is held only shifted left, which the check cannot read: the loop is left alone with
/// that reason and the kernel comes out unchanged.
#[test]
fn conv1d_taps_without_bounds_is_left_alone() {
    let path = common::repo().join("corpus/hip/blas_shapes/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let before = parse_module("kernel.gfx1100.s", &text, None).expect("parse");
    let (after, log) = common::optimize(&before, "sgpr-addr");
    let said = format!("{log:?}");
    assert!(
        said.contains("the lane part is held only shifted left"),
        "{said}"
    );
    let body = |m: &Module| {
        let s = common::stats_of(m, CONV1D);
        (s.instructions, s.code_bytes, s.hot_loop)
    };
    assert_eq!(body(&before), body(&after));
}

const GEMM_AT: &str = "_Z11gemm_at_4x4PKfS0_Pfiii";

/// gemm_at_4x4 on gfx1100 (`At[k*M + row]`, `B[k*N + col]`: 64-bit pointer inductions stepped
/// by `4*M` and `4*N` from sign-extended lane starts): refused without bounds (as conv1d_taps),
/// rewritten under `sgpr-addr=derive`, 4 -> 2 address VALU per iteration, bit-exact on two
/// sizes (second spec tests/data/blas_shapes/gemm_at_4x4_m128.toml) with every rewritten
/// instruction run.
#[test]
fn gemm_at_4x4_is_rewritten_under_derived_bounds() {
    let path = common::repo().join("corpus/hip/blas_shapes/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&path).expect("read");
    let before = parse_module("kernel.gfx1100.s", &text, None).expect("parse");
    let addr = |m: &Module| {
        common::stats_of(m, GEMM_AT)
            .hot_loop
            .expect("a hot loop")
            .address_valu_per_iter
    };
    let (plain, _) = common::optimize(&before, "sgpr-addr");
    assert_eq!(addr(&plain), 4, "left alone without bounds");
    let (after, _) = common::optimize(&before, "sgpr-addr=derive");
    assert_eq!((addr(&before), addr(&after)), (4, 2));
    common::verify_rewrite_ran(
        &before,
        &after,
        &[
            common::repo().join("corpus/hip/blas_shapes/gemm_at_4x4.toml"),
            common::repo().join("tests/data/blas_shapes/gemm_at_4x4_m128.toml"),
        ],
    );
}
