// Shapes no earlier corpus has (a trust hunt, 2026-11-28): packed half math in a k loop, bf16
// widened by shifts, int8 / int4 dot builtins, matrix cores in a loop of chained tiles,
// atomics with explicit memory scopes and fences, shuffles down and ballots, readfirstlane,
// 64-bit integer and double loops, a loop bound re-read from memory each iteration, nested
// loops with an inner `continue`, register tiles with odd shapes and `#pragma unroll` on k,
// an LDS reduction with padding, a loop that stores into the buffer it reads (at an offset
// given by an argument), and one pointer read with two strides.
#include <hip/hip_runtime.h>

typedef _Float16 half2_t __attribute__((ext_vector_type(2)));
typedef _Float16 half4 __attribute__((ext_vector_type(4)));
typedef _Float16 half16 __attribute__((ext_vector_type(16)));
typedef short short4_t __attribute__((ext_vector_type(4)));
typedef short short16 __attribute__((ext_vector_type(16)));
typedef float floatx4 __attribute__((ext_vector_type(4)));
typedef float floatx8 __attribute__((ext_vector_type(8)));

// y[i] = sum_k A[k][i] * w[k] on half2 pairs, two packed accumulators (v_pk_fma_f16).
__global__ void h2_colfma(const half2_t* __restrict__ A, const half2_t* __restrict__ w,
                          half2_t* __restrict__ y, int K, int ld2, int n2) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n2) return;
    half2_t acc0 = {0, 0}, acc1 = {0, 0};
    int k = 0;
    for (; k + 1 < K; k += 2) {
        acc0 = __builtin_elementwise_fma(A[k * ld2 + i], w[k], acc0);
        acc1 = __builtin_elementwise_fma(A[(k + 1) * ld2 + i], w[k + 1], acc1);
    }
    if (k < K) acc0 = __builtin_elementwise_fma(A[k * ld2 + i], w[k], acc0);
    y[i] = acc0 + acc1;
}

// bf16 stored as 16-bit words, widened by a shift, dot over rows into fp32.
__device__ inline float bf16_to_f(unsigned short h) { return __uint_as_float((unsigned)h << 16); }
__global__ void bf16_gemv(const unsigned short* __restrict__ A, const unsigned short* __restrict__ x,
                          float* __restrict__ y, int rows, int cols) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    float s = 0.f;
    for (int c = 0; c < cols; ++c) s = fmaf(bf16_to_f(A[r * cols + c]), bf16_to_f(x[c]), s);
    y[r] = s;
}

// int8 x 4 and uint4 x 8 dot products accumulated over a k loop.
__global__ void dot4_loop(const int* __restrict__ a, const int* __restrict__ b, int* __restrict__ out,
                          unsigned* __restrict__ out8, int K, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int s = 0;
    unsigned u = 0;
    for (int k = 0; k < K; ++k) {
        int va = a[k * n + i], vb = b[k];
#if defined(__gfx942__)
        s = __builtin_amdgcn_sdot4(va, vb, s, false);
#else
        s = __builtin_amdgcn_sudot4(true, va, true, vb, s, false);
#endif
        u = __builtin_amdgcn_udot8((unsigned)va, (unsigned)vb, u, false);
    }
    out[i] = s;
    out8[i] = u;
}

// Matrix cores in a k loop that issues two chained tiles per iteration (bf16 inputs).
// gfx942: one wave64 per 16x16 tile, v_mfma_f32_16x16x8bf16_1k; gfx1100: one wave32 per 16x16
// tile, v_wmma_f32_16x16x16_bf16. M, N multiples of 16, K a multiple of 32.
__global__ void __launch_bounds__(64) mm_bf16_chain(const unsigned short* A, const unsigned short* B,
                                                    float* C, int M, int N, int K) {
    const int row0 = blockIdx.y * 16, col0 = blockIdx.x * 16;
    const int lane = threadIdx.x;
#if defined(__gfx942__)
    floatx4 acc = {};
    for (int k0 = 0; k0 < K; k0 += 32) {
        for (int h = 0; h < 2; ++h) {
            short4_t a, b;
            for (int e = 0; e < 4; ++e) {
                const int k = k0 + 16 * h + 4 * (lane / 16) + e;
                a[e] = A[(row0 + lane % 16) * K + k];
                b[e] = B[k * N + col0 + lane % 16];
            }
            acc = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(a, b, acc, 0, 0, 0);
        }
    }
    for (int r = 0; r < 4; ++r)
        C[(row0 + 4 * (lane / 16) + r) * N + col0 + lane % 16] = acc[r];
#elif defined(__gfx1100__) && __AMDGCN_WAVEFRONT_SIZE == 32
    if (lane >= 32) return;
    const int l = lane;
    floatx8 acc = {};
    for (int k0 = 0; k0 < K; k0 += 32) {
        for (int h = 0; h < 2; ++h) {
            short16 a, b;
            for (int e = 0; e < 16; ++e) {
                a[e] = A[(row0 + l % 16) * K + k0 + 16 * h + e];
                b[e] = B[(k0 + 16 * h + e) * N + col0 + l % 16];
            }
            acc = __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32(a, b, acc);
        }
    }
    for (int r = 0; r < 8; ++r)
        C[(row0 + 2 * r + l / 16) * N + col0 + l % 16] = acc[r];
#else
    // wave64 on gfx1100 (-mwavefrontsize64): no wave32 WMMA; four outputs per lane.
    for (int r = lane / 16; r < 16; r += 4) {
        float s = 0.f;
        for (int k = 0; k < K; ++k)
            s = fmaf(__uint_as_float((unsigned)A[(row0 + r) * K + k] << 16),
                     __uint_as_float((unsigned)B[k * N + col0 + lane % 16] << 16), s);
        C[(row0 + r) * N + col0 + lane % 16] = s;
    }
#endif
}

// Integer atomics with explicit scopes and fences in a loop: a work-group counter in LDS,
// an agent-scope sum, a system-scope max, release/acquire around a per-block flag.
__global__ void __launch_bounds__(128) atomic_scopes(const int* __restrict__ x, int* sums, int* maxes,
                                                     int* flags, int K, int n) {
    __shared__ int lcount;
    if (threadIdx.x == 0) lcount = 0;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < K; ++k) {
        int v = i < n ? x[k * n + i] : 0;
        if (v > 0)
            __hip_atomic_fetch_add(&lcount, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
        __hip_atomic_fetch_add(&sums[k], v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
        __hip_atomic_fetch_max(&maxes[k], v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_SYSTEM);
        __threadfence_block();
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        __threadfence();
        int c = __hip_atomic_load(&lcount, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_WORKGROUP);
        __hip_atomic_store(&flags[blockIdx.x], c + 1, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
    }
}

// Shuffles down within 32-lane groups (width 32, the same on both wave sizes) and a ballot
// count of positive values per group.
__global__ void __launch_bounds__(128) shfl_down_sum(const float* __restrict__ x, float* __restrict__ s,
                                                     int* __restrict__ pos, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? x[i] : 0.f;
    for (int d = 16; d > 0; d >>= 1) v += __shfl_down(v, d, 32);
    unsigned long long b = __ballot(i < n && x[i] > 0.f);
    int lane = threadIdx.x % warpSize;
    unsigned grp = (unsigned)(b >> (lane & ~31)) ;
    if ((threadIdx.x & 31) == 0 && i < n) {
        s[i / 32] = v;
        pos[i / 32] = __popc(grp);
    }
}

// A uniform loop over rows whose index is made uniform by readfirstlane.
__global__ void rfl_rows(const float* __restrict__ A, const int* __restrict__ rowsel, float* __restrict__ y,
                         int R, int cols) {
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    float s = 0.f;
    for (int r = 0; r < R; ++r) {
        int row = __builtin_amdgcn_readfirstlane(rowsel[r]);
        if (c < cols) s += A[row * cols + c] * (float)(r + 1);
    }
    if (c < cols) y[c] = s;
}

// 64-bit integer mixing in a loop (wrapping multiply, shifts, xor).
__global__ void u64_mix(const unsigned long long* __restrict__ a, unsigned long long* __restrict__ out,
                        int K, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned long long h = 0x9E3779B97F4A7C15ull ^ (unsigned long long)i;
    for (int k = 0; k < K; ++k) {
        unsigned long long v = a[(size_t)k * n + i];
        h = (h ^ v) * 0x100000001B3ull;
        h ^= h >> 29;
        h += (unsigned long long)k << 33;
    }
    out[i] = h;
}

// Double: two accumulators and a running product over a strided column.
__global__ void dcol2(const double* __restrict__ A, const double* __restrict__ x, double* __restrict__ y,
                      int K, int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double s0 = 0.0, s1 = 0.0;
    for (int k = 0; k < K; ++k) {
        double v = A[k * lda + i];
        s0 = fma(v, x[k], s0);
        s1 = fma(v, v, s1);
    }
    y[i] = s0 + 0.5 * s1;
}

// The exit test reads memory in every iteration: `k < lim[k]` (a uniform s_load inside the
// loop), and `k < *bound` where `bound` may alias `y` (the same type: reloaded after each store).
__global__ void bound_reload(const float* __restrict__ A, const int* __restrict__ lim, float* __restrict__ y,
                             int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = 0.f;
    for (int k = 0; k < lim[k]; ++k) s += A[k * lda + i];
    y[i] = s;
}

__global__ void bound_alias(const int* __restrict__ A, const int* bound, int* y, int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    for (int k = 0; k < *bound; ++k) y[i] += A[k * lda + i];
}

// Nested loops with an inner `continue` on a data-dependent per-lane condition.
__global__ void nest_continue(const float* __restrict__ A, const int* __restrict__ mask, float* __restrict__ y,
                              int J, int K, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = 0.f;
    for (int j = 0; j < J; ++j) {
        float t = 0.f;
        for (int k = 0; k < K; ++k) {
            if (mask[(j * K + k) * n + i] == 0) continue;
            t += A[(j * K + k) * n + i];
        }
        s += t * (float)(j + 1);
    }
    y[i] = s;
}

// Register tile TM x TN with the k loop unrolled by UK (`#pragma unroll UK`).
template <int TM, int TN, int UK>
__global__ void gemm_ku(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C,
                        int M, int N, int K) {
    int r0 = (blockIdx.y * blockDim.y + threadIdx.y) * TM;
    int c0 = (blockIdx.x * blockDim.x + threadIdx.x) * TN;
    if (r0 >= M || c0 >= N) return;
    float acc[TM][TN] = {};
#pragma unroll UK
    for (int k = 0; k < K; ++k) {
        float a[TM], b[TN];
#pragma unroll
        for (int m = 0; m < TM; ++m) a[m] = A[(r0 + m) * K + k];
#pragma unroll
        for (int t = 0; t < TN; ++t) b[t] = B[k * N + c0 + t];
#pragma unroll
        for (int m = 0; m < TM; ++m)
#pragma unroll
            for (int t = 0; t < TN; ++t) acc[m][t] = fmaf(a[m], b[t], acc[m][t]);
    }
#pragma unroll
    for (int m = 0; m < TM; ++m)
#pragma unroll
        for (int t = 0; t < TN; ++t) C[(r0 + m) * N + c0 + t] = acc[m][t];
}
template __global__ void gemm_ku<5, 3, 2>(const float*, const float*, float*, int, int, int);
template __global__ void gemm_ku<2, 7, 4>(const float*, const float*, float*, int, int, int);
template __global__ void gemm_ku<4, 4, 1>(const float*, const float*, float*, int, int, int);

// Column sums of a 32 x 32 tile through LDS padded to 33 columns, then a tree over 8 rows.
__global__ void __launch_bounds__(256) lds_pad_colsum(const float* __restrict__ A, float* __restrict__ out,
                                                      int rows, int cols) {
    __shared__ float tile[32][33];
    __shared__ float part[8][33];
    int tx = threadIdx.x % 32, ty = threadIdx.x / 32;
    int c = blockIdx.x * 32 + tx;
    float s = 0.f;
    for (int r0 = 0; r0 < rows; r0 += 32) {
        for (int rr = ty; rr < 32; rr += 8) {
            int r = r0 + rr;
            tile[rr][tx] = (r < rows && c < cols) ? A[r * cols + c] : 0.f;
        }
        __syncthreads();
        for (int rr = ty; rr < 32; rr += 8) s += tile[rr][tx];
        __syncthreads();
    }
    part[ty][tx] = s;
    __syncthreads();
    for (int h = 4; h > 0; h >>= 1) {
        if (ty < h) part[ty][tx] += part[ty + h][tx];
        __syncthreads();
    }
    if (ty == 0 && c < cols) out[c] = part[0][tx];
}

// Loads and stores of one buffer at different offsets in one loop: row k+d is overwritten
// from row k (d an argument, so the store may feed a later iteration's load).
__global__ void alias_shift(float* x, int K, int d, int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    for (int k = 0; k < K; ++k) x[(k + d) * lda + i] = 0.5f * x[k * lda + i] + 1.0f;
}

// One pointer read with two strides: row i and column i of a square matrix.
__global__ void two_strides(const float* __restrict__ A, float* __restrict__ y, int nn) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= nn) return;
    float s = 0.f;
    for (int k = 0; k < nn; ++k) s = fmaf(A[i * nn + k], A[k * nn + i], s);
    y[i] = s;
}

// Same buffer loaded twice per iteration at k and at k + off (off an argument, any sign).
__global__ void self_offset(const float* __restrict__ x, float* __restrict__ y, int K, int off, int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = 0.f;
    for (int k = 0; k < K; ++k) s += x[k * lda + i] * x[(k + off) * lda + i];
    y[i] = s;
}

// A constant trip count over an LDS tile with a uniform factor loaded per iteration and the
// counter itself read as a float (`#pragma unroll 1` keeps the loop for `unroll`).
__global__ void __launch_bounds__(64) lds_const12(const float* __restrict__ A, const float* __restrict__ c,
                                                  float* __restrict__ y, int n) {
    __shared__ float t[12][65];
    int tx = threadIdx.x, i = blockIdx.x * 64 + tx;
    for (int k = 0; k < 12; ++k) t[k][tx] = i < n ? A[k * n + i] : 0.f;
    __syncthreads();
    float s = 0.f;
#pragma unroll 1
    for (int k = 0; k < 12; ++k) s += t[k][tx] * c[k] + (float)k;
    if (i < n) y[i] = s;
}

// LDS rows 130 floats apart read in pairs 64 apart (ds_read2 offsets near their range) over a
// constant trip count of 10, counting down by one row.
__global__ void __launch_bounds__(64) ds2_far(const float* __restrict__ A, float* __restrict__ y, int n) {
    __shared__ float t[10 * 130];
    int tx = threadIdx.x, i = blockIdx.x * 64 + tx;
    for (int k = 0; k < 10; ++k) {
        t[k * 130 + tx] = i < n ? A[k * n + i] : 0.f;
        t[k * 130 + 64 + tx] = i < n ? A[(k + 10) * n + i] : 0.f;
    }
    __syncthreads();
    float s = 0.f;
#pragma unroll 1
    for (int k = 9; k >= 0; --k) s = s * 0.5f + (t[k * 130 + tx] - t[k * 130 + 64 + tx]);
    if (i < n) y[i] = s;
}

// A constant trip count loop that loads and stores one global buffer (row k+1 from row k).
__global__ void const_rows_rw(float* x, int ld, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
#pragma unroll 1
    for (int k = 0; k < 6; ++k) x[(k + 1) * ld + i] = 2.f * x[k * ld + i] + x[(k + 1) * ld + i];
}

// Independent FMA chains with a different literal each, a uniform factor and a select: pairs
// of such FMAs share one literal slot and the constant bus. (The negative chains' literals are
// not the positive ones' mirror: with mirrored ones the sum is exactly zero for any input.)
__global__ void lit_chains(const float* __restrict__ x, const float* __restrict__ w, float* __restrict__ y,
                           int K, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a0 = x[i], a1 = a0 * 0.5f, a2 = a0 * 0.25f, a3 = a0 * 0.125f;
    float a4 = -a0, a5 = -a1, a6 = -a2, a7 = -a3;
    for (int k = 0; k < K; ++k) {
        float wk = w[k];
        a0 = fmaf(a0, wk, 1.5f);
        a1 = fmaf(a1, wk, 2.5f);
        a2 = fmaf(a2, wk, 3.25f);
        a3 = fmaf(a3, wk, 4.75f);
        a4 = fmaf(a4, wk, -1.25f);
        a5 = fmaf(a5, wk, -2.75f);
        a6 = fmaf(a6, wk, -3.5f);
        a7 = fmaf(a7, wk, -4.25f);
        a0 = a0 > 8.f ? a0 * 0.125f : a0;
        a4 = a4 < -8.f ? a4 * 0.125f : a4;
    }
    y[i] = ((a0 + a1) + (a2 + a3)) + ((a4 + a5) + (a6 + a7));
}
