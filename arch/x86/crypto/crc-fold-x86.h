/* SPDX-License-Identifier: GPL-2.0-only */
/* Carry-less folding of a CRC over 128-bit blocks, shared by the PCLMULQDQ and VPCLMULQDQ files
 * of the crct10dif-pclmul and crc32-pclmul drivers: the multipliers, computed at compile time
 * from the polynomial, and the one-block fold. Include only from files built with PCLMULQDQ. */
#ifndef _UKC_ARCH_X86_CRC_FOLD_X86_H
#define _UKC_ARCH_X86_CRC_FOLD_X86_H

#include <immintrin.h>

#include <array>

#include <linux/types.h>

// Everything here is file-local to each includer: the files are built with different ISA flags,
// so no inline function may be shared between them by the linker.
namespace {

/**
 * struct crc_fold_poly - a CRC as the folding needs it
 * @poly: the generator without its x^@width term, most significant bit first
 * @width: the degree of the generator (16 or 32)
 * @reflected: whether the first bit of each byte is its least significant one
 */
struct crc_fold_poly {
	u64 poly;
	unsigned int width;
	bool reflected;
};

// SBC-3 section 4.22.4 (T10 DIF guard), and IEEE 802.3 clause 3.2.9 taken bit-reversed as
// crc32_le() takes it.
constexpr crc_fold_poly crc_fold_t10dif = { 0x8bb7, 16, false };
constexpr crc_fold_poly crc_fold_crc32_le = { 0x04c11db7, 32, true };

// x^n modulo the generator, most significant bit first.
constexpr u64 crc_fold_xpow(unsigned int n, const crc_fold_poly &p)
{
	const u64 top = u64(1) << (p.width - 1), mask = (u64(1) << p.width) - 1;
	u64 r = 1;

	for (unsigned int i = 0; i < n; i++)
		r = (r & top) ? ((r << 1) ^ p.poly) & mask : r << 1;
	return r;
}

constexpr u64 crc_fold_reflect64(u64 v)
{
	u64 r = 0;

	for (int i = 0; i < 64; i++)
		r |= ((v >> i) & 1) << (63 - i);
	return r;
}

/**
 * crc_fold_k() - the two multipliers that carry a 128-bit block @bits further along the message
 * @bits: the distance, a multiple of 128
 * @p: the CRC
 *
 * A block is A1 * x^64 + A0; carried @bits further it is A1 * x^(@bits + 64) + A0 * x^@bits,
 * which modulo the generator is A1 * (x^(@bits + 64) mod P) + A0 * (x^@bits mod P): two
 * carry-less products of at most 64 + 32 bits, which fit one 128-bit block again.
 *
 * In the normal bit order the register's bit i is the coefficient of x^i (the block is loaded
 * byte-reversed), so qword 1 holds A1. In the reflected order bit i is the coefficient of
 * x^(127 - i): qword 0 holds A1, and a product of two reflected qwords comes out as the
 * reflected product times x, so each multiplier is taken one power lower.
 *
 * Return: the multiplier for qword 0 in [0], for qword 1 in [1].
 */
constexpr std::array<u64, 2> crc_fold_k(unsigned int bits, const crc_fold_poly &p)
{
	if (!p.reflected)
		return { crc_fold_xpow(bits, p), crc_fold_xpow(bits + 64, p) };
	return { crc_fold_reflect64(crc_fold_xpow(bits + 63, p)),
		 crc_fold_reflect64(crc_fold_xpow(bits - 1, p)) };
}

// The multipliers for every distance of 1 to 16 blocks, the widest fold being 16 lanes.
constexpr unsigned int crc_fold_max_blocks = 16;

template <const crc_fold_poly &P>
constexpr auto crc_fold_table = [] {
	std::array<std::array<u64, 2>, crc_fold_max_blocks + 1> t{};

	for (unsigned int j = 1; j <= crc_fold_max_blocks; j++)
		t[j] = crc_fold_k(128 * j, P);
	return t;
}();

// The multipliers that carry a block @blocks blocks further.
template <const crc_fold_poly &P> inline __m128i crc_fold_k128(unsigned int blocks)
{
	const std::array<u64, 2> &k = crc_fold_table<P>[blocks];

	return _mm_set_epi64x(static_cast<long long>(k[1]), static_cast<long long>(k[0]));
}

// PSHUFB's control that reverses the bytes of a block.
inline __m128i crc_fold_bswap()
{
	return _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
}

// A block of 16 message bytes as a polynomial in the register layout above.
template <const crc_fold_poly &P> inline __m128i crc_fold_load128(const u8 *p)
{
	__m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));

	if (P.reflected)
		return v;
	return _mm_shuffle_epi8(v, crc_fold_bswap());
}

// The remainder so far enters the message by adding it to its first bytes: a CRC register
// update adds each byte to the register's leading end.
template <const crc_fold_poly &P> inline __m128i crc_fold_seed128(u32 crc)
{
	if (P.reflected)
		return _mm_cvtsi32_si128(static_cast<int>(crc));
	return _mm_set_epi64x(static_cast<long long>(u64(crc) << (64 - P.width)), 0);
}

inline __m128i crc_fold128(__m128i a, __m128i k)
{
	return _mm_xor_si128(_mm_clmulepi64_si128(a, k, 0x00), _mm_clmulepi64_si128(a, k, 0x11));
}

// The 16 bytes whose CRC from 0 equals the folded block's contribution, in message order.
template <const crc_fold_poly &P> inline void crc_fold_store128(__m128i a, u8 *out)
{
	if (!P.reflected)
		a = _mm_shuffle_epi8(a, crc_fold_bswap());
	_mm_storeu_si128(reinterpret_cast<__m128i *>(out), a);
}

// Eight lanes of 16 bytes in flight hide the multiplier's latency.
constexpr unsigned int crc_fold_lanes = 8;

/**
 * crc_fold_tail128() - fold the whole 16-byte blocks of a message into one block
 * @acc: the blocks folded so far (the seed included), as many bytes before @p as one block
 * @p: the next byte, advanced past the whole blocks consumed
 * @len: the bytes left at @p, reduced to fewer than 16
 *
 * Return: one block congruent to all of them modulo the generator.
 */
template <const crc_fold_poly &P>
inline __m128i crc_fold_tail128(__m128i acc, const u8 *&p, size_t &len)
{
	const __m128i k1 = crc_fold_k128<P>(1);

	for (; len >= 16; p += 16, len -= 16)
		acc = _mm_xor_si128(crc_fold128(acc, k1), crc_fold_load128<P>(p));
	return acc;
}

/**
 * crc_fold_lanes128() - fold eight lanes of blocks, then combine them into one block
 * @lane: the first eight blocks of the message, the seed added to lane[0]
 * @p: the byte after them, advanced past the chunks of 128 bytes consumed
 * @len: the bytes left at @p, reduced to fewer than 128
 *
 * Return: one block congruent to all of them, lying where the last block consumed lies.
 */
template <const crc_fold_poly &P>
inline __m128i crc_fold_lanes128(__m128i (&lane)[crc_fold_lanes], const u8 *&p, size_t &len)
{
	const __m128i k8 = crc_fold_k128<P>(crc_fold_lanes);

	for (; len >= 16 * crc_fold_lanes; p += 16 * crc_fold_lanes, len -= 16 * crc_fold_lanes)
		for (unsigned int i = 0; i < crc_fold_lanes; i++)
			lane[i] = _mm_xor_si128(crc_fold128(lane[i], k8),
						crc_fold_load128<P>(p + 16 * i));

	__m128i acc = lane[crc_fold_lanes - 1];

	for (unsigned int i = 0; i + 1 < crc_fold_lanes; i++)
		acc = _mm_xor_si128(acc,
				    crc_fold128(lane[i], crc_fold_k128<P>(crc_fold_lanes - 1 - i)));
	return acc;
}

/**
 * crc_fold_narrow() - a 64-bit polynomial congruent to a block, in the normal bit order
 * @acc: the block, A1 * x^64 + A0
 *
 * A1 * (x^64 mod P) + A0 has fewer than 64 + width bits; the same step once more on its top
 * bits leaves fewer than 64.
 *
 * Return: the polynomial, bit i the coefficient of x^i.
 */
template <const crc_fold_poly &P> inline u64 crc_fold_narrow(__m128i acc)
{
	static_assert(!P.reflected && 2 * P.width <= 64);
	constexpr u64 x64 = crc_fold_xpow(64, P);
	const __m128i k = _mm_set_epi64x(0, static_cast<long long>(x64));

	acc = _mm_xor_si128(_mm_clmulepi64_si128(acc, k, 0x01), _mm_move_epi64(acc));
	acc = _mm_xor_si128(_mm_clmulepi64_si128(acc, k, 0x01), _mm_move_epi64(acc));
	return static_cast<u64>(_mm_cvtsi128_si64(acc));
}

// floor(x^64 / P), Barrett's multiplier for dividends of fewer than 64 bits.
constexpr u64 crc_fold_mu(const crc_fold_poly &p)
{
	const unsigned __int128 full = (static_cast<unsigned __int128>(1) << p.width) | p.poly;
	unsigned __int128 rem = static_cast<unsigned __int128>(1) << 64;
	u64 q = 0;

	for (int i = 64; i >= static_cast<int>(p.width); i--)
		if ((rem >> i) & 1) {
			q |= u64(1) << (i - p.width);
			rem ^= full << (i - p.width);
		}
	return q;
}

// Bits @shift to @shift + 63 of the carry-less product @a * @b.
inline u64 crc_fold_clmul64(u64 a, u64 b, unsigned int shift)
{
	const __m128i prod = _mm_clmulepi64_si128(_mm_cvtsi64_si128(static_cast<long long>(a)),
						  _mm_cvtsi64_si128(static_cast<long long>(b)),
						  0x00);
	const u64 lo = static_cast<u64>(_mm_cvtsi128_si64(prod));
	const u64 hi = static_cast<u64>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(prod, prod)));

	return shift ? (lo >> shift) | (hi << (64 - shift)) : lo;
}

/**
 * crc_fold_reduce() - the remainder of a block from 0, in the normal bit order
 * @acc: the block A
 *
 * A * x^width mod P: A narrowed to E of 64 bits, then to fewer than 64 - width bits by the
 * same step, so E * x^width has fewer than 64; Barrett's quotient q = E * mu / x^(64 - width)
 * is then exact, and as E * x^width ends in width zero bits, the remainder is the low width
 * bits of q * P.
 *
 * Return: the remainder.
 */
template <const crc_fold_poly &P> inline u32 crc_fold_reduce(__m128i acc)
{
	static_assert(!P.reflected && 3 * P.width <= 64);
	constexpr unsigned int lowbits = 64 - P.width;
	constexpr u64 k = crc_fold_xpow(lowbits, P), mu = crc_fold_mu(P);
	constexpr u64 full = (u64(1) << P.width) | P.poly;
	const u64 e = crc_fold_narrow<P>(acc);
	const u64 e2 = crc_fold_clmul64(e >> lowbits, k, 0) ^ (e & ((u64(1) << lowbits) - 1));
	const u64 q = crc_fold_clmul64(e2, mu, lowbits);

	return static_cast<u32>(crc_fold_clmul64(q, full, 0) & ((u64(1) << P.width) - 1));
}

/**
 * crc_fold_finish() - the remainder after a folded block and the bytes that follow it
 * @acc: the block
 * @p: the bytes after it, fewer than 16
 * @len: their number
 *
 * In the normal bit order the block's remainder comes from crc_fold_reduce(); in the reflected
 * one the block is written out as message bytes and run through the portable @tail from 0 (any
 * block congruent to the message so far gives the same remainder), which takes them 8 bytes a
 * step. The bytes after the block go through @tail.
 *
 * Return: the remainder, as @tail returns it.
 */
template <const crc_fold_poly &P, typename T, T (*tail)(T, const unsigned char *, size_t)>
inline T crc_fold_finish(__m128i acc, const u8 *p, size_t len)
{
	u8 block[16];

	if constexpr (!P.reflected)
		return tail(static_cast<T>(crc_fold_reduce<P>(acc)), p, len);
	crc_fold_store128<P>(acc, block);
	return tail(tail(0, block, sizeof(block)), p, len);
}

// A whole CRC routine of an ISA file: @fold takes the seed and every whole block, leaving @p and
// @len at the bytes after them; crc_fold_finish() the rest.
using crc_fold_blocks_fn = __m128i (*)(u32 crc, const u8 *&p, size_t &len);

template <const crc_fold_poly &P, crc_fold_blocks_fn fold, typename T,
	  T (*tail)(T, const unsigned char *, size_t)>
inline T crc_fold_run(T crc, const u8 *p, size_t len)
{
	const __m128i acc = fold(crc, p, len);

	return crc_fold_finish<P, T, tail>(acc, p, len);
}

} // namespace

#endif /* _UKC_ARCH_X86_CRC_FOLD_X86_H */
