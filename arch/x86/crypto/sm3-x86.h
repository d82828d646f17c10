/* SPDX-License-Identifier: GPL-2.0-only */
/* The SM3 block function of the x86 file built with AVX and BMI2 flags, for sm3-avx-glue.cpp. */
#ifndef _UKC_ARCH_X86_SM3_X86_H
#define _UKC_ARCH_X86_SM3_X86_H

#include <crypto/sm3.h>
#include <linux/types.h>

#pragma GCC visibility push(hidden)

namespace ukc::x86 {

/**
 * sm3_transform_avx() - hash whole blocks with AVX and BMI2
 * @sst: the state; only @sst->state, the eight words A..H of GM/T 0004-2012, is used
 * @src: @blocks * SM3_BLOCK_SIZE bytes, any alignment
 * @blocks: how many blocks (0 is allowed)
 *
 * Has the sm3_block_fn shape, so sm3_base's buffering drives it on the state the generic driver
 * uses; export and import therefore interoperate. Callers hold kernel_fpu_begin().
 */
void sm3_transform_avx(struct sm3_state *sst, const u8 *src, int blocks);

} // namespace ukc::x86

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_SM3_X86_H */
