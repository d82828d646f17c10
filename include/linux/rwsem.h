/* SPDX-License-Identifier: GPL-2.0-only */
/* Reader-writer semaphores: a count of readers, or -1 while a writer holds it; a waiter
 * yields the CPU between tries. */
#ifndef _UKC_LINUX_RWSEM_H
#define _UKC_LINUX_RWSEM_H

#include <sched.h>

struct rw_semaphore {
	int count;
};

#define __RWSEM_INITIALIZER(name) \
	{                         \
		0                 \
	}
#define DECLARE_RWSEM(name) struct rw_semaphore name = __RWSEM_INITIALIZER(name)

static inline void init_rwsem(struct rw_semaphore *sem)
{
	__atomic_store_n(&sem->count, 0, __ATOMIC_RELEASE);
}

static inline void down_read(struct rw_semaphore *sem)
{
	for (;;) {
		int c = __atomic_load_n(&sem->count, __ATOMIC_RELAXED);
		if (c >= 0 && __atomic_compare_exchange_n(&sem->count, &c, c + 1, 0,
							  __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
			return;
		sched_yield();
	}
}

static inline void up_read(struct rw_semaphore *sem)
{
	__atomic_fetch_sub(&sem->count, 1, __ATOMIC_RELEASE);
}

static inline void down_write(struct rw_semaphore *sem)
{
	for (;;) {
		int c = 0;
		if (__atomic_compare_exchange_n(&sem->count, &c, -1, 0, __ATOMIC_ACQUIRE,
						__ATOMIC_RELAXED))
			return;
		sched_yield();
	}
}

static inline void up_write(struct rw_semaphore *sem)
{
	__atomic_store_n(&sem->count, 0, __ATOMIC_RELEASE);
}

#endif /* _UKC_LINUX_RWSEM_H */
