//! Issue 18, item 2: sgpr-addr's run-time check must sit where the loop is really entered. For
//! `for j<J: for k<K: A[(j*K+k)*N+col]` the inner loop's preheader ends in the compiler's
//! zero-trip guard; a version switch placed before that branch ran a loop copy with a zero or
//! negative counter (reads out of bounds, or a runaway loop). Every trip count of the sweep,
//! including the ones that skip the loop, is emulated before and after, bit for bit, with a
//! bounded instruction budget (a runaway loop is an error, not a hang), and the rewritten
//! version must actually be the one that runs when the loop runs.

use crate::common;
use gfxopt::asm::{parse_module, Module};
use gfxopt::harness::inputs::make_inputs;
use gfxopt::harness::runner::{find_kernel, run_kernel, RunOptions};
use gfxopt::harness::spec::LaunchSpec;
use gfxopt::harness::verify::{verify, Verdict};
use gfxopt::passes::{parse_pass_list, run_pipeline, Assumptions};

const TRIPS: [i64; 7] = [-4, 0, 1, 2, 3, 7, 300];
const SIZES: [i64; 6] = [1, 2, 63, 64, 65, 130];

fn load(target: &str) -> (Module, Module) {
    let path = common::repo().join(format!("corpus/hip/trust_guard/kernel.{target}.s"));
    let text = std::fs::read_to_string(&path).expect("read");
    let before = parse_module("trust_guard.s", &text, None).expect("parse");
    let mut after = before.clone();
    let log = run_pipeline(
        &mut after,
        &parse_pass_list("sgpr-addr").expect("passes"),
        None,
        &Assumptions::new(),
        None,
    )
    .expect("pipeline")
    .log;
    assert!(
        log.iter()
            .any(|e| e.pass == "sgpr-addr" && e.kernel.contains("nested") && !e.changed.is_empty()),
        "{target}: sgpr-addr no longer rewrites the nested loop; the sweep would prove nothing"
    );
    let after = parse_module("trust_guard.opt.s", &after.print(), None).expect("output parses");
    (before, after)
}

/// A launch of `kernel` over N columns: J outer blocks (nested) of K rows.
fn spec(kernel: &str, nested: bool, j: i64, k: i64, n: i64) -> LaunchSpec {
    let rows = if nested { j * k.max(0) } else { k.max(0) };
    let a_len = (rows * n).max(1);
    let args = if nested {
        r#"["A", "out", { i32 = "J" }, { i32 = "K" }, { i32 = "N" }]"#
    } else {
        r#"["A", "out", { i32 = "K" }, { i32 = "N" }]"#
    };
    let text = format!(
        r#"kernel = "{kernel}"
grid = [{grid}, 1, 1]
block = [64, 1, 1]
args = {args}

[params]
J = {j}
K = {k}
N = {n}

[buffers.A]
type = "f32"
len = "{a_len}"
init = "uniform(-1, 1)"
seed = 7

[buffers.out]
type = "f32"
len = "{n}"
init = "zeros"
output = true
"#,
        grid = (n + 63) / 64
    );
    LaunchSpec::from_str(&text, "sweep.toml").unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// How often the waves entered the rewritten inner loop and its unchanged copy.
fn loop_runs(after: &Module, s: &LaunchSpec) -> (u64, u64) {
    let kernel = find_kernel(after, s, None).expect("kernel");
    let inputs = make_inputs(s).expect("inputs");
    let opts = RunOptions {
        profile: true,
        ..RunOptions::default()
    };
    let out = run_kernel(after, &kernel, s, &inputs, &opts).expect("run");
    let count = |want: &dyn Fn(&str) -> bool| {
        out.profile
            .iter()
            .filter(|(l, _)| want(l))
            .map(|(_, c)| c)
            .sum::<u64>()
    };
    let header = ".LBB0_5";
    (
        count(&|l| l == header),
        count(&|l| l == format!("{header}_orig_addr")),
    )
}

#[test]
fn every_trip_count_runs_bit_exact_after_sgpr_addr() {
    let opts = RunOptions {
        budget: Some(2_000_000),
        ..RunOptions::default()
    };
    for target in ["gfx1100", "gfx942"] {
        let (before, after) = load(target);
        for (kernel, nested) in [
            ("_Z13nested_colsumPKfPfiii", true),
            ("_Z13single_colsumPKfPfii", false),
        ] {
            for k in TRIPS {
                for n in SIZES {
                    let s = spec(kernel, nested, 2, k, n);
                    match verify(&before, &after, &s, None, false, &opts) {
                        Ok(Verdict::Equal { .. }) => {}
                        Ok(Verdict::Different { difference, .. }) => {
                            panic!("{target} {kernel} K={k} N={n}: differs: {difference:?}")
                        }
                        Err(e) => panic!("{target} {kernel} K={k} N={n}: {e}"),
                    }
                    if nested {
                        let (rewritten, copy) = loop_runs(&after, &s);
                        // The rewritten loop runs whenever the loop runs at all; its copy never
                        // does on these in-range launches, and neither runs when K <= 0.
                        assert_eq!(copy, 0, "{target} K={k} N={n}: the fallback copy ran");
                        assert_eq!(
                            rewritten > 0,
                            k > 0,
                            "{target} K={k} N={n}: the rewritten loop ran {rewritten} times"
                        );
                    }
                }
            }
        }
    }
}
