#!/bin/bash
# Compares what two gfxopt binaries print for `check`, `estimate` and `run --profile` on every
# sample and corpus/hip* kernel with every launch spec beside it (the `*.hw.toml` hardware specs
# left out); for a change that must not change behaviour (a refactor): copy the old binary away
# first, build, then
#
#   scripts/same-outputs.sh OLD_BIN NEW_BIN [OUTDIR]
#
# Exits 0 and prints `identical (N outputs)` when every output (exit code included) is the same
# byte for byte but the `wall` line of `run` (host time); otherwise prints the diff and exits 1.
# `run` takes one host thread: with several, how often a wave spins on a flag another group sets
# (corpus/hip*/mm_sync) depends on the host's scheduling, and so does its `--profile` count.
set -u
old=$1 new=$2 out=${3:-$(mktemp -d)}
cd "$(dirname "$0")/.."
outputs() { # BIN DIR
    local bin=$1 dir=$2
    mkdir -p "$dir"
    for s in samples/*/*.s $(find corpus/hip* -name '*.s' | sort); do
        local tag d
        tag=$(echo "$s" | tr / _)
        d=$(dirname "$s")
        "$bin" check "$s" >"$dir/$tag.check" 2>&1
        echo "rc=$?" >>"$dir/$tag.check"
        for t in "$d"/*.toml; do
            [ -e "$t" ] || continue
            case $t in *.hw.toml) continue ;; esac
            local tt
            tt=$(basename "$t" .toml)
            timeout 300 "$bin" estimate --spec "$t" "$s" >"$dir/$tag.$tt.estimate" 2>&1
            echo "rc=$?" >>"$dir/$tag.$tt.estimate"
            timeout 300 "$bin" run --threads 1 --profile --spec "$t" "$s" >"$dir/$tag.$tt.run" 2>&1
            echo "rc=$?" >>"$dir/$tag.$tt.run"
        done
    done
}
outputs "$old" "$out/old"
outputs "$new" "$out/new"
if diff -r -I '^wall ' "$out/old" "$out/new"; then
    echo "identical ($(ls "$out/new" | wc -l) outputs)"
else
    exit 1
fi
