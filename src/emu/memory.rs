//! Global memory: the buffers of a launch placed in one flat 64-bit address space.
//!
//! Each region (a spec buffer, the kernarg segment, the dispatch packet) starts on a 1 MiB
//! boundary and is followed by at least 1 MiB of unmapped space, so an access past the end of a
//! buffer hits no other buffer and is reported with the nearest buffer's name. Words are
//! `AtomicU32` accessed with relaxed ordering: work-groups run in parallel on host threads and a
//! kernel whose work-groups write disjoint locations (every sample) gets the same result whatever
//! the thread count. Kernels that race across work-groups (two groups writing one location, or
//! one reading what another writes) are not deterministic on hardware either; the emulator makes
//! no promise for them beyond `--threads 1`.

use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

/// Base of the LDS aperture in flat addresses (what `src_shared_base` reads).
pub const SHARED_BASE: u64 = 0x1000_0000_0000;
/// Base of the private (scratch) aperture in flat addresses.
pub const PRIVATE_BASE: u64 = 0x2000_0000_0000;
/// First region address.
pub const FIRST_BASE: u64 = 0x0000_0100_0000_0000;
const ALIGN: u64 = 1 << 20;

/// What an out-of-bounds access does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OobPolicy {
    /// Stop with an error naming the address, the nearest buffer and the source line.
    #[default]
    Error,
    /// Loads return zero and stores are dropped (the hardware's behaviour for buffer loads).
    Zero,
}

/// One mapped region.
#[derive(Debug)]
pub struct Region {
    pub name: String,
    pub base: u64,
    pub len: u64,
    words: Box<[AtomicU32]>,
}

impl Region {
    /// The region's bytes.
    pub fn bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.words.len() * 4);
        for w in self.words.iter() {
            out.extend_from_slice(&w.load(Relaxed).to_le_bytes());
        }
        out.truncate(self.len as usize);
        out
    }
}

/// An access outside every region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Oob {
    pub addr: u64,
    pub size: u32,
    /// e.g. "12 bytes past the end of `C` [0x10000000000, +4096)"
    pub nearest: String,
}

/// The flat global address space of one launch.
#[derive(Debug, Default)]
pub struct Memory {
    regions: Vec<Region>,
    next: u64,
}

impl Memory {
    pub fn new() -> Memory {
        Memory {
            regions: Vec::new(),
            next: FIRST_BASE,
        }
    }

    /// Maps `bytes` as a new region and returns its base address.
    pub fn map(&mut self, name: &str, bytes: &[u8]) -> u64 {
        if self.next == 0 {
            self.next = FIRST_BASE;
        }
        let base = self.next;
        self.map_at(name, base, bytes);
        self.next = (base + (bytes.len() as u64).max(1)).div_ceil(ALIGN) * ALIGN + ALIGN;
        base
    }

    /// Maps `bytes` as a new region at `base` (module variables, whose addresses the code was
    /// decoded with); `base` must be clear of every other region.
    pub fn map_at(&mut self, name: &str, base: u64, bytes: &[u8]) {
        let nwords = bytes.len().div_ceil(4).max(1);
        let mut words: Vec<AtomicU32> = bytes
            .chunks(4)
            .map(|c| {
                let mut b = [0u8; 4];
                b[..c.len()].copy_from_slice(c);
                AtomicU32::new(u32::from_le_bytes(b))
            })
            .collect();
        words.resize_with(nwords, || AtomicU32::new(0));
        self.regions.push(Region {
            name: name.to_string(),
            base,
            len: bytes.len() as u64,
            words: words.into_boxed_slice(),
        });
    }

    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    pub fn region(&self, name: &str) -> Option<&Region> {
        self.regions.iter().find(|r| r.name == name)
    }

    /// `find`, trying region `*hint` first and leaving the region found there: the lanes of
    /// one instruction nearly always hit one buffer.
    #[inline(always)]
    fn find_hinted(&self, addr: u64, size: u32, hint: &mut usize) -> Result<(&Region, usize), Oob> {
        let end = addr.saturating_add(size as u64);
        if let Some(r) = self.regions.get(*hint) {
            if addr >= r.base && end <= r.base + r.len {
                return Ok((r, (addr - r.base) as usize));
            }
        }
        for (i, r) in self.regions.iter().enumerate() {
            if addr >= r.base && end <= r.base + r.len {
                *hint = i;
                return Ok((r, (addr - r.base) as usize));
            }
        }
        Err(self.oob(addr, size))
    }

    /// The words of the region holding all of `[lo, hi)`, and that region's base address.
    #[inline]
    pub fn span(&self, lo: u64, hi: u64) -> Option<(&[AtomicU32], u64)> {
        self.regions
            .iter()
            .find(|r| lo >= r.base && hi <= r.base + r.len)
            .map(|r| (&r.words[..], r.base))
    }

    /// The whole words of the region that holds byte `addr`, and the region's base: a word
    /// the region's end cuts (its length is not a multiple of 4) is left out, since an access
    /// to it reaches past the end.
    #[inline]
    pub fn words_around(&self, addr: u64) -> Option<(&[AtomicU32], u64)> {
        self.regions
            .iter()
            .find(|r| addr >= r.base && addr - r.base < r.len)
            .map(|r| (&r.words[..(r.len / 4) as usize], r.base))
    }

    /// [`Memory::read`] with a region hint (see `find_hinted`).
    #[inline]
    pub fn read_hinted(&self, addr: u64, out: &mut [u32], hint: &mut usize) -> Result<(), Oob> {
        let (r, off) = self.find_hinted(addr, out.len() as u32 * 4, hint)?;
        if off % 4 == 0 {
            let w = off / 4;
            for (o, word) in out.iter_mut().zip(&r.words[w..]) {
                *o = word.load(Relaxed);
            }
            return Ok(());
        }
        self.read(addr, out)
    }

    /// [`Memory::write`] with a region hint (see `find_hinted`).
    #[inline]
    pub fn write_hinted(&self, addr: u64, data: &[u32], hint: &mut usize) -> Result<(), Oob> {
        let (r, off) = self.find_hinted(addr, data.len() as u32 * 4, hint)?;
        if off % 4 == 0 {
            let w = off / 4;
            for (d, word) in data.iter().zip(&r.words[w..]) {
                word.store(*d, Relaxed);
            }
            return Ok(());
        }
        self.write(addr, data)
    }

    #[inline]
    fn find(&self, addr: u64, size: u32) -> Result<(&Region, usize), Oob> {
        for r in &self.regions {
            if addr >= r.base && addr + size as u64 <= r.base + r.len {
                return Ok((r, (addr - r.base) as usize));
            }
        }
        Err(self.oob(addr, size))
    }

    #[cold]
    fn oob(&self, addr: u64, size: u32) -> Oob {
        let mut best: Option<(u64, String)> = None;
        for r in &self.regions {
            let end = r.base + r.len;
            let (dist, text) = if addr < r.base {
                (
                    r.base - addr,
                    format!("{} bytes before the start of `{}`", r.base - addr, r.name),
                )
            } else if addr >= end {
                (
                    addr - end,
                    format!("{} bytes past the end of `{}`", addr - end, r.name),
                )
            } else {
                (
                    0,
                    format!(
                        "straddles the end of `{}` (offset {} of {} bytes)",
                        r.name,
                        addr - r.base,
                        r.len
                    ),
                )
            };
            let text = format!("{text} [{:#x}, +{})", r.base, r.len);
            if best.as_ref().is_none_or(|(d, _)| dist < *d) {
                best = Some((dist, text));
            }
        }
        Oob {
            addr,
            size,
            nearest: best
                .map(|b| b.1)
                .unwrap_or_else(|| "no buffer is mapped".into()),
        }
    }

    /// Reads `out.len()` dwords starting at `addr` (any alignment).
    #[inline]
    pub fn read(&self, addr: u64, out: &mut [u32]) -> Result<(), Oob> {
        let (r, off) = self.find(addr, out.len() as u32 * 4)?;
        if off % 4 == 0 {
            let w = off / 4;
            for (i, o) in out.iter_mut().enumerate() {
                *o = r.words[w + i].load(Relaxed);
            }
        } else {
            for (i, o) in out.iter_mut().enumerate() {
                let mut b = [0u8; 4];
                for (j, byte) in b.iter_mut().enumerate() {
                    *byte = read_byte(r, off + i * 4 + j);
                }
                *o = u32::from_le_bytes(b);
            }
        }
        Ok(())
    }

    /// Reads a 1- or 2-byte value, zero-extended.
    pub fn read_small(&self, addr: u64, size: u32) -> Result<u32, Oob> {
        let (r, off) = self.find(addr, size)?;
        let mut v = 0u32;
        for j in 0..size as usize {
            v |= (read_byte(r, off + j) as u32) << (8 * j);
        }
        Ok(v)
    }

    /// Writes dwords at `addr` (any alignment).
    #[inline]
    pub fn write(&self, addr: u64, data: &[u32]) -> Result<(), Oob> {
        let (r, off) = self.find(addr, data.len() as u32 * 4)?;
        if off % 4 == 0 {
            let w = off / 4;
            for (i, d) in data.iter().enumerate() {
                r.words[w + i].store(*d, Relaxed);
            }
        } else {
            for (i, d) in data.iter().enumerate() {
                for (j, byte) in d.to_le_bytes().iter().enumerate() {
                    write_byte(r, off + i * 4 + j, *byte);
                }
            }
        }
        Ok(())
    }

    /// Writes the low `size` bytes of `v`.
    pub fn write_small(&self, addr: u64, size: u32, v: u32) -> Result<(), Oob> {
        let (r, off) = self.find(addr, size)?;
        for j in 0..size as usize {
            write_byte(r, off + j, (v >> (8 * j)) as u8);
        }
        Ok(())
    }

    /// Atomic read-modify-write of an aligned dword; returns the old value.
    pub fn atomic(&self, addr: u64, f: impl Fn(u32) -> u32) -> Result<u32, Oob> {
        let (r, off) = self.find(addr, 4)?;
        if off % 4 != 0 {
            return Err(Oob {
                addr,
                size: 4,
                nearest: "misaligned atomic".into(),
            });
        }
        let w = &r.words[off / 4];
        let mut cur = w.load(Relaxed);
        loop {
            match w.compare_exchange_weak(cur, f(cur), Relaxed, Relaxed) {
                Ok(old) => return Ok(old),
                Err(now) => cur = now,
            }
        }
    }
}

fn read_byte(r: &Region, off: usize) -> u8 {
    (r.words[off / 4].load(Relaxed) >> (8 * (off % 4))) as u8
}

fn write_byte(r: &Region, off: usize, b: u8) {
    let shift = 8 * (off % 4);
    let mask = !(0xffu32 << shift);
    let w = &r.words[off / 4];
    let mut cur = w.load(Relaxed);
    loop {
        let new = (cur & mask) | ((b as u32) << shift);
        match w.compare_exchange_weak(cur, new, Relaxed, Relaxed) {
            Ok(_) => return,
            Err(now) => cur = now,
        }
    }
}
