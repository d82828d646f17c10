/* SPDX-License-Identifier: GPL-2.0-only */
/* The SP 800-90A DRBGs' calling conventions: additional input and test entropy (kernel 6.12). */
#ifndef _UKC_CRYPTO_DRBG_H
#define _UKC_CRYPTO_DRBG_H

#include <crypto/internal/rng.h>
#include <crypto/rng.h>
#include <linux/list.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct drbg_string - one piece of input to a DRBG
 * @buf: the bytes
 * @len: how many
 * @list: link in a list of inputs that are concatenated
 */
struct drbg_string {
	const unsigned char *buf;
	size_t len;
	struct list_head list;
};

static inline void drbg_string_fill(struct drbg_string *string, const unsigned char *buf,
				    size_t len)
{
	string->buf = buf;
	string->len = len;
	INIT_LIST_HEAD(&string->list);
}

typedef uint32_t drbg_flag_t;

/**
 * struct drbg_test_data - what a known-answer test hands a DRBG
 * @testentropy: the entropy (and nonce) the next seeding takes in place of the system's
 */
struct drbg_test_data {
	struct drbg_string *testentropy;
};

/**
 * crypto_drbg_get_bytes_addtl() - random bytes with additional input
 * @drng: the DRBG
 * @outbuf: where the bytes go
 * @outlen: how many
 * @addtl: the additional input
 *
 * Return: 0 or -errno, as crypto_rng_generate().
 */
static inline int crypto_drbg_get_bytes_addtl(struct crypto_rng *drng, unsigned char *outbuf,
					      unsigned int outlen, struct drbg_string *addtl)
{
	return crypto_rng_generate(drng, addtl->buf, addtl->len, outbuf, outlen);
}

/**
 * crypto_drbg_get_bytes_addtl_test() - random bytes with additional input and test entropy
 * @drng: the DRBG
 * @outbuf: where the bytes go
 * @outlen: how many
 * @addtl: the additional input
 * @test_data: the entropy a prediction-resistant DRBG reseeds with before generating
 *
 * Return: 0 or -errno, as crypto_rng_generate().
 */
static inline int crypto_drbg_get_bytes_addtl_test(struct crypto_rng *drng, unsigned char *outbuf,
						   unsigned int outlen, struct drbg_string *addtl,
						   struct drbg_test_data *test_data)
{
	crypto_rng_set_entropy(drng, test_data->testentropy->buf, test_data->testentropy->len);
	return crypto_rng_generate(drng, addtl->buf, addtl->len, outbuf, outlen);
}

/**
 * crypto_drbg_reset_test() - instantiate a DRBG with test entropy
 * @drng: the DRBG
 * @pers: the personalization string
 * @test_data: the entropy and nonce to instantiate with
 *
 * Return: 0 or -errno, as crypto_rng_reset().
 */
static inline int crypto_drbg_reset_test(struct crypto_rng *drng, struct drbg_string *pers,
					 struct drbg_test_data *test_data)
{
	crypto_rng_set_entropy(drng, test_data->testentropy->buf, test_data->testentropy->len);
	return crypto_rng_reset(drng, pers->buf, pers->len);
}

/* The mechanism of a DRBG core. */
#define DRBG_CTR ((drbg_flag_t)1 << 0)
#define DRBG_HMAC ((drbg_flag_t)1 << 1)
#define DRBG_HASH ((drbg_flag_t)1 << 2)
#define DRBG_TYPE_MASK (DRBG_CTR | DRBG_HMAC | DRBG_HASH)
/* Its security strength. */
#define DRBG_STRENGTH128 ((drbg_flag_t)1 << 3)
#define DRBG_STRENGTH192 ((drbg_flag_t)1 << 4)
#define DRBG_STRENGTH256 ((drbg_flag_t)1 << 5)
#define DRBG_STRENGTH_MASK (DRBG_STRENGTH128 | DRBG_STRENGTH192 | DRBG_STRENGTH256)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_DRBG_H */
