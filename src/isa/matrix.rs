//! The matrix-core instructions' shapes and element types, read from their mnemonics.
//!
//! Every MFMA, SMFMAC and WMMA mnemonic spells its operation systematically:
//! `v_mfma_<out>_<M>x<N>x<K>[_<B>b]_<in>[_<in2>]` (gfx940 names; LLVM's older `..._32x32x8f16`
//! spellings resolve to these through the alias table first), `v_smfmac_<out>_<M>x<N>x<K>_<in>`
//! and `v_wmma_<out>_16x16x16_<in>`. Reading the name once gives everything the emulator and
//! the timing model need: the matrix dimensions, the number of blocks, and the element types of
//! A, B and C/D, from which each operand's register count follows.

/// The element type of a matrix operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Elem {
    F64,
    F32,
    /// f32 registers whose mantissa the unit reads at 10 bits (CDNA3 `xf32`).
    Xf32,
    F16,
    Bf16,
    /// 8-bit float, 4 exponent bits (gfx942: E4M3 FNUZ, bias 8).
    Fp8,
    /// 8-bit float, 5 exponent bits (gfx942: E5M2 FNUZ, bias 16).
    Bf8,
    I8,
    /// WMMA's 8-bit and 4-bit integers, signed or unsigned per the `neg_lo` bits.
    Iu8,
    Iu4,
    I32,
}

impl Elem {
    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            Elem::F64 => 64,
            Elem::F32 | Elem::Xf32 | Elem::I32 => 32,
            Elem::F16 | Elem::Bf16 => 16,
            Elem::Fp8 | Elem::Bf8 | Elem::I8 | Elem::Iu8 => 8,
            Elem::Iu4 => 4,
        }
    }

    pub fn is_int(self) -> bool {
        matches!(self, Elem::I8 | Elem::Iu8 | Elem::Iu4 | Elem::I32)
    }

    fn parse(s: &str) -> Option<Elem> {
        Some(match s {
            "f64" => Elem::F64,
            "f32" => Elem::F32,
            "xf32" => Elem::Xf32,
            "f16" => Elem::F16,
            "bf16" => Elem::Bf16,
            "fp8" => Elem::Fp8,
            "bf8" => Elem::Bf8,
            "i8" => Elem::I8,
            "iu8" => Elem::Iu8,
            "iu4" => Elem::Iu4,
            "i32" => Elem::I32,
            _ => return None,
        })
    }
}

/// Which family of matrix instruction, which fixes the register layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatrixKind {
    /// CDNA dense MFMA (wave64).
    Mfma,
    /// CDNA3 sparse MFMA: A is 4:2 structured-sparse, the third source holds the indices and
    /// the destination is the accumulator.
    Smfmac,
    /// RDNA3 WMMA: A and B rows replicated in each 16-lane half.
    Wmma,
}

/// One matrix instruction: `D = A * B + C` over `blocks` independent `m x n x k` products.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatrixShape {
    pub kind: MatrixKind,
    pub m: u8,
    pub n: u8,
    pub k: u8,
    pub blocks: u8,
    pub a: Elem,
    pub b: Elem,
    pub out: Elem,
}

impl MatrixShape {
    /// Multiply-adds per instruction (over all blocks).
    pub fn macs(&self) -> u64 {
        self.m as u64 * self.n as u64 * self.k as u64 * self.blocks as u64
    }
}

/// The shape of a matrix mnemonic (canonical spelling), or `None` for any other instruction.
pub fn matrix_of(mnemonic: &str) -> Option<MatrixShape> {
    let mnemonic = mnemonic.strip_suffix("_e64").unwrap_or(mnemonic);
    let (kind, rest) = if let Some(r) = mnemonic.strip_prefix("v_mfma_") {
        (MatrixKind::Mfma, r)
    } else if let Some(r) = mnemonic.strip_prefix("v_smfmac_") {
        (MatrixKind::Smfmac, r)
    } else if let Some(r) = mnemonic.strip_prefix("v_wmma_") {
        (MatrixKind::Wmma, r)
    } else {
        return None;
    };
    let mut parts = rest.split('_');
    let out = Elem::parse(parts.next()?)?;
    let dims: Vec<u8> = parts
        .next()?
        .split('x')
        .map(|d| d.parse().ok())
        .collect::<Option<_>>()?;
    let [m, n, k] = dims[..] else {
        return None;
    };
    let mut next = parts.next()?;
    let mut blocks = 1;
    if let Some(b) = next.strip_suffix('b').and_then(|b| b.parse().ok()) {
        blocks = b;
        next = parts.next()?;
    }
    let a = Elem::parse(next)?;
    let b = match parts.next() {
        Some(t) => Elem::parse(t)?,
        None => a,
    };
    if parts.next().is_some() || m == 0 || n == 0 || k == 0 {
        return None;
    }
    Some(MatrixShape {
        kind,
        m,
        n,
        k,
        blocks,
        a,
        b,
        out,
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn names_give_shapes() {
        let s = matrix_of("v_mfma_f32_32x32x8_f16").unwrap();
        assert_eq!((s.m, s.n, s.k, s.blocks), (32, 32, 8, 1));
        assert_eq!((s.a, s.out), (Elem::F16, Elem::F32));
        let s = matrix_of("v_mfma_f32_4x4x1_16b_f32").unwrap();
        assert_eq!((s.m, s.k, s.blocks), (4, 1, 16));
        let s = matrix_of("v_mfma_f32_16x16x32_fp8_bf8").unwrap();
        assert_eq!((s.a, s.b), (Elem::Fp8, Elem::Bf8));
        let s = matrix_of("v_wmma_i32_16x16x16_iu4").unwrap();
        assert_eq!(
            (s.kind, s.a, s.out),
            (MatrixKind::Wmma, Elem::Iu4, Elem::I32)
        );
        let s = matrix_of("v_smfmac_f32_16x16x32_f16").unwrap();
        assert_eq!(s.kind, MatrixKind::Smfmac);
        assert!(
            matrix_of("v_mfma_f32_32x32x8f16").is_none(),
            "legacy spellings go via aliases"
        );
        assert!(matrix_of("v_fma_f32").is_none());
    }
}
