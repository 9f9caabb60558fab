//! Format buffer accesses (`buffer_*_format_*`, `tbuffer_*`, conversions in [`super::format`])
//! and loads whose data goes to LDS (`buffer_load_lds_*`, gfx9 `buffer_load_* lds`, gfx942
//! `global_load_lds_*` / `scratch_load_lds_*`).
//!
//! # Model
//! - A format access moves one element per lane at the buffer address (see `addresses` in
//!   `vmem`: `idxen` strides by the resource's stride). Lanes out of the resource's range load
//!   0 and store nothing; only a lane that does access memory needs an emulated format, so a
//!   launch whose format is not emulated stops only when it would convert something.
//! - Loads into LDS write each lane's dword (a byte or short zero- or sign-extended) at
//!   M0 + the instruction offset + 4 * lane (CDNA3 ISA "LDS DMA"; LLVM lowers
//!   `llvm.amdgcn.*.load.lds` with M0 as the LDS base and the offset applied to both
//!   addresses). They count on vmcnt and write no VGPR.

use super::decode::{access, sreg, Class, Op, Opnd, Part, Seg};
use super::format::{self, FmtOp, D16};
use super::memory::{Memory, Oob, OobPolicy};
use super::wave::{for_lanes, Counter, Env, Wave};
use super::EmuError;

/// `bytes` (up to 16) little-endian bytes at `addr`.
fn read_elem(mem: &Memory, addr: u64, bytes: u32) -> Result<u128, Oob> {
    let mut v = 0u128;
    let mut at = 0;
    while at < bytes {
        let k = (bytes - at).min(4);
        let part = mem.read_small(addr + at as u64, k)?;
        v |= (part as u128) << (8 * at);
        at += k;
    }
    Ok(v)
}

/// Writes the low `bytes` bytes of `v` at `addr`.
fn write_elem(mem: &Memory, addr: u64, bytes: u32, v: u128) -> Result<(), Oob> {
    let mut at = 0;
    while at < bytes {
        let k = (bytes - at).min(4);
        mem.write_small(addr + at as u64, k, (v >> (8 * at)) as u32)?;
        at += k;
    }
    Ok(())
}

impl Wave {
    /// Records an out-of-bounds lane: the first one is the error, or (OOB policy zero) each is
    /// counted.
    fn note_oob(env: &Env, fail: &mut Option<(usize, Oob)>, l: usize, o: Oob) {
        if env.oob == OobPolicy::Zero {
            env.oob_hits.set(env.oob_hits.get() + 1);
        } else if fail.is_none() {
            *fail = Some((l, o));
        }
    }

    /// `buffer_load/store_format_*` and `tbuffer_load/store_format_*`.
    pub(super) fn buffer_format(
        &mut self,
        env: &mut Env,
        op: &Op,
        gfx11: bool,
    ) -> Result<(), EmuError> {
        let Some(f) = op.fmt else {
            return Err(self.unsupported(env, op.line, "format op without a format"));
        };
        let store = op.class == Class::VmemStore;
        let rsrc = if store { op.src[2] } else { op.src[1] };
        let Opnd::S(r) = rsrc else {
            return Err(self.unsupported(env, op.line, "buffer resource is not an SGPR quad"));
        };
        let (rfmt, sel) = format::of_resource(self.s32(Opnd::S(r + 3)), env.prog.target);
        let fmt = if f.typed { f.format } else { rfmt };
        let lay = format::layout(fmt);
        let bytes = lay.as_ref().map_or(4, |l| l.bytes);
        let (n, exec) = (self.n, self.exec());
        let mut addrs = [0u64; 64];
        let in_range = self.addresses(env, op, store, bytes, &mut addrs);
        let live = exec & in_range;
        let lay = match lay {
            Ok(l) => l,
            Err(e) if live != 0 => return Err(self.unsupported(env, op.line, &e)),
            // Nothing to convert: every lane is out of range (or inactive).
            Err(_) => format::Layout {
                bits: [32, 0, 0, 0],
                n: 1,
                bytes: 4,
                nfmt: 4,
            },
        };
        let mut fail = None;
        if store {
            self.format_store(env, op, f, &lay, &addrs, live, &mut fail);
            if let Some((l, o)) = fail {
                return Err(self.oob_err(env, op, l, "global", o));
            }
            self.issue(if gfx11 { Counter::Vs } else { Counter::Vm }, None, false);
            return Ok(());
        }
        let mut out = [[0u32; 64]; 5];
        let d = match op.dst[0] {
            Opnd::V(d) => d as usize,
            _ => 0,
        };
        let float = !matches!(lay.nfmt, 4 | 5);
        for_lanes(live, n, |l| {
            let elem = match read_elem(env.mem, addrs[l], lay.bytes) {
                Ok(e) => e,
                Err(o) => {
                    Self::note_oob(env, &mut fail, l, o);
                    0
                }
            };
            let c16 = [0, 1, 2, 3].map(|i| lay.unpack16(elem, i) as u32);
            let c32 = [0, 1, 2, 3].map(|i| lay.unpack(elem, i));
            for i in 0..f.comps as usize {
                match f.d16 {
                    D16::No => {
                        let one = if float { 1f32.to_bits() } else { 1 };
                        out[i][l] = format::select(sel[i], &c32, one);
                    }
                    D16::Packed => {
                        let one = if float { 0x3c00 } else { 1 };
                        out[i / 2][l] |= format::select(sel[i], &c16, one) << (16 * (i % 2));
                    }
                    D16::Hi => {
                        let one = if float { 0x3c00 } else { 1 };
                        let h = format::select(sel[i], &c16, one);
                        out[0][l] = (self.v[d][l] & 0xffff) | h << 16;
                    }
                }
            }
        });
        if let Some((l, o)) = fail {
            return Err(self.oob_err(env, op, l, "global", o));
        }
        if f.d16 == D16::Hi {
            // Out-of-range lanes load 0 into the high half; the low half stays.
            for_lanes(exec & !in_range, n, |l| out[0][l] = self.v[d][l] & 0xffff);
        }
        if f.lds {
            return self.lds_dma(env, op, exec, &out[0]);
        }
        // `tfe`: the extra register gets the fetch status, 0 (every fetch succeeds here).
        let w = f.dwords() as usize + op.tfe as usize;
        self.retire_vmem(exec, &out[..w], Some(d), w, Part::Whole, gfx11);
        Ok(())
    }

    /// The store half of [`Wave::buffer_format`]: converts and writes each live lane.
    #[allow(clippy::too_many_arguments)]
    fn format_store(
        &self,
        env: &Env,
        op: &Op,
        f: FmtOp,
        lay: &format::Layout,
        addrs: &[u64; 64],
        live: u64,
        fail: &mut Option<(usize, Oob)>,
    ) {
        let data = match op.src[0] {
            Opnd::V(r) => r as usize,
            _ => return,
        };
        let k = (f.comps as usize).min(lay.n);
        // Byte-sized fields: only the components the instruction has are written; a packed
        // format (2_10_10_10) is written whole.
        let bytes = if lay.bits[..lay.n].iter().all(|b| b % 8 == 0) {
            lay.bits[..k].iter().map(|&b| b as u32).sum::<u32>() / 8
        } else {
            lay.bytes
        };
        for_lanes(live, self.n, |l| {
            let mut elem = 0u128;
            for i in 0..k {
                let bits = match f.d16 {
                    D16::No => lay.pack(self.v[data + i][l], i),
                    D16::Packed => {
                        let h = (self.v[data + i / 2][l] >> (16 * (i % 2))) as u16;
                        lay.pack16(h, i)
                    }
                    D16::Hi => lay.pack16((self.v[data][l] >> 16) as u16, i),
                };
                elem |= (bits as u128) << lay.field(i).0;
            }
            if let Err(o) = write_elem(env.mem, addrs[l], bytes, elem) {
                Self::note_oob(env, fail, l, o);
            }
        });
    }

    /// Writes each active lane's dword of `vals` to LDS at M0 + offset + 4 * lane and counts
    /// the load on vmcnt.
    fn lds_dma(
        &mut self,
        env: &mut Env,
        op: &Op,
        exec: u64,
        vals: &[u32; 64],
    ) -> Result<(), EmuError> {
        let base = self.s32(Opnd::S(sreg::M0)).wrapping_add(op.off0 as u32);
        let mut fail = None;
        for_lanes(exec, self.n, |l| {
            let a = base.wrapping_add(4 * l as u32);
            if let Err(o) = self.lds_write(env, a, 4, vals[l]) {
                Self::note_oob(env, &mut fail, l, o);
            }
        });
        if let Some((l, o)) = fail {
            return Err(self.oob_err(env, op, l, "LDS", o));
        }
        self.issue(Counter::Vm, None, false);
        Ok(())
    }

    /// `buffer_load_lds_*`, `global_load_lds_*`, `scratch_load_lds_*`.
    pub(super) fn load_to_lds(&mut self, env: &mut Env, op: &Op) -> Result<(), EmuError> {
        let acc = access(op.k);
        let (n, exec) = (self.n, self.exec());
        let mut vals = [0u32; 64];
        let mut fail = None;
        if op.seg == Seg::Scratch {
            // The lane's private segment at vaddr + saddr + offset, as `scratch_*` loads.
            let size = env.private_bytes as usize;
            if self.private.len() < size * 64 {
                self.private.resize(size * 64, 0);
            }
            let base = match op.src[1] {
                Opnd::S(_) => self.s32(op.src[1]),
                _ => 0,
            };
            let mut va = [0u32; 64];
            if let Opnd::V(_) = op.src[0] {
                self.v32(op.src[0], &mut va);
            }
            for_lanes(exec, n, |l| {
                let off = va[l].wrapping_add(base).wrapping_add(op.off0 as u32) as usize;
                if off + acc.bytes as usize > size {
                    let o = Oob {
                        addr: off as u64,
                        size: acc.bytes,
                        nearest: format!("the private segment is {size} bytes per work-item"),
                    };
                    Self::note_oob(env, &mut fail, l, o);
                    return;
                }
                let mut raw = 0u32;
                for j in 0..acc.bytes as usize {
                    raw |= (self.private[l * size + off + j] as u32) << (8 * j);
                }
                vals[l] = acc.load(0, raw);
            });
            if let Some((l, o)) = fail {
                return Err(self.oob_err(env, op, l, "private", o));
            }
        } else {
            let mut addrs = [0u64; 64];
            let in_range = self.addresses(env, op, false, acc.bytes, &mut addrs);
            for_lanes(exec & in_range, n, |l| {
                match env.mem.read_small(addrs[l], acc.bytes) {
                    Ok(raw) => vals[l] = acc.load(0, raw),
                    Err(o) => Self::note_oob(env, &mut fail, l, o),
                }
            });
            if let Some((l, o)) = fail {
                return Err(self.oob_err(env, op, l, "global", o));
            }
        }
        self.lds_dma(env, op, exec, &vals)
    }
}
