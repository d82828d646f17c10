// SPDX-License-Identifier: GPL-2.0-only
// Poly1305 with AVX2: four blocks a step, in the 64-bit lanes of ymm registers. The only file
// built with -mavx2.
#include <immintrin.h>

#include "poly1305-x86-vec.h"

namespace {

struct poly1305_ymm_ops {
	using V = __m256i;
	static constexpr unsigned int lanes = 4;

	static V mul(V a, V b) { return _mm256_mul_epu32(a, b); }
	static V add(V a, V b) { return _mm256_add_epi64(a, b); }
	static V and_(V a, V b) { return _mm256_and_si256(a, b); }
	static V or_(V a, V b) { return _mm256_or_si256(a, b); }
	template <int N> static V srl(V a) { return _mm256_srli_epi64(a, N); }
	template <int N> static V sll(V a) { return _mm256_slli_epi64(a, N); }
	static V splat(u64 w) { return _mm256_set1_epi64x(static_cast<long long>(w)); }
	static V load(const u64 *p) { return _mm256_loadu_si256(reinterpret_cast<const V *>(p)); }
	static void store(u64 *p, V v) { _mm256_storeu_si256(reinterpret_cast<V *>(p), v); }
	static void load_blocks(const u8 *src, V *lo, V *hi)
	{
		const V a = _mm256_loadu_si256(reinterpret_cast<const V *>(src));
		const V b = _mm256_loadu_si256(reinterpret_cast<const V *>(src + 32));

		*lo = _mm256_unpacklo_epi64(a, b);
		*hi = _mm256_unpackhi_epi64(a, b);
	}
};

} // namespace

void ukc::x86::poly1305_blocks_avx2(u64 h[3], const poly1305_x86_key *key, const u8 *src,
				    unsigned int nblocks)
{
	poly1305_blocks_vec<poly1305_ymm_ops>(h, key, src, nblocks);
}
