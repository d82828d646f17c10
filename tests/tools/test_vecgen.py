#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# Tests testmgr/vecgen.py: bad inputs fail at their file:line; good ones compile and look up right.

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

import suite_main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VECGEN = os.path.join(ROOT, 'testmgr', 'vecgen.py')
VECTOR_DIR = os.path.join(ROOT, 'testmgr', 'vectors')
CXX = shutil.which('g++')
CC = shutil.which('gcc')
CXXFLAGS = ['-std=c++20', '-Wall', '-Wextra', '-Werror', '-I', os.path.join(ROOT, 'testmgr'),
            '-I', os.path.join(ROOT, 'include')]

# Prints, for each name on the command line, what ukc_find_vector_suite() returns and the fields
# of the suite's first vector, so the test can compare them with the input it wrote.
DRIVER = r'''
#include <stdio.h>
#include <string.h>
#include "testvec.h"

static void hex(const char *tag, const char *p, unsigned int n)
{
	printf("%s=", tag);
	if (!p)
		printf("NULL");
	for (unsigned int i = 0; p && i < n; i++)
		printf("%02x", (unsigned char)p[i]);
	printf("\n");
}

static void first_vector(const struct ukc_vector_suite *s)
{
	if (const struct cipher_testvec *v = ukc_suite_cipher_vecs(s)) {
		hex("key", v->key, v->klen);
		hex("iv", v->iv, v->iv ? 16 : 0);
		hex("iv_out", v->iv_out, v->iv_out ? 16 : 0);
		hex("ptext", v->ptext, v->len);
		hex("ctext", v->ctext, v->len);
		printf("klen=%u\nlen=%u\nerrors=%d,%d\nextra=%d\n", v->klen, v->len,
		       v->setkey_error, v->crypt_error, v->extra);
	} else if (const struct hash_testvec *h = ukc_suite_hash_vecs(s)) {
		hex("key", h->key, h->ksize);
		hex("plaintext", h->plaintext, h->psize);
		hex("digest", h->digest, 4);
		printf("fips_skip=%d\nextra=%d\n", h->fips_skip, h->extra);
	} else if (const struct drbg_testvec *d = ukc_suite_drbg_vecs(s)) {
		hex("entropy", (const char *)d->entropy, d->entropylen);
		hex("entpra", (const char *)d->entpra, d->entprlen);
		hex("addtlb", (const char *)d->addtlb, d->addtllen);
		hex("pers", (const char *)d->pers, d->perslen);
		hex("expected", (const char *)d->expected, d->expectedlen);
	} else if (const struct aead_testvec *a = ukc_suite_aead_vecs(s)) {
		hex("assoc", a->assoc, a->alen);
		hex("ctext", a->ctext, a->clen);
		printf("plen=%u\nclen=%u\nalen=%u\nnovrfy=%u\nextra=%d\n", a->plen, a->clen,
		       a->alen, a->novrfy, a->extra);
	}
}

int main(int argc, char **argv)
{
	for (unsigned int i = 0; i < ukc_vector_suites_count; i++) {
		const struct ukc_vector_suite *s = &ukc_vector_suites[i];

		if (ukc_find_vector_suite(s->alg) != s)
			printf("lookup of %s does not return its own entry\n", s->alg);
		if (i && strcmp(ukc_vector_suites[i - 1].alg, s->alg) >= 0)
			printf("table not sorted at %s\n", s->alg);
	}
	for (int i = 1; i < argc; i++) {
		const struct ukc_vector_suite *s = ukc_find_vector_suite(argv[i]);

		printf("== %s\n", argv[i]);
		if (!s) {
			printf("missing\n");
			continue;
		}
		printf("kind=%d\ncount=%u\nfile=%s\n", (int)s->kind, s->count, s->source_file);
		first_vector(s);
	}
	return 0;
}
'''

GOOD_CIPHER = '''\
# File header comment, not attached to any vector.

[cbc(test)]
# first vector: bytes with NULs and high bits
Key = 00ff00ff00ff00ff00ff00ff00ff00ff
IV = 000102030405060708090a0b0c0d0e0f
IV_out = F0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF
Plaintext = 00000000000000000000000000000001
Ciphertext = 808182838485868788898a8b8c8d8e8f

# second vector,
# with a source comment on two lines
Key = 0102030405060708090a0b0c0d0e0f10
IV = 00000000000000000000000000000000
Plaintext = 0102
Ciphertext = 0304
Crypt_error = -EINVAL

# third vector
Key = 0102
Setkey_error = -EINVAL
'''

GOOD_DRBG = '''\
[drbg_t]
# a DRBG vector without prediction resistance
Entropy = 0102
Addtla = aaaa
Addtlb = bbbb
Pers =
Expected = ffee
'''

GOOD_OTHER = '''\
[hash(test)]
# an unkeyed hash vector
Plaintext =
Digest = 0a0b0c0d
Fips_skip = 1
Extra = 1

[aead(test)]
# an AEAD vector with an 8-byte tag
Key = 000102030405060708090a0b0c0d0e0f
IV = 0102030405060708090a0b0c
Assoc = aabb
Plaintext = 0011
Ciphertext = 00110102030405060708
Authsize = 8
Novrfy = 1
'''


def run_vecgen(out, *inputs):
    return subprocess.run([sys.executable, VECGEN, out, *inputs], capture_output=True, text=True)


def expected_hex(text):
    return re.sub(r'\s+', '', text).lower()


class Scratch(unittest.TestCase):
    """Each test gets a scratch folder for its inputs and outputs."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        self.out = os.path.join(self.dir, 'out.cpp')

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(text)
        return path


class BadInputTest(Scratch):
    """Each broken input must fail with the file and line of the mistake, and write nothing."""

    def assert_fails_at(self, text, line, message):
        path = self.write('bad.vec', text)
        res = run_vecgen(self.out, path)
        self.assertEqual(res.returncode, 1, res.stderr)
        self.assertIn(f'{path}:{line}: ', res.stderr)
        self.assertRegex(res.stderr, message)
        self.assertFalse(os.path.exists(self.out))

    def test_typo_key(self):
        self.assert_fails_at('[ecb(x)]\n# src\nKey = 00\nPlaintxt = 00\nCiphertext = 00\n', 4,
                             "unknown key 'Plaintxt'")

    def test_odd_hex(self):
        self.assert_fails_at('[ecb(x)]\n# src\nKey = 000\nPlaintext = 00\nCiphertext = 00\n', 3,
                             'odd-length hex')

    def test_non_hex(self):
        self.assert_fails_at('[ecb(x)]\n# src\nKey = 00\nPlaintext = 0g\nCiphertext = 00\n', 4,
                             'not hex')

    def test_missing_source_comment(self):
        text = '[ecb(x)]\n# src\nKey = 00\nPlaintext = 00\nCiphertext = 00\n\n' \
               'Key = 01\nPlaintext = 01\nCiphertext = 01\n'
        self.assert_fails_at(text, 7, 'no source comment')

    def test_source_comment_separated_by_blank_line(self):
        self.assert_fails_at('[ecb(x)]\n# src\n\nKey = 00\nPlaintext = 00\nCiphertext = 00\n', 4,
                             'no source comment')

    def test_length_mismatch(self):
        self.assert_fails_at('[ecb(x)]\n# src\nKey = 00\nPlaintext = 0011\nCiphertext = 00\n', 5,
                             'Plaintext is 2 bytes but Ciphertext is 1 bytes')

    def test_duplicate_key(self):
        text = '[ecb(x)]\n# src\nKey = 00\nPlaintext = 00\nKey = 01\nCiphertext = 00\n'
        self.assert_fails_at(text, 5, "duplicate key 'Key'.*line 3")

    def test_missing_required_key(self):
        self.assert_fails_at('[ecb(x)]\n# src\nKey = 00\nPlaintext = 00\n', 3,
                             "lacks the required key 'Ciphertext'")

    def test_key_of_another_kind(self):
        self.assert_fails_at('[sha(x)]\n# src\nPlaintext = 00\nDigest = 00\nIV = 00\n', 5,
                             "'IV' does not belong in a hash vector")

    def test_drbg_pair_lengths(self):
        text = '[drbg_x]\n# src\nEntropy = 00\nAddtla = 0011\nAddtlb = 00\nExpected = 00\n'
        self.assert_fails_at(text, 5, 'Addtlb is 1 bytes but Addtla is 2 bytes')

    def test_drbg_pair_alone(self):
        self.assert_fails_at('[drbg_x]\n# src\nEntropy = 00\nEntpra = 00\nExpected = 00\n', 3,
                             'Entpra and Entprb must be given together')

    def test_drbg_key_of_another_kind(self):
        self.assert_fails_at('[drbg_x]\n# src\nEntropy = 00\nKey = 00\nExpected = 00\n', 4,
                             "'Key' does not belong in a drbg vector")

    def test_mixed_kinds(self):
        text = '[x]\n# src\nKey = 00\nPlaintext = 00\nCiphertext = 00\n\n' \
               '# src\nPlaintext = 00\nDigest = 00\n'
        self.assert_fails_at(text, 8, 'hash vector in \\[x\\]')

    def test_iv_size_differs(self):
        text = '[cbc(x)]\n# a\nKey = 00\nIV = 0000\nPlaintext = 00\nCiphertext = 00\n\n' \
               '# b\nKey = 00\nIV = 00\nPlaintext = 00\nCiphertext = 00\n'
        self.assert_fails_at(text, 10, 'IV is 1 bytes but earlier vectors')

    def test_bad_errno(self):
        text = '[ecb(x)]\n# src\nKey = 00\nSetkey_error = -EWHAT\n'
        self.assert_fails_at(text, 4, 'negative errno')

    def test_authsize_mismatch(self):
        text = '[gcm(x)]\n# src\nKey = 00\nAssoc =\nPlaintext = 00\nCiphertext = 000102\n' \
               'Authsize = 16\n'
        self.assert_fails_at(text, 7, 'Authsize is 16')

    def test_comment_inside_vector(self):
        text = '[ecb(x)]\n# src\nKey = 00\n# oops\nPlaintext = 00\nCiphertext = 00\n'
        self.assert_fails_at(text, 4, 'comment inside a vector')

    def test_vector_outside_section(self):
        self.assert_fails_at('# src\nKey = 00\n', 2, 'outside a section')

    def test_bad_section_name(self):
        self.assert_fails_at('[cbc aes]\n', 1, 'bad section header')

    def test_klen_beyond_key(self):
        text = '[ecb(x)]\n# src\nKey = 00\nKlen = 2\nPlaintext = 00\nCiphertext = 00\n'
        self.assert_fails_at(text, 4, 'Klen 2 exceeds')

    def test_duplicate_section_across_files(self):
        first = self.write('a.vec', '[x]\n# src\nKey = 00\nPlaintext = 00\nCiphertext = 00\n')
        second = self.write('b.vec', '\n[x]\n# src\nKey = 00\nPlaintext = 00\nCiphertext = 00\n')
        res = run_vecgen(self.out, first, second)
        self.assertEqual(res.returncode, 1)
        self.assertIn(f'{second}:2: section [x] already defined at {first}:1', res.stderr)

    def test_every_error_is_reported(self):
        text = '[ecb(x)]\n# a\nKey = 0\nPlaintext = 00\nCiphertext = 00\n\n' \
               '# b\nKey = 00\nPlaintxt = 00\n'
        path = self.write('bad.vec', text)
        res = run_vecgen(self.out, path)
        self.assertEqual(res.returncode, 1)
        self.assertIn(f'{path}:3: ', res.stderr)
        self.assertIn(f'{path}:9: ', res.stderr)


@unittest.skipIf(CXX is None, 'g++ not installed')
class GoodInputTest(Scratch):
    """Generated code compiles, and lookups return exactly what the input said."""

    def build(self, inputs):
        res = run_vecgen(self.out, *inputs)
        self.assertEqual(res.returncode, 0, res.stderr)
        self.assertEqual(res.stderr, '')
        check = subprocess.run([CXX, *CXXFLAGS, '-fsyntax-only', self.out],
                               capture_output=True, text=True)
        self.assertEqual(check.returncode, 0, check.stderr)
        driver = self.write('driver.cpp', DRIVER)
        prog = os.path.join(self.dir, 'driver')
        cc = subprocess.run([CXX, *CXXFLAGS, '-o', prog, self.out, driver],
                            capture_output=True, text=True)
        self.assertEqual(cc.returncode, 0, cc.stderr)
        return prog

    def query(self, prog, *names):
        res = subprocess.run([prog, *names], capture_output=True, text=True, check=True)
        blocks = {}
        for chunk in res.stdout.split('== ')[1:]:
            name, _, body = chunk.partition('\n')
            blocks[name] = dict(l.split('=', 1) for l in body.splitlines() if '=' in l)
            if 'missing' in body.splitlines():
                blocks[name] = None
        self.assertNotIn('lookup of', res.stdout)
        self.assertNotIn('not sorted', res.stdout)
        return blocks

    def test_small_input(self):
        prog = self.build([self.write('one.vec', GOOD_CIPHER), self.write('two.vec', GOOD_OTHER)])
        got = self.query(prog, 'cbc(test)', 'hash(test)', 'aead(test)', 'cbc(tes)', 'zzz', '')
        cbc = got['cbc(test)']
        self.assertEqual(cbc['count'], '3')
        self.assertEqual(cbc['file'], 'one.vec')
        self.assertEqual(cbc['key'], '00ff' * 8)
        self.assertEqual(cbc['iv'], bytes(range(16)).hex())
        self.assertEqual(cbc['iv_out'], bytes(range(0xf0, 0x100)).hex())
        self.assertEqual(cbc['ptext'], '00' * 15 + '01')
        self.assertEqual(cbc['ctext'], bytes(range(0x80, 0x90)).hex())
        self.assertEqual((cbc['klen'], cbc['len'], cbc['errors']), ('16', '16', '0,0'))
        self.assertEqual(got['hash(test)']['key'], 'NULL')
        self.assertEqual(got['hash(test)']['plaintext'], '')
        self.assertEqual(got['hash(test)']['digest'], '0a0b0c0d')
        self.assertEqual(got['hash(test)']['fips_skip'], '1')
        self.assertEqual((cbc['extra'], got['hash(test)']['extra']), ('0', '1'))
        aead = got['aead(test)']
        self.assertEqual((aead['plen'], aead['clen'], aead['alen']), ('2', '10', '2'))
        self.assertEqual((aead['assoc'], aead['novrfy'], aead['extra']), ('aabb', '1', '0'))
        self.assertEqual((got['cbc(test)']['kind'], got['hash(test)']['kind'], aead['kind']),
                         ('0', '1', '2'))
        drbg = self.query(self.build([self.write('d.vec', GOOD_DRBG)]), 'drbg_t')['drbg_t']
        self.assertEqual((drbg['kind'], drbg['entropy'], drbg['entpra']), ('3', '0102', 'NULL'))
        self.assertEqual((drbg['addtlb'], drbg['pers'], drbg['expected']),
                         ('bbbb', '', 'ffee'))
        for absent in ('cbc(tes)', 'zzz', ''):
            self.assertIsNone(got[absent])

    def test_output_is_deterministic(self):
        paths = [self.write('one.vec', GOOD_CIPHER), self.write('two.vec', GOOD_OTHER)]
        self.assertEqual(run_vecgen(self.out, *paths).returncode, 0)
        with open(self.out, encoding='utf-8') as f:
            first = f.read()
        self.assertEqual(run_vecgen(self.out, *reversed(paths)).returncode, 0)
        with open(self.out, encoding='utf-8') as f:
            self.assertEqual(f.read(), first)

    def test_project_vectors(self):
        files = sorted(glob.glob(os.path.join(VECTOR_DIR, '*.vec')))
        self.assertTrue(files)
        prog = self.build(files)
        sections = read_sections(files)
        got = self.query(prog, *sections)
        for name, vectors in sections.items():
            self.assertEqual(int(got[name]['count']), len(vectors), name)
        cbc, first = got['cbc(aes)'], sections['cbc(aes)'][0]
        self.assertEqual(cbc['file'], 'cbc-aes.vec')
        fields = (('key', 'Key'), ('iv', 'IV'), ('iv_out', 'IV_out'), ('ptext', 'Plaintext'),
                  ('ctext', 'Ciphertext'))
        for field, key in fields:
            self.assertEqual(cbc[field], expected_hex(first[key]), field)
        # Every cipher suite's first key, whatever file it came from.
        for name, vectors in sections.items():
            if got[name]['kind'] == '0':
                self.assertEqual(got[name]['key'], expected_hex(vectors[0]['Key']), name)


def read_sections(files):
    """An independent, minimal reading of .vec files: section name -> list of {key: value}."""
    sections = {}
    for path in files:
        current, vector = None, None
        with open(path, encoding='utf-8') as f:
            for line in f:
                line = line.strip()
                if line.startswith('['):
                    current, vector = sections.setdefault(line[1:-1], []), None
                elif not line or line.startswith('#'):
                    vector = None
                else:
                    if vector is None:
                        vector = {}
                        current.append(vector)
                    key, _, value = line.partition('=')
                    vector[key.strip()] = value.strip()
    return sections


@unittest.skipIf(CC is None, 'gcc not installed')
class HeaderTest(unittest.TestCase):
    """testvec.h is valid C11 as well as C++20."""

    def test_header_is_c11(self):
        with tempfile.TemporaryDirectory() as tmp:
            src = os.path.join(tmp, 'use.c')
            with open(src, 'w', encoding='utf-8') as f:
                f.write('#include "testvec.h"\n'
                        'int use(void)\n'
                        '{\n'
                        '\treturn ukc_suite_cipher_vecs(ukc_find_vector_suite("x")) != NULL;\n'
                        '}\n')
            res = subprocess.run([CC, '-std=c11', '-Wall', '-Wextra', '-Werror', '-pedantic',
                                  '-fsyntax-only', '-I', os.path.join(ROOT, 'testmgr'), src],
                                 capture_output=True, text=True)
            self.assertEqual(res.returncode, 0, res.stderr)


if __name__ == '__main__':
    sys.exit(suite_main.main(__name__, stream=sys.stdout))
