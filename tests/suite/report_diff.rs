//! The before/after report (issue 11): statistics, the block-aligned diff, folding, the pass
//! log and verdict, and the content of every rendering. Pairs are made by editing a sample
//! here (until `gfxopt optimize` writes real ones): splitting VOPD pairs into single FMAs,
//! renaming a register, rewriting lines in the IR as a pass does.

use gfxopt::asm::{parse_module, Instruction, Line, LineKind, Module};
use gfxopt::report::diff::{
    build, render_html, render_json, render_markdown, render_text, Chunk, DiffReport, PassLogEntry,
    ReportError, Tag, VerifyVerdict,
};
use std::path::PathBuf;

fn sample_text(name: &str, target: &str) -> (String, String) {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("samples/{name}/kernel.{target}.s"));
    let text = std::fs::read_to_string(&path).expect("read sample");
    (path.display().to_string(), text)
}

fn parse(name: &str, text: &str) -> Module {
    parse_module(name, text, None).unwrap_or_else(|e| panic!("{e}"))
}

/// Replaces the first `n` lines `\tv_dual_fmac_f32 A, B, C :: v_dual_fmac_f32 D, E, F` by two
/// `v_fmac_f32_e32` lines; returns the text and the replaced lines.
fn split_duals(text: &str, n: usize) -> (String, Vec<String>) {
    let mut out = String::new();
    let mut done = Vec::new();
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches('\n');
        if done.len() < n {
            if let Some(rest) = body.strip_prefix("\tv_dual_fmac_f32 ") {
                if let Some((x, y)) = rest.split_once(" :: v_dual_fmac_f32 ") {
                    out.push_str(&format!("\tv_fmac_f32_e32 {x}\n\tv_fmac_f32_e32 {y}\n"));
                    done.push(body.to_string());
                    continue;
                }
            }
        }
        out.push_str(line);
    }
    (out, done)
}

fn sgemm_pair(n: usize) -> (Module, Module, Vec<String>) {
    let (name, text) = sample_text("sgemm_ldsopt", "gfx1100");
    let (split, lines) = split_duals(&text, n);
    assert_eq!(lines.len(), n, "the sample has {n} VOPD FMA lines");
    (parse(&name, &text), parse("after.s", &split), lines)
}

fn report(before: &Module, after: &Module) -> DiffReport {
    build(before, after, None, &[], None).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn splitting_vopd_pairs_changes_the_counts_and_the_diff_shows_it() {
    let (before, after, replaced) = sgemm_pair(6);
    let r = report(&before, &after);
    assert_eq!(r.kernels.len(), 1);
    let k = &r.kernels[0];
    let b = &k.before.as_ref().expect("before").stats;
    let a = &k.after.as_ref().expect("after").stats;
    assert_eq!(a.instructions, b.instructions + 6);
    assert_eq!(a.vopd + 6, b.vopd);
    assert_eq!(a.valu, b.valu + 6);
    // A VOPD pair is 8 bytes; two VOP2 are 2 × 4.
    assert_eq!(a.code_bytes, b.code_bytes);
    let (hb, ha) = (
        b.hot_loop.as_ref().expect("hot loop"),
        a.hot_loop.as_ref().expect("hot loop"),
    );
    assert_eq!(hb.fma_total, ha.fma_total);
    assert_eq!(ha.fma_dual + 12, hb.fma_dual);
    assert!(ha.fma_dual_pct < hb.fma_dual_pct);

    // The diff: each replaced pair deleted, each half inserted; nothing else changed.
    let dels: Vec<&str> = k
        .diff
        .iter()
        .filter(|r| r.tag == Tag::Delete)
        .map(|r| r.text.as_str())
        .collect();
    let ins: Vec<&str> = k
        .diff
        .iter()
        .filter(|r| r.tag == Tag::Insert)
        .map(|r| r.text.as_str())
        .collect();
    assert_eq!(dels, replaced);
    assert_eq!(ins.len(), 12);
    assert!(ins.iter().all(|l| l.starts_with("\tv_fmac_f32_e32 v")));
    assert!(ins.contains(&"\tv_fmac_f32_e32 v129, v162, v171"));
    assert!(ins.contains(&"\tv_fmac_f32_e32 v110, v163, v173"));
    // Line numbers are those of the files.
    let src: Vec<&str> = before.source().lines().collect();
    for row in k.diff.iter().filter(|r| r.tag != Tag::Insert) {
        let n = row.old.expect("old line number") as usize;
        assert_eq!(src[n - 1], row.text, "line {n}");
    }

    // The statistics table, with % change.
    let rows = k.stat_rows();
    let get = |name: &str| {
        rows.iter()
            .find(|r| r.name == name)
            .unwrap_or_else(|| panic!("row {name}"))
    };
    assert_eq!(
        get("instructions").change(),
        format!("{:+.1}%", 600.0 / b.instructions as f64)
    );
    assert_eq!(get("VOPD").after, Some(a.vopd as f64));
    assert!(get("hot-loop FMAs dual-issued").change().ends_with(" pt"));
    assert_eq!(get("VGPRs").change(), "0%");
    for name in [
        "code bytes",
        "packed FMA",
        "hot-loop bank conflicts",
        "inner loops in the hot loop",
        "address VALU per iteration",
        "waits",
        "SGPRs",
        "LDS bytes",
        "occupancy (waves/SIMD)",
        "VGPR moves",
    ] {
        assert!(get(name).before.is_some(), "{name} has a value");
    }
}

#[test]
fn unchanged_regions_fold_and_hunks_carry_their_block() {
    let (before, after, _) = sgemm_pair(1);
    let r = report(&before, &after);
    let k = &r.kernels[0];
    let chunks = k.chunks();
    let folded: usize = chunks
        .iter()
        .map(|c| match c {
            Chunk::Folded { rows } => rows.len(),
            _ => 0,
        })
        .sum();
    let shown: Vec<&String> = chunks
        .iter()
        .filter_map(|c| match c {
            Chunk::Shown { header, .. } => Some(header),
            _ => None,
        })
        .collect();
    assert_eq!(shown.len(), 1, "one change, one hunk: {shown:?}");
    assert!(shown[0].starts_with("@@ -"), "{}", shown[0]);
    assert!(shown[0].ends_with(" .LBB0_8"), "{}", shown[0]);
    // 1 deleted + 2 inserted + 2 × 3 context lines are shown; the rest folds.
    assert_eq!(folded + 1 + 2 + 6, k.diff.len());
    let text = render_text(&r, false);
    assert!(text.contains(" unchanged lines …"), "{text}");
    assert!(!text.contains('\x1b'));
    let colored = render_text(&r, true);
    assert!(colored.contains("\x1b[31m-\tv_dual_fmac_f32 v129, v162, v171"));
    assert!(colored.contains("\x1b[32m+\tv_fmac_f32_e32 v129, v162, v171"));
}

#[test]
fn blocks_align_by_label_so_a_change_does_not_shift_the_rest() {
    // After: block .LBB0_3 removed (its branches retargeted to .LBB0_4), a new block added.
    let (name, text) = sample_text("sgemm_ldsopt", "gfx1100");
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with(".LBB0_3:"))
        .expect(".LBB0_3");
    let end = lines
        .iter()
        .position(|l| l.starts_with(".LBB0_4:"))
        .expect(".LBB0_4");
    let removed = end - start;
    let mut edited: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
    edited.drain(start..end);
    let mut retargeted = 0;
    for l in edited.iter_mut() {
        if l.starts_with('\t') && l.contains(".LBB0_3") {
            *l = l.replace(".LBB0_3", ".LBB0_4");
            retargeted += 1;
        }
    }
    assert!(retargeted > 0);
    let at = edited
        .iter()
        .position(|l| l.starts_with(".LBB0_14:"))
        .expect(".LBB0_14");
    edited.insert(at, ".LBB0_99:".to_string());
    edited.insert(at + 1, "\ts_nop 0".to_string());
    let after = parse("after.s", &(edited.join("\n") + "\n"));
    let before = parse(&name, &text);
    let r = report(&before, &after);
    let k = &r.kernels[0];
    let (del, ins) = k.changed_lines();
    assert_eq!((del, ins), (removed + retargeted, 2 + retargeted));
    // The removed block is one contiguous run of deletions starting at its label.
    let first_del = k
        .diff
        .iter()
        .position(|r| r.tag == Tag::Delete && r.text.starts_with(".LBB0_3:"))
        .expect("the block's label deleted");
    assert!(k.diff[first_del].text.starts_with(".LBB0_3:"));
    assert!(k.diff[first_del..first_del + removed]
        .iter()
        .all(|r| r.tag == Tag::Delete));
    // Every Equal row pairs identical lines of the two files.
    let (sa, sb): (Vec<&str>, Vec<&str>) = (
        before.source().lines().collect(),
        after.source().lines().collect(),
    );
    for row in k.diff.iter().filter(|r| r.tag == Tag::Equal) {
        let (o, n) = (
            row.old.expect("old") as usize,
            row.new.expect("new") as usize,
        );
        assert_eq!(sa[o - 1], sb[n - 1]);
    }
}

#[test]
fn lines_rewritten_in_the_ir_print_canonically_in_the_diff() {
    // What a pass does: split a VOPD pair into two new lines (no origin).
    let (name, text) = sample_text("sgemm_ldsopt", "gfx1100");
    let before = parse(&name, &text);
    let mut after = before.clone();
    let idx = after
        .lines
        .iter()
        .position(|l| {
            l.instruction()
                .is_some_and(|i| i.mnemonic == "v_dual_fmac_f32" && i.dual.is_some())
        })
        .expect("a VOPD FMA line");
    let pair = after.lines[idx]
        .instruction()
        .cloned()
        .expect("instruction");
    let y = pair.dual.as_deref().cloned().expect("Y");
    let x_line = Line::new(LineKind::Instruction(Box::new(Instruction::new(
        "v_fmac_f32_e32",
        pair.operands.iter().cloned(),
    ))));
    let y_line = Line::new(LineKind::Instruction(Box::new(Instruction::new(
        "v_fmac_f32_e32",
        y.operands.iter().cloned(),
    ))));
    after.lines.splice(idx..idx + 1, [x_line, y_line]);
    let r = report(&before, &after);
    let k = &r.kernels[0];
    let ins: Vec<&str> = k
        .diff
        .iter()
        .filter(|r| r.tag == Tag::Insert)
        .map(|r| r.text.as_str())
        .collect();
    assert_eq!(
        ins,
        [
            "\tv_fmac_f32_e32 v129, v162, v171",
            "\tv_fmac_f32_e32 v110, v163, v173"
        ]
    );
    assert_eq!(k.changed_lines(), (1, 2));
    // Line numbers on the after side are those of the printed file.
    let printed: Vec<String> = after.print().lines().map(str::to_string).collect();
    for row in k.diff.iter().filter(|r| r.tag != Tag::Delete) {
        let n = row.new.expect("new") as usize;
        assert_eq!(printed[n - 1], row.text);
    }
}

#[test]
fn renaming_a_register_above_the_allocation_raises_the_vgpr_count() {
    let (name, text) = sample_text("sgemm_ldsopt", "gfx1100");
    let before = parse(&name, &text);
    // v129 is a single accumulator in the hot loop; v240 is beyond the 186 the kernel uses.
    let renamed = text
        .lines()
        .map(|l| {
            if l.starts_with("\tv_dual_fmac_f32 v129,") {
                l.replacen("v129", "v240", 1)
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n";
    let after = parse("after.s", &renamed);
    let r = report(&before, &after);
    let k = &r.kernels[0];
    let (b, a) = (
        &k.before.as_ref().expect("before").stats,
        &k.after.as_ref().expect("after").stats,
    );
    assert!(a.vgprs > b.vgprs, "{} > {}", a.vgprs, b.vgprs);
    assert!(a.vgprs >= 241);
    let row = k
        .stat_rows()
        .into_iter()
        .find(|r| r.name == "VGPRs")
        .expect("VGPRs row");
    assert_eq!(
        row.verdict(),
        gfxopt::report::diff::Verdict::Worse,
        "more VGPRs is worse"
    );
}

fn log() -> Vec<PassLogEntry> {
    vec![
        PassLogEntry {
            pass: "vopd".into(),
            kernel: "sgemm_ldsopt".into(),
            changed: vec![".LBB0_8: 6 FMA pairs split".into()],
            refused: vec![(".LBB0_5".into(), "trip count unknown".into())],
            assumptions: vec!["N % 8 == 0".into()],
        },
        PassLogEntry {
            pass: "unroll".into(),
            kernel: "other_kernel".into(),
            ..PassLogEntry::default()
        },
    ]
}

fn verdict() -> VerifyVerdict {
    VerifyVerdict {
        spec: "samples/sgemm_ldsopt/n128.toml".into(),
        kernel: Some("sgemm_ldsopt".into()),
        equal: false,
        first_difference: Some("C[17]: before 1.5, after 1.25 (3 of 16384 differ)".into()),
        ..VerifyVerdict::default()
    }
}

#[test]
fn json_has_the_analyze_kernel_objects_and_the_pass_log() {
    let (before, after, _) = sgemm_pair(2);
    let r = build(&before, &after, None, &log(), Some(verdict())).expect("report");
    let v: serde_json::Value =
        serde_json::from_str(&render_json(&r).expect("json")).expect("valid JSON");
    assert_eq!(v["target"], "gfx1100");
    let k = &v["kernels"][0];
    let keys: Vec<&str> = k
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    for key in ["name", "before", "after", "passes", "verify"] {
        assert!(keys.contains(&key), "{key} in {keys:?}");
    }
    assert_eq!(k["name"], "sgemm_ldsopt");
    // before is exactly what `gfxopt analyze --format json` prints for the kernel.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gfxopt"))
        .args(["analyze", "--format", "json"])
        .arg(&before.name)
        .output()
        .expect("run analyze");
    assert!(out.status.success());
    let analyze: serde_json::Value = serde_json::from_slice(&out.stdout).expect("analyze JSON");
    assert_eq!(k["before"], analyze["kernels"][0]);
    assert!(k["before"]["hot_loop"]["fma_dual_pct"].is_number());
    assert_eq!(
        k["after"]["vopd"].as_u64().expect("vopd"),
        k["before"]["vopd"].as_u64().expect("vopd") - 2
    );
    // Only the entries of this kernel; refusals as objects.
    assert_eq!(k["passes"].as_array().expect("passes").len(), 1);
    assert_eq!(k["passes"][0]["pass"], "vopd");
    assert_eq!(k["passes"][0]["refused"][0]["scope"], ".LBB0_5");
    assert_eq!(k["passes"][0]["refused"][0]["reason"], "trip count unknown");
    assert_eq!(k["passes"][0]["assumptions"][0], "N % 8 == 0");
    assert_eq!(k["verify"]["equal"], false);
    assert_eq!(k["verify"]["spec"], "samples/sgemm_ldsopt/n128.toml");
    // No verdict for a kernel it does not name.
    let mut other = verdict();
    other.kernel = Some("another".into());
    let r = build(&before, &after, None, &[], Some(other)).expect("report");
    assert!(r.kernels[0].verify.is_none());
}

#[test]
fn pass_log_and_verdict_appear_in_text_markdown_and_html() {
    let (before, after, _) = sgemm_pair(2);
    let r = build(&before, &after, None, &log(), Some(verdict())).expect("report");
    let text = render_text(&r, false);
    assert!(text.contains("vopd (changed)"), "{text}");
    assert!(text.contains("refused: .LBB0_5: trip count unknown"));
    assert!(text.contains("assumed: N % 8 == 0"));
    assert!(text.contains("DIFFERENT: C[17]"));
    assert!(!text.contains("unroll"), "another kernel's entry");
    let md = render_markdown(&r);
    assert!(md.contains("| statistic | before | after | change |"));
    assert!(md.contains("| instructions |"));
    assert!(md.contains("```diff\n"));
    assert!(md.contains("\n+\tv_fmac_f32_e32 v129, v162, v171\n"));
    assert!(
        md.contains("\n-\tv_dual_fmac_f32 v129, v162, v171 :: v_dual_fmac_f32 v110, v163, v173\n")
    );
    assert!(md.contains("refused `.LBB0_5`: trip count unknown"));
    assert!(md.contains("outputs differ"));
    let html = render_html(&r);
    assert!(html.contains("refused <code>.LBB0_5</code>: trip count unknown"));
    assert!(html.contains("emulator: outputs differ"));
}

#[test]
fn html_is_self_contained_escaped_and_has_the_diff_the_plot_and_the_banks() {
    let (name, text) = sample_text("sgemm_ldsopt", "gfx1100");
    let (split, _) = split_duals(&text, 4);
    // A hostile comment in the after file must come out as text.
    let split = split.replacen(
        "\ts_waitcnt lgkmcnt(2)\n",
        "\ts_waitcnt lgkmcnt(2) ; <script>alert(\"x\")</script> & <img src=x>\n",
        1,
    );
    let r = report(&parse(&name, &text), &parse("a<b>.s", &split));
    let html = render_html(&r);
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(!html.contains("http://") && !html.contains("https://"));
    assert!(!html.contains("src=\"") && !html.contains("<link"));
    assert!(!html.contains("<img"));
    assert_eq!(
        html.matches("<script>").count(),
        1,
        "only the page's own script"
    );
    for piece in [
        "&lt;script&gt;",
        "alert",
        "&quot;x&quot;",
        "&lt;/script&gt;",
        "&amp;",
        "&lt;img",
    ] {
        assert!(html.contains(piece), "{piece}");
    }
    assert!(html.contains("<code>a&lt;b&gt;.s</code>"));
    // Side-by-side rows: the removed pair on the left, its halves on the right, words marked.
    assert!(html
        .contains("<td class=\"t del\">\t<mark>v_dual_fmac_f32</mark> v129, v162, v171<mark> :: "));
    assert!(
        html.contains("<td class=\"t ins\">\t<mark>v_fmac_f32_e32</mark> v129, v162, v171</td>")
    );
    assert!(html.contains("v_dual_fmac_f32 v129, v162, v171"));
    assert!(html.contains("class=\"fold\""), "folded stretches");
    assert!(html.contains("unchanged lines"));
    // The pressure plot (both sides) and the bank pictures (both sides).
    assert!(html.contains("<svg class=\"pressure\""));
    assert_eq!(html.matches("<polyline").count(), 2);
    assert_eq!(html.matches("<table class=\"banks\">").count(), 2);
    assert!(html.contains("<span class=\"acc C\">C</span>"));
    assert!(html.contains("<span class=\"acc W\">W</span>"));
    assert!(html.contains("<span class=\"acc R\">R</span>"));
    assert!(html.contains("data-gfxopt-ready"));
}

#[test]
fn gfx942_has_no_bank_picture_and_reports_missing_values_as_dashes() {
    let (name, text) = sample_text("sgemm_regtile", "gfx942");
    let before = parse(&name, &text);
    let after = parse(
        "after.s",
        &text.replacen("\ts_waitcnt", "\ts_nop 0\n\ts_waitcnt", 1),
    );
    let r = report(&before, &after);
    let k = &r.kernels[0];
    assert!(k.before.as_ref().expect("before").banks.is_none());
    let row = k
        .stat_rows()
        .into_iter()
        .find(|r| r.name == "hot-loop bank conflicts")
        .expect("row");
    assert_eq!((row.before_text(), row.change()), ("-".into(), "-".into()));
    let html = render_html(&r);
    assert!(!html.contains("<table class=\"banks\">"));
    assert!(render_text(&r, false).contains("1 added"));
}

#[test]
fn identical_files_report_no_change() {
    let (name, text) = sample_text("vector_add", "gfx1100");
    let m = parse(&name, &text);
    let r = report(&m, &m);
    let k = &r.kernels[0];
    assert_eq!(k.changed_lines(), (0, 0));
    assert!(matches!(k.chunks().as_slice(), [Chunk::Folded { .. }]));
    assert!(render_text(&r, false).contains("the code is unchanged"));
    assert!(k
        .stat_rows()
        .iter()
        .all(|r| r.change() == "0%" || r.change() == "-" || r.change() == "0 pt"));
}

#[test]
fn errors_name_the_problem() {
    let (n1, t1) = sample_text("vector_add", "gfx1100");
    let (n2, t2) = sample_text("vector_add", "gfx942");
    let (a, b) = (parse(&n1, &t1), parse(&n2, &t2));
    let e = build(&a, &b, None, &[], None).expect_err("targets differ");
    assert!(matches!(e, ReportError::TargetMismatch { .. }), "{e}");
    assert!(e.to_string().contains("gfx942"));
    let e = build(&a, &a, Some("nope"), &[], None).expect_err("no such kernel");
    assert!(e.to_string().contains("no kernel named `nope`"), "{e}");
    let bare = parse_module("bare.s", "\ts_endpgm\n", None).expect("parse");
    let e = build(&bare, &bare, None, &[], None).expect_err("no target");
    assert!(matches!(e, ReportError::NoTarget { .. }), "{e}");
}

#[test]
fn a_kernel_in_only_one_file_is_all_insertions() {
    let (name, text) = sample_text("vector_add", "gfx1100");
    let before = parse(&name, &text);
    let bare = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n";
    let after = parse("after.s", bare);
    let r = report(&after, &before);
    let k = &r.kernels[0];
    assert!(k.before.is_none() && k.after.is_some());
    assert!(k.diff.iter().all(|r| r.tag == Tag::Insert));
    assert!(render_text(&r, false).contains("(only in after)"));
    let v: serde_json::Value = serde_json::from_str(&render_json(&r).expect("json")).expect("json");
    assert!(v["kernels"][0]["before"].is_null());
}
