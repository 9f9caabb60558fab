// mcdesc: print LLVM's MCInstrDesc facts for AMDGPU opcodes as JSON lines.
//
// Part of tools/isa-gen (see gen.py there, which builds and runs this). Dev-time only: gfxopt
// never links LLVM. Input on stdin: one LLVM opcode name per line (as `llvm-mc -show-inst`
// prints it, e.g. `V_FMAC_F32_e32_gfx11`). Output on stdout: first one line
// {"regs": [...]} with every physical register name indexed by its number (the numbers that
// `-show-inst` prints as `Reg:N`), then one JSON object per requested opcode.
//
// Scheduling facts: each opcode's "sched" object comes from the MCSchedModel of the subtarget
// <mcpu> (LLVM's SISchedule.td): "latency" (MCSchedModel::computeInstrLatency), "uops"
// (NumMicroOps) and "res", the processor resources the write holds, each [name,
// ReleaseAtCycle, AcquireAtCycle] (MCWriteProcResEntry). "variant": true when the class is a
// SchedWriteVariant resolved per MCInst (then the other fields are absent). No "sched" when the
// opcode has no valid class in the model.
//
// Usage: mcdesc <mcpu> < names.txt
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Triple.h"

#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <string>

using namespace llvm;

static void jsonStr(const char *s) {
  std::putchar('"');
  for (; *s; ++s) {
    if (*s == '"' || *s == '\\')
      std::putchar('\\');
    std::putchar(*s);
  }
  std::putchar('"');
}

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: mcdesc <mcpu> < opcode-names\n");
    return 2;
  }
  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTargetMC();
  std::string err;
  Triple triple("amdgcn-amd-amdhsa");
  const Target *target = TargetRegistry::lookupTarget(triple.getTriple(), err);
  if (!target) {
    std::fprintf(stderr, "mcdesc: %s\n", err.c_str());
    return 1;
  }
  std::unique_ptr<MCInstrInfo> mii(target->createMCInstrInfo());
  std::unique_ptr<MCRegisterInfo> mri(target->createMCRegInfo(triple.getTriple()));
  if (!mii || !mri) {
    std::fprintf(stderr, "mcdesc: no MC info for AMDGPU\n");
    return 1;
  }
  std::unique_ptr<MCSubtargetInfo> sti(
      target->createMCSubtargetInfo(triple.getTriple(), argv[1], ""));
  if (!sti) {
    std::fprintf(stderr, "mcdesc: no subtarget %s\n", argv[1]);
    return 1;
  }
  const MCSchedModel &sm = sti->getSchedModel();
  std::map<std::string, unsigned> byName;
  for (unsigned i = 0; i < mii->getNumOpcodes(); ++i)
    byName[std::string(mii->getName(i))] = i;

  std::printf("{\"regs\": [");
  for (unsigned r = 0; r < mri->getNumRegs(); ++r) {
    if (r)
      std::putchar(',');
    jsonStr(mri->getName(r));
  }
  std::printf("]}\n");

  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty())
      continue;
    auto it = byName.find(line);
    if (it == byName.end()) {
      std::printf("{\"name\": ");
      jsonStr(line.c_str());
      std::printf(", \"error\": \"unknown opcode\"}\n");
      continue;
    }
    const MCInstrDesc &d = mii->get(it->second);
    std::printf("{\"name\": ");
    jsonStr(line.c_str());
    std::printf(", \"num_defs\": %u, \"size\": %u, \"tsflags\": \"%llu\"", d.getNumDefs(),
                d.getSize(), (unsigned long long)d.TSFlags);
    std::printf(", \"may_load\": %s, \"may_store\": %s, \"is_branch\": %s"
                ", \"is_conditional_branch\": %s, \"is_indirect_branch\": %s"
                ", \"is_terminator\": %s, \"is_barrier\": %s, \"is_return\": %s, \"is_call\": %s"
                ", \"side_effects\": %s",
                d.mayLoad() ? "true" : "false", d.mayStore() ? "true" : "false",
                d.isBranch() ? "true" : "false", d.isConditionalBranch() ? "true" : "false",
                d.isIndirectBranch() ? "true" : "false", d.isTerminator() ? "true" : "false",
                d.isBarrier() ? "true" : "false", d.isReturn() ? "true" : "false",
                d.isCall() ? "true" : "false",
                d.hasUnmodeledSideEffects() ? "true" : "false");
    std::printf(", \"implicit_defs\": [");
    bool first = true;
    for (MCPhysReg r : d.implicit_defs()) {
      if (!first)
        std::putchar(',');
      first = false;
      jsonStr(mri->getName(r));
    }
    std::printf("], \"implicit_uses\": [");
    first = true;
    for (MCPhysReg r : d.implicit_uses()) {
      if (!first)
        std::putchar(',');
      first = false;
      jsonStr(mri->getName(r));
    }
    std::printf("], \"operands\": [");
    for (unsigned i = 0; i < d.getNumOperands(); ++i) {
      const MCOperandInfo &op = d.operands()[i];
      if (i)
        std::putchar(',');
      std::printf("{\"type\": %u, \"tied_to\": %d", (unsigned)op.OperandType,
                  d.getOperandConstraint(i, MCOI::TIED_TO));
      if (op.RegClass >= 0) {
        const MCRegisterClass &rc = mri->getRegClass(op.RegClass);
        std::printf(", \"class\": ");
        jsonStr(mri->getRegClassName(&rc));
        std::printf(", \"bits\": %u", rc.getSizeInBits());
      }
      std::printf("}");
    }
    std::printf("]");
    const MCSchedClassDesc *sc =
        sm.hasInstrSchedModel() ? sm.getSchedClassDesc(d.getSchedClass()) : nullptr;
    if (sc && sc->isValid()) {
      if (sc->isVariant()) {
        std::printf(", \"sched\": {\"variant\": true}");
      } else {
        std::printf(", \"sched\": {\"latency\": %d, \"uops\": %u, \"res\": [",
                    MCSchedModel::computeInstrLatency(*sti, *sc), (unsigned)sc->NumMicroOps);
        first = true;
        for (const MCWriteProcResEntry *w = sti->getWriteProcResBegin(sc),
                                       *e = sti->getWriteProcResEnd(sc);
             w != e; ++w) {
          if (!first)
            std::putchar(',');
          first = false;
          std::putchar('[');
          jsonStr(sm.getProcResource(w->ProcResourceIdx)->Name);
          std::printf(", %u, %u]", (unsigned)w->ReleaseAtCycle, (unsigned)w->AcquireAtCycle);
        }
        std::printf("]}");
      }
    }
    std::printf("}\n");
  }
  return 0;
}
