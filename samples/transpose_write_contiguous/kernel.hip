// transpose_write_contiguous: out[y][x] = in[x][y] with writes contiguous, reads strided
// (seed 000_05d5cf63ff576c5d.txt, "Transpose_write_contiguous").
// in is height x width row-major, out is width x height row-major.
// Launch: block (32, 8), grid (ceil(height/32), ceil(width/8)).
#include <hip/hip_runtime.h>

extern "C" __global__ void transpose_write_contiguous(const double* __restrict__ in,
                                                      double* __restrict__ out,
                                                      int height, int width)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x; // column in `out`
    const int y = blockIdx.y * blockDim.y + threadIdx.y; // row in `out`
    if (y < width && x < height) {
        out[y * height + x] = in[x * width + y];
    }
}
