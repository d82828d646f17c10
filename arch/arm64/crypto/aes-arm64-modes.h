/* SPDX-License-Identifier: GPL-2.0-only */
/* ECB, CBC, CTS-CBC, CTR and XTS over one block function, one copy per ISA file (aes-ce.cpp,
 * aes-neon.cpp), each built with its own flags. */
#ifndef _UKC_ARCH_ARM64_AES_ARM64_MODES_H
#define _UKC_ARCH_ARM64_AES_ARM64_MODES_H

#include <arm_neon.h>
#include <string.h>

#include <type_traits>

#include "aes-arm64.h"

/*
 * A Core is built from an expanded key (Core(const Key *), Key being struct crypto_aes_ctx for
 * AES and struct sm4_ctx for SM4: the modes need only a 16-byte block), loads what it
 * needs into registers once, and maps a block to its encryption (or decryption, as the Core
 * says) with operator(). The modes below call it on independent blocks four at a time where the
 * mode allows, so the compiler interleaves four dependency chains.
 */
namespace {

inline uint8x16_t aes_load(const u8 *p)
{
	return vld1q_u8(p);
}

inline void aes_store(u8 *p, uint8x16_t v)
{
	vst1q_u8(p, v);
}

// Calls @f with std::integral_constant<int, Nr>, Nr the round count of @key (FIPS-197 5).
template <typename F> inline void aes_with_rounds(const struct crypto_aes_ctx *key, F &&f)
{
	if (key->key_length == AES_KEYSIZE_128)
		f(std::integral_constant<int, 10>{});
	else if (key->key_length == AES_KEYSIZE_192)
		f(std::integral_constant<int, 12>{});
	else
		f(std::integral_constant<int, 14>{});
}

template <typename Core, typename Key>
void aes_ecb(const Key *key, const u8 *src, u8 *dst, unsigned int len)
{
	const Core c(key);

	for (; len >= 4 * AES_BLOCK_SIZE; len -= 4 * AES_BLOCK_SIZE, src += 64, dst += 64) {
		uint8x16_t b0 = c(aes_load(src)), b1 = c(aes_load(src + 16));
		uint8x16_t b2 = c(aes_load(src + 32)), b3 = c(aes_load(src + 48));

		aes_store(dst, b0);
		aes_store(dst + 16, b1);
		aes_store(dst + 32, b2);
		aes_store(dst + 48, b3);
	}
	for (; len >= AES_BLOCK_SIZE; len -= AES_BLOCK_SIZE, src += 16, dst += 16)
		aes_store(dst, c(aes_load(src)));
}

// CBC encryption (SP 800-38A 6.2) is a chain: one block after another.
template <typename Core, typename Key>
void aes_cbc_enc(const Key *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	const Core c(key);
	uint8x16_t x = aes_load(iv);

	for (; len >= AES_BLOCK_SIZE; len -= AES_BLOCK_SIZE, src += 16, dst += 16) {
		x = c(veorq_u8(aes_load(src), x));
		aes_store(dst, x);
	}
	aes_store(iv, x);
}

// CBC decryption: P_j = D(C_j) ^ C_{j-1}, all blocks independent. Every input block of a group
// is loaded before any output is stored, so @dst may equal @src.
template <typename Core, typename Key>
void aes_cbc_dec(const Key *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	const Core c(key);
	uint8x16_t prev = aes_load(iv);

	for (; len >= 4 * AES_BLOCK_SIZE; len -= 4 * AES_BLOCK_SIZE, src += 64, dst += 64) {
		uint8x16_t c0 = aes_load(src), c1 = aes_load(src + 16);
		uint8x16_t c2 = aes_load(src + 32), c3 = aes_load(src + 48);
		uint8x16_t p0 = c(c0), p1 = c(c1), p2 = c(c2), p3 = c(c3);

		aes_store(dst, veorq_u8(p0, prev));
		aes_store(dst + 16, veorq_u8(p1, c0));
		aes_store(dst + 32, veorq_u8(p2, c1));
		aes_store(dst + 48, veorq_u8(p3, c2));
		prev = c3;
	}
	for (; len >= AES_BLOCK_SIZE; len -= AES_BLOCK_SIZE, src += 16, dst += 16) {
		uint8x16_t cj = aes_load(src);

		aes_store(dst, veorq_u8(c(cj), prev));
		prev = cj;
	}
	aes_store(iv, prev);
}

// CBC ciphertext stealing, CS3 (the kernel's cts, RFC 3962 section 5), over the last full
// block P and the d = @len - 16 bytes Q after it: X = E(P ^ IV), Y = E((Q || 0...) ^ X). The
// output is Y followed by the first d bytes of X; Y is the chaining value left in @iv.
template <typename Core, typename Key>
void aes_cts_enc(const Key *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	const Core c(key);
	unsigned int d = len - AES_BLOCK_SIZE;
	u8 q[AES_BLOCK_SIZE] = {}, x[AES_BLOCK_SIZE];

	memcpy(q, src + AES_BLOCK_SIZE, d);
	uint8x16_t xv = c(veorq_u8(aes_load(src), aes_load(iv)));
	uint8x16_t y = c(veorq_u8(aes_load(q), xv));

	aes_store(x, xv);
	aes_store(dst, y);
	memcpy(dst + AES_BLOCK_SIZE, x, d);
	aes_store(iv, y);
}

// The inverse: Z = D(Y) is (Q || 0...) ^ X, so X is the d-byte final block followed by the
// last 16 - d bytes of Z; Q = Z ^ that final block over d bytes, and P = D(X) ^ IV. Y is left
// in @iv, as the cts template's inner CBC decryption leaves it.
template <typename Core, typename Key>
void aes_cts_dec(const Key *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	const Core c(key);
	unsigned int d = len - AES_BLOCK_SIZE;
	uint8x16_t y = aes_load(src);
	u8 z[AES_BLOCK_SIZE], x[AES_BLOCK_SIZE], q[AES_BLOCK_SIZE];

	aes_store(z, c(y));
	memcpy(x, z, sizeof(x));
	memcpy(x, src + AES_BLOCK_SIZE, d);
	for (unsigned int i = 0; i < d; i++)
		q[i] = z[i] ^ src[AES_BLOCK_SIZE + i];
	uint8x16_t p = c(aes_load(x));

	aes_store(dst, veorq_u8(p, aes_load(iv)));
	memcpy(dst + AES_BLOCK_SIZE, q, d);
	aes_store(iv, y);
}

// The 128-bit big-endian counter of the kernel's ctr(aes), as two halves in host order.
struct aes_ctr_block {
	u64 hi, lo;

	explicit aes_ctr_block(const u8 *iv)
	{
		uint64x2_t v = vreinterpretq_u64_u8(vrev64q_u8(aes_load(iv)));

		hi = vgetq_lane_u64(v, 0);
		lo = vgetq_lane_u64(v, 1);
	}

	uint8x16_t next()
	{
		uint64x2_t v = vcombine_u64(vcreate_u64(hi), vcreate_u64(lo));

		hi += !++lo;
		return vrev64q_u8(vreinterpretq_u8_u64(v));
	}
};

// CTR (SP 800-38A 6.5): C_j = P_j ^ E(T_j), T_{j+1} = T_j + 1 mod 2^128. A final partial block
// takes the leading bytes of one more keystream block; the counter moves past it too.
template <typename Core, typename Key>
void aes_ctr(const Key *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	const Core c(key);
	aes_ctr_block ctr(iv);

	for (; len >= 4 * AES_BLOCK_SIZE; len -= 4 * AES_BLOCK_SIZE, src += 64, dst += 64) {
		uint8x16_t t0 = ctr.next(), t1 = ctr.next(), t2 = ctr.next(), t3 = ctr.next();
		uint8x16_t k0 = c(t0), k1 = c(t1), k2 = c(t2), k3 = c(t3);

		aes_store(dst, veorq_u8(aes_load(src), k0));
		aes_store(dst + 16, veorq_u8(aes_load(src + 16), k1));
		aes_store(dst + 32, veorq_u8(aes_load(src + 32), k2));
		aes_store(dst + 48, veorq_u8(aes_load(src + 48), k3));
	}
	for (; len >= AES_BLOCK_SIZE; len -= AES_BLOCK_SIZE, src += 16, dst += 16)
		aes_store(dst, veorq_u8(aes_load(src), c(ctr.next())));
	if (len) {
		u8 ks[AES_BLOCK_SIZE];

		aes_store(ks, c(ctr.next()));
		for (unsigned int i = 0; i < len; i++)
			dst[i] = src[i] ^ ks[i];
	}
	aes_store(iv, ctr.next());
}

// T * x in GF(2^128) with XTS's little-endian bit order (IEEE 1619-2018 5.2): a left shift of
// the 128-bit little-endian number, and 0x87 folded in when bit 127 falls out.
inline uint8x16_t xts_mul_x(uint8x16_t t)
{
	const uint64x2_t poly = vcombine_u64(vcreate_u64(0x87), vcreate_u64(1));
	int64x2_t top = vshrq_n_s64(vreinterpretq_s64_u8(t), 63);
	uint64x2_t carry = vandq_u64(vreinterpretq_u64_s64(vextq_s64(top, top, 1)), poly);

	return vreinterpretq_u8_u64(veorq_u64(vshlq_n_u64(vreinterpretq_u64_u8(t), 1), carry));
}

// XTS (IEEE 1619-2018 5.3): C_j = E_K1(P_j ^ T_j) ^ T_j. With Core a decryption, the same walk
// decrypts (5.4). Ciphertext stealing (5.3.2, 5.4.2) for a final partial block of r bytes: on
// encryption the last full block is enciphered with T_{m-1}, its first r bytes become the
// partial output, and the partial input padded with the rest is enciphered with T_m into the
// full-block position; decryption deciphers the last full block with T_m first.
template <typename Core, bool Enc, typename Key>
void aes_xts(const Key *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	const Core c(key);
	unsigned int tail = len % AES_BLOCK_SIZE;
	uint8x16_t t = aes_load(iv);

	if (tail)
		len -= AES_BLOCK_SIZE + tail;
	for (; len >= 4 * AES_BLOCK_SIZE; len -= 4 * AES_BLOCK_SIZE, src += 64, dst += 64) {
		uint8x16_t t1 = xts_mul_x(t), t2 = xts_mul_x(t1), t3 = xts_mul_x(t2);
		uint8x16_t b0 = c(veorq_u8(aes_load(src), t));
		uint8x16_t b1 = c(veorq_u8(aes_load(src + 16), t1));
		uint8x16_t b2 = c(veorq_u8(aes_load(src + 32), t2));
		uint8x16_t b3 = c(veorq_u8(aes_load(src + 48), t3));

		aes_store(dst, veorq_u8(b0, t));
		aes_store(dst + 16, veorq_u8(b1, t1));
		aes_store(dst + 32, veorq_u8(b2, t2));
		aes_store(dst + 48, veorq_u8(b3, t3));
		t = xts_mul_x(t3);
	}
	for (; len >= AES_BLOCK_SIZE; len -= AES_BLOCK_SIZE, src += 16, dst += 16) {
		aes_store(dst, veorq_u8(c(veorq_u8(aes_load(src), t)), t));
		t = xts_mul_x(t);
	}
	if (tail) {
		uint8x16_t t_last = xts_mul_x(t);
		uint8x16_t first = Enc ? t : t_last, second = Enc ? t_last : t;
		u8 cc[AES_BLOCK_SIZE], pp[AES_BLOCK_SIZE];

		aes_store(cc, veorq_u8(c(veorq_u8(aes_load(src), first)), first));
		memcpy(pp, cc, sizeof(pp));
		memcpy(pp, src + AES_BLOCK_SIZE, tail);
		memcpy(dst + AES_BLOCK_SIZE, cc, tail);
		aes_store(dst, veorq_u8(c(veorq_u8(aes_load(pp), second)), second));
		t = xts_mul_x(t_last);
	}
	aes_store(iv, t);
}

} // namespace

#endif /* _UKC_ARCH_ARM64_AES_ARM64_MODES_H */
