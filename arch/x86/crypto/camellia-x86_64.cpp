// SPDX-License-Identifier: GPL-2.0-only
// Camellia for any x86_64, behind "camellia-asm": the generic F-function tables, one block, or
// two blocks interleaved so the two lookup chains overlap.
#include <linux/unaligned.h>

#include "camellia-x86.h"

namespace ukc::x86 {
namespace {

// W blocks at once, as ukc_camellia_crypt() one: RFC 3713 2.3.2 (2.3.3 with the dec subkeys).
template <unsigned int W>
void camellia_crypt_nway(const u64 *k, unsigned int n, u8 *dst, const u8 *src)
{
	u64 d1[W], d2[W];
	unsigned int i = 2;

	for (unsigned int w = 0; w < W; w++) {
		d1[w] = get_unaligned_be64(src + 16 * w) ^ k[0];
		d2[w] = get_unaligned_be64(src + 16 * w + 8) ^ k[1];
	}
	for (;;) {
		for (unsigned int r = 0; r < 6; r += 2, i += 2) {
			for (unsigned int w = 0; w < W; w++)
				d2[w] ^= ukc_camellia_f(d1[w], k[i]);
			for (unsigned int w = 0; w < W; w++)
				d1[w] ^= ukc_camellia_f(d2[w], k[i + 1]);
		}
		if (i == n - 2)
			break;
		for (unsigned int w = 0; w < W; w++) {
			d1[w] = ukc_camellia_fl(d1[w], k[i]);
			d2[w] = ukc_camellia_flinv(d2[w], k[i + 1]);
		}
		i += 2;
	}
	for (unsigned int w = 0; w < W; w++) {
		put_unaligned_be64(d2[w] ^ k[n - 2], dst + 16 * w);
		put_unaligned_be64(d1[w] ^ k[n - 1], dst + 16 * w + 8);
	}
}

} // namespace

void camellia_enc_blk(const struct camellia_ctx *ctx, u8 *dst, const u8 *src)
{
	camellia_crypt_nway<1>(ctx->enc, ctx->nkeys, dst, src);
}

void camellia_dec_blk(const struct camellia_ctx *ctx, u8 *dst, const u8 *src)
{
	camellia_crypt_nway<1>(ctx->dec, ctx->nkeys, dst, src);
}

void camellia_enc_blk_2way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src)
{
	camellia_crypt_nway<2>(ctx->enc, ctx->nkeys, dst, src);
}

void camellia_dec_blk_2way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src)
{
	camellia_crypt_nway<2>(ctx->dec, ctx->nkeys, dst, src);
}

} // namespace ukc::x86
