#!/usr/bin/env bash
# The conformance matrix page: fuzzes every bundled implementation, the Python reference adapter
# and the real toolkits whose adapters can run here (Examples/tk, Examples/swing, Examples/qt,
# Examples/browser, Examples/gtk; each skipped with a message when its toolkit is missing), one JSON report
# each, then merges them with `slider-conformance matrix` into <out>/index.html, <out>/matrix.md
# and <out>/merged.json.
#
# USAGE: scripts/matrix-page.sh [--reports <folder>] [--previous <file or URL>] [--dry-run] [<out>]
#                                                       (default out: .build/matrix)
#
#   --reports <folder>   Merge the JSON reports under <folder> (e.g. the nightly shards') instead
#                        of fuzzing the bundled implementations and the Python adapter; the
#                        toolkits are still fuzzed.
#   --previous <file or URL>
#                        An earlier night's merged.json (a URL is fetched with curl; missing, as
#                        on the first night, means no trend): the page leads with what changed.
#   --dry-run            Print the commands, run nothing.
#
# ENVIRONMENT:
#   SEQUENCES           Sequences per implementation (default 200).
#   SEED                The seed (default 0).
#   PREVIOUS            As --previous (the option wins).
#   SLIDER_CONFORMANCE  A built slider-conformance to use instead of building the release one.
#
# EXIT CODES: those of `slider-conformance matrix` (1: a new failure since --previous), once the
# page is written; 64 a usage error.
set -euo pipefail
reports=""
previous=${PREVIOUS:-}
dry_run=false
out=.build/matrix
while [ $# -gt 0 ]; do
    case "$1" in
        --reports|--previous)
            [ $# -ge 2 ] && [ -n "$2" ] || { echo "matrix-page: $1 needs a value" >&2; exit 64; }
            if [ "$1" = --reports ]; then reports=$2; else previous=$2; fi
            shift 2 ;;
        --dry-run) dry_run=true; shift ;;
        -*) echo "matrix-page: unknown option '$1'" >&2; exit 64 ;;
        *) out=$1; shift ;;
    esac
done
# Folders and files are named from where the script was started.
absolute() { case "$1" in /*|*://*|"") echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
out=$(absolute "$out")
reports=$(absolute "$reports")
previous=$(absolute "$previous")
[ -z "$reports" ] || [ -d "$reports" ] || { echo "matrix-page: --reports: no folder $reports" >&2; exit 64; }
cd "$(dirname "$0")/.."
sequences=${SEQUENCES:-200}
seed=${SEED:-0}
if $dry_run; then
    bin=${SLIDER_CONFORMANCE:-slider-conformance}
    run() { printf 'would run:'; printf ' %q' "$@"; printf '\n'; }
else
    if [ -z "${SLIDER_CONFORMANCE:-}" ]; then
        swift build -c release --product slider-conformance >&2
        SLIDER_CONFORMANCE=.build/release/slider-conformance
    fi
    bin=$SLIDER_CONFORMANCE
    run() { "$@"; }
    mkdir -p "$out/reports"
    rm -f "$out"/reports/*.json "$out/previous.json"
fi

# fuzz exits 1 on an unexpected failure and 3 on adapter diagnostics alone: the matrix shows
# both, so the page is still written.
fuzz() {
    local name=$1; shift
    local command=("$bin" fuzz --no-save --seed "$seed" --sequences "$sequences" --format json --output "$out/reports/$name.json" "$@")
    if $dry_run; then run "${command[@]}"; else "${command[@]}" >&2 || { local exit=$?; [ $exit -eq 1 ] || [ $exit -eq 3 ]; }; fi
}

if [ -z "$reports" ]; then
    fuzz bundled --implementation all
    fuzz python-adapter --exec "python3 Examples/python/slider_adapter.py"
fi
for toolkit in Examples/tk Examples/swing Examples/qt Examples/browser Examples/gtk; do
    [ -x "$toolkit/run.sh" ] || continue
    if reason=$("$toolkit/run.sh" --check 2>&1); then
        fuzz "$(basename "$toolkit")" --exec "$toolkit/run.sh" --timeout 10
    else
        echo "matrix-page: skipping $toolkit: $reason" >&2
    fi
done

inputs=()
if [ -n "$reports" ]; then
    while IFS= read -r report; do inputs+=("$report"); done < <(find "$reports" -name '*.json' | sort)
fi
if $dry_run; then
    inputs+=("$out/reports/*.json")
else
    for report in "$out"/reports/*.json; do [ -e "$report" ] && inputs+=("$report"); done
fi

trend=()
case "$previous" in
    "") ;;
    *://*)
        if $dry_run; then
            run curl -fsSL -o "$out/previous.json" "$previous"
            trend=(--previous "$out/previous.json")
        elif curl -fsSL -o "$out/previous.json" "$previous"; then
            trend=(--previous "$out/previous.json")
        else
            echo "matrix-page: no previous night at $previous (the first night?): the page has no trend" >&2
        fi ;;
    *) trend=(--previous "$previous") ;;
esac
status=0
run "$bin" matrix "${trend[@]}" --html "$out/index.html" --markdown "$out/matrix.md" --json "$out/merged.json" "${inputs[@]}" ||
    status=$?
$dry_run || [ "$status" -gt 1 ] || echo "matrix-page: wrote $out/index.html, $out/matrix.md and $out/merged.json" >&2
exit "$status"
