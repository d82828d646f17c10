/* SPDX-License-Identifier: GPL-2.0-only */
/* refcount_t: an atomic reference count that never resurrects from zero. */
#ifndef _UKC_LINUX_REFCOUNT_H
#define _UKC_LINUX_REFCOUNT_H

#include <linux/types.h>

typedef struct {
	int refs;
} refcount_t;

#define REFCOUNT_INIT(n) \
	{                \
		(n)      \
	}

static inline void refcount_set(refcount_t *r, int n)
{
	__atomic_store_n(&r->refs, n, __ATOMIC_RELAXED);
}

static inline int refcount_read(const refcount_t *r)
{
	return __atomic_load_n(&r->refs, __ATOMIC_RELAXED);
}

static inline void refcount_inc(refcount_t *r)
{
	__atomic_fetch_add(&r->refs, 1, __ATOMIC_RELAXED);
}

static inline bool refcount_inc_not_zero(refcount_t *r)
{
	int old = __atomic_load_n(&r->refs, __ATOMIC_RELAXED);

	do {
		if (old == 0)
			return false;
	} while (!__atomic_compare_exchange_n(&r->refs, &old, old + 1, true, __ATOMIC_ACQUIRE,
					      __ATOMIC_RELAXED));
	return true;
}

static inline bool refcount_dec_and_test(refcount_t *r)
{
	return __atomic_sub_fetch(&r->refs, 1, __ATOMIC_ACQ_REL) == 0;
}

#endif /* _UKC_LINUX_REFCOUNT_H */
