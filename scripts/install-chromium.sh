#!/usr/bin/env bash
# Installs Debian's chromium for the matrix page's browser test (MatrixBrowserTests) and the
# range input's adapter (Examples/browser, BrowserRangeInputAdapterTests) when it is missing: as
# root with apt-get, or through sudo without a password. Where neither works it says so and
# exits 0: the browser tests then skip with a message.
set -uo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
. "$(dirname "$0")/lib/apt-install.sh"
apt_install install-chromium "the browser test will be skipped" chromium
exit 0
