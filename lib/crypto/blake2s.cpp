// SPDX-License-Identifier: GPL-2.0-only
// BLAKE2s (RFC 7693): the generic compression function, the buffering update and final of the
// <crypto/blake2s.h> library, and its RFC 7693 self-test.
#include <bit>

#include <crypto/internal/blake2s.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "ukc_arch_hooks.h"

namespace {

// RFC 7693 section 2.7: the message word permutations of the ten rounds.
constexpr u8 blake2s_sigma[10][16] = {
	{ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
	{ 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3 },
	{ 11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4 },
	{ 7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8 },
	{ 9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13 },
	{ 2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9 },
	{ 12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11 },
	{ 13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10 },
	{ 6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5 },
	{ 10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0 },
};

constexpr u32 blake2s_iv[8] = { BLAKE2S_IV0, BLAKE2S_IV1, BLAKE2S_IV2, BLAKE2S_IV3,
				BLAKE2S_IV4, BLAKE2S_IV5, BLAKE2S_IV6, BLAKE2S_IV7 };

// RFC 7693 section 3.1, G with BLAKE2s's rotations (R1..R4 = 16, 12, 8, 7).
inline void blake2s_g(u32 *v, int a, int b, int c, int d, u32 x, u32 y)
{
	v[a] += v[b] + x;
	v[d] = std::rotr(v[d] ^ v[a], 16);
	v[c] += v[d];
	v[b] = std::rotr(v[b] ^ v[c], 12);
	v[a] += v[b] + y;
	v[d] = std::rotr(v[d] ^ v[a], 8);
	v[c] += v[d];
	v[b] = std::rotr(v[b] ^ v[c], 7);
}

// RFC 7693 section 3.2, F on one block, the counter already advanced.
void blake2s_block(struct blake2s_state *state, const u8 *block)
{
	u32 m[16], v[16];

	for (int i = 0; i < 16; i++)
		m[i] = get_unaligned_le32(block + 4 * i);
	memcpy(v, state->h, sizeof(state->h));
	memcpy(v + 8, blake2s_iv, sizeof(blake2s_iv));
	v[12] ^= state->t[0];
	v[13] ^= state->t[1];
	v[14] ^= state->f[0];
	v[15] ^= state->f[1];
	for (const auto &s : blake2s_sigma) {
		blake2s_g(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);
		blake2s_g(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);
		blake2s_g(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);
		blake2s_g(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);
		blake2s_g(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);
		blake2s_g(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);
		blake2s_g(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);
		blake2s_g(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);
	}
	for (int i = 0; i < 8; i++)
		state->h[i] ^= v[i] ^ v[i + 8];
	memzero_explicit(m, sizeof(m));
	memzero_explicit(v, sizeof(v));
}

} // namespace

extern "C" {

void blake2s_compress_generic(struct blake2s_state *state, const u8 *block, size_t nblocks,
			      const u32 inc)
{
	for (; nblocks; nblocks--, block += BLAKE2S_BLOCK_SIZE) {
		state->t[0] += inc;
		state->t[1] += state->t[0] < inc; // the carry into the counter's high word
		blake2s_block(state, block);
	}
}

// A loaded module's blake2s_compress() takes over (lib/arch_hooks.cpp), as the arch file's
// definition does in a kernel linked with CONFIG_CRYPTO_ARCH_HAVE_LIB_BLAKE2S.
__attribute__((weak)) void blake2s_compress(struct blake2s_state *state, const u8 *block,
					    size_t nblocks, const u32 inc)
{
	using compress_fn = void (*)(struct blake2s_state *, const u8 *, size_t, const u32);

	if (compress_fn fn = ukc::arch_hook_fn<compress_fn>(ukc::arch_hook_blake2s_compress))
		fn(state, block, nblocks, inc);
	else
		blake2s_compress_generic(state, block, nblocks, inc);
}

// The last block must be compressed with f[0] set, so a full buffer is kept back until more
// input shows it is not the last.
void blake2s_update(struct blake2s_state *state, const u8 *in, size_t inlen)
{
	const size_t fill = BLAKE2S_BLOCK_SIZE - state->buflen;

	if (!inlen)
		return;
	if (inlen > fill) {
		memcpy(state->buf + state->buflen, in, fill);
		blake2s_compress(state, state->buf, 1, BLAKE2S_BLOCK_SIZE);
		state->buflen = 0;
		in += fill;
		inlen -= fill;
	}
	if (inlen > BLAKE2S_BLOCK_SIZE) {
		const size_t nblocks = (inlen - 1) / BLAKE2S_BLOCK_SIZE;

		blake2s_compress(state, in, nblocks, BLAKE2S_BLOCK_SIZE);
		in += nblocks * BLAKE2S_BLOCK_SIZE;
		inlen -= nblocks * BLAKE2S_BLOCK_SIZE;
	}
	memcpy(state->buf + state->buflen, in, inlen);
	state->buflen += (unsigned int)inlen;
}

// RFC 7693 section 3.3: the last block zero-padded, counted by its real length, flagged.
void blake2s_final(struct blake2s_state *state, u8 *out)
{
	u8 digest[BLAKE2S_HASH_SIZE];

	state->f[0] = (u32)-1;
	memset(state->buf + state->buflen, 0, BLAKE2S_BLOCK_SIZE - state->buflen);
	blake2s_compress(state, state->buf, 1, state->buflen);
	for (int i = 0; i < 8; i++)
		put_unaligned_le32(state->h[i], digest + 4 * i);
	memcpy(out, digest, state->outlen);
	memzero_explicit(digest, sizeof(digest));
	memzero_explicit(state, sizeof(*state));
}

bool blake2s_selftest(void)
{
	// RFC 7693 Appendix B: BLAKE2s-256("abc").
	static const u8 want[BLAKE2S_HASH_SIZE] = {
		0x50, 0x8c, 0x5e, 0x8c, 0x32, 0x7c, 0x14, 0xe2, 0xe1, 0xa7, 0x2b,
		0xa3, 0x4e, 0xeb, 0x45, 0x2f, 0x37, 0x45, 0x8b, 0x20, 0x9e, 0xd6,
		0x3a, 0x29, 0x4d, 0x99, 0x9b, 0x4c, 0x86, 0x67, 0x59, 0x82,
	};
	u8 got[BLAKE2S_HASH_SIZE];

	blake2s(got, reinterpret_cast<const u8 *>("abc"), nullptr, sizeof(got), 3, 0);
	return !memcmp(got, want, sizeof(got));
}

} // extern "C"
