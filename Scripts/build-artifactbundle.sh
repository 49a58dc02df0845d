#!/usr/bin/env bash
# Builds colorgen in release for this host and assembles the release variant of colorgen's
# plugins: a package whose build plugin runs a prebuilt colorgen from an artifact bundle instead
# of compiling colorgen from source in every consumer's clean build (docs/plugins.md,
# "Shipping colorgen prebuilt").
#
#   Scripts/build-artifactbundle.sh [--output DIR] [--binary PATH] [--version VERSION] [--scratch-path DIR]
#
# Writes into DIR (default .build/artifactbundle):
#   colorgen.artifactbundle/          info.json and colorgen-VERSION-TRIPLE/bin/colorgen
#   colorgen.artifactbundle.zip       the same, for .binaryTarget(url:checksum:); its checksum is printed
#   colorgen-plugins/                 Package.swift (Scripts/PrebuiltPlugins/Package.swift), the
#                                     plugins' sources and the bundle: a package consumers depend on
#                                     in place of colorgen's repository
# --binary takes an already built colorgen instead of building one (the tests pass their debug build);
# --scratch-path is SwiftPM's, for the release build (default: the repository's .build).
# The version is colorgen's own (Scripts/version.sh reads Sources/ColorGenModel/ColorGenVersion.swift);
# --version only confirms it: one that disagrees, or a binary printing another, is refused.
set -euo pipefail

repository=$(cd "$(dirname "$0")/.." && pwd)
output="$repository/.build/artifactbundle"
binary=""
version=""
scratch=()
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output="$2"; shift 2 ;;
        --binary) binary="$2"; shift 2 ;;
        --version) version="$2"; shift 2 ;;
        --scratch-path) scratch=(--scratch-path "$2"); shift 2 ;;
        *) echo "usage: $0 [--output DIR] [--binary PATH] [--version VERSION] [--scratch-path DIR]" >&2; exit 2 ;;
    esac
done
version=$("$repository/Scripts/version.sh" ${version:+--expect "$version"})
mkdir -p "$output"
output=$(cd "$output" && pwd)

if [ -z "$binary" ]; then
    # The Swift runtime and Foundation linked in statically, so the binary runs without a toolchain
    # of the same version (on macOS the system provides both and the flag is ignored).
    static=()
    [ "$(uname -s)" = Linux ] && static=(--static-swift-stdlib)
    # Type metadata through accessor functions instead of mangled names that the runtime demangles
    # on first use: a run instantiates about 200 generic types (array storage, dictionaries) that
    # way, and each costs ~20,000 instructions and a conformance search, about 1 ms of a 16 ms run.
    # It is a frontend flag, which the package's manifest cannot pass to consumers' builds; this
    # script builds with a known toolchain and fails loudly if a later one drops it.
    accessors=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
    swift build --package-path "$repository" "${scratch[@]}" -c release --product colorgen "${static[@]}" "${accessors[@]}"
    binary="$(swift build --package-path "$repository" "${scratch[@]}" -c release --show-bin-path)/colorgen"
fi
[ -x "$binary" ] || { echo "error: no colorgen executable at $binary" >&2; exit 1; }
"$repository/Scripts/version.sh" --binary "$binary" >/dev/null

# The host's triple without an OS version (arm64-apple-macosx, x86_64-unknown-linux-gnu), as
# SwiftPM matches it against the bundle's supportedTriples.
triple=$(swift -print-target-info | sed -n 's/^ *"unversionedTriple": "\(.*\)",*$/\1/p' | head -n 1)
[ -n "$triple" ] || { echo "error: cannot read the host triple from 'swift -print-target-info'" >&2; exit 1; }

bundle="$output/colorgen.artifactbundle"
variant="colorgen-$version-$triple"
rm -rf "$bundle" "$bundle.zip" "$output/colorgen-plugins"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/colorgen"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "colorgen": {
      "type": "executable",
      "version": "$version",
      "variants": [
        { "path": "$variant/bin/colorgen", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
JSON

(cd "$output" && rm -f colorgen.artifactbundle.zip && zip -qry colorgen.artifactbundle.zip colorgen.artifactbundle)
checksum=$( (command -v sha256sum >/dev/null && sha256sum "$bundle.zip" || shasum -a 256 "$bundle.zip") | cut -d ' ' -f 1)

# The plugin package: the prebuilt manifest, the plugins with Plugins/Shared copied in place of
# its symbolic links, and the bundle beside them.
package="$output/colorgen-plugins"
mkdir -p "$package"
cp "$repository/Scripts/PrebuiltPlugins/Package.swift" "$package/Package.swift"
cp -RL "$repository/Plugins" "$package/Plugins"
rm -rf "$package/Plugins/Shared"
cp -R "$bundle" "$package/colorgen.artifactbundle"

echo "artifact bundle: $bundle ($triple, version $version)"
echo "zip: $bundle.zip"
echo "checksum: $checksum"
echo "plugin package: $package"
echo "binary: $binary"
