/* SPDX-License-Identifier: GPL-2.0-only */
/* Mutexes (6.12's <linux/mutex.h>): a sleeping lock, here a POSIX mutex. */
#ifndef _UKC_LINUX_MUTEX_H
#define _UKC_LINUX_MUTEX_H

#include <pthread.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct mutex - a lock whose waiters sleep
 * @lock: the POSIX mutex behind it
 */
struct mutex {
	pthread_mutex_t lock;
};

#define __MUTEX_INITIALIZER(name)         \
	{                                 \
		PTHREAD_MUTEX_INITIALIZER \
	}
#define DEFINE_MUTEX(name) struct mutex name = __MUTEX_INITIALIZER(name)

/* mutex_init() - make @m an unlocked mutex. */
static inline void mutex_init(struct mutex *m)
{
	pthread_mutex_init(&m->lock, NULL);
}

/* mutex_destroy() - @m is no longer used (it must be unlocked). */
static inline void mutex_destroy(struct mutex *m)
{
	pthread_mutex_destroy(&m->lock);
}

/* mutex_lock() - take @m, sleeping until it is free. */
static inline void mutex_lock(struct mutex *m)
{
	pthread_mutex_lock(&m->lock);
}

/* mutex_trylock() - take @m if it is free: 1 when taken, 0 when not. */
static inline int mutex_trylock(struct mutex *m)
{
	return pthread_mutex_trylock(&m->lock) == 0;
}

/* mutex_unlock() - release @m, taken by this thread. */
static inline void mutex_unlock(struct mutex *m)
{
	pthread_mutex_unlock(&m->lock);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_MUTEX_H */
