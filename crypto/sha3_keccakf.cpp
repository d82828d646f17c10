// SPDX-License-Identifier: GPL-2.0-only
// The block function of sha3-*-generic, built twice on x86-64: as it is, and with BMI1 for the
// CPUs that have it (UKC_SHA3_BMI1), where ANDN does chi's ~b & c in one instruction.
#include <array>
#include <bit>

#include <crypto/sha3.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "sha3_keccakf.h"
#include "shared/keccak.h"

#ifdef UKC_SHA3_BMI1
#define SHA3_BLOCKS_NAME ukc::sha3_blocks_bmi1
#else
#define SHA3_BLOCKS_NAME ukc::sha3_blocks_portable
#endif

namespace {

// With ANDN every chi step is one instruction and two operands kept, so complementing lanes
// would only add NOTs; without it, lane complementing saves most of them.
#ifdef __BMI__
constexpr bool sha3_have_andn = true;
#else
constexpr bool sha3_have_andn = false;
#endif

/*
 * Keccak-f[1600] on a state whose lanes of sha3_flipped are held complemented (none with ANDN): chi's
 * ~B[x+1] & B[x+2] then mostly becomes an AND or an OR of the held values, and of the 25 NOTs a
 * round would take (there is no ANDN in the x86-64 baseline) about 11 remain. The set is the
 * "lane complementing" transform of the Keccak team's implementation overview;
 * which lanes of a plane come out complemented follows from it through theta, rho and pi, and
 * every step below is chosen from that when compiled.
 */
constexpr std::array<bool, 25> sha3_flipped = [] {
	std::array<bool, 25> f{};

	if (!sha3_have_andn)
		for (int i : { 1, 2, 8, 12, 17, 20 })
			f[i] = true;
	return f;
}();

// Whether theta's D[x] is held complemented: C[x - 1] ^ rot(C[x + 1], 1), each column's parity
// complemented as often as the column has flipped lanes.
constexpr bool sha3_d_flipped(int x)
{
	bool f = false;

	for (int y = 0; y < 5; y++)
		f ^= sha3_flipped[(x + 4) % 5 + 5 * y] ^ sha3_flipped[(x + 1) % 5 + 5 * y];
	return f;
}

// rho and pi: the lane that lands at (x, y) comes from ((x + 3y) mod 5, x).
constexpr int sha3_pi_src(int x, int y)
{
	return (x + 3 * y) % 5 + 5 * x;
}

constexpr bool sha3_b_flipped(int x, int y)
{
	return sha3_flipped[sha3_pi_src(x, y)] ^ sha3_d_flipped((x + 3 * y) % 5);
}

// chi's lane x of plane y (section 3.2.4), b[x] ^ (~b[x + 1] & b[x + 2]), from the held values:
// ~q & r is q & r when only q is held complemented, ~(q | r) when only r is; the result is
// complemented when that leaves it otherwise than sha3_flipped holds it.
template <int Y, int X> [[gnu::always_inline]] inline u64 sha3_chi(const u64 (&b)[5])
{
	constexpr bool fp = sha3_b_flipped(X, Y), fq = sha3_b_flipped((X + 1) % 5, Y),
		       fr = sha3_b_flipped((X + 2) % 5, Y);
	const u64 q = b[(X + 1) % 5], r = b[(X + 2) % 5];
	u64 t;

	if constexpr (fq && !fr)
		t = q & r;
	else if constexpr (!fq && fr)
		t = q | r;
	else if constexpr (!fq)
		t = ~q & r;
	else
		t = q & ~r;
	constexpr bool t_flipped = !fq && fr;

	return (fp != t_flipped) != sha3_flipped[X + 5 * Y] ? ~(b[X] ^ t) : b[X] ^ t;
}

// Plane y of the round's output @e: theta's @d added, rho, pi and chi.
template <int Y> [[gnu::always_inline]] inline void sha3_plane(const u64 *a, u64 *e, const u64 *d)
{
	u64 b[5];

#pragma GCC unroll 5
	for (int x = 0; x < 5; x++) {
		const int src = sha3_pi_src(x, Y);

		b[x] = std::rotl(a[src] ^ d[src % 5], ukc::keccak_rho[src]);
	}
	e[5 * Y] = sha3_chi<Y, 0>(b);
	e[5 * Y + 1] = sha3_chi<Y, 1>(b);
	e[5 * Y + 2] = sha3_chi<Y, 2>(b);
	e[5 * Y + 3] = sha3_chi<Y, 3>(b);
	e[5 * Y + 4] = sha3_chi<Y, 4>(b);
}

// One round (section 3.3) from @a into @e.
[[gnu::always_inline]] inline void sha3_round(const u64 *a, u64 *e, u64 rc)
{
	u64 c[5], d[5];

#pragma GCC unroll 5
	for (int x = 0; x < 5; x++)
		c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
#pragma GCC unroll 5
	for (int x = 0; x < 5; x++)
		d[x] = c[(x + 4) % 5] ^ std::rotl(c[(x + 1) % 5], 1);
	sha3_plane<0>(a, e, d);
	sha3_plane<1>(a, e, d);
	sha3_plane<2>(a, e, d);
	sha3_plane<3>(a, e, d);
	sha3_plane<4>(a, e, d);
	e[0] ^= rc; // iota: lane (0, 0) is not complemented
}

void sha3_flip(u64 st[25])
{
	for (int i = 0; i < 25; i++)
		if (sha3_flipped[i])
			st[i] = ~st[i];
}

// The 24 rounds on a state held as sha3_flipped says, alternating between it and @e, so no round
// copies lanes back.
void sha3_keccakf_flipped(u64 st[25], u64 (&e)[25])
{
	for (int i = 0; i < ukc::keccak_rounds; i += 2) {
		sha3_round(st, e, ukc::keccak_rc[i]);
		sha3_round(e, st, ukc::keccak_rc[i + 1]);
	}
}

} // namespace

// The lanes stay complemented from one block to the next: XORing a message word into a
// complemented lane gives the complement of the plain sum.
void SHA3_BLOCKS_NAME(struct sha3_state *sctx, const u8 *src, int blocks)
{
	u64 e[25];

	asm("" : : "r"(e) : "memory");
	sha3_flip(sctx->st);
	for (; blocks > 0; blocks--, src += sctx->rsiz) {
		for (unsigned int i = 0; i < sctx->rsizw; i++)
			sctx->st[i] ^= get_unaligned_le64(src + 8 * i);
		sha3_keccakf_flipped(sctx->st, e);
	}
	sha3_flip(sctx->st);
	memzero_explicit(e, sizeof(e));
}
