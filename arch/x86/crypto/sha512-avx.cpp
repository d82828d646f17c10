// SPDX-License-Identifier: GPL-2.0-only
// SHA-512 with AVX: the SSSE3 tier's code in the VEX encoding, whose three-operand forms spare
// the register copies the schedule's shifts need. The only file built with -mavx.
#include "sha512-x86-vec.h"
#include "sha512-x86.h"

void ukc::x86::sha512_transform_avx(struct sha512_state *sst, const u8 *src, int blocks)
{
	sha512_x86_blocks<sha512_xmm_ops>(sst, src, blocks);
}
