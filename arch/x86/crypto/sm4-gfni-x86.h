/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * SM4's S-box from GFNI for the rounds of sm4-aesni-x86.h: GF2P8AFFINEQB applies the map before
 * the inversion and GF2P8AFFINEINVQB inverts in AES's field and applies the map after it, two
 * instructions where AES-NI takes two nibble-table affine maps around AESENCLAST. Included by
 * the files built with GFNI, each getting its own copy.
 */
#ifndef _UKC_X86_SM4_GFNI_X86_H
#define _UKC_X86_SM4_GFNI_X86_H

#include <bit>

#include "sm4-aesni-x86.h"
#include "crypto/sm4_sbox.h"

namespace ukc::x86 {
namespace {

// Section 6.2's S-box is S(x) = g(inv(pre(x))) with inv AES's field inversion, pre the map
// sm4_pre_lo/hi apply and g = post . aff, aff being the affine step AESENCLAST's SubBytes ends
// with (FIPS 197 section 5.1.1). Both maps are taken here from those tables, so the two paths
// cannot disagree, and checked against the S-box over all 256 bytes at compile time.
constexpr u8 sm4_gf_pre(u8 x)
{
	return sm4_pre_lo[x & 15] ^ sm4_pre_hi[x >> 4];
}

constexpr u8 sm4_gf_rotl(u8 x, unsigned int n)
{
	return (u8)(x << n | x >> (8 - n));
}

constexpr u8 sm4_gf_post(u8 x)
{
	const u8 a = x ^ sm4_gf_rotl(x, 1) ^ sm4_gf_rotl(x, 2) ^ sm4_gf_rotl(x, 3) ^
		     sm4_gf_rotl(x, 4) ^ 0x63;

	return sm4_post_lo[a & 15] ^ sm4_post_hi[a >> 4];
}

// The linear part of the affine map @f as GF2P8AFFINEQB's matrix: byte 7 - i of the word holds
// the input bits that output bit i sums (Intel SDM, GF2P8AFFINEQB).
template <u8 (*F)(u8)> constexpr u64 sm4_gf_matrix()
{
	u64 m = 0;

	for (unsigned int i = 0; i < 8; i++) {
		u64 row = 0;

		for (unsigned int j = 0; j < 8; j++)
			row |= (u64)(((F((u8)(1u << j)) ^ F(0)) >> i) & 1) << j;
		m |= row << (8 * (7 - i));
	}
	return m;
}

constexpr u64 sm4_gf_m_pre = sm4_gf_matrix<sm4_gf_pre>();
constexpr u64 sm4_gf_m_post = sm4_gf_matrix<sm4_gf_post>();
constexpr u8 sm4_gf_c_pre = sm4_gf_pre(0), sm4_gf_c_post = sm4_gf_post(0);

// The instructions' arithmetic, for the check below.
constexpr u8 sm4_gf_affine(u64 m, u8 x, u8 c)
{
	u8 y = c;

	for (unsigned int i = 0; i < 8; i++)
		y ^= (u8)((std::popcount((unsigned int)((m >> (8 * (7 - i))) & x)) & 1) << i);
	return y;
}

constexpr u8 sm4_gf_mul(u8 a, u8 b)
{
	u8 p = 0;

	for (; b; b >>= 1, a = (u8)(a << 1 ^ ((a & 0x80) ? 0x1b : 0)))
		if (b & 1)
			p ^= a;
	return p;
}

constexpr u8 sm4_gf_inv(u8 x) // x^254, and 0 for 0
{
	u8 r = 1;

	for (unsigned int i = 0; i < 7; i++) {
		x = sm4_gf_mul(x, x);
		r = sm4_gf_mul(r, x);
	}
	return r;
}

constexpr bool sm4_gf_matches_sbox()
{
	for (unsigned int x = 0; x < 256; x++) {
		const u8 y = sm4_gf_affine(sm4_gf_m_pre, (u8)x, sm4_gf_c_pre);

		if (sm4_gf_affine(sm4_gf_m_post, sm4_gf_inv(y), sm4_gf_c_post) !=
		    ukc::sm4_sbox_table.v[x])
			return false;
	}
	return true;
}
static_assert(sm4_gf_matches_sbox(), "the GFNI maps give section 6.2's S-box");

alignas(16) constexpr u64 sm4_gf_m_pre_v[2] = { sm4_gf_m_pre, sm4_gf_m_pre };
alignas(16) constexpr u64 sm4_gf_m_post_v[2] = { sm4_gf_m_post, sm4_gf_m_post };

inline __m128i sm4_gf_sbox(__m128i x, __m128i m_pre, __m128i m_post)
{
	return _mm_gf2p8affineinv_epi64_epi8(_mm_gf2p8affine_epi64_epi8(x, m_pre, sm4_gf_c_pre),
					     m_post, sm4_gf_c_post);
}

#ifdef __AVX2__
inline __m256i sm4_gf_sbox(__m256i x, __m256i m_pre, __m256i m_post)
{
	return _mm256_gf2p8affineinv_epi64_epi8(
		_mm256_gf2p8affine_epi64_epi8(x, m_pre, sm4_gf_c_pre), m_post, sm4_gf_c_post);
}
#endif

// @Base's vectors with the S-box from GFNI; its bytes stay in place, so L's shuffles are plain
// rotations.
template <typename Base> struct sm4_gfni_ops : Base {
	using reg = typename Base::reg;
	static constexpr bool gfni = true;

	static reg sbox(reg x, reg m_pre, reg m_post) { return sm4_gf_sbox(x, m_pre, m_post); }
	static const u8 *matrix(bool pre)
	{
		return reinterpret_cast<const u8 *>(pre ? sm4_gf_m_pre_v : sm4_gf_m_post_v);
	}
};

} // namespace
} // namespace ukc::x86

#endif /* _UKC_X86_SM4_GFNI_X86_H */
