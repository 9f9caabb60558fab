#!/usr/bin/env python3
"""Checks one emulated launch against a NumPy reference computed independently of the kernel.

    python3 scripts/numpy_ref.py SPEC SRC_DIR DUMP_DIR
    python3 scripts/numpy_ref.py --list
    python3 scripts/numpy_ref.py --batch < LINES   (SPEC<TAB>SRC_DIR<TAB>DUMP_DIR per line)

SPEC is a launch spec (docs/launch-spec.md), SRC_DIR the folder holding the kernel's source
(`kernel.hip`), DUMP_DIR what `gfxopt run FILE --spec SPEC --dump DUMP_DIR` wrote: every buffer
before (NAME.in.npy) and after (NAME.out.npy) the launch.

Each kernel has one reference function below, keyed by its demangled signature and written from
what the kernel is meant to compute (a matrix product is A @ B in float64, a histogram is
np.bincount), not from its code. The function gets the launch (grid, block, params) and the
kernel arguments in order -- buffers as their NAME.in.npy contents, scalars as the spec passes
them -- and returns, per argument name, what the buffer must hold afterwards:

- `exact(expected)`: integers, copies, permutations, min/max: equal values;
- `close(expected, bound)`: floating point; `bound` is an elementwise error bound derived from
  the operation (gamma_n = n u / (1 - n u) times the sum of the magnitudes for a sum of n terms
  in any order, Higham's Accuracy and Stability of Numerical Algorithms, ch. 3 and 4), with u
  the unit roundoff of the type the kernel computes in;
- `holds(check)`: a property, for results whose value depends on the order of atomics
  (tickets handed out by a fetch-add are a permutation).

Every buffer the reference does not return must come back unchanged, bit for bit, and every
buffer the spec marks `output = true` must be checked. Prints one line per buffer with the
largest absolute and relative error; exits 1 on a mismatch and 2 on a usage error (unknown
kernel, missing dump, a spec the script cannot read).
"""

import ast
import inspect
import json
import math
import re
import sys
import tomllib
from pathlib import Path

try:
    import numpy as np
except ImportError:  # the test suite checks for this exit code and message
    print("numpy_ref.py: error: numpy is not installed for " + sys.executable, file=sys.stderr)
    sys.exit(3)


class UsageError(Exception):
    pass


# ---------------------------------------------------------------------------------------------
# Launch specs: the formulas of docs/launch-spec.md.

FUNCS = {
    "min": min,
    "max": max,
    "cdiv": lambda a, b: -(-a // b),
    "floor": lambda x: math.floor(x),
    "ceil": lambda x: math.ceil(x),
}


def evaluate(text, params):
    """Evaluates a spec formula: integers stay exact, `a / b` is an integer when b divides a."""

    def ev(n):
        if isinstance(n, ast.Expression):
            return ev(n.body)
        if isinstance(n, ast.Constant) and isinstance(n.value, (int, float)):
            return n.value
        if isinstance(n, ast.Name):
            if n.id not in params:
                raise UsageError(f"unknown parameter {n.id!r} in {text!r}")
            return params[n.id]
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, (ast.USub, ast.UAdd)):
            v = ev(n.operand)
            return -v if isinstance(n.op, ast.USub) else v
        if isinstance(n, ast.BinOp):
            a, b = ev(n.left), ev(n.right)
            if isinstance(n.op, ast.Add):
                return a + b
            if isinstance(n.op, ast.Sub):
                return a - b
            if isinstance(n.op, ast.Mult):
                return a * b
            if isinstance(n.op, ast.Div):
                if isinstance(a, int) and isinstance(b, int) and a % b == 0:
                    return a // b
                return a / b
            if isinstance(n.op, ast.Mod):
                return a % b
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in FUNCS:
            return FUNCS[n.func.id](*[ev(a) for a in n.args])
        raise UsageError(f"cannot evaluate {text!r}")

    if isinstance(text, (int, float)):
        return text
    return ev(ast.parse(text, mode="eval"))


def resolve_params(raw):
    done, todo = {}, dict(raw)
    while todo:
        progress = False
        for k, v in list(todo.items()):
            try:
                done[k] = evaluate(v, done)
            except UsageError:
                continue
            del todo[k]
            progress = True
        if not progress:
            raise UsageError(f"cannot resolve params {sorted(todo)}")
    return done


SCALAR = {"i32": np.int32, "u32": np.uint32, "i64": np.int64, "u64": np.uint64,
          "f32": np.float32, "f64": np.float64}


class Launch:
    """What a reference may look at besides the arguments: grid, block, params, buffer names."""

    def __init__(self, spec, params, grid, block):
        self.spec, self.params, self.grid, self.block = spec, params, grid, block
        self.threads = [g * b for g, b in zip(grid, block)]


def dims(v, params):
    out = [int(evaluate(x, params)) for x in v]
    return out + [1] * (3 - len(out))


# ---------------------------------------------------------------------------------------------
# Checks and error bounds.

U = {np.dtype(np.float16): 2.0 ** -11, np.dtype(np.float32): 2.0 ** -24,
     np.dtype(np.float64): 2.0 ** -53}
U32, U64, U16 = 2.0 ** -24, 2.0 ** -53, 2.0 ** -11


def gamma(n, u=U32):
    """The bound on the relative error of n roundings: n u / (1 - n u)."""
    return n * u / (1 - n * u)


class exact:
    def __init__(self, expected):
        self.expected = np.asarray(expected)


class close:
    def __init__(self, expected, bound):
        self.expected = np.asarray(expected, dtype=np.float64)
        self.bound = np.broadcast_to(np.asarray(bound, dtype=np.float64), self.expected.shape)


class holds:
    def __init__(self, check):
        self.check = check  # out -> list of failure strings


def compare(name, got, want):
    """Returns (ok, line)."""
    if isinstance(want, holds):
        bad = want.check(got)
        if bad:
            return False, f"{name}: MISMATCH: " + "; ".join(bad)
        return True, f"{name}: property holds ({got.size} elements)"
    exp = want.expected
    if exp.shape != got.shape:
        return False, f"{name}: MISMATCH: shape {got.shape}, expected {exp.shape}"
    if isinstance(want, exact):
        if got.dtype.kind == "f":
            same = (got == exp.astype(got.dtype)) | (np.isnan(got) & np.isnan(exp))
            diff = np.abs(got.astype(np.float64) - exp.astype(np.float64))
        else:
            same = got.astype(np.int64) == exp.astype(np.int64) if got.dtype != np.uint64 \
                else got == exp.astype(np.uint64)
            diff = np.abs(got.astype(np.float64) - exp.astype(np.float64))
        bad = np.flatnonzero(~same)
        head = f"{name}: exact, max abs err {np.nanmax(diff, initial=0):.3g}"
    else:
        g = got.astype(np.float64)
        diff = np.abs(g - exp)
        bad = np.flatnonzero(~(diff <= want.bound))
        nz = exp != 0
        rel = np.max(diff[nz] / np.abs(exp[nz]), initial=0.0)
        slack = np.max(diff / np.maximum(want.bound, np.finfo(np.float64).tiny), initial=0)
        head = (f"{name}: max abs err {np.max(diff, initial=0):.3g}, max rel err {rel:.3g}, "
                f"largest error / bound {slack:.3g}")
    if bad.size:
        i = int(bad[0])
        detail = f"got {got.flat[i].item()!r}, expected {exp.flat[i].item()!r}"
        if isinstance(want, close):
            detail += f" (bound {want.bound.flat[i]:.3g})"
        return False, f"{head}: MISMATCH at {bad.size} of {got.size} elements, first [{i}]: {detail}"
    return True, f"{head}: ok ({got.size} elements)"


# ---------------------------------------------------------------------------------------------
# The references, one per kernel, keyed by demangled signature.

REFS = {}


def kernel(signature):
    def reg(f):
        REFS[signature] = f
        return f

    return reg


def f64(a):
    return np.asarray(a, dtype=np.float64)


def unchanged_but(buf, n, values):
    """`buf` with its first n elements replaced by `values`."""
    out = np.array(buf, copy=True)
    out[:n] = values
    return out


def colsum(A, rows, cols):
    a = f64(A[: rows * cols]).reshape(rows, cols)
    return close(a.sum(axis=0), gamma(rows) * np.abs(a).sum(axis=0))


def gemm(A, B, M, N, K):
    a, b = f64(A[: M * K]).reshape(M, K), f64(B[: K * N]).reshape(K, N)
    # Any summation order, with or without FMA: |fl(a.b) - a.b| <= gamma_K |a|.|b|.
    return (a @ b).ravel(), gamma(K) * (np.abs(a) @ np.abs(b)).ravel()


# --- samples/ (extern "C": the symbol is the demangled name) ---

def sgemm(launch, A, B, C, M, K, N, alpha, beta):
    ab, bound = gemm(A, B, M, N, K)
    c = f64(C[: M * N])
    al, be = float(alpha), float(beta)
    want = al * ab + be * c
    return {"C": close(want, abs(al) * bound + gamma(K + 3) * (abs(al) * np.abs(ab) + abs(be) * np.abs(c)))}


for _name in ["sgemm_naive", "sgemm_lds", "sgemm_ldsopt", "sgemm_regtile", "sgemm_dbuf"]:
    kernel(f"{_name}(float const*, float const*, float*, int, int, int, float, float)")(sgemm)


def vector_add(launch, A, B, C, n):
    s = f64(A[:n]) + f64(B[:n])  # one rounding
    return {"C": close(unchanged_but(f64(C), n, s), unchanged_but(np.zeros(C.size), n, U32 * np.abs(s)))}


kernel("vector_add(float const*, float const*, float*, int)")(vector_add)
kernel("vector_add_nt(float const*, float const*, float*, int)")(vector_add)


@kernel("daxpy(int, double, double const*, double const*, double*)")
def daxpy(launch, n, a, x, y, z):
    ax = float(a) * f64(x[:n])
    want = unchanged_but(f64(z), n, ax + f64(y[:n]))
    bound = np.zeros(z.size)
    bound[:n] = 2 * U64 * (np.abs(ax) + np.abs(f64(y[:n])))
    return {"z": close(want, bound)}


def transpose(launch, src, dst, height, width):
    return {"dst": exact(unchanged_but(dst, height * width,
                                       src[: height * width].reshape(height, width).T.ravel()))}


for _name in ["transpose_read_contiguous", "transpose_write_contiguous", "transpose_tiled"]:
    kernel(f"{_name}(double const*, double*, int, int)")(transpose)


@kernel("reduce(float const*, float*, int)")
def reduce(launch, inp, out, n):
    # Work-group b adds the elements its grid-stride loop visits: i with (i / 256) % grid = b.
    G, B = launch.grid[0], launch.block[0]
    owner = (np.arange(n) // B) % G
    x = f64(inp[:n])
    want = np.array([x[owner == b].sum() for b in range(G)])
    bound = np.array([gamma(n) * np.abs(x[owner == b]).sum() for b in range(G)])
    return {"out": close(unchanged_but(f64(out), G, want), unchanged_but(np.zeros(out.size), G, bound))}


@kernel("reduce_lds(float const*, float*, int)")
def reduce_lds(launch, inp, out, n):
    # Work-group b adds its own 256-element chunk (the last one partial).
    G, B = launch.grid[0], launch.block[0]
    x = np.zeros(G * B)
    m = min(n, G * B)
    x[:m] = f64(inp[:m])
    chunks = x.reshape(G, B)
    return {"out": close(unchanged_but(f64(out), G, chunks.sum(axis=1)),
                         unchanged_but(np.zeros(out.size), G, gamma(B) * np.abs(chunks).sum(axis=1)))}


# --- corpus/hip/gridstride ---

@kernel("saxpy_gs(unsigned long, float, float const*, float*)")
def saxpy_gs(launch, n, a, x, y):
    ax = float(a) * f64(x[:n])
    yy = f64(y[:n])
    return {"y": close(ax + yy, 2 * U32 * (np.abs(ax) + np.abs(yy)))}


@kernel("copy64(double const*, double*, long long)")
def copy64(launch, src, dst, n):
    return {"dst": exact(unchanged_but(dst, n, src[:n]))}


@kernel("fill_u32(unsigned int*, unsigned int, unsigned long)")
def fill_u32(launch, p, v, n):
    return {"p": exact(unchanged_but(p, n, int(v)))}


@kernel("gather64(float const*, long long const*, float*, int)")
def gather64(launch, src, idx, dst, n):
    return {"dst": exact(unchanged_but(dst, n, src[idx[:n]]))}


@kernel("scale_pitched(float*, unsigned long, int, int, float)")
def scale_pitched(launch, base, pitch_bytes, width, height, s):
    assert pitch_bytes % 4 == 0, "pitch is not a whole number of floats"
    pitch = pitch_bytes // 4
    want = f64(base).copy()
    img = want[: pitch * height].reshape(height, pitch)
    img[:, :width] *= float(s)
    bound = np.zeros(base.size)
    bound[: pitch * height].reshape(height, pitch)[:, :width] = U32 * np.abs(img[:, :width])
    return {"base": close(want, bound)}


@kernel("add_vec4(float const*, float const*, float*, int)")
def add_vec4(launch, a, b, c, n):
    s = f64(a[:n]) + f64(b[:n])
    return {"c": close(s, U32 * np.abs(s))}


# --- corpus/hip/atomics ---

@kernel("histogram256(unsigned char const*, unsigned int*, unsigned long)")
def histogram256(launch, inp, bins, n):
    counts = np.bincount(inp[:n], minlength=256)
    return {"bins": exact(bins.astype(np.int64) + counts)}


@kernel("histogram_lds(unsigned int const*, unsigned int*, int)")
def histogram_lds(launch, inp, bins, n):
    counts = np.bincount(inp[:n] & 255, minlength=256)
    return {"bins": exact(bins.astype(np.int64) + counts)}


@kernel("max_cas(float const*, float*, int)")
def max_cas(launch, x, out, n):
    return {"out": exact([max(out[0], x[:n].max())])}


@kernel("ticket(unsigned int*, unsigned int*, unsigned long long*)")
def ticket(launch, counter, order, last):
    # Every work-item takes one ticket; which one it gets depends on the order of the atomics.
    total = int(np.prod(launch.threads))
    start = int(counter[0])

    def is_permutation(got):
        if np.array_equal(np.sort(got[:total].astype(np.int64)), start + np.arange(total)):
            return []
        return [f"the tickets are not {start}..{start + total - 1} once each"]

    def is_a_ticket(got):
        if start <= int(got[0]) < start + total:
            return []
        return [f"last = {int(got[0])} is not one of the tickets {start}..{start + total - 1}"]

    return {"counter": exact([start + total]), "order": holds(is_permutation),
            "last": holds(is_a_ticket)}


@kernel("lds_handoff(int const*, int*)")
def lds_handoff(launch, inp, out):
    G, B = launch.grid[0], launch.block[0]
    t = np.arange(B)
    want = np.stack([3 * inp[g * 64 + (t & 63)].astype(np.int64) for g in range(G)]).ravel()
    return {"out": exact(unchanged_but(out, G * B, want.astype(np.int32)))}


@kernel("int_reductions(int const*, int*, int)")
def int_reductions(launch, x, acc, n):
    v = x[:n]
    f0 = float(acc[5:6].view(np.float32)[0])
    # The float add is exact in any order while every partial sum is an integer below 2^24.
    if abs(f0) + np.abs(v.astype(np.int64)).sum() >= 2 ** 24 or f0 != int(f0):
        raise UsageError("int_reductions: the spec's values make the float sum inexact")
    want = np.array(acc, copy=True)
    want[0] = min(acc[0], v.min())
    want[1] = max(acc[1], v.max())
    want[2] = np.bitwise_and.reduce(v, initial=acc[2])
    want[3] = np.bitwise_or.reduce(v, initial=acc[3])
    want[4] = np.bitwise_xor.reduce(v, initial=acc[4])
    want[5:6] = np.array([f0 + v.astype(np.int64).sum()], dtype=np.float32).view(np.int32)
    return {"acc": exact(want)}


# --- corpus/hip/reductions ---

@kernel("sum_shfl(float const*, float*, int)")
def sum_shfl(launch, x, out, n):
    v = f64(x[:n])
    o = float(out[0])
    return {"out": close([o + v.sum()], gamma(n + 1) * (abs(o) + np.abs(v).sum()))}


@kernel("scan_block(int const*, int*, int)")
def scan_block(launch, inp, out, n):
    B = 256
    want = np.zeros(n, dtype=np.int64)
    for s in range(0, n, B):
        want[s: s + B] = np.cumsum(inp[s: min(n, s + B)].astype(np.int64))
    return {"out": exact(unchanged_but(out, n, want.astype(np.int32)))}


@kernel("softmax_rows(float const*, float*, int)")
def softmax_rows(launch, x, y, cols):
    rows = launch.grid[0]
    a = f64(x[: rows * cols]).reshape(rows, cols)
    d = a - a.max(axis=1, keepdims=True)
    e = np.exp(d)
    want = e / e.sum(axis=1, keepdims=True)
    # __expf(t) = exp2(t log2 e) in hardware: the product's rounding is |t log2 e| u relative
    # error in the result (times ln 2), the exp2 approximation a few ulps; then a sum of `cols`
    # terms, a reciprocal and a product.
    t = np.abs(d) * math.log2(math.e)
    exp_err = U32 * (t + 8)
    rel = exp_err + exp_err.max(axis=1, keepdims=True) + gamma(cols + 4)
    return {"y": close(want.ravel(), (rel * want).ravel())}


@kernel("layernorm_rows(float const*, float const*, float const*, float*, int, float)")
def layernorm_rows(launch, x, g, b, y, cols, eps):
    rows = launch.grid[0]
    a = f64(x[: rows * cols]).reshape(rows, cols)
    mean = a.mean(axis=1, keepdims=True)
    d = a - mean
    var = (d * d).mean(axis=1, keepdims=True)
    rstd = 1 / np.sqrt(var + float(eps))
    gg, bb = f64(g[:cols]), f64(b[:cols])
    want = d * rstd * gg + bb
    # The mean is a sum of `cols` terms; the variance a sum of squares (the mean's error cancels
    # to first order) and rsqrtf a few ulps; then a subtraction, two products and an add.
    mean_err = gamma(cols + 1) * np.abs(a).mean(axis=1, keepdims=True)
    rstd_rel = gamma(cols + 3) + 4 * U32
    bound = np.abs(gg) * rstd * ((np.abs(d) + mean_err) * (rstd_rel + gamma(3)) + mean_err) \
        + gamma(2) * (np.abs(d * rstd * gg) + np.abs(bb))
    return {"y": close(want.ravel(), bound.ravel())}


@kernel("ddot_lastblock(double const*, double const*, double*, unsigned int*, double*, int)")
def ddot_lastblock(launch, a, b, partial, count, result, n):
    G, B = launch.grid[0], launch.block[0]
    p = f64(a[:n]) * f64(b[:n])
    owner = (np.arange(n) // B) % G
    parts = np.array([p[owner == k].sum() for k in range(G)])
    bounds = np.array([gamma(n) * np.abs(p[owner == k]).sum() for k in range(G)])
    c = int(count[0])
    for _ in range(G):  # atomicInc(count, G - 1) wraps to 0 after G - 1
        c = 0 if c >= G - 1 else c + 1
    return {"partial": close(unchanged_but(f64(partial), G, parts),
                             unchanged_but(np.zeros(partial.size), G, bounds)),
            "count": exact([c]),
            "result": close([p.sum()], gamma(n + G) * np.abs(p).sum())}


@kernel("argmax_rows(float const*, int*, int)")
def argmax_rows(launch, x, idx, cols):
    rows = launch.grid[0]
    return {"idx": exact(unchanged_but(idx, rows, x[: rows * cols].reshape(rows, cols).argmax(axis=1)))}


# --- corpus/hip/stencils ---

@kernel("jacobi5(float const*, float*, int, int)")
def jacobi5(launch, inp, out, nx, ny):
    a = f64(inp).reshape(ny, nx)
    want, bound = f64(out).reshape(ny, nx).copy(), np.zeros((ny, nx))
    nb = [a[1:-1, :-2], a[1:-1, 2:], a[:-2, 1:-1], a[2:, 1:-1]]
    want[1:-1, 1:-1] = 0.25 * sum(nb)
    bound[1:-1, 1:-1] = gamma(4) * 0.25 * sum(np.abs(v) for v in nb)
    return {"out": close(want.ravel(), bound.ravel())}


@kernel("laplace7_3d(float const*, float*, int, int, int)")
def laplace7_3d(launch, inp, out, nx, ny, nz):
    a = f64(inp).reshape(nz, ny, nx)
    want, bound = f64(out).reshape(nz, ny, nx).copy(), np.zeros((nz, ny, nx))
    c = a[1:-1, 1:-1, 1:-1]
    nb = [a[1:-1, 1:-1, :-2], a[1:-1, 1:-1, 2:], a[1:-1, :-2, 1:-1], a[1:-1, 2:, 1:-1],
          a[:-2, 1:-1, 1:-1], a[2:, 1:-1, 1:-1]]
    want[1:-1, 1:-1, 1:-1] = sum(nb) - 6 * c
    bound[1:-1, 1:-1, 1:-1] = gamma(8) * (sum(np.abs(v) for v in nb) + 6 * np.abs(c))
    return {"out": close(want.ravel(), bound.ravel())}


@kernel("stencil1d_lds(float const*, float*, int)")
def stencil1d_lds(launch, inp, out, n):
    # The mean of the 9 elements around each one, zero outside [0, n).
    padded = np.concatenate([np.zeros(4), f64(inp[:n]), np.zeros(4)])
    win = np.lib.stride_tricks.sliding_window_view(padded, 9)
    return {"out": close(unchanged_but(f64(out), n, win.mean(axis=1)),
                         unchanged_but(np.zeros(out.size), n, gamma(11) * np.abs(win).mean(axis=1)))}


@kernel("transpose_pad(float const*, float*, int, int)")
def transpose_pad(launch, inp, out, w, h):
    return {"out": exact(unchanged_but(out, w * h, inp[: w * h].reshape(h, w).T.ravel()))}


@kernel("conv2d_3x3(float const*, float const*, float*, int, int, int)")
def conv2d_3x3(launch, inp, wts, out, cin, h, w):
    cout = launch.grid[2]
    x = np.pad(f64(inp[: cin * h * w]).reshape(cin, h, w), ((0, 0), (1, 1), (1, 1)))
    k = f64(wts[: cout * cin * 9]).reshape(cout, cin, 3, 3)
    want, mag = np.zeros((cout, h, w)), np.zeros((cout, h, w))
    for ky in range(3):
        for kx in range(3):
            win = x[:, ky: ky + h, kx: kx + w]  # (cin, h, w)
            want += np.einsum("oc,chw->ohw", k[:, :, ky, kx], win)
            mag += np.einsum("oc,chw->ohw", np.abs(k[:, :, ky, kx]), np.abs(win))
    return {"out": close(unchanged_but(f64(out), cout * h * w, want.ravel()),
                         unchanged_but(np.zeros(out.size), cout * h * w, gamma(9 * cin) * mag.ravel()))}


# --- corpus/hip/mixed_types ---

@kernel("h2_mul(int, _Float16 vector[2] const*, _Float16 vector[2] const*, _Float16 vector[2]*)")
def h2_mul(launch, n2, x, y, z):
    m = 2 * n2
    p = f64(x[:m]) * f64(y[:m])
    # One rounding to half: u = 2^-11 relative, or half the smallest subnormal (2^-25).
    return {"z": close(unchanged_but(f64(z), m, p),
                       unchanged_but(np.zeros(z.size), m, U16 * np.abs(p) + 2.0 ** -25))}


@kernel("dgemv_t(double const*, double const*, double*, int, int)")
def dgemv_t(launch, A, x, y, rows, cols):
    a = f64(A[: rows * cols]).reshape(rows, cols)
    v = f64(x[:rows])
    return {"y": close(unchanged_but(f64(y), cols, a.T @ v),
                       unchanged_but(np.zeros(y.size), cols, gamma(rows, U64) * (np.abs(a).T @ np.abs(v))))}


@kernel("dot_i8(int const*, int const*, int*, int)")
def dot_i8(launch, a, b, out, n4):
    sa = a[:n4].view(np.int8).reshape(n4, 4).astype(np.int64)
    sb = b[:n4].view(np.int8).reshape(n4, 4).astype(np.int64)
    return {"out": exact(unchanged_but(out, n4, (sa * sb).sum(axis=1)))}


@kernel("clamp_to(float*, float, float, int)")
def clamp_to_f32(launch, p, lo, hi, n):
    return {"p": exact(unchanged_but(p, n, np.minimum(np.maximum(p[:n], lo), hi)))}


@kernel("clamp_to(int*, int, int, int)")
def clamp_to_i32(launch, p, lo, hi, n):
    return {"p": exact(unchanged_but(p, n, np.clip(p[:n], lo, hi)))}


# --- corpus/hip/gemm_tiles ---

def gemm_c(launch, A, B, C, M, N, K):
    want, bound = gemm(A, B, M, N, K)
    return {"C": close(unchanged_but(f64(C), M * N, want), unchanged_but(np.zeros(C.size), M * N, bound))}


for _t in ["4, 4", "8, 8", "4, 8"]:
    kernel(f"void gemm_regtile<{_t}>(float const*, float const*, float*, int, int, int)")(gemm_c)
kernel("gemm_lds_dbuf(float const*, float const*, float*, int, int, int)")(gemm_c)
# corpus/hip/lds_staging (issue 47 item 3): the textbook LDS SGEMM, staging loops stepped by 256
# or by blockDim.x.
kernel("sgemm_staged(float const*, float const*, float*, int, int, int)")(gemm_c)
kernel("sgemm_staged_bd(float const*, float const*, float*, int, int, int)")(gemm_c)


# --- corpus/hip/mm_sync ---

@kernel("flag_handoff(float*, int*, float*, int)")
def flag_handoff(launch, data, flag, result, n):
    i = np.arange(n, dtype=np.float64)
    want = {"data": exact(unchanged_but(data, n, 2 * i)), "flag": exact([1])}
    if launch.grid[0] > 1:  # the other work-groups wait for the flag and read the data
        want["result"] = exact(unchanged_but(result, n, 2 * i + 1))
    return want


@kernel("counters(int*, float*, int)")
def counters(launch, c, v, n):
    seen = int(c[2])  # nobody writes c[2]
    v3 = 3 * f64(v[:n])
    return {"c": exact([int(c[0]) + n, int(c[1]) + n, seen]),
            "v": close(unchanged_but(f64(v), n, v3 + seen),
                       unchanged_but(np.zeros(v.size), n, gamma(2) * (np.abs(v3) + abs(seen))))}


@kernel("fences(float*, float*, int)")
def fences(launch, a, b, n):
    # Within one wave every store to `a` precedes every load from it.
    if n > 32 or launch.threads[0] * launch.threads[1] * launch.threads[2] > 64:
        raise UsageError("fences: the reference needs n <= 32 and one work-group of one wave")
    i = np.arange(n)
    a1 = 1.0 + i
    b1 = a1[(i + 1) % n]
    return {"a": exact(unchanged_but(a, n, a1 + b1)), "b": exact(unchanged_but(b, n, 2 * b1))}


# --- corpus/hip/trust_guard, trust_kernarg ---

@kernel("nested_colsum(float const*, float*, int, int, int)")
def nested_colsum(launch, A, out, J, K, N):
    return {"out": colsum(A, J * K, N)}


@kernel("single_colsum(float const*, float*, int, int)")
def single_colsum(launch, A, out, K, N):
    return {"out": colsum(A, K, N)}


@kernel("dims_colsum(int const*, float const*, float*)")
def dims_colsum(launch, dims_, A, out):
    K, N = int(dims_[0]), int(dims_[1])  # the kernel reads its sizes from memory too
    if out.size != N:
        raise UsageError(f"dims_colsum: dims says N = {N}, `out` has {out.size} elements")
    return {"out": colsum(A, K, N)}


# ---------------------------------------------------------------------------------------------
# Finding the reference for a spec's `kernel`.

@kernel("last_block_sum(float const*, float*, float*, int)")
def last_block_sum(launch, inp, partial, out, n):
    G, B = launch.grid[0], launch.block[0]
    x = np.zeros(G * B)
    x[:n] = f64(inp[:n])
    blocks = x.reshape(G, B)
    parts, pbound = blocks.sum(axis=1), gamma(B) * np.abs(blocks).sum(axis=1)
    # The last block adds the fp32 partials in block order: their own error plus G roundings.
    total = parts.sum()
    tbound = pbound.sum() + gamma(G) * (np.abs(parts) + pbound).sum()
    return {"partial": close(parts, pbound), "out": close([total], [tbound])}


# --- corpus/hip/calls ---

@kernel("calls(float const*, float const*, float*, int*, int, int)")
def calls(launch, x, c, y, z, n, ncoef):
    xs, cs = f64(x[:n]), f64(c[:ncoef])
    # poly(x) = Horner over c (ncoef steps, each a multiply and an add, or an fma).
    def horner(t):
        acc = np.zeros_like(t)
        for ci in cs[::-1]:
            acc = acc * t + ci
        return acc
    def mag(t):
        acc = np.zeros_like(t)
        for ci in np.abs(cs)[::-1]:
            acc = acc * np.abs(t) + ci
        return acc
    want = horner(xs) + horner(-xs)
    bound = gamma(2 * ncoef + 1) * 2 * mag(xs)
    i = np.arange(n, dtype=np.int64)
    k = 7 * i
    bins = lambda j: j * i + (j ^ k)
    picked = bins(k & 15) + bins((k >> 4) & 15)
    return {"y": close(unchanged_but(f64(y), n, want), unchanged_but(np.zeros(y.size), n, bound)),
            "z": exact(unchanged_but(z, n, picked.astype(np.int32)))}


# --- corpus/hip/pcrel (issue 51: PC-relative spans next to loops) ---

CTAB = [1.0, -2.0, 3.0, 0.5, -0.25, 4.0, 1.5, -3.0,
        2.25, 0.75, -1.0, 6.0, -0.5, 0.125, 5.0, -4.0]


@kernel("ctab_loop(float const*, float*, int, int, int)")
def ctab_loop(launch, x, y, n, K, stride):
    i = np.arange(n, dtype=np.int64)
    c = f64(CTAB)[i & 15]
    terms = [c * f64(x[k * stride + i]) for k in range(K)]
    want = sum(terms) if K else np.zeros(n)
    bound = gamma(2 * K) * (sum(np.abs(t) for t in terms) if K else np.zeros(n))
    return {"y": close(unchanged_but(f64(y), n, want), unchanged_but(np.zeros(y.size), n, bound))}


@kernel("call_loop(float const*, float*, int, int, int)")
def call_loop(launch, x, y, n, K, stride):
    i = np.arange(n, dtype=np.int64)
    acc, mag = f64(x[i]), np.abs(f64(x[i]))
    for k in range(1, K):
        w = f64(x[k * stride + i])
        acc, mag = acc * w + 1.0, mag * np.abs(w) + 1.0
    bound = gamma(2 * K) * mag
    return {"y": close(unchanged_but(f64(y), n, acc), unchanged_but(np.zeros(y.size), n, bound))}


# --- corpus/hip/matrix (MFMA on gfx942, WMMA on gfx1100) ---

@kernel("mm_f16_tile32(_Float16 const*, _Float16 const*, float*, int, int, int)")
def mm_f16_tile32(launch, A, B, C, M, N, K):
    # fp16 products are exact in fp32; the matrix unit's sum is an fp32 dot product.
    return gemm_c(launch, A, B, C, M, N, K)


@kernel("mm_i8_tile16(signed char const*, signed char const*, int*, int, int, int)")
def mm_i8_tile16(launch, A, B, C, M, N, K):
    a = A[: M * K].astype(np.int64).reshape(M, K)
    b = B[: K * N].astype(np.int64).reshape(K, N)
    return {"C": exact(unchanged_but(C, M * N, (a @ b).ravel().astype(np.int32)))}


# --- corpus/hip/blas_shapes ---

@kernel("gemm_lds_8x8(float const*, float const*, float*, unsigned long, unsigned long, unsigned long)")
def gemm_lds_8x8(launch, A, B, C, M, N, K):
    return gemm_c(launch, A, B, C, int(M), int(N), int(K))


@kernel("gemm_at_4x4(float const*, float const*, float*, int, int, int)")
def gemm_at_4x4(launch, At, B, C, M, N, K):
    a = f64(At[: K * M]).reshape(K, M).T
    b = f64(B[: K * N]).reshape(K, N)
    want, bound = (a @ b).ravel(), gamma(K) * (np.abs(a) @ np.abs(b)).ravel()
    return {"C": close(unchanged_but(f64(C), M * N, want), unchanged_but(np.zeros(C.size), M * N, bound))}


@kernel("gemv_batched(float const*, float const*, float*, int, int)")
def gemv_batched(launch, A, x, y, rows, cols):
    nb = launch.grid[1]
    a = f64(A[: nb * rows * cols]).reshape(nb, rows, cols)
    v = f64(x[: nb * cols]).reshape(nb, 1, cols)
    # Per lane a strided sum, then a tree over the block: any order, cols roundings at most.
    want = (a * v).sum(axis=2).ravel()
    bound = gamma(cols + launch.block[0]) * np.abs(a * v).sum(axis=2).ravel()
    n = nb * rows
    return {"y": close(unchanged_but(f64(y), n, want), unchanged_but(np.zeros(y.size), n, bound))}


@kernel("conv1d_taps(float const*, float const*, float*, int, int)")
def conv1d_taps(launch, inp, w, out, n, taps):
    # Threads whose 4 outputs reach past n - 1 return before writing any of them.
    m = 4 * (n // 4)
    x, wt = f64(inp[: n + taps]), f64(w[:taps])
    full = np.array([(wt * x[i : i + taps]).sum() for i in range(m)])
    mag = np.array([(np.abs(wt) * np.abs(x[i : i + taps])).sum() for i in range(m)])
    return {"out": close(unchanged_but(f64(out), m, full), unchanged_but(np.zeros(out.size), m, gamma(taps) * mag))}


@kernel("dot_uniform8(float const*, float const*, float*, int, int)")
def dot_uniform8(launch, a, b, out, k, ld):
    av = f64(a[: k * ld]).reshape(k, ld)
    bv = f64(b[: k * 8]).reshape(k, 8)
    want, bound = (bv.T @ av).ravel(), gamma(k) * (np.abs(bv).T @ np.abs(av)).ravel()
    return {"out": close(unchanged_but(f64(out), 8 * ld, want), unchanged_but(np.zeros(out.size), 8 * ld, bound))}


@kernel("axpby_f2(HIP_vector_type<float, 2u> const*, HIP_vector_type<float, 2u> const*, "
        "HIP_vector_type<float, 2u>*, float, float, unsigned long)")
def axpby_f2(launch, x, y, z, alpha, beta, n):
    m = 2 * int(n)
    ax, by = float(alpha) * f64(x[:m]), float(beta) * f64(y[:m])
    s = ax + by
    return {"z": close(unchanged_but(f64(z), m, s), unchanged_but(np.zeros(z.size), m, 2 * U32 * (np.abs(ax) + np.abs(by))))}



# --- corpus/hip/irregular ---

@kernel("spmv_ell(int const*, float const*, int const*, float const*, float*, int, int)")
def spmv_ell(launch, cols, vals, rowlen, x, y, n, maxnnz):
    n, mx = int(n), int(maxnnz)
    c = cols[: mx * n].reshape(mx, n)
    terms = f64(vals[: mx * n]).reshape(mx, n) * f64(x)[c]
    # Row r sums its first min(rowlen[r], maxnnz) slots, in order.
    live = np.arange(mx)[:, None] < np.minimum(rowlen[:n], mx)[None, :]
    t = np.where(live, terms, 0.0)
    return {"y": close(unchanged_but(f64(y), n, t.sum(0)),
                       unchanged_but(np.zeros(y.size), n, gamma(mx) * np.abs(t).sum(0)))}


@kernel("nbody_acc(HIP_vector_type<float, 4u> const*, HIP_vector_type<float, 4u>*, int, float)")
def nbody_acc(launch, pos, acc, n, eps2):
    n = int(n)
    p = f64(pos[: 4 * n]).reshape(n, 4)
    d = p[None, :, :3] - p[:, None, :3]
    r2 = (d * d).sum(-1) + float(eps2)
    terms = d * (p[None, :, 3] / r2 ** 1.5)[..., None]
    # r2 is a sum of squares plus eps2 (no cancellation), so each term carries a small relative
    # error: a few roundings plus v_rsq_f32's (1 ULP, cubed): 32 u covers it; then a sum of n.
    want = np.concatenate([terms.sum(1), np.zeros((n, 1))], 1).ravel()
    mag = np.concatenate([np.abs(terms).sum(1), np.zeros((n, 1))], 1).ravel()
    return {"acc": close(unchanged_but(f64(acc), 4 * n, want),
                         unchanged_but(np.zeros(acc.size), 4 * n, (gamma(n) + 32 * U32) * mag))}


@kernel("cmul_acc(HIP_vector_type<float, 2u> const*, HIP_vector_type<float, 2u> const*, "
        "HIP_vector_type<float, 2u>*, int, int)")
def cmul_acc(launch, a, b, c, n, k):
    n, k = int(n), int(k)
    av = f64(a[: 2 * n * k]).reshape(k, n, 2)
    bv = f64(b[: 2 * k]).reshape(k, 1, 2)
    re = (av[..., 0] * bv[..., 0] - av[..., 1] * bv[..., 1]).sum(0)
    im = (av[..., 0] * bv[..., 1] + av[..., 1] * bv[..., 0]).sum(0)
    mag_re = (np.abs(av[..., 0] * bv[..., 0]) + np.abs(av[..., 1] * bv[..., 1])).sum(0)
    mag_im = (np.abs(av[..., 0] * bv[..., 1]) + np.abs(av[..., 1] * bv[..., 0])).sum(0)
    want, mag = np.stack([re, im], -1).ravel(), np.stack([mag_re, mag_im], -1).ravel()
    return {"c": close(unchanged_but(f64(c), 2 * n, want), unchanged_but(np.zeros(c.size), 2 * n, gamma(2 * k) * mag))}


@kernel("bitonic_lds(float*)")
def bitonic_lds(launch, data):
    m = 512 * launch.grid[0]
    return {"data": exact(unchanged_but(data, m, np.sort(data[:m].reshape(-1, 512), axis=1).ravel()))}


@kernel("compact_ballot(int const*, int*, int*, int)")
def compact_ballot(launch, inp, out, count, n):
    n = int(n)
    want_out, want_count = np.array(out, copy=True), np.array(count, copy=True)
    for g in range(launch.grid[0]):
        v = inp[g * 256 : min(n, (g + 1) * 256)]
        kept = v[v > 0]
        want_out[g * 256 : g * 256 + kept.size] = kept
        want_count[g] = kept.size
    return {"out": exact(want_out), "count": exact(want_count)}


@kernel("bsearch_lower(float const*, float const*, int*, int, int)")
def bsearch_lower(launch, srt, q, idx, n, m):
    n, m = int(n), int(m)
    return {"idx": exact(unchanged_but(idx, m, np.searchsorted(srt[:n], q[:m], side="left")))}


@kernel("transpose_lds(float const*, float*, int, int)")
def transpose_lds(launch, inp, out, rows, cols):
    rows, cols = int(rows), int(cols)
    return {"out": exact(unchanged_but(out, rows * cols, inp[: rows * cols].reshape(rows, cols).T.ravel()))}


@kernel("hist_lds(unsigned int const*, unsigned int*, int)")
def hist_lds(launch, inp, hist, n):
    counts = np.bincount(inp[: int(n)] & 63, minlength=64)
    return {"hist": exact(hist.astype(np.int64) + counts)}


@kernel("gemm_4x2(float const*, HIP_vector_type<float, 2u> const*, HIP_vector_type<float, 2u>*, int, int, int)")
def gemm_4x2(launch, A, B, C, M, N2, K):
    return gemm_c(launch, A, B, C, int(M), 2 * int(N2), int(K))


@kernel("dgemv2(double const*, double const*, double*, int, int)")
def dgemv2(launch, A, x, y, rows, cols):
    rows, cols = int(rows), int(cols)
    a, v = f64(A[: rows * cols]).reshape(rows, cols), f64(x[:cols])
    return {"y": close(unchanged_but(f64(y), rows, a @ v),
                       unchanged_but(np.zeros(y.size), rows, gamma(cols + 1, U64) * (np.abs(a) @ np.abs(v))))}

# ---------------------------------------------------------------------------------------------
# Triton kernels (corpus/triton, scripts/gen-triton.py), keyed by kernel name: every Triton
# kernel takes two scratch pointers after its own arguments, which stay untouched.

TRITON = {}


def triton(name):
    def reg(f):
        TRITON[name] = f
        return f

    return reg


UNIT = {"float16": U16, "uint16": 2.0 ** -8, "float32": U32}


@triton("vector_add")
def t_vector_add(launch, x, y, out, n, s1, s2):
    s = f64(x[:n]) + f64(y[:n])
    return {"out": close(unchanged_but(f64(out), n, s), unchanged_but(np.zeros(out.size), n, U32 * np.abs(s)))}


def as_f64(a):
    """fp16 / fp32 as they are; bf16 (stored as uint16) widened."""
    if a.dtype == np.uint16:
        return (a.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return f64(a)


# The tutorial's grouped matmul only orders the programs differently and wraps rows and columns
# modulo M and N for loads it then masks at the store: the same C = A * B.
@triton("matmul_grouped")
@triton("matmul")
def t_matmul(launch, a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn, s1, s2):
    i, j, k = np.arange(M)[:, None], np.arange(N)[None, :], np.arange(K)
    A = as_f64(a)[i * sam + k[None, :] * sak]
    B = as_f64(b)[k[:, None] * sbk + j * sbn]
    want = A @ B
    mag = np.abs(A) @ np.abs(B)
    # Triton's default dot precision for fp32 is tf32 (gfx942: v_mfma_f32_32x32x4_xf32): each
    # factor keeps 10 mantissa bits, 2^-11 relative each. The result is rounded to C's type.
    u_in = 2.0 ** -11 if c.dtype == np.float32 else 0.0
    bound = (gamma(K) + 2 * u_in) * mag + UNIT[c.dtype.name] * np.abs(want)
    idx = (i * scm + j * scn).ravel()
    full, bnd = as_f64(c).copy(), np.zeros(c.size)
    full[idx], bnd[idx] = want.ravel(), bound.ravel()
    if c.dtype == np.uint16:  # compare bf16 through its float value
        return {"c": holds(lambda got: bf16_close(got, full, bnd))}
    return {"c": close(full, bnd)}


def bf16_close(got, want, bound):
    g = as_f64(got)
    bad = np.flatnonzero(~(np.abs(g - want) <= bound))
    return [f"{bad.size} elements off, first [{bad[0]}]: got {g[bad[0]]}, expected {want[bad[0]]}"] if bad.size else []


def row_softmax_bound(d, want, cols):
    t = np.abs(d) * math.log2(math.e)
    exp_err = U32 * (t + 8)
    return (exp_err + exp_err.max(axis=1, keepdims=True) + gamma(cols + 4)) * want


@triton("softmax")
def t_softmax(launch, x, y, n_cols, stride, s1, s2):
    rows = launch.grid[0]
    a = f64(x).reshape(-1, stride)[:rows, :n_cols]
    d = a - a.max(axis=1, keepdims=True)
    e = np.exp(d)
    want = e / e.sum(axis=1, keepdims=True)
    full, bnd = f64(y).reshape(-1, stride).copy(), np.zeros((y.size // stride, stride))
    full[:rows, :n_cols], bnd[:rows, :n_cols] = want, row_softmax_bound(d, want, n_cols)
    return {"y": close(full.ravel(), bnd.ravel())}


@triton("layernorm")
def t_layernorm(launch, x, y, w, b, n_cols, stride, eps, s1, s2):
    rows = launch.grid[0]
    a = f64(x).reshape(-1, stride)[:rows, :n_cols]
    mean = a.mean(axis=1, keepdims=True)
    d = a - mean
    rstd = 1 / np.sqrt((d * d).mean(axis=1, keepdims=True) + float(eps))
    gg, bb = f64(w[:n_cols]), f64(b[:n_cols])
    want = d * rstd * gg + bb
    mean_err = gamma(n_cols + 1) * np.abs(a).mean(axis=1, keepdims=True)
    rstd_rel = gamma(n_cols + 3) + 4 * U32
    bound = np.abs(gg) * rstd * ((np.abs(d) + mean_err) * (rstd_rel + gamma(3)) + mean_err) \
        + gamma(2) * (np.abs(d * rstd * gg) + np.abs(bb))
    full, bnd = f64(y).reshape(-1, stride).copy(), np.zeros((y.size // stride, stride))
    full[:rows, :n_cols], bnd[:rows, :n_cols] = want, bound
    return {"y": close(full.ravel(), bnd.ravel())}



def tf32_dot(A, B, out_dtype):
    """A @ B as Triton's fp32 `tl.dot` computes it, and the bound of its rounding (see t_matmul)."""
    want, mag = A @ B, np.abs(A) @ np.abs(B)
    u_in = 2.0 ** -11 if out_dtype == np.float32 else 0.0
    return want, (gamma(A.shape[-1]) + 2 * u_in) * mag


@triton("matmul_bias_relu")
def t_matmul_bias_relu(launch, a, b, bias, c, M, N, K, s1, s2):
    M, N, K = int(M), int(N), int(K)
    ab, bound = tf32_dot(f64(a[: M * K]).reshape(M, K), f64(b[: K * N]).reshape(K, N), c.dtype)
    bb = f64(bias[:N])[None, :]
    # relu moves no value further from another: the bound of the sum carries over.
    want = np.maximum(ab + bb, 0.0)
    bnd = bound + U32 * (np.abs(ab) + np.abs(bb))
    return {"c": close(unchanged_but(f64(c), M * N, want.ravel()), unchanged_but(np.zeros(c.size), M * N, bnd.ravel()))}


@triton("bmm")
def t_bmm(launch, a, b, c, M, N, K, s1, s2):
    M, N, K, Z = int(M), int(N), int(K), launch.grid[2]
    want, bound = tf32_dot(f64(a[: Z * M * K]).reshape(Z, M, K), f64(b[: Z * K * N]).reshape(Z, K, N), c.dtype)
    bound = bound + U32 * np.abs(want)
    n = Z * M * N
    return {"c": close(unchanged_but(f64(c), n, want.ravel()), unchanged_but(np.zeros(c.size), n, bound.ravel()))}


@triton("rmsnorm")
def t_rmsnorm(launch, x, w, y, n, eps, s1, s2):
    n, rows = int(n), launch.grid[0]
    v = f64(x[: rows * n]).reshape(rows, n)
    r = 1 / np.sqrt((v * v).mean(axis=1, keepdims=True) + float(eps))
    want = v * r * f64(w[:n])[None, :]
    # A sum of squares has no cancellation: r is off by the sum's gamma_n (halved by the root)
    # plus a few roundings and the reciprocal square root's ULPs; then two products.
    bound = (gamma(n + 8) + 8 * U32) * np.abs(want)
    return {"y": close(unchanged_but(f64(y), rows * n, want.ravel()), unchanged_but(np.zeros(y.size), rows * n, bound.ravel()))}


@triton("gelu")
def t_gelu(launch, x, y, n, s1, s2):
    n = int(n)
    v = f64(x[:n])
    e = np.array([math.erf(t / math.sqrt(2)) for t in v])
    want = 0.5 * v * (1 + e)
    # erf is a polynomial evaluation good to a few ULPs of a value at most 1; 1 + erf cancels
    # for large negative v, so the bound is absolute in erf's scale, times 0.5 |v|.
    bound = 8 * U32 * np.abs(v) + 4 * U32 * np.abs(want)
    return {"y": close(unchanged_but(f64(y), n, want), unchanged_but(np.zeros(y.size), n, bound))}


@triton("cumsum_rows")
def t_cumsum_rows(launch, x, y, n, s1, s2):
    n, rows = int(n), launch.grid[0]
    v = f64(x[: rows * n]).reshape(rows, n)
    want = np.cumsum(v, axis=1)
    # A scan adds in a tree: any order, at most n roundings per prefix.
    bound = gamma(n) * np.cumsum(np.abs(v), axis=1)
    return {"y": close(unchanged_but(f64(y), rows * n, want.ravel()), unchanged_but(np.zeros(y.size), rows * n, bound.ravel()))}

@triton("flash_attn_fwd")
def t_flash_attn_fwd(launch, q, k, v, o, seqlen, sm_scale, stride_s, s1, s2):
    D = 64
    Q, Kt, V = (f64(t).reshape(-1, stride_s)[:seqlen, :D] for t in (q, k, v))
    s = Q @ Kt.T * float(sm_scale)
    p = np.exp(s - s.max(axis=1, keepdims=True))
    want = (p / p.sum(axis=1, keepdims=True)) @ V
    # P is rounded to fp16 before the P.V product (relative U16 per weight, weights sum to 1),
    # the running max/sum rescaling and exp add fp32 errors, the result is rounded to fp16.
    vmax = np.abs(V).max()
    bound = U16 * np.abs(want) + 2 * U16 * vmax + gamma(seqlen + D + 8) * (np.abs(Q) @ np.abs(Kt.T)).max() * vmax
    full, bnd = f64(o).reshape(-1, stride_s).copy(), np.zeros((o.size // stride_s, stride_s))
    full[:seqlen, :D], bnd[:seqlen, :D] = want, bound
    return {"o": close(full.ravel(), bnd.ravel())}


@triton("sum_reduce")
def t_sum_reduce(launch, x, out, n, s1, s2):
    a = f64(x[:n])
    return {"out": close([f64(out)[0] + a.sum()], gamma(n + 1) * (abs(f64(out)[0]) + np.abs(a).sum()))}


@triton("histogram")
def t_histogram(launch, x, bins, n, s1, s2):
    return {"bins": exact(bins.astype(np.int64) + np.bincount(x[:n] % 64, minlength=64))}


# Added in the Triton hunt: kernels in the styles people write (see scripts/gen-triton.py).
@triton("matmul_bt")
def t_matmul_bt(launch, a, b, c, M, N, K, s1, s2):
    M, N, K = int(M), int(N), int(K)
    want, bound = tf32_dot(f64(a[: M * K]).reshape(M, K), f64(b[: N * K]).reshape(N, K).T, c.dtype)
    bound = bound + U32 * np.abs(want)
    return {"c": close(unchanged_but(f64(c), M * N, want.ravel()), unchanged_but(np.zeros(c.size), M * N, bound.ravel()))}


@triton("matmul_persistent")
def t_matmul_persistent(launch, a, b, c, M, N, K, s1, s2):
    # Every tile is some program's, whatever the number of programs: the same C = A * B.
    M, N, K = int(M), int(N), int(K)
    want, bound = tf32_dot(f64(a[: M * K]).reshape(M, K), f64(b[: K * N]).reshape(K, N), c.dtype)
    bound = bound + U32 * np.abs(want)
    return {"c": close(unchanged_but(f64(c), M * N, want.ravel()), unchanged_but(np.zeros(c.size), M * N, bound.ravel()))}


@triton("gemv")
def t_gemv(launch, a, x, y, M, K, lda, s1, s2):
    M, K, lda = int(M), int(K), int(lda)
    A = f64(a[: M * lda]).reshape(M, lda)[:, :K]
    v = f64(x[:K])
    want = A @ v
    # Each k step sums BK products in a tree and adds them to the row's accumulator: at most
    # K + a few roundings on every path.
    bound = gamma(K + 2) * (np.abs(A) @ np.abs(v))
    return {"y": close(unchanged_but(f64(y), M, want), unchanged_but(np.zeros(y.size), M, bound))}


@triton("softmax_online")
def t_softmax_online(launch, x, y, n_cols, stride, s1, s2):
    rows, n_cols, stride = launch.grid[0], int(n_cols), int(stride)
    a = f64(x).reshape(-1, stride)[:rows, :n_cols]
    d = a - a.max(axis=1, keepdims=True)
    e = np.exp(d)
    want = e / e.sum(axis=1, keepdims=True)
    # As softmax's bound, plus one rescaling exp(m - m_new) per block for every running sum
    # and the final exp(m - max) of each lane's sum (each an exp of an argument at most |d|).
    steps = -(-n_cols // 256) + 1
    t = np.abs(d).max(axis=1, keepdims=True) * math.log2(math.e)
    rescale = steps * (U32 * (t + 8) + 2 * U32)
    bound = row_softmax_bound(d, want, n_cols) + rescale * want
    full, bnd = f64(y).reshape(-1, stride).copy(), np.zeros((y.size // stride, stride))
    full[:rows, :n_cols], bnd[:rows, :n_cols] = want, bound
    return {"y": close(full.ravel(), bnd.ravel())}


@triton("add_layernorm")
def t_add_layernorm(launch, x, res, y, h, w, b, n_cols, eps, s1, s2):
    rows, n = launch.grid[0], int(n_cols)
    hs = x[: rows * n].astype(np.float32) + res[: rows * n].astype(np.float32)  # one fp32 rounding
    a = f64(hs).reshape(rows, n)
    mean = a.mean(axis=1, keepdims=True)
    d = a - mean
    rstd = 1 / np.sqrt((d * d).mean(axis=1, keepdims=True) + float(eps))
    gg, bb = f64(w[:n]), f64(b[:n])
    want = d * rstd * gg + bb
    mean_err = gamma(n + 1) * np.abs(a).mean(axis=1, keepdims=True)
    rstd_rel = gamma(n + 3) + 4 * U32
    bound = np.abs(gg) * rstd * ((np.abs(d) + mean_err) * (rstd_rel + gamma(3)) + mean_err) \
        + gamma(2) * (np.abs(d * rstd * gg) + np.abs(bb))
    k = rows * n
    return {"h": exact(unchanged_but(h, k, hs)),
            "y": close(unchanged_but(f64(y), k, want.ravel()), unchanged_but(np.zeros(y.size), k, bound.ravel()))}


@triton("stencil2d")
def t_stencil2d(launch, inp, out, H, W, c0, c1, s1, s2):
    H, W, c0, c1 = int(H), int(W), float(c0), float(c1)
    g = f64(inp[: H * W]).reshape(H, W)
    want, bound = g.copy(), np.zeros((H, W))
    nb = g[:-2, 1:-1] + g[2:, 1:-1] + g[1:-1, :-2] + g[1:-1, 2:]
    mag = np.abs(g[:-2, 1:-1]) + np.abs(g[2:, 1:-1]) + np.abs(g[1:-1, :-2]) + np.abs(g[1:-1, 2:])
    want[1:-1, 1:-1] = c0 * g[1:-1, 1:-1] + c1 * nb
    bound[1:-1, 1:-1] = gamma(6) * (abs(c0) * np.abs(g[1:-1, 1:-1]) + abs(c1) * mag)
    return {"out": close(unchanged_but(f64(out), H * W, want.ravel()),
                         unchanged_but(np.zeros(out.size), H * W, bound.ravel()))}


@triton("scatter_add")
def t_scatter_add(launch, x, idx, out, n, s1, s2):
    # Float atomics in any order: each bin within gamma of (its count + 1) roundings.
    n = int(n)
    i, v = idx[:n], f64(x[:n])
    want = f64(out) + np.bincount(i, weights=v, minlength=out.size)
    cnt = np.bincount(i, minlength=out.size)
    bound = gamma(cnt + 1) * (np.abs(f64(out)) + np.bincount(i, weights=np.abs(v), minlength=out.size))
    return {"out": close(want, bound)}


@triton("where_i64")
def t_where_i64(launch, x, y, out, n, lo, hi, s1, s2):
    # Every step is one fp32 operation or a select: exact in fp32.
    n = int(n)
    a, b = x[:n].astype(np.float32), y[:n].astype(np.float32)
    lo, hi = np.float32(lo), np.float32(hi)
    r = np.where(a > b, a - b, b - a)
    r = np.where(r < lo, lo, np.where(r > hi, hi, r))
    r = np.where(a != a, b, r)
    r = np.where(np.arange(n) % 3 == 0, -r, r).astype(np.float32)
    return {"out": exact(unchanged_but(out, n, r))}



def norm(sig):
    s = re.sub(r"\s+", " ", sig.strip())
    s = re.sub(r"\s*([(),<>*&])\s*", r"\1", s)
    return s.replace(",", ", ")


def strip_return(s):
    # `void name<...>(...)`: a return type before the name (template instances)
    depth, i = 0, 0
    for i, ch in enumerate(s):
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif ch == " " and depth == 0 and "(" not in s[:i]:
            return strip_return(s[i + 1:])
        elif ch == "(":
            break
    return s


def base_name(s):
    s = strip_return(norm(s)).split("(")[0]
    return s.split("<")[0].split("::")[-1]


def find_reference(name):
    want = strip_return(norm(name))
    keys = {k: strip_return(norm(k)) for k in REFS}
    if "(" in want:
        hits = [k for k, v in keys.items() if v == want]
    else:
        hits = [k for k, v in keys.items() if v.split("(")[0] == want]
        if not hits:
            hits = [k for k in keys if base_name(k) == base_name(want)]
    if not hits:
        raise UsageError(f"no NumPy reference for kernel `{name}` (known: see --list)")
    if len(hits) > 1:
        raise UsageError(f"kernel `{name}` fits several references: {', '.join(sorted(hits))}")
    return hits[0], REFS[hits[0]]


def load(path):
    if not path.is_file():
        raise UsageError(f"{path}: no such dump file (did `gfxopt run --dump` run?)")
    return np.load(path)


def check(spec_path, src_dir, dump_dir):
    spec = tomllib.loads(spec_path.read_text())
    params = resolve_params(spec.get("params", {}))
    launch = Launch(spec, params, dims(spec["grid"], params), dims(spec["block"], params))
    metas = sorted(src_dir.glob("meta.*.json"))
    if metas:
        # A Triton kernel: the name is what gen-triton.py recorded.
        sig = spec["kernel"]
        if any(json.loads(m.read_text())["kernel"] != sig for m in metas):
            raise UsageError(f"{src_dir}: Triton's metadata names another kernel than `{sig}`")
        if sig not in TRITON:
            raise UsageError(f"no NumPy reference for Triton kernel `{sig}`")
        ref = TRITON[sig]
    else:
        sig, ref = find_reference(spec["kernel"])
        hip = src_dir / "kernel.hip"
        if not hip.is_file():
            raise UsageError(f"{hip}: no kernel source")
        base = base_name(sig)
        if not re.search(r"__global__[^;{]*?\b" + re.escape(base) + r"\s*[(<]", hip.read_text()):
            raise UsageError(f"{hip} defines no kernel `{base}`")
    buffers = spec.get("buffers", {})
    inputs = {b: load(dump_dir / f"{b}.in.npy") for b in buffers}
    outputs = {b: load(dump_dir / f"{b}.out.npy") for b in buffers}
    args, names = [], []
    for a in spec["args"]:
        if isinstance(a, str):
            v = inputs[a].copy()
            v.setflags(write=False)
            args.append(v)
            names.append(a)
        else:
            ((ty, val),) = a.items()
            x = evaluate(val, params) if isinstance(val, str) else val
            args.append(int(x) if ty[0] in "iu" else SCALAR[ty](x))
            names.append(None)
    formal = list(inspect.signature(ref).parameters)[1:]
    if len(formal) != len(args):
        raise UsageError(f"the reference for `{sig}` takes {len(formal)} arguments, "
                         f"the spec passes {len(args)}")
    result = ref(launch, *args)
    checked = {}
    for param, want in result.items():
        if param not in formal or names[formal.index(param)] is None:
            raise UsageError(f"the reference for `{sig}` returned `{param}`, not a buffer argument")
        checked[names[formal.index(param)]] = want
    ok = True
    print(f"{spec_path}: {sig} against NumPy")
    for b in sorted(buffers):
        if b in checked:
            good, line = compare(b, outputs[b], checked[b])
        else:
            if buffers[b].get("output", False):
                good, line = False, f"{b}: MISMATCH: an output the reference does not check"
            else:
                same = inputs[b].tobytes() == outputs[b].tobytes()
                good, line = same, f"{b}: unchanged" if same else \
                    f"{b}: MISMATCH: the kernel changed a buffer it should only read"
        ok &= good
        print("  " + line)
    return ok



# --- corpus/hip/loop_shapes ---

@kernel("colsum_down(float const*, float const*, float*, int, int, int)")
def colsum_down(launch, A, w, y, K, lda, n):
    K, lda, n = int(K), int(lda), int(n)
    a = f64(A[: K * lda]).reshape(K, lda)[:, :n]
    t = a * f64(w[:K])[:, None]
    return {"y": close(unchanged_but(f64(y), n, t.sum(0)),
                       unchanged_but(np.zeros(y.size), n, gamma(K) * np.abs(t).sum(0)))}


@kernel("step_arg(float const*, float*, int, int, int, int, int)")
def step_arg(launch, A, y, start, stop, step, lda, n):
    rows = list(range(int(start), int(stop), int(step)))
    lda, n = int(lda), int(n)
    t = np.stack([f64(A[k * lda: k * lda + n]) for k in rows]) if rows else np.zeros((1, n))
    return {"y": close(t.sum(0), gamma(len(rows)) * np.abs(t).sum(0))}


@kernel("first_negative(float const*, int*, int, int, int)")
def first_negative(launch, A, pos, K, lda, n):
    K, lda, n = int(K), int(lda), int(n)
    neg = f64(A[: K * lda]).reshape(K, lda)[:, :n] < 0
    first = np.where(neg.any(0), neg.argmax(0), -1)
    return {"pos": exact(unchanged_but(pos, n, first))}


@kernel("tri_matvec(float const*, float const*, float*, int)")
def tri_matvec(launch, L, x, y, n):
    n = int(n)
    t = np.tril(f64(L[: n * n]).reshape(n, n)) * f64(x[:n])[None, :]
    return {"y": close(t.sum(1), gamma(n) * np.abs(t).sum(1))}


@kernel("rows_dyn(float const*, int const*, float*, int, int)")
def rows_dyn(launch, A, counts, y, lda, n):
    lda, n = int(lda), int(n)
    want, bound = np.zeros(y.size), np.zeros(y.size)
    for b in range(launch.grid[1]):
        k = int(counts[b])
        t = f64(A[b * 64 * lda: (b * 64 + k) * lda]).reshape(k, lda)[:, :n]
        want[b * n: (b + 1) * n] = t.sum(0)
        bound[b * n: (b + 1) * n] = gamma(max(k, 1)) * np.abs(t).sum(0)
    return {"y": close(want, bound)}


def gemm_tile_c(launch, A, B, C, M, N, K):
    want, bound = gemm(A, B, int(M), int(N), int(K))
    return {"C": close(want, bound)}


for _t in ["3, 5", "6, 2"]:
    kernel(f"void gemm_odd<{_t}>(float const*, float const*, float*, int, int, int)")(gemm_tile_c)


@kernel("dgemm_2x2(double const*, double const*, double*, int, int, int)")
def dgemm_2x2(launch, A, B, C, M, N, K):
    M, N, K = int(M), int(N), int(K)
    a, b = f64(A[: M * K]).reshape(M, K), f64(B[: K * N]).reshape(K, N)
    return {"C": close((a @ b).ravel(), gamma(K, U64) * (np.abs(a) @ np.abs(b)).ravel())}


@kernel("prefix_inplace(float*, int, int, int)")
def prefix_inplace(launch, x, K, lda, n):
    K, lda, n = int(K), int(lda), int(n)
    out = f64(x).copy()
    m = out[: K * lda].reshape(K, lda)
    cols = m[:, :n]
    sums, mags = np.cumsum(cols, 0), np.cumsum(np.abs(cols), 0)
    bound = np.zeros(out.size)
    bound[: K * lda].reshape(K, lda)[:, :n] = gamma(K) * mags
    m[:, :n] = sums
    return {"x": close(out, bound)}


@kernel("rgb_colsum(unsigned char const*, unsigned int*, int, int, int)")
def rgb_colsum(launch, img, out, rows, pitch, width):
    rows, pitch, width = int(rows), int(pitch), int(width)
    g = img[: rows * pitch].reshape(rows, pitch)[:, 1: 3 * width: 3].astype(np.int64)
    return {"out": exact(unchanged_but(out, width, g.sum(0)))}


@kernel("fir_back(float const*, float const*, float*, int, int)")
def fir_back(launch, x, h, y, n, taps):
    n, taps = int(n), int(taps)
    xs, hs = f64(x[:n]), f64(h[:taps])
    want, mag = np.zeros(n), np.zeros(n)
    for k in range(taps):
        t = hs[k] * xs[: n - k]
        want[k:] += t
        mag[k:] += np.abs(t)
    return {"y": close(want, gamma(taps) * mag)}


# --- corpus/hip/wild ---

@kernel("smooth_dyn(float const*, float*, int)")
def smooth_dyn(launch, x, y, n):
    n = int(n)
    p = np.zeros(n + 2)
    p[1:-1] = f64(x[:n])
    t = (p[:-2] + p[1:-1] + p[2:])
    want = t * float(np.float32(1.0) / np.float32(3.0))
    return {"y": close(want, 4 * U32 * (np.abs(p[:-2]) + np.abs(p[1:-1]) + np.abs(p[2:])))}


def gemm_rt(launch, A, B, C, M, N, K):
    M, N, K = int(M), int(N), int(K)
    a, b = f64(A[: M * K]).reshape(M, K), f64(B[: K * N]).reshape(K, N)
    u = U[np.dtype(A.dtype)]
    return {"C": close((a @ b).ravel(), gamma(K, u) * (np.abs(a) @ np.abs(b)).ravel())}


kernel("void gemm_rt<float>(float const*, float const*, float*, int, int, int)")(gemm_rt)
kernel("void gemm_rt<double>(double const*, double const*, double*, int, int, int)")(gemm_rt)


@kernel("hgemm_h2(_Float16 const*, _Float16 __vector(2) const*, _Float16 __vector(2)*, int, int, int)")
def hgemm_h2(launch, A, B, C, M, N2, K):
    M, N2, K = int(M), int(N2), int(K)
    a, b = f64(A[: M * K]).reshape(M, K), f64(B[: K * 2 * N2]).reshape(K, 2 * N2)
    # Accumulated in half: K roundings of u = 2^-11, each off by at most 2^-25 more where the
    # result is subnormal (a half's subnormal spacing is 2^-24).
    return {"C": close((a @ b).ravel(), gamma(K, U16) * (np.abs(a) @ np.abs(b)).ravel() + K * 2.0 ** -25)}


@kernel("sgemm_f4(float const*, HIP_vector_type<float, 4u> const*, HIP_vector_type<float, 4u>*, int, int, int)")
def sgemm_f4(launch, A, B, C, M, N4, K):
    M, N, K = int(M), 4 * int(N4), int(K)
    want, bound = gemm(A, B, M, N, K)
    return {"C": close(want, bound)}


@kernel("gemv_early(float const*, float const*, float*, int, int)")
def gemv_early(launch, A, x, y, rows, cols):
    rows, cols = int(rows), int(cols)
    a = f64(A[: rows * cols]).reshape(rows, cols)
    xx = f64(x[:cols])
    return {"y": close(a @ xx, gamma(cols) * (np.abs(a) @ np.abs(xx)))}


@kernel("wave_ops(float const*, float const*, float*, int)")
def wave_ops(launch, x, scale, y, n):
    n = int(n)
    total = launch.threads[0]
    v = np.zeros(total)
    v[:n] = f64(x[:n])
    g = v.reshape(-1, 16)
    s = np.repeat(g.sum(1), 16)
    sa = np.repeat(np.abs(g).sum(1), 16)
    cnt = np.repeat((g > 0).sum(1), 16).astype(np.float64)
    nb = v[np.arange(total) ^ 1]
    sc = f64(scale)[np.arange(total) >> 7]
    want = (s + nb + 100 * cnt) * sc
    bound = gamma(8) * (sa + np.abs(nb) + 100 * cnt) * np.abs(sc)
    return {"y": close(want[:n], bound[:n])}


@kernel("tri_nested(float const*, float*, int, int, int)")
def tri_nested(launch, a, y, m, lda, n):
    m, lda, n = int(m), int(lda), int(n)
    A = f64(a[: m * lda]).reshape(m, lda)[:, :n]
    want, mag = np.zeros(n), np.zeros(n)
    for i in range(m):
        t = A[i] * A[: i + 1]
        want += t.sum(0)
        mag += np.abs(t).sum(0)
    return {"y": close(want, gamma(m * (m + 1) // 2) * mag)}


@kernel("two_iv(float const*, float*, int, unsigned long, int)")
def two_iv(launch, A, y, K, ld, n):
    K, ld, n = int(K), int(ld), int(n)
    t = f64(A[: K * ld]).reshape(K, ld)[:, :n] * np.arange(1, K + 1)[:, None]
    return {"y": close(t.sum(0), gamma(K + 1) * np.abs(t).sum(0))}


@kernel("dowhile_dec(float const*, float*, int, int, int, int)")
def dowhile_dec(launch, A, y, start, dec, lda, n):
    start, dec, lda, n = int(start), int(dec), int(lda), int(n)
    rows = list(range(start, -1, -dec))
    t = np.stack([f64(A[r * lda: r * lda + n]) for r in rows])
    return {"y": close(t.sum(0), gamma(len(rows)) * np.abs(t).sum(0))}


@kernel("lap_pitch(float const*, unsigned long, float*, unsigned long, int, int)")
def lap_pitch(launch, src, ip, dst, op, w, h):
    w, h, ip, op = int(w), int(h), int(ip) // 4, int(op) // 4
    s = f64(src[: h * ip]).reshape(h, ip)[:, :w]
    out = f64(dst).copy()
    o = out[: h * op].reshape(h, op)
    bound = np.zeros(out.size)
    bd = bound[: h * op].reshape(h, op)
    want = s.copy()
    c = s[1:-1, 1:-1]
    nbr = [s[1:-1, :-2], s[1:-1, 2:], s[:-2, 1:-1], s[2:, 1:-1]]
    want[1:-1, 1:-1] = 4 * c - sum(nbr)
    mag = np.zeros_like(s)
    mag[1:-1, 1:-1] = 4 * np.abs(c) + sum(np.abs(q) for q in nbr)
    o[:, :w] = want
    bd[:, :w] = gamma(5) * mag
    return {"dst": close(out, bound)}


@kernel("divmod_mac(int const*, long long const*, int*, int*, long long*, int, int, int)")
def divmod_mac(launch, a, b, q, r, acc, d, K, n):
    d, K, n = int(d), int(K), int(n)
    av = [int(v) for v in a[:n]]
    bv = [int(v) for v in b[:K]]
    qq = [abs(v) // abs(d) * (1 if (v < 0) == (d < 0) else -1) for v in av]  # C truncation
    rr = [v - qi * d for v, qi in zip(av, qq)]
    wrap = lambda x: (x + 2 ** 63) % 2 ** 64 - 2 ** 63
    ss = [wrap(sum(av[(i + k) % n] * bv[k] for k in range(K))) for i in range(n)]
    return {"q": exact(unchanged_but(q, n, qq)), "r": exact(unchanged_but(r, n, rr)),
            "acc": exact(unchanged_but(acc, n, np.array(ss, dtype=np.int64)))}


@kernel("bucket_scan(unsigned int const*, unsigned int*, unsigned int*, int)")
def bucket_scan(launch, inp, counts, offsets, n):
    n, B, G = int(n), launch.block[0], launch.grid[0]
    c = np.zeros((G, 16), dtype=np.int64)
    for blk in range(G):
        seg = inp[blk * B: min(n, (blk + 1) * B)].astype(np.int64) % 16
        c[blk] = np.bincount(seg, minlength=16)
    off = np.cumsum(c, 1) - c
    return {"counts": exact(unchanged_but(counts, G * 16, c.ravel())),
            "offsets": exact(unchanged_but(offsets, G * 16, off.ravel()))}


@kernel("rows_grid(float const*, float const*, float*, int, int)")
def rows_grid(launch, x, w, y, rows, cols):
    rows, cols = int(rows), int(cols)
    t = f64(x[: rows * cols]).reshape(rows, cols) * f64(w[:cols])[None, :]
    r = np.arange(rows, dtype=np.float64)[:, None]
    return {"y": close((t + r).ravel(), (U32 * (np.abs(t) + np.abs(r))).ravel())}


@kernel("shifted_rows(float const*, float*, int, int, int, int, int)")
def shifted_rows(launch, A, y, off, back, K, lda, n):
    off, back, K, lda, n = int(off), int(back), int(K), int(lda), int(n)
    t = np.stack([f64(A[off + (k - back) * lda: off + (k - back) * lda + n]) for k in range(K)]) \
        if K > 0 else np.zeros((1, n))
    return {"y": close(unchanged_but(f64(y), n, t.sum(0)),
                       unchanged_but(np.zeros(y.size), n, gamma(max(K, 1)) * np.abs(t).sum(0)))}


@kernel("col_up(float const*, float*, int, int, int)")
def col_up(launch, A, y, K, lda, n):
    K, lda, n = int(K), int(lda), int(n)
    a = f64(A[: K * lda]).reshape(K, lda)[:, :n]
    t = a * (K - np.arange(K, dtype=np.float64))[:, None]  # row K-1-k weighs k+1
    return {"y": close(unchanged_but(f64(y), n, t.sum(0)),
                       unchanged_but(np.zeros(y.size), n, gamma(max(K, 1)) * np.abs(t).sum(0)))}


@kernel("uidx_colsum(float const*, float*, unsigned int, unsigned int, unsigned int)")
def uidx_colsum(launch, A, y, K, lda, n):
    K, lda, n = int(K), int(lda), int(n)
    c = colsum(A, K, lda)
    return {"y": close(unchanged_but(f64(y), n, c.expected[:n]),
                       unchanged_but(np.zeros(y.size), n, c.bound[:n]))}


@kernel("window_fir(float const*, float const*, float*, int, int)")
def window_fir(launch, x, w, y, r, n):
    r, n = int(r), int(n)
    xs, ws = f64(x[: n + 2 * r]), f64(w[: 2 * r + 1])
    t = np.stack([ws[j] * xs[j: j + n] for j in range(2 * r + 1)])
    return {"y": close(unchanged_but(f64(y), n, t.sum(0)),
                       unchanged_but(np.zeros(y.size), n, gamma(2 * r + 1) * np.abs(t).sum(0)))}


@kernel("cond_acc(float const*, float const*, float*, int, int, int)")
def cond_acc(launch, A, B, y, K, lda, n):
    K, lda, n = int(K), int(lda), int(n)
    a = f64(A[: K * lda]).reshape(K, lda)[:, :n]
    b = f64(B[: K * lda]).reshape(K, lda)[:, :n]
    acc0, acc1, last = np.zeros(n), np.zeros(n), np.ones(n)
    m0, m1 = np.zeros(n), np.zeros(n)
    for k in range(K):
        pos = a[k] > 0
        last = np.where(pos, b[k], last)
        t = a[k] * last
        acc0 += np.where(pos, t, 0)
        acc1 += np.where(pos, 0, t)
        m0 += np.where(pos, np.abs(t), 0)
        m1 += np.where(pos, 0, np.abs(t))
    want = acc0 + 2 * acc1 + last
    bound = gamma(K + 2) * (m0 + 2 * m1 + np.abs(last))
    return {"y": close(want, bound)}


HORNER_COEF = [1.0, -0.5, 0.25, -0.125, 0.0625, 0.75, -1.5, 0.3, 0.1]


@kernel("horner_const(float const*, float*, int)")
def horner_const(launch, x, y, n):
    n = int(n)
    v = f64(x[:n])
    c = [float(np.float32(q)) for q in HORNER_COEF]
    p, mag = np.zeros(n), np.zeros(n)
    for j in range(8, -1, -1):
        p = p * v + c[j]
        mag = mag * np.abs(v) + abs(c[j])
    return {"y": close(p, gamma(18) * mag)}


@kernel("lds_rowdot(float const*, float const*, float*, int)")
def lds_rowdot(launch, M, w, y, rows):
    rows = int(rows)
    m = f64(M[: rows * 24]).reshape(rows, 24)
    ww = f64(w[:24])
    return {"y": close(m @ ww, gamma(24) * (np.abs(m) @ np.abs(ww)))}


@kernel("lds_colwalk(float const*, float*)")
def lds_colwalk(launch, M, y):
    b = launch.grid[0]
    m = f64(M[: b * 32 * 64]).reshape(b, 32, 64) * np.arange(1, 33, dtype=np.float64)[None, :, None]
    return {"y": close(unchanged_but(f64(y), b * 64, m.sum(1).ravel()),
                       unchanged_but(np.zeros(y.size), b * 64, gamma(33) * np.abs(m).sum(1).ravel()))}


def tile_ks(A, B, M, N, K, ks):
    """C = A[:, ks] @ B[ks, :] over the k steps `ks` of each row (a list per row), with its bound."""
    a, b = f64(A[: M * K]).reshape(M, K), f64(B[: K * N]).reshape(K, N)
    want, bound = np.zeros((M, N)), np.zeros((M, N))
    for r in range(M):
        k = ks[r]
        want[r] = a[r, k] @ b[k]
        bound[r] = gamma(max(len(k), 1)) * (np.abs(a[r, k]) @ np.abs(b[k]))
    return want, bound


@kernel("tile_break_u(float const*, float const*, int const*, float*, int, int, int)")
def tile_break_u(launch, A, B, stop, C, M, N, K):
    M, N, K = int(M), int(N), int(K)
    nz = np.flatnonzero(stop[:K] != 0)
    steps = list(range(int(nz[0]) if nz.size else K))
    want, bound = tile_ks(A, B, M, N, K, [steps] * M)
    return {"C": close(want.ravel(), bound.ravel())}


@kernel("tile_break_d(float const*, float const*, float*, int, int, int)")
def tile_break_d(launch, A, B, C, M, N, K):
    M, N, K = int(M), int(N), int(K)
    a = np.asarray(A[: M * K], dtype=np.float32).reshape(M, K)
    ks = []
    for r in range(M):
        lead = r - r % 2  # the tile's first row decides for both of its rows
        stop = np.flatnonzero(a[lead] > np.float32(0.8))
        ks.append(list(range(int(stop[0]) if stop.size else K)))
    want, bound = tile_ks(A, B, M, N, K, ks)
    return {"C": close(want.ravel(), bound.ravel())}


@kernel("tile_outer(float const*, float const*, float*, int, int, int, int)")
def tile_outer(launch, A, B, C, M, N, K, passes):
    # row pairs: acc0 = acc0 / 2 + (p + j), acc1 = acc1 / 4 - p j after each pass
    return tile_passes(A, B, M, N, K, passes, lambda p: True, lambda p, j: (p + j, -(p * j)))


@kernel("tile_skip(float const*, float const*, float*, int, int, int, int)")
def tile_skip(launch, A, B, C, M, N, K, passes):
    # every third pass (p % 3 == 1) skips the k loop; acc1 = acc1 / 4 - j
    return tile_passes(A, B, M, N, K, passes, lambda p: p % 3 != 1, lambda p, j: (p + 0 * j, -j))


def tile_passes(A, B, M, N, K, passes, runs, offsets):
    """Passes of C += A B (those `runs` takes), each followed by halving the tile's first row and
    quartering its second, plus `offsets(p, j)` (first row, second row) per column j mod 4."""
    M, N, K, P = int(M), int(N), int(K), int(passes)
    ab, bnd = tile_ks(A, B, M, N, K, [list(range(K))] * M)
    acc, err = np.zeros((M, N)), np.zeros((M, N))
    j = np.arange(N) % 4
    even = (np.arange(M) % 2 == 0)[:, None]
    scale = np.where(even, 0.5, 0.25)
    for p in range(P):
        if runs(p):
            mag = np.abs(acc) + np.abs(ab)
            acc = acc + ab
            err = err + bnd + gamma(K + 1) * mag  # the pass's sum onto what was there
        first, second = offsets(p, j)
        add = np.where(even, first, second)
        acc = acc * scale + add
        err = err * scale + U32 * (np.abs(acc) + np.abs(add))
    return {"C": close(acc.ravel(), err.ravel())}


def run_one(spec, src, dump):
    """0 ok, 1 mismatch, 2 usage error; prints the report."""
    try:
        ok = check(Path(spec), Path(src), Path(dump))
    except (UsageError, KeyError, ValueError, tomllib.TOMLDecodeError) as e:
        print(f"numpy_ref.py: {spec}: error: {e}", file=sys.stderr)
        return 2
    if not ok:
        print(f"numpy_ref.py: {spec}: error: the emulated outputs in {dump} do not match NumPy",
              file=sys.stderr)
        return 1
    return 0


# --- corpus/hip/shapes2 ---

@kernel("h2_colfma(_Float16 vector[2] const*, _Float16 vector[2] const*, _Float16 vector[2]*, int, int, int)")
def h2_colfma(launch, A, w, y, K, ld2, n2):
    a = f64(A[: 2 * K * ld2]).reshape(K, 2 * ld2)[:, : 2 * n2]
    v = f64(w[: 2 * K]).reshape(K, 2)
    prod = a * np.tile(v, (1, n2))
    want, mag = prod.sum(axis=0), np.abs(prod).sum(axis=0)
    # K + 1 roundings to half (two accumulators and their sum), each also off by at most half
    # the smallest subnormal (2^-25) in absolute terms.
    bound = gamma(K + 1, U16) * mag + (K + 1) * 2.0 ** -25
    return {"y": close(unchanged_but(f64(y), 2 * n2, want), unchanged_but(np.zeros(y.size), 2 * n2, bound))}


@kernel("bf16_gemv(unsigned short const*, unsigned short const*, float*, int, int)")
def bf16_gemv(launch, A, x, y, rows, cols):
    a = as_f64(A[: rows * cols]).reshape(rows, cols)
    v = as_f64(x[:cols])
    # bf16 products are exact in fp32: only the sum rounds.
    return {"y": close(unchanged_but(f64(y), rows, a @ v),
                       unchanged_but(np.zeros(y.size), rows, gamma(cols) * (np.abs(a) @ np.abs(v))))}


def wrap_i32(v):
    return ((np.asarray(v, dtype=np.int64) + 2 ** 31) % 2 ** 32 - 2 ** 31).astype(np.int32)


@kernel("dot4_loop(int const*, int const*, int*, unsigned int*, int, int)")
def dot4_loop(launch, a, b, out, out8, K, n):
    av = a[: K * n].reshape(K, n)
    s8 = av.view(np.int8).reshape(K, n, 4).astype(np.int64)
    b8 = b[:K].view(np.int8).reshape(K, 1, 4).astype(np.int64)
    dot4 = (s8 * b8).sum(axis=(0, 2))
    nib = lambda w: (w.view(np.uint32)[..., None].astype(np.int64) >> (4 * np.arange(8))) & 15
    dot8 = (nib(av) * nib(b[:K]).reshape(K, 1, 8)).sum(axis=(0, 2)) % 2 ** 32
    return {"out": exact(unchanged_but(out, n, wrap_i32(dot4))),
            "out8": exact(unchanged_but(out8, n, dot8.astype(np.uint32)))}


@kernel("mm_bf16_chain(unsigned short const*, unsigned short const*, float*, int, int, int)")
def mm_bf16_chain(launch, A, B, C, M, N, K):
    a = as_f64(A[: M * K]).reshape(M, K)
    b = as_f64(B[: K * N]).reshape(K, N)
    return {"C": close(unchanged_but(f64(C), M * N, (a @ b).ravel()),
                       unchanged_but(np.zeros(C.size), M * N, (gamma(K) * (np.abs(a) @ np.abs(b))).ravel()))}


@kernel("atomic_scopes(int const*, int*, int*, int*, int, int)")
def atomic_scopes(launch, x, sums, maxes, flags, K, n):
    threads, block = launch.threads[0], launch.block[0]
    v = np.zeros((K, threads), dtype=np.int64)
    v[:, :n] = x[: K * n].reshape(K, n)
    want_max = np.maximum(maxes[:K].astype(np.int64), v.max(axis=1))
    per_block = (v > 0).reshape(K, -1, block).sum(axis=(0, 2)) + 1
    return {"sums": exact(unchanged_but(sums, K, sums[:K] + v.sum(axis=1))),
            "maxes": exact(unchanged_but(maxes, K, want_max)),
            "flags": exact(unchanged_but(flags, per_block.size, per_block))}


@kernel("shfl_down_sum(float const*, float*, int*, int)")
def shfl_down_sum(launch, x, s, pos, n):
    g = (n + 31) // 32
    v = np.zeros(32 * g)
    v[:n] = f64(x[:n])
    grp = v.reshape(g, 32)
    return {"s": close(unchanged_but(f64(s), g, grp.sum(1)), unchanged_but(np.zeros(s.size), g, gamma(5) * np.abs(grp).sum(1))),
            "pos": exact(unchanged_but(pos, g, (grp > 0).sum(1)))}


@kernel("rfl_rows(float const*, int const*, float*, int, int)")
def rfl_rows(launch, A, rowsel, y, R, cols):
    rows = A.size // cols
    a = f64(A[: rows * cols]).reshape(rows, cols)[rowsel[:R]] * np.arange(1, R + 1)[:, None]
    return {"y": close(unchanged_but(f64(y), cols, a.sum(0)),
                       unchanged_but(np.zeros(y.size), cols, gamma(R + 1) * np.abs(a).sum(0)))}


@kernel("u64_mix(unsigned long long const*, unsigned long long*, int, int)")
def u64_mix(launch, a, out, K, n):
    M = (1 << 64) - 1
    want = []
    for i in range(n):
        h = 0x9E3779B97F4A7C15 ^ i
        for k in range(K):
            h = ((h ^ int(a[k * n + i])) * 0x100000001B3) & M
            h ^= h >> 29
            h = (h + (k << 33)) & M
        want.append(h)
    return {"out": exact(unchanged_but(out, n, np.array(want, dtype=np.uint64)))}


@kernel("dcol2(double const*, double const*, double*, int, int, int)")
def dcol2(launch, A, x, y, K, lda, n):
    a = f64(A[: K * lda]).reshape(K, lda)[:, :n]
    v = f64(x[:K])[:, None]
    want = (a * v).sum(0) + 0.5 * (a * a).sum(0)
    mag = np.abs(a * v).sum(0) + 0.5 * (a * a).sum(0)
    return {"y": close(unchanged_but(f64(y), n, want), unchanged_but(np.zeros(y.size), n, gamma(K + 2, U64) * mag))}


@kernel("bound_reload(float const*, int const*, float*, int, int)")
def bound_reload(launch, A, lim, y, lda, n):
    rows = 0
    while rows < lim.size and rows < lim[rows]:
        rows += 1
    a = f64(A[: rows * lda]).reshape(rows, lda)[:, :n]
    return {"y": close(unchanged_but(f64(y), n, a.sum(0)), unchanged_but(np.zeros(y.size), n, gamma(rows) * np.abs(a).sum(0)))}


@kernel("bound_alias(int const*, int const*, int*, int, int)")
def bound_alias(launch, A, bound, y, lda, n):
    rows = int(bound[0])
    a = A[: rows * lda].reshape(rows, lda)[:, :n].astype(np.int64)
    return {"y": exact(unchanged_but(y, n, wrap_i32(y[:n].astype(np.int64) + a.sum(0))))}


@kernel("nest_continue(float const*, int const*, float*, int, int, int)")
def nest_continue(launch, A, mask, y, J, K, n):
    a = f64(A[: J * K * n]).reshape(J, K, n) * (mask[: J * K * n].reshape(J, K, n) != 0)
    wj = np.arange(1, J + 1)[:, None]
    want = (a.sum(1) * wj).sum(0)
    mag = (np.abs(a).sum(1) * wj).sum(0)
    return {"y": close(unchanged_but(f64(y), n, want), unchanged_but(np.zeros(y.size), n, gamma(K + J + 1) * mag))}


for _t in ["5, 3, 2", "2, 7, 4", "4, 4, 1"]:
    kernel(f"void gemm_ku<{_t}>(float const*, float const*, float*, int, int, int)")(gemm_c)


@kernel("lds_pad_colsum(float const*, float*, int, int)")
def lds_pad_colsum(launch, A, out, rows, cols):
    return {"out": colsum(A, rows, cols)}


@kernel("alias_shift(float*, int, int, int, int)")
def alias_shift(launch, x, K, d, lda, n):
    # Sequential per column, in fp32: 0.5 * x is exact, so one rounding whether or not the
    # compiler fuses the multiply and the add.
    want = np.array(x, copy=True)
    for k in range(K):
        want[(k + d) * lda: (k + d) * lda + n] = np.float32(0.5) * want[k * lda: k * lda + n] + np.float32(1.0)
    return {"x": exact(want)}


@kernel("two_strides(float const*, float*, int)")
def two_strides(launch, A, y, nn):
    a = f64(A[: nn * nn]).reshape(nn, nn)
    p = a * a.T
    return {"y": close(unchanged_but(f64(y), nn, p.sum(1)), unchanged_but(np.zeros(y.size), nn, gamma(nn) * np.abs(p).sum(1)))}


@kernel("self_offset(float const*, float*, int, int, int, int)")
def self_offset(launch, x, y, K, off, lda, n):
    a = f64(x[: (K + off) * lda]).reshape(K + off, lda)[:, :n]
    p = a[:K] * a[off: off + K]
    return {"y": close(unchanged_but(f64(y), n, p.sum(0)), unchanged_but(np.zeros(y.size), n, gamma(K) * np.abs(p).sum(0)))}


@kernel("lds_const12(float const*, float const*, float*, int)")
def lds_const12(launch, A, c, y, n):
    a = f64(A[: 12 * n]).reshape(12, n) * f64(c[:12])[:, None]
    k = np.arange(12, dtype=np.float64)[:, None]
    want = (a + k).sum(0)
    return {"y": close(unchanged_but(f64(y), n, want), unchanged_but(np.zeros(y.size), n, gamma(25) * (np.abs(a) + k).sum(0)))}


def fma32(a, b, c):
    """fmaf on float32 arrays: the product is exact in double; the sum is rounded in double and
    then to float32, which differs from one rounding only when the exact sum lies within 2^-53
    (relative) of a float32 rounding boundary."""
    return (a.astype(np.float64) * b.astype(np.float64) + c.astype(np.float64)).astype(np.float32)


@kernel("ds2_far(float const*, float*, int)")
def ds2_far(launch, A, y, n):
    a = A[: 20 * n].reshape(20, n)
    s = np.zeros(n, dtype=np.float32)
    for k in range(9, -1, -1):
        # s * 0.5 is exact: fused or not, one rounding of the sum.
        s = np.float32(0.5) * s + (a[k] - a[k + 10])
    return {"y": exact(unchanged_but(y, n, s))}


@kernel("const_rows_rw(float*, int, int)")
def const_rows_rw(launch, x, ld, n):
    want = np.array(x, copy=True)
    for k in range(6):
        # 2 * x is exact: fused or not, one rounding.
        want[(k + 1) * ld: (k + 1) * ld + n] = np.float32(2) * want[k * ld: k * ld + n] + want[(k + 1) * ld: (k + 1) * ld + n]
    return {"x": exact(want)}


@kernel("lit_chains(float const*, float const*, float*, int, int)")
def lit_chains(launch, x, w, y, K, n):
    f = np.float32
    a0 = x[:n].astype(f)
    a = [a0, a0 * f(0.5), a0 * f(0.25), a0 * f(0.125)]
    a += [-v for v in a]
    lits = [1.5, 2.5, 3.25, 4.75, -1.25, -2.75, -3.5, -4.25]
    for k in range(K):
        wk = np.full(n, w[k], dtype=f)
        a = [fma32(a[j], wk, np.full(n, lits[j], dtype=f)) for j in range(8)]
        a[0] = np.where(a[0] > 8, a[0] * f(0.125), a[0])
        a[4] = np.where(a[4] < -8, a[4] * f(0.125), a[4])
    want = ((a[0] + a[1]) + (a[2] + a[3])) + ((a[4] + a[5]) + (a[6] + a[7]))
    return {"y": exact(unchanged_but(y, n, want))}


def main(argv):
    if argv[1:] == ["--list"]:
        for k in sorted(REFS):
            print(k)
        return 0
    if argv[1:] == ["--batch"]:
        # One check per line of standard input, `SPEC<TAB>SRC_DIR<TAB>DUMP_DIR` (one interpreter
        # start for many launches); each ends with `numpy_ref: DUMP_DIR: ok|mismatch|error`.
        worst = 0
        for line in sys.stdin:
            if not line.strip():
                continue
            spec, src, dump = line.rstrip("\n").split("\t")
            rc = run_one(spec, src, dump)
            print(f"numpy_ref: {dump}: {['ok', 'mismatch', 'error'][rc]}", flush=True)
            sys.stderr.flush()
            worst = max(worst, rc)
        return worst
    if len(argv) != 4:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    return run_one(argv[1], argv[2], argv[3])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
