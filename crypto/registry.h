/* SPDX-License-Identifier: GPL-2.0-only */
/* The registry's shared state: the RCU-read algorithm list and the writers' mutex. */
#ifndef _UKC_CRYPTO_REGISTRY_H
#define _UKC_CRYPTO_REGISTRY_H

#include <crypto/algapi.h>
#include <linux/bug.h>
#include <linux/crypto.h>
#include <linux/list.h>
#include <linux/rculist.h>

#include <mutex>

#include "internal.h"

namespace ukc {

/* Every registered algorithm and larval; readers walk it under RCU, writers hold alg_mutex. */
extern struct list_head crypto_alg_list;
extern std::mutex crypto_alg_mutex;

/* Flag changes on an algorithm readers may already see: release stores, paired with
 * crypto_alg_flags()' acquire loads. */
inline void alg_set_flags(struct crypto_alg *alg, u32 flags)
{
	__atomic_fetch_or(&alg->cra_flags, flags, __ATOMIC_RELEASE);
}

inline void alg_clear_flags(struct crypto_alg *alg, u32 flags)
{
	__atomic_fetch_and(&alg->cra_flags, ~flags, __ATOMIC_RELEASE);
}

inline struct crypto_alg *alg_of(struct list_head *pos)
{
	return list_entry(pos, struct crypto_alg, cra_list);
}

/*
 * Algorithms unlinked under the mutex, whose registry references are dropped after a grace
 * period, outside the mutex (6.12's algs_to_put). Collecting them allocates nothing, so no
 * removal stops half way for want of memory: until the grace period the entries are chained
 * through cra_list.prev, which RCU readers never follow and list_del_rcu() cleared (the last
 * one points at itself); put_after_grace_period() then rechains them through cra_list.next,
 * which no reader is left on, and clears prev again.
 */
class alg_put_list {
public:
	alg_put_list() = default;
	alg_put_list(const alg_put_list &) = delete;
	alg_put_list &operator=(const alg_put_list &) = delete;

	/* Under the mutex, @alg just unlinked. */
	void push_back(struct crypto_alg *alg)
	{
		alg->cra_list.prev = &alg->cra_list;
		if (tail_)
			tail_->cra_list.prev = &alg->cra_list;
		else
			head_ = alg;
		tail_ = alg;
	}

	bool empty() const { return !head_; }

private:
	friend void put_after_grace_period(alg_put_list &algs);
	struct crypto_alg *head_ = nullptr;
	struct crypto_alg *tail_ = nullptr;
};
void put_after_grace_period(alg_put_list &algs);

/* Unlink @alg (and, recursively, the instances built on it) while holding the mutex. */
void remove_alg_locked(struct crypto_alg *alg, alg_put_list &puts);
/* Kill the instances whose spawns use @alg, except @keep (the newcomer replacing @alg). */
void remove_spawns_locked(struct crypto_alg *alg, alg_put_list &puts, struct crypto_alg *keep);

/*
 * While one of these lives on a thread, the self-tests of the instances that thread
 * registers wait until run(): ukc_probe_template() runs them after it has completed its
 * request larval. 6.12's cryptomgr tests in a context of its own for the same reason: a test
 * that looks up the instance's driver name must not find (and wait on) the request larval
 * its own thread still holds. Nests; the destructor runs whatever is left.
 */
class deferred_selftests {
public:
	deferred_selftests();
	~deferred_selftests();
	deferred_selftests(const deferred_selftests &) = delete;
	deferred_selftests &operator=(const deferred_selftests &) = delete;
	void run();

private:
	friend void queue_selftest(struct crypto_larval *larval);
	struct crypto_larval *head_ = nullptr;
	deferred_selftests *outer_;
};

/* The cryptomgr (algboss.cpp): runs @larval's self-test now, and records its result. */
void run_selftest(struct crypto_larval *larval);

/*
 * Whether this thread is running the self-test of an algorithm named @name (driver name) that
 * was unregistered meanwhile. Its test's lookups then build no new instance of it: under churn
 * each new instance's test, nested in this thread, could meet the same fate, without bound.
 */
bool selftest_subject_removed(const char *name);

/* Runs @larval's self-test now, or queues it on this thread's deferred_selftests. */
void queue_selftest(struct crypto_larval *larval);

/*
 * With deferred self-tests (ukc_selftest_defer()), what a lookup does before it waits on the
 * test larval @larval: runs the test in the calling thread unless it has begun already (6.12's
 * crypto_start_test(), whose cryptomgr thread the caller then waits for). The caller holds a
 * reference on @larval. Returns false when no test will ever end the larval (its algorithm
 * was unregistered untested): then the caller must not wait, and looks again (-EAGAIN).
 */
bool start_test(struct crypto_larval *larval);

/*
 * With deferred self-tests, whether the test of @larval (a test larval) has begun in this
 * process; under the mutex. A fork's child has none of its parent's threads: a test one of
 * them was running there is not running in the child.
 */
bool test_running_locked(const struct crypto_larval *larval);

/* The registry's side of a finished test (6.12's crypto_alg_tested()): a pass makes the
 * algorithm visible to lookups, and @larval's waiters are released. */
void alg_tested(struct crypto_larval *larval, int err);

/*
 * The template attributes a probe hands create(), in netlink's layout: the rtattr header,
 * then its payload.
 */
struct probe_attr_alg {
	struct rtattr attr;
	struct crypto_attr_alg data;
};

struct probe_attr_type {
	struct rtattr attr;
	struct crypto_attr_type data;
};

/*
 * alg_claim() - take @alg for a registration before anything writes to it
 *
 * Succeeds (the count goes from 0 to 1, the registry's reference) only when nothing holds the
 * descriptor: not registered, and no tfm or instance of an earlier registration left. A
 * descriptor still in use answers -EBUSY (with the kernel's warning), a registered one
 * -EEXIST, and neither is touched.
 */
int alg_claim(struct crypto_alg *alg);
/* Gives a claimed descriptor back after a registration that failed. */
void alg_unclaim(struct crypto_alg *alg);
/* Checks, links and self-tests a claimed descriptor; gives it back on failure. */
int register_claimed(struct crypto_alg *alg);

/*
 * register_prepared() - a crypto_register_*() of any type: claim @alg, then run the type's
 * @prepare (which completes the descriptor's fields), then register it. A descriptor in use
 * is refused before @prepare writes to it.
 */
template <typename Prepare> int register_prepared(struct crypto_alg *alg, Prepare prepare)
{
	int err = alg_claim(alg);

	if (err)
		return err;
	err = prepare();
	if (err) {
		alg_unclaim(alg);
		return err;
	}
	return register_claimed(alg);
}

/*
 * register_instance_prepared() - a *_register_instance() of any type: an instance without a
 * free() is refused with -EINVAL (and 6.12's warning), then the type's @prepare completes its
 * descriptor and @base, the generic instance inside @inst, is registered under @tmpl.
 */
template <typename Inst, typename Prepare>
int register_instance_prepared(struct crypto_template *tmpl, Inst *inst,
			       struct crypto_instance *base, Prepare prepare)
{
	if (WARN_ON(!inst->free))
		return -EINVAL;

	int err = prepare();

	return err ? err : crypto_register_instance(tmpl, base);
}

/*
 * alg_init_tfm() - how every type's init_tfm() ends (6.12's crypto_<type>_init_tfm()): the
 * tfm gets an exit() only when its algorithm has one, and that exit() runs the algorithm's;
 * then the algorithm's init(), when it has one. @Cast is the type's tfm of a crypto_tfm,
 * @AlgOf the algorithm of the type's tfm.
 */
template <auto Cast, auto AlgOf> void alg_exit_tfm(struct crypto_tfm *tfm)
{
	auto *t = Cast(tfm);

	AlgOf(t)->exit(t);
}

template <auto Cast, auto AlgOf, typename Tfm> int alg_init_tfm(Tfm *t)
{
	auto *alg = AlgOf(t);

	if (alg->exit)
		t->base.exit = alg_exit_tfm<Cast, AlgOf>;
	return alg->init ? alg->init(t) : 0;
}

/* The self-test switches (UKCRYPTO_NOTESTS and the API's equivalent). */
bool selftests_disabled();

} // namespace ukc

#endif /* _UKC_CRYPTO_REGISTRY_H */
