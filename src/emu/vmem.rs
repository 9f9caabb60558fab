//! Memory instructions: SMEM, DS (LDS), FLAT/GLOBAL/SCRATCH and MUBUF.
//!
//! Data moves at issue; the destination registers are then marked pending on the instruction's
//! wait counter until an `s_waitcnt` covers them (see [`super::wave::Pending`]).

use super::decode::{access, is_mubuf, mem_dwords, Class, Op, Opnd, Part, RegRef, Seg, K};
use super::memory::{Memory, Oob, OobPolicy, SHARED_BASE};
use super::wave::{for_lanes, Counter, Env, Lanes, Wave};
use super::EmuError;
use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

/// What every DS op reads first: the active lanes, each lane's address (in the caller's
/// array), the access width in dwords and the first destination VGPR.
struct DsArgs<'a> {
    exec: u64,
    addr: &'a [u32; 64],
    w: usize,
    d: usize,
}

/// Out-of-bounds lanes of one memory op: the first one (the op's error), or under
/// `OobPolicy::Zero` a count in `Env::oob_hits` (the lane reads 0, its write is dropped).
pub(super) struct Faults {
    zero: bool,
    pub(super) first: Option<(usize, Oob)>,
}

impl Faults {
    pub(super) fn new(env: &Env) -> Self {
        Faults {
            zero: env.oob == OobPolicy::Zero,
            first: None,
        }
    }

    /// Notes lane `l`'s fault.
    #[inline(always)]
    pub(super) fn record(&mut self, l: usize, o: Oob, env: &Env) {
        if self.zero {
            env.oob_hits.set(env.oob_hits.get() + 1);
        } else if self.first.is_none() {
            self.first = Some((l, o));
        }
    }

    /// Lane `l`'s value, or `default` (the fault noted). `env` comes last so that `r` may be
    /// computed with `env` borrowed mutably.
    #[inline(always)]
    pub(super) fn or<T>(&mut self, l: usize, r: Result<T, Oob>, default: T, env: &Env) -> T {
        match r {
            Ok(v) => v,
            Err(o) => {
                self.record(l, o, env);
                default
            }
        }
    }
}

impl Wave {
    pub(super) fn oob_err(
        &self,
        env: &Env,
        op: &Op,
        lane: usize,
        space: &'static str,
        o: Oob,
    ) -> EmuError {
        EmuError::OutOfBounds {
            file: env.prog.file.clone(),
            line: op.line,
            kernel: env.prog.kernel.clone(),
            group: env.group,
            wave: self.id,
            lane: lane as u32,
            space,
            addr: o.addr,
            size: o.size,
            nearest: o.nearest,
        }
    }

    pub(super) fn lds_oob(&self, env: &Env, addr: u64, size: u32) -> Oob {
        Oob {
            addr,
            size,
            nearest: format!("the group segment is {} bytes", env.lds_bytes),
        }
    }

    pub(super) fn vmem(&mut self, env: &mut Env, op: &Op, gfx11: bool) -> Result<(), EmuError> {
        match op.class {
            Class::Smem if super::decode::smem_has_data(op.k) => self.smem_data(env, op),
            Class::Smem
                if matches!(
                    op.k,
                    K::s_scratch_load_b32 | K::s_scratch_load_b64 | K::s_scratch_load_b128
                ) =>
            {
                self.smem_data(env, op)
            }
            Class::Smem => self.smem(env, op),
            Class::Lds => self.ds(env, op),
            _ if op.fmt.is_some() => self.buffer_format(env, op, gfx11),
            _ if super::decode::lds_load(op.k) => self.load_to_lds(env, op),
            _ => self.global(env, op, gfx11),
        }
    }

    fn smem(&mut self, env: &mut Env, op: &Op) -> Result<(), EmuError> {
        let Opnd::S(d) = op.dst[0] else {
            return Ok(());
        };
        if matches!(op.k, K::s_memtime | K::s_memrealtime) {
            // A deterministic clock: the wave's instruction count.
            self.ws64(d, self.instructions);
            return Ok(());
        }
        let w = match op.k {
            K::s_load_b64 | K::s_buffer_load_b64 => 2,
            K::s_load_b128 | K::s_buffer_load_b128 => 4,
            K::s_load_b256 | K::s_buffer_load_b256 => 8,
            K::s_load_b512 | K::s_buffer_load_b512 => 16,
            _ => 1,
        };
        let base = match op.k {
            K::s_buffer_load_b32
            | K::s_buffer_load_b64
            | K::s_buffer_load_b128
            | K::s_buffer_load_b256
            | K::s_buffer_load_b512 => self.s64(op.src[0]) & 0xffff_ffff_ffff,
            _ => self.s64(op.src[0]),
        };
        let soff = match op.src[1] {
            Opnd::None => 0,
            o => self.s32(o) as u64,
        };
        let addr = base.wrapping_add(op.off0 as u64).wrapping_add(soff) & !3;
        let mut buf = [0u32; 16];
        if let Err(o) = env.mem.read(addr, &mut buf[..w]) {
            match env.oob {
                OobPolicy::Error => return Err(self.oob_err(env, op, 0, "scalar", o)),
                OobPolicy::Zero => {
                    env.oob_hits.set(env.oob_hits.get() + 1);
                    buf = [0; 16]
                }
            }
        }
        for (i, v) in buf[..w].iter().enumerate() {
            self.ws32(d + i as u16, *v);
        }
        self.issue(
            Counter::Lgkm,
            Some(RegRef {
                vector: false,
                first: d,
                count: w as u16,
                part: Part::Whole,
            }),
            true,
        );
        Ok(())
    }

    pub(super) fn lds_read(&self, env: &Env, addr: u32, size: u32) -> Result<u32, Oob> {
        let end = addr as u64 + size as u64;
        if end > env.lds_bytes as u64 {
            return Err(self.lds_oob(env, addr as u64, size));
        }
        if addr % 4 == 0 && size == 4 {
            return Ok(env.lds[addr as usize / 4]);
        }
        let mut v = 0u32;
        for j in 0..size {
            let a = (addr + j) as usize;
            v |= ((env.lds[a / 4] >> (8 * (a % 4))) & 0xff) << (8 * j);
        }
        Ok(v)
    }

    pub(super) fn lds_write(&self, env: &mut Env, addr: u32, size: u32, v: u32) -> Result<(), Oob> {
        let end = addr as u64 + size as u64;
        if end > env.lds_bytes as u64 {
            return Err(self.lds_oob(env, addr as u64, size));
        }
        if addr % 4 == 0 && size == 4 {
            env.lds[addr as usize / 4] = v;
            return Ok(());
        }
        for j in 0..size {
            let a = (addr + j) as usize;
            let sh = 8 * (a % 4);
            let w = &mut env.lds[a / 4];
            *w = (*w & !(0xff << sh)) | (((v >> (8 * j)) & 0xff) << sh);
        }
        Ok(())
    }

    /// The common LDS load: `w` dwords per lane at each of `offs` into VGPRs `d..`, every
    /// access aligned and inside the group segment (see [`lds_gather`]). False when some access
    /// is not, or the shape is not one this path takes: the exact per-lane path then runs.
    fn lds_fast(
        &mut self,
        env: &Env,
        d: usize,
        w: usize,
        addr: &[u32; 64],
        offs: &[u32],
        exec: u64,
    ) -> bool {
        let n = self.n;
        let (Some(lds), Some(dst)) = (
            env.lds.get(..env.lds_bytes as usize / 4),
            self.v.get_mut(d..d + w * offs.len()),
        ) else {
            return false;
        };
        match w {
            1 => lds_gather::<1>(dst, lds, addr, offs, exec, n),
            2 => lds_gather::<2>(dst, lds, addr, offs, exec, n),
            3 => lds_gather::<3>(dst, lds, addr, offs, exec, n),
            4 => lds_gather::<4>(dst, lds, addr, offs, exec, n),
            _ => false,
        }
    }

    /// The common LDS store: `w` dwords per lane from each data VGPR of `data` to its byte
    /// offset, every access aligned and inside the group segment (see [`lds_scatter`]). False
    /// when some access is not, or a data operand is not a VGPR: the exact per-lane path then
    /// runs (and rewrites, in the same order, every word this one wrote).
    fn lds_store_fast(
        &mut self,
        env: &mut Env,
        w: usize,
        addr: &[u32; 64],
        data: &[(Opnd, u32)],
        exec: u64,
    ) -> bool {
        let n = self.n;
        let Some(lds) = env.lds.get_mut(..env.lds_bytes as usize / 4) else {
            return false;
        };
        let mut srcs: [(&[Lanes], u32); 2] = [(&[], 0); 2];
        for (s, &(o, off)) in srcs.iter_mut().zip(data) {
            let Opnd::V(r) = o else {
                return false;
            };
            let Some(regs) = self.v.get(r as usize..r as usize + w) else {
                return false;
            };
            *s = (regs, off);
        }
        let srcs = &srcs[..data.len()];
        match w {
            1 => lds_scatter::<1>(lds, srcs, addr, exec, n),
            2 => lds_scatter::<2>(lds, srcs, addr, exec, n),
            3 => lds_scatter::<3>(lds, srcs, addr, exec, n),
            4 => lds_scatter::<4>(lds, srcs, addr, exec, n),
            _ => false,
        }
    }

    /// One DS op: the families below in turn, then the ops with their own addressing
    /// (`ds_misc`); out-of-bounds lanes fail the op (or count, under `OobPolicy::Zero`).
    fn ds(&mut self, env: &mut Env, op: &Op) -> Result<(), EmuError> {
        use K::*;
        let mut addr = [0u32; 64];
        self.v32(op.src[0], &mut addr);
        let d = match op.dst[0] {
            Opnd::V(d) => d as usize,
            _ => 0,
        };
        let w = mem_dwords(op.k) as usize;
        let a = DsArgs {
            exec: self.exec(),
            addr: &addr,
            w,
            d,
        };
        let mut faults = Faults::new(env);
        let mine = self.ds_loads(env, op, &a, &mut faults)
            || self.ds_stores(env, op, &a, &mut faults)?
            || self.ds_lane_ops(env, op, &a, &mut faults)?;
        if !mine {
            return self.ds_misc(env, op);
        }
        if let Some((l, o)) = faults.first {
            return Err(self.oob_err(env, op, l, "LDS", o));
        }
        let dst = match op.dst[0] {
            Opnd::V(d) => Some(RegRef {
                vector: true,
                first: d,
                count: match op.k {
                    ds_load_2addr_b32 | ds_load_2addr_stride64_b32 => 2,
                    ds_load_2addr_b64 | ds_load_2addr_stride64_b64 => 4,
                    ds_atomic => op.atomic.map_or(1, |a| a.bits as u16 / 32),
                    _ => w as u16,
                },
                part: access(op.k).part,
            }),
            _ => None,
        };
        self.issue(Counter::Lgkm, dst, false);
        Ok(())
    }

    /// Loads: one address (whole dwords, or a byte or short into one half) or two (`2addr`).
    #[inline(always)]
    fn ds_loads(&mut self, env: &mut Env, op: &Op, a: &DsArgs<'_>, faults: &mut Faults) -> bool {
        use K::*;
        let n = self.n;
        let DsArgs { exec, addr, w, d } = *a;
        match op.k {
            ds_nop => {}
            ds_load_b32 | ds_load_b64 | ds_load_b96 | ds_load_b128
                if self.lds_fast(env, d, w, addr, &[op.off0 as u32], exec) => {}
            ds_load_b32 | ds_load_b64 | ds_load_b96 | ds_load_b128 => {
                let mut out = [[0u32; 64]; 4];
                let limit = env.lds_bytes as u64;
                for_lanes(exec, n, |l| {
                    let a = addr[l].wrapping_add(op.off0 as u32);
                    if a % 4 == 0 && a as u64 + 4 * w as u64 <= limit {
                        let base = a as usize / 4;
                        for (i, o) in out.iter_mut().enumerate().take(w) {
                            o[l] = env.lds[base + i];
                        }
                    } else {
                        for (i, o) in out.iter_mut().enumerate().take(w) {
                            o[l] = faults.or(
                                l,
                                self.lds_read(env, a.wrapping_add(4 * i as u32), 4),
                                0,
                                env,
                            );
                        }
                    }
                });
                for (i, o) in out.iter().enumerate().take(w) {
                    let dv = &mut self.v[d + i];
                    for_lanes(exec, n, |l| dv[l] = o[l]);
                }
            }
            ds_load_u8 | ds_load_i8 | ds_load_u16 | ds_load_i16 | ds_load_u8_d16
            | ds_load_u8_d16_hi | ds_load_i8_d16 | ds_load_i8_d16_hi | ds_load_u16_d16
            | ds_load_u16_d16_hi => {
                let acc = access(op.k);
                let mut out = [0u32; 64];
                for_lanes(exec, n, |l| {
                    let a = addr[l].wrapping_add(op.off0 as u32);
                    let v = faults.or(l, self.lds_read(env, a, acc.bytes), 0, env);
                    out[l] = acc.load(self.v[d][l], v);
                });
                let dv = &mut self.v[d];
                for_lanes(exec, n, |l| dv[l] = out[l]);
            }
            ds_load_2addr_b32
            | ds_load_2addr_b64
            | ds_load_2addr_stride64_b32
            | ds_load_2addr_stride64_b64
                if self.lds_fast(env, d, w, addr, &two_addr_offsets(op, w), exec) => {}
            ds_load_2addr_b32
            | ds_load_2addr_b64
            | ds_load_2addr_stride64_b32
            | ds_load_2addr_stride64_b64 => {
                let mut out = [[0u32; 64]; 4];
                let limit = env.lds_bytes as u64;
                let [o0, o1] = two_addr_offsets(op, w);
                for_lanes(exec, n, |l| {
                    let (a0, a1) = (addr[l].wrapping_add(o0), addr[l].wrapping_add(o1));
                    // Aligned and in bounds (the common case): index the words directly.
                    if (a0 | a1) % 4 == 0 && a0.max(a1) as u64 + 4 * w as u64 <= limit {
                        let (b0, b1) = (a0 as usize / 4, a1 as usize / 4);
                        for i in 0..w {
                            out[i][l] = env.lds[b0 + i];
                            out[w + i][l] = env.lds[b1 + i];
                        }
                        return;
                    }
                    for (j, a) in [a0, a1].into_iter().enumerate() {
                        for i in 0..w {
                            out[j * w + i][l] = faults.or(
                                l,
                                self.lds_read(env, a.wrapping_add(4 * i as u32), 4),
                                0,
                                env,
                            );
                        }
                    }
                });
                for (i, o) in out.iter().enumerate().take(2 * w) {
                    let dv = &mut self.v[d + i];
                    for_lanes(exec, n, |l| dv[l] = o[l]);
                }
            }
            _ => return false,
        }
        true
    }

    /// Stores: one address or two (`2addr`).
    #[inline(always)]
    fn ds_stores(
        &mut self,
        env: &mut Env,
        op: &Op,
        a: &DsArgs<'_>,
        faults: &mut Faults,
    ) -> Result<bool, EmuError> {
        use K::*;
        let n = self.n;
        let DsArgs { exec, addr, w, .. } = *a;
        match op.k {
            ds_store_b32 | ds_store_b64 | ds_store_b96 | ds_store_b128
                if self.lds_store_fast(env, w, addr, &[(op.src[1], op.off0 as u32)], exec) => {}
            ds_store_2addr_b32
            | ds_store_2addr_b64
            | ds_store_2addr_stride64_b32
            | ds_store_2addr_stride64_b64
                if self.lds_store_fast(env, w, addr, &two_addr_stores(op, w), exec) => {}
            ds_store_b8 | ds_store_b16 | ds_store_b32 | ds_store_b64 | ds_store_b96
            | ds_store_b128 | ds_store_b8_d16_hi | ds_store_b16_d16_hi => {
                let Opnd::V(data) = op.src[1] else {
                    return Err(self.unsupported(env, op.line, "ds_store data is not a VGPR"));
                };
                let acc = access(op.k);
                for_lanes(exec, n, |l| {
                    let a = addr[l].wrapping_add(op.off0 as u32);
                    for i in 0..w {
                        let v = acc.store(self.v[data as usize + i][l]);
                        faults.or(
                            l,
                            self.lds_write(env, a.wrapping_add(4 * i as u32), acc.bytes, v),
                            (),
                            env,
                        );
                    }
                });
            }
            ds_store_2addr_b32
            | ds_store_2addr_b64
            | ds_store_2addr_stride64_b32
            | ds_store_2addr_stride64_b64 => {
                let (Opnd::V(d0), Opnd::V(d1)) = (op.src[1], op.src[2]) else {
                    return Err(self.unsupported(env, op.line, "ds_store data is not a VGPR"));
                };
                let [(_, o0), (_, o1)] = two_addr_stores(op, w);
                for_lanes(exec, n, |l| {
                    for (data, off) in [(d0, o0), (d1, o1)] {
                        let a = addr[l].wrapping_add(off);
                        for i in 0..w {
                            let v = self.v[data as usize + i][l];
                            faults.or(
                                l,
                                self.lds_write(env, a.wrapping_add(4 * i as u32), 4, v),
                                (),
                                env,
                            );
                        }
                    }
                });
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Cross-lane permutes and atomics (the add forms and the generic `ds_atomic`).
    #[inline(always)]
    fn ds_lane_ops(
        &mut self,
        env: &mut Env,
        op: &Op,
        a: &DsArgs<'_>,
        faults: &mut Faults,
    ) -> Result<bool, EmuError> {
        use K::*;
        let n = self.n;
        let DsArgs { exec, addr, d, .. } = *a;
        match op.k {
            ds_bpermute_b32 | ds_permute_b32 => {
                let mut data: Lanes = [0; 64];
                self.v32(op.src[1], &mut data);
                let mut out = [0u32; 64];
                if op.k == ds_bpermute_b32 {
                    // Lane l reads lane (addr/4) of the source; inactive source lanes read 0.
                    for_lanes(exec, n, |l| {
                        let src = (addr[l].wrapping_add(op.off0 as u32) / 4) as usize % n;
                        out[l] = if exec >> src & 1 != 0 { data[src] } else { 0 };
                    });
                } else {
                    for_lanes(exec, n, |l| {
                        let dst = (addr[l].wrapping_add(op.off0 as u32) / 4) as usize % n;
                        out[dst] = data[l];
                    });
                }
                let dv = &mut self.v[d];
                for_lanes(exec, n, |l| dv[l] = out[l]);
            }
            ds_add_u32 | ds_add_rtn_u32 | ds_add_f32 | ds_add_rtn_f32 => {
                let mut data: Lanes = [0; 64];
                self.v32(op.src[1], &mut data);
                let mut out = [0u32; 64];
                let float = matches!(op.k, ds_add_f32 | ds_add_rtn_f32);
                // Lanes are applied in lane order: deterministic.
                for_lanes(exec, n, |l| {
                    let a = addr[l].wrapping_add(op.off0 as u32);
                    let old = faults.or(l, self.lds_read(env, a, 4), 0, env);
                    out[l] = old;
                    let new = if float {
                        (f32::from_bits(old) + f32::from_bits(data[l])).to_bits()
                    } else {
                        old.wrapping_add(data[l])
                    };
                    faults.or(l, self.lds_write(env, a, 4, new), (), env);
                });
                if matches!(op.k, ds_add_rtn_u32 | ds_add_rtn_f32) {
                    let dv = &mut self.v[d];
                    for_lanes(exec, n, |l| dv[l] = out[l]);
                }
            }
            ds_atomic => {
                let Some(a) = op.atomic else {
                    return Err(self.unsupported(env, op.line, "LDS atomic without an operation"));
                };
                let wd = (a.bits / 32) as usize;
                let reg = |o: Opnd| match o {
                    Opnd::V(r) => Some(r as usize),
                    _ => None,
                };
                let (d1, d2) = (reg(op.src[1]), reg(op.src[2]));
                let mut out = [[0u32; 64]; 2];
                // Lanes are applied in lane order: deterministic.
                for_lanes(exec, n, |l| {
                    let a0 = addr[l].wrapping_add(op.off0 as u32);
                    let get = |r: Option<usize>| {
                        r.map_or(0, |r| {
                            (0..wd).fold(0u64, |acc, i| acc | (self.v[r + i][l] as u64) << (32 * i))
                        })
                    };
                    let mut old = 0u64;
                    for i in 0..wd {
                        let v = faults.or(
                            l,
                            self.lds_read(env, a0.wrapping_add(4 * i as u32), 4),
                            0,
                            env,
                        );
                        old |= (v as u64) << (32 * i);
                        out[i][l] = v;
                    }
                    let new = atomic_apply(a, old, get(d1), get(d2));
                    for i in 0..wd {
                        faults.or(
                            l,
                            self.lds_write(
                                env,
                                a0.wrapping_add(4 * i as u32),
                                4,
                                (new >> (32 * i)) as u32,
                            ),
                            (),
                            env,
                        );
                    }
                });
                if let Opnd::V(_) = op.dst[0] {
                    for (i, o) in out.iter().enumerate().take(wd) {
                        let dv = &mut self.v[d + i];
                        for_lanes(exec, n, |l| dv[l] = o[l]);
                    }
                }
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Per-lane addresses of a FLAT/GLOBAL/SCRATCH/MUBUF access of `bytes` per lane, and the
    /// lanes whose access is in range. MUBUF: resource base + soffset + offset + the VGPR
    /// offset (`offen`) + stride * the VGPR index (`idxen`; with both, the index comes first).
    /// A raw buffer's (stride 0) accesses beyond the resource's `num_records` (dword 2) are
    /// not performed by hardware (loads and atomics return 0, stores are dropped), and that is
    /// not an error: Triton points masked-off lanes past the end on purpose. That check is per
    /// lane, on the whole access, and covers the VGPR offset plus the instruction offset
    /// (soffset is added after the check, as on GFX9-GFX11). A structured buffer (stride != 0)
    /// counts `num_records` in elements: lanes whose index reaches it are out of range.
    pub(super) fn addresses(
        &self,
        env: &Env,
        op: &Op,
        store_or_atomic: bool,
        bytes: u32,
        out: &mut [u64; 64],
    ) -> u64 {
        let n = self.n;
        if is_mubuf(op.k) {
            let (vaddr, rsrc, soff) = if store_or_atomic {
                (op.src[1], op.src[2], op.src[3])
            } else {
                (op.src[0], op.src[1], op.src[2])
            };
            let base = match rsrc {
                Opnd::S(i) => self.s64(Opnd::S(i)) & 0xffff_ffff_ffff,
                _ => 0,
            };
            let so = self.s32(soff) as u64;
            let mut va = [0u32; 64];
            let mut vi = [0u32; 64];
            if let Opnd::V(r) = vaddr {
                if op.idxen {
                    self.v32(vaddr, &mut vi);
                    if op.offen {
                        self.v32(Opnd::V(r + 1), &mut va);
                    }
                } else {
                    // offen, or (hand-written) an address register without a flag
                    self.v32(vaddr, &mut va);
                }
            }
            let Opnd::S(r) = rsrc else {
                for l in 0..n {
                    out[l] = base + so + op.off0 as u64 + va[l] as u64;
                }
                return !0;
            };
            let stride = ((self.s32(Opnd::S(r + 1)) >> 16) & 0x3fff) as u64;
            let records = self.s32(Opnd::S(r + 2)) as u64;
            let mut in_range = 0u64;
            for l in 0..n {
                let offset = va[l] as u64 + op.off0 as u64;
                out[l] = base + so + offset + stride * vi[l] as u64;
                let ok = if stride == 0 {
                    offset + bytes as u64 <= records
                } else {
                    (vi[l] as u64) < records
                };
                in_range |= (ok as u64) << l;
            }
            return in_range;
        }
        let saddr = if store_or_atomic {
            op.src[2]
        } else {
            op.src[1]
        };
        match (op.seg, saddr) {
            (Seg::Global, Opnd::S(_)) => {
                let base = self.s64(saddr);
                let mut off = [0u32; 64];
                self.v32(op.src[0], &mut off);
                for l in 0..n {
                    out[l] = base
                        .wrapping_add(off[l] as u64)
                        .wrapping_add(op.off0 as u64);
                }
            }
            _ => {
                let _ = env;
                let off = op.off0 as u64;
                match op.src[0] {
                    // One pass over the register pair (every load and store of a pointer).
                    Opnd::V(r) if (r as usize + 1) < self.v.len() => {
                        let (lo, hi) = (&self.v[r as usize], &self.v[r as usize + 1]);
                        for ((a, &x), &y) in out[..n].iter_mut().zip(lo).zip(hi) {
                            *a = (x as u64 | (y as u64) << 32).wrapping_add(off);
                        }
                    }
                    o => {
                        self.v64(o, out);
                        for a in out[..n].iter_mut() {
                            *a = a.wrapping_add(off);
                        }
                    }
                }
            }
        }
        !0
    }

    /// Global/flat/buffer atomics of any operation and width (`op.atomic`). 64-bit values are
    /// read and written as two words: atomic per word only (see [`super::memory`] on races).
    fn atomic_generic(&mut self, env: &mut Env, op: &Op, gfx11: bool) -> Result<(), EmuError> {
        let Some(a) = op.atomic else {
            return Err(self.unsupported(env, op.line, "atomic without an operation"));
        };
        let (n, exec) = (self.n, self.exec());
        let mut addrs = [0u64; 64];
        let in_range = self.addresses(env, op, true, u32::from(a.bits / 8), &mut addrs);
        let buffer = op.k == K::buffer_atomic;
        let Opnd::V(data) = op.src[if buffer { 0 } else { 1 }] else {
            return Err(self.unsupported(env, op.line, "atomic data is not a VGPR"));
        };
        let data = data as usize;
        let wd = (a.bits / 32) as usize;
        let zero = env.oob == OobPolicy::Zero;
        let mut fail: Option<(usize, Oob)> = None;
        let mut out = [[0u32; 64]; 2];
        // (Out-of-range buffer lanes neither read nor write; they return 0.)
        for_lanes(exec & in_range, n, |l| {
            let get =
                |r: usize| (0..wd).fold(0u64, |acc, i| acc | (self.v[r + i][l] as u64) << (32 * i));
            let (d, d2) = (get(data), get(data + wd));
            let r = if wd == 1 {
                env.mem
                    .atomic(addrs[l], |m| atomic_apply(a, m as u64, d, d2) as u32)
                    .map(|old| old as u64)
            } else {
                let mut w = [0u32; 2];
                env.mem.read(addrs[l], &mut w).and_then(|()| {
                    let old = w[0] as u64 | (w[1] as u64) << 32;
                    let new = atomic_apply(a, old, d, d2);
                    env.mem
                        .write(addrs[l], &[new as u32, (new >> 32) as u32])
                        .map(|()| old)
                })
            };
            match r {
                Ok(old) => {
                    out[0][l] = old as u32;
                    out[1][l] = (old >> 32) as u32;
                }
                Err(o) => {
                    if zero {
                        env.oob_hits.set(env.oob_hits.get() + 1);
                    } else if fail.is_none() {
                        fail = Some((l, o));
                    }
                }
            }
        });
        if let Some((l, o)) = fail {
            return Err(self.oob_err(env, op, l, "global", o));
        }
        // The returning forms: a separate vdst (FLAT/GLOBAL), the data register (MUBUF glc).
        let ret = match op.dst[0] {
            Opnd::V(d) => Some(d as usize),
            _ if buffer && (op.glc) => Some(data),
            _ => None,
        };
        self.retire_vmem(exec, &out, ret, wd, Part::Whole, gfx11);
        Ok(())
    }

    /// Completes a vector-memory instruction: the returned words go to `dst` (if any) and the
    /// instruction counts on VM_CNT with those registers pending; one without a result counts
    /// on VS_CNT (gfx11 stores) or VM_CNT.
    pub(super) fn retire_vmem(
        &mut self,
        exec: u64,
        out: &[[u32; 64]],
        dst: Option<usize>,
        w: usize,
        part: Part,
        gfx11: bool,
    ) {
        let n = self.n;
        let Some(d) = dst else {
            self.issue(if gfx11 { Counter::Vs } else { Counter::Vm }, None, false);
            return;
        };
        for (i, o) in out.iter().enumerate().take(w) {
            let dv = &mut self.v[d + i];
            for_lanes(exec, n, |l| dv[l] = o[l]);
        }
        self.issue(
            Counter::Vm,
            Some(RegRef {
                vector: true,
                first: d as u16,
                count: w as u16,
                part,
            }),
            false,
        );
    }

    /// `scratch_*`: each lane's private segment, addressed by `vaddr + saddr + offset` (the
    /// scratch base the hardware adds is the lane's own segment here).
    fn scratch(&mut self, env: &mut Env, op: &Op, gfx11: bool) -> Result<(), EmuError> {
        let (n, exec) = (self.n, self.exec());
        let size = env.private_bytes as usize;
        if self.private.len() < size * 64 {
            self.private.resize(size * 64, 0);
        }
        let store = op.class == Class::VmemStore;
        let saddr = op.src[if store { 2 } else { 1 }];
        let base = match saddr {
            Opnd::S(_) => self.s32(saddr),
            _ => 0,
        };
        let mut va = [0u32; 64];
        if op.src[0] != Opnd::None {
            self.v32(op.src[0], &mut va);
        }
        let w = mem_dwords(op.k) as usize;
        let acc = access(op.k);
        let bytes = if acc.bytes < 4 {
            acc.bytes as usize
        } else {
            4 * w
        };
        let data = match op.src[1] {
            Opnd::V(r) => r as usize,
            _ => 0,
        };
        let d = match op.dst[0] {
            Opnd::V(d) => d as usize,
            _ => 0,
        };
        let mut out = [[0u32; 64]; 4];
        let mut fail = None;
        for_lanes(exec, n, |l| {
            let off = va[l].wrapping_add(base).wrapping_add(op.off0 as u32) as usize;
            if off + bytes > size {
                if fail.is_none() {
                    fail = Some((l, off));
                }
                // (OOB policy zero) a load reads zeros
                out[0][l] = acc.load(self.v[d][l], 0);
                return;
            }
            let mem = &mut self.private[l * size + off..l * size + off + bytes];
            if store {
                for (i, b) in mem.iter_mut().enumerate() {
                    *b = (acc.store(self.v[data + i / 4][l]) >> (8 * (i % 4))) as u8;
                }
            } else {
                for (i, b) in mem.iter().enumerate() {
                    out[i / 4][l] |= (*b as u32) << (8 * (i % 4));
                }
                out[0][l] = acc.load(self.v[d][l], out[0][l]);
            }
        });
        if let Some((l, off)) = fail {
            if env.oob == OobPolicy::Error {
                let o = Oob {
                    addr: off as u64,
                    size: bytes as u32,
                    nearest: format!("the private segment is {size} bytes per work-item"),
                };
                return Err(self.oob_err(env, op, l, "private", o));
            }
        }
        self.retire_vmem(
            exec,
            &out,
            (!store).then_some(d),
            w,
            access(op.k).part,
            gfx11,
        );
        Ok(())
    }

    /// Dword loads whose active lanes all fall, aligned, in one buffer: one region lookup for
    /// the instruction. Returns false (nothing read) otherwise.
    #[inline]
    fn load_span<'m>(
        &self,
        mem: &'m Memory,
        op: &Op,
        addrs: &[u64; 64],
        exec: u64,
        w: usize,
    ) -> Option<(&'m [AtomicU32], u64)> {
        use K::*;
        if !matches!(
            op.k,
            global_load_b32
                | global_load_b64
                | global_load_b96
                | global_load_b128
                | buffer_load_b32
                | buffer_load_b64
                | buffer_load_b96
                | buffer_load_b128
        ) || exec == 0
        {
            return None;
        }
        let (mut lo, mut hi, mut bits) = (u64::MAX, 0u64, 0u64);
        for_lanes(exec, self.n, |l| {
            lo = lo.min(addrs[l]);
            hi = hi.max(addrs[l]);
            bits |= addrs[l];
        });
        if bits & 3 != 0 {
            return None;
        }
        mem.span(lo, hi.checked_add(4 * w as u64)?)
    }

    /// A dword load (`global_load_b32..b128`, `buffer_load_b32..b128`) whose every active lane
    /// reads aligned whole words of the buffer the first active lane's address is in: the words
    /// go straight into VGPRs `d..d + w` (see [`mem_gather`]). False when some lane does not
    /// (the exact per-lane path then redoes every lane from `addrs`, computed before any
    /// register was written) or the op is not such a load.
    fn global_fast(
        &mut self,
        mem: &Memory,
        op: &Op,
        d: usize,
        w: usize,
        addrs: &[u64; 64],
        exec: u64,
    ) -> bool {
        use K::*;
        let dword_load = matches!(
            op.k,
            global_load_b32
                | global_load_b64
                | global_load_b96
                | global_load_b128
                | buffer_load_b32
                | buffer_load_b64
                | buffer_load_b96
                | buffer_load_b128
        );
        if !dword_load || exec == 0 {
            return false;
        }
        let n = self.n;
        let first = addrs[exec.trailing_zeros() as usize];
        let (Some((words, base)), Some(dst)) = (mem.words_around(first), self.v.get_mut(d..d + w))
        else {
            return false;
        };
        match w {
            1 => mem_gather::<1>(dst, words, base, addrs, exec, n),
            2 => mem_gather::<2>(dst, words, base, addrs, exec, n),
            3 => mem_gather::<3>(dst, words, base, addrs, exec, n),
            4 => mem_gather::<4>(dst, words, base, addrs, exec, n),
            _ => false,
        }
    }

    /// A FLAT/GLOBAL/MUBUF op (scratch and the generic atomics have their own): the addresses,
    /// then a store, or a load (the fast paths first) or a named atomic, then the results.
    fn global(&mut self, env: &mut Env, op: &Op, gfx11: bool) -> Result<(), EmuError> {
        use K::*;
        if op.seg == Seg::Scratch {
            return self.scratch(env, op, gfx11);
        }
        if matches!(op.k, global_atomic | buffer_atomic) {
            return self.atomic_generic(env, op, gfx11);
        }
        let mut addrs = [0u64; 64];
        let g = self.global_args(env, op, &mut addrs);
        let mut faults = Faults::new(env);
        if g.store {
            self.global_store(env, op, &g, &mut faults)?;
            if let Some((l, o)) = faults.first {
                return Err(self.oob_err(env, op, l, "global", o));
            }
            self.issue(if gfx11 { Counter::Vs } else { Counter::Vm }, None, false);
            return Ok(());
        }
        let (n, exec, w, d) = (self.n, g.exec, g.w, g.d);
        if !g.atomic
            && !g.flat
            && g.all == exec
            && matches!(op.dst[0], Opnd::V(_))
            && self.global_fast(env.mem, op, d, w, g.addrs, exec)
        {
            let dst = RegRef {
                vector: true,
                first: d as u16,
                count: w as u16,
                part: access(op.k).part,
            };
            self.issue(Counter::Vm, Some(dst), false);
            return Ok(());
        }
        let mut out = [[0u32; 64]; 4];
        let span = (!g.atomic && !g.flat)
            .then(|| self.load_span(env.mem, op, g.addrs, exec, w))
            .flatten();
        if g.atomic {
            self.global_named_atomic(env, op, &g, &mut out, &mut faults);
        } else if let Some((words, base)) = span {
            // every lane in one buffer, aligned: read without per-lane lookups
            for_lanes(exec, n, |l| {
                let i = ((g.addrs[l] - base) / 4) as usize;
                for (j, o) in out.iter_mut().enumerate().take(w) {
                    o[l] = words[i + j].load(Relaxed);
                }
            });
        } else {
            self.global_load_lanes(env, op, &g, &mut out, &mut faults);
        }
        if let Some((l, o)) = faults.first {
            return Err(self.oob_err(env, op, l, "global", o));
        }
        let dst = matches!(op.dst[0], Opnd::V(_)).then_some(d);
        if dst.is_some() {
            let acc = access(op.k);
            for_lanes(g.all & !g.in_range, n, |l| {
                for o in out.iter_mut().take(w) {
                    o[l] = 0;
                }
                out[0][l] = acc.load(self.v[d][l], 0);
            });
        }
        self.retire_vmem(g.all, &out, dst, w, access(op.k).part, gfx11);
        Ok(())
    }

    /// The addresses of a FLAT/GLOBAL/MUBUF op and the lanes that access memory.
    fn global_args<'a>(
        &mut self,
        env: &mut Env,
        op: &Op,
        addrs: &'a mut [u64; 64],
    ) -> GlobalArgs<'a> {
        let store = op.class == Class::VmemStore;
        let facts = super::decode::mem_facts(op.k);
        let atomic = facts.global_atomic;
        let w = facts.dwords as usize;
        let bytes = if access(op.k).bytes < 4 {
            access(op.k).bytes
        } else {
            4 * w as u32
        };
        let all = self.exec();
        let in_range = self.addresses(env, op, store || atomic, bytes, addrs);
        let d = match op.dst[0] {
            Opnd::V(d) => d as usize,
            _ => 0,
        };
        GlobalArgs {
            all,
            in_range,
            // Lanes whose buffer access is out of range: stores dropped, loads return 0.
            exec: all & in_range,
            addrs,
            w,
            d,
            store,
            atomic,
            buffer: facts.buffer,
            flat: op.seg == Seg::Flat,
        }
    }

    /// A store: each lane's dwords (or byte or short) to memory or, through the flat
    /// aperture, to LDS.
    fn global_store(
        &mut self,
        env: &mut Env,
        op: &Op,
        g: &GlobalArgs<'_>,
        faults: &mut Faults,
    ) -> Result<(), EmuError> {
        let (n, w) = (self.n, g.w);
        let data = match op.src[if g.buffer { 0 } else { 1 }] {
            Opnd::V(r) => r as usize,
            _ => return Err(self.unsupported(env, op.line, "store data is not a VGPR")),
        };
        let acc = access(op.k);
        let size = acc.bytes;
        let mut hint = 0usize;
        for_lanes(g.exec, n, |l| {
            let mut vals = [0u32; 4];
            for (i, v) in vals.iter_mut().enumerate().take(w) {
                *v = acc.store(self.v[data + i][l]);
            }
            let r = if let Some(la) = lds_aperture(g.flat, g.addrs[l]) {
                let mut r = Ok(());
                for (i, v) in vals.iter().enumerate().take(w) {
                    if let Err(e) = self.lds_write(env, la.wrapping_add(4 * i as u32), size, *v) {
                        r = Err(e);
                    }
                }
                r
            } else if size == 4 {
                env.mem.write_hinted(g.addrs[l], &vals[..w], &mut hint)
            } else {
                env.mem.write_small(g.addrs[l], size, vals[0])
            };
            if let Err(o) = r {
                faults.record(l, o, env);
            }
        });
        Ok(())
    }

    /// The named 32-bit global atomics, lane by lane in lane order; the old values to `out`.
    fn global_named_atomic(
        &mut self,
        env: &mut Env,
        op: &Op,
        g: &GlobalArgs<'_>,
        out: &mut [Lanes; 4],
        faults: &mut Faults,
    ) {
        use K::*;
        let n = self.n;
        let mut data = [0u32; 64];
        let mut cmp = [0u32; 64];
        if let Opnd::V(r) = op.src[1] {
            data[..n].copy_from_slice(&self.v[r as usize][..n]);
            if op.k == global_atomic_cmpswap_b32 {
                cmp[..n].copy_from_slice(&self.v[r as usize + 1][..n]);
            }
        }
        let k = op.k;
        // Lanes are applied in lane order.
        for_lanes(g.exec, n, |l| {
            let (x, c) = (data[l], cmp[l]);
            let r = env.mem.atomic(g.addrs[l], |old| match k {
                global_atomic_add_u32 => old.wrapping_add(x),
                global_atomic_add_f32 => (f32::from_bits(old) + f32::from_bits(x)).to_bits(),
                global_atomic_max_i32 => (old as i32).max(x as i32) as u32,
                global_atomic_min_i32 => (old as i32).min(x as i32) as u32,
                global_atomic_max_u32 => old.max(x),
                global_atomic_min_u32 => old.min(x),
                global_atomic_swap_b32 => x,
                global_atomic_cmpswap_b32 => {
                    if old == c {
                        x
                    } else {
                        old
                    }
                }
                global_atomic_and_b32 => old & x,
                global_atomic_or_b32 => old | x,
                _ => old ^ x,
            });
            match r {
                Ok(old) => out[0][l] = old,
                Err(o) => faults.record(l, o, env),
            }
        });
    }

    /// A load lane by lane (the slow path): a byte or short, or dwords, from memory or through
    /// the flat aperture from LDS. A faulting lane reads 0 (a d16 load keeps the other half).
    fn global_load_lanes(
        &mut self,
        env: &mut Env,
        op: &Op,
        g: &GlobalArgs<'_>,
        out: &mut [Lanes; 4],
        faults: &mut Faults,
    ) {
        let (n, w, d) = (self.n, g.w, g.d);
        let acc = access(op.k);
        let mut hint = 0usize;
        for_lanes(g.exec, n, |l| {
            let a = g.addrs[l];
            let r = if acc.bytes < 4 {
                // A byte or short, from the LDS aperture (flat) or memory.
                let raw = match lds_aperture(g.flat, a) {
                    Some(la) => self.lds_read(env, la, acc.bytes),
                    None => env.mem.read_small(a, acc.bytes),
                };
                raw.map(|v| out[0][l] = acc.load(self.v[d][l], v))
            } else if let Some(la) = lds_aperture(g.flat, a) {
                let mut r = Ok(());
                for i in 0..w {
                    match self.lds_read(env, la.wrapping_add(4 * i as u32), 4) {
                        Ok(v) => out[i][l] = v,
                        Err(e) => r = Err(e),
                    }
                }
                r
            } else {
                let mut buf = [0u32; 4];
                env.mem.read_hinted(a, &mut buf[..w], &mut hint).map(|()| {
                    for i in 0..w {
                        out[i][l] = buf[i];
                    }
                })
            };
            if let Err(o) = r {
                for o in out.iter_mut().take(w) {
                    o[l] = 0;
                }
                // (OOB policy zero) a d16 load keeps the other half
                out[0][l] = acc.load(self.v[d][l], 0);
                faults.record(l, o, env);
            }
        });
    }
}

/// The LDS address of a flat address in the shared aperture (`flat` ops only).
fn lds_aperture(flat: bool, a: u64) -> Option<u32> {
    if flat && (SHARED_BASE..SHARED_BASE + (1 << 32)).contains(&a) {
        Some((a - SHARED_BASE) as u32)
    } else {
        None
    }
}

/// What `Wave::global_args` computes once for a FLAT/GLOBAL/MUBUF op (the addresses stay in
/// the caller's array: 512 bytes not copied per op).
struct GlobalArgs<'a> {
    /// The active lanes, those of them whose access is in range, and the two together.
    all: u64,
    in_range: u64,
    exec: u64,
    addrs: &'a [u64; 64],
    /// Dwords per lane and the first destination VGPR.
    w: usize,
    d: usize,
    store: bool,
    atomic: bool,
    /// MUBUF (the store data is the first source).
    buffer: bool,
    flat: bool,
}

/// Applies an atomic to the old value (64-bit lanes; 32-bit ops use the low half).
pub(super) fn atomic_apply(a: crate::isa::semantics::Atomic, m: u64, d: u64, d2: u64) -> u64 {
    use crate::isa::semantics::AtomicOp::*;
    let w32 = a.bits == 32;
    let sx = |x: u64| {
        if w32 {
            x as u32 as i32 as i64
        } else {
            x as i64
        }
    };
    let r = match a.op {
        Add => m.wrapping_add(d),
        Sub => m.wrapping_sub(d),
        Rsub => d.wrapping_sub(m),
        Inc => {
            if m >= d {
                0
            } else {
                m + 1
            }
        }
        Dec => {
            if m == 0 || m > d {
                d
            } else {
                m - 1
            }
        }
        MinI => sx(m).min(sx(d)) as u64,
        MaxI => sx(m).max(sx(d)) as u64,
        MinU => m.min(d),
        MaxU => m.max(d),
        MinF | MaxF | AddF if w32 => {
            let (x, y) = (f32::from_bits(m as u32), f32::from_bits(d as u32));
            let r = match a.op {
                MinF => super::fp::min32(x, y),
                MaxF => super::fp::max32(x, y),
                _ => x + y,
            };
            r.to_bits() as u64
        }
        MinF | MaxF | AddF => {
            let (x, y) = (f64::from_bits(m), f64::from_bits(d));
            let r = match a.op {
                MinF => super::fp::min64(x, y),
                MaxF => super::fp::max64(x, y),
                _ => x + y,
            };
            r.to_bits()
        }
        And => m & d,
        Or => m | d,
        Xor => m ^ d,
        Mskor => (m & !d) | d2,
        Swap => d,
        CmpSwap => {
            if m == d2 {
                d
            } else {
                m
            }
        }
        CmpSwapCmpFirst => {
            if m == d {
                d2
            } else {
                m
            }
        }
        SubClamp => m.saturating_sub(d),
        PkAddF16 | PkAddBf16 => pk_add(a.op == PkAddBf16, m as u32, d as u32) as u64,
    };
    if w32 {
        r & 0xffff_ffff
    } else {
        r
    }
}

/// How the addresses of a full wave are laid out, for the LDS loads that can then skip the
/// per-lane work (GEMM tiles read a row as a broadcast and a column as consecutive words).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// Every lane has the same address.
    Uniform,
    /// Lane l's address is lane 0's plus `4 * l` (wrapping; a run that wraps is out of the
    /// group segment, which the caller checks).
    Unit,
    Scattered,
}

impl Shape {
    /// Branch-free reductions over the lanes (vectorised): a few instructions per lane against
    /// the per-lane loads they save. `Unit` is only tested when `unit` asks for it.
    #[inline(always)]
    fn of(addrs: &[u32], unit: bool) -> Shape {
        let Some(&first) = addrs.first() else {
            return Shape::Scattered;
        };
        if addrs.iter().fold(0, |acc, &a| acc | (a ^ first)) == 0 {
            return Shape::Uniform;
        }
        if !unit {
            return Shape::Scattered;
        }
        let mut next = first;
        let mut diff = 0;
        for &a in addrs {
            diff |= a ^ next;
            next = next.wrapping_add(4);
        }
        if diff == 0 {
            Shape::Unit
        } else {
            Shape::Scattered
        }
    }
}

/// The data operands of a `ds_store_2addr*` with the byte offsets of their accesses
/// (`offset0`/`offset1` in units of the element size, times 64 for `stride64`).
fn two_addr_stores(op: &Op, w: usize) -> [(Opnd, u32); 2] {
    let stride64 = matches!(
        op.k,
        K::ds_store_2addr_stride64_b32 | K::ds_store_2addr_stride64_b64
    );
    let stride = w as u32 * 4 * if stride64 { 64 } else { 1 };
    [
        (op.src[1], op.off0 as u32 * stride),
        (op.src[2], op.off1 as u32 * stride),
    ]
}

/// Stores `W` words per active lane from each `(registers, byte offset)` of `srcs` to LDS word
/// `(addr + offset) / 4`, in lane order and, within a lane, in the order of `srcs` (the order
/// the per-lane path writes in, so a later lane wins the same way). Each access is checked
/// before it is written: true when all were aligned and inside `lds`; false at the first that
/// is not, with every word written so far one the per-lane path writes too.
fn lds_scatter<const W: usize>(
    lds: &mut [u32],
    srcs: &[(&[Lanes], u32)],
    addr: &[u32; 64],
    exec: u64,
    n: usize,
) -> bool {
    let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let mut lane = |l: usize| -> bool {
        for &(regs, off) in srcs {
            let a = addr[l].wrapping_add(off);
            let Some(words) = lds
                .get_mut(a as usize / 4..)
                .and_then(|s| s.first_chunk_mut::<W>())
            else {
                return false;
            };
            if a % 4 != 0 {
                return false;
            }
            for (x, r) in words.iter_mut().zip(regs) {
                *x = r[l];
            }
        }
        true
    };
    if exec == full {
        (0..n).all(&mut lane)
    } else {
        let mut m = exec;
        while m != 0 {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            if !lane(l) {
                return false;
            }
        }
        true
    }
}

/// Copies `W` words per active lane from byte `addrs[l] - base` of `words` (one buffer) into
/// `dst`, checking as it goes. True when every access was 4-byte aligned and inside `words`;
/// false as soon as one is not (some lanes may then hold words read at a rounded-down address;
/// the caller redoes every active lane with the exact path).
fn mem_gather<const W: usize>(
    dst: &mut [Lanes],
    words: &[AtomicU32],
    base: u64,
    addrs: &[u64; 64],
    exec: u64,
    n: usize,
) -> bool {
    let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let Ok(dst) = <&mut [Lanes; W]>::try_from(dst) else {
        return false;
    };
    let mut bits = 0u64;
    let mut lane = |l: usize| -> bool {
        // Below the base the offset wraps to a huge value, which no buffer holds.
        let off = addrs[l].wrapping_sub(base);
        bits |= off;
        let Some(ws) = words
            .get((off / 4) as usize..)
            .and_then(|s| s.first_chunk::<W>())
        else {
            return false;
        };
        for (r, x) in dst.iter_mut().zip(ws) {
            r[l] = x.load(Relaxed);
        }
        true
    };
    let ok = if exec == full {
        (0..n).all(&mut lane)
    } else {
        let mut m = exec;
        let mut ok = true;
        while m != 0 && ok {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            ok = lane(l);
        }
        ok
    };
    ok && bits % 4 == 0
}

/// The byte offsets of the two accesses of a `ds_load_2addr*`: `offset0`/`offset1` in units
/// of the element size (times 64 for the `stride64` forms).
fn two_addr_offsets(op: &Op, w: usize) -> [u32; 2] {
    let stride64 = matches!(
        op.k,
        K::ds_load_2addr_stride64_b32 | K::ds_load_2addr_stride64_b64
    );
    let stride = w as u32 * 4 * if stride64 { 64 } else { 1 };
    [op.off0 as u32 * stride, op.off1 as u32 * stride]
}

/// Copies `W` words per active lane from LDS word `(addr + off) / 4` for each byte offset `off`
/// of `offs` into `dst` (`W` registers per offset), checking as it goes. True when every
/// access was 4-byte aligned and inside `lds` (the group segment); false as soon as one is not
/// (then some lanes may hold words read at a rounded-down address, and the caller redoes every
/// active lane with the exact per-lane path, which overwrites them).
fn lds_gather<const W: usize>(
    dst: &mut [Lanes],
    lds: &[u32],
    addr: &[u32; 64],
    offs: &[u32],
    exec: u64,
    n: usize,
) -> bool {
    let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let shape = if exec == full {
        Shape::of(&addr[..n], W == 1)
    } else {
        Shape::Scattered
    };
    let mut bits = 0u32;
    for (regs, &off) in dst.chunks_exact_mut(W).zip(offs) {
        let Ok(regs) = <&mut [Lanes; W]>::try_from(regs) else {
            return false;
        };
        let a = addr[0].wrapping_add(off);
        let whole = |len: usize| lds.get(a as usize / 4..).and_then(|s| s.get(..len));
        match shape {
            Shape::Uniform => {
                // Every lane reads the same words (a broadcast).
                let Some(words) = whole(W) else { return false };
                for (r, &x) in regs.iter_mut().zip(words) {
                    r[..n].fill(x);
                }
                bits |= a;
                continue;
            }
            Shape::Unit if W == 1 => {
                // Lane l reads the word after lane l - 1's: one contiguous copy.
                let Some(words) = whole(n) else { return false };
                regs[0][..n].copy_from_slice(words);
                bits |= a;
                continue;
            }
            _ => {}
        }
        let mut lane = |l: usize| -> bool {
            let a = addr[l].wrapping_add(off);
            bits |= a;
            let Some(words) = lds.get(a as usize / 4..).and_then(|s| s.first_chunk::<W>()) else {
                return false;
            };
            for (r, &x) in regs.iter_mut().zip(words) {
                r[l] = x;
            }
            true
        };
        if exec == full {
            if !(0..n).all(&mut lane) {
                return false;
            }
        } else {
            let mut m = exec;
            while m != 0 {
                let l = m.trailing_zeros() as usize;
                m &= m - 1;
                if !lane(l) {
                    return false;
                }
            }
        }
    }
    bits % 4 == 0
}

/// Two 16-bit float adds, one per half, each rounded once to nearest even from the f64 sum.
fn pk_add(bf16: bool, m: u32, d: u32) -> u32 {
    let half = |x: u32, y: u32| -> u32 {
        let (x, y) = (x as u16, y as u16);
        if bf16 {
            let f = |h: u16| super::fp::bf16_to_f64(h as u32);
            super::fp::f64_to_bf16(f(x) + f(y)) as u32
        } else {
            let f = |h: u16| super::fp::f16_to_f32(h) as f64;
            super::fp::f64_to_f16(f(x) + f(y)) as u32
        }
    };
    half(m, d) | half(m >> 16, d >> 16) << 16
}
