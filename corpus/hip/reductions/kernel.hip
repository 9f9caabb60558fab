// Reductions, scans and normalisations: LDS trees, wave shuffles, several kernels per file.
#include <hip/hip_runtime.h>

__device__ inline float wave_sum(float v) {
    for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down(v, o);
    return v;
}

__global__ void sum_shfl(const float* __restrict__ x, float* out, int n) {
    float v = 0.f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += x[i];
    v = wave_sum(v);
    __shared__ float part[32];
    int lane = threadIdx.x % warpSize, w = threadIdx.x / warpSize;
    if (lane == 0) part[w] = v;
    __syncthreads();
    if (w == 0) {
        v = lane < (int)(blockDim.x / warpSize) ? part[lane] : 0.f;
        v = wave_sum(v);
        if (lane == 0) atomicAdd(out, v);
    }
}

// Inclusive block scan (Hillis-Steele in LDS), 256 threads.
__global__ void __launch_bounds__(256) scan_block(const int* __restrict__ in, int* __restrict__ out, int n) {
    __shared__ int s[256];
    int i = blockIdx.x * 256 + threadIdx.x;
    s[threadIdx.x] = i < n ? in[i] : 0;
    __syncthreads();
    for (int o = 1; o < 256; o *= 2) {
        int t = threadIdx.x >= o ? s[threadIdx.x - o] : 0;
        __syncthreads();
        s[threadIdx.x] += t;
        __syncthreads();
    }
    if (i < n) out[i] = s[threadIdx.x];
}

// Row softmax: one block per row, max and sum via LDS.
__global__ void __launch_bounds__(256) softmax_rows(const float* __restrict__ x, float* __restrict__ y, int cols) {
    __shared__ float red[256];
    const float* row = x + (size_t)blockIdx.x * cols;
    float* out = y + (size_t)blockIdx.x * cols;
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += 256) m = fmaxf(m, row[c]);
    red[threadIdx.x] = m;
    __syncthreads();
    for (int s = 128; s > 0; s /= 2) {
        if (threadIdx.x < s) red[threadIdx.x] = fmaxf(red[threadIdx.x], red[threadIdx.x + s]);
        __syncthreads();
    }
    m = red[0];
    __syncthreads();
    float sum = 0.f;
    for (int c = threadIdx.x; c < cols; c += 256) sum += __expf(row[c] - m);
    red[threadIdx.x] = sum;
    __syncthreads();
    for (int s = 128; s > 0; s /= 2) {
        if (threadIdx.x < s) red[threadIdx.x] += red[threadIdx.x + s];
        __syncthreads();
    }
    float inv = 1.f / red[0];
    for (int c = threadIdx.x; c < cols; c += 256) out[c] = __expf(row[c] - m) * inv;
}

// LayerNorm over rows with gamma/beta, Welford-free two-pass in registers + shuffles.
__global__ void layernorm_rows(const float* __restrict__ x, const float* __restrict__ gamma,
                               const float* __restrict__ beta, float* __restrict__ y, int cols, float eps) {
    __shared__ float part[32];
    const float* row = x + (size_t)blockIdx.x * cols;
    float s = 0.f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) s += row[c];
    s = wave_sum(s);
    int lane = threadIdx.x % warpSize, w = threadIdx.x / warpSize, nw = blockDim.x / warpSize;
    if (lane == 0) part[w] = s;
    __syncthreads();
    float mean = 0.f;
    for (int i = 0; i < nw; ++i) mean += part[i];
    mean /= cols;
    __syncthreads();
    float v = 0.f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) { float d = row[c] - mean; v += d * d; }
    v = wave_sum(v);
    if (lane == 0) part[w] = v;
    __syncthreads();
    float var = 0.f;
    for (int i = 0; i < nw; ++i) var += part[i];
    float rstd = rsqrtf(var / cols + eps);
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        y[(size_t)blockIdx.x * cols + c] = (row[c] - mean) * rstd * gamma[c] + beta[c];
}

// Dot product in double with a last-block finish (threadfence + counter).
__global__ void ddot_lastblock(const double* __restrict__ a, const double* __restrict__ b,
                               double* partial, unsigned* count, double* result, int n) {
    __shared__ double s[256];
    double v = 0.0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += a[i] * b[i];
    s[threadIdx.x] = v;
    __syncthreads();
    for (int o = blockDim.x / 2; o > 0; o /= 2) {
        if (threadIdx.x < o) s[threadIdx.x] += s[threadIdx.x + o];
        __syncthreads();
    }
    __shared__ bool last;
    if (threadIdx.x == 0) {
        partial[blockIdx.x] = s[0];
        __threadfence();
        last = atomicInc(count, gridDim.x - 1) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        double t = 0.0;
        for (unsigned i = 0; i < gridDim.x; ++i) t += partial[i];
        *result = t;
    }
}

// Arg-max per row with index tie-break, wave shuffles of a pair.
__global__ void argmax_rows(const float* __restrict__ x, int* __restrict__ idx, int cols) {
    const float* row = x + (size_t)blockIdx.x * cols;
    float best = -INFINITY;
    int bi = 0;
    for (int c = threadIdx.x; c < cols; c += warpSize)
        if (row[c] > best) { best = row[c]; bi = c; }
    for (int o = warpSize / 2; o > 0; o /= 2) {
        float ob = __shfl_down(best, o);
        int oi = __shfl_down(bi, o);
        if (ob > best || (ob == best && oi < bi)) { best = ob; bi = oi; }
    }
    if (threadIdx.x == 0) idx[blockIdx.x] = bi;
}
