#!/usr/bin/env python3
"""Runs every corpus launch of the pass table at other sizes than its spec's, looking for a
rewrite that is exact at the spec's size and wrong at another (a run-time check that admits a
size it should not, a trip count read wrongly, a tail the unroller mishandles).

usage: scripts/size-sweep.py [--gfxopt PATH] [--jobs N] [--limit N] [SOURCE_DIR ...]
       (default sources: samples corpus/hip corpus/hip-clang22 corpus/triton)

For each launch `scripts/pass-table.py` runs, each integer `[params]` entry of the spec is set in
turn to v+1, v-1, v//2+1, v//2 and 2v (the others kept; tiled kernels whose grid divides a
size by the tile take only the halved and doubled sizes: the spec refuses the others), and

    gfxopt optimize FILE --kernel K --passes P -o OUT --verify VARIANT

runs with the pass table's pass lists. The variant spec is written into a temporary directory
that links every file of the spec's own directory (init files such as `file(x.npy)` resolve
as before); its `[reference]` section is dropped, since a NumPy reference is written for the
spec's size. Exit 0 is bit-exact and 6 proves nothing at that size (no rewritten instruction
ran). Exit 3 (a difference: a miscompile) and 7 (the verifier rejected a pass's output) are
bugs, printed with the variant spec kept for the command that shows them. A launch whose file
no pass changes runs once ("unchanged"). Any other exit is the spec refusing the size (a grid
that must divide evenly) or the original kernel failing at it (out of bounds) and counts as not
applicable; the summary groups those by message. Exits 1 on any bug.
"""
import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def pass_table():
    spec = importlib.util.spec_from_file_location("pass_table", os.path.join(ROOT, "scripts", "pass-table.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


PARAM = re.compile(r"^(\s*)([A-Za-z_][A-Za-z0-9_]*)(\s*=\s*)(-?\d+)(\s*(#.*)?)$")


def int_params(text):
    """(line index, name, value) of each integer entry of the `[params]` table."""
    out, section = [], None
    for i, line in enumerate(text.splitlines()):
        s = line.strip()
        if s.startswith("["):
            section = s
            continue
        m = PARAM.match(line)
        if section == "[params]" and m:
            out.append((i, m.group(2), int(m.group(4))))
    return out


def without_reference(lines):
    """The spec's lines without its `[reference]` table (and sub-tables)."""
    out, skip = [], False
    for line in lines:
        s = line.strip()
        if s.startswith("["):
            skip = s == "[reference]" or s.startswith("[reference.")
        if not skip:
            out.append(line)
    return out


def variants(text):
    """(label, spec text) for each size variant of the spec."""
    lines = text.splitlines()
    out = []
    for i, name, v in int_params(text):
        for nv in sorted({v + 1, v - 1, v // 2 + 1, v // 2, 2 * v} - {v}):
            if nv < 1:
                continue
            m = PARAM.match(lines[i])
            changed = list(lines)
            changed[i] = "%s%s%s%d%s" % (m.group(1), name, m.group(3), nv, m.group(5) or "")
            out.append(("%s=%d" % (name, nv), "\n".join(without_reference(changed)) + "\n"))
    return out


def linked_dir(spec_dir, work):
    """A temporary directory linking every file of `spec_dir`."""
    d = tempfile.mkdtemp(dir=work)
    for f in os.listdir(spec_dir):
        os.symlink(os.path.join(os.path.abspath(spec_dir), f), os.path.join(d, f))
    return d


def sweep(gfxopt, pt, launch, work):
    path, spec, target = launch
    kernel = pt.spec_kernel(spec)
    kargs = ["--kernel", kernel] if kernel else []
    with open(spec) as f:
        text = f.read()
    results = []
    d = linked_dir(os.path.dirname(spec), work)
    for label, vtext in variants(text):
        vspec = os.path.join(d, "variant.toml")
        if os.path.lexists(vspec):
            os.remove(vspec)
        with open(vspec, "w") as f:
            f.write(vtext)
        out = os.path.join(d, "out.s")
        cmd = [gfxopt, "optimize", path, "--passes", pt.PASSES[target], "-o", out, "--verify", vspec] + kargs
        r = subprocess.run(cmd, capture_output=True, text=True)
        kept = None
        if r.returncode in (3, 7):
            kept = os.path.join(work, "diff-%s-%s-%s.toml" % (target, kernel, label))
            with open(kept, "w") as f:
                f.write(vtext)
        results.append((label, r.returncode, r.stderr.strip().splitlines()[-1:] if r.stderr.strip() else [], kept))
        if r.returncode == 0 and same_file(path, out):
            # No pass changed the file: every size runs the same code.
            return launch, kernel, [("all sizes", 0, [], None)]
    return launch, kernel, results


def same_file(a, b):
    with open(a, "rb") as x, open(b, "rb") as y:
        return x.read() == y.read()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gfxopt", default=os.path.join(ROOT, "target", "release", "gfxopt"))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--limit", type=int, default=0, help="at most N launches (0: all)")
    ap.add_argument("sources", nargs="*")
    args = ap.parse_args()
    pt = pass_table()
    sources = args.sources or [os.path.join(ROOT, s) for s in ("samples", "corpus/hip", "corpus/hip-clang22", "corpus/triton")]
    launches = [l for s in sources for l in pt.launches(s)]
    if args.limit:
        launches = launches[: args.limit]
    work = tempfile.mkdtemp(prefix="size-sweep-")
    counts = {"exact": 0, "nothing": 0, "n/a": 0, "DIFFERENT": 0, "INTERNAL": 0, "unchanged": 0}
    reasons = {}
    with ThreadPoolExecutor(max_workers=args.jobs) as ex:
        for (path, spec, target), kernel, results in ex.map(lambda l: sweep(args.gfxopt, pt, l, work), launches):
            marks = []
            for label, rc, err, kept in results:
                kind = {0: "exact", 6: "nothing", 3: "DIFFERENT", 7: "INTERNAL"}.get(rc, "n/a")
                if label == "all sizes":
                    kind = "unchanged"
                counts[kind] += 1
                marks.append("%s:%s" % (label, kind))
                if kind == "n/a":
                    why = re.sub(r"^\S+: ", "", err[0]) if err else "exit %d" % rc
                    why = re.sub(r"\d+(\.\d+)?", "N", why)[:100]
                    reasons[why] = reasons.get(why, 0) + 1
                if kind in ("DIFFERENT", "INTERNAL"):
                    print("%s: %s --kernel %s (%s) %s; spec kept as %s" % (
                        kind, os.path.relpath(path, ROOT), kernel, target, " ".join(err), kept), flush=True)
            print("%s %s %s: %s" % (os.path.relpath(path, ROOT), target, os.path.basename(spec), " ".join(marks) or "no integer params"), flush=True)
    for why, n in sorted(reasons.items(), key=lambda r: -r[1]):
        print("not applicable %4d: %s" % (n, why))
    print("summary: %d variants bit-exact, %d prove nothing, %d not applicable, %d DIFFERENT, %d INTERNAL; "
          "%d launches unchanged by the passes" % (counts["exact"], counts["nothing"], counts["n/a"], counts["DIFFERENT"],
                                                    counts["INTERNAL"], counts["unchanged"]))
    bugs = counts["DIFFERENT"] or counts["INTERNAL"]
    if not bugs:
        shutil.rmtree(work)
    sys.exit(1 if bugs else 0)


if __name__ == "__main__":
    main()
