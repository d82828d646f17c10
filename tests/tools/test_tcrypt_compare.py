#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Tests of tools/tcrypt-compare on the tcrypt logs in tests/data/tcrypt/ and on 6.12-format lines."""

import importlib.machinery
import importlib.util
import io
import math
import os
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ET

import suite_main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOL = os.path.join(ROOT, 'tools', 'tcrypt-compare')
DATA = os.path.join(ROOT, 'tests', 'data', 'tcrypt')
SVG_NS = '{http://www.w3.org/2000/svg}'


def load_tool():
    sys.dont_write_bytecode = True  # no __pycache__ beside the tool
    loader = importlib.machinery.SourceFileLoader('tcrypt_compare', TOOL)
    spec = importlib.util.spec_from_loader('tcrypt_compare', loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


tc = load_tool()


def fixture(name):
    return os.path.join(DATA, name)


def run_tool(*args):
    proc = subprocess.run([sys.executable, TOOL] + list(args), capture_output=True, text=True)
    return proc.returncode, proc.stdout, proc.stderr


def find(entries, direction, key_bits, block, driver=None):
    """The single entry with these parameters."""
    hits = [e for e in entries if e.banner.direction == direction and e.key_bits == key_bits
            and e.block == block and (driver is None or e.banner.driver == driver)]
    assert len(hits) == 1, hits
    return hits[0]


def find_pair(cmp, direction, key_bits, block, driver=None):
    hits = [p for p in cmp.pairs if p.before.banner.direction == direction
            and p.before.key_bits == key_bits and p.before.block == block
            and (driver is None or p.before.banner.driver == driver)]
    assert len(hits) == 1, hits
    return hits[0]


# Lines as Linux 6.12 crypto/tcrypt.c prints them (pr_fmt "tcrypt: ", test header by pr_info,
# result by pr_cont), under dmesg timestamps. The second test header's result landed on the
# next dmesg line, as happens when the continuation is printed apart from its header.
def dmesg_612(cycles_16, hash_cycles, mb_ops):
    lines = [
        '[   12.000001] tcrypt: testing speed of async cbc(aes) (cbc-aes-aesni) encryption',
        '[   12.000002] tcrypt: test 0 (128 bit key, 16 byte blocks): '
        '1 operation in %lu cycles (%d bytes)' % (cycles_16, 16),
        '[   12.000003] tcrypt: test 1 (128 bit key, 64 byte blocks): ',
        '[   12.000004] 1 operation in %lu cycles (%d bytes)' % (412, 64),
        '[   12.000005] tcrypt: testing speed of async sha256 (sha256-avx2)',
        '[   12.000006] tcrypt: test%3u (%5u byte blocks,%5u bytes per update,%4u updates): '
        % (0, 16, 16, 1) + '%6lu cycles/operation, %4lu cycles/byte' % (hash_cycles,
                                                                          hash_cycles // 16),
        '[   12.000007] tcrypt: test%3u (%5u byte blocks,%5u bytes per update,%4u updates): '
        % (1, 64, 16, 4) + '%6u opers/sec, %9lu bytes/sec' % (1000, 64000),
        '[   13.5] tcrypt: testing speed of multibuffer gcm(aes) (generic-gcm-aesni) encryption',
        '[   13.6] tcrypt: test 0 (128 bit key, 16 byte blocks): '
        '%d operations in %d seconds (%llu bytes)'.replace('%llu', '%d') % (mb_ops, 2,
                                                                            mb_ops * 16),
        '[   13.7] tcrypt: test 1 (128 bit key, 64 byte blocks): ',
        '[   13.8] tcrypt: setkey() failed flags=0',
    ]
    return '\n'.join(lines) + '\n'


class ParseFixtures(unittest.TestCase):
    def parsed(self, name, entries):
        """The fixture log @name, parsed, after asserting how many entries it has."""
        log = tc.parse_file(fixture(name))
        self.assertEqual(len(log.entries), entries)
        return log

    def test_cts_before_old_ops_in_secs_format(self):
        log = self.parsed('cts-cbc-aes-ce-before.log', 30)
        self.assertEqual(log.problems, [])
        e = find(log.entries, 'encryption', 128, 64)
        self.assertEqual((e.ops, e.secs, e.nbytes), (466814, 1, 29876096))
        self.assertEqual((e.banner.kind, e.banner.alg, e.banner.driver),
                         ('async', 'cts(cbc(aes))', 'cts(cbc-aes-ce)'))
        self.assertEqual((e.test, e.line), (1, 3))

    def test_cts_after(self):
        log = self.parsed('cts-cbc-aes-ce-after.log', 30)
        e = find(log.entries, 'decryption', 256, 1024)
        self.assertEqual((e.test, e.ops, e.nbytes), (13, 332947, 340937728))
        self.assertEqual(e.banner.driver, 'cts-cbc-aes-ce')

    def test_essiv_template_ops_per_second_format(self):
        log = self.parsed('essiv-template.log', 36)
        e = find(log.entries, 'encryption', 128, 1472)
        self.assertEqual((e.ops, e.value, e.nbytes), (495180, 495180.0, 728904960))
        self.assertEqual(e.banner.alg, 'essiv(cbc(aes),aes,sha256)')
        self.assertEqual(e.banner.driver, 'essiv(cbc-aes-ce,aes-ce,sha256-ce)')

    def test_essiv_fused(self):
        log = self.parsed('essiv-fused.log', 36)
        e = find(log.entries, 'decryption', 256, 1472)
        self.assertEqual((e.ops, e.nbytes), (981009, 1444045248))
        self.assertEqual(e.banner.driver, 'essiv-cbc-aes-sha256-ce')

    def test_cbc_reference(self):
        log = self.parsed('cbc-aes-ce.log', 36)
        e = find(log.entries, 'decryption', 192, 8192)
        self.assertEqual((e.test, e.ops), (11, 201222))

    def test_xts_operations_in_seconds_format(self):
        log = self.parsed('xts-x86-glue-vs-template.log', 96)
        self.assertEqual(log.problems, [])
        drivers = sorted({e.banner.driver for e in log.entries})
        self.assertEqual(len(drivers), 8)
        self.assertIn('xts(ecb-camellia-aesni-avx2)', drivers)
        e = find(log.entries, 'encryption', 512, 4096, 'xts(ecb-serpent-avx)')
        self.assertEqual((e.ops, e.secs, e.nbytes), (86062, 1, 352509952))
        e = find(log.entries, 'encryption', 256, 1424, 'xts-camellia-aesni-avx2')
        self.assertEqual(e.ops, 366313)

    def test_every_fixture_line_is_consistent(self):
        # Bytes printed by tcrypt are ops * block size: a misparsed field breaks this.
        for name in sorted(os.listdir(DATA)):
            if not name.endswith('.log'):
                continue
            log = tc.parse_file(fixture(name))
            for e in log.entries:
                self.assertEqual(e.nbytes, e.ops * e.block, e.describe())
                self.assertEqual(e.metric, 'ops')


class ParseFormats(unittest.TestCase):
    def test_dmesg_timestamps_split_lines_cycles_hash_multibuffer(self):
        log = tc.parse_text(dmesg_612(245, 2100, 3000000), 'a.log')
        self.assertEqual(len(log.entries), 5)
        cbc = [e for e in log.entries if e.banner.alg == 'cbc(aes)']
        self.assertEqual([(e.block, e.metric, e.value) for e in cbc],
                         [(16, 'cycles', 245.0), (64, 'cycles', 412.0)])
        sha = [e for e in log.entries if e.is_hash]
        self.assertEqual([(e.block, e.plen, e.updates, e.metric, e.value, e.secondary)
                          for e in sha],
                         [(16, 16, 1, 'cycles', 2100.0, 131.0), (64, 16, 4, 'ops', 1000.0,
                                                                  64000.0)])
        self.assertEqual(sha[0].banner.direction, '')
        mb = [e for e in log.entries if e.banner.kind == 'multibuffer']
        self.assertEqual((mb[0].ops, mb[0].secs, mb[0].value), (3000000, 2, 1500000.0))

    def test_failed_test_is_reported(self):
        log = tc.parse_text(dmesg_612(245, 2100, 3000000), 'a.log')
        self.assertEqual(len(log.problems), 1)
        self.assertIn('a.log:10: test failed', log.problems[0])
        self.assertIn('setkey() failed', log.problems[0])

    def test_prefixes(self):
        for raw in ('<6>[  123.456789] tcrypt: test 3 (128 bit key, 16 byte blocks): ',
                    'Nov 29 18:48:01 box kernel: [  123.456789] tcrypt: test 3 (128 bit key, '
                    '16 byte blocks): ',
                    '[Fri Nov 29 18:48:01 2024] tcrypt: test 3 (128 bit key, 16 byte blocks): ',
                    '[  123.456789][ T1234] tcrypt: test 3 (128 bit key, 16 byte blocks): '):
            self.assertEqual(tc.clean_line(raw), 'test 3 (128 bit key, 16 byte blocks):', raw)

    def test_prefixed_and_bare_lines_parse_alike(self):
        # dmesg shows 6.12's pr_fmt prefix, some posts strip it, tcrypt prints it: the tool
        # reads each fixture the same with the prefix on every line and with none.
        def fields(log):
            return [(e.banner, e.test, e.key_bits, e.block, e.plen, e.metric, e.value)
                    for e in log.entries]

        for name in sorted(os.listdir(DATA)):
            if not name.endswith('.log'):
                continue
            with open(fixture(name)) as f:
                lines = f.read().splitlines()
            bare = [l[len('tcrypt: '):] if l.startswith('tcrypt: ') else l for l in lines]
            prefixed = ['tcrypt: ' + l for l in bare]
            want = fields(tc.parse_file(fixture(name)))
            self.assertGreater(len(want), 0, name)
            for text in (bare, prefixed):
                self.assertEqual(fields(tc.parse_text('\n'.join(text) + '\n', name)), want, name)

    def test_result_without_header_is_reported(self):
        text = ('tcrypt: testing speed of async ecb(aes) (ecb-aes-aesni) encryption\n'
                'tcrypt: 99 operations in 1 seconds (1584 bytes)\n')
        log = tc.parse_text(text, 'x.log')
        self.assertEqual(log.entries, [])
        self.assertEqual(len(log.problems), 1)
        self.assertIn('result without a test header', log.problems[0])


class Pairing(unittest.TestCase):
    def test_cts_before_after_pairs_across_drivers(self):
        before = tc.parse_file(fixture('cts-cbc-aes-ce-before.log'))
        after = tc.parse_file(fixture('cts-cbc-aes-ce-after.log'))
        cmp = tc.compare_default(before, after)
        self.assertEqual(len(cmp.pairs), 30)
        self.assertEqual((cmp.unpaired_before, cmp.unpaired_after), ([], []))
        p = find_pair(cmp, 'encryption', 128, 64)
        self.assertEqual((p.before.value, p.after.value), (466814.0, 692731.0))
        self.assertAlmostEqual(p.change(), 48.3955, places=3)
        p = find_pair(cmp, 'decryption', 192, 8192)
        self.assertAlmostEqual(p.change(), (63150 - 56535) / 56535 * 100, places=9)
        self.assertEqual(p.after.banner.driver, 'cts-cbc-aes-ce')

    def test_cts_geometric_mean(self):
        before = tc.parse_file(fixture('cts-cbc-aes-ce-before.log'))
        after = tc.parse_file(fixture('cts-cbc-aes-ce-after.log'))
        cmp = tc.compare_default(before, after)
        enc = [p for p in cmp.pairs if p.before.banner.direction == 'encryption']
        self.assertEqual(len(enc), 15)
        self.assertAlmostEqual(tc.geomean_change(enc), 20.2036, places=3)

    def test_essiv_template_vs_fused(self):
        cmp = tc.compare_default(tc.parse_file(fixture('essiv-template.log')),
                                 tc.parse_file(fixture('essiv-fused.log')))
        self.assertEqual(len(cmp.pairs), 36)
        p = find_pair(cmp, 'encryption', 128, 16)
        self.assertEqual((p.before.ops, p.after.ops), (3140785, 5037539))
        self.assertAlmostEqual(p.change(), 60.3906, places=3)

    def test_different_algorithms_stay_unpaired(self):
        cmp = tc.compare_default(tc.parse_file(fixture('essiv-fused.log')),
                                 tc.parse_file(fixture('cbc-aes-ce.log')))
        self.assertEqual(cmp.pairs, [])
        self.assertEqual((len(cmp.unpaired_before), len(cmp.unpaired_after)), (36, 36))

    def test_explicit_drivers_across_files(self):
        cmp = tc.compare_drivers(tc.parse_file(fixture('cbc-aes-ce.log')),
                                 tc.parse_file(fixture('essiv-fused.log')),
                                 ['cbc-aes-ce'], ['essiv-cbc-aes-sha256-ce'])
        self.assertEqual((len(cmp.pairs), cmp.ignored), (36, 0))
        p = find_pair(cmp, 'decryption', 256, 8192)
        self.assertEqual((p.before.ops, p.after.ops), (201492, 200463))

    def test_xts_one_file_with_wildcards(self):
        log = tc.parse_file(fixture('xts-x86-glue-vs-template.log'))
        cmp = tc.compare_drivers(log, log, ['xts-*'], ['xts(ecb-*)'])
        self.assertEqual(len(cmp.pairs), 48)
        self.assertEqual((len(cmp.unpaired_before), len(cmp.unpaired_after), cmp.ignored),
                         (0, 0, 0))
        for p in cmp.pairs:
            stem = p.before.banner.driver[len('xts-'):]
            self.assertEqual(p.after.banner.driver, 'xts(ecb-%s)' % stem)
            self.assertEqual(p.before.cell(), p.after.cell())
        p = find_pair(cmp, 'encryption', 256, 256, 'xts-camellia-aesni-avx2')
        self.assertEqual((p.before.ops, p.after.ops), (1626076, 1048119))
        self.assertAlmostEqual(p.change(), (1048119 - 1626076) / 1626076 * 100, places=9)

    def test_xts_one_pair_ignores_the_rest(self):
        log = tc.parse_file(fixture('xts-x86-glue-vs-template.log'))
        cmp = tc.compare_drivers(log, log, ['xts-serpent-avx'], ['xts(ecb-serpent-avx)'])
        self.assertEqual((len(cmp.pairs), cmp.ignored), (12, 72))

    def test_cycles_pair_lower_is_better(self):
        cmp = tc.compare_default(tc.parse_text(dmesg_612(245, 2100, 3000000), 'a.log'),
                                 tc.parse_text(dmesg_612(200, 1800, 3600000), 'b.log'))
        self.assertEqual(len(cmp.pairs), 5)
        p = find_pair(cmp, 'encryption', 128, 16, 'cbc-aes-aesni')
        self.assertAlmostEqual(p.change(), (200 - 245) / 245 * 100, places=9)
        p = [p for p in cmp.pairs if p.before.is_hash and p.before.metric == 'cycles'][0]
        self.assertAlmostEqual(p.change(), (1800 - 2100) / 2100 * 100, places=9)
        p = [p for p in cmp.pairs if p.before.banner.kind == 'multibuffer'][0]
        self.assertAlmostEqual(p.change(), 20.0, places=9)


class Svg(unittest.TestCase):
    def chart(self, *args):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, 'chart.svg')
            rc, out, err = run_tool(*(list(args) + ['--svg', path]))
            self.assertEqual(rc, 0, err)
            return ET.parse(path).getroot(), out

    def bars(self, panel, run):
        return [r for r in panel.iter(SVG_NS + 'rect')
                if ('run-%d' % run) in r.get('class', '').split()]

    def test_cts_chart_one_bar_per_run_per_block_size(self):
        root, _ = self.chart(fixture('cts-cbc-aes-ce-before.log'),
                             fixture('cts-cbc-aes-ce-after.log'))
        self.assertEqual(root.tag, SVG_NS + 'svg')
        panels = [g for g in root.iter(SVG_NS + 'g') if g.get('class') == 'panel']
        self.assertEqual(len(panels), 6)  # 2 directions x 3 key sizes
        for panel in panels:
            self.assertEqual(len(self.bars(panel, 0)), 5)
            self.assertEqual(len(self.bars(panel, 1)), 5)
        texts = [''.join(t.itertext()) for t in root.iter(SVG_NS + 'text')]
        self.assertIn('block size (bytes)', texts)
        self.assertIn('MB/s (10^6 bytes/s)', texts)
        self.assertIn('before: cts-cbc-aes-ce-before.log', texts)
        self.assertIn('after: cts-cbc-aes-ce-after.log', texts)
        self.assertIn('cts(cbc(aes)) encryption 128-bit key', texts)

    def test_bar_heights_follow_throughput(self):
        root, _ = self.chart(fixture('cts-cbc-aes-ce-before.log'),
                             fixture('cts-cbc-aes-ce-after.log'))
        panel = [g for g in root.iter(SVG_NS + 'g') if g.get('class') == 'panel'][0]
        before = self.bars(panel, 0)
        # encryption, 128-bit key: 466814 ops/s of 64 bytes and 57905 ops/s of 8192 bytes
        self.assertEqual(before[1].find(SVG_NS + 'title').text,
                         'cts-cbc-aes-ce-before.log: 29.88')
        ratio = float(before[4].get('height')) / float(before[1].get('height'))
        self.assertAlmostEqual(ratio, 57905 * 8192 / (466814 * 64), places=2)

    def test_xts_chart_in_one_file(self):
        root, out = self.chart(fixture('xts-x86-glue-vs-template.log'),
                               '--driver', 'xts-*', '--against', 'xts(ecb-*)')
        panels = [g for g in root.iter(SVG_NS + 'g') if g.get('class') == 'panel']
        self.assertEqual(len(panels), 8)  # 4 driver pairs x 2 key sizes
        for panel in panels:
            self.assertEqual((len(self.bars(panel, 0)), len(self.bars(panel, 1))), (6, 6))
        self.assertIn('paired: 48, unpaired: 0 in before, 0 in after', out)


class CommandLine(unittest.TestCase):
    def test_table_output(self):
        rc, out, err = run_tool(fixture('cts-cbc-aes-ce-before.log'),
                                fixture('cts-cbc-aes-ce-after.log'))
        self.assertEqual((rc, err), (0, ''))
        self.assertIn('   before: cts(cbc-aes-ce)\n   after:  cts-cbc-aes-ce\n', out)
        rows = [line.split() for line in out.splitlines()]
        self.assertIn(['128', '64', '466814', '692731', '+48.4%'], rows)
        self.assertIn(['256', '8192', '62530', '68759', '+10.0%'], rows)
        self.assertIn('paired: 30, unpaired: 0 in before, 0 in after', out)

    def test_unpaired_lines_are_listed(self):
        rc, out, _ = run_tool(fixture('essiv-fused.log'), fixture('cbc-aes-ce.log'))
        self.assertEqual(rc, 0)
        self.assertIn('paired: 0, unpaired: 36 in before, 36 in after', out)
        listed = [line for line in out.splitlines() if line.startswith('  cbc-aes-ce.log:')]
        self.assertEqual(len(listed), 36)
        self.assertIn('  cbc-aes-ce.log:38: async cbc(aes) (cbc-aes-ce) decryption | test 17 '
                      '(256 bit key, 8192 byte blocks): 201492 ops/s (1650622464 bytes)', out)

    def test_usage_errors_exit_2(self):
        log = fixture('cbc-aes-ce.log')
        cases = [(), (log, log, log), (log,), (log, '--driver', 'a'),
                 (log, '--driver', 'a*', '--against', 'b'),
                 (log, '--driver', 'a**', '--against', 'b**')]
        for args in cases:
            rc, out, err = run_tool(*args)
            self.assertEqual(rc, 2, args)
            self.assertTrue(err.strip(), args)

    def test_unreadable_files_exit_2(self):
        with tempfile.TemporaryDirectory() as tmp:
            missing = os.path.join(tmp, 'missing.log')
            rc, _, err = run_tool(missing, fixture('cbc-aes-ce.log'))
            self.assertEqual(rc, 2)
            self.assertIn('missing.log', err)
            empty = os.path.join(tmp, 'empty.log')
            with open(empty, 'w') as f:
                f.write('[    0.000000] Linux version 6.12.0\n')
            rc, _, err = run_tool(fixture('cbc-aes-ce.log'), empty)
            self.assertEqual(rc, 2)
            self.assertIn('no tcrypt speed lines', err)
            rc, _, err = run_tool(fixture('cbc-aes-ce.log'), fixture('cbc-aes-ce.log'),
                                  '--svg', os.path.join(tmp, 'no', 'such', 'dir.svg'))
            self.assertEqual(rc, 2)
            self.assertIn('cannot write', err)


if __name__ == '__main__':
    sys.exit(suite_main.main(__name__, stream=sys.stdout))
