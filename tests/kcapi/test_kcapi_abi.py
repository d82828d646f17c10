#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# Every symbol@version Debian's libkcapi1 exports, our libkcapi.so.1 exports too, and the
# default (@@) versions agree; exit 77 when the reference package is not installed. Debian
# builds libkcapi without its asymmetric and KPP parts, so their symbols are checked against
# the versions of libkcapi 1.4.0's lib/version.lds instead.
import os
import subprocess
import sys

REFERENCE = '/usr/lib/x86_64-linux-gnu/libkcapi.so.1'

# name: (the version of the 1.3.1 prototype or the only one, the pre-1.3.1 version or None)
AKCIPHER_OPS = ['encrypt', 'decrypt', 'sign', 'verify']
AKCIPHER_STREAM = ['stream_init_enc', 'stream_init_dec', 'stream_init_sgn', 'stream_init_vfy',
                   'stream_update', 'stream_update_last', 'stream_op']
ASYM = {
    **{f'kcapi_akcipher_{n}': ('0.12.0', None)
       for n in ['init', 'destroy', 'setkey', 'setpubkey']},
    **{f'kcapi_akcipher_{n}': ('1.3.1', '0.12.0') for n in AKCIPHER_OPS + AKCIPHER_STREAM},
    **{f'kcapi_akcipher_{n}_aio': ('1.3.1', '0.14.0') for n in AKCIPHER_OPS},
    **{f'kcapi_kpp_{n}': ('1.0.0', None)
       for n in ['init', 'destroy', 'dh_setparam_pkcs3', 'ecdh_setcurve', 'setkey']},
    **{f'kcapi_kpp_{n}': ('1.3.1', '1.0.0')
       for n in ['keygen', 'ssgen', 'keygen_aio', 'ssgen_aio']},
}


def asym_symbols():
    syms = set()
    for name, (default, old) in ASYM.items():
        syms.add(f'{name}@@LIBKCAPI_{default}')
        if old:
            syms.add(f'{name}@LIBKCAPI_{old}')
    return syms


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
    if not any('akcipher' in s for s in ref):
        ref |= asym_symbols()
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
