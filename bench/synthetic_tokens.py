#!/usr/bin/env python3
"""Writes a synthetic DTCG 2025.10 token file of about the requested size, for benchmarks.

usage: synthetic_tokens.py OUTPUT MEGABYTES

The file mixes what real design-token exports hold: nested groups with inherited $type, colors
in several color spaces, hex fallbacks, aliases, descriptions, extensions and non-color tokens.
Deterministic: the same arguments always give the same bytes.
"""
import json
import random
import sys

SPACES = [
    ("srgb", lambda r: [round(r.random(), 4) for _ in range(3)]),
    ("display-p3", lambda r: [round(r.random(), 4) for _ in range(3)]),
    ("oklch", lambda r: [round(r.random(), 4), round(r.random() * 0.3, 4), round(r.random() * 359, 2)]),
    ("hsl", lambda r: [round(r.random() * 359, 2), round(r.random() * 100, 2), round(r.random() * 100, 2)]),
    ("lab", lambda r: [round(r.random() * 100, 2), round(r.random() * 200 - 100, 2), round(r.random() * 200 - 100, 2)]),
]


def color(rng):
    space, components = SPACES[rng.randrange(len(SPACES))]
    value = {"colorSpace": space, "components": components(rng)}
    if space == "srgb":
        value["hex"] = "#" + "".join(f"{round(c * 255):02x}" for c in value["components"])
    if rng.random() < 0.2:
        value["alpha"] = round(rng.random(), 3)
    return value


def main():
    output, megabytes = sys.argv[1], float(sys.argv[2])
    target = int(megabytes * 1_000_000)
    rng = random.Random(20251029)
    root = {}
    size = 0
    group_index = 0
    while size < target:
        group = {"$type": "color", "$description": f"Synthetic group {group_index}"}
        names = []
        for token_index in range(50):
            name = f"tone{token_index}"
            if names and rng.random() < 0.15:
                token = {"$value": "{" + f"group{group_index}.{rng.choice(names)}" + "}"}
            else:
                token = {"$value": color(rng)}
                if rng.random() < 0.1:
                    token["$extensions"] = {"com.example": {"usesLightStyle": rng.random() < 0.5}}
            group[name] = token
            names.append(name)
        group["spacing"] = {"$type": "dimension", "$value": {"value": rng.randrange(64), "unit": "px"}}
        root[f"group{group_index}"] = group
        size += len(json.dumps(group, indent=2)) + 20
        group_index += 1
    with open(output, "w") as handle:
        json.dump(root, handle, indent=2)
        handle.write("\n")


if __name__ == "__main__":
    main()
