#!/usr/bin/env bash
# Type-check time of colorgen's Swift output against hand-written UIColor constants.
#
# Measures `swiftc -typecheck` (best of RUNS runs; CPU time, and wall-clock time in parentheses) of:
#   1. the default output (Schemes/colorgen.json's schemes, 582 roles, 2 schemes);
#   2. a synthetic output of COUNT roles (bench/make-bench-roles.py; 2 schemes, `"#rrggbbaa #rrggbbaa"` literals);
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

# Best CPU seconds (user + system; steadier than wall-clock time on a shared machine) and best
# wall-clock seconds of RUNS type-checks of the file $2 in the Swift $1 language mode, as "cpu wall".
measure() {
    python3 - "$SWIFTC" "$1" "$WORK/stubs" "$2" "$RUNS" <<'PY'
import os, subprocess, sys, time
swiftc, mode, stubs, source, runs = sys.argv[1:]
cpu = wall = float("inf")
for _ in range(int(runs)):
    start = time.monotonic()
    child = subprocess.Popen([swiftc, "-swift-version", mode, "-typecheck", "-I", stubs, "-module-name", "Bench", source])
    _, status, usage = os.wait4(child.pid, 0)
    if status != 0:
        sys.exit(f"type-checking {source} failed")
    wall = min(wall, time.monotonic() - start)
    cpu = min(cpu, usage.ru_utime + usage.ru_stime)
print(f"{cpu:.2f} {wall:.2f}")
PY
}

read -r default6 default6_wall < <(measure 6 "$WORK/default/Colors.swift")
read -r ours6 ours6_wall < <(measure 6 "$WORK/synthetic/Colors.swift")
read -r ours ours_wall < <(measure 5 "$WORK/synthetic/Colors.swift")
read -r single single_wall < <(measure 5 "$WORK/synthetic/uicolor-single.swift")
read -r schemes schemes_wall < <(measure 5 "$WORK/synthetic/uicolor-schemes.swift")
constants=$(grep -c ': SchemeColor = "' "$WORK/default/Colors.swift")

echo "swiftc -typecheck, best of $RUNS runs, CPU seconds (wall seconds) ($("$SWIFTC" --version 2>&1 | head -1))"
echo " Swift 6 mode:"
printf '  %-64s %6s (%s)\n' "default output ($constants constants, 2 schemes)" "$default6" "$default6_wall"
printf '  %-64s %6s (%s)\n' "colorgen output, $COUNT constants, 2 schemes" "$ours6" "$ours6_wall"
echo " Swift 5 mode:"
printf '  %-64s %6s (%s)\n' "colorgen output, $COUNT constants, 2 schemes" "$ours" "$ours_wall"
printf '  %-64s %6s (%s)\n' "UIColor(red:green:blue:alpha:), $COUNT constants, 1 color each" "$single" "$single_wall"
printf '  %-64s %6s (%s)\n' "UIColor per scheme, $COUNT constants, 2 colors each" "$schemes" "$schemes_wall"
printf '  ratio colorgen / UIColor, 1 color:   %.2f (target: at most 0.5)\n' "$(echo "$ours / $single" | bc -l)"
printf '  ratio colorgen / UIColor, 2 colors:  %.2f\n' "$(echo "$ours / $schemes" | bc -l)"
