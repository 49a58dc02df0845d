#!/usr/bin/env python3
"""Writes the inputs of bench/swift_typecheck.py into a folder:

- light.tokens.json, dark.tokens.json: roles-only schemes (no palette) with COUNT color roles
  `bench.g<group>.r<role>`, 100 roles a group, deterministic colors;
- colorgen.json: one swift output of those roles (no registry);
- uicolor-single.swift: the same constants in the common hand-written shape, one
  `UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)` of the light color each;
- uicolor-schemes.swift: the same constants with a UIColor per scheme, in the shape of a
  hand-written scheme-aware struct (`SchemeUIColor(light: UIColor(...), dark: UIColor(...))`).

usage: make-bench-roles.py COUNT FOLDER
"""
import json
import os
import sys

GROUP_SIZE = 100


def color(index, scheme):
    k = index * 7919 + scheme * 104729
    red, green, blue = (k % 256) / 255, (k // 256 % 256) / 255, (k // 65536 % 256) / 255
    alpha = 0.5 if index % 9 == 0 else 1.0
    return [round(red, 4), round(green, 4), round(blue, 4)], alpha


def roles(count):
    for index in range(count):
        yield index, f"g{index // GROUP_SIZE}", f"r{index % GROUP_SIZE}"


def tokens(count, scheme):
    groups = {}
    for index, group, role in roles(count):
        components, alpha = color(index, scheme)
        groups.setdefault(group, {})[role] = {
            "$value": {"colorSpace": "srgb", "components": components, "alpha": alpha}
        }
    return {"bench": {"$type": "color", **groups}}


def uicolor(components, alpha):
    red, green, blue = components
    return f"UIColor(red: {red}, green: {green}, blue: {blue}, alpha: {alpha:g})"


def swift(count, per_scheme):
    lines = ["import UIKit", ""]
    if per_scheme:
        lines += [
            "struct SchemeUIColor {",
            "    let light: UIColor",
            "    let dark: UIColor",
            "}",
            "",
        ]
    lines.append("enum BenchAppearance {")
    current = None
    for index, group, role in roles(count):
        if group != current:
            if current is not None:
                lines.append("    }")
            lines.append(f"    enum {group.upper()[0]}{group[1:]} {{")
            current = group
        light = uicolor(*color(index, 0))
        if per_scheme:
            value = f"SchemeUIColor(light: {light}, dark: {uicolor(*color(index, 1))})"
        else:
            value = light
        lines.append(f"        static let {role} = {value}")
    lines += ["    }", "}", ""]
    return "\n".join(lines)


def main():
    count, folder = int(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    for scheme, name in enumerate(["light", "dark"]):
        with open(os.path.join(folder, f"{name}.tokens.json"), "w") as file:
            json.dump(tokens(count, scheme), file)
    config = {
        "schemes": {"light": ["light.tokens.json"], "dark": ["dark.tokens.json"]},
        "outputs": [{"format": "swift", "path": "Colors.swift"}],
    }
    with open(os.path.join(folder, "colorgen.json"), "w") as file:
        json.dump(config, file, indent=2)
    with open(os.path.join(folder, "uicolor-single.swift"), "w") as file:
        file.write(swift(count, per_scheme=False))
    with open(os.path.join(folder, "uicolor-schemes.swift"), "w") as file:
        file.write(swift(count, per_scheme=True))


if __name__ == "__main__":
    main()
