// SPDX-License-Identifier: GPL-2.0-only
// The "polyval-ce" shash driver of 6.12's polyval-ce-glue.c (priority 200): POLYVAL (RFC 8452
// section 3) with PMULL, eight blocks a reduction with precomputed key powers; without SIMD,
// the portable field multiplication. The descriptor and its walk are polyval-generic's, so
// states move between them.
#include <asm/neon.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/utils.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <algorithm>

#include <asm/cpufeature.h>
#include "polyval-ce.h"
#include "polyval_shash.h"

namespace {

using ukc::arm64::polyval_ce_key;
using ukc::arm64::POLYVAL_CE_POWERS;

// 6.12 leaves the NEON section every 4 KiB so the scheduler may run.
constexpr unsigned int polyval_ce_chunk = 4096;

constexpr unsigned int polyval_h1 = POLYVAL_CE_POWERS - 1; // the index of H itself

void polyval_ce_mul(u8 *op1, const u8 *op2)
{
	if (likely(crypto_simd_usable())) {
		kernel_neon_begin();
		ukc::arm64::pmull_polyval_mul(op1, op2);
		kernel_neon_end();
	} else {
		polyval_mul_non4k(op1, op2);
	}
}

// At most 4 KiB per NEON section.
void polyval_ce_blocks(const polyval_ce_key *key, const u8 *in, size_t nblocks, u8 *acc)
{
	constexpr size_t chunk = polyval_ce_chunk / POLYVAL_BLOCK_SIZE;

	if (unlikely(!crypto_simd_usable())) {
		polyval_update_non4k(key->powers[polyval_h1], in, nblocks, acc);
		return;
	}
	for (size_t n; nblocks; nblocks -= n, in += n * POLYVAL_BLOCK_SIZE) {
		n = std::min(nblocks, chunk);
		kernel_neon_begin();
		ukc::arm64::pmull_polyval_update(key, in, n, acc);
		kernel_neon_end();
	}
}

// S = dot(S, H).
void polyval_ce_mul_key(u8 *acc, const polyval_ce_key *key)
{
	polyval_ce_mul(acc, key->powers[polyval_h1]);
}

using polyval_ce = ukc::polyval_shash<polyval_ce_key, polyval_ce_mul_key, polyval_ce_blocks>;

// powers[7] = H, then each power one dot() product by H further down the table.
int polyval_ce_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	auto *k = static_cast<polyval_ce_key *>(crypto_shash_ctx(tfm));

	if (keylen != POLYVAL_BLOCK_SIZE)
		return -EINVAL;
	memcpy(k->powers[polyval_h1], key, POLYVAL_BLOCK_SIZE);
	for (int i = polyval_h1 - 1; i >= 0; i--) {
		memcpy(k->powers[i], key, POLYVAL_BLOCK_SIZE);
		polyval_ce_mul(k->powers[i], k->powers[i + 1]);
	}
	return 0;
}

struct shash_alg polyval_ce_alg = {
	.init = polyval_ce::init,
	.update = polyval_ce::update,
	.final = polyval_ce::final,
	.setkey = polyval_ce_setkey,
	.descsize = sizeof(struct ukc::polyval_desc_ctx),
	.digestsize = POLYVAL_DIGEST_SIZE,
	.base = {
		.cra_blocksize = POLYVAL_BLOCK_SIZE,
		.cra_ctxsize = sizeof(polyval_ce_key),
		.cra_priority = 200,
		.cra_name = "polyval",
		.cra_driver_name = "polyval-ce",
		.cra_module = THIS_MODULE,
	},
};

bool polyval_ce_registered;

// module_cpu_feature_match(PMULL, ...) in 6.12; PMULL implies ASIMD, so masking asimd leaves
// the generic code too.
int polyval_ce_mod_init()
{
	if (!cpu_have_named_feature(ASIMD) || !cpu_have_named_feature(PMULL))
		return -ENODEV;

	int err = crypto_register_shash(&polyval_ce_alg);

	polyval_ce_registered = !err;
	return err;
}

void polyval_ce_mod_exit()
{
	if (polyval_ce_registered)
		crypto_unregister_shash(&polyval_ce_alg);
	polyval_ce_registered = false;
}

} // namespace

late_initcall(polyval_ce_mod_init);
module_exit(polyval_ce_mod_exit);

MODULE_DESCRIPTION("POLYVAL hash function accelerated by ARMv8 Crypto Extensions");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("polyval");
MODULE_ALIAS_CRYPTO("polyval-ce");
