// GEMMs with register tiles (templates: mangled template names) and a double-buffered LDS GEMM.
#include <hip/hip_runtime.h>

// C[M,N] = A[M,K] * B[K,N], row-major. Each thread computes a TM x TN tile; a block of
// 16 x 16 threads covers (16*TM) x (16*TN) outputs. M, N multiples of the block tile.
template <int TM, int TN>
__global__ void __launch_bounds__(256) gemm_regtile(const float* __restrict__ A,
                                                    const float* __restrict__ B,
                                                    float* __restrict__ C, int M, int N, int K) {
    int row0 = (blockIdx.y * 16 + threadIdx.y) * TM;
    int col0 = (blockIdx.x * 16 + threadIdx.x) * TN;
    float acc[TM][TN] = {};
    for (int k = 0; k < K; ++k) {
        float a[TM], b[TN];
#pragma unroll
        for (int i = 0; i < TM; ++i) a[i] = A[(row0 + i) * K + k];
#pragma unroll
        for (int j = 0; j < TN; ++j) b[j] = B[k * N + col0 + j];
#pragma unroll
        for (int i = 0; i < TM; ++i)
#pragma unroll
            for (int j = 0; j < TN; ++j) acc[i][j] += a[i] * b[j];
    }
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j) C[(row0 + i) * N + col0 + j] = acc[i][j];
}

template __global__ void gemm_regtile<4, 4>(const float*, const float*, float*, int, int, int);
template __global__ void gemm_regtile<8, 8>(const float*, const float*, float*, int, int, int);
template __global__ void gemm_regtile<4, 8>(const float*, const float*, float*, int, int, int);

// Double-buffered LDS tiles of 64x16 (A) and 16x64 (B); 256 threads, 4x4 outputs each.
__global__ void __launch_bounds__(256) gemm_lds_dbuf(const float* __restrict__ A,
                                                     const float* __restrict__ B,
                                                     float* __restrict__ C, int M, int N, int K) {
    __shared__ float As[2][16][64 + 1];
    __shared__ float Bs[2][16][64];
    int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
    int bm = blockIdx.y * 64, bn = blockIdx.x * 64;
    float acc[4][4] = {};
    auto load = [&](int buf, int k0) {
        for (int e = threadIdx.x; e < 64 * 16; e += 256) {
            int r = e / 16, c = e % 16;
            As[buf][c][r] = A[(bm + r) * K + k0 + c];
            int rb = e / 64, cb = e % 64;
            Bs[buf][rb][cb] = B[(k0 + rb) * N + bn + cb];
        }
    };
    load(0, 0);
    __syncthreads();
    int buf = 0;
    for (int k0 = 0; k0 < K; k0 += 16) {
        if (k0 + 16 < K) load(buf ^ 1, k0 + 16);
#pragma unroll
        for (int kk = 0; kk < 16; ++kk) {
            float a[4], b[4];
#pragma unroll
            for (int i = 0; i < 4; ++i) a[i] = As[buf][kk][ty * 4 + i];
#pragma unroll
            for (int j = 0; j < 4; ++j) b[j] = Bs[buf][kk][tx * 4 + j];
#pragma unroll
            for (int i = 0; i < 4; ++i)
#pragma unroll
                for (int j = 0; j < 4; ++j) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
        }
        __syncthreads();
        buf ^= 1;
    }
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) C[(bm + ty * 4 + i) * N + bn + tx * 4 + j] = acc[i][j];
}

// Batched GEMV: y[b] = A[b] x[b], one block per (row tile, batch), pointer-table arguments.
__global__ void gemv_batched(const float* const* __restrict__ As, const float* const* __restrict__ xs,
                             float* const* __restrict__ ys, int rows, int cols) {
    const float* A = As[blockIdx.y];
    const float* x = xs[blockIdx.y];
    float* y = ys[blockIdx.y];
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    float s = 0.f;
    for (int c = 0; c < cols; ++c) s += A[r * cols + c] * x[c];
    y[r] = s;
}
