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
# The tests then run as five test processes side by side: SliderCommandLineTests in two halves
# by suite name (A–M, then N–Z with SliderWireTests; their tests mostly wait for child
# processes), SliderEngineTests in two (A–C, D–Z: the causes and adoption suites are the longest),
# and every other target. Most tests run on the main actor, one after the other, and a process
# has one main thread: in fewer processes, each main thread got too small a share of the cores
# beside the others' threads, and its chain of tests ended alone. All five are the test
# executable itself (`--testing-library swift-testing` with `--filter` or `--skip`; no
# `swift test`, which holds the build folder's lock while it runs, so a second would wait for
# the first). The few XCTest tests run in the first's place once it ends
# (`--testing-library xctest`): one plants a trap, and the runtime's backtracer of the crashed
# worker, one thread among the processes' many, can wait 20 s for a core. Where the executable
# is a bundle that only `swift test` runs (macOS), the first is `swift test --filter` of the
# command-line and wire tests, the second `swift test --skip` of them with the XCTest tests, and
# the two run one after the other. The first one's output is shown as it runs, the others'
# after it, in order.
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
logs=()
trap 'rm -f "$example_log" "${logs[@]}"' EXIT

# The example package: a failed build fails again, and is named, in its `swift test`.
(cd Examples/CustomSliderPackage && nice -n 19 swift build --build-tests; exec nice -n 19 swift test) >"$example_log" 2>&1 &
example=$!

# The processes beside the first: what each runs (`--filter` or `--skip` and a pattern), named.
names=("command-line tests N–Z and wire tests" "engine tests A–C" "engine tests D–Z" "other tests")
modes=(--filter --filter --filter --skip)
patterns=('^(SliderCommandLineTests\.[N-Z]|SliderWireTests\.)' '^SliderEngineTests\.[A-C]' '^SliderEngineTests\.[D-Z]'
    '^(SliderCommandLineTests|SliderWireTests|SliderEngineTests)\.')
first_name="command-line tests A–M"
first_pattern='^SliderCommandLineTests\.[A-M]'
if swift build -c release --build-tests -Xswiftc -enable-testing; then
    tests="$(swift build -c release --show-bin-path)/SliderConformancePackageTests.xctest"
    first=("$tests" --testing-library swift-testing --filter "$first_pattern")
    xctests=("$tests" --testing-library xctest)
    if [[ ! -f "$tests" || ! -x "$tests" ]]; then
        first_name="command-line and wire tests"
        first_pattern='^(SliderCommandLineTests|SliderWireTests)\.'
        first=(swift test -c release --skip-build --filter "$first_pattern")
        xctests=()
        names=("other tests")
        modes=(--skip)
        patterns=("$first_pattern")
    fi
    pids=()
    for i in "${!names[@]}"; do
        logs+=("$(mktemp "${TMPDIR:-/tmp}/package-tests.XXXXXX")")
        if ((${#xctests[@]} > 0)); then
            "$tests" --testing-library swift-testing "${modes[$i]}" "${patterns[$i]}" >"${logs[$i]}" 2>&1 &
        else
            swift test -c release --skip-build "${modes[$i]}" "${patterns[$i]}" >"${logs[$i]}" 2>&1 &
        fi
        pids+=($!)
    done
    "${first[@]}" || failed+=("the package's $first_name (SLIDER_CONFORMANCE_TEST_BUILD=1 swift test -c release --filter '$first_pattern')")
    if ((${#xctests[@]} > 0)); then
        "${xctests[@]}" || failed+=("the package's XCTest tests (SLIDER_CONFORMANCE_TEST_BUILD=1 swift test -c release --disable-swift-testing)")
    fi
    for i in "${!names[@]}"; do
        wait "${pids[$i]}" || failed+=("the package's ${names[$i]} (SLIDER_CONFORMANCE_TEST_BUILD=1 swift test -c release ${modes[$i]} '${patterns[$i]}')")
        echo "The package's ${names[$i]} (beside the others):"
        cat "${logs[$i]}"
    done
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
