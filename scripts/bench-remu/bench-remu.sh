#!/usr/bin/env bash
# Measures gfxopt's emulator against remu (tinygrad's Rust RDNA3 emulator) on the
# same gfx1100 kernels and launches, in one run on one machine.
#
# remu is an external peer: build it yourself from its own repository (none of its
# code is in gfxopt) and point REMU_SO at the cdylib, e.g.
#   (cd /path/to/remu && CARGO_TARGET_DIR=/work/tgt-remu-peer cargo build --release)
#   REMU_SO=/work/tgt-remu-peer/release/libremu.so scripts/bench-remu/bench-remu.sh
#
# For each kernel: gfxopt assembles the .s (gfxopt assemble), the kernel's code
# bytes are cut from .text (llvm-readelf: symbol value and size), `gfxopt run
# --dump` writes the inputs and gfxopt's outputs, the driver (driver/) runs the
# same launch on remu's run_asm with the same inputs and compares every buffer
# bit for bit. Timing: REPS rounds, each round runs `gfxopt run --threads 1`,
# `gfxopt run --threads 2` and remu back to back; the best of each is kept.
# gfxopt's figure is its emulation wall time (`wall_s` of --format json, the
# time of the launch only); remu's is the wall time of the run_asm call. As a
# second, load-robust figure it also gives CPU time: remu's run_asm call
# (CLOCK_PROCESS_CPUTIME_ID around it) against the whole `gfxopt run --threads 1`
# process (user + system, so parsing, input generation and the reference check
# count against gfxopt: the ratio is a lower bound).
#
# Env: REMU_SO, GFXOPT (default $CARGO_TARGET_DIR/release/gfxopt), REPS (3),
#      SIZE (n128: the spec file name), KERNELS (default: the five SGEMM samples),
#      LLVM_READELF (llvm-readelf-19), OUT (work directory, default a temp dir).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
: "${CARGO_TARGET_DIR:=/work/tgt-remu}"
: "${GFXOPT:=$CARGO_TARGET_DIR/release/gfxopt}"
: "${REMU_SO:=/work/tgt-remu-peer/release/libremu.so}"
: "${REPS:=3}"
: "${SIZE:=n128}"
: "${KERNELS:=sgemm_naive sgemm_lds sgemm_regtile sgemm_dbuf sgemm_ldsopt}"
: "${LLVM_READELF:=llvm-readelf-19}"
OUT=${OUT:-$(mktemp -d)}
mkdir -p "$OUT"

[ -x "$GFXOPT" ] || { echo "no gfxopt at $GFXOPT (cargo build --release)" >&2; exit 2; }
[ -f "$REMU_SO" ] || { echo "no remu cdylib at $REMU_SO (see the header of this script)" >&2; exit 2; }
(cd "$here/driver" && CARGO_TARGET_DIR="$CARGO_TARGET_DIR" cargo build --release -q)
DRIVER="$CARGO_TARGET_DIR/release/bench-remu-driver"

echo "# $(date -u +%FT%TZ) $(uname -n) nproc=$(nproc)"
echo "# load before: $(uptime)"
echo "# gfxopt: $($GFXOPT --version) ($(git -C "$repo" rev-parse --short HEAD))"
echo "# remu:   $REMU_SO (sha256 $(sha256sum "$REMU_SO" | cut -c1-16))"
# One `gfxopt run`: its emulation wall time (wall_s) to $4.wall and the CPU time
# (user + system) of the whole process (parse, inputs, emulation, check) to $4.cpu.
gfx_run() {
    local TIMEFORMAT='%U %S'
    { time "$GFXOPT" run "$1" --spec "$2" --threads "$3" --format json > "$4.json"; } 2> "$4.time"
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["wall_s"])' "$4.json" > "$4.wall"
    awk '{print $1 + $2}' "$4.time" > "$4.cpu"
}
results=()
for k in $KERNELS; do
    s="$repo/samples/$k/kernel.gfx1100.s"
    spec="$repo/samples/$k/$SIZE.toml"
    d="$OUT/$k"
    mkdir -p "$d"
    "$GFXOPT" assemble "$s" -o "$d/k.hsaco" > "$d/assemble.txt"
    # The kernel's code: its symbol's bytes inside .text.
    read -r taddr toff < <("$LLVM_READELF" -S -W "$d/k.hsaco" | awk '{for(i=1;i<NF;i++) if($i==".text"){print $(i+2), $(i+3); exit}}')
    read -r kaddr ksize < <("$LLVM_READELF" -s -W "$d/k.hsaco" | awk -v n="$k" '$8==n && $4=="FUNC"{print $2, $3; exit}')
    off=$(( 0x$toff + 0x$kaddr - 0x$taddr ))
    dd if="$d/k.hsaco" of="$d/k.bin" bs=1 skip="$off" count="$ksize" status=none
    # Reference run (inputs and gfxopt's outputs) and the launch shape.
    "$GFXOPT" run "$s" --spec "$spec" --threads 1 --format json --dump "$d/dump" > "$d/gfxopt-ref.json"
    read -r grid block args < <(python3 - "$spec" "$d/gfxopt-ref.json" <<'PY'
import json, sys, tomllib
spec = tomllib.load(open(sys.argv[1], "rb"))
run = json.load(open(sys.argv[2]))
params = spec.get("params", {})
out = []
for a in spec["args"]:
    if isinstance(a, str):
        out.append("buf:" + a)
    else:
        (t, e), = a.items()
        v = eval(str(e), {"__builtins__": {}}, dict(params))
        out.append(f"{t}:{v}")
print(",".join(map(str, run["grid"])), ",".join(map(str, run["block"])), ",".join(out))
PY
)
    lane_ops=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["lane_ops"])' "$d/gfxopt-ref.json")
    t1=(); t2=(); tr=(); c1=(); cr=(); match=yes; err=""
    for r in $(seq 1 "$REPS"); do
        gfx_run "$s" "$spec" 1 "$d/g1.$r"; t1+=("$(cat "$d/g1.$r.wall")"); c1+=("$(cat "$d/g1.$r.cpu")")
        gfx_run "$s" "$spec" 2 "$d/g2.$r"; t2+=("$(cat "$d/g2.$r.wall")")
        set +e
        "$DRIVER" --lib "$REMU_SO" --code "$d/k.bin" --asm "$s" --dump "$d/dump" \
            --grid "$grid" --block "$block" --args "$args" --reps 1 > "$d/remu.$r.json" 2> "$d/remu.$r.err"
        rc=$?
        set -e
        if [ $rc -ne 0 ] || ! grep -q '"match":true' "$d/remu.$r.json"; then
            match=no
            err="exit $rc; $(head -c 300 "$d/remu.$r.json" | tr '\n' ' ') $(head -c 300 "$d/remu.$r.err" | tr '\n' ' ')"
            tr+=("$(python3 -c 'import json,sys
try: print(json.loads(open(sys.argv[1]).readline())["remu_wall_s"])
except Exception: print("nan")' "$d/remu.$r.json")")
        else
            tr+=("$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["remu_wall_s"])' "$d/remu.$r.json")")
            cr+=("$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["remu_cpu_s"])' "$d/remu.$r.json")")
        fi
    done
    line=$(python3 - "$k" "$lane_ops" "$match" "${t1[*]}" "${t2[*]}" "${tr[*]}" "${c1[*]}" "${cr[*]:-}" <<'PY'
import sys, math
k, lane_ops, match = sys.argv[1], int(sys.argv[2]), sys.argv[3]
t1, t2, tr, c1, cr = ([float(x) for x in a.split()] for a in sys.argv[4:9])
b1, b2, bc1 = min(t1), min(t2), min(c1)
fin = [x for x in tr if not math.isnan(x)]
br = min(fin) if fin else float("nan")
bcr = min(cr) if cr else float("nan")
r1 = br / b1 if fin else float("nan")
r2 = br / b2 if fin else float("nan")
rc = bcr / bc1 if cr else float("nan")
print(f"| {k} | {lane_ops:,} | {b1:.4f} | {b2:.4f} | {br:.3f} | {r1:.1f}x | {r2:.1f}x | {rc:.1f}x | {match} | "
      f"wall: t1 {' '.join(f'{x:.4f}' for x in t1)}; t2 {' '.join(f'{x:.4f}' for x in t2)}; remu {' '.join(f'{x:.3f}' for x in tr)}; "
      f"cpu: gfxopt-1t process {' '.join(f'{x:.3f}' for x in c1)}; remu {' '.join(f'{x:.3f}' for x in cr)} |")
PY
)
    results+=("$line")
    [ -n "$err" ] && results+=("|   ↳ $k on remu: ${err//|/\\|} | | | | | | | | | |")
done
echo "# load after:  $(uptime)"
echo
echo "| kernel ($SIZE) | lane ops | gfxopt 1 thread (s) | gfxopt 2 threads (s) | remu (s) | remu / gfxopt-1t | remu / gfxopt-2t | CPU-time ratio (remu / whole gfxopt-1t process) | outputs match | all runs |"
echo "|---|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${results[@]}"
echo
echo "# work files: $OUT"
