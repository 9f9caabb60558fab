//! Issue 20: kernels are named the way people write them. Real HIP kernels are C++ symbols
//! (`_Z13single_colsumPKfPfii`); a spec or `--kernel` may say `single_colsum` or the full
//! demangled signature, and an ambiguous name is an error that lists the candidates.

use crate::common;
use gfxopt::asm::parse_module;
use gfxopt::kernel::kernels;
use gfxopt::kernel::names::{select, SelectError};

fn guard_kernels() -> Vec<gfxopt::kernel::Kernel> {
    let path = common::repo().join("corpus/hip/trust_guard/kernel.gfx942.s");
    let text = std::fs::read_to_string(path).expect("read");
    kernels(&parse_module("g.s", &text, None).expect("parse")).expect("kernels")
}

#[test]
fn demangled_names_select_the_kernel() {
    let all = guard_kernels();
    for q in [
        "_Z13single_colsumPKfPfii",
        "single_colsum",
        "single_colsum(float const*, float*, int, int)",
    ] {
        assert_eq!(
            select(&all, q).expect(q).name,
            "_Z13single_colsumPKfPfii",
            "{q}"
        );
    }
    match select(&all, "colsum") {
        Err(SelectError::None { available, .. }) => {
            assert!(
                available.contains("nested_colsum(float const*"),
                "{available}"
            )
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_spec_may_name_the_kernel_by_its_demangled_name() {
    let dir = tempfile::tempdir().expect("tmp");
    let spec = dir.path().join("s.toml");
    std::fs::write(
        &spec,
        r#"kernel = "single_colsum"
grid = [1, 1, 1]
block = [64, 1, 1]
args = ["A", "out", { i32 = "K" }, { i32 = "N" }]
[params]
K = 3
N = 64
[buffers.A]
type = "f32"
len = "K*N"
init = "iota"
[buffers.out]
type = "f32"
len = "N"
init = "zeros"
output = true
"#,
    )
    .expect("spec");
    let input = common::repo().join("corpus/hip/trust_guard/kernel.gfx1100.s");
    let out = common::gfxopt()
        .arg("run")
        .arg(&input)
        .arg("--spec")
        .arg(&spec)
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = common::gfxopt()
        .args([
            "optimize",
            "--passes",
            "sgpr-addr",
            "--kernel",
            "nested_colsum",
            "--dry-run",
        ])
        .arg(&input)
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("_Z13nested_colsumPKfPfiii"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The kernarg segment is padded as the runtime allocates it: a widened scalar load past the
/// last explicit argument reads zeros, not an out-of-bounds error.
#[test]
fn the_kernarg_segment_is_padded_to_64_bytes() {
    let meta = gfxopt::kernel::parse_metadata(
        "---\namdhsa.kernels:\n  - .args:\n      - .offset: 0\n        .size: 8\n        .value_kind: global_buffer\n        .address_space: global\n      - .offset: 8\n        .size: 4\n        .value_kind: by_value\n    .kernarg_segment_size: 12\n    .name: k\n    .symbol: k.kd\n    .max_flat_workgroup_size: 64\n    .wavefront_size: 32\n    .sgpr_count: 8\n    .vgpr_count: 4\n    .group_segment_fixed_size: 0\n    .private_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n...\n",
        1,
    );
    let meta = match meta {
        Ok(mut v) => v.remove(0),
        Err(e) => panic!("{e}"),
    };
    let seg = gfxopt::emu::build_kernarg(
        &meta,
        &[vec![0; 8], 7u32.to_le_bytes().to_vec()],
        [1, 1, 1],
        [64, 1, 1],
        0,
    )
    .expect("kernarg");
    assert_eq!(seg.len(), 64);
    assert_eq!(&seg[8..12], &7u32.to_le_bytes());
}

#[test]
fn template_instances_are_named_with_or_without_return_type_and_a_bare_name_is_ambiguous() {
    let path = common::repo().join("corpus/hip/gemm_tiles/kernel.gfx1100.s");
    let text = std::fs::read_to_string(path).expect("read");
    let all = kernels(&parse_module("t.s", &text, None).expect("parse")).expect("kernels");
    let want = "_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii";
    for q in [
        "gemm_regtile<4, 8>",
        "gemm_regtile<4, 8>(float const*, float const*, float*, int, int, int)",
        "void gemm_regtile<4, 8>(float const*, float const*, float*, int, int, int)",
    ] {
        assert_eq!(select(&all, q).expect(q).name, want, "{q}");
    }
    match select(&all, "gemm_regtile") {
        Err(SelectError::Ambiguous { candidates, .. }) => assert_eq!(candidates.len(), 3),
        other => panic!("{other:?}"),
    }
}
