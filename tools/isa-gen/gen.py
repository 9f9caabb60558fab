#!/usr/bin/env python3
"""Generate isa-specs/gfx1100.toml and isa-specs/gfx942.toml from LLVM 19 itself.

Regenerate (needs Debian packages llvm-19 (llvm-mc-19), llvm-19-dev and clang-19):

    python3 tools/isa-gen/gen.py            # writes isa-specs/*.toml
    python3 tools/isa-gen/gen.py --check    # exit 1 if the committed files differ

How the facts are derived
-------------------------
1. Every instruction of the conformance corpora (tests/conformance/<target>.txt), of the samples
   (samples/*/kernel.<target>.s) and of EXTRA_LINES below goes through `llvm-mc-19 -show-inst`, which prints LLVM's internal
   opcode name (e.g. `V_FMAC_F32_e32_gfx11`) and the MCInst operands of each instruction.
2. `mcdesc` (mcdesc.cpp here, built against libLLVM-19) prints each opcode's MCInstrDesc: number of
   defs, operand register classes and their sizes, tied operands, operand types, implicit defs and
   uses, mayLoad/mayStore/isBranch/isConditionalBranch/isTerminator/isBarrier, size, TSFlags.
3. This script maps the MCInst operand order onto the assembly operand order, line by line:
   source-modifier operands (the OperandType LLVM gives `src0_modifiers` of V_ADD_F32_e64) and
   tied inputs (fmac's src2) are not written in assembly; `off` is written but has no MCInst
   operand; `vcc_lo` of `v_cndmask_b32_e32` / VOPC e32 is written but is an implicit operand;
   immediates left after the last assembly operand are modifiers (offset:, glc, clamp, ...). Every
   line is checked: the number of assembly operands must be consumed exactly and every register
   written in assembly must be the register LLVM put in that MCInst slot.
5. Aliases: every line of tests/conformance/aliases.<target>.txt (alternative spellings from
   LLVM's MC tests, tools/isa-gen/gen_aliases.py) is printed by llvm-mc; the written mnemonic
   maps to the printed ones (`[[alias]]`), kept when the table has forms of them.
6. Scheduling facts: `mcdesc` also reads each opcode's class in LLVM's scheduling model of the
   target CPU (SISchedule.td through MCSchedModel: gfx1100 is GFX11SpeedModel, gfx942
   SIDPGFX940FullSpeedModel). A form gets `sched = { pipe, latency, issue }`: the processor
   resource the op holds (PIPE_ORDER below picks one when LLVM lists several; HWRC, which every
   gfx11 op holds, is not a pipe), its ReleaseAtCycles (`issue`: an MFMA's pass count) and
   MCSchedModel::computeInstrLatency (`latency`), in the model's cycles (on gfx942 one cycle is
   one wave64 VALU issue, 4 clocks; on gfx1100 one clock). A v_dual_* component takes its base
   opcode's facts (LLVM gives the pair its two components' micro-ops). The most common facts of
   each unit are written once in [sched_default]; a form carries `sched` only when it differs.
4. Semantics that MCInstrDesc does not carry are classified here from TSFlags (bit positions from
   LLVM 19's SIDefines.h, written below as constants) and mnemonics: the unit, the address space,
   the wait counters (SIInsertWaitcnts is the reference), VOPD slots (read off the corpus VOPD
   lines) and ends_block.

Implicit registers: LLVM's descriptions are wave-size agnostic (VCC, EXEC). gfx1100 kernels are
wave32 (hipcc's default), so VCC/EXEC become vcc_lo/exec_lo there; gfx942 is wave64. MODE is
dropped (gfxopt's IR has no register for it).
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_aliases  # noqa: E402  (accepted: the lines llvm-mc takes, with what it prints)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.join(ROOT, "tools", "isa-gen")
LLVM_MC = os.environ.get("LLVM_MC", "llvm-mc-19")
CXX = os.environ.get("CXX", "clang++-19")
LLVM_CONFIG = os.environ.get("LLVM_CONFIG", "llvm-config-19")
TARGETS = ["gfx1100", "gfx942"]

# SIInstrFlags (TSFlags) bit positions, LLVM 19 lib/Target/AMDGPU/SIDefines.h.
SALU = 1 << 0
VALU = 1 << 1
SOPP = 1 << 6
VOP3P = 1 << 12
TRANS = 1 << 16
MUBUF = 1 << 17
MTBUF = 1 << 18
SMRD = 1 << 19
MIMG = 1 << 20
EXP = 1 << 23
FLAT = 1 << 24
DS = 1 << 25
LDSDIR = 1 << 28
VINTERP = 1 << 29
VM_CNT = 1 << 32
EXP_CNT = 1 << 33
LGKM_CNT = 1 << 34
FLAT_GLOBAL = 1 << 51
IS_MAI = 1 << 54
FLAT_SCRATCH = 1 << 56
IS_ATOMIC_NO_RET = 1 << 57
IS_ATOMIC_RET = 1 << 58
IS_WMMA = 1 << 59
GWS = 1 << 62
IS_SWMMAC = 1 << 63

# MCOI::OperandType values from llvm/MC/MCInstrDesc.h (public header).
OPERAND_FIRST_TARGET = 13

WAVE32 = {"gfx1100": True, "gfx942": False}

# Assembler flag modifiers, as gfxopt's parser knows them (src/asm/parse.rs FLAG_MODIFIERS).
FLAG_MODIFIERS = {
    "glc", "slc", "dlc", "sc0", "sc1", "nt", "nv", "lds", "idxen", "offen", "addr64", "gds",
    "tfe", "lwe", "d16", "a16", "r128", "unorm", "da", "clamp", "compr", "vm", "done",
    "row_mirror", "row_half_mirror", "high", "row_en",
}

SPECIAL = {
    "vcc": "VCC", "vcc_lo": "VCC_LO", "vcc_hi": "VCC_HI", "exec": "EXEC", "exec_lo": "EXEC_LO",
    "exec_hi": "EXEC_HI", "m0": "M0", "scc": "SCC", "null": "SGPR_NULL",
}

HINTS = {
    "s_nop", "s_delay_alu", "s_clause", "s_setprio", "s_sleep", "s_ttracedata",
    "s_ttracedata_imm", "s_set_inst_prefetch_distance", "s_inst_prefetch", "s_version",
    "s_code_end",
}
ENDS_BLOCK = {
    "s_endpgm", "s_endpgm_saved", "s_endpgm_ordered_ps_done", "s_setpc_b64", "s_trap",
    "s_code_end", "s_rfe_b64",
}
# Instructions the analyses need that the conformance corpora lack (PC-relative SOP1).
EXTRA_LINES = ["s_setpc_b64 s[0:1]", "s_getpc_b64 s[0:1]", "s_rfe_b64 s[0:1]",
               # v_nop promoted to VOP3 (llc pads with it); the corpus enumeration has no
               # operand-free VOP3 shape.
               "v_nop_e64"]
# gfx11 true16 spellings newer compilers emit (Triton's LLVM: `v_mov_b16_e64 v32.h, v137.l`),
# which LLVM 19 assembles only with `-mattr=+real-true16`: the VOP3 form of a 16-bit move between
# register halves.
TRUE16_LINES = {
    "gfx1100": ["v_mov_b16_e64 v%d.%s, v%d.%s" % (d, dh, s, sh)
                for d, s in [(5, 1)] for dh in "lh" for sh in "lh"],
}
# Which of the processor resources an opcode's write holds names its pipe (LLVM 19 SISchedule.td
# resource names), most specific first: a gfx11 f64 reciprocal holds HWTransVALU and HWVALU, a
# carry-out add HWVALU and HWSALU, a global load to LDS HWVMEM and HWLGKM.
PIPE_ORDER = ["HWXDL", "HWTransVALU", "HWVALU", "HWSALU", "HWVMEM", "HWLGKM", "HWBranch",
              "HWExport"]
# Held by every gfx11 op (register-file reads): not a pipe.
NOT_A_PIPE = {"HWRC"}
TRANS_RE = re.compile(r"^v_(exp|log|rcp|rsq|sqrt|sin|cos)(_|$)")


def die(msg):
    sys.stderr.write("isa-gen: " + msg + "\n")
    sys.exit(1)


# ---------------------------------------------------------------------------------------------
# Assembly operand splitting (mirrors gfxopt's parser: comma separated operands up to the first
# modifier; a field list like `vmcnt(0) lgkmcnt(0)` is one operand).

def op_token(s):
    depth, in_str, i = 0, False, 0
    while i < len(s):
        c = s[i]
        if in_str:
            if c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth = max(0, depth - 1)
        elif c in ", \t" and depth == 0:
            break
        i += 1
    return s[:i], s[i:]


def is_modifier_token(tok):
    m = re.match(r"[A-Za-z][A-Za-z0-9_]*", tok)
    if not m:
        return False
    if tok[m.end():m.end() + 1] == ":":
        return True
    # LLVM spells a cleared flag with `no` (`noa16`, `nosc0`), as gfxopt's parser reads it.
    return m.end() == len(tok) and (tok in FLAG_MODIFIERS
                                    or (tok.startswith("no") and tok[2:] in FLAG_MODIFIERS))


def is_field_list(tok):
    m = re.match(r"([A-Za-z][A-Za-z0-9_]*)\((.*)\)$", tok)
    return bool(m) and m.group(1) not in ("neg", "abs", "sext", "lit")


REG_TOKEN = re.compile(r"^(v|s|a|acc|ttmp)(\d+|\[)")


def split_asm(text):
    """(mnemonic, [operand texts]) of one instruction (no `::`)."""
    text = text.strip()
    m = re.match(r"[A-Za-z_][A-Za-z0-9_.]*", text)
    if not m:
        die("cannot split %r" % text)
    mn, rest = m.group(0), text[m.end():].strip()
    ops = []
    first = op_token(rest)[0]
    if rest and not (is_modifier_token(first) and not re.match(r"^[vsa]\d+$", first)):
        while True:
            tok, after = op_token(rest)
            after = after.lstrip()
            if is_field_list(tok):
                while True:
                    nxt = after
                    if nxt[:1] in ("|", "&"):
                        nxt = nxt[1:].lstrip()
                    t2, a2 = op_token(nxt)
                    if t2 and is_field_list(t2):
                        tok += " " + t2
                        after = a2.lstrip()
                    else:
                        break
            ops.append(tok)
            # As gfxopt's parser (parse.rs parse_single) and llvm-mc read operands: the comma
            # between them is optional (`exp mrt0 v1, v2, v3, v4 done`), a comma may end the
            # list or come before the modifiers (`off, offset:8`), and a typed-buffer format
            # that more operands follow is an operand in its place (`s[0:3] format:127 0 idxen`).
            if after.startswith(","):
                rest = after[1:].lstrip()
                t = op_token(rest)[0]
                if not rest or (is_modifier_token(t) and not REG_TOKEN.match(t)
                                and not inline_format(rest)):
                    break
                continue
            if after and (not is_modifier_token(op_token(after)[0]) or inline_format(after)):
                rest = after
                continue
            break
    return mn, ops


def inline_format(s):
    tok, after = op_token(s)
    if not re.match(r"^(format|dfmt|nfmt):", tok):
        return False
    after = after.lstrip()
    nxt = after[1:].lstrip() if after.startswith(",") else after
    return bool(nxt) and (not is_modifier_token(op_token(nxt)[0]) or inline_format(nxt))


# ---------------------------------------------------------------------------------------------
# llvm-mc -show-inst

def show_inst(target, path, mattr=None):
    """[(asm text, opcode name, [mc operands])] for every instruction llvm-mc prints."""
    cmd = [LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=" + target, "-show-inst", path]
    if mattr:
        cmd.append("-mattr=" + mattr)
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        die("llvm-mc failed on %s:\n%s" % (path, out.stderr[:2000]))
    res = []
    cur = None
    for line in out.stdout.splitlines():
        m = re.match(r"\s*(.*?)\s*; <MCInst #\d+ ([A-Za-z0-9_]+)", line)
        if m and not line.lstrip().startswith(";"):
            cur = (m.group(1), m.group(2), [])
            res.append(cur)
            tail = line[m.end():]
        elif cur is not None and line.lstrip().startswith(";  <MCOperand"):
            tail = line
        else:
            cur = None
            continue
        for om in re.finditer(r"<MCOperand (Reg|Imm|Expr|FPImm):?([^>]*)>?", tail):
            cur[2].append((om.group(1), om.group(2)))
    return res


def corpus_lines(target):
    lines = []
    with open(os.path.join(ROOT, "tests", "conformance", target + ".txt")) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            lines.append(line.split(" ; [")[0])
    return lines


RETURN_MODIFIER = {"gfx1100": "glc", "gfx942": "sc0"}


def returning_twins(target, lines):
    """The returning form of every buffer atomic the conformance corpus writes without one.

    The corpus enumerates each buffer atomic's addressing modes without the return modifier
    (`glc` on gfx11, `sc0` on gfx942) and some with it, but never `idxen offen` with it, which
    compilers emit (`buffer_atomic_max_f32 v0, v[1:2], s[0:3], s6 idxen offen glc`). llvm-mc maps
    each such line to its own `_BOTHEN_RTN` opcode; without these lines the table would lack
    those forms."""
    mod = RETURN_MODIFIER[target]
    out = []
    for line in lines:
        words = line.split()
        if words[0].startswith("buffer_atomic_") and mod not in words and "lds" not in words:
            out.append(line + " " + mod)
    return sorted(set(out))


def sample_files(target):
    sdir = os.path.join(ROOT, "samples")
    return sorted(
        os.path.join(sdir, d, "kernel.%s.s" % target) for d in os.listdir(sdir)
        if os.path.exists(os.path.join(sdir, d, "kernel.%s.s" % target)))


# ---------------------------------------------------------------------------------------------
# mcdesc

def build_mcdesc(workdir):
    exe = os.path.join(workdir, "mcdesc")
    cxxflags = subprocess.run([LLVM_CONFIG, "--cxxflags"], capture_output=True, text=True,
                              check=True).stdout.split()
    ldflags = subprocess.run([LLVM_CONFIG, "--ldflags", "--libs"], capture_output=True,
                             text=True, check=True).stdout.split()
    cmd = [CXX, "-O1", "-std=c++17"] + cxxflags + [os.path.join(HERE, "mcdesc.cpp"), "-o", exe]
    cmd += ldflags
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        die("building mcdesc failed:\n" + r.stderr[:4000])
    return exe


def mcdesc(exe, target, names, tolerant=False):
    r = subprocess.run([exe, target], input="\n".join(sorted(names)) + "\n",
                       capture_output=True, text=True)
    if r.returncode != 0:
        die("mcdesc failed: " + r.stderr)
    lines = r.stdout.splitlines()
    regs = json.loads(lines[0])["regs"]
    descs = {}
    for line in lines[1:]:
        d = json.loads(line)
        if "error" in d:
            if tolerant:
                continue
            die("mcdesc: %s: %s" % (d["name"], d["error"]))
        d["tsflags"] = int(d["tsflags"])
        descs[d["name"]] = d
    return regs, descs


# ---------------------------------------------------------------------------------------------
# Facts

def special_name(llvm_reg, target):
    wave32 = WAVE32[target]
    m = {
        "EXEC": "exec_lo" if wave32 else "exec", "VCC": "vcc_lo" if wave32 else "vcc",
        "EXEC_LO": "exec_lo", "EXEC_HI": "exec_hi", "VCC_LO": "vcc_lo", "VCC_HI": "vcc_hi",
        "SCC": "scc", "M0": "m0", "FLAT_SCR": "flat_scratch", "FLAT_SCR_LO": "flat_scratch_lo",
        "FLAT_SCR_HI": "flat_scratch_hi", "SGPR_NULL": "null", "SGPR_NULL64": "null",
    }
    return m.get(llvm_reg)


def operand_class(op, target, input_mods_type):
    """(class, dwords) of one MCInstrDesc operand."""
    rc = op.get("class")
    if rc is None:
        return "imm", 0
    bits = op["bits"]
    dwords = max(1, (bits + 31) // 32)
    is_src = op["type"] >= OPERAND_FIRST_TARGET and op["type"] != input_mods_type
    if rc.startswith("SReg_1") and not re.match(r"SReg_1\d", rc):
        # Lane masks (carry-out, VOPC e64 result): one SGPR in wave32, a pair in wave64.
        return "s", 1 if WAVE32[target] else 2
    if rc.startswith(("VS_", "VSrc", "VCSrc", "VISrc")):
        return "src", dwords
    if rc.startswith(("SSrc", "SCSrc", "SSrcOrLds")):
        return "ssrc", dwords
    if rc.startswith(("AISrc", "AVSrc", "AVDst", "AV_", "AVLdSt", "AReg_AV", "AVLd")):
        return ("v" if WAVE32[target] else "av"), dwords
    if rc.startswith(("AGPR", "AReg", "ARegSrc")):
        return "a", dwords
    if rc.startswith(("VGPR", "VReg", "VRegSrc", "VRegOrLds")):
        return "v", dwords
    if rc.startswith(("SGPR", "SReg", "CCR", "TTMP", "SCC_CLASS", "M0_CLASS", "Pseudo")):
        return ("ssrc" if is_src else "s"), dwords
    die("unknown register class %s" % rc)


def vector_list(tok):
    """The elements of a bracketed list of two or more VGPRs (`[v32, v1, v[2:4]]`, an image
    address in NSA form), else None. As gfxopt's parser reads it."""
    if not (tok.startswith("[") and tok.endswith("]")):
        return None
    elems = [e.strip() for e in tok[1:-1].split(",")]
    if len(elems) < 2 or not all(re.match(r"^v(\d+|\[\d+:\d+\])$", e) for e in elems):
        return None
    return elems


def separate_registers(elems, cand, used, num_defs, mc_reg):
    """Whether each element of a register list is a use operand of its own in the MCInst."""
    free = [i for i in cand if i not in used and i >= num_defs and mc_reg(i) is not None]
    for e in elems:
        name = asm_reg_llvm_name(e)
        hit = next((i for i in free if reg_matches(name, mc_reg(i))), None)
        if hit is None:
            return False
        free.remove(hit)
    return True


def consecutive_range(elems):
    """`v[a:b]` for a list of single VGPRs a, a+1, ..., b; else None."""
    nums = [int(e[1:]) for e in elems if re.match(r"^v\d+$", e)]
    if len(nums) != len(elems) or nums != list(range(nums[0], nums[0] + len(nums))):
        return None
    return "v[%d:%d]" % (nums[0], nums[-1])


def strip_mods(tok):
    """`-|v1|`, `neg(v1)`, `abs(v1)`, `sext(v1)` -> `v1`."""
    t = tok
    while True:
        m = re.match(r"^(?:neg|abs|sext)\((.*)\)$", t) or re.match(r"^\|(.*)\|$", t)
        if m:
            t = m.group(1)
        elif t.startswith("-") and not re.match(r"^-[0-9.]", t):
            t = t[1:]
        else:
            return t


def asm_reg_llvm_name(tok):
    """The LLVM register name of a register operand text, or None if it is not a plain
    register (a constant, a label, a modified operand)."""
    t = re.sub(r"\.[lh]$", "", tok)
    m = re.match(r"^([vsa])(\d+)$", t)
    if m:
        return {"v": "VGPR", "s": "SGPR", "a": "AGPR"}[m.group(1)] + m.group(2)
    m = re.match(r"^([vsa])\[(\d+):(\d+)\]$", t)
    if m:
        p = {"v": "VGPR", "s": "SGPR", "a": "AGPR"}[m.group(1)]
        lo, hi = int(m.group(2)), int(m.group(3))
        if lo == hi:
            return p + str(lo)
        return "_".join(p + str(i) for i in range(lo, hi + 1))
    if t in SPECIAL:
        return SPECIAL[t]
    if re.match(r"^(ttmp\d+|ttmp\[\d+:\d+\]|src_\w+|exec_hi|vcc_hi|flat_scratch\w*|xnack_mask\w*"
                r"|shared_base|shared_limit|private_base|private_limit|pops_exiting_wave_id"
                r"|lds_direct|tba\w*|tma\w*|vccz|execz)$", t):
        return ANY_REG
    return None


def norm_llvm_reg(name):
    """LLVM's MC register names carry subtarget and half suffixes (`M0_gfx11plus`,
    `VGPR1_LO16`); drop them."""
    return re.sub(r"(_gfx11plus|_gfxpre11|_gfx9plus|_vi|_ci)?(_LO16|_HI16)?$", "", name)


ANY_REG = "?"


def reg_matches(asm_name, llvm_name):
    if asm_name is None or llvm_name is None or asm_name == ANY_REG:
        return True
    return asm_name == norm_llvm_reg(llvm_name)


class Form:
    """One instruction form: a printed mnemonic with one operand shape and one set of facts."""

    def __init__(self, name):
        self.name = name
        self.llvm = set()
        self.operands = []
        self.implicit_defs = []
        self.implicit_uses = []
        self.unit = "other"
        self.addr_space = None
        self.counters = []
        self.vopd = None
        self.flags = {}
        self.size = 4
        # {(pipe, latency, issue)} of the LLVM opcodes of this form (see sched_of).
        self.scheds = set()

    def key(self):
        return (self.name, tuple(self.operands), tuple(self.implicit_defs),
                tuple(self.implicit_uses), self.unit, self.addr_space, tuple(self.counters),
                tuple(sorted(self.flags.items())), self.size)


def classify(target, name, d):
    """(unit, addr_space, counters) of an opcode."""
    ts = d["tsflags"]
    load, store = d["may_load"], d["may_store"]
    vscnt = target == "gfx1100"
    atomic_ret = bool(ts & IS_ATOMIC_RET)
    atomic = atomic_ret or bool(ts & IS_ATOMIC_NO_RET)

    def vmem_counter():
        # SIInsertWaitcnts::getVmemWaitEventType: without vscnt everything is VMEM_ACCESS (vm);
        # with it, a store or an atomic without return is VMEM_WRITE_ACCESS (vs).
        if not vscnt:
            return "vm"
        if store and (not load or ts & IS_ATOMIC_NO_RET) and not atomic_ret:
            return "vs"
        return "vm"

    def vmem_unit():
        if atomic:
            return "vmem_atomic"
        if store and not load:
            return "vmem_store"
        return "vmem_load"

    counters = []
    addr = None
    unit = "other"
    if ts & FLAT:
        addr = "global" if ts & FLAT_GLOBAL else "scratch" if ts & FLAT_SCRATCH else "flat"
        unit = vmem_unit()
        counters = [vmem_counter()]
        if addr == "flat":
            counters.append("lgkm")
    elif ts & (MUBUF | MTBUF | MIMG):
        if load or store:
            addr = "buffer"
            unit = vmem_unit()
            counters = [vmem_counter()]
        else:
            # Cache invalidate / write-back (buffer_gl0_inv, buffer_wbl2, ...): SIInsertWaitcnts
            # does not count them (getMUBUFIsBufferInv).
            unit = "other"
    elif ts & SMRD:
        unit, addr, counters = "smem", "constant", ["lgkm"]
    elif ts & DS:
        unit = "lds"
        if ts & GWS:
            addr = "gds"
            counters = ["lgkm"] + ([] if vscnt else ["exp"])
        else:
            addr = "lds"
            counters = ["lgkm"]
    elif ts & EXP:
        unit, counters = "export", ["exp"]
    elif ts & LDSDIR:
        unit, addr, counters = "lds", "lds", ["exp"]
    elif ts & (IS_MAI | IS_WMMA | IS_SWMMAC) or name.startswith(("v_mfma", "v_wmma", "v_smfmac")):
        unit = "matrix"
    elif ts & VALU or name.startswith("v_"):
        unit = "valu_trans" if (ts & TRANS or TRANS_RE.match(name)) else "valu"
    elif name.startswith("s_waitcnt"):
        unit = "waitcnt"
    elif name.startswith("s_sendmsg"):
        unit, counters = "message", ["lgkm"]
    elif name.startswith("s_barrier"):
        unit = "barrier"
    elif name in HINTS:
        unit = "hint"
    elif d["is_branch"]:
        unit = "branch"
    elif ts & SALU:
        unit = "salu" if not ts & SOPP or name.startswith("s_cmpk") else "other"
    return unit, addr, counters


def register_half(printed, d, operands):
    """(operand index, "lo" | "hi") when a memory instruction moves 16 bits or fewer through one
    half of a VGPR: a d16 load writes that half of its destination and keeps the other; a byte
    or short store reads that half of its data (the high one for `_d16_hi`). LLVM's waitcnt
    insertion tracks the halves apart (a load pending into the high half does not hold up a
    read of the low one), and so must gfxopt's. None otherwise."""
    ts = d["tsflags"]
    if "atomic" in printed or ts & MIMG:
        return None
    half = "hi" if "d16_hi" in printed else "lo"
    one_vgpr = re.compile(r"^(def|defuse|use):(v|av):1$")
    if d["may_load"] and not d["may_store"]:
        # Format loads of two or more d16 components fill whole registers.
        if "d16" not in printed or re.search(r"_xyz?w?$", printed):
            return None
        return (0, half) if operands and one_vgpr.match(operands[0]) else None
    if d["may_store"] and not d["may_load"]:
        narrow = re.search(r"(_b8|_b16|_byte|_short)(_d16_hi)?$", printed) or \
            re.search(r"_d16(_hi)?_(format_)?(b8|b16|x)$", printed)
        if not narrow:
            return None
        # The data operand: first for MUBUF/MTBUF, after the address otherwise.
        k = 0 if ts & (MUBUF | MTBUF) else 1
        return (k, half) if k < len(operands) and one_vgpr.match(operands[k]) else None
    return None


def make_form(target, printed, d, ops_asm, mc_ops, regs, input_mods_type, line):
    """Map one instruction line onto a Form; raises ValueError when the mapping fails.
    `line`: the whole line as written (image atomics read `glc` there)."""
    f = Form(printed)
    f.llvm.add(d["name"])
    f.scheds.add(sched_of(d))
    f.size = d["size"]
    descs = d["operands"]
    num_defs = d["num_defs"]
    tied_defs = {op["tied_to"] for op in descs if op["tied_to"] >= 0}
    cand = [i for i, op in enumerate(descs)
            if op["type"] != input_mods_type and op["tied_to"] < 0]
    imp_defs = [special_name(r, target) for r in d["implicit_defs"]]
    imp_uses = [special_name(r, target) for r in d["implicit_uses"]]
    used = set()
    pos_of = {}
    consumed_use = False
    operands = []

    def mc_reg(i):
        if i < len(mc_ops) and mc_ops[i][0] == "Reg":
            return regs[int(mc_ops[i][1])]
        return None

    for tok in ops_asm:
        if tok == "off":
            # Mostly `off` has no MCInst operand; an export's disabled source is one that holds
            # no register (`exp prim v1, off, off, off`).
            empty = next((i for i in cand if i not in used and i < len(mc_ops)
                          and mc_ops[i][0] == "Reg" and int(mc_ops[i][1]) == 0), None)
            if empty is not None:
                used.add(empty)
            operands.append("use:off:0")
            continue
        elems = vector_list(tok)
        if elems and not separate_registers(elems, cand, used, num_defs, mc_reg):
            # Outside an image address llvm-mc reads a list of consecutive registers as their
            # range (`v_rcp_f64 [v1,v2], [v2,v3]`).
            tok = consecutive_range(elems) or tok
            elems = None
        if elems:
            # An image address in NSA form: one MCInst operand (vaddr0, vaddr1, ...) per
            # element, one assembly operand of class vlist counting the registers of all.
            total = 0
            for e in elems:
                name = asm_reg_llvm_name(e)
                pick = next((i for i in cand if i not in used and i >= num_defs
                             and mc_reg(i) is not None and reg_matches(name, mc_reg(i))), None)
                if pick is None:
                    raise ValueError("no MCInst operand for `%s` of `%s`" % (e, tok))
                cls, dw = operand_class(descs[pick], target, input_mods_type)
                if cls != "v":
                    raise ValueError("address list element `%s` is not a VGPR" % e)
                used.add(pick)
                total += dw
            operands.append("use:vlist:%d" % total)
            consumed_use = True
            # MCInstrDesc gives the size without the NSA address bytes: one byte per address
            # after the first, in whole dwords (SIInstrInfo::getInstSizeInBytes).
            f.size = d["size"] + 4 * ((len(elems) + 2) // 4)
            continue
        asm_name = asm_reg_llvm_name(strip_mods(tok))
        # The first unused MCInst operand of the same kind: the same register, or an immediate
        # for a constant / label / field list. Assembly order mostly equals MCInst order; SOPK
        # `s_setreg_b32 hwreg(...), s1` is the exception this search handles.
        pick = None
        for i in cand:
            if i in used:
                continue
            r = mc_reg(i)
            if asm_name is not None:
                if r is not None and reg_matches(asm_name, r):
                    pick = i
                    break
            elif r is None:
                pick = i
                break
        if pick is None and tok in SPECIAL:
            sp = tok
            if not consumed_use and sp in imp_defs:
                role = "def"
            elif sp in imp_uses:
                role = "use"
            elif sp in imp_defs:
                role = "def"
            else:
                raise ValueError("`%s` is neither an operand nor implicit" % tok)
            dw = 2 if sp in ("vcc", "exec") else 1
            operands.append("%s:s:%d=%s" % (role, dw, sp))
            continue
        if pick is None:
            raise ValueError("no MCInst operand for `%s`" % tok)
        used.add(pick)
        pos_of[pick] = len(operands)
        cls, dw = operand_class(descs[pick], target, input_mods_type)
        if pick < num_defs:
            role = "defuse" if pick in tied_defs else "def"
        else:
            role = "use"
            consumed_use = True
        operands.append("%s:%s:%d" % (role, cls, dw))
    for i in cand:
        if i in used:
            continue
        if mc_reg(i) is not None:
            # DPP `old` of v_fmac_*_e64_dpp: LLVM does not tie it, but it always is vdst.
            hidden = [j for j in pos_of if j < num_defs and mc_reg(j) == mc_reg(i)]
            if not hidden:
                raise ValueError("MCInst register operand %d has no assembly operand" % i)
            k = pos_of[hidden[0]]
            operands[k] = operands[k].replace("def:", "defuse:", 1)
            continue
        if i < num_defs:
            raise ValueError("def operand %d has no assembly operand" % i)
    f.operands = operands
    f.implicit_defs = sorted({r for r in imp_defs if r})
    f.implicit_uses = sorted({r for r in imp_uses if r})
    f.unit, f.addr_space, f.counters = classify(target, printed, d)
    flags = {}
    if d["may_load"]:
        flags["may_load"] = True
    if d["may_store"]:
        flags["may_store"] = True
    if d["tsflags"] & IS_ATOMIC_RET:
        flags["atomic_return"] = True
        # An image atomic is one opcode with and without return: `glc` asks for the old value
        # (buffer and flat atomics have an opcode each). Written without `glc`, the data
        # register is only read.
        if d["tsflags"] & MIMG and not re.search(r"\sglc(\s|$)", line):
            del flags["atomic_return"]
            operands[0] = operands[0].replace("defuse:", "use:", 1)
    half = register_half(printed, d, operands)
    if half:
        flags["half_operand"], flags["half"] = half
    if d["is_branch"]:
        flags["is_branch"] = True
    if d["is_conditional_branch"]:
        flags["is_conditional"] = True
    if d["is_branch"] or printed in ENDS_BLOCK or (d["is_terminator"] and d["is_barrier"]):
        flags["ends_block"] = True
    f.flags = flags
    return f


def sched_of(d):
    """(pipe, latency, issue) of an opcode from mcdesc's "sched" (LLVM's MCSchedModel)."""
    s = d.get("sched")
    if s is None or s.get("variant"):
        die("mcdesc: %s: no resolved scheduling class (%s)" % (d["name"], s))
    held = {}
    for name, release, _acquire in s["res"]:
        if name not in NOT_A_PIPE:
            held[name] = max(held.get(name, 0), release)
    unknown = set(held) - set(PIPE_ORDER)
    if unknown:
        die("mcdesc: %s: resource %s not in PIPE_ORDER" % (d["name"], sorted(unknown)))
    for pipe in PIPE_ORDER:
        if pipe in held:
            return (pipe, s["latency"], held[pipe])
    die("mcdesc: %s: holds no pipe (%s)" % (d["name"], s["res"]))


def vopd_forms(target, d, x_asm, y_asm, input_mods_type, imp_uses_all):
    descs = d["operands"]
    ins = list(range(2, len(descs)))
    out = []
    pos = 0
    for slot, (mn, ops) in enumerate([x_asm, y_asm]):
        want = len(ops) - 1
        mine = []
        while pos < len(ins) and (want > 0 or descs[ins[pos]]["tied_to"] == slot):
            i = ins[pos]
            if descs[i]["tied_to"] == slot:
                mine.append(("tied", i))
            elif descs[i]["tied_to"] >= 0:
                raise ValueError("operand %d tied to the other component" % i)
            else:
                mine.append(("in", i))
                want -= 1
            pos += 1
        if want != 0:
            raise ValueError("VOPD %s: %d inputs missing" % (mn, want))
        tied = any(k == "tied" for k, _ in mine)
        f = Form(mn)
        f.llvm.add(d["name"])
        cls, dw = operand_class(descs[slot], target, input_mods_type)
        f.operands = ["%s:%s:%d" % ("defuse" if tied else "def", cls, dw)]
        for k, i in mine:
            if k == "in":
                cls, dw = operand_class(descs[i], target, input_mods_type)
                f.operands.append("use:%s:%d" % (cls, dw))
        f.implicit_uses = sorted({special_name(r, target) for r in imp_uses_all
                                  if r == "EXEC" or (r == "VCC" and "cndmask" in mn)} - {None})
        f.unit = "valu"
        f.size = 8  # the pair, without the literal of fmaak/fmamk
        f.vopd = {"x": False, "y": False, "dual": mn}
        out.append(f)
    if pos != len(ins):
        raise ValueError("VOPD: %d MCInst operands left over" % (len(ins) - pos))
    return out


# ---------------------------------------------------------------------------------------------

def mcform_lines(target):
    """tests/conformance/mcforms.<target>.txt (tools/isa-gen/gen_mcforms.py): lines of LLVM's MC
    tests in operand shapes the corpus lacks."""
    path = os.path.join(ROOT, "tests", "conformance", "mcforms.%s.txt" % target)
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


def show_lines(target, workdir, texts, what):
    """llvm-mc -show-inst of each line: [(printed text, opcode, mc operands, written text)]."""
    path = os.path.join(workdir, "%s.%s.s" % (what, target))
    with open(path, "w") as f:
        f.write("\n".join(texts) + "\n")
    printed = show_inst(target, path)
    if len(printed) != len(texts):
        die("%s: llvm-mc printed %d instructions for %d %s lines" %
            (target, len(printed), len(texts), what))
    return [p + (t,) for p, t in zip(printed, texts)]


def written_form_text(printed, written):
    """The printed mnemonic with the operands as written."""
    parts = written.split(None, 1)
    return printed.split()[0] + (" " + parts[1] if len(parts) > 1 else "")


def input_mods_type_of(exe, target):
    """The OperandType LLVM gives source-modifier operands (AMDGPU::OPERAND_INPUT_MODS), read
    from an opcode whose operand 1 is src0_modifiers."""
    probe = "V_ADD_F32_e64_gfx11" if target == "gfx1100" else "V_ADD_F32_e64_vi"
    _, pd = mcdesc(exe, target, [probe])
    if pd[probe]["operands"][1].get("class") is not None:
        die("probe %s: operand 1 is not src0_modifiers" % probe)
    return pd[probe]["operands"][1]["type"]


def collect(target, exe, workdir, dump=None, with_mcforms=True):
    insts = [(t[:3], "corpus") for t in show_lines(target, workdir, corpus_lines(target), "corpus")]
    # MC test lines: the form is the printed opcode with the operands as written (`v_cmp_lt_f32
    # v1, v2 quad_perm:[..]` writes no `vcc_lo`; a typed buffer may write `off`).
    written = {}
    mc = mcform_lines(target) if with_mcforms else []
    for p in show_lines(target, workdir, mc, "mcforms"):
        insts.append((p[:3], "mcforms"))
        written[len(insts) - 1] = p[3]
    for s in sample_files(target):
        insts += [(t, os.path.relpath(s, ROOT)) for t in show_inst(target, s)]
    extra = os.path.join(workdir, "extra.%s.s" % target)
    with open(extra, "w") as f:
        f.write("\n".join(EXTRA_LINES + returning_twins(target, corpus_lines(target))) + "\n")
    insts += [(t, "EXTRA_LINES") for t in show_inst(target, extra)]
    if target in TRUE16_LINES:
        t16 = os.path.join(workdir, "true16.%s.s" % target)
        with open(t16, "w") as f:
            f.write("\n".join(TRUE16_LINES[target]) + "\n")
        insts += [(t, "TRUE16_LINES") for t in show_inst(target, t16, "+real-true16")]
    aliases = alias_map(target, workdir)
    for name, printed in suffix_aliases(target, workdir, [i[0][0] for i in insts]).items():
        aliases[name] |= printed
    names = {i[0][1] for i in insts}
    regs, descs = mcdesc(exe, target, names)
    inherit_ties(exe, target, descs)
    input_mods_type = input_mods_type_of(exe, target)
    sanity_check_tsflags(target, exe)

    forms = OrderedDict()
    by_key = {}
    slots = defaultdict(lambda: [False, False])
    errors = []

    def add(f):
        k = f.key()
        if k in by_key:
            by_key[k].llvm |= f.llvm
            by_key[k].scheds |= f.scheds
        else:
            by_key[k] = f
            forms.setdefault(f.name, []).append(f)

    for k, ((printed, opname, mc_ops), origin) in enumerate(insts):
        d = descs[opname]
        text = printed
        if k in written:
            text = written_form_text(printed, written[k])
        try:
            if "::" in text:
                x, y = text.split("::")
                xa, ya = split_asm(x), split_asm(y)
                for slot, f in enumerate(vopd_forms(target, d, xa, ya, input_mods_type,
                                                    d["implicit_uses"])):
                    slots[f.name][slot] = True
                    add(f)
                continue
            mn, ops = split_asm(text)
            add(make_form(target, mn, d, ops, mc_ops, regs, input_mods_type, text))
        except ValueError as e:
            errors.append("%s: %s: `%s` (%s)" % (target, origin, text, e))
    if errors:
        die("%d lines could not be mapped:\n%s" % (len(errors), "\n".join(errors[:40])))
    if dump is not None:
        # An MC test line is checked as written: llvm-mc picks its opcode from the written
        # operands (`v_cmp_gt_u16 v1, v2 row_shl:7` is the wave-agnostic _e32_dpp opcode; the
        # printed `vcc_lo, v1, v2` spelling assembles to the _w32 one, same encoding).
        for k, ((text, opname, _), _origin) in enumerate(insts):
            if k in written:
                text = written_form_text(text, written[k])
            dump.write("%s\t%s\t%s\n" % (target, text, opname))

    # VOPD slots: a v_dual_* component and its base VALU opcode.
    for dual, (x, y) in slots.items():
        for f in forms[dual]:
            f.vopd = {"x": x, "y": y, "dual": dual}
        base = "v_" + dual[len("v_dual_"):]
        hits = [f for n in (base + "_e32", base) for f in forms.get(n, [])]
        if not hits:
            die("%s: no base opcode for %s" % (target, dual))
        for f in hits:
            f.vopd = {"x": x, "y": y, "dual": dual}
        # LLVM schedules a VOPD pair as its two components' micro-ops (HWVALU 2 cycles); the
        # hardware issues the pair at once. A component has its base opcode's facts.
        base_scheds = set().union(*(f.scheds for f in hits))
        for f in forms[dual]:
            f.scheds = set(base_scheds)
    # One sched per form: the LLVM opcodes of a form must agree.
    for fs in forms.values():
        for f in fs:
            if len(f.scheds) != 1:
                die("%s: %s: LLVM opcodes %s disagree on scheduling: %s" % (
                    target, f.name, sorted(f.llvm), sorted(f.scheds)))
            f.sched = next(iter(f.scheds))
    # An alias is kept when the table has a form of what it stands for.
    forms_aliases = OrderedDict(
        (w, sorted(c for c in canon if c in forms)) for w, canon in sorted(aliases.items()))
    # A printed mnemonic may be an alias too: gfx11 prints VOPC DPP without a suffix
    # (`v_cmp_f_f32 vcc_lo, v1, v2 quad_perm:[..]`), and `v_cmp_f_f32 s10, -v1, v2` is `_e64`.
    return forms, OrderedDict((w, c) for w, c in forms_aliases.items() if c and c != [w])


def alias_map(target, workdir):
    """{written mnemonic: {printed mnemonics}} from tests/conformance/aliases.<target>.txt
    (tools/isa-gen/gen_aliases.py): llvm-mc prints each line with LLVM's own mnemonic."""
    path = os.path.join(ROOT, "tests", "conformance", "aliases.%s.txt" % target)
    if not os.path.exists(path):
        return {}
    lines = []
    with open(path) as f:
        for line in f:
            line = line.split("\t#")[0].strip()
            if line and not line.startswith("#"):
                lines.append(line)
    src = os.path.join(workdir, "aliases.%s.s" % target)
    with open(src, "w") as f:
        f.write("\n".join(lines) + "\n")
    printed = show_inst(target, src)
    if len(printed) != len(lines):
        die("%s: llvm-mc printed %d instructions for %d alias lines" % (target, len(printed), len(lines)))
    out = defaultdict(set)
    for line, (text, _, _) in zip(lines, printed):
        out[line.split()[0]].add(text.split()[0])
    return out


ENCODING_SUFFIX = re.compile(r"^(.*?)_(e32|e64|e64_dpp|dpp|sdwa)$")


def suffix_aliases(target, workdir, printed_lines):
    """{mnemonic without encoding suffix: {printed mnemonics}}: llvm-mc takes every mnemonic
    without its `_e32` / `_e64` / `_dpp` / `_sdwa` suffix and picks the encoding from the
    operands (AMDGPUAsmParser's parseMnemonicSuffix; `v_sqrt_f32 v2, |v1|` is `_e64`). Observed,
    not assumed: every printed line of the corpus is assembled again with the suffix removed,
    and what llvm-mc prints for each line it accepts is the alias's target."""
    lines = []
    for text in printed_lines:
        if "::" in text:
            continue
        parts = text.split(None, 1)
        m = ENCODING_SUFFIX.match(parts[0])
        if m:
            lines.append(m.group(1) + (" " + parts[1] if len(parts) > 1 else ""))
    taken = gen_aliases.accepted(target, sorted(set(lines)), workdir)
    if lines and not taken:
        die("%s: llvm-mc took none of %d lines without encoding suffix" % (target, len(lines)))
    out = defaultdict(set)
    for line, printed in taken:
        out[line.split()[0]].add(printed.split()[0])
    return out


REAL_SUFFIX = re.compile(r"_(gfx\d+|vi|si|ci|gfx9)$")


def inherit_ties(exe, target, descs):
    """Ties the real (encoded) opcodes lost. LLVM keeps the tied-input constraint on the
    pseudo-instruction only: `GLOBAL_LOAD_SHORT_D16_HI_SADDR` ties `vdst_in` to `vdst` (a d16
    load keeps the other half of its destination), `..._gfx11` has the operand but no tie. A
    real opcode whose pseudo has the same operands takes the pseudo's ties, so such a
    destination is `defuse`, not `def` (a liveness that thought it dead would miscompile)."""
    # Loads only: there the tied input is not written in assembly (the destination is), as for
    # fmac's src2; WMMA's tied accumulator is written and stays a plain use.
    pseudo_of = {n: REAL_SUFFIX.sub("", n) for n, d in descs.items()
                 if REAL_SUFFIX.search(n) and d.get("may_load")}
    if not pseudo_of:
        return
    # (Not every real opcode's name minus its suffix is a pseudo: those are skipped.)
    _, pseudos = mcdesc(exe, target, sorted(set(pseudo_of.values())), tolerant=True)
    for real, pseudo in pseudo_of.items():
        p = pseudos.get(pseudo)
        r = descs[real]["operands"]
        if p is None or len(p["operands"]) != len(r):
            continue
        for ro, po in zip(r, p["operands"]):
            if ro["tied_to"] < 0 <= po["tied_to"] and ro.get("class") == po.get("class"):
                ro["tied_to"] = po["tied_to"]


def sanity_check_tsflags(target, exe):
    """The TSFlags constants above must describe this libLLVM: check them on known opcodes."""
    sfx = "_gfx11" if target == "gfx1100" else "_vi"
    gl = "GLOBAL_LOAD_DWORD" + ("_gfx11" if target == "gfx1100" else "_vi")
    checks = {
        "S_ADD_U32" + sfx: SALU, "V_EXP_F32_e32" + sfx: VALU | TRANS,
        gl: FLAT | FLAT_GLOBAL | VM_CNT, "DS_READ_B32" + sfx: DS | LGKM_CNT,
        ("S_LOAD_B32_IMM" if target == "gfx1100" else "S_LOAD_DWORD_IMM") + sfx: SMRD | LGKM_CNT,
    }
    _, ds = mcdesc(exe, target, list(checks))
    for n, bits in checks.items():
        if ds[n]["tsflags"] & bits != bits:
            die("TSFlags sanity check failed on %s (%x)" % (n, ds[n]["tsflags"]))


# ---------------------------------------------------------------------------------------------
# Output

def toml_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def toml_list(xs):
    return "[" + ", ".join(toml_str(x) for x in xs) + "]"


def llvm_version():
    r = subprocess.run([LLVM_MC, "--version"], capture_output=True, text=True)
    m = re.search(r"LLVM version (\S+)", r.stdout)
    return m.group(1) if m else "unknown"


def sched_defaults(forms):
    """{unit: the most common sched of its forms} (ties: the smallest, for a stable file)."""
    count = defaultdict(lambda: defaultdict(int))
    for fs in forms.values():
        for f in fs:
            count[f.unit][f.sched] += 1
    return OrderedDict(
        (u, min(c.items(), key=lambda kv: (-kv[1], kv[0]))[0]) for u, c in sorted(count.items()))


def toml_sched(s):
    return "{ pipe = %s, latency = %d, issue = %d }" % (toml_str(s[0]), s[1], s[2])


def render(target, forms, aliases):
    out = []
    out.append("# Instruction facts for %s, generated by tools/isa-gen/gen.py from LLVM %s "
               "(MCInstrDesc via\n# tools/isa-gen/mcdesc.cpp, opcodes via llvm-mc -show-inst) "
               "and the corpora tests/conformance/%s.txt +\n# samples/*/kernel.%s.s; "
               "do not edit: regenerate with `python3 tools/isa-gen/gen.py`.\n#\n"
               % (target, llvm_version(), target, target))
    out.append(
        "# One [[op]] block per instruction form (printed mnemonic + operand shape).\n"
        "# operands: assembly order, `role:class:dwords[=fixed]`; role def | use | defuse;\n"
        "#   class v | s | a | av | src (VALU source) | ssrc (scalar source) | imm | off |\n"
        "#   vlist (an image address list `[v32, v1, v2]`, the dwords of all its registers);\n"
        "#   `=vcc_lo` marks an operand that always is that register (written in assembly,\n"
        "#   implicit in LLVM). Implicit registers are wave32 names on gfx1100.\n"
        "# half: the operand that holds 16 bits or fewer in one half of its VGPR (a d16\n"
        "#   load's destination, a byte or short store's data) and which half.\n"
        "# size: encoded bytes without an optional literal constant (v_dual_*: the pair).\n")
    n_forms = sum(len(v) for v in forms.values())
    out.append("# %d mnemonics, %d forms\n" % (len(forms), n_forms))
    defaults = sched_defaults(forms)
    out.append(
        "\n# sched: LLVM's scheduling model of %s (SISchedule.td via MCSchedModel): `pipe` the\n"
        "#   processor resource the op holds, `issue` its ReleaseAtCycles (an MFMA's passes),\n"
        "#   `latency` computeInstrLatency; in the model's cycles (gfx942: one wave64 VALU issue,\n"
        "#   4 clocks; gfx1100: one clock). A form without `sched` has its unit's default.\n"
        "[sched_default]\n" % target)
    for unit, sd in defaults.items():
        out.append("%s = %s\n" % (unit, toml_sched(sd)))
    for name in sorted(forms):
        for f in forms[name]:
            out.append("\n[[op]]\n")
            out.append("name = %s\n" % toml_str(f.name))
            out.append("llvm = %s\n" % toml_list(sorted(f.llvm)))
            out.append("operands = %s\n" % toml_list(f.operands))
            if f.implicit_defs:
                out.append("implicit_defs = %s\n" % toml_list(f.implicit_defs))
            if f.implicit_uses:
                out.append("implicit_uses = %s\n" % toml_list(f.implicit_uses))
            out.append("unit = %s\n" % toml_str(f.unit))
            if f.addr_space:
                out.append("addr_space = %s\n" % toml_str(f.addr_space))
            if f.counters:
                out.append("counters = %s\n" % toml_list(f.counters))
            for k in ("may_load", "may_store", "atomic_return", "is_branch", "is_conditional",
                      "ends_block"):
                if f.flags.get(k):
                    out.append("%s = true\n" % k)
            if "half" in f.flags:
                out.append("half = { operand = %d, half = %s }\n" % (
                    f.flags["half_operand"], toml_str(f.flags["half"])))
            out.append("size = %d\n" % f.size)
            if f.sched != defaults[f.unit]:
                out.append("sched = %s\n" % toml_sched(f.sched))
            if f.vopd:
                out.append("vopd = { x = %s, y = %s, dual = %s }\n" % (
                    str(f.vopd["x"]).lower(), str(f.vopd["y"]).lower(),
                    toml_str(f.vopd["dual"])))
    out.append("\n# Alternative spellings llvm-mc accepts (tests/conformance/aliases.%s.txt): the\n"
               "# mnemonic as written and the printed mnemonics it assembles to (several when\n"
               "# the operands choose the encoding, as for a mnemonic without _e32/_e64).\n" % target)
    for written, canon in aliases.items():
        out.append("\n[[alias]]\nname = %s\nto = %s\n" % (toml_str(written), toml_list(canon)))
    return "".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="do not write; exit 1 when isa-specs/ differs from a fresh generation")
    ap.add_argument("--out", default=os.path.join(ROOT, "isa-specs"))
    ap.add_argument("--dump-opcodes", metavar="FILE",
                    help="also write `target<TAB>asm<TAB>LLVM opcode` for every instruction seen")
    args = ap.parse_args()
    dump = open(args.dump_opcodes, "w") if args.dump_opcodes else None
    with tempfile.TemporaryDirectory() as work:
        exe = build_mcdesc(work)
        stale = []
        for target in TARGETS:
            forms, aliases = collect(target, exe, work, dump)
            text = render(target, forms, aliases)
            path = os.path.join(args.out, target + ".toml")
            if args.check:
                old = open(path).read() if os.path.exists(path) else ""
                if old != text:
                    stale.append(path)
            else:
                os.makedirs(args.out, exist_ok=True)
                with open(path, "w") as f:
                    f.write(text)
            print("%s: %d mnemonics, %d forms" % (target, len(forms),
                                                   sum(len(v) for v in forms.values())))
        if dump is not None:
            dump.close()
        if stale:
            die("stale (re-run python3 tools/isa-gen/gen.py): " + ", ".join(stale))


if __name__ == "__main__":
    main()
