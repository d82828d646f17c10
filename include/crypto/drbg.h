/* SPDX-License-Identifier: GPL-2.0-only */
/* The SP 800-90A DRBGs (kernel 6.12): the calling conventions (additional input, test entropy),
 * and the state and core descriptions 6.12's drbg.c keeps its DRBGs in. */
#ifndef _UKC_CRYPTO_DRBG_H
#define _UKC_CRYPTO_DRBG_H

#include <crypto/hash.h>
#include <crypto/internal/rng.h>
#include <crypto/rng.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/fips.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/random.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>
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

/**
 * drbg_string_fill() - make @string refer to @len bytes at @buf, in a list of its own
 * @string: the input
 * @buf: the bytes (kept by reference)
 * @len: how many
 */
static inline void drbg_string_fill(struct drbg_string *string, const unsigned char *buf,
				    size_t len)
{
	string->buf = buf;
	string->len = len;
	INIT_LIST_HEAD(&string->list);
}

typedef uint32_t drbg_flag_t;

struct drbg_state;

/**
 * struct drbg_core - one DRBG a drbg.c registers
 * @flags: DRBG_CTR, DRBG_HMAC or DRBG_HASH, and its DRBG_STRENGTH*
 * @statelen: the length of V (and of the key, for HMAC and CTR), in bytes
 * @blocklen_bytes: the output block of the underlying function, in bytes
 * @cra_name: the DRBG's name ("hmac_sha256": registered as drbg_pr_/drbg_nopr_ plus it)
 * @backend_cra_name: the algorithm it runs on ("hmac(sha256)", "ecb(aes)", "sha512")
 */
struct drbg_core {
	drbg_flag_t flags;
	__u8 statelen;
	__u8 blocklen_bytes;
	char cra_name[CRYPTO_MAX_ALG_NAME];
	char backend_cra_name[CRYPTO_MAX_ALG_NAME];
};

/**
 * struct drbg_state_ops - one mechanism's steps (SP 800-90A section 10)
 * @update: fold the list @seed into the state; @reseed is nonzero for a reseed
 * @generate: fill @buf (@buflen bytes) with the additional input @addtl
 * @crypto_init: allocate the backend (into @drbg's priv_data, or its CTR handle)
 * @crypto_fini: free it
 */
struct drbg_state_ops {
	int (*update)(struct drbg_state *drbg, struct list_head *seed, int reseed);
	int (*generate)(struct drbg_state *drbg, unsigned char *buf, unsigned int buflen,
			struct list_head *addtl);
	int (*crypto_init)(struct drbg_state *drbg);
	int (*crypto_fini)(struct drbg_state *drbg);
};

/**
 * struct drbg_test_data - what a known-answer test hands a DRBG
 * @testentropy: the entropy (and nonce) the next seeding takes in place of the system's
 */
struct drbg_test_data {
	struct drbg_string *testentropy;
};

/* How far a DRBG is seeded: not at all, from a system source not yet fully seeded itself
 * (!rng_is_initialized()), or fully. */
enum drbg_seed_state {
	DRBG_SEED_STATE_UNSEEDED,
	DRBG_SEED_STATE_PARTIAL,
	DRBG_SEED_STATE_FULL,
};

/**
 * struct drbg_state - one DRBG instance (a "stdrng" tfm's context)
 * @drbg_mutex: held around every operation on the instance
 * @V: the value V of SP 800-90A section 10 (aligned into @Vbuf)
 * @Vbuf: its allocation
 * @C: the constant C (Hash_DRBG) or the key (HMAC_DRBG, CTR_DRBG) (aligned into @Cbuf)
 * @Cbuf: its allocation
 * @reseed_ctr: requests since the last (re)seed
 * @reseed_threshold: requests after which a reseed is due
 * @scratchpad: working memory of the mechanism (aligned into @scratchpadbuf)
 * @scratchpadbuf: its allocation
 * @priv_data: the backend tfm (a shash, or the CTR DRBG's block cipher)
 * @ctr_handle: CTR_DRBG's ctr(aes) skcipher
 * @ctr_req: its request
 * @outscratchpadbuf: CTR_DRBG's output buffer allocation
 * @outscratchpad: the buffer, aligned
 * @ctr_wait: what the CTR requests are waited on with
 * @sg_in: the CTR request's source
 * @sg_out: its destination
 * @seeded: how far the instance is seeded
 * @last_seed_time: jiffies at the last seeding
 * @pr: prediction resistance (a reseed before each request)
 * @fips_primed: the FIPS continuous test holds a previous block
 * @prev: that block
 * @jent: the jitterentropy_rng the seed is mixed with, if there is one
 * @d_ops: the mechanism's steps
 * @core: the DRBG this instance is
 * @test_data: the entropy a test hands in place of the system's (crypto_rng_set_entropy())
 */
struct drbg_state {
	struct mutex drbg_mutex;
	unsigned char *V;
	unsigned char *Vbuf;
	unsigned char *C;
	unsigned char *Cbuf;
	size_t reseed_ctr;
	size_t reseed_threshold;
	unsigned char *scratchpad;
	unsigned char *scratchpadbuf;
	void *priv_data;
	struct crypto_skcipher *ctr_handle;
	struct skcipher_request *ctr_req;
	__u8 *outscratchpadbuf;
	__u8 *outscratchpad;
	struct crypto_wait ctr_wait;
	struct scatterlist sg_in, sg_out;
	enum drbg_seed_state seeded;
	unsigned long last_seed_time;
	bool pr;
	bool fips_primed;
	unsigned char *prev;
	struct crypto_rng *jent;
	const struct drbg_state_ops *d_ops;
	const struct drbg_core *core;
	struct drbg_string test_data;
};

/* drbg_statelen() - @drbg's state length in bytes (0 without a core). */
static inline __u8 drbg_statelen(struct drbg_state *drbg)
{
	return drbg && drbg->core ? drbg->core->statelen : 0;
}

/* drbg_blocklen() - @drbg's output block in bytes (0 without a core). */
static inline __u8 drbg_blocklen(struct drbg_state *drbg)
{
	return drbg && drbg->core ? drbg->core->blocklen_bytes : 0;
}

/* drbg_keylen() - @drbg's key length in bytes: the state less one block (0 without a core). */
static inline __u8 drbg_keylen(struct drbg_state *drbg)
{
	return drbg && drbg->core ? (__u8)(drbg->core->statelen - drbg->core->blocklen_bytes) : 0;
}

/* drbg_max_request_bytes() - the most bytes one request may ask for: 2^16, within SP 800-90A
 * table 2's 2^19 bits. */
static inline size_t drbg_max_request_bytes(struct drbg_state *drbg)
{
	(void)drbg;
	return (size_t)1 << 16;
}

/* drbg_max_addtl() - the longest additional input taken, in bytes. */
static inline size_t drbg_max_addtl(struct drbg_state *drbg)
{
	(void)drbg;
	return U32_MAX - 1;
}

/* drbg_max_requests() - requests between reseeds: 2^20, within SP 800-90A's 2^48. */
static inline size_t drbg_max_requests(struct drbg_state *drbg)
{
	(void)drbg;
	return (size_t)1 << 20;
}

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

/* The one-byte prefixes SP 800-90A's Hash_DRBG and HMAC_DRBG put before their inputs
 * (sections 10.1.1.3 to 10.1.2.2: 0x00 to 0x03). */
enum drbg_prefixes {
	DRBG_PREFIX0 = 0x00,
	DRBG_PREFIX1,
	DRBG_PREFIX2,
	DRBG_PREFIX3
};

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_DRBG_H */
