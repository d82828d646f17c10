/* SPDX-License-Identifier: GPL-2.0-only */
/* The AEGIS-128 steps of aegis128-neon.cpp and aegis128-ce.cpp, for their glue file. */
#ifndef _UKC_ARCH_ARM64_AEGIS128_NEON_H
#define _UKC_ARCH_ARM64_AEGIS128_NEON_H

#include <linux/types.h>

/*
 * @state is the 80-byte AEGIS-128 state S0..S4, each 16-byte word in memory byte order (the
 * layout of struct aegis_state); any alignment. The steps load it into registers and store it
 * back before returning, so the generic steps can continue from it. Callers hold
 * kernel_neon_begin().
 *
 * encrypt()/decrypt() take whole blocks and, only at the end of the message, a final partial
 * one; @dst may equal @src. final() absorbs the lengths (in bytes) and returns nonzero if the
 * tag differs from @tag in its first @authsize bytes, or, with @authsize 0, xors the 16-byte tag
 * into @tag and returns 0.
 *
 * aegis128_tbl_steps do the AES round with table lookups (Advanced SIMD alone), aegis128_aes_steps
 * with the AES instructions, as 6.12's aegis128-neon-inner.c does either.
 */
#pragma GCC visibility push(hidden)

#define AEGIS128_NEON_STATE_SIZE 80

namespace ukc::arm64 {

struct aegis128_neon_steps {
	void (*init)(u8 *state, const u8 *key, const u8 *iv);
	void (*update)(u8 *state, const u8 *msg);
	void (*encrypt)(u8 *state, u8 *dst, const u8 *src, unsigned int size);
	void (*decrypt)(u8 *state, u8 *dst, const u8 *src, unsigned int size);
	int (*final)(u8 *state, u8 *tag, u64 assoclen, u64 cryptlen, unsigned int authsize);
};

extern const struct aegis128_neon_steps aegis128_tbl_steps; // aegis128-neon.cpp
extern const struct aegis128_neon_steps aegis128_aes_steps; // aegis128-ce.cpp

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_AEGIS128_NEON_H */
