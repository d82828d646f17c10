/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The ChaCha rounds (RFC 8439 section 2.3) written once over a vector type, for the files of
 * intrinsics of each x86 tier: several blocks at once with word i of block j in lane j of x[i],
 * and one block with a row of the state in each xmm register. In an anonymous namespace: each
 * file of intrinsics gets its own copy, built with its flags.
 */
#ifndef _UKC_X86_CHACHA_X86_VEC_H
#define _UKC_X86_CHACHA_X86_VEC_H

#include <tmmintrin.h>
#ifdef __AVX2__
#include <immintrin.h>
#endif

#include <linux/types.h>

#include <cstring>
#include <tuple>

namespace ukc::x86 {
namespace {

/*
 * Every loop over the sixteen vectors, the groups or the blocks is unrolled whole (GCC unroll
 * pragmas): an array indexed in a loop left rolled lives on the stack, and the vectors with it.
 *
 * An Ops type gives: V, the vector; lanes, its 32-bit lanes; add(), xor_(), rotl<N>(),
 * splat(word) and iota() (0, 1, 2, ... in the lanes); and write<Xor>(x, dst, src), which
 * transposes the 16 vectors into lanes consecutive 64-byte blocks and stores them at @dst,
 * XORed with @src when Xor.
 */

// The four quarter rounds of a column or diagonal round, step by step across the four, so
// their independent chains issue together.
template <typename O, int A0, int B0, int C0, int D0, int A1, int B1, int C1, int D1, int A2,
	  int B2, int C2, int D2, int A3, int B3, int C3, int D3>
[[gnu::always_inline]] inline void chacha_quarter_rounds(typename O::V (&x)[16])
{
	x[A0] = O::add(x[A0], x[B0]);
	x[A1] = O::add(x[A1], x[B1]);
	x[A2] = O::add(x[A2], x[B2]);
	x[A3] = O::add(x[A3], x[B3]);
	x[D0] = O::template rotl<16>(O::xor_(x[D0], x[A0]));
	x[D1] = O::template rotl<16>(O::xor_(x[D1], x[A1]));
	x[D2] = O::template rotl<16>(O::xor_(x[D2], x[A2]));
	x[D3] = O::template rotl<16>(O::xor_(x[D3], x[A3]));
	x[C0] = O::add(x[C0], x[D0]);
	x[C1] = O::add(x[C1], x[D1]);
	x[C2] = O::add(x[C2], x[D2]);
	x[C3] = O::add(x[C3], x[D3]);
	x[B0] = O::template rotl<12>(O::xor_(x[B0], x[C0]));
	x[B1] = O::template rotl<12>(O::xor_(x[B1], x[C1]));
	x[B2] = O::template rotl<12>(O::xor_(x[B2], x[C2]));
	x[B3] = O::template rotl<12>(O::xor_(x[B3], x[C3]));
	x[A0] = O::add(x[A0], x[B0]);
	x[A1] = O::add(x[A1], x[B1]);
	x[A2] = O::add(x[A2], x[B2]);
	x[A3] = O::add(x[A3], x[B3]);
	x[D0] = O::template rotl<8>(O::xor_(x[D0], x[A0]));
	x[D1] = O::template rotl<8>(O::xor_(x[D1], x[A1]));
	x[D2] = O::template rotl<8>(O::xor_(x[D2], x[A2]));
	x[D3] = O::template rotl<8>(O::xor_(x[D3], x[A3]));
	x[C0] = O::add(x[C0], x[D0]);
	x[C1] = O::add(x[C1], x[D1]);
	x[C2] = O::add(x[C2], x[D2]);
	x[C3] = O::add(x[C3], x[D3]);
	x[B0] = O::template rotl<7>(O::xor_(x[B0], x[C0]));
	x[B1] = O::template rotl<7>(O::xor_(x[B1], x[C1]));
	x[B2] = O::template rotl<7>(O::xor_(x[B2], x[C2]));
	x[B3] = O::template rotl<7>(O::xor_(x[B3], x[C3]));
}

// @n bytes of @src XORed with the keystream @ks into @dst (which may be @src).
inline void chacha_xor_bytes(u8 *dst, const u8 *src, const u8 *ks, unsigned int n)
{
	unsigned int i = 0;

	for (; i + 16 <= n; i += 16) {
		const __m128i s = _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + i));
		const __m128i k = _mm_loadu_si128(reinterpret_cast<const __m128i *>(ks + i));

		_mm_storeu_si128(reinterpret_cast<__m128i *>(dst + i), _mm_xor_si128(s, k));
	}
	for (; i < n; i++)
		dst[i] = src[i] ^ ks[i];
}

// Keystream a stack buffer held: cleared so that it does not outlive the call.
inline void chacha_wipe(void *p, size_t n)
{
	memset(p, 0, n);
	__asm__ __volatile__("" : : "r"(p) : "memory");
}

// One vector of output at @at: the keystream @v, XORed with @src's bytes when Xor.
template <typename O, bool Xor>
[[gnu::always_inline]] inline void chacha_put(typename O::V v, u8 *dst, const u8 *src,
					      unsigned int at)
{
	if (Xor)
		v = O::xor_(v, O::load(src + at));
	O::store(dst + at, v);
}

/**
 * struct chacha_lanes - up to O::lanes blocks at once, word i of block j in lane j of x[i]
 *
 * xor_blocks() XORs @bytes (1 to blocks * 64) of keystream from @state into @src and
 * advances the 32-bit counter, state[12], by the blocks begun. Each lane's counter is
 * state[12] plus its lane number, wrapping at 2^32 without a carry into state[13], as 6.12's
 * x86 code counts.
 */
template <typename O> struct chacha_lanes {
	using V = typename O::V;
	static constexpr unsigned int blocks = O::lanes;

	static void xor_blocks(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds)
	{
		V x[16];

#pragma GCC unroll 16
		for (int i = 0; i < 16; i++)
			x[i] = O::splat(state[i]);
		x[12] = O::add(x[12], O::iota());
		const V counters = x[12];
		for (int r = 0; r < nrounds; r += 2) {
			chacha_quarter_rounds<O, 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11,
					      15>(x);
			chacha_quarter_rounds<O, 0, 5, 10, 15, 1, 6, 11, 12, 2, 7, 8, 13, 3, 4, 9,
					      14>(x);
		}
		// The words read again for the final addition: without this the compiler keeps
		// the sixteen broadcasts from the start, on the stack once the rounds need every
		// register, where a broadcast operand of the addition costs nothing.
		const u32 *words = state;
		__asm__("" : "+r"(words));
#pragma GCC unroll 16
		for (int i = 0; i < 16; i++)
			x[i] = O::add(x[i], i == 12 ? counters : O::splat(words[i]));
		state[12] += (bytes + 63) / 64;
		if (bytes == blocks * 64) {
			O::template write<true>(x, dst, src);
			return;
		}
		alignas(64) u8 ks[blocks * 64];
		O::template write<false>(x, ks, nullptr);
		chacha_xor_bytes(dst, src, ks, bytes);
		chacha_wipe(ks, sizeof(ks));
	}
};

/*
 * A block with the state's rows a, b, c, d in four registers (in each 128-bit lane of them: a
 * ymm register holds two blocks' rows): a column round on the rows as they are, a diagonal
 * round after rotating b, c and d left by one, two and three words (section 2.2's diagonals
 * become columns), and back. r[s] is set s of S independent ones, run step by step together.
 * X gives add, xor_, rotl and shuffle (PSHUFD) on X::V.
 */
template <typename X, int S, typename V = typename X::V>
[[gnu::always_inline]] inline void chacha_row_rounds(V (&r)[S][4], int nrounds)
{
	for (int i = 0; i < nrounds; i += 2) {
#pragma GCC unroll 2
		for (int diag = 0; diag < 2; diag++) {
#pragma GCC unroll 2
			for (int half = 0; half < 2; half++) {
#pragma GCC unroll 2
				for (int s = 0; s < S; s++)
					r[s][0] = X::add(r[s][0], r[s][1]);
#pragma GCC unroll 2
				for (int s = 0; s < S; s++)
					r[s][3] = half ? X::template rotl<8>(
								 X::xor_(r[s][3], r[s][0]))
						       : X::template rotl<16>(
								 X::xor_(r[s][3], r[s][0]));
#pragma GCC unroll 2
				for (int s = 0; s < S; s++)
					r[s][2] = X::add(r[s][2], r[s][3]);
#pragma GCC unroll 2
				for (int s = 0; s < S; s++)
					r[s][1] = half ? X::template rotl<7>(
								 X::xor_(r[s][1], r[s][2]))
						       : X::template rotl<12>(
								 X::xor_(r[s][1], r[s][2]));
			}
#pragma GCC unroll 2
			for (int s = 0; s < S; s++) {
				r[s][1] = diag ? X::template shuffle<0x93>(r[s][1])
					       : X::template shuffle<0x39>(r[s][1]);
				r[s][2] = X::template shuffle<0x4e>(r[s][2]);
				r[s][3] = diag ? X::template shuffle<0x39>(r[s][3])
					       : X::template shuffle<0x93>(r[s][3]);
			}
		}
	}
}

inline __m128i chacha_row(const u32 *state, int row)
{
	return _mm_loadu_si128(reinterpret_cast<const __m128i *>(state + 4 * row));
}

// One block (1 to 64 bytes) in rows, as chacha_lanes' xor_blocks().
template <typename X> struct chacha_rows {
	static constexpr unsigned int blocks = 1;

	static void xor_blocks(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds)
	{
		__m128i r[1][4];

#pragma GCC unroll 4
		for (int i = 0; i < 4; i++)
			r[0][i] = chacha_row(state, i);
		chacha_row_rounds<X, 1>(r, nrounds);
#pragma GCC unroll 4
		for (int i = 0; i < 4; i++)
			r[0][i] = X::add(r[0][i], chacha_row(state, i));
		state[12]++;
		if (bytes == 64) {
#pragma GCC unroll 4
			for (int i = 0; i < 4; i++)
				chacha_put<X, true>(r[0][i], dst, src, 16 * i);
			return;
		}
		alignas(16) u8 ks[64];
#pragma GCC unroll 4
		for (int i = 0; i < 4; i++)
			chacha_put<X, false>(r[0][i], ks, nullptr, 16 * i);
		chacha_xor_bytes(dst, src, ks, bytes);
		chacha_wipe(ks, sizeof(ks));
	}
};

// HChaCha (draft-irtf-cfrg-xchacha-03 section 2.2): the rounds alone; rows a and d out.
template <typename X> void chacha_hchacha_rows(const u32 *state, u32 *out, int nrounds)
{
	__m128i r[1][4];

#pragma GCC unroll 4
	for (int i = 0; i < 4; i++)
		r[0][i] = chacha_row(state, i);
	chacha_row_rounds<X, 1>(r, nrounds);
	_mm_storeu_si128(reinterpret_cast<__m128i *>(out), r[0][0]);
	_mm_storeu_si128(reinterpret_cast<__m128i *>(out + 4), r[0][3]);
}

/*
 * Per group g of four words (x[4g] to x[4g + 3]), a 4x4 transpose within each 128-bit lane:
 * then lane L of b[g][k] holds words 4g to 4g + 3 of block 4L + k. O gives the unpacks.
 */
template <typename O>
[[gnu::always_inline]] inline void chacha_transpose(typename O::V (&x)[16],
						    typename O::V (&b)[4][4])
{
#pragma GCC unroll 4
	for (int g = 0; g < 4; g++) {
		const auto t0 = O::unpacklo32(x[4 * g], x[4 * g + 1]);
		const auto t1 = O::unpackhi32(x[4 * g], x[4 * g + 1]);
		const auto t2 = O::unpacklo32(x[4 * g + 2], x[4 * g + 3]);
		const auto t3 = O::unpackhi32(x[4 * g + 2], x[4 * g + 3]);

		b[g][0] = O::unpacklo64(t0, t2);
		b[g][1] = O::unpackhi64(t0, t2);
		b[g][2] = O::unpacklo64(t1, t3);
		b[g][3] = O::unpackhi64(t1, t3);
	}
}

// The xmm operations with SSSE3: four lanes; and the rows' operations too.
struct chacha_xmm_ops {
	using V = __m128i;
	static constexpr unsigned int lanes = 4;

	static V add(V a, V b) { return _mm_add_epi32(a, b); }
	static V xor_(V a, V b) { return _mm_xor_si128(a, b); }
	// The 16- and 8-bit rotations move each word's bytes (PSHUFB); the others take two shifts.
	template <int N> static V rotl(V x)
	{
		if constexpr (N == 16)
			return _mm_shuffle_epi8(x, _mm_set_epi8(13, 12, 15, 14, 9, 8, 11, 10, 5, 4,
								7, 6, 1, 0, 3, 2));
		else if constexpr (N == 8)
			return _mm_shuffle_epi8(x, _mm_set_epi8(14, 13, 12, 15, 10, 9, 8, 11, 6, 5,
								4, 7, 2, 1, 0, 3));
		else
			return _mm_or_si128(_mm_slli_epi32(x, N), _mm_srli_epi32(x, 32 - N));
	}
	static V splat(u32 w) { return _mm_set1_epi32((int)w); }
	static V iota() { return _mm_set_epi32(3, 2, 1, 0); }
	template <int I> static V shuffle(V x) { return _mm_shuffle_epi32(x, I); }
	static V unpacklo32(V a, V b) { return _mm_unpacklo_epi32(a, b); }
	static V unpackhi32(V a, V b) { return _mm_unpackhi_epi32(a, b); }
	static V unpacklo64(V a, V b) { return _mm_unpacklo_epi64(a, b); }
	static V unpackhi64(V a, V b) { return _mm_unpackhi_epi64(a, b); }
	static V load(const u8 *p) { return _mm_loadu_si128(reinterpret_cast<const V *>(p)); }
	static void store(u8 *p, V v) { _mm_storeu_si128(reinterpret_cast<V *>(p), v); }

	// One lane: b[g][k] is block k's words 4g to 4g + 3.
	template <bool Xor> static void write(V (&x)[16], u8 *dst, const u8 *src)
	{
		V b[4][4];

		chacha_transpose<chacha_xmm_ops>(x, b);
#pragma GCC unroll 4
		for (int k = 0; k < 4; k++)
#pragma GCC unroll 4
			for (int g = 0; g < 4; g++)
				chacha_put<chacha_xmm_ops, Xor>(b[g][k], dst, src, 64 * k + 16 * g);
	}
};

#ifdef __AVX2__
// The ymm operations with AVX2 (the files built with it): eight lanes.
// Each word's bytes moved up by N / 8 places in both 128-bit lanes, for the 16- and 8-bit
// rotations.
template <int N> __m256i chacha_avx2_byte_rotation()
{
	if constexpr (N == 16)
		return _mm256_broadcastsi128_si256(
			_mm_set_epi8(13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2));
	else
		return _mm256_broadcastsi128_si256(
			_mm_set_epi8(14, 13, 12, 15, 10, 9, 8, 11, 6, 5, 4, 7, 2, 1, 0, 3));
}

struct chacha_ymm_ops {
	using V = __m256i;
	static constexpr unsigned int lanes = 8;

	static V add(V a, V b) { return _mm256_add_epi32(a, b); }
	static V xor_(V a, V b) { return _mm256_xor_si256(a, b); }
	template <int N> static V rotl(V x)
	{
		if constexpr (N == 16 || N == 8)
			return _mm256_shuffle_epi8(x, chacha_avx2_byte_rotation<N>());
		else
			return _mm256_or_si256(_mm256_slli_epi32(x, N),
					       _mm256_srli_epi32(x, 32 - N));
	}
	static V splat(u32 w) { return _mm256_set1_epi32((int)w); }
	static V iota() { return _mm256_set_epi32(7, 6, 5, 4, 3, 2, 1, 0); }
	template <int I> static V shuffle(V x) { return _mm256_shuffle_epi32(x, I); }
	static V unpacklo32(V a, V b) { return _mm256_unpacklo_epi32(a, b); }
	static V unpackhi32(V a, V b) { return _mm256_unpackhi_epi32(a, b); }
	static V unpacklo64(V a, V b) { return _mm256_unpacklo_epi64(a, b); }
	static V unpackhi64(V a, V b) { return _mm256_unpackhi_epi64(a, b); }
	static V load(const u8 *p) { return _mm256_loadu_si256(reinterpret_cast<const V *>(p)); }
	static void store(u8 *p, V v) { _mm256_storeu_si256(reinterpret_cast<V *>(p), v); }

	// Lane 0 of b[g][k] is block k's words 4g to 4g + 3, lane 1 block k + 4's: the low lanes
	// of two groups make 32 bytes of block k, the high lanes 32 of block k + 4.
	template <bool Xor> static void write(V (&x)[16], u8 *dst, const u8 *src)
	{
		V b[4][4];

		chacha_transpose<chacha_ymm_ops>(x, b);
#pragma GCC unroll 4
		for (int k = 0; k < 4; k++) {
#pragma GCC unroll 2
			for (int h = 0; h < 2; h++) {
				const V lo = _mm256_permute2x128_si256(b[2 * h][k], b[2 * h + 1][k],
								       0x20);
				const V hi = _mm256_permute2x128_si256(b[2 * h][k], b[2 * h + 1][k],
								       0x31);

				chacha_put<chacha_ymm_ops, Xor>(lo, dst, src, 64 * k + 32 * h);
				chacha_put<chacha_ymm_ops, Xor>(hi, dst, src,
								64 * (k + 4) + 32 * h);
			}
		}
	}
};

/*
 * 2 * S blocks in rows, S sets of ymm registers each with one block in the low 128-bit lanes and
 * the next in the high ones, as chacha_lanes' xor_blocks(): for what is left of a message, less
 * work than the lane kernels' transposes (S = 1 for up to 128 bytes, 2 for up to 256).
 */
template <typename Y, int S> struct chacha_rows2 {
	using V = __m256i;
	static constexpr unsigned int blocks = 2 * S;

	static void xor_blocks(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds)
	{
		V r[S][4], o[4];

#pragma GCC unroll 4
		for (int i = 0; i < 4; i++)
			o[i] = _mm256_broadcastsi128_si256(chacha_row(state, i));
#pragma GCC unroll 2
		for (int s = 0; s < S; s++) {
#pragma GCC unroll 4
			for (int i = 0; i < 4; i++)
				r[s][i] = o[i];
			r[s][3] = Y::add(o[3],
					 _mm256_set_epi32(0, 0, 0, 2 * s + 1, 0, 0, 0, 2 * s));
		}
		chacha_row_rounds<Y, S>(r, nrounds);
		state[12] += (bytes + 63) / 64;
		alignas(32) u8 ks[S * 128];
		const bool whole = bytes == S * 128;
#pragma GCC unroll 2
		for (int s = 0; s < S; s++) {
#pragma GCC unroll 4
			for (int i = 0; i < 4; i++)
				r[s][i] = Y::add(
					r[s][i],
					i == 3 ? Y::add(o[3], _mm256_set_epi32(0, 0, 0, 2 * s + 1,
									       0, 0, 0, 2 * s))
					       : o[i]);
			// Each block's 64 bytes: its lane of rows a and b, then of c and d.
			const V out[4] = { _mm256_permute2x128_si256(r[s][0], r[s][1], 0x20),
					   _mm256_permute2x128_si256(r[s][2], r[s][3], 0x20),
					   _mm256_permute2x128_si256(r[s][0], r[s][1], 0x31),
					   _mm256_permute2x128_si256(r[s][2], r[s][3], 0x31) };
#pragma GCC unroll 4
			for (int i = 0; i < 4; i++) {
				if (whole)
					chacha_put<Y, true>(out[i], dst, src, 128 * s + 32 * i);
				else
					chacha_put<Y, false>(out[i], ks, nullptr, 128 * s + 32 * i);
			}
		}
		if (whole)
			return;
		chacha_xor_bytes(dst, src, ks, bytes);
		chacha_wipe(ks, sizeof(ks));
	}
};
#endif

// What is left after the widest kernel's whole runs: the narrowest kernel that covers it in
// one call (a kernel takes over above half the width of the one before it).
template <typename K, typename... Narrower>
void chacha_tail(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds)
{
	if constexpr (sizeof...(Narrower) > 0) {
		using Next = typename std::tuple_element<0, std::tuple<Narrower...>>::type;

		if (bytes <= Next::blocks * 64)
			return chacha_tail<Narrower...>(state, dst, src, bytes, nrounds);
	}
	K::xor_blocks(state, dst, src, bytes, nrounds);
}

// @bytes of keystream XORed into @src through kernels of decreasing width K, Narrower...
template <typename K, typename... Narrower>
void chacha_crypt_kernels(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds)
{
	constexpr unsigned int wide = K::blocks * 64;

	for (; bytes >= wide; bytes -= wide, src += wide, dst += wide)
		K::xor_blocks(state, dst, src, wide, nrounds);
	if (bytes)
		chacha_tail<K, Narrower...>(state, dst, src, bytes, nrounds);
}

} // namespace
} // namespace ukc::x86

#endif /* _UKC_X86_CHACHA_X86_VEC_H */
