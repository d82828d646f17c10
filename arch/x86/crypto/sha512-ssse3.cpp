// SPDX-License-Identifier: GPL-2.0-only
// SHA-512 with SSSE3: one block's message schedule in xmm registers (PSHUFB for the byte order,
// PALIGNR for the words straddling two registers), the rounds in general-purpose ones. The only
// file built with -mssse3.
#include "sha512-x86-vec.h"
#include "sha512-x86.h"

void ukc::x86::sha512_transform_ssse3(struct sha512_state *sst, const u8 *src, int blocks)
{
	sha512_x86_blocks<sha512_xmm_ops>(sst, src, blocks);
}
