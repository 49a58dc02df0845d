#!/usr/bin/env python3
"""What a start-up costs with and without Foundation: the process floor of bench/floor (a
do-nothing program loading what colorgen loads: the C library, Dispatch, the standard library),
the same with FoundationEssentials (Foundation without ICU) and with all of Foundation, and
`colorgen --help`, in interleaved runs. The figures behind the platform layer's choice to use
no Foundation (docs/architecture.md, "One platform layer").

usage: bench/startup.py [--rounds N] [--colorgen PATH]
"""
import sys
import os

sys.dont_write_bytecode = True  # no __pycache__ in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import FLOOR, binaries_from, build, int_option, interleaved, load_note, median, process_floor  # noqa: E402


def main():
    args = sys.argv[1:]
    rounds = int_option(args, "--rounds", 51)
    colorgen = binaries_from(args)[0]
    floor = process_floor(colorgen)
    essentials, foundation = build(FLOOR, ["floor-foundation-essentials", "floor-foundation"])
    print(f"{load_note()} before")
    cases = {"floor (what colorgen loads)": ([floor], None, None),
             "floor + FoundationEssentials": ([essentials], None, None),
             "floor + Foundation": ([foundation], None, None),
             "colorgen --help": ([colorgen, "--help"], None, None)}
    runs = interleaved(cases, rounds)
    base = median(runs["floor (what colorgen loads)"], "wall")
    print(f"start-up, medians of {rounds} interleaved runs:")
    for name, measured in runs.items():
        wall, cpu, peak = (median(measured, field) for field in ("wall", "cpu", "peak"))
        print(f"  {name:30} {wall * 1000:5.2f} ms wall ({wall / base:4.2f}x the floor), {cpu * 1000:5.2f} ms CPU, "
              f"peak {peak / 1e6:4.1f} MB")
    print(f"{load_note()} after")


if __name__ == "__main__":
    main()
