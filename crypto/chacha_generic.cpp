// SPDX-License-Identifier: GPL-2.0-only
// The "chacha20-generic", "xchacha20-generic" and "xchacha12-generic" skciphers over the
// ChaCha library (RFC 8439 section 2.4, draft-irtf-cfrg-xchacha-03 section 2.3).
#include <crypto/algapi.h>
#include <crypto/internal/chacha.h>
#include <crypto/internal/skcipher.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <cstdio>

namespace {

// Walks the request, XORing keystream from the state set up from @key and the 16-byte @iv.
// Every chunk but the last is cut to whole blocks, so the keystream is never skipped.
int chacha_stream_xor(struct skcipher_request *req, const struct chacha_ctx *ctx, const u8 *iv)
{
	struct skcipher_walk walk;
	u32 state[16];
	int err = skcipher_walk_virt(&walk, req, false);

	chacha_init_generic(state, ctx->key, iv);
	while (walk.nbytes > 0) {
		unsigned int nbytes = walk.nbytes;

		if (nbytes < walk.total)
			nbytes = round_down(nbytes, CHACHA_BLOCK_SIZE);
		chacha_crypt_generic(state, static_cast<u8 *>(walk.dst.virt.addr),
				     static_cast<const u8 *>(walk.src.virt.addr), nbytes,
				     ctx->nrounds);
		err = skcipher_walk_done(&walk, static_cast<int>(walk.nbytes - nbytes));
	}
	memzero_explicit(state, sizeof(state));
	return err;
}

int chacha_crypt(struct skcipher_request *req)
{
	auto *ctx = static_cast<const struct chacha_ctx *>(
		crypto_skcipher_ctx(crypto_skcipher_reqtfm(req)));

	return chacha_stream_xor(req, ctx, req->iv);
}

// XChaCha (draft-irtf-cfrg-xchacha-03 section 2.3): ChaCha with the subkey HChaCha gives.
int xchacha_crypt(struct skcipher_request *req)
{
	auto *ctx = static_cast<const struct chacha_ctx *>(
		crypto_skcipher_ctx(crypto_skcipher_reqtfm(req)));
	struct chacha_ctx subctx;
	u8 real_iv[16];

	xchacha_subctx(ctx, req->iv, &subctx, real_iv, hchacha_block_generic);
	int err = chacha_stream_xor(req, &subctx, real_iv);
	memzero_explicit(&subctx, sizeof(subctx));
	return err;
}

// The three drivers differ in name, IV size, round count (setkey) and crypt function.
struct chacha_variant {
	const char *name;
	unsigned int ivsize;
	int (*setkey)(struct crypto_skcipher *tfm, const u8 *key, unsigned int keysize);
	int (*crypt)(struct skcipher_request *req);
};

constexpr chacha_variant chacha_variants[] = {
	{ "chacha20", CHACHA_IV_SIZE, chacha20_setkey, chacha_crypt },
	{ "xchacha20", XCHACHA_IV_SIZE, chacha20_setkey, xchacha_crypt },
	{ "xchacha12", XCHACHA_IV_SIZE, chacha12_setkey, xchacha_crypt },
};

struct skcipher_alg chacha_algs[ARRAY_SIZE(chacha_variants)];

void chacha_fill(struct skcipher_alg *alg, const chacha_variant &v)
{
	*alg = {};
	alg->setkey = v.setkey;
	alg->encrypt = v.crypt;
	alg->decrypt = v.crypt;
	alg->min_keysize = CHACHA_KEY_SIZE;
	alg->max_keysize = CHACHA_KEY_SIZE;
	alg->ivsize = v.ivsize;
	alg->chunksize = CHACHA_BLOCK_SIZE;
	alg->base.cra_priority = 100;
	alg->base.cra_blocksize = 1;
	alg->base.cra_ctxsize = sizeof(struct chacha_ctx);
	alg->base.cra_module = THIS_MODULE;
	snprintf(alg->base.cra_name, CRYPTO_MAX_ALG_NAME, "%s", v.name);
	snprintf(alg->base.cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s-generic", v.name);
}

int chacha_generic_mod_init()
{
	for (size_t i = 0; i < ARRAY_SIZE(chacha_variants); i++)
		chacha_fill(&chacha_algs[i], chacha_variants[i]);
	return crypto_register_skciphers(chacha_algs, ARRAY_SIZE(chacha_algs));
}

void chacha_generic_mod_fini()
{
	crypto_unregister_skciphers(chacha_algs, ARRAY_SIZE(chacha_algs));
}

} // namespace

subsys_initcall(chacha_generic_mod_init);
module_exit(chacha_generic_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ChaCha and XChaCha stream ciphers (generic)");
MODULE_ALIAS_CRYPTO("chacha20");
MODULE_ALIAS_CRYPTO("chacha20-generic");
MODULE_ALIAS_CRYPTO("xchacha20");
MODULE_ALIAS_CRYPTO("xchacha20-generic");
MODULE_ALIAS_CRYPTO("xchacha12");
MODULE_ALIAS_CRYPTO("xchacha12-generic");
