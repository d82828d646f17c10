// SPDX-License-Identifier: GPL-2.0-only
// SHA-512 with AVX-512VL and BMI1: the AVX2 code's two-block schedule with VPRORQ and VPTERNLOGQ
// in its sigma functions, and ANDN in the rounds' Ch. The code the sha512-avx2 driver runs when
// the CPU has them; the only file built with -mavx512vl -mbmi.
#include "sha512-x86-vec.h"
#include "sha512-x86.h"

void ukc::x86::sha512_transform_avx512vl(struct sha512_state *sst, const u8 *src, int blocks)
{
	sha512_x86_blocks<sha512_ymm_vl_ops>(sst, src, blocks);
}
