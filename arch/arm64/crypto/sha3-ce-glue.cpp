// SPDX-License-Identifier: GPL-2.0-only
// The "sha3-224-ce" .. "sha3-512-ce" shash drivers of 6.12's sha3-ce-glue.c (priority 200): the
// SHA-3 instructions' permutation under the generic driver's buffering, on the generic state.
#include <asm/neon.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/sha3.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include <asm/cpufeature.h>
#include "sha3-ce.h"
#include "shared/keccak.h"
#include "shared/shash_family.h"

namespace {

using ukc::arm64::sha3_ce_transform;

struct sha3_state *sha3_ce_state(struct shash_desc *desc)
{
	return static_cast<struct sha3_state *>(shash_desc_ctx(desc));
}

// Bytes that do not complete a block only fill the buffer: no SIMD section for them. Where SIMD
// is not usable the generic update runs on the same state.
int sha3_ce_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct sha3_state *sctx = sha3_ce_state(desc);

	if (!crypto_simd_usable() || sctx->partial + len < sctx->rsiz)
		return crypto_sha3_update(desc, data, len);
	kernel_neon_begin();
	ukc_sha3_do_update(sctx, data, len, sha3_ce_transform);
	kernel_neon_end();
	return 0;
}

int sha3_ce_final(struct shash_desc *desc, u8 *out)
{
	if (!crypto_simd_usable())
		return crypto_sha3_final(desc, out);
	kernel_neon_begin();
	int err = ukc_sha3_do_final(desc, out, sha3_ce_transform);
	kernel_neon_end();
	return err;
}

// As in 6.12: init is the generic one, no finup or digest of their own.
constexpr ukc::shash_family sha3_ce_family = { {
	.init = crypto_sha3_init,
	.update = sha3_ce_update,
	.final = sha3_ce_final,
	.descsize = sizeof(struct sha3_state),
	.base = { .cra_priority = 200 },
} };

constinit struct shash_alg sha3_ce_algs[] = {
	ukc::sha3_shash_alg(sha3_ce_family.member(SHA3_224_DIGEST_SIZE, "sha3-224", "sha3-224-ce")),
	ukc::sha3_shash_alg(sha3_ce_family.member(SHA3_256_DIGEST_SIZE, "sha3-256", "sha3-256-ce")),
	ukc::sha3_shash_alg(sha3_ce_family.member(SHA3_384_DIGEST_SIZE, "sha3-384", "sha3-384-ce")),
	ukc::sha3_shash_alg(sha3_ce_family.member(SHA3_512_DIGEST_SIZE, "sha3-512", "sha3-512-ce")),
};

bool sha3_ce_registered;

// module_cpu_feature_match(SHA3, ...) in 6.12; ASIMD too, which every CPU with SHA3 has, so
// masking asimd leaves the generic code.
int sha3_ce_mod_init()
{
	if (!cpu_have_named_feature(ASIMD) || !cpu_have_named_feature(SHA3))
		return -ENODEV;
	int err = crypto_register_shashes(sha3_ce_algs, ARRAY_SIZE(sha3_ce_algs));
	sha3_ce_registered = !err;
	return err;
}

void sha3_ce_mod_fini()
{
	if (sha3_ce_registered)
		crypto_unregister_shashes(sha3_ce_algs, ARRAY_SIZE(sha3_ce_algs));
	sha3_ce_registered = false;
}

} // namespace

late_initcall(sha3_ce_mod_init);
module_exit(sha3_ce_mod_fini);

MODULE_DESCRIPTION("SHA3 secure hash using ARMv8 Crypto Extensions");
MODULE_LICENSE("GPL v2");
MODULE_ALIAS_CRYPTO("sha3-224");
MODULE_ALIAS_CRYPTO("sha3-256");
MODULE_ALIAS_CRYPTO("sha3-384");
MODULE_ALIAS_CRYPTO("sha3-512");
