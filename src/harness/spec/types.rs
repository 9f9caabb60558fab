//! Typed values of a launch spec: scalar and element types, buffer fill rules, arguments,
//! buffers, the work formula and the CPU reference.

use super::*;

// ---------------------------------------------------------------------------------------------
// Typed values
// ---------------------------------------------------------------------------------------------

/// Type of a by-value kernel argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
}

impl ScalarType {
    pub const ALL: [ScalarType; 6] = [
        ScalarType::I32,
        ScalarType::U32,
        ScalarType::I64,
        ScalarType::U64,
        ScalarType::F32,
        ScalarType::F64,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ScalarType::I32 => "i32",
            ScalarType::U32 => "u32",
            ScalarType::I64 => "i64",
            ScalarType::U64 => "u64",
            ScalarType::F32 => "f32",
            ScalarType::F64 => "f64",
        }
    }

    /// Size in the kernel-argument segment, bytes.
    pub fn size_bytes(self) -> usize {
        match self {
            ScalarType::I32 | ScalarType::U32 | ScalarType::F32 => 4,
            ScalarType::I64 | ScalarType::U64 | ScalarType::F64 => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, ScalarType::F32 | ScalarType::F64)
    }

    /// Checks that `v` is representable; integer types need an integral value in range.
    pub(super) fn check(self, v: Number) -> Result<(), String> {
        let (lo, hi): (i128, i128) = match self {
            ScalarType::F32 | ScalarType::F64 => {
                if self == ScalarType::F32
                    && v.as_f64().is_finite()
                    && v.as_f64().abs() > f32::MAX as f64
                {
                    return Err(format!("{v} does not fit in f32"));
                }
                return Ok(());
            }
            ScalarType::I32 => (i32::MIN.into(), i32::MAX.into()),
            ScalarType::U32 => (0, u32::MAX.into()),
            ScalarType::I64 => (i64::MIN.into(), i64::MAX.into()),
            ScalarType::U64 => (0, u64::MAX.into()),
        };
        let Some(i) = (match v {
            Number::Int(i) => Some(i),
            Number::Float(_) => None,
        }) else {
            return Err(format!("{v} is not an integer, {} needs one", self.name()));
        };
        let i = i128::from(i);
        if i < lo || i > hi {
            return Err(format!("{v} is out of range for {}", self.name()));
        }
        Ok(())
    }

    /// Little-endian bytes of `v` as this type, as they go in the kernel-argument segment.
    /// Values are checked when the spec is read; out-of-range values wrap here.
    pub fn encode(self, v: Number) -> Vec<u8> {
        match self {
            ScalarType::I32 => (num_as_i64(v) as i32).to_le_bytes().to_vec(),
            ScalarType::U32 => (num_as_i64(v) as u32).to_le_bytes().to_vec(),
            ScalarType::I64 => num_as_i64(v).to_le_bytes().to_vec(),
            ScalarType::U64 => (num_as_i64(v) as u64).to_le_bytes().to_vec(),
            ScalarType::F32 => (v.as_f64() as f32).to_le_bytes().to_vec(),
            ScalarType::F64 => v.as_f64().to_le_bytes().to_vec(),
        }
    }
}

pub(super) fn num_as_i64(v: Number) -> i64 {
    match v {
        Number::Int(i) => i,
        Number::Float(f) => f as i64,
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ScalarType {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        ScalarType::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| {
                format!("unknown scalar type \"{s}\" (known: i32, u32, i64, u64, f32, f64)")
            })
    }
}

/// Element type of a buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElemType {
    F32,
    F16,
    BF16,
    F64,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
}

impl ElemType {
    pub const ALL: [ElemType; 12] = [
        ElemType::F32,
        ElemType::F16,
        ElemType::BF16,
        ElemType::F64,
        ElemType::I8,
        ElemType::U8,
        ElemType::I16,
        ElemType::U16,
        ElemType::I32,
        ElemType::U32,
        ElemType::I64,
        ElemType::U64,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ElemType::F32 => "f32",
            ElemType::F16 => "f16",
            ElemType::BF16 => "bf16",
            ElemType::F64 => "f64",
            ElemType::I8 => "i8",
            ElemType::U8 => "u8",
            ElemType::I16 => "i16",
            ElemType::U16 => "u16",
            ElemType::I32 => "i32",
            ElemType::U32 => "u32",
            ElemType::I64 => "i64",
            ElemType::U64 => "u64",
        }
    }

    pub fn size_bytes(self) -> u64 {
        match self {
            ElemType::I8 | ElemType::U8 => 1,
            ElemType::F16 | ElemType::BF16 | ElemType::I16 | ElemType::U16 => 2,
            ElemType::F32 | ElemType::I32 | ElemType::U32 => 4,
            ElemType::F64 | ElemType::I64 | ElemType::U64 => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            ElemType::F32 | ElemType::F16 | ElemType::BF16 | ElemType::F64
        )
    }

    /// Inclusive value range of an integer type; `None` for floating-point types.
    pub fn int_range(self) -> Option<(i128, i128)> {
        Some(match self {
            ElemType::I8 => (i8::MIN.into(), i8::MAX.into()),
            ElemType::U8 => (0, u8::MAX.into()),
            ElemType::I16 => (i16::MIN.into(), i16::MAX.into()),
            ElemType::U16 => (0, u16::MAX.into()),
            ElemType::I32 => (i32::MIN.into(), i32::MAX.into()),
            ElemType::U32 => (0, u32::MAX.into()),
            ElemType::I64 => (i64::MIN.into(), i64::MAX.into()),
            ElemType::U64 => (0, u64::MAX.into()),
            _ => return None,
        })
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ElemType {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        ElemType::ALL.into_iter().find(|t| t.name() == s).ok_or_else(|| {
            format!(
                "unknown element type \"{s}\" (known: f32 f16 bf16 f64 i8 u8 i16 u16 i32 u32 i64 u64)"
            )
        })
    }
}

/// How a buffer is filled before the launch. Arguments are numbers (formulas over the spec's
/// parameters are allowed and are resolved when the spec is read).
#[derive(Clone, Debug, PartialEq)]
pub enum InitRule {
    /// all zero bits
    Zeros,
    /// element i holds i (converted to the element type)
    Iota,
    /// every element holds v
    Const(f64),
    /// uniform in [lo, hi) for floats, integers in [lo, hi] for integer types
    Uniform { lo: f64, hi: f64 },
    /// normal distribution (floating-point types only)
    Normal { mu: f64, sigma: f64 },
    /// n x n identity matrix, row-major; the buffer holds exactly n*n elements
    Identity(u64),
    /// contents of a `.npy` file, path relative to the spec's directory
    File(PathBuf),
}

impl InitRule {
    pub const NAMES: [&'static str; 7] = [
        "zeros", "iota", "const", "uniform", "normal", "identity", "file",
    ];

    /// Parses `zeros`, `iota`, `const(v)`, `uniform(lo, hi)`, `normal(mu, sigma)`,
    /// `identity(n)` or `file(path)`. Numeric arguments may be formulas over `params`.
    pub fn parse(text: &str, params: &dyn Fn(&str) -> Option<Number>) -> Result<InitRule, String> {
        let t = text.trim();
        let (name, args) = match t.find('(') {
            Some(open) => {
                let Some(inner) = t[open + 1..].strip_suffix(')') else {
                    return Err(format!("init rule \"{text}\": missing ')' at the end"));
                };
                (t[..open].trim(), Some(inner))
            }
            None => (t, None),
        };
        let numbers = |want: usize| -> Result<Vec<f64>, String> {
            let inner = args.unwrap_or("");
            let parts: Vec<&str> = if inner.trim().is_empty() {
                Vec::new()
            } else {
                split_top_level(inner)
            };
            if parts.len() != want {
                return Err(format!(
                    "init rule \"{text}\": {name}() takes {want} argument{}, got {}",
                    if want == 1 { "" } else { "s" },
                    parts.len()
                ));
            }
            parts
                .iter()
                .map(|p| {
                    eval_formula(p.trim(), params)
                        .map(Number::as_f64)
                        .map_err(|e| format!("init rule \"{text}\": {e}"))
                })
                .collect()
        };
        let no_args = |rule: InitRule| -> Result<InitRule, String> {
            match args {
                None => Ok(rule),
                Some(a) if a.trim().is_empty() => Ok(rule),
                Some(_) => Err(format!("init rule \"{text}\": {name} takes no arguments")),
            }
        };
        match name {
            "zeros" => no_args(InitRule::Zeros),
            "iota" => no_args(InitRule::Iota),
            "const" => Ok(InitRule::Const(numbers(1)?[0])),
            "uniform" => {
                let v = numbers(2)?;
                if v[0] >= v[1] {
                    return Err(format!(
                        "init rule \"{text}\": uniform(lo, hi) needs lo < hi"
                    ));
                }
                Ok(InitRule::Uniform { lo: v[0], hi: v[1] })
            }
            "normal" => {
                let v = numbers(2)?;
                if v[1] < 0.0 {
                    return Err(format!(
                        "init rule \"{text}\": normal(mu, sigma) needs sigma >= 0"
                    ));
                }
                Ok(InitRule::Normal { mu: v[0], sigma: v[1] })
            }
            "identity" => {
                let v = numbers(1)?;
                match Number::Float(v[0]).as_exact_int() {
                    Some(n) if n > 0 => Ok(InitRule::Identity(n as u64)),
                    _ => Err(format!(
                        "init rule \"{text}\": identity(n) needs a positive integer n"
                    )),
                }
            }
            "file" => {
                let path = args.map(str::trim).unwrap_or("");
                let path = path
                    .strip_prefix('"')
                    .and_then(|p| p.strip_suffix('"'))
                    .or_else(|| path.strip_prefix('\'').and_then(|p| p.strip_suffix('\'')))
                    .unwrap_or(path);
                if path.is_empty() {
                    return Err(format!("init rule \"{text}\": file(path) needs a path"));
                }
                Ok(InitRule::File(PathBuf::from(path)))
            }
            _ => Err(format!(
                "unknown init rule \"{text}\" (known: zeros, iota, const(v), uniform(lo, hi), normal(mu, sigma), identity(n), file(path.npy))"
            )),
        }
    }
}

impl FromStr for InitRule {
    type Err = String;
    /// Parses a rule whose arguments are plain numbers (no parameter names).
    fn from_str(s: &str) -> Result<Self, String> {
        InitRule::parse(s, &|_| None)
    }
}

impl fmt::Display for InitRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InitRule::Zeros => write!(f, "zeros"),
            InitRule::Iota => write!(f, "iota"),
            InitRule::Const(v) => write!(f, "const({v})"),
            InitRule::Uniform { lo, hi } => write!(f, "uniform({lo}, {hi})"),
            InitRule::Normal { mu, sigma } => write!(f, "normal({mu}, {sigma})"),
            InitRule::Identity(n) => write!(f, "identity({n})"),
            InitRule::File(p) => write!(f, "file({})", p.display()),
        }
    }
}

/// Splits at commas that are not inside parentheses.
pub(super) fn split_top_level(s: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&s[start..]);
    parts
}

/// The value of a scalar argument as written in the spec.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// a TOML number
    Literal(Number),
    /// the name of a `[params]` entry
    Param(String),
    /// any other formula over `[params]`
    Formula(String),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Literal(n) => write!(f, "{n}"),
            Value::Param(s) | Value::Formula(s) => write!(f, "\"{s}\""),
        }
    }
}

/// A by-value kernel argument.
#[derive(Clone, Debug, PartialEq)]
pub struct ScalarArg {
    pub ty: ScalarType,
    pub value: Value,
    /// `value` evaluated against the spec's parameters (checked to fit `ty`)
    pub resolved: Number,
}

impl ScalarArg {
    /// Little-endian bytes for the kernel-argument segment.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        self.ty.encode(self.resolved)
    }
}

/// One kernel argument, in kernel-argument order.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgSpec {
    /// a pointer to the named buffer
    Buffer(String),
    Scalar(ScalarArg),
}

/// A device buffer: element type, length, how to fill it, whether it is compared.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferSpec {
    pub name: String,
    pub elem: ElemType,
    /// elements
    pub len: u64,
    /// the formula `len` came from, when it was one
    pub len_formula: Option<String>,
    pub init: InitRule,
    pub seed: u64,
    pub output: bool,
}

impl BufferSpec {
    pub fn byte_len(&self) -> u64 {
        self.len.saturating_mul(self.elem.size_bytes())
    }
}

/// The amount of work of one launch, for TFLOP/s and GB/s.
#[derive(Clone, Debug, PartialEq)]
pub struct Work {
    pub flops: Option<(String, f64)>,
    pub bytes: Option<(String, f64)>,
}

/// The built-in CPU references (implemented by the emulator harness). Each expects the kernel
/// arguments in a fixed order, which the reader checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reference {
    /// (A, B, C, M, K, N, alpha, beta): C = alpha*A*B + beta*C, row-major
    Sgemm,
    /// (A, B, C, n): C = A + B
    VectorAdd,
    /// (n, a, x, y, z): z = a*x + y
    Daxpy,
    /// (src, dst, height, width): dst (width x height) = transpose of src (height x width)
    Transpose,
    /// (in, out, n): out[b] = sum of in[i] for i with (i / block.x) % grid.x == b
    ReduceSum,
}

/// What a reference expects at one argument position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    Buffer,
    Int,
    Float,
}

impl Reference {
    pub const ALL: [Reference; 5] = [
        Reference::Sgemm,
        Reference::VectorAdd,
        Reference::Daxpy,
        Reference::Transpose,
        Reference::ReduceSum,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Reference::Sgemm => "sgemm",
            Reference::VectorAdd => "vector_add",
            Reference::Daxpy => "daxpy",
            Reference::Transpose => "transpose",
            Reference::ReduceSum => "reduce_sum",
        }
    }

    /// Argument shapes the reference expects, and their names for messages.
    pub fn signature(self) -> &'static [(&'static str, ArgKind)] {
        use ArgKind::{Buffer as B, Float as F, Int as I};
        match self {
            Reference::Sgemm => &[
                ("A", B),
                ("B", B),
                ("C", B),
                ("M", I),
                ("K", I),
                ("N", I),
                ("alpha", F),
                ("beta", F),
            ],
            Reference::VectorAdd => &[("A", B), ("B", B), ("C", B), ("n", I)],
            Reference::Daxpy => &[("n", I), ("a", F), ("x", B), ("y", B), ("z", B)],
            Reference::Transpose => &[("src", B), ("dst", B), ("height", I), ("width", I)],
            Reference::ReduceSum => &[("in", B), ("out", B), ("n", I)],
        }
    }
}

impl FromStr for Reference {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Reference::ALL
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| {
                format!(
                    "unknown reference \"{s}\" (known: sgemm, vector_add, daxpy, transpose, reduce_sum)"
                )
            })
    }
}

/// `[reference]`: which built-in reference checks the outputs, with optional tolerances.
#[derive(Clone, Debug, PartialEq)]
pub struct ReferenceSpec {
    pub reference: Reference,
    /// relative tolerance; `None`: the reference's default
    pub rtol: Option<f64>,
    /// absolute tolerance; `None`: the reference's default
    pub atol: Option<f64>,
}
