"""What colorgen's benchmark scripts share: building the release tool, choosing the binary to
measure, and running `colorgen validate` for its wall time, CPU time and peak memory.

Peak memory is the child's maximum resident set size as GNU time reports it (`/usr/bin/time`),
one process per figure; wall and CPU times come from the same run.
"""
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build():
    """Builds colorgen in release mode and returns the binary's path."""
    subprocess.run(["swift", "build", "-c", "release", "--product", "colorgen"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    output = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    return os.path.join(output, "colorgen")


def binaries_from(args):
    """Removes every `--colorgen PATH` from `args` and returns the paths, or the freshly built
    release binary when there is none. Several binaries are measured in interleaved runs."""
    paths = []
    while "--colorgen" in args:
        index = args.index("--colorgen")
        paths.append(args[index + 1])
        del args[index:index + 2]
    return paths or [build()]


def run_measured(command, cwd=None):
    """Runs `command` once under GNU time: (wall s, CPU s, peak RSS bytes, completed process)."""
    result = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M"] + command, cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall, user, system, peak_kb = result.stderr.strip().splitlines()[-1].split()
    return float(wall), float(user) + float(system), int(peak_kb) * 1024, result


def validate_figures(binaries, path, runs, kind="tokens"):
    """Validates the file at `path` `runs` times with each binary, the binaries taking turns, and
    returns per binary the medians (wall s, CPU s, peak bytes)."""
    samples = {binary: [] for binary in binaries}
    for _ in range(runs):
        for binary in binaries:
            wall, cpu, peak, result = run_measured([binary, "validate", "--kind", kind, path])
            if result.returncode != 0:
                sys.exit(f"colorgen validate failed on {path}:\n{result.stderr[:2000]}")
            samples[binary].append((wall, cpu, peak))
    return {binary: tuple(statistics.median(sample[i] for sample in runs_) for i in range(3))
            for binary, runs_ in samples.items()}


def describe_validation(size, wall, cpu, peak, peak_target=4.0):
    """One line of figures for validating a file of `size` bytes, with the ratios the issues set
    targets for (throughput on wall and CPU time, peak memory as a multiple of the file)."""
    return (f"{wall:.3f} s wall, {size / 1e6 / wall:.1f} MB/s ({cpu:.3f} s CPU: {size / 1e6 / max(cpu, 1e-9):.1f} MB/s); "
            f"peak memory {peak / 1e6:.0f} MB = {peak / size:.2f}x the file (target <= {peak_target:g}x)")


def load_note():
    """The machine's load, which shared machines make part of every figure."""
    one, five, _ = os.getloadavg()
    return f"load average {one:.1f} (5 min {five:.1f}) on {os.cpu_count()} cores"
