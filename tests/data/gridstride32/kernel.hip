// Issue 22 item 2: 32-bit signed grid-stride loops for sgpr-addr's lane-by-lane reading.
#include <hip/hip_runtime.h>

// A grid-stride loop whose stride is an argument: the run-time check's `step <= 2^31 - n`
// decides at launch (a stride near 2^31 sends the waves to the unchanged copy). The stride is
// unsigned, as `blockDim.x * gridDim.x` is, so the compiler keeps the 32-bit index (a signed
// `int s` lets it step a 64-bit byte offset instead, which is not the compared counter).
__global__ void scale_s(const float* __restrict__ x, float* __restrict__ y, int n, unsigned s) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += s) y[i] = 2.0f * x[i];
}

// The compare tests 2*i, not the index the accesses read: no lane bound on i.
__global__ void twice_bound(const float* __restrict__ x, float* __restrict__ y, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; 2 * i < n; i += blockDim.x * gridDim.x)
        y[i] = x[i] + 1.0f;
}
