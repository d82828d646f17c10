#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# Writes vectors/authencesn.vec, when it is rewritten (never at build time): each authenc vector
# of vectors/authenc.vec and vectors/authenc-des.vec with at least 8 bytes of associated data,
# as the authencesn vector with the same key, IV, AD and plaintext. Linux 6.12's testmgr.h has
# no authencesn vectors, so the outputs are computed here, independently of the library: the
# CBC ciphertext with pyca/cryptography (checked equal to the authenc vector's), the ICV with
# Python's hmac over RFC 4303 section 2.2.1's ESN layout.
#   esn2vec.py > vectors/authencesn.vec
import hashlib
import hmac
import os
import re
import struct
import sys
import textwrap

from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.decrepit.ciphers.algorithms import TripleDES

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = ['authenc.vec', 'authenc-des.vec']
CIPHERS = {
    'cbc(aes)': algorithms.AES,
    # Single DES is Triple DES with three equal keys (SP 800-67 Rev. 2 section 3.3.1).
    'cbc(des)': lambda k: TripleDES(k * 3),
    'cbc(des3_ede)': TripleDES,
}


def sections(path):
    """(section name, [(comment lines, {key: value})]) in file order."""
    out, comments, vec = [], [], None
    with open(path, encoding='utf-8') as f:
        for line in f.read().splitlines() + ['']:
            if line.startswith('['):
                out.append((line.strip('[]'), []))
                comments = []
            elif line.startswith('#'):
                comments.append(line[1:].strip())
            elif ' = ' in line:
                if vec is None:
                    vec = {}
                    out[-1][1].append((comments, vec))
                k, v = line.split(' = ', 1)
                vec[k] = v
            else:
                comments, vec = [], None
    return out


def split_key(blob):
    # The authenc key blob: rtattr (len 8, type 1, host order), big-endian enckeylen, keys.
    rta_len, rta_type = struct.unpack('<HH', blob[:4])
    enclen = struct.unpack('>I', blob[4:8])[0]
    assert (rta_len, rta_type) == (8, 1), blob[:4].hex()
    keys = blob[8:]
    return keys[:len(keys) - enclen], keys[len(keys) - enclen:]


def esn_vector(name, vec):
    auth, enc = re.fullmatch(r'authenc\(hmac\((\w+)\),(.+)\)', name).groups()
    authkey, enckey = split_key(bytes.fromhex(vec['Key']))
    iv, ad = bytes.fromhex(vec['IV']), bytes.fromhex(vec['Assoc'])
    ptext = bytes.fromhex(vec['Plaintext'])
    encryptor = Cipher(CIPHERS[enc](enckey), modes.CBC(iv)).encryptor()
    ctext = encryptor.update(ptext) + encryptor.finalize()
    authsize = int(vec.get('Authsize', hashlib.new(auth).digest_size))
    old = bytes.fromhex(vec['Ciphertext'])
    assert old[:len(ctext)] == ctext, (name, vec['Key'])
    # RFC 4303 section 2.2.1: SPI, the low sequence number (and what follows it in the AD),
    # the payload, then the high sequence number, which the packet does not carry.
    icv = hmac.new(authkey, ad[:4] + ad[8:] + ctext + ad[4:8], auth).digest()[:authsize]
    return 'authencesn(hmac(%s),%s)' % (auth, enc), {**vec, 'Ciphertext': (ctext + icv).hex()}


def main():
    out = {}
    for src in SOURCES:
        for name, vecs in sections(os.path.join(HERE, 'vectors', src)):
            for comments, vec in vecs:
                if len(bytes.fromhex(vec['Assoc'])) < 8:
                    continue
                esn, new = esn_vector(name, vec)
                origin = re.sub(r'^(via )?', '', ' '.join(comments))
                note = ('key, IV, AD and plaintext of %s; CBC output and the ESN ICV (RFC 4303 '
                        'section 2.2.1) computed by testmgr/esn2vec.py' % origin)
                out.setdefault(esn, []).append((note, new))
    w = sys.stdout.write
    w('# Encrypt-then-MAC for IPsec ESP with extended sequence numbers, the kernel\'s\n'
      '# "authencesn(hmac(shaN),cbc(...))". The AD starts SPI || seq_hi || seq_lo; the tag is\n'
      '# the HMAC of SPI || AD[8:] || ciphertext || seq_hi (RFC 4303 section 2.2.1). Keys are\n'
      '# authenc key blobs, as in authenc.vec. Linux 6.12 has no authencesn vectors: these take\n'
      '# the inputs of the authenc vectors and their outputs from testmgr/esn2vec.py.\n'
      '# Each vector names its source on the line above it; see README.md for the format.\n')
    for name in sorted(out):
        write_section(name, out[name])


def write_section(name, vecs):
    """Writes section @name to stdout: each (source note, {key: value}) of @vecs as a vector,
    its note wrapped into the comment lines above it."""
    w = sys.stdout.write
    w('\n[%s]\n' % name)
    for i, (note, vec) in enumerate(vecs):
        w('\n' if i else '')
        w(''.join('# %s\n' % l for l in textwrap.wrap(note, 96)))
        for k, v in vec.items():
            w('%s = %s\n' % (k, v))


if __name__ == '__main__':
    main()
