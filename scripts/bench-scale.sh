#!/usr/bin/env bash
# Scaling of the whole-process commands with the size of a many-kernel file (issue 21):
# builds multi-kernel files from the samples (scripts/multi-kernel.py) of each size, runs
# `optimize`, `check`, `analyze` and `parse` on each under /usr/bin/time, and prints CPU time
# per kernel, its ratio to the smallest file's, and peak memory over the input size; `parse` is
# also timed against `llvm-mc -filetype=obj` on the same file in the same run.
#
#   scripts/bench-scale.sh [TARGET] [SIZES_MB...]     (default: gfx1100 0.5 1 2 4 8)
#   GFXOPT=path/to/gfxopt PASSES=vopd,unroll LLVM_MC=llvm-mc-19 scripts/bench-scale.sh
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
target=${1:-gfx1100}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(0.5 1 2 4 8)
gfxopt=${GFXOPT:-$here/target/release/gfxopt}
passes=${PASSES:-$([ "$target" = gfx1100 ] && echo vopd,unroll || echo pkfma,unroll)}
llvm_mc=${LLVM_MC:-$(command -v llvm-mc-22 || command -v llvm-mc-19 || true)}
[ -x "$gfxopt" ] || { echo "error: $gfxopt not built (cargo build --release)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# measure NAME CMD...: runs CMD, appends "NAME user_seconds max_rss_kb" to $work/times.
measure() {
    local name=$1
    shift
    /usr/bin/time -f "%U %S %M" -o "$work/t" "$@" >/dev/null 2>"$work/err" || {
        echo "error: $name failed:" >&2
        tail -3 "$work/err" >&2
        exit 1
    }
    awk -v n="$name" '{ printf "%s %.3f %d\n", n, $1 + $2, $3 }' "$work/t" >>"$work/times"
}

printf '| command | MB | kernels | CPU s | ms per kernel | vs smallest | peak MB | peak / input |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|\n'
declare -A base
for mb in "${sizes[@]}"; do
    file=$work/mk$mb.s
    python3 "$here/scripts/multi-kernel.py" "$target" "$mb" >"$file"
    bytes=$(stat -c %s "$file")
    kernels=$(grep -c '^[[:space:]]*\.amdhsa_kernel ' "$file")
    : >"$work/times"
    measure "optimize" "$gfxopt" optimize --passes "$passes" "$file" -o "$work/out.s"
    measure "check" "$gfxopt" check "$file"
    measure "analyze" "$gfxopt" analyze "$file"
    measure "parse" "$gfxopt" parse "$file"
    if [ -n "$llvm_mc" ]; then
        measure "llvm-mc" "$llvm_mc" -triple=amdgcn-amd-amdhsa -mcpu="$target" -filetype=obj \
            "$file" -o "$work/out.o"
    fi
    while read -r cmd cpu rss; do
        per=$(awk -v c="$cpu" -v k="$kernels" 'BEGIN { printf "%.2f", 1000 * c / k }')
        # The first file with a measurable time is the reference (parse of a small file
        # takes less than the 10 ms /usr/bin/time resolves).
        if [ -z "${base[$cmd]:-}" ] && awk -v p="$per" 'BEGIN { exit !(p > 0) }'; then
            base[$cmd]=$per
        fi
        ratio=$(awk -v p="$per" -v b="${base[$cmd]:-0}" 'BEGIN { if (b > 0) printf "%.2fx", p / b; else printf "-" }')
        peak=$(awk -v r="$rss" 'BEGIN { printf "%.1f", r / 1024 }')
        over=$(awk -v r="$rss" -v b="$bytes" 'BEGIN { printf "%.1fx", 1024 * r / b }')
        printf '| %s | %s | %d | %s | %s | %s | %s | %s |\n' \
            "$cmd" "$(awk -v b="$bytes" 'BEGIN { printf "%.2f", b / 1048576 }')" "$kernels" \
            "$cpu" "$per" "$ratio" "$peak" "$over"
    done <"$work/times"
    if [ -n "$llvm_mc" ]; then
        awk '$1 == "parse" { p = $2 } $1 == "llvm-mc" { m = $2 }
             END { if (p > 0) printf "|  |  |  | llvm-mc / gfxopt parse: %.1fx |  |  |  |  |\n", m / p }' \
            "$work/times"
    fi
done
