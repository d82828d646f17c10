/* SPDX-License-Identifier: GPL-2.0-only */
/* The known-answer test a KDF module runs from its init (6.12's kdf_sp800108.c): one vector,
 * derived through the module's own setkey and generate calls over the named keyed hash. */
#ifndef _UKC_CRYPTO_INTERNAL_KDF_SELFTEST_H
#define _UKC_CRYPTO_INTERNAL_KDF_SELFTEST_H

#include <crypto/hash.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/uio.h>

struct kdf_testvec {
	unsigned char *key;
	size_t keylen;
	unsigned char *ikm;
	size_t ikmlen;
	struct kvec info;
	unsigned char *expected;
	size_t expectedlen;
};

typedef int (*kdf_setkey_fn)(struct crypto_shash *kmd, const u8 *key, size_t keylen, const u8 *ikm,
			     size_t ikmlen);
typedef int (*kdf_generate_fn)(struct crypto_shash *kmd, const struct kvec *info,
			       unsigned int info_nvec, u8 *dst, unsigned int dlen);

/* 0 when @setkey and @generate over @name give @test's expected bytes; -EINVAL when they give
 * others, -ENOMEM when the hash cannot be had, else the failing call's error (each failure
 * logged with 6.12's words). */
static inline int kdf_test(const struct kdf_testvec *test, const char *name, kdf_setkey_fn setkey,
			   kdf_generate_fn generate)
{
	u8 *out = (u8 *)kzalloc(test->expectedlen, GFP_KERNEL);
	struct crypto_shash *kmd;
	int err;

	if (!out)
		return -ENOMEM;
	kmd = crypto_alloc_shash(name, 0, 0);
	if (IS_ERR(kmd)) {
		pr_err("alg: kdf: could not allocate hash handle for %s\n", name);
		kfree(out);
		return -ENOMEM;
	}
	err = setkey(kmd, test->key, test->keylen, test->ikm, test->ikmlen);
	if (err) {
		pr_err("alg: kdf: could not set key derivation key\n");
	} else {
		err = generate(kmd, &test->info, 1, out, (unsigned int)test->expectedlen);
		if (err)
			pr_err("alg: kdf: could not obtain key data\n");
		else if (memcmp(test->expected, out, test->expectedlen))
			err = -EINVAL;
	}
	crypto_free_shash(kmd);
	kfree(out);
	return err;
}

#endif /* _UKC_CRYPTO_INTERNAL_KDF_SELFTEST_H */
