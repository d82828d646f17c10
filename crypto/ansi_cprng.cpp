// SPDX-License-Identifier: GPL-2.0-only
// ansi_cprng: the ANSI X9.31 Appendix A.2.4 generator over AES-128, with 6.12's seed layout
// (V, key, DT), its repetition check and its errors. 6.12's fips_ansi_cprng exists only with
// CONFIG_CRYPTO_FIPS, which this build's configuration does not set.
#include <crypto/internal/cipher.h>
#include <crypto/internal/rng.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/spinlock.h>
#include <linux/string.h>

#include <algorithm>

namespace {

constexpr unsigned int cprng_blk = 16;	// AES block, the size of V, DT, I and R
constexpr unsigned int cprng_klen = 16; // AES-128 key, as 6.12 takes from the seed

// The state a fresh tfm holds until its first reset (6.12 keys it with these, then refuses
// to generate before a reset so they are never used by accident).
constexpr u8 cprng_default_key[cprng_klen] = { '0', '1', '2', '3', '4', '5', '6', '7',
					       '8', '9', 'a', 'b', 'c', 'd', 'e', 'f' };
constexpr u8 cprng_default_v[cprng_blk] = { 'z', 'a', 'y', 'b', 'x', 'c', 'w', 'd',
					    'v', 'e', 'u', 'f', 't', 'g', 's', 'h' };

struct cprng_ctx {
	spinlock_t lock;
	u8 rand[cprng_blk], last_rand[cprng_blk];
	u8 dt[cprng_blk], i[cprng_blk], v[cprng_blk];
	unsigned int rand_used; // bytes of rand already handed out
	bool need_reset;
	struct crypto_cipher *aes;
};

cprng_ctx *cprng_get_ctx(struct crypto_rng *tfm)
{
	return static_cast<cprng_ctx *>(crypto_rng_ctx(tfm));
}

void cprng_xor(const u8 *a, const u8 *b, u8 *out)
{
	for (unsigned int k = 0; k < cprng_blk; k++)
		out[k] = a[k] ^ b[k];
}

// X9.31 A.2.4: I = E(DT); R = E(I ^ V); V = E(R ^ I); DT += 1. A block equal to the previous
// one fails the continuous test (FIPS 140-2 4.9.2): the generator then needs a reset (-EINVAL).
// (6.12's FIPS variant, not built here, panics instead: cont_test.)
int cprng_next_block(cprng_ctx *ctx, bool cont_test)
{
	u8 tmp[cprng_blk];

	crypto_cipher_encrypt_one(ctx->aes, ctx->i, ctx->dt);
	cprng_xor(ctx->i, ctx->v, tmp);
	crypto_cipher_encrypt_one(ctx->aes, ctx->rand, tmp);
	if (!memcmp(ctx->rand, ctx->last_rand, cprng_blk)) {
		if (cont_test)
			panic("cprng %p Failed repetition check!\n", ctx);
		pr_err("ctx %p Failed repetition check!\n", ctx);
		ctx->need_reset = true;
		return -EINVAL;
	}
	memcpy(ctx->last_rand, ctx->rand, cprng_blk);
	cprng_xor(ctx->rand, ctx->i, tmp);
	crypto_cipher_encrypt_one(ctx->aes, ctx->v, tmp);
	for (unsigned int k = cprng_blk; k-- > 0;)
		if (++ctx->dt[k])
			break;
	ctx->rand_used = 0;
	memzero_explicit(tmp, sizeof(tmp));
	return 0;
}

// Hands out the unused bytes of each block in turn; on a failed block the whole output is
// zeroed, as 6.12 does.
int cprng_get_bytes(cprng_ctx *ctx, u8 *buf, unsigned int nbytes, bool cont_test)
{
	int err = 0;

	spin_lock(&ctx->lock);
	if (ctx->need_reset)
		err = -EINVAL;
	for (unsigned int done = 0; !err && done < nbytes;) {
		if (ctx->rand_used == cprng_blk && (err = cprng_next_block(ctx, cont_test))) {
			memset(buf, 0, nbytes);
			break;
		}
		unsigned int n = std::min(cprng_blk - ctx->rand_used, nbytes - done);
		memcpy(buf + done, ctx->rand + ctx->rand_used, n);
		ctx->rand_used += n;
		done += n;
	}
	spin_unlock(&ctx->lock);
	return err;
}

// 6.12's reset: V, the key and DT (zero when absent); a key AES refuses leaves the generator
// needing a reset.
int cprng_reset_ctx(cprng_ctx *ctx, const u8 *key, const u8 *v, const u8 *dt)
{
	spin_lock(&ctx->lock);
	memcpy(ctx->v, v, cprng_blk);
	if (dt)
		memcpy(ctx->dt, dt, cprng_blk);
	else
		memset(ctx->dt, 0, cprng_blk);
	memset(ctx->rand, 0, cprng_blk);
	memset(ctx->last_rand, 0, cprng_blk);
	ctx->rand_used = cprng_blk;
	ctx->need_reset = crypto_cipher_setkey(ctx->aes, key, cprng_klen) != 0;
	spin_unlock(&ctx->lock);
	return ctx->need_reset ? -EINVAL : 0;
}

int cprng_init(struct crypto_tfm *tfm)
{
	auto *ctx = static_cast<cprng_ctx *>(crypto_tfm_ctx(tfm));

	spin_lock_init(&ctx->lock);
	ctx->aes = crypto_alloc_cipher("aes", 0, 0);
	if (IS_ERR(ctx->aes))
		return static_cast<int>(PTR_ERR(ctx->aes));
	if (cprng_reset_ctx(ctx, cprng_default_key, cprng_default_v, nullptr)) {
		crypto_free_cipher(ctx->aes);
		return -EINVAL;
	}
	ctx->need_reset = true; // the defaults are never to be used for output
	return 0;
}

void cprng_exit(struct crypto_tfm *tfm)
{
	auto *ctx = static_cast<cprng_ctx *>(crypto_tfm_ctx(tfm));

	crypto_free_cipher(ctx->aes);
	memzero_explicit(ctx, sizeof(*ctx));
}

int cprng_generate(struct crypto_rng *tfm, const u8 *, unsigned int, u8 *dst, unsigned int dlen)
{
	return cprng_get_bytes(cprng_get_ctx(tfm), dst, dlen, false);
}

// The seed is V (16 bytes), the key (16) and, when the seed is long enough, DT (16).
int cprng_seed(struct crypto_rng *tfm, const u8 *seed, unsigned int slen)
{
	if (slen < cprng_klen + cprng_blk)
		return -EINVAL;
	const u8 *key = seed + cprng_blk;
	const u8 *dt = slen >= 2 * cprng_blk + cprng_klen ? key + cprng_klen : nullptr;
	return cprng_reset_ctx(cprng_get_ctx(tfm), key, seed, dt);
}

struct rng_alg cprng_algs[] = {
	{
		.generate = cprng_generate,
		.seed = cprng_seed,
		.seedsize = cprng_klen + 2 * cprng_blk,
		.base = {
			.cra_ctxsize = sizeof(cprng_ctx),
			.cra_priority = 100,
			.cra_name = "stdrng",
			.cra_driver_name = "ansi_cprng",
			.cra_init = cprng_init,
			.cra_exit = cprng_exit,
			.cra_module = THIS_MODULE,
		},
	},
};

int cprng_mod_init()
{
	return crypto_register_rngs(cprng_algs, ARRAY_SIZE(cprng_algs));
}

void cprng_mod_exit()
{
	crypto_unregister_rngs(cprng_algs, ARRAY_SIZE(cprng_algs));
}

} // namespace

subsys_initcall(cprng_mod_init);
module_exit(cprng_mod_exit);
