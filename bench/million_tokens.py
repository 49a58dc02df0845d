#!/usr/bin/env python3
"""Validates a token file of 1,000,000 color tokens (about 70 MB) with the release colorgen and
prints its time and peak memory as a multiple of the file's size (the target: at most 4x).

usage: bench/million_tokens.py [TOKENS] [--colorgen PATH]

Tokens sit 100 to a group, each an sRGB color with a hex fallback, one in ten an alias of the one
before: the shape of a large real export, stripped of descriptions.
"""
import os
import resource
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ref_scaling import build  # noqa: E402


def write_file(path, count):
    with open(path, "w") as file:
        file.write('{"$type": "color"')
        for group in range((count + 99) // 100):
            file.write(f',\n"g{group}": {{')
            members = []
            for index in range(group * 100, min(count, group * 100 + 100)):
                if index % 10 == 9:
                    members.append(f'"t{index}": {{"$value": "{{g{group}.t{index - 1}}}"}}')
                else:
                    r, g, b = index % 256, (index // 256) % 256, (index // 65536) % 256
                    members.append(f'"t{index}": {{"$value": {{"colorSpace": "srgb", "components": '
                                   f'[{r / 255:.3f}, {g / 255:.3f}, {b / 255:.3f}], "hex": "#{r:02x}{g:02x}{b:02x}"}}}}')
            file.write(", ".join(members) + "}")
        file.write("\n}\n")
    return os.path.getsize(path)


def main():
    args = sys.argv[1:]
    colorgen = None
    if "--colorgen" in args:
        index = args.index("--colorgen")
        colorgen = args[index + 1]
        del args[index:index + 2]
    count = int(args[0]) if args else 1_000_000
    colorgen = colorgen or build()
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "million.tokens.json")
        size = write_file(path, count)
        start = time.perf_counter()
        result = subprocess.run([colorgen, "validate", "--kind", "tokens", path], capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
        if result.returncode != 0:
            sys.exit(f"colorgen validate failed:\n{result.stderr[:2000]}")
        print(f"{count} tokens, {size / 1e6:.1f} MB: {elapsed:.2f} s, peak memory {peak / 1e6:.0f} MB "
              f"= {peak / size:.2f}x the file (target <= 4x)")


if __name__ == "__main__":
    main()
