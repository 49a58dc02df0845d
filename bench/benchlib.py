"""What every benchmark script of colorgen uses: building the release tool and the reference
programs of bench/floor, choosing the binaries to measure, one way of timing a run, interleaved
rounds, a run's instruction count (``instructions``, valgrind's, for comparisons that load must
not move), the synthetic projects, and the machine's load.

One timing method for every figure: a run is one child process waited for with `wait4`, which
gives its wall time (from just before it starts to its exit), its CPU time (user + system, all
threads) and its peak resident set size from the same run. Figures are medians of runs in which
every compared side takes its turn in each round (``interleaved``), so load from other processes
touches all sides alike.
"""
import itertools
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")
FLOOR = os.path.join(BENCH, "floor")


def build(package=ROOT, products=("colorgen",)):
    """Builds `products` of the package at `package` with `swift build -c release` and returns
    their paths, in order."""
    for product in products:
        subprocess.run(["swift", "build", "-c", "release", "--package-path", package, "--product", product],
                       check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--package-path", package, "--show-bin-path"],
                              check=True, capture_output=True, text=True).stdout.strip()
    return [os.path.join(bin_path, product) for product in products]


def binaries_from(args):
    """Removes every `--colorgen PATH` from `args` and returns the paths, or the freshly built
    release binary when there is none. Several binaries are measured in interleaved runs."""
    paths = []
    while "--colorgen" in args:
        index = args.index("--colorgen")
        paths.append(os.path.abspath(args[index + 1]))
        del args[index:index + 2]
    return paths or build()


def int_option(args, name, default):
    """Removes `name N` from `args` and returns N, or `default` when `name` is not there."""
    if name not in args:
        return default
    index = args.index(name)
    value = int(args[index + 1])
    del args[index:index + 2]
    return value


def process_floor(colorgen):
    """Builds bench/floor and returns its do-nothing program, after checking that it loads the
    shared libraries the binary `colorgen` loads: a floor without one of them would leave its
    loading out of the floor and charge it to colorgen, one with more would hide colorgen's cost."""
    floor, = build(FLOOR, ["floor"])
    check_floor_links_like(floor, colorgen)
    return floor


def linked_libraries(binary):
    """The shared libraries `binary` loads (their file names, from `ldd`), or None where `ldd`
    is missing (macOS)."""
    try:
        listing = subprocess.run(["ldd", binary], check=True, capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    return sorted(line.split()[0] for line in listing.splitlines() if line.strip() and "vdso" not in line)


def check_floor_links_like(floor, colorgen):
    """Exits when the process floor and colorgen load different shared libraries."""
    floor_libraries, colorgen_libraries = linked_libraries(floor), linked_libraries(colorgen)
    if floor_libraries is not None and floor_libraries != colorgen_libraries:
        sys.exit("bench/floor's floor does not load what colorgen loads:\n"
                 f"  only the floor: {sorted(set(floor_libraries) - set(colorgen_libraries))}\n"
                 f"  only colorgen:  {sorted(set(colorgen_libraries) - set(floor_libraries))}\n"
                 "make bench/floor/Sources/floor import what colorgen's modules import")


class Run:
    """One run of `command`: its wall seconds, CPU seconds (user + system, all threads) and peak
    resident set size in bytes. `before`, when given, is called first, outside the timing. A
    failing command ends the benchmark with its standard error."""

    def __init__(self, command, cwd=None, before=None):
        if before:
            before()
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        self.wall = time.perf_counter() - start
        self.cpu = usage.ru_utime + usage.ru_stime
        self.peak = usage.ru_maxrss * 1024
        stderr = process.stderr.read().decode()
        process.stderr.close()
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"benchmark command failed: {' '.join(command)}\n{stderr[:2000]}")


def instructions(command, cwd=None, before=None):
    """The instructions one run of `command` executes, all threads and the dynamic loader
    included, counted by valgrind's callgrind: the same count for the same binary and inputs
    however busy the machine is, so a before/after comparison on a shared machine is not noise.
    `before`, when given, is called first. Exits when valgrind is missing or the command fails."""
    if before:
        before()
    try:
        process = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                                 cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    except FileNotFoundError:
        sys.exit("--instructions needs valgrind (Debian's valgrind package)")
    if process.returncode != 0:
        sys.exit(f"benchmark command failed under valgrind: {' '.join(command)}\n{process.stderr[-2000:]}")
    counts = [line.split("refs:")[1] for line in process.stderr.splitlines() if "I   refs:" in line]
    if not counts:
        sys.exit(f"valgrind printed no instruction count for: {' '.join(command)}")
    return int(counts[-1].replace(",", ""))


def interleaved(cases, rounds):
    """`cases` maps a name to (command, cwd, before); every round runs each case once, in turn.
    Returns name -> list of Runs."""
    runs = {name: [] for name in cases}
    for _ in range(rounds):
        for name, (command, cwd, before) in cases.items():
            runs[name].append(Run(command, cwd, before))
    return runs


def median(runs, field):
    """The median of one field (`wall`, `cpu` or `peak`) over `runs`."""
    return statistics.median(getattr(run, field) for run in runs)


_trash_names = itertools.count()


def mover(path, trash):
    """A `before` that moves `path`, if it exists, into the folder `trash` instead of deleting it.

    On this machine's ext4 (mounted with `discard`), creating files right after thousands were
    deleted nearby costs several times the CPU it costs otherwise, growing run after run, so a
    benchmark that deleted its previous output before each run would measure the file system's
    aftermath of the deletion, not the run. The trash goes with the work folder at the end."""
    def move():
        if os.path.lexists(path):
            os.makedirs(trash, exist_ok=True)
            os.rename(path, os.path.join(trash, str(next(_trash_names))))
    return move


def tree_bytes(path):
    """The bytes of the file at `path`, or of every file under the folder at `path`."""
    if os.path.isfile(path):
        return os.path.getsize(path)
    return sum(os.path.getsize(os.path.join(folder, name)) for folder, _, names in os.walk(path) for name in names)


def scale_project(work, roles, formats):
    """A synthetic project under `work` (bench/synthetic_roles.py) of `roles` custom roles x 4
    schemes with outputs of `formats` under its `out` folder: its folder and its input bytes."""
    project = os.path.join(work, f"roles-{roles}-{'-'.join(formats)}")
    subprocess.run([sys.executable, os.path.join(BENCH, "synthetic_roles.py"), project, str(roles), "4", ",".join(formats)],
                   check=True)
    with open(os.path.join(project, "colorgen.json")) as handle:
        config = json.load(handle)
    inputs = {os.path.join(project, "colorgen.json")}
    for files in config["schemes"].values():
        inputs.update(os.path.normpath(os.path.join(project, file)) for file in files)
    return project, sum(os.path.getsize(path) for path in inputs)


SCALE_FORMATS = ["swift", "css", "json"]


def scale_figures(binaries, work, role_counts, rounds):
    """The scale figure every script prints: `colorgen generate` of the synthetic project of each
    of `role_counts` custom roles x 4 schemes with swift, css and json outputs, its output moved
    away before each run, `rounds` interleaved rounds over `binaries` ((label, path) pairs).
    Prints one line per binary and count, and returns (label, roles) -> runs."""
    projects = {roles: scale_project(work, roles, SCALE_FORMATS) for roles in role_counts}
    trash = os.path.join(work, "trash")
    cases = {(label, roles): ([binary, "generate", "--quiet"], project, mover(os.path.join(project, "out"), trash))
             for label, binary in binaries for roles, (project, _) in projects.items()}
    runs = interleaved(cases, rounds)
    print(f"\nscale: custom roles x 4 schemes, {' + '.join(SCALE_FORMATS)}, output rewritten, "
          f"medians of {rounds} interleaved runs")
    for (label, roles), measured in runs.items():
        project, input_bytes = projects[roles]
        output_bytes = tree_bytes(os.path.join(project, "out"))
        peak = median(measured, "peak")
        budget = 3 * input_bytes + output_bytes
        print(f"  {label}{roles:6,} roles: {median(measured, 'wall'):.3f} s wall, {median(measured, 'cpu'):.3f} s CPU, "
              f"peak {peak / 1e6:.0f} MB = {peak / budget:.2f}x the budget of 3 x {input_bytes / 1e6:.1f} MB input + "
              f"{output_bytes / 1e6:.1f} MB output (target <= 1x)", flush=True)
    return runs


def validate_figures(binaries, path, runs, kind="tokens"):
    """Validates the file at `path` in `runs` interleaved rounds over `binaries` (paths) and
    returns per binary the medians (wall s, CPU s, peak bytes)."""
    cases = {binary: ([binary, "validate", "--kind", kind, path], None, None) for binary in binaries}
    measured = interleaved(cases, runs)
    return {binary: tuple(median(measured[binary], field) for field in ("wall", "cpu", "peak")) for binary in binaries}


def describe_validation(size, wall, cpu, peak, peak_target=4.0):
    """One line of figures for validating a file of `size` bytes, with the ratios the issues set
    targets for (throughput on wall and CPU time, peak memory as a multiple of the file)."""
    return (f"{wall:.3f} s wall, {size / 1e6 / wall:.1f} MB/s ({cpu:.3f} s CPU: {size / 1e6 / max(cpu, 1e-9):.1f} MB/s); "
            f"peak memory {peak / 1e6:.0f} MB = {peak / size:.2f}x the file (target <= {peak_target:g}x)")


def load_note():
    """The machine's load, which shared machines make part of every figure."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"
