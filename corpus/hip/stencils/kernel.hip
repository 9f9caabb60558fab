// Stencils, transposes and convolutions: 2D/3D indexing, nested loops, LDS halos.
#include <hip/hip_runtime.h>

__global__ void jacobi5(const float* __restrict__ in, float* __restrict__ out, int nx, int ny) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1) return;
    int i = y * nx + x;
    out[i] = 0.25f * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
}

__global__ void laplace7_3d(const float* __restrict__ in, float* __restrict__ out, int nx, int ny, int nz) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1) return;
    size_t plane = (size_t)nx * ny;
    for (int z = 1; z < nz - 1; ++z) {
        size_t i = z * plane + (size_t)y * nx + x;
        out[i] = in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] + in[i - plane] + in[i + plane] - 6.f * in[i];
    }
}

// 1D stencil with an LDS halo of radius 4.
__global__ void __launch_bounds__(256) stencil1d_lds(const float* __restrict__ in, float* __restrict__ out, int n) {
    __shared__ float s[256 + 8];
    int g = blockIdx.x * 256 + threadIdx.x;
    s[threadIdx.x + 4] = g < n ? in[g] : 0.f;
    if (threadIdx.x < 4) {
        s[threadIdx.x] = g >= 4 ? in[g - 4] : 0.f;
        s[threadIdx.x + 260] = g + 256 < n ? in[g + 256] : 0.f;
    }
    __syncthreads();
    float v = 0.f;
#pragma unroll
    for (int r = -4; r <= 4; ++r) v += s[threadIdx.x + 4 + r] * (1.f / 9.f);
    if (g < n) out[g] = v;
}

// Tiled transpose with a padded LDS tile (32x33), 32x8 threads.
__global__ void transpose_pad(const float* __restrict__ in, float* __restrict__ out, int w, int h) {
    __shared__ float tile[32][33];
    int x = blockIdx.x * 32 + threadIdx.x;
    int y = blockIdx.y * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
    __syncthreads();
    x = blockIdx.y * 32 + threadIdx.x;
    y = blockIdx.x * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        if (x < h && y + j < w) out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

// Direct 2D convolution, 3x3 filter, nested loops over channels.
__global__ void conv2d_3x3(const float* __restrict__ in, const float* __restrict__ wts, float* __restrict__ out,
                           int cin, int h, int w) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int co = blockIdx.z;
    if (x >= w || y >= h) return;
    float acc = 0.f;
    for (int c = 0; c < cin; ++c)
        for (int ky = 0; ky < 3; ++ky)
            for (int kx = 0; kx < 3; ++kx) {
                int yy = y + ky - 1, xx = x + kx - 1;
                if (yy >= 0 && yy < h && xx >= 0 && xx < w)
                    acc += in[(c * h + yy) * w + xx] * wts[((co * cin + c) * 3 + ky) * 3 + kx];
            }
    out[(co * h + y) * w + x] = acc;
}
