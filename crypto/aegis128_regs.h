/* SPDX-License-Identifier: GPL-2.0-only */
/* The AEGIS-128 state (S0..S4, 16 bytes each) in five vector registers: its layout in memory
 * written once for the SIMD drivers of every arch. */
#ifndef _UKC_CRYPTO_AEGIS128_REGS_H
#define _UKC_CRYPTO_AEGIS128_REGS_H

#include "aegis.h"

/*
 * Included only by files of intrinsics, each built with its own flags: in an anonymous
 * namespace, each file's copy stays its own.
 */
namespace {

template <typename V> struct aegis128_regs_of {
	V s0, s1, s2, s3, s4;
};

// @ld gives the register of the 16 bytes at an address.
template <typename V, typename Ld>
inline aegis128_regs_of<V> aegis128_load_regs(const u8 *state, Ld ld)
{
	constexpr unsigned int b = AEGIS_BLOCK_SIZE;

	return { ld(state), ld(state + b), ld(state + 2 * b), ld(state + 3 * b),
		 ld(state + 4 * b) };
}

// @st writes a register's 16 bytes to an address.
template <typename V, typename St>
inline void aegis128_store_regs(u8 *state, const aegis128_regs_of<V> &s, St st)
{
	constexpr unsigned int b = AEGIS_BLOCK_SIZE;

	st(state, s.s0);
	st(state + b, s.s1);
	st(state + 2 * b, s.s2);
	st(state + 3 * b, s.s3);
	st(state + 4 * b, s.s4);
}

} // namespace

#endif /* _UKC_CRYPTO_AEGIS128_REGS_H */
