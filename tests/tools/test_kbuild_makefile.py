#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""ukcrypto-kbuild's Makefile mode (-C TREE M=DIR): on a small tree of our own, every Makefile
construct it reads (composite and single-object modules, mod-$(CONFIG_...) lists under the
kconfig, ifeq, CFLAGS_/AFLAGS_ lines, a perl rule, a module calling another's export listed
before it, one that fails); on 6.12's arch/x86/crypto/Makefile, that it finds all 35 x86_64
modules with the objects tests/kbuild/meson.build hands the file-list mode, and that all of
them build, load in modules.order and every driver they register passes its self-tests, the
extra tests against our generic drivers included; on arch/arm64/crypto/Makefile
under an arm64 kconfig, its 25 modules with meson.build's objects and the AFLAGS_ line.

usage: test_kbuild_makefile.py KBUILD SELFTEST KERNEL_SRC tests/kbuild/meson.build
                               tools/kbuild-makefile.py
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'kbuild'))
import x86_cpu_fit  # noqa: E402

KBUILD = SELFTEST = KSRC = MESON = READER = None  # set from the command line

# The small tree: user.o comes before exporter.o, whose export it calls; foo is composite, its
# c.o behind an option this build lacks (c.c does not exist), its d.o behind ifeq on 64BIT,
# gen.o made by a perl rule; old32 depends on !64BIT in the Kconfig; bad fails to compile.
TREE = {
    'Makefile': r'''# A test Makefile
obj-m += user.o exporter.o
obj-$(CONFIG_CRYPTO_FOO) += foo.o
obj-$(CONFIG_CRYPTO_OLD32) += old32.o
obj-$(CONFIG_CRYPTO_BAD) += bad.o
foo-y := a.o s.o
foo-$(CONFIG_NO_SUCH_OPTION) += c.o
ifeq ($(CONFIG_64BIT)$(CONFIG_CRYPTO_FOO),ym)
foo-y += d.o \
	 gen.o
endif
CFLAGS_a.o := -DA_VAL=3 -DGONE=1
CFLAGS_REMOVE_a.o += -DGONE=1
AFLAGS_s.o += -DS_VAL=7
quiet_cmd_perlasm = PERLASM $@
      cmd_perlasm = $(PERL) $< > $@
$(obj)/%.S: $(src)/%.pl FORCE
	$(call if_changed,perlasm)
''',
    'Kconfig': '''config CRYPTO_FOO
	tristate "foo"
	depends on CRYPTO && 64BIT
config CRYPTO_OLD32
	tristate "old"
	depends on X86 && !64BIT
''',
    'user.c': '''#include <linux/module.h>
int kbm_exported(int x);
static int __init user_init(void) { return kbm_exported(0); }
module_init(user_init);
MODULE_LICENSE("GPL");
''',
    'exporter.c': '''#include <linux/module.h>
int kbm_exported(int x) { return x; }
EXPORT_SYMBOL_GPL(kbm_exported);
MODULE_LICENSE("GPL");
''',
    'a.c': '''#include <linux/module.h>
_Static_assert(A_VAL == 3, "CFLAGS_a.o reached a.c");
#ifdef GONE
#error "CFLAGS_REMOVE_a.o took -DGONE=1 out"
#endif
extern const int kbm_s, kbm_gen;
static int __init foo_init(void) { return kbm_s == 7 && kbm_gen == 42 ? 0 : -EINVAL; }
module_init(foo_init);
MODULE_LICENSE("GPL");
''',
    's.S': '''.section .rodata
.globl kbm_s
kbm_s:	.long S_VAL
''',
    'd.c': 'int kbm_d;\n',
    'gen.pl': 'print ".section .rodata\\n.globl kbm_gen\\nkbm_gen:\\t.long 42\\n";\n',
    'bad.c': 'int bad(void) { return no_such_thing; }\n',
}


def meson_modules(start, end, tree, generated):
    """The modules tests/kbuild/meson.build builds from one kernel folder (its files named
    TREE / 'file', or a generated .S by its custom_target): name -> sorted files."""
    with open(MESON) as f:
        text = f.read()
    block = text[text.index(start):text.index(end, text.index(start))]
    mods = {}
    for m in re.finditer(r"'([\w-]+)': \[([^\]]*)\]", block):
        files = re.findall(tree + r" / '([^']+)'", m.group(2))
        files += [f for t, f in generated.items() if t + '.full_path()' in m.group(2)]
        if files:
            mods[m.group(1)] = sorted(files)
    return mods


def printed(stdout):
    """--print's lines: module -> sorted files, and the per-file flag lines."""
    found, flags = {}, []
    for line in stdout.splitlines():
        if line.startswith(' '):
            flags.append(line.strip())
        else:
            name, files = line.split(': ', 1)
            found[name] = sorted(files.split())
    return found, flags


class KbuildMakefile(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix='kbuild-makefile-',
                                    dir=os.path.dirname(os.path.abspath(KBUILD)))

    def tearDown(self):
        shutil.rmtree(self.dir)

    def kbuild(self, *args):
        return subprocess.run([KBUILD] + list(args), capture_output=True, text=True,
                              timeout=600)

    def test_small_tree(self):
        src = os.path.join(self.dir, 'tree', 'drivers', 'kbm')
        os.makedirs(src)
        for name, text in TREE.items():
            with open(os.path.join(src, name), 'w') as f:
                f.write(text)
        out = os.path.join(self.dir, 'out')
        r = self.kbuild('-C', os.path.join(self.dir, 'tree'), 'M=drivers/kbm', '-o', out,
                        '--print')
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn('foo: a.c s.S d.c gen.S\n', r.stdout)
        self.assertIn('user: user.c\n', r.stdout)
        self.assertNotIn('old32', r.stdout)
        r = self.kbuild('-C', os.path.join(self.dir, 'tree'), 'M=drivers/kbm', '-o', out)
        self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
        self.assertIn('M=drivers/kbm: 4 modules, 3 built', r.stdout)
        self.assertRegex(r.stderr, r'ukcrypto-kbuild: bad: FAILED: .*no_such_thing')
        with open(os.path.join(out, 'bad.log')) as f:
            self.assertIn('no_such_thing', f.read())
        self.assertFalse(os.path.exists(os.path.join(out, 'user.log')))  # built on the retry
        with open(os.path.join(out, 'gen.S')) as f:
            self.assertIn('kbm_gen:\t.long 42', f.read())
        with open(os.path.join(out, 'modules.order')) as f:
            order = [os.path.basename(x) for x in f.read().split()]
        self.assertEqual(order, ['exporter.so', 'foo.so', 'user.so'])
        # user's init calls the export, foo's checks the flags and the generated code.
        cmd = [SELFTEST, '--no-extra']
        for so in order:
            cmd += ['--insmod', os.path.join(out, so)]
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        self.assertNotIn('insmod: ERROR', r.stderr)
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_x86_makefile_modules(self):
        r = self.kbuild('-C', KSRC, 'M=arch/x86/crypto', '-o', self.dir, '--print')
        self.assertEqual(r.returncode, 0, r.stderr)
        found, _ = printed(r.stdout)
        # 37 obj- lines, the two 32-bit ones (depends on !64BIT) off.
        self.assertEqual(len(found), 35, sorted(found))
        self.assertNotIn('twofish-i586', found)
        expected = meson_modules("'aesni-intel': [", 'kernel_module_deps +=', 'kx',
                                 {'poly1305_x86': 'poly1305-x86_64-cryptogams.S'})
        self.assertEqual(len(expected), 35)
        for name, files in expected.items():
            # cast_common.c is linked in beyond the Makefile's list (meson.build says why).
            self.assertEqual(found.get(name), files, name)
        self.assertEqual(found['libblake2s-x86_64'], ['blake2s-core.S', 'blake2s-glue.c'])
        self.assertEqual(found['curve25519-x86_64'], ['curve25519-x86_64.c'])

    def test_arm64_makefile_modules(self):
        # The reader itself, under an arm64 kconfig (as include/generated/meson.build makes it
        # there), so any machine checks the arm64 Makefile.
        os.makedirs(os.path.join(self.dir, 'generated'))
        with open(os.path.join(self.dir, 'generated', 'autoconf.h'), 'w') as f:
            for name in ('CRYPTO', '64BIT', 'ARM64', 'KERNEL_MODE_NEON', 'CPU_LITTLE_ENDIAN',
                         'CRYPTO_AEGIS128_SIMD', 'AS_HAS_SHA3'):
                f.write('#define CONFIG_%s 1\n' % name)
        r = subprocess.run([sys.executable, READER, '--kbuild', KBUILD, '--incdirs', self.dir,
                            '-C', KSRC, 'M=arch/arm64/crypto', '-o', self.dir, '--print'],
                           capture_output=True, text=True, timeout=600)
        self.assertEqual(r.returncode, 0, r.stderr)
        found, flags = printed(r.stdout)
        expected = meson_modules("elif host_machine.cpu_family() == 'aarch64'",
                                 'kernel_module_order = []', 'ka',
                                 {'sha256_core': 'sha256-core.S', 'sha512_core': 'sha512-core.S',
                                  'poly1305_core': 'poly1305-core.S'})
        self.assertEqual(len(expected), 25)
        self.assertEqual(found, expected)
        self.assertEqual(flags, ['AFLAGS_poly1305-core.o=-Dpoly1305_init=poly1305_init_arm64'])

    @unittest.skipUnless(os.uname().machine == 'x86_64', 'the asymmetric files are hosted on x86')
    def test_crypto_asn1_and_mpi(self):
        """crypto/'s rsa_generic from its Makefile: the two grammars compiled by the tree's own
        scripts/asn1_compiler (built for this machine first), linked against lib/crypto/mpi's
        module from that folder's Makefile (CONFIG_MPILIB) and lib/asn1_decoder.c; then the
        three load in place of the library's RSA and pass testmgr."""
        out = os.path.join(self.dir, 'out')
        r = self.kbuild('-C', KSRC, 'M=lib/crypto/mpi', '-o', out)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        self.assertIn('M=lib/crypto/mpi: 1 modules, 1 built', r.stdout)
        asn1 = os.path.join(out, 'asn1_decoder.so')
        r = self.kbuild('-o', asn1, os.path.join(KSRC, 'lib', 'asn1_decoder.c'))
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        mpi = os.path.join(out, 'mpi.so')
        r = self.kbuild('-C', KSRC, 'M=crypto', '-o', out,
                        'KBUILD_EXTRA_SYMBOLS=%s %s' % (mpi, asn1), 'rsa_generic')
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        self.assertIn('M=crypto: 105 modules, 1 asked for, 1 built', r.stdout)
        self.assertIn('  ASN.1   %s/rsapubkey.asn1.c' % out, r.stdout)
        # The compiler's tables: the decoder's opcodes for the grammar's first element, a
        # SEQUENCE (ASN1_OP_MATCH 0x00 on tag 0x30).
        with open(os.path.join(out, 'rsapubkey.asn1.c')) as f:
            text = f.read()
        self.assertIn('rsapubkey_decoder', text)
        self.assertRegex(text, r'\[ +0\] = ASN1_OP_MATCH,\n\t\[ +1\] = _tag\(UNIV, CONS, SEQ\)')
        self.assertTrue(os.path.exists(os.path.join(out, 'rsaprivkey.asn1.h')))
        env = dict(os.environ, UKCRYPTO_BUILTIN_EXCLUDE='rsa,rsa_pkcs1pad',
                   UKCRYPTO_MODULES=':'.join([mpi, asn1, os.path.join(out, 'rsa_generic.so')]))
        r = subprocess.run([SELFTEST, '--proc', '--no-extra'], capture_output=True, text=True,
                           env=env, timeout=600)
        self.assertEqual(r.returncode, 0, r.stderr)
        block = [b for b in r.stdout.split('\n\n') if 'driver       : rsa-generic\n' in b + '\n']
        self.assertEqual(len(block), 1, r.stdout[-2000:])
        self.assertIn('module       : rsa_generic', block[0])
        self.assertIn('selftest     : passed', block[0])

    @unittest.skipUnless(os.uname().machine == 'x86_64', 'x86 modules')
    def test_x86_build_and_load(self):
        cast = ['cast5-avx-x86_64-y+=../../../crypto/cast_common.o',
                'cast6-avx-x86_64-y+=../../../crypto/cast_common.o']
        r = self.kbuild('-C', KSRC, 'M=arch/x86/crypto', '-o', self.dir, *cast)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        self.assertIn('M=arch/x86/crypto: 35 modules, 35 built', r.stdout)
        # The Makefile's perlasm command line: the script's output, unchanged.
        perl = subprocess.run(['perl', os.path.join(KSRC, 'arch', 'x86', 'crypto',
                                                    'poly1305-x86_64-cryptogams.pl')],
                              capture_output=True, text=True, check=True).stdout
        with open(os.path.join(self.dir, 'poly1305-x86_64-cryptogams.S')) as f:
            self.assertEqual(f.read(), perl)
        with open(os.path.join(self.dir, 'modules.order')) as f:
            order = f.read().split()
        names = [os.path.basename(x)[:-3] for x in order]
        self.assertEqual(len(names), 35)
        self.assertLess(names.index('twofish-x86_64'), names.index('twofish-x86_64-3way'))
        # Every module loads (with the library's own arch drivers left out, whose names the
        # kernel's take) and each driver it registers passes its self-tests, the extra ones
        # included; the two library modules serve the library's BLAKE2s and X25519 calls.
        env = dict(os.environ, UKCRYPTO_BUILTIN_ARCH='0', UKCRYPTO_MODULES=':'.join(order),
                   UKCRYPTO_FUZZ_ITERATIONS='20')
        r = subprocess.run([SELFTEST, '--proc'], capture_output=True, text=True, env=env,
                           timeout=600)
        # A module whose init refuses this CPU fails with -ENODEV, as insmod reports it, and
        # makes the exit status 1; no other may fail.
        self.assertIsNone(x86_cpu_fit.check_insmod_errors(r.stdout + r.stderr, order),
                          r.stderr)
        self.assertEqual(r.returncode, 1 if x86_cpu_fit.unfit(order) else 0, r.stderr)
        self.assertIn('ukcrypto: blake2s_compress from module libblake2s_x86_64\n', r.stdout)
        self.assertIn('ukcrypto: curve25519_arch from module curve25519_x86_64\n', r.stdout)
        blocks = r.stdout.split('\n\n')
        mods = {n.replace('-', '_') for n in names}
        from_modules = [b for b in blocks if re.search(r'^module       : (\S+)$', b, re.M) and
                        re.search(r'^module       : (\S+)$', b, re.M).group(1) in mods]
        self.assertGreater(len(from_modules), 100)
        for b in from_modules:
            self.assertIn('selftest     : passed', b, b)
        checks = [('twofish_x86_64_3way', 'ecb-twofish-3way'), ('poly1305_x86_64', 'poly1305-simd')]
        with open('/proc/cpuinfo') as f:
            flags = re.search(r'^flags\s*:(.*)$', f.read(), re.M).group(1).split()
        if 'avx' in flags:  # cast5-avx registers nothing on a CPU without AVX
            checks.append(('cast5_avx_x86_64', 'ecb-cast5-avx'))
        if 'bmi2' in flags and 'adx' in flags:  # nor curve25519-x86 without both
            checks.append(('curve25519_x86_64', 'curve25519-x86'))
        for mod, driver in checks:
            mine = [b for b in blocks if '\nmodule       : %s\n' % mod in b + '\n']
            self.assertTrue(any('driver       : %s\n' % driver in b for b in mine), mod)
        # Modules named on the command line: only those build.
        out = os.path.join(self.dir, 'two')
        r = self.kbuild('-C', KSRC, 'M=arch/x86/crypto', '-o', out, 'libblake2s-x86_64',
                        'curve25519-x86_64')
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        self.assertIn('M=arch/x86/crypto: 35 modules, 2 asked for, 2 built', r.stdout)
        with open(os.path.join(out, 'modules.order')) as f:
            self.assertEqual(sorted(os.path.basename(x) for x in f.read().split()),
                             ['curve25519-x86_64.so', 'libblake2s-x86_64.so'])


if __name__ == '__main__':
    KBUILD, SELFTEST, KSRC, MESON, READER = sys.argv[1:6]
    del sys.argv[1:6]
    unittest.main(verbosity=2)
