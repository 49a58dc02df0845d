#!/usr/bin/env bash
# Type-check time of colorgen's Swift output against hand-written UIColor constants.
#
# Measures `swiftc -swift-version 6 -typecheck` (best of RUNS runs, wall clock) of:
#   1. the default output (Schemes/colorgen.json's schemes, 582 roles, 2 schemes);
#   2. a synthetic output of COUNT roles (bench/make-bench-roles.py; 2 schemes, 0xRRGGBBAA literals);
#   3. the same COUNT constants as `UIColor(red: 0.1, green: ..., alpha: 1)` with Double literals,
#      one color each (the common hand-written shape);
#   4. the same COUNT constants with a UIColor per scheme (`SchemeUIColor(light: UIColor(...), dark: UIColor(...))`).
# Everything is type-checked against the stub UIKit of Tests/Stubs, so the UIKit branches of the
# generated file are checked too. The comparison runs in the Swift 5 language mode: the stub UIColor
# (like UIColor in older SDKs) is not Sendable, so hand-written `static let`s of UIColor do not
# compile in the Swift 6 mode; colorgen's outputs are also timed in the Swift 6 mode they are
# written for. Prints the seconds and the ratios of (2) to (3) and (4).
#
# usage: bench/swift-typecheck.sh [COUNT] [RUNS]     (defaults: 10000 3; SWIFTC overrides the compiler)
set -euo pipefail

COUNT=${1:-10000}
RUNS=${2:-3}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SWIFTC=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/colorgen-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

cd "$ROOT"
swift build --product colorgen >/dev/null
COLORGEN=$(swift build --show-bin-path)/colorgen

# Stub Core Graphics, UIKit and SwiftUI modules.
mkdir -p "$WORK/stubs"
for module in CoreGraphics UIKit SwiftUI; do
    "$SWIFTC" -emit-module -module-name "$module" -I "$WORK/stubs" \
        -emit-module-path "$WORK/stubs/$module.swiftmodule" "Tests/Stubs/$module.swift"
done

# (1) The default output: the default config's schemes, swift output only.
mkdir -p "$WORK/default"
cat > "$WORK/default/colorgen.json" <<JSON
{
  "rulesVersion": 2,
  "schemes": {
    "light": ["$ROOT/Schemes/sage/sage-v2.tokens.json", "$ROOT/Schemes/default/light.tokens.json"],
    "dark": ["$ROOT/Schemes/default/dark.tokens.json"]
  },
  "outputs": [{ "format": "swift", "path": "Colors.swift" }]
}
JSON
"$COLORGEN" generate --quiet --config "$WORK/default/colorgen.json"

# (2)-(4) The synthetic outputs.
python3 bench/make-bench-roles.py "$COUNT" "$WORK/synthetic"
"$COLORGEN" generate --quiet --config "$WORK/synthetic/colorgen.json"

# Best wall-clock seconds of RUNS type-checks of the file $2 in the Swift $1 language mode.
measure() {
    local best=""
    for _ in $(seq "$RUNS"); do
        local start end seconds
        start=$(date +%s.%N)
        "$SWIFTC" -swift-version "$1" -typecheck -I "$WORK/stubs" -module-name Bench "$2"
        end=$(date +%s.%N)
        seconds=$(echo "$end - $start" | bc -l)
        if [ -z "$best" ] || [ "$(echo "$seconds < $best" | bc -l)" = 1 ]; then best=$seconds; fi
    done
    printf '%.2f' "$best"
}

default6=$(measure 6 "$WORK/default/Colors.swift")
ours6=$(measure 6 "$WORK/synthetic/Colors.swift")
ours=$(measure 5 "$WORK/synthetic/Colors.swift")
single=$(measure 5 "$WORK/synthetic/uicolor-single.swift")
schemes=$(measure 5 "$WORK/synthetic/uicolor-schemes.swift")

echo "swiftc -typecheck, best of $RUNS runs ($("$SWIFTC" --version 2>&1 | head -1))"
echo " Swift 6 mode:"
printf '  %-62s %6s s\n' "default output ($(grep -c ": SchemeColor = \"" "$WORK/default/Colors.swift") constants, 2 schemes)" "$default6"
printf '  %-62s %6s s\n' "colorgen output, $COUNT constants, 2 schemes (0xRRGGBBAA)" "$ours6"
echo " Swift 5 mode:"
printf '  %-62s %6s s\n' "colorgen output, $COUNT constants, 2 schemes (0xRRGGBBAA)" "$ours"
printf '  %-62s %6s s\n' "UIColor(red:green:blue:alpha:), $COUNT constants, 1 color" "$single"
printf '  %-62s %6s s\n' "UIColor per scheme, $COUNT constants, 2 colors" "$schemes"
printf '  ratio colorgen / UIColor 1 color:   %.2f (target: at most 0.5)\n' "$(echo "$ours / $single" | bc -l)"
printf '  ratio colorgen / UIColor 2 colors:  %.2f\n' "$(echo "$ours / $schemes" | bc -l)"
