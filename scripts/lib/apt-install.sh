# Sourced by scripts/install-*.sh: `apt_install <who> <what is skipped without it> <package>...`
# installs Debian packages as root, or through sudo without a password; where neither works, or
# apt-get fails, it says so on standard error (log in /tmp/<who>.log) and returns 0, so the tests
# that need the packages skip with a message instead of failing.
apt_install() {
    local who=$1 consequence=$2
    shift 2
    local run
    if [ "$(id -u)" -eq 0 ]; then
        run=()
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        run=(sudo -n)
    else
        echo "$who: not root and no password-less sudo; missing: $*; $consequence" >&2
        return 0
    fi
    export DEBIAN_FRONTEND=noninteractive
    if ! { "${run[@]}" apt-get update -qq && "${run[@]}" apt-get install -y -qq "$@"; } >"/tmp/$who.log" 2>&1; then
        echo "$who: apt-get install $* failed (see /tmp/$who.log); $consequence" >&2
    fi
    return 0
}
