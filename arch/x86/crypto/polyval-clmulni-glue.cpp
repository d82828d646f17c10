// SPDX-License-Identifier: GPL-2.0-only
// The "polyval-clmulni" shash driver with 6.12's name and priority: POLYVAL (RFC 8452 section 3)
// with PCLMULQDQ, eight blocks a reduction with precomputed key powers; without the FPU, the
// portable field multiplication. The descriptor is polyval-generic's, so states move between
// them.
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
#include "x86-drivers.h"

namespace {

// The accumulator S, and the bytes still missing from the block in progress (polyval-generic's
// layout).
struct polyval_clmulni_desc_ctx {
	u8 buffer[POLYVAL_BLOCK_SIZE];
	unsigned int bytes;
};

// 6.12 leaves the FPU section every 4 KiB so the scheduler may run.
constexpr unsigned int polyval_clmulni_chunk = 4096;

constexpr unsigned int polyval_h1 = POLYVAL_CLMUL_POWERS - 1; // the index of H itself

struct polyval_clmul_key *polyval_clmulni_key(struct crypto_shash *tfm)
{
	return static_cast<struct polyval_clmul_key *>(crypto_shash_ctx(tfm));
}

struct polyval_clmulni_desc_ctx *polyval_clmulni_state(struct shash_desc *desc)
{
	return static_cast<struct polyval_clmulni_desc_ctx *>(shash_desc_ctx(desc));
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

void polyval_clmulni_blocks(const struct polyval_clmul_key *key, const u8 *in, size_t nblocks,
			    u8 *acc)
{
	if (likely(crypto_simd_usable())) {
		kernel_fpu_begin();
		polyval_clmul_update(key, in, nblocks, acc);
		kernel_fpu_end();
	} else {
		polyval_update_non4k(key->powers[polyval_h1], in, nblocks, acc);
	}
}

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

int polyval_clmulni_init(struct shash_desc *desc)
{
	memset(polyval_clmulni_state(desc), 0, sizeof(struct polyval_clmulni_desc_ctx));
	return 0;
}

// As polyval-generic: a block left incomplete is finished by the next update's first bytes.
int polyval_clmulni_update(struct shash_desc *desc, const u8 *src, unsigned int srclen)
{
	struct polyval_clmulni_desc_ctx *dctx = polyval_clmulni_state(desc);
	const struct polyval_clmul_key *key = polyval_clmulni_key(desc->tfm);

	if (dctx->bytes) {
		const unsigned int n = std::min(srclen, dctx->bytes);

		crypto_xor(dctx->buffer + POLYVAL_BLOCK_SIZE - dctx->bytes, src, n);
		dctx->bytes -= n;
		src += n;
		srclen -= n;
		if (!dctx->bytes)
			polyval_clmulni_mul(dctx->buffer, key->powers[polyval_h1]);
	}
	while (srclen >= POLYVAL_BLOCK_SIZE) {
		const unsigned int nblocks = std::min(srclen, polyval_clmulni_chunk) /
					     POLYVAL_BLOCK_SIZE;

		polyval_clmulni_blocks(key, src, nblocks, dctx->buffer);
		src += nblocks * POLYVAL_BLOCK_SIZE;
		srclen -= nblocks * POLYVAL_BLOCK_SIZE;
	}
	if (srclen) {
		crypto_xor(dctx->buffer, src, srclen);
		dctx->bytes = POLYVAL_BLOCK_SIZE - srclen;
	}
	return 0;
}

int polyval_clmulni_final(struct shash_desc *desc, u8 *dst)
{
	struct polyval_clmulni_desc_ctx *dctx = polyval_clmulni_state(desc);

	if (dctx->bytes)
		polyval_clmulni_mul(dctx->buffer,
				    polyval_clmulni_key(desc->tfm)->powers[polyval_h1]);
	memcpy(dst, dctx->buffer, POLYVAL_DIGEST_SIZE);
	memzero_explicit(dctx, sizeof(*dctx));
	return 0;
}

struct shash_alg polyval_clmulni_alg = {
	.init = polyval_clmulni_init,
	.update = polyval_clmulni_update,
	.final = polyval_clmulni_final,
	.setkey = polyval_clmulni_setkey,
	.descsize = sizeof(struct polyval_clmulni_desc_ctx),
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
