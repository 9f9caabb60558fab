// sgemm_naive: C = alpha * A * B + beta * C, one output element per work-item
// (seed 001_55bfee5c600dda45.txt, "Kernel 1: naive implementation").
// A is M x K, B is K x N, C is M x N, all row-major FP32.
// Launch: block (16, 16), grid (ceil(N/16), ceil(M/16)).
#include <hip/hip_runtime.h>

extern "C" __global__ void sgemm_naive(const float* A, const float* B, float* C, int M, int K,
                                       int N, float alpha, float beta)
{
    const int row = blockIdx.y * blockDim.y + threadIdx.y;
    const int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < M && col < N) {
        float acc = 0.0f;
        for (int k = 0; k < K; ++k) {
            acc += A[row * K + k] * B[k * N + col];
        }
        C[row * N + col] = alpha * acc + beta * C[row * N + col];
    }
}
