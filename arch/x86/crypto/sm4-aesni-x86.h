/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * SM4's rounds on xmm (and, built with AVX2, ymm) vectors of 32-bit words, word i of several
 * blocks in one vector, with the S-box computed by AESENCLAST between two affine maps. In an
 * anonymous namespace: each file of intrinsics that includes it gets its own copy, built with
 * that file's instruction-set flags.
 */
#ifndef _UKC_X86_SM4_AESNI_X86_H
#define _UKC_X86_SM4_AESNI_X86_H

#include <crypto/sm4.h>
#include <immintrin.h>
#include <linux/types.h>

#include <array>

#include "x86-lanes.h"

namespace ukc::x86 {
namespace {

/*
 * The SM4 S-box is affine-equivalent to inversion in GF(2^8) modulo x^8+x^7+x^6+x^5+x^4+x^2+1:
 * S(x) = A.inv(A.x + 0xd3) + 0xd3, with A the circulant matrix whose row i is 0xa7 rotated left
 * by i. AES's field (modulo x^8+x^4+x^3+x+1) is isomorphic to it through the linear map T taking
 * x^i to 0x23^i (0x23 is a root there of SM4's polynomial). So S(x) = A.T^-1.inv_aes(T.A.x +
 * T.0xd3) + 0xd3, and since AESENCLAST with a zero round key gives AES's affine map after inv_aes,
 * S = post(SubBytes(pre(x))) with two affine maps. Each map is applied as two 16-entry PSHUFB
 * lookups, one per nibble; entry i of a low table is f(i), of a high table the linear part of
 * f(i << 4). Every entry was computed from those definitions and checked against the S-box of
 * section 6.2 over all 256 inputs (the tests compare every byte value with sm4-generic).
 */
alignas(16) constexpr u8 sm4_pre_lo[16] = { 0x3e, 0xb2, 0x0e, 0x82, 0xbb, 0x37, 0x8b, 0x07,
					    0xa1, 0x2d, 0x91, 0x1d, 0x24, 0xa8, 0x14, 0x98 };
alignas(16) constexpr u8 sm4_pre_hi[16] = { 0x00, 0xdc, 0x2e, 0xf2, 0xc5, 0x19, 0xeb, 0x37,
					    0x08, 0xd4, 0x26, 0xfa, 0xcd, 0x11, 0xe3, 0x3f };
// The low table of the map before inversion without its constant (entry 0 of sm4_pre_lo): the
// map's linear part, which a sum of inputs may take one term at a time.
constexpr std::array<u8, 16> sm4_linear_of(const u8 (&t)[16])
{
	std::array<u8, 16> lin{};

	for (unsigned int i = 0; i < 16; i++)
		lin[i] = t[i] ^ t[0];
	return lin;
}
alignas(16) constexpr auto sm4_pre_lin_lo = sm4_linear_of(sm4_pre_lo);
alignas(16) constexpr u8 sm4_post_lo[16] = { 0x6c, 0xd4, 0xa6, 0x1e, 0x52, 0xea, 0x98, 0x20,
					     0x0b, 0xb3, 0xc1, 0x79, 0x35, 0x8d, 0xff, 0x47 };
alignas(16) constexpr u8 sm4_post_hi[16] = { 0x00, 0xe0, 0x50, 0xb0, 0x9d, 0x7d, 0xcd, 0x2d,
					     0xc0, 0x20, 0x90, 0x70, 0x5d, 0xbd, 0x0d, 0xed };

// A byte shuffle within each 32-bit word: byte j of the result is byte @from[j] of the word.
constexpr std::array<u8, 16> sm4_word_shuffle(const std::array<u8, 4> &from)
{
	std::array<u8, 16> idx{};

	for (unsigned int i = 0; i < 16; i++)
		idx[i] = (u8)(i & ~3u) + from[i & 3];
	return idx;
}

// Big-endian words (section 5) to little-endian lanes and back.
alignas(16) constexpr auto sm4_bswap32 = sm4_word_shuffle({ 3, 2, 1, 0 });

// AESENCLAST applies ShiftRows before SubBytes: byte 4c + r of its result is the S-box of byte
// 4((c + r) mod 4) + r of its input. The rounds leave the bytes where it puts them and undo the
// move in the shuffles L needs anyway: each table below takes byte j of the word the S-box
// should have given, rotated left by 0, 8, 16 or 24 bits, from where AESENCLAST put it
// (@shifted; without, for an S-box that leaves the bytes in place, a plain rotation). The
// shuffle that undoes ShiftRows is then one of four side by side rather than one more step
// before AESENCLAST.
constexpr std::array<u8, 16> sm4_rol_index(unsigned int rot, bool shifted)
{
	std::array<u8, 16> idx{};

	for (unsigned int j = 0; j < 16; j++) {
		const unsigned int from = (j & ~3u) +
					  ((j + 4 - rot / 8) & 3); // byte j of rol(w, rot)
		const unsigned int c = from / 4, r = from % 4;

		idx[j] = (u8)(shifted ? 4 * ((c + 4 - r) % 4) + r
				      : from); // where ShiftRows moved it
	}
	return idx;
}

alignas(16) constexpr auto sm4_rol0 = sm4_rol_index(0, true);
alignas(16) constexpr auto sm4_rol8 = sm4_rol_index(8, true);
alignas(16) constexpr auto sm4_rol16 = sm4_rol_index(16, true);
alignas(16) constexpr auto sm4_rol24 = sm4_rol_index(24, true);
alignas(16) constexpr auto sm4_plain_rol8 = sm4_rol_index(8, false);
alignas(16) constexpr auto sm4_plain_rol16 = sm4_rol_index(16, false);
alignas(16) constexpr auto sm4_plain_rol24 = sm4_rol_index(24, false);

// The xmm operations: four blocks a vector.
struct sm4_xmm_ops {
	using reg = __m128i;
	static constexpr unsigned int blocks = 4;
	static constexpr bool gfni = false;

	static reg table(const u8 *t)
	{
		return _mm_load_si128(reinterpret_cast<const __m128i *>(t));
	}
	static reg shuffle(reg a, reg idx) { return _mm_shuffle_epi8(a, idx); }
	static reg shr4_16(reg a) { return _mm_srli_epi16(a, 4); }
	static reg shl32(reg a, int n) { return _mm_slli_epi32(a, n); }
	static reg shr32(reg a, int n) { return _mm_srli_epi32(a, n); }
	static reg set1(u32 w) { return _mm_set1_epi32((int)w); }
	static reg aes(reg a) { return _mm_aesenclast_si128(a, _mm_setzero_si128()); }
	// Four blocks, word i of each in x[i], as the rounds want them.
	static void load(reg *x, const u8 *src)
	{
		lanes_load(x, src);
		for (unsigned int i = 0; i < 4; i++)
			x[i] = shuffle(x[i], table(sm4_bswap32.data()));
	}
	static void store(u8 *dst, reg *x)
	{
		for (unsigned int i = 0; i < 4; i++)
			x[i] = shuffle(x[i], table(sm4_bswap32.data()));
		lanes_store(dst, x);
	}
};

#ifdef __AVX2__
// The ymm operations: eight blocks a vector; AESENCLAST on each 128-bit half with AES-NI, or on
// the whole with VAES.
template <bool Vaes> struct sm4_ymm_ops {
	using reg = __m256i;
	static constexpr unsigned int blocks = 8;
	static constexpr bool gfni = false;

	static reg table(const u8 *t) { return _mm256_broadcastsi128_si256(sm4_xmm_ops::table(t)); }
	static reg shuffle(reg a, reg idx) { return _mm256_shuffle_epi8(a, idx); }
	static reg shr4_16(reg a) { return _mm256_srli_epi16(a, 4); }
	static reg shl32(reg a, int n) { return _mm256_slli_epi32(a, n); }
	static reg shr32(reg a, int n) { return _mm256_srli_epi32(a, n); }
	static reg set1(u32 w) { return _mm256_set1_epi32((int)w); }
	static reg aes(reg a)
	{
		if constexpr (Vaes) {
			return _mm256_aesenclast_epi128(a, _mm256_setzero_si256());
		} else {
			const __m128i lo = sm4_xmm_ops::aes(_mm256_castsi256_si128(a));
			const __m128i hi = sm4_xmm_ops::aes(_mm256_extracti128_si256(a, 1));

			return _mm256_inserti128_si256(_mm256_castsi128_si256(lo), hi, 1);
		}
	}
	// Blocks 0-3 in the low halves and 4-7 in the high ones, each set as the xmm tier has it.
	static void load(reg *x, const u8 *src)
	{
		__m128i lo[4], hi[4];

		lanes_load(lo, src);
		lanes_load(hi, src + 64);
		for (unsigned int i = 0; i < 4; i++)
			x[i] = shuffle(_mm256_set_m128i(hi[i], lo[i]), table(sm4_bswap32.data()));
	}
	static void store(u8 *dst, reg *x)
	{
		__m128i lo[4], hi[4];

		for (unsigned int i = 0; i < 4; i++) {
			const reg y = shuffle(x[i], table(sm4_bswap32.data()));

			lo[i] = _mm256_castsi256_si128(y);
			hi[i] = _mm256_extracti128_si256(y, 1);
		}
		lanes_store(dst, lo);
		lanes_store(dst + 64, hi);
	}
};
#endif

// The tables of the map before the S-box's inversion and of the one after it: AES-NI's nibble
// tables (low; the high ones are apart), or GFNI's matrices (sm4-gfni-x86.h).
template <typename Ops, bool Pre> const u8 *sm4_map_table()
{
	if constexpr (Ops::gfni)
		return Ops::matrix(Pre);
	else
		return Pre ? sm4_pre_lo : sm4_post_lo;
}

// The vectors of constants the rounds use, built once a call; the rounds read them from memory.
template <typename Ops> struct sm4_consts {
	using reg = typename Ops::reg;

	reg nibble = Ops::set1(0x0f0f0f0f);
	reg pre_lo = Ops::table(sm4_map_table<Ops, true>()), pre_hi = Ops::table(sm4_pre_hi);
	reg pre_lin_lo = Ops::table(sm4_pre_lin_lo.data());
	reg post_lo = Ops::table(sm4_map_table<Ops, false>()), post_hi = Ops::table(sm4_post_hi);
	reg rol0 = Ops::table(sm4_rol0.data());
	reg rol8 = Ops::table(Ops::gfni ? sm4_plain_rol8.data() : sm4_rol8.data());
	reg rol16 = Ops::table(Ops::gfni ? sm4_plain_rol16.data() : sm4_rol16.data());
	reg rol24 = Ops::table(Ops::gfni ? sm4_plain_rol24.data() : sm4_rol24.data());
};

// An affine map of each byte, as its two nibble tables.
template <typename Ops>
typename Ops::reg sm4_affine(const sm4_consts<Ops> &c, typename Ops::reg x, typename Ops::reg lo,
			     typename Ops::reg hi)
{
	return Ops::shuffle(lo, x & c.nibble) ^ Ops::shuffle(hi, Ops::shr4_16(x) & c.nibble);
}

// @x0 ^ L(@q), @q the S-box's output (section 6.2) and @b its bytes in place: L(B) = B ^ B<<<2 ^
// B<<<10 ^ B<<<18 ^ B<<<24, written as B ^ B<<<24 ^ (B ^ B<<<8 ^ B<<<16)<<<2 so that the other
// rotations are byte shuffles; @x0 takes B ^ B<<<24 while the rest is summed, and the two halves
// of the 2-bit rotation one after the other (they have no bit in common), which leaves three
// steps after the shuffles. The empty asm statement keeps that order: GCC would otherwise sum
// the terms in one chain, one step longer.
template <typename Ops>
typename Ops::reg sm4_linear(const sm4_consts<Ops> &c, typename Ops::reg x0, typename Ops::reg q,
			     typename Ops::reg b)
{
	using reg = typename Ops::reg;

	reg r = Ops::shuffle(q, c.rol8) ^ Ops::shuffle(q, c.rol16);

	x0 ^= b ^ Ops::shuffle(q, c.rol24);
	r ^= b;
	asm("" : "+x"(x0), "+x"(r));
	return (x0 ^ Ops::shl32(r, 2)) ^ Ops::shr32(r, 30);
}

// The S-box after its first affine map (@pre), by AESENCLAST and the second map: its bytes as
// ShiftRows left them.
template <typename Ops>
typename Ops::reg sm4_sbox_after_pre(const sm4_consts<Ops> &c, typename Ops::reg pre)
{
	return sm4_affine(c, Ops::aes(pre), c.post_lo, c.post_hi);
}

// @x0 ^ T(@t) (section 6.2).
template <typename Ops>
typename Ops::reg sm4_round(const sm4_consts<Ops> &c, typename Ops::reg x0, typename Ops::reg t)
{
	if constexpr (Ops::gfni) {
		const typename Ops::reg q = Ops::sbox(t, c.pre_lo, c.post_lo);

		return sm4_linear(c, x0, q, q);
	} else {
		const typename Ops::reg q = sm4_sbox_after_pre(
			c, sm4_affine(c, t, c.pre_lo, c.pre_hi));

		return sm4_linear(c, x0, q, Ops::shuffle(q, c.rol0));
	}
}

// @x0 ^ T(@t ^ @x3) with AES-NI's S-box, @pre the first affine map of @t computed beforehand:
// the map is affine, so that of the sum is @pre plus the linear part of @x3's, and the round
// that waits on @x3 waits on one lookup and two sums rather than on a sum and the whole map.
template <typename Ops>
typename Ops::reg sm4_round_pre(const sm4_consts<Ops> &c, typename Ops::reg x0,
				typename Ops::reg pre, typename Ops::reg x3)
{
	using reg = typename Ops::reg;

	reg lo = Ops::shuffle(c.pre_lin_lo, x3 & c.nibble) ^ pre;
	const reg hi = Ops::shuffle(c.pre_hi, Ops::shr4_16(x3) & c.nibble);

	asm("" : "+x"(lo));
	const reg q = sm4_sbox_after_pre(c, lo ^ hi);

	return sm4_linear(c, x0, q, Ops::shuffle(q, c.rol0));
}

/*
 * The 32 rounds (section 7.1) over @N independent sets of four word vectors, so that the
 * latency of one set's S-box hides behind the others. Round i computes X(i+4) = X(i) ^
 * T(X(i+1) ^ X(i+2) ^ X(i+3) ^ rk(i)) into the vector X(i) held; after round 31, x[0..3] hold
 * X32..X35.
 */
template <typename Ops, unsigned int N> void sm4_rounds(typename Ops::reg (*x)[4], const u32 *rk)
{
	const sm4_consts<Ops> consts;
	const sm4_consts<Ops> *c = &consts;

	for (unsigned int i = 0; i < SM4_RKEY_WORDS; i += 4) {
#pragma GCC unroll 4
		for (unsigned int j = 0; j < 4; j++) {
			const typename Ops::reg k = Ops::set1(rk[i + j]);

			// The compiler no longer knows what @c points to, so the constants stay in
			// memory as operands, reloaded each round off the critical path, and the
			// registers hold the state: kept in registers, they pushed the state words
			// into stack spills whose reloads the rounds then waited on.
			asm("" : "+r"(c));
#pragma GCC unroll 4
			for (unsigned int s = 0; s < N; s++) {
				// X(i+3) came out of the round before: the other three terms
				// are summed first, so that it waits for one XOR only.
				typename Ops::reg t = x[s][(j + 1) & 3] ^ x[s][(j + 2) & 3] ^ k;

				asm("" : "+x"(t));
				if constexpr (N == 1 && !Ops::gfni)
					x[s][j] = sm4_round_pre(
						*c, x[s][j],
						sm4_affine(*c, t, c->pre_lo, c->pre_hi),
						x[s][(j + 3) & 3]);
				else
					x[s][j] = sm4_round(*c, x[s][j], t ^ x[s][(j + 3) & 3]);
			}
		}
	}
}

// N * Ops::blocks blocks of @src through the rounds of @rk into @dst (which may be @src). The
// output is (X35, X34, X33, X32), the reverse transform R of section 7.1.
template <typename Ops, unsigned int N> void sm4_blocks(const u32 *rk, u8 *dst, const u8 *src)
{
	using reg = typename Ops::reg;
	constexpr unsigned int set_bytes = Ops::blocks * SM4_BLOCK_SIZE;
	reg x[N][4];

	for (unsigned int s = 0; s < N; s++)
		Ops::load(x[s], src + s * set_bytes);
	sm4_rounds<Ops, N>(x, rk);
	for (unsigned int s = 0; s < N; s++) {
		reg out[4] = { x[s][3], x[s][2], x[s][1], x[s][0] };

		Ops::store(dst + s * set_bytes, out);
	}
}

// The block functions of the mode drivers (ecb-cbc-x86.h), with the encryption or decryption
// round keys of @ctx.
template <typename Ops, unsigned int N, bool Enc>
void sm4_blocks_of(const void *ctx, u8 *dst, const u8 *src)
{
	const struct sm4_ctx *k = static_cast<const struct sm4_ctx *>(ctx);

	sm4_blocks<Ops, N>(Enc ? k->rkey_enc : k->rkey_dec, dst, src);
}

} // namespace
} // namespace ukc::x86

#endif /* _UKC_X86_SM4_AESNI_X86_H */
