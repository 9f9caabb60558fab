#!/usr/bin/env bash
# The sgpr-addr table of README.md: for each SGEMM sample and target, the pass without facts
# (versioned loops), then `analyze` (address VALU per iteration of the hot loop, all and
# global; VGPRs; occupancy), `run --threads 1` on n256 (wave-instructions executed) and
# `verify` on n128 and n256. Usage: scripts/measure-sgpr-addr.sh [path/to/gfxopt]
set -euo pipefail
cd "$(dirname "$0")/.."
B=${1:-target/release/gfxopt}
[ -x "$B" ] || cargo build --release -q
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
read -r -d '' STATS <<'PY' || true
import json, sys
k = json.load(sys.stdin)["kernels"][0]
h = k["hot_loop"]
addr = f"{h['address_valu_per_iter']} ({h['global_address_valu_per_iter']})"
print("\t".join(map(str, [addr, k["vgprs"], k["occupancy"]])))
PY
stats() {
    "$B" analyze --format json "$1" | python3 -c "$STATS"
}
executed() {
    "$B" run "$1" --spec "$2" --threads 1 2>&1 | grep -o '[0-9]* wave-instructions' | cut -d' ' -f1
}
echo "| sample | target | address VALU/iter, all (global) | VGPRs | occupancy | wave-instructions, n256 | verify n128, n256 |"
echo "|---|---|---|---|---|---|---|"
for s in naive dbuf ldsopt regtile lds; do
    for t in gfx1100 gfx942; do
        in=samples/sgemm_$s/kernel.$t.s
        o=$out/$s.$t.s
        "$B" optimize "$in" --passes sgpr-addr -o "$o" 2>/dev/null
        IFS=$'\t' read -r a0 v0 w0 < <(stats "$in")
        IFS=$'\t' read -r a1 v1 w1 < <(stats "$o")
        e0=$(executed "$in" samples/sgemm_$s/n256.toml)
        e1=$(executed "$o" samples/sgemm_$s/n256.toml)
        ok=bit-exact
        for n in n128 n256; do
            "$B" verify "$in" "$o" --spec samples/sgemm_$s/$n.toml >/dev/null 2>&1 || ok=DIFFERENT
        done
        pct=$(python3 -c "print(f'{($e1-$e0)/$e0*100:+.1f}%')")
        echo "| sgemm_$s | $t | $a0 -> $a1 | $v0 -> $v1 | $w0 -> $w1 | $e0 -> $e1 ($pct) | $ok |"
    done
done
