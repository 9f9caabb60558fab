//! `cache-policy`: nontemporal cache-policy bits on streaming global loads and stores (gfx942).
//!
//! A buffer is *streaming* when every address of it is touched once per kernel: each element is
//! read at most once and written at most once, by one work-item. Keeping such data in the L2
//! only evicts data that has reuse; the seed (002_57e22d5efaebf827.txt) measured a vector add on
//! MI300X going from 71.9% to 82.7% of peak bandwidth by marking its accesses (noisy, ±7%).
//!
//! ## The bits (LLVM AMDGPUUsage, "Memory Model GFX942", code sequences table)
//! A non-atomic, non-volatile *nontemporal* global load or store is `buffer/global/flat_load
//! nt=1` / `..._store nt=1` on GFX942 (GFX940/941 stores add `sc0=1 sc1=1`). LLVM's
//! `SIGfx940CacheControl::enableVolatileAndOrNonTemporal` sets exactly the NT bit, and clang 19
//! compiles `__builtin_nontemporal_load/store` for gfx942 to `global_load_dword ... off nt`. That
//! is the default here. The seed's variant, a relaxed system-scope atomic, is `sc0 sc1` (the
//! `samples/vector_add_nt` kernel): ask for it with `cache-policy=sc0+sc1`.
//!
//! None of the bits changes a value a data-race-free kernel computes: NT is a replacement
//! policy, SC0/SC1 only widen the coherence scope of a non-atomic access. Atomics are never
//! touched (their SC0 selects "return the old value").
//!
//! ## The proof of "no temporal reuse"
//! Every global access's address is evaluated symbolically, back through its reaching
//! definitions, to `base + offset` where `base` is a `global_buffer` kernel argument loaded from
//! the kernarg segment and `offset` a polynomial over work-item ids, work-group ids, work-group
//! sizes (hidden arguments) and 32-bit scalar arguments. Modelled: scalar and vector moves, adds
//! (`v_add_co_u32` + `v_add_co_ci_u32` pairs included), multiplies, `mad`s, left shifts, the
//! sign/zero extension of a 32-bit index to 64 bits, the `v0` work-item id unpacking and the
//! `0xffff` / `>> 16` split of the packed group sizes. An access streams when
//! 1. it is not inside a loop (a loop re-executes it: same address again, or a loop-carried
//!    address we do not bound);
//! 2. the offset is affine in the ids (no product of two ids) and, for every dimension the
//!    dispatch enables (`.amdhsa_system_vgpr_workitem_id`, `..._sgpr_workgroup_id_*`), has a
//!    nonzero term in that work-item id and in that work-group id: otherwise work-items (or
//!    work-groups) differing only in that dimension read the same address;
//! 3. a constant per-lane stride is at least the access width (lanes do not overlap).
//!
//! A buffer streams when every access to it streams, none is atomic, and its loads share one
//! offset, its stores share one offset, and when it has both they are the same offset: the
//! read-modify-write of daxpy's `y` or SGEMM's `C` (beta) reads each element once and writes it
//! once from the same lane, so it streams too. When some global access's base cannot be traced
//! to an argument, it may alias any buffer and nothing is marked.
//!
//! The 32-bit index arithmetic is assumed not to overflow (as the source language does: signed
//! overflow is undefined in HIP). The proof is that no dimension of the launch is missing from
//! an address, which is what broadcasts and loops violate; it does not bound the ranges of the
//! terms (a 2-D index `y * W + x` is distinct per work-item only because the kernel guards
//! `x < W`).
//!
//! ## Options
//! `cache-policy=ITEM+ITEM...` (`+`, because `--passes` is a comma-separated list). An item is
//! a bit (`nt`, `sc0`, `sc1`; default `nt`) or a kernel argument (`argN` by explicit index, or
//! its metadata name). Naming arguments restricts the pass to them and marks them even when the
//! proof fails (the user asserts they stream; logged as an assumption), as long as every access
//! to them is traced and none is atomic.
//!
//! ## gfx1100
//! Refused, with the analysis still logged. AMDGPUUsage's "Memory Model GFX10-GFX11" table
//! gives nontemporal as load `slc=1 dlc=1`, store `glc=1 slc=1 dlc=1`; SIMemoryLegalizer's
//! comment: L0/L1 policy HIT_EVICT (loads) / MISS_EVICT (stores), L2 policy STREAM, MALL
//! NOALLOC. Those are replacement policies, and no RDNA3 document or measurement we found claims
//! a bandwidth gain for a streaming kernel (the seed's gain is an MI300X L2 measurement); a
//! hint we cannot measure here (no GPU) is not applied.

use super::{entry, find_kernel, PassContext, PassError, PassLogEntry};
use crate::asm::{Instruction, Modifier, Module, Operand, OperandKind, RegFile, Target};
use crate::flow::dataflow::{DefUse, ENTRY};
use crate::flow::insts::{instruction, Code};
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
use crate::isa::semantics::address_operands;
use crate::isa::{AddrSpace, Isa, OperandClass, Role, Unit};
use crate::kernel::Kernel;
use std::collections::BTreeMap;
use std::fmt;

pub const NAME: &str = "cache-policy";

/// Cache-policy bits to set (gfx942 spelling).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bits {
    pub sc0: bool,
    pub sc1: bool,
    pub nt: bool,
}

impl Bits {
    /// LLVM's nontemporal load/store on gfx942.
    pub const NONTEMPORAL: Bits = Bits {
        sc0: false,
        sc1: false,
        nt: true,
    };

    fn names(self) -> Vec<&'static str> {
        [("sc0", self.sc0), ("sc1", self.sc1), ("nt", self.nt)]
            .into_iter()
            .filter(|(_, on)| *on)
            .map(|(n, _)| n)
            .collect()
    }
}

impl fmt::Display for Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.names().join(" "))
    }
}

/// The parsed option of the pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub bits: Bits,
    /// Arguments the user named (`A`, `arg2`); empty: choose from the analysis.
    pub args: Vec<String>,
}

/// Parses `nt`, `sc0+sc1`, `A+C`, `arg0+arg2+sc0+sc1`.
pub fn parse_option(option: Option<&str>) -> Result<Options, PassError> {
    let mut bits = Bits {
        sc0: false,
        sc1: false,
        nt: false,
    };
    let mut args = Vec::new();
    for item in option.unwrap_or("").split('+').map(str::trim) {
        match item {
            "" => {}
            "nt" => bits.nt = true,
            "sc0" => bits.sc0 = true,
            "sc1" => bits.sc1 = true,
            a if a.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') => {
                args.push(a.to_string())
            }
            _ => {
                return Err(PassError::BadOption {
                    pass: NAME.into(),
                    option: option.unwrap_or("").into(),
                })
            }
        }
    }
    if bits.names().is_empty() {
        bits = Bits::NONTEMPORAL;
    }
    Ok(Options { bits, args })
}

/// The pass entry point (see the module documentation).
pub fn run(
    cx: &mut PassContext,
    name: &str,
    option: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let opts = parse_option(option)?;
    let mut log = entry(NAME, name);
    let kernel = find_kernel(cx, name)?;
    let flow = cx.flow(&kernel)?;
    let an = analyze(cx.module, &kernel, cx.isa, &flow);
    for a in &opts.args {
        if an.arg_index(a).is_none() {
            return Err(PassError::BadOption {
                pass: NAME.into(),
                option: format!(
                    "{} (kernel `{name}` has no argument `{a}`; use argN or a metadata name)",
                    option.unwrap_or("")
                ),
            });
        }
    }
    log.refused.extend(an.notes.iter().cloned());
    let mut edits: Vec<(usize, String)> = Vec::new();
    for (arg, verdict) in &an.args {
        let named = opts.args.iter().any(|a| an.arg_index(a) == Some(*arg));
        if !opts.args.is_empty() && !named {
            continue;
        }
        let label = an.arg_label(*arg);
        let accesses: Vec<&Access> = an.accesses.iter().filter(|x| x.arg == Some(*arg)).collect();
        let apply = match verdict {
            Verdict::Streams(why) => Some(why.clone()),
            Verdict::Reuse(why) if named && !an.untraced && !an.has_atomic(*arg) => {
                log.assumptions.push(format!(
                    "{label}: named by the user as streaming; not proved: {why}"
                ));
                Some("named by the user".to_string())
            }
            Verdict::Reuse(why) => {
                log.refused
                    .push((label.clone(), format!("left alone: {why}")));
                None
            }
        };
        let Some(why) = apply else { continue };
        if cx.target != Target::Gfx942 {
            log.refused.push((
                label.clone(),
                format!(
                    "streams ({why}), but gfx1100 is not changed: its nontemporal encoding \
                     (slc dlc on loads, glc slc dlc on stores: L2 STREAM and MALL NOALLOC \
                     policies) has no documented or measured bandwidth benefit for RDNA3"
                ),
            ));
            continue;
        }
        for x in accesses {
            let line = line_of(cx.module, x.line);
            if x.existing {
                log.refused.push((
                    format!("line {line}"),
                    format!("{label}: already carries cache-policy bits; left as written"),
                ));
                continue;
            }
            edits.push((
                x.line,
                format!("line {line}: {} {label} +{} ({why})", x.mnemonic, opts.bits),
            ));
        }
    }
    if cx.target != Target::Gfx942 {
        log.refused.push((
            name.to_string(),
            "gfx1100: no bits set (see the pass documentation: RDNA3's slc/dlc policies \
             are not shown to help streaming kernels)"
                .into(),
        ));
    }
    for (idx, msg) in edits {
        if let Some(inst) = cx.module.lines[idx].instruction_mut() {
            set_bits(inst, opts.bits);
            log.changed.push(msg);
        }
    }
    Ok(log)
}

/// Adds the bits in LLVM's printing order (`sc0 sc1 nt`, after any `offset:`).
fn set_bits(inst: &mut Instruction, bits: Bits) {
    for n in bits.names() {
        if inst.modifier(n).is_none() {
            inst.modifiers.push(Modifier::flag(n));
        }
    }
}

fn line_of(module: &Module, idx: usize) -> u32 {
    module.lines[idx].line_number().unwrap_or(idx as u32 + 1)
}

// ---------------------------------------------------------------------------------------------
// Symbolic values

/// A factor of a symbolic value.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Atom {
    /// The address of a `global_buffer` argument (explicit index).
    Base(usize),
    /// Work-item id in dimension 0..3.
    Tid(u8),
    /// Work-group id.
    Wg(u8),
    /// Work-group size (hidden argument).
    GroupSize(u8),
    /// A 32-bit by-value argument (explicit index).
    Arg(usize),
    /// `v0` at entry when several work-item ids are packed in it.
    TidPacked,
    /// A kernarg dword holding two 16-bit hidden arguments (at this byte offset).
    Dword(u32),
    /// A grid-stride loop's offset, proved by [`grid_stride`] in `flow::address`'s algebra
    /// (`a*(tid.x + size.x*wg.x + size.x*blocks.x*iter) + c`, shown as text): two accesses
    /// with the same text address the same element in the same iteration.
    GridStride(String),
}

const DIMS: [&str; 3] = ["x", "y", "z"];

/// A polynomial with integer coefficients: monomial (sorted atoms) → coefficient.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Poly(BTreeMap<Vec<Atom>, i64>);

type R<T> = Result<T, String>;

impl Poly {
    fn constant(k: i64) -> Poly {
        let mut p = Poly::default();
        if k != 0 {
            p.0.insert(Vec::new(), k);
        }
        p
    }

    fn atom(a: Atom) -> Poly {
        let mut p = Poly::default();
        p.0.insert(vec![a], 1);
        p
    }

    fn add(mut self, other: &Poly) -> R<Poly> {
        for (m, c) in &other.0 {
            let e = self.0.entry(m.clone()).or_insert(0);
            *e = e.checked_add(*c).ok_or("coefficient overflow")?;
            if *e == 0 {
                self.0.remove(m);
            }
        }
        Ok(self)
    }

    fn mul(&self, other: &Poly) -> R<Poly> {
        let mut out = Poly::default();
        for (ma, ca) in &self.0 {
            for (mb, cb) in &other.0 {
                let mut m = ma.clone();
                m.extend(mb.iter().cloned());
                m.sort();
                if m.len() > 4 {
                    return Err("product of more than four factors".into());
                }
                let c = ca.checked_mul(*cb).ok_or("coefficient overflow")?;
                out = out.add(&Poly(BTreeMap::from([(m, c)])))?;
            }
        }
        if out.0.len() > 32 {
            return Err("expression too large".into());
        }
        Ok(out)
    }

    fn shl(&self, k: i64) -> R<Poly> {
        if !(0..32).contains(&k) {
            return Err(format!("shift by {k}"));
        }
        self.mul(&Poly::constant(1 << k))
    }

    fn as_const(&self) -> Option<i64> {
        match self.0.len() {
            0 => Some(0),
            1 => self.0.get(&Vec::new()).copied(),
            _ => None,
        }
    }

    fn as_atom(&self) -> Option<&Atom> {
        match self.0.iter().next() {
            Some((m, 1)) if self.0.len() == 1 && m.len() == 1 => m.first(),
            _ => None,
        }
    }

    fn show(&self, names: &dyn Fn(usize) -> String) -> String {
        if self.0.is_empty() {
            return "0".into();
        }
        let atom = |a: &Atom| match a {
            Atom::Base(i) => names(*i),
            Atom::Tid(d) => format!("tid.{}", DIMS[*d as usize]),
            Atom::Wg(d) => format!("wg.{}", DIMS[*d as usize]),
            Atom::GroupSize(d) => format!("size.{}", DIMS[*d as usize]),
            Atom::Arg(i) => names(*i),
            Atom::TidPacked => "v0".into(),
            Atom::Dword(b) => format!("kernarg[{b:#x}]"),
            Atom::GridStride(t) => t.clone(),
        };
        let terms: Vec<String> = self
            .0
            .iter()
            .rev()
            .map(|(m, c)| {
                let f: Vec<String> = m.iter().map(atom).collect();
                match (c, f.is_empty()) {
                    (c, true) => c.to_string(),
                    (1, false) => f.join("*"),
                    (c, false) => format!("{c}*{}", f.join("*")),
                }
            })
            .collect();
        terms.join(" + ")
    }
}

// ---------------------------------------------------------------------------------------------
// Evaluation of register values

struct Eval<'a> {
    module: &'a Module,
    kernel: &'a Kernel,
    isa: &'a Isa,
    code: &'a Code,
    du: &'a DefUse,
}

fn unit_of(r: crate::asm::RegRange, i: u16) -> RegUnit {
    RegUnit::reg(r.file, r.first + i)
}

/// The source operands of an instruction: explicit uses that are not fixed registers.
fn sources<'i>(isa: &Isa, op: crate::isa::Opcode, inst: &'i Instruction) -> Vec<&'i Operand> {
    let info = isa.info(op);
    inst.operands
        .iter()
        .enumerate()
        .filter(|(i, _)| {
            info.operands.get(*i).is_none_or(|o| {
                o.role == Role::Use && o.fixed.is_none() && o.class != OperandClass::Off
            })
        })
        .map(|(_, o)| o)
        .collect()
}

fn base_mnemonic(m: &str) -> &str {
    m.trim_end_matches("_e32").trim_end_matches("_e64")
}

impl Eval<'_> {
    fn line(&self, d: usize) -> u32 {
        line_of(self.module, self.code.insts[d].line)
    }

    fn single_def(&self, at: usize, unit: RegUnit) -> R<u32> {
        match self.du.reaching(at, unit) {
            [d] => Ok(*d),
            [] => Err(format!(
                "no definition of {unit} reaches line {}",
                self.line(at)
            )),
            _ => Err(format!(
                "{unit} at line {} merges several definitions (a loop-carried or joined value)",
                self.line(at)
            )),
        }
    }

    /// A 32-bit operand read by instruction `at`.
    fn op32(&self, at: usize, op: &Operand, depth: u32) -> R<Poly> {
        match &op.kind {
            OperandKind::Int { value, .. } => Ok(Poly::constant(*value as i32 as i64)),
            OperandKind::Reg(r) if r.count == 1 && r.half.is_none() => {
                self.unit32(at, unit_of(*r, 0), depth)
            }
            _ => Err(format!(
                "operand `{op}` at line {} is not modelled",
                self.line(at)
            )),
        }
    }

    fn unit32(&self, at: usize, unit: RegUnit, depth: u32) -> R<Poly> {
        if depth > 48 {
            return Err("definition chain too deep".into());
        }
        let d = self.single_def(at, unit)?;
        if d == ENTRY {
            return self.entry_value(unit);
        }
        self.def32(d as usize, unit, depth + 1)
    }

    /// What a register holds at kernel entry.
    fn entry_value(&self, unit: RegUnit) -> R<Poly> {
        let desc = &self.kernel.descriptor;
        if unit == RegUnit::vgpr(0) {
            return Ok(match desc.get("system_vgpr_workitem_id").unwrap_or(0) {
                0 => Poly::atom(Atom::Tid(0)),
                _ => Poly::atom(Atom::TidPacked),
            });
        }
        if let Some((RegFile::S, idx)) = unit.numbered() {
            let mut s = desc.get("user_sgpr_count").unwrap_or(0);
            for d in 0..3u8 {
                if desc.get(&format!("system_sgpr_workgroup_id_{}", DIMS[d as usize])) == Some(1) {
                    if s == idx as i64 {
                        return Ok(Poly::atom(Atom::Wg(d)));
                    }
                    s += 1;
                }
            }
        }
        Err(format!(
            "{unit} is read at entry and is not a work-item or work-group id"
        ))
    }

    /// The kernarg byte offset the scalar load at `d` puts in `unit` (if it loads the kernarg
    /// segment through the pointer the hardware gave, not a reused register pair).
    fn kernarg_byte(&self, d: usize, unit: RegUnit) -> Option<u32> {
        let inst = instruction(self.module, &self.code.insts[d]);
        let dst = inst.operands.first()?.as_reg()?;
        let base = inst.operands.get(1)?.as_reg()?;
        let OperandKind::Int { value, .. } = inst.operands.get(2)?.kind else {
            return None;
        };
        if !crate::flow::trip::loads_kernarg(self.kernel, self.du, d, base) {
            return None;
        }
        let (_, idx) = unit.numbered()?;
        u32::try_from(value + 4 * (idx as i64 - dst.first as i64)).ok()
    }

    fn explicit_arg_at(&self, byte: u32, size: u32) -> Option<(usize, &crate::kernel::KernelArg)> {
        let md = self.kernel.metadata.as_ref()?;
        md.explicit_args()
            .enumerate()
            .find(|(_, a)| a.offset == byte && a.size == size)
    }

    fn hidden_group_size_at(&self, byte: u32) -> Option<u8> {
        let md = self.kernel.metadata.as_ref()?;
        let a = md.args.iter().find(|a| a.offset == byte && a.size == 2)?;
        DIMS.iter()
            .position(|d| a.value_kind == format!("hidden_group_size_{d}"))
            .map(|d| d as u8)
    }

    /// The 32-bit value instruction `d` writes to `unit`.
    fn def32(&self, d: usize, unit: RegUnit, depth: u32) -> R<Poly> {
        let di = &self.code.insts[d];
        let inst = instruction(self.module, di);
        let info = self.isa.info(di.op);
        let bad = || {
            format!(
                "line {}: `{}` is not modelled in address arithmetic",
                self.line(d),
                inst.mnemonic
            )
        };
        if inst.dual.is_some() {
            return Err(bad());
        }
        if info.unit == Unit::Smem {
            let byte = self.kernarg_byte(d, unit).ok_or_else(bad)?;
            if let Some((i, a)) = self.explicit_arg_at(byte, 4) {
                if a.value_kind == "by_value" {
                    return Ok(Poly::atom(Atom::Arg(i)));
                }
            }
            if self.hidden_group_size_at(byte).is_some() {
                return Ok(Poly::atom(Atom::Dword(byte)));
            }
            return Err(format!(
                "line {}: kernarg byte {byte:#x} is not a 32-bit argument",
                self.line(d)
            ));
        }
        let dst = inst
            .operands
            .first()
            .and_then(Operand::as_reg)
            .ok_or_else(bad)?;
        let half = unit.index() as i64 - unit_of(dst, 0).index() as i64;
        let src = sources(self.isa, di.op, inst);
        let s = |i: usize| -> R<Poly> {
            let o = src.get(i).ok_or_else(bad)?;
            self.op32(d, o, depth)
        };
        let name = base_mnemonic(&inst.mnemonic);
        if dst.count == 2 {
            // The low half of a 64-bit result used as a 32-bit value.
            if half != 0 {
                return Err(bad());
            }
            return match name {
                "v_mad_u64_u32" | "v_mad_i64_i32" => {
                    let c = src.get(2).and_then(|o| o.as_reg()).ok_or_else(bad)?;
                    s(0)?
                        .mul(&s(1)?)?
                        .add(&self.unit32(d, unit_of(c, 0), depth)?)
                }
                _ => Err(bad()),
            };
        }
        match name {
            "s_mov_b32" | "s_movk_i32" | "v_mov_b32" => s(0),
            "s_add_i32" | "s_add_u32" | "v_add_u32" | "v_add_nc_u32" | "v_add_co_u32"
            | "v_add_i32" => s(0)?.add(&s(1)?),
            "v_add3_u32" => s(0)?.add(&s(1)?)?.add(&s(2)?),
            "s_mul_i32" | "v_mul_lo_u32" | "v_mul_u32_u24" | "v_mul_i32_i24" => s(0)?.mul(&s(1)?),
            "v_mad_u32_u24" | "v_mad_i32_i24" => s(0)?.mul(&s(1)?)?.add(&s(2)?),
            "s_lshl_b32" => s(0)?.shl(s(1)?.as_const().ok_or_else(bad)?),
            "v_lshlrev_b32" => s(1)?.shl(s(0)?.as_const().ok_or_else(bad)?),
            "v_lshl_add_u32" => s(0)?.shl(s(1)?.as_const().ok_or_else(bad)?)?.add(&s(2)?),
            "v_add_lshl_u32" => s(0)?.add(&s(1)?)?.shl(s(2)?.as_const().ok_or_else(bad)?),
            "s_and_b32" | "v_and_b32" => {
                let (a, b) = (s(0)?, s(1)?);
                let (mask, v) = match (a.as_const(), b.as_const()) {
                    (Some(m), _) => (m, b),
                    (_, Some(m)) => (m, a),
                    _ => return Err(bad()),
                };
                match (v.as_atom(), mask) {
                    (Some(Atom::TidPacked), 0x3ff) => Ok(Poly::atom(Atom::Tid(0))),
                    // Work-item ids are below 1024: the mask keeps them.
                    (Some(Atom::Tid(_)), 0x3ff) => Ok(v.clone()),
                    (Some(Atom::Dword(b)), 0xffff) => self
                        .hidden_group_size_at(*b)
                        .map(|g| Poly::atom(Atom::GroupSize(g)))
                        .ok_or_else(bad),
                    _ => Err(bad()),
                }
            }
            "s_lshr_b32" => match (s(0)?.as_atom(), s(1)?.as_const()) {
                (Some(Atom::Dword(b)), Some(16)) => self
                    .hidden_group_size_at(b + 2)
                    .map(|g| Poly::atom(Atom::GroupSize(g)))
                    .ok_or_else(bad),
                _ => Err(bad()),
            },
            "v_bfe_u32" => match (s(0)?.as_atom(), s(1)?.as_const(), s(2)?.as_const()) {
                (Some(Atom::TidPacked), Some(10), Some(10)) => Ok(Poly::atom(Atom::Tid(1))),
                (Some(Atom::TidPacked), Some(20), Some(10)) => Ok(Poly::atom(Atom::Tid(2))),
                _ => Err(bad()),
            },
            _ => Err(bad()),
        }
    }

    /// A 64-bit operand (register pair or constant) read by instruction `at`.
    fn op64(&self, at: usize, op: &Operand, depth: u32) -> R<Poly> {
        match &op.kind {
            OperandKind::Int { value, .. } => Ok(Poly::constant(*value)),
            OperandKind::Reg(r) if r.count == 2 => {
                self.pair(at, unit_of(*r, 0), at, unit_of(*r, 1), depth)
            }
            _ => Err(format!(
                "operand `{op}` at line {} is not a 64-bit value",
                self.line(at)
            )),
        }
    }

    /// The 64-bit value of (`lo` as read at `lo_at`, `hi` as read at `hi_at`).
    fn pair(&self, lo_at: usize, lo: RegUnit, hi_at: usize, hi: RegUnit, depth: u32) -> R<Poly> {
        if depth > 48 {
            return Err("definition chain too deep".into());
        }
        let dl = self.single_def(lo_at, lo)?;
        let dh = self.single_def(hi_at, hi)?;
        if dl == ENTRY || dh == ENTRY {
            return Err(format!("{lo}:{hi} is read at entry (the kernarg pointer?)"));
        }
        let (dl, dh) = (dl as usize, dh as usize);
        let hi_inst = instruction(self.module, &self.code.insts[dh]);
        let hi_src = sources(self.isa, self.code.insts[dh].op, hi_inst);
        let hi_name = base_mnemonic(&hi_inst.mnemonic);
        // Sign extension `v_ashrrev_i32 hi, 31, lo` of the same `lo`, or zero extension.
        if dl != dh {
            let same_lo = |o: &Operand| {
                o.as_reg().map(|r| unit_of(r, 0)) == Some(lo)
                    && self.du.reaching(dh, lo) == [dl as u32]
            };
            let is_const = |o: &Operand, k: i64| matches!(o.kind, OperandKind::Int { value, .. } if value == k);
            match (hi_name, hi_src.as_slice()) {
                ("v_ashrrev_i32", [k, x]) if is_const(k, 31) && same_lo(x) => {
                    return self.unit32(lo_at, lo, depth + 1)
                }
                ("v_mov_b32" | "s_mov_b32", [k]) if is_const(k, 0) => {
                    return self.unit32(lo_at, lo, depth + 1)
                }
                _ => {}
            }
            // gfx11 64-bit add: v_add_co_u32 lo, vcc, a, b + v_add_co_ci_u32 hi, vcc, c, d, vcc.
            let lo_inst = instruction(self.module, &self.code.insts[dl]);
            let lo_src = sources(self.isa, self.code.insts[dl].op, lo_inst);
            let lo_name = base_mnemonic(&lo_inst.mnemonic);
            if lo_name == "v_add_co_u32" && hi_name == "v_add_co_ci_u32" {
                let (Some(a), Some(b), Some(c), Some(e)) =
                    (lo_src.first(), lo_src.get(1), hi_src.first(), hi_src.get(1))
                else {
                    return Err(format!("line {}: unexpected add operands", self.line(dl)));
                };
                let half = |x: &Operand, xh: &Operand| -> R<Poly> {
                    match (x.as_reg(), xh.as_reg()) {
                        (Some(r), Some(rh)) => {
                            self.pair(dl, unit_of(r, 0), dh, unit_of(rh, 0), depth + 1)
                        }
                        _ => Err(format!("line {}: constant in a 64-bit add", self.line(dl))),
                    }
                };
                return half(a, c)?.add(&half(b, e)?);
            }
            // Two moves of a scalar pair: v_mov_b32 lo, sN; v_mov_b32 hi, sN+1.
            if lo_name == "v_mov_b32" && hi_name == "v_mov_b32" {
                if let (Some(a), Some(b)) = (
                    lo_src.first().and_then(|o| o.as_reg()),
                    hi_src.first().and_then(|o| o.as_reg()),
                ) {
                    return self.pair(dl, unit_of(a, 0), dh, unit_of(b, 0), depth + 1);
                }
            }
            return Err(format!(
                "{lo}:{hi} at line {} come from different instructions (lines {} and {})",
                self.line(lo_at),
                self.line(dl),
                self.line(dh)
            ));
        }
        let d = dl;
        let di = &self.code.insts[d];
        let inst = instruction(self.module, di);
        let bad = || {
            format!(
                "line {}: `{}` is not modelled in 64-bit address arithmetic",
                self.line(d),
                inst.mnemonic
            )
        };
        let dst = inst
            .operands
            .first()
            .and_then(Operand::as_reg)
            .ok_or_else(bad)?;
        if self.isa.info(di.op).unit == Unit::Smem {
            // One pointer of a multi-dword kernarg load (`s_load_dwordx4 s[4:7]`).
            let byte = self.kernarg_byte(d, lo).ok_or_else(bad)?;
            if self.kernarg_byte(d, hi) != Some(byte + 4) {
                return Err(bad());
            }
            return match self.explicit_arg_at(byte, 8) {
                Some((i, a)) if a.value_kind == "global_buffer" => Ok(Poly::atom(Atom::Base(i))),
                _ => Err(format!(
                    "line {}: kernarg byte {byte:#x} is not a global buffer argument",
                    self.line(d)
                )),
            };
        }
        if unit_of(dst, 0) != lo || dst.count != 2 {
            return Err(bad());
        }
        let src = sources(self.isa, di.op, inst);
        let get = |i: usize| src.get(i).copied().ok_or_else(bad);
        let konst =
            |i: usize| -> R<i64> { self.op32(d, get(i)?, depth)?.as_const().ok_or_else(bad) };
        match base_mnemonic(&inst.mnemonic) {
            "v_lshl_add_u64" => self
                .op64(d, get(0)?, depth + 1)?
                .shl(konst(1)?)?
                .add(&self.op64(d, get(2)?, depth + 1)?),
            "v_lshlrev_b64" => self.op64(d, get(1)?, depth + 1)?.shl(konst(0)?),
            "v_mad_u64_u32" | "v_mad_i64_i32" => self
                .op32(d, get(0)?, depth + 1)?
                .mul(&self.op32(d, get(1)?, depth + 1)?)?
                .add(&self.op64(d, get(2)?, depth + 1)?),
            "v_mov_b64" | "s_mov_b64" => self.op64(d, get(0)?, depth + 1),
            "s_add_u64" | "v_add_u64" => {
                self.op64(d, get(0)?, depth + 1)?
                    .add(&self.op64(d, get(1)?, depth + 1)?)
            }
            _ => Err(bad()),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The analysis

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Load,
    Store,
    Atomic,
}

/// One global memory instruction.
#[derive(Clone, Debug)]
struct Access {
    /// Index in `Module::lines`.
    line: usize,
    mnemonic: String,
    kind: Kind,
    /// The argument whose buffer it addresses, when traced.
    arg: Option<usize>,
    /// The byte offset from the argument's base, when evaluated.
    offset: Option<Poly>,
    /// Why this access alone cannot stream (loop, missing dimension, ...).
    reuse: Option<String>,
    /// Already carries `nt`, `sc0`, `sc1` (or `glc`/`slc`/`dlc`).
    existing: bool,
}

/// Whether an argument's buffer streams.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Verdict {
    Streams(String),
    Reuse(String),
}

struct Analysis {
    accesses: Vec<Access>,
    /// Per accessed argument (explicit index).
    args: BTreeMap<usize, Verdict>,
    /// Kernel-level refusals (untraced accesses, LDS, other address spaces).
    notes: Vec<(String, String)>,
    /// Some global access could not be traced to an argument.
    untraced: bool,
    /// Explicit argument names (metadata name or `argN`).
    names: Vec<(String, Option<String>)>,
}

impl Analysis {
    fn arg_index(&self, name: &str) -> Option<usize> {
        self.names
            .iter()
            .position(|(n, md)| n == name || md.as_deref() == Some(name))
    }

    fn arg_label(&self, i: usize) -> String {
        match self.names.get(i) {
            Some((n, Some(md))) => format!("{n} `{md}`"),
            Some((n, None)) => n.clone(),
            None => format!("arg{i}"),
        }
    }

    fn has_atomic(&self, arg: usize) -> bool {
        self.accesses
            .iter()
            .any(|a| a.arg == Some(arg) && a.kind == Kind::Atomic)
    }
}

fn access_width(inst: &Instruction, kind: Kind) -> i64 {
    let m = inst.mnemonic.as_str();
    if ["byte", "_b8", "_u8", "_i8"].iter().any(|s| m.contains(s)) {
        return 1;
    }
    if ["short", "_b16", "_u16", "_i16", "d16"]
        .iter()
        .any(|s| m.contains(s))
    {
        return 2;
    }
    let data = match kind {
        Kind::Load => inst.operands.first(),
        _ => inst.operands.get(1),
    };
    data.and_then(Operand::as_reg)
        .map_or(4, |r| 4 * r.count as i64)
}

fn analyze(module: &Module, kernel: &Kernel, isa: &Isa, flow: &KernelFlow) -> Analysis {
    let code = &flow.code;
    let ev = Eval {
        module,
        kernel,
        isa,
        code,
        du: &flow.def_use,
    };
    let names: Vec<(String, Option<String>)> = kernel
        .metadata
        .as_ref()
        .map(|md| {
            md.explicit_args()
                .enumerate()
                .map(|(i, a)| (format!("arg{i}"), a.name.clone()))
                .collect()
        })
        .unwrap_or_default();
    let label = |i: usize| match names.get(i) {
        Some((_, Some(n))) => n.clone(),
        _ => format!("arg{i}"),
    };
    let desc = &kernel.descriptor;
    let tid_dims = desc.get("system_vgpr_workitem_id").unwrap_or(0).clamp(0, 2) as u8;
    let wg_dims: Vec<u8> = (0..3u8)
        .filter(|d| desc.get(&format!("system_sgpr_workgroup_id_{}", DIMS[*d as usize])) == Some(1))
        .collect();
    let loop_of = |i: usize| {
        let b = flow.cfg.block_of[i];
        flow.loops
            .loops
            .iter()
            .filter(|l| l.contains(b))
            .max_by_key(|l| l.depth)
            .map(|l| {
                flow.cfg.blocks[l.header.index()]
                    .label
                    .clone()
                    .unwrap_or_else(|| {
                        format!(
                            "line {}",
                            ev.line(flow.cfg.blocks[l.header.index()].insts.start)
                        )
                    })
            })
    };
    let mut accesses = Vec::new();
    let mut notes = Vec::new();
    let mut untraced = false;
    let mut lds = 0;
    for (i, di) in code.insts.iter().enumerate() {
        let info = isa.info(di.op);
        let kind = match info.unit {
            Unit::VmemLoad => Kind::Load,
            Unit::VmemStore => Kind::Store,
            Unit::VmemAtomic => Kind::Atomic,
            Unit::Lds => {
                lds += 1;
                continue;
            }
            _ => continue,
        };
        let inst = instruction(module, di);
        let line = ev.line(i);
        match info.addr_space {
            Some(AddrSpace::Global) => {}
            Some(AddrSpace::Lds) | Some(AddrSpace::Gds) => {
                lds += 1;
                continue;
            }
            space => {
                untraced = true;
                notes.push((
                    format!("line {line}"),
                    format!(
                        "`{}` ({space:?} memory) is not analyzed; it may touch any buffer",
                        inst.mnemonic
                    ),
                ));
                continue;
            }
        }
        let existing = ["nt", "sc0", "sc1", "glc", "slc", "dlc"]
            .iter()
            .any(|m| inst.modifier(m).is_some());
        let addr = address_operands(info);
        let address = (|| -> R<Poly> {
            let vaddr = inst
                .operands
                .get(*addr.first().ok_or("no address operand")?)
                .ok_or("no address operand")?;
            let saddr = addr
                .get(1)
                .and_then(|&k| inst.operands.get(k))
                .filter(|o| o.as_reg().is_some());
            let mut p = match saddr {
                Some(s) => ev.op64(i, s, 0)?.add(&ev.op32(i, vaddr, 0)?)?,
                None => ev.op64(i, vaddr, 0)?,
            };
            if let Some(m) = inst.modifier("offset") {
                if let crate::asm::ModValue::Int { value, .. } = m.value {
                    p = p.add(&Poly::constant(value))?;
                }
            }
            Ok(p)
        })();
        let mut acc = Access {
            line: di.line,
            mnemonic: inst.mnemonic.to_string(),
            kind,
            arg: None,
            offset: None,
            reuse: None,
            existing,
        };
        let mut loop_reason = loop_of(i).map(|h| {
            format!(
                "line {line} is inside the loop at {h}: each iteration accesses it again \
                 (re-reads across iterations are not ruled out)"
            )
        });
        if let Some(lr) = &loop_reason {
            match grid_stride(module, kernel, isa, flow, i, access_width(inst, kind)) {
                Ok((b, off)) => {
                    accesses.push(Access {
                        line: di.line,
                        mnemonic: inst.mnemonic.to_string(),
                        kind,
                        arg: Some(b),
                        offset: Some(off),
                        reuse: None,
                        existing,
                    });
                    continue;
                }
                Err(why) => loop_reason = Some(format!("{lr}; not a grid-stride stream: {why}")),
            }
        }
        match address {
            Ok(p) => {
                let bases: Vec<(usize, i64)> =
                    p.0.iter()
                        .filter(|(m, _)| m.iter().any(|a| matches!(a, Atom::Base(_))))
                        .filter_map(|(m, c)| match m.as_slice() {
                            [Atom::Base(b)] => Some((*b, *c)),
                            _ => None,
                        })
                        .collect();
                let n_base_terms =
                    p.0.keys()
                        .filter(|m| m.iter().any(|a| matches!(a, Atom::Base(_))))
                        .count();
                match bases[..] {
                    [(b, 1)] if n_base_terms == 1 => {
                        let mut off = p.clone();
                        off.0.remove(&vec![Atom::Base(b)]);
                        acc.arg = Some(b);
                        acc.reuse = loop_reason.or_else(|| {
                            reuse_of(&off, tid_dims, &wg_dims, access_width(inst, kind))
                                .map(|r| format!("line {line}: {r}"))
                        });
                        acc.offset = Some(off);
                    }
                    _ => {
                        untraced = true;
                        notes.push((
                            format!("line {line}"),
                            format!(
                                "`{}`: the address {} is not one argument plus an offset; it may touch any buffer",
                                inst.mnemonic,
                                p.show(&label)
                            ),
                        ));
                    }
                }
            }
            Err(why) => match loop_reason {
                // A loop-carried address: still find whose buffer it is.
                Some(lr) => match base_of(&ev, i, inst, &addr) {
                    Some(b) => {
                        acc.arg = Some(b);
                        acc.reuse = Some(lr);
                    }
                    None => {
                        untraced = true;
                        notes.push((
                            format!("line {line}"),
                            format!("`{}`: base not traced to an argument ({why}); it may touch any buffer", inst.mnemonic),
                        ));
                    }
                },
                None => {
                    untraced = true;
                    notes.push((
                        format!("line {line}"),
                        format!(
                            "`{}`: address not traced ({why}); it may touch any buffer",
                            inst.mnemonic
                        ),
                    ));
                }
            },
        }
        accesses.push(acc);
    }
    if lds > 0 {
        notes.push((
            kernel.name.clone(),
            format!(
                "{lds} LDS access(es) left alone: LDS is on-chip scratchpad memory, not behind \
                 the L1/L2, so cache-policy bits do not apply (data staged through LDS is \
                 judged by its global loads and stores)"
            ),
        ));
    }
    let mut args: BTreeMap<usize, Vec<&Access>> = BTreeMap::new();
    for a in &accesses {
        if let Some(b) = a.arg {
            args.entry(b).or_default().push(a);
        }
    }
    let verdicts = args
        .into_iter()
        .map(|(b, list)| {
            let v = match judge(&list, &|p: &Poly| p.show(&label)) {
                Verdict::Streams(_) if untraced => Verdict::Reuse(
                    "some global access of the kernel is not traced to an argument and may \
                     alias this buffer"
                        .into(),
                ),
                v => v,
            };
            (b, v)
        })
        .collect();
    Analysis {
        accesses,
        args: verdicts,
        notes,
        untraced,
        names,
    }
}

/// The grid-stride proof for global access `i` inside a loop: `(argument, offset)` when its
/// address is `P + a*(tid.x + size.x*wg.x + size.x*blocks.x*Iter) + c` with `a` at least the
/// access width, P a `global_buffer` argument, `size.x` the hidden group size and `blocks.x`
/// the hidden block count (`blockDim.x`, `gridDim.x`), in a kernel launched in x only and a
/// loop nested in no other. Then `(address - P - c) / a` is the mixed-radix number
/// `tid + size*(wg + blocks*Iter)` with `tid < size` and `wg < blocks`: distinct for every
/// work-item and iteration, so no element is touched twice by this access, and one iteration
/// of the whole grid covers `a*size*blocks` bytes, exactly the stride. The address is read
/// over the integers (`flow::address::Wide`): like the rest of the pass, it assumes the
/// index arithmetic does not wrap (signed overflow of an `int` index is undefined in HIP; a
/// `size_t` index is 64-bit).
fn grid_stride(
    module: &Module,
    kernel: &Kernel,
    isa: &Isa,
    flow: &KernelFlow,
    i: usize,
    width: i64,
) -> R<(usize, Poly)> {
    use crate::flow::address::{Atom as A, Eval as AEval, Poly as P};
    let lp_id = flow
        .loops
        .innermost(flow.cfg.block_of[i])
        .ok_or("not in a loop")?;
    let lp = flow.loops.get(lp_id);
    if lp.depth != 1 {
        return Err("the loop is nested in another loop, which runs it again".into());
    }
    let desc = &kernel.descriptor;
    if desc.get("system_vgpr_workitem_id").unwrap_or(0) != 0
        || ["y", "z"]
            .iter()
            .any(|d| desc.get(&format!("system_sgpr_workgroup_id_{d}")) == Some(1))
        || desc.get("system_sgpr_workgroup_id_x") != Some(1)
    {
        return Err("the launch is not one-dimensional (work-item or work-group ids y/z)".into());
    }
    let md = kernel.metadata.as_ref().ok_or("no kernel metadata")?;
    let hidden = |kind: &str, size: u32| {
        md.args
            .iter()
            .find(|a| a.value_kind == kind && a.size == size)
            .map(|a| a.offset)
    };
    let (gs, nb) = match (hidden("hidden_group_size_x", 2), hidden("hidden_block_count_x", 4)) {
        (Some(g), Some(n)) => (g, n),
        _ => return Err("no hidden group size / block count arguments".into()),
    };
    let inst = instruction(module, &flow.code.insts[i]);
    let addr = address_operands(isa.info(flow.code.insts[i].op));
    if addr.len() > 1 {
        return Err("the address has an SGPR base".into());
    }
    let vaddr = addr
        .first()
        .and_then(|&k| inst.operands.get(k))
        .and_then(Operand::as_reg)
        .filter(|r| r.file == RegFile::V && r.count == 2)
        .ok_or("the address is not a 64-bit VGPR pair")?;
    let mut ev = AEval::new(module, kernel, isa, flow, lp);
    let w = ev
        .wide_use(i, RegUnit::vgpr(vaddr.first), i, RegUnit::vgpr(vaddr.first + 1))
        .ok_or("the address is not a pointer plus terms the address algebra models")?;
    let ptr = w.ptr.ok_or("the address has no pointer argument")?;
    let arg = md
        .explicit_args()
        .position(|a| a.offset == ptr && a.size == 8 && a.value_kind == "global_buffer")
        .ok_or("the pointer is not a global_buffer argument")?;
    let mut off = w
        .index(0)
        .ok_or("the offset does not fit 32-bit coefficients")?;
    if let Some(m) = inst.modifier("offset") {
        if let crate::asm::ModValue::Int { value, .. } = m.value {
            off = off.add(&P::constant(value));
        }
    }
    let c = off.0.get(&Vec::new()).copied().unwrap_or(0);
    let lanes = off.sub(&P::constant(c));
    let wg = A::Sgpr(desc.get("user_sgpr_count").unwrap_or(0) as u16);
    let a = lanes
        .0
        .get(&vec![A::Vgpr(0)])
        .copied()
        .ok_or("the offset has no term in the work-item id x")?;
    if a < width {
        return Err(format!(
            "neighbouring work-items are {a} bytes apart, less than the {width}-byte access"
        ));
    }
    // The work-group's extent in x: blockDim.x itself, or a constant the kernel's
    // `max_flat_workgroup_size` keeps every work-item id below (`i += gridDim.x * 256` in a
    // `__launch_bounds__(256)` kernel).
    let mut sizes = vec![(P::atom(A::Half(gs)), "size.x".to_string())];
    let per_group = lanes.0.get(&vec![wg.clone()]).copied().unwrap_or(0);
    let max_group = md.max_flat_workgroup_size as i64;
    if per_group % a == 0 && max_group > 0 && per_group / a >= max_group {
        sizes.push((P::constant(per_group / a), (per_group / a).to_string()));
    }
    let tid = P::atom(A::Vgpr(0));
    let matched = sizes.into_iter().find(|(size, _)| {
        let unit = tid
            .add(&size.mul(&P::atom(wg.clone())))
            .add(&size.mul(&P::atom(A::Arg(nb))).mul(&P::atom(A::Iter)));
        lanes == unit.scale(a)
    });
    let Some((_, size)) = matched else {
        return Err(format!(
            "the offset {lanes:?} is not {a}*(tid.x + S*(blockIdx.x + gridDim.x*iteration)) with S \
             blockDim.x or a constant at least the largest work-group"
        ));
    };
    let text = format!("{a}*(tid.x + {size}*wg.x + {size}*blocks.x*iter) + {c}");
    Ok((arg, Poly::atom(Atom::GridStride(text))))
}

/// Why one access (offset from its buffer) may be re-read, if it may.
fn reuse_of(off: &Poly, tid_dims: u8, wg_dims: &[u8], width: i64) -> Option<String> {
    let is_id = |a: &Atom| matches!(a, Atom::Tid(_) | Atom::Wg(_));
    for m in off.0.keys() {
        if m.iter().filter(|a| is_id(a)).count() > 1 {
            return Some("the address multiplies two ids (not affine in the work-item id)".into());
        }
        if m.iter()
            .any(|a| matches!(a, Atom::TidPacked | Atom::Dword(_)))
        {
            return Some("the address uses packed ids it does not unpack".into());
        }
    }
    let has = |a: Atom| off.0.keys().any(|m| m.contains(&a));
    for d in 0..=tid_dims {
        if !has(Atom::Tid(d)) {
            return Some(format!(
                "the address has no term in work-item id {}: work-items that differ only in {} \
                 access the same element",
                DIMS[d as usize], DIMS[d as usize]
            ));
        }
    }
    for &d in wg_dims {
        if !has(Atom::Wg(d)) {
            return Some(format!(
                "the address has no term in work-group id {}: work-groups that differ only in {} \
                 re-read the same elements",
                DIMS[d as usize], DIMS[d as usize]
            ));
        }
    }
    for d in 0..=tid_dims {
        if let Some(c) = off.0.get(&vec![Atom::Tid(d)]) {
            if c.abs() < width {
                return Some(format!(
                    "neighbouring work-items in {} overlap (stride {c} bytes < {width}-byte access)",
                    DIMS[d as usize]
                ));
            }
        }
    }
    None
}

/// The verdict on one argument from all its accesses.
fn judge(list: &[&Access], show: &dyn Fn(&Poly) -> String) -> Verdict {
    if let Some(a) = list.iter().find(|a| a.kind == Kind::Atomic) {
        return Verdict::Reuse(format!("`{}` is an atomic on this buffer", a.mnemonic));
    }
    if let Some(r) = list.iter().find_map(|a| a.reuse.clone()) {
        return Verdict::Reuse(r);
    }
    let offsets = |k: Kind| {
        let mut v: Vec<&Poly> = list
            .iter()
            .filter(|a| a.kind == k)
            .filter_map(|a| a.offset.as_ref())
            .collect();
        v.dedup();
        let mut uniq: Vec<&Poly> = Vec::new();
        for p in v {
            if !uniq.contains(&p) {
                uniq.push(p);
            }
        }
        uniq
    };
    let (loads, stores) = (offsets(Kind::Load), offsets(Kind::Store));
    if loads.len() > 1 {
        return Verdict::Reuse(format!(
            "loaded at {} different offsets ({}): neighbouring work-items read each other's elements",
            loads.len(),
            loads.iter().map(|p| show(p)).collect::<Vec<_>>().join("; ")
        ));
    }
    if stores.len() > 1 {
        return Verdict::Reuse(format!("stored at {} different offsets", stores.len()));
    }
    match (loads.first(), stores.first()) {
        (Some(l), Some(s)) if l != s => Verdict::Reuse(format!(
            "read at {} but written at {}: one work-item's write is another's read",
            show(l),
            show(s)
        )),
        (Some(l), Some(_)) => Verdict::Streams(format!(
            "read once then written once by the same work-item at +{}",
            show(l)
        )),
        (Some(l), None) => Verdict::Streams(format!("each element read once, at +{}", show(l))),
        (None, Some(s)) => Verdict::Streams(format!("each element written once, at +{}", show(s))),
        (None, None) => Verdict::Reuse("no analyzable access".into()),
    }
}

/// The argument a (loop-carried) address points into: follows 64-bit pointer arithmetic through
/// merges, where every incoming definition must agree.
fn base_of(ev: &Eval, at: usize, inst: &Instruction, addr: &[usize]) -> Option<usize> {
    let vaddr = inst.operands.get(*addr.first()?)?;
    let saddr = addr
        .get(1)
        .and_then(|&k| inst.operands.get(k))
        .filter(|o| o.as_reg().is_some());
    let r = saddr.unwrap_or(vaddr).as_reg()?;
    if r.count != 2 {
        return None;
    }
    let mut seen = Vec::new();
    base_units(ev, at, unit_of(r, 0), &mut seen).flatten()
}

/// `Some(Some(arg))`: every definition of `lo` reaching `at` is a pointer into `arg` (or goes
/// round a loop back to one); `Some(None)`: only loop-carried cycles; `None`: not a pointer.
fn base_units(
    ev: &Eval,
    at: usize,
    lo: RegUnit,
    seen: &mut Vec<(u32, RegUnit)>,
) -> Option<Option<usize>> {
    let mut found: Option<usize> = None;
    for &d in ev.du.reaching(at, lo) {
        if d == ENTRY {
            return None;
        }
        if seen.contains(&(d, lo)) {
            continue;
        }
        seen.push((d, lo));
        let di = &ev.code.insts[d as usize];
        let inst = instruction(ev.module, di);
        let b = if ev.isa.info(di.op).unit == Unit::Smem {
            let byte = ev.kernarg_byte(d as usize, lo)?;
            match ev.explicit_arg_at(byte, 8) {
                Some((i, a)) if a.value_kind == "global_buffer" => Some(i),
                _ => return None,
            }
        } else {
            let src = sources(ev.isa, di.op, inst);
            let is_mov = base_mnemonic(&inst.mnemonic) == "v_mov_b32";
            let mut ptr: Option<usize> = None;
            let mut cycle = false;
            for r in src.iter().filter_map(|o| o.as_reg()) {
                if r.count != 2 && !is_mov {
                    continue;
                }
                match base_units(ev, d as usize, unit_of(r, 0), seen) {
                    Some(Some(b)) if ptr.is_some_and(|p| p != b) => return None,
                    Some(Some(b)) => ptr = Some(b),
                    Some(None) => cycle = true,
                    None => {}
                }
            }
            match (ptr, cycle) {
                (Some(b), _) => Some(b),
                (None, true) => None,
                (None, false) => return None,
            }
        };
        match (found, b) {
            (_, None) => {}
            (None, Some(b)) => found = Some(b),
            (Some(f), Some(b)) if f == b => {}
            _ => return None,
        }
    }
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options() {
        assert_eq!(parse_option(None).expect("ok").bits, Bits::NONTEMPORAL);
        let o = parse_option(Some("A+C+sc0+sc1")).expect("ok");
        assert_eq!(o.args, ["A", "C"]);
        assert_eq!(o.bits.to_string(), "sc0 sc1");
        assert!(parse_option(Some("A,C")).is_err());
    }

    #[test]
    fn polynomials() {
        let t = Poly::atom(Atom::Tid(0));
        let p = t.shl(2).expect("ok").add(&Poly::constant(8)).expect("ok");
        assert_eq!(p.0.get(&vec![Atom::Tid(0)]), Some(&4));
        assert_eq!(p.add(&Poly::constant(-8)).expect("ok").as_const(), None);
        assert_eq!(
            Poly::constant(3)
                .mul(&Poly::constant(5))
                .expect("ok")
                .as_const(),
            Some(15)
        );
    }
}
