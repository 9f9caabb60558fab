//! Parser throughput and memory, against llvm-mc on the same file.
//!
//! Builds a multi-megabyte file from every sample .s of one target (each copy's symbols renamed
//! so the file is valid for the assembler), then reports:
//! - parse + lossless print throughput in MB/s (best of several runs);
//! - the IR's peak heap use as a multiple of the input size (counting allocator);
//! - the time `llvm-mc -filetype=obj` takes to assemble the same file, and the ratio.
//!
//! - the analyses (`KernelFlow::build` + `kernel_stats`) of every kernel of a 2 MB file.
//!
//! Run: `cargo bench --bench parse` (env GFXOPT_BENCH_MB sets the size, default 8).

use gfxopt::asm::parse_module;
use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
/// Counting costs two atomics per allocation: on only while memory is measured.
static COUNTING: AtomicBool = AtomicBool::new(false);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() && COUNTING.load(Ordering::Relaxed) {
            let now = CURRENT.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        if COUNTING.load(Ordering::Relaxed) {
            CURRENT.fetch_sub(layout.size(), Ordering::Relaxed);
        }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// Renames every kernel, `__hip_cuid_*` symbol and `.L` label of `text` with a copy suffix.
fn renamed_copy(text: &str, copy: usize, names: &HashSet<String>) -> String {
    let mut out = String::with_capacity(text.len() + 1024);
    let b = text.as_bytes();
    let mut i = 0;
    let is_start = |c: u8| c.is_ascii_alphabetic() || c == b'_' || c == b'.';
    let is_cont = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
    while i < b.len() {
        let c = b[i];
        let prev_ok = i == 0 || !(is_cont(b[i - 1]) || b[i - 1] == b'.');
        if is_start(c) && prev_ok {
            let mut j = i + 1;
            while j < b.len() && is_cont(b[j]) {
                j += 1;
            }
            let tok = &text[i..j];
            out.push_str(tok);
            if tok.starts_with(".L") || tok.starts_with("__hip_cuid") || names.contains(tok) {
                out.push_str(&format!("_c{copy}"));
            }
            i = j;
        } else {
            out.push(c as char);
            i += 1;
        }
    }
    out
}

/// Drops the `.amdgpu_metadata` block (only one per file is allowed).
fn without_metadata(text: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for line in text.split_inclusive('\n') {
        let t = line.trim();
        if t == ".amdgpu_metadata" {
            inside = true;
        }
        if !inside {
            out.push_str(line);
        }
        if t == ".end_amdgpu_metadata" {
            inside = false;
        }
    }
    out
}

fn build_file(target: &str, min_bytes: usize) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .expect("samples")
        .filter_map(|e| e.ok())
        .map(|e| e.path().join(format!("kernel.{target}.s")))
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    let texts: Vec<String> = files
        .iter()
        .map(|p| std::fs::read_to_string(p).expect("read"))
        .collect();
    let mut names = HashSet::new();
    for t in &texts {
        for l in t.lines() {
            if let Some(n) = l.trim().strip_prefix(".amdhsa_kernel ") {
                names.insert(n.trim().to_string());
            }
        }
    }
    let mut out = String::new();
    let mut copy = 0;
    while out.len() < min_bytes {
        for t in &texts {
            out.push_str(&renamed_copy(&without_metadata(t), copy, &names));
            copy += 1;
        }
    }
    out
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument picks the target.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let mb: usize = std::env::var("GFXOPT_BENCH_MB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8);
    for target in ["gfx1100", "gfx942"] {
        if !args.is_empty() && !args.iter().any(|a| target.contains(a.as_str())) {
            continue;
        }
        let text = build_file(target, mb << 20);
        let size_mb = text.len() as f64 / 1e6;
        let lines = text.lines().count();

        CURRENT.store(0, Ordering::Relaxed);
        PEAK.store(0, Ordering::Relaxed);
        COUNTING.store(true, Ordering::Relaxed);
        let m = parse_module("bench.s", &text, None).expect("bench file parses");
        let peak = PEAK.load(Ordering::Relaxed);
        let held = CURRENT.load(Ordering::Relaxed);
        COUNTING.store(false, Ordering::Relaxed);
        assert_eq!(m.print(), text);
        std::mem::forget(m); // freed outside the count; the process ends soon

        let mut best = f64::INFINITY;
        for _ in 0..5 {
            let t = Instant::now();
            let m = parse_module("bench.s", &text, None).expect("parses");
            let printed = m.print();
            let dt = t.elapsed().as_secs_f64();
            assert_eq!(printed.len(), text.len());
            best = best.min(dt);
        }
        let ours = size_mb / best;
        println!(
            "{target}: {size_mb:.1} MB, {lines} lines: parse+print {ours:.0} MB/s ({:.1} ms); IR heap {:.1}x input (peak {:.1}x)",
            best * 1e3,
            held as f64 / text.len() as f64,
            peak as f64 / text.len() as f64,
        );

        // The analyses on a 2 MB slice of real kernels.
        let small = build_file(target, 2 << 20);
        let m = parse_module("analyze.s", &small, None).expect("parses");
        let isa = gfxopt::isa::isa(m.target.expect("target"));
        let mut best_an = f64::INFINITY;
        let mut nk = 0;
        for _ in 0..3 {
            let t = Instant::now();
            let ks = gfxopt::kernel::kernels(&m).expect("kernels");
            nk = ks.len();
            for k in &ks {
                let flow = gfxopt::flow::KernelFlow::build(&m, k, isa).expect("flow");
                std::hint::black_box(gfxopt::flow::stats::kernel_stats(&m, k, isa, &flow));
            }
            best_an = best_an.min(t.elapsed().as_secs_f64());
        }
        println!(
            "{target}: analyze {:.1} MB ({nk} kernels: CFG, loops, trip counts, def-use, liveness, stats) in {:.0} ms",
            small.len() as f64 / 1e6,
            best_an * 1e3
        );

        match gfxopt::toolchain::find_tool("llvm-mc", None) {
            Ok(mc) => {
                let dir = tempfile::tempdir().expect("tempdir");
                let input = dir.path().join("bench.s");
                std::fs::write(&input, &text).expect("write");
                let t = Instant::now();
                let out = std::process::Command::new(&mc)
                    .args([
                        "-triple=amdgcn-amd-amdhsa",
                        &format!("-mcpu={target}"),
                        "-filetype=obj",
                        "-o",
                    ])
                    .arg(dir.path().join("bench.o"))
                    .arg(&input)
                    .output()
                    .expect("run llvm-mc");
                let dt = t.elapsed().as_secs_f64();
                if out.status.success() {
                    println!(
                        "{target}: llvm-mc assembles the same file in {:.0} ms ({:.1} MB/s): gfxopt is {:.0}x faster",
                        dt * 1e3,
                        size_mb / dt,
                        dt / best
                    );
                } else {
                    println!(
                        "{target}: llvm-mc rejected the bench file: {}",
                        String::from_utf8_lossy(&out.stderr)
                            .lines()
                            .next()
                            .unwrap_or("")
                    );
                }
            }
            Err(e) => println!("{target}: no llvm-mc to compare with: {e}"),
        }
    }
}
