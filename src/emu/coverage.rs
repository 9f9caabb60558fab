//! Opcode coverage of the emulator, measured by running instructions, not by looking names up.
//!
//! A conformance corpus (`tests/conformance/<target>.txt`: one instruction a line, grouped under
//! `# family: NAME` headers) is read; every line runs alone on one wave with every register
//! zeroed ([`super::run_snippet`]). A mnemonic (with `_e32`/`_e64` dropped; `_dpp`/`_sdwa`
//! forms are their own mnemonics) counts as implemented when **every** corpus line using it
//! runs: an out-of-bounds access, an exhausted budget (a branch to itself), a jump to an
//! address that holds no instruction (`s_setpc_b64` of a zeroed register) or a trap mean its
//! semantics ran; a decode error or an "unsupported" stop mean they did not. Lines that fail
//! only on an operand the emulator does not model are left out and counted apart.

use super::{run_snippet, EmuError};
use crate::asm::Target;
use std::collections::BTreeMap;

/// Implemented and total distinct mnemonics of one family.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Family {
    pub name: String,
    pub implemented: usize,
    pub total: usize,
    /// Mnemonics that do not run, with the first reason.
    pub missing: Vec<(String, String)>,
}

/// Coverage of one corpus.
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    pub families: Vec<Family>,
    /// Distinct mnemonics over the whole corpus that run, and their number.
    pub implemented: usize,
    pub total: usize,
    /// Lines left out because an operand (not the opcode) is not modelled.
    pub operand_gaps: usize,
    /// Distinct mnemonics outside the graphics-only families ([`GRAPHICS_FAMILIES`]) that
    /// run, and their number: what a compute kernel can contain.
    pub compute_implemented: usize,
    pub compute_total: usize,
}

/// Families only pixel shaders use (LDS parameter loads and interpolation): no compute kernel
/// contains them, so the compute figure leaves them out.
pub const GRAPHICS_FAMILIES: &[&str] = &["LDSDIR", "VINTERP"];

/// The mnemonic a corpus line is counted under.
pub fn base_mnemonic(m: &str) -> &str {
    let mut m = m;
    for s in ["_e32", "_e64"] {
        if let Some(x) = m.strip_suffix(s) {
            m = x;
        }
    }
    m
}

/// Whether `err` means the instruction's semantics ran.
fn executed(err: &EmuError) -> bool {
    match err {
        EmuError::OutOfBounds { .. }
        | EmuError::Budget { .. }
        | EmuError::Hazard { .. }
        | EmuError::BadJump { .. } => true,
        EmuError::Unsupported { message, .. } => message.ends_with("the kernel trapped"),
        _ => false,
    }
}

/// Whether `err` is about an operand the emulator does not model (a special register such as
/// `src_pops_exiting_wave_id`) rather than about the opcode: such lines are left out of the
/// count, neither for nor against the mnemonic, and counted in [`Coverage::operand_gaps`].
pub fn operand_gap(err: &str) -> bool {
    err.contains(": operand `") && err.ends_with("is not emulated")
}

/// Runs one instruction; `Err` gives why it did not execute.
pub fn run_line(target: Target, line: &str) -> Result<(), String> {
    // Branches in the corpus carry raw offsets: branch to a label on the instruction itself.
    let mut text = line.to_string();
    let m = line.split_whitespace().next().unwrap_or("");
    if m.starts_with("s_cbranch") || m == "s_branch" {
        text = format!(".Lself:\n\t{m} .Lself");
    }
    // A PC-relative operand (`callee@rel32@lo+4`) names a symbol the lone line does not hold:
    // point it at a label on the line itself, as branches are.
    if let Some(sym) = line.split([',', ' ', '\t']).find_map(|o| {
        super::calls::parse_reloc(o)
            .filter(|(_, r, _)| *r != super::calls::Reloc::Got)
            .map(|(s, _, _)| s)
    }) {
        text = format!(".Lself:\n\t{}", line.replace(sym, ".Lself"));
    }
    let r = run_snippet(target, &text, |w| {
        for r in w.v.iter_mut() {
            *r = [0; 64];
        }
        let exec = w.s[super::decode::sreg::EXEC as usize..][..2].to_vec();
        w.s = [0; super::decode::sreg::COUNT];
        w.s[super::decode::sreg::EXEC as usize] = exec[0];
        w.s[super::decode::sreg::EXEC as usize + 1] = exec[1];
    });
    match r {
        Ok(_) => Ok(()),
        Err(e) if executed(&e) => Ok(()),
        Err(e) => Err(e.to_string()),
    }
}

/// Measures a corpus: per `# family:` section, distinct mnemonics and how many run (a
/// mnemonic runs when all its lines, in every family, run).
pub fn measure(target: Target, corpus: &str) -> Coverage {
    let mut all: BTreeMap<String, Option<String>> = BTreeMap::new();
    let mut fams: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut family = String::from("other");
    let mut operand_gaps = 0;
    for line in corpus.lines() {
        let t = line.trim();
        if let Some(f) = t.strip_prefix("# family:") {
            family = f.trim().to_string();
            continue;
        }
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let asm = t.split(" ; [").next().unwrap_or(t).trim();
        let Some(m) = asm.split_whitespace().next() else {
            continue;
        };
        let m = base_mnemonic(m).to_string();
        let members = fams.entry(family.clone()).or_default();
        if !members.contains(&m) {
            members.push(m.clone());
        }
        let entry = all.entry(m).or_insert(None);
        if entry.is_some() {
            continue; // already failed once
        }
        match run_line(target, asm) {
            Ok(()) => {}
            Err(e) if operand_gap(&e) => operand_gaps += 1,
            Err(e) => *entry = Some(e),
        }
    }
    // A mnemonic in a graphics family is graphics-only (interpolation has no other form).
    let graphics: std::collections::BTreeSet<String> = fams
        .iter()
        .filter(|(name, _)| GRAPHICS_FAMILIES.contains(&name.as_str()))
        .flat_map(|(_, ms)| ms.iter().cloned())
        .collect();
    let families = fams
        .into_iter()
        .map(|(name, ms)| {
            let total = ms.len();
            let missing: Vec<(String, String)> = ms
                .into_iter()
                .filter_map(|m| all.get(&m).cloned().flatten().map(|e| (m, e)))
                .collect();
            Family {
                name,
                implemented: total - missing.len(),
                total,
                missing,
            }
        })
        .collect();
    let implemented = all.values().filter(|e| e.is_none()).count();
    let compute: Vec<&Option<String>> = all
        .iter()
        .filter(|(m, _)| !graphics.contains(m.as_str()))
        .map(|(_, e)| e)
        .collect();
    Coverage {
        families,
        implemented,
        total: all.len(),
        operand_gaps,
        compute_implemented: compute.iter().filter(|e| e.is_none()).count(),
        compute_total: compute.len(),
    }
}
