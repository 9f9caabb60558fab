#!/usr/bin/env bash
# Regenerate samples/<name>/kernel.gfx1100.s and kernel.gfx942.s from samples/<name>/kernel.hip,
# deterministically, with Debian's clang-19 + HIP headers (libamdhip64-dev) + device libraries
# (rocm-device-libs), as /work/shared/TOOLCHAIN.md (docs) explains.
#
# usage: scripts/gen-samples.sh [OUTDIR] [SAMPLE...]
#   OUTDIR   where <name>/kernel.gfx*.s are written (default: SRC);
#            only the two .s files per sample are written there, nothing else.
#   SAMPLE   sample names to build (default: every SRC/*/kernel.hip)
# environment: CLANG_FLAGS (extra clang flags for every kernel), SRC (default samples/ of this repo: the folder holding <name>/kernel.hip; the
#              corpus of HIP kernels uses SRC=corpus/hip),
#              CLANG (default clang-19; clang-22 builds the newer-compiler variants),
#              LLVM_AS (default llvm-as-19),
#              DEVLIB_SRC (default /usr/lib/x86_64-linux-gnu/amdgcn/bitcode)
#
# Flags (same for every sample):
#   -x hip --cuda-device-only --offload-arch=gfx1100 --offload-arch=gfx942 -O3 -save-temps
#   --rocm-path=/usr --rocm-device-lib-path=build/devlibs -cuid=<sha256(name)[0:16]>
# plus, per sample (see extra_flags below):
#   sgemm_ldsopt  -mcumode   (the seed builds kernel 5, the base of its ISA kernels 6-8, with it)
#   and any kernel whose folder has a file FLAGS: its words are added
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SRC=${SRC:-$ROOT/samples}
OUT=${1:-$SRC}
shift || true
CLANG=${CLANG:-clang-19}
LLVM_AS=${LLVM_AS:-llvm-as-19}
DEVLIB_SRC=${DEVLIB_SRC:-/usr/lib/x86_64-linux-gnu/amdgcn/bitcode}
DEVLIBS=$ROOT/build/devlibs
TARGETS=(gfx1100 gfx942)

extra_flags() {
    if [ -f "$SRC/$1/FLAGS" ]; then
        cat "$SRC/$1/FLAGS"
        return
    fi
    case "$1" in
        sgemm_ldsopt) echo "-mcumode" ;;
        *) echo "" ;;
    esac
}

die() { echo "gen-samples.sh: error: $*" >&2; exit 1; }

command -v "$CLANG" >/dev/null || die "$CLANG not found (apt-get install clang-19 lld-19 llvm-19)"
command -v "$LLVM_AS" >/dev/null || die "$LLVM_AS not found (apt-get install llvm-19)"
[ -f /usr/include/hip/hip_runtime.h ] || die "HIP headers missing (apt-get install libamdhip64-dev)"
[ -f "$DEVLIB_SRC/ockl.bc" ] || die "device libraries missing in $DEVLIB_SRC (apt-get install rocm-device-libs)"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/gen-samples.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# Device libraries: Debian's set plus the two oclc_isa_version files it lacks (each only
# defines the constant __oclc_ISA_version). Written to a temp name then renamed, so that
# concurrent runs never see a half-written file.
mkdir -p "$DEVLIBS"
for f in "$DEVLIB_SRC"/*.bc; do
    ln -sfn "$f" "$DEVLIBS/$(basename "$f")"
done
make_isa_bc() { # <file suffix> <version number>
    cat >"$WORK/isa_$1.ll" <<IR
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
@__oclc_ISA_version = linkonce_odr protected local_unnamed_addr addrspace(4) constant i32 $2, align 4
IR
    "$LLVM_AS" "$WORK/isa_$1.ll" -o "$WORK/isa_$1.bc"
    mv -f "$WORK/isa_$1.bc" "$DEVLIBS/oclc_isa_version_$1.bc"
}
make_isa_bc 1100 11000
make_isa_bc 942 9402

if [ $# -gt 0 ]; then
    names=("$@")
else
    names=()
    for d in "$SRC"/*/; do
        [ -f "$d/kernel.hip" ] && names+=("$(basename "$d")")
    done
fi
[ ${#names[@]} -gt 0 ] || die "no samples found under $SRC"

# clang 20+ defaults to code object v6, whose device-library ABI needs ROCm 6.3 libraries; Debian's
# are older, so newer compilers build code object v5 like clang-19 (CLANG_FLAGS adds more flags).
clang_major=$("$CLANG" --version | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -1)
cov_flags=()
# clang 22 also dropped __AMDGCN_WAVEFRONT_SIZE, which Debian's HIP 5.2 headers read for warpSize,
# and no longer links hip.bc, where those headers' fences (__atomic_work_item_fence) live.
if [ "${clang_major:-19}" -ge 20 ]; then
    cov_flags=(-mcode-object-version=5
        -Xarch_gfx1100 -D__AMDGCN_WAVEFRONT_SIZE=32 -Xarch_gfx942 -D__AMDGCN_WAVEFRONT_SIZE=64
        -Xclang -mlink-builtin-bitcode -Xclang "$DEVLIB_SRC/hip.bc")
    # Nor does it link the oclc control libraries ocml reads (rsqrtf needs __oclc_daz_opt): link
    # HIP's defaults (denormals kept, no unsafe or finite-only math, correctly rounded sqrt).
    for ctl in daz_opt_off unsafe_math_off finite_only_off correctly_rounded_sqrt_on; do
        cov_flags+=(-Xclang -mlink-builtin-bitcode -Xclang "$DEVLIB_SRC/oclc_$ctl.bc")
    done
fi
# shellcheck disable=SC2206 # CLANG_FLAGS is a word list on purpose
cov_flags+=(${CLANG_FLAGS:-})

offload=()
for t in "${TARGETS[@]}"; do offload+=("--offload-arch=$t"); done

for name in "${names[@]}"; do
    src=$SRC/$name/kernel.hip
    [ -f "$src" ] || die "$src: no such file"
    # Build in a scratch directory from a file always named kernel.hip, so the save-temps litter
    # stays out of the repo and nothing in the output depends on the checkout path.
    dir=$WORK/$name
    mkdir -p "$dir"
    cp "$src" "$dir/kernel.hip"
    # clang names a __hip_cuid_<hash> symbol after the input's path by default; pin it to a
    # hash of the sample name so the output does not depend on the scratch directory.
    cuid=$(printf '%s' "$name" | sha256sum | cut -c1-16)
    # shellcheck disable=SC2046 # extra_flags is a word list on purpose
    (cd "$dir" && "$CLANG" -x hip --cuda-device-only "${offload[@]}" \
        --rocm-path=/usr --rocm-device-lib-path="$DEVLIBS" -cuid="$cuid" ${cov_flags[@]+"${cov_flags[@]}"} \
        -O3 $(extra_flags "$name") -save-temps -c kernel.hip -o kernel.o)
    mkdir -p "$OUT/$name"
    for t in "${TARGETS[@]}"; do
        s=$dir/kernel-hip-amdgcn-amd-amdhsa-$t.s
        [ -f "$s" ] || die "$name: clang left no $s"
        if grep -q '__ockl_' "$s"; then
            die "$name ($t): calls to __ockl_* left in the output (device libraries not linked?)"
        fi
        cp "$s" "$OUT/$name/kernel.$t.s"
    done
    echo "gen-samples.sh: $name: $(wc -l <"$OUT/$name/kernel.gfx1100.s") + $(wc -l <"$OUT/$name/kernel.gfx942.s") lines"
done
