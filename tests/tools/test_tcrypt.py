#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Tests of the tcrypt program: its lines against Linux 6.12's tcrypt format strings, the
drivers its banners name, its JSON records, its modes and exit codes, and tcrypt-compare on
its output.

usage: test_tcrypt.py PATH/TO/tcrypt   (bench-openssl's path is read from UKC_BENCH_OPENSSL,
set where it is built; the folder of crypto-aes-broken-mod.so (tests/modules/module_broken_aes.c), a
driver that fails its self-test, from UKC_TEST_MODULE_DIR)
"""

import json
import os
import platform
import re
import shlex
import subprocess
import sys
import tempfile
import unittest

import suite_main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMPARE = os.path.join(ROOT, 'tools', 'tcrypt-compare')
TCRYPT = None  # set from the command line
# A cross build's programs run under its emulator ("meson test" names it).
WRAPPER = shlex.split(os.environ.get('MESON_EXE_WRAPPER', ''))
# The architecture tcrypt is built for (meson's cpu_family), not the one running this script.
HOST_CPU = os.environ.get('UKC_HOST_CPU_FAMILY', platform.machine())


# Under the cross build's emulator the arm64 virtual counter follows the host's microsecond
# clock: it moves in steps of about 62 ticks at its 62.5 MHz, so eight short operations can
# all fall inside one step and sum to 0. There a count may be 0, but not every count.
COARSE_COUNTER = bool(WRAPPER) and HOST_CPU == 'aarch64'


def check_cycle_counts(tc, counts, what=None):
    counts = [int(c) for c in counts]
    tc.assertTrue(counts, what)
    if COARSE_COUNTER:
        tc.assertGreaterEqual(min(counts), 0, what)
        tc.assertGreater(max(counts), 0, what)
    else:
        tc.assertGreater(min(counts), 0, what)

# The format strings of Linux 6.12 crypto/tcrypt.c: the specification of every line tcrypt
# prints. pr_fmt is KBUILD_MODNAME ": ", so each pr_info/pr_err/pr_debug line starts with
# PREFIX; a pr_cont result continues its header's line and adds none.
PREFIX = 'tcrypt: '
FMT = {
    'banner_skcipher': 'testing speed of %s %s (%s) %s',
    'banner_mb': 'testing speed of multibuffer %s (%s) %s',
    'banner_aead': 'testing speed of %s (%s) %s',
    'banner_hash': 'testing speed of async %s (%s)',
    'cipher_header': 'test %u (%d bit key, %d byte blocks): ',
    'cipher_ops': '%d operations in %d seconds (%llu bytes)',
    'cipher_cycles': '1 operation in %lu cycles (%d bytes)',
    'hash_header': 'test%3u (%5u byte blocks,%5u bytes per update,%4u updates): ',
    'hash_ops': '%6u opers/sec, %9lu bytes/sec',
    'hash_cycles': '%6lu cycles/operation, %4lu cycles/byte',
    'load_failed': 'failed to load transform for %s: %ld',
    'aead_load_failed': 'alg: aead: Failed to load transform for %s: %ld',
    'setkey_failed': 'setkey() failed flags=%x',
    'op_failed': '%s() failed flags=%x',
    'aead_op_failed': '%s() failed return code=%d',
    'hash_failed': 'hashing failed ret=%d',
    'concurrent': 'concurrent request %d error %d',
    'tests_failed': 'one or more tests failed!',
    'testing': 'testing %s',           # tcrypt_test()'s pr_debug
    'all_passed': 'all tests passed',  # tcrypt_mod_init()'s pr_debug
}

# (blen, plen) of 6.12's generic_hash_speed_template, from linux crypto/tcrypt.h.
GENERIC_HASH_SPEED = [(16, 16), (64, 16), (64, 64), (256, 16), (256, 64), (256, 256),
                      (1024, 16), (1024, 256), (1024, 1024), (2048, 16), (2048, 256),
                      (2048, 1024), (2048, 2048), (4096, 16), (4096, 256), (4096, 1024),
                      (4096, 4096), (8192, 16), (8192, 256), (8192, 1024), (8192, 4096),
                      (8192, 8192)]
# linux crypto/tcrypt.c block_sizes[] and aead_sizes[].
BLOCK_SIZES = [16, 64, 128, 256, 1024, 1420, 4096]
AEAD_SIZES = [16, 64, 256, 512, 1024, 1420, 4096, 8192]


def fmt_regex(fmt):
    """A printf format as a regex: each conversion one group; widths pad with spaces."""
    out, pos = '', 0
    for m in re.finditer(r'%(-?)(\d*)(l{0,2})([udxs%])', fmt):
        out += re.escape(fmt[pos:m.start()])
        pos = m.end()
        conv, width = m.group(4), m.group(2)
        pad = ' *' if width and not m.group(1) else ''
        out += {'u': pad + r'(\d+)', 'd': pad + r'(-?\d+)', 'x': r'([0-9a-f]+)',
                's': r'(\S+)', '%': '%'}[conv]
    return out + re.escape(fmt[pos:])


def line_re(*names):
    """One whole line: PREFIX (the pr_info or pr_err), then the formats (pr_conts) in order."""
    return re.compile('^' + re.escape(PREFIX) + ''.join(fmt_regex(FMT[n]) for n in names) + '$')


RE = {
    'banner_skcipher': line_re('banner_skcipher'),
    'banner_mb': line_re('banner_mb'),
    'banner_aead': line_re('banner_aead'),
    'banner_hash': line_re('banner_hash'),
    'cipher_ops': line_re('cipher_header', 'cipher_ops'),
    'cipher_cycles': line_re('cipher_header', 'cipher_cycles'),
    'hash_ops': line_re('hash_header', 'hash_ops'),
    'hash_cycles': line_re('hash_header', 'hash_cycles'),
    # A header whose operation failed: the pr_err that follows starts a new line.
    'cipher_header': line_re('cipher_header'),
    'hash_header': line_re('hash_header'),
    'load_failed': line_re('load_failed'),
    'aead_load_failed': line_re('aead_load_failed'),
    'setkey_failed': line_re('setkey_failed'),
    'op_failed': line_re('op_failed'),
    'aead_op_failed': line_re('aead_op_failed'),
    'hash_failed': line_re('hash_failed'),
    'concurrent': line_re('concurrent'),
    'tests_failed': line_re('tests_failed'),
    'testing': line_re('testing'),
    'all_passed': line_re('all_passed'),
    # The library's log ring (testmgr's own lines, as dmesg interleaves them, and the warning
    # arc4's init gives each tfm, as 6.12's): not tcrypt's messages, so no prefix.
    'log': re.compile(r'^(alg: |"[^"]+" \(\d+\) uses obsolete ecb\(arc4\) skcipher$)'),
}
ERRORS = ('load_failed', 'aead_load_failed', 'setkey_failed', 'op_failed', 'aead_op_failed',
          'hash_failed', 'concurrent', 'tests_failed')


def classify(line):
    """(kind, groups) of a tcrypt output line, or (None, None). Banners are tried in an
    order that keeps the AEAD form (no sync/async word) from swallowing the others."""
    for kind in ('banner_mb', 'banner_hash', 'banner_skcipher', 'banner_aead', 'cipher_ops',
                 'cipher_cycles', 'hash_ops', 'hash_cycles', 'cipher_header', 'hash_header',
                 *ERRORS, 'testing', 'all_passed', 'log'):
        m = RE[kind].match(line)
        if m:
            if kind == 'banner_skcipher' and m.group(1) not in ('sync', 'async'):
                continue
            return kind, m.groups()
    return None, None


_runs = {}
# testmgr's randomized extra tests run at every instantiation and dominate a sanitizer build's
# time; other suites cover them, these tests are about tcrypt's lines. (UKCRYPTO_NOEXTRATESTS
# wins over an UKCRYPTO_EXTRATESTS=1 the caller's environment may set.)
ENV = dict(os.environ, UKCRYPTO_NOEXTRATESTS=os.environ.get('UKCRYPTO_NOEXTRATESTS', '1'))
# The extra tests on, with few fuzz rounds to stay quick.
EXTRA_ENV = {k: v for k, v in ENV.items() if k != 'UKCRYPTO_NOEXTRATESTS'}
EXTRA_ENV.update(UKCRYPTO_EXTRATESTS='1', UKCRYPTO_FUZZ_ITERATIONS='5')
BROKEN_MODULE = 'crypto-aes-broken-mod.so'


def run(*args, cache=True, env=None):
    """Run tcrypt; returns (status, stdout, stderr). Identical runs are made once."""
    key = (args, tuple(sorted(env.items())) if env else None)
    if cache and key in _runs:
        return _runs[key]
    proc = subprocess.run(WRAPPER + [TCRYPT] + list(args), capture_output=True, text=True, timeout=240,
                          env=env or ENV)
    result = (proc.returncode, proc.stdout, proc.stderr)
    if cache:
        _runs[key] = result
    return result


def run_with_files(*args):
    """Run tcrypt with --proc-crypto and --json files; returns (status, out, err, proc, json)."""
    with tempfile.TemporaryDirectory() as tmp:
        proc_path = os.path.join(tmp, 'proc')
        json_path = os.path.join(tmp, 'json')
        status, out, err = run(*args, '--proc-crypto=' + proc_path, '--json=' + json_path,
                               cache=False)
        with open(proc_path) as f:
            proc = f.read()
        with open(json_path) as f:
            records = f.read()
    return status, out, err, proc, records


def parse_proc(text):
    """/proc/crypto blocks as dicts."""
    blocks = []
    for chunk in text.strip().split('\n\n'):
        block = {}
        for line in chunk.splitlines():
            key, _, value = line.partition(':')
            block[key.strip()] = value.strip()
        blocks.append(block)
    return blocks


def sections(lines):
    """Group lines under their banners: [(kind, groups, [(kind, groups), ...]), ...]."""
    out = []
    for line in lines:
        kind, groups = classify(line)
        if kind and kind.startswith('banner'):
            out.append((kind, groups, []))
        elif kind in ('cipher_ops', 'cipher_cycles', 'hash_ops', 'hash_cycles') and out:
            out[-1][2].append((kind, groups))
    return out


def round_up(x, y):
    return (x + y - 1) // y * y


# type= and mask= values (linux/crypto.h) for mode 0's crypto_has_alg() check.
HASH = ('type=14', 'mask=14')  # CRYPTO_ALG_TYPE_HASH under CRYPTO_ALG_TYPE_HASH_MASK: both kinds
AEAD = ('type=3', 'mask=15')


def have(alg, kind):
    """Whether tcrypt finds the algorithm (mode 0 with alg=, type= and mask=)."""
    return run('mode=0', 'alg=' + alg, *kind)[0] == 0


def vector_sections():
    """The algorithm names with compiled-in vectors (files listed in testmgr/meson.build)."""
    names = set()
    with open(os.path.join(ROOT, 'testmgr', 'meson.build')) as f:
        files = re.findall(r"'(vectors/[^']+\.vec)'", f.read())
    for name in files:
        with open(os.path.join(ROOT, 'testmgr', name)) as f:
            names.update(re.findall(r'^\[(.+)\]\s*$', f.read(), re.M))
    return names


class SkcipherSpeedLines(unittest.TestCase):
    """mode=200 sec=0: every line has a 6.12 format and the figures the kernel would give."""

    @classmethod
    def setUpClass(cls):
        cls.status, cls.out, cls.err, proc, _ = run_with_files('mode=200', 'sec=0')
        cls.proc = parse_proc(proc)
        cls.lines = cls.out.splitlines()

    def test_exit_status(self):
        self.assertEqual(self.status, 0, self.err)

    def test_every_line_has_a_kernel_format(self):
        for line in self.lines:
            kind, _ = classify(line)
            self.assertIsNotNone(kind, 'line not in any 6.12 format: %r' % line)
            self.assertNotIn(kind, ('cipher_ops', 'hash_ops', 'hash_cycles', 'banner_mb'), line)

    def test_the_kernel_list_of_mode_200(self):
        got = [(g[1], g[3]) for k, g, _ in sections(self.lines)]
        want = []
        for alg in ('ecb(aes)', 'cbc(aes)', 'lrw(aes)', 'xts(aes)', 'cts(cbc(aes))', 'ctr(aes)'):
            want += [(alg, 'encryption'), (alg, 'decryption')]
        self.assertEqual(got, want)
        self.assertTrue(all(g[0] == 'sync' for _, g, _ in sections(self.lines)))
        failed = [classify(l)[1] for l in self.lines if classify(l)[0] == 'load_failed']
        self.assertEqual(failed, [])

    def test_key_and_block_sizes_and_numbering(self):
        keys = {'xts(aes)': [256, 512], 'lrw(aes)': [256, 320, 384]}
        for _, banner, results in sections(self.lines):
            alg, driver = banner[1], banner[2]
            info = [b for b in self.proc if b.get('driver') == driver][0]
            bsize = int(info['blocksize'])
            want = [(k, round_up(b, bsize)) for k in keys.get(alg, [128, 192, 256])
                    for b in BLOCK_SIZES]
            got = [(int(g[1]), int(g[2])) for _, g in results]
            self.assertEqual(got, want, alg)
            self.assertEqual([int(g[0]) for _, g in results], list(range(len(want))))
            check_cycle_counts(self, [g[3] for _, g in results], alg)
            for _, g in results:
                self.assertEqual(int(g[4]), int(g[2]))       # bytes == block size

    def test_banner_names_the_driver_the_lookup_chose(self):
        for _, banner, _ in sections(self.lines):
            alg, driver = banner[1], banner[2]
            mine = [b for b in self.proc if b.get('driver') == driver]
            self.assertEqual(len(mine), 1, driver)
            self.assertEqual(mine[0]['name'], alg)
            # Sync lookups (mask CRYPTO_ALG_ASYNC) see skciphers and lskciphers that are
            # not async.
            rivals = [b for b in self.proc if b.get('name') == alg and b.get('internal') == 'no'
                      and b.get('selftest') == 'passed'
                      and b.get('type') in ('skcipher', 'lskcipher') and b.get('async') != 'yes']
            best = max(int(b['priority']) for b in rivals)
            self.assertEqual(int(mine[0]['priority']), best, (alg, driver, rivals))

    def test_stderr_names_the_cycle_counter(self):
        head = [l for l in self.err.splitlines() if l.startswith('tcrypt: sec=0:')]
        # Under the cross build's emulator a second line says whose time the counts are.
        emulated = [l for l in head if 'runs under an emulator' in l]
        self.assertEqual(len(emulated), 1 if WRAPPER and HOST_CPU == 'aarch64' else 0, head)
        head = [l for l in head if l not in emulated]
        self.assertEqual(len(head), 1, self.err)
        if HOST_CPU in ('x86_64', 'x86'):
            self.assertIn('rdtsc', head[0])
        elif HOST_CPU == 'aarch64':
            self.assertRegex(head[0], r'the virtual counter \(cntvct_el0, [1-9]\d* Hz\)')
        else:
            self.assertIn('nanoseconds of CLOCK_MONOTONIC', head[0])


class EveryLineIsA612Line(unittest.TestCase):
    """sec=0 speed modes of each kind: every stdout line is one 6.12 tcrypt.c would log, with
    pr_fmt's prefix on banners, headers and errors, the pr_cont result on its header's line,
    and only the library's own log lines ("alg: ...") without the prefix."""

    RUNS = [('mode=200',), ('mode=500', '--quick'), ('mode=600', '--quick', 'num_mb=2'),
            ('mode=211', '--quick'), ('mode=215', '--quick', 'num_mb=2'),
            ('mode=212', '--quick'), ('mode=216', '--quick', 'num_mb=2'),
            ('mode=220', '--quick'), ('mode=221', '--quick'), ('mode=304', '--quick'),
            ('mode=404', '--quick')]

    def check_line(self, line):
        kind, _ = classify(line)
        self.assertIsNotNone(kind, 'line not in any 6.12 format: %r' % line)
        if kind == 'log':
            self.assertFalse(line.startswith(PREFIX), line)
            return kind
        # Everything tcrypt itself prints is a pr_info/pr_err line: it starts with the prefix
        # once, and no result stands on a line of its own.
        self.assertTrue(line.startswith(PREFIX), line)
        self.assertFalse(line[len(PREFIX):].startswith(PREFIX), line)
        self.assertNotIn(kind, ('testing', 'all_passed'), line)
        return kind

    def test_every_line(self):
        for args in self.RUNS:
            with self.subTest(args=args):
                status, out, err = run(*args, 'sec=0')
                self.assertEqual(status, 0, err)
                kinds = [self.check_line(l) for l in out.splitlines()]
                self.assertFalse({'cipher_ops', 'hash_ops'} & set(kinds), args)  # sec=0
                results = [k for k in kinds if k in ('cipher_cycles', 'hash_cycles')]
                self.assertGreater(len(results), 0, out)
                self.assertEqual(kinds.count('cipher_header') + kinds.count('hash_header'), 0)

    def test_results_follow_their_banner(self):
        status, out, err = run('mode=304', '--quick', 'sec=0')
        self.assertEqual(status, 0, err)
        lines = out.splitlines()
        self.assertRegex(lines[0], r'^tcrypt: testing speed of async sha256 \(\S+\)$')
        self.assertRegex(lines[1], r'^tcrypt: test  0 \(   16 byte blocks,   16 bytes per update,'
                                   r'   1 updates\): +\d+ cycles/operation, +\d+ cycles/byte$')

    def test_log_ring_lines_are_not_prefixed(self):
        # 6.12 has no vectors for cts(cbc(serpent)): looking it up instantiates and tests it,
        # and testmgr's "alg: No test for" line comes from the log ring, before tcrypt's own
        # lines, without their prefix.
        status, out, _ = run('mode=0', 'alg=cts(cbc(serpent))', 'type=5')
        self.assertEqual(status, 0, out)
        lines = out.splitlines()
        logs = [l for l in lines if classify(l)[0] == 'log']
        self.assertEqual(len(logs), 1, out)
        self.assertRegex(logs[0], r'^alg: No test for cts\(cbc\(serpent\)\) '
                                  r'\(cts\(\S+\)\)$')
        self.assertEqual(lines[-1], PREFIX + FMT['all_passed'])
        for line in lines:
            self.assertTrue(line.startswith(PREFIX) or line.startswith('alg: '), line)


class SecondsLines(unittest.TestCase):
    """sec=1: operations counted over a second, as the kernel's jiffies loop."""

    def test_multibuffer_operations_in_seconds(self):
        status, out, err = run('mode=600', 'alg=ctr(aes)', 'klen=16', 'sec=1', '--quick',
                               'num_mb=4')
        self.assertEqual(status, 0, err)
        secs = sections(out.splitlines())
        self.assertEqual([(k, g[0], g[2]) for k, g, _ in secs],
                         [('banner_mb', 'ctr(aes)', 'encryption'),
                          ('banner_mb', 'ctr(aes)', 'decryption')])
        for _, _, results in secs:
            self.assertEqual([(k, int(g[1]), int(g[2])) for k, g in results],
                             [('cipher_ops', 128, 16), ('cipher_ops', 128, 64)])
            for _, g in results:
                ops, seconds, nbytes = int(g[3]), int(g[4]), int(g[5])
                self.assertEqual(seconds, 1)
                self.assertGreater(ops, 0)
                self.assertEqual(ops % 4, 0)             # num_mb requests per round
                self.assertEqual(nbytes, ops * int(g[2]))

    def test_hash_opers_per_second(self):
        if not have('sha1', HASH):
            self.skipTest('no sha1 yet')
        status, out, err = run('mode=403', 'sec=1', '--quick')
        self.assertEqual(status, 0, err)
        secs = sections(out.splitlines())
        self.assertEqual([(k, g[0]) for k, g, _ in secs], [('banner_hash', 'sha1')])
        results = secs[0][2]
        self.assertEqual([(int(g[1]), int(g[2]), int(g[3])) for _, g in results],
                         [(16, 16, 1), (64, 16, 4)])
        for _, g in results:
            self.assertGreater(int(g[4]), 0)
            self.assertEqual(int(g[5]), int(g[4]) * int(g[1]))  # bytes/sec = opers * blen


class HashLines(unittest.TestCase):
    def test_generic_hash_speed_template(self):
        if not have('sha256', HASH):
            self.skipTest('no sha256 yet')
        status, out, err = run('mode=304')
        self.assertEqual(status, 0, err)
        lines = out.splitlines()
        for line in lines:
            self.assertIn(classify(line)[0], ('banner_hash', 'hash_cycles', 'log'), line)
        secs = sections(lines)
        self.assertEqual([g[0] for _, g, _ in secs], ['sha256'])
        got = [(int(g[1]), int(g[2])) for _, g in secs[0][2]]
        self.assertEqual(got, GENERIC_HASH_SPEED)
        for i, (_, g) in enumerate(secs[0][2]):
            test, blen, plen, updates, per_op, per_byte = (int(x) for x in g)
            self.assertEqual((test, updates), (i, blen // plen))
            # cycles/byte = total / (8 * blen) with cycles/operation = total / 8
            self.assertIn(per_byte, {8 * per_op // (8 * blen), (8 * per_op + 7) // (8 * blen)})

    def test_series_300_runs_every_hash_mode(self):
        status, out, err = run('mode=300', '--quick')
        self.assertEqual(status, 0, err)
        order = []
        for line in out.splitlines():
            kind, g = classify(line)
            if kind in ('banner_hash', 'load_failed'):
                order.append(g[0])
        # The kernel's 300 series falls through its cases in order: every 301-399 mode --help
        # lists, by number.
        _, helptext, _ = run('--help')
        want = re.findall(r'^\s+3(?:0[1-9]|[1-9]\d)\s+sync hash speed[^:]*: (\S+)$', helptext, re.M)
        for alg in ('sha1', 'sha256', 'sha384', 'sha512', 'sha224', 'ghash'):
            self.assertIn(alg, want)
        self.assertEqual(order, want)


class AeadLines(unittest.TestCase):
    def test_mode_211(self):
        if not have('gcm(aes)', AEAD):
            self.skipTest('no gcm(aes) yet')
        status, out, err = run('mode=211', '--quick')
        self.assertEqual(status, 0, err)
        secs = sections(out.splitlines())
        self.assertEqual([(k, g[0], g[2]) for k, g, _ in secs],
                         [('banner_aead', 'rfc4106(gcm(aes))', 'encryption'),
                          ('banner_aead', 'gcm(aes)', 'encryption'),
                          ('banner_aead', 'rfc4106(gcm(aes))', 'decryption'),
                          ('banner_aead', 'gcm(aes)', 'decryption')])
        for _, banner, results in secs:
            bits = 160 if banner[0].startswith('rfc4106') else 128  # 20-byte key: AES + salt
            self.assertEqual([(int(g[1]), int(g[2])) for _, g in results],
                             [(bits, 16), (bits, 64)])

    def test_mode_212_rfc4309(self):
        if not have('rfc4309(ccm(aes))', AEAD):
            self.skipTest('no rfc4309(ccm(aes))')
        status, out, err = run('mode=212', '--quick')
        self.assertEqual(status, 0, err)
        secs = sections(out.splitlines())
        self.assertEqual([(k, g[0], g[2]) for k, g, _ in secs],
                         [('banner_aead', 'rfc4309(ccm(aes))', 'encryption'),
                          ('banner_aead', 'rfc4309(ccm(aes))', 'decryption')])
        for _, banner, results in secs:
            self.assertTrue(banner[1].startswith('rfc4309(ccm_base('), banner)
            # aead_speed_template_19: a 16-byte AES key and the 3-byte salt.
            self.assertEqual([(int(g[1]), int(g[2])) for _, g in results],
                             [(152, 16), (152, 64)])

    def test_mode_216_multibuffer_rfc4309(self):
        if not have('rfc4309(ccm(aes))', AEAD):
            self.skipTest('no rfc4309(ccm(aes))')
        status, out, err = run('mode=216', '--quick', 'num_mb=2')
        self.assertEqual(status, 0, err)
        secs = sections(out.splitlines())
        self.assertEqual(len(secs), 2)
        self.assertTrue(all(k == 'banner_mb' and len(r) == 2 for k, _, r in secs))

    def test_multibuffer_aead(self):
        if not have('gcm(aes)', AEAD):
            self.skipTest('no gcm(aes) yet')
        status, out, err = run('mode=215', '--quick', 'num_mb=3')
        self.assertEqual(status, 0, err)
        secs = sections(out.splitlines())
        self.assertEqual(len(secs), 4)
        self.assertTrue(all(k == 'banner_mb' and len(r) == 2 for k, _, r in secs))

    def test_mode_221_aegis128(self):
        status, out, err = run('mode=221', '--quick')
        self.assertEqual(status, 0, err)
        if not have('aegis128', AEAD):
            self.assertEqual([classify(l)[0] for l in out.splitlines()],
                             ['aead_load_failed', 'aead_load_failed'])
            return
        secs = sections(out.splitlines())
        self.assertEqual([(k, g[0], g[2]) for k, g, _ in secs],
                         [('banner_aead', 'aegis128', 'encryption'),
                          ('banner_aead', 'aegis128', 'decryption')])


class CompareTool(unittest.TestCase):
    """tools/tcrypt-compare reads tcrypt's output and pairs two runs line by line."""

    def test_pairs_two_runs(self):
        with tempfile.TemporaryDirectory() as tmp:
            paths = []
            for name in ('before.log', 'after.log'):
                status, out, err = run('mode=500', cache=False)
                self.assertEqual(status, 0, err)
                paths.append(os.path.join(tmp, name))
                with open(paths[-1], 'w') as f:
                    f.write(out)
            # A run that cannot load its transform, in the first log only.
            status, missing, err = run('mode=600', 'alg=nosuch(aes)', 'klen=16', '--quick')
            self.assertEqual(status, 0, err)
            with open(paths[0], 'a') as f:
                f.write(missing)
            results = [l for l in out.splitlines() if classify(l)[0] == 'cipher_cycles']
            proc = subprocess.run([sys.executable, COMPARE] + paths, capture_output=True,
                                  text=True)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertIn('paired: %d, unpaired: 0 in before, 0 in after' % len(results),
                      proc.stdout)
        self.assertGreater(len(results), 100)
        self.assertIn('== cts(cbc(aes)) encryption, cycles/operation', proc.stdout)
        # The kernel's failure lines land among the problems, with their line numbers.
        self.assertIn('before.log:', proc.stdout)
        self.assertIn('failed to load transform for nosuch(aes): -2', proc.stdout)


    def test_reads_tcrypt_lines_with_and_without_the_prefix(self):
        status, out, err = run('mode=500', '--quick')
        self.assertEqual(status, 0, err)
        self.assertTrue(out.startswith(PREFIX), out)
        bare = ''.join(l[len(PREFIX):] if l.startswith(PREFIX) else l
                       for l in out.splitlines(True))
        results = [l for l in out.splitlines() if classify(l)[0] == 'cipher_cycles']
        with tempfile.TemporaryDirectory() as tmp:
            paths = [os.path.join(tmp, n) for n in ('prefixed.log', 'bare.log')]
            for path, text in zip(paths, (out, bare)):
                with open(path, 'w') as f:
                    f.write(text)
            proc = subprocess.run([sys.executable, COMPARE] + paths, capture_output=True,
                                  text=True)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertIn('paired: %d, unpaired: 0 in before, 0 in after' % len(results),
                      proc.stdout)


class ModesAndParameters(unittest.TestCase):
    def valid_modes(self):
        status, _, err = run('mode=999')
        return status, err

    def test_unknown_mode_exits_22_naming_the_valid_ones(self):
        status, err = self.valid_modes()
        self.assertEqual(status, 22)
        m = re.search(r'unknown mode 999; valid modes: ([\d ]+)$', err.strip())
        self.assertTrue(m, err)
        modes = [int(x) for x in m.group(1).split()]
        for want in (0, 10, 37, 38, 45, 200, 211, 212, 215, 216, 220, 221, 300, 304, 400,
                     404, 500, 600):
            self.assertIn(want, modes)
        self.assertNotIn(999, modes)
        self.assertEqual(modes, sorted(modes))

    def test_help_runs_nothing(self):
        with tempfile.TemporaryDirectory() as tmp:
            proc_path = os.path.join(tmp, 'proc')
            for args in (('--help',), ('-h',), ('mode=200', 'sec=0', '--help'),
                         ('secs=1', '--help'), ('--help', '--proc-crypto=' + proc_path)):
                with self.subTest(args=args):
                    status, out, err = run(*args, cache=False)
                    self.assertEqual((status, err), (0, ''))
                    self.assertTrue(out.startswith('usage: tcrypt mode=N '), out)
                    self.assertNotIn(PREFIX, out)
            # A run writes the /proc/crypto view at its end; --help never got there.
            self.assertFalse(os.path.exists(proc_path))

    def test_help_lists_every_mode(self):
        status, out, _ = run('--help')
        self.assertEqual(status, 0)
        listed = [int(m) for m in re.findall(r'^\s+(\d+)\s', out, re.M)]
        _, err = self.valid_modes()
        self.assertEqual(listed, [int(x) for x in err.split(':')[-1].split()])
        self.assertRegex(out, r'\n\s+38\s+self-test: cts\(cbc\(aes\)\)\n')

    def test_bad_parameters(self):
        self.assertEqual(run('mode=abc')[0], 22)
        self.assertIn("'abc' invalid for parameter 'mode'", run('mode=abc')[2])
        self.assertEqual(run('secs=1')[0], 22)
        self.assertIn("unknown parameter 'secs'", run('secs=1')[2])
        self.assertEqual(run('mode=600', 'num_mb=0')[0], 22)
        self.assertEqual(run('sec=-1')[0], 22)
        self.assertIn("'-1' invalid for parameter 'sec'", run('sec=-1')[2])
        # klen= means nothing to the fixed-key skcipher modes: refused, not ignored.
        status, _, err = run('mode=200', 'klen=7')
        self.assertEqual(status, 22)
        self.assertIn('klen=7: mode 200 uses the kernel\'s fixed key sizes', err)
        # Every hash speed mode keys its hash with klen=, as 6.12's test_ahash_speed_common().
        for mode in ('mode=304', 'mode=404', 'mode=300'):
            status, out, err = run(mode, 'klen=16', '--quick')
            self.assertEqual(status, 0, err)
            self.assertIn(PREFIX + 'testing speed of async sha', out)

    def test_mode_0_with_alg_checks_the_name(self):
        # Without type= the kernel's check asks for type 0, which nothing has.
        status, out, _ = run('mode=0', 'alg=ctr(aes)')
        self.assertEqual(status, 2)
        self.assertRegex(out.splitlines()[0], r'^tcrypt: ctr\(aes\): not found \(-EINVAL\) as '
                         r'type=0 mask=0xf; \S+ has type 0x5$')
        self.assertEqual(run('mode=0', 'alg=ctr(aes)', 'type=5'),
                         (0, PREFIX + FMT['all_passed'] + '\n', ''))  # skcipher
        # type and mask as the kernel's crypto_has_alg() takes them: aes is a cipher (1).
        self.assertEqual(run('mode=0', 'alg=aes', 'type=1', 'mask=15')[0], 0)
        self.assertEqual(run('mode=0', 'alg=aes', 'type=5', 'mask=15')[0], 2)

    def test_compression_modes(self):
        # 6.12's self-test modes of the compressors, and mode 0's check of either type: the
        # legacy compression type (2), or acomp and scomp (0xa under 0xe).
        if not have('deflate', ('type=2',)):
            self.skipTest('deflate is not built here (no zlib)')
        for mode, alg in (('mode=13', 'deflate'), ('mode=36', 'lzo')):
            self.assertEqual(run(mode), (0, PREFIX + 'testing ' + alg + '\n' + PREFIX +
                                         FMT['all_passed'] + '\n', ''))
        self.assertEqual(run('mode=0', 'alg=lzo-rle', 'type=10', 'mask=14')[0], 0)
        self.assertEqual(run('mode=0', 'alg=lzo-rle-scomp', 'type=2')[0], 2)

    def test_mode_0_missing_algorithm(self):
        status, out, err = run('mode=0', 'alg=nosuch(aes)', 'type=5')
        self.assertEqual(status, 2, err)  # -ENOENT, as the module's init returns it
        self.assertEqual(out.splitlines(), ['tcrypt: nosuch(aes): not found (-ENOENT)',
                                            PREFIX + FMT['tests_failed']])

    def test_mode_0_driver_that_failed_its_self_test(self):
        folder = os.environ.get('UKC_TEST_MODULE_DIR', os.path.dirname(TCRYPT))
        if not os.path.exists(os.path.join(folder, BROKEN_MODULE)):
            self.skipTest('%s not built (meson test sets UKC_TEST_MODULE_DIR)' % BROKEN_MODULE)
        env = dict(ENV, UKCRYPTO_MODULE_PATH=folder)
        for kind in ((), ('type=1',)):
            with self.subTest(kind=kind):
                status, out, err = run('mode=0', 'alg=aes-broken-mod', *kind, env=env)
                self.assertEqual(status, 2, err)  # crypto_has_alg() said no: -ENOENT
                lines = out.splitlines()
                self.assertEqual(lines[-2:], ['tcrypt: aes-broken-mod: failed its self-test '
                                              '(-ELIBBAD)', PREFIX + FMT['tests_failed']])
                # testmgr's own lines, from the log ring, say what failed, unprefixed.
                self.assertIn('alg: self-tests for aes using aes-broken-mod failed (rc=-22)',
                              lines)
                self.assertNotIn('not found', out)
        # The module is there but the name it registered is not asked for: not found.
        status, out, _ = run('mode=0', 'alg=aes-tcrypt-missing', 'type=1', env=env)
        self.assertEqual((status, out.splitlines()[0]),
                         (2, 'tcrypt: aes-tcrypt-missing: not found (-ENOENT)'))

    def test_module_driver_failed_before_results(self):
        # A loaded module's driver failed its self-test: a lookup of its name silently takes
        # another driver, so tcrypt says so first and the run fails, even where the mode itself
        # (a self-test of "aes", answered by aes-aesni or aes-generic) passes.
        folder = os.environ.get('UKC_TEST_MODULE_DIR', os.path.dirname(TCRYPT))
        path = os.path.join(folder, BROKEN_MODULE)
        if not os.path.exists(path):
            self.skipTest('%s not built (meson test sets UKC_TEST_MODULE_DIR)' % BROKEN_MODULE)
        status, out, err = run('mode=0', 'alg=aes', 'type=1',
                               env=dict(ENV, UKCRYPTO_MODULES=path))
        self.assertNotEqual(status, 0)
        self.assertIn('tcrypt: aes-broken-mod (aes, module crypto_aes_broken_mod) failed its '
                      'self-test: lookups of aes do not use it\n', err)
        self.assertIn('alg: cipher: Test 1 failed on encryption for aes-broken-mod', err)
        self.assertNotIn('all tests passed', out)
        self.assertIn(PREFIX + FMT['tests_failed'], out)

    def test_insmod_takes_a_file_as_insmod(self):
        # --insmod FILE (and --insmod=FILE): a name without a slash is a file in the current
        # folder, as insmod(8) takes it; a module that does not load is named with the loader's
        # reason before any result, and the run fails.
        folder = os.environ.get('UKC_TEST_MODULE_DIR', os.path.dirname(TCRYPT))
        if not os.path.exists(os.path.join(folder, BROKEN_MODULE)):
            self.skipTest('%s not built (meson test sets UKC_TEST_MODULE_DIR)' % BROKEN_MODULE)
        for args in (['--insmod', BROKEN_MODULE], ['--insmod=' + BROKEN_MODULE]):
            proc = subprocess.run(WRAPPER + [os.path.abspath(TCRYPT), 'mode=0', 'alg=aes',
                                             'type=1'] + args, capture_output=True,
                                  text=True, timeout=240, env=ENV, cwd=folder)
            self.assertNotEqual(proc.returncode, 0)
            self.assertIn('tcrypt: aes-broken-mod (aes, module crypto_aes_broken_mod) failed '
                          'its self-test', proc.stderr)
        proc = subprocess.run(WRAPPER + [os.path.abspath(TCRYPT), 'mode=0', 'alg=aes',
                                         '--insmod', 'no-such-module.so'],
                              capture_output=True, text=True, timeout=240, env=ENV,
                              cwd=folder)
        self.assertEqual(proc.returncode, 2, proc.stderr)
        self.assertIn('insmod: ERROR: could not load module no-such-module.so: '
                      './no-such-module.so: cannot open shared object file', proc.stderr)
        self.assertIn('tcrypt: module no-such-module.so did not load or register', proc.stderr)
        self.assertEqual(proc.stdout, '')

    def test_setkey_failure_line(self):
        # mode=600 with alg= takes klen= as the key size; AES refuses 7 bytes.
        status, out, _ = run('mode=600', 'alg=cbc(aes)', 'klen=7', '--quick')
        kinds = [classify(l)[0] for l in out.splitlines() if l]
        self.assertEqual(kinds, ['banner_mb', 'cipher_header', 'setkey_failed'] * 2)
        self.assertIn('tcrypt: test 0 (56 bit key, 16 byte blocks): \n', out)
        # 6.12's crypto_skcipher_setkey() refuses the length before a driver's setkey (flags
        # stay 0), but passes it on to an lskcipher, as the cbc template's instance is, and
        # sets CRYPTO_TFM_NEED_KEY when that fails (as on a CPU without a cbc(aes) driver).
        driver = re.search(r'multibuffer cbc\(aes\) \((\S+)\)', out).group(1)
        flags = 1 if driver.startswith('cbc(') else 0
        self.assertIn('tcrypt: setkey() failed flags=%d\n' % flags, out)
        self.assertEqual(status, 22)  # -EINVAL from setkey

    def test_mode_600_alg_without_klen(self):
        # 6.12 would time a 0-byte key and log "setkey() failed flags=0" twice; tcrypt says
        # what is missing and which sizes the driver takes, and runs nothing.
        for alg, sizes in (('cbc(aes)', '16, 24, 32'), ('xts(aes)', '32, 48, 64'),
                           ('rfc3686(ctr(aes))', '20, 28, 36')):
            with self.subTest(alg=alg):
                status, out, err = run('mode=600', 'alg=' + alg)
                self.assertEqual((status, out), (22, ''), err)
                m = re.fullmatch(r'tcrypt: mode 600 with alg=(\S+) needs klen=, the key size in '
                                 r'bytes to time: ([\d, ]+) for (\S+)\n', err)
                self.assertTrue(m, err)
                self.assertEqual(m.group(1, 2), (alg, sizes))
                # The driver named is the one a run with klen= times.
                klen = sizes.split(',')[0]
                status, out, err = run('mode=600', 'alg=' + alg, 'klen=' + klen, '--quick')
                self.assertEqual(status, 0, err)
                banners = [g for k, g, _ in sections(out.splitlines())]
                self.assertEqual([g[1] for g in banners], [m.group(3)] * 2)
        status, out, err = run('mode=600', 'alg=nosuch')
        self.assertEqual((status, out), (22, ''))
        self.assertIn('needs klen=', err)
        self.assertIn('failed to load transform for nosuch: -2', err)

    def test_alg_on_a_mode_that_does_not_read_it(self):
        # 6.12's mode 500 (and 200, 10 ...) runs its fixed list whatever alg= says.
        status, out, err = run('mode=500', 'alg=cbc(aes)')
        self.assertEqual((status, out), (22, ''))
        lines = err.splitlines()
        self.assertEqual(lines[0], "tcrypt: alg=cbc(aes): mode 500 runs 6.12's fixed list and "
                         "does not read alg= (modes 0, 300, 400 and 600 do)")
        self.assertRegex(lines[1], r'^tcrypt: to time one skcipher: mode=600 alg=cbc\(aes\) '
                         r'klen=K num_mb=1, K the key size in bytes: 16, 24, 32 for \S+$')
        self.assertNotIn('setkey', err)
        # With klen= as well, alg= is still what is wrong.
        status, _, err = run('mode=500', 'alg=cbc(aes)', 'klen=16')
        self.assertEqual(status, 22)
        self.assertIn('does not read alg=', err)
        status, _, err = run('mode=10', 'alg=cbc(aes)')
        self.assertEqual((status, err.count('\n')), (22, 1))
        self.assertIn('mode 10 runs', err)

    def test_only_steps(self):
        # --only=ALG keeps the mode's steps for ALG, in the mode's order; =DRIVER allocates
        # that driver for them, and the banner names what was allocated.
        status, out, err = run('mode=500', '--quick', '--only=xts(aes)', '--only=cbc(aes)')
        self.assertEqual(status, 0, err)
        banners = [g for _, g, _ in sections(out.splitlines())]
        self.assertEqual([(g[1], g[3]) for g in banners],
                         [('cbc(aes)', 'encryption'), ('cbc(aes)', 'decryption'),
                          ('xts(aes)', 'encryption'), ('xts(aes)', 'decryption')])
        status, out, err = run('mode=500', '--quick', '--only=cbc(aes)=cbc(aes-generic)')
        self.assertEqual(status, 0, err)
        banners = [g for _, g, _ in sections(out.splitlines())]
        self.assertEqual([g[1:3] for g in banners], [('cbc(aes-generic)', 'cbc(aes-generic)')] * 2)
        status, out, err = run('mode=304', '--quick', '--only=sha256=sha256-generic')
        self.assertEqual(status, 0, err)
        self.assertIn('testing speed of async sha256-generic (sha256-generic)', out)
        # The series of mode 300 holds mode 304's step.
        status, out, _ = run('mode=300', '--quick', '--only=sha256')
        self.assertEqual([g[0] for _, g, _ in sections(out.splitlines())], ['sha256'])
        for args, msg in ((('mode=500', '--only=sha1'), 'mode 500 has no step for sha1'),
                          (('mode=300', 'alg=sha1', '--only=sha1'), 'alg=sha1 times one'),
                          (('mode=500', '--only='), 'expected --only=ALG'),
                          (('mode=500', '--only=cbc(aes)='), 'expected --only=ALG')):
            with self.subTest(args=args):
                status, out, err = run(*args)
                self.assertEqual((status, out), (22, ''))
                self.assertIn(msg, err)


class Json(unittest.TestCase):
    """--json: one record per line, with the figures of the text lines."""

    def test_records_carry_the_text_figures(self):
        status, out, err, _, records = run_with_files('mode=200', '--quick')
        self.assertEqual(status, 0, err)
        recs = [json.loads(l) for l in records.splitlines()]
        texts = [r['text'] for r in recs if 'text' in r]
        self.assertEqual(texts, out.splitlines())
        results = [r for r in recs if r['type'] == 'result']
        self.assertEqual(len(results), 12 * 2)
        for r in results:
            kind, g = classify(r['text'])
            self.assertEqual(kind, 'cipher_cycles')
            self.assertEqual((r['test'], r['key_bits'], r['block'], r['cycles'], r['bytes']),
                             tuple(int(x) for x in g))
            self.assertEqual((r['kind'], r['mode']), ('sync', 200))
            counter = {'x86_64': 'tsc', 'x86': 'tsc', 'aarch64': 'cntvct_el0'}
            self.assertEqual(r['counter'], counter.get(HOST_CPU, 'ns'))
        errors = [r['text'] for r in recs if r['type'] == 'error']
        self.assertEqual(errors, [])

    def test_json_on_stdout(self):
        status, out, err = run('mode=600', 'alg=ctr(aes)', 'klen=24', '--quick', '--json')
        self.assertEqual(status, 0, err)
        recs = [json.loads(l) for l in out.splitlines()]
        self.assertEqual([r['type'] for r in recs], ['banner', 'result', 'result'] * 2)
        self.assertEqual({r['key_bits'] for r in recs if r['type'] == 'result'}, {192})
        self.assertEqual([r['direction'] for r in recs if r['type'] == 'banner'],
                         ['encryption', 'decryption'])


class CipherSpeedModes(unittest.TestCase):
    """Modes 202, 205, 207, 210 (sync) and 503, 504, 507, 508 (async): 6.12's lists for
    twofish, camellia, serpent and cast6, with its key sizes, in 6.12's lines."""

    # mode: (cipher, sync, key bits of ecb/cbc/ctr, of lrw, of xts), from 6.12's do_test().
    MODES = {
        202: ('twofish', True, [128, 192, 256], [256, 320, 384], [256, 384, 512]),
        205: ('camellia', True, [128, 192, 256], [256, 320, 384], [256, 384, 512]),
        207: ('serpent', True, [128, 256], [256, 384], [256, 512]),
        210: ('cast6', True, [128, 256], [256, 384], [256, 512]),
        503: ('serpent', False, [128, 256], [256, 384], [256, 512]),
        504: ('twofish', False, [128, 192, 256], [256, 320, 384], [256, 384, 512]),
        507: ('cast6', False, [128, 256], [256, 384], [256, 512]),
        508: ('camellia', False, [128, 256], [256, 384], [256, 512]),
    }

    def check_mode(self, mode, quick=False):
        cipher, sync, keys, lrw, xts = self.MODES[mode]
        status, out, err = run('mode=%d' % mode, 'sec=0', *(('--quick',) if quick else ()))
        self.assertEqual(status, 0, err)
        lines = out.splitlines()
        for line in lines:
            kind, _ = classify(line)
            self.assertIn(kind, ('banner_skcipher', 'cipher_cycles'), line)
        got = [(g[0], g[1], g[3]) for _, g, _ in sections(lines)]
        want = []
        for m in ('ecb', 'cbc', 'ctr', 'lrw', 'xts'):
            for d in ('encryption', 'decryption'):
                want.append(('sync' if sync else 'async', '%s(%s)' % (m, cipher), d))
        self.assertEqual(got, want)
        for _, banner, results in sections(lines):
            alg, driver = banner[1], banner[2]
            self.assertIn(cipher, driver)
            bits = lrw if alg.startswith('lrw') else xts if alg.startswith('xts') else keys
            # --quick: the first key size and the first two block sizes only.
            sizes = BLOCK_SIZES[:2] if quick else BLOCK_SIZES
            self.assertEqual(sorted({int(g[1]) for _, g in results}),
                             bits[:1] if quick else bits, alg)
            # 6.12 rounds each size up to the block size (16; ctr's is 1).
            bsize = 1 if alg.startswith('ctr') else 16
            self.assertEqual(sorted({int(g[2]) for _, g in results}),
                             [round_up(b, bsize) for b in sizes], alg)
            check_cycle_counts(self, [g[3] for _, g in results], alg)

    def test_sync_modes(self):
        # Every key and block size for one mode of each key-size family; the lists of the
        # others with --quick, to keep sanitizer builds fast.
        for mode, quick in ((205, False), (207, False), (202, True), (210, True)):
            with self.subTest(mode=mode):
                self.check_mode(mode, quick)

    def test_async_modes(self):
        for mode in (503, 504, 507, 508):
            with self.subTest(mode=mode):
                self.check_mode(mode, True)

    def test_mode_600_xts_camellia(self):
        status, out, err = run('mode=600', 'alg=xts(camellia)', 'klen=32', 'num_mb=2', 'sec=0',
                               '--quick')
        self.assertEqual(status, 0, err)
        banners = [classify(l) for l in out.splitlines() if classify(l)[0] == 'banner_mb']
        self.assertEqual([(g[0], g[2]) for _, g in banners],
                         [('xts(camellia)', 'encryption'), ('xts(camellia)', 'decryption')])
        self.assertIn('camellia', banners[0][1][1])
        self.assertFalse([l for l in out.splitlines() if classify(l)[0] in ERRORS], out)


class SelfTestModes(unittest.TestCase):
    def check_mode(self, mode, algs):
        status, out, err = run('mode=%d' % mode)
        self.assertEqual(status, 0, out + err)
        lines = out.splitlines()
        tested = [classify(l)[1][0] for l in lines if classify(l)[0] == 'testing']
        self.assertEqual(tested, algs)
        self.assertEqual(lines[-1], PREFIX + FMT['all_passed'])
        self.assertFalse([l for l in lines if 'failed' in l], out)
        # Where vectors are compiled in, testmgr ran them: no "No test for" line.
        for alg in set(algs) & vector_sections():
            self.assertNotIn('alg: No test for %s ' % alg, out)
        for line in lines:
            self.assertIsNotNone(classify(line)[0], line)

    def test_mode_10(self):
        self.check_mode(10, ['ecb(aes)', 'cbc(aes)', 'lrw(aes)', 'xts(aes)', 'ctr(aes)',
                             'rfc3686(ctr(aes))', 'xctr(aes)'])

    def test_cipher_modes(self):
        for mode, cipher in ((8, 'twofish'), (9, 'serpent'), (15, 'cast6'), (32, 'camellia')):
            with self.subTest(mode=mode):
                self.check_mode(mode, ['%s(%s)' % (m, cipher)
                                       for m in ('ecb', 'cbc', 'ctr', 'lrw', 'xts')])

    def test_mode_38(self):
        self.check_mode(38, ['cts(cbc(aes))'])

    def test_mode_0_runs_every_self_test_mode(self):
        _, helptext, _ = run('--help')
        want = []
        for number, algs in re.findall(r'^\s+(\d+)\s+self-test: (.+)$', helptext, re.M):
            self.assertTrue(1 <= int(number) < 200)
            want += algs.split()
        self.assertIn('cts(cbc(aes))', want)
        self.check_mode(0, want)

    def test_extra_tests_modes_0_and_152(self):
        # With testmgr's extra tests on, a test that allocates another (rfc4543's compares
        # with gcm(aes-generic)) must not lose track of the one running.
        for mode in (152, 0):
            with self.subTest(mode=mode):
                status, out, err = run('mode=%d' % mode, env=EXTRA_ENV)
                self.assertEqual(status, 0, out + err)
                lines = out.splitlines()
                self.assertFalse([l for l in lines if 'fail' in l or 'error' in l], out)
                self.assertEqual(lines[-1], PREFIX + FMT['all_passed'])
                self.assertIn(PREFIX + 'testing rfc4543(gcm(aes))', lines)

    def test_json_selftest_records(self):
        status, out, _ = run('mode=38', '--json')
        self.assertEqual(status, 0)
        recs = [json.loads(l) for l in out.splitlines()]
        self.assertIn({'type': 'selftest', 'mode': 38, 'alg': 'cts(cbc(aes))', 'result': 0},
                      recs)


class ArchModes(unittest.TestCase):
    """The modes an arm64 driver author runs (cts, essiv, gcm, aegis128, the AES speed sets), on
    whatever this build is for (under qemu for the aarch64 cross build): each runs, names what
    it times, and counts with the architecture's get_cycles()."""

    SPEED = {'mode=200': 'cbc(aes)', 'mode=211': 'gcm(aes)', 'mode=220': 'essiv(cbc(aes),sha256)',
             'mode=221': 'aegis128', 'mode=500': 'cts(cbc(aes))'}

    def test_mode_38_self_test(self):
        status, out, _ = run('mode=38')
        self.assertEqual(status, 0, out)
        self.assertIn(PREFIX + 'testing cts(cbc(aes))', out.splitlines())

    def test_speed_modes_count_cycles(self):
        counter = {'x86_64': 'tsc', 'x86': 'tsc', 'aarch64': 'cntvct_el0'}.get(HOST_CPU, 'ns')
        for mode, alg in self.SPEED.items():
            with self.subTest(mode=mode):
                status, out, err, _, records = run_with_files(mode, '--quick', 'sec=0')
                self.assertEqual(status, 0, err)
                banners = [classify(l) for l in out.splitlines()
                           if classify(l)[0] in ('banner_skcipher', 'banner_aead')]
                names = {g[1] if k == 'banner_skcipher' else g[0] for k, g in banners}
                self.assertIn(alg, names, out)
                recs = [json.loads(l) for l in records.splitlines()]
                results = [r for r in recs if r['type'] == 'result']
                self.assertGreater(len(results), 0, out)
                for r in results:
                    self.assertEqual(r['counter'], counter)
                check_cycle_counts(self, [r['cycles'] for r in results], mode)


class BenchOpenssl(unittest.TestCase):
    def test_quick_run_agrees_with_openssl(self):
        bench = os.environ.get('UKC_BENCH_OPENSSL', '')
        if not bench:
            self.skipTest('built without libcrypto')
        proc = subprocess.run(WRAPPER + [bench, '--quick'], capture_output=True, text=True, timeout=120,
                              env=ENV)
        self.assertEqual(proc.returncode, 0, proc.stdout + proc.stderr)
        self.assertNotIn('MISMATCH', proc.stdout)
        heads = re.findall(r'^== (\S+) \((\S+)\) vs OpenSSL ([^,\s]+)', proc.stdout, re.M)
        self.assertIn(('ecb(aes)', 'AES-128-ECB'), [(h[0], h[2]) for h in heads])
        ratios = re.findall(r'^\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)$', proc.stdout, re.M)
        self.assertEqual(len(ratios), 2 * len(heads))
        for _, u, e, r in ratios:
            # The MB/s figures are rounded to 0.1, the ratio to 0.001.
            u, e, r = float(u), float(e), float(r)
            self.assertGreaterEqual(r + 0.0005, (u - 0.05) / (e + 0.05))
            self.assertLessEqual(r - 0.0005, (u + 0.05) / (e - 0.05))


class Summary(unittest.TestCase):
    """tcrypt --summary: one screen of MB/s, every row present, measured or said missing."""
    ROWS = 31  # summary.cpp's table: 9 disk ciphers at two sizes, 5 AEADs and 8 hashes at one

    def test_one_screen_every_row(self):
        status, out, err = run('--summary')
        self.assertEqual(status, 0, err)
        lines = out.splitlines()
        self.assertTrue(lines[0].startswith('# tcrypt --summary: MB/s'), lines[0])
        self.assertTrue(lines[1].startswith('#') and 'encryption' in lines[1], lines[1])
        self.assertEqual(len(lines), 2 + self.ROWS, out)
        row = re.compile(r'^ +(\S+) +(\d+b|-)  (\S+) +(4096|512)  '
                         r'(?:not available in this build|( *\d+\.\d MB/s)( *\d+\.\d MB/s| *))$')
        for line in lines[2:]:
            self.assertRegex(line, row)
        self.assertRegex(out, r'\n +aes-xts +512b  \S+ +4096 +\d+\.\d MB/s +\d+\.\d MB/s\n')
        self.assertRegex(out, r'\n +sha256 +-  \S+ +4096 +\d+\.\d MB/s *\n')

    def test_json_records(self):
        status, out, err = run('--summary', '--json')
        self.assertEqual(status, 0, err)
        recs = [json.loads(l) for l in out.splitlines()]
        self.assertEqual(len(recs), self.ROWS)
        for r in recs:
            if r['error'] == 0:
                self.assertGreater(r['encrypt_mbps'], 0, r)
                self.assertTrue(r['driver'], r)
            else:
                self.assertEqual(r['error'], -2, r)  # only a name this build lacks
        gcm = [r for r in recs if r['name'] == 'gcm(aes)']
        self.assertTrue(gcm and all(r['error'] == 0 and r['decrypt_mbps'] > 0 for r in gcm))


if __name__ == '__main__':
    sys.exit(suite_main.main(__name__, 'TCRYPT'))
