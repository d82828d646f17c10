/* SPDX-License-Identifier: GPL-2.0-only */
/* The AEGIS-128 steps of aegis128-aesni.cpp (AES-NI + SSE4.1), for its glue file. */
#ifndef _UKC_ARCH_X86_AEGIS128_AESNI_H
#define _UKC_ARCH_X86_AEGIS128_AESNI_H

#include <linux/types.h>

/*
 * @state is the 80-byte AEGIS-128 state S0..S4, each 16-byte word in memory byte order (the
 * layout of struct aegis_state); any alignment. The functions load it into registers and store
 * it back before returning, so the generic steps can continue from it. Callers hold
 * kernel_fpu_begin().
 *
 * aegis128_aesni_encrypt()/_decrypt() take whole blocks and, only at the end of the message, a
 * final partial one; @dst may equal @src. aegis128_aesni_final() absorbs the lengths (in bytes)
 * and returns nonzero if the tag differs from @tag in its first @authsize bytes, or, with
 * @authsize 0, xors the 16-byte tag into @tag and returns 0.
 */
#pragma GCC visibility push(hidden)

#define AEGIS128_AESNI_STATE_SIZE 80

void aegis128_aesni_init(u8 *state, const u8 *key, const u8 *iv);
void aegis128_aesni_update(u8 *state, const u8 *msg);
void aegis128_aesni_encrypt(u8 *state, u8 *dst, const u8 *src, unsigned int size);
void aegis128_aesni_decrypt(u8 *state, u8 *dst, const u8 *src, unsigned int size);
int aegis128_aesni_final(u8 *state, u8 *tag, u64 assoclen, u64 cryptlen, unsigned int authsize);

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_AEGIS128_AESNI_H */
