#!/usr/bin/env python3
"""Validates a token file of 1,000,000 color tokens (about 96 MB) with the release colorgen and
prints its time, throughput and peak memory as a multiple of the file's size (the target: at most 4x).

usage: bench/million_tokens.py [TOKENS] [--runs N] [--colorgen PATH]...

Tokens sit 100 to a group, each an sRGB color with a hex fallback, one in ten an alias of the one
before: the shape of a large real export, stripped of descriptions. Figures are medians of N runs
(default 3); with several --colorgen binaries the runs take turns, so that they compare under the
same load.
"""
import os
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import binaries_from, describe_validation, int_option, load_note, validate_figures  # noqa: E402


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
    runs = int_option(args, "--runs", 3)
    binaries = binaries_from(args)
    count = int(args[0]) if args else 1_000_000
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "million.tokens.json")
        size = write_file(path, count)
        before = load_note()
        figures = validate_figures(binaries, path, runs)
        print(f"{count} tokens, {size / 1e6:.1f} MB, median of {runs} runs ({before} before, {load_note()} after):")
        for binary, (wall, cpu, peak) in figures.items():
            print(f"  {binary}: {describe_validation(size, wall, cpu, peak)}")


if __name__ == "__main__":
    main()
