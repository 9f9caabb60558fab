// Grid-stride loops and 64-bit (size_t) indices.
#include <hip/hip_runtime.h>

__global__ void saxpy_gs(size_t n, float a, const float* __restrict__ x, float* __restrict__ y) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

__global__ void copy64(const double* __restrict__ src, double* __restrict__ dst, long long n) {
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    long long stride = (long long)blockDim.x * gridDim.x;
    for (; i < n; i += stride) dst[i] = src[i];
}

__global__ void fill_u32(unsigned* p, unsigned v, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) p[i] = v;
}

// Gather through a 64-bit index array.
__global__ void gather64(const float* __restrict__ src, const long long* __restrict__ idx,
                         float* __restrict__ dst, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) dst[i] = src[idx[i]];
}

// Strided column access with a row pitch in bytes (size_t arithmetic).
__global__ void scale_pitched(float* base, size_t pitch_bytes, int width, int height, float s) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y;
    if (x >= width || y >= height) return;
    float* row = reinterpret_cast<float*>(reinterpret_cast<char*>(base) + y * pitch_bytes);
    row[x] *= s;
}

// float4 vector loads in a grid-stride loop with a scalar tail.
__global__ void add_vec4(const float* __restrict__ a, const float* __restrict__ b,
                         float* __restrict__ c, int n) {
    int n4 = n / 4;
    const float4* a4 = reinterpret_cast<const float4*>(a);
    const float4* b4 = reinterpret_cast<const float4*>(b);
    float4* c4 = reinterpret_cast<float4*>(c);
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += blockDim.x * gridDim.x) {
        float4 x = a4[i], y = b4[i];
        c4[i] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w);
    }
    int t = n4 * 4 + blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) c[t] = a[t] + b[t];
}
