#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# Converts vectors into .vec sections, when a vector file is written (never at build time):
#   tm2vec.py TESTMGR_H 'section=array[:ivsize]' ...  cipher_testvec and aead_testvec arrays
#   tm2vec.py --cavp-tdes FILE.rsp 'source text'        a NIST CAVP TDES response file
import re, sys

from tmh2vec import split_entries

def num(expr):
    # A length in testmgr.h: a number or a sum such as "8 + 20 + 8".
    assert re.fullmatch(r'[0-9a-fA-Fx +*()-]+', expr), expr
    return int(eval(expr, {}))

def parse_arrays(text):
    # Keep the little-endian branch of the authenc key blobs (rtattr in host order).
    text = re.sub(r'#ifdef __LITTLE_ENDIAN\n(.*?)#else\n.*?#endif\n', r'\1', text, flags=re.S)
    arrays = {}
    for m in re.finditer(r'static const struct (?:cipher|aead|hash)_testvec (\w+)\[\] = \{(.*?)\n\};',
                         text, re.S):
        arrays[m.group(1)] = m.group(2)
    return arrays

def split_vecs(body):
    # The top-level { ... } groups, without their braces.
    return [entry[1:-1] for entry in split_entries(body)]

def cstr(expr):
    if expr.strip() == 'zeroed_string':  # testmgr.h's all-zero buffer, cut to klen or len
        return bytes(1024)
    out = bytearray()
    for lit in re.findall(r'"((?:[^"\\]|\\.)*)"', expr):
        i = 0
        while i < len(lit):
            if lit[i] == '\\':
                c = lit[i + 1]
                if c == 'x':
                    m = re.match(r'[0-9a-fA-F]{1,2}', lit[i + 2:])
                    out.append(int(m.group(0), 16)); i += 2 + len(m.group(0))
                elif c in '01234567':
                    m = re.match(r'[0-7]{1,3}', lit[i + 1:])
                    out.append(int(m.group(0), 8)); i += 1 + len(m.group(0))
                else:
                    out.append({'n': 10, 't': 9, '\\': 92, '"': 34, "'": 39, '0': 0}[c]); i += 2
            else:
                out.append(ord(lit[i])); i += 1
    return bytes(out)

def fields(vec):
    f = {}
    clean = re.sub(r'/\*.*?\*/', '', vec, flags=re.S)
    for m in re.finditer(r'\.(\w+)\s*=\s*(.*?)(?=,\s*\n\s*\.|,?\s*$)', clean, re.S):
        f[m.group(1)] = m.group(2).strip().rstrip(',')
    return f

def emit(section, arr, body, note, extra=False, ivsize=None):
    out = ['[%s]' % section] if section else []
    for idx, v in enumerate(split_vecs(body)):
        f = fields(v)
        length = int(f['len'], 0) if 'len' in f else None
        src = '# linux 6.12 crypto/testmgr.h %s[%d]' % (arr, idx)
        if note:
            src += ' ' + note
        out.append(src)
        key = cstr(f['key'])
        if 'klen' in f and num(f['klen']) < len(key):
            key = key[:num(f['klen'])]
        out.append('Key = ' + key.hex())
        if 'klen' in f and num(f['klen']) != len(key):
            out.append('Klen = %d' % num(f['klen']))
        for k, name in (('iv', 'IV'), ('iv_out', 'IV_out')):
            if k in f:
                out.append('%s = %s' % (name, cstr(f[k])[:ivsize].hex()))
        if 'plen' in f:  # an aead_testvec: the tag is what ctext has beyond the plaintext
            plen, clen = num(f['plen']), num(f['clen'])
            out.append('Assoc = ' + cstr(f.get('assoc', '""'))[:num(f.get('alen', '0'))].hex())
            out.append('Plaintext = ' + cstr(f['ptext'])[:plen].hex())
            out.append('Ciphertext = ' + cstr(f['ctext'])[:clen].hex())
            out.append('Authsize = %d' % (clen - plen))
            if f.get('novrfy'):
                out.append('Novrfy = 1')
        elif 'ptext' in f:
            out.append('Plaintext = ' + cstr(f['ptext'])[:length].hex())
            out.append('Ciphertext = ' + cstr(f['ctext'])[:length].hex())
        if 'setkey_error' in f:
            out.append('Setkey_error = ' + f['setkey_error'])
        if 'crypt_error' in f:
            out.append('Crypt_error = ' + f['crypt_error'])
        if f.get('wk'):
            out.append('Weak_key = ' + f['wk'])
        if f.get('fips_skip'):
            out.append('Fips_skip = 1')
        if f.get('generates_iv'):
            out.append('Generates_iv = 1')
        if extra:
            out.append('Extra = 1')
        out.append('')
    return out

def cavp_tdes(path, label):
    out, section, cur = [], None, {}
    def flush(cur):
        if cur:
            out.append('# %s [%s] COUNT = %s' % (label, section, cur['COUNT']))
            out.append('Key = ' + cur['KEY1'] + cur['KEY2'] + cur['KEY3'])
            if 'IV' in cur:
                out.append('IV = ' + cur['IV'])
            out.append('Plaintext = ' + cur['PLAINTEXT'])
            out.append('Ciphertext = ' + cur['CIPHERTEXT'])
            out.append('')
        return {}
    for line in open(path):
        line = line.strip()
        m = re.match(r'\[(\w+)\]', line)
        if m:
            cur = flush(cur)
            section = m.group(1)
            continue
        m = re.match(r'(\w+) = (\w+)', line)
        if m:
            if m.group(1) == 'COUNT':
                cur = flush(cur)
            cur[m.group(1)] = m.group(2).lower()
    flush(cur)
    print('\n'.join(out).rstrip())

def emit_aead(section, arr, body):
    out = ['[%s]' % section]
    for idx, v in enumerate(split_vecs(body)):
        f = fields(v)
        out.append('# linux 6.12 crypto/testmgr.h %s[%d]' % (arr, idx))
        key = cstr(f['key'])[:num(f['klen'])]
        out.append('Key = ' + key.hex())
        if 'iv' in f:
            out.append('IV = ' + cstr(f['iv'])[:ivlen[0]].hex())
        out.append('Assoc = ' + cstr(f.get('assoc', '""'))[:num(f.get('alen', '0'))].hex())
        out.append('Plaintext = ' + cstr(f.get('ptext', '""'))[:num(f.get('plen', '0'))].hex())
        out.append('Ciphertext = ' + cstr(f.get('ctext', '""'))[:num(f.get('clen', '0'))].hex())
        for k, name in (('setkey_error', 'Setkey_error'), ('setauthsize_error', 'Setauthsize_error'),
                        ('crypt_error', 'Crypt_error')):
            if k in f:
                out.append('%s = %s' % (name, f[k]))
        if f.get('novrfy'):
            out.append('Novrfy = 1')
        out.append('')
    return out

def emit_hash(section, arr, body):
    out = ['[%s]' % section]
    for idx, v in enumerate(split_vecs(body)):
        f = fields(v)
        out.append('# linux 6.12 crypto/testmgr.h %s[%d]' % (arr, idx))
        if 'key' in f:
            out.append('Key = ' + cstr(f['key'])[:int(f.get('ksize', '0'), 0)].hex())
        out.append('Plaintext = ' + cstr(f.get('plaintext', '""'))[:int(f.get('psize', '0'), 0)].hex())
        out.append('Digest = ' + cstr(f['digest'])[:dlen[0]].hex())
        out.append('')
    return out

ivlen = [16]
dlen = [16]

def main():
    if sys.argv[1] in ('--aead', '--hash'):
        # tm2vec.py --aead TESTMGR_H section=array ivlen / --hash TESTMGR_H section=array dlen
        text = open(sys.argv[2]).read()
        sec, arr = sys.argv[3].split('=', 1)
        body = parse_arrays(text)[arr]
        if sys.argv[1] == '--aead':
            ivlen[0] = int(sys.argv[4])
            print('\n'.join(emit_aead(sec, arr, body)).rstrip('\n'))
        else:
            dlen[0] = int(sys.argv[4])
            print('\n'.join(emit_hash(sec, arr, body)).rstrip('\n'))
        return
    if sys.argv[1] == '--cavp-tdes':
        return cavp_tdes(sys.argv[2], sys.argv[3])
    text = open(sys.argv[1]).read()
    arrays = parse_arrays(text)
    lines = []
    for spec in sys.argv[2:]:
        sec, arr = spec.split('=', 1)
        ivsize = None
        if ':' in arr:
            arr, ivsize = arr.split(':'); ivsize = int(ivsize)
        lines += emit(sec, arr, arrays[arr], None, ivsize=ivsize)
    print('\n'.join(lines).rstrip('\n'))

if __name__ == '__main__':
    main()
