/* SPDX-License-Identifier: GPL-2.0-only */
/* XTS, CTR and CBC decryption over the vectors of aes-x86-vec.h, one copy per ISA-level file. */
#ifndef _UKC_ARCH_X86_AES_X86_MODES_H
#define _UKC_ARCH_X86_AES_X86_MODES_H

#include <string.h>

#include "aes-x86-vec.h"
#include "aesni-intel.h"

namespace {

// ---- XTS (IEEE 1619-2018 section 5.3): C_j = E_K1(P_j ^ T_j) ^ T_j, T_{j+1} = T_j * x ----

// T * x^K in every lane (K <= 16), with one carry-less multiply for the bits shifted out.
template <typename V, unsigned int K> inline typename V::vec xts_mul_xk(typename V::vec t)
{
	const typename V::vec poly = V::bcast(_mm_set_epi64x(0, 0x87));

	if constexpr (K % 8 == 0) {
		typename V::vec top = V::template bsrli<16 - K / 8>(t);

		return V::xor2(V::template bslli<K / 8>(t), V::clmul_lo(top, poly));
	} else {
		typename V::vec spill = V::template srli64<64 - K>(t);
		typename V::vec top = V::template bsrli<8>(spill);

		return V::xor3(V::template slli64<K>(t), V::template bslli<8>(spill),
			       V::clmul_lo(top, poly));
	}
}

// Tweak vector J from vector 0: T * x^(J * lanes) for each lane, independent of the others.
template <typename V, unsigned int J = 1>
inline void xts_tweaks_from_first(typename V::vec (&tv)[V::ways])
{
	if constexpr (J < V::ways) {
		tv[J] = xts_mul_xk<V, V::lanes * J>(tv[0]);
		xts_tweaks_from_first<V, J + 1>(tv);
	}
}

// The tweaks of the first loop iteration: vector j holds T_{j*lanes} .. T_{j*lanes+lanes-1}.
template <typename V> inline void xts_first_tweaks(typename V::vec (&tv)[V::ways], __m128i t)
{
	tv[0] = V::tweak_series(t);
	if constexpr (V::lanes == 1) {
#pragma GCC unroll 16
		for (unsigned int j = 1; j < V::ways; j++)
			tv[j] = xts_mul_x(tv[j - 1]);
	} else {
		xts_tweaks_from_first<V>(tv);
	}
}

// Moves every tweak vector on by one loop iteration (lanes * ways blocks).
template <typename V> inline void xts_next_tweaks(typename V::vec (&tv)[V::ways])
{
	if constexpr (V::lanes == 1) {
		tv[0] = xts_mul_x(tv[V::ways - 1]);
#pragma GCC unroll 16
		for (unsigned int j = 1; j < V::ways; j++)
			tv[j] = xts_mul_x(tv[j - 1]);
	} else {
#pragma GCC unroll 16
		for (unsigned int j = 0; j < V::ways; j++)
			tv[j] = xts_mul_xk<V, V::lanes * V::ways>(tv[j]);
	}
}

// N vectors of blocks, each XORed with its tweak before and after the cipher; the XOR after
// is folded into the last round key (AESENCLAST ends with an XOR of its key operand).
template <typename V, int NR, bool ENC, unsigned int N>
[[gnu::always_inline]] inline void xts_crypt_vecs(const typename V::vec (&rk)[NR + 1],
						  const typename V::vec *tv, const u8 *src, u8 *dst)
{
	typename V::vec s[N];

#pragma GCC unroll 16
	for (unsigned int j = 0; j < N; j++)
		s[j] = V::xor3(V::load(src + j * 16 * V::lanes), tv[j], rk[0]);
	aes_middle_rounds<V, NR, ENC, N>(s, rk);
#pragma GCC unroll 16
	for (unsigned int j = 0; j < N; j++)
		V::store(dst + j * 16 * V::lanes,
			 aes_last_round<V, ENC>(s[j], V::xor2(rk[NR], tv[j])));
}

template <int NR, bool ENC> inline __m128i xts_crypt_block(const u32 *sched, __m128i in, __m128i t)
{
	return _mm_xor_si128(aes_crypt_block<NR, ENC>(sched, _mm_xor_si128(in, t)), t);
}

// Ciphertext stealing (IEEE 1619-2018 5.3.2 and 5.4.2) over the last full block and the
// @tail bytes after it. Encryption: CC = E(P_{m-1}, T_{m-1}), C_m = first @tail bytes of CC,
// C_{m-1} = E(P_m || rest of CC, T_m). Decryption undoes it, using T_m before T_{m-1}.
template <int NR, bool ENC>
inline __m128i xts_steal(const u32 *sched, const u8 *src, u8 *dst, unsigned int tail, __m128i t)
{
	__m128i t_next = xts_mul_x(t);
	u8 buf[16], last[16];

	aes_store128(buf, xts_crypt_block<NR, ENC>(sched, aes_load128(src), ENC ? t : t_next));
	memcpy(last, buf, 16);
	memcpy(buf, src + 16, tail); // the partial block, read before dst may overwrite it
	aes_store128(dst, xts_crypt_block<NR, ENC>(sched, aes_load128(buf), ENC ? t_next : t));
	memcpy(dst + 16, last, tail);
	return xts_mul_x(t_next);
}

// @len >= 16 bytes; @tweak holds the encrypted IV and is left at the tweak after the data.
template <typename V, int NR, bool ENC>
void aes_xts_nr(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		u8 *tweak)
{
	constexpr unsigned int step = 16 * V::lanes * V::ways;
	const u32 *sched = ENC ? key->key_enc : key->key_dec;
	unsigned int tail = len % 16;
	unsigned int bulk = (len & ~15u) - (tail ? 16 : 0);
	__m128i t = aes_load128(tweak);
	typename V::vec rk[NR + 1];

	aes_load_keys<V, NR>(sched, rk);
	if (bulk >= step) {
		typename V::vec tv[V::ways];

		xts_first_tweaks<V>(tv, t);
		for (; bulk >= step; bulk -= step, src += step, dst += step) {
			xts_crypt_vecs<V, NR, ENC, V::ways>(rk, tv, src, dst);
			xts_next_tweaks<V>(tv);
		}
		t = V::lane0(tv[0]);
	}
	for (; V::lanes > 1 && bulk >= 16 * V::lanes; bulk -= 16 * V::lanes) {
		typename V::vec tv[1] = { V::tweak_series(t) };

		xts_crypt_vecs<V, NR, ENC, 1>(rk, tv, src, dst);
#pragma GCC unroll 16
		for (unsigned int j = 0; j < V::lanes; j++)
			t = xts_mul_x(t);
		src += 16 * V::lanes;
		dst += 16 * V::lanes;
	}
	for (; bulk; bulk -= 16, src += 16, dst += 16) {
		aes_store128(dst, xts_crypt_block<NR, ENC>(sched, aes_load128(src), t));
		t = xts_mul_x(t);
	}
	if (tail)
		t = xts_steal<NR, ENC>(sched, src, dst, tail, t);
	aes_store128(tweak, t);
}

template <typename V, bool ENC>
void aes_xts(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *tweak)
{
	if (key->key_length == AES_KEYSIZE_128)
		aes_xts_nr<V, 10, ENC>(key, src, dst, len, tweak);
	else if (key->key_length == AES_KEYSIZE_192)
		aes_xts_nr<V, 12, ENC>(key, src, dst, len, tweak);
	else
		aes_xts_nr<V, 14, ENC>(key, src, dst, len, tweak);
}

// ---- CTR (NIST SP 800-38A 6.5): a 128-bit big-endian counter ----

// The counter is kept byte-reversed (a little-endian integer, low half in the low qword) so
// it can be counted with 64-bit adds, and reversed back into each counter block.
inline __m128i ctr_bswap_mask()
{
	return _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
}

template <typename V, int NR, unsigned int N>
[[gnu::always_inline]] inline void ctr_crypt_vecs(const typename V::vec (&rk)[NR + 1],
						  const typename V::vec *ctr, const u8 *src,
						  u8 *dst)
{
	const typename V::vec bswap = V::bcast(ctr_bswap_mask());
	typename V::vec s[N];

#pragma GCC unroll 16
	for (unsigned int j = 0; j < N; j++)
		s[j] = V::xor2(V::shuffle(ctr[j], bswap), rk[0]);
	aes_middle_rounds<V, NR, true, N>(s, rk);
// The keystream XOR rides on the last round key.
#pragma GCC unroll 16
	for (unsigned int j = 0; j < N; j++)
		V::store(dst + j * 16 * V::lanes,
			 V::enclast(s[j], V::xor2(rk[NR], V::load(src + j * 16 * V::lanes))));
}

// @nblocks whole blocks during which the counter's low 64 bits do not wrap; returns the
// counter after them.
template <typename V, int NR>
inline __m128i ctr_blocks(const typename V::vec (&rk)[NR + 1], __m128i c, const u8 *src, u8 *dst,
			  size_t nblocks)
{
	constexpr unsigned int per_iter = V::lanes * V::ways;

	if (nblocks >= per_iter) {
		typename V::vec ctr[V::ways];

		ctr[0] = V::add64(V::bcast(c), V::lane_offsets());
#pragma GCC unroll 16
		for (unsigned int j = 1; j < V::ways; j++)
			ctr[j] = V::add64(ctr[j - 1], V::lo64(V::lanes));
		for (; nblocks >= per_iter; nblocks -= per_iter) {
			ctr_crypt_vecs<V, NR, V::ways>(rk, ctr, src, dst);
#pragma GCC unroll 16
			for (unsigned int j = 0; j < V::ways; j++)
				ctr[j] = V::add64(ctr[j], V::lo64(per_iter));
			src += 16 * per_iter;
			dst += 16 * per_iter;
		}
		c = V::lane0(ctr[0]);
	}
	for (; nblocks >= V::lanes; nblocks -= V::lanes) {
		typename V::vec ctr[1] = { V::add64(V::bcast(c), V::lane_offsets()) };

		ctr_crypt_vecs<V, NR, 1>(rk, ctr, src, dst);
		c = _mm_add_epi64(c, _mm_set_epi64x(0, V::lanes));
		src += 16 * V::lanes;
		dst += 16 * V::lanes;
	}
	for (; nblocks; nblocks--, src += 16, dst += 16) {
		__m128i ks = aes_crypt_lane<V, NR, true>(rk, _mm_shuffle_epi8(c, ctr_bswap_mask()));

		aes_store128(dst, _mm_xor_si128(ks, aes_load128(src)));
		c = _mm_add_epi64(c, _mm_set_epi64x(0, 1));
	}
	return c;
}

// The counter plus one, carrying into the high half.
inline __m128i ctr_inc(__m128i c)
{
	c = _mm_add_epi64(c, _mm_set_epi64x(0, 1));
	if (_mm_cvtsi128_si64(c) == 0)
		c = _mm_add_epi64(c, _mm_set_epi64x(1, 0));
	return c;
}

// A final partial block takes the leading bytes of one more keystream block (SP 800-38A 6.5).
template <int NR>
inline __m128i ctr_partial(const u32 *sched, __m128i c, const u8 *src, u8 *dst, unsigned int n)
{
	u8 ks[16];

	aes_store128(ks, aes_crypt_block<NR, true>(sched, _mm_shuffle_epi8(c, ctr_bswap_mask())));
	for (unsigned int i = 0; i < n; i++)
		dst[i] = src[i] ^ ks[i];
	return ctr_inc(c);
}

// Any @len; @iv is the counter block, left at the block after the last one used.
template <typename V, int NR>
void aes_ctr_nr(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	__m128i c = _mm_shuffle_epi8(aes_load128(iv), ctr_bswap_mask());
	size_t nblocks = len / 16;
	typename V::vec rk[NR + 1];

	aes_load_keys<V, NR>(key->key_enc, rk);
	while (nblocks) {
		// Blocks left before the low half wraps (0: 2^64 of them, more than any request).
		u64 room = 0 - static_cast<u64>(_mm_cvtsi128_si64(c));
		size_t seg = room && room < nblocks ? room : nblocks;

		c = ctr_blocks<V, NR>(rk, c, src, dst, seg);
		if (_mm_cvtsi128_si64(c) == 0)
			c = _mm_add_epi64(c, _mm_set_epi64x(1, 0));
		src += 16 * seg;
		dst += 16 * seg;
		nblocks -= seg;
	}
	if (len % 16)
		c = ctr_partial<NR>(key->key_enc, c, src, dst, len % 16);
	aes_store128(iv, _mm_shuffle_epi8(c, ctr_bswap_mask()));
}

template <typename V>
void aes_ctr(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	if (key->key_length == AES_KEYSIZE_128)
		aes_ctr_nr<V, 10>(key, src, dst, len, iv);
	else if (key->key_length == AES_KEYSIZE_192)
		aes_ctr_nr<V, 12>(key, src, dst, len, iv);
	else
		aes_ctr_nr<V, 14>(key, src, dst, len, iv);
}

// ---- CBC decryption (NIST SP 800-38A 6.2): P_j = D(C_j) ^ C_{j-1}, every block at once ----

// @prev's last lane holds the ciphertext block before the first of these; all N vectors are
// read before any is written, so the data may be decrypted in place. Returns the last vector
// of ciphertext.
template <typename V, int NR, unsigned int N>
[[gnu::always_inline]] inline typename V::vec cbc_dec_vecs(const typename V::vec (&rk)[NR + 1],
							   typename V::vec prev, const u8 *src,
							   u8 *dst)
{
	typename V::vec c[N], s[N];

#pragma GCC unroll 16
	for (unsigned int j = 0; j < N; j++) {
		c[j] = V::load(src + j * 16 * V::lanes);
		s[j] = V::xor2(c[j], rk[0]);
	}
	aes_middle_rounds<V, NR, false, N>(s, rk);
#pragma GCC unroll 16
	for (unsigned int j = 0; j < N; j++) {
		typename V::vec chain = V::shift_in(j ? c[j - 1] : prev, c[j]);

		V::store(dst + j * 16 * V::lanes, V::declast(s[j], V::xor2(rk[NR], chain)));
	}
	return c[N - 1];
}

// @len a multiple of 16; @iv is left at the last ciphertext block.
template <typename V, int NR>
void aes_cbc_dec_nr(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		    u8 *iv)
{
	constexpr unsigned int step = 16 * V::lanes * V::ways;
	typename V::vec rk[NR + 1];
	typename V::vec prev = V::bcast(aes_load128(iv));

	aes_load_keys<V, NR>(key->key_dec, rk);
	len &= ~15u;
	for (; len >= step; len -= step, src += step, dst += step)
		prev = cbc_dec_vecs<V, NR, V::ways>(rk, prev, src, dst);
	for (; len >= 16 * V::lanes;
	     len -= 16 * V::lanes, src += 16 * V::lanes, dst += 16 * V::lanes)
		prev = cbc_dec_vecs<V, NR, 1>(rk, prev, src, dst);

	__m128i chain = V::last_lane(prev);

	for (; len; len -= 16, src += 16, dst += 16) {
		__m128i c = aes_load128(src);

		aes_store128(dst,
			     _mm_xor_si128(aes_crypt_block<NR, false>(key->key_dec, c), chain));
		chain = c;
	}
	aes_store128(iv, chain);
}

template <typename V>
void aes_cbc_dec(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	if (key->key_length == AES_KEYSIZE_128)
		aes_cbc_dec_nr<V, 10>(key, src, dst, len, iv);
	else if (key->key_length == AES_KEYSIZE_192)
		aes_cbc_dec_nr<V, 12>(key, src, dst, len, iv);
	else
		aes_cbc_dec_nr<V, 14>(key, src, dst, len, iv);
}

// The functions of one ISA level, for the table its file defines (aesni-intel.h).
template <typename V>
constexpr struct aes_modes_ops aes_modes_ops_of = {
	aes_xts<V, true>,
	aes_xts<V, false>,
	aes_ctr<V>,
	aes_cbc_dec<V>,
};

} // namespace

#endif /* _UKC_ARCH_X86_AES_X86_MODES_H */
