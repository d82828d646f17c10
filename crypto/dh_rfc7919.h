// SPDX-License-Identifier: GPL-2.0-only
// The five safe primes of RFC 7919 Appendix A (A.1 ffdhe2048 ... A.5 ffdhe8192), big-endian,
// computed at compile time from the appendix's definition:
//	p = 2^b - 2^(b-64) + (floor(2^(b-130) * e) + X) * 2^64 - 1, generator 2.
// The groups' known-answer tests (testmgr's ffdhe*(dh) vectors) check the result.
#ifndef _UKC_CRYPTO_DH_RFC7919_H
#define _UKC_CRYPTO_DH_RFC7919_H

#include <array>
#include <cstddef>

#include <linux/types.h>

namespace ukc::dh {

namespace rfc7919 {

// e in fixed point, little-endian 64-bit words: word 127 is the integer part, words 0-126 the
// 8128 bits after the point. ffdhe8192 needs 8062 of them; the rest absorb the series' rounding.
inline constexpr std::size_t e_words = 128, e_frac_bits = 64 * (e_words - 1);
using e_fixed = std::array<u64, e_words>;

// e = 1 + (1 + (1 + (1 + ...) / 3) / 2) / 1, from the inside out: 1000 terms, since
// 1000! > 2^8500, and each division rounds down by less than one unit of the last word.
consteval e_fixed e_series()
{
	u64 x[e_words] = {};

	for (u64 k = 1000; k > 0; k--) {
		unsigned __int128 rem = 0;

		x[e_words - 1] += 1;
		for (std::size_t i = e_words; i-- > 0;) {
			const unsigned __int128 cur = rem << 64 | x[i];

			x[i] = (u64)(cur / k);
			rem = cur % k;
		}
	}
	x[e_words - 1] += 1;

	e_fixed e{};
	for (std::size_t i = 0; i < e_words; i++)
		e[i] = x[i];
	return e;
}

inline constexpr e_fixed e_value = e_series();

// Bit @n of floor(2^(b-130) * e), read from the fixed-point e.
constexpr bool e_bit(unsigned int b, unsigned int n)
{
	const unsigned int at = n + e_frac_bits - (b - 130);

	return e_value[at / 64] >> (at % 64) & 1;
}

// The b-bit prime, big-endian. M = floor(2^(b-130) e) + X is below 2^(b-128), so p is 64 one
// bits, then M - 1 in b - 128 bits, then 64 one bits.
template <unsigned int b, u64 X> consteval std::array<u8, b / 8> prime()
{
	constexpr unsigned int mid_words = (b - 128) / 64;
	std::array<u64, mid_words> m{};
	std::array<u8, b / 8> p{};
	u64 carry = X, borrow = 1;

	for (unsigned int n = 0; n < b - 128; n++)
		m[n / 64] |= (u64)e_bit(b, n) << (n % 64);
	for (u64 &w : m) {
		const unsigned __int128 s = (unsigned __int128)w + carry;

		w = (u64)s;
		carry = (u64)(s >> 64);
	}
	for (u64 &w : m) {
		const u64 d = w - borrow;

		borrow = w < borrow;
		w = d;
	}
	for (unsigned int i = 0; i < 8; i++)
		p[i] = p[b / 8 - 1 - i] = 0xff;
	for (unsigned int i = 0; i < mid_words * 8; i++)
		p[b / 8 - 9 - i] = (u8)(m[i / 8] >> (8 * (i % 8)));
	return p;
}

} // namespace rfc7919

// RFC 7919 A.1 to A.5, with each group's X.
inline constexpr std::array<u8, 256> ffdhe2048_p = rfc7919::prime<2048, 560316>();
inline constexpr std::array<u8, 384> ffdhe3072_p = rfc7919::prime<3072, 2625351>();
inline constexpr std::array<u8, 512> ffdhe4096_p = rfc7919::prime<4096, 5736041>();
inline constexpr std::array<u8, 768> ffdhe6144_p = rfc7919::prime<6144, 15705020>();
inline constexpr std::array<u8, 1024> ffdhe8192_p = rfc7919::prime<8192, 10965728>();

} // namespace ukc::dh

#endif
