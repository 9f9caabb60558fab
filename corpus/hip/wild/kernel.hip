// Kernel shapes as people write them that no other corpus folder has: dynamic shared memory,
// __launch_bounds__ with a minimum of blocks, double and packed-half GEMM tiles, a float4 SGEMM
// whose k loop is unrolled by a pragma with a remainder, early returns before barriers, wave
// intrinsics (shfl_xor, ballot, ds_bpermute, readfirstlane), triangular nested loops, induction
// variables of two widths, do-while loops stepped down by an argument, a pitched 2D stencil on
// blockIdx.y / threadIdx.y, integer division and 64-bit multiply-accumulate, LDS atomics and
// an LDS scan, loops bounded and stepped by gridDim / blockDim, and a template for float and double.
#include <hip/hip_runtime.h>
#include <stddef.h>

// out[i] = (in[i-1] + in[i] + in[i+1]) / 3 (zero outside), the halo staged through dynamic LDS of
// blockDim.x + 2 floats (the launch's dynamic LDS size); at most 256 threads, two blocks per CU.
__global__ __launch_bounds__(256, 2) void smooth_dyn(const float* __restrict__ in, float* __restrict__ out, int n) {
    extern __shared__ float s[];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t + 1] = i < n ? in[i] : 0.f;
    if (t == 0) s[0] = (i > 0 && i - 1 < n) ? in[i - 1] : 0.f;
    if (t == blockDim.x - 1) s[blockDim.x + 1] = i + 1 < n ? in[i + 1] : 0.f;
    __syncthreads();
    if (i < n) out[i] = (s[t] + s[t + 1] + s[t + 2]) * (1.f / 3.f);
}

// C = A B with a 2 x 4 register tile per thread of type T (template: float and double).
template <typename T>
__global__ void gemm_rt(const T* __restrict__ A, const T* __restrict__ B, T* __restrict__ C, int M, int N, int K) {
    int r0 = (blockIdx.y * blockDim.y + threadIdx.y) * 2;
    int c0 = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
    if (r0 >= M || c0 >= N) return;
    T acc[2][4] = {};
    for (int k = 0; k < K; ++k) {
        T a0 = A[r0 * K + k];
        T a1 = r0 + 1 < M ? A[(r0 + 1) * K + k] : T(0);
        for (int j = 0; j < 4; ++j) {
            T b = c0 + j < N ? B[k * N + c0 + j] : T(0);
            acc[0][j] += a0 * b;
            acc[1][j] += a1 * b;
        }
    }
    for (int j = 0; j < 4; ++j) {
        if (c0 + j < N) {
            C[r0 * N + c0 + j] = acc[0][j];
            if (r0 + 1 < M) C[(r0 + 1) * N + c0 + j] = acc[1][j];
        }
    }
}
template __global__ void gemm_rt<float>(const float*, const float*, float*, int, int, int);
template __global__ void gemm_rt<double>(const double*, const double*, double*, int, int, int);

typedef _Float16 h2 __attribute__((ext_vector_type(2)));

// C (M x 2*N2, half) = A (M x K, half) B (K x 2*N2, half): each thread a 4 x 1 tile of half2,
// accumulated in half2 by packed FMAs.
__global__ void hgemm_h2(const _Float16* __restrict__ A, const h2* __restrict__ B, h2* __restrict__ C, int M, int N2,
                         int K) {
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    int r0 = (blockIdx.y * blockDim.y + threadIdx.y) * 4;
    if (c >= N2 || r0 >= M) return;
    h2 acc0 = {0, 0}, acc1 = {0, 0}, acc2 = {0, 0}, acc3 = {0, 0};
    for (int k = 0; k < K; ++k) {
        h2 b = B[k * N2 + c];
        acc0 = __builtin_elementwise_fma((h2){A[r0 * K + k], A[r0 * K + k]}, b, acc0);
        acc1 = __builtin_elementwise_fma((h2){A[(r0 + 1) * K + k], A[(r0 + 1) * K + k]}, b, acc1);
        acc2 = __builtin_elementwise_fma((h2){A[(r0 + 2) * K + k], A[(r0 + 2) * K + k]}, b, acc2);
        acc3 = __builtin_elementwise_fma((h2){A[(r0 + 3) * K + k], A[(r0 + 3) * K + k]}, b, acc3);
    }
    C[r0 * N2 + c] = acc0;
    C[(r0 + 1) * N2 + c] = acc1;
    C[(r0 + 2) * N2 + c] = acc2;
    C[(r0 + 3) * N2 + c] = acc3;
}

// C = A B, each thread a 4 x 4 tile, B and C read and written as float4 (N a multiple of 4, M of 4);
// the k loop unrolled by 4 by a pragma, so the compiler adds a remainder loop.
__global__ void sgemm_f4(const float* __restrict__ A, const float4* __restrict__ B, float4* __restrict__ C, int M,
                         int N4, int K) {
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    int r0 = (blockIdx.y * blockDim.y + threadIdx.y) * 4;
    if (c >= N4 || r0 >= M) return;
    float4 acc[4];
    for (int i = 0; i < 4; ++i) acc[i] = make_float4(0.f, 0.f, 0.f, 0.f);
#pragma unroll 4
    for (int k = 0; k < K; ++k) {
        float4 b = B[(size_t)k * N4 + c];
        for (int i = 0; i < 4; ++i) {
            float a = A[(size_t)(r0 + i) * K + k];
            acc[i].x = fmaf(a, b.x, acc[i].x);
            acc[i].y = fmaf(a, b.y, acc[i].y);
            acc[i].z = fmaf(a, b.z, acc[i].z);
            acc[i].w = fmaf(a, b.w, acc[i].w);
        }
    }
    for (int i = 0; i < 4; ++i) C[(size_t)(r0 + i) * N4 + c] = acc[i];
}

// y = A x, x staged through LDS in chunks of blockDim.x; out-of-range threads return first, the
// rest load each chunk with a stride of the threads still running and meet at barriers.
__global__ __launch_bounds__(128) void gemv_early(const float* __restrict__ A, const float* __restrict__ x,
                                                  float* __restrict__ y, int rows, int cols) {
    __shared__ float xs[128];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    if (i >= rows) return;
    int active = min((int)blockDim.x, rows - (int)(blockIdx.x * blockDim.x));
    float acc = 0.f;
    for (int c = 0; c < cols; c += blockDim.x) {
        int chunk = min((int)blockDim.x, cols - c);
        for (int j = t; j < chunk; j += active) xs[j] = x[c + j];
        __syncthreads();
        for (int j = 0; j < chunk; ++j) acc = fmaf(A[(size_t)i * cols + c + j], xs[j], acc);
        __syncthreads();
    }
    y[i] = acc;
}

// Wave intrinsics in groups of 16 lanes (so the result is the same for waves of 32 and 64):
// out[i] = sum over the 16-lane group of x (shfl_xor butterfly) + x of the neighbour lane i^1
// (ds_bpermute) + 100 * the number of positive x in the group (ballot), times scale[block]
// (readfirstlane of a value uniform per block of 128 threads).
__global__ __launch_bounds__(128) void wave_ops(const float* __restrict__ x, const float* __restrict__ scale,
                                                float* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? x[i] : 0.f;
    float s = v;
    for (int m = 1; m < 16; m <<= 1) s += __shfl_xor(s, m, 16);
    int lane = __lane_id();
    float nb = __int_as_float(__builtin_amdgcn_ds_bpermute((lane ^ 1) << 2, __float_as_int(v)));
    unsigned long long b = __ballot(v > 0.f);
    int cnt = __popcll((b >> (lane & ~15)) & 0xffffull);
    int row = __builtin_amdgcn_readfirstlane(i >> 7);
    if (i < n) out[i] = (s + nb + 100.f * cnt) * scale[row];
}

// Symmetric rank-k-like sums: y[j] = sum over i < m of sum over l <= i of a[i*lda + j] * a[l*lda + j]
// (the inner trip count depends on the outer index).
__global__ void tri_nested(const float* __restrict__ a, float* __restrict__ y, int m, int lda, int n) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j >= n) return;
    float acc = 0.f;
    for (int i = 0; i < m; ++i) {
        float ai = a[i * lda + j];
        for (int l = 0; l <= i; ++l) acc = fmaf(ai, a[l * lda + j], acc);
    }
    y[j] = acc;
}

// Two induction variables of different widths: an int k counting to K and a size_t offset stepping
// by ld; a do-while over rows counting down from `start` by `dec` (an argument).
__global__ void two_iv(const float* __restrict__ A, float* __restrict__ y, int K, size_t ld, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.f;
    size_t off = i;
    for (int k = 0; k < K; ++k, off += ld) acc += A[off] * (float)(k + 1);
    y[i] = acc;
}

__global__ void dowhile_dec(const float* __restrict__ A, float* __restrict__ y, int start, int dec, int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.f;
    int r = start;
    do {
        acc += A[r * lda + i];
        r -= dec;
    } while (r >= 0);
    y[i] = acc;
}

// 5-point stencil on a pitched image (pitches in bytes, size_t), 2D blocks: out = 4c - n - s - e - w
// inside, copied at the border.
__global__ void lap_pitch(const float* __restrict__ in, size_t in_pitch, float* __restrict__ out, size_t out_pitch,
                          int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int yy = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || yy >= h) return;
    const char* base = (const char*)in;
    const float* row = (const float*)(base + yy * in_pitch);
    float* orow = (float*)((char*)out + yy * out_pitch);
    if (x == 0 || yy == 0 || x == w - 1 || yy == h - 1) {
        orow[x] = row[x];
        return;
    }
    const float* up = (const float*)(base + (yy - 1) * in_pitch);
    const float* dn = (const float*)(base + (yy + 1) * in_pitch);
    orow[x] = 4.f * row[x] - row[x - 1] - row[x + 1] - up[x] - dn[x];
}

// Integer work: q[i] = a[i] / d, r[i] = a[i] % d (runtime divisor), and a 64-bit dot
// acc[i] = sum over k < K of (long long)a[(i + k) % n] * b[k].
__global__ void divmod_mac(const int* __restrict__ a, const long long* __restrict__ b, int* __restrict__ q,
                           int* __restrict__ r, long long* __restrict__ acc, int d, int K, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int v = a[i];
    q[i] = v / d;
    r[i] = v % d;
    long long s = 0;
    for (int k = 0; k < K; ++k) s += (long long)a[(i + k) % n] * b[k];
    acc[i] = s;
}

// Per-block histogram of in[i] % 16 by LDS atomics, then an exclusive scan of the 16 bins, written
// as offsets[block*16 + bin]; counts too.
__global__ __launch_bounds__(256) void bucket_scan(const unsigned* __restrict__ in, unsigned* __restrict__ counts,
                                                   unsigned* __restrict__ offsets, int n) {
    __shared__ unsigned bins[16];
    int t = threadIdx.x;
    if (t < 16) bins[t] = 0;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + t;
    if (i < n) atomicAdd(&bins[in[i] % 16u], 1u);
    __syncthreads();
    if (t == 0) {
        unsigned run = 0;
        for (int k = 0; k < 16; ++k) {
            unsigned c = bins[k];
            counts[blockIdx.x * 16 + k] = c;
            offsets[blockIdx.x * 16 + k] = run;
            run += c;
        }
    }
}

// Row scaling with both loops bounded and stepped by hidden arguments: rows strided by gridDim.x,
// columns by blockDim.x. y[r*cols + c] = x[r*cols + c] * w[c] + r.
__global__ void rows_grid(const float* __restrict__ x, const float* __restrict__ w, float* __restrict__ y, int rows,
                          int cols) {
    for (int r = blockIdx.x; r < rows; r += gridDim.x)
        for (int c = threadIdx.x; c < cols; c += blockDim.x) y[r * cols + c] = fmaf(x[r * cols + c], w[c], (float)r);
}

// Column sums read through a pointer moved `off` elements into A, `back` rows behind it:
// y[i] = sum over k < K of p[(k - back)*lda + i], p = A + off (the index is negative for k < back).
__global__ void shifted_rows(const float* __restrict__ A, float* __restrict__ y, int off, int back, int K, int lda,
                             int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float* p = A + off;
    float acc = 0.f;
    for (int k = 0; k < K; ++k) acc += p[(k - back) * lda + i];
    y[i] = acc;
}

// A column read bottom-up from a pointer at the last row (a negative stride):
// y[i] = sum over k < K of (k + 1) * A[(K - 1 - k)*lda + i].
__global__ void col_up(const float* __restrict__ A, float* __restrict__ y, int K, int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float* p = A + (size_t)(K - 1) * lda;
    float acc = 0.f;
    for (int k = 0; k < K; ++k) acc = fmaf(p[-k * lda + i], (float)(k + 1), acc);
    y[i] = acc;
}

// Unsigned 32-bit indices: y[i] = sum over k < K of A[k*lda + i] (the index wraps modulo 2^32).
__global__ void uidx_colsum(const float* __restrict__ A, float* __restrict__ y, unsigned K, unsigned lda, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.f;
    for (unsigned k = 0; k < K; ++k) acc += A[k * lda + i];
    y[i] = acc;
}

// A centred window over a padded signal (r elements of padding at each end):
// y[i] = sum over d in [-r, r] of w[d + r] * x[r + i + d].
__global__ void window_fir(const float* __restrict__ x, const float* __restrict__ w, float* __restrict__ y, int r,
                           int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float* c = x + r + i;
    float acc = 0.f;
    for (int d = -r; d <= r; ++d) acc = fmaf(w[d + r], c[d], acc);
    y[i] = acc;
}

// A loop-carried value updated only on some lanes (a load under a branch):
// for each k, a = A[k*lda + i]; if a > 0: last = B[k*lda + i], acc0 += a*last; else acc1 += a*last.
__global__ void cond_acc(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ y, int K,
                         int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc0 = 0.f, acc1 = 0.f, last = 1.f;
    for (int k = 0; k < K; ++k) {
        float a = A[k * lda + i];
        if (a > 0.f) {
            last = B[k * lda + i];
            acc0 = fmaf(a, last, acc0);
        } else {
            acc1 = fmaf(a, last, acc1);
        }
    }
    y[i] = acc0 + 2.f * acc1 + last;
}

__constant__ float horner_coef[9] = {1.f, -0.5f, 0.25f, -0.125f, 0.0625f, 0.75f, -1.5f, 0.3f, 0.1f};

// A polynomial of degree 8 by Horner's rule from a __constant__ table, the loop kept by a pragma
// (a constant trip count of 9): y[i] = sum over j of coef[j] x[i]^j.
__global__ void horner_const(const float* __restrict__ x, float* __restrict__ y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i], p = 0.f;
#pragma unroll 1
    for (int j = 8; j >= 0; --j) p = fmaf(p, v, horner_coef[j]);
    y[i] = p;
}

// Each thread dots its LDS row of 24 with w (a constant trip count kept by a pragma; the LDS
// address steps by 4 bytes): y[row] = sum over k < 24 of M[row*24 + k] * w[k].
__global__ __launch_bounds__(64) void lds_rowdot(const float* __restrict__ M, const float* __restrict__ w,
                                                 float* __restrict__ y, int rows) {
    __shared__ float tile[64 * 25];
    int t = threadIdx.x;
    int r0 = blockIdx.x * 64;
    for (int e = t; e < 64 * 24; e += 64) {
        int r = e / 24, c = e % 24;
        tile[r * 25 + c] = r0 + r < rows ? M[(size_t)(r0 + r) * 24 + c] : 0.f;
    }
    __syncthreads();
    if (r0 + t >= rows) return;
    float acc0 = 0.f, acc1 = 0.f;
#pragma unroll 1
    for (int k = 0; k < 24; k += 2) {
        acc0 = fmaf(tile[t * 25 + k], w[k], acc0);
        acc1 = fmaf(tile[t * 25 + k + 1], w[k + 1], acc1);
    }
    y[r0 + t] = acc0 + acc1;
}

// Column sums of a 32 x 64 tile staged in LDS with rows padded to 65 floats, walked down two rows
// per step in a loop kept by a pragma (an LDS stride of 520 bytes a step):
// y[b*64 + t] = sum over k < 32 of (k + 1) * M[b*32*64 + k*64 + t].
__global__ __launch_bounds__(64) void lds_colwalk(const float* __restrict__ M, float* __restrict__ y) {
    __shared__ float tile[32 * 65];
    int t = threadIdx.x;
    const float* src = M + (size_t)blockIdx.x * 32 * 64;
    for (int r = 0; r < 32; ++r) tile[r * 65 + t] = src[r * 64 + t];
    __syncthreads();
    float acc0 = 0.f, acc1 = 0.f;
#pragma unroll 1
    for (int k = 0; k < 32; k += 2) {
        acc0 = fmaf(tile[k * 65 + t], (float)(k + 1), acc0);
        acc1 = fmaf(tile[(k + 1) * 65 + t], (float)(k + 2), acc1);
    }
    y[blockIdx.x * 64 + t] = acc0 + acc1;
}

// 2 x 4 tiles whose k loop leaves early: on a uniform flag (stop[k] != 0), on a per-lane value,
// or runs inside an outer loop that rescales the accumulators between passes.
__global__ void tile_break_u(const float* __restrict__ A, const float* __restrict__ B, const int* __restrict__ stop,
                             float* __restrict__ C, int M, int N, int K) {
    int r0 = (blockIdx.y * blockDim.y + threadIdx.y) * 2;
    int c0 = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
    if (r0 >= M || c0 >= N) return;
    float acc[2][4] = {};
    for (int k = 0; k < K; ++k) {
        if (stop[k] != 0) break;
        float a0 = A[r0 * K + k], a1 = A[(r0 + 1) * K + k];
        for (int j = 0; j < 4; ++j) {
            float b = B[k * N + c0 + j];
            acc[0][j] = fmaf(a0, b, acc[0][j]);
            acc[1][j] = fmaf(a1, b, acc[1][j]);
        }
    }
    for (int j = 0; j < 4; ++j) {
        C[r0 * N + c0 + j] = acc[0][j];
        C[(r0 + 1) * N + c0 + j] = acc[1][j];
    }
}
__global__ void tile_break_d(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C, int M,
                             int N, int K) {
    int r0 = (blockIdx.y * blockDim.y + threadIdx.y) * 2;
    int c0 = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
    if (r0 >= M || c0 >= N) return;
    float acc[2][4] = {};
    for (int k = 0; k < K; ++k) {
        float a0 = A[r0 * K + k], a1 = A[(r0 + 1) * K + k];
        if (a0 > 0.8f) break;
        for (int j = 0; j < 4; ++j) {
            float b = B[k * N + c0 + j];
            acc[0][j] = fmaf(a0, b, acc[0][j]);
            acc[1][j] = fmaf(a1, b, acc[1][j]);
        }
    }
    for (int j = 0; j < 4; ++j) {
        C[r0 * N + c0 + j] = acc[0][j];
        C[(r0 + 1) * N + c0 + j] = acc[1][j];
    }
}
__global__ void tile_outer(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C, int M,
                           int N, int K, int passes) {
    int r0 = (blockIdx.y * blockDim.y + threadIdx.y) * 2;
    int c0 = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
    if (r0 >= M || c0 >= N) return;
    float acc[2][4] = {};
    for (int p = 0; p < passes; ++p) {
        for (int k = 0; k < K; ++k) {
            float a0 = A[r0 * K + k], a1 = A[(r0 + 1) * K + k];
            for (int j = 0; j < 4; ++j) {
                float b = B[k * N + c0 + j];
                acc[0][j] = fmaf(a0, b, acc[0][j]);
                acc[1][j] = fmaf(a1, b, acc[1][j]);
            }
        }
        for (int j = 0; j < 4; ++j) {
            acc[0][j] = acc[0][j] * 0.5f + (float)(p + j);
            acc[1][j] = acc[1][j] * 0.25f - (float)(p * j);
        }
    }
    for (int j = 0; j < 4; ++j) {
        C[r0 * N + c0 + j] = acc[0][j];
        C[(r0 + 1) * N + c0 + j] = acc[1][j];
    }
}

// The same tiles over passes of which every third skips the k loop (a uniform branch around
// the inner loop inside the outer one).
__global__ void tile_skip(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C, int M,
                          int N, int K, int passes) {
    int r0 = (blockIdx.y * blockDim.y + threadIdx.y) * 2;
    int c0 = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
    if (r0 >= M || c0 >= N) return;
    float acc[2][4] = {};
    for (int p = 0; p < passes; ++p) {
        if (p % 3 != 1) {
            for (int k = 0; k < K; ++k) {
                float a0 = A[r0 * K + k], a1 = A[(r0 + 1) * K + k];
                for (int j = 0; j < 4; ++j) {
                    float b = B[k * N + c0 + j];
                    acc[0][j] = fmaf(a0, b, acc[0][j]);
                    acc[1][j] = fmaf(a1, b, acc[1][j]);
                }
            }
        }
        for (int j = 0; j < 4; ++j) {
            acc[0][j] = acc[0][j] * 0.5f + (float)p;
            acc[1][j] = acc[1][j] * 0.25f - (float)j;
        }
    }
    for (int j = 0; j < 4; ++j) {
        C[r0 * N + c0 + j] = acc[0][j];
        C[(r0 + 1) * N + c0 + j] = acc[1][j];
    }
}
