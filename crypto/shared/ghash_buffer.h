/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * GHASH's partial blocks (NIST SP 800-38D section 6.4) over any whole-block function, as every
 * ghash shash buffers them: input may stop mid-block; the block's remaining bytes are xored in
 * by the next update, and final() treats them as zeros.
 */
#ifndef _UKC_CRYPTO_SHARED_GHASH_BUFFER_H
#define _UKC_CRYPTO_SHARED_GHASH_BUFFER_H

#include <crypto/ghash.h>
#include <crypto/utils.h>
#include <linux/string.h>

#include <algorithm>

namespace ukc {

// @blocks(src, n) computes Y = (Y ^ X_i) * H for n whole blocks of @src into @dctx->buffer.
template <typename Blocks>
void ghash_buffered_update(struct ghash_desc_ctx *dctx, const u8 *src, unsigned int srclen,
			   Blocks &&blocks)
{
	static const u8 zero[GHASH_BLOCK_SIZE] = {};

	if (dctx->bytes) {
		unsigned int n = std::min(srclen, dctx->bytes);

		crypto_xor(dctx->buffer + GHASH_BLOCK_SIZE - dctx->bytes, src, n);
		dctx->bytes -= n;
		src += n;
		srclen -= n;
		if (!dctx->bytes)
			blocks(zero, 1u);
	}
	if (srclen >= GHASH_BLOCK_SIZE) {
		blocks(src, srclen / GHASH_BLOCK_SIZE);
		src += srclen & ~(GHASH_BLOCK_SIZE - 1);
		srclen %= GHASH_BLOCK_SIZE;
	}
	if (srclen) {
		crypto_xor(dctx->buffer, src, srclen);
		dctx->bytes = GHASH_BLOCK_SIZE - srclen;
	}
}

// The digest: a block in progress is completed with zeros; the state is wiped.
template <typename Blocks>
void ghash_buffered_final(struct ghash_desc_ctx *dctx, u8 *dst, Blocks &&blocks)
{
	static const u8 zero[GHASH_BLOCK_SIZE] = {};

	if (dctx->bytes)
		blocks(zero, 1u);
	memcpy(dst, dctx->buffer, GHASH_BLOCK_SIZE);
	memzero_explicit(dctx, sizeof(*dctx));
}

} // namespace ukc

#endif /* _UKC_CRYPTO_SHARED_GHASH_BUFFER_H */
