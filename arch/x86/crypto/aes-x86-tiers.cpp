// SPDX-License-Identifier: GPL-2.0-only
// The zmm rule of the x86 AES tiers and their drivers' names, written once for every glue file.
#include <asm/cpufeature.h>
#include <linux/crypto.h>
#include <linux/string.h>

#include "aes-x86-tiers.h"

namespace ukc::x86 {

int aes_x86_tier_priority(const aes_x86_tier &tier)
{
	return tier.zmm && x86_zmm_slows_down() ? 1 : tier.priority;
}

void aes_x86_tier_name(struct crypto_alg *base, const aes_x86_tier &tier)
{
	size_t len = strnlen(base->cra_driver_name, sizeof(base->cra_driver_name));

	strscpy(base->cra_driver_name + len, tier.suffix, sizeof(base->cra_driver_name) - len);
	base->cra_priority += aes_x86_tier_priority(tier);
}

} // namespace ukc::x86
