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
#include <string.h>

#include "aes-gcm-intel.h"
#include "aes-x86-vec.h"

namespace {

inline __m128i gcm_bswap_mask()
{
	return _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
}

inline __m128i gcm_fold_const()
{
	return _mm_set_epi64x(static_cast<long long>(0xc200000000000000ULL), 1);
}

// Vectors per batch: one reduction (and one sum across lanes) per lanes * 8 blocks, and eight
// independent AES chains, enough to keep two AES units busy through their latency.
constexpr unsigned int gcm_ways = 8;

// The partial products of a 128x128 carry-less multiply, summed over blocks: low halves,
// high halves, and (Karatsuba) the XORs of the halves multiplied together.
template <typename V> struct gcm_prod {
	typename V::vec lo, hi, mid;
};

template <typename V> [[gnu::always_inline]] inline gcm_prod<V> gcm_prod_zero()
{
	const typename V::vec z = V::zext(_mm_setzero_si128());

	return { z, z, z };
}

// @x times the power @h, @hx being h's halves XORed (from h_powers_xor): three multiplies.
template <typename V>
[[gnu::always_inline]] inline gcm_prod<V> gcm_mul(typename V::vec x, typename V::vec h,
						  typename V::vec hx)
{
	return { V::template clmul<0x00>(x, h), V::template clmul<0x11>(x, h),
		 V::template clmul<0x00>(V::xor2(x, V::swap64(x)), hx) };
}

template <typename V>
[[gnu::always_inline]] inline void gcm_add(gcm_prod<V> &p, const gcm_prod<V> &a)
{
	p = { V::xor2(p.lo, a.lo), V::xor2(p.hi, a.hi), V::xor2(p.mid, a.mid) };
}

// Two products summed in with three-way XORs: a fixed order that keeps few products alive at
// once when a batch is hashed between AES rounds.
template <typename V>
[[gnu::always_inline]] inline void gcm_add2(gcm_prod<V> &p, const gcm_prod<V> &a,
					    const gcm_prod<V> &b)
{
	p = { V::xor3(p.lo, a.lo, b.lo), V::xor3(p.hi, a.hi, b.hi), V::xor3(p.mid, a.mid, b.mid) };
}

// The middle term is mid - lo - hi; lo is folded into it and it into hi (see the top of this
// file): hi is then the product.
template <typename V> [[gnu::always_inline]] inline typename V::vec gcm_reduce(const gcm_prod<V> &p)
{
	const typename V::vec c = V::bcast(gcm_fold_const());
	typename V::vec mi = V::xor3(p.mid, p.hi, V::template clmul<0x10>(p.lo, c));

	mi = V::xor3(mi, p.lo, V::swap64(p.lo));
	return V::xor3(p.hi, V::swap64(mi), V::template clmul<0x10>(mi, c));
}

inline __m128i gcm_mul128(__m128i a, __m128i b)
{
	return gcm_reduce(gcm_mul<aes_v128>(a, b, _mm_xor_si128(b, _mm_shuffle_epi32(b, 0x4e))));
}

// Where the powers start when @n blocks (n <= 32) are hashed at once: block i gets H^(n-i).
inline unsigned int gcm_powers_for(unsigned int n)
{
	return AES_GCM_KEY_POWERS - n;
}

// The block (or vector of blocks) @i of @data, byte-swapped into a GHASH value, @acc added to
// block 0.
template <typename V>
[[gnu::always_inline]] inline typename V::vec gcm_ghash_in(const u8 *data, unsigned int i,
							   __m128i acc)
{
	const typename V::vec bswap = V::bcast(gcm_bswap_mask());
	typename V::vec x = V::shuffle(V::load(data + 16 * V::lanes * i), bswap);

	return i ? x : V::xor2(x, V::zext(acc));
}

// Vector @i of a run of @n blocks at @data times H^(n - lanes * i) .. in its lanes.
template <typename V>
[[gnu::always_inline]] inline gcm_prod<V> gcm_ghash_term(const struct aes_gcm_key *key, __m128i acc,
							 const u8 *data, unsigned int n,
							 unsigned int i)
{
	unsigned int k = gcm_powers_for(n) + V::lanes * i;

	return gcm_mul<V>(gcm_ghash_in<V>(data, i, acc), V::load(key->h_powers[k]),
			  V::load(key->h_powers_xor[k]));
}

// Vectors @i and @i + 1 of a batch (lanes * gcm_ways blocks) into @p.
template <typename V>
[[gnu::always_inline]] inline void gcm_ghash_pair(const struct aes_gcm_key *key, gcm_prod<V> &p,
						  __m128i acc, const u8 *data, unsigned int i)
{
	constexpr unsigned int n = V::lanes * gcm_ways;

	gcm_add2<V>(p, gcm_ghash_term<V>(key, acc, data, n, i),
		    gcm_ghash_term<V>(key, acc, data, n, i + 1));
}

// One batch (lanes * gcm_ways blocks) of @data into the accumulator, with one reduction.
template <typename V>
[[gnu::always_inline]] inline __m128i gcm_ghash_batch(const struct aes_gcm_key *key, __m128i acc,
						      const u8 *data)
{
	gcm_prod<V> p = gcm_prod_zero<V>();

#pragma GCC unroll 8
	for (unsigned int j = 0; j < gcm_ways; j += 2)
		gcm_ghash_pair<V>(key, p, acc, data, j);
	return V::hsum(gcm_reduce<V>(p));
}

// @n whole blocks (n <= 32) of @data into the accumulator: whole vectors first, the lanes of
// their products summed (the reduction is linear, so once after is enough), then single blocks.
template <typename V>
inline __m128i gcm_ghash_blocks(const struct aes_gcm_key *key, __m128i acc, const u8 *data,
				unsigned int n)
{
	gcm_prod<aes_v128> q = gcm_prod_zero<aes_v128>();
	unsigned int i = 0;

	if (!n)
		return acc;
	if (V::lanes > 1 && n >= V::lanes) {
		gcm_prod<V> p = gcm_prod_zero<V>();

		for (; i + V::lanes <= n; i += V::lanes)
			gcm_add<V>(p, gcm_ghash_term<V>(key, acc, data, n, i / V::lanes));
		q = { V::hsum(p.lo), V::hsum(p.hi), V::hsum(p.mid) };
	}
	for (; i < n; i++)
		gcm_add<aes_v128>(q, gcm_ghash_term<aes_v128>(key, acc, data, n, i));
	return gcm_reduce(q);
}

// E(K, @s) with the round count the key's length gives.
inline __m128i gcm_aes_block_any(const struct crypto_aes_ctx *key, __m128i s)
{
	return aes_with_rounds(key->key_length, [&](auto r) {
		return aes_crypt_block<decltype(r)::nr, true>(key->key_enc, s);
	});
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
		aes_store128(key->h_powers[AES_GCM_KEY_POWERS - k], p);
		aes_store128(key->h_powers_xor[AES_GCM_KEY_POWERS - k],
			     _mm_xor_si128(p, _mm_shuffle_epi32(p, 0x4e)));
		p = gcm_mul128(p, h);
	}
}

template <typename V>
inline void gcm_aad_update(const struct aes_gcm_key *key, u8 acc_bytes[16], const u8 *aad,
			   unsigned int len)
{
	constexpr unsigned int batch = 16 * V::lanes * gcm_ways;
	__m128i acc = aes_load128(acc_bytes);

	for (; len >= batch; len -= batch, aad += batch)
		acc = gcm_ghash_batch<V>(key, acc, aad);
	acc = gcm_ghash_blocks<V>(key, acc, aad, len / 16);
	if (len % 16) {
		u8 buf[16] = {};

		memcpy(buf, aad + (len & ~15U), len % 16);
		acc = gcm_ghash_blocks<aes_v128>(key, acc, buf, 1);
	}
	aes_store128(acc_bytes, acc);
}

// N counter vectors (@ctr byte-swapped, so inc_32 is a 32-bit add) into AES states with round
// key 0 added, @ctr moved on past them.
template <typename V, int NR, unsigned int N>
[[gnu::always_inline]] inline void gcm_ctr_start(const typename V::vec (&rk)[NR + 1],
						 typename V::vec &ctr, typename V::vec (&s)[N])
{
	const typename V::vec bswap = V::bcast(gcm_bswap_mask());
	const typename V::vec step = V::bcast(_mm_set_epi32(0, 0, 0, V::lanes));

#pragma GCC unroll 8
	for (unsigned int j = 0; j < N; j++) {
		s[j] = V::xor2(V::shuffle(ctr, bswap), rk[0]);
		ctr = V::add32(ctr, step);
	}
}

// The last round, XORing the text in by folding it into the last round key (AESENCLAST ends
// with an XOR of its key operand).
template <typename V, int NR, unsigned int N>
[[gnu::always_inline]] inline void gcm_ctr_finish(const typename V::vec (&rk)[NR + 1],
						  const typename V::vec (&s)[N], const u8 *src,
						  u8 *dst)
{
#pragma GCC unroll 8
	for (unsigned int j = 0; j < N; j++)
		V::store(dst + 16 * V::lanes * j,
			 V::enclast(s[j], V::xor2(rk[NR], V::load(src + 16 * V::lanes * j))));
}

// N vectors of CTR without GHASH; returns the number of blocks.
template <typename V, int NR, unsigned int N>
[[gnu::always_inline]] inline unsigned int gcm_ctr_vecs(const typename V::vec (&rk)[NR + 1],
							typename V::vec &ctr, const u8 *src,
							u8 *dst)
{
	typename V::vec s[N];

	gcm_ctr_start<V, NR, N>(rk, ctr, s);
	aes_middle_rounds<V, NR, true, N>(s, rk);
	gcm_ctr_finish<V, NR, N>(rk, s, src, dst);
	return N * V::lanes;
}

// One batch of CTR from @src to @dst, with GHASH of the batch at @hash (the previous batch's
// ciphertext when encrypting, this batch's when decrypting) interleaved with the AES rounds:
// one vector multiplied per round, so the multiplier and the AES units work side by side. All
// of @hash is read before @dst is written, so decryption may run in place.
template <typename V, int NR>
[[gnu::always_inline]] inline __m128i gcm_crypt_hash_batch(const struct aes_gcm_key *key,
							   const typename V::vec (&rk)[NR + 1],
							   typename V::vec &ctr, __m128i acc,
							   const u8 *src, u8 *dst, const u8 *hash)
{
	constexpr unsigned int n = V::lanes * gcm_ways;
	typename V::vec s[gcm_ways];
	gcm_prod<V> p = gcm_prod_zero<V>();

	static_assert(gcm_ways <= 9, "one vector is hashed in each middle round of AES-128");
	// Read @hash again rather than keep the last batch's ciphertext in registers, and the
	// middle round keys from memory as each round needs them: beside the eight AES states and
	// the products there are not registers enough for either, and what the compiler spills
	// instead are the states.
	const typename V::vec *keys = rk;

	asm("" : "+r"(hash), "+r"(keys));

	gcm_ctr_start<V, NR, gcm_ways>(rk, ctr, s);
#pragma GCC unroll 16
	for (int r = 1; r < NR; r++) {
		const typename V::vec k = keys[r];

#pragma GCC unroll 8
		for (unsigned int j = 0; j < gcm_ways; j++)
			s[j] = V::enc(s[j], k);
		if (r <= static_cast<int>(gcm_ways)) {
			gcm_add<V>(p, gcm_ghash_term<V>(key, acc, hash, n, r - 1));
			// The sum is made here: left free, the compiler regroups the XORs of the
			// whole batch into one tree at the end, and the 24 products it keeps
			// alive until then go to the stack.
			asm("" : "+v"(p.lo), "+v"(p.hi), "+v"(p.mid));
		}
	}
	acc = V::hsum(gcm_reduce<V>(p));
	gcm_ctr_finish<V, NR, gcm_ways>(rk, s, src, dst);
	return acc;
}

// @n whole batches. Encryption is software-pipelined, each batch's ciphertext hashed during
// the next batch's AES; decryption hashes each batch's ciphertext during its own.
template <typename V, int NR, bool ENC>
inline __m128i gcm_crypt_batches(const struct aes_gcm_key *key, const typename V::vec (&rk)[NR + 1],
				 typename V::vec &ctr, __m128i acc, const u8 *src, u8 *dst,
				 unsigned int n)
{
	constexpr unsigned int batch = 16 * V::lanes * gcm_ways;

	if constexpr (!ENC) {
		for (unsigned int i = 0; i < n; i++, src += batch, dst += batch)
			acc = gcm_crypt_hash_batch<V, NR>(key, rk, ctr, acc, src, dst, src);
		return acc;
	}
	gcm_ctr_vecs<V, NR, gcm_ways>(rk, ctr, src, dst);
	for (unsigned int i = 1; i < n; i++, src += batch, dst += batch)
		acc = gcm_crypt_hash_batch<V, NR>(key, rk, ctr, acc, src + batch, dst + batch, dst);
	return gcm_ghash_batch<V>(key, acc, dst);
}

// Fewer blocks than a batch: whole vectors, then single blocks, then a partial one; the whole
// blocks hashed together. In place, decryption must hash the ciphertext before overwriting
// it, encryption after writing it.
template <typename V, int NR, bool ENC>
inline __m128i gcm_crypt_tail(const struct aes_gcm_key *key, const typename V::vec (&rk)[NR + 1],
			      __m128i &c, __m128i acc, const u8 *src, u8 *dst, unsigned int len)
{
	const __m128i bswap = gcm_bswap_mask(), one = _mm_set_epi32(0, 0, 0, 1);
	const unsigned int n = len / 16, rest = len % 16;
	typename V::vec ctr = V::add32(V::bcast(c), V::lane_offsets());
	unsigned int i = 0;

	if (!ENC)
		acc = gcm_ghash_blocks<V>(key, acc, src, n);
	// Up to seven whole vectors, as four, two and one at a time.
	if (n - i >= 4 * V::lanes)
		i += gcm_ctr_vecs<V, NR, 4>(rk, ctr, src + 16 * i, dst + 16 * i);
	if (n - i >= 2 * V::lanes)
		i += gcm_ctr_vecs<V, NR, 2>(rk, ctr, src + 16 * i, dst + 16 * i);
	if (n - i >= V::lanes)
		i += gcm_ctr_vecs<V, NR, 1>(rk, ctr, src + 16 * i, dst + 16 * i);
	c = V::lane0(ctr);
	for (; i < n; i++, c = _mm_add_epi32(c, one)) {
		__m128i ks = aes_crypt_lane<V, NR, true>(rk, _mm_shuffle_epi8(c, bswap));

		aes_store128(dst + 16 * i, _mm_xor_si128(ks, aes_load128(src + 16 * i)));
	}
	if (ENC)
		acc = gcm_ghash_blocks<V>(key, acc, dst, n);
	if (!rest)
		return acc;
	u8 in[16] = {}, out[16];

	memcpy(in, src + 16 * n, rest);
	__m128i ks = aes_crypt_lane<V, NR, true>(rk, _mm_shuffle_epi8(c, bswap));
	aes_store128(out, _mm_xor_si128(ks, aes_load128(in)));
	memcpy(dst + 16 * n, out, rest);
	c = _mm_add_epi32(c, one);
	// The final partial block of ciphertext is hashed padded with zeros (section 7.1 step 5).
	if (ENC)
		memset(out + rest, 0, 16 - rest);
	return gcm_ghash_blocks<aes_v128>(key, acc, ENC ? out : in, 1);
}

template <typename V, int NR, bool ENC>
inline void gcm_update_nr(const struct aes_gcm_key *key, u8 ctr_bytes[16], u8 acc_bytes[16],
			  const u8 *src, u8 *dst, unsigned int len)
{
	constexpr unsigned int batch = 16 * V::lanes * gcm_ways;
	const __m128i bswap = gcm_bswap_mask();
	__m128i c = _mm_shuffle_epi8(aes_load128(ctr_bytes), bswap);
	__m128i acc = aes_load128(acc_bytes);
	typename V::vec rk[NR + 1];

	aes_load_keys<V, NR>(key->aes_key.key_enc, rk);
	if (len >= batch) {
		typename V::vec ctr = V::add32(V::bcast(c), V::lane_offsets());

		acc = gcm_crypt_batches<V, NR, ENC>(key, rk, ctr, acc, src, dst, len / batch);
		src += len - len % batch;
		dst += len - len % batch;
		len %= batch;
		c = V::lane0(ctr);
	}
	acc = gcm_crypt_tail<V, NR, ENC>(key, rk, c, acc, src, dst, len);
	aes_store128(ctr_bytes, _mm_shuffle_epi8(c, bswap));
	aes_store128(acc_bytes, acc);
}

template <typename V, bool ENC>
inline void gcm_update(const struct aes_gcm_key *key, u8 ctr[16], u8 acc[16], const u8 *src,
		       u8 *dst, unsigned int len)
{
	aes_with_rounds(key->aes_key.key_length, [&](auto r) {
		gcm_update_nr<V, decltype(r)::nr, ENC>(key, ctr, acc, src, dst, len);
	});
}

// S = GHASH(A || 0 || C || 0 || [len(A)]64 || [len(C)]64), T = E(K, J0) ^ S (section 7.1
// steps 5 and 6); the length block, read big-endian, is len(A) in bits above len(C) in bits.
inline void gcm_final(const struct aes_gcm_key *key, const u8 j0[16], u8 acc_bytes[16], u64 aadlen,
		      u64 datalen)
{
	__m128i lens = _mm_set_epi64x(static_cast<long long>(aadlen * 8),
				      static_cast<long long>(datalen * 8));
	__m128i s = gcm_mul128(_mm_xor_si128(aes_load128(acc_bytes), lens),
			       aes_load128(key->h_powers[AES_GCM_KEY_POWERS - 1]));

	__m128i ek_j0 = gcm_aes_block_any(&key->aes_key, aes_load128(j0));

	aes_store128(acc_bytes, _mm_xor_si128(_mm_shuffle_epi8(s, gcm_bswap_mask()), ek_j0));
}

// The functions of one ISA level, for the table its file defines (aes-gcm-intel.h).
template <typename V>
constexpr struct aes_gcm_ops gcm_ops = {
	gcm_precompute, gcm_aad_update<V>, gcm_update<V, true>, gcm_update<V, false>, gcm_final,
};

} // namespace

#endif /* _UKC_ARCH_X86_AES_GCM_X86_H */
