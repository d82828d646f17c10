// SPDX-License-Identifier: GPL-2.0-only
// The zmm rule of the x86 AES tiers and their drivers' names, written once for every glue file.
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
