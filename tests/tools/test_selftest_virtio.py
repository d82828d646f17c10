#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""ukcrypto-selftest with a hardware driver: 6.12's virtio-crypto module loaded (--insmod),
the device model added (--device virtio-crypto). The driver registers only once the device
binds; its drivers are then self-tested and reported, and /proc/crypto names their module.

usage: test_selftest_virtio.py PATH/TO/ukcrypto-selftest PATH/TO/virtio_crypto.so
"""

import os
import re
import shlex
import subprocess
import sys
import unittest

TOOL = MODULE = None  # set from the command line
DRIVERS = ('virtio_crypto_aes_cbc', 'virtio-crypto-rsa', 'virtio-pkcs1-rsa')
WRAPPER = shlex.split(os.environ.get('MESON_EXE_WRAPPER', ''))  # qemu for a cross build


def run(*args):
    p = subprocess.run(WRAPPER + [TOOL, '--no-extra', '--no-progress', '--insmod', MODULE, *args],
                       capture_output=True, text=True, timeout=240)
    return p.returncode, p.stdout, p.stderr


def proc_blocks(out):
    """The /proc/crypto blocks of @out, by driver name."""
    blocks = {}
    for block in out.split('\n\n'):
        m = re.search(r'^driver\s+: (\S+)$', block, re.M)
        if m:
            blocks[m.group(1)] = block
    return blocks


class SelftestVirtio(unittest.TestCase):
    def test_report(self):
        status, out, err = run('--device', 'virtio-crypto')
        self.assertEqual(status, 0, out + err)
        # rsa: the device's driver wins the lookup (150 over rsa-generic's 100), passed.
        self.assertRegex(out, r'(?m)^rsa\s+virtio-crypto-rsa\s+150\s+passed$')
        self.assertRegex(out, r'(?m)^pkcs1pad\(rsa,sha256\)\s+pkcs1pad\(virtio-crypto-rsa,'
                              r'sha256\)\s+150\s+passed$')
        # 6.12 has no vectors for pkcs1pad(rsa) without a hash: untested, and said so.
        self.assertRegex(out, r'(?m)^pkcs1pad\(rsa\)\s+virtio-pkcs1-rsa\s+150\s+untested')
        m = re.search(r'(?m)^(\d+) algorithms: (\d+) passed, (\d+) failed, (\d+) untested$', out)
        self.assertTrue(m, out)
        self.assertEqual(int(m.group(3)), 0, out)

    def test_proc_names_the_module(self):
        status, out, err = run('--device', 'virtio-crypto', '--proc')
        self.assertEqual(status, 0, err)
        blocks = proc_blocks(out)
        for drv in DRIVERS:
            self.assertIn(drv, blocks, out)
            self.assertIn('module       : virtio_crypto\n', blocks[drv] + '\n')
            self.assertIn('priority     : 150\n', blocks[drv] + '\n')
            self.assertIn('selftest     : passed\n', blocks[drv] + '\n')
        self.assertIn('Accelerator device is ready', out)

    def test_no_device_no_drivers(self):
        # Loaded without its device, the driver registers nothing.
        status, out, err = run('--proc')
        self.assertEqual(status, 0, err)
        blocks = proc_blocks(out)
        for drv in DRIVERS:
            self.assertNotIn(drv, blocks)
        self.assertNotIn('Accelerator device is ready', out)


if __name__ == '__main__':
    TOOL, MODULE = sys.argv[1], sys.argv[2]
    unittest.main(argv=sys.argv[:1], verbosity=2)
