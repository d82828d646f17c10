#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""ukcrypto-kbuild's command line: -D values with parentheses, quotes and blanks and file names
with blanks reach the compiler unharmed; a module calling a function nothing defines fails to
build, naming it, unless KBUILD_EXTRA_SYMBOLS names the module that exports it.

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

# A module calling a function that neither it nor the library defines.
UNDEFINED = r'''#include <linux/module.h>
int kb_no_such_function(int x);
static int __init kb_init(void)
{
	return kb_no_such_function(0);
}
module_init(kb_init);
MODULE_LICENSE("GPL");
'''

# The module that exports it.
EXPORTER = r'''#include <linux/module.h>
int kb_no_such_function(int x)
{
	return x;
}
EXPORT_SYMBOL_GPL(kb_no_such_function);
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

    def test_undefined_symbol_fails_the_build(self):
        with open(os.path.join(self.dir, 'undef.c'), 'w') as f:
            f.write(UNDEFINED)
        r = self.kbuild('-o', 'undef.so', 'undef.c')
        self.assertNotEqual(r.returncode, 0)
        self.assertIn('kb_no_such_function', r.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.dir, 'undef.so')))

    def test_extra_symbols_resolve_an_export(self):
        for name, text in (('undef.c', UNDEFINED), ('exporter.c', EXPORTER)):
            with open(os.path.join(self.dir, name), 'w') as f:
                f.write(text)
        r = self.kbuild('-o', 'exporter.so', 'exporter.c')
        self.assertEqual(r.returncode, 0, r.stderr)
        r = self.kbuild('-o', 'undef.so', 'KBUILD_EXTRA_SYMBOLS=exporter.so', 'undef.c')
        self.assertEqual(r.returncode, 0, r.stderr)
        # The export resolves at load time, the exporter loaded first: init returns 0.
        r = subprocess.run([SELFTEST, '--no-extra', '--insmod', 'exporter.so', '--insmod',
                            'undef.so'], capture_output=True, text=True, cwd=self.dir,
                           timeout=600)
        self.assertEqual(r.returncode, 0, r.stderr)


if __name__ == '__main__':
    KBUILD, SELFTEST = sys.argv[1], sys.argv[2]
    del sys.argv[1:3]
    unittest.main(verbosity=2)
