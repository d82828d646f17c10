// SPDX-License-Identifier: GPL-2.0-only
// The wider x86 AES tiers, each registered only where the CPU and OS support it: XTS (6.12's
// xts-aes-aesni-avx, -vaes-avx2, -vaes-avx10_256, -vaes-avx10_512), and CTR and CBC at the same
// levels and priorities (names following 6.12's pattern; 6.12 itself has no such ctr or cbc).
#include <asm/cpufeature.h>
#include <crypto/aes.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include "aesni-intel-glue.h"

namespace {

using namespace ukc::x86;

using aes_req_fn = int (*)(struct skcipher_request *req);

struct aes_tier {
	const char *suffix; // "<mode>-aes-<suffix>"
	int priority;
	bool (*supported)();
	aes_req_fn xts_encrypt, xts_decrypt, ctr_crypt, cbc_decrypt;
};

// Each tier needs the one before it, as in 6.12's register_avx_algs().
constexpr aes_tier aes_tiers[] = {
	{ "aesni-avx", 500, aes_tier_avx, aes_xts_crypt<aes_xts_encrypt_aesni_avx>,
	  aes_xts_crypt<aes_xts_decrypt_aesni_avx>, aes_ctr_crypt<aes_ctr_crypt_aesni_avx>,
	  aes_walk_blocks<aes_cbc_decrypt_aesni_avx> },
	{ "vaes-avx2", 600, aes_tier_vaes_avx2, aes_xts_crypt<aes_xts_encrypt_vaes_avx2>,
	  aes_xts_crypt<aes_xts_decrypt_vaes_avx2>, aes_ctr_crypt<aes_ctr_crypt_vaes_avx2>,
	  aes_walk_blocks<aes_cbc_decrypt_vaes_avx2> },
	{ "vaes-avx10_256", 700, aes_tier_avx10, aes_xts_crypt<aes_xts_encrypt_vaes_avx10_256>,
	  aes_xts_crypt<aes_xts_decrypt_vaes_avx10_256>,
	  aes_ctr_crypt<aes_ctr_crypt_vaes_avx10_256>,
	  aes_walk_blocks<aes_cbc_decrypt_vaes_avx10_256> },
	{ "vaes-avx10_512", 800, aes_tier_avx10, aes_xts_crypt<aes_xts_encrypt_vaes_avx10_512>,
	  aes_xts_crypt<aes_xts_decrypt_vaes_avx10_512>,
	  aes_ctr_crypt<aes_ctr_crypt_vaes_avx10_512>,
	  aes_walk_blocks<aes_cbc_decrypt_vaes_avx10_512> },
};

constexpr int aes_tier_count = ARRAY_SIZE(aes_tiers);
constexpr int aes_tier_modes = 3; // xts, ctr, cbc

struct skcipher_alg aes_tier_algs[aes_tier_count][aes_tier_modes];
struct simd_skcipher_alg *aes_tier_simd[aes_tier_count][aes_tier_modes];

void aes_tier_fill(struct skcipher_alg *alg, const char *mode, const aes_tier &tier)
{
	snprintf(alg->base.cra_name, CRYPTO_MAX_ALG_NAME, "__%s(aes)", mode);
	snprintf(alg->base.cra_driver_name, CRYPTO_MAX_ALG_NAME, "__%s-aes-%s", mode, tier.suffix);
	alg->base.cra_priority = tier.priority;
	if (tier.priority == 800 && aes_zmm_slows_down())
		alg->base.cra_priority = 1;
	alg->base.cra_flags = CRYPTO_ALG_INTERNAL;
	alg->base.cra_blocksize = AES_BLOCK_SIZE;
	alg->base.cra_ctxsize = crypto_aes_ctx_size;
	alg->base.cra_module = THIS_MODULE;
	alg->min_keysize = AES_MIN_KEY_SIZE;
	alg->max_keysize = AES_MAX_KEY_SIZE;
	alg->ivsize = AES_BLOCK_SIZE;
	alg->setkey = aesni_skcipher_setkey;
}

void aes_tier_fill_all(struct skcipher_alg (&algs)[aes_tier_modes], const aes_tier &tier)
{
	aes_tier_fill(&algs[0], "xts", tier);
	algs[0].base.cra_ctxsize = xts_aes_ctx_size;
	algs[0].min_keysize = 2 * AES_MIN_KEY_SIZE;
	algs[0].max_keysize = 2 * AES_MAX_KEY_SIZE;
	algs[0].walksize = 2 * AES_BLOCK_SIZE;
	algs[0].setkey = xts_setkey_aesni;
	algs[0].encrypt = tier.xts_encrypt;
	algs[0].decrypt = tier.xts_decrypt;

	aes_tier_fill(&algs[1], "ctr", tier);
	algs[1].base.cra_blocksize = 1;
	algs[1].chunksize = AES_BLOCK_SIZE;
	algs[1].encrypt = tier.ctr_crypt;
	algs[1].decrypt = tier.ctr_crypt;

	// CBC encryption is serial: every tier uses the AES-NI chain for it.
	aes_tier_fill(&algs[2], "cbc", tier);
	algs[2].encrypt = aes_walk_blocks<aesni_cbc_enc>;
	algs[2].decrypt = tier.cbc_decrypt;
}

} // namespace

// Intel CPUs that lower their clock when zmm registers are used (the models of 6.12's
// zmm_exclusion_list: Skylake-X, Ice Lake and Tiger Lake): there the 512-bit tier keeps
// priority 1, so the 256-bit one is chosen. AMD CPUs (Zen 4 on) run zmm at full speed.
bool ukc::x86::aes_zmm_slows_down()
{
	static const u8 models[] = { 0x55, 0x6a, 0x6c, 0x7d, 0x7e, 0x9d, 0x8c, 0x8d };

	if (boot_cpu_data.x86_vendor != X86_VENDOR_INTEL || boot_cpu_data.x86 != 6)
		return false;
	for (u8 m : models)
		if (boot_cpu_data.x86_model == m)
			return true;
	return false;
}

bool ukc::x86::aes_tier_avx()
{
	return boot_cpu_has(X86_FEATURE_AVX);
}

bool ukc::x86::aes_tier_vaes_avx2()
{
	return aes_tier_avx() && boot_cpu_has(X86_FEATURE_AVX2) && boot_cpu_has(X86_FEATURE_VAES) &&
	       boot_cpu_has(X86_FEATURE_VPCLMULQDQ) && boot_cpu_has(X86_FEATURE_PCLMULQDQ) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, nullptr);
}

// AVX10/256 and AVX10/512 as 6.12 approximates them: AVX-512 BW and VL, with zmm state saved.
bool ukc::x86::aes_tier_avx10()
{
	return aes_tier_vaes_avx2() && boot_cpu_has(X86_FEATURE_AVX512BW) &&
	       boot_cpu_has(X86_FEATURE_AVX512VL) && boot_cpu_has(X86_FEATURE_BMI2) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM | XFEATURE_MASK_AVX512,
				 nullptr);
}

int ukc::x86::aesni_register_avx_algs()
{
	for (int i = 0; i < aes_tier_count; i++) {
		if (!aes_tiers[i].supported())
			return 0;
		aes_tier_fill_all(aes_tier_algs[i], aes_tiers[i]);
		int err = simd_register_skciphers_compat(aes_tier_algs[i], aes_tier_modes,
							 aes_tier_simd[i]);
		if (err)
			return err;
	}
	return 0;
}

void ukc::x86::aesni_unregister_avx_algs()
{
	for (int i = aes_tier_count - 1; i >= 0; i--)
		if (aes_tier_simd[i][0])
			simd_unregister_skciphers(aes_tier_algs[i], aes_tier_modes,
						  aes_tier_simd[i]);
}
