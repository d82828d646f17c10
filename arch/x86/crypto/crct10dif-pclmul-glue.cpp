// SPDX-License-Identifier: GPL-2.0-only
// The "crct10dif-pclmul" shash driver with 6.12's name and priority: the T10-DIF CRC by
// carry-less folding, on 512-bit registers for long inputs where the CPU has them; the library's
// crc_t10dif() runs it once a "crct10dif" lookup returns it, as 6.12's does.
#include <asm/cpufeature.h>
#include <crypto/hash.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include <cstring>

#include "crc-pclmul-glue.h"
#include "crc-t10dif-arch.h"
#include "crc_unkeyed_shash.h"

namespace {

using ukc::x86::crc_pclmul_fn;

// 6.12 takes the SIMD path from 16 bytes, one block.
constexpr size_t crct10dif_simd_min = 16;

u16 crct10dif_portable(u16 crc, const u8 *p, size_t len)
{
	return crc_t10dif_generic(crc, p, len);
}

crc_pclmul_fn<u16> crct10dif_simd = crc_t10dif_pcl;

constexpr auto crct10dif_pclmul_update =
	ukc::x86::crc_pclmul_update<u16, crct10dif_simd, crct10dif_portable, crct10dif_simd_min>;

struct shash_alg crct10dif_pclmul_alg = ukc::crct10dif_alg<crct10dif_pclmul_update>(
	"crct10dif-pclmul", 200);

bool crct10dif_pclmul_registered;

// The library follows the "crct10dif" a lookup returns, as 6.12's rehash on each new one does.
void crct10dif_pclmul_hook_library()
{
	struct crypto_shash *tfm = crypto_alloc_shash(CRC_T10DIF_STRING, 0, 0);

	if (IS_ERR(tfm))
		return;
	if (!strcmp(crypto_shash_driver_name(tfm), "crct10dif-pclmul"))
		ukc::crc_t10dif_set_arch(crct10dif_pclmul_update);
	crypto_free_shash(tfm);
}

// 6.12 registers it on X86_FEATURE_PCLMULQDQ alone.
int crct10dif_pclmul_mod_init()
{
	if (!boot_cpu_has(X86_FEATURE_PCLMULQDQ))
		return -ENODEV;
	crct10dif_simd =
		ukc::x86::crc_pclmul_choose<u16, crc_t10dif_pcl, crc_t10dif_vpclmul_avx512>(
			"crct10dif-pclmul");

	int err = crypto_register_shash(&crct10dif_pclmul_alg);

	crct10dif_pclmul_registered = !err;
	if (!err)
		crct10dif_pclmul_hook_library();
	return err;
}

void crct10dif_pclmul_mod_fini()
{
	if (!crct10dif_pclmul_registered)
		return;
	ukc::crc_t10dif_set_arch(nullptr);
	crypto_unregister_shash(&crct10dif_pclmul_alg);
	crct10dif_pclmul_registered = false;
}

} // namespace

late_initcall(crct10dif_pclmul_mod_init);
module_exit(crct10dif_pclmul_mod_fini);
