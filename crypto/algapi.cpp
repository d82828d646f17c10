// SPDX-License-Identifier: GPL-2.0-only
// Registration (algorithms with their self-test larvals, templates, instances and spawns),
// template attributes and request queues, as 6.12's algapi.c.
#include <crypto/algapi.h>
#include <crypto/internal/simd.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/slab.h>
#include <linux/string.h>

#include <cstring>

#include "internal.h"
#include "rcu.h"
#include "registry.h"
#include "ukc_kernel.h"

// Set by the self-tests' fuzzing to make the SIMD drivers take their fallback paths.
__thread bool crypto_simd_disabled_for_test;

namespace {

using ukc::alg_of;

// Registration compares each new name with every registered one (as 6.12 does): the first
// byte settles almost all of them without a call.
inline bool name_eq(const char *a, const char *b)
{
	return a[0] == b[0] && !strcmp(a, b);
}

// 6.12's crypto_check_alg(): the limits every descriptor must respect.
int alg_check(struct crypto_alg *alg)
{
	if (!alg->cra_name[0] || !alg->cra_driver_name[0])
		return -EINVAL;
	if (alg->cra_alignmask & (alg->cra_alignmask + 1))
		return -EINVAL;
	if (alg->cra_alignmask > MAX_ALGAPI_ALIGNMASK || alg->cra_blocksize > MAX_ALGAPI_BLOCKSIZE)
		return -EINVAL;
	if (!alg->cra_type && (alg->cra_flags & CRYPTO_ALG_TYPE_MASK) == CRYPTO_ALG_TYPE_CIPHER &&
	    (alg->cra_alignmask > MAX_CIPHER_ALIGNMASK ||
	     alg->cra_blocksize > MAX_CIPHER_BLOCKSIZE))
		return -EINVAL;
	if (alg->cra_priority < 0)
		return -EINVAL;
	return 0;
}

// A new algorithm may not take a name that is already some other algorithm's driver name.
bool alg_name_taken_locked(struct crypto_alg *alg)
{
	for (struct list_head *p = ukc::crypto_alg_list.next; p != &ukc::crypto_alg_list;
	     p = p->next) {
		struct crypto_alg *q = alg_of(p);

		if (q == alg)
			return true;
		if (crypto_is_moribund(q))
			continue;
		if (crypto_is_larval(q)) {
			// A test larval whose algorithm was removed mid-test holds the name no
			// longer: the rebuilt instance may take it (else a probe racing the removal
			// would answer -EEXIST for a name nothing has).
			auto *larval = container_of(q, struct crypto_larval, alg);
			if (name_eq(alg->cra_driver_name, q->cra_driver_name) &&
			    !(larval->adult && crypto_is_moribund(larval->adult)))
				return true;
			continue;
		}
		if (name_eq(q->cra_driver_name, alg->cra_name) ||
		    name_eq(q->cra_driver_name, alg->cra_driver_name) ||
		    name_eq(q->cra_name, alg->cra_driver_name))
			return true;
	}
	return false;
}

void test_larval_destroy(struct crypto_alg *alg)
{
	auto *larval = container_of(alg, struct crypto_larval, alg);

	// Waiters read adult after waking: the larval keeps it alive until the last one left.
	if (!IS_ERR_OR_NULL(larval->adult))
		crypto_mod_put(larval->adult);
	kfree(larval);
}

// The stand-in that lookups of @alg's names find (and wait on) while its self-test runs.
struct crypto_larval *test_larval_alloc(struct crypto_alg *alg)
{
	auto *larval = static_cast<struct crypto_larval *>(
		kzalloc(sizeof(struct crypto_larval), GFP_KERNEL));

	if (!larval)
		return nullptr;
	larval->mask = CRYPTO_ALG_TYPE_MASK;
	larval->alg.cra_flags = CRYPTO_ALG_LARVAL | CRYPTO_ALG_TESTED |
				(crypto_alg_flags(alg) & ~(CRYPTO_ALG_LARVAL | CRYPTO_ALG_DEAD));
	larval->alg.cra_priority = alg->cra_priority;
	larval->alg.cra_destroy = test_larval_destroy;
	memcpy(larval->alg.cra_name, alg->cra_name, CRYPTO_MAX_ALG_NAME);
	memcpy(larval->alg.cra_driver_name, alg->cra_driver_name, CRYPTO_MAX_ALG_NAME);
	larval->adult = crypto_mod_get(alg);
	// The registry's reference and the test's: a lookup that times out may unlink the
	// larval (and drop the first) while the test still runs.
	refcount_set(&larval->alg.cra_refcnt, 2);
	init_completion(&larval->completion);
	return larval;
}

// Once @alg is usable, instances built on a same-named algorithm it outranks are retired, so
// the next lookup rebuilds them on the better one.
void alg_finish_registration_locked(struct crypto_alg *alg, ukc::alg_put_list &puts)
{
	for (struct list_head *p = ukc::crypto_alg_list.next; p != &ukc::crypto_alg_list;
	     p = p->next) {
		struct crypto_alg *q = alg_of(p);

		if (q == alg || crypto_is_moribund(q) || crypto_is_larval(q))
			continue;
		if (!name_eq(alg->cra_name, q->cra_name))
			continue;
		if (!name_eq(alg->cra_driver_name, q->cra_driver_name) &&
		    q->cra_priority > alg->cra_priority)
			continue;
		ukc::remove_spawns_locked(q, puts, alg);
	}
}

// Links @alg (and its test larval) into the registry. Returns the larval, nullptr when no
// test is to run, or ERR_PTR.
// @alg is claimed (ukc::alg_claim()): its count is the registry's reference.
struct crypto_larval *register_alg_locked(struct crypto_alg *alg, ukc::alg_put_list &puts)
{
	INIT_LIST_HEAD(&alg->cra_users);
	alg->cra_flags &= ~(CRYPTO_ALG_DEAD | CRYPTO_ALG_DYING);
	if (alg_name_taken_locked(alg))
		return ukc::err_ptr<struct crypto_larval>(-EEXIST);

	// As 6.12's crypto_alloc_test_larval(): an internal algorithm gets no test of its own;
	// the wrapper that exposes it (simd, cryptd) is what testmgr checks.
	struct crypto_larval *larval = nullptr;
	if (!(alg->cra_flags & CRYPTO_ALG_INTERNAL) && !ukc::selftests_disabled()) {
		larval = test_larval_alloc(alg); // takes a reference of its own
		if (!larval)
			return ukc::err_ptr<struct crypto_larval>(-ENOMEM);
	}
	if (larval) {
		alg->cra_flags &= ~CRYPTO_ALG_TESTED; // no cheating: the test sets it
		// The larval goes in first: a reader that reaches the untested algorithm has passed
		// its larval already, so it never takes a test in progress for a failed one.
		list_add_tail_rcu(&larval->alg.cra_list, &ukc::crypto_alg_list);
		list_add_tail_rcu(&alg->cra_list, &ukc::crypto_alg_list);
	} else {
		alg->cra_flags |= CRYPTO_ALG_TESTED;
		list_add_tail_rcu(&alg->cra_list, &ukc::crypto_alg_list);
		alg_finish_registration_locked(alg, puts);
	}
	return larval;
}

} // namespace

// Records the test result: a pass makes the algorithm visible to lookups; a failure leaves
// it registered but untested, so lookups answer -ELIBBAD. A larval a lookup killed for taking
// too long is unlinked already; its result still counts (6.12 finds no larval by that name
// then, logs "alg: Unexpected test result", and the algorithm stays unusable until it is
// registered again).
void ukc::alg_tested(struct crypto_larval *larval, int err)
{
	struct crypto_alg *alg = larval->adult;
	ukc::alg_put_list puts;
	{
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		// -ECANCELED: FIPS mode disallows it; it stays usable only by callers that ask for
		// FIPS-internal algorithms (as templates building allowed algorithms do). A pass
		// clears the flag an instance inherited from such a part: ccm(aes) over the
		// disallowed cbcmac(aes) is itself allowed.
		if (err == -ECANCELED)
			ukc::alg_set_flags(alg, CRYPTO_ALG_FIPS_INTERNAL);
		else if (!err)
			ukc::alg_clear_flags(alg, CRYPTO_ALG_FIPS_INTERNAL);
		if ((!err || err == -ECANCELED) && !crypto_is_moribund(alg)) {
			ukc::alg_set_flags(alg, CRYPTO_ALG_TESTED);
			alg_finish_registration_locked(alg, puts);
		}
		if (!crypto_is_dead(&larval->alg)) {
			ukc::alg_set_flags(&larval->alg, CRYPTO_ALG_DEAD);
			list_del_rcu(&larval->alg.cra_list);
			puts.push_back(&larval->alg);
		}
	}
	complete_all(&larval->completion);
	ukc::put_after_grace_period(puts);
	crypto_alg_put(&larval->alg); // the test's reference
}

void ukc::put_after_grace_period(alg_put_list &algs)
{
	if (algs.empty())
		return;
	synchronize_rcu();
	{
		// Under the mutex, as unregistration reads prev there to tell a linked entry.
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		for (struct crypto_alg *alg = algs.head_, *next; alg; alg = next) {
			struct list_head *link = alg->cra_list.prev;
			next = link == &alg->cra_list ? nullptr : alg_of(link);
			alg->cra_list.next = next ? &next->cra_list : nullptr;
			alg->cra_list.prev = nullptr;
		}
	}
	for (struct crypto_alg *alg = algs.head_, *next; alg; alg = next) {
		next = alg->cra_list.next ? alg_of(alg->cra_list.next) : nullptr;
		crypto_alg_put(alg); // may free it
	}
	algs.head_ = algs.tail_ = nullptr;
}

namespace {

// With deferred tests, an algorithm unregistered before any lookup tested it takes its test
// larval along (no test will end it, and its reference would keep the algorithm busy). No
// thread waits on it: a waiter claims the test first, and a claimed test is left to end. One
// that finds it afterwards learns from ukc::start_test() to look again, without waiting (so
// the larval's completion is never woken: the unregistrations at exit make no system call).
// Registration links the larval just before its algorithm, and only ever at the tail, so the
// entry before @alg is the one to check.
void test_larval_drop_untested_locked(struct crypto_alg *alg, ukc::alg_put_list &puts)
{
	struct list_head *prev = alg->cra_list.prev;

	if (prev == &ukc::crypto_alg_list || !crypto_is_larval(alg_of(prev)) ||
	    crypto_is_dead(alg_of(prev)))
		return;
	auto *larval = container_of(alg_of(prev), struct crypto_larval, alg);
	if (!larval->alg.cra_driver_name[0] || larval->adult != alg ||
	    ukc::test_running_locked(larval))
		return;
	ukc::alg_set_flags(&larval->alg, CRYPTO_ALG_DEAD);
	list_del_rcu(&larval->alg.cra_list);
	puts.push_back(&larval->alg);
	larval->adult = ukc::err_ptr<struct crypto_alg>(-EAGAIN);
	crypto_mod_put(alg);	      // the larval's; the registry's is still held
	crypto_alg_put(&larval->alg); // the test's; the registry's is still held
}

} // namespace

void ukc::remove_alg_locked(struct crypto_alg *alg, alg_put_list &puts)
{
	// Dead already, or never linked (its registration failed): nothing to unlink, as 6.12's
	// crypto_remove_instance() skips an instance that never registered.
	if (crypto_is_dead(alg) || !alg->cra_list.prev)
		return;
	if (ukc::selftests_deferred())
		test_larval_drop_untested_locked(alg, puts);
	ukc::alg_set_flags(alg, CRYPTO_ALG_DEAD);
	list_del_rcu(&alg->cra_list);
	if (alg->cra_flags & CRYPTO_ALG_INSTANCE) {
		auto *inst = container_of(alg, struct crypto_instance, alg);
		if (inst->tmpl)
			hlist_del(&inst->list);
	}
	remove_spawns_locked(alg, puts, nullptr);
	puts.push_back(alg);
}

namespace {

// Whether @spawn is one of @alg's. Until an instance is adopted its spawns are still chained
// through ->next (which shares storage with ->inst, as in the kernel): an untested instance
// being registered retires what it outranks at once, and must not retire itself.
bool spawn_belongs_to(struct crypto_spawn *spawn, struct crypto_alg *alg)
{
	if (spawn->registered)
		return &spawn->inst->alg == alg;
	if (!(alg->cra_flags & CRYPTO_ALG_INSTANCE))
		return false;
	for (struct crypto_spawn *s = container_of(alg, struct crypto_instance, alg)->spawns; s;
	     s = s->next)
		if (s == spawn)
			return true;
	return false;
}

} // namespace

void ukc::remove_spawns_locked(struct crypto_alg *alg, alg_put_list &puts, struct crypto_alg *keep)
{
	u32 new_type = crypto_alg_flags(keep ? keep : alg);
	struct list_head *p = alg->cra_users.next;

	while (p && p != &alg->cra_users) {
		auto *spawn = list_entry(p, struct crypto_spawn, list);
		p = p->next;
		if ((crypto_alg_flags(spawn->alg) ^ new_type) & spawn->mask)
			continue;
		if (keep && spawn_belongs_to(spawn, keep))
			continue;
		list_del_init(&spawn->list);
		spawn->dead = true;
		if (spawn->registered)
			remove_alg_locked(&spawn->inst->alg, puts);
	}
}

int ukc::alg_claim(struct crypto_alg *alg)
{
	ukc::ensure_init();
	// Zero means nothing holds the descriptor: no registration, no tfm, no instance of an
	// earlier one (the last of them dropped its count with a release). The acquire makes
	// their reads of it happen before the writes registration is about to make.
	int idle = 0;
	if (__atomic_compare_exchange_n(&alg->cra_refcnt.refs, &idle, 1, false, __ATOMIC_ACQUIRE,
					__ATOMIC_RELAXED))
		return 0;
	{
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		// Registered and live: as 6.12's __crypto_register_alg() answers for it.
		if (alg->cra_list.prev && !crypto_is_dead(alg))
			return -EEXIST;
	}
	// 6.12 keeps a module (and its descriptors) loaded while its algorithms are in use, and
	// warns when one is unregistered busy; here the driver re-registers it too early.
	WARN(1, "Algorithm %s is busy: still in use since its last registration\n",
	     alg->cra_driver_name);
	return -EBUSY;
}

void ukc::alg_unclaim(struct crypto_alg *alg)
{
	__atomic_store_n(&alg->cra_refcnt.refs, 0, __ATOMIC_RELEASE);
}

int ukc::register_claimed(struct crypto_alg *alg)
{
	alg->cra_flags &= ~CRYPTO_ALG_DEAD;
	int err = alg_check(alg);
	if (err) {
		ukc::alg_unclaim(alg);
		return err;
	}

	ukc::alg_put_list puts;
	struct crypto_larval *larval;
	{
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		larval = register_alg_locked(alg, puts);
	}
	if (IS_ERR(larval)) {
		ukc::alg_unclaim(alg);
		return static_cast<int>(PTR_ERR(larval));
	}
	// Deferred: the first lookup that waits on the larval runs the test (ukc::start_test()).
	if (larval && !ukc::selftests_deferred())
		ukc::run_selftest(larval);
	ukc::put_after_grace_period(puts);
	return 0;
}

extern "C" int crypto_register_alg(struct crypto_alg *alg)
{
	return ukc::register_prepared(alg, [] { return 0; });
}

extern "C" void crypto_unregister_alg(struct crypto_alg *alg)
{
	ukc::alg_put_list puts;
	{
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		if (WARN(!alg->cra_list.prev || crypto_is_dead(alg),
			 "Algorithm %s is not registered\n", alg->cra_driver_name))
			return;
		ukc::remove_alg_locked(alg, puts);
	}
	// The registry's reference goes last; live tfms keep the algorithm usable until freed.
	// 6.12 warns here when they exist (and keeps its reference); we warn and let the last
	// tfm's free drop it, so a descriptor is reusable only once its count is zero again.
	WARN(refcount_read(&alg->cra_refcnt) != 1, "Algorithm %s is busy\n", alg->cra_driver_name);
	ukc::put_after_grace_period(puts);
}

extern "C" int crypto_register_algs(struct crypto_alg *algs, int count)
{
	return ukc::register_all(algs, count, crypto_register_alg, crypto_unregister_alg);
}

extern "C" void crypto_unregister_algs(struct crypto_alg *algs, int count)
{
	for (int i = 0; i < count; i++)
		crypto_unregister_alg(&algs[i]);
}

void ukc::set_alg_names(struct crypto_alg *alg, const char *name, const char *driver)
{
	strscpy(alg->cra_name, name, sizeof(alg->cra_name));
	strscpy(alg->cra_driver_name, driver, sizeof(alg->cra_driver_name));
}

// ---- templates ----

namespace {

std::mutex template_mutex;
LIST_HEAD(template_list);

struct crypto_template *template_find_locked(const char *name)
{
	for (struct list_head *p = template_list.next; p != &template_list; p = p->next) {
		auto *t = list_entry(p, struct crypto_template, list);
		if (!strcmp(t->name, name))
			return t;
	}
	return nullptr;
}

} // namespace

extern "C" int crypto_register_template(struct crypto_template *tmpl)
{
	std::lock_guard<std::mutex> g(template_mutex);

	for (struct list_head *p = template_list.next; p != &template_list; p = p->next)
		if (p == &tmpl->list)
			return -EEXIST;
	INIT_HLIST_HEAD(&tmpl->instances);
	list_add(&tmpl->list, &template_list);
	return 0;
}

extern "C" int crypto_register_templates(struct crypto_template *tmpls, int count)
{
	return ukc::register_all(tmpls, count, crypto_register_template,
				 crypto_unregister_template);
}

extern "C" void crypto_unregister_template(struct crypto_template *tmpl)
{
	{
		std::lock_guard<std::mutex> g(template_mutex);
		list_del_init(&tmpl->list);
	}
	ukc::alg_put_list puts;
	{
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		while (tmpl->instances.first) {
			auto *inst = container_of(tmpl->instances.first, struct crypto_instance,
						  list);
			ukc::remove_alg_locked(&inst->alg, puts);
		}
	}
	ukc::put_after_grace_period(puts);
}

extern "C" void crypto_unregister_templates(struct crypto_template *tmpls, int count)
{
	for (int i = count; i-- > 0;)
		crypto_unregister_template(&tmpls[i]);
}

extern "C" struct crypto_template *crypto_lookup_template(const char *name)
{
	ukc::ensure_init();
	{
		std::lock_guard<std::mutex> g(template_mutex);
		struct crypto_template *tmpl = template_find_locked(name);
		if (tmpl)
			return tmpl;
	}
	if (ukc_request_module("crypto-%s", name))
		return nullptr;
	std::lock_guard<std::mutex> g(template_mutex);
	return template_find_locked(name);
}

// ---- instances and spawns ----

namespace {

void instance_destroy(struct crypto_alg *alg)
{
	auto *inst = container_of(alg, struct crypto_instance, alg);

	alg->cra_type->free(inst);
}

bool instance_spawns_dead_locked(struct crypto_instance *inst)
{
	for (struct crypto_spawn *spawn = inst->spawns; spawn; spawn = spawn->next)
		if (spawn->dead)
			return true;
	return false;
}

// Once the instance is linked, its spawns are its own: their lookup references are dropped
// (the instance is retired through remove_spawns when an inner algorithm goes, as in the
// kernel).
void instance_adopt_spawns_locked(struct crypto_instance *inst)
{
	for (struct crypto_spawn *spawn = inst->spawns, *next; spawn; spawn = next) {
		next = spawn->next; // ->inst takes its place
		spawn->inst = inst;
		spawn->registered = true;
		crypto_mod_put(spawn->alg);
	}
}

} // namespace

extern "C" int crypto_register_instance(struct crypto_template *tmpl, struct crypto_instance *inst)
{
	int err = alg_check(&inst->alg);
	if (err)
		return err;
	err = ukc::alg_claim(&inst->alg);
	if (err)
		return err;
	inst->alg.cra_module = tmpl->module;
	inst->alg.cra_flags |= CRYPTO_ALG_INSTANCE;
	inst->alg.cra_destroy = instance_destroy;
	for (struct crypto_spawn *spawn = inst->spawns; spawn; spawn = spawn->next)
		inst->alg.cra_flags |= crypto_alg_flags(spawn->alg) & CRYPTO_ALG_FIPS_INTERNAL;

	ukc::alg_put_list puts;
	struct crypto_larval *larval;
	{
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		// Linked first, adopted after: a failed registration leaves the spawns the
		// template's, to drop on its error path, and no never-linked instance behind.
		larval = instance_spawns_dead_locked(inst)
				 ? ukc::err_ptr<struct crypto_larval>(-EAGAIN)
				 : register_alg_locked(&inst->alg, puts);
		if (IS_ERR(larval)) {
			ukc::alg_unclaim(&inst->alg);
			return static_cast<int>(PTR_ERR(larval));
		}
		instance_adopt_spawns_locked(inst);
		hlist_add_head(&inst->list, &tmpl->instances);
		inst->tmpl = tmpl;
	}
	if (larval && !ukc::selftests_deferred())
		ukc::queue_selftest(larval);
	ukc::put_after_grace_period(puts);
	return 0;
}

extern "C" void crypto_unregister_instance(struct crypto_instance *inst)
{
	ukc::alg_put_list puts;
	{
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		ukc::remove_alg_locked(&inst->alg, puts);
	}
	ukc::put_after_grace_period(puts);
}

extern "C" int crypto_grab_spawn(struct crypto_spawn *spawn, struct crypto_instance *inst,
				 const char *name, u32 type, u32 mask)
{
	if (WARN_ON_ONCE(inst == nullptr))
		return -EINVAL;
	// Instance names are built from inner names: a missing one is "no such algorithm".
	if (!name)
		return -ENOENT;
	// A part may be FIPS-internal (disallowed on its own in FIPS mode), as 6.12 allows.
	struct crypto_alg *alg = crypto_find_alg(name, spawn->frontend,
						 type | CRYPTO_ALG_FIPS_INTERNAL, mask);
	if (IS_ERR(alg))
		return static_cast<int>(PTR_ERR(alg));

	int err = -EAGAIN;
	{
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		if (!crypto_is_moribund(alg)) {
			list_add(&spawn->list, &alg->cra_users);
			spawn->alg = alg;
			spawn->mask = mask;
			spawn->next = inst->spawns;
			inst->spawns = spawn;
			inst->alg.cra_flags |= crypto_alg_flags(alg) & CRYPTO_ALG_INHERITED_FLAGS;
			err = 0;
		}
	}
	if (err)
		crypto_mod_put(alg);
	return err;
}

extern "C" void crypto_drop_spawn(struct crypto_spawn *spawn)
{
	if (!spawn->alg)
		return;
	{
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		if (!spawn->dead)
			list_del_init(&spawn->list);
	}
	if (!spawn->registered)
		crypto_mod_put(spawn->alg);
}

namespace {

struct crypto_alg *spawn_alg(struct crypto_spawn *spawn)
{
	std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);

	if (spawn->dead || !crypto_mod_get(spawn->alg))
		return ukc::err_ptr<struct crypto_alg>(-EAGAIN);
	return spawn->alg;
}

} // namespace

extern "C" struct crypto_tfm *crypto_spawn_tfm(struct crypto_spawn *spawn, u32 type, u32 mask)
{
	struct crypto_alg *alg = spawn_alg(spawn);

	if (IS_ERR(alg))
		return reinterpret_cast<struct crypto_tfm *>(alg);
	if ((crypto_alg_flags(alg) ^ type) & mask) {
		crypto_mod_put(alg);
		return ukc::err_ptr<struct crypto_tfm>(-EINVAL);
	}
	struct crypto_tfm *tfm = __crypto_alloc_tfm(alg, type, mask);
	if (IS_ERR(tfm))
		crypto_mod_put(alg);
	return tfm;
}

extern "C" void *crypto_spawn_tfm2(struct crypto_spawn *spawn)
{
	struct crypto_alg *alg = spawn_alg(spawn);

	if (IS_ERR(alg))
		return alg;
	void *tfm = crypto_create_tfm(alg, spawn->frontend);
	if (IS_ERR(tfm))
		crypto_mod_put(alg);
	return tfm;
}

// ---- template attributes, as 6.12's algapi.c reads them ----

extern "C" struct crypto_attr_type *crypto_get_attr_type(struct rtattr **tb)
{
	struct rtattr *rta = tb[0];

	if (!rta)
		return ukc::err_ptr<struct crypto_attr_type>(-ENOENT);
	if (rta->rta_len < sizeof(ukc::probe_attr_type) || rta->rta_type != CRYPTOA_TYPE)
		return ukc::err_ptr<struct crypto_attr_type>(-EINVAL);
	return &reinterpret_cast<ukc::probe_attr_type *>(rta)->data;
}

extern "C" int crypto_check_attr_type(struct rtattr **tb, u32 type, u32 *mask_ret)
{
	struct crypto_attr_type *algt = crypto_get_attr_type(tb);

	if (IS_ERR(algt))
		return static_cast<int>(PTR_ERR(algt));
	if ((algt->type ^ type) & algt->mask)
		return -EINVAL;
	*mask_ret = crypto_algt_inherited_mask(algt);
	return 0;
}

extern "C" const char *crypto_attr_alg_name(struct rtattr *rta)
{
	if (!rta)
		return static_cast<const char *>(ERR_PTR(-ENOENT));
	if (rta->rta_len < sizeof(ukc::probe_attr_alg) || rta->rta_type != CRYPTOA_ALG)
		return static_cast<const char *>(ERR_PTR(-EINVAL));
	return reinterpret_cast<ukc::probe_attr_alg *>(rta)->data.name;
}

extern "C" int crypto_inst_setname(struct crypto_instance *inst, const char *name,
				   struct crypto_alg *alg)
{
	if (snprintf(inst->alg.cra_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", name, alg->cra_name) >=
	    CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	if (snprintf(inst->alg.cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", name,
		     alg->cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return 0;
}

// ---- request queues, for drivers that complete asynchronously ----

extern "C" void crypto_init_queue(struct crypto_queue *queue, unsigned int max_qlen)
{
	INIT_LIST_HEAD(&queue->list);
	queue->backlog = &queue->list;
	queue->qlen = 0;
	queue->max_qlen = max_qlen;
}

extern "C" int crypto_enqueue_request(struct crypto_queue *queue,
				      struct crypto_async_request *request)
{
	int err = -EINPROGRESS;

	if (unlikely(queue->qlen >= queue->max_qlen)) {
		if (!(request->flags & CRYPTO_TFM_REQ_MAY_BACKLOG))
			return -ENOSPC;
		err = -EBUSY;
		if (queue->backlog == &queue->list)
			queue->backlog = &request->list;
	}
	queue->qlen++;
	list_add_tail(&request->list, &queue->list);
	return err;
}

extern "C" void crypto_enqueue_request_head(struct crypto_queue *queue,
					    struct crypto_async_request *request)
{
	if (unlikely(queue->qlen >= queue->max_qlen))
		queue->backlog = queue->backlog->prev;
	queue->qlen++;
	list_add(&request->list, &queue->list);
}

extern "C" struct crypto_async_request *crypto_dequeue_request(struct crypto_queue *queue)
{
	if (unlikely(!queue->qlen))
		return nullptr;
	queue->qlen--;
	if (queue->backlog != &queue->list)
		queue->backlog = queue->backlog->next;
	struct list_head *request = queue->list.next;
	list_del_init(request);
	return list_entry(request, struct crypto_async_request, list);
}

extern "C" void crypto_inc(u8 *a, unsigned int size)
{
	// Big-endian increment; the carry loop runs over every byte so time does not leak the value.
	unsigned int carry = 1;

	for (unsigned int i = size; i-- > 0;) {
		unsigned int v = a[i] + carry;
		a[i] = static_cast<u8>(v);
		carry = v >> 8;
	}
}
