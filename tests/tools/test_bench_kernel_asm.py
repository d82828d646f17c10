#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""tools/bench/bench-kernel-asm end to end, short: both sides timed the same drivers and lines.

usage: test_bench_kernel_asm.py PATH/TO/tcrypt KBUILD_DIR (where the module files are)
"""

import json
import os
import re
import subprocess
import sys
import importlib.machinery
import importlib.util
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOL = os.path.join(ROOT, 'tools', 'bench', 'bench-kernel-asm')
TCRYPT = None
MODULES = []             # those of the tool's 'aes' set
CIPHER_MODULES = []      # those of its 'ciphers' set
CASES = ['xts', 'ctr', 'cbc', 'gcm', 'sha256', 'sha512', 'aegis128', 'chacha20']
CIPHER_CASES = ['camellia', 'serpent', 'twofish', 'cast6', 'des3_ede', 'des3_ede-ecb', 'aria',
                'aria-ecb', 'sm4', 'sm4-ecb', 'sm4-cbc']
ROUNDS = 2


def load_tool():
    loader = importlib.machinery.SourceFileLoader('bench_kernel_asm', TOOL)
    spec = importlib.util.spec_from_loader('bench_kernel_asm', loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


def set_paths(kbuild):
    # The module files of the tool's two sets, in kbuild.
    sets = load_tool().SET_MODULES
    return ([os.path.join(kbuild, m + '.so') for m in sets['aes']],
            [os.path.join(kbuild, m + '.so') for m in sets['ciphers']])


def bench(out, modules, rounds=ROUNDS, set_='aes', mask='', more=()):
    return subprocess.run([sys.executable, TOOL, '--tcrypt', TCRYPT, '--modules',
                           ':'.join(modules), '--set', set_, '--mask', mask, '--quick', '--rounds', str(rounds), '--out', out] + list(more),
                          capture_output=True, text=True, timeout=600)


class BenchKernelAsm(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.out = os.path.join(cls.tmp.name, 'out')
        cls.run_ = bench(cls.out, MODULES)
        with open(os.path.join(cls.out, 'ratios.json')) as f:
            cls.data = json.load(f)
        cls.lines = cls.data['lines']

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_exit(self):
        self.assertEqual(self.run_.returncode, 0, self.run_.stderr)

    def test_every_case(self):
        self.assertEqual(sorted({r['case'] for r in self.lines}), sorted(CASES))

    def test_same_driver_other_module(self):
        kernel = {os.path.basename(m)[:-3].replace('-', '_') for m in MODULES}
        for r in self.lines:
            self.assertEqual(r['driver_ukcrypto'], r['driver_kernel'], r)
            self.assertIn(r['module_kernel'], kernel, r)
            self.assertNotIn(r['module_ukcrypto'], kernel, r)

    def test_drivers_in_logs(self):
        # Each side's median log names, for every line, the driver the table says.
        drivers = {}
        for side in ('ukcrypto', 'kernel'):
            with open(os.path.join(self.out, side + '.log')) as f:
                drivers[side] = re.findall(r'testing speed of (?:\w+ )?\S+ \((\S+)\)', f.read())
        self.assertTrue(drivers['kernel'])
        self.assertEqual(drivers['ukcrypto'], drivers['kernel'])
        self.assertEqual(set(drivers['kernel']), {r['driver_kernel'] for r in self.lines})

    def test_figures(self):
        # --quick: the first key size and first two sizes of each line set, both directions
        # of the ciphers; every figure the median of one sample per round.
        per_case = {}
        for r in self.lines:
            per_case[r['case']] = per_case.get(r['case'], 0) + 1
            for side in ('ukcrypto', 'kernel'):
                s = r['samples_' + side]
                self.assertEqual(len(s), ROUNDS, r)
                self.assertTrue(all(v > 0 for v in s), r)
                self.assertAlmostEqual(r['cycles_' + side], sorted(s)[0] / 2 + sorted(s)[1] / 2)
            self.assertAlmostEqual(r['ratio'], r['cycles_kernel'] / r['cycles_ukcrypto'])
            self.assertAlmostEqual(r['ratio_min'],
                                   min(r['samples_kernel']) / min(r['samples_ukcrypto']))
        self.assertEqual(per_case, {'xts': 4, 'ctr': 4, 'cbc': 4, 'gcm': 4, 'sha256': 2,
                                    'sha512': 2, 'aegis128': 4, 'chacha20': 2})

    def test_report(self):
        out = self.run_.stdout
        self.assertIn('cycles are TSC ticks', out)
        self.assertEqual(out.count('\n   of minima '), len(CASES))
        n = len(self.lines)
        self.assertIn('paired: %d, unpaired: 0 in before, 0 in after' % n, out)
        tables = re.findall(r'^== (\S+) \((\S+)\): kernel / ukcrypto cycles', out, re.M)
        self.assertEqual(sorted(tables), sorted({(r['alg'], r['driver_kernel'])
                                                 for r in self.lines}))
        self.assertEqual(len(tables), len(CASES))
        # Each ratio row: a size, then one ratio per column.
        rows = re.findall(r'^   (\d+(?:/\d+)?)\s+((?:\d+\.\d\d\s*)+)$', out, re.M)
        self.assertEqual(sum(len(r[1].split()) for r in rows), n)
        with open(os.path.join(self.out, 'side-by-side.svg')) as f:
            svg = f.read()
        self.assertIn('<svg', svg)
        self.assertTrue(svg.rstrip().endswith('</svg>'))

    def test_refuses_other_drivers(self):
        # Without the AES module the kernel side's xts(aes) is the library's template over
        # its generic AES, not the kernel's driver: the tool must say so and fail.
        with tempfile.TemporaryDirectory() as d:
            p = bench(d, [m for m in MODULES if 'aesni-intel' not in m], rounds=1)
        self.assertEqual(p.returncode, 1, p.stdout + p.stderr)
        self.assertIn('bench-kernel-asm: kernel:', p.stderr)


class BenchKernelAsmCiphers(unittest.TestCase):
    # --set ciphers, one round, with AVX-512 masked: every case timed, the same driver on both
    # sides, each from the side it should be, none of them an AVX-512 one; a module whose init
    # refuses the masked CPU (aria-gfni-avx512) is left out and named.
    def test_ciphers_masked(self):
        with tempfile.TemporaryDirectory() as d:
            p = bench(d, CIPHER_MODULES, rounds=1, set_='ciphers', mask='avx512f')
            self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
            with open(os.path.join(d, 'ratios.json')) as f:
                data = json.load(f)
        lines = data['lines']
        self.assertEqual(data['mask'], 'avx512f')
        self.assertIn('mask:   UKCRYPTO_DISABLE_CPU_FEATURES=avx512f', p.stdout)
        self.assertIn('left out, their init refusing this CPU: aria-gfni-avx512-x86_64.so',
                      p.stdout)
        self.assertEqual(sorted({r['case'] for r in lines}), sorted(CIPHER_CASES))
        kernel = {os.path.basename(m)[:-3].replace('-', '_') for m in CIPHER_MODULES}
        for r in lines:
            self.assertEqual(r['driver_ukcrypto'], r['driver_kernel'], r)
            self.assertIn(r['module_kernel'], kernel, r)
            self.assertNotIn(r['module_ukcrypto'], kernel, r)
            self.assertGreater(r['cycles_ukcrypto'], 0, r)
            self.assertNotIn('avx512', r['driver_kernel'], r)

    # --case: only the cases named are timed (ARIA's two, with their own drivers), and a name
    # no case of the set has is a usage error.
    def test_chosen_cases(self):
        with tempfile.TemporaryDirectory() as d:
            p = bench(d, CIPHER_MODULES, rounds=1, set_='ciphers',
                      more=['--case', 'aria', '--case', 'aria-ecb'])
            self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
            with open(os.path.join(d, 'ratios.json')) as f:
                lines = json.load(f)['lines']
            self.assertEqual({r['case']: r['alg'] for r in lines},
                             {'aria': 'ctr(aria)', 'aria-ecb': 'ecb(aria)'})
            for r in lines:
                self.assertTrue(r['driver_kernel'].startswith(r['alg'][:3] + '-aria-'), r)
            p = bench(d, CIPHER_MODULES, rounds=1, set_='ciphers', more=['--case', 'xts'])
            self.assertEqual(p.returncode, 2, p.stdout + p.stderr)
            self.assertIn('no case of --set ciphers', p.stderr)


class BenchKernelAsmOneCase(unittest.TestCase):
    # --case sha512: only that case is timed, with only the module it needs; a case outside
    # --set is a usage error.
    def test_sha512_only(self):
        sha512 = [m for m in MODULES if os.path.basename(m) == 'sha512-ssse3.so']
        with tempfile.TemporaryDirectory() as d:
            p = bench(d, sha512, rounds=1, more=['--case', 'sha512'])
            self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
            with open(os.path.join(d, 'ratios.json')) as f:
                lines = json.load(f)['lines']
        self.assertTrue(lines)
        self.assertEqual({r['case'] for r in lines}, {'sha512'})
        self.assertEqual(p.stdout.count('\n   of minima '), 1)

    def test_case_outside_set(self):
        with tempfile.TemporaryDirectory() as d:
            p = bench(d, CIPHER_MODULES, rounds=1, set_='ciphers', more=['--case', 'sha512'])
        self.assertEqual(p.returncode, 2)
        self.assertIn('no case of --set ciphers is among --case sha512', p.stderr)


if __name__ == '__main__':
    TCRYPT = sys.argv[1]
    MODULES, CIPHER_MODULES = set_paths(os.path.abspath(sys.argv[2]))
    unittest.main(argv=sys.argv[:1], verbosity=2)
