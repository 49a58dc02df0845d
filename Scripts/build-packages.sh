#!/usr/bin/env bash
# Builds colorgen in release for this host and packages it for the tools teammates already have:
# a Python wheel (pip, for Android's Gradle and CI), npm packages (web teams, `npx colorgen`) and
# the artifact bundle with its plugin package (SwiftPM), all of one binary and one version
# (docs/install.md).
#
#   Scripts/build-packages.sh [--output DIR] [--version VERSION] [--binary PATH] [--scratch-path DIR]
#
# Writes into DIR (default .build/packages):
#   python/colorgen-VERSION-py3-none-PLATFORM.whl   the binary as the wheel's `colorgen` script
#   npm/colorgen-VERSION.tgz                         `colorgen`: the bin (a Node launcher) and one
#                                                    optional dependency per platform
#   npm/colorgen-OS-CPU-VERSION.tgz                  @colorgen/OS-CPU: this host's binary, chosen by os/cpu
#   colorgen.artifactbundle[.zip], colorgen-plugins/ what Scripts/build-artifactbundle.sh writes
# The release build is the artifact bundle's (Swift's runtime linked statically on Linux); --binary
# and --scratch-path are passed to it (the tests pass their debug build: its packages need the
# toolchain's libraries and are for tests only). VERSION is colorgen's own (Scripts/version.sh);
# --version only confirms it. PLATFORM is read from the binary: manylinux_2_NN_ARCH on Linux, NN
# the newest glibc symbol version it needs; macosx_MAJOR_MINOR_ARCH on macOS, its minimum macOS.
set -euo pipefail

repository=$(cd "$(dirname "$0")/.." && pwd)
output="$repository/.build/packages"
bundle_options=()
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output="$2"; shift 2 ;;
        --version|--binary|--scratch-path) bundle_options+=("$1" "$2"); shift 2 ;;
        *) echo "usage: $0 [--output DIR] [--version VERSION] [--binary PATH] [--scratch-path DIR]" >&2; exit 2 ;;
    esac
done
mkdir -p "$output"
output=$(cd "$output" && pwd)

# The artifact bundle, as Scripts/build-artifactbundle.sh makes it: it builds (or takes) the binary
# and checks the version; the packages below take both from it.
log=$("$repository/Scripts/build-artifactbundle.sh" --output "$output" "${bundle_options[@]}")
echo "$log"
binary=$(sed -n 's/^binary: //p' <<<"$log")
version=$("$repository/Scripts/version.sh" --binary "$binary")

# This host's platform: the wheel's platform tag, npm's os and cpu.
machine=$(uname -m)
case "$(uname -s)-$machine" in
    Linux-x86_64) npm_os=linux; npm_cpu=x64 ;;
    Linux-aarch64|Linux-arm64) npm_os=linux; npm_cpu=arm64; machine=aarch64 ;;
    Darwin-arm64) npm_os=darwin; npm_cpu=arm64 ;;
    Darwin-x86_64) npm_os=darwin; npm_cpu=x64 ;;
    *) echo "error: no package platform for $(uname -s) $machine" >&2; exit 1 ;;
esac
if [ "$npm_os" = linux ]; then
    # The newest GLIBC_x.y among the binary's versioned dynamic symbols: the oldest glibc it runs on.
    glibc=$(objdump -T "$binary" | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/^GLIBC_//' | sort -t . -k 1,1n -k 2,2n | tail -n 1)
    [[ "$glibc" =~ ^([0-9]+)\.([0-9]+) ]] || { echo "error: no GLIBC_ symbol version in 'objdump -T $binary'" >&2; exit 1; }
    tag="manylinux_${BASH_REMATCH[1]}_${BASH_REMATCH[2]}_$machine"
else
    # The minimum macOS of the binary's LC_BUILD_VERSION load command.
    minos=$(otool -l "$binary" | awk '/LC_BUILD_VERSION/ { found = 1 } found && $1 == "minos" { print $2; exit }')
    [[ "$minos" =~ ^([0-9]+)(\.([0-9]+))? ]] || { echo "error: no minimum macOS in 'otool -l $binary'" >&2; exit 1; }
    tag="macosx_${BASH_REMATCH[1]}_${BASH_REMATCH[3]:-0}_$machine"
fi

rm -rf "$output/python" "$output/npm"
wheel=$(python3 "$repository/Scripts/Packages/wheel.py" --binary "$binary" --version "$version" --tag "$tag" \
    --output "$output/python")

sources=$(mktemp -d)
trap 'rm -rf "$sources"' EXIT
python3 "$repository/Scripts/Packages/npm.py" --binary "$binary" --version "$version" --os "$npm_os" --cpu "$npm_cpu" \
    --output "$sources"
mkdir -p "$output/npm"
for package in colorgen "$npm_os-$npm_cpu"; do
    (cd "$sources/$package" && npm pack --offline --silent --pack-destination "$output/npm" >/dev/null)
done

echo "wheel: $wheel ($tag)"
echo "npm: $output/npm/colorgen-$version.tgz $output/npm/colorgen-$npm_os-$npm_cpu-$version.tgz"
