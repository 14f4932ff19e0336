#!/usr/bin/env bash
# Starts the QSlider adapter (qt_slider_adapter.py) on Qt's offscreen platform, with the Python of
# the virtual environment scripts/install-toolkits.sh makes for PySide6 (requirements.txt).
# Qt's defaults are kept from the environment's overrides (style, platform theme, scaling), so
# the slider has Qt's default style on Linux, Fusion, at a device pixel ratio of 1.
# `run.sh --check` prints why the toolkit cannot run here and exits 1, or exits 0;
# `run.sh --venv` prints the virtual environment's folder.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
venv=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/slider-conformance/qt-venv
python=$venv/bin/python
export QT_QPA_PLATFORM=offscreen
unset QT_STYLE_OVERRIDE QT_QPA_PLATFORMTHEME QT_SCALE_FACTOR QT_SCREEN_SCALE_FACTORS QT_ENABLE_HIGHDPI_SCALING QT_FONT_DPI
case "${1:-}" in
    --venv) echo "$venv"; exit 0 ;;
    --check)
        [ -x "$python" ] || { echo "no PySide6: no virtual environment at $venv (scripts/install-toolkits.sh makes it)"; exit 1; }
        probe="from PySide6.QtWidgets import QApplication; from PySide6.QtTest import QTest; from PySide6.QtUiTools import QUiLoader; QApplication([])"
        if ! error=$("$python" -c "$probe" 2>&1); then
            echo "PySide6 in $venv cannot start Qt: $(printf '%s\n' "$error" | grep -v '^ ' | tail -n 1) (scripts/install-toolkits.sh installs PySide6 and the libraries Qt loads)"
            exit 1
        fi
        exit 0 ;;
esac
exec "$python" "$here/qt_slider_adapter.py"
