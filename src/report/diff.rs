//! The before/after report of `gfxopt diff` and `gfxopt optimize --report`.
//!
//! [`build`] reads two modules (the original and the rewritten `.s`) and gathers, per kernel:
//! the statistics `gfxopt analyze` computes ([`KernelStats`], the same struct, so the JSON of
//! both commands agrees), a line diff of the kernel's assembly aligned on its blocks, the VGPR
//! bank picture of the hot loop (gfx1100), the register pressure along the kernel, the log of
//! the passes that ran, and the emulator's verdict. Nothing here computes a statistic: the
//! numbers come from `flow`. The renderers ([`render_text`], [`render_markdown`],
//! [`render_html`], [`render_json`]) only format a [`DiffReport`].
//!
//! The diff is computed block by block: each kernel's lines are cut at labels into segments
//! (the kernel label with the prologue, then one segment per label, then the `.amdhsa_kernel`
//! descriptor), the two lists of segment labels are aligned first, and only matched segments are
//! diffed line by line. A change inside one block therefore never shifts the alignment of the
//! others. Lines print as the printer prints them: untouched lines as their original text,
//! rewritten lines canonically.

use crate::asm::{CanonicalLine, Line, LineKind, Module, Target};
use crate::flow::banks::{bank_rows, Access};
use crate::flow::stats::{kernel_stats, KernelStats};
use crate::flow::{FlowError, KernelFlow};
use crate::isa::isa;
use crate::kernel::{kernels, Kernel, KernelError};
use serde::Serialize;
use similar::{capture_diff_slices_deadline, Algorithm, DiffOp};
use std::path::Path;
use std::time::{Duration, Instant};

pub use super::html::render_html;
pub use super::text::{render_markdown, render_text};

/// Unchanged lines shown around each change.
pub const CONTEXT: usize = 3;

pub use crate::passes::PassLogEntry;

/// The emulator's comparison of before and after (`gfxopt verify`, `optimize --verify`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct VerifyVerdict {
    /// The launch spec that drove both runs (as the user gave its path).
    pub spec: String,
    /// The kernel the spec launches; `None` applies the verdict to every kernel of the report.
    pub kernel: Option<String>,
    /// True when every output buffer was equal bit for bit.
    pub equal: bool,
    /// When not equal: the first difference (`"C[17]: before 1.5, after 1.25 (3 of 4096 differ)"`).
    pub first_difference: Option<String>,
    /// When equal: which rewritten instructions ran, which fallback copies ran, the
    /// out-of-bounds accesses `--oob zero` let through.
    pub coverage: Option<crate::harness::verify::Coverage>,
    /// When equal but the comparison proves nothing about the rewrite: why.
    pub vacuous: Option<String>,
    /// The symbol of the kernel the spec launched (`optimize --verify` checks that every
    /// changed kernel has a spec); not part of the report.
    #[serde(skip)]
    pub kernel_symbol: Option<String>,
}

/// A report cannot be built.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// A file must name its target (`.amdgcn_target`) for the analyses.
    #[error("{message}")]
    NoTarget { message: String },
    /// Before and after must be the same target.
    #[error("{after}: error: the file is for {after_target}, but {before} is for {before_target}")]
    TargetMismatch {
        before: String,
        after: String,
        before_target: &'static str,
        after_target: &'static str,
    },
    #[error("error: no kernel named `{name}` in {before} or {after}")]
    NoKernel {
        name: String,
        before: String,
        after: String,
    },
    #[error("error: neither {before} nor {after} defines a kernel (no `.amdhsa_kernel` block)")]
    NoKernels { before: String, after: String },
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error(transparent)]
    Flow(#[from] FlowError),
}

/// Whether a diff row is on both sides, only before, or only after.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Tag {
    Equal,
    Delete,
    Insert,
}

/// One line of the diff, with its 1-based line numbers in the printed before/after files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiffRow {
    pub tag: Tag,
    pub old: Option<u32>,
    pub new: Option<u32>,
    pub text: String,
}

/// A stretch of diff rows: shown (with a unified-diff header), or folded away.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chunk {
    /// Rows `rows` are shown; `header` is `@@ -a,b +c,d @@ label`.
    Shown {
        rows: std::ops::Range<usize>,
        header: String,
    },
    /// Rows `rows` are unchanged lines not shown.
    Folded { rows: std::ops::Range<usize> },
}

/// The VGPR bank picture of one VALU instruction (the seed's R/W/Cache row).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BankLine {
    /// The instruction, printed canonically.
    pub text: String,
    /// X (or the single instruction): destination then sources in port order.
    pub x: Vec<Option<Access>>,
    /// Y of a VOPD pair (empty otherwise).
    pub y: Vec<Option<Access>>,
    pub conflicts: u32,
    pub illegal: Vec<&'static str>,
}

impl BankLine {
    /// (register-file reads, cached reads, writes) of bank `b` in this instruction.
    pub fn bank_counts(&self, b: u8) -> (u32, u32, u32) {
        let mut c = (0, 0, 0);
        for a in self.x.iter().chain(&self.y).flatten() {
            match *a {
                Access::Read(k) if k == b => c.0 += 1,
                Access::Cache(k) if k == b => c.1 += 1,
                Access::Write(k) if k == b => c.2 += 1,
                _ => {}
            }
        }
        c
    }

    /// The seed's notation: `W3 Cache2 R1 :: W2 Cache3 R2`.
    pub fn seed_row(&self) -> String {
        let side = |v: &[Option<Access>]| {
            v.iter()
                .map(|a| match a {
                    Some(Access::Read(b)) => format!("R{b}"),
                    Some(Access::Cache(b)) => format!("Cache{b}"),
                    Some(Access::Write(b)) => format!("W{b}"),
                    None => "-".to_string(),
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        if self.y.is_empty() {
            side(&self.x)
        } else {
            format!("{} :: {}", side(&self.x), side(&self.y))
        }
    }
}

/// The bank picture of a hot loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BankPicture {
    /// The loop header's label.
    pub header: String,
    pub lines: Vec<BankLine>,
}

/// What the report knows about one kernel in one of the two files.
#[derive(Clone, Debug)]
pub struct Side {
    pub stats: KernelStats,
    /// VGPRs live after each instruction, in instruction order.
    pub live_vgprs: Vec<u16>,
    /// Instruction indices (first, last) of the hot loop.
    pub hot_loop_span: Option<(usize, usize)>,
    /// gfx1100 with a hot loop only.
    pub banks: Option<BankPicture>,
}

/// One kernel of the report.
#[derive(Clone, Debug)]
pub struct KernelReport {
    pub name: String,
    /// `None` when the kernel exists only in the other file.
    pub before: Option<Side>,
    pub after: Option<Side>,
    /// The entries of the pass log for this kernel, in order.
    pub passes: Vec<PassLogEntry>,
    pub verify: Option<VerifyVerdict>,
    /// Every line of the kernel's code and descriptor, aligned.
    pub diff: Vec<DiffRow>,
    /// The timing model's predicted before/after times (`diff --spec`), labelled as a model.
    pub model: Option<crate::timing::compare::ModelComparison>,
}

impl KernelReport {
    /// Lines removed and added.
    pub fn changed_lines(&self) -> (usize, usize) {
        let del = self.diff.iter().filter(|r| r.tag == Tag::Delete).count();
        let ins = self.diff.iter().filter(|r| r.tag == Tag::Insert).count();
        (del, ins)
    }

    /// The diff cut into shown hunks (with [`CONTEXT`] lines around changes) and folds.
    pub fn chunks(&self) -> Vec<Chunk> {
        chunks(&self.diff, CONTEXT)
    }

    /// The statistics table.
    pub fn stat_rows(&self) -> Vec<StatRow> {
        stat_rows(
            self.before.as_ref().map(|s| &s.stats),
            self.after.as_ref().map(|s| &s.stats),
        )
    }
}

/// The whole report.
#[derive(Clone, Debug)]
pub struct DiffReport {
    pub target: Target,
    /// Display names of the two files.
    pub before_name: String,
    pub after_name: String,
    pub kernels: Vec<KernelReport>,
}

/// Which direction of a statistic is an improvement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Better {
    Lower,
    Higher,
    Neither,
}

/// One line of the statistics table (BOLT dyno-stats style).
#[derive(Clone, Debug, PartialEq)]
pub struct StatRow {
    pub name: &'static str,
    pub before: Option<f64>,
    pub after: Option<f64>,
    /// The value is a percentage: the change is shown in points, not relative.
    pub percent: bool,
    pub better: Better,
}

/// How a change compares with the direction that is better.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Better,
    Worse,
    Same,
}

impl StatRow {
    /// `1234`, `87.5%`, or `-`.
    pub fn value(v: Option<f64>, percent: bool) -> String {
        match v {
            None => "-".to_string(),
            Some(x) if percent => format!("{x:.1}%"),
            Some(x) => format!("{x}"),
        }
    }

    pub fn before_text(&self) -> String {
        StatRow::value(self.before, self.percent)
    }

    pub fn after_text(&self) -> String {
        StatRow::value(self.after, self.percent)
    }

    /// `+12.5%` (relative), `+8.0 pt` (percentages), `0%`, `new`, or `-`.
    pub fn change(&self) -> String {
        match (self.before, self.after) {
            (Some(b), Some(a)) if self.percent => {
                let d = a - b;
                if d.abs() < 0.05 {
                    "0 pt".to_string()
                } else {
                    format!("{d:+.1} pt")
                }
            }
            (Some(b), Some(a)) if a == b => "0%".to_string(),
            (Some(0.0), Some(_)) => "new".to_string(),
            (Some(b), Some(a)) => format!("{:+.1}%", 100.0 * (a - b) / b),
            _ => "-".to_string(),
        }
    }

    pub fn verdict(&self) -> Verdict {
        match (self.before, self.after, self.better) {
            (Some(b), Some(a), Better::Lower) if a < b => Verdict::Better,
            (Some(b), Some(a), Better::Lower) if a > b => Verdict::Worse,
            (Some(b), Some(a), Better::Higher) if a > b => Verdict::Better,
            (Some(b), Some(a), Better::Higher) if a < b => Verdict::Worse,
            _ => Verdict::Same,
        }
    }
}

/// The statistics table of a kernel: before, after (either may be absent).
pub fn stat_rows(before: Option<&KernelStats>, after: Option<&KernelStats>) -> Vec<StatRow> {
    type Get = fn(&KernelStats) -> Option<f64>;
    let rows: [(&'static str, Get, bool, Better); 18] = [
        (
            "instructions",
            |s| Some(s.instructions as f64),
            false,
            Better::Lower,
        ),
        (
            "code bytes",
            |s| Some(s.code_bytes as f64),
            false,
            Better::Lower,
        ),
        (
            "of them in fallback copies",
            |s| Some(s.fallback_instructions as f64),
            false,
            Better::Neither,
        ),
        ("VALU", |s| Some(s.valu as f64), false, Better::Lower),
        ("VOPD", |s| Some(s.vopd as f64), false, Better::Higher),
        (
            "packed FMA",
            |s| Some(s.packed_fma as f64),
            false,
            Better::Higher,
        ),
        (
            "hot-loop FMAs dual-issued",
            |s| s.hot_loop.as_ref().map(|h| h.fma_dual_pct),
            true,
            Better::Higher,
        ),
        (
            "hot-loop bank conflicts",
            |s| {
                s.hot_loop
                    .as_ref()
                    .and_then(|h| h.bank_conflicts)
                    .map(f64::from)
            },
            false,
            Better::Lower,
        ),
        (
            "inner loops in the hot loop",
            |s| s.hot_loop.as_ref().map(|h| h.inner_loops as f64),
            false,
            Better::Lower,
        ),
        (
            "address VALU per iteration",
            |s| s.hot_loop.as_ref().map(|h| h.address_valu_per_iter as f64),
            false,
            Better::Lower,
        ),
        (
            "global address VALU per iteration",
            |s| {
                s.hot_loop
                    .as_ref()
                    .map(|h| h.global_address_valu_per_iter as f64)
            },
            false,
            Better::Lower,
        ),
        ("waits", |s| Some(s.waits as f64), false, Better::Lower),
        ("VGPRs", |s| Some(s.vgprs as f64), false, Better::Lower),
        ("SGPRs", |s| Some(s.sgprs as f64), false, Better::Lower),
        (
            "LDS bytes",
            |s| Some(s.lds_bytes as f64),
            false,
            Better::Neither,
        ),
        (
            "occupancy (waves/SIMD)",
            |s| Some(s.occupancy as f64),
            false,
            Better::Higher,
        ),
        (
            "VGPR moves",
            |s| Some(s.vgpr_moves as f64),
            false,
            Better::Lower,
        ),
        (
            "peak live VGPRs",
            |s| Some(s.max_live_vgprs as f64),
            false,
            Better::Lower,
        ),
    ];
    rows.iter()
        .map(|&(name, get, percent, better)| StatRow {
            name,
            before: before.and_then(get),
            after: after.and_then(get),
            percent,
            better,
        })
        .collect()
}

/// The text a line prints as: its original text, or its canonical form when a pass rewrote it.
fn line_text(module: &Module, line: &Line) -> String {
    match module.original_text(line) {
        Some(t) => t.to_string(),
        None => CanonicalLine(line).to_string(),
    }
}

/// A run of lines starting at a label (or at the kernel's start, or the descriptor).
struct Segment {
    key: String,
    /// (1-based line number in the printed file, text)
    lines: Vec<(u32, String)>,
}

fn segments(module: &Module, k: &Kernel) -> Vec<Segment> {
    let mut out = vec![Segment {
        key: k.name.clone(),
        lines: Vec::new(),
    }];
    let lines = &module.lines;
    for idx in std::iter::once(k.label_line).chain(k.code.clone()) {
        let line = &lines[idx];
        if idx != k.label_line {
            if let LineKind::Label(name) = &line.kind {
                out.push(Segment {
                    key: name.to_string(),
                    lines: Vec::new(),
                });
            }
        }
        if let Some(seg) = out.last_mut() {
            seg.lines.push((idx as u32 + 1, line_text(module, line)));
        }
    }
    out.push(Segment {
        key: format!(".amdhsa_kernel {}", k.name),
        lines: k
            .descriptor
            .lines
            .clone()
            .map(|i| (i as u32 + 1, line_text(module, &lines[i])))
            .collect(),
    });
    out
}

/// Myers with a deadline: a pathological input degrades to a coarser (still correct) diff.
fn ops<T: Eq + std::hash::Hash + Ord>(old: &[T], new: &[T]) -> Vec<DiffOp> {
    let deadline = Instant::now() + Duration::from_secs(2);
    capture_diff_slices_deadline(Algorithm::Myers, old, new, Some(deadline))
}

fn diff_lines(old: &[(u32, String)], new: &[(u32, String)], out: &mut Vec<DiffRow>) {
    let a: Vec<&str> = old.iter().map(|(_, t)| t.as_str()).collect();
    let b: Vec<&str> = new.iter().map(|(_, t)| t.as_str()).collect();
    let del = |out: &mut Vec<DiffRow>, r: std::ops::Range<usize>| {
        out.extend(old[r].iter().map(|(n, t)| DiffRow {
            tag: Tag::Delete,
            old: Some(*n),
            new: None,
            text: t.clone(),
        }))
    };
    let ins = |out: &mut Vec<DiffRow>, r: std::ops::Range<usize>| {
        out.extend(new[r].iter().map(|(n, t)| DiffRow {
            tag: Tag::Insert,
            old: None,
            new: Some(*n),
            text: t.clone(),
        }))
    };
    for op in ops(&a, &b) {
        match op {
            DiffOp::Equal {
                old_index,
                new_index,
                len,
            } => {
                for i in 0..len {
                    out.push(DiffRow {
                        tag: Tag::Equal,
                        old: Some(old[old_index + i].0),
                        new: Some(new[new_index + i].0),
                        text: old[old_index + i].1.clone(),
                    });
                }
            }
            DiffOp::Delete {
                old_index, old_len, ..
            } => del(out, old_index..old_index + old_len),
            DiffOp::Insert {
                new_index, new_len, ..
            } => ins(out, new_index..new_index + new_len),
            DiffOp::Replace {
                old_index,
                old_len,
                new_index,
                new_len,
            } => {
                del(out, old_index..old_index + old_len);
                ins(out, new_index..new_index + new_len);
            }
        }
    }
}

/// The rows of a kernel's diff: segments matched by label, then diffed line by line.
fn diff_kernel(
    before: Option<(&Module, &Kernel)>,
    after: Option<(&Module, &Kernel)>,
) -> Vec<DiffRow> {
    let old = before.map_or_else(Vec::new, |(m, k)| segments(m, k));
    let new = after.map_or_else(Vec::new, |(m, k)| segments(m, k));
    let ka: Vec<&str> = old.iter().map(|s| s.key.as_str()).collect();
    let kb: Vec<&str> = new.iter().map(|s| s.key.as_str()).collect();
    let concat = |segs: &[Segment]| -> Vec<(u32, String)> {
        segs.iter().flat_map(|s| s.lines.iter().cloned()).collect()
    };
    let mut rows = Vec::new();
    for op in ops(&ka, &kb) {
        match op {
            DiffOp::Equal {
                old_index,
                new_index,
                len,
            } => {
                for i in 0..len {
                    diff_lines(
                        &old[old_index + i].lines,
                        &new[new_index + i].lines,
                        &mut rows,
                    );
                }
            }
            DiffOp::Delete {
                old_index, old_len, ..
            } => diff_lines(
                &concat(&old[old_index..old_index + old_len]),
                &[],
                &mut rows,
            ),
            DiffOp::Insert {
                new_index, new_len, ..
            } => diff_lines(
                &[],
                &concat(&new[new_index..new_index + new_len]),
                &mut rows,
            ),
            DiffOp::Replace {
                old_index,
                old_len,
                new_index,
                new_len,
            } => diff_lines(
                &concat(&old[old_index..old_index + old_len]),
                &concat(&new[new_index..new_index + new_len]),
                &mut rows,
            ),
        }
    }
    rows
}

/// Cuts rows into hunks with `context` unchanged lines around each change; longer unchanged
/// runs fold. A fold hides at least 4 lines (fewer are shown instead).
pub fn chunks(rows: &[DiffRow], context: usize) -> Vec<Chunk> {
    const MIN_FOLD: usize = 4;
    let n = rows.len();
    // Mark the rows to show.
    let mut show = vec![false; n];
    for (i, r) in rows.iter().enumerate() {
        if r.tag != Tag::Equal {
            let lo = i.saturating_sub(context);
            let hi = (i + context + 1).min(n);
            show[lo..hi].iter_mut().for_each(|s| *s = true);
        }
    }
    // Unfold short hidden runs.
    let mut i = 0;
    while i < n {
        if show[i] {
            i += 1;
            continue;
        }
        let start = i;
        while i < n && !show[i] {
            i += 1;
        }
        if i - start < MIN_FOLD {
            show[start..i].iter_mut().for_each(|s| *s = true);
        }
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < n {
        let start = i;
        let shown = show[i];
        while i < n && show[i] == shown {
            i += 1;
        }
        if shown {
            out.push(Chunk::Shown {
                rows: start..i,
                header: hunk_header(rows, start..i),
            });
        } else {
            out.push(Chunk::Folded { rows: start..i });
        }
    }
    out
}

/// `@@ -a,b +c,d @@ label`, the label being the last one at or before the hunk's start.
fn hunk_header(rows: &[DiffRow], r: std::ops::Range<usize>) -> String {
    let span = |f: fn(&DiffRow) -> Option<u32>| {
        let nums: Vec<u32> = rows[r.clone()].iter().filter_map(f).collect();
        match nums.first() {
            Some(&first) => format!("{first},{}", nums.len()),
            None => {
                // An empty side starts after the last line before the hunk (unified convention).
                let before = rows[..r.start].iter().rev().find_map(f).unwrap_or(0);
                format!("{before},0")
            }
        }
    };
    let label = rows[..r.start + 1]
        .iter()
        .rev()
        .find_map(|row| {
            let t = row.text.trim_end();
            let code = t.split(';').next().unwrap_or("").trim_end();
            (!code.starts_with([' ', '\t']) && code.ends_with(':'))
                .then(|| code.trim_end_matches(':').to_string())
        })
        .unwrap_or_default();
    let mut h = format!("@@ -{} +{} @@", span(|r| r.old), span(|r| r.new));
    if !label.is_empty() {
        h.push(' ');
        h.push_str(&label);
    }
    h
}

fn side(module: &Module, k: &Kernel) -> Result<Side, ReportError> {
    let target = module.target.ok_or_else(|| ReportError::NoTarget {
        message: module.no_target_error("; pass --target"),
    })?;
    let isa = isa(target);
    let flow = KernelFlow::build(module, k, isa)?;
    let stats = kernel_stats(module, k, isa, &flow);
    let hot_insts: Vec<usize> = stats
        .hot_loop_id
        .map(|id| {
            flow.loops
                .get(id)
                .blocks
                .iter()
                .flat_map(|b| flow.cfg.blocks[b.index()].insts.clone())
                .collect()
        })
        .unwrap_or_default();
    let mut sorted = hot_insts.clone();
    sorted.sort_unstable();
    let hot_loop_span = sorted.first().copied().zip(sorted.last().copied());
    let banks = match (&stats.hot_loop, target) {
        (Some(h), Target::Gfx1100) => Some(BankPicture {
            header: h.header.clone(),
            lines: bank_rows(module, &flow.code, isa, &sorted)
                .into_iter()
                .map(|r| BankLine {
                    text: crate::flow::insts::instruction(module, &flow.code.insts[r.inst])
                        .to_string(),
                    x: r.x.to_vec(),
                    y: r.y.to_vec(),
                    conflicts: r.conflicts,
                    illegal: r.illegal,
                })
                .collect(),
        }),
        _ => None,
    };
    Ok(Side {
        live_vgprs: flow.liveness.pressure.iter().map(|p| p.0).collect(),
        hot_loop_span,
        banks,
        stats,
    })
}

/// Builds the report of `before` → `after`.
///
/// Kernels are matched by name (those of `before` in order, then those only in `after`);
/// `kernel` restricts the report to one. `passes` is the pass log of the run that produced
/// `after` (empty for `gfxopt diff`): each kernel gets the entries naming it. `verify` is the
/// emulator's verdict, attached to the kernel it names (every kernel when it names none).
pub fn build(
    before: &Module,
    after: &Module,
    kernel: Option<&str>,
    passes: &[PassLogEntry],
    verify: Option<VerifyVerdict>,
) -> Result<DiffReport, ReportError> {
    let tb = before.target.ok_or_else(|| ReportError::NoTarget {
        message: before.no_target_error("; pass --target"),
    })?;
    let ta = after.target.ok_or_else(|| ReportError::NoTarget {
        message: after.no_target_error("; pass --target"),
    })?;
    if ta != tb {
        return Err(ReportError::TargetMismatch {
            before: before.name.clone(),
            after: after.name.clone(),
            before_target: tb.name(),
            after_target: ta.name(),
        });
    }
    let kb = kernels(before)?;
    let ka = kernels(after)?;
    let mut names: Vec<&str> = kb.iter().map(|k| k.name.as_str()).collect();
    for k in &ka {
        if !names.contains(&k.name.as_str()) {
            names.push(&k.name);
        }
    }
    if let Some(query) = kernel {
        // A demangled name or signature selects as everywhere else (`kernel::names::select`).
        let symbol = crate::kernel::names::select(&kb, query)
            .or_else(|_| crate::kernel::names::select(&ka, query))
            .map(|k| k.name.clone())
            .ok();
        let want = symbol.as_deref().unwrap_or(query);
        names.retain(|n| *n == want);
        if names.is_empty() {
            return Err(ReportError::NoKernel {
                name: query.to_string(),
                before: before.name.clone(),
                after: after.name.clone(),
            });
        }
    }
    if names.is_empty() {
        return Err(ReportError::NoKernels {
            before: before.name.clone(),
            after: after.name.clone(),
        });
    }
    let mut out = Vec::new();
    for name in names {
        let b = kb.iter().find(|k| k.name == name);
        let a = ka.iter().find(|k| k.name == name);
        out.push(KernelReport {
            name: name.to_string(),
            before: b.map(|k| side(before, k)).transpose()?,
            after: a.map(|k| side(after, k)).transpose()?,
            passes: passes
                .iter()
                .filter(|p| p.kernel == name)
                .cloned()
                .collect(),
            verify: verify
                .as_ref()
                .filter(|v| v.kernel.as_deref().is_none_or(|k| k == name))
                .cloned(),
            diff: diff_kernel(b.map(|k| (before, k)), a.map(|k| (after, k))),
            model: None,
        });
    }
    Ok(DiffReport {
        target: tb,
        before_name: before.name.clone(),
        after_name: after.name.clone(),
        kernels: out,
    })
}

/// The report as JSON: `{ "target", "before_file", "after_file", "kernels": [ { "name",
/// "before", "after", "passes", "verify", "model" } ] }` (`model`: the timing model's
/// predicted times and speedup, or null), where `before`/`after` are exactly the kernel
/// objects of `gfxopt analyze --format json` (or null when the kernel is absent from that file).
pub fn render_json(r: &DiffReport) -> Result<String, serde_json::Error> {
    let kernels: Vec<serde_json::Value> = r
        .kernels
        .iter()
        .map(|k| {
            Ok(serde_json::json!({
                "name": k.name,
                "before": k.before.as_ref().map(|s| &s.stats),
                "after": k.after.as_ref().map(|s| &s.stats),
                "passes": serde_json::to_value(&k.passes)?,
                "verify": k.verify,
                "model": k.model,
            }))
        })
        .collect::<Result<_, serde_json::Error>>()?;
    let v = serde_json::json!({
        "target": r.target.name(),
        "before_file": r.before_name,
        "after_file": r.after_name,
        "kernels": kernels,
    });
    Ok(serde_json::to_string_pretty(&v)? + "\n")
}

/// An output format of the report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Markdown,
    Html,
    Json,
}

impl Format {
    /// The format a file name asks for: `.html`/`.htm`, `.md`/`.markdown`, `.json`; else text.
    pub fn from_path(path: &Path) -> Format {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        match ext.as_deref() {
            Some("html" | "htm") => Format::Html,
            Some("md" | "markdown") => Format::Markdown,
            Some("json") => Format::Json,
            _ => Format::Text,
        }
    }
}

/// Renders the report in `format`; `color` applies to text only (ANSI escapes).
pub fn render(r: &DiffReport, format: Format, color: bool) -> Result<String, serde_json::Error> {
    Ok(match format {
        Format::Text => render_text(r, color),
        Format::Markdown => render_markdown(r),
        Format::Html => render_html(r),
        Format::Json => render_json(r)?,
    })
}
