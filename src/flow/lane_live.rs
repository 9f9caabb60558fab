//! Liveness of one register's values that knows which lanes a write ends them on.
//!
//! A vector write changes the lanes its EXEC has on. A pending read (one that a later
//! instruction makes of the register) is ended by a write only if the write reaches every lane
//! the read sees: the write covers every lane ([`KernelFlow::covers_every_lane`]), or it runs
//! under the same EXEC value as the read. The same value is the same EXEC identity
//! ([`super::exec::ExecId`]) as long as the identity is not given a new value between the
//! write and the read: walking backward, a pending read whose identity's home is passed (the
//! EXEC write that sets it, or the entry of the join block that names it) can no longer be
//! matched and waits for a write covering every lane. Reads of an unknown EXEC likewise.

use super::cfg::BlockId;
use super::exec::ExecId;
use super::regs::{RegUnit, EXEC_HI, EXEC_LO};
use super::KernelFlow;
use crate::asm::Module;
use crate::isa::Isa;
use std::collections::BTreeSet;

/// The EXEC a pending read runs under: a known identity, or `None` (only a write covering every
/// lane ends it).
type ReadExec = Option<[ExecId; 2]>;

/// Per instruction: whether a read of `u` by an instruction `reads` accepts may see, on some
/// lane, the value `u` holds just after the instruction.
pub fn live_after(
    flow: &KernelFlow,
    module: &Module,
    isa: &Isa,
    u: RegUnit,
    reads: impl Fn(usize) -> bool,
) -> Vec<bool> {
    let cfg = &flow.cfg;
    let ids = flow.exec_ids(module, isa);
    let n = cfg.blocks.len();
    let through = |b: usize, mut live: BTreeSet<ReadExec>, mut out: Option<&mut Vec<bool>>| {
        for i in cfg.blocks[b].insts.clone().rev() {
            if let Some(v) = out.as_deref_mut() {
                v[i] = !live.is_empty();
            }
            let inst = &flow.code.insts[i];
            let here = ids.at(i);
            if inst.defs.contains(&u) {
                if flow.covers_every_lane(module, isa, i) {
                    live.clear();
                } else if here.is_some() {
                    live.remove(&here);
                }
            }
            if inst.defs.iter().any(|d| *d == EXEC_LO || *d == EXEC_HI) {
                forget(
                    &mut live,
                    |id| matches!(id, ExecId::Inst(j, _) if j as usize == i),
                );
            }
            if reads(i) && inst.uses.contains(&u) {
                live.insert(here);
            }
        }
        forget(
            &mut live,
            |id| matches!(id, ExecId::Join(j, _) if j as usize == b),
        );
        live
    };
    let live_out = |b: usize, live_in: &[BTreeSet<ReadExec>]| -> BTreeSet<ReadExec> {
        cfg.successors(BlockId(b as u32))
            .flat_map(|s| live_in[s.index()].iter().copied())
            .collect()
    };
    let mut live_in: Vec<BTreeSet<ReadExec>> = vec![BTreeSet::new(); n];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..n).rev() {
            let v = through(b, live_out(b, &live_in), None);
            if v != live_in[b] {
                live_in[b] = v;
                changed = true;
            }
        }
    }
    let mut after = vec![false; flow.code.len()];
    for b in 0..n {
        through(b, live_out(b, &live_in), Some(&mut after));
    }
    after
}

/// Pending reads whose EXEC identity `stale` says was given a new value here: from now on
/// (walking backward) only a write covering every lane ends them.
fn forget(live: &mut BTreeSet<ReadExec>, stale: impl Fn(ExecId) -> bool) {
    let old = live.len();
    live.retain(|r| !r.is_some_and(|ids| ids.iter().any(|&id| stale(id))));
    if live.len() != old {
        live.insert(None);
    }
}

/// A definition reaching a point, with the EXEC identities whose reads no longer see it there
/// (a later write under that identity reached all their lanes).
type Reach = std::collections::BTreeMap<u32, BTreeSet<[ExecId; 2]>>;

/// Per instruction that reads `u`: the definitions of `u` (instruction indices, or
/// [`super::dataflow::ENTRY`]) that may give some lane of the read its value. A write ends an
/// older definition for a later read when it covers every lane, or when it runs under the read's
/// EXEC identity and nothing gave that identity a new value in between (the dual of
/// [`live_after`]). `None` for instructions that do not read `u`.
pub fn reaching_on_lanes(
    flow: &KernelFlow,
    module: &Module,
    isa: &Isa,
    u: RegUnit,
) -> Vec<Option<Vec<u32>>> {
    let cfg = &flow.cfg;
    let ids = flow.exec_ids(module, isa);
    let n = cfg.blocks.len();
    let through = |b: usize, mut st: Reach, mut out: Option<&mut Vec<Option<Vec<u32>>>>| {
        renew(
            &mut st,
            |id| matches!(id, ExecId::Join(j, _) if j as usize == b),
        );
        for i in cfg.blocks[b].insts.clone() {
            let inst = &flow.code.insts[i];
            let here = ids.at(i);
            if inst.uses.contains(&u) {
                if let Some(v) = out.as_deref_mut() {
                    v[i] = Some(
                        st.iter()
                            .filter(|(_, hidden)| here.is_none_or(|h| !hidden.contains(&h)))
                            .map(|(&d, _)| d)
                            .collect(),
                    );
                }
            }
            if inst.defs.contains(&u) {
                if flow.covers_every_lane(module, isa, i) || !(u.is_vgpr() || u.is_agpr()) {
                    st.clear();
                } else if let Some(w) = here {
                    for hidden in st.values_mut() {
                        hidden.insert(w);
                    }
                }
                st.insert(i as u32, BTreeSet::new());
            }
            if inst.defs.iter().any(|d| *d == EXEC_LO || *d == EXEC_HI) {
                renew(
                    &mut st,
                    |id| matches!(id, ExecId::Inst(j, _) if j as usize == i),
                );
            }
        }
        st
    };
    let mut outs: Vec<Option<Reach>> = vec![None; n];
    let entry_state: Reach = [(super::dataflow::ENTRY, BTreeSet::new())]
        .into_iter()
        .collect();
    let entry_of = |b: usize, outs: &[Option<Reach>]| -> Option<Reach> {
        let mut st: Option<Reach> = (b == cfg.entry().index()).then(|| entry_state.clone());
        for p in cfg.predecessors(BlockId(b as u32)) {
            if let Some(o) = &outs[p.index()] {
                let acc = st.get_or_insert_with(Reach::new);
                for (&d, hidden) in o {
                    acc.entry(d)
                        .and_modify(|h| h.retain(|x| hidden.contains(x)))
                        .or_insert_with(|| hidden.clone());
                }
            }
        }
        st
    };
    let order = super::dataflow::reverse_post_order(cfg);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &order {
            let Some(st) = entry_of(b.index(), &outs) else {
                continue;
            };
            let o = through(b.index(), st, None);
            if outs[b.index()].as_ref() != Some(&o) {
                outs[b.index()] = Some(o);
                changed = true;
            }
        }
    }
    let mut result = vec![None; flow.code.len()];
    for b in 0..n {
        if let Some(st) = entry_of(b, &outs) {
            through(b, st, Some(&mut result));
        }
    }
    result
}

/// Identities `stale` says were given a new value here: no write before this point hides a
/// definition from reads under them any more.
fn renew(st: &mut Reach, stale: impl Fn(ExecId) -> bool) {
    for hidden in st.values_mut() {
        hidden.retain(|ids| !ids.iter().any(|&id| stale(id)));
    }
}

#[cfg(test)]
mod tests {
    use super::live_after;
    use crate::flow::regs::RegUnit;
    use crate::flow::KernelFlow;
    use crate::kernel::kernels;

    /// Whether v1 may be read, on some lane, after the first instruction that writes it.
    fn live_after_first_write(body: &str) -> bool {
        let m = crate::test_kernel::gfx942_with(body);
        let k = &kernels(&m).expect("kernels")[0];
        let isa = crate::isa::isa(m.target.expect("target"));
        let flow = KernelFlow::build(&m, k, isa).expect("flow");
        let v1 = RegUnit::vgpr(1);
        let first = (0..flow.code.len())
            .find(|&i| flow.code.insts[i].defs.contains(&v1))
            .expect("a write of v1");
        live_after(&flow, &m, isa, v1, |_| true)[first]
    }

    const IF: &str = "\tv_mov_b32_e32 v1, 7
\tglobal_store_dword v[2:3], v1, off
\tv_cmp_eq_u32_e32 vcc, 0, v0
\ts_and_saveexec_b64 s[6:7], vcc
\tv_mov_b32_e32 v1, 3
\tv_add_u32_e32 v4, v1, v1
\ts_or_b64 exec, exec, s[6:7]
\tglobal_store_dword v[2:3], v4, off
";

    #[test]
    fn a_write_ends_the_reads_under_its_own_exec() {
        // The read inside the `if` sees only lanes the write inside it wrote.
        assert!(live_after_first_write(IF));
        // (v1 is read by the first store: live; drop that read and it is dead.)
        assert!(!live_after_first_write(
            &IF.replace("\tglobal_store_dword v[2:3], v1, off\n", "")
        ));
    }

    #[test]
    fn a_read_under_the_writes_exec_is_reached_by_the_write_alone() {
        let m = crate::test_kernel::gfx942_with(IF);
        let k = &kernels(&m).expect("kernels")[0];
        let isa = crate::isa::isa(m.target.expect("target"));
        let flow = KernelFlow::build(&m, k, isa).expect("flow");
        let v1 = RegUnit::vgpr(1);
        let writes: Vec<u32> = (0..flow.code.len())
            .filter(|&i| flow.code.insts[i].defs.contains(&v1))
            .map(|i| i as u32)
            .collect();
        let reads: Vec<usize> = (0..flow.code.len())
            .filter(|&i| flow.code.insts[i].uses.contains(&v1))
            .collect();
        let reach = super::reaching_on_lanes(&flow, &m, isa, v1);
        // The store before the `if` reads the first write; the add inside it the second only.
        assert_eq!(reach[reads[0]], Some(vec![writes[0]]));
        assert_eq!(reach[reads[1]], Some(vec![writes[1]]));
    }

    #[test]
    fn a_read_under_a_wider_exec_sees_the_older_value() {
        // The first store moved after the `if`: it reads v1 on the lanes the `if` left off.
        let body = IF.replace("\tglobal_store_dword v[2:3], v1, off\n\tv_cmp", "\tv_cmp")
            + "\tglobal_store_dword v[2:3], v1, off\n";
        assert!(live_after_first_write(&body));
    }

    #[test]
    fn an_exec_set_anew_each_iteration_is_not_the_same_exec() {
        // Iteration k+1 reads v1 under an EXEC the loop narrows anew; the write of iteration k
        // covered only iteration k's lanes, so the value before the loop is still read.
        let body = "\tv_mov_b32_e32 v1, 7
\ts_mov_b32 s5, 0
.LBB0_1:
\tv_cmp_gt_u32_e32 vcc, s5, v0
\ts_and_saveexec_b64 s[6:7], vcc
\tv_add_u32_e32 v4, v1, v4
\tv_mov_b32_e32 v1, 3
\ts_or_b64 exec, exec, s[6:7]
\ts_add_i32 s5, s5, 1
\ts_cmp_lt_i32 s5, 4
\ts_cbranch_scc1 .LBB0_1
\tglobal_store_dword v[2:3], v4, off
";
        assert!(live_after_first_write(body));
    }
}
