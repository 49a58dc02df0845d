"""Prints the package's library modules under Sources/, one "NAME PATH" a line, every module
after the ones it depends on; reads `swift package describe --type json` on standard input.
fuzz/run.sh builds them in this order (see fuzz/README.md)."""
import json
import sys

targets = {
    target["name"]: target
    for target in json.load(sys.stdin)["targets"]
    if target["type"] == "library" and target["path"].startswith("Sources/")
}
printed = set()


def emit(name, chain=()):
    if name in printed:
        return
    if name in chain:
        sys.exit(f"modules.py: the modules depend on each other in a circle: {' -> '.join(chain + (name,))}")
    for dependency in targets[name].get("target_dependencies", []):
        if dependency in targets:
            emit(dependency, chain + (name,))
    printed.add(name)
    print(name, targets[name]["path"])


for name in sorted(targets):
    emit(name)
