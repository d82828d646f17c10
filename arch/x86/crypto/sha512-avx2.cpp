// SPDX-License-Identifier: GPL-2.0-only
// SHA-512 with AVX2 and BMI2: two blocks' message schedules at once, one in each 128-bit lane of
// the ymm registers, and the rounds' rotations by RORX. The only file built with -mavx2 -mbmi2.
#include "sha512-x86-vec.h"
#include "sha512-x86.h"

void ukc::x86::sha512_transform_avx2(struct sha512_state *sst, const u8 *src, int blocks)
{
	sha512_x86_blocks<sha512_ymm_ops>(sst, src, blocks);
}
