// SPDX-License-Identifier: GPL-2.0-only
// Twofish in plain x86_64 code for the twofish-3way drivers: one block, or three interleaved so
// an out-of-order core overlaps their table lookups (Schneier et al., section 4.1). No
// instruction-set flags: the tier needs nothing past x86_64.
#include <bit>

#include <crypto/twofish.h>
#include <linux/unaligned.h>

#include "ecb-cbc-x86.h"
#include "shared/twofish_g.h"

namespace {

using ukc::twofish_g;

// N blocks through the 16 rounds, each round on every block before the next round.
template <unsigned int N> void twofish_enc_n(const void *ctx, u8 *dst, const u8 *src)
{
	const auto *c = static_cast<const struct twofish_ctx *>(ctx);
	u32 r[N][4];

	for (unsigned int b = 0; b < N; b++)
		for (unsigned int i = 0; i < 4; i++)
			r[b][i] = get_unaligned_le32(src + 16 * b + 4 * i) ^ c->w[i];
	for (unsigned int round = 0; round < 16; round++) {
		for (unsigned int b = 0; b < N; b++) {
			const u32 t0 = twofish_g(c, r[b][0]);
			const u32 t1 = twofish_g(c, std::rotl(r[b][1], 8));
			const u32 n0 = std::rotr(r[b][2] ^ (t0 + t1 + c->k[2 * round]), 1);
			const u32 n1 = std::rotl(r[b][3], 1) ^ (t0 + 2 * t1 + c->k[2 * round + 1]);

			r[b][2] = r[b][0];
			r[b][3] = r[b][1];
			r[b][0] = n0;
			r[b][1] = n1;
		}
	}
	// The last round's swap undone: C_i = R_16,(i+2) mod 4 ^ K_(i+4).
	for (unsigned int b = 0; b < N; b++)
		for (unsigned int i = 0; i < 4; i++)
			put_unaligned_le32(r[b][(i + 2) % 4] ^ c->w[i + 4], dst + 16 * b + 4 * i);
}

template <unsigned int N> void twofish_dec_n(const void *ctx, u8 *dst, const u8 *src)
{
	const auto *c = static_cast<const struct twofish_ctx *>(ctx);
	u32 r[N][4];

	for (unsigned int b = 0; b < N; b++)
		for (unsigned int i = 0; i < 4; i++)
			r[b][(i + 2) % 4] = get_unaligned_le32(src + 16 * b + 4 * i) ^ c->w[i + 4];
	for (int round = 15; round >= 0; round--) {
		for (unsigned int b = 0; b < N; b++) {
			const u32 p0 = r[b][2], p1 = r[b][3];
			const u32 t0 = twofish_g(c, p0);
			const u32 t1 = twofish_g(c, std::rotl(p1, 8));

			r[b][2] = std::rotl(r[b][0], 1) ^ (t0 + t1 + c->k[2 * round]);
			r[b][3] = std::rotr(r[b][1] ^ (t0 + 2 * t1 + c->k[2 * round + 1]), 1);
			r[b][0] = p0;
			r[b][1] = p1;
		}
	}
	for (unsigned int b = 0; b < N; b++)
		for (unsigned int i = 0; i < 4; i++)
			put_unaligned_le32(r[b][i] ^ c->w[i], dst + 16 * b + 4 * i);
}

} // namespace

void ukc::x86::twofish_enc_blk(const void *ctx, u8 *dst, const u8 *src)
{
	twofish_enc_n<1>(ctx, dst, src);
}

void ukc::x86::twofish_dec_blk(const void *ctx, u8 *dst, const u8 *src)
{
	twofish_dec_n<1>(ctx, dst, src);
}

void ukc::x86::twofish_enc_3way(const void *ctx, u8 *dst, const u8 *src)
{
	twofish_enc_n<3>(ctx, dst, src);
}

void ukc::x86::twofish_dec_3way(const void *ctx, u8 *dst, const u8 *src)
{
	twofish_dec_n<3>(ctx, dst, src);
}
