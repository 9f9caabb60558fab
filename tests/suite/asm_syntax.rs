//! The grammar, one construct at a time, and the errors for what it rejects.

use gfxopt::asm::*;

fn inst(text: &str) -> Instruction {
    parse_instruction(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn canon(text: &str) -> String {
    inst(text).to_string()
}

#[test]
fn registers_and_ranges() {
    let i = inst("v_lshlrev_b64 v[0:1], 2, v[4:5]");
    assert_eq!(
        i.operands[0].as_reg(),
        Some(RegRange::new(RegFile::V, 0, 2))
    );
    assert_eq!(
        i.operands[1].kind,
        OperandKind::Int {
            value: 2,
            hex: false
        }
    );
    let i = inst("s_load_b512 s[8:23], ttmp[4:5], 0x0");
    assert_eq!(
        i.operands[0].as_reg(),
        Some(RegRange::new(RegFile::S, 8, 16))
    );
    assert_eq!(
        i.operands[1].as_reg(),
        Some(RegRange::new(RegFile::Ttmp, 4, 2))
    );
    let i = inst("v_accvgpr_write_b32 a16, v16");
    assert_eq!(
        i.operands[0].as_reg(),
        Some(RegRange::new(RegFile::A, 16, 1))
    );
    assert_eq!(canon("v_mov_b32 v[3:3], v[4]"), "v_mov_b32 v3, v4");
    let i = inst("v_add_f16 v1.h, v2.l, v3.l");
    assert_eq!(i.operands[0].as_reg().and_then(|r| r.half), Some(Half::Hi));
    assert_eq!(
        canon("v_add_f16 v1.h, v2.l, v3.l"),
        "v_add_f16 v1.h, v2.l, v3.l"
    );
}

#[test]
fn vector_register_lists() {
    // An image address in NSA form: elements of any width, printed back as a list.
    let i = inst("image_sample_d v[64:65], [v32, v16, v[36:40]], s[4:11], s[4:7] dmask:0x3");
    assert_eq!(
        i.operands[1].reg_ranges(),
        &[
            RegRange::new(RegFile::V, 32, 1),
            RegRange::new(RegFile::V, 16, 1),
            RegRange::new(RegFile::V, 36, 5)
        ]
    );
    assert_eq!(i.operands[1].as_reg(), None);
    assert_eq!(
        canon("image_load v[1:4], [v2,v5], s[4:11] dmask:0xf"),
        "image_load v[1:4], [v2, v5], s[4:11] dmask:0xf"
    );
    // A consecutive list is also its range; a scalar list is a range outright.
    let i = inst("global_load_b64 v[0:1], [v2, v3], off");
    assert_eq!(
        i.operands[1].as_reg(),
        Some(RegRange::new(RegFile::V, 2, 2))
    );
    let i = inst("s_load_b64 s[0:1], [s2,s3], 0x0");
    assert_eq!(
        i.operands[1].kind,
        OperandKind::Reg(RegRange::new(RegFile::S, 2, 2))
    );
}

#[test]
fn special_registers() {
    let i = inst("v_add_co_ci_u32_e32 v3, vcc_lo, s5, v1, vcc_lo");
    assert_eq!(i.operands[1].kind, OperandKind::Special(SpecialReg::VccLo));
    let i = inst("global_store_b32 v[0:1], v2, off");
    assert_eq!(i.operands[2].kind, OperandKind::Special(SpecialReg::Off));
    for name in [
        "exec",
        "exec_lo",
        "m0",
        "scc",
        "null",
        "flat_scratch",
        "src_shared_base",
    ] {
        let i = inst(&format!("s_mov_b64 s[0:1], {name}"));
        assert!(
            matches!(i.operands[1].kind, OperandKind::Special(_)),
            "{name}"
        );
        assert_eq!(i.to_string(), format!("s_mov_b64 s[0:1], {name}"));
    }
}

#[test]
fn literals_keep_their_value_and_spelling() {
    assert_eq!(
        inst("s_and_b32 s2, s2, 0xffff").operands[2].kind,
        OperandKind::Int {
            value: 0xffff,
            hex: true
        }
    );
    assert_eq!(
        inst("v_mov_b32 v0, -1").operands[1].kind,
        OperandKind::Int {
            value: -1,
            hex: false
        }
    );
    assert_eq!(
        inst("v_mov_b32 v0, -4.0").operands[1].kind,
        OperandKind::Float(-4.0)
    );
    assert_eq!(
        inst("v_mov_b32 v0, 0.15915494").operands[1].kind,
        OperandKind::Float(0.15915494)
    );
    assert_eq!(
        canon("v_mov_b32 v0, 0.15915494"),
        "v_mov_b32 v0, 0.15915494"
    );
    assert_eq!(canon("v_mov_b32 v0, 1e-7"), "v_mov_b32 v0, 1.0e-7");
    assert_eq!(
        canon("s_mov_b32 s0, 0xFFFFFFFF"),
        "s_mov_b32 s0, 0xffffffff"
    );
}

#[test]
fn operand_modifiers() {
    let i = inst("v_fma_f32 v0, -v1, |v2|, -|s3|");
    assert!(i.operands[1].mods.neg && !i.operands[1].mods.abs);
    assert!(i.operands[2].mods.abs && !i.operands[2].mods.neg);
    assert!(i.operands[3].mods.abs && i.operands[3].mods.neg);
    assert_eq!(i.to_string(), "v_fma_f32 v0, -v1, |v2|, -|s3|");
    assert_eq!(
        canon("v_fma_f32 v0, neg(v1), abs(v2), v3"),
        "v_fma_f32 v0, -v1, |v2|, v3"
    );
    // A negated inline constant is not the negative constant.
    let i = inst("v_add_f32_e64 v0, neg(1.0), v1");
    assert!(i.operands[1].mods.neg);
    assert_eq!(i.operands[1].kind, OperandKind::Float(1.0));
    assert_eq!(i.to_string(), "v_add_f32_e64 v0, neg(1.0), v1");
    assert!(
        inst("v_mov_b32_sdwa v0, sext(v1) src0_sel:BYTE_0").operands[1]
            .mods
            .sext
    );
    assert!(inst("v_mov_b32_e32 v0, lit(1.0)").operands[1].mods.lit);
}

#[test]
fn symbol_expressions() {
    let i = inst("s_add_u32 s0, s0, sym@rel32@lo+4");
    assert_eq!(
        i.operands[2].kind,
        OperandKind::Expr("sym@rel32@lo+4".into())
    );
    let i = inst("s_cbranch_execz .LBB0_2");
    assert_eq!(i.operands[0].kind, OperandKind::Expr(".LBB0_2".into()));
    let i = inst("s_add_u32 s0, s0, (.LBB0_3-.Lpost_getpc0)&4294967295");
    assert_eq!(
        i.operands[2].kind,
        OperandKind::Expr("(.LBB0_3-.Lpost_getpc0)&4294967295".into())
    );
}

#[test]
fn instruction_modifiers() {
    let i = inst("global_load_b32 v1, v0, s[2:3] offset:-16 glc slc dlc");
    assert_eq!(i.operands.len(), 3);
    assert_eq!(
        i.modifier("offset").and_then(Modifier::int_value),
        Some(-16)
    );
    assert!(i.has_modifier("glc") && i.has_modifier("slc") && i.has_modifier("dlc"));
    let i = inst("global_load_dword v1, v0, s[2:3] sc0 sc1 nt");
    assert!(i.has_modifier("sc0") && i.has_modifier("sc1") && i.has_modifier("nt"));
    let i = inst("ds_store_2addr_b32 v0, v1, v2 offset0:4 offset1:8");
    assert_eq!(i.modifier("offset1").and_then(Modifier::int_value), Some(8));
    let i = inst("v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel_hi:[0,1,1] neg_lo:[1,0,0]");
    assert_eq!(
        i.modifier("op_sel_hi").map(|m| m.value.clone()),
        Some(ModValue::List(Box::new(vec![
            Atom::Int {
                value: 0,
                hex: false
            },
            Atom::Int {
                value: 1,
                hex: false
            },
            Atom::Int {
                value: 1,
                hex: false
            }
        ])))
    );
    let i = inst("v_add_f32_e64 v0, v1, v2 clamp mul:2");
    assert!(i.has_modifier("clamp"));
    assert_eq!(i.modifier("mul").and_then(Modifier::int_value), Some(2));
    let i = inst(
        "v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1 fi:1",
    );
    assert_eq!(i.modifiers.len(), 5);
    assert_eq!(
        i.to_string(),
        "v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1 fi:1"
    );
    let i = inst("v_mov_b32_sdwa v0, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0");
    assert_eq!(
        i.modifier("dst_sel").map(|m| m.value.clone()),
        Some(ModValue::Sym("WORD_1".into()))
    );
    let i = inst("buffer_load_dword v1, v2, s[0:3], 0 offen offset:4");
    assert_eq!(i.operands.len(), 4);
    assert!(i.has_modifier("offen"));
    // Modifier-only instructions.
    let i = inst("buffer_wbl2 sc1");
    assert!(i.operands.is_empty() && i.has_modifier("sc1"));
    let i = inst("v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:1 abid:2 blgp:3");
    assert_eq!(
        i.operands[0].as_reg(),
        Some(RegRange::new(RegFile::A, 0, 16))
    );
    assert_eq!(i.modifiers.len(), 3);
}

#[test]
fn field_lists() {
    let i = inst("s_waitcnt vmcnt(0) lgkmcnt(0)");
    let OperandKind::Fields(list) = &i.operands[0].kind else {
        panic!()
    };
    let FieldList { fields, sep } = &**list;
    assert_eq!(fields.len(), 2);
    assert_eq!(*sep, FieldSep::Space);
    assert_eq!(
        (fields[1].name.as_str(), fields[1].value.as_str()),
        ("lgkmcnt", "0")
    );
    assert_eq!(i.to_string(), "s_waitcnt vmcnt(0) lgkmcnt(0)");
    let i = inst("s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)");
    let OperandKind::Fields(list) = &i.operands[0].kind else {
        panic!()
    };
    let FieldList { fields, sep } = &**list;
    assert_eq!((fields.len(), *sep), (3, FieldSep::Pipe));
    assert_eq!(
        i.to_string(),
        "s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)"
    );
    let i = inst("s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 4)");
    let OperandKind::Fields(list) = &i.operands[1].kind else {
        panic!()
    };
    let fields = &list.fields;
    assert_eq!(fields[0].value, "HW_REG_MODE, 0, 4");
    assert_eq!(
        canon("s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)"),
        "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)"
    );
    assert_eq!(canon("s_clause 0x1"), "s_clause 0x1");
}

#[test]
fn comma_separated_waitcnt_fields_are_one_operand() {
    // llvm-mc takes `s_waitcnt vmcnt(0), expcnt(0)` as well as the space-separated list.
    let i = inst("s_waitcnt vmcnt(0), expcnt(0), lgkmcnt(0)");
    assert_eq!(i.operands.len(), 1);
    let OperandKind::Fields(list) = &i.operands[0].kind else {
        panic!("{i:?}")
    };
    assert_eq!((list.fields.len(), list.sep), (3, FieldSep::Comma));
    assert_eq!(i.to_string(), "s_waitcnt vmcnt(0), expcnt(0), lgkmcnt(0)");
    // A field list followed by another operand still ends at the comma.
    let i = inst("s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2");
    assert_eq!(i.operands.len(), 2);
    assert!(matches!(i.operands[1].kind, OperandKind::Reg(_)));
}

#[test]
fn symbol_assignments_are_set_directives() {
    // `name = expr` is the assembler's spelling of `.set name, expr` (MC tests write
    // `hwreg=6` before `s_getreg_b32 s2, hwreg`); the line prints back as written.
    let text = "hwreg=6\n\tzero = 0\n\ts_endpgm\n";
    let m = parse_module("t.s", text, Some(Target::Gfx1100)).expect("parses");
    for (line, want) in m.lines.iter().zip(["hwreg, 6", "zero, 0"]) {
        let LineKind::Directive(d) = &line.kind else {
            panic!("{line:?}")
        };
        assert_eq!((d.name.as_str(), d.args.as_str()), (".set", want));
    }
    assert_eq!(m.print(), text);
    // `==` compares: not an assignment (the line is an instruction `analyze` does not know).
    let m = parse_module("t.s", "x == 1\n", Some(Target::Gfx1100)).expect("parses");
    assert!(matches!(m.lines[0].kind, LineKind::Instruction(_)));
}

#[test]
fn vopd_pairs() {
    let i = inst("v_dual_fmac_f32 v10, v189, v207 :: v_dual_fmac_f32\tv9, v190, v20");
    let y = i.dual.as_ref().expect("dual");
    assert_eq!(i.mnemonic, "v_dual_fmac_f32");
    assert_eq!(
        y.operands[2].as_reg(),
        Some(RegRange::single(RegFile::V, 20))
    );
    assert_eq!(
        i.to_string(),
        "v_dual_fmac_f32 v10, v189, v207 :: v_dual_fmac_f32 v9, v190, v20"
    );
}

#[test]
fn line_kinds_and_comments() {
    let text = "\t.text\n; whole comment\nfoo:                ; @foo\n\ts_endpgm ; done\n\n/* a\n b */\n\t.ident \"x; y\"\n\t.amdgpu_metadata\n---\nfoo: 1\n...\n\t.end_amdgpu_metadata\n";
    let m = parse_module("t.s", text, Some(Target::Gfx1100)).expect("parses");
    let kinds: Vec<_> = m
        .lines
        .iter()
        .map(|l| std::mem::discriminant(&l.kind))
        .collect();
    use std::mem::discriminant as d;
    assert_eq!(
        kinds[0],
        d(&LineKind::Directive(Box::new(Directive::new(".text", ""))))
    );
    assert_eq!(m.lines[1].kind, LineKind::Comment);
    assert_eq!(m.lines[2].kind, LineKind::Label("foo".into()));
    assert_eq!(m.lines[2].comment.as_deref(), Some("; @foo"));
    assert_eq!(m.lines[3].comment.as_deref(), Some("; done"));
    assert_eq!(m.lines[4].kind, LineKind::Blank);
    assert_eq!(m.lines[5].kind, LineKind::Comment);
    assert!(matches!(
        m.lines[6].kind,
        LineKind::Raw(RawKind::BlockComment, _)
    ));
    let LineKind::Directive(ident) = &m.lines[7].kind else {
        panic!()
    };
    assert_eq!(ident.args, "\"x; y\"");
    assert!(m.lines[7].comment.is_none());
    assert!(matches!(
        m.lines[10].kind,
        LineKind::Raw(RawKind::Metadata, _)
    ));
    assert_eq!(m.print(), text);
    assert_eq!(m.target, Some(Target::Gfx1100));
}

#[test]
fn target_comes_from_the_file() {
    let m = parse_module(
        "t.s",
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-\"\n",
        None,
    )
    .expect("parses");
    assert_eq!(m.target, Some(Target::Gfx942));
}

fn err(text: &str) -> ParseError {
    parse_module("bad.s", text, None).expect_err("must fail")
}

#[test]
fn errors_are_located() {
    let e = err("\ts_endpgm\n\tv_add_f32 v0, v1,, v2\n");
    assert_eq!((e.line, e.col), (2, 19));
    assert!(
        e.to_string()
            .starts_with("bad.s:2:19: error: expected an operand"),
        "{e}"
    );
    let e = err("  v_mov_b32 v999, v1\n");
    assert_eq!((e.line, e.col), (1, 13));
    assert!(e.message.contains("out of range"), "{e}");
    let e = err("v_mov_b32 v[4:2], v1");
    assert!(e.message.contains("ends before it starts"), "{e}");
    // llvm-mc takes the comma between operands as optional, not an operand after a modifier.
    let e = err("v_add_f32_e64 v0, v1 clamp v2");
    assert!(e.message.contains("expected a modifier"), "{e}");
    assert_eq!(inst("v_mov_b32 v0 v1").operands.len(), 2);
    assert_eq!(
        canon("v_max_f32 v1, v2 v3 row_shl:1"),
        "v_max_f32 v1, v2, v3 row_shl:1"
    );
    // `acc` names the accumulation registers too.
    assert_eq!(
        inst("v_accvgpr_read_b32 v2, acc[4:5]").operands[1].as_reg(),
        Some(RegRange::new(RegFile::A, 4, 2))
    );
    // A list of consecutive registers is their range; an image address list is not.
    let i = inst("s_mov_b64 [ttmp4,ttmp5], [s6, s7]");
    assert_eq!(
        i.operands[0].as_reg(),
        Some(RegRange::new(RegFile::Ttmp, 4, 2))
    );
    assert_eq!(
        i.operands[1].as_reg(),
        Some(RegRange::new(RegFile::S, 6, 2))
    );
    let i = inst("image_load v[0:3], [v4, v6], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D");
    assert_eq!(i.operands[1].as_reg(), None);
    // An expression with spaces around its operators is one operand.
    let i = inst("s_call_b64 s[0:1], 4 + offset");
    assert_eq!(i.operands.len(), 2);
    assert!(matches!(&i.operands[1].kind, OperandKind::Expr(e) if &**e == "4 + offset"));
    assert_eq!(inst("v_add_f32_e64 v0, |v1| clamp").operands.len(), 2);
    assert_eq!(inst("v_sub_f32 v0, v1 -v2").operands.len(), 3);
    // ... nor a comma between modifiers.
    assert_eq!(
        canon("tbuffer_store_format_x v1, v1, s[4:7], s0, format:22, idxen"),
        "tbuffer_store_format_x v1, v1, s[4:7], s0 format:22 idxen"
    );
    // ... nor a comma at the end of the operands.
    assert_eq!(
        canon("v_cndmask_b32_e32 v1, v2, v3,"),
        "v_cndmask_b32_e32 v1, v2, v3"
    );
    assert_eq!(
        canon("global_load_b32 v1, v[2:3], off, offset:8"),
        "global_load_b32 v1, v[2:3], off offset:8"
    );
    let e = err("foo: s_endpgm");
    assert!(e.message.contains("after label"), "{e}");
    let e = err("\t.amdgpu_metadata\n---\n");
    assert!(e.message.contains("end_amdgpu_metadata"), "{e}");
    let e = err("v_mov_b32 v0, (((a)");
    assert!(e.message.contains("unbalanced"), "{e}");
    let e = parse_module_bytes("bad.s", b"s_endpgm\ns_nop \xff0\n", None).expect_err("utf8");
    assert_eq!((e.line, e.col), (2, 7));
    assert!(e.message.contains("UTF-8"));
}

#[test]
fn deep_parentheses_and_long_lines_do_not_overflow() {
    let deep = format!(
        "s_mov_b32 s0, {}1{}\n",
        "(".repeat(100_000),
        ")".repeat(100_000)
    );
    let m = parse_module("deep.s", &deep, None).expect("balanced deep expression parses");
    assert_eq!(m.print(), deep);
    let unbalanced = format!("s_mov_b32 s0, {}1\n", "(".repeat(100_000));
    assert!(parse_module("deep.s", &unbalanced, None).is_err());
    let long = format!("; {}\n", "x".repeat(1 << 20));
    assert_eq!(
        parse_module("long.s", &long, None).expect("parses").print(),
        long
    );
    // (After a modifier only modifiers may follow: the long token is an error.)
    let e = err(&format!("v_mov_b32 v0, v1 clamp {}\n", "y".repeat(1 << 20)));
    assert!(
        e.line_text.len() < 300,
        "diagnostic echoes a bounded part of the line"
    );
}

#[test]
fn empty_and_blank_inputs() {
    assert!(parse_module("e.s", "", None)
        .expect("empty")
        .lines
        .is_empty());
    let m = parse_module("e.s", "\n\n", None).expect("blank");
    assert_eq!(m.print(), "\n\n");
    let m = parse_module("e.s", "s_endpgm", None).expect("no newline");
    assert_eq!(m.print(), "s_endpgm");
}

#[test]
fn target_ids_in_llvm_and_triton_spellings() {
    use gfxopt::asm::Target;
    for (id, want) in [
        ("\"amdgcn-amd-amdhsa--gfx942\"", Some(Target::Gfx942)),
        (
            "\"amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-\"",
            Some(Target::Gfx942),
        ),
        (
            "\"amdgpu9.42-amd-amdhsa-unknown-gfx942\"",
            Some(Target::Gfx942),
        ),
        (
            "\"amdgpu11.00-amd-amdhsa-unknown-gfx1100\"",
            Some(Target::Gfx1100),
        ),
        ("gfx1100", Some(Target::Gfx1100)),
        ("\"amdgcn-amd-amdhsa--gfx90a\"", None),
    ] {
        assert_eq!(Target::from_target_id(id), want, "{id}");
    }
}

#[test]
fn llvm_mc_spellings_of_exports_hwregs_and_cleared_flags() {
    // Each prints back canonically as written (llvm-mc accepts each).
    for text in [
        "exp mrt0 off, off, off, off",
        "exp dual_src_blend0 v4, v3, v2, v1 done",
        "s_getreg_b32 s2, {id: 51, offset: 1, size: 31}",
        "image_bvh_intersect_ray v[4:7], v[9:19], s[4:7] noa16",
        "global_load_dword v1, v[2:3], off nosc0 nont",
        // The legacy typed-buffer format among the operands, expressions in a DPP list.
        "tbuffer_load_format_x v1, off, s[4:7], dfmt:15, nfmt:2, s1",
        "v_mov_b32_dpp v0, v1 quad_perm:[0+zero,zero-2+two*two,1/one,1] row_mask:0xf",
    ] {
        assert_eq!(canon(text), text);
    }
    let e = inst("exp mrt0 v1, v2, v3, v4 done");
    assert_eq!(e.operands.len(), 5);
    assert_eq!(
        inst("s_getreg_b32 s2, {id: 51, offset: 1, size: 31}")
            .operands
            .len(),
        2
    );
}

#[test]
fn quoted_symbols_are_labels_and_operands() {
    // LLVM quotes a function whose name is not an identifier (`"non-uniform_load":` in its own
    // global_smrd test); llvm-mc takes the quoted name as a label and in expressions.
    let text = "\t.type \"my-func\",@function\n\"my-func\":                ; @my-func\n\ts_add_u32 s4, s4, \"my-func\"@rel32@lo+4\n\"a\\\"b\":\n\ts_setpc_b64 s[30:31]\n";
    let m = parse_module("t.s", text, Some(Target::Gfx1100)).expect("parses");
    let labels: Vec<&str> = m
        .lines
        .iter()
        .filter_map(|l| match &l.kind {
            LineKind::Label(name) => Some(&**name),
            _ => None,
        })
        .collect();
    assert_eq!(labels, ["\"my-func\"", "\"a\\\"b\""]);
    let LineKind::Instruction(add) = &m.lines[2].kind else {
        panic!("{:?}", m.lines[2])
    };
    assert!(
        !matches!(add.operands[2].kind, OperandKind::Reg(_)),
        "{add:?}"
    );
    assert_eq!(m.print(), text);
    // An unclosed or empty quote is no label.
    for bad in ["\"my-func:\n", "\"\":\n"] {
        assert!(
            parse_module("t.s", bad, Some(Target::Gfx1100)).is_err(),
            "{bad}"
        );
    }
}

/// The mnemonic ends at its first byte that is no identifier character, whatever its length
/// and that byte: the parser finds that byte eight at a time (`parse26`), so every length
/// from one word to three and every byte (the ASCII ones, and a two-byte UTF-8 character's)
/// at every place in a word is tried, through both ways in (a module's line, which reads the
/// leading name once for all the line's tests, and `parse_instruction`).
#[test]
fn mnemonic_ends_at_its_first_non_identifier_byte() {
    let stops = (0u8..0x80).map(char::from).chain(['é', '\u{80}']);
    for len in 1..=24 {
        let name: String = "v_abcdefghijklmnopqrstuvwxyz0123456789"[..len].into();
        for c in stops.clone() {
            let text = format!("{name}{c} v1");
            let ident = c.is_ascii_alphanumeric() || c == '_' || c == '.';
            let got = parse_instruction(&text);
            match got {
                Ok(inst) if ident => assert_eq!(inst.mnemonic, format!("{name}{c}"), "{text:?}"),
                Ok(inst) if c == ' ' || c == '\t' => assert_eq!(inst.mnemonic, name, "{text:?}"),
                Ok(inst) => panic!("{text:?} parsed, mnemonic {:?}", inst.mnemonic),
                Err(e) => {
                    assert!(!ident && c != ' ' && c != '\t', "{text:?}: {e}");
                    assert_eq!(e.col, len, "{text:?}: {e}");
                }
            }
            // In a module, the same name followed by `:` is a label only when `:` ends it.
            let label = format!("{name}{c}:\n");
            if ident {
                let module =
                    parse_module("t.s", &label, None).unwrap_or_else(|e| panic!("{label:?}: {e}"));
                let LineKind::Label(l) = &module.lines[0].kind else {
                    panic!("{label:?} is no label")
                };
                assert_eq!(l.as_str(), &label[..len + 1], "{label:?}");
            }
        }
    }
}
