/* SPDX-License-Identifier: GPL-2.0-only */
/* AES on x86 vectors of one, two or four blocks: the operations the mode templates use. */
#ifndef _UKC_ARCH_X86_AES_X86_VEC_H
#define _UKC_ARCH_X86_AES_X86_VEC_H

/*
 * Included only by the files built with instruction-set flags (aesni-intel.cpp, aes-*-avx*.cpp,
 * and through aes-gcm-x86.h the aes-gcm-*.cpp files).
 * Everything sits in an anonymous namespace: each of those files compiles these templates for
 * its own instruction set, and the linker must never hand one file's copy to another. For the
 * same reason nothing here uses the C++ standard library's inline functions.
 */
#include <immintrin.h>

#include <crypto/aes.h>
#include <linux/types.h>

namespace {

// Round keys are 16-byte aligned in a tfm context, but a crypto_aes_ctx on a caller's stack
// need not be: load them unaligned, which costs nothing on aligned data.
[[gnu::always_inline]] inline __m128i aes_round_key(const u32 *sched, int round)
{
	return _mm_loadu_si128(reinterpret_cast<const __m128i *>(sched + 4 * round));
}

[[gnu::always_inline]] inline __m128i aes_load128(const u8 *p)
{
	return _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
}

[[gnu::always_inline]] inline void aes_store128(u8 *p, __m128i v)
{
	_mm_storeu_si128(reinterpret_cast<__m128i *>(p), v);
}

// T * x in GF(2^128) as IEEE 1619-2018 section 5.2 numbers the bits: the 16 bytes are a
// little-endian integer, shifted left by one; a carry out of bit 127 is reduced by
// x^128 = x^7 + x^2 + x + 1 (0x87), and bit 63 carries into bit 64.
[[gnu::always_inline]] inline __m128i xts_mul_x(__m128i t)
{
	const __m128i carries = _mm_set_epi32(0, 1, 0, 0x87);
	// Dword 0 takes the sign of dword 3 (bit 127), dword 2 that of dword 1 (bit 63).
	__m128i signs = _mm_srai_epi32(_mm_shuffle_epi32(t, _MM_SHUFFLE(0, 1, 0, 3)), 31);

	return _mm_xor_si128(_mm_add_epi64(t, t), _mm_and_si128(signs, carries));
}

// One block per vector: AES-NI, SSE or (built with -mavx) VEX encoded.
struct aes_v128 {
	using vec = __m128i;
	static constexpr unsigned int lanes = 1;
	static constexpr unsigned int ways = 8; // vectors in flight per loop iteration

	static vec load(const u8 *p) { return aes_load128(p); }
	static void store(u8 *p, vec v) { aes_store128(p, v); }
	static vec bcast(__m128i b) { return b; }
	static __m128i lane0(vec v) { return v; }
	static __m128i last_lane(vec v) { return v; }
	static vec xor2(vec a, vec b) { return _mm_xor_si128(a, b); }
	static vec xor3(vec a, vec b, vec c) { return xor2(xor2(a, b), c); }
	static vec enc(vec s, vec k) { return _mm_aesenc_si128(s, k); }
	static vec enclast(vec s, vec k) { return _mm_aesenclast_si128(s, k); }
	static vec dec(vec s, vec k) { return _mm_aesdec_si128(s, k); }
	static vec declast(vec s, vec k) { return _mm_aesdeclast_si128(s, k); }
	static vec shuffle(vec v, vec m) { return _mm_shuffle_epi8(v, m); }
	static vec add64(vec a, vec b) { return _mm_add_epi64(a, b); }
	static vec lo64(long long n) { return _mm_set_epi64x(0, n); }
	static vec lane_offsets() { return _mm_setzero_si128(); }
	// The block that precedes each block of @cur, @prev holding the one before the first.
	static vec shift_in(vec prev, vec cur) { return prev; }
	static vec tweak_series(__m128i t) { return t; }
	// For GHASH (aes-gcm-x86.h): files that use these are built with -mpclmul.
	static vec zext(__m128i b) { return b; }
	static vec add32(vec a, vec b) { return _mm_add_epi32(a, b); }
	static vec swap64(vec v) { return _mm_shuffle_epi32(v, 0x4e); }
	template <int IMM> static vec clmul(vec a, vec b)
	{
		return _mm_clmulepi64_si128(a, b, IMM);
	}
	static __m128i hsum(vec v) { return v; }
};

#if defined(__VAES__) && defined(__AVX2__)
// T * x^i in lane i, all lanes at once: each 64-bit half shifted left by i, the bits shifted out
// of the low half carried into the high half, those out of the high half reduced by
// x^128 = x^7 + x^2 + x + 1 with one carry-less multiply (a shift by 64 gives 0).
template <typename V> inline typename V::vec xts_lane_series(__m128i t, typename V::vec shifts)
{
	typename V::vec b = V::bcast(t);
	typename V::vec spill = V::srlv64(b, V::sub64(V::set64(64), shifts));
	typename V::vec top = V::template bsrli<8>(spill);

	return V::xor3(V::sllv64(b, shifts), V::template bslli<8>(spill),
		       V::clmul_lo(top, V::bcast(_mm_set_epi64x(0, 0x87))));
}

// Two blocks per ymm vector (VAES with AVX2, or AVX10/256 when built with AVX-512VL).
struct aes_v256 {
	using vec = __m256i;
	static constexpr unsigned int lanes = 2;
	static constexpr unsigned int ways = 4;

	static vec load(const u8 *p)
	{
		return _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
	}
	static void store(u8 *p, vec v) { _mm256_storeu_si256(reinterpret_cast<__m256i *>(p), v); }
	static vec bcast(__m128i b) { return _mm256_broadcastsi128_si256(b); }
	static __m128i lane0(vec v) { return _mm256_castsi256_si128(v); }
	static __m128i last_lane(vec v) { return _mm256_extracti128_si256(v, 1); }
	static vec xor2(vec a, vec b) { return _mm256_xor_si256(a, b); }
	static vec xor3(vec a, vec b, vec c)
	{
#ifdef __AVX512VL__
		return _mm256_ternarylogic_epi32(a, b, c, 0x96);
#else
		return xor2(xor2(a, b), c);
#endif
	}
	static vec enc(vec s, vec k)
	{
		return _mm256_aesenc_epi128(s, k);
	}
	static vec enclast(vec s, vec k)
	{
		return _mm256_aesenclast_epi128(s, k);
	}
	static vec dec(vec s, vec k)
	{
		return _mm256_aesdec_epi128(s, k);
	}
	static vec declast(vec s, vec k)
	{
		return _mm256_aesdeclast_epi128(s, k);
	}
	static vec shuffle(vec v, vec m)
	{
		return _mm256_shuffle_epi8(v, m);
	}
	static vec add64(vec a, vec b)
	{
		return _mm256_add_epi64(a, b);
	}
	static vec lo64(long long n)
	{
		return _mm256_set_epi64x(0, n, 0, n);
	}
	static vec lane_offsets()
	{
		return _mm256_set_epi64x(0, 1, 0, 0);
	}
	static vec shift_in(vec prev, vec cur)
	{
		return _mm256_permute2x128_si256(prev, cur, 0x21);
	}
	static vec clmul_lo(vec a, vec b)
	{
		return clmul<0x00>(a, b);
	}
	template <int IMM> static vec clmul(vec a, vec b)
	{
		return _mm256_clmulepi64_epi128(a, b, IMM);
	}
	static vec zext(__m128i b)
	{
		return _mm256_zextsi128_si256(b);
	}
	static vec add32(vec a, vec b)
	{
		return _mm256_add_epi32(a, b);
	}
	// The two 64-bit halves of each lane exchanged.
	static vec swap64(vec v)
	{
		return _mm256_shuffle_epi32(v, 0x4e);
	}
	// The XOR of the lanes.
	static __m128i hsum(vec v)
	{
		return _mm_xor_si128(lane0(v), last_lane(v));
	}
	static vec sllv64(vec v, vec n)
	{
		return _mm256_sllv_epi64(v, n);
	}
	static vec srlv64(vec v, vec n)
	{
		return _mm256_srlv_epi64(v, n);
	}
	static vec set64(long long n)
	{
		return _mm256_set1_epi64x(n);
	}
	static vec sub64(vec a, vec b)
	{
		return _mm256_sub_epi64(a, b);
	}
	template <int N> static vec bslli(vec v)
	{
		return _mm256_bslli_epi128(v, N);
	}
	template <int N> static vec bsrli(vec v)
	{
		return _mm256_bsrli_epi128(v, N);
	}
	template <int N> static vec slli64(vec v)
	{
		return _mm256_slli_epi64(v, N);
	}
	template <int N> static vec srli64(vec v)
	{
		return _mm256_srli_epi64(v, N);
	}
	static vec tweak_series(__m128i t)
	{
		return xts_lane_series<aes_v256>(t, _mm256_set_epi64x(1, 1, 0, 0));
	}
};
#endif

#if defined(__VAES__) && defined(__AVX512F__)
// Four blocks per zmm vector (VAES with AVX10/512).
struct aes_v512 {
	using vec = __m512i;
	static constexpr unsigned int lanes = 4;
	static constexpr unsigned int ways = 4;

	// A 64-byte access that crosses a page costs tens of cycles on AMD's Zen 4 and 5 (an
	// in-place request's load then waits for the split store before it); two 32-byte halves
	// split at the page boundary when it falls on one of them, as it does between blocks.
	static bool page_split(const u8 *p)
	{
		return (reinterpret_cast<uintptr_t>(p) & 4095) > 4096 - 64;
	}
	static vec load(const u8 *p)
	{
		if (unlikely(page_split(p)))
			return _mm512_inserti64x4(
				_mm512_castsi256_si512(
					_mm256_loadu_si256(reinterpret_cast<const __m256i *>(p))),
				_mm256_loadu_si256(reinterpret_cast<const __m256i *>(p + 32)), 1);
		return _mm512_loadu_si512(p);
	}
	static void store(u8 *p, vec v)
	{
		if (unlikely(page_split(p))) {
			_mm256_storeu_si256(reinterpret_cast<__m256i *>(p),
					    _mm512_castsi512_si256(v));
			_mm256_storeu_si256(reinterpret_cast<__m256i *>(p + 32),
					    _mm512_extracti64x4_epi64(v, 1));
			return;
		}
		_mm512_storeu_si512(p, v);
	}
	static vec bcast(__m128i b) { return _mm512_broadcast_i32x4(b); }
	static __m128i lane0(vec v) { return _mm512_castsi512_si128(v); }
	static __m128i last_lane(vec v) { return _mm512_extracti32x4_epi32(v, 3); }
	static vec xor2(vec a, vec b) { return _mm512_xor_si512(a, b); }
	static vec xor3(vec a, vec b, vec c) { return _mm512_ternarylogic_epi32(a, b, c, 0x96); }
	static vec enc(vec s, vec k) { return _mm512_aesenc_epi128(s, k); }
	static vec enclast(vec s, vec k) { return _mm512_aesenclast_epi128(s, k); }
	static vec dec(vec s, vec k) { return _mm512_aesdec_epi128(s, k); }
	static vec declast(vec s, vec k) { return _mm512_aesdeclast_epi128(s, k); }
	static vec shuffle(vec v, vec m) { return _mm512_shuffle_epi8(v, m); }
	static vec add64(vec a, vec b) { return _mm512_add_epi64(a, b); }
	static vec lo64(long long n) { return _mm512_set_epi64(0, n, 0, n, 0, n, 0, n); }
	static vec lane_offsets() { return _mm512_set_epi64(0, 3, 0, 2, 0, 1, 0, 0); }
	static vec shift_in(vec prev, vec cur) { return _mm512_alignr_epi64(cur, prev, 6); }
	static vec clmul_lo(vec a, vec b) { return clmul<0x00>(a, b); }
	template <int IMM> static vec clmul(vec a, vec b)
	{
		return _mm512_clmulepi64_epi128(a, b, IMM);
	}
	static vec zext(__m128i b) { return _mm512_zextsi128_si512(b); }
	static vec add32(vec a, vec b) { return _mm512_add_epi32(a, b); }
	static vec swap64(vec v) { return _mm512_shuffle_epi32(v, _MM_PERM_BADC); }
	static __m128i hsum(vec v)
	{
		__m256i h = _mm256_xor_si256(_mm512_castsi512_si256(v),
					     _mm512_extracti64x4_epi64(v, 1));

		return _mm_xor_si128(_mm256_castsi256_si128(h), _mm256_extracti128_si256(h, 1));
	}
	static vec sllv64(vec v, vec n) { return _mm512_sllv_epi64(v, n); }
	static vec srlv64(vec v, vec n) { return _mm512_srlv_epi64(v, n); }
	static vec set64(long long n) { return _mm512_set1_epi64(n); }
	static vec sub64(vec a, vec b) { return _mm512_sub_epi64(a, b); }
	template <int N> static vec bslli(vec v) { return _mm512_bslli_epi128(v, N); }
	template <int N> static vec bsrli(vec v) { return _mm512_bsrli_epi128(v, N); }
	template <int N> static vec slli64(vec v) { return _mm512_slli_epi64(v, N); }
	template <int N> static vec srli64(vec v) { return _mm512_srli_epi64(v, N); }
	static vec tweak_series(__m128i t)
	{
		return xts_lane_series<aes_v512>(t, _mm512_set_epi64(3, 3, 2, 2, 1, 1, 0, 0));
	}
};
#endif

// The round keys, each broadcast to every lane.
template <typename V, int NR>
[[gnu::always_inline]] inline void aes_load_keys(const u32 *sched, typename V::vec (&rk)[NR + 1])
{
#pragma GCC unroll 16
	for (int i = 0; i <= NR; i++)
		rk[i] = V::bcast(aes_round_key(sched, i));
}

// Rounds 1 to NR - 1 of N vectors (FIPS-197 5.1 / 5.3.5): the caller adds round key 0 before,
// and does the last round itself, so it can fold an XOR into the last round key.
template <typename V, int NR, bool ENC, unsigned int N>
[[gnu::always_inline]] inline void aes_middle_rounds(typename V::vec (&s)[N],
						     const typename V::vec (&rk)[NR + 1])
{
#pragma GCC unroll 16
	for (int r = 1; r < NR; r++) {
#pragma GCC unroll 8
		for (unsigned int j = 0; j < N; j++)
			s[j] = ENC ? V::enc(s[j], rk[r]) : V::dec(s[j], rk[r]);
	}
}

template <typename V, bool ENC>
[[gnu::always_inline]] inline typename V::vec aes_last_round(typename V::vec s, typename V::vec k)
{
	return ENC ? V::enclast(s, k) : V::declast(s, k);
}

// One whole block, keys read from the schedule: for single blocks and tails.
template <int NR, bool ENC> inline __m128i aes_crypt_block(const u32 *sched, __m128i s)
{
	__m128i rk[NR + 1];
	__m128i v[1] = { _mm_xor_si128(s, aes_round_key(sched, 0)) };

	aes_load_keys<aes_v128, NR>(sched, rk);
	aes_middle_rounds<aes_v128, NR, ENC, 1>(v, rk);
	return aes_last_round<aes_v128, ENC>(v[0], rk[NR]);
}

// One block through lane 0 of broadcast round keys: for the blocks left over after the vectors.
template <typename V, int NR, bool ENC>
inline __m128i aes_crypt_lane(const typename V::vec (&rk)[NR + 1], __m128i s)
{
	s = _mm_xor_si128(s, V::lane0(rk[0]));
#pragma GCC unroll 16
	for (int r = 1; r < NR; r++)
		s = ENC ? _mm_aesenc_si128(s, V::lane0(rk[r]))
			: _mm_aesdec_si128(s, V::lane0(rk[r]));
	return ENC ? _mm_aesenclast_si128(s, V::lane0(rk[NR]))
		   : _mm_aesdeclast_si128(s, V::lane0(rk[NR]));
}

// A number of rounds as a type, so a key's length can pick a template instance.
template <int NR> struct aes_rounds {
	static constexpr int nr = NR;
};

// Calls @f with aes_rounds<10>, <12> or <14> for a key of @key_length bytes (FIPS-197 5).
template <typename F>
[[gnu::always_inline]] inline auto aes_with_rounds(unsigned int key_length, F f)
{
	if (key_length == AES_KEYSIZE_128)
		return f(aes_rounds<10>());
	if (key_length == AES_KEYSIZE_192)
		return f(aes_rounds<12>());
	return f(aes_rounds<14>());
}

} // namespace

#endif /* _UKC_ARCH_X86_AES_X86_VEC_H */
