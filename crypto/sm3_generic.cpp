// SPDX-License-Identifier: GPL-2.0-only
// The "sm3-generic" shash driver: SM3 (GM/T 0004-2012) over the library interface.
#include <crypto/internal/hash.h>
#include <crypto/sm3.h>
#include <crypto/sm3_base.h>
#include <linux/module.h>

namespace {

struct sm3_state *sm3_desc_state(struct shash_desc *desc)
{
	return static_cast<struct sm3_state *>(shash_desc_ctx(desc));
}

int crypto_sm3_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	sm3_update(sm3_desc_state(desc), data, len);
	return 0;
}

int crypto_sm3_final(struct shash_desc *desc, u8 *out)
{
	sm3_final(sm3_desc_state(desc), out);
	return 0;
}

int crypto_sm3_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	if (len)
		sm3_update(sm3_desc_state(desc), data, len);
	sm3_final(sm3_desc_state(desc), out);
	return 0;
}

struct shash_alg sm3_alg = {
	.init = sm3_base_init,
	.update = crypto_sm3_update,
	.final = crypto_sm3_final,
	.finup = crypto_sm3_finup,
	.descsize = sizeof(struct sm3_state),
	.digestsize = SM3_DIGEST_SIZE,
	.base = {
		.cra_blocksize = SM3_BLOCK_SIZE,
		.cra_priority = 100,
		.cra_name = "sm3",
		.cra_driver_name = "sm3-generic",
		.cra_module = THIS_MODULE,
	},
};

int sm3_generic_mod_init()
{
	return crypto_register_shash(&sm3_alg);
}

void sm3_generic_mod_fini()
{
	crypto_unregister_shash(&sm3_alg);
}

} // namespace

// SM3 of the empty message: linux crypto/testmgr.h sm3_tv_template[0], also the first vector of
// sm3.vec
extern "C" const u8 sm3_zero_message_hash[SM3_DIGEST_SIZE] = {
	0x1a, 0xb2, 0x1d, 0x83, 0x55, 0xcf, 0xa1, 0x7f, 0x8e, 0x61, 0x19,
	0x48, 0x31, 0xe8, 0x1a, 0x8f, 0x22, 0xbe, 0xc8, 0xc7, 0x28, 0xfe,
	0xfb, 0x74, 0x7e, 0xd0, 0x35, 0xeb, 0x50, 0x82, 0xaa, 0x2b,
};

subsys_initcall(sm3_generic_mod_init);
module_exit(sm3_generic_mod_fini);
