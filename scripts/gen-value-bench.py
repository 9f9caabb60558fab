#!/usr/bin/env python3
"""Compile the Triton kernels of the value benchmark (issue 47 item 5) into bench-kernels/.

usage: scripts/gen-value-bench.py [OUTDIR]     (default: bench-kernels/ of this repository)

The value benchmark holds kernels the passes were not built on: compiled by a Triton version
other than corpus/triton's (run this script from a virtual environment holding it, e.g.
`/work/venv-triton/bin/python scripts/gen-value-bench.py` with triton 3.5.1), plus hipcc kernels
written for it (bench-kernels/hip-*/kernel.hip, built by `SRC=bench-kernels
scripts/gen-samples.sh bench-kernels`). The kernel functions are scripts/gen-triton.py's; each
folder gets `kernel.<target>.amdgcn` and `meta.<target>.json` as gen-triton.py writes them, and
is named `triton<version>-<name>`. Launch specs (`<target>.toml`) are written by hand.
"""
import importlib.util
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
spec = importlib.util.spec_from_file_location("gen_triton", os.path.join(ROOT, "scripts", "gen-triton.py"))
gt = importlib.util.module_from_spec(spec)
spec.loader.exec_module(gt)
triton = gt.triton

# name -> (function, signature, constexprs, options): BLOCK sizes and warp counts a Triton user
# picks for fp32 matmuls (issue 47: 64x64x32 with 4 warps, 128x128x32 with 8 warps).
KERNELS = {
    "matmul_fp32_64x64x32_w4": (gt.matmul, gt.mm_sig("fp32"), {"BM": 64, "BN": 64, "BK": 32},
                                {"num_warps": 4}),
    "matmul_fp32_128x128x32_w8": (gt.matmul, gt.mm_sig("fp32"), {"BM": 128, "BN": 128, "BK": 32},
                                  {"num_warps": 8}),
}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "bench-kernels")
    ver = triton.__version__
    for name, (fn, sig, consts, options) in KERNELS.items():
        d = os.path.join(out, f"triton{ver}-{name}")
        os.makedirs(d, exist_ok=True)
        for arch, wave in gt.TARGETS:
            k = triton.compile(gt.ASTSource(fn, sig, consts), target=gt.GPUTarget("hip", arch, wave),
                               options=options)
            with open(os.path.join(d, f"kernel.{arch}.amdgcn"), "w") as f:
                f.write(k.asm["amdgcn"])
            meta = {"kernel": k.metadata.name, "num_warps": k.metadata.num_warps, "warp_size": wave,
                    "shared": k.metadata.shared, "signature": sig, "constexprs": consts,
                    "triton": ver}
            with open(os.path.join(d, f"meta.{arch}.json"), "w") as f:
                json.dump(meta, f, indent=1, sort_keys=True)
                f.write("\n")
        print(f"gen-value-bench.py: {name} (triton {ver})")


if __name__ == "__main__":
    main()
