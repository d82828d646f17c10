// SPDX-License-Identifier: GPL-2.0-only
// Poly1305 with AVX-512 IFMA: eight blocks a step in the 64-bit lanes of zmm registers, in three
// limbs of 44, 44 and 42 bits. VPMADD52LUQ and VPMADD52HUQ add the low and high 52 bits of each
// limb product: nine of each a step, where 26-bit limbs take twenty-five multiplies and as many
// additions. The only file built with -mavx512ifma.
#include <immintrin.h>

#include "poly1305-x86.h"

namespace {

using namespace ukc::x86;
using V = __m512i;

constexpr u64 mask44 = poly1305_x86_mask44;
constexpr u64 mask42 = (1ULL << 42) - 1;
constexpr unsigned int lanes = 8;

struct limbs44 {
	V l[3];
};

// A multiplier: r's limbs, and 20 times the upper two (2^132 = 20 mod p).
struct mulby44 {
	V r[3], s1, s2;
};

// The blocks at @src (lane q holding poly1305_x86_block_of_lane(q, 8)), with the 2^128 bit.
limbs44 load44(const u8 *src)
{
	const V a = _mm512_loadu_si512(src), b = _mm512_loadu_si512(src + 64);
	const V lo = _mm512_unpacklo_epi64(a, b), hi = _mm512_unpackhi_epi64(a, b);
	const V mask = _mm512_set1_epi64(mask44);
	limbs44 m;

	m.l[0] = _mm512_and_si512(lo, mask);
	m.l[1] = _mm512_and_si512(
		_mm512_or_si512(_mm512_srli_epi64(lo, 44), _mm512_slli_epi64(hi, 20)), mask);
	m.l[2] = _mm512_or_si512(_mm512_srli_epi64(hi, 24), _mm512_set1_epi64(1ULL << 40));
	return m;
}

mulby44 mulby_from(V r0, V r1, V r2)
{
	mulby44 m = { { r0, r1, r2 }, {}, {} };

	m.s1 = _mm512_add_epi64(_mm512_slli_epi64(m.r[1], 4), _mm512_slli_epi64(m.r[1], 2));
	m.s2 = _mm512_add_epi64(_mm512_slli_epi64(m.r[2], 4), _mm512_slli_epi64(m.r[2], 2));
	return m;
}

V madd_lo(V acc, V a, V b)
{
	return _mm512_madd52lo_epu64(acc, a, b);
}

V madd_hi(V acc, V a, V b)
{
	return _mm512_madd52hi_epu64(acc, a, b);
}

// a * b, not carried: each limb's low sums, plus the limb below's high sums moved up (2^52 is
// 2^44 * 2^8); the top limb's high sums stand at 2^140 = 5 * 2^10 mod p.
limbs44 mul44(const limbs44 &a, const mulby44 &b)
{
	const V z = _mm512_setzero_si512();
	const V lo0 = madd_lo(madd_lo(madd_lo(z, a.l[0], b.r[0]), a.l[1], b.s2), a.l[2], b.s1);
	const V hi0 = madd_hi(madd_hi(madd_hi(z, a.l[0], b.r[0]), a.l[1], b.s2), a.l[2], b.s1);
	const V lo1 = madd_lo(madd_lo(madd_lo(z, a.l[0], b.r[1]), a.l[1], b.r[0]), a.l[2], b.s2);
	const V hi1 = madd_hi(madd_hi(madd_hi(z, a.l[0], b.r[1]), a.l[1], b.r[0]), a.l[2], b.s2);
	const V lo2 = madd_lo(madd_lo(madd_lo(z, a.l[0], b.r[2]), a.l[1], b.r[1]), a.l[2], b.r[0]);
	const V hi2 = madd_hi(madd_hi(madd_hi(z, a.l[0], b.r[2]), a.l[1], b.r[1]), a.l[2], b.r[0]);
	limbs44 d;

	d.l[0] = _mm512_add_epi64(
		lo0, _mm512_add_epi64(_mm512_slli_epi64(hi2, 12), _mm512_slli_epi64(hi2, 10)));
	d.l[1] = _mm512_add_epi64(lo1, _mm512_slli_epi64(hi0, 8));
	d.l[2] = _mm512_add_epi64(lo2, _mm512_slli_epi64(hi1, 8));
	return d;
}

// One carry step of every limb at once, the top one's around to limb 0 times 5: limbs of up to
// 2^57 end a few bits over 44, 44 and 42 bits, small enough for the next multiply.
void carry44(limbs44 &d)
{
	const V m44 = _mm512_set1_epi64(mask44), m42 = _mm512_set1_epi64(mask42);
	const V c0 = _mm512_srli_epi64(d.l[0], 44), c1 = _mm512_srli_epi64(d.l[1], 44),
		c2 = _mm512_srli_epi64(d.l[2], 42);

	d.l[0] = _mm512_add_epi64(_mm512_and_si512(d.l[0], m44),
				  _mm512_add_epi64(c2, _mm512_slli_epi64(c2, 2)));
	d.l[1] = _mm512_add_epi64(_mm512_and_si512(d.l[1], m44), c0);
	d.l[2] = _mm512_add_epi64(_mm512_and_si512(d.l[2], m42), c1);
}

void add44(limbs44 &a, const limbs44 &b)
{
	for (int i = 0; i < 3; i++)
		a.l[i] = _mm512_add_epi64(a.l[i], b.l[i]);
}

} // namespace

// Two accumulators over alternate eight-block groups while 32 blocks or more are left, each step
// times r^16: the multiply-adds of one fill the other's latency. Then the one of the earlier
// groups times r^8 plus the other is a single accumulator again, which takes the rest eight at
// a time; each lane's last multiply is by r to the power of its block's distance from the end.
void ukc::x86::poly1305_blocks_avx512ifma(u64 h[3], const poly1305_x86_key *key, const u8 *src,
					  unsigned int nblocks)
{
	const u64(*last)[lanes] = key->ifma.last;
	// Lane 0 holds the first block of a step: its last power is r^8.
	const mulby44 by8 = mulby_from(_mm512_set1_epi64(last[0][0]), _mm512_set1_epi64(last[1][0]),
				       _mm512_set1_epi64(last[2][0]));
	u64 h44[3];

	poly1305_to44(h, h44);
	limbs44 acc = load44(src);

	// h joins lane 0, the first block's.
	for (int i = 0; i < 3; i++)
		acc.l[i] = _mm512_mask_add_epi64(acc.l[i], 1, acc.l[i], _mm512_set1_epi64(h44[i]));
	src += lanes * POLY1305_BLOCK_SIZE;
	nblocks -= lanes;
	if (nblocks >= 3 * lanes) {
		const u64 *r16 = key->ifma.r16;
		const mulby44 by16 = mulby_from(_mm512_set1_epi64(r16[0]),
						_mm512_set1_epi64(r16[1]),
						_mm512_set1_epi64(r16[2]));
		limbs44 odd = load44(src);

		src += lanes * POLY1305_BLOCK_SIZE;
		nblocks -= lanes;
		for (; nblocks >= 2 * lanes; nblocks -= 2 * lanes) {
			acc = mul44(acc, by16);
			odd = mul44(odd, by16);
			carry44(acc);
			carry44(odd);
			add44(acc, load44(src));
			add44(odd, load44(src + lanes * POLY1305_BLOCK_SIZE));
			src += 2 * lanes * POLY1305_BLOCK_SIZE;
		}
		acc = mul44(acc, by8);
		carry44(acc);
		add44(acc, odd);
	}
	for (; nblocks; nblocks -= lanes, src += lanes * POLY1305_BLOCK_SIZE) {
		acc = mul44(acc, by8);
		carry44(acc);
		add44(acc, load44(src));
	}
	acc = mul44(acc, mulby_from(_mm512_loadu_si512(last[0]), _mm512_loadu_si512(last[1]),
				    _mm512_loadu_si512(last[2])));

	// Each lane's limbs are below 2^57, their sums below 2^60.
	const u64 l0 = _mm512_reduce_add_epi64(acc.l[0]), l1 = _mm512_reduce_add_epi64(acc.l[1]),
		  l2 = _mm512_reduce_add_epi64(acc.l[2]);
	poly1305_u128 a = static_cast<poly1305_u128>(l0) + (static_cast<poly1305_u128>(l1) << 44);

	h[0] = poly1305_lo(a);
	a = (a >> 64) + (static_cast<poly1305_u128>(l2) << 24);
	h[1] = poly1305_lo(a);
	h[2] = poly1305_hi(a);
	poly1305_fold(h);
}
