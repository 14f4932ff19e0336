#!/usr/bin/env bash
# Regenerates CONFORMANCE.md from the rule catalogue. A test fails when the file is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run --quiet -c release slider-conformance rules --markdown > CONFORMANCE.md.tmp
mv CONFORMANCE.md.tmp CONFORMANCE.md
echo "CONFORMANCE.md regenerated ($(grep -c '^#### `' CONFORMANCE.md) rules)."
