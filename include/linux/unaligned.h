/* SPDX-License-Identifier: GPL-2.0-only */
/* Unaligned loads and stores in either byte order (6.12's <linux/unaligned.h>). */
#ifndef _UKC_LINUX_UNALIGNED_H
#define _UKC_LINUX_UNALIGNED_H

#include <string.h>
#ifdef __cplusplus
#include <type_traits>
#endif
#include <asm/byteorder.h>
#include <linux/types.h>

#define UKC_UNALIGNED_ACCESSORS(bits)                                 \
	static inline u##bits ukc_load##bits(const void *p)           \
	{                                                             \
		u##bits v;                                            \
		memcpy(&v, p, sizeof(v));                             \
		return v;                                             \
	}                                                             \
	static inline void ukc_store##bits(void *p, u##bits v)        \
	{                                                             \
		memcpy(p, &v, sizeof(v));                             \
	}                                                             \
	static inline u##bits get_unaligned_le##bits(const void *p)   \
	{                                                             \
		return le##bits##_to_cpu(ukc_load##bits(p));          \
	}                                                             \
	static inline u##bits get_unaligned_be##bits(const void *p)   \
	{                                                             \
		return be##bits##_to_cpu(ukc_load##bits(p));          \
	}                                                             \
	static inline void put_unaligned_le##bits(u##bits v, void *p) \
	{                                                             \
		ukc_store##bits(p, cpu_to_le##bits(v));               \
	}                                                             \
	static inline void put_unaligned_be##bits(u##bits v, void *p) \
	{                                                             \
		ukc_store##bits(p, cpu_to_be##bits(v));               \
	}

UKC_UNALIGNED_ACCESSORS(16)
UKC_UNALIGNED_ACCESSORS(32)
UKC_UNALIGNED_ACCESSORS(64)
#undef UKC_UNALIGNED_ACCESSORS

#ifdef __cplusplus
#define get_unaligned(ptr)                                                       \
	({                                                                       \
		std::remove_cv_t<std::remove_reference_t<decltype(*(ptr))>> __v; \
		memcpy(&__v, (ptr), sizeof(__v));                                \
		__v;                                                             \
	})
#define put_unaligned(val, ptr)                                                          \
	do {                                                                             \
		std::remove_cv_t<std::remove_reference_t<decltype(*(ptr))>> __v = (val); \
		memcpy((ptr), &__v, sizeof(__v));                                        \
	} while (0)
#else
/* A packed one-member struct reads at any alignment, and a const pointee needs no copy. */
#define get_unaligned(ptr)                             \
	({                                             \
		const struct __attribute__((packed)) { \
			__typeof__(*(ptr)) __v;        \
		} *__p = (const void *)(ptr);          \
		__p->__v;                              \
	})
#define put_unaligned(val, ptr)                   \
	do {                                      \
		__typeof__(*(ptr)) __v = (val);   \
		memcpy((ptr), &__v, sizeof(__v)); \
	} while (0)
#endif

#endif /* _UKC_LINUX_UNALIGNED_H */
