//! The HTML report in a real browser (headless Chromium): the page loads without script errors
//! or blocked/failed resource loads, its script runs (it marks `<body data-gfxopt-ready="1">`),
//! the diff and the pictures are in the rendered DOM, and a screenshot is written to
//! `target/tmp/report-screenshot.png` for a person to look at. Skipped when Chromium is absent,
//! unless `CI` is set.

use crate::chromium;

use std::path::PathBuf;
use std::process::Command;

/// A before/after pair: the sgemm_ldsopt sample with its first 8 VOPD FMA pairs split into
/// single FMAs (before) against the compiler's output (after), as a VOPD pass would pair them.
fn write_pair(dir: &std::path::Path) -> (PathBuf, PathBuf) {
    let sample =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("samples/sgemm_ldsopt/kernel.gfx1100.s");
    let text = std::fs::read_to_string(&sample).expect("read sample");
    let mut split = String::new();
    let mut n = 0;
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches('\n');
        if let Some((x, y)) = body
            .strip_prefix("\tv_dual_fmac_f32 ")
            .and_then(|r| r.split_once(" :: v_dual_fmac_f32 "))
        {
            if n < 8 {
                n += 1;
                split.push_str(&format!("\tv_fmac_f32_e32 {x}\n\tv_fmac_f32_e32 {y}\n"));
                continue;
            }
        }
        split.push_str(line);
    }
    let before = dir.join("before.s");
    std::fs::write(&before, split).expect("write");
    (before, sample)
}

#[test]
fn html_report_loads_in_chromium_without_errors_and_shows_the_diff() {
    let Some(browser) = chromium::chromium() else {
        return;
    };
    let dir = tempfile::tempdir().expect("tempdir");
    let (before, after) = write_pair(dir.path());
    let html = dir.path().join("report.html");
    let st = Command::new(env!("CARGO_BIN_EXE_gfxopt"))
        .arg("diff")
        .arg(&before)
        .arg(&after)
        .arg("-o")
        .arg(&html)
        .status()
        .expect("run gfxopt diff");
    assert!(st.success());
    let url = format!("file://{}", html.display());

    let dom = chromium::run(&browser, &url, &["--dump-dom".to_string()]);
    assert!(dom.success, "chromium failed:\n{}", dom.stderr);
    let errors = chromium::page_errors(&dom.stderr);
    assert!(errors.is_empty(), "page errors:\n{}", errors.join("\n"));
    assert!(
        dom.stdout.contains("data-gfxopt-ready=\"1\""),
        "the inline script did not run:\n{}",
        &dom.stdout[..dom.stdout.len().min(2000)]
    );
    assert!(dom.stdout.contains("<table class=\"diff\""));
    assert!(dom
        .stdout
        .contains("v_fmac_f32_e32</mark> v129, v162, v171"));
    assert!(dom.stdout.contains("<polyline"));
    assert!(dom.stdout.contains("<table class=\"banks\">"));
    // Folded stretches are hidden until opened.
    assert!(dom.stdout.contains("<tbody class=\"folded\" hidden=\"\">"));

    // The script unfolds everything on #expand-all.
    let open = chromium::run(
        &browser,
        &format!("{url}#expand-all"),
        &["--dump-dom".to_string()],
    );
    assert!(open.success, "chromium failed:\n{}", open.stderr);
    assert!(chromium::page_errors(&open.stderr).is_empty());
    assert!(open.stdout.contains("<tbody class=\"folded\">"));
    assert!(!open.stdout.contains("<tbody class=\"folded\" hidden"));
    assert!(open.stdout.contains("data-state=\"open\""));

    let png = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("report-screenshot.png");
    let _ = std::fs::remove_file(&png);
    let shot = chromium::run(
        &browser,
        &url,
        &[
            format!("--screenshot={}", png.display()),
            "--window-size=1400,2000".to_string(),
            "--hide-scrollbars".to_string(),
        ],
    );
    assert!(shot.success, "chromium failed:\n{}", shot.stderr);
    let bytes = std::fs::read(&png).expect("screenshot written");
    assert!(
        bytes.starts_with(b"\x89PNG") && bytes.len() > 20_000,
        "a real picture"
    );
    eprintln!("screenshot: {}", png.display());
}

/// The error detection itself: a page with a console error and an uncaught exception is caught.
#[test]
fn chromium_error_detection_sees_script_errors() {
    let Some(browser) = chromium::chromium() else {
        return;
    };
    let dir = tempfile::tempdir().expect("tempdir");
    let page = dir.path().join("bad.html");
    std::fs::write(
        &page,
        "<!DOCTYPE html><html><body><script>console.error('boom'); no_such_function();</script></body></html>",
    )
    .expect("write");
    let run = chromium::run(
        &browser,
        &format!("file://{}", page.display()),
        &["--dump-dom".to_string()],
    );
    let errors = chromium::page_errors(&run.stderr);
    assert!(errors.iter().any(|l| l.contains("boom")), "{}", run.stderr);
    assert!(
        errors.iter().any(|l| l.contains("no_such_function")),
        "{}",
        run.stderr
    );
}
