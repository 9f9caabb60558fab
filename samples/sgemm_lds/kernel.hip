// sgemm_lds: C = alpha * A * B + beta * C with 32x32 LDS tiles of A and B
// (seed 001_55bfee5c600dda45.txt, "Kernel 2: LDS Tiling"; the seed's version takes only N,
// this one keeps the full SGEMM signature of kernel 1).
// A is M x K, B is K x N, C is M x N, row-major FP32. Requires M, N, K multiples of 32.
// Launch: block (32, 32), grid (N/32, M/32).
#include <hip/hip_runtime.h>

#define TILE 32

extern "C" __global__ void __launch_bounds__(TILE * TILE)
sgemm_lds(const float* A, const float* B, float* C, int M, int K, int N, float alpha, float beta)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];

    const int tx = threadIdx.x;
    const int ty = threadIdx.y;
    const int row = blockIdx.y * TILE + ty;
    const int col = blockIdx.x * TILE + tx;

    float acc = 0.0f;
    for (int t = 0; t < K; t += TILE) {
        As[ty][tx] = A[row * K + t + tx];
        Bs[ty][tx] = B[(t + ty) * N + col];
        __syncthreads();
        for (int k = 0; k < TILE; ++k) {
            acc += As[ty][k] * Bs[k][tx];
        }
        __syncthreads();
    }

    if (row < M && col < N) {
        C[row * N + col] = alpha * acc + beta * C[row * N + col];
    }
}
