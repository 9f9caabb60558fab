//! Issue 51 items 2 and 7: `optimize --verify` verifies every kernel it changed (several
//! `--verify` specs, and a refusal naming a changed kernel no spec covers), and the messages:
//! a fact given by a spec parameter's name recorded once, the cache-policy option error quoted
//! where it ends, a rewrite that faults is a difference (exit 3) named at the output, and
//! `sgpr-addr=derive` records only the facts its proof uses.

use crate::common::{gfxopt, parse_file, repo};
use std::path::{Path, PathBuf};

fn pcrel(compiler: &str, target: &str) -> (PathBuf, PathBuf) {
    let dir = repo().join("corpus").join(compiler).join("pcrel");
    (dir.join(format!("kernel.{target}.s")), dir)
}

fn optimize(input: &Path, out: &Path, args: &[&str]) -> (Option<i32>, String) {
    let run = gfxopt()
        .arg("optimize")
        .args(args)
        .arg(input)
        .arg("-o")
        .arg(out)
        .output()
        .expect("run");
    (
        run.status.code(),
        String::from_utf8_lossy(&run.stderr).into_owned(),
    )
}

/// Both kernels of corpus/hip `trust_guard` are changed by `sgpr-addr=derive`; one spec no
/// longer suffices (before: exit 0 with `single_colsum` written unverified).
#[test]
fn issue51_optimize_verify_covers_every_changed_kernel() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = repo().join("corpus/hip/trust_guard");
    let input = dir.join("kernel.gfx1100.s");
    let nested = dir.join("nested_colsum.toml");
    let single = dir.join("single_colsum.toml");
    let (nested, single) = (
        nested.to_str().expect("utf-8"),
        single.to_str().expect("utf-8"),
    );
    let out = tmp.path().join("o.s");
    let passes = ["--passes", "sgpr-addr=derive"];

    // One spec: the other changed kernel is named, exit 6, nothing written.
    let one = [&passes[..], &["--verify", nested]].concat();
    let (code, log) = optimize(&input, &out, &one);
    assert_eq!(code, Some(6), "{log}");
    assert!(log.contains("`_Z13single_colsumPKfPfii`"), "{log}");
    assert!(!log.contains("`_Z13nested_colsumPKfPfiii`"), "{log}");
    assert!(!out.exists(), "nothing may be written");

    // Allowed by name: written.
    let allowed = [&one[..], &["--allow-unverified", "single_colsum"]].concat();
    let (code, log) = optimize(&input, &out, &allowed);
    assert_eq!(code, Some(0), "{log}");
    assert!(out.exists());
    std::fs::remove_file(&out).expect("rm");

    // Both specs (and the first twice): every changed kernel verified, written.
    let both = [&one[..], &["--verify", single, "--verify", nested]].concat();
    let (code, log) = optimize(&input, &out, &both);
    assert_eq!(code, Some(0), "{log}");
    assert_ne!(
        parse_file(&out).print(),
        std::fs::read_to_string(&input).expect("read")
    );
}

/// A rewrite that faults where the input runs is a difference (exit 3 at `optimize`), not an
/// input error: the harness tells the rewrite's failure apart.
#[test]
fn issue51_a_faulting_rewrite_is_the_rewrites_failure() {
    use gfxopt::harness::runner::RunError;
    use gfxopt::harness::spec::LaunchSpec;
    let (input, dir) = pcrel("hip", "gfx1100");
    let before = parse_file(&input);
    // The pair split as the delay-alu fix-up split it: the table read 4 bytes early.
    let text = std::fs::read_to_string(&input).expect("read");
    let broken = text.replacen(
        "\ts_getpc_b64 s[8:9]\n",
        "\ts_getpc_b64 s[8:9]\n\ts_delay_alu instid0(SALU_CYCLE_1)\n",
        1,
    );
    assert_ne!(broken, text, "the kernel's s_getpc_b64 s[8:9]");
    let after = gfxopt::asm::parse_module("rewritten.s", &broken, None).expect("parses");
    let spec = LaunchSpec::from_file(dir.join("ctab_loop.toml")).expect("spec");
    let r =
        gfxopt::harness::verify::verify(&before, &after, &spec, None, true, &Default::default());
    match r {
        Err(RunError::Rewritten(e)) => assert!(e.to_string().contains("rewritten.s:"), "{e}"),
        other => panic!("expected the rewrite's failure: {other:?}"),
    }
}

#[test]
fn issue51_messages() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let (input, dir) = pcrel("hip", "gfx1100");
    let ctab = dir.join("ctab_loop.toml");
    let out = tmp.path().join("o.s");
    // A fact by the spec's parameter name: recorded once.
    let (code, log) = optimize(
        &input,
        &out,
        &[
            "--passes",
            "sgpr-addr",
            "--kernel",
            "ctab_loop",
            "--spec",
            ctab.to_str().expect("utf-8"),
            "--assume",
            "K<=4096",
            "--assume",
            "K>=0",
            "--assume",
            "stride<=4096",
            "--assume",
            "stride>=0",
            "--assume",
            "grid_x<=64",
        ],
    );
    assert_eq!(code, Some(0), "{log}");
    let written = std::fs::read_to_string(&out).expect("read");
    let facts: Vec<&str> = written
        .lines()
        .filter(|l| l.contains("gfxopt-assume:") && l.contains("arg3<=4096"))
        .collect();
    assert_eq!(facts.len(), 1, "{facts:?}");

    // The cache-policy option error: the quoted option closes before the explanation.
    let (g942, _) = pcrel("hip", "gfx942");
    let (code, log) = optimize(&g942, &out, &["--passes", "cache-policy=sc1+nosuch"]);
    assert_eq!(code, Some(2), "{log}");
    assert!(log.contains("option `sc1+nosuch`: kernel"), "{log}");

    // `derive` records no lower bound the proof does not use: the stride's `>=1` (a launch with
    // stride 0 is legal) is `>=0` now. (`K>=1` stays: the range proof needs it as it stands.)
    // A launch with K = 0 is then refused, not verified blindly.
    let (code, log) = optimize(
        &input,
        &out,
        &["--passes", "sgpr-addr=derive", "--kernel", "ctab_loop"],
    );
    assert_eq!(code, Some(0), "{log}");
    let written = std::fs::read_to_string(&out).expect("read");
    let derived: Vec<&str> = written
        .lines()
        .filter(|l| l.contains("gfxopt-assume:"))
        .collect();
    assert!(!derived.is_empty(), "the pass derived facts");
    assert!(
        !derived.iter().any(|l| l.contains("arg4>=1")),
        "a lower bound the proof does not need: {derived:?}"
    );
    let spec0 = tmp.path().join("k0.toml");
    let text = std::fs::read_to_string(&ctab).expect("read");
    std::fs::write(&spec0, k0(&text)).expect("write");
    let v = gfxopt()
        .arg("verify")
        .arg(&input)
        .arg(&out)
        .arg("--spec")
        .arg(&spec0)
        .output()
        .expect("run");
    let all = String::from_utf8_lossy(&v.stderr).into_owned();
    assert_ne!(v.status.code(), Some(0), "{all}");
}

/// The ctab_loop spec with K = 0 rows: the loop never runs (x keeps one row to exist).
fn k0(spec: &str) -> String {
    spec.replace("K = 5", "K = 0")
        .replace("len = \"K * stride\"", "len = \"stride\"")
}

/// Issue 45 item 4: `verify` said "equal" (exit 0) when 3 of 44 rewritten instructions ran
/// because the rewritten loop was never entered (K = 0). Now it names the changed block that
/// never ran (label and line) and exits 6; the versioned loop's fallback copy is not asked to
/// run; `optimize --verify` needs the union of its specs to run every changed block.
#[test]
fn issue51_issue45_changed_blocks_that_never_ran() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let (input, dir) = pcrel("hip", "gfx1100");
    let ctab = dir.join("ctab_loop.toml");
    let spec0 = tmp.path().join("k0.toml");
    std::fs::write(&spec0, k0(&std::fs::read_to_string(&ctab).expect("read"))).expect("write");
    let out = tmp.path().join("o.s");
    let facts = [
        "--passes",
        "sgpr-addr",
        "--kernel",
        "ctab_loop",
        "--assume",
        "arg3<=4096",
        "--assume",
        "arg3>=0",
        "--assume",
        "arg4<=4096",
        "--assume",
        "arg4>=0",
        "--assume",
        "grid_x<=64",
    ];
    let (code, log) = optimize(&input, &out, &facts);
    assert_eq!(code, Some(0), "{log}");
    let verify = |spec: &Path| {
        let v = gfxopt()
            .arg("verify")
            .arg(&input)
            .arg(&out)
            .arg("--spec")
            .arg(spec)
            .output()
            .expect("run");
        (
            v.status.code(),
            String::from_utf8_lossy(&v.stdout).into_owned() + &String::from_utf8_lossy(&v.stderr),
        )
    };
    let (code, all) = verify(&spec0);
    assert_eq!(code, Some(6), "{all}");
    assert!(all.contains("never ran on any input set: "), "{all}");
    assert!(all.contains(".LBB0_3 (line "), "{all}");
    assert!(
        !all.contains("_orig_addr (line") || all.contains("fallback copy)"),
        "{all}"
    );
    let (code, all) = verify(&ctab);
    assert_eq!(code, Some(0), "{all}");
    assert!(all.contains("changed block .LBB0_3 (line "), "{all}");

    // optimize --verify: K = 0 alone refuses, naming the block; with K = 5 too, the union runs it.
    let out2 = tmp.path().join("o2.s");
    let one = [&facts[..], &["--verify", spec0.to_str().expect("utf-8")]].concat();
    let (code, log) = optimize(&input, &out2, &one);
    assert_eq!(code, Some(6), "{log}");
    assert!(log.contains(".LBB0_3 (line "), "{log}");
    assert!(!out2.exists());
    let both = [&one[..], &["--verify", ctab.to_str().expect("utf-8")]].concat();
    let (code, log) = optimize(&input, &out2, &both);
    assert_eq!(code, Some(0), "{log}");
}
