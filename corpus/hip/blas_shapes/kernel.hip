// Dense linear-algebra shapes none of the passes were written for (issue 22's "kernels nobody here
// wrote"): a 2x8-per-row-group LDS GEMM with size_t sizes and strided cooperative loads, a GEMM
// reading A transposed, a batched GEMV with an LDS tree, a 1D convolution and a dot tile whose
// factors are uniform (SGPR operands), and a float2 grid-stride axpby.
#include <hip/hip_runtime.h>

// C = A*B (row-major, A MxK, B KxN); 128 threads as 16 x 8, each an 8x8 tile of a 64x128 block;
// K slices of 16 staged through LDS by strided loops (they write EXEC inside the hot loop).
__global__ __launch_bounds__(128) void gemm_lds_8x8(const float* __restrict__ A, const float* __restrict__ B,
                                                    float* __restrict__ C, size_t M, size_t N, size_t K) {
    constexpr int BK = 16;
    __shared__ float As[BK][64 + 1];
    __shared__ float Bs[BK][128];
    const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
    const size_t row0 = blockIdx.y * 64, col0 = blockIdx.x * 128;
    float acc[8][8] = {};
    for (size_t k0 = 0; k0 < K; k0 += BK) {
        for (int i = threadIdx.x; i < BK * 64; i += 128) {
            int r = i / BK, c = i % BK;
            As[c][r] = A[(row0 + r) * K + k0 + c];
        }
        for (int i = threadIdx.x; i < BK * 128; i += 128) {
            int r = i / 128, c = i % 128;
            Bs[r][c] = B[(k0 + r) * N + col0 + c];
        }
        __syncthreads();
#pragma unroll
        for (int k = 0; k < BK; ++k) {
            float a[8], b[8];
#pragma unroll
            for (int i = 0; i < 8; ++i) a[i] = As[k][ty * 8 + i];
#pragma unroll
            for (int j = 0; j < 8; ++j) b[j] = Bs[k][tx * 8 + j];
#pragma unroll
            for (int i = 0; i < 8; ++i)
#pragma unroll
                for (int j = 0; j < 8; ++j) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
        }
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j) C[(row0 + ty * 8 + i) * N + col0 + tx * 8 + j] = acc[i][j];
}

// C = At^T * B with At stored K x M (A read down its columns); a 4x4 tile per thread, no LDS.
__global__ void gemm_at_4x4(const float* __restrict__ At, const float* __restrict__ B, float* __restrict__ C,
                            int M, int N, int K) {
    int c0 = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
    int r0 = (blockIdx.y * blockDim.y + threadIdx.y) * 4;
    float acc[4][4] = {};
    for (int k = 0; k < K; ++k) {
        float a[4], b[4];
#pragma unroll
        for (int i = 0; i < 4; ++i) a[i] = At[k * M + r0 + i];
#pragma unroll
        for (int j = 0; j < 4; ++j) b[j] = B[k * N + c0 + j];
#pragma unroll
        for (int i = 0; i < 4; ++i)
#pragma unroll
            for (int j = 0; j < 4; ++j) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
    }
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) C[(r0 + i) * N + c0 + j] = acc[i][j];
}

// y[b][i] = sum_j A[b][i][j] * x[b][j]: a block per (row, batch), a lane-strided (divergent) loop
// over the row, then an LDS tree.
__global__ void gemv_batched(const float* __restrict__ A, const float* __restrict__ x, float* __restrict__ y,
                             int rows, int cols) {
    __shared__ float part[256];
    int row = blockIdx.x, b = blockIdx.y;
    const float* a = A + ((size_t)b * rows + row) * cols;
    const float* xv = x + (size_t)b * cols;
    float s = 0.f;
    for (int j = threadIdx.x; j < cols; j += blockDim.x) s = fmaf(a[j], xv[j], s);
    part[threadIdx.x] = s;
    __syncthreads();
    for (int w = blockDim.x / 2; w > 0; w /= 2) {
        if (threadIdx.x < w) part[threadIdx.x] += part[threadIdx.x + w];
        __syncthreads();
    }
    if (threadIdx.x == 0) y[(size_t)b * rows + row] = part[0];
}

// out[i] = sum_t w[t] * in[i + t] for a run-time tap count: 4 outputs per thread, the tap weight
// uniform (an SGPR factor of every FMA).
__global__ void conv1d_taps(const float* __restrict__ in, const float* __restrict__ w, float* __restrict__ out,
                            int n, int taps) {
    int i = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
    if (i + 3 >= n) return;
    float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (int t = 0; t < taps; ++t) {
        float wt = w[t];
        s0 = fmaf(wt, in[i + t], s0);
        s1 = fmaf(wt, in[i + t + 1], s1);
        s2 = fmaf(wt, in[i + t + 2], s2);
        s3 = fmaf(wt, in[i + t + 3], s3);
    }
    out[i] = s0;
    out[i + 1] = s1;
    out[i + 2] = s2;
    out[i + 3] = s3;
}

// out[j][t] = sum_i a[i][t] * b[i][j]: eight accumulators per thread, the b factors uniform.
__global__ void dot_uniform8(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ out,
                             int k, int ld) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    float acc[8] = {};
    for (int i = 0; i < k; ++i) {
        float av = a[i * ld + t];
#pragma unroll
        for (int j = 0; j < 8; ++j) acc[j] = fmaf(av, b[i * 8 + j], acc[j]);
    }
#pragma unroll
    for (int j = 0; j < 8; ++j) out[j * ld + t] = acc[j];
}

// z = alpha*x + beta*y over float2 elements, a size_t grid-stride loop.
__global__ void axpby_f2(const float2* __restrict__ x, const float2* __restrict__ y, float2* __restrict__ z,
                         float alpha, float beta, size_t n) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x) {
        float2 a = x[i], b = y[i];
        z[i] = make_float2(alpha * a.x + beta * b.x, alpha * a.y + beta * b.y);
    }
}
