#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# Converts hash_testvec tables of a Linux testmgr.h into sections of a .vec file (a developer
# tool: the build never runs it).
#
# Usage: tmh2vec.py TESTMGR.H SECTION=TEMPLATE[:DIGESTSIZE] [...]
#
# Prints one "[SECTION]" per argument with every vector of the C array TEMPLATE, each under a
# "# via linux crypto/testmgr.h TEMPLATE[i]" line (with the comment the kernel puts above the
# array, or inside the vector, in parentheses). DIGESTSIZE cuts the digest string to that many
# bytes (the kernel's arrays give the digest as a string of the algorithm's digest size).

import re
import sys

ESCAPES = {'n': 10, 't': 9, 'r': 13, '0': 0, '\\': 92, '"': 34, "'": 39}


def c_string(lit):
    """The bytes of one C string literal body (without the quotes)."""
    out = bytearray()
    i = 0
    while i < len(lit):
        c = lit[i]
        if c != '\\':
            out += c.encode('latin-1')
            i += 1
            continue
        e = lit[i + 1]
        if e == 'x':
            m = re.match(r'[0-9a-fA-F]+', lit[i + 2:])
            if len(m.group(0)) > 2:
                raise ValueError('hex escape longer than a byte: ' + lit[i:i + 8])
            out.append(int(m.group(0), 16))
            i += 2 + len(m.group(0))
        elif e in '01234567' and re.match(r'[0-7]{1,3}', lit[i + 1:]).group(0) != '0':
            m = re.match(r'[0-7]{1,3}', lit[i + 1:])
            out.append(int(m.group(0), 8))
            i += 1 + len(m.group(0))
        else:
            out.append(ESCAPES[e])
            i += 2
    return bytes(out)


def strings(expr):
    """The bytes of an initializer: concatenated C string literals, or a (u8 []){ ... } list."""
    lits = re.findall(r'"((?:[^"\\]|\\.)*)"', expr, re.S)
    if lits or '{' not in expr:
        return b''.join(c_string(s) for s in lits)
    body = expr[expr.index('{') + 1:expr.rindex('}')]
    return bytes(int(x, 0) for x in body.replace(',', ' ').split())


def char_array(text, name):
    """The bytes of a "static const char NAME[N] = { 'a', '\\0', ... };" array, zero-filled to N."""
    m = re.search(r'static const char ' + name + r'\[(\d+)\]\s*=\s*\{(.*?)\};', text, re.S)
    if not m:
        raise KeyError(name)
    data = b''.join(c_string(c) for c in re.findall(r"'((?:[^'\\]|\\.)+)'", m.group(2)))
    return data.ljust(int(m.group(1)), b'\0')


def resolve(text, expr):
    """An initializer's bytes, looking up a plain identifier as a char array."""
    if re.fullmatch(r'\w+', expr):
        return char_array(text, expr)
    return strings(expr)


def size(text, expr):
    m = re.fullmatch(r'sizeof\((\w+)\)', expr)
    return len(char_array(text, m.group(1))) if m else int(expr, 0)


def split_entries(body):
    """The top-level { ... } entries of an array body, each with the comments around it."""
    entries, depth, start, i = [], 0, 0, 0
    while i < len(body):
        if body.startswith('/*', i):
            i = body.index('*/', i) + 2
            continue
        c = body[i]
        if c == '"':
            m = re.match(r'"(?:[^"\\]|\\.)*"', body[i:], re.S)
            i += len(m.group(0))
            continue
        if c == '{':
            if depth == 0:
                start = i
            depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0:
                entries.append(body[start:i + 1])
        i += 1
    return entries


def fields(entry):
    """The .name = value initializers of one entry, and its comments."""
    notes = [' '.join(n.split()) for n in re.findall(r'/\*(.*?)\*/', entry, re.S)]
    text = re.sub(r'/\*.*?\*/', '', entry, flags=re.S)
    out = {}
    for m in re.finditer(r'\.(\w+)\s*=', text):
        i, depth = m.end(), 0
        while i < len(text) and not (depth == 0 and text[i] in ',}'):
            if text[i] == '"':
                i += len(re.match(r'"(?:[^"\\]|\\.)*"', text[i:], re.S).group(0))
                continue
            depth += {'{': 1, '}': -1}.get(text[i], 0)
            i += 1
        out.setdefault(m.group(1), text[m.end():i].strip())
    return out, notes


def array(text, name):
    m = re.search(r'(/\*((?:(?!\*/).)*)\*/\s*)?static const struct hash_testvec ' + name +
                  r'\[\]\s*=\s*\{', text, re.S)
    if not m:
        raise KeyError(name)
    title = ''
    if m.group(2):
        lines = [ln.strip(' *\t') for ln in m.group(2).splitlines()]
        title = ' '.join(ln for ln in lines if ln)
    depth, i = 1, m.end()
    while depth:
        if text[i] == '{':
            depth += 1
        elif text[i] == '}':
            depth -= 1
        i += 1
    return title, split_entries(text[m.end():i - 1])


def convert(text, section, template, dsize):
    title, entries = array(text, template)
    print(f'[{section}]')
    for n, entry in enumerate(entries):
        f, notes = fields(entry)
        src = f'via linux crypto/testmgr.h {template}[{n}]'
        why = '; '.join([x for x in [title] + notes if x])
        print(f'# {src}' + (f' ("{why}")' if why else ''))
        if 'key' in f:
            ksize = size(text, f['ksize'])
            key = resolve(text, f['key'])[:ksize]
            assert len(key) == ksize, (template, n)
            print('Key = ' + key.hex())
        psize = size(text, f.get('psize', '0'))
        ptext = resolve(text, f.get('plaintext', '""'))[:psize]
        assert len(ptext) == psize, (template, n)
        print('Plaintext = ' + ptext.hex() if psize else 'Plaintext =')
        digest = strings(f['digest'])
        if dsize:
            assert len(digest) >= dsize, (template, n)
            digest = digest[:dsize]
        print('Digest = ' + digest.hex())
        if f.get('fips_skip') in ('1', 'true'):
            print('Fips_skip = 1')
        print()


def main():
    text = open(sys.argv[1], encoding='latin-1').read()
    for arg in sys.argv[2:]:
        section, spec = arg.split('=', 1)
        template, _, dsize = spec.partition(':')
        convert(text, section, template, int(dsize) if dsize else 0)


if __name__ == '__main__':
    main()
