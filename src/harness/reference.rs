//! Built-in CPU references (see docs/launch-spec.md for their argument order) and the
//! tolerance check of a kernel's outputs against them.
//!
//! References compute in f64 (or exactly, for copies), so the tolerance covers the kernel's own
//! rounding: defaults are `sgemm` rtol 1e-4, atol 1e-6·K; `reduce_sum` rtol 1e-5, atol
//! 1e-6·√(n); `daxpy` rtol 1e-14 (fma vs mul+add); `vector_add` and `transpose` exact.

use super::inputs::element;
use super::spec::{ArgSpec, LaunchSpec, Reference};
use std::collections::BTreeMap;

/// Expected values of one output buffer.
#[derive(Clone, Debug)]
pub struct Expected {
    pub buffer: String,
    pub values: Vec<f64>,
    pub rtol: f64,
    pub atol: f64,
}

/// The result of checking one buffer.
#[derive(Clone, Debug)]
pub struct Check {
    pub buffer: String,
    pub max_abs_err: f64,
    pub max_rel_err: f64,
    pub failures: u64,
    /// First failing element: (index, got, expected).
    pub first_failure: Option<(usize, f64, f64)>,
    pub rtol: f64,
    pub atol: f64,
}

impl Check {
    pub fn passed(&self) -> bool {
        self.failures == 0
    }
}

fn int_arg(spec: &LaunchSpec, i: usize) -> Result<i64, String> {
    match spec.args.get(i) {
        Some(ArgSpec::Scalar(s)) => s
            .resolved
            .as_exact_int()
            .ok_or_else(|| format!("args[{i}] is not an integer")),
        _ => Err(format!("args[{i}] is not a scalar")),
    }
}

fn float_arg(spec: &LaunchSpec, i: usize) -> Result<f64, String> {
    match spec.args.get(i) {
        Some(ArgSpec::Scalar(s)) => Ok(s.resolved.as_f64()),
        _ => Err(format!("args[{i}] is not a scalar")),
    }
}

fn buf_arg(spec: &LaunchSpec, i: usize) -> Result<&str, String> {
    match spec.args.get(i) {
        Some(ArgSpec::Buffer(b)) => Ok(b),
        _ => Err(format!("args[{i}] is not a buffer")),
    }
}

/// Computes what the reference expects, from the inputs (the buffers before the launch).
pub fn expected(
    spec: &LaunchSpec,
    inputs: &BTreeMap<String, Vec<u8>>,
) -> Result<Option<Expected>, String> {
    let Some(r) = &spec.reference else {
        return Ok(None);
    };
    let get = |name: &str| -> Result<(super::spec::ElemType, &Vec<u8>, usize), String> {
        let b = spec
            .buffers
            .get(name)
            .ok_or_else(|| format!("no buffer {name}"))?;
        let d = inputs.get(name).ok_or_else(|| format!("no input {name}"))?;
        Ok((b.elem, d, b.len as usize))
    };
    let vals = |name: &str| -> Result<Vec<f64>, String> {
        let (t, d, n) = get(name)?;
        Ok((0..n).map(|i| element(t, d, i)).collect())
    };
    let (buffer, values, rtol, atol) = match r.reference {
        Reference::Sgemm => {
            let (a, b, c) = (buf_arg(spec, 0)?, buf_arg(spec, 1)?, buf_arg(spec, 2)?);
            let (m, k, n) = (
                int_arg(spec, 3)? as usize,
                int_arg(spec, 4)? as usize,
                int_arg(spec, 5)? as usize,
            );
            let (alpha, beta) = (float_arg(spec, 6)?, float_arg(spec, 7)?);
            let (av, bv, mut cv) = (vals(a)?, vals(b)?, vals(c)?);
            if av.len() < m * k || bv.len() < k * n || cv.len() < m * n {
                return Err("sgemm: buffers smaller than M*K, K*N, M*N".into());
            }
            let mut row = vec![0f64; n];
            for i in 0..m {
                row.iter_mut().for_each(|x| *x = 0.0);
                for p in 0..k {
                    let a = av[i * k + p];
                    let brow = &bv[p * n..(p + 1) * n];
                    for (x, b) in row.iter_mut().zip(brow) {
                        *x += a * b;
                    }
                }
                for j in 0..n {
                    cv[i * n + j] = alpha * row[j] + beta * cv[i * n + j];
                }
            }
            (c, cv, 1e-4, 1e-6 * k as f64)
        }
        Reference::VectorAdd => {
            let (a, b, c) = (buf_arg(spec, 0)?, buf_arg(spec, 1)?, buf_arg(spec, 2)?);
            let n = int_arg(spec, 3)? as usize;
            let (av, bv, mut cv) = (vals(a)?, vals(b)?, vals(c)?);
            for i in 0..n.min(cv.len()) {
                cv[i] = (av.get(i).copied().unwrap_or(0.0) as f32
                    + bv.get(i).copied().unwrap_or(0.0) as f32) as f64;
            }
            (c, cv, 0.0, 0.0)
        }
        Reference::Daxpy => {
            let n = int_arg(spec, 0)? as usize;
            let a = float_arg(spec, 1)?;
            let (x, y, z) = (buf_arg(spec, 2)?, buf_arg(spec, 3)?, buf_arg(spec, 4)?);
            let (xv, yv, mut zv) = (vals(x)?, vals(y)?, vals(z)?);
            for i in 0..n.min(zv.len()) {
                zv[i] = a * xv.get(i).copied().unwrap_or(0.0) + yv.get(i).copied().unwrap_or(0.0);
            }
            (z, zv, 1e-14, 1e-14)
        }
        Reference::Transpose => {
            let (src, dst) = (buf_arg(spec, 0)?, buf_arg(spec, 1)?);
            let (h, w) = (int_arg(spec, 2)? as usize, int_arg(spec, 3)? as usize);
            let (sv, mut dv) = (vals(src)?, vals(dst)?);
            if sv.len() < h * w || dv.len() < h * w {
                return Err("transpose: buffers smaller than height*width".into());
            }
            for i in 0..h {
                for j in 0..w {
                    dv[j * h + i] = sv[i * w + j];
                }
            }
            (dst, dv, 0.0, 0.0)
        }
        Reference::ReduceSum => {
            let (inp, out) = (buf_arg(spec, 0)?, buf_arg(spec, 1)?);
            let n = int_arg(spec, 2)? as usize;
            let (iv, mut ov) = (vals(inp)?, vals(out)?);
            let bx = spec.block[0] as usize;
            let gx = spec.grid[0] as usize;
            for o in ov.iter_mut().take(gx) {
                *o = 0.0;
            }
            for (i, v) in iv.iter().enumerate().take(n) {
                let b = (i / bx) % gx;
                if let Some(o) = ov.get_mut(b) {
                    *o += v;
                }
            }
            let per = (n as f64 / gx.max(1) as f64).sqrt();
            (out, ov, 1e-5, 1e-6 * per.max(1.0))
        }
    };
    Ok(Some(Expected {
        buffer: buffer.to_string(),
        values,
        rtol: r.rtol.unwrap_or(rtol),
        atol: r.atol.unwrap_or(atol),
    }))
}

/// Compares a buffer after the launch with the expected values.
pub fn check(spec: &LaunchSpec, exp: &Expected, got: &[u8]) -> Check {
    let t = spec.buffers[&exp.buffer].elem;
    let mut c = Check {
        buffer: exp.buffer.clone(),
        max_abs_err: 0.0,
        max_rel_err: 0.0,
        failures: 0,
        first_failure: None,
        rtol: exp.rtol,
        atol: exp.atol,
    };
    for (i, &e) in exp.values.iter().enumerate() {
        let g = element(t, got, i);
        let both_nan = g.is_nan() && e.is_nan();
        let err = if both_nan || g == e {
            0.0
        } else {
            (g - e).abs()
        };
        let err = if err.is_nan() { f64::INFINITY } else { err };
        c.max_abs_err = c.max_abs_err.max(err);
        if e != 0.0 {
            c.max_rel_err = c.max_rel_err.max(err / e.abs());
        }
        if err > exp.atol + exp.rtol * e.abs() {
            c.failures += 1;
            if c.first_failure.is_none() {
                c.first_failure = Some((i, g, e));
            }
        }
    }
    c
}
