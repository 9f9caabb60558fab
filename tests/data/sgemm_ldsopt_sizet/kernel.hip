// sgemm_ldsopt_sizet: sgemm_ldsopt with the hot loop's global indices as a 64-bit sum of two
// sign-extended 32-bit ints (size_t), the address form other compiler versions emit.
// sgemm_ldsopt: the seed's compiler-output baseline for the hand-written ISA kernels 6-8
// (seed 001_55bfee5c600dda45.txt, "Kernel 5: Optimize LDS usage"):
//   block tile 128x128, BK = 8, 128 work-items (4 waves of 32);
//   a wave covers 32 (M) x 128 (N) of C as 8x4 work-items, each with 2x4 sub-tiles of 4x4,
//   so each work-item accumulates 8 (M) x 16 (N) values of C in registers;
//   the transposed A tile in LDS is padded by 4 floats per row against bank conflicts;
//   global-memory double buffering through registers as in kernel 4; built with -mcumode.
// A is M x K, B is K x N, C is M x N, row-major FP32.
// Requires M and N multiples of 128, K a multiple of 8.
// Launch: block (128, 1, 1), grid (N/128, M/128).
#include <hip/hip_runtime.h>

#define BLOCK 128
#define BM 128
#define BN 128
#define BK 8
#define TM 4
#define TN 4
#define WAVE_TX 8
#define WAVE_TY 4
#define NWAVES (BLOCK / 32)
#define WN 128
#define WM (BM * BN / NWAVES / WN)           // 32
#define ITER_N (WN / (WAVE_TX * TN))         // 4
#define ITER_M (WM / (WAVE_TY * TM))         // 2
#define A_STRIDE (BLOCK / BK)                // 16 rows of A per pass
#define B_STRIDE (BLOCK / BN)                // 1 row of B per pass
#define A_LOADS (BM / A_STRIDE)              // 8
#define B_LOADS (BK / B_STRIDE)              // 8
#define PAD 4

extern "C" __global__ void __launch_bounds__(BLOCK)
sgemm_ldsopt_sizet(const float* A, const float* B, float* C, int M, int K, int N, float alpha, float beta)
{
    __shared__ float As[BK][BM + PAD]; // +4 floats per row: no LDS bank conflicts on the transposed store
    __shared__ float Bs[BK][BN];

    const int t = threadIdx.x;
    const int wave = t / 32;
    const int lane = t % 32;
    const int waveX = wave % (BN / WN);
    const int waveY = wave / (BN / WN);
    const int lx = lane % WAVE_TX;
    const int ly = lane / WAVE_TX;

    const int blockRow = blockIdx.y * BM;
    const int blockCol = blockIdx.x * BN;

    const int aRow = t / BK;
    const int aCol = t % BK;
    const int bRow = t / BN;
    const int bCol = t % BN;

    float acc[ITER_M * TM][ITER_N * TN] = {};
    float aReg[ITER_M * TM];
    float bReg[ITER_N * TN];
    float aNext[A_LOADS];
    float bNext[B_LOADS];

    // first tile
    for (int i = 0; i < A_LOADS; ++i) {
        As[aCol][aRow + i * A_STRIDE] = A[(blockRow + aRow + i * A_STRIDE) * K + aCol];
    }
    for (int i = 0; i < B_LOADS; ++i) {
        Bs[bRow + i * B_STRIDE][bCol] = B[(bRow + i * B_STRIDE) * N + blockCol + bCol];
    }
    __syncthreads();

    for (int k0 = 0; k0 < K; k0 += BK) {
        const bool more = k0 + BK < K;
        if (more) {
            for (int i = 0; i < A_LOADS; ++i) {
                aNext[i] = A[(size_t)((blockRow + aRow + i * A_STRIDE) * K) + (size_t)(k0 + BK + aCol)];
            }
            for (int i = 0; i < B_LOADS; ++i) {
                bNext[i] = B[(size_t)((k0 + BK + bRow + i * B_STRIDE) * N) + (size_t)(blockCol + bCol)];
            }
        }

        for (int k = 0; k < BK; ++k) {
            for (int im = 0; im < ITER_M; ++im) {
                for (int i = 0; i < TM; ++i) {
                    aReg[im * TM + i] = As[k][waveY * WM + im * WAVE_TY * TM + ly * TM + i];
                }
            }
            for (int in = 0; in < ITER_N; ++in) {
                for (int j = 0; j < TN; ++j) {
                    bReg[in * TN + j] = Bs[k][waveX * WN + in * WAVE_TX * TN + lx * TN + j];
                }
            }
            for (int y = 0; y < ITER_M * TM; ++y) {
                for (int x = 0; x < ITER_N * TN; ++x) {
                    acc[y][x] += aReg[y] * bReg[x];
                }
            }
        }

        __syncthreads();
        if (more) {
            for (int i = 0; i < A_LOADS; ++i) {
                As[aCol][aRow + i * A_STRIDE] = aNext[i];
            }
            for (int i = 0; i < B_LOADS; ++i) {
                Bs[bRow + i * B_STRIDE][bCol] = bNext[i];
            }
        }
        __syncthreads();
    }

    for (int im = 0; im < ITER_M; ++im) {
        for (int i = 0; i < TM; ++i) {
            const int row = blockRow + waveY * WM + im * WAVE_TY * TM + ly * TM + i;
            for (int in = 0; in < ITER_N; ++in) {
                for (int j = 0; j < TN; ++j) {
                    const int col = blockCol + waveX * WN + in * WAVE_TX * TN + lx * TN + j;
                    C[row * N + col] = alpha * acc[im * TM + i][in * TN + j] + beta * C[row * N + col];
                }
            }
        }
    }
}
