// Other element types and argument shapes: half, double, int8 dot, structs, pointer tables.
#include <hip/hip_runtime.h>

// _Float16 directly: Debian's hip_fp16.h does not build with clang 22.
typedef _Float16 half2_t __attribute__((ext_vector_type(2)));

__global__ void haxpy(int n, _Float16 a, const _Float16* __restrict__ x, _Float16* __restrict__ y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void h2_mul(int n2, const half2_t* __restrict__ x, const half2_t* __restrict__ y, half2_t* __restrict__ z) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n2) z[i] = x[i] * y[i];
}

__global__ void dgemv_t(const double* __restrict__ A, const double* __restrict__ x, double* __restrict__ y,
                        int rows, int cols) {
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= cols) return;
    double s = 0.0;
    for (int r = 0; r < rows; ++r) s += A[(size_t)r * cols + c] * x[r];
    y[c] = s;
}

// int8 dot products, four per 32-bit word.
__global__ void dot_i8(const int* __restrict__ a, const int* __restrict__ b, int* __restrict__ out, int n4) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n4) return;
    int va = a[i], vb = b[i], s = 0;
#pragma unroll
    for (int k = 0; k < 4; ++k) s += (signed char)(va >> (8 * k)) * (signed char)(vb >> (8 * k));
    out[i] = s;
}

struct Params {
    float scale;
    float bias;
    int n;
    int stride;
};

// A struct passed by value.
__global__ void affine_struct(Params p, const float* __restrict__ x, float* __restrict__ y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < p.n) y[i] = x[i * p.stride] * p.scale + p.bias;
}

// A table of buffers: sum of the k-th element over `count` buffers.
__global__ void sum_table(const float* const* __restrict__ table, int count, float* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = 0.f;
    for (int t = 0; t < count; ++t) s += table[t][i];
    out[i] = s;
}

// Overloads: the same name with two signatures (demangled names disambiguate).
__global__ void clamp_to(float* p, float lo, float hi, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = fminf(fmaxf(p[i], lo), hi);
}
__global__ void clamp_to(int* p, int lo, int hi, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = min(max(p[i], lo), hi);
}
