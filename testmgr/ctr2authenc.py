#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# Writes vectors/authenc-ctr.vec, when it is rewritten (never at build time): the
# authenc(hmac(HASH),ctr(aes)) and authenc(hmac(HASH),rfc3686(ctr(aes))) vectors Linux 6.12
# lacks (its testmgr runs alg_test_null for them). The encryption part is a published CTR
# vector of vectors/ctr-aes.vec (NIST SP 800-38A F.5, RFC 3686 section 6, via the kernel's
# testmgr.h), taken as it is; the tag is Python's hmac over Assoc || ciphertext, independently
# of the library. Keys are authenc key blobs, as in authenc.vec.
#   ctr2authenc.py > vectors/authenc-ctr.vec
import hashlib
import hmac
import os
import struct
import sys

from esn2vec import sections, write_section

HERE = os.path.dirname(os.path.abspath(__file__))
HASHES = ('sha1', 'sha256', 'sha384', 'sha512')
# The CTR vectors used, by section: the first three of each (every key size of SP 800-38A;
# RFC 3686's 16-, 32- and 36-byte packets). Longer ones add nothing to the composition.
PER_SECTION = 3
# Associated data: none, then an ESP header (SPI, sequence number) as IPsec passes it.
ASSOC = (b'', bytes.fromhex('4a2cbfe300000001'))


def blob(authkey, enckey):
    # rtattr (length 8, CRYPTO_AUTHENC_KEYA_PARAM 1, little-endian host order), then the
    # big-endian encryption key length, the HMAC key and the encryption key.
    return struct.pack('<HH', 8, 1) + struct.pack('>I', len(enckey)) + authkey + enckey


def auth_key(hname):
    # An HMAC key of the hash's output size, a pattern unlike any of the cipher's.
    size = hashlib.new(hname).digest_size
    return bytes((0x5c + 3 * i) & 0xff for i in range(size))


def vectors(cipher, hname, ctr_vecs):
    out = []
    for n, (comments, vec) in enumerate(ctr_vecs[:PER_SECTION]):
        ctext = bytes.fromhex(vec['Ciphertext'])
        # The first with each AD, the others with the ESP header.
        for ad in ASSOC if n == 0 else ASSOC[1:]:
            tag = hmac.new(auth_key(hname), ad + ctext, hname).digest()
            origin = ' '.join(comments)
            note = ('%s: the CTR part is %s; HMAC-%s key: bytes 0x5c + 3i; %s; tag by '
                    'testmgr/ctr2authenc.py (Python hmac)' %
                    (cipher, origin, hname.upper(), 'an ESP header as AD' if ad else 'no AD'))
            out.append((note, {
                'Key': blob(auth_key(hname), bytes.fromhex(vec['Key'])).hex(),
                'IV': vec['IV'], 'Assoc': ad.hex(), 'Plaintext': vec['Plaintext'],
                'Ciphertext': (ctext + tag).hex(),
            }))
    return out


def main():
    ctr = {name: [v for v in vecs if 'Setkey_error' not in v[1]]
           for name, vecs in sections(os.path.join(HERE, 'vectors', 'ctr-aes.vec'))}
    w = sys.stdout.write
    w('# Encrypt-then-MAC with HMAC over AES-CTR, the kernel\'s "authenc(hmac(shaN),ctr(aes))"\n'
      '# and "authenc(hmac(shaN),rfc3686(ctr(aes)))" (IPsec ESP with AES-CTR, RFC 3686). Linux\n'
      '# 6.12 has no vectors for them. Ciphertext is a published CTR vector\'s ciphertext (from\n'
      '# ctr-aes.vec) then the HMAC tag over Assoc || ciphertext, computed by\n'
      '# testmgr/ctr2authenc.py. Keys are authenc key blobs, as in authenc.vec; the rfc3686 key\n'
      '# ends with the 4-byte nonce and its IV is the 8-byte per-packet IV.\n')
    for hname in HASHES:
        for cipher in ('ctr(aes)', 'rfc3686(ctr(aes))'):
            write_section('authenc(hmac(%s),%s)' % (hname, cipher),
                          vectors(cipher, hname, ctr[cipher]))


if __name__ == '__main__':
    main()
