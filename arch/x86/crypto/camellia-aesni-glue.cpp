// SPDX-License-Identifier: GPL-2.0-only
// The SIMD Camellia drivers with 6.12's names and priorities, through the simd wrapper:
// "__ecb/cbc-camellia-aesni" (AVX and AES-NI, 16 blocks, 400) and "__ecb/cbc-camellia-aesni-avx2"
// (AVX2, 32 blocks, 500). Each registers only when the CPU has its features.
#include <asm/cpufeature.h>
#include <crypto/internal/simd.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>

#include "camellia-x86-glue.h"

namespace {

using namespace ukc::x86;

const camellia_step camellia_step_2way = { CAMELLIA_PARALLEL_BLOCKS, camellia_enc_blk_2way,
					   camellia_dec_blk_2way };
const camellia_step camellia_step_1 = { 1, camellia_enc_blk, camellia_dec_blk };
const camellia_step camellia_step_16way = { CAMELLIA_AESNI_PARALLEL_BLOCKS, camellia_ecb_enc_16way,
					    camellia_ecb_dec_16way };

const camellia_tier camellia_aesni_tier = {
	.steps = { camellia_step_16way, camellia_step_2way, camellia_step_1 },
	.fpu_blocks = CAMELLIA_AESNI_PARALLEL_BLOCKS,
};

// Its 32-block step is the VAES one where the CPU has VAES, chosen once at registration.
camellia_tier camellia_avx2_tier = {
	.steps = { { CAMELLIA_AESNI_AVX2_PARALLEL_BLOCKS, camellia_ecb_enc_32way,
		     camellia_ecb_dec_32way },
		   camellia_step_16way,
		   camellia_step_2way,
		   camellia_step_1 },
	.fpu_blocks = CAMELLIA_AESNI_PARALLEL_BLOCKS,
};

constexpr const char *camellia_simd_names[2] = { "__ecb(camellia)", "__cbc(camellia)" };

// 6.12's checks: AVX and AES-NI (and AVX2 for the 32-block driver) with the OS saving YMM.
bool camellia_aesni_usable()
{
	return boot_cpu_has(X86_FEATURE_AVX) && boot_cpu_has(X86_FEATURE_AES) &&
	       boot_cpu_has(X86_FEATURE_OSXSAVE) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, nullptr);
}

bool camellia_avx2_usable()
{
	return camellia_aesni_usable() && boot_cpu_has(X86_FEATURE_AVX2);
}

struct camellia_simd_driver {
	bool (*usable)();
	void (*fill)(struct skcipher_alg *algs, const char *const *names,
		     const char *const *drivers, int priority, u32 flags);
	const char *drivers[2];
	int priority;
	struct skcipher_alg algs[2];
	struct simd_skcipher_alg *simd[2];
};

camellia_simd_driver camellia_simd_drivers[] = {
	{ camellia_aesni_usable,
	  camellia_fill_algs<camellia_aesni_tier>,
	  { "__ecb-camellia-aesni", "__cbc-camellia-aesni" },
	  400,
	  {},
	  {} },
	{ camellia_avx2_usable,
	  camellia_fill_algs<camellia_avx2_tier>,
	  { "__ecb-camellia-aesni-avx2", "__cbc-camellia-aesni-avx2" },
	  500,
	  {},
	  {} },
};

void camellia_simd_exit()
{
	for (camellia_simd_driver &d : camellia_simd_drivers) {
		if (d.simd[0])
			simd_unregister_skciphers(d.algs, ARRAY_SIZE(d.algs), d.simd);
		d.simd[0] = nullptr;
	}
}

int camellia_simd_init()
{
	int registered = 0;

	if (boot_cpu_has(X86_FEATURE_VAES)) {
		camellia_avx2_tier.steps[0].enc = camellia_ecb_enc_32way_vaes;
		camellia_avx2_tier.steps[0].dec = camellia_ecb_dec_32way_vaes;
	}
	for (camellia_simd_driver &d : camellia_simd_drivers) {
		if (!d.usable())
			continue;
		d.fill(d.algs, camellia_simd_names, d.drivers, d.priority, CRYPTO_ALG_INTERNAL);
		const int err = simd_register_skciphers_compat(d.algs, ARRAY_SIZE(d.algs), d.simd);

		if (err) {
			camellia_simd_exit();
			return err;
		}
		registered++;
	}
	return registered ? 0 : -ENODEV;
}

} // namespace

late_initcall(camellia_simd_init);
module_exit(camellia_simd_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Camellia Cipher Algorithm, AES-NI/AVX and AVX2 optimized");
MODULE_ALIAS_CRYPTO("camellia");
MODULE_ALIAS_CRYPTO("camellia-asm");
