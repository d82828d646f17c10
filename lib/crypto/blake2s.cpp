// SPDX-License-Identifier: GPL-2.0-only
// BLAKE2s (RFC 7693): the generic compression function, the buffering update and final of the
// <crypto/blake2s.h> library, and its RFC 7693 self-test.
#include <crypto/internal/blake2s.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "crypto/blake2_block.h"
#include "ukc_arch_hooks.h"

namespace {

constexpr u32 blake2s_iv[8] = { BLAKE2S_IV0, BLAKE2S_IV1, BLAKE2S_IV2, BLAKE2S_IV3,
				BLAKE2S_IV4, BLAKE2S_IV5, BLAKE2S_IV6, BLAKE2S_IV7 };

// The variant of lib/crypto/blake2_block.h: RFC 7693 sections 2.1-2.6 for BLAKE2s.
struct blake2s_params {
	using word = u32;
	static constexpr int rounds = 10;
	static constexpr const u32 *iv = blake2s_iv;
	static constexpr int rot[4] = { 16, 12, 8, 7 };
	static constexpr bool wipe = true;

	static u32 load(const u8 *p) { return get_unaligned_le32(p); }
};

// RFC 7693 section 3.2, F on one block, the counter already advanced.
void blake2s_block(struct blake2s_state *state, const u8 *block)
{
	ukc::blake2_block<blake2s_params>::compress(state->h, state->t, state->f, block);
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
