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
# The tests then run as three test processes side by side: SliderCommandLineTests with
# SliderWireTests (whose tests mostly wait for child processes), SliderEngineTests, and every other
# target. Most tests run on the main actor, and one process has one main thread: the engine's
# tests are the longest chain of them, and beside the others' they get a third of the cores
# rather than the half a process of their own gets. The three are the test executable itself
# (`--testing-library swift-testing` with `--filter` or `--skip`; no `swift test`, which holds the
# build folder's lock while it runs, so a second would wait for the first). The few XCTest tests
# run in the first's place once it ends (`--testing-library xctest`): one plants a trap, and the
# runtime's backtracer of the crashed worker, one thread among the processes' many, can wait 20 s
# for a core. Where the executable is a bundle that only `swift test` runs (macOS), the first is
# `swift test --filter`, the second `swift test --skip` with the XCTest tests, and the two run one
# after the other. The first one's output is shown as it runs, the others' after it.
#
# The example package's debug build and then its tests start at once, beside the package's, at
# the lowest scheduling priority (nice 19): they take the cores the package's build and tests
# leave, which is little until those end. Their output goes to a log shown after the package's
# tests, so the two never interleave.
#
# When a part fails, the command ends by repeating each failing part's failure lines (Swift
# Testing's `✘` lines, XCTest's `error:` lines, the build's `error:` lines) under its name, so the
# end of a long log, which is what CI shows, says which tests failed and where.
set -uo pipefail
cd "$(dirname "$0")/.."
export SLIDER_CONFORMANCE_TEST_BUILD=1
failed=()
example_log=$(mktemp "${TMPDIR:-/tmp}/example-tests.XXXXXX")
second_log=$(mktemp "${TMPDIR:-/tmp}/package-tests.XXXXXX")
third_log=$(mktemp "${TMPDIR:-/tmp}/package-tests.XXXXXX")
first_log=$(mktemp "${TMPDIR:-/tmp}/package-tests.XXXXXX")
xctest_log=$(mktemp "${TMPDIR:-/tmp}/package-tests.XXXXXX")
build_log=$(mktemp "${TMPDIR:-/tmp}/package-build.XXXXXX")
trap 'rm -f "$example_log" "$second_log" "$third_log" "$first_log" "$xctest_log" "$build_log"' EXIT
failed_logs=()

# fail DESCRIPTION LOG: records a failed part, and the log whose failure lines the end repeats.
fail() {
    failed+=("$1")
    failed_logs+=("$2")
}

# The example package: a failed build fails again, and is named, in its `swift test`.
(cd Examples/CustomSliderPackage && nice -n 19 swift build --build-tests; exec nice -n 19 swift test) >"$example_log" 2>&1 &
example=$!

commandLine='^(SliderCommandLineTests|SliderWireTests)\.'
engine='^SliderEngineTests\.'
either='^(SliderCommandLineTests|SliderWireTests|SliderEngineTests)\.'
if swift build -c release --build-tests -Xswiftc -enable-testing 2>&1 | tee "$build_log"; then
    tests="$(swift build -c release --show-bin-path)/SliderConformancePackageTests.xctest"
    first=("$tests" --testing-library swift-testing --filter "$commandLine")
    xctests=("$tests" --testing-library xctest)
    second=("$tests" --testing-library swift-testing --filter "$engine")
    third=("$tests" --testing-library swift-testing --skip "$either")
    if [[ ! -f "$tests" || ! -x "$tests" ]]; then
        first=(swift test -c release --skip-build --filter "$commandLine")
        xctests=()
        second=(swift test -c release --skip-build --skip "$commandLine")
        third=()
    fi
    "${second[@]}" >"$second_log" 2>&1 &
    second_tests=$!
    if ((${#third[@]} > 0)); then
        "${third[@]}" >"$third_log" 2>&1 &
        third_tests=$!
    fi
    "${first[@]}" 2>&1 | tee "$first_log" \
        || fail "the package's command-line and wire tests (SLIDER_CONFORMANCE_TEST_BUILD=1 swift test -c release --filter '$commandLine')" "$first_log"
    if ((${#xctests[@]} > 0)); then
        "${xctests[@]}" 2>&1 | tee "$xctest_log" \
            || fail "the package's XCTest tests (SLIDER_CONFORMANCE_TEST_BUILD=1 swift test -c release --disable-swift-testing)" "$xctest_log"
    fi
    if ((${#third[@]} > 0)); then
        wait "$second_tests" || fail "the package's engine tests (SLIDER_CONFORMANCE_TEST_BUILD=1 swift test -c release --filter '$engine')" "$second_log"
        echo "The package's engine tests (beside the command-line and wire tests):"
        cat "$second_log"
        wait "$third_tests" || fail "the package's other tests (SLIDER_CONFORMANCE_TEST_BUILD=1 swift test -c release --skip '$either')" "$third_log"
        echo "The package's other tests (beside them):"
        cat "$third_log"
    else
        wait "$second_tests" || fail "the package's other tests (SLIDER_CONFORMANCE_TEST_BUILD=1 swift test -c release --skip '$commandLine')" "$second_log"
        echo "The package's other tests (after the command-line and wire tests):"
        cat "$second_log"
    fi
else
    fail "the package's build (SLIDER_CONFORMANCE_TEST_BUILD=1 swift build -c release --build-tests -Xswiftc -enable-testing)" "$build_log"
fi
wait "$example" || fail "the example package's tests (Examples/CustomSliderPackage: swift test)" "$example_log"
echo "Examples/CustomSliderPackage: swift build --build-tests, then swift test (beside the package's tests):"
cat "$example_log"
if ((${#failed[@]} > 0)); then
    echo
    echo "What failed (each failing part's failure lines, repeated from its output above):"
    for i in "${!failed[@]}"; do
        echo "${failed[$i]}:"
        # `file:line: error: ` or a line of its own; not a trap's "Fatal error: " in a backtrace.
        lines=$(grep -E '^✘|^error: |: error: ' "${failed_logs[$i]}" | head -n 60)
        if [[ -n "$lines" ]]; then
            printf '%s\n' "$lines" | sed 's/^/    /'
        else
            echo "    (no failure line: the process ended early; its last lines)"
            tail -n 5 "${failed_logs[$i]}" | sed 's/^/    /'
        fi
    done
    printf 'scripts/test.sh: failed: %s\n' "${failed[@]}" >&2
    exit 1
fi
