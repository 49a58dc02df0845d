#!/usr/bin/env python3
"""Generation speed against its floors: prints the figures and ratios issue 17 sets targets for.

usage: bench/generation.py [--quick] [--rounds N] [--skip-scale | --xcassets-only | --instructions]
                          [--colorgen PATH] [--baseline PATH]

--xcassets-only runs only the last comparison (the slowest: tens of thousands of files).
--colorgen measures that binary instead of building the package's; --baseline interleaves the
runs of another colorgen binary (an earlier build kept for a before/after comparison) with them.
--instructions counts, instead of timing, the instructions of one run of each default case (the
default config and each format alone, unchanged and rewritten) under valgrind, with the ratio to
the baseline's: a figure that load from other processes does not move, for telling a real change
of a few percent from a shared machine's noise.

Builds colorgen and the reference programs of bench/floor (a do-nothing program that loads the
libraries colorgen loads, checked with `ldd`, and `make-tree`, which creates listed folders and
files) with `swift build -c release`, then measures with bench/benchlib.py's one timing method,
every figure the median of runs interleaved with the runs it is compared with in this one
invocation (so that load from other processes touches both sides alike):

- default: `colorgen generate` of Schemes/colorgen.json with its files unchanged and with them
  rewritten (the output folder moved away before each run), as a ratio to the process floor
  (target <= 2x); then each output format alone on the default schemes (target <= 1.3x), and
  make-tree writing the asset catalog of "xcassets alone" (its file-system floor: about 1,600
  folders and files), with the rewritten catalog's ratio to it;
- scale: 10,000 and 50,000 custom roles x 4 schemes with swift, css and json outputs: wall and
  CPU seconds (target < 1 s wall, < 1.5 s CPU at 50,000), peak memory against the input and
  output bytes (target <= 3x input + output), and the 50k/10k wall ratio (linear: 5; target <= 5.5);
- xcassets: the asset catalog of the 50,000-role config against make-tree writing the same
  folders and files on the same file system (target <= 1.5x).

The load average before and after is printed: the machine may be shared.

A rewritten output is moved into a trash folder before its run, never deleted then
(benchlib.mover says why); the trash is deleted with the work folder at the end.
"""
import json
import os
import shutil
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import (FLOOR, ROOT, Run, build, instructions, interleaved, median, mover,  # noqa: E402
                      process_floor, scale_figures, scale_project)

FORMATS = ["swift", "css", "json", "xcassets", "android", "html"]


def default_schemes():
    with open(os.path.join(ROOT, "Schemes", "colorgen.json")) as handle:
        config = json.load(handle)
    schemes = {name: [os.path.join(ROOT, "Schemes", file) for file in files] for name, files in config["schemes"].items()}
    return config, schemes


def single_format_config(folder, format, outputs):
    """A config beside `folder` with the default schemes and one output of `format`."""
    config, schemes = default_schemes()
    default_output = next((output for output in config["outputs"] if output["format"] == format), None)
    output = dict(default_output or {"format": format})
    output["path"] = {"xcassets": "Colors", "android": "res", "html": "preview.html"}.get(format, output.get("path"))
    if default_output:
        output["path"] = os.path.basename(output["path"])
    output["path"] = os.path.join(outputs, output["path"])
    single = dict(config, schemes=schemes, outputs=[output])
    path = os.path.join(folder, f"{format}.colorgen.json")
    with open(path, "w") as handle:
        json.dump(single, handle, indent=2)
    return path


def manifest_of(catalog, path):
    """The make-tree manifest of the folders and files under `catalog` (its own folder first)."""
    with open(path, "wb") as manifest:
        name = os.path.basename(catalog)
        manifest.write(f"d {name}\n".encode())
        for folder, folders, files in os.walk(catalog):
            folders.sort()
            relative = os.path.join(name, os.path.relpath(folder, catalog)) if folder != catalog else name
            for sub in folders:
                manifest.write(f"d {os.path.normpath(os.path.join(relative, sub))}\n".encode())
            for file in sorted(files):
                with open(os.path.join(folder, file), "rb") as handle:
                    data = handle.read()
                manifest.write(f"f {os.path.normpath(os.path.join(relative, file))}\t{len(data)}\n".encode() + data)


def print_instructions(cases, binaries):
    """The instructions of one run of each case of colorgen's (of `binaries`, (label, path)
    pairs) and of the process floor, each with its ratio to the baseline's same case."""
    counts = {name: instructions(command, cwd, before) for name, (command, cwd, before) in cases.items()
              if name != "make-tree"}
    print("\ninstructions of one run (valgrind --tool=callgrind: all threads and the dynamic loader)")
    print(f"  {'process floor':41} {counts['floor']:>12,}")
    baseline_label = binaries[-1][0] if len(binaries) > 1 else None
    for name, count in counts.items():
        if name == "floor" or (baseline_label and name.startswith(baseline_label)):
            continue
        line = f"  {name:41} {count:>12,} = {count / counts['floor']:5.2f}x the floor's"
        if baseline_label:
            base = counts[baseline_label + name]
            line += f"; baseline {base:>12,}: {count / base - 1:+6.1%}"
        print(line, flush=True)


def measure_default_and_scale(colorgen, floor, make_tree, binaries, rounds, quick, work):
    """The default config and each format alone against the process floor (and the catalog of
    xcassets alone against make-tree), then the 10k and 50k scale runs."""
    # The default config, and each format alone on its schemes.
    default_out = os.path.join(work, "default-out")
    generate_default = [colorgen, "generate", "--config", os.path.join(ROOT, "Schemes", "colorgen.json"),
                        "--output-dir", default_out, "--quiet"]
    Run(generate_default)
    trash = os.path.join(work, "trash")
    cases = {"floor": ([floor], None, None)}
    for label, binary in binaries:
        command = [binary] + generate_default[1:]
        cases[f"{label}default, files unchanged"] = (command, None, None)
        cases[f"{label}default, files rewritten"] = (command, None, mover(default_out, trash))
    for format in FORMATS:
        outputs = os.path.join(work, f"{format}-out")
        config = single_format_config(work, format, outputs)
        for label, binary in binaries:
            command = [binary, "generate", "--config", config, "--quiet"]
            Run(command)
            cases[f"{label}{format} alone, unchanged"] = (command, None, None)
            cases[f"{label}{format} alone, rewritten"] = (command, None, mover(outputs, trash))
    # The file-system floor of "xcassets alone, rewritten": make-tree writing the same catalog.
    catalog_manifest = os.path.join(work, "xcassets-alone.manifest")
    manifest_of(os.path.join(work, "xcassets-out", "Colors.xcassets"), catalog_manifest)
    catalog_root = os.path.join(work, "make-tree-catalog")
    move_catalog = mover(catalog_root, trash)

    def fresh_catalog_root():
        move_catalog()
        os.makedirs(catalog_root)

    cases["make-tree"] = ([make_tree, catalog_manifest, catalog_root], None, fresh_catalog_root)
    if "--instructions" in sys.argv:
        print_instructions(cases, binaries)
        return
    runs = interleaved(cases, rounds)
    floor_wall, floor_cpu = median(runs["floor"], "wall"), median(runs["floor"], "cpu")
    print(f"\nprocess floor (a do-nothing program loading what colorgen loads): {floor_wall * 1000:.1f} ms wall, {floor_cpu * 1000:.1f} ms CPU, "
          f"medians of {rounds} interleaved runs", flush=True)
    for name, measured in runs.items():
        if name in ("floor", "make-tree"):
            continue
        wall = median(measured, "wall")
        target = 2.0 if "default" in name else 1.3
        cpu = median(measured, "cpu")
        print(f"  {name:41} {wall * 1000:7.1f} ms wall = {wall / floor_wall:5.2f}x the floor (target <= {target}x); "
              f"{cpu * 1000:6.1f} ms CPU = {cpu / floor_cpu:5.2f}x the floor's", flush=True)
    tree_wall, tree_cpu = median(runs["make-tree"], "wall"), median(runs["make-tree"], "cpu")
    print(f"  make-tree writing the same catalog (the file-system floor of xcassets alone, rewritten): "
          f"{tree_wall * 1000:.1f} ms wall = {tree_wall / floor_wall:.2f}x the floor, {tree_cpu * 1000:.1f} ms CPU")
    for label, _ in binaries:
        wall = median(runs[f"{label}xcassets alone, rewritten"], "wall")
        cpu = median(runs[f"{label}xcassets alone, rewritten"], "cpu")
        print(f"    {label}xcassets alone, rewritten = {wall / tree_wall:.2f}x make-tree's wall, "
              f"{cpu / tree_cpu:.2f}x its CPU", flush=True)

    if "--skip-scale" in sys.argv:
        return
    # Scale: 10k and 50k roles x 4 schemes, swift + css + json, rewritten each run.
    runs = scale_figures(binaries, work, (10_000, 50_000), 3 if quick else 5)
    for label, _ in binaries:
        ratio = median(runs[(label, 50_000)], "wall") / median(runs[(label, 10_000)], "wall")
        cpu_ratio = median(runs[(label, 50_000)], "cpu") / median(runs[(label, 10_000)], "cpu")
        print(f"  {label}growth 10k -> 50k: {ratio:.2f}x wall, {cpu_ratio:.2f}x CPU (linear 5x; target <= 5.5x); "
              "50k target < 1 s wall, < 1.5 s CPU", flush=True)


def main():
    quick = "--quick" in sys.argv
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else (7 if quick else 21)
    if "--colorgen" in sys.argv:
        colorgen = os.path.abspath(sys.argv[sys.argv.index("--colorgen") + 1])
    else:
        colorgen, = build()
    floor = process_floor(colorgen)
    make_tree, = build(FLOOR, ["make-tree"])
    baseline = os.path.abspath(sys.argv[sys.argv.index("--baseline") + 1]) if "--baseline" in sys.argv else None
    binaries = [("", colorgen)] + ([("baseline ", baseline)] if baseline else [])
    print(f"load average before: {' '.join(f'{load:.2f}' for load in os.getloadavg())} ({os.cpu_count()} cores)")
    work = tempfile.mkdtemp(prefix="colorgen-bench-")
    try:
        if "--xcassets-only" not in sys.argv:
            measure_default_and_scale(colorgen, floor, make_tree, binaries, rounds, quick, work)
            if "--skip-scale" in sys.argv or "--instructions" in sys.argv:
                return
        scale_rounds = 3 if quick else 5
        # The asset catalog of the 50k config against make-tree writing the same tree.
        project, _ = scale_project(work, 50_000, ["xcassets"])
        out = os.path.join(project, "out")
        Run([colorgen, "generate", "--quiet"], project)
        manifest = os.path.join(work, "xcassets.manifest")
        manifest_of(os.path.join(out, "Colors.xcassets"), manifest)
        tree_root = os.path.join(work, "make-tree-out")
        # Both sides' previous trees are moved aside, not deleted (see the module's note on deleting).
        trash = os.path.join(work, "trash")
        move_tree_root = mover(tree_root, trash)

        def fresh_tree_root():
            move_tree_root()
            os.makedirs(tree_root)

        cases = {"make-tree": ([make_tree, manifest, tree_root], None, fresh_tree_root)}
        for label, binary in binaries:
            cases[f"{label}colorgen"] = ([binary, "generate", "--quiet"], project, mover(out, trash))
        runs = interleaved(cases, scale_rounds)
        count = sum(len(files) + len(folders) for _, folders, files in os.walk(os.path.join(out, "Colors.xcassets")))
        made = median(runs["make-tree"], "wall")
        print(f"\nxcassets, 50,000 roles x 4 schemes ({count:,} folders and files), medians of {scale_rounds} interleaved runs")
        print(f"  make-tree {made:.3f} s wall, {median(runs['make-tree'], 'cpu'):.3f} s CPU")
        for label, _ in binaries:
            generated = median(runs[f"{label}colorgen"], "wall")
            print(f"  {label}colorgen {generated:.3f} s wall, {median(runs[f'{label}colorgen'], 'cpu'):.3f} s CPU: "
                  f"{generated / made:.2f}x make-tree (target <= 1.5x)", flush=True)
    finally:
        shutil.rmtree(work)
        print(f"\nload average after: {' '.join(f'{load:.2f}' for load in os.getloadavg())}")


if __name__ == "__main__":
    main()
