/* SPDX-License-Identifier: GPL-2.0-only */
/* x86 CPU features as drivers test them: boot_cpu_has() and the OS-enabled register state. */
#ifndef _UKC_ASM_CPUFEATURE_H
#define _UKC_ASM_CPUFEATURE_H

#include <asm/cpufeatures.h>
#include <asm/fpu/types.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct cpuinfo_x86 - what the CPU offers and the OS allows, probed once at start-up
 * @x86_capability: feature bits, X86_FEATURE_* numbering; a feature whose register state the
 *		    OS does not save (XCR0), or that UKCRYPTO_DISABLE_CPU_FEATURES names, is clear,
 *		    and so is every feature that depends on a clear one, as the kernel's
 *		    clearcpuid= does
 * @xfeatures: the XCR0 state components enabled by the OS (XFEATURE_MASK_*)
 * @x86_vendor: X86_VENDOR_*
 * @x86: the family (with the extended family added, as CPUID leaf 1 defines it)
 * @x86_model: the model (with the extended model for families 6 and 15 and up)
 * @x86_vfm: vendor, family and model in one number, VFM_MAKE() of the three (the
 *	     INTEL_* constants of <asm/intel-family.h> are such numbers)
 */
struct cpuinfo_x86 {
	u32 x86_capability[NCAPINTS];
	u64 xfeatures;
	u8 x86_vendor;
	u8 x86;
	u8 x86_model;
	u32 x86_vfm;
};

/* Vendors, numbered as the kernel's. */
#define X86_VENDOR_INTEL 0
#define X86_VENDOR_AMD 2
#define X86_VENDOR_UNKNOWN 0xff

extern struct cpuinfo_x86 boot_cpu_data;

static inline bool ukc_cpu_has(const struct cpuinfo_x86 *c, unsigned int bit)
{
	return (c->x86_capability[bit / 32] >> (bit % 32)) & 1;
}

#define cpu_has(c, bit) ukc_cpu_has((c), (bit))
#define boot_cpu_has(bit) ukc_cpu_has(&boot_cpu_data, (bit))
#define static_cpu_has(bit) boot_cpu_has(bit)
#define cpu_feature_enabled(bit) boot_cpu_has(bit)

/**
 * cpu_has_xfeatures() - whether the OS saves the given register state components
 * @xfeatures_mask: XFEATURE_MASK_* bits needed
 * @feature_name: if not NULL, set to the name of the highest missing component (or of the
 *		  highest one asked for, when none is missing)
 *
 * Return: 1 if every component in @xfeatures_mask is enabled in XCR0, else 0.
 */
int cpu_has_xfeatures(u64 xfeatures_mask, const char **feature_name);

/**
 * ukc_x86_cpuid_has() - a feature bit as CPUID reports it, before any masking
 * @bit: an X86_FEATURE_* number
 *
 * For tests that check the masking itself; drivers use boot_cpu_has().
 *
 * Return: true if CPUID sets the bit on this CPU.
 */
bool ukc_x86_cpuid_has(unsigned int bit);

/**
 * ukc_x86_feature_name() - the /proc/cpuinfo name of a feature
 * @bit: an X86_FEATURE_* number
 *
 * Return: the name ("avx512f"), or NULL for a number this table does not know.
 */
const char *ukc_x86_feature_name(unsigned int bit);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_ASM_CPUFEATURE_H */
