#!/usr/bin/env bash
# CI's short fuzzing smoke test (see fuzz/README.md): builds every libFuzzer target and runs each
# for at most FUZZ_SMOKE_RUNS inputs (default 20,000) or FUZZ_SMOKE_SECONDS (default 10) from its
# seeds and the corpus kept in fuzz/.build. Fails on any crash, leak, hang or out-of-memory input.
# Skips with a message when the Swift toolchain cannot build fuzzers (-sanitize=fuzzer needs
# Linux or a toolchain from swift.org; Xcode's has no libFuzzer).
set -euo pipefail
cd "$(dirname "$0")/.."
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>?, _ n: Int) -> CInt { 0 }\n' \
    > "$probe/probe.swift"
if ! swiftc -sanitize=fuzzer,address -parse-as-library -o "$probe/probe" "$probe/probe.swift" >/dev/null 2>&1; then
    echo "fuzz/smoke.sh: skipped: this Swift toolchain cannot build libFuzzer targets" >&2
    exit 0
fi
mkdir -p fuzz/.build
for target in json json5 yaml xml tokens resolver config mustache generator forms; do
    echo "fuzz smoke: $target" >&2
    # Unoptimised builds take a third of the time, which is what a smoke test spends most on.
    FUZZ_OPTIMIZATION="${FUZZ_OPTIMIZATION:--Onone}" FUZZ_FLAGS="-runs=${FUZZ_SMOKE_RUNS:-20000} ${FUZZ_FLAGS:-}" \
        fuzz/run.sh "$target" "${FUZZ_SMOKE_SECONDS:-10}" \
        > "fuzz/.build/smoke-$target.log" 2>&1 || {
        tail -40 "fuzz/.build/smoke-$target.log" >&2
        exit 1
    }
    grep -E '^stat::number_of_executed_units' "fuzz/.build/smoke-$target.log" >&2 || true
done
