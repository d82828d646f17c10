// SPDX-License-Identifier: GPL-2.0-only
// The feature checks of the x86 AES tiers and the zmm rule, written once for every glue file.
#include <asm/cpufeature.h>
#include <linux/crypto.h>
#include <linux/string.h>

#include "aes-x86-tiers.h"

namespace ukc::x86 {

namespace {

// The models of 6.12's zmm_exclusion_list (Skylake-X, Ice Lake, Tiger Lake): Intel CPUs that
// lower their clock when zmm registers are used. AMD CPUs (Zen 4 on) run zmm at full speed.
bool aes_zmm_slows_down()
{
	static const u8 models[] = { 0x55, 0x6a, 0x6c, 0x7d, 0x7e, 0x9d, 0x8c, 0x8d };

	if (boot_cpu_data.x86_vendor != X86_VENDOR_INTEL || boot_cpu_data.x86 != 6)
		return false;
	for (u8 m : models)
		if (boot_cpu_data.x86_model == m)
			return true;
	return false;
}

} // namespace

// 6.12 registers on X86_FEATURE_AES; the code here also uses SSSE3/SSE4.1 byte shuffles, which
// every CPU with AES-NI has.
bool aes_tier_aesni()
{
	return boot_cpu_has(X86_FEATURE_AES) && boot_cpu_has(X86_FEATURE_XMM4_1);
}

bool aes_tier_avx()
{
	return aes_tier_aesni() && boot_cpu_has(X86_FEATURE_AVX);
}

bool aes_tier_vaes_avx2()
{
	return aes_tier_avx() && boot_cpu_has(X86_FEATURE_AVX2) && boot_cpu_has(X86_FEATURE_VAES) &&
	       boot_cpu_has(X86_FEATURE_VPCLMULQDQ) && boot_cpu_has(X86_FEATURE_PCLMULQDQ) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, nullptr);
}

bool aes_tier_avx10()
{
	return aes_tier_vaes_avx2() && boot_cpu_has(X86_FEATURE_AVX512BW) &&
	       boot_cpu_has(X86_FEATURE_AVX512VL) && boot_cpu_has(X86_FEATURE_BMI2) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM | XFEATURE_MASK_AVX512,
				 nullptr);
}

int aes_x86_tier_priority(const aes_x86_tier &tier)
{
	return tier.zmm && aes_zmm_slows_down() ? 1 : tier.priority;
}

void aes_x86_tier_name(struct crypto_alg *base, const aes_x86_tier &tier)
{
	size_t len = strnlen(base->cra_driver_name, sizeof(base->cra_driver_name));

	strscpy(base->cra_driver_name + len, tier.suffix, sizeof(base->cra_driver_name) - len);
	base->cra_priority += aes_x86_tier_priority(tier);
}

} // namespace ukc::x86
