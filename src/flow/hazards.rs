//! The hardware wait-state hazard model of gfx1100 and gfx942.
//!
//! The hardware does not interlock some producer -> consumer pairs: the consumer must come late
//! enough (independent instructions, `s_nop N` = N+1 wait states) or behind a fix the hardware
//! does honour (`s_waitcnt_depctr`, `v_nop`, a VALU). LLVM's `GCNHazardRecognizer` inserts these
//! fixes; a rewrite that deletes, moves or unrolls code can take the distance away again. The
//! emulator runs instructions in order and cannot see any of this, so this model is the only
//! check of it.
//!
//! The rules are data ([`RULES`]): the producer's class, the consumer's class, the register
//! relation between them, what is needed (wait states, or a window counted in VALUs), which fix
//! the fix-up inserts, and the LLVM function the facts come from (docs/hazards.md lists them).
//! Classes come from the generated ISA tables (`isa::hazard`): MFMA pass counts are the
//! scheduling model's latency, XDL vs DGEMM its pipe.
//!
//! Distances are found as LLVM's recognizer finds them: walking back from the consumer through
//! the block and then every predecessor (loop back edges included), stopping each path at the
//! first producer; the distance is the minimum over the paths. The walk is over (block, state)
//! pairs, so loops terminate. The kernel's entry has no predecessor: a path that reaches it
//! found nothing.

use super::cfg::Cfg;
use super::insts::{explicit_units, instruction, Code};
use super::regs::{operand_units, RegUnit, EXEC_HI, EXEC_LO, VCC_HI, VCC_LO};
use crate::asm::{Instruction, LineKind, Module, OperandKind, RegFile, Target};
use crate::isa::hazard::{depctr, dst_op_sel, hazard_class, is_dpp, sdwa_partial_dst, HazardClass};
use crate::isa::{Isa, OperandClass, Role};
use smallvec::SmallVec;
use std::collections::HashSet;

/// One hazard rule of the model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    VmemReadsValuSgpr,
    DppReadsVgpr,
    DppAfterValuExec,
    LaneSelectFromValu,
    ValuReadsValuSgpr,
    ReadlaneReadsValuVgpr,
    LaneOpAfterValuExec,
    TransForwarding,
    DstSelForwarding,
    WideStoreDataOverwritten,
    MfmaAfterValuExec,
    MfmaReadsValuVgpr,
    MfmaSrcC,
    MfmaSrcAB,
    MfmaResultRead,
    MfmaResultOverwritten,
    DotResultRead,
    SoftClause,
    ValuTransUse,
    WmmaChain,
    VcmpxPermlane,
    VopdParity,
}

/// Which instructions produce the hazard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Producer {
    /// Any VALU (`isVALU`, MFMA included).
    Valu,
    /// Any instruction at all.
    Any,
    /// A VALU that is not a matrix op (LLVM's "legacy VALU").
    LegacyValu,
    /// A VALU that is neither a matrix op nor a dot product.
    LegacyValuNotDot,
    /// A transcendental.
    Trans,
    /// A VALU writing part of its destination: SDWA `dst_sel` != DWORD, or `DST_OP_SEL`.
    DstSel,
    /// A store of more than 8 bytes whose data the hardware reads late.
    WideStore,
    /// A matrix op (MFMA / WMMA).
    Matrix,
    /// A dot-product op.
    Dot,
    /// A compare that writes EXEC (`v_cmpx_*`).
    ExecCompare,
    /// The consumer itself.
    Itself,
    /// The memory instructions before the consumer in its soft clause.
    Clause,
}

/// Which instructions suffer it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Consumer {
    /// VMEM / FLAT.
    Vmem,
    Dpp,
    /// `v_readlane_b32` / `v_writelane_b32` with an SGPR lane select.
    LaneSelect,
    Valu,
    NonTransValu,
    Readlane,
    /// readlane, readfirstlane, writelane.
    LaneOp,
    /// A VALU or a vector memory / LDS / export instruction that is not a matrix op.
    ValuOrMemNotMatrix,
    Matrix,
    Permlane,
    Vopd,
    /// VMEM / FLAT or SMEM (a soft clause's next member).
    ClauseMember,
}

/// How producer and consumer registers relate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// The producer writes a scalar register the consumer reads (any operand).
    ScalarReadAfterWrite,
    /// The producer writes an SGPR (or VCC) the consumer reads explicitly (or reads VCC).
    ExplicitScalarReadAfterWrite,
    /// The producer writes a VGPR the consumer reads (any operand).
    VgprReadAfterWrite,
    /// The producer writes a register the consumer reads in an explicit operand.
    ExplicitReadAfterWrite,
    /// The producer writes EXEC.
    ExecWrite,
    /// The producer writes the consumer's lane-select SGPR (src1).
    LaneSelect,
    /// The producer writes the consumer's src0 VGPR.
    Src0,
    /// The consumer writes a register of the producer's store data.
    OverwritesStoreData,
    /// The producer's result overlaps the consumer's srcC (a matrix op's accumulator).
    SrcC,
    /// The producer's result overlaps the consumer's srcA or srcB.
    SrcAB,
    /// The producer's result overlaps a register the consumer reads explicitly.
    ResultRead,
    /// The producer's result overlaps a register the consumer writes.
    ResultOverwritten,
    /// A clause member writes a register a member (the consumer included) reads.
    ClauseDefUse,
    /// The VOPD halves' SRC0 (or VSRC1) VGPRs have the same parity.
    SameParity,
}

/// What the consumer needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// This many wait states.
    WaitStates(u8),
    /// Wait states from the producing MFMA's pass count (LLVM's tables, by XDL / SMFMA / DGEMM).
    MfmaSrcC,
    MfmaSrcAB,
    MfmaRead,
    MfmaOverwrite,
    /// More than `valus` VALUs or `trans` transcendentals between, or a `va_vdst(0)` wait.
    Window {
        valus: u8,
        trans: u8,
    },
    /// Any VALU between (`v_nop` counts).
    AnyValu,
    /// A VALU other than `v_nop` between.
    RealValu,
    /// Cannot be fixed by distance: the instruction must not be written this way.
    Never,
}

/// The cheapest fix the fix-up inserts before the consumer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fix {
    /// `s_nop` for the missing wait states.
    SNop,
    /// `s_waitcnt_depctr 0xfff` (va_vdst(0)).
    DepctrVaVdst,
    /// `v_nop`.
    VNop,
    /// `v_mov_b32 vN, vN` of the consumer's src0 (LLVM: the SQ drops a `v_nop` here).
    SelfMove,
    /// None: the pass that wrote it must not.
    None,
}

/// One rule: data, read by [`hazards`].
#[derive(Clone, Copy, Debug)]
pub struct RuleInfo {
    pub rule: Rule,
    pub target: Target,
    /// Short name (LLVM's where it has one).
    pub name: &'static str,
    pub producer: Producer,
    pub consumer: Consumer,
    pub relation: Relation,
    pub need: Need,
    pub fix: Fix,
    /// The `GCNHazardRecognizer` function the facts come from.
    pub source: &'static str,
    /// Released compilers emit it (the fix came after them): `check` warns instead of failing,
    /// and the verifier still rejects one a pass wrote.
    pub compilers_emit: bool,
}

const fn r(
    rule: Rule,
    target: Target,
    name: &'static str,
    (producer, consumer, relation): (Producer, Consumer, Relation),
    need: Need,
    fix: Fix,
    source: &'static str,
) -> RuleInfo {
    RuleInfo {
        rule,
        target,
        name,
        producer,
        consumer,
        relation,
        need,
        fix,
        source,
        compilers_emit: matches!(rule, Rule::VopdParity),
    }
}

use Consumer as C;
use Producer as P;
use Relation as Rel;
use Target::{Gfx1100 as G11, Gfx942 as G942};

/// Every rule of the model. The MFMA rules' wait states depend on the producer's pass count:
/// see [`mfma_need`].
pub static RULES: &[RuleInfo] = &[
    r(
        Rule::VmemReadsValuSgpr,
        G942,
        "VMEMReadSGPRVALUDef",
        (P::Valu, C::Vmem, Rel::ScalarReadAfterWrite),
        Need::WaitStates(5),
        Fix::SNop,
        "checkVMEMHazards",
    ),
    r(
        Rule::DppReadsVgpr,
        G942,
        "DPPVgpr",
        (P::Any, C::Dpp, Rel::VgprReadAfterWrite),
        Need::WaitStates(2),
        Fix::SNop,
        "checkDPPHazards",
    ),
    r(
        Rule::DppAfterValuExec,
        G942,
        "DPPExec",
        (P::Valu, C::Dpp, Rel::ExecWrite),
        Need::WaitStates(5),
        Fix::SNop,
        "checkDPPHazards",
    ),
    r(
        Rule::LaneSelectFromValu,
        G942,
        "RWLaneSelect",
        (P::Valu, C::LaneSelect, Rel::LaneSelect),
        Need::WaitStates(4),
        Fix::SNop,
        "checkRWLaneHazards",
    ),
    r(
        Rule::ValuReadsValuSgpr,
        G942,
        "VDecCoExecSGPR",
        (P::Valu, C::Valu, Rel::ExplicitScalarReadAfterWrite),
        Need::WaitStates(2),
        Fix::SNop,
        "checkVALUHazards (hasVDecCoExecHazard)",
    ),
    r(
        Rule::ReadlaneReadsValuVgpr,
        G942,
        "VDecCoExecReadlane",
        (P::Valu, C::Readlane, Rel::Src0),
        Need::WaitStates(1),
        Fix::SNop,
        "checkVALUHazards (hasVDecCoExecHazard)",
    ),
    r(
        Rule::LaneOpAfterValuExec,
        G942,
        "VDecCoExecExecRWLane",
        (P::Valu, C::LaneOp, Rel::ExecWrite),
        Need::WaitStates(4),
        Fix::SNop,
        "checkVALUHazards (hasVDecCoExecHazard)",
    ),
    r(
        Rule::TransForwarding,
        G942,
        "TransForwarding",
        (P::Trans, C::NonTransValu, Rel::ExplicitReadAfterWrite),
        Need::WaitStates(1),
        Fix::SNop,
        "checkVALUHazards (hasTransForwardingHazard)",
    ),
    r(
        Rule::DstSelForwarding,
        G942,
        "DstSelForwarding",
        (P::DstSel, C::Valu, Rel::ExplicitReadAfterWrite),
        Need::WaitStates(1),
        Fix::SNop,
        "checkVALUHazards (hasDstSelForwardingHazard)",
    ),
    r(
        Rule::WideStoreDataOverwritten,
        G942,
        "12DWordStore",
        (P::WideStore, C::Valu, Rel::OverwritesStoreData),
        Need::WaitStates(2),
        Fix::SNop,
        "checkVALUHazardsHelper / createsVALUHazard",
    ),
    r(
        Rule::MfmaAfterValuExec,
        G942,
        "MFMAValuExec",
        (P::LegacyValu, C::Matrix, Rel::ExecWrite),
        Need::WaitStates(4),
        Fix::SNop,
        "checkMAIHazards90A",
    ),
    r(
        Rule::MfmaReadsValuVgpr,
        G942,
        "MFMALegacyValuVgpr",
        (P::LegacyValuNotDot, C::Matrix, Rel::ExplicitReadAfterWrite),
        Need::WaitStates(2),
        Fix::SNop,
        "checkMAIHazards90A",
    ),
    r(
        Rule::MfmaSrcC,
        G942,
        "MFMASrcC",
        (P::Matrix, C::Matrix, Rel::SrcC),
        Need::MfmaSrcC,
        Fix::SNop,
        "checkMAIHazards90A",
    ),
    r(
        Rule::MfmaSrcAB,
        G942,
        "MFMASrcAB",
        (P::Matrix, C::Matrix, Rel::SrcAB),
        Need::MfmaSrcAB,
        Fix::SNop,
        "checkMAIHazards90A",
    ),
    r(
        Rule::MfmaResultRead,
        G942,
        "MFMAResultRead",
        (P::Matrix, C::ValuOrMemNotMatrix, Rel::ResultRead),
        Need::MfmaRead,
        Fix::SNop,
        "checkMAIVALUHazards",
    ),
    r(
        Rule::MfmaResultOverwritten,
        G942,
        "MFMAResultWAW",
        (P::Matrix, C::ValuOrMemNotMatrix, Rel::ResultOverwritten),
        Need::MfmaOverwrite,
        Fix::SNop,
        "checkMAIVALUHazards",
    ),
    r(
        Rule::DotResultRead,
        G942,
        "DotWrite",
        (P::Dot, C::ValuOrMemNotMatrix, Rel::ResultRead),
        Need::WaitStates(3),
        Fix::SNop,
        "checkMAIVALUHazards",
    ),
    r(
        Rule::SoftClause,
        G942,
        "SoftClauseXNACK",
        (P::Clause, C::ClauseMember, Rel::ClauseDefUse),
        Need::WaitStates(1),
        Fix::SNop,
        "checkSoftClauseHazards",
    ),
    r(
        Rule::ValuTransUse,
        G11,
        "VALUTransUseHazard",
        (P::Trans, C::Valu, Rel::VgprReadAfterWrite),
        Need::Window { valus: 5, trans: 1 },
        Fix::DepctrVaVdst,
        "fixVALUTransUseHazard",
    ),
    r(
        Rule::WmmaChain,
        G11,
        "WMMAHazard",
        (P::Matrix, C::Matrix, Rel::SrcAB),
        Need::AnyValu,
        Fix::VNop,
        "fixWMMAHazards",
    ),
    r(
        Rule::VcmpxPermlane,
        G11,
        "VcmpxPermlaneHazard",
        (P::ExecCompare, C::Permlane, Rel::ExecWrite),
        Need::RealValu,
        Fix::SelfMove,
        "fixVcmpxPermlaneHazards",
    ),
    r(
        Rule::VopdParity,
        G11,
        "VOPDSrcParity",
        (P::Itself, C::Vopd, Rel::SameParity),
        Need::Never,
        Fix::None,
        "LLVM issue #220348 (VOPD operand gather)",
    ),
];

/// The rule's facts.
pub fn rule_info(rule: Rule) -> &'static RuleInfo {
    RULES.iter().find(|r| r.rule == rule).unwrap_or(&RULES[0])
}

/// One hazard: a consumer too close to (or not separated from) its producer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hazard {
    pub rule: Rule,
    /// Index of the consumer in the kernel's code.
    pub inst: usize,
    /// Index of the producer (the consumer itself for a self hazard).
    pub producer: usize,
    /// Wait states (or VALUs) between them on the closest path.
    pub have: u8,
    /// What is needed (wait states; for a window rule, VALUs beyond which it expires).
    pub need: u8,
}

/// What the model knows about one instruction, computed once per kernel.
struct Facts<'a> {
    inst: &'a Instruction,
    class: HazardClass,
    /// Explicit defs and uses (LLVM's `defs()` / `explicit_uses()`).
    xdefs: SmallVec<[RegUnit; 4]>,
    xuses: SmallVec<[RegUnit; 8]>,
    /// Wait states this instruction takes (`s_nop N`: N+1).
    wait_states: u8,
    dpp: bool,
    dst_sel: bool,
    wide_store_data: SmallVec<[RegUnit; 4]>,
    /// Registers of explicit operand k.
    operand: SmallVec<[SmallVec<[RegUnit; 8]>; 4]>,
}

/// Everything one kernel's check reads.
pub struct Model<'a> {
    code: &'a Code,
    cfg: &'a Cfg,
    target: Target,
    xnack: bool,
    facts: Vec<Facts<'a>>,
    all_defs: Vec<&'a [RegUnit]>,
    all_uses: Vec<&'a [RegUnit]>,
}

/// Whether the module's target id allows XNACK replay (the default `gfx942` does; `xnack-`
/// turns it off).
pub fn xnack_enabled(module: &Module) -> bool {
    module.target == Some(Target::Gfx942)
        && !module.lines.iter().any(|l| match &l.kind {
            LineKind::Directive(d) => d.name == ".amdgcn_target" && d.args.contains("xnack-"),
            _ => false,
        })
}

fn units_of(inst: &Instruction, k: usize) -> SmallVec<[RegUnit; 8]> {
    inst.operands
        .get(k)
        .map(|o| operand_units(o).into_iter().collect())
        .unwrap_or_default()
}

impl<'a> Model<'a> {
    pub fn new(module: &'a Module, isa: &Isa, code: &'a Code, cfg: &'a Cfg) -> Model<'a> {
        let xnack = xnack_enabled(module);
        let facts = code
            .insts
            .iter()
            .map(|d| {
                let inst = instruction(module, d);
                let info = isa.info(d.op);
                let class = hazard_class(info);
                let (xdefs, xuses) = explicit_units(isa, d, inst);
                let wait_states = if class.snop {
                    match inst.operands.first().map(|o| &o.kind) {
                        Some(OperandKind::Int { value, .. }) => (*value).clamp(0, 254) as u8 + 1,
                        _ => 1,
                    }
                } else {
                    1
                };
                let operand = (0..inst.operands.len())
                    .map(|k| units_of(inst, k))
                    .collect();
                let wide_store_data = if class.store && class.vmem {
                    wide_store_data(info, inst)
                } else {
                    SmallVec::new()
                };
                Facts {
                    inst,
                    dpp: class.valu && is_dpp(inst),
                    dst_sel: class.valu
                        && !class.matrix
                        && (sdwa_partial_dst(inst) || dst_op_sel(&class, inst)),
                    class,
                    xdefs,
                    xuses,
                    wait_states,
                    wide_store_data,
                    operand,
                }
            })
            .collect();
        Model {
            code,
            cfg,
            target: isa.target(),
            xnack,
            facts,
            all_defs: code.insts.iter().map(|i| &i.defs[..]).collect(),
            all_uses: code.insts.iter().map(|i| &i.uses[..]).collect(),
        }
    }

    /// Every hazard of the kernel, in code order.
    pub fn hazards(&self) -> Vec<Hazard> {
        let mut out = Vec::new();
        for i in 0..self.facts.len() {
            for rule in RULES.iter().filter(|r| r.target == self.target) {
                if self.consumes(rule.consumer, i) {
                    self.check(rule, i, &mut out);
                }
            }
        }
        out
    }

    fn consumes(&self, c: Consumer, i: usize) -> bool {
        let f = &self.facts[i];
        let cl = &f.class;
        match c {
            C::Vmem => cl.vmem,
            C::Dpp => f.dpp,
            C::LaneSelect => {
                (cl.readlane || cl.writelane)
                    && f.operand
                        .get(2)
                        .is_some_and(|u| u.iter().any(|x| x.is_scalar()))
            }
            C::Valu => cl.valu,
            C::NonTransValu => cl.valu && !cl.trans,
            C::Readlane => cl.readlane,
            C::LaneOp => cl.readlane || cl.writelane,
            C::ValuOrMemNotMatrix => !cl.matrix && (cl.valu || cl.vmem || cl.ds || cl.export),
            C::Matrix => cl.matrix,
            C::Permlane => cl.permlane,
            C::Vopd => f.inst.dual.is_some(),
            C::ClauseMember => self.xnack && (cl.vmem || cl.smem),
        }
    }

    /// The consumer's registers the rule looks at.
    fn consumer_regs(&self, rel: Relation, i: usize) -> SmallVec<[RegUnit; 8]> {
        let f = &self.facts[i];
        let uses = self.all_uses[i];
        match rel {
            Rel::ScalarReadAfterWrite => uses.iter().copied().filter(|u| u.is_scalar()).collect(),
            Rel::ExplicitScalarReadAfterWrite => {
                let mut v: SmallVec<[RegUnit; 8]> =
                    f.xuses.iter().copied().filter(|u| u.is_scalar()).collect();
                v.extend(
                    uses.iter()
                        .copied()
                        .filter(|u| *u == VCC_LO || *u == VCC_HI),
                );
                v
            }
            Rel::VgprReadAfterWrite => {
                let from: &[RegUnit] = if self.target == Target::Gfx1100 {
                    &f.xuses
                } else {
                    uses
                };
                from.iter().copied().filter(|u| u.is_vgpr()).collect()
            }
            Rel::ExplicitReadAfterWrite | Rel::ResultRead => f.xuses.iter().copied().collect(),
            Rel::ExecWrite => SmallVec::from_slice(&[EXEC_LO, EXEC_HI]),
            Rel::LaneSelect => f.operand.get(2).cloned().unwrap_or_default(),
            Rel::Src0 => f.operand.get(1).cloned().unwrap_or_default(),
            Rel::OverwritesStoreData | Rel::ResultOverwritten => f
                .xdefs
                .iter()
                .copied()
                .filter(|u| u.is_vgpr() || u.is_agpr())
                .collect(),
            Rel::SrcC => f.operand.get(3).cloned().unwrap_or_default(),
            Rel::SrcAB => {
                let mut v = f.operand.get(1).cloned().unwrap_or_default();
                v.extend(f.operand.get(2).cloned().unwrap_or_default());
                v
            }
            Rel::ClauseDefUse | Rel::SameParity => SmallVec::new(),
        }
    }

    /// Whether instruction `j` is a producer of the rule for registers `regs`.
    fn produces(&self, rule: &RuleInfo, j: usize, regs: &[RegUnit]) -> bool {
        let f = &self.facts[j];
        let cl = &f.class;
        let is = match rule.producer {
            P::Valu => cl.valu,
            P::Any => true,
            P::LegacyValu => cl.valu && !cl.matrix,
            P::LegacyValuNotDot => cl.valu && !cl.matrix && !cl.dot,
            P::Trans => cl.trans,
            P::DstSel => f.dst_sel,
            P::WideStore => !f.wide_store_data.is_empty(),
            P::Matrix => cl.matrix,
            P::Dot => cl.dot,
            P::ExecCompare => cl.compare,
            P::Itself | P::Clause => false,
        };
        if !is {
            return false;
        }
        let overlaps = |set: &[RegUnit]| set.iter().any(|u| regs.contains(u));
        match rule.relation {
            // A matrix op's (and a dot's) result is its first operand.
            Rel::SrcC | Rel::SrcAB | Rel::ResultRead | Rel::ResultOverwritten
                if matches!(rule.producer, P::Matrix | P::Dot) =>
            {
                f.operand.first().is_some_and(|d| overlaps(d))
            }
            Rel::OverwritesStoreData => overlaps(&f.wide_store_data),
            Rel::ExplicitReadAfterWrite if matches!(rule.producer, P::Trans | P::DstSel) => {
                // LLVM compares the producer's vdst with the consumer's explicit uses.
                f.operand.first().is_some_and(|d| overlaps(d))
            }
            _ => overlaps(self.all_defs[j]),
        }
    }

    fn check(&self, rule: &RuleInfo, i: usize, out: &mut Vec<Hazard>) {
        match rule.relation {
            Rel::SameParity => return self.vopd_parity(rule, i, out),
            Rel::ClauseDefUse => return self.soft_clause(rule, i, out),
            _ => {}
        }
        let regs = self.consumer_regs(rule.relation, i);
        if regs.is_empty() {
            return;
        }
        match rule.need {
            Need::Window { valus, trans } => self.window(rule, i, &regs, valus, trans, out),
            Need::AnyValu | Need::RealValu => self.until_valu(rule, i, &regs, out),
            Need::Never => {}
            _ => self.wait_states(rule, i, &regs, out),
        }
    }

    /// Wait-state rules: the nearest producer on each path and the wait states between.
    fn wait_states(&self, rule: &RuleInfo, i: usize, regs: &[RegUnit], out: &mut Vec<Hazard>) {
        let limit = match rule.need {
            Need::WaitStates(n) => n,
            _ => 19,
        };
        let found = self.walk(i, 0u8, |&ws, j| {
            if self.produces(rule, j, regs) {
                return Step::Found;
            }
            let ws = ws.saturating_add(self.facts[j].wait_states);
            if ws >= limit {
                Step::Expired
            } else {
                Step::Next(ws)
            }
        });
        let worst = found
            .into_iter()
            .filter_map(|(j, ws)| {
                let need = self.need(rule, i, j)?;
                (ws < need).then_some((j, ws, need))
            })
            .max_by_key(|&(_, ws, need)| need - ws);
        if let Some((j, have, need)) = worst {
            out.push(Hazard {
                rule: rule.rule,
                inst: i,
                producer: j,
                have,
                need,
            });
        }
    }

    /// Wait states rule `rule` needs between producer `j` and consumer `i`.
    fn need(&self, rule: &RuleInfo, i: usize, j: usize) -> Option<u8> {
        let (p, c) = (&self.facts[j], &self.facts[i]);
        match rule.need {
            Need::WaitStates(n) => {
                if rule.rule == Rule::DotResultRead && p.inst.mnemonic == c.inst.mnemonic {
                    // The same dot op reading the result as its accumulator only (srcC) is
                    // forwarded; as srcA/srcB it needs the wait.
                    let dst = p.operand.first().cloned().unwrap_or_default();
                    let ab = (1..=2).any(|k| {
                        c.operand
                            .get(k)
                            .is_some_and(|s| s.iter().any(|u| dst.contains(u)))
                    });
                    return ab.then_some(n);
                }
                Some(n)
            }
            Need::MfmaSrcC => {
                let full = p.operand.first() == c.operand.get(3);
                mfma_need(Need::MfmaSrcC, &p.class, &c.class, full)
            }
            need => mfma_need(need, &p.class, &c.class, false).map(|n| {
                if need == Need::MfmaRead && p.class.dgemm && !c.class.valu {
                    // A DGEMM result read by memory or export.
                    if p.class.passes <= 4 {
                        9
                    } else {
                        18
                    }
                } else {
                    n
                }
            }),
        }
    }

    /// gfx11's VALU-window rule: a transcendental's result read while at most `valus` VALUs
    /// and `trans` transcendentals ran since, with no wait for VALU results between.
    fn window(
        &self,
        rule: &RuleInfo,
        i: usize,
        regs: &[RegUnit],
        valus: u8,
        trans: u8,
        out: &mut Vec<Hazard>,
    ) {
        let found = self.walk(i, (0u8, 0u8), |&(v, t), j| {
            let f = &self.facts[j];
            if v > valus || t > trans {
                return Step::Expired;
            }
            if f.class.vmem
                || f.class.ds
                || f.class.export
                || (f.class.depctr && depctr(f.inst).va_vdst)
            {
                return Step::Expired;
            }
            if self.produces(rule, j, regs) {
                return Step::Found;
            }
            Step::Next((v + u8::from(f.class.valu), t + u8::from(f.class.trans)))
        });
        if let Some(&(j, (v, _))) = found.iter().min_by_key(|(_, (v, _))| *v) {
            out.push(Hazard {
                rule: rule.rule,
                inst: i,
                producer: j,
                have: v,
                need: valus + 1,
            });
        }
    }

    /// Rules expired by a VALU between (WMMA chains, v_cmpx before v_permlane).
    fn until_valu(&self, rule: &RuleInfo, i: usize, regs: &[RegUnit], out: &mut Vec<Hazard>) {
        let found = self.walk(i, (), |_, j| {
            if self.produces(rule, j, regs) {
                return Step::Found;
            }
            let cl = &self.facts[j].class;
            let expires = cl.valu && (rule.need == Need::AnyValu || !cl.vnop);
            if expires {
                Step::Expired
            } else {
                Step::Next(())
            }
        });
        if let Some(&(j, ())) = found.first() {
            out.push(Hazard {
                rule: rule.rule,
                inst: i,
                producer: j,
                have: 0,
                need: 1,
            });
        }
    }

    /// XNACK soft clauses: a run of memory instructions of one kind (VMEM/FLAT, or SMEM) may be
    /// replayed as a whole, so no member may write what a member reads, and a store does not
    /// join a clause with loads in it. The run is the instructions right before the consumer
    /// in its block.
    fn soft_clause(&self, rule: &RuleInfo, i: usize, out: &mut Vec<Hazard>) {
        let smem = self.facts[i].class.smem;
        let block = &self.cfg.blocks[self.cfg.block_of[i].index()];
        let mut defs: HashSet<RegUnit> = HashSet::new();
        let mut uses: HashSet<RegUnit> = HashSet::new();
        let mut first = None;
        for j in (block.insts.start..i).rev() {
            let cl = &self.facts[j].class;
            let member = if smem { cl.smem } else { cl.vmem };
            if !member {
                break;
            }
            defs.extend(self.all_defs[j].iter().copied());
            uses.extend(self.all_uses[j].iter().copied());
            first = Some(j);
        }
        let Some(first) = first else {
            return;
        };
        if defs.is_empty() {
            return;
        }
        let hazard = if self.facts[i].class.store {
            true
        } else {
            defs.extend(self.all_defs[i].iter().copied());
            uses.extend(self.all_uses[i].iter().copied());
            defs.iter().any(|d| uses.contains(d))
        };
        if hazard {
            out.push(Hazard {
                rule: rule.rule,
                inst: i,
                producer: first,
                have: 0,
                need: 1,
            });
        }
    }

    /// A VOPD pair whose X and Y read SRC0 (or VSRC1) from VGPRs of the same parity.
    fn vopd_parity(&self, rule: &RuleInfo, i: usize, out: &mut Vec<Hazard>) {
        let x = self.facts[i].inst;
        let Some(y) = x.dual.as_deref() else {
            return;
        };
        let vgpr = |inst: &Instruction, k: usize| match inst.operands.get(k).map(|o| &o.kind) {
            Some(OperandKind::Reg(r)) if r.file == RegFile::V => Some(r.first),
            _ => None,
        };
        let same = (1..=2).any(|k| match (vgpr(x, k), vgpr(y, k)) {
            (Some(a), Some(b)) => a % 2 == b % 2,
            _ => false,
        });
        if same {
            out.push(Hazard {
                rule: rule.rule,
                inst: i,
                producer: i,
                have: 0,
                need: 1,
            });
        }
    }

    /// Walks back from instruction `i` over every path (the block, then its predecessors,
    /// loop back edges included), calling `step` on each instruction with the path's state;
    /// returns every producer found with the state it was found in.
    fn walk<S: Copy + Eq + std::hash::Hash>(
        &self,
        i: usize,
        init: S,
        mut step: impl FnMut(&S, usize) -> Step<S>,
    ) -> Vec<(usize, S)> {
        let mut found = Vec::new();
        let mut seen: HashSet<(u32, S)> = HashSet::new();
        let start = self.cfg.block_of[i];
        let mut work = vec![(start, i, init)];
        while let Some((b, end, mut state)) = work.pop() {
            let block = &self.cfg.blocks[b.index()];
            let mut stopped = false;
            for j in (block.insts.start..end).rev() {
                match step(&state, j) {
                    Step::Found => {
                        found.push((j, state));
                        stopped = true;
                        break;
                    }
                    Step::Expired => {
                        stopped = true;
                        break;
                    }
                    Step::Next(s) => state = s,
                }
            }
            if stopped {
                continue;
            }
            for p in self.cfg.predecessors(b) {
                if seen.insert((p.0, state)) {
                    work.push((p, self.cfg.blocks[p.index()].insts.end, state));
                }
            }
        }
        found
    }

    /// The text of instruction `i`.
    pub fn text(&self, i: usize) -> String {
        self.facts[i].inst.to_string()
    }

    pub fn code(&self) -> &Code {
        self.code
    }
}

/// One step of a backward walk.
enum Step<S> {
    Found,
    Expired,
    Next(S),
}

/// The data registers of a store that LLVM's `createsVALUHazard` flags: more than 64 bits of
/// data, by a FLAT/global/scratch store, or a MUBUF/MTBUF store without an SGPR `soffset`.
fn wide_store_data(info: &crate::isa::OpInfo, inst: &Instruction) -> SmallVec<[RegUnit; 4]> {
    let slots: Vec<_> = info.operands.iter().collect();
    let data = slots.iter().enumerate().find(|(_, s)| {
        s.role == Role::Use && matches!(s.class, OperandClass::V | OperandClass::Av) && s.dwords > 2
    });
    let Some((k, _)) = data else {
        return SmallVec::new();
    };
    let buffer = info.addr_space == Some(crate::isa::AddrSpace::Buffer);
    if buffer {
        // The soffset is the last scalar source; a register there means no hazard.
        let soffset = slots
            .iter()
            .enumerate()
            .rev()
            .find(|(_, s)| s.class == OperandClass::Ssrc)
            .and_then(|(k, _)| inst.operands.get(k));
        if soffset.is_some_and(|o| matches!(o.kind, OperandKind::Reg(_) | OperandKind::Special(_)))
        {
            return SmallVec::new();
        }
    }
    units_of(inst, k).into_iter().collect()
}

/// Wait states an MFMA consumer (or reader) needs after an MFMA producer, by LLVM's gfx940
/// tables (`checkMAIHazards90A`, `checkMAIVALUHazards`). `passes` is the scheduling model's
/// latency. `None`: no hazard.
pub fn mfma_need(need: Need, p: &HazardClass, c: &HazardClass, full: bool) -> Option<u8> {
    let n = p.passes.min(240) as u8;
    let v = match need {
        Need::MfmaSrcC => {
            if full {
                // Accumulating into the same registers forwards, except after a 2-pass op
                // (and between DGEMM 4x4s, which gfx942 does not have).
                if !p.dgemm && p.passes == 2 {
                    2
                } else {
                    return None;
                }
            } else if p.dgemm {
                if c.xdl {
                    return None;
                }
                if p.passes <= 4 {
                    4
                } else {
                    9
                }
            } else if c.xdl && !p.xdl {
                return None;
            } else if p.xdl {
                n + 1
            } else {
                n
            }
        }
        Need::MfmaSrcAB => {
            if p.dgemm {
                if p.passes <= 4 {
                    6
                } else {
                    11
                }
            } else if p.xdl {
                n + 3
            } else {
                n + 2
            }
        }
        Need::MfmaRead | Need::MfmaOverwrite => {
            if p.dgemm {
                if p.passes <= 4 {
                    6
                } else {
                    11
                }
            } else if p.xdl {
                n + 3
            } else {
                n + 2
            }
        }
        _ => return None,
    };
    (v > 0).then_some(v)
}

/// The hazards of a kernel, from its decoded code and CFG.
pub fn hazards(module: &Module, isa: &Isa, code: &Code, cfg: &Cfg) -> Vec<Hazard> {
    Model::new(module, isa, code, cfg).hazards()
}

/// A compiler-style description of a hazard.
pub fn describe(module: &Module, code: &Code, h: &Hazard) -> String {
    let info = rule_info(h.rule);
    let text = |i: usize| instruction(module, &code.insts[i]).to_string();
    let at = |i: usize| {
        module.lines[code.insts[i].line]
            .line_number()
            .map_or("a new line".to_string(), |l| format!("line {l}"))
    };
    let what = match info.need {
        Need::Window { .. } => format!(
            "reads the result of `{}` ({}) after {} VALUs; needs `s_waitcnt_depctr 0xfff` (va_vdst(0)) or {} VALUs between",
            text(h.producer),
            at(h.producer),
            h.have,
            h.need
        ),
        Need::AnyValu => format!(
            "follows `{}` ({}) with no VALU between; needs a `v_nop`",
            text(h.producer),
            at(h.producer)
        ),
        Need::RealValu => format!(
            "follows `{}` ({}) with no VALU between; needs one (not `v_nop`)",
            text(h.producer),
            at(h.producer)
        ),
        Need::Never => "X and Y read SRC0 or VSRC1 from VGPRs of the same parity".to_string(),
        _ if h.rule == Rule::SoftClause => format!(
            "joins the XNACK soft clause that starts at `{}` ({}), in which an instruction writes a register the clause reads (or a store follows loads); needs 1 wait state (`s_nop 0`) before it",
            text(h.producer),
            at(h.producer)
        ),
        _ => format!(
            "is {} wait states after `{}` ({}); needs {}",
            h.have,
            text(h.producer),
            at(h.producer),
            h.need
        ),
    };
    format!(
        "hardware hazard {}: `{}` {what} (LLVM GCNHazardRecognizer {})",
        info.name,
        text(h.inst),
        info.source
    )
}
