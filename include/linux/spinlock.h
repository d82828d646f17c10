/* SPDX-License-Identifier: GPL-2.0-only */
/* Spinlocks: a test-and-set word that yields the CPU while it waits. No interrupts or bottom
 * halves exist here, so the _bh and _irqsave forms are the plain lock. */
#ifndef _UKC_LINUX_SPINLOCK_H
#define _UKC_LINUX_SPINLOCK_H

#include <linux/atomic.h>
#include <linux/bottom_half.h>
#include <linux/compiler.h>
#include <linux/irqflags.h>
#include <linux/percpu.h>
#include <linux/types.h>
#include <sched.h>

typedef struct {
	int locked;
} spinlock_t;

#define __SPIN_LOCK_UNLOCKED(name) \
	{                          \
		0                  \
	}
#define DEFINE_SPINLOCK(name) spinlock_t name = __SPIN_LOCK_UNLOCKED(name)

static inline void spin_lock_init(spinlock_t *lock)
{
	__atomic_store_n(&lock->locked, 0, __ATOMIC_RELEASE);
}

static inline bool spin_trylock(spinlock_t *lock)
{
	return !__atomic_exchange_n(&lock->locked, 1, __ATOMIC_ACQUIRE);
}

static inline void spin_lock(spinlock_t *lock)
{
	while (!spin_trylock(lock))
		while (__atomic_load_n(&lock->locked, __ATOMIC_RELAXED))
			sched_yield();
}

static inline void spin_unlock(spinlock_t *lock)
{
	__atomic_store_n(&lock->locked, 0, __ATOMIC_RELEASE);
}

#define spin_lock_bh(lock) spin_lock(lock)
#define spin_unlock_bh(lock) spin_unlock(lock)
#define spin_lock_irq(lock) spin_lock(lock)
#define spin_unlock_irq(lock) spin_unlock(lock)
#define spin_lock_irqsave(lock, flags) ((void)(flags), spin_lock(lock))
#define spin_unlock_irqrestore(lock, flags) ((void)(flags), spin_unlock(lock))

#endif /* _UKC_LINUX_SPINLOCK_H */
