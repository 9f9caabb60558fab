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
