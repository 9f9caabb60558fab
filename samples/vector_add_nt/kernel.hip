// vector_add_nt: C = A + B with loads and stores that bypass the L2 cache.
// From seed 002_57e22d5efaebf827.txt: relaxed atomic load/store at system scope,
// which the gfx942 backend emits with the sc0/sc1 scope bits set (no reuse, so L2 is skipped).
// Launch: 256 work-items per workgroup, ceil(n / 256) workgroups.
#include <hip/hip_runtime.h>

__device__ __forceinline__ float ld_bypass(const float* p)
{
    return __hip_atomic_load(p, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_SYSTEM);
}

__device__ __forceinline__ void st_bypass(float* p, float v)
{
    __hip_atomic_store(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_SYSTEM);
}

extern "C" __global__ void vector_add_nt(const float* A, const float* B, float* C, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        st_bypass(C + i, ld_bypass(A + i) + ld_bypass(B + i));
    }
}
