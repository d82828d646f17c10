/* SPDX-License-Identifier: GPL-2.0-only */
/* Bit reversal of bytes and words (the kernel's <linux/bitrev.h>), for bit-reflected CRCs. */
#ifndef _UKC_LINUX_BITREV_H
#define _UKC_LINUX_BITREV_H

#include <linux/types.h>

/**
 * bitrev8() - reverse the order of the bits of a byte
 * @x: the byte
 * Return: bit 7 of @x in bit 0, bit 6 in bit 1, and so on.
 */
static inline u8 bitrev8(u8 x)
{
	x = (u8)(((x & 0xf0) >> 4) | ((x & 0x0f) << 4));
	x = (u8)(((x & 0xcc) >> 2) | ((x & 0x33) << 2));
	return (u8)(((x & 0xaa) >> 1) | ((x & 0x55) << 1));
}

/** bitrev16() - reverse the order of the 16 bits of @x. */
static inline u16 bitrev16(u16 x)
{
	return (u16)((bitrev8((u8)(x & 0xff)) << 8) | bitrev8((u8)(x >> 8)));
}

/** bitrev32() - reverse the order of the 32 bits of @x. */
static inline u32 bitrev32(u32 x)
{
	return ((u32)bitrev16((u16)(x & 0xffff)) << 16) | bitrev16((u16)(x >> 16));
}

#endif /* _UKC_LINUX_BITREV_H */
