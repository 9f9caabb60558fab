#!/usr/bin/env python3
"""Builds one large multi-kernel `.s` file from the samples of one target, as libraries ship them.

Tensile, Composable Kernel and Triton caches put hundreds of kernels in one file. This makes such a
file from samples/*/kernel.<target>.s: every copy's kernels, `.L` labels and `__hip_cuid_*`
symbols get a `_c<copy>_<sample>` suffix, and the kernels' metadata entries are merged into the single
`.amdgpu_metadata` block a code object allows, so the result is a valid input for llvm-mc and for
every gfxopt command (the metadata pass has an entry for each kernel).

    scripts/multi-kernel.py gfx1100 8 > /tmp/k8.s     # about 8 MB
"""

import glob
import os
import re
import sys

TOKEN = re.compile(r"(?<![A-Za-z0-9_$.])([A-Za-z_.][A-Za-z0-9_$]*)")


def split_metadata(text):
    """(code before the metadata block, kernel entries, code after the block)."""
    start = text.index("\t.amdgpu_metadata")
    end = text.index("\t.end_amdgpu_metadata") + len("\t.end_amdgpu_metadata\n")
    block = text[start:end]
    kernels = block.index("amdhsa.kernels:\n") + len("amdhsa.kernels:\n")
    tail = block.index("amdhsa.target:")
    return text[:start], block[kernels:tail], text[end:]


def kernel_names(text):
    return set(re.findall(r"^\s*\.amdhsa_kernel\s+(\S+)", text, re.M))


def renamed(text, copy, names):
    def one(m):
        tok = m.group(1)
        if tok.startswith(".L") or tok.startswith("__hip_cuid") or tok in names:
            return f"{tok}_c{copy}"
        # `.name: K` and `.symbol: K.kd` in the metadata.
        if tok.endswith(".kd") and tok[:-3] in names:
            return f"{tok[:-3]}_c{copy}.kd"
        return tok

    return TOKEN.sub(one, text)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: multi-kernel.py TARGET MEGABYTES")
    target, megabytes = sys.argv[1], float(sys.argv[2])
    root = os.path.join(os.path.dirname(__file__), "..", "samples")
    sources = []
    for path in sorted(glob.glob(os.path.join(root, "*", f"kernel.{target}.s"))):
        text = open(path).read()
        sources.append((kernel_names(text), split_metadata(text)))
    want = int(megabytes * 1e6)
    bodies, entries, size, copy = [], [], 0, 0
    header = None
    while size < want:
        for j, (names, (before, kernels, after)) in enumerate(sources):
            tag = f"{copy}_{j}"
            before = renamed(before, tag, names)
            if header is None:
                header = before
            else:
                # Only the first copy keeps the file-level directives.
                before = before.replace(f'\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"\n', "")
                before = re.sub(r"^\t\.amdhsa_code_object_version \d+\n", "", before, flags=re.M)
                bodies.append(before)
            bodies_after = renamed(after, tag, names)
            bodies.append(bodies_after)
            entries.append(renamed(kernels, tag, names))
            size += len(before) + len(kernels) + len(bodies_after)
            if size >= want:
                break
        copy += 1
    out = sys.stdout
    out.write(header)
    for b in bodies:
        out.write(b)
    out.write("\t.amdgpu_metadata\n---\namdhsa.kernels:\n")
    for e in entries:
        out.write(e)
    out.write(f"amdhsa.target:   amdgcn-amd-amdhsa--{target}\n")
    out.write("amdhsa.version:\n  - 1\n  - 2\n...\n\n\t.end_amdgpu_metadata\n")


if __name__ == "__main__":
    main()
