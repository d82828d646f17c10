// SPDX-License-Identifier: GPL-2.0-only
// The xts, ctr, cbc and fused cts-cbc drivers of every x86 AES tier, each tier registered only
// where the CPU and OS support it, through its row of aes_x86_tiers: 6.12's AES-NI ones and
// xts-aes-aesni-avx, -vaes-avx2, -vaes-avx10_256, -vaes-avx10_512; ctr, cbc and cts at the
// wider tiers follow 6.12's names and priorities (6.12 itself has no such ones).
#include <crypto/aes.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include <array>
#include <utility>

#include "aesni-intel-glue.h"

namespace {

using namespace ukc::x86;

constexpr int aes_tier_modes = 4; // xts, ctr, cbc, cts

// One tier's drivers; aes_x86_tier_name() appends the tier's suffix to each driver name and
// adds its priority to each cra_priority. 6.12 gives xts-aes-aesni 401 and cts-cbc-aes-aesni
// 400; at the wider tiers the fused CTS driver is one above the cts template over the tier's
// cbc driver (which the template would give the cbc driver's priority).
template <int T>
struct skcipher_alg aes_tier_skciphers[aes_tier_modes] = {
	{
		.setkey = xts_setkey_aesni,
		.encrypt = aes_tier_xts_encrypt<T>,
		.decrypt = aes_tier_xts_decrypt<T>,
		.walksize = 2 * AES_BLOCK_SIZE,
		.min_keysize = 2 * AES_MIN_KEY_SIZE,
		.max_keysize = 2 * AES_MAX_KEY_SIZE,
		.ivsize = AES_BLOCK_SIZE,
		.base = {
			.cra_flags = CRYPTO_ALG_INTERNAL,
			.cra_blocksize = AES_BLOCK_SIZE,
			.cra_ctxsize = xts_aes_ctx_size,
			.cra_priority = T == 0,
			.cra_name = "__xts(aes)",
			.cra_driver_name = "__xts-aes-",
			.cra_module = THIS_MODULE,
		},
	}, {
		.setkey = aesni_skcipher_setkey,
		.encrypt = aes_tier_ctr_crypt<T>,
		.decrypt = aes_tier_ctr_crypt<T>,
		.min_keysize = AES_MIN_KEY_SIZE,
		.max_keysize = AES_MAX_KEY_SIZE,
		.ivsize = AES_BLOCK_SIZE,
		.chunksize = AES_BLOCK_SIZE,
		.base = {
			.cra_flags = CRYPTO_ALG_INTERNAL,
			.cra_blocksize = 1,
			.cra_ctxsize = crypto_aes_ctx_size,
			.cra_priority = 0,
			.cra_name = "__ctr(aes)",
			.cra_driver_name = "__ctr-aes-",
			.cra_module = THIS_MODULE,
		},
	}, {
		.setkey = aesni_skcipher_setkey,
		.encrypt = aes_cbc_encrypt,
		.decrypt = aes_tier_cbc_decrypt<T>,
		.min_keysize = AES_MIN_KEY_SIZE,
		.max_keysize = AES_MAX_KEY_SIZE,
		.ivsize = AES_BLOCK_SIZE,
		.base = {
			.cra_flags = CRYPTO_ALG_INTERNAL,
			.cra_blocksize = AES_BLOCK_SIZE,
			.cra_ctxsize = crypto_aes_ctx_size,
			.cra_priority = 0,
			.cra_name = "__cbc(aes)",
			.cra_driver_name = "__cbc-aes-",
			.cra_module = THIS_MODULE,
		},
	}, {
		.setkey = aesni_skcipher_setkey,
		.encrypt = aes_cts_cbc_encrypt,
		.decrypt = aes_tier_cts_cbc_decrypt<T>,
		.walksize = 2 * AES_BLOCK_SIZE,
		.min_keysize = AES_MIN_KEY_SIZE,
		.max_keysize = AES_MAX_KEY_SIZE,
		.ivsize = AES_BLOCK_SIZE,
		.base = {
			.cra_flags = CRYPTO_ALG_INTERNAL,
			.cra_blocksize = AES_BLOCK_SIZE,
			.cra_ctxsize = crypto_aes_ctx_size,
			.cra_priority = T != 0,
			.cra_name = "__cts(cbc(aes))",
			.cra_driver_name = "__cts-cbc-aes-",
			.cra_module = THIS_MODULE,
		},
	},
};

template <size_t... T>
constexpr std::array<struct skcipher_alg *, sizeof...(T)> aes_tier_tables(std::index_sequence<T...>)
{
	return { aes_tier_skciphers<T>... };
}

constexpr auto aes_tier_algs = aes_tier_tables(std::make_index_sequence<aes_x86_tier_count>());

struct simd_skcipher_alg *aes_tier_simd[aes_tier_algs.size()][aes_tier_modes];

} // namespace

// Each tier needs the one before it, as in 6.12's aesni_init() and register_avx_algs().
int ukc::x86::aesni_register_tier_algs()
{
	for (size_t i = 0; i < aes_tier_algs.size(); i++) {
		const aes_x86_tier &tier = aes_x86_tiers[i];

		if (!tier.supported())
			return 0;
		for (int m = 0; m < aes_tier_modes; m++)
			aes_x86_tier_name(&aes_tier_algs[i][m].base, tier);
		int err = simd_register_skciphers_compat(aes_tier_algs[i], aes_tier_modes,
							 aes_tier_simd[i]);
		if (err)
			return err;
	}
	return 0;
}

void ukc::x86::aesni_unregister_tier_algs()
{
	for (size_t i = aes_tier_algs.size(); i-- > 0;)
		if (aes_tier_simd[i][0])
			simd_unregister_skciphers(aes_tier_algs[i], aes_tier_modes,
						  aes_tier_simd[i]);
}
