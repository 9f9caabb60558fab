// Memory-model kernels: fences, acquire/release atomics, last-block reductions, flag hand-offs.
// The waits the compiler places for these exist for other agents (other work-groups, the host);
// no single-launch emulation can see them, so gfxopt must keep them by rule.
#include <hip/hip_runtime.h>

__device__ unsigned int retired = 0;

// The classic last-block reduction: each block writes a partial sum, fences, then counts itself
// with atomicInc; the last block sums the partials.
__global__ void last_block_sum(const float* in, float* partial, float* out, int n) {
    __shared__ float s[256];
    __shared__ bool last;
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + tid;
    s[tid] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (int w = blockDim.x / 2; w > 0; w >>= 1) {
        if (tid < w) s[tid] += s[tid + w];
        __syncthreads();
    }
    if (tid == 0) {
        partial[blockIdx.x] = s[0];
        __threadfence();
        unsigned int ticket = atomicInc(&retired, gridDim.x);
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (last && tid == 0) {
        float sum = 0.0f;
        for (unsigned b = 0; b < gridDim.x; ++b) sum += partial[b];
        *out = sum;
        retired = 0;
    }
}

// Release/acquire flag hand-off between work-groups.
__global__ void flag_handoff(float* data, int* flag, float* result, int n) {
    int tid = threadIdx.x;
    if (blockIdx.x == 0) {
        for (int i = tid; i < n; i += blockDim.x) data[i] = 2.0f * i;
        __syncthreads();
        if (tid == 0) __hip_atomic_store(flag, 1, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
    } else {
        if (tid == 0)
            while (__hip_atomic_load(flag, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT) == 0) {
            }
        __syncthreads();
        for (int i = tid; i < n; i += blockDim.x) result[i] = data[i] + 1.0f;
    }
}

// Sequentially consistent and acq_rel read-modify-writes, system scope.
__global__ void counters(int* c, float* v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        v[i] = v[i] * 3.0f;
        __hip_atomic_fetch_add(c, 1, __ATOMIC_ACQ_REL, __HIP_MEMORY_SCOPE_SYSTEM);
        __hip_atomic_fetch_add(c + 1, 1, __ATOMIC_SEQ_CST, __HIP_MEMORY_SCOPE_AGENT);
        int seen = __hip_atomic_load(c + 2, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_WORKGROUP);
        v[i] += (float)seen;
    }
}

// Explicit fences between plain stores and loads.
__global__ void fences(float* a, float* b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        a[i] = 1.0f + i;
        __atomic_thread_fence(__ATOMIC_RELEASE);
        b[i] = a[(i + 1) % n];
        __atomic_thread_fence(__ATOMIC_ACQUIRE);
        a[i] += b[i];
        __threadfence_system();
        b[i] *= 2.0f;
    }
}
