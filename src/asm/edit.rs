//! The edit API of a module: stable line ids and a journal of what the passes changed.
//!
//! Every line carries a [`LineId`] that does not move when lines are inserted or removed
//! around it: the parser numbers lines in file order, and a line a pass inserts gets a fresh
//! id from the module. Passes change lines only through the methods here, each of which
//! records an [`Edit`] (inserted, replaced or deleted, and for a deletion the line it stood
//! before). The fix-ups read the journal to know which blocks a pass touched
//! ([`crate::passes::changed_blocks`]): a pass that only deleted an instruction still has its
//! block's waits and hints recomputed, and a block no edit names stays byte for byte. The
//! verifier checks the journal against the lines ([`Module::journal_problems`]), so an edit
//! that bypassed it is a reported bug, not a silent scope error.
//!
//! A pass that tries a rewrite and gives up puts the lines back and the journal with them, to a
//! mark taken before ([`Module::edit_mark`], [`Module::put_back`], [`Module::put_back_range`]).

use super::ir::{Instruction, Line, LineKind, Module};
use super::pc_rel;
use std::collections::HashMap;
use std::ops::Range;

/// A line's identity, stable under edits elsewhere in the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LineId(u32);

impl LineId {
    /// A line not yet in a module (made by [`Line::new`]): inserting it gives it an id.
    pub const NEW: LineId = LineId(u32::MAX);

    /// The id the parser gives the line at `index` of a file (0-based).
    pub(crate) fn parsed(index: u32) -> LineId {
        LineId(index)
    }

    pub fn get(self) -> u32 {
        self.0
    }
}

impl std::fmt::Display for LineId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// What an edit did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EditKind {
    /// `lines` new lines, with consecutive ids from the edit's `line` on (one record per
    /// splice: unroll's copies are most of a pipeline's edits).
    Inserted {
        lines: u32,
    },
    Replaced,
    Deleted,
}

/// One recorded change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edit {
    pub kind: EditKind,
    /// The line (an insertion's first).
    pub line: LineId,
    /// For a deletion: the line that followed it once the edit was done (where the deleted
    /// line was); `None` when it was the module's last line.
    pub before: Option<LineId>,
}

/// A position in the journal, to roll back to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EditMark(usize);

/// The journal: every edit in order, and per line how many edits name it, so a fix-up asks
/// about one line in constant time (a scan of the journal per kernel would be quadratic in a
/// file of many kernels).
#[derive(Clone, Debug)]
pub struct EditLog {
    edits: Vec<Edit>,
    /// The first id an inserted line gets: every id from it on names an inserted line, so
    /// insertions (unroll's copies: the most numerous edits) need no entry in a map.
    first_new: u32,
    /// Parsed lines replaced: how many edits did so.
    replaced: HashMap<LineId, u32>,
    /// Lines deleted directly before each line: how many.
    deleted_before: HashMap<LineId, u32>,
    /// Lines deleted.
    deleted: HashMap<LineId, u32>,
}

impl EditLog {
    /// Every edit, in the order made.
    pub fn edits(&self) -> &[Edit] {
        &self.edits
    }

    pub fn is_empty(&self) -> bool {
        self.edits.is_empty()
    }

    /// Whether an edit inserted or replaced line `id`.
    pub fn changed(&self, id: LineId) -> bool {
        id.0 >= self.first_new || self.replaced.contains_key(&id)
    }

    /// Whether an edit inserted line `id` (it has no line of the source; a replaced line keeps
    /// its source line's id).
    pub fn inserted(&self, id: LineId) -> bool {
        id.0 >= self.first_new
    }

    /// Whether a line was deleted directly before line `id`.
    pub fn deleted_before(&self, id: LineId) -> bool {
        self.deleted_before.contains_key(&id)
    }

    /// Whether line `id` was deleted.
    pub fn deleted(&self, id: LineId) -> bool {
        self.deleted.contains_key(&id)
    }

    /// How many edits of each kind were made since `mark`.
    pub fn counts_since(&self, mark: EditMark) -> EditCounts {
        let mut c = EditCounts::default();
        for e in self.edits.get(mark.0..).unwrap_or_default() {
            match e.kind {
                EditKind::Inserted { lines } => c.inserted += lines as usize,
                EditKind::Replaced => c.replaced += 1,
                EditKind::Deleted => c.deleted += 1,
            }
        }
        c
    }

    /// A journal for a module whose parsed lines have ids below `first_new`.
    pub(crate) fn new(first_new: u32) -> EditLog {
        EditLog {
            edits: Vec::new(),
            first_new,
            replaced: HashMap::new(),
            deleted_before: HashMap::new(),
            deleted: HashMap::new(),
        }
    }

    fn map(&mut self, kind: EditKind) -> Option<&mut HashMap<LineId, u32>> {
        match kind {
            EditKind::Inserted { .. } => None,
            EditKind::Replaced => Some(&mut self.replaced),
            EditKind::Deleted => Some(&mut self.deleted),
        }
    }

    fn record(&mut self, e: Edit) {
        if let Some(map) = self.map(e.kind) {
            *map.entry(e.line).or_default() += 1;
        }
        if let (EditKind::Deleted, Some(b)) = (e.kind, e.before) {
            *self.deleted_before.entry(b).or_default() += 1;
        }
        self.edits.push(e);
    }

    fn truncate(&mut self, mark: EditMark) {
        while self.edits.len() > mark.0 {
            let Some(e) = self.edits.pop() else { break };
            if let Some(map) = self.map(e.kind) {
                forget(map, e.line);
            }
            if let (EditKind::Deleted, Some(b)) = (e.kind, e.before) {
                forget(&mut self.deleted_before, b);
            }
        }
    }
}

fn forget(map: &mut HashMap<LineId, u32>, id: LineId) {
    if let Some(n) = map.get_mut(&id) {
        *n -= 1;
        if *n == 0 {
            map.remove(&id);
        }
    }
}

/// How many lines a stretch of edits inserted, replaced and deleted (`--time-passes`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EditCounts {
    pub inserted: usize,
    pub replaced: usize,
    pub deleted: usize,
}

impl Module {
    /// The journal of every edit made through the edit API since parsing.
    pub fn edit_log(&self) -> &EditLog {
        &self.edits
    }

    /// The journal's current end, to roll back to.
    pub fn edit_mark(&self) -> EditMark {
        EditMark(self.edits.edits.len())
    }

    fn fresh_id(&mut self) -> LineId {
        let id = LineId(self.next_id);
        self.next_id += 1;
        id
    }

    /// Replaces line `at` by `line`, which keeps the old line's id.
    pub fn replace_line(&mut self, at: usize, mut line: Line) {
        line.id = self.lines[at].id;
        self.lines[at] = line;
        self.edits.record(Edit {
            kind: EditKind::Replaced,
            line: self.lines[at].id,
            before: None,
        });
    }

    /// The instruction of line `at` to change in place; the line then prints canonically and
    /// the change is recorded. `None` (nothing recorded) when the line holds no instruction.
    pub fn instruction_mut(&mut self, at: usize) -> Option<&mut Instruction> {
        let id = self.lines.get(at)?.id;
        if !matches!(self.lines[at].kind, LineKind::Instruction(_)) {
            return None;
        }
        self.edits.record(Edit {
            kind: EditKind::Replaced,
            line: id,
            before: None,
        });
        self.lines[at].instruction_mut()
    }

    /// Inserts `line` before line `at`, with a fresh id.
    pub fn insert_line(&mut self, at: usize, line: Line) {
        self.splice_lines(at..at, [line]);
    }

    /// Replaces the lines of `range` by `new`: each removed line is recorded as deleted and
    /// each new one gets a fresh id and is recorded as inserted (a copy of an existing line
    /// is a new line).
    ///
    /// A pure insertion (an empty `range`) that would land inside a PC-relative span goes before
    /// the span's `s_getpc_b64` instead ([`super::pc_rel`]): the span is atomic.
    pub fn splice_lines(&mut self, range: Range<usize>, new: impl IntoIterator<Item = Line>) {
        let range = match (
            range.is_empty(),
            pc_rel::span_start_before(&self.lines, range.start),
        ) {
            (true, Some(g)) => g..g,
            _ => range,
        };
        let removed: Vec<LineId> = self.lines[range.clone()].iter().map(|l| l.id).collect();
        let mut fresh: Vec<Line> = new.into_iter().collect();
        for l in &mut fresh {
            l.id = self.fresh_id();
        }
        let added: Vec<LineId> = fresh.iter().map(|l| l.id).collect();
        let start = range.start;
        self.reserve_lines(fresh.len().saturating_sub(range.len()));
        self.lines.splice(range, fresh);
        let before = self.lines.get(start + added.len()).map(|l| l.id);
        self.record_splice(removed.into_iter().map(|id| (id, before)), added);
    }

    /// Records deleted lines (each with the line that now follows it) and inserted ones.
    fn record_splice(
        &mut self,
        deleted: impl IntoIterator<Item = (LineId, Option<LineId>)>,
        inserted: Vec<LineId>,
    ) {
        // Fresh ids, handed out in order: one run.
        debug_assert!(inserted.windows(2).all(|w| w[1].0 == w[0].0 + 1));
        for (line, before) in deleted {
            self.edits.record(Edit {
                kind: EditKind::Deleted,
                line,
                before,
            });
        }
        if let Some(&line) = inserted.first() {
            self.edits.record(Edit {
                kind: EditKind::Inserted {
                    lines: inserted.len() as u32,
                },
                line,
                before: None,
            });
        }
    }

    /// Deletes the lines at `deletions` and inserts new instruction lines before the given
    /// line indices (all indices as they are before the call), in one splice over the span the
    /// edits cover: an insert or remove per edit moved the whole tail of the file each time,
    /// quadratic in a many-kernel file. Several groups inserted at one index go in the reverse
    /// of the order given (each above the ones before it). An insertion that would land inside a
    /// PC-relative span goes before the span's `s_getpc_b64` ([`super::pc_rel`]).
    pub fn apply_edits(
        &mut self,
        mut deletions: Vec<usize>,
        mut insertions: Vec<(usize, Vec<Instruction>)>,
    ) {
        for (at, _) in &mut insertions {
            if let Some(g) = pc_rel::span_start_before(&self.lines, *at) {
                *at = g;
            }
        }
        deletions.sort_unstable();
        deletions.dedup();
        insertions.sort_by_key(|(l, _)| *l);
        let first = deletions
            .first()
            .into_iter()
            .chain(insertions.first().map(|(l, _)| l));
        let Some(&lo) = first.min() else {
            return;
        };
        let last = deletions.last().map(|d| d + 1);
        let end = last
            .into_iter()
            .chain(insertions.last().map(|(l, _)| *l))
            .max()
            .unwrap_or(lo);
        let mut new = Vec::new();
        let mut deletions = deletions.into_iter().peekable();
        let mut insertions = insertions.into_iter().peekable();
        let mut insert_at = |at: usize, new: &mut Vec<Line>| {
            let mut here = Vec::new();
            while let Some((_, v)) = insertions.next_if(|(l, _)| *l == at) {
                here.push(v);
            }
            for inst in here.into_iter().rev().flatten() {
                new.push(Line::new(LineKind::Instruction(Box::new(inst))));
            }
        };
        // The span's lines, each either kept (moved, not re-recorded) or deleted. They are taken
        // out in place (a blank left behind) and the span replaced by one splice below: draining
        // it first shifted the rest of the module twice per edit, most of `optimize`'s time on
        // a many-kernel file.
        let old: Vec<Line> = self.lines[lo..end]
            .iter_mut()
            .map(|l| std::mem::replace(l, Line::new(LineKind::Blank)))
            .collect();
        let mut gone = Vec::new();
        for (at, line) in (lo..).zip(old) {
            insert_at(at, &mut new);
            if deletions.next_if_eq(&at).is_some() {
                gone.push((line.id, new.len()));
            } else {
                new.push(line);
            }
        }
        insert_at(end, &mut new);
        let mut added = Vec::new();
        for l in &mut new {
            if l.id == LineId::NEW {
                l.id = self.fresh_id();
                added.push(l.id);
            }
        }
        // Where each deleted line was: before the line that now follows it.
        let after_span = self.lines.get(end).map(|l| l.id);
        let follows: Vec<(LineId, Option<LineId>)> = gone
            .into_iter()
            .map(|(id, k)| (id, new.get(k).map(|l| l.id).or(after_span)))
            .collect();
        self.reserve_lines(new.len().saturating_sub(end - lo));
        self.lines.splice(lo..end, new);
        self.record_splice(follows, added);
    }

    /// Room for `extra` more lines: at least an eighth of the module more at a time, where
    /// `Vec` doubles (on a many-kernel file that `unroll` grows, the doubled vector was a
    /// quarter of `optimize`'s peak memory). Still geometric, so a line is moved O(1) times.
    fn reserve_lines(&mut self, extra: usize) {
        if self.lines.len() + extra > self.lines.capacity() {
            self.lines.reserve_exact(extra.max(self.lines.len() / 8));
        }
    }

    /// Puts lines saved before a trial edit back at their indices, in the order given, and
    /// forgets the edits made since `mark` (taken when they were saved): the module is then as
    /// it was at the mark, journal included.
    pub fn put_back(&mut self, mark: EditMark, saved: impl IntoIterator<Item = (usize, Line)>) {
        for (at, line) in saved {
            self.lines[at] = line;
        }
        self.edits.truncate(mark);
    }

    /// Puts lines saved before a trial edit back in `range` (the lines there now) and forgets
    /// the edits made since `mark`, as [`Module::put_back`] does for single lines.
    pub fn put_back_range(&mut self, mark: EditMark, range: Range<usize>, saved: Vec<Line>) {
        self.reserve_lines(saved.len().saturating_sub(range.len()));
        self.lines.splice(range, saved);
        self.edits.truncate(mark);
    }

    /// Whether the journal accounts for every difference between the lines of `range` and the
    /// lines they were parsed as, ids `parsed` (contiguous, as the parser numbers them):
    /// every id appears once, every line without its original text was recorded as inserted
    /// or replaced, and every parsed line that is gone was recorded as deleted. The problems
    /// found, for the verifier.
    pub fn journal_problems(&self, range: Range<usize>, parsed: Range<u32>) -> Vec<String> {
        let mut problems = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for (i, l) in self.lines[range].iter().enumerate() {
            if !seen.insert(l.id) {
                problems.push(format!(
                    "line id {} appears twice (line {i} of the kernel)",
                    l.id
                ));
            }
            if l.origin.is_none() && !self.edits.changed(l.id) {
                problems.push(format!(
                    "line {i} of the kernel was changed without an edit record"
                ));
            }
        }
        for id in parsed.map(LineId) {
            if !seen.contains(&id) && !self.edits.deleted(id) {
                problems.push(format!("parsed line {id} is gone without an edit record"));
            }
        }
        problems
    }
}
