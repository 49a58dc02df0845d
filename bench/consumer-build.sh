#!/usr/bin/env bash
# What colorgen costs a consumer's clean debug build: Examples/ColorGenDemo built clean (its
# .build removed) in three variants, interleaved, RUNS times each, and the median wall time of
# each printed:
#   no-plugin   the same package without colorgen: the generated ColorGen.swift committed into
#               the target, no dependency, no plugin (the floor)
#   prebuilt    the build plugin running colorgen from the artifact bundle that
#               Scripts/build-artifactbundle.sh assembles (the release path)
#   source      the build plugin with colorgen built from source (colorgen's default)
#
#   bench/consumer-build.sh [RUNS]          RUNS defaults to 3
#   BUNDLE=DIR bench/consumer-build.sh      reuse the output folder of an earlier
#                                           Scripts/build-artifactbundle.sh (else it runs, in release)
# Wall times on a shared machine are noisy: compare the variants of one invocation only.
set -euo pipefail

repository=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
work=$(mktemp -d "${TMPDIR:-/tmp}/colorgen-consumer-build.XXXXXX")
trap 'rm -rf "$work"' EXIT

bundle=${BUNDLE:-}
if [ -z "$bundle" ]; then
    bundle="$work/bundle"
    "$repository/Scripts/build-artifactbundle.sh" --output "$bundle" >/dev/null
fi
[ -f "$bundle/colorgen-plugins/Package.swift" ] || { echo "error: no plugin package in $bundle" >&2; exit 1; }

# Copies the demo without its build products into $work/$1.
copy_demo() {
    mkdir -p "$work/$1"
    (cd "$repository/Examples/ColorGenDemo" && tar --exclude=.build --exclude=.swiftpm -cf - .) | (cd "$work/$1" && tar -xf -)
}

copy_demo source
sed -i.orig "s|path: \"../..\"|path: \"$repository\"|" "$work/source/Package.swift"
copy_demo prebuilt
sed -i.orig "s|path: \"../..\"|path: \"$bundle/colorgen-plugins\"|" "$work/prebuilt/Package.swift"
copy_demo no-plugin
cp "$work/no-plugin/Generated/ColorGen.swift" "$work/no-plugin/Sources/DemoColors/ColorGen.swift"
cat > "$work/no-plugin/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ColorGenDemo",
    targets: [
        .target(name: "DemoColors", exclude: ["colorgen.json", "Schemes"]),
        .testTarget(name: "DemoColorsTests", dependencies: ["DemoColors"]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
rm -f "$work"/*/Package.swift.orig

variants=(no-plugin prebuilt source)
declare -A times
for run in $(seq 1 "$runs"); do
    for variant in "${variants[@]}"; do
        rm -rf "$work/$variant/.build"
        start=$(date +%s.%N)
        if ! swift build --package-path "$work/$variant" > "$work/$variant.log" 2>&1; then
            cat "$work/$variant.log" >&2
            echo "error: the $variant build failed" >&2
            exit 1
        fi
        end=$(date +%s.%N)
        seconds=$(echo "$end - $start" | bc)
        times[$variant]="${times[$variant]:-} $seconds"
        printf 'run %d %-10s %6.1f s\n' "$run" "$variant" "$seconds"
    done
done

median() { tr ' ' '\n' | sed '/^$/d' | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
echo "clean debug build of Examples/ColorGenDemo, median of $runs ($(nproc) cores, load $(cut -d ' ' -f 1 /proc/loadavg 2>/dev/null || echo ?)):"
floor=$(echo "${times[no-plugin]}" | median)
for variant in "${variants[@]}"; do
    value=$(echo "${times[$variant]}" | median)
    printf '  %-10s %6.1f s  (+%.1f s over no-plugin)\n' "$variant" "$value" "$(echo "$value - $floor" | bc)"
done
