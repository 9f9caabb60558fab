// Calls to non-inlined device functions: the call sequence (s_getpc_b64 + rel32 fixups +
// s_swappc_b64), the callee's return (s_setpc_b64), and a callee with a stack frame in
// scratch (a local array indexed at run time), stack pointer s32.
#include <hip/hip_runtime.h>

// Horner evaluation of a polynomial with n coefficients: a leaf function, no stack.
__device__ __attribute__((noinline)) float poly(float x, int n, const float* c) {
    float acc = 0.0f;
    for (int i = n - 1; i >= 0; --i) acc = acc * x + c[i];
    return acc;
}

// A local array indexed by a run-time value cannot live in registers: the callee keeps it in
// its stack frame (scratch), addressed from s32.
__device__ __attribute__((noinline)) int pick(int v, int k) {
    int bins[16];
    for (int i = 0; i < 16; ++i) bins[i] = i * v + (i ^ k);
    return bins[k & 15] + bins[(k >> 4) & 15];
}

// A non-leaf callee: calls poly twice (saves its return address and callee-saved registers).
__device__ __attribute__((noinline)) float twice(float x, int n, const float* c) {
    return poly(x, n, c) + poly(-x, n, c);
}

__global__ void calls(const float* x, const float* c, float* y, int* z, int n, int ncoef) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = twice(x[i], ncoef, c);
        z[i] = pick(i, i * 7);
    }
}
