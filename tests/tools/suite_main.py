# SPDX-License-Identifier: GPL-2.0-only
"""The main() parts the tools suites share: the paths a script is given, and one run of every
test in it that ends in a count line and the exit status meson reads (1 when any failed)."""

import os
import sys
import unittest


def paths(count, usage):
    """The first @count command-line arguments as absolute paths; with fewer, @usage on stderr
    and exit status 2."""
    if len(sys.argv) < count + 1:
        sys.stderr.write(usage)
        sys.exit(2)
    return [os.path.abspath(arg) for arg in sys.argv[1:count + 1]]


def run_module(name, stream=None):
    """Runs every test of the module @name, its report on @stream (stderr unless given), then
    prints "N passed, M failed" (and ", K skipped" when some were) and gives the exit status."""
    suite = unittest.defaultTestLoader.loadTestsFromModule(sys.modules[name])
    result = unittest.TextTestRunner(stream=stream or sys.stderr, verbosity=2).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    skipped = len(result.skipped)
    sys.stdout.flush()
    sys.stderr.flush()
    tail = f', {skipped} skipped' if skipped else ''
    print(f'{result.testsRun - failed - skipped} passed, {failed} failed{tail}')
    return 1 if failed else 0


def main(name, *arg_globals, stream=None):
    """A script's whole main(): the module @name's globals @arg_globals set to its command-line
    paths (as paths()), then run_module(); gives the exit status."""
    module = sys.modules[name]
    for glob, path in zip(arg_globals, paths(len(arg_globals), module.__doc__)):
        setattr(module, glob, path)
    return run_module(name, stream)
