//! The view of one kernel: its code range, `.amdhsa_kernel` descriptor and metadata entry.

mod index;
mod metadata;
mod view;

pub mod names;

pub use index::KernelIndex;
pub use metadata::{parse_metadata, KernelArg, KernelMetadata, MetadataError};
pub use view::{
    function_code, kernels, module_metadata, Descriptor, DescriptorField, Kernel, KernelError,
};
