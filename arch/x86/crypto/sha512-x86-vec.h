/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The SHA-512 block function (FIPS 180-4 section 6.4.2) written once over a vector type, for the
 * files of intrinsics of each x86 tier: the message schedule two words to a 128-bit lane, the
 * rounds in general-purpose registers reading W+K from the stack. In an anonymous namespace:
 * each file of intrinsics gets its own copy, built with its flags (so the AVX2 one rotates with
 * RORX, and the AVX-512VL one rotates vectors with VPRORQ and forms Ch with ANDN).
 */
#ifndef _UKC_X86_SHA512_X86_VEC_H
#define _UKC_X86_SHA512_X86_VEC_H

#include <tmmintrin.h>
#if defined(__AVX2__) || defined(__AVX512VL__)
#include <immintrin.h>
#endif

#include <crypto/internal/sha_generic.h>
#include <crypto/sha2.h>
#include <linux/string.h>
#include <linux/types.h>

#include <algorithm>
#include <bit>

namespace ukc::x86 {
namespace {

/*
 * An Ops type gives: V, the vector; blocks, how many blocks its 128-bit lanes hold (one block a
 * lane); load(p, q, off), the 16 bytes at @off of block @p (and of block @q in the high lane)
 * as two big-endian words; k(t), K[t] and K[t+1] in each lane; add(), xor_(), srl<N>(),
 * sll<N>(); rotr<N>(), a right rotation of each word; xor3(); align8(hi, lo), the high word of
 * @lo and the low word of @hi in each lane; and store(p, v).
 */

// What the SSE and AVX2 vectors share: no 64-bit rotate, no three-input logic, so both are made
// of shifts and two-input XORs.
// (Templates on the vector type, which is not known while O is being defined.)
template <typename O> struct sha512_shift_rotates {
	template <int N, typename V> static V rotr(V x)
	{
		return O::xor_(O::template srl<N>(x), O::template sll<64 - N>(x));
	}
	template <typename V> static V xor3(V a, V b, V c) { return O::xor_(O::xor_(a, b), c); }
};

struct sha512_xmm_ops : sha512_shift_rotates<sha512_xmm_ops> {
	using V = __m128i;
	static constexpr int blocks = 1;

	static V bswap64(V v)
	{
		return _mm_shuffle_epi8(
			v, _mm_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7));
	}
	static V load(const u8 *p, const u8 *, int off)
	{
		return bswap64(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + off)));
	}
	static V k(int t)
	{
		return _mm_load_si128(reinterpret_cast<const __m128i *>(ukc_sha512_k + t));
	}
	static V add(V a, V b) { return _mm_add_epi64(a, b); }
	static V xor_(V a, V b) { return _mm_xor_si128(a, b); }
	template <int N> static V srl(V a) { return _mm_srli_epi64(a, N); }
	template <int N> static V sll(V a) { return _mm_slli_epi64(a, N); }
	static V align8(V hi, V lo) { return _mm_alignr_epi8(hi, lo, 8); }
	static void store(u64 *p, V v) { _mm_store_si128(reinterpret_cast<__m128i *>(p), v); }
};

#ifdef __AVX2__
// Two blocks: the first in the low lanes, the second in the high ones.
struct sha512_ymm_ops : sha512_shift_rotates<sha512_ymm_ops> {
	using V = __m256i;
	static constexpr int blocks = 2;

	static V load(const u8 *p, const u8 *q, int off)
	{
		V v = _mm256_inserti128_si256(
			_mm256_castsi128_si256(
				_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + off))),
			_mm_loadu_si128(reinterpret_cast<const __m128i *>(q + off)), 1);

		return _mm256_shuffle_epi8(v, _mm256_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2,
							      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
							      14, 15, 0, 1, 2, 3, 4, 5, 6, 7));
	}
	static V k(int t)
	{
		return _mm256_broadcastsi128_si256(
			_mm_load_si128(reinterpret_cast<const __m128i *>(ukc_sha512_k + t)));
	}
	static V add(V a, V b) { return _mm256_add_epi64(a, b); }
	static V xor_(V a, V b) { return _mm256_xor_si256(a, b); }
	template <int N> static V srl(V a) { return _mm256_srli_epi64(a, N); }
	template <int N> static V sll(V a) { return _mm256_slli_epi64(a, N); }
	static V align8(V hi, V lo) { return _mm256_alignr_epi8(hi, lo, 8); }
	static void store(u64 *p, V v) { _mm256_store_si256(reinterpret_cast<__m256i *>(p), v); }
};
#endif

#ifdef __AVX512VL__
// The AVX2 layout with AVX-512VL's rotate and three-input logic: a sigma function is three
// instructions instead of eight.
struct sha512_ymm_vl_ops : sha512_ymm_ops {
	template <int N> static V rotr(V x) { return _mm256_ror_epi64(x, N); }
	static V xor3(V a, V b, V c) { return _mm256_ternarylogic_epi64(a, b, c, 0x96); }
};
#endif

// Section 4.1.3's lower-case sigma functions, on every word of a vector.
template <typename O> [[gnu::always_inline]] inline typename O::V sha512_ssig0(typename O::V x)
{
	return O::xor3(O::template rotr<1>(x), O::template rotr<8>(x), O::template srl<7>(x));
}

template <typename O> [[gnu::always_inline]] inline typename O::V sha512_ssig1(typename O::V x)
{
	return O::xor3(O::template rotr<19>(x), O::template rotr<61>(x), O::template srl<6>(x));
}

/*
 * Slot @j of the ring x[8], which holds W[t-16] and W[t-15], becomes W[t] and W[t+1]
 * (section 6.4.2 step 1): W[t-15..t-14] and W[t-7..t-6] straddle two slots, and W[t-2..t-1]
 * is the slot before, already advanced.
 */
template <typename O, int J>
[[gnu::always_inline]] inline void sha512_schedule_pair(typename O::V (&x)[8])
{
	using V = typename O::V;
	V s0 = sha512_ssig0<O>(O::align8(x[(J + 1) % 8], x[J]));
	V s1 = sha512_ssig1<O>(x[(J + 7) % 8]);
	V w7 = O::align8(x[(J + 5) % 8], x[(J + 4) % 8]);

	x[J] = O::add(O::add(x[J], s0), O::add(w7, s1));
}

#ifndef __BMI__
// One round of step 3 with the roles rotated by the caller: only d (the new e) and h (the new a)
// change. Ch(e, f, g) as g ^ (e & (f ^ g)); Maj(a, b, c) as b ^ ((a ^ b) & (b ^ c)), where
// a ^ b is the next round's b ^ c.
[[gnu::always_inline]] inline void sha512_x86_round(u64 a, u64 b, u64 c, u64 &d, u64 e, u64 f,
						    u64 g, u64 &h, u64 wk)
{
	u64 t1 = h + wk + (std::rotr(e, 14) ^ std::rotr(e, 18) ^ std::rotr(e, 41)) +
		 (g ^ (e & (f ^ g)));

	d += t1;
	h = t1 + (std::rotr(a, 28) ^ std::rotr(a, 34) ^ std::rotr(a, 39)) +
	    (b ^ ((a ^ b) & (b ^ c)));
}
#else
// As above, with ANDN: Ch(e, f, g) = (e & f) + (~e & g) and Maj(a, b, c) = (b & c) +
// (a & (b ^ c)), sums of terms with no bit in common. Only a & (b ^ c) waits for the new a, so
// the next a is one addition after the sigma function; b & c and b ^ c are the previous
// round's a & b and a ^ b.
[[gnu::always_inline]] inline void sha512_x86_round(u64 a, u64 b, u64 c, u64 &d, u64 e, u64 f,
						    u64 g, u64 &h, u64 wk)
{
	u64 s1 = std::rotr(e, 14) ^ std::rotr(e, 18) ^ std::rotr(e, 41);
	u64 t1 = h + wk + (e & f) + (~e & g) + s1;
	u64 s0 = std::rotr(a, 28) ^ std::rotr(a, 34) ^ std::rotr(a, 39);

	d += t1;
	h = t1 + (b & c) + (a & (b ^ c)) + s0;
}
#endif

// Eight rounds, reading W+K for round 2i+j at wk[S * i + j].
template <int S> [[gnu::always_inline]] inline void sha512_x86_8_rounds(u64 (&v)[8], const u64 *wk)
{
	sha512_x86_round(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], wk[0]);
	sha512_x86_round(v[7], v[0], v[1], v[2], v[3], v[4], v[5], v[6], wk[1]);
	sha512_x86_round(v[6], v[7], v[0], v[1], v[2], v[3], v[4], v[5], wk[S]);
	sha512_x86_round(v[5], v[6], v[7], v[0], v[1], v[2], v[3], v[4], wk[S + 1]);
	sha512_x86_round(v[4], v[5], v[6], v[7], v[0], v[1], v[2], v[3], wk[2 * S]);
	sha512_x86_round(v[3], v[4], v[5], v[6], v[7], v[0], v[1], v[2], wk[2 * S + 1]);
	sha512_x86_round(v[2], v[3], v[4], v[5], v[6], v[7], v[0], v[1], wk[3 * S]);
	sha512_x86_round(v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[0], wk[3 * S + 1]);
}

// Four slots of the schedule (the W+K of rounds r+16 on stored), then eight rounds from wk.
template <typename O, int H>
[[gnu::always_inline]] inline void sha512_x86_step(typename O::V (&x)[8], u64 (&v)[8], u64 *wk,
						   int r)
{
	constexpr int S = 2 * O::blocks;

	sha512_schedule_pair<O, 4 * H>(x);
	sha512_schedule_pair<O, 4 * H + 1>(x);
	sha512_schedule_pair<O, 4 * H + 2>(x);
	sha512_schedule_pair<O, 4 * H + 3>(x);
#pragma GCC unroll 4
	for (int j = 0; j < 4; j++)
		O::store(wk + S * (r / 2 + 8 + 4 * H + j),
			 O::add(x[4 * H + j], O::k(r + 16 + 8 * H + 2 * j)));
	sha512_x86_8_rounds<S>(v, wk + S * (r / 2 + 4 * H));
}

inline void sha512_x86_add(u64 *state, const u64 (&v)[8])
{
	for (int i = 0; i < 8; i++)
		state[i] += v[i];
}

/*
 * @blocks blocks at @src into @sst->state, O::blocks at a time: the first block's rounds run
 * beside the schedule of all, whose W+K the stack keeps; a second block's rounds follow from
 * there. A last odd block fills both lanes with itself, and the second lane is not used.
 */
template <typename O> void sha512_x86_blocks(struct sha512_state *sst, const u8 *src, int blocks)
{
	constexpr int S = 2 * O::blocks;
	alignas(32) u64 wk[40 * S];
	u64 *state = sst->state;

	while (blocks > 0) {
		const int n = std::min(blocks, O::blocks);
		const u8 *second = src + (n - 1) * SHA512_BLOCK_SIZE;
		typename O::V x[8];
		u64 v[8];

#pragma GCC unroll 8
		for (int j = 0; j < 8; j++) {
			x[j] = O::load(src, second, 16 * j);
			O::store(wk + S * j, O::add(x[j], O::k(2 * j)));
		}
		std::copy_n(state, 8, v);
		for (int r = 0; r < 64; r += 16) {
			sha512_x86_step<O, 0>(x, v, wk, r);
			sha512_x86_step<O, 1>(x, v, wk, r);
		}
		sha512_x86_8_rounds<S>(v, wk + S * 32);
		sha512_x86_8_rounds<S>(v, wk + S * 36);
		sha512_x86_add(state, v);
		if (n == 2) {
			std::copy_n(state, 8, v);
#pragma GCC unroll 10
			for (int r = 0; r < 80; r += 8)
				sha512_x86_8_rounds<S>(v, wk + S * (r / 2) + 2);
			sha512_x86_add(state, v);
		}
		src += n * SHA512_BLOCK_SIZE;
		blocks -= n;
	}
	memzero_explicit(wk, sizeof(wk));
}

} // namespace
} // namespace ukc::x86

#endif /* _UKC_X86_SHA512_X86_VEC_H */
