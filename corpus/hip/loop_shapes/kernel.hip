// Loop shapes no pass was written for: exit tests counting down, stepping by an argument
// (either sign) to an inequality, breaking on data, bounded per lane (triangular), bounds read
// from memory, odd register tiles, double FMAs, loads and stores of one array in one loop,
// byte streams with a stride of 3, and a guarded read behind an index going negative.
#include <hip/hip_runtime.h>

// y[i] = sum over k = K-1 down to 0 of A[k*lda + i] * w[k]: a count-down loop.
__global__ void colsum_down(const float* A, const float* w, float* y, int K, int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.f;
    for (int k = K - 1; k >= 0; --k) acc = fmaf(A[k * lda + i], w[k], acc);
    y[i] = acc;
}

// The counter steps by an argument of either sign and stops when it equals `stop`.
__global__ void step_arg(const float* A, float* y, int start, int stop, int step, int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.f;
    for (int k = start; k != stop; k += step) acc += A[k * lda + i];
    y[i] = acc;
}

// The first row k < K whose element in this column is negative, or -1.
__global__ void first_negative(const float* A, int* pos, int K, int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int p = -1;
    for (int k = 0; k < K; ++k) {
        if (A[k * lda + i] < 0.f) {
            p = k;
            break;
        }
    }
    pos[i] = p;
}

// y = L x for a lower-triangular L (row i reads i + 1 elements: a per-lane trip count).
__global__ void tri_matvec(const float* L, const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.f;
    for (int j = 0; j <= i; ++j) acc = fmaf(L[i * n + j], x[j], acc);
    y[i] = acc;
}

// Row sums over a trip count each block reads from memory.
__global__ void rows_dyn(const float* A, const int* counts, float* y, int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int K = counts[blockIdx.y];
    if (i >= n) return;
    float acc = 0.f;
    for (int k = 0; k < K; ++k) acc += A[(blockIdx.y * 64 + k) * lda + i];
    y[blockIdx.y * n + i] = acc;
}

// C = A B with a TM x TN register tile per thread, A and B read from global memory.
template <int TM, int TN>
__global__ void gemm_odd(const float* A, const float* B, float* C, int M, int N, int K) {
    int row0 = (blockIdx.y * blockDim.y + threadIdx.y) * TM;
    int col0 = (blockIdx.x * blockDim.x + threadIdx.x) * TN;
    if (row0 + TM > M || col0 + TN > N) return;
    float acc[TM][TN] = {};
    for (int k = 0; k < K; ++k) {
        float a[TM], b[TN];
        for (int r = 0; r < TM; ++r) a[r] = A[(row0 + r) * K + k];
        for (int c = 0; c < TN; ++c) b[c] = B[k * N + col0 + c];
        for (int r = 0; r < TM; ++r)
            for (int c = 0; c < TN; ++c) acc[r][c] = fmaf(a[r], b[c], acc[r][c]);
    }
    for (int r = 0; r < TM; ++r)
        for (int c = 0; c < TN; ++c) C[(row0 + r) * N + col0 + c] = acc[r][c];
}
template __global__ void gemm_odd<3, 5>(const float*, const float*, float*, int, int, int);
template __global__ void gemm_odd<6, 2>(const float*, const float*, float*, int, int, int);

// C = A B in double with a 2 x 2 tile per thread.
__global__ void dgemm_2x2(const double* A, const double* B, double* C, int M, int N, int K) {
    int r = (blockIdx.y * blockDim.y + threadIdx.y) * 2;
    int c = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
    if (r + 2 > M || c + 2 > N) return;
    double c00 = 0, c01 = 0, c10 = 0, c11 = 0;
    for (int k = 0; k < K; ++k) {
        double a0 = A[r * K + k], a1 = A[(r + 1) * K + k];
        double b0 = B[k * N + c], b1 = B[k * N + c + 1];
        c00 = fma(a0, b0, c00);
        c01 = fma(a0, b1, c01);
        c10 = fma(a1, b0, c10);
        c11 = fma(a1, b1, c11);
    }
    C[r * N + c] = c00;
    C[r * N + c + 1] = c01;
    C[(r + 1) * N + c] = c10;
    C[(r + 1) * N + c + 1] = c11;
}

// A running sum down each column, written back in place: loads and stores of one array.
__global__ void prefix_inplace(float* x, int K, int lda, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = 0.f;
    for (int k = 0; k < K; ++k) {
        s += x[k * lda + i];
        x[k * lda + i] = s;
    }
}

// Sum of bytes with a stride of 3 (an RGB channel), per pixel column.
__global__ void rgb_colsum(const unsigned char* img, unsigned* out, int rows, int pitch, int width) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    if (x >= width) return;
    unsigned s = 0;
    for (int r = 0; r < rows; ++r) s += img[r * pitch + 3 * x + 1];
    out[x] = s;
}

// A causal FIR: the index i - k goes negative for the first taps of the first lanes.
__global__ void fir_back(const float* x, const float* h, float* y, int n, int taps) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.f;
    for (int k = 0; k < taps; ++k) {
        int j = i - k;
        if (j >= 0) acc = fmaf(h[k], x[j], acc);
    }
    y[i] = acc;
}
