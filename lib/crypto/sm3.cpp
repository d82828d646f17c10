// SPDX-License-Identifier: GPL-2.0-only
// SM3 (GM/T 0004-2012, GB/T 32905-2016): the compression function and the library interface
// (sm3_update, sm3_final) behind sm3-generic and the arch drivers' fallbacks.
#include <bit>

#include <crypto/sm3.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "crypto/md_block.h"

namespace {

// The permutations P0 (in the compression) and P1 (in the expansion) of section 4.4.
constexpr u32 sm3_p0(u32 x)
{
	return x ^ std::rotl(x, 9) ^ std::rotl(x, 17);
}

constexpr u32 sm3_p1(u32 x)
{
	return x ^ std::rotl(x, 15) ^ std::rotl(x, 23);
}

// Section 5.3.2: W0..W67 from the block; W'j = Wj ^ Wj+4 is formed where it is used.
void sm3_expand(u32 w[68], const u8 *src)
{
	for (int j = 0; j < 16; j++)
		w[j] = get_unaligned_be32(src + 4 * j);
	for (int j = 16; j < 68; j++)
		w[j] = sm3_p1(w[j - 16] ^ w[j - 9] ^ std::rotl(w[j - 3], 15)) ^
		       std::rotl(w[j - 13], 7) ^ w[j - 6];
}

// Rounds [first, last) of the compression function CF (section 5.3.3); FF and GG are the
// parity function before round 16 and majority / selection from round 16 on (section 4.3).
template <int first, int last> inline void sm3_rounds(u32 v[8], const u32 w[68])
{
	constexpr u32 t = first < 16 ? SM3_T1 : SM3_T2;
	u32 a = v[0], b = v[1], c = v[2], d = v[3], e = v[4], f = v[5], g = v[6], h = v[7];

	for (int j = first; j < last; j++) {
		u32 a12 = std::rotl(a, 12);
		u32 ss1 = std::rotl(a12 + e + std::rotl(t, j % 32), 7);
		u32 ff = first < 16 ? a ^ b ^ c : (a & b) | (c & (a | b));
		u32 gg = first < 16 ? e ^ f ^ g : g ^ (e & (f ^ g));
		u32 tt1 = ff + d + (ss1 ^ a12) + (w[j] ^ w[j + 4]);
		u32 tt2 = gg + h + ss1 + w[j];

		d = c;
		c = std::rotl(b, 9);
		b = a;
		a = tt1;
		h = g;
		g = std::rotl(f, 19);
		f = e;
		e = sm3_p0(tt2);
	}
	v[0] = a;
	v[1] = b;
	v[2] = c;
	v[3] = d;
	v[4] = e;
	v[5] = f;
	v[6] = g;
	v[7] = h;
}

} // namespace

extern "C" {

void ukc_sm3_block_generic(struct sm3_state *sctx, const u8 *src, int blocks)
{
	u32 w[68];

	for (; blocks > 0; blocks--, src += SM3_BLOCK_SIZE) {
		u32 v[8];

		memcpy(v, sctx->state, sizeof(v));
		sm3_expand(w, src);
		sm3_rounds<0, 16>(v, w);
		sm3_rounds<16, 64>(v, w);
		// V(i+1) = ABCDEFGH xor V(i)
		for (int i = 0; i < 8; i++)
			sctx->state[i] ^= v[i];
	}
	memzero_explicit(w, sizeof(w));
}

void ukc_sm3_do_update(struct sm3_state *sctx, const u8 *data, unsigned int len,
		       sm3_block_fn *block_fn)
{
	ukc::md_update(sctx->buffer, sctx->count, data, len,
		       [=](const u8 *src, size_t n) { block_fn(sctx, src, (int)n); });
}

void ukc_sm3_do_finalize(struct sm3_state *sctx, sm3_block_fn *block_fn)
{
	ukc::md_finalize<true>(sctx->buffer, sctx->count,
			       [=](const u8 *src, size_t n) { block_fn(sctx, src, (int)n); });
}

void sm3_update(struct sm3_state *sctx, const u8 *data, unsigned int len)
{
	ukc_sm3_do_update(sctx, data, len, ukc_sm3_block_generic);
}

void sm3_final(struct sm3_state *sctx, u8 *out)
{
	ukc_sm3_do_finalize(sctx, ukc_sm3_block_generic);
	for (int i = 0; i < SM3_DIGEST_SIZE / 4; i++)
		put_unaligned_be32(sctx->state[i], out + 4 * i);
	memzero_explicit(sctx, sizeof(*sctx));
}

} // extern "C"
