//! The dataflow graph of a kernel: decoded instructions, CFG, dominators, natural loops with
//! trip counts, def-use chains, liveness and register pressure, uniformity, resource use.
//!
//! [`KernelFlow::build`] runs everything once; passes and reports read the result.

pub mod address;
pub mod banks;
pub mod break_mask;
pub mod calls;
pub mod cfg;
pub mod dataflow;
pub mod exec;
pub mod exec_bound;
pub mod hazards;
pub mod insts;
pub mod lane_live;
pub mod loops;
pub mod regs;
pub mod resources;
pub mod stats;
pub mod trip;
pub mod webs;

use crate::asm::Module;
use crate::isa::Isa;
use crate::kernel::Kernel;

/// A kernel whose code cannot be analyzed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FlowError {
    #[error("{file}:{line}:1: error: unknown instruction `{mnemonic}` for {target}{}", if *other_target { " (it is an instruction of the other target: is `.amdgcn_target` right?)" } else { "" })]
    UnknownOpcode {
        file: String,
        line: u32,
        mnemonic: String,
        target: &'static str,
        other_target: bool,
    },
    /// A known mnemonic whose operands fit none of its forms (llvm-mc rejects such a line).
    #[error("{file}:{line}:1: error: invalid operands for `{mnemonic}` on {target}; its forms take: {}", forms.join(" | "))]
    InvalidOperands {
        file: String,
        line: u32,
        mnemonic: String,
        target: &'static str,
        forms: Vec<String>,
    },
    #[error("{file}:{line}:1: error: branch to `{label}`, which is not a label of this kernel")]
    UnknownLabel {
        file: String,
        line: u32,
        label: String,
    },
    /// A gfx1100 kernel built for wave64 (`-mwavefrontsize64`): the ISA tables, the dataflow
    /// (VCC and EXEC as 32-bit `vcc_lo`/`exec_lo`) and `vopd` (VOPD is wave32-only) model
    /// gfx1100 as wave32, so its analyses would be wrong; refused rather than half-read.
    #[error("{file}:{line}:1: error: kernel `{kernel}` runs in wave64 (`.amdhsa_wavefront_size32 0`, or `.wavefront_size: 64` in its metadata); gfxopt analyses, rewrites and emulates gfx1100 kernels in wave32 only, hipcc's default (rebuild without -mwavefrontsize64)")]
    Wave64OnGfx1100 {
        file: String,
        line: u32,
        kernel: String,
    },
    /// A kernel of a lazily parsed module analysed before its instructions were built: a bug
    /// of the caller, said rather than analysing a kernel without its instructions.
    #[error("{file}:{line}:1: internal error: the kernel's instructions were not built (`Module::materialize`) before it was analysed")]
    Unbuilt { file: String, line: u32 },
}

/// Where EXEC comes from at an instruction ([`KernelFlow::exec_source`]): the reaching EXEC
/// write of the low and the high half.
pub type ExecSource = [u32; 2];
/// An [`ExecSource`] half the instruction does not read.
pub const EXEC_NOT_READ: u32 = u32::MAX - 1;

/// Everything the analyses know about one kernel.
pub struct KernelFlow {
    pub code: insts::Code,
    pub cfg: cfg::Cfg,
    pub loops: loops::Loops,
    pub trip_counts: Vec<trip::TripCount>,
    pub def_use: dataflow::DefUse,
    pub liveness: dataflow::Liveness,
    /// Per instruction: whether its results are the same in every executing lane.
    pub uniform: Vec<bool>,
    /// EXEC identities ([`exec::ExecIds`]), computed on first use.
    exec_ids: std::cell::OnceCell<exec::ExecIds>,
    /// Lane-exact liveness ([`LaneLiveness`]), computed on first use.
    lane_live: std::cell::OnceCell<LaneLiveness>,
}

/// Liveness on every lane: which vector writes end a value on every lane a later read can
/// see, and the units live at each block's entry on some lane.
#[derive(Clone, Debug)]
struct LaneLiveness {
    /// Per instruction: a vector register it writes no longer holds its old value on any lane
    /// a later instruction reads ([`KernelFlow::covers_every_lane`]).
    covers: Vec<bool>,
    live_in: Vec<regs::UnitSet>,
}

impl KernelFlow {
    pub fn build(module: &Module, kernel: &Kernel, isa: &Isa) -> Result<KernelFlow, FlowError> {
        let code = insts::decode(module, kernel, isa)?;
        let line_of = |l: usize| module.lines[l].line_number().unwrap_or(0);
        let cfg = cfg::build(&code, isa, &module.name, line_of)?;
        let loops = loops::find(&cfg);
        let def_use = dataflow::def_use(&code, &cfg);
        let liveness = dataflow::liveness(&code, &cfg);
        let cx = trip::Ctx {
            module,
            kernel,
            isa,
            code: &code,
            cfg: &cfg,
            du: &def_use,
        };
        let trip_counts = loops
            .loops
            .iter()
            .map(|l| trip::trip_count(&cx, l))
            .collect();
        let uniform = dataflow::uniformity(&code, &def_use, |i| {
            let t = insts::instruction(module, &code.insts[i]);
            std::iter::once(t)
                .chain(t.dual.as_deref())
                .any(|p| crate::isa::semantics::lane_varying(&p.mnemonic))
        });
        Ok(KernelFlow {
            code,
            cfg,
            loops,
            trip_counts,
            def_use,
            liveness,
            uniform,
            exec_ids: std::cell::OnceCell::new(),
            lane_live: std::cell::OnceCell::new(),
        })
    }

    /// Units whose value at block `b`'s entry may be read afterwards on some lane: unlike
    /// [`Self::liveness`], a VGPR or AGPR write (masked by EXEC) ends a value's life only where
    /// it covers every lane ([`Self::covers_every_lane`]). Ask this one before dropping an
    /// instruction or a copy, or taking a register for a new value, because a vector register
    /// is dead. `module` and `isa` must be the ones the flow was built from.
    pub fn live_on_some_lane(
        &self,
        module: &Module,
        isa: &Isa,
        b: cfg::BlockId,
        u: regs::RegUnit,
    ) -> bool {
        self.lane_liveness(module, isa).live_in[b.index()].contains(u)
    }

    /// [`Self::live_on_some_lane`] at the end of block `b`: live at the entry of a successor.
    pub fn live_out_on_some_lane(
        &self,
        module: &Module,
        isa: &Isa,
        b: cfg::BlockId,
        u: regs::RegUnit,
    ) -> bool {
        let live = &self.lane_liveness(module, isa).live_in;
        self.cfg.successors(b).any(|s| live[s.index()].contains(u))
    }

    /// Whether a vector register instruction `i` writes holds its old value on no lane that a
    /// later read can see: the write runs under the launch's EXEC ([`exec::ExecId::Entry`])
    /// and no EXEC value of the kernel switches on a lane the launch left off
    /// ([`exec_bound::exec_within_launch`]). Scalar writes always cover every lane.
    pub fn covers_every_lane(&self, module: &Module, isa: &Isa, i: usize) -> bool {
        self.lane_liveness(module, isa).covers[i]
    }

    fn lane_liveness(&self, module: &Module, isa: &Isa) -> &LaneLiveness {
        self.lane_live.get_or_init(|| {
            let bounded = exec_bound::exec_within_launch(module, &self.code, &self.def_use, isa);
            let ids = self.exec_ids(module, isa);
            let launch = Some([exec::ExecId::Entry(0), exec::ExecId::Entry(1)]);
            let covers: Vec<bool> = (0..self.code.len())
                .map(|i| bounded && ids.at(i) == launch)
                .collect();
            let live_in = dataflow::live_in_on_some_lane(&self.code, &self.cfg, |i| covers[i]);
            LaneLiveness { covers, live_in }
        })
    }

    /// The EXEC identity of every instruction ([`exec::ExecIds`]); `module` and `isa` must be
    /// the ones the flow was built from.
    pub fn exec_ids(&self, module: &Module, isa: &Isa) -> &exec::ExecIds {
        self.exec_ids.get_or_init(|| {
            exec::ExecIds::compute(
                module,
                &self.code,
                &self.cfg,
                &self.loops,
                &self.def_use,
                isa,
            )
        })
    }

    /// Where EXEC comes from at instruction `i`, if one EXEC value is certain there: the EXEC
    /// write (or [`dataflow::ENTRY`]) reaching it, for the low and the high half
    /// ([`EXEC_NOT_READ`] where the instruction does not read that half). Two instructions with
    /// the same source run under the same EXEC value, unless the write is inside a loop (it may
    /// write another value each iteration): that is an error, as are several reaching writes.
    pub fn exec_source(&self, i: usize) -> Result<ExecSource, &'static str> {
        let mut key = [EXEC_NOT_READ; 2];
        for (k, half) in [regs::EXEC_LO, regs::EXEC_HI].into_iter().enumerate() {
            key[k] = match self.def_use.reaching(i, half) {
                [] => EXEC_NOT_READ,
                [d] => *d,
                _ => return Err("where EXEC comes from several writes"),
            };
            let d = key[k];
            if d != dataflow::ENTRY
                && d != EXEC_NOT_READ
                && self
                    .loops
                    .innermost(self.cfg.block_of[d as usize])
                    .is_some()
            {
                return Err("under an EXEC set inside a loop");
            }
        }
        if key == [EXEC_NOT_READ; 2] {
            return Err("by an instruction that ignores EXEC");
        }
        Ok(key)
    }
}
