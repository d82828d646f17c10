// SPDX-License-Identifier: GPL-2.0-only
// The "sm3-ce" shash driver of 6.12's sm3-ce-glue.c (priority 400): the SM3 instructions' block
// function under sm3_base's buffering, on the generic state.
#include <asm/neon.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/sm3.h>
#include <crypto/sm3_base.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include <cstddef>

#include <asm/cpufeature.h>
#include "sm3-ce.h"

namespace {

using ukc::arm64::sm3_ce_transform;

// The block function reads the eight words from the start of the descriptor context; the rest
// of struct sm3_state is the generic driver's, so an exported state moves between the two.
static_assert(offsetof(struct sm3_state, state) == 0);

struct sm3_state *sm3_ce_state(struct shash_desc *desc)
{
	return static_cast<struct sm3_state *>(shash_desc_ctx(desc));
}

// A partial block only fills the buffer: no SIMD section for it. Where SIMD is not usable the
// library's sm3_update() runs on the same state.
int sm3_ce_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct sm3_state *sctx = sm3_ce_state(desc);

	if (!crypto_simd_usable() || (sctx->count % SM3_BLOCK_SIZE) + len < SM3_BLOCK_SIZE) {
		sm3_update(sctx, data, len);
		return 0;
	}
	kernel_neon_begin();
	sm3_base_do_update(desc, data, len, sm3_ce_transform);
	kernel_neon_end();
	return 0;
}

int sm3_ce_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	if (!crypto_simd_usable()) {
		if (len)
			sm3_update(sm3_ce_state(desc), data, len);
		sm3_final(sm3_ce_state(desc), out);
		return 0;
	}
	kernel_neon_begin();
	if (len)
		sm3_base_do_update(desc, data, len, sm3_ce_transform);
	sm3_base_do_finalize(desc, sm3_ce_transform);
	kernel_neon_end();
	return sm3_base_finish(desc, out);
}

int sm3_ce_final(struct shash_desc *desc, u8 *out)
{
	return sm3_ce_finup(desc, nullptr, 0, out);
}

struct shash_alg sm3_ce_alg = {
	.init = sm3_base_init,
	.update = sm3_ce_update,
	.final = sm3_ce_final,
	.finup = sm3_ce_finup,
	.descsize = sizeof(struct sm3_state),
	.digestsize = SM3_DIGEST_SIZE,
	.base = {
		.cra_blocksize = SM3_BLOCK_SIZE,
		.cra_priority = 400,
		.cra_name = "sm3",
		.cra_driver_name = "sm3-ce",
		.cra_module = THIS_MODULE,
	},
};

bool sm3_ce_registered;

// module_cpu_feature_match(SM3, ...) in 6.12; ASIMD too, which every CPU with SM3 has, so
// masking asimd leaves the generic code.
int sm3_ce_mod_init()
{
	if (!cpu_have_named_feature(ASIMD) || !cpu_have_named_feature(SM3))
		return -ENODEV;
	int err = crypto_register_shash(&sm3_ce_alg);
	sm3_ce_registered = !err;
	return err;
}

void sm3_ce_mod_fini()
{
	if (sm3_ce_registered)
		crypto_unregister_shash(&sm3_ce_alg);
	sm3_ce_registered = false;
}

} // namespace

late_initcall(sm3_ce_mod_init);
module_exit(sm3_ce_mod_fini);

MODULE_DESCRIPTION("SM3 secure hash using ARMv8 Crypto Extensions");
MODULE_LICENSE("GPL v2");
MODULE_ALIAS_CRYPTO("sm3");
MODULE_ALIAS_CRYPTO("sm3-ce");
