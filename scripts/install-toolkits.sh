#!/usr/bin/env bash
# Installs what the real toolkits' adapters need (Examples/tk, Examples/swing, Examples/qt,
# Examples/browser) from Debian: python3-tk and Xvfb for Tk's ttk.Scale, a JDK for Swing's
# JSlider, chromium for the browser's <input type="range"> (Ubuntu's chromium is a snap stub that
# cannot run in a container: Examples/browser/run.sh --check then says so), and curl for
# scripts/matrix-page.sh's --previous <url>; for Qt's QSlider, python3-venv and the libraries Qt's
# offscreen platform loads, then PySide6 from PyPI (Examples/qt/requirements.txt) into a virtual
# environment of Debian's python3 (`Examples/qt/run.sh --venv` names it). Each part is skipped
# when it is there already, so a second run installs nothing. Debian's packages need root, or
# sudo without a password; where that or pip fails it says so and exits 0 (the toolkit tests then
# skip, saying why). Examples/gtk's GtkScale needs python3-gi and gir1.2-gtk-3.0 (PyGObject
# and GTK 3's introspection data, which bring GTK 3 itself) and Xvfb. `--dry-run` prints what it
# would install and installs nothing.
set -uo pipefail
dry_run=false
[ "${1:-}" = --dry-run ] && dry_run=true
here=$(cd "$(dirname "$0")" && pwd)
packages=()
/usr/bin/python3 -c "import tkinter" 2>/dev/null || packages+=(python3-tk)
/usr/bin/python3 -c "import gi; gi.require_version('Gtk', '3.0'); from gi.repository import Gtk" 2>/dev/null \
    || packages+=(python3-gi gir1.2-gtk-3.0)
command -v Xvfb >/dev/null 2>&1 || packages+=(xvfb)
command -v javac >/dev/null 2>&1 || packages+=(openjdk-17-jdk-headless)
[ -x /usr/lib/chromium/chromium ] || packages+=(chromium)
command -v curl >/dev/null 2>&1 || packages+=(curl)
# Qt: the virtual environment needs ensurepip (Debian's python3-venv); PySide6's Qt libraries and
# offscreen plugin load these libraries from the system (read with ldd from PySide6-Essentials
# 6.12; each package pulls in the rest, such as libfreetype6, libxcb1 and libexpat1).
/usr/bin/python3 -c "import ensurepip, venv" 2>/dev/null || packages+=(python3-venv)
ldconfig=$(command -v ldconfig || echo /sbin/ldconfig)
libraries=$("$ldconfig" -p 2>/dev/null)
for pair in libGL.so.1:libgl1 libEGL.so.1:libegl1 libxkbcommon.so.0:libxkbcommon0 libfontconfig.so.1:libfontconfig1 \
            libdbus-1.so.3:libdbus-1-3 libglib-2.0.so.0:libglib2.0-0 libX11.so.6:libx11-6; do
    grep -qF "${pair%%:*} " <<<"$libraries" || packages+=("${pair#*:}")
done
qt_venv=$("$here/../Examples/qt/run.sh" --venv)
qt_requirement=$(grep -v '^#' "$here/../Examples/qt/requirements.txt")
qt_installed=$("$qt_venv/bin/python" -c "import importlib.metadata as m; print('PySide6-Essentials==' + m.version('PySide6-Essentials'))" 2>/dev/null)
if $dry_run; then
    echo "would install: ${packages[*]:-nothing}"
    [ "$qt_installed" = "$qt_requirement" ] || echo "would install with pip into $qt_venv: $qt_requirement"
    exit 0
fi
if [ ${#packages[@]} -gt 0 ]; then
    . "$here/lib/apt-install.sh"
    apt_install install-toolkits "the toolkit tests will be skipped" "${packages[@]}"
fi
if [ "$qt_installed" != "$qt_requirement" ]; then
    log=/tmp/install-toolkits-qt.log
    if ! { /usr/bin/python3 -m venv "$qt_venv" &&
           "$qt_venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$here/../Examples/qt/requirements.txt"; } >"$log" 2>&1; then
        echo "install-toolkits: $qt_requirement could not be installed into $qt_venv (see $log); the Qt tests will be skipped" >&2
    fi
fi
exit 0
