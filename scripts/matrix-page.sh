#!/usr/bin/env bash
# The conformance matrix page: fuzzes every bundled implementation, the Python reference adapter
# and the real toolkits whose adapters can run here (Examples/tk, Examples/swing; each skipped
# with a message when its toolkit is missing), one JSON report each, then merges them with
# `slider-conformance matrix` into <out>/index.html, <out>/matrix.md and <out>/merged.json.
#
# USAGE: scripts/matrix-page.sh [<out>]      (default out: .build/matrix)
#
# ENVIRONMENT:
#   SEQUENCES           Sequences per implementation (default 200).
#   SEED                The seed (default 0).
#   PREVIOUS            A merged.json of an earlier night: the page leads with what changed, and
#                       the script exits 1 on a new failure.
#   SLIDER_CONFORMANCE  A built slider-conformance to use instead of building the release one.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/matrix}
sequences=${SEQUENCES:-200}
seed=${SEED:-0}
if [ -z "${SLIDER_CONFORMANCE:-}" ]; then
    swift build -c release --product slider-conformance >&2
    SLIDER_CONFORMANCE=.build/release/slider-conformance
fi
bin=$SLIDER_CONFORMANCE
mkdir -p "$out/reports"
rm -f "$out"/reports/*.json

# fuzz exits 1 on an unexpected failure: the matrix shows it, so the page is still written.
fuzz() {
    local name=$1; shift
    "$bin" fuzz --no-save --seed "$seed" --sequences "$sequences" --format json --output "$out/reports/$name.json" "$@" >&2 || [ $? -eq 1 ]
}

fuzz bundled --implementation all
fuzz python-adapter --exec "python3 Examples/python/slider_adapter.py"
for toolkit in Examples/tk Examples/swing; do
    [ -x "$toolkit/run.sh" ] || continue
    if reason=$("$toolkit/run.sh" --check 2>&1); then
        fuzz "$(basename "$toolkit")" --exec "$toolkit/run.sh" --timeout 10
    else
        echo "matrix-page: skipping $toolkit: $reason" >&2
    fi
done

previous=()
if [ -n "${PREVIOUS:-}" ]; then previous=(--previous "$PREVIOUS"); fi
"$bin" matrix "${previous[@]}" --html "$out/index.html" --markdown "$out/matrix.md" --json "$out/merged.json" "$out"/reports/*.json
echo "matrix-page: wrote $out/index.html, $out/matrix.md and $out/merged.json" >&2
