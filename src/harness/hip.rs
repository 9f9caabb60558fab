//! The HIP runtime, loaded at run time (no link-time dependency): just the calls `gfxopt bench`
//! needs, each a thin safe wrapper that turns a `hipError_t` into a [`HipError`].
//!
//! Library search: `$GFXOPT_HIP_LIB` alone when it is set (a path or a name), else
//! `libamdhip64.so`, `libamdhip64.so.6`, `libamdhip64.so.5` through the dynamic loader's usual
//! search path (ROCm's `/opt/rocm/lib` is in it after ROCm's ldconfig step; otherwise set
//! `LD_LIBRARY_PATH` or `GFXOPT_HIP_LIB`).
//!
//! Signatures are those of `hip_runtime_api.h` (HIP 5 and 6 agree on every one used here):
//! handles (`hipModule_t`, `hipFunction_t`, `hipEvent_t`, `hipStream_t`) are opaque pointers,
//! `hipError_t` is a C `int` (0 = hipSuccess), `hipMemcpyKind` is a C enum (1 = host to device,
//! 2 = device to host). Kernels are launched on the null stream with `hipModuleLaunchKernel` and
//! the kernarg segment in the `extra` array (`HIP_LAUNCH_PARAM_BUFFER_POINTER` = 1,
//! `HIP_LAUNCH_PARAM_BUFFER_SIZE` = 2, `HIP_LAUNCH_PARAM_END` = 3); the runtime copies the
//! explicit arguments from that buffer at their metadata offsets and fills the hidden ones.

use libloading::Library;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};

type Handle = *mut c_void;
type Status = c_int;

/// A HIP call that failed: which call, its code and the runtime's message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{call} returned {code} ({message})")]
pub struct HipError {
    pub call: &'static str,
    pub code: i32,
    pub message: String,
}

/// The runtime library could not be loaded or lacks a function.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot load the HIP runtime: {}", tried.join("; "))]
pub struct LoadError {
    /// One entry per library tried: `name: why`.
    pub tried: Vec<String>,
}

/// The library names tried, in order: `$GFXOPT_HIP_LIB` alone when set.
pub fn candidates() -> Vec<String> {
    match std::env::var_os("GFXOPT_HIP_LIB") {
        Some(p) => vec![p.to_string_lossy().into_owned()],
        None => ["libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.5"]
            .map(String::from)
            .to_vec(),
    }
}

/// The resolved entry points. The `Library` is kept alive as long as the pointers.
pub struct Hip {
    /// Which library was loaded.
    pub library: String,
    init: unsafe extern "C" fn(c_uint) -> Status,
    get_device_count: unsafe extern "C" fn(*mut c_int) -> Status,
    module_load_data: unsafe extern "C" fn(*mut Handle, *const c_void) -> Status,
    module_unload: unsafe extern "C" fn(Handle) -> Status,
    module_get_function: unsafe extern "C" fn(*mut Handle, Handle, *const c_char) -> Status,
    malloc: unsafe extern "C" fn(*mut Handle, usize) -> Status,
    free: unsafe extern "C" fn(Handle) -> Status,
    memcpy: unsafe extern "C" fn(Handle, *const c_void, usize, c_int) -> Status,
    #[allow(clippy::type_complexity)]
    module_launch_kernel: unsafe extern "C" fn(
        Handle,
        c_uint,
        c_uint,
        c_uint,
        c_uint,
        c_uint,
        c_uint,
        c_uint,
        Handle,
        *mut Handle,
        *mut Handle,
    ) -> Status,
    device_synchronize: unsafe extern "C" fn() -> Status,
    event_create: unsafe extern "C" fn(*mut Handle) -> Status,
    event_destroy: unsafe extern "C" fn(Handle) -> Status,
    event_record: unsafe extern "C" fn(Handle, Handle) -> Status,
    event_synchronize: unsafe extern "C" fn(Handle) -> Status,
    event_elapsed_time: unsafe extern "C" fn(*mut f32, Handle, Handle) -> Status,
    get_error_string: unsafe extern "C" fn(Status) -> *const c_char,
    _lib: Library,
}

const MEMCPY_HOST_TO_DEVICE: c_int = 1;
const MEMCPY_DEVICE_TO_HOST: c_int = 2;
const LAUNCH_PARAM_BUFFER_POINTER: usize = 1;
const LAUNCH_PARAM_BUFFER_SIZE: usize = 2;
const LAUNCH_PARAM_END: usize = 3;

/// Resolves `name` in `lib` as a function pointer of type `T`.
///
/// # Safety
/// `T` must be the function's true C signature.
unsafe fn sym<T: Copy>(lib: &Library, name: &str) -> Result<T, String> {
    lib.get::<T>(name.as_bytes())
        .map(|s| *s)
        .map_err(|e| format!("no `{name}`: {e}"))
}

impl Hip {
    /// Loads the first library of [`candidates`] that opens and has every entry point.
    pub fn load() -> Result<Hip, LoadError> {
        let mut tried = Vec::new();
        for name in candidates() {
            // SAFETY: loading a shared library runs its initializers; libamdhip64's are the
            // runtime's own and have no preconditions.
            let lib = match unsafe { Library::new(&name) } {
                Ok(l) => l,
                Err(e) => {
                    tried.push(format!("{name}: {e}"));
                    continue;
                }
            };
            match Hip::resolve(name.clone(), lib) {
                Ok(h) => return Ok(h),
                Err(e) => tried.push(format!("{name}: {e}")),
            }
        }
        Err(LoadError { tried })
    }

    fn resolve(library: String, lib: Library) -> Result<Hip, String> {
        // SAFETY: each type below is the C prototype from hip_runtime_api.h.
        unsafe {
            Ok(Hip {
                library,
                init: sym(&lib, "hipInit")?,
                get_device_count: sym(&lib, "hipGetDeviceCount")?,
                module_load_data: sym(&lib, "hipModuleLoadData")?,
                module_unload: sym(&lib, "hipModuleUnload")?,
                module_get_function: sym(&lib, "hipModuleGetFunction")?,
                malloc: sym(&lib, "hipMalloc")?,
                free: sym(&lib, "hipFree")?,
                memcpy: sym(&lib, "hipMemcpy")?,
                module_launch_kernel: sym(&lib, "hipModuleLaunchKernel")?,
                device_synchronize: sym(&lib, "hipDeviceSynchronize")?,
                event_create: sym(&lib, "hipEventCreate")?,
                event_destroy: sym(&lib, "hipEventDestroy")?,
                event_record: sym(&lib, "hipEventRecord")?,
                event_synchronize: sym(&lib, "hipEventSynchronize")?,
                event_elapsed_time: sym(&lib, "hipEventElapsedTime")?,
                get_error_string: sym(&lib, "hipGetErrorString")?,
                _lib: lib,
            })
        }
    }

    fn check(&self, call: &'static str, status: Status) -> Result<(), HipError> {
        if status == 0 {
            return Ok(());
        }
        // SAFETY: hipGetErrorString returns a static NUL-terminated string (or null).
        let p = unsafe { (self.get_error_string)(status) };
        let message = if p.is_null() {
            "unknown error".to_string()
        } else {
            // SAFETY: non-null, NUL-terminated, static.
            unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
        };
        Err(HipError {
            call,
            code: status,
            message,
        })
    }

    pub fn init(&self) -> Result<(), HipError> {
        // SAFETY: plain call; flags must be 0.
        self.check("hipInit", unsafe { (self.init)(0) })
    }

    pub fn device_count(&self) -> Result<i32, HipError> {
        let mut n: c_int = 0;
        // SAFETY: `n` is a valid out-pointer.
        self.check("hipGetDeviceCount", unsafe {
            (self.get_device_count)(&mut n)
        })?;
        Ok(n)
    }

    /// Loads a code object; the module is unloaded when the result is dropped.
    pub fn load_module(&self, image: &[u8]) -> Result<HipModule<'_>, HipError> {
        let mut m: Handle = std::ptr::null_mut();
        // SAFETY: `image` is a complete ELF code object that outlives the call (the runtime
        // copies it); `m` is a valid out-pointer.
        self.check("hipModuleLoadData", unsafe {
            (self.module_load_data)(&mut m, image.as_ptr().cast())
        })?;
        Ok(HipModule { hip: self, raw: m })
    }

    /// Allocates `bytes` of device memory, freed when the result is dropped.
    pub fn alloc(&self, bytes: usize) -> Result<DeviceBuffer<'_>, HipError> {
        let mut p: Handle = std::ptr::null_mut();
        // SAFETY: `p` is a valid out-pointer.
        self.check("hipMalloc", unsafe { (self.malloc)(&mut p, bytes.max(1)) })?;
        Ok(DeviceBuffer {
            hip: self,
            raw: p,
            len: bytes,
        })
    }

    pub fn synchronize(&self) -> Result<(), HipError> {
        // SAFETY: plain call.
        self.check("hipDeviceSynchronize", unsafe {
            (self.device_synchronize)()
        })
    }

    pub fn event(&self) -> Result<Event<'_>, HipError> {
        let mut e: Handle = std::ptr::null_mut();
        // SAFETY: `e` is a valid out-pointer.
        self.check("hipEventCreate", unsafe { (self.event_create)(&mut e) })?;
        Ok(Event { hip: self, raw: e })
    }

    /// Milliseconds between two recorded events (waits for `stop`).
    pub fn elapsed_ms(&self, start: &Event<'_>, stop: &Event<'_>) -> Result<f32, HipError> {
        // SAFETY: both events are live handles of this runtime.
        self.check("hipEventSynchronize", unsafe {
            (self.event_synchronize)(stop.raw)
        })?;
        let mut ms = 0f32;
        // SAFETY: as above; `ms` is a valid out-pointer.
        self.check("hipEventElapsedTime", unsafe {
            (self.event_elapsed_time)(&mut ms, start.raw, stop.raw)
        })?;
        Ok(ms)
    }
}

/// A loaded code object.
pub struct HipModule<'h> {
    hip: &'h Hip,
    raw: Handle,
}

impl<'h> HipModule<'h> {
    /// The kernel whose descriptor symbol is `NAME.kd` (pass `NAME`).
    pub fn function(&self, name: &str) -> Result<Kernel<'_>, HipError> {
        let c = CString::new(name).map_err(|_| HipError {
            call: "hipModuleGetFunction",
            code: -1,
            message: format!("kernel name `{name}` contains a NUL byte"),
        })?;
        let mut f: Handle = std::ptr::null_mut();
        // SAFETY: live module, NUL-terminated name, valid out-pointer.
        self.hip.check("hipModuleGetFunction", unsafe {
            (self.hip.module_get_function)(&mut f, self.raw, c.as_ptr())
        })?;
        Ok(Kernel {
            hip: self.hip,
            raw: f,
            _module: std::marker::PhantomData,
        })
    }
}

impl Drop for HipModule<'_> {
    fn drop(&mut self) {
        // SAFETY: a live module handle, unloaded once.
        unsafe { (self.hip.module_unload)(self.raw) };
    }
}

/// A kernel of a loaded module.
pub struct Kernel<'m> {
    hip: &'m Hip,
    raw: Handle,
    _module: std::marker::PhantomData<&'m HipModule<'m>>,
}

impl Kernel<'_> {
    /// Launches on the null stream: `grid` in work-groups, `block` in work-items, `kernarg`
    /// the kernarg segment of which the first `explicit_bytes` are the explicit arguments.
    pub fn launch(
        &self,
        grid: [u32; 3],
        block: [u32; 3],
        dynamic_lds: u32,
        kernarg: &mut [u8],
        explicit_bytes: usize,
    ) -> Result<(), HipError> {
        let mut size: usize = explicit_bytes.min(kernarg.len());
        let mut extra: [Handle; 5] = [
            LAUNCH_PARAM_BUFFER_POINTER as Handle,
            kernarg.as_mut_ptr().cast(),
            LAUNCH_PARAM_BUFFER_SIZE as Handle,
            (&mut size as *mut usize).cast(),
            LAUNCH_PARAM_END as Handle,
        ];
        // SAFETY: a live function handle; `extra` is the documented five-entry array whose
        // buffer and size outlive the call (the runtime copies the arguments at launch);
        // kernelParams is null as required when `extra` is given.
        self.hip.check("hipModuleLaunchKernel", unsafe {
            (self.hip.module_launch_kernel)(
                self.raw,
                grid[0],
                grid[1],
                grid[2],
                block[0],
                block[1],
                block[2],
                dynamic_lds,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                extra.as_mut_ptr(),
            )
        })
    }
}

/// Device memory.
pub struct DeviceBuffer<'h> {
    hip: &'h Hip,
    raw: Handle,
    len: usize,
}

impl DeviceBuffer<'_> {
    /// The device address (what a kernel argument holds).
    pub fn address(&self) -> u64 {
        self.raw as u64
    }

    /// Copies `data` (at most the buffer's length) to the device.
    pub fn upload(&self, data: &[u8]) -> Result<(), HipError> {
        let n = data.len().min(self.len);
        // SAFETY: `n` bytes are readable at `data` and writable at `raw`.
        self.hip.check("hipMemcpy", unsafe {
            (self.hip.memcpy)(self.raw, data.as_ptr().cast(), n, MEMCPY_HOST_TO_DEVICE)
        })
    }

    /// Copies the buffer back to the host.
    pub fn download(&self) -> Result<Vec<u8>, HipError> {
        let mut out = vec![0u8; self.len];
        // SAFETY: `len` bytes are writable at `out` and readable at `raw`.
        self.hip.check("hipMemcpy", unsafe {
            (self.hip.memcpy)(
                out.as_mut_ptr().cast(),
                self.raw.cast_const(),
                self.len,
                MEMCPY_DEVICE_TO_HOST,
            )
        })?;
        Ok(out)
    }
}

impl Drop for DeviceBuffer<'_> {
    fn drop(&mut self) {
        // SAFETY: a live allocation, freed once.
        unsafe { (self.hip.free)(self.raw) };
    }
}

/// A HIP event.
pub struct Event<'h> {
    hip: &'h Hip,
    raw: Handle,
}

impl Event<'_> {
    /// Records the event on the null stream.
    pub fn record(&self) -> Result<(), HipError> {
        // SAFETY: a live event; null is the default stream.
        self.hip.check("hipEventRecord", unsafe {
            (self.hip.event_record)(self.raw, std::ptr::null_mut())
        })
    }
}

impl Drop for Event<'_> {
    fn drop(&mut self) {
        // SAFETY: a live event, destroyed once.
        unsafe { (self.hip.event_destroy)(self.raw) };
    }
}
