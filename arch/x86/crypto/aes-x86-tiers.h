/* SPDX-License-Identifier: GPL-2.0-only */
/* The x86 AES levels: one row per ISA level, with its functions, for the glue files' tables. */
#ifndef _UKC_ARCH_X86_AES_X86_TIERS_H
#define _UKC_ARCH_X86_AES_X86_TIERS_H

#include <linux/kernel.h>

#include "aes-gcm-intel.h"
#include "aesni-intel.h"

/* The library's own, as the ISA functions (aesni-intel.h): hidden. */
#pragma GCC visibility push(hidden)

namespace ukc::x86 {

/**
 * struct aes_x86_tier - one ISA level of the x86 AES code
 * @suffix: the driver-name suffix its drivers' rows carry: "<mode>-aes-<suffix>",
 *	"generic-gcm-<suffix>"
 * @modes: its XTS, CTR and CBC-decryption functions
 * @gcm: its AES-GCM functions (vaes-avx2's are not in 6.12: named as later kernels name them)
 *
 * The drivers over each level are the rows of the glue files' static tables (aes-vaes-glue.cpp,
 * aes-gcm-glue.cpp, essiv-aesni-glue.cpp), which take the level's functions by its index here.
 */
struct aes_x86_tier {
	const char *suffix;
	const struct aes_modes_ops *modes;
	const struct aes_gcm_ops *gcm;
};

inline constexpr aes_x86_tier aes_x86_tiers[] = {
	{ "aesni", &aes_modes_ops_aesni, &aes_gcm_ops_aesni },
	{ "aesni-avx", &aes_modes_ops_aesni_avx, &aes_gcm_ops_aesni_avx },
	{ "vaes-avx2", &aes_modes_ops_vaes_avx2, &aes_gcm_ops_vaes_avx2 },
	{ "vaes-avx10_256", &aes_modes_ops_vaes_avx10_256, &aes_gcm_ops_vaes_avx10_256 },
	{ "vaes-avx10_512", &aes_modes_ops_vaes_avx10_512, &aes_gcm_ops_vaes_avx10_512 },
};

} // namespace ukc::x86

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_AES_X86_TIERS_H */
