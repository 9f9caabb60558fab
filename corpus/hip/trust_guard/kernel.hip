// Loops whose preheader ends in the compiler's zero-trip guard: a rewrite's run-time check must
// sit where the loop is really entered, or the fallback copy runs with a zero or negative count.
#include <hip/hip_runtime.h>

// Nested: an outer loop over J row blocks, an inner one over K rows.
__global__ void nested_colsum(const float* A, float* out, int J, int K, int N) {
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (col >= N) return;
    float acc = 0.0f;
    for (int j = 0; j < J; ++j)
        for (int k = 0; k < K; ++k) acc += A[(j * K + k) * N + col];
    out[col] = acc;
}

// Single loop with a guard.
__global__ void single_colsum(const float* A, float* out, int K, int N) {
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (col >= N) return;
    float acc = 0.0f;
    for (int k = 0; k < K; ++k) acc += A[k * N + col];
    out[col] = acc;
}
