#include <hip/hip_runtime.h>
// Reverses each work-group's slice of `in` through dynamic shared memory (`extern __shared__`):
// the launch gives the LDS size (one float per work-item).
__global__ void reverse_dyn(const float* __restrict__ in, float* __restrict__ out, int n) {
  extern __shared__ float s[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < n ? in[i] : 0.f;
  __syncthreads();
  int j = blockIdx.x * blockDim.x + (blockDim.x - 1 - threadIdx.x);
  if (j < n) out[j] = s[threadIdx.x];
}
