//! Device descriptions: the hardware facts and model parameters of one GPU, read from a TOML
//! file (`devices/*.toml`, built in, or a user's file). The format is documented field by field
//! in `docs/timing-model.md`; an unknown or missing field is an error naming it, so a typo
//! cannot silently fall back to a default.

use crate::asm::Target;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// One GPU. Counts are per device, per CU or per SIMD as named; times are in shader clocks.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Device {
    pub name: String,
    /// `gfx1100` or `gfx942`: the kernels this device runs.
    pub target: String,
    pub compute_units: u32,
    pub simds_per_cu: u32,
    pub clock_ghz: f64,
    /// Peak DRAM bandwidth, GB/s (10^9 bytes).
    pub dram_gbps: f64,
    /// The fraction of the peak a streaming kernel reaches (refresh, page misses, the fabric).
    pub dram_efficiency: f64,
    /// VGPRs per lane one SIMD holds for the native wave size, and the allocation granule.
    pub vgprs_per_simd: u32,
    pub vgpr_granule: u32,
    pub max_waves_per_simd: u32,
    /// LDS a CU's work-groups share (gfx1100 WGP mode: twice this per WGP).
    pub lds_bytes_per_cu: u32,
    /// Dword-wide LDS banks one LDS pipe serves per cycle.
    pub lds_banks: u32,
    pub max_groups_per_cu: u32,
    /// Clocks of one cycle of LLVM's scheduling model for this target: what an op of one model
    /// cycle (`issue = 1` in `isa-specs/`) holds its SIMD's issue, and the factor on every ALU
    /// op's cycles and latency (an MFMA of 8 passes holds the SIMD 8 x this). A VOPD pair is
    /// one instruction.
    pub valu_cycles: u32,
    /// Cycles a matrix op holds the SIMD when LLVM's model gives it a single cycle (LLVM 19
    /// does not cost gfx11 WMMA); 0 (the default): LLVM's figure.
    #[serde(default)]
    pub wmma_cycles: u32,
    pub smem_latency: u32,
    /// Cycles from the end of an LDS access in the pipe until its data is in VGPRs.
    pub lds_latency: u32,
    /// Cycles from issue until a global load's data is back (cache hit as a wave sees it).
    pub vmem_latency: u32,
    /// Cache lines per cycle the CU's vector memory path takes.
    pub vmem_lines_per_cycle: f64,
    /// Minimum cycles one VMEM instruction holds the CU's address path.
    pub vmem_issue_cycles: u32,
    pub line_bytes: u32,
    /// Cycles a taken branch costs the wave (instruction refetch).
    pub branch_cycles: u32,
    /// Cycles from the last wave's arrival at a barrier to the release.
    pub barrier_cycles: u32,
    /// Cycles per extra register-file read of one VGPR bank in one instruction (gfx1100).
    pub bank_conflict_cycles: u32,
    /// Fixed cost of a launch, microseconds.
    pub launch_overhead_us: f64,
    /// The model's error band on this device: the worst relative error of a held-out measured
    /// kernel in the validation table (`scripts/calibrate-timing.py`; 0 when nothing was
    /// measured). Every predicted time is printed with it, and a predicted gain inside it is
    /// called so: the model cannot tell it from no gain.
    #[serde(default)]
    pub error_band: f64,
    /// The memory hierarchy, nearest level first: sizes, lines, latencies, bandwidths and the
    /// cache-policy bits that steer it, each with its source (docs/timing-model.md, "Memory
    /// hierarchy"). Optional: a device file without it is read as before.
    #[serde(default)]
    pub memory: Vec<MemLevel>,
}

/// One level of a device's memory hierarchy.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct MemLevel {
    /// `L0`, `L1`, `L2`, `MALL` (Infinity Cache), `DRAM`.
    pub name: String,
    /// What shares one instance: `cu`, `shader-array`, `xcd`, `device`.
    pub scope: String,
    /// Capacity of one instance in bytes (DRAM: 0).
    pub bytes: u64,
    pub line_bytes: u32,
    /// Load-to-use latency of a hit at this level, shader clocks.
    pub latency: u32,
    /// Bandwidth of one instance, bytes per shader clock.
    pub bytes_per_clock: f64,
    /// The policy bits that make an access skip or not keep a line at this level.
    #[serde(default)]
    pub bypass: String,
    /// Where each figure comes from (a document, a measurement, or "estimate").
    pub source: String,
}

impl Device {
    /// `error_band` as text for a printed figure: `model, +-9% on the validation table`.
    pub fn band_note(&self) -> String {
        if self.error_band > 0.0 {
            format!(
                "a model: +-{:.0}% on its validation table",
                100.0 * self.error_band
            )
        } else {
            "a model, not validated on this device".to_string()
        }
    }

    /// Whether a predicted ratio (after / before time) is inside the error band: a decision
    /// the model cannot tell from no change.
    pub fn within_band(&self, ratio: f64) -> bool {
        (ratio - 1.0).abs() <= self.error_band
    }
}

/// The built-in devices: (name, TOML text).
pub const BUILTIN: &[(&str, &str)] = &[
    ("rx7900xtx", include_str!("../../devices/rx7900xtx.toml")),
    ("mi300x", include_str!("../../devices/mi300x.toml")),
];

/// Why a device could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum DeviceError {
    #[error("{path}: error: {message}")]
    Parse { path: String, message: String },
    #[error("unknown device `{0}` (built in: rx7900xtx, mi300x; or give a .toml file)")]
    Unknown(String),
    #[error("{path}: error: {message}")]
    Io { path: String, message: String },
}

impl Device {
    /// Parses a device description; `path` names it in errors.
    pub fn from_toml(text: &str, path: &str) -> Result<Device, DeviceError> {
        let d: Device = toml::from_str(text).map_err(|e| DeviceError::Parse {
            path: path.into(),
            message: e.to_string(),
        })?;
        d.validate().map_err(|message| DeviceError::Parse {
            path: path.into(),
            message,
        })?;
        Ok(d)
    }

    /// A built-in device by name, or a TOML file when `spec` names an existing file.
    pub fn resolve(spec: &str) -> Result<Device, DeviceError> {
        if let Some((_, text)) = BUILTIN.iter().find(|(n, _)| *n == spec) {
            return Device::from_toml(text, spec);
        }
        let p = Path::new(spec);
        if p.exists() {
            let text = std::fs::read_to_string(p).map_err(|e| DeviceError::Io {
                path: spec.into(),
                message: e.to_string(),
            })?;
            return Device::from_toml(&text, spec);
        }
        Err(DeviceError::Unknown(spec.into()))
    }

    /// The default device of a target: the 7900 XTX for gfx1100, the MI300X for gfx942.
    pub fn for_target(target: Target) -> Device {
        let name = match target {
            Target::Gfx1100 => "rx7900xtx",
            Target::Gfx942 => "mi300x",
        };
        // The built-in files are part of the crate and covered by a test.
        Device::resolve(name).unwrap_or_else(|e| unreachable!("built-in device: {e}"))
    }

    pub fn target(&self) -> Option<Target> {
        match self.target.as_str() {
            "gfx1100" => Some(Target::Gfx1100),
            "gfx942" => Some(Target::Gfx942),
            _ => None,
        }
    }

    fn validate(&self) -> Result<(), String> {
        if self.target().is_none() {
            return Err(format!(
                "target `{}`: expected gfx1100 or gfx942",
                self.target
            ));
        }
        let positive = [
            ("compute_units", self.compute_units),
            ("simds_per_cu", self.simds_per_cu),
            ("vgprs_per_simd", self.vgprs_per_simd),
            ("vgpr_granule", self.vgpr_granule),
            ("max_waves_per_simd", self.max_waves_per_simd),
            ("lds_banks", self.lds_banks),
            ("max_groups_per_cu", self.max_groups_per_cu),
            ("valu_cycles", self.valu_cycles),
            ("line_bytes", self.line_bytes),
        ];
        for (name, v) in positive {
            if v == 0 {
                return Err(format!("`{name}` must be positive"));
            }
        }
        if self.clock_ghz <= 0.0 || self.dram_gbps <= 0.0 || self.vmem_lines_per_cycle <= 0.0 {
            return Err(
                "`clock_ghz`, `dram_gbps` and `vmem_lines_per_cycle` must be positive".into(),
            );
        }
        if !(0.0..1.0).contains(&self.error_band) {
            return Err("`error_band` must be in [0, 1)".into());
        }
        if !(self.dram_efficiency > 0.0 && self.dram_efficiency <= 1.0) {
            return Err("`dram_efficiency` must be in (0, 1]".into());
        }
        Ok(())
    }
}
