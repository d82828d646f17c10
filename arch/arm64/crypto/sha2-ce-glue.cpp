// SPDX-License-Identifier: GPL-2.0-only
// The "sha256-ce" and "sha224-ce" shash drivers of 6.12's sha2-ce-glue.c (priority 200): the
// SHA-2 instructions' block function under sha256_base's buffering, on the generic state.
#include <asm/neon.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/sha2.h>
#include <crypto/sha256_base.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <cstddef>

#include <asm/cpufeature.h>
#include "sha2-ce.h"

namespace {

using ukc::arm64::sha256_ce_transform;

// The block function reads the eight words from the start of the descriptor context; the
// rest of struct sha256_state is the generic driver's, so an exported state moves between the
// two drivers unchanged.
static_assert(offsetof(struct sha256_state, state) == 0);

// A partial block only fills the buffer: no SIMD section for it. Where SIMD is not usable the
// generic update runs on the same state.
int sha256_ce_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct sha256_state *sctx = ukc_sha256_desc_state(desc);

	if (!crypto_simd_usable() || (sctx->count % SHA256_BLOCK_SIZE) + len < SHA256_BLOCK_SIZE)
		return crypto_sha256_update(desc, data, len);
	kernel_neon_begin();
	sha256_base_do_update(desc, data, len, sha256_ce_transform);
	kernel_neon_end();
	return 0;
}

int sha256_ce_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	if (!crypto_simd_usable())
		return crypto_sha256_finup(desc, data, len, out);
	kernel_neon_begin();
	if (len)
		sha256_base_do_update(desc, data, len, sha256_ce_transform);
	sha256_base_do_finalize(desc, sha256_ce_transform);
	kernel_neon_end();
	return sha256_base_finish(desc, out);
}

int sha256_ce_final(struct shash_desc *desc, u8 *out)
{
	return sha256_ce_finup(desc, nullptr, 0, out);
}

int sha256_ce_digest(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	sha256_base_init(desc);
	return sha256_ce_finup(desc, data, len, out);
}

// SHA-224 differs only in its initial values and in the digest size sha256_base_finish()
// writes (FIPS 180-4 section 6.3). As in 6.12, it keeps the default digest.
struct shash_alg sha256_ce_algs[] = {
	{
		.init = sha256_base_init,
		.update = sha256_ce_update,
		.final = sha256_ce_final,
		.finup = sha256_ce_finup,
		.digest = sha256_ce_digest,
		.descsize = sizeof(struct sha256_state),
		.digestsize = SHA256_DIGEST_SIZE,
		.base = {
			.cra_blocksize = SHA256_BLOCK_SIZE,
			.cra_priority = 200,
			.cra_name = "sha256",
			.cra_driver_name = "sha256-ce",
			.cra_module = THIS_MODULE,
		},
	}, {
		.init = sha224_base_init,
		.update = sha256_ce_update,
		.final = sha256_ce_final,
		.finup = sha256_ce_finup,
		.descsize = sizeof(struct sha256_state),
		.digestsize = SHA224_DIGEST_SIZE,
		.base = {
			.cra_blocksize = SHA256_BLOCK_SIZE,
			.cra_priority = 200,
			.cra_name = "sha224",
			.cra_driver_name = "sha224-ce",
			.cra_module = THIS_MODULE,
		},
	},
};

bool sha256_ce_registered;

// module_cpu_feature_match(SHA2, ...) in 6.12; ASIMD too, which every CPU with SHA2 has, so
// masking asimd leaves the generic code.
int sha2_ce_mod_init()
{
	if (!cpu_have_named_feature(ASIMD) || !cpu_have_named_feature(SHA2))
		return -ENODEV;
	int err = crypto_register_shashes(sha256_ce_algs, ARRAY_SIZE(sha256_ce_algs));
	sha256_ce_registered = !err;
	return err;
}

void sha2_ce_mod_fini()
{
	if (sha256_ce_registered)
		crypto_unregister_shashes(sha256_ce_algs, ARRAY_SIZE(sha256_ce_algs));
	sha256_ce_registered = false;
}

} // namespace

late_initcall(sha2_ce_mod_init);
module_exit(sha2_ce_mod_fini);

MODULE_DESCRIPTION("SHA-224/SHA-256 secure hash using ARMv8 Crypto Extensions");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("sha256");
MODULE_ALIAS_CRYPTO("sha256-ce");
MODULE_ALIAS_CRYPTO("sha224");
MODULE_ALIAS_CRYPTO("sha224-ce");
