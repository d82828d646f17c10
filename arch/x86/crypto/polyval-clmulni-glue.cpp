// SPDX-License-Identifier: GPL-2.0-only
// The "polyval-clmulni" shash driver with 6.12's name and priority: POLYVAL (RFC 8452 section 3)
// with PCLMULQDQ, eight blocks a reduction with precomputed key powers; without the FPU, the
// portable field multiplication. The descriptor and its walk are polyval-generic's, so states
// move between them.
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/utils.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <algorithm>

#include "polyval-clmulni-x86.h"
#include "polyval_shash.h"
#include "x86-drivers.h"

namespace {

// 6.12 leaves the FPU section every 4 KiB so the scheduler may run.
constexpr unsigned int polyval_clmulni_chunk = 4096;

constexpr unsigned int polyval_h1 = POLYVAL_CLMUL_POWERS - 1; // the index of H itself

struct polyval_clmul_key *polyval_clmulni_key(struct crypto_shash *tfm)
{
	return static_cast<struct polyval_clmul_key *>(crypto_shash_ctx(tfm));
}

void polyval_clmulni_mul(u8 *op1, const u8 *op2)
{
	if (likely(crypto_simd_usable())) {
		kernel_fpu_begin();
		polyval_clmul_mul(op1, op2);
		kernel_fpu_end();
	} else {
		polyval_mul_non4k(op1, op2);
	}
}

// At most 4 KiB per FPU section.
void polyval_clmulni_blocks(const struct polyval_clmul_key *key, const u8 *in, size_t nblocks,
			    u8 *acc)
{
	constexpr size_t chunk = polyval_clmulni_chunk / POLYVAL_BLOCK_SIZE;

	if (unlikely(!crypto_simd_usable())) {
		polyval_update_non4k(key->powers[polyval_h1], in, nblocks, acc);
		return;
	}
	for (size_t n; nblocks; nblocks -= n, in += n * POLYVAL_BLOCK_SIZE) {
		n = std::min(nblocks, chunk);
		kernel_fpu_begin();
		polyval_clmul_update(key, in, n, acc);
		kernel_fpu_end();
	}
}

// S = dot(S, H).
void polyval_clmulni_mul_key(u8 *acc, const struct polyval_clmul_key *key)
{
	polyval_clmulni_mul(acc, key->powers[polyval_h1]);
}

using polyval_clmulni =
	ukc::polyval_shash<polyval_clmul_key, polyval_clmulni_mul_key, polyval_clmulni_blocks>;

// powers[7] = H, then each power one dot() product by H further down the table.
int polyval_clmulni_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	struct polyval_clmul_key *k = polyval_clmulni_key(tfm);

	if (keylen != POLYVAL_BLOCK_SIZE)
		return -EINVAL;
	memcpy(k->powers[polyval_h1], key, POLYVAL_BLOCK_SIZE);
	for (int i = polyval_h1 - 1; i >= 0; i--) {
		memcpy(k->powers[i], key, POLYVAL_BLOCK_SIZE);
		polyval_clmulni_mul(k->powers[i], k->powers[i + 1]);
	}
	return 0;
}

struct shash_alg polyval_clmulni_alg = {
	.init = polyval_clmulni::init,
	.update = polyval_clmulni::update,
	.final = polyval_clmulni::final,
	.setkey = polyval_clmulni_setkey,
	.descsize = sizeof(struct ukc::polyval_desc_ctx),
	.digestsize = POLYVAL_DIGEST_SIZE,
	.base = {
		.cra_blocksize = POLYVAL_BLOCK_SIZE,
		.cra_ctxsize = sizeof(struct polyval_clmul_key),
		.cra_priority = 200,
		.cra_name = "polyval",
		.cra_driver_name = "polyval-clmulni",
		.cra_module = THIS_MODULE,
	},
};

bool polyval_clmulni_registered;

// 6.12 registers it on PCLMULQDQ and AVX.
int polyval_clmulni_mod_init()
{
	if (!boot_cpu_has(X86_FEATURE_PCLMULQDQ) || !ukc::x86::x86_has_avx())
		return -ENODEV;

	int err = crypto_register_shash(&polyval_clmulni_alg);

	polyval_clmulni_registered = !err;
	return err;
}

void polyval_clmulni_mod_exit()
{
	if (polyval_clmulni_registered)
		crypto_unregister_shash(&polyval_clmulni_alg);
	polyval_clmulni_registered = false;
}

} // namespace

late_initcall(polyval_clmulni_mod_init);
module_exit(polyval_clmulni_mod_exit);
