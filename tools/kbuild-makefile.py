#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""ukcrypto-kbuild's Makefile mode: reads a kernel directory's Makefile as kbuild does, under the
kconfig this build generates, and builds each module it defines with ukcrypto-kbuild's file-list
mode.

ukcrypto-kbuild runs this (it is not a command of its own):
  kbuild-makefile.py --kbuild TOOL --incdirs DIRS -C TREE M=DIR [-o OUTDIR] [-v] [--print]
                     [-I DIR] [-D NAME[=VAL]] [KBUILD_EXTRA_SYMBOLS=SO...] [VAR+=VALUE...]
                     [MODULE...]
"""

import os
import re
import subprocess
import sys

# The make functions a kbuild Makefile calls, as far as a module's objects and flags need them.
# cc-option keeps its option (the compilers this builds with take the kernel's), as does
# as-option; cc-disable-warning makes the -Wno- it names.
CALLS = {
    'cc-option': lambda args: args[0],
    'as-option': lambda args: args[0],
    'cc-disable-warning': lambda args: '-Wno-' + args[0],
}


def split_args(text):
    """Splits a make function's arguments at the commas outside parentheses."""
    args, depth, cur = [], 0, ''
    for ch in text:
        if ch == ',' and depth == 0:
            args.append(cur)
            cur = ''
            continue
        depth += (ch in '({') - (ch in ')}')
        cur += ch
    return args + [cur]


class Makefile:
    """The variables, rules and objects of one kbuild Makefile, read under a kconfig."""

    def __init__(self, config, env):
        self.config = config  # CONFIG_NAME -> 'y' or 'm'
        self.vars = dict(env)  # name -> value (expanded) or raw text (recursive)
        self.recursive = set()
        self.rules = []  # (target, prerequisite, recipe lines)

    def ref(self, name):
        if name.startswith('CONFIG_'):
            return self.config.get(name, '')
        if name.startswith('call '):
            args = [self.expand(a).strip() for a in split_args(name[5:])]
            fn = CALLS.get(args[0])
            return fn(args[1:]) if fn else self.expand(self.vars.get(args[0], ''))
        if name.startswith('shell '):
            r = subprocess.run(self.expand(name[6:]), shell=True, capture_output=True,
                               text=True)
            return r.stdout.strip().replace('\n', ' ')
        if name.startswith('subst '):
            a = [self.expand(x) for x in split_args(name[6:])]
            return a[2].replace(a[0], a[1])
        val = self.vars.get(name, '')
        return self.expand(val) if name in self.recursive else val

    def expand(self, text):
        """Expands $(VAR), ${VAR}, $(fn args) and $X references."""
        out, i = '', 0
        while i < len(text):
            ch = text[i]
            if ch != '$' or i + 1 == len(text):
                out += ch
                i += 1
                continue
            nxt = text[i + 1]
            if nxt in '({':
                close = ')' if nxt == '(' else '}'
                depth, j = 1, i + 2
                while j < len(text) and depth:
                    depth += (text[j] == nxt) - (text[j] == close)
                    j += 1
                out += self.ref(text[i + 2:j - 1])
                i = j
            elif nxt == '$':
                out += '$'
                i += 2
            else:
                out += self.ref(nxt)
                i += 2
        return out

    def assign(self, name, op, value):
        name = self.expand(name).strip()
        if op == '?=' and name in self.vars:
            return
        if op == '+=':
            if name in self.recursive:
                self.vars[name] = (self.vars[name] + ' ' + value).strip()
            else:
                self.vars[name] = (self.vars.get(name, '') + ' ' + self.expand(value)).strip()
        elif op in ('=', '?='):
            self.vars[name] = value.strip()
            self.recursive.add(name)
        else:
            self.vars[name] = self.expand(value).strip()
            self.recursive.discard(name)

    def condition(self, kind, arg):
        """Whether an ifeq/ifneq/ifdef/ifndef line's condition holds."""
        if kind in ('ifdef', 'ifndef'):
            return bool(self.ref(arg.strip())) == (kind == 'ifdef')
        arg = arg.strip()
        if arg.startswith('('):
            a, b = split_args(arg[1:-1])[:2]
        else:
            a, b = re.findall(r'"[^"]*"|\'[^\']*\'', arg)[:2]
            a, b = a[1:-1], b[1:-1]
        return (self.expand(a).strip() == self.expand(b).strip()) == (kind == 'ifeq')

    def read(self, path):
        text = open(path).read().replace('\\\n', ' ')
        active = [True]  # one per open conditional: whether its lines count
        taken = []  # whether a branch of that conditional was taken already
        for line in text.splitlines():
            if line.startswith('\t'):
                if all(active) and self.rules:
                    self.rules[-1][2].append(line.strip())
                continue
            line = re.sub(r'(^|\s)#.*', '', line).strip()
            m = re.match(r'(ifeq|ifneq|ifdef|ifndef)\s+(.*)', line)
            if m:
                ok = all(active) and self.condition(m.group(1), m.group(2))
                active.append(ok)
                taken.append(ok)
                continue
            if line == 'else':
                active[-1] = not taken[-1] and all(active[:-1])
                continue
            if line == 'endif':
                active.pop()
                taken.pop()
                continue
            if not line or not all(active):
                continue
            m = re.match(r'([^\s:+?=]+)\s*(:=|::=|\+=|\?=|=)\s*(.*)', line)
            if m:
                self.assign(m.group(1), m.group(2), m.group(3))
                continue
            m = re.match(r'([^:=]+):\s*([^=]*)$', line)
            if m:
                self.rules.append((m.group(1).strip(), m.group(2).strip(), []))

    def words(self, name):
        return self.expand(self.vars.get(name, '')).split() if name in self.recursive \
            else self.vars.get(name, '').split()

    def modules(self):
        """(module, objects, built-in) for each obj-m and obj-y object of the Makefile."""
        mods = []
        for kind in ('obj-m', 'obj-y'):
            for o in self.words(kind):
                if not o.endswith('.o'):
                    continue  # a subdirectory
                name = o[:-2]
                objs = []
                for suffix in ('-y', '-objs', '-m'):
                    objs += [x for x in self.words(name + suffix) if x not in objs]
                mods.append((name, objs or [o], kind == 'obj-y'))
        return mods

    def flags(self, kind, obj):
        return ' '.join(self.words('%s_%s' % (kind, obj)))


def kconfig_depends(path):
    """CONFIG name -> the conditions it depends on (its depends on lines and enclosing ifs)."""
    deps, cur, ifs = {}, None, []
    if not os.path.exists(path):
        return deps
    for line in open(path):
        line = line.split('#', 1)[0].strip()
        m = re.match(r'(?:menu)?config\s+(\w+)$', line)
        if m:
            cur = 'CONFIG_' + m.group(1)
            deps[cur] = list(ifs)
        elif line.startswith('if '):
            ifs.append(line[3:])
        elif line == 'endif':
            ifs.pop()
        elif line.startswith('depends on ') and cur:
            deps[cur].append(line[len('depends on '):])
        elif line.startswith(('menu ', 'endmenu', 'choice', 'comment ', 'source ')):
            cur = None
    return deps


def kconfig(autoconf_path, kconfig_path, cc):
    """The CONFIG_* values a Makefile sees: 'y' for what this build's <generated/autoconf.h>
    sets; 'm' for a crypto option (or a library one: CRC*, MPILIB, 842_*) the directory's Kconfig does not make
    depend on what this build lacks (X86 && !64BIT, UML_X86); none for the rest."""
    with open(autoconf_path) as f:
        known = {m.group(1): 'y' for m in re.finditer(r'#define (CONFIG_\w+) 1', f.read())}
    macros = subprocess.run(cc.split() + ['-dM', '-E', '-'], input='', capture_output=True,
                            text=True).stdout
    known['CONFIG_CC_IS_CLANG' if '__clang__' in macros else 'CONFIG_CC_IS_GCC'] = 'y'
    deps = kconfig_depends(kconfig_path)

    def on(name, seen=()):
        if name in known:
            return True
        if not name.startswith(('CONFIG_CRYPTO_', 'CONFIG_CRC', 'CONFIG_MPILIB', 'CONFIG_842_')) or name in seen:
            return False
        return all(holds(e, seen + (name,)) for e in deps.get(name, []))

    def holds(expr, seen):
        # Kconfig's operators as Python's; "FOO=y", "FOO!=n" as FOO itself.
        expr = re.sub(r'(\w+)\s*(=\s*[ym]|!=\s*n)\b', r'\1', expr)
        py = re.sub(r'\b(\w+)\b', lambda m: repr(on('CONFIG_' + m.group(1), seen)), expr)
        py = py.replace('&&', ' and ').replace('||', ' or ').replace('!', ' not ')
        return eval(py, {'__builtins__': {}})

    return lambda name: known.get(name) or ('m' if on(name) else '')


class Config(dict):
    """The kconfig as a mapping a Makefile looks names up in."""

    def __init__(self, value):
        super().__init__()
        self.value = value

    def get(self, name, default=''):
        return self.value(name) or default


class Build:
    """One run over a directory: its sources, generated assembly and modules."""

    def __init__(self, opts, mk):
        self.opts, self.mk = opts, mk
        self.src = os.path.join(opts.tree, opts.m)

    def generate(self, obj, run):
        """Makes OUTDIR/obj.S by the Makefile's rule for it ($(obj)/%.S: $(src)/%.pl), with the
        rule's command line (cmd_perlasm), or with run false only names it; None when no rule
        makes it."""
        target = obj[:-2] + '.S'
        for pattern, prereq, recipe in sorted(self.mk.rules, key=lambda r: '%' in r[0]):
            if not pattern.startswith('$(obj)/'):
                continue
            rx = re.escape(pattern[len('$(obj)/'):]).replace('%', '(.+)') + '$'
            m = re.match(rx, target)
            pre = (prereq.split() or [''])[0]
            if not m or not pre.startswith('$(src)/'):
                continue
            stem = m.group(1) if m.groups() else ''
            self.mk.vars['<'] = os.path.join(self.src, pre[len('$(src)/'):].replace('%', stem))
            self.mk.vars['@'] = os.path.join(self.opts.out, target)
            lines = []
            for line in recipe if run else []:
                c = re.match(r'\$\(call (?:cmd|if_changed),(\w+)\)', line)
                lines.append(self.mk.ref('cmd_' + c.group(1)) if c else self.mk.expand(line))
            for cmd in lines:
                print(cmd if self.opts.verbose else '  PERLASM ' + self.mk.vars['@'], flush=True)
                r = subprocess.run(cmd, shell=True, capture_output=True, text=True)
                if r.returncode:
                    raise BuildError('%s: %s' % (cmd, first_error(r.stderr)))
            return self.mk.vars['@']
        return None

    def asn1(self, obj, run):
        """OUTDIR/X.asn1.c (and .h) from the grammar X.asn1 beside the Makefile, made as kbuild's
        %.asn1.[ch] rule makes them: by the tree's scripts/asn1_compiler, built first for this
        machine as kbuild builds its hostprogs (HOSTCC, -std=gnu11), over the include folders
        the modules build with (its <linux/asn1_ber_bytecode.h> is the decoder's opcodes)."""
        grammar = os.path.normpath(os.path.join(self.src, obj[:-7] + '.asn1'))
        if not os.path.exists(grammar):
            raise BuildError('no %s for %s' % (os.path.basename(grammar), obj))
        out_c = os.path.join(self.opts.out, os.path.basename(obj[:-2]) + '.c')
        if not run:
            return out_c
        tool = os.path.join(self.opts.out, 'asn1_compiler')
        if not os.path.exists(tool):
            src = os.path.join(self.opts.tree, 'scripts', 'asn1_compiler.c')
            cmd = [os.environ.get('HOSTCC', 'cc'), '-std=gnu11', '-O2', '-o', tool, src]
            cmd[3:3] = ['-I' + d for d in self.opts.incdirs]
            print(' '.join(cmd) if self.opts.verbose else '  HOSTCC  ' + tool, flush=True)
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode:
                raise BuildError('scripts/asn1_compiler: %s' % first_error(r.stderr))
        cmd = [tool, grammar, out_c, out_c[:-2] + '.h']
        print(' '.join(cmd) if self.opts.verbose else '  ASN.1   ' + out_c, flush=True)
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode:
            raise BuildError('%s: %s' % (os.path.basename(grammar), first_error(r.stderr)))
        return out_c

    def source(self, obj, generate):
        """The file obj is built from: obj.c, obj.S, or the assembly a rule generates."""
        for ext in ('.c', '.S'):
            path = os.path.normpath(os.path.join(self.src, obj[:-2] + ext))
            if os.path.exists(path):
                return path
        if obj.endswith('.asn1.o'):
            return self.asn1(obj, generate)
        made = self.generate(obj, generate)
        if made is None:
            raise BuildError('no %s.c or %s.S, and no rule makes %s.S' % ((obj[:-2],) * 3))
        return made

    def command(self, name, objs, extra_syms):
        """ukcrypto-kbuild's file-list command line for the module."""
        cmd = [self.opts.kbuild, '-o', os.path.join(self.opts.out, name + '.so')]
        cmd += self.opts.passthrough + (['-v'] if self.opts.verbose else [])
        if extra_syms:
            cmd.append('KBUILD_EXTRA_SYMBOLS=' + ' '.join(extra_syms))
        files = []
        for obj in objs:
            path = self.source(obj, True)
            base = os.path.basename(obj)
            kind = 'CFLAGS' if path.endswith('.c') else 'AFLAGS'
            dirflags = self.mk.words('ccflags-y' if kind == 'CFLAGS' else 'asflags-y')
            add = ' '.join(dirflags + [self.mk.flags(kind, base)]).strip()
            if add:
                cmd.append('%s_%s=%s' % (kind, base, add))
            remove = self.mk.flags(kind + '_REMOVE', base)
            if remove and kind == 'CFLAGS':
                cmd.append('CFLAGS_REMOVE_%s=%s' % (base, remove))
            files.append(path)
        if any(o.endswith('.asn1.o') for o in objs):
            cmd += ['-I', self.opts.out]  # the generated X.asn1.h, as kbuild's -I$(obj)
        return cmd + files


class BuildError(Exception):
    pass


def first_error(log):
    """The line of a failed build that says why: the compiler's or the linker's first error."""
    lines = log.strip().splitlines()
    for line in lines:
        if 'error:' in line and 'collect2' not in line:
            return line.strip()
    for line in lines:
        if (' ld: ' in line or 'undefined reference' in line) and 'warning:' not in line:
            return line.strip()
    return lines[-1].strip() if lines else '(no output)'


class Options:
    """The command line ukcrypto-kbuild hands on."""

    def __init__(self, argv):
        self.kbuild = self.tree = self.m = None
        self.incdirs, self.out, self.verbose, self.print_only = [], '.', False, False
        self.passthrough, self.extra_syms, self.assigns, self.only = [], [], [], []
        it = iter(argv)
        for a in it:
            if a in ('--kbuild', '--incdirs', '-C', '-o', '-I', '-D'):
                val = next(it)
                if a == '--kbuild':
                    self.kbuild = val
                elif a == '--incdirs':
                    self.incdirs = val.split()
                elif a == '-C':
                    self.tree = val
                elif a == '-o':
                    self.out = val
                else:
                    self.passthrough += [a, val]
            elif a.startswith(('-I', '-D')):
                self.passthrough.append(a)
            elif a == '-v':
                self.verbose = True
            elif a == '--print':
                self.print_only = True
            elif a.startswith('M='):
                self.m = a[2:].strip('/')
            elif a.startswith('KBUILD_EXTRA_SYMBOLS='):
                self.extra_syms += [os.path.abspath(x) for x in a.split('=', 1)[1].split()]
            elif re.match(r'[\w.-]+\s*(\+=|:=|=)', a):
                self.assigns.append(re.match(r'([\w.-]+)\s*(\+=|:=|=)(.*)', a).groups())
            elif a in ('-h', '--help'):
                subprocess.run([self.kbuild or 'ukcrypto-kbuild', '--help'])
                sys.exit(0)
            elif a.startswith('-'):
                sys.exit('ukcrypto-kbuild: unknown option %s' % a)
            else:
                self.only.append(re.sub(r'\.(o|ko|so)$', '', a))
        if not self.tree or not self.m:
            sys.exit('ukcrypto-kbuild: the Makefile mode needs -C TREE and M=DIR')


def read_makefile(opts):
    cc = os.environ.get('CC', 'cc')
    value = kconfig(autoconf(opts), os.path.join(opts.tree, opts.m, 'Kconfig'), cc)
    arch = 'arm64' if value('CONFIG_ARM64') else 'x86'
    env = {'PERL': 'perl', 'CC': cc, 'ARCH': arch, 'SRCARCH': arch, 'srctree': opts.tree,
           'obj': opts.out, 'src': os.path.join(opts.tree, opts.m)}
    mk = Makefile(Config(value), env)
    mk.read(os.path.join(opts.tree, opts.m, 'Makefile'))
    for name, op, val in opts.assigns:
        mk.assign(name, op, val)
    return mk


def autoconf(opts):
    for d in opts.incdirs:
        if os.path.exists(os.path.join(d, 'generated', 'autoconf.h')):
            return os.path.join(d, 'generated', 'autoconf.h')
    sys.exit('ukcrypto-kbuild: no generated/autoconf.h in ' + ' '.join(opts.incdirs))


def print_modules(build, mods):
    """Each module's sources and flags, one module a line, nothing built."""
    for name, objs, _ in mods:
        try:
            files = [os.path.basename(build.source(o, False)) for o in objs]
        except BuildError as e:
            files = ['(%s)' % e]
        print('%s: %s' % (name, ' '.join(files)))
        for o in objs:
            for kind in ('CFLAGS', 'CFLAGS_REMOVE', 'AFLAGS'):
                f = build.mk.flags(kind, os.path.basename(o))
                if f:
                    print('  %s_%s=%s' % (kind, os.path.basename(o), f))


def build_all(opts, build, mods):
    """Builds each module, those whose link misses a symbol again once others are built, so a
    module's KBUILD_EXTRA_SYMBOLS are the modules built before it. Returns (built, failed)."""
    built, failed, pending = [], {}, list(mods)
    while pending:
        retry = []
        for mod in pending:
            name, objs = mod[0], mod[1]
            so = os.path.join(opts.out, name + '.so')
            syms = opts.extra_syms + [os.path.join(opts.out, b + '.so') for b in built]
            try:
                cmd = build.command(name, objs, syms)
            except BuildError as e:
                failed[name] = str(e)
                continue
            if not opts.verbose:
                print('  LD [M]  ' + so, flush=True)
            r = subprocess.run(cmd, capture_output=True, text=True)
            sys.stdout.write(r.stdout)
            log = os.path.join(opts.out, name + '.log')
            if r.returncode == 0:
                built.append(name)
                failed.pop(name, None)
                if os.path.exists(log):
                    os.remove(log)  # an earlier run's
                continue
            with open(log, 'w') as f:
                f.write(r.stderr)
            failed[name] = first_error(r.stderr)
            if 'undefined reference' in r.stderr or 'undefined symbol' in r.stderr:
                retry.append(mod)
        if len(retry) == len(pending):
            break
        pending = retry
    return built, failed


def main():
    opts = Options(sys.argv[1:])
    mk = read_makefile(opts)
    mods = [m for m in mk.modules() if not m[2]]
    names = [m[0] for m in mods]
    unknown = [n for n in opts.only if n not in names]
    if unknown:
        sys.exit('ukcrypto-kbuild: M=%s defines no module %s' % (opts.m, ' '.join(unknown)))
    chosen = [m for m in mods if not opts.only or m[0] in opts.only]
    os.makedirs(opts.out, exist_ok=True)
    build = Build(opts, mk)
    if opts.print_only:
        print_modules(build, chosen)
        return 0
    built, failed = build_all(opts, build, chosen)
    # The load order (kbuild's modules.order): each module after those whose exports it uses.
    with open(os.path.join(opts.out, 'modules.order'), 'w') as f:
        f.writelines(os.path.abspath(os.path.join(opts.out, b + '.so')) + '\n' for b in built)
    for name in names:
        if name in failed:
            print('ukcrypto-kbuild: %s: FAILED: %s' % (name, failed[name]), file=sys.stderr)
    asked = '' if not opts.only else ', %d asked for' % len(chosen)
    print('M=%s: %d modules%s, %d built' % (opts.m, len(mods), asked, len(built)), flush=True)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
