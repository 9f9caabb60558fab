//! The generator of `generated/<target>.rs` from `isa-specs/<target>.toml`, and its checks.
//!
//! The binary carries the instruction facts as static Rust tables (no TOML is parsed when it
//! runs); this module, compiled only for the tests, is the one place that reads the TOML. It
//! resolves each form (operand strings, register names, the unit's default scheduling facts)
//! exactly as the run-time loader did, then writes the tables.
//!
//! - `generated_tables_are_current` regenerates both files and fails when they differ from the
//!   committed ones (isa-specs changed and the tables were not refreshed);
//!   `GFXOPT_BLESS=1 cargo test --release --lib isa::specs` rewrites them.
//! - `generated_tables_match_the_toml` compares every field callers see (forms, mnemonic and
//!   alias lookups, scheduling defaults) between the compiled tables and the TOML.

use std::collections::HashMap;
use std::fmt::Write;

use super::table::CLASS_NAMES;
use super::{AddrSpace, Counter, OpInfo, Opcode, OperandInfo, Role, Sched, Unit, VopdInfo};
use crate::asm::{Half, SpecialReg, Target};

/// A broken `isa-specs/` file: a bug in the data or its generator, never a user error.
#[derive(Debug, thiserror::Error)]
pub enum IsaError {
    /// The file is not valid TOML or a field has the wrong type.
    #[error("isa-specs/{target}.toml: {source}")]
    Toml {
        target: Target,
        #[source]
        source: toml::de::Error,
    },
    /// An `operands` entry is not `role:class:dwords[=register]`.
    #[error("isa-specs/{target}.toml: `{op}`: bad operand `{text}`: {reason}")]
    Operand {
        target: Target,
        op: String,
        text: String,
        reason: &'static str,
    },
    /// An implicit or fixed register has no name in the assembly IR.
    #[error("isa-specs/{target}.toml: `{op}`: unknown register `{name}`")]
    Register {
        target: Target,
        op: String,
        name: String,
    },
    /// More forms than an [`Opcode`] can index.
    #[error("isa-specs/{target}.toml: {count} forms do not fit a 16-bit opcode index")]
    TooMany { target: Target, count: usize },
    /// A form without `sched` whose unit has no `[sched_default]` entry.
    #[error("isa-specs/{target}.toml: `{op}`: no `sched` and no default for its unit")]
    NoSched { target: Target, op: String },
}

/// One target's facts as read from its TOML, in the shape of the compiled tables.
pub(super) struct Specs {
    pub ops: Vec<Form>,
    /// Printed mnemonic -> its forms, sorted by mnemonic.
    pub by_name: Vec<(String, Vec<Opcode>)>,
    /// Alias -> the forms of the printed mnemonics it stands for, sorted by alias.
    pub aliases: Vec<(String, Vec<Opcode>)>,
    /// `[sched_default]`, sorted by unit name.
    pub sched_default: Vec<(Unit, Sched)>,
}

/// One form as the TOML gives it: [`OpInfo`] with owned fields where the table has handles
/// into its pools. `From<&OpInfo>` reads a compiled form back into this shape, so the tests
/// compare every field of the tables with the TOML.
#[derive(Debug, PartialEq)]
pub(super) struct Form {
    pub name: String,
    pub llvm: Vec<String>,
    pub operands: Vec<OperandInfo>,
    pub implicit_defs: Vec<SpecialReg>,
    pub implicit_uses: Vec<SpecialReg>,
    pub unit: Unit,
    pub addr_space: Option<AddrSpace>,
    pub counters: Vec<Counter>,
    /// `(x, y, dual)` of [`VopdInfo`].
    pub vopd: Option<(bool, bool, String)>,
    pub may_load: bool,
    pub may_store: bool,
    pub atomic_return: bool,
    pub is_branch: bool,
    pub is_conditional: bool,
    pub ends_block: bool,
    pub half: Option<(u8, Half)>,
    pub size: u8,
    pub sched: Sched,
}

impl From<&OpInfo> for Form {
    fn from(info: &OpInfo) -> Form {
        // Destructured field by field: a field added to `OpInfo` fails to compile here until
        // the generator and this comparison know it.
        let OpInfo {
            name,
            llvm,
            operands,
            implicit_defs,
            implicit_uses,
            unit,
            addr_space,
            counters,
            vopd,
            may_load,
            may_store,
            atomic_return,
            is_branch,
            is_conditional,
            ends_block,
            half,
            size,
            sched,
        } = info;
        Form {
            name: name.to_string(),
            llvm: llvm.iter().map(|l| l.to_string()).collect(),
            operands: operands.to_vec(),
            implicit_defs: implicit_defs.to_vec(),
            implicit_uses: implicit_uses.to_vec(),
            unit: *unit,
            addr_space: *addr_space,
            counters: counters.to_vec(),
            vopd: vopd
                .as_ref()
                .map(|VopdInfo { x, y, dual }| (*x, *y, dual.to_string())),
            may_load: *may_load,
            may_store: *may_store,
            atomic_return: *atomic_return,
            is_branch: *is_branch,
            is_conditional: *is_conditional,
            ends_block: *ends_block,
            half: *half,
            size: *size,
            sched: *sched,
        }
    }
}

/// Reads a data file in the `isa-specs/` format.
pub(super) fn load(target: Target, text: &str) -> Result<Specs, IsaError> {
    let file: RawFile = toml::from_str(text).map_err(|source| IsaError::Toml { target, source })?;
    if file.op.len() > usize::from(u16::MAX) {
        return Err(IsaError::TooMany {
            target,
            count: file.op.len(),
        });
    }
    let mut ops = Vec::with_capacity(file.op.len());
    let mut by_name: HashMap<String, Vec<Opcode>> = HashMap::new();
    for (i, raw) in file.op.into_iter().enumerate() {
        let form = raw.into_form(target, &file.sched_default)?;
        by_name
            .entry(form.name.clone())
            .or_default()
            .push(Opcode(i as u16));
        ops.push(form);
    }
    // A later alias of the same name replaces an earlier one, as the map of the loader did.
    let aliases: HashMap<String, Vec<Opcode>> = file
        .alias
        .into_iter()
        .map(|a| {
            let forms =
                a.to.iter()
                    .flat_map(|c| by_name.get(c.as_str()).into_iter().flatten().copied())
                    .collect();
            (a.name, forms)
        })
        .collect();
    let mut sched_default: Vec<(Unit, Sched)> = file.sched_default.into_iter().collect();
    sched_default.sort_by_key(|(u, _)| format!("{u:?}"));
    Ok(Specs {
        ops,
        by_name: sorted(by_name),
        aliases: sorted(aliases),
        sched_default,
    })
}

fn sorted(map: HashMap<String, Vec<Opcode>>) -> Vec<(String, Vec<Opcode>)> {
    let mut v: Vec<_> = map.into_iter().collect();
    v.sort_unstable();
    v
}

// ---- the file format ------------------------------------------------------------------------

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    /// The scheduling facts of a unit's forms that carry no `sched` of their own.
    #[serde(default)]
    sched_default: HashMap<Unit, Sched>,
    op: Vec<RawOp>,
    #[serde(default)]
    alias: Vec<RawAlias>,
}

/// An alternative spelling llvm-mc accepts and the printed mnemonics it assembles to.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAlias {
    name: String,
    to: Vec<String>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOp {
    name: String,
    #[serde(default)]
    llvm: Vec<String>,
    operands: Vec<String>,
    #[serde(default)]
    implicit_defs: Vec<String>,
    #[serde(default)]
    implicit_uses: Vec<String>,
    unit: Unit,
    addr_space: Option<AddrSpace>,
    #[serde(default)]
    counters: Vec<Counter>,
    #[serde(default)]
    may_load: bool,
    #[serde(default)]
    may_store: bool,
    #[serde(default)]
    atomic_return: bool,
    #[serde(default)]
    is_branch: bool,
    #[serde(default)]
    is_conditional: bool,
    #[serde(default)]
    ends_block: bool,
    half: Option<RawHalf>,
    size: u8,
    vopd: Option<RawVopd>,
    sched: Option<Sched>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RawHalf {
    operand: u8,
    half: String,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RawVopd {
    x: bool,
    y: bool,
    dual: String,
}

impl RawOp {
    fn into_form(
        self,
        target: Target,
        sched_default: &HashMap<Unit, Sched>,
    ) -> Result<Form, IsaError> {
        let reg = |name: &str| {
            SpecialReg::from_name(name).ok_or_else(|| IsaError::Register {
                target,
                op: self.name.clone(),
                name: name.to_string(),
            })
        };
        let regs = |names: &[String]| names.iter().map(|n| reg(n)).collect::<Result<Vec<_>, _>>();
        let implicit_defs = regs(&self.implicit_defs)?;
        let implicit_uses = regs(&self.implicit_uses)?;
        let operands = self
            .operands
            .iter()
            .map(|text| {
                let (info, fixed) = parse_operand(text).map_err(|reason| IsaError::Operand {
                    target,
                    op: self.name.clone(),
                    text: text.clone(),
                    reason,
                })?;
                Ok(match fixed {
                    None => info,
                    Some(name) => OperandInfo {
                        fixed: Some(reg(name)?),
                        ..info
                    },
                })
            })
            .collect::<Result<Vec<_>, IsaError>>()?;
        let half = match &self.half {
            None => None,
            Some(h) => Some((h.operand, half_of(target, &self.name, &h.half)?)),
        };
        let sched = self
            .sched
            .or_else(|| sched_default.get(&self.unit).copied())
            .ok_or_else(|| IsaError::NoSched {
                target,
                op: self.name.clone(),
            })?;
        Ok(Form {
            sched,
            half,
            operands,
            implicit_defs,
            implicit_uses,
            llvm: self.llvm,
            unit: self.unit,
            addr_space: self.addr_space,
            counters: self.counters,
            vopd: self.vopd.map(|v| (v.x, v.y, v.dual)),
            may_load: self.may_load,
            may_store: self.may_store,
            atomic_return: self.atomic_return,
            is_branch: self.is_branch,
            is_conditional: self.is_conditional,
            ends_block: self.ends_block,
            size: self.size,
            name: self.name,
        })
    }
}

fn half_of(target: Target, op: &str, text: &str) -> Result<Half, IsaError> {
    match text {
        "lo" => Ok(Half::Lo),
        "hi" => Ok(Half::Hi),
        other => Err(IsaError::Operand {
            target,
            op: op.to_string(),
            text: other.to_string(),
            reason: "half is `lo` or `hi`",
        }),
    }
}

/// `def:v:1`, `use:src:2`, `use:s:1=vcc_lo` -> the slot and the name of its fixed register.
fn parse_operand(text: &str) -> Result<(OperandInfo, Option<&str>), &'static str> {
    let (main, fixed) = match text.split_once('=') {
        Some((m, f)) => (m, Some(f)),
        None => (text, None),
    };
    let mut parts = main.split(':');
    let role = match parts.next() {
        Some("def") => Role::Def,
        Some("use") => Role::Use,
        Some("defuse") => Role::DefUse,
        _ => return Err("role is not def, use or defuse"),
    };
    let class = parts
        .next()
        .and_then(|name| CLASS_NAMES.iter().find(|(n, _)| *n == name))
        .map(|&(_, c)| c)
        .ok_or("unknown operand class")?;
    let dwords = parts
        .next()
        .and_then(|d| d.parse::<u8>().ok())
        .ok_or("width is not a number")?;
    if parts.next().is_some() {
        return Err("more than three fields");
    }
    Ok((
        OperandInfo {
            role,
            class,
            dwords,
            fixed: None,
        },
        fixed,
    ))
}

// ---- the Rust tables ------------------------------------------------------------------------

/// A handle's range in its pool: `(start, len)`.
type Span = (u32, u16);

fn span(start: usize, len: usize) -> Span {
    let start = u32::try_from(start).expect("a pool of fewer than 2^32 elements");
    let len = u16::try_from(len).expect("a name or list of fewer than 2^16 elements");
    (start, len)
}

/// One pool of list elements: each distinct list once, written one list per line.
struct Pool<T> {
    /// Each distinct list and where it starts.
    starts: HashMap<Vec<T>, u32>,
    /// The elements written so far.
    len: usize,
    /// The source lines of the pool's array, one per list.
    lines: Vec<String>,
}

impl<T: Clone + Eq + std::hash::Hash> Pool<T> {
    fn new() -> Pool<T> {
        Pool {
            starts: HashMap::new(),
            len: 0,
            lines: Vec::new(),
        }
    }

    /// The span of `items`, added (and rendered by `each`, with `note` as its comment) when the
    /// pool does not hold that list yet. An empty list is `(0, 0)` in every pool.
    fn add(&mut self, items: &[T], each: impl Fn(&T) -> String, note: &str) -> Span {
        if items.is_empty() {
            return (0, 0);
        }
        if let Some(&start) = self.starts.get(items) {
            return span(start as usize, items.len());
        }
        let at = span(self.len, items.len());
        let parts: Vec<String> = items.iter().map(each).collect();
        let comment = if note.is_empty() {
            String::new()
        } else {
            format!(" // {note}")
        };
        self.lines.push(format!(
            "    /* {} */ {},{comment}\n",
            at.0,
            parts.join(", ")
        ));
        self.starts.insert(items.to_vec(), at.0);
        self.len += items.len();
        at
    }

    /// The pool as a static array `name` of `ty`.
    fn write(&self, out: &mut String, name: &str, ty: &str) {
        let _ = writeln!(out, "\npub(super) static {name}: [{ty}; {}] = [", self.len);
        self.lines.iter().for_each(|l| out.push_str(l));
        out.push_str("];\n");
    }
}

/// The pools of one generated file: every name once in one string, every distinct list once
/// in the array of its element type.
struct Pools {
    /// The string pool, one name per line of a `concat!`.
    text: Vec<String>,
    text_len: usize,
    names: HashMap<String, Span>,
    llvm: Pool<Span>,
    operands: Pool<OperandInfo>,
    registers: Pool<SpecialReg>,
    counters: Pool<Counter>,
    opcodes: Pool<Opcode>,
}

impl Pools {
    fn new() -> Pools {
        Pools {
            text: Vec::new(),
            text_len: 0,
            names: HashMap::new(),
            llvm: Pool::new(),
            operands: Pool::new(),
            registers: Pool::new(),
            counters: Pool::new(),
            opcodes: Pool::new(),
        }
    }

    /// The span of `name` in the string pool, added when new.
    fn name(&mut self, name: &str) -> Span {
        if let Some(&at) = self.names.get(name) {
            return at;
        }
        let at = span(self.text_len, name.len());
        self.text.push(format!("    {name:?}, // {}\n", at.0));
        self.text_len += name.len();
        self.names.insert(name.to_string(), at);
        at
    }

    fn names(&mut self, names: &[String]) -> Span {
        let spans: Vec<Span> = names.iter().map(|n| self.name(n)).collect();
        self.llvm.add(&spans, |&s| handle("n", s), &names.join(" "))
    }

    fn write(&self, out: &mut String) {
        out.push_str("\n/// Every name of the tables once; a `Name` is a range of it.\n");
        out.push_str("pub(super) const NAMES: &str = concat!(\n");
        self.text.iter().for_each(|l| out.push_str(l));
        out.push_str(");\n");
        self.llvm.write(out, "LLVM_NAMES", "Name");
        self.operands.write(out, "OPERANDS", "OperandInfo");
        self.registers.write(out, "REGISTERS", "R");
        self.counters.write(out, "COUNTERS", "Counter");
        self.opcodes.write(out, "OPCODES", "Opcode");
    }
}

/// `n(start, len)` / `l(start, len)`: a `Name` / `List` of this file's pools.
fn handle(f: &str, (start, len): Span) -> String {
    format!("{f}({start}, {len})")
}

/// The source of `generated/<target>.rs`: the forms one per line (each line's comment says
/// its mnemonic), the mnemonic and alias tables, then the pools their handles point into.
/// Every static is integers and enums, so the loader relocates nothing in them.
pub(super) fn generate(target: Target, specs: &Specs) -> String {
    let mut pools = Pools::new();
    // The pools fill in this order (forms, mnemonics, aliases): the handles depend on it.
    let ops = form_lines(specs, &mut pools);
    let by_name = name_table(&specs.by_name, &mut pools);
    let aliases = name_table(&specs.aliases, &mut pools);
    let mut out = String::with_capacity(ops.len() * 2);
    write_header(&mut out, target, specs);
    write_tables(&mut out, specs, &ops, &by_name, &aliases);
    pools.write(&mut out);
    out
}

/// One `OpInfo` literal per form, each line's comment its mnemonic.
fn form_lines(specs: &Specs, pools: &mut Pools) -> String {
    let mut ops = String::with_capacity(specs.ops.len() * 300);
    for form in &specs.ops {
        ops.push_str("    ");
        op_literal(&mut ops, form, pools);
        let _ = writeln!(ops, ", // {}", form.name);
    }
    ops
}

/// The file's header, its imports and pool handles, and the `Isa` static with the default
/// scheduling facts.
fn write_header(out: &mut String, target: Target, specs: &Specs) {
    let _ = write!(
        out,
        "// Generated from isa-specs/{target}.toml by src/isa/specs.rs; do not edit: regenerate with\n\
         // `GFXOPT_BLESS=1 cargo test --release --lib isa::specs` (one form per line).\n\n\
         use super::{{o, of, s}};\n\
         use crate::asm::{{Half, SpecialReg as R, Target}};\n\
         use crate::isa::table::Isa;\n\
         use crate::isa::OperandClass::*;\n\
         use crate::isa::Role::*;\n\
         use crate::isa::{{AddrSpace, Counter, List, Name, OpInfo, Opcode, OperandInfo, Pipe, Unit, VopdInfo}};\n\n\
         /// A name of this file's string pool.\n\
         const fn n(start: u32, len: u16) -> Name {{\n    Name::new(Target::{target:?}, start, len)\n}}\n\n\
         /// A list of this file's pool of `T`.\n\
         const fn l<T>(start: u32, len: u16) -> List<T> {{\n    List::new(Target::{target:?}, start, len)\n}}\n\n\
         pub(in crate::isa) static ISA: Isa = Isa {{\n    target: Target::{target:?},\n    ops: &OPS,\n    \
         by_name: &BY_NAME,\n    aliases: &ALIASES,\n    sched_default: &[\n"
    );
    for (unit, sched) in &specs.sched_default {
        let _ = writeln!(out, "        (Unit::{unit:?}, {}),", sched_literal(sched));
    }
    out.push_str("    ],\n};\n");
}

/// The forms, the mnemonic table and the alias table.
fn write_tables(out: &mut String, specs: &Specs, ops: &str, by_name: &str, aliases: &str) {
    let _ = write!(
        out,
        "\nstatic OPS: [OpInfo; {}] = [\n{ops}];\n",
        specs.ops.len()
    );
    let _ = write!(
        out,
        "\n/// Printed mnemonic -> its forms, sorted by mnemonic.\n\
         static BY_NAME: [(Name, List<Opcode>); {}] = [\n{by_name}];\n",
        specs.by_name.len()
    );
    let _ = write!(
        out,
        "\n/// Alias -> the forms of the printed mnemonics it stands for, sorted by alias.\n\
         static ALIASES: [(Name, List<Opcode>); {}] = [\n{aliases}];\n",
        specs.aliases.len()
    );
}

fn name_table(table: &[(String, Vec<Opcode>)], pools: &mut Pools) -> String {
    let mut out = String::new();
    for (name, forms) in table {
        let at = pools.name(name);
        let forms = pools.opcodes.add(forms, |c| format!("Opcode({})", c.0), "");
        let _ = writeln!(
            out,
            "    ({}, {}), // {name}",
            handle("n", at),
            handle("l", forms)
        );
    }
    out
}

fn sched_literal(s: &Sched) -> String {
    format!("s(Pipe::{:?}, {}, {})", s.pipe, s.latency, s.issue)
}

fn operand_literal(o: &OperandInfo) -> String {
    match o.fixed {
        None => format!("o({:?}, {:?}, {})", o.role, o.class, o.dwords),
        Some(r) => format!("of({:?}, {:?}, {}, R::{r:?})", o.role, o.class, o.dwords),
    }
}

fn op_literal(out: &mut String, op: &Form, pools: &mut Pools) {
    let opt = |v: Option<String>| v.unwrap_or_else(|| "None".to_string());
    let name = pools.name(&op.name);
    let llvm = pools.names(&op.llvm);
    let operands = pools.operands.add(&op.operands, operand_literal, "");
    let reg = |r: &SpecialReg| format!("R::{r:?}");
    let implicit_defs = pools.registers.add(&op.implicit_defs, reg, "");
    let implicit_uses = pools.registers.add(&op.implicit_uses, reg, "");
    let counters = pools
        .counters
        .add(&op.counters, |c| format!("Counter::{c:?}"), "");
    let vopd = op.vopd.as_ref().map(|(x, y, dual)| {
        let dual = handle("n", pools.name(dual));
        format!("Some(VopdInfo {{ x: {x}, y: {y}, dual: {dual} }})")
    });
    let _ = write!(
        out,
        "OpInfo {{ name: {}, llvm: {}, operands: {}, implicit_defs: {}, implicit_uses: {}, \
         unit: Unit::{:?}, addr_space: {}, counters: {}, vopd: {}, may_load: {}, may_store: {}, \
         atomic_return: {}, is_branch: {}, is_conditional: {}, ends_block: {}, half: {}, \
         size: {}, sched: {} }}",
        handle("n", name),
        handle("l", llvm),
        handle("l", operands),
        handle("l", implicit_defs),
        handle("l", implicit_uses),
        op.unit,
        opt(op.addr_space.map(|a| format!("Some(AddrSpace::{a:?})"))),
        handle("l", counters),
        opt(vopd),
        op.may_load,
        op.may_store,
        op.atomic_return,
        op.is_branch,
        op.is_conditional,
        op.ends_block,
        opt(op.half.map(|(k, h)| format!("Some(({k}, Half::{h:?}))"))),
        op.size,
        sched_literal(&op.sched),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::isa;
    use std::path::PathBuf;

    const TARGETS: [(Target, &str); 2] = [
        (
            Target::Gfx1100,
            include_str!("../../isa-specs/gfx1100.toml"),
        ),
        (Target::Gfx942, include_str!("../../isa-specs/gfx942.toml")),
    ];

    fn specs(target: Target, text: &str) -> Specs {
        load(target, text).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn generated_tables_are_current() {
        let bless = std::env::var_os("GFXOPT_BLESS").is_some();
        for (target, text) in TARGETS {
            let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join(format!("src/isa/generated/{target}.rs"));
            let want = generate(target, &specs(target, text));
            if bless {
                std::fs::write(&path, &want).unwrap_or_else(|e| panic!("{path:?}: {e}"));
                continue;
            }
            let have = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                have == want,
                "{} is not what isa-specs/{target}.toml generates: \
                 run `GFXOPT_BLESS=1 cargo test --release --lib isa::specs` and rebuild",
                path.display()
            );
        }
    }

    #[test]
    fn generated_tables_match_the_toml() {
        for (target, text) in TARGETS {
            let specs = specs(target, text);
            let table = isa(target);
            assert_eq!(table.target(), target);
            assert_eq!(table.len(), specs.ops.len(), "{target}");
            for ((code, info), want) in table.iter().zip(&specs.ops) {
                assert_eq!(&Form::from(info), want, "{target}: form {}", code.0);
            }
            for (name, forms) in &specs.by_name {
                assert_eq!(table.forms(name), forms.as_slice(), "{target}: {name}");
            }
            for (name, forms) in &specs.aliases {
                assert_eq!(
                    table.alias_forms(name),
                    forms.as_slice(),
                    "{target}: {name}"
                );
            }
            for (unit, sched) in &specs.sched_default {
                assert_eq!(
                    table.default_sched(*unit),
                    Some(*sched),
                    "{target}: {unit:?}"
                );
            }
            assert!(table.forms("no_such_mnemonic").is_empty());
        }
    }

    #[test]
    fn errors_name_the_problem() {
        let bad = "[[op]]\nname = \"x\"\noperands = [\"def:q:1\"]\nunit = \"valu\"\nsize = 4\n";
        let e = load(Target::Gfx1100, bad)
            .err()
            .expect("broken data is rejected")
            .to_string();
        assert!(e.contains("`x`") && e.contains("def:q:1"), "{e}");
        let bad = "[[op]]\nname = \"x\"\noperands = []\nimplicit_uses = [\"mode\"]\nunit = \"valu\"\nsize = 4\n";
        let e = load(Target::Gfx942, bad)
            .err()
            .expect("broken data is rejected")
            .to_string();
        assert!(e.contains("gfx942") && e.contains("mode"), "{e}");
        let e = load(Target::Gfx942, "[[op]]\nname = 1\n")
            .err()
            .expect("broken data is rejected")
            .to_string();
        assert!(e.starts_with("isa-specs/gfx942.toml:"), "{e}");
        let bad = "[[op]]\nname = \"x\"\noperands = []\nunit = \"salu\"\nsize = 4\n";
        let e = load(Target::Gfx942, bad)
            .err()
            .expect("a form without scheduling facts is rejected")
            .to_string();
        assert!(e.contains("`x`") && e.contains("sched"), "{e}");
        let ok = "[sched_default]\nsalu = { pipe = \"HWSALU\", latency = 1, issue = 1 }\n\n\
                  [[op]]\nname = \"x\"\noperands = []\nunit = \"salu\"\nsize = 4\n\n\
                  [[op]]\nname = \"y\"\noperands = []\nunit = \"salu\"\nsize = 4\n\
                  sched = { pipe = \"HWXDL\", latency = 16, issue = 16 }\n";
        let specs = specs(Target::Gfx942, ok);
        let s = |n: usize| specs.ops[n].sched;
        assert_eq!((s(0).pipe, s(0).issue), (super::super::Pipe::Salu, 1));
        assert_eq!((s(1).pipe, s(1).issue), (super::super::Pipe::Xdl, 16));
    }
}
