#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Every public header, included together in one translation unit, must build as C11 with
-Wall -Werror (as a kernel driver written in C includes them) and as C++20: the
architecture-neutral ones in include/ and the build's own architecture's in include/arch/<arch>
(UKC_ARCH, with the build's compilers in CC and CXX)."""
import os
import shlex
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INCLUDE = os.path.join(ROOT, 'include')
# The build's generated headers (<generated/autoconf.h>), which meson names.
GENERATED = os.environ.get('UKC_GENERATED_INCLUDE', INCLUDE)
ARCH = os.environ.get('UKC_ARCH', {'aarch64': 'arm64'}.get(os.uname().machine, 'x86'))
ARCH_INCLUDE = os.path.join(INCLUDE, 'arch', ARCH)


def headers_under(top, skip=None):
    found = []
    for folder, dirs, files in os.walk(top):
        if skip:
            dirs[:] = [d for d in dirs if os.path.join(folder, d) != skip]
        for name in files:
            if name.endswith('.h'):
                found.append(os.path.relpath(os.path.join(folder, name), top))
    return found


def public_headers():
    return sorted(set(headers_under(INCLUDE, os.path.join(INCLUDE, 'arch')) +
                      headers_under(ARCH_INCLUDE)))


def compile_all(compiler, flags, suffix):
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, 'all_headers' + suffix)
        with open(src, 'w', encoding='utf-8') as f:
            for h in public_headers():
                f.write('#include <%s>\n' % h)
            f.write('int main(void) { return 0; }\n')
        return subprocess.run(shlex.split(compiler) + flags +
                              ['-I', ARCH_INCLUDE, '-I', INCLUDE, '-I', GENERATED, '-c', src, '-o',
                               os.path.join(tmp, 'out.o')],
                              capture_output=True, text=True)


class HeaderTest(unittest.TestCase):
    def test_headers_found(self):
        names = public_headers()
        for must in ('linux/crypto.h', 'crypto/skcipher.h', 'crypto/internal/skcipher.h',
                     'crypto/scatterwalk.h', 'linux/scatterlist.h', 'crypto/algapi.h',
                     'asm/cpufeature.h', 'asm/simd.h'):
            self.assertIn(must, names)
        if ARCH == 'arm64':
            for must in ('asm/hwcap.h', 'asm/neon.h'):
                self.assertIn(must, names)

    def test_c11(self):
        r = compile_all(os.environ.get('CC', 'cc'), ['-std=c11', '-Wall', '-Werror'], '.c')
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_cxx20(self):
        r = compile_all(os.environ.get('CXX', 'c++'), ['-std=c++20', '-Wall', '-Werror'], '.cpp')
        self.assertEqual(r.returncode, 0, r.stderr)


if __name__ == '__main__':
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    print('%d passed, %d failed' % (result.testsRun - failed, failed))
    sys.exit(1 if failed else 0)
