#!/usr/bin/env python3
"""Reading teams' own color files against reading their bytes: prints the figures issue 50 sets
a target for (an asset catalog, and an Android res/, each generating swift + css + json within
1.5x of the time to read the input files' bytes alone).

usage: bench/input_forms.py [--count N] [--rounds R] [--only xcassets|android] [--colorgen PATH]

Writes, in a temporary work folder:
- an Xcode asset catalog of N color sets (default 5,000) in folders of 50, each with Any, Dark,
  High Contrast and Dark High Contrast entries, as Xcode writes them, listed under four schemes;
- an Android res/ of N colors (default 5,000): values/colors.xml and values-night/colors.xml in
  files of 500 colors each, a tenth of them `@color/` references, listed under light and dark.

Each project generates swift, css and json outputs (the output folder moved away before each run,
bench/benchlib.mover), interleaved with its floor: `find INPUT -type f -exec cat {} +`, which
lists the input's folders and reads every file's bytes, the work any reader of the input must
do. Figures are medians of interleaved runs (bench/benchlib.py's one timing method); the ratio is
colorgen's wall time to the floor's. Interleaved with them, the same colors as DTCG token files
(written once by `colorgen import`, one per scheme) generate the same outputs: what reading the
form costs beyond the generation every form shares. The load average before and after is printed: run it on a
quiet machine. Check that it runs with a small --count (e.g. 50 --rounds 1).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import binaries_from, int_option, interleaved, load_note, median, mover, tree_bytes  # noqa: E402

OUTPUTS = [{"format": "swift", "path": "out/Colors.swift"}, {"format": "css", "path": "out/colors.css"},
           {"format": "json", "path": "out/colors"}]


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


def channel(value):
    return f"0x{value % 256:02X}"


def colorset(index):
    """The Contents.json of color set `index`, with Xcode's four appearance entries."""
    def entry(appearances, shift):
        item = {}
        if appearances:
            item["appearances"] = [{"appearance": kind, "value": value} for kind, value in appearances]
        item["color"] = {"color-space": "srgb", "components": {
            "alpha": "1.000", "blue": channel(index + shift), "green": channel(index // 256 + shift), "red": channel(shift * 3)}}
        item["idiom"] = "universal"
        return item
    colors = [entry([], 0), entry([("luminosity", "dark")], 40), entry([("contrast", "high")], 80),
              entry([("luminosity", "dark"), ("contrast", "high")], 120)]
    return json.dumps({"colors": colors, "info": {"author": "xcode", "version": 1}}, indent=2, separators=(",", " : ")) + "\n"


def catalog_project(work, count):
    project = os.path.join(work, "xcassets")
    catalog = os.path.join(project, "Colors.xcassets")
    write(os.path.join(catalog, "Contents.json"), '{\n  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  }\n}\n')
    for index in range(count):
        write(os.path.join(catalog, f"group{index // 50}", f"color{index}.colorset", "Contents.json"), colorset(index))
    schemes = ["light", "dark", "lightHighContrast", "darkHighContrast"]
    write_config(project, {name: "Colors.xcassets" for name in schemes})
    return project, catalog, schemes


def resources(start, end, night):
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<resources>"]
    for index in range(start, end):
        if index % 10 == 9:
            lines.append(f'    <color name="color{index}">@color/color{index - 1}</color>')
        else:
            shift = 64 if night else 0
            lines.append(f'    <color name="color{index}">#FF{(index + shift) % 256:02X}{index // 256 % 256:02X}{shift:02X}</color>')
    lines.append("</resources>")
    return "\n".join(lines) + "\n"


def android_project(work, count):
    project = os.path.join(work, "android")
    res = os.path.join(project, "res")
    for start in range(0, count, 500):
        end = min(start + 500, count)
        write(os.path.join(res, "values", f"colors{start // 500}.xml"), resources(start, end, night=False))
        write(os.path.join(res, "values-night", f"colors{start // 500}.xml"), resources(start, end, night=True))
    write_config(project, {"light": "res", "dark": "res"})
    return project, res, ["light", "dark"]


def write_config(project, sources):
    """colorgen.json of `project`, each scheme (with the appearances of its name) reading its source."""
    config = {"rulesVersion": 3, "schemes": {name: [source] for name, source in sources.items()}, "outputs": OUTPUTS}
    if "lightHighContrast" in sources:
        config["appearances"] = {"light": "light", "dark": "dark", "lightIncreasedContrast": "lightHighContrast",
                                 "darkIncreasedContrast": "darkHighContrast"}
    write(os.path.join(project, "colorgen.json"), json.dumps(config, indent=2))


def token_files_project(work, name, colorgen, source, schemes):
    """The colors of `source` as DTCG token files, one per scheme (`colorgen import`), in a project of their own."""
    project = os.path.join(work, name + "-tokens")
    subprocess.run([colorgen, "import", "--quiet", "--dir", os.path.join(project, "tokens"), "--schemes", ",".join(schemes),
                    source], check=True)
    write_config(project, {scheme: f"tokens/{scheme}.tokens.json" for scheme in schemes})
    return project


def main():
    args = sys.argv[1:]
    count = int_option(args, "--count", 5000)
    rounds = int_option(args, "--rounds", 11)
    only = None
    if "--only" in args:
        index = args.index("--only")
        only = args[index + 1]
        del args[index:index + 2]
    colorgen = binaries_from(args)[0]
    print(load_note())
    work = tempfile.mkdtemp(prefix="colorgen-input-forms-")
    try:
        forms = {"xcassets": catalog_project, "android": android_project}
        for name, make in forms.items():
            if only and name != only:
                continue
            project, source, schemes = make(work, count)
            tokens = token_files_project(work, name, colorgen, source, schemes)
            trash = os.path.join(work, "trash")
            cases = {
                "colorgen": ([colorgen, "generate", "--quiet"], project, mover(os.path.join(project, "out"), trash)),
                "read bytes": (["find", source, "-type", "f", "-exec", "cat", "{}", "+"], project, None),
                "token files": ([colorgen, "generate", "--quiet"], tokens, mover(os.path.join(tokens, "out"), trash)),
            }
            runs = interleaved(cases, rounds)
            generate, floor = median(runs["colorgen"], "wall"), median(runs["read bytes"], "wall")
            same = median(runs["token files"], "wall")
            print(f"{name}: {count:,} colors, {tree_bytes(source) / 1e6:.1f} MB of input; medians of {rounds} interleaved runs")
            print(f"  colorgen generate (swift + css + json): {generate:.3f} s wall, {median(runs['colorgen'], 'cpu'):.3f} s CPU, "
                  f"peak {median(runs['colorgen'], 'peak') / 1e6:.0f} MB")
            print(f"  reading the input's bytes (find + cat): {floor:.3f} s wall")
            print(f"  ratio: {generate / floor:.2f}x (target <= 1.5x)")
            print(f"  the same colors from DTCG token files (colorgen import): {same:.3f} s wall; "
                  f"the form costs {generate / same:.2f}x that", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(load_note())


if __name__ == "__main__":
    main()
