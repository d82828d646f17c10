// SPDX-License-Identifier: GPL-2.0-only
// UKCRYPTO_DISABLE_CPU_FEATURES: both architectures' feature names and the one parser, so that
// one mask serves the x86 and the arm64 runs of a test and a misspelt name is refused on both.
#include <linux/kernel.h>

#include <cstdio>
#include <cstring>
#include <string>

#include <arch/arm64/asm/hwcap.h>
#include <arch/x86/asm/cpufeatures.h>

#include "ukc_cpu_mask.h"
#include "ukc_kernel.h"

namespace {

// The names 6.12's /proc/cpuinfo "flags" line prints; "osxsave" (hidden there) is accepted too.
constexpr ukc::cpu_feature_name x86_names[] = {
	{ "fxsr", X86_FEATURE_FXSR },
	{ "sse", X86_FEATURE_XMM },
	{ "sse2", X86_FEATURE_XMM2 },
	{ "pni", X86_FEATURE_XMM3 },
	{ "pclmulqdq", X86_FEATURE_PCLMULQDQ },
	{ "ssse3", X86_FEATURE_SSSE3 },
	{ "fma", X86_FEATURE_FMA },
	{ "sse4_1", X86_FEATURE_XMM4_1 },
	{ "sse4_2", X86_FEATURE_XMM4_2 },
	{ "movbe", X86_FEATURE_MOVBE },
	{ "aes", X86_FEATURE_AES },
	{ "xsave", X86_FEATURE_XSAVE },
	{ "osxsave", X86_FEATURE_OSXSAVE },
	{ "avx", X86_FEATURE_AVX },
	{ "bmi1", X86_FEATURE_BMI1 },
	{ "avx2", X86_FEATURE_AVX2 },
	{ "bmi2", X86_FEATURE_BMI2 },
	{ "avx512f", X86_FEATURE_AVX512F },
	{ "avx512dq", X86_FEATURE_AVX512DQ },
	{ "adx", X86_FEATURE_ADX },
	{ "avx512ifma", X86_FEATURE_AVX512IFMA },
	{ "avx512cd", X86_FEATURE_AVX512CD },
	{ "sha_ni", X86_FEATURE_SHA_NI },
	{ "avx512bw", X86_FEATURE_AVX512BW },
	{ "avx512vl", X86_FEATURE_AVX512VL },
	{ "avx512vbmi", X86_FEATURE_AVX512VBMI },
	{ "avx512_vbmi2", X86_FEATURE_AVX512_VBMI2 },
	{ "gfni", X86_FEATURE_GFNI },
	{ "vaes", X86_FEATURE_VAES },
	{ "vpclmulqdq", X86_FEATURE_VPCLMULQDQ },
	{ "avx512_vnni", X86_FEATURE_AVX512_VNNI },
	{ "avx512_bitalg", X86_FEATURE_AVX512_BITALG },
	{ "avx512_vpopcntdq", X86_FEATURE_AVX512_VPOPCNTDQ },
};

// The names of 6.12's /proc/cpuinfo "Features" line, for the hwcaps this library knows.
constexpr ukc::cpu_feature_name arm64_names[] = {
	{ "fp", KERNEL_HWCAP_FP },
	{ "asimd", KERNEL_HWCAP_ASIMD },
	{ "evtstrm", KERNEL_HWCAP_EVTSTRM },
	{ "aes", KERNEL_HWCAP_AES },
	{ "pmull", KERNEL_HWCAP_PMULL },
	{ "sha1", KERNEL_HWCAP_SHA1 },
	{ "sha2", KERNEL_HWCAP_SHA2 },
	{ "crc32", KERNEL_HWCAP_CRC32 },
	{ "atomics", KERNEL_HWCAP_ATOMICS },
	{ "fphp", KERNEL_HWCAP_FPHP },
	{ "asimdhp", KERNEL_HWCAP_ASIMDHP },
	{ "cpuid", KERNEL_HWCAP_CPUID },
	{ "asimdrdm", KERNEL_HWCAP_ASIMDRDM },
	{ "jscvt", KERNEL_HWCAP_JSCVT },
	{ "fcma", KERNEL_HWCAP_FCMA },
	{ "lrcpc", KERNEL_HWCAP_LRCPC },
	{ "dcpop", KERNEL_HWCAP_DCPOP },
	{ "sha3", KERNEL_HWCAP_SHA3 },
	{ "sm3", KERNEL_HWCAP_SM3 },
	{ "sm4", KERNEL_HWCAP_SM4 },
	{ "asimddp", KERNEL_HWCAP_ASIMDDP },
	{ "sha512", KERNEL_HWCAP_SHA512 },
	{ "sve", KERNEL_HWCAP_SVE },
	{ "asimdfhm", KERNEL_HWCAP_ASIMDFHM },
	{ "dit", KERNEL_HWCAP_DIT },
	{ "uscat", KERNEL_HWCAP_USCAT },
	{ "ilrcpc", KERNEL_HWCAP_ILRCPC },
	{ "flagm", KERNEL_HWCAP_FLAGM },
	{ "ssbs", KERNEL_HWCAP_SSBS },
	{ "sb", KERNEL_HWCAP_SB },
	{ "paca", KERNEL_HWCAP_PACA },
	{ "pacg", KERNEL_HWCAP_PACG },
	{ "dcpodp", KERNEL_HWCAP_DCPODP },
	{ "sve2", KERNEL_HWCAP_SVE2 },
	{ "sveaes", KERNEL_HWCAP_SVEAES },
	{ "svepmull", KERNEL_HWCAP_SVEPMULL },
	{ "svebitperm", KERNEL_HWCAP_SVEBITPERM },
	{ "svesha3", KERNEL_HWCAP_SVESHA3 },
	{ "svesm4", KERNEL_HWCAP_SVESM4 },
	{ "bti", KERNEL_HWCAP_BTI },
};

// The names the mask held that no architecture knows. Plain storage: the probes run from
// constructors, before any dynamic initialisation.
char cpu_mask_unknown[256];

const ukc::cpu_feature_name *cpu_feature_find(const ukc::cpu_feature_arch &arch, const char *name,
					      size_t len)
{
	for (const ukc::cpu_feature_name &f : arch.features)
		if (strlen(f.name) == len && !strncmp(f.name, name, len))
			return &f;
	return nullptr;
}

void cpu_mask_note_unknown(const char *name, size_t len)
{
	size_t used = strlen(cpu_mask_unknown);

	snprintf(cpu_mask_unknown + used, sizeof(cpu_mask_unknown) - used, "%s%.*s",
		 used ? "," : "", static_cast<int>(len), name);
}

std::string cpu_feature_list(const ukc::cpu_feature_arch &arch)
{
	std::string list;

	for (const ukc::cpu_feature_name &f : arch.features)
		list.append(list.empty() ? "" : ",").append(f.name);
	return list;
}

} // namespace

const ukc::cpu_feature_arch ukc::cpu_features_x86 = { "x86", x86_names };
const ukc::cpu_feature_arch ukc::cpu_features_arm64 = { "arm64", arm64_names };

void ukc::cpu_mask_from_env(const cpu_feature_arch &own, const cpu_feature_arch &other,
			    void (*clear)(void *words, unsigned int num), void *words)
{
	const char *list = ukc::env_get("UKCRYPTO_DISABLE_CPU_FEATURES");

	for (const char *p = list; p && *p;) {
		size_t len = strcspn(p, ", ");
		if (len) {
			if (const cpu_feature_name *f = cpu_feature_find(own, p, len))
				clear(words, f->num);
			else if (cpu_feature_find(other, p, len))
				pr_info("%s: UKCRYPTO_DISABLE_CPU_FEATURES: \"%.*s\" is no %s "
					"feature, ignored\n",
					own.name, static_cast<int>(len), p, own.name);
			else
				cpu_mask_note_unknown(p, len);
		}
		p += len;
		p += strspn(p, ", ");
	}
}

int ukc::cpu_mask_check(const cpu_feature_arch &own, const cpu_feature_arch &other)
{
	if (!cpu_mask_unknown[0])
		return 0;
	std::string known = cpu_feature_list(own), foreign = cpu_feature_list(other);
	pr_err("%s: UKCRYPTO_DISABLE_CPU_FEATURES: unknown feature(s) \"%s\"; %s knows %s "
	       "(and %s's %s)\n",
	       own.name, cpu_mask_unknown, own.name, known.c_str(), other.name, foreign.c_str());
	fprintf(stderr,
		"ukcrypto: UKCRYPTO_DISABLE_CPU_FEATURES: unknown feature(s) \"%s\"\n"
		"  %s features: %s\n  %s features (ignored on %s): %s\n",
		cpu_mask_unknown, own.name, known.c_str(), other.name, own.name, foreign.c_str());
	return -EINVAL;
}

const char *ukc::cpu_feature_name_of(const cpu_feature_arch &arch, unsigned int num)
{
	for (const cpu_feature_name &f : arch.features)
		if (f.num == num)
			return f.name;
	return nullptr;
}
