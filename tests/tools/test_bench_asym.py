#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""bench-asym-x86, a short run (--quick): the CPU named, each algorithm either measured against
OpenSSL (two contender lines, operations per second, spread and the ratio) after both agreed,
or said not present; EC-RDSA timed alone; exit 0 and no error line.

usage: test_bench_asym.py PATH/TO/bench-asym-x86
"""

import re
import subprocess
import sys
import unittest

import suite_main

BENCH = None  # set from the command line

CASE = re.compile(r'^(RSA-2048|DH|ECDH|X25519|ECDSA|EC-RDSA) .*\(.*\).*: (\S+)$')
CONTENDER = re.compile(r'^    (\S+(?: \S+)?) +([\d.]+) µs/op +([\d.]+) ops/s +spread +[\d.]+%$')
RATIO = re.compile(r'^    ukcrypto/OpenSSL: ([\d.]+)x \(operations per second')
ABSENT = re.compile(r'^(\S+): not present \(-ENOENT\)$')
# The names 6.12 registers and this build has where GMP and Nettle are (the test is built only
# with OpenSSL; ecdsa-nist-p256 may be absent).
EXPECTED = ['rsa-generic', 'rsa-generic', 'pkcs1pad(rsa-generic,sha256)',
            'pkcs1pad(rsa-generic,sha256)', 'ffdhe2048(dh-generic)', 'ecdh-nist-p256-generic',
            'curve25519-generic']


class BenchAsym(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.run_ = subprocess.run([BENCH, '--quick'], capture_output=True, text=True,
                                  timeout=300)
        cls.lines = cls.run_.stdout.splitlines()

    def test_exit_and_no_error(self):
        self.assertEqual(self.run_.returncode, 0, self.run_.stdout + self.run_.stderr)
        self.assertNotIn('ERROR', self.run_.stdout)
        self.assertRegex(self.lines[0], r'^CPU: \S')

    def cases(self):
        """Each case's header match and the lines under it."""
        out, cur = [], None
        for line in self.lines:
            m = CASE.match(line)
            if m:
                cur = (m, [])
                out.append(cur)
            elif cur and line.startswith('    '):
                cur[1].append(line)
            elif ABSENT.match(line):
                out.append((ABSENT.match(line), None))
        return out

    def test_each_pair_measured_with_ratio(self):
        drivers = []
        for head, body in self.cases():
            if body is None:
                self.assertEqual(head.group(1), 'ecdsa-nist-p256', head.group(0))
                continue
            ratio = RATIO.match(body[-1])
            rows = [CONTENDER.match(l) for l in (body[:-1] if ratio else body)]
            self.assertTrue(rows and all(rows), body)
            self.assertEqual(rows[0].group(1), head.group(2))
            for r in rows:
                us, ops = float(r.group(2)), float(r.group(3))
                self.assertGreater(us, 0)
                self.assertAlmostEqual(us * ops / 1e6, 1.0, delta=0.01)
            if head.group(1) == 'EC-RDSA':
                self.assertEqual((len(rows), ratio), (1, None), body)
                self.assertEqual(rows[0].group(1), 'ecrdsa-generic')
                continue
            self.assertEqual(len(rows), 2, body)
            self.assertTrue(rows[1].group(1).startswith('OpenSSL '), body)
            self.assertTrue(ratio, body)
            # The ratio is the OpenSSL time over ours (both rounded as printed).
            expect = float(rows[1].group(2)) / float(rows[0].group(2))
            self.assertAlmostEqual(float(ratio.group(1)), expect, delta=0.02)
            drivers.append(head.group(2))
        self.assertEqual([d for d in drivers if not d.startswith('ecdsa')], EXPECTED)


if __name__ == '__main__':
    sys.exit(suite_main.main(__name__, 'BENCH'))
