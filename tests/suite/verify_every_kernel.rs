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

/// Both kernels of the file are changed by the passes (the fix-ups of a `--passes waitcnt` +
/// `unroll` run); one spec no longer suffices.
#[test]
fn issue51_optimize_verify_covers_every_changed_kernel() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let (input, dir) = pcrel("hip", "gfx1100");
    let ctab = dir.join("ctab_loop.toml");
    let call = dir.join("call_loop.toml");
    let out = tmp.path().join("o.s");
    let passes = ["--passes", "sgpr-addr=derive,unroll"];
    // Which kernels change (a dry run writes nothing).
    let (code, log) = optimize(&input, Path::new("/dev/null"), &[&passes[..], &["--dry-run"]].concat());
    assert_eq!(code, Some(0), "{log}");
    assert!(log.contains("[_Z9ctab_loopPKfPfiii]"), "{log}");
    assert!(log.contains("[_Z9call_loopPKfPfiii] unroll:"), "call_loop must change too: {log}");

    // One spec: the other changed kernel is named, exit 6, nothing written.
    let one = [&passes[..], &["--verify", ctab.to_str().expect("utf-8")]].concat();
    let (code, log) = optimize(&input, &out, &one);
    assert_eq!(code, Some(6), "{log}");
    assert!(log.contains("`_Z9call_loopPKfPfiii`"), "{log}");
    assert!(!log.contains("`_Z9ctab_loopPKfPfiii`"), "{log}");
    assert!(!out.exists(), "nothing may be written");

    // Allowed by name: written.
    let allowed = [&one[..], &["--allow-unverified", "call_loop"]].concat();
    let (code, log) = optimize(&input, &out, &allowed);
    assert_eq!(code, Some(0), "{log}");
    assert!(out.exists());
    std::fs::remove_file(&out).expect("rm");

    // Both specs (and a second spec of one kernel): every changed kernel verified, written.
    let both = [
        &one[..],
        &["--verify", call.to_str().expect("utf-8"), "--verify", ctab.to_str().expect("utf-8")],
    ]
    .concat();
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
    let spec = LaunchSpec::from_file(&dir.join("ctab_loop.toml")).expect("spec");
    let r = gfxopt::harness::verify::verify(&before, &after, &spec, None, true, &Default::default());
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

    // `derive` records no lower bound the proof does not use: a launch with K = 0 rows
    // (legal: the loop does not run) is still accepted by `verify`.
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
        !derived.iter().any(|l| l.contains(">=1")),
        "a lower bound the proof does not need: {derived:?}"
    );
    let spec0 = tmp.path().join("k0.toml");
    let text = std::fs::read_to_string(&ctab).expect("read");
    std::fs::write(&spec0, text.replace("K = 5", "K = 0")).expect("write");
    let v = gfxopt()
        .arg("verify")
        .arg(&input)
        .arg(&out)
        .arg("--spec")
        .arg(&spec0)
        .output()
        .expect("run");
    let all = String::from_utf8_lossy(&v.stderr).into_owned();
    assert!(
        !all.contains("was optimized assuming"),
        "verify refused a legal launch: {all}"
    );
}
