// SPDX-License-Identifier: GPL-2.0-only
// The "sm3-avx" shash driver of 6.12's sm3_avx_glue.c (priority 300): the AVX and BMI2 block
// function under sm3_base's buffering, on the generic driver's state, and the generic code
// where SIMD may not be used.
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/sm3.h>
#include <crypto/sm3_base.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include <cstddef>

#include "sm3-x86.h"
#include "x86-drivers.h"

namespace {

using namespace ukc::x86;

// The block function reads the eight words from the start of the descriptor context; the rest
// of struct sm3_state is the generic driver's, so an exported state moves between the two
// drivers unchanged.
static_assert(offsetof(struct sm3_state, state) == 0);

struct sm3_state *sm3_avx_state(struct shash_desc *desc)
{
	return static_cast<struct sm3_state *>(shash_desc_ctx(desc));
}

// A partial block only fills the buffer: no SIMD section for it. Where SIMD is not usable the
// library's sm3_update() runs on the same state.
int sm3_avx_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct sm3_state *sctx = sm3_avx_state(desc);

	if (!crypto_simd_usable() || (sctx->count % SM3_BLOCK_SIZE) + len < SM3_BLOCK_SIZE) {
		sm3_update(sctx, data, len);
		return 0;
	}
	kernel_fpu_begin();
	sm3_base_do_update(desc, data, len, sm3_transform_avx);
	kernel_fpu_end();
	return 0;
}

int sm3_avx_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	if (!crypto_simd_usable()) {
		if (len)
			sm3_update(sm3_avx_state(desc), data, len);
		sm3_final(sm3_avx_state(desc), out);
		return 0;
	}
	kernel_fpu_begin();
	if (len)
		sm3_base_do_update(desc, data, len, sm3_transform_avx);
	sm3_base_do_finalize(desc, sm3_transform_avx);
	kernel_fpu_end();
	return sm3_base_finish(desc, out);
}

int sm3_avx_final(struct shash_desc *desc, u8 *out)
{
	return sm3_avx_finup(desc, nullptr, 0, out);
}

// As 6.12, no .digest: the shash core's init + finup.
struct shash_alg sm3_avx_alg = {
	.init = sm3_base_init,
	.update = sm3_avx_update,
	.final = sm3_avx_final,
	.finup = sm3_avx_finup,
	.descsize = sizeof(struct sm3_state),
	.digestsize = SM3_DIGEST_SIZE,
	.base = {
		.cra_blocksize = SM3_BLOCK_SIZE,
		.cra_priority = 300,
		.cra_name = "sm3",
		.cra_driver_name = "sm3-avx",
		.cra_module = THIS_MODULE,
	},
};

bool sm3_avx_registered;

// 6.12's checks: AVX, BMI2 (the rounds' RORX), and the OS saving the SSE and ymm state.
bool sm3_avx_usable()
{
	return x86_has_avx() && boot_cpu_has(X86_FEATURE_BMI2);
}

int sm3_avx_mod_init()
{
	if (!sm3_avx_usable())
		return -ENODEV;
	int err = crypto_register_shash(&sm3_avx_alg);
	sm3_avx_registered = !err;
	return err;
}

void sm3_avx_mod_exit()
{
	if (sm3_avx_registered)
		crypto_unregister_shash(&sm3_avx_alg);
	sm3_avx_registered = false;
}

} // namespace

late_initcall(sm3_avx_mod_init);
module_exit(sm3_avx_mod_exit);

MODULE_DESCRIPTION("SM3 secure hash algorithm, AVX and BMI2 accelerated");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("sm3");
MODULE_ALIAS_CRYPTO("sm3-avx");
