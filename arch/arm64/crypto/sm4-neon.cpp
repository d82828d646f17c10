// SPDX-License-Identifier: GPL-2.0-only
// SM4 with Advanced SIMD alone: ECB, CBC decryption and CTR, four blocks at a time; the only
// file of the "-sm4-neon" drivers built with -march=armv8-a+simd.
#include "aes-arm64-modes.h"
#include "sm4-arm64.h"

namespace {

constexpr unsigned int sm4_neon_lanes = 4;
constexpr unsigned int sm4_neon_chunk = sm4_neon_lanes * SM4_BLOCK_SIZE;

// Four blocks side by side: word j of block k in lane k of x[j], so one round of GB/T
// 32907-2016 section 7.1 is a handful of vector operations over four blocks. The S-box
// (section 6.2) is four 64-byte table lookups: TBL gives 0 for an index past its table and
// TBX leaves the lane alone, so each quarter of the 256 bytes fills only its own indices.
struct sm4_neon_cipher {
	uint8x16x4_t sbox[4];
	const u32 *rk;

	explicit sm4_neon_cipher(const u32 *round_keys) : rk(round_keys)
	{
		for (int i = 0; i < 4; i++)
			sbox[i] = vld1q_u8_x4(crypto_sm4_sbox + 64 * i);
	}

	uint32x4_t tau(uint32x4_t a) const
	{
		uint8x16_t idx = vreinterpretq_u8_u32(a);
		uint8x16_t r = vqtbl4q_u8(sbox[0], idx);

		r = vqtbx4q_u8(r, sbox[1], vsubq_u8(idx, vdupq_n_u8(64)));
		r = vqtbx4q_u8(r, sbox[2], vsubq_u8(idx, vdupq_n_u8(128)));
		r = vqtbx4q_u8(r, sbox[3], vsubq_u8(idx, vdupq_n_u8(192)));
		return vreinterpretq_u32_u8(r);
	}

	template <int N> static uint32x4_t rol(uint32x4_t b)
	{
		return vsriq_n_u32(vshlq_n_u32(b, N), b, 32 - N);
	}

	// T(.) = L(tau(.)) of section 6.2: L(B) = B ^ B<<<2 ^ B<<<10 ^ B<<<18 ^ B<<<24.
	uint32x4_t round_t(uint32x4_t a) const
	{
		uint32x4_t b = tau(a);

		return veorq_u32(veorq_u32(b, rol<2>(b)),
				 veorq_u32(veorq_u32(rol<10>(b), rol<18>(b)), rol<24>(b)));
	}

	// X_i+4 = X_i ^ T(X_i+1 ^ X_i+2 ^ X_i+3 ^ rk_i), four rounds an iteration so the words
	// need no moving.
	void rounds(uint32x4_t &x0, uint32x4_t &x1, uint32x4_t &x2, uint32x4_t &x3) const
	{
		for (int i = 0; i < SM4_RKEY_WORDS; i += 4) {
			x0 = veorq_u32(x0, round_t(veorq_u32(veorq_u32(x1, x2),
							     veorq_u32(x3, vdupq_n_u32(rk[i])))));
			x1 = veorq_u32(x1,
				       round_t(veorq_u32(veorq_u32(x2, x3),
							 veorq_u32(x0, vdupq_n_u32(rk[i + 1])))));
			x2 = veorq_u32(x2,
				       round_t(veorq_u32(veorq_u32(x3, x0),
							 veorq_u32(x1, vdupq_n_u32(rk[i + 2])))));
			x3 = veorq_u32(x3,
				       round_t(veorq_u32(veorq_u32(x0, x1),
							 veorq_u32(x2, vdupq_n_u32(rk[i + 3])))));
		}
	}

	// A 4x4 transpose of 32-bit words: block k's words into lane k, and back.
	static void transpose(uint32x4_t &a0, uint32x4_t &a1, uint32x4_t &a2, uint32x4_t &a3)
	{
		uint32x4_t t0 = vtrn1q_u32(a0, a1), t1 = vtrn2q_u32(a0, a1);
		uint32x4_t t2 = vtrn1q_u32(a2, a3), t3 = vtrn2q_u32(a2, a3);

		a0 = vreinterpretq_u32_u64(
			vtrn1q_u64(vreinterpretq_u64_u32(t0), vreinterpretq_u64_u32(t2)));
		a1 = vreinterpretq_u32_u64(
			vtrn1q_u64(vreinterpretq_u64_u32(t1), vreinterpretq_u64_u32(t3)));
		a2 = vreinterpretq_u32_u64(
			vtrn2q_u64(vreinterpretq_u64_u32(t0), vreinterpretq_u64_u32(t2)));
		a3 = vreinterpretq_u32_u64(
			vtrn2q_u64(vreinterpretq_u64_u32(t1), vreinterpretq_u64_u32(t3)));
	}

	// The blocks' words are big-endian (section 5); the output is R = (X35, X34, X33, X32).
	void operator()(uint8x16_t b[sm4_neon_lanes]) const
	{
		uint32x4_t x0 = vreinterpretq_u32_u8(vrev32q_u8(b[0]));
		uint32x4_t x1 = vreinterpretq_u32_u8(vrev32q_u8(b[1]));
		uint32x4_t x2 = vreinterpretq_u32_u8(vrev32q_u8(b[2]));
		uint32x4_t x3 = vreinterpretq_u32_u8(vrev32q_u8(b[3]));

		transpose(x0, x1, x2, x3);
		rounds(x0, x1, x2, x3);
		transpose(x3, x2, x1, x0);
		b[0] = vrev32q_u8(vreinterpretq_u8_u32(x3));
		b[1] = vrev32q_u8(vreinterpretq_u8_u32(x2));
		b[2] = vrev32q_u8(vreinterpretq_u8_u32(x1));
		b[3] = vrev32q_u8(vreinterpretq_u8_u32(x0));
	}
};

// Up to four blocks of @src (@n bytes, a partial last block allowed) into @b; the rest zero.
void sm4_neon_load(uint8x16_t b[sm4_neon_lanes], const u8 *src, unsigned int n)
{
	u8 buf[sm4_neon_chunk] = {};
	const u8 *p = src;

	if (n < sm4_neon_chunk) {
		memcpy(buf, src, n);
		p = buf;
	}
	for (unsigned int k = 0; k < sm4_neon_lanes; k++)
		b[k] = aes_load(p + SM4_BLOCK_SIZE * k);
}

// The first @n bytes of @b into @dst.
void sm4_neon_store(u8 *dst, const uint8x16_t b[sm4_neon_lanes], unsigned int n)
{
	u8 buf[sm4_neon_chunk];
	u8 *p = n < sm4_neon_chunk ? buf : dst;

	for (unsigned int k = 0; k < sm4_neon_lanes; k++)
		aes_store(p + SM4_BLOCK_SIZE * k, b[k]);
	if (p == buf)
		memcpy(dst, buf, n);
}

void sm4_neon_ecb(const u32 *rk, const u8 *src, u8 *dst, unsigned int len)
{
	const sm4_neon_cipher c(rk);
	uint8x16_t b[sm4_neon_lanes];

	while (len) {
		unsigned int n = len < sm4_neon_chunk ? len : sm4_neon_chunk;

		sm4_neon_load(b, src, n);
		c(b);
		sm4_neon_store(dst, b, n);
		src += n;
		dst += n;
		len -= n;
	}
}

} // namespace

namespace ukc::arm64 {

void sm4_neon_ecb_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			  u8 *iv)
{
	sm4_neon_ecb(key->rkey_enc, src, dst, len);
}

void sm4_neon_ecb_decrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			  u8 *iv)
{
	sm4_neon_ecb(key->rkey_dec, src, dst, len);
}

// P_j = D(C_j) ^ C_j-1 (SP 800-38A 6.2): the ciphertext of a group is kept in registers before
// any plaintext is stored, so @dst may equal @src.
void sm4_neon_cbc_decrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			  u8 *iv)
{
	const sm4_neon_cipher c(key->rkey_dec);
	uint8x16_t prev = aes_load(iv), ct[sm4_neon_lanes], b[sm4_neon_lanes];

	while (len) {
		unsigned int n = len < sm4_neon_chunk ? len : sm4_neon_chunk;

		sm4_neon_load(ct, src, n);
		for (unsigned int k = 0; k < sm4_neon_lanes; k++)
			b[k] = ct[k];
		c(b);
		for (unsigned int k = 0; k < sm4_neon_lanes; k++) {
			b[k] = veorq_u8(b[k], prev);
			prev = ct[k];
		}
		prev = ct[n / SM4_BLOCK_SIZE - 1];
		sm4_neon_store(dst, b, n);
		src += n;
		dst += n;
		len -= n;
	}
	aes_store(iv, prev);
}

// C_j = P_j ^ E(T_j), T_j+1 = T_j + 1 mod 2^128 (SP 800-38A 6.5); a partial last block takes
// the leading bytes of one more keystream block, and the counter moves past it.
void sm4_neon_ctr_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			  u8 *iv)
{
	const sm4_neon_cipher c(key->rkey_enc);
	aes_ctr_block ctr(iv);
	uint8x16_t in[sm4_neon_lanes], b[sm4_neon_lanes];

	while (len) {
		unsigned int n = len < sm4_neon_chunk ? len : sm4_neon_chunk;

		for (unsigned int k = 0; k < sm4_neon_lanes; k++)
			b[k] = k * SM4_BLOCK_SIZE < n ? ctr.next() : vdupq_n_u8(0);
		c(b);
		sm4_neon_load(in, src, n);
		for (unsigned int k = 0; k < sm4_neon_lanes; k++)
			b[k] = veorq_u8(b[k], in[k]);
		sm4_neon_store(dst, b, n);
		src += n;
		dst += n;
		len -= n;
	}
	aes_store(iv, ctr.next());
}

} // namespace ukc::arm64
