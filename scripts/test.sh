#!/usr/bin/env bash
# The project's test command (README's, and what .ci/run runs): the package's tests and the
# example package's (Examples/CustomSliderPackage, which depends on this one by path and builds
# into its own .build folder, run from its own folder so its corpus is read and written there).
# Every part runs even when another fails; the command fails at the end if any did, naming them.
#
# The package's tests run on the optimised build: they check many thousands of sequences, which
# the release build runs several times faster than the debug one (`swift test` works too). The
# test targets' own code is compiled without optimisation even then, and so, in this command's
# build (`SLIDER_CONFORMANCE_TEST_BUILD=1`, Package.swift), are the modules that are glue around
# the specification and the engine: the reports, the workers, the test helpers and the command
# line. The sequences are checked in the optimised modules, and the glue compiles in a fraction
# of the time (a build without the variable, such as the README's main job, optimises it; one
# after the other, each rebuilds the glue modules). The build is what `swift test -c release`
# builds (testable imports need `-enable-testing`).
#
# The tests then run as two test processes side by side: SliderCommandLineTests with
# SliderWireTests (whose tests mostly wait for child processes), and every other target. Most
# tests run on the main actor, and one process has one main thread. SwiftPM holds the build
# folder's lock while `swift test` runs, so a second `swift test` would wait for the first: the
# first process is the test executable itself (`--testing-library swift-testing`; its targets
# have no XCTest tests), the second `swift test` without the XCTest tests. Those few run in the
# first's place once it ends (`--testing-library xctest`), off the second's path: one plants a
# trap, and the runtime's backtracer of the crashed worker, one thread among the two processes'
# many, can wait 20 s for a core. Where the executable is a bundle that only `swift test` runs
# (macOS), the first is `swift test` too, the second runs the XCTest tests, and the two run one
# after the other. The first one's output is shown as it runs, the second's after it.
#
# The example package's debug build and then its tests start at once, beside the package's, at
# the lowest scheduling priority (nice 19): they take the cores the package's build and tests
# leave, which is little until those end. Their output goes to a log shown after the package's
# tests, so the two never interleave.
set -uo pipefail
cd "$(dirname "$0")/.."
export SLIDER_CONFORMANCE_TEST_BUILD=1
failed=()
example_log=$(mktemp "${TMPDIR:-/tmp}/example-tests.XXXXXX")
others_log=$(mktemp "${TMPDIR:-/tmp}/package-tests.XXXXXX")
trap 'rm -f "$example_log" "$others_log"' EXIT

# The example package: a failed build fails again, and is named, in its `swift test`.
(cd Examples/CustomSliderPackage && nice -n 19 swift build --build-tests; exec nice -n 19 swift test) >"$example_log" 2>&1 &
example=$!

shard='^(SliderCommandLineTests|SliderWireTests)\.'
if swift build -c release --build-tests -Xswiftc -enable-testing; then
    first=("$(swift build -c release --show-bin-path)/SliderConformancePackageTests.xctest" --testing-library swift-testing --filter "$shard")
    xctests=("${first[0]}" --testing-library xctest)
    second=(swift test -c release --skip-build --skip "$shard" --disable-xctest)
    if [[ ! -f "${first[0]}" || ! -x "${first[0]}" ]]; then
        first=(swift test -c release --skip-build --filter "$shard")
        xctests=()
        second=(swift test -c release --skip-build --skip "$shard")
    fi
    "${second[@]}" >"$others_log" 2>&1 &
    others=$!
    "${first[@]}" || failed+=("the package's command-line and wire tests (SLIDER_CONFORMANCE_TEST_BUILD=1 swift test -c release --filter '$shard')")
    if ((${#xctests[@]} > 0)); then
        "${xctests[@]}" || failed+=("the package's XCTest tests (SLIDER_CONFORMANCE_TEST_BUILD=1 swift test -c release --disable-swift-testing)")
    fi
    wait "$others" || failed+=("the package's other tests (SLIDER_CONFORMANCE_TEST_BUILD=1 swift test -c release --skip '$shard')")
    echo "The package's other tests (beside the command-line and wire tests):"
    cat "$others_log"
else
    failed+=("the package's build (SLIDER_CONFORMANCE_TEST_BUILD=1 swift build -c release --build-tests -Xswiftc -enable-testing)")
fi
wait "$example" || failed+=("the example package's tests (Examples/CustomSliderPackage: swift test)")
echo "Examples/CustomSliderPackage: swift build --build-tests, then swift test (beside the package's tests):"
cat "$example_log"
if ((${#failed[@]} > 0)); then
    printf 'scripts/test.sh: failed: %s\n' "${failed[@]}" >&2
    exit 1
fi
