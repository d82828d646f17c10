// SPDX-License-Identifier: GPL-2.0-only
// The "crct10dif-arm64-neon" (priority 150, Advanced SIMD) and "crct10dif-arm64-ce" (priority
// 200, PMULL) shash drivers of 6.12's crct10dif-ce-glue.c: the T10-DIF CRC by carry-less
// folding, on the generic driver's descriptor (the running u16). The library's crc_t10dif()
// runs the one a "crct10dif" lookup returns, as 6.12's does.
#include <asm/neon.h>
#include <crypto/hash.h>
#include <crypto/internal/simd.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include <algorithm>
#include <cstring>

#include <asm/cpufeature.h>
#include "crc-t10dif-arch.h"
#include "crc_unkeyed_shash.h"
#include "crct10dif-ce.h"

namespace {

using ukc::arm64::CRC_T10DIF_PMULL_CHUNK_SIZE;

// 6.12 leaves the NEON section every 4 KiB, taking a last piece of up to 4 KiB + 16 whole, so
// that no piece is shorter than one block.
constexpr size_t crct10dif_ce_chunk = 4096;

template <u16 (*simd)(u16, const u8 *, size_t)>
u16 crct10dif_ce_update(u16 crc, const u8 *p, size_t len)
{
	if (len < CRC_T10DIF_PMULL_CHUNK_SIZE || !crypto_simd_usable())
		return crc_t10dif_generic(crc, p, len);
	while (len) {
		size_t n = len;

		if (n > crct10dif_ce_chunk + CRC_T10DIF_PMULL_CHUNK_SIZE)
			n = crct10dif_ce_chunk;
		kernel_neon_begin();
		crc = simd(crc, p, n);
		kernel_neon_end();
		p += n;
		len -= n;
	}
	return crc;
}

constexpr auto crct10dif_update_p8 = crct10dif_ce_update<ukc::arm64::crc_t10dif_pmull_p8>;
constexpr auto crct10dif_update_p64 = crct10dif_ce_update<ukc::arm64::crc_t10dif_pmull_p64>;

// 6.12's order: the NEON one first, so that without PMULL only it registers.
struct shash_alg crct10dif_ce_algs[] = {
	ukc::crct10dif_alg<crct10dif_update_p8>("crct10dif-arm64-neon", 150),
	ukc::crct10dif_alg<crct10dif_update_p64>("crct10dif-arm64-ce", 200),
};

unsigned int crct10dif_ce_registered;

// The library follows the "crct10dif" a lookup returns, as 6.12's rehash on each new one does.
void crct10dif_ce_hook_library()
{
	struct crypto_shash *tfm = crypto_alloc_shash(CRC_T10DIF_STRING, 0, 0);

	if (IS_ERR(tfm))
		return;
	const char *name = crypto_shash_driver_name(tfm);

	if (!strcmp(name, "crct10dif-arm64-ce"))
		ukc::crc_t10dif_set_arch(crct10dif_update_p64);
	else if (!strcmp(name, "crct10dif-arm64-neon"))
		ukc::crc_t10dif_set_arch(crct10dif_update_p8);
	crypto_free_shash(tfm);
}

// module_cpu_feature_match(ASIMD, ...) in 6.12, the PMULL driver only where PMULL is.
int crct10dif_ce_mod_init()
{
	if (!cpu_have_named_feature(ASIMD))
		return -ENODEV;

	const unsigned int n = cpu_have_named_feature(PMULL) ? 2 : 1;
	int err = crypto_register_shashes(crct10dif_ce_algs, n);

	if (err)
		return err;
	crct10dif_ce_registered = n;
	crct10dif_ce_hook_library();
	return 0;
}

void crct10dif_ce_mod_fini()
{
	if (!crct10dif_ce_registered)
		return;
	ukc::crc_t10dif_set_arch(nullptr);
	crypto_unregister_shashes(crct10dif_ce_algs, crct10dif_ce_registered);
	crct10dif_ce_registered = 0;
}

} // namespace

late_initcall(crct10dif_ce_mod_init);
module_exit(crct10dif_ce_mod_fini);

MODULE_DESCRIPTION("CRC-T10DIF using arm64 NEON and Crypto Extensions");
MODULE_LICENSE("GPL v2");
MODULE_ALIAS_CRYPTO("crct10dif");
MODULE_ALIAS_CRYPTO("crct10dif-arm64-ce");
