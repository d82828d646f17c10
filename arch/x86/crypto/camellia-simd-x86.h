/* SPDX-License-Identifier: GPL-2.0-only */
/* Camellia on 16 (or 32) blocks at once, byte-sliced: register i holds byte i of every block, so
 * F's eight S-boxes are eight whole-register S-box calls and the P-function is register XORs. */
#ifndef _UKC_X86_CAMELLIA_SIMD_X86_H
#define _UKC_X86_CAMELLIA_SIMD_X86_H

#include <crypto/internal/camellia.h>

#include <array>

// Included only by the files of intrinsics, each with its own instruction-set flags: everything
// here has internal linkage, so no two of them share (and mix up) an inline function.
namespace ukc::x86 {
namespace {

// V supplies the register type and its operations: lanes (blocks a call), load/store of row i of
// a lane, bxor/band/bor/andnot, set1 (a byte in every byte), table (32 aligned bytes, the first
// 16 for xmm), add8/max8/eq8 (bytewise, unsigned), key_byte (byte i, most significant first, of
// a 64-bit subkey in every byte), shl1/shr7 (each byte shifted by 1 left, 7 right), unpacklo/hi
// (bytes), and sbox<1..4, Dec>, which returns the blocks of a register of the left half (Dec
// false) in the order shift_rows() puts them in, and those of the right half (Dec true) in the
// order inv_shift_rows() puts them back in (camellia-sbox-x86.h, aesni_shift_rows).
template <class V> struct camellia_simd {
	using reg = typename V::reg;

	[[gnu::always_inline]] static reg key_byte(const u64 *k, unsigned int i)
	{
		return V::key_byte(k, i);
	}

	// A 16x16 byte transpose in each 128-bit lane: four rounds of interleaving register j with
	// register j + 8 give back row i, byte j as row j, byte i.
	static void transpose(reg *x)
	{
		for (unsigned int round = 0; round < 4; round++) {
			reg t[16];

			for (unsigned int j = 0; j < 8; j++) {
				t[2 * j] = V::unpacklo(x[j], x[j + 8]);
				t[2 * j + 1] = V::unpackhi(x[j], x[j + 8]);
			}
			for (unsigned int j = 0; j < 16; j++)
				x[j] = t[j];
		}
	}

	// r ^= F(l, k) (RFC 3713 2.4.1): the S-boxes s1 s2 s3 s4 s2 s3 s4 s1 on bytes 1..8, then P
	// (2.4.3) in place in 16 XORs: with a = y1..y4 and b = y5..y8 (indices mod 4), four passes of
	// a_j ^= b_(j+1), b_j ^= a_(j+2), a_j ^= b_(j+3), b_j ^= a_(j+3) leave z5..z8 in a and z1..z4
	// in b (found by a search over such passes, checked term by term against 2.4.3's z1..z8).
	template <bool Dec>
	[[gnu::always_inline]] static void round(const reg *l, reg *r, const u64 *k)
	{
		reg y[8];

		for (unsigned int i = 0; i < 8; i++)
			y[i] = V::bxor(l[i], key_byte(k, i));
		y[0] = V::template sbox<1, Dec>(y[0]);
		y[1] = V::template sbox<2, Dec>(y[1]);
		y[2] = V::template sbox<3, Dec>(y[2]);
		y[3] = V::template sbox<4, Dec>(y[3]);
		y[4] = V::template sbox<2, Dec>(y[4]);
		y[5] = V::template sbox<3, Dec>(y[5]);
		y[6] = V::template sbox<4, Dec>(y[6]);
		y[7] = V::template sbox<1, Dec>(y[7]);

		for (unsigned int j = 0; j < 4; j++)
			y[j] = V::bxor(y[j], y[4 + ((j + 1) & 3)]);
		for (unsigned int j = 0; j < 4; j++)
			y[4 + j] = V::bxor(y[4 + j], y[(j + 2) & 3]);
		for (unsigned int j = 0; j < 4; j++)
			y[j] = V::bxor(y[j], y[4 + ((j + 3) & 3)]);
		for (unsigned int j = 0; j < 4; j++)
			y[4 + j] = V::bxor(y[4 + j], y[(j + 3) & 3]);
		for (unsigned int i = 0; i < 4; i++) {
			r[i] = V::bxor(r[i], y[4 + i]);
			r[4 + i] = V::bxor(r[4 + i], y[i]);
		}
	}

	// w ^= (v & k1) <<< 1 over the 32-bit words v (bytes v[0..3], most significant first).
	[[gnu::always_inline]] static void xor_rol1_and(reg *w, const reg *v, const u64 *ke)
	{
		reg a[4];

		for (unsigned int i = 0; i < 4; i++)
			a[i] = V::band(v[i], key_byte(ke, i));
		for (unsigned int i = 0; i < 4; i++)
			w[i] = V::bxor(w[i], V::bor(V::shl1(a[i]), V::shr7(a[(i + 1) & 3])));
	}

	// w ^= v | k2.
	[[gnu::always_inline]] static void xor_or(reg *w, const reg *v, const u64 *ke)
	{
		for (unsigned int i = 0; i < 4; i++)
			w[i] = V::bxor(w[i], V::bor(v[i], key_byte(ke, 4 + i)));
	}

	// RFC 3713 2.3.2, and 2.3.3 with the reversed subkeys, as ukc_camellia_crypt(), from the
	// byte-sliced blocks x to the byte-sliced out. The right half is kept in ShiftRows order
	// from the whitening to the last round.
	[[gnu::always_inline]] static void rounds(const u64 *k, unsigned int n, reg *x, reg *out)
	{
		reg *d1 = x, *d2 = x + 8;
		unsigned int i = 2;

		for (unsigned int j = 0; j < 8; j++) {
			d1[j] = V::bxor(d1[j], key_byte(&k[0], j));
			d2[j] = V::shift_rows(V::bxor(d2[j], key_byte(&k[1], j)));
		}
		for (;;) {
			for (unsigned int r = 0; r < 6; r += 2, i += 2) {
				round<false>(d1, d2, &k[i]);
				round<true>(d2, d1, &k[i + 1]);
			}
			if (i == n - 2)
				break;
			xor_rol1_and(d1 + 4, d1, &k[i]); // FL
			xor_or(d1, d1 + 4, &k[i]);
			xor_or(d2, d2 + 4, &k[i + 1]); // FL^-1
			xor_rol1_and(d2 + 4, d2, &k[i + 1]);
			i += 2;
		}
		for (unsigned int j = 0; j < 8; j++) {
			out[j] = V::inv_shift_rows(V::bxor(d2[j], key_byte(&k[n - 2], j)));
			out[8 + j] = V::bxor(d1[j], key_byte(&k[n - 1], j));
		}
	}

	static void crypt(const u64 *k, unsigned int n, u8 *dst, const u8 *src)
	{
		reg x[16], out[16];

		for (unsigned int j = 0; j < 16; j++)
			x[j] = V::load(src, j);
		transpose(x);
		rounds(k, n, x, out);
		transpose(out);
		for (unsigned int j = 0; j < 16; j++)
			V::store(dst, j, out[j]);
	}

	// Which block each byte of a byte-sliced register holds: transpose() run on blocks whose
	// bytes are their own numbers (16 more in the high lane of a ymm register).
	alignas(32) static constexpr std::array<u8, 32> block_number = [] {
		std::array<std::array<u8, 16>, 16> r{};
		std::array<u8, 32> b{};

		for (unsigned int j = 0; j < 16; j++)
			r[j].fill((u8)j);
		for (unsigned int round = 0; round < 4; round++) {
			std::array<std::array<u8, 16>, 16> t{};

			for (unsigned int j = 0; j < 8; j++)
				for (unsigned int p = 0; p < 8; p++) {
					t[2 * j][2 * p] = r[j][p];
					t[2 * j][2 * p + 1] = r[j + 8][p];
					t[2 * j + 1][2 * p] = r[j][8 + p];
					t[2 * j + 1][2 * p + 1] = r[j + 8][8 + p];
				}
			r = t;
		}
		for (unsigned int p = 0; p < 16; p++) {
			b[p] = r[0][p];
			b[16 + p] = (u8)(r[0][p] + 16);
		}
		return b;
	}();

	// The counter blocks from the big-endian @counter on, byte-sliced in place of a load and
	// transpose, with @idx each byte's block number: bytes 0-13 are @counter's in every block,
	// byte 15 its own plus the block's number, and byte 14 takes that sum's carry. The caller
	// keeps the last two bytes from wrapping past 0xffff within the call.
	static void counter_blocks(reg *x, const u8 *counter, reg idx)
	{
		for (unsigned int j = 0; j < 14; j++)
			x[j] = V::set1(counter[j]);
		x[15] = V::add8(V::set1(counter[15]), idx);
		// No carry where the sum is at least the block's number.
		const reg no_carry = V::eq8(V::max8(x[15], idx), x[15]);
		x[14] = V::add8(V::set1(counter[14]), V::andnot(no_carry, V::set1(1)));
	}

	// dst = src ^ E(counter blocks), V::lanes of them from the big-endian @counter on.
	static void ctr(const u64 *k, unsigned int n, u8 *dst, const u8 *src, const u8 *counter)
	{
		reg x[16], out[16];

		counter_blocks(x, counter, V::table(block_number.data()));
		rounds(k, n, x, out);
		transpose(out);
		for (unsigned int j = 0; j < 16; j++)
			V::store_xor(dst, src, j, out[j]);
	}

	static void encrypt(const struct camellia_ctx *ctx, u8 *dst, const u8 *src)
	{
		crypt(ctx->enc, ctx->nkeys, dst, src);
	}

	static void decrypt(const struct camellia_ctx *ctx, u8 *dst, const u8 *src)
	{
		crypt(ctx->dec, ctx->nkeys, dst, src);
	}

	static void ctr_crypt(const struct camellia_ctx *ctx, u8 *dst, const u8 *src, const u8 *c)
	{
		ctr(ctx->enc, ctx->nkeys, dst, src, c);
	}
};

} // namespace
} // namespace ukc::x86

#endif /* _UKC_X86_CAMELLIA_SIMD_X86_H */
