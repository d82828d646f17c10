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

// What the rows of each mode share.
const struct skcipher_alg aes_ecb_shape = {
	.setkey = aesni_skcipher_setkey,
	.min_keysize = AES_MIN_KEY_SIZE,
	.max_keysize = AES_MAX_KEY_SIZE,
	.base = {
		.cra_blocksize = AES_BLOCK_SIZE,
		.cra_ctxsize = crypto_aes_ctx_size,
		.cra_module = THIS_MODULE,
	},
};

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

const struct skcipher_alg aes_ctr_shape = {
	.setkey = aesni_skcipher_setkey,
	.min_keysize = AES_MIN_KEY_SIZE,
	.max_keysize = AES_MAX_KEY_SIZE,
	.ivsize = AES_BLOCK_SIZE,
	.chunksize = AES_BLOCK_SIZE,
	.base = {
		.cra_blocksize = 1,
		.cra_ctxsize = crypto_aes_ctx_size,
		.cra_module = THIS_MODULE,
	},
};

const struct skcipher_alg aes_cbc_shape = {
	.setkey = aesni_skcipher_setkey,
	.min_keysize = AES_MIN_KEY_SIZE,
	.max_keysize = AES_MAX_KEY_SIZE,
	.ivsize = AES_BLOCK_SIZE,
	.base = {
		.cra_blocksize = AES_BLOCK_SIZE,
		.cra_ctxsize = crypto_aes_ctx_size,
		.cra_module = THIS_MODULE,
	},
};

const struct skcipher_alg aes_cts_shape = {
	.setkey = aesni_skcipher_setkey,
	.walksize = 2 * AES_BLOCK_SIZE,
	.min_keysize = AES_MIN_KEY_SIZE,
	.max_keysize = AES_MAX_KEY_SIZE,
	.ivsize = AES_BLOCK_SIZE,
	.base = {
		.cra_blocksize = AES_BLOCK_SIZE,
		.cra_ctxsize = crypto_aes_ctx_size,
		.cra_module = THIS_MODULE,
	},
};

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
	{ "xts(aes)", "xts-aes-aesni", 401,
	  { "__xts(aes)", "__xts-aes-aesni" }, x86_has_aesni,
	  aes_tier_xts_encrypt<0>, aes_tier_xts_decrypt<0>, &aes_xts_shape },
	{ "ctr(aes)", "ctr-aes-aesni", 400,
	  { "__ctr(aes)", "__ctr-aes-aesni" }, x86_has_aesni,
	  aes_tier_ctr_crypt<0>, aes_tier_ctr_crypt<0>, &aes_ctr_shape },
	{ "cbc(aes)", "cbc-aes-aesni", 400,
	  { "__cbc(aes)", "__cbc-aes-aesni" }, x86_has_aesni,
	  aes_cbc_encrypt, aes_tier_cbc_decrypt<0>, &aes_cbc_shape },
	{ "cts(cbc(aes))", "cts-cbc-aes-aesni", 400,
	  { "__cts(cbc(aes))", "__cts-cbc-aes-aesni" }, x86_has_aesni,
	  aes_cts_cbc_encrypt, aes_tier_cts_cbc_decrypt<0>, &aes_cts_shape },
	{ "xts(aes)", "xts-aes-aesni-avx", 500,
	  { "__xts(aes)", "__xts-aes-aesni-avx" }, x86_has_aesni_avx,
	  aes_tier_xts_encrypt<1>, aes_tier_xts_decrypt<1>, &aes_xts_shape },
	{ "ctr(aes)", "ctr-aes-aesni-avx", 500,
	  { "__ctr(aes)", "__ctr-aes-aesni-avx" }, x86_has_aesni_avx,
	  aes_tier_ctr_crypt<1>, aes_tier_ctr_crypt<1>, &aes_ctr_shape },
	{ "cbc(aes)", "cbc-aes-aesni-avx", 500,
	  { "__cbc(aes)", "__cbc-aes-aesni-avx" }, x86_has_aesni_avx,
	  aes_cbc_encrypt, aes_tier_cbc_decrypt<1>, &aes_cbc_shape },
	{ "cts(cbc(aes))", "cts-cbc-aes-aesni-avx", 501,
	  { "__cts(cbc(aes))", "__cts-cbc-aes-aesni-avx" }, x86_has_aesni_avx,
	  aes_cts_cbc_encrypt, aes_tier_cts_cbc_decrypt<1>, &aes_cts_shape },
	{ "xts(aes)", "xts-aes-vaes-avx2", 600,
	  { "__xts(aes)", "__xts-aes-vaes-avx2" }, x86_has_vaes_avx2,
	  aes_tier_xts_encrypt<2>, aes_tier_xts_decrypt<2>, &aes_xts_shape },
	{ "ctr(aes)", "ctr-aes-vaes-avx2", 600,
	  { "__ctr(aes)", "__ctr-aes-vaes-avx2" }, x86_has_vaes_avx2,
	  aes_tier_ctr_crypt<2>, aes_tier_ctr_crypt<2>, &aes_ctr_shape },
	{ "cbc(aes)", "cbc-aes-vaes-avx2", 600,
	  { "__cbc(aes)", "__cbc-aes-vaes-avx2" }, x86_has_vaes_avx2,
	  aes_cbc_encrypt, aes_tier_cbc_decrypt<2>, &aes_cbc_shape },
	{ "cts(cbc(aes))", "cts-cbc-aes-vaes-avx2", 601,
	  { "__cts(cbc(aes))", "__cts-cbc-aes-vaes-avx2" }, x86_has_vaes_avx2,
	  aes_cts_cbc_encrypt, aes_tier_cts_cbc_decrypt<2>, &aes_cts_shape },
	{ "xts(aes)", "xts-aes-vaes-avx10_256", 700,
	  { "__xts(aes)", "__xts-aes-vaes-avx10_256" }, x86_has_vaes_avx10,
	  aes_tier_xts_encrypt<3>, aes_tier_xts_decrypt<3>, &aes_xts_shape },
	{ "ctr(aes)", "ctr-aes-vaes-avx10_256", 700,
	  { "__ctr(aes)", "__ctr-aes-vaes-avx10_256" }, x86_has_vaes_avx10,
	  aes_tier_ctr_crypt<3>, aes_tier_ctr_crypt<3>, &aes_ctr_shape },
	{ "cbc(aes)", "cbc-aes-vaes-avx10_256", 700,
	  { "__cbc(aes)", "__cbc-aes-vaes-avx10_256" }, x86_has_vaes_avx10,
	  aes_cbc_encrypt, aes_tier_cbc_decrypt<3>, &aes_cbc_shape },
	{ "cts(cbc(aes))", "cts-cbc-aes-vaes-avx10_256", 701,
	  { "__cts(cbc(aes))", "__cts-cbc-aes-vaes-avx10_256" }, x86_has_vaes_avx10,
	  aes_cts_cbc_encrypt, aes_tier_cts_cbc_decrypt<3>, &aes_cts_shape },
	{ "xts(aes)", "xts-aes-vaes-avx10_512", 800,
	  { "__xts(aes)", "__xts-aes-vaes-avx10_512" }, x86_has_vaes_avx10,
	  aes_tier_xts_encrypt<4>, aes_tier_xts_decrypt<4>, &aes_xts_shape, nullptr, 1 },
	{ "ctr(aes)", "ctr-aes-vaes-avx10_512", 800,
	  { "__ctr(aes)", "__ctr-aes-vaes-avx10_512" }, x86_has_vaes_avx10,
	  aes_tier_ctr_crypt<4>, aes_tier_ctr_crypt<4>, &aes_ctr_shape, nullptr, 1 },
	{ "cbc(aes)", "cbc-aes-vaes-avx10_512", 800,
	  { "__cbc(aes)", "__cbc-aes-vaes-avx10_512" }, x86_has_vaes_avx10,
	  aes_cbc_encrypt, aes_tier_cbc_decrypt<4>, &aes_cbc_shape, nullptr, 1 },
	{ "cts(cbc(aes))", "cts-cbc-aes-vaes-avx10_512", 801,
	  { "__cts(cbc(aes))", "__cts-cbc-aes-vaes-avx10_512" }, x86_has_vaes_avx10,
	  aes_cts_cbc_encrypt, aes_tier_cts_cbc_decrypt<4>, &aes_cts_shape, nullptr, 2 },
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
