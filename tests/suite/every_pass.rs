//! Every pass on every sample, both targets: whatever a pass changes is emulated before and
//! after on each of the sample's launch specs (not the `.hw.toml` hardware sizes) and must be
//! bit for bit equal. A pass that leaves a sample alone is skipped; a pass that changes
//! nothing anywhere fails the test for that pass (the list below would be stale).

use crate::common;

use gfxopt::asm::{parse_module, Module};
use gfxopt::harness::runner::RunOptions;
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::harness::verify::{verify, Verdict};
use std::path::PathBuf;

/// (sample directory, target, module) for every committed sample.
fn samples() -> Vec<(PathBuf, String, Module)> {
    common::sample_files()
        .into_iter()
        .filter_map(|path| {
            let target = path
                .file_stem()?
                .to_str()?
                .strip_prefix("kernel.")?
                .to_string();
            let text = std::fs::read_to_string(&path).expect("read");
            let m = parse_module(&path.display().to_string(), &text, None)
                .unwrap_or_else(|e| panic!("{e}"));
            Some((path.parent()?.to_path_buf(), target, m))
        })
        .collect()
}

fn specs(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            n.ends_with(".toml") && !n.ends_with(".hw.toml")
        })
        .collect();
    v.sort();
    v
}

fn every_sample_stays_bit_exact(passes: &str) {
    let mut changed = 0;
    for (dir, target, before) in samples() {
        let (after, _) = common::optimize(&before, passes);
        if after.print() == before.print() {
            continue;
        }
        changed += 1;
        for spec_path in specs(&dir) {
            let spec = LaunchSpec::from_file(&spec_path).unwrap_or_else(|e| panic!("{e}"));
            let what = format!("{passes} on {} ({target})", spec_path.display());
            match verify(&before, &after, &spec, None, true, &RunOptions::default()) {
                Ok(Verdict::Equal { .. }) => {}
                Ok(Verdict::Different { inputs, difference }) => {
                    panic!("{what}: differs on {inputs}: {difference:?}")
                }
                Err(e) => panic!("{what}: {e}"),
            }
        }
    }
    assert!(changed > 0, "{passes} changed no sample");
}

#[test]
fn vopd() {
    every_sample_stays_bit_exact("vopd");
}

#[test]
fn pkfma() {
    every_sample_stays_bit_exact("pkfma");
}

#[test]
fn unroll() {
    every_sample_stays_bit_exact("unroll");
}

#[test]
fn cache_policy() {
    every_sample_stays_bit_exact("cache-policy");
}

#[test]
fn sgpr_addr() {
    every_sample_stays_bit_exact("sgpr-addr");
}

#[test]
fn sgpr_addr_derive() {
    every_sample_stays_bit_exact("sgpr-addr=derive");
}

#[test]
fn unroll_then_sgpr_addr_spread() {
    every_sample_stays_bit_exact("unroll,sgpr-addr=spread");
}
