#!/usr/bin/env bash
# Starts the JSlider adapter (SwingSliderAdapter.java), headless, compiled once into a cache
# folder (again when the source is newer). `run.sh --check` prints why the toolkit cannot run
# here and exits 1, or exits 0.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" = --check ]; then
    command -v javac >/dev/null && command -v java >/dev/null || { echo "no JDK (javac and java; scripts/install-toolkits.sh)"; exit 1; }
    exit 0
fi
cache=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/slider-conformance/swing
if [ ! -f "$cache/SwingSliderAdapter.class" ] || [ "$here/SwingSliderAdapter.java" -nt "$cache/SwingSliderAdapter.class" ]; then
    mkdir -p "$cache"
    build=$(mktemp -d "$cache/build.XXXXXX")
    javac -d "$build" "$here/SwingSliderAdapter.java" >&2 || exit 3
    for class in "$build"/*.class; do mv -f "$class" "$cache/"; done
    rmdir "$build"
fi
exec java -Djava.awt.headless=true -XX:TieredStopAtLevel=1 -Xshare:auto -cp "$cache" SwingSliderAdapter
