#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""A benchmark's report and exit status, from a short run (--quick) of one x86 benchmark: its
figures, ratios and spread always; the project's target lines ("target ...: met" or "missed")
only with --targets, with their count; exit 0 whether targets are met or missed; 2 for an
argument it does not take.

usage: test_bench_targets.py PATH/TO/bench-gcm-x86
"""

import re
import subprocess
import sys
import unittest

import suite_main

BENCH = None  # set from the command line

CONTENDER = re.compile(r'^    \S.* +[\d.]+ ns .* spread +[\d.]+%$')
RATIOS = re.compile(r'^    ratios: [\d.]+x OpenSSL, [\d.]+x libgcrypt$')
TARGET = re.compile(r'^    target (.+): (met|missed)$')
SUMMARY = re.compile(r'^targets: (\d+) met, (\d+) missed$')
OFFSET_LINE = re.compile(r'^  \S.* +[\d.]+ ns \(page-aligned: +[\d.]+ ns, +[-+][\d.]+ ns\) +'
                         r'[\d.]+x libgcrypt \[[\d.]+-[\d.]+\] +[\d.]+x OpenSSL', re.M)
OFFSET_TARGETS = ['gcm, 16 B straddling a page: >= 1.0x libgcrypt',
                  'gcm, 4 KiB, every block straddling: >= 1.0x libgcrypt',
                  'gcm, 64 B crossing a page: under 5 ns over page-aligned',
                  'gcm, 16 B, 16 B AD in its own entry: >= 1.0x libgcrypt',
                  'gcm, 4 KiB, 16 B AD in its own entry: >= 1.0x libgcrypt']


def run(*args):
    return subprocess.run([BENCH] + list(args), capture_output=True, text=True, timeout=300)


class BenchTargets(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.plain = run('--quick')
        cls.targets = run('--quick', '--targets')

    def test_plain_run_prints_figures_and_no_target(self):
        p = self.plain
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        lines = p.stdout.splitlines()
        self.assertRegex(lines[0], r'^CPU: \S')
        # Two key sizes, four lengths, three contenders each.
        self.assertEqual(sum(bool(CONTENDER.match(l)) for l in lines), 24, p.stdout)
        self.assertEqual(sum(bool(RATIOS.match(l)) for l in lines), 8, p.stdout)
        for word in ('target', 'MISS', 'PASS', 'ERROR'):
            self.assertNotIn(word, p.stdout)

    def test_targets_run_prints_each_target_and_their_count(self):
        p = self.targets
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        lines = p.stdout.splitlines()
        targets = [TARGET.match(l) for l in lines if TARGET.match(l)]
        # One target a key size, at 4096 bytes, then one for each request at an offset.
        self.assertEqual([t.group(1) for t in targets],
                         ['at 4096 bytes >= 4.00x OpenSSL'] * 2 + OFFSET_TARGETS, p.stdout)
        m = SUMMARY.match(lines[-1])
        self.assertTrue(m, lines[-1])
        met = sum(t.group(2) == 'met' for t in targets)
        self.assertEqual((int(m.group(1)), int(m.group(2))), (met, len(targets) - met))
        # The same figures as without --targets, the target lines and the count added.
        self.assertEqual(sum(bool(CONTENDER.match(l)) for l in lines), 24, p.stdout)

    def test_offsets_run_only_the_offset_cases(self):
        p = run('--quick', '--targets', '--offsets')
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        self.assertEqual(sum(bool(CONTENDER.match(l)) for l in p.stdout.splitlines()), 0,
                         p.stdout)
        self.assertEqual([t.group(1) for t in map(TARGET.match, p.stdout.splitlines()) if t],
                         OFFSET_TARGETS, p.stdout)
        # Each case: its time, the page-aligned time and the ratios to both libraries.
        self.assertEqual(len(OFFSET_LINE.findall(p.stdout)), len(OFFSET_TARGETS), p.stdout)

    def test_unknown_argument_is_an_error(self):
        p = run('--no-such-option')
        self.assertEqual(p.returncode, 2)
        self.assertIn("unknown argument '--no-such-option'", p.stderr)
        self.assertEqual(p.stdout, '')

    def test_help_names_the_options(self):
        p = run('--help')
        self.assertEqual(p.returncode, 0)
        for opt in ('--targets', '--quick', 'Exit status'):
            self.assertIn(opt, p.stdout)


if __name__ == '__main__':
    sys.exit(suite_main.main(__name__, 'BENCH'))
