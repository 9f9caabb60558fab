//! The instruction trace of sampled work-groups, taken from the emulator as it runs them: the
//! ops each wave really executed (branches, trip counts and waits as they happened) and, for
//! memory ops, what their addresses cost: LDS bank cycles and cache lines.

use super::cost::{OpCost, Unit};
use crate::emu::decode::{Op, Opnd, NAMES};
use crate::emu::wave::{Observer, Wave};
use crate::isa::semantics::ds_offset_shape;
use smallvec::SmallVec;

/// One executed instruction of one wave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    /// Index of the op in the program.
    pub pc: u32,
    /// LDS: cycles in the LDS pipe (bank conflicts included); VMEM: cache lines touched.
    pub cost: u32,
}

/// The waves of one work-group, each its executed instructions in order.
#[derive(Clone, Debug, Default)]
pub struct GroupTrace {
    pub waves: Vec<Vec<Event>>,
}

/// The observer the emulator calls: records events and prices memory accesses.
pub struct Recorder<'a> {
    pub costs: &'a [OpCost],
    pub lds_banks: u32,
    pub line_bytes: u64,
    pub trace: GroupTrace,
    /// One address per executed global load (its first active lane's): which buffers the
    /// kernel reads, for the DRAM bound.
    pub load_addrs: Vec<u64>,
}

impl<'a> Recorder<'a> {
    pub fn new(costs: &'a [OpCost], lds_banks: u32, line_bytes: u32) -> Recorder<'a> {
        Recorder {
            costs,
            lds_banks: lds_banks.max(1),
            line_bytes: line_bytes.max(4) as u64,
            trace: GroupTrace::default(),
            load_addrs: Vec::new(),
        }
    }
}

impl Observer for Recorder<'_> {
    fn op(&mut self, wave: &Wave, pc: u32, op: &Op) {
        let w = wave.id as usize;
        if self.trace.waves.len() <= w {
            self.trace.waves.resize_with(w + 1, Vec::new);
        }
        let c = &self.costs[pc as usize];
        let cost = match c.unit {
            Unit::Lds => lds_cycles(wave, op, c.dwords, self.lds_banks),
            Unit::Vmem => {
                let addrs = lane_addresses(wave, op, c.is_load);
                if c.is_load {
                    self.load_addrs.extend(addrs.first());
                }
                lines(&addrs, c.dwords, self.line_bytes)
            }
            _ => 0,
        };
        self.trace.waves[w].push(Event { pc, cost });
    }
}

/// Lanes `0..n` active in `exec`.
fn active(exec: u64, n: usize) -> impl Iterator<Item = usize> {
    (0..n).filter(move |l| exec >> l & 1 != 0)
}

/// The accesses of an LDS op: (byte offset, dwords per lane) of each. The two-address forms
/// (`ds_load_2addr_b32` on gfx11, `ds_read2_b32` on gfx9; their offsets' units from
/// [`ds_offset_shape`]) make two, at offset0 and offset1; every other op one of `dwords`.
pub fn lds_accesses(op: &Op, dwords: u32) -> SmallVec<[(u32, u32); 2]> {
    match ds_offset_shape(NAMES[op.k as usize].0) {
        Some((fields, unit, _)) if fields.len() == 2 => {
            let unit = unit as u32;
            // A stride-64 form's unit is 64 elements: the access itself is one element.
            let element = if unit >= 256 { unit / 64 } else { unit };
            let per = element / 4;
            smallvec::smallvec![(op.off0 as u32 * unit, per), (op.off1 as u32 * unit, per)]
        }
        _ => smallvec::smallvec![(op.off0 as u32, dwords.max(1))],
    }
}

/// Cycles an LDS op holds the pipe when no two lanes of a group of `banks` ask one bank for
/// different dwords: per dword of each access, one cycle per group of `banks` lanes. What
/// [`lds_cycles`] gives a conflict-free access of a full wave of `lanes`, without addresses
/// (a pass weighing code before any launch).
pub fn lds_cycles_free(op: &Op, dwords: u32, lanes: u32, banks: u32) -> u32 {
    let groups = lanes.div_ceil(banks.max(1)).max(1);
    let words: u32 = lds_accesses(op, dwords).iter().map(|a| a.1).sum();
    (words * groups).max(1)
}

/// Cycles an LDS instruction holds the pipe: for each dword of the access and each group of
/// `banks` lanes, the largest number of distinct dwords asked of one bank (equal addresses
/// are one broadcast read). A conflict-free `ds_load_b32` of 32 lanes is 1 cycle, a
/// `ds_load_b128` 4 (128 bytes per cycle).
pub fn lds_cycles(wave: &Wave, op: &Op, dwords: u32, banks: u32) -> u32 {
    let Opnd::V(a) = op.src[0] else {
        return 1;
    };
    let exec = wave.exec();
    let n = wave.n;
    let offsets = lds_accesses(op, dwords);
    let addr = &wave.v[a as usize];
    let chunk = banks as usize;
    let mut cycles = 0;
    let mut bank_words: Vec<Vec<u32>> = vec![Vec::new(); chunk];
    for (off, words) in offsets {
        for d in 0..words {
            for start in (0..n).step_by(chunk) {
                bank_words.iter_mut().for_each(|b| b.clear());
                let mut any = false;
                for l in active(exec, n).filter(|l| *l >= start && *l < start + chunk) {
                    let word = addr[l].wrapping_add(off).wrapping_add(4 * d) / 4;
                    let b = &mut bank_words[(word % banks) as usize];
                    if !b.contains(&word) {
                        b.push(word);
                    }
                    any = true;
                }
                if any {
                    cycles += bank_words.iter().map(|b| b.len() as u32).max().unwrap_or(1);
                }
            }
        }
    }
    cycles.max(1)
}

/// The byte address of each active lane of a global/flat/buffer access.
pub fn lane_addresses(wave: &Wave, op: &Op, load: bool) -> Vec<u64> {
    let mubuf = crate::emu::decode::is_mubuf(op.k);
    // MUBUF: the VGPR holds an offset into the resource (stores put the data first); GLOBAL:
    // a 64-bit address, or a 32-bit offset from an SGPR base.
    let vaddr = if mubuf && !load { op.src[1] } else { op.src[0] };
    let saddr = match (mubuf, load) {
        (true, _) => Opnd::S(0),
        (false, true) => op.src[1],
        (false, false) => op.src[2],
    };
    let Opnd::V(v) = vaddr else {
        return Vec::new();
    };
    let v = v as usize;
    active(wave.exec(), wave.n)
        .map(|l| {
            match saddr {
                // SGPR base + 32-bit VGPR offset: the base is the same for every lane.
                Opnd::S(_) => wave.v[v][l] as u64,
                _ => {
                    let hi = wave.v.get(v + 1).map_or(0, |r| r[l]) as u64;
                    wave.v[v][l] as u64 | hi << 32
                }
            }
            .wrapping_add(op.off0 as u64)
        })
        .collect()
}

/// Distinct cache lines an access of `dwords` per lane at `addrs` touches (at least 1).
pub fn lines(addrs: &[u64], dwords: u32, line: u64) -> u32 {
    let bytes = 4 * dwords.max(1) as u64;
    let mut ls: Vec<u64> = Vec::with_capacity(addrs.len() * 2);
    for &a in addrs {
        ls.push(a / line);
        ls.push((a + bytes - 1) / line);
    }
    ls.sort_unstable();
    ls.dedup();
    (ls.len() as u32).max(1)
}
