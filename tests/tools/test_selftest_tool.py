#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""The main job's program, ukcrypto-selftest: its report (a header, one line per algorithm name,
then "N algorithms: N passed, N failed, N untested"), its exit status, --strict, --all, --proc,
--progress, --help, a driver module that fails its self-test and one that has no vectors.

usage: test_selftest_tool.py PATH/TO/ukcrypto-selftest PATH/TO/crypto-aes-broken-mod.so
                             PATH/TO/crypto-toymod.so
"""

import os
import re
import shlex
import shutil
import tempfile
import subprocess
import sys
import time
import unittest

TOOL = MODULE = TOY = None  # set from the command line
# A cross build's programs run under its emulator ("meson test" names it).
WRAPPER = shlex.split(os.environ.get('MESON_EXE_WRAPPER', ''))

# name, winning driver, its priority, then "passed", "passed (health tests: ...)" (a noise
# source, which cannot have vectors), "FAILED: driver[,driver...]" or "untested (...)".
HEADER = re.compile(r'^algorithm +driver a lookup picks +prio  verdict$')
REPORT_LINE = re.compile(
    r'^(\S+) +(\S+) +(\d+)  (passed|passed \(health tests: .*\)|FAILED: \S+|untested \(.*)$')
NOISE = 'passed (health tests: a noise source has no known answers)'
SUMMARY = re.compile(r'^(\d+) algorithms: (\d+) passed, (\d+) failed, (\d+) untested$')


def sha512_driver():
    """The sha512 driver a lookup picks here, with its priority: on x86_64 the widest of 6.12's
    tiers the CPU has (AVX2 with BMI2, AVX, SSSE3); under qemu-aarch64 -cpu max, whose CPU
    model has the SHA-512 instructions, sha512-ce; else sha512-generic."""
    if WRAPPER and any('qemu-aarch64' in w for w in WRAPPER) and '-cpu' in WRAPPER and \
            WRAPPER[WRAPPER.index('-cpu') + 1:][:1] == ['max']:
        return ('sha512-ce', '200')
    flags = set()
    if os.uname().machine == 'x86_64' and not WRAPPER:
        with open('/proc/cpuinfo') as f:
            for line in f:
                if line.startswith('flags'):
                    flags = set(line.split(':', 1)[1].split())
                    break
    if {'avx', 'avx2', 'bmi2'} <= flags:
        return ('sha512-avx2', '170')
    if 'avx' in flags:
        return ('sha512-avx', '160')
    if 'ssse3' in flags:
        return ('sha512-ssse3', '150')
    return ('sha512-generic', '100')
# --progress, on stderr: a header, a line per driver as its self-test ends, then the count.
PROGRESS_HEADER = re.compile(r'^self-test progress: algorithm +driver +time  result$')
PROGRESS_LINE = re.compile(r'^(\S+) +(\S+) +(\d+\.\d\d) ms  (passed|FAILED: -\d+ \(.*\))$')
PROGRESS_END = re.compile(r'^(\d+) self-tests ended: (\d+) passed, (\d+) failed$')


def run(*args, env=None, cwd=None):
    e = dict(os.environ, UKCRYPTO_FUZZ_ITERATIONS='2')
    e.pop('UKCRYPTO_DISABLE_CPU_FEATURES', None)
    e.update(env or {})
    return subprocess.run(WRAPPER + [TOOL] + list(args), capture_output=True, text=True, env=e,
                          timeout=600, cwd=cwd)


def module_folder(*names):
    """A folder beside the test modules (a trusted path, unlike /tmp) holding the toy module
    under each of @names."""
    d = tempfile.mkdtemp(dir=os.path.dirname(os.path.abspath(TOY)))
    os.chmod(d, 0o755)
    for n in names:
        shutil.copy(TOY, os.path.join(d, n))
    return d


def report(out, order=None):
    order = [] if order is None else order
    lines = out.splitlines()
    head, body = lines[0], lines[2:]
    assert HEADER.match(lines[1]), lines[1]
    rows, summary = {}, None
    for line in body:
        m = SUMMARY.match(line)
        if m:
            summary = tuple(int(x) for x in m.groups())
            break
        row = REPORT_LINE.match(line)
        if not row:
            raise AssertionError('not a report line: %r' % line)
        rows[row.group(1)] = row.groups()[1:]
        order.append(row.group(1))
    return head, rows, summary


class SelftestTool(unittest.TestCase):
    def test_report_lines_and_summary(self):
        r = run('--no-extra')
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        head, rows, summary = report(r.stdout)
        self.assertEqual(head, 'ukcrypto-selftest: the default vector tests only')
        self.assertIsNotNone(summary)
        untested = [n for n in rows if rows[n][2].startswith('untested')]
        self.assertEqual(summary, (len(rows), len(rows) - len(untested), 0, len(untested)))
        for name in ('aes', 'cbc(aes)', 'xts(aes)', 'gcm(aes)', 'sha256', 'hmac(sha256)'):
            self.assertIn(name, rows)
            self.assertEqual(rows[name][2], 'passed')
        self.assertEqual(rows['sha512'], sha512_driver() + ('passed',))
        # The Jitter RNG passed its health tests, and its row says that is all it can pass.
        self.assertEqual(rows['jitterentropy_rng'], ('jitterentropy_rng', '100', NOISE))
        self.assertEqual([n for n in rows if rows[n][2] == NOISE], ['jitterentropy_rng'])
        self.assertNotIn('--- log ---', r.stdout)
        # The internal algorithms are behind --all; none is listed, and the count says so
        # (where there are any: the arm64 drivers have none).
        self.assertFalse([n for n in rows if n.startswith('__')])
        out = r.stdout
        r = run('--no-extra', '--all')
        _, all_rows, all_summary = report(r.stdout)
        internal = [n for n in all_rows if n.startswith('__')]
        if internal:
            self.assertRegex(out, r'\n\(%d internal algorithms, tested through the wrappers'
                             % len(internal))
            self.assertEqual(all_summary[0], summary[0] + len(internal))
        else:
            self.assertNotIn('internal algorithms', out)
            self.assertEqual(all_summary, summary)

    def test_no_vectors_is_untested_not_passed(self):
        # The toy module's cipher has no vectors: 6.12 logs "No test for" and lets it pass;
        # the report says untested, lists it first (the user's module), and --strict fails.
        order = []
        r = run('--no-extra', '--insmod', TOY)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        _, rows, summary = report(r.stdout, order)
        self.assertEqual(order[0], 'toymod')
        self.assertEqual(rows['toymod'],
                         ('toymod-generic', '100', 'untested (no vectors): toymod-generic'))
        self.assertGreaterEqual(summary[3], 1)
        self.assertEqual(summary[0], summary[1] + summary[2] + summary[3])
        r = run('--no-extra', '--strict', '--insmod', TOY)
        self.assertEqual(r.returncode, 1, r.stdout + r.stderr)

    def test_extra_tests_by_default_and_said(self):
        r = run()
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        self.assertTrue(r.stdout.startswith(
            'ukcrypto-selftest: the default vector tests and the extra tests '
            '(fuzz_iterations=2;'), r.stdout)

    def test_failed_driver_reported_and_exit_status(self):
        r = run('--no-extra', '--insmod', MODULE)
        self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
        _, rows, summary = report(r.stdout)
        # The lookup still picks a good driver; the broken one is named as failed.
        self.assertNotEqual(rows['aes'][0], 'aes-broken-mod')
        self.assertEqual(rows['aes'][2], 'FAILED: aes-broken-mod')
        self.assertEqual(summary[1:3], (summary[0] - summary[3] - 1, 1))
        self.assertIn('alg: cipher: Test 1 failed on encryption for aes-broken-mod', r.stdout)

    def test_progress_lines_match_the_report(self):
        # Not a terminal here: no progress unless asked for.
        r = run('--no-extra', '--insmod', MODULE)
        self.assertNotIn('self-test progress', r.stderr)
        r = run('--no-extra', '--progress', '--no-progress')
        self.assertNotIn('self-test progress', r.stderr)
        r = run('--no-extra', '--progress', '--insmod', MODULE)
        self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
        err = r.stderr.splitlines()
        start = next(i for i, l in enumerate(err) if PROGRESS_HEADER.match(l))
        end = next(i for i, l in enumerate(err) if PROGRESS_END.match(l))
        lines = [PROGRESS_LINE.match(l) for l in err[start + 1:end]]
        self.assertTrue(all(lines), err[start + 1:end])
        total, passed, failed = (int(x) for x in PROGRESS_END.match(err[end]).groups())
        self.assertEqual(total, len(lines))
        self.assertEqual(failed, sum(m.group(4).startswith('FAILED') for m in lines))
        self.assertEqual(passed + failed, total)
        # The broken module's driver failed, and its line says how.
        self.assertIn(('aes', 'aes-broken-mod'),
                      [m.group(1, 2) for m in lines if m.group(4).startswith('FAILED')])
        # Every tested name of the report has its drivers' lines (the internal ones, never
        # tested, are not listed without --all), and the lines name nothing else.
        _, rows, summary = report(r.stdout)
        tested = {n for n, row in rows.items()
                  if not row[2].startswith('untested (') or 'no vectors' in row[2]}
        self.assertEqual({m.group(1) for m in lines}, tested)
        self.assertEqual({m.group(1) for m in lines if m.group(4).startswith('FAILED')},
                         {n for n, row in rows.items() if row[2].startswith('FAILED')})
        self.assertEqual(summary[2], 1)
        for name in tested:
            if rows[name][0] != '-':
                self.assertIn((name, rows[name][0]), [m.group(1, 2) for m in lines])

    def test_proc_view(self):
        r = run('--no-extra', '--proc', '--insmod', MODULE)
        self.assertEqual(r.returncode, 1)
        block = re.search(r'name         : aes\ndriver       : aes-broken-mod\n'
                          r'module       : (\S+)\n(?:.*\n)*?selftest     : (\S+)\n', r.stdout)
        self.assertIsNotNone(block, r.stdout[:2000])
        self.assertEqual(block.groups(), ('crypto_aes_broken_mod', 'unknown'))

    def test_help_and_bad_arguments(self):
        t0 = time.monotonic()
        r = run('--help')
        self.assertEqual(r.returncode, 0)
        self.assertTrue(r.stdout.startswith('usage: ukcrypto-selftest'))
        self.assertLess(time.monotonic() - t0, 5)
        self.assertNotIn('algorithms:', r.stdout)
        r = run('--bogus')
        self.assertEqual(r.returncode, 2)
        self.assertIn('usage:', r.stderr)

    def test_module_init_error_as_insmod(self):
        # A second copy of the toy module registers a driver name the first took: its
        # module_init() answers -EEXIST, which insmod(8) prints as "File exists". The tool says
        # so on stderr before the report and exits 1, whatever the report's rows say. The bare
        # name is a file in the current folder, as insmod takes it.
        d = module_folder('crypto-toymod2.so')
        try:
            r = run('--no-extra', '--insmod', os.path.abspath(TOY), '--insmod',
                    'crypto-toymod2.so', cwd=d)
        finally:
            shutil.rmtree(d)
        self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
        self.assertIn('initcall toymod_init returned -17\n', r.stderr)
        self.assertIn('insmod: ERROR: could not insert module crypto-toymod2.so: File exists\n',
                      r.stderr)
        self.assertIn('module crypto-toymod2.so did not load or register: File exists',
                      r.stderr)

    def test_unloadable_module_says_why(self):
        d = module_folder()
        try:
            r = run('--no-extra', '--insmod', 'no-such-module.so', cwd=d)
            self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
            # dlopen()'s reason, for the file in the current folder (not a library search).
            self.assertIn('insmod: ERROR: could not load module no-such-module.so: '
                          './no-such-module.so: cannot open shared object file', r.stderr)
            r = run('--no-extra', env={'UKCRYPTO_MODULES': 'no-such-module.so'}, cwd=d)
            self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
            self.assertIn('insmod: ERROR: could not load module no-such-module.so: '
                          'No such file or directory\n', r.stderr)
            self.assertIn('crypto_init() failed: -2', r.stderr)
        finally:
            shutil.rmtree(d)

    def test_bare_names_are_files_in_the_current_folder(self):
        # A name found nowhere else (a library search could find the build's own copy).
        d = module_folder('crypto-toymod-here.so')
        try:
            for args, env in ((['--insmod', 'crypto-toymod-here.so'], None),
                              ([], {'UKCRYPTO_MODULES': 'crypto-toymod-here.so'})):
                r = run('--no-extra', *args, env=env, cwd=d)
                self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
                _, rows, _ = report(r.stdout)
                self.assertEqual(rows['toymod'][0], 'toymod-generic')
        finally:
            shutil.rmtree(d)

    def test_misspelt_exclude_refused_with_known_names(self):
        r = run('--no-extra', env={'UKCRYPTO_BUILTIN_EXCLUDE': 'serpent_generc'})
        self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
        self.assertIn('UKCRYPTO_BUILTIN_EXCLUDE: no built-in file "serpent_generc"', r.stderr)
        self.assertRegex(r.stderr, r'built-in files: .*\bserpent_generic\b')
        self.assertIn('crypto_init() failed: -22', r.stderr)

    def test_misspelt_feature_mask_fails(self):
        r = run('--no-extra', env={'UKCRYPTO_DISABLE_CPU_FEATURES': 'notafeature'})
        self.assertEqual(r.returncode, 1)
        self.assertIn('crypto_init() failed: -22', r.stderr)


if __name__ == '__main__':
    TOOL, MODULE, TOY = sys.argv[1], sys.argv[2], sys.argv[3]
    del sys.argv[1:4]
    unittest.main(verbosity=2)
