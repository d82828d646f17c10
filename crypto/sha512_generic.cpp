// SPDX-License-Identifier: GPL-2.0-only
// The "sha512-generic" and "sha384-generic" shash drivers (FIPS 180-4) over the portable block
// function.
#include <crypto/internal/hash.h>
#include <crypto/internal/sha_generic.h>
#include <crypto/sha2.h>
#include <crypto/sha512_base.h>
#include <linux/module.h>
#include <linux/string.h>

namespace {

// SHA-384 is SHA-512 with other initial values and a truncated result (FIPS 180-4 6.5).
int sha512_generic_final(struct shash_desc *desc, u8 *hash)
{
	sha512_base_do_finalize(desc, ukc_sha512_block_generic);
	return sha512_base_finish(desc, hash);
}

struct shash_alg sha512_algs[] = {
	{
		.init = sha512_base_init,
		.update = crypto_sha512_update,
		.final = sha512_generic_final,
		.finup = crypto_sha512_finup,
		.descsize = sizeof(struct sha512_state),
		.digestsize = SHA512_DIGEST_SIZE,
		.base = {
			.cra_blocksize = SHA512_BLOCK_SIZE,
			.cra_priority = 100,
			.cra_name = "sha512",
			.cra_driver_name = "sha512-generic",
			.cra_module = THIS_MODULE,
		},
	}, {
		.init = sha384_base_init,
		.update = crypto_sha512_update,
		.final = sha512_generic_final,
		.finup = crypto_sha512_finup,
		.descsize = sizeof(struct sha512_state),
		.digestsize = SHA384_DIGEST_SIZE,
		.base = {
			.cra_blocksize = SHA512_BLOCK_SIZE,
			.cra_priority = 100,
			.cra_name = "sha384",
			.cra_driver_name = "sha384-generic",
			.cra_module = THIS_MODULE,
		},
	},
};

int sha512_generic_mod_init()
{
	return crypto_register_shashes(sha512_algs, ARRAY_SIZE(sha512_algs));
}

void sha512_generic_mod_fini()
{
	crypto_unregister_shashes(sha512_algs, ARRAY_SIZE(sha512_algs));
}

} // namespace

// SHA-384 of the empty message: Botan hash_sha2_64.vec [SHA-384] line 4
extern "C" const u8 sha384_zero_message_hash[SHA384_DIGEST_SIZE] = {
	0x38, 0xb0, 0x60, 0xa7, 0x51, 0xac, 0x96, 0x38, 0x4c, 0xd9, 0x32, 0x7e,
	0xb1, 0xb1, 0xe3, 0x6a, 0x21, 0xfd, 0xb7, 0x11, 0x14, 0xbe, 0x07, 0x43,
	0x4c, 0x0c, 0xc7, 0xbf, 0x63, 0xf6, 0xe1, 0xda, 0x27, 0x4e, 0xde, 0xbf,
	0xe7, 0x6f, 0x65, 0xfb, 0xd5, 0x1a, 0xd2, 0xf1, 0x48, 0x98, 0xb9, 0x5b,
};

// SHA-512 of the empty message: Botan hash_sha2_64.vec [SHA-512] line 54
extern "C" const u8 sha512_zero_message_hash[SHA512_DIGEST_SIZE] = {
	0xcf, 0x83, 0xe1, 0x35, 0x7e, 0xef, 0xb8, 0xbd, 0xf1, 0x54, 0x28, 0x50, 0xd6,
	0x6d, 0x80, 0x07, 0xd6, 0x20, 0xe4, 0x05, 0x0b, 0x57, 0x15, 0xdc, 0x83, 0xf4,
	0xa9, 0x21, 0xd3, 0x6c, 0xe9, 0xce, 0x47, 0xd0, 0xd1, 0x3c, 0x5d, 0x85, 0xf2,
	0xb0, 0xff, 0x83, 0x18, 0xd2, 0x87, 0x7e, 0xec, 0x2f, 0x63, 0xb9, 0x31, 0xbd,
	0x47, 0x41, 0x7a, 0x81, 0xa5, 0x38, 0x32, 0x7a, 0xf9, 0x27, 0xda, 0x3e,
};

extern "C" int crypto_sha512_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	return sha512_base_do_update(desc, data, len, ukc_sha512_block_generic);
}

extern "C" int crypto_sha512_finup(struct shash_desc *desc, const u8 *data, unsigned int len,
				   u8 *hash)
{
	sha512_base_do_update(desc, data, len, ukc_sha512_block_generic);
	return sha512_generic_final(desc, hash);
}

subsys_initcall(sha512_generic_mod_init);
module_exit(sha512_generic_mod_fini);
