/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The constants of Keccak-f[1600] (FIPS 202 section 3.2), computed when compiled from the
 * standard's own definitions, for every implementation of the permutation: iota's round
 * constants, rho's offsets and pi's destinations, lanes indexed x + 5y; and the block size of
 * a SHA-3 driver.
 */
#ifndef _UKC_CRYPTO_SHARED_KECCAK_H
#define _UKC_CRYPTO_SHARED_KECCAK_H

#include <crypto/internal/hash.h>
#include <linux/types.h>

#include <array>

namespace ukc {

constexpr int keccak_rounds = 24;

// rc(t) of FIPS 202 Algorithm 5: the output bit of the LFSR x^8 + x^6 + x^5 + x^4 + 1 after t
// steps.
constexpr bool keccak_rc_bit(int t)
{
	unsigned int r = 1;

	for (int i = 0; i < t % 255; i++) {
		r <<= 1;
		if (r & 0x100)
			r ^= 0x171;
	}
	return r & 1;
}

// iota's round constants (Algorithm 6): bit 2^j - 1 of RC[i] is rc(j + 7i).
constexpr std::array<u64, keccak_rounds> keccak_make_rc()
{
	std::array<u64, keccak_rounds> rc{};

	for (int i = 0; i < keccak_rounds; i++)
		for (int j = 0; j <= 6; j++)
			if (keccak_rc_bit(j + 7 * i))
				rc[i] |= u64(1) << ((1 << j) - 1);
	return rc;
}

constexpr std::array<u64, keccak_rounds> keccak_rc = keccak_make_rc();
static_assert(keccak_rc[0] == 1 && keccak_rc[23] == 0x8000000080008008);

// rho's offsets (Algorithm 2): lane (x, y) of the walk from (1, 0) under (x, y) -> (y, 2x + 3y)
// turns by (t + 1)(t + 2) / 2 at step t.
constexpr std::array<int, 25> keccak_make_rho()
{
	std::array<int, 25> rho{};
	int x = 1, y = 0;

	for (int t = 0; t < 24; t++) {
		rho[x + 5 * y] = ((t + 1) * (t + 2) / 2) % 64;
		int nx = y, ny = (2 * x + 3 * y) % 5;
		x = nx;
		y = ny;
	}
	return rho;
}

constexpr std::array<int, 25> keccak_rho = keccak_make_rho();
static_assert(keccak_rho[1] == 1 && keccak_rho[24] == 14);

// pi (Algorithm 3): lane (x, y) moves to (y, 2x + 3y).
constexpr int keccak_pi_dest(int i)
{
	return i / 5 + 5 * ((2 * (i % 5) + 3 * (i / 5)) % 5);
}

// A SHA-3 driver's block size is its rate: what a capacity of twice the digest leaves of the
// 200-byte state (FIPS 202 section 6.1).
constexpr struct shash_alg sha3_shash_alg(struct shash_alg alg)
{
	alg.base.cra_blocksize = 200 - 2 * alg.digestsize;
	return alg;
}

} // namespace ukc

#endif
