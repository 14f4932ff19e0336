#!/usr/bin/env bash
# The project's test command (README's, and what .ci/run runs): the package's tests, then the
# example package's (Examples/CustomSliderPackage, which depends on this one by path and builds
# into its own .build folder), run from its own folder so its corpus is read and written there.
# Every part runs even when an earlier one fails; the command fails at the end if any did,
# naming them. The package's tests run on the optimised build: they check many thousands of
# sequences, which the release build runs several times faster than the debug one (`swift test`
# works too).
set -uo pipefail
cd "$(dirname "$0")/.."
failed=()
swift test -c release || failed+=("the package's tests (swift test -c release)")
(cd Examples/CustomSliderPackage && swift test) || failed+=("the example package's tests (Examples/CustomSliderPackage: swift test)")
if ((${#failed[@]} > 0)); then
    printf 'scripts/test.sh: failed: %s\n' "${failed[@]}" >&2
    exit 1
fi
