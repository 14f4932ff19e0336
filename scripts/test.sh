#!/usr/bin/env bash
# The project's test command (README's, and what .ci/run runs): the package's tests, then the
# example package's (Examples/CustomSliderPackage, which depends on this one by path and builds
# into its own .build folder), run from its own folder so its corpus is read and written there.
# Every part runs even when an earlier one fails; the command fails at the end if any did,
# naming them. The package's tests run on the optimised build: they check many thousands of
# sequences, which the release build runs several times faster than the debug one (`swift test`
# works too). The test targets' own code is compiled without optimisation even then
# (Package.swift): it is glue around the optimised modules, and compiles in a fraction of the time.
#
# The example package's debug build starts at once, beside the package's, at the lowest
# scheduling priority (nice 19): it takes the cores the package's release build leaves, which is
# almost none, and then the ones its tests leave while they wait for child processes. Its output
# goes to a log shown after the package's tests, so the two never interleave.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=()
example_log=$(mktemp "${TMPDIR:-/tmp}/example-build.XXXXXX")
trap 'rm -f "$example_log"' EXIT
(cd Examples/CustomSliderPackage && exec nice -n 19 swift build --build-tests) >"$example_log" 2>&1 &
example_build=$!
swift test -c release || failed+=("the package's tests (swift test -c release)")
wait "$example_build"  # a failed build fails again, and is named, in the example's `swift test`
echo "Examples/CustomSliderPackage: swift build --build-tests (beside the package's tests):"
cat "$example_log"
(cd Examples/CustomSliderPackage && swift test) || failed+=("the example package's tests (Examples/CustomSliderPackage: swift test)")
if ((${#failed[@]} > 0)); then
    printf 'scripts/test.sh: failed: %s\n' "${failed[@]}" >&2
    exit 1
fi
