#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# tools/setup.sh installs only what is really missing: a package counts as installed only in
# this machine's architecture (or "all"), and nothing runs apt-get when everything is there.
# dpkg and apt-get are stand-ins on PATH, so the test changes nothing on the machine.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
fake=$(mktemp -d)
trap 'rm -rf "$fake"' EXIT
passed=0 failed=0

check() {
	if [ "$2" = "$3" ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "FAIL: $1: got '$2', expected '$3'"
	fi
}

# The stand-ins: this is an amd64 machine with arm64 as a foreign architecture.
cat >"$fake/dpkg" <<'SH'
#!/bin/sh
[ "$1" = --print-architecture ] && echo amd64
SH
cat >"$fake/dpkg-query" <<'SH'
#!/bin/sh
case "$3" in
both) printf 'amd64 installed\narm64 installed\n' ;;
foreign-only) printf 'arm64 installed\n' ;;
native-removed) printf 'amd64 config-files\narm64 installed\n' ;;
indep) printf 'all installed\n' ;;
*) echo "dpkg-query: no packages found matching $3" >&2; exit 1 ;;
esac
SH
printf '#!/bin/sh\necho "$*" >>"%s/apt.log"\n' "$fake" >"$fake/apt-get"
printf '#!/bin/sh\nexec "$@"\n' >"$fake/sudo"
chmod +x "$fake"/*

run() {
	# shellcheck source=/dev/null
	PATH="$fake:$PATH" bash -c ". '$root/tools/setup.sh'; UKC_PACKAGES=(); $1"
}

for p in both indep; do
	check "$p counts as installed" "$(run "ukc_installed $p && echo yes || echo no")" yes
done
for p in foreign-only native-removed absent; do
	check "$p counts as missing" "$(run "ukc_installed $p && echo yes || echo no")" no
done

rm -f "$fake/apt.log"
run "ukc_install_missing both indep" >/dev/null
check "nothing missing: apt-get not run" "$(cat "$fake/apt.log" 2>/dev/null)" ""

run "ukc_install_missing both foreign-only absent" >/dev/null
check "apt-get installs just the missing ones" "$(grep install "$fake/apt.log")" \
	"install -y -q foreign-only absent"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
