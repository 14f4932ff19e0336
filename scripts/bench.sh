#!/usr/bin/env bash
# Builds the release configuration and runs the benchmark, passing every argument on
# (e.g. --long-seconds 600, --mutant IgnoresValueAboveRange). With BENCH_OUTPUT set, the
# figures are also written to that file. BENCHMARKS.md records them against the targets.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release
if [[ -n "${BENCH_OUTPUT:-}" ]]; then
    swift run --quiet -c release slider-conformance bench "$@" | tee "$BENCH_OUTPUT"
else
    swift run --quiet -c release slider-conformance bench "$@"
fi
