#!/usr/bin/env python3
"""Validates JSON files against one self-contained JSON schema (draft 2020-12), for tests.

usage: validate_json_schema.py SCHEMA FILE...

Prints one line per violation and exits 1 when any file is invalid, 0 when all are valid, 3 when
the jsonschema package is missing.
"""
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    print("the Python package 'jsonschema' is missing: pip install jsonschema", file=sys.stderr)
    sys.exit(3)


def main():
    schema = json.loads(pathlib.Path(sys.argv[1]).read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failures = 0
    for name in sys.argv[2:]:
        document = json.loads(pathlib.Path(name).read_text())
        for error in validator.iter_errors(document):
            failures += 1
            location = "/".join(str(part) for part in error.absolute_path)
            print(f"{name}: /{location}: {error.message[:300]}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
