#!/usr/bin/env python3
"""Peak memory of one command, split into what it allocates and what it maps from files.

`/usr/bin/time -f %M` gives the peak resident set, which counts the executable's and the
shared libraries' pages the run touched (file-backed: shared with every other process running
them, dropped and re-read under memory pressure, and a floor of several MB whatever the input)
together with the memory the run allocated (anonymous: heap, stacks). This samples
/proc/PID/status every millisecond and prints the peak resident set (VmHWM, exact), the peak of
the anonymous part (RssAnon, sampled: a peak shorter than a millisecond can be missed) and the
file-backed part at the resident peak, in MB.

    scripts/peak-memory.py [--input FILE] -- COMMAND ARGS...

With --input, each figure is also given over FILE's size.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

FIELDS = re.compile(r"^(VmHWM|VmRSS|RssAnon|RssFile):\s+(\d+) kB", re.M)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--input", help="the input file, to give each figure over its size")
    ap.add_argument("command", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    cmd = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not cmd:
        sys.exit("error: no command given (scripts/peak-memory.py -- COMMAND ARGS...)")
    # (Standard error to a file: a pipe read only at the end fills and stops a command that
    # logs much, such as `optimize`.)
    err_file = tempfile.TemporaryFile()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err_file)
    hwm = anon = file_at_peak = rss_peak = 0
    status = f"/proc/{proc.pid}/status"
    while proc.poll() is None:
        try:
            with open(status) as f:
                fields = {k: int(v) for k, v in FIELDS.findall(f.read())}
        except (OSError, ValueError):
            break
        hwm = max(hwm, fields.get("VmHWM", 0))
        anon = max(anon, fields.get("RssAnon", 0))
        if fields.get("VmRSS", 0) >= rss_peak:
            rss_peak = fields.get("VmRSS", 0)
            file_at_peak = fields.get("RssFile", 0)
        time.sleep(0.001)
    proc.wait()
    err_file.seek(0)
    err = err_file.read().decode(errors="replace")
    if proc.returncode != 0:
        sys.exit(f"error: the command failed ({proc.returncode}):\n{err[-2000:]}")
    mb = lambda kb: kb / 1024
    line = (f"peak {mb(hwm):.1f} MB, allocated (anonymous) {mb(anon):.1f} MB, "
            f"file-backed at the peak {mb(file_at_peak):.1f} MB")
    if args.input:
        size = os.path.getsize(args.input) / 2**20
        line += (f"; over the input ({size:.2f} MB): {mb(hwm) / size:.1f}x, "
                 f"{mb(anon) / size:.1f}x, {mb(file_at_peak) / size:.1f}x")
    print(line)


if __name__ == "__main__":
    main()
