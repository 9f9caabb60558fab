// The textbook LDS SGEMM (issue 47 item 3): C = A * B, row-major, M x K times K x N; a 64 x 64
// block tile per work-group of 256 threads, each thread a 4 x 4 register tile, K staged through
// LDS in slices of 16 by strided loops `for (i = tid; i < 1024; i += step)` inside the K loop:
// a uniform FMA block (the 4 x 4 outer products of a slice) beside lane-by-lane sub-loops.
// M and N must be multiples of 64 and K of 16 (no bounds checks).
#include <hip/hip_runtime.h>

#define BM 64
#define BN 64
#define BK 16
#define TM 4
#define TN 4

template <bool BY_BLOCKDIM>
__device__ __forceinline__ void sgemm_staged_body(const float* __restrict__ A,
                                                  const float* __restrict__ B,
                                                  float* __restrict__ C, int M, int N, int K) {
    __shared__ float As[BK][BM];
    __shared__ float Bs[BK][BN];
    const int tid = threadIdx.x;
    const int tx = tid % (BN / TN), ty = tid / (BN / TN);
    const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
    // The staging loops' step: a literal 256, or the work-group size (the same for 256 threads).
    const int step = BY_BLOCKDIM ? (int)blockDim.x : 256;
    float acc[TM][TN] = {};
    for (int k0 = 0; k0 < K; k0 += BK) {
        for (int i = tid; i < BM * BK; i += step) {
            const int r = i / BK, c = i % BK;
            As[c][r] = A[(row0 + r) * K + k0 + c];
        }
        for (int i = tid; i < BK * BN; i += step) {
            const int r = i / BN, c = i % BN;
            Bs[r][c] = B[(k0 + r) * N + col0 + c];
        }
        __syncthreads();
#pragma unroll
        for (int k = 0; k < BK; ++k) {
            float a[TM], b[TN];
#pragma unroll
            for (int m = 0; m < TM; ++m) a[m] = As[k][ty * TM + m];
#pragma unroll
            for (int n = 0; n < TN; ++n) b[n] = Bs[k][tx * TN + n];
#pragma unroll
            for (int m = 0; m < TM; ++m)
#pragma unroll
                for (int n = 0; n < TN; ++n) acc[m][n] += a[m] * b[n];
        }
        __syncthreads();
    }
#pragma unroll
    for (int m = 0; m < TM; ++m)
#pragma unroll
        for (int n = 0; n < TN; ++n)
            C[(row0 + ty * TM + m) * N + col0 + tx * TN + n] = acc[m][n];
}

// Staging loops stepped by a literal 256 (launch with 256 threads).
__global__ void __launch_bounds__(256) sgemm_staged(const float* __restrict__ A,
                                                    const float* __restrict__ B,
                                                    float* __restrict__ C, int M, int N, int K) {
    sgemm_staged_body<false>(A, B, C, M, N, K);
}

// Staging loops stepped by blockDim.x: their trip count is constant for a given work-group
// size (4 with 256 threads); any size that divides 1024 and covers the 16 x 16 thread tile
// computes the same C (more threads than 256 would index past the tile: launch 256).
__global__ void __launch_bounds__(256) sgemm_staged_bd(const float* __restrict__ A,
                                                       const float* __restrict__ B,
                                                       float* __restrict__ C, int M, int N, int K) {
    sgemm_staged_body<true>(A, B, C, M, N, K);
}
