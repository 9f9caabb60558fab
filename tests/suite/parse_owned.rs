//! Issue 21's memory and speed work on the parser's entry points: a module parsed from bytes
//! it takes over, a module written as a stream, and the parser's fast paths (plain registers
//! first, one token read per operand, bytewise trims) must give exactly what the general
//! paths gave.

use crate::common;
use gfxopt::asm::{
    parse_instruction, parse_module, parse_module_bytes, parse_module_owned, Line, LineEnd,
    LineKind, Modifier, Operand, Origin,
};

fn sample(path: &str) -> String {
    std::fs::read_to_string(common::repo().join(path)).expect("sample")
}

/// Parsing owned bytes gives the module parsing borrowed text gives, and the same errors.
#[test]
fn owned_bytes_parse_as_borrowed_text() {
    for path in [
        "samples/sgemm_lds/kernel.gfx1100.s",
        "samples/sgemm_lds/kernel.gfx942.s",
    ] {
        let text = sample(path);
        let a = parse_module("in.s", &text, None).expect("parses");
        let b = parse_module_owned("in.s", text.clone().into_bytes(), None).expect("parses");
        assert_eq!(a.lines, b.lines, "{path}");
        assert_eq!(a.target, b.target);
        assert_eq!(a.source(), b.source());
    }
    let bad = b"\ts_nop 0\n\xff\n".to_vec();
    let want = parse_module_bytes("in.s", &bad, None).expect_err("not UTF-8");
    let got = parse_module_owned("in.s", bad, None).expect_err("not UTF-8");
    assert_eq!(want.to_string(), got.to_string());
}

/// `write_to` streams what `print` returns, rewritten lines included.
#[test]
fn write_to_streams_what_print_returns() {
    let text = sample("samples/sgemm_lds/kernel.gfx942.s").replace('\n', "\r\n");
    let mut m = parse_module("in.s", &text, None).expect("parses");
    let at = m
        .lines
        .iter()
        .position(|l| matches!(l.kind, LineKind::Instruction(_)))
        .expect("an instruction");
    m.lines.insert(
        at,
        Line::new(LineKind::Instruction(Box::new(
            parse_instruction("s_nop 0").expect("parses"),
        ))),
    );
    let mut streamed = Vec::new();
    m.write_to(&mut streamed).expect("writes");
    assert_eq!(String::from_utf8(streamed).expect("UTF-8"), m.print());
}

/// Whitespace the fast trims skip bytewise and Unicode whitespace they hand to `str::trim`
/// parse as they did: `\u{a0}` and `\u{2003}` separate tokens like spaces, `\u{b}` too.
#[test]
fn unicode_and_control_whitespace_still_separate_tokens() {
    let plain = parse_instruction("v_add_f32_e32 v1, v2, v3").expect("parses");
    for spaced in [
        "v_add_f32_e32 v1,\u{a0}v2,\u{2003}v3",
        "v_add_f32_e32 v1,\u{b}v2,\u{c}v3",
        "v_add_f32_e32 v1 ,v2 , v3",
    ] {
        assert_eq!(
            parse_instruction(spaced).expect("parses"),
            plain,
            "{spaced:?}"
        );
    }
    // Whole lines: indentation of any whitespace, and a module's trailing spaces.
    let m = parse_module(
        "in.s",
        "\u{2003}\tv_add_f32_e32 v1, v2, v3 \u{a0}\n\u{a0}s_endpgm\n",
        None,
    )
    .expect("parses");
    assert_eq!(m.lines[0].instruction(), Some(&plain));
    assert_eq!(
        m.lines[1].instruction().map(|i| i.mnemonic.as_str()),
        Some("s_endpgm")
    );
}

/// The plain-register fast path and the general operand reader agree on every shape.
#[test]
fn operands_read_the_same_through_the_fast_path() {
    let i =
        parse_instruction("v_pk_fma_f32 v[0:1], v[2:3], s[4:5] op_sel_hi:[1,0,1]").expect("parses");
    assert_eq!(
        i.operands.as_slice(),
        &[
            Operand::reg(gfxopt::asm::RegFile::V, 0, 2),
            Operand::reg(gfxopt::asm::RegFile::V, 2, 2),
            Operand::reg(gfxopt::asm::RegFile::S, 4, 2),
        ]
    );
    assert_eq!(i.modifiers.len(), 1);
    // An expression after a register token is still joined (`4 + x`), a string still nests,
    // an unterminated one ends the token at the end of the line.
    let e = parse_instruction("s_add_u32 s0, s1, 4 + x").expect("parses");
    assert_eq!(e.operands.len(), 3);
    assert!(parse_instruction("s_foo \"a, b\", v1").is_ok_and(|i| i.operands.len() == 2));
    assert!(parse_instruction("s_foo \"a, b").is_ok_and(|i| i.operands.len() == 1));
    // `v1 -v2` stays two operands, `-v2` negated.
    let n = parse_instruction("v_max_f32 v1, v2 -v3").expect("parses");
    assert_eq!(n.operands.len(), 3);
    assert!(n.operands[2].mods.neg);
}

/// A parsed instruction's modifiers take the memory they need: a `Vec` grown by `push` held
/// four (224 bytes) for the usual single `offset:` or `glc`.
#[test]
fn parsed_modifiers_are_allocated_at_their_size() {
    for text in [
        "global_load_dword v1, v[2:3], off offset:16",
        "buffer_load_dword v1, v2, s[0:3], 0 offen offset:4 glc",
        "v_pk_fma_f32 v[0:1], v[2:3], v[4:5] op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[1,0,0]",
    ] {
        let i = parse_instruction(text).expect("parses");
        assert_eq!(i.modifiers.capacity(), i.modifiers.len(), "{text}");
    }
}

/// Every line of a module holds a `Line` and most a boxed `Instruction` with its operands
/// inline: these sizes are the IR's cost per line of ~35 bytes of text (issue 21's memory goal).
#[test]
fn ir_types_stay_small() {
    use std::mem::size_of;
    // 36 bytes: the 4 left are for an instruction id.
    assert!(size_of::<Line>() <= 40, "Line: {}", size_of::<Line>());
    assert_eq!(size_of::<Option<Origin>>(), 12);
    assert!(
        size_of::<Operand>() <= 24,
        "Operand: {}",
        size_of::<Operand>()
    );
    assert!(
        size_of::<Modifier>() <= 40,
        "Modifier: {}",
        size_of::<Modifier>()
    );
}

/// A compact `Origin` gives back the line, span and line ending it was made from, and refuses
/// what it cannot hold (line 0, a backwards span, a line of 1 GiB).
#[test]
fn origin_packs_and_unpacks() {
    for end in [LineEnd::None, LineEnd::Lf, LineEnd::CrLf] {
        for (line, span) in [(1, 0..0), (7, 10..45), (u32::MAX, 5..(5 + (1 << 30) - 1))] {
            let o = Origin::new(line, span.clone(), end).expect("fits");
            assert_eq!((o.line(), o.span(), o.end()), (line, span, end));
        }
    }
    assert!(Origin::new(0, 0..1, LineEnd::Lf).is_none());
    #[allow(clippy::reversed_empty_ranges)]
    let backwards = 5..4;
    assert!(Origin::new(1, backwards, LineEnd::Lf).is_none());
    assert!(Origin::new(1, 0..1 << 30, LineEnd::Lf).is_none());
}
