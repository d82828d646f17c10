#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# tools/setup.sh installs only what is really missing: a package counts as installed only in
# this machine's architecture (or "all"), and nothing runs apt-get when everything is there.
# dpkg and apt-get are stand-ins on PATH, so the test changes nothing on the machine.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
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
cat >"$fake/dpkg" <<SH
#!/bin/sh
case "\$1" in
--print-architecture) echo amd64 ;;
--print-foreign-architectures) [ -f "$fake/foreign" ] && cat "$fake/foreign" ;;
--add-architecture) echo "add-architecture \$2" >>"$fake/apt.log"; echo "\$2" >>"$fake/foreign" ;;
esac
exit 0
SH
cat >"$fake/dpkg-query" <<'SH'
#!/bin/sh
case "$3" in
both) printf 'amd64 installed\narm64 installed\n' ;;
foreign-only) printf 'arm64 installed\n' ;;
native-removed) printf 'amd64 config-files\narm64 installed\n' ;;
indep) printf 'all installed\n' ;;
both:arm64 | foreign-only:arm64) printf 'arm64 installed\n' ;;
native-only:arm64) echo "dpkg-query: no packages found matching $3" >&2; exit 1 ;;
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
	"install -y -q --no-upgrade foreign-only absent"

# PKG:ARCH asks for that architecture's copy.
for p in both:arm64 foreign-only:arm64; do
	check "$p counts as installed" "$(run "ukc_installed $p && echo yes || echo no")" yes
done
check "native-only:arm64 counts as missing" \
	"$(run "ukc_installed native-only:arm64 && echo yes || echo no")" no

# A missing arm64 package makes dpkg know arm64 first (once), then apt-get updates.
rm -f "$fake/apt.log" "$fake/foreign"
run "ukc_install_missing both:arm64 native-only:arm64 absent" >/dev/null
check "arm64 added before apt-get update" "$(head -n 2 "$fake/apt.log" | tr '\n' ';')" \
	"add-architecture arm64;update -q;"
check "apt-get installs the arm64 copy" "$(grep install "$fake/apt.log")" \
	"install -y -q --no-upgrade native-only:arm64 absent"
rm -f "$fake/apt.log"
run "ukc_install_missing native-only:arm64" >/dev/null
check "a known foreign architecture is not added again" \
	"$(grep -c add-architecture "$fake/apt.log")" 0

# Sourcing it leaves the shell's options alone (it is sourced from interactive shells).
check "sourcing changes no shell option" \
	"$(bash -c "set +euo pipefail; before=\$(set +o); . '$root/tools/setup.sh'; [ \"\$before\" = \"\$(set +o)\" ] && echo same")" same

# --help of each script says how to use it and does nothing else: no apt-get, no build, no
# extraction (the stand-ins log any apt-get; a fresh folder stays empty).
rm -f "$fake/apt.log"
for script in test run kernel-src format-check fuzz-smoke; do
	out=$(cd "$fake" && PATH="$fake:$PATH" timeout 20 "$root/tools/$script" --help 2>&1)
	check "tools/$script --help prints its usage" "$(printf '%s\n' "$out" | head -n 1 | cut -c1-6)" "usage:"
done
check "--help ran no apt-get" "$(cat "$fake/apt.log" 2>/dev/null)" ""

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
