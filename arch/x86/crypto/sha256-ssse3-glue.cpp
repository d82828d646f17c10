// SPDX-License-Identifier: GPL-2.0-only
// The "sha256-ni" and "sha224-ni" shash drivers with 6.12's names and priority: the SHA-NI
// block function under sha256_base's buffering, on the generic driver's state.
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/sha2.h>
#include <crypto/sha256_base.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include <cstddef>

#include "sha256-x86.h"

namespace {

// The block function reads the eight words from the start of the descriptor context; the
// rest of struct sha256_state is the generic driver's, so an exported state moves between the
// two drivers unchanged.
static_assert(offsetof(struct sha256_state, state) == 0);

// A partial block only fills the buffer: no SIMD section for it. Where SIMD is not usable the
// generic update runs on the same state.
int sha256_ni_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct sha256_state *sctx = ukc_sha256_desc_state(desc);

	if (!crypto_simd_usable() || (sctx->count % SHA256_BLOCK_SIZE) + len < SHA256_BLOCK_SIZE)
		return crypto_sha256_update(desc, data, len);
	kernel_fpu_begin();
	sha256_base_do_update(desc, data, len, sha256_ni_transform);
	kernel_fpu_end();
	return 0;
}

int sha256_ni_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	if (!crypto_simd_usable())
		return crypto_sha256_finup(desc, data, len, out);
	kernel_fpu_begin();
	if (len)
		sha256_base_do_update(desc, data, len, sha256_ni_transform);
	sha256_base_do_finalize(desc, sha256_ni_transform);
	kernel_fpu_end();
	return sha256_base_finish(desc, out);
}

int sha256_ni_final(struct shash_desc *desc, u8 *out)
{
	return sha256_ni_finup(desc, nullptr, 0, out);
}

int sha256_ni_digest(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	sha256_base_init(desc);
	return sha256_ni_finup(desc, data, len, out);
}

// SHA-224 differs only in its initial values and in the digest size sha256_base_finish()
// writes (FIPS 180-4 section 6.3). As in 6.12, it keeps the default digest.
struct shash_alg sha256_ni_algs[] = {
	{
		.init = sha256_base_init,
		.update = sha256_ni_update,
		.final = sha256_ni_final,
		.finup = sha256_ni_finup,
		.digest = sha256_ni_digest,
		.descsize = sizeof(struct sha256_state),
		.digestsize = SHA256_DIGEST_SIZE,
		.base = {
			.cra_blocksize = SHA256_BLOCK_SIZE,
			.cra_priority = 250,
			.cra_name = "sha256",
			.cra_driver_name = "sha256-ni",
			.cra_module = THIS_MODULE,
		},
	}, {
		.init = sha224_base_init,
		.update = sha256_ni_update,
		.final = sha256_ni_final,
		.finup = sha256_ni_finup,
		.descsize = sizeof(struct sha256_state),
		.digestsize = SHA224_DIGEST_SIZE,
		.base = {
			.cra_blocksize = SHA256_BLOCK_SIZE,
			.cra_priority = 250,
			.cra_name = "sha224",
			.cra_driver_name = "sha224-ni",
			.cra_module = THIS_MODULE,
		},
	},
};

bool sha256_ni_registered;

// 6.12 registers the SHA-NI pair on X86_FEATURE_SHA_NI; the code here also uses the SSSE3
// byte shuffle and the SSE4.1 blend, which every CPU with the SHA extensions has.
int sha256_ssse3_mod_init()
{
	if (!boot_cpu_has(X86_FEATURE_SHA_NI) || !boot_cpu_has(X86_FEATURE_SSSE3) ||
	    !boot_cpu_has(X86_FEATURE_XMM4_1))
		return -ENODEV;
	int err = crypto_register_shashes(sha256_ni_algs, ARRAY_SIZE(sha256_ni_algs));
	sha256_ni_registered = !err;
	return err;
}

void sha256_ssse3_mod_fini()
{
	if (sha256_ni_registered)
		crypto_unregister_shashes(sha256_ni_algs, ARRAY_SIZE(sha256_ni_algs));
	sha256_ni_registered = false;
}

} // namespace

late_initcall(sha256_ssse3_mod_init);
module_exit(sha256_ssse3_mod_fini);

MODULE_DESCRIPTION("SHA-224 and SHA-256 secure hash algorithms, SHA-NI accelerated");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("sha256");
MODULE_ALIAS_CRYPTO("sha256-ni");
MODULE_ALIAS_CRYPTO("sha224");
MODULE_ALIAS_CRYPTO("sha224-ni");
