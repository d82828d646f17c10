// SPDX-License-Identifier: GPL-2.0-only
// The xts template's tweak XORs eight blocks at a time with AVX2 and VPCLMULQDQ; the only file
// of the pass built with -mavx2 -mvpclmulqdq -mpclmul.
#include <immintrin.h>

#include "xts-pass-x86.h"

namespace {

constexpr unsigned int xts_block_size = 16;

// T times alpha (IEEE 1619-2018 section 5.2): the 128-bit little-endian number lo + 2^64 hi
// shifted left by one bit, the bit shifted out folded back as x^7 + x^2 + x + 1 (0x87).
void xts_pass_mul_alpha(u64 &lo, u64 &hi)
{
	const u64 carry = hi >> 63;

	hi = (hi << 1) | (lo >> 63);
	lo = (lo << 1) ^ (0x87 & (0 - carry));
}

} // namespace

// Eight blocks at a time in four 256-bit registers, each holding two consecutive tweaks, each
// stepping by alpha^8: a byte shift left within the 128-bit lane, and the byte shifted out
// folded back in as its carry-less product with 0x87. The first eight tweaks are worked out in
// general registers and go to the vectors directly: a trip through memory would load each
// vector from smaller stores, which the CPU cannot forward. *tw moves on past the blocks done.
unsigned int ukc::x86::xts_xor_blocks_vpclmul(u8 *dst, const u8 *src, unsigned int n,
					      struct xts_pass_tweak *tw)
{
	const __m256i poly = _mm256_set_epi64x(0, 0x87, 0, 0x87);
	u64 lo = tw->t[0], hi = tw->t[1];
	__m256i t[4];
	unsigned int done = 0;

	for (unsigned int k = 0; k < 4; k++) {
		const u64 lo0 = lo, hi0 = hi;

		xts_pass_mul_alpha(lo, hi);
		t[k] = _mm256_set_epi64x((long long)hi, (long long)lo, (long long)hi0,
					 (long long)lo0);
		xts_pass_mul_alpha(lo, hi);
	}
	for (; n - done >= 8; done += 8, src += 8 * xts_block_size, dst += 8 * xts_block_size) {
		for (unsigned int k = 0; k < 4; k++) {
			auto *s = reinterpret_cast<const __m256i *>(src + 2 * k * xts_block_size);
			auto *d = reinterpret_cast<__m256i *>(dst + 2 * k * xts_block_size);
			const __m256i top = _mm256_srli_si256(t[k], 15);

			_mm256_storeu_si256(d, _mm256_xor_si256(_mm256_loadu_si256(s), t[k]));
			t[k] = _mm256_xor_si256(_mm256_slli_si256(t[k], 1),
						_mm256_clmulepi64_epi128(top, poly, 0x00));
		}
	}
	_mm_storeu_si128(reinterpret_cast<__m128i *>(tw->t), _mm256_castsi256_si128(t[0]));
	return done;
}
