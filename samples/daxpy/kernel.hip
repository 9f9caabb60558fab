// daxpy: z = a * x + y on doubles (seed 000_05d5cf63ff576c5d.txt, "Occupancy by Example").
// The seed's symbol is daxpy(int, double, double*, double*, double*); here it is extern "C".
// Launch: 1024 work-items per workgroup (16 waves on gfx942), ceil(n / 1024) workgroups.
#include <hip/hip_runtime.h>

extern "C" __global__ void daxpy(int n, double a, const double* __restrict__ x,
                                 const double* __restrict__ y, double* __restrict__ z)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        z[i] = a * x[i] + y[i];
    }
}
