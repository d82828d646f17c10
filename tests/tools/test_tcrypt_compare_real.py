#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""tools/tcrypt-compare on the kernel's xts(camellia) log of tests/data/tcrypt/ beside a real ukcrypto
run of "tcrypt mode=508 sec=1 --quick": the kernel's xts template over ecb-camellia-aesni-avx2
against the xts instance this machine's lookup builds, in one table and one chart.

usage: test_tcrypt_compare_real.py TCRYPT
"""

import os
import re
import shlex
import subprocess
import sys
import tempfile
import unittest

import suite_main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOL = os.path.join(ROOT, 'tools', 'tcrypt-compare')
FIXTURE = os.path.join(ROOT, 'tests', 'data', 'tcrypt', 'xts-x86-glue-vs-template.log')
WRAPPER = shlex.split(os.environ.get('MESON_EXE_WRAPPER', ''))
TCRYPT = None  # set from the command line
KERNEL_DRIVER = 'xts(ecb-camellia-aesni-avx2)'
BANNER = re.compile(r'testing speed of async xts\(camellia\) \((?P<drv>[^)]*\)?)\) encryption')
RESULT = re.compile(r'test \d+ \((?P<key>\d+) bit key, (?P<block>\d+) byte blocks\): '
                    r'(?P<ops>\d+) operations in 1 seconds')


def xts_encryption_lines(text):
    """The driver and {(key bits, block): ops} of the xts(camellia) encryption section."""
    driver, ops, inside = None, {}, False
    for line in text.splitlines():
        m = BANNER.search(line)
        if m:
            driver, inside = m.group('drv'), True
            continue
        if 'testing speed of' in line:
            inside = False
        m = RESULT.search(line)
        if inside and m:
            ops[(int(m.group('key')), int(m.group('block')))] = int(m.group('ops'))
    return driver, ops


class FixtureBesideRealRun(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        proc = subprocess.run(WRAPPER + [TCRYPT, 'mode=508', 'sec=1', '--quick'],
                              capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr
        cls.run_text = proc.stdout
        cls.run_log = os.path.join(cls.tmp.name, 'ukcrypto-508.log')
        with open(cls.run_log, 'w') as f:
            f.write(proc.stdout)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def compare(self, driver, *extra):
        proc = subprocess.run([sys.executable, TOOL, '--driver', KERNEL_DRIVER, '--against',
                               driver, '--label-before', 'Linux, i7-8650U',
                               '--label-after', 'ukcrypto', FIXTURE, self.run_log] + list(extra),
                              capture_output=True, text=True)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        return proc.stdout

    def test_table_and_chart_have_both_runs(self):
        driver, ours = xts_encryption_lines(self.run_text)
        self.assertIsNotNone(driver, self.run_text)
        self.assertIn('camellia', driver)
        # --quick: the first key size (256 bits) and the first two block sizes.
        self.assertEqual(sorted(ours), [(256, 16), (256, 64)])
        svg = os.path.join(self.tmp.name, 'chart.svg')
        out = self.compare(driver, '--svg', svg)
        self.assertIn('paired: 2,', out)
        self.assertIn('== xts(camellia) encryption', out)
        self.assertRegex(out, r'driver: %s\s+vs\s+%s|driver: %s' % (
            re.escape(KERNEL_DRIVER), re.escape(driver), re.escape(KERNEL_DRIVER)))
        rows = {}
        for m in re.finditer(r'^\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+[+-]\d+\.\d+%$', out, re.M):
            rows[(int(m.group(1)), int(m.group(2)))] = (int(m.group(3)), int(m.group(4)))
        # Before: the kernel's figures from the post; after: this run's, line for line.
        self.assertEqual(rows, {(256, 16): (3981536, ours[(256, 16)]),
                                (256, 64): (2696005, ours[(256, 64)])}, out)
        with open(svg) as f:
            chart = f.read()
        for run, label in ((0, 'Linux, i7-8650U'), (1, 'ukcrypto')):
            bars = re.findall(r'<rect class="bar run-%d"[^>]*><title>([^<]*)</title>' % run,
                              chart)
            self.assertEqual(len(bars), 2, chart)
            self.assertTrue(all(b.startswith(label + ':') for b in bars), bars)


if __name__ == '__main__':
    sys.exit(suite_main.main(__name__, 'TCRYPT'))
