// vector_add: C = A + B, one float per work-item.
// From seed 002_57e22d5efaebf827.txt (memory-bound vector add on MI300X).
// Launch: 256 work-items per workgroup, ceil(n / 256) workgroups.
#include <hip/hip_runtime.h>

extern "C" __global__ void vector_add(const float* A, const float* B, float* C, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        C[i] = A[i] + B[i];
    }
}
