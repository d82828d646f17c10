#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""tcrypt's async and multibuffer skcipher speed modes through 6.12's virtio-crypto driver:
the module loaded (--insmod), the device model added (--device virtio-crypto), the driver
picked by its name. Its lines must be 6.12's, name the driver and count operations.

usage: test_tcrypt_virtio.py PATH/TO/tcrypt PATH/TO/virtio_crypto.so
"""

import os
import re
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import suite_main  # noqa: E402
import test_tcrypt as tt  # noqa: E402  the format strings and the runner

DRIVER = 'virtio_crypto_aes_cbc'
MODULE = None  # set from the command line
HEADER = re.compile(tt.fmt_regex(tt.FMT['cipher_header'] + tt.FMT['cipher_ops']))


def speed_lines(out, banner):
    """The result lines after @banner (up to the next banner): (key bits, size, ops, secs)."""
    lines = out.splitlines()
    at = lines.index(tt.PREFIX + banner)
    rows = []
    for line in lines[at + 1:]:
        m = HEADER.fullmatch(line[len(tt.PREFIX):]) if line.startswith(tt.PREFIX) else None
        if not m:
            break
        _, bits, size, ops, secs, nbytes = (int(g) for g in m.groups())
        assert nbytes == ops * size, line
        rows.append((bits, size, ops, secs))
    return rows


class VirtioSpeedModes(unittest.TestCase):
    def run_virtio(self, *args, device=True):
        dev = ('--device', 'virtio-crypto') if device else ()
        return tt.run('--insmod', MODULE, *dev, 'sec=1', '--quick', *args)

    def check_rows(self, out, banner, sizes):
        rows = speed_lines(out, banner)
        # --quick: the first key size (128 bits) and the first two sizes of 6.12's table.
        self.assertEqual([(b, s) for b, s, _, _ in rows], [(128, n) for n in sizes], out)
        for _, _, ops, secs in rows:
            self.assertEqual(secs, 1)
            self.assertGreater(ops, 0, out)
        return rows

    def test_mode_500_times_the_driver(self):
        with tempfile.TemporaryDirectory() as tmp:
            proc = os.path.join(tmp, 'proc')
            status, out, err = self.run_virtio('mode=500', '--only=cbc(aes)=' + DRIVER,
                                               '--proc-crypto=' + proc)
            with open(proc) as f:
                blocks = f.read().split('\n\n')
        self.assertEqual(status, 0, err)
        for enc in ('encryption', 'decryption'):
            self.check_rows(out, 'testing speed of async %s (%s) %s' % (DRIVER, DRIVER, enc),
                            tt.BLOCK_SIZES[:2])
        # Nothing else ran: only the step --only chose.
        self.assertEqual(out.count('testing speed of'), 2, out)
        # The driver came from the module, bound to the model, and passed its self-test.
        mine = [b for b in blocks if 'driver       : %s\n' % DRIVER in b + '\n']
        self.assertEqual(len(mine), 1, blocks)
        for field in ('module       : virtio_crypto', 'priority     : 150',
                      'selftest     : passed', 'async        : yes'):
            self.assertIn(field, mine[0])

    def test_mode_600_with_requests_in_flight(self):
        status, out, err = self.run_virtio('mode=600', 'alg=' + DRIVER, 'klen=16', 'num_mb=8')
        self.assertEqual(status, 0, err)
        for enc in ('encryption', 'decryption'):
            rows = self.check_rows(out, 'testing speed of multibuffer %s (%s) %s'
                                   % (DRIVER, DRIVER, enc), tt.BLOCK_SIZES[:2])
            # 6.12 counts each round of num_mb requests as num_mb operations.
            self.assertTrue(all(ops % 8 == 0 for _, _, ops, _ in rows), rows)

    def test_without_the_device_the_driver_is_not_there(self):
        # The module alone registers only the virtio driver: no device, no probe, no algorithm.
        status, out, err = self.run_virtio('mode=600', 'alg=' + DRIVER, 'klen=16',
                                           device=False)
        self.assertIn(tt.PREFIX + tt.FMT['load_failed'].replace('%s', DRIVER)
                      .replace('%ld', '-2'), out.splitlines())
        self.assertNotIn('operations in', out)

    def test_unknown_device(self):
        status, out, err = tt.run('--device=nosuch', 'mode=500', 'sec=1')
        self.assertEqual(status, 2)  # -ENOENT
        self.assertIn('tcrypt: --device=nosuch: no such device model (there are: '
                      'virtio-crypto)', err)
        self.assertEqual(out, '')


def main():
    global MODULE
    tt.TCRYPT, MODULE = suite_main.paths(2, __doc__)
    return suite_main.run_module(__name__)


if __name__ == '__main__':
    sys.exit(main())
