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
//! Every global access's address is read by [`crate::flow::address`] (the one address algebra,
//! shared with `sgpr-addr`) as a 64-bit `P + Σ c·ext(t)` ([`Wide`]), `P` a `global_buffer`
//! kernel argument and the terms polynomials over work-item ids, work-group ids, hidden
//! arguments (group sizes, block counts) and 32-bit scalar arguments; read over the integers
//! it is the byte offset from `P`. An access streams when
//! 1. it is not inside a loop, or it is a proved *grid-stride* stream ([`grid_stride`]:
//!    `a*(tid.x + S*(wg.x + gridDim.x*iter))`, every element once in the whole launch); any
//!    other loop re-executes it (same address again, or a loop-carried address we do not
//!    bound);
//! 2. the offset is affine in the ids (no product of two ids), depends on nothing the algebra
//!    does not model, and, for every dimension the dispatch enables
//!    (`.amdhsa_system_vgpr_workitem_id`, `..._sgpr_workgroup_id_*`), has a nonzero term in
//!    that work-item id and in that work-group id: otherwise work-items (or work-groups)
//!    differing only in that dimension read the same address;
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
use crate::asm::{Instruction, Modifier, Module, Operand, Target};
use crate::flow::address::{Atom, Eval, Poly, Wide};
use crate::flow::insts::instruction;
use crate::flow::regs::RegUnit;
use crate::flow::KernelFlow;
use crate::isa::semantics::address_operands;
use crate::isa::{AddrSpace, Isa, Unit};
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
                    why: String::new(),
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
                option: option.unwrap_or("").into(),
                why: format!(
                    ": kernel `{name}` has no argument `{a}`; use argN or a metadata name"
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
        if let Some(inst) = cx.module.instruction_mut(idx) {
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
// Offsets, as `flow::address` reads them

/// An access's byte offset from its buffer, as the verdict compares it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Offset {
    /// A polynomial (read over the integers) in the launch's ids and constants.
    Affine(Poly),
    /// A grid-stride loop's offset, proved by [`grid_stride`]
    /// (`a*(tid.x + S*wg.x + S*blocks.x*iter) + c`, shown as text): two accesses with the
    /// same text address the same element in the same iteration.
    GridStride(String),
}

/// A work-item or work-group id of one dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Id {
    Tid(u8),
    Wg(u8),
}

const DIMS: [&str; 3] = ["x", "y", "z"];

/// The launch as the address atoms see it: which entry registers hold which ids, and the
/// names of kernarg fields.
struct Launch<'a> {
    module: &'a Module,
    kernel: &'a Kernel,
    flow: &'a KernelFlow,
    /// `v0` packs the work-item ids of several dimensions.
    packed: bool,
    /// The highest enabled work-item id dimension.
    tid_dims: u8,
    /// The entry SGPR of each enabled work-group id, with its dimension.
    wg: Vec<(u16, u8)>,
}

impl<'a> Launch<'a> {
    fn new(module: &'a Module, kernel: &'a Kernel, flow: &'a KernelFlow) -> Launch<'a> {
        let desc = &kernel.descriptor;
        let tid_dims = desc.get("system_vgpr_workitem_id").unwrap_or(0).clamp(0, 2) as u8;
        // The work-group ids follow the user SGPRs, in x, y, z order, for the enabled ones.
        let mut s = desc.get("user_sgpr_count").unwrap_or(0) as u16;
        let mut wg = Vec::new();
        for d in 0..3u8 {
            if desc.get(&format!("system_sgpr_workgroup_id_{}", DIMS[d as usize])) == Some(1) {
                wg.push((s, d));
                s += 1;
            }
        }
        Launch {
            module,
            kernel,
            flow,
            packed: tid_dims != 0,
            tid_dims,
            wg,
        }
    }

    fn id(&self, a: &Atom) -> Option<Id> {
        match a {
            Atom::Vgpr(0) if !self.packed => Some(Id::Tid(0)),
            Atom::WorkItem(d) => Some(Id::Tid(*d)),
            Atom::Sgpr(n) => self.wg.iter().find(|w| w.0 == *n).map(|w| Id::Wg(w.1)),
            _ => None,
        }
    }

    fn kernarg_name(&self, off: u32, size: u32) -> Option<String> {
        let md = self.kernel.metadata.as_ref()?;
        if let Some((i, a)) = md
            .explicit_args()
            .enumerate()
            .find(|(_, a)| a.offset == off && a.size == size)
        {
            return Some(a.name.clone().unwrap_or_else(|| format!("arg{i}")));
        }
        let a = md.args.iter().find(|a| a.offset == off && a.size == size)?;
        Some(match a.value_kind.strip_prefix("hidden_group_size_") {
            Some(d) => format!("size.{d}"),
            None => a.value_kind.replace("hidden_block_count_", "blocks."),
        })
    }

    fn show_atom(&self, a: &Atom) -> String {
        if let Some(id) = self.id(a) {
            return match id {
                Id::Tid(d) => format!("tid.{}", DIMS[d as usize]),
                Id::Wg(d) => format!("wg.{}", DIMS[d as usize]),
            };
        }
        match a {
            Atom::Arg(o) => self
                .kernarg_name(*o, 4)
                .unwrap_or_else(|| format!("kernarg[{o:#x}]")),
            Atom::Half(o) => self
                .kernarg_name(*o, 2)
                .unwrap_or_else(|| format!("kernarg16[{o:#x}]")),
            Atom::Sgpr(n) => format!("s{n}@entry"),
            Atom::Vgpr(n) => format!("v{n}@entry"),
            Atom::WorkItem(d) => format!("tid.{}", DIMS[*d as usize % 3]),
            Atom::Opaque(d, u) => format!("{u}@line {}", self.line(*d as usize)),
            Atom::Iter => "iter".into(),
        }
    }

    fn show(&self, p: &Poly) -> String {
        if p.0.is_empty() {
            return "0".into();
        }
        let terms: Vec<String> =
            p.0.iter()
                .rev()
                .map(|(m, c)| {
                    let f: Vec<String> = m.iter().map(|a| self.show_atom(a)).collect();
                    match (c, f.is_empty()) {
                        (c, true) => c.to_string(),
                        (1, false) => f.join("*"),
                        (c, false) => format!("{c}*{}", f.join("*")),
                    }
                })
                .collect();
        terms.join(" + ")
    }

    fn show_offset(&self, o: &Offset) -> String {
        match o {
            Offset::Affine(p) => self.show(p),
            Offset::GridStride(t) => t.clone(),
        }
    }

    fn line(&self, i: usize) -> u32 {
        line_of(self.module, self.flow.code.insts[i].line)
    }

    /// The explicit index of the `global_buffer` argument at this kernarg byte offset.
    fn buffer_arg(&self, ptr: u32) -> Option<usize> {
        self.kernel
            .metadata
            .as_ref()?
            .explicit_args()
            .position(|a| a.offset == ptr && a.size == 8 && a.value_kind == "global_buffer")
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
    offset: Option<Offset>,
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
    let launch = Launch::new(module, kernel, flow);
    let mut straight = Eval::straight(module, kernel, isa, flow);
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
    let loop_name = |i: usize| {
        let b = flow.cfg.block_of[i];
        flow.loops
            .loops
            .iter()
            .filter(|l| l.contains(b))
            .max_by_key(|l| l.depth)
            .map(|l| {
                let h = &flow.cfg.blocks[l.header.index()];
                h.label
                    .clone()
                    .unwrap_or_else(|| format!("line {}", launch.line(h.insts.start)))
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
                // A lane permute (`ds_bpermute_b32`, `ds_swizzle_b32`) uses the LDS unit but
                // touches no memory: not an access.
                if info.may_load || info.may_store {
                    lds += 1;
                }
                continue;
            }
            _ => continue,
        };
        let inst = instruction(module, di);
        let line = launch.line(i);
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
        let width = access_width(inst, kind);
        let mut acc = Access {
            line: di.line,
            mnemonic: inst.mnemonic.to_string(),
            kind,
            arg: None,
            offset: None,
            reuse: None,
            existing,
        };
        let traced = match loop_name(i) {
            Some(h) => in_loop_access(&launch, isa, i, width, &h, &mut acc),
            None => straight_access(&launch, &mut straight, i, width, &mut acc),
        };
        match traced {
            Ok(()) => accesses.push(acc),
            Err(why) => {
                untraced = true;
                notes.push((
                    format!("line {line}"),
                    format!("`{}`: {why}; it may touch any buffer", inst.mnemonic),
                ));
            }
        }
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
            let v = match judge(&list, &|o: &Offset| launch.show_offset(o)) {
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

/// An access outside every loop: its buffer and offset, and why it may be re-read if it may.
/// The offset is the address read over the integers ([`Wide::index`]): like the source
/// language, the pass assumes the index arithmetic does not wrap.
fn straight_access(
    launch: &Launch,
    ev: &mut Eval,
    i: usize,
    width: i64,
    acc: &mut Access,
) -> Result<(), String> {
    let w = ev
        .memory_address(i)
        .map_err(|why| format!("address not traced ({why})"))?;
    let arg = w.ptr.and_then(|p| launch.buffer_arg(p)).ok_or_else(|| {
        format!(
            "the address {} is not one buffer argument plus an offset",
            show_wide(launch, &w)
        )
    })?;
    let off = w
        .index(0)
        .ok_or("the offset's coefficients do not fit 32 bits")?;
    acc.arg = Some(arg);
    acc.reuse = reuse_of(launch, &off, width).map(|r| format!("line {}: {r}", launch.line(i)));
    acc.offset = Some(Offset::Affine(off));
    Ok(())
}

/// An access inside a loop: a proved grid-stride stream, or else re-read by the loop (its
/// buffer still found, through the address or the pointer it was stepped from).
fn in_loop_access(
    launch: &Launch,
    isa: &Isa,
    i: usize,
    width: i64,
    header: &str,
    acc: &mut Access,
) -> Result<(), String> {
    let flow = launch.flow;
    let lp = flow
        .loops
        .innermost(flow.cfg.block_of[i])
        .map(|id| flow.loops.get(id))
        .ok_or("not in a loop")?;
    let mut ev = Eval::new(launch.module, launch.kernel, isa, flow, lp);
    let w = ev.memory_address(i);
    let why = match &w {
        Ok(w) => match grid_stride(launch, lp.depth, w, width) {
            Ok((arg, text)) => {
                acc.arg = Some(arg);
                acc.offset = Some(Offset::GridStride(text));
                return Ok(());
            }
            Err(why) => why,
        },
        Err(why) => why.clone(),
    };
    acc.reuse = Some(format!(
        "line {} is inside the loop at {header}: each iteration accesses it again (re-reads \
         across iterations are not ruled out); not a grid-stride stream: {why}",
        launch.line(i)
    ));
    let ptr = match &w {
        Ok(w) => w.ptr,
        Err(_) => None,
    };
    let ptr = ptr.or_else(|| {
        let t = instruction(launch.module, &flow.code.insts[i]);
        let pos = address_operands(isa.info(flow.code.insts[i].op));
        let r = pos
            .get(1)
            .or(pos.first())
            .and_then(|&k| t.operands.get(k))
            .and_then(Operand::as_reg)
            .filter(|r| r.count == 2)?;
        ev.pointer_base(i, RegUnit::reg(r.file, r.first))
    });
    acc.arg = Some(ptr.and_then(|p| launch.buffer_arg(p)).ok_or_else(|| {
        let why = w.err().unwrap_or_else(|| "no pointer argument".into());
        format!("base not traced to an argument ({why})")
    })?);
    Ok(())
}

fn show_wide(launch: &Launch, w: &Wide) -> String {
    let base = w
        .ptr
        .map(|p| {
            launch
                .kernarg_name(p, 8)
                .unwrap_or_else(|| format!("kernarg[{p:#x}]"))
        })
        .unwrap_or_else(|| "(no pointer)".into());
    match w.index(0) {
        Some(off) => format!("{base} + {}", launch.show(&off)),
        None => format!("{base} + (terms beyond 32-bit coefficients)"),
    }
}

/// The grid-stride proof for the address `w` of an access inside a loop of depth `depth`:
/// `(argument, offset text)` when it is `P + a*(tid.x + S*wg.x + S*blocks.x*Iter) + c` with
/// `a` at least the access width, P a `global_buffer` argument, `blocks.x` the hidden block
/// count (`gridDim.x`) and `S` the hidden group size (`blockDim.x`) or a constant at least
/// the kernel's `max_flat_workgroup_size`, in a kernel launched in x only and a loop nested in
/// no other. Then `(address - P - c) / a` is the mixed-radix number
/// `tid + S*(wg + blocks*Iter)` with `tid < S` and `wg < blocks`: distinct for every
/// work-item and iteration, so no element is touched twice by this access. The address is
/// read over the integers ([`Wide::index`]): like the rest of the pass, it assumes the index
/// arithmetic does not wrap (signed overflow of an `int` index is undefined in HIP; a
/// `size_t` index is 64-bit).
fn grid_stride(
    launch: &Launch,
    depth: u32,
    w: &Wide,
    width: i64,
) -> Result<(usize, String), String> {
    if depth != 1 {
        return Err("the loop is nested in another loop, which runs it again".into());
    }
    let wg = match (launch.packed, &launch.wg[..]) {
        (false, [(s, 0)]) => Atom::Sgpr(*s),
        _ => {
            return Err(
                "the launch is not one-dimensional (work-item or work-group ids y/z)".into(),
            )
        }
    };
    let md = launch
        .kernel
        .metadata
        .as_ref()
        .ok_or("no kernel metadata")?;
    let hidden = |kind: &str, size: u32| {
        md.args
            .iter()
            .find(|a| a.value_kind == kind && a.size == size)
            .map(|a| a.offset)
    };
    let (gs, nb) = match (
        hidden("hidden_group_size_x", 2),
        hidden("hidden_block_count_x", 4),
    ) {
        (Some(g), Some(n)) => (g, n),
        _ => return Err("no hidden group size / block count arguments".into()),
    };
    let ptr = w.ptr.ok_or("the address has no pointer argument")?;
    let arg = launch
        .buffer_arg(ptr)
        .ok_or("the pointer is not a global_buffer argument")?;
    let off = w
        .index(0)
        .ok_or("the offset does not fit 32-bit coefficients")?;
    let c = off.0.get(&Vec::new()).copied().unwrap_or(0);
    let lanes = off.sub(&Poly::constant(c));
    let a = lanes
        .0
        .get(&vec![Atom::Vgpr(0)])
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
    let mut sizes = vec![(Poly::atom(Atom::Half(gs)), "size.x".to_string())];
    let per_group = lanes.0.get(&vec![wg.clone()]).copied().unwrap_or(0);
    let max_group = md.max_flat_workgroup_size as i64;
    if per_group % a == 0 && max_group > 0 && per_group / a >= max_group {
        sizes.push((Poly::constant(per_group / a), (per_group / a).to_string()));
    }
    let tid = Poly::atom(Atom::Vgpr(0));
    let matched = sizes.into_iter().find(|(size, _)| {
        let unit = tid.add(&size.mul(&Poly::atom(wg.clone()))).add(
            &size
                .mul(&Poly::atom(Atom::Arg(nb)))
                .mul(&Poly::atom(Atom::Iter)),
        );
        lanes == unit.scale(a)
    });
    let Some((_, size)) = matched else {
        return Err(format!(
            "the offset {} is not {a}*(tid.x + S*(wg.x + blocks.x*iter)) with S blockDim.x or \
             a constant at least the largest work-group",
            launch.show(&lanes)
        ));
    };
    let text = format!("{a}*(tid.x + {size}*wg.x + {size}*blocks.x*iter) + {c}");
    Ok((arg, text))
}

/// Why one access (offset from its buffer) may be re-read, if it may.
fn reuse_of(launch: &Launch, off: &Poly, width: i64) -> Option<String> {
    for m in off.0.keys() {
        for a in m {
            match a {
                Atom::Opaque(..) => {
                    return Some(format!(
                        "the address depends on {}, a value the address algebra does not model",
                        launch.show_atom(a)
                    ))
                }
                Atom::Vgpr(0) if launch.packed => {
                    return Some("the address uses packed ids it does not unpack".into())
                }
                Atom::Vgpr(_) | Atom::Sgpr(_) | Atom::Iter if launch.id(a).is_none() => {
                    return Some(format!(
                        "the address depends on {}, which is not a work-item or work-group id",
                        launch.show_atom(a)
                    ))
                }
                _ => {}
            }
        }
        if m.iter().filter(|a| launch.id(a).is_some()).count() > 1 {
            return Some("the address multiplies two ids (not affine in the work-item id)".into());
        }
    }
    let has = |id: Id| {
        off.0
            .keys()
            .any(|m| m.iter().any(|a| launch.id(a) == Some(id)))
    };
    for d in 0..=launch.tid_dims {
        if !has(Id::Tid(d)) {
            return Some(format!(
                "the address has no term in work-item id {}: work-items that differ only in {} \
                 access the same element",
                DIMS[d as usize], DIMS[d as usize]
            ));
        }
    }
    for &(_, d) in &launch.wg {
        if !has(Id::Wg(d)) {
            return Some(format!(
                "the address has no term in work-group id {}: work-groups that differ only in {} \
                 re-read the same elements",
                DIMS[d as usize], DIMS[d as usize]
            ));
        }
    }
    for (m, c) in &off.0 {
        if let [a] = m.as_slice() {
            if let Some(Id::Tid(d)) = launch.id(a) {
                if c.abs() < width {
                    return Some(format!(
                        "neighbouring work-items in {} overlap (stride {c} bytes < {width}-byte access)",
                        DIMS[d as usize]
                    ));
                }
            }
        }
    }
    None
}

/// The verdict on one argument from all its accesses.
fn judge(list: &[&Access], show: &dyn Fn(&Offset) -> String) -> Verdict {
    if let Some(a) = list.iter().find(|a| a.kind == Kind::Atomic) {
        return Verdict::Reuse(format!("`{}` is an atomic on this buffer", a.mnemonic));
    }
    if let Some(r) = list.iter().find_map(|a| a.reuse.clone()) {
        return Verdict::Reuse(r);
    }
    let offsets = |k: Kind| {
        let mut v: Vec<&Offset> = list
            .iter()
            .filter(|a| a.kind == k)
            .filter_map(|a| a.offset.as_ref())
            .collect();
        v.dedup();
        let mut uniq: Vec<&Offset> = Vec::new();
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
}
