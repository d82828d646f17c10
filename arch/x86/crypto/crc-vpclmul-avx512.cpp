// SPDX-License-Identifier: GPL-2.0-only
// The T10-DIF CRC and CRC-32 by folding with VPCLMULQDQ on 512-bit registers: sixteen 128-bit
// lanes in four registers, combined into one block and finished as the PCLMULQDQ file does.
#include <linux/crc-t10dif.h>
#include <linux/crc32.h>

#include "crc-fold-x86.h"
#include "crc-pclmul-x86.h"

namespace {

constexpr unsigned int crc_zmm_regs = 4;
constexpr size_t crc_zmm_chunk = 64 * crc_zmm_regs;
static_assert(crc_zmm_chunk / 16 <= crc_fold_max_blocks);

template <const crc_fold_poly &P> inline __m512i crc_zmm_load(const u8 *p)
{
	const __m512i v = _mm512_loadu_si512(p);

	if (P.reflected)
		return v;
	return _mm512_shuffle_epi8(v, _mm512_broadcast_i32x4(crc_fold_bswap()));
}

// Each 128-bit lane of @a carried @blocks blocks further, with crc_fold128()'s two products.
template <const crc_fold_poly &P> inline __m512i crc_zmm_fold(__m512i a, unsigned int blocks)
{
	const __m512i k = _mm512_broadcast_i32x4(crc_fold_k128<P>(blocks));

	return _mm512_xor_si512(_mm512_clmulepi64_epi128(a, k, 0x00),
				_mm512_clmulepi64_epi128(a, k, 0x11));
}

template <const crc_fold_poly &P> __m128i crc_zmm_fold_all(u32 crc, const u8 *&p, size_t &len)
{
	__m512i z[crc_zmm_regs];

	for (unsigned int i = 0; i < crc_zmm_regs; i++)
		z[i] = crc_zmm_load<P>(p + 64 * i);
	z[0] = _mm512_xor_si512(z[0], _mm512_zextsi128_si512(crc_fold_seed128<P>(crc)));
	p += crc_zmm_chunk;
	len -= crc_zmm_chunk;
	for (; len >= crc_zmm_chunk; p += crc_zmm_chunk, len -= crc_zmm_chunk)
		for (unsigned int i = 0; i < crc_zmm_regs; i++)
			z[i] = _mm512_xor_si512(crc_zmm_fold<P>(z[i], crc_fold_max_blocks),
						crc_zmm_load<P>(p + 64 * i));

	// Register i lies 4 * (3 - i) blocks before the last one, lane by lane.
	__m512i all = z[crc_zmm_regs - 1];

	for (unsigned int i = 0; i + 1 < crc_zmm_regs; i++)
		all = _mm512_xor_si512(all, crc_zmm_fold<P>(z[i], 4 * (crc_zmm_regs - 1 - i)));

	const __m128i lane[4] = { _mm512_extracti32x4_epi32(all, 0),
				  _mm512_extracti32x4_epi32(all, 1),
				  _mm512_extracti32x4_epi32(all, 2),
				  _mm512_extracti32x4_epi32(all, 3) };
	__m128i acc = lane[3];

	for (unsigned int i = 0; i < 3; i++)
		acc = _mm_xor_si128(acc, crc_fold128(lane[i], crc_fold_k128<P>(3 - i)));
	return crc_fold_tail128<P>(acc, p, len);
}

} // namespace

u16 crc_t10dif_vpclmul_avx512(u16 crc, const u8 *p, size_t len)
{
	return crc_fold_run<crc_fold_t10dif, crc_zmm_fold_all<crc_fold_t10dif>, __u16,
			    crc_t10dif_generic>(crc, p, len);
}

u32 crc32_vpclmul_avx512_le(u32 crc, const u8 *p, size_t len)
{
	return crc_fold_run<crc_fold_crc32_le, crc_zmm_fold_all<crc_fold_crc32_le>, u32,
			    crc32_le_base>(crc, p, len);
}
