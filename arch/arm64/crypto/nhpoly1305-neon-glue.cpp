// SPDX-License-Identifier: GPL-2.0-only
// The "nhpoly1305-neon" shash driver of 6.12's nhpoly1305-neon-glue.c (priority 200): the
// generic driver's key, state, setkey, init and final, with Advanced SIMD's NH in the update,
// in NEON sections of at most 4 KiB.
#include <asm/neon.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/nhpoly1305.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include <algorithm>

#include <asm/cpufeature.h>
#include "nhpoly1305-neon.h"

namespace {

// As 6.12: inputs this short, or where SIMD may not be used, go to the generic NH.
constexpr unsigned int nhpoly1305_neon_min_len = 64;

// One NEON section covers at most a page of input.
constexpr unsigned int nhpoly1305_neon_section_bytes = 4096;

int nhpoly1305_neon_update(struct shash_desc *desc, const u8 *src, unsigned int srclen)
{
	if (srclen < nhpoly1305_neon_min_len || !crypto_simd_usable())
		return crypto_nhpoly1305_update(desc, src, srclen);
	do {
		const unsigned int n = std::min(srclen, nhpoly1305_neon_section_bytes);

		kernel_neon_begin();
		crypto_nhpoly1305_update_helper(desc, src, n, ukc::arm64::nh_neon);
		kernel_neon_end();
		src += n;
		srclen -= n;
	} while (srclen);
	return 0;
}

int nhpoly1305_neon_digest(struct shash_desc *desc, const u8 *src, unsigned int srclen, u8 *out)
{
	int err = crypto_nhpoly1305_init(desc);

	if (!err)
		err = nhpoly1305_neon_update(desc, src, srclen);
	if (!err)
		err = crypto_nhpoly1305_final(desc, out);
	return err;
}

struct shash_alg nhpoly1305_neon_alg = {
	.init = crypto_nhpoly1305_init,
	.update = nhpoly1305_neon_update,
	.final = crypto_nhpoly1305_final,
	.digest = nhpoly1305_neon_digest,
	.setkey = crypto_nhpoly1305_setkey,
	.descsize = sizeof(struct nhpoly1305_state),
	.digestsize = POLY1305_DIGEST_SIZE,
	.base = {
		.cra_ctxsize = sizeof(struct nhpoly1305_key),
		.cra_priority = 200,
		.cra_name = "nhpoly1305",
		.cra_driver_name = "nhpoly1305-neon",
		.cra_module = THIS_MODULE,
	},
};

bool nhpoly1305_neon_registered;

// 6.12 registers it on ASIMD.
int nhpoly1305_neon_mod_init()
{
	if (!cpu_have_named_feature(ASIMD))
		return -ENODEV;

	int err = crypto_register_shash(&nhpoly1305_neon_alg);

	nhpoly1305_neon_registered = !err;
	return err;
}

void nhpoly1305_neon_mod_exit()
{
	if (nhpoly1305_neon_registered)
		crypto_unregister_shash(&nhpoly1305_neon_alg);
	nhpoly1305_neon_registered = false;
}

} // namespace

late_initcall(nhpoly1305_neon_mod_init);
module_exit(nhpoly1305_neon_mod_exit);

MODULE_DESCRIPTION("NHPoly1305 universal hash function (NEON-accelerated)");
MODULE_LICENSE("GPL v2");
MODULE_ALIAS_CRYPTO("nhpoly1305");
MODULE_ALIAS_CRYPTO("nhpoly1305-neon");
