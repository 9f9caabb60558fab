#!/usr/bin/env python3
"""The longest functions of the crate, in lines from the `fn` line to its closing brace.

    scripts/fn-lengths.py [N] [PATH...]      (default: the 25 longest under src/)

Comments, string literals (multi-line and raw ones included) and char literals are blanked
before braces are counted, so a `{{` in a format string does not stretch a function (a counter
that skips that read `isa::specs::generate` as 228 lines; it was 63). Generated tables
(`src/isa/generated/`) are left out. Prints `lines path name first-line`, longest first.
"""
import os
import re
import sys

FN = re.compile(r"\s*(pub(\([^)]*\))?\s+)?(const\s+)?(unsafe\s+)?fn\s+(\w+)")
RAW = re.compile(r'b?r(#*)"')
CHAR = re.compile(r"'(\\.|\\u\{[0-9a-fA-F]+\}|\\x[0-9a-fA-F]{2}|[^\\'])'")


def spaces(text):
    """`text` with everything but line breaks turned into spaces (line numbers kept)."""
    return re.sub(r"[^\n]", " ", text)


def blank(src):
    """`src` with comments and literals blanked."""
    out, i, n = [], 0, len(src)
    while i < n:
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
        elif src.startswith("/*", i):
            j = src.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif (m := RAW.match(src, i)) and (i == 0 or not (src[i - 1].isalnum() or src[i - 1] == "_")):
            end = '"' + m.group(1)
            j = src.find(end, m.end())
            j = n if j < 0 else j + len(end)
        elif src[i] == '"':
            j = i + 1
            while j < n and src[j] != '"':
                j += 2 if src[j] == "\\" else 1
            j += 1
        elif src[i] == "'" and (m := CHAR.match(src, i)):
            j = m.end()
        else:
            out.append(src[i])
            i += 1
            continue
        out.append(spaces(src[i:j]))
        i = j
    return "".join(out)


def lengths(path):
    lines = blank(open(path, encoding="utf-8").read()).split("\n")
    for i, line in enumerate(lines):
        m = FN.match(line)
        if not m:
            continue
        depth, started, j = 0, False, i
        while j < len(lines):
            if not started and ";" in lines[j] and "{" not in lines[j]:
                break  # a declaration without a body (trait method)
            for ch in lines[j]:
                if ch == "{":
                    depth += 1
                    started = True
                elif ch == "}":
                    depth -= 1
            if started and depth == 0:
                break
            j += 1
        if started:
            yield j - i + 1, path, m.group(5), i + 1


def main():
    args = sys.argv[1:]
    top = int(args.pop(0)) if args and args[0].isdigit() else 25
    roots = args or ["src"]
    found = []
    for root in roots:
        paths = [root] if root.endswith(".rs") else [
            os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith(".rs")
        ]
        for p in sorted(paths):
            if "/generated/" not in p:
                found.extend(lengths(p))
    for row in sorted(found, key=lambda r: (-r[0], r[1], r[3]))[:top]:
        print(*row)


if __name__ == "__main__":
    main()
