//! Issue 22: `vopd` on register-tiled GEMMs nobody here wrote the pass around
//! (corpus/hip/gemm_tiles, built by clang-19 and clang-22). The compiler loads the tile's
//! column values one at a time, often all into even registers; the pass moves values to
//! registers of the other parity so that every FMA pairs, and the result is emulated bit for
//! bit on the corpus's launch specs.

use crate::common;
use common::optimize;
use gfxopt::asm::{parse_module, Module};
use gfxopt::harness::runner::RunOptions;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::harness::verify::{verify, Verdict};

fn load(dir: &str) -> Module {
    let path = common::repo().join(format!("corpus/{dir}/gemm_tiles/kernel.gfx1100.s"));
    let text = std::fs::read_to_string(&path).expect("read");
    parse_module(&path.display().to_string(), &text, None).expect("parses")
}

fn assert_tile_fully_dual(dir: &str, symbol: &str, spec: &str) {
    let before = load(dir);
    let (after, log) = optimize(&before, "vopd");
    let (b, a) = (
        common::stats_of(&before, symbol),
        common::stats_of(&after, symbol),
    );
    let (hb, ha) = (b.hot_loop.expect("hot loop"), a.hot_loop.expect("hot loop"));
    assert!(
        hb.fma_dual < hb.fma_total,
        "{dir} {symbol}: already optimal"
    );
    assert_eq!(ha.fma_total, hb.fma_total);
    assert_eq!(ha.fma_dual, ha.fma_total, "{dir} {symbol}: {log:#?}");
    assert_eq!(ha.bank_conflicts, Some(0), "{dir} {symbol}: {log:#?}");
    assert_eq!(a.occupancy, b.occupancy, "{dir} {symbol}: occupancy");
    let moved = log
        .iter()
        .filter(|e| e.pass == "vopd" && e.kernel == symbol)
        .flat_map(|e| &e.changed)
        .any(|c| c.contains("pairs need the other parity"));
    assert!(
        moved,
        "{dir} {symbol}: the compiler's registers paired already"
    );
    let spec = LaunchSpec::from_file(common::repo().join(format!("corpus/hip/gemm_tiles/{spec}")))
        .expect("spec");
    match verify(&before, &after, &spec, None, true, &RunOptions::default()) {
        Ok(Verdict::Equal { .. }) => {}
        Ok(Verdict::Different { inputs, difference }) => {
            panic!("{dir} {symbol}: differs on {inputs}: {difference:?}")
        }
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn regtile_4x4_clang19() {
    assert_tile_fully_dual(
        "hip",
        "_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii",
        "regtile4x4.toml",
    );
}

#[test]
fn regtile_4x8_clang19() {
    assert_tile_fully_dual(
        "hip",
        "_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii",
        "regtile4x8.toml",
    );
}

#[test]
fn regtile_8x8_clang19() {
    assert_tile_fully_dual(
        "hip",
        "_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii",
        "regtile8x8.toml",
    );
}

#[test]
fn regtile_4x4_clang22() {
    assert_tile_fully_dual(
        "hip-clang22",
        "_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii",
        "regtile4x4.toml",
    );
}

#[test]
fn regtile_8x8_clang22() {
    assert_tile_fully_dual(
        "hip-clang22",
        "_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii",
        "regtile8x8.toml",
    );
}

#[test]
fn regtile_4x8_clang22() {
    assert_tile_fully_dual(
        "hip-clang22",
        "_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii",
        "regtile4x8.toml",
    );
}
