// reduce: block sum reduction with wave shuffles (__shfl_down) and LDS.
// Each work-item sums a grid-stride slice of `in`, each wave folds its values with
// __shfl_down, wave leaders put the wave sums in LDS, and the first wave folds those.
// out[b] receives the sum of in[i] for every i with (i / blockDim.x) % gridDim.x == b
// (a second launch with one workgroup, or the host, adds the partial sums).
// Wave size is 32 on gfx1100 and 64 on gfx942 (warpSize is a compile-time constant).
// Launch: block (256, 1, 1), any grid.
#include <hip/hip_runtime.h>

#define BLOCK 256

extern "C" __global__ void __launch_bounds__(BLOCK)
reduce(const float* __restrict__ in, float* __restrict__ out, int n)
{
    __shared__ float waveSums[BLOCK / 32];

    const int t = threadIdx.x;
    float sum = 0.0f;
    for (int i = blockIdx.x * BLOCK + t; i < n; i += gridDim.x * BLOCK) {
        sum += in[i];
    }

    for (int offset = warpSize / 2; offset > 0; offset /= 2) {
        sum += __shfl_down(sum, offset);
    }

    const int lane = t % warpSize;
    const int wave = t / warpSize;
    if (lane == 0) {
        waveSums[wave] = sum;
    }
    __syncthreads();

    if (wave == 0) {
        sum = lane < BLOCK / warpSize ? waveSums[lane] : 0.0f;
        for (int offset = warpSize / 2; offset > 0; offset /= 2) {
            sum += __shfl_down(sum, offset);
        }
        if (lane == 0) {
            out[blockIdx.x] = sum;
        }
    }
}
