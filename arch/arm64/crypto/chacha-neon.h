/* SPDX-License-Identifier: GPL-2.0-only */
/* The arm64 ChaCha routines of chacha-neon.cpp (Advanced SIMD), for chacha-neon-glue.cpp. */
#ifndef _UKC_ARCH_ARM64_CHACHA_NEON_H
#define _UKC_ARCH_ARM64_CHACHA_NEON_H

#include <linux/types.h>

/*
 * chacha_crypt_neon() XORs @bytes of keystream from @state into @src (@dst may be @src), four
 * blocks at a time and the last block (or part of one) alone, and advances state[12], the
 * 32-bit block counter, by the blocks begun (wrapping at 2^32, as chacha_crypt_generic()); only
 * a stream's last call may pass a length not a multiple of 64. hchacha_block_neon() is
 * hchacha_block_generic(). Callers hold kernel_neon_begin().
 */
#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

void chacha_crypt_neon(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds);
void hchacha_block_neon(const u32 *state, u32 *out, int nrounds);

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_CHACHA_NEON_H */
