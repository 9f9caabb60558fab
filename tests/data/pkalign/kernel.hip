#include <hip/hip_runtime.h>

// Two running sums per lane over a strided column, each product of values the loop
// computes itself (a difference and a scaled load): the factors land in registers the
// compiler picked one at a time, not in aligned pairs.
__global__ __launch_bounds__(64) void pkalign(const float* __restrict__ a,
                                              const float* __restrict__ b,
                                              float* __restrict__ out, int n, float c) {
    int i = blockIdx.x * 64 + threadIdx.x;
    int cols = gridDim.x * 64;
    float s0 = 0.f, s1 = 0.f, s2 = 0.f, s3 = 0.f;
    for (int k = 0; k < n; k++) {
        float x0 = a[(2 * k) * cols + i] - c;
        float x1 = a[(2 * k + 1) * cols + i] * c;
        float y0 = b[(2 * k) * cols + i] + c;
        float y1 = b[(2 * k + 1) * cols + i] - x0;
        s0 = __builtin_fmaf(x0, y0, s0);
        s1 = __builtin_fmaf(x1, y1, s1);
        s2 = __builtin_fmaf(y1, x0, s2);
        s3 = __builtin_fmaf(y0, x1, s3);
    }
    out[4 * i] = s0;
    out[4 * i + 1] = s1;
    out[4 * i + 2] = s2;
    out[4 * i + 3] = s3;
}
