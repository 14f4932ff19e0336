#!/usr/bin/env bash
# Starts the ttk.Scale adapter (tk_slider_adapter.py) with Debian's /usr/bin/python3, on the
# current display or, without one, on a private Xvfb display that ends with it.
# `run.sh --check` prints why the toolkit cannot run here and exits 1, or exits 0.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
python=/usr/bin/python3
if [ "${1:-}" = --check ]; then
    [ -x "$python" ] || { echo "/usr/bin/python3 is missing"; exit 1; }
    "$python" -c "import tkinter" 2>/dev/null || { echo "python3-tk is not installed (scripts/install-toolkits.sh)"; exit 1; }
    [ -n "${DISPLAY:-}" ] || command -v Xvfb >/dev/null || { echo "no display and no Xvfb (scripts/install-toolkits.sh)"; exit 1; }
    exit 0
fi
if [ -z "${DISPLAY:-}" ]; then
    number=$(mktemp)
    Xvfb -displayfd 3 -nolisten tcp -screen 0 800x600x24 3>"$number" 2>/dev/null &
    server=$!
    trap 'kill $server 2>/dev/null; rm -f "$number"' EXIT
    for _ in $(seq 100); do [ -s "$number" ] && break; sleep 0.05; done
    export DISPLAY=":$(head -n1 "$number")"
fi
"$python" "$here/tk_slider_adapter.py"
