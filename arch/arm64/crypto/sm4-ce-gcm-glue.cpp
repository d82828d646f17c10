// SPDX-License-Identifier: GPL-2.0-only
// The SM4-GCM AEAD of 6.12's sm4-ce-gcm-glue.c, "gcm-sm4-ce" (gcm(sm4)), priority 400: SM4-CTR
// with the SM4 instructions and GHASH with PMULL in one pass over the text.
#include <asm/neon.h>
#include <crypto/gcm.h>
#include <crypto/internal/aead.h>
#include <crypto/sm4.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include <asm/cpufeature.h>
#include "shared/gcm_glue.h"
#include "sm4-arm64.h"

namespace {

using namespace ukc::arm64;

struct gcm_sm4_ce_key *gcm_sm4_ce_key_of(struct crypto_aead *tfm)
{
	return static_cast<struct gcm_sm4_ce_key *>(crypto_aead_ctx(tfm));
}

// sm4-ce-gcm.cpp's functions for the request glue of shared/gcm_glue.h, registered with no simd
// wrapper as in 6.12.
struct gcm_sm4_ce_arch {
	using key_type = struct gcm_sm4_ce_key;

	static const key_type *key(struct crypto_aead *tfm) { return gcm_sm4_ce_key_of(tfm); }
	static void begin() { kernel_neon_begin(); }
	static void end() { kernel_neon_end(); }
	static constexpr auto aad_update = sm4_ce_gcm_aad_update;
	static constexpr auto enc_update = sm4_ce_gcm_enc_update;
	static constexpr auto dec_update = sm4_ce_gcm_dec_update;
	static constexpr auto final = sm4_ce_gcm_final;
};

// A 16-byte key (anything else -EINVAL, as 6.12's gcm_setkey()), expanded with the powers of H
// once per key.
int gcm_sm4_ce_setkey(struct crypto_aead *tfm, const u8 *raw_key, unsigned int keylen)
{
	struct gcm_sm4_ce_key *key = gcm_sm4_ce_key_of(tfm);

	if (keylen != SM4_KEY_SIZE)
		return -EINVAL;
	int err = sm4_expandkey(&key->sm4_key, raw_key, keylen);

	if (err)
		return err;
	kernel_neon_begin();
	sm4_ce_gcm_precompute(key);
	kernel_neon_end();
	return 0;
}

struct aead_alg gcm_sm4_ce_alg = {
	.setkey = gcm_sm4_ce_setkey,
	// 4, 8 and 12 to 16 bytes, as 6.12's gcm_setauthsize() (SP 800-38D 5.2.1.2).
	.setauthsize = ukc::gcm_glue::set_authsize,
	.encrypt = ukc::gcm_glue::crypt<gcm_sm4_ce_arch, false, true>,
	.decrypt = ukc::gcm_glue::crypt<gcm_sm4_ce_arch, false, false>,
	.ivsize = GCM_AES_IV_SIZE,
	.maxauthsize = SM4_BLOCK_SIZE,
	.chunksize = SM4_BLOCK_SIZE,
	.base = {
		.cra_blocksize = 1,
		.cra_ctxsize = sizeof(struct gcm_sm4_ce_key),
		.cra_priority = 400,
		.cra_name = "gcm(sm4)",
		.cra_driver_name = "gcm-sm4-ce",
		.cra_module = THIS_MODULE,
	},
};

bool gcm_sm4_ce_registered;

// module_cpu_feature_match(SM4, ...) and then PMULL in 6.12; ASIMD too, as sm4-ce-glue.cpp asks.
// No AES instruction is used, so AES is not asked for.
int gcm_sm4_ce_mod_init()
{
	if (!cpu_have_named_feature(ASIMD) || !cpu_have_named_feature(SM4) ||
	    !cpu_have_named_feature(PMULL))
		return -ENODEV;
	int err = crypto_register_aead(&gcm_sm4_ce_alg);

	gcm_sm4_ce_registered = !err;
	return err;
}

void gcm_sm4_ce_mod_exit()
{
	if (gcm_sm4_ce_registered)
		crypto_unregister_aead(&gcm_sm4_ce_alg);
	gcm_sm4_ce_registered = false;
}

} // namespace

late_initcall(gcm_sm4_ce_mod_init);
module_exit(gcm_sm4_ce_mod_exit);

MODULE_DESCRIPTION("Synchronous SM4 in GCM mode using ARMv8 Crypto Extensions");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("gcm(sm4)");
