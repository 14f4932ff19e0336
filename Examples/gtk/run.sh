#!/usr/bin/env bash
# Starts the GtkScale adapter (gtk_slider_adapter.py) with Debian's /usr/bin/python3 and GTK 3
# (python3-gi, gir1.2-gtk-3.0), on the current X display or, without one, on a private Xvfb
# display that ends with it. `run.sh --check` prints why the toolkit cannot run here and exits 1,
# or exits 0.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
python=/usr/bin/python3
install="scripts/install-toolkits.sh, or: apt-get install python3-gi gir1.2-gtk-3.0 xvfb"
if [ "${1:-}" = --check ]; then
    [ -x "$python" ] || { echo "/usr/bin/python3 is missing ($install)"; exit 1; }
    "$python" -c "import gi" 2>/dev/null || { echo "python3-gi is not installed ($install)"; exit 1; }
    "$python" -c "import gi; gi.require_version('Gtk', '3.0'); from gi.repository import Gtk" 2>/dev/null \
        || { echo "GTK 3's introspection data (gir1.2-gtk-3.0) is not installed ($install)"; exit 1; }
    [ -n "${DISPLAY:-}" ] || command -v Xvfb >/dev/null || { echo "no display and no Xvfb ($install)"; exit 1; }
    exit 0
fi
export GDK_BACKEND=x11
if [ -z "${DISPLAY:-}" ]; then
    number=$(mktemp)
    Xvfb -displayfd 3 -nolisten tcp -screen 0 800x600x24 3>"$number" 2>/dev/null &
    server=$!
    trap 'kill $server 2>/dev/null; rm -f "$number"' EXIT
    for _ in $(seq 100); do [ -s "$number" ] && break; sleep 0.05; done
    export DISPLAY=":$(head -n1 "$number")"
fi
"$python" "$here/gtk_slider_adapter.py"
