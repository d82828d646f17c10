/* SPDX-License-Identifier: GPL-2.0-only */
/* The x86 AES tiers: one row per ISA level, which every x86 AES glue file registers from. */
#ifndef _UKC_ARCH_X86_AES_X86_TIERS_H
#define _UKC_ARCH_X86_AES_X86_TIERS_H

#include <linux/kernel.h>

#include "aes-gcm-intel.h"
#include "aesni-intel.h"
#include "x86-drivers.h"

/* The library's own, as the ISA functions (aesni-intel.h): hidden. */
#pragma GCC visibility push(hidden)

namespace ukc::x86 {

/**
 * struct aes_x86_tier - one ISA level of the x86 AES drivers
 * @suffix: the driver-name suffix: "<mode>-aes-<suffix>", "generic-gcm-<suffix>"
 * @priority: its drivers' priority, as 6.12's (the fused CTS and ESSIV drivers one above)
 * @zmm: whether its code uses zmm registers
 * @supported: whether the CPU (as masked) and the OS have it
 * @modes: its XTS, CTR and CBC-decryption functions
 * @gcm: its AES-GCM functions (vaes-avx2's are not in 6.12: named as later kernels name them)
 */
struct aes_x86_tier {
	const char *suffix;
	int priority;
	bool zmm;
	bool (*supported)();
	const struct aes_modes_ops *modes;
	const struct aes_gcm_ops *gcm;
};

inline constexpr aes_x86_tier aes_x86_tiers[] = {
	{ "aesni", 400, false, x86_has_aesni, &aes_modes_ops_aesni, &aes_gcm_ops_aesni },
	{ "aesni-avx", 500, false, x86_has_aesni_avx, &aes_modes_ops_aesni_avx,
	  &aes_gcm_ops_aesni_avx },
	{ "vaes-avx2", 600, false, x86_has_vaes_avx2, &aes_modes_ops_vaes_avx2,
	  &aes_gcm_ops_vaes_avx2 },
	{ "vaes-avx10_256", 700, false, x86_has_vaes_avx10, &aes_modes_ops_vaes_avx10_256,
	  &aes_gcm_ops_vaes_avx10_256 },
	{ "vaes-avx10_512", 800, true, x86_has_vaes_avx10, &aes_modes_ops_vaes_avx10_512,
	  &aes_gcm_ops_vaes_avx10_512 },
};

inline constexpr int aes_x86_tier_count = ARRAY_SIZE(aes_x86_tiers);

/**
 * aes_x86_tier_priority() - the priority of @tier's drivers on this CPU
 * @tier: a row of aes_x86_tiers
 *
 * On the Intel models that lower their clock when zmm registers are used (6.12's
 * zmm_exclusion_list), a zmm tier keeps priority 1, so the ymm tier below it is chosen.
 *
 * Return: @tier->priority, or 1.
 */
int aes_x86_tier_priority(const aes_x86_tier &tier);

/**
 * aes_x86_tier_name() - finish a tier's descriptor from its static table entry
 * @base: the entry, whose cra_driver_name holds the driver name up to the suffix
 *	("__xts-aes-") and whose cra_priority holds its offset above the tier's priority
 * @tier: the tier it is registered for
 */
void aes_x86_tier_name(struct crypto_alg *base, const aes_x86_tier &tier);

} // namespace ukc::x86

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_AES_X86_TIERS_H */
