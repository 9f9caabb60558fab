#!/usr/bin/env python3
"""The value benchmark's table (issue 47 item 5; the successor of scripts/pass-table.py for it).

usage: scripts/value-table.py [--gfxopt PATH] [--jobs N] [DIR]     (default DIR: bench-kernels)

bench-kernels/ holds kernels the passes were not built on, apart from the tuning corpus
(corpus/, samples/): hipcc GEMMs written for it and Triton kernels from another Triton version
than corpus/triton's (scripts/gen-value-bench.py). Per kernel folder and target
(`kernel.<target>.s` or `.amdgcn`), the small launch specs that apply to the target (`*.toml`
not `*.hw.toml`; a spec whose name holds a target name applies to that target only) and the
estimate spec (the `*.hw.toml` for the target if there is one, else the first small spec), it
runs

    gfxopt optimize FILE --passes P -o OUT --verify SPEC1
    gfxopt verify --spec SPECi FILE OUT               (every small spec: bit-exact, rewrites ran)
    gfxopt diff FILE OUT --format json                (hot-loop statistics before and after)
    gfxopt run FILE|OUT --spec SPEC1 --format json    (executed wave-instructions)
    gfxopt estimate FILE|OUT --spec EST --format json (the timing model's time: the speedup)

with pass-table.py's pass lists, and prints one markdown row per kernel and target, then the
geometric mean of the predicted speedup per target over the kernels whose hot loop the model
calls VALU-bound (its bottleneck names VALU issue or VGPR bank conflicts) before the rewrite.
Every figure is computed by the run.
"""
import argparse
import importlib.util
import json
import math
import os
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_spec = importlib.util.spec_from_file_location("pass_table", os.path.join(ROOT, "scripts", "pass-table.py"))
pt = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pt)


def launches(src):
    out = []
    for name in sorted(os.listdir(src)):
        kdir = os.path.join(src, name)
        if not os.path.isdir(kdir):
            continue
        files = sorted(os.listdir(kdir))
        for target in pt.TARGETS:
            found = [os.path.join(kdir, f"kernel.{target}.{ext}") for ext in ("s", "amdgcn")
                     if f"kernel.{target}.{ext}" in files]
            if not found:
                continue

            def applies(f):
                others = [t for t in pt.TARGETS if t != target]
                return not any(t in f for t in others)
            small = [os.path.join(kdir, f) for f in files
                     if f.endswith(".toml") and not f.endswith(".hw.toml") and applies(f)]
            hw = [os.path.join(kdir, f) for f in files if f.endswith(".hw.toml") and applies(f)]
            if small:
                out.append((found[0], small, (hw or small)[0], target))
    return out


def estimate(gfxopt, path, spec):
    rc, out, err = pt.run([gfxopt, "estimate", path, "--spec", spec, "--format", "json"])
    if rc != 0:
        return None
    k = json.loads(out)["kernels"][0]
    loops = sorted(k.get("loops") or [], key=lambda l: -l.get("share", 0))
    return k["time_s"], (loops[0]["bottleneck"] if loops else k["bottleneck"])


def measure(gfxopt, path, specs, est, target, work):
    row = pt.measure(gfxopt, path, specs[0], target, work)
    if "before" not in row:
        return row
    out = os.path.join(work, "%s.%s.%s.s" % (os.path.basename(os.path.dirname(path)), target,
                                             os.path.basename(specs[0])))
    row["verified"] = []
    if row["changed"]:
        for s in specs:
            rc, o, err = pt.run([gfxopt, "verify", "--spec", s, path, out])
            row["verified"].append("%s: %s" % (os.path.basename(s), (o.strip().splitlines() or ["?"])[-1]
                                               if rc == 0 else "exit %d %s" % (rc, err.strip()[-120:])))
    b, a = estimate(gfxopt, path, est), estimate(gfxopt, out, est)
    if b and a:
        row["speedup"] = b[0] / a[0]
        row["bottleneck"] = b[1]
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gfxopt", default=os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")),
                                                     "release", "gfxopt"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("dir", nargs="?", default="bench-kernels")
    a = ap.parse_args()
    todo = launches(os.path.join(ROOT, a.dir))
    with tempfile.TemporaryDirectory() as work, ThreadPoolExecutor(a.jobs) as ex:
        rows = list(ex.map(lambda t: measure(a.gfxopt, *t, work), todo))
    print("| kernel | target | hot-loop FMAs dual / packed | bank conflicts | address VALU/iter | "
          "wave-instructions run | verified (every small spec) | estimate speedup | hot-loop bottleneck before | "
          "why not all paired (pass log) |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    bound = {t: [] for t in pt.TARGETS}
    for r in rows:
        if "before" not in r:
            print("| %s | %s | | | | | %s | | | |" % (os.path.dirname(r["file"]), r["target"], r["verdict"]))
            continue
        b, af = r["before"], r["after"]
        runs = str(r.get("run_before"))
        if r["changed"] and r.get("run_before") and r.get("run_after"):
            runs = "%d -> %d" % (r["run_before"], r["run_after"])
        sp = r.get("speedup")
        valu = "VALU" in (r.get("bottleneck") or "") or "bank" in (r.get("bottleneck") or "")
        if sp and valu:
            bound[r["target"]].append(sp)
        print("| `%s` | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            os.path.dirname(r["file"]), r["target"], pt.arrow(pt.fma(b), pt.fma(af)),
            pt.arrow(pt.hot(b, "bank_conflicts"), pt.hot(af, "bank_conflicts")),
            pt.arrow(pt.hot(b, "address_valu_per_iter"), pt.hot(af, "address_valu_per_iter")),
            runs, "; ".join(r.get("verified") or []) or r["verdict"],
            "%.3fx" % sp if sp else "-", (r.get("bottleneck") or "-") + (" (VALU-bound)" if valu else ""),
            pt.why_cell(r, 200)))
    for t, xs in bound.items():
        g = math.exp(sum(map(math.log, xs)) / len(xs)) if xs else None
        print("\n%s: geomean predicted speedup over %d VALU-bound hot loops: %s" % (
            t, len(xs), "%.3fx" % g if g else "-"))


if __name__ == "__main__":
    sys.exit(main())
