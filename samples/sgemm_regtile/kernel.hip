// sgemm_regtile: C = alpha * A * B + beta * C with LDS block tiles and 8x8 register tiles
// (seed 001_55bfee5c600dda45.txt, "Kernel 3: Register tiling").
//   block tile 128x128, BK = 8, 256 work-items (8 waves of 32);
//   a wave covers 32 (M) x 64 (N) of C as 8x4 work-items, each with 2x2 sub-tiles of 4x4,
//   so each work-item accumulates 8x8 values of C in registers.
// A is M x K, B is K x N, C is M x N, row-major FP32.
// Requires M and N multiples of 128, K a multiple of 8.
// Launch: block (256, 1, 1), grid (N/128, M/128).
#include <hip/hip_runtime.h>

#define BLOCK 256
#define BM 128
#define BN 128
#define BK 8
#define TM 4
#define TN 4
#define WAVE_TX 8 // work-items along N in a (32-wide) wave
#define WAVE_TY 4 // work-items along M in a wave
#define NWAVES (BLOCK / 32)
#define WN 64
#define WM (BM * BN / NWAVES / WN)           // 32
#define ITER_N (WN / (WAVE_TX * TN))         // 2
#define ITER_M (WM / (WAVE_TY * TM))         // 2
#define A_STRIDE (BLOCK / BK)                // rows of A loaded per pass
#define B_STRIDE (BLOCK / BN)                // rows of B loaded per pass

// No __launch_bounds__: the seed adds it only in kernel 4.
extern "C" __global__ void
sgemm_regtile(const float* A, const float* B, float* C, int M, int K, int N, float alpha,
              float beta)
{
    __shared__ float As[BK][BM]; // As[k][m] = A[m][k]: A tile stored transposed
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

    // global -> LDS copy coordinates
    const int aRow = t / BK;
    const int aCol = t % BK;
    const int bRow = t / BN;
    const int bCol = t % BN;

    float acc[ITER_M * TM][ITER_N * TN] = {};
    float aReg[ITER_M * TM];
    float bReg[ITER_N * TN];

    for (int k0 = 0; k0 < K; k0 += BK) {
        for (int i = 0; i < BM; i += A_STRIDE) {
            As[aCol][aRow + i] = A[(blockRow + aRow + i) * K + k0 + aCol];
        }
        for (int i = 0; i < BK; i += B_STRIDE) {
            Bs[bRow + i][bCol] = B[(k0 + bRow + i) * N + blockCol + bCol];
        }
        __syncthreads();

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
