/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The x86 Poly1305 (RFC 8439 section 2.5): the state the glue keeps in struct poly1305_desc_ctx,
 * the scalar arithmetic in base 2^64 every tier shares, and the SIMD tiers' routines
 * (poly1305-avx2.cpp, poly1305-avx512.cpp). The helpers are in an anonymous namespace: each
 * file gets its own copy, built with its own flags.
 */
#ifndef _UKC_ARCH_X86_POLY1305_X86_H
#define _UKC_ARCH_X86_POLY1305_X86_H

#include <crypto/poly1305.h>
#include <linux/types.h>
#include <linux/unaligned.h>

#pragma GCC visibility push(hidden)

namespace ukc::x86 {

/* The most blocks a SIMD tier takes in one step: r^1 to r^8 are kept. */
constexpr unsigned int poly1305_x86_max_lanes = 8;

/*
 * The SIMD tiers load two vectors of blocks and interleave them by 64-bit unpacks, which work
 * within 128-bit lanes: 64-bit lane q of @lanes gets block q / 2 + (q % 2) * lanes / 2.
 */
constexpr unsigned int poly1305_x86_block_of_lane(unsigned int q, unsigned int lanes)
{
	return q / 2 + (q % 2) * (lanes / 2);
}

/*
 * What the glue keeps in the desc's opaque_r: the clamped r as two 64-bit words, and r^1 to
 * r^lanes (computed the first time a SIMD tier runs, desc->rset naming the tier's form) in five
 * 26-bit limbs each; or for the IFMA tier, in limbs of 44, 44 and 42 bits, laid out as its last
 * step reads them (limb i of the power lane q multiplies by, at last[i][q]) and r^16 beside. The accumulator is
 * desc->h.h64[], h in base 2^64 (h64[2] a few bits, h kept below 2^131) between calls whichever
 * tier ran, so the scalar code and any SIMD tier may take turns on one state.
 */
struct __attribute__((__may_alias__)) poly1305_x86_key {
	u64 r[2];
	union {
		u32 pow26[poly1305_x86_max_lanes][5];
		struct {
			u64 last[3][poly1305_x86_max_lanes];
			u64 r16[3];
		} ifma;
	};
};

static_assert(sizeof(poly1305_x86_key) <= sizeof(((struct poly1305_desc_ctx *)nullptr)->opaque_r));

/*
 * poly1305_blocks_<tier>() absorbs @nblocks full blocks (a multiple of the tier's lanes, at
 * least twice them) into @h with the 2^128 bit set; @key->pow26 holds at least the tier's
 * lanes' powers. Callers hold kernel_fpu_begin().
 */
void poly1305_blocks_avx2(u64 h[3], const poly1305_x86_key *key, const u8 *src,
			  unsigned int nblocks);
void poly1305_blocks_avx512(u64 h[3], const poly1305_x86_key *key, const u8 *src,
			    unsigned int nblocks);
void poly1305_blocks_avx512ifma(u64 h[3], const poly1305_x86_key *key, const u8 *src,
				unsigned int nblocks);

namespace {

using poly1305_u128 = unsigned __int128;

constexpr u64 poly1305_x86_mask26 = (1U << 26) - 1;
constexpr u64 poly1305_x86_mask44 = (1ULL << 44) - 1;

inline u64 poly1305_lo(poly1305_u128 x)
{
	return static_cast<u64>(x);
}

inline u64 poly1305_hi(poly1305_u128 x)
{
	return static_cast<u64>(x >> 64);
}

/* h2 = 4q + t: 2^130 = 5 mod p, so 5q goes back to the bottom; h stays below 2^130 + 2^64. */
inline void poly1305_fold(u64 h[3])
{
	const u64 c = (h[2] >> 2) * 5;
	poly1305_u128 t = static_cast<poly1305_u128>(h[0]) + c;

	h[2] &= 3;
	h[0] = poly1305_lo(t);
	t = static_cast<poly1305_u128>(h[1]) + poly1305_hi(t);
	h[1] = poly1305_lo(t);
	h[2] += poly1305_hi(t);
}

/*
 * h = h * r mod p, h partly reduced (below 2^131 in, below 2^130 + 2^64 out). r's top word has
 * its low two bits clear (the clamp), so r1 * 2^128 = (r1 / 4) * 5 mod p exactly: s1 below.
 */
inline void poly1305_mul(u64 h[3], const u64 r[2])
{
	const u64 s1 = r[1] + (r[1] >> 2);
	poly1305_u128 d0 = static_cast<poly1305_u128>(h[0]) * r[0] +
			   static_cast<poly1305_u128>(h[1]) * s1;
	poly1305_u128 d1 = static_cast<poly1305_u128>(h[0]) * r[1] +
			   static_cast<poly1305_u128>(h[1]) * r[0] +
			   static_cast<poly1305_u128>(h[2]) * s1;
	u64 d2 = h[2] * r[0];

	d1 += poly1305_hi(d0);
	d2 += poly1305_hi(d1);
	h[0] = poly1305_lo(d0);
	h[1] = poly1305_lo(d1);
	h[2] = d2;
	poly1305_fold(h);
}

/* h mod p, fully reduced: below 2^130 + 2^64 after a fold, so one subtraction of p at most. */
inline void poly1305_reduce(u64 h[3])
{
	poly1305_fold(h);
	poly1305_u128 g = static_cast<poly1305_u128>(h[0]) + 5;
	const u64 g0 = poly1305_lo(g);

	g = static_cast<poly1305_u128>(h[1]) + poly1305_hi(g);
	const u64 g1 = poly1305_lo(g);
	const u64 g2 = h[2] + poly1305_hi(g);
	const u64 take_g = 0 - (g2 >> 2); // all ones when h + 5 >= 2^130, that is h >= p

	h[0] = (h[0] & ~take_g) | (g0 & take_g);
	h[1] = (h[1] & ~take_g) | (g1 & take_g);
	h[2] = (h[2] & ~take_g) | ((g2 & 3) & take_g);
}

/* Section 2.5.1's loop over whole blocks, @hibit the 2^128 bit (0 for a padded last block). */
inline void poly1305_blocks_scalar(u64 h[3], const u64 r[2], const u8 *src, unsigned int nblocks,
				   u64 hibit)
{
	for (; nblocks; nblocks--, src += POLY1305_BLOCK_SIZE) {
		poly1305_u128 t = static_cast<poly1305_u128>(h[0]) + get_unaligned_le64(src);

		h[0] = poly1305_lo(t);
		t = static_cast<poly1305_u128>(h[1]) + get_unaligned_le64(src + 8) + poly1305_hi(t);
		h[1] = poly1305_lo(t);
		h[2] += poly1305_hi(t) + hibit;
		poly1305_mul(h, r);
	}
}

/* A value below 2^130 in five 26-bit limbs. */
inline void poly1305_to26(const u64 h[3], u32 l[5])
{
	l[0] = static_cast<u32>(h[0] & poly1305_x86_mask26);
	l[1] = static_cast<u32>((h[0] >> 26) & poly1305_x86_mask26);
	l[2] = static_cast<u32>(((h[0] >> 52) | (h[1] << 12)) & poly1305_x86_mask26);
	l[3] = static_cast<u32>((h[1] >> 14) & poly1305_x86_mask26);
	l[4] = static_cast<u32>((h[1] >> 40) | (h[2] << 24));
}

/* A value below 2^131 in limbs of 44, 44 and 43 bits. */
inline void poly1305_to44(const u64 h[3], u64 l[3])
{
	l[0] = h[0] & poly1305_x86_mask44;
	l[1] = ((h[0] >> 44) | (h[1] << 20)) & poly1305_x86_mask44;
	l[2] = (h[1] >> 24) | (h[2] << 40);
}

/*
 * d = a * b mod p in limbs of 44, 44 and 42 bits, a and b below 2^45 a limb (2^132 = 20 mod p
 * folds the products past the top limb back); d's middle limb may be a few bits over.
 */
inline void poly1305_mul44(const u64 a[3], const u64 b[3], u64 d[3])
{
	const u64 s1 = b[1] * 20, s2 = b[2] * 20;
	const poly1305_u128 d0 = static_cast<poly1305_u128>(a[0]) * b[0] +
				 static_cast<poly1305_u128>(a[1]) * s2 +
				 static_cast<poly1305_u128>(a[2]) * s1;
	poly1305_u128 d1 = static_cast<poly1305_u128>(a[0]) * b[1] +
			   static_cast<poly1305_u128>(a[1]) * b[0] +
			   static_cast<poly1305_u128>(a[2]) * s2;
	poly1305_u128 d2 = static_cast<poly1305_u128>(a[0]) * b[2] +
			   static_cast<poly1305_u128>(a[1]) * b[1] +
			   static_cast<poly1305_u128>(a[2]) * b[0];

	d1 += static_cast<u64>(d0 >> 44);
	d2 += static_cast<u64>(d1 >> 44);
	d[0] = (static_cast<u64>(d0) & poly1305_x86_mask44) + static_cast<u64>(d2 >> 42) * 5;
	d[1] = (static_cast<u64>(d1) & poly1305_x86_mask44) + (d[0] >> 44);
	d[0] &= poly1305_x86_mask44;
	d[2] = static_cast<u64>(d2) & ((1ULL << 42) - 1);
}

/* Five limbs of any size up to 2^62 at 26-bit spacing, summed into base 2^64 and folded. */
inline void poly1305_from26(const u64 d[5], u64 h[3])
{
	poly1305_u128 a = static_cast<poly1305_u128>(d[0]) +
			  (static_cast<poly1305_u128>(d[1]) << 26) +
			  (static_cast<poly1305_u128>(d[2]) << 52);
	h[0] = poly1305_lo(a);
	a = (a >> 64) + (static_cast<poly1305_u128>(d[3]) << 14) +
	    (static_cast<poly1305_u128>(d[4]) << 40);
	h[1] = poly1305_lo(a);
	h[2] = poly1305_hi(a);
	poly1305_fold(h);
}

} // namespace
} // namespace ukc::x86

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_POLY1305_X86_H */
