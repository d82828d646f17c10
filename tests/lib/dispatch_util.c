// SPDX-License-Identifier: GPL-2.0-only
// The lookups and mask rows of the dispatch suites (see dispatch_util.h).
#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "dispatch_util.h"

long dispatch_chosen(const char *alg, enum alg_kind kind, u32 type, char *out, int *prio)
{
	void *mem;
	struct crypto_tfm *base;

	switch (kind) {
	case KIND_CIPHER:
		mem = crypto_alloc_cipher(alg, type, type);
		base = IS_ERR(mem) ? NULL : crypto_cipher_tfm(mem);
		break;
	case KIND_SKCIPHER:
		mem = crypto_alloc_skcipher(alg, type, type);
		base = IS_ERR(mem) ? NULL : crypto_skcipher_tfm(mem);
		break;
	case KIND_AEAD:
		mem = crypto_alloc_aead(alg, type, type);
		base = IS_ERR(mem) ? NULL : crypto_aead_tfm(mem);
		break;
	default:
		mem = crypto_alloc_shash(alg, type, type);
		base = IS_ERR(mem) ? NULL : crypto_shash_tfm(mem);
		break;
	}
	if (!base)
		return PTR_ERR(mem);
	strcpy(out, crypto_tfm_alg_driver_name(base));
	if (prio)
		*prio = base->__crt_alg->cra_priority;
	crypto_destroy_tfm(mem, base);
	return 0;
}

void dispatch_assert_chosen(const char *mask, const char *alg, enum alg_kind kind, const char *want)
{
	char got[CRYPTO_MAX_ALG_NAME];
	long err = dispatch_chosen(alg, kind, 0, got, NULL);

	ck_assert_msg(!err, "mask \"%s\": %s: %ld", mask, alg, err);
	ck_assert_msg(!want || !strcmp(got, want), "mask \"%s\": %s chose %s, expected %s", mask,
		      alg, got, want);
}

unsigned int dispatch_mask_row(const void *rows, size_t stride, unsigned int n)
{
	const char *mask = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");
	unsigned int r = 0;

	mask = mask ? mask : "";
	while (r < n && strcmp(*(const char *const *)((const char *)rows + r * stride), mask))
		r++;
	ck_assert_msg(r < n, "no expectations for the mask \"%s\"", mask);
	return r;
}
