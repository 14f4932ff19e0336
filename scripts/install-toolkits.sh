#!/usr/bin/env bash
# Installs what the real toolkits' adapters need (Examples/tk, Examples/swing, Examples/browser)
# from Debian: python3-tk and Xvfb for Tk's ttk.Scale, a JDK for Swing's JSlider, chromium for
# the browser's <input type="range"> (Ubuntu's chromium is a snap stub that cannot run in a
# container: Examples/browser/run.sh --check then says so), and curl for
# scripts/matrix-page.sh's --previous <url>. As root, or through sudo without a password;
# otherwise it says so and exits 0 (the toolkit tests then skip, saying why).
# Examples/gtk's GtkScale needs python3-gi and gir1.2-gtk-3.0 (PyGObject and GTK 3's
# introspection data, which bring GTK 3 itself) and Xvfb.
# `--dry-run` prints what it would install and installs nothing.
set -uo pipefail
dry_run=false
[ "${1:-}" = --dry-run ] && dry_run=true
packages=()
/usr/bin/python3 -c "import tkinter" 2>/dev/null || packages+=(python3-tk)
/usr/bin/python3 -c "import gi; gi.require_version('Gtk', '3.0'); from gi.repository import Gtk" 2>/dev/null \
    || packages+=(python3-gi gir1.2-gtk-3.0)
command -v Xvfb >/dev/null 2>&1 || packages+=(xvfb)
command -v javac >/dev/null 2>&1 || packages+=(openjdk-17-jdk-headless)
[ -x /usr/lib/chromium/chromium ] || packages+=(chromium)
command -v curl >/dev/null 2>&1 || packages+=(curl)
if $dry_run; then echo "would install: ${packages[*]:-nothing}"; exit 0; fi
[ ${#packages[@]} -eq 0 ] && exit 0
. "$(dirname "$0")/lib/apt-install.sh"
apt_install install-toolkits "the toolkit tests will be skipped" "${packages[@]}"
exit 0
