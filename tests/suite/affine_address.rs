//! The one affine address analysis (`flow::address`, 64-bit layer `Wide`) on compiled forms the
//! samples do not have: `tests/data/sgemm_ldsopt_sizet`, SGEMM kernel 5 with `size_t` indices
//! built by clang-19 and clang-22 (see its README). Every hot-loop load's address is a 64-bit
//! sum of two sign-extended 32-bit terms, shifted and added to the pointer; the analysis must
//! read it as one index with one range obligation per widened term, and `sgpr-addr` must either
//! rewrite it verified or leave it alone with the reason.

use crate::common;

use std::path::PathBuf;

use common::gfxopt;
use gfxopt::asm::parse_module;
use gfxopt::flow::address::{Atom, Eval, Ext, Poly};
use gfxopt::flow::KernelFlow;
use gfxopt::isa::{isa, Unit};
use gfxopt::kernel::kernels;

fn variant(build: &str, target: &str) -> PathBuf {
    common::repo().join(format!(
        "tests/data/sgemm_ldsopt_sizet/{build}/kernel.{target}.s"
    ))
}

/// (instruction index, the access or why not) of every global load in an innermost loop.
fn loop_accesses(path: &PathBuf) -> Vec<Result<gfxopt::flow::address::Access, String>> {
    let text = std::fs::read_to_string(path).expect("read");
    let m = parse_module(&path.display().to_string(), &text, None).expect("parse");
    let isa = isa(m.target.expect("target"));
    let k = &kernels(&m).expect("kernels")[0];
    let flow = KernelFlow::build(&m, k, isa).expect("flow");
    let mut out = Vec::new();
    for (j, lp) in flow.loops.loops.iter().enumerate() {
        let mut ev = Eval::new(&m, k, isa, &flow, lp);
        for (i, ins) in flow.code.insts.iter().enumerate() {
            let b = flow.cfg.block_of[i];
            if flow.loops.innermost(b).map(|l| l.0 as usize) != Some(j)
                || isa.info(ins.op).unit != Unit::VmemLoad
            {
                continue;
            }
            out.push(ev.access(i));
        }
    }
    out
}

/// gfx1100, clang-19 (-O2 and -O3 give one file) and clang-22: all 16 loads (A's and B's) are
/// `P + (idx << 2)` with idx stepping with the loop, exact under two sign-extension (or
/// zero-extension) obligations, one per widened term.
#[test]
fn size_t_sums_of_two_extended_indices_are_one_index() {
    for build in ["clang19-O3", "clang22-O3"] {
        let acc = loop_accesses(&variant(build, "gfx1100"));
        assert_eq!(acc.len(), 16, "{build}");
        for a in acc {
            let a = a.unwrap_or_else(|e| panic!("{build}: {e}"));
            assert_eq!(a.shift, 2, "{build}");
            let (_, stride) = a.idx.split_iter().expect("linear in the iteration");
            assert_ne!(
                stride,
                Poly::default(),
                "{build}: the index steps with the loop"
            );
            assert!(
                a.conds.len() >= 2,
                "{build}: one obligation per widened term: {:?}",
                a.conds
            );
            for c in &a.conds {
                assert!(
                    c.range.lo == i32::MIN as i128 || c.range.lo == 0,
                    "{build}: {c:?}"
                );
            }
        }
    }
}

/// The 64-bit layer reads `v_ashrrev_i32 hi, 31, lo` / `s_ashr_i32 hi, lo, 31` as sext and
/// `hi = 0` (or a carry-only high half) as zext, whatever registers hold them.
#[test]
fn extensions_are_recognised_by_value() {
    let acc = loop_accesses(&variant("clang19-O3", "gfx1100"));
    let exts: Vec<Ext> = acc
        .iter()
        .flat_map(|a| a.as_ref().expect("access").conds.iter())
        .map(|c| if c.range.lo < 0 { Ext::Sext } else { Ext::Zext })
        .collect();
    assert!(exts.contains(&Ext::Sext));
    // A's `k0 + BK + aCol` is added as two zero-extended halves by clang-19.
    assert!(exts.contains(&Ext::Zext));
    // The index depends on the argument K or N through the row term.
    let idx = &acc[0].as_ref().expect("access").idx;
    assert!(idx.has(|a| matches!(a, Atom::Arg(_))));
}

/// `sgpr-addr` on the variants: nothing it cannot prove is changed, each load is left alone
/// with a reason, and the emulated launch is unchanged (verify accepts the output).
#[test]
fn sgpr_addr_on_size_t_variants_is_verified_or_explained() {
    let spec = common::repo().join("tests/data/sgemm_ldsopt_sizet/n128.toml");
    for (build, target) in [
        ("clang19-O3", "gfx1100"),
        ("clang19-O3", "gfx942"),
        ("clang22-O3", "gfx1100"),
    ] {
        let dir = tempfile::tempdir().expect("tmp");
        let opt = dir.path().join("opt.s");
        let out = gfxopt()
            .args(["optimize", "--passes", "sgpr-addr", "--verify"])
            .arg(&spec)
            .arg(variant(build, target))
            .arg("-o")
            .arg(&opt)
            .output()
            .expect("run");
        let log = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{build} {target}: {log}");
        // Without --dry-run the log counts what it left alone ("left 16 places alone").
        assert!(log.contains("sgpr-addr: left "), "{build} {target}: {log}");
    }
}
