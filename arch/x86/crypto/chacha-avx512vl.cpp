// SPDX-License-Identifier: GPL-2.0-only
// ChaCha with AVX-512 (6.12's AVX-512VL tier: VL and BW): sixteen blocks at once in zmm lanes,
// then eight in ymm, four in xmm or one in rows for what is left; every rotation is one VPROLD.
// With 32 vector registers the sixteen state vectors never leave them. The only file built with
// AVX-512 flags.
#include <immintrin.h>

#include "chacha-x86-vec.h"
#include "chacha-x86.h"

namespace {

using namespace ukc::x86;

struct chacha_zmm_ops {
	using V = __m512i;
	static constexpr unsigned int lanes = 16;

	static V add(V a, V b) { return _mm512_add_epi32(a, b); }
	static V xor_(V a, V b) { return _mm512_xor_si512(a, b); }
	template <int N> static V rotl(V x) { return _mm512_rol_epi32(x, N); }
	static V splat(u32 w) { return _mm512_set1_epi32((int)w); }
	static V iota()
	{
		return _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
	}
	static V unpacklo32(V a, V b) { return _mm512_unpacklo_epi32(a, b); }
	static V unpackhi32(V a, V b) { return _mm512_unpackhi_epi32(a, b); }
	static V unpacklo64(V a, V b) { return _mm512_unpacklo_epi64(a, b); }
	static V unpackhi64(V a, V b) { return _mm512_unpackhi_epi64(a, b); }
	static V load(const u8 *p) { return _mm512_loadu_si512(p); }
	static void store(u8 *p, V v) { _mm512_storeu_si512(p, v); }

	// Lane L of b[g][k] is block 4L + k's words 4g to 4g + 3: a 4x4 transpose of 128-bit
	// lanes across the four groups gives whole blocks.
	template <bool Xor> static void write(V (&x)[16], u8 *dst, const u8 *src)
	{
		V b[4][4];

		chacha_transpose<chacha_zmm_ops>(x, b);
#pragma GCC unroll 4
		for (int k = 0; k < 4; k++) {
			const V c0 = _mm512_shuffle_i32x4(b[0][k], b[1][k], 0x44);
			const V c1 = _mm512_shuffle_i32x4(b[0][k], b[1][k], 0xee);
			const V c2 = _mm512_shuffle_i32x4(b[2][k], b[3][k], 0x44);
			const V c3 = _mm512_shuffle_i32x4(b[2][k], b[3][k], 0xee);

			chacha_put<chacha_zmm_ops, Xor>(_mm512_shuffle_i32x4(c0, c2, 0x88), dst,
							src, 64 * k);
			chacha_put<chacha_zmm_ops, Xor>(_mm512_shuffle_i32x4(c0, c2, 0xdd), dst,
							src, 64 * (k + 4));
			chacha_put<chacha_zmm_ops, Xor>(_mm512_shuffle_i32x4(c1, c3, 0x88), dst,
							src, 64 * (k + 8));
			chacha_put<chacha_zmm_ops, Xor>(_mm512_shuffle_i32x4(c1, c3, 0xdd), dst,
							src, 64 * (k + 12));
		}
	}
};

// The narrower kernels' vectors, with AVX-512VL's rotations.
struct chacha_ymm_vl_ops : chacha_ymm_ops {
	template <int N> static V rotl(V x) { return _mm256_rol_epi32(x, N); }
};

struct chacha_xmm_vl_ops : chacha_xmm_ops {
	template <int N> static V rotl(V x) { return _mm_rol_epi32(x, N); }
};

} // namespace

void ukc::x86::chacha_crypt_avx512vl(u32 *state, u8 *dst, const u8 *src, unsigned int bytes,
				     int nrounds)
{
	chacha_crypt_kernels<chacha_lanes<chacha_zmm_ops>, chacha_lanes<chacha_ymm_vl_ops>,
			     chacha_rows2<chacha_ymm_vl_ops, 2>, chacha_rows2<chacha_ymm_vl_ops, 1>,
			     chacha_rows<chacha_xmm_vl_ops>>(state, dst, src, bytes, nrounds);
}
