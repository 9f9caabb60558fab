#!/usr/bin/env python3
"""Calibration and validation of the timing model (docs/timing-model.md) against seed 001's
measured N=4096 SGEMM times on the RX 7900 XTX, and seed 002's MI300X vector-add bandwidth.

  scripts/calibrate-timing.py [--gfxopt BIN]          the error table (markdown) with the
                                                     device files as they are
  scripts/calibrate-timing.py --fit [--gfxopt BIN]    fit the free parameters, then the table

The fit is one sweep of coordinate descent, each free parameter on the one kernel whose time it
governs: `vmem_latency` on kernel 1 (global-latency bound), `lds_latency` on kernel 5 (the
compiler's binary the seed timed). Kernels 6-8 (the author's hand edits, timed) are held out, and
so are kernels 2-4 (our recompiles of the author's sources, not the timed binaries).
"""
import argparse, itertools, json, os, re, subprocess, sys, tempfile

S = "samples"
SEED = "corpus/seed001"
# Seed 001, N=4096, RX 7900 XTX, ms. Kernels 5-8 are the binaries the author timed (corpus/seed001,
# copied unchanged from seb-v/fp32_sgemm_amd); kernels 1-4 are our clang-19 recompiles of his
# sources (samples/sgemm_*), not the timed binaries: their rows say how far such a recompile's
# prediction lands, they are neither fitted nor counted in the done-when figures.
MEASURED = [  # (kernel, file, spec, measured ms, what it is)
    (1, f"{S}/sgemm_naive/kernel.gfx1100.s", f"{S}/sgemm_naive/n4096.hw.toml", 136.006, "recompile"),
    (2, f"{S}/sgemm_lds/kernel.gfx1100.s", f"{S}/sgemm_lds/n4096.hw.toml", 34.2059, "recompile"),
    (3, f"{S}/sgemm_regtile/kernel.gfx1100.s", f"{S}/sgemm_regtile/n4096.hw.toml", 6.0341, "recompile"),
    (4, f"{S}/sgemm_dbuf/kernel.gfx1100.s", f"{S}/sgemm_dbuf/n4096.hw.toml", 5.3772, "recompile"),
    (5, f"{SEED}/kernel6_valu_optim_reference.s", f"{SEED}/n4096.hw.toml", 4.0994, "timed"),
    (6, f"{SEED}/kernel6_valu_optim.s", f"{SEED}/n4096.hw.toml", 3.6368, "timed"),
    (7, f"{SEED}/kernel7_unroll.s", f"{SEED}/n4096.hw.toml", 3.3314, "timed"),
    (8, f"{SEED}/kernel8_batched_gmem.s", f"{SEED}/n4096.hw.toml", 2.8032, "timed"),
]
# (parameter, kernel it is fitted on, candidate values). Everything else in the device file is a
# published figure or an estimate with a physical meaning (docs/timing-model.md, "Device files").
FREE = [
    ("vmem_latency", 1, range(380, 521, 20)),
    ("lds_latency", 5, range(100, 301, 25)),
]
FIT_SET = {k for _, k, _ in FREE}


def files(gfxopt, tmp):
    """The kernels' files. The timed kernels 6-8 write `offset: 8` (a space llvm-mc accepts and
    gfxopt's parser does not yet): a normalised copy in `tmp` stands in for them until it does."""
    out = {}
    for k, src, spec, _, _ in MEASURED:
        text = open(src).read()
        norm = text.replace("offset: ", "offset:")
        if norm != text:
            src = os.path.join(tmp, f"k{k}.s")
            with open(src, "w") as f:
                f.write(norm)
        out[k] = (src, spec)
    return out


def device(base, over, tmp):
    text = base
    for key, v in over.items():
        text, n = re.subn(rf"(?m)^{key}\s*=\s*[^#\n]*", f"{key} = {v} ", text)
        assert n == 1, key
    path = os.path.join(tmp, "device.toml")
    with open(path, "w") as f:
        f.write(text)
    return path


def estimate(gfxopt, f, spec, dev):
    out = subprocess.check_output([gfxopt, "estimate", f, "--spec", spec, "--device", dev,
                                   "--format", "json"])
    return json.loads(out)["kernels"][0]


def fit(gfxopt, base, fs, tmp):
    over = {}
    for sweep in range(1):
        for key, k, values in FREE:
            meas = next(m for kk, _, _, m, _ in MEASURED if kk == k)
            best = None
            for v in values:
                e = estimate(gfxopt, *fs[k], device(base, {**over, key: v}, tmp))
                err = abs(e["time_s"] * 1e3 / meas - 1)
                if best is None or err < best[0]:
                    best = (err, v)
            over[key] = best[1]
            print(f"sweep {sweep + 1}: {key} = {best[1]} (kernel {k}, error {100 * best[0]:.1f}%)",
                  file=sys.stderr, flush=True)
    return over


def table(gfxopt, fs, dev):
    rows = []
    for k, src, _, meas, what in MEASURED:
        e = estimate(gfxopt, *fs[k], dev)
        rows.append((k, src, meas, e["time_s"] * 1e3, e["bottleneck"], what))
    print("| kernel | file | measured ms | predicted ms | error | role | bottleneck (model) |")
    print("|---:|---|---:|---:|---:|---|---|")
    for k, src, meas, pred, bn, what in rows:
        role = "fit" if k in FIT_SET else "held out"
        if what == "recompile":
            role += " (our recompile, not the timed binary)"
        print(f"| {k} | `{src}` | {meas:.4f} | {pred:.4f} | {100 * (pred / meas - 1):+.1f}% | {role} | {bn[:70]} |")
    timed = [r for r in rows if r[5] == "timed"]
    ratio = [(a[0], b[0], (a[3] / b[3]) / (a[2] / b[2]) - 1)
             for a, b in itertools.combinations(timed, 2)]
    worst = max(ratio, key=lambda r: abs(r[2]))
    absw = max(timed, key=lambda r: abs(r[3] / r[2] - 1))
    held = [r for r in timed if r[0] not in FIT_SET]
    # The error band a device file carries (`error_band`): the worst held-out absolute error or
    # pairwise ratio error among the timed binaries, whichever is larger.
    band = max([abs(r[3] / r[2] - 1) for r in held] + [abs(r[2]) for r in ratio])
    by = {r[0]: r for r in timed}
    g_meas = by[6][2] / by[8][2] - 1
    g_pred = by[6][3] / by[8][3] - 1
    print()
    print(f"Timed binaries: worst absolute error kernel {absw[0]} "
          f"{100 * (absw[3] / absw[2] - 1):+.1f}%; worst of the {len(ratio)} pairwise ratios "
          f"kernels {worst[0]}/{worst[1]} {100 * worst[2]:+.1f}% "
          f"({sum(abs(r[2]) <= 0.10 for r in ratio)} of {len(ratio)} within 10%). "
          f"Kernel 6 -> 8 gain: measured {100 * g_meas:.1f}%, predicted {100 * g_pred:.1f}% "
          f"({100 * (g_pred - g_meas):+.1f} points). Error band (`error_band`: worst held-out error or ratio error of the timed binaries): "
          f"{100 * band:.1f}%.")


def mi300x(gfxopt):
    """Seed 002: vector add on MI300X (bandwidth-bound); the model's achieved bandwidth."""
    # Seed 002 (rocprof FETCH/WRITE_SIZE, +-7% between runs): fitted, then held out.
    for name, meas, role in [("vector_add", 3807.83, "fit (`dram_efficiency`)"),
                             ("vector_add_nt", 4383.01, "held out")]:
        spec = f"{S}/{name}/n32M.hw.toml"
        e = estimate(gfxopt, f"{S}/{name}/kernel.gfx942.s", spec, "mi300x")
        bw = e.get("work_per_s")
        bw = (bw or 0) / 1e9
        print(f"| {name} | `{spec}` | {meas:.0f} GB/s | {bw:.0f} GB/s | "
              f"{100 * (bw / meas - 1):+.1f}% | {role} | {e['bottleneck']} |")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gfxopt", default="target/release/gfxopt")
    ap.add_argument("--fit", action="store_true")
    ap.add_argument("--mi300x", action="store_true", help="also the MI300X vector-add rows")
    a = ap.parse_args()
    with open("devices/rx7900xtx.toml") as f:
        base = f.read()
    with tempfile.TemporaryDirectory() as tmp:
        fs = files(a.gfxopt, tmp)
        over = fit(a.gfxopt, base, fs, tmp) if a.fit else {}
        if over:
            print("fitted: " + ", ".join(f"{k} = {v}" for k, v in over.items()))
            print()
        table(a.gfxopt, fs, device(base, over, tmp))
        if a.mi300x:
            print()
            print("| MI300X kernel | launch | measured | predicted | error | in fit | bottleneck (model) |")
            print("|---|---|---:|---:|---:|---|---|")
            mi300x(a.gfxopt)


if __name__ == "__main__":
    main()
