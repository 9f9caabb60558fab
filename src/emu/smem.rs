//! gfx9 scalar memory beyond loads: `s_store_*` / `s_buffer_store_*`, the scalar scratch
//! accesses and the scalar atomics (CDNA3 ISA, "Scalar Memory Operations").
//!
//! # Model
//! - Addresses are formed as for `s_load` / `s_buffer_load`: the 64-bit base (or the
//!   resource's 48-bit base) + the instruction offset + the SGPR offset, dword-aligned.
//! - `s_scratch_*` address the wave's private segment as the hardware lays out flat scratch
//!   (swizzled with 4-byte elements): wave byte offset `X` is byte `X % 4` of dword
//!   `X / 4 / wave_size` of lane `X / 4 % wave_size`, so a scalar store is seen by the lanes'
//!   `scratch_*` loads. The base SGPR pair and the offsets add to `X`.
//! - Atomics use the memory atomic table (`isa::semantics::AtomicOp`); with `glc` the old value
//!   returns into the first half of the data registers (pending on lgkmcnt, out of order).

use super::decode::{sreg, Op, Opnd, Part, RegRef, K};
use super::memory::{Oob, OobPolicy};
use super::vmem::atomic_apply;
use super::wave::{Counter, Env, Wave};
use super::EmuError;

impl Wave {
    /// The SMEM ops with a data operand, and the scalar scratch loads.
    pub(super) fn smem_data(&mut self, env: &mut Env, op: &Op) -> Result<(), EmuError> {
        use K::*;
        // Scratch loads: `sdst, sbase, soffset`; the others `sdata, sbase, soffset`.
        let (data, base_op, soff_op) = match op.dst[0] {
            Opnd::S(d) => (Opnd::S(d), op.src[0], op.src[1]),
            _ => (op.src[0], op.src[1], op.src[2]),
        };
        let Opnd::S(data) = data else {
            return Err(self.unsupported(env, op.line, "scalar memory data is not an SGPR"));
        };
        let buffer = matches!(
            op.k,
            s_buffer_store_b32 | s_buffer_store_b64 | s_buffer_store_b128 | s_buffer_atomic
        );
        let base = if buffer {
            self.s64(base_op) & 0xffff_ffff_ffff
        } else {
            self.s64(base_op)
        };
        let soff = match soff_op {
            Opnd::None => 0,
            o => self.s32(o) as u64,
        };
        let addr = base.wrapping_add(op.off0 as u64).wrapping_add(soff) & !3;
        let w = match op.k {
            s_store_b64 | s_buffer_store_b64 | s_scratch_load_b64 | s_scratch_store_b64 => 2,
            s_store_b128 | s_buffer_store_b128 | s_scratch_load_b128 | s_scratch_store_b128 => 4,
            _ => 1,
        };
        match op.k {
            s_scratch_load_b32 | s_scratch_load_b64 | s_scratch_load_b128 => {
                let mut buf = [0u32; 4];
                self.scalar_scratch(env, op, addr as u32, &mut buf[..w], false)?;
                for (i, v) in buf[..w].iter().enumerate() {
                    self.ws32(data + i as u16, *v);
                }
                let dst = RegRef {
                    vector: false,
                    first: data,
                    count: w as u16,
                    part: Part::Whole,
                };
                self.issue(Counter::Lgkm, Some(dst), true);
            }
            s_scratch_store_b32 | s_scratch_store_b64 | s_scratch_store_b128 => {
                let mut buf = [0u32; 4];
                for (i, v) in buf[..w].iter_mut().enumerate() {
                    *v = self.s32(Opnd::S(data + i as u16));
                }
                self.scalar_scratch(env, op, addr as u32, &mut buf[..w], true)?;
                self.issue(Counter::Lgkm, None, true);
            }
            s_atomic | s_buffer_atomic => self.smem_atomic(env, op, data, addr)?,
            _ => {
                let mut buf = [0u32; 4];
                for (i, v) in buf[..w].iter_mut().enumerate() {
                    *v = self.s32(Opnd::S(data + i as u16));
                }
                if let Err(o) = env.mem.write(addr, &buf[..w]) {
                    self.scalar_oob(env, op, o)?;
                }
                self.issue(Counter::Lgkm, None, true);
            }
        }
        Ok(())
    }

    /// An out-of-bounds scalar access: an error, or counted and skipped (OOB policy zero).
    fn scalar_oob(&self, env: &Env, op: &Op, o: Oob) -> Result<(), EmuError> {
        match env.oob {
            OobPolicy::Error => Err(self.oob_err(env, op, 0, "scalar", o)),
            OobPolicy::Zero => {
                env.oob_hits.set(env.oob_hits.get() + 1);
                Ok(())
            }
        }
    }

    /// Reads (or writes) `buf.len()` dwords at wave byte offset `off` of the private segment.
    fn scalar_scratch(
        &mut self,
        env: &Env,
        op: &Op,
        off: u32,
        buf: &mut [u32],
        store: bool,
    ) -> Result<(), EmuError> {
        let size = env.private_bytes as usize;
        if self.private.len() < size * 64 {
            self.private.resize(size * 64, 0);
        }
        let n = self.n as u64;
        for (i, v) in buf.iter_mut().enumerate() {
            let q = (off as u64) / 4 + i as u64;
            let (lane, at) = ((q % n) as usize, (q / n * 4) as usize);
            if at + 4 > size {
                let o = Oob {
                    addr: off as u64 + 4 * i as u64,
                    size: 4,
                    nearest: format!("the private segment is {size} bytes per work-item"),
                };
                match env.oob {
                    OobPolicy::Error => return Err(self.oob_err(env, op, lane, "private", o)),
                    OobPolicy::Zero => {
                        env.oob_hits.set(env.oob_hits.get() + 1);
                        if !store {
                            *v = 0;
                        }
                        continue;
                    }
                }
            }
            let bytes = &mut self.private[lane * size + at..lane * size + at + 4];
            if store {
                bytes.copy_from_slice(&v.to_le_bytes());
            } else {
                *v = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
            }
        }
        Ok(())
    }

    /// `s_atomic_*` / `s_buffer_atomic_*` on the dword (or qword) at `addr`.
    fn smem_atomic(&mut self, env: &Env, op: &Op, data: u16, addr: u64) -> Result<(), EmuError> {
        let Some(a) = op.atomic else {
            return Err(self.unsupported(env, op.line, "atomic without an operation"));
        };
        let wd = (a.bits / 32) as u16;
        let get = |w: &Wave, r: u16| {
            (0..wd).fold(0u64, |acc, i| {
                acc | (w.s32(Opnd::S(r + i)) as u64) << (32 * i)
            })
        };
        let (d, d2) = (get(self, data), get(self, data + wd));
        let r = if wd == 1 {
            env.mem
                .atomic(addr, |m| atomic_apply(a, m as u64, d, d2) as u32)
                .map(u64::from)
        } else {
            let mut w = [0u32; 2];
            env.mem.read(addr, &mut w).and_then(|()| {
                let old = w[0] as u64 | (w[1] as u64) << 32;
                let new = atomic_apply(a, old, d, d2);
                env.mem
                    .write(addr, &[new as u32, (new >> 32) as u32])
                    .map(|()| old)
            })
        };
        let old = match r {
            Ok(old) => old,
            Err(o) => {
                self.scalar_oob(env, op, o)?;
                0
            }
        };
        if op.glc && data != sreg::NULL {
            for i in 0..wd {
                self.ws32(data + i, (old >> (32 * i)) as u32);
            }
            let dst = RegRef {
                vector: false,
                first: data,
                count: wd,
                part: Part::Whole,
            };
            self.issue(Counter::Lgkm, Some(dst), true);
        } else {
            self.issue(Counter::Lgkm, None, true);
        }
        Ok(())
    }
}
