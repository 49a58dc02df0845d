#!/usr/bin/env python3
"""Type-check time of colorgen's Swift output against hand-written UIColor constants.

usage: bench/swift_typecheck.py [COUNT] [RUNS]     (defaults: 10000 3; SWIFTC overrides the compiler)

Measures `swiftc -typecheck` (best of RUNS runs; CPU time, and wall time in parentheses) of:
  1. the default output (Schemes/colorgen.json's schemes, swift output only);
  2. a synthetic output of COUNT roles (bench/make-bench-roles.py; 2 schemes, `"#rrggbbaa #rrggbbaa"` literals);
  3. the same COUNT constants as `UIColor(red: 0.1, green: ..., alpha: 1)` with Double literals,
     one color each (the common hand-written shape);
  4. the same COUNT constants with a UIColor per scheme (`SchemeUIColor(light: UIColor(...), dark: UIColor(...))`).
Everything is type-checked against the stub UIKit of Tests/Stubs, so the UIKit branches of the
generated file are checked too. The comparison runs in the Swift 5 language mode: the stub UIColor
(like UIColor in older SDKs) is not Sendable, so hand-written `static let`s of UIColor do not
compile in the Swift 6 mode; colorgen's outputs are also timed in the Swift 6 mode they are
written for. Prints the seconds and the ratios of (2) to (3) and (4). CPU time is the figure to
compare: it is steadier than wall time on a shared machine.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import BENCH, ROOT, Run, build, load_note  # noqa: E402


def best(command, runs):
    """The least CPU seconds and the least wall seconds of `runs` runs of `command`."""
    measured = [Run(command) for _ in range(runs)]
    return min(run.cpu for run in measured), min(run.wall for run in measured)


def main():
    args = sys.argv[1:]
    count = int(args[0]) if args else 10_000
    runs = int(args[1]) if len(args) > 1 else 3
    swiftc = os.environ.get("SWIFTC") or shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"
    colorgen, = build()
    work = tempfile.mkdtemp(prefix="colorgen-bench-")
    try:
        stubs = os.path.join(work, "stubs")
        os.makedirs(stubs)
        for module in ("CoreGraphics", "UIKit", "SwiftUI"):
            subprocess.run([swiftc, "-emit-module", "-module-name", module, "-I", stubs,
                            "-emit-module-path", os.path.join(stubs, f"{module}.swiftmodule"),
                            os.path.join(ROOT, "Tests", "Stubs", f"{module}.swift")], check=True)
        # (1) The default output: the default config's schemes, swift output only.
        with open(os.path.join(ROOT, "Schemes", "colorgen.json")) as handle:
            config = json.load(handle)
        default = os.path.join(work, "default")
        os.makedirs(default)
        config["schemes"] = {name: [os.path.join(ROOT, "Schemes", file) for file in files]
                             for name, files in config["schemes"].items()}
        config["outputs"] = [{"format": "swift", "path": "Colors.swift"}]
        with open(os.path.join(default, "colorgen.json"), "w") as handle:
            json.dump(config, handle)
        subprocess.run([colorgen, "generate", "--quiet", "--config", os.path.join(default, "colorgen.json")], check=True)
        # (2)-(4) The synthetic outputs.
        synthetic = os.path.join(work, "synthetic")
        subprocess.run([sys.executable, os.path.join(BENCH, "make-bench-roles.py"), str(count), synthetic], check=True)
        subprocess.run([colorgen, "generate", "--quiet", "--config", os.path.join(synthetic, "colorgen.json")], check=True)

        def typecheck(mode, source):
            return best([swiftc, "-swift-version", mode, "-typecheck", "-I", stubs, "-module-name", "Bench", source], runs)

        default6 = typecheck("6", os.path.join(default, "Colors.swift"))
        ours6 = typecheck("6", os.path.join(synthetic, "Colors.swift"))
        ours = typecheck("5", os.path.join(synthetic, "Colors.swift"))
        single = typecheck("5", os.path.join(synthetic, "uicolor-single.swift"))
        schemes = typecheck("5", os.path.join(synthetic, "uicolor-schemes.swift"))
        with open(os.path.join(default, "Colors.swift")) as handle:
            constants = handle.read().count(': SchemeColor = "')
        version = subprocess.run([swiftc, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
        print(f"swiftc -typecheck, best of {runs} runs, CPU seconds (wall seconds) ({version}; {load_note()})")
        rows = [(" Swift 6 mode:", None), (f"default output ({constants} constants, 2 schemes)", default6),
                (f"colorgen output, {count} constants, 2 schemes", ours6), (" Swift 5 mode:", None),
                (f"colorgen output, {count} constants, 2 schemes", ours),
                (f"UIColor(red:green:blue:alpha:), {count} constants, 1 color each", single),
                (f"UIColor per scheme, {count} constants, 2 colors each", schemes)]
        for label, figures in rows:
            print(label if figures is None else f"  {label:64} {figures[0]:6.2f} ({figures[1]:.2f})")
        print(f"  ratio colorgen / UIColor, 1 color:   {ours[0] / single[0]:.2f} (target: at most 0.5)")
        print(f"  ratio colorgen / UIColor, 2 colors:  {ours[0] / schemes[0]:.2f}")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
