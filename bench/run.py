#!/usr/bin/env python3
"""colorgen's benchmarks: prints the figures the issues set targets for.

usage: bench/run.py [--quick]

Builds colorgen in release mode, then measures with the real command-line tool:
- validate: reading and validating a synthetic 20 MB token file (target >= 100 MB/s on one core,
  peak memory <= 4x the file size), median of several runs;
- generate: the default Schemes/colorgen.json (target < 50 ms wall including process start) and
  a synthetic config with 50,000 custom roles x 4 schemes and swift, css and json outputs, the same as
  bench/generation.py's scale figure (target < 1 s).
Wall times are medians of several runs, each with the CPU time it used (generation reads, resolves and
renders schemes on all cores; validating one file uses one); peak memory is the child's maximum
resident set size.
"""
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in the tree
sys.path.insert(0, BENCH)
from benchlib import ROOT, build, describe_validation, load_note, run_measured, validate_figures  # noqa: E402


def measure(command, runs, cwd=None):
    """Median wall seconds and median CPU seconds (user + system, all threads) over `runs` runs."""
    times, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        process = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        times.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        if process.returncode != 0:
            sys.exit(f"benchmark command failed: {' '.join(command)}\n{process.stderr}")
    return statistics.median(times), statistics.median(cpus)


def peak_of(command, cwd=None):
    """Peak RSS in bytes of one run (RUSAGE_CHILDREN only ever grows)."""
    return run_measured(command, cwd=cwd)[2]


def main():
    quick = "--quick" in sys.argv
    binary = build()
    work = tempfile.mkdtemp(prefix="colorgen-bench-")
    try:
        tokens = os.path.join(work, "big.tokens.json")
        subprocess.run([sys.executable, os.path.join(BENCH, "synthetic_tokens.py"), tokens, "20"], check=True)
        size = os.path.getsize(tokens)
        runs = 3 if quick else 5
        seconds, cpu, peak = validate_figures([binary], tokens, runs)[binary]
        print(f"validate  {size / 1e6:.1f} MB token file (median of {runs}, one thread; {load_note()}): "
              + describe_validation(size, seconds, cpu, peak))

        seconds, cpu = measure([binary, "generate", "--config", "Schemes/colorgen.json", "--output-dir", work, "--quiet"],
                               10 if quick else 30, cwd=ROOT)
        peak = peak_of([binary, "generate", "--config", "Schemes/colorgen.json", "--output-dir", work, "--quiet"], cwd=ROOT)
        print(f"generate  default Schemes/colorgen.json: {seconds * 1000:.1f} ms wall (median, incl. process start; "
              f"{cpu * 1000:.0f} ms CPU), peak memory {peak / 1e6:.0f} MB")

        project = os.path.join(work, "roles")
        # The same project as bench/generation.py's scale figure, so that both print comparable numbers.
        subprocess.run([sys.executable, os.path.join(BENCH, "synthetic_roles.py"), project, "50000", "4", "swift,css,json"],
                       check=True)
        seconds, cpu = measure([binary, "generate", "--quiet"], 3 if quick else 5, cwd=project)
        peak = peak_of([binary, "generate", "--quiet"], cwd=project)
        print(f"generate  50,000 custom roles x 4 schemes, swift + css + json: {seconds:.3f} s wall (median; {cpu:.2f} s CPU on "
              f"{os.cpu_count()} cores), peak memory {peak / 1e6:.0f} MB")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
