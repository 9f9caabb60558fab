//! The instruction facts of `isa-specs/` (`gfxopt::isa`): coverage of the corpora and samples,
//! spot checks against the ISA documents, and a check that the committed data is what
//! `tools/isa-gen/gen.py` generates from the installed LLVM 19 (skipped without it).

use std::path::{Path, PathBuf};
use std::process::Command;

use gfxopt::asm::{parse_instruction, parse_module, Instruction, SpecialReg, Target};
use gfxopt::isa::{isa, AddrSpace, Counter, OpInfo, OperandClass, Role, Unit};

const TARGETS: [Target; 2] = [Target::Gfx1100, Target::Gfx942];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn corpus(t: Target) -> Vec<(usize, String)> {
    let path = root().join(format!("tests/conformance/{}.txt", t.name()));
    let text = std::fs::read_to_string(&path).expect("corpus");
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| (i + 1, l.split(" ; [").next().unwrap_or(l).to_string()))
        .collect()
}

fn sample_files(t: Target) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(root().join("samples"))
        .expect("samples")
        .filter_map(|e| e.ok())
        .map(|e| e.path().join(format!("kernel.{}.s", t.name())))
        .filter(|p| p.exists())
        .collect();
    out.sort();
    out
}

/// Looks the instruction (and its VOPD Y half) up; returns a description of what is wrong.
fn check(t: Target, inst: &Instruction) -> Result<(), String> {
    let table = isa(t);
    let halves: Vec<(&Instruction, Option<gfxopt::isa::Opcode>)> = match &inst.dual {
        Some(y) => vec![(inst, table.lookup(inst)), (y, table.lookup_dual(inst))],
        None => vec![(inst, table.lookup(inst))],
    };
    for (half, op) in halves {
        let Some(op) = op else {
            return Err(format!(
                "no form for `{}` with {} operands",
                half.mnemonic,
                half.operands.len()
            ));
        };
        let info = table.info(op);
        if info.name != half.mnemonic.as_str() || info.operands.len() != half.operands.len() {
            return Err(format!(
                "wrong form {} ({} operands)",
                info.name,
                info.operands.len()
            ));
        }
    }
    Ok(())
}

#[test]
fn every_corpus_line_has_facts() {
    for t in TARGETS {
        let mut bad = Vec::new();
        let lines = corpus(t);
        for (no, text) in &lines {
            let inst = parse_instruction(text).expect("corpus line parses");
            if let Err(e) = check(t, &inst) {
                bad.push(format!("{}.txt:{no}: `{text}`: {e}", t.name()));
            }
        }
        assert!(lines.len() > 10_000, "{t}: corpus too small");
        assert!(
            bad.is_empty(),
            "{} of {} lines:\n{}",
            bad.len(),
            lines.len(),
            bad[..bad.len().min(30)].join("\n")
        );
    }
}

#[test]
fn every_sample_instruction_has_facts() {
    for t in TARGETS {
        let mut bad = Vec::new();
        let mut n = 0;
        for path in sample_files(t) {
            let text = std::fs::read_to_string(&path).expect("sample");
            let module = parse_module(&path.to_string_lossy(), &text, Some(t)).expect("parses");
            for (_, inst) in module.instructions() {
                n += 1;
                if let Err(e) = check(t, inst) {
                    bad.push(format!("{}: `{}`: {e}", path.display(), inst.mnemonic));
                }
            }
        }
        assert!(n > 1000, "{t}: only {n} sample instructions");
        assert!(
            bad.is_empty(),
            "{}:\n{}",
            bad.len(),
            bad[..bad.len().min(30)].join("\n")
        );
    }
}

fn facts(t: Target, text: &str) -> &'static OpInfo {
    let inst = parse_instruction(text).expect("parses");
    let table = isa(t);
    let op = table
        .lookup(&inst)
        .unwrap_or_else(|| panic!("{t}: no form for `{text}`"));
    table.info(op)
}

fn roles(info: &OpInfo) -> Vec<Role> {
    info.operands.iter().map(|o| o.role).collect()
}

#[test]
fn fmac_accumulates_in_place() {
    for t in TARGETS {
        let f = facts(t, "v_fmac_f32_e32 v5, v1, v2");
        assert_eq!(roles(f), [Role::DefUse, Role::Use, Role::Use], "{t}");
        assert_eq!(f.unit, Unit::Valu);
    }
    let f = facts(Target::Gfx1100, "v_fmac_f32_e64 v5, -v1, v2 clamp");
    assert_eq!(f.operands[0].role, Role::DefUse);
    let v = facts(Target::Gfx1100, "v_fmac_f32_e32 v5, v1, v2")
        .vopd
        .clone()
        .expect("vopd");
    assert!(v.x && v.y);
    assert_eq!(v.dual, "v_dual_fmac_f32");
    assert!(facts(Target::Gfx942, "v_fmac_f32_e32 v5, v1, v2")
        .vopd
        .is_none());
}

#[test]
fn global_memory_counters() {
    let g = Target::Gfx1100;
    let f = facts(g, "global_load_b32 v1, v[2:3], off");
    assert_eq!(
        (f.unit, f.addr_space),
        (Unit::VmemLoad, Some(AddrSpace::Global))
    );
    assert_eq!(f.counters, [Counter::Vm]);
    assert_eq!(f.operands[1].dwords, 2);
    assert_eq!(f.operands[2].class, OperandClass::Off);
    let s = facts(g, "global_load_b32 v1, v0, s[2:3] offset:16");
    assert_eq!(
        (
            s.operands[1].dwords,
            s.operands[2].class,
            s.operands[2].dwords
        ),
        (1, OperandClass::S, 2)
    );
    assert_eq!(
        facts(g, "global_store_b32 v[2:3], v1, off").counters,
        [Counter::Vs]
    );
    assert_eq!(
        facts(g, "global_atomic_add_u32 v0, v[1:2], v3, off glc").counters,
        [Counter::Vm]
    );
    assert_eq!(
        facts(g, "global_atomic_add_u32 v[1:2], v2, off").counters,
        [Counter::Vs]
    );
    let flat = facts(g, "flat_load_b32 v1, v[2:3]");
    assert_eq!(flat.counters, [Counter::Vm, Counter::Lgkm]);
    assert_eq!(flat.addr_space, Some(AddrSpace::Flat));
    let c = Target::Gfx942;
    assert_eq!(
        facts(c, "global_load_dword v1, v[2:3], off").counters,
        [Counter::Vm]
    );
    let st = facts(c, "global_store_dword v[2:3], v1, off");
    assert_eq!(
        (st.unit, st.counters.as_slice()),
        (Unit::VmemStore, &[Counter::Vm][..])
    );
}

#[test]
fn buffer_atomic_return_is_chosen_by_modifier() {
    let ret = facts(
        Target::Gfx1100,
        "buffer_atomic_add_u32 v1, v2, s[4:7], s3 offen glc",
    );
    assert!(ret.atomic_return);
    assert_eq!(ret.operands[0].role, Role::DefUse);
    assert_eq!(ret.counters, [Counter::Vm]);
    let no = facts(
        Target::Gfx1100,
        "buffer_atomic_add_u32 v1, v2, s[4:7], s3 offen",
    );
    assert!(!no.atomic_return);
    assert_eq!(no.operands[0].role, Role::Use);
    assert_eq!(no.counters, [Counter::Vs]);
    let ret = facts(
        Target::Gfx942,
        "buffer_atomic_add v1, v2, s[4:7], s3 offen sc0",
    );
    assert_eq!(ret.operands[0].role, Role::DefUse);
}

#[test]
fn scalar_and_lds() {
    for (t, text) in [
        (Target::Gfx1100, "s_load_b64 s[0:1], s[2:3], 0x10"),
        (Target::Gfx942, "s_load_dwordx2 s[0:1], s[2:3], 0x10"),
    ] {
        let f = facts(t, text);
        assert_eq!(
            (f.unit, f.addr_space),
            (Unit::Smem, Some(AddrSpace::Constant)),
            "{t}"
        );
        assert_eq!(f.counters, [Counter::Lgkm]);
        assert_eq!((f.operands[0].role, f.operands[0].dwords), (Role::Def, 2));
    }
    let ds = facts(Target::Gfx1100, "ds_load_b128 v[0:3], v1");
    assert_eq!((ds.operands[0].role, ds.operands[0].dwords), (Role::Def, 4));
    assert_eq!(
        (ds.unit, ds.counters.as_slice()),
        (Unit::Lds, &[Counter::Lgkm][..])
    );
    let ds = facts(Target::Gfx942, "ds_read_b128 v[0:3], v1");
    assert_eq!(ds.operands[0].dwords, 4);
    let add = facts(Target::Gfx1100, "s_add_u32 s0, s1, s2");
    assert_eq!(add.unit, Unit::Salu);
    assert_eq!(add.implicit_defs, [SpecialReg::Scc]);
}

#[test]
fn carries_and_masks_follow_the_wave_size() {
    let f = facts(Target::Gfx1100, "v_add_co_u32 v0, s0, v1, v2");
    assert_eq!(roles(f)[..2], [Role::Def, Role::Def]);
    assert_eq!(
        (f.operands[1].class, f.operands[1].dwords),
        (OperandClass::S, 1)
    );
    let f = facts(Target::Gfx942, "v_add_co_u32_e64 v0, s[0:1], v1, v2");
    assert_eq!((f.operands[1].role, f.operands[1].dwords), (Role::Def, 2));

    let f = facts(Target::Gfx1100, "v_cndmask_b32_e32 v0, v1, v2, vcc_lo");
    assert!(f.implicit_uses.contains(&SpecialReg::VccLo));
    assert_eq!(f.operands[3].fixed, Some(SpecialReg::VccLo));
    let f = facts(Target::Gfx942, "v_cndmask_b32_e32 v0, v1, v2, vcc");
    assert!(f.implicit_uses.contains(&SpecialReg::Vcc));
    assert!(f.implicit_uses.contains(&SpecialReg::Exec));

    let f = facts(Target::Gfx1100, "v_cmpx_eq_u32_e32 v1, v2");
    assert!(f.implicit_defs.contains(&SpecialReg::ExecLo));
    let f = facts(Target::Gfx942, "v_cmpx_eq_u32_e32 vcc, v1, v2");
    assert!(f.implicit_defs.contains(&SpecialReg::Exec));
    let f = facts(Target::Gfx1100, "v_cmp_eq_u32_e32 vcc_lo, v1, v2");
    assert_eq!(f.operands[0].role, Role::Def);
    assert!(f.implicit_defs.contains(&SpecialReg::VccLo));
}

#[test]
fn control_flow() {
    for t in TARGETS {
        let b = facts(t, "s_cbranch_scc0 .LBB0_2");
        assert!(b.is_branch && b.is_conditional && b.ends_block, "{t}");
        assert_eq!(b.implicit_uses, [SpecialReg::Scc]);
        assert_eq!(b.unit, Unit::Branch);
        let j = facts(t, "s_branch .LBB0_2");
        assert!(j.is_branch && !j.is_conditional && j.ends_block);
        let e = facts(t, "s_endpgm");
        assert!(e.ends_block && !e.is_branch);
        let pc = facts(t, "s_setpc_b64 s[0:1]");
        assert!(pc.ends_block && pc.is_branch && !pc.is_conditional);
        assert_eq!(pc.operands[0].dwords, 2);
        assert!(!facts(t, "s_getpc_b64 s[0:1]").ends_block);
        assert!(facts(t, "s_trap 2").ends_block);
        assert_eq!(
            facts(t, "s_waitcnt vmcnt(0) lgkmcnt(0)").unit,
            Unit::Waitcnt
        );
        assert_eq!(facts(t, "s_barrier").unit, Unit::Barrier);
        assert_eq!(facts(t, "s_nop 0").unit, Unit::Hint);
        assert!(!facts(t, "s_nop 0").ends_block);
    }
    assert_eq!(
        facts(Target::Gfx1100, "s_delay_alu instid0(VALU_DEP_1)").unit,
        Unit::Hint
    );
    assert_eq!(facts(Target::Gfx1100, "s_clause 0x1").unit, Unit::Hint);
}

#[test]
fn units() {
    for t in TARGETS {
        assert_eq!(
            facts(t, "v_exp_f32_e32 v0, v1").unit,
            Unit::ValuTrans,
            "{t}"
        );
        assert_eq!(facts(t, "v_rcp_f32_e32 v0, v1").unit, Unit::ValuTrans);
        assert_eq!(facts(t, "v_mul_f32_e32 v0, v1, v2").unit, Unit::Valu);
    }
    let m = facts(
        Target::Gfx942,
        "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]",
    );
    assert_eq!(m.unit, Unit::Matrix);
    assert_eq!(m.operands[0].dwords, 16);
}

#[test]
fn vopd_pairs() {
    let t = Target::Gfx1100;
    let table = isa(t);
    let pair =
        parse_instruction("v_dual_fmac_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v4, v5").expect("pair");
    let x = table.info(table.lookup(&pair).expect("x"));
    let y = table.info(table.lookup_dual(&pair).expect("y"));
    assert_eq!(x.name, "v_dual_fmac_f32");
    assert_eq!(roles(x), [Role::DefUse, Role::Use, Role::Use]);
    assert_eq!(y.name, "v_dual_mul_f32");
    assert_eq!(roles(y), [Role::Def, Role::Use, Role::Use]);
    assert!(x.implicit_uses.contains(&SpecialReg::ExecLo));
    let c = facts(t, "v_dual_cndmask_b32 v7, v10, v15");
    assert!(c.implicit_uses.contains(&SpecialReg::VccLo));
    // Which opcodes may be X only: the fmaak/fmamk/dot2acc families and the rest.
    let names: Vec<_> = table
        .iter()
        .filter_map(|(_, i)| i.vopd.as_ref().map(|v| (i.name.clone(), v.clone())))
        .collect();
    assert!(names
        .iter()
        .any(|(n, v)| n == "v_mov_b32_e32" && v.x && v.y));
    assert!(names
        .iter()
        .any(|(n, v)| n == "v_add_nc_u32_e32" && !v.x && v.y));
    assert!(isa(Target::Gfx942).iter().all(|(_, i)| i.vopd.is_none()));
    assert!(table
        .lookup_dual(&parse_instruction("v_mov_b32 v0, v1").expect("p"))
        .is_none());
}

#[test]
fn other_target() {
    // (`global_load_dword` is no longer an example: llvm-mc accepts it on gfx11 as an alias.)
    let gfx942_only = parse_instruction("v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]").expect("p");
    assert!(isa(Target::Gfx1100).lookup(&gfx942_only).is_none());
    assert!(isa(Target::Gfx1100).other_target_has(&gfx942_only));
    let unknown = parse_instruction("v_frobnicate v1, v2").expect("p");
    // Aliases llvm-mc accepts resolve to LLVM's printed form; case does not matter.
    for (alias, printed) in [
        ("global_load_dword v1, v[2:3], off", "global_load_b32"),
        ("ds_read_b32 v1, v2", "ds_load_b32"),
        ("s_andn2_b32 s0, s1, s2", "s_and_not1_b32"),
        ("v_mov_b32 v1, v2", "v_mov_b32_e32"),
        ("V_MOV_B32_E32 v1, v2", "v_mov_b32_e32"),
    ] {
        let i = parse_instruction(alias).expect("p");
        let table = isa(Target::Gfx1100);
        let op = table.lookup(&i).unwrap_or_else(|| panic!("{alias}"));
        assert_eq!(table.info(op).name, printed, "{alias}");
    }
    assert!(!isa(Target::Gfx1100).other_target_has(&unknown));
    assert!(isa(Target::Gfx1100).lookup(&unknown).is_none());
}

#[test]
fn opcodes_are_dense() {
    for t in TARGETS {
        let table = isa(t);
        assert_eq!(table.iter().count(), table.len());
        for (op, info) in table.iter() {
            assert!(std::ptr::eq(table.info(op), info));
            assert!(table.forms(&info.name).contains(&op));
            assert!(
                matches!(info.size, 4 | 8 | 12 | 16),
                "{t} {}: size {}",
                info.name,
                info.size
            );
        }
    }
}

fn have(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Re-running the generator must reproduce the committed `isa-specs/` (LLVM 19 tools needed:
/// Debian packages llvm-19 (llvm-mc-19), llvm-19-dev, clang-19).
#[test]
fn generator_reproduces_committed_data() {
    let header = Path::new("/usr/lib/llvm-19/include/llvm/MC/MCInstrDesc.h");
    let missing: Vec<&str> = [
        ("llvm-mc-19", have("llvm-mc-19")),
        ("llvm-config-19", have("llvm-config-19")),
        ("clang++-19", have("clang++-19")),
        ("llvm-19-dev headers", header.exists()),
        ("python3", have("python3")),
    ]
    .into_iter()
    .filter(|(_, ok)| !ok)
    .map(|(n, _)| n)
    .collect();
    if !missing.is_empty() {
        eprintln!(
            "skipping the isa-gen reproduction check: missing {}",
            missing.join(", ")
        );
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let dump = dir.path().join("opcodes.tsv");
    let out = Command::new("python3")
        .arg(root().join("tools/isa-gen/gen.py"))
        .arg("--check")
        .arg("--dump-opcodes")
        .arg(&dump)
        .output()
        .expect("runs gen.py");
    assert!(
        out.status.success(),
        "tools/isa-gen/gen.py --check failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    // Lookup picks, for every line, the form LLVM's own opcode belongs to.
    let text = std::fs::read_to_string(&dump).expect("dump");
    let mut bad = Vec::new();
    let mut n = 0;
    for line in text.lines() {
        let mut f = line.split('\t');
        let (Some(t), Some(asm), Some(opcode)) = (f.next(), f.next(), f.next()) else {
            panic!("bad dump line {line}");
        };
        let t = Target::from_target_id(t).expect("target");
        let inst = parse_instruction(asm).expect("parses");
        n += 1;
        let table = isa(t);
        let mut forms = vec![table.lookup(&inst)];
        if inst.dual.is_some() {
            forms.push(table.lookup_dual(&inst));
        }
        for op in forms {
            match op {
                Some(op) if table.info(op).llvm.iter().any(|l| l == opcode) => {}
                other => bad.push(format!(
                    "{t}: `{asm}` is {opcode}, lookup gave {:?}",
                    other.map(|op| &table.info(op).llvm)
                )),
            }
        }
    }
    assert!(n > 30_000, "only {n} instructions in the dump");
    assert!(
        bad.is_empty(),
        "{}:\n{}",
        bad.len(),
        bad[..bad.len().min(30)].join("\n")
    );
}

#[test]
fn image_address_lists_are_read_register_by_register() {
    // NSA: the address is a list of VGPRs, each an operand of its own for LLVM (vaddr0..).
    let info = facts(
        Target::Gfx1100,
        "image_sample_d v[64:65], [v32, v16, v8, v0, v[36:40]], s[4:11], s[4:7] dmask:0x3 dim:SQ_RSRC_IMG_3D",
    );
    assert_eq!(info.operands[1].class, OperandClass::Vlist);
    assert_eq!(info.operands[1].dwords, 9);
    assert_eq!(info.operands[1].role, Role::Use);
    // Even a consecutive list is the NSA encoding (12 bytes), not the range form (8 bytes).
    let nsa = facts(
        Target::Gfx1100,
        "image_load v[5:6], [v1, v2], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D",
    );
    let range = facts(
        Target::Gfx1100,
        "image_load v[5:6], v[1:2], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D",
    );
    assert_eq!((nsa.size, range.size), (12, 8));
    // Elsewhere llvm-mc reads such a list as the range.
    let g = facts(Target::Gfx1100, "global_load_b64 v[0:1], [v2, v3], off");
    assert_eq!(g.name, "global_load_b64");
}

#[test]
fn a_mnemonic_without_its_encoding_suffix_takes_the_encoding_its_operands_need() {
    for t in TARGETS {
        // A source modifier on a register needs VOP3; on a constant llvm-mc folds it into the
        // value (`|lit(123)|` is the literal 0x7b in `_e32`).
        assert_eq!(
            facts(t, "v_sqrt_f32 v2, |v1|").name,
            "v_sqrt_f32_e64",
            "{t}"
        );
        for folded in [
            "v_sqrt_f32 v2, |lit(123)|",
            "v_sqrt_f32 v2, -|1.5|",
            "v_sqrt_f32 v2, v1",
        ] {
            assert_eq!(facts(t, folded).name, "v_sqrt_f32_e32", "{t}: {folded}");
        }
    }
}

#[test]
fn operands_no_form_takes_are_refused_even_for_a_mnemonic_with_one_form() {
    // llvm-mc rejects all of these ("invalid operand for instruction"); a mnemonic with a single
    // form of the right operand count used to be taken without looking at the operands.
    for t in TARGETS {
        for text in [
            "s_mov_b32 v1, s2",
            "v_mov_b32_e32 s1, v2",
            "s_load_b32 v0, s[0:1], 0x0",
        ] {
            let inst = parse_instruction(text).expect("parses");
            assert_eq!(isa(t).lookup(&inst), None, "{t}: {text}");
        }
    }
}
