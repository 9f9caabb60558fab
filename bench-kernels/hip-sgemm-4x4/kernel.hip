// Textbook SGEMM (issue 47 item 5, value benchmark): C = alpha*A*B + beta*C, row-major, FP32.
// 64x64 block tile, 4x4 register tile per thread, 256 threads, K tile 16; the tiles of A and B
// are staged into LDS by a lane-by-lane loop inside the K loop. Written for this benchmark as a
// new user would write it; not tuned for gfxopt. M, N multiples of 64; K a multiple of 16.
#include <hip/hip_runtime.h>

#define BM 64
#define BN 64
#define BK 16
#define TM 4
#define TN 4

extern "C" __global__ void __launch_bounds__(256)
sgemm_tile4x4(const float *A, const float *B, float *C, int M, int K, int N, float alpha, float beta) {
    __shared__ float As[BK][BM];
    __shared__ float Bs[BK][BN];
    const int tid = threadIdx.x;
    const int tx = tid % (BN / TN);
    const int ty = tid / (BN / TN);
    const int row0 = blockIdx.y * BM;
    const int col0 = blockIdx.x * BN;
    float acc[TM][TN] = {};
    for (int k0 = 0; k0 < K; k0 += BK) {
        for (int i = tid; i < BM * BK; i += 256) {
            int r = i / BK, c = i % BK;
            As[c][r] = A[(row0 + r) * K + k0 + c];
        }
        for (int i = tid; i < BK * BN; i += 256) {
            int r = i / BN, c = i % BN;
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
        for (int n = 0; n < TN; ++n) {
            int idx = (row0 + ty * TM + m) * N + col0 + tx * TN + n;
            C[idx] = alpha * acc[m][n] + beta * C[idx];
        }
}
