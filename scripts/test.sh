#!/usr/bin/env bash
# The project's test command (README's, and what .ci/run runs): the package's tests, then the
# example package's (Examples/CustomSliderPackage, which depends on this one by path and builds
# into its own .build folder), run from its own folder so its corpus is read and written there.
# The package's tests run on the optimised build: they check many thousands of sequences, which
# the release build runs several times faster than the debug one (`swift test` works too).
set -euo pipefail
cd "$(dirname "$0")/.."
swift test -c release
cd Examples/CustomSliderPackage
swift test
