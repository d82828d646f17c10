/* SPDX-License-Identifier: GPL-2.0-only */
/* Byte-order conversions (cpu_to_le32, be64_to_cpu, ...) for little-endian hosts. */
#ifndef _UKC_ASM_BYTEORDER_H
#define _UKC_ASM_BYTEORDER_H

#include <linux/types.h>

#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "ukcrypto supports little-endian hosts only"
#endif

#define __LITTLE_ENDIAN 1234

/* The kernel defines __BIG_ENDIAN on big-endian machines only, and its files test it with
 * #ifdef; glibc defines it everywhere, as a value to compare __BYTE_ORDER with. Kernel files
 * (built with __KERNEL__) see the kernel's meaning; glibc's own comparisons stay right. */
#ifdef __KERNEL__
#include <endian.h> /* first, so no later libc header defines __BIG_ENDIAN again */
#undef __BIG_ENDIAN
#endif

#define swab16(x) ((u16)__builtin_bswap16((u16)(x)))
#define swab32(x) ((u32)__builtin_bswap32((u32)(x)))
#define swab64(x) ((u64)__builtin_bswap64((u64)(x)))

#define cpu_to_le16(x) ((__le16)(u16)(x))
#define cpu_to_le32(x) ((__le32)(u32)(x))
#define cpu_to_le64(x) ((__le64)(u64)(x))
#define le16_to_cpu(x) ((u16)(__le16)(x))
#define le32_to_cpu(x) ((u32)(__le32)(x))
#define le64_to_cpu(x) ((u64)(__le64)(x))
#define cpu_to_be16(x) ((__be16)swab16(x))
#define cpu_to_be32(x) ((__be32)swab32(x))
#define cpu_to_be64(x) ((__be64)swab64(x))
#define be16_to_cpu(x) swab16((u16)(__be16)(x))
#define be32_to_cpu(x) swab32((u32)(__be32)(x))
#define be64_to_cpu(x) swab64((u64)(__be64)(x))

#define le32_to_cpus(p) ((void)(p))
#define cpu_to_le32s(p) ((void)(p))
#define be32_to_cpus(p) (*(p) = be32_to_cpu(*(p)))
#define cpu_to_be32s(p) (*(p) = cpu_to_be32(*(p)))

/* The same through a pointer: the value at @p converted (the kernel's *_to_cpup and *p). */
static inline u16 le16_to_cpup(const __le16 *p)
{
	return le16_to_cpu(*p);
}

static inline u32 le32_to_cpup(const __le32 *p)
{
	return le32_to_cpu(*p);
}

static inline u64 le64_to_cpup(const __le64 *p)
{
	return le64_to_cpu(*p);
}

static inline __le32 cpu_to_le32p(const u32 *p)
{
	return cpu_to_le32(*p);
}

static inline __le64 cpu_to_le64p(const u64 *p)
{
	return cpu_to_le64(*p);
}

static inline u32 be32_to_cpup(const __be32 *p)
{
	return be32_to_cpu(*p);
}

static inline u64 be64_to_cpup(const __be64 *p)
{
	return be64_to_cpu(*p);
}

static inline __be32 cpu_to_be32p(const u32 *p)
{
	return cpu_to_be32(*p);
}

static inline __be64 cpu_to_be64p(const u64 *p)
{
	return cpu_to_be64(*p);
}

static inline void le32_add_cpu(__le32 *var, u32 val)
{
	*var = cpu_to_le32(le32_to_cpu(*var) + val);
}

static inline void be32_add_cpu(__be32 *var, u32 val)
{
	*var = cpu_to_be32(be32_to_cpu(*var) + val);
}

static inline void be64_add_cpu(__be64 *var, u64 val)
{
	*var = cpu_to_be64(be64_to_cpu(*var) + val);
}

static inline void le64_add_cpu(__le64 *var, u64 val)
{
	*var = cpu_to_le64(le64_to_cpu(*var) + val);
}

/* Each of the @words 32-bit words of @buf from little-endian to the CPU's order, in place. */
static inline void le32_to_cpu_array(u32 *buf, unsigned int words)
{
	for (unsigned int i = 0; i < words; i++)
		buf[i] = le32_to_cpu((__le32)buf[i]);
}

/* Each of the @words 32-bit words of @buf from the CPU's order to little-endian, in place. */
static inline void cpu_to_le32_array(u32 *buf, unsigned int words)
{
	for (unsigned int i = 0; i < words; i++)
		buf[i] = (u32)cpu_to_le32(buf[i]);
}

#endif /* _UKC_ASM_BYTEORDER_H */
