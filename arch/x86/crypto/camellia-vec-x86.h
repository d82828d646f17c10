/* SPDX-License-Identifier: GPL-2.0-only */
/* The register operations camellia-simd-x86.h asks for, on xmm (16 blocks) and, where the file
 * is built for AVX2, ymm (32 blocks: blocks 0-15 in the low lane, 16-31 in the high). */
#ifndef _UKC_X86_CAMELLIA_VEC_X86_H
#define _UKC_X86_CAMELLIA_VEC_X86_H

#include <immintrin.h>

#include "camellia-sbox-x86.h"

namespace ukc::x86 {
namespace {

struct camellia_xmm_ops {
	using reg = __m128i;
	static constexpr unsigned int lanes = 16;

	static reg load(const u8 *src, unsigned int row)
	{
		return _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + 16 * row));
	}
	static void store(u8 *dst, unsigned int row, reg v)
	{
		_mm_storeu_si128(reinterpret_cast<__m128i *>(dst + 16 * row), v);
	}
	// Row i of dst = row i of src ^ v (src may be dst).
	static void store_xor(u8 *dst, const u8 *src, unsigned int row, reg v)
	{
		store(dst, row, _mm_xor_si128(load(src, row), v));
	}
	static reg bxor(reg a, reg b) { return _mm_xor_si128(a, b); }
	static reg band(reg a, reg b) { return _mm_and_si128(a, b); }
	static reg bor(reg a, reg b) { return _mm_or_si128(a, b); }
	static reg andnot(reg a, reg b) { return _mm_andnot_si128(a, b); }
	static reg add8(reg a, reg b) { return _mm_add_epi8(a, b); }
	static reg max8(reg a, reg b) { return _mm_max_epu8(a, b); }
	static reg eq8(reg a, reg b) { return _mm_cmpeq_epi8(a, b); }
	static reg set1(u8 b) { return _mm_set1_epi8((char)b); }
	// Without AVX2's byte broadcast: the subkey loaded once, its byte shuffled into every byte.
	static reg key_byte(const u64 *k, unsigned int i)
	{
		const reg v = _mm_loadl_epi64(reinterpret_cast<const __m128i *>(k));

		return _mm_shuffle_epi8(v, set1((u8)(7 - i)));
	}
	static reg shl1(reg a) { return _mm_add_epi8(a, a); }
	static reg shr7(reg a) { return _mm_and_si128(_mm_srli_epi16(a, 7), _mm_set1_epi8(1)); }
	static reg unpacklo(reg a, reg b) { return _mm_unpacklo_epi8(a, b); }
	static reg unpackhi(reg a, reg b) { return _mm_unpackhi_epi8(a, b); }
	// The tables of camellia-sbox-x86.h are 32-byte aligned.
	static reg table(const u8 *t)
	{
		return _mm_load_si128(reinterpret_cast<const __m128i *>(t));
	}
	static reg shuffle(reg a, const u8 *t) { return _mm_shuffle_epi8(a, table(t)); }
	// Byte i of table @t for each byte i of @idx (0..15).
	static reg lookup(const u8 *t, reg idx) { return _mm_shuffle_epi8(table(t), idx); }
	static reg shr4_16(reg a) { return _mm_srli_epi16(a, 4); }
};

// An S-box of the AES-NI tiers: pre-filter, AESENCLAST or AESDECLAST with a zero key (Ops::aes),
// post-filter (camellia-sbox-x86.h).
template <class Ops> struct camellia_aesni_sboxes : Ops {
	using reg = typename Ops::reg;

	// An affine byte map through its two nibble tables.
	static reg affine(reg x, const camellia_sbox::nibble_tables &t)
	{
		const reg m = Ops::set1(0x0f);
		const reg lo = Ops::lookup(t.lo, Ops::band(x, m));
		const reg hi = Ops::lookup(t.hi, Ops::band(Ops::shr4_16(x), m));

		return Ops::bxor(lo, hi);
	}
	template <unsigned int S, bool Dec> static reg sbox(reg x)
	{
		const camellia_sbox::sbox_filters &f = camellia_sbox::aesni_filters[Dec][S];

		return affine(Ops::template aes<Dec>(affine(x, f.pre)), f.post);
	}
	static reg shift_rows(reg x)
	{
		return Ops::shuffle(x, camellia_sbox::aesni_shift_rows.data());
	}
	static reg inv_shift_rows(reg x)
	{
		return Ops::shuffle(x, camellia_sbox::aesni_inv_shift_rows.data());
	}
};

struct camellia_aesni_xmm_ops : camellia_xmm_ops {
	template <bool Dec> static reg aes(reg y)
	{
		if constexpr (Dec)
			return _mm_aesdeclast_si128(y, _mm_setzero_si128());
		else
			return _mm_aesenclast_si128(y, _mm_setzero_si128());
	}
};

using camellia_aesni_xmm = camellia_aesni_sboxes<camellia_aesni_xmm_ops>;

#ifdef __AVX2__
struct camellia_ymm_ops {
	using reg = __m256i;
	static constexpr unsigned int lanes = 32;

	static reg load(const u8 *src, unsigned int row)
	{
		const __m128i lo = camellia_xmm_ops::load(src, row);
		const __m128i hi = camellia_xmm_ops::load(src, 16 + row);

		return _mm256_inserti128_si256(_mm256_castsi128_si256(lo), hi, 1);
	}
	static void store(u8 *dst, unsigned int row, reg v)
	{
		camellia_xmm_ops::store(dst, row, _mm256_castsi256_si128(v));
		camellia_xmm_ops::store(dst, 16 + row, _mm256_extracti128_si256(v, 1));
	}
	static void store_xor(u8 *dst, const u8 *src, unsigned int row, reg v)
	{
		camellia_xmm_ops::store_xor(dst, src, row, _mm256_castsi256_si128(v));
		camellia_xmm_ops::store_xor(dst, src, 16 + row, _mm256_extracti128_si256(v, 1));
	}
	static reg bxor(reg a, reg b) { return _mm256_xor_si256(a, b); }
	static reg band(reg a, reg b) { return _mm256_and_si256(a, b); }
	static reg bor(reg a, reg b) { return _mm256_or_si256(a, b); }
	static reg andnot(reg a, reg b) { return _mm256_andnot_si256(a, b); }
	static reg add8(reg a, reg b) { return _mm256_add_epi8(a, b); }
	static reg max8(reg a, reg b) { return _mm256_max_epu8(a, b); }
	static reg eq8(reg a, reg b) { return _mm256_cmpeq_epi8(a, b); }
	static reg set1(u8 b) { return _mm256_set1_epi8((char)b); }
	static reg key_byte(const u64 *k, unsigned int i)
	{
		return set1(reinterpret_cast<const u8 *>(k)[7 - i]);
	}
	static reg shl1(reg a) { return _mm256_add_epi8(a, a); }
	static reg shr7(reg a)
	{
		return _mm256_and_si256(_mm256_srli_epi16(a, 7), _mm256_set1_epi8(1));
	}
	static reg unpacklo(reg a, reg b) { return _mm256_unpacklo_epi8(a, b); }
	static reg unpackhi(reg a, reg b) { return _mm256_unpackhi_epi8(a, b); }
	static reg table(const u8 *t)
	{
		return _mm256_load_si256(reinterpret_cast<const __m256i *>(t));
	}
	static reg shuffle(reg a, const u8 *t) { return _mm256_shuffle_epi8(a, table(t)); }
	static reg lookup(const u8 *t, reg idx) { return _mm256_shuffle_epi8(table(t), idx); }
	static reg shr4_16(reg a) { return _mm256_srli_epi16(a, 4); }
};

// AESENCLAST or AESDECLAST of the AES-NI tiers on ymm: on each 128-bit half as the xmm tier
// does, or with VAES on the whole.
template <bool Vaes> struct camellia_aesni_ymm_ops : camellia_ymm_ops {
	template <bool Dec> static reg aes(reg y)
	{
		if constexpr (Vaes && Dec) {
			return _mm256_aesdeclast_epi128(y, _mm256_setzero_si256());
		} else if constexpr (Vaes) {
			return _mm256_aesenclast_epi128(y, _mm256_setzero_si256());
		} else {
			using xmm = camellia_aesni_xmm_ops;
			const __m128i lo = xmm::aes<Dec>(_mm256_castsi256_si128(y));
			const __m128i hi = xmm::aes<Dec>(_mm256_extracti128_si256(y, 1));

			return _mm256_inserti128_si256(_mm256_castsi128_si256(lo), hi, 1);
		}
	}
};

template <bool Vaes> using camellia_aesni_ymm = camellia_aesni_sboxes<camellia_aesni_ymm_ops<Vaes>>;
#endif

} // namespace
} // namespace ukc::x86

#endif /* _UKC_X86_CAMELLIA_VEC_X86_H */
