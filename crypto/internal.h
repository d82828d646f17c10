/* SPDX-License-Identifier: GPL-2.0-only */
/* The core's private interface between registry, types, templates and testmgr. */
#ifndef _UKC_CRYPTO_INTERNAL_H
#define _UKC_CRYPTO_INTERNAL_H

#include <crypto/algapi.h>
#include <linux/completion.h>
#include <linux/rtnetlink.h>
#include <linux/seq_file.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Names of the attributes a parsed template name carries in tb[] (tb[0] type, tb[1..] algs). */
enum {
	CRYPTOA_UNSPEC,
	CRYPTOA_ALG,
	CRYPTOA_TYPE,
	__CRYPTOA_MAX,
};

#define CRYPTO_MAX_ATTRS 32

/* The parsed-name attributes keep netlink's layout: struct rtattr from <linux/rtnetlink.h>. */

/**
 * struct crypto_larval - a placeholder in the registry for a name being made or tested
 * @alg: the placeholder's descriptor (CRYPTO_ALG_LARVAL set)
 * @adult: what it became: the algorithm, an ERR_PTR, or NULL (look again)
 * @completion: completed when @adult is known
 * @mask: the lookup mask that created it
 * @test_started: the self-test has begun
 * @test_fork: with deferred self-tests, the fork generation of the process whose thread
 *	started the test (a forked child, which has not that thread, starts it again)
 * @timed_out: a test larval killed by a lookup that waited too long (its waiters answer
 *	-ETIMEDOUT; the test goes on)
 * @deferred_next: the next test larval whose self-test waits for its thread's probe to end
 */
struct crypto_larval {
	struct crypto_alg alg;
	struct crypto_alg *adult;
	struct completion completion;
	u32 mask;
	bool test_started;
	bool timed_out;
	unsigned int test_fork;
	struct crypto_larval *deferred_next;
};

/**
 * alg_test() - run the self-tests for an algorithm (testmgr)
 * @driver: the driver name
 * @alg: the algorithm name
 * @type: its type flags
 * @mask: lookup mask (CRYPTO_ALG_TESTED: find the untested algorithm)
 *
 * Return: 0 if it passed or has no tests, else the failing -errno.
 */
int alg_test(const char *driver, const char *alg, u32 type, u32 mask);

/* Reference counting of algorithms. crypto_mod_get() fails (NULL) once the count hit zero. */
struct crypto_alg *crypto_mod_get(struct crypto_alg *alg);
struct crypto_alg *crypto_alg_mod_lookup(const char *name, u32 type, u32 mask);

static inline struct crypto_alg *crypto_alg_get(struct crypto_alg *alg)
{
	refcount_inc(&alg->cra_refcnt);
	return alg;
}

void crypto_alg_put(struct crypto_alg *alg);

/*
 * crypto_alg_flags() - an algorithm's cra_flags as lock-free readers must see them
 *
 * Lookups read the flags under RCU while registration, testing and removal change them
 * under the registry mutex: the writers publish with release stores (ukc::alg_set_flags()),
 * the readers load with acquire, so a reader that sees CRYPTO_ALG_TESTED also sees what the
 * test wrote before it.
 */
static inline u32 crypto_alg_flags(const struct crypto_alg *alg)
{
	return __atomic_load_n(&alg->cra_flags, __ATOMIC_ACQUIRE);
}

static inline int crypto_is_larval(struct crypto_alg *alg)
{
	return crypto_alg_flags(alg) & CRYPTO_ALG_LARVAL;
}

static inline int crypto_is_dead(struct crypto_alg *alg)
{
	return crypto_alg_flags(alg) & CRYPTO_ALG_DEAD;
}

static inline int crypto_is_moribund(struct crypto_alg *alg)
{
	return crypto_alg_flags(alg) & (CRYPTO_ALG_DEAD | CRYPTO_ALG_DYING);
}

/**
 * crypto_create_tfm() - allocate and initialise a tfm of @alg through @frontend
 * @alg: the algorithm (the caller's reference passes to the tfm on success)
 * @frontend: the type's operations (tfmsize, extsize, init_tfm)
 *
 * Return: the frontend's tfm struct (the start of the allocation), or ERR_PTR.
 */
void *crypto_create_tfm(struct crypto_alg *alg, const struct crypto_type *frontend);
struct crypto_alg *crypto_find_alg(const char *alg_name, const struct crypto_type *frontend,
				   u32 type, u32 mask);
void *crypto_alloc_tfm(const char *alg_name, const struct crypto_type *frontend, u32 type,
		       u32 mask);
struct crypto_tfm *__crypto_alloc_tfm(struct crypto_alg *alg, u32 type, u32 mask);

/**
 * crypto_clone_tfm() - a new tfm of @otfm's algorithm through @frontend, for a type's clone
 * @frontend: the type's operations (tfmsize, extsize)
 * @otfm: the tfm to clone
 *
 * As 6.12's: the new tfm has @otfm's flags and type-level destructor and a zeroed context
 * (the type's and the algorithm's clone hooks fill it); neither init hook runs. It holds a
 * reference of its own on the algorithm.
 *
 * Return: the frontend's tfm struct (the start of the allocation), or ERR_PTR: -ESTALE
 * when the algorithm is going away, -ENOMEM.
 */
void *crypto_clone_tfm(const struct crypto_type *frontend, struct crypto_tfm *otfm);

/* Another reference on @tfm, which crypto_destroy_tfm() drops: a clone that shares it. */
static inline struct crypto_tfm *crypto_tfm_get(struct crypto_tfm *tfm)
{
	return refcount_inc_not_zero(&tfm->refcnt) ? tfm : (struct crypto_tfm *)ERR_PTR(-EOVERFLOW);
}
unsigned int crypto_alg_extsize(struct crypto_alg *alg);
int crypto_type_has_alg(const char *name, const struct crypto_type *frontend, u32 type, u32 mask);

/* /proc/crypto: one block per registered algorithm, as the kernel prints it. */
void crypto_proc_show(struct seq_file *m);

#ifdef __cplusplus
}

/* Instantiates the larval's template name in the calling thread (crypto/algboss.cpp): false
 * when the name is no template expression. */
bool ukc_probe_template(struct crypto_larval *larval);
#endif

#endif /* _UKC_CRYPTO_INTERNAL_H */
