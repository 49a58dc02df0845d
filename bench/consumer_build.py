#!/usr/bin/env python3
"""What colorgen costs a consumer's clean debug build: Examples/ColorGenDemo built clean (its
.build removed) in three variants, interleaved, RUNS times each, and the median wall time of each:

  no-plugin   the same package without colorgen: the generated ColorGen.swift committed into the
              target, no dependency, no plugin (the floor)
  prebuilt    the build plugin running colorgen from the artifact bundle that
              Scripts/build-artifactbundle.sh assembles (the release path)
  source      the build plugin with colorgen built from source (colorgen's default)

usage: bench/consumer_build.py [RUNS]          RUNS defaults to 3
       BUNDLE=DIR bench/consumer_build.py      reuse the output folder of an earlier
                                               Scripts/build-artifactbundle.sh (else it runs, in release)
Wall times on a shared machine are noisy: compare the variants of one invocation only.
"""
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import ROOT, interleaved, load_note, median  # noqa: E402

NO_PLUGIN_MANIFEST = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ColorGenDemo",
    targets: [
        .target(name: "DemoColors", exclude: ["colorgen.json", "Schemes"]),
        .testTarget(name: "DemoColorsTests", dependencies: ["DemoColors"]),
    ],
    swiftLanguageModes: [.v6]
)
"""


def copy_demo(work, name, colorgen_path=None):
    """A copy of Examples/ColorGenDemo without build products in `work`/`name`, depending on the
    colorgen package at `colorgen_path` instead of ../.. when given."""
    target = os.path.join(work, name)
    shutil.copytree(os.path.join(ROOT, "Examples", "ColorGenDemo"), target,
                    ignore=shutil.ignore_patterns(".build", ".swiftpm"))
    if colorgen_path:
        manifest = os.path.join(target, "Package.swift")
        with open(manifest) as handle:
            text = handle.read()
        with open(manifest, "w") as handle:
            handle.write(text.replace('path: "../.."', f'path: "{colorgen_path}"'))
    return target


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    work = tempfile.mkdtemp(prefix="colorgen-consumer-build-")
    try:
        bundle = os.environ.get("BUNDLE") or os.path.join(work, "bundle")
        if not os.environ.get("BUNDLE"):
            subprocess.run([os.path.join(ROOT, "Scripts", "build-artifactbundle.sh"), "--output", bundle],
                           check=True, stdout=subprocess.DEVNULL)
        if not os.path.isfile(os.path.join(bundle, "colorgen-plugins", "Package.swift")):
            sys.exit(f"error: no plugin package in {bundle}")
        variants = {"no-plugin": copy_demo(work, "no-plugin"),
                    "prebuilt": copy_demo(work, "prebuilt", os.path.join(bundle, "colorgen-plugins")),
                    "source": copy_demo(work, "source", ROOT)}
        no_plugin = variants["no-plugin"]
        shutil.copy(os.path.join(no_plugin, "Generated", "ColorGen.swift"),
                    os.path.join(no_plugin, "Sources", "DemoColors", "ColorGen.swift"))
        with open(os.path.join(no_plugin, "Package.swift"), "w") as handle:
            handle.write(NO_PLUGIN_MANIFEST)
        cases = {name: (["swift", "build", "--package-path", folder], None,
                        (lambda folder=folder: shutil.rmtree(os.path.join(folder, ".build"), ignore_errors=True)))
                 for name, folder in variants.items()}
        measured = interleaved(cases, runs)
        print(f"clean debug build of Examples/ColorGenDemo, median of {runs} interleaved runs ({load_note()}):")
        floor = median(measured["no-plugin"], "wall")
        for name in variants:
            wall = median(measured[name], "wall")
            print(f"  {name:10} {wall:6.1f} s  (+{wall - floor:.1f} s over no-plugin)")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
