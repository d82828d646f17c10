/* SPDX-License-Identifier: GPL-2.0-only */
/* Read-copy update with the kernel's names: read-side sections and grace periods from
 * liburcu's memb flavour (lib/rcu.cpp), pointer publication as release and consume accesses. */
#ifndef _UKC_LINUX_RCUPDATE_H
#define _UKC_LINUX_RCUPDATE_H

#include <linux/compiler.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library's side, the only code that sees liburcu: a thread is registered with it on its
 * first read-side section. */
void ukc_rcu_read_lock(void);
void ukc_rcu_read_unlock(void);
void ukc_synchronize_rcu(void);

/**
 * rcu_read_lock() - enter a read-side critical section
 *
 * Sections nest. What a reader found through rcu_dereference() inside one stays valid until
 * it leaves the outermost.
 */
static inline void rcu_read_lock(void)
{
	ukc_rcu_read_lock();
}

/**
 * rcu_read_unlock() - leave a read-side critical section
 */
static inline void rcu_read_unlock(void)
{
	ukc_rcu_read_unlock();
}

/**
 * synchronize_rcu() - wait for a grace period
 *
 * Return: once every read-side section that began before the call has ended.
 */
static inline void synchronize_rcu(void)
{
	ukc_synchronize_rcu();
}

/* A pointer readers follow: loaded so that what it points at is seen as it was published. */
#define rcu_dereference(p) __atomic_load_n(&(p), __ATOMIC_CONSUME)
#define rcu_dereference_protected(p, c) (p)
/* Publishes @v at @p: every store made to *@v before is visible to a reader that loads it. */
#define rcu_assign_pointer(p, v) __atomic_store_n(&(p), (v), __ATOMIC_RELEASE)
/* For a value no reader can have reached yet (or NULL). */
#define RCU_INIT_POINTER(p, v) ((p) = (v))

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_RCUPDATE_H */
