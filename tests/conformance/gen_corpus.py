#!/usr/bin/env python3
"""Generate the AMDGPU assembler conformance corpora with LLVM 19's llvm-mc as the oracle.

Regenerate (from the crate root):

    python3 tests/conformance/gen_corpus.py
    # or with an explicit LLVM:  LLVM_DIR=/usr/lib/llvm-19/bin python3 tests/conformance/gen_corpus.py

Outputs (committed test data):
    tests/conformance/gfx1100.txt   RDNA3 corpus
    tests/conformance/gfx942.txt    CDNA3 corpus
    tests/conformance/SUMMARY.md    per-family statistics, dropped lines, excluded families

How it works
------------
For every encoding family of a target we enumerate every value of the opcode field and combine it
with a small set of representative operand-field settings (VGPR/SGPR/inline constant/literal
sources, neg/abs/clamp/omod/op_sel, offsets, cache-policy bits ...).  The resulting machine words
are written as hex bytes, one candidate per line, separated by two `s_nop 0` words (so that a
rejected candidate cannot desynchronise the following one), and decoded with

    llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=TARGET --disassemble -show-encoding

A decoded line is kept only when the bytes it consumed are exactly one of our candidates.  The
disassembled text is then assembled again (`llvm-mc -show-encoding -show-inst`) and kept only
when the encoding is byte-identical (everything else is dropped and counted per family with the
reason).  Finally lines are deduplicated by (mnemonic, operand shape): register numbers and
constants are replaced by their kind, modifier names are kept, so the corpus keeps one line per
distinct syntactic form.  Output is sorted and fully deterministic.

Standard library only.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict, OrderedDict
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
TRIPLE = "amdgcn-amd-amdhsa"
SEP = 0xBF800000  # s_nop 0 on both gfx9 and gfx11
LIT_F = 0x3E800000  # 0.25, not an inline constant
LIT_I = 0x00001234

# --------------------------------------------------------------------------------------------
# tool discovery


def find_llvm_mc():
    cands = []
    for env in ("LLVM_DIR", "GFXOPT_LLVM_DIR"):
        d = os.environ.get(env)
        if d:
            cands.append(os.path.join(d, "llvm-mc"))
            cands.append(os.path.join(d, "bin", "llvm-mc"))
    cands.append("/usr/lib/llvm-19/bin/llvm-mc")
    for c in cands:
        if os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    for n in ("llvm-mc-19", "llvm-mc"):
        p = shutil.which(n)
        if p:
            return p
    sys.exit("llvm-mc (LLVM 19) not found; set LLVM_DIR")


MC = find_llvm_mc()


def mc_version():
    out = subprocess.run([MC, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"LLVM version ([0-9.]+)", out)
    return m.group(1) if m else "unknown"


# --------------------------------------------------------------------------------------------
# candidate construction helpers


def dw(*words):
    b = bytearray()
    for w in words:
        b += (w & 0xFFFFFFFF).to_bytes(4, "little")
    return bytes(b)


class Cands:
    """Ordered list of (family, opcode, bytes) candidates."""

    def __init__(self):
        self.items = OrderedDict()  # bytes -> (family, opcode)

    def add(self, family, opcode, words, literal=None):
        words = list(words)
        if literal is not None:
            words.append(literal)
        b = dw(*words)
        if b not in self.items:
            self.items[b] = (family, opcode)

    def add_lit(self, family, opcode, words, srcs):
        """Add words; when any 9/8-bit source field is 255 (literal) append a literal."""
        if 255 in srcs:
            self.add(family, opcode, words, LIT_F)
            self.add(family, opcode, words, LIT_I)
        else:
            self.add(family, opcode, words)


def zero_combos(word, masks):
    """word with every subset of the given bit-field masks cleared (decoders reject non-zero
    fields of operands an opcode does not have)."""
    out = []
    for k in range(1 << len(masks)):
        w = word
        for i, m in enumerate(masks):
            if k >> i & 1:
                w &= ~m
        if w not in out:
            out.append(w)
    return out


V = lambda n: 256 + n  # 9-bit source encoding of a VGPR

# representative 9-bit source operands: (value, is_literal)
SRC_BASIC = [V(8), 10, 129, 208, 242, 240, 248, 255]
SRC_SPECIAL_GFX11 = [106, 107, 126, 127, 125, 124, 108, 253, 252, 251, 235, 236, 237, 238, 239]
SRC_SPECIAL_GFX9 = [102, 103, 104, 106, 107, 126, 127, 124, 108, 253, 252, 251, 254, 235, 236, 237, 238, 239]

SOPP_IMMS = [0x0, 0x1, 0x2, 0x3, 0x5, 0x7, 0x9, 0xA, 0xB, 0x10, 0x12, 0x22, 0x33, 0x3F, 0x40, 0x7F,
             0x91, 0x3F70, 0x0070, 0xFC07, 0x3F0F, 0x0F7F, 0x1234, 0x8000, 0xFFFD, 0xFFFF, 0x0410,
             0x0101, 0x0123, 0x0492, 0x00A9, 0x0009, 0x000C, 0x0013, 0x0014, 0x0020, 0x0021, 0x0030]
SOPK_IMMS = [0x0, 0x10, 0x1234, 0xFFF0, 0x8001, 0x0001, 0xF801, 0x0806, 0x1883, 0x0004, 0xFFFF]

DPP_CTRL_GFX9 = [0x1B, 0xE4, 0x101, 0x10F, 0x111, 0x11F, 0x121, 0x12F, 0x130, 0x134, 0x138, 0x13C,
                 0x140, 0x141, 0x142, 0x143]
DPP_CTRL_GFX11 = [0x1B, 0xE4, 0x101, 0x10F, 0x111, 0x11F, 0x121, 0x12F, 0x140, 0x141, 0x150, 0x15F,
                  0x160, 0x16F]
DPP_CTRL_FEW = [0x1B, 0x101, 0x140]


def dpp16_word(src0, ctrl, bound=0, fi=0, s0neg=0, s0abs=0, s1neg=0, s1abs=0, bank=0xF, row=0xF):
    return (src0 & 0xFF) | (ctrl << 8) | (fi << 18) | (bound << 19) | (s0neg << 20) | \
        (s0abs << 21) | (s1neg << 22) | (s1abs << 23) | (bank << 24) | (row << 28)


DPP8_SEL = 0b111110101100011010001000  # lanes 0..7 -> 0,1,2,3,4,5,6,7 (identity) ... permuted below
DPP8_SEL2 = (1 | (0 << 3) | (3 << 6) | (2 << 9) | (5 << 12) | (4 << 15) | (7 << 18) | (6 << 21))


def dpp8_word(src0, sel=DPP8_SEL2):
    return (src0 & 0xFF) | (sel << 8)


# --------------------------------------------------------------------------------------------
# families shared by both targets (SALU, VOP1/2/C/3/3P encodings)


def gen_salu(c, gfx11):
    specials = SRC_SPECIAL_GFX11 if gfx11 else SRC_SPECIAL_GFX9
    ssrc = [10, 12, 129, 208, 242, 248, 255] + specials
    # SOP1: 101111101 sdst[22:16] op[15:8] ssrc0[7:0]
    for op in range(256):
        for sdst in (20, 106):
            for s0 in (ssrc if sdst == 20 else [12]):
                c.add_lit("SOP1", op, [(0x17D << 23) | (sdst << 16) | (op << 8) | s0], [s0])
    # SOP2: 10 op[29:23] sdst ssrc1 ssrc0 (op < 0x60, higher values are SOPK/SOP1/SOPC/SOPP)
    for op in range(0x60):
        for s0, s1 in ((10, 12), (129, 12), (10, 208), (242, 12), (255, 12), (10, 255), (106, 126),
                       (248, 10)):
            w = (0b10 << 30) | (op << 23) | (20 << 16) | (s1 << 8) | s0
            c.add_lit("SOP2", op, [w], [s0, s1])
        c.add("SOP2", op, [(0b10 << 30) | (op << 23) | (20 << 16) | (12 << 8) | 10], LIT_F)
    # SOPK: 1011 op[27:23] sdst simm16 (op 0x1d..0x1f are SOP1/SOPC/SOPP)
    for op in range(0x1D):
        # sdst 0 reaches s_setreg_imm32_b32 (field must be 0), null reaches s_waitcnt_*cnt on gfx11
        for sdst in ((20, 106, 0, 124) if gfx11 else (20, 106, 0)):
            for imm in SOPK_IMMS:
                w = (0b1011 << 28) | (op << 23) | (sdst << 16) | imm
                c.add("SOPK", op, [w])
                c.add("SOPK", op, [w], LIT_I)
    # SOPC: 101111110 op[22:16] ssrc1 ssrc0
    for op in range(128):
        for s0, s1 in ((10, 12), (129, 12), (10, 135), (255, 12), (10, 255), (106, 126), (242, 10)):
            c.add_lit("SOPC", op, [(0x17E << 23) | (op << 16) | (s1 << 8) | s0], [s0, s1])
    # SOPP: 101111111 op[22:16] simm16
    for op in range(128):
        for imm in SOPP_IMMS:
            c.add("SOPP", op, [(0x17F << 23) | (op << 16) | imm])


def gen_vop12c(c, gfx11):
    specials = SRC_SPECIAL_GFX11 if gfx11 else SRC_SPECIAL_GFX9
    # VOP1: 0111111 vdst[24:17] op[16:9] src0[8:0]
    for op in range(256):
        for src in SRC_BASIC + specials + [V(9), V(255), 11]:
            for vd in ((4, 20) if src == V(8) else (4,)):
                w = (0x3F << 25) | (vd << 17) | (op << 9) | src
                c.add_lit("VOP1", op, [w], [src])
    # VOP2: 0 op[30:25] vdst vsrc1[16:9] src0
    for op in range(64):
        for src in SRC_BASIC + [106, 126, 253]:
            w = (op << 25) | (4 << 17) | (12 << 9) | src
            c.add_lit("VOP2", op, [w], [src])
        c.add("VOP2", op, [(op << 25) | (4 << 17) | (12 << 9) | V(8)], LIT_F)
        c.add("VOP2", op, [(op << 25) | (4 << 17) | (12 << 9) | 10], LIT_F)
    # VOPC: 0111110 op[24:17] vsrc1 src0
    for op in range(256):
        for src in SRC_BASIC + [106, 253]:
            w = (0x3E << 25) | (op << 17) | (12 << 9) | src
            c.add_lit("VOPC", op, [w], [src])


def vop3_shapes(gfx11):
    """(hi-field dict, srcs, omod, neg) shapes for the 64-bit VOP3 encoding."""
    S = []
    # fields: clamp, opsel(4), abs(3), vdst / src0, src1, src2, omod, neg
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=V(16)))
    S.append(dict(vdst=4, s0=10, s1=V(12), s2=V(16)))
    S.append(dict(vdst=4, s0=V(8), s1=10, s2=10))
    S.append(dict(vdst=4, s0=129, s1=242, s2=208))
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=V(16), neg=7))
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=V(16), abs=7))
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=V(16), neg=5, abs=3))
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=V(16), clamp=1))
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=V(16), omod=1, clamp=1))
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=V(16), omod=2))
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=V(16), omod=3))
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=V(16), opsel=0xF))
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=V(16), opsel=0x9))
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=V(16), opsel=0x8))
    # VOP3b (sdst in [14:8]): vcc and an SGPR(-pair) carry-out
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=106, sdst=106))
    S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=10, sdst=10))
    # VOPC promoted: SGPR destination, vcc
    S.append(dict(vdst=106, s0=V(8), s1=V(12), s2=0))
    S.append(dict(vdst=10, s0=10, s1=129, s2=0))
    S.append(dict(vdst=4, s0=V(8), s1=106, s2=106))
    S.append(dict(vdst=4, s0=248, s1=V(12), s2=V(16)))
    if gfx11:
        S.append(dict(vdst=4, s0=255, s1=V(12), s2=V(16)))
        S.append(dict(vdst=4, s0=V(8), s1=255, s2=10))
        S.append(dict(vdst=4, s0=V(8), s1=V(12), s2=255))
        S.append(dict(vdst=124, s0=V(8), s1=V(12), s2=0))
        # VOPCX promoted (v_cmpx_*_e64): the destination field holds exec_lo (126), the only
        # value the decoder accepts for it; clang-19 emits these forms.
        S.append(dict(vdst=126, s0=V(8), s1=V(12), s2=0))
        S.append(dict(vdst=126, s0=10, s1=V(12), s2=0))
        S.append(dict(vdst=126, s0=V(8), s1=V(12), s2=0, neg=3, abs=3))
    return S


def vop3_words(prefix_hi, op, sh):
    hi = prefix_hi | (op << 16) | (sh.get("clamp", 0) << 15) | (sh["vdst"] & 0xFF)
    if "sdst" in sh:
        hi |= sh["sdst"] << 8
    else:
        hi |= (sh.get("opsel", 0) << 11) | (sh.get("abs", 0) << 8)
    lo = sh["s0"] | (sh["s1"] << 9) | (sh["s2"] << 18) | (sh.get("omod", 0) << 27) | \
        (sh.get("neg", 0) << 29)
    return hi, lo


def gen_vop3(c, gfx11):
    prefix = (0b110101 << 26) if gfx11 else (0b110100 << 26)
    for op in range(1024):
        for sh0 in vop3_shapes(gfx11):
            # the decoders reject non-zero fields of unused sources: also try with src2 and
            # src1+src2 cleared (and their neg/abs bits)
            for nsrc in (3, 2, 1):
                sh = dict(sh0)
                if nsrc < 3:
                    if sh["s2"] == 0 and nsrc == 2:
                        continue
                    sh["s2"] = 0
                    sh["neg"] = sh.get("neg", 0) & 3
                    sh["abs"] = sh.get("abs", 0) & 3
                if nsrc < 2:
                    sh["s1"] = 0
                    sh["neg"] = sh.get("neg", 0) & 1
                    sh["abs"] = sh.get("abs", 0) & 1
                hi, lo = vop3_words(prefix, op, sh)
                c.add_lit("VOP3", op, [hi, lo], [sh["s0"], sh["s1"], sh["s2"]])
        if gfx11:
            # VOP3 with DPP16 / DPP8 (src0 = 0xfa / 0xe9 + extra dword)
            for sh in (dict(vdst=4, s0=0xFA, s1=V(12), s2=V(16)),
                       dict(vdst=4, s0=0xFA, s1=V(12), s2=V(16), neg=1, abs=2, clamp=1),
                       dict(vdst=4, s0=0xFA, s1=10, s2=V(16)),
                       dict(vdst=106, s0=0xFA, s1=V(12), s2=0),
                       dict(vdst=4, s0=0xFA, s1=V(12), s2=106, sdst=106),
                       dict(vdst=4, s0=0xFA, s1=V(12), s2=V(16), opsel=9)):
                hi, lo = vop3_words(prefix, op, sh)
                if sh.get("sdst") is None and sh["vdst"] != 106:
                    # 2-source form (src2 = 0, neg/abs bit 2 clear)
                    hi2, lo2 = vop3_words(prefix, op, dict(sh, s2=0))
                    for ctrl in DPP_CTRL_FEW:
                        c.add("VOP3_DPP16", op, [hi2, lo2, dpp16_word(8, ctrl)])
                    c.add("VOP3_DPP8", op, [hi2, (lo2 & ~0x1FF) | 0xE9, dpp8_word(8)])
                    h1, l1 = vop3_words(prefix, op, dict(sh, s2=0, s1=0, neg=sh.get("neg", 0) & 1,
                                                         abs=sh.get("abs", 0) & 1))
                    c.add("VOP3_DPP16", op, [h1, l1, dpp16_word(8, 0x1B)])
                    c.add("VOP3_DPP8", op, [h1, (l1 & ~0x1FF) | 0xE9, dpp8_word(8)])
                for ctrl in DPP_CTRL_FEW:
                    c.add("VOP3_DPP16", op, [hi, lo, dpp16_word(8, ctrl, bound=1, row=0xE, bank=0xD)])
                c.add("VOP3_DPP16", op, [hi, lo, dpp16_word(8, 0x1B, fi=1)])
                lo8 = (lo & ~0x1FF) | 0xE9
                c.add("VOP3_DPP8", op, [hi, lo8, dpp8_word(8)])
                c.add("VOP3_DPP8", op, [hi, (lo & ~0x1FF) | 0xEA, dpp8_word(8)])


def gen_vop3p(c, gfx11):
    prefix = (0xCC << 24) if gfx11 else (0x1A7 << 23)
    for op in range(128):
        shapes = []
        base = dict(vdst=4, s0=V(8), s1=V(12), s2=V(16))
        shapes.append(dict(base, opsel_hi=3, opsel_hi2=1))
        shapes.append(dict(base))
        shapes.append(dict(base, opsel=5, opsel_hi=1, opsel_hi2=0))
        shapes.append(dict(base, neg=5, neg_hi=2, opsel_hi=3, opsel_hi2=1))
        shapes.append(dict(base, clamp=1, opsel_hi=3, opsel_hi2=1))
        shapes.append(dict(vdst=4, s0=10, s1=129, s2=242, opsel_hi=3, opsel_hi2=1))
        shapes.append(dict(vdst=4, s0=V(8), s1=10, s2=10, opsel_hi=3, opsel_hi2=1))
        if gfx11:
            shapes.append(dict(vdst=4, s0=255, s1=V(12), s2=V(16), opsel_hi=3, opsel_hi2=1))
            shapes.append(dict(vdst=4, s0=V(8), s1=V(12), s2=V(16), opsel=2, opsel_hi=3, opsel_hi2=1,
                               neg=1, neg_hi=1, clamp=1))
        more = []
        for sh in shapes:
            more.append(sh)
            more.append(dict(sh, s2=0, neg=sh.get("neg", 0) & 3, neg_hi=sh.get("neg_hi", 0) & 3))
            more.append(dict(sh, s2=0, s1=0, neg=sh.get("neg", 0) & 1, neg_hi=sh.get("neg_hi", 0) & 1))
        for sh in more:
            hi = prefix | (op << 16) | (sh.get("clamp", 0) << 15) | (sh.get("opsel_hi2", 0) << 14) | \
                (sh.get("opsel", 0) << 11) | (sh.get("neg_hi", 0) << 8) | sh["vdst"]
            lo = sh["s0"] | (sh["s1"] << 9) | (sh["s2"] << 18) | (sh.get("opsel_hi", 0) << 27) | \
                (sh.get("neg", 0) << 29)
            c.add_lit("VOP3P", op, [hi, lo], [sh["s0"], sh["s1"], sh["s2"]])
        if not gfx11:
            # VOP3P-MAI (MFMA/SMFMAC/accvgpr): acc_cd[15] abid[14:11] cbsz[10:8]; blgp[31:29] acc[28:27]
            for acc_cd, abid, cbsz, blgp, acc, s2 in ((1, 0, 0, 0, 0, V(0)), (0, 0, 0, 0, 0, V(0)),
                                                      (1, 1, 1, 1, 0, V(0)), (1, 0, 0, 0, 3, V(0)),
                                                      (0, 0, 0, 0, 0, 128), (1, 0, 0, 7, 0, V(32)),
                                                      (0, 0, 0, 0, 3, 10)):
                hi = prefix | (op << 16) | (acc_cd << 15) | (abid << 11) | (cbsz << 8) | 0
                lo = V(8) | (V(12) << 9) | (s2 << 18) | (acc << 27) | (blgp << 29)
                c.add("MAI", op, [hi, lo])
                # accvgpr read/write/mov forms
                lo2 = V(8) | (acc << 27) | (3 << 27) * 0
                c.add("MAI", op, [prefix | (op << 16) | (acc_cd << 15) | 4, V(8) | (3 << 27)])
                c.add("MAI", op, [prefix | (op << 16) | 4, 10 | (3 << 27)])
                c.add("MAI", op, [prefix | (op << 16) | 4, 129 | (3 << 27)])
                del lo2


# --------------------------------------------------------------------------------------------
# gfx11-only families


def gen_gfx11(c):
    gen_salu(c, True)
    gen_vop12c(c, True)
    # DPP16/DPP8 of VOP1/VOP2/VOPC
    for fam, nops, mk in (("VOP1", 256, lambda op, s: (0x3F << 25) | (4 << 17) | (op << 9) | s),
                          ("VOP2", 64, lambda op, s: (op << 25) | (4 << 17) | (12 << 9) | s),
                          ("VOPC", 256, lambda op, s: (0x3E << 25) | (op << 17) | (12 << 9) | s)):
        ctrls = DPP_CTRL_GFX11 if fam != "VOPC" else DPP_CTRL_FEW
        for op in range(nops):
            w = mk(op, 0xFA)
            for ctrl in ctrls:
                c.add(fam + "_DPP16", op, [w, dpp16_word(8, ctrl)])
            c.add(fam + "_DPP16", op, [w, dpp16_word(8, 0x1B, bound=1, fi=1, row=0xE, bank=0x3)])
            c.add(fam + "_DPP16", op, [w, dpp16_word(8, 0x101, s0neg=1, s1abs=1)])
            c.add(fam + "_DPP8", op, [mk(op, 0xE9), dpp8_word(8)])
            c.add(fam + "_DPP8", op, [mk(op, 0xEA), dpp8_word(8)])
    gen_vop3(c, True)
    gen_vop3p(c, True)
    # SMEM: 111101 op[25:18] glc[14] dlc[13] sdata[12:6] sbase[5:0] | soffset[31:25] offset[20:0]
    for op in range(256):
        for glc, dlc, soff, off in ((0, 0, 124, 0x10), (0, 0, 124, 0), (1, 1, 3, 0x10), (0, 0, 3, 0),
                                    (1, 0, 124, 0x1FFFF0), (0, 1, 124, 0x1234), (0, 0, 106, 0)):
            hi = (0b111101 << 26) | (op << 18) | (glc << 14) | (dlc << 13) | (16 << 6) | 4
            c.add("SMEM", op, [hi, (soff << 25) | off])
        c.add("SMEM", op, [(0b111101 << 26) | (op << 18), 0])
        c.add("SMEM", op, [(0b111101 << 26) | (op << 18) | (16 << 6), 0])
        c.add("SMEM", op, [(0b111101 << 26) | (op << 18) | 4, (124 << 25) | 0x10])
    # VOPD: 110010 opx[25:22] opy[21:17] vsrc1x[16:9] src0x[8:0] | vdstx[31:24] vdsty>>1[23:17] vsrc1y src0y
    for opx in range(16):
        for opy in range(32):
            for s0x, s0y in ((V(8), V(10)), (10, V(10)), (129, 242), (255, V(10)), (V(8), 255),
                             (V(8), 12), (106, V(10))):
                hi = (0b110010 << 26) | (opx << 22) | (opy << 17) | (13 << 9) | s0x
                lo = (4 << 24) | (3 << 17) | (15 << 9) | s0y
                if 255 in (s0x, s0y):
                    c.add("VOPD", (opx, opy), [hi, lo], LIT_F)
                else:
                    c.add("VOPD", (opx, opy), [hi, lo])
                    c.add("VOPD", (opx, opy), [hi, lo], LIT_F)
    # DS: 110110 op[25:18] gds[17] offset1[15:8] offset0[7:0] | vdst data1 data0 addr
    for op in range(256):
        for off0, off1, gds in ((0, 0, 0), (16, 0, 0), (4, 8, 0), (0xFF, 0xFF, 0), (16, 0, 1)):
            hi = (0b110110 << 26) | (op << 18) | (gds << 17) | (off1 << 8) | off0
            for lo in zero_combos((12 << 24) | (8 << 16) | (4 << 8) | 2,
                                  [0xFF << 24, 0xFF << 16, 0xFF << 8, 0xFF]):
                c.add("DS", op, [hi, lo])
    # FLAT/GLOBAL/SCRATCH: 110111 op[24:18] seg[17:16] slc[15] glc[14] dlc[13] offset[12:0]
    #   | vdst[31:24] sve[23] saddr[22:16] data[15:8] addr[7:0]
    for op in range(128):
        for seg in (0, 1, 2):
            variants = [(124, 0, 0), (124, 0, 16), (124, 7, 0)]
            if seg == 2:
                variants += [(8, 0, 0), (8, 0, 0x1FF0), (8, 5, 0x10)]
            if seg == 1:
                variants += [(124 | 128, 0, 8), (3, 0, 0x1FF0), (3 | 128, 0, 0), (124, 0, 0x1FF0)]
            for saddr, cache, off in variants:
                fam = ("FLAT", "SCRATCH", "GLOBAL")[seg]
                # Scratch without SVE has no VGPR address: SS mode (saddr) or, with saddr null,
                # ST mode (`off, off`: spills and stack objects at a constant offset).
                addr = 0 if seg == 1 and saddr in (3, 124) else 2
                hi = (0b110111 << 26) | (op << 18) | (seg << 16) | (cache << 13) | off
                for lo in zero_combos((12 << 24) | (saddr << 16) | (4 << 8) | addr, [0xFF << 24, 0xFF << 8]):
                    c.add(fam, op, [hi, lo])
    # MUBUF: 111000 op[25:18] glc[14] dlc[13] slc[12] offset[11:0]
    #   | soffset[31:24] idxen[23] offen[22] tfe[21] srsrc[20:16] vdata[15:8] vaddr[7:0]
    for op in range(256):
        for cache, idxoff, tfe, soff, off in ((0, 0, 0, 128, 0), (0, 1, 0, 3, 12), (0, 2, 0, 3, 0),
                                              (0, 3, 0, 3, 0xFFF), (7, 1, 0, 3, 4), (0, 1, 1, 3, 0),
                                              (2, 0, 0, 124, 8), (4, 0, 0, 128, 0), (4, 0, 0, 128, 16)):
            # (glc alone without an address VGPR: a returning atomic on a scalar offset)
            hi = (0b111000 << 26) | (op << 18) | (cache << 12) | off
            # Without idxen/offen the address VGPR is `off` (field 0).
            lo = (soff << 24) | (idxoff << 22) | (tfe << 21) | (2 << 16) | (4 << 8) | (2 if idxoff else 0)
            c.add("MUBUF", op, [hi, lo])
        c.add("MUBUF", op, [(0b111000 << 26) | (op << 18), 0])
    # MTBUF: 111010 format[25:19] op[18:15] glc dlc slc offset | same as MUBUF
    for op in range(16):
        for fmt in (1, 22, 63, 77, 0):
            for cache, idxoff, soff, off in ((0, 1, 3, 12), (7, 0, 128, 0), (0, 2, 3, 0), (0, 3, 3, 4)):
                hi = (0b111010 << 26) | (fmt << 19) | (op << 15) | (cache << 12) | off
                lo = (soff << 24) | (idxoff << 22) | (2 << 16) | (4 << 8) | 2
                c.add("MTBUF", op, [hi, lo])
    # VINTERP: 11001101 op[22:16] clamp[15] op_sel[14:11] waitexp[10:8] vdst | neg[31:29] src2 src1 src0
    for op in range(128):
        for clamp, opsel, wexp, neg in ((0, 0, 0, 0), (1, 0, 7, 1), (0, 0xF, 2, 6)):
            hi = (0xCD << 24) | (op << 16) | (clamp << 15) | (opsel << 11) | (wexp << 8) | 4
            c.add("VINTERP", op, [hi, V(8) | (V(12) << 9) | (V(16) << 18) | (neg << 29)])
    # LDSDIR: 11001110 op[21:20] waitvdst[19:16] attr[15:10] chan[9:8] vdst
    for op in range(4):
        for attr, chan, wait in ((0, 0, 0), (2, 1, 3), (32, 3, 15)):
            c.add("LDSDIR", op, [(0xCE << 24) | (op << 20) | (wait << 16) | (attr << 10) | (chan << 8) | 4])


# --------------------------------------------------------------------------------------------
# gfx942-only families


def gen_gfx942(c):
    gen_salu(c, False)
    gen_vop12c(c, False)
    # DPP (gfx9) and SDWA of VOP1/VOP2/VOPC
    for fam, nops, mk in (("VOP1", 256, lambda op, s: (0x3F << 25) | (4 << 17) | (op << 9) | s),
                          ("VOP2", 64, lambda op, s: (op << 25) | (4 << 17) | (12 << 9) | s),
                          ("VOPC", 256, lambda op, s: (0x3E << 25) | (op << 17) | (12 << 9) | s)):
        for op in range(nops):
            w = mk(op, 0xFA)
            # LLVM has no DPP form of VOPC for GFX9 (only SDWA): not generated
            for ctrl in (DPP_CTRL_GFX9 if fam != "VOPC" else []):
                c.add(fam + "_DPP", op, [w, dpp16_word(8, ctrl)])
            if fam != "VOPC":
                c.add(fam + "_DPP", op, [w, dpp16_word(8, 0x1B, bound=1, row=0xE, bank=0x3)])
                c.add(fam + "_DPP", op, [w, dpp16_word(8, 0x101, s0neg=1, s1abs=1, s1neg=1)])
            ws = mk(op, 0xF9)
            # SDWA: src0[7:0] dst_sel[10:8] dst_unused[12:11] clamp[13] omod[15:14] src0_sel[18:16]
            #   src0_sext[19] src0_neg[20] src0_abs[21] s0[23] src1_sel[26:24] sext1[27] neg1 abs1 s1[31]
            # VOPC: sdst[14:8] sd[15]
            for dsel, dun, cl, om, s0sel, s0x, s1sel, s1x, sg0, sg1 in (
                    (6, 0, 0, 0, 6, 0, 6, 0, 0, 0), (1, 1, 0, 0, 5, 0, 2, 0, 0, 0),
                    (5, 2, 1, 0, 4, 1, 0, 2, 0, 0), (6, 0, 0, 1, 6, 6, 6, 6, 0, 0),
                    (4, 0, 0, 0, 0, 0, 6, 0, 1, 0), (6, 0, 0, 0, 6, 0, 3, 0, 0, 1)):
                x = 8 | (dsel << 8) | (dun << 11) | (cl << 13) | (om << 14) | (s0sel << 16) | \
                    (s0x << 19) | (sg0 << 23) | (s1sel << 24) | (s1x << 27) | (sg1 << 31)
                if fam == "VOPC":
                    x = (x & ~0xFF00) | (((10 | 0x80) if dsel == 1 else 0) << 8)
                    if dsel == 1:
                        x = (x & ~0xFF00) | ((10 | 0x80) << 8)
                c.add(fam + "_SDWA", op, [ws, x])
                if fam == "VOP1":
                    c.add(fam + "_SDWA", op, [ws, x & 0x00FFFFFF])
    gen_vop3(c, False)
    gen_vop3p(c, False)
    # SMEM gfx9: 110000 op[25:18] imm[17] glc[16] nv[15] soe[14] sdata[12:6] sbase[5:0]
    #   | soffset[31:25] offset[20:0]
    for op in range(256):
        for imm, glc, soe, soff, off in ((1, 0, 0, 0, 0x10), (0, 0, 0, 0, 3), (1, 1, 1, 3, 0x10),
                                         (1, 0, 0, 0, 0), (1, 0, 0, 0, 0xFFFF0), (0, 1, 0, 0, 106)):
            hi = (0b110000 << 26) | (op << 18) | (imm << 17) | (glc << 16) | (soe << 14) | (16 << 6) | 4
            c.add("SMEM", op, [hi, (soff << 25) | off])
        c.add("SMEM", op, [(0b110000 << 26) | (op << 18), 0])
        c.add("SMEM", op, [(0b110000 << 26) | (op << 18) | (16 << 6), 0])
        c.add("SMEM", op, [(0b110000 << 26) | (op << 18) | (1 << 17) | 4, 0x10])
    # DS gfx9: 110110 acc[25] op[24:17] gds[16] offset1 offset0 | vdst data1 data0 addr
    for op in range(256):
        for off0, off1, acc in ((0, 0, 0), (16, 0, 0), (4, 8, 0), (0xFF, 0xFF, 0), (16, 0, 1)):
            hi = (0b110110 << 26) | (acc << 25) | (op << 17) | (off1 << 8) | off0
            for lo in zero_combos((12 << 24) | (8 << 16) | (4 << 8) | 2,
                                  [0xFF << 24, 0xFF << 16, 0xFF << 8, 0xFF]):
                c.add("DS", op, [hi, lo])
    # FLAT gfx940: 110111 sc1[25] op[24:18] nt[17] sc0[16] seg[15:14] sve[13] offset[12:0]
    #   | vdst[31:24] acc[23] saddr[22:16] data addr
    for op in range(128):
        for seg in (0, 1, 2):
            sa = 0 if seg == 0 else 0x7F
            variants = [(sa, 0, 0, 0, 0), (sa, 0, 16, 0, 0), (sa, 7, 0, 0, 0), (sa, 0, 0, 1, 0)]
            if seg == 2:
                variants += [(8, 0, 0, 0, 0), (8, 0, 0x1FF0, 0, 0), (8, 5, 0x10, 0, 0)]
            if seg == 1:
                variants += [(0x7F, 0, 8, 0, 1), (3, 0, 0x1FF0, 0, 0), (3, 0, 0, 0, 1), (0x7F, 0, 0x1FF0, 0, 0)]
            for saddr, cache, off, acc, sve in variants:
                fam = ("FLAT", "SCRATCH", "GLOBAL")[seg]
                sc0, nt, sc1 = cache & 1, (cache >> 1) & 1, (cache >> 2) & 1
                # Scratch without SVE has no VGPR address: SS mode, or ST mode (`off, off`).
                addr = 0 if (seg == 1 and not sve) else 2
                hi = (0b110111 << 26) | (sc1 << 25) | (op << 18) | (nt << 17) | (sc0 << 16) | \
                    (seg << 14) | (sve << 13) | off
                for lo in zero_combos((12 << 24) | (acc << 23) | (saddr << 16) | (4 << 8) | addr,
                                      [0xFF << 24, 0xFF << 8]):
                    c.add(fam, op, [hi, lo])
    # MUBUF gfx940: 111000 op[24:18] nt[17] lds[16] sc1[15] sc0[14] idxen[13] offen[12] offset[11:0]
    #   | soffset[31:24] acc[23] srsrc[20:16] vdata vaddr
    for op in range(128):
        for cache, idxoff, lds, acc, soff, off in ((0, 0, 0, 0, 128, 0), (0, 1, 0, 0, 3, 12),
                                                   (0, 2, 0, 0, 3, 0), (0, 3, 0, 0, 3, 0xFFF),
                                                   (7, 1, 0, 0, 3, 4), (0, 1, 1, 0, 3, 0),
                                                   (0, 1, 0, 1, 3, 0), (1, 0, 0, 0, 106, 8),
                                                   (1, 0, 0, 0, 128, 0), (1, 0, 0, 0, 128, 16)):
            sc0, nt, sc1 = cache & 1, (cache >> 1) & 1, (cache >> 2) & 1
            hi = (0b111000 << 26) | (op << 18) | (nt << 17) | (lds << 16) | (sc1 << 15) | (sc0 << 14) | \
                (idxoff << 12) | off
            c.add("MUBUF", op, [hi, (soff << 24) | (acc << 23) | (2 << 16) | (4 << 8) | (2 if idxoff else 0)])
        c.add("MUBUF", op, [(0b111000 << 26) | (op << 18), 0])
    # MTBUF gfx9: 111010 nfmt[25:23] dfmt[22:19] op[18:15] sc0[14] idxen[13] offen[12] offset
    #   | soffset acc[23] nt[22] sc1[21] srsrc vdata vaddr
    for op in range(16):
        for nfmt, dfmt in ((7, 4), (0, 1), (4, 14), (0, 0)):
            for cache, idxoff, soff, off in ((0, 1, 3, 12), (7, 0, 128, 0), (0, 2, 3, 0), (0, 3, 3, 4)):
                sc0, nt, sc1 = cache & 1, (cache >> 1) & 1, (cache >> 2) & 1
                hi = (0b111010 << 26) | (nfmt << 23) | (dfmt << 19) | (op << 15) | (sc0 << 14) | \
                    (idxoff << 12) | off
                lo = (soff << 24) | (nt << 22) | (sc1 << 21) | (2 << 16) | (4 << 8) | 2
                c.add("MTBUF", op, [hi, lo])


TARGETS = OrderedDict([("gfx1100", gen_gfx11), ("gfx942", gen_gfx942)])

FAMILY_ORDER = ["SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM", "VOP1", "VOP2", "VOPC", "VOP3",
                "VOP3P", "MAI", "VOPD", "VINTERP", "LDSDIR", "DS", "FLAT", "GLOBAL", "SCRATCH",
                "MUBUF", "MTBUF", "VOP1_DPP16", "VOP1_DPP8", "VOP2_DPP16", "VOP2_DPP8", "VOPC_DPP16",
                "VOPC_DPP8", "VOP3_DPP16", "VOP3_DPP8", "VOP1_DPP", "VOP2_DPP", "VOPC_DPP",
                "VOP1_SDWA", "VOP2_SDWA", "VOPC_SDWA"]

EXCLUDED = OrderedDict([
    ("MIMG (image_*)", "image instructions need resource/sampler descriptors, dim/dmask/a16/r128 "
     "combinations and NSA variable-length encodings; not used by the kernels gfxopt optimizes; "
     "left for a later corpus"),
    ("EXP (export)", "graphics-only (pixel/vertex export); never appears in compute kernels"),
    ("VINTRP (gfx942 v_interp_*)", "graphics-only parameter interpolation (LDS-param); never in "
     "compute kernels"),
    ("DPP16 of VOP3P / VOP3P-DPP (gfx1100)", "rare; the VOP3-DPP forms already cover the "
     "three-dword DPP operand syntax"),
    ("SDWA/DPP of VOP3 (gfx942)", "the gfx9 encoding has no such forms"),
    ("DPP of VOPC (gfx942)", "LLVM 19 implements no DPP form of VOPC for GFX9 (only SDWA); "
     "all 256 opcodes x DPP controls fail to decode"),
])

# --------------------------------------------------------------------------------------------
# llvm-mc drivers

ENC_RE = re.compile(r"^\s*(.*?)\s*;\s*encoding:\s*\[([^\]]*)\]")


def parse_enc(s):
    return bytes(int(x, 16) for x in s.split(",") if x.strip())


def _disasm_run(target, chunk):
    sep = " ".join("0x%02x" % b for b in dw(SEP, SEP))
    lines = []
    for b in chunk:
        lines.append(" ".join("0x%02x" % x for x in b))
        lines.append(sep)
    p = subprocess.run([MC, "-triple=" + TRIPLE, "-mcpu=" + target, "--disassemble", "-show-encoding"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True)
    return p.returncode, p.stdout


def _disasm_chunk(target, chunk, crashed):
    rc, out = _disasm_run(target, chunk)
    if rc == 0:
        return [out]
    if len(chunk) == 1:
        crashed.append(chunk[0])
        return []
    h = len(chunk) // 2
    return _disasm_chunk(target, chunk[:h], crashed) + _disasm_chunk(target, chunk[h:], crashed)


CHUNK = 1500


def disassemble(target, cands):
    """Decode candidates (list of bytes).  Returns ({bytes: text}, [bytes that crash llvm-mc]).

    llvm-mc 19 segfaults on a few words (e.g. gfx942 v_swap_b32 with an SGPR source), so the
    stream is decoded in chunks and a crashing chunk is bisected down to the offending word."""
    chunks = [cands[i:i + CHUNK] for i in range(0, len(cands), CHUNK)]
    crashed = []
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 4) as ex:
        outs = list(ex.map(lambda ch: _disasm_chunk(target, ch, crashed), chunks))
    want = set(cands)
    res = {}
    for group in outs:
        for out in group:
            for line in out.splitlines():
                m = ENC_RE.match(line)
                if not m:
                    continue
                b = parse_enc(m.group(2))
                if b in want and b not in res:
                    res[b] = m.group(1).strip()
    return res, sorted(crashed)


def assemble(target, texts):
    """Assemble texts (one instruction each).  Returns list of (bytes|None, mcinst|None, error|None)."""
    src = []
    for i, t in enumerate(texts):
        src.append("L%d:" % i)
        src.append(t)
    src.append("L%d:" % len(texts))
    p = subprocess.run([MC, "-triple=" + TRIPLE, "-mcpu=" + target, "-show-encoding", "-show-inst"],
                       input="\n".join(src) + "\n", capture_output=True, text=True)
    res = [[None, None, None] for _ in texts]
    cur = None
    for line in p.stdout.splitlines():
        m = re.match(r"^L(\d+):", line)
        if m:
            cur = int(m.group(1))
            continue
        if cur is None or cur >= len(texts):
            continue
        m = ENC_RE.match(line)
        if m and res[cur][0] is None:
            res[cur][0] = parse_enc(m.group(2))
            continue
        m = re.search(r"<MCInst #\d+ (\w+)", line)
        if m and res[cur][1] is None:
            res[cur][1] = m.group(1)
    for line in p.stderr.splitlines():
        m = re.match(r"^<stdin>:(\d+):\d+: (error|warning): (.*)$", line)
        if m:
            idx = (int(m.group(1)) - 2) // 2
            if 0 <= idx < len(texts) and m.group(2) == "error" and res[idx][2] is None:
                res[idx][2] = m.group(3)
    return res


# --------------------------------------------------------------------------------------------
# operand-shape signature

TOK_RE = re.compile(
    r"(?P<rr>\b(?:v|s|a|ttmp)\[\d+:\d+\])|(?P<r>\b(?:v|s|a|ttmp)\d+\b)|"
    r"(?P<fp>-?\b\d+\.\d+(?:e[-+]?\d+)?)|(?P<hex>-?\b0x[0-9a-fA-F]+\b)|(?P<int>-?\b\d+\b)")


def shape(text):
    mn, _, rest = text.partition(" ")

    def rep(m):
        if m.group("rr"):
            k = m.group("rr")
            kind = k[: k.index("[")]
            lo, hi = re.findall(r"\d+", k)
            return "%s[%d]" % (kind, int(hi) - int(lo) + 1)
        if m.group("r"):
            return re.match(r"[a-z]+", m.group("r")).group(0)
        if m.group("fp"):
            return "FP"
        if m.group("hex"):
            return "HEX"
        return "INT"

    return mn + " " + TOK_RE.sub(rep, rest)


def family_sort_key(f):
    return (FAMILY_ORDER.index(f) if f in FAMILY_ORDER else 999, f)


# --------------------------------------------------------------------------------------------
# LLVM's own opcode list (real, target-encoded opcode names embedded in libLLVM)


def llvm_opcode_universe(target):
    libdir = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(MC))), "lib")
    lib = None
    if os.path.isdir(libdir):
        for n in sorted(os.listdir(libdir)):
            if re.match(r"libLLVM(-\d+)?\.so(\.\d+)*$", n):
                lib = os.path.realpath(os.path.join(libdir, n))
                break
    if not lib:
        return None
    data = open(lib, "rb").read()
    if target == "gfx1100":
        pat = rb"(?<=\x00)([A-Z][A-Z0-9_]*?(?:_[a-z0-9]+)*_gfx11)(?=\x00)"
    else:
        pat = rb"(?<=\x00)([A-Z][A-Z0-9_]*?(?:_[a-z0-9]+)*_(?:vi|gfx9|gfx90a|gfx940|gfx940_acd|gfx940_vcd|gfx90a_acd|gfx90a_vcd))(?=\x00)"
    names = set(m.decode() for m in re.findall(pat, data))
    return names


SMEM_RE = re.compile(r"^S_(LOAD|STORE|BUFFER|SCRATCH|ATC|ATOMIC|DCACHE|MEMTIME|MEMREALTIME|GL1_INV|PREFETCH)")


def name_group(n):
    if n.startswith("DS_"):
        return "DS"
    if re.match(r"^(FLAT|GLOBAL|SCRATCH)_", n):
        return "FLAT/GLOBAL/SCRATCH"
    if n.startswith("BUFFER_"):
        return "MUBUF"
    if n.startswith("TBUFFER_"):
        return "MTBUF"
    if n.startswith("IMAGE_") or "MIMG" in n:
        return "MIMG (excluded)"
    if n.startswith("EXP"):
        return "EXP (excluded)"
    if n.startswith("V_DUAL_"):
        return "VOPD"
    if n.startswith("LDS_"):
        return "LDSDIR"
    if SMEM_RE.match(n):
        return "SMEM"
    if n.startswith("S_"):
        return "SALU (SOP1/SOP2/SOPK/SOPC/SOPP)"
    if n.startswith("V_INTERP") and "_e64" not in n:
        return "VINTERP/VINTRP"
    if "_sdwa" in n:
        return "SDWA"
    if "_e64_dpp" in n:
        return "VOP3 DPP"
    if "_dpp" in n:
        return "DPP (VOP1/VOP2/VOPC)"
    if "_e32" in n:
        return "VOP1/VOP2/VOPC (e32)"
    if "_e64" in n:
        return "VOP3 (e64)"
    if re.match(r"^V_(MFMA|SMFMAC|ACCVGPR)", n):
        return "MAI"
    if n.startswith("V_"):
        return "VOP3/VOP3P (no suffix)"
    return "other"


# --------------------------------------------------------------------------------------------


def build(target, gen):
    c = Cands()
    gen(c)
    by_family = defaultdict(list)
    for b, (fam, op) in c.items.items():
        by_family[fam].append(b)
    stats = OrderedDict()
    decoded = []  # (family, opcode, bytes, text)
    crashes = {}
    for fam in sorted(by_family, key=family_sort_key):
        cands = by_family[fam]
        res, crashed = disassemble(target, cands)
        crashes[fam] = crashed
        n = 0
        for b in cands:  # generation order
            if b in res:
                decoded.append((fam, c.items[b][1], b, res[b]))
                n += 1
        stats[fam] = dict(candidates=len(cands), decoded=n, crashed=len(crashed),
                          ops_decoded=len(set(c.items[b][1] for b in cands if b in res)))
        print("  %-12s candidates %6d decoded %6d crashed %d" % (fam, len(cands), n, len(crashed)),
              file=sys.stderr)
    # dedupe identical texts (different bytes can print the same text: only the first is checked)
    seen_text = {}
    uniq = []
    for d in decoded:
        key = d[3]
        if key in seen_text:
            continue
        seen_text[key] = True
        uniq.append(d)
    asm = assemble(target, [d[3] for d in uniq])
    dropped = defaultdict(lambda: defaultdict(list))
    kept = []
    for fam, crashed in crashes.items():
        for b in crashed:
            dropped[fam]["llvm-mc 19 disassembler crashes (SIGSEGV) on this word"].append(
                "[%s]" % ",".join("0x%02x" % x for x in b))
    for d, (enc, inst, err) in zip(uniq, asm):
        fam, op, b, text = d
        if "/*" in text:
            reason = "disassembler marks an operand invalid (/*...*/ comment)"
            dropped[fam][reason].append("%s ; [%s]" % (text, ",".join("0x%02x" % x for x in b)))
            continue
        if err is not None:
            reason = "assembler rejects: " + re.sub(r"'[^']*'", "'...'", err)
        elif enc is None:
            reason = "assembler produced no encoding"
        elif enc != b:
            reason = "re-assembles to a different encoding"
        else:
            kept.append((fam, op, b, text, inst))
            continue
        dropped[fam][reason].append("%s ; [%s] -> %s" % (
            text, ",".join("0x%02x" % x for x in b),
            ("[" + ",".join("0x%02x" % x for x in enc) + "]") if enc else "error"))
    # dedupe by (mnemonic, operand shape), first in generation order wins
    final = []
    seen = set()
    for k in kept:
        sh = shape(k[3])
        if sh in seen:
            continue
        seen.add(sh)
        final.append(k)
    return stats, final, kept, dropped


def write_corpus(target, final, version):
    path = os.path.join(HERE, target + ".txt")
    byfam = defaultdict(list)
    for fam, op, b, text, inst in final:
        byfam[fam].append((text, b))
    with open(path, "w") as f:
        f.write("# gfxopt assembler conformance corpus for %s, generated by tests/conformance/gen_corpus.py\n" % target)
        f.write("# oracle: llvm-mc %s (-triple=%s -mcpu=%s); every line disassembles from and re-assembles to\n" % (version, TRIPLE, target))
        f.write("# the listed encoding.  Format: <asm text> ; [bytes]   (one instruction per line)\n")
        for fam in sorted(byfam, key=family_sort_key):
            f.write("\n# family: %s\n" % fam)
            for text, b in sorted(byfam[fam], key=lambda x: (x[0].split(" ")[0], x[0], x[1])):
                f.write("%s ; [%s]\n" % (text, ",".join("0x%02x" % x for x in b)))
    return path


def opcode_key(op):
    return op


def main():
    version = mc_version()
    summary = []
    summary.append("# Conformance corpus summary\n")
    summary.append("Generated by `python3 tests/conformance/gen_corpus.py` with llvm-mc %s (`%s`). "
                   "Do not edit by hand.\n" % (version, "llvm-mc -triple=%s -mcpu=TARGET" % TRIPLE))
    summary.append("Columns: *opcodes tried* = values of the opcode field enumerated; *candidates* = "
                   "instruction words built; *decoded* = candidates llvm-mc disassembles; *opcodes decoded* = "
                   "opcode-field values for which LLVM's disassembler accepted at least one candidate "
                   "(the number of opcodes LLVM knows in that encoding, as far as our operand "
                   "settings reach); "
                   "*opcodes ok* = opcode-field values with at least one line that survives the "
                   "re-assembly check; *mnemonics* = distinct mnemonics in the corpus; *lines* = "
                   "corpus lines after deduplication by (mnemonic, operand shape); *dropped* = "
                   "distinct decoded texts whose re-assembly failed or changed the encoding.\n")
    for target, gen in TARGETS.items():
        print("target %s" % target, file=sys.stderr)
        stats, final, kept, dropped = build(target, gen)
        path = write_corpus(target, final, version)
        print("  wrote %s (%d lines, %d bytes)" % (path, len(final), os.path.getsize(path)), file=sys.stderr)
        summary.append("\n## %s\n" % target)
        summary.append("Corpus: `tests/conformance/%s.txt`, %d lines.\n" % (target, len(final)))
        summary.append("| family | opcodes tried | candidates | decoded | llvm-mc crashed | opcodes decoded | opcodes ok | mnemonics | lines | dropped |")
        summary.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        ops_tried = defaultdict(set)
        c = Cands()
        gen(c)
        for b, (fam, op) in c.items.items():
            ops_tried[fam].add(op)
        ops_ok = defaultdict(set)
        mn = defaultdict(set)
        for fam, op, b, text, inst in kept:
            ops_ok[fam].add(op)
        lines = defaultdict(int)
        for fam, op, b, text, inst in final:
            mn[fam].add(text.split(" ")[0])
            lines[fam] += 1
        tot = [0] * 9
        for fam in sorted(stats, key=family_sort_key):
            nd = sum(len(v) for v in dropped[fam].values())
            row = [len(ops_tried[fam]), stats[fam]["candidates"], stats[fam]["decoded"],
                   stats[fam]["crashed"], stats[fam]["ops_decoded"], len(ops_ok[fam]),
                   len(mn[fam]), lines[fam], nd]
            tot = [a + b for a, b in zip(tot, row)]
            summary.append("| %s | %s |" % (fam, " | ".join(str(x) for x in row)))
        summary.append("| **total** | %s |" % " | ".join(str(x) for x in tot))
        # dropped details
        summary.append("\n### %s: dropped lines by reason\n" % target)
        any_drop = False
        for fam in sorted(dropped, key=family_sort_key):
            for reason in sorted(dropped[fam]):
                ex = dropped[fam][reason]
                any_drop = True
                summary.append("- **%s**: %d x %s; e.g. `%s`" % (fam, len(ex), reason, ex[0]))
        if not any_drop:
            summary.append("none")
        # comparison with LLVM's opcode list
        uni = llvm_opcode_universe(target)
        if uni:
            covered = set(k[4] for k in kept if k[4])
            summary.append("\n### %s: coverage of LLVM's real (encoded) opcodes\n" % target)
            if target == "gfx1100":
                summary.append("Universe: every MC opcode name with suffix `_gfx11` in libLLVM (%d). "
                               "It includes true16/fake16 twins of 16-bit instructions of which the "
                               "gfx1100 assembler only selects one, so 100%% is not reachable.\n" % len(uni))
            else:
                summary.append("Universe: every MC opcode name with suffix `_vi`, `_gfx9`, `_gfx90a`, "
                               "`_gfx940` (+`_acd`/`_vcd`) in libLLVM (%d). This over-approximates gfx942: "
                               "it includes GFX8-only and gfx90a-only opcodes that gfx942 does not "
                               "have.\n" % len(uni))
            summary.append("| group | LLVM opcodes | covered by corpus (pre-dedup) |")
            summary.append("|---|---:|---:|")
            gu = defaultdict(set)
            for n in uni:
                gu[name_group(n)].add(n)
            for g in sorted(gu):
                summary.append("| %s | %d | %d |" % (g, len(gu[g]), len(gu[g] & covered)))
            summary.append("\n<details><summary>%s: LLVM opcodes not covered, by group</summary>\n" % target)
            for g in sorted(gu):
                miss = sorted(gu[g] - covered)
                if miss:
                    summary.append("- %s (%d): %s" % (g, len(miss), " ".join(miss)))
            summary.append("\n</details>\n")
    summary.append("\n## Families deliberately excluded\n")
    for k, v in EXCLUDED.items():
        summary.append("- **%s**: %s" % (k, v))
    with open(os.path.join(HERE, "SUMMARY.md"), "w") as f:
        f.write("\n".join(summary) + "\n")


if __name__ == "__main__":
    main()
