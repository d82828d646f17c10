/* SPDX-License-Identifier: GPL-2.0-only */
/* The AEGIS-128 steps of aegis128-neon.cpp and aegis128-ce.cpp, for their glue file. */
#ifndef _UKC_ARCH_ARM64_AEGIS128_NEON_H
#define _UKC_ARCH_ARM64_AEGIS128_NEON_H

#include <linux/types.h>

/*
 * @state is the 80-byte AEGIS-128 state S0..S4, each 16-byte word in memory byte order (the
 * layout of struct aegis_state); any alignment. The functions load it into registers and store
 * it back before returning, so the generic steps can continue from it. Callers hold
 * kernel_neon_begin().
 *
 * *_encrypt()/_decrypt() take whole blocks and, only at the end of the message, a final partial
 * one; @dst may equal @src. *_final() absorbs the lengths (in bytes) and returns nonzero if the
 * tag differs from @tag in its first @authsize bytes, or, with @authsize 0, xors the 16-byte tag
 * into @tag and returns 0.
 *
 * The aegis128_neon_* functions do the AES round with table lookups (Advanced SIMD alone), the
 * aegis128_ce_* ones with the AES instructions, as 6.12's aegis128-neon-inner.c does either.
 */
#pragma GCC visibility push(hidden)

#define AEGIS128_NEON_STATE_SIZE 80

namespace ukc::arm64 {

void aegis128_neon_init(u8 *state, const u8 *key, const u8 *iv);
void aegis128_neon_update(u8 *state, const u8 *msg);
void aegis128_neon_encrypt(u8 *state, u8 *dst, const u8 *src, unsigned int size);
void aegis128_neon_decrypt(u8 *state, u8 *dst, const u8 *src, unsigned int size);
int aegis128_neon_final(u8 *state, u8 *tag, u64 assoclen, u64 cryptlen, unsigned int authsize);

void aegis128_ce_init(u8 *state, const u8 *key, const u8 *iv);
void aegis128_ce_update(u8 *state, const u8 *msg);
void aegis128_ce_encrypt(u8 *state, u8 *dst, const u8 *src, unsigned int size);
void aegis128_ce_decrypt(u8 *state, u8 *dst, const u8 *src, unsigned int size);
int aegis128_ce_final(u8 *state, u8 *tag, u64 assoclen, u64 cryptlen, unsigned int authsize);

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_AEGIS128_NEON_H */
