// SPDX-License-Identifier: GPL-2.0-only
// SM4 with the Armv8 SM4 instructions: single blocks, the ECB, CBC, CTS-CBC, CTR and XTS modes,
// the CBC-MAC chain and CCM's payload pass; the only file of the "-sm4-ce" drivers but
// gcm-sm4-ce built with -march=armv8.2-a+sm4.
#include "aes-arm64-modes.h"
#include "sm4-arm64.h"
#include "sm4-ce-core.h"

namespace {

// CCM's payload (SP 800-38C 6.1 steps 4-8 and 6.2): the MAC chain over the plaintext and the
// CTR keystream are independent, so the two SM4 calls of a block overlap. A final partial block
// is chained padded with zeros (section A.2.2) and takes the leading bytes of a keystream block.
template <bool Enc>
void sm4_ce_ccm(const struct sm4_ctx *key, u8 *mac, const u8 *src, u8 *dst, unsigned int len,
		u8 *iv)
{
	const sm4_ce_enc c(key);
	aes_ctr_block ctr(iv);
	uint8x16_t m = aes_load(mac);

	for (; len >= SM4_BLOCK_SIZE; len -= SM4_BLOCK_SIZE, src += 16, dst += 16) {
		uint8x16_t in = aes_load(src), ks = c(ctr.next());
		uint8x16_t out = veorq_u8(in, ks);

		m = c(veorq_u8(m, Enc ? in : out));
		aes_store(dst, out);
	}
	if (len) {
		u8 buf[SM4_BLOCK_SIZE] = {}, ks[SM4_BLOCK_SIZE];

		aes_store(ks, c(ctr.next()));
		// @dst may be @src: each plaintext byte is kept before it can be overwritten.
		for (unsigned int i = 0; i < len; i++) {
			const u8 in = src[i];

			dst[i] = in ^ ks[i];
			buf[i] = Enc ? in : dst[i];
		}
		m = c(veorq_u8(m, aes_load(buf)));
		memset(buf, 0, sizeof(buf));
		memset(ks, 0, sizeof(ks));
	}
	aes_store(mac, m);
	aes_store(iv, ctr.next());
}

} // namespace

namespace ukc::arm64 {

void sm4_ce_encrypt_block(const struct sm4_ctx *key, u8 *out, const u8 *in)
{
	aes_store(out, sm4_ce_enc(key)(aes_load(in)));
}

void sm4_ce_decrypt_block(const struct sm4_ctx *key, u8 *out, const u8 *in)
{
	aes_store(out, sm4_ce_dec(key)(aes_load(in)));
}

void sm4_ce_ecb_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_ecb<sm4_ce_enc>(key, src, dst, len);
}

void sm4_ce_ecb_decrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_ecb<sm4_ce_dec>(key, src, dst, len);
}

void sm4_ce_cbc_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_cbc_enc<sm4_ce_enc>(key, src, dst, len, iv);
}

void sm4_ce_cbc_decrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_cbc_dec<sm4_ce_dec>(key, src, dst, len, iv);
}

void sm4_ce_cbc_cts_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			    u8 *iv)
{
	aes_cts_enc<sm4_ce_enc>(key, src, dst, len, iv);
}

void sm4_ce_cbc_cts_decrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			    u8 *iv)
{
	aes_cts_dec<sm4_ce_dec>(key, src, dst, len, iv);
}

void sm4_ce_ctr_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_ctr<sm4_ce_enc>(key, src, dst, len, iv);
}

void sm4_ce_xts_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_xts<sm4_ce_enc, true>(key, src, dst, len, iv);
}

void sm4_ce_xts_decrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_xts<sm4_ce_dec, false>(key, src, dst, len, iv);
}

// CBC-MAC's chain (SP 800-38C A.2, SP 800-38B 6.2 step 6): each block depends on the one before.
void sm4_ce_mac_update(const struct sm4_ctx *key, u8 mac[16], const u8 *src, unsigned int blocks)
{
	const sm4_ce_enc c(key);
	uint8x16_t m = aes_load(mac);

	for (; blocks; blocks--, src += SM4_BLOCK_SIZE)
		m = c(veorq_u8(m, aes_load(src)));
	aes_store(mac, m);
}

void sm4_ce_ccm_encrypt(const struct sm4_ctx *key, u8 mac[16], const u8 *src, u8 *dst,
			unsigned int len, u8 ctr[16])
{
	sm4_ce_ccm<true>(key, mac, src, dst, len, ctr);
}

void sm4_ce_ccm_decrypt(const struct sm4_ctx *key, u8 mac[16], const u8 *src, u8 *dst,
			unsigned int len, u8 ctr[16])
{
	sm4_ce_ccm<false>(key, mac, src, dst, len, ctr);
}

} // namespace ukc::arm64
