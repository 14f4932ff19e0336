#!/usr/bin/env bash
# The project's test command (README's, and what .ci/run runs): the package's tests, then the
# example package's (Examples/CustomSliderPackage, which depends on this one by path and builds
# into its own .build folder), run from its own folder so its corpus is read and written there.
# Every part runs even when an earlier one fails; the command fails at the end if any did,
# naming them.
#
# The package's tests run on the optimised build: they check many thousands of sequences, which
# the release build runs several times faster than the debug one (`swift test` works too). The
# test targets' own code is compiled without optimisation even then (Package.swift): it is glue
# around the optimised modules, and compiles in a fraction of the time. The build is what
# `swift test -c release` builds (testable imports need `-enable-testing`); the tests then run
# as two test processes side by side, one for SliderCommandLineTests and SliderWireTests (whose
# tests mostly wait for child processes) and one for every other target: most tests run on the
# main actor, and one process has one main thread, so one process leaves a core idle. The first
# one's output is shown as it runs, the second's after it.
#
# The example package's debug build starts at once, beside the package's, at the lowest
# scheduling priority (nice 19): it takes the cores the package's release build leaves, which is
# almost none, and then the ones its tests leave while they wait for child processes. Its output
# goes to a log shown after the package's tests, so the two never interleave.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=()
example_log=$(mktemp "${TMPDIR:-/tmp}/example-build.XXXXXX")
others_log=$(mktemp "${TMPDIR:-/tmp}/package-tests.XXXXXX")
trap 'rm -f "$example_log" "$others_log"' EXIT
(cd Examples/CustomSliderPackage && exec nice -n 19 swift build --build-tests) >"$example_log" 2>&1 &
example_build=$!
shard='^(SliderCommandLineTests|SliderWireTests)\.'
if swift build -c release --build-tests -Xswiftc -enable-testing; then
    swift test -c release --skip-build --skip "$shard" >"$others_log" 2>&1 &
    others=$!
    swift test -c release --skip-build --filter "$shard" || failed+=("the package's command-line and wire tests (swift test -c release --filter '$shard')")
    wait "$others" || failed+=("the package's other tests (swift test -c release --skip '$shard')")
    echo "The package's other tests (beside the command-line and wire tests):"
    cat "$others_log"
else
    failed+=("the package's build (swift build -c release --build-tests -Xswiftc -enable-testing)")
fi
wait "$example_build"  # a failed build fails again, and is named, in the example's `swift test`
echo "Examples/CustomSliderPackage: swift build --build-tests (beside the package's tests):"
cat "$example_log"
(cd Examples/CustomSliderPackage && swift test) || failed+=("the example package's tests (Examples/CustomSliderPackage: swift test)")
if ((${#failed[@]} > 0)); then
    printf 'scripts/test.sh: failed: %s\n' "${failed[@]}" >&2
    exit 1
fi
