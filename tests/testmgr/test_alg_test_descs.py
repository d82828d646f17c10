#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""testmgr/alg_test_descs.h against 6.12's alg_test_descs[] (crypto/testmgr.c of the extracted
sources): every name of ours is 6.12's (but the OURS_ONLY ones), with 6.12's FIPS flag, kind of
test and generic driver; and the 6.12 names not here are exactly the ones listed below, each with the reason.

usage: test_alg_test_descs.py SOURCE_ROOT KERNEL_SRC
"""

import os
import re
import sys
import unittest

# 6.12's test function for each of our kinds (the DRBGs are alg_test_drbg, crc32c's is its own).
KINDS = {
    'UKC_VEC_AEAD': {'alg_test_aead'},
    'UKC_VEC_AKCIPHER': {'alg_test_akcipher'},
    'UKC_VEC_CIPHER': {'alg_test_skcipher', 'alg_test_cipher'},
    'UKC_VEC_COMP': {'alg_test_comp'},
    'UKC_VEC_CPRNG': {'alg_test_cprng'},
    'UKC_VEC_DRBG': {'alg_test_drbg'},
    'UKC_VEC_HASH': {'alg_test_hash', 'alg_test_crc32c'},
    'UKC_VEC_KPP': {'alg_test_kpp'},
    'UKC_VEC_NULL': {'alg_test_null'},
}

# 6.12 names this table does not have yet, or never will, and why. Landing an algorithm means
# taking its name off this list: the test fails until then.
NOT_HERE = {
    # Keys held by s390 hardware (protected keys) or in Intel IAA hardware: nothing in
    # userspace can hold them.
    'cbc(paes)': 'platform', 'ctr(paes)': 'platform', 'cts(cbc(paes))': 'platform',
    'ecb(paes)': 'platform', 'xts(paes)': 'platform', 'cbc-paes-s390': 'platform',
    'ctr-paes-s390': 'platform', 'ecb-paes-s390': 'platform', 'xts-paes-s390': 'platform',
    'cbc(psm4)': 'platform', 'ctr(psm4)': 'platform', 'deflate-iaa': 'platform',
}

# Names of ours 6.12's table lacks, and why: 6.12 runs no vectors for them ("No test for"), and
# in FIPS mode an untested instance is allowed exactly when its inner cipher is.
OURS_ONLY = {
    'authencesn(hmac(%s),cbc(%s))' % (h, c): c == 'aes'
    for h, c in [('sha1', 'aes'), ('sha256', 'aes'), ('sha512', 'aes')] +
    [(h, c) for h in ('sha1', 'sha224', 'sha256', 'sha384', 'sha512')
     for c in ('des', 'des3_ede')]
}

# Names 6.12 passes untested (alg_test_null) that are tested here, and how: independent
# vectors (vectors/pkcs1pad-rsa-more.vec, vectors/authenc-ctr.vec, vectors/compress-null.vec),
# or for the noise source,
# its health tests.
TESTED_WHERE_612_IS_NOT = {
    **{'pkcs1pad(rsa,%s)' % h: 'UKC_VEC_AKCIPHER'
       for h in ('sha224', 'sha384', 'sha512', 'sha3-256', 'sha3-384', 'sha3-512')},
    **{'authenc(hmac(%s),%s)' % (h, c): 'UKC_VEC_AEAD'
       for h in ('sha1', 'sha256', 'sha384', 'sha512')
       for c in ('ctr(aes)', 'rfc3686(ctr(aes))')},
    'compress_null': 'UKC_VEC_COMP',
    'jitterentropy_rng': 'UKC_VEC_HEALTH',
}


def kernel_descs(path):
    """name -> (test function, fips_allowed, generic_driver or None) of 6.12's table."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    table = text[text.index('static const struct alg_test_desc alg_test_descs[]'):]
    table = table[:table.index('\n};')]
    out = {}
    # Each entry runs from its .alg to the next one (some sit inside #if blocks).
    for m in re.finditer(r'\.alg\s*=\s*"([^"]+)",(.*?)(?=\.alg\s*=|\Z)', table, re.S):
        body = m.group(2)
        gen = re.search(r'\.generic_driver\s*=\s*"([^"]+)"', body)
        out[m.group(1)] = (re.search(r'\.test\s*=\s*(\w+)', body).group(1),
                           bool(re.search(r'\.fips_allowed\s*=\s*1', body)),
                           gen.group(1) if gen else None)
    return out


def our_descs(path):
    """name -> (kind, fips_allowed, generic_driver or None) of testmgr/alg_test_descs.h."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    out = {}
    for m in re.finditer(r'\{ "([^"]+)",\s*(nullptr|"[^"]*"),\s*(true|false),\s*(UKC_VEC_\w+)',
                         text):
        gen = None if m.group(2) == 'nullptr' else m.group(2).strip('"')
        out[m.group(1)] = (m.group(4), m.group(3) == 'true', gen)
    return out


class AlgTestDescs(unittest.TestCase):
    root = kernel = None

    @classmethod
    def setUpClass(cls):
        cls.ours = our_descs(os.path.join(cls.root, 'testmgr', 'alg_test_descs.h'))
        cls.theirs = kernel_descs(os.path.join(cls.kernel, 'crypto', 'testmgr.c'))

    def test_tables_read(self):
        # Both parsers found a table of the size a change to either format would break.
        self.assertGreater(len(self.theirs), 200)
        self.assertGreater(len(self.ours), 150)

    def test_every_name_is_612s(self):
        for name, (kind, fips, gen) in self.ours.items():
            with self.subTest(name=name):
                if name in OURS_ONLY:
                    self.assertNotIn(name, self.theirs, 'now in 6.12: take it off OURS_ONLY')
                    self.assertEqual(fips, OURS_ONLY[name], '%s: fips_allowed' % name)
                    continue
                self.assertIn(name, self.theirs)
                test, kfips, kgen = self.theirs[name]
                if name in TESTED_WHERE_612_IS_NOT:
                    self.assertEqual((test, kind), ('alg_test_null',
                                                    TESTED_WHERE_612_IS_NOT[name]))
                else:
                    self.assertIn(test, KINDS[kind], '%s: 6.12 runs %s' % (name, test))
                self.assertEqual(fips, kfips, '%s: fips_allowed' % name)
                if kgen is not None:
                    self.assertEqual(gen, kgen, '%s: generic driver' % name)

    def test_missing_names_are_the_listed_ones(self):
        missing = {n for n in self.theirs if n not in self.ours}
        self.assertEqual(sorted(missing - set(NOT_HERE)), [], 'not here and not listed')
        self.assertEqual(sorted(set(NOT_HERE) - missing), [], 'listed but here now')
        print('6.12 has %d names; %d here, %d for platforms no userspace has, %d pending' %
              (len(self.theirs), len(self.ours),
               sum(1 for v in NOT_HERE.values() if v == 'platform'),
               sum(1 for v in NOT_HERE.values() if v == 'pending')))


if __name__ == '__main__':
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    AlgTestDescs.root, AlgTestDescs.kernel = sys.argv[1], sys.argv[2]
    unittest.main(argv=sys.argv[:1], verbosity=2)
