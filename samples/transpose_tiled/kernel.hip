// transpose_tiled: transpose through a padded LDS tile so that both the global reads and the
// global writes are contiguous (seed 000_05d5cf63ff576c5d.txt, "Tiled transpose kernel").
// in is height x width row-major, out is width x height row-major.
// Launch: block (32, 32), grid (ceil(width/32), ceil(height/32)).
#include <hip/hip_runtime.h>

#define TILE 32
#define PAD 1

extern "C" __global__ void __launch_bounds__(TILE * TILE)
transpose_tiled(const double* __restrict__ in, double* __restrict__ out, int height, int width)
{
    __shared__ double tile[TILE][TILE + PAD];

    const int tx = threadIdx.x;
    const int ty = threadIdx.y;

    const int sx = blockIdx.x * TILE + tx;
    const int sy = blockIdx.y * TILE + ty;
    tile[ty][tx] = (sy < height && sx < width) ? in[sy * width + sx] : 0.0;

    __syncthreads();

    // Swapped block axes: this workgroup writes the mirrored tile of `out`.
    const int dy = blockIdx.x * TILE + ty; // row in `out` (< width)
    const int dx = blockIdx.y * TILE + tx; // column in `out` (< height)
    if (dy < width && dx < height) {
        out[dy * height + dx] = tile[tx][ty];
    }
}
