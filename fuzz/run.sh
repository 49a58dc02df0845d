#!/usr/bin/env bash
# Builds one libFuzzer target of colorgen's core and fuzzes it (see fuzz/README.md).
#
#   fuzz/run.sh TARGET [SECONDS]          fuzz for SECONDS (default 300) from the seed corpus
#   fuzz/run.sh TARGET --reproduce FILE…  run the target once on each FILE (a crash reproduces)
#   fuzz/run.sh TARGET --minimize FILE    shrink a crashing FILE; the result is printed at the end
#   fuzz/run.sh TARGET --build            only build the fuzzer (fuzz/.build/fuzz-TARGET-O)
#
# TARGET: json json5 yaml xml tokens resolver config mustache generator forms
# Extra libFuzzer flags can be given in FUZZ_FLAGS; FUZZ_OPTIMIZATION (default -O) is the
# compiler's optimisation level (smoke.sh builds with -Onone: a third of the build time). Everything built or found is kept under
# fuzz/.build/ (ignored by git): the binary, the growing corpus in corpus/TARGET, the seeds in
# seeds/TARGET and crashes, timeouts and out-of-memory inputs in artifacts/TARGET.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
targets="json json5 yaml xml tokens resolver config mustache generator forms"
target=${1:-}
if [[ -z "$target" || ! " $targets " =~ " $target " ]]; then
    echo "usage: fuzz/run.sh TARGET [SECONDS | --reproduce FILE... | --minimize FILE | --build]" >&2
    echo "targets: $targets" >&2
    exit 2
fi
shift
work=fuzz/.build
shared=${COLORGEN_SHARED:-$root/../shared}/conformance
realworld=$shared/../realworld
mkdir -p "$work/artifacts/$target" "$work/corpus/$target"

# MARK: build

# The core is built once per optimisation level as one static library per module, in the
# dependency order Package.swift gives (fuzz/Support/modules.py reads `swift package describe`),
# with the sanitizers' instrumentation and -enable-testing; each target is then one small file
# linked against them, every core module imported into it with @testable (so targets name no
# module and keep working when the core is split into several).
optimization=${FUZZ_OPTIMIZATION:--O}
modules_dir=$work/modules$optimization
mkdir -p "$modules_dir"
# One build at a time per folder: fuzzers of several targets may start together.
exec 9> "$modules_dir/.lock"
flock 9
package_name=colorgen
mapfile -t module_lines < <(swift package describe --type json | python3 fuzz/Support/modules.py)
common=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name "$package_name"
    "$optimization" -j "$(nproc)" -I "$modules_dir")
link_flags=()
imports=()
newest_library=fuzz/Support/modules.py
for line in "${module_lines[@]}"; do
    read -r module module_path <<< "$line"
    mapfile -t module_sources < <(find "$module_path" -name '*.swift' | sort)
    library=$modules_dir/lib$module.a
    stamp=$modules_dir/$module.stamp
    wanted_stamp=$(printf '%s\n' "${common[*]}" "${module_sources[@]}")
    stale=no
    [[ -f "$library" && -f "$stamp" && "$(cat "$stamp")" == "$wanted_stamp" ]] || stale=yes
    for source in "${module_sources[@]}" "$newest_library"; do
        [[ "$source" -nt "$library" ]] && stale=yes
    done
    if [[ $stale == yes ]]; then
        echo "building $library ..." >&2
        rm -f "$stamp"
        swiftc "${common[@]}" -enable-testing -module-name "$module" -emit-library -static -emit-module \
            -emit-module-path "$modules_dir/$module.swiftmodule" -o "$library" "${module_sources[@]}"
        printf '%s' "$wanted_stamp" > "$stamp"
    fi
    newest_library=$library
    link_flags=(-l"$module" "${link_flags[@]}")  # a library before the ones it depends on
    imports+=(-Xfrontend -testable-import-module -Xfrontend "$module")
done

sources=(fuzz/Support/*.swift "fuzz/Targets/$target.swift")
binary=$work/fuzz-$target$optimization
stale=no
[[ -x "$binary" ]] || stale=yes
for source in "${sources[@]}" "$newest_library"; do
    [[ "$source" -nt "$binary" ]] && stale=yes
done
if [[ $stale == yes ]]; then
    echo "building $binary ..." >&2
    swiftc "${common[@]}" "${imports[@]}" -module-name ColorGenFuzz -L "$modules_dir" "${link_flags[@]}" \
        -o "$binary" "${sources[@]}"
fi
exec 9>&-
[[ ${1:-} == --build ]] && exit 0

# MARK: seeds

seeds=$work/seeds/$target
rm -rf "$seeds"
mkdir -p "$seeds"
seed_number=0

# seed FILE...: one seed made of the files joined with NUL bytes (see fuzz/Support/FuzzInput.swift).
seed() {
    seed_number=$((seed_number + 1))
    local out="$seeds/seed-$seed_number" first=yes file
    : > "$out"
    for file in "$@"; do
        [[ $first == yes ]] || printf '\0' >> "$out"
        first=no
        cat "$file" >> "$out"
    done
}

# shared_files SUBFOLDER: the conformance files below it, if ../shared is there.
shared_files() {
    [[ -d "$shared/$1" ]] && find "$shared/$1" -name '*.json' | sort
    return 0
}

# realworld_files PATTERN: the real-world corpus's files named PATTERN, if ../shared is there.
realworld_files() {
    [[ -d "$realworld" ]] && find "$realworld" -name "$1" | sort
    return 0
}

mapfile -t scheme_tokens < <(find Schemes -name '*.tokens.json' | sort)
mapfile -t templates < <(find Templates -name '*.mustache' | sort)
palettes=(Schemes/palettes/*.tokens.json)
case $target in
json)
    max_len=65536
    for file in Schemes/colorgen.json "${scheme_tokens[@]}" $(shared_files .); do seed "$file"; done
    ;;
json5)
    max_len=65536
    # The JSON5 suite (its .txt and .js files are texts JSON5 rejects), the real-world JSON5
    # files and the JSON ones (JSON is JSON5).
    if [[ -d "$shared/json5-tests" ]]; then
        for file in $(find "$shared/json5-tests" -mindepth 2 -type f | sort); do seed "$file"; done
    fi
    for file in $(realworld_files '*.json5') Schemes/colorgen.json "${scheme_tokens[@]}"; do seed "$file"; done
    ;;
yaml)
    max_len=16384
    # Every case of the YAML test suite, and the repository's own YAML files.
    if [[ -d "$shared/yaml-test-suite" ]]; then
        for file in $(find "$shared/yaml-test-suite" -name in.yaml | sort); do seed "$file"; done
    fi
    for file in $(find Tests/Fixtures -name '*.yml' -o -name '*.yaml' | sort); do seed "$file"; done
    ;;
xml)
    max_len=16384
    for file in $(find Tests/Fixtures -name '*.xml' | sort); do seed "$file"; done
    ;;
forms)
    max_len=16384
    # res/values, res/values-night and two color sets of the fixtures.
    seed Tests/Fixtures/Forms/android-resources/app/src/main/res/values/colors.xml \
        Tests/Fixtures/Forms/android-resources/app/src/main/res/values-night/colors.xml \
        $(find Tests/Fixtures/Forms/asset-catalog -name Contents.json -path '*.colorset/*' | sort | head -2)
    ;;
tokens)
    max_len=32768
    for file in "${scheme_tokens[@]}" $(shared_files dtcg/format); do seed "$file"; done
    ;;
resolver)
    max_len=16384
    for file in $(shared_files dtcg/resolver); do seed "$file"; done
    seed fuzz/Seeds/resolver-two-files.resolver Schemes/default/light.tokens.json \
        Schemes/default/dark.tokens.json fuzz/Seeds/other.resolver
    seed fuzz/Seeds/scheme-modifier.resolver Schemes/palettes/beach.tokens.json Schemes/palettes/midnight.tokens.json
    ;;
config)
    max_len=4096
    seed Schemes/colorgen.json
    seed fuzz/Seeds/two-schemes.config
    seed fuzz/Seeds/resolver.config
    ;;
mustache)
    max_len=4096
    for file in "${templates[@]}" fuzz/Seeds/*.mustache; do seed "$file" Templates/partials/json-node.mustache; done
    # Every case of the Mustache spec: template, first partial and data.
    if [[ -d "$shared/mustache-spec" ]]; then
        python3 - "$shared/mustache-spec" "$seeds" <<'PYTHON'
import json, pathlib, sys
folder, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
for spec in sorted(folder.glob("*.json")):
    for number, case in enumerate(json.loads(spec.read_text())["tests"]):
        partial = next(iter(case.get("partials", {}).values()), "")
        parts = [case["template"], partial, json.dumps(case.get("data"))]
        (out / f"spec-{spec.stem}-{number}").write_bytes("\0".join(parts).encode())
PYTHON
    fi
    ;;
generator)
    max_len=32768
    for palette in "${palettes[@]}"; do
        seed fuzz/Seeds/two-schemes.config Schemes/sage/sage-v2.tokens.json "$palette"
    done
    seed Schemes/colorgen.json Schemes/default/light.tokens.json Schemes/default/dark.tokens.json
    seed fuzz/Seeds/two-schemes.config Schemes/default/dark.tokens.json Schemes/default/dark.tokens.json
    seed fuzz/Seeds/resolver.config fuzz/Seeds/scheme-modifier.resolver Schemes/default/dark.tokens.json
    ;;
esac

# MARK: run

dictionary=$work/$target.dict
case $target in
json) cat fuzz/Dictionaries/json.dict ;;
json5) cat fuzz/Dictionaries/json.dict fuzz/Dictionaries/json5.dict ;;
yaml) cat fuzz/Dictionaries/yaml.dict ;;
xml) cat fuzz/Dictionaries/xml.dict ;;
forms) cat fuzz/Dictionaries/{xml,json}.dict fuzz/Dictionaries/assetcatalog.dict ;;
tokens | resolver) cat fuzz/Dictionaries/json.dict fuzz/Dictionaries/tokens.dict ;;
config | generator) cat fuzz/Dictionaries/{json,tokens,config}.dict ;;
mustache) cat fuzz/Dictionaries/mustache.dict ;;
esac > "$dictionary"

flags=(-timeout=10 -rss_limit_mb=4096 -max_len="$max_len" -dict="$dictionary"
    -artifact_prefix="$work/artifacts/$target/" ${FUZZ_FLAGS:-})
case ${1:-} in
--reproduce)
    shift
    exec "$binary" "${flags[@]}" "$@"
    ;;
--minimize)
    exec "$binary" "${flags[@]}" -minimize_crash=1 -max_total_time="${3:-60}" \
        -exact_artifact_path="$2.min" "$2"
    ;;
*)
    exec "$binary" "${flags[@]}" -max_total_time="${1:-300}" -print_final_stats=1 \
        "$work/corpus/$target" "$seeds"
    ;;
esac
