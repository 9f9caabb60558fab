#!/usr/bin/env bash
# The real-world corpus: LLVM 19's own AMDGPU codegen tests compiled by llc-19 and llc-22 for
# gfx1100 and gfx942, and every instruction line of its MC tests that llvm-mc accepts for those
# targets, fetched from Debian's source package and cached (never committed); then `gfxopt
# corpus` over them and over the committed corpora (samples/, corpus/).
#
# usage: scripts/corpus.sh [gfxopt corpus options...]      e.g. --assemble --passes
# environment:
#   GFXOPT         the binary (default: target/release/gfxopt, built if missing)
#   GFXOPT_CACHE   the cache (default: ~/.cache/gfxopt)
#   CORPUS_EVERY   take every Nth CodeGen test (default 1: all 2634; CI uses 8)
#   CORPUS_LLC     the llc versions (default "19 22")
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CACHE=${GFXOPT_CACHE:-$HOME/.cache/gfxopt}
EVERY=${CORPUS_EVERY:-1}
LLCS=${CORPUS_LLC:-19 22}
GFXOPT=${GFXOPT:-$ROOT/target/release/gfxopt}
die() { echo "corpus.sh: error: $*" >&2; exit 1; }

if [ ! -x "$GFXOPT" ]; then
    (cd "$ROOT" && cargo build --release --quiet)
fi

# 1. LLVM's tests, from the Debian source package (the orig tarball: only the AMDGPU tests are
#    unpacked).
SRC=$CACHE/llvm-src
mkdir -p "$SRC"
tests_dir() { ls -d "$SRC"/llvm-toolchain-19_*/llvm/test 2>/dev/null | head -1; }
if [ -z "$(tests_dir)" ]; then
    (
        flock 9
        if [ -z "$(tests_dir)" ]; then
            if ! ls "$SRC"/llvm-toolchain-19_*.orig.tar.xz >/dev/null 2>&1; then
                if [ ! -f /etc/apt/sources.list.d/debian-src.sources ]; then
                    [ "$(id -u)" -eq 0 ] || die "needs root to add a deb-src entry"
                    cat >/etc/apt/sources.list.d/debian-src.sources <<'SRCS'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRCS
                fi
                apt-get update -qq
                (cd "$SRC" && apt-get source --download-only -qq llvm-toolchain-19) 2>&1 |
                    grep -v "unsandboxed" || true
            fi
            (cd "$SRC" && tar -xJf llvm-toolchain-19_*.orig.tar.xz --wildcards \
                '*/llvm/test/CodeGen/AMDGPU/*' '*/llvm/test/MC/AMDGPU/*')
        fi
    ) 9>"$CACHE/.fetch.lock"
fi
TESTS=$(tests_dir)
[ -n "$TESTS" ] || die "LLVM's tests could not be fetched"

# 2. CodeGen tests through llc, in parallel, each output cached (an llc failure leaves a
#    `.fail` marker so it is not retried).
compile_one() { # llc cpu out ll
    local llc=$1 cpu=$2 out=$3 ll=$4
    local s=$out/$(basename "$ll" .ll).s
    [ -e "$s" ] || [ -e "$s.fail" ] && return 0
    # llc crashes on some tests written for other targets: that is a skip, quietly.
    if (ulimit -c 0; timeout 30 "$llc" -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" -O3 "$ll" \
        -o "$s.tmp") >/dev/null 2>&1; then
        mv "$s.tmp" "$s"
    else
        rm -f "$s.tmp"
        : >"$s.fail"
    fi
}
export -f compile_one
for v in $LLCS; do
    llc=/usr/lib/llvm-$v/bin/llc
    [ -x "$llc" ] || die "$llc missing (apt-get install llvm-$v)"
    for cpu in gfx1100 gfx942; do
        out=$CACHE/corpus/llc$v-$cpu
        mkdir -p "$out"
        ls "$TESTS"/CodeGen/AMDGPU/*.ll | sort | awk -v n="$EVERY" 'NR % n == 1 || n == 1' |
            xargs -P "$(nproc)" -I{} bash -c 'compile_one "$@"' _ "$llc" "$cpu" "$out" {}
        echo "corpus.sh: llc-$v $cpu: $(ls "$out"/*.s 2>/dev/null | wc -l) files"
    done
done

# 3. MC tests: the instruction lines llvm-mc accepts for each target (original spellings), one
#    file per test file, headed by the target directive.
mc=/usr/lib/llvm-19/bin/llvm-mc
for cpu in gfx1100 gfx942; do
    out=$CACHE/corpus/mc-$cpu
    mkdir -p "$out"
    # Files whose RUN lines assemble for the family (gfx942 accepts most gfx9 spellings: the
    # gfx9/gfx90a/gfx940 tests); only the lines llvm-mc accepts for the target are kept.
    case $cpu in gfx1100) pat='gfx11' ;; gfx942) pat='gfx9' ;; esac
    for f in "$TESTS"/MC/AMDGPU/*.s; do
        dst=$out/$(basename "$f")
        [ -e "$dst" ] || [ -e "$dst.none" ] && continue
        if ! grep -q "RUN:.*mcpu=$pat" "$f"; then : >"$dst.none"; continue; fi
        attr=$(grep -o "RUN:.*mcpu=$pat[^ ]*.*" "$f" | head -1 | grep -o -- '-mattr=[^ ]*' | head -1 || true)
        # gfx1100 code is wave32 here (hipcc's default; isa-specs name vcc_lo and exec_lo): a
        # line llvm-mc takes only in wave64 (`v_cmp_lt_f16 vcc, v1, v2 quad_perm:[..]`) is not.
        if [ "$cpu" = gfx1100 ]; then
            attr=$(echo "$attr" | sed -e 's/[+]wavefrontsize64,\?//; s/,$//; s/^-mattr=$//')
        fi
        # Line numbers llvm-mc rejects; every other instruction line is accepted.
        bad=$("$mc" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" $attr -filetype=null "$f" 2>&1 >/dev/null |
            sed -n 's/^[^:]*:\([0-9]*\):[0-9]*: error:.*/\1/p' | sort -u | tr '\n' ' ' || true)
        awk -v bad=" $bad" -v cpu="$cpu" 'BEGIN { print "\t.amdgcn_target \"amdgcn-amd-amdhsa--" cpu "\"" }
            { line = $0; sub(/\/\/.*/, "", line); sub(/;.*/, "", line) }
            line ~ /^[ \t]*[a-zA-Z_][a-zA-Z0-9_.]*/ && line !~ /^[ \t]*\./ && line !~ /:[ \t]*$/ &&
            index(bad, " " NR " ") == 0 { print "\t" line }' "$f" >"$dst"
        # llvm-mc 19 takes a few lines its own printer then marks `/*Invalid register, operand
        # has 'VGPR_32' register class*/` (a 64-bit register as a 16-bit DPP source): invalid.
        # The printed lines follow the kept ones one for one (the target directive first).
        if "$mc" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" $attr "$dst" 2>/dev/null | grep -v '^[[:space:]]*\.' | grep -v '^[[:space:]]*$' |
            grep -n 'Invalid register' | cut -d: -f1 >"$dst.invalid" && [ -s "$dst.invalid" ]; then
            awk 'NR == FNR { drop[$1 + 1] = 1; next } !(FNR in drop)' "$dst.invalid" "$dst" >"$dst.tmp"
            mv "$dst.tmp" "$dst"
        fi
        rm -f "$dst.invalid"
        [ "$(wc -l <"$dst")" -gt 1 ] || { rm -f "$dst"; : >"$dst.none"; }
    done
    echo "corpus.sh: MC $cpu: $(ls "$out"/*.s 2>/dev/null | wc -l) files"
done

# 4. The table.
# (Run from the cache and the repository so the table names the sources briefly.)
sources=()
for d in "$CACHE"/corpus/*/; do sources+=("corpus-cache/$(basename "$d")"); done
ln -sfn "$CACHE/corpus" "$ROOT/build/corpus-cache" 2>/dev/null || { mkdir -p "$ROOT/build" && ln -sfn "$CACHE/corpus" "$ROOT/build/corpus-cache"; }
cd "$ROOT"
"$GFXOPT" corpus samples corpus/hip corpus/hip-clang22 corpus/triton \
    "${sources[@]/#/build/}" "$@"
