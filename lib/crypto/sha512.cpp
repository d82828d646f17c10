// SPDX-License-Identifier: GPL-2.0-only
// SHA-512 and SHA-384 (FIPS 180-4 section 6.4): the compression function behind sha512-generic.
#include <bit>

#include <crypto/internal/sha_generic.h>
#include <crypto/sha2.h>
#include <linux/string.h>
#include <linux/unaligned.h>

// FIPS 180-4 section 4.2.3: the first 64 bits of the fractional parts of the cube roots of
// the first 80 primes.
extern "C" alignas(32) const u64 ukc_sha512_k[80] = {
	0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL,
	0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL, 0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL,
	0xd807aa98a3030242ULL, 0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
	0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL, 0xc19bf174cf692694ULL,
	0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL, 0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
	0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
	0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL,
	0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL, 0x06ca6351e003826fULL, 0x142929670a0e6e70ULL,
	0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
	0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
	0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL, 0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL,
	0xd192e819d6ef5218ULL, 0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
	0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL,
	0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL, 0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL,
	0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
	0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL,
	0xca273eceea26619cULL, 0xd186b8c721c0c207ULL, 0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL,
	0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
	0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL, 0x431d67c49c100d4cULL,
	0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL, 0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL,
};

namespace {

// The functions of FIPS 180-4 section 4.1.3.
inline u64 sha512_ch(u64 x, u64 y, u64 z)
{
	return z ^ (x & (y ^ z));
}

inline u64 sha512_maj(u64 x, u64 y, u64 z)
{
	return (x & y) | (z & (x | y));
}

inline u64 sha512_bsig0(u64 x)
{
	return std::rotr(x, 28) ^ std::rotr(x, 34) ^ std::rotr(x, 39);
}

inline u64 sha512_bsig1(u64 x)
{
	return std::rotr(x, 14) ^ std::rotr(x, 18) ^ std::rotr(x, 41);
}

inline u64 sha512_ssig0(u64 x)
{
	return std::rotr(x, 1) ^ std::rotr(x, 8) ^ (x >> 7);
}

inline u64 sha512_ssig1(u64 x)
{
	return std::rotr(x, 19) ^ std::rotr(x, 61) ^ (x >> 6);
}

// One round of section 6.4.2 step 3, with the roles of the working variables rotated by the
// caller: only d (the new e) and h (the new a) change.
inline void sha512_round(u64 a, u64 b, u64 c, u64 &d, u64 e, u64 f, u64 g, u64 &h, u64 kw)
{
	u64 t1 = h + sha512_bsig1(e) + sha512_ch(e, f, g) + kw;

	d += t1;
	h = t1 + sha512_bsig0(a) + sha512_maj(a, b, c);
}

// The next 16 words of the message schedule (section 6.4.2 step 1), in a ring of 16.
inline void sha512_schedule(u64 w[16])
{
	for (int i = 0; i < 16; i++)
		w[i] += sha512_ssig1(w[(i + 14) & 15]) + w[(i + 9) & 15] +
			sha512_ssig0(w[(i + 1) & 15]);
}

struct sha512_vars {
	u64 a, b, c, d, e, f, g, h;
};

inline void sha512_16_rounds(sha512_vars &v, const u64 w[16], const u64 *k)
{
	for (int i = 0; i < 16; i += 8) {
		sha512_round(v.a, v.b, v.c, v.d, v.e, v.f, v.g, v.h, k[i] + w[i]);
		sha512_round(v.h, v.a, v.b, v.c, v.d, v.e, v.f, v.g, k[i + 1] + w[i + 1]);
		sha512_round(v.g, v.h, v.a, v.b, v.c, v.d, v.e, v.f, k[i + 2] + w[i + 2]);
		sha512_round(v.f, v.g, v.h, v.a, v.b, v.c, v.d, v.e, k[i + 3] + w[i + 3]);
		sha512_round(v.e, v.f, v.g, v.h, v.a, v.b, v.c, v.d, k[i + 4] + w[i + 4]);
		sha512_round(v.d, v.e, v.f, v.g, v.h, v.a, v.b, v.c, k[i + 5] + w[i + 5]);
		sha512_round(v.c, v.d, v.e, v.f, v.g, v.h, v.a, v.b, k[i + 6] + w[i + 6]);
		sha512_round(v.b, v.c, v.d, v.e, v.f, v.g, v.h, v.a, k[i + 7] + w[i + 7]);
	}
}

void sha512_block(u64 state[8], const u8 *src, u64 w[16])
{
	sha512_vars v = { state[0], state[1], state[2], state[3],
			  state[4], state[5], state[6], state[7] };

	for (int i = 0; i < 16; i++)
		w[i] = get_unaligned_be64(src + 8 * i);
	sha512_16_rounds(v, w, ukc_sha512_k);
	for (int r = 16; r < 80; r += 16) {
		sha512_schedule(w);
		sha512_16_rounds(v, w, ukc_sha512_k + r);
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

} // namespace

extern "C" void ukc_sha512_block_generic(struct sha512_state *sst, const u8 *src, int blocks)
{
	u64 w[16];

	for (; blocks > 0; blocks--, src += SHA512_BLOCK_SIZE)
		sha512_block(sst->state, src, w);
	memzero_explicit(w, sizeof(w));
}
