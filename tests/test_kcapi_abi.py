#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# Every symbol@version Debian's libkcapi1 exports, our libkcapi.so.1 exports too, and the
# default (@@) versions agree; exit 77 when the reference package is not installed.
import os
import subprocess
import sys

REFERENCE = '/usr/lib/x86_64-linux-gnu/libkcapi.so.1'


def exported(path):
    out = subprocess.run(['nm', '-D', '--defined-only', '--with-symbol-versions', path],
                         check=True, capture_output=True, text=True).stdout
    syms = set()
    for line in out.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] != 'A' and '@' in fields[2]:
            syms.add(fields[2])
    return syms


def main():
    ours_path = sys.argv[1]
    ref_path = os.environ.get('UKC_KCAPI_REFERENCE', REFERENCE)
    if not os.path.exists(ref_path):
        print(f'SKIP: {ref_path} missing (Debian package libkcapi1)')
        return 77
    ref, ours = exported(ref_path), exported(ours_path)
    missing = sorted(ref - ours)
    extra = sorted(s for s in ours - ref if s.startswith('kcapi_'))
    for s in missing:
        print(f'missing: {s}')
    for s in extra:
        print(f'not in libkcapi1: {s}')
    print(f'{len(ref)} reference symbols, {len(ours)} ours, {len(missing)} missing, '
          f'{len(extra)} extra')
    if len(ref) < 100:
        print('reference list implausibly short')
        return 1
    return 1 if missing or extra else 0


if __name__ == '__main__':
    sys.exit(main())
