/* SPDX-License-Identifier: GPL-2.0-only */
/* The IV generator templates' shared part (kernel 6.12): an AEAD over one child AEAD. */
#ifndef _UKC_CRYPTO_INTERNAL_GENIV_H
#define _UKC_CRYPTO_INTERNAL_GENIV_H

#include <crypto/internal/aead.h>
#include <linux/spinlock.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct aead_geniv_ctx - the context of an IV generator transform
 * @lock: for generators keeping state between requests
 * @child: the AEAD the generator drives
 * @sknull: the shared null skcipher, copying src to dst
 * @salt: ivsize random bytes drawn when the transform is made
 */
struct aead_geniv_ctx {
	spinlock_t lock;
	struct crypto_aead *child;
	struct crypto_sync_skcipher *sknull;
	u8 salt[] __attribute__((aligned(__alignof__(u32))));
};

/**
 * aead_geniv_alloc() - an unregistered "tmpl(inner)" instance over the AEAD named in @tb
 * @tmpl: the generator's template, whose name prefixes the instance's names
 * @tb: the template's attributes
 *
 * The instance has the inner AEAD's priority, block size, alignment, ivsize and maxauthsize;
 * the caller sets encrypt, decrypt, init, exit and the context size, then registers it.
 *
 * Return: the instance, or ERR_PTR(-EINVAL) for an inner ivsize below 8 bytes, -ENAMETOOLONG,
 * -ENOMEM or the lookup's -errno.
 */
struct aead_instance *aead_geniv_alloc(struct crypto_template *tmpl, struct rtattr **tb);

/**
 * aead_init_geniv() - a generator transform's init(): salt, null skcipher and child
 * @tfm: the transform
 *
 * Return: 0 or -errno.
 */
int aead_init_geniv(struct crypto_aead *tfm);

/**
 * aead_exit_geniv() - a generator transform's exit(): frees what aead_init_geniv() took
 * @tfm: the transform
 */
void aead_exit_geniv(struct crypto_aead *tfm);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_GENIV_H */
