// reduce_lds: block sum reduction whose inner folds are fixed-count loops over LDS.
// Each work-group stages its 256-element chunk of `in` in LDS; the first 32 work-items each add
// a column of 8 values (a loop of trip count 8, kept rolled with `#pragma unroll 1`); the 32
// column sums then go through LDS to work-item 0, which adds them
// in a second rolled loop (trip count 32). Written as a target for the `unroll` pass: constant
// trip counts that are not multiples of 3, LDS pointer increments to fold into `offset:`.
// out[b] receives the sum of in[b*256 .. b*256+255] (elements at n and beyond count 0), which is
// the reduce_sum reference when n <= gridDim.x * 256.
// Launch: block (256, 1, 1), grid >= n / 256.
#include <hip/hip_runtime.h>

#define BLOCK 256
#define COLS 32

extern "C" __global__ void __launch_bounds__(BLOCK)
reduce_lds(const float* __restrict__ in, float* __restrict__ out, int n)
{
    __shared__ float tile[BLOCK];

    const int t = threadIdx.x;
    const int i = blockIdx.x * BLOCK + t;
    tile[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    float sum = 0.0f;
    if (t < COLS) {
#pragma unroll 1
        for (int j = 0; j < BLOCK / COLS; ++j) {
            sum += tile[t + COLS * j];
        }
    }
    __syncthreads();

    if (t < COLS) {
        tile[t] = sum;
    }
    __syncthreads();
    if (t == 0) {
        float s = 0.0f;
#pragma unroll 1
        for (int j = 0; j < COLS; ++j) {
            s += tile[j];
        }
        out[blockIdx.x] = s;
    }
}
