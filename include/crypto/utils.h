/* SPDX-License-Identifier: GPL-2.0-only */
/* Byte-buffer helpers for cipher modes: XOR and constant-time comparison. */
#ifndef _UKC_CRYPTO_UTILS_H
#define _UKC_CRYPTO_UTILS_H

#include <string.h>
#include <linux/compiler.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * __crypto_xor() - dst = src1 ^ src2 over @size bytes, any alignment
 * @dst: destination (may equal @src1)
 * @src1: first operand
 * @src2: second operand
 * @size: length in bytes
 */
void __crypto_xor(u8 *dst, const u8 *src1, const u8 *src2, unsigned int size);

static inline void crypto_xor_cpy(u8 *dst, const u8 *src1, const u8 *src2, unsigned int size)
{
	if (__builtin_constant_p(size) && (size % sizeof(unsigned long)) == 0) {
		unsigned long a, b;

		for (unsigned int i = 0; i < size; i += sizeof(unsigned long)) {
			memcpy(&a, src1 + i, sizeof(a));
			memcpy(&b, src2 + i, sizeof(b));
			a ^= b;
			memcpy(dst + i, &a, sizeof(a));
		}
	} else {
		__crypto_xor(dst, src1, src2, size);
	}
}

/* crypto_xor_cpy() in place: @dst ^= @src (each word is read before it is written). */
static inline void crypto_xor(u8 *dst, const u8 *src, unsigned int size)
{
	crypto_xor_cpy(dst, dst, src, size);
}

/**
 * __crypto_memneq() - compare in time independent of the contents
 * @a: first buffer
 * @b: second buffer
 * @size: length
 *
 * Return: 0 when equal, nonzero otherwise.
 */
unsigned long __crypto_memneq(const void *a, const void *b, size_t size);

static inline int crypto_memneq(const void *a, const void *b, size_t size)
{
	return __crypto_memneq(a, b, size) != 0UL ? 1 : 0;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_UTILS_H */
