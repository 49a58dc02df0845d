#!/usr/bin/env python3
"""colorgen's benchmarks: prints the figures the issues set targets for.

usage: bench/run.py [--quick]

Builds colorgen in release mode, then measures with the real command-line tool:
- validate: reading and validating a synthetic 20 MB token file (target >= 50 MB/s on one core,
  peak memory < 10x the file size);
- generate: the default Schemes/colorgen.json (target < 50 ms wall including process start) and
  a synthetic config with 50,000 custom roles x 4 schemes (target < 1 s).
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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "colorgen"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    output = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    return os.path.join(output, "colorgen")


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
    """Peak RSS in bytes of one run, measured with GNU time (RUSAGE_CHILDREN only ever grows)."""
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, cwd=cwd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    return int(result.stderr.strip().splitlines()[-1]) * 1024


def main():
    quick = "--quick" in sys.argv
    binary = build()
    work = tempfile.mkdtemp(prefix="colorgen-bench-")
    try:
        tokens = os.path.join(work, "big.tokens.json")
        subprocess.run([sys.executable, os.path.join(BENCH, "synthetic_tokens.py"), tokens, "20"], check=True)
        size = os.path.getsize(tokens)
        seconds, cpu = measure([binary, "validate", tokens], 3 if quick else 5)
        peak = peak_of([binary, "validate", tokens])
        print(f"validate  {size / 1e6:.1f} MB token file: {seconds:.3f} s, {size / 1e6 / seconds:.1f} MB/s "
              f"(one thread, {cpu:.3f} s CPU), peak memory {peak / 1e6:.0f} MB ({peak / size:.1f}x the file)")

        seconds, cpu = measure([binary, "generate", "--config", "Schemes/colorgen.json", "--output-dir", work, "--quiet"],
                               10 if quick else 30, cwd=ROOT)
        peak = peak_of([binary, "generate", "--config", "Schemes/colorgen.json", "--output-dir", work, "--quiet"], cwd=ROOT)
        print(f"generate  default Schemes/colorgen.json: {seconds * 1000:.1f} ms wall (median, incl. process start; "
              f"{cpu * 1000:.0f} ms CPU), peak memory {peak / 1e6:.0f} MB")

        project = os.path.join(work, "roles")
        subprocess.run([sys.executable, os.path.join(BENCH, "synthetic_roles.py"), project, "50000", "4"], check=True)
        seconds, cpu = measure([binary, "generate", "--quiet"], 3 if quick else 5, cwd=project)
        peak = peak_of([binary, "generate", "--quiet"], cwd=project)
        print(f"generate  50,000 custom roles x 4 schemes: {seconds:.3f} s wall (median; {cpu:.2f} s CPU on "
              f"{os.cpu_count()} cores), peak memory {peak / 1e6:.0f} MB")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
