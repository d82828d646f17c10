// SPDX-License-Identifier: GPL-2.0-only
// GF(2^128) multiplication in GCM's bit order, in constant time from 64-bit integer products.

#include <crypto/gf128mul.h>
#include <asm/byteorder.h>
#include <linux/string.h>

#include <cstdlib>

namespace {

__extension__ typedef unsigned __int128 gf128_u128;

// The low 64 bits of the carry-less product of @x and @y. Each operand is split into four
// parts whose set bits are 4 apart; an integer product of two parts then adds at most 15
// ones in any column below bit 60 (and 16 only at bits 60..63, whose carry leaves the word),
// so its columns of the right residue hold exact counts whose low bit is the XOR sum.
u64 gf128_clmul_lo(u64 x, u64 y)
{
	constexpr u64 m0 = 0x1111111111111111ULL;
	constexpr u64 m1 = m0 << 1, m2 = m0 << 2, m3 = m0 << 3;
	const u64 x0 = x & m0, x1 = x & m1, x2 = x & m2, x3 = x & m3;
	const u64 y0 = y & m0, y1 = y & m1, y2 = y & m2, y3 = y & m3;
	u64 z0 = (x0 * y0) ^ (x1 * y3) ^ (x2 * y2) ^ (x3 * y1);
	u64 z1 = (x0 * y1) ^ (x1 * y0) ^ (x2 * y3) ^ (x3 * y2);
	u64 z2 = (x0 * y2) ^ (x1 * y1) ^ (x2 * y0) ^ (x3 * y3);
	u64 z3 = (x0 * y3) ^ (x1 * y2) ^ (x2 * y1) ^ (x3 * y0);

	return (z0 & m0) | (z1 & m1) | (z2 & m2) | (z3 & m3);
}

u64 gf128_rev64(u64 x)
{
	x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
	x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
	x = ((x >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((x & 0x0f0f0f0f0f0f0f0fULL) << 4);
	return __builtin_bswap64(x);
}

// The full 127-bit carry-less product. Reversing both operands reverses the product, so the
// low word of the reversed product, reversed back, is the high word shifted left by one.
gf128_u128 gf128_clmul(u64 x, u64 y)
{
	u64 lo = gf128_clmul_lo(x, y);
	u64 hi = gf128_rev64(gf128_clmul_lo(gf128_rev64(x), gf128_rev64(y))) >> 1;

	return (static_cast<gf128_u128>(hi) << 64) | lo;
}

gf128_u128 gf128_load(const be128 *v)
{
	return (static_cast<gf128_u128>(be64_to_cpu(v->a)) << 64) | be64_to_cpu(v->b);
}

void gf128_store(be128 *v, gf128_u128 x)
{
	v->a = cpu_to_be64(static_cast<u64>(x >> 64));
	v->b = cpu_to_be64(static_cast<u64>(x));
}

// Read as a 128-bit integer, a block holds the coefficient of x^i in bit 127 - i: the
// polynomial reflected. The carry-less product of two reflected values is the reflected
// product in bits 254..0; one shift left puts coefficients 0..127 in the high half (H) and
// 128..255 in the low half (L). Since x^128 = x^7 + x^2 + x + 1, L folds down as
// L * (1 + x + x^2 + x^7), a multiplication by x being a right shift here. The bits the
// shifts push out are terms of degree 128..134; they are folded back first (L << 127,
// L << 126, L << 121 place them), and fold without overflow.
gf128_u128 gf128_reduce(gf128_u128 h, gf128_u128 l)
{
	l ^= (l << 127) ^ (l << 126) ^ (l << 121);
	return h ^ l ^ (l >> 1) ^ (l >> 2) ^ (l >> 7);
}

// A prepared multiplier (struct gf128mul_64k or gf128mul_4k) holding @g. The kernel's callers
// may pass a key's bytes as they lie (lrw.c: the tweak key at the end of the whole key), so
// @g is read as bytes.
template <typename T> T *gf128_mult_new(const be128 *g)
{
	auto *t = static_cast<T *>(malloc(sizeof(T)));

	if (t)
		memcpy(&t->h, g, sizeof(t->h));
	return t;
}

template <typename T> void gf128_mult_free(T *t)
{
	if (!t)
		return;
	memzero_explicit(t, sizeof(*t));
	free(t);
}

// The 255-bit carry-less product of @x and @y as @high:@low; Karatsuba, three 64x64
// products instead of four.
inline void gf128_clmul128(gf128_u128 x, gf128_u128 y, gf128_u128 &high, gf128_u128 &low)
{
	u64 x1 = static_cast<u64>(x >> 64), x0 = static_cast<u64>(x);
	u64 y1 = static_cast<u64>(y >> 64), y0 = static_cast<u64>(y);
	gf128_u128 lo = gf128_clmul(x0, y0);
	gf128_u128 hi = gf128_clmul(x1, y1);
	gf128_u128 mid = gf128_clmul(x0 ^ x1, y0 ^ y1) ^ lo ^ hi;

	low = lo ^ (mid << 64);
	high = hi ^ (mid >> 64);
}

} // namespace

extern "C" void gf128mul_lle(be128 *r, const be128 *b)
{
	gf128_u128 high, low;

	gf128_clmul128(gf128_load(r), gf128_load(b), high, low);

	// The 255-bit product shifted left by one across both halves.
	high = (high << 1) | (low >> 127);
	low <<= 1;
	gf128_store(r, gf128_reduce(high, low));
}

// LRW's order (IEEE 1619.2-2010 reads the block as a big-endian integer, bit i the coefficient
// of x^i): the plain 255-bit carry-less product, then the high half H folded down, as
// H * x^128 = H * (x^7 + x^2 + x + 1). That product reaches degree 134; its bits above 127
// (H's top 7 bits, shifted) fold once more, and then fit.
extern "C" void gf128mul_64k_bbe(be128 *r, const struct gf128mul_64k *t)
{
	gf128_u128 high, low;

	gf128_clmul128(gf128_load(r), gf128_load(&t->h), high, low);
	gf128_u128 over = (high >> 127) ^ (high >> 126) ^ (high >> 121);

	low ^= high ^ (high << 1) ^ (high << 2) ^ (high << 7);
	low ^= over ^ (over << 1) ^ (over << 2) ^ (over << 7);
	gf128_store(r, low);
}

extern "C" struct gf128mul_64k *gf128mul_init_64k_bbe(const be128 *g)
{
	return gf128_mult_new<struct gf128mul_64k>(g);
}

extern "C" void gf128mul_free_64k(struct gf128mul_64k *t)
{
	gf128_mult_free(t);
}

// GCM's order: the key is kept as it is and each multiplication is gf128mul_lle()'s, which
// needs no table to run in constant time.
extern "C" struct gf128mul_4k *gf128mul_init_4k_lle(const be128 *g)
{
	return gf128_mult_new<struct gf128mul_4k>(g);
}

extern "C" void gf128mul_free_4k(struct gf128mul_4k *t)
{
	gf128_mult_free(t);
}

extern "C" void gf128mul_4k_lle(be128 *a, const struct gf128mul_4k *t)
{
	gf128mul_lle(a, &t->h);
}
