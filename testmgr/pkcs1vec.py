#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# Writes vectors/pkcs1pad-rsa-more.vec, when it is rewritten (never at build time):
# RSASSA-PKCS1-v1_5 signatures (RFC 8017 section 8.2) for the pkcs1pad(rsa,HASH) instances
# Linux 6.12 registers without vectors (its testmgr runs alg_test_null for them). The key is
# the 2048-bit key of vectors/pkcs1pad-rsa.vec; the digests come from Python's hashlib and
# the signatures from pyca/cryptography (OpenSSL), independently of the library. The script
# first re-signs the kernel's SHA-256 vector and stops unless it gets the kernel's signature.
#   pkcs1vec.py > vectors/pkcs1pad-rsa-more.vec
import hashlib
import os
import sys

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, utils

from esn2vec import sections

HERE = os.path.dirname(os.path.abspath(__file__))
HASHES = {
    'sha224': hashes.SHA224, 'sha384': hashes.SHA384, 'sha512': hashes.SHA512,
    'sha3-256': hashes.SHA3_256, 'sha3-384': hashes.SHA3_384, 'sha3-512': hashes.SHA3_512,
}
# Messages signed for every hash: empty, short, and longer than any of the hashes' blocks.
MESSAGES = [
    ('the empty message', b''),
    ('the ASCII message "abc"', b'abc'),
    ('the 1000 bytes i * 7 mod 256, i = 0..999', bytes(i * 7 % 256 for i in range(1000))),
]


def sign(key, hname, digest):
    algo = HASHES.get(hname, hashes.SHA256)()
    return key.sign(digest, padding.PKCS1v15(), utils.Prehashed(algo))


def main():
    name, vecs = sections(os.path.join(HERE, 'vectors', 'pkcs1pad-rsa.vec'))[0]
    kernel = vecs[0][1]
    der = bytes.fromhex(kernel['Key'])
    key = serialization.load_der_private_key(der, password=None)
    if sign(key, 'sha256', bytes.fromhex(kernel['M'])).hex() != kernel['C']:
        sys.exit('pkcs1vec.py: re-signing the kernel\'s %s vector gave another signature' % name)
    w = sys.stdout.write
    w('# RSASSA-PKCS1-v1_5 (RFC 8017 section 8.2) for the pkcs1pad(rsa,HASH) instances Linux 6.12\n'
      '# registers without vectors. Key: the 2048-bit key of pkcs1pad-rsa.vec (linux\n'
      '# crypto/testmgr.h pkcs1pad_rsa_tv_template[0]). M is the digest of the message named\n'
      '# above it (Python hashlib); C its signature by pyca/cryptography over OpenSSL, written\n'
      '# by testmgr/pkcs1vec.py. The runner verifies C, then signs M and expects C again.\n')
    for hname in sorted(HASHES):
        w('\n[pkcs1pad(rsa,%s)]\n' % hname)
        for i, (what, msg) in enumerate(MESSAGES):
            digest = hashlib.new(hname.replace('-', '_'), msg).digest()
            w('\n' if i else '')
            w('# %s of %s; signature by pyca/cryptography (testmgr/pkcs1vec.py)\n' % (hname, what))
            w('Key = %s\nM = %s\nC = %s\nSiggen_sigver_test = 1\n' %
              (der.hex(), digest.hex(), sign(key, hname, digest).hex()))


if __name__ == '__main__':
    main()
