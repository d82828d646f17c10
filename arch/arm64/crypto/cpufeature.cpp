// SPDX-License-Identifier: GPL-2.0-only
// The arm64 feature probe: getauxval(AT_HWCAP) and AT_HWCAP2 read once at load, masked by the
// environment.
#include <asm/cpufeature.h>
#include <linux/init.h>
#include <linux/kernel.h>

#include <sys/auxv.h>

#include <cstring>

#include "ukc_cpu_mask.h"
#include "ukc_kernel.h"

namespace {

struct arm64_feature_dep {
	unsigned int feature;
	unsigned int depends;
};

// A feature goes when one it needs goes: Advanced SIMD shares its registers with FP, and the
// cryptographic extensions are instructions on the SIMD registers (Arm ARM, A2.2: FEAT_AES,
// FEAT_PMULL, FEAT_SHA1, FEAT_SHA256, FEAT_SHA512, FEAT_SHA3 and FEAT_SM3/SM4 are Advanced
// SIMD instructions; SVE's forms need SVE).
constexpr arm64_feature_dep arm64_feature_deps[] = {
	{ KERNEL_HWCAP_ASIMD, KERNEL_HWCAP_FP },
	{ KERNEL_HWCAP_AES, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_PMULL, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_SHA1, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_SHA2, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_SHA512, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_SHA3, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_SM3, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_SM4, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_ASIMDHP, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_ASIMDRDM, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_ASIMDDP, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_ASIMDFHM, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_SVE, KERNEL_HWCAP_ASIMD },
	{ KERNEL_HWCAP_SVE2, KERNEL_HWCAP_SVE },
	{ KERNEL_HWCAP_SVEAES, KERNEL_HWCAP_SVE2 },
	{ KERNEL_HWCAP_SVEPMULL, KERNEL_HWCAP_SVE2 },
	{ KERNEL_HWCAP_SVEBITPERM, KERNEL_HWCAP_SVE2 },
	{ KERNEL_HWCAP_SVESHA3, KERNEL_HWCAP_SVE2 },
	{ KERNEL_HWCAP_SVESM4, KERNEL_HWCAP_SVE2 },
};

// Plain storage: the probe runs from a constructor, before this file's dynamic initialisation.
u64 arm64_auxv_words[2];
u64 arm64_words[2];

bool arm64_has(const u64 *words, unsigned int num)
{
	return num < UKC_ARM64_NFEATURES && ((words[num / 64] >> (num % 64)) & 1);
}

void arm64_clear(u64 *words, unsigned int num)
{
	words[num / 64] &= ~(1ULL << (num % 64));
}

// Clears, until nothing changes, every feature whose prerequisite is clear.
void arm64_clear_dependents(u64 *words)
{
	bool changed = true;

	while (changed) {
		changed = false;
		for (const arm64_feature_dep &d : arm64_feature_deps) {
			if (arm64_has(words, d.feature) && !arm64_has(words, d.depends)) {
				arm64_clear(words, d.feature);
				changed = true;
			}
		}
	}
}

void arm64_clear_masked(void *words, unsigned int num)
{
	arm64_clear(static_cast<u64 *>(words), num);
}

// Before any initcall: constructors only queue initcalls, so every driver sees the result.
__attribute__((constructor)) void arm64_probe_features()
{
	arm64_auxv_words[0] = getauxval(AT_HWCAP);
	arm64_auxv_words[1] = getauxval(AT_HWCAP2);
	memcpy(arm64_words, arm64_auxv_words, sizeof(arm64_words));
	ukc::cpu_mask_from_env(ukc::cpu_features_arm64, ukc::cpu_features_x86, arm64_clear_masked,
			       arm64_words);
	arm64_clear_dependents(arm64_words);
}

// First of all initcalls: a misspelt mask would test the wrong drivers, so crypto_init() fails
// (-EINVAL), and stderr says which names are known.
int arm64_check_feature_mask()
{
	return ukc::cpu_mask_check(ukc::cpu_features_arm64, ukc::cpu_features_x86);
}
core_initcall(arm64_check_feature_mask);

} // namespace

extern "C" bool cpu_have_feature(unsigned int num)
{
	return arm64_has(arm64_words, num);
}

extern "C" unsigned long cpu_get_elf_hwcap(void)
{
	return arm64_words[0];
}

extern "C" unsigned long cpu_get_elf_hwcap2(void)
{
	return arm64_words[1];
}

extern "C" bool ukc_arm64_auxv_has(unsigned int num)
{
	return arm64_has(arm64_auxv_words, num);
}

extern "C" const char *ukc_arm64_feature_name(unsigned int num)
{
	return ukc::cpu_feature_name_of(ukc::cpu_features_arm64, num);
}
