#!/usr/bin/env python3
"""colorgen's benchmarks: prints the figures the issues set targets for.

usage: bench/run.py [--quick] [--colorgen PATH]...

Builds colorgen in release mode (or measures the given binaries, taking turns), then measures the
real command-line tool with bench/benchlib.py's one timing method:
- validate: reading and validating a synthetic 20 MB token file (target >= 100 MB/s on one core,
  peak memory <= 4x the file size);
- generate: the default Schemes/colorgen.json (target < 50 ms wall including process start), then
  the scale figure of bench/generation.py, the same function printing it: 50,000 custom roles x 4
  schemes with swift, css and json outputs, output rewritten (target < 1 s).
Every figure is a median of interleaved runs, with the CPU time the same runs used (generation
reads, resolves and renders schemes on all cores; validating one file uses one) and their peak
resident set size.
"""
import os
import shutil
import subprocess
import sys
import tempfile

BENCH = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in the tree
sys.path.insert(0, BENCH)
from benchlib import (ROOT, binaries_from, describe_validation, interleaved, load_note, median,  # noqa: E402
                      scale_figures, validate_figures)


def main():
    args = sys.argv[1:]
    quick = "--quick" in args
    binaries = binaries_from(args)
    print(f"{load_note()} before")
    work = tempfile.mkdtemp(prefix="colorgen-bench-")
    try:
        tokens = os.path.join(work, "big.tokens.json")
        subprocess.run([sys.executable, os.path.join(BENCH, "synthetic_tokens.py"), tokens, "20"], check=True)
        size = os.path.getsize(tokens)
        runs = 3 if quick else 5
        print(f"\nvalidate  {size / 1e6:.1f} MB token file (median of {runs} interleaved runs, one thread):")
        for binary, (wall, cpu, peak) in validate_figures(binaries, tokens, runs).items():
            print(f"  {binary}: {describe_validation(size, wall, cpu, peak)}")

        generate = ["generate", "--config", "Schemes/colorgen.json", "--output-dir", work, "--quiet"]
        rounds = 10 if quick else 30
        cases = {binary: ([binary] + generate, ROOT, None) for binary in binaries}
        measured = interleaved(cases, rounds)
        print(f"\ngenerate  default Schemes/colorgen.json, files unchanged (median of {rounds} interleaved runs, "
              "incl. process start; target < 50 ms):")
        for binary in binaries:
            print(f"  {binary}: {median(measured[binary], 'wall') * 1000:.1f} ms wall, "
                  f"{median(measured[binary], 'cpu') * 1000:.0f} ms CPU, peak memory {median(measured[binary], 'peak') / 1e6:.0f} MB")

        scale_figures([(f"{binary}: ", binary) for binary in binaries] if len(binaries) > 1 else [("", binaries[0])],
                      work, (50_000,), 3 if quick else 5)
        print(f"\n{load_note()} after")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
