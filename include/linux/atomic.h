/* SPDX-License-Identifier: GPL-2.0-only */
/* atomic_t and the operations on it drivers use, over the compiler's atomics: the plain ones
 * relaxed, the value-returning ones fully ordered, as 6.12's atomic_t documentation says. */
#ifndef _UKC_LINUX_ATOMIC_H
#define _UKC_LINUX_ATOMIC_H

#include <linux/types.h>

#define ATOMIC_INIT(i) \
	{              \
		(i)    \
	}

static inline int atomic_read(const atomic_t *v)
{
	return __atomic_load_n(&v->counter, __ATOMIC_RELAXED);
}

static inline void atomic_set(atomic_t *v, int i)
{
	__atomic_store_n(&v->counter, i, __ATOMIC_RELAXED);
}

static inline void atomic_add(int i, atomic_t *v)
{
	__atomic_fetch_add(&v->counter, i, __ATOMIC_RELAXED);
}

static inline void atomic_sub(int i, atomic_t *v)
{
	__atomic_fetch_sub(&v->counter, i, __ATOMIC_RELAXED);
}

static inline int atomic_add_return(int i, atomic_t *v)
{
	return __atomic_add_fetch(&v->counter, i, __ATOMIC_SEQ_CST);
}

static inline int atomic_sub_return(int i, atomic_t *v)
{
	return __atomic_sub_fetch(&v->counter, i, __ATOMIC_SEQ_CST);
}

#define atomic_inc(v) atomic_add(1, v)
#define atomic_dec(v) atomic_sub(1, v)
#define atomic_inc_return(v) atomic_add_return(1, v)
#define atomic_dec_return(v) atomic_sub_return(1, v)
#define atomic_dec_and_test(v) (atomic_sub_return(1, v) == 0)

#endif /* _UKC_LINUX_ATOMIC_H */
