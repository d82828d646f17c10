// SPDX-License-Identifier: GPL-2.0-only
// The null cipher "ecb(cipher_null)" (driver "ecb-cipher_null"), a copy, and the null hash
// "digest_null" (driver "digest_null-generic"), an empty digest, as 6.12's crypto_null.

#include <crypto/internal/hash.h>
#include <crypto/internal/skcipher.h>
#include <crypto/null.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>

#include <cstring>
#include <mutex>

namespace {

std::mutex null_default_mutex;
struct crypto_sync_skcipher *null_default_tfm;
unsigned int null_default_users;

int null_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	return keylen == NULL_KEY_SIZE ? 0 : -EINVAL;
}

// Encryption and decryption both copy src to dst, chunk by chunk as the walk maps them.
int null_crypt(struct skcipher_request *req)
{
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	while (walk.nbytes) {
		if (walk.src.virt.addr != walk.dst.virt.addr)
			memcpy(walk.dst.virt.addr, walk.src.virt.addr, walk.nbytes);
		err = skcipher_walk_done(&walk, 0);
	}
	return err;
}

struct skcipher_alg null_skcipher_alg = {
	.setkey = null_setkey,
	.encrypt = null_crypt,
	.decrypt = null_crypt,
	.min_keysize = NULL_KEY_SIZE,
	.max_keysize = NULL_KEY_SIZE,
	.ivsize = NULL_IV_SIZE,
	.base = {
		.cra_blocksize = NULL_BLOCK_SIZE,
		.cra_ctxsize = 0,
		.cra_priority = 100,
		.cra_name = "ecb(cipher_null)",
		.cra_driver_name = "ecb-cipher_null",
		.cra_module = THIS_MODULE,
	},
};

// The null hash: every step succeeds and the digest has no bytes.
int null_hash_init(struct shash_desc *desc)
{
	return 0;
}

int null_hash_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	return 0;
}

int null_hash_final(struct shash_desc *desc, u8 *out)
{
	return 0;
}

int null_hash_digest(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	return 0;
}

int null_hash_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	return 0;
}

// As 6.12's: a setkey without CRYPTO_ALG_OPTIONAL_KEY, so a tfm answers -ENOKEY until a key
// (any key) is set, and no priority (0).
struct shash_alg null_hash_alg = {
	.init = null_hash_init,
	.update = null_hash_update,
	.final = null_hash_final,
	.finup = null_hash_digest,
	.digest = null_hash_digest,
	.setkey = null_hash_setkey,
	.digestsize = NULL_DIGEST_SIZE,
	.base = {
		.cra_blocksize = NULL_BLOCK_SIZE,
		.cra_name = "digest_null",
		.cra_driver_name = "digest_null-generic",
		.cra_module = THIS_MODULE,
	},
};

int crypto_null_mod_init()
{
	int err = crypto_register_shash(&null_hash_alg);

	if (err)
		return err;
	err = crypto_register_skcipher(&null_skcipher_alg);
	if (err)
		crypto_unregister_shash(&null_hash_alg);
	return err;
}

void crypto_null_mod_fini()
{
	crypto_unregister_skcipher(&null_skcipher_alg);
	crypto_unregister_shash(&null_hash_alg);
}

} // namespace

extern "C" struct crypto_sync_skcipher *crypto_get_default_null_skcipher(void)
{
	std::lock_guard<std::mutex> g(null_default_mutex);

	if (!null_default_tfm) {
		struct crypto_sync_skcipher *tfm = crypto_alloc_sync_skcipher("ecb(cipher_null)", 0,
									      0);
		if (IS_ERR(tfm))
			return tfm;
		null_default_tfm = tfm;
	}
	null_default_users++;
	return null_default_tfm;
}

extern "C" void crypto_put_default_null_skcipher(void)
{
	std::lock_guard<std::mutex> g(null_default_mutex);

	if (null_default_users && !--null_default_users) {
		crypto_free_sync_skcipher(null_default_tfm);
		null_default_tfm = nullptr;
	}
}

subsys_initcall(crypto_null_mod_init);
module_exit(crypto_null_mod_fini);
