#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""meson install: every user-facing program with its man page, and libkcapi.so.1 in a private
folder where the dynamic linker does not find it, so Debian's libkcapi programs keep AF_ALG's
library unless one is started through ukcrypto-run.

usage: test_install.py BUILD_DIR
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

BUILD = None
PROGRAMS = ['tcrypt', 'ukcrypto-selftest', 'ukcrypto-kbuild', 'tcrypt-compare',
            'bench-kernel-asm', 'ukcrypto-run']


def meson_option(name):
    out = subprocess.run(['meson', 'introspect', '--buildoptions', BUILD], check=True,
                         capture_output=True, text=True).stdout
    return next(o['value'] for o in json.loads(out) if o['name'] == name)


class Install(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dest = tempfile.mkdtemp()
        subprocess.run(['meson', 'install', '-C', BUILD, '--no-rebuild', '--quiet',
                        '--destdir', cls.dest], check=True, capture_output=True)
        prefix = meson_option('prefix')
        cls.root = cls.dest + prefix
        cls.bindir = os.path.join(cls.root, meson_option('bindir'))
        cls.libdir = os.path.join(cls.root, meson_option('libdir'))
        cls.private = os.path.join(cls.libdir, 'ukcrypto')
        cls.private_installed = os.path.join(prefix, meson_option('libdir'), 'ukcrypto')
        cls.mandir = os.path.join(cls.root, meson_option('mandir'), 'man1')

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dest)

    def test_every_program_and_its_man_page(self):
        for p in PROGRAMS:
            path = os.path.join(self.bindir, p)
            self.assertTrue(os.access(path, os.X_OK), p)
            if p != 'ukcrypto-run':
                page = os.path.join(self.mandir, p + '.1')
                with open(page) as f:
                    text = f.read()
                self.assertIn('.SH SYNOPSIS', text)
                self.assertIn(p, text.split('.SH SYNOPSIS')[1])

    def test_libkcapi_private(self):
        self.assertTrue(os.path.isfile(os.path.join(self.private, 'libkcapi.so.1')))
        self.assertFalse(os.path.exists(os.path.join(self.libdir, 'libkcapi.so.1')),
                         'libkcapi.so.1 in libdir would shadow Debian\'s for every program')

    def test_ukcrypto_run(self):
        run = os.path.join(self.bindir, 'ukcrypto-run')
        r = subprocess.run([run, 'sh', '-c', 'echo "$LD_LIBRARY_PATH"'], capture_output=True,
                           text=True, env=dict(os.environ, LD_LIBRARY_PATH='/x'))
        self.assertEqual(r.stdout.strip(), self.private_installed + ':/x')
        r = subprocess.run([run, '--help'], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0)
        self.assertTrue(r.stdout.startswith('usage: ukcrypto-run'))

    @unittest.skipUnless(shutil.which('kcapi-dgst'), "Debian's kcapi-tools not installed")
    def test_debian_tools_keep_their_library_unless_asked(self):
        dgst = shutil.which('kcapi-dgst')
        r = subprocess.run([dgst, '--version'], capture_output=True, text=True)
        self.assertNotIn('ukcrypto', r.stdout + r.stderr)
        # What ukcrypto-run does, pointed at the folders as installed here (libukcrypto.so
        # in libdir).
        r = subprocess.run([dgst, '--version'], capture_output=True, text=True,
                           env=dict(os.environ, LD_LIBRARY_PATH=self.private + ':' + self.libdir))
        self.assertIn('ukcrypto', r.stdout + r.stderr)


if __name__ == '__main__':
    BUILD = os.path.abspath(sys.argv[1])
    del sys.argv[1]
    unittest.main(verbosity=2)
