#!/usr/bin/env python3
"""Validates JSON files against the official DTCG 2025.10 JSON schemas (draft-07), for tests.

usage: validate_dtcg_schema.py SCHEMA_FOLDER format|resolver FILE...

SCHEMA_FOLDER is shared/conformance/dtcg-schemas-2025.10; every schema in it is registered under
its "$id" so that cross-file references resolve offline. Prints one line per violation and exits 1
when any file is invalid, 0 when all are valid, 3 when the jsonschema package is missing.
"""
import json
import pathlib
import sys

try:
    import jsonschema
    from referencing import Registry, Resource
except ImportError:
    print("the Python package 'jsonschema' is missing: pip install jsonschema", file=sys.stderr)
    sys.exit(3)


def main():
    folder, kind, files = pathlib.Path(sys.argv[1]), sys.argv[2], sys.argv[3:]
    schemas = [json.loads(path.read_text()) for path in sorted(folder.rglob("*.json")) if path.name != "LICENSE.json"]
    registry = Registry().with_resources((schema["$id"], Resource.from_contents(schema)) for schema in schemas if "$id" in schema)
    root = json.loads((folder / f"{kind}.json").read_text())
    validator = jsonschema.Draft7Validator(root, registry=registry)
    failures = 0
    for name in files:
        document = json.loads(pathlib.Path(name).read_text())
        for error in validator.iter_errors(document):
            failures += 1
            location = "/".join(str(part) for part in error.absolute_path)
            print(f"{name}: /{location}: {error.message[:300]}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
