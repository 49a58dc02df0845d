#!/usr/bin/env python3
"""Writes colorgen's wheel: colorgen-VERSION-py3-none-TAG.whl, whose `colorgen` command is the binary.

    python3 Scripts/Packages/wheel.py --binary PATH --version VERSION --tag PLATFORM_TAG --output DIR

The binary goes to the wheel's `colorgen-VERSION.data/scripts/colorgen`, which pip installs as is
into the environment's bin folder (the way ruff ships); no Python code, no build tool. RECORD lists
every file with its sha256 (urlsafe base64 without padding) and size, as the wheel format asks.
Used by Scripts/build-packages.sh, which reads the platform tag from the binary.
"""
import argparse
import base64
import hashlib
import os
import zipfile

SUMMARY = "Color scheme definitions (W3C Design Tokens) in, every semantic color role out"


def record_hash(data):
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def metadata(version):
    return (
        "Metadata-Version: 2.1\n"
        "Name: colorgen\n"
        f"Version: {version}\n"
        f"Summary: {SUMMARY}\n"
        "Requires-Python: >=3.7\n"
        "Description-Content-Type: text/markdown\n"
        "\n"
        "The `colorgen` command-line tool, prebuilt: `pip install colorgen`, then `colorgen generate`.\n"
        "See docs/install.md in colorgen's repository.\n"
    )


def wheel_file(tag):
    return (
        "Wheel-Version: 1.0\n"
        "Generator: colorgen Scripts/Packages/wheel.py\n"
        "Root-Is-Purelib: false\n"
        f"Tag: py3-none-{tag}\n"
    )


def write_wheel(binary, version, tag, output):
    name = f"colorgen-{version}-py3-none-{tag}.whl"
    data = f"colorgen-{version}.data"
    info = f"colorgen-{version}.dist-info"
    with open(binary, "rb") as file:
        executable = file.read()
    entries = [
        (f"{data}/scripts/colorgen", executable, 0o755),
        (f"{info}/METADATA", metadata(version).encode("utf-8"), 0o644),
        (f"{info}/WHEEL", wheel_file(tag).encode("utf-8"), 0o644),
    ]
    record = "".join(f"{path},{record_hash(content)},{len(content)}\n" for path, content, _ in entries)
    record += f"{info}/RECORD,,\n"
    entries.append((f"{info}/RECORD", record.encode("utf-8"), 0o644))
    os.makedirs(output, exist_ok=True)
    path = os.path.join(output, name)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for entry, content, mode in entries:
            # A fixed date keeps the wheel the same for the same binary.
            member = zipfile.ZipInfo(entry, date_time=(1980, 1, 1, 0, 0, 0))
            member.external_attr = (0o100000 | mode) << 16
            member.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(member, content)
    return path


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--tag", required=True, help="the platform tag, e.g. manylinux_2_28_x86_64")
    parser.add_argument("--output", required=True)
    arguments = parser.parse_args()
    print(write_wheel(arguments.binary, arguments.version, arguments.tag, arguments.output))


if __name__ == "__main__":
    main()
