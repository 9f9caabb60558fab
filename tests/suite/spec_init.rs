//! `gfxopt spec init`: for every kernel of the committed corpus and samples the template is a
//! valid launch spec (or a clear refusal for arguments a spec cannot pass), and for ordinary
//! kernels it runs on the emulator as written.

use crate::common;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::harness::spec_init::template;

#[test]
fn every_corpus_kernel_gets_a_template_that_parses_or_a_reason() {
    let mut files = gfxopt::corpus::collect(&[common::repo().join("corpus/hip")]);
    files.extend(common::sample_files());
    let dir = tempfile::tempdir().expect("tmp");
    let mut written = 0;
    let mut refused = std::collections::BTreeSet::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("read");
        let m = gfxopt::asm::parse_module("k.s", &text, None).expect("parse");
        for k in gfxopt::kernel::kernels(&m).expect("kernels") {
            match template(&m, &k, None) {
                Ok(t) => {
                    let p = dir.path().join("t.toml");
                    std::fs::write(&p, &t).expect("write");
                    let spec = LaunchSpec::from_file(&p)
                        .unwrap_or_else(|e| panic!("{} {}: {e}\n{t}", f.display(), k.name));
                    // The spec names this kernel and no other.
                    let all = gfxopt::kernel::kernels(&m).expect("kernels");
                    let chosen = gfxopt::kernel::names::select(&all, &spec.kernel)
                        .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
                    assert_eq!(chosen.name, k.name);
                    written += 1;
                }
                Err(e) => {
                    assert!(e.contains("cannot be written"), "{e}");
                    let name = gfxopt::kernel::names::demangle(&k.name);
                    refused.insert(name.split('(').next().unwrap_or("").to_string());
                }
            }
        }
    }
    assert!(written > 50, "{written}");
    // A struct and a _Float16 by value; tables of pointers.
    let refused: Vec<_> = refused.into_iter().collect();
    assert_eq!(
        refused,
        [
            "affine_struct",
            "gemv_batched",
            "haxpy",
            "sum_table",
            "table_colsum"
        ],
        "{refused:?}"
    );
}

#[test]
fn a_template_runs_as_written() {
    let dir = tempfile::tempdir().expect("tmp");
    for (file, kernel) in [
        ("corpus/hip/gridstride/kernel.gfx942.s", "saxpy_gs"),
        ("corpus/hip/gridstride/kernel.gfx1100.s", "add_vec4"),
        ("samples/vector_add/kernel.gfx1100.s", "vector_add"),
    ] {
        let spec = dir.path().join(format!("{kernel}.toml"));
        let path = common::repo().join(file);
        let out = common::gfxopt()
            .args(["spec", "init"])
            .arg(&path)
            .args(["--kernel", kernel, "-o"])
            .arg(&spec)
            .output()
            .expect("run");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let run = common::gfxopt()
            .arg("run")
            .arg(&path)
            .arg("--spec")
            .arg(&spec)
            .output()
            .expect("run");
        assert!(
            run.status.success(),
            "{file} {kernel}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
}

/// A kernel reading `extern __shared__` memory (tests/data/dynamic_lds: each work-group
/// reverses its slice through LDS sized by the launch): the template gives `dynamic_lds`, the
/// launch it writes computes the reversal, and a spec without `dynamic_lds` fails with an
/// error that names the missing field rather than only an out-of-bounds LDS address.
#[test]
fn a_kernel_taking_dynamic_lds_gets_it_in_its_template_and_a_hint_without_it() {
    use gfxopt::harness::npy::decode;
    use gfxopt::harness::spec::ElemType;
    let dir = tempfile::tempdir().expect("tmp");
    for target in ["gfx1100", "gfx942"] {
        let path = common::repo().join(format!("tests/data/dynamic_lds/kernel.{target}.s"));
        let spec = dir.path().join(format!("{target}.toml"));
        let init = common::gfxopt()
            .args(["spec", "init"])
            .arg(&path)
            .arg("-o")
            .arg(&spec)
            .output()
            .expect("run");
        assert!(
            init.status.success(),
            "{}",
            String::from_utf8_lossy(&init.stderr)
        );
        let text = std::fs::read_to_string(&spec).expect("read");
        assert!(text.contains("\ndynamic_lds = 1024 "), "{text}");
        // n = 1000: the last work-group is partial, so its reversal drops the missing items.
        std::fs::write(&spec, text.replace("n = 1024 ", "n = 1000 ")).expect("write");
        let dump = dir.path().join(format!("dump-{target}"));
        let run = common::gfxopt()
            .arg("run")
            .arg(&path)
            .arg("--spec")
            .arg(&spec)
            .arg("--dump")
            .arg(&dump)
            .output()
            .expect("run");
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let read = |f: &str| -> Vec<f32> {
            let bytes = std::fs::read(dump.join(f)).expect("npy");
            decode(&bytes, ElemType::F32, 1000)
                .expect("decode")
                .chunks(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        };
        let (input, output) = (read("arg0.in.npy"), read("arg1.out.npy"));
        for (j, &got) in output.iter().enumerate() {
            let (base, t) = (j / 256 * 256, 255 - j % 256);
            let want = input.get(base + t).copied().unwrap_or(0.0);
            assert_eq!(got.to_bits(), want.to_bits(), "{target}: out[{j}]");
        }
        // The same launch without dynamic LDS: the error says what is missing.
        let no_lds = dir.path().join(format!("{target}-0.toml"));
        let text = std::fs::read_to_string(&spec).expect("read");
        let text: String = text
            .lines()
            .filter(|l| !l.starts_with("dynamic_lds"))
            .map(|l| format!("{l}\n"))
            .collect();
        std::fs::write(&no_lds, text).expect("write");
        let bad = common::gfxopt()
            .arg("run")
            .arg(&path)
            .arg("--spec")
            .arg(&no_lds)
            .output()
            .expect("run");
        let err = String::from_utf8_lossy(&bad.stderr);
        assert_eq!(bad.status.code(), Some(1), "{err}");
        assert!(
            err.contains("out-of-bounds LDS access") && err.contains("set `dynamic_lds`"),
            "{err}"
        );
    }
}
