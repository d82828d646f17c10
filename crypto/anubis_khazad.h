// SPDX-License-Identifier: GPL-2.0-only
// The involutional S-box and GF(2^8) product that Anubis (tweaked) and Khazad share.
#ifndef UKC_CRYPTO_ANUBIS_KHAZAD_H
#define UKC_CRYPTO_ANUBIS_KHAZAD_H

#include <linux/types.h>

namespace ukc {

// The product in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1 (0x11d), both papers' field.
inline u8 anubis_khazad_gmul(u8 a, u8 b)
{
	unsigned int r = 0, x = a;

	for (; b; b >>= 1, x = (x << 1) ^ ((x & 0x80) ? 0x11d : 0))
		if (b & 1)
			r ^= x;
	return static_cast<u8>(r);
}

// The S-box (Khazad paper section 7.1, tweaked Anubis section 5.1): the 4-bit mini-boxes P
// (upper nibble) and Q (lower), then the bit swap r, then Q and P, r again, and P and Q. r
// exchanges the low half of the upper nibble with the high half of the lower one.
inline void anubis_khazad_sbox(u8 sbox[256])
{
	static constexpr u8 p[16] = { 0x3, 0xf, 0xe, 0x0, 0x5, 0x4, 0xb, 0xc,
				      0xd, 0xa, 0x9, 0x6, 0x7, 0x8, 0x2, 0x1 };
	static constexpr u8 q[16] = { 0x9, 0xe, 0x5, 0x6, 0xa, 0x2, 0x3, 0xc,
				      0xf, 0x0, 0x4, 0xd, 0x7, 0xb, 0x1, 0x8 };
	auto layer = [](unsigned int x, const u8 *hi, const u8 *lo) {
		return static_cast<unsigned int>((hi[x >> 4] << 4) | lo[x & 0xf]);
	};
	auto swap = [](unsigned int x) {
		return (x & 0xc3) | ((x & 0x0c) << 2) | ((x & 0x30) >> 2);
	};

	for (unsigned int x = 0; x < 256; x++)
		sbox[x] = static_cast<u8>(layer(swap(layer(swap(layer(x, p, q)), q, p)), p, q));
}

} // namespace ukc

#endif
