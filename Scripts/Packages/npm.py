#!/usr/bin/env python3
"""Writes the folders of colorgen's npm packages, for `npm pack`: `colorgen` and this host's platform package.

    python3 Scripts/Packages/npm.py --binary PATH --version VERSION --os OS --cpu CPU --output DIR

DIR/colorgen: the package people install, its `colorgen` bin the launcher (Scripts/Packages/colorgen.js)
and one optional dependency per platform colorgen is built for. DIR/<os>-<cpu>: @colorgen/<os>-<cpu>,
holding the binary at bin/colorgen, installed by npm only where its `os` and `cpu` (and, on Linux,
`libc`) match (the way esbuild ships). Used by Scripts/build-packages.sh.
"""
import argparse
import json
import os
import shutil

# Every platform a release builds a package for: Node's process.platform-process.arch.
PLATFORMS = ["darwin-arm64", "darwin-x64", "linux-arm64", "linux-x64"]
DESCRIPTION = "Color scheme definitions (W3C Design Tokens) in, every semantic color role out"


def write_json(path, value):
    with open(path, "w", encoding="utf-8") as file:
        json.dump(value, file, indent=2)
        file.write("\n")


def main_package(folder, version, launcher):
    os.makedirs(os.path.join(folder, "bin"), exist_ok=True)
    shutil.copyfile(launcher, os.path.join(folder, "bin", "colorgen.js"))
    os.chmod(os.path.join(folder, "bin", "colorgen.js"), 0o755)
    write_json(os.path.join(folder, "package.json"), {
        "name": "colorgen",
        "version": version,
        "description": DESCRIPTION,
        "bin": {"colorgen": "bin/colorgen.js"},
        "files": ["bin/colorgen.js"],
        "engines": {"node": ">=16"},
        "optionalDependencies": {f"@colorgen/{platform}": version for platform in PLATFORMS},
    })


def platform_package(folder, version, binary, system, cpu):
    os.makedirs(os.path.join(folder, "bin"), exist_ok=True)
    shutil.copyfile(binary, os.path.join(folder, "bin", "colorgen"))
    os.chmod(os.path.join(folder, "bin", "colorgen"), 0o755)
    manifest = {
        "name": f"@colorgen/{system}-{cpu}",
        "version": version,
        "description": f"The colorgen binary for {system} {cpu}; install colorgen, which runs it",
        "os": [system],
        "cpu": [cpu],
        "files": ["bin/colorgen"],
        "preferUnplugged": True,
    }
    if system == "linux":
        manifest["libc"] = ["glibc"]
    write_json(os.path.join(folder, "package.json"), manifest)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--os", required=True, choices=["darwin", "linux"])
    parser.add_argument("--cpu", required=True, choices=["arm64", "x64"])
    parser.add_argument("--output", required=True)
    arguments = parser.parse_args()
    launcher = os.path.join(os.path.dirname(os.path.abspath(__file__)), "colorgen.js")
    main_package(os.path.join(arguments.output, "colorgen"), arguments.version, launcher)
    platform_package(os.path.join(arguments.output, f"{arguments.os}-{arguments.cpu}"), arguments.version,
                     arguments.binary, arguments.os, arguments.cpu)


if __name__ == "__main__":
    main()
