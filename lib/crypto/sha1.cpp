// SPDX-License-Identifier: GPL-2.0-only
// SHA-1 (FIPS 180-4 section 6.1): the compression function behind sha1-generic.
#include <bit>

#include <crypto/internal/sha_generic.h>
#include <crypto/sha1.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

// FIPS 180-4 section 4.2.1, one constant per 20 rounds: floor(2^30 * sqrt(n)) for n = 2, 3,
// 5 and 10.
constexpr u32 sha1_k[4] = { 0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xca62c1d6 };

// The three functions of section 4.1.1 (parity serves rounds 20-39 and 60-79).
inline u32 sha1_f(int stage, u32 b, u32 c, u32 d)
{
	if (stage == 0)
		return d ^ (b & (c ^ d));
	if (stage == 2)
		return (b & c) | (d & (b | c));
	return b ^ c ^ d;
}

// W[t] for t >= 16 (section 6.1.2 step 1), in a ring of 16 words.
inline u32 sha1_schedule(u32 *w, int t)
{
	u32 x = w[(t + 13) & 15] ^ w[(t + 8) & 15] ^ w[(t + 2) & 15] ^ w[t & 15];

	w[t & 15] = std::rotl(x, 1);
	return w[t & 15];
}

// Twenty rounds of section 6.1.2 step 3 with one function and constant.
template <int stage> inline void sha1_stage(u32 v[5], u32 *w)
{
	u32 a = v[0], b = v[1], c = v[2], d = v[3], e = v[4];

	for (int t = 20 * stage; t < 20 * stage + 20; t++) {
		u32 wt = t < 16 ? w[t] : sha1_schedule(w, t);
		u32 tmp = std::rotl(a, 5) + sha1_f(stage, b, c, d) + e + sha1_k[stage] + wt;

		e = d;
		d = c;
		c = std::rotl(b, 30);
		b = a;
		a = tmp;
	}
	v[0] = a;
	v[1] = b;
	v[2] = c;
	v[3] = d;
	v[4] = e;
}

} // namespace

extern "C" {

void sha1_init(__u32 *buf)
{
	buf[0] = SHA1_H0;
	buf[1] = SHA1_H1;
	buf[2] = SHA1_H2;
	buf[3] = SHA1_H3;
	buf[4] = SHA1_H4;
}

void sha1_transform(__u32 *digest, const char *data, __u32 *W)
{
	u32 v[5] = { digest[0], digest[1], digest[2], digest[3], digest[4] };

	for (int i = 0; i < 16; i++)
		W[i] = get_unaligned_be32(data + 4 * i);
	sha1_stage<0>(v, W);
	sha1_stage<1>(v, W);
	sha1_stage<2>(v, W);
	sha1_stage<3>(v, W);
	for (int i = 0; i < 5; i++)
		digest[i] += v[i];
}

void ukc_sha1_block_generic(struct sha1_state *sst, const u8 *src, int blocks)
{
	u32 w[SHA1_WORKSPACE_WORDS];

	for (; blocks > 0; blocks--, src += SHA1_BLOCK_SIZE)
		sha1_transform(sst->state, reinterpret_cast<const char *>(src), w);
	memzero_explicit(w, sizeof(w));
}

} // extern "C"
