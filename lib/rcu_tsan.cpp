// SPDX-License-Identifier: GPL-2.0-only
// ukc_rcu_* of per-thread counters and two-phase grace periods in C++ atomics, for
// ThreadSanitizer builds (-Drcu=tsan): liburcu's grace periods are built on fences TSan does
// not model, so it would report every reclamation after synchronize_rcu() as a race.
//
// The scheme is liburcu's memb flavour written with sequentially consistent atomics: a reader
// copies the global counter (nesting 1 and the current phase) into its own on entry and clears
// it on exit; a grace period flips the phase twice and each time waits until no reader is still
// inside a section of the old phase. Readers never wait, so a thread may wait inside a section
// for another thread that is about to enter one (the larval waits do) and a steady stream of
// readers cannot starve a grace period, which a reader-writer lock allowed in neither case. The
// waiter observes each reader's release store of its counter, which is the ordering TSan needs.
#include <pthread.h>
#include <unistd.h>

#include <atomic>
#include <mutex>

#include <linux/rcupdate.h>

namespace {

constexpr unsigned long rcu_nest_one = 1;
constexpr unsigned long rcu_phase = 1UL << (sizeof(unsigned long) * 4);
constexpr unsigned long rcu_nest_mask = rcu_phase - 1;

std::atomic<unsigned long> rcu_gp_ctr{ rcu_nest_one };

// One per thread that has entered a section, linked while the thread lives.
struct rcu_reader {
	std::atomic<unsigned long> ctr{ 0 };
	rcu_reader *prev = nullptr;
	rcu_reader *next = nullptr;

	rcu_reader();
	~rcu_reader();
};

std::mutex rcu_registry_lock; // guards the list below
rcu_reader *rcu_readers;
std::mutex rcu_gp_lock; // one grace period at a time

rcu_reader::rcu_reader()
{
	std::lock_guard<std::mutex> hold(rcu_registry_lock);
	next = rcu_readers;
	if (next)
		next->prev = this;
	rcu_readers = this;
}

rcu_reader::~rcu_reader()
{
	std::lock_guard<std::mutex> hold(rcu_registry_lock);
	if (prev)
		prev->next = next;
	else
		rcu_readers = next;
	if (next)
		next->prev = prev;
}

thread_local rcu_reader rcu_self;

// True while @r is inside a section that began before the last phase flip.
bool rcu_reader_in_old_phase(const rcu_reader *r, unsigned long gp)
{
	unsigned long v = r->ctr.load();

	return (v & rcu_nest_mask) && ((v ^ gp) & rcu_phase);
}

// The registry lock is dropped between polls: a thread registering itself must never wait for
// a reader that may be waiting for that thread.
void rcu_wait_for_old_readers()
{
	for (;;) {
		bool busy = false;
		{
			std::lock_guard<std::mutex> hold(rcu_registry_lock);
			unsigned long gp = rcu_gp_ctr.load();
			for (const rcu_reader *r = rcu_readers; r && !busy; r = r->next)
				busy = rcu_reader_in_old_phase(r, gp);
		}
		if (!busy)
			return;
		usleep(20);
	}
}

// A child of fork() has only the thread that forked: forget the others, whose sections will
// never end there. The forking thread's own record is made first, then both locks are held
// across the fork so the list is consistent.
void rcu_atfork_prepare()
{
	(void)rcu_self.ctr.load(std::memory_order_relaxed);
	rcu_gp_lock.lock();
	rcu_registry_lock.lock();
}

void rcu_atfork_parent()
{
	rcu_registry_lock.unlock();
	rcu_gp_lock.unlock();
}

void rcu_atfork_child()
{
	rcu_self.prev = nullptr;
	rcu_self.next = nullptr;
	rcu_readers = &rcu_self;
	rcu_registry_lock.unlock();
	rcu_gp_lock.unlock();
}

[[maybe_unused]] const int rcu_atfork_registered = pthread_atfork(
	rcu_atfork_prepare, rcu_atfork_parent, rcu_atfork_child);

} // namespace

extern "C" void ukc_rcu_read_lock(void)
{
	unsigned long v = rcu_self.ctr.load(std::memory_order_relaxed);

	if (!(v & rcu_nest_mask))
		rcu_self.ctr.store(rcu_gp_ctr.load());
	else
		rcu_self.ctr.store(v + rcu_nest_one);
}

extern "C" void ukc_rcu_read_unlock(void)
{
	unsigned long v = rcu_self.ctr.load(std::memory_order_relaxed);

	rcu_self.ctr.store(v - rcu_nest_one);
}

extern "C" void ukc_synchronize_rcu(void)
{
	std::lock_guard<std::mutex> hold(rcu_gp_lock);

	// Two flips: a reader that loaded the counter before the first flip and stored it after
	// the first wait carries the phase the second wait looks for.
	for (int flip = 0; flip < 2; flip++) {
		rcu_gp_ctr.fetch_xor(rcu_phase);
		rcu_wait_for_old_readers();
	}
}
