// SPDX-License-Identifier: GPL-2.0-only
// The "crc32-pclmul" shash driver with 6.12's name and priority: CRC-32 (IEEE 802.3, bit
// reflected) by carry-less folding, on 512-bit registers for long inputs where the CPU has them;
// the seed as an optional 4-byte key and no final inversion, as crc32-generic.
#include <asm/cpufeature.h>
#include <linux/crc32.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include "crc-pclmul-glue.h"
#include "crc32_shash.h"

namespace {

using ukc::x86::crc_pclmul_fn;

// 6.12's glue takes the SIMD path from 64 bytes after aligning to 16, so from 79.
constexpr size_t crc32_pclmul_simd_min = 64 + 15;

crc_pclmul_fn<u32> crc32_pclmul_simd = crc32_pclmul_le;

u32 crc32_pclmul_portable(u32 crc, const u8 *p, size_t len)
{
	return crc32_le(crc, p, len);
}

constexpr auto crc32_pclmul_update =
	ukc::x86::crc_pclmul_update<u32, crc32_pclmul_simd, crc32_pclmul_portable,
				    crc32_pclmul_simd_min>;

using crc32_pclmul = ukc::crc32_shash<crc32_pclmul_update, 0, false>;

struct shash_alg crc32_pclmul_alg = crc32_pclmul::alg("crc32", "crc32-pclmul", 200);

bool crc32_pclmul_registered;

// 6.12 registers it on X86_FEATURE_PCLMULQDQ alone.
int crc32_pclmul_mod_init()
{
	if (!boot_cpu_has(X86_FEATURE_PCLMULQDQ))
		return -ENODEV;
	crc32_pclmul_simd =
		ukc::x86::crc_pclmul_choose<u32, crc32_pclmul_le, crc32_vpclmul_avx512_le>(
			"crc32-pclmul");

	int err = crypto_register_shash(&crc32_pclmul_alg);

	crc32_pclmul_registered = !err;
	return err;
}

void crc32_pclmul_mod_fini()
{
	if (crc32_pclmul_registered)
		crypto_unregister_shash(&crc32_pclmul_alg);
	crc32_pclmul_registered = false;
}

} // namespace

late_initcall(crc32_pclmul_mod_init);
module_exit(crc32_pclmul_mod_fini);
