/* SPDX-License-Identifier: GPL-2.0-only */
/* CRC-32 (IEEE 802.3, both bit orders) and CRC-32C (Castagnoli): the kernel's <linux/crc32.h>. */
#ifndef _UKC_LINUX_CRC32_H
#define _UKC_LINUX_CRC32_H

#include <linux/bitrev.h>
#include <linux/compiler_types.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * crc32_le() - CRC-32 of polynomial 0x04c11db7, least significant bit first
 * @crc: the running remainder (the seed: ~0 for the IEEE 802.3 CRC, 0 for a raw one)
 * @p: the data
 * @len: its length in bytes
 *
 * Neither inverts the seed nor the result: the IEEE 802.3 / zlib CRC-32 of a buffer is
 * ~crc32_le(~0, p, len).
 *
 * Return: the remainder after @p.
 */
u32 __pure crc32_le(u32 crc, unsigned char const *p, size_t len);

/** crc32_le_base() - crc32_le() computed by the portable code, whatever the CPU has. */
u32 __pure crc32_le_base(u32 crc, unsigned char const *p, size_t len);

/**
 * crc32_be() - CRC-32 of polynomial 0x04c11db7, most significant bit first
 * @crc: the running remainder
 * @p: the data
 * @len: its length in bytes
 *
 * Return: the remainder after @p, without inversion.
 */
u32 __pure crc32_be(u32 crc, unsigned char const *p, size_t len);

/** crc32_be_base() - crc32_be() computed by the portable code. */
u32 __pure crc32_be_base(u32 crc, unsigned char const *p, size_t len);

/**
 * crc32_le_shift() - advance a crc32_le() remainder over zero bytes
 * @crc: the remainder
 * @len: how many zero bytes follow
 *
 * Return: crc32_le(@crc, @len zero bytes), computed in time logarithmic in @len.
 */
u32 __attribute_const__ crc32_le_shift(u32 crc, size_t len);

/**
 * crc32_le_combine() - the CRC of a concatenation from the CRCs of its parts
 * @crc1: crc32_le(seed, A, len(A))
 * @crc2: crc32_le(0, B, @len2)
 * @len2: the length of B
 *
 * Return: crc32_le(seed, A || B, len(A) + @len2).
 */
static inline u32 crc32_le_combine(u32 crc1, u32 crc2, size_t len2)
{
	return crc32_le_shift(crc1, len2) ^ crc2;
}

/**
 * __crc32c_le() - CRC-32C (Castagnoli, polynomial 0x1edc6f41), least significant bit first
 * @crc: the running remainder (~0 to start the iSCSI / SCTP CRC)
 * @p: the data
 * @len: its length in bytes
 *
 * Return: the remainder after @p, without inversion (RFC 3720's CRC is its complement).
 */
u32 __pure __crc32c_le(u32 crc, unsigned char const *p, size_t len);

/** __crc32c_le_base() - __crc32c_le() computed by the portable code. */
u32 __pure __crc32c_le_base(u32 crc, unsigned char const *p, size_t len);

/** __crc32c_le_shift() - crc32_le_shift() for CRC-32C. */
u32 __attribute_const__ __crc32c_le_shift(u32 crc, size_t len);

/** __crc32c_le_combine() - crc32_le_combine() for CRC-32C. */
static inline u32 __crc32c_le_combine(u32 crc1, u32 crc2, size_t len2)
{
	return __crc32c_le_shift(crc1, len2) ^ crc2;
}

#define crc32(seed, data, length) crc32_le(seed, (unsigned char const *)(data), length)

/*
 * The Ethernet frame check sequence: ether_crc() gives it most significant bit first (the
 * order some MAC hash filters index by), ether_crc_le() as computed on the wire.
 */
#define ether_crc(length, data) bitrev32(crc32_le(~0, data, length))
#define ether_crc_le(length, data) crc32_le(~0, data, length)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_CRC32_H */
