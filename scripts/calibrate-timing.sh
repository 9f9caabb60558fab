#!/bin/sh
# Predicted vs measured N=4096 SGEMM times on the RX 7900 XTX (seed 001's table): the
# calibration of the timing model (docs/timing-model.md). Kernels 6-8 are made with our own
# passes from kernel 5, as the seed's author made them by hand.
# Usage: scripts/calibrate-timing.sh [GFXOPT] [DEVICE]   (prints a markdown table)
set -eu
B=${1:-target/release/gfxopt}
DEV=${2:-rx7900xtx}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
S=samples
$B optimize $S/sgemm_ldsopt/kernel.gfx1100.s -o $T/k6.s --passes vopd 2>/dev/null
$B optimize $S/sgemm_ldsopt/kernel.gfx1100.s -o $T/k7.s --passes vopd,unroll 2>/dev/null
$B optimize $S/sgemm_ldsopt/kernel.gfx1100.s -o $T/k8.s --passes vopd,unroll,sgpr-addr 2>/dev/null
echo "| kernel | file | measured ms | predicted ms | error | bottleneck |"
echo "|---|---|---:|---:|---:|---|"
for row in \
  "1 $S/sgemm_naive/kernel.gfx1100.s $S/sgemm_naive/n4096.hw.toml 136.006" \
  "2 $S/sgemm_lds/kernel.gfx1100.s $S/sgemm_lds/n4096.hw.toml 34.2059" \
  "3 $S/sgemm_regtile/kernel.gfx1100.s $S/sgemm_regtile/n4096.hw.toml 6.0341" \
  "4 $S/sgemm_dbuf/kernel.gfx1100.s $S/sgemm_dbuf/n4096.hw.toml 5.3772" \
  "5 $S/sgemm_ldsopt/kernel.gfx1100.s $S/sgemm_ldsopt/n4096.hw.toml 4.0994" \
  "6 $T/k6.s $S/sgemm_ldsopt/n4096.hw.toml 3.6368" \
  "7 $T/k7.s $S/sgemm_ldsopt/n4096.hw.toml 3.3314" \
  "8 $T/k8.s $S/sgemm_ldsopt/n4096.hw.toml 2.8032"; do
  set -- $row
  json=$($B estimate "$2" --spec "$3" --device "$DEV" --format json)
  echo "$json" | python3 -c '
import json, sys
k, f, meas = sys.argv[1], sys.argv[2], float(sys.argv[3])
e = json.load(sys.stdin)["kernels"][0]
p = e["time_s"] * 1e3
name = f.split("/")[-2] if f.startswith("samples") else "ldsopt + passes"
print("| %s | %s | %.4f | %.4f | %+.1f%% | %s |" % (k, name, meas, p, 100 * (p - meas) / meas, e["bottleneck"]))
' "$1" "$2" "$4"
done
