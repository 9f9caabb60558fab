//! Deterministic buffer contents from a spec's init rules.
//!
//! Random rules draw from SplitMix64 seeded with the buffer's `seed` (mixed with the rule's
//! kind), one draw per element in index order, so a buffer depends only on (seed, rule, type,
//! len). `uniform` maps a 53-bit draw to [lo, hi) for floats (rounded to the element type and
//! kept below hi) and to [lo, hi] for integers; `normal` uses Box-Muller on two draws.

use super::spec::{BufferSpec, ElemType, InitRule, LaunchSpec};
use crate::emu::fp;
use std::collections::BTreeMap;

/// SplitMix64.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64, stream: u64) -> Rng {
        Rng(seed ^ stream.wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

/// Little-endian bytes of `v` as element type `t` (floats rounded to nearest, integers wrapped).
pub fn encode(t: ElemType, v: f64) -> Vec<u8> {
    match t {
        ElemType::F32 => (v as f32).to_le_bytes().to_vec(),
        ElemType::F64 => v.to_le_bytes().to_vec(),
        ElemType::F16 => fp::f64_to_f16(v).to_le_bytes().to_vec(),
        ElemType::BF16 => fp::f32_to_bf16(v as f32).to_le_bytes().to_vec(),
        ElemType::I8 | ElemType::U8 => vec![v as i64 as u8],
        ElemType::I16 | ElemType::U16 => (v as i64 as u16).to_le_bytes().to_vec(),
        ElemType::I32 | ElemType::U32 => (v as i64 as u32).to_le_bytes().to_vec(),
        ElemType::I64 => (v as i64).to_le_bytes().to_vec(),
        ElemType::U64 => (v as u64).to_le_bytes().to_vec(),
    }
}

/// Reads element `i` of a buffer as f64 (bf16/f16 widened exactly, integers converted).
pub fn element(t: ElemType, bytes: &[u8], i: usize) -> f64 {
    let s = t.size_bytes() as usize;
    let b = &bytes[i * s..(i + 1) * s];
    let mut w = [0u8; 8];
    w[..s].copy_from_slice(b);
    let u = u64::from_le_bytes(w);
    match t {
        ElemType::F32 => f32::from_bits(u as u32) as f64,
        ElemType::F64 => f64::from_bits(u),
        ElemType::F16 => fp::f16_to_f32(u as u16) as f64,
        ElemType::BF16 => f32::from_bits((u as u32) << 16) as f64,
        ElemType::I8 => u as u8 as i8 as f64,
        ElemType::U8 => u as u8 as f64,
        ElemType::I16 => u as u16 as i16 as f64,
        ElemType::U16 => u as u16 as f64,
        ElemType::I32 => u as u32 as i32 as f64,
        ElemType::U32 => u as u32 as f64,
        ElemType::I64 => u as i64 as f64,
        ElemType::U64 => u as f64,
    }
}

/// The initial contents of one buffer.
pub fn fill(spec: &LaunchSpec, buf: &BufferSpec) -> Result<Vec<u8>, String> {
    let t = buf.elem;
    let n = buf.len as usize;
    let mut out = Vec::with_capacity(n * t.size_bytes() as usize);
    match &buf.init {
        InitRule::Zeros => out.resize(n * t.size_bytes() as usize, 0),
        InitRule::Iota => (0..n).for_each(|i| out.extend(encode(t, i as f64))),
        InitRule::Const(v) => {
            let e = encode(t, *v);
            (0..n).for_each(|_| out.extend_from_slice(&e));
        }
        InitRule::Identity(k) => {
            let k = *k as usize;
            for i in 0..n {
                out.extend(encode(t, if i / k == i % k { 1.0 } else { 0.0 }));
            }
        }
        InitRule::Uniform { lo, hi } => {
            let mut rng = Rng::new(buf.seed, 1);
            for _ in 0..n {
                let u = rng.unit();
                if t.is_float() {
                    let mut v = lo + (hi - lo) * u;
                    let e = encode(t, v);
                    let back = element(t, &e, 0);
                    if back >= *hi {
                        v = *lo;
                    }
                    out.extend(encode(t, v));
                } else {
                    let span = (hi - lo + 1.0).max(1.0);
                    let v = (lo + (u * span).floor()).min(*hi);
                    out.extend(encode(t, v));
                }
            }
        }
        InitRule::Normal { mu, sigma } => {
            let mut rng = Rng::new(buf.seed, 2);
            for _ in 0..n {
                let u1 = 1.0 - rng.unit();
                let u2 = rng.unit();
                let z = (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos();
                out.extend(encode(t, mu + sigma * z));
            }
        }
        InitRule::File(p) => {
            let path = spec.resolve_file(p);
            let bytes = std::fs::read(&path)
                .map_err(|e| format!("buffers.{}: {}: {e}", buf.name, path.display()))?;
            out = super::npy::decode(&bytes, t, buf.len)
                .map_err(|e| format!("buffers.{}: {}: {e}", buf.name, path.display()))?;
        }
    }
    Ok(out)
}

/// Every buffer of a spec, by name.
pub fn make_inputs(spec: &LaunchSpec) -> Result<BTreeMap<String, Vec<u8>>, String> {
    spec.buffers
        .values()
        .map(|b| fill(spec, b).map(|v| (b.name.clone(), v)))
        .collect()
}

/// Replaces a sparse, deterministic set of elements of every floating-point buffer with special
/// values (±0, denormals, ±inf, NaN, huge): the second input set `verify` runs.
pub fn inject_specials(spec: &LaunchSpec, inputs: &mut BTreeMap<String, Vec<u8>>) {
    for b in spec.buffers.values() {
        if !b.elem.is_float() {
            continue;
        }
        let Some(data) = inputs.get_mut(&b.name) else {
            continue;
        };
        let specials = special_values(b.elem);
        let s = b.elem.size_bytes() as usize;
        let mut rng = Rng::new(b.seed, 99);
        let n = b.len as usize;
        let mut k = 0;
        for i in 0..n {
            if rng.next_u64() % 61 == 0 {
                let e = &specials[k % specials.len()];
                data[i * s..(i + 1) * s].copy_from_slice(e);
                k += 1;
            }
        }
    }
}

/// The special values of a floating-point type, as little-endian bytes: ±0, the smallest and
/// largest denormals, ±inf, a huge finite value, and NaNs given bit for bit (a conversion
/// through f64 would quiet them): a quiet NaN with a payload and signalling NaNs of both signs.
/// A rewrite that passes a value through an extra arithmetic instruction (`v_mul_f32 v, 1.0, v`
/// on a copy path) quiets a signalling NaN, and only such an input shows it.
fn special_values(t: ElemType) -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = [0.0, -0.0, f64::INFINITY, f64::NEG_INFINITY]
        .iter()
        .map(|&v| encode(t, v))
        .collect();
    let bits: &[u64] = match t {
        // min denormal, -max denormal, huge, qNaN payload, sNaN, -sNaN max payload
        ElemType::F32 => &[
            1,
            0x807f_ffff,
            0x7f7f_ffff,
            0x7fc0_1234,
            0x7f80_0001,
            0xffbf_ffff,
        ],
        ElemType::F64 => &[
            1,
            0x800f_ffff_ffff_ffff,
            0x7fef_ffff_ffff_ffff,
            0x7ff8_0000_0000_1234,
            0x7ff0_0000_0000_0001,
            0xfff7_ffff_ffff_ffff,
        ],
        ElemType::F16 => &[1, 0x83ff, 0x7bff, 0x7e34, 0x7c01, 0xfdff],
        ElemType::BF16 => &[1, 0x807f, 0x7f7f, 0x7fc1, 0x7f81, 0xffbf],
        _ => &[],
    };
    let size = t.size_bytes() as usize;
    out.extend(bits.iter().map(|b| b.to_le_bytes()[..size].to_vec()));
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_in_range() {
        let spec = LaunchSpec::from_str(
            r#"kernel = "k"
grid = [1]
block = [1]
args = ["a"]
[buffers.a]
type = "f32"
len = 1000
init = "uniform(-1, 1)"
seed = 7
output = true
"#,
            "t.toml",
        )
        .unwrap();
        let a = make_inputs(&spec).unwrap();
        let b = make_inputs(&spec).unwrap();
        assert_eq!(a, b);
        let d = &a["a"];
        for i in 0..1000 {
            let v = element(ElemType::F32, d, i);
            assert!((-1.0..1.0).contains(&v));
        }
    }
}
