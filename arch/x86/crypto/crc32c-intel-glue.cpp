// SPDX-License-Identifier: GPL-2.0-only
// The "crc32c-intel" shash driver with 6.12's name and priority: CRC-32C by the SSE4.2 CRC32
// instruction, the seed as an optional 4-byte key, as crc32c-generic.
#include <asm/cpufeature.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include "crc32_shash.h"
#include "crc32c-x86.h"

namespace {

u32 crc32c_intel_update(u32 crc, unsigned char const *p, size_t len)
{
	return crc32c_intel_le_hw(crc, p, len);
}

using crc32c_intel = ukc::crc32_shash<crc32c_intel_update, ~0u, true>;

struct shash_alg crc32c_intel_alg = crc32c_intel::alg("crc32c", "crc32c-intel", 200);

bool crc32c_intel_registered;

// 6.12 registers it on X86_FEATURE_XMM4_2 (the CRC32 instruction is part of SSE4.2).
int crc32c_intel_mod_init()
{
	if (!boot_cpu_has(X86_FEATURE_XMM4_2))
		return -ENODEV;
	int err = crypto_register_shash(&crc32c_intel_alg);
	crc32c_intel_registered = !err;
	return err;
}

void crc32c_intel_mod_fini()
{
	if (crc32c_intel_registered)
		crypto_unregister_shash(&crc32c_intel_alg);
	crc32c_intel_registered = false;
}

} // namespace

late_initcall(crc32c_intel_mod_init);
module_exit(crc32c_intel_mod_fini);
