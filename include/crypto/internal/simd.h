/* SPDX-License-Identifier: GPL-2.0-only */
/* Whether SIMD may be used on this thread, the test switch that forces the fallback path, and
 * the simd wrappers that expose an internal SIMD skcipher or AEAD with a cryptd fallback. */
#ifndef _UKC_CRYPTO_INTERNAL_SIMD_H
#define _UKC_CRYPTO_INTERNAL_SIMD_H

#include <asm/simd.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct simd_skcipher_alg;
struct skcipher_alg;
struct simd_aead_alg;
struct aead_alg;

/**
 * simd_skcipher_create_compat() - register a wrapper around an internal skcipher
 * @ialg: the registered internal algorithm ("__ecb(aes)" / "__ecb-aes-aesni")
 * @algname: the wrapper's cra_name ("ecb(aes)")
 * @drvname: the wrapper's cra_driver_name ("ecb-aes-aesni")
 * @basename: the driver name the wrapper's tfms look the internal algorithm up by
 *
 * The wrapper is asynchronous (CRYPTO_ALG_ASYNC) and takes @ialg's priority, sizes and key
 * range. A request runs @ialg directly when crypto_simd_usable(), else through
 * "cryptd(@basename)" on a worker thread.
 *
 * Return: the wrapper, or ERR_PTR: -ENAMETOOLONG, -ENOMEM, or the registration's -errno.
 */
struct simd_skcipher_alg *simd_skcipher_create_compat(struct skcipher_alg *ialg,
						      const char *algname, const char *drvname,
						      const char *basename);

/**
 * simd_skcipher_free() - unregister and free a wrapper
 * @alg: what simd_skcipher_create_compat() returned
 */
void simd_skcipher_free(struct simd_skcipher_alg *alg);

/**
 * simd_register_skciphers_compat() - register internal skciphers and a wrapper for each
 * @algs: the algorithms, each named "__<name>" and "__<driver>" and flagged CRYPTO_ALG_INTERNAL
 * @count: how many
 * @simd_algs: receives the wrappers, "<name>" / "<driver>"
 *
 * Return: 0, or the first -errno (everything registered so far is unregistered again).
 */
int simd_register_skciphers_compat(struct skcipher_alg *algs, int count,
				   struct simd_skcipher_alg **simd_algs);

/**
 * simd_unregister_skciphers() - undo simd_register_skciphers_compat()
 * @algs: the internal algorithms
 * @count: how many
 * @simd_algs: the wrappers; each non-NULL one is freed and set to NULL
 */
void simd_unregister_skciphers(struct skcipher_alg *algs, int count,
			       struct simd_skcipher_alg **simd_algs);

/**
 * simd_aead_create_compat() - register a wrapper around an internal AEAD
 * @ialg: the registered internal algorithm ("__gcm(aes)" / "__generic-gcm-aesni")
 * @algname: the wrapper's cra_name ("gcm(aes)")
 * @drvname: the wrapper's cra_driver_name ("generic-gcm-aesni")
 * @basename: the driver name the wrapper's tfms look the internal algorithm up by
 *
 * The wrapper is asynchronous (CRYPTO_ALG_ASYNC) and takes @ialg's priority, sizes and tag
 * size. A request runs @ialg directly when crypto_simd_usable(), else through
 * "cryptd(@basename)" on a worker thread.
 *
 * Return: the wrapper, or ERR_PTR: -ENAMETOOLONG, -ENOMEM, or the registration's -errno.
 */
struct simd_aead_alg *simd_aead_create_compat(struct aead_alg *ialg, const char *algname,
					      const char *drvname, const char *basename);

/**
 * simd_aead_free() - unregister and free a wrapper
 * @alg: what simd_aead_create_compat() returned
 */
void simd_aead_free(struct simd_aead_alg *alg);

/**
 * simd_register_aeads_compat() - register internal AEADs and a wrapper for each
 * @algs: the algorithms, each named "__<name>" and "__<driver>" and flagged CRYPTO_ALG_INTERNAL
 * @count: how many
 * @simd_algs: receives the wrappers, "<name>" / "<driver>"
 *
 * Return: 0, or the first -errno (everything registered so far is unregistered again).
 */
int simd_register_aeads_compat(struct aead_alg *algs, int count, struct simd_aead_alg **simd_algs);

/**
 * simd_unregister_aeads() - undo simd_register_aeads_compat()
 * @algs: the internal algorithms
 * @count: how many
 * @simd_algs: the wrappers; each non-NULL one is freed and set to NULL
 */
void simd_unregister_aeads(struct aead_alg *algs, int count, struct simd_aead_alg **simd_algs);

/* Per-thread flag the self-tests set to exercise a driver's non-SIMD path (6.12's
 * crypto_simd_disabled_for_test). Read with the initial-exec model, as the library is built
 * (meson.build): a kernel module loaded beside it reads it in one load, as 6.12's per-CPU read
 * is, not through __tls_get_addr(). */
extern __thread bool crypto_simd_disabled_for_test __attribute__((tls_model("initial-exec")));

static inline bool crypto_simd_usable(void)
{
	return may_use_simd() && !crypto_simd_disabled_for_test;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_SIMD_H */
