//! Every launch spec under `samples/` (`*.toml` and `*.hw.toml`) reads without error and is
//! consistent with its kernel: the kernel exists in both generated `.s` files, the arguments
//! match the kernel's metadata (count, buffer vs value, sizes), the work-group fits the kernel's
//! limits, buffers are large enough for the problem sizes and the grid covers the problem.

use std::path::{Path, PathBuf};

use gfxopt::harness::spec::{ArgSpec, LaunchSpec, Number, Reference};
use yaml_rust2::{Yaml, YamlLoader};

const TARGETS: [&str; 2] = ["gfx1100", "gfx942"];

fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("samples")
}

fn sample_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(samples_dir())
        .expect("samples/ is readable")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.join("kernel.hip").is_file())
        .collect();
    dirs.sort();
    dirs
}

fn spec_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("sample dir is readable")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    files
}

/// The `.amdgpu_metadata` entry of `kernel` in a generated `.s` file.
fn kernel_metadata(s_file: &Path, kernel: &str) -> Yaml {
    let text = std::fs::read_to_string(s_file).expect("generated .s is readable");
    let start = text
        .find(".amdgpu_metadata\n")
        .unwrap_or_else(|| panic!("{}: no .amdgpu_metadata", s_file.display()));
    let end = text
        .find(".end_amdgpu_metadata")
        .unwrap_or_else(|| panic!("{}: no .end_amdgpu_metadata", s_file.display()));
    let yaml = &text[start + ".amdgpu_metadata\n".len()..end];
    let docs = YamlLoader::load_from_str(yaml).expect("metadata is YAML");
    let kernels = docs[0]["amdhsa.kernels"]
        .as_vec()
        .expect("amdhsa.kernels is a list");
    kernels
        .iter()
        .find(|k| k[".name"].as_str() == Some(kernel))
        .unwrap_or_else(|| panic!("{}: no kernel named {kernel}", s_file.display()))
        .clone()
}

fn int(spec: &LaunchSpec, name: &str) -> u64 {
    match spec.param(name) {
        Some(Number::Int(i)) if i >= 0 => i as u64,
        other => panic!(
            "{}: param {name} should be a non-negative integer, is {other:?}",
            spec.path.display()
        ),
    }
}

fn buffer_len(spec: &LaunchSpec, arg: usize) -> u64 {
    match &spec.args[arg] {
        ArgSpec::Buffer(b) => spec.buffers[b].len,
        other => panic!(
            "{}: args[{arg}] should be a buffer, is {other:?}",
            spec.path.display()
        ),
    }
}

/// The scalar value passed at `arg`, as an integer.
fn scalar_int(spec: &LaunchSpec, arg: usize) -> u64 {
    match &spec.args[arg] {
        ArgSpec::Scalar(s) => match s.resolved {
            Number::Int(i) if i >= 0 => i as u64,
            other => panic!("{}: args[{arg}] = {other}", spec.path.display()),
        },
        other => panic!(
            "{}: args[{arg}] should be a scalar, is {other:?}",
            spec.path.display()
        ),
    }
}

/// Checks the arguments against the kernel's metadata in both targets.
fn check_against_metadata(sample: &Path, spec: &LaunchSpec) {
    for target in TARGETS {
        let s_file = sample.join(format!("kernel.{target}.s"));
        let md = kernel_metadata(&s_file, &spec.kernel);
        let args: Vec<&Yaml> = md[".args"]
            .as_vec()
            .expect(".args is a list")
            .iter()
            .filter(|a| {
                !a[".value_kind"]
                    .as_str()
                    .unwrap_or("")
                    .starts_with("hidden_")
            })
            .collect();
        let where_ = format!("{} vs {}", spec.path.display(), s_file.display());
        assert_eq!(
            args.len(),
            spec.args.len(),
            "{where_}: the kernel takes {} explicit arguments",
            args.len()
        );
        for (i, (a, md_arg)) in spec.args.iter().zip(&args).enumerate() {
            let kind = md_arg[".value_kind"].as_str().unwrap_or("");
            let size = md_arg[".size"].as_i64().unwrap_or(-1);
            match a {
                ArgSpec::Buffer(_) => assert_eq!(
                    kind, "global_buffer",
                    "{where_}: args[{i}] is a buffer, the kernel wants {kind}"
                ),
                ArgSpec::Scalar(s) => {
                    assert_eq!(
                        kind, "by_value",
                        "{where_}: args[{i}] is a scalar, the kernel wants {kind}"
                    );
                    assert_eq!(
                        size,
                        s.ty.size_bytes() as i64,
                        "{where_}: args[{i}] is {}, the kernel's argument is {size} bytes",
                        s.ty
                    );
                }
            }
        }
        let max_wg = md[".max_flat_workgroup_size"].as_i64().unwrap_or(0) as u64;
        assert!(
            spec.block_work_items() <= max_wg,
            "{where_}: block of {} work-items, the kernel allows {max_wg}",
            spec.block_work_items()
        );
        let lds = md[".group_segment_fixed_size"].as_i64().unwrap_or(0) as u64;
        assert!(
            lds + u64::from(spec.dynamic_lds) <= 65536,
            "{where_}: LDS {lds} + {} bytes",
            spec.dynamic_lds
        );
    }
}

/// Per-sample launch geometry: the buffers cover the problem and the grid covers the output.
fn check_problem(sample: &str, spec: &LaunchSpec) {
    let at = spec.path.display().to_string();
    let reference = spec
        .reference
        .as_ref()
        .unwrap_or_else(|| panic!("{at}: every sample names a reference"))
        .reference;
    let [gx, gy, _] = spec.grid.map(u64::from);
    let [bx, by, _] = spec.block.map(u64::from);
    match reference {
        Reference::Sgemm => {
            let (m, k, n) = (
                scalar_int(spec, 3),
                scalar_int(spec, 4),
                scalar_int(spec, 5),
            );
            assert_eq!(
                (m, k, n),
                (int(spec, "M"), int(spec, "K"), int(spec, "N")),
                "{at}"
            );
            assert!(buffer_len(spec, 0) >= m * k, "{at}: A holds M*K");
            assert!(buffer_len(spec, 1) >= k * n, "{at}: B holds K*N");
            assert!(buffer_len(spec, 2) >= m * n, "{at}: C holds M*N");
            // (tile of C per work-group in x = N, in y = M; K step the kernel needs)
            let (tile_n, tile_m, k_step) = match sample {
                "sgemm_naive" => (bx, by, 1),
                "sgemm_lds" => (32, 32, 32),
                _ => (128, 128, 8),
            };
            if sample == "sgemm_lds" {
                assert_eq!((bx, by), (32, 32), "{at}: sgemm_lds runs 32x32 work-groups");
            }
            if tile_n == 128 {
                assert_eq!(by, 1, "{at}: 1-D work-groups");
                let want = if sample == "sgemm_ldsopt" { 128 } else { 256 };
                assert_eq!(bx, want, "{at}: {sample} is written for {want} work-items");
            }
            if sample != "sgemm_naive" {
                assert!(
                    m % tile_m == 0 && n % tile_n == 0 && k % k_step == 0,
                    "{at}: {sample} needs M, N multiples of {tile_m} and K of {k_step}"
                );
            }
            assert!(
                gx * tile_n >= n && gy * tile_m >= m,
                "{at}: the grid covers C"
            );
        }
        Reference::VectorAdd => {
            let n = scalar_int(spec, 3);
            for i in 0..3 {
                assert!(buffer_len(spec, i) >= n, "{at}: args[{i}] holds n");
            }
            assert!(gx * bx >= n, "{at}: the grid covers n");
        }
        Reference::Daxpy => {
            let n = scalar_int(spec, 0);
            for i in 2..5 {
                assert!(buffer_len(spec, i) >= n, "{at}: args[{i}] holds n");
            }
            assert!(gx * bx >= n, "{at}: the grid covers n");
        }
        Reference::Transpose => {
            let (h, w) = (scalar_int(spec, 2), scalar_int(spec, 3));
            assert!(buffer_len(spec, 0) >= h * w, "{at}: src holds height*width");
            assert!(buffer_len(spec, 1) >= h * w, "{at}: dst holds height*width");
            // (work-items along x cover, work-items along y cover)
            let (cover_x, cover_y) = match sample {
                "transpose_write_contiguous" => (h, w),
                _ => (w, h),
            };
            if sample == "transpose_tiled" {
                assert_eq!(
                    (bx, by),
                    (32, 32),
                    "{at}: the tiled transpose runs 32x32 work-groups"
                );
            }
            assert!(
                gx * bx >= cover_x && gy * by >= cover_y,
                "{at}: the grid covers the matrix"
            );
        }
        Reference::ReduceSum => {
            let n = scalar_int(spec, 2);
            assert!(buffer_len(spec, 0) >= n, "{at}: in holds n");
            assert!(
                buffer_len(spec, 1) >= gx,
                "{at}: out holds one sum per work-group"
            );
            assert_eq!(
                (bx, by),
                (256, 1),
                "{at}: reduce is written for 256 work-items"
            );
        }
    }
    let work = spec
        .work
        .as_ref()
        .unwrap_or_else(|| panic!("{at}: every sample has [work]"));
    assert!(work.flops.is_some() || work.bytes.is_some(), "{at}");
}

#[test]
fn every_sample_spec_is_valid_and_consistent() {
    let dirs = sample_dirs();
    assert!(
        dirs.len() >= 12,
        "expected the 12 samples, found {}",
        dirs.len()
    );
    let mut checked = 0;
    for dir in &dirs {
        let sample = dir
            .file_name()
            .and_then(|n| n.to_str())
            .expect("sample name is UTF-8")
            .to_string();
        for target in TARGETS {
            assert!(
                dir.join(format!("kernel.{target}.s")).is_file(),
                "{sample}: kernel.{target}.s missing (run scripts/gen-samples.sh)"
            );
        }
        let files = spec_files(dir);
        let small = files
            .iter()
            .filter(|f| !f.to_string_lossy().ends_with(".hw.toml"))
            .count();
        let hw = files.len() - small;
        assert!(
            small >= 2,
            "{sample}: wants two small *.toml specs, has {small}"
        );
        assert!(hw >= 1, "{sample}: wants a *.hw.toml spec, has {hw}");
        for file in files {
            let spec = match LaunchSpec::from_file(&file) {
                Ok(s) => s,
                Err(e) => panic!("{e}"),
            };
            assert!(!spec.args.is_empty(), "{}: no args", file.display());
            assert_eq!(
                spec.kernel,
                sample,
                "{}: the kernel symbol is the sample name",
                file.display()
            );
            assert!(spec.outputs().count() >= 1);
            check_against_metadata(dir, &spec);
            check_problem(&sample, &spec);
            checked += 1;
        }
    }
    assert!(checked >= 36, "checked {checked} specs");
}

#[test]
fn small_specs_are_small() {
    // The small specs are for the emulator: keep them to a few million work-item iterations.
    for dir in sample_dirs() {
        for file in spec_files(&dir) {
            if file.to_string_lossy().ends_with(".hw.toml") {
                continue;
            }
            let spec = LaunchSpec::from_file(&file).unwrap_or_else(|e| panic!("{e}"));
            let items = spec.workgroups() * spec.block_work_items();
            assert!(items <= 1 << 20, "{}: {items} work-items", file.display());
            let bytes: u64 = spec.buffers.values().map(|b| b.byte_len()).sum();
            assert!(
                bytes <= 16 << 20,
                "{}: {bytes} bytes of buffers",
                file.display()
            );
        }
    }
}
