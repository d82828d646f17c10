// SPDX-License-Identifier: GPL-2.0-only
// The "sha512-ce" and "sha384-ce" shash drivers of 6.12's sha512-ce-glue.c (priority 200): the
// SHA-512 instructions' block function under sha512_base's buffering, on the generic state.
#include <asm/neon.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/sha2.h>
#include <crypto/sha512_base.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include <cstddef>

#include <asm/cpufeature.h>
#include "sha512-ce.h"

namespace {

using ukc::arm64::sha512_ce_transform;

// The block function reads the eight words from the start of the descriptor context; the
// rest of struct sha512_state is the generic driver's, so an exported state moves between the
// two drivers unchanged.
static_assert(offsetof(struct sha512_state, state) == 0);

// A partial block only fills the buffer: no SIMD section for it. Where SIMD is not usable the
// generic update runs on the same state (6.12 has its scalar arm64 code there).
int sha512_ce_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct sha512_state *sctx = ukc_sha512_desc_state(desc);

	if (!crypto_simd_usable() || (sctx->count[0] % SHA512_BLOCK_SIZE) + len < SHA512_BLOCK_SIZE)
		return crypto_sha512_update(desc, data, len);
	kernel_neon_begin();
	sha512_base_do_update(desc, data, len, sha512_ce_transform);
	kernel_neon_end();
	return 0;
}

int sha512_ce_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	if (!crypto_simd_usable())
		return crypto_sha512_finup(desc, data, len, out);
	kernel_neon_begin();
	if (len)
		sha512_base_do_update(desc, data, len, sha512_ce_transform);
	sha512_base_do_finalize(desc, sha512_ce_transform);
	kernel_neon_end();
	return sha512_base_finish(desc, out);
}

int sha512_ce_final(struct shash_desc *desc, u8 *out)
{
	return sha512_ce_finup(desc, nullptr, 0, out);
}

// SHA-384 differs only in its initial values and in the digest size sha512_base_finish()
// writes (FIPS 180-4 section 6.5). As in 6.12, both keep the default digest.
struct shash_alg sha512_ce_algs[] = {
	{
		.init = sha384_base_init,
		.update = sha512_ce_update,
		.final = sha512_ce_final,
		.finup = sha512_ce_finup,
		.descsize = sizeof(struct sha512_state),
		.digestsize = SHA384_DIGEST_SIZE,
		.base = {
			.cra_blocksize = SHA512_BLOCK_SIZE,
			.cra_priority = 200,
			.cra_name = "sha384",
			.cra_driver_name = "sha384-ce",
			.cra_module = THIS_MODULE,
		},
	}, {
		.init = sha512_base_init,
		.update = sha512_ce_update,
		.final = sha512_ce_final,
		.finup = sha512_ce_finup,
		.descsize = sizeof(struct sha512_state),
		.digestsize = SHA512_DIGEST_SIZE,
		.base = {
			.cra_blocksize = SHA512_BLOCK_SIZE,
			.cra_priority = 200,
			.cra_name = "sha512",
			.cra_driver_name = "sha512-ce",
			.cra_module = THIS_MODULE,
		},
	},
};

bool sha512_ce_registered;

// module_cpu_feature_match(SHA512, ...) in 6.12; ASIMD too, which every CPU with SHA512 has,
// so masking asimd leaves the generic code.
int sha512_ce_mod_init()
{
	if (!cpu_have_named_feature(ASIMD) || !cpu_have_named_feature(SHA512))
		return -ENODEV;
	int err = crypto_register_shashes(sha512_ce_algs, ARRAY_SIZE(sha512_ce_algs));
	sha512_ce_registered = !err;
	return err;
}

void sha512_ce_mod_fini()
{
	if (sha512_ce_registered)
		crypto_unregister_shashes(sha512_ce_algs, ARRAY_SIZE(sha512_ce_algs));
	sha512_ce_registered = false;
}

} // namespace

late_initcall(sha512_ce_mod_init);
module_exit(sha512_ce_mod_fini);

MODULE_DESCRIPTION("SHA-384/SHA-512 secure hash using ARMv8 Crypto Extensions");
MODULE_LICENSE("GPL v2");
MODULE_ALIAS_CRYPTO("sha384");
MODULE_ALIAS_CRYPTO("sha512");
