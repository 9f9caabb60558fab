//! The `.amdgpu_metadata` YAML block (code object v4/v5 metadata, LLVM AMDGPUUsage "Code Object
//! V3 Metadata" and later): one entry per kernel with its arguments and resource counts.

use yaml_rust2::{Yaml, YamlLoader};

/// The metadata block is not the YAML the ABI describes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct MetadataError {
    /// 1-based line in the file, when known.
    pub line: u32,
    pub message: String,
}

/// One kernel argument, hidden ones included (`value_kind` tells).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArg {
    pub name: Option<String>,
    pub type_name: Option<String>,
    pub offset: u32,
    pub size: u32,
    /// `global_buffer`, `by_value`, `hidden_block_count_x`, ...
    pub value_kind: String,
    /// `global`, `constant`, `local`, ... for pointers.
    pub address_space: Option<String>,
    pub is_const: bool,
    pub is_restrict: bool,
}

impl KernelArg {
    /// Hidden arguments are filled by the runtime, not by the caller.
    pub fn is_hidden(&self) -> bool {
        self.value_kind.starts_with("hidden_")
    }
}

/// The metadata entry of one kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelMetadata {
    pub name: String,
    /// The descriptor symbol, `NAME.kd`.
    pub symbol: String,
    pub args: Vec<KernelArg>,
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub kernarg_segment_size: u32,
    pub kernarg_segment_align: u32,
    pub wavefront_size: u32,
    pub sgpr_count: u32,
    pub vgpr_count: u32,
    pub agpr_count: Option<u32>,
    pub sgpr_spill_count: u32,
    pub vgpr_spill_count: u32,
    pub max_flat_workgroup_size: u32,
    pub uniform_work_group_size: Option<u32>,
    pub uses_dynamic_stack: bool,
    pub workgroup_processor_mode: Option<u32>,
}

impl KernelMetadata {
    /// The arguments a caller passes (hidden ones excluded), in order.
    pub fn explicit_args(&self) -> impl Iterator<Item = &KernelArg> {
        self.args.iter().filter(|a| !a.is_hidden())
    }

    /// Whether the kernel reads the launch's dynamic LDS size: LLVM lists the hidden argument
    /// `hidden_dynamic_lds_size` only for a kernel that uses dynamic LDS (`extern __shared__`).
    pub fn takes_dynamic_lds(&self) -> bool {
        self.args
            .iter()
            .any(|a| a.value_kind == "hidden_dynamic_lds_size")
    }
}

/// Parses the YAML text of the block. `first_line` is the file line of the YAML's first line.
pub fn parse_metadata(text: &str, first_line: u32) -> Result<Vec<KernelMetadata>, MetadataError> {
    let docs = YamlLoader::load_from_str(text).map_err(|e| MetadataError {
        line: first_line + e.marker().line().saturating_sub(1) as u32,
        message: format!("invalid AMDGPU metadata YAML: {}", e.info()),
    })?;
    let doc = docs.first().ok_or_else(|| MetadataError {
        line: first_line,
        message: "empty `.amdgpu_metadata` block".into(),
    })?;
    let kernels = match &doc["amdhsa.kernels"] {
        Yaml::Array(a) => a,
        Yaml::BadValue => return Ok(Vec::new()),
        _ => {
            return Err(MetadataError {
                line: first_line,
                message: "`amdhsa.kernels` is not a list".into(),
            })
        }
    };
    kernels
        .iter()
        .map(|k| kernel_entry(k, first_line))
        .collect()
}

fn kernel_entry(k: &Yaml, line: u32) -> Result<KernelMetadata, MetadataError> {
    let err = |message: String| MetadataError { line, message };
    let name = str_field(k, ".name").ok_or_else(|| err("kernel entry without `.name`".into()))?;
    let int = |key: &str| int_field(k, key);
    let req = |key: &str| {
        int(key).ok_or_else(|| MetadataError {
            line,
            message: format!("kernel `{name}`: metadata entry has no `{key}`"),
        })
    };
    let mut args = Vec::new();
    if let Yaml::Array(list) = &k[".args"] {
        for (i, a) in list.iter().enumerate() {
            let arg_err = |what: &str| MetadataError {
                line,
                message: format!("kernel `{name}`: argument {i} has no `{what}`"),
            };
            args.push(KernelArg {
                name: str_field(a, ".name"),
                type_name: str_field(a, ".type_name"),
                offset: int_field(a, ".offset").ok_or_else(|| arg_err(".offset"))?,
                size: int_field(a, ".size").ok_or_else(|| arg_err(".size"))?,
                value_kind: str_field(a, ".value_kind").ok_or_else(|| arg_err(".value_kind"))?,
                address_space: str_field(a, ".address_space"),
                is_const: bool_field(a, ".is_const"),
                is_restrict: bool_field(a, ".is_restrict"),
            });
        }
    }
    Ok(KernelMetadata {
        symbol: str_field(k, ".symbol").unwrap_or_else(|| format!("{name}.kd")),
        args,
        group_segment_fixed_size: req(".group_segment_fixed_size")?,
        private_segment_fixed_size: req(".private_segment_fixed_size")?,
        kernarg_segment_size: req(".kernarg_segment_size")?,
        kernarg_segment_align: int(".kernarg_segment_align").unwrap_or(8),
        wavefront_size: req(".wavefront_size")?,
        sgpr_count: req(".sgpr_count")?,
        vgpr_count: req(".vgpr_count")?,
        agpr_count: int(".agpr_count"),
        sgpr_spill_count: int(".sgpr_spill_count").unwrap_or(0),
        vgpr_spill_count: int(".vgpr_spill_count").unwrap_or(0),
        max_flat_workgroup_size: int(".max_flat_workgroup_size").unwrap_or(1024),
        uniform_work_group_size: int(".uniform_work_group_size"),
        uses_dynamic_stack: bool_field(k, ".uses_dynamic_stack"),
        workgroup_processor_mode: int(".workgroup_processor_mode"),
        name,
    })
}

fn str_field(y: &Yaml, key: &str) -> Option<String> {
    match &y[key] {
        Yaml::String(s) => Some(s.clone()),
        Yaml::Integer(i) => Some(i.to_string()),
        Yaml::Boolean(b) => Some(b.to_string()),
        _ => None,
    }
}

fn int_field(y: &Yaml, key: &str) -> Option<u32> {
    match &y[key] {
        Yaml::Integer(i) => u32::try_from(*i).ok(),
        Yaml::Boolean(b) => Some(*b as u32),
        _ => None,
    }
}

fn bool_field(y: &Yaml, key: &str) -> bool {
    matches!(&y[key], Yaml::Boolean(true)) || matches!(&y[key], Yaml::Integer(1))
}
