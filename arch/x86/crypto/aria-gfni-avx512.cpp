// SPDX-License-Identifier: GPL-2.0-only
// ARIA (RFC 5794) with GFNI and AVX-512: 64 blocks a call byte-sliced in zmm registers
// (aria-sliced-x86.h), and for fewer, one block in each 128-bit lane of a zmm register, 16
// blocks (four registers) a call, and a masked path down to one block.
//
// SB1 and SB2 are each one VGF2P8AFFINEINVQB (aria-x86.h's maps: SB2's B composed with the three
// squarings), SB3 and SB4 a VGF2P8AFFINEQB by the inverse map and the inversion after. Each
// round applies the four by byte position with masked instructions, and the diffusion layer is
// the XOR of aria-x86.h's seven byte permutations (PSHUFB within each lane).
#include <immintrin.h>

#include "aria-sliced-x86.h"
#include "ecb-cbc-x86.h"

namespace ukc::x86 {
namespace {

// What aria-sliced-x86.h asks of a register type, on zmm: row i is blocks 4i to 4i + 3, and
// VPTERNLOG makes a three-way XOR one instruction.
struct aria_zmm_ops {
	using reg = __m512i;
	static constexpr bool ternary = true;

	static reg load(const u8 *src, unsigned int row)
	{
		return _mm512_loadu_si512(src + 64 * row);
	}
	static void store(u8 *dst, unsigned int row, reg v)
	{
		_mm512_storeu_si512(dst + 64 * row, v);
	}
	static void store_xor(u8 *dst, const u8 *src, unsigned int row, reg v)
	{
		store(dst, row, _mm512_xor_si512(load(src, row), v));
	}
	static reg bxor(reg a, reg b) { return _mm512_xor_si512(a, b); }
	static reg andnot(reg a, reg b) { return _mm512_andnot_si512(a, b); }
	static reg add8(reg a, reg b) { return _mm512_add_epi8(a, b); }
	static reg max8(reg a, reg b) { return _mm512_max_epu8(a, b); }
	static reg eq8(reg a, reg b) { return _mm512_movm_epi8(_mm512_cmpeq_epi8_mask(a, b)); }
	static reg xor3(reg a, reg b, reg c) { return _mm512_ternarylogic_epi64(a, b, c, 0x96); }
	static reg set1(u8 b) { return _mm512_set1_epi8((char)b); }
	static reg splat(const u8 *p, unsigned int i) { return set1(p[i]); }
	static reg unpacklo(reg a, reg b) { return _mm512_unpacklo_epi8(a, b); }
	static reg unpackhi(reg a, reg b) { return _mm512_unpackhi_epi8(a, b); }
	// Byte p of lane L of a register holds block 4p + L (the transpose moves row p there).
	static reg block_numbers()
	{
		alignas(64) static constexpr std::array<u8, 64> n = [] {
			std::array<u8, 64> t{};

			for (unsigned int i = 0; i < 64; i++)
				t[i] = (u8)(4 * (i % 16) + i / 16);
			return t;
		}();

		return _mm512_load_si512(n.data());
	}
	template <bool Inv, u8 C> static reg gf_affine(reg x, u64 q)
	{
		const reg m = _mm512_set1_epi64((long long)q);

		if constexpr (Inv)
			return _mm512_gf2p8affineinv_epi64_epi8(x, m, C);
		else
			return _mm512_gf2p8affine_epi64_epi8(x, m, C);
	}
};

using aria_gfni_zmm = aria_sliced<aria_zmm_ops, aria_sliced_gfni<aria_zmm_ops>>;

__m512i aria_lanes(const u8 (&b)[16])
{
	return _mm512_broadcast_i32x4(_mm_loadu_si128(reinterpret_cast<const __m128i *>(b)));
}

// Bytes 4j + p of each block, for the substitution layers.
constexpr __mmask64 aria_pos(int p)
{
	return 0x1111111111111111ull << p;
}

// The constants of one call, in registers.
struct aria_consts {
	__m512i perm[7];
	__m512i bswap;

	aria_consts()
	{
		for (int k = 0; k < 7; k++)
			perm[k] = aria_lanes(aria_perm[k]);
		bswap = aria_lanes(aria_bswap32);
	}
};

// SL1 (odd rounds: SB1 SB2 SB3 SB4 on bytes 4j..4j+3) or SL2 (SB3 SB4 SB1 SB2).
template <bool Even> __m512i aria_sl(__m512i x)
{
	constexpr __mmask64 m1 = aria_pos(Even ? 2 : 0), m2 = aria_pos(Even ? 3 : 1);
	constexpr __mmask64 m3 = aria_pos(Even ? 0 : 2), m4 = aria_pos(Even ? 1 : 3);
	const __m512i a1 = _mm512_set1_epi64((long long)aria_a_aes.qword());
	const __m512i b8 = _mm512_set1_epi64((long long)aria_b8.qword());
	const __m512i n1 = _mm512_set1_epi64((long long)aria_n1.qword());
	const __m512i n2 = _mm512_set1_epi64((long long)aria_n2.qword());
	const __m512i id = _mm512_set1_epi64((long long)aria_identity);

	__m512i y = _mm512_maskz_gf2p8affineinv_epi64_epi8(m1, x, a1, aria_c1);
	y = _mm512_mask_gf2p8affineinv_epi64_epi8(y, m2, x, b8, aria_c2);
	__m512i t = _mm512_maskz_gf2p8affine_epi64_epi8(m3, x, n1, aria_d1);
	t = _mm512_mask_gf2p8affine_epi64_epi8(t, m4, x, n2, aria_d2);
	return _mm512_mask_gf2p8affineinv_epi64_epi8(y, m3 | m4, t, id, 0);
}

__m512i aria_diffuse(const aria_consts &c, __m512i x)
{
	const __m512i a = _mm512_ternarylogic_epi64(_mm512_shuffle_epi8(x, c.perm[0]),
						    _mm512_shuffle_epi8(x, c.perm[1]),
						    _mm512_shuffle_epi8(x, c.perm[2]), 0x96);
	const __m512i b = _mm512_ternarylogic_epi64(_mm512_shuffle_epi8(x, c.perm[3]),
						    _mm512_shuffle_epi8(x, c.perm[4]),
						    _mm512_shuffle_epi8(x, c.perm[5]), 0x96);

	return _mm512_ternarylogic_epi64(a, b, _mm512_shuffle_epi8(x, c.perm[6]), 0x96);
}

__m512i aria_round_key(const aria_consts &c, const u32 *rk)
{
	return _mm512_shuffle_epi8(
		_mm512_broadcast_i32x4(_mm_loadu_si128(reinterpret_cast<const __m128i *>(rk))),
		c.bswap);
}

// @N registers of blocks from @src through the rounds with the keys @rk into @dst; the bytes
// outside @mask of the last register are neither read nor written.
template <int N>
void aria_crypt(const u32 (*rk)[ARIA_RD_KEY_WORDS], int rounds, u8 *dst, const u8 *src,
		__mmask64 mask)
{
	const aria_consts c;
	__m512i x[N];

	for (int v = 0; v < N; v++)
		x[v] = _mm512_maskz_loadu_epi8(v == N - 1 ? mask : ~0ull, src + 64 * v);
	for (int r = 0; r < rounds - 1; r++) {
		const __m512i k = aria_round_key(c, rk[r]);

		for (int v = 0; v < N; v++) {
			x[v] ^= k;
			x[v] = (r % 2) ? aria_sl<true>(x[v]) : aria_sl<false>(x[v]);
			x[v] = aria_diffuse(c, x[v]);
		}
	}
	const __m512i k1 = aria_round_key(c, rk[rounds - 1]), k2 = aria_round_key(c, rk[rounds]);

	for (int v = 0; v < N; v++) {
		x[v] = aria_sl<true>(x[v] ^ k1) ^ k2;
		_mm512_mask_storeu_epi8(dst + 64 * v, v == N - 1 ? mask : ~0ull, x[v]);
	}
}

template <int N, bool Enc> void aria_blocks(const void *ctx, u8 *dst, const u8 *src)
{
	const auto *c = static_cast<const struct aria_ctx *>(ctx);

	aria_crypt<N>(Enc ? c->enc_key : c->dec_key, c->rounds, dst, src, ~0ull);
}

template <bool Enc> void aria_block(const void *ctx, u8 *dst, const u8 *src)
{
	const auto *c = static_cast<const struct aria_ctx *>(ctx);

	aria_crypt<1>(Enc ? c->enc_key : c->dec_key, c->rounds, dst, src, 0xffff);
}

} // namespace

void aria_enc_64way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src)
{
	aria_gfni_zmm::blocks<true>(ctx, dst, src);
}

void aria_dec_64way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src)
{
	aria_gfni_zmm::blocks<false>(ctx, dst, src);
}

void aria_ctr_64way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src, const u8 *ctr)
{
	aria_gfni_zmm::ctr(ctx, dst, src, ctr);
}

void aria_enc_16way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src)
{
	aria_blocks<4, true>(ctx, dst, src);
}

void aria_dec_16way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src)
{
	aria_blocks<4, false>(ctx, dst, src);
}

void aria_enc_4way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src)
{
	aria_blocks<1, true>(ctx, dst, src);
}

void aria_dec_4way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src)
{
	aria_blocks<1, false>(ctx, dst, src);
}

void aria_enc_1way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src)
{
	aria_block<true>(ctx, dst, src);
}

void aria_dec_1way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src)
{
	aria_block<false>(ctx, dst, src);
}

} // namespace ukc::x86
