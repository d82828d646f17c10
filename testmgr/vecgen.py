#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# Compiles testmgr vector files (.vec) into a C++ source of kernel-shaped testvec tables.
#
# Usage: vecgen.py OUT.cpp IN.vec [IN.vec ...]
#
# The format is described in testmgr/vectors/README.md. Any error in an input is printed as
# "file:line: message" on stderr and the program exits with status 1 without writing OUT.cpp.

import os
import re
import sys

# Errno names a vector may expect; the generated code spells them symbolically, so they must
# be names that <linux/errno.h> defines.
ERRNO_NAMES = frozenset((
    'EAGAIN', 'EBADMSG', 'EFAULT', 'EINVAL', 'EKEYREJECTED', 'EMSGSIZE', 'ENOBUFS', 'ENOENT',
    'ENOKEY', 'ENOMEM', 'ENOSPC', 'ENOSYS', 'ENOTSUPP', 'EOPNOTSUPP', 'EOVERFLOW', 'ERANGE',
))

# Key name -> value type. Every key a file may use is listed here.
KEY_TYPES = {
    'Key': 'hex', 'IV': 'hex', 'IV_out': 'hex', 'Plaintext': 'hex', 'Ciphertext': 'hex',
    'Digest': 'hex', 'Assoc': 'hex',
    'Klen': 'uint', 'Authsize': 'uint',
    'Setkey_error': 'errno', 'Crypt_error': 'errno', 'Digest_error': 'errno',
    'Setauthsize_error': 'errno',
    'Fips_skip': 'bool', 'Weak_key': 'bool', 'Generates_iv': 'bool', 'Novrfy': 'bool',
    'Extra': 'bool',
    'Entropy': 'hex', 'Entpra': 'hex', 'Entprb': 'hex', 'Addtla': 'hex', 'Addtlb': 'hex',
    'Pers': 'hex', 'Expected': 'hex',
    'Compressed': 'hex', 'Decompress': 'bool',
    'M': 'hex', 'C': 'hex', 'Params': 'hex', 'Algo': 'uint', 'Verify_error': 'errno',
    'Public_key_vec': 'bool', 'Siggen_sigver_test': 'bool',
    'Secret': 'hex', 'B_secret': 'hex', 'B_public': 'hex', 'Expected_a_public': 'hex',
    'Expected_ss': 'hex', 'Genkey': 'bool',
    'V': 'hex', 'DT': 'hex', 'Result': 'hex', 'Loops': 'uint',
}

# Which keys each kind of vector accepts.
KIND_KEYS = {
    'cipher': {'Key', 'Klen', 'IV', 'IV_out', 'Plaintext', 'Ciphertext', 'Setkey_error',
               'Crypt_error', 'Fips_skip', 'Weak_key', 'Generates_iv', 'Extra'},
    'hash': {'Key', 'Klen', 'Plaintext', 'Digest', 'Setkey_error', 'Digest_error', 'Fips_skip',
             'Extra'},
    'aead': {'Key', 'Klen', 'IV', 'Assoc', 'Plaintext', 'Ciphertext', 'Authsize', 'Novrfy',
             'Weak_key', 'Setkey_error', 'Setauthsize_error', 'Crypt_error', 'Extra'},
    'drbg': {'Entropy', 'Entpra', 'Entprb', 'Addtla', 'Addtlb', 'Pers', 'Expected'},
    'comp': {'Plaintext', 'Compressed', 'Decompress'},
    'akcipher': {'Key', 'Params', 'Algo', 'M', 'C', 'Verify_error', 'Public_key_vec',
                 'Siggen_sigver_test', 'Fips_skip'},
    'kpp': {'Secret', 'B_secret', 'B_public', 'Expected_a_public', 'Expected_ss', 'Genkey'},
    'cprng': {'Key', 'DT', 'V', 'Result', 'Loops'},
}

# C struct, enumerator and field order (the order of the kernel's struct declarations).
KIND_C = {
    'cipher': ('cipher_testvec', 'UKC_VEC_CIPHER',
               ('key', 'iv', 'iv_out', 'ptext', 'ctext', 'wk', 'klen', 'len', 'fips_skip',
                'generates_iv', 'setkey_error', 'crypt_error', 'extra')),
    'hash': ('hash_testvec', 'UKC_VEC_HASH',
             ('key', 'plaintext', 'digest', 'psize', 'ksize', 'setkey_error', 'digest_error',
              'fips_skip', 'extra')),
    'aead': ('aead_testvec', 'UKC_VEC_AEAD',
             ('key', 'iv', 'ptext', 'assoc', 'ctext', 'novrfy', 'wk', 'klen', 'plen', 'clen',
              'alen', 'setkey_error', 'setauthsize_error', 'crypt_error', 'extra')),
    'drbg': ('drbg_testvec', 'UKC_VEC_DRBG',
             ('entropy', 'entropylen', 'entpra', 'entprb', 'entprlen', 'addtla', 'addtlb',
              'addtllen', 'pers', 'perslen', 'expected', 'expectedlen')),
    'comp': ('comp_testvec', 'UKC_VEC_COMP', ('input', 'output', 'inlen', 'outlen', 'decomp')),
    'akcipher': ('akcipher_testvec', 'UKC_VEC_AKCIPHER',
                 ('key', 'params', 'm', 'c', 'key_len', 'param_len', 'm_size', 'c_size',
                  'verify_error', 'public_key_vec', 'siggen_sigver_test', 'algo',
                  'fips_skip')),
    'kpp': ('kpp_testvec', 'UKC_VEC_KPP',
            ('secret', 'b_secret', 'b_public', 'expected_a_public', 'expected_ss', 'secret_size',
             'b_secret_size', 'b_public_size', 'expected_a_public_size', 'expected_ss_size',
             'genkey')),
    'cprng': ('cprng_testvec', 'UKC_VEC_CPRNG',
              ('key', 'dt', 'v', 'result', 'klen', 'dtlen', 'vlen', 'rlen', 'loops')),
}

# Largest value each length field can hold, by C type.
LIMIT_UCHAR = 0xff
LIMIT_USHORT = 0xffff
LIMIT_UINT = 0xffffffff

# Kernel algorithm names: CRYPTO_MAX_ALG_NAME is 128 including the terminating NUL.
ALG_NAME_RE = re.compile(r'[A-Za-z0-9_\-(),.]{1,127}\Z')
KEY_LINE_RE = re.compile(r'([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\Z')
SECTION_RE = re.compile(r'\[(.*)\]\Z')


class VecError(Exception):
    """An error located at a line of an input file."""

    def __init__(self, path, line, message):
        super().__init__(f'{path}:{line}: {message}')


class Vector:
    """One vector as read: its keys with their raw values and lines, and its source comment."""

    def __init__(self, path, line, source):
        self.path = path
        self.line = line
        self.source = source
        self.items = {}

    def error(self, key, message):
        line = self.items[key][1] if key in self.items else self.line
        return VecError(self.path, line, message)


class Section:
    """One [alg] section: its name, where it starts and its vectors in file order."""

    def __init__(self, path, line, alg):
        self.path = path
        self.line = line
        self.alg = alg
        self.vectors = []
        self.kind = None
        self.ivsize = None
        self.fields = []


class Reader:
    """Line-by-line state machine that splits one .vec file into sections and vectors."""

    def __init__(self, path, errors):
        self.path = path
        self.errors = errors
        self.sections = []
        self.comments = []
        self.vector = None

    def fail(self, lineno, message):
        self.errors.append(VecError(self.path, lineno, message))

    def feed(self, lineno, text):
        text = text.rstrip()
        if not text:
            self.vector = None
            self.comments = []
        elif text.startswith('#'):
            self.comment(lineno, text)
        elif text.startswith('['):
            self.section(lineno, text)
        else:
            self.key_line(lineno, text)

    def comment(self, lineno, text):
        if self.vector is not None:
            self.fail(lineno, 'comment inside a vector (end the vector with a blank line first)')
            return
        self.comments.append(text.lstrip('#').strip())

    def section(self, lineno, text):
        m = SECTION_RE.match(text)
        if not m or not ALG_NAME_RE.match(m.group(1)):
            self.fail(lineno, f'bad section header {text!r} (expected [alg-name])')
            return
        self.vector = None
        self.comments = []
        self.sections.append(Section(self.path, lineno, m.group(1)))

    def key_line(self, lineno, text):
        m = KEY_LINE_RE.match(text)
        if not m:
            self.fail(lineno, f'cannot parse line {text!r} (expected "Key = value")')
            return
        if not self.sections:
            self.fail(lineno, 'vector outside a section (add an [alg-name] line above it)')
            return
        if self.vector is None:
            self.start_vector(lineno)
        name, value = m.group(1), m.group(2)
        if name in self.vector.items:
            first = self.vector.items[name][1]
            self.fail(lineno, f"duplicate key '{name}' in one vector (first at line {first})")
            return
        self.vector.items[name] = (value, lineno)

    def start_vector(self, lineno):
        source = ' '.join(c for c in self.comments if c)
        if not source:
            self.fail(lineno, "vector has no source comment (a '#' line naming its source "
                      'must directly precede it)')
        self.vector = Vector(self.path, lineno, source)
        self.sections[-1].vectors.append(self.vector)
        self.comments = []


def read_file(path, errors):
    """Read one .vec file into sections; syntax errors go to @errors."""
    reader = Reader(path, errors)
    try:
        with open(path, encoding='utf-8') as f:
            for lineno, text in enumerate(f, 1):
                reader.feed(lineno, text)
    except (OSError, UnicodeDecodeError) as e:
        errors.append(VecError(path, 0, f'cannot read: {e}'))
    for sec in reader.sections:
        if not sec.vectors:
            errors.append(VecError(path, sec.line, f'section [{sec.alg}] has no vectors'))
    return reader.sections


def parse_value(vec, key):
    """Convert the raw text of @key in @vec to bytes, int, bool or an errno spelling."""
    raw = vec.items[key][0]
    kind = KEY_TYPES[key]
    if kind == 'hex':
        if not re.fullmatch(r'[0-9A-Fa-f]*', raw):
            raise vec.error(key, f"'{key}' is not hex: {raw!r}")
        if len(raw) % 2:
            raise vec.error(key, f"odd-length hex in '{key}' ({len(raw)} digits)")
        return bytes.fromhex(raw)
    if kind == 'uint':
        if not re.fullmatch(r'[0-9]+', raw):
            raise vec.error(key, f"'{key}' must be a decimal number, not {raw!r}")
        return int(raw)
    if kind == 'bool':
        if raw not in ('0', '1'):
            raise vec.error(key, f"'{key}' must be 0 or 1, not {raw!r}")
        return raw == '1'
    m = re.fullmatch(r'-(E[A-Z0-9]+)|-([1-9][0-9]*)', raw)
    if not m or (m.group(1) and m.group(1) not in ERRNO_NAMES):
        raise vec.error(key, f"'{key}' must be a negative errno such as -EINVAL, not {raw!r}")
    return raw


def vector_kind(vec):
    """A vector with Digest is a hash vector, one with Assoc an AEAD vector, one with Expected a
    DRBG vector, one with Compressed a compression vector, one with M an akcipher vector, one
    with Expected_ss or B_public a kpp vector, one with DT an X9.31 generator's, else a cipher
    one."""
    if 'Compressed' in vec.items:
        return 'comp'
    if 'DT' in vec.items:
        return 'cprng'
    if 'Expected_ss' in vec.items or 'B_public' in vec.items:
        return 'kpp'
    if 'M' in vec.items:
        return 'akcipher'
    if 'Expected' in vec.items:
        return 'drbg'
    if 'Digest' in vec.items:
        return 'hash'
    if 'Assoc' in vec.items:
        return 'aead'
    return 'cipher'


def check_keys(vec, kind):
    """Reject keys nobody knows (typos) and keys that do not belong to @kind."""
    for key in vec.items:
        if key not in KEY_TYPES:
            raise vec.error(key, f"unknown key '{key}'")
        if key not in KIND_KEYS[kind]:
            raise vec.error(key, f"key '{key}' does not belong in a {kind} vector")


def require(vec, values, *keys):
    for key in keys:
        if key not in values:
            raise vec.error(None, f"vector lacks the required key '{key}'")


def check_limit(vec, key, value, limit):
    if value > limit:
        raise vec.error(key, f"'{key}' is {value} bytes; the struct field holds at most {limit}")


def key_length(vec, values, limit):
    """The key length: Klen if given (at most the bytes in Key), else the length of Key."""
    klen = values.get('Klen', len(values['Key']))
    if klen > len(values['Key']):
        raise vec.error('Klen', f"Klen {klen} exceeds the {len(values['Key'])} bytes of Key")
    check_limit(vec, 'Key', klen, limit)
    return klen


def cipher_fields(vec, values):
    """Fields of a struct cipher_testvec, in declaration order."""
    require(vec, values, 'Key')
    if 'Setkey_error' not in values:
        require(vec, values, 'Plaintext', 'Ciphertext')
    elif 'Crypt_error' in values:
        raise vec.error('Crypt_error', 'Crypt_error is never reached when Setkey_error is set')
    ptext = values.get('Plaintext', b'')
    ctext = values.get('Ciphertext', b'')
    if 'Plaintext' in values and 'Ciphertext' in values and len(ptext) != len(ctext):
        raise vec.error('Ciphertext', f'Plaintext is {len(ptext)} bytes but Ciphertext is '
                        f'{len(ctext)} bytes')
    if len(ptext) != len(ctext):
        raise vec.error(None, 'Plaintext and Ciphertext must be given together')
    check_limit(vec, 'Plaintext', len(ptext), LIMIT_UINT)
    iv, iv_out = values.get('IV'), values.get('IV_out')
    if iv is not None and iv_out is not None and len(iv) != len(iv_out):
        raise vec.error('IV_out', f'IV_out is {len(iv_out)} bytes but IV is {len(iv)} bytes')
    if values.get('Generates_iv') and iv_out is None:
        raise vec.error('Generates_iv', 'Generates_iv needs IV_out')
    return [values['Key'], iv, iv_out, ptext, ctext, int(values.get('Weak_key', False)),
            key_length(vec, values, LIMIT_USHORT), len(ptext), values.get('Fips_skip', False),
            values.get('Generates_iv', False), values.get('Setkey_error', 0),
            values.get('Crypt_error', 0), values.get('Extra', False)]


def hash_fields(vec, values):
    """Fields of a struct hash_testvec; a vector without Key is an unkeyed hash."""
    require(vec, values, 'Plaintext', 'Digest')
    key = values.get('Key')
    if key is None and ('Klen' in values or 'Setkey_error' in values):
        raise vec.error(None, "vector lacks the required key 'Key'")
    ksize = key_length(vec, values, LIMIT_USHORT) if key is not None else 0
    check_limit(vec, 'Plaintext', len(values['Plaintext']), LIMIT_UINT)
    return [key, values['Plaintext'], values['Digest'], len(values['Plaintext']), ksize,
            values.get('Setkey_error', 0), values.get('Digest_error', 0),
            values.get('Fips_skip', False), values.get('Extra', False)]


def aead_fields(vec, values):
    """Fields of a struct aead_testvec; the tag size is implied by clen - plen, as in the kernel."""
    require(vec, values, 'Key', 'Assoc', 'Plaintext', 'Ciphertext')
    ptext, ctext, assoc = values['Plaintext'], values['Ciphertext'], values['Assoc']
    if len(ctext) < len(ptext):
        raise vec.error('Ciphertext', f'Ciphertext ({len(ctext)} bytes) is shorter than '
                        f'Plaintext ({len(ptext)} bytes)')
    authsize = values.get('Authsize')
    if authsize is not None and authsize != len(ctext) - len(ptext):
        raise vec.error('Authsize', f'Authsize is {authsize} but Ciphertext minus Plaintext '
                        f'is {len(ctext) - len(ptext)} bytes')
    for key, data in (('Plaintext', ptext), ('Ciphertext', ctext), ('Assoc', assoc)):
        check_limit(vec, key, len(data), LIMIT_UINT)
    return [values['Key'], values.get('IV'), ptext, assoc, ctext,
            int(values.get('Novrfy', False)), int(values.get('Weak_key', False)),
            key_length(vec, values, LIMIT_UCHAR), len(ptext), len(ctext), len(assoc),
            values.get('Setkey_error', 0), values.get('Setauthsize_error', 0),
            values.get('Crypt_error', 0), values.get('Extra', False)]


def pair_length(vec, values, first, second):
    """The one length of two inputs that come as a pair (both absent: 0)."""
    a, b = values.get(first), values.get(second)
    if (a is None) != (b is None):
        raise vec.error(first if a is None else second,
                        f'{first} and {second} must be given together')
    if a is not None and len(a) != len(b):
        raise vec.error(second, f'{second} is {len(b)} bytes but {first} is {len(a)} bytes')
    return len(a) if a is not None else 0


def drbg_fields(vec, values):
    """Fields of a struct drbg_testvec (6.12's): absent inputs are NULL with length 0."""
    require(vec, values, 'Entropy', 'Expected')
    entprlen = pair_length(vec, values, 'Entpra', 'Entprb')
    addtllen = pair_length(vec, values, 'Addtla', 'Addtlb')
    if not values['Expected']:
        raise vec.error('Expected', 'Expected may not be empty')
    pers = values.get('Pers')
    return [values['Entropy'], len(values['Entropy']), values.get('Entpra'),
            values.get('Entprb'), entprlen, values.get('Addtla'), values.get('Addtlb'),
            addtllen, pers, len(pers) if pers is not None else 0, values['Expected'],
            len(values['Expected'])]


def comp_fields(vec, values):
    """Fields of a struct comp_testvec (6.12's, in and out by direction): a compression vector
    goes from Plaintext (its Compressed is only for reference), a decompression vector from
    Compressed to exactly Plaintext."""
    require(vec, values, 'Plaintext', 'Compressed')
    ptext, ctext = values['Plaintext'], values['Compressed']
    decomp = values.get('Decompress', False)
    if not decomp and not ptext:
        raise vec.error('Plaintext', 'a compression vector needs a non-empty Plaintext')
    for key, data in (('Plaintext', ptext), ('Compressed', ctext)):
        check_limit(vec, key, len(data), LIMIT_UINT)
    inp, out = (ctext, ptext) if decomp else (ptext, ctext)
    return [inp, out, len(inp), len(out), decomp]


def akcipher_fields(vec, values):
    """Fields of a struct akcipher_testvec (6.12's): the key, the message and its ciphertext or
    signature; Params and Algo are appended after the key by the runner."""
    require(vec, values, 'Key', 'M', 'C')
    params = values.get('Params')
    for key in ('Key', 'M', 'C'):
        check_limit(vec, key, len(values[key]), LIMIT_UINT)
    return [values['Key'], params, values['M'], values['C'], len(values['Key']),
            len(params) if params is not None else 0, len(values['M']), len(values['C']),
            values.get('Verify_error', 0), values.get('Public_key_vec', False),
            values.get('Siggen_sigver_test', False), values.get('Algo', 0),
            values.get('Fips_skip', False)]


def kpp_fields(vec, values):
    """Fields of a struct kpp_testvec (6.12's); the lengths are unsigned shorts."""
    require(vec, values, 'Secret', 'B_public')
    genkey = values.get('Genkey', False)
    if genkey:
        require(vec, values, 'B_secret')
    elif 'Expected_ss' not in values:
        raise vec.error(None, "vector lacks the required key 'Expected_ss'")
    # A vector without Genkey may leave Expected_a_public out, as 6.12's curve25519 ones do:
    # its size is then 0 and party A's public key is not compared.
    keys = ('Secret', 'B_secret', 'B_public', 'Expected_a_public', 'Expected_ss')
    for key in keys:
        if key in values:
            check_limit(vec, key, len(values[key]), LIMIT_USHORT)
    sizes = [len(values[k]) if k in values else 0 for k in keys]
    # A Genkey vector may leave A's public key and the secret out, as 6.12's ffdhe ones do:
    # both are then compared at the group's size, that of B's public key.
    for i in (3, 4):
        if genkey and keys[i] not in values:
            sizes[i] = len(values['B_public'])
    return [values.get(k) for k in keys] + sizes + [genkey]


def cprng_fields(vec, values):
    """Fields of a struct cprng_testvec (6.12's): the seed is V, Key, DT; Result is the output
    of the last of Loops generations of its length."""
    require(vec, values, 'Key', 'DT', 'V', 'Result', 'Loops')
    if not values['Result'] or len(values['Result']) > 32:
        raise vec.error('Result', 'Result must be 1 to 32 bytes (6.12 compares at most 32)')
    check_limit(vec, 'Key', len(values['Key']), LIMIT_UCHAR)
    return [values['Key'], values['DT'], values['V'], values['Result'], len(values['Key']),
            len(values['DT']), len(values['V']), len(values['Result']), values['Loops']]


FIELD_BUILDERS = {'cipher': cipher_fields, 'hash': hash_fields, 'aead': aead_fields,
                  'drbg': drbg_fields, 'comp': comp_fields, 'akcipher': akcipher_fields,
                  'kpp': kpp_fields, 'cprng': cprng_fields}


def check_ivsize(sec, vec, values):
    """All IVs of one algorithm have its single ivsize."""
    if 'IV' not in values:
        return
    size = len(values['IV'])
    if sec.ivsize is None:
        sec.ivsize = size
    elif size != sec.ivsize:
        raise vec.error('IV', f'IV is {size} bytes but earlier vectors of [{sec.alg}] have '
                        f'{sec.ivsize}')


def build_section(sec, errors):
    """Check each vector of @sec and turn it into struct field values."""
    for vec in sec.vectors:
        kind = vector_kind(vec)
        try:
            if sec.kind is None:
                sec.kind = kind
            elif kind != sec.kind:
                raise vec.error(None, f'{kind} vector in [{sec.alg}], whose first '
                                f'vector is a {sec.kind} vector')
            check_keys(vec, kind)
            values = {key: parse_value(vec, key) for key in vec.items}
            sec.fields.append((vec, FIELD_BUILDERS[kind](vec, values)))
            check_ivsize(sec, vec, values)
        except VecError as e:
            errors.append(e)


def c_bytes(data, indent):
    """A C string literal (split every 16 bytes) holding @data as \\x escapes, or nullptr."""
    if data is None:
        return 'nullptr'
    if not data:
        return '""'
    parts = []
    for i in range(0, len(data), 16):
        parts.append('"' + ''.join(f'\\x{b:02x}' for b in data[i:i + 16]) + '"')
    return ('\n' + indent).join(parts)


def c_value(value, indent):
    if value is None or isinstance(value, bytes):
        return c_bytes(value, indent)
    if isinstance(value, bool):
        return 'true' if value else 'false'
    return str(value)


def c_comment(text):
    """@text made safe inside a C block comment."""
    return text.replace('*/', '* /').replace('/*', '/ *')


# Kinds whose byte strings are "const unsigned char *", as 6.12's struct declares them.
UNSIGNED_KINDS = frozenset(('drbg', 'akcipher', 'kpp'))


def emit_vector(out, vec, names, values, unsigned=False):
    out.append(f'\t{{\t/* {c_comment(os.path.basename(vec.path))}:{vec.line}: '
               f'{c_comment(vec.source)} */')
    for name, value in zip(names, values):
        prefix = f'\t\t.{name} = '
        text = c_value(value, '\t\t' + ' ' * (len(name) + 4))
        if unsigned and isinstance(value, bytes):
            text = '(const unsigned char *)' + text
        out.append(prefix + text + ',')
    out.append('\t},')


def emit_section(out, index, sec):
    """One anonymous-namespace array holding the vectors of @sec."""
    struct, _, names = KIND_C[sec.kind]
    out.append(f'/* [{c_comment(sec.alg)}] from {c_comment(os.path.basename(sec.path))} */')
    out.append(f'const struct {struct} {array_name(index, sec)}[] = {{')
    for vec, values in sec.fields:
        emit_vector(out, vec, names, values, sec.kind in UNSIGNED_KINDS)
    out.append('};')
    out.append('')


def array_name(index, sec):
    return f'vecs{index}_' + re.sub(r'[^A-Za-z0-9]+', '_', sec.alg).strip('_')


LOOKUP_FUNCTION = '''\
const struct ukc_vector_suite *ukc_find_vector_suite(const char *alg)
{
	unsigned int lo = 0;
	unsigned int hi = ukc_vector_suites_count;

	// The table is generated sorted by strcmp() order of the names.
	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;
		int cmp = strcmp(alg, ukc_vector_suites[mid].alg);

		if (cmp == 0)
			return &ukc_vector_suites[mid];
		if (cmp < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return nullptr;
}
'''


def render(sections):
    """The whole generated C++ source for @sections (already sorted by name)."""
    out = ['// SPDX-License-Identifier: GPL-2.0-only',
           '// Self-test vectors, generated from testmgr/vectors/*.vec by testmgr/vecgen.py.',
           '', '#include <string.h>', '', '#include <linux/errno.h>', '', '#include "testvec.h"',
           '', 'namespace {', '']
    for index, sec in enumerate(sections):
        emit_section(out, index, sec)
    out += ['} // namespace', '', 'extern const struct ukc_vector_suite ukc_vector_suites[] = {']
    for index, sec in enumerate(sections):
        out.append(f'\t{{ "{sec.alg}", {KIND_C[sec.kind][1]}, {array_name(index, sec)}, '
                   f'{len(sec.fields)}, "{c_comment(os.path.basename(sec.path))}" }},')
    out += ['};', '',
            f'extern const unsigned int ukc_vector_suites_count = {len(sections)};', '',
            LOOKUP_FUNCTION]
    return '\n'.join(out)


def compile_files(paths):
    """Read and check all inputs; return (sections sorted by name, list of errors)."""
    errors = []
    sections = []
    seen = {}
    for path in paths:
        for sec in read_file(path, errors):
            if sec.alg in seen:
                other = seen[sec.alg]
                errors.append(VecError(path, sec.line, f'section [{sec.alg}] already '
                                       f'defined at {other.path}:{other.line}'))
                continue
            seen[sec.alg] = sec
            build_section(sec, errors)
            sections.append(sec)
    sections.sort(key=lambda s: s.alg.encode())
    return sections, errors


def write_atomically(path, text):
    tmp = path + '.tmp'
    with open(tmp, 'w', encoding='utf-8') as f:
        f.write(text)
    os.replace(tmp, path)


def main(argv):
    if len(argv) < 3 or not argv[1].endswith('.cpp'):
        print(f'usage: {os.path.basename(argv[0])} OUT.cpp IN.vec [IN.vec ...]', file=sys.stderr)
        return 2
    sections, errors = compile_files(argv[2:])
    if errors:
        for e in errors:
            print(e, file=sys.stderr)
        return 1
    write_atomically(argv[1], render(sections))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
