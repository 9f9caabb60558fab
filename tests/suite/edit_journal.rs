//! Issue 21: stable line ids and the edit journal the fix-ups read. Edits keep the ids of the
//! lines they do not touch, give inserted lines fresh ones and record each change; a pass that
//! only deletes still gets the hints of its block recomputed and nothing else; an edit that
//! bypasses the journal is a verifier error naming the pass; `--time-passes` counts the edits.

use crate::common;
use gfxopt::asm::{parse_module, EditKind, Instruction, LineId, LineKind, Module, Operand};
use gfxopt::passes::{run_pipeline, Assumptions, PassContext, PassError, PassInfo, PassLogEntry};

const VECTOR_ADD: &str = "samples/vector_add/kernel.gfx1100.s";

fn sample(rel: &str) -> String {
    std::fs::read_to_string(common::repo().join(rel)).expect("read sample")
}

fn line_of(m: &Module, text: &str) -> usize {
    m.lines
        .iter()
        .position(|l| m.original_text(l).is_some_and(|t| t.trim() == text))
        .unwrap_or_else(|| panic!("no line `{text}`"))
}

fn ids(m: &Module) -> Vec<LineId> {
    m.lines.iter().map(|l| l.id).collect()
}

#[test]
fn edits_keep_ids_record_changes_and_roll_back() {
    let mut m = parse_module("va.s", &sample(VECTOR_ADD), None).expect("parse");
    let before_ids = ids(&m);
    let before_text = m.print();
    let unique: std::collections::HashSet<_> = before_ids.iter().collect();
    assert_eq!(unique.len(), before_ids.len(), "parsed ids are unique");

    let mark = m.edit_mark();
    let dead = line_of(&m, "v_add_co_u32 v4, vcc_lo, s6, v0");
    let store = line_of(&m, "global_store_b32 v[0:1], v2, off");
    let nop = Instruction::new("s_nop", [Operand::int(0)]);
    m.apply_edits(vec![dead], vec![(store, vec![nop.clone(), nop])]);

    // Every line but the deleted one keeps its id, in order; the two new ones are fresh.
    let after = ids(&m);
    let kept: Vec<LineId> = after
        .iter()
        .copied()
        .filter(|id| before_ids.contains(id))
        .collect();
    let expected: Vec<LineId> = before_ids
        .iter()
        .copied()
        .filter(|&id| id != before_ids[dead])
        .collect();
    assert_eq!(kept, expected);
    let fresh: Vec<LineId> = after
        .iter()
        .copied()
        .filter(|id| !before_ids.contains(id))
        .collect();
    assert_eq!(fresh.len(), 2);
    assert_ne!(fresh[0], fresh[1]);

    let log = m.edit_log();
    let kinds: Vec<EditKind> = log.edits().iter().map(|e| e.kind).collect();
    assert_eq!(kinds, [EditKind::Deleted, EditKind::Inserted { lines: 2 }]);
    // The deleted line is recorded before the line that followed it.
    assert_eq!(log.edits()[0].before, Some(before_ids[dead + 1]));
    assert_eq!(log.edits()[1].line, fresh[0]);
    assert!(log.deleted(before_ids[dead]));
    assert!(log.deleted_before(before_ids[dead + 1]));
    assert!(fresh.iter().all(|&id| log.changed(id)));
    assert!(!log.changed(before_ids[store]));
    let counts = log.counts_since(mark);
    assert_eq!(
        (counts.inserted, counts.deleted, counts.replaced),
        (2, 1, 0)
    );

    // An in-place change keeps the id and is recorded as a replacement.
    let add = line_of(&m, "v_add_f32_e32 v2, v2, v3");
    let add_id = m.lines[add].id;
    m.instruction_mut(add)
        .expect("instruction")
        .modifiers
        .clear();
    assert_eq!(m.lines[add].id, add_id);
    assert!(m.edit_log().changed(add_id));

    // Putting the whole range back forgets every edit since the mark.
    let saved: Vec<_> = parse_module("va.s", &before_text, None)
        .expect("parse")
        .lines;
    let len = m.lines.len();
    m.put_back_range(mark, 0..len, saved);
    assert_eq!(m.print(), before_text);
    assert!(m.edit_log().is_empty());
    assert_eq!(ids(&m), before_ids);
}

/// The dead `v_mov_b32 v5, 0` this test adds to vector_add sits between a VALU and its
/// reader, so the reader's hint says `VALU_DEP_2`.
fn with_dead_move() -> String {
    let text = sample(VECTOR_ADD);
    let anchor = "\tv_ashrrev_i32_e32 v2, 31, v1\n\ts_load_b64 s[0:1], s[0:1], 0x10\n\ts_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)\n";
    assert!(
        text.contains(anchor),
        "vector_add changed: update this test"
    );
    text.replace(
        anchor,
        "\tv_ashrrev_i32_e32 v2, 31, v1\n\tv_mov_b32_e32 v5, 0\n\ts_load_b64 s[0:1], s[0:1], 0x10\n\ts_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)\n",
    )
}

/// A pass that deletes the dead move through the edit API, and does nothing else.
fn delete_dead_move(
    cx: &mut PassContext,
    kernel: &str,
    _: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let mut e = gfxopt::passes::entry("delete-dead", kernel);
    let at = line_of(cx.module, "v_mov_b32_e32 v5, 0");
    cx.module.apply_edits(vec![at], Vec::new());
    e.changed.push("deleted a dead move".into());
    Ok(e)
}

static DELETE_DEAD: PassInfo = PassInfo {
    name: "delete-dead",
    description: "test: deletes one dead instruction",
    fixup: false,
    takes_option: false,
    allocates_registers: false,
    run: delete_dead_move,
};

/// Without the journal a deletion left no trace (no line lost its text), so the compiler's
/// hint, now one VALU off, stayed. With it, the block is recomputed, and only that block.
#[test]
fn a_pass_that_only_deletes_gets_its_block_fixed_and_nothing_else() {
    let input = with_dead_move();
    let mut m = parse_module("va.s", &input, None).expect("parse");
    let req = gfxopt::passes::PassRequest {
        pass: &DELETE_DEAD,
        option: None,
    };
    run_pipeline(&mut m, &[req], None, &Assumptions::new(), None).expect("pipeline");
    let out = m.print();
    assert!(!out.contains("v_mov_b32_e32 v5, 0"));
    let hint = out
        .lines()
        .skip_while(|l| !l.contains("v_ashrrev_i32_e32 v2, 31, v1"))
        .find(|l| l.contains("s_delay_alu"))
        .expect("the reader's hint");
    assert!(
        hint.contains("instid0(VALU_DEP_1)"),
        "the hint was not recomputed after the deletion: {hint}"
    );
    // The other blocks come out byte for byte: the entry block's hints and the exit block.
    for line in [
        "\ts_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)\n\tv_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]\n",
        ".LBB0_2:\n\ts_nop 0\n\ts_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\n\ts_endpgm\n",
    ] {
        assert!(out.contains(line), "a block no edit names changed:\n{out}");
    }
}

/// A pass that removes a line behind the journal's back.
fn delete_unrecorded(
    cx: &mut PassContext,
    kernel: &str,
    _: Option<&str>,
) -> Result<PassLogEntry, PassError> {
    let mut e = gfxopt::passes::entry("sneaky", kernel);
    let at = line_of(cx.module, "v_mov_b32_e32 v5, 0");
    cx.module.lines.remove(at);
    e.changed.push("deleted a line without recording it".into());
    Ok(e)
}

static SNEAKY: PassInfo = PassInfo {
    name: "sneaky",
    description: "test: edits lines without the edit API",
    fixup: false,
    takes_option: false,
    allocates_registers: false,
    run: delete_unrecorded,
};

#[test]
fn an_edit_that_bypasses_the_journal_is_a_verifier_error_naming_the_pass() {
    let mut m = parse_module("va.s", &with_dead_move(), None).expect("parse");
    let req = gfxopt::passes::PassRequest {
        pass: &SNEAKY,
        option: None,
    };
    let unroll = gfxopt::passes::parse_pass_list("unroll").expect("passes");
    for requests in [vec![req.clone()], vec![req, unroll[0].clone()]] {
        let mut m = m.clone();
        match run_pipeline(&mut m, &requests, None, &Assumptions::new(), None) {
            Err(PassError::Verifier { stage, problems }) => {
                assert_eq!(stage, "pass `sneaky`");
                assert!(
                    problems.contains("edit journal")
                        && problems.contains("without an edit record"),
                    "{problems}"
                );
            }
            Err(e) => panic!("another error: {e}"),
            Ok(_) => panic!("the unrecorded edit went unnoticed"),
        }
    }
    // The same line deleted through the API passes.
    let req = gfxopt::passes::PassRequest {
        pass: &DELETE_DEAD,
        option: None,
    };
    run_pipeline(&mut m, &[req], None, &Assumptions::new(), None).expect("pipeline");
    assert!(m
        .lines
        .iter()
        .all(|l| !matches!(&l.kind, LineKind::Instruction(i) if i.mnemonic == "v_mov_b32_e32")));
}

#[test]
fn time_passes_counts_each_passes_edits() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("out.s");
    let input = common::repo().join("samples/sgemm_ldsopt/kernel.gfx1100.s");
    let o = common::gfxopt()
        .arg("optimize")
        .arg(&input)
        .args(["--passes", "vopd", "--time-passes", "-o"])
        .arg(&out)
        .output()
        .expect("run gfxopt");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let err = String::from_utf8_lossy(&o.stderr);
    let counts = |pass: &str| -> [usize; 3] {
        let line = err
            .lines()
            .find(|l| l.contains(&format!("time: {pass} ")))
            .unwrap_or_else(|| panic!("no timing of {pass}:\n{err}"));
        let tail = line.split("lines: ").nth(1).expect("edit counts");
        let n: Vec<usize> = tail
            .split(',')
            .map(|p| {
                p.split_whitespace()
                    .next()
                    .expect("a count")
                    .parse()
                    .expect("a number")
            })
            .collect();
        [n[0], n[1], n[2]]
    };
    let [inserted, _, deleted] = counts("vopd");
    // vopd replaces FMA lines by dual-issue pairs: both inserts and deletes.
    assert!(
        inserted > 0 && deleted > inserted,
        "vopd: {inserted} / {deleted}"
    );
    for fixup in ["waitcnt", "clause", "delay-alu", "metadata"] {
        counts(fixup);
    }
}

mod props {
    use super::*;
    use proptest::prelude::*;

    /// One edit of a random sequence, its positions taken modulo the module's length.
    #[derive(Clone, Debug)]
    enum Op {
        Delete(Vec<usize>),
        Insert(usize, usize),
        Splice(usize, usize, usize),
        Replace(usize),
        /// Take a savepoint of the whole module (lines and journal mark).
        Save,
        /// Put the last savepoint back.
        Undo,
    }

    fn op() -> impl Strategy<Value = Op> {
        prop_oneof![
            prop::collection::vec(0usize..10_000, 1..4).prop_map(Op::Delete),
            (0usize..10_000, 1usize..3).prop_map(|(a, n)| Op::Insert(a, n)),
            (0usize..10_000, 0usize..3, 0usize..3).prop_map(|(a, d, n)| Op::Splice(a, d, n)),
            (0usize..10_000).prop_map(Op::Replace),
            Just(Op::Save),
            Just(Op::Undo),
        ]
    }

    fn nop() -> Instruction {
        Instruction::new("s_nop", [Operand::int(1)])
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Whatever the sequence of edits and undos, the journal accounts for every change
        /// (the verifier's check finds nothing), ids stay unique, and an undo gives back the
        /// module and journal of its savepoint.
        #[test]
        fn the_journal_accounts_for_every_edit(ops in prop::collection::vec(op(), 1..24)) {
            let text = sample(VECTOR_ADD);
            let mut m = parse_module("va.s", &text, None).expect("parse");
            let parsed = 0..m.lines.len() as u32;
            let mut saves: Vec<(gfxopt::asm::EditMark, Vec<gfxopt::asm::Line>, String, usize)> =
                Vec::new();
            for op in ops {
                let len = m.lines.len();
                match op {
                    Op::Delete(at) => {
                        let at = at.into_iter().map(|a| a % len).collect();
                        m.apply_edits(at, Vec::new());
                    }
                    Op::Insert(at, n) => {
                        m.apply_edits(Vec::new(), vec![(at % (len + 1), vec![nop(); n])]);
                    }
                    Op::Splice(at, d, n) => {
                        let at = at % (len + 1);
                        let end = (at + d).min(len);
                        let new: Vec<_> = (0..n)
                            .map(|_| gfxopt::asm::Line::new(LineKind::Instruction(Box::new(nop()))))
                            .collect();
                        m.splice_lines(at..end, new);
                    }
                    Op::Replace(at) => {
                        let at = at % len;
                        if let Some(i) = m.instruction_mut(at) {
                            i.operands.clear();
                        }
                    }
                    Op::Save => {
                        let n = m.edit_log().edits().len();
                        saves.push((m.edit_mark(), m.lines.clone(), m.print(), n));
                    }
                    Op::Undo => {
                        if let Some((mark, lines, printed, n)) = saves.pop() {
                            m.put_back_range(mark, 0..m.lines.len(), lines);
                            prop_assert_eq!(m.print(), printed);
                            prop_assert_eq!(m.edit_log().edits().len(), n);
                        }
                    }
                }
                let problems = m.journal_problems(0..m.lines.len(), parsed.clone());
                prop_assert!(problems.is_empty(), "{:?}", problems);
            }
        }
    }
}
