/* SPDX-License-Identifier: GPL-2.0-only */
/* Bit numbers and masks, rotates, and bit operations on arrays of unsigned long. */
#ifndef _UKC_LINUX_BITOPS_H
#define _UKC_LINUX_BITOPS_H

#include <linux/types.h>
#include <strings.h>

#define BITS_PER_BYTE 8
/* The compiler's own figure, so that #if can test it as the kernel's files do. */
#define BITS_PER_LONG (8 * __SIZEOF_LONG__)
#define BITS_PER_LONG_LONG 64
#define BIT(nr) (1UL << (nr))
#define BIT_ULL(nr) (1ULL << (nr))
#define BIT_MASK(nr) (1UL << ((nr) % BITS_PER_LONG))
#define BIT_WORD(nr) ((nr) / BITS_PER_LONG)
/* Bits h..l set (h >= l). */
#define GENMASK(h, l) ((~0UL << (l)) & (~0UL >> (BITS_PER_LONG - 1 - (h))))
#define GENMASK_ULL(h, l) ((~0ULL << (l)) & (~0ULL >> (63 - (h))))

/* Rotates by any count: the count is taken modulo the width, and 0 is the identity. */
static inline u64 rol64(u64 word, unsigned int shift)
{
	return (word << (shift & 63)) | (word >> ((-shift) & 63));
}

static inline u64 ror64(u64 word, unsigned int shift)
{
	return (word >> (shift & 63)) | (word << ((-shift) & 63));
}

static inline u32 rol32(u32 word, unsigned int shift)
{
	return (word << (shift & 31)) | (word >> ((-shift) & 31));
}

static inline u32 ror32(u32 word, unsigned int shift)
{
	return (word >> (shift & 31)) | (word << ((-shift) & 31));
}

static inline u16 rol16(u16 word, unsigned int shift)
{
	return (u16)((word << (shift & 15)) | (word >> ((-shift) & 15)));
}

static inline u16 ror16(u16 word, unsigned int shift)
{
	return (u16)((word >> (shift & 15)) | (word << ((-shift) & 15)));
}

static inline u8 rol8(u8 word, unsigned int shift)
{
	return (u8)((word << (shift & 7)) | (word >> ((-shift) & 7)));
}

static inline u8 ror8(u8 word, unsigned int shift)
{
	return (u8)((word >> (shift & 7)) | (word << ((-shift) & 7)));
}

/* Non-atomic (__) and atomic bit operations on a bitmap of unsigned long words. */
static inline void __set_bit(unsigned long nr, volatile void *addr)
{
	((unsigned long *)addr)[BIT_WORD(nr)] |= BIT_MASK(nr);
}

static inline void __clear_bit(unsigned long nr, volatile void *addr)
{
	((unsigned long *)addr)[BIT_WORD(nr)] &= ~BIT_MASK(nr);
}

static inline void set_bit(unsigned long nr, volatile void *addr)
{
	__atomic_fetch_or(&((unsigned long *)addr)[BIT_WORD(nr)], BIT_MASK(nr), __ATOMIC_SEQ_CST);
}

static inline void clear_bit(unsigned long nr, volatile void *addr)
{
	__atomic_fetch_and(&((unsigned long *)addr)[BIT_WORD(nr)], ~BIT_MASK(nr), __ATOMIC_SEQ_CST);
}

static inline bool test_bit(unsigned long nr, const volatile void *addr)
{
	return (((const volatile unsigned long *)addr)[BIT_WORD(nr)] >> (nr % BITS_PER_LONG)) & 1;
}

/* __ffs(): index of the lowest set bit (undefined for 0); ffz(): of the lowest clear one. */
static inline unsigned long __ffs(unsigned long word)
{
	return (unsigned long)__builtin_ctzl(word);
}

static inline unsigned long ffz(unsigned long word)
{
	return __ffs(~word);
}

/* ffs() (the C library's) and fls(): 1-based index of the lowest/highest set bit, 0 for 0. */
static inline int fls(unsigned int x)
{
	return x ? 32 - __builtin_clz(x) : 0;
}

static inline int fls64(u64 x)
{
	return x ? 64 - __builtin_clzll(x) : 0;
}

#define hweight8(w) __builtin_popcount((u8)(w))
#define hweight16(w) __builtin_popcount((u16)(w))
#define hweight32(w) __builtin_popcount((u32)(w))
#define hweight64(w) __builtin_popcountll((u64)(w))

#endif /* _UKC_LINUX_BITOPS_H */
