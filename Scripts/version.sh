#!/usr/bin/env bash
# Prints colorgen's version from the one place it is set, Sources/ColorGenModel/ColorGenVersion.swift
# (what `colorgen --version` prints and every output's header names), for the release scripts.
#
#   Scripts/version.sh [--expect VERSION] [--binary PATH]
#
# --expect: fail unless VERSION is that version (a release script's --version, checked, never used
# in its place); --binary: fail unless that colorgen prints it (a binary built from other sources).
set -euo pipefail

repository=$(cd "$(dirname "$0")/.." && pwd)
source_file="$repository/Sources/ColorGenModel/ColorGenVersion.swift"
expected=""
binary=""
while [ $# -gt 0 ]; do
    case "$1" in
        --expect) expected="$2"; shift 2 ;;
        --binary) binary="$2"; shift 2 ;;
        *) echo "usage: $0 [--expect VERSION] [--binary PATH]" >&2; exit 2 ;;
    esac
done

version=$(sed -n 's/^ *public static let current = "\([^"]*\)"$/\1/p' "$source_file")
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    echo "error: $source_file must set 'public static let current = \"MAJOR.MINOR.PATCH\"' on one line (found '$version')" >&2
    exit 1
fi
if [ -n "$expected" ] && [ "$expected" != "$version" ]; then
    echo "error: --version $expected disagrees with colorgen's version $version, set in" \
         "Sources/ColorGenModel/ColorGenVersion.swift; change it there (docs/install.md, \"Making a release\")" >&2
    exit 1
fi
if [ -n "$binary" ]; then
    printed=$("$binary" --version) || { echo "error: '$binary --version' failed" >&2; exit 1; }
    if [ "$printed" != "colorgen $version" ]; then
        echo "error: $binary prints '$printed', not 'colorgen $version': it was built from other sources" >&2
        exit 1
    fi
fi
echo "$version"
