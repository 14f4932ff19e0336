#!/usr/bin/env bash
# Starts the <input type="range"> adapter (browser_range_adapter.py) with Debian's headless
# Chromium, driven through the DevTools protocol on a pipe (no display, no port).
# `run.sh --check` prints why the browser cannot run here and exits 1, or exits 0.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
python=/usr/bin/python3
# Debian's /usr/bin/chromium is a shell wrapper; the browser itself is beside its libraries.
chromium=${CHROMIUM:-/usr/lib/chromium/chromium}
if [ "${1:-}" = --check ]; then
    [ -x "$python" ] || { echo "/usr/bin/python3 is missing"; exit 1; }
    [ -x "$chromium" ] || { echo "no Chromium at $chromium (scripts/install-chromium.sh)"; exit 1; }
    "$chromium" --version >/dev/null 2>&1 || { echo "$chromium does not start"; exit 1; }
    exit 0
fi
exec "$python" -B "$here/browser_range_adapter.py" "$chromium"
