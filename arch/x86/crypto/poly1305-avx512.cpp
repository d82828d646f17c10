// SPDX-License-Identifier: GPL-2.0-only
// Poly1305 with AVX-512F: eight blocks a step, in the 64-bit lanes of zmm registers. The only
// file built with AVX-512 flags for it.
#include <immintrin.h>

#include "poly1305-x86-vec.h"

namespace {

struct poly1305_zmm_ops {
	using V = __m512i;
	static constexpr unsigned int lanes = 8;

	static V mul(V a, V b) { return _mm512_mul_epu32(a, b); }
	static V add(V a, V b) { return _mm512_add_epi64(a, b); }
	static V and_(V a, V b) { return _mm512_and_si512(a, b); }
	static V or_(V a, V b) { return _mm512_or_si512(a, b); }
	template <int N> static V srl(V a) { return _mm512_srli_epi64(a, N); }
	template <int N> static V sll(V a) { return _mm512_slli_epi64(a, N); }
	static V splat(u64 w) { return _mm512_set1_epi64(static_cast<long long>(w)); }
	static V load(const u64 *p) { return _mm512_loadu_si512(p); }
	static void store(u64 *p, V v) { _mm512_storeu_si512(p, v); }
	static void load_blocks(const u8 *src, V *lo, V *hi)
	{
		const V a = _mm512_loadu_si512(src);
		const V b = _mm512_loadu_si512(src + 64);

		*lo = _mm512_unpacklo_epi64(a, b);
		*hi = _mm512_unpackhi_epi64(a, b);
	}
};

} // namespace

void ukc::x86::poly1305_blocks_avx512(u64 h[3], const poly1305_x86_key *key, const u8 *src,
				      unsigned int nblocks)
{
	poly1305_blocks_vec<poly1305_zmm_ops>(h, key, src, nblocks);
}
