//! The kernels of a module, found once and kept up to date as passes edit one kernel at a time.
//!
//! Libraries ship hundreds of kernels per file. Finding a kernel by scanning the module (and
//! parsing the whole metadata YAML) on every lookup made a pipeline quadratic in the number of
//! kernels. The index finds every kernel once; a lookup then re-reads only that kernel's lines.
//!
//! Line positions move when a pass inserts or deletes lines. A pass edits the kernel it looked up
//! (and, for the metadata fix-up, that kernel's metadata entry, in place), so when the module's
//! length changes, the positions behind the kernel handed out last move by the difference. A
//! moved position is never trusted: a lookup checks that the label, the `.amdhsa_kernel` line and
//! the metadata entry it finds still name the kernel, and re-indexes the module when they do not.

use super::metadata::{parse_metadata, KernelMetadata};
use super::view::{
    code_end, descriptor_name, kernels, read_descriptor, Descriptor, Kernel, KernelError,
};
use crate::asm::{LineKind, Module, RawKind};
use std::collections::HashMap;
use std::ops::Range;

/// Every kernel of a module by name, with positions valid for a module of `len` lines.
#[derive(Clone, Debug)]
pub struct KernelIndex {
    /// Each kernel as found, without its descriptor's fields: a lookup reads them again from
    /// the `.amdhsa_kernel` block (about 60 lines), and keeping them doubled the memory the
    /// descriptors of a many-kernel file take.
    kernels: Vec<Kernel>,
    by_name: HashMap<String, usize>,
    len: usize,
    /// The kernel handed out last: the one a change of length is attributed to.
    current: Option<usize>,
    /// Kernels whose metadata entry was rewritten since it was parsed.
    stale_metadata: Vec<bool>,
}

impl KernelIndex {
    /// Indexes every kernel of `module` (one pass over the lines, one parse of the metadata).
    pub fn build(module: &Module) -> Result<KernelIndex, KernelError> {
        Ok(KernelIndex::of(module, &kernels(module)?))
    }

    /// The index of `found`, every kernel of `module`.
    fn of(module: &Module, found: &[Kernel]) -> KernelIndex {
        let by_name = found
            .iter()
            .enumerate()
            .map(|(i, k)| (k.name.clone(), i))
            .collect();
        KernelIndex {
            stale_metadata: vec![false; found.len()],
            kernels: found.iter().map(positions).collect(),
            by_name,
            len: module.lines.len(),
            current: None,
        }
    }

    /// The kernels' names, in descriptor order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.kernels.iter().map(|k| k.name.as_str())
    }

    /// The kernel `name` as `module` stands now (`None` if the module has no such kernel).
    pub fn get(&mut self, module: &Module, name: &str) -> Result<Option<Kernel>, KernelError> {
        if module.lines.len() != self.len {
            self.follow_length_change(module.lines.len());
        }
        let found = match self.by_name.get(name) {
            Some(&i) => self.reread(module, i).map(|k| (i, k)),
            None => None,
        };
        let (i, kernel) = match found {
            Some(hit) => hit,
            None => {
                // Positions that no longer check out (an edit outside the kernel looked up
                // last), or a name not seen: index the module afresh.
                let mut found = kernels(module)?;
                *self = KernelIndex::of(module, &found);
                let Some(&i) = self.by_name.get(name) else {
                    return Ok(None);
                };
                (i, found.swap_remove(i))
            }
        };
        self.kernels[i] = positions(&kernel);
        self.stale_metadata[i] = false;
        self.current = Some(i);
        Ok(Some(kernel))
    }

    /// Records that kernel `name`'s metadata entry was rewritten: its next lookup parses it again.
    pub fn metadata_changed(&mut self, name: &str) {
        if let Some(&i) = self.by_name.get(name) {
            self.stale_metadata[i] = true;
        }
    }

    /// Moves every position after the label of the kernel handed out last by the change of the
    /// module's length (the edit was inside that kernel).
    fn follow_length_change(&mut self, len: usize) {
        let delta = len as isize - self.len as isize;
        self.len = len;
        let Some(anchor) = self.current.map(|i| self.kernels[i].label_line) else {
            return;
        };
        let shift = |p: &mut usize| {
            if *p > anchor {
                *p = p.saturating_add_signed(delta);
            }
        };
        let shift_range = |r: &mut Range<usize>| {
            shift(&mut r.start);
            shift(&mut r.end);
        };
        for k in &mut self.kernels {
            shift(&mut k.label_line);
            shift_range(&mut k.code);
            shift_range(&mut k.descriptor.lines);
            if let Some(r) = &mut k.metadata_lines {
                shift_range(r);
            }
        }
    }

    /// Kernel `i` read again from its recorded positions, or `None` when they no longer hold it.
    fn reread(&self, module: &Module, i: usize) -> Option<Kernel> {
        let old = &self.kernels[i];
        let lines = &module.lines;
        let labelled = matches!(
            lines.get(old.label_line).map(|l| &l.kind),
            Some(LineKind::Label(n)) if *n == old.name
        );
        let start = old.descriptor.lines.start;
        if !labelled || lines.get(start).and_then(descriptor_name) != Some(old.name.as_str()) {
            return None;
        }
        let descriptor = read_descriptor(module, start, &old.name).ok()?;
        let metadata_lines = match &old.metadata_lines {
            Some(r) => Some(entry_still_named(module, r, &old.name)?),
            None => None,
        };
        let metadata = match (&metadata_lines, self.stale_metadata[i]) {
            (Some(r), true) => Some(parse_entry(module, r)?),
            _ => old.metadata.clone(),
        };
        Some(Kernel {
            name: old.name.clone(),
            label_line: old.label_line,
            code: old.label_line + 1..code_end(module, old.label_line),
            descriptor,
            metadata,
            metadata_lines,
        })
    }
}

/// What the index keeps of `k`: all of it but the descriptor's fields.
fn positions(k: &Kernel) -> Kernel {
    Kernel {
        name: k.name.clone(),
        label_line: k.label_line,
        code: k.code.clone(),
        descriptor: Descriptor {
            fields: Vec::new(),
            lines: k.descriptor.lines.clone(),
        },
        metadata: k.metadata.clone(),
        metadata_lines: k.metadata_lines.clone(),
    }
}

/// `range` if it still spans exactly the metadata entry of kernel `name`.
fn entry_still_named(module: &Module, range: &Range<usize>, name: &str) -> Option<Range<usize>> {
    let text = |i: usize| match module.lines.get(i).map(|l| &l.kind) {
        Some(LineKind::Raw(RawKind::Metadata, t)) => Some(&**t),
        _ => None,
    };
    let first = text(range.start)?;
    // The line after the entry starts the next entry, a top-level key or leaves the block.
    let ends_there = text(range.end).is_none_or(|t| t.starts_with("  - ") || !t.starts_with("  "));
    let named = range.clone().any(|i| {
        text(i).is_some_and(|t| {
            t.strip_prefix("  - ")
                .or_else(|| t.strip_prefix("    "))
                .and_then(|k| k.strip_prefix(".name:"))
                .is_some_and(|v| v.trim() == name)
        })
    });
    (first.starts_with("  - ") && ends_there && named).then(|| range.clone())
}

/// The metadata entry at `range`, parsed alone.
fn parse_entry(module: &Module, range: &Range<usize>) -> Option<KernelMetadata> {
    let mut text = String::from("amdhsa.kernels:\n");
    for line in &module.lines[range.clone()] {
        if let LineKind::Raw(RawKind::Metadata, t) = &line.kind {
            text.push_str(t);
            text.push('\n');
        }
    }
    let first = module.lines[range.start].line_number().unwrap_or(0);
    parse_metadata(&text, first).ok()?.into_iter().next()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::asm::{parse_module, Instruction, Line, Target};

    fn two_kernels() -> Module {
        let one = |n: &str| {
            format!(
                "{n}:\n\ts_mov_b32 s0, 0\n\ts_endpgm\n\t.section .rodata\n\t.amdhsa_kernel {n}\n\
                 \t\t.amdhsa_next_free_vgpr 1\n\t.end_amdhsa_kernel\n\t.text\n"
            )
        };
        // Every field the metadata reader requires, one per line (column 4, as LLVM prints).
        let entry = |n: &str| {
            format!(
                "  - .name: {n}\n    .group_segment_fixed_size: 0\n    .private_segment_fixed_size: 0\n\
                 \x20   .kernarg_segment_size: 0\n    .wavefront_size: 64\n    .sgpr_count: 1\n\
                 \x20   .vgpr_count: 1\n"
            )
        };
        let meta = format!(
            "\t.amdgpu_metadata\n---\namdhsa.kernels:\n{}{}amdhsa.target: gfx942\n...\n\
             \t.end_amdgpu_metadata\n",
            entry("a"),
            entry("b")
        );
        let text = format!(
            "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n{}{}{meta}",
            one("a"),
            one("b")
        );
        parse_module("t.s", &text, Some(Target::Gfx942)).unwrap()
    }

    fn nop() -> Line {
        Line::new(LineKind::Instruction(Box::new(Instruction::new(
            "s_nop",
            [],
        ))))
    }

    #[test]
    fn a_lookup_follows_edits_inside_the_kernel_looked_up_last() {
        let mut m = two_kernels();
        let mut index = KernelIndex::build(&m).unwrap();
        let a = index.get(&m, "a").unwrap().unwrap();
        m.lines.insert(a.code.start, nop());
        m.lines.insert(a.code.start, nop());
        let b = index.get(&m, "b").unwrap().unwrap();
        let fresh = kernels(&m).unwrap();
        assert_eq!(b, fresh[1]);
        assert_eq!(index.get(&m, "a").unwrap().unwrap(), fresh[0]);
    }

    #[test]
    fn an_edit_elsewhere_is_caught_and_the_module_reindexed() {
        let mut m = two_kernels();
        let mut index = KernelIndex::build(&m).unwrap();
        let a = index.get(&m, "a").unwrap().unwrap();
        let b = kernels(&m).unwrap()[1].clone();
        // An edit in `b` while `a` was the kernel looked up last: `b`'s positions after `a`'s
        // label shift by the wrong amount for a's own lines, and the lookup must notice.
        m.lines.insert(b.code.start, nop());
        m.lines.remove(a.code.start);
        m.lines.insert(0, nop());
        let fresh = kernels(&m).unwrap();
        assert_eq!(index.get(&m, "a").unwrap().unwrap(), fresh[0]);
        assert_eq!(index.get(&m, "b").unwrap().unwrap(), fresh[1]);
        assert_eq!(index.get(&m, "c").unwrap(), None);
    }

    #[test]
    fn a_rewritten_metadata_entry_is_parsed_again() {
        let mut m = two_kernels();
        let mut index = KernelIndex::build(&m).unwrap();
        let b = index.get(&m, "b").unwrap().unwrap();
        assert_eq!(b.metadata.as_ref().unwrap().vgpr_count, 1);
        let r = b.metadata_lines.clone().unwrap();
        let at = r
            .clone()
            .find(|&i| matches!(&m.lines[i].kind, LineKind::Raw(_, t) if t.contains("vgpr_count")))
            .unwrap();
        m.lines[at] = Line::new(LineKind::Raw(
            RawKind::Metadata,
            "    .vgpr_count: 7".into(),
        ));
        index.metadata_changed("b");
        let b = index.get(&m, "b").unwrap().unwrap();
        assert_eq!(b.metadata.unwrap().vgpr_count, 7);
        assert_eq!(
            index
                .get(&m, "a")
                .unwrap()
                .unwrap()
                .metadata
                .unwrap()
                .vgpr_count,
            1
        );
    }
}
