#!/usr/bin/env bash
# Installs what the tests need from Debian's packages: LLVM 19 and 22 (llvm-mc, ld.lld, clang; the
# tools pick the newest, the corpus runs both) as the
# assembler oracle, HIP headers + device libraries to rebuild the samples, and Chromium to load
# the HTML report headless (tests/suite/report_chromium.rs), and the HIP runtime (libamdhip64-5) that
# `gfxopt bench` loads (tests/suite/bench_cli.rs: it reports "no AMD GPU" here). Idempotent: does
# nothing when everything is present. Needs root (or sudo) only when something is missing.
set -euo pipefail
pkgs=(llvm-19 llvm-19-dev lld-19 clang-19 llvm-22 lld-22 clang-22 libamdhip64-dev libamdhip64-5 rocm-device-libs chromium python3-numpy)
missing=()
for p in "${pkgs[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "installing: ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
