/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * ARIA on xmm (one block a register) and ymm (two) for the AVX and AVX2 tiers, with the S-boxes
 * from AES-NI or, where the CPU has it, GFNI: the rounds written once over the register
 * operations of camellia-vec-x86.h and the maps of aria-x86.h.
 */
#ifndef _UKC_X86_ARIA_SIMD_X86_H
#define _UKC_X86_ARIA_SIMD_X86_H

#include <immintrin.h>

#include "aria-x86.h"
#include "camellia-vec-x86.h"

namespace ukc::x86 {
namespace {

// The bytes 4j + p of a block with p odd (where SB2 and SB4 go in either layer), and those that
// take SB1 or SB2: p = 0, 1 in SL1 (odd rounds), p = 2, 3 in SL2 (even rounds).
constexpr u8 aria_odd_bytes[16] = { 0, 0xff, 0, 0xff, 0, 0xff, 0, 0xff,
				    0, 0xff, 0, 0xff, 0, 0xff, 0, 0xff };
constexpr u8 aria_enc_bytes[2][16] = {
	{ 0xff, 0xff, 0, 0, 0xff, 0xff, 0, 0, 0xff, 0xff, 0, 0, 0xff, 0xff, 0, 0 },
	{ 0, 0, 0xff, 0xff, 0, 0, 0xff, 0xff, 0, 0, 0xff, 0xff, 0, 0, 0xff, 0xff },
};

// What the rounds need beyond camellia-vec-x86.h: a 16-byte pattern in every 128-bit lane, a
// byte blend (@b where @m's byte is set), and GFNI's affine maps (of the inverse, for Inv) by
// the matrix @q with the constant C in every byte.
struct aria_xmm_ops : camellia_aesni_xmm_ops {
	static constexpr bool ternary = false;
	static reg lanes(const u8 *p) { return _mm_loadu_si128(reinterpret_cast<const reg *>(p)); }
	static reg blend(reg a, reg b, reg m) { return _mm_blendv_epi8(a, b, m); }
	static reg shuffle_by(reg x, const u8 *p) { return _mm_shuffle_epi8(x, lanes(p)); }
	// Byte @i of the 16 at @p in every byte. AVX has no VPBROADCASTB: a shuffle of the 16
	// bytes (loaded once for all 16 i) is one instruction where MOVZX, VMOVD, VPSHUFB are three.
	static reg splat(const u8 *p, unsigned int i)
	{
		return _mm_shuffle_epi8(lanes(p), _mm_set1_epi8((char)i));
	}
	template <bool Inv, u8 C> static reg gf_affine(reg x, u64 q)
	{
		const reg m = _mm_set1_epi64x((long long)q);

		if constexpr (Inv)
			return _mm_gf2p8affineinv_epi64_epi8(x, m, C);
		else
			return _mm_gf2p8affine_epi64_epi8(x, m, C);
	}
};

#ifdef __AVX2__
struct aria_ymm_ops : camellia_aesni_ymm_ops<false> {
	static constexpr bool ternary = false;
	static reg lanes(const u8 *p)
	{
		return _mm256_broadcastsi128_si256(aria_xmm_ops::lanes(p));
	}
	static reg blend(reg a, reg b, reg m) { return _mm256_blendv_epi8(a, b, m); }
	static reg shuffle_by(reg x, const u8 *p) { return _mm256_shuffle_epi8(x, lanes(p)); }
	static reg splat(const u8 *p, unsigned int i) { return set1(p[i]); }
	template <bool Inv, u8 C> static reg gf_affine(reg x, u64 q)
	{
		const reg m = _mm256_set1_epi64x((long long)q);

		if constexpr (Inv)
			return _mm256_gf2p8affineinv_epi64_epi8(x, m, C);
		else
			return _mm256_gf2p8affine_epi64_epi8(x, m, C);
	}
};
#endif

// The substitution layer through AESENCLAST and AESDECLAST (aria-x86.h): its output in
// ShiftRows order, which the diffusion's permutations and unshift() undo.
template <class Ops> struct aria_aesni_layer : camellia_aesni_sboxes<Ops> {
	using sboxes = camellia_aesni_sboxes<Ops>;
	using reg = typename Ops::reg;

	static const u8 *perm(int k) { return aria_perm_sr[k].data(); }
	template <bool Even> static reg sl(reg x)
	{
		const reg odd = Ops::lanes(aria_odd_bytes);
		reg e = Ops::template aes<false>(x);
		reg d = Ops::blend(x, sboxes::affine(x, aria_sb4_pre_tables), odd);

		e = Ops::blend(e, sboxes::affine(e, aria_sb2_post), odd);
		d = Ops::template aes<true>(Ops::shuffle_by(d, aria_sr2.data()));
		return Ops::blend(d, e, Ops::lanes(aria_enc_bytes[Even]));
	}
	static reg unshift(reg z) { return sboxes::inv_shift_rows(z); }
};

// The substitution layer through GFNI, in place: SB1 and SB2 one affine map of the inverse
// each, SB3 and SB4 the inverse of the inverse boxes' affine maps.
template <class Ops> struct aria_gfni_layer : Ops {
	using reg = typename Ops::reg;

	static const u8 *perm(int k) { return aria_perm[k]; }
	template <bool Even> static reg sl(reg x)
	{
		const reg odd = Ops::lanes(aria_odd_bytes);
		const reg e = Ops::blend(
			Ops::template gf_affine<true, aria_c1>(x, aria_a_aes.qword()),
			Ops::template gf_affine<true, aria_c2>(x, aria_b8.qword()), odd);
		const reg t = Ops::blend(
			Ops::template gf_affine<false, aria_d1>(x, aria_n1.qword()),
			Ops::template gf_affine<false, aria_d2>(x, aria_n2.qword()), odd);
		const reg d = Ops::template gf_affine<true, 0>(t, aria_identity);

		return Ops::blend(d, e, Ops::lanes(aria_enc_bytes[Even]));
	}
	static reg unshift(reg z) { return z; }
};

// The rounds over layer L's registers (RFC 5794 2.4: rounds - 1 of key, substitution and
// diffusion, then key, SL2 and the last key).
template <class L> struct aria_simd : L {
	using reg = typename L::reg;

	// The context's round keys are big-endian words.
	static reg round_key(const u32 *rk)
	{
		return L::shuffle_by(L::lanes(reinterpret_cast<const u8 *>(rk)), aria_bswap32);
	}
	static reg diffuse(reg y)
	{
		const reg a = L::bxor(L::shuffle_by(y, L::perm(0)), L::shuffle_by(y, L::perm(1)));
		const reg b = L::bxor(L::shuffle_by(y, L::perm(2)), L::shuffle_by(y, L::perm(3)));
		const reg c = L::bxor(L::shuffle_by(y, L::perm(4)), L::shuffle_by(y, L::perm(5)));

		return L::bxor(L::bxor(a, b), L::bxor(c, L::shuffle_by(y, L::perm(6))));
	}

	// Registers @row0 to @row0 + G - 1 of @src (camellia-vec-x86.h's rows) through the rounds.
	template <unsigned int G>
	static void crypt(const u32 (*rk)[ARIA_RD_KEY_WORDS], int rounds, u8 *dst, const u8 *src,
			  unsigned int row0)
	{
		reg x[G];

		for (unsigned int v = 0; v < G; v++)
			x[v] = L::load(src, row0 + v);
		for (int r = 0; r < rounds - 1; r++) {
			const reg k = round_key(rk[r]);

			for (unsigned int v = 0; v < G; v++) {
				const reg y = L::bxor(x[v], k);

				x[v] = diffuse((r % 2) ? L::template sl<true>(y)
						       : L::template sl<false>(y));
			}
		}
		const reg k1 = round_key(rk[rounds - 1]), k2 = round_key(rk[rounds]);

		for (unsigned int v = 0; v < G; v++) {
			const reg y = L::unshift(L::template sl<true>(L::bxor(x[v], k1)));

			L::store(dst, row0 + v, L::bxor(y, k2));
		}
	}

	// @rows registers' blocks, G registers at a time (enough to hide the latencies).
	template <unsigned int Rows, unsigned int G, bool Enc>
	static void blocks(const void *ctx, u8 *dst, const u8 *src)
	{
		const auto *c = static_cast<const struct aria_ctx *>(ctx);

		static_assert(Rows % G == 0);
		for (unsigned int row = 0; row < Rows; row += G)
			crypt<G>(Enc ? c->enc_key : c->dec_key, c->rounds, dst, src, row);
	}
};

} // namespace
} // namespace ukc::x86

#endif /* _UKC_X86_ARIA_SIMD_X86_H */
