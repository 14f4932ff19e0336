#!/usr/bin/env bash
# Nightly conformance fuzzing: a time-budgeted run with a fresh seed on every bundled
# implementation and on the --exec commands in NIGHTLY_EXEC, saving new shrunk failures into
# Corpus/, with a JUnit report and a Markdown conformance matrix.
set -euo pipefail

usage() {
    cat <<'USAGE'
USAGE: scripts/nightly-fuzz.sh [--time <seconds>] [--shard <k>/<n>] [--out <folder>]
                               [--corpus <folder>] [--implementation <name>]

Builds slider-conformance (release), prints the seed, replays the corpus, then fuzzes with a
fresh seed for the time budget and saves new shrunk failures into the corpus.

OPTIONS:
  --time <seconds>         Time budget per implementation (default: 600).
  --shard <k>/<n>          Run only the k-th of n shards (for parallel CI jobs).
  --out <folder>           Where to write conformance.xml (JUnit) and conformance-matrix.md
                           (default: the current folder).
  --corpus <folder>        The corpus (default: Corpus).
  --implementation <name>  One bundled implementation instead of all of them.
  -h, --help               Show this help.

ENVIRONMENT:
  SEED          The seed to use instead of a fresh one from /dev/urandom.
  NIGHTLY_EXEC  Commands of implementations in other processes (PROTOCOL.md), one per line,
                e.g. 'python3 Examples/python/slider_adapter.py'.
  SLIDER_CONFORMANCE  A built slider-conformance binary to use instead of building one.

EXIT CODES: those of slider-conformance fuzz: 0 conformant, 1 unexpected failures, 2 bad input.
USAGE
}

time_budget=600
shard=""
out="."
corpus="Corpus"
implementation="all"
while [[ $# -gt 0 ]]; do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --time) time_budget="$2"; shift 2 ;;
        --shard) shard="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --corpus) corpus="$2"; shift 2 ;;
        --implementation) implementation="$2"; shift 2 ;;
        *) echo "error: unknown argument '$1'" >&2; usage >&2; exit 64 ;;
    esac
done

seed="${SEED:-$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')}"
echo "seed: $seed"

cd "$(dirname "$0")/.."
if [[ -n "${SLIDER_CONFORMANCE:-}" ]]; then
    tool="$SLIDER_CONFORMANCE"
else
    swift build -c release --product slider-conformance >&2
    tool="$(swift build -c release --show-bin-path)/slider-conformance"
fi

mkdir -p "$out"
arguments=(fuzz --implementation "$implementation" --seed "$seed" --time "$time_budget"
    --sequences 1000000000 --corpus "$corpus" --format junit --output "$out/conformance.xml"
    --matrix "$out/conformance-matrix.md")
[[ -n "$shard" ]] && arguments+=(--shard "$shard")
if [[ -n "${NIGHTLY_EXEC:-}" ]]; then
    while IFS= read -r command; do
        [[ -n "$command" ]] && arguments+=(--exec "$command")
    done <<< "$NIGHTLY_EXEC"
fi

status=0
"$tool" "${arguments[@]}" || status=$?
echo "seed: $seed (rerun with SEED=$seed); reports: $out/conformance.xml, $out/conformance-matrix.md"
exit "$status"
