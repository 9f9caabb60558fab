//! Reaching definitions, def-use chains and liveness on 32-bit register units.
//!
//! Both are the textbook iterative analyses over the CFG: reaching definitions forward (a use's
//! definitions are the union over all paths), liveness backward. A unit read before any
//! definition on some path reaches back to [`ENTRY`]: an ABI input (kernarg pointer, workgroup
//! ids, work-item ids, exec) or a read of an undefined register.

use super::cfg::{BlockId, Cfg};
use super::insts::Code;
use super::regs::{RegUnit, UnitSet, NUM_UNITS};
use smallvec::SmallVec;

/// The pseudo-definition at kernel entry.
pub const ENTRY: u32 = u32::MAX;

type Defs = SmallVec<[u32; 2]>;

/// Definitions reaching each use, and uses reached by each definition.
#[derive(Clone, Debug)]
pub struct DefUse {
    /// Per instruction, per used unit (in `Inst::uses` order, deduplicated): the defining
    /// instructions (or [`ENTRY`]).
    pub use_defs: Vec<Vec<(RegUnit, Defs)>>,
    /// Per instruction: the (instruction, unit) pairs that read a unit it defines.
    pub def_uses: Vec<Vec<(u32, RegUnit)>>,
}

impl DefUse {
    /// The definitions of `unit` reaching instruction `inst`.
    pub fn reaching(&self, inst: usize, unit: RegUnit) -> &[u32] {
        self.use_defs[inst]
            .iter()
            .find(|(u, _)| *u == unit)
            .map_or(&[], |(_, d)| d.as_slice())
    }
}

fn merge(into: &mut Defs, from: &Defs) -> bool {
    let mut changed = false;
    for d in from {
        if let Err(pos) = into.binary_search(d) {
            into.insert(pos, *d);
            changed = true;
        }
    }
    changed
}

/// Blocks in reverse post-order from the entry (unreachable blocks last).
pub fn reverse_post_order(cfg: &Cfg) -> Vec<BlockId> {
    let n = cfg.blocks.len();
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(n);
    if n > 0 {
        // Iterative DFS: (block, next successor index).
        let mut stack: Vec<(BlockId, Vec<BlockId>, usize)> = Vec::new();
        seen[0] = true;
        stack.push((cfg.entry(), cfg.successors(cfg.entry()).collect(), 0));
        while let Some((b, succs, i)) = stack.last_mut() {
            if *i < succs.len() {
                let s = succs[*i];
                *i += 1;
                if !seen[s.index()] {
                    seen[s.index()] = true;
                    let ss = cfg.successors(s).collect();
                    stack.push((s, ss, 0));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
    }
    post.reverse();
    post.extend((0..n).filter(|&i| !seen[i]).map(|i| BlockId(i as u32)));
    post
}

/// The units some instruction of `code` defines, each given a dense slot: the reaching
/// definitions of every other unit are [`ENTRY`] everywhere, so the per-block states need only
/// these slots (a state over all units is ~19 KB, and a block kept two of them: on a kernel of a
/// few hundred blocks that was most of `optimize`'s peak memory).
struct Slots {
    /// Per unit: its slot, or `NO_SLOT` when nothing defines it.
    of_unit: Vec<u32>,
    count: usize,
}

const NO_SLOT: u32 = u32::MAX;

impl Slots {
    fn of_defined(code: &Code) -> Slots {
        let mut of_unit = vec![NO_SLOT; NUM_UNITS];
        let mut count = 0;
        for inst in &code.insts {
            for &u in &inst.defs {
                if of_unit[u.index()] == NO_SLOT {
                    of_unit[u.index()] = count as u32;
                    count += 1;
                }
            }
        }
        Slots { of_unit, count }
    }

    fn get(&self, u: RegUnit) -> Option<usize> {
        let s = self.of_unit[u.index()];
        (s != NO_SLOT).then_some(s as usize)
    }
}

/// Computes reaching definitions and def-use chains.
pub fn def_use(code: &Code, cfg: &Cfg) -> DefUse {
    let slots = Slots::of_defined(code);
    let block_in = reaching_at_block_entry(code, cfg, &slots);
    let n = code.insts.len();
    let mut use_defs = vec![Vec::new(); n];
    let mut def_uses: Vec<Vec<(u32, RegUnit)>> = vec![Vec::new(); n];
    let entry: Defs = smallvec::smallvec![ENTRY];
    for b in cfg.block_ids() {
        let Some(mut state) = block_in[b.index()].clone() else {
            continue;
        };
        for i in cfg.blocks[b.index()].insts.clone() {
            let inst = &code.insts[i];
            let mut seen: SmallVec<[RegUnit; 8]> = SmallVec::new();
            for &u in &inst.uses {
                if seen.contains(&u) {
                    continue;
                }
                seen.push(u);
                let defs = slots
                    .get(u)
                    .map_or_else(|| entry.clone(), |s| state[s].clone());
                for &d in &defs {
                    if d != ENTRY {
                        def_uses[d as usize].push((i as u32, u));
                    }
                }
                use_defs[i].push((u, defs));
            }
            for &u in &inst.defs {
                if let Some(s) = slots.get(u) {
                    state[s] = smallvec::smallvec![i as u32];
                }
            }
        }
    }
    for v in &mut def_uses {
        v.sort();
        v.dedup();
    }
    DefUse { use_defs, def_uses }
}

/// The fixed point of reaching definitions: per block (`None` when unreachable), the
/// definitions of each slot's unit at its entry.
fn reaching_at_block_entry(code: &Code, cfg: &Cfg, slots: &Slots) -> Vec<Option<Vec<Defs>>> {
    let nb = cfg.blocks.len();
    let order = reverse_post_order(cfg);
    let entry_state: Vec<Defs> = vec![smallvec::smallvec![ENTRY]; slots.count];
    let mut block_in: Vec<Option<Vec<Defs>>> = vec![None; nb];
    let mut block_out: Vec<Option<Vec<Defs>>> = vec![None; nb];
    if nb > 0 {
        block_in[0] = Some(entry_state.clone());
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &order {
            let mut state: Vec<Defs> = if b == cfg.entry() {
                entry_state.clone()
            } else {
                vec![Defs::new(); slots.count]
            };
            for p in cfg.predecessors(b) {
                if let Some(out) = &block_out[p.index()] {
                    for (s, o) in state.iter_mut().zip(out) {
                        merge(s, o);
                    }
                }
            }
            if block_in[b.index()].as_ref() != Some(&state) || block_out[b.index()].is_none() {
                let mut out = state.clone();
                for i in cfg.blocks[b.index()].insts.clone() {
                    for &u in &code.insts[i].defs {
                        if let Some(s) = slots.get(u) {
                            out[s] = smallvec::smallvec![i as u32];
                        }
                    }
                }
                block_in[b.index()] = Some(state);
                if block_out[b.index()].as_ref() != Some(&out) {
                    block_out[b.index()] = Some(out);
                    changed = true;
                }
            }
        }
    }
    block_in
}

/// Per block: the units some instruction's definition may reach at the block's end (on at
/// least one path from the entry). A unit outside its block's set holds on every path only what
/// it held at kernel entry: for an ABI input that is the input, for any other register nothing.
pub fn defined_at_exit(code: &Code, cfg: &Cfg) -> Vec<UnitSet> {
    let nb = cfg.blocks.len();
    let mut defs_of = vec![UnitSet::new(); nb];
    for b in cfg.block_ids() {
        for i in cfg.blocks[b.index()].insts.clone() {
            for &u in &code.insts[i].defs {
                defs_of[b.index()].insert(u);
            }
        }
    }
    let order = reverse_post_order(cfg);
    let mut out = defs_of.clone();
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &order {
            let mut set = defs_of[b.index()].clone();
            for p in cfg.predecessors(b) {
                set.union_with(&out[p.index()]);
            }
            if set != out[b.index()] {
                out[b.index()] = set;
                changed = true;
            }
        }
    }
    out
}

/// Live units per block boundary and the register pressure along the code.
#[derive(Clone, Debug)]
pub struct Liveness {
    pub live_in: Vec<UnitSet>,
    pub live_out: Vec<UnitSet>,
    /// Per instruction: (VGPRs, AGPRs, SGPRs) live just after it.
    pub pressure: Vec<(u16, u16, u16)>,
}

/// Units live at each block's entry on some lane: [`liveness`], except that a write of a
/// VGPR or AGPR ends a value's life only where `covers(i)` says the write at instruction `i`
/// reaches every lane a later read can see. A vector write runs under EXEC and leaves the
/// lanes EXEC switches off to the value before it, which a later read under a wider EXEC
/// sees; [`liveness`] counts every write as a kill. A pass that takes a register because it is
/// dead (for a copy it drops, a scratch or an offset it writes) asks this one (a restore
/// skipped on a loop's exit because the accumulators are overwritten under a narrowed EXEC
/// before they are read would leave the other lanes with the renamed registers' values).
pub fn live_in_on_some_lane(
    code: &Code,
    cfg: &Cfg,
    covers: impl Fn(usize) -> bool,
) -> Vec<UnitSet> {
    let nb = cfg.blocks.len();
    let mut live_in = vec![UnitSet::new(); nb];
    let mut order = reverse_post_order(cfg);
    order.reverse();
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &order {
            let mut live = UnitSet::new();
            for s in cfg.successors(b) {
                live.union_with(&live_in[s.index()]);
            }
            for i in cfg.blocks[b.index()].insts.clone().rev() {
                let inst = &code.insts[i];
                for &d in &inst.defs {
                    if !(d.is_vgpr() || d.is_agpr()) || covers(i) {
                        live.remove(d);
                    }
                }
                for &u in &inst.uses {
                    live.insert(u);
                }
            }
            if live != live_in[b.index()] {
                live_in[b.index()] = live;
                changed = true;
            }
        }
    }
    live_in
}

/// Backward liveness.
pub fn liveness(code: &Code, cfg: &Cfg) -> Liveness {
    let nb = cfg.blocks.len();
    let mut live_in = vec![UnitSet::new(); nb];
    let mut live_out = vec![UnitSet::new(); nb];
    let mut order = reverse_post_order(cfg);
    order.reverse();
    let transfer = |b: BlockId, out: &UnitSet| -> UnitSet {
        let mut live = out.clone();
        for i in cfg.blocks[b.index()].insts.clone().rev() {
            let inst = &code.insts[i];
            for &d in &inst.defs {
                live.remove(d);
            }
            for &u in &inst.uses {
                live.insert(u);
            }
        }
        live
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &order {
            let mut out = UnitSet::new();
            for s in cfg.successors(b) {
                out.union_with(&live_in[s.index()]);
            }
            let inn = transfer(b, &out);
            live_out[b.index()] = out;
            if inn != live_in[b.index()] {
                live_in[b.index()] = inn;
                changed = true;
            }
        }
    }
    let mut pressure = vec![(0u16, 0u16, 0u16); code.insts.len()];
    for b in cfg.block_ids() {
        let mut live = live_out[b.index()].clone();
        for i in cfg.blocks[b.index()].insts.clone().rev() {
            let (v, a, s) = live.count_by_file();
            pressure[i] = (v as u16, a as u16, s as u16);
            let inst = &code.insts[i];
            for &d in &inst.defs {
                live.remove(d);
            }
            for &u in &inst.uses {
                live.insert(u);
            }
        }
    }
    Liveness {
        live_in,
        live_out,
        pressure,
    }
}

/// Which instructions produce wave-uniform values (the same in every lane that runs them).
///
/// Scalar results are uniform by construction. A VALU or memory result is uniform when every
/// VGPR it reads is uniform on every reaching path (for loads: the address, so every lane reads
/// the same location) and the opcode does not depend on the lane (`v_mbcnt`, permutes, DPP).
/// Work-item ids (VGPRs at kernel entry) are not uniform. This is the optimistic fixed point:
/// everything starts uniform and loses it until nothing changes. Lanes switched off by `exec`
/// keep their old values; "uniform" speaks of the lanes that execute the instruction.
pub fn uniformity(code: &Code, du: &DefUse, lane_varying: impl Fn(usize) -> bool) -> Vec<bool> {
    let n = code.insts.len();
    let vector_def = |i: usize| code.insts[i].defs.iter().any(|u| !u.is_scalar());
    let mut uniform: Vec<bool> = (0..n).map(|i| !lane_varying(i)).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..n {
            if !uniform[i] || !vector_def(i) {
                continue;
            }
            let reads_varying = du.use_defs[i].iter().any(|(u, defs)| {
                !u.is_scalar() && defs.iter().any(|&d| d == ENTRY || !uniform[d as usize])
            });
            if reads_varying {
                uniform[i] = false;
                changed = true;
            }
        }
    }
    uniform
}
