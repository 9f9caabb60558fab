// Kernels whose kernarg pointer SGPRs are reused for values loaded from memory: a value is a
// kernel argument only while the register still holds what the kernarg load put there.
#include <hip/hip_runtime.h>

// Pointers known to address global memory (address space 1), as a library that stores device
// pointers in a table would declare them: loads through them are `global_load`, not `flat_load`.
typedef __attribute__((address_space(1))) const float gfloat;

// A pointer loaded from a table argument, then a strided column walk through it.
__global__ void table_colsum(gfloat* const* table, float* out, int K, int N) {
    gfloat* A = table[1];
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (col >= N) return;
    float acc = 0.0f;
    for (int k = 0; k < K; ++k) acc += A[k * N + col];
    out[col] = acc;
}

// The sizes come from device memory, not from the argument list.
__global__ void dims_colsum(const int* dims, const float* A, float* out) {
    int K = dims[0];
    int N = dims[1];
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (col >= N) return;
    float acc = 0.0f;
    for (int k = 0; k < K; ++k) acc += A[k * N + col];
    out[col] = acc;
}
