// SPDX-License-Identifier: GPL-2.0-only
// The "sha1-generic" shash driver (FIPS 180-4) over the portable SHA-1 block function.
#include <crypto/internal/hash.h>
#include <crypto/internal/sha_generic.h>
#include <crypto/sha1.h>
#include <crypto/sha1_base.h>
#include <linux/module.h>
#include <linux/string.h>

namespace {

int sha1_generic_final(struct shash_desc *desc, u8 *out)
{
	sha1_base_do_finalize(desc, ukc_sha1_block_generic);
	return sha1_base_finish(desc, out);
}

struct shash_alg sha1_generic_alg = {
	.init = sha1_base_init,
	.update = crypto_sha1_update,
	.final = sha1_generic_final,
	.finup = crypto_sha1_finup,
	.descsize = sizeof(struct sha1_state),
	.digestsize = SHA1_DIGEST_SIZE,
	.base = {
		.cra_blocksize = SHA1_BLOCK_SIZE,
		.cra_priority = 100,
		.cra_name = "sha1",
		.cra_driver_name = "sha1-generic",
		.cra_module = THIS_MODULE,
	},
};

int sha1_generic_mod_init()
{
	return crypto_register_shash(&sha1_generic_alg);
}

void sha1_generic_mod_fini()
{
	crypto_unregister_shash(&sha1_generic_alg);
}

} // namespace

// SHA-1 of the empty message: linux crypto/testmgr.h sha1_tv_template[0]
extern "C" const u8 sha1_zero_message_hash[SHA1_DIGEST_SIZE] = {
	0xda, 0x39, 0xa3, 0xee, 0x5e, 0x6b, 0x4b, 0x0d, 0x32, 0x55,
	0xbf, 0xef, 0x95, 0x60, 0x18, 0x90, 0xaf, 0xd8, 0x07, 0x09,
};

extern "C" int crypto_sha1_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	return sha1_base_do_update(desc, data, len, ukc_sha1_block_generic);
}

extern "C" int crypto_sha1_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	sha1_base_do_update(desc, data, len, ukc_sha1_block_generic);
	return sha1_generic_final(desc, out);
}

subsys_initcall(sha1_generic_mod_init);
module_exit(sha1_generic_mod_fini);
