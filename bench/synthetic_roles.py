#!/usr/bin/env python3
"""Writes a synthetic colorgen project: a colorgen.json with SCHEMES schemes, each the default
light palette plus ROLES custom roles, for the generation benchmark.

usage: synthetic_roles.py FOLDER ROLES SCHEMES [FORMATS]

FORMATS is a comma-separated list of output formats (json, swift, css, xcassets, android, html),
json when not given; every output goes under FOLDER/out.

Deterministic: the same arguments always give the same files.
"""
import json
import os
import random
import sys

OUTPUT_PATHS = {"json": "out/colors", "swift": "out/Colors.swift", "css": "out/colors.css",
                "xcassets": "out/Colors", "android": "out/res", "html": "out/preview.html"}


def main():
    folder, role_count, scheme_count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    formats = sys.argv[4].split(",") if len(sys.argv) > 4 else ["json"]
    schemes_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Schemes")
    os.makedirs(folder, exist_ok=True)
    schemes = {}
    for index in range(scheme_count):
        rng = random.Random(index)
        roles = {"$type": "color"}
        for role in range(role_count):
            group = roles.setdefault(f"feature{role // 100}", {})
            channels = [rng.randrange(256) for _ in range(3)]
            group[f"role{role % 100}"] = {"$value": {
                "colorSpace": "srgb", "components": [round(c / 255, 4) for c in channels],
                "hex": "#%02x%02x%02x" % tuple(channels)}}
        name = f"scheme{index}"
        with open(os.path.join(folder, f"{name}.roles.tokens.json"), "w") as handle:
            json.dump({"roles": roles}, handle, indent=1)
        schemes[name] = [os.path.join(schemes_dir, "sage/sage-v2.tokens.json"),
                         os.path.join(schemes_dir, "default/light.tokens.json"),
                         f"{name}.roles.tokens.json"]
    config = {"rulesVersion": 2, "layout": "palette", "schemes": schemes,
              "outputs": [{"format": format, "path": OUTPUT_PATHS[format]} for format in formats]}
    with open(os.path.join(folder, "colorgen.json"), "w") as handle:
        json.dump(config, handle, indent=2)


if __name__ == "__main__":
    main()
