// Matrix cores from HIP: MFMA on gfx942, WMMA on gfx1100, through the compiler builtins that
// hipcc users (and libraries such as rocWMMA) write. One 64-thread block computes a 32x32 tile
// of C = A * B (fp16 inputs, fp32 accumulation): on gfx942 one wave64 with
// v_mfma_f32_32x32x8_f16, on gfx1100 two wave32s with two v_wmma_f32_16x16x16_f16 tiles each.
// The register layouts are the ones AMD's matrix instruction calculator gives.
#include <hip/hip_runtime.h>

typedef _Float16 half4 __attribute__((ext_vector_type(4)));
typedef _Float16 half16 __attribute__((ext_vector_type(16)));
typedef float floatx16 __attribute__((ext_vector_type(16)));
typedef float floatx8 __attribute__((ext_vector_type(8)));
typedef int intx4 __attribute__((ext_vector_type(4)));

// M, N multiples of 32, K a multiple of 16.
__global__ void __launch_bounds__(64) mm_f16_tile32(const _Float16* A, const _Float16* B,
                                                     float* C, int M, int N, int K) {
    const int row0 = blockIdx.y * 32, col0 = blockIdx.x * 32;
    const int lane = threadIdx.x;
#if defined(__gfx942__)
    floatx16 acc = {};
    for (int k0 = 0; k0 < K; k0 += 8) {
        half4 a, b;
        for (int e = 0; e < 4; ++e) {
            const int k = k0 + 4 * (lane / 32) + e;
            a[e] = A[(row0 + lane % 32) * K + k];
            b[e] = B[k * N + col0 + lane % 32];
        }
        acc = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, acc, 0, 0, 0);
    }
    for (int r = 0; r < 16; ++r) {
        const int i = 8 * (r / 4) + 4 * (lane / 32) + r % 4;
        C[(row0 + i) * N + col0 + lane % 32] = acc[r];
    }
#elif defined(__gfx1100__)
    const int wave = lane / 32, l = lane % 32;
    for (int t = 0; t < 2; ++t) {
        const int tile = 2 * wave + t;
        const int ti = 16 * (tile / 2), tj = 16 * (tile % 2);
        floatx8 acc = {};
        for (int k0 = 0; k0 < K; k0 += 16) {
            half16 a, b;
            for (int e = 0; e < 16; ++e) {
                a[e] = A[(row0 + ti + l % 16) * K + k0 + e];
                b[e] = B[(k0 + e) * N + col0 + tj + l % 16];
            }
            acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a, b, acc);
        }
        for (int r = 0; r < 8; ++r) {
            const int i = 2 * r + l / 16;
            C[(row0 + ti + i) * N + col0 + tj + l % 16] = acc[r];
        }
    }
#endif
}

// int8 dot products into int32: C = A * B with A, B int8 (one 64-thread block per 16x16 tile,
// K a multiple of 32). gfx942: v_mfma_i32_16x16x32_i8; gfx1100: v_wmma_i32_16x16x16_iu8 (signed).
__global__ void __launch_bounds__(64) mm_i8_tile16(const signed char* A, const signed char* B,
                                                    int* C, int M, int N, int K) {
    const int row0 = blockIdx.y * 16, col0 = blockIdx.x * 16;
    const int lane = threadIdx.x;
#if defined(__gfx942__)
    intx4 acc = {};
    for (int k0 = 0; k0 < K; k0 += 32) {
        long a = 0, b = 0;
        for (int e = 0; e < 8; ++e) {
            const int k = k0 + 8 * (lane / 16) + e;
            a |= (long)(unsigned char)A[(row0 + lane % 16) * K + k] << (8 * e);
            b |= (long)(unsigned char)B[k * N + col0 + lane % 16] << (8 * e);
        }
        acc = __builtin_amdgcn_mfma_i32_16x16x32_i8(a, b, acc, 0, 0, 0);
    }
    for (int r = 0; r < 4; ++r) {
        C[(row0 + 4 * (lane / 16) + r) * N + col0 + lane % 16] = acc[r];
    }
#elif defined(__gfx1100__)
    if (lane >= 32) return;  // one wave32 computes the tile
    typedef int intx8 __attribute__((ext_vector_type(8)));
    intx8 acc = {};
    for (int k0 = 0; k0 < K; k0 += 16) {
        intx4 a = {}, b = {};
        for (int e = 0; e < 16; ++e) {
            a[e / 4] |= (int)(unsigned char)A[(row0 + lane % 16) * K + k0 + e] << (8 * (e % 4));
            b[e / 4] |= (int)(unsigned char)B[(k0 + e) * N + col0 + lane % 16] << (8 * (e % 4));
        }
        acc = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(true, a, true, b, acc, false);
    }
    for (int r = 0; r < 8; ++r) {
        C[(row0 + 2 * r + lane / 16) * N + col0 + lane % 16] = acc[r];
    }
#endif
}
