// PC-relative addresses next to loops (issue 51): a `__constant__` table read beside a loop
// the address passes rewrite, and a loop calling a `__noinline__` function. Both reach their
// data or callee through `s_getpc_b64` + `sym@rel32@lo+4` / `@hi+12`, whose addends are the
// byte distances from the `s_getpc_b64`: nothing may be inserted between them.
#include <hip/hip_runtime.h>

__constant__ float ctab[16] = {1.0f,  -2.0f, 3.0f,  0.5f,  -0.25f, 4.0f,  1.5f,  -3.0f,
                               2.25f, 0.75f, -1.0f, 6.0f,  -0.5f,  0.125f, 5.0f, -4.0f};

// y[i] = sum_k ctab[i & 15] * x[k * stride + i]: a strided loop (sgpr-addr's shape) and a
// load from the constant table through a PC-relative address.
__global__ void ctab_loop(const float* x, float* y, int n, int K, int stride) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float c = ctab[i & 15];
    float acc = 0.0f;
    for (int k = 0; k < K; ++k) acc += c * x[k * stride + i];
    y[i] = acc;
}

__device__ __attribute__((noinline)) float bump(float v, float w) { return v * w + 1.0f; }

// y[i] = bump applied K times along a strided column: a loop with a call in it.
__global__ void call_loop(const float* x, float* y, int n, int K, int stride) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = x[i];
    for (int k = 1; k < K; ++k) acc = bump(acc, x[k * stride + i]);
    y[i] = acc;
}
