//! The launch spec as read and checked: one kernel launch.

use super::*;

// ---------------------------------------------------------------------------------------------
// The spec
// ---------------------------------------------------------------------------------------------

/// One kernel launch, read and checked.
#[derive(Clone, Debug, PartialEq)]
pub struct LaunchSpec {
    /// the file the spec came from (for messages and for relative `file()` paths)
    pub path: PathBuf,
    /// symbol name, demangled name, or the full demangled signature (`kernel::names`)
    pub kernel: String,
    /// work-groups in x, y, z
    pub grid: [u32; 3],
    /// work-items per work-group in x, y, z
    pub block: [u32; 3],
    /// dynamic LDS bytes per work-group
    pub dynamic_lds: u32,
    pub args: Vec<ArgSpec>,
    pub params: BTreeMap<String, Number>,
    /// by name
    pub buffers: BTreeMap<String, BufferSpec>,
    pub work: Option<Work>,
    pub reference: Option<ReferenceSpec>,
}
