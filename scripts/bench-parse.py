#!/usr/bin/env python3
"""Whole-process `gfxopt parse` against `llvm-mc -filetype=obj` on the same files (issue 21).

Builds many-kernel files from the samples (scripts/multi-kernel.py), then runs every command
ROUNDS times, interleaved (one run of each in turn, so load drifts hit all alike), each under
`perf stat -e task-clock` (CPU time of the process, to a microsecond; `/usr/bin/time` resolves
10 ms). Prints the minimum and median of each, and llvm-mc's over gfxopt's for both.

    scripts/bench-parse.py [--gfxopt BIN ...] [--rounds N] [--mc-rounds N] TARGET:MB ...
    scripts/bench-parse.py --gfxopt old/gfxopt --gfxopt target/release/gfxopt gfx942:2 gfx942:16

A second --gfxopt (an older build, say) is timed in the same rounds.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def task_clock_ms(cmd):
    """CPU milliseconds of one run of `cmd`, from `perf stat`."""
    res = subprocess.run(
        ["perf", "stat", "-x,", "-e", "task-clock", "--"] + cmd,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    if res.returncode != 0:
        sys.exit(f"error: {' '.join(cmd)} failed:\n{res.stderr[-2000:]}")
    for line in res.stderr.splitlines():
        fields = line.split(",")
        if len(fields) > 2 and fields[2].startswith("task-clock"):
            return float(fields[0])
    sys.exit(f"error: no task-clock in perf's output:\n{res.stderr[-2000:]}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--gfxopt", action="append", help="gfxopt binaries (default: release build)")
    ap.add_argument("--llvm-mc", default=shutil.which("llvm-mc-22") or shutil.which("llvm-mc-19"))
    ap.add_argument("--rounds", type=int, default=20, help="runs of each gfxopt per file")
    ap.add_argument("--mc-rounds", type=int, default=5, help="runs of llvm-mc per file")
    ap.add_argument("files", nargs="+", metavar="TARGET:MB")
    args = ap.parse_args()
    bins = args.gfxopt or [os.path.join(HERE, "target/release/gfxopt")]
    if not shutil.which("perf"):
        sys.exit("error: perf not found (apt-get install linux-perf)")
    if not args.llvm_mc:
        sys.exit("error: no llvm-mc-22 or llvm-mc-19 on PATH")
    with tempfile.TemporaryDirectory() as work:
        print(f"| target | MB | {' | '.join(f'gfxopt{i} ms (min / median)' for i in range(len(bins)))} "
              f"| llvm-mc ms (min / median) | llvm-mc / parse (min, median) |")
        print("|---|---:|" + "---:|" * (len(bins) + 2))
        for spec in args.files:
            target, mb = spec.split(":")
            path = os.path.join(work, f"{target}-{mb}.s")
            with open(path, "w") as out:
                subprocess.run([sys.executable, os.path.join(HERE, "scripts/multi-kernel.py"),
                                target, mb], stdout=out, check=True)
            size = os.path.getsize(path) / 1e6
            mc = [args.llvm_mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                  "-filetype=obj", path, "-o", os.devnull]
            times = {b: [] for b in bins}
            mc_times = []
            for r in range(max(args.rounds, args.mc_rounds)):
                for b in bins:
                    if r < args.rounds:
                        times[b].append(task_clock_ms([b, "parse", path, "-o", os.devnull]))
                if r < args.mc_rounds:
                    mc_times.append(task_clock_ms(mc))
            cells = [f"{min(t):.1f} / {statistics.median(t):.1f}" for t in times.values()]
            last = times[bins[-1]]
            ratio = (f"{min(mc_times) / min(last):.1f}x, "
                     f"{statistics.median(mc_times) / statistics.median(last):.1f}x")
            print(f"| {target} | {size:.2f} | {' | '.join(cells)} | {min(mc_times):.0f} / "
                  f"{statistics.median(mc_times):.0f} | {ratio} |", flush=True)
    for i, b in enumerate(bins):
        print(f"gfxopt{i}: {b}")


if __name__ == "__main__":
    main()
