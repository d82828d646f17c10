/* SPDX-License-Identifier: GPL-2.0-only */
/* The SM4 block function with the SM4E instruction, for the files built with +sm4 (sm4-ce.cpp,
 * sm4-ce-gcm.cpp). */
#ifndef _UKC_ARCH_ARM64_SM4_CE_CORE_H
#define _UKC_ARCH_ARM64_SM4_CE_CORE_H

#include <arm_neon.h>
#include <crypto/sm4.h>

namespace {

// SM4E takes the state (X_i, X_i+1, X_i+2, X_i+3) as four 32-bit lanes and four round keys,
// and runs rounds i to i+3 of GB/T 32907-2016 section 7.1, leaving (X_i+4, ..., X_i+7). The
// block's words are big-endian (section 5), the lanes host order, hence the byte swaps; the
// output is the reverse transform R = (X35, X34, X33, X32). Decryption is the same rounds with
// the round keys reversed (section 7.2), which rkey_dec holds.
template <bool Enc> struct sm4_ce_cipher {
	uint32x4_t rk[SM4_RKEY_WORDS / 4];

	explicit sm4_ce_cipher(const struct sm4_ctx *key)
	{
		const u32 *k = Enc ? key->rkey_enc : key->rkey_dec;

		for (int i = 0; i < SM4_RKEY_WORDS / 4; i++)
			rk[i] = vld1q_u32(k + 4 * i);
	}

	uint8x16_t operator()(uint8x16_t b) const
	{
		uint32x4_t x = vreinterpretq_u32_u8(vrev32q_u8(b));

#pragma GCC unroll 8
		for (int i = 0; i < SM4_RKEY_WORDS / 4; i++)
			x = vsm4eq_u32(x, rk[i]);
		x = vrev64q_u32(x);
		x = vextq_u32(x, x, 2);
		return vrev32q_u8(vreinterpretq_u8_u32(x));
	}
};

using sm4_ce_enc = sm4_ce_cipher<true>;
using sm4_ce_dec = sm4_ce_cipher<false>;

} // namespace

#endif /* _UKC_ARCH_ARM64_SM4_CE_CORE_H */
