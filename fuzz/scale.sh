#!/usr/bin/env bash
# Fuzzing at scale (see fuzz/README.md): runs each TARGET (default: all) for FUZZ_SCALE_RUNS
# inputs (default 1,000,000) under AddressSanitizer with leak detection, at the lowest CPU
# priority, one after the other, and prints a Markdown row of figures per target. Stops at the
# first crash, leak, hang or out-of-memory input (the input is in fuzz/.build/artifacts/TARGET/).
#
#   fuzz/scale.sh [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${FUZZ_SCALE_RUNS:-1000000}
# The time limit only guards against a run that would never end: the run ends at $runs inputs.
seconds=${FUZZ_SCALE_SECONDS:-14400}
# libFuzzer's -timeout is wall time, and at nice 19 on a busy machine a fuzzer can wait more than
# run.sh's 10 s for a core: one input slower than this counts as a hang.
timeout=${FUZZ_SCALE_TIMEOUT:-60}
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(json json5 tokens resolver config mustache generator)
mkdir -p fuzz/.build
for target in "${targets[@]}"; do
    log=fuzz/.build/scale-$target.log
    # Built (or found up to date) before the clock starts.
    fuzz/run.sh "$target" --build > "$log" 2>&1 || { tail -40 "$log" >&2; exit 1; }
    start=$(date +%s)
    FUZZ_FLAGS="-runs=$runs -timeout=$timeout ${FUZZ_FLAGS:-}" nice -n 19 fuzz/run.sh "$target" "$seconds" > "$log" 2>&1 || {
        tail -60 "$log" >&2
        echo "fuzz/scale.sh: $target failed; see $log" >&2
        exit 1
    }
    wall=$(($(date +%s) - start))
    stat() { sed -n "s/^stat::$1: *//p" "$log"; }
    printf '| `%s` | %s | %dm%02ds | %s | %s MB |\n' "$target" "$(stat number_of_executed_units)" \
        $((wall / 60)) $((wall % 60)) "$(stat average_exec_per_sec)" "$(stat peak_rss_mb)"
done
