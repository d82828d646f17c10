// SPDX-License-Identifier: GPL-2.0-only
// The "sha256-generic" and "sha224-generic" shash drivers (FIPS 180-4) over the SHA-256 library.
#include <crypto/internal/hash.h>
#include <crypto/sha2.h>
#include <crypto/sha256_base.h>
#include <linux/module.h>
#include <linux/string.h>

namespace {

struct sha256_state *sha256_generic_state(struct shash_desc *desc)
{
	return static_cast<struct sha256_state *>(shash_desc_ctx(desc));
}

// SHA-224 is SHA-256 with other initial values and a truncated result (FIPS 180-4 6.3).
int sha256_generic_final(struct shash_desc *desc, u8 *out)
{
	if (crypto_shash_digestsize(desc->tfm) == SHA224_DIGEST_SIZE)
		sha224_final(sha256_generic_state(desc), out);
	else
		sha256_final(sha256_generic_state(desc), out);
	return 0;
}

struct shash_alg sha256_algs[] = {
	{
		.init = sha256_base_init,
		.update = crypto_sha256_update,
		.final = sha256_generic_final,
		.finup = crypto_sha256_finup,
		.descsize = sizeof(struct sha256_state),
		.digestsize = SHA256_DIGEST_SIZE,
		.base = {
			.cra_blocksize = SHA256_BLOCK_SIZE,
			.cra_priority = 100,
			.cra_name = "sha256",
			.cra_driver_name = "sha256-generic",
			.cra_module = THIS_MODULE,
		},
	}, {
		.init = sha224_base_init,
		.update = crypto_sha256_update,
		.final = sha256_generic_final,
		.finup = crypto_sha256_finup,
		.descsize = sizeof(struct sha256_state),
		.digestsize = SHA224_DIGEST_SIZE,
		.base = {
			.cra_blocksize = SHA256_BLOCK_SIZE,
			.cra_priority = 100,
			.cra_name = "sha224",
			.cra_driver_name = "sha224-generic",
			.cra_module = THIS_MODULE,
		},
	},
};

int sha256_generic_mod_init()
{
	return crypto_register_shashes(sha256_algs, ARRAY_SIZE(sha256_algs));
}

void sha256_generic_mod_fini()
{
	crypto_unregister_shashes(sha256_algs, ARRAY_SIZE(sha256_algs));
}

} // namespace

// SHA-224 of the empty message: Botan hash_sha2_32.vec [SHA-224] line 4
extern "C" const u8 sha224_zero_message_hash[SHA224_DIGEST_SIZE] = {
	0xd1, 0x4a, 0x02, 0x8c, 0x2a, 0x3a, 0x2b, 0xc9, 0x47, 0x61, 0x02, 0xbb, 0x28, 0x82,
	0x34, 0xc4, 0x15, 0xa2, 0xb0, 0x1f, 0x82, 0x8e, 0xa6, 0x2a, 0xc5, 0xb3, 0xe4, 0x2f,
};

// SHA-256 of the empty message: Botan hash_sha2_32.vec [SHA-256] line 14
extern "C" const u8 sha256_zero_message_hash[SHA256_DIGEST_SIZE] = {
	0xe3, 0xb0, 0xc4, 0x42, 0x98, 0xfc, 0x1c, 0x14, 0x9a, 0xfb, 0xf4,
	0xc8, 0x99, 0x6f, 0xb9, 0x24, 0x27, 0xae, 0x41, 0xe4, 0x64, 0x9b,
	0x93, 0x4c, 0xa4, 0x95, 0x99, 0x1b, 0x78, 0x52, 0xb8, 0x55,
};

extern "C" int crypto_sha256_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	sha256_update(sha256_generic_state(desc), data, len);
	return 0;
}

extern "C" int crypto_sha256_finup(struct shash_desc *desc, const u8 *data, unsigned int len,
				   u8 *hash)
{
	sha256_update(sha256_generic_state(desc), data, len);
	return sha256_generic_final(desc, hash);
}

subsys_initcall(sha256_generic_mod_init);
module_exit(sha256_generic_mod_fini);
