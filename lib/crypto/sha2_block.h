/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The SHA-2 compression function (FIPS 180-4 sections 6.2.2 and 6.4.2), written once for the
 * 32-bit words of SHA-256 and the 64-bit words of SHA-512: the two differ only in word size,
 * rotation counts, round count and constants. C++ only (lib/ and crypto/).
 */
#ifndef _UKC_LIB_CRYPTO_SHA2_BLOCK_H
#define _UKC_LIB_CRYPTO_SHA2_BLOCK_H

#include <bit>

#include <linux/types.h>
#include <linux/unaligned.h>

namespace ukc {
namespace {

/*
 * @P names the variant: P::word, P::rounds, P::k (the round constants), P::load (one
 * big-endian word) and the rotation or shift counts of the four sigma functions of
 * section 4.1.2 (SHA-256) or 4.1.3 (SHA-512).
 */
template <typename P> struct sha2_block {
	using word = typename P::word;

	static word bsig0(word x)
	{
		return std::rotr(x, P::bsig0[0]) ^ std::rotr(x, P::bsig0[1]) ^
		       std::rotr(x, P::bsig0[2]);
	}

	static word bsig1(word x)
	{
		return std::rotr(x, P::bsig1[0]) ^ std::rotr(x, P::bsig1[1]) ^
		       std::rotr(x, P::bsig1[2]);
	}

	static word ssig0(word x)
	{
		return std::rotr(x, P::ssig0[0]) ^ std::rotr(x, P::ssig0[1]) ^ (x >> P::ssig0[2]);
	}

	static word ssig1(word x)
	{
		return std::rotr(x, P::ssig1[0]) ^ std::rotr(x, P::ssig1[1]) ^ (x >> P::ssig1[2]);
	}

	// One round of step 3. Instead of shifting all eight working variables, the caller
	// rotates the roles: only d (which becomes the new e) and h (the new a) change.
	static void round(word a, word b, word c, word &d, word e, word f, word g, word &h, word kw)
	{
		word t1 = h + bsig1(e) + (g ^ (e & (f ^ g))) + kw;

		d += t1;
		h = t1 + bsig0(a) + ((a & b) | (c & (a | b)));
	}

	// The next 16 words of the message schedule (step 1), in a ring of 16.
	static void schedule(word w[16])
	{
		for (int i = 0; i < 16; i++)
			w[i] += ssig1(w[(i + 14) & 15]) + w[(i + 9) & 15] + ssig0(w[(i + 1) & 15]);
	}

	struct vars {
		word a, b, c, d, e, f, g, h;
	};

	static void rounds16(vars &v, const word w[16], const word *k)
	{
		for (int i = 0; i < 16; i += 8) {
			round(v.a, v.b, v.c, v.d, v.e, v.f, v.g, v.h, k[i] + w[i]);
			round(v.h, v.a, v.b, v.c, v.d, v.e, v.f, v.g, k[i + 1] + w[i + 1]);
			round(v.g, v.h, v.a, v.b, v.c, v.d, v.e, v.f, k[i + 2] + w[i + 2]);
			round(v.f, v.g, v.h, v.a, v.b, v.c, v.d, v.e, k[i + 3] + w[i + 3]);
			round(v.e, v.f, v.g, v.h, v.a, v.b, v.c, v.d, k[i + 4] + w[i + 4]);
			round(v.d, v.e, v.f, v.g, v.h, v.a, v.b, v.c, k[i + 5] + w[i + 5]);
			round(v.c, v.d, v.e, v.f, v.g, v.h, v.a, v.b, k[i + 6] + w[i + 6]);
			round(v.b, v.c, v.d, v.e, v.f, v.g, v.h, v.a, k[i + 7] + w[i + 7]);
		}
	}

	// Hashes one block at @src into @state; @w is the caller's schedule, wiped by it.
	static void block(word state[8], const u8 *src, word w[16])
	{
		vars v = { state[0], state[1], state[2], state[3],
			   state[4], state[5], state[6], state[7] };

		for (int i = 0; i < 16; i++)
			w[i] = P::load(src + sizeof(word) * i);
		rounds16(v, w, P::k);
		for (int r = 16; r < P::rounds; r += 16) {
			schedule(w);
			rounds16(v, w, P::k + r);
		}
		state[0] += v.a;
		state[1] += v.b;
		state[2] += v.c;
		state[3] += v.d;
		state[4] += v.e;
		state[5] += v.f;
		state[6] += v.g;
		state[7] += v.h;
	}
};

} // namespace
} // namespace ukc

#endif
