// SPDX-License-Identifier: GPL-2.0-only
// The x86 feature probe: CPUID and XGETBV read once at load, masked by the environment.
#include <asm/cpu_device_id.h>
#include <asm/cpufeature.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/string.h>

#include <cpuid.h>
#include <cstdlib>
#include <cstring>

#include "ukc_cpu_mask.h"
#include "ukc_kernel.h"

struct cpuinfo_x86 boot_cpu_data;

namespace {

struct x86_feature_dep {
	unsigned int feature;
	unsigned int depends;
};

// A feature goes when one it depends on goes: the pairs of the kernel's cpuid-deps table among
// the features above, plus AVX on OSXSAVE (userspace may use AVX only if the OS saves it).
constexpr x86_feature_dep x86_feature_deps[] = {
	{ X86_FEATURE_AVX, X86_FEATURE_XSAVE },
	{ X86_FEATURE_AVX, X86_FEATURE_OSXSAVE },
	{ X86_FEATURE_OSXSAVE, X86_FEATURE_XSAVE },
	{ X86_FEATURE_XSAVE, X86_FEATURE_FXSR },
	{ X86_FEATURE_XMM, X86_FEATURE_FXSR },
	{ X86_FEATURE_XMM2, X86_FEATURE_XMM },
	{ X86_FEATURE_XMM3, X86_FEATURE_XMM2 },
	{ X86_FEATURE_XMM4_1, X86_FEATURE_XMM2 },
	{ X86_FEATURE_XMM4_2, X86_FEATURE_XMM2 },
	{ X86_FEATURE_PCLMULQDQ, X86_FEATURE_XMM2 },
	{ X86_FEATURE_SSSE3, X86_FEATURE_XMM2 },
	{ X86_FEATURE_AES, X86_FEATURE_XMM2 },
	{ X86_FEATURE_SHA_NI, X86_FEATURE_XMM2 },
	{ X86_FEATURE_GFNI, X86_FEATURE_XMM2 },
	{ X86_FEATURE_FMA, X86_FEATURE_AVX },
	{ X86_FEATURE_VAES, X86_FEATURE_AVX },
	{ X86_FEATURE_VPCLMULQDQ, X86_FEATURE_AVX },
	{ X86_FEATURE_AVX2, X86_FEATURE_AVX },
	{ X86_FEATURE_AVX512F, X86_FEATURE_AVX },
	{ X86_FEATURE_AVX512IFMA, X86_FEATURE_AVX512F },
	{ X86_FEATURE_AVX512CD, X86_FEATURE_AVX512F },
	{ X86_FEATURE_AVX512DQ, X86_FEATURE_AVX512F },
	{ X86_FEATURE_AVX512BW, X86_FEATURE_AVX512F },
	{ X86_FEATURE_AVX512VL, X86_FEATURE_AVX512F },
	{ X86_FEATURE_AVX512VBMI, X86_FEATURE_AVX512F },
	{ X86_FEATURE_AVX512_VBMI2, X86_FEATURE_AVX512VL },
	{ X86_FEATURE_AVX512_VNNI, X86_FEATURE_AVX512VL },
	{ X86_FEATURE_AVX512_BITALG, X86_FEATURE_AVX512VL },
	{ X86_FEATURE_AVX512_VPOPCNTDQ, X86_FEATURE_AVX512F },
};

// Names of the XCR0 components, for cpu_has_xfeatures().
constexpr const char *x86_xfeature_names[XFEATURE_MAX] = {
	"x87 floating point registers",
	"SSE registers",
	"AVX registers",
	"MPX bounds registers",
	"MPX CSR",
	"AVX-512 opmask",
	"AVX-512 Hi256",
	"AVX-512 ZMM_Hi256",
};

u32 x86_cpuid_words[NCAPINTS];

bool x86_has(const u32 *words, unsigned int bit)
{
	return (words[bit / 32] >> (bit % 32)) & 1;
}

void x86_clear(u32 *words, unsigned int bit)
{
	words[bit / 32] &= ~(1u << (bit % 32));
}

// Clears, until nothing changes, every feature whose prerequisite is clear.
void x86_clear_dependents(u32 *words)
{
	bool changed = true;

	while (changed) {
		changed = false;
		for (const x86_feature_dep &d : x86_feature_deps) {
			if (x86_has(words, d.feature) && !x86_has(words, d.depends)) {
				x86_clear(words, d.feature);
				changed = true;
			}
		}
	}
}

// Words 0 and 4 from leaf 1 (EDX, ECX), words 9 and 16 from leaf 7 subleaf 0 (EBX, ECX).
void x86_read_cpuid(u32 *words)
{
	unsigned int max_leaf = __get_cpuid_max(0, nullptr);
	unsigned int a, b, c, d;

	if (max_leaf >= 1) {
		__cpuid_count(1, 0, a, b, c, d);
		words[0] = d;
		words[4] = c;
	}
	if (max_leaf >= 7) {
		__cpuid_count(7, 0, a, b, c, d);
		words[9] = b;
		words[16] = c;
	}
}

// Vendor from leaf 0's register string, family and model from leaf 1's EAX (SDM vol. 2,
// CPUID: "Family" = base + extended family when base is 15; "Model" takes the extended model
// bits when the base family is 6 or 15).
void x86_read_identity(struct cpuinfo_x86 *c)
{
	unsigned int a, b, cx, d;
	char vendor[13] = {};

	__cpuid(0, a, b, cx, d);
	memcpy(vendor, &b, 4);
	memcpy(vendor + 4, &d, 4);
	memcpy(vendor + 8, &cx, 4);
	if (!strcmp(vendor, "GenuineIntel"))
		c->x86_vendor = X86_VENDOR_INTEL;
	else if (!strcmp(vendor, "AuthenticAMD"))
		c->x86_vendor = X86_VENDOR_AMD;
	else
		c->x86_vendor = X86_VENDOR_UNKNOWN;
	if (a < 1)
		return;
	__cpuid(1, a, b, cx, d);
	unsigned int family = (a >> 8) & 0xf, model = (a >> 4) & 0xf;
	if (family == 0xf)
		family += (a >> 20) & 0xff;
	if (family >= 6)
		model |= ((a >> 16) & 0xf) << 4;
	c->x86 = static_cast<u8>(family);
	c->x86_model = static_cast<u8>(model);
	c->x86_vfm = VFM_MAKE(c->x86_vendor, c->x86, c->x86_model);
}

// XGETBV with ECX = 0 reads XCR0; only legal when the OS set CR4.OSXSAVE (CPUID.1:ECX[27]).
u64 x86_read_xcr0()
{
	u32 lo, hi;

	asm volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	return (static_cast<u64>(hi) << 32) | lo;
}

void x86_clear_masked(void *words, unsigned int bit)
{
	x86_clear(static_cast<u32 *>(words), bit);
}

// The register state AVX and AVX-512 need must be saved by the OS, or they may not be used.
void x86_apply_xstate(struct cpuinfo_x86 *c)
{
	u64 xcr0 = XFEATURE_MASK_FPSSE;

	if (x86_has(x86_cpuid_words, X86_FEATURE_OSXSAVE))
		xcr0 = x86_read_xcr0();
	if (!x86_has(c->x86_capability, X86_FEATURE_OSXSAVE))
		xcr0 &= XFEATURE_MASK_FPSSE;
	c->xfeatures = xcr0;
	if ((xcr0 & (XFEATURE_MASK_SSE | XFEATURE_MASK_YMM)) !=
	    (XFEATURE_MASK_SSE | XFEATURE_MASK_YMM))
		x86_clear(c->x86_capability, X86_FEATURE_AVX);
	if ((xcr0 & XFEATURE_MASK_AVX512) != XFEATURE_MASK_AVX512)
		x86_clear(c->x86_capability, X86_FEATURE_AVX512F);
}

// The XSAVE components each feature's registers live in: a kernel drops a component whose
// feature is clear (6.12's fpu__init_system_xstate() over xsave_cpuid_features[]), so a
// clearcpuid=avx boot has no YMM state and cpu_has_xfeatures() answers no for it.
struct x86_xfeature_owner {
	u64 mask;
	unsigned int feature;
};

constexpr x86_xfeature_owner x86_xfeature_owners[] = {
	{ XFEATURE_MASK_SSE, X86_FEATURE_XMM },
	{ XFEATURE_MASK_YMM, X86_FEATURE_AVX },
	{ XFEATURE_MASK_AVX512, X86_FEATURE_AVX512F },
};

void x86_drop_xfeatures(struct cpuinfo_x86 *c)
{
	for (const x86_xfeature_owner &o : x86_xfeature_owners)
		if (!x86_has(c->x86_capability, o.feature))
			c->xfeatures &= ~o.mask;
}

// Before any initcall: constructors only queue initcalls, so every driver sees the result.
__attribute__((constructor)) void x86_probe_features()
{
	x86_read_cpuid(x86_cpuid_words);
	x86_read_identity(&boot_cpu_data);
	memcpy(boot_cpu_data.x86_capability, x86_cpuid_words, sizeof(x86_cpuid_words));
	ukc::cpu_mask_from_env(ukc::cpu_features_x86, ukc::cpu_features_arm64, x86_clear_masked,
			       boot_cpu_data.x86_capability);
	x86_apply_xstate(&boot_cpu_data);
	x86_clear_dependents(boot_cpu_data.x86_capability);
	x86_drop_xfeatures(&boot_cpu_data);
}

// First of all initcalls: a misspelt mask would test the wrong drivers, so crypto_init() fails
// (-EINVAL), and stderr says which names are known.
int x86_check_feature_mask()
{
	return ukc::cpu_mask_check(ukc::cpu_features_x86, ukc::cpu_features_arm64);
}
core_initcall(x86_check_feature_mask);

} // namespace

extern "C" int cpu_has_xfeatures(u64 xfeatures_mask, const char **feature_name)
{
	u64 missing = xfeatures_mask & ~boot_cpu_data.xfeatures;
	u64 named = missing ? missing : xfeatures_mask;

	if (feature_name) {
		int top = named ? 63 - __builtin_clzll(named) : 0;
		*feature_name = top < XFEATURE_MAX ? x86_xfeature_names[top]
						   : "unknown xstate feature";
	}
	return missing ? 0 : 1;
}

extern "C" bool ukc_x86_cpuid_has(unsigned int bit)
{
	return bit < NCAPINTS * 32 && x86_has(x86_cpuid_words, bit);
}

extern "C" const char *ukc_x86_feature_name(unsigned int bit)
{
	return ukc::cpu_feature_name_of(ukc::cpu_features_x86, bit);
}
