#!/usr/bin/env bash
# Starts the JSlider adapter (SwingSliderAdapter.java), headless, compiled once into a cache
# folder named by the source's checksum (a fresh clone of the same source reuses it; a changed
# source compiles again). `run.sh --check` prints why the toolkit cannot run here and exits 1, or
# compiles the adapter if it is not yet and exits 0, so a first run's handshake never waits for javac.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cache=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/slider-conformance/swing
classes=$cache/$(cksum < "$here/SwingSliderAdapter.java" | cut -d ' ' -f 1)

# Compiles the adapter into $classes unless it is there; javac's messages go to standard error.
compile() {
    [ -f "$classes/SwingSliderAdapter.class" ] && return 0
    mkdir -p "$cache" || return 1
    local build
    build=$(mktemp -d "$cache/build.XXXXXX") || return 1
    javac -d "$build" "$here/SwingSliderAdapter.java" >&2 || { rm -rf "$build"; return 1; }
    mv -T "$build" "$classes" 2>/dev/null || rm -rf "$build"  # another run may have compiled it meanwhile
}

if [ "${1:-}" = --check ]; then
    command -v javac >/dev/null && command -v java >/dev/null || { echo "no JDK (javac and java; scripts/install-toolkits.sh)"; exit 1; }
    compile || { echo "SwingSliderAdapter.java does not compile with $(javac -version 2>&1)"; exit 1; }
    exit 0
fi
compile || exit 3
exec java -Djava.awt.headless=true -XX:TieredStopAtLevel=1 -Xshare:auto -cp "$classes" SwingSliderAdapter
