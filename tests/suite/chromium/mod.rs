//! Running headless Chromium (Debian `chromium`) on a local page.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The browser: `$GFXOPT_CHROMIUM`, else `chromium` or `chromium-browser` on PATH. `None`
/// (with a message) when absent, unless `CI` is set: CI installs it, so absence fails there.
pub fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("GFXOPT_CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    for dir in std::env::split_paths(&path) {
        for name in ["chromium", "chromium-browser"] {
            let p = dir.join(name);
            if p.is_file() {
                return Some(p);
            }
        }
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "CI must have chromium (scripts/install-deps.sh installs Debian's `chromium`)"
    );
    eprintln!("skipping: chromium is not installed (apt-get install chromium)");
    None
}

/// What one browser run produced.
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub success: bool,
}

/// Runs headless Chromium with no network, no first-run work, a fresh profile, console logging
/// on stderr, and `extra` (`--dump-dom`, `--screenshot=...`) on `url`; kills it after 90 s.
pub fn run(browser: &Path, url: &str, extra: &[String]) -> Run {
    let profile = tempfile::tempdir().expect("profile dir");
    let mut child = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--enable-logging=stderr",
            "--v=0",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .args(extra)
        .arg(url)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start chromium");
    let mut out = child.stdout.take().expect("stdout");
    let mut err = child.stderr.take().expect("stderr");
    let t_out = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut out, &mut s);
        s
    });
    let t_err = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut err, &mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(st) = child.try_wait().expect("wait") {
            break Some(st);
        }
        if start.elapsed() > Duration::from_secs(90) {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let run = Run {
        stdout: t_out.join().unwrap_or_default(),
        stderr: t_err.join().unwrap_or_default(),
        success: status.is_some_and(|s| s.success()),
    };
    assert!(status.is_some(), "chromium timed out:\n{}", run.stderr);
    run
}

/// Console messages, uncaught exceptions and failed or refused loads in Chromium's stderr log
/// (`[..:INFO:CONSOLE:1] "Uncaught ReferenceError: ...", source: file:///...`). The report's
/// script logs nothing, so every console line is a finding.
pub fn page_errors(stderr: &str) -> Vec<&str> {
    stderr
        .lines()
        .filter(|l| {
            l.contains(":CONSOLE")
                || l.contains("Uncaught")
                || l.contains("Refused to")
                || l.contains("Failed to load resource")
                || l.contains("net::ERR_")
        })
        .collect()
}
