// SPDX-License-Identifier: GPL-2.0-only
// Keccak-f[1600] (FIPS 202 section 3.3) with the Armv8.2 SHA-3 instructions, one lane to a
// register; the only file of the SHA-3 drivers built with -march=armv8.2-a+sha3.
#include <linux/unaligned.h>

#include <arm_neon.h>

#include <utility>

#include "sha3-ce.h"
#include "shared/keccak.h"

namespace {

// Lane 0 of each register carries the lane; lane 1 holds a copy, computed alongside, unused.
using sha3_ce_lanes = uint64x2_t[25];

// theta (Algorithm 1): the column parities C[x] (two EOR3s each), and D[x] = C[x-1] xor
// rot(C[x+1], 1) (RAX1).
inline void sha3_ce_theta(const sha3_ce_lanes a, uint64x2_t d[5])
{
	uint64x2_t c[5];

	for (int x = 0; x < 5; x++)
		c[x] = veor3q_u64(veor3q_u64(a[x], a[x + 5], a[x + 10]), a[x + 15], a[x + 20]);
	for (int x = 0; x < 5; x++)
		d[x] = vrax1q_u64(c[(x + 4) % 5], c[(x + 1) % 5]);
}

// theta's xor of D, rho's left turn and pi's move, one XAR a lane: XAR turns right, by 64 minus
// rho's offset. The offsets are immediates, so the lanes are a pack of constants.
template <int... i>
inline void sha3_ce_theta_rho_pi(const sha3_ce_lanes a, const uint64x2_t d[5], sha3_ce_lanes b,
				 std::integer_sequence<int, i...>)
{
	((b[ukc::keccak_pi_dest(i)] = vxarq_u64(a[i], d[i % 5], (64 - ukc::keccak_rho[i]) % 64)),
	 ...);
}

// chi (Algorithm 4): A[x] = B[x] xor (not B[x+1] and B[x+2]), one BCAX; then iota.
inline void sha3_ce_chi_iota(sha3_ce_lanes a, const sha3_ce_lanes b, u64 rc)
{
	for (int y = 0; y < 25; y += 5)
		for (int x = 0; x < 5; x++)
			a[x + y] = vbcaxq_u64(b[x + y], b[(x + 2) % 5 + y], b[(x + 1) % 5 + y]);
	a[0] = veorq_u64(a[0], vdupq_n_u64(rc));
}

void sha3_ce_permute(sha3_ce_lanes a)
{
	for (int r = 0; r < ukc::keccak_rounds; r++) {
		uint64x2_t d[5];
		sha3_ce_lanes b;

		sha3_ce_theta(a, d);
		sha3_ce_theta_rho_pi(a, d, b, std::make_integer_sequence<int, 25>());
		sha3_ce_chi_iota(a, b, ukc::keccak_rc[r]);
	}
}

} // namespace

namespace ukc::arm64 {

void sha3_ce_transform(struct sha3_state *sst, const u8 *src, int blocks)
{
	const unsigned int rsizw = sst->rsizw;
	sha3_ce_lanes a;

	for (int i = 0; i < 25; i++)
		a[i] = vdupq_n_u64(sst->st[i]);
	for (; blocks > 0; blocks--, src += 8 * rsizw) {
		// The block is xored into the first rsizw lanes, each read little-endian (section
		// 3.1.2); fully unrolled, the lanes stay in registers.
#pragma GCC unroll 25
		for (unsigned int i = 0; i < 25; i++)
			if (i < rsizw)
				a[i] = veorq_u64(a[i],
						 vdupq_n_u64(get_unaligned_le64(src + 8 * i)));
		sha3_ce_permute(a);
	}
	for (int i = 0; i < 25; i++)
		sst->st[i] = vgetq_lane_u64(a[i], 0);
}

} // namespace ukc::arm64
