#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""ukcrypto-kbuild's command line: -D values with parentheses, quotes and blanks and file names
with blanks reach the compiler unharmed.

usage: test_kbuild_script.py PATH/TO/ukcrypto-kbuild PATH/TO/ukcrypto-selftest
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

KBUILD = SELFTEST = None  # set from the command line

# FOO must arrive as (1+2), BAR as the string "x y": a compile-time and a load-time check.
QUOTED = r'''#include <linux/module.h>
#include <linux/string.h>
_Static_assert(FOO == 3 && FOO * 2 == 6, "FOO=(1+2) arrived unharmed");
static const char kb_bar[] = BAR;
static int __init kb_init(void)
{
	return strcmp(kb_bar, "x y") ? -EINVAL : 0;
}
module_init(kb_init);
MODULE_LICENSE("GPL");
'''

class KbuildScript(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix='kbuild script ',
                                    dir=os.path.dirname(os.path.abspath(KBUILD)))
        os.chmod(self.dir, 0o755)

    def tearDown(self):
        shutil.rmtree(self.dir)

    def kbuild(self, *args):
        return subprocess.run([KBUILD] + list(args), capture_output=True, text=True,
                              cwd=self.dir, timeout=120)

    def test_define_values_and_file_names_unharmed(self):
        with open(os.path.join(self.dir, 'my mod.c'), 'w') as f:
            f.write(QUOTED)
        r = self.kbuild('-o', 'my mod.so', "-DFOO=(1+2)", '-D', 'BAR="x y"', 'my mod.c')
        self.assertEqual(r.returncode, 0, r.stderr)
        # Its module_init() compares BAR: a harmed value fails the insmod.
        r = subprocess.run([SELFTEST, '--no-extra', '--insmod', 'my mod.so'],
                           capture_output=True, text=True, cwd=self.dir, timeout=600)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertNotIn('insmod: ERROR', r.stderr)


if __name__ == '__main__':
    KBUILD, SELFTEST = sys.argv[1], sys.argv[2]
    del sys.argv[1:3]
    unittest.main(verbosity=2)
