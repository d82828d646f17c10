#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# Writes crypto/blowfish_pi.h: Blowfish's initial P-array and S-boxes, which Schneier defines
# (Fast Software Encryption 1993) as the fractional hexadecimal digits of pi, in order.
# usage: tools/blowfish-pi.py | clang-format-14 --style=file --assume-filename=x.h > crypto/blowfish_pi.h
import sys

WORDS = 18 + 4 * 256
BITS = 32 * WORDS + 64  # guard bits


def arctan_inv(x, one):
    # arctan(1/x) * one, by its Taylor series in integers.
    total, term, n, sign = 0, one // x, 1, 1
    while term:
        total += sign * (term // n)
        term //= x * x
        n += 2
        sign = -sign
    return total


def main():
    one = 1 << BITS
    pi = 4 * (4 * arctan_inv(5, one) - arctan_inv(239, one))  # Machin's formula
    frac = pi - 3 * one
    words = []
    for i in range(WORDS):
        frac *= 1 << 32
        words.append(frac >> BITS)
        frac &= one - 1
    assert words[0] == 0x243f6a88 and words[17] == 0x8979fb1b
    out = ['/* SPDX-License-Identifier: GPL-2.0-only */',
           '/* Blowfish\'s initial P-array and S-boxes: the fractional hexadecimal digits of pi, written',
           ' * by tools/blowfish-pi.py (do not edit). */',
           '#ifndef _UKC_CRYPTO_BLOWFISH_PI_H', '#define _UKC_CRYPTO_BLOWFISH_PI_H', '',
           '#include <linux/types.h>', '']
    def table(name, vals):
        out.append('inline constexpr u32 %s[%d] = {' % (name, len(vals)))
        for r in range(0, len(vals), 7):
            out.append('\t' + ', '.join('0x%08x' % v for v in vals[r:r + 7]) + ',')
        out.append('};')
        out.append('')
    table('blowfish_init_p', words[:18])
    table('blowfish_init_s', words[18:])
    out.append('#endif /* _UKC_CRYPTO_BLOWFISH_PI_H */')
    print('\n'.join(out))


main()
