#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Every public header, included together in one translation unit, must build as C11 with
-Wall -Werror (as a kernel driver written in C includes them) and as C++20."""
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INCLUDE = os.path.join(ROOT, 'include')
# The build's generated headers (<generated/autoconf.h>), which meson names.
GENERATED = os.environ.get('UKC_GENERATED_INCLUDE', INCLUDE)
ARCH_ONLY = {'x86_64': set(), 'aarch64': {'asm/cpufeature.h', 'asm/cpufeatures.h'}}


def public_headers():
    skip = ARCH_ONLY.get(os.uname().machine, set())
    found = []
    for folder, _, files in os.walk(INCLUDE):
        for name in files:
            if name.endswith('.h'):
                rel = os.path.relpath(os.path.join(folder, name), INCLUDE)
                if rel not in skip:
                    found.append(rel)
    return sorted(found)


def compile_all(compiler, flags, suffix):
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, 'all_headers' + suffix)
        with open(src, 'w', encoding='utf-8') as f:
            for h in public_headers():
                f.write('#include <%s>\n' % h)
            f.write('int main(void) { return 0; }\n')
        return subprocess.run([compiler] + flags + ['-I', INCLUDE, '-I', GENERATED, '-c', src, '-o',
                                                    os.path.join(tmp, 'out.o')],
                              capture_output=True, text=True)


class HeaderTest(unittest.TestCase):
    def test_headers_found(self):
        names = public_headers()
        for must in ('linux/crypto.h', 'crypto/skcipher.h', 'crypto/internal/skcipher.h',
                     'crypto/scatterwalk.h', 'linux/scatterlist.h', 'crypto/algapi.h'):
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
