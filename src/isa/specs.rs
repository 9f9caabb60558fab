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
use super::{
    AddrSpace, Counter, List, Name, OpInfo, Opcode, OperandInfo, Role, Sched, Unit, VopdInfo,
};
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

/// One target's facts as read from its TOML, in the shape of the compiled tables. Strings are
/// leaked to get `OpInfo`'s `'static` fields: this runs only in tests.
pub(super) struct Specs {
    pub ops: Vec<OpInfo>,
    /// Printed mnemonic -> its forms, sorted by mnemonic.
    pub by_name: Vec<(&'static str, Vec<Opcode>)>,
    /// Alias -> the forms of the printed mnemonics it stands for, sorted by alias.
    pub aliases: Vec<(&'static str, Vec<Opcode>)>,
    /// `[sched_default]`, sorted by unit name.
    pub sched_default: Vec<(Unit, Sched)>,
}

fn leak(s: String) -> &'static str {
    s.leak()
}

fn leak_slice<T>(v: Vec<T>) -> List<T> {
    List(v.leak())
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
    let mut by_name: HashMap<&'static str, Vec<Opcode>> = HashMap::new();
    for (i, raw) in file.op.into_iter().enumerate() {
        let info = raw.into_info(target, &file.sched_default)?;
        by_name
            .entry(info.name.as_str())
            .or_default()
            .push(Opcode(i as u16));
        ops.push(info);
    }
    // A later alias of the same name replaces an earlier one, as the map of the loader did.
    let aliases: HashMap<&'static str, Vec<Opcode>> = file
        .alias
        .into_iter()
        .map(|a| {
            let forms =
                a.to.iter()
                    .flat_map(|c| by_name.get(c.as_str()).into_iter().flatten().copied())
                    .collect();
            (leak(a.name), forms)
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

fn sorted(map: HashMap<&'static str, Vec<Opcode>>) -> Vec<(&'static str, Vec<Opcode>)> {
    let mut v: Vec<_> = map.into_iter().collect();
    v.sort_unstable_by_key(|(name, _)| *name);
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
    fn into_info(
        self,
        target: Target,
        sched_default: &HashMap<Unit, Sched>,
    ) -> Result<OpInfo, IsaError> {
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
        Ok(OpInfo {
            sched,
            half,
            operands: leak_slice(operands),
            implicit_defs: leak_slice(implicit_defs),
            implicit_uses: leak_slice(implicit_uses),
            llvm: leak_slice(self.llvm.into_iter().map(|l| Name(leak(l))).collect()),
            unit: self.unit,
            addr_space: self.addr_space,
            counters: leak_slice(self.counters),
            vopd: self.vopd.map(|v| VopdInfo {
                x: v.x,
                y: v.y,
                dual: Name(leak(v.dual)),
            }),
            may_load: self.may_load,
            may_store: self.may_store,
            atomic_return: self.atomic_return,
            is_branch: self.is_branch,
            is_conditional: self.is_conditional,
            ends_block: self.ends_block,
            size: self.size,
            name: Name(leak(self.name)),
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

/// The source of `generated/<target>.rs`.
pub(super) fn generate(target: Target, specs: &Specs) -> String {
    let mut out = String::with_capacity(specs.ops.len() * 400);
    let _ = write!(
        out,
        "// Generated from isa-specs/{target}.toml by src/isa/specs.rs; do not edit: regenerate with\n\
         // `GFXOPT_BLESS=1 cargo test --release --lib isa::specs` (one form per line).\n\n\
         use super::{{o, of, s}};\n\
         use crate::asm::{{Half, SpecialReg as R, Target}};\n\
         use crate::isa::table::Isa;\n\
         use crate::isa::OperandClass::*;\n\
         use crate::isa::Role::*;\n\
         use crate::isa::{{AddrSpace, Counter, List, Name, OpInfo, Opcode, Pipe, Unit, VopdInfo}};\n\n\
         pub(in crate::isa) static ISA: Isa = Isa {{\n    target: Target::{target:?},\n    ops: &[\n"
    );
    for op in &specs.ops {
        out.push_str("        ");
        op_literal(&mut out, op);
        out.push_str(",\n");
    }
    out.push_str("    ],\n    by_name: &[\n");
    name_table(&mut out, &specs.by_name);
    out.push_str("    ],\n    aliases: &[\n");
    name_table(&mut out, &specs.aliases);
    out.push_str("    ],\n    sched_default: &[\n");
    for (unit, sched) in &specs.sched_default {
        let _ = writeln!(out, "        (Unit::{unit:?}, {}),", sched_literal(sched));
    }
    out.push_str("    ],\n};\n");
    out
}

fn name_table(out: &mut String, table: &[(&'static str, Vec<Opcode>)]) {
    for (name, forms) in table {
        let codes: Vec<String> = forms.iter().map(|c| format!("Opcode({})", c.0)).collect();
        let _ = writeln!(out, "        ({name:?}, &[{}]),", codes.join(", "));
    }
}

fn sched_literal(s: &Sched) -> String {
    format!("s(Pipe::{:?}, {}, {})", s.pipe, s.latency, s.issue)
}

fn list<T>(items: &[T], each: impl Fn(&T) -> String) -> String {
    let parts: Vec<String> = items.iter().map(each).collect();
    format!("List(&[{}])", parts.join(", "))
}

fn operand_literal(o: &OperandInfo) -> String {
    match o.fixed {
        None => format!("o({:?}, {:?}, {})", o.role, o.class, o.dwords),
        Some(r) => format!("of({:?}, {:?}, {}, R::{r:?})", o.role, o.class, o.dwords),
    }
}

fn op_literal(out: &mut String, op: &OpInfo) {
    let opt = |v: Option<String>| v.unwrap_or_else(|| "None".to_string());
    let _ = write!(
        out,
        "OpInfo {{ name: Name({:?}), llvm: {}, operands: {}, implicit_defs: {}, implicit_uses: {}, \
         unit: Unit::{:?}, addr_space: {}, counters: {}, vopd: {}, may_load: {}, may_store: {}, \
         atomic_return: {}, is_branch: {}, is_conditional: {}, ends_block: {}, half: {}, \
         size: {}, sched: {} }}",
        op.name,
        list(&op.llvm, |l| format!("Name({l:?})")),
        list(&op.operands, operand_literal),
        list(&op.implicit_defs, |r| format!("R::{r:?}")),
        list(&op.implicit_uses, |r| format!("R::{r:?}")),
        op.unit,
        opt(op.addr_space.map(|a| format!("Some(AddrSpace::{a:?})"))),
        list(&op.counters, |c| format!("Counter::{c:?}")),
        opt(op.vopd.as_ref().map(|v| format!(
            "Some(VopdInfo {{ x: {}, y: {}, dual: Name({:?}) }})",
            v.x, v.y, v.dual
        ))),
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
                assert_eq!(info, want, "{target}: form {}", code.0);
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
