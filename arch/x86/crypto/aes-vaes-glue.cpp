// SPDX-License-Identifier: GPL-2.0-only
// The ecb-aes-aesni driver and the xts, ctr, cbc and fused cts-cbc drivers of every x86 AES level,
// one static table row each, registered where the CPU and OS support them: 6.12's AES-NI ones
// and xts-aes-aesni-avx,
// -vaes-avx2, -vaes-avx10_256, -vaes-avx10_512; ctr, cbc and cts at the wider levels follow
// 6.12's names and priorities (6.12 itself has no such ones).
#include <crypto/aes.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include "aesni-intel-glue.h"
#include "x86-drivers.h"

namespace {

using namespace ukc::x86;

// ECB: one driver, AES-NI's, as in 6.12.
int aes_ecb_encrypt(struct skcipher_request *req)
{
	return aes_walk_blocks(req, aesni_ecb_enc);
}

int aes_ecb_decrypt(struct skcipher_request *req)
{
	return aes_walk_blocks(req, aesni_ecb_dec);
}

// What the rows of each mode share. All but XTS take one AES key; they differ in their sizes
// (a size left 0 is the block size, or the chunk size for the walk size, as in 6.12).
constexpr struct skcipher_alg aes_shape(unsigned int ivsize, unsigned int walksize,
					unsigned int chunksize, unsigned int blocksize)
{
	return {
		.setkey = aesni_skcipher_setkey,
		.walksize = walksize,
		.min_keysize = AES_MIN_KEY_SIZE,
		.max_keysize = AES_MAX_KEY_SIZE,
		.ivsize = ivsize,
		.chunksize = chunksize,
		.base = {
			.cra_blocksize = blocksize,
			.cra_ctxsize = crypto_aes_ctx_size,
			.cra_module = THIS_MODULE,
		},
	};
}

constexpr struct skcipher_alg aes_ecb_shape = aes_shape(0, 0, 0, AES_BLOCK_SIZE);
constexpr struct skcipher_alg aes_ctr_shape = aes_shape(AES_BLOCK_SIZE, 0, AES_BLOCK_SIZE, 1);
constexpr struct skcipher_alg aes_cbc_shape = aes_shape(AES_BLOCK_SIZE, 0, 0, AES_BLOCK_SIZE);
constexpr struct skcipher_alg aes_cts_shape = aes_shape(AES_BLOCK_SIZE, 2 * AES_BLOCK_SIZE, 0,
							AES_BLOCK_SIZE);

const struct skcipher_alg aes_xts_shape = {
	.setkey = xts_setkey_aesni,
	.walksize = 2 * AES_BLOCK_SIZE,
	.min_keysize = 2 * AES_MIN_KEY_SIZE,
	.max_keysize = 2 * AES_MAX_KEY_SIZE,
	.ivsize = AES_BLOCK_SIZE,
	.base = {
		.cra_blocksize = AES_BLOCK_SIZE,
		.cra_ctxsize = xts_aes_ctx_size,
		.cra_module = THIS_MODULE,
	},
};

// The xts, ctr, cbc and cts-cbc rows of level @T of aes_x86_tiers as far as the mode decides
// them: the names, request functions and shape, in the order of enum aes_tier_mode; aes_row()
// adds what each driver has of its own.
enum aes_tier_mode {
	aes_xts,
	aes_ctr,
	aes_cbc,
	aes_cts,
	aes_tier_nmodes
};

/* clang-format off */
template <int T>
constexpr x86_skcipher_row aes_mode_rows[aes_tier_nmodes] = {
	{ .cra_name = "xts(aes)", .internal = { "__xts(aes)", nullptr },
	  .encrypt = aes_tier_xts_encrypt<T>, .decrypt = aes_tier_xts_decrypt<T>,
	  .shape = &aes_xts_shape },
	{ .cra_name = "ctr(aes)", .internal = { "__ctr(aes)", nullptr },
	  .encrypt = aes_tier_ctr_crypt<T>, .decrypt = aes_tier_ctr_crypt<T>,
	  .shape = &aes_ctr_shape },
	{ .cra_name = "cbc(aes)", .internal = { "__cbc(aes)", nullptr },
	  .encrypt = aes_cbc_encrypt, .decrypt = aes_tier_cbc_decrypt<T>,
	  .shape = &aes_cbc_shape },
	{ .cra_name = "cts(cbc(aes))", .internal = { "__cts(cbc(aes))", nullptr },
	  .encrypt = aes_cts_cbc_encrypt, .decrypt = aes_tier_cts_cbc_decrypt<T>,
	  .shape = &aes_cts_shape },
};
/* clang-format on */

// Row @mode of level @T under its own driver names, priority, check and zmm priority.
template <int T>
constexpr x86_skcipher_row aes_row(aes_tier_mode mode, const char *driver,
				   const char *internal_driver, int priority, bool (*usable)(),
				   int zmm_priority = 0)
{
	x86_skcipher_row r = aes_mode_rows<T>[mode];

	r.cra_driver_name = driver;
	r.cra_priority = priority;
	r.internal.cra_driver_name = internal_driver;
	r.usable = usable;
	r.zmm_priority = zmm_priority;
	return r;
}

// Each level needs the one before it, as in 6.12's aesni_init() and register_avx_algs(). 6.12
// gives xts-aes-aesni 401 and cts-cbc-aes-aesni 400; at the wider levels the fused CTS driver
// is one above the cts template over the level's cbc driver (which the template would give the
// cbc driver's priority). The avx10_512 drivers keep 1 (the fused CTS one 2) where zmm slows
// the CPU down.
/* clang-format off */
constexpr x86_skcipher_row aes_tier_rows[] = {
	{ "ecb(aes)", "ecb-aes-aesni", 400,
	  { "__ecb(aes)", "__ecb-aes-aesni" }, x86_has_aesni,
	  aes_ecb_encrypt, aes_ecb_decrypt, &aes_ecb_shape },
	aes_row<0>(aes_xts, "xts-aes-aesni", "__xts-aes-aesni",
		   401, x86_has_aesni),
	aes_row<0>(aes_ctr, "ctr-aes-aesni", "__ctr-aes-aesni",
		   400, x86_has_aesni),
	aes_row<0>(aes_cbc, "cbc-aes-aesni", "__cbc-aes-aesni",
		   400, x86_has_aesni),
	aes_row<0>(aes_cts, "cts-cbc-aes-aesni", "__cts-cbc-aes-aesni",
		   400, x86_has_aesni),
	aes_row<1>(aes_xts, "xts-aes-aesni-avx", "__xts-aes-aesni-avx",
		   500, x86_has_aesni_avx),
	aes_row<1>(aes_ctr, "ctr-aes-aesni-avx", "__ctr-aes-aesni-avx",
		   500, x86_has_aesni_avx),
	aes_row<1>(aes_cbc, "cbc-aes-aesni-avx", "__cbc-aes-aesni-avx",
		   500, x86_has_aesni_avx),
	aes_row<1>(aes_cts, "cts-cbc-aes-aesni-avx", "__cts-cbc-aes-aesni-avx",
		   501, x86_has_aesni_avx),
	aes_row<2>(aes_xts, "xts-aes-vaes-avx2", "__xts-aes-vaes-avx2",
		   600, x86_has_vaes_avx2),
	aes_row<2>(aes_ctr, "ctr-aes-vaes-avx2", "__ctr-aes-vaes-avx2",
		   600, x86_has_vaes_avx2),
	aes_row<2>(aes_cbc, "cbc-aes-vaes-avx2", "__cbc-aes-vaes-avx2",
		   600, x86_has_vaes_avx2),
	aes_row<2>(aes_cts, "cts-cbc-aes-vaes-avx2", "__cts-cbc-aes-vaes-avx2",
		   601, x86_has_vaes_avx2),
	aes_row<3>(aes_xts, "xts-aes-vaes-avx10_256", "__xts-aes-vaes-avx10_256",
		   700, x86_has_vaes_avx10),
	aes_row<3>(aes_ctr, "ctr-aes-vaes-avx10_256", "__ctr-aes-vaes-avx10_256",
		   700, x86_has_vaes_avx10),
	aes_row<3>(aes_cbc, "cbc-aes-vaes-avx10_256", "__cbc-aes-vaes-avx10_256",
		   700, x86_has_vaes_avx10),
	aes_row<3>(aes_cts, "cts-cbc-aes-vaes-avx10_256", "__cts-cbc-aes-vaes-avx10_256",
		   701, x86_has_vaes_avx10),
	aes_row<4>(aes_xts, "xts-aes-vaes-avx10_512", "__xts-aes-vaes-avx10_512",
		   800, x86_has_vaes_avx10, 1),
	aes_row<4>(aes_ctr, "ctr-aes-vaes-avx10_512", "__ctr-aes-vaes-avx10_512",
		   800, x86_has_vaes_avx10, 1),
	aes_row<4>(aes_cbc, "cbc-aes-vaes-avx10_512", "__cbc-aes-vaes-avx10_512",
		   800, x86_has_vaes_avx10, 1),
	aes_row<4>(aes_cts, "cts-cbc-aes-vaes-avx10_512", "__cts-cbc-aes-vaes-avx10_512",
		   801, x86_has_vaes_avx10, 2),
};
/* clang-format on */
static_assert(x86_rows_marked(aes_tier_rows));

struct skcipher_alg aes_tier_algs[ARRAY_SIZE(aes_tier_rows)];
struct simd_skcipher_alg *aes_tier_simd[ARRAY_SIZE(aes_tier_rows)];

} // namespace

int ukc::x86::aesni_register_tier_algs()
{
	return x86_register_skciphers(aes_tier_rows, aes_tier_algs, aes_tier_simd);
}

void ukc::x86::aesni_unregister_tier_algs()
{
	x86_unregister_skciphers(aes_tier_rows, aes_tier_algs, aes_tier_simd);
}
