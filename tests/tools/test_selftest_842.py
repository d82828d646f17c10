#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""ukcrypto-selftest with 6.12's crypto/842.c and lib/842's two modules loaded (--insmod, in
load order): 6.12's testmgr has no 842 vectors, so the report calls both drivers untested
(no vectors), never passed, while /proc/crypto says passed (as 6.12 marks an algorithm after
"alg: No test for") and names module 842.

usage: test_selftest_842.py PATH/TO/ukcrypto-selftest 842_compress.so 842_decompress.so 842.so
"""

import os
import re
import shlex
import subprocess
import sys
import unittest

TOOL = None  # set from the command line
MODULES = []
WRAPPER = shlex.split(os.environ.get('MESON_EXE_WRAPPER', ''))  # qemu for a cross build


def run(*args):
    cmd = WRAPPER + [TOOL, '--no-extra', '--no-progress']
    for m in MODULES:
        cmd += ['--insmod', m]
    p = subprocess.run(cmd + list(args), capture_output=True, text=True, timeout=240)
    return p.returncode, p.stdout, p.stderr


class Selftest842(unittest.TestCase):
    def test_report_untested(self):
        status, out, err = run()
        self.assertEqual(status, 0, out + err)
        m = re.search(r'(?m)^842 +(\S+) +100  (.*)$', out)
        self.assertTrue(m, out)
        self.assertIn(m.group(1), ('842-generic', '842-scomp'))
        verdict = m.group(2)
        self.assertTrue(verdict.startswith('untested (no vectors): '), verdict)
        self.assertEqual(sorted(verdict.split(': ')[1].split(',')), ['842-generic', '842-scomp'])

    def test_proc(self):
        status, out, err = run('--proc')
        self.assertEqual(status, 0, err)
        for drv in ('842-generic', '842-scomp'):
            block = re.search(r'(?ms)^name +: 842\ndriver +: ' + drv + r'\n(.*?)(\n\n|\Z)', out)
            self.assertTrue(block, out)
            self.assertIn('module       : 842\n', block.group(1) + '\n')
            self.assertIn('selftest     : passed\n', block.group(1) + '\n')
        self.assertIn('alg: No test for 842 (842-generic)', out)
        self.assertIn('alg: No test for 842 (842-scomp)', out)


if __name__ == '__main__':
    TOOL, MODULES = sys.argv[1], sys.argv[2:]
    unittest.main(argv=sys.argv[:1], verbosity=2)
