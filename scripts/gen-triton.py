#!/usr/bin/env python3
"""Compile our own Triton kernels for gfx942 and gfx1100 (no GPU needed) into corpus/triton/.

usage: scripts/gen-triton.py [OUTDIR]      (default: corpus/triton of this repository)

Needs `pip install triton` (the wheel carries the AMD backend and its own LLVM). Writes, per
kernel, `<name>/kernel.<target>.amdgcn` (Triton's assembly, as Triton dumps it) and
`<name>/meta.<target>.json` (kernel symbol, num_warps, dynamic LDS bytes `shared`, the
signature). The Triton version is recorded in OUTDIR/TRITON_VERSION; tests/suite/triton_regen.rs
rebuilds and compares when that version is installed.
"""
import json
import os
import sys

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")

import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402


@triton.jit
def vector_add(x, y, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out + offs, tl.load(x + offs, mask=m) + tl.load(y + offs, mask=m), mask=m)


@triton.jit
def matmul(a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        x = tl.load(a + rm[:, None] * sam + kk[None, :] * sak,
                    mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        y = tl.load(b + kk[:, None] * sbk + rn[None, :] * sbn,
                    mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(x, y)
    tl.store(c + rm[:, None] * scm + rn[None, :] * scn, acc.to(c.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def softmax(x, y, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    v = tl.load(x + row * stride + cols, mask=m, other=-float("inf"))
    v = v - tl.max(v, axis=0)
    e = tl.exp(v)
    tl.store(y + row * stride + cols, e / tl.sum(e, axis=0), mask=m)


@triton.jit
def layernorm(x, y, w, b, n_cols, stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    v = tl.load(x + row * stride + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(v, axis=0) / n_cols
    d = tl.where(m, v - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / n_cols + eps)
    out = d * rstd * tl.load(w + cols, mask=m) + tl.load(b + cols, mask=m)
    tl.store(y + row * stride + cols, out, mask=m)


@triton.jit
def flash_attn_fwd(q, k, v, o, seqlen, sm_scale, stride_s,
                   BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    # One head, [seqlen, D] row-major Q, K, V, O; a block of BM query rows per program.
    start = tl.program_id(0) * BM
    rm = start + tl.arange(0, BM)
    rd = tl.arange(0, D)
    qb = tl.load(q + rm[:, None] * stride_s + rd[None, :], mask=rm[:, None] < seqlen, other=0.0)
    m_i = tl.full((BM,), -float("inf"), tl.float32)
    l_i = tl.zeros((BM,), tl.float32)
    acc = tl.zeros((BM, D), tl.float32)
    for n0 in range(0, seqlen, BN):
        rn = n0 + tl.arange(0, BN)
        kb = tl.load(k + rn[None, :] * stride_s + rd[:, None], mask=rn[None, :] < seqlen, other=0.0)
        s = tl.dot(qb, kb) * sm_scale
        s = tl.where(rn[None, :] < seqlen, s, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        vb = tl.load(v + rn[:, None] * stride_s + rd[None, :], mask=rn[:, None] < seqlen, other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(vb.dtype), vb)
        m_i = m_new
    acc = acc / l_i[:, None]
    tl.store(o + rm[:, None] * stride_s + rd[None, :], acc.to(o.dtype.element_ty),
             mask=rm[:, None] < seqlen)


@triton.jit
def sum_reduce(x, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(x + offs, mask=offs < n, other=0.0)
    tl.atomic_add(out, tl.sum(v, axis=0))


@triton.jit
def histogram(x, bins, n, NBINS: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m, other=0)
    tl.atomic_add(bins + (v % NBINS), 1, mask=m)


# Kernels added later go after the others: Triton records source lines in the debug info, so
# moving a kernel would change every committed file below it.
@triton.jit
def matmul_grouped(a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr):
    # Triton's matrix-multiplication tutorial (03): a 1-D grid in grouped order (GROUP_M row
    # blocks share their B columns in L2), row/column indices wrapped modulo M/N instead of
    # masked, pointers advanced by BK per step and only the K tail masked.
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pm = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pn = (pid % num_pid_in_group) // group_size_m
    rm = (pm * BM + tl.arange(0, BM)) % M
    rn = (pn * BN + tl.arange(0, BN)) % N
    rk = tl.arange(0, BK)
    a_ptrs = a + rm[:, None] * sam + rk[None, :] * sak
    b_ptrs = b + rk[:, None] * sbk + rn[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        x = tl.load(a_ptrs, mask=rk[None, :] < K - k * BK, other=0.0)
        y = tl.load(b_ptrs, mask=rk[:, None] < K - k * BK, other=0.0)
        acc = tl.dot(x, y, acc)
        a_ptrs += BK * sak
        b_ptrs += BK * sbk
    cm = pm * BM + tl.arange(0, BM)
    cn = pn * BN + tl.arange(0, BN)
    tl.store(c + cm[:, None] * scm + cn[None, :] * scn, acc.to(c.dtype.element_ty),
             mask=(cm[:, None] < M) & (cn[None, :] < N))



@triton.jit
def matmul_bias_relu(a, b, bias, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # A fused epilogue: C = relu(A * B + bias[None, :]), contiguous row-major A, B, C.
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        x = tl.load(a + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        y = tl.load(b + kk[:, None] * N + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(x, y)
    acc = tl.maximum(acc + tl.load(bias + rn, mask=rn < N, other=0.0)[None, :], 0.0)
    tl.store(c + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def bmm(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # Batched matmul: program_id(2) picks the batch, whose matrices follow each other.
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    z = tl.program_id(2)
    a += z * M * K
    b += z * K * N
    c += z * M * N
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        x = tl.load(a + rm[:, None] * K + (k + rk)[None, :], mask=(rm[:, None] < M) & ((k + rk)[None, :] < K),
                    other=0.0)
        y = tl.load(b + (k + rk)[:, None] * N + rn[None, :], mask=((k + rk)[:, None] < K) & (rn[None, :] < N),
                    other=0.0)
        acc = tl.dot(x, y, acc)
    tl.store(c + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def rmsnorm(x, w, y, n, eps, BLOCK: tl.constexpr):
    # Two loops over a row longer than the block: the sum of squares, then the scaled store.
    row = tl.program_id(0)
    acc = tl.zeros((BLOCK,), tl.float32)
    for c0 in range(0, n, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x + row * n + cols, mask=cols < n, other=0.0)
        acc += v * v
    r = 1.0 / tl.sqrt(tl.sum(acc, axis=0) / n + eps)
    for c0 in range(0, n, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x + row * n + cols, mask=cols < n, other=0.0)
        tl.store(y + row * n + cols, v * r * tl.load(w + cols, mask=cols < n), mask=cols < n)


@triton.jit
def gelu(x, y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(x + offs, mask=offs < n)
    tl.store(y + offs, 0.5 * v * (1.0 + tl.math.erf(v * 0.7071067811865476)), mask=offs < n)


@triton.jit
def cumsum_rows(x, y, n, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    v = tl.load(x + row * n + cols, mask=cols < n, other=0.0)
    tl.store(y + row * n + cols, tl.cumsum(v, axis=0), mask=cols < n)


# Added in the Triton hunt (issue 22 and trust): kernels as people write them, nobody here
# tuned them. They go after the others (see above).
@triton.jit
def matmul_bt(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # C = A * B^T: B is stored [N, K] row-major (a linear layer's weight), A [M, K], C [M, N];
    # K need not be a multiple of BK (the tail is masked).
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        x = tl.load(a + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        w = tl.load(b + rn[None, :] * K + kk[:, None], mask=(rn[None, :] < N) & (kk[:, None] < K), other=0.0)
        acc += tl.dot(x, w)
    tl.store(c + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_persistent(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # A persistent matmul: a fixed grid of programs walks the output tiles with a stride of
    # tl.num_programs(0).
    pid = tl.program_id(0)
    nprog = tl.num_programs(0)
    tiles_n = tl.cdiv(N, BN)
    tiles = tl.cdiv(M, BM) * tiles_n
    for t in range(pid, tiles, nprog):
        rm = (t // tiles_n) * BM + tl.arange(0, BM)
        rn = (t % tiles_n) * BN + tl.arange(0, BN)
        rk = tl.arange(0, BK)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k0 in range(0, K, BK):
            kk = k0 + rk
            x = tl.load(a + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
            y = tl.load(b + kk[:, None] * N + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
            acc += tl.dot(x, y)
        tl.store(c + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def gemv(a, x, y, M, K, stride_am, BM: tl.constexpr, BK: tl.constexpr):
    # y = A x in fp32, BM rows per program, a loop over K in BK columns.
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    acc = tl.zeros((BM,), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        t = tl.load(a + rm[:, None] * stride_am + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        v = tl.load(x + rk, mask=rk < K, other=0.0)
        acc += tl.sum(t * v[None, :], axis=1)
    tl.store(y + rm, acc, mask=rm < M)


@triton.jit
def softmax_online(x, y, n_cols, stride, BLOCK: tl.constexpr):
    # Rows longer than the block: a first loop keeps a running max and a rescaled running sum
    # (the online softmax), a second loop writes exp(x - max) / sum.
    row = tl.program_id(0)
    m = tl.full((BLOCK,), -float("inf"), tl.float32)
    s = tl.zeros((BLOCK,), tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x + row * stride + cols, mask=cols < n_cols, other=-float("inf"))
        m_new = tl.maximum(m, v)
        s = s * tl.exp(m - m_new) + tl.where(cols < n_cols, tl.exp(v - m_new), 0.0)
        m = tl.where(m_new == -float("inf"), m, m_new)
    mx = tl.max(m, axis=0)
    tot = tl.sum(tl.where(m == -float("inf"), 0.0, s * tl.exp(m - mx)), axis=0)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x + row * stride + cols, mask=cols < n_cols, other=0.0)
        tl.store(y + row * stride + cols, tl.exp(v - mx) / tot, mask=cols < n_cols)


@triton.jit
def add_layernorm(x, res, y, h, w, b, n_cols, eps, BLOCK: tl.constexpr):
    # h = x + res (stored: the next residual), y = layernorm(h) * w + b; one row per program.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    v = tl.load(x + row * n_cols + cols, mask=m, other=0.0) + tl.load(res + row * n_cols + cols, mask=m, other=0.0)
    tl.store(h + row * n_cols + cols, v, mask=m)
    mean = tl.sum(v, axis=0) / n_cols
    d = tl.where(m, v - mean, 0.0)
    rstd = tl.rsqrt(tl.sum(d * d, axis=0) / n_cols + eps)
    out = d * rstd * tl.load(w + cols, mask=m, other=0.0) + tl.load(b + cols, mask=m, other=0.0)
    tl.store(y + row * n_cols + cols, out, mask=m)


@triton.jit
def stencil2d(inp, out, H, W, c0, c1, BH: tl.constexpr, BW: tl.constexpr):
    # A 5-point stencil on a 2-D tile by pointer arithmetic; the border is copied.
    ri = tl.program_id(0) * BH + tl.arange(0, BH)[:, None]
    ci = tl.program_id(1) * BW + tl.arange(0, BW)[None, :]
    inb = (ri < H) & (ci < W)
    inner = inb & (ri > 0) & (ri < H - 1) & (ci > 0) & (ci < W - 1)
    p = inp + ri * W + ci
    ctr = tl.load(p, mask=inb, other=0.0)
    nb = tl.load(p - W, mask=inner, other=0.0) + tl.load(p + W, mask=inner, other=0.0) \
        + tl.load(p - 1, mask=inner, other=0.0) + tl.load(p + 1, mask=inner, other=0.0)
    tl.store(out + ri * W + ci, tl.where(inner, c0 * ctr + c1 * nb, ctr), mask=inb)


@triton.jit
def scatter_add(x, idx, out, n, BLOCK: tl.constexpr):
    # out[idx[i]] += x[i] with float atomics (an embedding-gradient style scatter).
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.atomic_add(out + tl.load(idx + offs, mask=m, other=0), tl.load(x + offs, mask=m, other=0.0), mask=m)


@triton.jit
def where_i64(x, y, out, n, lo, hi, BLOCK: tl.constexpr):
    # Elementwise with int64 offsets (a 64-bit program offset) and a chain of tl.where.
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(x + offs, mask=m, other=0.0)
    b = tl.load(y + offs, mask=m, other=0.0)
    r = tl.where(a > b, a - b, b - a)
    r = tl.where(r < lo, lo, tl.where(r > hi, hi, r))
    r = tl.where(a != a, b, r)
    r = tl.where((offs % 3) == 0, -r, r)
    tl.store(out + offs, r, mask=m)


def mm_sig(ty):
    s = {"a": f"*{ty}", "b": f"*{ty}", "c": f"*{ty}"}
    for p in ["M", "N", "K", "sam", "sak", "sbk", "sbn", "scm", "scn"]:
        s[p] = "i32"
    s.update({"BM": "constexpr", "BN": "constexpr", "BK": "constexpr"})
    return s


def grouped_sig(ty):
    s = mm_sig(ty)
    s["GROUP_M"] = "constexpr"
    return s



BMM_SIG = {"a": "*fp32", "b": "*fp32", "c": "*fp32", "M": "i32", "N": "i32", "K": "i32",
           "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}
MM3_SIG = {"a": "*fp32", "b": "*fp32", "c": "*fp32", "M": "i32", "N": "i32", "K": "i32",
           "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}
BIAS_SIG = {"a": "*fp32", "b": "*fp32", "bias": "*fp32", "c": "*fp32", "M": "i32", "N": "i32", "K": "i32",
            "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}

# name -> (function, signature, constexprs[, compile options]); options as a Triton user's
# autotune config sets them (num_warps), taken from the AMD configs of Triton's matmul tutorial.
KERNELS = {
    "vector_add": (vector_add, {"x": "*fp32", "y": "*fp32", "out": "*fp32", "n": "i32",
                                "BLOCK": "constexpr"}, {"BLOCK": 1024}),
    "matmul_fp32": (matmul, mm_sig("fp32"), {"BM": 64, "BN": 64, "BK": 16}),
    "matmul_fp16": (matmul, mm_sig("fp16"), {"BM": 64, "BN": 64, "BK": 32}),
    "matmul_bf16": (matmul, mm_sig("bf16"), {"BM": 64, "BN": 64, "BK": 32}),
    "softmax": (softmax, {"x": "*fp32", "y": "*fp32", "n_cols": "i32", "stride": "i32",
                          "BLOCK": "constexpr"}, {"BLOCK": 1024}),
    "layernorm": (layernorm, {"x": "*fp32", "y": "*fp32", "w": "*fp32", "b": "*fp32",
                              "n_cols": "i32", "stride": "i32", "eps": "fp32",
                              "BLOCK": "constexpr"}, {"BLOCK": 512}),
    "flash_attn_fwd": (flash_attn_fwd, {"q": "*fp16", "k": "*fp16", "v": "*fp16", "o": "*fp16",
                                        "seqlen": "i32", "sm_scale": "fp32", "stride_s": "i32",
                                        "BM": "constexpr", "BN": "constexpr", "D": "constexpr"},
                       {"BM": 64, "BN": 32, "D": 64}),
    "sum_reduce": (sum_reduce, {"x": "*fp32", "out": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                   {"BLOCK": 1024}),
    "histogram": (histogram, {"x": "*i32", "bins": "*i32", "n": "i32", "NBINS": "constexpr",
                              "BLOCK": "constexpr"}, {"NBINS": 64, "BLOCK": 512}),
    "matmul_fp32_128x128": (matmul, mm_sig("fp32"), {"BM": 128, "BN": 128, "BK": 32},
                            {"num_warps": 8}),
    "matmul_fp32_32x32": (matmul, mm_sig("fp32"), {"BM": 32, "BN": 32, "BK": 32},
                          {"num_warps": 4}),
    "matmul_fp32_grouped": (matmul_grouped, grouped_sig("fp32"),
                            {"BM": 128, "BN": 64, "BK": 32, "GROUP_M": 8}, {"num_warps": 4}),
    # Added later: more tile shapes and warp counts, a fused epilogue, a batch dimension, and
    # row-wise kernels with loops, erf and a scan.
    "matmul_fp32_64x32": (matmul, mm_sig("fp32"), {"BM": 64, "BN": 32, "BK": 8}, {"num_warps": 2}),
    "matmul_fp32_16x16": (matmul, mm_sig("fp32"), {"BM": 16, "BN": 16, "BK": 16}, {"num_warps": 1}),
    "matmul_fp32_64x128": (matmul, mm_sig("fp32"), {"BM": 64, "BN": 128, "BK": 16}, {"num_warps": 8}),
    "matmul_bias_relu": (matmul_bias_relu, BIAS_SIG, {"BM": 32, "BN": 64, "BK": 16}, {"num_warps": 4}),
    "bmm": (bmm, BMM_SIG, {"BM": 32, "BN": 32, "BK": 16}, {"num_warps": 4}),
    "rmsnorm": (rmsnorm, {"x": "*fp32", "w": "*fp32", "y": "*fp32", "n": "i32", "eps": "fp32",
                          "BLOCK": "constexpr"}, {"BLOCK": 256}, {"num_warps": 4}),
    "gelu": (gelu, {"x": "*fp32", "y": "*fp32", "n": "i32", "BLOCK": "constexpr"}, {"BLOCK": 512},
             {"num_warps": 4}),
    "cumsum_rows": (cumsum_rows, {"x": "*fp32", "y": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                    {"BLOCK": 256}, {"num_warps": 4}),
    # Added in the Triton hunt: pipelining depth, BK and warp counts of the plain matmul, a
    # transposed-B matmul with a masked K tail, a persistent matmul, a GEMV, an online softmax,
    # a residual add + layer norm, a 2-D stencil, a float scatter-add and int64 tl.where code.
    "matmul_fp32_s1": (matmul, mm_sig("fp32"), {"BM": 64, "BN": 64, "BK": 16},
                       {"num_warps": 4, "num_stages": 1}),
    "matmul_fp32_bk64": (matmul, mm_sig("fp32"), {"BM": 32, "BN": 32, "BK": 64},
                         {"num_warps": 2, "num_stages": 2}),
    "matmul_fp32_bk8": (matmul, mm_sig("fp32"), {"BM": 32, "BN": 64, "BK": 8},
                        {"num_warps": 4, "num_stages": 1}),
    "matmul_bt": (matmul_bt, MM3_SIG, {"BM": 32, "BN": 32, "BK": 16}, {"num_warps": 2}),
    "matmul_bt_s1": (matmul_bt, MM3_SIG, {"BM": 64, "BN": 32, "BK": 8}, {"num_warps": 4, "num_stages": 1}),
    "matmul_persistent": (matmul_persistent, MM3_SIG, {"BM": 32, "BN": 32, "BK": 16}, {"num_warps": 4}),
    "matmul_persistent_s1": (matmul_persistent, MM3_SIG, {"BM": 64, "BN": 32, "BK": 16},
                             {"num_warps": 4, "num_stages": 1}),
    "gemv": (gemv, {"a": "*fp32", "x": "*fp32", "y": "*fp32", "M": "i32", "K": "i32", "stride_am": "i32",
                    "BM": "constexpr", "BK": "constexpr"}, {"BM": 32, "BK": 64}, {"num_warps": 4}),
    "softmax_online": (softmax_online, {"x": "*fp32", "y": "*fp32", "n_cols": "i32", "stride": "i32",
                                        "BLOCK": "constexpr"}, {"BLOCK": 256}, {"num_warps": 4}),
    "add_layernorm": (add_layernorm, {"x": "*fp32", "res": "*fp32", "y": "*fp32", "h": "*fp32",
                                      "w": "*fp32", "b": "*fp32", "n_cols": "i32", "eps": "fp32",
                                      "BLOCK": "constexpr"}, {"BLOCK": 256}, {"num_warps": 2}),
    "stencil2d": (stencil2d, {"inp": "*fp32", "out": "*fp32", "H": "i32", "W": "i32", "c0": "fp32",
                              "c1": "fp32", "BH": "constexpr", "BW": "constexpr"},
                  {"BH": 16, "BW": 32}, {"num_warps": 4}),
    "scatter_add": (scatter_add, {"x": "*fp32", "idx": "*i32", "out": "*fp32", "n": "i32",
                                  "BLOCK": "constexpr"}, {"BLOCK": 256}, {"num_warps": 4}),
    "where_i64": (where_i64, {"x": "*fp32", "y": "*fp32", "out": "*fp32", "n": "i64", "lo": "fp32",
                              "hi": "fp32", "BLOCK": "constexpr"}, {"BLOCK": 512}, {"num_warps": 4}),
}

TARGETS = [("gfx1100", 32), ("gfx942", 64)]


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "corpus", "triton")
    os.makedirs(out, exist_ok=True)
    for name, (fn, sig, consts, *opts) in KERNELS.items():
        options = opts[0] if opts else None
        d = os.path.join(out, name)
        os.makedirs(d, exist_ok=True)
        for arch, wave in TARGETS:
            k = triton.compile(ASTSource(fn, sig, consts), target=GPUTarget("hip", arch, wave),
                               options=options)
            with open(os.path.join(d, f"kernel.{arch}.amdgcn"), "w") as f:
                f.write(k.asm["amdgcn"])
            meta = {"kernel": k.metadata.name, "num_warps": k.metadata.num_warps,
                    "warp_size": wave, "shared": k.metadata.shared,
                    "signature": sig, "constexprs": consts}
            with open(os.path.join(d, f"meta.{arch}.json"), "w") as f:
                json.dump(meta, f, indent=1, sort_keys=True)
                f.write("\n")
        print(f"gen-triton.py: {name}")
    with open(os.path.join(out, "TRITON_VERSION"), "w") as f:
        f.write(triton.__version__ + "\n")


if __name__ == "__main__":
    main()
