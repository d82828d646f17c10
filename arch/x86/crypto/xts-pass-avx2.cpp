// SPDX-License-Identifier: GPL-2.0-only
// The xts template's tweak XORs eight blocks at a time with AVX2 and VPCLMULQDQ; the only file
// of the pass built with -mavx2 -mvpclmulqdq -mpclmul.
#include <linux/string.h>

#include <immintrin.h>

#include "xts-pass-x86.h"

namespace {

constexpr unsigned int xts_block_size = 16;

// T times alpha (IEEE 1619-2018 section 5.2): the 128-bit little-endian number shifted left by
// one bit, the bit shifted out folded back as x^7 + x^2 + x + 1 (0x87).
void xts_pass_mul_alpha(u64 t[2])
{
	const u64 carry = t[1] >> 63;

	t[1] = (t[1] << 1) | (t[0] >> 63);
	t[0] = (t[0] << 1) ^ (0x87 & (0 - carry));
}

} // namespace

// Eight blocks at a time in four 256-bit registers, each holding two consecutive tweaks, each
// stepping by alpha^8: a byte shift left within the 128-bit lane, and the byte shifted out
// folded back in as its carry-less product with 0x87. *tw moves on past the blocks done.
unsigned int ukc::x86::xts_xor_blocks_vpclmul(u8 *dst, const u8 *src, unsigned int n,
					      struct xts_pass_tweak *tw)
{
	const __m256i poly = _mm256_set_epi64x(0, 0x87, 0, 0x87);
	u64 first[8][2];
	__m256i t[4];
	unsigned int done = 0;

	for (unsigned int i = 0; i < 8; i++) {
		memcpy(first[i], tw->t, sizeof(first[i]));
		xts_pass_mul_alpha(tw->t);
	}
	for (unsigned int k = 0; k < 4; k++)
		t[k] = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(first[2 * k]));
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
	_mm256_storeu_si256(reinterpret_cast<__m256i *>(first[0]), t[0]);
	memcpy(tw->t, first[0], sizeof(tw->t));
	memzero_explicit(first, sizeof(first));
	return done;
}
