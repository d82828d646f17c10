/* SPDX-License-Identifier: GPL-2.0-only */
/* AES-GCM on x86 vectors of one, two or four blocks: CTR and GHASH with carry-less multiplies. */
#ifndef _UKC_ARCH_X86_AES_GCM_X86_H
#define _UKC_ARCH_X86_AES_GCM_X86_H

/*
 * Included only by the aes-gcm-*.cpp files built with instruction-set flags; everything is in
 * an anonymous namespace so each of them compiles its own copy (see aes-x86-vec.h).
 *
 * GHASH (SP 800-38D section 6.4) works on blocks read as big-endian integers, where bit 127 is
 * the coefficient of x^0. The carry-less product of two such values a, b puts the coefficient
 * of x^k of a*b at bit 254 - k; with b premultiplied by x^-1 it is at bit 255 - k, so the upper
 * 128 bits of the product are already a field element and the lower 128 bits hold x^128 ..
 * x^255. Those are folded upwards 64 bits at a time: a 64-bit word w at bits [p, p+64) equals
 * w at bits [p+128, p+192) plus w * (x^7 + x^2 + x) there, which is w times 0xc2 << 56 as a
 * carry-less product placed at bit p+64 (because x^128 = x^7 + x^2 + x + 1 mod the field
 * polynomial). Each batch of blocks is multiplied by descending powers of H and summed before
 * one such reduction (aggregated reduction).
 */
#include <immintrin.h>
#include <string.h>

#include "aes-gcm-intel.h"

namespace {

inline __m128i gcm_bswap_mask()
{
	return _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
}

inline __m128i gcm_fold_const()
{
	return _mm_set_epi64x(static_cast<long long>(0xc200000000000000ULL), 1);
}

[[gnu::always_inline]] inline __m128i gcm_load(const u8 *p)
{
	return _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
}

[[gnu::always_inline]] inline void gcm_store(u8 *p, __m128i v)
{
	_mm_storeu_si128(reinterpret_cast<__m128i *>(p), v);
}

// One block per vector (SSE, or VEX encoded when built with -mavx).
struct gcm_v128 {
	using vec = __m128i;
	static constexpr unsigned int lanes = 1;
	static constexpr unsigned int ways = 8;

	static vec load(const u8 *p)
	{
		return gcm_load(p);
	}
	static void store(u8 *p, vec v) { gcm_store(p, v); }
	static vec bcast(__m128i b)
	{
		return b;
	}
	static vec zext(__m128i b)
	{
		return b;
	}
	static vec xor2(vec a, vec b)
	{
		return _mm_xor_si128(a, b);
	}
	static vec xor3(vec a, vec b, vec c)
	{
		return xor2(xor2(a, b), c);
	}
	static vec enc(vec s, vec k)
	{
		return _mm_aesenc_si128(s, k);
	}
	static vec enclast(vec s, vec k)
	{
		return _mm_aesenclast_si128(s, k);
	}
	static vec shuffle(vec v, vec m)
	{
		return _mm_shuffle_epi8(v, m);
	}
	static vec add32(vec a, vec b)
	{
		return _mm_add_epi32(a, b);
	}
	static vec swap64(vec v)
	{
		return _mm_shuffle_epi32(v, 0x4e);
	}
	template <int IMM>
	static vec clmul(vec a, vec b)
	{
		return _mm_clmulepi64_si128(a, b, IMM);
	}
	static vec lane_offsets()
	{
		return _mm_setzero_si128();
	}
	static __m128i hsum(vec v)
	{
		return v;
	}
	static __m128i lane0(vec v)
	{
		return v;
	}
};

#ifdef __AVX512VL__
// Two blocks per ymm register (VAES, VPCLMULQDQ, AVX-512VL for three-way XOR).
struct gcm_v256 {
	using vec = __m256i;
	static constexpr unsigned int lanes = 2;
	static constexpr unsigned int ways = 4;

	static vec load(const u8 *p)
	{
		return _mm256_loadu_si256(reinterpret_cast<const vec *>(p));
	}
	static void store(u8 *p, vec v)
	{
		_mm256_storeu_si256(reinterpret_cast<vec *>(p), v);
	}
	static vec bcast(__m128i b)
	{
		return _mm256_broadcastsi128_si256(b);
	}
	static vec zext(__m128i b)
	{
		return _mm256_zextsi128_si256(b);
	}
	static vec xor2(vec a, vec b)
	{
		return _mm256_xor_si256(a, b);
	}
	static vec xor3(vec a, vec b, vec c)
	{
		return _mm256_ternarylogic_epi64(a, b, c, 0x96);
	}
	static vec enc(vec s, vec k)
	{
		return _mm256_aesenc_epi128(s, k);
	}
	static vec enclast(vec s, vec k)
	{
		return _mm256_aesenclast_epi128(s, k);
	}
	static vec shuffle(vec v, vec m)
	{
		return _mm256_shuffle_epi8(v, m);
	}
	static vec add32(vec a, vec b)
	{
		return _mm256_add_epi32(a, b);
	}
	static vec swap64(vec v)
	{
		return _mm256_shuffle_epi32(v, _MM_PERM_BADC);
	}
	template <int IMM>
	static vec clmul(vec a, vec b)
	{
		return _mm256_clmulepi64_epi128(a, b, IMM);
	}
	static vec lane_offsets()
	{
		return _mm256_set_epi32(0, 0, 0, 1, 0, 0, 0, 0);
	}
	static __m128i lane0(vec v)
	{
		return _mm256_castsi256_si128(v);
	}
	static __m128i hsum(vec v)
	{
		return _mm_xor_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
	}
};

// Four blocks per zmm register.
struct gcm_v512 {
	using vec = __m512i;
	static constexpr unsigned int lanes = 4;
	static constexpr unsigned int ways = 4;

	static vec load(const u8 *p)
	{
		return _mm512_loadu_si512(p);
	}
	static void store(u8 *p, vec v)
	{
		_mm512_storeu_si512(p, v);
	}
	static vec bcast(__m128i b)
	{
		return _mm512_broadcast_i32x4(b);
	}
	static vec zext(__m128i b)
	{
		return _mm512_zextsi128_si512(b);
	}
	static vec xor2(vec a, vec b)
	{
		return _mm512_xor_si512(a, b);
	}
	static vec xor3(vec a, vec b, vec c)
	{
		return _mm512_ternarylogic_epi64(a, b, c, 0x96);
	}
	static vec enc(vec s, vec k)
	{
		return _mm512_aesenc_epi128(s, k);
	}
	static vec enclast(vec s, vec k)
	{
		return _mm512_aesenclast_epi128(s, k);
	}
	static vec shuffle(vec v, vec m)
	{
		return _mm512_shuffle_epi8(v, m);
	}
	static vec add32(vec a, vec b)
	{
		return _mm512_add_epi32(a, b);
	}
	static vec swap64(vec v)
	{
		return _mm512_shuffle_epi32(v, _MM_PERM_BADC);
	}
	template <int IMM>
	static vec clmul(vec a, vec b)
	{
		return _mm512_clmulepi64_epi128(a, b, IMM);
	}
	static vec lane_offsets()
	{
		return _mm512_set_epi32(0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0);
	}
	static __m128i lane0(vec v)
	{
		return _mm512_castsi512_si128(v);
	}
	static __m128i hsum(vec v)
	{
		__m256i h = _mm256_xor_si256(_mm512_castsi512_si256(v), _mm512_extracti64x4_epi64(v, 1));

		return _mm_xor_si128(_mm256_castsi256_si128(h), _mm256_extracti128_si256(h, 1));
	}
};
#endif

// The three partial products of a 128x128 carry-less multiply, summed over blocks.
template <typename V>
struct gcm_prod {
	typename V::vec lo, mi, hi;
};

template <typename V>
[[gnu::always_inline]] inline void gcm_mul_first(gcm_prod<V> &p, typename V::vec x,
						 typename V::vec h)
{
	p.lo = V::template clmul<0x00>(x, h);
	p.hi = V::template clmul<0x11>(x, h);
	p.mi = V::xor2(V::template clmul<0x01>(x, h), V::template clmul<0x10>(x, h));
}

template <typename V>
[[gnu::always_inline]] inline void gcm_mul_add(gcm_prod<V> &p, typename V::vec x,
					       typename V::vec h)
{
	p.lo = V::xor2(p.lo, V::template clmul<0x00>(x, h));
	p.hi = V::xor2(p.hi, V::template clmul<0x11>(x, h));
	p.mi = V::xor3(p.mi, V::template clmul<0x01>(x, h), V::template clmul<0x10>(x, h));
}

// Folds lo into mi and mi into hi (see the top of this file); hi is then the product.
template <typename V>
[[gnu::always_inline]] inline typename V::vec gcm_reduce(const gcm_prod<V> &p)
{
	const typename V::vec c = V::bcast(gcm_fold_const());
	typename V::vec mi = V::xor3(p.mi, V::swap64(p.lo), V::template clmul<0x10>(p.lo, c));

	return V::xor3(p.hi, V::swap64(mi), V::template clmul<0x10>(mi, c));
}

inline __m128i gcm_mul128(__m128i a, __m128i b)
{
	gcm_prod<gcm_v128> p;

	gcm_mul_first(p, a, b);
	return gcm_reduce(p);
}

// The power of H a block gets when @n blocks (n <= 16) are hashed at once: block i gets H^(n-i).
inline const u8 *gcm_powers_for(const struct aes_gcm_key *key, unsigned int n)
{
	return key->h_powers[AES_GCM_KEY_POWERS - n];
}

// @n whole blocks (n <= 16) of data into the accumulator, one block per xmm register, with one
// reduction.
inline __m128i gcm_ghash_few(const struct aes_gcm_key *key, __m128i acc, const u8 *data,
			     unsigned int n)
{
	if (!n)
		return acc;
	const __m128i bswap = gcm_bswap_mask();
	const u8 *h = gcm_powers_for(key, n);
	gcm_prod<gcm_v128> p;

	gcm_mul_first(p, _mm_xor_si128(acc, _mm_shuffle_epi8(gcm_load(data), bswap)), gcm_load(h));
	for (unsigned int i = 1; i < n; i++)
		gcm_mul_add(p, _mm_shuffle_epi8(gcm_load(data + 16 * i), bswap), gcm_load(h + 16 * i));
	return gcm_reduce(p);
}

// One batch (lanes * ways blocks) of already byte-swapped blocks @x, the accumulator added to
// the first, times the powers @hp.
template <typename V>
[[gnu::always_inline]] inline __m128i gcm_ghash_vecs(__m128i acc, typename V::vec (&x)[V::ways],
						     const typename V::vec (&hp)[V::ways])
{
	gcm_prod<V> p;

	gcm_mul_first<V>(p, V::xor2(x[0], V::zext(acc)), hp[0]);
#pragma GCC unroll 8
	for (unsigned int j = 1; j < V::ways; j++)
		gcm_mul_add<V>(p, x[j], hp[j]);
	return V::hsum(gcm_reduce<V>(p));
}

template <typename V>
inline void gcm_load_powers(const struct aes_gcm_key *key, typename V::vec (&hp)[V::ways])
{
	const u8 *h = gcm_powers_for(key, V::lanes * V::ways);

#pragma GCC unroll 8
	for (unsigned int j = 0; j < V::ways; j++)
		hp[j] = V::load(h + 16 * V::lanes * j);
}

template <int NR>
inline __m128i gcm_aes_block(const struct crypto_aes_ctx *key, __m128i s)
{
	const u32 *rk = key->key_enc;

	s = _mm_xor_si128(s, gcm_load(reinterpret_cast<const u8 *>(rk)));
#pragma GCC unroll 14
	for (int r = 1; r < NR; r++)
		s = _mm_aesenc_si128(s, gcm_load(reinterpret_cast<const u8 *>(rk + 4 * r)));
	return _mm_aesenclast_si128(s, gcm_load(reinterpret_cast<const u8 *>(rk + 4 * NR)));
}

inline int gcm_rounds(const struct aes_gcm_key *key)
{
	return 6 + static_cast<int>(key->aes_key.key_length) / 4;
}

inline __m128i gcm_aes_block_any(const struct crypto_aes_ctx *key, __m128i s)
{
	if (key->key_length == AES_KEYSIZE_128)
		return gcm_aes_block<10>(key, s);
	if (key->key_length == AES_KEYSIZE_192)
		return gcm_aes_block<12>(key, s);
	return gcm_aes_block<14>(key, s);
}

// H = E(K, 0^128) (SP 800-38D section 7.1 step 1), times x^-1: the value shifts left one bit,
// and a bit shifted out of bit 127 (x^0) comes back as x^-1 = x^127 + x^6 + x + 1, which is
// bits 0, 121, 126 and 127. Then its powers, highest first.
inline void gcm_precompute(struct aes_gcm_key *key)
{
	__m128i h = _mm_shuffle_epi8(gcm_aes_block_any(&key->aes_key, _mm_setzero_si128()),
				     gcm_bswap_mask());
	__m128i carries = _mm_slli_si128(_mm_srli_epi64(h, 63), 8);
	__m128i top = _mm_shuffle_epi32(_mm_srai_epi32(h, 31), 0xff);

	h = _mm_or_si128(_mm_slli_epi64(h, 1), carries);
	h = _mm_xor_si128(h, _mm_and_si128(top, gcm_fold_const()));
	__m128i p = h;

	for (unsigned int k = 1; k <= AES_GCM_KEY_POWERS; k++) {
		gcm_store(key->h_powers[AES_GCM_KEY_POWERS - k], p);
		p = gcm_mul128(p, h);
	}
}

template <typename V>
inline void gcm_aad_update(const struct aes_gcm_key *key, u8 acc_bytes[16], const u8 *aad,
			   unsigned int len)
{
	constexpr unsigned int vb = 16 * V::lanes, batch = vb * V::ways;
	__m128i acc = gcm_load(acc_bytes);

	if (len >= batch) {
		const typename V::vec bswap = V::bcast(gcm_bswap_mask());
		typename V::vec hp[V::ways], x[V::ways];

		gcm_load_powers<V>(key, hp);
		for (; len >= batch; len -= batch, aad += batch) {
#pragma GCC unroll 8
			for (unsigned int j = 0; j < V::ways; j++)
				x[j] = V::shuffle(V::load(aad + vb * j), bswap);
			acc = gcm_ghash_vecs<V>(acc, x, hp);
		}
	}
	acc = gcm_ghash_few(key, acc, aad, len / 16);
	if (len % 16) {
		u8 buf[16] = {};

		memcpy(buf, aad + (len & ~15U), len % 16);
		acc = gcm_ghash_few(key, acc, buf, 1);
	}
	gcm_store(acc_bytes, acc);
}

// One batch: the counter blocks @ctr (byte-swapped, so inc_32 is a 32-bit add) through AES,
// XORed with the text, and the ciphertext into GHASH. The XOR with the text is folded into the
// last round key, since AESENCLAST ends by XORing its key operand.
template <typename V, int NR, bool ENC>
[[gnu::always_inline]] inline __m128i gcm_crypt_batch(const typename V::vec (&rk)[NR + 1],
						      const typename V::vec (&hp)[V::ways],
						      typename V::vec &ctr, __m128i acc,
						      const u8 *src, u8 *dst)
{
	using vec = typename V::vec;
	constexpr unsigned int vb = 16 * V::lanes;
	const vec bswap = V::bcast(gcm_bswap_mask());
	const vec step = V::bcast(_mm_set_epi32(0, 0, 0, V::lanes));
	vec s[V::ways], x[V::ways];

#pragma GCC unroll 8
	for (unsigned int j = 0; j < V::ways; j++) {
		s[j] = V::xor2(V::shuffle(ctr, bswap), rk[0]);
		ctr = V::add32(ctr, step);
		if constexpr (!ENC)
			x[j] = V::shuffle(V::load(src + vb * j), bswap);
	}
#pragma GCC unroll 14
	for (int r = 1; r < NR; r++) {
#pragma GCC unroll 8
		for (unsigned int j = 0; j < V::ways; j++)
			s[j] = V::enc(s[j], rk[r]);
	}
#pragma GCC unroll 8
	for (unsigned int j = 0; j < V::ways; j++) {
		vec out = V::enclast(s[j], V::xor2(rk[NR], V::load(src + vb * j)));

		V::store(dst + vb * j, out);
		if constexpr (ENC)
			x[j] = V::shuffle(out, bswap);
	}
	return gcm_ghash_vecs<V>(acc, x, hp);
}

// The counter blocks of one batch through AES and XORed with the text (the XOR folded into the
// last round key), returning the ciphertext byte-swapped for GHASH.
template <typename V, int NR>
[[gnu::always_inline]] inline void gcm_ctr_batch(const typename V::vec (&rk)[NR + 1],
						 typename V::vec &ctr, const u8 *src, u8 *dst,
						 typename V::vec (&x)[V::ways])
{
	using vec = typename V::vec;
	constexpr unsigned int vb = 16 * V::lanes;
	const vec bswap = V::bcast(gcm_bswap_mask());
	const vec step = V::bcast(_mm_set_epi32(0, 0, 0, V::lanes));
	vec s[V::ways];

#pragma GCC unroll 8
	for (unsigned int j = 0; j < V::ways; j++) {
		s[j] = V::xor2(V::shuffle(ctr, bswap), rk[0]);
		ctr = V::add32(ctr, step);
	}
#pragma GCC unroll 14
	for (int r = 1; r < NR; r++) {
#pragma GCC unroll 8
		for (unsigned int j = 0; j < V::ways; j++)
			s[j] = V::enc(s[j], rk[r]);
	}
#pragma GCC unroll 8
	for (unsigned int j = 0; j < V::ways; j++) {
		vec out = V::enclast(s[j], V::xor2(rk[NR], V::load(src + vb * j)));

		V::store(dst + vb * j, out);
		x[j] = V::shuffle(out, bswap);
	}
}

// Encryption of @n whole batches, software-pipelined: GHASH of one batch's ciphertext runs
// beside the AES rounds of the next, so neither waits for the other.
template <typename V, int NR>
inline __m128i gcm_enc_batches(const typename V::vec (&rk)[NR + 1],
			       const typename V::vec (&hp)[V::ways], typename V::vec &ctr,
			       __m128i acc, const u8 *src, u8 *dst, unsigned int n)
{
	constexpr unsigned int batch = 16 * V::lanes * V::ways;
	typename V::vec x[V::ways], next[V::ways];

	gcm_ctr_batch<V, NR>(rk, ctr, src, dst, x);
	for (unsigned int i = 1; i < n; i++) {
		gcm_ctr_batch<V, NR>(rk, ctr, src + i * batch, dst + i * batch, next);
		acc = gcm_ghash_vecs<V>(acc, x, hp);
#pragma GCC unroll 8
		for (unsigned int j = 0; j < V::ways; j++)
			x[j] = next[j];
	}
	return gcm_ghash_vecs<V>(acc, x, hp);
}

// Fewer blocks than a batch: one block at a time, the whole ones hashed together. In place,
// decryption must hash the ciphertext before overwriting it, encryption after writing it.
template <int NR, bool ENC>
inline __m128i gcm_crypt_tail(const struct aes_gcm_key *key, __m128i &c, __m128i acc,
			      const u8 *src, u8 *dst, unsigned int len)
{
	const __m128i bswap = gcm_bswap_mask(), one = _mm_set_epi32(0, 0, 0, 1);
	const unsigned int n = len / 16, rest = len % 16;

	if (!ENC)
		acc = gcm_ghash_few(key, acc, src, n);
	for (unsigned int i = 0; i < n; i++, c = _mm_add_epi32(c, one)) {
		__m128i ks = gcm_aes_block<NR>(&key->aes_key, _mm_shuffle_epi8(c, bswap));

		gcm_store(dst + 16 * i, _mm_xor_si128(ks, gcm_load(src + 16 * i)));
	}
	if (ENC)
		acc = gcm_ghash_few(key, acc, dst, n);
	if (!rest)
		return acc;
	u8 in[16] = {}, out[16];

	memcpy(in, src + 16 * n, rest);
	__m128i ks = gcm_aes_block<NR>(&key->aes_key, _mm_shuffle_epi8(c, bswap));
	gcm_store(out, _mm_xor_si128(ks, gcm_load(in)));
	memcpy(dst + 16 * n, out, rest);
	c = _mm_add_epi32(c, one);
	// The final partial block of ciphertext is hashed padded with zeros (section 7.1 step 5).
	if (ENC) {
		memset(out + rest, 0, 16 - rest);
		return gcm_ghash_few(key, acc, out, 1);
	}
	return gcm_ghash_few(key, acc, in, 1);
}

template <typename V, int NR, bool ENC>
inline void gcm_update_nr(const struct aes_gcm_key *key, u8 ctr_bytes[16], u8 acc_bytes[16],
			  const u8 *src, u8 *dst, unsigned int len)
{
	constexpr unsigned int batch = 16 * V::lanes * V::ways;
	const __m128i bswap = gcm_bswap_mask();
	__m128i c = _mm_shuffle_epi8(gcm_load(ctr_bytes), bswap);
	__m128i acc = gcm_load(acc_bytes);

	if (len >= batch) {
		typename V::vec rk[NR + 1], hp[V::ways];
		typename V::vec ctr = V::add32(V::bcast(c), V::lane_offsets());
		const u8 *sched = reinterpret_cast<const u8 *>(key->aes_key.key_enc);

		for (int r = 0; r <= NR; r++)
			rk[r] = V::bcast(gcm_load(sched + 16 * r));
		gcm_load_powers<V>(key, hp);
		if constexpr (ENC)
			acc = gcm_enc_batches<V, NR>(rk, hp, ctr, acc, src, dst, len / batch);
		else
			for (unsigned int i = 0; i < len / batch; i++)
				acc = gcm_crypt_batch<V, NR, false>(rk, hp, ctr, acc, src + i * batch,
								    dst + i * batch);
		src += len & ~(batch - 1);
		dst += len & ~(batch - 1);
		len &= batch - 1;
		c = V::lane0(ctr);
	}
	acc = gcm_crypt_tail<NR, ENC>(key, c, acc, src, dst, len);
	gcm_store(ctr_bytes, _mm_shuffle_epi8(c, bswap));
	gcm_store(acc_bytes, acc);
}

template <typename V, bool ENC>
inline void gcm_update(const struct aes_gcm_key *key, u8 ctr[16], u8 acc[16], const u8 *src,
		       u8 *dst, unsigned int len)
{
	if (key->aes_key.key_length == AES_KEYSIZE_128)
		gcm_update_nr<V, 10, ENC>(key, ctr, acc, src, dst, len);
	else if (key->aes_key.key_length == AES_KEYSIZE_192)
		gcm_update_nr<V, 12, ENC>(key, ctr, acc, src, dst, len);
	else
		gcm_update_nr<V, 14, ENC>(key, ctr, acc, src, dst, len);
}

// S = GHASH(A || 0 || C || 0 || [len(A)]64 || [len(C)]64), T = E(K, J0) ^ S (section 7.1
// steps 5 and 6); the length block, read big-endian, is len(A) in bits above len(C) in bits.
inline void gcm_final(const struct aes_gcm_key *key, const u8 j0[16], u8 acc_bytes[16],
		      u64 aadlen, u64 datalen)
{
	__m128i lens = _mm_set_epi64x(static_cast<long long>(aadlen * 8),
				      static_cast<long long>(datalen * 8));
	__m128i s = gcm_mul128(_mm_xor_si128(gcm_load(acc_bytes), lens),
			       gcm_load(key->h_powers[AES_GCM_KEY_POWERS - 1]));

	s = _mm_shuffle_epi8(s, gcm_bswap_mask());
	gcm_store(acc_bytes, _mm_xor_si128(s, gcm_aes_block_any(&key->aes_key, gcm_load(j0))));
}

} // namespace

#endif /* _UKC_ARCH_X86_AES_GCM_X86_H */
