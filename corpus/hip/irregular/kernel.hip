// Irregular shapes no pass was written for (issue 22, "kernels nobody here wrote"): a sparse ELL
// product with a gathered vector and a run-time row length, all-pairs gravity through LDS with
// rsqrt, complex accumulation in float2, a bitonic sort in LDS, ballot-based stream compaction,
// a binary search, a padded LDS transpose, an LDS-atomic histogram, a 4x2 float2 GEMM tile
// unrolled by 2 and a double-precision GEMV with a tail.
#include <hip/hip_runtime.h>

// ELL sparse matrix-vector product: a row per thread, a run-time (divergent) row length, a gathered x.
__global__ void spmv_ell(const int* __restrict__ cols, const float* __restrict__ vals, const int* __restrict__ rowlen,
                         const float* __restrict__ x, float* __restrict__ y, int n, int maxnnz) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= n) return;
    int len = min(rowlen[r], maxnnz);
    float s = 0.f;
    for (int j = 0; j < len; ++j) s = fmaf(vals[j * n + r], x[cols[j * n + r]], s);
    y[r] = s;
}

// All-pairs gravity: positions staged in LDS tiles of 128, an rsqrt per pair.
__global__ __launch_bounds__(128) void nbody_acc(const float4* __restrict__ pos, float4* __restrict__ acc, int n,
                                                 float eps2) {
    __shared__ float4 tile[128];
    int i = blockIdx.x * 128 + threadIdx.x;
    float4 p = pos[i];
    float ax = 0, ay = 0, az = 0;
    for (int t = 0; t < n; t += 128) {
        tile[threadIdx.x] = pos[t + threadIdx.x];
        __syncthreads();
#pragma unroll 8
        for (int j = 0; j < 128; ++j) {
            float4 q = tile[j];
            float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
            float r2 = fmaf(dx, dx, fmaf(dy, dy, fmaf(dz, dz, eps2)));
            float inv = rsqrtf(r2);
            float s = q.w * inv * inv * inv;
            ax = fmaf(dx, s, ax);
            ay = fmaf(dy, s, ay);
            az = fmaf(dz, s, az);
        }
        __syncthreads();
    }
    acc[i] = make_float4(ax, ay, az, 0.f);
}

// Complex dot per column: c[i] = sum_k a[k][i] * b[k], four complex accumulators per thread.
__global__ void cmul_acc(const float2* __restrict__ a, const float2* __restrict__ b, float2* __restrict__ c, int n,
                         int k) {
    int i = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
    float2 s[4] = {};
    for (int kk = 0; kk < k; ++kk) {
        float2 w = b[kk];
#pragma unroll
        for (int u = 0; u < 4; ++u) {
            float2 v = a[kk * n + i + u];
            s[u].x = fmaf(v.x, w.x, fmaf(-v.y, w.y, s[u].x));
            s[u].y = fmaf(v.x, w.y, fmaf(v.y, w.x, s[u].y));
        }
    }
#pragma unroll
    for (int u = 0; u < 4; ++u) c[i + u] = s[u];
}

// Bitonic sort of 512 floats per block in LDS (256 threads, a compare-exchange each per step).
__global__ __launch_bounds__(256) void bitonic_lds(float* __restrict__ data) {
    __shared__ float v[512];
    float* d = data + blockIdx.x * 512;
    v[threadIdx.x] = d[threadIdx.x];
    v[threadIdx.x + 256] = d[threadIdx.x + 256];
    __syncthreads();
    for (int k = 2; k <= 512; k <<= 1) {
        for (int j = k >> 1; j > 0; j >>= 1) {
            int t = threadIdx.x;
            int lo = 2 * t - (t & (j - 1));
            int hi = lo + j;
            bool up = (lo & k) == 0;
            float a = v[lo], b = v[hi];
            if ((a > b) == up) {
                v[lo] = b;
                v[hi] = a;
            }
            __syncthreads();
        }
    }
    d[threadIdx.x] = v[threadIdx.x];
    d[threadIdx.x + 256] = v[threadIdx.x + 256];
}

// Stream compaction inside each block: ballot, popcount and an LDS prefix over the waves (deterministic order).
__global__ __launch_bounds__(256) void compact_ballot(const int* __restrict__ in, int* __restrict__ out,
                                                      int* __restrict__ count, int n) {
    __shared__ int wave_count[16];
    int i = blockIdx.x * 256 + threadIdx.x;
    int v = i < n ? in[i] : 0;
    bool keep = v > 0;
    unsigned long long m = __ballot(keep);
    int lane = threadIdx.x % warpSize, wave = threadIdx.x / warpSize;
    unsigned long long below = lane == 0 ? 0ull : (m & (~0ull >> (64 - lane)));
    int rank = __popcll(below);
    if (lane == 0) wave_count[wave] = __popcll(m);
    __syncthreads();
    int base = 0;
    for (int w = 0; w < wave; ++w) base += wave_count[w];
    if (keep) out[blockIdx.x * 256 + base + rank] = v;
    if (threadIdx.x == 0) {
        int total = 0;
        for (int w = 0; w < 256 / warpSize; ++w) total += wave_count[w];
        count[blockIdx.x] = total;
    }
}

// Lower-bound binary search of each query in a sorted array: a data-dependent while loop.
__global__ void bsearch_lower(const float* __restrict__ sorted, const float* __restrict__ q, int* __restrict__ idx,
                              int n, int m) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= m) return;
    float key = q[i];
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = (lo + hi) >> 1;
        if (sorted[mid] < key) lo = mid + 1;
        else hi = mid;
    }
    idx[i] = lo;
}

// Tiled transpose through a padded LDS tile (32 x 33), 32 x 8 threads, four rows each.
__global__ __launch_bounds__(256) void transpose_lds(const float* __restrict__ in, float* __restrict__ out, int rows,
                                                     int cols) {
    __shared__ float tile[32][33];
    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        if (x < cols && y + j < rows) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];
    __syncthreads();
    x = blockIdx.y * 32 + threadIdx.x;
    y = blockIdx.x * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        if (x < rows && y + j < cols) out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

// 64-bin histogram: LDS atomics over a grid-stride loop, then one global atomic per bin and block.
__global__ __launch_bounds__(256) void hist_lds(const unsigned* __restrict__ in, unsigned* __restrict__ hist, int n) {
    __shared__ unsigned h[64];
    if (threadIdx.x < 64) h[threadIdx.x] = 0;
    __syncthreads();
    for (int i = blockIdx.x * 256 + threadIdx.x; i < n; i += 256 * gridDim.x) atomicAdd(&h[in[i] & 63], 1u);
    __syncthreads();
    if (threadIdx.x < 64) atomicAdd(&hist[threadIdx.x], h[threadIdx.x]);
}

// C = A*B with a 4 x 2 tile per thread, B read as float2, int sizes, the k loop unrolled by 2.
__global__ void gemm_4x2(const float* __restrict__ A, const float2* __restrict__ B, float2* __restrict__ C, int M,
                         int N2, int K) {
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    int r0 = (blockIdx.y * blockDim.y + threadIdx.y) * 4;
    float2 acc[4] = {};
#pragma unroll 2
    for (int k = 0; k < K; ++k) {
        float2 b = B[k * N2 + c];
#pragma unroll
        for (int i = 0; i < 4; ++i) {
            float a = A[(r0 + i) * K + k];
            acc[i].x = fmaf(a, b.x, acc[i].x);
            acc[i].y = fmaf(a, b.y, acc[i].y);
        }
    }
#pragma unroll
    for (int i = 0; i < 4; ++i) C[(r0 + i) * N2 + c] = acc[i];
}

// Double-precision GEMV, a row per thread, two accumulators.
__global__ void dgemv2(const double* __restrict__ A, const double* __restrict__ x, double* __restrict__ y, int rows,
                       int cols) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    double s0 = 0, s1 = 0;
    int j = 0;
    for (; j + 1 < cols; j += 2) {
        s0 = fma(A[(size_t)r * cols + j], x[j], s0);
        s1 = fma(A[(size_t)r * cols + j + 1], x[j + 1], s1);
    }
    if (j < cols) s0 = fma(A[(size_t)r * cols + j], x[j], s0);
    y[r] = s0 + s1;
}
