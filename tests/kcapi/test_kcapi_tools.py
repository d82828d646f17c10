#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# Debian's unmodified kcapi-enc, kcapi-dgst and kcapi-rng, run on our libkcapi.so.1 instead of
# AF_ALG; each output is checked against OpenSSL (the openssl command, or libcrypto through
# ctypes for the AEAD modes) or Python's hashlib/hmac on the same input.
import ctypes
import ctypes.util
import errno
import hashlib
import hmac
import os
import re
import shutil
import subprocess
import sys
import tempfile

TOOLS = ('kcapi-enc', 'kcapi-dgst', 'kcapi-rng')
KEY = bytes(range(16))
IV = bytes.fromhex('000102030405060708090a0b0c0d0e0f')
failures = []


def check(cond, what):
    print(('ok: ' if cond else 'FAIL: ') + what)
    if not cond:
        failures.append(what)


def tool_env(libkcapi):
    env = dict(os.environ)
    env['LD_LIBRARY_PATH'] = os.path.dirname(libkcapi)
    # A sanitizer build of the library needs its runtime loaded before the (uninstrumented)
    # tool, which preloading it does; the tools' own allocations are not ours to leak-check.
    ldd = subprocess.run(['ldd', libkcapi], capture_output=True, text=True).stdout
    preload = re.findall(r'=> (\S*lib(?:asan|ubsan)\.so\S*)', ldd)
    if preload:
        env['LD_PRELOAD'] = ' '.join(preload)
        env['ASAN_OPTIONS'] = env.get('ASAN_OPTIONS', '') + ':detect_leaks=0:verify_asan_link_order=0'
    return env, bool(preload)


class Runner:
    def __init__(self, env, tmp, sanitized):
        self.env, self.tmp = env, tmp
        # Under the sanitizers each start's self-tests of every driver take half a second, so
        # the runs that compare outputs with OpenSSL skip them (UKCRYPTO_NOTESTS=1); the Check
        # suites run them under the sanitizers, and the self-test refusal below keeps them.
        self.fast_env = dict(env, UKCRYPTO_NOTESTS='1') if sanitized else env

    def run(self, args, stdin=b'', fds=None, selftests=False):
        """Runs a tool with @stdin; @fds maps descriptor numbers to bytes the tool reads."""
        pass_fds, readers = [], []
        for num, data in (fds or {}).items():
            r, w = os.pipe()
            os.write(w, data)
            os.close(w)
            if r != num:
                os.dup2(r, num)
                os.close(r)
            pass_fds.append(num)
            readers.append(num)
        try:
            p = subprocess.run(args, input=stdin, capture_output=True,
                               env=self.env if selftests else self.fast_env,
                               pass_fds=pass_fds, timeout=60)
        finally:
            for num in readers:
                os.close(num)
        return p

    def file(self, name, data=None):
        path = os.path.join(self.tmp, name)
        if data is not None:
            with open(path, 'wb') as f:
                f.write(data)
        return path

    def enc(self, args, data, fds=None, selftests=False):
        """kcapi-enc from a file into a file; (return code, output bytes, stderr)."""
        src, dst = self.file('in', data), self.file('out')
        if os.path.exists(dst):
            os.unlink(dst)
        p = self.run(['kcapi-enc', '-i', src, '-o', dst] + args, fds=fds, selftests=selftests)
        out = open(dst, 'rb').read() if os.path.exists(dst) else b''
        return p.returncode, out, p.stderr.decode(errors='replace')


def openssl_enc(cipher, key, iv, data, decrypt=False):
    args = ['openssl', 'enc', '-' + cipher, '-K', key.hex(), '-iv', iv.hex()]
    if decrypt:
        args.append('-d')
    return subprocess.run(args, input=data, capture_output=True, check=True).stdout


class LibCrypto:
    """OpenSSL's EVP AEAD interface through ctypes: the reference for GCM and CCM."""
    SET_IVLEN, GET_TAG, SET_TAG = 0x9, 0x10, 0x11

    def __init__(self):
        name = ctypes.util.find_library('crypto')
        self.lib = ctypes.CDLL(name) if name else None
        if self.lib:
            self.lib.EVP_CIPHER_CTX_new.restype = ctypes.c_void_p
            for fn in ('EVP_aes_128_gcm', 'EVP_aes_128_ccm'):
                getattr(self.lib, fn).restype = ctypes.c_void_p
            self.lib.EVP_CIPHER_CTX_free.argtypes = [ctypes.c_void_p]

    def seal(self, mode, key, iv, aad, pt, taglen):
        lib, vp = self.lib, ctypes.c_void_p
        ctx = vp(lib.EVP_CIPHER_CTX_new())
        alg = vp(getattr(lib, 'EVP_aes_128_' + mode)())
        outl = ctypes.c_int(0)
        out = ctypes.create_string_buffer(len(pt) + 16)
        assert lib.EVP_EncryptInit_ex(ctx, alg, None, None, None) == 1
        assert lib.EVP_CIPHER_CTX_ctrl(ctx, self.SET_IVLEN, len(iv), None) == 1
        if mode == 'ccm':
            assert lib.EVP_CIPHER_CTX_ctrl(ctx, self.SET_TAG, taglen, None) == 1
        assert lib.EVP_EncryptInit_ex(ctx, None, None, key, iv) == 1
        if mode == 'ccm':
            assert lib.EVP_EncryptUpdate(ctx, None, ctypes.byref(outl), None, len(pt)) == 1
        if aad:
            assert lib.EVP_EncryptUpdate(ctx, None, ctypes.byref(outl), aad, len(aad)) == 1
        assert lib.EVP_EncryptUpdate(ctx, out, ctypes.byref(outl), pt, len(pt)) == 1
        n = outl.value
        assert lib.EVP_EncryptFinal_ex(ctx, ctypes.byref(out, n), ctypes.byref(outl)) == 1
        n += outl.value
        tag = ctypes.create_string_buffer(taglen)
        assert lib.EVP_CIPHER_CTX_ctrl(ctx, self.GET_TAG, taglen, tag) == 1
        lib.EVP_CIPHER_CTX_free(ctx)
        return out.raw[:n], tag.raw


def test_version(r):
    p = r.run(['kcapi-dgst', '--version'])
    text = (p.stdout + p.stderr).decode()
    check('ukcrypto' in text, 'kcapi-dgst runs on our library: ' + text.strip())


def test_digests(r, data):
    p = r.run(['kcapi-dgst', '-c', 'sha256', '--hex'], stdin=data)
    check(p.returncode == 0 and p.stdout.decode().strip() == hashlib.sha256(data).hexdigest(),
          f'kcapi-dgst -c sha256 on {len(data)} bytes')
    p = r.run(['kcapi-dgst', '-c', 'sha256'], stdin=data)
    check(p.stdout == hashlib.sha256(data).digest(), 'kcapi-dgst -c sha256, binary output')
    # kcapi-dgst reads at most 32 key bytes from the descriptor.
    for key in (b'Jefe', b'a 32-byte key for hmac(sha256)!'):
        p = r.run(['kcapi-dgst', '-c', 'hmac(sha256)', '--keyfd', '3', '--hex'], stdin=data,
                  fds={3: key})
        want = hmac.new(key, data, hashlib.sha256).hexdigest()
        check(p.returncode == 0 and p.stdout.decode().strip() == want,
              f'kcapi-dgst -c "hmac(sha256)" --keyfd, {len(key)}-byte key, {len(data)} bytes')
    p = r.run(['kcapi-dgst', '-c', 'sha512', '--hex'], stdin=data)
    check(p.stdout.decode().strip() == hashlib.sha512(data).hexdigest(), 'kcapi-dgst sha512')
    p = r.run(['kcapi-dgst', '-c', 'nosuch', '--hex'], stdin=data)
    check(p.returncode != 0 and not p.stdout, 'kcapi-dgst refuses an unknown digest')


def test_skciphers(r, data, full):
    for mode in ('ctr', 'cbc'):
        rc, ct, err = r.enc(['-e', '-c', f'{mode}(aes)', '--iv', IV.hex(), '--keyfd', '3'],
                            data, fds={3: KEY})
        want = openssl_enc(f'aes-128-{mode}', KEY, IV, data)
        check(rc == 0 and ct == want, f'kcapi-enc {mode}(aes) --keyfd, {len(data)} bytes '
              f'= openssl enc -aes-128-{mode}' + ('' if rc == 0 else ': ' + err))
        if full:
            rc, pt, err = r.enc(['-d', '-c', f'{mode}(aes)', '--iv', IV.hex(), '--keyfd', '3'],
                                want, fds={3: KEY})
            check(rc == 0 and pt == data, f'kcapi-enc -d {mode}(aes) --keyfd restores the input')

    salt, pw, iters = bytes.fromhex('a5' * 4 + '3c' * 12), b'correct horse', 1000
    key = hashlib.pbkdf2_hmac('sha256', pw, salt, iters, 32)
    for mode in ('ctr', 'cbc'):
        args = ['-c', f'{mode}(aes)', '--iv', IV.hex(), '--passwdfd', '3', '-s', salt.hex(),
                '--pbkdfiter', str(iters), '-q']
        rc, ct, err = r.enc(['-e'] + args, data, fds={3: pw})
        want = openssl_enc(f'aes-256-{mode}', key, IV, data)
        check(rc == 0 and ct == want, f'kcapi-enc {mode}(aes) with a PBKDF2 password = '
              f'hashlib.pbkdf2_hmac + openssl enc -aes-256-{mode}' + ('' if rc == 0 else ': ' + err))
        if full:
            rc, pt, err = r.enc(['-d'] + args, ct, fds={3: pw})
            check(rc == 0 and pt == data, f'kcapi-enc -d {mode}(aes) with the password restores it')
    if not full:
        return
    rc, _, err = r.enc(['-e', '-c', 'cbc(nosuch)', '--iv', IV.hex(), '--keyfd', '3'], data,
                       fds={3: KEY})
    check(rc != 0, 'kcapi-enc refuses an unknown cipher')
    rc, out, err = r.enc(['-e', '-c', 'cbc(aes-broken-mod)', '--iv', IV.hex(), '--keyfd', '3'],
                         data, fds={3: KEY}, selftests=True)
    check(rc != 0 and data[:64] not in out,
          'kcapi-enc refuses cbc over an aes that failed its self-test')


def test_aead(r, ref, mode, data, have_alg, full):
    aad = bytes.fromhex('feedfacedeadbeefabaddad2')
    if mode == 'gcm':
        iv, ivargs = bytes.fromhex('cafebabefacedbaddecaf888'), ['--iv', 'cafebabefacedbaddecaf888']
    else:
        # A 12-byte nonce leaves L = 3 length bytes: up to 16 MiB of text.
        nonce = bytes.fromhex('00112233445566778899aabb')
        iv, ivargs = nonce, ['--ccm-nonce', nonce.hex()]
    if not have_alg:
        print(f'SKIP: {mode}(aes) is not in this build')
        return
    taglen = 16 if mode == 'gcm' else 12
    rc, out, err = r.enc(['-e', '-c', f'{mode}(aes)', '--aad', aad.hex(), '--taglen',
                          str(taglen), '--keyfd', '3'] + ivargs, data, fds={3: KEY})
    ct, tag = ref.seal(mode, KEY, iv, aad, data, taglen)
    # kcapi-enc writes the socket's whole output: AD || ciphertext || tag.
    check(rc == 0 and out == aad + ct + tag,
          f'kcapi-enc {mode}(aes) with AAD and a {taglen}-byte tag = OpenSSL EVP_aes_128_{mode}'
          + ('' if rc == 0 else ': ' + err))
    dec = ['-d', '-c', f'{mode}(aes)', '--aad', aad.hex(), '--keyfd', '3'] + ivargs
    rc, out, err = r.enc(dec + ['--tag', tag.hex()], ct, fds={3: KEY})
    check(rc == 0 and out == aad + data, f'kcapi-enc -d {mode}(aes) with the right tag')
    if not full:
        return
    bad = bytes([tag[0] ^ 0x80]) + tag[1:]
    rc, out, err = r.enc(dec + ['--tag', bad.hex()], ct, fds={3: KEY})
    check(rc != 0 and 'integrity' in err and data[:32] not in out and not any(out[len(aad):]),
          f'kcapi-enc -d {mode}(aes) refuses a wrong tag and writes no plaintext')
    rc, out, err = r.enc(dec + ['--tag', tag.hex()], bytes([ct[0] ^ 1]) + ct[1:], fds={3: KEY})
    check(rc != 0 and not any(out[len(aad):]), f'kcapi-enc -d {mode}(aes) refuses altered data')
    if mode == 'ccm' and len(data) >= 1 << 16:
        # A 13-byte nonce leaves 2 length bytes: the text cannot be formatted (-EOVERFLOW).
        rc, out, err = r.enc(['-e', '-c', 'ccm(aes)', '--ccm-nonce', '00' * 13, '--aad', '00',
                              '--taglen', '12', '--keyfd', '3'], data, fds={3: KEY})
        check(rc != 0 and 'error -75' in err, 'kcapi-enc ccm(aes) refuses 64 KiB and more '
              'with a 13-byte nonce (-EOVERFLOW)')


def test_rng(r):
    p1 = r.run(['kcapi-rng', '-b', '64'])
    p2 = r.run(['kcapi-rng', '-b', '64'])
    check(p1.returncode == 0 and len(p1.stdout) == 64 and p1.stdout != p2.stdout and
          len(set(p1.stdout)) > 16, 'kcapi-rng -b 64: 64 bytes, different each run')
    p = r.run(['kcapi-rng', '-b', '300', '--hex'])
    text = p.stdout.decode().strip()
    check(p.returncode == 0 and re.fullmatch('[0-9a-f]{600}', text) is not None,
          'kcapi-rng -b 300 --hex: 600 hex digits')
    p = r.run(['kcapi-rng', '-n', 'drbg_nopr_hmac_sha256', '-b', '32'])
    check(p.returncode == 0 and len(p.stdout) == 32, 'kcapi-rng -n drbg_nopr_hmac_sha256')
    p = r.run(['kcapi-rng', '-n', 'nosuchrng', '-b', '32'])
    check(p.returncode != 0 and not p.stdout, 'kcapi-rng refuses an unknown generator')


def elf_machine(path):
    with open(path, 'rb') as f:
        head = f.read(20)
    return head[18:20]


def restricted(r, level, privileged=False):
    """A runner whose tools see UKCRYPTO_AF_ALG_RESTRICT=@level (and the privileged switch)."""
    env = dict(r.fast_env, UKCRYPTO_AF_ALG_RESTRICT=str(level))
    if privileged:
        env['UKCRYPTO_AF_ALG_PRIVILEGED'] = '1'
    return Runner(env, r.tmp, False)


def restrict_errno(r, libkcapi, level, call, name, privileged=False):
    """The return of kcapi_<call>_init(name) under @level, in a process of its own."""
    code = ('import ctypes,sys;l=ctypes.CDLL(sys.argv[1]);h=ctypes.c_void_p();'
            f'print(l.kcapi_{call}_init(ctypes.byref(h),sys.argv[2].encode(),0))')
    p = subprocess.run([sys.executable, '-c', code, libkcapi, name], capture_output=True,
                       text=True, env=restricted(r, level, privileged).env)
    return int(p.stdout.strip() or '1'), p.stderr


def test_restrict(r, libkcapi, data):
    """Linux 7.3's crypto.af_alg_restrict levels, as libkcapi on such a kernel returns them."""
    key = bytes(range(32))
    xts = ['-e', '-c', 'xts(aes)', '--iv', IV.hex(), '--keyfd', '3']
    # openssl enc has no XTS: the unrestricted run is the reference, and decryption restores.
    _, want, _ = restricted(r, 0).enc(xts, data, fds={3: key})
    rc, ct, err = restricted(r, 1).enc(xts, data, fds={3: key})
    check(rc == 0 and len(ct) == len(data) and ct == want and ct != data,
          'level 1: kcapi-enc xts(aes) works unprivileged' + ('' if rc == 0 else ': ' + err))
    rc, pt, _ = restricted(r, 1).enc(['-d'] + xts[1:], ct, fds={3: key})
    check(rc == 0 and pt == data, 'level 1: kcapi-enc -d xts(aes) restores the input')
    gcm = ['-e', '-c', 'gcm(aes)', '--iv', IV.hex()[:24], '--aad', 'feedface', '--keyfd', '3',
           '--taglen', '16']
    rc, ct, err = restricted(r, 0).enc(gcm, data, fds={3: KEY})
    check(rc == 0 and len(ct) >= len(data), 'level 0: kcapi-enc gcm(aes) works' +
          ('' if rc == 0 else ': ' + err))
    for priv in (False, True):
        rc, ct, err = restricted(r, 1, priv).enc(gcm, data, fds={3: KEY})
        check(rc != 0 and not ct, f'level 1: kcapi-enc gcm(aes) fails (privileged={priv})')
    ctr = ['-e', '-c', 'ctr(aes)', '--iv', IV.hex(), '--keyfd', '3']
    rc, ct, _ = restricted(r, 1).enc(ctr, data, fds={3: KEY})
    check(rc != 0 and not ct, 'level 1: ctr(aes) is on the privileged list only')
    rc, ct, _ = restricted(r, 1, True).enc(ctr, data, fds={3: KEY})
    check(rc == 0 and ct == openssl_enc('aes-128-ctr', KEY, IV, data),
          'level 1, privileged: kcapi-enc ctr(aes) works')
    rc, ct, _ = restricted(r, 2, True).enc(xts, data, fds={3: key})
    check(rc != 0 and not ct, 'level 2: even xts(aes) fails, privileged too')
    rc, ct, _ = restricted(r, 0).enc(ctr, data, fds={3: KEY})
    check(rc == 0 and ct == openssl_enc('aes-128-ctr', KEY, IV, data), 'level 0: unrestricted')
    cases = ((1, 'md', 'sha256', False, -errno.ENOENT), (1, 'md', 'sha256', True, 0),
             (1, 'md', 'sha1', False, 0), (1, 'rng', 'stdrng', True, -errno.ENOENT),
             (1, 'aead', 'gcm(aes)', True, -errno.ENOENT), (1, 'cipher', 'hctr2(aes)', False, 0),
             (2, 'md', 'sha1', True, -errno.EAFNOSUPPORT), (0, 'rng', 'stdrng', False, 0),
             (1, 'aead', 'ccm(aes)', False, -errno.ENOENT), (1, 'aead', 'ccm(aes)', True, 0),
             (1, 'cipher', 'sha1', False, -errno.ENOENT), (1, 'md', 'cmac(aes)', True, 0),
             (1, 'cipher', 'adiantum(xchacha12,aes)', False, 0))
    for level, call, name, priv, want_ret in cases:
        ret, _ = restrict_errno(r, libkcapi, level, call, name, priv)
        check(ret == want_ret, f'level {level}, privileged={priv}: kcapi_{call}_init({name}) '
              f'= {ret}, want {want_ret}')
    ret, err = restrict_errno(r, libkcapi, 3, 'md', 'sha1')
    check(ret == -errno.EINVAL and 'UKCRYPTO_AF_ALG_RESTRICT=3 refused' in err,
          'UKCRYPTO_AF_ALG_RESTRICT=3 is refused on stderr: ' + err.strip())


PROC_AFTER_SHA256 = (
    'import ctypes,sys;l=ctypes.CDLL(sys.argv[1]);h=ctypes.c_void_p();'
    'assert l.kcapi_md_init(ctypes.byref(h),b"sha256",0)==0;o=ctypes.create_string_buffer(32);'
    'assert l.kcapi_md_digest(h,b"abc",3,o,32)==32;l.kcapi_md_destroy(h);'
    'n=l.ukc_proc_crypto(None,0)+1;b=ctypes.create_string_buffer(n);l.ukc_proc_crypto(b,n);'
    'print(o.raw.hex());print(b.value.decode())')


def selftests_after_sha256(r, libkcapi, eager):
    """/proc/crypto after one kcapi_md_digest() of sha256: {driver: selftest} of every
    algorithm (larvals left out), and the digest."""
    env = dict(r.env, UKCRYPTO_SELFTEST='eager') if eager else r.env
    p = subprocess.run([sys.executable, '-c', PROC_AFTER_SHA256, libkcapi], capture_output=True,
                       text=True, env=env)
    lines = p.stdout.split('\n')
    algs = {}
    for block in '\n'.join(lines[1:]).split('\n\n'):
        f = dict(re.findall(r'^(\w[\w ]*?) +: (.*)$', block, re.M))
        if 'driver' in f and f.get('type') != 'larval':
            algs[f['driver']] = (f['name'], f['priority'], f['selftest'])
    return algs, lines[0]


def test_deferred_selftests(r, libkcapi, data):
    """libkcapi tests what a lookup resolves, when it is looked up; UKCRYPTO_SELFTEST=eager
    tests everything at start-up, as the rest of the library does."""
    algs, digest = selftests_after_sha256(r, libkcapi, False)
    check(digest == hashlib.sha256(b'abc').hexdigest(), 'kcapi_md_digest(sha256) of "abc"')
    sha = sorted((int(p), d, t) for d, (n, p, t) in algs.items() if n == 'sha256')
    check(sha and sha[-1][2] == 'passed', 'deferred: the best sha256 driver was tested: ' +
          (sha[-1][1] if sha else 'none'))
    check(len(sha) < 2 or sha[0][2] == 'unknown',
          'deferred: a sha256 driver the lookup did not pick is not tested yet')
    for other in ('aes-generic', 'sha512-generic'):
        check(algs.get(other, (0, 0, 'absent'))[2] == 'unknown',
              f'deferred: {other}, never looked up, is not tested yet')
    algs, _ = selftests_after_sha256(r, libkcapi, True)
    check(all(algs.get(d, (0, 0, 'absent'))[2] == 'passed' for d in ('aes-generic', 'sha512-generic')),
          'UKCRYPTO_SELFTEST=eager: aes-generic and sha512-generic tested at start-up')
    # Debian's kcapi-enc: the broken driver is refused at its first lookup with the lines a
    # test at registration prints.
    args = ['-e', '-c', 'cbc(aes-broken-mod)', '--iv', IV.hex(), '--keyfd', '3']
    failed = 'alg: self-tests for aes using aes-broken-mod failed (rc=-22)'
    for mode in ('deferred', 'eager'):
        runner = Runner(dict(r.env, UKCRYPTO_LOG='stderr', UKCRYPTO_SELFTEST=mode), r.tmp, False)
        rc, out, err = runner.enc(args, data, fds={3: KEY}, selftests=True)
        check(rc != 0 and data[:64] not in out and failed in err and
              'alg: cipher: Test 1 failed on encryption for aes-broken-mod' in err,
              f'UKCRYPTO_SELFTEST={mode}: kcapi-enc refuses cbc(aes-broken-mod) and logs ' + failed)


def main():
    libkcapi = sys.argv[1]
    missing = [t for t in TOOLS if not shutil.which(t)]
    if missing:
        print('SKIP: not installed (Debian package kcapi-tools): ' + ' '.join(missing))
        return 77
    if elf_machine(libkcapi) != elf_machine(shutil.which(TOOLS[0])):
        print('SKIP: the library is built for another architecture than the installed tools')
        return 77
    ref = LibCrypto()
    if not ref.lib:
        print('SKIP: no libcrypto for the AEAD reference')
        return 77
    env, sanitized = tool_env(libkcapi)
    have = {}
    probe = subprocess.run([sys.executable, '-c', 'import ctypes,sys;l=ctypes.CDLL(sys.argv[1]);'
                            'h=ctypes.c_void_p();print(l.kcapi_aead_init(ctypes.byref(h),'
                            'b"ccm(aes)",0))', libkcapi], capture_output=True, text=True, env=env)
    have['ccm'] = probe.stdout.strip() == '0'
    have['gcm'] = True
    with tempfile.TemporaryDirectory() as tmp:
        r = Runner(env, tmp, sanitized)
        test_version(r)
        # Sizes: empty, under a block, and past kcapi-enc's 64 KiB splice size; the decryptions
        # and refusals run on the largest only, to keep the run short.
        for size in (0, 13, 70001):
            data = bytes((i * 131 + size) & 0xff for i in range(size))
            test_digests(r, data)
            if size:
                test_skciphers(r, data, size > 1000)
                for mode in ('gcm', 'ccm'):
                    test_aead(r, ref, mode, data, have[mode], size > 1000)
        test_rng(r)
        test_restrict(r, libkcapi, bytes(range(64)))
        test_deferred_selftests(r, libkcapi, bytes(range(64)))
    print(f'{len(failures)} failed')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
