#!/usr/bin/env python3
"""Checks that `$ref` resolution grows linearly: validates token files of N and 4N distinct
JSON pointers with the release colorgen and prints the time ratio (linear: about 4; quadratic:
about 16).

usage: bench/ref_scaling.py [N] [--colorgen PATH]   (N defaults to 16000)

Each file holds N color tokens in one group and N more tokens, each a `$ref` to a different one
of them (`#/base/cN/$value`): the shape that took quadratic time when every pointer searched the
group member by member. Times are the best of three runs.
"""
import json
import os
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import Run, binaries_from  # noqa: E402


def write_file(path, count):
    base = {f"c{i}": {"$value": {"colorSpace": "srgb", "components": [(i % 256) / 255, 0.5, 0.25]}}
            for i in range(count)}
    refs = {f"r{i}": {"$ref": f"#/base/c{i}/$value"} for i in range(count)}
    document = {"base": {"$type": "color", **base}, "refs": {"$type": "color", **refs}}
    with open(path, "w") as file:
        json.dump(document, file)
    return os.path.getsize(path)


def best_time(colorgen, path, runs=3):
    """The least wall seconds of `runs` validations of the file at `path`."""
    return min(Run([colorgen, "validate", "--kind", "tokens", path]).wall for _ in range(runs))


def main():
    args = sys.argv[1:]
    colorgen = binaries_from(args)[0]
    count = int(args[0]) if args else 16000
    with tempfile.TemporaryDirectory() as folder:
        figures = []
        for n in (count, 4 * count):
            path = os.path.join(folder, f"refs-{n}.tokens.json")
            size = write_file(path, n)
            seconds = best_time(colorgen, path)
            figures.append(seconds)
            print(f"{n:>8} pointers  {size / 1e6:6.1f} MB  {seconds:7.3f} s")
        ratio = figures[1] / figures[0]
        print(f"ratio 4N/N: {ratio:.2f} (linear ~4, quadratic ~16)")


if __name__ == "__main__":
    main()
