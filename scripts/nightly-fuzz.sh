#!/usr/bin/env bash
# Nightly conformance fuzzing: a time-budgeted run with one seed per night on every bundled
# implementation and on the --exec commands in NIGHTLY_EXEC, saving new shrunk failures into
# the corpus, with a JUnit report, a JSON report (for `slider-conformance matrix`) and a Markdown
# conformance matrix. The CI workflow
# .github/workflows/nightly-conformance.yml runs it once per shard.
set -euo pipefail

usage() {
    cat <<'USAGE'
USAGE: scripts/nightly-fuzz.sh [--time <seconds>] [--shard <k>/<n>] [--seed <n>] [--out <folder>]
                               [--corpus <folder>] [--implementation <name>] [--dry-run]

Builds slider-conformance (release), prints the seed (hex, as the report does), replays the
corpus, then fuzzes for the time budget and saves new shrunk failures into the corpus. New
corpus entries are also copied to <out>/new-corpus/. A failing night prints its failures
(rule, statement and Swift snippet) in the log.

OPTIONS:
  --time <seconds>         Time budget for the whole run, shared by the implementations
                           (default: 600).
  --shard <k>/<n>          Run only the k-th of n shards (for parallel CI jobs).
  --seed <n>               The seed, decimal or 0x-hex (default: $SEED; else, with --shard,
                           one derived from today's UTC date, so every shard of a night
                           shares it; else a fresh one from /dev/urandom).
  --out <folder>           Where to write conformance.xml (JUnit), conformance.json (for
                           'slider-conformance matrix'), conformance-matrix.md and
                           new-corpus/ (default: the current folder).
  --corpus <folder>        The corpus (default: Corpus in the package).
  --implementation <name>  One bundled implementation instead of all of them.
  --dry-run                Validate the arguments and print the commands, run nothing.
  -h, --help               Show this help.

Relative --out and --corpus are resolved from the current folder.

ENVIRONMENT:
  SEED          The seed to use, decimal or 0x-hex (--seed wins).
  NIGHTLY_EXEC  Commands of implementations in other processes (PROTOCOL.md), one per line,
                e.g. 'python3 Examples/python/slider_adapter.py'.
  SLIDER_CONFORMANCE  A built slider-conformance binary to use instead of building one.

EXIT CODES: those of slider-conformance fuzz: 0 conformant, 1 unexpected failures, 2 bad input;
            64 a usage error (checked before anything is built).
USAGE
}

fail_usage() {
    echo "error: $1" >&2
    echo "See 'scripts/nightly-fuzz.sh --help'." >&2
    exit 64
}

# The value of option $1, or a usage error when it is missing.
need_value() {
    if [[ $# -lt 2 || -z "$2" || "$2" == --* ]]; then fail_usage "$1 needs a value."; fi
}

# Seed $1 as lowercase 0x-hex without leading zeros, as the report prints it.
hex_seed() {
    local seed="$1"
    if [[ "$seed" =~ ^0[xX]([0-9a-fA-F]{1,16})$ ]]; then
        local digits="${BASH_REMATCH[1],,}"
        digits="${digits#"${digits%%[!0]*}"}"
        echo "0x${digits:-0}"
    elif [[ "$seed" =~ ^[0-9]{1,18}$ ]]; then
        printf '0x%x\n' "$((10#$seed))"
    else
        return 1
    fi
}

time_budget=600
shard=""
seed="${SEED:-}"
out="."
corpus=""
implementation="all"
dry_run=false
while [[ $# -gt 0 ]]; do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --time|--shard|--seed|--out|--corpus|--implementation)
            need_value "$@"
            case "$1" in
                --time) time_budget="$2" ;;
                --shard) shard="$2" ;;
                --seed) seed="$2" ;;
                --out) out="$2" ;;
                --corpus) corpus="$2" ;;
                --implementation) implementation="$2" ;;
            esac
            shift 2 ;;
        --dry-run) dry_run=true; shift ;;
        *) fail_usage "unknown argument '$1'." ;;
    esac
done

# Validate everything before building anything.
[[ "$time_budget" =~ ^[0-9]+$ && "$time_budget" -ge 1 && "$time_budget" -le 1000000 ]] ||
    fail_usage "--time takes a whole number of seconds from 1 to 1000000, not '$time_budget'."
if [[ -n "$shard" ]]; then
    [[ "$shard" =~ ^([0-9]{1,9})/([0-9]{1,9})$ ]] && (( 10#${BASH_REMATCH[1]} >= 1 && 10#${BASH_REMATCH[1]} <= 10#${BASH_REMATCH[2]} )) ||
        fail_usage "--shard takes k/n with 1 <= k <= n, such as 2/4, not '$shard'."
fi
[[ "$implementation" =~ ^[A-Za-z0-9._-]+$ ]] || fail_usage "--implementation takes a name, not '$implementation'."
if [[ -z "$seed" ]]; then
    if [[ -n "$shard" ]]; then
        # One seed per night for every shard: 64 bits of a hash of the UTC date.
        seed="0x$(printf 'slider-conformance nightly %s' "$(date -u +%F)" | sha256sum | cut -c1-16)"
    else
        seed="0x$(od -An -N8 -tx8 /dev/urandom | tr -d ' \n')"
    fi
fi
seed="$(hex_seed "$seed")" || fail_usage "the seed must be decimal (at most 18 digits) or 0x-hex (at most 16 digits), not '${seed}'."

# --out and --corpus name folders from where the script was started.
absolute() { if [[ "$1" == /* ]]; then echo "$1"; elif [[ "$1" == . ]]; then echo "$PWD"; else echo "$PWD/${1#./}"; fi; }
out="$(absolute "$out")"
package="$(cd "$(dirname "$0")/.." && pwd)"
corpus="$(absolute "${corpus:-$package/Corpus}")"
tool="${SLIDER_CONFORMANCE:+$(absolute "$SLIDER_CONFORMANCE")}"

echo "seed: $seed${shard:+ (shard $shard)}"

build=(swift build -c release --product slider-conformance)
arguments=(fuzz --implementation "$implementation" --seed "$seed" --total-time "$time_budget"
    --sequences 1000000000 --corpus "$corpus" --format junit --output "$out/conformance.xml"
    --json "$out/conformance.json" --matrix "$out/conformance-matrix.md")
[[ -n "$shard" ]] && arguments+=(--shard "$shard")
if [[ -n "${NIGHTLY_EXEC:-}" ]]; then
    while IFS= read -r command; do
        [[ -n "$command" ]] && arguments+=(--exec "$command")
    done <<< "$NIGHTLY_EXEC"
fi

if $dry_run; then
    [[ -z "$tool" ]] && echo "would run (in $package): ${build[*]}"
    printf 'would run: %s' "${tool:-slider-conformance}"
    printf ' %q' "${arguments[@]}"
    printf '\n'
    exit 0
fi

cd "$package"
if [[ -z "$tool" ]]; then
    "${build[@]}" >&2
    tool="$(swift build -c release --show-bin-path)/slider-conformance"
fi

mkdir -p "$out"
before="$(mktemp)"
trap 'rm -f "$before"' EXIT
if [[ -d "$corpus" ]]; then (cd "$corpus" && find . -name '*.json' -not -path './.in-flight/*' | sort) > "$before"; fi

status=0
"$tool" "${arguments[@]}" || status=$?

# New corpus entries, for CI to upload.
if [[ -d "$corpus" ]]; then
    (cd "$corpus" && find . -name '*.json' -not -path './.in-flight/*' | sort) | comm -13 "$before" - | while IFS= read -r entry; do
        mkdir -p "$out/new-corpus/$(dirname "$entry")"
        cp "$corpus/$entry" "$out/new-corpus/$entry"
        echo "new corpus entry: ${entry#./}"
    done
fi

if [[ "$status" -ne 0 && -f "$out/conformance-matrix.md" ]]; then
    echo "the night failed (exit $status); its failures:"
    sed -n '/^## Failures/,/^## All rules/p' "$out/conformance-matrix.md" | sed '$d'
fi
echo "seed: $seed (rerun with SEED=$seed${shard:+ --shard $shard}); reports: $out/conformance.xml, $out/conformance.json, $out/conformance-matrix.md"
exit "$status"
