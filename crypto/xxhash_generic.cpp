// SPDX-License-Identifier: GPL-2.0-only
// The "xxhash64-generic" shash driver: XXH64 with its 64-bit seed as an optional 8-byte key.
#include <crypto/internal/hash.h>
#include <linux/module.h>
#include <linux/unaligned.h>
#include <linux/xxhash.h>

namespace {

constexpr unsigned int xxhash64_block_size = 32;
constexpr unsigned int xxhash64_digest_size = 8;

struct xxhash64_tfm_ctx {
	u64 seed;
};

struct xxhash64_desc_ctx {
	struct xxh64_state xxhstate;
};

// Without a key the seed is 0.
int xxhash64_init_tfm(struct crypto_shash *tfm)
{
	static_cast<xxhash64_tfm_ctx *>(crypto_shash_ctx(tfm))->seed = 0;
	return 0;
}

// The key is the seed, little-endian, and nothing else.
int xxhash64_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	auto *tctx = static_cast<xxhash64_tfm_ctx *>(crypto_shash_ctx(tfm));

	if (keylen != sizeof(tctx->seed))
		return -EINVAL;
	tctx->seed = get_unaligned_le64(key);
	return 0;
}

int xxhash64_init(struct shash_desc *desc)
{
	const auto *tctx = static_cast<const xxhash64_tfm_ctx *>(crypto_shash_ctx(desc->tfm));
	auto *dctx = static_cast<xxhash64_desc_ctx *>(shash_desc_ctx(desc));

	xxh64_reset(&dctx->xxhstate, tctx->seed);
	return 0;
}

int xxhash64_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	auto *dctx = static_cast<xxhash64_desc_ctx *>(shash_desc_ctx(desc));

	// An empty update may come with a NULL pointer, which xxh64_update() refuses.
	if (len)
		xxh64_update(&dctx->xxhstate, data, len);
	return 0;
}

int xxhash64_final(struct shash_desc *desc, u8 *out)
{
	const auto *dctx = static_cast<const xxhash64_desc_ctx *>(shash_desc_ctx(desc));

	put_unaligned_le64(xxh64_digest(&dctx->xxhstate), out);
	return 0;
}

int xxhash64_digest(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	const auto *tctx = static_cast<const xxhash64_tfm_ctx *>(crypto_shash_ctx(desc->tfm));

	put_unaligned_le64(xxh64(data, len, tctx->seed), out);
	return 0;
}

struct shash_alg xxhash64_alg = {
	.init = xxhash64_init,
	.update = xxhash64_update,
	.final = xxhash64_final,
	.digest = xxhash64_digest,
	.setkey = xxhash64_setkey,
	.init_tfm = xxhash64_init_tfm,
	.descsize = sizeof(struct xxhash64_desc_ctx),
	.digestsize = xxhash64_digest_size,
	.base = {
		.cra_flags = CRYPTO_ALG_OPTIONAL_KEY,
		.cra_blocksize = xxhash64_block_size,
		.cra_ctxsize = sizeof(struct xxhash64_tfm_ctx),
		.cra_priority = 100,
		.cra_name = "xxhash64",
		.cra_driver_name = "xxhash64-generic",
		.cra_module = THIS_MODULE,
	},
};

int xxhash64_mod_init()
{
	return crypto_register_shash(&xxhash64_alg);
}

void xxhash64_mod_fini()
{
	crypto_unregister_shash(&xxhash64_alg);
}

} // namespace

subsys_initcall(xxhash64_mod_init);
module_exit(xxhash64_mod_fini);
