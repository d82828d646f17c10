// SPDX-License-Identifier: GPL-2.0-only
// The arm64 feature probe: getauxval(AT_HWCAP) and AT_HWCAP2 read once at load, masked by the
// environment.
#include <asm/cpufeature.h>
#include <linux/init.h>
#include <linux/kernel.h>

#include <sys/auxv.h>

#include <cstdio>
#include <cstring>
#include <string>

#include "ukc_kernel.h"

namespace {

struct arm64_feature_name {
	const char *name;
	unsigned int num;
};

// The names of 6.12's /proc/cpuinfo "Features" line, for the hwcaps this library knows.
constexpr arm64_feature_name arm64_feature_names[] = {
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

// x86's names (arch/x86/crypto/cpufeature.cpp's table), so that one mask can serve both
// architectures' test runs; they mask nothing here.
constexpr const char *x86_feature_names[] = {
	"fxsr",
	"sse",
	"sse2",
	"pni",
	"pclmulqdq",
	"ssse3",
	"fma",
	"sse4_1",
	"sse4_2",
	"movbe",
	"xsave",
	"osxsave",
	"avx",
	"bmi1",
	"avx2",
	"bmi2",
	"avx512f",
	"avx512dq",
	"avx512ifma",
	"avx512cd",
	"sha_ni",
	"avx512bw",
	"avx512vl",
	"avx512vbmi",
	"avx512_vbmi2",
	"gfni",
	"vaes",
	"vpclmulqdq",
	"avx512_vnni",
	"avx512_bitalg",
	"avx512_vpopcntdq",
};

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
// The names UKCRYPTO_DISABLE_CPU_FEATURES held that no architecture knows, for the initcall
// that refuses them.
char arm64_unknown_mask_names[256];

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

int arm64_feature_by_name(const char *name, size_t len)
{
	for (const arm64_feature_name &f : arm64_feature_names)
		if (strlen(f.name) == len && !strncmp(f.name, name, len))
			return static_cast<int>(f.num);
	return -1;
}

bool x86_feature_known(const char *name, size_t len)
{
	for (const char *f : x86_feature_names)
		if (strlen(f) == len && !strncmp(f, name, len))
			return true;
	return false;
}

void arm64_note_unknown_name(const char *name, size_t len)
{
	size_t used = strlen(arm64_unknown_mask_names);

	snprintf(arm64_unknown_mask_names + used, sizeof(arm64_unknown_mask_names) - used, "%s%.*s",
		 used ? "," : "", static_cast<int>(len), name);
}

// UKCRYPTO_DISABLE_CPU_FEATURES=aes,pmull,...: comma (or space) separated /proc/cpuinfo names.
// One list may serve several architectures, so x86's names are only noted in the log; a name
// neither knows is a mistake, refused by arm64_check_feature_mask().
void arm64_mask_from_env(u64 *words)
{
	const char *list = ukc::env_get("UKCRYPTO_DISABLE_CPU_FEATURES");

	for (const char *p = list; p && *p;) {
		size_t len = strcspn(p, ", ");
		if (len) {
			int num = arm64_feature_by_name(p, len);
			if (num >= 0)
				arm64_clear(words, static_cast<unsigned int>(num));
			else if (x86_feature_known(p, len))
				pr_info("arm64: UKCRYPTO_DISABLE_CPU_FEATURES: \"%.*s\" is no arm64 "
					"feature, ignored\n",
					static_cast<int>(len), p);
			else
				arm64_note_unknown_name(p, len);
		}
		p += len;
		p += strspn(p, ", ");
	}
}

// Before any initcall: constructors only queue initcalls, so every driver sees the result.
__attribute__((constructor)) void arm64_probe_features()
{
	arm64_auxv_words[0] = getauxval(AT_HWCAP);
	arm64_auxv_words[1] = getauxval(AT_HWCAP2);
	memcpy(arm64_words, arm64_auxv_words, sizeof(arm64_words));
	arm64_mask_from_env(arm64_words);
	arm64_clear_dependents(arm64_words);
}

// First of all initcalls: a misspelt mask would test the wrong drivers, so crypto_init() fails
// (-EINVAL), and stderr says which names are known.
int arm64_check_feature_mask()
{
	if (!arm64_unknown_mask_names[0])
		return 0;
	std::string known;
	for (const arm64_feature_name &f : arm64_feature_names)
		known.append(known.empty() ? "" : ",").append(f.name);
	std::string other;
	for (const char *f : x86_feature_names)
		other.append(other.empty() ? "" : ",").append(f);
	pr_err("arm64: UKCRYPTO_DISABLE_CPU_FEATURES: unknown feature(s) \"%s\"; arm64 knows %s "
	       "(and x86's %s)\n",
	       arm64_unknown_mask_names, known.c_str(), other.c_str());
	fprintf(stderr,
		"ukcrypto: UKCRYPTO_DISABLE_CPU_FEATURES: unknown feature(s) \"%s\"\n"
		"  arm64 features: %s\n  x86 features (ignored on arm64): %s\n",
		arm64_unknown_mask_names, known.c_str(), other.c_str());
	return -EINVAL;
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
	for (const arm64_feature_name &f : arm64_feature_names)
		if (f.num == num)
			return f.name;
	return nullptr;
}
