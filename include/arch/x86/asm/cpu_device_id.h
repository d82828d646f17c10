/* SPDX-License-Identifier: GPL-2.0-only */
/* CPU match tables (X86_MATCH_FEATURE ... {}) and x86_match_cpu() over the probed features,
 * as UKCRYPTO_DISABLE_CPU_FEATURES has masked them. */
#ifndef _UKC_ASM_CPU_DEVICE_ID_H
#define _UKC_ASM_CPU_DEVICE_ID_H

#include <asm/cpufeature.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef unsigned long kernel_ulong_t;

#define X86_VENDOR_ANY 0xffff
#define X86_FAMILY_ANY 0
#define X86_MODEL_ANY 0
#define X86_STEPPING_ANY 0
#define X86_FEATURE_ANY 0

/* One entry of a table; a table ends with an entry of zeroes. */
struct x86_cpu_id {
	u16 vendor;
	u16 family;
	u16 model;
	u16 steppings;
	u16 feature; /* an X86_FEATURE_* number, or X86_FEATURE_ANY */
	u16 flags;   /* X86_CPU_ID_FLAG_ENTRY_VALID on every entry but the last */
	kernel_ulong_t driver_data;
};

#define X86_CPU_ID_FLAG_ENTRY_VALID 1

#define X86_MATCH_VENDOR_FAM_MODEL_FEATURE(v, fam, mod, feat, data)                            \
	{                                                                                      \
		.vendor = (v), .family = (fam), .model = (mod), .steppings = X86_STEPPING_ANY, \
		.feature = (feat), .flags = X86_CPU_ID_FLAG_ENTRY_VALID,                       \
		.driver_data = (kernel_ulong_t)(data)                                          \
	}
/* Any CPU with @feature. */
#define X86_MATCH_FEATURE(feat, data)                                                           \
	X86_MATCH_VENDOR_FAM_MODEL_FEATURE(X86_VENDOR_ANY, X86_FAMILY_ANY, X86_MODEL_ANY, feat, \
					   data)
/* Any CPU of vendor X86_VENDOR_@v with @feature. */
#define X86_MATCH_VENDOR_FEATURE(v, feat, data)                                                 \
	X86_MATCH_VENDOR_FAM_MODEL_FEATURE(X86_VENDOR_##v, X86_FAMILY_ANY, X86_MODEL_ANY, feat, \
					   data)

/* A vendor, family and model in one number (VFM), as <asm/intel-family.h> names CPUs. */
#define VFM_MAKE(vendor, family, model) (((vendor) << 16) | ((family) << 8) | (model))
#define VFM_VENDOR(vfm) (((vfm) >> 16) & 0xffff)
#define VFM_FAMILY(vfm) (((vfm) >> 8) & 0xff)
#define VFM_MODEL(vfm) ((vfm)&0xff)
#define X86_MATCH_VFM(vfm, data)                                                             \
	X86_MATCH_VENDOR_FAM_MODEL_FEATURE(VFM_VENDOR(vfm), VFM_FAMILY(vfm), VFM_MODEL(vfm), \
					   X86_FEATURE_ANY, data)

/* Intel family 6 models (Intel SDM vol. 4, table 2-1), those crypto drivers name. */
#define __ukc_intel6(model) VFM_MAKE(X86_VENDOR_INTEL, 6, model)
#define INTEL_ATOM_BONNELL __ukc_intel6(0x1c)
#define INTEL_ATOM_BONNELL_MID __ukc_intel6(0x26)
#define INTEL_ATOM_SALTWELL __ukc_intel6(0x36)
#define INTEL_SKYLAKE_X __ukc_intel6(0x55)
#define INTEL_ICELAKE_X __ukc_intel6(0x6a)
#define INTEL_ICELAKE_D __ukc_intel6(0x6c)
#define INTEL_ICELAKE __ukc_intel6(0x7d)
#define INTEL_ICELAKE_L __ukc_intel6(0x7e)
#define INTEL_ICELAKE_NNPI __ukc_intel6(0x9d)
#define INTEL_TIGERLAKE_L __ukc_intel6(0x8c)
#define INTEL_TIGERLAKE __ukc_intel6(0x8d)

/**
 * x86_match_cpu() - the first entry of @match this CPU satisfies
 * @match: the table, ended by an entry of zeroes
 *
 * An entry matches when its vendor, family and model are this CPU's (or "any"), and its
 * feature is present after UKCRYPTO_DISABLE_CPU_FEATURES masked the probed set.
 *
 * Return: the entry, or NULL when none matches.
 */
static inline const struct x86_cpu_id *x86_match_cpu(const struct x86_cpu_id *match)
{
	for (const struct x86_cpu_id *m = match; m->flags & X86_CPU_ID_FLAG_ENTRY_VALID; m++) {
		if (m->vendor != X86_VENDOR_ANY && m->vendor != boot_cpu_data.x86_vendor)
			continue;
		if (m->family != X86_FAMILY_ANY && m->family != boot_cpu_data.x86)
			continue;
		if (m->model != X86_MODEL_ANY && m->model != boot_cpu_data.x86_model)
			continue;
		if (m->feature != X86_FEATURE_ANY && !boot_cpu_has(m->feature))
			continue;
		return m;
	}
	return NULL;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_ASM_CPU_DEVICE_ID_H */
