// SPDX-License-Identifier: GPL-2.0-only
// The "crct10dif-pclmul" shash driver with 6.12's name and priority: the T10-DIF CRC by
// carry-less folding, on 512-bit registers for long inputs where the CPU has them; the library's
// crc_t10dif() runs it once a "crct10dif" lookup returns it, as 6.12's does.
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/hash.h>
#include <crypto/internal/simd.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/kernel.h>

#include <cstring>

#include "crc-pclmul-x86.h"
#include "crc-t10dif-arch.h"
#include "crc_unkeyed_shash.h"
#include "x86-drivers.h"

namespace {

using crct10dif_fn = u16 (*)(u16, const u8 *, size_t);

// 6.12 takes the SIMD path from 16 bytes, one block, when the FPU may be used.
constexpr size_t crct10dif_simd_min = 16;
// The 512-bit fold consumes 256 bytes a step; below that it would fold one block at a time.
constexpr size_t crct10dif_zmm_min = 256;

u16 crct10dif_zmm_or_xmm(u16 crc, const u8 *p, size_t len)
{
	return len >= crct10dif_zmm_min ? crc_t10dif_vpclmul_avx512(crc, p, len)
					: crc_t10dif_pcl(crc, p, len);
}

// Chosen once at registration from the probed features.
crct10dif_fn crct10dif_simd = crc_t10dif_pcl;

u16 crct10dif_pclmul_update(u16 crc, const u8 *p, size_t len)
{
	if (len < crct10dif_simd_min || !crypto_simd_usable())
		return crc_t10dif_generic(crc, p, len);
	kernel_fpu_begin();
	crc = crct10dif_simd(crc, p, len);
	kernel_fpu_end();
	return crc;
}

struct shash_alg crct10dif_pclmul_alg = ukc::crct10dif_alg<crct10dif_pclmul_update>(
	"crct10dif-pclmul", 200);

bool crct10dif_pclmul_registered;

// The 512-bit tier: VPCLMULQDQ and PSHUFB on zmm registers, the zmm state saved, and a CPU
// that keeps its clock with them.
bool crct10dif_zmm_usable()
{
	return ukc::x86::x86_has_avx512vl_bw() && boot_cpu_has(X86_FEATURE_VPCLMULQDQ) &&
	       !ukc::x86::x86_zmm_slows_down();
}

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
	const bool zmm = crct10dif_zmm_usable();

	crct10dif_simd = zmm ? crct10dif_zmm_or_xmm : crc_t10dif_pcl;
	pr_info("crct10dif-pclmul: %s code\n", zmm ? "vpclmul-avx512" : "pclmul");

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
