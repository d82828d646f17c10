#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Tests of the tcrypt program: its lines against Linux 6.12's tcrypt format strings, the
drivers its banners name, its JSON records, its modes and exit codes, and tcrypt-compare on
its output.

usage: test_tcrypt.py PATH/TO/tcrypt   (bench-openssl is looked for beside it)
"""

import json
import os
import platform
import re
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMPARE = os.path.join(ROOT, 'tools', 'tcrypt-compare')
TCRYPT = None  # set from the command line

# The format strings of Linux 6.12 crypto/tcrypt.c (pr_info/pr_cont/pr_err, pr_fmt
# "tcrypt: "): the specification of every line tcrypt prints.
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


def line_re(*names, prefix=''):
    return re.compile('^' + re.escape(prefix) + ''.join(fmt_regex(FMT[n]) for n in names) + '$')


RE = {
    'banner_skcipher': line_re('banner_skcipher'),
    'banner_mb': line_re('banner_mb'),
    'banner_aead': line_re('banner_aead'),
    'banner_hash': line_re('banner_hash'),
    'cipher_ops': line_re('cipher_header', 'cipher_ops'),
    'cipher_cycles': line_re('cipher_header', 'cipher_cycles'),
    'hash_ops': line_re('hash_header', 'hash_ops'),
    'hash_cycles': line_re('hash_header', 'hash_cycles'),
    'load_failed': line_re('load_failed', prefix='tcrypt: '),
    'aead_load_failed': line_re('aead_load_failed', prefix='tcrypt: '),
    'setkey_failed': line_re('setkey_failed', prefix='tcrypt: '),
    'tests_failed': line_re('tests_failed', prefix='tcrypt: '),
    'testing': line_re('testing'),
    'all_passed': line_re('all_passed'),
    'log': re.compile(r'^alg: '),  # testmgr's own lines, as dmesg interleaves them
}


def classify(line):
    """(kind, groups) of a tcrypt output line, or (None, None). Banners are tried in an
    order that keeps the AEAD form (no sync/async word) from swallowing the others."""
    for kind in ('banner_mb', 'banner_hash', 'banner_skcipher', 'banner_aead', 'cipher_ops',
                 'cipher_cycles', 'hash_ops', 'hash_cycles', 'load_failed', 'aead_load_failed',
                 'setkey_failed', 'tests_failed', 'testing', 'all_passed', 'log'):
        m = RE[kind].match(line)
        if m:
            if kind == 'banner_skcipher' and m.group(1) not in ('sync', 'async'):
                continue
            return kind, m.groups()
    return None, None


_runs = {}
# testmgr's randomized extra tests run at every instantiation and dominate a sanitizer build's
# time; other suites cover them, these tests are about tcrypt's lines.
ENV = dict(os.environ, UKCRYPTO_NOEXTRATESTS=os.environ.get('UKCRYPTO_NOEXTRATESTS', '1'))


def run(*args, cache=True):
    """Run tcrypt; returns (status, stdout, stderr). Identical runs are made once."""
    if cache and args in _runs:
        return _runs[args]
    proc = subprocess.run([TCRYPT] + list(args), capture_output=True, text=True, timeout=240,
                          env=ENV)
    result = (proc.returncode, proc.stdout, proc.stderr)
    if cache:
        _runs[args] = result
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
        for alg in ('ecb(aes)', 'cbc(aes)', 'xts(aes)', 'cts(cbc(aes))', 'ctr(aes)'):
            want += [(alg, 'encryption'), (alg, 'decryption')]
        self.assertEqual(got, want)
        self.assertTrue(all(g[0] == 'sync' for _, g, _ in sections(self.lines)))
        # lrw is not built: the kernel's message, once per direction, with -ENOENT.
        failed = [classify(l)[1] for l in self.lines if classify(l)[0] == 'load_failed']
        self.assertEqual(failed, [('lrw(aes)', '-2'), ('lrw(aes)', '-2')])

    def test_key_and_block_sizes_and_numbering(self):
        keys = {'xts(aes)': [256, 512]}
        for _, banner, results in sections(self.lines):
            alg, driver = banner[1], banner[2]
            info = [b for b in self.proc if b.get('driver') == driver][0]
            bsize = int(info['blocksize'])
            want = [(k, round_up(b, bsize)) for k in keys.get(alg, [128, 192, 256])
                    for b in BLOCK_SIZES]
            got = [(int(g[1]), int(g[2])) for _, g in results]
            self.assertEqual(got, want, alg)
            self.assertEqual([int(g[0]) for _, g in results], list(range(len(want))))
            for _, g in results:
                self.assertGreater(int(g[3]), 0)             # cycles
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
        self.assertEqual(len(head), 1, self.err)
        arch = platform.machine()
        if arch in ('x86_64', 'i686', 'i386'):
            self.assertIn('rdtsc', head[0])
        elif arch in ('aarch64', 'arm64'):
            self.assertIn('cntvct_el0', head[0])


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
        # The kernel's 300 series falls through its cases in order; these are ours.
        self.assertEqual(order, ['sha1', 'sha256', 'sha384', 'sha512', 'sha224', 'ghash'])


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
        self.assertIn('failed to load transform for lrw(aes): -2', proc.stdout)


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
        for want in (0, 10, 38, 200, 211, 215, 220, 221, 300, 304, 400, 404, 500, 600):
            self.assertIn(want, modes)
        self.assertNotIn(999, modes)
        self.assertEqual(modes, sorted(modes))

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
        status, _, err = run('mode=0', 'alg=nosuch', 'type=5')
        self.assertEqual(status, 2)
        self.assertIn('nosuch: no such algorithm', err)

    def test_mode_0_with_alg_checks_the_name(self):
        # Without type= the kernel's check asks for type 0, which nothing has.
        self.assertEqual(run('mode=0', 'alg=ctr(aes)')[0], 2)
        self.assertEqual(run('mode=0', 'alg=ctr(aes)', 'type=5')[0], 0)  # skcipher
        status, out, _ = run('mode=0', 'alg=nosuch(aes)', 'type=5')
        self.assertEqual(status, 2)  # -ENOENT, as the module's init returns it
        self.assertEqual(out.splitlines(), ['tcrypt: ' + FMT['tests_failed']])
        # type and mask as the kernel's crypto_has_alg() takes them: aes is a cipher (1).
        self.assertEqual(run('mode=0', 'alg=aes', 'type=1', 'mask=15')[0], 0)
        self.assertEqual(run('mode=0', 'alg=aes', 'type=5', 'mask=15')[0], 2)

    def test_setkey_failure_line(self):
        # mode=600 with alg= takes klen= as the key size; without it the key is empty.
        status, out, _ = run('mode=600', 'alg=cbc(aes)', '--quick')
        kinds = [classify(l)[0] for l in out.splitlines() if l]
        self.assertEqual(kinds, ['banner_mb', None, 'setkey_failed'] * 2)
        self.assertIn('test 0 (0 bit key, 16 byte blocks): ', out)
        self.assertEqual(status, 22)  # -EINVAL from setkey


class Json(unittest.TestCase):
    """--json: one record per line, with the figures of the text lines."""

    def test_records_carry_the_text_figures(self):
        status, out, err, _, records = run_with_files('mode=200', '--quick')
        self.assertEqual(status, 0, err)
        recs = [json.loads(l) for l in records.splitlines()]
        texts = [r['text'] for r in recs if 'text' in r]
        self.assertEqual(texts, out.splitlines())
        results = [r for r in recs if r['type'] == 'result']
        self.assertEqual(len(results), 10 * 2)
        for r in results:
            kind, g = classify(r['text'])
            self.assertEqual(kind, 'cipher_cycles')
            self.assertEqual((r['test'], r['key_bits'], r['block'], r['cycles'], r['bytes']),
                             tuple(int(x) for x in g))
            self.assertEqual((r['kind'], r['mode']), ('sync', 200))
            self.assertIn(r['counter'], ('tsc', 'cntvct_el0', 'ns'))
        errors = [r['text'] for r in recs if r['type'] == 'error']
        self.assertEqual(errors, ['tcrypt: failed to load transform for lrw(aes): -2'] * 2)

    def test_json_on_stdout(self):
        status, out, err = run('mode=600', 'alg=ctr(aes)', 'klen=24', '--quick', '--json')
        self.assertEqual(status, 0, err)
        recs = [json.loads(l) for l in out.splitlines()]
        self.assertEqual([r['type'] for r in recs], ['banner', 'result', 'result'] * 2)
        self.assertEqual({r['key_bits'] for r in recs if r['type'] == 'result'}, {192})
        self.assertEqual([r['direction'] for r in recs if r['type'] == 'banner'],
                         ['encryption', 'decryption'])


class SelfTestModes(unittest.TestCase):
    def check_mode(self, mode, algs):
        status, out, err = run('mode=%d' % mode)
        self.assertEqual(status, 0, out + err)
        lines = out.splitlines()
        tested = [classify(l)[1][0] for l in lines if classify(l)[0] == 'testing']
        self.assertEqual(tested, algs)
        self.assertEqual(lines[-1], FMT['all_passed'])
        self.assertFalse([l for l in lines if 'failed' in l], out)
        # Where vectors are compiled in, testmgr ran them: no "No test for" line.
        for alg in set(algs) & vector_sections():
            self.assertNotIn('alg: No test for %s ' % alg, out)
        for line in lines:
            self.assertIsNotNone(classify(line)[0], line)

    def test_mode_10(self):
        self.check_mode(10, ['ecb(aes)', 'cbc(aes)', 'lrw(aes)', 'xts(aes)', 'ctr(aes)',
                             'rfc3686(ctr(aes))', 'xctr(aes)'])

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

    def test_json_selftest_records(self):
        status, out, _ = run('mode=38', '--json')
        self.assertEqual(status, 0)
        recs = [json.loads(l) for l in out.splitlines()]
        self.assertIn({'type': 'selftest', 'mode': 38, 'alg': 'cts(cbc(aes))', 'result': 0},
                      recs)


class BenchOpenssl(unittest.TestCase):
    def test_quick_run_agrees_with_openssl(self):
        bench = os.path.join(os.path.dirname(TCRYPT), 'bench-openssl')
        if not os.path.exists(bench):
            self.skipTest('built without libcrypto')
        proc = subprocess.run([bench, '--quick'], capture_output=True, text=True, timeout=120,
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


def main():
    global TCRYPT
    if len(sys.argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    TCRYPT = os.path.abspath(sys.argv[1])
    suite = unittest.defaultTestLoader.loadTestsFromModule(sys.modules[__name__])
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    failed = len(result.failures) + len(result.errors)
    passed = result.testsRun - failed - len(result.skipped)
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
