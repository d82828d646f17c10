// SPDX-License-Identifier: GPL-2.0-only
// ukc_rcu_* over one reader-writer lock, for ThreadSanitizer builds (-Drcu=rwlock): liburcu's
// grace periods are invisible to TSan, which then reports every reclamation after
// synchronize_rcu() as a race. Here a read-side section holds the lock shared and a grace
// period takes it exclusively once, so TSan sees the same ordering RCU guarantees. Slower
// (readers share a cache line), correct, and never the default.
#include <pthread.h>

#include <linux/rcupdate.h>

namespace {

// Readers may nest sections, which glibc's default (reader-preferring) rwlock allows.
pthread_rwlock_t rcu_rwlock = PTHREAD_RWLOCK_INITIALIZER;

} // namespace

extern "C" void ukc_rcu_read_lock(void)
{
	pthread_rwlock_rdlock(&rcu_rwlock);
}

extern "C" void ukc_rcu_read_unlock(void)
{
	pthread_rwlock_unlock(&rcu_rwlock);
}

extern "C" void ukc_synchronize_rcu(void)
{
	// Every section that began before this call has ended once the lock is ours.
	pthread_rwlock_wrlock(&rcu_rwlock);
	pthread_rwlock_unlock(&rcu_rwlock);
}
