#!/usr/bin/env bash
# Prints the Xcode the nightly workflow selects among the apps given (default: every
# /Applications/Xcode_26*.app): the newest release, never a beta or release candidate when a
# release is there (`sort -V` alone puts Xcode_26.6_beta_2 after Xcode_26.6); the newest
# prerelease only when no release is installed. Exit 1 when no app is given or found.
#   sudo xcode-select -s "$(scripts/select-xcode.sh)"
set -uo pipefail
if (($# == 0)); then
    shopt -s nullglob
    set -- /Applications/Xcode_26*.app
fi
(($# > 0)) || { echo "select-xcode.sh: no Xcode 26 app found" >&2; exit 1; }
releases=$(printf '%s\n' "$@" | grep -viE '(beta|_rc|release_candidate)' | sort -V | tail -n 1)
if [[ -n "$releases" ]]; then
    echo "$releases"
else
    printf '%s\n' "$@" | sort -V | tail -n 1
fi
