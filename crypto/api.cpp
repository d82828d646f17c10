// SPDX-License-Identifier: GPL-2.0-only
// Lookup by name with larvals, and the life cycle of transforms.
#include <crypto/algapi.h>
#include <linux/err.h>
#include <linux/slab.h>
#include <linux/string.h>

#include <cstdlib>
#include <cstring>

#include "internal.h"
#include "rcu.h"
#include "registry.h"
#include "ukc_kernel.h"

namespace ukc {

struct list_head crypto_alg_list = LIST_HEAD_INIT(crypto_alg_list);
std::mutex crypto_alg_mutex;

} // namespace ukc

namespace {

// What one pass over the registry found for a name: the best match among algorithms that
// passed their self-test (or the larvals standing for them), and the best among all of them.
struct lookup_result {
	struct crypto_alg *tested = nullptr;
	struct crypto_alg *any = nullptr;
};

// An exact driver name wins, else the highest priority; at equal priority a larval (a test
// still running) beats the algorithm it stands for, so a reader never takes a test in
// progress for a failed one.
bool alg_better(struct crypto_alg *q, u32 qflags, struct crypto_alg *best, const char *name,
		bool *exact)
{
	*exact = !strcmp(q->cra_driver_name, name);
	if (*exact)
		return true;
	if (strcmp(q->cra_name, name))
		return false;
	if (!best)
		return true;
	return q->cra_priority > best->cra_priority ||
	       (q->cra_priority == best->cra_priority && (qflags & CRYPTO_ALG_LARVAL) &&
		!crypto_is_larval(best));
}

// Both answers in one RCU pass, so that a registration between two passes cannot make a
// good algorithm look failed. @test is CRYPTO_ALG_TESTED when the caller left that flag to
// us, else 0 (then only @tested is filled). Each result holds a reference.
lookup_result alg_lookup_rcu(const char *name, u32 type, u32 mask, u32 test)
{
	for (;;) {
		lookup_result r;
		bool tested_exact = false, any_exact = false;
		{
			ukc::rcu_read_guard rcu;
			struct crypto_alg *q;

			list_for_each_entry_rcu (q, &ukc::crypto_alg_list, cra_list) {
				u32 qflags = crypto_alg_flags(q);
				bool exact;

				if ((qflags & (CRYPTO_ALG_DEAD | CRYPTO_ALG_DYING)) ||
				    ((qflags ^ type) & mask))
					continue;
				if (test && !any_exact &&
				    alg_better(q, qflags, r.any, name, &exact)) {
					r.any = q;
					any_exact = exact;
				}
				if (!tested_exact && ((qflags ^ (type | test)) & test) == 0 &&
				    alg_better(q, qflags, r.tested, name, &exact)) {
					r.tested = q;
					tested_exact = exact;
				}
				if (tested_exact)
					break;
			}
			// The registry's reference is dropped only after a grace period, so the
			// counts cannot reach zero while we are inside this section.
			bool ok = true;
			if (r.tested && !crypto_mod_get(r.tested))
				ok = false;
			if (ok && r.any && !crypto_mod_get(r.any)) {
				if (r.tested)
					crypto_mod_put(r.tested);
				ok = false;
			}
			if (ok)
				return r;
		}
	}
}

struct crypto_alg *alg_lookup_one(const char *name, u32 type, u32 mask)
{
	return alg_lookup_rcu(name, type, mask, 0).tested;
}

struct crypto_alg *crypto_alg_lookup(const char *name, u32 type, u32 mask)
{
	const u32 fips = CRYPTO_ALG_FIPS_INTERNAL;
	u32 test = 0;

	if (!((type | mask) & CRYPTO_ALG_TESTED))
		test = CRYPTO_ALG_TESTED;
	lookup_result r = alg_lookup_rcu(name, type & ~fips, mask & ~fips, test);
	struct crypto_alg *alg = r.tested;
	bool failed = test && r.any && !crypto_is_larval(r.any);
	if (r.any)
		crypto_mod_put(r.any);
	if (alg) {
		// A caller that did not mention the flag must not get a FIPS-disabled algorithm.
		u32 fmask = (((type | mask) ^ fips) & fips) ? fips : mask & fips;
		if (!crypto_is_larval(alg) && ((type ^ crypto_alg_flags(alg)) & fmask)) {
			crypto_mod_put(alg);
			return ukc::err_ptr<struct crypto_alg>(-ENOENT);
		}
		return alg;
	}
	// Nothing tested answers to the name, but something that failed its self-test does.
	if (failed)
		return ukc::err_ptr<struct crypto_alg>(-ELIBBAD);
	return nullptr;
}

bool is_test_larval(struct crypto_larval *larval)
{
	return larval->alg.cra_driver_name[0] != '\0';
}

// How long a lookup waits on a larval: 6.12's 60 s, or UKCRYPTO_LARVAL_TIMEOUT_MS.
unsigned long larval_timeout_ms()
{
	static const unsigned long ms = [] {
		const char *v = ukc::env_get("UKCRYPTO_LARVAL_TIMEOUT_MS");
		unsigned long n = v && *v ? strtoul(v, nullptr, 10) : 0;
		return n ? n : 60 * 1000UL;
	}();
	return ms;
}

// As 6.12's crypto_larval_kill() of a test larval that a lookup gave up on: unlinked, so the
// next lookup finds the algorithm itself (untested: -ELIBBAD, as in 6.12) instead of waiting
// again. Its other waiters, released, answer -ETIMEDOUT as well: they waited on the same
// test. The test goes on.
void test_larval_kill(struct crypto_larval *larval)
{
	ukc::alg_put_list puts;
	{
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		if (crypto_is_dead(&larval->alg))
			return; // the test ended (or another waiter gave up) meanwhile
		larval->timed_out = true;
		ukc::alg_set_flags(&larval->alg, CRYPTO_ALG_DEAD);
		list_del_rcu(&larval->alg.cra_list);
		puts.push_back(&larval->alg);
	}
	complete_all(&larval->completion);
	ukc::put_after_grace_period(puts);
}

// Waits for @alg, a larval, to become something; after larval_timeout_ms() it gives up with
// 6.12's -ETIMEDOUT (which logs nothing). With deferred self-tests the wait for a test larval
// begins with its test, which this thread runs unless another one runs it already. A request
// larval that ends with nothing (or with -EEXIST: two probes for one instance, by its name and
// by its driver name, raced and this one lost) is looked up again once, with the caller's
// type and mask, as 6.12.x's crypto_larval_wait() does.
struct crypto_alg *larval_wait(struct crypto_alg *alg, u32 type, u32 mask)
{
	for (;;) {
		auto *larval = container_of(alg, struct crypto_larval, alg);

		bool done = is_test_larval(larval) && ukc::selftests_deferred() &&
			    !ukc::start_test(larval);
		if (!done)
			done = ukc::wait_for_completion_ms(&larval->completion,
							   larval_timeout_ms());

		if (!done && is_test_larval(larval))
			test_larval_kill(larval);
		alg = done && !larval->timed_out ? larval->adult
						 : ukc::err_ptr<struct crypto_alg>(-ETIMEDOUT);
		if (!alg || PTR_ERR(alg) == -EEXIST) {
			int err = alg ? -EEXIST : -EAGAIN;
			alg = crypto_alg_lookup(larval->alg.cra_name, type, mask);
			if (!alg)
				alg = ukc::err_ptr<struct crypto_alg>(err);
		} else if (IS_ERR(alg)) {
		} else if (is_test_larval(larval) && !(crypto_alg_flags(alg) & CRYPTO_ALG_TESTED)) {
			alg = ukc::err_ptr<struct crypto_alg>(-EAGAIN);
		} else if (crypto_alg_flags(alg) & CRYPTO_ALG_FIPS_INTERNAL) {
			alg = ukc::err_ptr<struct crypto_alg>(-EAGAIN);
		} else if (!crypto_mod_get(alg)) {
			alg = ukc::err_ptr<struct crypto_alg>(-EAGAIN);
		}
		crypto_mod_put(&larval->alg);
		if (IS_ERR(alg) || !crypto_is_larval(alg))
			return alg;
	}
}

void larval_destroy(struct crypto_alg *alg)
{
	kfree(container_of(alg, struct crypto_larval, alg));
}

// A request larval: a placeholder for @name while this thread instantiates it.
struct crypto_larval *larval_alloc(const char *name, u32 type, u32 mask)
{
	auto *larval = static_cast<struct crypto_larval *>(
		kzalloc(sizeof(struct crypto_larval), GFP_KERNEL));

	if (!larval)
		return ukc::err_ptr<struct crypto_larval>(-ENOMEM);
	larval->mask = mask;
	larval->alg.cra_flags = CRYPTO_ALG_LARVAL | type;
	larval->alg.cra_priority = -1;
	larval->alg.cra_destroy = larval_destroy;
	strscpy(larval->alg.cra_name, name, CRYPTO_MAX_ALG_NAME);
	init_completion(&larval->completion);
	return larval;
}

struct crypto_alg *larval_add(const char *name, u32 type, u32 mask)
{
	struct crypto_larval *larval = larval_alloc(name, type, mask);

	if (IS_ERR(larval))
		return reinterpret_cast<struct crypto_alg *>(larval);
	refcount_set(&larval->alg.cra_refcnt, 2); // the registry's and ours
	struct crypto_alg *alg;
	{
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		alg = alg_lookup_one(name, type, mask);
		if (!alg) {
			alg = &larval->alg;
			list_add_tail_rcu(&alg->cra_list, &ukc::crypto_alg_list);
		}
	}
	if (alg != &larval->alg) {
		kfree(larval);
		if (crypto_is_larval(alg))
			alg = larval_wait(alg, type, mask);
	}
	return alg;
}

void larval_kill(struct crypto_alg *alg)
{
	auto *larval = container_of(alg, struct crypto_larval, alg);
	bool unlinked = false;
	{
		std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);
		if (alg->cra_list.prev) {
			list_del_rcu(&alg->cra_list);
			unlinked = true;
		}
	}
	complete_all(&larval->completion);
	if (unlinked) {
		synchronize_rcu();
		crypto_alg_put(alg);
	}
}

struct crypto_alg *larval_lookup(const char *name, u32 type, u32 mask)
{
	// As 6.12, type keeps its other bits: CRYPTO_ALG_FIPS_INTERNAL in it (a template's part)
	// accepts an algorithm FIPS mode disallows on its own.
	type &= ~(CRYPTO_ALG_LARVAL | CRYPTO_ALG_DEAD);
	mask &= ~(CRYPTO_ALG_LARVAL | CRYPTO_ALG_DEAD);

	struct crypto_alg *alg = crypto_alg_lookup(name, type, mask);
	// Unknown: a module may provide it (the kernel's request_module("crypto-%s")).
	if (!alg && !(mask & CRYPTO_NOLOAD) && ukc_request_module("crypto-%s", name) == 0)
		alg = crypto_alg_lookup(name, type, mask);
	if (!IS_ERR_OR_NULL(alg) && crypto_is_larval(alg))
		return larval_wait(alg, type, mask);
	if (alg)
		return alg;
	return larval_add(name, type, mask);
}

} // namespace

extern "C" struct crypto_alg *crypto_mod_get(struct crypto_alg *alg)
{
	return refcount_inc_not_zero(&alg->cra_refcnt) ? alg : nullptr;
}

extern "C" void crypto_alg_put(struct crypto_alg *alg)
{
	if (refcount_dec_and_test(&alg->cra_refcnt) && alg->cra_destroy)
		alg->cra_destroy(alg);
}

extern "C" void crypto_mod_put(struct crypto_alg *alg)
{
	crypto_alg_put(alg);
}

extern "C" struct crypto_alg *crypto_alg_mod_lookup(const char *name, u32 type, u32 mask)
{
	ukc::ensure_init();
	// As 6.12: no name, or one too long to be any algorithm's, is no such algorithm.
	if (!name || strnlen(name, CRYPTO_MAX_ALG_NAME) >= CRYPTO_MAX_ALG_NAME)
		return ukc::err_ptr<struct crypto_alg>(-ENOENT);
	// Internal algorithms ("__cbc-aes-aesni") answer only callers that name the flag.
	if (!((type | mask) & CRYPTO_ALG_INTERNAL))
		mask |= CRYPTO_ALG_INTERNAL;

	struct crypto_alg *larval = larval_lookup(name, type, mask);
	if (IS_ERR(larval) || !crypto_is_larval(larval))
		return larval;

	// A self-test whose algorithm was unregistered meanwhile gets -ENOENT for it, as a lookup
	// racing the removal would: its result no longer matters (ukc::alg_tested()).
	struct crypto_alg *alg;
	if (!ukc::selftest_subject_removed(name) &&
	    ukc_probe_template(container_of(larval, struct crypto_larval, alg))) {
		alg = larval_wait(larval, type, mask);
	} else {
		crypto_mod_put(larval);
		alg = ukc::err_ptr<struct crypto_alg>(-ENOENT);
	}
	larval_kill(larval);
	return alg;
}

extern "C" struct crypto_alg *crypto_find_alg(const char *alg_name,
					      const struct crypto_type *frontend, u32 type,
					      u32 mask)
{
	if (frontend) {
		type &= frontend->maskclear;
		mask &= frontend->maskclear;
		type |= frontend->type;
		mask |= frontend->maskset;
	}
	return crypto_alg_mod_lookup(alg_name, type, mask);
}

extern "C" unsigned int crypto_alg_extsize(struct crypto_alg *alg)
{
	return alg->cra_ctxsize + (alg->cra_alignmask & ~(crypto_tfm_ctx_alignment() - 1));
}

namespace {

void tfm_exit_ops(struct crypto_tfm *tfm)
{
	if (tfm->exit)
		tfm->exit(tfm);
}

// Runs cra_init after the type's init, unless the type took over the exit path.
int tfm_run_cra_init(struct crypto_tfm *tfm)
{
	struct crypto_alg *alg = tfm->__crt_alg;

	if (tfm->exit || !alg->cra_init)
		return 0;
	int err = alg->cra_init(tfm);
	if (err)
		tfm_exit_ops(tfm);
	return err;
}

} // namespace

extern "C" struct crypto_tfm *__crypto_alloc_tfm(struct crypto_alg *alg, u32 type, u32 mask)
{
	(void)type;
	(void)mask;
	size_t size = sizeof(struct crypto_tfm) + crypto_alg_extsize(alg);
	auto *tfm = static_cast<struct crypto_tfm *>(kzalloc(size, GFP_KERNEL));

	if (!tfm)
		return ukc::err_ptr<struct crypto_tfm>(-ENOMEM);
	tfm->__crt_alg = alg;
	refcount_set(&tfm->refcnt, 1);
	int err = tfm_run_cra_init(tfm);
	if (err) {
		kfree_sensitive(tfm);
		return ukc::err_ptr<struct crypto_tfm>(err);
	}
	return tfm;
}

namespace {

// As 6.12's allocators: -EAGAIN (from the lookup or the tfm: an algorithm died under us)
// means look up and build again, until something else is answered. -EEXIST is tried again
// twice: the instance that took the name may have been one that died since (a probe by
// cra_name raced ours by driver name); a name that can never match its instance (6.12's
// gcm_base(ctr(aes),...) quirk) still ends with -EEXIST, as in 6.12.
template <typename Alloc> auto alloc_retrying(Alloc alloc)
{
	for (int eexist = 0;;) {
		auto tfm = alloc();
		long err = PTR_ERR(tfm);

		if (!IS_ERR(tfm) || (err != -EAGAIN && (err != -EEXIST || ++eexist > 2)))
			return tfm;
	}
}

} // namespace

extern "C" struct crypto_tfm *crypto_alloc_base(const char *alg_name, u32 type, u32 mask)
{
	return alloc_retrying([&]() -> struct crypto_tfm * {
		struct crypto_alg *alg = crypto_alg_mod_lookup(alg_name, type, mask);

		if (IS_ERR(alg))
			return reinterpret_cast<struct crypto_tfm *>(alg);
		struct crypto_tfm *tfm = __crypto_alloc_tfm(alg, type, mask);
		if (IS_ERR(tfm))
			crypto_mod_put(alg);
		return tfm;
	});
}

namespace {

// A zeroed frontend tfm of @alg with one reference; null when out of memory.
char *tfm_alloc_mem(struct crypto_alg *alg, const struct crypto_type *frontend)
{
	size_t total = frontend->tfmsize + sizeof(struct crypto_tfm) + frontend->extsize(alg);
	auto *mem = static_cast<char *>(kzalloc(total, GFP_KERNEL));

	if (!mem)
		return nullptr;
	auto *tfm = reinterpret_cast<struct crypto_tfm *>(mem + frontend->tfmsize);
	tfm->__crt_alg = alg;
	refcount_set(&tfm->refcnt, 1);
	return mem;
}

} // namespace

extern "C" void *crypto_create_tfm(struct crypto_alg *alg, const struct crypto_type *frontend)
{
	char *mem = tfm_alloc_mem(alg, frontend);

	if (!mem)
		return ERR_PTR(-ENOMEM);
	auto *tfm = reinterpret_cast<struct crypto_tfm *>(mem + frontend->tfmsize);
	int err = frontend->init_tfm(tfm);
	if (!err)
		err = tfm_run_cra_init(tfm);
	if (err) {
		kfree_sensitive(mem);
		return ERR_PTR(err);
	}
	return mem;
}

extern "C" void *crypto_clone_tfm(const struct crypto_type *frontend, struct crypto_tfm *otfm)
{
	struct crypto_alg *alg = otfm->__crt_alg;

	if (unlikely(!crypto_mod_get(alg)))
		return ERR_PTR(-ESTALE);
	char *mem = tfm_alloc_mem(alg, frontend);
	if (!mem) {
		crypto_mod_put(alg);
		return ERR_PTR(-ENOMEM);
	}
	auto *tfm = reinterpret_cast<struct crypto_tfm *>(mem + frontend->tfmsize);
	tfm->crt_flags = otfm->crt_flags;
	tfm->exit = otfm->exit;
	return mem;
}

extern "C" void *crypto_alloc_tfm(const char *alg_name, const struct crypto_type *frontend,
				  u32 type, u32 mask)
{
	return alloc_retrying([&]() -> void * {
		struct crypto_alg *alg = crypto_find_alg(alg_name, frontend, type, mask);

		if (IS_ERR(alg))
			return alg;
		void *tfm = crypto_create_tfm(alg, frontend);
		if (IS_ERR(tfm))
			crypto_mod_put(alg);
		return tfm;
	});
}

extern "C" void crypto_destroy_tfm(void *mem, struct crypto_tfm *tfm)
{
	if (IS_ERR_OR_NULL(mem))
		return;
	if (!refcount_dec_and_test(&tfm->refcnt))
		return;
	struct crypto_alg *alg = tfm->__crt_alg;
	if (!tfm->exit && alg->cra_exit)
		alg->cra_exit(tfm);
	tfm_exit_ops(tfm);
	crypto_mod_put(alg);
	// Contexts hold keys: wipe the whole allocation.
	kfree_sensitive(mem);
}

extern "C" int crypto_has_alg(const char *name, u32 type, u32 mask)
{
	struct crypto_alg *alg = crypto_alg_mod_lookup(name, type, mask);

	if (IS_ERR(alg))
		return 0;
	crypto_mod_put(alg);
	return 1;
}

extern "C" int crypto_type_has_alg(const char *name, const struct crypto_type *frontend, u32 type,
				   u32 mask)
{
	struct crypto_alg *alg = crypto_find_alg(name, frontend, type, mask);

	if (IS_ERR(alg))
		return 0;
	crypto_mod_put(alg);
	return 1;
}

// The completion callback of crypto_wait_req(): -EINPROGRESS (a backlogged request now
// started) is not the end.
extern "C" void crypto_req_done(void *data, int err)
{
	auto *wait = static_cast<struct crypto_wait *>(data);

	if (err == -EINPROGRESS)
		return;
	wait->err = err;
	complete(&wait->completion);
}

extern "C" int crypto_init(void)
{
	return ukc::initcall_result();
}
