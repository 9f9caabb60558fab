//! Reading an AMDGPU code object (`.hsaco`) back: the ELF header, every kernel's code symbol and
//! 64-byte kernel descriptor (`NAME.kd`), and the AMDGPU metadata note.
//!
//! Layouts from LLVM AMDGPUUsage ("ELF Header", "Note Records", "Kernel Descriptor") and
//! `llvm/Support/AMDHSAKernelDescriptor.h`:
//!
//! | offset | bytes | field |
//! |---:|---:|---|
//! | 0 | 4 | group_segment_fixed_size |
//! | 4 | 4 | private_segment_fixed_size |
//! | 8 | 4 | kernarg_size |
//! | 16 | 8 | kernel_code_entry_byte_offset (from the descriptor to the code) |
//! | 44 | 4 | compute_pgm_rsrc3 (gfx90a+: accum_offset; gfx10+: shared VGPRs, ...) |
//! | 48 | 4 | compute_pgm_rsrc1 (VGPR/SGPR granules, float modes, WGP mode) |
//! | 52 | 4 | compute_pgm_rsrc2 (user SGPRs, work-group ids, work-item ids) |
//! | 56 | 2 | kernel_code_properties (user SGPR enables, wavefront size 32) |
//! | 58 | 2 | kernarg_preload (gfx940+) |
//!
//! The `object` crate knows `EM_AMDGPU` but not the AMDGPU machine flags, so they are defined
//! here.

use crate::asm::Target;
use crate::kernel::{KernelArg, KernelMetadata};
use object::elf;
use object::read::elf::{FileHeader, SectionHeader, Sym};
use object::LittleEndian as LE;
use serde::Serialize;

/// `e_flags & EF_AMDGPU_MACH` names the processor.
pub const EF_AMDGPU_MACH: u32 = 0x0ff;
pub const EF_AMDGPU_MACH_AMDGCN_GFX1100: u32 = 0x041;
pub const EF_AMDGPU_MACH_AMDGCN_GFX942: u32 = 0x04c;
/// Code object v4+: XNACK and SRAMECC settings (2 bits each: unsupported, any, off, on).
pub const EF_AMDGPU_FEATURE_XNACK_V4: u32 = 0x300;
pub const EF_AMDGPU_FEATURE_SRAMECC_V4: u32 = 0xc00;
/// `EI_OSABI` of an HSA code object.
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// Note type of the msgpack metadata (note name `AMDGPU`).
pub const NT_AMDGPU_METADATA: u32 = 32;

/// Bit fields of the kernel descriptor (shift, width).
pub mod fields {
    pub type Field = (u32, u32);
    pub const RSRC1_GRANULATED_WORKITEM_VGPR_COUNT: Field = (0, 6);
    pub const RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT: Field = (6, 4);
    pub const RSRC1_FLOAT_DENORM_MODE_32: Field = (16, 2);
    pub const RSRC1_FLOAT_DENORM_MODE_16_64: Field = (18, 2);
    pub const RSRC1_ENABLE_DX10_CLAMP: Field = (21, 1);
    pub const RSRC1_ENABLE_IEEE_MODE: Field = (23, 1);
    /// gfx10+.
    pub const RSRC1_WGP_MODE: Field = (29, 1);
    pub const RSRC1_MEM_ORDERED: Field = (30, 1);
    pub const RSRC2_ENABLE_PRIVATE_SEGMENT: Field = (0, 1);
    pub const RSRC2_USER_SGPR_COUNT: Field = (1, 5);
    pub const RSRC2_ENABLE_SGPR_WORKGROUP_ID_X: Field = (7, 1);
    pub const RSRC2_ENABLE_SGPR_WORKGROUP_ID_Y: Field = (8, 1);
    pub const RSRC2_ENABLE_SGPR_WORKGROUP_ID_Z: Field = (9, 1);
    pub const RSRC2_ENABLE_SGPR_WORKGROUP_INFO: Field = (10, 1);
    pub const RSRC2_ENABLE_VGPR_WORKITEM_ID: Field = (11, 2);
    /// gfx90a+: (accum_offset / 4) - 1.
    pub const RSRC3_GFX90A_ACCUM_OFFSET: Field = (0, 6);
    pub const RSRC3_GFX90A_TG_SPLIT: Field = (16, 1);
    pub const KCP_ENABLE_SGPR_KERNARG_SEGMENT_PTR: Field = (3, 1);
    /// gfx10+.
    pub const KCP_ENABLE_WAVEFRONT_SIZE32: Field = (10, 1);
    pub const KCP_USES_DYNAMIC_STACK: Field = (11, 1);

    /// The value of a bit field.
    pub fn get(word: u32, (shift, width): Field) -> u32 {
        (word >> shift) & ((1u32 << width) - 1)
    }
}

/// The 64-byte kernel descriptor, decoded.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct KernelDescriptor {
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub kernarg_size: u32,
    pub kernel_code_entry_byte_offset: i64,
    pub compute_pgm_rsrc1: u32,
    pub compute_pgm_rsrc2: u32,
    pub compute_pgm_rsrc3: u32,
    pub kernel_code_properties: u16,
    pub kernarg_preload: u16,
}

impl KernelDescriptor {
    /// Decodes the 64 bytes of a descriptor.
    pub fn parse(b: &[u8; 64]) -> KernelDescriptor {
        let u32_at = |o: usize| u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
        let u16_at = |o: usize| u16::from_le_bytes([b[o], b[o + 1]]);
        let mut off = [0u8; 8];
        off.copy_from_slice(&b[16..24]);
        KernelDescriptor {
            group_segment_fixed_size: u32_at(0),
            private_segment_fixed_size: u32_at(4),
            kernarg_size: u32_at(8),
            kernel_code_entry_byte_offset: i64::from_le_bytes(off),
            compute_pgm_rsrc3: u32_at(44),
            compute_pgm_rsrc1: u32_at(48),
            compute_pgm_rsrc2: u32_at(52),
            kernel_code_properties: u16_at(56),
            kernarg_preload: u16_at(58),
        }
    }

    pub fn vgpr_granules(&self) -> u32 {
        fields::get(
            self.compute_pgm_rsrc1,
            fields::RSRC1_GRANULATED_WORKITEM_VGPR_COUNT,
        )
    }

    pub fn sgpr_granules(&self) -> u32 {
        fields::get(
            self.compute_pgm_rsrc1,
            fields::RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT,
        )
    }

    pub fn wave32(&self) -> bool {
        fields::get(
            self.kernel_code_properties as u32,
            fields::KCP_ENABLE_WAVEFRONT_SIZE32,
        ) == 1
    }

    pub fn wgp_mode(&self) -> bool {
        fields::get(self.compute_pgm_rsrc1, fields::RSRC1_WGP_MODE) == 1
    }

    /// gfx90a+: the first AGPR in the unified register file.
    pub fn accum_offset(&self) -> u32 {
        (fields::get(self.compute_pgm_rsrc3, fields::RSRC3_GFX90A_ACCUM_OFFSET) + 1) * 4
    }

    pub fn user_sgpr_count(&self) -> u32 {
        fields::get(self.compute_pgm_rsrc2, fields::RSRC2_USER_SGPR_COUNT)
    }
}

/// The VGPR granule field LLVM writes for `vgprs` registers (AMDGPUBaseInfo
/// `getNumVGPRBlocks`): `ceil(max(1, vgprs) / granule) - 1`, where the encoding granule is 8 on
/// gfx90a/gfx940+ (unified VGPR+AGPR count) and on gfx10+/gfx11 in wave32, 4 in wave64.
pub fn vgpr_granules(target: Target, wave32: bool, vgprs: u32) -> u32 {
    let granule = match target {
        Target::Gfx942 => 8,
        Target::Gfx1100 if wave32 => 8,
        Target::Gfx1100 => 4,
    };
    vgprs.max(1).div_ceil(granule) - 1
}

/// The SGPR granule field: gfx10+ always allocates all SGPRs and the field must be 0; gfx9
/// encodes `ceil(max(1, sgprs) / 8) - 1` with `sgprs` including VCC, flat scratch and the XNACK
/// mask (AMDGPUBaseInfo `getNumSGPRBlocks`, encoding granule 8).
pub fn sgpr_granules(target: Target, sgprs: u32) -> u32 {
    match target {
        Target::Gfx1100 => 0,
        Target::Gfx942 => sgprs.max(1).div_ceil(8) - 1,
    }
}

/// One kernel of a code object.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct KernelObject {
    /// The code symbol.
    pub name: String,
    /// Whether the code symbol exists (a kernel with no instructions has one of size 0).
    pub has_code_symbol: bool,
    /// Virtual address and size of the code.
    pub code_address: u64,
    pub code_size: u64,
    /// Virtual address of `NAME.kd`.
    pub descriptor_address: u64,
    pub descriptor: KernelDescriptor,
}

/// One kernel's entry in the metadata note (`amdhsa.kernels`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct NoteKernel {
    pub name: String,
    pub symbol: String,
    pub vgpr_count: Option<u64>,
    pub sgpr_count: Option<u64>,
    pub agpr_count: Option<u64>,
    pub group_segment_fixed_size: Option<u64>,
    pub private_segment_fixed_size: Option<u64>,
    pub kernarg_segment_size: Option<u64>,
    pub wavefront_size: Option<u64>,
    pub workgroup_processor_mode: Option<u64>,
    pub max_flat_workgroup_size: Option<u64>,
    /// `.args`, hidden ones included.
    #[serde(skip)]
    pub args: Vec<KernelArg>,
}

impl NoteKernel {
    /// The entry as the `.s` metadata reader gives it (what kernarg layout needs).
    pub fn to_metadata(&self) -> KernelMetadata {
        let n = |v: Option<u64>| v.unwrap_or(0) as u32;
        KernelMetadata {
            name: self.name.clone(),
            symbol: self.symbol.clone(),
            args: self.args.clone(),
            group_segment_fixed_size: n(self.group_segment_fixed_size),
            private_segment_fixed_size: n(self.private_segment_fixed_size),
            kernarg_segment_size: n(self.kernarg_segment_size),
            wavefront_size: n(self.wavefront_size),
            sgpr_count: n(self.sgpr_count),
            vgpr_count: n(self.vgpr_count),
            agpr_count: self.agpr_count.map(|v| v as u32),
            max_flat_workgroup_size: self.max_flat_workgroup_size.unwrap_or(1024) as u32,
            workgroup_processor_mode: self.workgroup_processor_mode.map(|v| v as u32),
            ..KernelMetadata::default()
        }
    }
}

/// What a code object holds.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CodeObjectInfo {
    /// `None` when the machine is neither gfx1100 nor gfx942.
    #[serde(serialize_with = "target_name")]
    pub target: Option<Target>,
    pub e_flags: u32,
    /// `e_ident[EI_ABIVERSION]`: 2 = code object v4, 3 = v5, 4 = v6.
    pub abi_version: u8,
    pub kernels: Vec<KernelObject>,
    /// `None` when the file has no metadata note.
    pub metadata: Option<Vec<NoteKernel>>,
    /// The file's bytes (what `hipModuleLoadData` takes).
    #[serde(skip)]
    pub bytes: Vec<u8>,
}

impl CodeObjectInfo {
    pub fn kernel(&self, name: &str) -> Option<&KernelObject> {
        self.kernels.iter().find(|k| k.name == name)
    }

    pub fn note_kernel(&self, name: &str) -> Option<&NoteKernel> {
        self.metadata.as_ref().and_then(|m| {
            m.iter()
                .find(|k| k.name == name || k.symbol == format!("{name}.kd"))
        })
    }
}

fn target_name<S: serde::Serializer>(t: &Option<Target>, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(t.map_or("unknown", |t| t.name()))
}

/// A code object that cannot be read: the message says what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct CodeObjectError {
    pub message: String,
}

fn bad(message: impl Into<String>) -> CodeObjectError {
    CodeObjectError {
        message: message.into(),
    }
}

/// Reads a code object: header, kernels (every `NAME.kd` object symbol with its `NAME` code
/// symbol) and the metadata note.
pub fn read_code_object(data: &[u8]) -> Result<CodeObjectInfo, CodeObjectError> {
    let header = elf::FileHeader64::<LE>::parse(data)
        .map_err(|e| bad(format!("not a 64-bit little-endian ELF file: {e}")))?;
    let endian = header
        .endian()
        .map_err(|e| bad(format!("bad ELF header: {e}")))?;
    if header.e_machine(endian) != elf::EM_AMDGPU {
        return Err(bad(format!(
            "ELF machine is {}, not EM_AMDGPU ({})",
            header.e_machine(endian),
            elf::EM_AMDGPU
        )));
    }
    let ident = header.e_ident();
    if ident.os_abi != ELFOSABI_AMDGPU_HSA {
        return Err(bad(format!(
            "ELF OS/ABI is {}, not ELFOSABI_AMDGPU_HSA ({ELFOSABI_AMDGPU_HSA})",
            ident.os_abi
        )));
    }
    let e_flags = header.e_flags(endian);
    let target = match e_flags & EF_AMDGPU_MACH {
        EF_AMDGPU_MACH_AMDGCN_GFX1100 => Some(Target::Gfx1100),
        EF_AMDGPU_MACH_AMDGCN_GFX942 => Some(Target::Gfx942),
        _ => None,
    };
    let sections = header
        .sections(endian, data)
        .map_err(|e| bad(format!("bad section table: {e}")))?;
    let mut symbols = sections
        .symbols(endian, data, elf::SHT_SYMTAB)
        .map_err(|e| bad(format!("bad symbol table: {e}")))?;
    if symbols.is_empty() {
        symbols = sections
            .symbols(endian, data, elf::SHT_DYNSYM)
            .map_err(|e| bad(format!("bad dynamic symbol table: {e}")))?;
    }
    // Bytes at a virtual address, through the section that holds it.
    let bytes_at = |shndx: usize, addr: u64, len: u64| -> Result<&[u8], CodeObjectError> {
        let sec = sections
            .section(object::SectionIndex(shndx))
            .map_err(|e| bad(format!("bad section index {shndx}: {e}")))?;
        let (start, size) = sec
            .file_range(endian)
            .ok_or_else(|| bad(format!("section {shndx} has no file data")))?;
        let base = sec.sh_addr(endian);
        let rel = addr
            .checked_sub(base)
            .filter(|r| r.saturating_add(len) <= size)
            .ok_or_else(|| bad(format!("address {addr:#x} is outside its section")))?;
        let from = (start + rel) as usize;
        data.get(from..from + len as usize)
            .ok_or_else(|| bad(format!("address {addr:#x} is outside the file")))
    };
    let name_of = |s: &elf::Sym64<LE>| -> Result<String, CodeObjectError> {
        let n = s
            .name(endian, symbols.strings())
            .map_err(|e| bad(format!("bad symbol name: {e}")))?;
        Ok(String::from_utf8_lossy(n).into_owned())
    };
    let mut kernels = Vec::new();
    for sym in symbols.iter() {
        let name = name_of(sym)?;
        let Some(kname) = name.strip_suffix(".kd") else {
            continue;
        };
        if sym.st_type() != elf::STT_OBJECT {
            continue;
        }
        if sym.st_size(endian) != 64 {
            return Err(bad(format!(
                "`{name}` is {} bytes, a kernel descriptor is 64",
                sym.st_size(endian)
            )));
        }
        let kd_addr = sym.st_value(endian);
        let raw = bytes_at(sym.st_shndx(endian) as usize, kd_addr, 64)?;
        let mut b = [0u8; 64];
        b.copy_from_slice(raw);
        let descriptor = KernelDescriptor::parse(&b);
        let code = symbols
            .iter()
            .find(|s| s.st_type() == elf::STT_FUNC && name_of(s).is_ok_and(|n| n == kname));
        let (code_address, code_size) =
            code.map_or((0, 0), |s| (s.st_value(endian), s.st_size(endian)));
        kernels.push(KernelObject {
            name: kname.to_string(),
            has_code_symbol: code.is_some(),
            code_address,
            code_size,
            descriptor_address: kd_addr,
            descriptor,
        });
    }
    let mut metadata = None;
    for sec in sections.iter() {
        let Some(mut notes) = sec
            .notes(endian, data)
            .map_err(|e| bad(format!("bad note section: {e}")))?
        else {
            continue;
        };
        while let Some(note) = notes.next().map_err(|e| bad(format!("bad note: {e}")))? {
            if note.name() == b"AMDGPU" && note.n_type(endian) == NT_AMDGPU_METADATA {
                metadata = Some(parse_metadata_note(note.desc())?);
            }
        }
    }
    Ok(CodeObjectInfo {
        target,
        e_flags,
        abi_version: ident.abi_version,
        kernels,
        metadata,
        bytes: data.to_vec(),
    })
}

/// Decodes the msgpack map of the metadata note: `amdhsa.kernels`, an array of maps keyed
/// `.name`, `.symbol`, `.vgpr_count`, ...
pub fn parse_metadata_note(desc: &[u8]) -> Result<Vec<NoteKernel>, CodeObjectError> {
    let mut rd = desc;
    let root = rmpv::decode::read_value(&mut rd)
        .map_err(|e| bad(format!("metadata note is not msgpack: {e}")))?;
    let get = map_get;
    let kernels =
        get(&root, "amdhsa.kernels").ok_or_else(|| bad("metadata note has no `amdhsa.kernels`"))?;
    let rmpv::Value::Array(list) = kernels else {
        return Err(bad("metadata note: `amdhsa.kernels` is not an array"));
    };
    let mut out = Vec::new();
    for k in list {
        let s = |key: &str| get(k, key).and_then(|v| v.as_str().map(str::to_string));
        let n = |key: &str| get(k, key).and_then(|v| v.as_u64());
        out.push(NoteKernel {
            name: s(".name").ok_or_else(|| bad("metadata note: a kernel has no `.name`"))?,
            symbol: s(".symbol").unwrap_or_default(),
            vgpr_count: n(".vgpr_count"),
            sgpr_count: n(".sgpr_count"),
            agpr_count: n(".agpr_count"),
            group_segment_fixed_size: n(".group_segment_fixed_size"),
            private_segment_fixed_size: n(".private_segment_fixed_size"),
            kernarg_segment_size: n(".kernarg_segment_size"),
            wavefront_size: n(".wavefront_size"),
            workgroup_processor_mode: n(".workgroup_processor_mode"),
            max_flat_workgroup_size: n(".max_flat_workgroup_size"),
            args: match map_get(k, ".args") {
                Some(rmpv::Value::Array(a)) => a.iter().map(note_arg).collect(),
                _ => Vec::new(),
            },
        });
    }
    Ok(out)
}

/// One `.args` entry.
fn note_arg(a: &rmpv::Value) -> KernelArg {
    let s = |key: &str| map_get(a, key).and_then(|v| v.as_str().map(str::to_string));
    let n = |key: &str| map_get(a, key).and_then(|v| v.as_u64()).unwrap_or(0) as u32;
    let b = |key: &str| map_get(a, key).and_then(|v| v.as_bool()).unwrap_or(false);
    KernelArg {
        name: s(".name"),
        type_name: s(".type_name"),
        offset: n(".offset"),
        size: n(".size"),
        value_kind: s(".value_kind").unwrap_or_default(),
        address_space: s(".address_space"),
        is_const: b(".is_const"),
        is_restrict: b(".is_restrict"),
    }
}

/// The value under a string key of a msgpack map.
fn map_get<'v>(v: &'v rmpv::Value, key: &str) -> Option<&'v rmpv::Value> {
    v.as_map()?
        .iter()
        .find(|(k, _)| k.as_str() == Some(key))
        .map(|(_, v)| v)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn granules() {
        // gfx1100 wave32: granule 8.
        assert_eq!(vgpr_granules(Target::Gfx1100, true, 1), 0);
        assert_eq!(vgpr_granules(Target::Gfx1100, true, 8), 0);
        assert_eq!(vgpr_granules(Target::Gfx1100, true, 9), 1);
        assert_eq!(vgpr_granules(Target::Gfx1100, true, 256), 31);
        assert_eq!(vgpr_granules(Target::Gfx1100, false, 9), 2);
        // gfx942: unified count, granule 8.
        assert_eq!(vgpr_granules(Target::Gfx942, false, 365), 45);
        assert_eq!(vgpr_granules(Target::Gfx942, false, 0), 0);
        assert_eq!(sgpr_granules(Target::Gfx1100, 100), 0);
        assert_eq!(sgpr_granules(Target::Gfx942, 24), 2);
    }

    #[test]
    fn descriptor_fields() {
        let mut b = [0u8; 64];
        b[0..4].copy_from_slice(&4096u32.to_le_bytes());
        b[44..48].copy_from_slice(&63u32.to_le_bytes());
        let rsrc1: u32 = 5 | (1 << 29);
        b[48..52].copy_from_slice(&rsrc1.to_le_bytes());
        b[56..58].copy_from_slice(&(1u16 << 10 | 1 << 3).to_le_bytes());
        let d = KernelDescriptor::parse(&b);
        assert_eq!(d.group_segment_fixed_size, 4096);
        assert_eq!(d.vgpr_granules(), 5);
        assert!(d.wgp_mode());
        assert!(d.wave32());
        assert_eq!(d.accum_offset(), 256);
    }
}
