//! Runs one launch of an RDNA3 kernel on remu's `run_asm` (loaded with dlopen)
//! and compares every buffer with the output `gfxopt run --dump DIR` wrote.
//!
//! remu's entry point (its src/lib.rs):
//!   run_asm(lib: *const c_char, lib_sz: u32, gx, gy, gz, lx, ly, lz: u32,
//!           args_ptr: *const u64) -> i32
//! `lib` is the raw machine code of the kernel (its first word is the entry),
//! `args_ptr` is put in s[0:1] as the kernarg segment pointer; buffers are host
//! pointers. remu puts the work-group ids in s[13..15] (s14, s15 for a 2-D grid),
//! which is where a kernel with `.amdhsa_user_sgpr_count 14` expects them.
//!
//! Usage:
//!   bench-remu-driver --lib libremu.so --code kernel.bin --asm kernel.s
//!       --dump DIR --grid GX,GY,GZ --block LX,LY,LZ
//!       --args buf:A,buf:B,buf:C,i32:128,f32:0.5 [--reps N]
//! Prints one JSON object per repetition.

use std::collections::BTreeMap;
use std::ffi::{c_char, c_void, CString};
use std::time::Instant;

extern "C" {
    fn dlopen(filename: *const c_char, flag: i32) -> *mut c_void;
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
    fn dlerror() -> *const c_char;
    fn clock_gettime(clk: i32, ts: *mut [i64; 2]) -> i32;
}
const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;

/// CPU time of this process (user + system), in seconds.
fn cpu_s() -> f64 {
    let mut ts = [0i64; 2];
    unsafe { clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    ts[0] as f64 + ts[1] as f64 * 1e-9
}
const RTLD_NOW: i32 = 2;

type RunAsm =
    unsafe extern "C" fn(*const c_char, u32, u32, u32, u32, u32, u32, u32, *const u64) -> i32;

fn die(msg: impl AsRef<str>) -> ! {
    eprintln!("bench-remu-driver: {}", msg.as_ref());
    std::process::exit(2)
}

/// A .npy file: its dtype string and its raw data bytes.
struct Npy {
    descr: String,
    data: Vec<u8>,
}

fn read_npy(path: &str) -> Npy {
    let b = std::fs::read(path).unwrap_or_else(|e| die(format!("{path}: {e}")));
    if b.len() < 10 || &b[..6] != b"\x93NUMPY" {
        die(format!("{path}: not a .npy file"));
    }
    let (hlen, start) = if b[6] == 1 {
        (u16::from_le_bytes([b[8], b[9]]) as usize, 10)
    } else {
        (u32::from_le_bytes([b[8], b[9], b[10], b[11]]) as usize, 12)
    };
    let header = String::from_utf8_lossy(&b[start..start + hlen]).to_string();
    let descr = header
        .split("'descr':")
        .nth(1)
        .and_then(|s| s.split('\'').nth(1))
        .unwrap_or("?")
        .to_string();
    if header.contains("'fortran_order': True") {
        die(format!("{path}: fortran order is not supported"));
    }
    Npy {
        descr,
        data: b[start + hlen..].to_vec(),
    }
}

/// One kernel argument of the code object metadata.
#[derive(Default, Debug, Clone)]
struct Arg {
    offset: usize,
    size: usize,
    kind: String,
}

/// The kernarg segment size and the arguments, from the `.amdgpu_metadata`
/// block of the .s file (one kernel).
fn kernel_args(asm: &str) -> (usize, Vec<Arg>) {
    let text = std::fs::read_to_string(asm).unwrap_or_else(|e| die(format!("{asm}: {e}")));
    let meta = text
        .split(".amdgpu_metadata")
        .nth(1)
        .unwrap_or_else(|| die(format!("{asm}: no .amdgpu_metadata")));
    let mut args = Vec::new();
    let mut cur: Option<Arg> = None;
    let mut in_args = false;
    let mut seg = 0usize;
    for line in meta.lines() {
        let t = line.trim();
        if t.starts_with(".end_amdgpu_metadata") {
            break;
        }
        if t.starts_with("- .args:") || t == ".args:" {
            in_args = true;
            continue;
        }
        let field = |t: &str, key: &str| -> Option<String> {
            let t = t.strip_prefix("- ").unwrap_or(t);
            t.strip_prefix(key)
                .map(|v| v.trim().trim_matches('\'').to_string())
        };
        if let Some(v) = field(t, ".kernarg_segment_size:") {
            seg = v.parse().unwrap_or(0);
        }
        if !in_args {
            continue;
        }
        // The argument list ends at the first key of the kernel map that is not
        // indented like an argument (e.g. `.group_segment_fixed_size`).
        let indent = line.len() - line.trim_start().len();
        if !t.starts_with('-') && indent <= 4 && t.starts_with('.') {
            in_args = false;
            if let Some(a) = cur.take() {
                args.push(a);
            }
            continue;
        }
        if t.starts_with("- ") {
            if let Some(a) = cur.take() {
                args.push(a);
            }
            cur = Some(Arg::default());
        }
        if let Some(a) = cur.as_mut() {
            if let Some(v) = field(t, ".offset:") {
                a.offset = v.parse().unwrap_or_else(|_| die(format!("bad offset {v}")));
            } else if let Some(v) = field(t, ".size:") {
                a.size = v.parse().unwrap_or_else(|_| die(format!("bad size {v}")));
            } else if let Some(v) = field(t, ".value_kind:") {
                a.kind = v;
            }
        }
    }
    if let Some(a) = cur.take() {
        args.push(a);
    }
    (seg, args)
}

fn dims3(s: &str) -> [u32; 3] {
    let v: Vec<u32> = s
        .split(',')
        .map(|x| {
            x.trim()
                .parse()
                .unwrap_or_else(|_| die(format!("bad dims {s}")))
        })
        .collect();
    if v.len() != 3 {
        die(format!("bad dims {s}"));
    }
    [v[0], v[1], v[2]]
}

fn main() {
    let mut opt: BTreeMap<String, String> = BTreeMap::new();
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < argv.len() {
        let k = argv[i].trim_start_matches("--").to_string();
        let v = argv
            .get(i + 1)
            .cloned()
            .unwrap_or_else(|| die(format!("--{k} needs a value")));
        opt.insert(k, v);
        i += 2;
    }
    let get = |k: &str| {
        opt.get(k)
            .cloned()
            .unwrap_or_else(|| die(format!("missing --{k}")))
    };
    let lib = get("lib");
    let code_path = get("code");
    let asm = get("asm");
    let dump = get("dump");
    let grid = dims3(&get("grid"));
    let block = dims3(&get("block"));
    let reps: usize = opt.get("reps").map(|s| s.parse().unwrap_or(1)).unwrap_or(1);
    let arg_specs: Vec<String> = get("args")
        .split(',')
        .map(|s| s.trim().to_string())
        .collect();

    // The kernel's machine code, as 32-bit words (remu takes a byte pointer and
    // a byte count that must be a multiple of 4).
    let code = std::fs::read(&code_path).unwrap_or_else(|e| die(format!("{code_path}: {e}")));
    if code.len() % 4 != 0 {
        die(format!(
            "{code_path}: {} bytes, not a multiple of 4",
            code.len()
        ));
    }
    let code_words: Vec<u32> = code
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();

    // Buffers: the inputs gfxopt used (NAME.in.npy) and its outputs (NAME.out.npy).
    let mut names: Vec<String> = Vec::new();
    for a in &arg_specs {
        if let Some(n) = a.strip_prefix("buf:") {
            names.push(n.to_string());
        }
    }
    let inputs: Vec<Npy> = names
        .iter()
        .map(|n| read_npy(&format!("{dump}/{n}.in.npy")))
        .collect();
    let expected: Vec<Npy> = names
        .iter()
        .map(|n| read_npy(&format!("{dump}/{n}.out.npy")))
        .collect();
    // u64 backing store: 8-byte aligned host memory.
    let mut bufs: Vec<Vec<u64>> = inputs
        .iter()
        .map(|n| vec![0u64; n.data.len().div_ceil(8) + 1])
        .collect();

    let (seg_size, meta_args) = kernel_args(&asm);
    let explicit: Vec<&Arg> = meta_args
        .iter()
        .filter(|a| !a.kind.starts_with("hidden_"))
        .collect();
    if explicit.len() != arg_specs.len() {
        die(format!(
            "the kernel takes {} arguments, --args gives {}",
            explicit.len(),
            arg_specs.len()
        ));
    }

    let handle = {
        let c = CString::new(lib.clone()).unwrap();
        let h = unsafe { dlopen(c.as_ptr(), RTLD_NOW) };
        if h.is_null() {
            let e = unsafe { std::ffi::CStr::from_ptr(dlerror()) };
            die(format!("dlopen {lib}: {}", e.to_string_lossy()));
        }
        h
    };
    let sym = unsafe { dlsym(handle, c"run_asm".as_ptr()) };
    if sym.is_null() {
        die(format!("{lib}: no symbol run_asm"));
    }
    let run_asm: RunAsm = unsafe { std::mem::transmute(sym) };

    let dims: u64 = if grid[2] > 1 || block[2] > 1 {
        3
    } else if grid[1] > 1 || block[1] > 1 {
        2
    } else {
        1
    };
    for rep in 0..reps {
        // Fresh inputs each repetition (C = alpha*A*B + beta*C reads C).
        for (b, n) in bufs.iter_mut().zip(&inputs) {
            let bytes: &mut [u8] =
                unsafe { std::slice::from_raw_parts_mut(b.as_mut_ptr() as *mut u8, b.len() * 8) };
            bytes[..n.data.len()].copy_from_slice(&n.data);
        }
        // The kernarg segment, laid out as the metadata says (hidden arguments as gfxopt fills them).
        let mut seg = vec![0u64; seg_size.max(256).div_ceil(8)];
        {
            let sb: &mut [u8] = unsafe {
                std::slice::from_raw_parts_mut(seg.as_mut_ptr() as *mut u8, seg.len() * 8)
            };
            let mut put = |off: usize, size: usize, v: u64| {
                let n = size.min(8);
                sb[off..off + n].copy_from_slice(&v.to_le_bytes()[..n]);
            };
            let mut bi = 0;
            for (a, s) in explicit.iter().zip(&arg_specs) {
                let v: u64 = if s.starts_with("buf:") {
                    let p = bufs[bi].as_ptr() as u64;
                    bi += 1;
                    p
                } else if let Some(x) = s.strip_prefix("i32:") {
                    x.parse::<i32>().unwrap_or_else(|_| die(format!("bad {s}"))) as u32 as u64
                } else if let Some(x) = s.strip_prefix("u32:") {
                    x.parse::<u32>().unwrap_or_else(|_| die(format!("bad {s}"))) as u64
                } else if let Some(x) = s.strip_prefix("f32:") {
                    x.parse::<f32>()
                        .unwrap_or_else(|_| die(format!("bad {s}")))
                        .to_bits() as u64
                } else {
                    die(format!("bad argument {s} (buf:NAME, i32:V, u32:V, f32:V)"))
                };
                put(a.offset, a.size, v);
            }
            for a in meta_args.iter().filter(|a| a.kind.starts_with("hidden_")) {
                let v: u64 = match a.kind.as_str() {
                    "hidden_block_count_x" => grid[0] as u64,
                    "hidden_block_count_y" => grid[1] as u64,
                    "hidden_block_count_z" => grid[2] as u64,
                    "hidden_group_size_x" => block[0] as u64,
                    "hidden_group_size_y" => block[1] as u64,
                    "hidden_group_size_z" => block[2] as u64,
                    "hidden_grid_dims" => dims,
                    _ => 0,
                };
                if a.offset + a.size.min(8) <= seg_size.max(256) {
                    put(a.offset, a.size, v);
                }
            }
        }

        let c0 = cpu_s();
        let t0 = Instant::now();
        let rc = unsafe {
            run_asm(
                code_words.as_ptr() as *const c_char,
                (code_words.len() * 4) as u32,
                grid[0],
                grid[1],
                grid[2],
                block[0],
                block[1],
                block[2],
                seg.as_ptr(),
            )
        };
        let wall = t0.elapsed().as_secs_f64();
        let cpu = cpu_s() - c0;

        // Compare every buffer with gfxopt's output, bit for bit.
        let mut mismatched_bytes = 0usize;
        let mut mismatched_f32 = 0usize;
        let mut max_abs = 0f64;
        let mut per_buf = Vec::new();
        for ((b, e), name) in bufs.iter().zip(&expected).zip(&names) {
            let got: &[u8] =
                unsafe { std::slice::from_raw_parts(b.as_ptr() as *const u8, e.data.len()) };
            let diff = got.iter().zip(&e.data).filter(|(x, y)| x != y).count();
            mismatched_bytes += diff;
            let mut bad = 0usize;
            if e.descr == "<f4" {
                for (g, x) in got.chunks_exact(4).zip(e.data.chunks_exact(4)) {
                    let g = f32::from_le_bytes([g[0], g[1], g[2], g[3]]);
                    let x = f32::from_le_bytes([x[0], x[1], x[2], x[3]]);
                    if g.to_bits() != x.to_bits() {
                        bad += 1;
                        let d = (g as f64 - x as f64).abs();
                        if d.is_nan() || d > max_abs {
                            max_abs = if d.is_nan() { f64::INFINITY } else { d };
                        }
                    }
                }
            }
            mismatched_f32 += bad;
            per_buf.push(format!("\"{name}\":{diff}"));
        }
        println!(
            "{{\"rep\":{},\"rc\":{},\"remu_wall_s\":{:.6},\"remu_cpu_s\":{:.6},\"match\":{},\"mismatched_bytes\":{},\"mismatched_f32\":{},\"max_abs_diff\":{},\"mismatched_bytes_per_buffer\":{{{}}}}}",
            rep,
            rc,
            wall,
            cpu,
            rc == 0 && mismatched_bytes == 0,
            mismatched_bytes,
            mismatched_f32,
            if max_abs.is_finite() { format!("{max_abs:e}") } else { "null".to_string() },
            per_buf.join(",")
        );
    }
}
