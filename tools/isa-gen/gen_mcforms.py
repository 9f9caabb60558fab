#!/usr/bin/env python3
"""Collect one example line per instruction form llvm-mc accepts in LLVM's own assembler tests
and the conformance corpus lacks, into tests/conformance/mcforms.<target>.txt.

usage: tools/isa-gen/gen_mcforms.py MC_TEST_DIR     (llvm/test/MC/AMDGPU of LLVM 19's source;
       scripts/corpus.sh fetches it into ~/.cache/gfxopt/llvm-src)

The conformance corpus (tests/conformance/<target>.txt) enumerates encodings, so it holds each
opcode in the operand shape its disassembler prints. LLVM's MC tests hold the other shapes the
assembler accepts for the same opcodes and some opcodes the enumeration leaves out: image
instructions with their NSA address lists, typed buffers with `off` or `format:` before the
offset, VOPC in VOP3-DPP form, VOPC DPP without the `vcc` destination, gfx9 `s_cbranch_g_fork`.
Every instruction line of every test file is assembled for the target (lines llvm-mc rejects are
dropped, as in gen_aliases.py); a line is kept when the pair (mnemonic llvm-mc prints, shape of
the operands as written) is new: the shape is the sequence of operand kinds (register file and
width, named register, `off`, constant, expression, field list, address list) plus the
return modifier of atomics (`glc` / `sc0`: it picks the returning opcode). tools/isa-gen/gen.py
reads the lines like the corpus: the opcode and operands from llvm-mc -show-inst, the form's
operand list in the order written. Only facts are kept: one line per form, whitespace
normalised, not the test files.
"""
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402  (split_asm: the operand splitting gen.py maps)
import gen_aliases  # noqa: E402  (instruction_lines, accepted)

ROOT = gen.ROOT

REG_RE = re.compile(r"^(v|s|a|ttmp)(?:(\d+)|\[(\d+):(\d+)\])(\.[lh])?$", re.I)
INT_RE = re.compile(r"^-?(0x[0-9a-f]+|0b[01]+|\d+)$", re.I)
FLOAT_RE = re.compile(r"^-?\d+\.\d*(e[-+]?\d+)?$", re.I)


def operand_kind(tok):
    """The shape of one written operand: what decides which form it fits."""
    t = gen.strip_mods(tok.strip())
    m = re.match(r"^lit\((.*)\)$", t)
    if m:
        return "lit"
    if t.startswith("["):
        # An address list's form counts the registers of all elements (`[v0, v[36:40]]`: 6).
        return "L" + ",".join(operand_kind(e) for e in t[1:-1].split(","))
    m = REG_RE.match(t)
    if m:
        file = m.group(1).lower()
        n = 1 if m.group(2) else int(m.group(4)) - int(m.group(3)) + 1
        return "%s%d%s" % ("s" if file == "ttmp" else file, n, "h" if m.group(5) else "")
    low = t.lower()
    if low in gen.SPECIAL or low == "off" or re.match(r"^(src_|exec|vcc|flat_scratch|xnack|tba|tma)", low):
        return low
    if INT_RE.match(t):
        return "i"
    if FLOAT_RE.match(t):
        return "f"
    if gen.is_field_list(t):
        return "F"
    return "e"


def signature(printed_mnemonic, written):
    _, ops = gen.split_asm(written)
    ret = bool(re.search(r"(^|\s)(glc|sc0)(\s|$)", written.split(None, 1)[-1]))
    return (printed_mnemonic, tuple(operand_kind(o) for o in ops), ret)


def new_forms(target, exe, work, lines):
    """The lines whose form (as gen.py maps it) the table without them lacks, the first per form,
    and the lines gen.py cannot map (with why)."""
    forms, _ = gen.collect(target, exe, work, with_mcforms=False)
    known = {f.key() for fs in forms.values() for f in fs}
    shown = gen.show_lines(target, work, lines, "candidates")
    regs, descs = gen.mcdesc(exe, target, {p[1] for p in shown})
    gen.inherit_ties(exe, target, descs)
    mods = gen.input_mods_type_of(exe, target)
    keep, unmapped = [], []
    for printed, opname, mc_ops, written in shown:
        text = gen.written_form_text(printed, written)
        mn, ops = gen.split_asm(text)
        try:
            f = gen.make_form(target, mn, descs[opname], ops, mc_ops, regs, mods, text)
        except ValueError as e:
            unmapped.append("%s (%s)" % (written, e))
            continue
        if f.key() not in known:
            known.add(f.key())
            keep.append(written)
    return keep, unmapped


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    mc_dir = sys.argv[1]
    files = sorted(os.path.join(mc_dir, f) for f in os.listdir(mc_dir) if f.endswith(".s"))
    with tempfile.TemporaryDirectory() as work:
        exe = gen.build_mcdesc(work)
        for target in gen.TARGETS:
            known = set()
            for line in gen.corpus_lines(target):
                if "::" not in line:
                    known.add(signature(line.split()[0], line))
            seen = {}
            for path in files:
                for line, printed in gen_aliases.accepted(target, gen_aliases.instruction_lines(path), work):
                    # VOPD pairs: the corpus enumerates every pairing the encoding has.
                    if "::" in line:
                        continue
                    line = " ".join(line.split())
                    sig = signature(printed.split()[0], line)
                    if sig not in known:
                        seen.setdefault(sig, line)
            keep, unmapped = new_forms(target, exe, work, [l for _, l in sorted(seen.items())])
            out = os.path.join(ROOT, "tests", "conformance", "mcforms.%s.txt" % target)
            with open(out, "w") as f:
                f.write("# Instruction forms llvm-mc 19 accepts for %s that tests/conformance/%s.txt lacks,\n"
                        "# one line per form (printed opcode, operands as written); generated by\n"
                        "# tools/isa-gen/gen_mcforms.py from LLVM's MC tests.\n" % (target, target))
                for line in keep:
                    f.write("%s\n" % line)
            print("%s: %d new forms from %d candidate lines; %d lines not mapped" %
                  (target, len(keep), len(seen), len(unmapped)))
            for u in unmapped:
                print("  not mapped: " + u)


if __name__ == "__main__":
    main()
