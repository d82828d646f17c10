/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Poly1305 over several blocks at once, written once over a vector of 64-bit lanes, for the
 * files of intrinsics of each x86 tier. Lane q accumulates every (lanes)th block in five 26-bit
 * limbs: each step multiplies all lanes by r^lanes and adds the next blocks, and the last step
 * multiplies each lane by the power of r its block is from the end and sums the lanes. In an
 * anonymous namespace: each file of intrinsics gets its own copy, built with its flags.
 */
#ifndef _UKC_X86_POLY1305_X86_VEC_H
#define _UKC_X86_POLY1305_X86_VEC_H

#include "poly1305-x86.h"

namespace ukc::x86 {
namespace {

/*
 * An Ops type gives: V, the vector; lanes, its 64-bit lanes; mul() (the low 32 bits of each
 * lane multiplied into 64), add(), and_(), or_(), srl<N>(), sll<N>(), splat(), load() and
 * store() of lanes 64-bit words, and load_blocks(), the vectors of 16-byte blocks at @src
 * placed as poly1305_x86_block_of_lane() says.
 */

template <typename Ops> struct poly1305_vec {
	using V = typename Ops::V;

	V l[5];
};

/* The limbs of blocks, with the 2^128 bit. */
template <typename Ops> poly1305_vec<Ops> poly1305_load(const u8 *src)
{
	const typename Ops::V mask = Ops::splat(poly1305_x86_mask26);
	typename Ops::V lo, hi;
	poly1305_vec<Ops> m;

	Ops::load_blocks(src, &lo, &hi);
	m.l[0] = Ops::and_(lo, mask);
	m.l[1] = Ops::and_(Ops::template srl<26>(lo), mask);
	m.l[2] = Ops::and_(Ops::or_(Ops::template srl<52>(lo), Ops::template sll<12>(hi)), mask);
	m.l[3] = Ops::and_(Ops::template srl<14>(hi), mask);
	m.l[4] = Ops::or_(Ops::template srl<40>(hi), Ops::splat(1U << 24));
	return m;
}

/* A multiplier: five limbs and 5 times the upper four (2^130 = 5 mod p). */
template <typename Ops> struct poly1305_mulby {
	using V = typename Ops::V;

	V r[5], s[5];
};

template <typename Ops> poly1305_mulby<Ops> poly1305_mulby_from(const u64 (&limb)[5][Ops::lanes])
{
	poly1305_mulby<Ops> m;

#pragma GCC unroll 5
	for (int i = 0; i < 5; i++) {
		u64 five[Ops::lanes];

		for (unsigned int q = 0; q < Ops::lanes; q++)
			five[q] = limb[i][q] * 5;
		m.r[i] = Ops::load(limb[i]);
		m.s[i] = Ops::load(five);
	}
	return m;
}

/* The five 64-bit sums of limb products, not carried. */
template <typename Ops>
poly1305_vec<Ops> poly1305_vmul(const poly1305_vec<Ops> &a, const poly1305_mulby<Ops> &b)
{
	poly1305_vec<Ops> d;

#pragma GCC unroll 5
	for (int k = 0; k < 5; k++) {
		d.l[k] = Ops::mul(a.l[0], b.r[k]);
#pragma GCC unroll 4
		for (int i = 1; i < 5; i++)
			d.l[k] = Ops::add(d.l[k],
					  Ops::mul(a.l[i], i <= k ? b.r[k - i] : b.s[5 + k - i]));
	}
	return d;
}

/* Limb @I keeps its low 26 bits and carries the rest into the next limb: limb 4's into limb 0,
 * times 5 (2^130 is 5 modulo 2^130 - 5). */
template <int I, typename Ops>
inline void poly1305_vcarry_limb(poly1305_vec<Ops> &d, typename Ops::V mask)
{
	const typename Ops::V c = Ops::template srl<26>(d.l[I]);

	d.l[I] = Ops::and_(d.l[I], mask);
	if constexpr (I == 4)
		d.l[0] = Ops::add(d.l[0], Ops::add(c, Ops::template sll<2>(c)));
	else
		d.l[I + 1] = Ops::add(d.l[I + 1], c);
}

/* Carries in two chains at once, one from limb 0 and one from limb 3 (through limb 4 to limb 0),
 * each step of one independent of the other's: every limb ends below 2^26 but d1 and d4, a
 * little over. */
template <typename Ops> void poly1305_vcarry(poly1305_vec<Ops> &d)
{
	const typename Ops::V mask = Ops::splat(poly1305_x86_mask26);

	poly1305_vcarry_limb<0>(d, mask);
	poly1305_vcarry_limb<3>(d, mask);
	poly1305_vcarry_limb<1>(d, mask);
	poly1305_vcarry_limb<4>(d, mask);
	poly1305_vcarry_limb<2>(d, mask);
	poly1305_vcarry_limb<0>(d, mask);
	poly1305_vcarry_limb<3>(d, mask);
}

template <typename Ops> void poly1305_vadd(poly1305_vec<Ops> &a, const poly1305_vec<Ops> &b)
{
#pragma GCC unroll 5
	for (int i = 0; i < 5; i++)
		a.l[i] = Ops::add(a.l[i], b.l[i]);
}

template <typename Ops>
void poly1305_blocks_vec(u64 h[3], const poly1305_x86_key *key, const u8 *src, unsigned int nblocks)
{
	constexpr unsigned int lanes = Ops::lanes;
	u64 step[5][lanes], last[5][lanes], first[5][lanes] = {};
	u32 h26[5];

	poly1305_to26(h, h26);
	for (int i = 0; i < 5; i++) {
		for (unsigned int q = 0; q < lanes; q++) {
			step[i][q] = key->pow26[lanes - 1][i];
			last[i][q] =
				key->pow26[lanes - 1 - poly1305_x86_block_of_lane(q, lanes)][i];
		}
		first[i][0] = h26[i];
	}
	const poly1305_mulby<Ops> by_step = poly1305_mulby_from<Ops>(step);
	poly1305_vec<Ops> acc = poly1305_load<Ops>(src);
	poly1305_vec<Ops> hv;

	for (int i = 0; i < 5; i++)
		hv.l[i] = Ops::load(first[i]);
	poly1305_vadd(acc, hv);
	for (nblocks -= lanes, src += lanes * POLY1305_BLOCK_SIZE; nblocks;
	     nblocks -= lanes, src += lanes * POLY1305_BLOCK_SIZE) {
		acc = poly1305_vmul(acc, by_step);
		poly1305_vcarry(acc);
		poly1305_vadd(acc, poly1305_load<Ops>(src));
	}
	acc = poly1305_vmul(acc, poly1305_mulby_from<Ops>(last));

	u64 sum[5];
	for (int i = 0; i < 5; i++) {
		u64 lane[lanes];

		Ops::store(lane, acc.l[i]);
		sum[i] = 0;
		for (unsigned int q = 0; q < lanes; q++)
			sum[i] += lane[q];
	}
	poly1305_from26(sum, h);
}

} // namespace
} // namespace ukc::x86

#endif /* _UKC_X86_POLY1305_X86_VEC_H */
