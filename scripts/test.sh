#!/usr/bin/env bash
# The project's test command (README's, and what .ci/run runs): the package's tests, then the
# example package's (Examples/CustomSliderPackage, which depends on this one by path and builds
# into its own .build folder), run from its own folder so its corpus is read and written there.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test
cd Examples/CustomSliderPackage
swift test
