# SPDX-License-Identifier: GPL-2.0-only
"""Which of 6.12's arch/x86/crypto modules refuse to load on this CPU: the features each
module_init() requires before it registers anything (it returns -ENODEV without them, as
insmod reports: "could not insert module X: No such device"). The flags are /proc/cpuinfo's,
less what UKCRYPTO_DISABLE_CPU_FEATURES masks, with the dependencies 6.12's cpuid-deps.c
drops along (masking avx drops avx2 and AVX-512, as clearcpuid=avx does)."""

import os
import re

# Module name (as its Makefile's obj- line) -> the /proc/cpuinfo flags its init checks, where
# a missing one makes it return -ENODEV. "avx" stands for the YMM state too (its
# cpu_has_xfeatures() checks), which the library's mask drops with the flag.
REQUIRES = {
    'aesni-intel': ['aes'],
    'aegis128-aesni': ['aes', 'sse4_1'],
    'aria-aesni-avx-x86_64': ['avx', 'aes'],
    'aria-aesni-avx2-x86_64': ['avx', 'avx2', 'aes'],
    'aria-gfni-avx512-x86_64': ['avx', 'avx2', 'avx512f', 'avx512vl', 'gfni'],
    'camellia-aesni-avx-x86_64': ['avx', 'aes'],
    'camellia-aesni-avx2': ['avx', 'avx2', 'aes'],
    'cast5-avx-x86_64': ['avx'],
    'cast6-avx-x86_64': ['avx'],
    'crc32-pclmul': ['pclmulqdq'],
    'crc32c-intel': ['sse4_2'],
    'crct10dif-pclmul': ['pclmulqdq'],
    'ghash-clmulni-intel': ['pclmulqdq'],
    'nhpoly1305-avx2': ['avx2'],
    'nhpoly1305-sse2': ['sse2'],
    'polyval-clmulni': ['avx', 'pclmulqdq'],
    'serpent-avx-x86_64': ['avx'],
    'serpent-avx2': ['avx', 'avx2'],
    'serpent-sse2-x86_64': ['sse2'],
    'sha1-ssse3': ['ssse3'],
    'sha256-ssse3': ['ssse3'],
    'sha512-ssse3': ['ssse3'],
    'sm3-avx-x86_64': ['avx', 'bmi2'],
    'sm4-aesni-avx-x86_64': ['avx', 'aes'],
    'sm4-aesni-avx2-x86_64': ['avx', 'avx2', 'aes'],
    'twofish-avx-x86_64': ['avx'],
}

# A masked flag takes these with it (6.12's arch/x86/kernel/cpu/cpuid-deps.c, the part the
# table above reads).
DEPENDENTS = {
    'avx': ['avx2', 'avx512f', 'avx512vl', 'vaes', 'vpclmulqdq'],
    'avx2': ['avx512f', 'avx512vl', 'vaes', 'vpclmulqdq'],
    'avx512f': ['avx512vl'],
    'sse4_1': ['sse4_2'],
    'ssse3': ['sse4_1', 'sse4_2'],
}


def cpu_flags(env=None):
    """The flags the library shows the kernel's glue: /proc/cpuinfo's, less the mask."""
    env = os.environ if env is None else env
    with open('/proc/cpuinfo') as f:
        flags = set(re.search(r'^flags\s*:(.*)$', f.read(), re.M).group(1).split())
    todo = [m for m in env.get('UKCRYPTO_DISABLE_CPU_FEATURES', '').split(',') if m]
    while todo:
        m = todo.pop()
        if m in flags:
            flags.discard(m)
            todo += DEPENDENTS.get(m, [])
    return flags


def module_name(path):
    """The module's name from its file: aria-gfni-avx512-x86_64.so -> aria-gfni-avx512-x86_64."""
    base = os.path.basename(path)
    return base[:-3] if base.endswith('.so') else base


def unfit(paths, env=None):
    """The modules of @paths (files or names) whose init returns -ENODEV on this CPU."""
    flags = cpu_flags(env)
    return {module_name(p) for p in paths
            if any(f not in flags for f in REQUIRES.get(module_name(p), []))}


def check_insmod_errors(output, paths, env=None):
    """None if the only insmod errors in @output are -ENODEV from exactly the modules of @paths
    this CPU cannot run; else what differs."""
    want = unfit(paths, env)
    seen = set()
    for line in output.splitlines():
        m = re.search(r'insmod: ERROR: could not (?:insert|load) module (\S+): (.*)$', line)
        if not m:
            continue
        if m.group(2) != 'No such device' or module_name(m.group(1)) not in want:
            return 'unexpected: ' + line
        seen.add(module_name(m.group(1)))
    if seen != want:
        return 'modules this CPU lacks the features of, but loaded: %s' % sorted(want - seen)
    return None
