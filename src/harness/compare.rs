//! Bit-for-bit comparison of two runs' output buffers.

use super::spec::ElemType;

/// The first element where two buffers differ.
#[derive(Clone, Debug, PartialEq)]
pub struct Difference {
    pub buffer: String,
    pub index: u64,
    /// The element in each run, formatted (value and bit pattern).
    pub before: String,
    pub after: String,
    /// How many elements differ.
    pub count: u64,
}

/// Formats element `i` of a buffer: the value and its bits.
pub fn format_element(t: ElemType, bytes: &[u8], i: usize) -> String {
    let s = t.size_bytes() as usize;
    let mut w = [0u8; 8];
    w[..s].copy_from_slice(&bytes[i * s..(i + 1) * s]);
    let u = u64::from_le_bytes(w);
    let v = super::inputs::element(t, bytes, i);
    if t.is_float() {
        format!("{v:e} (0x{u:0width$x})", width = 2 * s)
    } else {
        format!("{v}")
    }
}

/// Compares two buffers element by element, bit for bit.
pub fn compare(name: &str, t: ElemType, before: &[u8], after: &[u8]) -> Option<Difference> {
    let s = t.size_bytes() as usize;
    let n = before.len().min(after.len()) / s;
    let mut first = None;
    let mut count = 0u64;
    for i in 0..n {
        if before[i * s..(i + 1) * s] != after[i * s..(i + 1) * s] {
            count += 1;
            if first.is_none() {
                first = Some(i);
            }
        }
    }
    first.map(|i| Difference {
        buffer: name.to_string(),
        index: i as u64,
        before: format_element(t, before, i),
        after: format_element(t, after, i),
        count,
    })
}
