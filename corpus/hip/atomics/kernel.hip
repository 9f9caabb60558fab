// Atomics with explicit memory orders and scopes, several kernels in one file.
#include <hip/hip_runtime.h>

// Relaxed histogram over bytes, one global atomic per element.
__global__ void histogram256(const unsigned char* __restrict__ in, unsigned* bins, size_t n) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        __hip_atomic_fetch_add(&bins[in[i]], 1u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}

// Privatized histogram: LDS bins, then one global add per bin and block.
__global__ void histogram_lds(const unsigned* __restrict__ in, unsigned* bins, int n) {
    __shared__ unsigned local[256];
    for (int b = threadIdx.x; b < 256; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[in[i] & 255u], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < 256; b += blockDim.x)
        if (local[b]) atomicAdd(&bins[b], local[b]);
}

// Float maximum by compare-and-swap (sequentially consistent).
__global__ void max_cas(const float* __restrict__ x, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    unsigned* p = reinterpret_cast<unsigned*>(out);
    unsigned old = __hip_atomic_load(p, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
    while (__uint_as_float(old) < v) {
        unsigned want = __float_as_uint(v);
        if (__hip_atomic_compare_exchange_strong(p, &old, want, __ATOMIC_SEQ_CST,
                                                 __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT))
            break;
    }
}

// A ticket counter with acquire-release ordering on the fetch and a system-scope exchange.
__global__ void ticket(unsigned* counter, unsigned* order, unsigned long long* last) {
    unsigned t = __hip_atomic_fetch_add(counter, 1u, __ATOMIC_ACQ_REL, __HIP_MEMORY_SCOPE_AGENT);
    order[blockIdx.x * blockDim.x + threadIdx.x] = t;
    __hip_atomic_exchange(last, (unsigned long long)t, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_SYSTEM);
}

// Work-group scope release/acquire through LDS: producer lane writes, consumers spin.
__global__ void lds_handoff(const int* __restrict__ in, int* out) {
    __shared__ int data[64];
    __shared__ int flag;
    if (threadIdx.x == 0) flag = 0;
    __syncthreads();
    if (threadIdx.x < 64) data[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x] * 3;
    __syncthreads();
    if (threadIdx.x == 0)
        __hip_atomic_store(&flag, 1, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_WORKGROUP);
    while (__hip_atomic_load(&flag, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_WORKGROUP) == 0) {}
    out[blockIdx.x * blockDim.x + threadIdx.x] = data[threadIdx.x & 63];
}

// Atomic min/max/and/or/xor on integers, relaxed, one kernel touching all of them.
__global__ void int_reductions(const int* __restrict__ x, int* acc, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int v = x[i];
    atomicMin(&acc[0], v);
    atomicMax(&acc[1], v);
    atomicAnd(&acc[2], v);
    atomicOr(&acc[3], v);
    atomicXor(&acc[4], v);
    atomicAdd(reinterpret_cast<float*>(&acc[5]), (float)v);
}
