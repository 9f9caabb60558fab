//! Issue 47 item 3: the textbook LDS SGEMM (corpus/hip/lds_staging: 64 x 64 block tile, 4 x 4
//! register tile, 256 threads, K staged through LDS by strided loops `for (i = tid; i < 1024;
//! i += step)` inside the K loop), built by clang-19 and clang-22 for both targets, through
//! each target's full pipeline. The uniform FMA block beside the lane-by-lane staging loops is
//! paired (gfx1100); with the literal step 256 (`sgemm_staged`) every lane runs each staging
//! loop 4 times whatever its work-item id below the 256 of `__launch_bounds__`, so `unroll`
//! unrolls them (their break masks and EXEC cuts dropped) and `sgpr-addr` then versions the K
//! loop itself. Every output is bit-exact with its rewritten code run at two sizes and with 128
//! threads (`sgemm_staged_bd`'s staging loops, stepped by `blockDim.x`, then run 8 times).

use crate::common;

use gfxopt::asm::Module;
use std::path::PathBuf;

const KERNELS: [&str; 2] = ["sgemm_staged", "sgemm_staged_bd"];

fn build(compiler_dir: &str, target: &str) -> Module {
    common::parse_file(&common::repo().join(format!(
        "corpus/{compiler_dir}/lds_staging/kernel.{target}.s"
    )))
}

fn specs(kernel: &str) -> Vec<PathBuf> {
    let repo = common::repo();
    let mut v = vec![
        repo.join(format!("corpus/hip/lds_staging/{kernel}.toml")),
        repo.join(format!("tests/data/lds_staging/{kernel}_m192.toml")),
    ];
    v.push(repo.join(format!("tests/data/lds_staging/{kernel}_block128.toml")));
    v
}

fn pipeline(target: &str) -> &'static str {
    match target {
        "gfx1100" => "vopd,unroll,sgpr-addr",
        _ => "pkfma,unroll,sgpr-addr,cache-policy",
    }
}

/// The kernel's symbol (the specs name it by its demangled name).
fn symbol(kernel: &str) -> String {
    format!("_Z{}{kernel}PKfS0_Pfiii", kernel.len())
}

#[test]
fn issue47_lds_staging_pipelines_are_bit_exact_at_two_sizes() {
    for dir in ["hip", "hip-clang22"] {
        for target in ["gfx1100", "gfx942"] {
            let before = build(dir, target);
            let (after, log) = common::optimize(&before, pipeline(target));
            // Stepped by blockDim.x, the staging loops' trip count depends on the work-group
            // size: not unrolled (versioning on the size is not built), and said why.
            let unroll = format!(
                "{:?}",
                log.iter()
                    .filter(|e| e.pass == "unroll")
                    .collect::<Vec<_>>()
            );
            assert!(
                unroll.contains(
                    "its compare reads more than constants, the iteration and a work-item id"
                ),
                "{dir} {target}: {unroll}"
            );
            if after.print() == before.print() {
                continue;
            }
            for k in KERNELS {
                common::verify_equal_versioned(&before, &after, &specs(k));
                if target == "gfx1100" {
                    // The FMA block of the K loop is paired although staging loops sit in it.
                    let hot = common::stats_of(&after, &symbol(k))
                        .hot_loop
                        .expect("hot loop");
                    assert_eq!(hot.fma_total, 256, "{dir} {target} {k}");
                    assert_eq!(hot.fma_dual, 256, "{dir} {target} {k}: {log:#?}");
                    if k == "sgemm_staged" {
                        // The staging loops are gone and the K loop's loads take SGPR bases.
                        let b = common::stats_of(&before, &symbol(k)).hot_loop.expect("hot");
                        assert_eq!((b.inner_loops, hot.inner_loops), (2, 0), "{dir} {k}");
                        assert!(
                            hot.global_address_valu_per_iter <= 2,
                            "{dir} {k}: {} -> {}: {log:#?}",
                            b.global_address_valu_per_iter,
                            hot.global_address_valu_per_iter
                        );
                    }
                }
            }
        }
    }
}
