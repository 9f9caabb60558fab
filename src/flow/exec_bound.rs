//! Whether a kernel keeps EXEC within the lanes its launch switched on.
//!
//! A vector write changes only the lanes EXEC has on. It ends the value a register held on
//! every lane a later read can see when it runs under the launch's EXEC *and* no EXEC value
//! of the kernel ever switches on a lane the launch left off (whole-wave code does:
//! `s_or_saveexec_b32 s0, -1`, `s_mov_b64 exec, -1`). This module proves the second part:
//! every EXEC write computes a subset of lane masks that are themselves within the launch's
//! EXEC, with the algebra of [`mask_within`]: EXEC itself, a saved copy of it (the
//! destination of a `*_saveexec`), a compare's result (its bits for lanes EXEC leaves out are
//! 0), zero, and `and`/`and_not`/`or`/`xor`/`mov` of those. An SGPR's value is read through
//! its reaching definitions; anything else (a constant, a kernel argument, a loaded value, a
//! carry mask) is not bounded, and one EXEC write from it makes the whole kernel unproved.
//!
//! The recursion through reaching definitions takes a definition under examination as bounded
//! (the greatest fixed point): a cycle such as a loop's `s_or_b32 s7, vcc_lo, s7` is bounded
//! when everything entering it is, by induction on the order instructions execute in.

use super::dataflow::{DefUse, ENTRY};
use super::insts::{instruction, Code};
use super::regs::{operand_units, RegUnit, EXEC_HI, EXEC_LO};
use crate::asm::Module;
use crate::asm::{Operand, OperandKind};
use crate::isa::semantics::{
    exec_compare, exec_op, is_call, lane_mask_compare, mask_within, ExecOp, MaskWithin,
};
use crate::isa::Isa;
use std::collections::HashMap;

const HALVES: [RegUnit; 2] = [EXEC_LO, EXEC_HI];

/// True when every EXEC value the kernel computes is within the launch's EXEC (false for a
/// kernel that calls a function: the callee's EXEC writes are not in its code).
pub fn exec_within_launch(module: &Module, code: &Code, du: &DefUse, isa: &Isa) -> bool {
    if (0..code.len()).any(|i| is_call(isa.info(code.insts[i].op).name.as_str())) {
        return false;
    }
    let mut cx = Bound {
        module,
        code,
        du,
        isa,
        memo: HashMap::new(),
    };
    (0..code.len())
        .filter(|&i| code.insts[i].defs.iter().any(|u| HALVES.contains(u)))
        .all(|i| cx.exec_write_bounded(i))
}

/// A `*_saveexec` form: its destination receives the EXEC before it.
fn saves_exec(name: &str) -> bool {
    matches!(
        exec_op(name),
        Some(ExecOp::AndSaveexec | ExecOp::OtherSaveexec)
    )
}

struct Bound<'a> {
    module: &'a Module,
    code: &'a Code,
    du: &'a DefUse,
    isa: &'a Isa,
    /// (definition, unit) -> bounded; `true` while under examination.
    memo: HashMap<(u32, RegUnit), bool>,
}

impl Bound<'_> {
    fn name(&self, i: usize) -> &str {
        self.isa.info(self.code.insts[i].op).name.as_str()
    }

    fn operands(&self, i: usize) -> &[Operand] {
        &instruction(self.module, &self.code.insts[i]).operands
    }

    /// The new EXEC of instruction `i`, which writes it, is within the launch's.
    fn exec_write_bounded(&mut self, i: usize) -> bool {
        let inst = instruction(self.module, &self.code.insts[i]);
        if inst.dual.is_some() {
            return false;
        }
        let name = self.name(i).to_string();
        if exec_compare(&name) {
            return true;
        }
        let Some(within) = mask_within(&name) else {
            return false;
        };
        let n = self.operands(i).len();
        let dst_is_exec = self
            .operands(i)
            .first()
            .map(operand_units)
            .is_some_and(|u| !u.is_empty() && u.iter().all(|x| HALVES.contains(x)));
        if saves_exec(&name) {
            // `d, s`: the new EXEC is built from (s, EXEC); the old EXEC is bounded.
            return match within {
                MaskWithin::Either | MaskWithin::Second => true,
                MaskWithin::First | MaskWithin::All => self.source_bounded(i, 1),
            };
        }
        if !dst_is_exec {
            // EXEC written as a side effect of something else (a carry, a load): unknown.
            return false;
        }
        self.sources_bounded(i, within, 1..n)
    }

    /// The result of mask operation `i` (sources `srcs`) is bounded under rule `within`.
    fn sources_bounded(
        &mut self,
        i: usize,
        within: MaskWithin,
        srcs: std::ops::Range<usize>,
    ) -> bool {
        let srcs: Vec<usize> = srcs.collect();
        match within {
            MaskWithin::Either => srcs.iter().any(|&k| self.source_bounded(i, k)),
            MaskWithin::First => srcs.first().is_some_and(|&k| self.source_bounded(i, k)),
            MaskWithin::Second => srcs.get(1).is_some_and(|&k| self.source_bounded(i, k)),
            MaskWithin::All => !srcs.is_empty() && srcs.iter().all(|&k| self.source_bounded(i, k)),
        }
    }

    /// Operand `k` of instruction `i` holds a lane mask within the launch's EXEC.
    fn source_bounded(&mut self, i: usize, k: usize) -> bool {
        let Some(op) = self.operands(i).get(k) else {
            return false;
        };
        if let OperandKind::Int { value: 0, .. } = op.kind {
            return true;
        }
        let units = operand_units(op);
        if units.is_empty() {
            return false;
        }
        units.into_iter().all(|u| {
            if HALVES.contains(&u) {
                return true;
            }
            let defs: Vec<u32> = self.du.reaching(i, u).to_vec();
            !defs.is_empty() && defs.into_iter().all(|d| self.def_bounded(d, u))
        })
    }

    /// The value definition `d` gives unit `u` is within the launch's EXEC.
    fn def_bounded(&mut self, d: u32, u: RegUnit) -> bool {
        if d == ENTRY {
            return false;
        }
        if let Some(&b) = self.memo.get(&(d, u)) {
            return b;
        }
        self.memo.insert((d, u), true);
        let b = self.def_bounded_uncached(d as usize, u);
        self.memo.insert((d, u), b);
        b
    }

    fn def_bounded_uncached(&mut self, i: usize, u: RegUnit) -> bool {
        if instruction(self.module, &self.code.insts[i]).dual.is_some() {
            return false;
        }
        let name = self.name(i).to_string();
        if lane_mask_compare(&name) || exec_compare(&name) {
            return true;
        }
        let in_dst = self
            .operands(i)
            .first()
            .is_some_and(|o| operand_units(o).contains(&u));
        if !in_dst {
            return false;
        }
        let Some(within) = mask_within(&name) else {
            return false;
        };
        if saves_exec(&name) {
            // The destination of a saveexec holds the old EXEC.
            return true;
        }
        let n = self.operands(i).len();
        self.sources_bounded(i, within, 1..n)
    }
}

#[cfg(test)]
mod tests {
    use crate::flow::regs::RegUnit;
    use crate::flow::KernelFlow;
    use crate::kernel::kernels;

    /// Builds the flow of a gfx942 kernel with `body` and calls `f` with it.
    fn with_flow<T>(body: &str, f: impl FnOnce(&crate::asm::Module, &KernelFlow) -> T) -> T {
        let m = crate::test_kernel::gfx942_with(body);
        let k = &kernels(&m).expect("kernels")[0];
        let isa = crate::isa::isa(m.target.expect("target"));
        let flow = KernelFlow::build(&m, k, isa).expect("flow");
        f(&m, &flow)
    }

    /// v1 is set before a loop that does not read it, written after the loop under a narrowed
    /// EXEC (no branch around the write), then stored from every lane.
    const PARTIAL: &str = "\tv_mov_b32_e32 v1, 7
\ts_mov_b32 s5, 0
.LBB0_1:
\ts_add_i32 s5, s5, 1
\ts_cmp_lt_i32 s5, 4
\ts_cbranch_scc1 .LBB0_1
\tv_cmp_eq_u32_e32 vcc, 0, v0
\ts_and_saveexec_b64 s[6:7], vcc
\tv_mov_b32_e32 v1, 3
\ts_or_b64 exec, exec, s[6:7]
\tglobal_store_dword v[2:3], v1, off
";

    fn isa_of(m: &crate::asm::Module) -> &'static crate::isa::Isa {
        crate::isa::isa(m.target.expect("target"))
    }

    #[test]
    fn a_write_under_a_narrowed_exec_keeps_the_value_live_on_the_other_lanes() {
        with_flow(PARTIAL, |m, flow| {
            let isa = isa_of(m);
            let header = flow.loops.loops[0].header;
            let v1 = RegUnit::vgpr(1);
            // The classic liveness calls v1 dead in the loop; on some lane it is not.
            assert!(!flow.liveness.live_in[header.index()].contains(v1));
            assert!(flow.live_on_some_lane(m, isa, header, v1));
            // The write before the loop runs under the launch's EXEC; the one after does not.
            let writes: Vec<usize> = (0..flow.code.len())
                .filter(|&i| flow.code.insts[i].defs.contains(&v1))
                .collect();
            assert_eq!(writes.len(), 2);
            assert!(flow.covers_every_lane(m, isa, writes[0]));
            assert!(!flow.covers_every_lane(m, isa, writes[1]));
            // The store reads both writes on the lane-exact chains, only the last on the others.
            let store = (0..flow.code.len())
                .rfind(|&i| flow.code.insts[i].uses.contains(&v1))
                .expect("the store");
            assert_eq!(flow.def_use.reaching(store, v1), &[writes[1] as u32]);
            let lanes = crate::flow::lane_live::reaching_on_lanes(flow, m, isa, v1);
            assert_eq!(lanes[store], Some(vec![writes[0] as u32, writes[1] as u32]));
        });
    }

    #[test]
    fn a_write_under_the_launch_exec_ends_the_value() {
        // The same kernel with the write after the loop under the launch's EXEC again.
        let body = PARTIAL.replace(
            "\tv_mov_b32_e32 v1, 3\n\ts_or_b64 exec, exec, s[6:7]\n",
            "\ts_or_b64 exec, exec, s[6:7]\n\tv_mov_b32_e32 v1, 3\n",
        );
        with_flow(&body, |m, flow| {
            let header = flow.loops.loops[0].header;
            assert!(!flow.live_on_some_lane(m, isa_of(m), header, RegUnit::vgpr(1)));
        });
    }

    #[test]
    fn whole_wave_code_makes_no_vector_write_cover_every_lane() {
        // `s_or_saveexec_b64 s[8:9], -1` switches on lanes the launch left off: the write after
        // the restore is no longer the last word on every lane a whole-wave read sees.
        let body = PARTIAL.replace(
            "\tglobal_store_dword v[2:3], v1, off\n",
            "\tv_mov_b32_e32 v1, 3\n\ts_or_saveexec_b64 s[8:9], -1\n\tv_mov_b32_e32 v4, v1\n\ts_mov_b64 exec, s[8:9]\n\tglobal_store_dword v[2:3], v4, off\n",
        );
        with_flow(&body, |m, flow| {
            let isa = isa_of(m);
            assert!(!super::exec_within_launch(
                m,
                &flow.code,
                &flow.def_use,
                isa
            ));
            assert!((0..flow.code.len()).all(|i| !flow.covers_every_lane(m, isa, i)));
        });
        with_flow(PARTIAL, |m, flow| {
            assert!(super::exec_within_launch(
                m,
                &flow.code,
                &flow.def_use,
                isa_of(m)
            ));
        });
    }

    #[test]
    fn exec_from_an_argument_or_a_constant_is_not_bounded() {
        for write in [
            "\ts_mov_b64 exec, -1\n",
            "\ts_load_dwordx2 s[10:11], s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\ts_and_b64 exec, s[10:11], s[10:11]\n",
            "\ts_orn2_saveexec_b64 s[8:9], vcc\n",
        ] {
            with_flow(&format!("\tv_cmp_eq_u32_e32 vcc, 0, v0\n{write}"), |m, flow| {
                assert!(!super::exec_within_launch(m, &flow.code, &flow.def_use, isa_of(m)), "{write}");
            });
        }
        // Masks built from EXEC, compares and saved copies stay within it, loops included.
        let ok = "\tv_cmp_eq_u32_e32 vcc, 0, v0
\ts_mov_b64 s[12:13], 0
.LBB0_1:
\tv_cmp_lt_u32_e64 s[14:15], v0, 5
\ts_or_b64 s[12:13], s[14:15], s[12:13]
\ts_andn2_b64 exec, exec, s[12:13]
\ts_cbranch_execnz .LBB0_1
\ts_or_b64 exec, exec, s[12:13]
\ts_xor_b64 s[16:17], exec, vcc
\ts_mov_b64 exec, s[16:17]
";
        with_flow(ok, |m, flow| {
            assert!(super::exec_within_launch(
                m,
                &flow.code,
                &flow.def_use,
                isa_of(m)
            ));
        });
    }
}
