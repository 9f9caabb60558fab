#!/usr/bin/env python3
"""Per-kernel before/after table of the passes on every corpus kernel with a launch spec (issue 22).

usage: scripts/pass-table.py [--gfxopt PATH] [--jobs N] [SOURCE_DIR ...]
       (default sources: samples corpus/hip corpus/hip-clang22 corpus/triton)

For each kernel a launch spec names (the `*.toml` beside a `kernel.<target>.s` or Triton's
`kernel.<target>.amdgcn`, not `*.hw.toml`;
a spec named after a target, Triton's `gfx942.toml`, only for that target's file;
corpus/hip-clang22 uses corpus/hip's specs, as `gfxopt corpus` does), it runs

    gfxopt optimize FILE --kernel K --passes P -o OUT --verify SPEC
    gfxopt diff FILE OUT --kernel K --format json      (hot-loop statistics before and after)
    gfxopt run FILE|OUT --spec SPEC --format json      (executed wave-instructions)

with P = vopd,unroll,sgpr-addr on gfx1100 and pkfma,unroll,sgpr-addr,cache-policy on gfx942 (the
orders the passes want: pkfma before sgpr-addr), and prints one markdown row per kernel: hot-loop
FMAs dual-issued (gfx1100) or packed (gfx942), VGPR bank conflicts in the hot loop, address VALU
per hot-loop iteration, executed wave-instructions on the spec, the verdict of the
before/after emulation, and, for a hot loop whose FMAs are not all paired or that keeps bank
conflicts, what the pairing pass (`vopd` / `pkfma`) logged about it (`optimize --dry-run`). Nothing here is expected output: every figure is computed by the run.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PASSES = {"gfx1100": "vopd,unroll,sgpr-addr", "gfx942": "pkfma,unroll,sgpr-addr,cache-policy"}
TARGETS = ("gfx1100", "gfx942")


def spec_dir(src, kdir):
    """corpus/hip-clang22 holds builds of corpus/hip's sources; the specs stay there."""
    if os.path.basename(os.path.normpath(src)) == "hip-clang22":
        return os.path.join(os.path.dirname(os.path.normpath(src)), "hip", os.path.basename(kdir))
    return kdir


def launches(src):
    """(file, spec, target) for every spec beside a kernel file of a source."""
    out = []
    for name in sorted(os.listdir(src)):
        kdir = os.path.join(src, name)
        if not os.path.isdir(kdir):
            continue
        sdir = spec_dir(src, kdir)
        if not os.path.isdir(sdir):
            continue
        specs = sorted(f for f in os.listdir(sdir) if f.endswith(".toml") and not f.endswith(".hw.toml"))
        for target in TARGETS:
            # Triton's files keep its extension (`kernel.gfx942.amdgcn`).
            found = [p for p in (os.path.join(kdir, "kernel.%s.%s" % (target, ext)) for ext in ("s", "amdgcn"))
                     if os.path.exists(p)]
            if not found:
                continue
            path = found[0]
            for spec in specs:
                stem = spec[:-len(".toml")]
                if stem in TARGETS and stem != target:
                    continue
                out.append((path, os.path.join(sdir, spec), target))
    return out


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr


def spec_kernel(spec):
    import tomllib
    with open(spec, "rb") as f:
        return tomllib.load(f).get("kernel")


def measure(gfxopt, path, spec, target, work):
    kernel = spec_kernel(spec)
    base = "%s.%s.%s" % (os.path.basename(os.path.dirname(path)), target, os.path.basename(spec))
    out = os.path.join(work, base + ".s")
    kargs = ["--kernel", kernel] if kernel else []
    row = {"file": os.path.relpath(path, ROOT), "spec": os.path.basename(spec), "target": target,
           "kernel": kernel or "?"}
    rc, _, err = run([gfxopt, "optimize", path, "--passes", PASSES[target], "-o", out,
                      "--verify", spec] + kargs)
    if rc != 0:
        row["verdict"] = "optimize exit %d: %s" % (rc, err.strip().splitlines()[-1][:120] if err.strip() else "")
        return row
    rc, dj, err = run([gfxopt, "diff", path, out, "--format", "json"] + kargs)
    if rc != 0:
        row["verdict"] = "diff exit %d" % rc
        return row
    k = json.loads(dj)["kernels"][0]
    row["kernel"] = kernel or k["before"]["name"]
    row["before"], row["after"] = k["before"], k["after"]
    for side, f in (("run_before", path), ("run_after", out)):
        rc, rj, err = run([gfxopt, "run", f, "--spec", spec, "--format", "json"] + kargs)
        row[side] = json.loads(rj)["wave_instructions"] if rc == 0 else None
    with open(path) as a, open(out) as b:
        row["changed"] = a.read() != b.read()
    row["verdict"] = "bit-exact" if row["changed"] else "unchanged"
    row["why"] = pairing_log(gfxopt, path, target, kargs)
    return row


# The pass that pairs FMAs on each target; its log says why a hot loop is not fully paired.
PAIRING = {"gfx1100": "vopd", "gfx942": "pkfma"}


def pairing_log(gfxopt, path, target, kargs):
    """What the pairing pass said it left alone, and why (its `--dry-run` log for the kernel)."""
    rc, _, err = run([gfxopt, "optimize", path, "--passes", PASSES[target], "--dry-run"] + kargs)
    left, refused = "] %s: left " % PAIRING[target], "(the k-step model refused the block: "
    why = []
    for line in err.splitlines():
        if left in line:
            text = line.split(left, 1)[1]
            # "left .LBB3_6 alone: REASON" -> ".LBB3_6: REASON"
            where, _, reason = text.partition(" alone: ")
            why.append("%s: %s" % (where, reason) if reason else text)
        elif refused in line:
            # A block paired by scheduling alone: why its registers were not reassigned.
            text = line.split(refused, 1)[1]
            why.append("k-step model: " + (text[:-1] if text.endswith(")") else text))
    return why


def fma(side):
    h = side.get("hot_loop")
    if not h or not h.get("fma_total"):
        return "-"
    # `analyze` counts an FMA in a VOPD pair (gfx1100) or a v_pk_fma_f32 (gfx942) as dual.
    return "%d of %d" % (h["fma_dual"], h["fma_total"])


def hot(side, key):
    h = side.get("hot_loop")
    return "-" if not h or h.get(key) is None else str(h[key])


def arrow(a, b):
    return a if a == b else "%s -> %s" % (a, b)


def not_done(side):
    """A hot loop with FMAs that are not all paired, or with bank conflicts left (with or
    without FMAs: the pairing pass's conflict mover says why it left them)."""
    h = side.get("hot_loop")
    if not h:
        return False
    if (h.get("bank_conflicts") or 0) > 0:
        return True
    return bool(h.get("fma_total")) and h["fma_dual"] < h["fma_total"]


def why_cell(r, limit=300):
    """The pairing pass's reasons for a hot loop it left unpaired or with conflicts, shortened."""
    if not not_done(r["after"]) or not r.get("why"):
        return ""
    text = "; ".join(r["why"])
    if len(text) > limit:
        text = text[: limit - 3].rstrip() + "..."
    return text.replace("|", "\\|")


def render(rows):
    print("| kernel | target | spec | hot-loop FMAs dual (gfx1100) / packed (gfx942) | bank conflicts | "
          "address VALU/iter | wave-instructions run | result | why not all paired and conflict-free (pass log) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        if "before" not in r:
            print("| %s | %s | %s | | | | | %s | |" % (r["kernel"], r["target"], r["spec"], r["verdict"]))
            continue
        b, a = r["before"], r["after"]
        runs = "-"
        if r.get("run_before") and r.get("run_after"):
            d = (r["run_after"] - r["run_before"]) / r["run_before"] * 100
            runs = "%d -> %d (%+.1f%%)" % (r["run_before"], r["run_after"], d) if r["changed"] else str(r["run_before"])
        print("| %s (`%s`) | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["kernel"], os.path.dirname(r["file"]), r["target"], r["spec"],
            arrow(fma(b), fma(a)),
            arrow(hot(b, "bank_conflicts"), hot(a, "bank_conflicts")),
            arrow(hot(b, "address_valu_per_iter"), hot(a, "address_valu_per_iter")),
            runs, r["verdict"], why_cell(r)))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gfxopt", default=os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")),
                                                     "release", "gfxopt"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("sources", nargs="*",
                    default=["samples", "corpus/hip", "corpus/hip-clang22", "corpus/triton"])
    a = ap.parse_args()
    todo = [l for s in a.sources for l in launches(os.path.join(ROOT, s))]
    # One spec per kernel and target: the smallest (first by name) is enough for the table.
    seen, jobs = set(), []
    for path, spec, target in todo:
        key = (path, spec_kernel(spec), target)
        if key not in seen:
            seen.add(key)
            jobs.append((path, spec, target))
    with tempfile.TemporaryDirectory() as work, ThreadPoolExecutor(a.jobs) as pool:
        rows = list(pool.map(lambda j: measure(a.gfxopt, *j, work), jobs))
    render(rows)
    bad = [r for r in rows if r["verdict"] not in ("bit-exact", "unchanged")]
    if bad:
        print("\n%d launches failed" % len(bad), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
