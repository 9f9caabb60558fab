//! NumPy `.npy` files (format version 1.0): one-dimensional little-endian arrays.

use super::spec::ElemType;

/// The `descr` of an element type.
pub fn descr(t: ElemType) -> &'static str {
    match t {
        ElemType::F32 => "<f4",
        ElemType::F16 => "<f2",
        // NumPy has no bf16; the raw 16-bit patterns are written as unsigned integers.
        ElemType::BF16 => "<u2",
        ElemType::F64 => "<f8",
        ElemType::I8 => "|i1",
        ElemType::U8 => "|u1",
        ElemType::I16 => "<i2",
        ElemType::U16 => "<u2",
        ElemType::I32 => "<i4",
        ElemType::U32 => "<u4",
        ElemType::I64 => "<i8",
        ElemType::U64 => "<u8",
    }
}

/// Encodes `data` (little-endian elements) as a 1-D `.npy` file.
pub fn encode(t: ElemType, data: &[u8]) -> Vec<u8> {
    let n = data.len() as u64 / t.size_bytes();
    let mut header = format!(
        "{{'descr': '{}', 'fortran_order': False, 'shape': ({n},), }}",
        descr(t)
    );
    // magic (6) + version (2) + header length (2) + header, padded to 64 bytes, ending in \n
    let total = 10 + header.len() + 1;
    let pad = (64 - total % 64) % 64;
    header.push_str(&" ".repeat(pad));
    header.push('\n');
    let mut out = Vec::with_capacity(10 + header.len() + data.len());
    out.extend_from_slice(b"\x93NUMPY\x01\x00");
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    out.extend_from_slice(data);
    out
}

/// Decodes a `.npy` file holding `len` elements of type `t` (any shape, C order); returns the
/// raw little-endian element bytes.
pub fn decode(bytes: &[u8], t: ElemType, len: u64) -> Result<Vec<u8>, String> {
    if bytes.len() < 10 || &bytes[..6] != b"\x93NUMPY" {
        return Err("not a .npy file (bad magic)".into());
    }
    let (hlen, start) = match bytes[6] {
        1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
        2 | 3 => {
            if bytes.len() < 12 {
                return Err("truncated .npy header".into());
            }
            (
                u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize,
                12,
            )
        }
        v => return Err(format!("unsupported .npy version {v}")),
    };
    let header = bytes
        .get(start..start + hlen)
        .and_then(|h| std::str::from_utf8(h).ok())
        .ok_or("truncated or non-UTF-8 .npy header")?;
    let want = descr(t);
    let alt = want.replace('<', "|");
    if !header.contains(&format!("'{want}'")) && !header.contains(&format!("'{alt}'")) {
        return Err(format!(
            "element type mismatch: the buffer is {t} ({want}), the file's header is {}",
            header.trim()
        ));
    }
    if header.contains("'fortran_order': True") {
        return Err("Fortran-order arrays are not supported".into());
    }
    let data = &bytes[start + hlen..];
    let need = len * t.size_bytes();
    if data.len() as u64 != need {
        return Err(format!(
            "the file holds {} elements, the buffer needs {len}",
            data.len() as u64 / t.size_bytes()
        ));
    }
    Ok(data.to_vec())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let data: Vec<u8> = [1.0f32, 2.5, -3.0]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        let file = encode(ElemType::F32, &data);
        assert_eq!((file.len() - data.len()) % 64, 0);
        assert_eq!(decode(&file, ElemType::F32, 3).unwrap(), data);
        assert!(decode(&file, ElemType::F64, 3).is_err());
    }
}
