// SPDX-License-Identifier: GPL-2.0-only
// The fused AES-GCM AEADs of 6.12's ghash-ce-glue.c, "gcm-aes-ce" (gcm(aes)) and
// "rfc4106-gcm-aes-ce" (rfc4106(gcm(aes))), priority 300: AES-CTR and GHASH with the Crypto
// Extensions in one pass over the text.
#include <asm/neon.h>
#include <crypto/aes.h>
#include <crypto/gcm.h>
#include <crypto/internal/aead.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <asm/cpufeature.h>
#include "ghash-ce.h"
#include "shared/gcm_glue.h"

#include <algorithm>
#include <string>

namespace {

using namespace ukc::arm64;

struct gcm_aes_ce_key *gcm_ce_key(struct crypto_aead *tfm)
{
	return static_cast<struct gcm_aes_ce_key *>(crypto_aead_ctx(tfm));
}

// ghash-ce.cpp's functions for the request glue of shared/gcm_glue.h. As in 6.12 the AEADs
// are registered as they are, with no simd wrapper: NEON is usable wherever a request runs.
struct gcm_ce_arch {
	using key_type = struct gcm_aes_ce_key;

	static const key_type *key(struct crypto_aead *tfm) { return gcm_ce_key(tfm); }
	static void begin() { kernel_neon_begin(); }
	static void end() { kernel_neon_end(); }
	static constexpr auto aad_update = ce_gcm_aad_update;
	static constexpr auto enc_update = ce_gcm_enc_update;
	static constexpr auto dec_update = ce_gcm_dec_update;
	static constexpr auto final = ce_gcm_final;
};

// The AES key expanded and the powers of H computed once per key. For rfc4106 the key ends
// with the 4-byte salt (RFC 4106 section 8.1). Any bad length is -EINVAL, as in 6.12.
template <bool RFC>
int gcm_ce_setkey(struct crypto_aead *tfm, const u8 *raw_key, unsigned int keylen)
{
	struct gcm_aes_ce_key *key = gcm_ce_key(tfm);

	if (RFC) {
		if (keylen < sizeof(key->rfc4106_nonce))
			return -EINVAL;
		keylen -= sizeof(key->rfc4106_nonce);
	}
	if (aes_expandkey(&key->aes_key, raw_key, keylen))
		return -EINVAL;
	if (RFC)
		memcpy(key->rfc4106_nonce, raw_key + keylen, sizeof(key->rfc4106_nonce));
	kernel_neon_begin();
	ce_gcm_precompute(key);
	kernel_neon_end();
	return 0;
}

// gcm(aes), or rfc4106(gcm(aes)) if @RFC, as 6.12's gcm_aes_algs[] give them, under the names
// @name and @driver.
template <bool RFC> constexpr struct aead_alg gcm_ce_alg(const char *name, const char *driver)
{
	struct aead_alg alg = {
		.setkey = gcm_ce_setkey<RFC>,
		.setauthsize = RFC ? ukc::gcm_glue::rfc4106_set_authsize : ukc::gcm_glue::set_authsize,
		.encrypt = ukc::gcm_glue::crypt<gcm_ce_arch, RFC, true>,
		.decrypt = ukc::gcm_glue::crypt<gcm_ce_arch, RFC, false>,
		.ivsize = RFC ? GCM_RFC4106_IV_SIZE : GCM_AES_IV_SIZE,
		.maxauthsize = AES_BLOCK_SIZE,
		.chunksize = AES_BLOCK_SIZE,
		.base = {
			.cra_blocksize = 1,
			.cra_ctxsize = sizeof(struct gcm_aes_ce_key),
			.cra_priority = 300,
			.cra_module = THIS_MODULE,
		},
	};

	std::copy_n(name, std::char_traits<char>::length(name) + 1, alg.base.cra_name);
	std::copy_n(driver, std::char_traits<char>::length(driver) + 1, alg.base.cra_driver_name);
	return alg;
}

constinit struct aead_alg gcm_ce_algs[] = {
	gcm_ce_alg<false>("gcm(aes)", "gcm-aes-ce"),
	gcm_ce_alg<true>("rfc4106(gcm(aes))", "rfc4106-gcm-aes-ce"),
};
constexpr unsigned int gcm_ce_nalgs = ARRAY_SIZE(gcm_ce_algs);

bool gcm_ce_registered;

// 6.12 registers these on ASIMD and PMULL, which on hardware implies AES (the ID register's
// AES field: 1 is AES, 2 is AES and PMULL). The features are masked one by one here, so AES is
// asked for too; without these, ghash-neon-glue.cpp registers the ghash shash instead.
int gcm_ce_mod_init()
{
	if (!cpu_have_named_feature(ASIMD) || !cpu_have_named_feature(AES) ||
	    !cpu_have_named_feature(PMULL))
		return -ENODEV;
	int err = crypto_register_aeads(gcm_ce_algs, gcm_ce_nalgs);
	gcm_ce_registered = !err;
	return err;
}

void gcm_ce_mod_exit()
{
	if (gcm_ce_registered)
		crypto_unregister_aeads(gcm_ce_algs, gcm_ce_nalgs);
	gcm_ce_registered = false;
}

} // namespace

late_initcall(gcm_ce_mod_init);
module_exit(gcm_ce_mod_exit);

MODULE_DESCRIPTION("AES-GCM using ARMv8 Crypto Extensions");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("gcm(aes)");
MODULE_ALIAS_CRYPTO("rfc4106(gcm(aes))");
