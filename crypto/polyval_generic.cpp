// SPDX-License-Identifier: GPL-2.0-only
// The "polyval-generic" shash: POLYVAL (RFC 8452 section 3), computed through GHASH's field
// multiplication by the identity of RFC 8452 appendix A.

#include <crypto/gf128mul.h>
#include <crypto/internal/hash.h>
#include <crypto/polyval.h>
#include <crypto/utils.h>
#include <linux/crypto.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/string.h>

#include "polyval_shash.h"

namespace {

// The key as GHASH sees it: mulX_GHASH(ByteReverse(H)) (RFC 8452 appendix A).
struct polyval_tfm_ctx {
	be128 key;
};

void polyval_reverse(u8 *dst, const u8 *src)
{
	for (int i = 0; i < POLYVAL_BLOCK_SIZE; i++)
		dst[i] = src[POLYVAL_BLOCK_SIZE - 1 - i];
}

// mulX_GHASH(): times x in GCM's bit order, a right shift of the 128-bit big-endian string,
// folding x^128 back as 0xE1 in the first byte; constant time.
void polyval_mulx_ghash(be128 *v)
{
	u64 hi = be64_to_cpu(v->a), lo = be64_to_cpu(v->b);
	u64 fold = (0 - (lo & 1)) & 0xe100000000000000ULL;

	v->b = cpu_to_be64((lo >> 1) | (hi << 63));
	v->a = cpu_to_be64((hi >> 1) ^ fold);
}

// S = S * H * x^-128, where @key is H already in GHASH's form.
void polyval_dot(u8 *acc, const be128 *key)
{
	be128 s;

	polyval_reverse(reinterpret_cast<u8 *>(&s), acc);
	gf128mul_lle(&s, key);
	polyval_reverse(acc, reinterpret_cast<const u8 *>(&s));
	memzero_explicit(&s, sizeof(s));
}

void polyval_ghash_key(be128 *out, const u8 *h)
{
	polyval_reverse(reinterpret_cast<u8 *>(out), h);
	polyval_mulx_ghash(out);
}

struct polyval_tfm_ctx *polyval_ctx(struct crypto_shash *tfm)
{
	return static_cast<struct polyval_tfm_ctx *>(crypto_shash_ctx(tfm));
}

int polyval_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	if (keylen != POLYVAL_BLOCK_SIZE)
		return -EINVAL;
	polyval_ghash_key(&polyval_ctx(tfm)->key, key);
	return 0;
}

// dot(S, H) and the block walk over it, for the shared update and final.
void polyval_generic_mul(u8 *acc, const struct polyval_tfm_ctx *ctx)
{
	polyval_dot(acc, &ctx->key);
}

void polyval_generic_blocks(const struct polyval_tfm_ctx *ctx, const u8 *in, size_t nblocks,
			    u8 *acc)
{
	for (; nblocks; nblocks--, in += POLYVAL_BLOCK_SIZE) {
		crypto_xor(acc, in, POLYVAL_BLOCK_SIZE);
		polyval_dot(acc, &ctx->key);
	}
}

using polyval_generic =
	ukc::polyval_shash<polyval_tfm_ctx, polyval_generic_mul, polyval_generic_blocks>;

struct shash_alg polyval_alg = {
	.init = polyval_generic::init,
	.update = polyval_generic::update,
	.final = polyval_generic::final,
	.setkey = polyval_setkey,
	.descsize = sizeof(struct ukc::polyval_desc_ctx),
	.digestsize = POLYVAL_DIGEST_SIZE,
	.base = {
		.cra_blocksize = POLYVAL_BLOCK_SIZE,
		.cra_ctxsize = sizeof(struct polyval_tfm_ctx),
		.cra_priority = 100,
		.cra_name = "polyval",
		.cra_driver_name = "polyval-generic",
		.cra_module = THIS_MODULE,
	},
};

int polyval_mod_init(void)
{
	return crypto_register_shash(&polyval_alg);
}

void polyval_mod_exit(void)
{
	crypto_unregister_shash(&polyval_alg);
}

} // namespace

extern "C" void polyval_mul_non4k(u8 *op1, const u8 *op2)
{
	be128 key;

	polyval_ghash_key(&key, op2);
	polyval_dot(op1, &key);
	memzero_explicit(&key, sizeof(key));
}

extern "C" void polyval_update_non4k(const u8 *key, const u8 *in, size_t nblocks, u8 *accumulator)
{
	be128 k;

	polyval_ghash_key(&k, key);
	for (; nblocks; nblocks--, in += POLYVAL_BLOCK_SIZE) {
		crypto_xor(accumulator, in, POLYVAL_BLOCK_SIZE);
		polyval_dot(accumulator, &k);
	}
	memzero_explicit(&k, sizeof(k));
}

subsys_initcall(polyval_mod_init);
module_exit(polyval_mod_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("POLYVAL hash function");
MODULE_ALIAS_CRYPTO("polyval");
MODULE_ALIAS_CRYPTO("polyval-generic");
