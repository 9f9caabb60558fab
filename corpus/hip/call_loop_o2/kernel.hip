// Loops whose body calls a non-inlined device function (issue 50): the loop counter is an
// argument of the call, so a pass must see the call read it (and clobber the convention's
// scratch registers).
#include <hip/hip_runtime.h>

__device__ __attribute__((noinline)) float mix(float v, int k) {
    return v * 0.5f + (float)(k * k) - 1.0f;
}

__device__ __attribute__((noinline)) int step(int a, int k, int b) {
    return (a ^ (k * 7)) + b;
}

// y[i] = mix applied 6 times with k = 0..5.
extern "C" __global__ void call_loop(const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
#pragma unroll 1
    for (int k = 0; k < 6; ++k) v = mix(v, k);
    y[i] = v;
}

// z[i] = step folded over a trip count given by the launch, the counter and a loaded value
// both passed to the callee.
extern "C" __global__ void call_loop_n(const int* a, int* z, int n, int trips) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int acc = a[i];
#pragma unroll 1
    for (int k = 0; k < trips; ++k) acc = step(acc, k, i);
    z[i] = acc;
}
