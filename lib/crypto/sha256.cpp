// SPDX-License-Identifier: GPL-2.0-only
// SHA-256 and SHA-224 (FIPS 180-4 section 6.2): the compression function and the library API.
#include <bit>

#include <crypto/internal/sha_generic.h>
#include <crypto/sha256_base.h>
#include <crypto/sha2.h>
#include <linux/string.h>
#include <linux/unaligned.h>

// FIPS 180-4 section 4.2.2: the first 32 bits of the fractional parts of the cube roots of
// the first 64 primes.
extern "C" alignas(16) const u32 ukc_sha256_k[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
	0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
	0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
	0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
	0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
	0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
	0xc67178f2,
};

namespace {

// The functions of FIPS 180-4 section 4.1.2.
inline u32 sha256_ch(u32 x, u32 y, u32 z)
{
	return z ^ (x & (y ^ z));
}

inline u32 sha256_maj(u32 x, u32 y, u32 z)
{
	return (x & y) | (z & (x | y));
}

inline u32 sha256_bsig0(u32 x)
{
	return std::rotr(x, 2) ^ std::rotr(x, 13) ^ std::rotr(x, 22);
}

inline u32 sha256_bsig1(u32 x)
{
	return std::rotr(x, 6) ^ std::rotr(x, 11) ^ std::rotr(x, 25);
}

inline u32 sha256_ssig0(u32 x)
{
	return std::rotr(x, 7) ^ std::rotr(x, 18) ^ (x >> 3);
}

inline u32 sha256_ssig1(u32 x)
{
	return std::rotr(x, 17) ^ std::rotr(x, 19) ^ (x >> 10);
}

// One round of section 6.2.2 step 3. Instead of shifting all eight working variables, the
// caller rotates the roles: only d (which becomes the new e) and h (the new a) change.
inline void sha256_round(u32 a, u32 b, u32 c, u32 &d, u32 e, u32 f, u32 g, u32 &h, u32 kw)
{
	u32 t1 = h + sha256_bsig1(e) + sha256_ch(e, f, g) + kw;

	d += t1;
	h = t1 + sha256_bsig0(a) + sha256_maj(a, b, c);
}

// The next 16 words of the message schedule (section 6.2.2 step 1), in a ring of 16.
inline void sha256_schedule(u32 w[16])
{
	for (int i = 0; i < 16; i++)
		w[i] += sha256_ssig1(w[(i + 14) & 15]) + w[(i + 9) & 15] +
			sha256_ssig0(w[(i + 1) & 15]);
}

struct sha256_vars {
	u32 a, b, c, d, e, f, g, h;
};

inline void sha256_16_rounds(sha256_vars &v, const u32 w[16], const u32 *k)
{
	for (int i = 0; i < 16; i += 8) {
		sha256_round(v.a, v.b, v.c, v.d, v.e, v.f, v.g, v.h, k[i] + w[i]);
		sha256_round(v.h, v.a, v.b, v.c, v.d, v.e, v.f, v.g, k[i + 1] + w[i + 1]);
		sha256_round(v.g, v.h, v.a, v.b, v.c, v.d, v.e, v.f, k[i + 2] + w[i + 2]);
		sha256_round(v.f, v.g, v.h, v.a, v.b, v.c, v.d, v.e, k[i + 3] + w[i + 3]);
		sha256_round(v.e, v.f, v.g, v.h, v.a, v.b, v.c, v.d, k[i + 4] + w[i + 4]);
		sha256_round(v.d, v.e, v.f, v.g, v.h, v.a, v.b, v.c, k[i + 5] + w[i + 5]);
		sha256_round(v.c, v.d, v.e, v.f, v.g, v.h, v.a, v.b, k[i + 6] + w[i + 6]);
		sha256_round(v.b, v.c, v.d, v.e, v.f, v.g, v.h, v.a, k[i + 7] + w[i + 7]);
	}
}

void sha256_block(u32 state[8], const u8 *src, u32 w[16])
{
	sha256_vars v = { state[0], state[1], state[2], state[3],
			  state[4], state[5], state[6], state[7] };

	for (int i = 0; i < 16; i++)
		w[i] = get_unaligned_be32(src + 4 * i);
	sha256_16_rounds(v, w, ukc_sha256_k);
	for (int r = 16; r < 64; r += 16) {
		sha256_schedule(w);
		sha256_16_rounds(v, w, ukc_sha256_k + r);
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

void sha256_finish(struct sha256_state *sctx, u8 *out, unsigned int digest_size)
{
	lib_sha256_base_do_finalize(sctx, ukc_sha256_block_generic);
	lib_sha256_base_finish(sctx, out, digest_size);
}

} // namespace

extern "C" {

void ukc_sha256_block_generic(struct sha256_state *sst, const u8 *src, int blocks)
{
	u32 w[16];

	for (; blocks > 0; blocks--, src += SHA256_BLOCK_SIZE)
		sha256_block(sst->state, src, w);
	memzero_explicit(w, sizeof(w));
}

void sha256_update(struct sha256_state *sctx, const u8 *data, unsigned int len)
{
	lib_sha256_base_do_update(sctx, data, len, ukc_sha256_block_generic);
}

void sha256_final(struct sha256_state *sctx, u8 *out)
{
	sha256_finish(sctx, out, SHA256_DIGEST_SIZE);
}

void sha224_final(struct sha256_state *sctx, u8 *out)
{
	sha256_finish(sctx, out, SHA224_DIGEST_SIZE);
}

void sha256(const u8 *data, unsigned int len, u8 *out)
{
	struct sha256_state sctx;

	sha256_init(&sctx);
	sha256_update(&sctx, data, len);
	sha256_final(&sctx, out);
}

} // extern "C"
