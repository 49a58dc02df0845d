#!/usr/bin/env python3
"""Validates JSON files against a JSON schema, for tests.

usage: validate_json_schema.py [--registry FOLDER] SCHEMA FILE...

The schema's own "$schema" picks the draft (2020-12 when it names none). With --registry, every
schema below FOLDER is registered under its "$id", so references between files (the official DTCG
2025.10 schemas in shared/conformance/dtcg-schemas-2025.10) resolve offline. Prints one line per
violation and exits 1 when any file is invalid, 0 when all are valid, 3 when the jsonschema package
is missing.
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
    arguments = sys.argv[1:]
    registry = Registry()
    if arguments[:1] == ["--registry"]:
        folder = pathlib.Path(arguments[1])
        schemas = [json.loads(path.read_text()) for path in sorted(folder.rglob("*.json")) if path.name != "LICENSE.json"]
        registry = registry.with_resources(
            (schema["$id"], Resource.from_contents(schema)) for schema in schemas if "$id" in schema)
        arguments = arguments[2:]
    schema, files = json.loads(pathlib.Path(arguments[0]).read_text()), arguments[1:]
    validator_class = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    validator_class.check_schema(schema)
    validator = validator_class(schema, registry=registry)
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
