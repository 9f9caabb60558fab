// transpose_read_contiguous: out[x][y] = in[y][x] with reads contiguous, writes strided
// (seed 000_05d5cf63ff576c5d.txt, "Transpose_read_contiguous").
// in is height x width row-major, out is width x height row-major.
// Launch: block (32, 8), grid (ceil(width/32), ceil(height/8)).
#include <hip/hip_runtime.h>

extern "C" __global__ void transpose_read_contiguous(const double* __restrict__ in,
                                                     double* __restrict__ out,
                                                     int height, int width)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x; // column in `in`
    const int y = blockIdx.y * blockDim.y + threadIdx.y; // row in `in`
    if (y < height && x < width) {
        out[x * height + y] = in[y * width + x];
    }
}
