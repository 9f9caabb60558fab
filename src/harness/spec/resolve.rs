//! Reading a spec: serde turns the TOML into raw spanned values, then parameters and formulas
//! are resolved and the whole checked for consistency.

use super::*;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSpec {
    kernel: Spanned<String>,
    grid: Spanned<Vec<Spanned<toml::Value>>>,
    block: Spanned<Vec<Spanned<toml::Value>>>,
    #[serde(default)]
    dynamic_lds: Option<Spanned<toml::Value>>,
    args: Spanned<Vec<Spanned<toml::Value>>>,
    #[serde(default)]
    params: BTreeMap<String, Spanned<toml::Value>>,
    #[serde(default)]
    buffers: BTreeMap<String, Spanned<RawBuffer>>,
    #[serde(default)]
    work: Option<Spanned<RawWork>>,
    #[serde(default)]
    reference: Option<Spanned<RawReference>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawBuffer {
    #[serde(rename = "type")]
    ty: Spanned<String>,
    len: Spanned<toml::Value>,
    #[serde(default)]
    init: Option<Spanned<String>>,
    #[serde(default)]
    seed: Option<Spanned<i64>>,
    #[serde(default)]
    output: Option<Spanned<bool>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawWork {
    #[serde(default)]
    flops: Option<Spanned<toml::Value>>,
    #[serde(default)]
    bytes: Option<Spanned<toml::Value>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawReference {
    name: Spanned<String>,
    #[serde(default)]
    rtol: Option<Spanned<f64>>,
    #[serde(default)]
    atol: Option<Spanned<f64>>,
}

/// Context for building errors while resolving one file.
pub(super) struct Ctx<'a> {
    path: &'a Path,
    text: &'a str,
}

impl Ctx<'_> {
    fn err(
        &self,
        key: impl Into<String>,
        span: Option<Range<usize>>,
        message: impl Into<String>,
    ) -> SpecError {
        SpecError::Invalid {
            path: self.path.to_path_buf(),
            pos: span.map(|s| line_col(self.text, s.start)),
            key: key.into(),
            message: message.into(),
        }
    }
}

pub(super) fn toml_type_name(v: &toml::Value) -> &'static str {
    match v {
        toml::Value::String(_) => "a string",
        toml::Value::Integer(_) => "an integer",
        toml::Value::Float(_) => "a float",
        toml::Value::Boolean(_) => "a boolean",
        toml::Value::Datetime(_) => "a date",
        toml::Value::Array(_) => "an array",
        toml::Value::Table(_) => "a table",
    }
}

impl LaunchSpec {
    /// Reads and checks the launch spec in `path`.
    pub fn from_file(path: impl AsRef<Path>) -> Result<LaunchSpec, SpecError> {
        let path = path.as_ref();
        let text = std::fs::read_to_string(path).map_err(|source| SpecError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        LaunchSpec::from_str(&text, path)
    }

    /// Reads and checks a launch spec given as text; `path` is used in messages and to resolve
    /// relative `file(...)` paths.
    #[allow(clippy::should_implement_trait)]
    pub fn from_str(text: &str, path: impl AsRef<Path>) -> Result<LaunchSpec, SpecError> {
        LaunchSpec::from_str_with(text, path, &[])
    }

    /// Like [`LaunchSpec::from_str`], with some `[params]` replaced (or added) before anything is
    /// resolved: the same spec at another problem size.
    pub fn from_str_with(
        text: &str,
        path: impl AsRef<Path>,
        overrides: &[(&str, Number)],
    ) -> Result<LaunchSpec, SpecError> {
        let path = path.as_ref();
        let raw: RawSpec = toml::from_str(text).map_err(|e| SpecError::Syntax {
            path: path.to_path_buf(),
            pos: e.span().map(|s| line_col(text, s.start)),
            message: e.message().trim_end().to_string(),
        })?;
        let ctx = Ctx { path, text };
        resolve(&ctx, raw, overrides)
    }

    /// Evaluates a formula over this spec's parameters.
    pub fn eval(&self, formula: &str) -> Result<Number, FormulaError> {
        eval_formula(formula, &|name| self.params.get(name).copied())
    }

    /// The value of a parameter.
    pub fn param(&self, name: &str) -> Option<Number> {
        self.params.get(name).copied()
    }

    /// Work-items in one work-group.
    pub fn block_work_items(&self) -> u64 {
        self.block.iter().map(|&d| u64::from(d)).product()
    }

    /// Work-groups in the grid.
    pub fn workgroups(&self) -> u64 {
        self.grid.iter().map(|&d| u64::from(d)).product()
    }

    /// The buffers marked `output = true`, by name.
    pub fn outputs(&self) -> impl Iterator<Item = &BufferSpec> {
        self.buffers.values().filter(|b| b.output)
    }

    /// Where a `file(...)` init rule's path points: relative to the spec's directory.
    pub fn resolve_file(&self, file: &Path) -> PathBuf {
        if file.is_absolute() {
            file.to_path_buf()
        } else {
            self.path
                .parent()
                .unwrap_or_else(|| Path::new(""))
                .join(file)
        }
    }
}

/// Resolves `[params]`: numbers as they are, strings as formulas over the other parameters
/// (in dependency order), overrides first.
pub(super) fn resolve_params(
    ctx: &Ctx,
    raw: &BTreeMap<String, Spanned<toml::Value>>,
    overrides: &[(&str, Number)],
) -> Result<BTreeMap<String, Number>, SpecError> {
    let mut done: BTreeMap<String, Number> = BTreeMap::new();
    let mut pending: Vec<(String, String, Range<usize>)> = Vec::new();
    for (name, v) in raw {
        let key = format!("params.{name}");
        if !is_identifier(name) {
            return Err(ctx.err(
                key,
                Some(v.span()),
                format!("\"{name}\" is not a valid parameter name (letters, digits, '_'; not starting with a digit)"),
            ));
        }
        if overrides.iter().any(|(o, _)| o == name) {
            continue;
        }
        match v.get_ref() {
            toml::Value::Integer(i) => {
                done.insert(name.clone(), Number::Int(*i));
            }
            toml::Value::Float(f) => {
                done.insert(name.clone(), Number::Float(*f));
            }
            toml::Value::String(s) => pending.push((name.clone(), s.clone(), v.span())),
            other => {
                return Err(ctx.err(
                    key,
                    Some(v.span()),
                    format!(
                        "a parameter is a number or a formula string, not {}",
                        toml_type_name(other)
                    ),
                ))
            }
        }
    }
    for (name, value) in overrides {
        if !is_identifier(name) {
            return Err(ctx.err(
                format!("params.{name}"),
                None,
                format!("\"{name}\" is not a valid parameter name"),
            ));
        }
        done.insert((*name).to_string(), *value);
    }
    // Formula parameters, in dependency order.
    while !pending.is_empty() {
        let before = pending.len();
        let mut still = Vec::new();
        for (name, formula, span) in pending {
            let deps = formula_names(&formula);
            if deps.iter().all(|d| done.contains_key(d)) {
                let v = eval_formula(&formula, &|n| done.get(n).copied()).map_err(|e| {
                    ctx.err(format!("params.{name}"), Some(span.clone()), e.message)
                })?;
                done.insert(name, v);
            } else {
                still.push((name, formula, span));
            }
        }
        if still.len() == before {
            // No progress: an unknown name or a cycle.
            let (name, formula, span) = &still[0];
            let missing: Vec<String> = still
                .iter()
                .flat_map(|(_, f, _)| formula_names(f))
                .filter(|d| !raw.contains_key(d) && !done.contains_key(d))
                .collect();
            let message = match missing.first() {
                Some(m) => {
                    // report at the parameter that mentions the unknown name
                    let (n, f, sp) = still
                        .iter()
                        .find(|(_, f, _)| formula_names(f).contains(m))
                        .unwrap_or(&still[0]);
                    return Err(ctx.err(
                        format!("params.{n}"),
                        Some(sp.clone()),
                        format!("unknown parameter \"{m}\" in \"{f}\""),
                    ));
                }
                None => {
                    let cycle: Vec<&str> = still.iter().map(|(n, _, _)| n.as_str()).collect();
                    format!(
                        "parameters refer to each other in a cycle: {} (\"{formula}\")",
                        cycle.join(", ")
                    )
                }
            };
            return Err(ctx.err(format!("params.{name}"), Some(span.clone()), message));
        }
        pending = still;
    }
    Ok(done)
}

/// A count (grid or block dimension, length): an integer or a formula string that must give a
/// non-negative integer.
pub(super) fn resolve_count(
    ctx: &Ctx,
    key: &str,
    v: &Spanned<toml::Value>,
    params: &BTreeMap<String, Number>,
) -> Result<(u64, Option<String>), SpecError> {
    let lookup = |n: &str| params.get(n).copied();
    let (value, formula) = match v.get_ref() {
        toml::Value::Integer(i) => (Number::Int(*i), None),
        toml::Value::String(s) => (
            eval_formula(s, &lookup).map_err(|e| ctx.err(key, Some(v.span()), e.message))?,
            Some(s.clone()),
        ),
        other => {
            return Err(ctx.err(
                key,
                Some(v.span()),
                format!(
                    "expected an integer or a formula string, found {}",
                    toml_type_name(other)
                ),
            ))
        }
    };
    let shown = match &formula {
        Some(f) => format!("\"{f}\" = {value}"),
        None => value.to_string(),
    };
    match value {
        Number::Int(i) if i >= 0 => Ok((i as u64, formula)),
        Number::Int(_) => Err(ctx.err(key, Some(v.span()), format!("{shown} is negative"))),
        Number::Float(_) => Err(ctx.err(
            key,
            Some(v.span()),
            format!("{shown} is not an integer (use cdiv(a, b) to round a division up)"),
        )),
    }
}

pub(super) fn resolve_dims(
    ctx: &Ctx,
    name: &str,
    raw: &Spanned<Vec<Spanned<toml::Value>>>,
    params: &BTreeMap<String, Number>,
) -> Result<[u32; 3], SpecError> {
    let items = raw.get_ref();
    if items.is_empty() || items.len() > 3 {
        return Err(ctx.err(
            name,
            Some(raw.span()),
            format!("expected 1 to 3 entries [x, y, z], found {}", items.len()),
        ));
    }
    let mut out = [1u32; 3];
    for (i, item) in items.iter().enumerate() {
        let key = format!("{name}[{i}]");
        let (v, _) = resolve_count(ctx, &key, item, params)?;
        if v == 0 {
            return Err(ctx.err(
                key,
                Some(item.span()),
                format!("{name} dimensions must be at least 1, found 0"),
            ));
        }
        out[i] = u32::try_from(v).map_err(|_| {
            ctx.err(
                &key,
                Some(item.span()),
                format!("{v} does not fit in 32 bits"),
            )
        })?;
    }
    Ok(out)
}

type Params = BTreeMap<String, Number>;

pub(super) fn resolve(
    ctx: &Ctx,
    raw: RawSpec,
    overrides: &[(&str, Number)],
) -> Result<LaunchSpec, SpecError> {
    let params = resolve_params(ctx, &raw.params, overrides)?;
    let kernel = resolve_kernel(ctx, &raw.kernel)?;
    let grid = resolve_dims(ctx, "grid", &raw.grid, &params)?;
    let block = resolve_block(ctx, &raw.block, &params)?;
    let dynamic_lds = resolve_dynamic_lds(ctx, raw.dynamic_lds.as_ref(), &params)?;
    let buffers = resolve_buffers(ctx, &raw.buffers, &params)?;
    let args = resolve_args(ctx, &raw.args, &buffers, &params)?;
    check_buffers_used(ctx, &raw.buffers, &buffers, &args)?;
    let work = match &raw.work {
        None => None,
        Some(w) => Some(resolve_work(ctx, w, &params)?),
    };
    let reference = match &raw.reference {
        None => None,
        Some(r) => Some(resolve_reference(ctx, r.get_ref(), &args, &buffers)?),
    };
    Ok(LaunchSpec {
        path: ctx.path.to_path_buf(),
        kernel,
        grid,
        block,
        dynamic_lds,
        args,
        params,
        buffers,
        work,
        reference,
    })
}

fn resolve_kernel(ctx: &Ctx, raw: &Spanned<String>) -> Result<String, SpecError> {
    let kernel = raw.get_ref().trim().to_string();
    if kernel.is_empty() {
        return Err(ctx.err("kernel", Some(raw.span()), "the kernel name is empty"));
    }
    Ok(kernel)
}

/// The work-group's dimensions, within the work-items a work-group may have.
fn resolve_block(
    ctx: &Ctx,
    raw: &Spanned<Vec<Spanned<toml::Value>>>,
    params: &Params,
) -> Result<[u32; 3], SpecError> {
    let block = resolve_dims(ctx, "block", raw, params)?;
    let items: u64 = block.iter().map(|&d| u64::from(d)).product();
    if items > MAX_BLOCK_WORK_ITEMS {
        return Err(ctx.err(
            "block",
            Some(raw.span()),
            format!(
                "{} x {} x {} = {items} work-items per work-group, the limit is {MAX_BLOCK_WORK_ITEMS}",
                block[0], block[1], block[2]
            ),
        ));
    }
    Ok(block)
}

fn resolve_dynamic_lds(
    ctx: &Ctx,
    raw: Option<&Spanned<toml::Value>>,
    params: &Params,
) -> Result<u32, SpecError> {
    let Some(v) = raw else { return Ok(0) };
    let (n, _) = resolve_count(ctx, "dynamic_lds", v, params)?;
    if n > MAX_LDS_BYTES {
        return Err(ctx.err(
            "dynamic_lds",
            Some(v.span()),
            format!("{n} bytes of LDS, a work-group can have at most {MAX_LDS_BYTES}"),
        ));
    }
    Ok(n as u32)
}

fn resolve_buffers(
    ctx: &Ctx,
    raw: &BTreeMap<String, Spanned<RawBuffer>>,
    params: &Params,
) -> Result<BTreeMap<String, BufferSpec>, SpecError> {
    let mut buffers = BTreeMap::new();
    for (name, rb) in raw {
        buffers.insert(name.clone(), resolve_buffer(ctx, name, rb, params)?);
    }
    Ok(buffers)
}

fn resolve_buffer(
    ctx: &Ctx,
    name: &str,
    rb: &Spanned<RawBuffer>,
    params: &Params,
) -> Result<BufferSpec, SpecError> {
    let key = format!("buffers.{name}");
    if !is_identifier(name) {
        return Err(ctx.err(
            key,
            Some(rb.span()),
            format!("\"{name}\" is not a valid buffer name (letters, digits, '_'; not starting with a digit)"),
        ));
    }
    if params.contains_key(name) {
        return Err(ctx.err(
            key,
            Some(rb.span()),
            format!("\"{name}\" is both a parameter and a buffer; give them different names"),
        ));
    }
    let rb = rb.get_ref();
    let elem: ElemType = rb
        .ty
        .get_ref()
        .parse()
        .map_err(|m: String| ctx.err(format!("{key}.type"), Some(rb.ty.span()), m))?;
    let (len, len_formula) = resolve_count(ctx, &format!("{key}.len"), &rb.len, params)?;
    if len == 0 {
        return Err(ctx.err(
            format!("{key}.len"),
            Some(rb.len.span()),
            "a buffer needs at least one element",
        ));
    }
    let lookup = |n: &str| params.get(n).copied();
    let init = match &rb.init {
        None => InitRule::Zeros,
        Some(s) => InitRule::parse(s.get_ref(), &lookup)
            .map_err(|m| ctx.err(format!("{key}.init"), Some(s.span()), m))?,
    };
    let init_span = rb.init.as_ref().map(Spanned::span);
    check_init(&init, elem, len).map_err(|m| ctx.err(format!("{key}.init"), init_span, m))?;
    let seed = match &rb.seed {
        None => 0,
        Some(s) => u64::try_from(*s.get_ref()).map_err(|_| {
            ctx.err(
                format!("{key}.seed"),
                Some(s.span()),
                "the seed must be a non-negative integer",
            )
        })?,
    };
    Ok(BufferSpec {
        name: name.to_string(),
        elem,
        len,
        len_formula,
        init,
        seed,
        output: rb.output.as_ref().is_some_and(|o| *o.get_ref()),
    })
}

fn resolve_args(
    ctx: &Ctx,
    raw: &Spanned<Vec<Spanned<toml::Value>>>,
    buffers: &BTreeMap<String, BufferSpec>,
    params: &Params,
) -> Result<Vec<ArgSpec>, SpecError> {
    if raw.get_ref().is_empty() {
        return Err(ctx.err(
            "args",
            Some(raw.span()),
            "a kernel launch needs at least one argument",
        ));
    }
    raw.get_ref()
        .iter()
        .enumerate()
        .map(|(i, a)| resolve_arg(ctx, &format!("args[{i}]"), a, buffers, params))
        .collect()
}

/// Every buffer is passed to the kernel, and at least one is compared.
fn check_buffers_used(
    ctx: &Ctx,
    raw: &BTreeMap<String, Spanned<RawBuffer>>,
    buffers: &BTreeMap<String, BufferSpec>,
    args: &[ArgSpec],
) -> Result<(), SpecError> {
    for (name, rb) in raw {
        let used = args
            .iter()
            .any(|a| matches!(a, ArgSpec::Buffer(b) if b == name));
        if !used {
            return Err(ctx.err(
                format!("buffers.{name}"),
                Some(rb.span()),
                format!("buffer \"{name}\" is defined but not passed in args"),
            ));
        }
    }
    if !buffers.values().any(|b| b.output) {
        return Err(ctx.err(
            "buffers",
            None,
            "no buffer is marked `output = true`, so there is nothing to compare",
        ));
    }
    Ok(())
}

fn resolve_work(ctx: &Ctx, w: &Spanned<RawWork>, params: &Params) -> Result<Work, SpecError> {
    let span = w.span();
    let w = w.get_ref();
    if w.flops.is_none() && w.bytes.is_none() {
        return Err(ctx.err("work", Some(span), "give `flops` or `bytes` (or both)"));
    }
    Ok(Work {
        flops: resolve_work_count(ctx, "flops", w.flops.as_ref(), params)?,
        bytes: resolve_work_count(ctx, "bytes", w.bytes.as_ref(), params)?,
    })
}

/// One of `work`'s counts: a positive number or formula, kept with its text.
fn resolve_work_count(
    ctx: &Ctx,
    name: &str,
    v: Option<&Spanned<toml::Value>>,
    params: &Params,
) -> Result<Option<(String, f64)>, SpecError> {
    let Some(v) = v else { return Ok(None) };
    let key = format!("work.{name}");
    let lookup = |n: &str| params.get(n).copied();
    let (text, n) = match v.get_ref() {
        toml::Value::String(s) => (
            s.clone(),
            eval_formula(s, &lookup).map_err(|e| ctx.err(&key, Some(v.span()), e.message))?,
        ),
        toml::Value::Integer(i) => (i.to_string(), Number::Int(*i)),
        toml::Value::Float(f) => (f.to_string(), Number::Float(*f)),
        other => {
            return Err(ctx.err(
                key,
                Some(v.span()),
                format!(
                    "expected a number or a formula string, found {}",
                    toml_type_name(other)
                ),
            ))
        }
    };
    if n.as_f64() <= 0.0 {
        return Err(ctx.err(
            key,
            Some(v.span()),
            format!("\"{text}\" = {n} must be positive"),
        ));
    }
    Ok(Some((text, n.as_f64())))
}

fn resolve_reference(
    ctx: &Ctx,
    r: &RawReference,
    args: &[ArgSpec],
    buffers: &BTreeMap<String, BufferSpec>,
) -> Result<ReferenceSpec, SpecError> {
    let reference: Reference = r
        .name
        .get_ref()
        .parse()
        .map_err(|m: String| ctx.err("reference.name", Some(r.name.span()), m))?;
    check_reference_args(ctx, reference, args, buffers, r.name.span())?;
    let tol = |name: &str, v: &Option<Spanned<f64>>| -> Result<Option<f64>, SpecError> {
        match v {
            None => Ok(None),
            Some(t) if *t.get_ref() >= 0.0 => Ok(Some(*t.get_ref())),
            Some(t) => Err(ctx.err(
                format!("reference.{name}"),
                Some(t.span()),
                "a tolerance must be >= 0",
            )),
        }
    };
    Ok(ReferenceSpec {
        reference,
        rtol: tol("rtol", &r.rtol)?,
        atol: tol("atol", &r.atol)?,
    })
}

pub(super) fn check_init(init: &InitRule, elem: ElemType, len: u64) -> Result<(), String> {
    let in_range = |v: f64, what: &str| -> Result<(), String> {
        if let Some((lo, hi)) = elem.int_range() {
            if v.fract() != 0.0 || v < lo as f64 || v > hi as f64 {
                return Err(format!("{what} {v} is not a {} value", elem.name()));
            }
        }
        Ok(())
    };
    match init {
        InitRule::Const(v) => in_range(*v, "const"),
        InitRule::Uniform { lo, hi } => {
            in_range(*lo, "uniform lower bound")?;
            in_range(*hi, "uniform upper bound")
        }
        InitRule::Normal { .. } if !elem.is_float() => Err(format!(
            "normal() needs a floating-point buffer, this one is {}",
            elem.name()
        )),
        InitRule::Identity(n) => {
            if n.checked_mul(*n) == Some(len) {
                Ok(())
            } else {
                Err(format!(
                    "identity({n}) fills {n} x {n} elements, the buffer has len = {len}"
                ))
            }
        }
        InitRule::Iota => {
            if let Some((_, hi)) = elem.int_range() {
                if i128::from(len) - 1 > hi {
                    return Err(format!(
                        "iota up to {} does not fit in {}",
                        len - 1,
                        elem.name()
                    ));
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

pub(super) fn resolve_arg(
    ctx: &Ctx,
    key: &str,
    a: &Spanned<toml::Value>,
    buffers: &BTreeMap<String, BufferSpec>,
    params: &BTreeMap<String, Number>,
) -> Result<ArgSpec, SpecError> {
    match a.get_ref() {
        toml::Value::String(name) => {
            if buffers.contains_key(name) {
                Ok(ArgSpec::Buffer(name.clone()))
            } else if params.contains_key(name) {
                Err(ctx.err(
                    key,
                    Some(a.span()),
                    format!("\"{name}\" is a parameter, not a buffer; pass a scalar as {{ i32 = \"{name}\" }} (or another type)"),
                ))
            } else {
                Err(ctx.err(
                    key,
                    Some(a.span()),
                    format!("buffer \"{name}\" is not defined in [buffers]"),
                ))
            }
        }
        toml::Value::Table(t) => {
            if t.len() != 1 {
                return Err(ctx.err(
                    key,
                    Some(a.span()),
                    format!("a scalar argument is a table with exactly one key, its type (e.g. {{ i32 = \"N\" }}), found {} keys", t.len()),
                ));
            }
            let Some((tyname, v)) = t.iter().next() else {
                return Err(ctx.err(key, Some(a.span()), "empty scalar argument"));
            };
            let ty: ScalarType = tyname
                .parse()
                .map_err(|m: String| ctx.err(key, Some(a.span()), m))?;
            let lookup = |n: &str| params.get(n).copied();
            let (value, resolved) = match v {
                toml::Value::Integer(i) => (Value::Literal(Number::Int(*i)), Number::Int(*i)),
                toml::Value::Float(f) => (Value::Literal(Number::Float(*f)), Number::Float(*f)),
                toml::Value::String(s) => {
                    let n = eval_formula(s, &lookup)
                        .map_err(|e| ctx.err(key, Some(a.span()), e.message))?;
                    let value = if is_identifier(s.trim()) {
                        Value::Param(s.trim().to_string())
                    } else {
                        Value::Formula(s.clone())
                    };
                    (value, n)
                }
                other => {
                    return Err(ctx.err(
                        key,
                        Some(a.span()),
                        format!(
                            "a scalar value is a number, a parameter name or a formula, not {}",
                            toml_type_name(other)
                        ),
                    ))
                }
            };
            // A float-typed argument takes integer values; an integer-typed one needs an exact integer.
            let resolved = if ty.is_float() {
                Number::Float(resolved.as_f64())
            } else {
                match resolved.as_exact_int() {
                    Some(i) if matches!(resolved, Number::Int(_)) => Number::Int(i),
                    _ => {
                        return Err(ctx.err(
                            key,
                            Some(a.span()),
                            format!("{value} = {resolved} is not an integer, {ty} needs one"),
                        ))
                    }
                }
            };
            ty.check(resolved)
                .map_err(|m| ctx.err(key, Some(a.span()), format!("{value}: {m}")))?;
            Ok(ArgSpec::Scalar(ScalarArg {
                ty,
                value,
                resolved,
            }))
        }
        other => Err(ctx.err(
            key,
            Some(a.span()),
            format!(
                "an argument is a buffer name or a scalar table like {{ i32 = \"N\" }}, not {}",
                toml_type_name(other)
            ),
        )),
    }
}

pub(super) fn check_reference_args(
    ctx: &Ctx,
    reference: Reference,
    args: &[ArgSpec],
    buffers: &BTreeMap<String, BufferSpec>,
    span: Range<usize>,
) -> Result<(), SpecError> {
    let sig = reference.signature();
    let names: Vec<&str> = sig.iter().map(|(n, _)| *n).collect();
    if args.len() != sig.len() {
        return Err(ctx.err(
            "reference.name",
            Some(span),
            format!(
                "reference \"{}\" expects {} arguments ({}), args has {}",
                reference.name(),
                sig.len(),
                names.join(", "),
                args.len()
            ),
        ));
    }
    for (i, (arg, (what, kind))) in args.iter().zip(sig).enumerate() {
        let ok = match (arg, kind) {
            (ArgSpec::Buffer(_), ArgKind::Buffer) => true,
            (ArgSpec::Scalar(s), ArgKind::Int) => !s.ty.is_float(),
            (ArgSpec::Scalar(s), ArgKind::Float) => s.ty.is_float(),
            _ => false,
        };
        if !ok {
            let expected = match kind {
                ArgKind::Buffer => "a buffer",
                ArgKind::Int => "an integer scalar",
                ArgKind::Float => "a float scalar",
            };
            return Err(ctx.err(
                format!("args[{i}]"),
                None,
                format!(
                    "reference \"{}\" expects {expected} ({what}) here ({})",
                    reference.name(),
                    names.join(", ")
                ),
            ));
        }
    }
    // element types the references compute in
    let want = match reference {
        Reference::Sgemm | Reference::VectorAdd | Reference::ReduceSum => Some(ElemType::F32),
        Reference::Daxpy => Some(ElemType::F64),
        Reference::Transpose => None,
    };
    let mut elems = Vec::new();
    for (i, a) in args.iter().enumerate() {
        if let ArgSpec::Buffer(b) = a {
            if let Some(buf) = buffers.get(b) {
                if let Some(w) = want {
                    if buf.elem != w {
                        return Err(ctx.err(
                            format!("buffers.{b}.type"),
                            None,
                            format!(
                                "reference \"{}\" computes in {w}, buffer \"{b}\" (args[{i}]) is {}",
                                reference.name(),
                                buf.elem
                            ),
                        ));
                    }
                }
                elems.push((b, buf.elem));
            }
        }
    }
    if reference == Reference::Transpose {
        if let [(a, ea), (b, eb)] = elems.as_slice() {
            if ea != eb {
                return Err(ctx.err(
                    format!("buffers.{b}.type"),
                    None,
                    format!("transpose: \"{a}\" is {ea} but \"{b}\" is {eb}"),
                ));
            }
        }
    }
    Ok(())
}
