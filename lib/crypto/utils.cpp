// SPDX-License-Identifier: GPL-2.0-only
// The byte helpers of <crypto/utils.h> and <crypto/algapi.h>, as 6.12's lib/crypto/utils.c.
#include <crypto/algapi.h>
#include <crypto/utils.h>

#include <cstring>

extern "C" void __crypto_xor(u8 *dst, const u8 *src1, const u8 *src2, unsigned int len)
{
	while (len >= sizeof(u64)) {
		u64 a, b;
		memcpy(&a, src1, sizeof(a));
		memcpy(&b, src2, sizeof(b));
		a ^= b;
		memcpy(dst, &a, sizeof(a));
		dst += sizeof(a);
		src1 += sizeof(a);
		src2 += sizeof(a);
		len -= sizeof(a);
	}
	while (len--)
		*dst++ = *src1++ ^ *src2++;
}

extern "C" unsigned long __crypto_memneq(const void *a, const void *b, size_t size)
{
	const volatile u8 *x = static_cast<const volatile u8 *>(a);
	const volatile u8 *y = static_cast<const volatile u8 *>(b);
	unsigned long neq = 0;

	// Every byte is read whatever the earlier ones held: the time depends on size alone.
	for (size_t i = 0; i < size; i++)
		neq |= x[i] ^ y[i];
	return neq;
}
