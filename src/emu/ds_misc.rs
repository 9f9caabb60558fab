//! DS instructions with their own addressing or lane movement (RDNA3 / CDNA3 ISA, "LDS
//! instructions"): `ds_swizzle_b32`, `ds_append` / `ds_consume`, the `addtid` load and store,
//! the two-address exchanges, `ds_condxchg32_rtn_b64` and `ds_wrap_rtn_b32`.
//!
//! # Model
//! - M0-addressed ops (`ds_append`, `ds_consume`, `*_addtid_b32`) take the LDS byte address
//!   from M0[15:0] plus the instruction offset; `gds` is ignored (no GDS: the LDS serves, as
//!   for every other DS op).
//! - `ds_append` / `ds_consume` add / subtract the number of active lanes to the dword there
//!   and return its old value to every active lane.
//! - Lanes apply their read-modify-writes in lane order (deterministic, as in `vmem`).

use super::decode::{sreg, Op, Opnd, Part, RegRef, K};
use super::vmem::Faults;
use super::wave::{for_lanes, Counter, Env, Lanes, Wave};
use super::EmuError;
use crate::asm::Target;

/// The lane `ds_swizzle_b32` lane `i` reads, for `offset` (None: that lane reads 0).
fn swizzle_source(offset: u32, i: usize, gfx11: bool) -> usize {
    let hi = i & 0x20; // which 32-lane half
    let lo = i & 0x1f;
    let j = if gfx11 && offset >= 0xe000 {
        // FFT: bit-reversed lane index, shifted past the mask's bits, with the masked bits kept.
        let mask = (offset & 0x1f) as usize;
        let rev = (lo.reverse_bits() >> (usize::BITS - 5)) & 0x1f;
        (rev >> mask.count_ones()) | (lo & mask)
    } else if gfx11 && offset >= 0xc000 {
        // Rotate the unmasked bits by offset[9:5], right when offset[10] is set.
        let mask = (offset & 0x1f) as usize;
        let r = ((offset >> 5) & 0x1f) as usize;
        let r = if offset & 0x400 != 0 { 32 - r } else { r };
        (lo & mask) | ((lo + r) & !mask & 0x1f)
    } else if offset & 0x8000 != 0 {
        // Quad permute: each lane of a quad picks a lane of its quad.
        (i & !3 & 0x1f) | ((offset >> (2 * (i & 3))) & 3) as usize
    } else {
        // Bitmask: ((lane & and) | or) ^ xor within 32 lanes.
        let and = (offset & 0x1f) as usize;
        let or = ((offset >> 5) & 0x1f) as usize;
        let xor = ((offset >> 10) & 0x1f) as usize;
        ((lo & and) | or) ^ xor
    };
    hi | (j & 0x1f)
}

/// What every op of this module reads first: the active lanes, the M0 address (M0[15:0]),
/// the instruction offset and each lane's address VGPR (zero without one).
struct MiscArgs {
    exec: u64,
    m0: u32,
    off: u32,
    addr: Lanes,
}

impl Wave {
    /// The DS opcodes of this module (called from `vmem`'s `ds`): the M0-addressed ops and
    /// swizzle, then the exchanges; the results to the destination VGPRs.
    pub(super) fn ds_misc(&mut self, env: &mut Env, op: &Op) -> Result<(), EmuError> {
        let (n, exec) = (self.n, self.exec());
        let mut addr: Lanes = [0; 64];
        if let Opnd::V(_) = op.src[0] {
            self.v32(op.src[0], &mut addr);
        }
        let a = MiscArgs {
            exec,
            m0: self.s32(Opnd::S(sreg::M0)) & 0xffff,
            off: op.off0 as u32,
            addr,
        };
        let mut faults = Faults::new(env);
        let mut out = [[0u32; 64]; 4];
        let mut width = 1usize;
        let mine = self.ds_m0_and_swizzle(env, op, &a, &mut out, &mut faults)
            || self.ds_exchanges(env, op, &a, &mut out, &mut width, &mut faults);
        if !mine {
            let k = op.k;
            return Err(self.unsupported(
                env,
                op.line,
                &format!("LDS opcode {k:?} has no semantics yet"),
            ));
        }
        if let Some((l, o)) = faults.first {
            return Err(self.oob_err(env, op, l, "LDS", o));
        }
        let dst = match op.dst[0] {
            Opnd::V(d) => {
                for (i, o) in out.iter().enumerate().take(width) {
                    let dv = &mut self.v[d as usize + i];
                    for_lanes(exec, n, |l| dv[l] = o[l]);
                }
                Some(RegRef {
                    vector: true,
                    first: d,
                    count: width as u16,
                    part: Part::Whole,
                })
            }
            _ => None,
        };
        self.issue(Counter::Lgkm, dst, false);
        Ok(())
    }

    /// `ds_swizzle_b32` (lanes of the source, no LDS access) and the M0-addressed ops:
    /// `ds_append` / `ds_consume` and the `addtid` load and store.
    fn ds_m0_and_swizzle(
        &mut self,
        env: &mut Env,
        op: &Op,
        a: &MiscArgs,
        out: &mut [Lanes; 4],
        faults: &mut Faults,
    ) -> bool {
        use K::*;
        let n = self.n;
        let MiscArgs { exec, m0, off, .. } = *a;
        let reg = |o: Opnd| match o {
            Opnd::V(r) => r as usize,
            _ => usize::MAX,
        };
        match op.k {
            ds_swizzle_b32 => {
                let gfx11 = env.prog.target == Target::Gfx1100;
                let data = &self.v[reg(op.src[0])];
                for_lanes(exec, n, |l| {
                    let j = swizzle_source(off, l, gfx11);
                    out[0][l] = if j < n && exec >> j & 1 != 0 {
                        data[j]
                    } else {
                        0
                    };
                });
            }
            ds_append | ds_consume => {
                let a = m0.wrapping_add(off);
                let old = faults.or(0, self.lds_read(env, a, 4), 0, env);
                let k = exec.count_ones();
                let new = if op.k == ds_append {
                    old.wrapping_add(k)
                } else {
                    old.wrapping_sub(k)
                };
                let r = self.lds_write(env, a, 4, new).map(|()| 0);
                faults.or(0, r, 0, env);
                for_lanes(exec, n, |l| out[0][l] = old);
            }
            ds_load_addtid_b32 => {
                for_lanes(exec, n, |l| {
                    let a = m0.wrapping_add(off).wrapping_add(4 * l as u32);
                    out[0][l] = faults.or(l, self.lds_read(env, a, 4), 0, env);
                });
            }
            ds_store_addtid_b32 => {
                let data = reg(op.src[0]);
                for_lanes(exec, n, |l| {
                    let a = m0.wrapping_add(off).wrapping_add(4 * l as u32);
                    let r = self.lds_write(env, a, 4, self.v[data][l]).map(|()| 0);
                    faults.or(l, r, 0, env);
                });
            }
            _ => return false,
        }
        true
    }

    /// The read-modify-write exchanges: two-address `storexchg`, `condxchg32`, `wrap`; the
    /// result's width in dwords goes to `width`.
    fn ds_exchanges(
        &mut self,
        env: &mut Env,
        op: &Op,
        a: &MiscArgs,
        out: &mut [Lanes; 4],
        width: &mut usize,
        faults: &mut Faults,
    ) -> bool {
        use K::*;
        let n = self.n;
        let MiscArgs {
            exec,
            off,
            ref addr,
            ..
        } = *a;
        let reg = |o: Opnd| match o {
            Opnd::V(r) => r as usize,
            _ => usize::MAX,
        };
        match op.k {
            ds_storexchg_2addr_rtn_b32
            | ds_storexchg_2addr_rtn_b64
            | ds_storexchg_2addr_stride64_rtn_b32
            | ds_storexchg_2addr_stride64_rtn_b64 => {
                let w = if matches!(
                    op.k,
                    ds_storexchg_2addr_rtn_b64 | ds_storexchg_2addr_stride64_rtn_b64
                ) {
                    2
                } else {
                    1
                };
                *width = 2 * w;
                let unit = 4
                    * w as u32
                    * if matches!(
                        op.k,
                        ds_storexchg_2addr_stride64_rtn_b32 | ds_storexchg_2addr_stride64_rtn_b64
                    ) {
                        64
                    } else {
                        1
                    };
                let (d0, d1) = (reg(op.src[1]), reg(op.src[2]));
                for_lanes(exec, n, |l| {
                    for (j, (data, o)) in [(d0, op.off0), (d1, op.off1)].into_iter().enumerate() {
                        let a = addr[l].wrapping_add(o as u32 * unit);
                        for i in 0..w {
                            let ai = a.wrapping_add(4 * i as u32);
                            out[j * w + i][l] = faults.or(l, self.lds_read(env, ai, 4), 0, env);
                            let r = self.lds_write(env, ai, 4, self.v[data + i][l]);
                            faults.or(l, r.map(|()| 0), 0, env);
                        }
                    }
                });
            }
            ds_condxchg32_rtn_b64 => {
                // Each dword is written (bit 31 cleared) only when its data has bit 31 set.
                *width = 2;
                let data = reg(op.src[1]);
                for_lanes(exec, n, |l| {
                    for i in 0..2 {
                        let a = addr[l].wrapping_add(off).wrapping_add(4 * i as u32);
                        out[i][l] = faults.or(l, self.lds_read(env, a, 4), 0, env);
                        let d = self.v[data + i][l];
                        if d >> 31 != 0 {
                            let r = self.lds_write(env, a, 4, d & 0x7fff_ffff);
                            faults.or(l, r.map(|()| 0), 0, env);
                        }
                    }
                });
            }
            ds_wrap_rtn_b32 => {
                // m >= DATA ? m - DATA : m + DATA2
                let (d0, d1) = (reg(op.src[1]), reg(op.src[2]));
                for_lanes(exec, n, |l| {
                    let a = addr[l].wrapping_add(off);
                    let m = faults.or(l, self.lds_read(env, a, 4), 0, env);
                    let (x, y) = (self.v[d0][l], self.v[d1][l]);
                    let new = if m >= x { m - x } else { m.wrapping_add(y) };
                    let r = self.lds_write(env, a, 4, new);
                    faults.or(l, r.map(|()| 0), 0, env);
                    out[0][l] = m;
                });
            }
            _ => return false,
        }
        true
    }
}
